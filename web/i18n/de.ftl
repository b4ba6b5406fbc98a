# Aftermath auf Deutsch: NOT COMPLETE until it has every message of en.ftl (other areas'
# messages are still being added to English). Until then it is reached only by ?lang=de
# and every message it lacks falls back to English (web/i18n/language.js, COMPLETE).
# Game terms and their sources: glossary/de.md (confirmed or unconfirmed, term by term).

## The home screen

home-battles = Schlachten
home-saved-battles = Gespeicherte Schlachten
home-no-battles = Auf diesem Gerät sind noch keine Schlachten gespeichert.
home-battle-meta = { $system } · { $updated }
home-rename = Umbenennen
home-rename-label = { $name } umbenennen
home-duplicate = Duplizieren
home-duplicate-label = { $name } duplizieren
home-delete = Löschen
home-delete-label = { $name } löschen
home-new-name = Neuer Name
home-save-name = Namen speichern
home-cancel = Abbrechen
home-delete-ask = „{ $name }“ endgültig löschen?
home-delete-ask-unnamed = „diese Schlacht“ endgültig löschen?
home-delete-yes = Ja, löschen
home-delete-keep = Behalten
home-examples = Beispiele
home-examples-title = Mit einem Beispiel beginnen
home-examples-waiting = Die Beispiele werden geladen…
conquest-new-battle = Neue Conquest-Schlacht
ninth-age-new-battle = Neue The-Ninth-Age-Schlacht
engine-starting-title = Regelmodul startet
backup-title = Musterung und Sicherung
backup-about = Regiments- und Einheitenprofile und Armeelisten auf diesem Gerät, und eine Sicherungsdatei mit allem.
backup-muster = Musterung
backup-export = Alles exportieren
backup-import = Sicherungsdatei importieren
campaign-title = Kampagne
campaign-new = Kampagnen-Nachbereitung
campaign-rosters = Kaderlisten
language-label = Sprache
language-en = English
language-pl = Polski
language-de = Deutsch
language-fr = Français
language-es = Español
language-it = Italiano
language-pseudo = Pseudo (Tests)
language-failed = Die Texte für { $code } konnten nicht geladen werden ({ $reason }): Die Seite ist auf Englisch.
language-pick-failed = Die Texte für { $code } konnten nicht geladen werden ({ $reason }): Es wurde nichts geändert.

## Storage on this device (the home screen's last panel)

