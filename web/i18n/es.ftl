# Aftermath en español: NOT COMPLETE until it has every message of en.ftl (other areas'
# messages are still being added to English). Until then it is reached only by ?lang=es
# and every message it lacks falls back to English (web/i18n/language.js, COMPLETE).
# Game terms and their sources: glossary/es.md (confirmed or unconfirmed, term by term).

## The home screen

home-battles = Batallas
home-saved-battles = Batallas guardadas
home-no-battles = Aún no hay batallas guardadas en este dispositivo.
home-battle-meta = { $system } · { $updated }
home-rename = Renombrar
home-rename-label = Renombrar { $name }
home-duplicate = Duplicar
home-duplicate-label = Duplicar { $name }
home-delete = Borrar
home-delete-label = Borrar { $name }
home-new-name = Nombre nuevo
home-save-name = Guardar nombre
home-cancel = Cancelar
home-delete-ask = ¿Borrar «{ $name }» para siempre?
home-delete-ask-unnamed = ¿Borrar «esta batalla» para siempre?
home-delete-yes = Sí, borrar
home-delete-keep = Conservarla
home-examples = Ejemplos
home-examples-title = Empezar desde un ejemplo
home-examples-waiting = Los ejemplos aparecen cuando el motor está listo.
conquest-new-battle = Nueva batalla de Conquest
ninth-age-new-battle = Nueva batalla de The 9th Age
engine-starting-title = arrancando el motor
backup-title = Reclutamiento y copia de seguridad
backup-about = Perfiles de Regimientos y Unidades y listas de ejército guardados en este dispositivo, y un archivo de copia de seguridad con todo.
backup-muster = Reclutamiento
backup-export = Exportar todo
backup-import = Importar un archivo de copia
campaign-title = Campaña
campaign-new = Tras la batalla de campaña
campaign-rosters = Listas de las bandas
language-label = Idioma
language-en = English
language-pl = Polski
language-de = Deutsch
language-fr = Français
language-es = Español
language-it = Italiano
language-pseudo = Pseudo (pruebas)
language-failed = No se pudieron cargar los textos de { $code } ({ $reason }): la página está en inglés.

## Storage on this device (the home screen's last panel)

