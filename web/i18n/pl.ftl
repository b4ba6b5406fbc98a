# Aftermath po polsku: NOT COMPLETE. Only the Conquest Morale Test's and Wound Pool's
# step-log lines and the C-12 refusal so far; every other message falls back to English,
# so Polish is not offered to players (web/i18n/language.js, COMPLETE). Game terms and
# their sources: glossary/pl.md (every term there is still unconfirmed).

language-en = English
language-pl = Polski
language-de = Deutsch
language-fr = Français
language-es = Español
language-it = Italiano
language-pseudo = Pseudo (testy)

rule-cited = { $reason } ({ $rule })
not-now = Nie teraz: { $reason }

conquest-pool-received = { $regiment } otrzymuje Pulę Ran: { $wounds }
conquest-pool-suffered = { $regiment }: { $suffered } { $suffered ->
        [one] Rana
        [few] Rany
       *[many] Ran
    } z tej Puli Ran
conquest-below-strength = { $regiment } jest Poniżej Początkowej Siły
conquest-no-test-destroyed = Bez Testu Morale: Regiment został zniszczony
conquest-no-test-harm = Bez Testu Morale: Rany { $harm ->
        [clash] ze Starcia
        [charge] z Szarży lub Impetu
        [duel] z Pojedynku
        [volley] z Salwy
        [spell] z Czaru
        [decay] z Rozkładu
        [aura_of_death] z Aury Śmierci
        [lethal_demise] z Zabójczego Zgonu
       *[other] z innego źródła
    } go nie wywołują
conquest-no-test-marked = Bez Testu Morale: pula została oznaczona jako niewywołująca testu
conquest-must-test-first = { $regiment } musi najpierw wykonać Test Morale ({ $dice } { $dice ->
        [one] kość
       *[other] kości
    }), zanim { $action ->
        [pool] przyjdzie kolejna Pula Ran
        [heal] nastąpi Leczenie
        [character] przyjdą kolejne Rany
        [rally] nastąpi Zebranie
        [place] Regimenty się ruszą
        [charge] nastąpi Szarża
        [round] zacznie się nowa Runda
        [decay] nastąpi Rozkład
       *[contacts] zmienią się kontakty
    }
conquest-no-test-to-take = { $regiment } nie ma Testu Morale do wykonania
conquest-die = Kość { $value }: { $result ->
        [pass] zdana
       *[fail] niezdana
    } — { $why ->
        [one] naturalna 1 zawsze zdaje
        [six] naturalna 6 zawsze oblewa
        [at_most] { $value } to nie więcej niż Determinacja { $resolve }
       *[over] { $value } to więcej niż Determinacja { $resolve }
    }
conquest-reroll-die = Przerzut { $value }: { $result ->
        [pass] zdana
       *[fail] niezdana
    } — { $why ->
        [one] naturalna 1 zawsze zdaje
        [six] naturalna 6 zawsze oblewa
        [at_most] { $value } to nie więcej niż Determinacja { $resolve }
       *[over] { $value } to więcej niż Determinacja { $resolve }
    }
conquest-not-rerolled = { $arc ->
        [flank] Flanka
       *[rear] Tył
    }: Żelazna Dyscyplina, zdanych kości się nie przerzuca
conquest-rerolled = { $arc ->
        [flank] Flanka
       *[rear] Tył
    }: przerzucono { $passes } { $passes ->
        [one] zdaną kość
        [few] zdane kości
       *[many] zdanych kości
    }
conquest-indomitable = Niezłomni { $x }: { $saved } { $saved ->
        [one] porażka liczy się
        [few] porażki liczą się
       *[many] porażek liczy się
    } jako zdane
conquest-oblivious = Nieświadomi: { $failed } { $failed ->
        [one] porażka
        [few] porażki
       *[many] porażek
    } -> { $wounds } { $wounds ->
        [one] Rana
        [few] Rany
       *[many] Ran
    }
conquest-test-result = { $passed } { $passed ->
        [one] zdana
        [few] zdane
       *[many] zdanych
    }, { $failed } { $failed ->
        [one] niezdana
        [few] niezdane
       *[many] niezdanych
    }{ $wounds ->
        [0] {""}
        [one] : { $wounds } Rana, która nie wywołuje kolejnych testów
        [few] : { $wounds } Rany, które nie wywołują kolejnych testów
       *[many] : { $wounds } Ran, które nie wywołują kolejnych testów
    }

parts-separator = {", "}
conquest-morale-roll = Test Morale: rzuć { $dice } { $dice ->
        [one] kością
       *[other] kośćmi
    } przeciw Determinacji { $value } ({ $parts } = { $value })
conquest-resolve-line = Determinacja { $value }: { $parts } = { $value }
conquest-resolve-base = { $kind ->
        [lowest] najniższa
       *[highest] najwyższa
    } Determinacja { $base }
