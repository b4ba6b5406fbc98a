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

conquest-why-command-last = Podstawki Dowodzenia usuwa się na końcu; nie została żadna inna
conquest-why-wounded-first = Ranna Podstawka przyjmuje Rany, dopóki nie zostanie zniszczona
conquest-why-rear-rank = szereg { $rank } to ostatni szereg;{ $engaged ->
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
        [auxiliary] Podstawka { $auxiliary } (pomocnicza)
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
        [auxiliary] Podstawka { $auxiliary } (pomocnicza)
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
    } ({ $markers } z { $wounds } Ran otrzymanych) — { $parts }
conquest-stand-heals = { $stand ->
        [auxiliary] Podstawka { $auxiliary } (pomocnicza)
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
        [auxiliary] Podstawkę { $auxiliary } (pomocnicza)
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
    }) (potrzeba { $need }, połowa jej Ran w górę); przepadają
conquest-no-room-to-restore = Brak miejsca, by przywrócić { $stand ->
        [auxiliary] Podstawkę { $auxiliary } (pomocnicza)
       *[stand] Podstawkę
    } straconą z miejsca { $rank ->
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
    }: nie zostaje przywrócona i { $lost ->
        [one] pozostały Punkt Leczenia przepada
        [few] pozostałe { $lost } Punkty Leczenia przepadają
       *[many] pozostałe { $lost } Punktów Leczenia przepada
    }
conquest-no-room-to-restore-because = Brak miejsca, by przywrócić { $stand ->
        [auxiliary] Podstawkę { $auxiliary } (pomocnicza)
       *[stand] Podstawkę
    } straconą z miejsca { $rank ->
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
    } ({ $parts }): nie zostaje przywrócona i { $lost ->
        [one] pozostały Punkt Leczenia przepada
        [few] pozostałe { $lost } Punkty Leczenia przepadają
       *[many] pozostałe { $lost } Punktów Leczenia przepada
    }
conquest-stand-restored = { $stand ->
        [auxiliary] Podstawka { $auxiliary } (pomocnicza)
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
    }) regimentu { $regiment } jest w kontakcie z: { $parts }
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
    }) regimentu { $regiment } nie jest w kontakcie z żadnym wrogiem
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
    }) regimentu { $regiment } została usunięta
conquest-uses-bravery = { $regiment } używa Odwagi: już nie jest Złamany; Złamanie wciąż liczy się od { $stands } { $stands ->
        [one] Podstawki
       *[other] Podstawek
    } w tej Rundzie
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
        [front] od frontu
        [flank] od flanki
        [rear] od tyłu
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
    }) regimentu { $other }