storage-title = Almacenamiento en este dispositivo
storage-asking = Espacio usado: preguntando al navegador…
storage-unreadable-count = No se pudieron leer ({ $count })
storage-unreadable-about = Estos registros guardados estaban dañados. Se conservan aquí tal como se encontraron: copia o descarga el texto para repararlo, o descártalo.
storage-unreadable-item = { $kind } «{ $key }»: { $reason }
storage-raw-label = Texto sin procesar de { $kind } { $key }
storage-download = Descargar
storage-discard = Descartar
storage-discard-label = Descartar { $kind } { $key }
storage-not-kept = No se conserva nada: este navegador no da almacenamiento a Aftermath, así que las batallas y las listas solo duran hasta que se cierre o recargue esta página.
storage-stopped = El guardado en este dispositivo se ha detenido: recarga esta página para volver a guardar.
storage-space-unknown = Espacio usado: el navegador no lo dice.
storage-space = Espacio usado: { $used }, quedan { $left }.
storage-gb = { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } GB
storage-mb = { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
storage-kb = { $size } kB
storage-persistent = Se conserva hasta que lo borres (almacenamiento persistente).
storage-not-persistent = No persistente: el navegador puede borrarlo cuando al dispositivo le falte espacio.
storage-persistence-asking = Persistencia: preguntado al navegador, esperando su respuesta.
storage-persistence-unknown = Persistencia: el navegador no lo dice.
storage-space-and-kept = { $amounts } { $kept }

## The engine's sentences: a rule's reason or a step of the log, the rule id beside it

rule-cited = { $reason } ({ $rule })
not-now = Ahora no: { $reason }

conquest-pool-received = { $regiment } recibe una Reserva de Heridas de { $wounds }
conquest-pool-suffered = { $regiment } sufrió { $suffered } { $suffered ->
        [one] Herida
       *[other] Heridas
    } de esta Reserva de Heridas
conquest-below-strength = { $regiment } está por debajo de su Fuerza Inicial
conquest-no-test-destroyed = Sin Prueba de Moral: el Regimiento fue destruido
conquest-no-test-harm = Sin Prueba de Moral: las Heridas { $harm ->
        [clash] de Choque
        [charge] de Carga o Impacto
        [duel] de Duelo
        [volley] de Andanada
        [spell] de Hechizo
        [decay] de Descomposición
        [aura_of_death] de Aura de Muerte
        [lethal_demise] de Final Letal
       *[other] de otra fuente
    } no la provocan
conquest-no-test-marked = Sin Prueba de Moral: la reserva se marcó como que no la provoca
conquest-must-test-first = { $regiment } debe hacer primero su Prueba de Moral ({ $dice } { $dice ->
        [one] dado
       *[other] dados
    }) antes de { $action ->
        [pool] otra Reserva de Heridas
        [heal] una Curación
        [character] más Heridas
        [rally] un Reagrupamiento
        [place] mover Regimientos
        [charge] una Carga
        [round] una nueva Ronda
        [decay] la Descomposición
       *[contacts] que cambien los contactos
    }
conquest-no-test-to-take = { $regiment } no tiene ninguna Prueba de Moral pendiente
conquest-die = Dado { $value }: { $result ->
        [pass] superado
       *[fail] fallado
    } — { $why ->
        [one] un 1 natural siempre supera
        [six] un 6 natural siempre falla
        [at_most] { $value } es como mucho Resolución { $resolve }
       *[over] { $value } supera Resolución { $resolve }
    }
conquest-reroll-die = Repetición { $value }: { $result ->
        [pass] superado
       *[fail] fallado
    } — { $why ->
        [one] un 1 natural siempre supera
        [six] un 6 natural siempre falla
        [at_most] { $value } es como mucho Resolución { $resolve }
       *[over] { $value } supera Resolución { $resolve }
    }
conquest-not-rerolled = { $arc ->
        [flank] Flanco
       *[rear] Retaguardia
    }: Disciplina de Hierro, los dados superados no se repiten
conquest-rerolled = { $arc ->
        [flank] Flanco
       *[rear] Retaguardia
    }: { $passes } { $passes ->
        [one] dado superado repetido
       *[other] dados superados repetidos
    }
conquest-indomitable = Indomable { $x }: { $saved ->
        [one] un fallo cuenta
       *[other] { $saved } fallos cuentan
    } como superado
conquest-oblivious = Ajenos: { $failed } { $failed ->
        [one] fallo
       *[other] fallos
    } -> { $wounds } { $wounds ->
        [one] Herida
       *[other] Heridas
    }
conquest-test-result = { $passed } { $passed ->
        [one] superado
       *[other] superados
    }, { $failed } { $failed ->
        [one] fallado
       *[other] fallados
    }{ $wounds ->
        [0] {""}
        [one] : { $wounds } Herida, que no provoca más pruebas
       *[other] : { $wounds } Heridas, que no provocan más pruebas
    }

parts-separator = {", "}
conquest-morale-roll = Prueba de Moral: tira { $dice } { $dice ->
        [one] dado
       *[other] dados
    } contra Resolución { $value } ({ $parts } = { $value })
conquest-resolve-line = Resolución { $value }: { $parts } = { $value }
conquest-resolve-base = Resolución { $kind ->
        [lowest] más baja
       *[highest] más alta
    } { $base }
conquest-resolve-no-size = sin bonificador por tamaño (Roto)
conquest-resolve-size = bonificador por tamaño +{ $bonus } ({ $stands } { $stands ->
        [one] Stand
       *[other] Stands
    })
conquest-resolve-modifier = modificador { $sign ->
        [minus] -
       *[plus] +
    }{ $size }
conquest-resolve-modifier-ignored = modificador { $sign ->
        [minus] -
       *[plus] +
    }{ $size } ignorado (Roto)
conquest-resolve-terrifying = Aterrador -{ $x }
conquest-resolve-terrifying-ignored = Aterrador ignorado ({ $rule ->
        [fearless] Sin Miedo
       *[bravery] Valentía
    })
conquest-resolve-phalanx = Falange +1
conquest-terrifying = Aterrador { $x }: Resolución { $was } -> { $now }
conquest-terrifying-from = Aterrador { $x } ({ $source }): Resolución { $was } -> { $now }
conquest-terrifying-ignored = Aterrador { $x } ignorado: { $regiment } tiene { $rule ->
        [fearless] Sin Miedo
       *[bravery] Valentía
    }
conquest-terrifying-from-ignored = Aterrador { $x } ({ $source }) ignorado: { $regiment } tiene { $rule ->
        [fearless] Sin Miedo
       *[bravery] Valentía
    }
conquest-phalanx = Falange contra Heridas de frente: Resolución { $was } -> { $now }

conquest-heals-with = { $regiment } se Cura con { $points } { $points ->
        [one] Punto de Curación
       *[other] Puntos de Curación
    }{ $source ->
        [regeneration] {" "}(Regeneración)
        [fanatical_devotion] {" "}(Devoción Fanática)
        [biotic_renewal] {" "}(Renovación Biótica)
       *[none] {""}
    }
conquest-regeneration-skips = La Regeneración omite a los Personajes del Regimiento
conquest-healing-done = Curación terminada: { $spent } gastados{ $lost ->
        [0] {""}
       *[other] , { $lost } perdidos (sin espacio)
    }{ $unused ->
        [0] {""}
       *[other] , { $unused } sin usar
    }
conquest-regeneration-of = Regeneración { $points } de { $character }: { $healed } { $healed ->
        [one] Marcador de Herida curado
       *[other] Marcadores de Herida curados
    }{ $lost ->
        [0] {""}
       *[other] , { $lost } perdidos
    }
conquest-character-heals = El Personaje { $character } cura { $healed } { $healed ->
        [one] Marcador de Herida
       *[other] Marcadores de Herida
    }

conquest-character-removed = El Personaje { $character } se retira como baja
conquest-character-markers = El Personaje { $character } tiene { $markers } { $markers ->
        [one] Marcador de Herida
       *[other] Marcadores de Herida
    }
conquest-character-removed-with = El Personaje { $character } se retira como baja con el último Stand de { $regiment }

conquest-rallies = { $regiment } se Reagrupa{ $was ->
        [broken] : ya no está Roto
       *[steady] {""}
    }; Roto se cuenta ahora desde { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    }
conquest-round-begins = Empieza la Ronda { $round }: la cuenta de Roto de cada Regimiento vuelve a empezar
conquest-still-broken = { $regiment } sigue Roto: Destrozado se cuenta ahora desde { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    }
conquest-active-player = { $player } es el Jugador Activo

conquest-charges = { $regiment } Carga contra { $edge ->
        [front] el frente
        [left] el flanco izquierdo
        [right] el flanco derecho
       *[rear] la retaguardia
    } de { $enemy }: { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } contra { $enemy_stands } en contacto

conquest-excess-ignored = { $excess } { $excess ->
        [one] Herida sobrante ignorada
       *[other] Heridas sobrantes ignoradas
    }: no queda ningún Stand que las reciba
conquest-dauntless = { $regiment } es Intrépido: perdió { $lost } de { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } esta Ronda, y nunca queda Roto
conquest-broken = { $regiment } está Roto: perdió { $lost } de { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } esta Ronda (la mitad, redondeando hacia arriba, es { $needed })
conquest-shattered = { $regiment } está Destrozado: perdió { $lost } de los { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } que tenía al quedar Roto (la mitad, redondeando hacia arriba, es { $needed }); se retiran todos los Stands
conquest-destroyed = { $regiment } no tiene Stands y queda destruido

conquest-back-in-contact = { $regiment } vuelve a estar en contacto tras un empuje anterior: ya no está Aislado
conquest-stays-unengaged = { $regiment } sigue fuera de contacto: no está Trabado
conquest-not-stranded-after-all = { $regiment } al final no está Aislado: no es empujado

conquest-refused-already-destroyed = { $regiment } ya está destruido
conquest-refused-destroyed = { $regiment } está destruido
conquest-refused-destroyed-no-rally = { $regiment } está destruido y no puede Reagruparse
conquest-refused-destroyed-no-heal = { $regiment } está destruido y no puede ser Curado
conquest-refused-character-removed = { $character } ha sido retirado
conquest-refused-character-already-removed = { $character } ya ha sido retirado
conquest-refused-broken-no-heal = { $regiment } está Roto: un Regimiento Roto no puede ser Curado
conquest-refused-broken-no-restore = { $regiment } está Roto: un Regimiento Roto no puede ser Curado ni Restaurar Stands
conquest-refused-broken-no-charge = { $regiment } está Roto: un Regimiento Roto no puede Cargar (Ch6)
conquest-refused-not-broken = { $regiment } no está Roto
conquest-refused-no-bravery = { $regiment } no tiene Valentía
conquest-refused-max-rounds = una batalla tiene como mucho { $rounds } { $rounds ->
        [one] Ronda
       *[other] Rondas
    }
conquest-refused-no-battlefield-to-push = esta batalla no tiene campo de batalla: nadie es empujado
conquest-refused-pushed-after-the-test = los Regimientos Aislados se empujan tras las bajas de la Prueba de Moral: elige su orden con esa prueba
conquest-refused-nothing-to-push = esta acción no deja Aislado a ningún Regimiento: no hay nada que empujar
conquest-refused-not-engaged-before = { $regiment } no estaba trabado antes de esta acción: no puede quedar Aislado ni ser empujado
conquest-refused-contacts-from-positions = en un campo de batalla, los contactos salen de las posiciones: mueve los Regimientos con Colocar
conquest-refused-no-battlefield-to-place = esta batalla no tiene campo de batalla donde colocar Regimientos
conquest-refused-casualties-not-complete = las bajas de la última acción aún no están completas
conquest-refused-enemy-not-placed = { $enemy } aún no está en el campo de batalla: Muévelo primero al campo de batalla, y luego { $attacker } podrá cargar contra uno de sus lados

conquest-edge-pair = su { $own ->
        [front] frente
        [right] lado derecho
        [rear] retaguardia
       *[left] lado izquierdo
    } contra su { $theirs ->
        [front] frente
        [right] lado derecho
        [rear] retaguardia
       *[left] lado izquierdo
    }
conquest-in-contact = { $regiment } está en contacto con { $enemy }: { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } contra { $enemy_stands } ({ $parts })
conquest-also-in-contact = { $regiment } también está en contacto con { $enemy }: { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } contra { $enemy_stands } ({ $parts })

conquest-name = { $name }
conquest-out-of-contact = Fuera de contacto: { $parts }; los Regimientos Aislados se resuelven tras las bajas de la Prueba de Moral

# A Stand's place in its formation is said as its rank (front, rear, or the nth) and,
# when the formation has more than one file, its file (left or right end, centre, or
# the nth from an end); a length in the players' unit (mm or in), to a tenth.
# Why a Wound goes to a Stand (C-4): $origin is the Command Stand's file or the centre
# file, $far how many files from it (a half on an even front).
conquest-why-command-last = los Stands de Mando se retiran los últimos; no queda ningún otro
conquest-why-wounded-first = un Stand Herido recibe Heridas hasta que es destruido
# $parts: the reason within the rank.
conquest-why-rear-rank = la fila { $rank } es la última fila;{ $engaged ->
        [kept] {" "}conserva los Stands trabados en contacto;
        [all] {" "}todos sus Stands están trabados;
       *[none] {""}
    } { $parts }
conquest-why-on-the-file = { $how ->
        [last] el Stand más central va el último
        [only_in_rank] el único Stand de la fila
       *[only] la única opción
    } (en { $origin ->
        [command] la columna del Stand de Mando
       *[centre] la columna central
    })
conquest-why-only-choice = la única opción (a { $far } { $far ->
        [one] columna
       *[other] columnas
    } de { $origin ->
        [command] el Stand de Mando
       *[centre] la columna central
    })
conquest-why-furthest = el más alejado de { $origin ->
        [command] el Stand de Mando
       *[centre] la columna central
    } ({ $far } { $far ->
        [one] columna
       *[other] columnas
    })
conquest-why-tied = a { $far } { $far ->
        [one] columna
       *[other] columnas
    } de { $origin ->
        [command] el Stand de Mando
       *[centre] la columna central
    }, empate a ambos lados; { $last_side ->
        [left] extremos alternos: el último Stand perdido estaba a la izquierda
        [right] extremos alternos: el último Stand perdido estaba a la derecha
       *[none] el primer empate va a la izquierda
    }
# A Stand takes Wounds (C-4); $parts: why this Stand.
conquest-stand-destroyed = El { $stand ->
        [auxiliary] Stand { $auxiliary } (auxiliar)
       *[stand] Stand
    } en { $rank ->
        [front] primera fila
        [rear] última fila
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] .ª
        } fila
    }{ $file ->
        [left] , extremo izquierdo
        [right] , extremo derecho
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la izquierda
        [from_right] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la derecha
       *[none] {""}
    } recibe { $taken } { $taken ->
        [one] Herida
       *[other] Heridas
    } y es destruido — { $parts }
