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
