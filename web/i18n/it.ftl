# Aftermath in italiano: NOT COMPLETE until it has every message of en.ftl (other areas'
# messages are still being added to English). Until then it is reached only by ?lang=it
# and every message it lacks falls back to English (web/i18n/language.js, COMPLETE).
# Game terms and their sources: glossary/it.md (confirmed or unconfirmed, term by term).

## The home screen

home-battles = Battaglie
home-saved-battles = Battaglie salvate
home-no-battles = Nessuna battaglia salvata su questo dispositivo.
home-battle-meta = { $system } · { $updated }
home-rename = Rinomina
home-rename-label = Rinomina { $name }
home-duplicate = Duplica
home-duplicate-label = Duplica { $name }
home-delete = Elimina
home-delete-label = Elimina { $name }
home-new-name = Nuovo nome
home-save-name = Salva il nome
home-cancel = Annulla
home-delete-ask = Eliminare «{ $name }» per sempre?
home-delete-ask-unnamed = Eliminare «questa battaglia» per sempre?
home-delete-yes = Sì, elimina
home-delete-keep = Tienila
home-examples = Esempi
home-examples-title = Parti da un esempio
home-examples-waiting = Gli esempi compaiono quando il motore è pronto.
conquest-new-battle = Nuova battaglia di Conquest
ninth-age-new-battle = Nuova battaglia di The 9th Age
engine-starting-title = avvio del motore
backup-title = Adunata e backup
backup-about = Profili di Reggimenti e Unità e liste d’esercito tenuti su questo dispositivo, e un file di backup di tutto.
backup-muster = Adunata
backup-export = Esporta tutto
backup-import = Importa un file di backup
campaign-title = Campagna
campaign-new = Dopo la battaglia di campagna
campaign-rosters = Elenchi delle bande
language-label = Lingua
language-en = English
language-pl = Polski
language-de = Deutsch
language-fr = Français
language-es = Español
language-it = Italiano
language-pseudo = Pseudo (test)
language-failed = Non è stato possibile caricare i testi { $code } ({ $reason }): la pagina è in inglese.

## Storage on this device (the home screen's last panel)

