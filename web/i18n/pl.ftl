# Aftermath po polsku: every message of en.ftl is here; not yet reviewed, so Polish is not
# offered to players (web/i18n/language.js, COMPLETE). Game terms and their sources:
# glossary/pl.md (every term there is still unconfirmed).

## The home screen

home-battles = Bitwy
home-saved-battles = Zapisane bitwy
home-no-battles = Na tym urządzeniu nie ma jeszcze zapisanych bitew.
# A saved battle's line under its name: its rule system and when it was last played.
home-battle-meta = { $system } · { $updated }
home-rename = Zmień nazwę
home-rename-label = Zmień nazwę: { $name }
home-duplicate = Powiel
home-duplicate-label = Powiel: { $name }
home-delete = Usuń
home-delete-label = Usuń: { $name }
home-new-name = Nowa nazwa
home-save-name = Zapisz nazwę
home-cancel = Anuluj
home-delete-ask = Usunąć „{ $name }” na zawsze?
home-delete-ask-unnamed = Usunąć „tę bitwę” na zawsze?
home-delete-yes = Tak, usuń
home-delete-keep = Zachowaj
home-examples = Przykłady
home-examples-title = Zacznij od przykładu
home-examples-waiting = Wczytywanie przykładów…
conquest-new-battle = Nowa bitwa Conquest
ninth-age-new-battle = Nowa bitwa The Ninth Age
engine-starting-title = silnik się uruchamia
backup-title = Zbiórka i kopia zapasowa
backup-about = Profile Regimentów i Oddziałów oraz listy armii zapisane na tym urządzeniu, a także plik kopii zapasowej całości.
backup-muster = Zbiórka
backup-export = Eksportuj wszystko
backup-import = Importuj kopię zapasową
campaign-title = Kampania
campaign-new = Rozliczenie kampanii
campaign-rosters = Rozpiski drużyn
language-label = Język
# Each language by its own name, as its speakers look for it in a list.
language-en = English
language-pl = Polski
language-de = Deutsch
language-fr = Français
language-es = Español
language-it = Italiano
language-pseudo = Pseudo (testy)
language-failed = Nie udało się wczytać języka { $code } ({ $reason }): strona jest po angielsku.
language-pick-failed = Nie udało się wczytać języka { $code } ({ $reason }): nic nie zostało zmienione.

## Storage on this device (the home screen's last panel)

storage-title = Pamięć na tym urządzeniu
storage-asking = Zajęte miejsce: pytam przeglądarkę…
storage-unreadable-count = Nie udało się odczytać ({ $count })
storage-unreadable-about = Te zapisane rekordy są uszkodzone. Zachowano je tu w stanie, w jakim je znaleziono: skopiuj lub pobierz tekst, aby go naprawić, albo go odrzuć.
# A damaged record: its kind and key as the device names them, and why it was refused.
storage-unreadable-item = { $kind } „{ $key }”: { $reason }
storage-raw-label = Surowy tekst: { $kind } { $key }
storage-download = Pobierz
storage-discard = Odrzuć
storage-discard-label = Odrzuć: { $kind } { $key }
storage-not-kept = Nic nie jest przechowywane: ta przeglądarka nie daje Aftermath pamięci, więc bitwy i rozpiski trwają tylko do zamknięcia lub przeładowania tej strony.
storage-stopped = Zapisywanie na tym urządzeniu zostało wstrzymane: przeładuj stronę, aby znów zapisywać.
storage-space-unknown = Zajęte miejsce: przeglądarka tego nie podaje.
storage-space = Zajęte miejsce: { $used }, wolne: { $left }.
storage-gb = { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } GB
storage-mb = { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
storage-kb = { $size } kB
storage-persistent = Przechowywane, dopóki ich nie usuniesz (pamięć trwała).
storage-not-persistent = Nietrwałe: przeglądarka może je wyczyścić, gdy na urządzeniu zabraknie miejsca.
storage-persistence-asking = Trwałość: zapytano przeglądarkę, czekamy na odpowiedź.
storage-persistence-unknown = Trwałość: przeglądarka tego nie podaje.
storage-space-and-kept = { $amounts } { $kept }

## The engine's sentences: a rule's reason or a step of the log, the rule id beside it
# A reason the rules give, with the ruling that gives it.
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
conquest-no-test-marked = Bez Testu Morale: Pulę Ran oznaczono jako niewywołującą Testu Morale
conquest-must-test-first = { $regiment } musi najpierw wykonać Test Morale ({ $dice } { $dice ->
        [one] kość
       *[other] kości
    }), zanim { $action ->
        [pool] przyjdzie kolejna Pula Ran
        [heal] nastąpi Leczenie
        [character] przyjdą kolejne Rany
        [rally] nastąpi Przegrupowanie
        [place] Regimenty się ruszą
        [charge] nastąpi Szarża
        [round] zacznie się nowa runda
        [decay] nastąpi Rozkład
       *[contacts] zmienią się kontakty
    }
conquest-no-test-to-take = { $regiment } nie ma Testu Morale do wykonania
conquest-die =
    Kość { $value }: { $result ->
        [pass] zdana
       *[fail] niezdana
    } — { $why ->
        [one] naturalna 1 jest zawsze zdana
        [six] naturalna 6 jest zawsze niezdana
        [at_most] { $value } to nie więcej niż Determinacja { $resolve }
       *[over] { $value } to więcej niż Determinacja { $resolve }
    }
conquest-reroll-die =
    Przerzut { $value }: { $result ->
        [pass] zdany
       *[fail] niezdany
    } — { $why ->
        [one] naturalna 1 jest zawsze zdana
        [six] naturalna 6 jest zawsze niezdana
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
conquest-indomitable =
    Niezłomni { $x }: { $saved } { $saved ->
        [one] porażka liczy się jako zdana
        [few] porażki liczą się jako zdane
       *[many] porażek liczy się jako zdane
    }
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
conquest-terrifying-ignored =
    Przerażający { $x } pominięty: { $regiment } ma { $rule ->
        [fearless] zasadę Nieustraszeni
       *[bravery] Odwagę
    }
conquest-terrifying-from-ignored =
    Przerażający { $x } ({ $source }) pominięty: { $regiment } ma { $rule ->
        [fearless] zasadę Nieustraszeni
       *[bravery] Odwagę
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
conquest-healing-done =
    Leczenie zakończone: wydano { $spent }{ $lost ->
        [0] { "" }
       *[other] , stracono { $lost } (brak miejsca)
    }{ $unused ->
        [0] { "" }
       *[other] , nie wykorzystano { $unused }
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
conquest-character-no-morale = Brak Testu Morale dla { $regiment }: własne Rany Postaci nie są Pulą Ran
conquest-character-removed-with = Postać { $character } zostaje usunięta jako strata razem z ostatnią Podstawką Regimentu { $regiment }

conquest-rallies = { $regiment } się przegrupowuje{ $was ->
        [broken] : już nie jest Złamany
       *[steady] {""}
    }; Złamanie liczy się teraz od { $stands } { $stands ->
        [one] Podstawki
       *[other] Podstawek
    }
conquest-round-begins = Zaczyna się runda { $round }: licznik Złamania każdego Regimentu zaczyna się od nowa
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

conquest-excess-ignored =
    { $excess } { $excess ->
        [one] nadmiarowa Rana pominięta: nie ma Podstawki, która by ją przyjęła
        [few] nadmiarowe Rany pominięte: nie ma Podstawki, która by je przyjęła
       *[many] nadmiarowych Ran pominiętych: nie ma Podstawki, która by je przyjęła
    }
conquest-dauntless = { $regiment } jest Nieugięty: stracił { $lost } z { $stands } { $stands ->
        [one] Podstawki
       *[other] Podstawek
    } w tej rundzie i nigdy nie zostaje Złamany
conquest-broken = { $regiment } jest Złamany: stracił { $lost } z { $stands } { $stands ->
        [one] Podstawki
       *[other] Podstawek
    } w tej rundzie (połowa, w górę, to { $needed })
conquest-shattered =
    { $regiment } jest Rozbity: stracił { $lost } z { $stands } { $stands ->
        [one] Podstawki, którą miał
       *[other] Podstawek, które miał
    }, gdy został Złamany (połowa, w górę, to { $needed }); wszystkie Podstawki usunięte
conquest-destroyed = { $regiment } nie ma już Podstawek i zostaje zniszczony

conquest-back-in-contact = { $regiment } znów jest w kontakcie po wcześniejszym pchnięciu: już nie jest Osamotniony
conquest-stays-unengaged = { $regiment } pozostaje bez kontaktu: jest Niezwiązany walką
conquest-not-stranded-after-all = { $regiment } jednak nie jest Osamotniony: nie zostaje pchnięty

conquest-refused-already-destroyed = { $regiment } jest już zniszczony
conquest-refused-destroyed = { $regiment } jest zniszczony
conquest-refused-destroyed-no-rally = { $regiment } jest zniszczony i nie może się Zebrać
conquest-refused-destroyed-no-heal = { $regiment } jest zniszczony i nie może być Leczony
conquest-refused-character-removed = Postać { $character } została usunięta
conquest-refused-character-already-removed = Postać { $character } została już usunięta
conquest-refused-broken-no-heal = { $regiment } jest Złamany: Złamany Regiment nie może być Leczony
conquest-refused-broken-no-restore = { $regiment } jest Złamany: Złamanego Regimentu nie można Leczyć ani Przywracać mu Podstawek
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
conquest-refused-nothing-to-push = żaden Regiment nie zostaje Osamotniony przez tę akcję: nie ma kogo pchać
conquest-refused-not-engaged-before = { $regiment } nie był związany walką przed tą akcją: nie może być Osamotniony ani pchnięty
conquest-refused-contacts-from-positions = na polu bitwy kontakty wynikają z pozycji: przesuwaj Regimenty akcją Ustaw
conquest-refused-no-battlefield-to-place = ta bitwa nie ma pola bitwy, na którym można ustawić Regimenty
conquest-refused-casualties-not-complete = straty z ostatniej akcji nie są jeszcze kompletne
conquest-refused-enemy-not-placed = { $enemy } nie stoi jeszcze na polu bitwy: najpierw Przesuń go na pole bitwy, potem { $attacker } może Szarżować na jedną z jego krawędzi

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

conquest-why-command-last = Podstawki Dowodzenia usuwa się na końcu; nie została żadna inna
conquest-why-wounded-first = Ranna Podstawka przyjmuje Rany, dopóki nie zostanie zniszczona
conquest-why-rear-rank = { $rank ->
        [1] szereg 1 to jedyny szereg
       *[other] szereg { $rank } to ostatni szereg
    };{ $engaged ->
        [kept] {" "}zachowuje w kontakcie Podstawki związane walką;
        [all] {" "}każda Podstawka w nim jest związana walką;
       *[none] {""}
    } { $parts }
conquest-why-on-the-file = { $how ->
        [last] najbardziej środkowa Podstawka idzie ostatnia
        [only_in_rank] jedyna Podstawka w szeregu
       *[only] jedyny wybór
    } (w { $origin ->
        [command] kolumnie Podstawki Dowodzenia
       *[centre] środkowej kolumnie
    })
conquest-why-only-choice = jedyny wybór ({ $far } { $far ->
        [one] kolumna
        [few] kolumny
        [many] kolumn
       *[other] kolumny
    } od { $origin ->
        [command] Podstawki Dowodzenia
       *[centre] środkowej kolumny
    })
conquest-why-furthest = najdalej od { $origin ->
        [command] Podstawki Dowodzenia
       *[centre] środkowej kolumny
    } ({ $far } { $far ->
        [one] kolumna
        [few] kolumny
        [many] kolumn
       *[other] kolumny
    })
conquest-why-tied = { $far } { $far ->
        [one] kolumna
        [few] kolumny
        [many] kolumn
       *[other] kolumny
    } od { $origin ->
        [command] Podstawki Dowodzenia
       *[centre] środkowej kolumny
    }, remis po obu stronach; { $last_side ->
        [left] na przemian: ostatnia stracona Podstawka była po lewej
        [right] na przemian: ostatnia stracona Podstawka była po prawej
       *[none] pierwszy remis idzie na lewo
    }
conquest-stand-destroyed = { $stand ->
        [auxiliary] Podstawka pomocnicza { $auxiliary }
       *[stand] Podstawka
    } ({ $rank ->
        [front] pierwszy szereg
        [rear] ostatni szereg
       *[nth] { $rank_n }.{ $rank_ord ->
           *[other] {""}
        } szereg
    }{ $file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $file_n }.{ $file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $file_n }. od prawej
       *[none] {""}
    }) otrzymuje { $taken } { $taken ->
        [one] Ranę
        [few] Rany
       *[many] Ran
    } i zostaje zniszczona — { $parts }
conquest-stand-takes = { $stand ->
        [auxiliary] Podstawka pomocnicza { $auxiliary }
       *[stand] Podstawka
    } ({ $rank ->
        [front] pierwszy szereg
        [rear] ostatni szereg
       *[nth] { $rank_n }.{ $rank_ord ->
           *[other] {""}
        } szereg
    }{ $file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $file_n }.{ $file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $file_n }. od prawej
       *[none] {""}
    }) otrzymuje { $taken } { $taken ->
        [one] Ranę
        [few] Rany
       *[many] Ran
    } (otrzymane Rany: { $markers } z { $wounds }) — { $parts }
conquest-stand-heals = { $stand ->
        [auxiliary] Podstawka pomocnicza { $auxiliary }
       *[stand] Podstawka
    } ({ $rank ->
        [front] pierwszy szereg
        [rear] ostatni szereg
       *[nth] { $rank_n }.{ $rank_ord ->
           *[other] {""}
        } szereg
    }{ $file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $file_n }.{ $file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $file_n }. od prawej
       *[none] {""}
    }) leczy { $healed } { $healed ->
        [one] Znacznik Rany
        [few] Znaczniki Ran
       *[many] Znaczników Ran
    }{ $command ->
        [yes] {" "}(najpierw Podstawka Dowodzenia)
       *[no] {""}
    }
conquest-too-few-to-restore = { $left ->
        [one] Został { $left } Punkt Leczenia
        [few] Zostały { $left } Punkty Leczenia
       *[many] Zostało { $left } Punktów Leczenia
    }: za mało, by przywrócić { $stand ->
        [auxiliary] Podstawkę pomocniczą { $auxiliary }
       *[stand] Podstawkę
    } ({ $rank ->
        [front] pierwszy szereg
        [rear] ostatni szereg
       *[nth] { $rank_n }.{ $rank_ord ->
           *[other] {""}
        } szereg
    }{ $file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $file_n }.{ $file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $file_n }. od prawej
       *[none] {""}
    }) (potrzeba { $need }, połowa jej Ran w górę); { $left ->
        [one] przepada
        [few] przepadają
       *[many] przepada
    }
conquest-no-room-to-restore = Brak miejsca, by przywrócić { $stand ->
        [auxiliary] Podstawkę pomocniczą { $auxiliary }
       *[stand] Podstawkę
    } straconą z { $rank ->
        [front] pierwszego szeregu
        [rear] ostatniego szeregu
       *[nth] { $rank_n }.{ $rank_ord ->
           *[other] {""}
        } szeregu
    }{ $file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $file_n }.{ $file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $file_n }. od prawej
       *[none] {""}
    }: nie zostaje przywrócona i { $lost ->
        [one] pozostały Punkt Leczenia przepada
        [few] pozostałe { $lost } Punkty Leczenia przepadają
       *[many] pozostałych { $lost } Punktów Leczenia przepada
    }
conquest-no-room-to-restore-because = Brak miejsca, by przywrócić { $stand ->
        [auxiliary] Podstawkę pomocniczą { $auxiliary }
       *[stand] Podstawkę
    } straconą z { $rank ->
        [front] pierwszego szeregu
        [rear] ostatniego szeregu
       *[nth] { $rank_n }.{ $rank_ord ->
           *[other] {""}
        } szeregu
    }{ $file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $file_n }.{ $file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $file_n }. od prawej
       *[none] {""}
    } ({ $parts }): nie zostaje przywrócona i { $lost ->
        [one] pozostały Punkt Leczenia przepada
        [few] pozostałe { $lost } Punkty Leczenia przepadają
       *[many] pozostałych { $lost } Punktów Leczenia przepada
    }
conquest-stand-restored = { $stand ->
        [auxiliary] Podstawka pomocnicza { $auxiliary }
       *[stand] Podstawka
    } ({ $command ->
        [yes] pierwotne miejsce
       *[no] { $rank ->
        [front] pierwszy szereg
        [rear] ostatni szereg
       *[nth] { $rank_n }.{ $rank_ord ->
           *[other] {""}
        } szereg
    }{ $file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $file_n }.{ $file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $file_n }. od prawej
       *[none] {""}
    }
    }) przywrócona za { $spent } { $spent ->
        [one] Punkt Leczenia
        [few] Punkty Leczenia
       *[many] Punktów Leczenia
    }, pozostaje { $spent } z { $wounds } Ran{ $command ->
        [yes] {" "}(najpierw Podstawki Dowodzenia)
       *[no] {""}
    }
conquest-stand-contacts = Podstawka ({ $rank ->
        [front] pierwszy szereg
        [rear] ostatni szereg
       *[nth] { $rank_n }.{ $rank_ord ->
           *[other] {""}
        } szereg
    }{ $file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $file_n }.{ $file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $file_n }. od prawej
       *[none] {""}
    }) Regimentu { $regiment } jest w kontakcie z: { $parts }
conquest-stand-contacts-none = Podstawka ({ $rank ->
        [front] pierwszy szereg
        [rear] ostatni szereg
       *[nth] { $rank_n }.{ $rank_ord ->
           *[other] {""}
        } szereg
    }{ $file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $file_n }.{ $file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $file_n }. od prawej
       *[none] {""}
    }) Regimentu { $regiment } nie jest w kontakcie z żadnym wrogiem
conquest-refused-stand-removed = Podstawka ({ $rank ->
        [front] pierwszy szereg
        [rear] ostatni szereg
       *[nth] { $rank_n }.{ $rank_ord ->
           *[other] {""}
        } szereg
    }{ $file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $file_n }.{ $file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $file_n }. od prawej
       *[none] {""}
    }) Regimentu { $regiment } została usunięta
conquest-uses-bravery = { $regiment } używa Odwagi: już nie jest Złamany; Złamanie wciąż liczy się od { $stands } { $stands ->
        [one] Podstawki
       *[other] Podstawek
    } w tej rundzie
conquest-decay = Rozkład { $x }: { $stands } { $stands ->
        [one] Podstawka rzuca
        [few] Podstawki rzucają
       *[many] Podstawek rzuca
    } { $dice } { $dice ->
        [one] kością
       *[other] kośćmi
    }, { $wounds } z nich to 5 lub 6: { $wounds } { $wounds ->
        [one] Rana
        [few] Rany
       *[many] Ran
    }, bez Testów Morale
conquest-pool-source = Pula Ran { $named ->
        [yes] od { $source }
       *[no] bez podanego źródła
    }{ $harm ->
        [clash] , Starcie
        [charge] , Szarża lub Impet
        [duel] , Pojedynek
        [volley] , Salwa
        [spell] , Czar
        [decay] , Rozkład
        [aura_of_death] , Aura Śmierci
        [lethal_demise] , Zabójczy Zgon
        [other] , Inne
       *[none] {""}
    }, Rany { $arc ->
        [front] z przodu
        [flank] z flanki
        [rear] z tyłu
       *[not_named] bez podanego kierunku
    }
conquest-name-and = { $name } i { $parts }
conquest-name-still-touching = { $name }, ale wciąż jest w kontakcie z { $parts }
conquest-off-battlefield = Podstawka ({ $rank ->
        [front] pierwszy szereg
        [rear] ostatni szereg
       *[nth] { $rank_n }.{ $rank_ord ->
           *[other] {""}
        } szereg
    }{ $file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $file_n }.{ $file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $file_n }. od prawej
       *[none] {""}
    }) znalazłaby się poza polem bitwy
conquest-overlaps = Podstawka ({ $rank ->
        [front] pierwszy szereg
        [rear] ostatni szereg
       *[nth] { $rank_n }.{ $rank_ord ->
           *[other] {""}
        } szereg
    }{ $file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $file_n }.{ $file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $file_n }. od prawej
       *[none] {""}
    }) { $moving ->
        [yes] przeszłaby przez
       *[no] nachodziłaby na
    } Podstawkę ({ $other_rank ->
        [front] pierwszy szereg
        [rear] ostatni szereg
       *[nth] { $other_rank_n }.{ $other_rank_ord ->
           *[other] {""}
        } szereg
    }{ $other_file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $other_file_n }.{ $other_file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $other_file_n }. od prawej
       *[none] {""}
    }) Regimentu { $other }
conquest-refused-cannot-stand-there = { $regiment } nie może tam stanąć: { $parts }
conquest-stands-at =
    { $regiment } stoi na pozycji x { NUMBER($x, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] { " " }mm
    }, y { NUMBER($y, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] { " " }mm
    }, kierunek { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
conquest-refused-cannot-charge = { $attacker } nie może Szarżować na { $edge ->
        [front] przód
        [left] lewą flankę
        [right] prawą flankę
       *[rear] tył
    } Regimentu { $enemy }: { $parts }
conquest-no-stand-touches = przesunięty o { $offset } { $widths ->
        [one] szerokość
        [few] szerokości
       *[many] szerokości
    } Podstawki, żadna Podstawka Regimentu { $attacker } nie dotknęłaby { $enemy }
conquest-leaves-contact = { $regiment } opuszcza kontakt z { $parts }
conquest-first-battlefield = Pole bitwy { $unit ->
        [in] { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) } x { NUMBER($depth, useGrouping: 0, maximumFractionDigits: 1) }″
       *[mm] { NUMBER($width, useGrouping: 0) } x { NUMBER($depth, useGrouping: 0) } mm
    }: obie armie rozstawione w swoich połowach, naprzeciw siebie
conquest-pair-with = { $a } z { $b }
conquest-hand-set-end = Kontakty ustawione ręcznie ({ $parts }) kończą się: na polu bitwy o kontaktach decydują pozycje, więc Szarżuj ponownie, by związać walką pozostałych
conquest-refused-too-wide = { $regiment } (szerokość { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }) jest szerszy niż pole bitwy ({ NUMBER($field_width, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }): ustaw większy stół
# $player_s (the English possessive's ending) is not needed in Polish.
conquest-refused-no-room-in-half = { $regiment } nie ma miejsca w połowie gracza { $player }{ $player_s ->
       *[other] {""}
    } na polu bitwy { $unit ->
        [in] { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) } x { NUMBER($depth, useGrouping: 0, maximumFractionDigits: 1) }″
       *[mm] { NUMBER($width, useGrouping: 0) } x { NUMBER($depth, useGrouping: 0) } mm
    }: ustaw większy stół
conquest-refused-cannot-be-deployed = { $regiment } nie może zostać rozstawiony: { $parts }
conquest-engaged-again = { $regiment } znów walczy z { $parts }
conquest-push-order = { $player } pcha je w tej kolejności: { $parts }
conquest-still-engaged = { $regiment } stracił kontakt z { $parts }: nie jest Osamotniony
conquest-unengaged-not-stranded = { $regiment } jest Niezwiązany walką, nie Osamotniony: { $opponents ->
        [one] jego jedyny przeciwnik
       *[other] wszyscy jego przeciwnicy
    } ({ $parts }) { $opponents ->
        [one] zniszczony
       *[other] zniszczeni
    }