conquest-stand-takes = El { $stand ->
        [auxiliary] Stand { $auxiliary } (auxiliar)
       *[stand] Stand
    } en { $rank ->
        [front] primera fila
        [rear] última fila
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] .ª
        } fila
    }{ $file ->
        [left] , extremo izquierdo
        [right] , extremo derecho
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la izquierda
        [from_right] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la derecha
       *[none] {""}
    } recibe { $taken } { $taken ->
        [one] Herida
       *[other] Heridas
    } ({ $markers } de sus { $wounds } Heridas recibidas) — { $parts }

# Stands healed and restored (C-7 to C-9).
conquest-stand-heals = El { $stand ->
        [auxiliary] Stand { $auxiliary } (auxiliar)
       *[stand] Stand
    } en { $rank ->
        [front] primera fila
        [rear] última fila
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] .ª
        } fila
    }{ $file ->
        [left] , extremo izquierdo
        [right] , extremo derecho
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la izquierda
        [from_right] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la derecha
       *[none] {""}
    } cura { $healed } { $healed ->
        [one] Marcador de Herida
       *[other] Marcadores de Herida
    }{ $command ->
        [yes] {" "}(primero el Stand de Mando)
       *[no] {""}
    }
conquest-too-few-to-restore = { $left ->
        [one] Queda { $left } Punto de Curación
       *[other] Quedan { $left } Puntos de Curación
    }: no bastan para restaurar el { $stand ->
        [auxiliary] Stand { $auxiliary } (auxiliar)
       *[stand] Stand
    } de { $rank ->
        [front] primera fila
        [rear] última fila
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] .ª
        } fila
    }{ $file ->
        [left] , extremo izquierdo
        [right] , extremo derecho
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la izquierda
        [from_right] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la derecha
       *[none] {""}
    } (necesita { $need }, la mitad de sus Heridas redondeando hacia arriba); no se usan
