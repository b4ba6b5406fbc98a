# Aftermath po polsku: NOT COMPLETE. Only the Conquest Morale Test's and Wound Pool's
# step-log lines and the C-12 refusal so far; every other message falls back to English,
# so Polish is not offered to players (web/i18n/language.js, COMPLETE). Game terms and
# their sources: glossary/pl.md (every term there is still unconfirmed).

language-en = English
language-pl = Polski
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
ninth-page-hp-abbr = PŻ
ninth-page-hp-full = Punkty Życia
ninth-page-kind-name = { $kind ->
    [champion] Czempion { $name }
   *[character] Postać { $name }
}
ninth-page-rank-and-file = Szeregowi
ninth-page-carried = { $lost ->
    [0] brak przeniesionych utraconych PŻ
   *[other] przeniesione utracone PŻ: { $lost }
}
ninth-page-model = Model
ninth-page-model-hp = { $hp } PŻ
ninth-page-model-hp-of = { $left }/{ $hp } PŻ
ninth-page-model-lost = stracony
ninth-page-model-removed = { $who }: usunięty
ninth-page-model-title = { $who }: { $place }, { $hp }
ninth-page-formation = { $name }: { $ranks } { $ranks ->
    [one] szereg
    [few] szeregi
   *[many] szeregów
} po najwyżej { $width } w szeregu
ninth-page-pools-label = Pule Życia: { $name }
ninth-page-wiped-out = wybita
ninth-page-pool = { $models } { $models ->
    [one] model
    [few] modele
   *[many] modeli
} po { $hp } PŻ, zostało { $left } PŻ, { $carried }
ninth-page-hp-per-model = { $hp } PŻ na model
ninth-page-rank-and-file-carried = Szeregowi: { $carried }
ninth-page-card-label = { $name }, { $carried }
ninth-page-card-destroyed = { $name }, zniszczony
ninth-page-strength = { $left }/{ $total } { $total ->
    [one] model
    [few] modele
   *[many] modeli
}
ninth-page-destroyed = Zniszczony
ninth-page-losses = Straty
ninth-page-full-strength = Pełna siła
ninth-page-characters = ★ { $count } { $count ->
    [one] Postać
    [few] Postacie
   *[many] Postaci
}
ninth-page-attack-name = Atak { $n }
ninth-page-pick-models = Dotykaj modeli do usunięcia (na rysunku lub poniżej), po kolei, od ostatniego szeregu ({ $rule }). Szeregi i kolumny liczone od 1 z przodu po lewej.
ninth-page-picked = Wybrano: { $count } { $count ->
    [one] model
    [few] modele
   *[many] modeli
}, w kolejności dotknięć
ninth-page-nothing-picked = Nic nie wybrano: obowiązuje domyślna kolejność.
ninth-page-clear-picks = Wyczyść wybór
ninth-page-first-rank-only = Został tylko pierwszy szereg: jego modele odchodzą na przemian z obu końców.
ninth-page-actions-label = Straty Punktów Życia: { $name }
ninth-page-no-models-left = { $name } nie ma już modeli.
ninth-page-loss-kind = Rodzaj strat
ninth-page-loss-kind-name = { $kind ->
    [mw] Wielokrotne Rany
    [unstable] Niestabilność
   *[hp] Punkty Życia
}
ninth-page-apply-losses = Zastosuj straty
ninth-page-lost-by = Punkty Życia stracone przez: { $pool }
ninth-page-enter-to-preview = Wpisz straty, by zobaczyć podgląd.
ninth-page-several-attacks = Kilka jednoczesnych ataków (wskaż, które spowodowały nadwyżkę, { $rule })
ninth-page-choose-models = Wybierz, które modele odchodzą (szeregi za pierwszym)
ninth-page-afterwards = Potem: { $pool } { $after }
ninth-page-pool-choice = Pula Życia, która traci Punkty Życia
ninth-page-pool-left = { $pool } (zostało { $left } PŻ)
ninth-page-apply-unstable = Zastosuj straty z Niestabilności
ninth-page-roll-and-apply = Rzuć i zastosuj
ninth-page-apply-multiple-wounds = Zastosuj Wielokrotne Rany
ninth-page-pool-note = { $pool }.
ninth-page-lost-to-attack = Punkty Życia stracone przez atak { $n }
ninth-page-attack-name-label = Nazwa ataku { $n }
ninth-page-attack-mw = Atak { $n } ma Wielokrotne Rany ({ $rule })
ninth-page-remove-attack = Usuń atak { $n }
ninth-page-add-attack = Dodaj atak
ninth-page-total-with-mw = Razem: { $total } PŻ oraz ataki z Wielokrotnymi Ranami
ninth-page-total = Razem stracono: { $total } PŻ
ninth-page-attack-losses = { $attack } { $losses }
ninth-page-total-of-attacks = Razem stracono: { $total } PŻ ({ $attacks })
ninth-page-apply-excess = Zastosuj ten wybór
ninth-page-excess-assigned = Przydzielono { $sum } z { $needed } strat nadwyżki
ninth-page-excess-title = Które ataki spowodowały nadwyżkę?
ninth-page-excess-about = { $pool } ({ $name }) mogła przyjąć tylko część z { $losses } strat. Atakujący gracz wskazuje, które ataki spowodowały { $needed } strat nadwyżki:
ninth-page-excess-from = Nadwyżka z: { $attack } (spowodował { $caused })
ninth-page-back-to-losses = Wróć do strat
ninth-page-preview-lost = Podgląd: stracono { $losses } { $losses ->
    [one] Punkt Życia
    [few] Punkty Życia
   *[many] Punktów Życia
}
ninth-page-show-afterwards = Pokaż oddział po stratach
ninth-page-preview-of = Podgląd: { $name } po stratach
ninth-page-preview-steps = Kroki podglądu
ninth-page-enter-values-to-preview = Wpisz wartość każdej rany, by zobaczyć podgląd.
ninth-page-enter-wounds-to-preview = Wpisz nieobronione rany, by zobaczyć podgląd.
ninth-page-app-rolls = Aplikacja rzuci { $wounds ->
    [one] wartość { $wounds } rany
   *[other] wartości { $wounds } ran
} przy zastosowaniu.
ninth-page-preview = Podgląd: { $summary }
ninth-page-mw-x = Wielokrotne Rany (X){ $attack ->
    [0] {""}
   *[other] {" "}(atak { $attack })
}
ninth-page-mw-number-choice = Liczba
ninth-page-mw-number = Wielokrotne Rany (X), liczba{ $attack ->
    [0] {""}
   *[other] {" "}(atak { $attack })
}
ninth-page-wound-value = Rana { $n } ({ $die }){ $attack ->
    [0] {""}
   *[other] {" "}(atak { $attack })
}
ninth-page-unsaved-wounds = Nieobronione rany{ $attack ->
    [0] {""}
   *[other] {" "}(atak { $attack })
}
ninth-page-wound-values = Wartość każdej rany
ninth-page-enter-values = Wpisz wartości
ninth-page-app-roll = Niech rzuci aplikacja
ninth-page-tie-order = Kolejność Postaci przy remisie ({ $rule }), pierwsza przyjmuje pierwsza:
ninth-page-move-up = Przesuń w górę: { $name }
ninth-page-unstable-note = Niestabilność: Punkty Życia, które traci { $name }, bez rzutów obronnych. Silnik dzieli je między Pule Życia oddziału ({ $rule }).
ninth-page-unstable-lost = Punkty Życia stracone z Niestabilności przez: { $name }
ninth-page-go-to = Przejdź do oddziału
ninth-page-odds-title = Szanse przed rzutem
ninth-page-odds-about = Dokładne szanse dla: { $name }, od przeniesionych Punktów Życia.
ninth-page-odds-attacks = Ataki
ninth-page-odds-hit = Trafienie (X+)
ninth-page-odds-wound = Zranienie (X+)
ninth-page-odds-armour = Pancerz (X+, 7 = brak)
ninth-page-odds-special = Obrona specjalna (X+, 7 = brak)
ninth-page-odds-mw-none = Brak
ninth-page-odds-working = Liczę dokładne szanse…
ninth-page-odds-show = Pokaż szanse
ninth-page-odds-wiped-out = Wybici
ninth-page-odds-hp-lost = Stracone Punkty Życia (Wielokrotne Rany { $mw })
ninth-page-odds-removed = Usunięte modele
ninth-page-odds-removed-unit = usuniętych
ninth-page-odds-carried = Przeniesione utracone Punkty Życia
ninth-page-kind = { $kind ->
    [champion] Czempion
   *[character] Postać
}
ninth-page-character-or-champion = Postać lub Czempion
ninth-page-name = Nazwa
ninth-page-kind-label = Rodzaj
ninth-page-rank-optional = Szereg (opcjonalnie)
ninth-page-rank-hint = 1 = przód
ninth-page-file-optional = Kolumna (opcjonalnie)
ninth-page-file-hint = 1 = lewa
ninth-page-remove-character = Usuń Postać
ninth-page-unit-name = Oddział { $n }
ninth-page-formation-of = Szyk: { $name }
ninth-page-unit = Oddział
ninth-page-player = Gracz
ninth-page-rank-and-file-models = Modele szeregowe
ninth-page-files = Kolumny
ninth-page-hp-per-model-label = Punkty Życia na model
ninth-page-add-character = Dodaj Postać lub Czempiona
ninth-page-remove-unit = Usuń oddział
ninth-page-player-name = Gracz { $n }
ninth-page-battle = Bitwa
ninth-page-battle-name = Nazwa bitwy
ninth-page-add-unit = Dodaj oddział
ninth-page-start-battle = Rozpocznij bitwę
ninth-page-cancel = Anuluj
ninth-page-character-name = Imię Postaci
ninth-page-character-hp = Punkty Życia Postaci
ninth-page-models = Modele
ninth-page-files-per-rank = Kolumny w szeregu
ninth-page-profile-summary = modele: { $models } w { $files } kolumnach, { $hp } PŻ na model
ninth-page-found-models = modele: { $models }
ninth-page-found-models-files = modele: { $models } w { $files } kolumnach
ninth-page-found-hp = { $hp } PŻ na model
ninth-page-found-both = { $first }, { $second }
ninth-page-found-character = { $name } ({ $kind ->
    [champion] czempion
    [character] postać
   *[other] { $kind }
})
ninth-page-found-character-hp = { $name } ({ $kind ->
    [champion] czempion
    [character] postać
   *[other] { $kind }
}, { $hp } PŻ)
ninth-page-profile-preview = { $name } ({ $models } { $models ->
    [one] model
    [few] modele
   *[many] modeli
}, { $hp } { $hp ->
    [one] Punkt Życia
    [few] Punkty Życia
   *[many] Punktów Życia
})