storage-title = Memoria su questo dispositivo
storage-asking = Spazio usato: lo si chiede al browser…
storage-unreadable-count = Illeggibili ({ $count })
storage-unreadable-about = Questi dati salvati erano danneggiati. Sono tenuti qui così come sono stati trovati: copia o scarica il testo per ripararlo, oppure scartalo.
storage-unreadable-item = { $kind } «{ $key }»: { $reason }
storage-raw-label = Testo grezzo di { $kind } { $key }
storage-download = Scarica
storage-discard = Scarta
storage-discard-label = Scarta { $kind } { $key }
storage-not-kept = Non si conserva nulla: questo browser non dà memoria ad Aftermath, quindi battaglie ed elenchi durano solo finché questa pagina non viene chiusa o ricaricata.
storage-stopped = Il salvataggio su questo dispositivo si è fermato: ricarica questa pagina per salvare di nuovo.
storage-space-unknown = Spazio usato: il browser non lo dice.
storage-space = Spazio usato: { $used }, { $left } liberi.
storage-gb = { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } GB
storage-mb = { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
storage-kb = { $size } kB
storage-persistent = Conservato finché non lo elimini (memoria persistente).
storage-not-persistent = Non persistente: il browser può cancellarlo quando il dispositivo ha poco spazio.
storage-persistence-asking = Persistenza: chiesta al browser, in attesa della risposta.
storage-persistence-unknown = Persistenza: il browser non lo dice.
storage-space-and-kept = { $amounts } { $kept }

## The engine's sentences: a rule's reason or a step of the log, the rule id beside it

rule-cited = { $reason } ({ $rule })
not-now = Non ora: { $reason }

conquest-pool-received = { $regiment } riceve una Riserva di Ferite di { $wounds }
conquest-pool-suffered = { $regiment } ha subito { $suffered } { $suffered ->
        [one] Ferita
       *[other] Ferite
    } da questa Riserva di Ferite
conquest-below-strength = { $regiment } è sotto la Forza Iniziale
conquest-no-test-destroyed = Nessun Test di Morale: il Reggimento è stato distrutto
conquest-no-test-harm = Nessun Test di Morale: le Ferite { $harm ->
        [clash] da Mischia
        [charge] da Carica o Impatto
        [duel] da Duello
        [volley] da Raffica
        [spell] da Incantesimo
        [decay] da Decadimento
        [aura_of_death] da Aura di Morte
        [lethal_demise] da Fine Letale
       *[other] da altra fonte
    } non lo provocano
conquest-no-test-marked = Nessun Test di Morale: la riserva è stata segnata come non provocarlo
conquest-must-test-first = { $regiment } deve effettuare il suo Test di Morale ({ $dice } { $dice ->
        [one] dado
       *[other] dadi
    }) prima di { $action ->
        [pool] un’altra Riserva di Ferite
        [heal] una Cura
        [character] altre Ferite
        [rally] una Riorganizzazione
        [place] muovere Reggimenti
        [charge] una Carica
        [round] un nuovo Round
        [decay] il Decadimento
       *[contacts] cambiare i contatti
    }
conquest-no-test-to-take = { $regiment } non ha alcun Test di Morale da effettuare
conquest-die = Dado { $value }: { $result ->
        [pass] superato
       *[fail] fallito
    } — { $why ->
        [one] un 1 naturale supera sempre
        [six] un 6 naturale fallisce sempre
        [at_most] { $value } è al massimo Risolutezza { $resolve }
       *[over] { $value } supera Risolutezza { $resolve }
    }
conquest-reroll-die = Ritiro { $value }: { $result ->
        [pass] superato
       *[fail] fallito
    } — { $why ->
        [one] un 1 naturale supera sempre
        [six] un 6 naturale fallisce sempre
        [at_most] { $value } è al massimo Risolutezza { $resolve }
       *[over] { $value } supera Risolutezza { $resolve }
    }
conquest-not-rerolled = { $arc ->
        [flank] Fianco
       *[rear] Retro
    }: Disciplina di Ferro, i dadi superati non si ritirano
conquest-rerolled = { $arc ->
        [flank] Fianco
       *[rear] Retro
    }: { $passes } { $passes ->
        [one] dado superato ritirato
       *[other] dadi superati ritirati
    }
conquest-indomitable = Indomito { $x }: { $saved ->
        [one] un fallimento conta
       *[other] { $saved } fallimenti contano
    } come superato
conquest-oblivious = Ignari: { $failed } { $failed ->
        [one] fallimento
       *[other] fallimenti
    } -> { $wounds } { $wounds ->
        [one] Ferita
       *[other] Ferite
    }
conquest-test-result = { $passed } { $passed ->
        [one] superato
       *[other] superati
    }, { $failed } { $failed ->
        [one] fallito
       *[other] falliti
    }{ $wounds ->
        [0] {""}
        [one] : { $wounds } Ferita, che non provoca altri test
       *[other] : { $wounds } Ferite, che non provocano altri test
    }

parts-separator = {", "}
conquest-morale-roll = Test di Morale: tira { $dice } { $dice ->
        [one] dado
       *[other] dadi
    } contro Risolutezza { $value } ({ $parts } = { $value })
conquest-resolve-line = Risolutezza { $value }: { $parts } = { $value }
conquest-resolve-base = Risolutezza { $kind ->
        [lowest] più bassa
       *[highest] più alta
    } { $base }
conquest-resolve-no-size = nessun bonus di dimensione (Spezzato)
conquest-resolve-size = bonus di dimensione +{ $bonus } ({ $stands } { $stands ->
        [one] Stand
       *[other] Stand
    })
conquest-resolve-modifier = modificatore { $sign ->
        [minus] -
       *[plus] +
    }{ $size }
conquest-resolve-modifier-ignored = modificatore { $sign ->
        [minus] -
       *[plus] +
    }{ $size } ignorato (Spezzato)
conquest-resolve-terrifying = Terrificante -{ $x }
conquest-resolve-terrifying-ignored = Terrificante ignorato ({ $rule ->
        [fearless] Impavido
       *[bravery] Coraggio
    })
conquest-resolve-phalanx = Falange +1
conquest-terrifying = Terrificante { $x }: Risolutezza { $was } -> { $now }
conquest-terrifying-from = Terrificante { $x } ({ $source }): Risolutezza { $was } -> { $now }
conquest-terrifying-ignored = Terrificante { $x } ignorato: { $regiment } ha { $rule ->
        [fearless] Impavido
       *[bravery] Coraggio
    }
conquest-terrifying-from-ignored = Terrificante { $x } ({ $source }) ignorato: { $regiment } ha { $rule ->
        [fearless] Impavido
       *[bravery] Coraggio
    }
conquest-phalanx = Falange contro Ferite frontali: Risolutezza { $was } -> { $now }

conquest-heals-with = { $regiment } si Cura con { $points } { $points ->
        [one] Punto Cura
       *[other] Punti Cura
    }{ $source ->
        [regeneration] {" "}(Rigenerazione)
        [fanatical_devotion] {" "}(Devozione Fanatica)
        [biotic_renewal] {" "}(Rinnovamento Biotico)
       *[none] {""}
    }
conquest-regeneration-skips = La Rigenerazione salta i Personaggi del Reggimento
conquest-healing-done = Cura conclusa: { $spent } spesi{ $lost ->
        [0] {""}
       *[other] , { $lost } persi (senza spazio)
    }{ $unused ->
        [0] {""}
       *[other] , { $unused } inutilizzati
    }
conquest-regeneration-of = Rigenerazione { $points } di { $character }: { $healed } { $healed ->
        [one] Segnalino Ferita curato
       *[other] Segnalini Ferita curati
    }{ $lost ->
        [0] {""}
       *[other] , { $lost } persi
    }
conquest-character-heals = Il Personaggio { $character } cura { $healed } { $healed ->
        [one] Segnalino Ferita
       *[other] Segnalini Ferita
    }

conquest-character-removed = Il Personaggio { $character } è rimosso come perdita
conquest-character-markers = Il Personaggio { $character } ha { $markers } { $markers ->
        [one] Segnalino Ferita
       *[other] Segnalini Ferita
    }
conquest-character-removed-with = Il Personaggio { $character } è rimosso come perdita con l’ultimo Stand di { $regiment }

conquest-rallies = { $regiment } si Riorganizza{ $was ->
        [broken] : non è più Spezzato
       *[steady] {""}
    }; Spezzato ora si conta da { $stands } { $stands ->
        [one] Stand
       *[other] Stand
    }
conquest-round-begins = Inizia il Round { $round }: il conteggio di Spezzato di ogni Reggimento riparte da capo
conquest-still-broken = { $regiment } è ancora Spezzato: Annientato ora si conta da { $stands } { $stands ->
        [one] Stand
       *[other] Stand
    }
conquest-active-player = { $player } è il Giocatore Attivo

conquest-charges = { $regiment } Carica { $edge ->
        [front] il fronte
        [left] il fianco sinistro
        [right] il fianco destro
       *[rear] il retro
    } di { $enemy }: { $stands } { $stands ->
        [one] Stand
       *[other] Stand
    } contro { $enemy_stands } a contatto

conquest-excess-ignored = { $excess } { $excess ->
        [one] Ferita in eccesso ignorata
       *[other] Ferite in eccesso ignorate
    }: non resta alcuno Stand a subirle
conquest-dauntless = { $regiment } è Intrepido: ha perso { $lost } di { $stands } { $stands ->
        [one] Stand
       *[other] Stand
    } in questo Round, e non è mai Spezzato
conquest-broken = { $regiment } è Spezzato: ha perso { $lost } di { $stands } { $stands ->
        [one] Stand
       *[other] Stand
    } in questo Round (metà, arrotondata per eccesso, è { $needed })
conquest-shattered = { $regiment } è Annientato: ha perso { $lost } dei { $stands } { $stands ->
        [one] Stand
       *[other] Stand
    } che aveva quando è stato Spezzato (metà, arrotondata per eccesso, è { $needed }); tutti gli Stand rimossi
conquest-destroyed = { $regiment } non ha più Stand ed è distrutto

conquest-back-in-contact = { $regiment } è di nuovo a contatto dopo una spinta precedente: non è più Isolato
conquest-stays-unengaged = { $regiment } resta fuori contatto: non è Ingaggiato
conquest-not-stranded-after-all = { $regiment } alla fine non è Isolato: non viene spinto

conquest-refused-already-destroyed = { $regiment } è già distrutto
conquest-refused-destroyed = { $regiment } è distrutto
conquest-refused-destroyed-no-rally = { $regiment } è distrutto e non può Riorganizzarsi
conquest-refused-destroyed-no-heal = { $regiment } è distrutto e non può essere Curato
conquest-refused-character-removed = { $character } è stato rimosso
conquest-refused-character-already-removed = { $character } è già stato rimosso
conquest-refused-broken-no-heal = { $regiment } è Spezzato: un Reggimento Spezzato non può essere Curato
conquest-refused-broken-no-restore = { $regiment } è Spezzato: un Reggimento Spezzato non può essere Curato né Ripristinare Stand
conquest-refused-broken-no-charge = { $regiment } è Spezzato: un Reggimento Spezzato non può Caricare (Ch6)
conquest-refused-not-broken = { $regiment } non è Spezzato
conquest-refused-no-bravery = { $regiment } non ha Coraggio
conquest-refused-max-rounds = una battaglia dura al massimo { $rounds } { $rounds ->
        [one] Round
       *[other] Round
    }
conquest-refused-no-battlefield-to-push = questa battaglia non ha un campo di battaglia: nessuno viene spinto
conquest-refused-pushed-after-the-test = i Reggimenti Isolati vengono spinti dopo le perdite del Test di Morale: scegli il loro ordine con quel test
conquest-refused-nothing-to-push = nessun Reggimento è Isolato da questa azione: non c’è niente da spingere
conquest-refused-not-engaged-before = { $regiment } non era ingaggiato prima di questa azione: non può essere Isolato né spinto
conquest-refused-contacts-from-positions = su un campo di battaglia i contatti derivano dalle posizioni: muovi invece i Reggimenti con Posiziona
conquest-refused-no-battlefield-to-place = questa battaglia non ha un campo di battaglia su cui posizionare Reggimenti
conquest-refused-casualties-not-complete = le perdite dell’ultima azione non sono ancora complete
conquest-refused-enemy-not-placed = { $enemy } non è ancora sul campo di battaglia: prima Muovilo sul campo di battaglia, poi { $attacker } potrà caricare uno dei suoi lati

conquest-edge-pair = il suo { $own ->
        [front] fronte
        [right] lato destro
        [rear] retro
       *[left] lato sinistro
    } contro il loro { $theirs ->
        [front] fronte
        [right] lato destro
        [rear] retro
       *[left] lato sinistro
    }
conquest-in-contact = { $regiment } è a contatto con { $enemy }: { $stands } { $stands ->
        [one] Stand
       *[other] Stand
    } contro { $enemy_stands } ({ $parts })
conquest-also-in-contact = { $regiment } è anche a contatto con { $enemy }: { $stands } { $stands ->
        [one] Stand
       *[other] Stand
    } contro { $enemy_stands } ({ $parts })

conquest-name = { $name }
conquest-out-of-contact = Fuori contatto: { $parts }; i Reggimenti Isolati si risolvono dopo le perdite del Test di Morale
# A Stand's place in its formation is said as its rank (front, rear, or the nth) and,
# when the formation has more than one file, its file (left or right end, centre, or
# the nth from an end); a length in the players' unit (mm or in), to a tenth.
# Why a Wound goes to a Stand (C-4): $origin is the Command Stand's file or the centre
# file, $far how many files from it (a half on an even front).
conquest-why-command-last = gli Stand di Comando sono rimossi per ultimi; non ne resta nessun altro
conquest-why-wounded-first = uno Stand Ferito subisce Ferite finché non è distrutto
# $parts: the reason within the rank.
conquest-why-rear-rank = il rango { $rank } è l’ultimo rango;{ $engaged ->
        [kept] {" "}tiene a contatto gli Stand ingaggiati;
        [all] {" "}lì ogni Stand è ingaggiato;
       *[none] {""}
    } { $parts }
conquest-why-on-the-file = { $how ->
        [last] lo Stand più centrale va per ultimo
        [only_in_rank] l’unico Stand nel rango
       *[only] l’unica scelta
    } (sulla { $origin ->
        [command] fila dello Stand di Comando
       *[centre] fila centrale
    })
conquest-why-only-choice = l’unica scelta ({ $far } { $far ->
        [one] fila
       *[other] file
    } { $origin ->
        [command] dallo Stand di Comando
       *[centre] dalla fila centrale
    })
conquest-why-furthest = il più lontano { $origin ->
        [command] dallo Stand di Comando
       *[centre] dalla fila centrale
    } ({ $far } { $far ->
        [one] fila
       *[other] file
    })
conquest-why-tied = a { $far } { $far ->
        [one] fila
       *[other] file
    } { $origin ->
        [command] dallo Stand di Comando
       *[centre] dalla fila centrale
    }, pari su entrambi i lati; { $last_side ->
        [left] estremità alterne: l’ultimo Stand perso era a sinistra
        [right] estremità alterne: l’ultimo Stand perso era a destra
       *[none] il primo pareggio va a sinistra
    }
# A Stand takes Wounds (C-4); $parts: why this Stand.
conquest-stand-destroyed = Lo { $stand ->
        [auxiliary] Stand { $auxiliary } (ausiliario)
       *[stand] Stand
    } ({ $rank ->
        [front] primo rango
        [rear] ultimo rango
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] º
        } rango
    }{ $file ->
        [left] , estremità sinistra
        [right] , estremità destra
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] º
        } da sinistra
        [from_right] , { $file_n }{ $file_ord ->
           *[other] º
        } da destra
       *[none] {""}
    }) subisce { $taken } { $taken ->
        [one] Ferita
       *[other] Ferite
    } ed è distrutto — { $parts }