conquest-no-room-to-restore = No hay sitio para restaurar el { $stand ->
        [auxiliary] Stand { $auxiliary } (auxiliar)
       *[stand] Stand
    } perdido de { $rank ->
        [front] primera fila
        [rear] última fila
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] .ª
        } fila
    }{ $file ->
        [left] , extremo izquierdo
        [right] , extremo derecho
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la izquierda
        [from_right] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la derecha
       *[none] {""}
    }: no se restaura y { $lost ->
        [one] se pierde el Punto de Curación restante
       *[other] se pierden los { $lost } Puntos de Curación restantes
    }
# $parts: why there is no room on the battlefield.
conquest-no-room-to-restore-because = No hay sitio para restaurar el { $stand ->
        [auxiliary] Stand { $auxiliary } (auxiliar)
       *[stand] Stand
    } perdido de { $rank ->
        [front] primera fila
        [rear] última fila
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] .ª
        } fila
    }{ $file ->
        [left] , extremo izquierdo
        [right] , extremo derecho
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la izquierda
        [from_right] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la derecha
       *[none] {""}
    } ({ $parts }): no se restaura y { $lost ->
        [one] se pierde el Punto de Curación restante
       *[other] se pierden los { $lost } Puntos de Curación restantes
    }
conquest-stand-restored = El { $stand ->
        [auxiliary] Stand { $auxiliary } (auxiliar)
       *[stand] Stand
    } en { $command ->
        [yes] su posición original
       *[no] { $rank ->
        [front] primera fila
        [rear] última fila
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] .ª
        } fila
    }{ $file ->
        [left] , extremo izquierdo
        [right] , extremo derecho
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la izquierda
        [from_right] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la derecha
       *[none] {""}
    }
    } se restaura con { $spent } { $spent ->
        [one] Punto de Curación
       *[other] Puntos de Curación
    }, { $spent } de { $wounds } Heridas restantes{ $command ->
        [yes] {" "}(primero los Stands de Mando)
       *[no] {""}
    }