storage-title = Speicher auf diesem Gerät
storage-asking = Belegter Speicher: Browser wird gefragt …
storage-unreadable-count = Nicht lesbar ({ $count })
storage-unreadable-about = Diese gespeicherten Einträge waren beschädigt. Sie bleiben hier so erhalten, wie sie gefunden wurden: Kopiere oder lade den Text herunter, um ihn zu reparieren, oder verwirf ihn.
storage-unreadable-item = { $kind } „{ $key }“: { $reason }
storage-raw-label = Rohtext von { $kind } { $key }
storage-download = Herunterladen
storage-discard = Verwerfen
storage-discard-label = { $kind } { $key } verwerfen
storage-not-kept = Nichts wird aufbewahrt: Dieser Browser gibt Aftermath keinen Speicher, also bleiben Schlachten und Kaderlisten nur erhalten, bis diese Seite geschlossen oder neu geladen wird.
storage-stopped = Das Speichern auf diesem Gerät wurde angehalten: Lade die Seite neu, um wieder zu speichern.
storage-space-unknown = Belegter Speicher: Der Browser gibt keine Auskunft.
storage-space = Belegter Speicher: { $used }, { $left } frei.
storage-gb = { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } GB
storage-mb = { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
storage-kb = { $size } kB
storage-persistent = Bleibt erhalten, bis du es löschst (dauerhafter Speicher).
storage-not-persistent = Nicht dauerhaft: Der Browser darf ihn löschen, wenn das Gerät knapp an Speicher ist.
storage-persistence-asking = Dauerhaftigkeit: Browser gefragt, Antwort steht aus.
storage-persistence-unknown = Dauerhaftigkeit: Der Browser gibt keine Auskunft.
storage-space-and-kept = { $amounts } { $kept }

## The engine's sentences: a rule's reason or a step of the log, the rule id beside it

rule-cited = { $reason } ({ $rule })
not-now = Nicht jetzt: { $reason }

conquest-pool-received = { $regiment } erhält einen Wundenpool von { $wounds }
conquest-pool-suffered = { $regiment } erlitt { $suffered } { $suffered ->
        [one] Wunde
       *[other] Wunden
    } aus diesem Wundenpool
conquest-below-strength = { $regiment } ist unter Anfangsstärke
conquest-no-test-destroyed = Kein Moraltest: Das Regiment wurde vernichtet
conquest-no-test-harm = Kein Moraltest: Wunden { $harm ->
        [clash] aus dem Nahkampf
        [charge] aus Angriff oder Wucht
        [duel] aus einem Duell
        [volley] aus einer Salve
        [spell] aus einem Zauber
        [decay] durch Verfall
        [aura_of_death] durch Todesaura
        [lethal_demise] durch Tödliches Ende
       *[other] aus anderer Quelle
    } lösen keinen aus
conquest-no-test-marked = Kein Moraltest: Der Wundenpool ist als „Löst keine Moraltests aus“ markiert
conquest-must-test-first = { $regiment } muss zuerst seinen Moraltest ablegen ({ $dice } { $dice ->
        [one] Würfel
       *[other] Würfel
    }), bevor { $action ->
        [pool] ein weiterer Wundenpool folgt
        [heal] es geheilt wird
        [character] weitere Wunden folgen
        [rally] es sich sammelt
        [place] Regimenter bewegt werden
        [charge] ein Angriff folgt
        [round] eine neue Runde beginnt
        [decay] Verfall eintritt
       *[contacts] sich Kontakte ändern
    }
conquest-no-test-to-take = { $regiment } hat keinen Moraltest abzulegen
conquest-die = Würfel { $value }: { $result ->
        [pass] bestanden
       *[fail] nicht bestanden
    } — { $why ->
        [one] eine natürliche 1 besteht immer
        [six] eine natürliche 6 scheitert immer
        [at_most] { $value } ist nicht höher als Entschlossenheit { $resolve }
       *[over] { $value } ist höher als Entschlossenheit { $resolve }
    }
conquest-reroll-die = Wiederholung { $value }: { $result ->
        [pass] bestanden
       *[fail] nicht bestanden
    } — { $why ->
        [one] eine natürliche 1 besteht immer
        [six] eine natürliche 6 scheitert immer
        [at_most] { $value } ist nicht höher als Entschlossenheit { $resolve }
       *[over] { $value } ist höher als Entschlossenheit { $resolve }
    }
conquest-not-rerolled = { $arc ->
        [flank] Flanke
       *[rear] Rücken
    }: Eiserne Disziplin, bestandene Würfel werden nicht wiederholt
conquest-rerolled = { $arc ->
        [flank] Flanke
       *[rear] Rücken
    }: { $passes } { $passes ->
        [one] bestandener Würfel wiederholt
       *[other] bestandene Würfel wiederholt
    }
conquest-indomitable = Unbezwingbar { $x }: { $saved ->
        [one] ein Fehlschlag zählt
       *[other] { $saved } Fehlschläge zählen
    } als bestanden
conquest-oblivious = Ahnungslos: { $failed } { $failed ->
        [one] Fehlschlag
       *[other] Fehlschläge
    } -> { $wounds } { $wounds ->
        [one] Wunde
       *[other] Wunden
    }
conquest-test-result = { $passed } bestanden, { $failed } nicht bestanden{ $wounds ->
        [0] {""}
        [one] : { $wounds } Wunde, die keine weiteren Tests auslöst
       *[other] : { $wounds } Wunden, die keine weiteren Tests auslösen
    }

parts-separator = {", "}
conquest-morale-roll = Moraltest: { $dice } { $dice ->
        [one] Würfel
       *[other] Würfel
    } gegen Entschlossenheit { $value } ({ $parts } = { $value })
conquest-resolve-line = Entschlossenheit { $value }: { $parts } = { $value }
conquest-resolve-base = { $kind ->
        [lowest] niedrigster
       *[highest] höchster
    } Wert { $base }
conquest-resolve-no-size = kein Größenbonus (Gebrochen)
conquest-resolve-size = Größenbonus +{ $bonus } ({ $stands } { $stands ->
        [one] Stand
       *[other] Stände
    })
conquest-resolve-modifier = Modifikator { $sign ->
        [minus] -
       *[plus] +
    }{ $size }
conquest-resolve-modifier-ignored = Modifikator { $sign ->
        [minus] -
       *[plus] +
    }{ $size } ignoriert (Gebrochen)
conquest-resolve-terrifying = Furchterregend -{ $x }
conquest-resolve-terrifying-ignored = Furchterregend ignoriert ({ $rule ->
        [fearless] Furchtlos
       *[bravery] Tapferkeit
    })
conquest-resolve-phalanx = Phalanx +1
conquest-terrifying = Furchterregend { $x }: Entschlossenheit { $was } -> { $now }
conquest-terrifying-from = Furchterregend { $x } ({ $source }): Entschlossenheit { $was } -> { $now }
conquest-terrifying-ignored = Furchterregend { $x } ignoriert: { $regiment } hat { $rule ->
        [fearless] Furchtlos
       *[bravery] Tapferkeit
    }
conquest-terrifying-from-ignored = Furchterregend { $x } ({ $source }) ignoriert: { $regiment } hat { $rule ->
        [fearless] Furchtlos
       *[bravery] Tapferkeit
    }
conquest-phalanx = Phalanx gegen Wunden von vorn: Entschlossenheit { $was } -> { $now }

conquest-heals-with = { $regiment } heilt mit { $points } { $points ->
        [one] Heilpunkt
       *[other] Heilpunkten
    }{ $source ->
        [regeneration] {" "}(Regeneration)
        [fanatical_devotion] {" "}(Fanatische Hingabe)
        [biotic_renewal] {" "}(Biotische Erneuerung)
       *[none] {""}
    }
conquest-regeneration-skips = Regeneration lässt die Charaktere des Regiments aus
conquest-healing-done = Heilung beendet: { $spent } verbraucht{ $lost ->
        [0] {""}
       *[other] , { $lost } verloren (kein Platz)
    }{ $unused ->
        [0] {""}
       *[other] , { $unused } ungenutzt
    }
conquest-regeneration-of = Regeneration { $points } für { $character }: { $healed } { $healed ->
        [one] Wundmarker
       *[other] Wundmarker
    } geheilt{ $lost ->
        [0] {""}
       *[other] , { $lost } verloren
    }
conquest-character-heals = Charakter { $character } heilt { $healed } { $healed ->
        [one] Wundmarker
       *[other] Wundmarker
    }

conquest-character-removed = Charakter { $character } wird als Verlust entfernt
conquest-character-markers = Charakter { $character } hat { $markers } { $markers ->
        [one] Wundmarker
       *[other] Wundmarker
    }
conquest-character-no-morale = Kein Moraltest für { $regiment }: die eigenen Wunden eines Charakters sind kein Wundenpool
conquest-character-removed-with = Charakter { $character } wird mit dem letzten Stand von { $regiment } als Verlust entfernt

conquest-rallies = { $regiment } sammelt sich{ $was ->
        [broken] : nicht mehr Gebrochen
       *[steady] {""}
    }; Gebrochen wird nun ab { $stands } { $stands ->
        [one] Stand
       *[other] Ständen
    } gezählt
conquest-round-begins = Runde { $round } beginnt: Die Gebrochen-Zählung jedes Regiments beginnt von vorn
conquest-still-broken = { $regiment } ist weiter Gebrochen: Zerschlagen wird nun ab { $stands } { $stands ->
        [one] Stand
       *[other] Ständen
    } gezählt
conquest-active-player = { $player } ist der aktive Spieler

conquest-charges = { $regiment } greift { $edge ->
        [front] die Front
        [left] die linke Flanke
        [right] die rechte Flanke
       *[rear] den Rücken
    } von { $enemy } an: { $stands } { $stands ->
        [one] Stand
       *[other] Stände
    } gegen { $enemy_stands } in Kontakt

conquest-excess-ignored = { $excess } { $excess ->
        [one] überzählige Wunde ignoriert
       *[other] überzählige Wunden ignoriert
    }: kein Stand mehr übrig, der sie nehmen könnte
conquest-dauntless = { $regiment } ist Unerschrocken: hat diese Runde { $lost } von { $stands } { $stands ->
        [one] Stand
       *[other] Ständen
    } verloren und wird nie Gebrochen
conquest-broken = { $regiment } ist Gebrochen: hat diese Runde { $lost } von { $stands } { $stands ->
        [one] Stand
       *[other] Ständen
    } verloren (die Hälfte, aufgerundet, ist { $needed })
conquest-shattered = { $regiment } ist Zerschlagen: hat { $lost } von { $stands } { $stands ->
        [one] Stand
       *[other] Ständen
    } verloren, { $stands ->
        [one] den
       *[other] die
    } es beim Brechen hatte (die Hälfte, aufgerundet, ist { $needed }); alle Stände entfernt
conquest-destroyed = { $regiment } hat keine Stände mehr und ist vernichtet

conquest-back-in-contact = { $regiment } ist nach einem früheren Abdrängen wieder in Kontakt: nicht mehr Gestrandet
conquest-stays-unengaged = { $regiment } bleibt ohne Kontakt: Es ist nicht im Kampf
conquest-not-stranded-after-all = { $regiment } ist doch nicht Gestrandet: Es wird nicht abgedrängt

conquest-refused-already-destroyed = { $regiment } ist bereits vernichtet
conquest-refused-destroyed = { $regiment } ist vernichtet
conquest-refused-destroyed-no-rally = { $regiment } ist vernichtet und kann sich nicht sammeln
conquest-refused-destroyed-no-heal = { $regiment } ist vernichtet und kann nicht geheilt werden
conquest-refused-character-removed = { $character } wurde entfernt
conquest-refused-character-already-removed = { $character } wurde bereits entfernt
conquest-refused-broken-no-heal = { $regiment } ist Gebrochen: Ein gebrochenes Regiment kann nicht geheilt werden
conquest-refused-broken-no-restore = { $regiment } ist Gebrochen: Ein gebrochenes Regiment kann weder geheilt werden noch verlorene Stände zurückerhalten
conquest-refused-broken-no-charge = { $regiment } ist Gebrochen: Ein gebrochenes Regiment kann nicht angreifen (Ch6)
conquest-refused-not-broken = { $regiment } ist nicht Gebrochen
conquest-refused-no-bravery = { $regiment } hat keine Tapferkeit
conquest-refused-max-rounds = Eine Schlacht hat höchstens { $rounds } { $rounds ->
        [one] Runde
       *[other] Runden
    }
conquest-refused-no-battlefield-to-push = Diese Schlacht hat kein Schlachtfeld: Niemand wird abgedrängt
conquest-refused-pushed-after-the-test = Gestrandete Regimenter werden nach den Verlusten des Moraltests abgedrängt: Wähle ihre Reihenfolge mit diesem Test
conquest-refused-nothing-to-push = Diese Aktion lässt kein Regiment stranden: Es gibt nichts abzudrängen
conquest-refused-not-engaged-before = { $regiment } war vor dieser Aktion nicht im Kampf: Es kann weder stranden noch abgedrängt werden
conquest-refused-contacts-from-positions = Auf einem Schlachtfeld ergeben sich Kontakte aus den Positionen: Bewege Regimenter stattdessen mit Platzieren
conquest-refused-no-battlefield-to-place = Diese Schlacht hat kein Schlachtfeld, auf dem Regimenter platziert werden könnten
conquest-refused-casualties-not-complete = Die Verluste der letzten Aktion sind noch nicht vollständig
conquest-refused-enemy-not-placed = { $enemy } steht noch nicht auf dem Schlachtfeld: Bewege es zuerst auf das Schlachtfeld, dann kann { $attacker } eine seiner Kanten angreifen

conquest-edge-pair = seine { $own ->
        [front] Front
        [right] rechte Flanke
        [rear] Rücken
       *[left] linke Flanke
    } { $theirs ->
        [front] an der Front
        [right] an der rechten Flanke
        [rear] am Rücken
       *[left] an der linken Flanke
    } des Gegners
conquest-in-contact = { $regiment } ist in Kontakt mit { $enemy }: { $stands } { $stands ->
        [one] Stand
       *[other] Stände
    } gegen { $enemy_stands } ({ $parts })
conquest-also-in-contact = { $regiment } ist auch in Kontakt mit { $enemy }: { $stands } { $stands ->
        [one] Stand
       *[other] Stände
    } gegen { $enemy_stands } ({ $parts })

conquest-name = { $name }
conquest-out-of-contact = Ohne Kontakt: { $parts }; Gestrandete Regimenter werden nach den Verlusten des Moraltests abgehandelt
# A Stand's place in its formation is said as its rank (front, rear, or the nth) and,
# when the formation has more than one file, its file (left or right end, centre, or
# the nth from an end); a length in the players' unit (mm or in), to a tenth.
# Why a Wound goes to a Stand (C-4): $origin is the Command Stand's file or the centre
# file, $far how many files from it (a half on an even front).
conquest-why-command-last = Kommando-Stände werden zuletzt entfernt; kein anderer ist übrig
conquest-why-wounded-first = ein verwundeter Stand nimmt Wunden, bis er vernichtet ist
# $parts: the reason within the rank.
conquest-why-rear-rank = { $rank ->
        [1] Glied 1 ist das einzige Glied
       *[other] Glied { $rank } ist das hinterste Glied
    };{ $engaged ->
        [kept] {" "}es hält Stände im Kampf in Kontakt;
        [all] {" "}jeder Stand dort ist im Kampf;
       *[none] {""}
    } { $parts }
conquest-why-on-the-file = { $how ->
        [last] der mittlere Stand geht zuletzt
        [only_in_rank] der einzige Stand im Glied
       *[only] die einzige Wahl
    } (in { $origin ->
        [command] der Reihe des Kommando-Stands
       *[centre] der mittleren Reihe
    })
conquest-why-only-choice = die einzige Wahl ({ $far } { $far ->
        [one] Reihe
       *[other] Reihen
    } { $origin ->
        [command] vom Kommando-Stand
       *[centre] von der mittleren Reihe
    })
conquest-why-furthest = am weitesten { $origin ->
        [command] vom Kommando-Stand
       *[centre] von der mittleren Reihe
    } ({ $far } { $far ->
        [one] Reihe
       *[other] Reihen
    })
conquest-why-tied = { $far } { $far ->
        [one] Reihe
       *[other] Reihen
    } { $origin ->
        [command] vom Kommando-Stand
       *[centre] von der mittleren Reihe
    }, auf beiden Seiten gleich; { $last_side ->
        [left] abwechselnde Enden: der letzte verlorene Stand war links
        [right] abwechselnde Enden: der letzte verlorene Stand war rechts
       *[none] der erste Gleichstand geht nach links
    }
# A Stand takes Wounds (C-4); $parts: why this Stand.
conquest-stand-destroyed = Der { $stand ->
        [auxiliary] { $auxiliary }-Stand (Hilfstruppe)
       *[stand] Stand
    } { $rank ->
        [front] im vordersten Glied
        [rear] im hintersten Glied
       *[nth] im { $rank_n }{ $rank_ord ->
            [one] .
           *[other] .
        } Glied
    }{ $file ->
        [left] , linkes Ende,
        [right] , rechtes Ende,
        [centre] , Mitte,
        [from_left] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von links,
        [from_right] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von rechts,
       *[none] {""}
    } nimmt { $taken } { $taken ->
        [one] Wunde
       *[other] Wunden
    } und ist vernichtet — { $parts }
conquest-stand-takes = Der { $stand ->
        [auxiliary] { $auxiliary }-Stand (Hilfstruppe)
       *[stand] Stand
    } { $rank ->
        [front] im vordersten Glied
        [rear] im hintersten Glied
       *[nth] im { $rank_n }{ $rank_ord ->
            [one] .
           *[other] .
        } Glied
    }{ $file ->
        [left] , linkes Ende,
        [right] , rechtes Ende,
        [centre] , Mitte,
        [from_left] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von links,
        [from_right] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von rechts,
       *[none] {""}
    } nimmt { $taken } { $taken ->
        [one] Wunde
       *[other] Wunden
    } ({ $markers } seiner { $wounds } Wunden erlitten) — { $parts }

# Stands healed and restored (C-7 to C-9).
conquest-stand-heals = Der { $stand ->
        [auxiliary] { $auxiliary }-Stand (Hilfstruppe)
       *[stand] Stand
    } { $rank ->
        [front] im vordersten Glied
        [rear] im hintersten Glied
       *[nth] im { $rank_n }{ $rank_ord ->
            [one] .
           *[other] .
        } Glied
    }{ $file ->
        [left] , linkes Ende,
        [right] , rechtes Ende,
        [centre] , Mitte,
        [from_left] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von links,
        [from_right] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von rechts,
       *[none] {""}
    } heilt { $healed } { $healed ->
        [one] Wundmarker
       *[other] Wundmarker
    }{ $command ->
        [yes] {" "}(Kommando-Stand zuerst)
       *[no] {""}
    }
conquest-too-few-to-restore = { $left } { $left ->
        [one] Heilpunkt
       *[other] Heilpunkte
    } übrig: zu wenig, um { $stand ->
        [auxiliary] den { $auxiliary }-Stand (Hilfstruppe)
       *[stand] den Stand
    } wiederherzustellen ({ $rank ->
        [front] aus dem vordersten Glied
        [rear] aus dem hintersten Glied
       *[nth] aus dem { $rank_n }{ $rank_ord ->
            [one] .
           *[other] .
        } Glied
    }{ $file ->
        [left] , linkes Ende
        [right] , rechtes Ende
        [centre] , Mitte
        [from_left] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von links
        [from_right] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von rechts
       *[none] {""}
    }; nötig: { $need }, die Hälfte seiner Wunden, aufgerundet); { $left ->
        [one] er bleibt
       *[other] sie bleiben
    } ungenutzt
conquest-no-room-to-restore = Kein Platz, um { $stand ->
        [auxiliary] den { $auxiliary }-Stand (Hilfstruppe)
       *[stand] den Stand
    } wiederherzustellen (verloren { $rank ->
        [front] aus dem vordersten Glied
        [rear] aus dem hintersten Glied
       *[nth] aus dem { $rank_n }{ $rank_ord ->
            [one] .
           *[other] .
        } Glied
    }{ $file ->
        [left] , linkes Ende
        [right] , rechtes Ende
        [centre] , Mitte
        [from_left] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von links
        [from_right] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von rechts
       *[none] {""}
    }): Er wird nicht wiederhergestellt und { $lost ->
        [one] der verbleibende Heilpunkt geht verloren
       *[other] die verbleibenden { $lost } Heilpunkte gehen verloren
    }
# $parts: why there is no room on the battlefield.
conquest-no-room-to-restore-because = Kein Platz, um { $stand ->
        [auxiliary] den { $auxiliary }-Stand (Hilfstruppe)
       *[stand] den Stand
    } wiederherzustellen (verloren { $rank ->
        [front] aus dem vordersten Glied
        [rear] aus dem hintersten Glied
       *[nth] aus dem { $rank_n }{ $rank_ord ->
            [one] .
           *[other] .
        } Glied
    }{ $file ->
        [left] , linkes Ende
        [right] , rechtes Ende
        [centre] , Mitte
        [from_left] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von links
        [from_right] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von rechts
       *[none] {""}
    }; { $parts }): Er wird nicht wiederhergestellt und { $lost ->
        [one] der verbleibende Heilpunkt geht verloren
       *[other] die verbleibenden { $lost } Heilpunkte gehen verloren
    }
conquest-stand-restored = Der { $stand ->
        [auxiliary] { $auxiliary }-Stand (Hilfstruppe)
       *[stand] Stand
    } { $command ->
        [yes] an seiner ursprünglichen Position
       *[no] { $rank ->
        [front] im vordersten Glied
        [rear] im hintersten Glied
       *[nth] im { $rank_n }{ $rank_ord ->
            [one] .
           *[other] .
        } Glied
    }{ $file ->
        [left] , linkes Ende,
        [right] , rechtes Ende,
        [centre] , Mitte,
        [from_left] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von links,
        [from_right] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von rechts,
       *[none] {""}
    }
    } wird mit { $spent } { $spent ->
        [one] Heilpunkt
       *[other] Heilpunkten
    } wiederhergestellt, { $spent } von { $wounds } Wunden verbleiben{ $command ->
        [yes] {" "}(Kommando-Stände zuerst)
       *[no] {""}
    }
# Contacts set by hand (C-2): $parts are the enemies' names, each conquest-name.
conquest-stand-contacts = Der Stand von { $regiment } { $rank ->
        [front] im vordersten Glied
        [rear] im hintersten Glied
       *[nth] im { $rank_n }{ $rank_ord ->
            [one] .
           *[other] .
        } Glied
    }{ $file ->
        [left] , linkes Ende,
        [right] , rechtes Ende,
        [centre] , Mitte,
        [from_left] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von links,
        [from_right] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von rechts,
       *[none] {""}
    } ist in Kontakt mit { $parts }
conquest-stand-contacts-none = Der Stand von { $regiment } { $rank ->
        [front] im vordersten Glied
        [rear] im hintersten Glied
       *[nth] im { $rank_n }{ $rank_ord ->
            [one] .
           *[other] .
        } Glied
    }{ $file ->
        [left] , linkes Ende,
        [right] , rechtes Ende,
        [centre] , Mitte,
        [from_left] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von links,
        [from_right] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von rechts,
       *[none] {""}
    } ist mit keinem Feind in Kontakt
conquest-refused-stand-removed = der Stand von { $regiment } { $rank ->
        [front] im vordersten Glied
        [rear] im hintersten Glied
       *[nth] im { $rank_n }{ $rank_ord ->
            [one] .
           *[other] .
        } Glied
    }{ $file ->
        [left] , linkes Ende,
        [right] , rechtes Ende,
        [centre] , Mitte,
        [from_left] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von links,
        [from_right] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von rechts,
       *[none] {""}
    } wurde entfernt
# Bravery, Decay and a Wound Pool's source (C-21, C-28, C-29).
conquest-uses-bravery = { $regiment } nutzt Tapferkeit: nicht mehr Gebrochen; Gebrochen wird diese Runde weiter ab { $stands } { $stands ->
        [one] Stand
       *[other] Ständen
    } gezählt
conquest-decay = Verfall { $x }: { $stands } { $stands ->
        [one] Stand würfelt
       *[other] Stände würfeln
    } { $dice } { $dice ->
        [one] Würfel
       *[other] Würfel
    }, davon { $wounds } mit 5 oder 6: { $wounds } { $wounds ->
        [one] Wunde
       *[other] Wunden
    }, keine Moraltests
# $source is the enemy named, if $named is yes; $harm the kind of harm, or none.
conquest-pool-source = Wundenpool { $named ->
        [yes] von { $source }
       *[no] ohne genannte Quelle
    }{ $harm ->
        [clash] , Nahkampf
        [charge] , Angriff oder Wucht
        [duel] , Duell
        [volley] , Salve
        [spell] , Zauber
        [decay] , Verfall
        [aura_of_death] , Todesaura
        [lethal_demise] , Tödliches Ende
        [other] , Sonstiges
       *[none] {""}
    }, Wunden { $arc ->
        [front] von vorn
        [flank] von der Flanke
        [rear] von hinten
       *[not_named] aus nicht genannter Richtung
    }
# Regiments' names joined by "and": each is $name, then $parts (the next one, or what
# follows the last).
conquest-name-and = { $name } und { $parts }
conquest-name-still-touching = { $name }, ist aber noch in Kontakt mit { $parts }
# The battlefield (C-17): where a Regiment stands, and why it cannot stand there.
conquest-off-battlefield = der Stand { $rank ->
        [front] im vordersten Glied
        [rear] im hintersten Glied
       *[nth] im { $rank_n }{ $rank_ord ->
            [one] .
           *[other] .
        } Glied
    }{ $file ->
        [left] , linkes Ende,
        [right] , rechtes Ende,
        [centre] , Mitte,
        [from_left] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von links,
        [from_right] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von rechts,
       *[none] {""}
    } läge außerhalb des Schlachtfelds
conquest-overlaps = der Stand { $rank ->
        [front] im vordersten Glied
        [rear] im hintersten Glied
       *[nth] im { $rank_n }{ $rank_ord ->
            [one] .
           *[other] .
        } Glied
    }{ $file ->
        [left] , linkes Ende,
        [right] , rechtes Ende,
        [centre] , Mitte,
        [from_left] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von links,
        [from_right] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von rechts,
       *[none] {""}
    } würde den Stand von { $other } { $other_rank ->
        [front] im vordersten Glied
        [rear] im hintersten Glied
       *[nth] im { $other_rank_n }{ $other_rank_ord ->
            [one] .
           *[other] .
        } Glied
    }{ $other_file ->
        [left] , linkes Ende,
        [right] , rechtes Ende,
        [centre] , Mitte,
        [from_left] , { $other_file_n }{ $other_file_ord ->
            [one] .
           *[other] .
        } von links,
        [from_right] , { $other_file_n }{ $other_file_ord ->
            [one] .
           *[other] .
        } von rechts,
       *[none] {""}
    } { $moving ->
        [yes] durchqueren
       *[no] überlappen
    }
# $parts: why.
conquest-refused-cannot-stand-there = { $regiment } kann dort nicht stehen: { $parts }
conquest-stands-at = { $regiment } steht bei x { NUMBER($x, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }, y { NUMBER($y, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }, Ausrichtung { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
# $parts: why.
conquest-refused-cannot-charge = { $attacker } kann { $edge ->
        [front] die Front
        [left] die linke Flanke
        [right] die rechte Flanke
       *[rear] den Rücken
    } von { $enemy } nicht angreifen: { $parts }
conquest-no-stand-touches = um { $offset } { $widths ->
        [one] Standbreite
       *[other] Standbreiten
    } verschoben, würde kein Stand von { $attacker } { $enemy } berühren
# $parts: the enemies' names joined by "and".
conquest-leaves-contact = { $regiment } verlässt den Kontakt mit { $parts }
conquest-first-battlefield = Ein Schlachtfeld von { $unit ->
        [in] { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) } x { NUMBER($depth, useGrouping: 0, maximumFractionDigits: 1) }″
       *[mm] { NUMBER($width, useGrouping: 0) } x { NUMBER($depth, useGrouping: 0) } mm
    }: Beide Armeen stehen in ihren Hälften, einander gegenüber
conquest-pair-with = { $a } mit { $b }
# $parts: the pairs of Regiments, each conquest-pair-with.
conquest-hand-set-end = Die von Hand gesetzten Kontakte ({ $parts }) enden: Auf einem Schlachtfeld bestimmen die Positionen die Kontakte, greife also erneut an, um die anderen in den Kampf zu verwickeln
conquest-refused-too-wide = { $regiment } ({ NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } breit) ist breiter als das Schlachtfeld ({ NUMBER($field_width, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }): Wähle einen größeren Tisch
# $player_s: yes when the player's name ends in s (German, like English, writes Jonas' Hälfte).
conquest-refused-no-room-in-half = { $regiment } hat keinen Platz in { $player }{ $player_s ->
        [yes] '
       *[no] s
    } Hälfte des { $unit ->
        [in] { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) } x { NUMBER($depth, useGrouping: 0, maximumFractionDigits: 1) }″
       *[mm] { NUMBER($width, useGrouping: 0) } x { NUMBER($depth, useGrouping: 0) } mm
    } großen Schlachtfelds: Wähle einen größeren Tisch
# $parts: why.
conquest-refused-cannot-be-deployed = { $regiment } kann nicht aufgestellt werden: { $parts }
# Stranded Regiments and Press the Attack (C-18, C-19): $parts are names joined by "and".
conquest-engaged-again = { $regiment } ist wieder im Kampf mit { $parts }
# $parts: the Regiments in the order pushed, each conquest-name.
conquest-push-order = { $player } drängt sie in dieser Reihenfolge ab: { $parts }
conquest-still-engaged = { $regiment } hat den Kontakt mit { $parts } verloren: nicht Gestrandet
conquest-unengaged-not-stranded = { $regiment } ist nicht im Kampf, aber nicht Gestrandet: { $opponents ->
        [one] sein einziger Gegner ({ $parts }) ist vernichtet
       *[other] alle seine Gegner ({ $parts }) sind vernichtet
    }
conquest-separated = { $regiment } hat die Stände verloren, die in Kontakt mit { $parts } waren: Es ist nicht Gestrandet (Ch6: nur die Gegner des Regiments, das Stände verliert, können es werden)
conquest-stranded = { $regiment } ist Gestrandet: nicht mehr in Kontakt mit { $parts }
conquest-no-straight-push = keine gerade Bewegung bringt es entlang derselben Kanten wieder in Kontakt
# $parts: why the push is blocked.
conquest-push-blocked = das Abdrängen um { NUMBER($distance, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } ist blockiert: { $parts }
conquest-would-touch = es würde { $other } berühren, mit dem es nicht im Kampf war
# $parts: why not.
conquest-cannot-press = { $regiment } kann nicht nachsetzen ({ $parts }); es bleibt, wo es war, und ist nicht im Kampf
# A push's way as the Regiment faces: $ahead forward or back, $aside right or left.
conquest-push-direction = { $forward ->
        [forward] { NUMBER($ahead, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } vorwärts{ $sideways ->
            [right] {" "}und { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } nach rechts
            [left] {" "}und { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } nach links
           *[none] {""}
        }
        [back] { NUMBER($ahead, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } zurück{ $sideways ->
            [right] {" "}und { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } nach rechts
            [left] {" "}und { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } nach links
           *[none] {""}
        }
       *[none] { $sideways ->
            [right] { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } nach rechts
            [left] { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } nach links
           *[none] um Haaresbreite
        }
    }
# $parts: the push's way (conquest-push-direction).
conquest-presses = { $regiment } setzt nach: um { NUMBER($distance, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } abgedrängt ({ $parts }), zurück in Kontakt mit { $enemy } — { $stands } { $stands ->
        [one] Stand
       *[other] Stände
    } gegen { $enemy_stands }{ $how ->
        [same] , wie vor den Verlusten
        [more] {" "}(vor den Verlusten: { $was_stands } gegen { $was_enemy_stands })
       *[most] : so viele wie möglich (vorher { $was_stands } gegen { $was_enemy_stands })
    }
# An error of validation a player sees: $field is where in the input (as the engine
# names it), $got the value given, as written; $parts is what the field must be.
invalid-data = { $field }: { $parts }, erhalten: { $got }
field-an-object = muss ein Objekt sein
# $allowed: the keys allowed, listed as the input spells them.
field-unknown-key = unbekannter Schlüssel (erlaubt: { $allowed })
field-required = ist erforderlich
field-whole-number = muss eine ganze Zahl sein
field-a-number = muss eine Zahl sein
field-at-least = muss mindestens { NUMBER($low, useGrouping: 0) } sein
field-at-most = darf höchstens { NUMBER($high, useGrouping: 0) } sein
field-text = muss Text sein
field-max-characters = darf höchstens { NUMBER($max, useGrouping: 0) } Zeichen haben
# $options: the choices, listed as the input spells them.
field-one-of = muss eines von { $options } sein
field-not-blank = darf nicht leer sein
field-true-or-false = muss true oder false sein
field-a-list = muss eine Liste sein
field-max-items = darf höchstens { NUMBER($max, useGrouping: 0) } { $max ->
        [one] Eintrag
       *[other] Einträge
    } haben
field-identifier = muss aus 1-64 Buchstaben, Ziffern, '-', '_' oder '.' bestehen
field-dice-list = muss eine Liste von D{ NUMBER($sides, useGrouping: 0) }-Ergebnissen sein
field-die-result = muss ein D{ NUMBER($sides, useGrouping: 0) }-Ergebnis von 1 bis { NUMBER($sides, useGrouping: 0) } sein
field-dice-count = muss genau { NUMBER($count, useGrouping: 0) } Würfel enthalten, einen pro Test
field-entered-or-rolled = muss eingegeben oder zuerst von der App gewürfelt werden

## Conquest's battle screen: the overview, a Regiment's card and its Actions
# (Messages of this group follow this line.)
# A Regiment's status, in its badge and wherever it is named.
battle-status-steady = Standhaft
battle-status-broken = Gebrochen
battle-status-shattered = Zerschlagen
battle-status-destroyed = Vernichtet
# "5/7 Stands": the Stands left of those the Regiment started with (Characters included).
battle-strength = { $left }/{ $start } { $start ->
        [one] Stand
       *[other] Stände
    }
# $foes: the enemy Regiments' names, as their lists wrote them.
battle-engaged-with = Im Kampf mit { $foes }
battle-stranded = Gestrandet
battle-unengaged = Nicht im Kampf
battle-auxiliary-name = { $name } (Hilfstruppe)
# Marks an auxiliary Stand on the formation's drawing (short: a Stand is narrow).
battle-auxiliary-mark = Hilfs.
battle-stand-lost = verloren
# Under a Stand on the drawing: its Wounds left, W short for Wounds (explained beside it).
battle-wounds-left-short = { $left } W übrig
# Where a Stand is in its Regiment, when the battlefield does not say.
battle-rank-file = Glied { $rank }, Reihe { $file }
# A Stand's name to a screen reader. $auxiliary: its auxiliary name or "no"; $place: where
# it is; $w: the Wounds' abbreviation; $destroyed, $command, $engaged: yes or no.
battle-stand-title = { $auxiliary ->
        [no] Stand
       *[other] { $auxiliary }-Stand
    }, { $place }: { $destroyed ->
        [yes] vernichtet
       *[no] { $taken } { $taken ->
            [one] Wunde
           *[other] Wunden
        } erlitten, { $left } { $w } übrig
    }{ $command ->
        [yes] , Kommando-Stand
       *[no] {""}
    }{ $engaged ->
        [yes] , im Kampf
       *[no] {""}
    }
battle-front-rank = vorderstes Glied
battle-rear-rank = hinterstes Glied
battle-rank = Glied { $rank }
# A Stand in its rank's line of the drawing's name (as battle-stand-title).
battle-rank-stand = { $auxiliary ->
        [no] {""}
       *[other] { $auxiliary }{" "}
    }{ $destroyed ->
        [yes] verloren
       *[no] { $left } { $w } übrig
    }
# The formation's name to a screen reader: $rows, each rank's Stands.
battle-formation-name = { $name }, { $files } { $files ->
        [one] Reihe
       *[other] Reihen
    }; { $rows }
# $edges: the engine's words for the edges in contact; $foes: the enemies' names.
battle-engaged-edges = Im Kampf: { $edges } (mit { $foes })
battle-engaged-stands = Im Kampf mit { $foes }: { $stands } { $stands ->
        [one] Stand
       *[other] Stände
    } in Basenkontakt
battle-characters = Charaktere
# A Character under its Regiment: $removed yes or no; $rules its special rules (or empty).
battle-character-line = ★ { $name }: { $removed ->
        [yes] entfernt
       *[no] { $left } von { $wounds } { $wounds ->
            [one] Wunde
           *[other] Wunden
        } übrig
    }, Entschlossenheit { $resolve }{ $rules ->
        [none] {""}
       *[other] ; { $rules }
    }
battle-auxiliary-stands = Hilfstruppen-Stände
# An auxiliary Stand: $kind its type (battle-form-kind); $lost yes or no.
battle-auxiliary-line = ◆ { $name } ({ $kind }): { $lost ->
        [yes] verloren
       *[no] { $left } von { $wounds } { $wounds ->
            [one] Wunde
           *[other] Wunden
        } übrig
    }, Entschlossenheit { $resolve }
# $note: which Stands the count holds (battle-characters-counted); $counted: why (the engine's).
battle-strength-note = { $left } von { $start } Stände übrig, { $note }: { $counted }
battle-below-starting-strength = Unter Anfangsstärke
battle-apply-wound-pool = Wundenpool anwenden
battle-causes-no-morale = Löst keine Moraltests aus
battle-wound-pool-for = Wundenpool für { $name }
battle-enter-to-preview = Gib eine Zahl für die Vorschau ein.
battle-preview-wounds = Vorschau: { $n } { $n ->
        [one] Wunde
       *[other] Wunden
    }
battle-preview-character = Vorschau: { $n } { $n ->
        [one] Wunde
       *[other] Wunden
    } für { $name }
battle-preview-heal = Vorschau: { $n } { $n ->
        [one] Heilpunkt
       *[other] Heilpunkte
    }
battle-formation-afterwards = Formation danach zeigen
battle-preview-of = Vorschau von { $name } danach
battle-preview-steps = Schritte der Vorschau
# The Morale Test's faces that pass, then the Resolve explained: both the engine's.
battle-passes-resolve = { $passes }. Entschlossenheit: { $explain }
# One of the engine's sentences ended as a sentence.
battle-sentence = { $text }.
# Read by a screen reader after a heading: whose it is.
battle-for-regiment = {" "}für { $name }
battle-resolve-modifier = Modifikator der Entschlossenheit
battle-heal = Heilen
battle-no-room = Kein Platz für einen wiederhergestellten Stand
battle-heal-points = Heilpunkte
battle-rally = Sammeln eintragen
battle-rally-when = Tippen, sobald das Regiment am Tisch gesammelt hat.
battle-apply-wounds = Wunden anwenden
battle-character = Charakter
battle-character-wounds = Erlittene Wunden (z. B. in einem Duell)
# The tabs of a Regiment's actions.
battle-wound-pool-tab = Wundenpool
battle-heal-tab = Heilen
battle-rally-tab = Sammeln
battle-odds-tab = Chancen
battle-character-tab = Charakter
battle-charge-tab = Angriff
battle-move-tab = Bewegen
# The step due, in the bottom and top bars: $n Morale dice owed by the Regiment $name.
battle-morale-due = Moraltest fällig: { $n } { $n ->
        [one] Würfel
       *[other] Würfel
    } ({ $name })
battle-morale-reroll-due = { $step } ({ $name })
# $player: the Active Player's name as typed.
battle-push-reorder = { $player }, der aktive Spieler, darf sie vor dem Würfeln umordnen.
battle-push-earlier = { $name } früher abdrängen
battle-push-later = { $name } später abdrängen
battle-actions-for = Aktionen für { $name }
# A Regiment out of the battle ($status: destroyed or shattered).
battle-regiment-gone = { $name } ist { $status ->
        [destroyed] vernichtet
       *[shattered] Zerschlagen
    }.
battle-action = Aktion
# Read after a tab's name when the rules refuse its action now.
battle-tab-not-now = {" "}(nicht jetzt)
battle-go-to-regiment = Zu einem Regiment
battle-round = Runde { $round }
battle-new-round-ask = Neue Runde beginnen?
battle-new-round-yes = Neue Runde beginnen
battle-cancel = Abbrechen
battle-round-and-player = Runde und aktiver Spieler
battle-active-player = Aktiver Spieler
# Read after the Active Player's name.
battle-player-active = {" "}(aktiv)
battle-new-round = Neue Runde
battle-enemies-of = Feinde, gegen die { $name } kämpft
# Before an enemy's name, on the button opening its Wound Pool.
battle-wound-pool-on = Wundenpool für{" "}
battle-charge-edges-failed = Die Kanten ließen sich gerade nicht berechnen: Wähle den Feind erneut oder lade die Seite neu.
battle-charge-which-enemy = Welchen Feind greift { $name } an?
battle-charge-enemy = Anzugreifender Feind
battle-charge-working = Kanten werden berechnet…
battle-charge-not-drawn = Die Kanten dieses Feindes ließen sich nicht zeichnen: Wähle ihn erneut oder lade die Seite neu.
# $table: the table's size, e.g. 72″ x 48″ (1829 x 1219 mm).
battle-charge-deploys = Dieser erste Angriff stellt beide Armeen auf einen { $table } großen Tisch, jede in ihrer eigenen Hälfte, einander gegenüber.
# A table size's field: $label (battle-table-width or -depth) and its $units (in or mm).
battle-table-field = { $label } ({ $units })
battle-table-width = Tischbreite
battle-table-depth = Tischtiefe
battle-use-table = Diesen Tisch verwenden
battle-set-table-size = Tischgröße festlegen
# An edge's row: how many of the attacker's Stands it brings into contact, against how many of the enemy's.
battle-edge-contact = { $stands } { $stands ->
        [one] Stand
       *[other] Stände
    } gegen { $enemy_stands } in Kontakt
battle-edge-slid = um { $stands } { $stands ->
        [one] Stand
       *[other] Stände
    } verschoben, damit es passt
battle-edge-no-fit = passt nicht
# $reason: the engine's, why the Charge would not fit centred on this edge.
battle-edge-centred-no-fit = Mittig würde es nicht passen: { $reason }
# $words: the engine's name for the edge, when it says more than the edge's name.
battle-edge-detail = { $words }: { $contact }
# $name: the charging Regiment's name as written; $name_s: yes when it ends in s (English
# writes Knights' left, Ogre's left; other languages need not use it).
battle-slide-left = 1 Stand zur Linken von { $name }{ $name_s ->
       *[other] {""}
    }
battle-slide-right = 1 Stand zur Rechten von { $name }{ $name_s ->
       *[other] {""}
    }
# $edge: front, left, right or rear (the edge charged).
battle-slide-along = { $name } entlang { $edge ->
        [front] der Front
        [left] der linken Flanke
        [right] der rechten Flanke
       *[rear] des Rückens
    } verschieben
# $way: centred, right or left; $offset: how many Stands it is slid.
battle-slide-along-now = { $name } entlang { $edge ->
        [front] der Front
        [left] der linken Flanke
        [right] der rechten Flanke
       *[rear] des Rückens
    } verschieben, einen Stand nach dem anderen ({ $way ->
        [centred] jetzt mittig
        [right] jetzt { $offset } { $offset ->
            [one] Stand
           *[other] Stände
        } zu seiner Rechten
       *[left] jetzt { $offset } { $offset ->
            [one] Stand
           *[other] Stände
        } zu seiner Linken
    }):
battle-the-enemy = der Feind
battle-charge-drawing = { $name } von hinten gesehen, Front oben: Tippe eine Kante an, um sie anzugreifen
# $facing: which way it faces on the drawing (screen-facing-...), or none off the battlefield.
battle-charge-seen-from = { $name } von hinten gesehen, Front oben: seine eigene linke Seite links, seine rechte rechts.{ $facing ->
        [none] {""}
       *[other] {" "}Auf dem Schlachtfeld blickt es { $facing }.
    }
# The words on the enemy's drawing, on each edge's target.
battle-target-front = Front
battle-target-left = Links
battle-target-right = Rechts
battle-target-rear = Rücken
# The arc a Wound Pool comes from.
battle-pool-arc-front = Front
battle-pool-arc-flank = Flanke
battle-pool-arc-rear = Rücken
# The arc as the battlefield gives it ($arc: battle-pool-arc-...).
battle-pool-arc-battlefield = { $arc } (Schlachtfeld)
battle-pool-harm-waiting = Art des Schadens: wartet auf das Regelmodul
# The Wound Pool's source line: $name the Enemy Regiment's, $harm the kind of harm's title (the engine's), $arc its arc.
battle-pool-source = Von { $name } · { $harm } · { $arc }
battle-pool-source-unnamed = Quelle nicht genannt · { $harm } · { $arc }
battle-pool-choose-enemy = Feindliches Regiment wählen
battle-pool-not-named = Nicht genannt
# A kind of harm that causes no Morale Tests ($harm: its title, the engine's).
battle-pool-harm-no-morale = { $harm } (keine Moraltests)
battle-pool-waiting = Wartet auf das Regelmodul…
battle-pool-wounds-from = Wunden von (feindliches Regiment)
battle-pool-harm = Art des Schadens
battle-pool-arc-fixed = Winkel (vom Schlachtfeld)
battle-pool-arc = Winkel
# The Odds tab: "If it takes [a Wound Pool of | attacks]".
battle-odds-pool-of = einen Wundenpool von
battle-odds-attacks-option = Attacken
battle-odds-wounds = Wunden
battle-odds-attacks = Attacken
battle-odds-hit = Treffer bei (Nahkampf/Salve)
battle-odds-save = Verteidigung/Ausweichen
battle-odds-working = Genaue Chancen werden berechnet…
battle-odds-stands-lost = Verlorene Stände
# After a count in the Stands lost chart: "2 lost".
battle-odds-lost = { $count ->
       *[other] verloren
    }
battle-odds-wounds-from-pool = Wunden aus dem Wundenpool
battle-odds-morale-failed = Misslungene Moralwürfel
battle-odds-wound-count = { $count ->
        [one] Wunde
       *[other] Wunden
    }
battle-odds-dice = { $count ->
       *[other] Würfel
    }
battle-odds-about = Genaue Chancen für { $name } im jetzigen Zustand, Moraltest eingeschlossen.
battle-odds-if-it-takes = Angenommen, es erhält
battle-odds-show = Chancen zeigen
battle-bravery = Tapferkeit (Beginn seiner Aktivierung)
battle-bravery-failed = Tapferkeit: { $reason }
battle-heal-from = Heilen durch
battle-biotic-asking = Würfel der Biotischen Erneuerung: Regelmodul wird gefragt…
battle-biotic-die = Biotische Erneuerung heilt D{ $sides }: Gib den Wurf ein oder lass die App würfeln.
battle-biotic-failed = Der Würfel der Biotischen Erneuerung ließ sich nicht lesen: { $reason }
# Decay's dice to roll: $x the rule's X, $n the dice.
battle-decay-dice = Verfall { $x }: { $n } { $n ->
        [one] Würfel
       *[other] Würfel
    }
battle-decay-x = Verfall { $x }
battle-decay-instead = Stattdessen Verfall (X)
battle-decay-x-label = Verfall X
battle-change-first-roll = Ersten Wurf ändern
battle-engaged = im Kampf
# The battlefield's drawing to a screen reader: its size, and whose side it is seen from.
battle-field-label = Schlachtfeld { $width } mal { $depth }, von oben, aus Sicht von { $player }
# A player not named: "player 1".
battle-player-n = Spieler { $n }
# Beside a push's arrow on the battlefield: how far it was pushed.
battle-pushed = um { $distance } abgedrängt
battle-no-fight = Kein Kampf auf dem Tisch: Er wird ganz gezeigt.
# A Regiment's name on the drawing with its engagement (battle-stranded or battle-unengaged).
battle-name-engagement = { $name } ({ $engagement })
battle-engagement-note = { $name }: { $engagement }
battle-field-help = Ziehe ein Regiment, um es zu bewegen; tippe es an (oder seinen Namen in der Liste) und ziehe dann seinen ⟳-Griff, um es zu drehen. Ziehe den Tisch, um ihn zu verschieben; zoome mit zwei Fingern. Genaue Zahlen gibt man unter den Aktionen bei „Bewegen“ ein.
battle-not-named = In dieser Zoomstufe nicht in der Zeichnung benannt: { $names }
battle-zoom = Schlachtfeld zoomen
battle-zoom-in = + Vergrößern
battle-zoom-out = − Verkleinern
battle-fit-all = Alles zeigen
battle-fit-engagements = Kämpfe zeigen
battle-field-title = Schlachtfeld (von oben)
battle-press-the-attack = Nachsetzen
battle-field-list = Regimenter auf dem Schlachtfeld: Tippe eines an, um es zu wählen
battle-seen-from = Aus Sicht von { $player }
battle-seen-from-label = Schlachtfeld gezeichnet aus Sicht von
battle-units-mm = Entfernungen in mm (tippen für Zoll)
battle-units-inches = Entfernungen in Zoll (tippen für mm)
# The selected Regiment's arcs on the drawing: each arc's name ($front, $left, $right, $rear:
# screen-arc-...) and where it lies ($front_side...: screen-side-...); $facing: screen-facing-....
battle-arcs-key = Winkel von { $name }, mit Blick { $facing }: { $front } { $front_side }, { $left } { $left_side }, { $right } { $right_side }, { $rear } { $rear_side } (seine eigene linke und rechte Seite, von hinten gesehen).
# The Move tab: $units in (inches) or mm, the battlefield's Distances setting.
battle-place-about = Position der Mitte der Frontkante, in { $units ->
        [mm] mm
       *[in] Zoll
    } (die Einstellung Entfernungen auf dem Schlachtfeld).
battle-place-x = x ({ $units })
battle-place-y = y ({ $units })
battle-move-regiment = Regiment bewegen
battle-facing = Ausrichtung (°)
# Beside the facing's arrow: $exact yes when it faces exactly that way; $way up, right, down or left.
battle-facing-words = { $exact ->
        [yes] Blickt
       *[no] Blickt etwa
    } { $way ->
        [up] zum oberen Tischrand
        [right] nach rechts
        [down] zum unteren Tischrand
       *[left] nach links
    } (0° ist zum oberen Tischrand, 90° nach rechts)
# Under the battlefield, what a drag did: $reason the engine's refusal.
battle-drag-refused = { $name } bleibt, wo es war: { $reason }
battle-drag-moved = { $name } um { $distance } bewegt.
battle-drag-moving = { $name } wird bewegt…
battle-drag-turning = { $name } wird gedreht: Ausrichtung { $facing }°
battle-drag-turned = { $name } auf Ausrichtung { $facing }° gedreht.
battle-drag-picked = { $name } gewählt: Ziehe es, um es zu bewegen, oder ziehe seinen ⟳-Griff, um { $name } zu drehen.
# The new-battle form and Muster's Regiment profile.
battle-form-name = Name
battle-form-wounds = Wunden
battle-form-resolve = Entschlossenheit
battle-form-character-rules = Sonderregeln des Charakters
battle-form-remove-character = Charakter entfernen
battle-form-regiment = Regiment
battle-form-player = Spieler
battle-form-type = Typ
battle-form-stands = Stände
battle-form-files = Frontbreite (Reihen)
battle-form-command = Kommando-Stand (vorne Mitte)
battle-form-add-character = Charakter hinzufügen
battle-form-remove-regiment = Regiment entfernen
# The name a Regiment left unnamed is given: "Regiment 2".
battle-form-default-regiment = Regiment { $n }
battle-form-default-player = Spieler { $n }
battle-form-inches = Zoll
battle-form-battlefield = Schlachtfeld (optional)
battle-form-on-table = Auf einem Schlachtfeld spielen: Kontakte, Gestrandet und Nachsetzen ergeben sich aus den Positionen
battle-form-distances-in = Entfernungen in
battle-form-distances-hint = dieselbe Einstellung wie auf dem Schlachtfeld und beim Bewegen
battle-form-new-battle = Neue Schlacht
battle-form-battle-name = Name der Schlacht
battle-form-add-regiment = Regiment hinzufügen
battle-form-start = Schlacht beginnen
battle-form-waiting = Die Regimenter erscheinen, sobald das Regelmodul bereit ist.
# A Stand type ($kind: infantry, cavalry, brute or monster; another as the list wrote it).
battle-form-kind = { $kind ->
        [infantry] Infanterie
        [cavalry] Kavallerie
        [brute] Brute
        [monster] Monster
       *[other] { $kind }
    }
# A Stand's base left blank takes its type's own size: said in the field.
battle-form-types-own = wie Typ
battle-form-stand-width = Standbreite (mm)
battle-form-stand-depth = Standtiefe (mm)
battle-form-aux-name = Name der Hilfstruppe
battle-form-aux-type = Typ der Hilfstruppe
battle-form-aux-wounds = Wunden der Hilfstruppe
battle-form-aux-resolve = Entschlossenheit der Hilfstruppe
battle-form-how-many = Wie viele
battle-form-remove-aux = Hilfstruppe entfernen
battle-form-add-aux = Hilfstruppen hinzufügen
battle-form-character-name = Name des Charakters
battle-form-character-wounds = Wunden des Charakters
battle-form-character-resolve = Entschlossenheit des Charakters
# A Muster profile's line: $kind (battle-form-kind), $command yes or no, $base its base (battle-profile-base) or empty.
battle-profile-summary = { $kind }, { $stands } { $stands ->
        [one] Stand
       *[other] Stände
    } in { $files } { $files ->
        [one] Reihe
       *[other] Reihen
    }, Wunden { $wounds }, Entschlossenheit { $resolve }{ $command ->
        [yes] , Kommando-Stand
       *[no] {""}
    }{ $base }
battle-profile-base = , { $width } x { $depth } mm
# Each auxiliary Stand of a profile, after its line.
battle-profile-auxiliary = ; + { $count } { $name } ({ $kind }, Wunden { $wounds }, Entschlossenheit { $resolve })
# What a list import found of a Regiment, each a part of one line.
battle-found-stands-files = { $stands } { $stands ->
        [one] Stand
       *[other] Stände
    } in { $files } { $files ->
        [one] Reihe
       *[other] Reihen
    }
battle-found-stands = { $stands } { $stands ->
        [one] Stand
       *[other] Stände
    }
battle-found-wounds = Wunden { $wounds }
battle-found-resolve = Entschlossenheit { $resolve }
battle-found-command = Kommando-Stand
# A shared link's preview, a line per Regiment: its player's and its own name, its Stands.
battle-preview-regiment = { $player }: { $name } ({ $stands } { $stands ->
        [one] Stand
       *[other] Stände
    })
battle-preview-stands = { $name } ({ $stands } { $stands ->
        [one] Stand
       *[other] Stände
    })
battle-preview-profile = { $name } ({ $stands } { $stands ->
        [one] Stand
       *[other] Stände
    }, Wunden { $wounds }, Entschlossenheit { $resolve })
# Beside a Regiment's Stand count: its Characters, counted as Stands.
battle-characters-counted = inkl. ★ { $n } { $n ->
        [one] Charakter
       *[other] Charaktere
    }

## The screens every system shares: the top bar, the log, Undo, dice, keypad and sheets
# (Messages of this group follow this line.)
# The top bar: the engine's and the offline state in words (a symbol first, never colour alone).
screen-engine-starting = ◌ Regelmodul startet
screen-engine-ready = ● Regelmodul bereit
screen-engine-busy = ◌ Regelmodul arbeitet…
screen-engine-failed = ✖ Regelmodul fehlgeschlagen
screen-works-offline = funktioniert offline
screen-offline-on-phone = offline: alles auf diesem Handy
screen-saving-offline = wird für offline gespeichert
screen-offline-now = jetzt offline
screen-no-offline = keine Offline-Nutzung
# $what: what the screen does now (device-awake-...).
screen-awake-now = Jetzt: { $what }.
screen-dismiss = Schließen
screen-battle = Schlacht
# Said by a screen reader before the Back button's visible word (screen-battles).
screen-back-to = Zurück zu{" "}
screen-battles = Schlachten
screen-actions = { $n } { $n ->
        [one] Aktion
       *[other] Aktionen
    }
screen-bottom-bar = Rückgängig, Wiederholen und was ansteht
screen-undo = ↶ Rückgängig
screen-redo = ↷ Wiederholen
screen-nothing-due = Nichts steht an
battle-start-hint = Regiment antippen zum Handeln
screen-keep-awake = Bildschirm während Schlachten anlassen
screen-morale-dice = Moralwürfel
# A Morale die's verdict beside its value.
screen-die-pass = bestanden
screen-die-fail = nicht bestanden
screen-die-rerolled = bestanden, wiederholt
screen-morale-rerolls = Wiederholte bestandene Würfel
screen-why = Warum?
screen-why-steps = Was geschah, Schritt für Schritt
screen-engine-starting-notice = Regelmodul startet: Das ist das gespeicherte Spiel; Aktionen sind möglich, sobald das Regelmodul bereit ist.
screen-step-log = Schrittprotokoll: jede Aktion und warum
device-no-wake-lock = dieser Browser kann den Bildschirm nicht anlassen
device-may-sleep-off = Bildschirm kann ausgehen (abgeschaltet)
device-kept-on = Bildschirm bleibt an
# $reason: the browser's own reason, as it gave it.
device-may-sleep-refused = Bildschirm kann ausgehen: { $reason }
device-may-sleep = Bildschirm kann ausgehen
# Said when an action changed the screen and gave no verdict or summary of its own.
screen-done = Fertig
# An undo's verdict: $what is the engine's summary of the action taken back.
screen-undone = Rückgängig gemacht: { $what }
screen-save-to-muster = In der Musterung speichern
# Read after screen-save-to-muster by a screen reader: the Regiment's or Unit's name.
screen-save-to-muster-of = : { $name }
screen-go-to = Gehe zu
screen-share = Teilen
screen-report = Bericht
screen-two-phones = Auf zwei Handys spielen
screen-more = Mehr
# A piece's card, shown under its overview row; screen-card-of is read after it.
screen-card = Karte
screen-card-of = {" "}von { $name }
log-steps = Schritte
log-no-actions = Noch keine Aktionen.
# Dice entry: a face's verdict, shown under its value once a count is in.
dice-pass = bestanden
dice-fail = nicht bestanden
dice-entered-label = Eingegebene Würfel
# $label: what the dice are for (or empty).
dice-faces-label = Tippe auf eine Augenzahl des D{ $sides }, dann darauf, wie viele Würfel sie zeigen. { $label }
dice-counts-label = Wie viele Würfel sie zeigen
dice-typed-example-d6 = z. B. 1 2 3 3 6
dice-typed-example-d20 = z. B. 3 15 19
# A face's button to a screen reader: "5 fail, 2 dice" ($verdict: pass, fail or none; $n: the dice showing it, 0 for none yet).
dice-face-label = { $face }{ $verdict ->
        [pass] {" "}bestanden
        [fail] {" "}nicht bestanden
       *[none] {""}
    }{ $n ->
        [0] {""}
        [one] , { $n } Würfel
       *[other] , { $n } Würfel
    }
dice-tap-a-face = Tippe auf eine Augenzahl, dann darauf, wie viele Würfel sie zeigen.
# A count's button to a screen reader: "2 dice show 5".
dice-count-label = { $n ->
        [one] { $n } Würfel zeigt { $face }
       *[other] { $n } Würfel zeigen { $face }
    }
# Under a count's number on its button.
dice-count-word = { $n ->
        [one] Würfel
       *[other] Würfel
    }
dice-the-rest = Der Rest zeigt { $face }
dice-count-typed = { $entered } von { $count } { $count ->
        [one] Würfel
       *[other] Würfeln
    } eingetippt
dice-typed-refused = { $got }: { $reason }
dice-typed-list-refused = Eingegebene Würfel: { $reason }
dice-tapped-unused = { $n ->
        [one] Übernommen werden die eingetippten Würfel, nicht der oben gezählte.
       *[other] Übernommen werden die eingetippten Würfel, nicht die { $n } oben gezählten.
    }
dice-typed-would-refuse = So nicht übernehmbar: { $reason }
dice-count-entered = { $entered } von { $count } { $count ->
        [one] Würfel
       *[other] Würfeln
    } eingegeben
dice-apply = Diese Würfel übernehmen
dice-roll = Für mich würfeln
dice-clear = Leeren
dice-or-type = oder tippe sie ein (D{ $sides }-Ergebnisse, getrennt durch Leerzeichen, Komma oder Punkt)
dice-tap-the-die = Tippe auf den gewürfelten D{ $sides }
dice-apply-typed = Eingetippte übernehmen
# Under a number's field: why it cannot be used yet.
keypad-enter-a-number = Gib eine Zahl ein
keypad-at-least = Mindestens { $min }
keypad-at-most = Höchstens { $max }
keypad-label = Ziffernblock
# A key's name to a screen reader: its symbol first, then what it does.
keypad-clear = C: leeren
keypad-back = ⌫ letzte Ziffer löschen
keypad-minus = − eins weniger
keypad-plus = + eins mehr
# $label: the field's own label (e.g. Wounds).
keypad-for = Ziffernblock für { $label }
keypad-toggle = 123 Ziffernblock für { $label }
keypad-minus-of = − eins weniger: { $label }
keypad-plus-of = + eins mehr: { $label }
# A Regiment's arcs on the battlefield's drawing.
screen-arc-front = Front
screen-arc-left = Linke Flanke
screen-arc-right = Rechte Flanke
screen-arc-rear = Rücken
# Where on the drawing an arc lies from its Regiment.
screen-side-above = darüber
screen-side-right = rechts davon
screen-side-below = darunter
screen-side-left = links davon
# The way a Regiment faces, as seen on the drawing.
screen-facing-up = zum oberen Rand der Zeichnung
screen-facing-right = zum rechten Rand der Zeichnung
screen-facing-down = zum unteren Rand der Zeichnung
screen-facing-left = zum linken Rand der Zeichnung
screen-stopped-joining = Beitritt abgebrochen: Die Schlacht, die die Kopie des anderen Handys aufnehmen sollte, wurde entfernt (dessen Spiel kam nie an). Sonst wurde nichts geändert.
# $reason: why, as the browser or the link said it.
screen-two-phones-failed = Das Spiel auf zwei Handys konnte nicht geöffnet werden: { $reason }
screen-two-phones-not-resumed = Diese Schlacht wurde auf zwei Handys gespielt, und das konnte nicht wieder aufgenommen werden: { $reason }
# A saved battle the engine could not read: $name as the player named it, $reason the engine's.
screen-battle-set-aside = Die gespeicherte Schlacht „{ $name }“ konnte nicht gelesen werden ({ $reason }). Sie liegt mit ihrem Rohtext unter „Nicht lesbar“.
screen-battle-unread-kept = Die gespeicherte Schlacht „{ $name }“ konnte nicht gelesen werden ({ $reason }), wurde aber inzwischen in einem anderen Tab geändert und bleibt daher erhalten: Öffne sie erneut.
screen-battle-not-set-aside = Die gespeicherte Schlacht „{ $name }“ konnte nicht gelesen werden ({ $reason }) und konnte nicht beiseitegelegt werden: { $failed }
screen-battle-gone = Diese Schlacht ist auf diesem Gerät nicht mehr gespeichert.
screen-battle-deleted = Diese Schlacht wurde in einem anderen Tab gelöscht.
# $why: screen-drawing-missing or screen-drawing-unusable; $ready: yes when the engine is up.
screen-redrawing = Diese Schlacht wird vom Regelmodul neu gezeichnet ({ $why }). { $ready ->
        [yes] Einen Moment …
       *[no] Sie erscheint, sobald das Regelmodul bereit ist.
    }
screen-drawing-missing = ihre gespeicherte Zeichnung fehlt
screen-drawing-unusable = ihre gespeicherte Zeichnung war nicht verwendbar: { $reason }
screen-report-failed = Der Bericht konnte nicht geöffnet werden: { $reason }
# Under a card: $rules are the special rules' names as the list or the player wrote them.
screen-special-rules-note = Sonderregeln: { $rules }
screen-special-rules = Sonderregeln
screen-other-rule = Andere Regel (eintippen)
screen-rule-name-example = z. B. Shield Wall
screen-rule-name = Regelname
screen-add-rule = Regel hinzufügen
screen-add-special-rule = Sonderregel hinzufügen
screen-rules-not-in-yet = Die Liste der Regeln, die das Regelmodul kennt, ist noch nicht geladen: Eine hier eingetippte Regel bleibt erhalten, und das Regelmodul liest ihren Namen beim Speichern.
screen-other-rule-kept = Jede andere Regel bleibt erhalten und steht auf der Karte; sie ändert nichts.
screen-remove-rule = { $rule } entfernen
# The picker's heading: $label its name (screen-special-rules), $rules those chosen.
screen-rules-summary = { $label }: { $rules }
screen-rules-summary-none = { $label }: keine
# The device's storage: a browser's error with no message of its own, by its name.
device-quota = Der Speicher dieses Geräts ist voll.
device-unknown-error = Der Browser konnte nicht in seinen Speicher schreiben.
device-closed = Die Gerätedatenbank wurde geschlossen (vielleicht hat ein anderer Tab die App aktualisiert).
device-newer-version = Die Gerätedatenbank wurde von einer neueren Version von Aftermath angelegt.
device-aborted = Der Browser hat das Speichern abgebrochen.
device-not-cloneable = Die Daten konnten so nicht gespeichert werden.
device-not-readable = Der Browser konnte seinen Speicher nicht lesen.
device-no-reason = Der Browser nannte keinen Grund.
# What was being saved when saving failed (device-not-saved's $what).
device-what-battle = die Schlacht
device-what-battle-rosters = die Schlacht und ihre Kaderlisten
device-what-battle-delete = das Löschen der Schlacht
device-what-set-aside = die beschädigte, beiseitegelegte Schlacht
device-what-checkpoint = den Zwischenstand der Schlacht
device-what-roster = die Kaderliste
device-what-roster-delete = das Löschen der Kaderliste
# $record: a Muster record's or army list's name, as the player wrote it.
device-what-muster = „{ $record }“ in der Musterung
device-what-muster-import = die Armeeliste „{ $record }“ und ihre Profile in der Musterung
device-what-muster-pack = die Profile des Profilpakets „{ $record }“ in der Musterung
device-what-muster-delete = das Löschen aus der Musterung
device-what-import = die importierten Einträge
device-what-migration = die aus der vorherigen Version übernommenen Schlachten
device-what-late-migration = die von der vorherigen Version nachträglich gespeicherten Schlachten
device-what-repair = die reparierten Listen
device-what-discard = das Verwerfen des Eintrags
# Why saving on this device is not available (device-unavailable's and device-not-kept's $why).
device-not-open = noch nicht geöffnet
device-closed-newer = eine neuere Version von Aftermath wurde in einem anderen Tab geöffnet; lade diese Seite neu
device-closed-browser = der Browser hat die Gerätedatenbank geschlossen; lade diese Seite neu
device-blocked = Blockiert: Ein anderer Aftermath-Tab mit einer älteren Version hält die Gerätedatenbank offen: Schließe ihn und lade dann diese Seite neu
device-no-indexeddb = Fehler: Dieser Browser bietet keine Gerätedatenbank
# $name: the browser's error name (e.g. QuotaExceededError), $reason its words.
device-refused = { $name }: { $reason }
device-battle-deleted = Diese Schlacht wurde in einem anderen Tab gelöscht.
device-battle-held = Ein anderer Tab hält diese Schlacht seit über { $seconds } Sekunden fest (vielleicht hängt er). Es wurde nichts getan: Schließe den anderen Tab oder lade ihn neu und versuche es dann erneut.
device-battle-changed = Diese Schlacht wurde in einem anderen Tab geändert: Sie zeigt jetzt den neuesten Stand. Es wurde nichts getan; versuche es erneut, wenn du es noch willst.
# $full: yes when the device is out of space.
device-not-saved = Konnte { $what } auf diesem Gerät nicht speichern ({ $name }): { $reason } { $full ->
        [yes] Es wurde nichts geändert; schaffe etwas Platz und versuche es erneut.
       *[no] Es wurde nichts geändert; versuche es erneut.
    }
device-unavailable = Speichern auf diesem Gerät ist nicht verfügbar ({ $why }). Es wurde nichts geändert.
device-bad-battle = Die Schlacht kann nicht gespeichert werden: { $problem }.
device-bad-action = Die Schlacht kann nicht gespeichert werden: { $type } ist keine Aktion.
device-bad-checkpoint = Der Zwischenstand der Schlacht kann nicht gespeichert werden: Er ist { $count }.
device-damaged-parts = ihre gespeicherten Aktionen sind beschädigt: { $problem }
device-bad-roster = Die Kaderliste kann nicht gespeichert werden: { $problem }.
device-roster-changed = „{ $name }“ wurde inzwischen auf diesem Gerät geändert (in einem anderen Tab oder durch das Bestätigen einer Schlacht): Es wurde nichts gespeichert; öffne sie erneut.
device-roster-deleted = Diese Kaderliste wurde inzwischen (in einem anderen Tab) gelöscht: Es wurde nichts gespeichert.
device-bad-muster = Der Musterungseintrag kann nicht gespeichert werden: { $problem }.
device-muster-changed = „{ $name }“ wurde in einem anderen Tab geändert: Es wurde nichts gespeichert; öffne es erneut.
device-muster-deleted = Dieser Musterungseintrag wurde in einem anderen Tab gelöscht: Es wurde nichts gespeichert.
device-muster-list-named = Die Musterung hat schon eine Armeeliste „{ $name }“ (inzwischen angelegt, vielleicht in einem anderen Tab): Es wurde nichts gespeichert.
device-bad-import = Nichts wurde importiert: { $id } kann nicht gespeichert werden ({ $problem }).
device-import-changed = Nichts wurde importiert: { $id } wurde auf diesem Gerät geändert, während du gewählt hast; sieh noch einmal nach.
device-not-kept = Speichern auf diesem Gerät ist nicht verfügbar ({ $why }): Schlachten können während dieses Besuchs gespielt werden, aber nichts bleibt erhalten — alles ist weg, wenn diese Seite geschlossen oder neu geladen wird.
device-migration-failed = Die von der vorherigen Version gespeicherten Schlachten konnten nicht übernommen werden ({ $name }: { $reason }); sie sind noch da, und beim nächsten Start wird es erneut versucht.
device-read-failed = Die gespeicherten Schlachten konnten nicht gelesen werden ({ $reason }): Es wurde nichts geändert; lade die Seite neu.
device-moved = { $battles } { $battles ->
        [one] Schlacht
       *[other] Schlachten
    } und { $rosters } { $rosters ->
        [one] Kaderliste
       *[other] Kaderlisten
    } aus dem Speicher der vorherigen Version in die Gerätedatenbank übernommen.
device-orphans = { $count } { $count ->
        [one] gespeicherter Eintrag, der in den Listen fehlte, wurde
       *[other] gespeicherte Einträge, die in den Listen fehlten, wurden
    } gefunden und wieder in die Liste aufgenommen.
device-dangling = { $count } { $count ->
        [one] Listeneintrag ohne gespeicherten Eintrag wurde
       *[other] Listeneinträge ohne gespeicherten Eintrag wurden
    } entfernt.
# $records: each record set aside, its kind and why.
device-set-aside = { $count } { $count ->
        [one] gespeicherter Eintrag konnte nicht gelesen werden und wurde
       *[other] gespeicherte Einträge konnten nicht gelesen werden und wurden
    } beiseitegelegt ({ $records }). Siehe „Nicht lesbar“ unten.
device-late = { $count } { $count ->
        [one] Schlacht, die die vorherige Version nach der Übernahme gespeichert hat, wurde
       *[other] Schlachten, die die vorherige Version nach der Übernahme gespeichert hat, wurden
    } übernommen.
# $names: the battles' names, each device-quoted.
device-late-copies = Hier und in der vorherigen Version geändert, beide behalten: { $names }.
device-quoted = „{ $name }“
device-previous-copy = { $name } (von der vorherigen Version gespeichert)
# A formation's drawing: its front edge's label, and the label of the removed models' row.
screen-formation-front = Front
screen-formation-removed = entfernt:
# Under a formation wider than the screen.
screen-formation-scroll = ◀ Seitwärts scrollen für alle { $files } Reihen ▶
# The drawing's name when it scrolls: $title, what it shows.
screen-formation-scrolls = { $title } (seitwärts scrollbar)

## Muster: profiles, army lists, their import and a new battle
# (Messages of this group follow this line.)
# A rule system's profile form (Conquest's Regiments, the Ninth Age's Units).
muster-name = Name
# A Character's default name, and the name of one left blank.
muster-character = Charaktermodell
muster-character-name = Name des Charaktermodells
muster-character-remove = Charaktermodell entfernen
muster-champion = Champion
muster-character-or-champion = Charaktermodell oder Champion
muster-character-or-champion-add = Charaktermodell/Champion hinzufügen
muster-character-kind = Art
muster-character-hp = Lebenspunkte des Charaktermodells
muster-ninth-age-summary = { $models } { $models ->
        [one] Modell
       *[other] Modelle
    } in { $files } { $files ->
        [one] Reihe
       *[other] Reihen
    }, je { $hp } { $hp ->
        [one] Lebenspunkt
       *[other] Lebenspunkte
    }
muster-ninth-age-models = { $models } { $models ->
        [one] Modell
       *[other] Modelle
    }
muster-ninth-age-models-files = { $models } { $models ->
        [one] Modell
       *[other] Modelle
    } in { $files } { $files ->
        [one] Reihe
       *[other] Reihen
    }
muster-ninth-age-hp = je { $hp } { $hp ->
        [one] Lebenspunkt
       *[other] Lebenspunkte
    }
# A Character or Champion of a Unit read from a list: $kind is the engine's key.
muster-ninth-age-character = { $name } ({ $kind ->
        [champion] Champion
        [character] Charaktermodell
       *[other] { $kind }
    })
muster-ninth-age-character-hp = { $name } ({ $kind ->
        [champion] Champion
        [character] Charaktermodell
       *[other] { $kind }
    }, { $hp } LP)
# The list import's back button from the new-battle screen: read before muster-back-new-battle.
muster-back-hidden-the = Zurück zum Bildschirm
muster-back-new-battle = Neue Schlacht
# Muster's pieces by rule system ($system: conquest, ninth_age): a Regiment or a Unit.
muster-saved-from-battle = „{ $name }“ als { $system ->
        [ninth_age] Einheitenprofil
       *[conquest] Regimentsprofil
    } in der Musterung gespeichert.
muster-saved = „{ $name }“ in der Musterung gespeichert.
# $lists: how many army lists use the profile just saved.
muster-saved-followed = „{ $name }“ in der Musterung gespeichert. { $lists } { $lists ->
        [one] Armeeliste übernimmt
       *[other] Armeelisten übernehmen
    } es; bereits begonnene Schlachten behalten den alten Stand.
muster-not-saved = Nicht in der Musterung gespeichert: { $reason }
muster-deleted = „{ $name }“ gelöscht.
# Read by screen readers before the back button's visible word (muster-back-battles, muster-title).
muster-back-hidden = Zurück zu
muster-back-battles = Schlachten
muster-title = Musterung
muster-rule-system = Regelsystem
muster-delete-ask = „{ $name }“ endgültig aus der Musterung löschen?
muster-delete-yes = Ja, löschen
muster-delete-keep = Behalten
muster-edit = Bearbeiten
muster-edit-label = { $name } bearbeiten
muster-duplicate = Duplizieren
muster-duplicate-label = { $name } duplizieren
muster-share = Teilen
muster-share-label = { $name } teilen
muster-delete = Löschen
muster-delete-label = { $name } löschen
# A duplicated profile's or list's name.
muster-copy-name = { $name } (Kopie)
muster-start-with = Schlacht mit „{ $name }“ beginnen
muster-open-import = Liste importieren (BattleScribe, New Recruit, Para Bellum)
muster-profiles = { $system ->
        [ninth_age] Einheitenprofile
       *[conquest] Regimentsprofile
    }
muster-no-profiles = Noch keine { $system ->
        [ninth_age] Einheitenprofile
       *[conquest] Regimentsprofile
    }.
muster-new-profile = Neues { $system ->
        [ninth_age] Einheitenprofil
       *[conquest] Regimentsprofil
    }
muster-edit-profile = { $system ->
        [ninth_age] Einheitenprofil
       *[conquest] Regimentsprofil
    } bearbeiten
muster-lists = Armeelisten
muster-no-lists = Noch keine Armeelisten.
muster-new-list = Neue Armeeliste
muster-edit-list = Armeeliste bearbeiten
muster-save = Speichern
muster-cancel = Abbrechen
# $names: the lists' names, separated by commas.
muster-used-by = Von { $lists } { $lists ->
        [one] Armeeliste
       *[other] Armeelisten
    } verwendet ({ $names }): Sie übernehmen diese Änderung; bereits begonnene Schlachten behalten den alten Stand.
# A profile's line: $summary is its numbers (as its system writes them).
muster-summary-characters = { $summary } + { $characters } { $characters ->
        [one] Charakter
       *[other] Charaktere
    }
muster-summary-champions = { $summary } + { $champions } { $champions ->
        [one] Champion
       *[other] Champions
    }
# $rules: the profile's special rules, as the list or the player named them.
muster-summary-rules = { $summary }; { $rules }
# An army list's line: how many pieces, then $lines (each muster-list-line or a name).
muster-list-summary = { $total } { $system ->
        [ninth_age] { $total ->
            [one] Einheit
           *[other] Einheiten
        }
       *[conquest] { $total ->
            [one] Regiment
           *[other] Regimenter
        }
    }: { $lines }
muster-list-summary-player = { $player } · { $summary }
muster-list-line = { $count } × { $name }
muster-in-list = In dieser Liste
muster-how-many = Anzahl { $name }
muster-move-up = ↑ Hoch
muster-move-up-label = { $name } nach oben schieben
muster-remove = Entfernen
muster-remove-label = { $name } entfernen
muster-list-empty = Noch keine { $system ->
        [ninth_age] Einheiten
       *[conquest] Regimenter
    }: Füge sie unten aus deinen Profilen hinzu.
muster-list-name = Listenname
muster-player = Spieler
muster-player-hint = Der Name, den die Schlacht dieser Seite gibt
muster-pieces = { $system ->
        [ninth_age] Einheiten
       *[conquest] Regimenter
    }
muster-add-from-profiles = Aus Profilen hinzufügen
muster-add = + { $name }
muster-add-label = { $name } hinzufügen
muster-no-profiles-make = Noch keine { $system ->
        [ninth_age] Einheitenprofile
       *[conquest] Regimentsprofile
    }: Lege zuerst eines an.
muster-from-muster = Aus der Musterung
muster-from-lists = Aus Armeelisten
# $player: 1 or 2.
muster-import-for = Liste für Spieler { $player } importieren
muster-no-lists-here = Noch keine Armeelisten auf diesem Gerät: Importiere sie oder lege sie in der Musterung an, dann ist eine Schlacht nur vier Fingertipps entfernt.
muster-open = Musterung öffnen
muster-start-from-lists = Schlacht aus Listen beginnen
muster-side-army = Armee von Spieler { $player }
muster-picked-one-by-one = Einzeln gewählt: { $summary }
# $lists: how many army lists there are to pick instead (0: none); $profiles: how many profiles.
muster-one-by-one = { $lists ->
        [0] {""}
       *[other] Oder{" "}
    }{ $system ->
        [ninth_age] Einheiten
       *[conquest] Regimenter
    } einzeln hinzufügen ({ $profiles })
muster-add-for = { $name } für Spieler { $player } hinzufügen
# A side made of profiles added one by one, named after its player.
muster-player-n = Spieler { $player }
field-length-most = Höchstens { $most } Zeichen
field-length-cut = { $cut ->
        [one] 1 Zeichen nicht übernommen
       *[other] { $cut } Zeichen nicht übernommen
    }: höchstens { $most }
# A battle's name from its two lists' names.
muster-battle-name = { $first } gegen { $second }
muster-from-lists-about = Die Schlacht übernimmt den Namen und das Schlachtfeld, die unten eingestellt sind. Oder stelle jede Seite unten selbst zusammen, für einmalige Regimenter und Einheiten.
muster-pack-lists-follow = { $lists } { $lists ->
        [one] Armeeliste übernimmt
       *[other] Armeelisten übernehmen
    } die aktualisierten Profile.
# A pack read from a file or pasted: its title (the pack's own), its revision and how many profiles.
muster-pack-preview = { $title } (Revision { $revision }): { $count } { $count ->
        [one] Profil
       *[other] Profile
    }
muster-pack-source = Werte aus: { $source }
muster-packs = Profilpakete
muster-packs-about = Die Profile einer Fraktion als eine Datei oder ein Link: einmal eingetippt, von allen hinzugefügt. Nur Werte, mit ihrer Herkunft.
muster-pack-make-these = Profilpaket daraus erstellen
muster-pack-file = Profilpaket aus Datei hinzufügen
muster-pack-paste = Oder Profilpaket einfügen
muster-pack-read = Eingefügtes Paket lesen
muster-pack-faction = Fraktion
muster-pack-name = Paketname
muster-pack-revision = Revision
muster-pack-revision-hint = Eins mehr als die zuletzt geteilte: Eine neuere Revision aktualisiert, was andere hinzugefügt haben
muster-pack-source-label = Woher die Werte stammen
muster-pack-source-hint = Ein Buch, eine Website oder ein Verein: Regeltext gehört nicht in ein Paket
muster-pack-make = Profilpaket erstellen
muster-pack-profiles = Profile im Paket
# A profile to tick: its name and the faction it is kept under.
muster-pack-pick = { $name } · { $faction }
muster-pack-make-it = Paket erstellen
muster-pack-download = { $file } herunterladen
muster-pack-link = Link und QR-Code
import-title = Liste importieren
import-skipped-label = Nicht gelesene Zeilen
import-skipped = { $lines } { $lines ->
        [one] Zeile wurde
       *[other] Zeilen wurden
    } nicht gelesen; der Rest der Liste steht unten.
import-skipped-line = Zeile { $line }:
# $why: the engine's reason a pasted line was not read.
import-skipped-why = ({ $why })
import-file = Listendatei wählen (.ros, .rosz, .json)
import-paste = Oder Liste einfügen (aus Para Bellums Armeebauer oder als Roster)
import-read-pasted = Eingefügte Liste lesen
import-cancel = Abbrechen
import-not-imported = Nicht importiert: { $reason }
import-pick-another = Andere Liste wählen
# $name: the list's name as its file gives it.
import-named = { $name } importieren
import-unnamed = Liste importieren
import-list = Liste importieren
import-no-name = Eine Liste ohne Namen
import-known = { $known } { $known ->
        [one] Einheit
       *[other] Einheiten
    } aus deiner Bibliothek bekannt
# The import's summary line: $format is the file's format (BattleScribe, New Recruit ...);
# $state: none (nothing missing), left ($left numbers still to fill in) or filled.
import-summary = { $format }: { $count } { $system ->
        [ninth_age] { $count ->
            [one] Einheit
           *[other] Einheiten
        }
       *[conquest] { $count ->
            [one] Regiment
           *[other] Regimenter
        }
    }; { $state ->
        [none] nichts fehlt
        [left] { $left } { $left ->
            [one] Wert
           *[other] Werte
        } unten auszufüllen
       *[filled] alles ausgefüllt
    }
import-asks = Was die Liste nicht sagt
import-faction = Fraktion
import-faction-hint = Deine Bibliothek speichert die Antworten dieser Armee darunter
import-player = Spieler
import-player-hint = Der Name, den die Schlacht dieser Seite gibt (optional)
import-pieces = { $system ->
        [ninth_age] { $count ->
            [one] Die { $count } Einheit
           *[other] Die { $count } Einheiten
        }
       *[conquest] { $count ->
            [one] Das { $count } Regiment
           *[other] Die { $count } Regimenter
        }
    } der Liste
# $label: a number's name (import-field); $who: a Regiment's, Unit's or Character's name.
import-enter = Gib „{ $label }“ von { $who } ein.
import-refused = { $label } von { $who }: { $why }
import-already-label = Schon in der Musterung
import-already = Die Musterung hat schon eine Armeeliste „{ $name }“.
import-update = Liste aktualisieren
import-keep-both = Beide behalten
# The name of a second list kept beside one of the same name.
import-second-name = { $name } (2)
import-already-kept = „{ $name }“ ist schon in der Musterung: Es wurde nichts Neues gespeichert.
# $added: how many new profiles were kept with the list (0: none).
import-done = „{ $name }“ importiert: { $total } { $system ->
        [ninth_age] { $total ->
            [one] Einheit
           *[other] Einheiten
        }
       *[conquest] { $total ->
            [one] Regiment
           *[other] Regimenter
        }
    }{ $added ->
        [0] .
        [one] , { $added } neues Profil gespeichert.
       *[other] , { $added } neue Profile gespeichert.
    }
# A number a list import asks, by the engine's key; another key is said as it is.
import-field = { $key ->
        [kind] Typ
        [stands] Stände
        [files] Frontbreite (Reihen)
        [wounds] Wunden
        [resolve] Entschlossenheit
        [models] Modelle
        [hp] Lebenspunkte
       *[other] { $key }
    }
# $label: import-field; $title: a Regiment's, Unit's, Character's or upgrade's name.
import-field-of = { $label } von { $title }
import-character-title = { $name } (Charakter)
# A Regiment's type (the engine's key).
import-kind = { $kind ->
        [infantry] Infanterie
        [cavalry] Kavallerie
        [brute] Brute
        [monster] Monster
       *[other] { $kind }
    }
import-command-stand = Kommando-Stand
import-rules-of = Sonderregeln von { $title }
import-ask-stands = · { $stands } { $stands ->
        [one] Stand
       *[other] Stände
    }
# A special rule with its value, as the list gives them: Shield (2).
import-rule-x = { $name } ({ $x })
# $fields: the numbers (import-field) that came from $from (the engine's words: Muster, the library).
import-filled-from = { $fields } aus { $from }
import-special-rules = Sonderregeln: { $rules }
import-to-fill = auszufüllen: { $fields }
import-to-fill-character = auszufüllen: die Werte eines Charakters
import-filled = ausgefüllt
import-found = gefunden
import-character-wounds = Wunden { $wounds }
import-character-resolve = Entschlossenheit { $resolve }
import-character = Charakter: { $name }
# $numbers: its Wounds and Resolve and rules, separated by commas.
import-character-with = Charakter: { $name } ({ $numbers })
import-joins-stands = { $name } ({ $stands } { $stands ->
        [one] Stand
       *[other] Stände
    })
import-joins = { $name } gehört zu
# The first edition's Wounds reading of a list: $reason is the engine's.
import-wounds-reading = Wunden { $wounds }: { $reason }
import-w-per-stand = W gilt pro Stand
import-w-per-model = W gilt pro Modell ({ $wounds })
import-upgrade-kept = Eine Sonderregel: { $rules }
# What an upgrade of a list is, as the player answers.
import-upgrade-as = { $as ->
        [auxiliary] Ein Hilfstruppen-Stand
        [character] Ein Charakter
        [nothing] Nichts
       *[rule] Eine Sonderregel
    }
import-upgrade-auxiliary = { $name } ist ein Hilfstruppen-Stand von
import-upgrade-what = Was ist { $name }?
import-upgrades = Aufwertungen ({ $count }): einmal pro Fraktion gefragt
import-pad-done = Alle Werte sind eingegeben.
# $name: the label of the number being entered.
import-pad-entering = Eingabe: { $name }
import-pad-back = Letzte Ziffer löschen
import-pad-next = Weiter
import-pad-next-label = Weiter zum nächsten Wert
import-pad = Ziffernblock für die gefragten Werte

## Reports, sharing, links, backups and files
# (Messages of this group follow this line.)
# The site kept for offline use (the top bar's line) and a new version waiting.
app-update-ready = Eine neue Version von Aftermath ist bereit.
app-update-reload = Neu laden
app-offline-unsupported = Offline-Nutzung ist in diesem Browser nicht möglich
app-offline-working = Offline: arbeitet mit den Daten dieses Geräts
app-offline-ready = Offline verfügbar
# $cached of $total files saved so far.
app-offline-saving-count = Wird für offline gespeichert… { $cached }/{ $total }
app-offline-saving = Wird für offline gespeichert…
app-offline-failed = Offline-Nutzung konnte nicht eingerichtet werden: { $reason }
app-offline-no-worker = Offline-Nutzung konnte nicht eingerichtet werden: Der Browser hat keinen Service Worker registriert
# Why a battle was set aside at the start as damaged (kept with its raw text); counts as digits.
backup-repair-counted = ihre gespeicherten Aktionen sind beschädigt: { $count } Aktionen sind gezählt, aber { $kept } sind erhalten
backup-repair-no-start = ihre gespeicherten Aktionen sind beschädigt: Ihr Anfang fehlt
backup-repair-no-checkpoint = ihre gespeicherten Aktionen sind beschädigt: Ihr Zwischenstand nach { $checkpoint } Aktionen fehlt
# The engine's start: the stage a start failed at, and why.
app-engine-not-started = das Regelmodul ist nicht gestartet
app-stage = { $stage ->
        [manifest] beim Lesen des Build-Manifests
        [runtime] beim Starten von Python (Pyodide)
        [install] beim Installieren des Regelmoduls
        [import] beim Importieren des Regelmoduls
       *[worker] beim Starten des Regelmoduls
    }
app-examples-failed = Die Beispiele konnten nicht geladen werden: { $reason }
app-engine-restarted = Das Regelmodul wurde neu gestartet. Alles, was auf diesem Gerät gespeichert ist, ist unverändert.
app-deleted-elsewhere = Diese Schlacht wurde in einem anderen Tab gelöscht.
app-changed-elsewhere = Diese Schlacht wurde in einem anderen Tab geändert: Sie zeigt jetzt den neuesten Stand.
# A file picked that is too large to read: $what is one of the file-what- messages.
file-too-large = „{ $name }“ hat { $size } Bytes: zu groß; { $what } darf höchstens { $limit } Bytes groß sein
file-too-large-mib = „{ $name }“ hat { $size } Bytes: zu groß; { $what } darf höchstens { $limit } Bytes ({ $mib } MiB) groß sein
file-not-read = „{ $name }“ konnte nicht gelesen werden ({ $reason })
file-what-list = eine Listendatei
file-what-pack = ein Profilpaket
file-what-backup = eine Sicherungsdatei
report-exact-toggle = Tippen, um zwischen Prozent und exaktem Bruch zu wechseln
# A chance's name (the engine's, or report-chance) before its figure.
report-odds-label = { $label }:
report-chance = Chance
# A chance too small or too large to write: $percent is 0.1% or 99.9%.
report-percent-below = <{ $percent }
report-percent-above = >{ $percent }
report-picture-shared = Bild geteilt.
# $size in kB.
report-picture-saved = Bild gespeichert als { $file } ({ $size } kB).
report-share-cancelled = Teilen abgebrochen.
report-picture-failed = Das Bild konnte nicht erstellt werden: { $reason }
report-summary-copied = Zusammenfassung kopiert: Füge sie in deinen Chat ein.
report-copy-refused = Kopieren wurde hier verweigert: Die Zusammenfassung ist unten markiert, kopiere sie von Hand.
report-summary-label = Textzusammenfassung
report-making-link = Link wird erstellt…
report-label = Bericht
report-back = ‹ Zurück zum Spiel
# $name: the battle's name.
report-title = Bericht: { $name }
report-failed = Der Bericht konnte nicht erstellt werden: { $reason }
report-working = Bericht wird berechnet…
# $title: the report's title (its rule system's); $first and $second: the players.
report-about = { $title }: { $first } gegen { $second }, { $actions } { $actions ->
        [one] Aktion
       *[other] Aktionen
    }.
report-statements-label = Was der Bericht beurteilen kann
report-statements = Was dieser Bericht beurteilen kann
report-share-label = Bericht teilen
report-share = Teilen
report-download-png = Bild herunterladen (PNG)
report-share-png = Bild teilen…
report-copy = Textzusammenfassung kopieren
report-link = Link teilen
report-losses-caption = Verluste pro Seite
report-losses = Verluste
# $rounds: yes when the battle is counted in Rounds.
# A Round of the report's table of losses, by its number.
report-round = Runde { $round }
report-every-number = Alle Zahlen{ $rounds ->
        [yes] , pro Runde
       *[no] {""}
    }
report-strengths = Stärke jetzt und zu Beginn
report-luck = Glück
# $rule: the ruling the odds are worked out by.
report-luck-title = Glück nach den exakten Chancen ({ $rule })
report-swing = Unwahrscheinlichster Wurf:
# One roll of the battle: when, who (and their player), what was rolled and its dice,
# its chances ($worse, $better: percentages), the engine's verdict and the ruling.
report-roll = { $when }, { $who } ({ $player }): { $what } [{ $dice }] — dies oder schlechter { $worse }, mindestens so gut { $better }; { $verdict } ({ $rule })
report-exact = Exakte Brüche
# $worse, $better: exact fractions (1/36).
report-exact-side = { $player }: { $actual } oder mehr: { $worse }; { $actual } oder weniger: { $better }
report-exact-roll = { $when }, { $who }: dies oder schlechter: { $worse }; mindestens so gut: { $better }
# The chart's legend: side 1 solid bars, side 2 striped.
report-solid = (gefüllt)
report-striped = (gestreift)
# The losses chart's title: $measure is the engine's name of what is counted.
report-losses-chart = { $measure }{ $rounds ->
        [yes] {" "}pro Runde
       *[no] {""}
    }, nach Seite
# The chart's text for screen readers: $periods are report-losses-period, separated by semicolons.
report-losses-chart-label = { $title }. { $periods }
report-losses-period = { $period }: { $first } { $firstLost }, { $second } { $secondLost }
report-rounds-key = R1, R2…: Runden
# The luck chart of one player: $bad is the engine's name of the bad results counted.
report-luck-chart-label = { $player }: Chance jeder Summe von { $bad }; die tatsächliche Summe war { $actual }, erwartet { NUMBER($expected, maximumFractionDigits: 1) }; { $label }: { $chance }. { $standing }
report-luck-chart = { $player }: Summe { $bad }
report-luck-real = Tatsächliche Summe { $actual } (dunkler Balken), erwartet { NUMBER($expected, maximumFractionDigits: 1) }
report-luck-mark = tatsächlich { $actual }
report-luck-tails = { $actual } oder mehr: { $worse }; { $actual } oder weniger: { $better }
report-image-slow = das Zeichnen des Bildes dauerte zu lange
report-image-no-png = der Browser konnte kein PNG erstellen
report-image-failed = der Browser konnte den Bericht nicht als Bild zeichnen
# A link's length in characters.
share-length = { $length } Zeichen
share-copied = Link kopiert.
share-copy-by-hand = Markiere den Link und kopiere ihn.
share-copy = Link kopieren
# The phone's own share sheet.
share-system = Teilen…
share-drawing = QR-Code wird gezeichnet…
share-qr-label = QR-Code des Links zu { $title }
share-too-long-for-qr = Dieser Link ist zu lang für einen QR-Code: Kopiere oder sende stattdessen den Link.
share-link = Link
# $title: the name of what is shared (a battle's, a roster's, a list's).
share-label = { $title } teilen
share-title = „{ $title }“ teilen
share-close = Schließen
share-choice = Was der Link enthält
# A choice of link: $label is share-with-history, share-state-only or a pack's part.
share-choice-too-long = { $label } (zu lang)
share-choice-length = { $label } ({ $length } Zeichen)
share-about-battle = Scanne den Code mit dem anderen Handy oder sende den Link. Dort öffnet er sich als neue Schlacht.
link-player = Spieler: { $player }
link-no-player = Kein Spieler genannt
link-save-roster = Als neue Kaderliste speichern
link-start-another = Weitere Schlacht beginnen
link-keep-another = Weitere Kopie behalten
link-start = Schlacht beginnen
link-open-new = Als neue Schlacht öffnen
link-label = Geteilter Link
link-shared-with-you = Jemand hat dies mit dir geteilt
# $title: what the link is (the engine's: Conquest battle ...); $name: its name.
link-what = { $title }: { $name }
link-no-name = (kein Name)
link-history = Mit Verlauf: { $actions } { $actions ->
        [one] Aktion, die
       *[other] Aktionen, die
    } hier rückgängig gemacht werden { $actions ->
        [one] kann
       *[other] können
    }.
# $name: the battle already opened from this link.
link-have = Du hast diesen Link schon einmal geöffnet: { $name } ist auf diesem Gerät, mit allem, was seitdem gespielt wurde.
link-pack-keeps-edits = Ein Profil, das du bearbeitet hast, bleibt so, wie du es gemacht hast.
link-replaces-nothing = Nichts auf diesem Gerät wird ersetzt.
link-open-have = Die vorhandene öffnen
link-save-to-muster = In der Musterung speichern
link-dismiss = Schließen
# The same report said again and again on the two-phone sheet: $report is its words,
# $times how many times, written as plain digits.
link-report-times = { $report } ({ $times }-mal)
share-making = Link und QR-Code werden erstellt…
share-with-history = Mit Verlauf ({ $actions } { $actions ->
        [one] Aktion
       *[other] Aktionen
    }, dort rückgängig machbar)
share-state-only = Nur Spielstand (dort kein Rückgängig)
share-about-roster = Scanne den Code mit dem anderen Handy oder sende den Link. Dort öffnet er sich als neue Kaderliste.
share-about-list = Scanne den Code mit dem anderen Handy oder sende den Link. Dort öffnet er sich als Vorschau, die in der Musterung gespeichert werden kann.
share-about-pack = Scanne den Code mit dem anderen Handy oder sende den Link. Dort bietet er an, diese Profile zur Musterung hinzuzufügen.
# $refused: the engine's reason the pack is no QR code.
share-about-pack-refused = Scanne den Code mit dem anderen Handy oder sende den Link. Dort bietet er an, diese Profile zur Musterung hinzuzufügen. { $refused }
share-about-pack-parts = Scanne den Code mit dem anderen Handy oder sende den Link. Dort bietet er an, diese Profile zur Musterung hinzuzufügen. Er besteht aus { $parts } Teilen: Scanne jeden einzeln.
share-pack-part = Teil { $part } von { $parts } ({ $profiles } { $profiles ->
        [one] Profil
       *[other] Profile
    })
link-invite-failed = Diese Einladung konnte nicht geöffnet werden: { $reason }
link-handover-failed = Dieser Übergabe-Link konnte nicht geöffnet werden: { $reason }
link-failed = Dieser Link konnte nicht geöffnet werden. { $reason }
# $title: what the link is, in the engine's words.
link-cannot-open = Dieses Regelmodul kann Folgendes nicht öffnen: { $title }.
link-shared-battle = Geteilte Schlacht
link-pack-source = Revision { $revision }. Werte aus: { $source }
backup-left-out = { $damaged } { $damaged ->
        [one] beschädigter Eintrag wurde nicht exportiert: Er steht
       *[other] beschädigte Einträge wurden nicht exportiert: Sie stehen
    } auf diesem Bildschirm unter „Nicht lesbar“, wo der Rohtext kopiert oder heruntergeladen werden kann.
backup-exported = { $battles } { $battles ->
        [one] Schlacht
       *[other] Schlachten
    }, { $rosters } { $rosters ->
        [one] Kaderliste
       *[other] Kaderlisten
    } und { $muster } { $muster ->
        [one] Musterungseintrag
       *[other] Musterungseinträge
    } exportiert.
backup-not-exported = Nichts wurde exportiert: { $reason }
# $why: what the problem means (newer, not-backup, unreadable or other); $reason: the engine's exact words.
backup-not-imported = „{ $file }“ wurde nicht importiert, nichts wurde geändert. { $why ->
        [newer] Die Datei wurde mit einer neueren Version von Aftermath erstellt: Aktualisiere zuerst die App.{" "}
        [not-backup] Die Datei ist keine vollständige Aftermath-Sicherungsdatei: Sie wurde vielleicht abgeschnitten oder gehört zu einer anderen App.{" "}
        [unreadable] Etwas darin konnte nicht gelesen werden, daher wurde nichts davon übernommen.{" "}
       *[other] {""}
    }Details: { $reason }
backup-not-json = Datei: ist kein vollständiges JSON (abgeschnitten oder beschädigt: { $reason })
backup-imported = { $count } { $count ->
        [one] Eintrag
       *[other] Einträge
    } aus „{ $file }“ importiert.
# A record of the backup file: $kind is battle, roster or muster; $name its name.
backup-adds = Fügt { $kind ->
        [battle] die Schlacht
        [roster] die Kaderliste
       *[muster] den Musterungseintrag
    } „{ $name }“ hinzu.
backup-same = { $kind ->
        [battle] Die Schlacht
        [roster] Die Kaderliste
       *[muster] Der Musterungseintrag
    } „{ $name }“ ist bereits auf diesem Gerät, genau wie in der Datei.
# $stored: the name it has on this device.
backup-changed = { $kind ->
        [battle] Die Schlacht
        [roster] Die Kaderliste
       *[muster] Der Musterungseintrag
    } „{ $name }“ ist bereits auf diesem Gerät als „{ $stored }“, seitdem geändert.
backup-what-to-do = Was tun mit { $kind ->
        [battle] der Schlacht
        [roster] der Kaderliste
       *[muster] dem Musterungseintrag
    } „{ $name }“?
backup-keep-both = Beide behalten
backup-replace = Ersetzen
backup-skip = Überspringen
backup-replace-about = Der Eintrag auf diesem Gerät wird durch den aus der Datei ersetzt.
backup-skip-about = Der Eintrag auf diesem Gerät bleibt; der aus der Datei wird nicht importiert.
backup-both-about = Beide werden behalten: Der aus der Datei kommt als Kopie mit dem Namen „(importiert)“ hinzu.
# The name of a record kept as a copy beside one already on this device.
backup-copy-name = { $name } (importiert)
backup-import-from = Import aus „{ $file }“
backup-items = { $count } { $count ->
        [one] Eintrag, vom Regelmodul geprüft.
       *[other] Einträge, jeder vom Regelmodul geprüft.
    }
backup-import-these = Diese importieren
backup-cancel = Abbrechen

## The Ninth Age's sentences
# (Messages of this group follow this line.)
# A Health Pool ($pool: the rank and file of $unit, or a Character's or Champion's,
# $character; $character_s is yes when the name ends in s, for the English possessive).
# Multiple Wounds (N-6): $x as the player wrote it ("D3"); $parts are the values.
ninth-wound-value = { $value }
ninth-wound-value-capped = { $value } (begrenzt auf { $capped })
ninth-multiple-wounds = Mehrfache Verwundungen { $x }: { $parts } -> { $total } { $total ->
        [one] Lebenspunkt
       *[other] Lebenspunkte
    }
ninth-multiple-wounds-none = Mehrfache Verwundungen { $x }: keine ungeschützten Wunden -> { $total } { $total ->
        [one] Lebenspunkt
       *[other] Lebenspunkte
    }
# $parts: the attack's Multiple Wounds.
ninth-attack-wounds = { $attack }: { $parts }
ninth-wounds-capped = { $parts }: jede Wunde höchstens die { $hp } Lebenspunkte eines Modells, nie auf ein zweites übergreifend
# Excess losses (N-5): $parts are the attacks' shares.
ninth-share = { $attack } ({ $losses })
ninth-excess-from = Die { $excess } überzähligen Verluste stammen von { $parts }, { $how ->
        [chosen] wie vom angreifenden Spieler gewählt
       *[only] die einzig mögliche Wahl
    }
# A batch of losses (N-2). German needs no possessive: $character_s is chosen on with equal variants.
ninth-pool-loses = { $pool ->
        [rank_and_file] Der Lebenspunktevorrat der Truppenmodelle von { $unit }
        [champion] Der Lebenspunktevorrat des Champions { $character }{ $character_s ->
            [yes] {""}
           *[no] {""}
        }
       *[character] Der Lebenspunktevorrat des Charaktermodells { $character }{ $character_s ->
            [yes] {""}
           *[no] {""}
        }
    } verliert { $losses } { $losses ->
        [one] Lebenspunkt
       *[other] Lebenspunkte
    } ({ $before ->
        [0] {""}
       *[other] { $before } schon verloren + { $taken } = { $total }:{" "}
    }{ $count } { $count ->
        [one] ganzes Modell
       *[other] ganze Modelle
    } zu { $hp } LP, { $left_over } übrig)
ninth-wiped-out = { $pool ->
        [rank_and_file] Der Lebenspunktevorrat der Truppenmodelle von { $unit }
        [champion] Der Lebenspunktevorrat des Champions { $character }{ $character_s ->
            [yes] {""}
           *[no] {""}
        }
       *[character] Der Lebenspunktevorrat des Charaktermodells { $character }{ $character_s ->
            [yes] {""}
           *[no] {""}
        }
    } ist ausgelöscht und überträgt nichts
ninth-removed-carried = { $count } { $count ->
        [one] Modell
       *[other] Modelle
    } entfernt; { $lost } { $lost ->
        [one] verlorener Lebenspunkt
       *[other] verlorene Lebenspunkte
    } auf spätere Attacken übertragen
# A Character's or Champion's Health Pool still standing after a batch: what it has $left of its $hp Health Points, and the $lost ones carried over.
ninth-pool-left = { $pool ->
        [champion] Champion { $character }
       *[character] Charaktermodell { $character }
    }: noch { $left } von { $hp } { $hp ->
        [one] Lebenspunkt
       *[other] Lebenspunkten
    }; { $lost } { $lost ->
        [one] verlorener Lebenspunkt
       *[other] verlorene Lebenspunkte
    } auf spätere Attacken übertragen
ninth-pool-excess = { $excess } { $excess ->
        [one] überzähliger Lebenspunktverlust
       *[other] überzählige Lebenspunktverluste
    } ignoriert: Der Lebenspunktevorrat hatte nur noch { $left } { $left ->
        [one] Lebenspunkt
       *[other] Lebenspunkte
    }
ninth-destroyed = { $unit } hat keine Modelle mehr und ist vernichtet
# A model removed (N-2 to N-4): where it stood, and why it was the one ($why).
# German ordinals are "2.": the *_ord selectors keep one form.
ninth-model-name = { $kind ->
        [rank_and_file] das Modell in Glied { $rank }, Reihe { $file }
        [champion] Champion { $character }
       *[character] Charaktermodell { $character }
    }
ninth-removed = { $kind ->
        [rank_and_file] Ein Modell
        [champion] Champion { $character }
       *[character] Charaktermodell { $character }
    } aus { $at_rank ->
        [front] dem vordersten Glied
        [rear] dem hintersten Glied
       *[nth] dem { $at_rank_n }{ $at_rank_ord ->
            [one] .
           *[other] .
        } Glied
    }{ $at_file ->
        [left] , linkes Ende,
        [right] , rechtes Ende,
        [centre] , Mitte,
        [from_left] , { $at_file_n }{ $at_file_ord ->
            [one] .
           *[other] .
        } von links,
        [from_right] , { $at_file_n }{ $at_file_ord ->
            [one] .
           *[other] .
        } von rechts,
       *[none] {""}
    } entfernt (Glied { $model_rank }, Reihe { $model_file }) — { $why ->
        [picked] Glied { $why_rank }: vom Besitzer gewählt
        [pool_lost] sein Lebenspunktevorrat hat alle Lebenspunkte verloren
        [rear_end] hinterstes Glied ({ $why_rank }): das { $why_side ->
            [left] linke
           *[right] rechte
        } Ende geht, das Glied bleibt mittig
        [in_front] Glied { $why_rank } ist das hinterste Glied mit Truppenmodellen, vor dem { $why_side ->
            [left] linken
           *[right] rechten
        } Ende von Glied { $why_last }, das die Lücke füllt
        [longer_side] erstes Glied, erstes Modell dieses Schubs: von { $why_side ->
            [left] links
           *[right] rechts
        }, der längeren Seite ({ $why_left } links und { $why_right } rechts der Mittellinie)
        [even_sides] erstes Glied, erstes Modell dieses Schubs: beide Seiten haben { $why_left }, also links
       *[alternating] erstes Glied: abwechselnde Enden, jetzt { $why_side ->
            [left] links
           *[right] rechts
        }
    }
# $parts: the models of other Health Pools passed over, each ninth-model-name.
ninth-removed-skipping = { $kind ->
        [rank_and_file] Ein Modell
        [champion] Champion { $character }
       *[character] Charaktermodell { $character }
    } aus { $at_rank ->
        [front] dem vordersten Glied
        [rear] dem hintersten Glied
       *[nth] dem { $at_rank_n }{ $at_rank_ord ->
            [one] .
           *[other] .
        } Glied
    }{ $at_file ->
        [left] , linkes Ende,
        [right] , rechtes Ende,
        [centre] , Mitte,
        [from_left] , { $at_file_n }{ $at_file_ord ->
            [one] .
           *[other] .
        } von links,
        [from_right] , { $at_file_n }{ $at_file_ord ->
            [one] .
           *[other] .
        } von rechts,
       *[none] {""}
    } entfernt (Glied { $model_rank }, Reihe { $model_file }) — { $why ->
        [picked] Glied { $why_rank }: vom Besitzer gewählt
        [pool_lost] sein Lebenspunktevorrat hat alle Lebenspunkte verloren
        [rear_end] hinterstes Glied ({ $why_rank }): das { $why_side ->
            [left] linke
           *[right] rechte
        } Ende geht, das Glied bleibt mittig
        [in_front] Glied { $why_rank } ist das hinterste Glied mit Truppenmodellen, vor dem { $why_side ->
            [left] linken
           *[right] rechten
        } Ende von Glied { $why_last }, das die Lücke füllt
        [longer_side] erstes Glied, erstes Modell dieses Schubs: von { $why_side ->
            [left] links
           *[right] rechts
        }, der längeren Seite ({ $why_left } links und { $why_right } rechts der Mittellinie)
        [even_sides] erstes Glied, erstes Modell dieses Schubs: beide Seiten haben { $why_left }, also links
       *[alternating] erstes Glied: abwechselnde Enden, jetzt { $why_side ->
            [left] links
           *[right] rechts
        }
    }; { $parts } ({ $skipped ->
        [one] ein anderer Lebenspunktevorrat
       *[other] andere Lebenspunktevorräte
    }) übersprungen
# Re-forming (N-4): each move, then ($parts) the next ones.
ninth-move = { $kind ->
        [rank_and_file] das Modell in Glied { $from_rank }, Reihe { $from_file }
        [champion] Champion { $character }
       *[character] Charaktermodell { $character }
    } von Glied { $from_rank }, Reihe { $from_file } nach Glied { $to_rank }, Reihe { $to_file }
ninth-move-then = { $kind ->
        [rank_and_file] das Modell in Glied { $from_rank }, Reihe { $from_file }
        [champion] Champion { $character }
       *[character] Charaktermodell { $character }
    } von Glied { $from_rank }, Reihe { $from_file } nach Glied { $to_rank }, Reihe { $to_file }; { $parts }
ninth-re-forms = { $unit } formiert sich zu einer gültigen Formation neu: { $parts }
# Unstable (N-7): each Health Pool's share, then ($parts) the next ones or the rule.
ninth-pool-name = { $pool ->
        [rank_and_file] die Truppenmodelle
        [champion] Champion { $character }
       *[character] Charaktermodell { $character }
    }
ninth-unstable-rule = erst die Truppenmodelle, dann der Champion, dann die Charaktermodelle so gleichmäßig wie möglich
# $parts: the Health Pools a tie between Characters goes to, in turn.
ninth-unstable-tie = erst die Truppenmodelle, dann der Champion, dann die Charaktermodelle so gleichmäßig wie möglich; ein Gleichstand zwischen Charaktermodellen geht der Reihe nach an { $parts }{ $order ->
        [owner] {" "}(Reihenfolge des Besitzers)
       *[unit] {" "}(Reihenfolge der Einheit)
    }
ninth-unstable-share = { $losses } an { $pool ->
        [rank_and_file] die Truppenmodelle
        [champion] Champion { $character }
       *[character] Charaktermodell { $character }
    } — { $parts }
ninth-unstable-share-then = { $losses } an { $pool ->
        [rank_and_file] die Truppenmodelle
        [champion] Champion { $character }
       *[character] Charaktermodell { $character }
    }, { $parts }
ninth-unstable = Instabil: { $losses } Lebenspunkte verloren, keine Schutzwürfe: { $parts }
ninth-unit-excess = { $excess } { $excess ->
        [one] überzähliger Lebenspunktverlust
       *[other] überzählige Lebenspunktverluste
    } ignoriert: { $unit } hatte nur noch { $left } { $left ->
        [one] Lebenspunkt
       *[other] Lebenspunkte
    }
# The Ninth Age's refusals.
ninth-refused-choose-excess = { $excess } der { $total } Verluste sind überzählig: Der angreifende Spieler muss wählen, welche Attacken sie verursacht haben
ninth-refused-pool-empty = { $pool ->
        [rank_and_file] der Lebenspunktevorrat der Truppenmodelle von { $unit }
        [champion] der Lebenspunktevorrat des Champions { $character }{ $character_s ->
            [yes] {""}
           *[no] {""}
        }
       *[character] der Lebenspunktevorrat des Charaktermodells { $character }{ $character_s ->
            [yes] {""}
           *[no] {""}
        }
    } hat keine Modelle mehr
ninth-refused-unit-empty = { $unit } hat keine Modelle mehr

## The campaign's sentences
# (Messages of this group follow this line.)
# The rosters on this device after a Confirm or its Undo: each note said, then joined
# by campaign-rosters-note-separator.
campaign-rosters-note-separator = {" "}
campaign-rosters-confirmed = Beide Kaderlisten sind auf diesem Gerät aktualisiert.
campaign-rosters-both-deleted = Beide Kaderlisten wurden auf diesem Gerät gelöscht, seit sie zuerst bestätigt wurden, daher wird keine erneut geschrieben.
campaign-rosters-one-deleted = Eine Kaderliste wurde auf diesem Gerät gelöscht, seit sie zuerst bestätigt wurde, daher bleibt sie gelöscht; die andere ist aktualisiert.
campaign-rosters-changed-since = Eine Kaderliste wurde auf diesem Gerät geändert, nachdem diese Nachbereitung bestätigt wurde, daher wurde sie nicht zurückgesetzt.
campaign-rosters-deleted-since = Eine Kaderliste wurde auf diesem Gerät gelöscht, nachdem diese Nachbereitung bestätigt wurde, daher bleibt sie gelöscht.
campaign-rosters-put-back = Die Kaderlisten auf diesem Gerät sind wieder so, wie sie vor dieser Nachbereitung waren.
# The aftermath screens. A lost model's story: its sentences, joined by
# campaign-story-separator; a verdict after a roll: each model rolled for ($name) with
# its $story, joined by campaign-story-models-separator.
campaign-story-separator = {"; "}
campaign-story-models-separator = {" · "}
campaign-story-of = { $name }: { $story }
campaign-story-unrecoverable = auf nicht rettbare Weise getötet: tot (W-2)
campaign-story-awaiting-recovery = wartet auf den Genesungswurf
campaign-story-awaiting-fate = wartet auf den Wurf für Verlustschicksal
campaign-story-recovery = Genesung { $die } (nötig: { $number } oder weniger): { $result ->
        [dead] tot
        [survived] überlebt
       *[trooper] überlebt (Soldaten würfeln kein Verlustschicksal)
    }
campaign-story-fate = Verlustschicksal { $die }: { $fate ->
        [full_recovery] Vollständige Genesung
        [wounded] Verwundet
        [badly_wounded] Schwer verwundet
        [bitter_enemy] Erbitterter Feind
        [captured] Gefangen
       *[miraculous_recovery] Wundersame Genesung
    }
# $parts: the Wound's notes.
campaign-story-wound = { $location ->
        [chest_wound] Brustwunde
        [leg_wound] Beinwunde
        [arm_wound] Armwunde
        [blinded_in_one_eye] Auf einem Auge geblendet
        [head_wound] Kopfwunde
        [ear_wound] Ohrwunde
        [shell_shock] Kriegszittern
       *[hand_wound] Handwunde
    } ({ $parts })
campaign-story-wound-bare = { $location ->
        [chest_wound] Brustwunde
        [leg_wound] Beinwunde
        [arm_wound] Armwunde
        [blinded_in_one_eye] Auf einem Auge geblendet
        [head_wound] Kopfwunde
        [ear_wound] Ohrwunde
        [shell_shock] Kriegszittern
       *[hand_wound] Handwunde
    }
campaign-story-wounds-to-go = noch { $owed } { $owed ->
        [one] Wurf
       *[other] Würfe
    } auf der Wundtabelle
campaign-story-retired-blind = blind ausgeschieden
campaign-story-captive = { $how ->
        [exchanged] ausgetauscht
        [bought_back] freigekauft
        [executed] hingerichtet
        [own] gefangen, wartet auf die übrigen Würfe seiner Seite
       *[other] gefangen, wartet auf die andere Seite
    }
# Why the next roll is owed ($apostrophe: how English writes $force's possessive; one
# form here).
campaign-why-recovery = { $name } ging in der Schlacht verloren; das Ergebnis von { $force }{ $apostrophe ->
       *[any] {""}
    } ist { $outcome ->
        [crushing_victory] Vernichtender Sieg
        [victory] Sieg
        [pyrrhic_victory] Pyrrhussieg
        [noble_loss] Ehrenvolle Niederlage
       *[annihilated] Vernichtet
    }: { $name } lebt bei { $number } oder weniger{ $undead ->
        [yes] {" "}(+{ $bonus }: Untot)
       *[no] {""}
    } (W-1, W-2)
campaign-why-fate = { $name } hat überlebt und ist { $kind ->
        [leader] Anführer
        [individual] Einzelgänger
        [hero] Held
        [specialist] Spezialist
       *[trooper] Soldat
    }; { $kind ->
        [trooper] die Kaderliste führt Soldatenschicksale
       *[other] Anführer, Einzelgänger, Helden und Spezialisten würfeln ihr Schicksal
    } (W-3)
campaign-why-wound = { $name } ist { $fate ->
        [full_recovery] Vollständige Genesung
        [wounded] Verwundet
        [badly_wounded] Schwer verwundet
        [bitter_enemy] Erbitterter Feind
        [captured] Gefangen
       *[miraculous_recovery] Wundersame Genesung
    }: Wurf { $done } von { $rolls } auf der Wundtabelle (W-4)
# A lost model's story (W-1 to W-6): $name is the model's, $force a roster's; a table's
# result is a key ($kind, $outcome, $fate, $location, $table, $status).
campaign-roll-fate = { $name } ist { $kind ->
        [leader] Anführer
        [individual] Einzelgänger
        [hero] Held
        [specialist] Spezialist
       *[trooper] Soldat
    }: auf der Verlustschicksal-Tabelle würfeln
campaign-owes-wound-rolls = { $name } schuldet noch { $owed } { $owed ->
        [one] Wurf
       *[other] Würfe
    } auf der Wundtabelle
# $bonus: what Undead add to the Recovery Number, if $undead is yes.
campaign-recovery = { $name } würfelt { $die } für Genesung, braucht { $number } oder weniger ({ $outcome ->
        [crushing_victory] Vernichtender Sieg
        [victory] Sieg
        [pyrrhic_victory] Pyrrhussieg
        [noble_loss] Ehrenvolle Niederlage
       *[annihilated] Vernichtet
    }{ $undead ->
        [yes] , +{ $bonus } Untot
       *[no] {""}
    }): { $result ->
        [survives] überlebt
       *[dies] stirbt
    }
campaign-trooper-no-fate = { $name } ist Soldat: kein Wurf auf Verlustschicksal (die Kaderliste führt keine Soldatenschicksale)
# $hate and $ep: what a Bitter Enemy and a Miraculous Recovery give.
campaign-fate = { $name } würfelt { $die } für Verlustschicksal: { $fate ->
        [full_recovery] Vollständige Genesung (die Verletzungen waren weit weniger schlimm als gedacht)
        [wounded] Verwundet (einmal auf der Wundtabelle würfeln)
        [badly_wounded] Schwer verwundet (3-mal auf der Wundtabelle würfeln)
        [bitter_enemy] Erbitterter Feind (erhält Hass: { $hate } auf die feindliche Streitmacht)
        [captured] Gefangen (vom Feind gehalten, bis ausgetauscht oder freigekauft)
       *[miraculous_recovery] Wundersame Genesung (erholt sich und erhält +{ $ep } EP)
    }
campaign-effect-hate = Hass: { $hate } auf { $force }
campaign-effect-miracle = +{ $ep } EP ({ $was } -> { $now })
campaign-effect-held-by = gefangen bei { $force }
# $parts: what the fate does to the model.
campaign-effect = { $name }: { $parts }
# A Wound's notes: $stat is a characteristic's abbreviation (AR, MV...); Spot tests'
# numbers come with their signs ($was_sign, $now_sign); $parts is the next note.
campaign-note = { $note ->
        [stays_zero] { $stat ->
                [AR] Rüs
                [MV] Bew
                [ST] Stä
                [RC] FK
                [LD] Füh
                [AC] Akt
                [CC] NK
               *[other] { $stat }
            } ist schon 0 und bleibt 0
        [lowered] { $stat ->
                [AR] Rüs
                [MV] Bew
                [ST] Stä
                [RC] FK
                [LD] Füh
                [AC] Akt
                [CC] NK
               *[other] { $stat }
            } { $was } -> { $now }
        [spot] Entdecken-Tests { $was_sign ->
            [minus] -
           *[plus] +
        }{ $was } -> { $now_sign ->
            [minus] -
           *[plus] +
        }{ $now }
        [rear_cc] Angreifer von hinten erhalten +{ $now } NK
       *[blind] auf beiden Augen geblendet: Das Modell ist blind und verlässt die Kaderliste
    }
campaign-note-then = { $note ->
        [stays_zero] { $stat ->
                [AR] Rüs
                [MV] Bew
                [ST] Stä
                [RC] FK
                [LD] Füh
                [AC] Akt
                [CC] NK
               *[other] { $stat }
            } ist schon 0 und bleibt 0
        [lowered] { $stat ->
                [AR] Rüs
                [MV] Bew
                [ST] Stä
                [RC] FK
                [LD] Füh
                [AC] Akt
                [CC] NK
               *[other] { $stat }
            } { $was } -> { $now }
        [spot] Entdecken-Tests { $was_sign ->
            [minus] -
           *[plus] +
        }{ $was } -> { $now_sign ->
            [minus] -
           *[plus] +
        }{ $now }
        [rear_cc] Angreifer von hinten erhalten +{ $now } NK
       *[blind] auf beiden Augen geblendet: Das Modell ist blind und verlässt die Kaderliste
    }; { $parts }
# $parts: the Wound's notes.
campaign-wound = { $name } würfelt { $die } auf der Wundtabelle: { $location ->
        [chest_wound] Brustwunde
        [leg_wound] Beinwunde
        [arm_wound] Armwunde
        [blinded_in_one_eye] Auf einem Auge geblendet
        [head_wound] Kopfwunde
        [ear_wound] Ohrwunde
        [shell_shock] Kriegszittern
       *[hand_wound] Handwunde
    } — { $parts }
campaign-blind-leaves = { $name } ist blind und verlässt die Kaderliste: { $left ->
        [one] der letzte Wurf auf der Wundtabelle entfällt
       *[other] die übrigen { $left } Würfe auf der Wundtabelle entfallen
    }
campaign-no-outcome = { $force }: kein Ergebnis (niemand ging verloren)
campaign-outcome = { $force }: { $outcome ->
        [crushing_victory] Vernichtender Sieg
        [victory] Sieg
        [pyrrhic_victory] Pyrrhussieg
        [noble_loss] Ehrenvolle Niederlage
       *[annihilated] Vernichtet
    }, { $how ->
        [chosen] von den Spielern gewählt
       *[lost] aus den verlorenen Modellen
    }: Modelle überleben bei { $number } oder weniger
# Captives (W-5): $owner is the captive's force.
campaign-captive-waiting = { $name } ({ $owner }, Wert { $value }) ist { $waiting ->
        [own] gefangen und wartet auf die übrigen Würfe seiner Seite
       *[other] gefangen und wartet auf die andere Seite
    }: ausgetauscht, freigekauft oder hingerichtet, sobald jedes Verlustschicksal gewürfelt ist (W-5)
campaign-captive-exchanged = { $name } ({ $owner }, Wert { $value }) wird gegen { $partner } ({ $partner_owner }, Wert { $partner_value }) ausgetauscht
campaign-captive-bought = { $owner } kauft { $name } für { $paid } SP frei ({ $vp_left } SP übrig)
campaign-captive-executed = { $owner } kann { $value } SP für { $name } nicht zahlen ({ $vp_left } SP übrig): { $name } wird hingerichtet
campaign-ending = { $count } { $status ->
        [active] zurück in der Kriegerschar
        [dead] tot
        [retired_blind] blind ausgeschieden
       *[captured] gefangen
    }
# $parts: how the side's lost models ended, each campaign-ending.
campaign-confirmed = { $force }: { $parts }; SP { $vp } -> { $vp_after }
campaign-confirmed-no-losses = { $force }: keine Verluste; SP { $vp } -> { $vp_after }
# The campaign's refusals.
campaign-refused-confirmed = Diese Nachbereitung ist bestätigt; mach die Bestätigung rückgängig, um sie zu ändern
campaign-refused-nothing-owed = gerade ist kein Wurf fällig
campaign-refused-other-table = der nächste Wurf für { $name } ist auf { $table ->
        [recovery] der Genesungstabelle
        [fate] der Verlustschicksal-Tabelle
       *[wound] der Wundtabelle
    }, nicht auf { $asked ->
        [recovery] der Genesungstabelle
        [fate] der Verlustschicksal-Tabelle
       *[wound] der Wundtabelle
    }
campaign-refused-unrecoverable = { $name } wurde unrettbar getötet und stirbt ohne Wurf
campaign-refused-dead = { $name } hat den Genesungswurf nicht geschafft und ist tot
campaign-refused-trooper = { $name } ist Soldat, und die Kaderliste führt keine Soldatenschicksale
campaign-refused-all-made = { $name } hat jeden fälligen Wurf gemacht ({ $fate ->
        [full_recovery] Vollständige Genesung
        [wounded] Verwundet
        [badly_wounded] Schwer verwundet
        [bitter_enemy] Erbitterter Feind
        [captured] Gefangen
       *[miraculous_recovery] Wundersame Genesung
    })
campaign-refused-already-rolled = { $force } hat schon für Genesung gewürfelt; mach diese Würfe rückgängig, um das Ergebnis zu ändern
campaign-refused-still-owed = { $count } { $count ->
        [one] verlorenes Modell schuldet
       *[other] verlorene Modelle schulden
    } noch Würfe; als Nächstes: { $name } auf { $table ->
        [recovery] der Genesungstabelle
        [fate] der Verlustschicksal-Tabelle
       *[wound] der Wundtabelle
    }
# Dice typed, read out ("12, 16 und 18"): each $die, then ($parts) the rest.
campaign-die = { $die }
campaign-die-and = { $die } und { $parts }
campaign-die-then = { $die }, { $parts }
# The rolls owed, model by model: $parts are its tables; a model's last table carries
# ($parts) the next model, or what follows the list.
campaign-owed-by = { $name }: { $parts }
campaign-owed-table = { $table ->
        [recovery] Genesung
        [fate] Verlustschicksal
       *[wound] Wundtabelle
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    }
campaign-owed-table-then = { $table ->
        [recovery] Genesung
        [fate] Verlustschicksal
       *[wound] Wundtabelle
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    }; { $parts }
campaign-owed-table-end = { $table ->
        [recovery] Genesung
        [fate] Verlustschicksal
       *[wound] Wundtabelle
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    }{ $parts }
# Ends campaign-refused-typed-too-many's list of the rolls owed (its bracket closes
# here); $parts: the dice left over.
campaign-typed-left-over = ), also wurde nichts eingetragen: { $parts } { $left ->
        [one] bleibt
       *[other] bleiben
    } übrig
# $parts: the rolls owed, each campaign-owed-by, the last followed by campaign-typed-left-over.
campaign-refused-typed-too-many = { $typed } { $typed ->
        [one] Wurf
       *[other] Würfe
    } eingegeben, aber insgesamt { $owed ->
        [one] war { $owed }
       *[other] waren { $owed }
    } fällig ({ $parts }
# $typed: the dice to type instead, as typed; $parts: the dice typed after the blinding one.
campaign-refused-typed-after-blind = Die { $die } blendet { $name }; danach gibt es keine Würfe auf der Wundtabelle mehr, also wurde nichts eingetragen: { $parts }, danach eingegeben, waren vielleicht für die folgenden Würfe gedacht. Gib { $typed }{ $then ->
        [next] {" "}zuerst ein, dann die Würfe des nächsten Modells
       *[none] {" "}ein
    }

## The Ninth Age's screens: its overview, a Unit's card and its Actions
# (Messages of this group follow this line.)
# The abbreviation of Health Points in the Unit's texts ("3 LP"), and its full words in the legend.
ninth-page-hp-abbr = LP
ninth-page-hp-full = Lebenspunkte
# A Character's or a Champion's name after its kind: "Charaktermodell Ana".
ninth-page-kind-name = { $kind ->
    [champion] Champion { $name }
   *[character] Charaktermodell { $name }
}
ninth-page-rank-and-file = Truppenmodelle
# The lost Health Points a Health Pool carries over (0: none).
ninth-page-carried = { $lost ->
    [0] kein verlorener LP wird mitgeführt
    [one] { $lost } verlorener LP wird mitgeführt
   *[other] { $lost } verlorene LP werden mitgeführt
}
# A model's cell in the drawing: its words when tapped or pointed at.
ninth-page-model = Modell
ninth-page-model-hp = { $hp } LP
ninth-page-model-hp-of = { $left }/{ $hp } LP
ninth-page-model-lost = verloren
ninth-page-model-removed = { $who }: entfernt
# $place: the model's place in the engine's words ("Glied 2, Reihe 3").
ninth-page-model-title = { $who }: { $place }, { $hp }
ninth-page-formation = { $name }: { $ranks } { $ranks ->
    [one] Glied
   *[other] Glieder
} mit bis zu { $width } { $width ->
        [one] Reihe
       *[other] Reihen
    }
ninth-page-pools-label = Lebenspunktevorräte von { $name }
ninth-page-wiped-out = ausgelöscht
# A Health Pool's standing; $carried is ninth-page-carried.
ninth-page-pool = { $models } { $models ->
    [one] Modell
   *[other] Modelle
} zu { $hp } LP, { $left } LP übrig, { $carried }
ninth-page-hp-per-model = { $hp } LP pro Modell
ninth-page-rank-and-file-carried = Truppenmodelle: { $carried }
ninth-page-card-label = { $name }, { $carried }
ninth-page-card-destroyed = { $name }, vernichtet
# A Unit's row: its models in play of those it started with ("8/11 Modelle").
ninth-page-strength = { $left }/{ $total } { $total ->
    [one] Modell
   *[other] Modelle
}
ninth-page-destroyed = Vernichtet
ninth-page-losses = Verluste
ninth-page-full-strength = Volle Stärke
ninth-page-characters = ★ { $count } { $count ->
    [one] Charaktermodell
   *[other] Charaktermodelle
}
ninth-page-champions = ⚑ { $count } { $count ->
    [one] Champion
   *[other] Champions
}
# An attack's name until the player types one (a batch of simultaneous attacks).
ninth-page-attack-name = Attacke { $n }
# $rule: the rule's id (N-3).
ninth-page-pick-models = Tippe die zu entfernenden Modelle an (in der Zeichnung oder unten), der Reihe nach, hinterstes Glied zuerst ({ $rule }). Glieder und Reihen zählen ab 1 vorne links.
ninth-page-picked = Gewählt: { $count } { $count ->
    [one] Modell
   *[other] Modelle
}, in der angetippten Reihenfolge
ninth-page-nothing-picked = Noch nichts gewählt: Es gilt die Standardreihenfolge.
ninth-page-clear-picks = Auswahl leeren
ninth-page-first-rank-only = Nur das erste Glied ist übrig: Seine Modelle gehen abwechselnd von beiden Enden.
ninth-page-actions-label = Lebenspunktverluste für { $name }
ninth-page-no-models-left = { $name } hat keine Modelle mehr.
ninth-page-loss-kind = Art der Verluste
# The kinds of losses entered: Health Points as they are, an attack with Multiple Wounds, Unstable losses.
ninth-page-loss-kind-name = { $kind ->
    [mw] Mehrfache Verwundungen
    [unstable] Instabil
   *[hp] Lebenspunkte
}
ninth-page-apply-losses = Verluste anwenden
# $pool: the Health Pool's name (ninth-page-rank-and-file or ninth-page-kind-name).
ninth-page-lost-by = Von { $pool } verlorene Lebenspunkte
ninth-page-enter-to-preview = Gib die Verluste für die Vorschau ein.
# $rule: the rule's id (N-5).
ninth-page-several-attacks = Mehrere gleichzeitige Attacken (sag, welche überzählige Verluste verursacht haben, { $rule })
ninth-page-choose-models = Wähle, welche Modelle gehen (Glieder hinter dem ersten)
# What the previewed losses leave on the Health Pool: $after is ninth-page-wiped-out or ninth-page-carried.
ninth-page-afterwards = Danach – { $pool }: { $after }
# A Character's or Champion's Health Pool after the previewed batch: its name and the Health Points it has $left.
ninth-page-afterwards-left = Danach – { $pool }: { $left } LP übrig
ninth-page-pool-choice = Lebenspunktevorrat, der Lebenspunkte verliert
ninth-page-pool-left = { $pool } ({ $left } LP übrig)
ninth-page-apply-unstable = Instabil-Verluste anwenden
ninth-page-roll-and-apply = Würfeln und anwenden
ninth-page-apply-multiple-wounds = Mehrfache Verwundungen anwenden
# The chosen Health Pool's standing ($pool: ninth-page-pool), as a sentence.
ninth-page-pool-note = { $pool }.
ninth-page-lost-to-attack = Durch Attacke { $n } verlorene Lebenspunkte
ninth-page-attack-name-label = Name von Attacke { $n }
# $rule: the rule's id (N-6).
ninth-page-attack-mw = Attacke { $n } hat Mehrfache Verwundungen ({ $rule })
ninth-page-remove-attack = Attacke { $n } entfernen
ninth-page-add-attack = Attacke hinzufügen
ninth-page-total-with-mw = Gesamt: { $total } Lebenspunkte und die Attacken mit Mehrfachen Verwundungen
ninth-page-total = Gesamt: { $total } Lebenspunkte verloren
# Each attack with the Health Points it costs, listed in ninth-page-total-of-attacks.
ninth-page-attack-losses = { $attack } { $losses }
ninth-page-total-of-attacks = Gesamt: { $total } Lebenspunkte verloren ({ $attacks })
ninth-page-apply-excess = Mit dieser Wahl anwenden
ninth-page-excess-assigned = { $sum } von { $needed } überzähligen Verlusten zugeteilt
ninth-page-excess-title = Welche Attacken verursachten den Überschuss?
ninth-page-excess-about = { $pool } von { $name } konnte nur einen Teil der { $losses } Verluste nehmen. Der angreifende Spieler sagt, welche Attacken die { $needed } überzähligen Verluste verursacht haben:
ninth-page-excess-from = Überschuss von { $attack } (verursachte { $caused })
ninth-page-back-to-losses = Zurück zu den Verlusten
ninth-page-preview-lost = Vorschau: { $losses } { $losses ->
    [one] Lebenspunkt
   *[other] Lebenspunkte
} verloren
ninth-page-show-afterwards = Einheit danach zeigen
ninth-page-preview-of = Vorschau von { $name } nach den Verlusten
ninth-page-preview-steps = Schritte der Vorschau
ninth-page-enter-values-to-preview = Gib den Wert jeder Wunde für die Vorschau ein.
ninth-page-enter-wounds-to-preview = Gib die ungeschützten Wunden für die Vorschau ein.
ninth-page-app-rolls = Die App würfelt { $wounds ->
    [one] den Wert der { $wounds } Wunde
   *[other] die Werte der { $wounds } Wunden
} beim Anwenden.
# $summary: the engine's summary of the losses.
ninth-page-preview = Vorschau: { $summary }
# The Multiple Wounds fields' labels; $attack: which attack of a batch they are for (0: no batch).
ninth-page-mw-x = Mehrfache Verwundungen (X){ $attack ->
    [0] {""}
   *[other] {" "}(Attacke { $attack })
}
# The choice of a number for X (beside D3, D6 and D3+1).
ninth-page-mw-number-choice = Zahl
ninth-page-mw-number = Mehrfache Verwundungen (X), eine Zahl{ $attack ->
    [0] {""}
   *[other] {" "}(Attacke { $attack })
}
# $die: the die rolled for the wound's value (D3, D6, D3+1).
ninth-page-wound-value = Wunde { $n } ({ $die }){ $attack ->
    [0] {""}
   *[other] {" "}(Attacke { $attack })
}
ninth-page-unsaved-wounds = Ungeschützte Wunden{ $attack ->
    [0] {""}
   *[other] {" "}(Attacke { $attack })
}
ninth-page-wound-values = Wert jeder Wunde
ninth-page-enter-values = Werte eingeben
ninth-page-app-roll = Die App würfeln lassen
# $rule: the rule's id (N-7).
ninth-page-tie-order = Reihenfolge der Charaktermodelle bei Gleichstand ({ $rule }), der Erste nimmt zuerst:
ninth-page-move-up = { $name } nach oben schieben
ninth-page-unstable-note = Instabil: die Lebenspunkte, die { $name } verliert, ohne Schutzwürfe. Das Regelmodul verteilt sie auf ihre Lebenspunktevorräte ({ $rule }).
ninth-page-unstable-lost = Durch Instabil verlorene Lebenspunkte von { $name }
ninth-page-go-to = Zu einer Einheit
ninth-start-hint = Einheit antippen zum Handeln
ninth-page-odds-title = Chancen vor dem Würfeln
ninth-page-odds-about = Genaue Chancen für { $name }, ausgehend von den mitgeführten verlorenen Lebenspunkten.
ninth-page-odds-attacks = Attacken
ninth-page-odds-hit = Treffen (X+)
ninth-page-odds-wound = Verwunden (X+)
ninth-page-odds-armour = Rüstungswurf (X+, 7 = keiner)
ninth-page-odds-special = Spezieller Schutzwurf (X+, 7 = keiner)
ninth-page-odds-mw-none = Keine
ninth-page-odds-working = Genaue Chancen werden berechnet…
ninth-page-odds-show = Chancen zeigen
ninth-page-odds-wiped-out = Ausgelöscht
# $mw: the attack's Multiple Wounds (2, D3, D6, D3+1).
ninth-page-odds-hp-lost = Verlorene Lebenspunkte (Mehrfache Verwundungen { $mw })
ninth-page-odds-removed = Entfernte Modelle
# The bar chart's unit: "3 entfernt".
ninth-page-odds-removed-unit = { $count ->
       *[other] entfernt
    }
ninth-page-odds-carried = Übertragene verlorene Lebenspunkte
# A new battle's form and a Unit profile's form in Muster.
ninth-page-kind = { $kind ->
    [champion] Champion
   *[character] Charaktermodell
}
ninth-page-character-or-champion = Charaktermodell oder Champion
ninth-page-name = Name
ninth-page-kind-label = Art
ninth-page-rank-optional = Glied (optional)
ninth-page-rank-hint = 1 = vorne
ninth-page-file-optional = Reihe (optional)
ninth-page-file-hint = 1 = links
ninth-page-remove-character = Charaktermodell entfernen
# A Unit's name until the player types one.
ninth-page-unit-name = Einheit { $n }
ninth-page-formation-of = Formation von { $name }
ninth-page-unit = Einheit
ninth-page-player = Spieler
ninth-page-rank-and-file-models = Truppenmodelle
ninth-page-files = Reihen
ninth-page-hp-per-model-label = Lebenspunkte pro Modell
ninth-page-add-character = Charaktermodell/Champion hinzufügen
ninth-page-remove-unit = Einheit entfernen
# A player's name until it is typed.
ninth-page-player-name = Spieler { $n }
# The battle's name until one is typed.
ninth-page-battle = Schlacht
ninth-page-battle-name = Name der Schlacht
ninth-page-add-unit = Einheit hinzufügen
ninth-page-start-battle = Schlacht beginnen
ninth-page-cancel = Abbrechen
# A shared Unit profile's line in a link's preview.
ninth-page-profile-preview = { $name } ({ $models } { $models ->
    [one] Modell
   *[other] Modelle
}, { $hp } { $hp ->
    [one] Lebenspunkt
   *[other] Lebenspunkte
})

## The campaign's screens: the roster, a model's card and its Actions
# (Messages of this group follow this line.)
# A Recovery table's outcome of a battle; $outcome: the engine's name, said when unknown.
campaign-page-outcome = { $key ->
    [Crushing-Victory] Vernichtender Sieg
    [Victory] Sieg
    [Pyrrhic-Victory] Pyrrhussieg
    [Noble-Loss] Ehrenvolle Niederlage
    [Annihilated] Vernichtet
   *[other] { $outcome }
}
# A model's kind on a warband roster (the words the roster form offers).
campaign-page-kind = { $kind ->
    [Leader] Anführer
    [Individual] Einzelgänger
    [Hero] Held
    [Specialist] Spezialist
    [Trooper] Soldat
   *[other] { $kind }
}
# A model's standing on its roster; $status: the engine's word, said when unknown.
campaign-page-status = { $key ->
    [active] Aktiv
    [dead] Tot
    [captured] Gefangen
    [retired-blind] Blind ausgeschieden
   *[other] { $status }
}
# The roll owed next: its table (by the roll's kind; $table: the engine's name of it) and the model's name.
campaign-page-roll-of = { $kind ->
    [recovery_roll] Genesungswurf
    [fate_roll] Verlustschicksal-Wurf
    [wound_roll] Wurf auf der Wundtabelle
   *[other] Wurf auf { $table }
}: { $name }
campaign-page-confirm = Bestätigen und Kaderlisten aktualisieren
campaign-page-tables-failed = Die Tabellen der Kampagne konnten nicht gelesen werden: { $reason }
# The top bar's title on the campaign aftermath's screen.
campaign-page-bar = Nachbereitung
campaign-page-outcomes-label = Ergebnis pro Seite
campaign-page-outcomes = Ergebnis der Schlacht
# $rule: the rule's id (W-1).
campaign-page-from-losses = Aus den verlorenen Modellen ({ $rule })
campaign-page-outcomes-waiting = Andere Ergebnisse: wartet auf das Regelmodul…
# $number: the highest D20 a lost model survives on; $how: "chosen" by the players or worked out from the "losses".
# German needs no article choice, so $number is only said.
campaign-page-outcome-text = { $outcome }: Verlorene Modelle überleben bei { $number } oder weniger ({ $how ->
    [chosen] von den Spielern gewählt
   *[losses] aus den verlorenen Modellen
})
campaign-page-outcome-undead = Untote Modelle überleben bei { $number } oder weniger
campaign-page-no-outcome = Kein Ergebnis: Keine Seite hat ein Modell verloren
campaign-page-lost = { $lost } verloren, der Feind verlor { $enemy }.
campaign-page-outcome-for = Ergebnis für { $force }
# A row of the Recovery table; $meaning: the engine's words for when it applies.
campaign-page-recovery-row = { $outcome }: { $number } oder weniger ({ $meaning })
campaign-page-undead-row = Untot: +{ $bonus }
# The table a roll is made on, as the reference under the dice names it.
campaign-page-table = { $kind ->
    [recovery_roll] Die Genesungstabelle
    [fate_roll] Die Verlustschicksal-Tabelle
    [wound_roll] Die Wundtabelle
   *[other] { $table }
}
campaign-page-next-roll = Nächster Wurf
# Whose roll it is, and how many rolls both sides' models owe now.
campaign-page-owed = { $name } von { $force } · { $rolls } { $rolls ->
    [one] Wurf
   *[other] Würfe
} jetzt fällig für { $models } { $models ->
    [one] Modell
   *[other] Modelle
} beider Seiten; ein Ergebnis kann weitere bringen
campaign-page-typed-fills = Die Werte gehen an: { $fills }
# $dice: the die to roll (D20).
campaign-page-roll-label = Würfle einen { $dice } auf der { $kind ->
    [recovery_roll] Genesungstabelle
    [fate_roll] Verlustschicksal-Tabelle
    [wound_roll] Wundtabelle
   *[other] Tabelle { $table }
} für { $name }: Tippe seinen Wert an.
campaign-page-before = Bevor sich die Kaderlisten ändern
campaign-page-before-about = Jeder Wurf ist gemacht. So werden beide Kaderlisten aussehen; bestätige, um sie auf diesem Gerät zu speichern.
campaign-page-after-battle = { $name } nach der Schlacht
campaign-page-rosters-after = Kaderlisten nach der Schlacht
campaign-page-confirmed = Bestätigt
campaign-page-rosters-updated = Beide Kaderlisten sind auf diesem Gerät aktualisiert.
campaign-page-rosters-not-saved = Die Kaderlisten sind noch nicht auf diesem Gerät gespeichert.
campaign-page-save-rosters = Kaderlisten auf diesem Gerät speichern
campaign-page-undo-rosters = Rückgängig stellt die Kaderlisten auf diesem Gerät wieder her, wie sie waren.
campaign-page-lost-models = Verlorene Modelle
campaign-page-rolls-owed = fällige Würfe
campaign-page-no-models-lost = Keine Modelle verloren.
campaign-page-captives = Gefangene
# A model's extras on its roster: Spot ($sign: "+" or nothing), extra Close Combat against attackers from the rear.
campaign-page-spot = Entdecken { $sign }{ $spot }
campaign-page-rear-attackers = Angreifer von hinten +{ $cc } NK
campaign-page-undead = Untot
# $wounds: the lasting wounds' names, as the engine's Wound table names them.
campaign-page-wounds = Wunden: { $wounds }
campaign-page-hate = Hass: { $hatreds }
# One hatred: its bonus and the warband it is for.
campaign-page-hate-for = { $hate } auf { $force }
# A roster's line: its VP (or "3→5" when it changed), models active of all, and whether Troopers roll for their fate ("yes"/"no").
campaign-page-roster-line = SP { $vp } · { $active } von { $models } { $models ->
        [one] Modell
       *[other] Modellen
    } aktiv{ $fate ->
    [yes] {" "}· Soldaten würfeln auf ihr Schicksal
   *[no] {""}
}
# A model's kind (campaign-page-kind) and value on its roster.
campaign-page-kind-value = { $kind }, Wert { $value }
campaign-page-new-model = Neues Modell
campaign-page-model-name = Name des Modells
campaign-page-kind-label = Art
campaign-page-value = Wert
campaign-page-status-line = Status: { $status }
campaign-page-lasting-wounds = Bleibende Wunden: { $wounds }
campaign-page-remove-model = Modell entfernen
campaign-page-list-line = SP { $vp } · { $active } von { $models } aktiv
campaign-page-delete-ask = { $name } endgültig löschen?
campaign-page-delete-yes = Ja, löschen
campaign-page-delete-keep = Behalten
campaign-page-edit = Bearbeiten
campaign-page-edit-label = { $name } bearbeiten
campaign-page-duplicate = Duplizieren
campaign-page-duplicate-label = { $name } duplizieren
campaign-page-share = Teilen
campaign-page-share-label = { $name } teilen
campaign-page-delete = Löschen
campaign-page-delete-label = { $name } löschen
campaign-page-models = Modelle
campaign-page-models-of = Modelle von { $name }
campaign-page-rosters = Kaderlisten
campaign-page-back = ‹ Schlachten
campaign-page-back-label = Zurück zu den Schlachten
campaign-page-rosters-here = Kaderlisten auf diesem Gerät
campaign-page-no-rosters = Noch keine Kaderlisten auf diesem Gerät.
campaign-page-new-roster = Neue Kaderliste
campaign-page-start-aftermath = Nachbereitung beginnen
# A duplicated roster's name.
campaign-page-copy-name = { $name } (Kopie)
campaign-page-duplicated = Kaderliste dupliziert.
campaign-page-deleted = Kaderliste gelöscht.
campaign-page-roster = Kaderliste
campaign-page-warband-name = Name der Kriegerschar
campaign-page-troopers-fate = Soldaten würfeln auch auf der Verlustschicksal-Tabelle
campaign-page-add-model = Modell hinzufügen
campaign-page-save-roster = Kaderliste speichern
campaign-page-cancel = Abbrechen
campaign-page-saved = { $name } auf diesem Gerät gespeichert.
campaign-page-new-aftermath = Neue Kampagnen-Nachbereitung
# How many warband rosters this device has, when an aftermath needs two.
campaign-page-needs-two = Eine Nachbereitung braucht zwei Kaderlisten auf diesem Gerät; es { $count ->
    [one] gibt { $count }
   *[other] gibt { $count }
}.
campaign-page-make-rosters = Kaderlisten anlegen
campaign-page-warband-choice = { $name } (SP { $vp })
campaign-page-lost-model = Verloren: { $name }
# A model not in the battle: its kind, value and standing (campaign-page-status).
campaign-page-kind-value-absent = { $kind }, Wert { $value } — { $status }, nicht in der Schlacht
campaign-page-unrecoverable = { $name } wurde unrettbar getötet (kein Genesungswurf)
campaign-page-losses-of = Verluste von { $name }
# The first or the second warband of the aftermath.
campaign-page-warband = { $n ->
    [1] Erste Kriegerschar
   *[other] Zweite Kriegerschar
}
campaign-page-marked-lost = { $count } { $count ->
    [one] Modell
   *[other] Modelle
} als verloren markiert
campaign-page-models-of-warband = Modelle von { $name }
campaign-page-pick-warbands = Wähle die zwei Kriegerscharen und hake jedes in der Schlacht verlorene Modell an.
campaign-page-start = Nachbereitung beginnen
campaign-page-two-different = Wähle zwei verschiedene Kriegerscharen.
# The aftermath's name: the two warbands' names.
campaign-page-battle-name = { $first } gegen { $second }
# Survival chances: a side's heading with its outcome (campaign-page-outcome).
campaign-page-odds-side = { $force } ({ $outcome })
# $note: the engine's words on the model's chance.
campaign-page-survives-note = { $name } überlebt ({ $note })
# $settled: "yes" when the model's Recovery roll is already made.
campaign-page-survives = { $name } überlebt{ $settled ->
    [yes] {" "}(entschieden)
   *[no] {""}
}
campaign-page-survivors = Überlebende
# The bar chart's unit: "2 überleben".
campaign-page-survive-unit = { $count ->
        [one] überlebt
       *[other] überleben
    }
campaign-page-survival-chances = Überlebenschancen
campaign-page-fates = Schicksale und Gefangene
# A Casualty Fate (the engine's name of it) and how many models had it.
campaign-page-fate-count = { $count } { $fate }
# A side's Casualty Fates in the report: its player and the fates (or campaign-page-no-fates).
campaign-page-side-fates = { $player }: { $fates }
# $rule: the rule's id (W-3).
campaign-page-no-fates = keine Verlustschicksale gewürfelt ({ $rule })
# $rule: the rule's id (W-5).
campaign-page-no-captives = Keine Gefangenen ({ $rule }).
# A shared roster's line in a link's preview.
campaign-page-roster-preview = { $name }: { $models } { $models ->
        [one] Modell
       *[other] Modelle
    }, { $vp } SP

## Two phones
# (Messages of this group follow this line.)
two-phones-check-title = Prüfen, dass niemand dazwischen ist
two-phones-check-code = Zeigen beide Handys { $code }? Dann ist niemand dazwischen.
two-phones-check-how = Vergleiche diese Zahl mit der auf dem Zwei-Handy-Blatt des anderen Handys. Weichen sie ab, liest vielleicht jemand mit Einladung die Schlacht mit: Kopplung trennen, dann eine neue Einladung von Angesicht zu Angesicht geben oder im selben WLAN spielen.
two-phones-check-same = Stimmen überein
two-phones-check-differ = Weichen ab: trennen
two-phones-check-unpaired = Getrennt: Die beiden Handys zeigten verschiedene Zahlen, also war vielleicht jemand dazwischen. Gib eine neue Einladung von Angesicht zu Angesicht oder spiel im selben WLAN.

## Undo and Redo, the history's entries, and what a tap would do (previews and verdicts)
# (Messages of this group follow this line.)
verdict-morale-heading = Moraltest: { $dice }D6
verdict-passes = { $faces ->
        [one] Entschlossenheit { $value }: nur eine natürliche 1 besteht (eine 1 besteht immer, eine 6 misslingt immer, C-10)
        [all_but_six] Entschlossenheit { $value }: jeder Würfel besteht außer einer natürlichen 6 (eine 6 misslingt immer, C-10)
       *[at_most] Jeder Würfel besteht bei { $value } oder weniger (eine 1 besteht immer, eine 6 misslingt immer, C-10)
    }
verdict-resolve-explained = { $parts } = { $value }
# Undo on two phones. $by, $peer: the other phone's name; $what: what the action is called (history-wound-pool, ...).
history-announce-by = { $by }: { $what }
history-undo-ask = { $by } möchte rückgängig machen: { $what }
history-undo-ask-label = { $by } möchte etwas rückgängig machen
history-undo-allow = Erlauben
history-undo-refuse = Ablehnen
history-undo-asking = Frage { $peer }, ob rückgängig gemacht werden darf: { $what }
history-undo-allowed = { $peer } darf rückgängig machen.
history-undo-refused = Rückgängig von { $peer } abgelehnt; nichts wurde geändert.
history-undo-not-connected = { $peer } konnte nicht gefragt werden: die Telefone sind nicht verbunden. Nichts wurde geändert.
history-undo-unanswered = { $peer } hat nicht geantwortet, ob { $what } rückgängig gemacht werden darf. Nichts wurde geändert.
history-undo-refused-by = { $peer } hat das Rückgängigmachen abgelehnt: { $what }. Nichts wurde geändert.
# Why Undo, Redo or an action is refused by the history itself (said with its rule id, "history").
history-nothing-to-undo = es gibt nichts rückgängig zu machen
history-nothing-to-redo = es gibt nichts wiederherzustellen
history-too-many-actions = ein Spiel fasst höchstens { $most } Aktionen
# What an action is called: the step log's entry, Undo's and Redo's buttons and the preview. Names are as the players wrote them. $named: whether the pool names the Regiment it came from ($source).
history-wound-pool = Wundenpool von { $wounds }{ $named ->
        [yes] {" "}aus { $source }
       *[no] {""}
    }{ $arc ->
        [flank] {" "}(Flanke)
        [rear] {" "}(Rücken)
       *[front] {""}
    } auf { $regiment }{ $morale ->
        [no] {" "}(keine Moraltests)
       *[yes] {""}
    }
# $dice and $rerolls: the dice as typed, digits joined by commas.
history-morale-test = Moraltest für { $regiment }: { $rolled ->
        [no] von der App gewürfelt
       *[yes] { $dice }
    }{ $rerolled ->
        [yes] ; wiederholt { $rerolls }
       *[no] {""}
    }
# A number given as -1 is one the app rolls ("a roll", "?").
history-heal = Heilung { $points ->
        [-1] ein Wurf
       *[other] { $points }
    }{ $source ->
        [regeneration] {" "}(Regeneration)
        [fanatical_devotion] {" "}(Fanatische Hingabe)
        [biotic_renewal] {" "}(Biotische Erneuerung)
       *[none] {""}
    } auf { $regiment }{ $room ->
        [no] {" "}(kein Platz)
       *[yes] {""}
    }
history-character-wounds = { $wounds } { $wounds ->
            [one] Wunde
           *[other] Wunden
        } auf { $character } von { $regiment }
history-rally = { $regiment } sammelt sich
history-new-round = Neue Runde
history-active-player = Aktiver Spieler: { $player }
# A Stand's place: its rank and file, as the step log says it.
history-contacts = Kontakte von { $regiment }, Stand im { $rank ->
            [front] vordersten Glied
            [rear] hintersten Glied
           *[nth] { $rank_n }. Glied{ $rank_ord ->
               *[other] {""}
            }
        }{ $file ->
            [left] , linkes Ende
            [right] , rechtes Ende
            [centre] , Mitte
            [from_left] , { $file_n }. von links{ $file_ord ->
               *[other] {""}
            }
            [from_right] , { $file_n }. von rechts
           *[none] {""}
        }
history-contacts-stand-id = Kontakte von { $regiment }, { $stand }
history-place = { $regiment } bewegt nach ({ NUMBER($x, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
            [in] ″
           *[mm] {" "}mm
        }, { NUMBER($y, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
            [in] ″
           *[mm] {" "}mm
        }), Ausrichtung { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
history-charge = { $regiment } greift { $edge ->
       *[front] die Front
        [left] die linke Flanke
        [right] die rechte Flanke
        [rear] den Rücken
    } von { $enemy } an
history-bravery = { $regiment } nutzt Tapferkeit
history-decay = Verfall { $x } auf { $regiment }
# One attack of a batch ($name as the players wrote it), listed by history-attacks.
history-attack = { $name } ({ $losses ->
        [-1] ?
       *[other] { $losses }
    }{ $mw ->
        [rolled] , Mehrfache Verwundungen { $x }: von der App gewürfelt
        [values] , Mehrfache Verwundungen { $x }: { $values }
        [empty] , Mehrfache Verwundungen { $x }: keine
       *[no] {""}
    })
history-attacks = { $parts }
# $listed: the batch names its attacks ($parts); $excess: which attacks caused the excess, names and numbers as written.
history-hp-lost = { $losses ->
        [-1] ?
       *[other] { $losses }
    } LP verloren von { $unit } ({ $pool ->
        [rank_and_file] Normale Modelle
        [champion] Champion { $character }
        [character] Charakter { $character }
       *[unknown] { $character }
    }){ $mw ->
        [rolled] {" "}— Mehrfache Verwundungen { $x }: von der App gewürfelt
        [values] {" "}— Mehrfache Verwundungen { $x }: { $values }
        [empty] {" "}— Mehrfache Verwundungen { $x }: keine nicht verhinderten Wunden
       *[no] {""}
    }{ $listed ->
        [yes] {" "}— Attacken: { $parts }
       *[no] {""}
    }{ $has_excess ->
        [yes] ; Überschuss aus { $excess }
       *[no] {""}
    }
history-unstable = Instabil: { $losses } LP verloren von { $unit }
history-roll = Wurf auf { $table ->
        [recovery] Genesung
        [fate] Verlustschicksal
       *[wound] Wundtabelle
    } für { $model }: { $die ->
        [-1] von der App gewürfelt
       *[other] { $die }
    }
history-wound-rolls = Würfe auf der Wundtabelle für { $model }: { $dice }
# Rolls typed in one go, a chain: $named says the model's name where its rolls begin; $next is how the next roll ($parts) follows: same model (", "), another ("; "), or none.
history-typed-roll = { $named ->
        [yes] { $model }{" "}
       *[no] {""}
    }{ $table ->
        [recovery] Genesung
        [fate] Verlustschicksal
       *[wound] Wundtabelle
    } { $die }{ $next ->
        [same] , { $parts }
        [then] ; { $parts }
       *[end] {""}
    }
history-typed-rolls = Eingetippte Würfe: { $parts }
history-outcome = { $force }: Ergebnis { $outcome ->
        [crushing_victory] Vernichtender Sieg
        [victory] Sieg
        [pyrrhic_victory] Pyrrhussieg
        [noble_loss] Ehrenvolle Niederlage
        [annihilated] Vernichtet
       *[lost] aus den verlorenen Modellen (W-1)
    }
history-confirm = Bestätigt: Kader aktualisiert
# What an action did, in one line (also what a preview says it would do).
verdict-done = Erledigt
# A verdict's parts are a chain: $next says how the rest ($parts) follows this part: then ("; "), to (" -> ", what came of it), or end.
verdict-wounds-suffered = { $n } { $n ->
            [one] Wunde
           *[other] Wunden
        } erlitten{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-wounds-healed = { $n } { $n ->
            [one] Wunde
           *[other] Wunden
        } geheilt{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-no-room = Kein Platz, um einen Stand wiederherzustellen: { $lost } { $lost ->
            [one] Heilpunkt
           *[other] Heilpunkte
        } verloren (C-9){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-unused = { $n } { $n ->
            [one] Heilpunkt
           *[other] Heilpunkte
        } ungenutzt: zu wenige, um einen Stand wiederherzustellen (C-8){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-nothing-to-heal = Nichts zu heilen: keine Wundmarker und kein Stand wiederherzustellen (C-7){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-bravery = Tapferkeit: nicht mehr Gebrochen{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-rallied = Gesammelt{ $broken ->
        [yes] : nicht mehr Gebrochen
       *[no] {""}
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-placed = { $how ->
        [off] Nicht auf dem Tisch
        [placed] Auf den Tisch gestellt, Ausrichtung { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
        [moved] Bewegt
        [turned] Gedreht auf { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
        [moved_turned] Bewegt und gedreht auf { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
       *[stays] Bleibt, wo es war
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-character-wounded = Charakter verwundet{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-character-removed = Charakter entfernt: { $names }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-stands-lost = { $n } { $n ->
            [one] Stand
           *[other] Stände
        } verloren{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-stands-lost-with = { $n } { $n ->
            [one] Stand
           *[other] Stände
        } verloren mit { $names }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-stands-restored = { $n } { $n ->
            [one] Stand
           *[other] Stände
        } wiederhergestellt{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-status = { $status ->
        [shattered] ZERSCHLAGEN
       *[destroyed] VERNICHTET
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-broken = GEBROCHEN ({ $lost } von { $baseline } in dieser Runde){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-steady = Standhaft: { $lost } von { $baseline } Ständen, mit { $names } gezählt (C-3): Gebrochen bei { $threshold }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-morale-due = Moraltest fällig: { $dice } { $dice ->
            [one] Würfel
           *[other] Würfel
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
# $terrifying and $phalanx moved the Resolve; $arc: the Wounds came from the flank or rear, $rerolled the passes re-rolled there (-1: none, Iron Discipline); $oblivious: the failures caused $wounds Wounds.
verdict-morale = Moral: { $dice } { $dice ->
            [one] Würfel
           *[other] Würfel
        } gegen Entschlossenheit { $resolve }{ $terrifying ->
        [0] { $phalanx ->
                [yes] {" "}(Phalanx +1)
               *[no] {""}
            }
       *[other] {" "}(Furchterregend -{ $terrifying }{ $phalanx ->
                [yes] , Phalanx +1
               *[no] {""}
            })
    }{ $arc ->
        [flank] , aus der Flanke: { $rerolled ->
                [-1] keine Wiederholung (Eiserne Disziplin)
               *[other] { $rerolled } wiederholt
            }
        [rear] , aus dem Rücken: { $rerolled ->
                [-1] keine Wiederholung (Eiserne Disziplin)
               *[other] { $rerolled } wiederholt
            }
       *[none] {""}
    } -> { $failed } misslungen{ $indomitable ->
        [0] {""}
       *[other] {" "}(Unbezwingbar: { $indomitable } bestanden)
    }{ $oblivious ->
        [yes] : { $wounds } { $wounds ->
                [one] Wunde
               *[other] Wunden
            } (Ahnungslos)
       *[no] {""}
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-charged = Angriff: { $stands } { $stands ->
            [one] Stand
           *[other] Stände
        } gegen { $enemy_stands } in Kontakt
verdict-round-begins = Runde { $round } beginnt
verdict-active-player = { $player } ist der aktive Spieler
# $end: the Unit destroyed, its Health Pool wiped out, or the HP carried over.
verdict-hp-lost = { $unstable ->
        [yes] Instabil:{" "}
       *[no] {""}
    }{ $losses } LP verloren: { $removed } { $removed ->
            [one] Modell
           *[other] Modelle
        } entfernt; { $end ->
        [destroyed] { $unit } vernichtet
        [wiped_out] { $pool ->
            [rank_and_file] der Lebenspunktevorrat der normalen Modelle von { $unit }
            [champion] der Lebenspunktevorrat von Champion { $character }{ $character_s ->
               *[other] {""}
            }
           *[character] der Lebenspunktevorrat von Charakter { $character }{ $character_s ->
               *[other] {""}
            }
        } ausgelöscht
       *[carried] { $carried } verlorene LP mitgeführt
    }
# A Character's or Champion's own Health Pool still standing: its name and what it has $left of its $hp Health Points.
verdict-hp-left = { $unstable ->
        [yes] Instabil:{" "}
       *[no] {""}
    }{ $losses } LP verloren; { $character }: noch { $left } von { $hp } LP
# Dice of a Morale Test judged as they go in: the failures so far; $first: the first roll's, while its passes are re-rolled (-1: not re-rolling).
verdict-so-far = bisher { $failed } { $failed ->
            [one] Fehlschlag
           *[other] Fehlschläge
        }{ $first ->
        [-1] {""}
       *[other] {" "}({ $first } im ersten Wurf)
    }
verdict-reroll-heading = Moraltest: { $passes } { $passes ->
            [one] Würfel
           *[other] Würfel
        } wiederholen
verdict-reroll-text = Erster Wurf { $dice }: { $passes } { $passes ->
            [one] bestandenen Würfel
           *[other] bestandene Würfel
        } wiederholen (C-23)
verdict-reroll-label = Die { $passes } { $passes ->
            [one] bestandenen Würfel
           *[other] bestandenen Würfel
        } wiederholen (C-23).

## The reports' lines and the examples
# (Messages of this group follow this line.)
# A report's lines, said by the engine (py/aftermath/report/words.py). $kind: what a
# system's rolls count (morale: Morale dice; dice: any die, C-29; multiple_wounds: The
# Ninth Age's Multiple Wounds; recovery: the campaign's Recovery rolls). A chance is
# $percent (in percent) with $bound below (<0.1%), above (>99.9%), tenths (written to a
# tenth, 32.0% too) or none (a whole number).
# A measure of loss, as a row's label and in the charts.
report-line-measure = { $measure ->
        [stands_lost] Verlorene Stände
        [wounds_lost] Erlittene Wunden
        [stands_restored] Wiederhergestellte Stände
        [hp_lost] Verlorene Lebenspunkte
        [recovered] Zurück in der Kriegerschar
        [dead] Tot
        [retired] Erblindet ausgeschieden
        [owed] Noch zu würfeln
       *[models_lost] Verlorene Modelle
    }
# What a side's luck chart counts (its bad results, plural).
report-line-bad = { $kind ->
        [morale] nicht bestandene Moralwürfel
        [dice] schlechte Ergebnisse
        [multiple_wounds] durch Mehrfache Verwundungen verlorene Lebenspunkte
       *[recovery] bei der Genesung Gestorbene
    }
report-line-round = Runde { $round }
report-line-whole-battle = Ganze Schlacht
report-line-the-battle = Die Schlacht
# The campaign's Recovery rolls, as the time they were made.
report-line-recovery = Genesung
report-line-title-conquest = Conquest-Schlacht, Runde { $round }
report-line-title-ninth-age = The-Ninth-Age-Schlacht
report-line-title-campaign = Kampagnen-Nachspiel { $confirmed ->
        [yes] (bestätigt)
       *[no] (läuft noch)
    }
# A Regiment's, Unit's or warband's strength: $name, its figures ($parts) and its state.
report-line-strength = { $name }: { $parts }{ $status ->
        [broken] {" "}(Gebrochen)
        [shattered] {" "}(Zerschlagen)
        [destroyed] {" "}(vernichtet)
       *[none] {""}
    }
report-line-figure = { $figure ->
        [stands] Stände
        [wounds] Wunden
        [models] Modelle
        [hp] Lebenspunkte
       *[warband] Modelle in der Kriegerschar
    } { $now } von { $start }
# Stands counting a Regiment's Characters (C-3).
report-line-figure-characters = Stände (inkl. ★ { $characters } { $characters ->
        [one] Charakter
       *[other] Charaktere
    }) { $now } von { $start }
# A side's losses: $player, then the first item ($parts), each item holding the next.
report-line-losses = { $player }: { $parts }
report-line-loss-count = { $measure ->
        [stands_lost] Verlorene Stände
        [wounds_lost] Erlittene Wunden
        [stands_restored] Wiederhergestellte Stände
        [hp_lost] Verlorene Lebenspunkte
        [recovered] Zurück in der Kriegerschar
        [dead] Tot
        [retired] Erblindet ausgeschieden
        [owed] Noch zu würfeln
       *[models_lost] Verlorene Modelle
    } { $count }{ $more ->
        [yes] ; { $parts }
       *[no] {""}
    }
# $names: the Regiments or Units, as named, a comma between.
report-line-loss-mark = { $mark ->
        [broken] Gebrochen
        [shattered] Zerschlagen
       *[destroyed] Vernichtet
    }: { $names }{ $more ->
        [yes] ; { $parts }
       *[no] {""}
    }
# Who lost more: $more lost more than $fewer, by $measure.
report-line-lead-more = { $more } verlor mehr { $measure ->
        [stands_lost] Stände
        [wounds_lost] Wunden
        [hp_lost] Lebenspunkte
       *[models_lost] Modelle
    }: { $high } zu { $low } ({ $diff } mehr als { $fewer })
report-line-lead-none = Noch hat keine Seite { $measure ->
        [stands_lost] Stände
        [wounds_lost] Wunden
        [hp_lost] Lebenspunkte
       *[models_lost] Modelle
    } verloren
# Even on the first measure; $parts says who lost more by the next.
report-line-lead-even-on = Gleichstand bei { $measure ->
        [stands_lost] Ständen
        [wounds_lost] Wunden
        [hp_lost] Lebenspunkten
       *[models_lost] Modellen
    } (je { $count }); { $parts }
report-line-lead-even = Gleichstand: jede Seite verlor { $count } { $measure ->
        [stands_lost] { $count ->
            [one] Stand
           *[other] Stände
        }
        [wounds_lost] { $count ->
            [one] Wunde
           *[other] Wunden
        }
        [hp_lost] { $count ->
            [one] Lebenspunkt
           *[other] Lebenspunkte
        }
       *[models_lost] { $count ->
            [one] Modell
           *[other] Modelle
        }
    }
# The tail a side's luck quotes: $actual or fewer bad results, or more.
report-line-quote = { $actual } { $quote ->
        [fewer] oder weniger
       *[more] oder mehr
    }
report-line-side-none = { $player }: keine { $kind ->
        [morale] Moralwürfel
        [dice] Würfel
        [multiple_wounds] Würfel für Mehrfache Verwundungen
        [recovery] Genesungswürfe
       *[none] Würfe
    } gewürfelt
# A side's luck: $actual bad results of $dice dice, $expected expected; $parts is the
# tail quoted (report-line-quote) and its chance; the verdict.
report-line-side-luck = { $player }: { $actual } { $kind ->
        [morale] { $actual ->
            [one] nicht bestandener Moralwürfel
           *[other] nicht bestandene Moralwürfel
        }
        [dice] { $actual ->
            [one] schlechtes Ergebnis
           *[other] schlechte Ergebnisse
        }
        [multiple_wounds] { $actual ->
            [one] durch Mehrfache Verwundungen verlorener Lebenspunkt
           *[other] durch Mehrfache Verwundungen verlorene Lebenspunkte
        }
       *[recovery] bei der Genesung { $actual ->
            [one] gestorben
           *[other] gestorben
        }
    } von { $dice }{ $kind ->
        [dice] {" "}Würfeln
       *[other] {""}
    } (erwartet { NUMBER($expected, maximumFractionDigits: 1, useGrouping: 0) }); { $parts }: { $bound ->
        [below] <{ NUMBER($percent, maximumFractionDigits: 1) } %
        [above] >{ NUMBER($percent, maximumFractionDigits: 1) } %
        [tenths] { NUMBER($percent, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
       *[none] { NUMBER($percent, maximumFractionDigits: 0) } %
    } ({ $verdict ->
        [lucky] Glück
        [unlucky] Pech
       *[as_expected] etwa wie erwartet
    })
report-line-these = Schlachten mit diesen { $kind ->
        [morale] Moralwürfeln
        [dice] Würfeln
        [multiple_wounds] Würfeln für Mehrfache Verwundungen
       *[recovery] Genesungswürfen
    }
# Where a side's total stands: better or worse than $share (in percent) of
# $parts (report-line-these).
report-line-standing = { $verdict ->
        [unlucky] Pech: schlechter als { NUMBER($share, maximumFractionDigits: 1) } % der { $parts }
        [lucky] Glück: besser als { NUMBER($share, maximumFractionDigits: 1) } % der { $parts }
       *[as_expected] Etwa wie erwartet für { $parts }
    }
# The least likely roll: when ($period, $round), who, whose, what ($parts), its chance.
report-line-swing = { $period ->
        [round] Runde { $round }
        [whole] Ganze Schlacht
        [battle] Die Schlacht
       *[recovery] Genesung
    }, { $who } ({ $player }): { $parts }; { $how ->
        [better] so gut oder besser
       *[worse] so schlecht oder schlechter
    }: { $bound ->
        [below] <{ NUMBER($percent, maximumFractionDigits: 1) } %
        [above] >{ NUMBER($percent, maximumFractionDigits: 1) } %
        [tenths] { NUMBER($percent, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
       *[none] { NUMBER($percent, maximumFractionDigits: 0) } %
    }
report-line-none-to-judge = Noch keine { $kind ->
        [morale] Moralwürfel
        [dice] Würfel
        [multiple_wounds] Würfel für Mehrfache Verwundungen
       *[recovery] Genesungswürfe
    } zu beurteilen.
report-line-every-roll = { $kind ->
        [morale] Jeder Moraltest
        [dice] Jeder Wurf
        [multiple_wounds] Jeder Wurf für Mehrfache Verwundungen
       *[recovery] Jeder Genesungswurf
    } ({ $count })
# The page's word for a roll's verdict beside it.
report-line-verdict = { $verdict ->
        [lucky] Glück
        [unlucky] Pech
       *[other] etwa wie erwartet
    }
# The summary to paste into a chat: its first line ($name the players' own name for the
# game, if $named; $parts the report's title).
report-line-summary-head = { $named ->
        [yes] { $name } ({ $parts })
       *[no] { $parts }
    }: { $first } gegen { $second }
report-line-summary-now = Jetzt: { $parts }
report-line-summary-luck = Glück ({ $rule }, exakte Chancen):
report-line-summary-swing = Unwahrscheinlichster Wurf: { $parts }
report-line-made-with = Erstellt mit Aftermath
# Conquest's judged rolls (C-12, C-23, C-29); $rerolled: the passes re-rolled, 0 for none.
report-line-conquest-morale = Moraltest, { $dice } { $dice ->
        [one] Würfel
       *[other] Würfel
    } gegen Entschlossenheit { $resolve }{ $rerolled ->
        [0] {""}
       *[other] , { $rerolled } neu gewürfelt
    }: { $failed } nicht bestanden
report-line-conquest-decay = Verfall { $x }, { $dice } { $dice ->
        [one] Würfel
       *[other] Würfel
    }: { $wounds }-mal 5 oder 6
report-line-conquest-biotic = Biotische Erneuerung, ein W{ $sides }: { $points } geheilt, { $short } weniger als { $sides }
report-line-conquest-no-tests = In dieser Schlacht wurden keine Moraltests gewürfelt, also gibt es kein Glück zu beurteilen (C-12).
report-line-conquest-rolled-none = { $player } hat keine { $kind ->
        [morale] Moraltests gewürfelt.
       *[dice] Würfel gewürfelt.
    }
report-line-conquest-test-owed = { $regiment } ({ $player }): 1 Moraltest noch zu würfeln ({ $dice } { $dice ->
        [one] Würfel
       *[other] Würfel
    }), noch nicht beurteilt (C-12).
report-line-ninth-age-cannot-judge = Die Verluste in The Ninth Age werden als verlorene Lebenspunkte eingetragen, nicht hier gewürfelt: Die App hat keine Würfel dieser Schlacht, also zeigt der Bericht, was jede Seite verlor, kann aber nicht beurteilen, wie viel Glück jemand hatte (N-2).
report-line-ninth-age-no-rounds = Für The Ninth Age werden keine Runden erfasst: Die Verluste gelten für die ganze Schlacht.
report-line-ninth-age-only-multiple-wounds = Nur die Würfel für Mehrfache Verwundungen werden beurteilt (N-6): Die übrigen Verluste werden als verlorene Lebenspunkte eingetragen, nicht hier gewürfelt (N-2).
# A Multiple Wounds roll judged (N-6): $x as the player wrote it; the Health Pool as in
# ninth-pool-loses.
report-line-ninth-age-multiple-wounds = Mehrfache Verwundungen { $x }, { $wounds } { $wounds ->
        [one] ungeschützte Verwundung
       *[other] ungeschützte Verwundungen
    } auf { $pool ->
        [rank_and_file] den Lebenspunktevorrat der Truppenmodelle von { $unit }
        [champion] den Lebenspunktevorrat des Champions { $character }{ $character_s ->
            [yes] {""}
           *[no] {""}
        }
       *[character] den Lebenspunktevorrat des Charaktermodells { $character }{ $character_s ->
            [yes] {""}
           *[no] {""}
        }
    }: { $cost } Lebenspunkte
report-line-campaign-recovery-roll = Genesungswurf { $die }, benötigt { $number } oder weniger: { $dead ->
        [yes] tot
       *[no] überlebt
    }
report-line-campaign-fate-count = { $count } × { $fate ->
        [full_recovery] Vollständige Genesung
        [wounded] Verwundet
        [badly_wounded] Schwer verwundet
        [bitter_enemy] Erbitterter Feind
        [captured] Gefangen
       *[miraculous_recovery] Wundersame Genesung
    }
# $parts: the fates (report-line-campaign-fate-count).
report-line-campaign-fates = Schicksale von { $warband } (W-3): { $parts }
report-line-campaign-captive = Gefangene (W-5): { $parts }
report-line-campaign-no-rolls = Noch keine Genesungswürfe, also gibt es kein Glück zu beurteilen (W-2).
report-line-campaign-dead-unrolled = { $warband }: { $count } auf nicht heilbare Weise getötet, tot ohne Wurf (W-2), nicht als Glück gezählt.
# A profile pack's one button: its $count profiles of $faction (as the pack names it).
report-line-pack-offer = { $count } { $count ->
        [one] Profil
       *[other] Profile
    } von { $faction } hinzufügen
# The examples on the home screen: the rule texts' worked examples (names of Regiments
# as the rules name them).
example-men-at-arms-title = Men-at-Arms (Wunden 4)
example-men-at-arms-about = Kapitel 5: ein Wundenpool von 2, dann einer von 6 auf ein Regiment mit Wunden 4.
example-household-knights-title = Cavalry und Household Knights (Wunden 4)
example-household-knights-about = Kapitel 5: Cavalry erleiden zweimal 5 Wunden; Household Knights heilen 6.
example-press-the-attack-title = Nachsetzen (Abb. 6.1)
example-press-the-attack-about = Kapitel 6: A kämpft gegen Bs Rücken. Ein Wundenpool von 3 entfernt Bs hinterstes Glied; A ist Gestrandet und wird zurück in Kontakt geschoben.
example-morale-title = Militia (Entschlossenheit 2) und Order of the Crimson Tower (Entschlossenheit 4)
example-morale-about = Kapitel 6: Militia würfeln 1, 2, 3, 3, 6; der Crimson Tower würfelt 1, 3, 6.

## What was wrong: a list, a file, a link, a backup or the device's data
# (Messages of this group follow this line.)
# A pasted list's refusals (a system's plain-text export); $line: the line's number, $rest: the place inside the line as the list names it, or empty.
list-reader-at-line = Text, Zeile { NUMBER($line, useGrouping: 0) }{ $rest }: { $parts }
list-reader-in-text = Text{ $rest }: { $parts }
# The name of a list's format, in the import's summary.
list-reader-para-bellum-text = Text aus dem Para-Bellum-Armeebauer
list-reader-too-many-lines = hat { NUMBER($count, useGrouping: 0) } Zeilen; höchstens { NUMBER($most, useGrouping: 0) }
list-reader-line-too-long = ist { NUMBER($length) } Zeichen lang; eine Zeile hat höchstens { NUMBER($most) }
list-reader-no-regiment-line = enthält keine Regimentszeile ( * Name (Stände) ...): kein Export des Para-Bellum-Armeebauers
# Why a pasted line was not read (the rest of the list imports); $name: a Character's or a Regiment's name as the list writes it.
list-reader-before-first-character = steht vor dem ersten Charakter und ist weder der Name der Liste noch ihre Fraktion noch ihre Armeeregel
list-reader-not-a-regiment-line = ist keine Regimentszeile: * Name (Stände) [Punkte]: Aufwertungen
list-reader-not-a-list-line = ist weder eine Charakterzeile (== Name [Punkte]: Aufwertungen) noch eine Regimentszeile (* Name (Stände) [Punkte]: Aufwertungen)
list-reader-leads-none = { $name } führt kein Regiment: Die Regimenter einer Kriegerschar folgen ihrem Charakter, der sich dem ersten anschließt
list-reader-stands-refused = { $name } hat ({ NUMBER($stands, useGrouping: 0) }) Stände: Ein Regiment hat 1 bis { NUMBER($most, useGrouping: 0) }
# A Regiment or a Unit of a roster file refused.
list-reader-makes-stands = ergibt { NUMBER($stands, useGrouping: 0) } Stände; höchstens { NUMBER($most, useGrouping: 0) }
list-reader-no-regiment-to-join = ist ein Charakter ohne Regiment in seinem Kontingent, dem er sich anschließen könnte
list-reader-makes-models = ergibt { NUMBER($models, useGrouping: 0) } Modelle; eine Einheit hat höchstens { NUMBER($most, useGrouping: 0) }
# A list file's bytes, zip, XML and JSON; $value: the file's value, quoted as it wrote it.
file-error-list-too-big = ist { NUMBER($size) } Bytes groß; eine Listendatei hat höchstens { NUMBER($most) } Bytes (4 MiB)
file-error-not-a-zip = ist keine lesbare Zip-Datei (.rosz)
file-error-zip-files = enthält { NUMBER($count, useGrouping: 0) } Dateien; eine .rosz enthält genau ein Roster
file-error-zip-path = enthält { $name }, einen Pfad; eine .rosz enthält einen einfachen Dateinamen
file-error-encrypted = ist verschlüsselt
file-error-unpacks-to = wird entpackt { NUMBER($size) } Bytes groß; höchstens { NUMBER($most) }
file-error-unpacks-times = wird entpackt { NUMBER($times, useGrouping: 0) }-mal so groß; höchstens { NUMBER($most, useGrouping: 0) }-mal (eine Zip-Bombe?)
file-error-not-unpacked = konnte nicht entpackt werden ({ $reason })
file-error-unpacks-larger = wird entpackt größer, als ihr Kopf angibt; abgelehnt
file-error-not-a-number = { $value } ist keine Zahl
file-error-more-than = { NUMBER($value, useGrouping: 0) } ist mehr als { NUMBER($high, useGrouping: 0) }
file-error-xml-too-many = enthält mehr als { NUMBER($most) } XML-Elemente; ein Roster enthält weit weniger
file-error-xml-too-deep = ist XML, mehr als { NUMBER($most, useGrouping: 0) } Elemente tief verschachtelt; ein Roster ist weit flacher
file-error-declares-dtd = deklariert eine DTD oder Entitäten, die ein Roster nie braucht; ungelesen abgelehnt ({ $kind })
file-error-not-xml = ist kein wohlgeformtes XML ({ $reason })
file-error-not-a-roster-xml = ist XML mit dem obersten Element <{ $tag }>, nicht einem BattleScribe-<roster>
file-error-too-many-entries = enthält mehr als { NUMBER($most) } Einträge; kein Roster, das diese App liest
file-error-not-text = { $value } ist kein Text
file-error-attribute-too-long = ist { NUMBER($length, useGrouping: 0) } Zeichen lang; höchstens { NUMBER($most, useGrouping: 0) }
file-error-nested = ist { NUMBER($depth, useGrouping: 0) } Ebenen tief verschachtelt; höchstens { NUMBER($most, useGrouping: 0) }
file-error-not-a-list = { $value } ist keine Liste
file-error-not-an-entry = { $value } ist kein Eintrag
file-error-not-number-or-text = { $value } ist weder Zahl noch Text
file-error-json-too-deep = ist JSON, { NUMBER($depth, useGrouping: 0) } Ebenen tief verschachtelt; höchstens { NUMBER($most, useGrouping: 0) } (ein Roster ist weit flacher)
file-error-json-too-many = enthält mehr als { NUMBER($most) } JSON-Werte; ein Roster enthält weit weniger
file-error-not-valid-json = ist kein gültiges JSON ({ $reason })
file-error-json-no-roster = ist JSON ohne „roster“: kein Roster von New Recruit oder BattleScribe
file-error-not-utf8 = ist kein UTF-8-Text (Byte { NUMBER($byte, useGrouping: 0) })
# An answer of the list import refused: the expectation, then the value given.
file-error-answer = { $expected }, erhalten: { $got }
# A field of a file, a link or the device's data (the readers' rarer checks).
field-at-most-in-size = darf höchstens { NUMBER($size) } groß sein
field-whole-number-or-text = muss eine ganze Zahl oder Text sein
field-finite-number = muss eine endliche Zahl von höchstens { $most } sein
field-no-refused-character = darf { $character } nicht enthalten (Zeichen { NUMBER($at, useGrouping: 0) }): Namen enthalten keine Steuer-, Richtungs- oder unsichtbaren Zeichen
field-lone-surrogate = muss gültiger Unicode-Text sein (Zeichen { NUMBER($at, useGrouping: 0) } ist ein einzelnes Surrogat)
field-two-players = muss genau zwei Spieler nennen
field-exactly = muss { $value } sein
field-characters-long = ist { NUMBER($length) } Zeichen lang; höchstens { NUMBER($most) }
field-holds-at-most-items = enthält höchstens { NUMBER($most, useGrouping: 0) } Einträge
field-nested-too-deep = ist mehr als { NUMBER($most, useGrouping: 0) } Ebenen tief verschachtelt (Arrays und Objekte ineinander); nichts, was diese App schreibt, ist es
field-not-a-json-number = ist keine Zahl, die JSON erlaubt
field-infinite-number = ist eine Zahl, zu groß, um sie zu behalten (sie wird als unendlich gelesen)
field-held-twice = enthält diese ID zweimal
field-answered-twice = ist zweimal beantwortet
# Where in a list file: the place in the file's own terms, then what is wrong there.
file-error-at = { $where }: { $parts }
# $file: the file's name, quoted; pasted: yes when the list was pasted, not picked.
file-error-in-file = { $pasted ->
    [yes] eingefügter Text
   *[no] Datei { $file }
}{ $rest }: { $parts }
file-error-bytes-or-text = müssen die Bytes der Datei oder ihr Text sein
file-error-object-per-system = muss ein Objekt mit { $what ->
    [muster] Profilen
   *[factions] Fraktionseinträgen
} je System sein
file-error-list-of = muss eine Liste von { $what ->
    [muster] Profilen
   *[factions] Fraktionseinträgen
} sein
file-error-still-lacks = { $name } fehlt noch { $missing }
file-error-other-system = ist ein Roster für „{ $named ->
    [yes] { $system }
   *[no] kein Spielsystem
}“; diese App liest Roster für { $first } und { $second }
file-error-not-a-roster = ist kein Roster: weder BattleScribe-XML (.ros, .rosz) noch New-Recruit-JSON noch ein Export des Para-Bellum-Armeebauers
file-error-empty = ist leer: den Text einer Liste einfügen oder ihre Datei wählen
file-error-no-force = enthält kein Kontingent
file-error-too-many-pieces = enthält { NUMBER($count, useGrouping: 0) } Regimenter oder Einheiten; höchstens { NUMBER($most, useGrouping: 0) }
file-error-no-pieces = enthält kein Regiment und keine Einheit, die diese App aufstellen kann
file-error-no-list-files = hat keine Armeelisten, die aus Dateien gelesen werden
file-error-name-not-text = hat einen Namen, der kein Text ist
file-error-blank-name = hat einen leeren Namen
file-error-name-too-long = hat einen Namen mit { NUMBER($length, useGrouping: 0) } Zeichen; höchstens { NUMBER($most, useGrouping: 0) }
file-error-refused-character = hat { $what ->
    [name] einen Namen
    [title] einen Titel
    [rule] eine Sonderregel
   *[note] ein Schlagwort oder eine Notiz
} mit { $character } (Zeichen { NUMBER($at, useGrouping: 0) }): Namen enthalten keine Steuer-, Richtungs- oder unsichtbaren Zeichen
file-error-of-piece = { $name }: { $parts }
file-error-piece-index-or-name = muss die Nummer eines Eintrags oder dessen Name sein
file-error-one-reading = das W dieses Regiments hat nur eine Lesart
file-error-character-index = muss die Nummer eines Charakters sein
file-error-only-joins = nur ein Charakter aus { $system } schließt sich einem Regiment an
file-error-character-as = muss einen Charakter als <Regiment>.<Charakter> mit der Nummer aus der Vorschau nennen
file-error-regiment-index = muss die Nummer eines Regiments sein, 0 bis { NUMBER($last, useGrouping: 0) }
file-error-most-characters = { $name } nimmt höchstens { NUMBER($most, useGrouping: 0) } { $most ->
    [one] Charakter
   *[other] Charaktere
} auf
file-error-ascii-id = muss aus ASCII-Buchstaben, Ziffern, '-', '_' oder '.' bestehen
file-error-battle-version = muss eine Version eines Schlachteintrags sein, die diese App liest ({ $versions })
file-error-kind-and-id = muss [Art, ID] sein
file-error-file-text = muss der Text der Datei sein
file-error-too-large = ist größer, als das Regelmodul liest ({ NUMBER($most) } Zeichen)
file-error-not-complete-json = ist kein vollständiges JSON (abgeschnitten oder beschädigt: { $reason })
file-error-not-a-backup = muss { $format } sein: Dies ist keine Aftermath-Sicherungsdatei
file-error-newer-backup = wurde von einer neueren Version von Aftermath geschrieben; diese liest Sicherungsversionen bis { NUMBER($version, useGrouping: 0) }: Aktualisiere die App und importiere dann
# The first bad item's problem, then how many items are bad.
file-error-nothing-imported = { $parts } ({ $bad ->
    [1] nichts wird importiert
   *[other] { NUMBER($bad, useGrouping: 0) } Einträge sind fehlerhaft; nichts wird importiert
})
file-error-cannot-be-replayed = kann nicht nachgespielt werden: { $parts } ({ $rule })
file-error-cannot-be-replayed-as = kann nicht nachgespielt werden: { $reason }
file-error-time = muss eine Zeit in ganzen Millisekunden seit 1970 sein
file-error-not-a-pack = muss { $format } sein: Dies ist kein Profilpaket
file-error-newer-pack = wurde von einem neueren Aftermath geschrieben (dieses liest Version { NUMBER($version, useGrouping: 0) })
file-error-no-source = muss nennen, woher die Werte stammen (ein Buch, eine Website, ein Verein)
file-error-one-profile = muss mindestens ein Profil enthalten
file-error-letter-or-digit = muss einen Buchstaben oder eine Ziffer enthalten: Eine Liste findet ein Profil daran
file-error-same-name = ist auch der Name von profiles[{ NUMBER($index, useGrouping: 0) }] (Namen werden unabhängig von Groß- und Kleinschreibung, Akzenten, Apostrophen und Leerzeichen verglichen): Ein Paket nennt jedes Profil einmal
file-error-pack-text = muss der Text der Paketdatei sein
file-error-pack-too-large = ist zu groß für ein Profilpaket (höchstens { NUMBER($most) })
file-error-pack-too-deep = ist mehr als { NUMBER($most, useGrouping: 0) } Ebenen tief verschachtelt; kein Profilpaket ist es
file-error-pack-not-json = ist nicht der Text eines Profilpakets (ab Zeile { NUMBER($line, useGrouping: 0) }, Spalte { NUMBER($column, useGrouping: 0) } kein JSON): Füge das ganze Paket ein, wie es geteilt oder exportiert wurde; eine Armeeliste gehört in „Liste importieren“
file-error-link-not-text = Dieser Link ist kein Text.
file-error-link-too-long = Dieser Link ist zu lang ({ NUMBER($length, useGrouping: 0) } Zeichen; höchstens { NUMBER($most, useGrouping: 0) }).
file-error-link-not-a-link = Dies ist kein Aftermath-Teilen-Link (er sollte mit v1. beginnen).
file-error-link-newer = Dieser Link wurde von einem neueren Aftermath erstellt (Format { NUMBER($format, useGrouping: 0) }); aktualisiere die App, um ihn zu öffnen.
file-error-link-unknown-format = Das Format dieses Links ({ NUMBER($format, useGrouping: 0) }) kennt Aftermath nicht.
file-error-link-odd-characters = Dieser Link ist beschädigt: Er enthält Zeichen, die ein Teilen-Link nie hat.
file-error-link-unreadable = Dieser Link ist beschädigt: Er konnte nicht gelesen werden.
file-error-link-not-unpacked = Dieser Link ist beschädigt: Er konnte nicht entpackt werden.
file-error-link-too-much = Dieser Link enthält zu viel (über { NUMBER($kib, useGrouping: 0) } KiB entpackt).
file-error-link-incomplete = Dieser Link ist unvollständig: Ein Teil fehlt (wurde er abgeschnitten?).
file-error-link-extra-data = Dieser Link ist beschädigt: Er hat zusätzliche Daten am Ende.
file-error-link-text-unreadable = Dieser Link ist beschädigt: Sein Text ist nicht lesbar.
file-error-link-too-deep = Dieser Link ist beschädigt: Seine Daten sind zu tief verschachtelt.
file-error-link-damaged-by = Dieser Link ist beschädigt: { $parts }
file-error-link-not-data = Dieser Link ist beschädigt: Sein Inhalt sind keine gültigen Daten.
file-error-link-too-many-items = Dieser Link enthält zu viele Einträge (höchstens { NUMBER($most) }).
file-error-link-not-a-thing = Dieser Link beschreibt keine Schlacht, kein Regiment, keine Einheit und keine Kaderliste.
file-error-link-cannot-open = Dieser Link enthält etwas, das diese Version von Aftermath nicht öffnen kann.
file-error-link-name-invalid = Der Name dieses Links ist ungültig: { $parts }
# $title: what the link carries, as its rule system titles it.
file-error-link-kind-invalid = Der Inhalt dieses Links ({ $title }) ist ungültig: { $parts }
file-error-muster-blank = darf nicht leer sein: Die Musterung listet es nach Namen
file-error-system-profile = muss ein Profil für { $system } sein
# $pieces: regiments or units, the battle's key.
file-error-battle-holds = eine Schlacht fasst höchstens { NUMBER($most, useGrouping: 0) } { $pieces ->
    [regiments] Regimenter
   *[units] Einheiten
}
file-error-same-system = muss dasselbe Regelsystem sein wie die erste Liste ({ $system })
file-error-no-profiles = ist keine Schlacht von { $first } oder { $second }: Nur diese haben Profile

## What was wrong: a battle's form, a rule system's data or a request
# (Messages of this group follow this line.)
# Said after a field's name: "<field>: <this>, got <value>" (invalid-data). Names of
# Regiments, Units, models and rosters, ids and lists of keys go in as written.
form-error-listed-twice = ist doppelt aufgeführt
form-error-named-twice = ist doppelt genannt
form-error-already-used = ist schon vergeben
# $things: regiments, stands, units or models.
form-error-used-by-two = wird von zwei { $things ->
    [regiments] Regimentern
    [stands] Ständen
    [units] Einheiten
   *[models] Modellen
} verwendet
# $piece: regiment or unit.
form-error-not-in-battle = ist { $piece ->
    [regiment] kein Regiment
   *[unit] keine Einheit
} dieser Schlacht
# $whole: regiment (needs a Stand), battle (a Unit) or unit (a model).
form-error-needs-one = { $whole ->
    [regiment] ein Regiment braucht mindestens einen Stand
    [battle] eine Schlacht braucht mindestens eine Einheit
   *[unit] eine Einheit braucht mindestens ein Modell
}
form-error-friendly = ist ein befreundetes Regiment, kein Gegner
form-error-destroyed = ist vernichtet
form-error-whole-from-to = muss eine ganze Zahl von { NUMBER($low, useGrouping: 0) } bis { NUMBER($high, useGrouping: 0) } sein
form-error-whole-numbers = muss eine Liste ganzer Zahlen sein
form-error-not-empty = darf nicht leer sein
form-error-zero-or-one = muss 0 oder 1 sein
form-error-valid-json = muss gültiges JSON sein
form-error-json-text = muss JSON-Text sein
form-error-json-text-under = muss JSON-Text unter { NUMBER($most, useGrouping: 0) } Zeichen sein
# $what: decay or pool.
form-error-left-out-with = muss bei { $what ->
    [decay] Verfall
   *[pool] einem Pool
} weggelassen werden
# $word: a word of the two phones' messages (propose, action, state, ask), as written.
form-error-must-be = muss { $word } sein
form-error-table-size = muss [Breite, Tiefe] in mm oder null sein
form-error-needs-battlefield-to-stand = braucht ein Schlachtfeld, auf dem es steht (C-17)
form-error-needs-battlefield = braucht ein Schlachtfeld (C-18)
form-error-rerolls-per-pass = muss { NUMBER($passes, useGrouping: 0) } { $passes ->
    [one] Würfel
   *[other] Würfel
} sein: eine Wiederholung je bestandenem Würfel (C-23)
form-error-no-rerolls = dieser Test wiederholt keine Würfel: nur Wunden aus Flanke oder Rücken tun das, und nicht mit Eiserner Disziplin (C-23)
form-error-rank-file = muss [Glied, Reihe] sein
form-error-below-stand-wounds = muss unter den Wunden des Stands ({ NUMBER($wounds, useGrouping: 0) }) liegen; ein Stand mit so vielen ist vernichtet
form-error-destroyed-stand-empty = ein vernichteter Stand trägt weder Marker noch Kontakte
form-error-below-character-wounds = muss unter den Wunden des Charakters ({ NUMBER($wounds, useGrouping: 0) }) liegen
# $regiment: the Regiment's id, quoted.
form-error-not-stand-of = ist kein Stand des Regiments { $regiment }
form-error-not-character-of = ist kein Charakter des Regiments { $regiment }
form-error-left-or-right = muss null, 'left' oder 'right' sein
form-error-too-many-auxiliaries = ergeben mit den { NUMBER($count, useGrouping: 0) } eigenen Ständen des Regiments { NUMBER($total, useGrouping: 0) }; ein Regiment hat höchstens { NUMBER($most, useGrouping: 0) }
form-error-below-files = muss unter den Reihen des Regiments ({ NUMBER($files, useGrouping: 0) }) liegen
form-error-not-stand-of-formation = ist kein Stand dieser Formation
form-error-command-auxiliary = ist ein Hilfstruppen-Stand: der Kommando-Stand ist einer der eigenen des Regiments
# $rank, $file: counted from 1; $other: the Stand already there.
form-error-place-taken = steht in Glied { NUMBER($rank, useGrouping: 0) }, Reihe { NUMBER($file, useGrouping: 0) } (ab 1 gezählt), dem Platz von { $other }
form-error-rear-rank-only = nur das hinterste Glied darf unvollständig sein (C-1; Glieder und Reihen ab 1 gezählt, vom vordersten Glied und der linken Reihe)
form-error-at-least-stands = muss mindestens die Zahl der Stände sein ({ NUMBER($stands, useGrouping: 0) })
form-error-broken-at = muss genau dann gesetzt sein, wenn das Regiment Gebrochen ist (C-15)
form-error-no-own-stand = enthält keinen eigenen Stand des Regiments
# $regiment_s: yes when the name ends in s (the English possessive).
form-error-own-side = ist ein Regiment der eigenen Seite von { $regiment }{ $regiment_s ->
   *[other] {""}
}, kein gegnerisches Regiment
# $arc: front, flank or rear.
form-error-arc-in-contact = auf dem Schlachtfeld steht { $enemy } in Kontakt mit { $arc ->
    [front] der Front
    [flank] der Flanke
   *[rear] dem Rücken
} von { $regiment }{ $regiment_s ->
   *[other] {""}
}
# $kind: the Regiment's kind as written (infantry, cavalry, brute, monster).
form-error-biotic-renewal = Biotische Erneuerung heilt einen W{ NUMBER($die, useGrouping: 0) } für { $regiment } ({ $kind }) (C-29)
form-error-regeneration-range = Regeneration (X) heilt X, von 1 bis 6
# $source: the named heal.
form-error-named-heal = { $source ->
    [fanatical_devotion] Fanatische Hingabe
    [biotic_renewal] Biotische Erneuerung
   *[regeneration] Regeneration
} heilt { NUMBER($points, useGrouping: 0) } (C-29)
form-error-character-regeneration = nur die eigene Regeneration eines Charakters heilt ihn allein (C-29)
form-error-two-edges = müssen zwei Kantennamen aus { $edges } sein
form-error-dice-owed = enthält { NUMBER($given, useGrouping: 0) } Würfel: nur { NUMBER($owed, useGrouping: 0) } { $owed ->
    [one] ist
   *[other] sind
} offen
form-error-rerolls-after-first = kommen nach dem ganzen ersten Wurf: { NUMBER($entered, useGrouping: 0) } von { NUMBER($owed, useGrouping: 0) } Würfeln eingegeben
form-error-rerolls-only-passes = enthält { NUMBER($given, useGrouping: 0) } Würfel: nur { $passes ->
    [one] der { NUMBER($passes, useGrouping: 0) } bestandene Würfel wird
   *[other] die { NUMBER($passes, useGrouping: 0) } bestandenen Würfel werden
} wiederholt
form-error-table-left-out = muss weggelassen werden: diese Schlacht hat ihr Schlachtfeld
form-error-pool-or-attacks = braucht einen Pool oder Attacken
form-error-left-out-multiple-wounds = muss bei Mehrfachen Verwundungen (multiple_wounds) weggelassen werden
form-error-multiple-wounds-spec = muss eine Zahl oder ein Würfel wie "D3", "D6" oder "D3+1" sein
form-error-fixed-multiple-wounds = feste Mehrfache Verwundungen müssen 1 bis { NUMBER($most, useGrouping: 0) } sein
form-error-d3-or-d6 = der Würfel muss ein D3 oder D6 sein
form-error-bonus-range = der Bonus muss +1 bis +6 sein
form-error-fixed-value = muss { NUMBER($value, useGrouping: 0) } sein, die festen Mehrfachen Verwundungen
# $die: as the player wrote it (D3+1).
form-error-die-result = muss ein { $die }-Ergebnis von { NUMBER($low, useGrouping: 0) } bis { NUMBER($high, useGrouping: 0) } sein
form-error-values-per-wound = muss genau { NUMBER($wounds, useGrouping: 0) } Werte enthalten, einen je nicht verhinderter Wunde
form-error-losses-cost = muss { NUMBER($total, useGrouping: 0) } sein, was die Werte der Mehrfachen Verwundungen kosten (N-6), oder weggelassen werden
form-error-multiple-wounds-one-attack = ist eine Attacke: bei mehreren Attacken die Verluste jeder einzeln eingeben
form-error-excess-needs-attacks = braucht die Attacken des Durchgangs zur Auswahl (attacks)
form-error-names-rank-and-file = bezeichnet den Lebenspunktevorrat der Truppenmodelle
# $kind: character or champion.
form-error-below-health-points = muss unter den Lebenspunkten { $kind ->
    [champion] des Champions
   *[character] des Charaktermodells
} ({ NUMBER($hp, useGrouping: 0) }) liegen
# $unit: the Unit's id, quoted; $pools: its Health Pools' ids.
form-error-not-pool-of = ist kein Lebenspunktevorrat der Einheit { $unit } (einer von { $pools })
form-error-not-model-of-unit = ist kein Modell der Einheit { $unit }
form-error-models-count-or-list = muss die Zahl der Truppenmodelle (eine neue Einheit) oder die Liste der Modelle (eine gespeicherte) sein
form-error-most-models = mit ihren Charaktermodellen hat eine Einheit höchstens { NUMBER($most, useGrouping: 0) } Modelle
form-error-another-model-id = ist schon die ID eines anderen Modells
form-error-two-characters-id = ist die ID zweier Charaktermodelle
form-error-one-model = muss genau ein Modell in der Einheit haben, hat { NUMBER($has, useGrouping: 0) } (N-1)
form-error-removed-no-lost = muss 0 sein: ein entferntes Modell trägt keine verlorenen Lebenspunkte (N-2)
form-error-below-hp-per-model = muss unter den Lebenspunkten je Modell ({ NUMBER($hp, useGrouping: 0) }) liegen; so viele verlorene entfernen ein ganzes Modell (N-2)
form-error-wiped-out-pool = muss 0 sein: ein ausgelöschter Lebenspunktevorrat trägt nichts weiter (N-2)
form-error-already-removed = wurde schon entfernt
form-error-rearmost-first = steht in Glied { NUMBER($rank, useGrouping: 0) }, aber Modelle gehen zuerst aus dem hintersten Glied, jetzt Glied { NUMBER($now, useGrouping: 0) } (N-3)
form-error-pick-not-used = wird nicht gebraucht: dieser Durchgang entfernt nur { NUMBER($used, useGrouping: 0) } { $used ->
        [one] Modell
       *[other] Modelle
    } aus Gliedern hinter dem ersten, die einzigen, die der Besitzer wählen darf (N-3)
form-error-picks-rank-and-file = nur Truppenmodelle wählen; ein Charaktermodell oder Champion ist ein Lebenspunktevorrat aus einem Modell
form-error-at-least-one-attack = muss mindestens eine Attacke nennen oder weggelassen werden
form-error-name-the-attack = muss die Attacke benennen
form-error-names-two-attacks = benennt zwei Attacken dieses Durchgangs
form-error-add-up = muss die Verluste des Durchgangs ({ NUMBER($losses, useGrouping: 0) }) ergeben, ergibt { NUMBER($total, useGrouping: 0) }
form-error-no-excess = muss weggelassen werden: dieser Durchgang verursacht keine überzähligen Verluste
# $attacks: the batch's attacks' names, as written.
form-error-one-of-attacks = muss eine der Attacken dieses Durchgangs sein: { $attacks }
form-error-excess-of-attack = muss von 1 bis zu den { NUMBER($caused, useGrouping: 0) } Verlusten durch { $attack } reichen
form-error-account-excess = muss genau die { NUMBER($excess, useGrouping: 0) } überzähligen Verluste abdecken, nicht { NUMBER($given, useGrouping: 0) }
form-error-losses-or-attacks = entweder Verluste oder Attacken angeben, nicht beides oder keines
# $characters: their ids, listed; $count: how many.
form-error-character-in-play = muss ein Charaktermodell der Einheit sein, das noch im Spiel ist ({ $count ->
    [0] keines mehr
   *[other] { $characters }
})
form-error-every-character = muss jedes Charaktermodell nennen, das noch im Spiel ist: { $characters }
form-error-each-side-roster = muss die Kaderliste jeder Seite enthalten (oder null)
form-error-roster-json = ist kein JSON-Text einer Kaderliste
form-error-rolls-as-typed = muss die Würfe wie eingegeben sein (Text)
form-error-at-least-one-d20 = muss mindestens ein W20-Ergebnis enthalten
form-error-most-rolls = darf höchstens { NUMBER($most, useGrouping: 0) } Würfe enthalten
form-error-wound-location = muss ein Ort der Wundtabelle sein: { $locations }
form-error-blind = ein auf beiden Augen geblendetes Modell scheidet blind aus (W-4)
form-error-each-enemy-once = jede feindliche Streitmacht nur einmal nennen
form-error-not-model-of = ist kein Modell von { $roster }
form-error-not-model-lost = ist kein Modell, das { $roster } verloren hat
form-error-only-active-lost = nur ein aktives Modell kann in der Schlacht verloren gehen
form-error-lost-twice = ist doppelt als verloren aufgeführt
form-error-two-warbands = muss genau zwei Kriegerscharen enthalten
form-error-rolls-owed = es stehen noch Würfe aus
form-error-confirmed-holds-after = ein bestätigtes Nachspiel enthält die Kaderliste danach
form-error-only-once-confirmed = wird erst nach der Bestätigung gesetzt
form-error-no-more-wound-rolls = { $model } schuldet keine Würfe auf der Wundtabelle mehr (W-4)
# $kinds: wound (a wound_roll's dice) or any (a batch of rolls).
form-error-two-or-more-rolls = muss zwei oder mehr Würfe enthalten (einer ist ein { $kinds ->
    [wound] wound_roll
   *[any] recovery_roll, fate_roll oder wound_roll
})
form-error-value-typed = muss der eingegebene Wert sein
# $rule: a special rule's name, as written.
form-error-needs-x = { $rule } braucht sein X, von 1 bis { NUMBER($most, useGrouping: 0) }
form-error-takes-no-x = { $rule } hat kein X
# A Unit's formation (N-4): ranks and files counted from 1; $other: a model's id.
form-error-outside-files = steht in Reihe { NUMBER($file, useGrouping: 0) }, außerhalb der Reihen 1 bis { NUMBER($files, useGrouping: 0) } der Einheit
form-error-place-of = steht in Glied { NUMBER($rank, useGrouping: 0) }, Reihe { NUMBER($file, useGrouping: 0) }, dem Platz von { $other }
form-error-rank-empty = ist leer, Glied { NUMBER($last, useGrouping: 0) } aber nicht (N-4)
form-error-wider-than-first = ist breiter als das erste Glied, das die Breite vorgibt (Reihen { NUMBER($first, useGrouping: 0) } bis { NUMBER($last, useGrouping: 0) }) (N-4)
form-error-centred-behind = muss mittig hinter dem ersten Glied stehen, in den Reihen { NUMBER($first, useGrouping: 0) } bis { NUMBER($last, useGrouping: 0) } (N-4)
form-error-rank-gap = hat eine Lücke; nur das letzte Glied darf unvollständig sein, und das erste Glied gibt die Breite vor (Reihen { NUMBER($first, useGrouping: 0) } bis { NUMBER($last, useGrouping: 0) }) (N-4)
form-error-first-rank-gap = hat eine Lücke; das erste Glied ist eine ununterbrochene Linie (N-4)
# $why: unrecoverable, recovery_first, dead, trooper or fate_first.
form-error-no-roll = { $why ->
    [unrecoverable] ein unrettbares Modell stirbt ohne Wurf (W-2)
    [recovery_first] zuerst kommt der Genesungswurf (W-2)
    [dead] das Modell hat seinen Genesungswurf nicht geschafft und ist tot (W-2)
    [trooper] Soldaten würfeln kein Verlustschicksal, außer ihre Kaderliste wählt es (W-3)
   *[fate_first] zuerst kommt der Wurf auf das Verlustschicksal (W-3)
}
# $parts: the dice left over, read out ("16 and 18"); $count: how many.
form-error-dice-not-used = { $parts } { $count ->
    [one] wurde
   *[other] wurden
} nicht gebraucht: nur { NUMBER($owed, useGrouping: 0) } { $owed ->
    [one] Wurf war
   *[other] Würfe waren
} offen
form-error-table-left-out-size = muss weggelassen werden: diese Schlacht hat ihr Schlachtfeld ({ $unit ->
    [in] { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) } x { NUMBER($depth, useGrouping: 0, maximumFractionDigits: 1) }″
   *[mm] { NUMBER($width, useGrouping: 0) } x { NUMBER($depth, useGrouping: 0) } mm
})
# $pool: rank_and_file, character or champion; $character_s: yes when the name ends in s.
form-error-belongs-to = gehört zum { $pool ->
    [rank_and_file] Lebenspunktevorrat der Truppenmodelle von { $unit }
    [champion] Lebenspunktevorrat des Champions { $character }
   *[character] Lebenspunktevorrat des Charaktermodells { $character }
}{ $character_s ->
   *[other] {""}
}, nicht zum angegriffenen Lebenspunktevorrat
form-error-newer-version = wurde von einem neueren Aftermath geschrieben (dieses liest bis { NUMBER($most, useGrouping: 0) })
# $done: replayed or redone; $parts: the error that stopped it; $rule: the rule refusing it.
form-error-cannot-be = kann nicht { $done ->
    [replayed] nachgespielt
   *[redone] wiederhergestellt
} werden: { $parts }
form-error-cannot-be-rule = kann nicht { $done ->
    [replayed] nachgespielt
   *[redone] wiederhergestellt
} werden: { $parts } ({ $rule })
# $system: the system's name as the engine writes it (conquest, ninth_age, campaign).
form-error-open-game = muss ein offenes Spiel von { $system } nennen
form-error-at-most-characters = darf höchstens { NUMBER($most) } Zeichen lang sein
# $kind: the kind of message, as written.
form-error-at-most-characters-for = darf für { $kind } höchstens { NUMBER($most) } Zeichen lang sein
form-error-required-in = ist in { $kind } erforderlich
form-error-hex-digits = muss aus { NUMBER($digits, useGrouping: 0) } Hexadezimalziffern bestehen
form-error-required-for-push = ist erforderlich, wenn op push ist
form-error-only-with-undo = gehört nur zu einem Rückgängig
# $me, $peer: the two phones' names.
form-error-two-phones = muss { $me } oder { $peer } sein, die beiden Telefone dieser Schlacht
form-error-next-term = darf höchstens { NUMBER($next, useGrouping: 0) } sein, eins nach der letzten Amtszeit, die dieses Telefon kennt ({ NUMBER($known, useGrouping: 0) })
form-error-follows-term = muss auf die Amtszeit davor folgen
# $op: undo or action.
form-error-follows-here = muss auf { $op ->
    [undo] ein Rückgängig
   *[action] eine Aktion
} folgen, die hier gemacht wurde
form-error-every-die = muss jeden Würfel enthalten, den der Schreiber geworfen hat
form-error-answered-proposal = muss der Vorschlag { NUMBER($proposal, useGrouping: 0) } sein, auf den geantwortet wird
# $role: writer or follower; $kinds: the messages it is sent, as written.
form-error-sent-to = muss eine Nachricht sein, die ein { $role } erhält: { $kinds }
# A Character's place in a new Unit, counted from 1 (the front rank, the left file).
form-error-place-taken-by = Glied { NUMBER($rank, useGrouping: 0) }, Reihe { NUMBER($file, useGrouping: 0) } ist von { $other } besetzt
form-error-rank-not-in-formation = Glied { NUMBER($rank, useGrouping: 0) } gehört nicht zur Formation, die die Glieder 1 bis { NUMBER($last, useGrouping: 0) } hat
form-error-rank-holds = Glied { NUMBER($rank, useGrouping: 0) } hat die Reihen { NUMBER($first, useGrouping: 0) } bis { NUMBER($last, useGrouping: 0) } ({ NUMBER($width, useGrouping: 0) } Reihen breit)
# $parts: why the place is refused; $start: place, rank or file (how it counts).
form-error-counted = { $parts } ({ $start ->
    [rank] ab 1 gezählt, vom vordersten Glied
    [file] ab 1 gezählt, von der linken Reihe
   *[place] ab 1 gezählt
})
# $name: the Character's name; $parts: why its place is refused.
form-error-named-place = { $name }: { $parts }{ $start ->
    [rank] {" "}(1 ist das vorderste Glied)
    [file] ; 1 ist die linke Reihe
   *[place] {""}
}

# A new battle's Regiment where its setup puts it (C-17): its Stand by its place (as in
# conquest-overlaps), $other the Regiment it would overlap.
form-error-setup-off-battlefield = { $regiment } stünde außerhalb des Schlachtfelds: der Stand { $rank ->
        [front] im vordersten Glied
        [rear] im hintersten Glied
       *[nth] im { $rank_n }{ $rank_ord ->
            [one] .
           *[other] .
        } Glied
    }{ $file ->
        [left] , linkes Ende,
        [right] , rechtes Ende,
        [centre] , Mitte,
        [from_left] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von links,
        [from_right] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von rechts,
       *[none] {""}
    } ragt über den Rand (C-17)
form-error-setup-overlap = { $other } und { $regiment } würden sich überlappen: der Stand { $rank ->
        [front] im vordersten Glied
        [rear] im hintersten Glied
       *[nth] im { $rank_n }{ $rank_ord ->
            [one] .
           *[other] .
        } Glied
    }{ $file ->
        [left] , linkes Ende,
        [right] , rechtes Ende,
        [centre] , Mitte,
        [from_left] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von links,
        [from_right] , { $file_n }{ $file_ord ->
            [one] .
           *[other] .
        } von rechts,
       *[none] {""}
    } von { $regiment } steht auf dem Stand { $other_rank ->
        [front] im vordersten Glied
        [rear] im hintersten Glied
       *[nth] im { $other_rank_n }{ $other_rank_ord ->
            [one] .
           *[other] .
        } Glied
    }{ $other_file ->
        [left] , linkes Ende,
        [right] , rechtes Ende,
        [centre] , Mitte,
        [from_left] , { $other_file_n }{ $other_file_ord ->
            [one] .
           *[other] .
        } von links,
        [from_right] , { $other_file_n }{ $other_file_ord ->
            [one] .
           *[other] .
        } von rechts,
       *[none] {""}
    } von { $other } (C-17)
# $parts: why.
form-error-not-legal-place = ist kein zulässiger Platz: { $parts }
## The engine's start and status, and the words each system gives the page
# (Messages of this group follow this line.)
# The top bar's engine status (its state, not these words, is what tests wait on).
start-engine-starting = Regelmodul startet…
start-engine-restarting = Regelmodul angehalten: startet neu…
start-engine-ready = Regelmodul bereit
start-engine-failed = Regelmodul konnte nicht starten
# The stage the engine's start is at, under its progress bar.
start-stage-doing = { $stage ->
        [manifest] Build-Manifest wird gelesen…
        [runtime] Python (Pyodide) wird gestartet…
        [install] Regelmodul wird installiert…
       *[import] Regelmodul wird importiert…
    }
start-loading = Wird geladen…
start-title = Die Regelmodul startet
start-failed-title = Die Regelmodul konnte nicht starten
# Before the stage a start failed at (app-stage's words, in bold).
start-failed-while = Fehlgeschlagen beim:
start-try-again = Erneut versuchen
# $why: the browser's reason, as it gave it (often English).
start-engine-gone = Das Regelmodul wurde angehalten ({ $why }) und startet neu. Alles auf diesem Gerät Gespeicherte bleibt erhalten.
start-systems-unread = Die Regelsysteme des Regelmoduls konnten nicht gelesen werden: { $reason }
# The engine's own errors of a request (web/engine.js), said where the request was made.
start-request-starting = Regelmodul startet
# $type: the request's name as the engine knows it (game.push ...); $seconds a whole number.
start-request-timeout = Das Regelmodul hat nicht innerhalb von { $seconds } Sekunden geantwortet ({ $type }). Es hängt vielleicht oder wurde angehalten; lade die Seite neu, um es neu zu starten.
start-reply-not-json = das Regelmodul hat eine Antwort geschickt, die kein JSON ist ({ $reason })
start-request-restarted = das Regelmodul wurde neu gestartet
start-worker-stopped = der Worker des Regelmoduls wurde beim Starten angehalten ({ $why })
# $name: a rule system's key as a saved battle names it (one this page does not know).
system-word-no-plugin = Diese Seite kann keine Schlacht von { $name } anzeigen.
# $system: the system's name (system-word-*-title); $reason as the browser gave it.
system-word-screens-not-loaded = Die Bildschirme von { $system } konnten nicht geladen werden: { $reason }
# An abbreviation a Conquest card uses where room is short, as battle-wounds-left-short writes it ($key: W, Wounds; HP,
# Health Points, as ninth-page-hp-abbr).
system-word-abbreviation = { $key ->
        [HP] LP
       *[W] W
    }
# The campaign's characteristics and counts, abbreviated as the warband's sheet prints them ($stat: AR armour, MV move, ST strength, RC ranged combat, LD leadership, AC action, CC close combat, EP experience points, VP victory points).
system-word-campaign-stat = { $stat ->
        [AR] Rüs
        [MV] Bew
        [ST] Stä
        [RC] FK
        [LD] Füh
        [AC] Akt
        [CC] NK
        [EP] EP
       *[VP] SP
    }
# The rule systems' names, and what a shared link carries ("Shared with you: a Conquest army list ...").
system-word-conquest-title = Conquest
system-word-ninth-age-title = The Ninth Age
system-word-campaign-title = Nach der Kampagnenschlacht
system-word-conquest-battle = Conquest-Schlacht
system-word-conquest-regiment = Conquest-Regiment
system-word-conquest-profile = Conquest-Regimentsprofil
system-word-conquest-list = Conquest-Armeeliste
system-word-conquest-pack = Conquest-Profilpaket
system-word-ninth-age-battle = The-Ninth-Age-Schlacht
system-word-ninth-age-unit = The-Ninth-Age-Einheit
system-word-ninth-age-profile = The-Ninth-Age-Einheitenprofil
system-word-ninth-age-list = The-Ninth-Age-Armeeliste
system-word-ninth-age-pack = The-Ninth-Age-Profilpaket
system-word-campaign-roster = Kaderliste der Kriegerschar
# A Regiment's or a Unit's state in the report's losses.
system-word-conquest-broken = Gebrochen
system-word-conquest-shattered = Zerschlagen
system-word-conquest-destroyed = Vernichtet
system-word-ninth-age-destroyed = Vernichtet
# Conquest's sentences beside its controls; each is shown with its rule id after it.
system-word-conquest-natural-rolls = Eine natürliche 1 besteht immer, eine natürliche 6 misslingt immer
system-word-conquest-push-order = Gestrandete Regimenter werden in dieser Reihenfolge geschoben
system-word-conquest-push-order-label = Reihenfolge der Schübe
system-word-conquest-broken-means = Was Gebrochen bedeutet
system-word-conquest-stands-counted = Charaktere zählen als Stände
system-word-conquest-rally-broken = Ein erfolgreiches Sammeln hebt Gebrochen auf und zählt Verluste ab jetzt neu
system-word-conquest-rally-steady = Sammeln zählt die Verluste dieser Runde ab jetzt neu
# The Wounds' abbreviation written out (the legend "W: Wounds", and a screen reader's "2 Wounds left").
system-word-conquest-wounds = Wunden
system-word-ninth-age-health-points = Lebenspunkte

## Special rules' names the engine knows
# (Messages of this group follow this line.)
# The name of each special rule the app knows (C-20 to C-29), on the rule picker, a card and a profile; a rule a list or a player named otherwise is shown as written.
# A rule with a value: $x is its value (a number, "Decay 1"), "any" where the picker lists it with the X still to fill in ("Decay (X)"), or "none" for its name alone (in an error about its X).
rule-name-fearless = Furchtlos
rule-name-bravery = Tapferkeit
rule-name-dauntless = Unerschrocken
rule-name-iron-discipline = Eiserne Disziplin
rule-name-phalanx = Phalanx
rule-name-oblivious = Ahnungslos
rule-name-indomitable = { $x ->
        [any] Unbezwingbar (X)
        [none] Unbezwingbar
       *[other] Unbezwingbar { $x }
    }
rule-name-terrifying = { $x ->
        [any] Furchterregend (X)
        [none] Furchterregend
       *[other] Furchterregend { $x }
    }
rule-name-regeneration = { $x ->
        [any] Regeneration (X)
        [none] Regeneration
       *[other] Regeneration { $x }
    }
rule-name-fanatical-devotion = Fanatische Hingabe
rule-name-biotic-renewal = Biotische Erneuerung
rule-name-decay = { $x ->
        [any] Verfall (X)
        [none] Verfall
       *[other] Verfall { $x }
    }
# A known rule's X missing, or one given where it takes none, on a profile (C-20); $parts: the rule's name, said by its own message.
rule-name-needs-x = { $parts } braucht sein X, von 1 bis { NUMBER($most, useGrouping: 0) }
rule-name-takes-no-x = { $parts } hat kein X

## Two phones: joining, pairing, hand-overs, scanning, roles
# (Messages of this group follow this line.)
phones-phone-name = Handy { $letter }
# Why a hand-over by QR code (its codes scanned, or its text or link pasted) is not read: said after "Not read:" and the like.
phones-hand-damaged-length = sie ist beschädigt (ihre Länge ist keine, die base45 ergibt)
phones-hand-characters = sie enthält Zeichen, die eine Übergabe nie hat
phones-hand-damaged-group = sie ist beschädigt (eine Gruppe ihrer Zeichen liegt außerhalb des Bereichs)
phones-hand-damaged-last = sie ist beschädigt (ihre letzten Zeichen liegen außerhalb des Bereichs)
phones-hand-nothing = es gibt nichts zu übergeben
phones-hand-too-big = sie hat { $bytes } Bytes (eine Übergabe hat höchstens { $most })
phones-hand-too-many = sie braucht { $count } QR-Codes (höchstens { $most })
phones-hand-not-text = es ist kein Text
phones-hand-part-long = sie ist { $chars } Zeichen lang (ein Teil hat höchstens { $most })
phones-hand-not-part = es ist kein Teil einer Aftermath-Übergabe (er müsste mit AH1 beginnen)
phones-hand-part-impossible = sie nennt sich Teil { $part } von { $of }, was nicht sein kann
phones-hand-part-damaged = Teil { $part } von { $of } ist beschädigt (seine Prüfsumme stimmt nicht)
phones-hand-not-unpacked = sie ist beschädigt (sie ließ sich nicht entpacken)
phones-hand-forged = sie ist beschädigt oder gefälscht (ihre Teile ergeben nicht die Übergabe, die sie nennen)
phones-hand-unreadable = sie ist beschädigt (ihr Text ist nicht lesbar)
phones-hand-unpacks-big = sie entpackt sich zu mehr als { $most } Bytes
phones-hand-link-damaged = der Link ist beschädigt (er ließ sich nicht lesen)
# $have: the part numbers read, joined by commas; $read: how many.
phones-hand-scan-rest = { $read ->
        [0] kein Teil
       *[other] Teile { $have }
    } von { $of } gelesen; scanne den Rest
# $kind, $wanted: what a code is and what was to be scanned.
phones-hand-wrong-kind = es ist { $kind ->
        [actions] eine Übergabe von Aktionen
        [invite] eine Einladung
       *[answer] eine Antwort
    }, nicht { $wanted ->
        [actions] eine Übergabe von Aktionen
        [invite] eine Einladung
       *[answer] eine Antwort
    }
# A code scanned: $left parts still to scan ($missing: their numbers, joined by commas).
phones-scan-read = { $started ->
        [yes] Ein Code einer anderen Übergabe: mit ihm neu begonnen.{" "}
       *[no] {""}
    }{ $fresh ->
        [yes] Teil { $part } von { $of } gelesen.
       *[no] Teil { $part } von { $of } erneut.
    } { $left ->
        [0] Alle Teile gelesen.
       *[other] Noch zu scannen: { $missing }.
    }
# The camera as a QR code reader (a sheet over the two-phone sheet).
phones-scan-reader-late = der QR-Leser wurde nicht geladen
phones-scan-reader-start = der QR-Leser ist nicht gestartet
phones-scan-reader-load = der QR-Leser konnte nicht geladen werden
phones-scan-starting = Kamera wird gestartet …
phones-scan-none-yet = Noch kein Teil gelesen.
phones-scan-view = Was die Kamera sieht
# $have: the part numbers read, joined by commas.
phones-scan-have = Gelesene Teile: { $have } von { $of }.
# $reason: why (phones-hand-..., or the browser's words).
phones-scan-not-read = Nicht gelesen: { $reason }.
phones-scan-not-taken = Nicht übernommen: { $reason }.
phones-scan-no-text = es gibt keinen Text zu lesen
phones-scan-stop = Stopp
phones-scan-paste = Oder füge den Text (ein Teil pro Zeile) oder den Link ein
phones-scan-read-paste = Eingefügten Text lesen
phones-scan-no-camera-here = Dieser Browser gibt hier keine Kamera frei: füge stattdessen den Text ein.
phones-scan-no-camera = Keine Kamera ({ $reason }): füge stattdessen den Text ein.
phones-scan-camera-on = Kamera an: halte den Code des anderen Handys ins Bild.
phones-scan-picture = Das Kamerabild konnte nicht gelesen werden: { $reason }.
# A few QR codes small enough to scan across a table: $label names what they hold (phones-invite-qr...).
phones-code-label = { $label }: Code { $part } von { $of }
phones-code-one = Ein Code (Version { $version }).
phones-code-of = Code { $part } von { $of } (Version { $version }): scanne jeden, in beliebiger Reihenfolge.
phones-code-previous = Vorheriger Code
phones-code-next = Nächster Code
phones-code-text = Dasselbe als Text, um es stattdessen zu senden
phones-scan-kind = { $kind ->
        [invite] Einladung scannen
       *[answer] Antwort scannen
    }
# A hand-over by QR code's button: what it carries. $what: taps (this phone's taps not yet answered), ask (nothing but asking what is new), whole (the whole battle), actions ($count actions, $answers refusals of the other phone's taps).
phones-hand-give = { $what ->
        [taps] { $count } { $count ->
            [one] Eingabe
           *[other] Eingaben
        } übergeben
        [ask] Übergeben (nach Neuem fragen)
        [whole] Die ganze Schlacht übergeben
       *[actions] { $count } { $count ->
            [one] Aktion
           *[other] Aktionen
        }{ $answers ->
            [0] {""}
            [one] {" "}und { $answers } Ablehnung
           *[other] {" "}und { $answers } Ablehnungen
        } übergeben
    }
# The same in the top bar's two-phone line (after "by QR code with Phone B"): only taps or actions.
phones-bar-hand = {" "}· { $what ->
        [taps] { $count } { $count ->
            [one] Eingabe
           *[other] Eingaben
        }
       *[actions] { $count } { $count ->
            [one] Aktion
           *[other] Aktionen
        }{ $answers ->
            [0] {""}
            [one] {" "}und { $answers } Ablehnung
           *[other] {" "}und { $answers } Ablehnungen
        }
    } zu übergeben
# What reading the other phone's hand-over did. $reported: the refusals' own words, one after another.
phones-hand-took = { $messages } { $messages ->
        [one] Nachricht
       *[other] Nachrichten
    } von { $peer } gelesen{ $applied ->
        [0] {""}
        [one] ; { $applied } Aktion angewandt
       *[other] ; { $applied } Aktionen angewandt
    }{ $refused ->
        [0] {""}
        [one] ; { $refused } Eingabe abgelehnt
       *[other] ; { $refused } Eingaben abgelehnt
    }{ $reloaded ->
        [yes] ; die Kopie dieses Handys durch die Schlacht von { $peer } ersetzt
       *[no] {""}
    }{ $reports ->
        [0] {""}
        [one] ; { $reports } Nachricht abgelehnt: { $reported }
       *[other] ; { $reports } Nachrichten abgelehnt: { $reported }
    }{ $nothing ->
        [yes] ; nichts Neues
       *[no] {""}
    }.
phones-hand-to = Übergabe an { $peer }
phones-hand-let-scan = Lass { $peer } { $codes ->
        [one] den Code
       *[other] jeden Code
    } scannen.
phones-hand-none = Keine Übergabe: { $reason }.
phones-hand-scan = Übergabe von { $peer } scannen
# $code: the first eight characters of the battle's hash, in two groups.
phones-hand-check = Schlachtprüfung: { $code } (auf beiden Handys gleich, sobald jedes die Übergabe des anderen hat).
phones-hand-title = Kein Netz: per QR-Code übergeben
phones-hand-how = Zeig { $peer } in einer Pause die Übergabe dieses Handys und scanne seine.
# What the two-phone sheet lists as refused or reported. $peer: the other phone's name; $parts: why (the engine's or this phone's words).
phones-refused-from = { $parts } von { $peer } abgelehnt; nichts wurde geändert.
# Why a message from the other phone is refused before the engine reads it (said inside phones-refused-from).
phones-guard-not-text = Eine Nachricht, die kein Text ist ({ $type })
phones-guard-long = Eine Nachricht mit { $chars } Zeichen (höchstens { $most })
phones-guard-rate = Eine Nachricht über { $most } pro Sekunde
phones-guard-chars = Eine Nachricht mit { $chars } Zeichen über { $most } Zeichen in { $seconds } s
phones-action-not-sent = Aktion { $n } wurde nicht gesendet: { $parts }
phones-proposal-waits = Vorschlag { $id } wartet: { $parts }
phones-refused-message = Nachricht von { $peer } abgelehnt: { $parts }
# $term: the number of the turn at holding the battle (1, 2, ...).
phones-term-too-often = Amtszeit { $term } von { $peer } abgelehnt: es hat die Schlacht öfter als { $times }-mal in { $seconds } s übernommen; nichts wurde geändert. Sie wird übernommen, wenn sich die Handys danach wieder treffen.
phones-took-over = { $peer } hat die Schlacht übernommen (Amtszeit { $term }): dieses Handy folgt ihm jetzt.
phones-tap-not-applied = Eingabe { $id } dieses Handys wurde nicht angewandt: { $parts }
phones-tap-answered = Eingabe { $id } dieses Handys wurde schon von { $peer } beantwortet: ihre Antwort steht in der Schlacht von { $peer }.
phones-not-holder = { $writer } führt die Schlacht: bitte es, sie zu übergeben.
phones-hand-over-apart = Nicht mit { $peer } verbunden: übergib, wenn die Handys verbunden sind, oder { $peer } übernimmt.
phones-ask-apart = Nicht mit { $peer } verbunden: frag erneut, wenn sie verbunden sind, oder übernimm.
phones-not-my-tap = { $peer } sagte, Aktion { $n } sei von diesem Handy, aber dieses Handy hat keine solche Eingabe vorgeschlagen: sie wird als die von { $peer } gezeigt.
phones-undo-apart = Die letzte Aktion ist von { $peer }: sie wird nur mit der Erlaubnis von { $peer } rückgängig gemacht, und die Handys sind nicht verbunden. Nichts wurde geändert.
phones-undo-not-last = { $peer } wollte eine Aktion rückgängig machen, die hier nicht die letzte ist; abgelehnt, nichts wurde geändert.
phones-undo-moved-on = { $peer } wollte eine Aktion rückgängig machen, die hier nicht mehr die letzte ist (die Schlacht ging seitdem weiter); abgelehnt, nichts wurde geändert. { $peer } kann erneut fragen.
phones-whole-again = Das ganze Spiel wurde nicht sofort erneut an { $peer } gesendet: es wurde vor { $ago } s gesendet, und seitdem hat sich nichts geändert (höchstens { $times }-mal in { $seconds } s). Es geht, wenn diese Zeit um ist.
phones-need-again = Die Aktionen ab { $from } wurden nicht sofort erneut an { $peer } gesendet: es hat mehr als { $chars } Zeichen davon in { $seconds } s angefordert. Sie gehen, wenn diese Zeit um ist.
# A hand-over by QR code refused as a whole; $parts: why (phones-whole-...).
phones-whole-refused = Die ganze Übergabe abgelehnt: { $parts }. Nichts wurde geändert.
phones-whole-no-battle = sie sagt nicht, zu welcher Schlacht sie gehört (von einer anderen Version der App erstellt, oder keine Übergabe)
phones-whole-not-answer = sie ist weder die Antwort auf die Beitrittsanfrage dieses Handys noch von dieser Schlacht
phones-whole-other-battle = sie gehört zu einer anderen Schlacht
# $need: what the joining phone asked for instead (from: the actions from action $from; whole: the whole game from action $from; none: nothing this phone can read).
phones-whole-join-need = ein Handy, das dieser Schlacht beitreten will, hat noch nichts davon und fragt nach dem ganzen Spiel ab der ersten Aktion, nicht { $need ->
        [from] ab Aktion { $from }
        [whole] ab Aktion { $from }, ganz
       *[none] nach nichts, was es lesen kann
    }
phones-whole-bad-key = ihre Signatur passt nicht zu dem Schlüssel, den sie nennt (beschädigt oder gefälscht)
phones-whole-joined-already = sie fragt, dieser Schlacht beizutreten, die { $peer } schon spielt (seine Übergaben sind signiert); um sie mit einem anderen Handy zu spielen, beende das Spiel auf zwei Handys und verbinde neu
phones-whole-unsigned = sie ist nicht von { $peer } signiert, dem Handy, mit dem diese Schlacht verbunden ist (von einem anderen Handy erstellt, oder bevor Übergaben signiert wurden)
phones-whole-forged = ihre Signatur ist nicht die von { $peer } (gefälscht, für eine andere Verbindung erstellt, oder die dieses Handys)
phones-hand-says-writer = Nachricht von { $peer } abgelehnt: eine Übergabe darf nicht sagen, wer die Schlacht führt; nichts wurde geändert.
phones-hand-joining-need = Nachricht eines Handys abgelehnt, das dieser Schlacht beitritt: nur seine Anfrage wird gelesen, bis es die Schlacht hat; nichts wurde geändert.
# $carried: the kinds of message a hand-over carries, as the protocol names them (need, propose...); $kind: the one it carried.
phones-hand-not-carried = Nachricht von { $peer } abgelehnt: eine Übergabe an { $writer ->
        [yes] das Handy, das die Schlacht führt,
       *[no] das andere Handy
    } trägt nur { $carried }, nicht { $kind }; nichts wurde geändert.
phones-hand-game-unasked-join = Ganzes Spiel von { $peer } abgelehnt: nicht die Antwort auf die Beitrittsanfrage dieses Handys; nichts wurde geändert.
phones-hand-game-unasked = Ganzes Spiel von { $peer } abgelehnt, das dieses Handy nicht angefordert hat; nichts wurde geändert. Die nächste Übergabe von hier fordert es an.
phones-hand-join-other = Eine Beitrittsanfrage für diese Schlacht von einem anderen Handy als dem zuvor gelesenen gelesen: die nächste Übergabe von hier beantwortet diese.
# The two-phone sheet ("Play on two phones", in the battle's More menu) and the top bar's line while a battle is played on two phones.
phones-title = Auf zwei Handys spielen
phones-stop = { $placeholder ->
        [yes] Beitritt abbrechen (entfernt diese Schlacht: die des anderen Handys kam nie)
       *[no] Nicht mehr auf zwei Handys spielen
    }
# The top bar's line. $peer: the other phone's name ("Phone B"); $over: how the phones meet; $who: whether they are connected; $hand: what the next hand-over carries (phones-bar-hand, or nothing); $writer: whether this phone holds the battle; $last: the time the other phone's last action came ("none": none yet); $waiting: this phone's taps not yet sent.
phones-bar = ⇄ Zwei Handys über { $over ->
        [net] das Internet
        [hand] QR-Codes, ohne Netz
       *[wifi] WLAN oder Hotspot, ohne Internet
    }: { $who ->
        [connected] ● verbunden mit { $peer }
        [hand] ◇ per QR-Code mit { $peer }{ $hand }
       *[apart] ✖ nicht verbunden mit { $peer }
    } · { $writer ->
        [yes] dieses Handy führt die Schlacht
       *[no] { $peer } führt die Schlacht
    }{ $last ->
        [none] {""}
       *[other] {" "}· letzte Aktion von { $peer } um { $last }
    }{ $waiting ->
        [0] {""}
        [one] {" "}· { $waiting } Eingabe wartet auf das Senden
       *[other] {" "}· { $waiting } Eingaben warten auf das Senden
    }
# A tap made while the phones are apart: its verdict shows once the other phone has it. $hand: whether the phones meet by QR code.
phones-kept = { $hand ->
        [yes] Für { $peer } aufbewahrt: übergib es in der nächsten Pause per QR-Code ({ phones-title }); sein Ergebnis erscheint, wenn die Übergabe von { $peer } gescannt ist.
       *[no] Für { $peer } aufbewahrt: die Handys sind nicht verbunden. Es wird gesendet, sobald sie es sind, und sein Ergebnis erscheint dann.
    }
# $writer: whether this phone holds the battle (then $by's tap was refused here); $reason: why.
phones-refused-tap = { $writer ->
        [yes] Eingabe von { $by } abgelehnt: { $reason }
       *[no] { $by } hat die Eingabe dieses Handys abgelehnt: { $reason }
    }
phones-reloaded = Die Kopie dieses Handys wurde durch die Schlacht von { $peer } ersetzt (Aktion { $n }).
# $reason: what is wrong with the kept room (as the check said it).
phones-net-unreadable = Der mit dieser Verbindung gespeicherte Internet-Raum konnte nicht gelesen werden ({ $reason }): verbinde dich erneut im selben WLAN, oder beende und gib eine neue Einladung.
phones-reports = Vom anderen Handy abgelehnt
phones-one-phone = Diese Schlacht ist nur auf diesem Handy.
phones-qr-how = Gar kein Netz: in jeder Pause zeigt ein Handy seine neuen Aktionen als QR-Codes, und das andere scannt sie. Tippe auf dem Handy mit der Schlacht auf { phones-hold }; auf dem anderen auf { phones-follow }.
phones-hold = Schlacht hier führen
phones-follow = Dem anderen Handy folgen
phones-wifi-title = Dasselbe WLAN oder derselbe Hotspot
phones-wifi-how = Beide Handys im selben WLAN oder Hotspot (kein Internet nötig). Tippe auf dem Handy mit der Schlacht auf { phones-hold }; auf dem anderen Handy auf { phones-join }. Jedes Handy behält seine eigene Kopie, und beide Spieler können tippen.
phones-join = Dem anderen Handy beitreten
phones-by-qr = Kein Netz: QR-Codes
phones-give-invite = 1. Gib diese Einladung dem anderen Handy (scannen oder senden)
phones-invite-qr = QR-Code der Einladung
phones-take-answer = 2. Scanne die Antwort des anderen Handys oder füge sie ein
phones-connect = Verbinden
phones-take-invite = 1. Scanne die Einladung des Handys, das die Schlacht führt, oder füge sie ein
phones-make-answer = Antwort erstellen
phones-give-answer = 2. Gib diese Antwort dem Handy zurück, das die Schlacht führt
phones-answer-qr = QR-Code der Antwort
# $hand: whether the phones meet by QR code now.
phones-again-invite = { $hand ->
        [yes] Stattdessen über WLAN verbinden: Einladung geben
       *[no] Erneut verbinden: Einladung geben
    }
phones-again-answer = { $hand ->
        [yes] Stattdessen über WLAN verbinden: Einladung beantworten
       *[no] Erneut verbinden: Einladung beantworten
    }
phones-no-qr = Kein QR-Code ({ $reason }): sende stattdessen den Text.
phones-sent-unanswered = An { $peer } gesendet: noch keine Antwort. Die Eingabe bleibt auf diesem Handy, und ihr Ergebnis erscheint, wenn die Antwort kommt.
phones-kept-taking-over = Für { $peer } aufbewahrt: es übernimmt gerade die Schlacht, und die Eingabe wird gesendet, sobald es sie führt.
# Over the internet: what the connection is doing, on the two-phone sheet. $seconds: how long it waited.
phones-net-loading = Die Verbindung über das Internet wird geladen …
# $reason: the browser's words.
phones-net-load-failed = Die Verbindung über das Internet konnte nicht geladen werden ({ $reason }).
phones-net-waiting = Warte darauf, dass das andere Handy die Einladung öffnet …
phones-net-alone = Innerhalb von { $seconds } s ist kein anderes Handy beigetreten. Prüfe, ob die Einladung angekommen ist, oder verbinde dich stattdessen im selben WLAN.
phones-net-no-relays = Die Treffpunkte des Internets (die öffentlichen Relays) waren innerhalb von { $seconds } s nicht erreichbar: dieses Handy scheint kein Internet zu haben. Verbinde dich stattdessen im selben WLAN.
# Connected, and a third phone tried to join. $secret: whether it had another secret; $reason: else, the connection library's words.
phones-net-knocked = Über das Internet verbunden. { $secret ->
        [yes] Ein Handy mit einem anderen Geheimnis wollte beitreten und wurde abgelehnt.
       *[no] Ein anderes Handy konnte sich nicht verbinden ({ $reason }).
    }
phones-net-secret = Beitritt nicht möglich: ein Handy mit einem anderen Geheimnis wollte sich verbinden und wurde abgelehnt. Nutze die Einladung genau so, wie sie gegeben wurde (scanne sie erneut), oder erstelle eine neue.
phones-net-other = Keine direkte Verbindung zum anderen Handy möglich ({ $reason }). Verbinde dich stattdessen im selben WLAN.
phones-net-left = Das andere Handy ist gegangen; warte auf seine Rückkehr …
phones-net-pairing = Über das Internet verbunden; prüfe, ob es das gekoppelte Handy ist …
phones-net-connected = Über das Internet verbunden.
# A phone in the internet room refused. $why: old (not the phone this battle was paired with), other (the other phone was paired with another), silent (it did not show it is the paired one in time); $detail: more, or none; $reason: the browser's words when $detail is other.
phones-net-refused = { $why ->
        [old] Ein anderes Handy wollte mit einer alten Einladung beitreten und wurde abgelehnt: nur das Handy, mit dem diese Schlacht gekoppelt ist, kann beitreten. Um mit einem anderen Handy zu spielen, gib eine neue Einladung.
        [other] Das andere Handy ist mit einem anderen Handy gekoppelt und hat dieses abgelehnt: bitte seinen Spieler um eine neue Einladung.
       *[silent] Ein Handy ist dem Raum beigetreten, hat aber nicht rechtzeitig gezeigt, dass es das gekoppelte ist, und wurde abgelehnt.
    }{ $detail ->
        [none] {""}
        [changed] {" "}(seine Verbindung hat sich nach der Prüfung geändert)
        [nonce] {" "}(es hat die Nonce, auf die es sich festgelegt hatte, nicht genannt)
        [unchecked] {" "}(seine Verbindung konnte nicht geprüft werden)
        [crowd] {" "}(andere Handys warteten, bis sie dran waren)
        [error] {" "}({ $parts })
       *[other] {" "}({ $reason })
    }
# Why a Wi-Fi invite or answer (pasted or scanned) is not read.
phones-invite-characters = sie enthält Zeichen, die eine Einladung nie hat
phones-invite-long = sie ist { $chars } Zeichen lang (eine Einladung hat höchstens { $most })
# $prefix: the word an invite or answer starts with (AFTERMATH-INVITE-1.).
phones-invite-prefix = sie beginnt nicht mit { $prefix }
phones-invite-no-description = sie enthält keine Verbindungsbeschreibung
phones-no-webrtc = Dieser Browser kann zwei Handys nicht direkt verbinden (kein WebRTC).
phones-no-invite-waiting = Es wartet keine Einladung auf eine Antwort.
# Over the internet (the two-phone sheet's section).
phones-net-title = Über das Internet
phones-net-how = Jedes Handy mit seinen eigenen mobilen Daten oder WLAN. Die Handys finden sich über öffentliche Server; nur ein Handy mit der Einladung kann beitreten, und die Schlacht geht direkt von Handy zu Handy.
phones-net-invite = Über das Internet einladen
# $writer: whether this phone holds the battle (it gives the invite).
phones-net-wifi-instead = { $writer ->
        [yes] Stattdessen dasselbe WLAN nutzen
       *[no] Stattdessen im selben WLAN beitreten
    }
# $state: what the connection did (phones-net-...), on a battle made only to hold the other phone's copy.
phones-net-placeholder = { $state } Bis das Spiel des anderen Handys kommt, hält diese Schlacht nur seinen Platz: „Beitritt abbrechen“ entfernt sie.
phones-net-carrier = Verbindung: das Internet (über öffentliche Server gefunden; nur wer die Einladung hat, kann beitreten).
phones-net-give = Gib diesen Einladungslink dem anderen Handy (scannen oder senden)
phones-net-qr = QR-Code der Einladung über das Internet
phones-net-again-failed = Erneute Verbindung über das Internet nicht möglich ({ $reason }).
# What is wrong with an invite over the internet: $field names its part as the app writes it (invite.room); $parts: what is wrong.
phones-field = { $field }: { $parts }
phones-field-chars = muss { $chars } Zeichen haben, hat { $got }
phones-field-b64 = darf nur Buchstaben, Ziffern, - oder _ enthalten
phones-field-text = muss Text sein, ist { $type }
phones-field-long = ist { $chars } Zeichen lang (höchstens { $most })
phones-field-prefix = muss mit { $prefix } beginnen
phones-field-parts = muss ein System, einen Raum und ein Geheimnis enthalten (3 Teile), hat { $got }
phones-field-system = muss der Name eines Spielsystems sein (a-z, 0-9, _; höchstens 32)
# An invite over the internet opened on the joining phone.
phones-net-invite-failed = Diese Einladung konnte nicht geöffnet werden: { $reason }. Nichts wurde geändert.
# $system: the game system's name as the invite writes it.
phones-net-no-system = invite.system: diese App hat keine Schlachten von „{ $system }“
phones-net-join-title = Einer Schlacht über das Internet beitreten
phones-net-join-how = Das Handy, das eine Schlacht führt, hat dieses Handy eingeladen, sie gemeinsam über das Internet zu spielen. Der Beitritt legt hier eine neue Schlacht an, eine Kopie der des anderen Handys, die dann beide Handys spielen.
phones-net-join = Der Schlacht beitreten
phones-not-now = Nicht jetzt
# The name of a battle made to hold the other phone's copy (the player may rename it).
phones-net-battle-name = Über das Internet beigetretene Schlacht
# When the phones could not reach each other on one Wi-Fi: why, how to check, and the next ways.
phones-wifi-failed = Zwischen den Handys in diesem WLAN ließ sich keine direkte Verbindung herstellen.
phones-wifi-failed-label = Die WLAN-Verbindung ließ sich nicht herstellen
phones-wifi-isolation = Gastnetze und manche Router (eine Einstellung namens „Client-Isolation“ oder „AP-Isolation“) hindern Handys im selben WLAN daran, sich zu erreichen. Zum Prüfen: beide Handys müssen denselben Netzwerknamen zeigen; ein Gastnetz, das eines Cafés oder eines Hotels isoliert seine Handys meist; suche bei deinem eigenen Router in den Einstellungen nach „Client-Isolation“.
phones-wifi-hotspot = Am einfachsten: schalte auf einem Handy den Hotspot ein (kein Internet nötig), verbinde das andere Handy damit, und verbinde dann erneut.
# $writer: whether this phone holds the battle (it can invite over the internet).
phones-wifi-next = { $writer ->
        [yes] Oder spielt über das Internet (jedes Handy mit seinen eigenen mobilen Daten), oder, ganz ohne Netz, per QR-Codes.
       *[no] Oder bitte das andere Handy um eine Einladung über das Internet und öffne sie, oder spielt, ganz ohne Netz, per QR-Codes.
    }
phones-wifi-net-instead = Stattdessen über das Internet
phones-wifi-failed-report = { phones-wifi-failed } { phones-title } sagt, warum, und die nächsten Wege.
# Who holds the battle (its single writer); $term: the number of the turn at holding it (1, 2, ...).
phones-let-hold = { $peer } die Schlacht führen lassen
phones-ask-hold = Bitten, die Schlacht hier zu führen
phones-take-over = Übernehmen: Schlacht hier führen
phones-take-over-how = Übernimm nur, wenn das Handy von { $peer } weg ist (leer oder verloren): es könnte nur außer Reichweite sein. Wenn es zurück ist, wird, was es inzwischen getan hat, hierher gesendet und angewandt oder mit Grund abgelehnt.
phones-now-holds-here = Dieses Handy führt jetzt die Schlacht (Amtszeit { $term }).
# $again: this phone's actions proposed again to the new holder.
phones-now-holds = { $writer } führt jetzt die Schlacht (Amtszeit { $term }).{ $again ->
        [0] {""}
        [one] {" "}{ $again } Aktion dieses Handys erneut an es gesendet.
       *[other] {" "}{ $again } Aktionen dieses Handys erneut an es gesendet.
    }
phones-handing = Die Schlacht wird an { $writer } übergeben: es übernimmt, sobald es jede Aktion hat.
phones-asked-role = { $writer } gebeten, die Schlacht zu übergeben.
# A hand-over's link (the other phone's new actions, by QR code) opened in the browser.
phones-link-title = Eine Übergabe vom anderen Handy
# $reason: what is wrong with it (phones-hand-...).
phones-link-unread = Dieser Übergabe-Link konnte nicht gelesen werden: { $reason }. Nichts wurde geändert.
phones-link-no-part = er enthält keinen Teil einer Übergabe
# $kind: what the link holds instead.
phones-link-wifi = Dieser Link ist { $kind ->
        [invite] die WLAN-Einladung
       *[answer] die WLAN-Antwort
    } des anderen Handys, keine Übergabe: öffne die Schlacht, dann { phones-title } (unter Mehr), und füge ihn dort ein. Nichts wurde geändert.
phones-back-to-battles = Zurück zu den Schlachten
phones-link-what = Dieser Link ist eine Übergabe vom anderen Handy: die neuen Aktionen einer Schlacht, die zwei Handys per QR-Code spielen, ohne Netz.
phones-link-into-how = Lies ihn in die Schlacht ein, die dieses Handy mit dem anderen spielt: er nennt die Schlacht, zu der er gehört, und eine Übergabe einer anderen Schlacht (oder ohne Namen) wird ganz abgelehnt und ändert nichts.
# $name: the battle's name as the player wrote it.
phones-link-into = In „{ $name }“ einlesen
phones-link-none = Keine Schlacht auf diesem Gerät wird auf zwei Handys gespielt, also gibt es hier nichts, in das er eingelesen werden könnte. Öffne diesen Link auf dem Handy, das diese Schlacht mit dem anderen spielt, oder scanne dort die Codes des anderen Handys: Mehr der Schlacht, dann { phones-title }, dann die Übergabe scannen. Nichts wurde geändert.
phones-link-unlinked = Diese Schlacht wird nicht mehr auf zwei Handys gespielt: die Übergabe wurde nicht gelesen. Nichts wurde geändert.
# The other phone's whole battle does not keep this copy's actions. $at: the first action it does not keep (0: the battle's start differs); $ours, $theirs: each side's action there, as the engine summarises it ($there: whether the other has one).
phones-differs-kept = Die Schlacht von { $peer } weicht { $at ->
        [0] vom Beginn an (eine andere Schlacht)
       *[other] ab Aktion { $at } (hier: „{ $ours }“; bei { $peer }: { $there ->
            [yes] „{ $theirs }“
           *[no] nichts
        })
    } von der dieses Handys ab. Die Kopie dieses Handys wird als Schlacht „{ $name }“ behalten; diese Schlacht folgt jetzt der von { $peer }.
phones-differs-unkept = Die Schlacht von { $peer } weicht { $at ->
        [0] vom Beginn an (eine andere Schlacht)
       *[other] ab Aktion { $at } (hier: „{ $ours }“; bei { $peer }: { $there ->
            [yes] „{ $theirs }“
           *[no] nichts
        })
    } von der dieses Handys ab, und die Kopie dieses Handys konnte nicht getrennt behalten werden ({ $parts }): die von { $peer } wurde nicht übernommen. Nichts wurde geändert.
# The name given to this phone's copy kept apart (after the battle's name, in brackets).
phones-copy-label = Kopie dieses Handys, vor der von { $peer }
phones-battle-gone = diese Schlacht ist nicht mehr auf diesem Gerät
# Why two phones cannot check each other, or sign a hand-over (said inside another message).
phones-no-crypto-sign = dieser Browser kann Übergaben nicht signieren (kein Web Crypto: öffne die App über https)
phones-no-crypto-check = dieser Browser kann das andere Handy nicht prüfen (kein Web Crypto: öffne die App über https)
phones-no-certificates = die Zertifikate der Verbindung sind nicht bekannt
# What is wrong with the internet room kept with a link (after phones-field's field name).
phones-field-room = muss ein Raum und ein Geheimnis sein, ist { $type }
phones-field-hex = muss 32 Hexadezimalziffern haben, hat { $got }

## Found at the table: dice reasons, odds charts, examples, drawings, units
# (Messages of this group follow this line.)
# A distance field's unit, in brackets after its name: $units in (inches) or mm.
tbl-distance-unit = { $units ->
        [mm] mm
       *[in] Zoll
    }
# Why one die of a Conquest Morale Test passed or failed, on its own beside the die
# under "Why?" (C-10): $value the die, $resolve the Resolve it was rolled against.
tbl-die-reason = { $why ->
        [one] eine natürliche 1 besteht immer
        [six] eine natürliche 6 scheitert immer
        [at_most] { $value } ist nicht höher als Entschlossenheit { $resolve }
       *[over] { $value } ist höher als Entschlossenheit { $resolve }
    }
# An odds chart's caption: $title the chart's name, $average the mean outcome.
tbl-odds-certain = { $title }: sicher { $value }
tbl-odds-average = { $title } (Durchschnitt { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) })
# A chance's name to a screen reader: $label what it is, $percent its chance written out.
tbl-odds-chance-aria = { $label }: { $percent }; tippen für den genauen Bruch
# A side's name when the players gave none (the app's default, as in a worked example).
tbl-default-player = Spieler { $n }
# A Conquest Stand's place in its Regiment, in the drawing's titles: the rank, then the
# file ($file_n-th from that end; $rank_ord and $file_ord English's ordinal categories).
tbl-stand-place = { $rank ->
        [front] vorderstes Glied
        [rear] hinterstes Glied
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] .
        } Glied
    }{ $file ->
        [left] , linkes Ende
        [right] , rechtes Ende
        [centre] , Mitte
        [from_left] , { $file_n }{ $file_ord ->
           *[other] .
        } von links
        [from_right] , { $file_n }{ $file_ord ->
           *[other] .
        } von rechts
       *[none] {""}
    }
# A Ninth Age model's place (as tbl-stand-place), then its rank and file counted from 1.
tbl-model-place = { $rank ->
        [front] vorderstes Glied
        [rear] hinterstes Glied
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] .
        } Glied
    }{ $file ->
        [left] , linkes Ende
        [right] , rechtes Ende
        [centre] , Mitte
        [from_left] , { $file_n }{ $file_ord ->
           *[other] .
        } von links
        [from_right] , { $file_n }{ $file_ord ->
           *[other] .
        } von rechts
       *[none] {""}
    } (Glied { $model_rank }, Reihe { $model_file })

## Conquest screens: the engine's sentences still shown as they came
# (Messages of this group follow this line.)
# What Broken means (C-14): one line each, said of the Regiment (its subject left out).
cq-broken-resolve = nutzt seine niedrigste Entschlossenheit, kein Größenbonus, ignoriert positive Modifikatoren der Entschlossenheit
cq-broken-charge = kann keinen Angriff ansagen
cq-broken-heal = kann nicht geheilt werden, und Stände können nicht wiederhergestellt werden
cq-broken-objectives = seine Stände zählen nicht beim Einnehmen von Missionszielzonen
cq-broken-inspired = profitiert nicht von Inspiriert
cq-broken-duel = seine Charaktere dürfen kein Duell ablehnen
# A kind of harm a Wound Pool may name (C-21), as a choice's title.
cq-harm-title = { $harm ->
        [clash] Nahkampf
        [charge] Angriff oder Wucht
        [duel] Duell
        [volley] Salve
        [spell] Zauber
        [decay] Verfall
        [aura_of_death] Todesaura
        [lethal_demise] Tödliches Ende
       *[other] Andere
    }
# A heal a Heal may name (C-29), as a choice's title; $points: Fanatical Devotion's fixed Heal Points.
cq-heal-title = { $source ->
        [regeneration] Regeneration (X)
        [fanatical_devotion] Fanatische Hingabe ({ NUMBER($points, useGrouping: 0) })
        [biotic_renewal] Biotische Erneuerung
       *[plain] Heilpunkte
    }
# An edge of a Regiment in contact, in a card's "Engaged: front, left flank (with ...)" (battle-engaged-edges).
cq-engaged-edge = { $edge ->
        [front] Front
        [left] linke Flanke
        [right] rechte Flanke
       *[rear] Rücken
    }
# What each known special rule does in the app (C-20 to C-29), shown when it is picked and beside Decay's dice.
cq-does-fearless = Ignoriert Furchterregend des Regiments, das die Wunden verursacht hat.
cq-does-bravery = Ignoriert Furchterregend; zu Beginn seiner Aktivierung kann ein gebrochenes Regiment aufhören, Gebrochen zu sein (kein Sammeln: die Zählung der Runde bleibt).
cq-does-dauntless = Nie Gebrochen, also nie Zerschlagen; seine Verluste werden dennoch gezählt.
cq-does-iron-discipline = Wiederholt bestandene Moralwürfel gegen Wunden aus Flanke oder Rücken nicht.
cq-does-phalanx = +1 Entschlossenheit in Moraltests gegen Wunden von vorn (nicht solange Gebrochen).
cq-does-oblivious = Erleidet 1 Wunde je 2 misslungene Moralwürfel, aufgerundet.
cq-does-indomitable = X misslungene Moralwürfel zählen als bestanden, nach allen Wiederholungen.
cq-does-terrifying = Ein Feind in Kontakt mit ihm legt Moraltests gegen seine Wunden mit Entschlossenheit -X ab (das höchste X unter seinen Ständen und Charakteren).
cq-does-regeneration = Eine Heilung von X, die die Charaktere des Regiments auslässt (als Heilung mit Regeneration ausgeführt).
cq-does-fanatical-devotion = Eine Heilung von 3 (als Heilung mit Fanatische Hingabe ausgeführt).
cq-does-biotic-renewal = Eine Heilung von W6, oder W3 wenn nicht Infanterie, eingegeben oder gewürfelt.
cq-does-decay = Jeder Stand des betroffenen Regiments würfelt X Würfel; jede 5 oder 6 ist eine Wunde; keine Moraltests.

## The campaign's tables, list previews' notes and values the engine describes
# (Messages of this group follow this line.)
# The campaign's tables under the dice (W-1 to W-4): what an outcome of the Recovery
# table means.
tab-recovery-meaning = { $outcome ->
        [crushing_victory] der Feind verlor 3-mal so viele Modelle oder mehr
        [victory] der Feind verlor 2-mal so viele Modelle
        [pyrrhic_victory] beide Seiten verloren etwa gleich viele Modelle
        [noble_loss] du verlorst 2-mal so viele Modelle wie der Feind
       *[annihilated] du verlorst 3-mal so viele Modelle wie der Feind oder mehr
    }
# A row of the Casualty Fate table: the D20 faces it covers ($low to $high; $span is
# "one" for a single face), the fate and what it does ($hate and $ep: what a Bitter
# Enemy and a Miraculous Recovery give).
tab-fate-row = { $span ->
        [one] { $low }
       *[range] { $low }–{ $high }
    }: { $fate ->
        [full_recovery] Vollständige Genesung (die Verletzungen waren weit weniger schlimm als gedacht)
        [wounded] Verwundet (einmal auf der Wundtabelle würfeln)
        [badly_wounded] Schwer verwundet (3-mal auf der Wundtabelle würfeln)
        [bitter_enemy] Erbitterter Feind (erhält Hass: { $hate } auf die feindliche Streitmacht)
        [captured] Gefangen (vom Feind gehalten, bis ausgetauscht oder freigekauft)
       *[miraculous_recovery] Wundersame Genesung (erholt sich und erhält +{ $ep } EP)
    }
# A row of the Wound Table: the D20 faces it covers, the wound and what it does (AR, MV,
# ST, RC, LD, AC, CC: the characteristics' abbreviations).
tab-wound-row = { $span ->
        [one] { $low }
       *[range] { $low }–{ $high }
    }: { $location ->
        [chest_wound] Brustwunde (Rüs -1)
        [leg_wound] Beinwunde (Bew -1)
        [arm_wound] Armwunde (Stä -1)
        [blinded_in_one_eye] Auf einem Auge geblendet (FK -1 und -1 auf Entdecken-Tests; zweimal geblendet, ist das Modell blind und aus dem Spiel)
        [head_wound] Kopfwunde (Füh -1)
        [ear_wound] Ohrwunde (-2 auf Entdecken-Tests; Angreifer von hinten erhalten +4 NK)
        [shell_shock] Kriegszittern (Akt -1)
       *[hand_wound] Handwunde (NK -1)
    }
# A list preview's notes beside a Regiment or Unit. A Character ($name) joins the first
# Regiment of its force (a list file's) or of its warband (a Para Bellum text's).
tab-note-joins-first = { $name } schließt sich diesem Regiment an (dem ersten { $of ->
        [warband] seiner Kriegerschar
       *[force] seiner Streitmacht
    })
# A Character the player moved to this Regiment.
tab-note-joins = { $name } schließt sich diesem Regiment an
tab-note-rules-not-kept = { $more } weitere Sonderregeln nicht übernommen (höchstens { $most })
# $rule: a special rule as the file wrote it.
tab-note-x-out-of-range = { $rule }: X muss 1 bis { $most } sein; nicht übernommen, in der Musterung ergänzen
tab-note-no-x = { $rule }: Die Datei nennt keinen Wert X; nicht übernommen, in der Musterung ergänzen
tab-note-shortened = { $rule }: auf { $most } Zeichen gekürzt
# An upgrade ($name) answered as an auxiliary Stand of the player's $profile; $fielded:
# "no" when a battle does not place it yet.
tab-note-auxiliary = { $name }: ein Hilfstruppen-Stand von { $profile }, in deiner Bibliothek gespeichert{ $fielded ->
        [no] ; noch nicht auf dem Schlachtfeld
       *[yes] {""}
    }
# $type: the Regiment's type as the file wrote it (infantry, cavalry and brute are
# Conquest's three).
tab-note-type = Typ „{ $type }“ ist weder Infanterie, Kavallerie noch Brute: bitte wählen
# A Ninth Age Unit's Champion ($name), one of its models.
tab-note-champion = { $name } ist eines der Modelle der Einheit: { $models } Truppenmodelle und der Champion
tab-note-character-unit = Ein Charaktermodell: Es kommt als eigene Einheit; in der Musterung einer Einheit anschließen
# Where numbers the file lacks came from (import-filled-from's $from): the player's Muster
# profile $profile, kept under another faction ($under) when $kept is "other".
tab-filled-profile = dem Musterungsprofil „{ $profile }“{ $kept ->
        [other] {" "}(gespeichert unter { $under })
       *[same] {""}
    }
tab-filled-library = deiner Fraktionsbibliothek
# A roster's format, as the import's summary starts: the program that wrote it and its
# file's extension.
tab-format-roster = { $format ->
        [ros] BattleScribe-Datei .ros
        [rosz] BattleScribe-Datei .rosz
       *[json] New-Recruit-Datei .json
    }
# A value the engine describes in an error: $n of what it counts ($what); $grouping:
# "yes" when English writes the count with thousands separators.
tab-value-counted = { $grouping ->
        [yes] { $n }
       *[no] { NUMBER($n, useGrouping: 0) }
    } { $what ->
        [items] { $n ->
            [one] Eintrag
           *[other] Einträge
        }
        [characters] Zeichen
        [auxiliary] { $n ->
            [one] Hilfstruppen-Stand
           *[other] Hilfstruppen-Stände
        }
        [rolls] { $n ->
            [one] Wurf
           *[other] Würfe
        }
        [sides] { $n ->
            [one] Seite
           *[other] Seiten
        }
       *[levels] { $n ->
            [one] Ebene
           *[other] Ebenen
        }
    }
# An error whose value the engine describes (tab-value-counted's arguments): the field,
# what it expects ($parts), and the value.
tab-invalid-data-counted = { $field }: { $parts }, erhalten: { $grouping ->
        [yes] { $n }
       *[no] { NUMBER($n, useGrouping: 0) }
    } { $what ->
        [items] { $n ->
            [one] Eintrag
           *[other] Einträge
        }
        [characters] Zeichen
        [auxiliary] { $n ->
            [one] Hilfstruppen-Stand
           *[other] Hilfstruppen-Stände
        }
        [rolls] { $n ->
            [one] Wurf
           *[other] Würfe
        }
        [sides] { $n ->
            [one] Seite
           *[other] Seiten
        }
       *[levels] { $n ->
            [one] Ebene
           *[other] Ebenen
        }
    }

## The worker's own errors, links' and shares' refusals
# (Messages of this group follow this line.)
wk-starting = Regelmodul startet
wk-reason = { $reason }
wk-file-not-loaded = { $path } konnte nicht geladen werden (HTTP { NUMBER($status, useGrouping: 0) })
wk-late-failed = Dieser Teil des Regelmoduls konnte nicht geladen werden: { $parts }
wk-qr-unavailable = QR-Codes sind nicht verfügbar: { $parts }
wk-lists-unavailable = Der Listenimport ist nicht verfügbar: { $parts }
wk-stopped = das Regelmodul wurde dabei beendet ({ $parts }); es startet neu
wk-unfinished = das Regelmodul konnte diese Anfrage nicht abschließen ({ $parts }); nichts wurde geändert
wk-too-big = Zu groß für einen Link ({ $kind ->
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
        [depth] { NUMBER($count, useGrouping: 0) } Ebenen tief verschachtelt, höchstens { NUMBER($most, useGrouping: 0) }.
        [bytes] { $count } Bytes an Daten, höchstens { $most }.
        [characters] { $count } Zeichen, höchstens { $most }.
       *[items] { $count } Werte, höchstens { $most }.
    }
wk-pack-too-large = Dieses Paket mit { $count } Profilen ist zu groß für QR-Codes (es bräuchte mehr als { $most } Codes): Sende stattdessen den Link oder die Datei.