## The campaign's screens: the roster, a model's card and its Actions
# (Messages of this group follow this line.)
campaign-page-outcome = { $key ->
    [Crushing-Victory] Miażdżące Zwycięstwo
    [Victory] Zwycięstwo
    [Pyrrhic-Victory] Pyrrusowe Zwycięstwo
    [Noble-Loss] Szlachetna Porażka
    [Annihilated] Unicestwienie
   *[other] { $outcome }
}
campaign-page-kind = { $kind ->
    [Leader] Przywódca
    [Individual] Indywidualista
    [Hero] Bohater
    [Specialist] Specjalista
    [Trooper] Żołnierz
   *[other] { $kind }
}
campaign-page-status = { $key ->
    [active] Aktywny
    [dead] Martwy
    [captured] Pojmany
    [retired-blind] Wycofany (ślepy)
   *[other] { $status }
}
campaign-page-roll-of = { $kind ->
    [recovery_roll] Rzut na Wyzdrowienie
    [fate_roll] Rzut na Los Ofiary
    [wound_roll] Rzut na Tabelę Ran
   *[other] Rzut: { $table }
}: { $name }
campaign-page-confirm = Zatwierdź i zaktualizuj rozpiski
campaign-page-tables-failed = Nie udało się odczytać tabel kampanii: { $reason }
campaign-page-bar = Pobitewne
campaign-page-outcomes-label = Wynik każdej strony
campaign-page-outcomes = Wynik bitwy
campaign-page-from-losses = Ze straconych modeli ({ $rule })
campaign-page-outcomes-waiting = Inne wyniki: czekam na silnik…
campaign-page-outcome-text = { $outcome }: stracone modele przeżywają przy { $number } lub mniej ({ $how ->
    [chosen] wybrane przez graczy
   *[losses] ze straconych modeli
})
campaign-page-no-outcome = Brak wyniku: żadna strona nie straciła modelu
campaign-page-lost = Stracono { $lost }, wróg stracił { $enemy }.
campaign-page-outcome-for = Wynik dla: { $force }
campaign-page-recovery-row = { $outcome }: { $number } lub mniej ({ $meaning })
campaign-page-undead-row = Nieumarli: +{ $bonus }
campaign-page-table = { $kind ->
    [recovery_roll] Tabela Wyzdrowienia
    [fate_roll] Tabela Losu Ofiary
    [wound_roll] Tabela Ran
   *[other] { $table }
}
campaign-page-next-roll = Następny rzut
campaign-page-owed = { $name } ({ $force }) · { $rolls } { $rolls ->
    [one] rzut
    [few] rzuty
   *[many] rzutów
} do wykonania przez { $models } { $models ->
    [one] model
    [few] modele
   *[many] modeli
} obu stron; wynik może dodać kolejne
campaign-page-roll-label = Rzuć { $dice } na { $kind ->
    [recovery_roll] Tabelę Wyzdrowienia
    [fate_roll] Tabelę Losu Ofiary
    [wound_roll] Tabelę Ran
   *[other] { $table }
} dla: { $name }; dotknij wyniku.
campaign-page-before = Zanim rozpiski się zmienią
campaign-page-before-about = Wszystkie rzuty wykonane. Tak będą wyglądać obie rozpiski; zatwierdź, by zapisać je na tym urządzeniu.
campaign-page-after-battle = { $name } po bitwie
campaign-page-rosters-after = Rozpiski po bitwie
campaign-page-confirmed = Zatwierdzono
campaign-page-rosters-updated = Obie rozpiski są zaktualizowane na tym urządzeniu.
campaign-page-rosters-not-saved = Rozpiski nie są jeszcze zapisane na tym urządzeniu.
campaign-page-save-rosters = Zapisz rozpiski na tym urządzeniu
campaign-page-undo-rosters = Cofnij przywraca rozpiski na tym urządzeniu do poprzedniego stanu.
campaign-page-lost-models = Stracone modele
campaign-page-rolls-owed = rzuty do wykonania
campaign-page-no-models-lost = Nie stracono modeli.
campaign-page-captives = Jeńcy
campaign-page-spot = Wypatrywanie { $sign }{ $spot }
campaign-page-rear-attackers = atakujący od tyłu +{ $cc } CC
campaign-page-undead = Nieumarły
campaign-page-wounds = Rany: { $wounds }
campaign-page-hate = Nienawiść: { $hatreds }
campaign-page-hate-for = { $hate } wobec: { $force }
campaign-page-roster-line = VP { $vp } · aktywne: { $active } z { $models }{ $fate ->
    [yes] {" "}· Żołnierze rzucają na swój los
   *[no] {""}
}
campaign-page-kind-value = { $kind }, wartość { $value }
campaign-page-new-model = Nowy model
campaign-page-model-name = Nazwa modelu
campaign-page-kind-label = Rodzaj
campaign-page-value = Wartość
campaign-page-status-line = Stan: { $status }
campaign-page-lasting-wounds = Trwałe rany: { $wounds }
campaign-page-remove-model = Usuń model
campaign-page-list-line = VP { $vp } · aktywne: { $active } z { $models }
campaign-page-delete-ask = Usunąć { $name } na zawsze?
campaign-page-delete-yes = Tak, usuń
campaign-page-delete-keep = Zostaw
campaign-page-edit = Edytuj
campaign-page-edit-label = Edytuj: { $name }
campaign-page-duplicate = Powiel
campaign-page-duplicate-label = Powiel: { $name }
campaign-page-share = Udostępnij
campaign-page-share-label = Udostępnij: { $name }
campaign-page-delete = Usuń
campaign-page-delete-label = Usuń: { $name }
campaign-page-models = Modele
campaign-page-models-of = Modele: { $name }
campaign-page-rosters = Rozpiski
campaign-page-back = ‹ Bitwy
campaign-page-back-label = Wróć do bitew
campaign-page-rosters-here = Rozpiski na tym urządzeniu
campaign-page-no-rosters = Brak rozpisek na tym urządzeniu.
campaign-page-new-roster = Nowa rozpiska
campaign-page-start-aftermath = Rozpocznij rozliczenie pobitewne
campaign-page-copy-name = { $name } (kopia)
campaign-page-duplicated = Rozpiska powielona.
campaign-page-deleted = Rozpiska usunięta.
campaign-page-roster = Rozpiska
campaign-page-warband-name = Nazwa drużyny
campaign-page-troopers-fate = Żołnierze też rzucają na Tabelę Losu Ofiary
campaign-page-add-model = Dodaj model
campaign-page-save-roster = Zapisz rozpiskę
campaign-page-cancel = Anuluj
campaign-page-saved = Zapisano { $name } na tym urządzeniu.
campaign-page-new-aftermath = Nowe rozliczenie pobitewne kampanii
campaign-page-needs-two = Rozliczenie wymaga dwóch rozpisek drużyn na tym urządzeniu; { $count ->
    [one] jest 1
   *[other] jest ich { $count }
}.
campaign-page-make-rosters = Utwórz rozpiski
campaign-page-warband-choice = { $name } (VP { $vp })
campaign-page-lost-model = Stracony: { $name }
campaign-page-kind-value-absent = { $kind }, wartość { $value } — { $status }, poza bitwą
campaign-page-unrecoverable = { $name } zginął w sposób nieodwracalny (bez Rzutu na Wyzdrowienie)
campaign-page-losses-of = Straty: { $name }
campaign-page-warband = { $n ->
    [1] Pierwsza drużyna
   *[other] Druga drużyna
}
campaign-page-marked-lost = { $count } { $count ->
    [one] model oznaczony
    [few] modele oznaczone
   *[many] modeli oznaczonych
} jako stracone
campaign-page-models-of-warband = Modele: { $name }
campaign-page-pick-warbands = Wybierz dwie drużyny i zaznacz każdy model stracony w bitwie.
campaign-page-start = Rozpocznij rozliczenie
campaign-page-two-different = Wybierz dwie różne drużyny.
campaign-page-battle-name = { $first } kontra { $second }
campaign-page-odds-side = { $force } ({ $outcome })
campaign-page-survives-note = { $name } przeżywa ({ $note })
campaign-page-survives = { $name } przeżywa{ $settled ->
    [yes] {" "}(rozstrzygnięte)
   *[no] {""}
}
campaign-page-survivors = Ocalali
campaign-page-survive-unit = ocalałych
campaign-page-survival-chances = Szanse przeżycia
campaign-page-fates = Losy i jeńcy
campaign-page-fate-count = { $count } { $fate }
campaign-page-side-fates = { $player }: { $fates }
campaign-page-no-fates = nie rzucano na Los Ofiary ({ $rule })
campaign-page-no-captives = Brak jeńców ({ $rule }).
campaign-page-roster-preview = { $name }: modele: { $models }, { $vp } VP