conquest-resolve-no-size = bez premii za liczebność (Złamany)
conquest-resolve-size = premia za liczebność +{ $bonus } ({ $stands } { $stands ->
        [one] Podstawka
        [few] Podstawki
       *[many] Podstawek
    })
conquest-resolve-modifier = modyfikator { $sign ->
        [minus] -
       *[plus] +
    }{ $size }
conquest-resolve-modifier-ignored = modyfikator { $sign ->
        [minus] -
       *[plus] +
    }{ $size } pominięty (Złamany)
conquest-resolve-terrifying = Przerażający -{ $x }
conquest-resolve-terrifying-ignored = Przerażający pominięty ({ $rule ->
        [fearless] Nieustraszeni
       *[bravery] Odwaga
    })
conquest-resolve-phalanx = Falanga +1
conquest-terrifying = Przerażający { $x }: Determinacja { $was } -> { $now }
conquest-terrifying-from = Przerażający { $x } ({ $source }): Determinacja { $was } -> { $now }
conquest-terrifying-ignored = Przerażający { $x } pominięty: { $regiment } ma { $rule ->
        [fearless] Nieustraszeni
       *[bravery] Odwaga
    }
conquest-terrifying-from-ignored = Przerażający { $x } ({ $source }) pominięty: { $regiment } ma { $rule ->
        [fearless] Nieustraszeni
       *[bravery] Odwaga
    }
conquest-phalanx = Falanga przeciw Ranom z przodu: Determinacja { $was } -> { $now }

conquest-heals-with = { $regiment } leczy się { $points } { $points ->
        [one] Punktem Leczenia
       *[other] Punktami Leczenia
    }{ $source ->
        [regeneration] {" "}(Regeneracja)
        [fanatical_devotion] {" "}(Fanatyczne Oddanie)
        [biotic_renewal] {" "}(Odnowa Biotyczna)
       *[none] {""}
    }
conquest-regeneration-skips = Regeneracja pomija Postacie Regimentu
conquest-healing-done = Leczenie zakończone: wydano { $spent }{ $lost ->
        [0] {""}
       *[other] , stracono { $lost } (brak miejsca)
    }{ $unused ->
        [0] {""}
       *[other] , niewykorzystano { $unused }
    }
conquest-regeneration-of = Regeneracja { $points } dla { $character }: wyleczono { $healed } { $healed ->
        [one] Znacznik Rany
        [few] Znaczniki Ran
       *[many] Znaczników Ran
    }{ $lost ->
        [0] {""}
       *[other] , stracono { $lost }
    }
conquest-character-heals = Postać { $character } leczy { $healed } { $healed ->
        [one] Znacznik Rany
        [few] Znaczniki Ran
       *[many] Znaczników Ran
    }

conquest-character-removed = Postać { $character } zostaje usunięta jako strata
conquest-character-markers = Postać { $character } ma { $markers } { $markers ->
        [one] Znacznik Rany
        [few] Znaczniki Ran
       *[many] Znaczników Ran
    }
conquest-character-removed-with = Postać { $character } zostaje usunięta jako strata razem z ostatnią Podstawką Regimentu { $regiment }

conquest-rallies = { $regiment } się Zbiera{ $was ->
        [broken] : już nie jest Złamany
       *[steady] {""}
    }; Złamanie liczy się teraz od { $stands } { $stands ->
        [one] Podstawki
       *[other] Podstawek
    }
conquest-round-begins = Zaczyna się Runda { $round }: licznik Złamania każdego Regimentu zaczyna się od nowa
conquest-still-broken = { $regiment } nadal jest Złamany: Rozbicie liczy się teraz od { $stands } { $stands ->
        [one] Podstawki
       *[other] Podstawek
    }
conquest-active-player = { $player } jest Aktywnym Graczem

conquest-charges = { $regiment } Szarżuje na { $edge ->
        [front] przód
        [left] lewą flankę
        [right] prawą flankę
       *[rear] tył
    } Regimentu { $enemy }: { $stands } { $stands ->
        [one] Podstawka
        [few] Podstawki
       *[many] Podstawek
    } przeciw { $enemy_stands } w kontakcie

conquest-excess-ignored = { $excess } { $excess ->
        [one] nadmiarowa Rana pominięta
        [few] nadmiarowe Rany pominięte
       *[many] nadmiarowych Ran pominiętych
    }: nie ma Podstawki, która by je przyjęła
conquest-dauntless = { $regiment } jest Nieugięty: stracił { $lost } z { $stands } { $stands ->
        [one] Podstawki
       *[other] Podstawek
    } w tej Rundzie i nigdy nie zostaje Złamany
conquest-broken = { $regiment } jest Złamany: stracił { $lost } z { $stands } { $stands ->
        [one] Podstawki
       *[other] Podstawek
    } w tej Rundzie (połowa, w górę, to { $needed })