# Contacts set by hand (C-2): $parts are the enemies' names, each conquest-name.
conquest-stand-contacts = El Stand en { $rank ->
        [front] primera fila
        [rear] última fila
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] .ª
        } fila
    }{ $file ->
        [left] , extremo izquierdo
        [right] , extremo derecho
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la izquierda
        [from_right] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la derecha
       *[none] {""}
    } de { $regiment } está en contacto con { $parts }
conquest-stand-contacts-none = El Stand en { $rank ->
        [front] primera fila
        [rear] última fila
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] .ª
        } fila
    }{ $file ->
        [left] , extremo izquierdo
        [right] , extremo derecho
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la izquierda
        [from_right] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la derecha
       *[none] {""}
    } de { $regiment } no está en contacto con ningún enemigo
conquest-refused-stand-removed = el Stand en { $rank ->
        [front] primera fila
        [rear] última fila
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] .ª
        } fila
    }{ $file ->
        [left] , extremo izquierdo
        [right] , extremo derecho
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la izquierda
        [from_right] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la derecha
       *[none] {""}
    } de { $regiment } ha sido retirado

# Bravery, Decay and a Wound Pool's source (C-21, C-28, C-29).
conquest-uses-bravery = { $regiment } usa Valentía: ya no está Roto; Roto se sigue contando desde { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } esta Ronda
conquest-decay = Descomposición { $x }: { $stands } { $stands ->
        [one] Stand tira
       *[other] Stands tiran
    } { $dice } { $dice ->
        [one] dado
       *[other] dados
    }, { $wounds } de ellos 5 o 6: { $wounds } { $wounds ->
        [one] Herida
       *[other] Heridas
    }, sin Pruebas de Moral