conquest-stand-takes = Lo { $stand ->
        [auxiliary] Stand { $auxiliary } (ausiliario)
       *[stand] Stand
    } ({ $rank ->
        [front] primo rango
        [rear] ultimo rango
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] º
        } rango
    }{ $file ->
        [left] , estremità sinistra
        [right] , estremità destra
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] º
        } da sinistra
        [from_right] , { $file_n }{ $file_ord ->
           *[other] º
        } da destra
       *[none] {""}
    }) subisce { $taken } { $taken ->
        [one] Ferita
       *[other] Ferite
    } ({ $markers } delle sue { $wounds } Ferite subite) — { $parts }
# Stands healed and restored (C-7 to C-9).
conquest-stand-heals = Lo { $stand ->
        [auxiliary] Stand { $auxiliary } (ausiliario)
       *[stand] Stand
    } ({ $rank ->
        [front] primo rango
        [rear] ultimo rango
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] º
        } rango
    }{ $file ->
        [left] , estremità sinistra
        [right] , estremità destra
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] º
        } da sinistra
        [from_right] , { $file_n }{ $file_ord ->
           *[other] º
        } da destra
       *[none] {""}
    }) cura { $healed } { $healed ->
        [one] Segnalino Ferita
       *[other] Segnalini Ferita
    }{ $command ->
        [yes] {" "}(prima lo Stand di Comando)
       *[no] {""}
    }