conquest-shattered = { $regiment } jest Rozbity: stracił { $lost } z { $stands } { $stands ->
        [one] Podstawki
       *[other] Podstawek
    }, które miał, gdy został Złamany (połowa, w górę, to { $needed }); wszystkie Podstawki usunięte
conquest-destroyed = { $regiment } nie ma już Podstawek i zostaje zniszczony

conquest-back-in-contact = { $regiment } znów jest w kontakcie po wcześniejszym pchnięciu: już nie jest Osamotniony
conquest-stays-unengaged = { $regiment } pozostaje bez kontaktu: jest Niezwiązany walką
conquest-not-stranded-after-all = { $regiment } jednak nie jest Osamotniony: nie zostaje pchnięty

conquest-refused-already-destroyed = { $regiment } jest już zniszczony
conquest-refused-destroyed = { $regiment } jest zniszczony
conquest-refused-destroyed-no-rally = { $regiment } jest zniszczony i nie może się Zebrać
conquest-refused-destroyed-no-heal = { $regiment } jest zniszczony i nie może być Leczony
conquest-refused-character-removed = { $character } została usunięta
conquest-refused-character-already-removed = { $character } została już usunięta
conquest-refused-broken-no-heal = { $regiment } jest Złamany: Złamany Regiment nie może być Leczony
conquest-refused-broken-no-restore = { $regiment } jest Złamany: Złamany Regiment nie może być Leczony ani mieć Przywracanych Podstawek
conquest-refused-broken-no-charge = { $regiment } jest Złamany: Złamany Regiment nie może Szarżować (Ch6)
conquest-refused-not-broken = { $regiment } nie jest Złamany
conquest-refused-no-bravery = { $regiment } nie ma Odwagi
conquest-refused-max-rounds = bitwa ma najwyżej { $rounds } { $rounds ->
        [one] Rundę
        [few] Rundy
       *[many] Rund
    }
conquest-refused-no-battlefield-to-push = ta bitwa nie ma pola bitwy: nikt nie jest pchany
conquest-refused-pushed-after-the-test = Osamotnione Regimenty są pchane po stratach z Testu Morale: wybierz ich kolejność razem z tym testem
conquest-refused-nothing-to-push = ta akcja nie Osamotnia żadnego Regimentu: nie ma kogo pchać
conquest-refused-not-engaged-before = { $regiment } nie był związany walką przed tą akcją: nie może być Osamotniony ani pchnięty
conquest-refused-contacts-from-positions = na polu bitwy kontakty wynikają z pozycji: przesuwaj Regimenty przez Ustaw
conquest-refused-no-battlefield-to-place = ta bitwa nie ma pola bitwy, na którym można ustawić Regimenty
conquest-refused-casualties-not-complete = straty z ostatniej akcji nie są jeszcze kompletne
conquest-refused-enemy-not-placed = { $enemy } nie stoi jeszcze na polu bitwy: najpierw Przesuń go na pole bitwy, potem { $attacker } może szarżować na jedną z jego krawędzi

conquest-edge-pair = { $own ->
        [front] jego przód
        [right] jego prawa strona
        [rear] jego tył
       *[left] jego lewa strona
    } przy { $theirs ->
        [front] ich przodzie
        [right] ich prawej stronie
        [rear] ich tyle
       *[left] ich lewej stronie
    }
conquest-in-contact = { $regiment } jest w kontakcie z { $enemy }: { $stands } { $stands ->
        [one] Podstawka
        [few] Podstawki
       *[many] Podstawek
    } przeciw { $enemy_stands } ({ $parts })
conquest-also-in-contact = { $regiment } jest też w kontakcie z { $enemy }: { $stands } { $stands ->
        [one] Podstawka
        [few] Podstawki
       *[many] Podstawek
    } przeciw { $enemy_stands } ({ $parts })

conquest-name = { $name }
conquest-out-of-contact = Bez kontaktu: { $parts }; Osamotnione Regimenty zostaną rozstrzygnięte po stratach z Testu Morale

## Conquest's battle screen: the overview, a Regiment's card and its Actions
# (Messages of this group follow this line.)

## The screens every system shares: the top bar, the log, Undo, dice, keypad and sheets
# (Messages of this group follow this line.)

## Muster: profiles, army lists, their import and a new battle
# (Messages of this group follow this line.)

## Reports, sharing, links, backups and files
# (Messages of this group follow this line.)

## The Ninth Age's sentences
# (Messages of this group follow this line.)

## The campaign's sentences
# (Messages of this group follow this line.)

## The Ninth Age's screens: its overview, a Unit's card and its Actions
# (Messages of this group follow this line.)

## The campaign's screens: the roster, a model's card and its Actions
# (Messages of this group follow this line.)

## Two phones
# (Messages of this group follow this line.)