conquest-separated = { $regiment } stracił Podstawki, które były w kontakcie z { $parts }: nie jest Osamotniony (Ch6: mogą nim być tylko przeciwnicy Regimentu, który traci Podstawki)
conquest-stranded = { $regiment } jest Osamotniony: już nie jest w kontakcie z { $parts }
conquest-no-straight-push = żaden prosty ruch nie przywraca kontaktu wzdłuż tych samych krawędzi
conquest-push-blocked = pchnięcie o { NUMBER($distance, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } jest zablokowane: { $parts }
conquest-would-touch = dotknąłby Regimentu { $other }, z którym nie był związany walką
conquest-cannot-press = { $regiment } nie może wykonać Naporu ({ $parts }); zostaje na miejscu i jest Niezwiązany walką
conquest-push-direction = { $forward ->
        [forward] { NUMBER($ahead, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } do przodu{ $sideways ->
            [right] {" "}i { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } w prawo
            [left] {" "}i { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } w lewo
           *[none] {""}
        }
        [back] { NUMBER($ahead, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } do tyłu{ $sideways ->
            [right] {" "}i { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } w prawo
            [left] {" "}i { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } w lewo
           *[none] {""}
        }
       *[none] { $sideways ->
            [right] { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } w prawo
            [left] { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } w lewo
           *[none] o włos
        }
    }
conquest-presses = { $regiment } wykonuje Napór: pchnięty o { NUMBER($distance, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } ({ $parts }) z powrotem w kontakt z { $enemy } — { $stands } { $stands ->
        [one] Podstawka
        [few] Podstawki
       *[many] Podstawek
    } przeciw { $enemy_stands }{ $how ->
        [same] , jak przed stratami
        [more] {" "}(przed stratami: { $was_stands } przeciw { $was_enemy_stands })
       *[most] : najwięcej możliwych (było { $was_stands } przeciw { $was_enemy_stands })
    }

invalid-data = { $field }: { $parts }, podano { $got }
field-an-object = musi być obiektem
field-unknown-key = nieznany klucz (dozwolone: { $allowed })
field-required = jest wymagane
field-whole-number = musi być liczbą całkowitą
field-a-number = musi być liczbą
field-at-least = musi wynosić co najmniej { NUMBER($low, useGrouping: 0) }
field-at-most = musi wynosić co najwyżej { NUMBER($high, useGrouping: 0) }
field-text = musi być tekstem
field-max-characters = może mieć najwyżej { NUMBER($max, useGrouping: 0) } { $max ->
        [one] znak
        [few] znaki
       *[many] znaków
    }
field-one-of = musi być jednym z: { $options }
field-not-blank = nie może być puste
field-true-or-false = musi być prawdą lub fałszem (true, false)
field-a-list = musi być listą
field-max-items = może mieć najwyżej { NUMBER($max, useGrouping: 0) } { $max ->
        [one] element
        [few] elementy
       *[many] elementów
    }
field-identifier = musi mieć 1-64 znaki: litery, cyfry, '-', '_' lub '.'
field-dice-list = musi być listą wyników K{ NUMBER($sides, useGrouping: 0) }
field-die-result = musi być wynikiem K{ NUMBER($sides, useGrouping: 0) } od 1 do { NUMBER($sides, useGrouping: 0) }
field-dice-count = musi zawierać dokładnie { NUMBER($count, useGrouping: 0) } { $count ->
        [one] kość
        [few] kości
       *[many] kości
    }, po jednej na test
field-entered-or-rolled = musi zostać wpisane albo najpierw rzucone przez aplikację

## Conquest's battle screen: the overview, a Regiment's card and its Actions
# (Messages of this group follow this line.)
battle-status-steady = Niezachwiany
battle-status-broken = Złamany
battle-status-shattered = Rozbity
battle-status-destroyed = Zniszczony
battle-strength = { $left }/{ $start } { $start ->
        [one] Podstawka
        [few] Podstawki
       *[many] Podstawek
    }
battle-engaged-with = Związany walką z: { $foes }
battle-stranded = Osamotniony
battle-unengaged = Niezwiązany walką
battle-auxiliary-name = { $name } (pomocnicza)
battle-auxiliary-mark = pom
battle-stand-lost = stracona
battle-wounds-left-short = zost. { $left } W
battle-rank-file = szereg { $rank }, kolumna { $file }
battle-stand-title = { $auxiliary ->
        [no] Podstawka
       *[other] Podstawka { $auxiliary }
    } na pozycji { $place }: { $destroyed ->
        [yes] zniszczona
       *[no] { $taken } { $taken ->
            [one] Rana otrzymana
            [few] Rany otrzymane
           *[many] Ran otrzymanych
        }, zostało { $left } { $w }
    }{ $command ->
        [yes] , Podstawka Dowodzenia
       *[no] {""}
    }{ $engaged ->
        [yes] , związana walką
       *[no] {""}
    }
battle-front-rank = pierwszy szereg
battle-rear-rank = ostatni szereg
battle-rank = szereg { $rank }
battle-rank-stand = { $auxiliary ->
        [no] {""}
       *[other] { $auxiliary }{" "}
    }{ $destroyed ->
        [yes] stracona
       *[no] zostało { $left } { $w }
    }
battle-formation-name = { $name }, kolumny: { $files }; { $rows }
battle-engaged-edges = Związany walką: { $edges } (z: { $foes })
battle-engaged-stands =
    Związany walką ({ $foes }): { $stands } { $stands ->
        [one] Podstawka
        [few] Podstawki
       *[many] Podstawek
    } w kontakcie
battle-characters = Postacie
battle-character-line = ★ { $name }: { $removed ->
        [yes] usunięta
       *[no] zostało { $left } z { $wounds } { $wounds ->
            [one] Rany
           *[many] Ran
        }
    }, Determinacja { $resolve }{ $rules ->
        [none] {""}
       *[other] ; { $rules }
    }
battle-auxiliary-stands = Podstawki pomocnicze
battle-auxiliary-line = ◆ { $name } ({ $kind }): { $lost ->
        [yes] stracona
       *[no] zostało { $left } z { $wounds } { $wounds ->
            [one] Rany
           *[many] Ran
        }
    }, Determinacja { $resolve }
battle-strength-note =
    Zostało { $left } z { $start } { $start ->
        [one] Podstawki
       *[other] Podstawek
    }, { $note }: { $counted }
battle-below-starting-strength = Poniżej Początkowej Siły
battle-apply-wound-pool = Zastosuj Pulę Ran
battle-causes-no-morale = Nie wywołuje Testów Morale
battle-wound-pool-for = Pula Ran dla: { $name }
battle-enter-to-preview = Wpisz liczbę, aby zobaczyć podgląd.
battle-preview-wounds = Podgląd: { $n } { $n ->
        [one] Rana
        [few] Rany
       *[many] Ran
    }
battle-preview-character = Podgląd: { $n } { $n ->
        [one] Rana
        [few] Rany
       *[many] Ran
    } dla { $name }
battle-preview-heal = Podgląd: { $n } { $n ->
        [one] Punkt Leczenia
        [few] Punkty Leczenia
       *[many] Punktów Leczenia
    }
battle-formation-afterwards = Pokaż formację po akcji
battle-preview-of = Podgląd: { $name } po akcji
battle-preview-steps = Kroki podglądu
battle-passes-resolve = { $passes }. Determinacja: { $explain }
battle-sentence = { $text }.
battle-for-regiment = {" "}— { $name }
battle-resolve-modifier = Modyfikator Determinacji
battle-heal = Lecz
battle-no-room = Brak miejsca na przywróconą Podstawkę
battle-heal-points = Punkty Leczenia
battle-rally = Zapisz Przegrupowanie
battle-rally-when = Dotknij, gdy Regiment przegrupował się przy stole.
battle-apply-wounds = Zastosuj Rany
battle-character = Postać
battle-character-wounds = Otrzymane Rany (np. w Pojedynku)
battle-wound-pool-tab = Pula Ran
battle-heal-tab = Leczenie
battle-rally-tab = Przegrupowanie
battle-odds-tab = Szanse
battle-character-tab = Postać
battle-charge-tab = Szarża
battle-move-tab = Przesuń
battle-morale-due =
    Test Morale: { $n } { $n ->
        [one] kość
        [few] kości
       *[many] kości
    } ({ $name })
battle-morale-reroll-due = { $step } ({ $name })
battle-push-reorder = { $player }, Aktywny Gracz, może zmienić ich kolejność przed rzutem.
battle-push-earlier = Pchnij { $name } wcześniej
battle-push-later = Pchnij { $name } później
battle-actions-for = Akcje: { $name }
battle-regiment-gone =
    { $name } { $status ->
        [destroyed] jest zniszczony
       *[shattered] jest Rozbity
    }.
battle-action = Akcja
battle-tab-not-now = {" "}(nie teraz)
battle-go-to-regiment = Przejdź do Regimentu
battle-round = Runda { $round }
battle-new-round-ask = Rozpocząć nową rundę?
battle-new-round-yes = Zacznij nową rundę
battle-cancel = Anuluj
battle-round-and-player = Runda i Aktywny Gracz
battle-active-player = Aktywny Gracz
battle-player-active = {" "}(aktywny)
battle-new-round = Nowa runda
battle-enemies-of = Wrogowie, z którymi walczy { $name }
battle-wound-pool-on = Pula Ran dla:{" "}
battle-charge-edges-failed = Nie udało się teraz wyznaczyć krawędzi: wybierz wroga ponownie lub przeładuj stronę.
battle-charge-which-enemy = Na którego wroga Szarżuje { $name }?
battle-charge-enemy = Wróg do Szarży
battle-charge-working = Wyznaczanie krawędzi…
battle-charge-not-drawn = Nie udało się narysować krawędzi tego wroga: wybierz go ponownie lub przeładuj stronę.
battle-charge-deploys = Ta pierwsza Szarża ustawia obie armie na stole { $table }, każdą na jej połowie, naprzeciw siebie.
battle-table-field = { $label } ({ $units })
battle-table-width = Szerokość stołu
battle-table-depth = Głębokość stołu
battle-use-table = Użyj tego stołu
battle-set-table-size = Ustaw rozmiar stołu
battle-edge-contact = { $stands } { $stands ->
        [one] Podstawka
        [few] Podstawki
       *[many] Podstawek
    } w kontakcie z { $enemy_stands }
battle-edge-slid = przesunięty o { $stands } { $stands ->
        [one] Podstawkę
        [few] Podstawki
       *[many] Podstawek
    }, by się zmieścić
battle-edge-no-fit = nie mieści się
battle-edge-centred-no-fit = Na środku by się nie zmieścił: { $reason }
battle-edge-detail = { $words }: { $contact }
# $name: the charging Regiment's name as written; $name_s: yes when it ends in s (English
# writes Knights' left, Ogre's left; other languages need not use it).
battle-slide-left = 1 Podstawka na jego lewą stronę ({ $name }){ $name_s ->
       *[other] {""}
    }
battle-slide-right = 1 Podstawka na jego prawą stronę ({ $name }){ $name_s ->
       *[other] {""}
    }
battle-slide-along = Przesuń { $name } wzdłuż { $edge ->
        [front] przodu
        [left] lewej flanki
        [right] prawej flanki
       *[rear] tyłu
    }
battle-slide-along-now = Przesuń { $name } wzdłuż { $edge ->
        [front] przodu
        [left] lewej flanki
        [right] prawej flanki
       *[rear] tyłu
    }, o jedną Podstawkę naraz ({ $way ->
        [centred] teraz na środku
        [right] teraz { $offset } { $offset ->
            [one] Podstawka
            [few] Podstawki
           *[many] Podstawek
        } na jego prawą stronę
       *[left] teraz { $offset } { $offset ->
            [one] Podstawka
            [few] Podstawki
           *[many] Podstawek
        } na jego lewą stronę
    }):
battle-the-enemy = wróg
battle-charge-drawing = { $name } widziany od tyłu, przodem do góry: stuknij krawędź, by na nią Szarżować
battle-charge-seen-from = { $name } widziany od tyłu, przodem do góry: jego lewa strona po lewej, prawa po prawej.{ $facing ->
        [none] {""}
       *[other] {" "}Na polu bitwy zwrócony jest { $facing }.
    }
battle-target-front = Przód
battle-target-left = Lewa
battle-target-right = Prawa
battle-target-rear = Tył
battle-pool-arc-front = przód
battle-pool-arc-flank = flanka
battle-pool-arc-rear = tył
battle-pool-arc-battlefield = { $arc } (pole bitwy)
battle-pool-harm-waiting = rodzaj obrażeń: oczekiwanie na silnik
battle-pool-source = Od: { $name } · { $harm } · { $arc }
battle-pool-source-unnamed = Źródło nienazwane · { $harm } · { $arc }
battle-pool-choose-enemy = Wybierz wrogi Regiment
battle-pool-not-named = Nienazwane
battle-pool-harm-no-morale = { $harm } (bez Testów Morale)
battle-pool-waiting = Oczekiwanie na silnik…
battle-pool-wounds-from = Rany od (wrogi Regiment)
battle-pool-harm = Rodzaj obrażeń
battle-pool-arc-fixed = Strefa (z pola bitwy)
battle-pool-arc = Strefa
battle-odds-pool-of = Pulę Ran
battle-odds-attacks-option = ataki
battle-odds-wounds = Rany
battle-odds-attacks = Ataki
battle-odds-hit = Trafia na (Starcie/Salwa)
battle-odds-save = Obrona/Unik
battle-odds-working = Obliczanie dokładnych szans…
battle-odds-stands-lost = Stracone Podstawki
battle-odds-lost = { $count ->
        [one] stracona
        [few] stracone
       *[many] straconych
        [other] straconej
    }
battle-odds-wounds-from-pool = Rany z Puli Ran
battle-odds-morale-failed = Nieudane kości Morale
battle-odds-wound-count = { $count ->
        [one] rana
        [few] rany
       *[many] ran
    }
battle-odds-dice = { $count ->
        [one] kość
        [few] kości
       *[many] kości
        [other] kości
    }
battle-odds-about = Dokładne szanse dla { $name } w obecnym stanie, z Testem Morale.
battle-odds-if-it-takes = Jeśli otrzyma
battle-odds-show = Pokaż szanse
battle-bravery = Odwaga (na początku jego Aktywacji)
battle-bravery-failed = Odwaga: { $reason }
battle-heal-from = Leczenie z
battle-biotic-asking = Kość Odnowy Biotycznej: pytam silnik…
battle-biotic-die = Odnowa Biotyczna leczy K{ $sides }: wpisz wynik lub pozwól aplikacji rzucić.
battle-biotic-failed = Nie udało się odczytać kości Odnowy Biotycznej: { $reason }
battle-decay-dice = Rozkład { $x }: { $n } { $n ->
        [one] kość
       *[many] kości
    }
battle-decay-x = Rozkład { $x }
battle-decay-instead = Zamiast tego Rozkład (X)
battle-decay-x-label = Rozkład X
battle-change-first-roll = Zmień pierwszy rzut
battle-engaged = związany walką
battle-field-label = Pole bitwy { $width } na { $depth }, widziane z góry od strony gracza { $player }
battle-player-n = gracz { $n }
battle-pushed = pchnięty o { $distance }
battle-no-fight = Na stole nie ma walki: pokazano cały stół.
battle-name-engagement = { $name } ({ $engagement })
battle-engagement-note = { $name }: { $engagement }
battle-field-help = Przeciągnij Regiment, by go przesunąć; stuknij go (lub jego nazwę na liście), a potem przeciągnij uchwyt ⟳, by go obrócić. Przeciągnij stół, by go przesunąć, uszczypnij, by powiększyć. Akcja Przesuń przyjmuje liczby.
battle-not-named = Bez nazwy na rysunku przy tym powiększeniu: { $names }
battle-zoom = Powiększenie pola bitwy
battle-zoom-in = + Powiększ
battle-zoom-out = − Pomniejsz
battle-fit-all = Cały stół
battle-fit-engagements = Tylko walki
battle-field-title = Pole bitwy (z góry)
battle-press-the-attack = Napór
battle-field-list = Regimenty na polu bitwy: stuknij jeden, by go wybrać
battle-seen-from = Widok od strony: { $player }
battle-seen-from-label = Pole bitwy rysowane od strony
battle-units-mm = Odległości w mm (stuknij: cale)
battle-units-inches = Odległości w calach (stuknij: mm)
battle-arcs-key = Strefy: { $name }, kierunek { $facing }: { $front } { $front_side }, { $left } { $left_side }, { $right } { $right_side }, { $rear } { $rear_side } (jego własna lewa i prawa, widziane od tyłu).
battle-place-about = Pozycja środka przedniej krawędzi, w { $units ->
        [mm] mm
       *[in] calach
    } (ustawienie Odległości na polu bitwy).
battle-place-x = x ({ $units })
battle-place-y = y ({ $units })
battle-move-regiment = Przesuń Regiment
battle-facing = Kierunek (°)
battle-facing-words = { $exact ->
        [yes] Zwrócony
       *[no] Zwrócony mniej więcej
    } { $way ->
        [up] w górę stołu
        [right] w prawo
        [down] w dół stołu
       *[left] w lewo
    } (0° to w górę stołu, 90° w prawo)
battle-drag-refused = { $name } zostaje na miejscu: { $reason }
battle-drag-moved = { $name } przesunięty o { $distance }.
battle-drag-moving = Przesuwanie: { $name }…
battle-drag-turning = Obracanie: { $name }, kierunek { $facing }°
battle-drag-turned = { $name } obrócony na { $facing }°.
battle-drag-picked = Wybrano { $name }: przeciągnij, by przesunąć, lub przeciągnij uchwyt ⟳, by obrócić { $name }.
battle-form-name = Nazwa
battle-form-wounds = Rany
battle-form-resolve = Determinacja
battle-form-character-rules = Zasady specjalne Postaci
battle-form-remove-character = Usuń Postać
battle-form-regiment = Regiment
battle-form-player = Gracz
battle-form-type = Typ
battle-form-stands = Podstawki
battle-form-files = Kolumny w szeregu
battle-form-command = Podstawka Dowodzenia (środek przodu)
battle-form-add-character = Dodaj Postać
battle-form-remove-regiment = Usuń Regiment
battle-form-default-regiment = Regiment { $n }
battle-form-default-player = Gracz { $n }
battle-form-inches = cale
battle-form-battlefield = Pole bitwy (opcjonalne)
battle-form-on-table = Graj na polu bitwy: kontakty, Osamotnienie i Napór z pozycji
battle-form-distances-in = Odległości w
battle-form-distances-hint = to samo ustawienie co na polu bitwy i w akcji Przesuń
battle-form-new-battle = Nowa bitwa
battle-form-battle-name = Nazwa bitwy
battle-form-add-regiment = Dodaj Regiment
battle-form-start = Rozpocznij bitwę
battle-form-waiting = Regimenty pojawią się, gdy silnik będzie gotowy.
battle-form-kind = { $kind ->
        [infantry] piechota
        [cavalry] kawaleria
        [brute] bestie
        [monster] potwór
       *[other] { $kind }
    }
battle-form-types-own = typu
battle-form-stand-width = Szerokość Podstawki (mm)
battle-form-stand-depth = Głębokość Podstawki (mm)
battle-form-aux-name = Nazwa pomocniczej
battle-form-aux-type = Typ pomocniczej
battle-form-aux-wounds = Rany pomocniczej
battle-form-aux-resolve = Determinacja pomocniczej
battle-form-how-many = Ile
battle-form-remove-aux = Usuń pomocnicze
battle-form-add-aux = Dodaj Podstawki pomocnicze
battle-form-character-name = Imię Postaci
battle-form-character-wounds = Rany Postaci
battle-form-character-resolve = Determinacja Postaci
battle-profile-summary = { $kind }, { $stands } { $stands ->
        [one] Podstawka
        [few] Podstawki
       *[many] Podstawek
    } w { $files } { $files ->
        [one] kolumnie
       *[many] kolumnach
    }, Rany { $wounds }, Determinacja { $resolve }{ $command ->
        [yes] , Podstawka Dowodzenia
       *[no] {""}
    }{ $base }
battle-profile-base = , { $width } x { $depth } mm
battle-profile-auxiliary = ; + { $count } { $name } ({ $kind }, Rany { $wounds }, Determinacja { $resolve })
battle-found-stands-files = { $stands } { $stands ->
        [one] Podstawka
        [few] Podstawki
       *[many] Podstawek
    } w { $files } { $files ->
        [one] kolumnie
       *[many] kolumnach
    }
battle-found-stands = { $stands } { $stands ->
        [one] Podstawka
        [few] Podstawki
       *[many] Podstawek
    }
battle-found-wounds = Rany { $wounds }
battle-found-resolve = Determinacja { $resolve }
battle-found-command = Podstawka Dowodzenia
battle-preview-regiment = { $player }: { $name } ({ $stands } { $stands ->
        [one] Podstawka
        [few] Podstawki
       *[many] Podstawek
    })
battle-preview-stands = { $name } ({ $stands } { $stands ->
        [one] Podstawka
        [few] Podstawki
       *[many] Podstawek
    })
battle-preview-profile = { $name } ({ $stands } { $stands ->
        [one] Podstawka
        [few] Podstawki
       *[many] Podstawek
    }, Rany { $wounds }, Determinacja { $resolve })
battle-characters-counted = w tym ★ { $n } { $n ->
        [one] Postać
        [few] Postacie
       *[many] Postaci
    }

## The screens every system shares: the top bar, the log, Undo, dice, keypad and sheets
# (Messages of this group follow this line.)
screen-engine-starting = ◌ Silnik się uruchamia
screen-engine-ready = ● Silnik gotowy
screen-engine-busy = ◌ Silnik pracuje…
screen-engine-failed = ✖ Błąd silnika
screen-works-offline = działa offline
screen-offline-on-phone = offline: wszystko na tym telefonie
screen-saving-offline = zapisywanie offline
screen-offline-now = teraz offline
screen-no-offline = brak pracy offline
screen-awake-now = Teraz: { $what }.
screen-dismiss = Zamknij
screen-battle = Bitwa
screen-back-to = Powrót:{" "}
screen-battles = Bitwy
screen-actions = { $n } { $n ->
        [one] akcja
        [few] akcje
       *[many] akcji
    }
screen-bottom-bar = Cofnij, ponów i co teraz
screen-undo = ↶ Cofnij
screen-redo = ↷ Ponów
screen-nothing-due = Nic do zrobienia
battle-start-hint = Dotknij Regimentu, by działać
screen-keep-awake = Nie wygaszaj ekranu podczas bitwy
screen-morale-dice = Kości Morale
screen-die-pass = zdana
screen-die-fail = niezdana
screen-die-rerolled = zdana, przerzucona
screen-morale-rerolls = Przerzucone zdane kości
screen-why = Dlaczego?
screen-why-steps = Co się stało, krok po kroku
screen-engine-starting-notice = Silnik się uruchamia: to zapisana gra; akcje będą dostępne, gdy silnik będzie gotowy.
screen-step-log = Dziennik kroków: każda akcja i dlaczego
device-no-wake-lock = ta przeglądarka nie potrafi utrzymać włączonego ekranu
device-may-sleep-off = ekran może się wygasić (wyłączone)
device-kept-on = ekran nie wygasa
device-may-sleep-refused = ekran może się wygasić: { $reason }
device-may-sleep = ekran może się wygasić
screen-done = Gotowe
screen-undone = Cofnięto: { $what }
screen-save-to-muster = Zapisz w Zbiórce
screen-save-to-muster-of = : { $name }
screen-go-to = Przejdź do
screen-share = Udostępnij
screen-report = Raport
screen-two-phones = Graj na dwóch telefonach
screen-more = Więcej
screen-card = Karta
screen-card-of = {" "}— { $name }
log-steps = Kroki
log-no-actions = Jeszcze żadnych akcji.
dice-pass = zdana
dice-fail = niezdana
dice-entered-label = Wpisane kości
dice-faces-label = Stuknij ściankę K{ $sides }, potem ile kości ją pokazuje. { $label }
dice-counts-label = Ile kości ją pokazuje
dice-typed-example-d6 = np. 1 2 3 3 6
dice-typed-example-d20 = np. 3 15 19
dice-face-label = { $face }{ $verdict ->
        [pass] {" "}zdana
        [fail] {" "}niezdana
       *[none] {""}
    }{ $n ->
        [0] {""}
        [one] , { $n } kość
        [few] , { $n } kości
       *[many] , { $n } kości
    }
dice-tap-a-face = Stuknij ściankę, potem ile kości ją pokazuje.
dice-count-label = { $n ->
        [one] { $n } kość pokazuje { $face }
        [few] { $n } kości pokazują { $face }
       *[many] { $n } kości pokazuje { $face }
    }
dice-count-word = { $n ->
        [one] kość
       *[many] kości
    }
dice-the-rest = Reszta pokazuje { $face }
dice-count-typed = Wpisano z klawiatury { $entered } z { $count } { $count ->
        [one] kości
       *[many] kości
    }
dice-typed-refused = { $got }: { $reason }
dice-typed-list-refused = Wprowadzone kości: { $reason }
dice-tapped-unused = Zastosowane zostaną kości wpisane z klawiatury, nie { $n ->
        [one] ta policzona wyżej
        [few] { $n } policzone wyżej
       *[many] { $n } policzonych wyżej
    }.
dice-typed-would-refuse = Zastosowanie zostałoby odrzucone: { $reason }
dice-count-entered = Wpisano { $entered } z { $count } { $count ->
        [one] kości
       *[many] kości
    }
dice-apply = Zastosuj te kości
dice-roll = Rzuć za mnie
dice-clear = Wyczyść
dice-or-type = lub wpisz je (wyniki K{ $sides }, oddzielone spacją, przecinkiem lub kropką)
dice-tap-the-die = Stuknij wynik rzutu K{ $sides }
dice-apply-typed = Zastosuj wpisane
keypad-enter-a-number = Wpisz liczbę
keypad-at-least = Co najmniej { $min }
keypad-at-most = Co najwyżej { $max }
keypad-label = Klawiatura
keypad-clear = C: wyczyść
keypad-back = ⌫ usuń ostatnią cyfrę
keypad-minus = − o jeden mniej
keypad-plus = + o jeden więcej
keypad-for = Klawiatura: { $label }
keypad-toggle = Klawiatura 123: { $label }
keypad-minus-of = − o jeden mniej: { $label }
keypad-plus-of = + o jeden więcej: { $label }
screen-arc-front = Przód
screen-arc-left = Lewa flanka
screen-arc-right = Prawa flanka
screen-arc-rear = Tył
screen-side-above = nad nim
screen-side-right = na prawo od niego
screen-side-below = pod nim
screen-side-left = na lewo od niego
screen-facing-up = w górę rysunku
screen-facing-right = w prawo na rysunku
screen-facing-down = w dół rysunku
screen-facing-left = w lewo na rysunku
screen-stopped-joining = Przerwano dołączanie: bitwa utworzona na kopię z drugiego telefonu została usunięta (gra nie nadeszła). Nic innego nie zmieniono.
screen-two-phones-failed = Nie udało się otworzyć gry na dwóch telefonach: { $reason }
screen-two-phones-not-resumed = Tę bitwę grano na dwóch telefonach i nie udało się tego wznowić: { $reason }
screen-battle-set-aside = Nie udało się odczytać zapisanej bitwy „{ $name }” ({ $reason }). Odłożono ją w „Nie udało się odczytać” wraz z surowym tekstem.
screen-battle-unread-kept = Nie udało się odczytać zapisanej bitwy „{ $name }” ({ $reason }), ale w międzyczasie zmieniła się w innej karcie, więc ją zachowano: otwórz ją ponownie.
screen-battle-not-set-aside = Nie udało się odczytać zapisanej bitwy „{ $name }” ({ $reason }) ani jej odłożyć: { $failed }
screen-battle-gone = Tej bitwy nie ma już na tym urządzeniu.
screen-battle-deleted = Tę bitwę usunięto w innej karcie.
screen-redrawing = Silnik rysuje tę bitwę od nowa ({ $why }). { $ready ->
        [yes] Chwileczkę…
       *[no] Pojawi się, gdy silnik będzie gotowy.
    }
screen-drawing-missing = brak jej zapisanego rysunku
screen-drawing-unusable = nie można użyć jej zapisanego rysunku: { $reason }
screen-report-failed = Nie udało się otworzyć raportu: { $reason }
screen-special-rules-note = Zasady specjalne: { $rules }
screen-special-rules = Zasady specjalne
screen-other-rule = Inna zasada (wpisz ją)
screen-rule-name-example = np. Ściana Tarcz
screen-rule-name = Nazwa zasady
screen-add-rule = Dodaj zasadę
screen-add-special-rule = Dodaj zasadę specjalną
screen-rules-not-in-yet = Lista zasad znanych silnikowi jeszcze nie dotarła: wpisana tu zasada zostanie zachowana, a silnik odczyta jej nazwę przy zapisie.
screen-other-rule-kept = Każda inna zasada jest zachowana i widoczna na karcie; niczego nie zmienia.
screen-remove-rule = Usuń { $rule }
screen-rules-summary = { $label }: { $rules }
screen-rules-summary-none = { $label }: brak
device-quota = Na tym urządzeniu zabrakło miejsca.
device-unknown-error = Przeglądarka nie mogła zapisać w swojej pamięci.
device-closed = Baza danych urządzenia została zamknięta (inna karta mogła zaktualizować aplikację).
device-newer-version = Bazę danych urządzenia utworzyła nowsza wersja Aftermath.
device-aborted = Przeglądarka przerwała zapis.
device-not-cloneable = Tych danych nie można zapisać w tej postaci.
device-not-readable = Przeglądarka nie mogła odczytać swojej pamięci.
device-no-reason = Przeglądarka nie podała powodu.
device-what-battle = bitwy
device-what-battle-rosters = bitwy i jej rozpisek
device-what-battle-delete = usunięcia bitwy
device-what-set-aside = uszkodzonej bitwy, odłożonej na bok
device-what-checkpoint = punktu kontrolnego bitwy
device-what-roster = rozpiski
device-what-roster-delete = usunięcia rozpiski
device-what-muster = „{ $record }” w Zbiórce
device-what-muster-import = listy armii „{ $record }” i jej profili w Zbiórce
device-what-muster-pack = profili z paczki „{ $record }” w Zbiórce
device-what-muster-delete = usunięcia ze Zbiórki
device-what-import = zaimportowanych zapisów
device-what-migration = bitew przeniesionych z poprzedniej wersji
device-what-late-migration = bitew zapisanych później przez poprzednią wersję
device-what-repair = naprawionych list
device-what-discard = odrzucenia zapisu
device-not-open = jeszcze nie otwarta
device-closed-newer = nowsza wersja Aftermath otwarta w innej karcie; przeładuj tę stronę
device-closed-browser = przeglądarka zamknęła bazę danych urządzenia; przeładuj tę stronę
device-blocked = Zablokowane: inna karta Aftermath, w starszej wersji, trzyma bazę danych urządzenia otwartą: zamknij ją i przeładuj tę stronę
device-no-indexeddb = Błąd: ta przeglądarka nie udostępnia bazy danych urządzenia
device-refused = { $name }: { $reason }
device-battle-deleted = Tę bitwę usunięto w innej karcie.
device-battle-held = Inna karta trzyma tę bitwę od ponad { $seconds } s (może być zawieszona). Nic nie zrobiono: zamknij lub przeładuj tamtą kartę i spróbuj ponownie.
device-battle-changed = Ta bitwa zmieniła się w innej karcie: widać teraz najnowszą wersję. Nic nie zrobiono; spróbuj ponownie, jeśli nadal chcesz.
device-not-saved = Nie udało się zapisać { $what } na tym urządzeniu ({ $name }): { $reason } { $full ->
        [yes] Nic nie zmieniono; zwolnij trochę miejsca i spróbuj ponownie.
       *[no] Nic nie zmieniono; spróbuj ponownie.
    }
device-unavailable = Zapisywanie na tym urządzeniu jest niedostępne ({ $why }). Nic nie zmieniono.
device-bad-battle = Nie można zapisać bitwy: { $problem }.
device-bad-action = Nie można zapisać bitwy: { $type } nie jest akcją.
device-bad-checkpoint = Nie można zapisać punktu kontrolnego bitwy: wynosi { $count }.
device-damaged-parts = jej zapisane akcje są uszkodzone: { $problem }
device-bad-roster = Nie można zapisać rozpiski: { $problem }.
device-roster-changed = „{ $name }” zmieniła się w międzyczasie na tym urządzeniu (inna karta lub Zatwierdź w bitwie): nic nie zapisano; otwórz ją ponownie.
device-roster-deleted = Tę rozpiskę w międzyczasie usunięto (w innej karcie): nic nie zapisano.
device-bad-muster = Nie można zapisać rekordu Zbiórki: { $problem }.
device-muster-changed = „{ $name }” zmienił się w innej karcie: nic nie zapisano; otwórz go ponownie.
device-muster-deleted = Ten rekord Zbiórki usunięto w innej karcie: nic nie zapisano.
device-muster-list-named = Zbiórka ma już listę armii „{ $name }” (zapisaną w międzyczasie, może w innej karcie): nic nie zapisano.
device-bad-import = Nic nie zaimportowano: nie można zapisać { $id } ({ $problem }).
device-import-changed = Nic nie zaimportowano: { $id } zmienił się na tym urządzeniu podczas wyboru; sprawdź ponownie.
device-not-kept = Zapisywanie na tym urządzeniu jest niedostępne ({ $why }): można grać podczas tej wizyty, ale nic nie zostanie zachowane — wszystko zniknie po zamknięciu lub przeładowaniu strony.
device-migration-failed = Nie udało się przenieść bitew zapisanych przez poprzednią wersję ({ $name }: { $reason }); nadal tam są, a przeniesienie zostanie ponowione przy następnym starcie.
device-read-failed = Nie udało się odczytać zapisanych bitew ({ $reason }): nic nie zmieniono; spróbuj przeładować stronę.
device-moved = Przeniesiono { $battles } { $battles ->
        [one] bitwę
        [few] bitwy
       *[many] bitew
    } i { $rosters } { $rosters ->
        [one] rozpiskę
        [few] rozpiski
       *[many] rozpisek
    } z pamięci poprzedniej wersji do bazy danych urządzenia.
device-orphans = { $count ->
        [one] Znaleziono { $count } zapis brakujący na listach i przywrócono go
        [few] Znaleziono { $count } zapisy brakujące na listach i przywrócono je
       *[many] Znaleziono { $count } zapisów brakujących na listach i przywrócono je
    } na listę.
device-dangling = { $count ->
        [one] { $count } wpis listy nie miał zapisu i został usunięty
        [few] { $count } wpisy listy nie miały zapisu i zostały usunięte
       *[many] { $count } wpisów listy nie miało zapisu i zostało usuniętych
    }.
device-set-aside = { $count ->
        [one] { $count } zapisu nie udało się odczytać i odłożono go
       *[many] { $count } zapisów nie udało się odczytać i odłożono je
    } na bok ({ $records }). Zobacz „Nie udało się odczytać” poniżej.
device-late = { $count ->
        [one] Wczytano { $count } bitwę zapisaną przez poprzednią wersję po przeniesieniu
        [few] Wczytano { $count } bitwy zapisane przez poprzednią wersję po przeniesieniu
       *[many] Wczytano { $count } bitew zapisanych przez poprzednią wersję po przeniesieniu
    }.
device-late-copies = Zmienione tutaj i w poprzedniej wersji, zachowano obie: { $names }.
device-quoted = „{ $name }”
device-previous-copy = { $name } (zapisana przez poprzednią wersję)
screen-formation-front = przód
screen-formation-removed = usunięte:
screen-formation-scroll = ◀ Przewiń w bok, by zobaczyć wszystkie kolumny ({ $files }) ▶
screen-formation-scrolls = { $title } (przewija się w bok)

## Muster: profiles, army lists, their import and a new battle
# (Messages of this group follow this line.)
muster-name = Nazwa
muster-character = Postać
muster-character-name = Imię Postaci
muster-character-remove = Usuń Postać
muster-champion = Czempion
muster-character-or-champion = Postać lub Czempion
muster-character-or-champion-add = Dodaj Postać lub Czempiona
muster-character-kind = Rodzaj
muster-character-hp = Punkty Życia Postaci
muster-ninth-age-summary = { $models } { $models ->
        [one] model
        [few] modele
       *[many] modeli
    } w { $files } { $files ->
        [one] kolumnie
       *[other] kolumnach
    }, { $hp } { $hp ->
        [one] Punkt Życia
        [few] Punkty Życia
       *[many] Punktów Życia
    } każdy
muster-ninth-age-models = { $models } { $models ->
        [one] model
        [few] modele
       *[many] modeli
    }
muster-ninth-age-models-files = { $models } { $models ->
        [one] model
        [few] modele
       *[many] modeli
    } w { $files } { $files ->
        [one] kolumnie
       *[other] kolumnach
    }
muster-ninth-age-hp = { $hp } { $hp ->
        [one] Punkt Życia
        [few] Punkty Życia
       *[many] Punktów Życia
    } każdy
muster-ninth-age-character =
    { $name } ({ $kind ->
        [champion] Czempion
        [character] Postać
       *[other] { $kind }
    })
muster-ninth-age-character-hp =
    { $name } ({ $kind ->
        [champion] Czempion
        [character] Postać
       *[other] { $kind }
    }, { $hp } PŻ)
muster-saved-from-battle = Zapisano „{ $name }” w Zbiórce jako profil { $system ->
        [ninth_age] Oddziału
       *[conquest] Regimentu
    }.
muster-saved = Zapisano „{ $name }” w Zbiórce.
muster-saved-followed =
    Zapisano „{ $name }” w Zbiórce. { $lists } { $lists ->
        [one] lista armii zostanie zaktualizowana
        [few] listy armii zostaną zaktualizowane
       *[many] list armii zostanie zaktualizowanych
    }; rozpoczęte bitwy zachowują swoje.
muster-not-saved = Nie zapisano w Zbiórce: { $reason }
muster-deleted = Usunięto „{ $name }”.
muster-back-hidden = Powrót:
muster-back-battles = Bitwy
muster-title = Zbiórka
muster-rule-system = System zasad
muster-delete-ask = Usunąć „{ $name }” ze Zbiórki na zawsze?
muster-delete-yes = Tak, usuń
muster-delete-keep = Zachowaj
muster-edit = Edytuj
muster-edit-label = Edytuj: { $name }
muster-duplicate = Powiel
muster-duplicate-label = Powiel: { $name }
muster-share = Udostępnij
muster-share-label = Udostępnij: { $name }
muster-delete = Usuń
muster-delete-label = Usuń: { $name }
muster-copy-name = { $name } (kopia)
muster-start-with = Rozpocznij bitwę z „{ $name }”
muster-open-import = Importuj listę (BattleScribe, New Recruit, Para Bellum)
muster-profiles = Profile { $system ->
        [ninth_age] Oddziałów
       *[conquest] Regimentów
    }
muster-no-profiles = Nie ma jeszcze profili { $system ->
        [ninth_age] Oddziałów
       *[conquest] Regimentów
    }.
muster-new-profile = Nowy profil { $system ->
        [ninth_age] Oddziału
       *[conquest] Regimentu
    }
muster-edit-profile = Edycja profilu { $system ->
        [ninth_age] Oddziału
       *[conquest] Regimentu
    }
muster-lists = Listy armii
muster-no-lists = Nie ma jeszcze list armii.
muster-new-list = Nowa lista armii
muster-edit-list = Edycja listy armii
muster-save = Zapisz
muster-cancel = Anuluj
muster-used-by =
    Używany przez { $lists } { $lists ->
        [one] listę armii
        [few] listy armii
       *[many] list armii
    } ({ $names }): { $lists ->
        [one] zostanie zaktualizowana
       *[other] zostaną zaktualizowane
    }; rozpoczęte bitwy zachowują swoje.
muster-summary-characters = { $summary } + { $characters } { $characters ->
        [one] Postać
        [few] Postacie
       *[many] Postaci
    }
muster-summary-champions = { $summary } + { $champions } { $champions ->
        [one] Czempion
        [few] Czempioni
       *[many] Czempionów
    }
muster-summary-rules = { $summary }; { $rules }
muster-list-summary = { $total } { $system ->
        [ninth_age] { $total ->
            [one] Oddział
            [few] Oddziały
           *[many] Oddziałów
        }
       *[conquest] { $total ->
            [one] Regiment
            [few] Regimenty
           *[many] Regimentów
        }
    }: { $lines }
muster-list-summary-player = { $player } · { $summary }
muster-list-line = { $count } × { $name }
muster-in-list = Na tej liście
muster-how-many = Ile: { $name }
muster-move-up = ↑ W górę
muster-move-up-label = Przesuń w górę: { $name }
muster-remove = Usuń
muster-remove-label = Usuń: { $name }
muster-list-empty = Nie ma jeszcze { $system ->
        [ninth_age] Oddziałów
       *[conquest] Regimentów
    }: dodaj je z profili poniżej.
muster-list-name = Nazwa listy
muster-player = Gracz
muster-player-hint = Nazwa, jaką bitwa nada tej stronie
muster-pieces = { $system ->
        [ninth_age] Oddziały
       *[conquest] Regimenty
    }
muster-add-from-profiles = Dodaj z profili
muster-add = + { $name }
muster-add-label = Dodaj: { $name }
muster-no-profiles-make = Nie ma jeszcze profili { $system ->
        [ninth_age] Oddziałów
       *[conquest] Regimentów
    }: najpierw utwórz profil.
muster-from-muster = Ze Zbiórki
muster-from-lists = Z list armii
muster-import-for = Importuj listę dla Gracza { $player }
muster-no-lists-here = Na tym urządzeniu nie ma jeszcze list armii: zaimportuj je lub utwórz w Zbiórce, a bitwę rozpoczniesz czterema dotknięciami.
muster-open = Otwórz Zbiórkę
muster-start-from-lists = Rozpocznij bitwę z list
muster-side-army = Armia Gracza { $player }
muster-picked-one-by-one = Wybrane pojedynczo: { $summary }
muster-one-by-one = { $lists ->
        [0] Dodaj
       *[other] Albo dodaj
    } { $system ->
        [ninth_age] Oddziały
       *[conquest] Regimenty
    } pojedynczo ({ $profiles })
muster-add-for = Dodaj { $name } dla Gracza { $player }
muster-player-n = Gracz { $player }
field-length-most = Najwyżej { $most } { $most ->
        [one] znak
        [few] znaki
       *[many] znaków
    }
field-length-cut = { $cut ->
        [one] Nie zachowano 1 znaku
       *[other] Nie zachowano { $cut } znaków
    }: najwyżej { $most }
muster-battle-name = { $first } vs { $second }
muster-from-lists-about = Bitwa przyjmie nazwę i pole bitwy ustawione poniżej. Możesz też ustawić każdą stronę poniżej, z jednorazowymi Regimentami i Oddziałami.
muster-pack-lists-follow =
    { $lists } { $lists ->
        [one] lista armii zostanie zaktualizowana
        [few] listy armii zostaną zaktualizowane
       *[many] list armii zostanie zaktualizowanych
    } zgodnie z nowymi profilami.
muster-pack-preview = { $title } (wersja { $revision }): { $count } { $count ->
        [one] profil
        [few] profile
       *[many] profili
    }
muster-pack-source = Liczby z: { $source }
muster-packs = Paczki profili
muster-packs-about = Profile frakcji jako jeden plik lub link: wpisane raz, dodane przez wszystkich. Tylko liczby, ze wskazaniem źródła.
muster-pack-make-these = Utwórz paczkę z tych profili
muster-pack-file = Dodaj paczkę z pliku
muster-pack-paste = Albo wklej paczkę
muster-pack-read = Odczytaj wklejoną paczkę
muster-pack-faction = Frakcja
muster-pack-name = Nazwa paczki
muster-pack-revision = Wersja
muster-pack-revision-hint = O jeden więcej niż ostatnio udostępniona: nowsza wersja aktualizuje to, co dodali inni
muster-pack-source-label = Skąd pochodzą liczby
muster-pack-source-hint = Książka, strona lub klub: do paczki nie trafia tekst zasad
muster-pack-make = Utwórz paczkę profili
muster-pack-profiles = Profile w paczce
muster-pack-pick = { $name } · { $faction }
muster-pack-make-it = Utwórz paczkę
muster-pack-download = Pobierz { $file }
muster-pack-link = Link i kod QR
muster-back-hidden-the = Powrót:
muster-back-new-battle = Nowa bitwa
import-title = Importuj listę
import-skipped-label = Nieodczytane wiersze
import-skipped = { $lines ->
        [one] { $lines } wiersz nie został odczytany
        [few] { $lines } wiersze nie zostały odczytane
       *[many] { $lines } wierszy nie zostało odczytanych
    }; reszta listy jest poniżej.
import-skipped-line = Wiersz { $line }:
import-skipped-why = ({ $why })
import-file = Wybierz plik listy (.ros, .rosz, .json)
import-paste = Albo wklej listę (z kreatora armii Para Bellum lub rozpiskę)
import-read-pasted = Odczytaj wklejoną listę
import-cancel = Anuluj
import-not-imported = Nie zaimportowano: { $reason }
import-pick-another = Wybierz inną listę
import-named = Importuj { $name }
import-unnamed = Importuj listę
import-list = Importuj listę
import-no-name = Lista bez nazwy
import-known =
    { $known } { $known ->
        [one] jednostka znana
        [few] jednostki znane
       *[many] jednostek znanych
    } z twojej biblioteki
import-summary = { $format }: { $count } { $system ->
        [ninth_age] { $count ->
            [one] Oddział
            [few] Oddziały
           *[many] Oddziałów
        }
       *[conquest] { $count ->
            [one] Regiment
            [few] Regimenty
           *[many] Regimentów
        }
    }; { $state ->
        [none] niczego nie brakuje
        [left] { $left } { $left ->
            [one] liczba
            [few] liczby
           *[many] liczb
        } do uzupełnienia poniżej
       *[filled] wszystko uzupełnione
    }
import-asks = Czego lista nie podaje
import-faction = Frakcja
import-faction-hint = Twoja biblioteka zachowuje pod nią odpowiedzi tej armii
import-player = Gracz
import-player-hint = Nazwa, jaką bitwa nada tej stronie (opcjonalnie)
import-pieces = { $system ->
        [ninth_age] Oddziały
       *[conquest] Regimenty
    } z listy: { $count }
import-enter = Wpisz: { $label } – { $who }.
import-refused = { $label } – { $who }: { $why }
import-already-label = Już w Zbiórce
import-already = Zbiórka ma już listę armii „{ $name }”.
import-update = Zaktualizuj listę
import-keep-both = Zachowaj obie
import-second-name = { $name } (2)
import-already-kept = „{ $name }” jest już w Zbiórce: nic nowego nie zapisano.
import-done = Zaimportowano „{ $name }”: { $total } { $system ->
        [ninth_age] { $total ->
            [one] Oddział
            [few] Oddziały
           *[many] Oddziałów
        }
       *[conquest] { $total ->
            [one] Regiment
            [few] Regimenty
           *[many] Regimentów
        }
    }{ $added ->
        [0] .
        [one] , zapisano { $added } nowy profil.
        [few] , zapisano { $added } nowe profile.
       *[many] , zapisano { $added } nowych profili.
    }
import-field = { $key ->
        [kind] Typ
        [stands] Podstawki
        [files] Kolumny w szeregu
        [wounds] Rany
        [resolve] Determinacja
        [models] Modele
        [hp] Punkty Życia
       *[other] { $key }
    }
import-field-of = { $label } – { $title }
import-character-title = { $name } (Postać)
import-kind = { $kind ->
        [infantry] piechota
        [cavalry] kawaleria
        [brute] bestie
        [monster] potwór
       *[other] { $kind }
    }
import-command-stand = Podstawka Dowodzenia
import-rules-of = Zasady specjalne – { $title }
import-ask-stands = · { $stands } { $stands ->
        [one] Podstawka
        [few] Podstawki
       *[many] Podstawek
    }
import-rule-x = { $name } ({ $x })
import-filled-from = { $fields } z: { $from }
import-special-rules = Zasady specjalne: { $rules }
import-to-fill = do uzupełnienia: { $fields }
import-to-fill-character = do uzupełnienia: liczby Postaci
import-filled = uzupełnione
import-found = znalezione
import-character-wounds = Rany { $wounds }
import-character-resolve = Determinacja { $resolve }
import-character = Postać: { $name }
import-character-with = Postać: { $name } ({ $numbers })
import-joins-stands = { $name } ({ $stands } { $stands ->
        [one] Podstawka
        [few] Podstawki
       *[many] Podstawek
    })
import-joins = { $name } dołącza do
import-wounds-reading = Rany { $wounds }: { $reason }
import-w-per-stand = W liczone na Podstawkę
import-w-per-model = W liczone na model ({ $wounds })
import-upgrade-kept = Zasada specjalna: { $rules }
import-upgrade-as = { $as ->
        [auxiliary] Podstawka pomocnicza
        [character] Postać
        [nothing] Nic
       *[rule] Zasada specjalna
    }
import-upgrade-auxiliary = { $name } to Podstawka pomocnicza Regimentu
import-upgrade-what = Czym jest { $name }?
import-upgrades = Ulepszenia ({ $count }): pytamy raz na frakcję
import-pad-done = Wszystkie liczby wpisane.
import-pad-entering = Wpisujesz: { $name }
import-pad-back = Usuń ostatnią cyfrę
import-pad-next = Dalej
import-pad-next-label = Dalej, do następnej liczby
import-pad = Klawiatura do podawanych liczb

## Reports, sharing, links, backups and files
# (Messages of this group follow this line.)
file-too-large = „{ $name }” ma { $size } B: za duży; { $what } może mieć najwyżej { $limit } B
file-too-large-mib = „{ $name }” ma { $size } B: za duży; { $what } może mieć najwyżej { $limit } B ({ $mib } MiB)
file-not-read = Nie udało się odczytać „{ $name }” ({ $reason })
file-what-list = plik listy
file-what-pack = paczka profili
file-what-backup = plik kopii zapasowej
report-exact-toggle = Stuknij, by przełączyć między procentem a dokładnym ułamkiem
report-odds-label = { $label }:
report-chance = szansa
report-percent-below = <{ $percent }
report-percent-above = >{ $percent }
report-picture-shared = Obraz udostępniony.
report-picture-saved = Obraz zapisany jako { $file } ({ $size } kB).
report-share-cancelled = Udostępnianie anulowane.
report-picture-failed = Nie udało się utworzyć obrazu: { $reason }
report-summary-copied = Podsumowanie skopiowane: wklej je na czacie.
report-copy-refused = Kopiowanie zostało tu zablokowane: podsumowanie jest zaznaczone poniżej, skopiuj je ręcznie.
report-summary-label = Podsumowanie tekstowe
report-making-link = Tworzę link…
report-label = Raport
report-back = ‹ Wróć do gry
report-title = Raport: { $name }
report-failed = Nie udało się zbudować raportu: { $reason }
report-working = Opracowuję raport…
report-about =
    { $title }: { $first } vs { $second }, { $actions } { $actions ->
        [one] akcja
        [few] akcje
       *[many] akcji
    }.
report-statements-label = Co raport może ocenić
report-statements = Co ten raport może ocenić
report-share-label = Udostępnij raport
report-share = Udostępnij
report-download-png = Pobierz obraz (PNG)
report-share-png = Udostępnij obraz…
report-copy = Kopiuj podsumowanie
report-link = Udostępnij link
report-losses-caption = Straty każdej strony
report-losses = Straty
# A Round of the report's table of losses, by its number.
report-round = Runda { $round }
report-every-number = Wszystkie liczby{ $rounds ->
        [yes] , w każdej rundzie
       *[no] {""}
    }
report-strengths = Obecna siła względem początkowej
report-luck = Szczęście
report-luck-title = Szczęście według dokładnych szans ({ $rule })
report-swing = Najmniej prawdopodobny rzut:
report-roll = { $when }, { $who } ({ $player }): { $what } [{ $dice }] — tak lub gorzej { $worse }, co najmniej tak dobrze { $better }; { $verdict } ({ $rule })
report-exact = Dokładne ułamki
report-exact-side = { $player }: { $actual } lub więcej: { $worse }; { $actual } lub mniej: { $better }
report-exact-roll = { $when }, { $who }: tak lub gorzej: { $worse }; co najmniej tak dobrze: { $better }
report-solid = (pełne)
report-striped = (w paski)
report-losses-chart = { $measure }{ $rounds ->
        [yes] {" "}w każdej rundzie
       *[no] {""}
    }, według stron
report-losses-chart-label = { $title }. { $periods }
report-losses-period = { $period }: { $first } { $firstLost }, { $second } { $secondLost }
report-rounds-key = R1, R2…: rundy
report-luck-chart-label = { $player }: szansa każdej sumy ({ $bad }); rzeczywista suma { $actual }, oczekiwana { NUMBER($expected, maximumFractionDigits: 1) }; { $label }: { $chance }. { $standing }
report-luck-chart = { $player }: suma ({ $bad })
report-luck-real = Rzeczywista suma { $actual } (ciemny słupek), oczekiwana { NUMBER($expected, maximumFractionDigits: 1) }
report-luck-mark = rzeczywista { $actual }
report-luck-tails = { $actual } lub więcej: { $worse }; { $actual } lub mniej: { $better }
report-image-slow = rysowanie obrazu trwało zbyt długo
report-image-no-png = przeglądarka nie mogła utworzyć PNG
report-image-failed = przeglądarka nie mogła narysować raportu jako obrazu
share-length = { $length } { $length ->
        [one] znak
        [few] znaki
       *[many] znaków
    }
share-copied = Link skopiowany.
share-copy-by-hand = Zaznacz link i skopiuj go.
share-copy = Kopiuj link
share-system = Udostępnij…
share-drawing = Rysuję kod QR…
share-qr-label = Kod QR linku do { $title }
share-too-long-for-qr = Ten link jest za długi na kod QR: skopiuj lub wyślij link.
share-link = Link
share-label = Udostępnij { $title }
share-title = Udostępnij „{ $title }”
share-close = Zamknij
share-choice = Co zawiera link
share-choice-too-long = { $label } (za długi)
share-choice-length = { $label } ({ $length } { $length ->
        [one] znak
        [few] znaki
       *[many] znaków
    })
share-about-battle = Zeskanuj kod drugim telefonem albo wyślij link. Otworzy się tam jako nowa bitwa.
link-player = Gracz: { $player }
link-no-player = Nie podano gracza
link-save-roster = Zapisz jako nową rozpiskę
link-start-another = Rozpocznij kolejną bitwę
link-keep-another = Zachowaj kolejną kopię
link-start = Rozpocznij bitwę
link-open-new = Otwórz jako nową bitwę
link-label = Udostępniony link
link-shared-with-you = Ktoś ci to udostępnił
link-what = { $title }: { $name }
link-no-name = (bez nazwy)
link-history = Z historią: { $actions } { $actions ->
        [one] akcja, którą
        [few] akcje, które
       *[many] akcji, które
    } można tu cofnąć.
link-have = Ten link był już otwarty: { $name } jest na tym urządzeniu, z tym, co rozegrano od tamtej pory.
link-pack-keeps-edits = Edytowany przez ciebie profil pozostaje bez zmian.
link-replaces-nothing = Nic na tym urządzeniu nie zostanie zastąpione.
link-open-have = Otwórz ten, który masz
link-save-to-muster = Zapisz w Zbiórce
link-dismiss = Odrzuć
link-report-times =
    { $report } ({ $times } { $times ->
        [one] raz
       *[other] razy
    })
share-making = Tworzę link i kod QR…
share-with-history = Z historią ({ $actions } { $actions ->
        [one] akcja
        [few] akcje
       *[many] akcji
    }, tam też można cofać)
share-state-only = Tylko stan (bez cofania tam)
share-about-roster = Zeskanuj kod drugim telefonem albo wyślij link. Otworzy się tam jako nowa rozpiska.
share-about-list = Zeskanuj kod drugim telefonem albo wyślij link. Otworzy się tam jako podgląd do zapisania w Zbiórce.
share-about-pack = Zeskanuj kod drugim telefonem albo wyślij link. Tam zaproponuje dodanie tych profili do Zbiórki.
share-about-pack-refused = Zeskanuj kod drugim telefonem albo wyślij link. Tam zaproponuje dodanie tych profili do Zbiórki. { $refused }
share-about-pack-parts = Zeskanuj kod drugim telefonem albo wyślij link. Tam zaproponuje dodanie tych profili do Zbiórki. Jest w { $parts } częściach: zeskanuj każdą.
share-pack-part = Część { $part } z { $parts } ({ $profiles } { $profiles ->
        [one] profil
        [few] profile
       *[many] profili
    })
link-invite-failed = Nie udało się otworzyć tego zaproszenia: { $reason }
link-handover-failed = Nie udało się otworzyć tego linku przekazania: { $reason }
link-failed = Nie udało się otworzyć tego linku. { $reason }
link-cannot-open = Ten silnik nie potrafi otworzyć: { $title }.
link-shared-battle = Udostępniona bitwa
link-pack-source = Wersja { $revision }. Liczby z: { $source }
backup-left-out =
    { $damaged ->
        [one] { $damaged } uszkodzony rekord nie został wyeksportowany: jest
        [few] { $damaged } uszkodzone rekordy nie zostały wyeksportowane: są
       *[many] { $damaged } uszkodzonych rekordów nie zostało wyeksportowanych: są
    } w „Nie udało się odczytać” na tym ekranie, gdzie można skopiować lub pobrać surowy tekst.
backup-exported = Wyeksportowano bitwy: { $battles }, rozpiski: { $rosters } i rekordy Zbiórki: { $muster }.
backup-not-exported = Niczego nie wyeksportowano: { $reason }
backup-not-imported = Nie zaimportowano „{ $file }”, nic nie zostało zmienione. { $why ->
        [newer] Utworzyła go nowsza wersja Aftermath: najpierw zaktualizuj aplikację.{" "}
        [not-backup] To nie jest cały plik kopii zapasowej Aftermath: mógł zostać ucięty albo pochodzi z innej aplikacji.{" "}
        [unreadable] Czegoś w nim nie udało się odczytać, więc nic z niego nie zostało wczytane.{" "}
       *[other] {""}
    }Szczegóły: { $reason }
backup-not-json = file: to nie jest kompletny JSON (ucięty lub uszkodzony: { $reason })
backup-imported = Zaimportowano elementy z „{ $file }”: { $count }.
backup-adds = Dodaje { $kind ->
        [battle] bitwę
        [roster] rozpiskę
       *[muster] rekord Zbiórki
    } „{ $name }”.
backup-same =
    { $kind ->
        [battle] Bitwa
        [roster] Rozpiska
       *[muster] Rekord Zbiórki
    } „{ $name }” jest już na tym urządzeniu, w tej samej postaci co w pliku.
backup-changed =
    { $kind ->
        [battle] Bitwa
        [roster] Rozpiska
       *[muster] Rekord Zbiórki
    } „{ $name }” jest już na tym urządzeniu jako „{ $stored }”, ze zmianami od tamtej pory.
backup-what-to-do = Co zrobić z { $kind ->
        [battle] bitwą
        [roster] rozpiską
       *[muster] rekordem Zbiórki
    } „{ $name }”
backup-keep-both = Zachowaj oba
backup-replace = Zastąp
backup-skip = Pomiń
backup-replace-about = Ten na urządzeniu zostanie zastąpiony tym z pliku.
backup-skip-about = Ten na urządzeniu zostaje; ten z pliku nie zostanie zaimportowany.
backup-both-about = Oba zostają: ten z pliku trafia jako kopia z dopiskiem „(zaimportowany)”.
backup-copy-name = { $name } (zaimportowany)
backup-import-from = Import z „{ $file }”
backup-items = Elementy: { $count }, każdy sprawdzony przez silnik.
backup-import-these = Importuj je
backup-cancel = Anuluj
app-update-ready = Nowa wersja Aftermath jest gotowa.
app-update-reload = Odśwież
app-offline-unsupported = Ta przeglądarka nie obsługuje pracy offline
app-offline-working = Offline: praca z danymi z tego urządzenia
app-offline-ready = Dostępne offline
app-offline-saving-count = Zapisuję do pracy offline… { $cached }/{ $total }
app-offline-saving = Zapisuję do pracy offline…
app-offline-failed = Nie udało się przygotować pracy offline: { $reason }
app-offline-no-worker = Nie udało się przygotować pracy offline: przeglądarka nie zarejestrowała service workera
backup-repair-counted = zapisane akcje są uszkodzone: policzono { $count }, a zachowano { $kept }
backup-repair-no-start = zapisane akcje są uszkodzone: brakuje ich początku
backup-repair-no-checkpoint = zapisane akcje są uszkodzone: brakuje punktu kontrolnego po { $checkpoint } akcjach
app-engine-not-started = silnik się nie uruchomił
app-stage = { $stage ->
        [manifest] odczyt manifestu wersji
        [runtime] uruchamianie Pythona (Pyodide)
        [install] instalowanie silnika zasad
        [import] importowanie silnika zasad
       *[worker] uruchamianie wątku silnika
    }
app-examples-failed = Nie udało się wczytać przykładów: { $reason }
app-engine-restarted = Silnik został uruchomiony ponownie. Wszystko zapisane na tym urządzeniu jest tak, jak było.
app-deleted-elsewhere = Ta bitwa została usunięta w innej karcie.
app-changed-elsewhere = Ta bitwa zmieniła się w innej karcie: pokazuje teraz najnowszy stan.

## The Ninth Age's sentences
# (Messages of this group follow this line.)
ninth-wound-value = { $value }
ninth-wound-value-capped = { $value } (ograniczone do { $capped })
ninth-multiple-wounds = Wielokrotne Rany { $x }: { $parts } -> { $total } { $total ->
        [one] Punkt Życia
        [few] Punkty Życia
       *[many] Punktów Życia
    }
ninth-multiple-wounds-none = Wielokrotne Rany { $x }: brak nieobronionych ran -> { $total } { $total ->
        [one] Punkt Życia
        [few] Punkty Życia
       *[many] Punktów Życia
    }
ninth-attack-wounds = { $attack }: { $parts }
ninth-wounds-capped = { $parts }: każda rana najwyżej { $hp } { $hp ->
        [one] Punkt Życia
        [few] Punkty Życia
        [many] Punktów Życia
       *[other] Punktu Życia
    } jednego modelu, bez przelewania na drugi
ninth-share = { $attack } ({ $losses })
ninth-excess-from = Nadmiarowe straty ({ $excess }) spowodowały: { $parts }, { $how ->
        [chosen] jak wybrał atakujący gracz
       *[only] jedyny możliwy wybór
    }
ninth-pool-loses = { $pool ->
        [rank_and_file] Pula Życia szeregowych Oddziału { $unit }{ $character_s ->
           *[other] {""}
        }
        [champion] Pula Życia Czempiona { $character }
       *[character] Pula Życia Postaci { $character }
    } traci { $losses } { $losses ->
        [one] Punkt Życia
        [few] Punkty Życia
       *[many] Punktów Życia
    } ({ $before ->
        [0] {""}
       *[other] { $before } { $before ->
            [one] już stracony
            [few] już stracone
           *[many] już straconych
        } + { $taken } = { $total }:{" "}
    }{ $count } { $count ->
        [one] cały model
        [few] całe modele
       *[many] całych modeli
    } po { $hp } PŻ, reszta { $left_over })
ninth-wiped-out = { $pool ->
        [rank_and_file] Pula Życia szeregowych Oddziału { $unit }{ $character_s ->
           *[other] {""}
        }
        [champion] Pula Życia Czempiona { $character }
       *[character] Pula Życia Postaci { $character }
    } zostaje wyczerpana i niczego nie przenosi
ninth-removed-carried = { $count } { $count ->
        [one] model usunięty
        [few] modele usunięte
       *[many] modeli usuniętych
    }; { $lost } { $lost ->
        [one] stracony Punkt Życia przechodzi
        [few] stracone Punkty Życia przechodzą
       *[many] straconych Punktów Życia przechodzi
    } na kolejne ataki
# A Character's or Champion's Health Pool still standing after a batch: what it has $left of its $hp Health Points, and the $lost ones carried over.
ninth-pool-left = { $pool ->
        [champion] Czempion { $character }
       *[character] Postać { $character }
    }: { $left ->
        [one] został { $left }
        [few] zostały { $left }
       *[many] zostało { $left }
    } z { $hp } { $hp ->
        [one] Punktu Życia
       *[other] Punktów Życia
    }; { $lost } { $lost ->
        [one] stracony Punkt Życia przechodzi
        [few] stracone Punkty Życia przechodzą
       *[many] straconych Punktów Życia przechodzi
    } na kolejne ataki
ninth-pool-excess = { $excess } { $excess ->
        [one] nadmiarowa strata Punktu Życia pominięta
        [few] nadmiarowe straty Punktów Życia pominięte
       *[many] nadmiarowych strat Punktów Życia pominiętych
    }: Pula Życia miała tylko { $left } { $left ->
        [one] Punkt Życia
        [few] Punkty Życia
       *[many] Punktów Życia
    }
ninth-destroyed = { $unit } nie ma już modeli i zostaje zniszczony
ninth-model-name = { $kind ->
        [rank_and_file] model w szeregu { $rank }, kolumnie { $file }
        [champion] Czempion { $character }
       *[character] Postać { $character }
    }
ninth-removed = { $kind ->
        [rank_and_file] Model
        [champion] Czempion { $character }
       *[character] Postać { $character }
    } { $kind ->
        [character] usunięta
       *[other] usunięty
    } z { $at_rank ->
        [front] pierwszego szeregu
        [rear] ostatniego szeregu
       *[nth] { $at_rank_n }.{ $at_rank_ord ->
           *[other] {""}
        } szeregu
    }{ $at_file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $at_file_n }.{ $at_file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $at_file_n }. od prawej
       *[none] {""}
    } (szereg { $model_rank }, kolumna { $model_file }) — { $why ->
        [picked] szereg { $why_rank }: wybór właściciela
        [pool_lost] Pula Życia straciła wszystkie Punkty Życia
        [rear_end] ostatni szereg ({ $why_rank }): odchodzi { $why_side ->
            [left] lewy
           *[right] prawy
        } skraj, szereg zostaje wyśrodkowany
        [in_front] szereg { $why_rank } to ostatni szereg z szeregowymi modelami, przed { $why_side ->
            [left] lewym
           *[right] prawym
        } skrajem szeregu { $why_last }, który wypełnia lukę
        [longer_side] pierwszy szereg, pierwszy model tej serii: z { $why_side ->
            [left] lewej
           *[right] prawej
        }, dłuższej strony ({ $why_left } po lewej i { $why_right } po prawej od linii środka)
        [even_sides] pierwszy szereg, pierwszy model tej serii: po obu stronach { $why_left }, więc z lewej
       *[alternating] pierwszy szereg: na przemian, teraz z { $why_side ->
            [left] lewej
           *[right] prawej
        }
    }
ninth-removed-skipping = { $kind ->
        [rank_and_file] Model
        [champion] Czempion { $character }
       *[character] Postać { $character }
    } { $kind ->
        [character] usunięta
       *[other] usunięty
    } z { $at_rank ->
        [front] pierwszego szeregu
        [rear] ostatniego szeregu
       *[nth] { $at_rank_n }.{ $at_rank_ord ->
           *[other] {""}
        } szeregu
    }{ $at_file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $at_file_n }.{ $at_file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $at_file_n }. od prawej
       *[none] {""}
    } (szereg { $model_rank }, kolumna { $model_file }) — { $why ->
        [picked] szereg { $why_rank }: wybór właściciela
        [pool_lost] Pula Życia straciła wszystkie Punkty Życia
        [rear_end] ostatni szereg ({ $why_rank }): odchodzi { $why_side ->
            [left] lewy
           *[right] prawy
        } skraj, szereg zostaje wyśrodkowany
        [in_front] szereg { $why_rank } to ostatni szereg z szeregowymi modelami, przed { $why_side ->
            [left] lewym
           *[right] prawym
        } skrajem szeregu { $why_last }, który wypełnia lukę
        [longer_side] pierwszy szereg, pierwszy model tej serii: z { $why_side ->
            [left] lewej
           *[right] prawej
        }, dłuższej strony ({ $why_left } po lewej i { $why_right } po prawej od linii środka)
        [even_sides] pierwszy szereg, pierwszy model tej serii: po obu stronach { $why_left }, więc z lewej
       *[alternating] pierwszy szereg: na przemian, teraz z { $why_side ->
            [left] lewej
           *[right] prawej
        }
    }; pominięto { $parts } ({ $skipped ->
        [one] inna Pula Życia
       *[other] inne Pule Życia
    })
ninth-move = { $kind ->
        [rank_and_file] model w szeregu { $from_rank }, kolumnie { $from_file }
        [champion] Czempion { $character }
       *[character] Postać { $character }
    } z szeregu { $from_rank }, kolumny { $from_file } do szeregu { $to_rank }, kolumny { $to_file }
ninth-move-then = { $kind ->
        [rank_and_file] model w szeregu { $from_rank }, kolumnie { $from_file }
        [champion] Czempion { $character }
       *[character] Postać { $character }
    } z szeregu { $from_rank }, kolumny { $from_file } do szeregu { $to_rank }, kolumny { $to_file }; { $parts }
ninth-re-forms = { $unit } przeformowuje się w prawidłową formację: { $parts }
ninth-pool-name = { $pool ->
        [rank_and_file] szeregowych
        [champion] Czempiona { $character }
       *[character] Postaci { $character }
    }
ninth-unstable-rule = najpierw szeregowi, potem Czempion, potem Postacie możliwie po równo
ninth-unstable-tie = najpierw szeregowi, potem Czempion, potem Postacie możliwie po równo; remis między Postaciami rozstrzyga kolejność: { $parts }{ $order ->
        [owner] {" "}(kolejność właściciela)
       *[unit] {" "}(kolejność w Oddziale)
    }
ninth-unstable-share = { $losses } dla: { $pool ->
        [rank_and_file] szeregowych
        [champion] Czempiona { $character }
       *[character] Postaci { $character }
    } — { $parts }
ninth-unstable-share-then = { $losses } dla: { $pool ->
        [rank_and_file] szeregowych
        [champion] Czempiona { $character }
       *[character] Postaci { $character }
    }, { $parts }
ninth-unstable = Niestabilność: { $losses } { $losses ->
        [one] Punkt Życia stracony
        [few] Punkty Życia stracone
       *[many] Punktów Życia straconych
    }, bez rzutów obronnych: { $parts }
ninth-unit-excess = { $excess } { $excess ->
        [one] nadmiarowa strata Punktu Życia pominięta
        [few] nadmiarowe straty Punktów Życia pominięte
       *[many] nadmiarowych strat Punktów Życia pominiętych
    }: { $unit } miał tylko { $left } { $left ->
        [one] Punkt Życia
        [few] Punkty Życia
       *[many] Punktów Życia
    }
ninth-refused-choose-excess = { $excess } z { $total } strat to nadmiar: atakujący gracz musi wybrać, które ataki je spowodowały
ninth-refused-pool-empty = { $pool ->
        [rank_and_file] Pula Życia szeregowych Oddziału { $unit }{ $character_s ->
           *[other] {""}
        }
        [champion] Pula Życia Czempiona { $character }
       *[character] Pula Życia Postaci { $character }
    } nie ma już modeli
ninth-refused-unit-empty = { $unit } nie ma już modeli

## The campaign's sentences
# (Messages of this group follow this line.)
# The rosters on this device after a Confirm or its Undo: each note said, then joined
# by campaign-rosters-note-separator.
campaign-rosters-note-separator = {" "}
campaign-rosters-confirmed = Obie rozpiski są zaktualizowane na tym urządzeniu.
campaign-rosters-both-deleted = Obie rozpiski usunięto z tego urządzenia od ich pierwszego zatwierdzenia, więc żadna nie jest zapisywana ponownie.
campaign-rosters-one-deleted = Rozpiskę usunięto z tego urządzenia od jej pierwszego zatwierdzenia, więc pozostaje usunięta; druga jest zaktualizowana.
campaign-rosters-changed-since = Rozpiskę zmieniono na tym urządzeniu po zatwierdzeniu tego rozliczenia, więc nie została przywrócona.
campaign-rosters-deleted-since = Rozpiskę usunięto z tego urządzenia po zatwierdzeniu tego rozliczenia, więc pozostaje usunięta.
campaign-rosters-put-back = Rozpiski na tym urządzeniu są znów takie, jak przed tym rozliczeniem.
# The aftermath screens. A lost model's story: its sentences, joined by
# campaign-story-separator; a verdict after a roll: each model rolled for ($name) with
# its $story, joined by campaign-story-models-separator.
campaign-story-separator = {"; "}
campaign-story-models-separator = {" · "}
campaign-story-of = { $name }: { $story }
campaign-story-unrecoverable = zabity w sposób nieodwracalny: martwy (W-2)
campaign-story-awaiting-recovery = czeka na rzut na Wyzdrowienie
campaign-story-awaiting-fate = czeka na rzut na Los Ofiary
campaign-story-recovery = Wyzdrowienie { $die } (potrzeba { $number } lub mniej): { $result ->
        [dead] martwy
        [survived] przeżył
       *[trooper] przeżył (Żołnierze nie rzucają na Los Ofiary)
    }
campaign-story-fate = Los Ofiary { $die }: { $fate ->
        [full_recovery] Pełne Wyzdrowienie
        [wounded] Ranny
        [badly_wounded] Ciężko Ranny
        [bitter_enemy] Zaprzysięgły Wróg
        [captured] Pojmany
       *[miraculous_recovery] Cudowne Wyzdrowienie
    }
# $parts: the Wound's notes.
campaign-story-wound = { $location ->
        [chest_wound] Rana klatki piersiowej
        [leg_wound] Rana nogi
        [arm_wound] Rana ręki
        [blinded_in_one_eye] Oślepiony na jedno oko
        [head_wound] Rana głowy
        [ear_wound] Rana ucha
        [shell_shock] Szok bojowy
       *[hand_wound] Rana dłoni
    } ({ $parts })
campaign-story-wound-bare = { $location ->
        [chest_wound] Rana klatki piersiowej
        [leg_wound] Rana nogi
        [arm_wound] Rana ręki
        [blinded_in_one_eye] Oślepiony na jedno oko
        [head_wound] Rana głowy
        [ear_wound] Rana ucha
        [shell_shock] Szok bojowy
       *[hand_wound] Rana dłoni
    }
campaign-story-wounds-to-go = jeszcze { $owed } { $owed ->
        [one] rzut
        [few] rzuty
       *[many] rzutów
    } w Tabeli Ran
campaign-story-retired-blind = odszedł ślepy
campaign-story-captive = { $how ->
        [exchanged] wymieniony
        [bought_back] wykupiony
        [executed] stracony
        [own] w niewoli, czeka na pozostałe rzuty swojej strony
       *[other] w niewoli, czeka na drugą stronę
    }
# Why the next roll is owed ($apostrophe: how English writes $force's possessive; one
# form here).
campaign-why-recovery = { $name } padł w bitwie; wynik { $force }{ $apostrophe ->
       *[any] {""}
    } to { $outcome ->
        [crushing_victory] Miażdżące Zwycięstwo
        [victory] Zwycięstwo
        [pyrrhic_victory] Pyrrusowe Zwycięstwo
        [noble_loss] Szlachetna Porażka
       *[annihilated] Unicestwienie
    }: { $name } żyje przy { $number } lub mniej{ $undead ->
        [yes] {" "}(+{ $bonus } za Nieumarłego)
       *[no] {""}
    } (W-1, W-2)
campaign-why-fate = { $name } przeżył i jest { $kind ->
        [leader] Przywódcą
        [individual] Indywidualistą
        [hero] Bohaterem
        [specialist] Specjalistą
       *[trooper] Żołnierzem
    }; { $kind ->
        [trooper] jego rozpiska prowadzi losy żołnierzy
       *[other] Przywódcy, Indywidualiści, Bohaterowie i Specjaliści rzucają na swój los
    } (W-3)
campaign-why-wound = { $name }: { $fate ->
        [full_recovery] Pełne Wyzdrowienie
        [wounded] Ranny
        [badly_wounded] Ciężko Ranny
        [bitter_enemy] Zaprzysięgły Wróg
        [captured] Pojmany
       *[miraculous_recovery] Cudowne Wyzdrowienie
    }: rzut { $done } z { $rolls } w Tabeli Ran (W-4)
campaign-roll-fate = { $name } jest { $kind ->
        [leader] Przywódcą
        [individual] Indywidualistą
        [hero] Bohaterem
        [specialist] Specjalistą
       *[trooper] Żołnierzem
    }: rzuć w Tabeli Losu Ofiary
campaign-owes-wound-rolls = { $name } ma jeszcze { $owed } { $owed ->
        [one] rzut
        [few] rzuty
       *[many] rzutów
    } w Tabeli Ran
campaign-recovery = { $name } rzuca { $die } na Wyzdrowienie, potrzeba { $number } lub mniej ({ $outcome ->
        [crushing_victory] Miażdżące Zwycięstwo
        [victory] Zwycięstwo
        [pyrrhic_victory] Pyrrusowe Zwycięstwo
        [noble_loss] Szlachetna Porażka
       *[annihilated] Unicestwienie
    }{ $undead ->
        [yes] , +{ $bonus } za Nieumarłego
       *[no] {""}
    }): { $result ->
        [survives] przeżywa
       *[dies] ginie
    }
campaign-trooper-no-fate = { $name } jest Żołnierzem: bez rzutu na Los Ofiary (rozpiska nie prowadzi losów żołnierzy)
campaign-fate = { $name } rzuca { $die } na Los Ofiary: { $fate ->
        [full_recovery] Pełne Wyzdrowienie (obrażenia były znacznie lżejsze, niż się wydawało)
        [wounded] Ranny (jeden rzut w Tabeli Ran)
        [badly_wounded] Ciężko Ranny (trzy rzuty w Tabeli Ran)
        [bitter_enemy] Zaprzysięgły Wróg (zyskuje Nienawiść: { $hate } wobec wrogiej siły)
        [captured] Pojmany (w rękach wroga do wymiany lub wykupu)
       *[miraculous_recovery] Cudowne Wyzdrowienie (zdrowieje i zyskuje +{ $ep } PD)
    }
campaign-effect-hate = Nienawiść: { $hate } wobec { $force }
campaign-effect-miracle = +{ $ep } PD ({ $was } -> { $now })
campaign-effect-held-by = w niewoli u { $force }
campaign-effect = { $name }: { $parts }
campaign-note = { $note ->
        [stays_zero] { $stat ->
                [AR] Pan
                [MV] Ruch
                [ST] Sił
                [RC] Strz
                [LD] Dow
                [AC] Akc
                [CC] WW
               *[other] { $stat }
            } już wynosi 0 i zostaje 0
        [lowered] { $stat ->
                [AR] Pan
                [MV] Ruch
                [ST] Sił
                [RC] Strz
                [LD] Dow
                [AC] Akc
                [CC] WW
               *[other] { $stat }
            } { $was } -> { $now }
        [spot] testy Wypatrywania { $was_sign ->
            [minus] -
           *[plus] +
        }{ $was } -> { $now_sign ->
            [minus] -
           *[plus] +
        }{ $now }
        [rear_cc] atakujący od tyłu zyskują +{ $now } WW
       *[blind] oślepiony na oba oczy: model jest ślepy i opuszcza rozpiskę
    }
campaign-note-then = { $note ->
        [stays_zero] { $stat ->
                [AR] Pan
                [MV] Ruch
                [ST] Sił
                [RC] Strz
                [LD] Dow
                [AC] Akc
                [CC] WW
               *[other] { $stat }
            } już wynosi 0 i zostaje 0
        [lowered] { $stat ->
                [AR] Pan
                [MV] Ruch
                [ST] Sił
                [RC] Strz
                [LD] Dow
                [AC] Akc
                [CC] WW
               *[other] { $stat }
            } { $was } -> { $now }
        [spot] testy Wypatrywania { $was_sign ->
            [minus] -
           *[plus] +
        }{ $was } -> { $now_sign ->
            [minus] -
           *[plus] +
        }{ $now }
        [rear_cc] atakujący od tyłu zyskują +{ $now } WW
       *[blind] oślepiony na oba oczy: model jest ślepy i opuszcza rozpiskę
    }; { $parts }
campaign-wound = { $name } rzuca { $die } w Tabeli Ran: { $location ->
        [chest_wound] Rana klatki piersiowej
        [leg_wound] Rana nogi
        [arm_wound] Rana ręki
        [blinded_in_one_eye] Oślepiony na jedno oko
        [head_wound] Rana głowy
        [ear_wound] Rana ucha
        [shell_shock] Szok bojowy
       *[hand_wound] Rana dłoni
    } — { $parts }
campaign-blind-leaves = { $name } jest ślepy i opuszcza rozpiskę: { $left ->
        [one] jego ostatni rzut w Tabeli Ran przepada
        [few] jego pozostałe { $left } rzuty w Tabeli Ran przepadają
       *[many] jego pozostałych { $left } rzutów w Tabeli Ran przepada
    }
campaign-no-outcome = { $force }: brak wyniku (nikt nie zginął)
campaign-outcome = { $force }: { $outcome ->
        [crushing_victory] Miażdżące Zwycięstwo
        [victory] Zwycięstwo
        [pyrrhic_victory] Pyrrusowe Zwycięstwo
        [noble_loss] Szlachetna Porażka
       *[annihilated] Unicestwienie
    }, { $how ->
        [chosen] wybór graczy
       *[lost] według straconych modeli
    }: modele przeżywają przy { $number } lub mniej
campaign-captive-waiting = { $name } ({ $owner }, wartość { $value }) jest { $waiting ->
        [own] w niewoli, czeka na pozostałe rzuty swojej strony
       *[other] w niewoli, czeka na drugą stronę
    }: wymiana, wykup lub egzekucja, gdy wszystkie rzuty na Los Ofiary zostaną wykonane (W-5)
campaign-captive-exchanged = { $name } ({ $owner }, wartość { $value }) zostaje wymieniony na { $partner } ({ $partner_owner }, wartość { $partner_value })
campaign-captive-bought = { $owner } wykupuje { $name } za { $paid } PZ (zostaje { $vp_left } PZ)
campaign-captive-executed = { $owner } nie może zapłacić { $value } PZ za { $name } (zostaje { $vp_left } PZ): { $name } zostaje stracony
campaign-ending = { $count }: { $status ->
        [active] z powrotem w drużynie
        [dead] martwi
        [retired_blind] odeszli ślepi
       *[captured] w niewoli
    }
campaign-confirmed = { $force }: { $parts }; PZ { $vp } -> { $vp_after }
campaign-confirmed-no-losses = { $force }: bez strat; PZ { $vp } -> { $vp_after }
campaign-refused-confirmed = to rozliczenie jest już zatwierdzone; cofnij zatwierdzenie, by je zmienić
campaign-refused-nothing-owed = żaden rzut nie jest teraz należny
campaign-refused-other-table = następny rzut dla { $name } jest w Tabeli { $table ->
        [recovery] Wyzdrowienia
        [fate] Losu Ofiary
       *[wound] Ran
    }, nie w Tabeli { $asked ->
        [recovery] Wyzdrowienia
        [fate] Losu Ofiary
       *[wound] Ran
    }
campaign-refused-unrecoverable = { $name } zginął w sposób nieodwracalny i umiera bez rzutu
campaign-refused-dead = { $name } nie zdał rzutu na Wyzdrowienie i nie żyje
campaign-refused-trooper = { $name } jest Żołnierzem, a rozpiska nie prowadzi losów żołnierzy
campaign-refused-all-made = { $name } wykonał wszystkie należne rzuty ({ $fate ->
        [full_recovery] Pełne Wyzdrowienie
        [wounded] Ranny
        [badly_wounded] Ciężko Ranny
        [bitter_enemy] Zaprzysięgły Wróg
        [captured] Pojmany
       *[miraculous_recovery] Cudowne Wyzdrowienie
    })
campaign-refused-already-rolled = { $force } już rzucał na Wyzdrowienie; cofnij te rzuty, by zmienić wynik
campaign-refused-still-owed = { $count } { $count ->
        [one] stracony model wciąż ma
        [few] stracone modele wciąż mają
       *[many] straconych modeli wciąż ma
    } należne rzuty; następny: { $name } w Tabeli { $table ->
        [recovery] Wyzdrowienia
        [fate] Losu Ofiary
       *[wound] Ran
    }
campaign-die = { $die }
campaign-die-and = { $die } i { $parts }
campaign-die-then = { $die }, { $parts }
campaign-owed-by = { $name }: { $parts }
campaign-owed-table = { $table ->
        [recovery] Wyzdrowienie
        [fate] Los Ofiary
       *[wound] Tabela Ran
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    }
campaign-owed-table-then = { $table ->
        [recovery] Wyzdrowienie
        [fate] Los Ofiary
       *[wound] Tabela Ran
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    }; { $parts }
campaign-owed-table-end = { $table ->
        [recovery] Wyzdrowienie
        [fate] Los Ofiary
       *[wound] Tabela Ran
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    }{ $parts }
campaign-typed-left-over = ), więc niczego nie wpisano: { $parts } { $left ->
        [one] zostaje
       *[other] zostają
    } w nadmiarze
campaign-refused-typed-too-many = wpisano { $typed } { $typed ->
        [one] rzut
        [few] rzuty
       *[many] rzutów
    }, ale należnych było łącznie { $owed } ({ $parts }
campaign-refused-typed-after-blind = { $die } oślepia { $name }, który nie wykonuje już rzutów w Tabeli Ran, więc niczego nie wpisano: { $parts } wpisane po nim mogły być rzucone na te rzuty. Wpisz { $typed }{ $then ->
        [next] {" "}najpierw, potem rzuty następnego modelu
       *[none] {""}
    }

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
ninth-page-wiped-out = wyczerpana
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
ninth-page-champions = ⚑ { $count } { $count ->
    [one] Czempion
    [few] Czempioni
   *[many] Czempionów
}
ninth-page-attack-name = Atak { $n }
ninth-page-pick-models = Stuknij modele do usunięcia (na rysunku lub poniżej), po kolei, od ostatniego szeregu ({ $rule }). Szeregi i kolumny liczone od 1 z przodu po lewej.
ninth-page-picked = Wybrano: { $count } { $count ->
    [one] model
    [few] modele
   *[many] modeli
}, w kolejności stuknięć
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
ninth-page-lost-by = Stracone Punkty Życia: { $pool }
ninth-page-enter-to-preview = Wpisz straty, by zobaczyć podgląd.
ninth-page-several-attacks = Kilka jednoczesnych ataków (wskaż, które spowodowały nadwyżkę, { $rule })
ninth-page-choose-models = Wybierz, które modele odchodzą (szeregi za pierwszym)
ninth-page-afterwards = Potem: { $pool } – { $after }
# A Character's or Champion's Health Pool after the previewed batch: its name and the Health Points it has $left.
ninth-page-afterwards-left = Potem: { $pool } – zostało { $left } PŻ
ninth-page-pool-choice = Pula Życia, która traci Punkty Życia
ninth-page-pool-left = { $pool } (zostało { $left } PŻ)
ninth-page-apply-unstable = Zastosuj Niestabilność
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
ninth-page-excess-about = Pula Życia: { $pool } ({ $name }) mogła przyjąć tylko część z { $losses } strat. Atakujący gracz wskazuje, które ataki spowodowały nadwyżkę strat ({ $needed }):
ninth-page-excess-from = Nadwyżka z: { $attack } (spowodował { $caused })
ninth-page-back-to-losses = Wróć do strat
ninth-page-preview-lost = Podgląd: stracono { $losses } { $losses ->
    [one] Punkt Życia
    [few] Punkty Życia
   *[many] Punktów Życia
}
ninth-page-show-afterwards = Pokaż Oddział po stratach
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
ninth-page-tie-order = Kolejność Postaci przy remisie ({ $rule }), pierwsza na liście bierze pierwsza:
ninth-page-move-up = Przesuń w górę: { $name }
ninth-page-unstable-note = Niestabilność: Punkty Życia, które traci { $name }, bez rzutów obronnych. Silnik dzieli je między Pule Życia Oddziału ({ $rule }).
ninth-page-unstable-lost = Punkty Życia stracone z Niestabilności: { $name }
ninth-page-go-to = Przejdź do Oddziału
ninth-start-hint = Dotknij Oddziału, by działać
ninth-page-odds-title = Szanse przed rzutem
ninth-page-odds-about = Dokładne szanse dla: { $name }, od przeniesionych Punktów Życia.
ninth-page-odds-attacks = Ataki
ninth-page-odds-hit = Trafienie (X+)
ninth-page-odds-wound = Zranienie (X+)
ninth-page-odds-armour = Pancerz (X+, 7 = brak)
ninth-page-odds-special = Obrona specjalna (X+, 7 = brak)
ninth-page-odds-mw-none = Brak
ninth-page-odds-working = Obliczanie dokładnych szans…
ninth-page-odds-show = Pokaż szanse
ninth-page-odds-wiped-out = Wybici
ninth-page-odds-hp-lost = Stracone Punkty Życia (Wielokrotne Rany { $mw })
ninth-page-odds-removed = Usunięte modele
ninth-page-odds-removed-unit = { $count ->
        [one] usunięty
        [few] usunięte
       *[many] usuniętych
        [other] usuniętego
    }
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
ninth-page-formation-of = Formacja: { $name }
ninth-page-unit = Oddział
ninth-page-player = Gracz
ninth-page-rank-and-file-models = Modele szeregowe
ninth-page-files = Kolumny
ninth-page-hp-per-model-label = Punkty Życia na model
ninth-page-add-character = Dodaj Postać lub Czempiona
ninth-page-remove-unit = Usuń Oddział
ninth-page-player-name = Gracz { $n }
ninth-page-battle = Bitwa
ninth-page-battle-name = Nazwa bitwy
ninth-page-add-unit = Dodaj Oddział
ninth-page-start-battle = Rozpocznij bitwę
ninth-page-cancel = Anuluj
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
campaign-page-bar = Rozliczenie
campaign-page-outcomes-label = Wynik każdej strony
campaign-page-outcomes = Wynik bitwy
campaign-page-from-losses = Ze straconych modeli ({ $rule })
campaign-page-outcomes-waiting = Inne wyniki: oczekiwanie na silnik…
campaign-page-outcome-text = { $outcome }: stracone modele przeżywają przy { $number } lub mniej ({ $how ->
    [chosen] wybór graczy
   *[losses] ze straconych modeli
})
campaign-page-outcome-undead = Nieumarłe modele przeżywają przy { $number } lub mniej
campaign-page-no-outcome = Brak wyniku: żadna strona nie straciła modelu
campaign-page-lost = Stracono { $lost }, wróg stracił { $enemy }.
campaign-page-outcome-for = Wynik dla: { $force }
campaign-page-recovery-row = { $outcome }: { $number } lub mniej ({ $meaning })
campaign-page-undead-row = Nieumarły: +{ $bonus }
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
campaign-page-typed-fills = Każda wartość trafia do: { $fills }
campaign-page-roll-label = Rzuć { $dice } na { $kind ->
    [recovery_roll] Tabelę Wyzdrowienia
    [fate_roll] Tabelę Losu Ofiary
    [wound_roll] Tabelę Ran
   *[other] { $table }
} dla: { $name }; stuknij wynik.
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
campaign-page-rear-attackers = atakujący od tyłu +{ $cc } WW
campaign-page-undead = Nieumarły
campaign-page-wounds = Rany: { $wounds }
campaign-page-hate = Nienawiść: { $hatreds }
campaign-page-hate-for = { $hate } wobec: { $force }
campaign-page-roster-line = PZ { $vp } · aktywne: { $active } z { $models }{ $fate ->
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
campaign-page-list-line = PZ { $vp } · aktywne: { $active } z { $models }
campaign-page-delete-ask = Usunąć { $name } na zawsze?
campaign-page-delete-yes = Tak, usuń
campaign-page-delete-keep = Zachowaj
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
campaign-page-start-aftermath = Rozlicz bitwę
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
campaign-page-new-aftermath = Nowe rozliczenie kampanii
campaign-page-needs-two = Rozliczenie wymaga dwóch rozpisek drużyn na tym urządzeniu; { $count ->
    [0] nie ma żadnej
    [one] jest { $count }
   *[other] jest ich { $count }
}.
campaign-page-make-rosters = Utwórz rozpiski
campaign-page-warband-choice = { $name } (PZ { $vp })
campaign-page-lost-model = Stracony: { $name }
campaign-page-kind-value-absent = { $kind }, wartość { $value } — { $status }, poza bitwą
campaign-page-unrecoverable = { $name } zginął w sposób nieodwracalny (bez Rzutu na Wyzdrowienie)
campaign-page-losses-of = Straty: { $name }
campaign-page-warband = { $n ->
    [1] Pierwsza drużyna
   *[other] Druga drużyna
}
campaign-page-marked-lost =
    { $count } { $count ->
        [one] model oznaczony jako stracony
        [few] modele oznaczone jako stracone
       *[many] modeli oznaczonych jako stracone
    }
campaign-page-models-of-warband = Modele: { $name }
campaign-page-pick-warbands = Wybierz dwie drużyny i zaznacz każdy model stracony w bitwie.
campaign-page-start = Rozlicz bitwę
campaign-page-two-different = Wybierz dwie różne drużyny.
campaign-page-battle-name = { $first } vs { $second }
campaign-page-odds-side = { $force } ({ $outcome })
campaign-page-survives-note = { $name } przeżywa ({ $note })
campaign-page-survives = { $name } przeżywa{ $settled ->
    [yes] {" "}(rozstrzygnięte)
   *[no] {""}
}
campaign-page-survivors = Ocalali
campaign-page-survive-unit = { $count ->
        [one] ocalały
        [few] ocalałe
       *[many] ocalałych
        [other] ocalałego
    }
campaign-page-survival-chances = Szanse przeżycia
campaign-page-fates = Losy i jeńcy
campaign-page-fate-count = { $count } { $fate }
campaign-page-side-fates = { $player }: { $fates }
campaign-page-no-fates = nie rzucano na Los Ofiary ({ $rule })
campaign-page-no-captives = Brak jeńców ({ $rule }).
campaign-page-roster-preview =
    { $name }: { $models } { $models ->
        [one] model
        [few] modele
       *[many] modeli
    }, { $vp } PZ

## Two phones
# (Messages of this group follow this line.)
two-phones-check-title = Sprawdź, czy nikt nie stoi pomiędzy
two-phones-check-code = Oba telefony pokazują { $code }? Zatem nikt nie stoi pomiędzy.
two-phones-check-how = Porównaj tę liczbę z liczbą w arkuszu dwóch telefonów na drugim telefonie. Jeśli się różnią, ktoś, kto miał zaproszenie, może czytać bitwę: rozłącz, a potem daj nowe zaproszenie osobiście lub grajcie w tej samej sieci Wi-Fi.
two-phones-check-same = Zgadzają się
two-phones-check-differ = Różnią się: rozłącz
two-phones-check-unpaired = Rozłączono: telefony pokazały różne liczby, więc ktoś mógł być między nimi. Daj nowe zaproszenie osobiście lub grajcie w tej samej sieci Wi-Fi.

## Undo and Redo, the history's entries, and what a tap would do (previews and verdicts)
# (Messages of this group follow this line.)
verdict-morale-heading = Test Morale: rzuć { $dice } { $dice ->
        [one] kością
        [few] kośćmi
        [many] kośćmi
       *[other] kośćmi
    }
verdict-passes = { $faces ->
        [one] Determinacja { $value }: zdaje tylko naturalna 1 (1 zawsze zdaje, 6 zawsze oblewa, C-10)
        [all_but_six] Determinacja { $value }: zdaje każda kość poza naturalną 6 (6 zawsze oblewa, C-10)
       *[at_most] Każda kość zdaje przy { $value } lub mniej (1 zawsze zdaje, 6 zawsze oblewa, C-10)
    }
verdict-resolve-explained = { $parts } = { $value }
# Undo on two phones. $by, $peer: the other phone's name; $what: what the action is called (history-wound-pool, ...).
history-announce-by = { $by }: { $what }
history-undo-ask = { $by } chce cofnąć: { $what }
history-undo-ask-label = { $by } chce coś cofnąć
history-undo-allow = Zezwól
history-undo-refuse = Odmów
history-undo-asking = Pytam { $peer } o zgodę na cofnięcie: { $what }
history-undo-allowed = Zezwolono { $peer } na cofnięcie.
history-undo-refused = Odmówiono cofnięcia { $peer }; nic się nie zmieniło.
history-undo-not-connected = Nie można zapytać { $peer }: telefony nie są połączone. Nic się nie zmieniło.
history-undo-unanswered = { $peer } nie odpowiedział, czy cofnąć { $what }. Nic się nie zmieniło.
history-undo-refused-by = { $peer } odmówił cofnięcia: { $what }. Nic się nie zmieniło.
# Why Undo, Redo or an action is refused by the history itself (said with its rule id, "history").
history-nothing-to-undo = nie ma czego cofnąć
history-nothing-to-redo = nie ma czego ponowić
history-too-many-actions = gra mieści najwyżej { $most } akcji
# What an action is called: the step log's entry, Undo's and Redo's buttons and the preview. Names are as the players wrote them. $named: whether the pool names the Regiment it came from ($source).
history-wound-pool = Pula Ran { $wounds }{ $named ->
        [yes] {" "}od { $source }
       *[no] {""}
    }{ $arc ->
        [flank] {" "}(flanka)
        [rear] {" "}(tył)
       *[front] {""}
    } na { $regiment }{ $morale ->
        [no] {" "}(bez Testów Morale)
       *[yes] {""}
    }
# $dice and $rerolls: the dice as typed, digits joined by commas.
history-morale-test = Test Morale dla { $regiment }: { $rolled ->
        [no] rzucone przez aplikację
       *[yes] { $dice }
    }{ $rerolled ->
        [yes] ; przerzucono { $rerolls }
       *[no] {""}
    }
# A number given as -1 is one the app rolls ("a roll", "?").
history-heal = Leczenie { $points ->
        [-1] rzut
       *[other] { $points }
    }{ $source ->
        [regeneration] {" "}(Regeneracja)
        [fanatical_devotion] {" "}(Fanatyczne Oddanie)
        [biotic_renewal] {" "}(Odnowa Biotyczna)
       *[none] {""}
    } na { $regiment }{ $room ->
        [no] {" "}(brak miejsca)
       *[yes] {""}
    }
history-character-wounds = { $wounds } { $wounds ->
            [one] Rana
            [few] Rany
           *[many] Ran
            [other] Rany
        } na { $character } z { $regiment }
history-rally = { $regiment } się przegrupowuje
history-new-round = Nowa runda
history-active-player = Aktywny Gracz: { $player }
# A Stand's place: its rank and file, as the step log says it.
history-contacts = Kontakty { $regiment }, Podstawka: { $rank ->
            [front] pierwszy szereg
            [rear] ostatni szereg
           *[nth] szereg { $rank_n }{ $rank_ord ->
               *[other] {""}
            }
        }{ $file ->
            [left] , lewy skraj
            [right] , prawy skraj
            [centre] , środek
            [from_left] , { $file_n }. od lewej{ $file_ord ->
               *[other] {""}
            }
            [from_right] , { $file_n }. od prawej
           *[none] {""}
        }
history-contacts-stand-id = Kontakty { $regiment }, { $stand }
history-place = { $regiment } przesunięty do ({ NUMBER($x, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
            [in] ″
           *[mm] {" "}mm
        }, { NUMBER($y, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
            [in] ″
           *[mm] {" "}mm
        }), zwrot { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
history-charge = { $regiment } szarżuje na { $edge ->
       *[front] front
        [left] lewą flankę
        [right] prawą flankę
        [rear] tył
    } { $enemy }
history-bravery = { $regiment } używa Odwagi
history-decay = Rozkład { $x } na { $regiment }
# One attack of a batch ($name as the players wrote it), listed by history-attacks.
history-attack = { $name } ({ $losses ->
        [-1] ?
       *[other] { $losses }
    }{ $mw ->
        [rolled] , Wielokrotne Rany { $x }: rzucone przez aplikację
        [values] , Wielokrotne Rany { $x }: { $values }
        [empty] , Wielokrotne Rany { $x }: brak
       *[no] {""}
    })
history-attacks = { $parts }
# $listed: the batch names its attacks ($parts); $excess: which attacks caused the excess, names and numbers as written.
history-hp-lost = Stracono { $losses ->
        [-1] ?
       *[other] { $losses }
    } PŻ: { $unit } ({ $pool ->
        [rank_and_file] szeregowi
        [champion] Czempion { $character }
        [character] Postać { $character }
       *[unknown] { $character }
    }){ $mw ->
        [rolled] {" "}— Wielokrotne Rany { $x }: rzucone przez aplikację
        [values] {" "}— Wielokrotne Rany { $x }: { $values }
        [empty] {" "}— Wielokrotne Rany { $x }: brak nieobronionych ran
       *[no] {""}
    }{ $listed ->
        [yes] {" "}— ataki: { $parts }
       *[no] {""}
    }{ $has_excess ->
        [yes] ; nadwyżka z { $excess }
       *[no] {""}
    }
history-unstable = Niestabilność: stracono { $losses } PŻ: { $unit }
history-roll = Rzut: { $table ->
        [recovery] Wyzdrowienie
        [fate] Los Ofiary
       *[wound] Tabela Ran
    } dla { $model }: { $die ->
        [-1] rzucone przez aplikację
       *[other] { $die }
    }
history-wound-rolls = Rzuty na Tabelę Ran dla { $model }: { $dice }
# Rolls typed in one go, a chain: $named says the model's name where its rolls begin; $next is how the next roll ($parts) follows: same model (", "), another ("; "), or none.
history-typed-roll = { $named ->
        [yes] { $model }{" "}
       *[no] {""}
    }{ $table ->
        [recovery] Wyzdrowienie
        [fate] Los Ofiary
       *[wound] Tabela Ran
    } { $die }{ $next ->
        [same] , { $parts }
        [then] ; { $parts }
       *[end] {""}
    }
history-typed-rolls = Wpisane rzuty: { $parts }
history-outcome = { $force }: wynik { $outcome ->
        [crushing_victory] Miażdżące Zwycięstwo
        [victory] Zwycięstwo
        [pyrrhic_victory] Pyrrusowe Zwycięstwo
        [noble_loss] Szlachetna Porażka
        [annihilated] Unicestwienie
       *[lost] według straconych modeli (W-1)
    }
history-confirm = Potwierdzono: rozpiski zaktualizowane
# What an action did, in one line (also what a preview says it would do).
verdict-done = Gotowe
# A verdict's parts are a chain: $next says how the rest ($parts) follows this part: then ("; "), to (" -> ", what came of it), or end.
verdict-wounds-suffered = Otrzymane: { $n } { $n ->
            [one] Rana
            [few] Rany
           *[many] Ran
            [other] Rany
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-wounds-healed = Wyleczone: { $n } { $n ->
            [one] Rana
            [few] Rany
           *[many] Ran
            [other] Rany
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-no-room = Brak miejsca na przywrócenie Podstawki: stracone { $lost } { $lost ->
            [one] Punkt Leczenia
            [few] Punkty Leczenia
           *[many] Punktów Leczenia
            [other] Punkty Leczenia
        } (C-9){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-unused = Niewykorzystane: { $n } { $n ->
            [one] Punkt Leczenia
            [few] Punkty Leczenia
           *[many] Punktów Leczenia
            [other] Punkty Leczenia
        }, za mało na przywrócenie Podstawki (C-8){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-nothing-to-heal = Nic do leczenia: brak Znaczników Ran i Podstawek do przywrócenia (C-7){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-bravery = Odwaga: już nie Złamany{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-rallied = Zebrany{ $broken ->
        [yes] : już nie Złamany
       *[no] {""}
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-placed = { $how ->
        [off] Poza stołem
        [placed] Postawiony na stole, zwrot { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
        [moved] Przesunięty
        [turned] Obrócony na { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
        [moved_turned] Przesunięty i obrócony na { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
       *[stays] Zostaje na miejscu
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-character-wounded = Postać Raniona{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-character-removed = Postać usunięta: { $names }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-stands-lost = Stracone: { $n } { $n ->
            [one] Podstawka
            [few] Podstawki
           *[many] Podstawek
            [other] Podstawki
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-stands-lost-with = Stracone: { $n } { $n ->
            [one] Podstawka
            [few] Podstawki
           *[many] Podstawek
            [other] Podstawki
        } razem z { $names }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-stands-restored = Przywrócone: { $n } { $n ->
            [one] Podstawka
            [few] Podstawki
           *[many] Podstawek
            [other] Podstawki
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-status = { $status ->
        [shattered] ROZBITY
       *[destroyed] ZNISZCZONY
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-broken = ZŁAMANY ({ $lost } z { $baseline } w tej rundzie){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-steady = Niezachwiany: { $lost } z { $baseline } Podstawek, licząc { $names } (C-3): Złamany przy { $threshold }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-morale-due = Należny Test Morale: { $dice } { $dice ->
            [one] kość
            [few] kości
           *[many] kości
            [other] kości
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
# $terrifying and $phalanx moved the Resolve; $arc: the Wounds came from the flank or rear, $rerolled the passes re-rolled there (-1: none, Iron Discipline); $oblivious: the failures caused $wounds Wounds.
verdict-morale = Morale: { $dice } { $dice ->
            [one] kość
            [few] kości
           *[many] kości
            [other] kości
        } przeciw Determinacji { $resolve }{ $terrifying ->
        [0] { $phalanx ->
                [yes] {" "}(Falanga +1)
               *[no] {""}
            }
       *[other] {" "}(Przerażający -{ $terrifying }{ $phalanx ->
                [yes] , Falanga +1
               *[no] {""}
            })
    }{ $arc ->
        [flank] , z flanki: { $rerolled ->
                [-1] bez przerzutu (Żelazna Dyscyplina)
               *[other] przerzucono { $rerolled }
            }
        [rear] , z tyłu: { $rerolled ->
                [-1] bez przerzutu (Żelazna Dyscyplina)
               *[other] przerzucono { $rerolled }
            }
       *[none] {""}
    } -> nieudane: { $failed }{ $indomitable ->
        [0] {""}
       *[other] {" "}(Niezłomni: zdane { $indomitable })
    }{ $oblivious ->
        [yes] : { $wounds } { $wounds ->
                [one] Rana
                [few] Rany
               *[many] Ran
                [other] Rany
            } (Nieświadomi)
       *[no] {""}
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-charged = Szarża: { $stands } { $stands ->
            [one] Podstawka
            [few] Podstawki
           *[many] Podstawek
            [other] Podstawki
        } przeciw { $enemy_stands } w kontakcie
verdict-round-begins = Zaczyna się runda { $round }
verdict-active-player = { $player } jest Aktywnym Graczem
# $end: the Unit destroyed, its Health Pool wiped out, or the HP carried over.
verdict-hp-lost = { $unstable ->
        [yes] Niestabilność: stracono
       *[no] Stracono
    } { $losses } PŻ: usunięto { $removed } { $removed ->
            [one] model
            [few] modele
           *[many] modeli
            [other] modele
        }; { $end ->
        [destroyed] { $unit } zniszczony
        [wiped_out] { $pool ->
            [rank_and_file] Pula Życia szeregowych { $unit }
            [champion] Pula Życia Czempiona { $character }{ $character_s ->
               *[other] {""}
            }
           *[character] Pula Życia Postaci { $character }{ $character_s ->
               *[other] {""}
            }
        } wybita
       *[carried] { $carried } PŻ przechodzi dalej
    }
# A Character's or Champion's own Health Pool still standing: its name and what it has $left of its $hp Health Points.
verdict-hp-left = { $unstable ->
        [yes] Niestabilność: stracono
       *[no] Stracono
    } { $losses } PŻ; { $character }: { $left ->
            [one] został { $left }
            [few] zostały { $left }
           *[many] zostało { $left }
        } z { $hp } PŻ
# Dice of a Morale Test judged as they go in: the failures so far; $first: the first roll's, while its passes are re-rolled (-1: not re-rolling).
verdict-so-far = Dotąd { $failed } { $failed ->
            [one] porażka
            [few] porażki
           *[many] porażek
            [other] porażki
        }{ $first ->
        [-1] {""}
       *[other] {" "}({ $first } w pierwszym rzucie)
    }
verdict-reroll-heading = Test Morale: przerzuć { $passes } { $passes ->
            [one] kość
            [few] kości
           *[many] kości
            [other] kości
        }
verdict-reroll-text = Pierwszy rzut { $dice }: przerzuć { $passes } { $passes ->
            [one] zdaną kość
            [few] zdane kości
           *[many] zdanych kości
            [other] zdane kości
        } (C-23)
verdict-reroll-label = Przerzuć { $passes } { $passes ->
            [one] zdaną kość
            [few] zdane kości
           *[many] zdanych kości
            [other] zdane kości
        } (C-23).

## The reports' lines and the examples
# (Messages of this group follow this line.)
# A report's lines, said by the engine (py/aftermath/report/words.py). $kind: what a
# system's rolls count (morale: Morale dice; dice: any die, C-29; multiple_wounds: The
# Ninth Age's Multiple Wounds; recovery: the campaign's Recovery rolls). A chance is
# $percent (in percent) with $bound below (<0.1%), above (>99.9%), tenths (written to a
# tenth, 32.0% too) or none (a whole number).
# A measure of loss, as a row's label and in the charts.
report-line-measure = { $measure ->
        [stands_lost] Stracone Podstawki
        [wounds_lost] Stracone Rany
        [stands_restored] Przywrócone Podstawki
        [hp_lost] Stracone Punkty Życia
        [recovered] Z powrotem w drużynie
        [dead] Martwi
        [retired] Wycofani ślepi
        [owed] Do rzucenia
       *[models_lost] Stracone modele
    }
# What a side's luck chart counts (its bad results, plural).
report-line-bad = { $kind ->
        [morale] nieudane kości Morale
        [dice] złe wyniki
        [multiple_wounds] Punkty Życia stracone przez Wielokrotne Rany
       *[recovery] zgony przy Wyzdrowieniu
    }
report-line-round = Runda { $round }
report-line-whole-battle = Cała bitwa
report-line-the-battle = Bitwa
# The campaign's Recovery rolls, as the time they were made.
report-line-recovery = Wyzdrowienie
report-line-title-conquest = Bitwa Conquest, runda { $round }
report-line-title-ninth-age = Bitwa The Ninth Age
report-line-title-campaign = Pobitewne kampanii { $confirmed ->
        [yes] (zatwierdzone)
       *[no] (w toku)
    }
# A Regiment's, Unit's or warband's strength: $name, its figures ($parts) and its state.
report-line-strength = { $name }: { $parts }{ $status ->
        [broken] {" "}(Złamany)
        [shattered] {" "}(Rozbity)
        [destroyed] {" "}(zniszczony)
       *[none] {""}
    }
report-line-figure = { $figure ->
        [stands] Podstawki
        [wounds] Rany
        [models] modele
        [hp] Punkty Życia
       *[warband] modele w drużynie
    } { $now } z { $start }
# Stands counting a Regiment's Characters (C-3).
report-line-figure-characters = Podstawki (w tym ★ { $characters } { $characters ->
        [one] Postać
        [few] Postacie
       *[many] Postaci
    }) { $now } z { $start }
# A side's losses: $player, then the first item ($parts), each item holding the next.
report-line-losses = { $player }: { $parts }
report-line-loss-count = { $measure ->
        [stands_lost] Stracone Podstawki
        [wounds_lost] Stracone Rany
        [stands_restored] Przywrócone Podstawki
        [hp_lost] Stracone Punkty Życia
        [recovered] Z powrotem w drużynie
        [dead] Martwi
        [retired] Wycofani ślepi
        [owed] Do rzucenia
       *[models_lost] Stracone modele
    } { $count }{ $more ->
        [yes] ; { $parts }
       *[no] {""}
    }
# $names: the Regiments or Units, as named, a comma between.
report-line-loss-mark = { $mark ->
        [broken] Złamane
        [shattered] Rozbite
       *[destroyed] Zniszczone
    }: { $names }{ $more ->
        [yes] ; { $parts }
       *[no] {""}
    }
# Who lost more: $more lost more than $fewer, by $measure.
report-line-lead-more = { $more } stracił więcej { $measure ->
        [stands_lost] Podstawek
        [wounds_lost] Ran
        [hp_lost] Punktów Życia
       *[models_lost] modeli
    }: { $high } do { $low } (o { $diff } więcej niż { $fewer })
report-line-lead-none = Żadna strona nie straciła jeszcze { $measure ->
        [stands_lost] Podstawek
        [wounds_lost] Ran
        [hp_lost] Punktów Życia
       *[models_lost] modeli
    }
# Even on the first measure; $parts says who lost more by the next.
report-line-lead-even-on = Remis w { $measure ->
        [stands_lost] Podstawkach
        [wounds_lost] Ranach
        [hp_lost] Punktach Życia
       *[models_lost] modelach
    } (po { $count }); { $parts }
report-line-lead-even = Remis: każda strona straciła { $count } { $measure ->
        [stands_lost] { $count ->
            [one] Podstawkę
            [few] Podstawki
           *[many] Podstawek
        }
        [wounds_lost] { $count ->
            [one] Ranę
            [few] Rany
           *[many] Ran
        }
        [hp_lost] { $count ->
            [one] Punkt Życia
            [few] Punkty Życia
           *[many] Punktów Życia
        }
       *[models_lost] { $count ->
            [one] model
            [few] modele
           *[many] modeli
        }
    }
# The tail a side's luck quotes: $actual or fewer bad results, or more.
report-line-quote = { $actual } { $quote ->
        [fewer] lub mniej
       *[more] lub więcej
    }
report-line-side-none = { $player }: nie rzucono { $kind ->
        [morale] kośćmi Morale
        [dice] kośćmi
        [multiple_wounds] kośćmi Wielokrotnych Ran
        [recovery] na Wyzdrowienie
       *[none] niczym
    }
# A side's luck: $actual bad results of $dice dice, $expected expected; $parts is the
# tail quoted (report-line-quote) and its chance; the verdict.
report-line-side-luck = { $player }: { $actual } { $kind ->
        [morale] { $actual ->
            [one] nieudana kość Morale
            [few] nieudane kości Morale
           *[many] nieudanych kości Morale
        }
        [dice] { $actual ->
            [one] zły wynik
            [few] złe wyniki
           *[many] złych wyników
        }
        [multiple_wounds] { $actual ->
            [one] Punkt Życia stracony przez Wielokrotne Rany
            [few] Punkty Życia stracone przez Wielokrotne Rany
           *[many] Punktów Życia straconych przez Wielokrotne Rany
        }
       *[recovery] { $actual ->
            [one] zgon przy Wyzdrowieniu
            [few] zgony przy Wyzdrowieniu
           *[many] zgonów przy Wyzdrowieniu
        }
    } { $kind ->
        [dice] z { $dice } kości
        [multiple_wounds] (kości Wielokrotnych Ran: { $dice })
       *[other] z { $dice }
    } (oczekiwano { NUMBER($expected, maximumFractionDigits: 1, useGrouping: 0) }); { $parts }: { $bound ->
        [below] <{ NUMBER($percent, maximumFractionDigits: 1) }%
        [above] >{ NUMBER($percent, maximumFractionDigits: 1) }%
        [tenths] { NUMBER($percent, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
       *[none] { NUMBER($percent, maximumFractionDigits: 0) }%
    } ({ $verdict ->
        [lucky] szczęście
        [unlucky] pech
       *[as_expected] mniej więcej zgodnie z oczekiwaniami
    })
report-line-these = bitew z tymi { $kind ->
        [morale] kośćmi Morale
        [dice] kośćmi
        [multiple_wounds] kośćmi Wielokrotnych Ran
       *[recovery] rzutami na Wyzdrowienie
    }
# Where a side's total stands: better or worse than $share (in percent) of
# $parts (report-line-these).
report-line-standing = { $verdict ->
        [unlucky] Pech: gorzej niż { NUMBER($share, maximumFractionDigits: 1) }% { $parts }
        [lucky] Szczęście: lepiej niż { NUMBER($share, maximumFractionDigits: 1) }% { $parts }
       *[as_expected] Mniej więcej zgodnie z oczekiwaniami dla { $parts }
    }
# The least likely roll: when ($period, $round), who, whose, what ($parts), its chance.
report-line-swing = { $period ->
        [round] Runda { $round }
        [whole] Cała bitwa
        [battle] Bitwa
       *[recovery] Wyzdrowienie
    }, { $who } ({ $player }): { $parts }; { $how ->
        [better] tak dobrze lub lepiej
       *[worse] tak źle lub gorzej
    }: { $bound ->
        [below] <{ NUMBER($percent, maximumFractionDigits: 1) }%
        [above] >{ NUMBER($percent, maximumFractionDigits: 1) }%
        [tenths] { NUMBER($percent, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
       *[none] { NUMBER($percent, maximumFractionDigits: 0) }%
    }
report-line-none-to-judge = Jeszcze brak { $kind ->
        [morale] kości Morale
        [dice] kości
        [multiple_wounds] kości Wielokrotnych Ran
       *[recovery] rzutów na Wyzdrowienie
    } do oceny.
report-line-every-roll = { $kind ->
        [morale] Każdy Test Morale
        [dice] Każdy rzut
        [multiple_wounds] Każdy rzut Wielokrotnych Ran
       *[recovery] Każdy rzut na Wyzdrowienie
    } ({ $count })
# The page's word for a roll's verdict beside it.
report-line-verdict = { $verdict ->
        [lucky] szczęście
        [unlucky] pech
       *[other] mniej więcej zgodnie z oczekiwaniami
    }
# The summary to paste into a chat: its first line ($name the players' own name for the
# game, if $named; $parts the report's title).
report-line-summary-head = { $named ->
        [yes] { $name } ({ $parts })
       *[no] { $parts }
    }: { $first } przeciw { $second }
report-line-summary-now = Teraz: { $parts }
report-line-summary-luck = Szczęście ({ $rule }, dokładne szanse):
report-line-summary-swing = Najmniej prawdopodobny rzut: { $parts }
report-line-made-with = Zrobione w Aftermath
# Conquest's judged rolls (C-12, C-23, C-29); $rerolled: the passes re-rolled, 0 for none.
report-line-conquest-morale = Test Morale, { $dice } { $dice ->
        [one] kość
        [few] kości
       *[many] kości
    } przeciw Determinacji { $resolve }{ $rerolled ->
        [0] {""}
       *[other] , przerzucono { $rerolled }
    }: nieudane { $failed }
report-line-conquest-decay = Rozkład { $x }, { $dice } { $dice ->
        [one] kość
        [few] kości
       *[many] kości
    }: { $wounds } × 5 lub 6
report-line-conquest-biotic = Odnowa Biotyczna, K{ $sides }: wyleczono { $points }, o { $short } mniej niż { $sides }
report-line-conquest-no-tests = W tej bitwie nie rzucano Testów Morale, więc nie ma szczęścia do oceny (C-12).
report-line-conquest-rolled-none = { $player } nie { $kind ->
        [morale] rzucał Testów Morale.
       *[dice] rzucał kośćmi.
    }
report-line-conquest-test-owed = { $regiment } ({ $player }): 1 Test Morale jeszcze do rzucenia ({ $dice } { $dice ->
        [one] kość
        [few] kości
       *[many] kości
    }), jeszcze nieoceniony (C-12).
report-line-ninth-age-cannot-judge = Straty w The Ninth Age wpisuje się jako stracone Punkty Życia, nie rzuca się ich tutaj: aplikacja nie ma kości z tej bitwy, więc raport pokazuje, co straciła każda strona, ale nie może ocenić niczyjego szczęścia (N-2).
report-line-ninth-age-no-rounds = W The Ninth Age rundy nie są zapisywane: straty dotyczą całej bitwy.
report-line-ninth-age-only-multiple-wounds = Oceniane są tylko kości Wielokrotnych Ran (N-6): pozostałe straty wpisuje się jako stracone Punkty Życia, nie rzuca się ich tutaj (N-2).
# A Multiple Wounds roll judged (N-6): $x as the player wrote it; the Health Pool as in
# ninth-pool-loses.
report-line-ninth-age-multiple-wounds = Wielokrotne Rany { $x }, { $wounds } { $wounds ->
        [one] nieobroniona rana
        [few] nieobronione rany
       *[many] nieobronionych ran
    } na { $pool ->
        [rank_and_file] Puli Życia szeregowych Oddziału { $unit }{ $character_s ->
           *[other] {""}
        }
        [champion] Puli Życia Czempiona { $character }
       *[character] Puli Życia Postaci { $character }
    }: { $cost } PŻ
report-line-campaign-recovery-roll = Rzut na Wyzdrowienie { $die }, potrzeba { $number } lub mniej: { $dead ->
        [yes] martwy
       *[no] przeżył
    }
report-line-campaign-fate-count = { $count } × { $fate ->
        [full_recovery] Pełne Wyzdrowienie
        [wounded] Ranny
        [badly_wounded] Ciężko Ranny
        [bitter_enemy] Zaprzysięgły Wróg
        [captured] Pojmany
       *[miraculous_recovery] Cudowne Wyzdrowienie
    }
# $parts: the fates (report-line-campaign-fate-count).
report-line-campaign-fates = Losy drużyny { $warband } (W-3): { $parts }
report-line-campaign-captive = Jeńcy (W-5): { $parts }
report-line-campaign-no-rolls = Nie wykonano jeszcze rzutów na Wyzdrowienie, więc nie ma szczęścia do oceny (W-2).
report-line-campaign-dead-unrolled = { $warband }: zabici w nieodwracalny sposób: { $count }, martwi bez rzutu (W-2), nie liczeni jako szczęście.
# A profile pack's one button: its $count profiles of $faction (as the pack names it).
report-line-pack-offer = Dodaj { $count } { $count ->
        [one] profil
        [few] profile
       *[many] profili
    } z { $faction }
# The examples on the home screen: the rule texts' worked examples (names of Regiments
# as the rules name them).
example-men-at-arms-title = Men-at-Arms (Rany 4)
example-men-at-arms-about = Rozdział 5: Pula Ran 2, potem 6 na Regiment z Ranami 4.
example-household-knights-title = Cavalry i Household Knights (Rany 4)
example-household-knights-about = Rozdział 5: Cavalry dwukrotnie otrzymuje 5 Ran; Household Knights leczą 6.
example-press-the-attack-title = Napór (Rys. 6.1)
example-press-the-attack-about = Rozdział 6: A walczy z tyłem B. Pula Ran 3 usuwa tylny szereg B; A jest Osamotniony i zostaje zepchnięty z powrotem do kontaktu.
example-morale-title = Militia (Determinacja 2) i Order of the Crimson Tower (Determinacja 4)
example-morale-about = Rozdział 6: Militia rzuca 1, 2, 3, 3, 6; Crimson Tower rzuca 1, 3, 6.

## What was wrong: a list, a file, a link, a backup or the device's data
# (Messages of this group follow this line.)
# A pasted list's refusals (a system's plain-text export); $line: the line's number, $rest: the place inside the line as the list names it, or empty.
list-reader-at-line = tekst, wiersz { NUMBER($line, useGrouping: 0) }{ $rest }: { $parts }
list-reader-in-text = tekst{ $rest }: { $parts }
# The name of a list's format, in the import's summary.
list-reader-para-bellum-text = Tekst z kreatora armii Para Bellum
list-reader-too-many-lines = liczba wierszy: { NUMBER($count, useGrouping: 0) }; najwyżej { NUMBER($most, useGrouping: 0) }
list-reader-line-too-long = liczba znaków: { NUMBER($length) }; wiersz ma ich najwyżej { NUMBER($most) }
list-reader-no-regiment-line = nie zawiera żadnego wiersza Regimentu ( * Nazwa (Podstawki) ...): to nie jest eksport z kreatora armii Para Bellum
# Why a pasted line was not read (the rest of the list imports); $name: a Character's or a Regiment's name as the list writes it.
list-reader-before-first-character = stoi przed pierwszą Postacią i nie jest nazwą listy, jej frakcją ani zasadą armii
list-reader-not-a-regiment-line = nie jest wierszem Regimentu: * Nazwa (Podstawki) [punkty]: ulepszenia
list-reader-not-a-list-line = nie jest wierszem Postaci (== Nazwa [punkty]: ulepszenia) ani Regimentu (* Nazwa (Podstawki) [punkty]: ulepszenia)
list-reader-leads-none = { $name } nie prowadzi żadnego Regimentu: Regimenty drużyny idą za jej Postacią, która dołącza do pierwszego
list-reader-stands-refused = { $name }: liczba Podstawek ({ NUMBER($stands, useGrouping: 0) }); Regiment ma od 1 do { NUMBER($most, useGrouping: 0) }
# A Regiment or a Unit of a roster file refused.
list-reader-makes-stands = daje liczbę Podstawek { NUMBER($stands, useGrouping: 0) }; najwyżej { NUMBER($most, useGrouping: 0) }
list-reader-no-regiment-to-join = jest Postacią bez Regimentu w swojej sile, do którego mogłaby dołączyć
list-reader-makes-models = daje liczbę modeli { NUMBER($models, useGrouping: 0) }; Oddział ma ich najwyżej { NUMBER($most, useGrouping: 0) }
# A list file's bytes, zip, XML and JSON; $value: the file's value, quoted as it wrote it.
file-error-list-too-big = ma rozmiar { NUMBER($size) } B; plik listy ma najwyżej { NUMBER($most) } B (4 MiB)
file-error-not-a-zip = nie jest czytelnym plikiem zip (.rosz)
file-error-zip-files = liczba plików: { NUMBER($count, useGrouping: 0) }; plik .rosz zawiera dokładnie jedną rozpiskę
file-error-zip-path = zawiera { $name }, czyli ścieżkę; plik .rosz zawiera zwykłą nazwę pliku
file-error-encrypted = jest zaszyfrowany
file-error-unpacks-to = po rozpakowaniu ma { NUMBER($size) } B; najwyżej { NUMBER($most) }
file-error-unpacks-times = po rozpakowaniu rośnie { NUMBER($times, useGrouping: 0) }-krotnie; najwyżej { NUMBER($most, useGrouping: 0) }-krotnie (bomba zip?)
file-error-not-unpacked = nie udało się rozpakować ({ $reason })
file-error-unpacks-larger = po rozpakowaniu jest większy, niż podaje nagłówek; odrzucony
file-error-not-a-number = { $value } nie jest liczbą
file-error-more-than = { NUMBER($value, useGrouping: 0) } to więcej niż { NUMBER($high, useGrouping: 0) }
file-error-xml-too-many = zawiera ponad { NUMBER($most) } elementów XML; rozpiska ma ich znacznie mniej
file-error-xml-too-deep = jest XML zagnieżdżonym głębiej niż na { NUMBER($most, useGrouping: 0) } poziomach; rozpiska jest znacznie płytsza
file-error-declares-dtd = deklaruje DTD lub encje, których rozpiska nigdy nie potrzebuje; odrzucony bez czytania ({ $kind })
file-error-not-xml = nie jest poprawnie zbudowanym XML ({ $reason })
file-error-not-a-roster-xml = jest XML z elementem głównym <{ $tag }>, a nie <roster> BattleScribe
file-error-too-many-entries = zawiera ponad { NUMBER($most) } wpisów; to nie rozpiska, którą czyta ta aplikacja
file-error-not-text = { $value } nie jest tekstem
file-error-attribute-too-long = liczba znaków: { NUMBER($length, useGrouping: 0) }; najwyżej { NUMBER($most, useGrouping: 0) }
file-error-nested = głębokość zagnieżdżenia: { NUMBER($depth, useGrouping: 0) }; najwyżej { NUMBER($most, useGrouping: 0) }
file-error-not-a-list = { $value } nie jest listą
file-error-not-an-entry = { $value } nie jest wpisem
file-error-not-number-or-text = { $value } nie jest ani liczbą, ani tekstem
file-error-json-too-deep = jest JSON zagnieżdżonym na { NUMBER($depth, useGrouping: 0) } poziomach; najwyżej { NUMBER($most, useGrouping: 0) } (rozpiska jest znacznie płytsza)
file-error-json-too-many = zawiera ponad { NUMBER($most) } wartości JSON; rozpiska ma ich znacznie mniej
file-error-not-valid-json = nie jest poprawnym JSON ({ $reason })
file-error-json-no-roster = jest JSON bez „roster”: to nie rozpiska New Recruit ani BattleScribe
file-error-not-utf8 = nie jest tekstem UTF-8 (bajt { NUMBER($byte, useGrouping: 0) })
# An answer of the list import refused: the expectation, then the value given.
file-error-answer = { $expected }, podano { $got }
# A field of a file, a link or the device's data (the readers' rarer checks).
field-at-most-in-size = musi wynosić co do wartości bezwzględnej najwyżej { NUMBER($size) }
field-whole-number-or-text = musi być liczbą całkowitą lub tekstem
field-finite-number = musi być skończoną liczbą nie większą niż { $most }
field-no-refused-character = nie może zawierać { $character } (znak nr { NUMBER($at, useGrouping: 0) }): nazwy nie zawierają znaków sterujących, kierunkowych ani niewidocznych
field-lone-surrogate = musi być poprawnym tekstem Unicode (znak nr { NUMBER($at, useGrouping: 0) } to samotny surogat)
field-two-players = musi wymieniać dokładnie dwóch graczy
field-exactly = musi mieć wartość { $value }
field-characters-long = liczba znaków: { NUMBER($length) }; najwyżej { NUMBER($most) }
field-holds-at-most-items = może zawierać najwyżej { NUMBER($most, useGrouping: 0) } { $most ->
        [one] element
        [few] elementy
       *[many] elementów
    }
field-nested-too-deep = jest zagnieżdżone głębiej niż na { NUMBER($most, useGrouping: 0) } poziomach (tablice i obiekty jedne w drugich); nic, co zapisuje ta aplikacja, takie nie jest
field-not-a-json-number = nie jest liczbą dozwoloną w JSON
field-infinite-number = jest liczbą zbyt dużą, by ją zachować (odczytuje się jako nieskończoność)
field-held-twice = zawiera ten identyfikator dwa razy
field-answered-twice = ma odpowiedź dwa razy
# Where in a list file: the place in the file's own terms, then what is wrong there.
file-error-at = { $where }: { $parts }
# $file: the file's name, quoted; pasted: yes when the list was pasted, not picked.
file-error-in-file = { $pasted ->
    [yes] wklejony tekst
   *[no] plik { $file }
}{ $rest }: { $parts }
file-error-bytes-or-text = muszą to być bajty pliku lub jego tekst
file-error-object-per-system = musi być obiektem { $what ->
    [muster] profili
   *[factions] zapisów frakcji
} dla każdego systemu
file-error-list-of = musi być listą { $what ->
    [muster] profili
   *[factions] zapisów frakcji
}
file-error-still-lacks = { $name }: wciąż brakuje { $missing }
file-error-other-system = jest rozpiską dla „{ $named ->
    [yes] { $system }
   *[no] żadnego systemu gry
}”; ta aplikacja czyta rozpiski dla { $first } i { $second }
file-error-not-a-roster = nie jest rozpiską: to ani XML BattleScribe (.ros, .rosz), ani JSON New Recruit, ani eksport z kreatora armii Para Bellum
file-error-empty = jest pusty: wklej tekst rozpiski albo wybierz jej plik
file-error-no-force = nie zawiera żadnej siły
file-error-too-many-pieces = liczba Regimentów lub Oddziałów: { NUMBER($count, useGrouping: 0) }; najwyżej { NUMBER($most, useGrouping: 0) }
file-error-no-pieces = nie zawiera Regimentu ani Oddziału, który ta aplikacja może wystawić
file-error-no-list-files = nie ma list armii czytanych z plików
file-error-name-not-text = ma nazwę, która nie jest tekstem
file-error-blank-name = ma pustą nazwę
file-error-name-too-long = ma nazwę o długości { NUMBER($length, useGrouping: 0) } (liczba znaków); najwyżej { NUMBER($most, useGrouping: 0) }
file-error-refused-character = ma { $what ->
    [name] nazwę
    [title] tytuł
    [rule] zasadę specjalną
   *[note] etykietę lub notatkę
} zawierającą { $character } (znak nr { NUMBER($at, useGrouping: 0) }): nazwy nie zawierają znaków sterujących, kierunkowych ani niewidocznych
file-error-of-piece = { $name }: { $parts }
file-error-piece-index-or-name = musi być numerem elementu lub nazwą jednego z nich
file-error-one-reading = W tego Regimentu ma tylko jedno odczytanie
file-error-character-index = musi być numerem Postaci
file-error-only-joins = tylko Postać z { $system } dołącza do Regimentu
file-error-character-as = musi wskazać Postać jako <Regiment>.<Postać>, numery z podglądu
file-error-regiment-index = musi być numerem Regimentu, od 0 do { NUMBER($last, useGrouping: 0) }
file-error-most-characters = { $name }: najwyżej { NUMBER($most, useGrouping: 0) } { $most ->
        [one] Postać
        [few] Postacie
       *[many] Postaci
    }
file-error-ascii-id = musi składać się z liter ASCII, cyfr, '-', '_' lub '.'
file-error-battle-version = musi być wersją zapisu bitwy czytaną przez tę aplikację ({ $versions })
file-error-kind-and-id = musi mieć postać [rodzaj, identyfikator]
file-error-file-text = musi być tekstem pliku
file-error-too-large = jest większy, niż czyta silnik (znaków: { NUMBER($most) })
file-error-not-complete-json = nie jest pełnym JSON (ucięty lub uszkodzony: { $reason })
file-error-not-a-backup = musi mieć wartość { $format }: to nie jest plik kopii zapasowej Aftermath
file-error-newer-backup = został zapisany przez nowszą wersję Aftermath; ta czyta kopie zapasowe do wersji { NUMBER($version, useGrouping: 0) }: zaktualizuj aplikację, a potem zaimportuj
# The first bad item's problem, then how many items are bad.
file-error-nothing-imported = { $parts } ({ $bad ->
    [1] nic nie zostanie zaimportowane
   *[other] błędnych elementów: { NUMBER($bad, useGrouping: 0) }; nic nie zostanie zaimportowane
})
file-error-cannot-be-replayed = nie da się odtworzyć: { $parts } ({ $rule })
file-error-cannot-be-replayed-as = nie da się odtworzyć: { $reason }
file-error-time = musi być czasem w pełnych milisekundach od 1970 roku
file-error-not-a-pack = musi mieć wartość { $format }: to nie jest paczka profili
file-error-newer-pack = został zapisany przez nowszy Aftermath (ten czyta wersję { NUMBER($version, useGrouping: 0) })
file-error-no-source = musi podawać, skąd pochodzą wartości (książka, strona, klub)
file-error-one-profile = musi zawierać co najmniej jeden profil
file-error-letter-or-digit = musi zawierać literę lub cyfrę: lista znajduje profil po nich
file-error-same-name = to także nazwa profiles[{ NUMBER($index, useGrouping: 0) }] (nazwy porównuje się bez względu na wielkość liter, akcenty, apostrofy i odstępy): paczka nazywa każdy profil raz
file-error-pack-text = musi być tekstem pliku paczki
file-error-pack-too-large = jest za duży na paczkę profili (najwyżej { NUMBER($most) })
file-error-pack-too-deep = jest zagnieżdżony głębiej niż na { NUMBER($most, useGrouping: 0) } poziomach; żadna paczka profili taka nie jest
file-error-pack-not-json = nie jest tekstem paczki profili (od wiersza { NUMBER($line, useGrouping: 0) }, kolumny { NUMBER($column, useGrouping: 0) } to nie JSON): wklej całą paczkę tak, jak została udostępniona lub wyeksportowana; listę armii wczytuje się przez „Importuj listę”
file-error-link-not-text = Ten link nie jest tekstem.
file-error-link-too-long = Ten link jest za długi (znaków: { NUMBER($length, useGrouping: 0) }; najwyżej { NUMBER($most, useGrouping: 0) }).
file-error-link-not-a-link = To nie jest link udostępniania Aftermath (powinien zaczynać się od v1.).
file-error-link-newer = Ten link utworzył nowszy Aftermath (format { NUMBER($format, useGrouping: 0) }); zaktualizuj aplikację, aby go otworzyć.
file-error-link-unknown-format = Aftermath nie zna formatu tego linku ({ NUMBER($format, useGrouping: 0) }).
file-error-link-odd-characters = Ten link jest uszkodzony: zawiera znaki, których link udostępniania nigdy nie ma.
file-error-link-unreadable = Ten link jest uszkodzony: nie udało się go odczytać.
file-error-link-not-unpacked = Ten link jest uszkodzony: nie udało się go rozpakować.
file-error-link-too-much = Ten link zawiera za dużo (ponad { NUMBER($kib, useGrouping: 0) } KiB po rozpakowaniu).
file-error-link-incomplete = Ten link jest niepełny: brakuje jego części (czy został ucięty?).
file-error-link-extra-data = Ten link jest uszkodzony: ma nadmiarowe dane na końcu.
file-error-link-text-unreadable = Ten link jest uszkodzony: jego tekstu nie da się odczytać.
file-error-link-too-deep = Ten link jest uszkodzony: jego dane są zbyt głęboko zagnieżdżone.
file-error-link-damaged-by = Ten link jest uszkodzony: { $parts }
file-error-link-not-data = Ten link jest uszkodzony: jego zawartość nie jest poprawnymi danymi.
file-error-link-too-many-items = Ten link zawiera za dużo elementów (najwyżej { NUMBER($most) }).
file-error-link-not-a-thing = Ten link nie opisuje bitwy, Regimentu, Oddziału ani rozpiski drużyny.
file-error-link-cannot-open = Ten link zawiera coś, czego ta wersja Aftermath nie potrafi otworzyć.
file-error-link-name-invalid = Nazwa tego linku jest niepoprawna: { $parts }
# $title: what the link carries, as its rule system titles it.
file-error-link-kind-invalid = Zawartość tego linku ({ $title }) jest niepoprawna: { $parts }
file-error-muster-blank = nie może być puste: Zbiórka wymienia to po nazwie
file-error-system-profile = musi być profilem dla { $system }
# $pieces: regiments or units, the battle's key.
file-error-battle-holds = bitwa mieści najwyżej { NUMBER($most, useGrouping: 0) } { $pieces ->
    [regiments] { $most ->
        [one] Regiment
        [few] Regimenty
       *[many] Regimentów
    }
   *[units] { $most ->
        [one] Oddział
        [few] Oddziały
       *[many] Oddziałów
    }
}
file-error-same-system = musi być tym samym systemem zasad co pierwsza lista ({ $system })
file-error-no-profiles = nie jest bitwą { $first } ani { $second }: tylko one mają profile

## What was wrong: a battle's form, a rule system's data or a request
# (Messages of this group follow this line.)
# Said after a field's name: "<field>: <this>, got <value>" (invalid-data). Names of
# Regiments, Units, models and rosters, ids and lists of keys go in as written.
form-error-listed-twice = występuje dwa razy
form-error-named-twice = jest wymieniony dwa razy
form-error-already-used = jest już użyty
# $things: regiments, stands, units or models.
form-error-used-by-two = jest używany przez dwa { $things ->
    [regiments] Regimenty
    [stands] Podstawki
    [units] Oddziały
   *[models] modele
}
# $piece: regiment or unit.
form-error-not-in-battle = nie jest { $piece ->
    [regiment] Regimentem
   *[unit] Oddziałem
} tej bitwy
# $whole: regiment (needs a Stand), battle (a Unit) or unit (a model).
form-error-needs-one = { $whole ->
    [regiment] Regiment potrzebuje co najmniej jednej Podstawki
    [battle] bitwa potrzebuje co najmniej jednego Oddziału
   *[unit] Oddział potrzebuje co najmniej jednego modelu
}
form-error-friendly = jest sojuszniczym Regimentem, nie wrogiem
form-error-destroyed = jest zniszczony
form-error-whole-from-to = musi być liczbą całkowitą od { NUMBER($low, useGrouping: 0) } do { NUMBER($high, useGrouping: 0) }
form-error-whole-numbers = musi być listą liczb całkowitych
form-error-not-empty = nie może być puste
form-error-zero-or-one = musi wynosić 0 lub 1
form-error-valid-json = musi być poprawnym JSON
form-error-json-text = musi być tekstem JSON
form-error-json-text-under = musi być tekstem JSON krótszym niż { NUMBER($most, useGrouping: 0) } znaków
# $what: decay or pool.
form-error-left-out-with = należy pominąć przy { $what ->
    [decay] rozkładzie
   *[pool] puli
}
# $word: a word of the two phones' messages (propose, action, state, ask), as written.
form-error-must-be = musi być { $word }
form-error-table-size = musi być [szerokość, głębokość] w mm lub null
form-error-needs-battlefield-to-stand = potrzebuje pola bitwy, na którym stoi (C-17)
form-error-needs-battlefield = potrzebuje pola bitwy (C-18)
form-error-rerolls-per-pass = musi mieć { NUMBER($passes, useGrouping: 0) } { $passes ->
    [one] kość
    [few] kości
    [many] kości
   *[other] kości
}: jeden przerzut za każdą zdaną kość (C-23)
form-error-no-rerolls = ten test nie przerzuca kości: robią to tylko Rany z flanki lub tyłu, i nie przy Żelaznej Dyscyplinie (C-23)
form-error-rank-file = musi być [szereg, kolumna]
form-error-below-stand-wounds = musi być mniejsze niż Rany Podstawki ({ NUMBER($wounds, useGrouping: 0) }); Podstawka z tyloma jest zniszczona
form-error-destroyed-stand-empty = zniszczona Podstawka nie ma znaczników ani kontaktów
form-error-below-character-wounds = musi być mniejsze niż Rany Postaci ({ NUMBER($wounds, useGrouping: 0) })
# $regiment: the Regiment's id, quoted.
form-error-not-stand-of = nie jest Podstawką Regimentu { $regiment }
form-error-not-character-of = nie jest Postacią Regimentu { $regiment }
form-error-left-or-right = musi być null, 'left' lub 'right'
form-error-too-many-auxiliaries = z { NUMBER($count, useGrouping: 0) } własnymi Podstawkami Regimentu daje { NUMBER($total, useGrouping: 0) }; Regiment ma najwyżej { NUMBER($most, useGrouping: 0) }
form-error-below-files = musi być mniejsze niż liczba kolumn Regimentu ({ NUMBER($files, useGrouping: 0) })
form-error-not-stand-of-formation = nie jest Podstawką tej formacji
form-error-command-auxiliary = jest Podstawką pomocniczą: Podstawka Dowodzenia jest jedną z własnych Regimentu
# $rank, $file: counted from 1; $other: the Stand already there.
form-error-place-taken = stoi w szeregu { NUMBER($rank, useGrouping: 0) }, kolumnie { NUMBER($file, useGrouping: 0) } (licząc od 1), na miejscu { $other }
form-error-rear-rank-only = tylko ostatni szereg może być niepełny (C-1; szeregi i kolumny liczone od 1, od pierwszego szeregu i lewej kolumny)
form-error-at-least-stands = musi wynosić co najmniej liczbę Podstawek ({ NUMBER($stands, useGrouping: 0) })
form-error-broken-at = musi być ustawione dokładnie wtedy, gdy Regiment jest Złamany (C-15)
form-error-no-own-stand = nie zawiera żadnej własnej Podstawki Regimentu
# $regiment_s: yes when the name ends in s (the English possessive).
form-error-own-side = jest Regimentem własnej strony { $regiment }{ $regiment_s ->
   *[other] {""}
}, nie Wrogim Regimentem
# $arc: front, flank or rear.
form-error-arc-in-contact = na polu bitwy { $enemy } styka się z { $arc ->
    [front] frontem
    [flank] flanką
   *[rear] tyłem
} { $regiment }{ $regiment_s ->
   *[other] {""}
}
# $kind: the Regiment's kind as written (infantry, cavalry, brute, monster).
form-error-biotic-renewal = Odnowa Biotyczna leczy K{ NUMBER($die, useGrouping: 0) } dla { $regiment } ({ $kind }) (C-29)
form-error-regeneration-range = Regeneracja (X) leczy X, od 1 do 6
# $source: the named heal.
form-error-named-heal = { $source ->
    [fanatical_devotion] Fanatyczne Oddanie
    [biotic_renewal] Odnowa Biotyczna
   *[regeneration] Regeneracja
} leczy { NUMBER($points, useGrouping: 0) } (C-29)
form-error-character-regeneration = tylko własna Regeneracja Postaci leczy ją samą (C-29)
form-error-two-edges = muszą być dwiema nazwami krawędzi spośród { $edges }
form-error-dice-owed = zawiera { NUMBER($given, useGrouping: 0) } kości: należy się tylko { NUMBER($owed, useGrouping: 0) } { $owed ->
    [one] kość
    [few] kości
    [many] kości
   *[other] kości
}
form-error-rerolls-after-first = następują po całym pierwszym rzucie: wpisano { NUMBER($entered, useGrouping: 0) } z { NUMBER($owed, useGrouping: 0) } kości
form-error-rerolls-only-passes = zawiera { NUMBER($given, useGrouping: 0) } kości: przerzuca się tylko { NUMBER($passes, useGrouping: 0) } { $passes ->
    [one] zdaną kość
    [few] zdane kości
    [many] zdanych kości
   *[other] zdanej kości
}
form-error-table-left-out = należy pominąć: ta bitwa ma swoje pole bitwy
form-error-pool-or-attacks = potrzebuje puli lub ataków
form-error-left-out-multiple-wounds = należy pominąć przy Wielokrotnych Ranach (multiple_wounds)
form-error-multiple-wounds-spec = musi być liczbą lub kością, np. "D3", "D6" lub "D3+1"
form-error-fixed-multiple-wounds = stałe Wielokrotne Rany muszą wynosić od 1 do { NUMBER($most, useGrouping: 0) }
form-error-d3-or-d6 = kość musi być D3 lub D6
form-error-bonus-range = premia musi wynosić od +1 do +6
form-error-fixed-value = musi wynosić { NUMBER($value, useGrouping: 0) }, stałe Wielokrotne Rany
# $die: as the player wrote it (D3+1).
form-error-die-result = musi być wynikiem { $die } od { NUMBER($low, useGrouping: 0) } do { NUMBER($high, useGrouping: 0) }
form-error-values-per-wound = musi zawierać dokładnie { NUMBER($wounds, useGrouping: 0) } { $wounds ->
    [one] wartość
    [few] wartości
    [many] wartości
   *[other] wartości
}, jedną na każdą nieobronioną ranę
form-error-losses-cost = musi wynosić { NUMBER($total, useGrouping: 0) }, tyle kosztują wartości Wielokrotnych Ran (N-6), albo zostać pominięte
form-error-multiple-wounds-one-attack = jest jednym atakiem: przy kilku atakach wpisz straty każdego z nich
form-error-excess-needs-attacks = potrzebuje ataków tej serii do wyboru (attacks)
form-error-names-rank-and-file = wskazuje Pulę Życia Szeregowych
# $kind: character or champion.
form-error-below-health-points = musi być mniejsze niż Punkty Życia { $kind ->
    [champion] czempiona
   *[character] postaci
} ({ NUMBER($hp, useGrouping: 0) })
# $unit: the Unit's id, quoted; $pools: its Health Pools' ids.
form-error-not-pool-of = nie jest Pulą Życia Oddziału { $unit } (jedną z { $pools })
form-error-not-model-of-unit = nie jest modelem Oddziału { $unit }
form-error-models-count-or-list = musi być liczbą modeli Szeregowych (nowy Oddział) albo listą modeli (zapisany)
form-error-most-models = z Postaciami Oddział ma najwyżej { NUMBER($most, useGrouping: 0) } modeli
form-error-another-model-id = jest już identyfikatorem innego modelu
form-error-two-characters-id = jest identyfikatorem dwóch Postaci
form-error-one-model = musi mieć dokładnie jeden model w Oddziale, ma { NUMBER($has, useGrouping: 0) } (N-1)
form-error-removed-no-lost = musi wynosić 0: usunięty model nie ma utraconych Punktów Życia (N-2)
form-error-below-hp-per-model = musi być mniejsze niż Punkty Życia na model ({ NUMBER($hp, useGrouping: 0) }); tyle utraconych usuwa cały model (N-2)
form-error-wiped-out-pool = musi wynosić 0: wybita Pula Życia niczego nie przenosi (N-2)
form-error-already-removed = został już usunięty
form-error-rearmost-first = stoi w szeregu { NUMBER($rank, useGrouping: 0) }, ale modele odchodzą najpierw z ostatniego szeregu, teraz szeregu { NUMBER($now, useGrouping: 0) } (N-3)
form-error-pick-not-used = nie jest użyty: ta seria usuwa tylko { NUMBER($used, useGrouping: 0) } { $used ->
        [one] model
        [few] modele
       *[many] modeli
        [other] modelu
    } z szeregów za pierwszym, jedyne, które może wybrać właściciel (N-3)
form-error-picks-rank-and-file = wybieraj tylko modele Szeregowych; Postać lub Czempion to Pula Życia jednego modelu
form-error-at-least-one-attack = musi wymieniać co najmniej jeden atak albo zostać pominięte
form-error-name-the-attack = musi nazywać atak
form-error-names-two-attacks = nazywa dwa ataki tej serii
form-error-add-up = musi sumować się do strat serii ({ NUMBER($losses, useGrouping: 0) }), suma to { NUMBER($total, useGrouping: 0) }
form-error-no-excess = należy pominąć: ta seria nie powoduje nadmiarowych strat
# $attacks: the batch's attacks' names, as written.
form-error-one-of-attacks = musi być jednym z ataków tej serii: { $attacks }
form-error-excess-of-attack = musi wynosić od 1 do { NUMBER($caused, useGrouping: 0) } strat zadanych przez { $attack }
form-error-account-excess = musi pokryć dokładnie { NUMBER($excess, useGrouping: 0) } nadmiarowych strat, nie { NUMBER($given, useGrouping: 0) }
form-error-losses-or-attacks = podaj straty albo ataki, nie oba i nie żadne
# $characters: their ids, listed; $count: how many.
form-error-character-in-play = musi być Postacią Oddziału wciąż w grze ({ $count ->
    [0] nie ma już żadnej
   *[other] { $characters }
})
form-error-every-character = musi wymieniać każdą Postać wciąż w grze: { $characters }
form-error-each-side-roster = musi zawierać rozpiskę każdej strony (lub null)
form-error-roster-json = nie jest tekstem JSON rozpiski
form-error-rolls-as-typed = muszą to być rzuty tak, jak wpisano (tekst)
form-error-at-least-one-d20 = musi zawierać co najmniej jeden wynik K20
form-error-most-rolls = może zawierać najwyżej { NUMBER($most, useGrouping: 0) } { $most ->
    [one] rzut
    [few] rzuty
    [many] rzutów
   *[other] rzutu
}
form-error-wound-location = musi być miejscem z Tabeli Ran: { $locations }
form-error-blind = model oślepiony na oba oczy odchodzi jako ślepy (W-4)
form-error-each-enemy-once = wymień każdą wrogą siłę tylko raz
form-error-not-model-of = nie jest modelem { $roster }
form-error-not-model-lost = nie jest modelem utraconym przez { $roster }
form-error-only-active-lost = tylko aktywny model może zostać utracony w bitwie
form-error-lost-twice = jest dwa razy wymieniony jako utracony
form-error-two-warbands = musi zawierać dokładnie dwie drużyny
form-error-rolls-owed = wciąż należą się rzuty
form-error-confirmed-holds-after = zatwierdzone rozliczenie zawiera rozpiskę po nim
form-error-only-once-confirmed = ustawia się dopiero po zatwierdzeniu
form-error-no-more-wound-rolls = { $model } nie ma już rzutów na Tabelę Ran (W-4)
# $kinds: wound (a wound_roll's dice) or any (a batch of rolls).
form-error-two-or-more-rolls = musi zawierać dwa lub więcej rzutów (jeden to { $kinds ->
    [wound] wound_roll
   *[any] recovery_roll, fate_roll lub wound_roll
})
form-error-value-typed = musi być wpisaną wartością
# $rule: a special rule's name, as written.
form-error-needs-x = { $rule } potrzebuje swojego X, od 1 do { NUMBER($most, useGrouping: 0) }
form-error-takes-no-x = { $rule } nie przyjmuje X
# A Unit's formation (N-4): ranks and files counted from 1; $other: a model's id.
form-error-outside-files = stoi w kolumnie { NUMBER($file, useGrouping: 0) }, poza kolumnami 1 do { NUMBER($files, useGrouping: 0) } Oddziału
form-error-place-of = stoi w szeregu { NUMBER($rank, useGrouping: 0) }, kolumnie { NUMBER($file, useGrouping: 0) }, na miejscu { $other }
form-error-rank-empty = jest pusty, a szereg { NUMBER($last, useGrouping: 0) } nie (N-4)
form-error-wider-than-first = jest szerszy niż pierwszy szereg, który wyznacza szerokość (kolumny { NUMBER($first, useGrouping: 0) } do { NUMBER($last, useGrouping: 0) }) (N-4)
form-error-centred-behind = musi stać na środku za pierwszym szeregiem, w kolumnach { NUMBER($first, useGrouping: 0) } do { NUMBER($last, useGrouping: 0) } (N-4)
form-error-rank-gap = ma lukę; tylko ostatni szereg może być niepełny, a pierwszy szereg wyznacza szerokość (kolumny { NUMBER($first, useGrouping: 0) } do { NUMBER($last, useGrouping: 0) }) (N-4)
form-error-first-rank-gap = ma lukę; pierwszy szereg to nieprzerwana linia (N-4)
# $why: unrecoverable, recovery_first, dead, trooper or fate_first.
form-error-no-roll = { $why ->
    [unrecoverable] model zabity bez szans na ratunek ginie bez rzutu (W-2)
    [recovery_first] najpierw jest Rzut na Wyzdrowienie (W-2)
    [dead] model nie zdał Rzutu na Wyzdrowienie i nie żyje (W-2)
    [trooper] Żołnierze nie rzucają na Los Ofiary, chyba że ich rozpiska tak wybiera (W-3)
   *[fate_first] najpierw jest rzut na Los Ofiary (W-3)
}
# $parts: the dice left over, read out ("16 and 18"); $count: how many.
form-error-dice-not-used = { $parts }: { $count ->
    [one] nie użyto
   *[other] nie użyto
}, należał się tylko { NUMBER($owed, useGrouping: 0) } { $owed ->
    [one] rzut
    [few] rzuty
   *[many] rzutów
}
form-error-table-left-out-size = należy pominąć: ta bitwa ma swoje pole bitwy ({ $unit ->
    [in] { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) } x { NUMBER($depth, useGrouping: 0, maximumFractionDigits: 1) }″
   *[mm] { NUMBER($width, useGrouping: 0) } x { NUMBER($depth, useGrouping: 0) } mm
})
# $pool: rank_and_file, character or champion; $character_s: yes when the name ends in s.
form-error-belongs-to = należy do { $pool ->
    [rank_and_file] Puli Życia szeregowych Oddziału { $unit }
    [champion] Puli Życia Czempiona { $character }
   *[character] Puli Życia Postaci { $character }
}{ $character_s ->
   *[other] {""}
}, nie do atakowanej Puli Życia
form-error-newer-version = został zapisany przez nowszy Aftermath (ten czyta do wersji { NUMBER($most, useGrouping: 0) })
# $done: replayed or redone; $parts: the error that stopped it; $rule: the rule refusing it.
form-error-cannot-be = nie można { $done ->
    [replayed] odtworzyć
   *[redone] ponowić
}: { $parts }
form-error-cannot-be-rule = nie można { $done ->
    [replayed] odtworzyć
   *[redone] ponowić
}: { $parts } ({ $rule })
# $system: the system's name as the engine writes it (conquest, ninth_age, campaign).
form-error-open-game = musi wskazywać otwartą grę { $system }
form-error-at-most-characters = może mieć najwyżej { NUMBER($most) } znaków
# $kind: the kind of message, as written.
form-error-at-most-characters-for = może mieć najwyżej { NUMBER($most) } znaków dla { $kind }
form-error-required-in = jest wymagane w { $kind }
form-error-hex-digits = musi mieć { NUMBER($digits, useGrouping: 0) } cyfr szesnastkowych
form-error-required-for-push = jest wymagane, gdy op to push
form-error-only-with-undo = występuje tylko przy cofnięciu
# $me, $peer: the two phones' names.
form-error-two-phones = musi być { $me } lub { $peer }, dwa telefony tej bitwy
form-error-next-term = może wynosić najwyżej { NUMBER($next, useGrouping: 0) }, o jeden więcej niż ostatnia kadencja znana temu telefonowi ({ NUMBER($known, useGrouping: 0) })
form-error-follows-term = musi następować po poprzedniej kadencji
# $op: undo or action.
form-error-follows-here = musi następować po { $op ->
    [undo] cofnięciu
   *[action] akcji
} wykonanej tutaj
form-error-every-die = musi zawierać każdą kość rzuconą przez piszącego
form-error-answered-proposal = musi być propozycją { NUMBER($proposal, useGrouping: 0) }, na którą odpowiada
# $role: writer or follower; $kinds: the messages it is sent, as written.
form-error-sent-to = musi być jedną z wiadomości, które otrzymuje { $role }: { $kinds }
# A Character's place in a new Unit, counted from 1 (the front rank, the left file).
form-error-place-taken-by = szereg { NUMBER($rank, useGrouping: 0) }, kolumna { NUMBER($file, useGrouping: 0) } jest zajęta przez { $other }
form-error-rank-not-in-formation = szeregu { NUMBER($rank, useGrouping: 0) } nie ma w formacji, która ma szeregi od 1 do { NUMBER($last, useGrouping: 0) }
form-error-rank-holds = szereg { NUMBER($rank, useGrouping: 0) } ma kolumny od { NUMBER($first, useGrouping: 0) } do { NUMBER($last, useGrouping: 0) } (szerokość { NUMBER($width, useGrouping: 0) } kolumn)
# $parts: why the place is refused; $start: place, rank or file (how it counts).
form-error-counted = { $parts } ({ $start ->
    [rank] licząc od 1, od pierwszego szeregu
    [file] licząc od 1, od lewej kolumny
   *[place] licząc od 1
})
# $name: the Character's name; $parts: why its place is refused.
form-error-named-place = { $name }: { $parts }{ $start ->
    [rank] {" "}(1 to pierwszy szereg)
    [file] ; 1 to lewa kolumna
   *[place] {""}
}

# A new battle's Regiment where its setup puts it (C-17): its Stand by its place (as in
# conquest-overlaps), $other the Regiment it would overlap.
form-error-setup-off-battlefield = { $regiment } wyszedłby poza pole bitwy: Podstawka ({ $rank ->
        [front] pierwszy szereg
        [rear] ostatni szereg
       *[nth] { $rank_n }.{ $rank_ord ->
           *[other] {""}
        } szereg
    }{ $file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $file_n }.{ $file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $file_n }. od prawej
       *[none] {""}
    }) wystaje poza krawędź (C-17)
form-error-setup-overlap = { $other } i { $regiment } nachodziłyby na siebie: Podstawka ({ $rank ->
        [front] pierwszy szereg
        [rear] ostatni szereg
       *[nth] { $rank_n }.{ $rank_ord ->
           *[other] {""}
        } szereg
    }{ $file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $file_n }.{ $file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $file_n }. od prawej
       *[none] {""}
    }) Regimentu { $regiment } stoi na Podstawce ({ $other_rank ->
        [front] pierwszy szereg
        [rear] ostatni szereg
       *[nth] { $other_rank_n }.{ $other_rank_ord ->
           *[other] {""}
        } szereg
    }{ $other_file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $other_file_n }.{ $other_file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $other_file_n }. od prawej
       *[none] {""}
    }) Regimentu { $other } (C-17)
# $parts: why.
form-error-not-legal-place = nie jest dozwolonym miejscem: { $parts }
## The engine's start and status, and the words each system gives the page
# (Messages of this group follow this line.)
# The top bar's engine status (its state, not these words, is what tests wait on).
start-engine-starting = Uruchamianie silnika…
start-engine-restarting = Silnik zatrzymany: ponowne uruchamianie…
start-engine-ready = Silnik gotowy
start-engine-failed = Nie udało się uruchomić silnika
# The stage the engine's start is at, under its progress bar.
start-stage-doing = { $stage ->
        [manifest] Odczyt manifestu kompilacji…
        [runtime] Uruchamianie Pythona (Pyodide)…
        [install] Instalowanie silnika zasad…
       *[import] Importowanie silnika zasad…
    }
start-loading = Wczytywanie…
start-title = Uruchamianie silnika zasad
start-failed-title = Nie udało się uruchomić silnika zasad
# Before the stage a start failed at (app-stage's words, in bold).
start-failed-while = Błąd podczas:
start-try-again = Spróbuj ponownie
# $why: the browser's reason, as it gave it (often English).
start-engine-gone = Silnik zatrzymał się ({ $why }) i uruchamia się ponownie. Wszystko, co zapisano na tym urządzeniu, zostaje zachowane.
start-systems-unread = Nie udało się odczytać systemów zasad silnika: { $reason }
# The engine's own errors of a request (web/engine.js), said where the request was made.
start-request-starting = uruchamianie silnika
# $type: the request's name as the engine knows it (game.push ...); $seconds a whole number.
start-request-timeout = Silnik nie odpowiedział w ciągu { $seconds } s ({ $type }). Mógł się zawiesić lub zatrzymać; odśwież stronę, aby go uruchomić ponownie.
start-reply-not-json = silnik wysłał odpowiedź, która nie jest w formacie JSON ({ $reason })
start-request-restarted = silnik został uruchomiony ponownie
start-worker-stopped = proces roboczy silnika zatrzymał się podczas uruchamiania ({ $why })
# $name: a rule system's key as a saved battle names it (one this page does not know).
system-word-no-plugin = Ta strona nie może pokazać bitwy { $name }.
# $system: the system's name (system-word-*-title); $reason as the browser gave it.
system-word-screens-not-loaded = Nie udało się wczytać ekranów systemu { $system }: { $reason }
# An abbreviation a Conquest card uses where room is short, as battle-wounds-left-short writes it ($key: W, Wounds; HP,
# Health Points, as ninth-page-hp-abbr).
system-word-abbreviation = { $key ->
        [HP] PŻ
       *[W] W
    }
# The campaign's characteristics and counts, abbreviated as the warband's sheet prints them ($stat: AR armour, MV move, ST strength, RC ranged combat, LD leadership, AC action, CC close combat, EP experience points, VP victory points).
system-word-campaign-stat = { $stat ->
        [AR] Pan
        [MV] Ruch
        [ST] Sił
        [RC] Strz
        [LD] Dow
        [AC] Akc
        [CC] WW
        [EP] PD
       *[VP] PZ
    }
# The rule systems' names, and what a shared link carries ("Shared with you: a Conquest army list ...").
system-word-conquest-title = Conquest
system-word-ninth-age-title = The Ninth Age
system-word-campaign-title = Rozliczenie kampanii
system-word-conquest-battle = bitwa Conquest
system-word-conquest-regiment = regiment Conquest
system-word-conquest-profile = profil regimentu Conquest
system-word-conquest-list = lista armii Conquest
system-word-conquest-pack = pakiet profili Conquest
system-word-ninth-age-battle = bitwa The Ninth Age
system-word-ninth-age-unit = oddział The Ninth Age
system-word-ninth-age-profile = profil oddziału The Ninth Age
system-word-ninth-age-list = lista armii The Ninth Age
system-word-ninth-age-pack = pakiet profili The Ninth Age
system-word-campaign-roster = rozpiska drużyny
# A Regiment's or a Unit's state in the report's losses.
system-word-conquest-broken = Złamany
system-word-conquest-shattered = Rozbity
system-word-conquest-destroyed = Zniszczony
system-word-ninth-age-destroyed = Zniszczony
# Conquest's sentences beside its controls; each is shown with its rule id after it.
system-word-conquest-natural-rolls = Naturalna 1 zawsze zdaje, naturalna 6 zawsze oblewa
system-word-conquest-push-order = Osamotnione regimenty są przesuwane w tej kolejności
system-word-conquest-push-order-label = Kolejność przesunięć
system-word-conquest-broken-means = Co oznacza Złamany
system-word-conquest-stands-counted = Postacie liczą się jako podstawki
system-word-conquest-rally-broken = Udane Przegrupowanie usuwa stan Złamany i od teraz liczy straty od nowa
system-word-conquest-rally-steady = Przegrupowanie od teraz liczy straty tej rundy od nowa
# The Wounds' abbreviation written out (the legend "W: Wounds", and a screen reader's "2 Wounds left").
system-word-conquest-wounds = Rany
system-word-ninth-age-health-points = Punkty Życia

## Special rules' names the engine knows
# (Messages of this group follow this line.)
# The name of each special rule the app knows (C-20 to C-29), on the rule picker, a card and a profile; a rule a list or a player named otherwise is shown as written.
# A rule with a value: $x is its value (a number, "Decay 1"), "any" where the picker lists it with the X still to fill in ("Decay (X)"), or "none" for its name alone (in an error about its X).
rule-name-fearless = Nieustraszeni
rule-name-bravery = Odwaga
rule-name-dauntless = Nieugięty
rule-name-iron-discipline = Żelazna Dyscyplina
rule-name-phalanx = Falanga
rule-name-oblivious = Nieświadomi
rule-name-indomitable = { $x ->
        [any] Niezłomni (X)
        [none] Niezłomni
       *[other] Niezłomni { $x }
    }
rule-name-terrifying = { $x ->
        [any] Przerażający (X)
        [none] Przerażający
       *[other] Przerażający { $x }
    }
rule-name-regeneration = { $x ->
        [any] Regeneracja (X)
        [none] Regeneracja
       *[other] Regeneracja { $x }
    }
rule-name-fanatical-devotion = Fanatyczne Oddanie
rule-name-biotic-renewal = Odnowa Biotyczna
rule-name-decay = { $x ->
        [any] Rozkład (X)
        [none] Rozkład
       *[other] Rozkład { $x }
    }
# A known rule's X missing, or one given where it takes none, on a profile (C-20); $parts: the rule's name, said by its own message.
rule-name-needs-x = { $parts } potrzebuje swojego X, od 1 do { NUMBER($most, useGrouping: 0) }
rule-name-takes-no-x = { $parts } nie przyjmuje X

## Two phones: joining, pairing, hand-overs, scanning, roles
# (Messages of this group follow this line.)
phones-phone-name = Telefon { $letter }
# Why a hand-over by QR code (its codes scanned, or its text or link pasted) is not read: said after "Not read:" and the like.
phones-hand-damaged-length = jest uszkodzone (jego długość nie jest taka, jaką daje base45)
phones-hand-characters = zawiera znaki, których przekazanie nigdy nie ma
phones-hand-damaged-group = jest uszkodzone (grupa jego znaków jest poza zakresem)
phones-hand-damaged-last = jest uszkodzone (jego ostatnie znaki są poza zakresem)
phones-hand-nothing = nie ma nic do przekazania
phones-hand-too-big = ma { $bytes } bajtów (przekazanie ma najwyżej { $most })
phones-hand-too-many = wymaga { $count } kodów QR (najwyżej { $most })
phones-hand-not-text = to nie jest tekst
phones-hand-part-long = ma { $chars } znaków (część ma najwyżej { $most })
phones-hand-not-part = to nie jest część przekazania Aftermath (powinna zaczynać się od AH1)
phones-hand-part-impossible = podaje się za część { $part } z { $of }, co jest niemożliwe
phones-hand-part-damaged = część { $part } z { $of } jest uszkodzona (jej suma kontrolna się nie zgadza)
phones-hand-not-unpacked = jest uszkodzone (nie dało się go rozpakować)
phones-hand-forged = jest uszkodzone lub podrobione (jego części nie tworzą przekazania, które podają)
phones-hand-unreadable = jest uszkodzone (jego tekstu nie da się odczytać)
phones-hand-unpacks-big = rozpakowuje się do ponad { $most } bajtów
phones-hand-link-damaged = link jest uszkodzony (nie dało się go odczytać)
# $have: the part numbers read, joined by commas; $read: how many.
phones-hand-scan-rest = { $read ->
        [0] żadna część
       *[other] części { $have }
    } z { $of } odczytane; zeskanuj resztę
# $kind, $wanted: what a code is and what was to be scanned.
phones-hand-wrong-kind = to { $kind ->
        [actions] przekazanie akcji
        [invite] zaproszenie
       *[answer] odpowiedź
    }, a nie { $wanted ->
        [actions] przekazanie akcji
        [invite] zaproszenie
       *[answer] odpowiedź
    }
# A code scanned: $left parts still to scan ($missing: their numbers, joined by commas).
phones-scan-read = { $started ->
        [yes] Kod innego przekazania: zaczęto od nowa od niego.{" "}
       *[no] {""}
    }{ $fresh ->
        [yes] Odczytano część { $part } z { $of }.
       *[no] Część { $part } z { $of } ponownie.
    } { $left ->
        [0] Odczytano wszystkie części.
       *[other] Jeszcze do zeskanowania: { $missing }.
    }
# The camera as a QR code reader (a sheet over the two-phone sheet).
phones-scan-reader-late = czytnik QR się nie załadował
phones-scan-reader-start = czytnik QR się nie uruchomił
phones-scan-reader-load = nie udało się załadować czytnika QR
phones-scan-starting = Uruchamianie aparatu…
phones-scan-none-yet = Nie odczytano jeszcze żadnej części.
phones-scan-view = Co widzi aparat
# $have: the part numbers read, joined by commas.
phones-scan-have = Odczytane części: { $have } z { $of }.
# $reason: why (phones-hand-..., or the browser's words).
phones-scan-not-read = Nie odczytano: { $reason }.
phones-scan-not-taken = Nie przyjęto: { $reason }.
phones-scan-no-text = nie ma tekstu do odczytania
phones-scan-stop = Zatrzymaj
phones-scan-paste = Albo wklej tekst (jedna część na wiersz) lub link
phones-scan-read-paste = Odczytaj wklejony tekst
phones-scan-no-camera-here = Ta przeglądarka nie daje tu aparatu: wklej zamiast tego tekst.
phones-scan-no-camera = Brak aparatu ({ $reason }): wklej zamiast tego tekst.
phones-scan-camera-on = Aparat włączony: trzymaj kod drugiego telefonu w kadrze.
phones-scan-picture = Nie udało się odczytać obrazu z aparatu: { $reason }.
# A few QR codes small enough to scan across a table: $label names what they hold (phones-invite-qr...).
phones-code-label = { $label }: kod { $part } z { $of }
phones-code-one = Jeden kod (wersja { $version }).
phones-code-of = Kod { $part } z { $of } (wersja { $version }): zeskanuj każdy, w dowolnej kolejności.
phones-code-previous = Poprzedni kod
phones-code-next = Następny kod
phones-code-text = To samo jako tekst, do wysłania zamiast tego
phones-scan-kind = { $kind ->
        [invite] Zeskanuj zaproszenie
       *[answer] Zeskanuj odpowiedź
    }
# A hand-over by QR code's button: what it carries. $what: taps (this phone's taps not yet answered), ask (nothing but asking what is new), whole (the whole battle), actions ($count actions, $answers refusals of the other phone's taps).
phones-hand-give = { $what ->
        [taps] Przekaż { $count } { $count ->
            [one] stuknięcie
            [few] stuknięcia
            [many] stuknięć
           *[other] stuknięcia
        }
        [ask] Przekaż (zapytaj o nowości)
        [whole] Przekaż całą bitwę
       *[actions] Przekaż { $count } { $count ->
            [one] akcję
            [few] akcje
            [many] akcji
           *[other] akcji
        }{ $answers ->
            [0] {""}
            [one] {" "}i { $answers } odmowę
            [few] {" "}i { $answers } odmowy
            [many] {" "}i { $answers } odmów
           *[other] {" "}i { $answers } odmowy
        }
    }
# The same in the top bar's two-phone line (after "by QR code with Phone B"): only taps or actions.
phones-bar-hand = {" "}· do przekazania: { $what ->
        [taps] { $count } { $count ->
            [one] stuknięcie
            [few] stuknięcia
            [many] stuknięć
           *[other] stuknięcia
        }
       *[actions] { $count } { $count ->
            [one] akcja
            [few] akcje
            [many] akcji
           *[other] akcji
        }{ $answers ->
            [0] {""}
            [one] {" "}i { $answers } odmowa
            [few] {" "}i { $answers } odmowy
            [many] {" "}i { $answers } odmów
           *[other] {" "}i { $answers } odmowy
        }
    }
# What reading the other phone's hand-over did. $reported: the refusals' own words, one after another.
phones-hand-took = Odczytano { $messages } { $messages ->
        [one] wiadomość
       *[other] wiadomości
    } od { $peer }{ $applied ->
        [0] {""}
        [one] ; zastosowano { $applied } akcję
        [few] ; zastosowano { $applied } akcje
       *[other] ; zastosowano { $applied } akcji
    }{ $refused ->
        [0] {""}
        [one] ; odrzucono { $refused } stuknięcie
        [few] ; odrzucono { $refused } stuknięcia
        [many] ; odrzucono { $refused } stuknięć
       *[other] ; odrzucono { $refused } stuknięcia
    }{ $reloaded ->
        [yes] ; kopię tego telefonu zastąpiła bitwa { $peer }
       *[no] {""}
    }{ $reports ->
        [0] {""}
        [one] ; odrzucono { $reports } wiadomość: { $reported }
       *[other] ; odrzucono { $reports } wiadomości: { $reported }
    }{ $nothing ->
        [yes] ; nic nowego
       *[no] {""}
    }.
phones-hand-to = Przekazanie dla { $peer }
phones-hand-let-scan = Daj { $peer } zeskanować { $codes ->
        [one] kod
       *[other] każdy kod
    }.
phones-hand-none = Brak przekazania: { $reason }.
phones-hand-scan = Zeskanuj przekazanie od { $peer }
# $code: the first eight characters of the battle's hash, in two groups.
phones-hand-check = Kontrola bitwy: { $code } (taka sama na obu telefonach, gdy każdy ma przekazanie drugiego).
phones-hand-title = Bez sieci: przekazanie kodem QR
phones-hand-how = W przerwie pokaż { $peer } przekazanie tego telefonu i zeskanuj jego przekazanie.
# What the two-phone sheet lists as refused or reported. $peer: the other phone's name; $parts: why (the engine's or this phone's words).
phones-refused-from = Odrzucono od { $peer }: { $parts }; nic się nie zmieniło.
# Why a message from the other phone is refused before the engine reads it (said inside phones-refused-from).
phones-guard-not-text = wiadomość, która nie jest tekstem ({ $type })
phones-guard-long = wiadomość o { $chars } znakach (najwyżej { $most })
phones-guard-rate = wiadomość ponad { $most } na sekundę
phones-guard-chars = wiadomość o { $chars } znakach ponad { $most } znaków w { $seconds } s
phones-action-not-sent = Akcja { $n } nie została wysłana: { $parts }
phones-proposal-waits = Propozycja { $id } czeka: { $parts }
phones-refused-message = Odrzucono wiadomość od { $peer }: { $parts }
# $term: the number of the turn at holding the battle (1, 2, ...).
phones-term-too-often = Odrzucono kadencję { $term } od { $peer }: przejął bitwę więcej niż { $times } razy w { $seconds } s; nic się nie zmieniło. Zostanie przyjęta, gdy telefony spotkają się potem ponownie.
phones-took-over = { $peer } przejął bitwę (kadencja { $term }): ten telefon teraz za nim podąża.
phones-tap-not-applied = Stuknięcie { $id } tego telefonu nie zostało zastosowane: { $parts }
phones-tap-answered = Na stuknięcie { $id } tego telefonu { $peer } już odpowiedział: jego odpowiedź jest w bitwie { $peer }.
phones-not-holder = { $writer } prowadzi bitwę: poproś go o przekazanie.
phones-hand-over-apart = Brak połączenia z { $peer }: przekaż, gdy telefony będą połączone, albo { $peer } przejmie.
phones-ask-apart = Brak połączenia z { $peer }: poproś ponownie po połączeniu albo przejmij.
phones-not-my-tap = { $peer } podał, że akcja { $n } była tego telefonu, ale ten telefon nie zaproponował takiego stuknięcia: pokazano ją jako akcję { $peer }.
phones-undo-apart = Ostatnia akcja należy do { $peer }: cofa się ją tylko za zgodą { $peer }, a telefony nie są połączone. Nic się nie zmieniło.
phones-undo-not-last = { $peer } poprosił o cofnięcie akcji, która nie jest tu ostatnia; odmówiono, nic się nie zmieniło.
phones-undo-moved-on = { $peer } poprosił o cofnięcie akcji, która nie jest już tu ostatnia (bitwa poszła dalej); odmówiono, nic się nie zmieniło. { $peer } może poprosić ponownie.
phones-whole-again = Nie wysłano od razu ponownie całej gry do { $peer }: wysłano ją { $ago } s temu i od tego czasu nic się nie zmieniło (najwyżej { $times } razy w { $seconds } s). Zostanie wysłana, gdy ten czas minie.
phones-need-again = Nie wysłano od razu ponownie akcji od { $from } do { $peer }: poprosił o ponad { $chars } znaków z nich w { $seconds } s. Zostaną wysłane, gdy ten czas minie.
# A hand-over by QR code refused as a whole; $parts: why (phones-whole-...).
phones-whole-refused = Odrzucono całe przekazanie: { $parts }. Nic się nie zmieniło.
phones-whole-no-battle = nie mówi, z której bitwy jest (zrobione przez inną wersję aplikacji albo to nie przekazanie)
phones-whole-not-answer = nie jest odpowiedzią na prośbę tego telefonu o dołączenie ani nie jest z tej bitwy
phones-whole-other-battle = jest z innej bitwy
# $need: what the joining phone asked for instead (from: the actions from action $from; whole: the whole game from action $from; none: nothing this phone can read).
phones-whole-join-need = telefon proszący o dołączenie do tej bitwy nie ma jeszcze nic z niej i prosi o całą grę od jej pierwszej akcji, a nie { $need ->
        [from] od akcji { $from }
        [whole] od akcji { $from }, całą
       *[none] o nic, co da się odczytać
    }
phones-whole-bad-key = jego podpis nie pasuje do klucza, który podaje (uszkodzone lub podrobione)
phones-whole-joined-already = prosi o dołączenie do tej bitwy, w którą { $peer } już gra (jego przekazania są podpisane); aby grać w nią z innym telefonem, przestań grać na dwóch telefonach i połącz je od nowa
phones-whole-unsigned = nie jest podpisane przez { $peer }, telefon, z którym ta bitwa jest połączona (zrobione przez inny telefon albo zanim przekazania były podpisywane)
phones-whole-forged = jego podpis nie należy do { $peer } (podrobione, zrobione dla innego połączenia albo podpis tego telefonu)
phones-hand-says-writer = Odrzucono wiadomość od { $peer }: przekazanie nie może mówić, kto prowadzi bitwę; nic się nie zmieniło.
phones-hand-joining-need = Odrzucono wiadomość od telefonu dołączającego do tej bitwy: dopóki nie ma bitwy, czytana jest tylko jego prośba; nic się nie zmieniło.
# $carried: the kinds of message a hand-over carries, as the protocol names them (need, propose...); $kind: the one it carried.
phones-hand-not-carried = Odrzucono wiadomość od { $peer }: przekazanie { $writer ->
        [yes] do telefonu, który prowadzi bitwę,
       *[no] do drugiego telefonu
    } niesie tylko { $carried }, a nie { $kind }; nic się nie zmieniło.
phones-hand-game-unasked-join = Odrzucono całą grę od { $peer }: to nie odpowiedź na prośbę tego telefonu o dołączenie; nic się nie zmieniło.
phones-hand-game-unasked = Odrzucono całą grę od { $peer }, o którą ten telefon nie prosił; nic się nie zmieniło. Następne przekazanie stąd o nią poprosi.
phones-hand-join-other = Odczytano prośbę o dołączenie do tej bitwy od innego telefonu niż poprzednio: następne przekazanie stąd odpowie na tę.
# The two-phone sheet ("Play on two phones", in the battle's More menu) and the top bar's line while a battle is played on two phones.
phones-title = Graj na dwóch telefonach
phones-stop = { $placeholder ->
        [yes] Przestań dołączać (usuwa tę bitwę: bitwa drugiego telefonu nigdy nie przyszła)
       *[no] Przestań grać na dwóch telefonach
    }
# The top bar's line. $peer: the other phone's name ("Phone B"); $over: how the phones meet; $who: whether they are connected; $hand: what the next hand-over carries (phones-bar-hand, or nothing); $writer: whether this phone holds the battle; $last: the time the other phone's last action came ("none": none yet); $waiting: this phone's taps not yet sent.
phones-bar = ⇄ Dwa telefony przez { $over ->
        [net] internet
        [hand] kody QR, bez sieci
       *[wifi] Wi-Fi lub hotspot, bez internetu
    }: { $who ->
        [connected] ● połączono z { $peer }
        [hand] ◇ kodem QR z { $peer }{ $hand }
       *[apart] ✖ brak połączenia z { $peer }
    } · { $writer ->
        [yes] ten telefon prowadzi bitwę
       *[no] { $peer } prowadzi bitwę
    }{ $last ->
        [none] {""}
       *[other] {" "}· ostatnia akcja od { $peer } o { $last }
    }{ $waiting ->
        [0] {""}
        [one] {" "}· { $waiting } stuknięcie czeka na wysłanie
        [few] {" "}· { $waiting } stuknięcia czekają na wysłanie
        [many] {" "}· { $waiting } stuknięć czeka na wysłanie
       *[other] {" "}· { $waiting } stuknięcia czeka na wysłanie
    }
# A tap made while the phones are apart: its verdict shows once the other phone has it. $hand: whether the phones meet by QR code.
phones-kept = { $hand ->
        [yes] Zachowano dla { $peer }: przekaż je kodem QR ({ phones-title }) w następnej przerwie; jego werdykt pojawi się po zeskanowaniu przekazania od { $peer }.
       *[no] Zachowano dla { $peer }: telefony nie są połączone. Zostanie wysłane, gdy będą, a jego werdykt pojawi się wtedy.
    }
# $writer: whether this phone holds the battle (then $by's tap was refused here); $reason: why.
phones-refused-tap = { $writer ->
        [yes] Odrzucono stuknięcie od { $by }: { $reason }
       *[no] { $by } odrzucił stuknięcie tego telefonu: { $reason }
    }
phones-reloaded = Kopię tego telefonu zastąpiła bitwa { $peer } (akcja { $n }).
# $reason: what is wrong with the kept room (as the check said it).
phones-net-unreadable = Nie udało się odczytać pokoju internetowego zapisanego z tym połączeniem ({ $reason }): połącz się ponownie w tej samej sieci Wi-Fi albo zakończ i daj nowe zaproszenie.
phones-reports = Odrzucone od drugiego telefonu
phones-one-phone = Ta bitwa jest tylko na tym telefonie.
phones-qr-how = Bez żadnej sieci: w każdej przerwie jeden telefon pokazuje swoje nowe akcje jako kody QR, a drugi je skanuje. Na telefonie z bitwą stuknij { phones-hold }; na drugim { phones-follow }.
phones-hold = Prowadź bitwę tutaj
phones-follow = Podążaj za drugim telefonem
phones-wifi-title = Ta sama sieć Wi-Fi lub hotspot
phones-wifi-how = Oba telefony w tej samej sieci Wi-Fi lub hotspocie (internet niepotrzebny). Na telefonie z bitwą stuknij { phones-hold }; na drugim telefonie stuknij { phones-join }. Każdy telefon ma własną kopię i każdy gracz może stukać.
phones-join = Dołącz do drugiego telefonu
phones-by-qr = Bez sieci: kody QR
phones-give-invite = 1. Daj to zaproszenie drugiemu telefonowi (zeskanuj lub wyślij)
phones-invite-qr = Kod QR zaproszenia
phones-take-answer = 2. Zeskanuj lub wklej odpowiedź drugiego telefonu
phones-connect = Połącz
phones-take-invite = 1. Zeskanuj lub wklej zaproszenie od telefonu, który prowadzi bitwę
phones-make-answer = Utwórz odpowiedź
phones-give-answer = 2. Oddaj tę odpowiedź telefonowi, który prowadzi bitwę
phones-answer-qr = Kod QR odpowiedzi
# $hand: whether the phones meet by QR code now.
phones-again-invite = { $hand ->
        [yes] Zamiast tego połącz przez Wi-Fi: daj zaproszenie
       *[no] Połącz ponownie: daj zaproszenie
    }
phones-again-answer = { $hand ->
        [yes] Zamiast tego połącz przez Wi-Fi: odpowiedz na zaproszenie
       *[no] Połącz ponownie: odpowiedz na zaproszenie
    }
phones-no-qr = Brak kodu QR ({ $reason }): wyślij zamiast tego tekst.
phones-sent-unanswered = Wysłano do { $peer }: jeszcze bez odpowiedzi. Stuknięcie jest zachowane na tym telefonie, a jego werdykt pojawi się, gdy przyjdzie.
phones-kept-taking-over = Zachowano dla { $peer }: właśnie przejmuje bitwę, a stuknięcie zostanie wysłane, gdy ją poprowadzi.
# Over the internet: what the connection is doing, on the two-phone sheet. $seconds: how long it waited.
phones-net-loading = Ładowanie połączenia przez internet…
# $reason: the browser's words.
phones-net-load-failed = Nie udało się załadować połączenia przez internet ({ $reason }).
phones-net-waiting = Czekam, aż drugi telefon otworzy zaproszenie…
phones-net-alone = Żaden inny telefon nie dołączył w ciągu { $seconds } s. Sprawdź, czy zaproszenie do niego dotarło, albo zamiast tego połącz się w tej samej sieci Wi-Fi.
phones-net-no-relays = Nie udało się dotrzeć do punktów spotkań internetu (publicznych przekaźników) w ciągu { $seconds } s: ten telefon chyba nie ma internetu. Zamiast tego połącz się w tej samej sieci Wi-Fi.
# Connected, and a third phone tried to join. $secret: whether it had another secret; $reason: else, the connection library's words.
phones-net-knocked = Połączono przez internet. { $secret ->
        [yes] Telefon z innym sekretem próbował dołączyć i został odrzucony.
       *[no] Inny telefon nie mógł się połączyć ({ $reason }).
    }
phones-net-secret = Nie można dołączyć: telefon z innym sekretem próbował się połączyć i został odrzucony. Użyj zaproszenia dokładnie takiego, jakie dano (zeskanuj je ponownie), albo utwórz nowe.
phones-net-other = Nie udało się połączyć bezpośrednio z drugim telefonem ({ $reason }). Zamiast tego połącz się w tej samej sieci Wi-Fi.
phones-net-left = Drugi telefon odszedł; czekam, aż wróci…
phones-net-pairing = Połączono przez internet; sprawdzam, czy to sparowany telefon…
phones-net-connected = Połączono przez internet.
# A phone in the internet room refused. $why: old (not the phone this battle was paired with), other (the other phone was paired with another), silent (it did not show it is the paired one in time); $detail: more, or none; $reason: the browser's words when $detail is other.
phones-net-refused = { $why ->
        [old] Inny telefon próbował dołączyć ze starym zaproszeniem i został odrzucony: dołączyć może tylko telefon sparowany z tą bitwą. Aby grać z innym telefonem, daj nowe zaproszenie.
        [other] Drugi telefon jest sparowany z innym telefonem i odrzucił ten: poproś jego gracza o nowe zaproszenie.
       *[silent] Telefon dołączył do pokoju, ale nie pokazał na czas, że jest sparowanym telefonem, i został odrzucony.
    }{ $detail ->
        [none] {""}
        [changed] {" "}(jego połączenie zmieniło się po sprawdzeniu)
        [nonce] {" "}(nie podał nonce, do którego się zobowiązał)
        [unchecked] {" "}(nie udało się sprawdzić jego połączenia)
        [crowd] {" "}(inne telefony czekały na swoją kolej)
        [error] {" "}({ $parts })
       *[other] {" "}({ $reason })
    }
# Why a Wi-Fi invite or answer (pasted or scanned) is not read.
phones-invite-characters = zawiera znaki, których zaproszenie nigdy nie ma
phones-invite-long = ma { $chars } znaków (zaproszenie ma najwyżej { $most })
# $prefix: the word an invite or answer starts with (AFTERMATH-INVITE-1.).
phones-invite-prefix = nie zaczyna się od { $prefix }
phones-invite-no-description = nie zawiera opisu połączenia
phones-no-webrtc = Ta przeglądarka nie może połączyć dwóch telefonów bezpośrednio (brak WebRTC).
phones-no-invite-waiting = Żadne zaproszenie nie czeka na odpowiedź.
# Over the internet (the two-phone sheet's section).
phones-net-title = Przez internet
phones-net-how = Każdy telefon na własnych danych komórkowych lub Wi-Fi. Telefony znajdują się przez publiczne serwery; dołączyć może tylko telefon z zaproszeniem, a bitwa idzie prosto od telefonu do telefonu.
phones-net-invite = Zaproś przez internet
# $writer: whether this phone holds the battle (it gives the invite).
phones-net-wifi-instead = { $writer ->
        [yes] Zamiast tego użyj tej samej sieci Wi-Fi
       *[no] Zamiast tego dołącz w tej samej sieci Wi-Fi
    }
# $state: what the connection did (phones-net-...), on a battle made only to hold the other phone's copy.
phones-net-placeholder = { $state } Dopóki nie przyjdzie gra drugiego telefonu, ta bitwa tylko trzyma jej miejsce: „Przestań dołączać” ją usuwa.
phones-net-carrier = Połączenie: internet (znalezione przez publiczne serwery; dołączyć może tylko posiadacz zaproszenia).
phones-net-give = Daj ten link z zaproszeniem drugiemu telefonowi (zeskanuj lub wyślij)
phones-net-qr = Kod QR zaproszenia przez internet
phones-net-again-failed = Nie udało się ponownie połączyć przez internet ({ $reason }).
# What is wrong with an invite over the internet: $field names its part as the app writes it (invite.room); $parts: what is wrong.
phones-field = { $field }: { $parts }
phones-field-chars = musi mieć { $chars } znaków, ma { $got }
phones-field-b64 = może zawierać tylko litery, cyfry, - lub _
phones-field-text = musi być tekstem, jest { $type }
phones-field-long = ma { $chars } znaków (najwyżej { $most })
phones-field-prefix = musi zaczynać się od { $prefix }
phones-field-parts = musi zawierać system, pokój i sekret (3 części), ma { $got }
phones-field-system = musi być nazwą systemu gry (a-z, 0-9, _; najwyżej 32)
# An invite over the internet opened on the joining phone.
phones-net-invite-failed = Nie udało się otworzyć tego zaproszenia: { $reason }. Nic się nie zmieniło.
# $system: the game system's name as the invite writes it.
phones-net-no-system = invite.system: ta aplikacja nie ma bitew systemu „{ $system }”
phones-net-join-title = Dołącz do bitwy przez internet
phones-net-join-how = Telefon, który prowadzi bitwę, zaprosił ten telefon, by grać w nią razem przez internet. Dołączenie tworzy tu nową bitwę, kopię bitwy drugiego telefonu, w którą potem grają oba telefony.
phones-net-join = Dołącz do bitwy
phones-not-now = Nie teraz
# The name of a battle made to hold the other phone's copy (the player may rename it).
phones-net-battle-name = Bitwa dołączona przez internet
# When the phones could not reach each other on one Wi-Fi: why, how to check, and the next ways.
phones-wifi-failed = Nie udało się nawiązać bezpośredniego połączenia między telefonami w tej sieci Wi-Fi.
phones-wifi-failed-label = Nie udało się nawiązać połączenia Wi-Fi
phones-wifi-isolation = Sieci dla gości i niektóre routery (ustawienie zwane „izolacją klientów” lub „izolacją AP”) nie pozwalają telefonom w jednej sieci Wi-Fi się dosięgnąć. Aby sprawdzić: oba telefony muszą pokazywać tę samą nazwę sieci; sieć dla gości, w kawiarni czy w hotelu zwykle izoluje swoje telefony; na własnym routerze poszukaj w ustawieniach „izolacji klientów”.
phones-wifi-hotspot = Najprościej: włącz hotspot na jednym telefonie (internet niepotrzebny), podłącz do niego drugi telefon, a potem połącz ponownie.
# $writer: whether this phone holds the battle (it can invite over the internet).
phones-wifi-next = { $writer ->
        [yes] Albo grajcie przez internet (każdy telefon na własnych danych komórkowych), albo, bez żadnej sieci, kodami QR.
       *[no] Albo poproś drugi telefon o zaproszenie przez internet i otwórz je, albo, bez żadnej sieci, grajcie kodami QR.
    }
phones-wifi-net-instead = Zamiast tego przez internet
phones-wifi-failed-report = { phones-wifi-failed } { phones-title } mówi dlaczego i jakie są inne sposoby.
# Who holds the battle (its single writer); $term: the number of the turn at holding it (1, 2, ...).
phones-let-hold = Pozwól { $peer } prowadzić bitwę
phones-ask-hold = Poproś o prowadzenie bitwy tutaj
phones-take-over = Przejmij: prowadź bitwę tutaj
phones-take-over-how = Przejmij tylko wtedy, gdy telefonu { $peer } już nie ma (rozładowany lub zgubiony): może być tylko poza zasięgiem. Gdy wróci, to, co zrobił w międzyczasie, zostanie tu wysłane i zastosowane albo odrzucone z podaniem powodu.
phones-now-holds-here = Ten telefon prowadzi teraz bitwę (kadencja { $term }).
# $again: this phone's actions proposed again to the new holder.
phones-now-holds = { $writer } prowadzi teraz bitwę (kadencja { $term }).{ $again ->
        [0] {""}
        [one] {" "}Wysłano mu ponownie { $again } akcję tego telefonu.
        [few] {" "}Wysłano mu ponownie { $again } akcje tego telefonu.
       *[other] {" "}Wysłano mu ponownie { $again } akcji tego telefonu.
    }
phones-handing = Przekazywanie bitwy do { $writer }: przejmie ją, gdy będzie miał każdą akcję.
phones-asked-role = Poproszono { $writer } o przekazanie bitwy.
# A hand-over's link (the other phone's new actions, by QR code) opened in the browser.
phones-link-title = Przekazanie od drugiego telefonu
# $reason: what is wrong with it (phones-hand-...).
phones-link-unread = Nie udało się odczytać tego linku przekazania: { $reason }. Nic się nie zmieniło.
phones-link-no-part = nie zawiera żadnej części przekazania
# $kind: what the link holds instead.
phones-link-wifi = Ten link to { $kind ->
        [invite] zaproszenie Wi-Fi
       *[answer] odpowiedź Wi-Fi
    } drugiego telefonu, a nie przekazanie: otwórz bitwę, potem { phones-title } (w menu Więcej), i wklej go tam. Nic się nie zmieniło.
phones-back-to-battles = Wróć do bitew
phones-link-what = Ten link to przekazanie od drugiego telefonu: nowe akcje bitwy, w którą dwa telefony grają kodami QR, bez sieci.
phones-link-into-how = Wczytaj go do bitwy, w którą ten telefon gra z drugim: podaje bitwę, z której jest, a przekazanie z innej bitwy (lub bez nazwy) jest odrzucane w całości i niczego nie zmienia.
# $name: the battle's name as the player wrote it.
phones-link-into = Wczytaj do „{ $name }”
phones-link-none = Żadna bitwa na tym urządzeniu nie jest grana na dwóch telefonach, więc nie ma tu do czego go wczytać. Otwórz ten link na telefonie, który gra tę bitwę z drugim, albo zeskanuj tam kody drugiego telefonu: Więcej w bitwie, potem { phones-title }, potem zeskanuj przekazanie. Nic się nie zmieniło.
phones-link-unlinked = Ta bitwa nie jest już grana na dwóch telefonach: przekazanie nie zostało odczytane. Nic się nie zmieniło.
# The other phone's whole battle does not keep this copy's actions. $at: the first action it does not keep (0: the battle's start differs); $ours, $theirs: each side's action there, as the engine summarises it ($there: whether the other has one).
phones-differs-kept = Bitwa { $peer } różni się od bitwy tego telefonu { $at ->
        [0] od początku (inna bitwa)
       *[other] od akcji { $at } (tu: „{ $ours }”; u { $peer }: { $there ->
            [yes] „{ $theirs }”
           *[no] nic
        })
    }. Kopia tego telefonu jest zachowana jako bitwa „{ $name }”; ta bitwa podąża teraz za bitwą { $peer }.
phones-differs-unkept = Bitwa { $peer } różni się od bitwy tego telefonu { $at ->
        [0] od początku (inna bitwa)
       *[other] od akcji { $at } (tu: „{ $ours }”; u { $peer }: { $there ->
            [yes] „{ $theirs }”
           *[no] nic
        })
    }, a kopii tego telefonu nie udało się zachować osobno ({ $parts }): bitwy { $peer } nie przyjęto. Nic się nie zmieniło.
# The name given to this phone's copy kept apart (after the battle's name, in brackets).
phones-copy-label = kopia tego telefonu, przed bitwą { $peer }
phones-battle-gone = tej bitwy nie ma już na tym urządzeniu
# Why two phones cannot check each other, or sign a hand-over (said inside another message).
phones-no-crypto-sign = ta przeglądarka nie może podpisywać przekazań (brak Web Crypto: otwórz aplikację przez https)
phones-no-crypto-check = ta przeglądarka nie może sprawdzić drugiego telefonu (brak Web Crypto: otwórz aplikację przez https)
phones-no-certificates = certyfikaty połączenia nie są znane
# What is wrong with the internet room kept with a link (after phones-field's field name).
phones-field-room = musi być pokojem i sekretem, jest { $type }
phones-field-hex = musi mieć 32 cyfry szesnastkowe, ma { $got }

## Found at the table: dice reasons, odds charts, examples, drawings, units
# (Messages of this group follow this line.)
# A distance field's unit, in brackets after its name: $units in (inches) or mm.
tbl-distance-unit = { $units ->
        [mm] mm
       *[in] cale
    }
# Why one die of a Conquest Morale Test passed or failed, on its own beside the die
# under "Why?" (C-10): $value the die, $resolve the Resolve it was rolled against.
tbl-die-reason = { $why ->
        [one] naturalna 1 jest zawsze zdana
        [six] naturalna 6 jest zawsze niezdana
        [at_most] { $value } to nie więcej niż Determinacja { $resolve }
       *[over] { $value } to więcej niż Determinacja { $resolve }
    }
# An odds chart's caption: $title the chart's name, $average the mean outcome.
tbl-odds-certain = { $title }: na pewno { $value }
tbl-odds-average = { $title } (średnio { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) })
# A chance's name to a screen reader: $label what it is, $percent its chance written out.
tbl-odds-chance-aria = { $label }: { $percent }; dotknij, by zobaczyć dokładny ułamek
# A side's name when the players gave none (the app's default, as in a worked example).
tbl-default-player = Gracz { $n }
# A Conquest Stand's place in its Regiment, in the drawing's titles: the rank, then the
# file ($file_n-th from that end; $rank_ord and $file_ord English's ordinal categories).
tbl-stand-place = { $rank ->
        [front] pierwszy szereg
        [rear] ostatni szereg
       *[nth] { $rank_n }.{ $rank_ord ->
           *[other] {""}
        } szereg
    }{ $file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $file_n }.{ $file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $file_n }.{ $file_ord ->
           *[other] {""}
        } od prawej
       *[none] {""}
    }
# A Ninth Age model's place (as tbl-stand-place), then its rank and file counted from 1.
tbl-model-place = { $rank ->
        [front] pierwszy szereg
        [rear] ostatni szereg
       *[nth] { $rank_n }.{ $rank_ord ->
           *[other] {""}
        } szereg
    }{ $file ->
        [left] , lewy skraj
        [right] , prawy skraj
        [centre] , środek
        [from_left] , { $file_n }.{ $file_ord ->
           *[other] {""}
        } od lewej
        [from_right] , { $file_n }.{ $file_ord ->
           *[other] {""}
        } od prawej
       *[none] {""}
    } (szereg { $model_rank }, kolumna { $model_file })

## Conquest screens: the engine's sentences still shown as they came
# (Messages of this group follow this line.)
# What Broken means (C-14): one line each, said of the Regiment (its subject left out).
cq-broken-resolve = używa swojej najniższej Determinacji, bez premii za liczebność, ignoruje dodatnie modyfikatory Determinacji
cq-broken-charge = nie może Szarżować
cq-broken-heal = nie może być Leczony ani mieć Przywracanych Podstawek
cq-broken-objectives = jego Podstawki nie liczą się przy Zajmowaniu Stref Celów
cq-broken-inspired = nie może korzystać z Natchnienia
cq-broken-duel = jego Postacie nie mogą odmówić Pojedynku
# A kind of harm a Wound Pool may name (C-21), as a choice's title.
cq-harm-title = { $harm ->
        [clash] Starcie
        [charge] Szarża lub Impet
        [duel] Pojedynek
        [volley] Salwa
        [spell] Czar
        [decay] Rozkład
        [aura_of_death] Aura Śmierci
        [lethal_demise] Zabójczy Zgon
       *[other] Inne
    }
# A heal a Heal may name (C-29), as a choice's title; $points: Fanatical Devotion's fixed Heal Points.
cq-heal-title = { $source ->
        [regeneration] Regeneracja (X)
        [fanatical_devotion] Fanatyczne Oddanie ({ NUMBER($points, useGrouping: 0) })
        [biotic_renewal] Odnowa Biotyczna
       *[plain] Punkty Leczenia
    }
# An edge of a Regiment in contact, in a card's "Engaged: front, left flank (with ...)" (battle-engaged-edges).
cq-engaged-edge = { $edge ->
        [front] przód
        [left] lewa flanka
        [right] prawa flanka
       *[rear] tył
    }
# What each known special rule does in the app (C-20 to C-29), shown when it is picked and beside Decay's dice.
cq-does-fearless = Ignoruje zasadę Przerażający Regimentu, który zadał Rany.
cq-does-bravery = Ignoruje zasadę Przerażający; na początku swojej Aktywacji Złamany Regiment może przestać być Złamany (to nie Przegrupowanie: licznik rund zostaje).
cq-does-dauntless = Nigdy Złamany, więc nigdy Rozbity; jego straty są nadal liczone.
cq-does-iron-discipline = Nie przerzuca zdanych kości Morale przeciw Ranom z flanki lub tyłu.
cq-does-phalanx = +1 do Determinacji w Testach Morale przeciw Ranom z przodu (nie gdy jest Złamany).
cq-does-oblivious = Otrzymuje 1 Ranę za każde 2 oblane kości Morale, w zaokrągleniu w górę.
cq-does-indomitable = X oblanych kości Morale liczy się jako zdane, po wszystkich przerzutach.
cq-does-terrifying = Wróg w kontakcie z nim testuje Morale przeciw jego Ranom z Determinacją -X (najwyższe X spośród jego Podstawek i Postaci).
cq-does-regeneration = Leczenie X, które pomija Postacie Regimentu (jako Leczenie ze źródłem Regeneracja).
cq-does-fanatical-devotion = Leczenie 3 (jako Leczenie ze źródłem Fanatyczne Oddanie).
cq-does-biotic-renewal = Leczenie K6, lub K3 gdy to nie Piechota, wpisane lub rzucone.
cq-does-decay = Każda Podstawka dotkniętego Regimentu rzuca X kośćmi; każde 5 lub 6 to Rana; bez Testów Morale.

## The campaign's tables, list previews' notes and values the engine describes
# (Messages of this group follow this line.)
# The campaign's tables under the dice (W-1 to W-4): what an outcome of the Recovery
# table means.
tab-recovery-meaning = { $outcome ->
        [crushing_victory] wróg stracił 3 razy więcej modeli lub jeszcze więcej
        [victory] wróg stracił 2 razy więcej modeli
        [pyrrhic_victory] obie strony straciły mniej więcej tyle samo modeli
        [noble_loss] straciłeś 2 razy więcej modeli niż wróg
       *[annihilated] straciłeś 3 razy więcej modeli niż wróg lub jeszcze więcej
    }
# A row of the Casualty Fate table: the D20 faces it covers ($low to $high; $span is
# "one" for a single face), the fate and what it does ($hate and $ep: what a Bitter
# Enemy and a Miraculous Recovery give).
tab-fate-row = { $span ->
        [one] { $low }
       *[range] { $low }–{ $high }
    }: { $fate ->
        [full_recovery] Pełne Wyzdrowienie (obrażenia były znacznie lżejsze, niż się wydawało)
        [wounded] Ranny (jeden rzut w Tabeli Ran)
        [badly_wounded] Ciężko Ranny (trzy rzuty w Tabeli Ran)
        [bitter_enemy] Zaprzysięgły Wróg (zyskuje Nienawiść: { $hate } wobec wrogiej siły)
        [captured] Pojmany (w rękach wroga do wymiany lub wykupu)
       *[miraculous_recovery] Cudowne Wyzdrowienie (zdrowieje i zyskuje +{ $ep } PD)
    }
# A row of the Wound Table: the D20 faces it covers, the wound and what it does (AR, MV,
# ST, RC, LD, AC, CC: the characteristics' abbreviations).
tab-wound-row = { $span ->
        [one] { $low }
       *[range] { $low }–{ $high }
    }: { $location ->
        [chest_wound] Rana klatki piersiowej (Pan -1)
        [leg_wound] Rana nogi (Ruch -1)
        [arm_wound] Rana ręki (Sił -1)
        [blinded_in_one_eye] Oślepiony na jedno oko (Strz -1 i -1 do testów Wypatrywania; oślepiony drugi raz, model jest ślepy i wypada z gry)
        [head_wound] Rana głowy (Dow -1)
        [ear_wound] Rana ucha (-2 do testów Wypatrywania; atakujący od tyłu zyskują +4 WW)
        [shell_shock] Szok bojowy (Akc -1)
       *[hand_wound] Rana dłoni (WW -1)
    }
# A list preview's notes beside a Regiment or Unit. A Character ($name) joins the first
# Regiment of its force (a list file's) or of its warband (a Para Bellum text's).
tab-note-joins-first = { $name } dołącza do tego Regimentu (pierwszego { $of ->
        [warband] w swojej drużynie
       *[force] w swojej sile
    })
# A Character the player moved to this Regiment.
tab-note-joins = { $name } dołącza do tego Regimentu
tab-note-rules-not-kept = { $more } { $more ->
        [one] dalsza zasada specjalna nie została zachowana
        [few] dalsze zasady specjalne nie zostały zachowane
       *[many] dalszych zasad specjalnych nie zachowano
    } (najwyżej { $most })
# $rule: a special rule as the file wrote it.
tab-note-x-out-of-range = { $rule }: X musi wynosić od 1 do { $most }; nie zachowano, dodaj ją w Zbiórce
tab-note-no-x = { $rule }: plik nie podaje wartości X; nie zachowano, dodaj ją w Zbiórce
tab-note-shortened = { $rule }: skrócona do { $most } { $most ->
        [one] znaku
       *[other] znaków
    }
# An upgrade ($name) answered as an auxiliary Stand of the player's $profile; $fielded:
# "no" when a battle does not place it yet.
tab-note-auxiliary = { $name }: pomocnicza Podstawka z { $profile }, zachowana w twojej bibliotece{ $fielded ->
        [no] ; jeszcze nie na polu bitwy
       *[yes] {""}
    }
# $type: the Regiment's type as the file wrote it (infantry, cavalry and brute are
# Conquest's three).
tab-note-type = Typ „{ $type }” to ani piechota, ani kawaleria, ani bestie: wybierz jeden
# A Ninth Age Unit's Champion ($name), one of its models.
tab-note-champion = { $name } jest jednym z modeli Oddziału: { $models } { $models ->
        [one] szeregowy
       *[other] szeregowych
    } i Czempion
tab-note-character-unit = Postać: przychodzi jako osobny Oddział; dołącz ją do Oddziału w Zbiórce
# Where numbers the file lacks came from (import-filled-from's $from): the player's Muster
# profile $profile, kept under another faction ($under) when $kept is "other".
tab-filled-profile = profil Zbiórki „{ $profile }”{ $kept ->
        [other] {" "}(zachowany pod { $under })
       *[same] {""}
    }
tab-filled-library = biblioteka twojej frakcji
# A roster's format, as the import's summary starts: the program that wrote it and its
# file's extension.
tab-format-roster = { $format ->
        [ros] Plik BattleScribe .ros
        [rosz] Plik BattleScribe .rosz
       *[json] Plik New Recruit .json
    }
# A value the engine describes in an error: $n of what it counts ($what); $grouping:
# "yes" when English writes the count with thousands separators.
tab-value-counted = { $grouping ->
        [yes] { $n }
       *[no] { NUMBER($n, useGrouping: 0) }
    } { $what ->
        [items] { $n ->
            [one] element
            [few] elementy
           *[many] elementów
        }
        [characters] { $n ->
            [one] znak
            [few] znaki
           *[many] znaków
        }
        [auxiliary] { $n ->
            [one] pomocnicza Podstawka
            [few] pomocnicze Podstawki
           *[many] pomocniczych Podstawek
        }
        [rolls] { $n ->
            [one] rzut
            [few] rzuty
           *[many] rzutów
        }
        [sides] { $n ->
            [one] strona
            [few] strony
           *[many] stron
        }
       *[levels] { $n ->
            [one] poziom
            [few] poziomy
           *[many] poziomów
        }
    }
# An error whose value the engine describes (tab-value-counted's arguments): the field,
# what it expects ($parts), and the value.
tab-invalid-data-counted = { $field }: { $parts }, podano { $grouping ->
        [yes] { $n }
       *[no] { NUMBER($n, useGrouping: 0) }
    } { $what ->
        [items] { $n ->
            [one] element
            [few] elementy
           *[many] elementów
        }
        [characters] { $n ->
            [one] znak
            [few] znaki
           *[many] znaków
        }
        [auxiliary] { $n ->
            [one] pomocnicza Podstawka
            [few] pomocnicze Podstawki
           *[many] pomocniczych Podstawek
        }
        [rolls] { $n ->
            [one] rzut
            [few] rzuty
           *[many] rzutów
        }
        [sides] { $n ->
            [one] strona
            [few] strony
           *[many] stron
        }
       *[levels] { $n ->
            [one] poziom
            [few] poziomy
           *[many] poziomów
        }
    }

## The worker's own errors, links' and shares' refusals
# (Messages of this group follow this line.)
wk-starting = silnik się uruchamia
wk-reason = { $reason }
wk-file-not-loaded = Nie udało się wczytać { $path } (HTTP { NUMBER($status, useGrouping: 0) })
wk-late-failed = Nie udało się wczytać tej części silnika: { $parts }
wk-qr-unavailable = Kody QR są niedostępne: { $parts }
wk-lists-unavailable = Import list jest niedostępny: { $parts }
wk-stopped = silnik zatrzymał się w trakcie tej czynności ({ $parts }); uruchamia się ponownie
wk-unfinished = silnik nie mógł dokończyć tego żądania ({ $parts }); nic nie zostało zmienione
wk-too-big = Za duże na link ({ $kind ->
        [conquest_battle] { system-word-conquest-battle }
        [conquest_game] { system-word-conquest-battle }
        [conquest_regiment] { system-word-conquest-regiment }
        [conquest_profile] { system-word-conquest-profile }
        [conquest_list] { system-word-conquest-list }
        [conquest_pack] { system-word-conquest-pack }
        [ninth_age_battle] { system-word-ninth-age-battle }
        [ninth_age_game] { system-word-ninth-age-battle }
        [ninth_age_unit] { system-word-ninth-age-unit }
        [ninth_age_profile] { system-word-ninth-age-profile }
        [ninth_age_list] { system-word-ninth-age-list }
        [ninth_age_pack] { system-word-ninth-age-pack }
       *[campaign_roster] { system-word-campaign-roster }
    }): { $what ->
        [depth] { NUMBER($count, useGrouping: 0) } { $count ->
            [one] poziom
            [few] poziomy
           *[many] poziomów
        } zagnieżdżenia, najwyżej { NUMBER($most, useGrouping: 0) }.
        [bytes] { $count } { $count ->
            [one] bajt
            [few] bajty
           *[many] bajtów
        } danych, najwyżej { $most }.
        [characters] { $count } { $count ->
            [one] znak
            [few] znaki
           *[many] znaków
        }, najwyżej { $most }.
       *[items] { $count } { $count ->
            [one] element
            [few] elementy
           *[many] elementów
        }, najwyżej { $most }.
    }
wk-pack-too-large = Ten pakiet profili ({ $count }) jest za duży na kody QR (potrzebowałby więcej niż { $most } kodów): zamiast tego wyślij link lub plik.