conquest-too-few-to-restore = { $left } { $left ->
        [one] Punto Cura rimasto: non basta
       *[other] Punti Cura rimasti: non bastano
    } a ripristinare lo { $stand ->
        [auxiliary] Stand { $auxiliary } (ausiliario)
       *[stand] Stand
    } ({ $rank ->
        [front] primo rango
        [rear] ultimo rango
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] º
        } rango
    }{ $file ->
        [left] , estremità sinistra
        [right] , estremità destra
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] º
        } da sinistra
        [from_right] , { $file_n }{ $file_ord ->
           *[other] º
        } da destra
       *[none] {""}
    }) (ne servono { $need }, metà delle sue Ferite arrotondata per eccesso); { $left ->
        [one] resta inutilizzato
       *[other] restano inutilizzati
    }
conquest-no-room-to-restore = Non c’è spazio per ripristinare lo { $stand ->
        [auxiliary] Stand { $auxiliary } (ausiliario)
       *[stand] Stand
    } perso ({ $rank ->
        [front] primo rango
        [rear] ultimo rango
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] º
        } rango
    }{ $file ->
        [left] , estremità sinistra
        [right] , estremità destra
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] º
        } da sinistra
        [from_right] , { $file_n }{ $file_ord ->
           *[other] º
        } da destra
       *[none] {""}
    }): non viene ripristinato e { $lost ->
        [one] il Punto Cura rimanente è perso
       *[other] i { $lost } Punti Cura rimanenti sono persi
    }