# $source is the enemy named, if $named is yes; $harm the kind of harm, or none.
conquest-pool-source = Reserva de Heridas { $named ->
        [yes] de { $source }
       *[no] sin fuente nombrada
    }{ $harm ->
        [clash] , Choque
        [charge] , Carga o Impacto
        [duel] , Duelo
        [volley] , Andanada
        [spell] , Hechizo
        [decay] , Descomposición
        [aura_of_death] , Aura de Muerte
        [lethal_demise] , Final Letal
        [other] , Otra
       *[none] {""}
    }, Heridas { $arc ->
        [front] por el frente
        [flank] por el flanco
        [rear] por la retaguardia
       *[not_named] de dirección no nombrada
    }

# Regiments' names joined by "and": each is $name, then $parts (the next one, or what
# follows the last).
conquest-name-and = { $name } y { $parts }
conquest-name-still-touching = { $name } pero sigue en contacto con { $parts }

# The battlefield (C-17): where a Regiment stands, and why it cannot stand there.
conquest-off-battlefield = el Stand en { $rank ->
        [front] primera fila
        [rear] última fila
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] .ª
        } fila
    }{ $file ->
        [left] , extremo izquierdo
        [right] , extremo derecho
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la izquierda
        [from_right] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la derecha
       *[none] {""}
    } quedaría fuera del campo de batalla