conquest-refused-cannot-stand-there = { $regiment } nie może tam stanąć: { $parts }
conquest-stands-at = { $regiment } stoi w x { NUMBER($x, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }, y { NUMBER($y, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }, zwrócony na { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
conquest-refused-cannot-charge = { $attacker } nie może szarżować na { $edge ->
        [front] front
        [left] lewą flankę
        [right] prawą flankę
       *[rear] tył
    } regimentu { $enemy }: { $parts }
conquest-no-stand-touches = przesunięty o { $offset } { $widths ->
        [one] szerokość
        [few] szerokości
       *[many] szerokości
    } Podstawki, żadna Podstawka regimentu { $attacker } nie dotknęłaby { $enemy }
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
conquest-would-touch = dotknąłby { $other }, z którym nie walczył
conquest-cannot-press = { $regiment } nie może Naciskać ({ $parts }); zostaje na miejscu i jest Niezwiązany walką
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
conquest-presses = { $regiment } naciska: pchnięty o { NUMBER($distance, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
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

## The screens every system shares: the top bar, the log, Undo, dice, keypad and sheets
# (Messages of this group follow this line.)

## Muster: profiles, army lists, their import and a new battle
# (Messages of this group follow this line.)

## Reports, sharing, links, backups and files
# (Messages of this group follow this line.)

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
ninth-wounds-capped = { $parts }: każda rana najwyżej { $hp } Punkty Życia jednego modelu, bez przelewania na drugi
ninth-share = { $attack } ({ $losses })
ninth-excess-from = Nadmiarowe straty ({ $excess }) spowodowały: { $parts }, { $how ->
        [chosen] jak wybrał atakujący gracz
       *[only] jedyny możliwy wybór
    }
ninth-pool-loses = { $pool ->
        [rank_and_file] Pula Punktów Życia szeregowych { $unit }{ $character_s ->
           *[other] {""}
        }
        [champion] Pula Punktów Życia Czempiona { $character }
       *[character] Pula Punktów Życia Postaci { $character }
    } traci { $losses } { $losses ->
        [one] Punkt Życia
        [few] Punkty Życia
       *[many] Punktów Życia
    } ({ $before ->
        [0] {""}
       *[other] { $before } już straconych + { $taken } = { $total }:{" "}
    }{ $count } { $count ->
        [one] cały model
        [few] całe modele
       *[many] całych modeli
    } po { $hp } PŻ, { $left_over } reszty)
ninth-wiped-out = { $pool ->
        [rank_and_file] Pula Punktów Życia szeregowych { $unit }{ $character_s ->
           *[other] {""}
        }
        [champion] Pula Punktów Życia Czempiona { $character }
       *[character] Pula Punktów Życia Postaci { $character }
    } zostaje wybita i niczego nie przenosi
ninth-removed-carried = { $count } { $count ->
        [one] model usunięty
        [few] modele usunięte
       *[many] modeli usuniętych
    }; { $lost } { $lost ->
        [one] stracony Punkt Życia przechodzi
        [few] stracone Punkty Życia przechodzą
       *[many] straconych Punktów Życia przechodzi
    } na kolejne ataki
ninth-pool-excess = { $excess } { $excess ->
        [one] nadmiarowa strata Punktu Życia pominięta
        [few] nadmiarowe straty Punktów Życia pominięte
       *[many] nadmiarowych strat Punktów Życia pominiętych
    }: pula miała tylko { $left } { $left ->
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
    } usunięty z miejsca { $at_rank ->
        [front] pierwszy szereg
        [rear] ostatni szereg
       *[nth] { $at_rank_n }.{ $at_rank_ord ->
           *[other] {""}
        } szereg
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
        [pool_lost] jej pula straciła wszystkie Punkty Życia
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
    } usunięty z miejsca { $at_rank ->
        [front] pierwszy szereg
        [rear] ostatni szereg
       *[nth] { $at_rank_n }.{ $at_rank_ord ->
           *[other] {""}
        } szereg
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
        [pool_lost] jej pula straciła wszystkie Punkty Życia
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
        [one] inna pula
       *[other] inne pule
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
ninth-unstable = Niestabilny: { $losses } { $losses ->
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
        [rank_and_file] Pula Punktów Życia szeregowych { $unit }{ $character_s ->
           *[other] {""}
        }
        [champion] Pula Punktów Życia Czempiona { $character }
       *[character] Pula Punktów Życia Postaci { $character }
    } nie ma już modeli
ninth-refused-unit-empty = { $unit } nie ma już modeli

## The campaign's sentences
# (Messages of this group follow this line.)
campaign-roll-fate = { $name } jest { $kind ->
        [leader] Przywódcą
        [individual] Indywidualistą
        [hero] Bohaterem
        [specialist] Specjalistą
       *[trooper] Żołnierzem
    }: rzut w tabeli Losu Ofiary
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
        [yes] , +{ $bonus } Nieumarli
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
        [stays_zero] { $stat } już wynosi 0 i zostaje 0
        [lowered] { $stat } { $was } -> { $now }
        [spot] testy Wypatrywania { $was_sign ->
            [minus] -
           *[plus] +
        }{ $was } -> { $now_sign ->
            [minus] -
           *[plus] +
        }{ $now }
        [rear_cc] atakujący od tyłu zyskują +{ $now } CC
       *[blind] oślepiony na oba oczy: model jest ślepy i opuszcza rozpiskę
    }
campaign-note-then = { $note ->
        [stays_zero] { $stat } już wynosi 0 i zostaje 0
        [lowered] { $stat } { $was } -> { $now }
        [spot] testy Wypatrywania { $was_sign ->
            [minus] -
           *[plus] +
        }{ $was } -> { $now_sign ->
            [minus] -
           *[plus] +
        }{ $now }
        [rear_cc] atakujący od tyłu zyskują +{ $now } CC
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
       *[many] jego pozostałe { $left } rzutów w Tabeli Ran przepada
    }
campaign-no-outcome = { $force }: brak wyniku (nikt nie zginął)
campaign-outcome = { $force }: { $outcome ->
        [crushing_victory] Miażdżące Zwycięstwo
        [victory] Zwycięstwo
        [pyrrhic_victory] Pyrrusowe Zwycięstwo
        [noble_loss] Szlachetna Porażka
       *[annihilated] Unicestwienie
    }, { $how ->
        [chosen] wybrane przez graczy
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
campaign-refused-confirmed = to pobitewne rozliczenie jest zatwierdzone; cofnij zatwierdzenie, by je zmienić
campaign-refused-nothing-owed = żaden rzut nie jest teraz należny
campaign-refused-other-table = następny rzut dla { $name } jest w tabeli { $table ->
        [recovery] Wyzdrowienia
        [fate] Losu Ofiary
       *[wound] Ran
    }, nie w tabeli { $asked ->
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
    } należne rzuty; następny: { $name } w tabeli { $table ->
        [recovery] Wyzdrowienia
        [fate] Losu Ofiary
       *[wound] Ran
    }
campaign-die = { $die }
campaign-die-and = { $die } i { $parts }
campaign-die-then = { $die }, { $parts }
campaign-owed-by = { $name }: { $parts }
campaign-owed-table = { $table ->
        [recovery] Wyzdrowienia
        [fate] Losu Ofiary
       *[wound] Ran
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    }
campaign-owed-table-then = { $table ->
        [recovery] Wyzdrowienia
        [fate] Losu Ofiary
       *[wound] Ran
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    }; { $parts }
campaign-owed-table-end = { $table ->
        [recovery] Wyzdrowienia
        [fate] Losu Ofiary
       *[wound] Ran
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

## The campaign's screens: the roster, a model's card and its Actions
# (Messages of this group follow this line.)