# $parts: why there is no room on the battlefield.
conquest-no-room-to-restore-because = Non c’è spazio per ripristinare lo { $stand ->
        [auxiliary] Stand { $auxiliary } (ausiliario)
       *[stand] Stand
    } perso ({ $rank ->
        [front] primo rango
        [rear] ultimo rango
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] º
        } rango
    }{ $file ->
        [left] , estremità sinistra
        [right] , estremità destra
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] º
        } da sinistra
        [from_right] , { $file_n }{ $file_ord ->
           *[other] º
        } da destra
       *[none] {""}
    }) — { $parts }: non viene ripristinato e { $lost ->
        [one] il Punto Cura rimanente è perso
       *[other] i { $lost } Punti Cura rimanenti sono persi
    }
conquest-stand-restored = Lo { $stand ->
        [auxiliary] Stand { $auxiliary } (ausiliario)
       *[stand] Stand
    } { $command ->
        [yes] nella sua posizione originale
       *[no] ({ $rank ->
        [front] primo rango
        [rear] ultimo rango
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] º
        } rango
    }{ $file ->
        [left] , estremità sinistra
        [right] , estremità destra
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] º
        } da sinistra
        [from_right] , { $file_n }{ $file_ord ->
           *[other] º
        } da destra
       *[none] {""}
    })
    } è ripristinato con { $spent } { $spent ->
        [one] Punto Cura
       *[other] Punti Cura
    }, { $spent } di { $wounds } Ferite rimaste{ $command ->
        [yes] {" "}(prima gli Stand di Comando)
       *[no] {""}
    }
# Contacts set by hand (C-2): $parts are the enemies' names, each conquest-name.
conquest-stand-contacts = Lo Stand ({ $rank ->
        [front] primo rango
        [rear] ultimo rango
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] º
        } rango
    }{ $file ->
        [left] , estremità sinistra
        [right] , estremità destra
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] º
        } da sinistra
        [from_right] , { $file_n }{ $file_ord ->
           *[other] º
        } da destra
       *[none] {""}
    }) di { $regiment } è a contatto con { $parts }
