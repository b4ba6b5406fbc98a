# Aftermath in italiano: every message of en.ftl (1,232), reviewed for one word per game term,
# the tu form and imperative buttons ("Salva", "Applica"), agreement and plurals (one/other),
# read at counts 0, 1, 2, 5, 21, 22. Not yet checked by an Italian player at a table, so not in
# COMPLETE (web/i18n/language.js): reached by ?lang=it; a message added to English later falls
# back to English until it is translated here.
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
home-save-name = Salva nome
home-cancel = Chiudi
home-delete-ask = Eliminare «{ $name }» per sempre?
home-delete-ask-unnamed = Eliminare «questa battaglia» per sempre?
home-delete-yes = Sì, elimina
home-delete-keep = Tienila
home-examples = Esempi
home-examples-title = Parti da un esempio
home-examples-waiting = Caricamento degli esempi…
conquest-new-battle = Nuova battaglia di Conquest
ninth-age-new-battle = Nuova battaglia di The Ninth Age
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
language-pick-failed = Non è stato possibile caricare i testi { $code } ({ $reason }): non è cambiato nulla.

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
conquest-no-test-marked = Nessun Test di Morale: la Riserva di Ferite è segnata come senza Test
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
        [round] un nuovo Turno
        [decay] il Decadimento
       *[contacts] cambiare i contatti
    }
conquest-no-test-to-take = { $regiment } non ha alcun Test di Morale da effettuare
conquest-die = Dado { $value }: { $result ->
        [pass] superato
       *[fail] fallito
    } — { $why ->
        [one] un 1 naturale riesce sempre
        [six] un 6 naturale fallisce sempre
        [at_most] { $value } è pari o inferiore alla Risolutezza { $resolve }
       *[over] { $value } è superiore alla Risolutezza { $resolve }
    }
conquest-reroll-die = Ritiro { $value }: { $result ->
        [pass] superato
       *[fail] fallito
    } — { $why ->
        [one] un 1 naturale riesce sempre
        [six] un 6 naturale fallisce sempre
        [at_most] { $value } è pari o inferiore alla Risolutezza { $resolve }
       *[over] { $value } è superiore alla Risolutezza { $resolve }
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
        [one] un fallimento conta come superato
       *[other] { $saved } fallimenti contano come superati
    }
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
conquest-healing-done = Cura conclusa: { $spent } { $spent ->
        [one] speso
       *[other] spesi
    }{ $lost ->
        [0] {""}
        [one] , { $lost } perso (senza spazio)
       *[other] , { $lost } persi (senza spazio)
    }{ $unused ->
        [0] {""}
        [one] , { $unused } inutilizzato
       *[other] , { $unused } inutilizzati
    }
conquest-regeneration-of = Rigenerazione { $points } di { $character }: { $healed } { $healed ->
        [one] Segnalino Ferita curato
       *[other] Segnalini Ferita curati
    }{ $lost ->
        [0] {""}
        [one] , { $lost } perso
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
conquest-character-no-morale = Nessun Test di Morale per { $regiment }: le Ferite di un Personaggio non sono una Riserva di Ferite
conquest-character-removed-with = Il Personaggio { $character } è rimosso come perdita con l’ultimo Stand di { $regiment }

conquest-rallies = { $regiment } si Riorganizza{ $was ->
        [broken] : non è più Spezzato
       *[steady] {""}
    }; Spezzato ora si conta da { $stands } { $stands ->
        [one] Stand
       *[other] Stand
    }
conquest-round-begins = Inizia il Turno { $round }: il conteggio di Spezzato di ogni Reggimento riparte da capo
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
    } in questo Turno, e non è mai Spezzato
conquest-broken = { $regiment } è Spezzato: ha perso { $lost } di { $stands } { $stands ->
        [one] Stand
       *[other] Stand
    } in questo Turno (metà, arrotondata per eccesso, è { $needed })
conquest-shattered = { $regiment } è Annientato: ha perso { $lost } { $stands ->
        [one] dell’unico Stand
       *[other] dei { $stands } Stand
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
        [one] Turno
       *[other] Turni
    }