conquest-overlaps = el Stand en { $rank ->
        [front] primera fila
        [rear] última fila
       *[nth] { $rank_n }{ $rank_ord ->
           *[other] .ª
        } fila
    }{ $file ->
        [left] , extremo izquierdo
        [right] , extremo derecho
        [centre] , centro
        [from_left] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la izquierda
        [from_right] , { $file_n }{ $file_ord ->
           *[other] .ª
        } columna desde la derecha
       *[none] {""}
    } { $moving ->
        [yes] atravesaría
       *[no] se solaparía con
    } el Stand en { $other_rank ->
        [front] primera fila
        [rear] última fila
       *[nth] { $other_rank_n }{ $other_rank_ord ->
           *[other] .ª
        } fila
    }{ $other_file ->
        [left] , extremo izquierdo
        [right] , extremo derecho
        [centre] , centro
        [from_left] , { $other_file_n }{ $other_file_ord ->
           *[other] .ª
        } columna desde la izquierda
        [from_right] , { $other_file_n }{ $other_file_ord ->
           *[other] .ª
        } columna desde la derecha
       *[none] {""}
    } de { $other }
# $parts: why.
conquest-refused-cannot-stand-there = { $regiment } no puede estar ahí: { $parts }
conquest-stands-at = { $regiment } está en x { NUMBER($x, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }, y { NUMBER($y, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }, orientado a { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
# $parts: why.
conquest-refused-cannot-charge = { $attacker } no puede cargar { $edge ->
        [front] el frente
        [left] el flanco izquierdo
        [right] el flanco derecho
       *[rear] la retaguardia
    } de { $enemy }: { $parts }
conquest-no-stand-touches = desplazado { $offset } { $widths ->
        [one] ancho
       *[other] anchos
    } de Stand, ningún Stand de { $attacker } tocaría a { $enemy }
# $parts: the enemies' names joined by "and".
conquest-leaves-contact = { $regiment } deja su contacto con { $parts }
conquest-first-battlefield = Un campo de batalla de { $unit ->
        [in] { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) } x { NUMBER($depth, useGrouping: 0, maximumFractionDigits: 1) }″
       *[mm] { NUMBER($width, useGrouping: 0) } x { NUMBER($depth, useGrouping: 0) } mm
    }: ambos ejércitos desplegados en sus mitades, uno frente al otro
conquest-pair-with = { $a } con { $b }
# $parts: the pairs of Regiments, each conquest-pair-with.
conquest-hand-set-end = Los contactos fijados a mano ({ $parts }) terminan: en un campo de batalla las posiciones deciden los contactos, así que vuelve a Cargar para trabar a los demás
conquest-refused-too-wide = { $regiment } ({ NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } de ancho) es más ancho que el campo de batalla ({ NUMBER($field_width, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }): pon una mesa más grande
# $player_s: yes when the player's name ends in s (English writes Ann's, James').
conquest-refused-no-room-in-half = { $regiment } no tiene sitio en la mitad de { $player }{ $player_s ->
        [yes] {""}
       *[no] {""}
    } del campo de batalla de { $unit ->
        [in] { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) } x { NUMBER($depth, useGrouping: 0, maximumFractionDigits: 1) }″
       *[mm] { NUMBER($width, useGrouping: 0) } x { NUMBER($depth, useGrouping: 0) } mm
    }: pon una mesa más grande
# $parts: why.
conquest-refused-cannot-be-deployed = { $regiment } no se puede desplegar: { $parts }

# Stranded Regiments and Press the Attack (C-18, C-19): $parts are names joined by "and".
conquest-engaged-again = { $regiment } vuelve a estar trabado con { $parts }
# $parts: the Regiments in the order pushed, each conquest-name.
conquest-push-order = { $player } los empuja en este orden: { $parts }
conquest-still-engaged = { $regiment } perdió el contacto con { $parts }: no está Aislado
conquest-unengaged-not-stranded = { $regiment } está no Trabado, no Aislado: { $opponents ->
        [one] su único oponente
       *[other] todos sus oponentes
    } ({ $parts }) { $opponents ->
        [one] fue destruido
       *[other] fueron destruidos
    }
conquest-separated = { $regiment } perdió los Stands que estaban en contacto con { $parts }: no está Aislado (Ch6: solo pueden estarlo los oponentes del Regimiento que pierde Stands)
conquest-stranded = { $regiment } está Aislado: ya no está en contacto con { $parts }
conquest-no-straight-push = ningún movimiento recto lo devuelve al contacto por los mismos bordes
# $parts: why the push is blocked.
conquest-push-blocked = el empuje de { NUMBER($distance, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } está bloqueado: { $parts }
conquest-would-touch = tocaría a { $other }, con el que no estaba trabado
# $parts: why not.
conquest-cannot-press = { $regiment } no puede Presionar el Ataque ({ $parts }); se queda donde estaba y no está Trabado
# A push's way as the Regiment faces: $ahead forward or back, $aside right or left.
conquest-push-direction = { $forward ->
        [forward] { NUMBER($ahead, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } hacia delante{ $sideways ->
            [right] {" "}y { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } a la derecha
            [left] {" "}y { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } a la izquierda
           *[none] {""}
        }
        [back] { NUMBER($ahead, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } hacia atrás{ $sideways ->
            [right] {" "}y { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } a la derecha
            [left] {" "}y { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } a la izquierda
           *[none] {""}
        }
       *[none] { $sideways ->
            [right] { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } a la derecha
            [left] { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } a la izquierda
           *[none] un pelo
        }
    }
# $parts: the push's way (conquest-push-direction).
conquest-presses = { $regiment } presiona el ataque: empujado { NUMBER($distance, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } ({ $parts }) de vuelta al contacto con { $enemy } — { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } contra { $enemy_stands }{ $how ->
        [same] , como antes de las bajas
        [more] {" "}(antes de las bajas: { $was_stands } contra { $was_enemy_stands })
       *[most] : lo máximo posible (eran { $was_stands } contra { $was_enemy_stands })
    }

# An error of validation a player sees: $field is where in the input (as the engine
# names it), $got the value given, as written; $parts is what the field must be.
invalid-data = { $field }: { $parts }, se recibió { $got }
field-an-object = debe ser un objeto
# $allowed: the keys allowed, listed as the input spells them.
field-unknown-key = clave desconocida (permitidas: { $allowed })
field-required = es obligatorio
field-whole-number = debe ser un número entero
field-a-number = debe ser un número
field-at-least = debe ser como mínimo { NUMBER($low, useGrouping: 0) }
field-at-most = debe ser como máximo { NUMBER($high, useGrouping: 0) }
field-text = debe ser texto
field-max-characters = debe tener como máximo { NUMBER($max, useGrouping: 0) } caracteres
# $options: the choices, listed as the input spells them.
field-one-of = debe ser uno de { $options }
field-not-blank = no debe estar en blanco
field-true-or-false = debe ser true o false
field-a-list = debe ser una lista
field-max-items = debe tener como máximo { NUMBER($max, useGrouping: 0) } elementos
field-identifier = debe tener de 1 a 64 letras, dígitos, '-', '_' o '.'
field-dice-list = debe ser una lista de resultados de D{ NUMBER($sides, useGrouping: 0) }
field-die-result = debe ser un resultado de D{ NUMBER($sides, useGrouping: 0) } de 1 a { NUMBER($sides, useGrouping: 0) }
field-dice-count = debe contener exactamente { NUMBER($count, useGrouping: 0) } dados, uno por prueba
field-entered-or-rolled = debe introducirse, o tirarlo antes la app

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