conquest-stand-contacts-none = Lo Stand ({ $rank ->
        [front] primo rango
        [rear] ultimo rango
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] º
        } rango
    }{ $file ->
        [left] , estremità sinistra
        [right] , estremità destra
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] º
        } da sinistra
        [from_right] , { $file_n }{ $file_ord ->
           *[other] º
        } da destra
       *[none] {""}
    }) di { $regiment } non è a contatto con alcun nemico
conquest-refused-stand-removed = lo Stand ({ $rank ->
        [front] primo rango
        [rear] ultimo rango
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] º
        } rango
    }{ $file ->
        [left] , estremità sinistra
        [right] , estremità destra
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] º
        } da sinistra
        [from_right] , { $file_n }{ $file_ord ->
           *[other] º
        } da destra
       *[none] {""}
    }) di { $regiment } è stato rimosso
# Bravery, Decay and a Wound Pool's source (C-21, C-28, C-29).
conquest-uses-bravery = { $regiment } usa Coraggio: non è più Spezzato; in questo Round Spezzato si conta ancora da { $stands } { $stands ->
        [one] Stand
       *[other] Stand
    }
conquest-decay = Decadimento { $x }: { $stands } { $stands ->
        [one] Stand tira
       *[other] Stand tirano
    } { $dice } { $dice ->
        [one] dado
       *[other] dadi
    }, { $wounds } con 5 o 6: { $wounds } { $wounds ->
        [one] Ferita
       *[other] Ferite
    }, nessun Test di Morale
# $source is the enemy named, if $named is yes; $harm the kind of harm, or none.
conquest-pool-source = Riserva di Ferite { $named ->
        [yes] da { $source }
       *[no] di fonte non indicata
    }{ $harm ->
        [clash] , Mischia
        [charge] , Carica o Impatto
        [duel] , Duello
        [volley] , Raffica
        [spell] , Incantesimo
        [decay] , Decadimento
        [aura_of_death] , Aura di Morte
        [lethal_demise] , Fine Letale
        [other] , Altro
       *[none] {""}
    }, Ferite { $arc ->
        [front] dal fronte
        [flank] dal fianco
        [rear] dal retro
       *[not_named] da lato non indicato
    }
# Regiments' names joined by "and": each is $name, then $parts (the next one, or what
# follows the last).
conquest-name-and = { $name } e { $parts }
conquest-name-still-touching = { $name } ma è ancora a contatto con { $parts }
# The battlefield (C-17): where a Regiment stands, and why it cannot stand there.
conquest-off-battlefield = lo Stand ({ $rank ->
        [front] primo rango
        [rear] ultimo rango
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] º
        } rango
    }{ $file ->
        [left] , estremità sinistra
        [right] , estremità destra
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] º
        } da sinistra
        [from_right] , { $file_n }{ $file_ord ->
           *[other] º
        } da destra
       *[none] {""}
    }) finirebbe fuori dal campo di battaglia
conquest-overlaps = lo Stand ({ $rank ->
        [front] primo rango
        [rear] ultimo rango
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] º
        } rango
    }{ $file ->
        [left] , estremità sinistra
        [right] , estremità destra
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] º
        } da sinistra
        [from_right] , { $file_n }{ $file_ord ->
           *[other] º
        } da destra
       *[none] {""}
    }) { $moving ->
        [yes] passerebbe attraverso lo Stand
       *[no] si sovrapporrebbe allo Stand
    } ({ $other_rank ->
        [front] primo rango
        [rear] ultimo rango
       *[nth] { $other_rank_n }{ $other_rank_ord ->
           *[other] º
        } rango
    }{ $other_file ->
        [left] , estremità sinistra
        [right] , estremità destra
        [centre] , centro
        [from_left] , { $other_file_n }{ $other_file_ord ->
           *[other] º
        } da sinistra
        [from_right] , { $other_file_n }{ $other_file_ord ->
           *[other] º
        } da destra
       *[none] {""}
    }) di { $other }