conquest-refused-no-battlefield-to-push = questa battaglia non ha un campo di battaglia: nessuno viene spinto
conquest-refused-pushed-after-the-test = i Reggimenti Isolati vengono spinti dopo le perdite del Test di Morale: scegli il loro ordine con quel test
conquest-refused-nothing-to-push = nessun Reggimento è Isolato da questa azione: non c’è niente da spingere
conquest-refused-not-engaged-before = { $regiment } non era Ingaggiato prima di questa azione: non può essere Isolato né spinto
conquest-refused-contacts-from-positions = su un campo di battaglia i contatti derivano dalle posizioni: muovi invece i Reggimenti con Posiziona
conquest-refused-no-battlefield-to-place = questa battaglia non ha un campo di battaglia su cui posizionare Reggimenti
conquest-refused-casualties-not-complete = le perdite dell’ultima azione non sono ancora complete
conquest-refused-enemy-not-placed = { $enemy } non è ancora sul campo di battaglia: prima portalo sul campo di battaglia con Muovi, poi { $attacker } potrà caricare uno dei suoi lati

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
conquest-why-rear-rank = { $rank ->
        [1] il rango 1 è l’unico rango
       *[other] il rango { $rank } è l’ultimo rango
    };{ $engaged ->
        [kept] {" "}tiene a contatto gli Stand Ingaggiati;
        [all] {" "}lì ogni Stand è Ingaggiato;
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
conquest-uses-bravery = { $regiment } usa Coraggio: non è più Spezzato; in questo Turno Spezzato si conta ancora da { $stands } { $stands ->
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
conquest-engaged-again = { $regiment } è di nuovo Ingaggiato con { $parts }
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
conquest-would-touch = toccherebbe { $other }, con cui non era Ingaggiato
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
field-max-characters = deve avere al massimo { NUMBER($max, useGrouping: 0) } { $max ->
        [one] carattere
       *[other] caratteri
    }
# $options: the choices, listed as the input spells them.
field-one-of = deve essere uno tra { $options }
field-not-blank = non deve essere vuoto
field-true-or-false = deve essere vero o falso
field-a-list = deve essere una lista
field-max-items = deve avere al massimo { NUMBER($max, useGrouping: 0) } { $max ->
        [one] elemento
       *[other] elementi
    }
field-identifier = deve avere da 1 a 64 lettere, cifre, '-', '_' o '.'
field-dice-list = deve essere una lista di risultati di D{ NUMBER($sides, useGrouping: 0) }
field-die-result = deve essere un risultato di D{ NUMBER($sides, useGrouping: 0) } da 1 a { NUMBER($sides, useGrouping: 0) }
field-dice-count = deve contenere esattamente { NUMBER($count, useGrouping: 0) } { $count ->
        [one] dado, uno per test
       *[other] dadi, uno per test
    }
field-entered-or-rolled = deve essere inserito, o prima tirato dall’app

## Conquest's battle screen: the overview, a Regiment's card and its Actions
# (Messages of this group follow this line.)
# A Regiment's status, in its badge and wherever it is named.
battle-status-steady = Saldo
battle-status-broken = Spezzato
battle-status-shattered = Annientato
battle-status-destroyed = Distrutto
# "5/7 Stands": the Stands left of those the Regiment started with (Characters included).
battle-strength = { $left }/{ $start } { $start ->
        [one] Stand
       *[other] Stand
    }
# $foes: the enemy Regiments' names, as their lists wrote them.
battle-engaged-with = Ingaggiato con { $foes }
battle-stranded = Isolato
battle-unengaged = Non Ingaggiato
battle-auxiliary-name = { $name } (ausiliario)
# Marks an auxiliary Stand on the formation's drawing (short: a Stand is narrow).
battle-auxiliary-mark = aus
battle-stand-lost = perso
# Under a Stand on the drawing: its Wounds left, W short for Wounds (explained beside it).
battle-wounds-left-short = { $left } F rim.
# Where a Stand is in its Regiment, when the battlefield does not say.
battle-rank-file = rango { $rank }, fila { $file }
# A Stand's name to a screen reader. $auxiliary: its auxiliary name or "no"; $place: where
# it is; $w: the Wounds' abbreviation; $destroyed, $command, $engaged: yes or no.
battle-stand-title = { $auxiliary ->
        [no] Stand
       *[other] Stand { $auxiliary }
    } in { $place }: { $destroyed ->
        [yes] distrutto
       *[no] { $taken } { $taken ->
            [one] Ferita subita
           *[other] Ferite subite
        }, { $left } { $w } rimaste
    }{ $command ->
        [yes] , Stand di Comando
       *[no] {""}
    }{ $engaged ->
        [yes] , Ingaggiato
       *[no] {""}
    }
battle-front-rank = primo rango
battle-rear-rank = ultimo rango
battle-rank = rango { $rank }
# A Stand in its rank's line of the drawing's name (as battle-stand-title).
battle-rank-stand = { $auxiliary ->
        [no] {""}
       *[other] { $auxiliary }{" "}
    }{ $destroyed ->
        [yes] perso
       *[no] { $left } { $w } rimaste
    }
# The formation's name to a screen reader: $rows, each rank's Stands.
battle-formation-name = { $name }, { $files } { $files ->
        [one] fila
       *[other] file
    }; { $rows }
# $edges: the engine's words for the edges in contact; $foes: the enemies' names.
battle-engaged-edges = Ingaggiato: { $edges } (con { $foes })
battle-engaged-stands = Ingaggiato con { $foes }: { $stands } Stand a contatto di basetta
battle-characters = Personaggi
# A Character under its Regiment: $removed yes or no; $rules its special rules (or empty).
battle-character-line = ★ { $name }: { $removed ->
        [yes] rimosso
       *[no] { $left } di { $wounds } { $wounds ->
            [one] Ferita rimasta
           *[other] Ferite rimaste
        }
    }, Risolutezza { $resolve }{ $rules ->
        [none] {""}
       *[other] ; { $rules }
    }
battle-auxiliary-stands = Stand ausiliari
# An auxiliary Stand: $kind its type (battle-form-kind); $lost yes or no.
battle-auxiliary-line = ◆ { $name } ({ $kind }): { $lost ->
        [yes] perso
       *[no] { $left } di { $wounds } { $wounds ->
            [one] Ferita rimasta
           *[other] Ferite rimaste
        }
    }, Risolutezza { $resolve }
# $note: which Stands the count holds (battle-characters-counted); $counted: why (the engine's).
battle-strength-note = { $left } di { $start } Stand rimasti, { $note }: { $counted }
battle-below-starting-strength = Sotto la Forza Iniziale
battle-apply-wound-pool = Applica la Riserva
battle-causes-no-morale = Non provoca Test di Morale
battle-wound-pool-for = Riserva di Ferite per { $name }
battle-enter-to-preview = Inserisci un numero per l’anteprima.
battle-preview-wounds = Anteprima: { $n } { $n ->
        [one] Ferita
       *[other] Ferite
    }
battle-preview-character = Anteprima: { $n } { $n ->
        [one] Ferita
       *[other] Ferite
    } a { $name }
battle-preview-heal = Anteprima: { $n } { $n ->
        [one] Punto Cura
       *[other] Punti Cura
    }
battle-formation-afterwards = Mostra la formazione dopo
battle-preview-of = Anteprima di { $name } dopo
battle-preview-steps = Passi dell’anteprima
# The Morale Test's faces that pass, then the Resolve explained: both the engine's.
battle-passes-resolve = { $passes }. Risolutezza: { $explain }
# One of the engine's sentences ended as a sentence.
battle-sentence = { $text }.
# Read by a screen reader after a heading: whose it is.
battle-for-regiment = {" "}per { $name }
battle-resolve-modifier = Modificatore di Risolutezza
battle-heal = Cura
battle-no-room = Nessuno spazio per uno Stand ripristinato
battle-heal-points = Punti Cura
battle-rally = Registra la Riorganizzazione
battle-rally-when = Toccalo quando il Reggimento si è riorganizzato al tavolo.
battle-apply-wounds = Applica Ferite
battle-character = Personaggio
battle-character-wounds = Ferite subite (es. in un Duello)
# The tabs of a Regiment's actions.
battle-wound-pool-tab = Riserva di Ferite
battle-heal-tab = Cura
battle-rally-tab = Riorganizza
battle-odds-tab = Probabilità
battle-character-tab = Personaggio
battle-charge-tab = Carica
battle-move-tab = Muovi
# The step due, in the bottom and top bars: $n Morale dice owed by the Regiment $name.
battle-morale-due = Test di Morale da fare: { $n } { $n ->
        [one] dado
       *[other] dadi
    } ({ $name })
battle-morale-reroll-due = { $step } ({ $name })
# $player: the Active Player's name as typed.
battle-push-reorder = { $player }, il Giocatore Attivo, può riordinarli prima dei dadi.
battle-push-earlier = Spingi { $name } prima
battle-push-later = Spingi { $name } dopo
battle-actions-for = Azioni di { $name }
# A Regiment out of the battle ($status: destroyed or shattered).
battle-regiment-gone = { $name } è { $status ->
        [destroyed] Distrutto
       *[shattered] Annientato
    }.
battle-action = Azione
# Read after a tab's name when the rules refuse its action now.
battle-tab-not-now = {" "}(non ora)
battle-go-to-regiment = Vai a un Reggimento
battle-round = Turno { $round }
battle-new-round-ask = Iniziare un nuovo Turno?
battle-new-round-yes = Inizia nuovo Turno
battle-cancel = Chiudi
battle-round-and-player = Turno e Giocatore Attivo
battle-active-player = Giocatore Attivo
# Read after the Active Player's name.
battle-player-active = {" "}(attivo)
battle-new-round = Nuovo Turno
battle-enemies-of = Nemici contro cui combatte { $name }
# Before an enemy's name, on the button opening its Wound Pool.
battle-wound-pool-on = Riserva di Ferite su{" "}
battle-charge-edges-failed = Non è stato possibile calcolare i lati ora: scegli di nuovo il nemico, o ricarica la pagina.
battle-charge-which-enemy = Quale nemico viene caricato da { $name }?
battle-charge-enemy = Nemico da caricare
battle-charge-working = Calcolo dei lati…
battle-charge-not-drawn = Non è stato possibile disegnare i lati di questo nemico: sceglilo di nuovo, o ricarica la pagina.
# $table: the table's size, e.g. 72″ x 48″ (1829 x 1219 mm).
battle-charge-deploys = Questa prima Carica mette entrambi gli eserciti su un tavolo di { $table }, ciascuno nella propria metà, uno di fronte all’altro.
# A table size's field: $label (battle-table-width or -depth) and its $units (in or mm).
battle-table-field = { $label } ({ $units })
battle-table-width = Larghezza del tavolo
battle-table-depth = Profondità del tavolo
battle-use-table = Usa questo tavolo
battle-set-table-size = Imposta il tavolo
# An edge's row: how many of the attacker's Stands it brings into contact, against how many of the enemy's.
battle-edge-contact = { $stands } { $stands ->
        [one] Stand
       *[other] Stand
    } contro { $enemy_stands } a contatto
battle-edge-slid = spostato di { $stands } { $stands ->
        [one] Stand
       *[other] Stand
    } per entrare
battle-edge-no-fit = non entra
# $reason: the engine's, why the Charge would not fit centred on this edge.
battle-edge-centred-no-fit = Centrato non entrerebbe: { $reason }
# $words: the engine's name for the edge, when it says more than the edge's name.
battle-edge-detail = { $words }: { $contact }
# $name: the charging Regiment's name as written; $name_s: yes when it ends in s (English
# writes Knights' left, Ogre's left; other languages need not use it).
battle-slide-left = 1 Stand a sinistra di { $name }{ $name_s ->
       *[other] {""}
    }
battle-slide-right = 1 Stand a destra di { $name }{ $name_s ->
       *[other] {""}
    }
# $edge: front, left, right or rear (the edge charged).
battle-slide-along = Fai scorrere { $name } lungo { $edge ->
        [front] il fronte
        [left] il fianco sinistro
        [right] il fianco destro
       *[rear] il retro
    }
# $way: centred, right or left; $offset: how many Stands it is slid.
battle-slide-along-now = Fai scorrere { $name } lungo { $edge ->
        [front] il fronte
        [left] il fianco sinistro
        [right] il fianco destro
       *[rear] il retro
    }, uno Stand alla volta ({ $way ->
        [centred] ora centrato
        [right] ora { $offset } { $offset ->
            [one] Stand
           *[other] Stand
        } alla sua destra
       *[left] ora { $offset } { $offset ->
            [one] Stand
           *[other] Stand
        } alla sua sinistra
    }):
battle-the-enemy = il nemico
battle-charge-drawing = { $name } visto da dietro, il fronte in alto: tocca un lato per caricarlo
# $facing: which way it faces on the drawing (screen-facing-...), or none off the battlefield.
battle-charge-seen-from = { $name } visto da dietro, il fronte in alto: la sua sinistra a sinistra, la sua destra a destra.{ $facing ->
        [none] {""}
       *[other] {" "}Sul campo di battaglia è rivolto { $facing }.
    }
# The words on the enemy's drawing, on each edge's target.
battle-target-front = Fronte
battle-target-left = Sinistra
battle-target-right = Destra
battle-target-rear = Retro
# The arc a Wound Pool comes from.
battle-pool-arc-front = fronte
battle-pool-arc-flank = fianco
battle-pool-arc-rear = retro
# The arc as the battlefield gives it ($arc: battle-pool-arc-...).
battle-pool-arc-battlefield = { $arc } (campo di battaglia)
battle-pool-harm-waiting = tipo di danno: in attesa del motore
# The Wound Pool's source line: $name the Enemy Regiment's, $harm the kind of harm's title (the engine's), $arc its arc.
battle-pool-source = Da { $name } · { $harm } · { $arc }
battle-pool-source-unnamed = Fonte non indicata · { $harm } · { $arc }
battle-pool-choose-enemy = Scegli il Reggimento Nemico
battle-pool-not-named = Non indicato
# A kind of harm that causes no Morale Tests ($harm: its title, the engine's).
battle-pool-harm-no-morale = { $harm } (nessun Test di Morale)
battle-pool-waiting = In attesa del motore…
battle-pool-wounds-from = Ferite da (Reggimento Nemico)
battle-pool-harm = Tipo di danno
battle-pool-arc-fixed = Arco (dal campo di battaglia)
battle-pool-arc = Arco
# The Odds tab: "If it takes [a Wound Pool of | attacks]".
battle-odds-pool-of = una Riserva di Ferite di
battle-odds-attacks-option = attacchi
battle-odds-wounds = Ferite
battle-odds-attacks = Attacchi
battle-odds-hit = Colpisce con (Mischia/Raffica)
battle-odds-save = Difesa/Evasione
battle-odds-working = Calcolo delle probabilità esatte…
battle-odds-stands-lost = Stand persi
# After a count in the Stands lost chart: "2 lost".
battle-odds-lost = { $count ->
        [one] perso
       *[other] persi
    }
battle-odds-wounds-from-pool = Ferite dalla Riserva di Ferite
battle-odds-morale-failed = Dadi di Morale falliti
battle-odds-wound-count = { $count ->
        [one] ferita
       *[other] ferite
    }
battle-odds-dice = { $count ->
        [one] dado
       *[other] dadi
    }
battle-odds-about = Probabilità esatte per { $name } com’è ora, Test di Morale compreso.
battle-odds-if-it-takes = Se subisce
battle-odds-show = Mostra probabilità
battle-bravery = Coraggio (inizio della sua Attivazione)
battle-bravery-failed = Coraggio: { $reason }
battle-heal-from = Cura da
battle-biotic-asking = Dado del Rinnovamento Biotico: lo si chiede al motore…
battle-biotic-die = Il Rinnovamento Biotico cura un D{ $sides }: inserisci il tiro, o lascia tirare l’app.
battle-biotic-failed = Non è stato possibile leggere il dado del Rinnovamento Biotico: { $reason }
# Decay's dice to roll: $x the rule's X, $n the dice.
battle-decay-dice = Decadimento { $x }: { $n } { $n ->
        [one] dado
       *[other] dadi
    }
battle-decay-x = Decadimento { $x }
battle-decay-instead = Decadimento (X) al suo posto
battle-decay-x-label = Decadimento X
battle-change-first-roll = Cambia il primo tiro
battle-engaged = Ingaggiato
# The battlefield's drawing to a screen reader: its size, and whose side it is seen from.
battle-field-label = Campo di battaglia { $width } per { $depth }, visto dall’alto dal lato di { $player }
# A player not named: "player 1".
battle-player-n = giocatore { $n }
# Beside a push's arrow on the battlefield: how far it was pushed.
battle-pushed = spinto di { $distance }
battle-no-fight = Nessuno scontro sul tavolo: è mostrato per intero.
# A Regiment's name on the drawing with its engagement (battle-stranded or battle-unengaged).
battle-name-engagement = { $name } ({ $engagement })
battle-engagement-note = { $name }: { $engagement }
battle-field-help = Trascina un Reggimento per muoverlo; toccalo (o tocca il suo nome nella lista), poi trascina la sua maniglia ⟳ per ruotarlo. Trascina il tavolo per spostare la vista, pizzica per lo zoom. Muovi, nelle sue azioni, accetta numeri.
battle-not-named = Senza nome sul disegno a questo zoom: { $names }
battle-zoom = Zoom del campo di battaglia
battle-zoom-in = + Ingrandisci
battle-zoom-out = − Riduci
battle-fit-all = Mostra tutto
battle-fit-engagements = Mostra gli scontri
battle-field-title = Campo di battaglia (dall’alto)
battle-press-the-attack = Incalzare l’Attacco
battle-field-list = Reggimenti sul campo di battaglia: toccane uno per sceglierlo
battle-seen-from = Visto dal lato di { $player }
battle-seen-from-label = Campo di battaglia disegnato come visto da
battle-units-mm = Distanze in mm (tocca per i pollici)
battle-units-inches = Distanze in pollici (tocca per i mm)
# The selected Regiment's arcs on the drawing: each arc's name ($front, $left, $right, $rear:
# screen-arc-...) and where it lies ($front_side...: screen-side-...); $facing: screen-facing-....
battle-arcs-key = Archi di { $name }, rivolto { $facing }: { $front } { $front_side }, { $left } { $left_side }, { $right } { $right_side }, { $rear } { $rear_side } (la sua sinistra e la sua destra, visto da dietro).
# The Move tab: $units in (inches) or mm, the battlefield's Distances setting.
battle-place-about = Posizione del centro del lato frontale, in { $units ->
        [mm] mm
       *[in] pollici
    } (l’impostazione Distanze sul campo di battaglia).
battle-place-x = x ({ $units })
battle-place-y = y ({ $units })
battle-move-regiment = Muovi Reggimento
battle-facing = Orientamento (°)
# Beside the facing's arrow: $exact yes when it faces exactly that way; $way up, right, down or left.
battle-facing-words = { $exact ->
        [yes] Rivolto
       *[no] Rivolto circa
    } { $way ->
        [up] verso l’alto del tavolo
        [right] verso destra
        [down] verso il basso del tavolo
       *[left] verso sinistra
    } (0° è verso l’alto del tavolo, 90° verso destra)
# Under the battlefield, what a drag did: $reason the engine's refusal.
battle-drag-refused = { $name } resta dov’era: { $reason }
battle-drag-moved = { $name } si è mosso di { $distance }.
battle-drag-moving = { $name } in movimento…
battle-drag-turning = { $name } ruota: orientamento { $facing }°
battle-drag-turned = { $name } ora è orientato a { $facing }°.
battle-drag-picked = { $name } scelto: trascinalo per muoverlo, o trascina la sua maniglia ⟳ per ruotare { $name }.
# The new-battle form and Muster's Regiment profile.
battle-form-name = Nome
battle-form-wounds = Ferite
battle-form-resolve = Risolutezza
battle-form-character-rules = Regole speciali del Personaggio
battle-form-remove-character = Rimuovi Personaggio
battle-form-regiment = Reggimento
battle-form-player = Giocatore
battle-form-type = Tipo
battle-form-stands = Stand
battle-form-files = File per rango
battle-form-command = Stand di Comando (centro del fronte)
battle-form-add-character = Aggiungi Personaggio
battle-form-remove-regiment = Rimuovi Reggimento
# The name a Regiment left unnamed is given: "Regiment 2".
battle-form-default-regiment = Reggimento { $n }
battle-form-default-player = Giocatore { $n }
battle-form-inches = pollici
battle-form-battlefield = Campo di battaglia (facoltativo)
battle-form-on-table = Gioca su un campo di battaglia: contatti, Isolato e Incalzare l’Attacco dalle posizioni
battle-form-distances-in = Distanze in
battle-form-distances-hint = la stessa impostazione del campo di battaglia e di Muovi
battle-form-new-battle = Nuova battaglia
battle-form-battle-name = Nome della battaglia
battle-form-add-regiment = Aggiungi Reggimento
battle-form-start = Inizia battaglia
battle-form-waiting = I Reggimenti compaiono quando il motore è pronto.
# A Stand type ($kind: infantry, cavalry, brute or monster; another as the list wrote it).
battle-form-kind = { $kind ->
        [infantry] fanteria
        [cavalry] cavalleria
        [brute] bruto
        [monster] mostro
       *[other] { $kind }
    }
# A Stand's base left blank takes its type's own size: said in the field.
battle-form-types-own = del tipo
battle-form-stand-width = Larghezza dello Stand (mm)
battle-form-stand-depth = Profondità dello Stand (mm)
battle-form-aux-name = Nome dell’ausiliario
battle-form-aux-type = Tipo dell’ausiliario
battle-form-aux-wounds = Ferite dell’ausiliario
battle-form-aux-resolve = Risolutezza dell’ausiliario
battle-form-how-many = Quanti
battle-form-remove-aux = Rimuovi ausiliario
battle-form-add-aux = Aggiungi Stand ausiliari
battle-form-character-name = Nome del Personaggio
battle-form-character-wounds = Ferite del Personaggio
battle-form-character-resolve = Risolutezza del Personaggio
# A Muster profile's line: $kind (battle-form-kind), $command yes or no, $base its base (battle-profile-base) or empty.
battle-profile-summary = { $kind }, { $stands } Stand su { $files } { $files ->
        [one] fila
       *[other] file
    }, Ferite { $wounds }, Risolutezza { $resolve }{ $command ->
        [yes] , Stand di Comando
       *[no] {""}
    }{ $base }
battle-profile-base = , { $width } x { $depth } mm
# Each auxiliary Stand of a profile, after its line.
battle-profile-auxiliary = ; + { $count } { $name } ({ $kind }, Ferite { $wounds }, Risolutezza { $resolve })
# What a list import found of a Regiment, each a part of one line.
battle-found-stands-files = { $stands } Stand su { $files } { $files ->
        [one] fila
       *[other] file
    }
battle-found-stands = { $stands } Stand
battle-found-wounds = Ferite { $wounds }
battle-found-resolve = Risolutezza { $resolve }
battle-found-command = Stand di Comando
# A shared link's preview, a line per Regiment: its player's and its own name, its Stands.
battle-preview-regiment = { $player }: { $name } ({ $stands } Stand)
battle-preview-stands = { $name } ({ $stands } Stand)
battle-preview-profile = { $name } ({ $stands } Stand, Ferite { $wounds }, Risolutezza { $resolve })
# Beside a Regiment's Stand count: its Characters, counted as Stands.
battle-characters-counted = incl. ★ { $n } { $n ->
        [one] Personaggio
       *[other] Personaggi
    }

## The screens every system shares: the top bar, the log, Undo, dice, keypad and sheets
# (Messages of this group follow this line.)
# The top bar: the engine's and the offline state in words (a symbol first, never colour alone).
screen-engine-starting = ◌ Avvio del motore
screen-engine-ready = ● Motore pronto
screen-engine-busy = ◌ Il motore sta lavorando…
screen-engine-failed = ✖ Motore fallito
screen-works-offline = funziona offline
screen-offline-on-phone = offline: tutto su questo telefono
screen-saving-offline = salvataggio per l’uso offline
screen-offline-now = offline ora
screen-no-offline = niente uso offline
# $what: what the screen does now (device-awake-...).
screen-awake-now = Ora: { $what }.
screen-dismiss = Chiudi
screen-battle = Battaglia
# Said by a screen reader before the Back button's visible word (screen-battles).
screen-back-to = Torna alle{" "}
screen-battles = Battaglie
screen-actions = { $n } { $n ->
        [one] azione
       *[other] azioni
    }
screen-bottom-bar = Annulla, ripeti e cosa c’è da fare
screen-undo = ↶ Annulla
screen-redo = ↷ Ripeti
screen-nothing-due = Niente da fare
battle-start-hint = Tocca un Reggimento per agire
screen-keep-awake = Tieni lo schermo acceso durante le battaglie
screen-morale-dice = Dadi di Morale
# A Morale die's verdict beside its value.
screen-die-pass = superato
screen-die-fail = fallito
screen-die-rerolled = superato, ritirato
screen-morale-rerolls = Dadi superati ritirati
screen-why = Perché?
screen-why-steps = Cosa è successo, passo per passo
screen-engine-starting-notice = Avvio del motore: questa è la partita salvata; le azioni si aprono appena il motore è pronto.
screen-step-log = Registro dei passi: ogni azione e il suo perché
device-no-wake-lock = questo browser non può tenere lo schermo acceso
device-may-sleep-off = lo schermo può spegnersi (disattivato)
device-kept-on = schermo tenuto acceso
# $reason: the browser's own reason, as it gave it.
device-may-sleep-refused = lo schermo può spegnersi: { $reason }
device-may-sleep = lo schermo può spegnersi
# Said when an action changed the screen and gave no verdict or summary of its own.
screen-done = Fatto
# An undo's verdict: $what is the engine's summary of the action taken back.
screen-undone = Annullato: { $what }
screen-save-to-muster = Salva nell’Adunata
# Read after screen-save-to-muster by a screen reader: the Regiment's or Unit's name.
screen-save-to-muster-of = : { $name }
screen-go-to = Vai a
screen-share = Condividi
screen-report = Resoconto
screen-two-phones = Gioca su due telefoni
screen-more = Altro
# A piece's card, shown under its overview row; screen-card-of is read after it.
screen-card = Scheda
screen-card-of = {" "}di { $name }
log-steps = Passi
log-no-actions = Ancora nessuna azione.
# Dice entry: a face's verdict, shown under its value once a count is in.
dice-pass = superato
dice-fail = fallito
dice-entered-label = Dadi inseriti
# $label: what the dice are for (or empty).
dice-faces-label = Tocca una faccia del D{ $sides }, poi quanti dadi la mostrano. { $label }
dice-counts-label = Quanti dadi la mostrano
dice-typed-example-d6 = es. 1 2 3 3 6
dice-typed-example-d20 = es. 3 15 19
# A face's button to a screen reader: "5 fail, 2 dice" ($verdict: pass, fail or none; $n: the dice showing it, 0 for none yet).
dice-face-label = { $face }{ $verdict ->
        [pass] {" "}superato
        [fail] {" "}fallito
       *[none] {""}
    }{ $n ->
        [0] {""}
        [one] , { $n } dado
       *[other] , { $n } dadi
    }
dice-tap-a-face = Tocca una faccia, poi quanti dadi la mostrano.
# A count's button to a screen reader: "2 dice show 5".
dice-count-label = { $n ->
        [one] { $n } dado mostra { $face }
       *[other] { $n } dadi mostrano { $face }
    }
# Under a count's number on its button.
dice-count-word = { $n ->
        [one] dado
       *[other] dadi
    }
dice-the-rest = Gli altri mostrano { $face }
dice-count-typed = { $entered } di { $count } { $count ->
        [one] dado scritto
       *[other] dadi scritti
    }
dice-typed-refused = { $got }: { $reason }
dice-typed-list-refused = Dadi inseriti: { $reason }
dice-tapped-unused = { $n ->
        [one] Applica usa i dadi scritti, non quello contato sopra.
       *[other] Applica usa i dadi scritti, non i { $n } contati sopra.
    }
dice-typed-would-refuse = Applica li rifiuterebbe: { $reason }
dice-count-entered = { $entered } di { $count } { $count ->
        [one] dado inserito
       *[other] dadi inseriti
    }
dice-apply = Applica questi dadi
dice-roll = Tira per me
dice-clear = Cancella
dice-or-type = o scrivili (risultati di D{ $sides }, separati da spazio, virgola o punto)
dice-tap-the-die = Tocca il D{ $sides } tirato
dice-apply-typed = Usa quelli scritti
# Under a number's field: why it cannot be used yet.
keypad-enter-a-number = Inserisci un numero
keypad-at-least = Almeno { $min }
keypad-at-most = Al massimo { $max }
keypad-label = Tastierino
# A key's name to a screen reader: its symbol first, then what it does.
keypad-clear = C: cancella
keypad-back = ⌫ cancella l’ultima cifra
keypad-minus = − uno in meno
keypad-plus = + uno in più
# $label: the field's own label (e.g. Wounds).
keypad-for = Tastierino per { $label }
keypad-toggle = Tastierino 123 per { $label }
keypad-minus-of = − uno in meno: { $label }
keypad-plus-of = + uno in più: { $label }
# A Regiment's arcs on the battlefield's drawing.
screen-arc-front = Fronte
screen-arc-left = Fianco sinistro
screen-arc-right = Fianco destro
screen-arc-rear = Retro
# Where on the drawing an arc lies from its Regiment.
screen-side-above = sopra di esso
screen-side-right = alla sua destra
screen-side-below = sotto di esso
screen-side-left = alla sua sinistra
# The way a Regiment faces, as seen on the drawing.
screen-facing-up = verso l’alto del disegno
screen-facing-right = verso la destra del disegno
screen-facing-down = verso il basso del disegno
screen-facing-left = verso la sinistra del disegno
screen-stopped-joining = Ingresso interrotto: la battaglia creata per la copia dell’altro telefono è stata rimossa (la sua partita non è mai arrivata). Nient’altro è stato cambiato.
# $reason: why, as the browser or the link said it.
screen-two-phones-failed = Non è stato possibile aprire il gioco su due telefoni: { $reason }
screen-two-phones-not-resumed = Questa battaglia era giocata su due telefoni, e non è stato possibile riprenderla così: { $reason }
# A saved battle the engine could not read: $name as the player named it, $reason the engine's.
screen-battle-set-aside = Non è stato possibile leggere la battaglia salvata «{ $name }» ({ $reason }). È messa da parte in «Illeggibili», con il suo testo grezzo.
screen-battle-unread-kept = Non è stato possibile leggere la battaglia salvata «{ $name }» ({ $reason }), ma nel frattempo è cambiata in un’altra scheda, quindi è tenuta: aprila di nuovo.
screen-battle-not-set-aside = Non è stato possibile leggere la battaglia salvata «{ $name }» ({ $reason }) né metterla da parte: { $failed }
screen-battle-gone = Quella battaglia non è più salvata su questo dispositivo.
screen-battle-deleted = Questa battaglia è stata eliminata in un’altra scheda.
# $why: screen-drawing-missing or screen-drawing-unusable; $ready: yes when the engine is up.
screen-redrawing = Questa battaglia viene ridisegnata dal motore ({ $why }). { $ready ->
        [yes] Un momento…
       *[no] Compare quando il motore è pronto.
    }
screen-drawing-missing = manca il suo disegno salvato
screen-drawing-unusable = non è stato possibile usare il suo disegno salvato: { $reason }
screen-report-failed = Non è stato possibile aprire il resoconto: { $reason }
# Under a card: $rules are the special rules' names as the list or the player wrote them.
screen-special-rules-note = Regole speciali: { $rules }
screen-special-rules = Regole speciali
screen-other-rule = Altra regola (scrivila)
screen-rule-name-example = es. Muro di Scudi
screen-rule-name = Nome della regola
screen-add-rule = Aggiungi regola
screen-add-special-rule = Aggiungi regola speciale
screen-rules-not-in-yet = L’elenco delle regole note al motore non è ancora arrivato: una regola scritta qui è tenuta, e il motore ne legge il nome quando viene salvata.
screen-other-rule-kept = Ogni altra regola è tenuta e mostrata sulla scheda; non cambia nulla.
screen-remove-rule = Rimuovi { $rule }
# The picker's heading: $label its name (screen-special-rules), $rules those chosen.
screen-rules-summary = { $label }: { $rules }
screen-rules-summary-none = { $label }: nessuna
# The device's storage: a browser's error with no message of its own, by its name.
device-quota = Questo dispositivo ha finito lo spazio.
device-unknown-error = Il browser non è riuscito a scrivere nella sua memoria.
device-closed = Il database del dispositivo è stato chiuso (un’altra scheda potrebbe aver aggiornato l’app).
device-newer-version = Il database del dispositivo è stato creato da una versione più recente di Aftermath.
device-aborted = Il browser ha interrotto il salvataggio.
device-not-cloneable = Non è stato possibile memorizzare i dati così come sono.
device-not-readable = Il browser non è riuscito a leggere la sua memoria.
device-no-reason = Il browser non ha dato alcun motivo.
# What was being saved when saving failed (device-not-saved's $what).
device-what-battle = la battaglia
device-what-battle-rosters = la battaglia e i suoi elenchi
device-what-battle-delete = l’eliminazione della battaglia
device-what-set-aside = la battaglia danneggiata, messa da parte
device-what-checkpoint = il punto di ripristino della battaglia
device-what-roster = l’elenco
device-what-roster-delete = l’eliminazione dell’elenco
# $record: a Muster record's or army list's name, as the player wrote it.
device-what-muster = «{ $record }» nell’Adunata
device-what-muster-import = la lista d’esercito «{ $record }» e i suoi profili nell’Adunata
device-what-muster-pack = i profili del pacchetto «{ $record }» nell’Adunata
device-what-muster-delete = l’eliminazione dall’Adunata
device-what-import = i dati importati
device-what-migration = le battaglie spostate dalla versione precedente
device-what-late-migration = le battaglie salvate in ritardo dalla versione precedente
device-what-repair = le liste riparate
device-what-discard = lo scarto del dato
# Why saving on this device is not available (device-unavailable's and device-not-kept's $why).
device-not-open = non ancora aperto
device-closed-newer = una versione più recente di Aftermath è stata aperta in un’altra scheda; ricarica questa pagina
device-closed-browser = il browser ha chiuso il database del dispositivo; ricarica questa pagina
device-blocked = Bloccato: un’altra scheda di Aftermath, di una versione precedente, tiene aperto il database del dispositivo: chiudila, poi ricarica questa pagina
device-no-indexeddb = Errore: questo browser non offre un database del dispositivo
# $name: the browser's error name (e.g. QuotaExceededError), $reason its words.
device-refused = { $name }: { $reason }
device-battle-deleted = Questa battaglia è stata eliminata in un’altra scheda.
device-battle-held = Un’altra scheda tiene questa battaglia da più di { $seconds } secondi (potrebbe essere bloccata). Non è stato fatto nulla: chiudi o ricarica l’altra scheda, poi riprova.
device-battle-changed = Questa battaglia è cambiata in un’altra scheda: ora mostra la versione più recente. Non è stato fatto nulla; riprova se lo vuoi ancora.
# $full: yes when the device is out of space.
device-not-saved = Non è stato possibile salvare { $what } su questo dispositivo ({ $name }): { $reason } { $full ->
        [yes] Non è cambiato nulla; libera un po’ di spazio e riprova.
       *[no] Non è cambiato nulla; riprova.
    }
device-unavailable = Il salvataggio su questo dispositivo non è disponibile ({ $why }). Non è cambiato nulla.
device-bad-battle = La battaglia non può essere salvata: { $problem }.
device-bad-action = La battaglia non può essere salvata: { $type } non è un’azione.
device-bad-checkpoint = Il punto di ripristino della battaglia non può essere salvato: è { $count }.
device-damaged-parts = le sue azioni salvate sono danneggiate: { $problem }
device-bad-roster = L’elenco non può essere salvato: { $problem }.
device-roster-changed = «{ $name }» è cambiato nel frattempo su questo dispositivo (un’altra scheda, o la Conferma di una battaglia): non è stato salvato nulla; aprilo di nuovo.
device-roster-deleted = Questo elenco è stato eliminato nel frattempo (in un’altra scheda): non è stato salvato nulla.
device-bad-muster = Il dato dell’Adunata non può essere salvato: { $problem }.
device-muster-changed = «{ $name }» è cambiato in un’altra scheda: non è stato salvato nulla; aprilo di nuovo.
device-muster-deleted = Questo dato dell’Adunata è stato eliminato in un’altra scheda: non è stato salvato nulla.
device-muster-list-named = L’Adunata ha già una lista d’esercito «{ $name }» (tenuta nel frattempo, forse in un’altra scheda): non è stato salvato nulla.
device-bad-import = Non è stato importato nulla: { $id } non può essere salvato ({ $problem }).
device-import-changed = Non è stato importato nulla: { $id } è cambiato su questo dispositivo mentre sceglievi; controlla di nuovo.
device-not-kept = Il salvataggio su questo dispositivo non è disponibile ({ $why }): si può giocare durante questa visita, ma non si conserva nulla — tutto sparisce quando questa pagina viene chiusa o ricaricata.
device-migration-failed = Non è stato possibile spostare le battaglie salvate dalla versione precedente ({ $name }: { $reason }); sono ancora lì e lo spostamento si ritenta al prossimo avvio.
device-read-failed = Non è stato possibile leggere le battaglie salvate ({ $reason }): non è cambiato nulla; prova a ricaricare la pagina.
device-moved = { $battles ->
        [one] Spostata { $battles } battaglia
       *[other] Spostate { $battles } battaglie
    } e { $rosters } { $rosters ->
        [one] elenco
       *[other] elenchi
    } dalla memoria della versione precedente al database del dispositivo.
device-orphans = { $count } { $count ->
        [one] dato salvato mancante dalle liste è stato trovato e rimesso
       *[other] dati salvati mancanti dalle liste sono stati trovati e rimessi
    } nella lista.
device-dangling = { $count } { $count ->
        [one] voce di lista non aveva un dato salvato ed è stata scartata
       *[other] voci di lista non avevano un dato salvato e sono state scartate
    }.
# $records: each record set aside, its kind and why.
device-set-aside = { $count } { $count ->
        [one] dato salvato era illeggibile ed è stato messo
       *[other] dati salvati erano illeggibili e sono stati messi
    } da parte ({ $records }). Vedi «Illeggibili» qui sotto.
device-late = { $count } { $count ->
        [one] battaglia salvata dalla versione precedente dopo lo spostamento è stata portata
       *[other] battaglie salvate dalla versione precedente dopo lo spostamento sono state portate
    } qui.
# $names: the battles' names, each device-quoted.
device-late-copies = Cambiate qui e nella versione precedente, tenute entrambe: { $names }.
device-quoted = «{ $name }»
device-previous-copy = { $name } (salvata dalla versione precedente)
# A formation's drawing: its front edge's label, and the label of the removed models' row.
screen-formation-front = fronte
screen-formation-removed = rimossi:
# Under a formation wider than the screen.
screen-formation-scroll = ◀ Scorri di lato per tutte le { $files } file ▶
# The drawing's name when it scrolls: $title, what it shows.
screen-formation-scrolls = { $title } (scorre di lato)

## Muster: profiles, army lists, their import and a new battle
# (Messages of this group follow this line.)
# A rule system's profile form (Conquest's Regiments, the Ninth Age's Units).
muster-name = Nome
# A Character's default name, and the name of one left blank.
muster-character = Personaggio
muster-character-name = Nome del Personaggio
muster-character-remove = Rimuovi Personaggio
muster-champion = Campione
muster-character-or-champion = Personaggio o Campione
muster-character-or-champion-add = Aggiungi Personaggio o Campione
muster-character-kind = Tipo
muster-character-hp = Punti Ferita del Personaggio
muster-ninth-age-summary = { $models } { $models ->
        [one] modello
       *[other] modelli
    } su { $files } { $files ->
        [one] fila
       *[other] file
    }, { $hp } { $hp ->
        [one] Punto Ferita
       *[other] Punti Ferita
    } ciascuno
muster-ninth-age-models = { $models } { $models ->
        [one] modello
       *[other] modelli
    }
muster-ninth-age-models-files = { $models } { $models ->
        [one] modello
       *[other] modelli
    } su { $files } { $files ->
        [one] fila
       *[other] file
    }
muster-ninth-age-hp = { $hp } { $hp ->
        [one] Punto Ferita
       *[other] Punti Ferita
    } ciascuno
# A Character or Champion of a Unit read from a list: $kind is the engine's key.
muster-ninth-age-character = { $name } ({ $kind ->
        [champion] campione
        [character] personaggio
       *[other] { $kind }
    })
muster-ninth-age-character-hp = { $name } ({ $kind ->
        [champion] campione
        [character] personaggio
       *[other] { $kind }
    }, { $hp } PF)
# The list import's back button from the new-battle screen: read before muster-back-new-battle.
muster-back-hidden-the = Torna alla
muster-back-new-battle = Nuova battaglia
# Muster's pieces by rule system ($system: conquest, ninth_age): a Regiment or a Unit.
muster-saved-from-battle = «{ $name }» ora è nell’Adunata come profilo di { $system ->
        [ninth_age] Unità
       *[conquest] Reggimento
    }.
muster-saved = «{ $name }» ora è nell’Adunata.
# $lists: how many army lists use the profile just saved.
muster-saved-followed = «{ $name }» ora è nell’Adunata. { $lists } { $lists ->
        [one] lista d’esercito lo segue
       *[other] liste d’esercito lo seguono
    }; le battaglie già iniziate tengono il proprio.
muster-not-saved = Non salvato nell’Adunata: { $reason }
muster-deleted = Hai eliminato «{ $name }».
# Read by screen readers before the back button's visible word (muster-back-battles, muster-title).
muster-back-hidden = Torna alla schermata
muster-back-battles = Battaglie
muster-title = Adunata
muster-rule-system = Sistema di regole
muster-delete-ask = Eliminare «{ $name }» dall’Adunata per sempre?
muster-delete-yes = Sì, elimina
muster-delete-keep = Tienilo
muster-edit = Modifica
muster-edit-label = Modifica { $name }
muster-duplicate = Duplica
muster-duplicate-label = Duplica { $name }
muster-share = Condividi
muster-share-label = Condividi { $name }
muster-delete = Elimina
muster-delete-label = Elimina { $name }
# A duplicated profile's or list's name.
muster-copy-name = { $name } (copia)
muster-start-with = Inizia una battaglia con «{ $name }»
muster-open-import = Importa una lista (BattleScribe, New Recruit, Para Bellum)
muster-profiles = Profili di { $system ->
        [ninth_age] Unità
       *[conquest] Reggimenti
    }
muster-no-profiles = Ancora nessun profilo di { $system ->
        [ninth_age] Unità
       *[conquest] Reggimento
    }.
muster-new-profile = Nuovo profilo di { $system ->
        [ninth_age] Unità
       *[conquest] Reggimento
    }
muster-edit-profile = Modifica il profilo di { $system ->
        [ninth_age] Unità
       *[conquest] Reggimento
    }
muster-lists = Liste d’esercito
muster-no-lists = Ancora nessuna lista d’esercito.
muster-new-list = Nuova lista
muster-edit-list = Modifica lista
muster-save = Salva
muster-cancel = Chiudi
# $names: the lists' names, separated by commas.
muster-used-by = Usato da { $lists } { $lists ->
        [one] lista
       *[other] liste
    } d’esercito ({ $names }): seguono questa modifica; le battaglie già iniziate tengono il proprio.
# A profile's line: $summary is its numbers (as its system writes them).
muster-summary-characters = { $summary } + { $characters } { $characters ->
        [one] Personaggio
       *[other] Personaggi
    }
muster-summary-champions = { $summary } + { $champions } { $champions ->
        [one] Campione
       *[other] Campioni
    }
# $rules: the profile's special rules, as the list or the player named them.
muster-summary-rules = { $summary }; { $rules }
# An army list's line: how many pieces, then $lines (each muster-list-line or a name).
muster-list-summary = { $total } { $system ->
        [ninth_age] Unità
       *[conquest] { $total ->
            [one] Reggimento
           *[other] Reggimenti
        }
    }: { $lines }
muster-list-summary-player = { $player } · { $summary }
muster-list-line = { $count } × { $name }
muster-in-list = In questa lista
muster-how-many = Quanti { $name }
muster-move-up = ↑ Su
muster-move-up-label = Sposta { $name } in su
muster-remove = Rimuovi
muster-remove-label = Rimuovi { $name }
muster-list-empty = Ancora { $system ->
        [ninth_age] nessuna Unità
       *[conquest] nessun Reggimento
    }: aggiungili dai tuoi profili qui sotto.
muster-list-name = Nome della lista
muster-player = Giocatore
muster-player-hint = Il nome che la battaglia dà a questa parte
muster-pieces = { $system ->
        [ninth_age] Unità
       *[conquest] Reggimenti
    }
muster-add-from-profiles = Aggiungi dai profili
muster-add = + { $name }
muster-add-label = Aggiungi { $name }
muster-no-profiles-make = Ancora nessun profilo di { $system ->
        [ninth_age] Unità
       *[conquest] Reggimento
    }: creane prima uno.
muster-from-muster = Dall’Adunata
muster-from-lists = Dalle liste d’esercito
# $player: 1 or 2.
muster-import-for = Importa una lista per il Giocatore { $player }
muster-no-lists-here = Ancora nessuna lista d’esercito su questo dispositivo: importale, o creale nell’Adunata: poi una battaglia si avvia in quattro tocchi.
muster-open = Apri l’Adunata
muster-start-from-lists = Inizia battaglia dalle liste
muster-side-army = Esercito del Giocatore { $player }
muster-picked-one-by-one = Scelti uno per uno: { $summary }
# $lists: how many army lists there are to pick instead (0: none); $profiles: how many profiles.
muster-one-by-one = { $lists ->
        [0] Aggiungi
       *[other] Oppure aggiungi
    } { $system ->
        [ninth_age] Unità
       *[conquest] Reggimenti
    } uno per uno ({ $profiles })
muster-add-for = Aggiungi { $name } per il Giocatore { $player }
# A side made of profiles added one by one, named after its player.
muster-player-n = Giocatore { $player }
field-length-most = Al massimo { $most } caratteri
field-length-cut = { $cut ->
        [one] 1 carattere non è stato tenuto
       *[other] { $cut } caratteri non sono stati tenuti
    }: al massimo { $most }
# A battle's name from its two lists' names.
muster-battle-name = { $first } vs { $second }
muster-from-lists-about = La battaglia prende il nome e il campo di battaglia impostati qui sotto. Oppure prepara ciascuno qui sotto, per Reggimenti e Unità occasionali.
muster-pack-lists-follow = { $lists } { $lists ->
        [one] lista d’esercito segue
       *[other] liste d’esercito seguono
    } i profili aggiornati.
# A pack read from a file or pasted: its title (the pack's own), its revision and how many profiles.
muster-pack-preview = { $title } (revisione { $revision }): { $count } { $count ->
        [one] profilo
       *[other] profili
    }
muster-pack-source = Numeri da: { $source }
muster-packs = Pacchetti di profili
muster-packs-about = I profili di una fazione come un solo file o link: scritti una volta, aggiunti da tutti. Solo numeri, con la loro provenienza.
muster-pack-make-these = Crea un pacchetto con questi profili
muster-pack-file = Aggiungi pacchetto da file
muster-pack-paste = O incolla un pacchetto
muster-pack-read = Leggi pacchetto incollato
muster-pack-faction = Fazione
muster-pack-name = Nome del pacchetto
muster-pack-revision = Revisione
muster-pack-revision-hint = Una in più dell’ultima condivisa: una revisione più recente aggiorna ciò che gli altri hanno aggiunto
muster-pack-source-label = Da dove vengono i numeri
muster-pack-source-hint = Un libro, un sito o un club: nessun testo delle regole va in un pacchetto
muster-pack-make = Crea pacchetto di profili
muster-pack-profiles = Profili nel pacchetto
# A profile to tick: its name and the faction it is kept under.
muster-pack-pick = { $name } · { $faction }
muster-pack-make-it = Crea pacchetto
muster-pack-download = Scarica { $file }
muster-pack-link = Link e codice QR
import-title = Importa una lista
import-skipped-label = Righe non lette
import-skipped = { $lines } { $lines ->
        [one] riga non è stata letta
       *[other] righe non sono state lette
    }; il resto della lista è qui sotto.
import-skipped-line = Riga { $line }:
# $why: the engine's reason a pasted line was not read.
import-skipped-why = ({ $why })
import-file = Scegli un file di lista (.ros, .rosz, .json)
import-paste = Oppure incolla la lista (dal costruttore di eserciti di Para Bellum o da un altro programma)
import-read-pasted = Leggi lista incollata
import-cancel = Chiudi
import-not-imported = Non importata: { $reason }
import-pick-another = Scegli un’altra lista
# $name: the list's name as its file gives it.
import-named = Importa { $name }
import-unnamed = Importa una lista
import-list = Importa lista
import-no-name = Una lista senza nome
import-known = { $known } { $known ->
        [one] unità nota
       *[other] unità note
    } dalla tua libreria
# The import's summary line: $format is the file's format (BattleScribe, New Recruit ...);
# $state: none (nothing missing), left ($left numbers still to fill in) or filled.
import-summary = { $format }: { $count } { $system ->
        [ninth_age] Unità
       *[conquest] { $count ->
            [one] Reggimento
           *[other] Reggimenti
        }
    }; { $state ->
        [none] non manca nulla
        [left] { $left } { $left ->
            [one] numero
           *[other] numeri
        } da compilare qui sotto
       *[filled] tutto compilato
    }
import-asks = Ciò che la lista non dice
import-faction = Fazione
import-faction-hint = Le risposte per questo esercito restano nella tua libreria, sotto questa fazione
import-player = Giocatore
import-player-hint = Il nome che la battaglia dà a questa parte (facoltativo)
import-pieces = { $system ->
        [ninth_age] Le { $count } Unità
       *[conquest] { $count ->
            [one] L’unico Reggimento
           *[other] I { $count } Reggimenti
        }
    } della lista
# $label: a number's name (import-field); $who: a Regiment's, Unit's or Character's name.
import-enter = Inserisci { $label } di { $who }.
import-refused = { $label } di { $who }: { $why }
import-already-label = Già nell’Adunata
import-already = L’Adunata ha già una lista d’esercito «{ $name }».
import-update = Aggiorna lista
import-keep-both = Tieni entrambe
# The name of a second list kept beside one of the same name.
import-second-name = { $name } (2)
import-already-kept = «{ $name }» è già nell’Adunata: non è stato tenuto nulla di nuovo.
# $added: how many new profiles were kept with the list (0: none).
import-done = «{ $name }» importata: { $total } { $system ->
        [ninth_age] Unità
       *[conquest] { $total ->
            [one] Reggimento
           *[other] Reggimenti
        }
    }{ $added ->
        [0] .
        [one] , { $added } nuovo profilo tenuto.
       *[other] , { $added } nuovi profili tenuti.
    }
# A number a list import asks, by the engine's key; another key is said as it is.
import-field = { $key ->
        [kind] Tipo
        [stands] Stand
        [files] File per rango
        [wounds] Ferite
        [resolve] Risolutezza
        [models] Modelli
        [hp] Punti Ferita
       *[other] { $key }
    }
# $label: import-field; $title: a Regiment's, Unit's, Character's or upgrade's name.
import-field-of = { $label } di { $title }
import-character-title = { $name } (Personaggio)
# A Regiment's type (the engine's key).
import-kind = { $kind ->
        [infantry] fanteria
        [cavalry] cavalleria
        [brute] bruto
        [monster] mostro
       *[other] { $kind }
    }
import-command-stand = Stand di Comando
import-rules-of = Regole speciali di { $title }
import-ask-stands = · { $stands } Stand
# A special rule with its value, as the list gives them: Shield (2).
import-rule-x = { $name } ({ $x })
# $fields: the numbers (import-field) that came from $from (the engine's words: Muster, the library).
import-filled-from = { $fields } da { $from }
import-special-rules = Regole speciali: { $rules }
import-to-fill = da compilare: { $fields }
import-to-fill-character = da compilare: i numeri di un Personaggio
import-filled = compilato
import-found = trovato
import-character-wounds = Ferite { $wounds }
import-character-resolve = Risolutezza { $resolve }
import-character = Personaggio: { $name }
# $numbers: its Wounds and Resolve and rules, separated by commas.
import-character-with = Personaggio: { $name } ({ $numbers })
import-joins-stands = { $name } ({ $stands } Stand)
import-joins = { $name } si unisce
# The first edition's Wounds reading of a list: $reason is the engine's.
import-wounds-reading = Ferite { $wounds }: { $reason }
import-w-per-stand = F è per Stand
import-w-per-model = F è per modello ({ $wounds })
import-upgrade-kept = Una regola speciale: { $rules }
# What an upgrade of a list is, as the player answers.
import-upgrade-as = { $as ->
        [auxiliary] Uno Stand ausiliario
        [character] Un Personaggio
        [nothing] Niente
       *[rule] Una regola speciale
    }
import-upgrade-auxiliary = { $name } è uno Stand ausiliario di
import-upgrade-what = Che cos’è { $name }?
import-upgrades = Potenziamenti ({ $count }): chiesti una volta per la fazione
import-pad-done = Ogni numero è inserito.
# $name: the label of the number being entered.
import-pad-entering = Inserimento: { $name }
import-pad-back = Cancella l’ultima cifra
import-pad-next = Avanti
import-pad-next-label = Avanti al numero successivo
import-pad = Tastierino per i numeri richiesti

## Reports, sharing, links, backups and files
# (Messages of this group follow this line.)
# The site kept for offline use (the top bar's line) and a new version waiting.
app-update-ready = Una nuova versione di Aftermath è pronta.
app-update-reload = Ricarica
app-offline-unsupported = L’uso offline non è disponibile in questo browser
app-offline-working = Offline: si lavora da questo dispositivo
app-offline-ready = Disponibile offline
# $cached of $total files saved so far.
app-offline-saving-count = Salvataggio per l’uso offline… { $cached }/{ $total }
app-offline-saving = Salvataggio per l’uso offline…
app-offline-failed = Non è stato possibile preparare l’uso offline: { $reason }
app-offline-no-worker = Non è stato possibile preparare l’uso offline: il browser non ha registrato alcun service worker
# Why a battle was set aside at the start as damaged (kept with its raw text); counts as digits.
backup-repair-counted = le sue azioni salvate sono danneggiate: { $count ->
        [one] ne risulta { $count }
       *[other] ne risultano { $count }
    } ma { $kept ->
        [one] ne è tenuta { $kept }
       *[other] ne sono tenute { $kept }
    }
backup-repair-no-start = le sue azioni salvate sono danneggiate: manca il suo inizio
backup-repair-no-checkpoint = le sue azioni salvate sono danneggiate: manca il suo punto di ripristino dopo { $checkpoint } azioni
# The engine's start: the stage a start failed at, and why.
app-engine-not-started = il motore non si è avviato
app-stage = { $stage ->
        [manifest] lettura del manifesto della build
        [runtime] avvio di Python (Pyodide)
        [install] installazione del motore delle regole
        [import] importazione del motore delle regole
       *[worker] avvio del worker del motore
    }
app-examples-failed = Non è stato possibile caricare gli esempi: { $reason }
app-engine-restarted = Il motore è stato riavviato. Tutto ciò che è salvato su questo dispositivo è com’era.
app-deleted-elsewhere = Questa battaglia è stata eliminata in un’altra scheda.
app-changed-elsewhere = Questa battaglia è cambiata in un’altra scheda: ora mostra la versione più recente.
# A file picked that is too large to read: $what is one of the file-what- messages.
file-too-large = «{ $name }» è di { $size } byte: troppo grande; { $what } è al massimo di { $limit } byte
file-too-large-mib = «{ $name }» è di { $size } byte: troppo grande; { $what } è al massimo di { $limit } byte ({ $mib } MiB)
file-not-read = Non è stato possibile leggere «{ $name }» ({ $reason })
file-what-list = un file di lista
file-what-pack = un pacchetto di profili
file-what-backup = un file di backup
report-exact-toggle = Tocca per passare dalla percentuale alla frazione esatta
# A chance's name (the engine's, or report-chance) before its figure.
report-odds-label = { $label }:
report-chance = probabilità
# A chance too small or too large to write: $percent is 0.1% or 99.9%.
report-percent-below = <{ $percent }
report-percent-above = >{ $percent }
report-picture-shared = Immagine condivisa.
# $size in kB.
report-picture-saved = Immagine salvata come { $file } ({ $size } kB).
report-share-cancelled = Condivisione annullata.
report-picture-failed = Non è stato possibile creare l’immagine: { $reason }
report-summary-copied = Riepilogo copiato: incollalo nella tua chat.
report-copy-refused = Qui la copia è stata rifiutata: il riepilogo è selezionato qui sotto, copialo a mano.
report-summary-label = Riepilogo in testo
report-making-link = Creazione del link…
report-label = Resoconto
report-back = ‹ Torna alla partita
# $name: the battle's name.
report-title = Resoconto: { $name }
report-failed = Non è stato possibile costruire il resoconto: { $reason }
report-working = Preparazione del resoconto…
# $title: the report's title (its rule system's); $first and $second: the players.
report-about = { $title }: { $first } vs { $second }, { $actions } { $actions ->
        [one] azione
       *[other] azioni
    }.
report-statements-label = Cosa può giudicare il resoconto
report-statements = Cosa può giudicare questo resoconto
report-share-label = Condividi il resoconto
report-share = Condividi
report-download-png = Scarica immagine (PNG)
report-share-png = Condividi immagine…
report-copy = Copia riepilogo
report-link = Condividi link
report-losses-caption = Perdite per parte
report-losses = Perdite
# $rounds: yes when the battle is counted in Rounds.
# A Round of the report's table of losses, by its number.
report-round = Turno { $round }
report-every-number = Ogni numero{ $rounds ->
        [yes] , per Turno
       *[no] {""}
    }
report-strengths = Forza attuale, rispetto all’inizio
report-luck = Fortuna
# $rule: the ruling the odds are worked out by.
report-luck-title = Fortuna secondo le probabilità esatte ({ $rule })
report-swing = Tiro meno probabile:
# One roll of the battle: when, who (and their player), what was rolled and its dice,
# its chances ($worse, $better: percentages), the engine's verdict and the ruling.
report-roll = { $when }, { $who } ({ $player }): { $what } [{ $dice }] — questo o peggio { $worse }, almeno altrettanto bene { $better }; { $verdict } ({ $rule })
report-exact = Frazioni esatte
# $worse, $better: exact fractions (1/36).
report-exact-side = { $player }: { $actual } o più: { $worse }; { $actual } o meno: { $better }
report-exact-roll = { $when }, { $who }: questo o peggio: { $worse }; almeno altrettanto bene: { $better }
# The chart's legend: side 1 solid bars, side 2 striped.
report-solid = (pieno)
report-striped = (a righe)
# The losses chart's title: $measure is the engine's name of what is counted.
report-losses-chart = { $measure }{ $rounds ->
        [yes] {" "}per Turno
       *[no] {""}
    }, per parte
# The chart's text for screen readers: $periods are report-losses-period, separated by semicolons.
report-losses-chart-label = { $title }. { $periods }
report-losses-period = { $period }: { $first } { $firstLost }, { $second } { $secondLost }
report-rounds-key = R1, R2…: Turno 1, Turno 2…
# The luck chart of one player: $bad is the engine's name of the bad results counted.
report-luck-chart-label = { $player }: probabilità di ogni totale di { $bad }; il totale reale è stato { $actual }, atteso { NUMBER($expected, maximumFractionDigits: 1) }; { $label }: { $chance }. { $standing }
report-luck-chart = { $player }: totale { $bad }
report-luck-real = Totale reale { $actual } (barra scura), atteso { NUMBER($expected, maximumFractionDigits: 1) }
report-luck-mark = reale { $actual }
report-luck-tails = { $actual } o più: { $worse }; { $actual } o meno: { $better }
report-image-slow = l’immagine ha richiesto troppo tempo per essere disegnata
report-image-no-png = il browser non è riuscito a creare un PNG
report-image-failed = il browser non è riuscito a disegnare il resoconto come immagine
# A link's length in characters.
share-length = { $length } caratteri
share-copied = Link copiato.
share-copy-by-hand = Seleziona il link e copialo.
share-copy = Copia link
# The phone's own share sheet.
share-system = Condividi…
share-drawing = Disegno del codice QR…
share-qr-label = Codice QR del link a { $title }
share-too-long-for-qr = Questo link è troppo lungo per un codice QR: copia o invia invece il link.
share-link = Link
# $title: the name of what is shared (a battle's, a roster's, a list's).
share-label = Condividi { $title }
share-title = Condividi «{ $title }»
share-close = Chiudi
share-choice = Cosa porta il link
# A choice of link: $label is share-with-history, share-state-only or a pack's part.
share-choice-too-long = { $label } (troppo lungo)
share-choice-length = { $label } ({ $length } caratteri)
share-about-battle = Inquadra il codice con l’altro telefono, o invia il link. Lì si apre come nuova battaglia.
link-player = Giocatore: { $player }
link-no-player = Nessun giocatore indicato
link-save-roster = Salva come nuovo elenco
link-start-another = Inizia un’altra battaglia
link-keep-another = Tieni un’altra copia
link-start = Inizia battaglia
link-open-new = Apri come nuova battaglia
link-label = Link condiviso
link-shared-with-you = Qualcuno l’ha condiviso con te
# $title: what the link is (the engine's: Conquest battle ...); $name: its name.
link-what = { $title }: { $name }
link-no-name = (senza nome)
link-history = Con la sua cronologia: { $actions } { $actions ->
        [one] azione, che si può annullare
       *[other] azioni, che si possono annullare
    } qui.
# $name: the battle already opened from this link.
link-have = Hai già aperto questo link: { $name } è su questo dispositivo, con tutto ciò che è stato giocato da allora.
link-pack-keeps-edits = Un profilo che hai modificato resta come l’hai fatto tu.
link-replaces-nothing = Nulla su questo dispositivo viene sostituito.
link-open-have = Apri quella che hai
link-save-to-muster = Salva nell’Adunata
link-dismiss = Chiudi
# The same report said again and again on the two-phone sheet: $report is its words,
# $times how many times, written as plain digits.
link-report-times = { $report } ({ $times } { $times ->
        [one] volta
       *[other] volte
    })
share-making = Creazione del link di condivisione e del codice QR…
share-with-history = Con la cronologia ({ $actions } { $actions ->
        [one] azione
       *[other] azioni
    }, lì Annulla funziona)
share-state-only = Solo lo stato (lì niente Annulla)
share-about-roster = Inquadra il codice con l’altro telefono, o invia il link. Lì si apre come nuovo elenco.
share-about-list = Inquadra il codice con l’altro telefono, o invia il link. Lì si apre come anteprima da salvare nell’Adunata.
share-about-pack = Inquadra il codice con l’altro telefono, o invia il link. Lì propone di aggiungere questi profili all’Adunata.
# $refused: the engine's reason the pack is no QR code.
share-about-pack-refused = Inquadra il codice con l’altro telefono, o invia il link. Lì propone di aggiungere questi profili all’Adunata. { $refused }
share-about-pack-parts = Inquadra il codice con l’altro telefono, o invia il link. Lì propone di aggiungere questi profili all’Adunata. È in { $parts } parti: inquadrale una per una.
share-pack-part = Parte { $part } di { $parts } ({ $profiles } { $profiles ->
        [one] profilo
       *[other] profili
    })
link-invite-failed = Non è stato possibile aprire questo invito: { $reason }
link-handover-failed = Non è stato possibile aprire questo link di passaggio: { $reason }
link-failed = Non è stato possibile aprire questo link. { $reason }
# $title: what the link is, in the engine's words.
link-cannot-open = Questo motore non può aprire: { $title }.
link-shared-battle = Battaglia condivisa
link-pack-source = Revisione { $revision }. Numeri da: { $source }
backup-left-out = { $damaged } { $damaged ->
        [one] dato danneggiato non è stato esportato: è
       *[other] dati danneggiati non sono stati esportati: sono
    } in «Illeggibili» in questa schermata, dove il testo grezzo si può copiare o scaricare.
backup-exported = Esportati: { $battles } { $battles ->
        [one] battaglia
       *[other] battaglie
    }, { $rosters } { $rosters ->
        [one] elenco
       *[other] elenchi
    } e { $muster } { $muster ->
        [one] dato dell’Adunata
       *[other] dati dell’Adunata
    }.
backup-not-exported = Non è stato esportato nulla: { $reason }
# $why: what the problem means (newer, not-backup, unreadable or other); $reason: the engine's exact words.
backup-not-imported = «{ $file }» non è stato importato, non è cambiato nulla. { $why ->
        [newer] È stato creato da una versione più recente di Aftermath: prima aggiorna l’app.{" "}
        [not-backup] Non è un file di backup completo di Aftermath: potrebbe essere stato troncato, o essere il file di un’altra app.{" "}
        [unreadable] Non è stato possibile leggerne una parte, quindi non ne è stato importato nulla.{" "}
       *[other] {""}
    }Dettagli: { $reason }
backup-not-json = file: non è un JSON completo (troncato o danneggiato: { $reason })
backup-imported = { $count ->
        [one] Importato { $count } elemento
       *[other] Importati { $count } elementi
    } da «{ $file }».
# A record of the backup file: $kind is battle, roster or muster; $name its name.
backup-adds = Aggiunge { $kind ->
        [battle] la battaglia
        [roster] l’elenco
       *[muster] il dato dell’Adunata
    } «{ $name }».
backup-same = { $kind ->
        [battle] La battaglia
        [roster] L’elenco
       *[muster] Il dato dell’Adunata
    } «{ $name }» è già su questo dispositivo, { $kind ->
        [battle] uguale a quella nel file
       *[other] uguale a quello nel file
    }.
# $stored: the name it has on this device.
backup-changed = { $kind ->
        [battle] La battaglia
        [roster] L’elenco
       *[muster] Il dato dell’Adunata
    } «{ $name }» è già su questo dispositivo come «{ $stored }», { $kind ->
        [battle] modificata
       *[other] modificato
    } da allora.
backup-what-to-do = Cosa fare con { $kind ->
        [battle] la battaglia
        [roster] l’elenco
       *[muster] il dato dell’Adunata
    } «{ $name }»
backup-keep-both = Tieni entrambi
backup-replace = Sostituisci
backup-skip = Salta
backup-replace-about = Quello su questo dispositivo viene sostituito da quello del file.
backup-skip-about = Quello su questo dispositivo resta; quello del file non viene importato.
backup-both-about = Sono tenuti entrambi: quello del file entra come copia chiamata «(importato)».
# The name of a record kept as a copy beside one already on this device.
backup-copy-name = { $name } (importato)
backup-import-from = Importa da «{ $file }»
backup-items = { $count } { $count ->
        [one] elemento
       *[other] elementi
    }, ognuno controllato dal motore.
backup-import-these = Importa questi
backup-cancel = Chiudi

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
ninth-wounds-capped = { $parts }: ogni ferita al massimo { $hp ->
    [one] il Punto Ferita
   *[other] i { $hp } Punti Ferita
} di un modello, senza mai passare a un secondo
# Excess losses (N-5): $parts are the attacks' shares.
ninth-share = { $attack } ({ $losses })
ninth-excess-from = { $excess ->
        [one] L’unica perdita in eccesso è stata causata
       *[other] Le { $excess } perdite in eccesso sono state causate
    } da { $parts }, { $how ->
        [chosen] come scelto dal giocatore attaccante
       *[only] l’unica scelta possibile
    }
# A batch of losses (N-2).
ninth-pool-loses = { $pool ->
        [rank_and_file] La Riserva di Punti Ferita dei Ranghi & File di { $unit }
        [champion] La Riserva di Punti Ferita del Campione { $character }{ $character_s ->
           *[other] {""}
        }
       *[character] La Riserva di Punti Ferita del Personaggio { $character }{ $character_s ->
           *[other] {""}
        }
    } perde { $losses } { $losses ->
        [one] Punto Ferita
       *[other] Punti Ferita
    } ({ $before ->
        [0] {""}
        [one] { $before } già perso + { $taken } = { $total }:{" "}
       *[other] { $before } già persi + { $taken } = { $total }:{" "}
    }{ $count } { $count ->
        [one] modello intero
       *[other] modelli interi
    } da { $hp } PF, { $left_over } di resto)
ninth-wiped-out = { $pool ->
        [rank_and_file] La Riserva di Punti Ferita dei Ranghi & File di { $unit }
        [champion] La Riserva di Punti Ferita del Campione { $character }{ $character_s ->
           *[other] {""}
        }
       *[character] La Riserva di Punti Ferita del Personaggio { $character }{ $character_s ->
           *[other] {""}
        }
    } è eliminata e non riporta nulla
ninth-removed-carried = { $count } { $count ->
        [one] modello rimosso
       *[other] modelli rimossi
    }; { $lost } { $lost ->
        [one] Punto Ferita perso passa
       *[other] Punti Ferita persi passano
    } agli attacchi successivi
# A Character's or Champion's Health Pool still standing after a batch: what it has $left of its $hp Health Points, and the $lost ones carried over.
ninth-pool-left = { $pool ->
        [champion] Campione { $character }
       *[character] Personaggio { $character }
    }: { $left ->
        [one] resta { $left }
       *[other] restano { $left }
    } di { $hp } { $hp ->
        [one] Punto Ferita
       *[other] Punti Ferita
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
# A model removed (N-2 to N-4): where it stood, and why it was the one ($why).
ninth-model-name = { $kind ->
        [rank_and_file] il modello al rango { $rank }, fila { $file }
        [champion] il Campione { $character }
       *[character] il Personaggio { $character }
    }
ninth-removed = { $kind ->
        [rank_and_file] Un modello
        [champion] Il Campione { $character }
       *[character] Il Personaggio { $character }
    } rimosso in { $at_rank ->
        [front] primo rango
        [rear] ultimo rango
       *[nth] { $at_rank_n }{ $at_rank_ord ->
           *[other] º
        } rango
    }{ $at_file ->
        [left] , estremità sinistra
        [right] , estremità destra
        [centre] , centro
        [from_left] , { $at_file_n }{ $at_file_ord ->
           *[other] º
        } da sinistra
        [from_right] , { $at_file_n }{ $at_file_ord ->
           *[other] º
        } da destra
       *[none] {""}
    } (rango { $model_rank }, fila { $model_file }) — { $why ->
        [picked] rango { $why_rank }: scelto dal proprietario
        [pool_lost] la sua Riserva di Punti Ferita ha perso tutti i suoi Punti Ferita
        [rear_end] ultimo rango ({ $why_rank }): esce l’estremità { $why_side ->
            [left] sinistra
           *[right] destra
        }, così il rango resta centrato
        [in_front] il rango { $why_rank } è l’ultimo con modelli di Ranghi & File, davanti all’estremità { $why_side ->
            [left] sinistra
           *[right] destra
        } del rango { $why_last }, che riempie il vuoto
        [longer_side] primo rango, primo modello di questo gruppo: dal lato { $why_side ->
            [left] sinistro
           *[right] destro
        }, il più lungo ({ $why_left } a sinistra e { $why_right } a destra della linea centrale)
        [even_sides] primo rango, primo modello di questo gruppo: entrambi i lati ne hanno { $why_left }, quindi la sinistra
       *[alternating] primo rango: estremità alterne, ora la { $why_side ->
            [left] sinistra
           *[right] destra
        }
    }
# $parts: the models of other Health Pools passed over, each ninth-model-name.
ninth-removed-skipping = { $kind ->
        [rank_and_file] Un modello
        [champion] Il Campione { $character }
       *[character] Il Personaggio { $character }
    } rimosso in { $at_rank ->
        [front] primo rango
        [rear] ultimo rango
       *[nth] { $at_rank_n }{ $at_rank_ord ->
           *[other] º
        } rango
    }{ $at_file ->
        [left] , estremità sinistra
        [right] , estremità destra
        [centre] , centro
        [from_left] , { $at_file_n }{ $at_file_ord ->
           *[other] º
        } da sinistra
        [from_right] , { $at_file_n }{ $at_file_ord ->
           *[other] º
        } da destra
       *[none] {""}
    } (rango { $model_rank }, fila { $model_file }) — { $why ->
        [picked] rango { $why_rank }: scelto dal proprietario
        [pool_lost] la sua Riserva di Punti Ferita ha perso tutti i suoi Punti Ferita
        [rear_end] ultimo rango ({ $why_rank }): esce l’estremità { $why_side ->
            [left] sinistra
           *[right] destra
        }, così il rango resta centrato
        [in_front] il rango { $why_rank } è l’ultimo con modelli di Ranghi & File, davanti all’estremità { $why_side ->
            [left] sinistra
           *[right] destra
        } del rango { $why_last }, che riempie il vuoto
        [longer_side] primo rango, primo modello di questo gruppo: dal lato { $why_side ->
            [left] sinistro
           *[right] destro
        }, il più lungo ({ $why_left } a sinistra e { $why_right } a destra della linea centrale)
        [even_sides] primo rango, primo modello di questo gruppo: entrambi i lati ne hanno { $why_left }, quindi la sinistra
       *[alternating] primo rango: estremità alterne, ora la { $why_side ->
            [left] sinistra
           *[right] destra
        }
    }; si salta { $parts } ({ $skipped ->
        [one] un’altra Riserva di Punti Ferita
       *[other] altre Riserve di Punti Ferita
    })
# Re-forming (N-4): each move, then ($parts) the next ones.
ninth-move = { $kind ->
        [rank_and_file] il modello
        [champion] il Campione { $character }
       *[character] il Personaggio { $character }
    } dal rango { $from_rank }, fila { $from_file } al rango { $to_rank }, fila { $to_file }
ninth-move-then = { $kind ->
        [rank_and_file] il modello
        [champion] il Campione { $character }
       *[character] il Personaggio { $character }
    } dal rango { $from_rank }, fila { $from_file } al rango { $to_rank }, fila { $to_file }; { $parts }
ninth-re-forms = { $unit } si riforma in una formazione valida: { $parts }
# Unstable (N-7): each Health Pool's share, then ($parts) the next ones or the rule.
ninth-pool-name = { $pool ->
        [rank_and_file] i Ranghi & File
        [champion] il Campione { $character }
       *[character] il Personaggio { $character }
    }
ninth-unstable-rule = prima i Ranghi & File, poi il Campione, poi i Personaggi nel modo più equo possibile
# $parts: the Health Pools a tie between Characters goes to, in turn.
ninth-unstable-tie = prima i Ranghi & File, poi il Campione, poi i Personaggi nel modo più equo possibile; un pareggio tra Personaggi va a turno a: { $parts }{ $order ->
        [owner] {" "}(nell’ordine del proprietario)
       *[unit] {" "}(nell’ordine dell’Unità)
    }
ninth-unstable-share = { $losses } { $pool ->
        [rank_and_file] ai Ranghi & File
        [champion] al Campione { $character }
       *[character] al Personaggio { $character }
    } — { $parts }
ninth-unstable-share-then = { $losses } { $pool ->
        [rank_and_file] ai Ranghi & File
        [champion] al Campione { $character }
       *[character] al Personaggio { $character }
    }, { $parts }
ninth-unstable = Instabile: { $losses } { $losses ->
        [one] Punto Ferita perso
       *[other] Punti Ferita persi
    }, nessun tiro salvezza: { $parts }
ninth-unit-excess = { $excess } { $excess ->
        [one] perdita in eccesso di Punti Ferita ignorata
       *[other] perdite in eccesso di Punti Ferita ignorate
    }: a { $unit } { $left ->
        [one] restava solo { $left } Punto Ferita
       *[other] restavano solo { $left } Punti Ferita
    }
# The Ninth Age's refusals.
ninth-refused-choose-excess = { $excess } delle { $total } perdite { $excess ->
        [one] è
       *[other] sono
    } in eccesso: il giocatore attaccante deve scegliere quali attacchi le hanno causate
ninth-refused-pool-empty = { $pool ->
        [rank_and_file] la Riserva di Punti Ferita dei Ranghi & File di { $unit }
        [champion] la Riserva di Punti Ferita del Campione { $character }{ $character_s ->
           *[other] {""}
        }
       *[character] la Riserva di Punti Ferita del Personaggio { $character }{ $character_s ->
           *[other] {""}
        }
    } non ha più modelli
ninth-refused-unit-empty = { $unit } non ha più modelli

## The campaign's sentences
# (Messages of this group follow this line.)
# The rosters on this device after a Confirm or its Undo: each note said, then joined
# by campaign-rosters-note-separator.
campaign-rosters-note-separator = {" "}
campaign-rosters-confirmed = Entrambi gli elenchi sono aggiornati su questo dispositivo.
campaign-rosters-both-deleted = Entrambi gli elenchi sono stati eliminati da questo dispositivo dopo la prima conferma, quindi nessuno viene riscritto.
campaign-rosters-one-deleted = Un elenco è stato eliminato da questo dispositivo dopo la prima conferma, quindi resta eliminato; l’altro è aggiornato.
campaign-rosters-changed-since = Un elenco è stato modificato su questo dispositivo dopo la conferma di questo dopo-battaglia, quindi non è stato ripristinato.
campaign-rosters-deleted-since = Un elenco è stato eliminato da questo dispositivo dopo la conferma di questo dopo-battaglia, quindi resta eliminato.
campaign-rosters-put-back = Gli elenchi su questo dispositivo sono tornati com’erano prima di questo dopo-battaglia.
# The aftermath screens. A lost model's story: its sentences, joined by
# campaign-story-separator; a verdict after a roll: each model rolled for ($name) with
# its $story, joined by campaign-story-models-separator.
campaign-story-separator = {"; "}
campaign-story-models-separator = {" · "}
campaign-story-of = { $name }: { $story }
campaign-story-unrecoverable = perdita irrecuperabile: morte (W-2)
campaign-story-awaiting-recovery = in attesa del tiro di Recupero
campaign-story-awaiting-fate = in attesa del tiro di Sorte dei Caduti
campaign-story-recovery = Recupero { $die } (serviva { $number } o meno): { $result ->
        [dead] muore
        [survived] sopravvive
       *[trooper] sopravvive (i Soldati non tirano la Sorte dei Caduti)
    }
campaign-story-fate = Sorte dei Caduti { $die }: { $fate ->
        [full_recovery] Recupero completo
        [wounded] Ferito
        [badly_wounded] Gravemente ferito
        [bitter_enemy] Nemico giurato
        [captured] Catturato
       *[miraculous_recovery] Recupero miracoloso
    }
# $parts: the Wound's notes.
campaign-story-wound = { $location ->
        [chest_wound] Ferita al petto
        [leg_wound] Ferita alla gamba
        [arm_wound] Ferita al braccio
        [blinded_in_one_eye] Accecato da un occhio
        [head_wound] Ferita alla testa
        [ear_wound] Ferita all’orecchio
        [shell_shock] Trauma da combattimento
       *[hand_wound] Ferita alla mano
    } ({ $parts })
campaign-story-wound-bare = { $location ->
        [chest_wound] Ferita al petto
        [leg_wound] Ferita alla gamba
        [arm_wound] Ferita al braccio
        [blinded_in_one_eye] Accecato da un occhio
        [head_wound] Ferita alla testa
        [ear_wound] Ferita all’orecchio
        [shell_shock] Trauma da combattimento
       *[hand_wound] Ferita alla mano
    }
campaign-story-wounds-to-go = ancora { $owed } { $owed ->
        [one] tiro
       *[other] tiri
    } sulla Tabella delle Ferite
campaign-story-retired-blind = ritirato cieco
campaign-story-captive = { $how ->
        [exchanged] scambiato
        [bought_back] riscattato
        [executed] giustiziato
        [own] prigioniero, in attesa degli altri tiri della sua parte
       *[other] prigioniero, in attesa dell’altra parte
    }
# Why the next roll is owed ($apostrophe: how English writes $force's possessive; one
# form here).
campaign-why-recovery = { $name }: fuori combattimento in battaglia; l’esito per { $force }{ $apostrophe ->
       *[any] {""}
    } è { $outcome ->
        [crushing_victory] Vittoria schiacciante
        [victory] Vittoria
        [pyrrhic_victory] Vittoria di Pirro
        [noble_loss] Sconfitta onorevole
       *[annihilated] Annientati
    }: { $name } vive con { $number } o meno{ $undead ->
        [yes] {" "}(+{ $bonus }: Non Morti)
       *[no] {""}
    } (W-1, W-2)
campaign-why-fate = { $name } sopravvive ed è { $kind ->
        [leader] un Capo
        [individual] un Individuo
        [hero] un Eroe
        [specialist] uno Specialista
       *[trooper] un Soldato
    }; { $kind ->
        [trooper] il suo elenco tiene la sorte dei soldati
       *[other] Capi, Individui, Eroi e Specialisti tirano per la loro sorte
    } (W-3)
campaign-why-wound = { $name } è { $fate ->
        [full_recovery] Recupero completo
        [wounded] Ferito
        [badly_wounded] Gravemente ferito
        [bitter_enemy] Nemico giurato
        [captured] Catturato
       *[miraculous_recovery] Recupero miracoloso
    }: tiro { $done } di { $rolls } sulla Tabella delle Ferite (W-4)
# A lost model's story (W-1 to W-6): $name is the model's, $force a roster's; a table's
# result is a key ($kind, $outcome, $fate, $location, $table, $status).
campaign-roll-fate = { $name } è { $kind ->
        [leader] un Capo
        [individual] un Individuo
        [hero] un Eroe
        [specialist] uno Specialista
       *[trooper] un Soldato
    }: tira sulla Tabella della Sorte dei Caduti
campaign-owes-wound-rolls = { $name } deve ancora { $owed } { $owed ->
        [one] tiro
       *[other] tiri
    } sulla Tabella delle Ferite
# $bonus: what Undead add to the Recovery Number, if $undead is yes.
campaign-recovery = { $name } tira { $die } per il Recupero, gli serve { $number } o meno ({ $outcome ->
        [crushing_victory] Vittoria schiacciante
        [victory] Vittoria
        [pyrrhic_victory] Vittoria di Pirro
        [noble_loss] Sconfitta onorevole
       *[annihilated] Annientati
    }{ $undead ->
        [yes] , +{ $bonus } Non Morti
       *[no] {""}
    }): { $result ->
        [survives] sopravvive
       *[dies] muore
    }
campaign-trooper-no-fate = { $name } è un Soldato: nessun tiro di Sorte dei Caduti (l’elenco non tiene la sorte dei soldati)
# $hate and $ep: what a Bitter Enemy and a Miraculous Recovery give.
campaign-fate = { $name } tira { $die } per la Sorte dei Caduti: { $fate ->
        [full_recovery] Recupero completo (le ferite erano molto meno gravi di quanto sembrassero)
        [wounded] Ferito (tira una volta sulla Tabella delle Ferite)
        [badly_wounded] Gravemente ferito (tira 3 volte sulla Tabella delle Ferite)
        [bitter_enemy] Nemico giurato (ottiene Odio: { $hate } verso la forza nemica)
        [captured] Catturato (tenuto dal nemico finché non è scambiato o riscattato)
       *[miraculous_recovery] Recupero miracoloso (si riprende e ottiene +{ $ep } PE)
    }
campaign-effect-hate = Odio: { $hate } verso { $force }
campaign-effect-miracle = +{ $ep } PE ({ $was } -> { $now })
campaign-effect-held-by = in cattività presso { $force }
# $parts: what the fate does to the model.
campaign-effect = { $name }: { $parts }
# A Wound's notes: $stat is a characteristic's abbreviation (AR, MV...); Spot tests'
# numbers come with their signs ($was_sign, $now_sign); $parts is the next note.
campaign-note = { $note ->
        [stays_zero] { $stat ->
                [AR] Arm
                [MV] Mov
                [ST] For
                [RC] CaD
                [LD] Com
                [AC] Az
                [CC] CaC
               *[other] { $stat }
            } è già 0 e resta 0
        [lowered] { $stat ->
                [AR] Arm
                [MV] Mov
                [ST] For
                [RC] CaD
                [LD] Com
                [AC] Az
                [CC] CaC
               *[other] { $stat }
            } { $was } -> { $now }
        [spot] Test di Individuazione { $was_sign ->
            [minus] -
           *[plus] +
        }{ $was } -> { $now_sign ->
            [minus] -
           *[plus] +
        }{ $now }
        [rear_cc] chi attacca dal retro ottiene +{ $now } CaC
       *[blind] accecato da entrambi gli occhi: il modello è cieco e lascia l’elenco
    }
campaign-note-then = { $note ->
        [stays_zero] { $stat ->
                [AR] Arm
                [MV] Mov
                [ST] For
                [RC] CaD
                [LD] Com
                [AC] Az
                [CC] CaC
               *[other] { $stat }
            } è già 0 e resta 0
        [lowered] { $stat ->
                [AR] Arm
                [MV] Mov
                [ST] For
                [RC] CaD
                [LD] Com
                [AC] Az
                [CC] CaC
               *[other] { $stat }
            } { $was } -> { $now }
        [spot] Test di Individuazione { $was_sign ->
            [minus] -
           *[plus] +
        }{ $was } -> { $now_sign ->
            [minus] -
           *[plus] +
        }{ $now }
        [rear_cc] chi attacca dal retro ottiene +{ $now } CaC
       *[blind] accecato da entrambi gli occhi: il modello è cieco e lascia l’elenco
    }; { $parts }
# $parts: the Wound's notes.
campaign-wound = { $name } tira { $die } sulla Tabella delle Ferite: { $location ->
        [chest_wound] Ferita al petto
        [leg_wound] Ferita alla gamba
        [arm_wound] Ferita al braccio
        [blinded_in_one_eye] Accecato da un occhio
        [head_wound] Ferita alla testa
        [ear_wound] Ferita all’orecchio
        [shell_shock] Trauma da combattimento
       *[hand_wound] Ferita alla mano
    } — { $parts }
campaign-blind-leaves = { $name } perde la vista e lascia l’elenco: { $left ->
        [one] il suo ultimo tiro sulla Tabella delle Ferite non si fa
       *[other] gli altri suoi { $left } tiri sulla Tabella delle Ferite non si fanno
    }
campaign-no-outcome = { $force }: nessun esito (nessuno è stato perso)
campaign-outcome = { $force }: { $outcome ->
        [crushing_victory] Vittoria schiacciante
        [victory] Vittoria
        [pyrrhic_victory] Vittoria di Pirro
        [noble_loss] Sconfitta onorevole
       *[annihilated] Annientati
    }, { $how ->
        [chosen] scelto dai giocatori
       *[lost] dai modelli persi
    }: i modelli sopravvivono con { $number } o meno
# Captives (W-5): $owner is the captive's force.
campaign-captive-waiting = { $name } ({ $owner }, valore { $value }) è { $waiting ->
        [own] prigioniero, in attesa degli altri tiri della sua parte
       *[other] prigioniero, in attesa dell’altra parte
    }: scambiato, riscattato o giustiziato una volta tirata ogni Sorte dei Caduti (W-5)
campaign-captive-exchanged = Scambio: { $name } ({ $owner }, valore { $value }) con { $partner } ({ $partner_owner }, valore { $partner_value })
campaign-captive-bought = { $owner } riscatta { $name } per { $paid } PV (restano { $vp_left } PV)
campaign-captive-executed = { $owner } non può pagare { $value } PV per { $name } (restano { $vp_left } PV): esecuzione di { $name }
campaign-ending = { $count } { $status ->
        [active] di nuovo nella banda
        [dead] { $count ->
            [one] morto
           *[other] morti
        }
        [retired_blind] { $count ->
            [one] ritirato cieco
           *[other] ritirati ciechi
        }
       *[captured] { $count ->
            [one] prigioniero
           *[other] prigionieri
        }
    }
# $parts: how the side's lost models ended, each campaign-ending.
campaign-confirmed = { $force }: { $parts }; PV { $vp } -> { $vp_after }
campaign-confirmed-no-losses = { $force }: nessuna perdita; PV { $vp } -> { $vp_after }
# The campaign's refusals.
campaign-refused-confirmed = questo dopo-battaglia è confermato; annulla la conferma per cambiarlo
campaign-refused-nothing-owed = ora non è dovuto alcun tiro
campaign-refused-other-table = il prossimo tiro per { $name } è { $table ->
        [recovery] sulla Tabella del Recupero
        [fate] sulla Tabella della Sorte dei Caduti
       *[wound] sulla Tabella delle Ferite
    }, non { $asked ->
        [recovery] sulla Tabella del Recupero
        [fate] sulla Tabella della Sorte dei Caduti
       *[wound] sulla Tabella delle Ferite
    }
campaign-refused-unrecoverable = { $name } ha subito una perdita irrecuperabile e muore senza tiro
campaign-refused-dead = { $name } ha fallito il tiro di Recupero e muore
campaign-refused-trooper = { $name } è un Soldato e l’elenco non tiene la sorte dei soldati
campaign-refused-all-made = { $name } ha fatto ogni tiro dovuto ({ $fate ->
        [full_recovery] Recupero completo
        [wounded] Ferito
        [badly_wounded] Gravemente ferito
        [bitter_enemy] Nemico giurato
        [captured] Catturato
       *[miraculous_recovery] Recupero miracoloso
    })
campaign-refused-already-rolled = { $force } ha già tirato per il Recupero; annulla quei tiri per cambiarne l’esito
campaign-refused-still-owed = { $count } { $count ->
        [one] modello perso deve
       *[other] modelli persi devono
    } ancora tirare; prossimo: { $name } { $table ->
        [recovery] sulla Tabella del Recupero
        [fate] sulla Tabella della Sorte dei Caduti
       *[wound] sulla Tabella delle Ferite
    }
# Dice typed, read out ("12, 16 and 18"): each $die, then ($parts) the rest.
campaign-die = { $die }
campaign-die-and = { $die } e { $parts }
campaign-die-then = { $die }, { $parts }
# The rolls owed, model by model: $parts are its tables; a model's last table carries
# ($parts) the next model, or what follows the list.
campaign-owed-by = { $name }: { $parts }
campaign-owed-table = { $table ->
        [recovery] Recupero
        [fate] Sorte dei Caduti
       *[wound] Tabella delle Ferite
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    }
campaign-owed-table-then = { $table ->
        [recovery] Recupero
        [fate] Sorte dei Caduti
       *[wound] Tabella delle Ferite
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    }; { $parts }
campaign-owed-table-end = { $table ->
        [recovery] Recupero
        [fate] Sorte dei Caduti
       *[wound] Tabella delle Ferite
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    }{ $parts }
# Ends campaign-refused-typed-too-many's list of the rolls owed (its bracket closes
# here); $parts: the dice left over.
campaign-typed-left-over = ), quindi non è stato inserito nulla: { $parts } { $left ->
        [one] avanza
       *[other] avanzano
    }
# $parts: the rolls owed, each campaign-owed-by, the last followed by campaign-typed-left-over.
campaign-refused-typed-too-many = { $typed } { $typed ->
        [one] tiro scritto
       *[other] tiri scritti
    }, ma { $owed ->
        [one] ne era dovuto { $owed }
       *[other] ne erano dovuti { $owed }
    } in tutto ({ $parts }
# $typed: the dice to type instead, as typed; $parts: the dice typed after the blinding one.
campaign-refused-typed-after-blind = Il tiro di { $die } acceca { $name }, che non fa più tiri sulla Tabella delle Ferite, quindi non è stato inserito nulla: { $parts } scritti dopo potrebbero essere stati tirati per quelli. Scrivi { $typed }{ $then ->
        [next] {" "}prima, poi i tiri del modello successivo
       *[none] {""}
    }

## The Ninth Age's screens: its overview, a Unit's card and its Actions
# (Messages of this group follow this line.)
# The abbreviation of Health Points in the Unit's texts ("3 HP"), and its full words in the legend.
ninth-page-hp-abbr = PF
ninth-page-hp-full = Punti Ferita
# A Character's or a Champion's name after its kind: "Character Ana".
ninth-page-kind-name = { $kind ->
    [champion] Campione { $name }
   *[character] Personaggio { $name }
}
ninth-page-rank-and-file = Ranghi & File
# The lost Health Points a Health Pool carries over (0: none).
ninth-page-carried = { $lost ->
    [0] nessun PF perso portato avanti
    [one] { $lost } PF perso portato avanti
   *[other] { $lost } PF persi portati avanti
}
# A model's cell in the drawing: its words when tapped or pointed at.
ninth-page-model = Modello
ninth-page-model-hp = { $hp } PF
ninth-page-model-hp-of = { $left }/{ $hp } PF
ninth-page-model-lost = perso
ninth-page-model-removed = { $who }: rimosso
# $place: the model's place in the engine's words ("rank 2, file 3").
ninth-page-model-title = { $who }: { $place }, { $hp }
ninth-page-formation = { $name }: { $ranks } { $ranks ->
    [one] rango
   *[other] ranghi
} fino a { $width } { $width ->
    [one] fila
   *[other] file
}
ninth-page-pools-label = Riserve di Punti Ferita di { $name }
ninth-page-wiped-out = eliminata
# A Health Pool's standing; $carried is ninth-page-carried.
ninth-page-pool = { $models } { $models ->
    [one] modello
   *[other] modelli
} da { $hp } PF, { $left } PF { $left ->
    [one] rimasto
   *[other] rimasti
}, { $carried }
ninth-page-hp-per-model = { $hp } PF per modello
ninth-page-rank-and-file-carried = Ranghi & File: { $carried }
ninth-page-card-label = { $name }, { $carried }
ninth-page-card-destroyed = { $name }, distrutta
# A Unit's row: its models in play of those it started with ("8/11 models").
ninth-page-strength = { $left }/{ $total } { $total ->
    [one] modello
   *[other] modelli
}
ninth-page-destroyed = Distrutta
ninth-page-losses = Perdite
ninth-page-full-strength = Forza piena
ninth-page-characters = ★ { $count } { $count ->
    [one] Personaggio
   *[other] Personaggi
}
ninth-page-champions = ⚑ { $count } { $count ->
    [one] Campione
   *[other] Campioni
}
# An attack's name until the player types one (a batch of simultaneous attacks).
ninth-page-attack-name = Attacco { $n }
# $rule: the rule's id (N-3).
ninth-page-pick-models = Tocca i modelli da rimuovere (sul disegno o qui sotto), in ordine, prima il rango più arretrato ({ $rule }). Ranghi e file si contano da 1 davanti a sinistra.
ninth-page-picked = Scelti: { $count } { $count ->
    [one] modello
   *[other] modelli
}, nell’ordine toccato
ninth-page-nothing-picked = Ancora nessuna scelta: vale l’ordine predefinito.
ninth-page-clear-picks = Cancella scelte
ninth-page-first-rank-only = Resta solo il primo rango: i suoi modelli escono da estremità alterne.
ninth-page-actions-label = Perdite di Punti Ferita per { $name }
ninth-page-no-models-left = { $name } non ha più modelli.
ninth-page-loss-kind = Tipo di perdite
# The kinds of losses entered: Health Points as they are, an attack with Multiple Wounds, Unstable losses.
ninth-page-loss-kind-name = { $kind ->
    [mw] Ferite Multiple
    [unstable] Instabile
   *[hp] Punti Ferita
}
ninth-page-apply-losses = Applica perdite
# $pool: the Health Pool's name (ninth-page-rank-and-file or ninth-page-kind-name).
ninth-page-lost-by = Punti Ferita persi da { $pool }
ninth-page-enter-to-preview = Inserisci le perdite per l’anteprima.
# $rule: the rule's id (N-5).
ninth-page-several-attacks = Più attacchi simultanei (indica quali hanno causato l’eventuale eccesso, { $rule })
ninth-page-choose-models = Scegli quali modelli escono (ranghi dietro il primo)
# What the previewed losses leave on the Health Pool: $after is ninth-page-wiped-out or ninth-page-carried.
ninth-page-afterwards = Dopo: { $pool } { $after }
# A Character's or Champion's Health Pool after the previewed batch: its name and the Health Points it has $left.
ninth-page-afterwards-left = Dopo: { $pool } ({ $left } PF { $left ->
        [one] rimasto
       *[other] rimasti
    })
ninth-page-pool-choice = Riserva di Punti Ferita che perde Punti Ferita
ninth-page-pool-left = { $pool } ({ $left } PF { $left ->
    [one] rimasto
   *[other] rimasti
})
ninth-page-apply-unstable = Applica Instabile
ninth-page-roll-and-apply = Tira e applica
ninth-page-apply-multiple-wounds = Applica Ferite Multiple
# The chosen Health Pool's standing ($pool: ninth-page-pool), as a sentence.
ninth-page-pool-note = { $pool }.
ninth-page-lost-to-attack = Punti Ferita persi per l’attacco { $n }
ninth-page-attack-name-label = Nome dell’attacco { $n }
# $rule: the rule's id (N-6).
ninth-page-attack-mw = L’attacco { $n } ha Ferite Multiple ({ $rule })
ninth-page-remove-attack = Rimuovi attacco { $n }
ninth-page-add-attack = Aggiungi attacco
ninth-page-total-with-mw = Totale: { $total } { $total ->
        [one] Punto Ferita
       *[other] Punti Ferita
    } e gli attacchi con Ferite Multiple
ninth-page-total = Totale: { $total } { $total ->
        [one] Punto Ferita perso
       *[other] Punti Ferita persi
    }
# Each attack with the Health Points it costs, listed in ninth-page-total-of-attacks.
ninth-page-attack-losses = { $attack } { $losses }
ninth-page-total-of-attacks = Totale: { $total } { $total ->
        [one] Punto Ferita perso
       *[other] Punti Ferita persi
    } ({ $attacks })
ninth-page-apply-excess = Applica con questa scelta
ninth-page-excess-assigned = { $sum } di { $needed } { $needed ->
        [one] perdita in eccesso assegnata
       *[other] perdite in eccesso assegnate
    }
ninth-page-excess-title = Quali attacchi hanno causato l’eccesso?
ninth-page-excess-about = { $pool } di { $name } poteva subire solo parte delle { $losses } perdite. Il giocatore attaccante indica quali attacchi hanno causato { $needed ->
    [one] la perdita in eccesso
   *[other] le { $needed } perdite in eccesso
}:
ninth-page-excess-from = Eccesso da { $attack } ({ $caused ->
    [one] ne ha causata { $caused }
   *[other] ne ha causate { $caused }
})
ninth-page-back-to-losses = Torna alle perdite
ninth-page-preview-lost = Anteprima: { $losses } { $losses ->
    [one] Punto Ferita perso
   *[other] Punti Ferita persi
}
ninth-page-show-afterwards = Mostra l’Unità dopo
ninth-page-preview-of = Anteprima di { $name } dopo le perdite
ninth-page-preview-steps = Passi dell’anteprima
ninth-page-enter-values-to-preview = Inserisci il valore di ogni ferita per l’anteprima.
ninth-page-enter-wounds-to-preview = Inserisci le ferite non salvate per l’anteprima.
ninth-page-app-rolls = Quando applichi, l’app tira { $wounds ->
    [one] il valore della ferita
   *[other] i valori delle { $wounds } ferite
}.
# $summary: the engine's summary of the losses.
ninth-page-preview = Anteprima: { $summary }
# The Multiple Wounds fields' labels; $attack: which attack of a batch they are for (0: no batch).
ninth-page-mw-x = Ferite Multiple (X){ $attack ->
    [0] {""}
   *[other] {" "}(attacco { $attack })
}
# The choice of a number for X (beside D3, D6 and D3+1).
ninth-page-mw-number-choice = Numero
ninth-page-mw-number = Ferite Multiple (X), un numero{ $attack ->
    [0] {""}
   *[other] {" "}(attacco { $attack })
}
# $die: the die rolled for the wound's value (D3, D6, D3+1).
ninth-page-wound-value = Ferita { $n } ({ $die }){ $attack ->
    [0] {""}
   *[other] {" "}(attacco { $attack })
}
ninth-page-unsaved-wounds = Ferite non salvate{ $attack ->
    [0] {""}
   *[other] {" "}(attacco { $attack })
}
ninth-page-wound-values = Il valore di ogni ferita
ninth-page-enter-values = Inserisci i valori
ninth-page-app-roll = Lascia tirare l’app
# $rule: the rule's id (N-7).
ninth-page-tie-order = Ordine dei Personaggi per un pareggio ({ $rule }), il primo prende per primo:
ninth-page-move-up = Sposta { $name } in su
ninth-page-unstable-note = Instabile: i Punti Ferita che { $name } perde, senza tiri salvezza. Si dividono tra le sue Riserve di Punti Ferita ({ $rule }).
ninth-page-unstable-lost = Punti Ferita persi per Instabile da { $name }
ninth-page-go-to = Vai a un’Unità
ninth-start-hint = Tocca un’Unità per agire
ninth-page-odds-title = Probabilità prima di tirare
ninth-page-odds-about = Probabilità esatte per { $name }, partendo dai Punti Ferita persi che porta avanti.
ninth-page-odds-attacks = Attacchi
ninth-page-odds-hit = Per colpire (X+)
ninth-page-odds-wound = Per ferire (X+)
ninth-page-odds-armour = Tiro salvezza armatura (X+, 7 = nessuno)
ninth-page-odds-special = Tiro salvezza speciale (X+, 7 = nessuno)
ninth-page-odds-mw-none = Nessuna
ninth-page-odds-working = Calcolo delle probabilità esatte…
ninth-page-odds-show = Mostra probabilità
ninth-page-odds-wiped-out = Eliminata
# $mw: the attack's Multiple Wounds (2, D3, D6, D3+1).
ninth-page-odds-hp-lost = Punti Ferita persi (Ferite Multiple { $mw })
ninth-page-odds-removed = Modelli rimossi
# The bar chart's unit: "3 removed".
ninth-page-odds-removed-unit = { $count ->
        [one] rimosso
       *[other] rimossi
    }
ninth-page-odds-carried = Punti Ferita persi portati avanti
# A new battle's form and a Unit profile's form in Muster.
ninth-page-kind = { $kind ->
    [champion] Campione
   *[character] Personaggio
}
ninth-page-character-or-champion = Personaggio o Campione
ninth-page-name = Nome
ninth-page-kind-label = Tipo
ninth-page-rank-optional = Rango (facoltativo)
ninth-page-rank-hint = 1 = davanti
ninth-page-file-optional = Fila (facoltativa)
ninth-page-file-hint = 1 = sinistra
ninth-page-remove-character = Rimuovi Personaggio
# A Unit's name until the player types one.
ninth-page-unit-name = Unità { $n }
ninth-page-formation-of = Formazione di { $name }
ninth-page-unit = Unità
ninth-page-player = Giocatore
ninth-page-rank-and-file-models = Modelli di Ranghi & File
ninth-page-files = File
ninth-page-hp-per-model-label = Punti Ferita per modello
ninth-page-add-character = Aggiungi Personaggio o Campione
ninth-page-remove-unit = Rimuovi Unità
# A player's name until it is typed.
ninth-page-player-name = Giocatore { $n }
# The battle's name until one is typed.
ninth-page-battle = Battaglia
ninth-page-battle-name = Nome della battaglia
ninth-page-add-unit = Aggiungi Unità
ninth-page-start-battle = Inizia battaglia
ninth-page-cancel = Chiudi
# A shared Unit profile's line in a link's preview.
ninth-page-profile-preview = { $name } ({ $models } { $models ->
    [one] modello
   *[other] modelli
}, { $hp } { $hp ->
    [one] Punto Ferita
   *[other] Punti Ferita
})

## The campaign's screens: the roster, a model's card and its Actions
# (Messages of this group follow this line.)
# A Recovery table's outcome of a battle; $outcome: the engine's name, said when unknown.
campaign-page-outcome = { $key ->
    [Crushing-Victory] Vittoria schiacciante
    [Victory] Vittoria
    [Pyrrhic-Victory] Vittoria di Pirro
    [Noble-Loss] Sconfitta onorevole
    [Annihilated] Annientati
   *[other] { $outcome }
}
# A model's kind on a warband roster (the words the roster form offers).
campaign-page-kind = { $kind ->
    [Leader] Capo
    [Individual] Individuo
    [Hero] Eroe
    [Specialist] Specialista
    [Trooper] Soldato
   *[other] { $kind }
}
# A model's standing on its roster; $status: the engine's word, said when unknown.
campaign-page-status = { $key ->
    [active] In servizio
    [dead] Morte
    [captured] Prigionia
    [retired-blind] Ritiro per cecità
   *[other] { $status }
}
# The roll owed next: its table (by the roll's kind; $table: the engine's name of it) and the model's name.
campaign-page-roll-of = { $kind ->
    [recovery_roll] Tiro di Recupero
    [fate_roll] Tiro di Sorte dei Caduti
    [wound_roll] Tiro sulla Tabella delle Ferite
   *[other] Tiro su { $table }
}: { $name }
campaign-page-confirm = Conferma e aggiorna elenchi
campaign-page-tables-failed = Non è stato possibile leggere le tabelle della campagna: { $reason }
# The top bar's title on the campaign aftermath's screen.
campaign-page-bar = Dopo la battaglia
campaign-page-outcomes-label = Esito per parte
campaign-page-outcomes = Esito della battaglia
# $rule: the rule's id (W-1).
campaign-page-from-losses = Dai modelli persi ({ $rule })
campaign-page-outcomes-waiting = Altri esiti: in attesa del motore…
# $number: the highest D20 a lost model survives on; $how: "chosen" by the players or worked out from the "losses".
campaign-page-outcome-text = { $outcome }: i modelli persi sopravvivono con { $number } o meno ({ $how ->
    [chosen] scelto dai giocatori
   *[losses] dai modelli persi
})
campaign-page-outcome-undead = I modelli Non Morti sopravvivono con { $number } o meno
campaign-page-no-outcome = Nessun esito: nessuna delle due parti ha perso un modello
campaign-page-lost = { $lost ->
    [one] Perso { $lost }
   *[other] Persi { $lost }
}, il nemico ne ha { $enemy ->
    [one] perso { $enemy }
   *[other] persi { $enemy }
}.
campaign-page-outcome-for = Esito per { $force }
# A row of the Recovery table; $meaning: the engine's words for when it applies.
campaign-page-recovery-row = { $outcome }: { $number } o meno ({ $meaning })
campaign-page-undead-row = Non Morti: +{ $bonus }
# The table a roll is made on, as the reference under the dice names it.
campaign-page-table = { $kind ->
    [recovery_roll] La Tabella del Recupero
    [fate_roll] La Tabella della Sorte dei Caduti
    [wound_roll] La Tabella delle Ferite
   *[other] { $table }
}
campaign-page-next-roll = Prossimo tiro
# Whose roll it is, and how many rolls both sides' models owe now.
campaign-page-owed = { $name } ({ $force }) · { $rolls } { $rolls ->
    [one] tiro dovuto
   *[other] tiri dovuti
} ora da { $models } { $models ->
    [one] modello
   *[other] modelli
} delle due parti; un risultato può aggiungerne altri
campaign-page-typed-fills = Ogni valore va a: { $fills }
# $dice: the die to roll (D20).
campaign-page-roll-label = Tira un { $dice } sulla { $kind ->
    [recovery_roll] Tabella del Recupero
    [fate_roll] Tabella della Sorte dei Caduti
    [wound_roll] Tabella delle Ferite
   *[other] tabella { $table }
} per { $name }: tocca il suo valore.
campaign-page-before = Prima che gli elenchi cambino
campaign-page-before-about = Ogni tiro è fatto. Ecco come saranno i due elenchi; conferma per scriverli su questo dispositivo.
campaign-page-after-battle = { $name } dopo la battaglia
campaign-page-rosters-after = Elenchi dopo la battaglia
campaign-page-confirmed = Confermato
campaign-page-rosters-updated = Entrambi gli elenchi sono aggiornati su questo dispositivo.
campaign-page-rosters-not-saved = Gli elenchi non sono ancora salvati su questo dispositivo.
campaign-page-save-rosters = Salva gli elenchi qui
campaign-page-undo-rosters = Annulla riporta gli elenchi su questo dispositivo com’erano.
campaign-page-lost-models = Modelli persi
campaign-page-rolls-owed = tiri dovuti
campaign-page-no-models-lost = Nessun modello perso.
campaign-page-captives = Prigionieri
# A model's extras on its roster: Spot ($sign: "+" or nothing), extra Close Combat against attackers from the rear.
campaign-page-spot = Individuazione { $sign }{ $spot }
campaign-page-rear-attackers = chi attacca dal retro +{ $cc } CaC
campaign-page-undead = Non Morto
# $wounds: the lasting wounds' names, as the engine's Wound table names them.
campaign-page-wounds = Ferite: { $wounds }
campaign-page-hate = Odio: { $hatreds }
# One hatred: its bonus and the warband it is for.
campaign-page-hate-for = { $hate } verso { $force }
# A roster's line: its VP (or "3→5" when it changed), models active of all, and whether Troopers roll for their fate ("yes"/"no").
campaign-page-roster-line = PV { $vp } · modelli attivi: { $active } di { $models }{ $fate ->
    [yes] {" "}· i Soldati tirano per la loro sorte
   *[no] {""}
}
# A model's kind (campaign-page-kind) and value on its roster.
campaign-page-kind-value = { $kind }, valore { $value }
campaign-page-new-model = Nuovo modello
campaign-page-model-name = Nome del modello
campaign-page-kind-label = Tipo
campaign-page-value = Valore
campaign-page-status-line = Stato: { $status }
campaign-page-lasting-wounds = Ferite permanenti: { $wounds }
campaign-page-remove-model = Rimuovi modello
campaign-page-list-line = PV { $vp } · attivi: { $active } di { $models }
campaign-page-delete-ask = Eliminare { $name } per sempre?
campaign-page-delete-yes = Sì, elimina
campaign-page-delete-keep = Tienilo
campaign-page-edit = Modifica
campaign-page-edit-label = Modifica { $name }
campaign-page-duplicate = Duplica
campaign-page-duplicate-label = Duplica { $name }
campaign-page-share = Condividi
campaign-page-share-label = Condividi { $name }
campaign-page-delete = Elimina
campaign-page-delete-label = Elimina { $name }
campaign-page-models = Modelli
campaign-page-models-of = Modelli di { $name }
campaign-page-rosters = Elenchi
campaign-page-back = ‹ Battaglie
campaign-page-back-label = Torna alle battaglie
campaign-page-rosters-here = Elenchi su questo dispositivo
campaign-page-no-rosters = Ancora nessun elenco su questo dispositivo.
campaign-page-new-roster = Nuovo elenco
campaign-page-start-aftermath = Inizia dopo-battaglia
# A duplicated roster's name.
campaign-page-copy-name = { $name } (copia)
campaign-page-duplicated = Elenco duplicato.
campaign-page-deleted = Elenco eliminato.
campaign-page-roster = Elenco
campaign-page-warband-name = Nome della banda
campaign-page-troopers-fate = Anche i Soldati tirano sulla Tabella della Sorte dei Caduti
campaign-page-add-model = Aggiungi modello
campaign-page-save-roster = Salva elenco
campaign-page-cancel = Chiudi
campaign-page-saved = Hai salvato { $name } su questo dispositivo.
campaign-page-new-aftermath = Nuovo dopo-battaglia di campagna
# How many warband rosters this device has, when an aftermath needs two.
campaign-page-needs-two = Un dopo-battaglia richiede due elenchi di bande su questo dispositivo; { $count ->
    [0] non ce n’è nessuno
    [one] ce n’è { $count }
   *[other] ce ne sono { $count }
}.
campaign-page-make-rosters = Crea gli elenchi
campaign-page-warband-choice = { $name } (PV { $vp })
campaign-page-lost-model = Perso: { $name }
# A model not in the battle: its kind, value and standing (campaign-page-status).
campaign-page-kind-value-absent = { $kind }, valore { $value } — { $status }, non in battaglia
campaign-page-unrecoverable = { $name }: perdita irrecuperabile (nessun tiro di Recupero)
campaign-page-losses-of = Perdite di { $name }
# The first or the second warband of the aftermath.
campaign-page-warband = { $n ->
    [1] Prima banda
   *[other] Seconda banda
}
campaign-page-marked-lost = { $count } { $count ->
    [one] modello segnato come perso
   *[other] modelli segnati come persi
}
campaign-page-models-of-warband = Modelli di { $name }
campaign-page-pick-warbands = Scegli le due bande e spunta ogni modello perso nella battaglia.
campaign-page-start = Inizia dopo-battaglia
campaign-page-two-different = Scegli due bande diverse.
# The aftermath's name: the two warbands' names.
campaign-page-battle-name = { $first } vs { $second }
# Survival chances: a side's heading with its outcome (campaign-page-outcome).
campaign-page-odds-side = { $force } ({ $outcome })
# $note: the engine's words on the model's chance.
campaign-page-survives-note = { $name } sopravvive ({ $note })
# $settled: "yes" when the model's Recovery roll is already made.
campaign-page-survives = { $name } sopravvive{ $settled ->
    [yes] {" "}(esito deciso)
   *[no] {""}
}
campaign-page-survivors = Sopravvissuti
# The bar chart's unit: "2 survive".
campaign-page-survive-unit = { $count ->
        [one] sopravvive
       *[other] sopravvivono
    }
campaign-page-survival-chances = Probabilità di sopravvivenza
campaign-page-fates = Sorti e prigionieri
# A Casualty Fate (the engine's name of it) and how many models had it.
campaign-page-fate-count = { $count } { $fate }
# A side's Casualty Fates in the report: its player and the fates (or campaign-page-no-fates).
campaign-page-side-fates = { $player }: { $fates }
# $rule: the rule's id (W-3).
campaign-page-no-fates = nessuna Sorte dei Caduti tirata ({ $rule })
# $rule: the rule's id (W-5).
campaign-page-no-captives = Nessun prigioniero ({ $rule }).
# A shared roster's line in a link's preview.
campaign-page-roster-preview = { $name }: { $models } { $models ->
        [one] modello
       *[other] modelli
    }, { $vp } PV

## Two phones
# (Messages of this group follow this line.)
two-phones-check-title = Controlla che nessuno sia in mezzo
two-phones-check-code = Entrambi i telefoni mostrano { $code }? Allora nessuno è in mezzo.
two-phones-check-how = Confronta questo numero con quello sul pannello «due telefoni» dell’altro telefono. Se sono diversi, qualcuno che aveva l’invito potrebbe leggere la battaglia: scollega, poi dai un nuovo invito di persona, o usa la stessa rete Wi-Fi su entrambi i telefoni.
two-phones-check-same = Coincidono
two-phones-check-differ = Sono diversi: scollega
two-phones-check-unpaired = Scollegati: i due telefoni mostravano numeri diversi, quindi qualcuno potrebbe essersi messo in mezzo. Dai un nuovo invito di persona, o usa la stessa rete Wi-Fi su entrambi i telefoni.

## Undo and Redo, the history's entries, and what a tap would do (previews and verdicts)
# (Messages of this group follow this line.)
verdict-morale-heading = Test di Morale: { $dice }D6
verdict-passes = { $faces ->
        [one] Risolutezza { $value }: solo un 1 naturale riesce (un 1 riesce sempre, un 6 fallisce sempre, C-10)
        [all_but_six] Risolutezza { $value }: ogni dado riesce tranne un 6 naturale (un 6 fallisce sempre, C-10)
       *[at_most] Ogni dado riesce con { $value } o meno (un 1 riesce sempre, un 6 fallisce sempre, C-10)
    }
verdict-resolve-explained = { $parts } = { $value }
# Undo on two phones. $by, $peer: the other phone's name; $what: what the action is called (history-wound-pool, ...).
history-announce-by = { $by }: { $what }
history-undo-ask = { $by } vuole annullare: { $what }
history-undo-ask-label = { $by } vuole annullare
history-undo-allow = Consenti
history-undo-refuse = Rifiuta
history-undo-asking = Chiedo a { $peer } il permesso di annullare: { $what }
history-undo-allowed = Consentito a { $peer } di annullare.
history-undo-refused = Annullamento di { $peer } rifiutato; nulla è cambiato.
history-undo-not-connected = Impossibile chiedere a { $peer }: i telefoni non sono collegati. Nulla è cambiato.
history-undo-unanswered = { $peer } non ha risposto se annullare { $what }. Nulla è cambiato.
history-undo-refused-by = { $peer } ha rifiutato di annullare: { $what }. Nulla è cambiato.
# Why Undo, Redo or an action is refused by the history itself (said with its rule id, "history").
history-nothing-to-undo = non c'è nulla da annullare
history-nothing-to-redo = non c'è nulla da ripristinare
history-too-many-actions = una partita contiene al massimo { $most } azioni
# What an action is called: the step log's entry, Undo's and Redo's buttons and the preview. Names are as the players wrote them. $named: whether the pool names the Regiment it came from ($source).
history-wound-pool = Riserva di Ferite di { $wounds }{ $named ->
        [yes] {" "}da { $source }
       *[no] {""}
    }{ $arc ->
        [flank] {" "}(fianco)
        [rear] {" "}(retro)
       *[front] {""}
    } su { $regiment }{ $morale ->
        [no] {" "}(nessun Test di Morale)
       *[yes] {""}
    }
# $dice and $rerolls: the dice as typed, digits joined by commas.
history-morale-test = Test di Morale per { $regiment }: { $rolled ->
        [no] tirati dall'app
       *[yes] { $dice }
    }{ $rerolled ->
        [yes] ; ritirati { $rerolls }
       *[no] {""}
    }
# A number given as -1 is one the app rolls ("a roll", "?").
history-heal = Cura di { $points ->
        [-1] un tiro
       *[other] { $points }
    }{ $source ->
        [regeneration] {" "}(Rigenerazione)
        [fanatical_devotion] {" "}(Devozione Fanatica)
        [biotic_renewal] {" "}(Rinnovamento Biotico)
       *[none] {""}
    } su { $regiment }{ $room ->
        [no] {" "}(nessuno spazio)
       *[yes] {""}
    }
history-character-wounds = { $wounds } { $wounds ->
            [one] Ferita
           *[other] Ferite
        } su { $character } di { $regiment }
history-rally = { $regiment } si Riorganizza
history-new-round = Nuovo Turno
history-active-player = Giocatore Attivo: { $player }
# A Stand's place: its rank and file, as the step log says it.
history-contacts = Contatti di { $regiment }, Stand in { $rank ->
            [front] primo rango
            [rear] ultimo rango
           *[nth] rango { $rank_n }{ $rank_ord ->
               *[other] {""}
            }
        }{ $file ->
            [left] , estremità sinistra
            [right] , estremità destra
            [centre] , centro
            [from_left] , { $file_n }º da sinistra{ $file_ord ->
               *[other] {""}
            }
            [from_right] , { $file_n }º da destra
           *[none] {""}
        }
history-contacts-stand-id = Contatti di { $regiment }, { $stand }
history-place = { $regiment } spostato a ({ NUMBER($x, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
            [in] ″
           *[mm] {" "}mm
        }, { NUMBER($y, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
            [in] ″
           *[mm] {" "}mm
        }), rivolto a { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
history-charge = { $regiment } Carica { $edge ->
       *[front] il fronte
        [left] il fianco sinistro
        [right] il fianco destro
        [rear] il retro
    } di { $enemy }
history-bravery = { $regiment } usa Coraggio
history-decay = Decadimento { $x } su { $regiment }
# One attack of a batch ($name as the players wrote it), listed by history-attacks.
history-attack = { $name } ({ $losses ->
        [-1] ?
       *[other] { $losses }
    }{ $mw ->
        [rolled] , Ferite Multiple { $x }: tirati dall'app
        [values] , Ferite Multiple { $x }: { $values }
        [empty] , Ferite Multiple { $x }: nessuna
       *[no] {""}
    })
history-attacks = { $parts }
# $listed: the batch names its attacks ($parts); $excess: which attacks caused the excess, names and numbers as written.
history-hp-lost = { $losses ->
        [-1] ? PF persi
        [one] { $losses } PF perso
       *[other] { $losses } PF persi
    } da { $unit } ({ $pool ->
        [rank_and_file] Truppa
        [champion] Campione { $character }
        [character] Personaggio { $character }
       *[unknown] { $character }
    }){ $mw ->
        [rolled] {" "}— Ferite Multiple { $x }: tirati dall'app
        [values] {" "}— Ferite Multiple { $x }: { $values }
        [empty] {" "}— Ferite Multiple { $x }: nessuna ferita non salvata
       *[no] {""}
    }{ $listed ->
        [yes] {" "}— attacchi: { $parts }
       *[no] {""}
    }{ $has_excess ->
        [yes] ; eccesso da { $excess }
       *[no] {""}
    }
history-unstable = Instabile: { $losses } PF { $losses ->
        [one] perso
       *[other] persi
    } da { $unit }
history-roll = Tiro di { $table ->
        [recovery] Recupero
        [fate] Sorte dei Caduti
       *[wound] Tabella delle Ferite
    } per { $model }: { $die ->
        [-1] tirati dall'app
       *[other] { $die }
    }
history-wound-rolls = Tiri sulla Tabella delle Ferite per { $model }: { $dice }
# Rolls typed in one go, a chain: $named says the model's name where its rolls begin; $next is how the next roll ($parts) follows: same model (", "), another ("; "), or none.
history-typed-roll = { $named ->
        [yes] { $model }{" "}
       *[no] {""}
    }{ $table ->
        [recovery] Recupero
        [fate] Sorte dei Caduti
       *[wound] Tabella delle Ferite
    } { $die }{ $next ->
        [same] , { $parts }
        [then] ; { $parts }
       *[end] {""}
    }
history-typed-rolls = Tiri digitati: { $parts }
history-outcome = { $force }: esito { $outcome ->
        [crushing_victory] Vittoria schiacciante
        [victory] Vittoria
        [pyrrhic_victory] Vittoria di Pirro
        [noble_loss] Sconfitta onorevole
        [annihilated] Annientati
       *[lost] dai modelli persi (W-1)
    }
history-confirm = Confermato: liste aggiornate
# What an action did, in one line (also what a preview says it would do).
verdict-done = Fatto
# A verdict's parts are a chain: $next says how the rest ($parts) follows this part: then ("; "), to (" -> ", what came of it), or end.
verdict-wounds-suffered = { $n } { $n ->
            [one] Ferita subita
           *[other] Ferite subite
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-wounds-healed = { $n } { $n ->
            [one] Ferita curata
           *[other] Ferite curate
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-no-room = Nessuno spazio per ripristinare uno Stand: { $lost } { $lost ->
            [one] Punto Cura perso
           *[other] Punti Cura persi
        } (C-9){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-unused = { $n } { $n ->
            [one] Punto Cura inutilizzato
           *[other] Punti Cura inutilizzati
        }: non abbastanza per ripristinare uno Stand (C-8){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-nothing-to-heal = Niente da curare: nessun Segnalino Ferita e nessuno Stand da ripristinare (C-7){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-bravery = Coraggio: non più Spezzato{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-rallied = Riorganizzato{ $broken ->
        [yes] : non più Spezzato
       *[no] {""}
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-placed = { $how ->
        [off] Non sul tavolo
        [placed] Messo sul tavolo, rivolto a { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
        [moved] Spostato
        [turned] Girato verso { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
        [moved_turned] Spostato e girato verso { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
       *[stays] Resta dov'era
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-character-wounded = Personaggio Ferito{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-character-removed = Personaggio rimosso: { $names }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-stands-lost = { $n } { $n ->
            [one] Stand perso
           *[other] Stand persi
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-stands-lost-with = { $n } { $n ->
            [one] Stand perso
           *[other] Stand persi
        } con { $names }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-stands-restored = { $n } { $n ->
            [one] Stand ripristinato
           *[other] Stand ripristinati
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-status = { $status ->
        [shattered] ANNIENTATO
       *[destroyed] DISTRUTTO
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-broken = SPEZZATO ({ $lost } su { $baseline } in questo Turno){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-steady = Saldo: { $lost } su { $baseline } Stand, contando { $names } (C-3): Spezzato a { $threshold }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-morale-due = Test di Morale dovuto: { $dice } { $dice ->
            [one] dado
           *[other] dadi
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
# $terrifying and $phalanx moved the Resolve; $arc: the Wounds came from the flank or rear, $rerolled the passes re-rolled there (-1: none, Iron Discipline); $oblivious: the failures caused $wounds Wounds.
verdict-morale = Morale: { $dice } { $dice ->
            [one] dado
           *[other] dadi
        } contro Risolutezza { $resolve }{ $terrifying ->
        [0] { $phalanx ->
                [yes] {" "}(Falange +1)
               *[no] {""}
            }
       *[other] {" "}(Terrificante -{ $terrifying }{ $phalanx ->
                [yes] , Falange +1
               *[no] {""}
            })
    }{ $arc ->
        [flank] , dal fianco: { $rerolled ->
                [-1] nessun ritiro (Disciplina di Ferro)
               *[other] { $rerolled ->
            [one] { $rerolled } ritirato
           *[other] { $rerolled } ritirati
        }
            }
        [rear] , dal retro: { $rerolled ->
                [-1] nessun ritiro (Disciplina di Ferro)
               *[other] { $rerolled ->
            [one] { $rerolled } ritirato
           *[other] { $rerolled } ritirati
        }
            }
       *[none] {""}
    } -> { $failed ->
            [one] { $failed } fallito
           *[other] { $failed } falliti
        }{ $indomitable ->
        [0] {""}
       *[other] {" "}(Indomito: { $indomitable ->
            [one] { $indomitable } superato
           *[other] { $indomitable } superati
        })
    }{ $oblivious ->
        [yes] : { $wounds } { $wounds ->
                [one] Ferita
               *[other] Ferite
            } (Ignari)
       *[no] {""}
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-charged = Ha caricato: { $stands } { $stands ->
            [one] Stand
           *[other] Stand
        } contro { $enemy_stands } a contatto
verdict-round-begins = Inizia il Turno { $round }
verdict-active-player = { $player } è il Giocatore Attivo
# $end: the Unit destroyed, its Health Pool wiped out, or the HP carried over.
verdict-hp-lost = { $unstable ->
        [yes] Instabile:{" "}
       *[no] {""}
    }{ $losses } PF { $losses ->
            [one] perso
           *[other] persi
        }: { $removed } { $removed ->
            [one] modello rimosso
           *[other] modelli rimossi
        }; { $end ->
        [destroyed] { $unit } distrutta
        [wiped_out] { $pool ->
            [rank_and_file] la Riserva di Punti Ferita della truppa di { $unit }
            [champion] la Riserva di Punti Ferita del Campione { $character }{ $character_s ->
               *[other] {""}
            }
           *[character] la Riserva di Punti Ferita del Personaggio { $character }{ $character_s ->
               *[other] {""}
            }
        } spazzata via
       *[carried] { $carried } PF { $carried ->
            [one] perso portato avanti
           *[other] persi portati avanti
        }
    }
# A Character's or Champion's own Health Pool still standing: its name and what it has $left of its $hp Health Points.
verdict-hp-left = { $unstable ->
        [yes] Instabile:{" "}
       *[no] {""}
    }{ $losses } PF { $losses ->
            [one] perso
           *[other] persi
        }; { $character }: { $left ->
            [one] resta { $left }
           *[other] restano { $left }
        } di { $hp } PF
# Dice of a Morale Test judged as they go in: the failures so far; $first: the first roll's, while its passes are re-rolled (-1: not re-rolling).
verdict-so-far = { $failed } { $failed ->
            [one] fallimento
           *[other] fallimenti
        } finora{ $first ->
        [-1] {""}
       *[other] {" "}({ $first } nel primo tiro)
    }
verdict-reroll-heading = Test di Morale: ritira { $passes } { $passes ->
            [one] dado
           *[other] dadi
        }
verdict-reroll-text = Primo tiro { $dice }: ritira { $passes } { $passes ->
            [one] dado superato
           *[other] dadi superati
        } (C-23)
verdict-reroll-label = Ritira { $passes } { $passes ->
            [one] dado superato
           *[other] dadi superati
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
        [stands_lost] Stand persi
        [wounds_lost] Ferite subite
        [stands_restored] Stand ripristinati
        [hp_lost] Punti Ferita persi
        [recovered] Di nuovo nella banda
        [dead] Morti
        [retired] Ritirati ciechi
        [owed] Ancora da tirare
       *[models_lost] Modelli persi
    }
# What a side's luck chart counts (its bad results, plural).
report-line-bad = { $kind ->
        [morale] dadi di Morale falliti
        [dice] risultati cattivi
        [multiple_wounds] Punti Ferita persi per Ferite Multiple
       *[recovery] morti al Recupero
    }
report-line-round = Turno { $round }
report-line-whole-battle = Tutta la battaglia
report-line-the-battle = La battaglia
# The campaign's Recovery rolls, as the time they were made.
report-line-recovery = Recupero
report-line-title-conquest = Battaglia di Conquest, Turno { $round }
report-line-title-ninth-age = Battaglia di The Ninth Age
report-line-title-campaign = Dopo-battaglia della campagna { $confirmed ->
        [yes] (confermato)
       *[no] (in corso)
    }
# A Regiment's, Unit's or warband's strength: $name, its figures ($parts) and its state.
report-line-strength = { $name }: { $parts }{ $status ->
        [broken] {" "}(Spezzato)
        [shattered] {" "}(Annientato)
        [destroyed] {" "}(distrutto)
       *[none] {""}
    }
report-line-figure = { $figure ->
        [stands] Stand
        [wounds] Ferite
        [models] modelli
        [hp] Punti Ferita
       *[warband] modelli nella banda
    } { $now } di { $start }
# Stands counting a Regiment's Characters (C-3).
report-line-figure-characters = Stand (incl. ★ { $characters } { $characters ->
        [one] Personaggio
       *[other] Personaggi
    }) { $now } di { $start }
# A side's losses: $player, then the first item ($parts), each item holding the next.
report-line-losses = { $player }: { $parts }
report-line-loss-count = { $measure ->
        [stands_lost] Stand persi
        [wounds_lost] Ferite subite
        [stands_restored] Stand ripristinati
        [hp_lost] Punti Ferita persi
        [recovered] Di nuovo nella banda
        [dead] Morti
        [retired] Ritirati ciechi
        [owed] Ancora da tirare
       *[models_lost] Modelli persi
    } { $count }{ $more ->
        [yes] ; { $parts }
       *[no] {""}
    }
# $names: the Regiments or Units, as named, a comma between.
report-line-loss-mark = { $mark ->
        [broken] Spezzati
        [shattered] Annientati
       *[destroyed] Distrutti
    }: { $names }{ $more ->
        [yes] ; { $parts }
       *[no] {""}
    }
# Who lost more: $more lost more than $fewer, by $measure.
report-line-lead-more = { $more } ha perso più { $measure ->
        [stands_lost] Stand
        [wounds_lost] Ferite
        [hp_lost] Punti Ferita
       *[models_lost] modelli
    }: { $high } a { $low } ({ $diff } più di { $fewer })
report-line-lead-none = Nessuna delle due parti ha ancora perso { $measure ->
        [stands_lost] Stand
        [wounds_lost] Ferite
        [hp_lost] Punti Ferita
       *[models_lost] modelli
    }
# Even on the first measure; $parts says who lost more by the next.
report-line-lead-even-on = Pari negli { $measure ->
        [stands_lost] Stand
        [wounds_lost] Ferite
        [hp_lost] Punti Ferita
       *[models_lost] modelli
    } ({ $count } ciascuno); { $parts }
report-line-lead-even = Pari: ogni parte ha perso { $count } { $measure ->
        [stands_lost] Stand
        [wounds_lost] { $count ->
            [one] Ferita
           *[other] Ferite
        }
        [hp_lost] { $count ->
            [one] Punto Ferita
           *[other] Punti Ferita
        }
       *[models_lost] { $count ->
            [one] modello
           *[other] modelli
        }
    }
# The tail a side's luck quotes: $actual or fewer bad results, or more.
report-line-quote = { $actual } { $quote ->
        [fewer] o meno
       *[more] o più
    }
report-line-side-none = { $player }: nessun { $kind ->
        [morale] dado di Morale tirato
        [dice] dado tirato
        [multiple_wounds] dado di Ferite Multiple tirato
        [recovery] tiro di Recupero fatto
       *[none] tiro fatto
    }
# A side's luck: $actual bad results of $dice dice, $expected expected; $parts is the
# tail quoted (report-line-quote) and its chance; the verdict.
report-line-side-luck = { $player }: { $actual } { $kind ->
        [morale] { $actual ->
            [one] dado di Morale fallito
           *[other] dadi di Morale falliti
        }
        [dice] { $actual ->
            [one] risultato cattivo
           *[other] risultati cattivi
        }
        [multiple_wounds] { $actual ->
            [one] Punto Ferita perso per Ferite Multiple
           *[other] Punti Ferita persi per Ferite Multiple
        }
       *[recovery] { $actual ->
            [one] morto al Recupero
           *[other] morti al Recupero
        }
    } su { $dice }{ $kind ->
        [dice] {" "}dadi
       *[other] {""}
    } (attesi { NUMBER($expected, maximumFractionDigits: 1, useGrouping: 0) }); { $parts }: { $bound ->
        [below] <{ NUMBER($percent, maximumFractionDigits: 1) }%
        [above] >{ NUMBER($percent, maximumFractionDigits: 1) }%
        [tenths] { NUMBER($percent, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
       *[none] { NUMBER($percent, maximumFractionDigits: 0) }%
    } ({ $verdict ->
        [lucky] fortunato
        [unlucky] sfortunato
       *[as_expected] più o meno come previsto
    })
report-line-these = battaglie con questi { $kind ->
        [morale] dadi di Morale
        [dice] dadi
        [multiple_wounds] dadi di Ferite Multiple
       *[recovery] tiri di Recupero
    }
# Where a side's total stands: better or worse than $share (in percent) of
# $parts (report-line-these).
report-line-standing = { $verdict ->
        [unlucky] Sfortunato: peggio di { NUMBER($share, maximumFractionDigits: 1) } { $parts } su 100
        [lucky] Fortunato: meglio di { NUMBER($share, maximumFractionDigits: 1) } { $parts } su 100
       *[as_expected] Più o meno come previsto per { $parts }
    }
# The least likely roll: when ($period, $round), who, whose, what ($parts), its chance.
report-line-swing = { $period ->
        [round] Turno { $round }
        [whole] Tutta la battaglia
        [battle] La battaglia
       *[recovery] Recupero
    }, { $who } ({ $player }): { $parts }; { $how ->
        [better] così bene o meglio
       *[worse] così male o peggio
    }: { $bound ->
        [below] <{ NUMBER($percent, maximumFractionDigits: 1) }%
        [above] >{ NUMBER($percent, maximumFractionDigits: 1) }%
        [tenths] { NUMBER($percent, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
       *[none] { NUMBER($percent, maximumFractionDigits: 0) }%
    }
report-line-none-to-judge = Ancora nessun { $kind ->
        [morale] dado di Morale
        [dice] dado
        [multiple_wounds] dado di Ferite Multiple
       *[recovery] tiro di Recupero
    } da giudicare.
report-line-every-roll = { $kind ->
        [morale] Ogni Test di Morale
        [dice] Ogni tiro
        [multiple_wounds] Ogni tiro di Ferite Multiple
       *[recovery] Ogni tiro di Recupero
    } ({ $count })
# The page's word for a roll's verdict beside it.
report-line-verdict = { $verdict ->
        [lucky] fortunato
        [unlucky] sfortunato
       *[other] più o meno come previsto
    }
# The summary to paste into a chat: its first line ($name the players' own name for the
# game, if $named; $parts the report's title).
report-line-summary-head = { $named ->
        [yes] { $name } ({ $parts })
       *[no] { $parts }
    }: { $first } contro { $second }
report-line-summary-now = Ora: { $parts }
report-line-summary-luck = Fortuna ({ $rule }, probabilità esatte):
report-line-summary-swing = Tiro meno probabile: { $parts }
report-line-made-with = Fatto con Aftermath
# Conquest's judged rolls (C-12, C-23, C-29); $rerolled: the passes re-rolled, 0 for none.
report-line-conquest-morale = Test di Morale, { $dice } { $dice ->
        [one] dado
       *[other] dadi
    } contro Risolutezza { $resolve }{ $rerolled ->
        [0] {""}
       *[other] , { $rerolled ->
            [one] { $rerolled } ritirato
           *[other] { $rerolled } ritirati
        }
    }: { $failed ->
            [one] { $failed } fallito
           *[other] { $failed } falliti
        }
report-line-conquest-decay = Decadimento { $x }, { $dice } { $dice ->
        [one] dado
       *[other] dadi
    }: { $wounds } da 5 o 6
report-line-conquest-biotic = Rinnovamento Biotico, un D{ $sides }: { $points } { $points ->
        [one] curato
       *[other] curati
    }, { $short } meno di { $sides }
report-line-conquest-no-tests = In questa battaglia non è stato tirato alcun Test di Morale, quindi non c’è fortuna da giudicare (C-12).
report-line-conquest-rolled-none = { $player } non ha tirato { $kind ->
        [morale] alcun Test di Morale.
       *[dice] alcun dado.
    }
report-line-conquest-test-owed = { $regiment } ({ $player }): 1 Test di Morale ancora da tirare ({ $dice } { $dice ->
        [one] dado
       *[other] dadi
    }), non ancora giudicato (C-12).
report-line-ninth-age-cannot-judge = Le perdite di The Ninth Age si inseriscono come Punti Ferita persi, non si tirano qui: l’app non ha dadi di questa battaglia, quindi il rapporto mostra cosa ha perso ogni parte ma non può giudicare la fortuna di nessuno (N-2).
report-line-ninth-age-no-rounds = Per The Ninth Age i Turni non sono registrati: le perdite valgono per tutta la battaglia.
report-line-ninth-age-only-multiple-wounds = Si giudicano solo i dadi di Ferite Multiple (N-6): le altre perdite si inseriscono come Punti Ferita persi, non si tirano qui (N-2).
# A Multiple Wounds roll judged (N-6): $x as the player wrote it; the Health Pool as in
# ninth-pool-loses.
report-line-ninth-age-multiple-wounds = Ferite Multiple { $x }, { $wounds } { $wounds ->
        [one] ferita non salvata
       *[other] ferite non salvate
    } su { $pool ->
        [rank_and_file] la Riserva di Punti Ferita dei Ranghi & File di { $unit }
        [champion] la Riserva di Punti Ferita del Campione { $character }{ $character_s ->
           *[other] {""}
        }
       *[character] la Riserva di Punti Ferita del Personaggio { $character }{ $character_s ->
           *[other] {""}
        }
    }: { $cost } Punti Ferita
report-line-campaign-recovery-roll = Tiro di Recupero { $die }, serviva { $number } o meno: { $dead ->
        [yes] muore
       *[no] sopravvive
    }
report-line-campaign-fate-count = { $count } × { $fate ->
        [full_recovery] Recupero completo
        [wounded] Ferito
        [badly_wounded] Gravemente ferito
        [bitter_enemy] Nemico giurato
        [captured] Catturato
       *[miraculous_recovery] Recupero miracoloso
    }
# $parts: the fates (report-line-campaign-fate-count).
report-line-campaign-fates = Sorti ({ $warband }, W-3): { $parts }
report-line-campaign-captive = Prigionieri (W-5): { $parts }
report-line-campaign-no-rolls = Ancora nessun tiro di Recupero, quindi non c’è fortuna da giudicare (W-2).
report-line-campaign-dead-unrolled = { $warband }: { $count } { $count ->
        [one] perdita irrecuperabile, morta senza tiro (W-2), non contata come fortuna.
       *[other] perdite irrecuperabili, morte senza tiro (W-2), non contate come fortuna.
    }
# A profile pack's one button: its $count profiles of $faction (as the pack names it).
report-line-pack-offer = Aggiungi { $count } { $count ->
        [one] profilo
       *[other] profili
    } di { $faction }
# The examples on the home screen: the rule texts' worked examples (names of Regiments
# as the rules name them).
example-men-at-arms-title = Men-at-Arms (Ferite 4)
example-men-at-arms-about = Capitolo 5: una Riserva di Ferite di 2, poi una di 6 su un Reggimento con Ferite 4.
example-household-knights-title = Cavalry e Household Knights (Ferite 4)
example-household-knights-about = Capitolo 5: la Cavalry subisce due volte 5 Ferite; gli Household Knights si Curano di 6.
example-press-the-attack-title = Incalzare l’Attacco (Fig. 6.1)
example-press-the-attack-about = Capitolo 6: A combatte contro il retro di B. Una Riserva di Ferite di 3 rimuove l’ultimo rango di B; A è Isolato e viene spinto di nuovo a contatto.
example-morale-title = Militia (Risolutezza 2) e Order of the Crimson Tower (Risolutezza 4)
example-morale-about = Capitolo 6: la Militia tira 1, 2, 3, 3, 6; la Crimson Tower tira 1, 3, 6.

## What was wrong: a list, a file, a link, a backup or the device's data
# (Messages of this group follow this line.)
# A pasted list's refusals (a system's plain-text export); $line: the line's number, $rest: the place inside the line as the list names it, or empty.
list-reader-at-line = testo, riga { NUMBER($line, useGrouping: 0) }{ $rest }: { $parts }
list-reader-in-text = testo{ $rest }: { $parts }
# The name of a list's format, in the import's summary.
list-reader-para-bellum-text = Testo del costruttore di eserciti di Para Bellum
list-reader-too-many-lines = ha { NUMBER($count, useGrouping: 0) } righe; al massimo { NUMBER($most, useGrouping: 0) }
list-reader-line-too-long = è lunga { NUMBER($length) } caratteri; una riga ne ha al massimo { NUMBER($most) }
list-reader-no-regiment-line = non contiene alcuna riga di Reggimento ( * Nome (Stand) ...): non è un’esportazione del costruttore di eserciti di Para Bellum
# Why a pasted line was not read (the rest of the list imports); $name: a Character's or a Regiment's name as the list writes it.
list-reader-before-first-character = viene prima del primo Personaggio e non è il nome della lista, né la sua fazione, né la sua regola d’esercito
list-reader-not-a-regiment-line = non è una riga di Reggimento: * Nome (Stand) [punti]: potenziamenti
list-reader-not-a-list-line = non è una riga di Personaggio (== Nome [punti]: potenziamenti) né di Reggimento (* Nome (Stand) [punti]: potenziamenti)
list-reader-leads-none = { $name } non guida alcun Reggimento: i Reggimenti di una banda seguono il loro Personaggio, che si unisce al primo
list-reader-stands-refused = { $name } ha ({ NUMBER($stands, useGrouping: 0) }) Stand: un Reggimento ne ha da 1 a { NUMBER($most, useGrouping: 0) }
# A Regiment or a Unit of a roster file refused.
list-reader-makes-stands = arriva a { NUMBER($stands, useGrouping: 0) } Stand; al massimo { NUMBER($most, useGrouping: 0) }
list-reader-no-regiment-to-join = è un Personaggio senza un Reggimento della sua forza a cui unirsi
list-reader-makes-models = arriva a { NUMBER($models, useGrouping: 0) } modelli; un’Unità ne ha al massimo { NUMBER($most, useGrouping: 0) }
# A list file's bytes, zip, XML and JSON; $value: the file's value, quoted as it wrote it.
file-error-list-too-big = è di { NUMBER($size) } byte; un file di lista è al massimo di { NUMBER($most) } byte (4 MiB)
file-error-not-a-zip = non è un file zip (.rosz) leggibile
file-error-zip-files = contiene { NUMBER($count, useGrouping: 0) } file; un .rosz contiene esattamente un elenco
file-error-zip-path = contiene { $name }, un percorso; un .rosz contiene un semplice nome di file
file-error-encrypted = è cifrato
file-error-unpacks-to = decompresso è di { NUMBER($size) } byte; al massimo { NUMBER($most) }
file-error-unpacks-times = decompresso cresce { NUMBER($times, useGrouping: 0) } volte; al massimo { NUMBER($most, useGrouping: 0) } (una bomba zip?)
file-error-not-unpacked = non è stato possibile decomprimerlo ({ $reason })
file-error-unpacks-larger = decompresso è più grande di quanto dica la sua intestazione; rifiutato
file-error-not-a-number = { $value } non è un numero
file-error-more-than = { NUMBER($value, useGrouping: 0) } è più di { NUMBER($high, useGrouping: 0) }
file-error-xml-too-many = contiene più di { NUMBER($most) } elementi XML; un elenco ne contiene molti meno
file-error-xml-too-deep = è XML annidato per più di { NUMBER($most, useGrouping: 0) } elementi; un elenco è molto meno annidato
file-error-declares-dtd = dichiara una DTD o entità, che a un elenco non servono mai; rifiutato senza leggerlo ({ $kind })
file-error-not-xml = non è XML ben formato ({ $reason })
file-error-not-a-roster-xml = è XML il cui elemento radice è <{ $tag }>, non un <roster> di BattleScribe
file-error-too-many-entries = contiene più di { NUMBER($most) } voci; non è un elenco che questa app legge
file-error-not-text = { $value } non è un testo
file-error-attribute-too-long = è lungo { NUMBER($length, useGrouping: 0) } caratteri; al massimo { NUMBER($most, useGrouping: 0) }
file-error-nested = è annidato per { NUMBER($depth, useGrouping: 0) } livelli; al massimo { NUMBER($most, useGrouping: 0) }
file-error-not-a-list = { $value } non è una lista
file-error-not-an-entry = { $value } non è una voce
file-error-not-number-or-text = { $value } non è né un numero né un testo
file-error-json-too-deep = è JSON annidato per { NUMBER($depth, useGrouping: 0) } livelli; al massimo { NUMBER($most, useGrouping: 0) } (un elenco è molto meno annidato)
file-error-json-too-many = contiene più di { NUMBER($most) } valori JSON; un elenco ne contiene molti meno
file-error-not-valid-json = non è JSON valido ({ $reason })
file-error-json-no-roster = è JSON senza «roster»: non è un elenco di New Recruit né di BattleScribe
file-error-not-utf8 = non è testo UTF-8 (byte { NUMBER($byte, useGrouping: 0) })
# An answer of the list import refused: the expectation, then the value given.
file-error-answer = { $expected }, ricevuto { $got }
# A field of a file, a link or the device's data (the readers' rarer checks).
field-at-most-in-size = deve essere al massimo { NUMBER($size) } in valore assoluto
field-whole-number-or-text = deve essere un numero intero o un testo
field-finite-number = deve essere un numero finito di al massimo { $most }
field-no-refused-character = non deve contenere { $character } (carattere { NUMBER($at, useGrouping: 0) }): i nomi non contengono caratteri di controllo, di direzione o invisibili
field-lone-surrogate = deve essere un testo Unicode valido (il carattere { NUMBER($at, useGrouping: 0) } è un surrogato isolato)
field-two-players = deve nominare esattamente due giocatori
field-exactly = deve essere { $value }
field-characters-long = è lungo { NUMBER($length) } caratteri; al massimo { NUMBER($most) }
field-holds-at-most-items = contiene al massimo { NUMBER($most, useGrouping: 0) } elementi
field-nested-too-deep = è annidato per più di { NUMBER($most, useGrouping: 0) } livelli (liste e oggetti uno dentro l’altro); niente di ciò che scrive questa app lo è
field-not-a-json-number = non è un numero che JSON ammette
field-infinite-number = è un numero troppo grande per essere tenuto (si legge come infinito)
field-held-twice = contiene questo identificativo due volte
field-answered-twice = ha una risposta due volte
# Where in a list file: the place in the file's own terms, then what is wrong there.
file-error-at = { $where }: { $parts }
# $file: the file's name, quoted; pasted: yes when the list was pasted, not picked.
file-error-in-file = { $pasted ->
    [yes] testo incollato
   *[no] file { $file }
}{ $rest }: { $parts }
file-error-bytes-or-text = devono essere i byte del file o il suo testo
file-error-object-per-system = deve essere un oggetto di { $what ->
    [muster] profili
   *[factions] schede di fazione
} per sistema
file-error-list-of = deve essere una lista di { $what ->
    [muster] profili
   *[factions] schede di fazione
}
file-error-still-lacks = a { $name } manca ancora { $missing }
file-error-other-system = è un elenco di «{ $named ->
    [yes] { $system }
   *[no] nessun sistema di gioco
}»; questa app legge elenchi di { $first } e di { $second }
file-error-not-a-roster = non è un elenco: né XML di BattleScribe (.ros, .rosz), né JSON di New Recruit, né un’esportazione del costruttore di eserciti di Para Bellum
file-error-empty = è vuoto: incolla il testo di un elenco o scegli il suo file
file-error-no-force = non contiene alcuna forza
file-error-too-many-pieces = contiene { NUMBER($count, useGrouping: 0) } Reggimenti o Unità; al massimo { NUMBER($most, useGrouping: 0) }
file-error-no-pieces = non contiene alcun Reggimento né alcuna Unità che questa app possa schierare
file-error-no-list-files = non ha liste d’esercito lette da file
file-error-name-not-text = ha un nome che non è un testo
file-error-blank-name = ha un nome vuoto
file-error-name-too-long = ha un nome di { NUMBER($length, useGrouping: 0) } caratteri; al massimo { NUMBER($most, useGrouping: 0) }
file-error-refused-character = ha { $what ->
    [name] un nome
    [title] un titolo
    [rule] una regola speciale
   *[note] un’etichetta o una nota
} con { $character } (carattere { NUMBER($at, useGrouping: 0) }): i nomi non contengono caratteri di controllo, di direzione o invisibili
file-error-of-piece = { $name }: { $parts }
file-error-piece-index-or-name = deve essere il numero di un elemento o il nome di uno
file-error-one-reading = la W di questo Reggimento ha una sola lettura
file-error-character-index = deve essere il numero di un Personaggio
file-error-only-joins = solo un Personaggio di { $system } si unisce a un Reggimento
file-error-character-as = deve nominare un Personaggio come <Reggimento>.<Personaggio>, numeri dell’anteprima
file-error-regiment-index = deve essere il numero di un Reggimento, da 0 a { NUMBER($last, useGrouping: 0) }
file-error-most-characters = { $name } accoglie al massimo { NUMBER($most, useGrouping: 0) } { $most ->
    [one] Personaggio
   *[other] Personaggi
}
file-error-ascii-id = deve essere fatto di lettere ASCII, cifre, '-', '_' o '.'
file-error-battle-version = deve essere una versione di scheda di battaglia che questa app legge ({ $versions })
file-error-kind-and-id = deve essere [tipo, identificativo]
file-error-file-text = deve essere il testo del file
file-error-too-large = è più grande di quanto legga il motore ({ NUMBER($most) } caratteri)
file-error-not-complete-json = non è JSON completo (troncato o danneggiato: { $reason })
file-error-not-a-backup = deve essere { $format }: questo non è un file di backup di Aftermath
file-error-newer-backup = è stato scritto da una versione più recente di Aftermath; questa legge i backup fino alla versione { NUMBER($version, useGrouping: 0) }: aggiorna l’app, poi importalo
# The first bad item's problem, then how many items are bad.
file-error-nothing-imported = { $parts } ({ $bad ->
    [1] non viene importato nulla
   *[other] { NUMBER($bad, useGrouping: 0) } elementi sono errati; non viene importato nulla
})
file-error-cannot-be-replayed = non può essere rigiocata: { $parts } ({ $rule })
file-error-cannot-be-replayed-as = non può essere rigiocata: { $reason }
file-error-time = deve essere un’ora in millisecondi interi dal 1970
file-error-not-a-pack = deve essere { $format }: questo non è un pacchetto di profili
file-error-newer-pack = è stato scritto da un Aftermath più recente (questo legge la versione { NUMBER($version, useGrouping: 0) })
file-error-no-source = deve dire da dove vengono i valori (un libro, un sito, un club)
file-error-one-profile = deve contenere almeno un profilo
file-error-letter-or-digit = deve contenere una lettera o una cifra: una lista trova un profilo grazie a esse
file-error-same-name = è anche il nome di profiles[{ NUMBER($index, useGrouping: 0) }] (i nomi si confrontano senza badare a maiuscole, accenti, apostrofi o spazi): un pacchetto nomina ogni profilo una volta
file-error-pack-text = deve essere il testo del file del pacchetto
file-error-pack-too-large = è troppo grande per un pacchetto di profili (al massimo { NUMBER($most) })
file-error-pack-too-deep = è annidato per più di { NUMBER($most, useGrouping: 0) } livelli; nessun pacchetto di profili lo è
file-error-pack-not-json = non è il testo di un pacchetto di profili (non è JSON dalla riga { NUMBER($line, useGrouping: 0) }, colonna { NUMBER($column, useGrouping: 0) }): incolla il pacchetto intero come è stato condiviso o esportato; una lista d’esercito va in «Importa una lista»
file-error-link-not-text = Questo link non è un testo.
file-error-link-too-long = Questo link è troppo lungo ({ NUMBER($length, useGrouping: 0) } caratteri; al massimo { NUMBER($most, useGrouping: 0) }).
file-error-link-not-a-link = Questo non è un link di condivisione di Aftermath (dovrebbe iniziare con v1.).
file-error-link-newer = Questo link è stato creato da un Aftermath più recente (formato { NUMBER($format, useGrouping: 0) }); aggiorna l’app per aprirlo.
file-error-link-unknown-format = Il formato di questo link ({ NUMBER($format, useGrouping: 0) }) non è uno che Aftermath conosca.
file-error-link-odd-characters = Questo link è danneggiato: contiene caratteri che un link di condivisione non ha mai.
file-error-link-unreadable = Questo link è danneggiato: non è stato possibile leggerlo.
file-error-link-not-unpacked = Questo link è danneggiato: non è stato possibile decomprimerlo.
file-error-link-too-much = Questo link contiene troppo (oltre { NUMBER($kib, useGrouping: 0) } KiB una volta decompresso).
file-error-link-incomplete = Questo link è incompleto: ne manca una parte (è stato tagliato?).
file-error-link-extra-data = Questo link è danneggiato: ha dati in più alla fine.
file-error-link-text-unreadable = Questo link è danneggiato: il suo testo non è leggibile.
file-error-link-too-deep = Questo link è danneggiato: i suoi dati sono annidati troppo a fondo.
file-error-link-damaged-by = Questo link è danneggiato: { $parts }
file-error-link-not-data = Questo link è danneggiato: il suo contenuto non sono dati validi.
file-error-link-too-many-items = Questo link contiene troppi elementi (al massimo { NUMBER($most) }).
file-error-link-not-a-thing = Questo link non descrive una battaglia, un Reggimento, un’Unità né un elenco di banda.
file-error-link-cannot-open = Questo link contiene qualcosa che questa versione di Aftermath non può aprire.
file-error-link-name-invalid = Il nome di questo link non è valido: { $parts }
# $title: what the link carries, as its rule system titles it.
file-error-link-kind-invalid = Il contenuto di questo link ({ $title }) non è valido: { $parts }
file-error-muster-blank = non deve essere vuoto: l’Adunata lo elenca per nome
file-error-system-profile = deve essere un profilo di { $system }
# $pieces: regiments or units, the battle's key.
file-error-battle-holds = una battaglia accoglie al massimo { NUMBER($most, useGrouping: 0) } { $pieces ->
    [regiments] Reggimenti
   *[units] Unità
}
file-error-same-system = deve essere dello stesso sistema di regole della prima lista ({ $system })
file-error-no-profiles = non è una battaglia di { $first } o di { $second }: solo quelle hanno profili

## What was wrong: a battle's form, a rule system's data or a request
# (Messages of this group follow this line.)
# Said after a field's name: "<field>: <this>, got <value>" (invalid-data). Names of
# Regiments, Units, models and rosters, ids and lists of keys go in as written.
form-error-listed-twice = compare due volte
form-error-named-twice = è nominato due volte
form-error-already-used = è già usato
# $things: regiments, stands, units or models.
form-error-used-by-two = è usato da due { $things ->
    [regiments] Reggimenti
    [stands] Stand
    [units] Unità
   *[models] modelli
}
# $piece: regiment or unit.
form-error-not-in-battle = non è { $piece ->
    [regiment] un Reggimento
   *[unit] un’Unità
} di questa battaglia
# $whole: regiment (needs a Stand), battle (a Unit) or unit (a model).
form-error-needs-one = { $whole ->
    [regiment] un Reggimento ha bisogno di almeno uno Stand
    [battle] una battaglia ha bisogno di almeno un’Unità
   *[unit] un’Unità ha bisogno di almeno un modello
}
form-error-friendly = è un Reggimento amico, non un nemico
form-error-destroyed = è distrutto
form-error-whole-from-to = deve essere un numero intero da { NUMBER($low, useGrouping: 0) } a { NUMBER($high, useGrouping: 0) }
form-error-whole-numbers = deve essere un elenco di numeri interi
form-error-not-empty = non deve essere vuoto
form-error-zero-or-one = deve essere 0 o 1
form-error-valid-json = deve essere JSON valido
form-error-json-text = deve essere testo JSON
form-error-json-text-under = deve essere testo JSON sotto i { NUMBER($most, useGrouping: 0) } caratteri
# $what: decay or pool.
form-error-left-out-with = va omesso con { $what ->
    [decay] il decadimento
   *[pool] una riserva
}
# $word: a word of the two phones' messages (propose, action, state, ask), as written.
form-error-must-be = deve essere { $word }
form-error-table-size = deve essere [larghezza, profondità] in mm, o null
form-error-needs-battlefield-to-stand = ha bisogno di un campo di battaglia su cui stare (C-17)
form-error-needs-battlefield = ha bisogno di un campo di battaglia (C-18)
form-error-rerolls-per-pass = deve essere { NUMBER($passes, useGrouping: 0) } { $passes ->
    [one] dado
   *[other] dadi
}: un ritiro per ogni dado superato (C-23)
form-error-no-rerolls = questo test non ritira dadi: lo fanno solo le Ferite dal fianco o dal retro, e non con Disciplina di Ferro (C-23)
form-error-rank-file = deve essere [rango, fila]
form-error-below-stand-wounds = deve essere inferiore alle Ferite dello Stand ({ NUMBER($wounds, useGrouping: 0) }); uno Stand con così tante è distrutto
form-error-destroyed-stand-empty = uno Stand distrutto non ha segnalini né contatti
form-error-below-character-wounds = deve essere inferiore alle Ferite del Personaggio ({ NUMBER($wounds, useGrouping: 0) })
# $regiment: the Regiment's id, quoted.
form-error-not-stand-of = non è uno Stand del Reggimento { $regiment }
form-error-not-character-of = non è un Personaggio del Reggimento { $regiment }
form-error-left-or-right = deve essere null, 'left' o 'right'
form-error-too-many-auxiliaries = con i { NUMBER($count, useGrouping: 0) } Stand propri del Reggimento fanno { NUMBER($total, useGrouping: 0) }; un Reggimento ne ha al massimo { NUMBER($most, useGrouping: 0) }
form-error-below-files = deve essere inferiore alle file del Reggimento ({ NUMBER($files, useGrouping: 0) })
form-error-not-stand-of-formation = non è uno Stand di questa formazione
form-error-command-auxiliary = è uno Stand ausiliario: lo Stand di Comando è uno di quelli propri del Reggimento
# $rank, $file: counted from 1; $other: the Stand already there.
form-error-place-taken = sta nel rango { NUMBER($rank, useGrouping: 0) }, fila { NUMBER($file, useGrouping: 0) } (contando da 1), il posto di { $other }
form-error-rear-rank-only = solo l’ultimo rango può essere incompleto (C-1; ranghi e file contati da 1, dal primo rango e dalla fila a sinistra)
form-error-at-least-stands = deve essere almeno il numero di Stand ({ NUMBER($stands, useGrouping: 0) })
form-error-broken-at = va impostato esattamente quando il Reggimento è Spezzato (C-15)
form-error-no-own-stand = non contiene alcuno Stand proprio del Reggimento
# $regiment_s: yes when the name ends in s (the English possessive).
form-error-own-side = è un Reggimento dello schieramento di { $regiment }{ $regiment_s ->
   *[other] {""}
}, non un Reggimento Nemico
# $arc: front, flank or rear.
form-error-arc-in-contact = il campo di battaglia ha { $enemy } a contatto con { $arc ->
    [front] il fronte
    [flank] il fianco
   *[rear] il retro
} di { $regiment }{ $regiment_s ->
   *[other] {""}
}
# $kind: the Regiment's kind as written (infantry, cavalry, brute, monster).
form-error-biotic-renewal = Rinnovamento Biotico cura un D{ NUMBER($die, useGrouping: 0) } per { $regiment } ({ $kind }) (C-29)
form-error-regeneration-range = Rigenerazione (X) cura X, da 1 a 6
# $source: the named heal.
form-error-named-heal = { $source ->
    [fanatical_devotion] Devozione Fanatica
    [biotic_renewal] Rinnovamento Biotico
   *[regeneration] Rigenerazione
} cura { NUMBER($points, useGrouping: 0) } (C-29)
form-error-character-regeneration = solo la Rigenerazione propria di un Personaggio cura lui solo (C-29)
form-error-two-edges = devono essere due nomi di lato tra { $edges }
form-error-dice-owed = contiene { NUMBER($given, useGrouping: 0) } dadi: { $owed ->
    [one] ne è dovuto solo { NUMBER($owed, useGrouping: 0) }
   *[other] ne sono dovuti solo { NUMBER($owed, useGrouping: 0) }
}
form-error-rerolls-after-first = vengono dopo l’intero primo tiro: { NUMBER($entered, useGrouping: 0) } dadi inseriti su { NUMBER($owed, useGrouping: 0) }
form-error-rerolls-only-passes = contiene { NUMBER($given, useGrouping: 0) } dadi: { $passes ->
    [one] si ritira solo il { NUMBER($passes, useGrouping: 0) } dado superato
   *[other] si ritirano solo i { NUMBER($passes, useGrouping: 0) } dadi superati
}
form-error-table-left-out = va omesso: questa battaglia ha il suo campo di battaglia
form-error-pool-or-attacks = ha bisogno di una riserva o di attacchi
form-error-left-out-multiple-wounds = va omesso con Ferite Multiple (multiple_wounds)
form-error-multiple-wounds-spec = deve essere un numero o un dado come "D3", "D6" o "D3+1"
form-error-fixed-multiple-wounds = Ferite Multiple fisse devono essere da 1 a { NUMBER($most, useGrouping: 0) }
form-error-d3-or-d6 = il dado deve essere un D3 o un D6
form-error-bonus-range = il bonus deve essere da +1 a +6
form-error-fixed-value = deve essere { NUMBER($value, useGrouping: 0) }, le Ferite Multiple fisse
# $die: as the player wrote it (D3+1).
form-error-die-result = deve essere un risultato di { $die } da { NUMBER($low, useGrouping: 0) } a { NUMBER($high, useGrouping: 0) }
form-error-values-per-wound = deve contenere esattamente { NUMBER($wounds, useGrouping: 0) } valori, uno per ferita non salvata
form-error-losses-cost = deve essere { NUMBER($total, useGrouping: 0) }, quanto costano i valori delle Ferite Multiple (N-6), o essere omesso
form-error-multiple-wounds-one-attack = è un solo attacco: con più attacchi, inserisci le perdite di ciascuno
form-error-excess-needs-attacks = ha bisogno degli attacchi della serie tra cui scegliere (attacks)
form-error-names-rank-and-file = indica la Riserva di Punti Ferita dei Ranghi & File
# $kind: character or champion.
form-error-below-health-points = deve essere inferiore ai Punti Ferita { $kind ->
    [champion] del campione
   *[character] del personaggio
} ({ NUMBER($hp, useGrouping: 0) })
# $unit: the Unit's id, quoted; $pools: its Health Pools' ids.
form-error-not-pool-of = non è una Riserva di Punti Ferita dell’Unità { $unit } (una tra { $pools })
form-error-not-model-of-unit = non è un modello dell’Unità { $unit }
form-error-models-count-or-list = deve essere il numero di modelli dei Ranghi & File (un’Unità nuova) o l’elenco dei modelli (una salvata)
form-error-most-models = con i suoi Personaggi un’Unità ha al massimo { NUMBER($most, useGrouping: 0) } modelli
form-error-another-model-id = è già l’id di un altro modello
form-error-two-characters-id = è l’id di due Personaggi
form-error-one-model = deve avere esattamente un modello nell’Unità, ne ha { NUMBER($has, useGrouping: 0) } (N-1)
form-error-removed-no-lost = deve essere 0: un modello rimosso non porta Punti Ferita persi (N-2)
form-error-below-hp-per-model = deve essere inferiore ai Punti Ferita per modello ({ NUMBER($hp, useGrouping: 0) }); perderne così tanti rimuove un modello intero (N-2)
form-error-wiped-out-pool = deve essere 0: una Riserva di Punti Ferita annientata non riporta nulla (N-2)
form-error-already-removed = è già stato rimosso
form-error-rearmost-first = sta nel rango { NUMBER($rank, useGrouping: 0) }, ma i modelli escono prima dall’ultimo rango, ora il rango { NUMBER($now, useGrouping: 0) } (N-3)
form-error-pick-not-used = non serve: questa serie rimuove solo { NUMBER($used, useGrouping: 0) } { $used ->
        [one] modello
       *[other] modelli
    } dai ranghi dietro il primo, gli unici che il proprietario può scegliere (N-3)
form-error-picks-rank-and-file = scegli solo modelli dei Ranghi & File; un Personaggio o Campione è una Riserva di Punti Ferita di un modello
form-error-at-least-one-attack = deve elencare almeno un attacco, o essere omesso
form-error-name-the-attack = deve nominare l’attacco
form-error-names-two-attacks = nomina due attacchi di questa serie
form-error-add-up = deve sommare le perdite della serie ({ NUMBER($losses, useGrouping: 0) }), la somma è { NUMBER($total, useGrouping: 0) }
form-error-no-excess = va omesso: questa serie non causa perdite in eccesso
# $attacks: the batch's attacks' names, as written.
form-error-one-of-attacks = deve essere uno degli attacchi di questa serie: { $attacks }
form-error-excess-of-attack = deve andare da 1 alle { NUMBER($caused, useGrouping: 0) } perdite causate da { $attack }
form-error-account-excess = deve coprire esattamente le { NUMBER($excess, useGrouping: 0) } perdite in eccesso, non { NUMBER($given, useGrouping: 0) }
form-error-losses-or-attacks = indica perdite o attacchi, non entrambi né nessuno
# $characters: their ids, listed; $count: how many.
form-error-character-in-play = deve essere un Personaggio dell’Unità ancora in gioco ({ $count ->
    [0] non ne resta nessuno
   *[other] { $characters }
})
form-error-every-character = deve nominare ogni Personaggio ancora in gioco: { $characters }
form-error-each-side-roster = deve contenere la lista della banda di ogni schieramento (o null)
form-error-roster-json = non è il testo JSON di una lista della banda
form-error-rolls-as-typed = devono essere i tiri come scritti (testo)
form-error-at-least-one-d20 = deve contenere almeno un risultato di D20
form-error-most-rolls = deve contenere al massimo { NUMBER($most, useGrouping: 0) } tiri
form-error-wound-location = deve essere una posizione della Tabella delle Ferite: { $locations }
form-error-blind = un modello accecato da entrambi gli occhi si ritira cieco (W-4)
form-error-each-enemy-once = nomina ogni forza nemica una sola volta
form-error-not-model-of = non è un modello della lista { $roster }
form-error-not-model-lost = non è un modello perso dalla lista { $roster }
form-error-only-active-lost = solo un modello attivo può essere perso in battaglia
form-error-lost-twice = compare due volte tra i persi
form-error-two-warbands = deve contenere esattamente due bande
form-error-rolls-owed = ci sono ancora tiri dovuti
form-error-confirmed-holds-after = un dopo-battaglia confermato contiene la lista della banda successiva
form-error-only-once-confirmed = si imposta solo una volta confermato
form-error-no-more-wound-rolls = { $model } non deve più tiri sulla Tabella delle Ferite (W-4)
# $kinds: wound (a wound_roll's dice) or any (a batch of rolls).
form-error-two-or-more-rolls = deve contenere due o più tiri (uno è un { $kinds ->
    [wound] wound_roll
   *[any] recovery_roll, fate_roll o wound_roll
})
form-error-value-typed = deve essere il valore scritto
# $rule: a special rule's name, as written.
form-error-needs-x = { $rule } ha bisogno della sua X, da 1 a { NUMBER($most, useGrouping: 0) }
form-error-takes-no-x = { $rule } non prende X
# A Unit's formation (N-4): ranks and files counted from 1; $other: a model's id.
form-error-outside-files = sta nella fila { NUMBER($file, useGrouping: 0) }, fuori dalle file da 1 a { NUMBER($files, useGrouping: 0) } dell’Unità
form-error-place-of = sta nel rango { NUMBER($rank, useGrouping: 0) }, fila { NUMBER($file, useGrouping: 0) }, il posto di { $other }
form-error-rank-empty = è vuoto ma il rango { NUMBER($last, useGrouping: 0) } no (N-4)
form-error-wider-than-first = è più largo del primo rango, che fissa la larghezza (file da { NUMBER($first, useGrouping: 0) } a { NUMBER($last, useGrouping: 0) }) (N-4)
form-error-centred-behind = deve stare centrato dietro il primo rango, nelle file da { NUMBER($first, useGrouping: 0) } a { NUMBER($last, useGrouping: 0) } (N-4)
form-error-rank-gap = ha un buco; solo l’ultimo rango può essere incompleto e il primo rango fissa la larghezza (file da { NUMBER($first, useGrouping: 0) } a { NUMBER($last, useGrouping: 0) }) (N-4)
form-error-first-rank-gap = ha un buco; il primo rango è una linea continua (N-4)
# $why: unrecoverable, recovery_first, dead, trooper or fate_first.
form-error-no-roll = { $why ->
    [unrecoverable] un modello Irrecuperabile muore senza tiro (W-2)
    [recovery_first] prima viene il tiro di Recupero (W-2)
    [dead] il modello ha fallito il tiro di Recupero ed è morto (W-2)
    [trooper] i Soldati non tirano la Sorte dei Caduti a meno che la loro lista della banda lo scelga (W-3)
   *[fate_first] prima viene il tiro della Sorte dei Caduti (W-3)
}
# $parts: the dice left over, read out ("16 and 18"); $count: how many.
form-error-dice-not-used = { $parts } non { $count ->
    [one] è stato usato
   *[other] sono stati usati
}: { $owed ->
    [one] era dovuto solo { NUMBER($owed, useGrouping: 0) } tiro
   *[other] erano dovuti solo { NUMBER($owed, useGrouping: 0) } tiri
}
form-error-table-left-out-size = va omesso: questa battaglia ha il suo campo di battaglia ({ $unit ->
    [in] { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) } x { NUMBER($depth, useGrouping: 0, maximumFractionDigits: 1) }″
   *[mm] { NUMBER($width, useGrouping: 0) } x { NUMBER($depth, useGrouping: 0) } mm
})
# $pool: rank_and_file, character or champion; $character_s: yes when the name ends in s.
form-error-belongs-to = appartiene { $pool ->
    [rank_and_file] alla Riserva di Punti Ferita dei Ranghi & File di { $unit }
    [champion] alla Riserva di Punti Ferita del Campione { $character }
   *[character] alla Riserva di Punti Ferita del Personaggio { $character }
}{ $character_s ->
   *[other] {""}
}, non alla Riserva di Punti Ferita attaccata
form-error-newer-version = è stato scritto da un Aftermath più recente (questo legge fino a { NUMBER($most, useGrouping: 0) })
# $done: replayed or redone; $parts: the error that stopped it; $rule: the rule refusing it.
form-error-cannot-be = non si può { $done ->
    [replayed] rigiocare
   *[redone] ripetere
}: { $parts }
form-error-cannot-be-rule = non si può { $done ->
    [replayed] rigiocare
   *[redone] ripetere
}: { $parts } ({ $rule })
# $system: the system's name as the engine writes it (conquest, ninth_age, campaign).
form-error-open-game = deve indicare una partita di { $system } aperta
form-error-at-most-characters = deve avere al massimo { NUMBER($most) } caratteri
# $kind: the kind of message, as written.
form-error-at-most-characters-for = deve avere al massimo { NUMBER($most) } caratteri per { $kind }
form-error-required-in = è obbligatorio in { $kind }
form-error-hex-digits = deve avere { NUMBER($digits, useGrouping: 0) } cifre esadecimali
form-error-required-for-push = è obbligatorio quando op è push
form-error-only-with-undo = va solo con un annullamento
# $me, $peer: the two phones' names.
form-error-two-phones = deve essere { $me } o { $peer }, i due telefoni di questa battaglia
form-error-next-term = deve essere al massimo { NUMBER($next, useGrouping: 0) }, uno dopo l’ultimo turno che questo telefono conosce ({ NUMBER($known, useGrouping: 0) })
form-error-follows-term = deve seguire il turno precedente
# $op: undo or action.
form-error-follows-here = deve seguire { $op ->
    [undo] un annullamento
   *[action] un’azione
} fatta qui
form-error-every-die = deve portare ogni dado tirato da chi scrive
form-error-answered-proposal = deve essere la proposta { NUMBER($proposal, useGrouping: 0) } a cui risponde
# $role: writer or follower; $kinds: the messages it is sent, as written.
form-error-sent-to = deve essere uno di quelli che riceve un { $role }: { $kinds }
# A Character's place in a new Unit, counted from 1 (the front rank, the left file).
form-error-place-taken-by = il rango { NUMBER($rank, useGrouping: 0) }, fila { NUMBER($file, useGrouping: 0) } è occupato da { $other }
form-error-rank-not-in-formation = il rango { NUMBER($rank, useGrouping: 0) } non è nella formazione, che ha i ranghi da 1 a { NUMBER($last, useGrouping: 0) }
form-error-rank-holds = il rango { NUMBER($rank, useGrouping: 0) } ha le file da { NUMBER($first, useGrouping: 0) } a { NUMBER($last, useGrouping: 0) } (largo { NUMBER($width, useGrouping: 0) } file)
# $parts: why the place is refused; $start: place, rank or file (how it counts).
form-error-counted = { $parts } ({ $start ->
    [rank] contando da 1, il primo rango
    [file] contando da 1, la fila a sinistra
   *[place] contando da 1
})
# $name: the Character's name; $parts: why its place is refused.
form-error-named-place = { $name }: { $parts }{ $start ->
    [rank] {" "}(1 è il primo rango)
    [file] ; 1 è la fila a sinistra
   *[place] {""}
}

# A new battle's Regiment where its setup puts it (C-17): its Stand by its place (as in
# conquest-overlaps), $other the Regiment it would overlap.
form-error-setup-off-battlefield = { $regiment } sarebbe fuori dal campo di battaglia: lo Stand ({ $rank ->
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
    }) sporge oltre il bordo (C-17)
form-error-setup-overlap = { $other } e { $regiment } si sovrapporrebbero: lo Stand ({ $rank ->
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
    }) di { $regiment } è sopra lo Stand ({ $other_rank ->
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
    }) di { $other } (C-17)
# $parts: why.
form-error-not-legal-place = non è un posto valido: { $parts }
## The engine's start and status, and the words each system gives the page
# (Messages of this group follow this line.)
# The top bar's engine status (its state, not these words, is what tests wait on).
start-engine-starting = Avvio del motore…
start-engine-restarting = Motore fermato: riavvio…
start-engine-ready = Motore pronto
start-engine-failed = Il motore non è partito
# The stage the engine's start is at, under its progress bar.
start-stage-doing = { $stage ->
        [manifest] Lettura del manifesto della build…
        [runtime] Avvio di Python (Pyodide)…
        [install] Installazione del motore delle regole…
       *[import] Importazione del motore delle regole…
    }
start-loading = Caricamento…
start-title = Avvio del motore delle regole
start-failed-title = Il motore delle regole non è potuto partire
# Before the stage a start failed at (app-stage's words, in bold).
start-failed-while = Non riuscito durante:
start-try-again = Riprova
# $why: the browser's reason, as it gave it (often English).
start-engine-gone = Il motore si è fermato ({ $why }) e sta ripartendo. Tutto ciò che è salvato su questo dispositivo è conservato.
start-systems-unread = Non è stato possibile leggere i sistemi di regole del motore: { $reason }
# The engine's own errors of a request (web/engine.js), said where the request was made.
start-request-starting = avvio del motore
# $type: the request's name as the engine knows it (game.push ...); $seconds a whole number.
start-request-timeout = Il motore non ha risposto entro { $seconds } secondi ({ $type }). Potrebbe essere bloccato o fermo; ricarica la pagina per riavviarlo.
start-reply-not-json = il motore ha inviato una risposta che non è JSON ({ $reason })
start-request-restarted = il motore è stato riavviato
start-worker-stopped = il worker del motore si è fermato durante l’avvio ({ $why })
# $name: a rule system's key as a saved battle names it (one this page does not know).
system-word-no-plugin = Questa pagina non può mostrare una battaglia di { $name }.
# $system: the system's name (system-word-*-title); $reason as the browser gave it.
system-word-screens-not-loaded = Non è stato possibile caricare le schermate di { $system }: { $reason }
# An abbreviation a Conquest card uses where room is short, as battle-wounds-left-short writes it ($key: W, Wounds; HP,
# Health Points, as ninth-page-hp-abbr).
system-word-abbreviation = { $key ->
        [HP] PF
       *[W] F
    }
# The campaign's characteristics and counts, abbreviated as the warband's sheet prints them ($stat: AR armour, MV move, ST strength, RC ranged combat, LD leadership, AC action, CC close combat, EP experience points, VP victory points).
system-word-campaign-stat = { $stat ->
        [AR] Arm
        [MV] Mov
        [ST] For
        [RC] CaD
        [LD] Com
        [AC] Az
        [CC] CaC
        [EP] PE
       *[VP] PV
    }
# The rule systems' names, and what a shared link carries ("Shared with you: a Conquest army list ...").
system-word-conquest-title = Conquest
system-word-ninth-age-title = The Ninth Age
system-word-campaign-title = Dopo la battaglia di campagna
system-word-conquest-battle = battaglia di Conquest
system-word-conquest-regiment = Reggimento di Conquest
system-word-conquest-profile = profilo di Reggimento di Conquest
system-word-conquest-list = lista d’esercito di Conquest
system-word-conquest-pack = pacchetto di profili di Conquest
system-word-ninth-age-battle = battaglia di The Ninth Age
system-word-ninth-age-unit = Unità di The Ninth Age
system-word-ninth-age-profile = profilo di Unità di The Ninth Age
system-word-ninth-age-list = lista d’esercito di The Ninth Age
system-word-ninth-age-pack = pacchetto di profili di The Ninth Age
system-word-campaign-roster = elenco della banda
# A Regiment's or a Unit's state in the report's losses.
system-word-conquest-broken = Spezzato
system-word-conquest-shattered = Annientato
system-word-conquest-destroyed = Distrutto
system-word-ninth-age-destroyed = Distrutta
# Conquest's sentences beside its controls; each is shown with its rule id after it.
system-word-conquest-natural-rolls = Un 1 naturale riesce sempre, un 6 naturale fallisce sempre
system-word-conquest-push-order = I Reggimenti isolati vengono spinti in quest’ordine
system-word-conquest-push-order-label = Ordine delle spinte
system-word-conquest-broken-means = Cosa significa Spezzato
system-word-conquest-stands-counted = I Personaggi contano come Stand
system-word-conquest-rally-broken = Una Riorganizzazione riuscita toglie Spezzato e da ora conta le perdite da capo
system-word-conquest-rally-steady = Riorganizzarsi fa contare da capo, da ora, le perdite di questo Turno
# The Wounds' abbreviation written out (the legend "W: Wounds", and a screen reader's "2 Wounds left").
system-word-conquest-wounds = Ferite
system-word-ninth-age-health-points = Punti Ferita

## Special rules' names the engine knows
# (Messages of this group follow this line.)
# The name of each special rule the app knows (C-20 to C-29), on the rule picker, a card and a profile; a rule a list or a player named otherwise is shown as written.
# A rule with a value: $x is its value (a number, "Decay 1"), "any" where the picker lists it with the X still to fill in ("Decay (X)"), or "none" for its name alone (in an error about its X).
rule-name-fearless = Impavido
rule-name-bravery = Coraggio
rule-name-dauntless = Intrepido
rule-name-iron-discipline = Disciplina di Ferro
rule-name-phalanx = Falange
rule-name-oblivious = Ignari
rule-name-indomitable = { $x ->
        [any] Indomito (X)
        [none] Indomito
       *[other] Indomito { $x }
    }
rule-name-terrifying = { $x ->
        [any] Terrificante (X)
        [none] Terrificante
       *[other] Terrificante { $x }
    }
rule-name-regeneration = { $x ->
        [any] Rigenerazione (X)
        [none] Rigenerazione
       *[other] Rigenerazione { $x }
    }
rule-name-fanatical-devotion = Devozione Fanatica
rule-name-biotic-renewal = Rinnovamento Biotico
rule-name-decay = { $x ->
        [any] Decadimento (X)
        [none] Decadimento
       *[other] Decadimento { $x }
    }
# A known rule's X missing, or one given where it takes none, on a profile (C-20); $parts: the rule's name, said by its own message.
rule-name-needs-x = { $parts } ha bisogno della sua X, da 1 a { NUMBER($most, useGrouping: 0) }
rule-name-takes-no-x = { $parts } non prende X

## Two phones: joining, pairing, hand-overs, scanning, roles
# (Messages of this group follow this line.)
phones-phone-name = Telefono { $letter }
# Why a hand-over by QR code (its codes scanned, or its text or link pasted) is not read: said after "Not read:" and the like.
phones-hand-damaged-length = è danneggiato (la sua lunghezza non è una che base45 dà)
phones-hand-characters = contiene caratteri che un passaggio non ha mai
phones-hand-damaged-group = è danneggiato (un gruppo dei suoi caratteri è fuori intervallo)
phones-hand-damaged-last = è danneggiato (i suoi ultimi caratteri sono fuori intervallo)
phones-hand-nothing = non c’è niente da passare
phones-hand-too-big = è di { $bytes } byte (un passaggio è al massimo di { $most })
phones-hand-too-many = richiede { $count } codici QR (al massimo { $most })
phones-hand-not-text = non è testo
phones-hand-part-long = è lungo { $chars } caratteri (una parte è al massimo di { $most })
phones-hand-not-part = non è una parte di un passaggio di Aftermath (dovrebbe iniziare con AH1)
phones-hand-part-impossible = dice di essere la parte { $part } di { $of }, il che non può essere
phones-hand-part-damaged = la parte { $part } di { $of } è danneggiata (il suo controllo non corrisponde)
phones-hand-not-unpacked = è danneggiato (non è stato possibile decomprimerlo)
phones-hand-forged = è danneggiato o falsificato (le sue parti non formano il passaggio che nominano)
phones-hand-unreadable = è danneggiato (il suo testo non è leggibile)
phones-hand-unpacks-big = si decomprime in più di { $most } byte
phones-hand-link-damaged = il link è danneggiato (non è stato possibile leggerlo)
# $have: the part numbers read, joined by commas; $read: how many.
phones-hand-scan-rest = { $read ->
        [0] nessuna parte
       *[other] parti { $have }
    } di { $of } lette; scansiona il resto
# $kind, $wanted: what a code is and what was to be scanned.
phones-hand-wrong-kind = è { $kind ->
        [actions] un passaggio di azioni
        [invite] un invito
       *[answer] una risposta
    }, non { $wanted ->
        [actions] un passaggio di azioni
        [invite] un invito
       *[answer] una risposta
    }
# A code scanned: $left parts still to scan ($missing: their numbers, joined by commas).
phones-scan-read = { $started ->
        [yes] Un codice di un altro passaggio: ricominciato da questo.{" "}
       *[no] {""}
    }{ $fresh ->
        [yes] Letta la parte { $part } di { $of }.
       *[no] Di nuovo la parte { $part } di { $of }.
    } { $left ->
        [0] Tutte le parti lette.
       *[other] Ancora da scansionare: { $missing }.
    }
# The camera as a QR code reader (a sheet over the two-phone sheet).
phones-scan-reader-late = il lettore QR non si è caricato
phones-scan-reader-start = il lettore QR non si è avviato
phones-scan-reader-load = non è stato possibile caricare il lettore QR
phones-scan-starting = Avvio della fotocamera…
phones-scan-none-yet = Ancora nessuna parte letta.
phones-scan-view = Ciò che vede la fotocamera
# $have: the part numbers read, joined by commas.
phones-scan-have = Parti lette: { $have } di { $of }.
# $reason: why (phones-hand-..., or the browser's words).
phones-scan-not-read = Non letto: { $reason }.
phones-scan-not-taken = Non preso: { $reason }.
phones-scan-no-text = non c’è testo da leggere
phones-scan-stop = Ferma
phones-scan-paste = Oppure incolla il testo (una parte per riga) o il link
phones-scan-read-paste = Leggi il testo incollato
phones-scan-no-camera-here = Questo browser non dà una fotocamera qui: incolla invece il testo.
phones-scan-no-camera = Nessuna fotocamera ({ $reason }): incolla invece il testo.
phones-scan-camera-on = Fotocamera accesa: tieni inquadrato il codice dell’altro telefono.
phones-scan-picture = Non è stato possibile leggere l’immagine della fotocamera: { $reason }.
# A few QR codes small enough to scan across a table: $label names what they hold (phones-invite-qr...).
phones-code-label = { $label }: codice { $part } di { $of }
phones-code-one = Un codice (versione { $version }).
phones-code-of = Codice { $part } di { $of } (versione { $version }): scansionali tutti, in qualsiasi ordine.
phones-code-previous = Codice precedente
phones-code-next = Codice successivo
phones-code-text = Lo stesso come testo, da inviare invece
phones-scan-kind = { $kind ->
        [invite] Scansiona l’invito
       *[answer] Scansiona la risposta
    }
# A hand-over by QR code's button: what it carries. $what: taps (this phone's taps not yet answered), ask (nothing but asking what is new), whole (the whole battle), actions ($count actions, $answers refusals of the other phone's taps).
phones-hand-give = { $what ->
        [taps] Passa { $count } { $count ->
            [one] tocco
           *[other] tocchi
        }
        [ask] Passa (chiedi le novità)
        [whole] Passa tutta la battaglia
       *[actions] Passa { $count } { $count ->
            [one] azione
           *[other] azioni
        }{ $answers ->
            [0] {""}
            [one] {" "}e { $answers } rifiuto
           *[other] {" "}e { $answers } rifiuti
        }
    }
# The same in the top bar's two-phone line (after "by QR code with Phone B"): only taps or actions.
phones-bar-hand = {" "}· da passare: { $what ->
        [taps] { $count } { $count ->
            [one] tocco
           *[other] tocchi
        }
       *[actions] { $count } { $count ->
            [one] azione
           *[other] azioni
        }{ $answers ->
            [0] {""}
            [one] {" "}e { $answers } rifiuto
           *[other] {" "}e { $answers } rifiuti
        }
    }
# What reading the other phone's hand-over did. $reported: the refusals' own words, one after another.
phones-hand-took = { $messages ->
        [one] Letto { $messages } messaggio
       *[other] Letti { $messages } messaggi
    } da { $peer }{ $applied ->
        [0] {""}
        [one] ; { $applied } azione applicata
       *[other] ; { $applied } azioni applicate
    }{ $refused ->
        [0] {""}
        [one] ; { $refused } tocco rifiutato
       *[other] ; { $refused } tocchi rifiutati
    }{ $reloaded ->
        [yes] ; la copia di questo telefono sostituita dalla battaglia di { $peer }
       *[no] {""}
    }{ $reports ->
        [0] {""}
        [one] ; { $reports } messaggio rifiutato: { $reported }
       *[other] ; { $reports } messaggi rifiutati: { $reported }
    }{ $nothing ->
        [yes] ; niente di nuovo
       *[no] {""}
    }.
phones-hand-to = Passaggio a { $peer }
phones-hand-let-scan = Fai scansionare a { $peer } { $codes ->
        [one] il codice
       *[other] ogni codice
    }.
phones-hand-none = Nessun passaggio: { $reason }.
phones-hand-scan = Scansiona il passaggio di { $peer }
# $code: the first eight characters of the battle's hash, in two groups.
phones-hand-check = Controllo della battaglia: { $code } (uguale sui due telefoni quando ciascuno ha il passaggio dell’altro).
phones-hand-title = Nessuna rete: passaggio con codice QR
phones-hand-how = A una pausa, mostra a { $peer } il passaggio di questo telefono e scansiona il suo.
# What the two-phone sheet lists as refused or reported. $peer: the other phone's name; $parts: why (the engine's or this phone's words).
phones-refused-from = Rifiutato da { $peer }: { $parts }; nulla è cambiato.
# Why a message from the other phone is refused before the engine reads it (said inside phones-refused-from).
phones-guard-not-text = un messaggio che non è testo ({ $type })
phones-guard-long = un messaggio di { $chars } caratteri (al massimo { $most })
phones-guard-rate = un messaggio oltre { $most } al secondo
phones-guard-chars = un messaggio di { $chars } caratteri oltre { $most } caratteri in { $seconds } s
phones-action-not-sent = L’azione { $n } non è stata inviata: { $parts }
phones-proposal-waits = La proposta { $id } attende: { $parts }
phones-refused-message = Rifiutato un messaggio da { $peer }: { $parts }
# $term: the number of the turn at holding the battle (1, 2, ...).
phones-term-too-often = Rifiutato il mandato { $term } di { $peer }: ha preso la battaglia più di { $times } volte in { $seconds } s; nulla è cambiato. Viene ripreso quando i telefoni si ritrovano dopo quel tempo.
phones-took-over = { $peer } ha preso la battaglia (mandato { $term }): ora questo telefono lo segue.
phones-tap-not-applied = Il tocco { $id } di questo telefono non è stato applicato: { $parts }
phones-tap-answered = Il tocco { $id } di questo telefono ha già avuto risposta da { $peer }: la sua risposta è nella battaglia di { $peer }.
phones-not-holder = { $writer } tiene la battaglia: chiedigli di passarla.
phones-hand-over-apart = Non collegato a { $peer }: passa la battaglia quando i telefoni sono collegati, oppure { $peer } subentra.
phones-ask-apart = Non collegato a { $peer }: chiedi di nuovo quando siete collegati, oppure subentra.
phones-not-my-tap = { $peer } ha detto che l’azione { $n } era di questo telefono, ma questo telefono non ha proposto un tocco simile: è mostrata come di { $peer }.
phones-undo-apart = L’ultima azione è di { $peer }: si annulla solo con il permesso di { $peer }, e i telefoni non sono collegati. Nulla è cambiato.
phones-undo-not-last = { $peer } ha chiesto di annullare un’azione che qui non è l’ultima; rifiutato, nulla è cambiato.
phones-undo-moved-on = { $peer } ha chiesto di annullare un’azione che qui non è più l’ultima (la battaglia è andata avanti); rifiutato, nulla è cambiato. { $peer } può chiedere di nuovo.
phones-whole-again = La partita intera non è stata rinviata subito a { $peer }: è stata inviata { $ago } s fa e da allora nulla è cambiato (al massimo { $times } volte in { $seconds } s). Parte quando quel tempo è passato.
phones-need-again = Le azioni da { $from } non sono state rinviate subito a { $peer }: ne ha chiesti più di { $chars } caratteri in { $seconds } s. Partono quando quel tempo è passato.
# A hand-over by QR code refused as a whole; $parts: why (phones-whole-...).
phones-whole-refused = Passaggio rifiutato per intero: { $parts }. Nulla è cambiato.
phones-whole-no-battle = non dice di quale battaglia sia (fatto da un’altra versione dell’app, o non è un passaggio)
phones-whole-not-answer = non è la risposta alla richiesta di questo telefono di unirsi, né di questa battaglia
phones-whole-other-battle = è di un’altra battaglia
# $need: what the joining phone asked for instead (from: the actions from action $from; whole: the whole game from action $from; none: nothing this phone can read).
phones-whole-join-need = un telefono che chiede di unirsi a questa battaglia non ne ha ancora nulla e chiede la partita intera dalla sua prima azione, non { $need ->
        [from] dall’azione { $from }
        [whole] dall’azione { $from }, intera
       *[none] niente di leggibile
    }
phones-whole-bad-key = la sua firma non corrisponde alla chiave che nomina (danneggiato o falsificato)
phones-whole-joined-already = chiede di unirsi a questa battaglia, che { $peer } gioca già (i suoi passaggi sono firmati); per giocarla con un altro telefono, smetti di giocare su due telefoni e collegali di nuovo
phones-whole-unsigned = non è firmato da { $peer }, il telefono a cui è collegata questa battaglia (fatto da un altro telefono, o prima che i passaggi fossero firmati)
phones-whole-forged = la sua firma non è quella di { $peer } (falsificato, fatto per un altro collegamento, o quello di questo telefono)
phones-hand-says-writer = Rifiutato un messaggio da { $peer }: un passaggio non può dire chi tiene la battaglia; nulla è cambiato.
phones-hand-joining-need = Rifiutato un messaggio da un telefono che si unisce a questa battaglia: finché non ha la battaglia si legge solo la sua richiesta; nulla è cambiato.
# $carried: the kinds of message a hand-over carries, as the protocol names them (need, propose...); $kind: the one it carried.
phones-hand-not-carried = Rifiutato un messaggio da { $peer }: un passaggio { $writer ->
        [yes] al telefono che tiene la battaglia
       *[no] all’altro telefono
    } porta solo { $carried }, non { $kind }; nulla è cambiato.
phones-hand-game-unasked-join = Rifiutata una partita intera da { $peer }: non è la risposta alla richiesta di questo telefono di unirsi; nulla è cambiato.
phones-hand-game-unasked = Rifiutata una partita intera da { $peer } che questo telefono non ha chiesto; nulla è cambiato. Il prossimo passaggio da qui la chiede.
phones-hand-join-other = Letta una richiesta di unirsi a questa battaglia da un telefono diverso da quello letto prima: il prossimo passaggio da qui risponde a questa.
# The two-phone sheet ("Play on two phones", in the battle's More menu) and the top bar's line while a battle is played on two phones.
phones-title = Gioca su due telefoni
phones-stop = { $placeholder ->
        [yes] Smetti di unirti (rimuove questa battaglia: quella dell’altro telefono non è mai arrivata)
       *[no] Smetti di giocare su due telefoni
    }
# The top bar's line. $peer: the other phone's name ("Phone B"); $over: how the phones meet; $who: whether they are connected; $hand: what the next hand-over carries (phones-bar-hand, or nothing); $writer: whether this phone holds the battle; $last: the time the other phone's last action came ("none": none yet); $waiting: this phone's taps not yet sent.
phones-bar = ⇄ Due telefoni tramite { $over ->
        [net] internet
        [hand] codici QR, senza rete
       *[wifi] Wi-Fi o hotspot, senza internet
    }: { $who ->
        [connected] ● collegato a { $peer }
        [hand] ◇ con codice QR con { $peer }{ $hand }
       *[apart] ✖ non collegato a { $peer }
    } · { $writer ->
        [yes] questo telefono tiene la battaglia
       *[no] { $peer } tiene la battaglia
    }{ $last ->
        [none] {""}
       *[other] {" "}· ultima azione di { $peer } alle { $last }
    }{ $waiting ->
        [0] {""}
        [one] {" "}· { $waiting } tocco in attesa di invio
       *[other] {" "}· { $waiting } tocchi in attesa di invio
    }
# A tap made while the phones are apart: its verdict shows once the other phone has it. $hand: whether the phones meet by QR code.
phones-kept = { $hand ->
        [yes] Tenuto per { $peer }: passalo con codice QR ({ phones-title }) alla prossima pausa; il suo verdetto appare quando il passaggio di { $peer } è scansionato.
       *[no] Tenuto per { $peer }: i telefoni non sono collegati. Viene inviato quando lo saranno, e il suo verdetto appare allora.
    }
# $writer: whether this phone holds the battle (then $by's tap was refused here); $reason: why.
phones-refused-tap = { $writer ->
        [yes] Rifiutato il tocco di { $by }: { $reason }
       *[no] { $by } ha rifiutato il tocco di questo telefono: { $reason }
    }
phones-reloaded = La copia di questo telefono è stata sostituita dalla battaglia di { $peer } (azione { $n }).
# $reason: what is wrong with the kept room (as the check said it).
phones-net-unreadable = Non è stato possibile leggere la stanza internet tenuta con questo collegamento ({ $reason }): ricollegati sulla stessa rete Wi-Fi, oppure smetti e dai un nuovo invito.
phones-reports = Rifiutato dall’altro telefono
phones-one-phone = Questa battaglia è solo su questo telefono.
phones-qr-how = Nessuna rete: a ogni pausa, un telefono mostra le sue nuove azioni come codici QR e l’altro le scansiona. Sul telefono che ha la battaglia, tocca { phones-hold }; sull’altro, { phones-follow }.
phones-hold = Tieni qui la battaglia
phones-follow = Segui l’altro telefono
phones-wifi-title = Stessa rete Wi-Fi o hotspot
phones-wifi-how = Entrambi i telefoni sulla stessa rete Wi-Fi o hotspot (non serve internet). Sul telefono che ha la battaglia, tocca { phones-hold }; sull’altro telefono, tocca { phones-join }. Ogni telefono tiene la sua copia, e ciascun giocatore può toccare.
phones-join = Unisciti all’altro telefono
phones-by-qr = Nessuna rete: codici QR
phones-give-invite = 1. Dai questo invito all’altro telefono (scansionalo o invialo)
phones-invite-qr = Codice QR dell’invito
phones-take-answer = 2. Scansiona o incolla la risposta dell’altro telefono
phones-connect = Collega
phones-take-invite = 1. Scansiona o incolla l’invito del telefono che tiene la battaglia
phones-make-answer = Crea la risposta
phones-give-answer = 2. Restituisci questa risposta al telefono che tiene la battaglia
phones-answer-qr = Codice QR della risposta
# $hand: whether the phones meet by QR code now.
phones-again-invite = { $hand ->
        [yes] Collega invece via Wi-Fi: dai un invito
       *[no] Ricollega: dai un invito
    }
phones-again-answer = { $hand ->
        [yes] Collega invece via Wi-Fi: rispondi a un invito
       *[no] Ricollega: rispondi a un invito
    }
phones-no-qr = Nessun codice QR ({ $reason }): invia invece il testo.
phones-sent-unanswered = Inviato a { $peer }: ancora nessuna risposta. Il tocco è tenuto su questo telefono e il suo verdetto appare quando arriva.
phones-kept-taking-over = Tenuto per { $peer }: sta prendendo la battaglia, e il tocco viene inviato appena la tiene.
# Over the internet: what the connection is doing, on the two-phone sheet. $seconds: how long it waited.
phones-net-loading = Caricamento del collegamento via internet…
# $reason: the browser's words.
phones-net-load-failed = Non è stato possibile caricare il collegamento via internet ({ $reason }).
phones-net-waiting = In attesa che l’altro telefono apra l’invito…
phones-net-alone = Nessun altro telefono si è unito entro { $seconds } s. Controlla che l’invito gli sia arrivato, oppure collegati invece sulla stessa rete Wi-Fi.
phones-net-no-relays = Non è stato possibile raggiungere i punti d’incontro di internet (i relay pubblici) entro { $seconds } s: questo telefono sembra senza internet. Collegati invece sulla stessa rete Wi-Fi.
# Connected, and a third phone tried to join. $secret: whether it had another secret; $reason: else, the connection library's words.
phones-net-knocked = Collegato via internet. { $secret ->
        [yes] Un telefono con un altro segreto ha provato a unirsi ed è stato rifiutato.
       *[no] Un altro telefono non è riuscito a collegarsi ({ $reason }).
    }
phones-net-secret = Impossibile unirsi: un telefono con un altro segreto ha provato a collegarsi ed è stato rifiutato. Usa l’invito esattamente come è stato dato (scansionalo di nuovo), oppure creane uno nuovo.
phones-net-other = Impossibile collegarsi direttamente all’altro telefono ({ $reason }). Collegati invece sulla stessa rete Wi-Fi.
phones-net-left = L’altro telefono se n’è andato; in attesa che torni…
phones-net-pairing = Collegato via internet; verifico che sia il telefono associato…
phones-net-connected = Collegato via internet.
# A phone in the internet room refused. $why: old (not the phone this battle was paired with), other (the other phone was paired with another), silent (it did not show it is the paired one in time); $detail: more, or none; $reason: the browser's words when $detail is other.
phones-net-refused = { $why ->
        [old] Un altro telefono ha provato a unirsi con un vecchio invito ed è stato rifiutato: può unirsi solo il telefono associato a questa battaglia. Per giocare con un altro telefono, dai un nuovo invito.
        [other] L’altro telefono è associato a un altro telefono e ha rifiutato questo: chiedi al suo giocatore un nuovo invito.
       *[silent] Un telefono è entrato nella stanza ma non ha mostrato in tempo di essere quello associato, ed è stato rifiutato.
    }{ $detail ->
        [none] {""}
        [changed] {" "}(il suo collegamento è cambiato dopo la verifica)
        [nonce] {" "}(non ha detto il nonce a cui si era impegnato)
        [unchecked] {" "}(non è stato possibile verificare il suo collegamento)
        [crowd] {" "}(altri telefoni aspettavano il loro turno)
        [error] {" "}({ $parts })
       *[other] {" "}({ $reason })
    }
# Why a Wi-Fi invite or answer (pasted or scanned) is not read.
phones-invite-characters = contiene caratteri che un invito non ha mai
phones-invite-long = è lungo { $chars } caratteri (un invito è al massimo di { $most })
# $prefix: the word an invite or answer starts with (AFTERMATH-INVITE-1.).
phones-invite-prefix = non inizia con { $prefix }
phones-invite-no-description = non contiene una descrizione di collegamento
phones-no-webrtc = Questo browser non può collegare direttamente due telefoni (niente WebRTC).
phones-no-invite-waiting = Nessun invito attende una risposta.
# Over the internet (the two-phone sheet's section).
phones-net-title = Via internet
phones-net-how = Ogni telefono con i propri dati mobili o Wi-Fi. I telefoni si trovano tramite server pubblici; solo un telefono con l’invito può unirsi, e la battaglia va direttamente da telefono a telefono.
phones-net-invite = Invita via internet
# $writer: whether this phone holds the battle (it gives the invite).
phones-net-wifi-instead = { $writer ->
        [yes] Usa invece la stessa rete Wi-Fi
       *[no] Unisciti invece sulla stessa rete Wi-Fi
    }
# $state: what the connection did (phones-net-...), on a battle made only to hold the other phone's copy.
phones-net-placeholder = { $state } Finché non arriva la partita dell’altro telefono, questa battaglia tiene solo il suo posto: «Smetti di unirti» la rimuove.
phones-net-carrier = Collegamento: internet (trovato tramite server pubblici; solo chi ha l’invito può unirsi).
phones-net-give = Dai questo link d’invito all’altro telefono (scansionalo o invialo)
phones-net-qr = Codice QR dell’invito via internet
phones-net-again-failed = Impossibile ricollegarsi via internet ({ $reason }).
# What is wrong with an invite over the internet: $field names its part as the app writes it (invite.room); $parts: what is wrong.
phones-field = { $field }: { $parts }
phones-field-chars = deve avere { $chars } caratteri, ne ha { $got }
phones-field-b64 = può contenere solo lettere, cifre, - o _
phones-field-text = deve essere testo, è { $type }
phones-field-long = è lungo { $chars } caratteri (al massimo { $most })
phones-field-prefix = deve iniziare con { $prefix }
phones-field-parts = deve contenere un sistema, una stanza e un segreto (3 parti), ne ha { $got }
phones-field-system = deve essere il nome di un sistema di gioco (a-z, 0-9, _; al massimo 32)
# An invite over the internet opened on the joining phone.
phones-net-invite-failed = Non è stato possibile aprire questo invito: { $reason }. Nulla è cambiato.
# $system: the game system's name as the invite writes it.
phones-net-no-system = invite.system: questa app non ha battaglie di «{ $system }»
phones-net-join-title = Unisciti a una battaglia via internet
phones-net-join-how = Il telefono che tiene una battaglia ha invitato questo telefono a giocarla insieme via internet. Unirsi crea qui una nuova battaglia, copia di quella dell’altro telefono, che poi giocano entrambi i telefoni.
phones-net-join = Unisciti alla battaglia
phones-not-now = Non ora
# The name of a battle made to hold the other phone's copy (the player may rename it).
phones-net-battle-name = Battaglia unita via internet
# When the phones could not reach each other on one Wi-Fi: why, how to check, and the next ways.
phones-wifi-failed = Non è stato possibile creare un collegamento diretto tra i telefoni su questa rete Wi-Fi.
phones-wifi-failed-label = Non è stato possibile creare il collegamento Wi-Fi
phones-wifi-isolation = Le reti ospiti, e alcuni router (un’impostazione chiamata «isolamento dei client» o «isolamento AP»), impediscono ai telefoni sulla stessa rete Wi-Fi di raggiungersi. Per controllare: entrambi i telefoni devono mostrare lo stesso nome di rete; una rete ospiti, quella di un bar o di un hotel di solito isola i suoi telefoni; sul tuo router, cerca «isolamento dei client» nelle impostazioni.
phones-wifi-hotspot = La cosa più semplice: attiva l’hotspot di un telefono (non serve internet), collegaci l’altro telefono, poi ricollegati.
# $writer: whether this phone holds the battle (it can invite over the internet).
phones-wifi-next = { $writer ->
        [yes] Oppure giocate via internet (ogni telefono con i propri dati mobili), oppure, senza alcuna rete, con codici QR.
       *[no] Oppure chiedi all’altro telefono un invito via internet e aprilo, oppure, senza alcuna rete, giocate con codici QR.
    }
phones-wifi-net-instead = Invece via internet
phones-wifi-failed-report = { phones-wifi-failed } { phones-title } spiega perché, e le altre vie.
# Who holds the battle (its single writer); $term: the number of the turn at holding it (1, 2, ...).
phones-let-hold = Lascia tenere la battaglia a { $peer }
phones-ask-hold = Chiedi di tenere qui la battaglia
phones-take-over = Subentra: tieni qui la battaglia
phones-take-over-how = Subentra solo se il telefono di { $peer } non c’è più (scarico o perso): potrebbe essere solo fuori portata. Quando torna, ciò che ha fatto nel frattempo viene inviato qui e applicato o rifiutato con il suo motivo.
phones-now-holds-here = Ora questo telefono tiene la battaglia (mandato { $term }).
# $again: this phone's actions proposed again to the new holder.
phones-now-holds = Ora { $writer } tiene la battaglia (mandato { $term }).{ $again ->
        [0] {""}
        [one] {" "}{ $again } azione di questo telefono gli è stata reinviata.
       *[other] {" "}{ $again } azioni di questo telefono gli sono state reinviate.
    }
phones-handing = Passaggio della battaglia a { $writer }: subentra appena ha tutte le azioni.
phones-asked-role = Chiesto a { $writer } di passare la battaglia.
# A hand-over's link (the other phone's new actions, by QR code) opened in the browser.
phones-link-title = Un passaggio dall’altro telefono
# $reason: what is wrong with it (phones-hand-...).
phones-link-unread = Non è stato possibile leggere questo link di passaggio: { $reason }. Nulla è cambiato.
phones-link-no-part = non contiene alcuna parte di un passaggio
# $kind: what the link holds instead.
phones-link-wifi = Questo link è { $kind ->
        [invite] l’invito Wi-Fi
       *[answer] la risposta Wi-Fi
    } dell’altro telefono, non un passaggio: apri la battaglia, poi { phones-title } (in Altro), e incollalo lì. Nulla è cambiato.
phones-back-to-battles = Torna alle battaglie
phones-link-what = Questo link è un passaggio dall’altro telefono: le nuove azioni di una battaglia che due telefoni giocano con codici QR, senza rete.
phones-link-into-how = Leggilo nella battaglia che questo telefono gioca con l’altro: nomina la battaglia di cui è, e un passaggio di un’altra battaglia (o che non ne nomina nessuna) viene rifiutato per intero e non cambia nulla.
# $name: the battle's name as the player wrote it.
phones-link-into = Leggilo in «{ $name }»
phones-link-none = Nessuna battaglia su questo dispositivo si gioca su due telefoni, quindi qui non c’è nulla in cui leggerlo. Apri questo link sul telefono che gioca quella battaglia con l’altro, oppure scansiona lì i codici dell’altro telefono: Altro della battaglia, poi { phones-title }, poi scansiona il passaggio. Nulla è cambiato.
phones-link-unlinked = Questa battaglia non si gioca più su due telefoni: il passaggio non è stato letto. Nulla è cambiato.
# The other phone's whole battle does not keep this copy's actions. $at: the first action it does not keep (0: the battle's start differs); $ours, $theirs: each side's action there, as the engine summarises it ($there: whether the other has one).
phones-differs-kept = La battaglia di { $peer } differisce da quella di questo telefono { $at ->
        [0] dall’inizio (un’altra battaglia)
       *[other] dall’azione { $at } (qui: «{ $ours }»; di { $peer }: { $there ->
            [yes] «{ $theirs }»
           *[no] niente
        })
    }. La copia di questo telefono è tenuta come la battaglia «{ $name }»; questa battaglia ora segue quella di { $peer }.
phones-differs-unkept = La battaglia di { $peer } differisce da quella di questo telefono { $at ->
        [0] dall’inizio (un’altra battaglia)
       *[other] dall’azione { $at } (qui: «{ $ours }»; di { $peer }: { $there ->
            [yes] «{ $theirs }»
           *[no] niente
        })
    }, e la copia di questo telefono non è stata tenuta a parte ({ $parts }): quella di { $peer } non è stata presa. Nulla è cambiato.
# The name given to this phone's copy kept apart (after the battle's name, in brackets).
phones-copy-label = copia di questo telefono, prima di quella di { $peer }
phones-battle-gone = questa battaglia non è più su questo dispositivo
# Why two phones cannot check each other, or sign a hand-over (said inside another message).
phones-no-crypto-sign = questo browser non può firmare i passaggi (niente Web Crypto: apri l’app via https)
phones-no-crypto-check = questo browser non può verificare l’altro telefono (niente Web Crypto: apri l’app via https)
phones-no-certificates = i certificati del collegamento non sono noti
# What is wrong with the internet room kept with a link (after phones-field's field name).
phones-field-room = deve essere una stanza e un segreto, è { $type }
phones-field-hex = deve avere 32 cifre esadecimali, è { $got }

## Found at the table: dice reasons, odds charts, examples, drawings, units
# (Messages of this group follow this line.)
# A distance field's unit, in brackets after its name: $units in (inches) or mm.
tbl-distance-unit = { $units ->
        [mm] mm
       *[in] poll.
    }
# Why one die of a Conquest Morale Test passed or failed, on its own beside the die
# under "Why?" (C-10): $value the die, $resolve the Resolve it was rolled against.
tbl-die-reason = { $why ->
        [one] un 1 naturale riesce sempre
        [six] un 6 naturale fallisce sempre
        [at_most] { $value } è pari o inferiore alla Risolutezza { $resolve }
       *[over] { $value } è superiore alla Risolutezza { $resolve }
    }
# An odds chart's caption: $title the chart's name, $average the mean outcome.
tbl-odds-certain = { $title }: sicuramente { $value }
tbl-odds-average = { $title } (media { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) })
# A chance's name to a screen reader: $label what it is, $percent its chance written out.
tbl-odds-chance-aria = { $label }: { $percent }; tocca per la frazione esatta
# A side's name when the players gave none (the app's default, as in a worked example).
tbl-default-player = Giocatore { $n }
# A Conquest Stand's place in its Regiment, in the drawing's titles: the rank, then the
# file ($file_n-th from that end; $rank_ord and $file_ord English's ordinal categories).
tbl-stand-place = { $rank ->
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
    }
# A Ninth Age model's place (as tbl-stand-place), then its rank and file counted from 1.
tbl-model-place = { $rank ->
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
    } (rango { $model_rank }, fila { $model_file })

## Conquest screens: the engine's sentences still shown as they came
# (Messages of this group follow this line.)
# What Broken means (C-14): one line each, said of the Regiment (its subject left out).
cq-broken-resolve = usa la sua Risolutezza più bassa, nessun bonus di dimensione, ignora i modificatori positivi alla Risolutezza
cq-broken-charge = non può Caricare
cq-broken-heal = non può essere Curato né Ripristinare Stand
cq-broken-objectives = i suoi Stand non contano per Conquistare le Zone Obiettivo
cq-broken-inspired = non può beneficiare di Ispirato
cq-broken-duel = i suoi Personaggi non possono rifiutare un Duello
# A kind of harm a Wound Pool may name (C-21), as a choice's title.
cq-harm-title = { $harm ->
        [clash] Mischia
        [charge] Carica o Impatto
        [duel] Duello
        [volley] Raffica
        [spell] Incantesimo
        [decay] Decadimento
        [aura_of_death] Aura di Morte
        [lethal_demise] Fine Letale
       *[other] Altro
    }
# A heal a Heal may name (C-29), as a choice's title; $points: Fanatical Devotion's fixed Heal Points.
cq-heal-title = { $source ->
        [regeneration] Rigenerazione (X)
        [fanatical_devotion] Devozione Fanatica ({ NUMBER($points, useGrouping: 0) })
        [biotic_renewal] Rinnovamento Biotico
       *[plain] Punti Cura
    }
# An edge of a Regiment in contact, in a card's "Engaged: front, left flank (with ...)" (battle-engaged-edges).
cq-engaged-edge = { $edge ->
        [front] fronte
        [left] fianco sinistro
        [right] fianco destro
       *[rear] retro
    }
# What each known special rule does in the app (C-20 to C-29), shown when it is picked and beside Decay's dice.
cq-does-fearless = Ignora il Terrificante del Reggimento che ha causato le Ferite.
cq-does-bravery = Ignora Terrificante; all’inizio della sua Attivazione un Reggimento Spezzato può smettere di essere Spezzato (non è una Riorganizzazione: il conteggio del Turno resta).
cq-does-dauntless = Mai Spezzato, quindi mai Annientato; le sue perdite sono comunque contate.
cq-does-iron-discipline = Non ritira i dadi di Morale superati contro Ferite dal fianco o dal retro.
cq-does-phalanx = +1 alla Risolutezza nei Test di Morale contro Ferite dal fronte (non mentre è Spezzato).
cq-does-oblivious = Subisce 1 Ferita ogni 2 dadi di Morale falliti, arrotondando per eccesso.
cq-does-indomitable = X dadi di Morale falliti contano come superati, dopo ogni ritiro.
cq-does-terrifying = Un nemico in contatto con esso effettua il Test di Morale contro le sue Ferite con Risolutezza -X (la X più alta tra i suoi Stand e Personaggi).
cq-does-regeneration = Una Cura di X che salta i Personaggi del Reggimento (presa come una Cura che nomina Rigenerazione).
cq-does-fanatical-devotion = Una Cura di 3 (presa come una Cura che nomina Devozione Fanatica).
cq-does-biotic-renewal = Una Cura di un D6, o un D3 se non è Fanteria, inserita o tirata.
cq-does-decay = Ogni Stand del Reggimento colpito tira X dadi; ogni 5 o 6 è una Ferita; nessun Test di Morale.

## The campaign's tables, list previews' notes and values the engine describes
# (Messages of this group follow this line.)
# The campaign's tables under the dice (W-1 to W-4): what an outcome of the Recovery
# table means.
tab-recovery-meaning = { $outcome ->
        [crushing_victory] il nemico ha perso 3 volte tanti modelli o più
        [victory] il nemico ha perso 2 volte tanti modelli
        [pyrrhic_victory] entrambe le parti hanno perso circa gli stessi modelli
        [noble_loss] hai perso 2 volte tanti modelli quanti il nemico
       *[annihilated] hai perso 3 volte tanti modelli quanti il nemico o più
    }
# A row of the Casualty Fate table: the D20 faces it covers ($low to $high; $span is
# "one" for a single face), the fate and what it does ($hate and $ep: what a Bitter
# Enemy and a Miraculous Recovery give).
tab-fate-row = { $span ->
        [one] { $low }
       *[range] { $low }–{ $high }
    }: { $fate ->
        [full_recovery] Recupero Completo (le ferite erano molto meno gravi di quanto sembrassero)
        [wounded] Ferito (tira una volta sulla Tabella delle Ferite)
        [badly_wounded] Gravemente Ferito (tira 3 volte sulla Tabella delle Ferite)
        [bitter_enemy] Nemico Giurato (ottiene Odio: { $hate } verso la forza nemica)
        [captured] Catturato (tenuto dal nemico finché non è scambiato o riscattato)
       *[miraculous_recovery] Recupero Miracoloso (si riprende e ottiene +{ $ep } PE)
    }
# A row of the Wound Table: the D20 faces it covers, the wound and what it does (AR, MV,
# ST, RC, LD, AC, CC: the characteristics' abbreviations).
tab-wound-row = { $span ->
        [one] { $low }
       *[range] { $low }–{ $high }
    }: { $location ->
        [chest_wound] Ferita al petto (Arm -1)
        [leg_wound] Ferita alla gamba (Mov -1)
        [arm_wound] Ferita al braccio (For -1)
        [blinded_in_one_eye] Accecato da un occhio (CaD -1 e -1 ai Test di Individuazione; accecato due volte, il modello è cieco e fuori dal gioco)
        [head_wound] Ferita alla testa (Com -1)
        [ear_wound] Ferita all’orecchio (-2 ai Test di Individuazione; chi attacca dal retro ottiene +4 CaC)
        [shell_shock] Trauma da combattimento (Az -1)
       *[hand_wound] Ferita alla mano (CaC -1)
    }
# A list preview's notes beside a Regiment or Unit. A Character ($name) joins the first
# Regiment of its force (a list file's) or of its warband (a Para Bellum text's).
tab-note-joins-first = { $name } si unisce a questo Reggimento (il primo { $of ->
        [warband] della sua banda
       *[force] della sua forza
    })
# A Character the player moved to this Regiment.
tab-note-joins = { $name } si unisce a questo Reggimento
tab-note-rules-not-kept = altre { $more } regole speciali non tenute (al massimo { $most })
# $rule: a special rule as the file wrote it.
tab-note-x-out-of-range = { $rule }: X deve essere da 1 a { $most }; non tenuta, aggiungila nell’Adunata
tab-note-no-x = { $rule }: il file non dà alcun valore X; non tenuta, aggiungila nell’Adunata
tab-note-shortened = { $rule }: accorciata a { $most } caratteri
# An upgrade ($name) answered as an auxiliary Stand of the player's $profile; $fielded:
# "no" when a battle does not place it yet.
tab-note-auxiliary = { $name }: uno Stand ausiliario di { $profile }, tenuto nella tua libreria{ $fielded ->
        [no] ; non ancora sul campo di battaglia
       *[yes] {""}
    }
# $type: the Regiment's type as the file wrote it (infantry, cavalry and brute are
# Conquest's three).
tab-note-type = Il tipo «{ $type }» non è fanteria, cavalleria né bruto: scegline uno
# A Ninth Age Unit's Champion ($name), one of its models.
tab-note-champion = { $name } è uno dei modelli dell’Unità: { $models } modelli di truppa e il Campione
tab-note-character-unit = Un Personaggio: arriva come Unità a sé; uniscilo a un’Unità nell’Adunata
# Where numbers the file lacks came from (import-filled-from's $from): the player's Muster
# profile $profile, kept under another faction ($under) when $kept is "other".
tab-filled-profile = il profilo dell’Adunata «{ $profile }»{ $kept ->
        [other] {" "}(tenuto sotto { $under })
       *[same] {""}
    }
tab-filled-library = la libreria della tua fazione
# A roster's format, as the import's summary starts: the program that wrote it and its
# file's extension.
tab-format-roster = { $format ->
        [ros] File BattleScribe .ros
        [rosz] File BattleScribe .rosz
       *[json] File New Recruit .json
    }
# A value the engine describes in an error: $n of what it counts ($what); $grouping:
# "yes" when English writes the count with thousands separators.
tab-value-counted = { $grouping ->
        [yes] { $n }
       *[no] { NUMBER($n, useGrouping: 0) }
    } { $what ->
        [items] { $n ->
            [one] elemento
           *[other] elementi
        }
        [characters] { $n ->
            [one] carattere
           *[other] caratteri
        }
        [auxiliary] { $n ->
            [one] Stand ausiliario
           *[other] Stand ausiliari
        }
        [rolls] { $n ->
            [one] tiro
           *[other] tiri
        }
        [sides] { $n ->
            [one] parte
           *[other] parti
        }
       *[levels] { $n ->
            [one] livello
           *[other] livelli
        }
    }
# An error whose value the engine describes (tab-value-counted's arguments): the field,
# what it expects ($parts), and the value.
tab-invalid-data-counted = { $field }: { $parts }, ricevuto { $grouping ->
        [yes] { $n }
       *[no] { NUMBER($n, useGrouping: 0) }
    } { $what ->
        [items] { $n ->
            [one] elemento
           *[other] elementi
        }
        [characters] { $n ->
            [one] carattere
           *[other] caratteri
        }
        [auxiliary] { $n ->
            [one] Stand ausiliario
           *[other] Stand ausiliari
        }
        [rolls] { $n ->
            [one] tiro
           *[other] tiri
        }
        [sides] { $n ->
            [one] parte
           *[other] parti
        }
       *[levels] { $n ->
            [one] livello
           *[other] livelli
        }
    }

## The worker's own errors, links' and shares' refusals
# (Messages of this group follow this line.)
wk-starting = avvio del motore
wk-reason = { $reason }
wk-file-not-loaded = Impossibile caricare { $path } (HTTP { NUMBER($status, useGrouping: 0) })
wk-late-failed = Impossibile caricare questa parte del motore: { $parts }
wk-qr-unavailable = I codici QR non sono disponibili: { $parts }
wk-lists-unavailable = L’importazione delle liste non è disponibile: { $parts }
wk-stopped = il motore si è fermato durante questa operazione ({ $parts }); si sta riavviando
wk-unfinished = il motore non è riuscito a completare questa richiesta ({ $parts }); non è stato cambiato nulla
wk-too-big = Troppo grande per un link ({ $kind ->
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
        [depth] { NUMBER($count, useGrouping: 0) } livelli di annidamento, al massimo { NUMBER($most, useGrouping: 0) }.
        [bytes] { $count } byte di dati, al massimo { $most }.
        [characters] { $count } caratteri, al massimo { $most }.
       *[items] { $count } elementi, al massimo { $most }.
    }
wk-pack-too-large = Questo pacchetto di { $count } profili è troppo grande per i codici QR (ne servirebbero più di { $most }): invia invece il link o il file.