# $parts: why.
conquest-refused-cannot-stand-there = { $regiment } non può stare lì: { $parts }
conquest-stands-at = { $regiment } è a x { NUMBER($x, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }, y { NUMBER($y, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }, orientato a { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
# $parts: why.
conquest-refused-cannot-charge = { $attacker } non può caricare { $edge ->
        [front] il fronte
        [left] il fianco sinistro
        [right] il fianco destro
       *[rear] il retro
    } di { $enemy }: { $parts }
conquest-no-stand-touches = spostato di { $offset } { $widths ->
        [one] larghezza
       *[other] larghezze
    } di Stand, nessuno Stand di { $attacker } toccherebbe { $enemy }
# $parts: the enemies' names joined by "and".
conquest-leaves-contact = { $regiment } lascia il contatto con { $parts }
conquest-first-battlefield = Un campo di battaglia di { $unit ->
        [in] { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) } x { NUMBER($depth, useGrouping: 0, maximumFractionDigits: 1) }″
       *[mm] { NUMBER($width, useGrouping: 0) } x { NUMBER($depth, useGrouping: 0) } mm
    }: entrambi gli eserciti schierati nelle loro metà, uno di fronte all’altro
conquest-pair-with = { $a } con { $b }
# $parts: the pairs of Regiments, each conquest-pair-with.
conquest-hand-set-end = I contatti impostati a mano ({ $parts }) terminano: su un campo di battaglia sono le posizioni a decidere i contatti, quindi Carica di nuovo per ingaggiare gli altri
conquest-refused-too-wide = { $regiment } (largo { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }) è più largo del campo di battaglia ({ NUMBER($field_width, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }): imposta un tavolo più grande
# $player_s: yes when the player's name ends in s (English writes Ann's, James').
conquest-refused-no-room-in-half = { $regiment } non ha spazio nella metà di { $player }{ $player_s ->
       *[other] {""}
    } del campo di battaglia di { $unit ->
        [in] { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) } x { NUMBER($depth, useGrouping: 0, maximumFractionDigits: 1) }″
       *[mm] { NUMBER($width, useGrouping: 0) } x { NUMBER($depth, useGrouping: 0) } mm
    }: imposta un tavolo più grande
# $parts: why.
conquest-refused-cannot-be-deployed = { $regiment } non può essere schierato: { $parts }
# Stranded Regiments and Press the Attack (C-18, C-19): $parts are names joined by "and".
conquest-engaged-again = { $regiment } è di nuovo ingaggiato con { $parts }
# $parts: the Regiments in the order pushed, each conquest-name.
conquest-push-order = { $player } li spinge in quest’ordine: { $parts }
conquest-still-engaged = { $regiment } ha perso il contatto con { $parts }: non è Isolato
conquest-unengaged-not-stranded = { $regiment } è non Ingaggiato, non Isolato: { $opponents ->
        [one] il suo unico avversario
       *[other] tutti i suoi avversari
    } ({ $parts }) { $opponents ->
        [one] è distrutto
       *[other] sono distrutti
    }
conquest-separated = { $regiment } ha perso gli Stand che erano a contatto con { $parts }: non è Isolato (Ch6: possono esserlo solo gli avversari del Reggimento che perde Stand)
conquest-stranded = { $regiment } è Isolato: non è più a contatto con { $parts }
conquest-no-straight-push = nessun movimento in linea retta lo rimette a contatto lungo gli stessi lati
# $parts: why the push is blocked.
conquest-push-blocked = la spinta di { NUMBER($distance, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } è bloccata: { $parts }
conquest-would-touch = toccherebbe { $other }, con cui non era ingaggiato
# $parts: why not.
conquest-cannot-press = { $regiment } non può Incalzare l’Attacco ({ $parts }); resta dov’era ed è non Ingaggiato
# A push's way as the Regiment faces: $ahead forward or back, $aside right or left.
conquest-push-direction = { $forward ->
        [forward] { NUMBER($ahead, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } avanti{ $sideways ->
            [right] {" "}e { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } a destra
            [left] {" "}e { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } a sinistra
           *[none] {""}
        }
        [back] { NUMBER($ahead, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } indietro{ $sideways ->
            [right] {" "}e { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } a destra
            [left] {" "}e { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } a sinistra
           *[none] {""}
        }
       *[none] { $sideways ->
            [right] { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } a destra
            [left] { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } a sinistra
           *[none] di un soffio
        }
    }
# $parts: the push's way (conquest-push-direction).
conquest-presses = { $regiment } Incalza l’Attacco: spinto di { NUMBER($distance, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } ({ $parts }) di nuovo a contatto con { $enemy } — { $stands } { $stands ->
        [one] Stand
       *[other] Stand
    } contro { $enemy_stands }{ $how ->
        [same] , come prima delle perdite
        [more] {" "}(prima delle perdite: { $was_stands } contro { $was_enemy_stands })
       *[most] : il massimo possibile (erano { $was_stands } contro { $was_enemy_stands })
    }
# An error of validation a player sees: $field is where in the input (as the engine
# names it), $got the value given, as written; $parts is what the field must be.
invalid-data = { $field }: { $parts }, ricevuto { $got }
field-an-object = deve essere un oggetto
# $allowed: the keys allowed, listed as the input spells them.
field-unknown-key = chiave sconosciuta (ammesse: { $allowed })
field-required = è obbligatorio
field-whole-number = deve essere un numero intero
field-a-number = deve essere un numero
field-at-least = deve essere almeno { NUMBER($low, useGrouping: 0) }
field-at-most = deve essere al massimo { NUMBER($high, useGrouping: 0) }
field-text = deve essere un testo
field-max-characters = deve avere al massimo { NUMBER($max, useGrouping: 0) } caratteri
# $options: the choices, listed as the input spells them.
field-one-of = deve essere uno tra { $options }
field-not-blank = non deve essere vuoto
field-true-or-false = deve essere vero o falso
field-a-list = deve essere una lista
field-max-items = deve avere al massimo { NUMBER($max, useGrouping: 0) } elementi
field-identifier = deve avere da 1 a 64 lettere, cifre, '-', '_' o '.'
field-dice-list = deve essere una lista di risultati di D{ NUMBER($sides, useGrouping: 0) }
field-die-result = deve essere un risultato di D{ NUMBER($sides, useGrouping: 0) } da 1 a { NUMBER($sides, useGrouping: 0) }
field-dice-count = deve contenere esattamente { NUMBER($count, useGrouping: 0) } dadi, uno per test
field-entered-or-rolled = deve essere inserito, o prima tirato dall’app

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
# A Health Pool ($pool: the rank and file of $unit, or a Character's or Champion's,
# $character; $character_s is yes when the name ends in s, for the English possessive).
# Multiple Wounds (N-6): $x as the player wrote it ("D3"); $parts are the values.
ninth-wound-value = { $value }
ninth-wound-value-capped = { $value } (limitato a { $capped })
ninth-multiple-wounds = Ferite Multiple { $x }: { $parts } -> { $total } { $total ->
        [one] Punto Ferita
       *[other] Punti Ferita
    }
ninth-multiple-wounds-none = Ferite Multiple { $x }: nessuna ferita non salvata -> { $total } { $total ->
        [one] Punto Ferita
       *[other] Punti Ferita
    }
# $parts: the attack's Multiple Wounds.
ninth-attack-wounds = { $attack }: { $parts }
ninth-wounds-capped = { $parts }: ogni ferita al massimo i { $hp } Punti Ferita di un modello, senza mai passare a un secondo
# Excess losses (N-5): $parts are the attacks' shares.
ninth-share = { $attack } ({ $losses })
ninth-excess-from = Le { $excess } perdite in eccesso sono state causate da { $parts }, { $how ->
        [chosen] come scelto dal giocatore attaccante
       *[only] l'unica scelta possibile
    }
ninth-removed-carried = { $count } { $count ->
        [one] modello rimosso
       *[other] modelli rimossi
    }; { $lost } { $lost ->
        [one] Punto Ferita perso passa
       *[other] Punti Ferita persi passano
    } agli attacchi successivi
ninth-pool-excess = { $excess } { $excess ->
        [one] perdita in eccesso di Punti Ferita ignorata
       *[other] perdite in eccesso di Punti Ferita ignorate
    }: alla Riserva di Punti Ferita { $left ->
        [one] restava solo { $left } Punto Ferita
       *[other] restavano solo { $left } Punti Ferita
    }
ninth-destroyed = { $unit } non ha più modelli: Unità distrutta

## The campaign's sentences
# (Messages of this group follow this line.)

## The Ninth Age's screens: its overview, a Unit's card and its Actions
# (Messages of this group follow this line.)

## The campaign's screens: the roster, a model's card and its Actions
# (Messages of this group follow this line.)

## Two phones
# (Messages of this group follow this line.)
two-phones-check-title = Controlla che nessuno sia in mezzo
two-phones-check-code = Entrambi i telefoni mostrano { $code }? Allora nessuno è in mezzo.
two-phones-check-how = Confronta questo numero con quello sul pannello «due telefoni» dell'altro telefono. Se sono diversi, qualcuno che aveva l'invito potrebbe leggere la battaglia: scollega, poi dai un nuovo invito di persona, o giocate sulla stessa rete Wi-Fi.
two-phones-check-same = Coincidono
two-phones-check-differ = Sono diversi: scollega
two-phones-check-unpaired = Scollegati: i due telefoni mostravano numeri diversi, quindi qualcuno potrebbe essersi messo in mezzo. Dai un nuovo invito di persona, o giocate sulla stessa rete Wi-Fi.
