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
home-examples-waiting = Cargando los ejemplos…
conquest-new-battle = Nueva batalla de Conquest
ninth-age-new-battle = Nueva batalla de The Ninth Age
engine-starting-title = arrancando el motor
backup-title = Reclutamiento y copia de seguridad
backup-about = Perfiles de Regimientos y Unidades y listas de ejército guardados en este dispositivo, y un archivo de copia de seguridad con todo.
backup-muster = Reclutamiento
backup-export = Exportar todo
backup-import = Importar un archivo de copia
campaign-title = Campaña
campaign-new = Tras la batalla de campaña
campaign-rosters = Listas de banda
language-label = Idioma
language-en = English
language-pl = Polski
language-de = Deutsch
language-fr = Français
language-es = Español
language-it = Italiano
language-pseudo = Pseudo (pruebas)
language-failed = No se pudieron cargar los textos de { $code } ({ $reason }): la página está en inglés.
language-pick-failed = No se pudieron cargar los textos de { $code } ({ $reason }): no se ha cambiado nada.

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
conquest-no-test-marked = Sin Prueba de Moral: la Reserva de Heridas se marcó como que no la provoca
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
        [one] un 1 natural siempre tiene éxito
        [six] un 6 natural siempre falla
        [at_most] { $value } no es mayor que la Resolución { $resolve }
       *[over] { $value } es mayor que la Resolución { $resolve }
    }
conquest-reroll-die = Repetición { $value }: { $result ->
        [pass] superado
       *[fail] fallado
    } — { $why ->
        [one] un 1 natural siempre tiene éxito
        [six] un 6 natural siempre falla
        [at_most] { $value } no es mayor que la Resolución { $resolve }
       *[over] { $value } es mayor que la Resolución { $resolve }
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
        [one] un fallo cuenta como superado
       *[other] { $saved } fallos cuentan como superados
    }
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
        [one] Peana
       *[other] Peanas
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
conquest-phalanx = Falange contra Heridas por el frente: Resolución { $was } -> { $now }

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
conquest-healing-done = Curación terminada: { $spent } { $spent ->
        [one] gastado
       *[other] gastados
    }{ $lost ->
        [0] {""}
        [one] , { $lost } perdido (sin espacio)
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
       *[other] , { $lost } { $lost ->
            [one] perdido
           *[other] perdidos
        }
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
conquest-character-no-morale = Sin Prueba de Moral para { $regiment }: las Heridas propias de un Personaje no son una Reserva de Heridas
conquest-character-removed-with = El Personaje { $character } se retira como baja con la última Peana de { $regiment }

conquest-rallies = { $regiment } se Reagrupa{ $was ->
        [broken] : ya no está Roto
       *[steady] {""}
    }; Roto se cuenta ahora desde { $stands } { $stands ->
        [one] Peana
       *[other] Peanas
    }
conquest-round-begins = Empieza la Ronda { $round }: la cuenta de Roto de cada Regimiento vuelve a empezar
conquest-still-broken = { $regiment } sigue Roto: Destrozado se cuenta ahora desde { $stands } { $stands ->
        [one] Peana
       *[other] Peanas
    }
conquest-active-player = { $player } es el Jugador Activo

conquest-charges = { $regiment } Carga contra { $edge ->
        [front] el frente
        [left] el flanco izquierdo
        [right] el flanco derecho
       *[rear] la retaguardia
    } de { $enemy }: { $stands } { $stands ->
        [one] Peana
       *[other] Peanas
    } contra { $enemy_stands } en contacto

conquest-excess-ignored = { $excess } { $excess ->
        [one] Herida sobrante ignorada: no queda ninguna Peana que la reciba
       *[other] Heridas sobrantes ignoradas: no queda ninguna Peana que las reciba
    }
conquest-dauntless = { $regiment } es Intrépido: perdió { $lost } de { $stands } { $stands ->
        [one] Peana
       *[other] Peanas
    } en esta Ronda y nunca queda Roto
conquest-broken = { $regiment } está Roto: perdió { $lost } de { $stands } { $stands ->
        [one] Peana
       *[other] Peanas
    } en esta Ronda (la mitad, redondeando hacia arriba, es { $needed })
conquest-shattered = { $regiment } está Destrozado: perdió { $lost } de { $stands ->
        [one] { $stands } Peana
       *[other] las { $stands } Peanas
    } que tenía al quedar Roto (la mitad, redondeando hacia arriba, es { $needed }); se retiran todas las Peanas
conquest-destroyed = A { $regiment } no le quedan Peanas y queda destruido

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
conquest-refused-broken-no-restore = { $regiment } está Roto: un Regimiento Roto no puede ser Curado ni Restaurar Peanas
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
conquest-refused-not-engaged-before = { $regiment } no estaba Trabado antes de esta acción: no puede quedar Aislado ni ser empujado
conquest-refused-contacts-from-positions = en un campo de batalla, los contactos salen de las posiciones: mueve los Regimientos con Colocar
conquest-refused-no-battlefield-to-place = esta batalla no tiene campo de batalla donde colocar Regimientos
conquest-refused-casualties-not-complete = las bajas de la última acción aún no están completas
conquest-refused-enemy-not-placed = { $enemy } aún no está en el campo de batalla: muévelo primero al campo de batalla y luego { $attacker } podrá Cargar contra uno de sus lados

conquest-edge-pair = su { $own ->
        [front] frente
        [right] lado derecho
        [rear] retaguardia
       *[left] lado izquierdo
    } contra { $theirs ->
        [front] el frente enemigo
        [right] el lado derecho enemigo
        [rear] la retaguardia enemiga
       *[left] el lado izquierdo enemigo
    }
conquest-in-contact = { $regiment } está en contacto con { $enemy }: { $stands } { $stands ->
        [one] Peana
       *[other] Peanas
    } contra { $enemy_stands } ({ $parts })
conquest-also-in-contact = { $regiment } también está en contacto con { $enemy }: { $stands } { $stands ->
        [one] Peana
       *[other] Peanas
    } contra { $enemy_stands } ({ $parts })

conquest-name = { $name }
conquest-out-of-contact = Fuera de contacto: { $parts }; los Regimientos Aislados se resuelven tras las bajas de la Prueba de Moral

# A Stand's place in its formation is said as its rank (front, rear, or the nth) and,
# when the formation has more than one file, its file (left or right end, centre, or
# the nth from an end); a length in the players' unit (mm or in), to a tenth.
# Why a Wound goes to a Stand (C-4): $origin is the Command Stand's file or the centre
# file, $far how many files from it (a half on an even front).
conquest-why-command-last = las Peanas de Comando se retiran las últimas; no queda ninguna otra
conquest-why-wounded-first = una Peana Herida recibe Heridas hasta que es destruida
# $parts: the reason within the rank.
conquest-why-rear-rank = { $rank ->
        [1] la fila 1 es la única fila
       *[other] la fila { $rank } es la última fila
    };{ $engaged ->
        [kept] {" "}conserva las Peanas Trabadas en contacto;
        [all] {" "}todas sus Peanas están Trabadas;
       *[none] {""}
    } { $parts }
conquest-why-on-the-file = { $how ->
        [last] la Peana más central va la última
        [only_in_rank] la única Peana de la fila
       *[only] la única opción
    } (en { $origin ->
        [command] la columna de la Peana de Comando
       *[centre] la columna central
    })
conquest-why-only-choice = la única opción (a { $far } { $far ->
        [one] columna
       *[other] columnas
    } { $origin ->
        [command] de la Peana de Comando
       *[centre] de la columna central
    })
conquest-why-furthest = la más alejada { $origin ->
        [command] de la Peana de Comando
       *[centre] de la columna central
    } ({ $far } { $far ->
        [one] columna
       *[other] columnas
    })
conquest-why-tied = a { $far } { $far ->
        [one] columna
       *[other] columnas
    } { $origin ->
        [command] de la Peana de Comando
       *[centre] de la columna central
    }, empate a ambos lados; { $last_side ->
        [left] extremos alternos: la última Peana perdida estaba a la izquierda
        [right] extremos alternos: la última Peana perdida estaba a la derecha
       *[none] el primer empate va a la izquierda
    }
# A Stand takes Wounds (C-4); $parts: why this Stand.
conquest-stand-destroyed = La { $stand ->
        [auxiliary] Peana { $auxiliary } (auxiliar)
       *[stand] Peana
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
    } y es destruida — { $parts }
conquest-stand-takes = La { $stand ->
        [auxiliary] Peana { $auxiliary } (auxiliar)
       *[stand] Peana
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
conquest-stand-heals = La { $stand ->
        [auxiliary] Peana { $auxiliary } (auxiliar)
       *[stand] Peana
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
        [yes] {" "}(primero la Peana de Comando)
       *[no] {""}
    }
conquest-too-few-to-restore = { $left ->
        [one] Queda { $left } Punto de Curación
       *[other] Quedan { $left } Puntos de Curación
    }: { $left ->
        [one] no basta
       *[other] no bastan
    } para restaurar la { $stand ->
        [auxiliary] Peana { $auxiliary } (auxiliar)
       *[stand] Peana
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
    } (necesita { $need }, la mitad de sus Heridas redondeando hacia arriba); { $left ->
        [one] no se usa
       *[other] no se usan
    }
conquest-no-room-to-restore = No hay sitio para restaurar la { $stand ->
        [auxiliary] Peana { $auxiliary } (auxiliar)
       *[stand] Peana
    } perdida de { $rank ->
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
conquest-no-room-to-restore-because = No hay sitio para restaurar la { $stand ->
        [auxiliary] Peana { $auxiliary } (auxiliar)
       *[stand] Peana
    } perdida de { $rank ->
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
conquest-stand-restored = La { $stand ->
        [auxiliary] Peana { $auxiliary } (auxiliar)
       *[stand] Peana
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
        [yes] {" "}(primero las Peanas de Comando)
       *[no] {""}
    }

# Contacts set by hand (C-2): $parts are the enemies' names, each conquest-name.
conquest-stand-contacts = La Peana en { $rank ->
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
conquest-stand-contacts-none = La Peana en { $rank ->
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
conquest-refused-stand-removed = la Peana en { $rank ->
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
    } de { $regiment } ha sido retirada

# Bravery, Decay and a Wound Pool's source (C-21, C-28, C-29).
conquest-uses-bravery = { $regiment } usa Valentía: ya no está Roto; Roto se sigue contando desde { $stands } { $stands ->
        [one] Peana
       *[other] Peanas
    } en esta Ronda
conquest-decay = Descomposición { $x }: { $stands } { $stands ->
        [one] Peana tira
       *[other] Peanas tiran
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
conquest-off-battlefield = la Peana en { $rank ->
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
conquest-overlaps = la Peana en { $rank ->
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
    } la Peana en { $other_rank ->
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
conquest-refused-cannot-charge = { $attacker } no puede Cargar contra { $edge ->
        [front] el frente
        [left] el flanco izquierdo
        [right] el flanco derecho
       *[rear] la retaguardia
    } de { $enemy }: { $parts }
conquest-no-stand-touches = desplazado { $offset } { $widths ->
        [one] ancho
       *[other] anchos
    } de Peana, ninguna Peana de { $attacker } tocaría a { $enemy }
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
conquest-engaged-again = { $regiment } vuelve a estar Trabado con { $parts }
# $parts: the Regiments in the order pushed, each conquest-name.
conquest-push-order = { $player } los empuja en este orden: { $parts }
conquest-still-engaged = { $regiment } perdió el contacto con { $parts }: no está Aislado
conquest-unengaged-not-stranded = { $regiment } no está Trabado ni Aislado: { $opponents ->
        [one] su único oponente
       *[other] todos sus oponentes
    } ({ $parts }) { $opponents ->
        [one] fue destruido
       *[other] fueron destruidos
    }
conquest-separated = { $regiment } perdió las Peanas que estaban en contacto con { $parts }: no está Aislado (Ch6: solo pueden estarlo los oponentes del Regimiento que pierde Peanas)
conquest-stranded = { $regiment } está Aislado: ya no está en contacto con { $parts }
conquest-no-straight-push = ningún movimiento recto lo devuelve al contacto por los mismos bordes
# $parts: why the push is blocked.
conquest-push-blocked = el empuje de { NUMBER($distance, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } está bloqueado: { $parts }
conquest-would-touch = tocaría a { $other }, con el que no estaba Trabado
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
conquest-presses = { $regiment } Presiona el Ataque: empujado { NUMBER($distance, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } ({ $parts }) de vuelta al contacto con { $enemy } — { $stands } { $stands ->
        [one] Peana
       *[other] Peanas
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
field-max-characters = debe tener como máximo { NUMBER($max, useGrouping: 0) } { $max ->
        [one] carácter
       *[other] caracteres
    }
# $options: the choices, listed as the input spells them.
field-one-of = debe ser uno de { $options }
field-not-blank = no debe estar en blanco
field-true-or-false = debe ser true o false
field-a-list = debe ser una lista
field-max-items = debe tener como máximo { NUMBER($max, useGrouping: 0) } { $max ->
        [one] elemento
       *[other] elementos
    }
field-identifier = debe tener de 1 a 64 letras, dígitos, '-', '_' o '.'
field-dice-list = debe ser una lista de resultados de D{ NUMBER($sides, useGrouping: 0) }
field-die-result = debe ser un resultado de D{ NUMBER($sides, useGrouping: 0) } de 1 a { NUMBER($sides, useGrouping: 0) }
field-dice-count = debe contener exactamente { NUMBER($count, useGrouping: 0) } { $count ->
        [one] dado
       *[other] dados
    }, uno por prueba
field-entered-or-rolled = debe introducirse, o tirarlo antes la app

## Conquest's battle screen: the overview, a Regiment's card and its Actions
# (Messages of this group follow this line.)

# A Regiment's status, in its badge and wherever it is named.
battle-status-steady = Firme
battle-status-broken = Roto
battle-status-shattered = Destrozado
battle-status-destroyed = Destruido
# "5/7 Stands": the Stands left of those the Regiment started with (Characters included).
battle-strength = { $left }/{ $start } { $start ->
        [one] Peana
       *[other] Peanas
    }
# $foes: the enemy Regiments' names, as their lists wrote them.
battle-engaged-with = Trabado con { $foes }
battle-stranded = Aislado
battle-unengaged = No Trabado
battle-auxiliary-name = { $name } (auxiliar)
# Marks an auxiliary Stand on the formation's drawing (short: a Stand is narrow).
battle-auxiliary-mark = aux
battle-stand-lost = perdida
# Under a Stand on the drawing: its Wounds left, W short for Wounds (explained beside it).
battle-wounds-left-short = { $left ->
        [one] queda
       *[other] quedan
    } { $left } H
# Where a Stand is in its Regiment, when the battlefield does not say.
battle-rank-file = fila { $rank }, columna { $file }
# A Stand's name to a screen reader. $auxiliary: its auxiliary name or "no"; $place: where
# it is; $w: the Wounds' abbreviation; $destroyed, $command, $engaged: yes or no.
battle-stand-title = { $auxiliary ->
        [no] Peana
       *[other] Peana { $auxiliary }
    } en { $place }: { $destroyed ->
        [yes] destruida
       *[no] { $taken } { $taken ->
            [one] Herida recibida
           *[other] Heridas recibidas
        }, { $left ->
            [one] queda
           *[other] quedan
        } { $left } { $w }
    }{ $command ->
        [yes] , Peana de Comando
       *[no] {""}
    }{ $engaged ->
        [yes] , Trabada
       *[no] {""}
    }
battle-front-rank = primera fila
battle-rear-rank = última fila
battle-rank = fila { $rank }
# A Stand in its rank's line of the drawing's name (as battle-stand-title).
battle-rank-stand = { $auxiliary ->
        [no] {""}
       *[other] { $auxiliary }{" "}
    }{ $destroyed ->
        [yes] perdida
       *[no] { $left ->
            [one] queda
           *[other] quedan
        } { $left } { $w }
    }
# The formation's name to a screen reader: $rows, each rank's Stands.
battle-formation-name = { $name }, { $files } { $files ->
        [one] columna
       *[other] columnas
    }; { $rows }
# $edges: the engine's words for the edges in contact; $foes: the enemies' names.
battle-engaged-edges = Trabado: { $edges } (con { $foes })
battle-engaged-stands = Trabado con { $foes }: { $stands } { $stands ->
        [one] Peana
       *[other] Peanas
    } en contacto peana con peana
battle-characters = Personajes
# A Character under its Regiment: $removed yes or no; $rules its special rules (or empty).
battle-character-line = ★ { $name }: { $removed ->
        [yes] retirado
       *[no] { $left ->
            [one] queda
           *[other] quedan
        } { $left } de { $wounds } { $wounds ->
            [one] Herida
           *[other] Heridas
        }
    }, Resolución { $resolve }{ $rules ->
        [none] {""}
       *[other] ; { $rules }
    }
battle-auxiliary-stands = Peanas auxiliares
# An auxiliary Stand: $kind its type (battle-form-kind); $lost yes or no.
battle-auxiliary-line = ◆ { $name } ({ $kind }): { $lost ->
        [yes] perdido
       *[no] { $left ->
            [one] queda
           *[other] quedan
        } { $left } de { $wounds } { $wounds ->
            [one] Herida
           *[other] Heridas
        }
    }, Resolución { $resolve }
# $note: which Stands the count holds (battle-characters-counted); $counted: why (the engine's).
battle-strength-note = { $left ->
        [one] Queda
       *[other] Quedan
    } { $left } de { $start } Peanas, { $note }: { $counted }
battle-below-starting-strength = Por debajo de su Fuerza Inicial
battle-apply-wound-pool = Aplicar Reserva de Heridas
battle-causes-no-morale = No provoca Pruebas de Moral
battle-wound-pool-for = Reserva de Heridas para { $name }
battle-enter-to-preview = Introduce un número para ver el resultado.
battle-preview-wounds = Vista previa: { $n } { $n ->
        [one] Herida
       *[other] Heridas
    }
battle-preview-character = Vista previa: { $n } { $n ->
        [one] Herida
       *[other] Heridas
    } a { $name }
battle-preview-heal = Vista previa: { $n } { $n ->
        [one] Punto de Curación
       *[other] Puntos de Curación
    }
battle-formation-afterwards = Mostrar la formación resultante
battle-preview-of = Vista previa de { $name } después
battle-preview-steps = Pasos de la vista previa
# The Morale Test's faces that pass, then the Resolve explained: both the engine's.
battle-passes-resolve = { $passes }. Resolución: { $explain }
# One of the engine's sentences ended as a sentence.
battle-sentence = { $text }.
# Read by a screen reader after a heading: whose it is.
battle-for-regiment = {" "}para { $name }
battle-resolve-modifier = Modificador de Resolución
battle-heal = Curar
battle-no-room = No hay sitio para una Peana restaurada
battle-heal-points = Puntos de Curación
battle-rally = Anotar el Reagrupamiento
battle-rally-when = Tocar cuando el Regimiento se haya reagrupado en la mesa.
battle-apply-wounds = Aplicar Heridas
battle-character = Personaje
battle-character-wounds = Heridas sufridas (p. ej. en un Duelo)
# The tabs of a Regiment's actions.
battle-wound-pool-tab = Reserva de Heridas
battle-heal-tab = Curar
battle-rally-tab = Reagruparse
battle-odds-tab = Probabilidades
battle-character-tab = Personaje
battle-charge-tab = Cargar
battle-move-tab = Mover
# The step due, in the bottom and top bars: $n Morale dice owed by the Regiment $name.
battle-morale-due = Prueba de Moral pendiente: { $n } { $n ->
        [one] dado
       *[other] dados
    } ({ $name })
battle-morale-reroll-due = { $step } ({ $name })
# $player: the Active Player's name as typed.
battle-push-reorder = { $player }, el Jugador Activo, puede reordenarlos antes de los dados.
battle-push-earlier = Empujar antes a { $name }
battle-push-later = Empujar después a { $name }
battle-actions-for = Acciones de { $name }
# A Regiment out of the battle ($status: destroyed or shattered).
battle-regiment-gone = { $name } está { $status ->
        [destroyed] destruido
       *[shattered] Destrozado
    }.
battle-action = Acción
# Read after a tab's name when the rules refuse its action now.
battle-tab-not-now = {" "}(ahora no)
battle-go-to-regiment = Ir a un Regimiento
battle-round = Ronda { $round }
battle-new-round-ask = ¿Empezar una nueva Ronda?
battle-new-round-yes = Empezar nueva Ronda
battle-cancel = Cancelar
battle-round-and-player = Ronda y Jugador Activo
battle-active-player = Jugador Activo
# Read after the Active Player's name.
battle-player-active = {" "}(activo)
battle-new-round = Nueva Ronda
battle-enemies-of = Enemigos contra los que lucha { $name }
# Before an enemy's name, on the button opening its Wound Pool.
battle-wound-pool-on = Reserva de Heridas sobre{" "}
battle-charge-edges-failed = No se pudieron calcular los bordes ahora: vuelve a elegir el enemigo o recarga la página.
battle-charge-which-enemy = ¿Contra qué enemigo Carga { $name }?
battle-charge-enemy = Enemigo contra el que Cargar
battle-charge-working = Calculando los bordes…
battle-charge-not-drawn = No se pudieron dibujar los bordes de este enemigo: vuelve a elegirlo o recarga la página.
# $table: the table's size, e.g. 72″ x 48″ (1829 x 1219 mm).
battle-charge-deploys = Esta primera Carga pone ambos ejércitos en una mesa de { $table }, cada uno en su mitad, uno frente al otro.
# A table size's field: $label (battle-table-width or -depth) and its $units (in or mm).
battle-table-field = { $label } ({ $units })
battle-table-width = Ancho de la mesa
battle-table-depth = Fondo de la mesa
battle-use-table = Usar esta mesa
battle-set-table-size = Fijar tamaño de mesa
# An edge's row: how many of the attacker's Stands it brings into contact, against how many of the enemy's.
battle-edge-contact = { $stands } { $stands ->
        [one] Peana
       *[other] Peanas
    } contra { $enemy_stands } en contacto
battle-edge-slid = desplazado { $stands } { $stands ->
        [one] Peana
       *[other] Peanas
    } para caber
battle-edge-no-fit = no cabe
# $reason: the engine's, why the Charge would not fit centred on this edge.
battle-edge-centred-no-fit = Centrado no cabría: { $reason }
# $words: the engine's name for the edge, when it says more than the edge's name.
battle-edge-detail = { $words }: { $contact }
# $name: the charging Regiment's name as written; $name_s: yes when it ends in s (English
# writes Knights' left, Ogre's left; other languages need not use it).
battle-slide-left = 1 Peana a la izquierda de { $name }{ $name_s ->
       *[other] {""}
    }
battle-slide-right = 1 Peana a la derecha de { $name }{ $name_s ->
       *[other] {""}
    }
# $edge: front, left, right or rear (the edge charged).
battle-slide-along = Desplazar { $name } a lo largo { $edge ->
        [front] del frente
        [left] del flanco izquierdo
        [right] del flanco derecho
       *[rear] de la retaguardia
    }
# $way: centred, right or left; $offset: how many Stands it is slid.
battle-slide-along-now = Desplaza { $name } a lo largo { $edge ->
        [front] del frente
        [left] del flanco izquierdo
        [right] del flanco derecho
       *[rear] de la retaguardia
    }, una Peana cada vez ({ $way ->
        [centred] ahora centrado
        [right] ahora { $offset } { $offset ->
            [one] Peana
           *[other] Peanas
        } a su derecha
       *[left] ahora { $offset } { $offset ->
            [one] Peana
           *[other] Peanas
        } a su izquierda
    }):
battle-the-enemy = el enemigo
battle-charge-drawing = { $name } visto desde atrás, con su frente arriba: toca un borde para Cargar contra él
# $facing: which way it faces on the drawing (screen-facing-...), or none off the battlefield.
battle-charge-seen-from = { $name } visto desde atrás, con su frente arriba: su izquierda a la izquierda, su derecha a la derecha.{ $facing ->
        [none] {""}
       *[other] {" "}En el campo de batalla mira { $facing }.
    }
# The words on the enemy's drawing, on each edge's target.
battle-target-front = Frente
battle-target-left = Izquierda
battle-target-right = Derecha
battle-target-rear = Retaguardia
# The arc a Wound Pool comes from.
battle-pool-arc-front = frente
battle-pool-arc-flank = flanco
battle-pool-arc-rear = retaguardia
# The arc as the battlefield gives it ($arc: battle-pool-arc-...).
battle-pool-arc-battlefield = { $arc } (campo de batalla)
battle-pool-harm-waiting = tipo de daño: esperando al motor
# The Wound Pool's source line: $name the Enemy Regiment's, $harm the kind of harm's title (the engine's), $arc its arc.
battle-pool-source = De { $name } · { $harm } · { $arc }
battle-pool-source-unnamed = Fuente sin nombrar · { $harm } · { $arc }
battle-pool-choose-enemy = Elige el Regimiento Enemigo
battle-pool-not-named = Sin nombrar
# A kind of harm that causes no Morale Tests ($harm: its title, the engine's).
battle-pool-harm-no-morale = { $harm } (sin Pruebas de Moral)
battle-pool-waiting = Esperando al motor…
battle-pool-wounds-from = Heridas de (Regimiento Enemigo)
battle-pool-harm = Tipo de daño
battle-pool-arc-fixed = Arco (el del campo de batalla)
battle-pool-arc = Arco
# The Odds tab: "If it takes [a Wound Pool of | attacks]".
battle-odds-pool-of = una Reserva de Heridas de
battle-odds-attacks-option = ataques
battle-odds-wounds = Heridas
battle-odds-attacks = Ataques
battle-odds-hit = Impacta con (Choque/Andanada)
battle-odds-save = Defensa/Evasión
battle-odds-working = Calculando las probabilidades exactas…
battle-odds-stands-lost = Peanas perdidas
# After a count in the Stands lost chart: "2 lost".
battle-odds-lost = { $count ->
        [one] perdido
       *[other] perdidos
    }
battle-odds-wounds-from-pool = Heridas de la Reserva de Heridas
battle-odds-morale-failed = Dados de Moral fallados
battle-odds-wound-count = { $count ->
        [one] herida
       *[other] heridas
    }
battle-odds-dice = { $count ->
        [one] dado
       *[other] dados
    }
battle-odds-about = Probabilidades exactas para { $name } tal como está ahora, con la Prueba de Moral incluida.
battle-odds-if-it-takes = Si recibe
battle-odds-show = Ver probabilidades
battle-bravery = Valentía (al inicio de su Activación)
battle-bravery-failed = Valentía: { $reason }
battle-heal-from = Curar desde
battle-biotic-asking = Dado de Renovación Biótica: preguntando al motor…
battle-biotic-die = Renovación Biótica cura 1D{ $sides }: introduce la tirada o deja que la app la tire.
battle-biotic-failed = No se pudo leer el dado de Renovación Biótica: { $reason }
# Decay's dice to roll: $x the rule's X, $n the dice.
battle-decay-dice = Descomposición { $x }: { $n } { $n ->
        [one] dado
       *[other] dados
    }
battle-decay-x = Descomposición { $x }
battle-decay-instead = Descomposición (X) en su lugar
battle-decay-x-label = X de Descomposición
battle-change-first-roll = Cambiar la primera tirada
battle-engaged = Trabado
# The battlefield's drawing to a screen reader: its size, and whose side it is seen from.
battle-field-label = Campo de batalla de { $width } por { $depth }, visto desde arriba desde el lado de { $player }
# A player not named: "player 1".
battle-player-n = jugador { $n }
# Beside a push's arrow on the battlefield: how far it was pushed.
battle-pushed = empujado { $distance }
battle-no-fight = No hay combate en la mesa: se muestra entera.
# A Regiment's name on the drawing with its engagement (battle-stranded or battle-unengaged).
battle-name-engagement = { $name } ({ $engagement })
battle-engagement-note = { $name }: { $engagement }
battle-field-help = Arrastra un Regimiento para moverlo; tócalo (o su nombre en la lista) y arrastra su asa ⟳ para girarlo. Arrastra la mesa para desplazarla, pellizca para hacer zoom. Mover, en sus acciones, admite números.
battle-not-named = Sin nombre en el dibujo con este zoom: { $names }
battle-zoom = Zoom del campo de batalla
battle-zoom-in = + Acercar
battle-zoom-out = − Alejar
battle-fit-all = Ver todo
battle-fit-engagements = Ver los combates
battle-field-title = Campo de batalla (vista cenital)
battle-press-the-attack = Presionar el Ataque
battle-field-list = Regimientos en el campo de batalla: toca uno para elegirlo
battle-seen-from = Visto desde el lado de { $player }
battle-seen-from-label = Campo de batalla dibujado visto desde
battle-units-mm = Distancias en mm (toca para pulgadas)
battle-units-inches = Distancias en pulgadas (toca para mm)
# The selected Regiment's arcs on the drawing: each arc's name ($front, $left, $right, $rear:
# screen-arc-...) and where it lies ($front_side...: screen-side-...); $facing: screen-facing-....
battle-arcs-key = Arcos de { $name }, mirando { $facing }: { $front } { $front_side }, { $left } { $left_side }, { $right } { $right_side }, { $rear } { $rear_side } (su propia izquierda y derecha, visto desde atrás).
# The Move tab: $units in (inches) or mm, the battlefield's Distances setting.
battle-place-about = Posición del centro del borde frontal, en { $units ->
        [mm] mm
       *[in] pulgadas
    } (el ajuste de Distancias del campo de batalla).
battle-place-x = x ({ $units })
battle-place-y = y ({ $units })
battle-move-regiment = Mover Regimiento
battle-facing = Orientación (°)
# Beside the facing's arrow: $exact yes when it faces exactly that way; $way up, right, down or left.
battle-facing-words = { $exact ->
        [yes] Mira
       *[no] Mira más o menos
    } { $way ->
        [up] hacia arriba de la mesa
        [right] a la derecha
        [down] hacia abajo de la mesa
       *[left] a la izquierda
    } (0° es hacia arriba de la mesa, 90° a la derecha)
# Under the battlefield, what a drag did: $reason the engine's refusal.
battle-drag-refused = { $name } se queda donde estaba: { $reason }
battle-drag-moved = { $name } se movió { $distance }.
battle-drag-moving = Moviendo { $name }…
battle-drag-turning = Girando { $name }: orientación { $facing }°
battle-drag-turned = { $name } girado para mirar a { $facing }°.
battle-drag-picked = { $name } elegido: arrástralo para moverlo, o arrastra su asa ⟳ para girar { $name }.
# The new-battle form and Muster's Regiment profile.
battle-form-name = Nombre
battle-form-wounds = Heridas
battle-form-resolve = Resolución
battle-form-character-rules = Reglas especiales del Personaje
battle-form-remove-character = Quitar Personaje
battle-form-regiment = Regimiento
battle-form-player = Jugador
battle-form-type = Tipo
battle-form-stands = Peanas
battle-form-files = Columnas por fila
battle-form-command = Peana de Comando (centro del frente)
battle-form-add-character = Añadir Personaje
battle-form-remove-regiment = Quitar Regimiento
# The name a Regiment left unnamed is given: "Regiment 2".
battle-form-default-regiment = Regimiento { $n }
battle-form-default-player = Jugador { $n }
battle-form-inches = pulgadas
battle-form-battlefield = Campo de batalla (opcional)
battle-form-on-table = Jugar en un campo de batalla: contactos, Aislados y Presionar el Ataque según las posiciones
battle-form-distances-in = Distancias en
battle-form-distances-hint = el mismo ajuste que el del campo de batalla y el de Mover
battle-form-new-battle = Nueva batalla
battle-form-battle-name = Nombre de la batalla
battle-form-add-regiment = Añadir Regimiento
battle-form-start = Empezar batalla
battle-form-waiting = Los Regimientos aparecen cuando el motor está listo.
# A Stand type ($kind: infantry, cavalry, brute or monster; another as the list wrote it).
battle-form-kind = { $kind ->
        [infantry] infantería
        [cavalry] caballería
        [brute] bruto
        [monster] monstruo
       *[other] { $kind }
    }
# A Stand's base left blank takes its type's own size: said in the field.
battle-form-types-own = el del tipo
battle-form-stand-width = Ancho de la Peana (mm)
battle-form-stand-depth = Fondo de la Peana (mm)
battle-form-aux-name = Nombre del auxiliar
battle-form-aux-type = Tipo del auxiliar
battle-form-aux-wounds = Heridas del auxiliar
battle-form-aux-resolve = Resolución del auxiliar
battle-form-how-many = Cuántos
battle-form-remove-aux = Quitar auxiliar
battle-form-add-aux = Añadir Peanas auxiliares
battle-form-character-name = Nombre del Personaje
battle-form-character-wounds = Heridas del Personaje
battle-form-character-resolve = Resolución del Personaje
# A Muster profile's line: $kind (battle-form-kind), $command yes or no, $base its base (battle-profile-base) or empty.
battle-profile-summary = { $kind }, { $stands } { $stands ->
        [one] Peana
       *[other] Peanas
    } en { $files } { $files ->
        [one] columna
       *[other] columnas
    }, Heridas { $wounds }, Resolución { $resolve }{ $command ->
        [yes] , Peana de Comando
       *[no] {""}
    }{ $base }
battle-profile-base = , { $width } x { $depth } mm
# Each auxiliary Stand of a profile, after its line.
battle-profile-auxiliary = ; + { $count } { $name } ({ $kind }, Heridas { $wounds }, Resolución { $resolve })
# What a list import found of a Regiment, each a part of one line.
battle-found-stands-files = { $stands } { $stands ->
        [one] Peana
       *[other] Peanas
    } en { $files } { $files ->
        [one] columna
       *[other] columnas
    }
battle-found-stands = { $stands } { $stands ->
        [one] Peana
       *[other] Peanas
    }
battle-found-wounds = Heridas { $wounds }
battle-found-resolve = Resolución { $resolve }
battle-found-command = Peana de Comando
# A shared link's preview, a line per Regiment: its player's and its own name, its Stands.
battle-preview-regiment = { $player }: { $name } ({ $stands } { $stands ->
        [one] Peana
       *[other] Peanas
    })
battle-preview-stands = { $name } ({ $stands } { $stands ->
        [one] Peana
       *[other] Peanas
    })
battle-preview-profile = { $name } ({ $stands } { $stands ->
        [one] Peana
       *[other] Peanas
    }, Heridas { $wounds }, Resolución { $resolve })
# Beside a Regiment's Stand count: its Characters, counted as Stands.
battle-characters-counted = incl. ★ { $n } { $n ->
        [one] Personaje
       *[other] Personajes
    }

## The screens every system shares: the top bar, the log, Undo, dice, keypad and sheets
# (Messages of this group follow this line.)

# The top bar: the engine's and the offline state in words (a symbol first, never colour alone).
screen-engine-starting = ◌ Arrancando el motor
screen-engine-ready = ● Motor listo
screen-engine-busy = ◌ El motor está trabajando…
screen-engine-failed = ✖ El motor falló
screen-works-offline = funciona sin conexión
screen-offline-on-phone = sin conexión: todo en este teléfono
screen-saving-offline = guardando para usar sin conexión
screen-offline-now = sin conexión ahora
screen-no-offline = no funciona sin conexión
# $what: what the screen does now (device-awake-...).
screen-awake-now = Ahora: { $what }.
screen-dismiss = Cerrar
screen-battle = Batalla
# Said by a screen reader before the Back button's visible word (screen-battles).
screen-back-to = Volver a las{" "}
screen-battles = Batallas
screen-actions = { $n } { $n ->
        [one] acción
       *[other] acciones
    }
screen-bottom-bar = Deshacer, rehacer y lo pendiente
screen-undo = ↶ Deshacer
screen-redo = ↷ Rehacer
screen-nothing-due = Nada pendiente
battle-start-hint = Tocar un Regimiento para actuar
screen-keep-awake = Mantener la pantalla encendida en las batallas
screen-morale-dice = Dados de Moral
# A Morale die's verdict beside its value.
screen-die-pass = superado
screen-die-fail = fallado
screen-die-rerolled = superado, repetido
screen-morale-rerolls = Dados superados repetidos
screen-why = ¿Por qué?
screen-why-steps = Qué pasó, paso a paso
screen-engine-starting-notice = Arrancando el motor: esta es la partida guardada; las acciones se abren en cuanto el motor esté listo.
screen-step-log = Registro de pasos: cada acción y su porqué
device-no-wake-lock = este navegador no puede mantener la pantalla encendida
device-may-sleep-off = la pantalla puede apagarse (desactivado)
device-kept-on = pantalla siempre encendida
# $reason: the browser's own reason, as it gave it.
device-may-sleep-refused = la pantalla puede apagarse: { $reason }
device-may-sleep = la pantalla puede apagarse
# Said when an action changed the screen and gave no verdict or summary of its own.
screen-done = Hecho
# An undo's verdict: $what is the engine's summary of the action taken back.
screen-undone = Deshecho: { $what }
screen-save-to-muster = Guardar en el Reclutamiento
# Read after screen-save-to-muster by a screen reader: the Regiment's or Unit's name.
screen-save-to-muster-of = : { $name }
screen-go-to = Ir a
screen-share = Compartir
screen-report = Informe
screen-two-phones = Jugar en dos teléfonos
screen-more = Más
# A piece's card, shown under its overview row; screen-card-of is read after it.
screen-card = Ficha
screen-card-of = {" "}de { $name }
log-steps = Pasos
log-no-actions = Aún no hay acciones.
# Dice entry: a face's verdict, shown under its value once a count is in.
dice-pass = superado
dice-fail = fallado
dice-entered-label = Dados introducidos
# $label: what the dice are for (or empty).
dice-faces-label = Toca una cara de D{ $sides } y luego cuántos dados la muestran. { $label }
dice-counts-label = Cuántos dados la muestran
dice-typed-example-d6 = p. ej. 1 2 3 3 6
dice-typed-example-d20 = p. ej. 3 15 19
# A face's button to a screen reader: "5 fail, 2 dice" ($verdict: pass, fail or none; $n: the dice showing it, 0 for none yet).
dice-face-label = { $face }{ $verdict ->
        [pass] {" "}superado
        [fail] {" "}fallado
       *[none] {""}
    }{ $n ->
        [0] {""}
        [one] , { $n } dado
       *[other] , { $n } dados
    }
dice-tap-a-face = Toca una cara y luego cuántos dados la muestran.
# A count's button to a screen reader: "2 dice show 5".
dice-count-label = { $n ->
        [one] { $n } dado muestra { $face }
       *[other] { $n } dados muestran { $face }
    }
# Under a count's number on its button.
dice-count-word = { $n ->
        [one] dado
       *[other] dados
    }
dice-the-rest = Los demás muestran { $face }
dice-count-typed = { $entered } de { $count } { $count ->
        [one] dado escrito
       *[other] dados escritos
    }
dice-typed-refused = { $got }: { $reason }
dice-typed-list-refused = Dados introducidos: { $reason }
dice-tapped-unused = { $n ->
        [one] Aplicar usa los dados escritos, no el contado arriba.
       *[other] Aplicar usa los dados escritos, no los { $n } contados arriba.
    }
dice-typed-would-refuse = Aplicar los rechazaría: { $reason }
dice-count-entered = { $entered } de { $count } { $count ->
        [one] dado introducido
       *[other] dados introducidos
    }
dice-apply = Aplicar estos dados
dice-roll = Tirar por mí
dice-clear = Borrar
dice-or-type = o escríbelos (resultados de D{ $sides }, separados por espacio, coma o punto)
dice-tap-the-die = Toca el D{ $sides } tirado
dice-apply-typed = Aplicar lo escrito
# Under a number's field: why it cannot be used yet.
keypad-enter-a-number = Introduce un número
keypad-at-least = Como mínimo { $min }
keypad-at-most = Como máximo { $max }
keypad-label = Teclado
# A key's name to a screen reader: its symbol first, then what it does.
keypad-clear = C: borrar
keypad-back = ⌫ borrar la última cifra
keypad-minus = − uno menos
keypad-plus = + uno más
# $label: the field's own label (e.g. Wounds).
keypad-for = Teclado para { $label }
keypad-toggle = 123 teclado para { $label }
keypad-minus-of = − uno menos: { $label }
keypad-plus-of = + uno más: { $label }
# A Regiment's arcs on the battlefield's drawing.
screen-arc-front = Frente
screen-arc-left = Flanco izquierdo
screen-arc-right = Flanco derecho
screen-arc-rear = Retaguardia
# Where on the drawing an arc lies from its Regiment.
screen-side-above = encima
screen-side-right = a su derecha
screen-side-below = debajo
screen-side-left = a su izquierda
# The way a Regiment faces, as seen on the drawing.
screen-facing-up = hacia arriba del dibujo
screen-facing-right = hacia la derecha del dibujo
screen-facing-down = hacia abajo del dibujo
screen-facing-left = hacia la izquierda del dibujo
screen-stopped-joining = Unión cancelada: se quitó la batalla creada para la copia del otro teléfono (su partida nunca llegó). No se cambió nada más.
# $reason: why, as the browser or the link said it.
screen-two-phones-failed = No se pudo abrir el juego en dos teléfonos: { $reason }
screen-two-phones-not-resumed = Esta batalla se jugaba en dos teléfonos y no se pudo retomar: { $reason }
# A saved battle the engine could not read: $name as the player named it, $reason the engine's.
screen-battle-set-aside = No se pudo leer la batalla guardada «{ $name }» ({ $reason }). Se ha apartado en «No se pudieron leer», con su texto sin procesar.
screen-battle-unread-kept = No se pudo leer la batalla guardada «{ $name }» ({ $reason }), pero cambió mientras tanto en otra pestaña, así que se conserva: ábrela de nuevo.
screen-battle-not-set-aside = No se pudo leer la batalla guardada «{ $name }» ({ $reason }) ni apartarla: { $failed }
screen-battle-gone = Esa batalla ya no está guardada en este dispositivo.
screen-battle-deleted = Esta batalla se borró en otra pestaña.
# $why: screen-drawing-missing or screen-drawing-unusable; $ready: yes when the engine is up.
screen-redrawing = El motor vuelve a dibujar esta batalla ({ $why }). { $ready ->
        [yes] Un momento…
       *[no] Aparece cuando el motor esté listo.
    }
screen-drawing-missing = falta su dibujo guardado
screen-drawing-unusable = no se pudo usar su dibujo guardado: { $reason }
screen-report-failed = No se pudo abrir el informe: { $reason }
# Under a card: $rules are the special rules' names as the list or the player wrote them.
screen-special-rules-note = Reglas especiales: { $rules }
screen-special-rules = Reglas especiales
screen-other-rule = Otra regla (escríbela)
screen-rule-name-example = p. ej. Muro de Escudos
screen-rule-name = Nombre de la regla
screen-add-rule = Añadir regla
screen-add-special-rule = Añadir una regla especial
screen-rules-not-in-yet = Aún no ha llegado la lista de reglas que conoce el motor: una regla escrita aquí se conserva, y el motor lee su nombre al guardarla.
screen-other-rule-kept = Cualquier otra regla se conserva y se muestra en la ficha; no cambia nada.
screen-remove-rule = Quitar { $rule }
# The picker's heading: $label its name (screen-special-rules), $rules those chosen.
screen-rules-summary = { $label }: { $rules }
screen-rules-summary-none = { $label }: ninguna
# The device's storage: a browser's error with no message of its own, by its name.
device-quota = Este dispositivo se ha quedado sin espacio.
device-unknown-error = El navegador no pudo escribir en su almacenamiento.
device-closed = La base de datos del dispositivo se cerró (puede que otra pestaña haya actualizado la app).
device-newer-version = La base de datos del dispositivo la creó una versión más nueva de Aftermath.
device-aborted = El navegador detuvo el guardado.
device-not-cloneable = Los datos no se pudieron almacenar tal como están.
device-not-readable = El navegador no pudo leer su almacenamiento.
device-no-reason = El navegador no dio ningún motivo.
# What was being saved when saving failed (device-not-saved's $what).
device-what-battle = la batalla
device-what-battle-rosters = la batalla y sus listas de banda
device-what-battle-delete = el borrado de la batalla
device-what-set-aside = la batalla dañada, apartada
device-what-checkpoint = el punto de control de la batalla
device-what-roster = la lista de banda
device-what-roster-delete = el borrado de la lista de banda
# $record: a Muster record's or army list's name, as the player wrote it.
device-what-muster = «{ $record }» en el Reclutamiento
device-what-muster-import = la lista de ejército «{ $record }» y sus perfiles en el Reclutamiento
device-what-muster-pack = los perfiles del paquete «{ $record }» en el Reclutamiento
device-what-muster-delete = el borrado del Reclutamiento
device-what-import = los registros importados
device-what-migration = las batallas traídas de la versión anterior
device-what-late-migration = las batallas guardadas tarde por la versión anterior
device-what-repair = las listas reparadas
device-what-discard = el descarte del registro
# Why saving on this device is not available (device-unavailable's and device-not-kept's $why).
device-not-open = aún no está abierto
device-closed-newer = una versión más nueva de Aftermath se abrió en otra pestaña; recarga esta página
device-closed-browser = el navegador cerró la base de datos del dispositivo; recarga esta página
device-blocked = Bloqueado: otra pestaña de Aftermath, de una versión anterior, mantiene abierta la base de datos del dispositivo: ciérrala y recarga esta página
device-no-indexeddb = Error: este navegador no ofrece base de datos en el dispositivo
# $name: the browser's error name (e.g. QuotaExceededError), $reason its words.
device-refused = { $name }: { $reason }
device-battle-deleted = Esta batalla se borró en otra pestaña.
device-battle-held = Otra pestaña retiene esta batalla desde hace más de { $seconds } segundos (puede estar congelada). No se hizo nada: cierra o recarga la otra pestaña y vuelve a intentarlo.
device-battle-changed = Esta batalla cambió en otra pestaña: ahora muestra lo último. No se hizo nada; vuelve a intentarlo si aún quieres.
# $full: yes when the device is out of space.
device-not-saved = No se pudo guardar { $what } en este dispositivo ({ $name }): { $reason } { $full ->
        [yes] No se cambió nada; libera espacio y vuelve a intentarlo.
       *[no] No se cambió nada; vuelve a intentarlo.
    }
device-unavailable = Guardar en este dispositivo no está disponible ({ $why }). No se cambió nada.
device-bad-battle = La batalla no se puede guardar: { $problem }.
device-bad-action = La batalla no se puede guardar: { $type } no es una acción.
device-bad-checkpoint = El punto de control de la batalla no se puede guardar: es { $count }.
device-damaged-parts = sus acciones guardadas están dañadas: { $problem }
device-bad-roster = La lista de banda no se puede guardar: { $problem }.
device-roster-changed = «{ $name }» cambió mientras tanto en este dispositivo (otra pestaña, o el Confirmar de una batalla): no se guardó nada; ábrela de nuevo.
device-roster-deleted = Esta lista de banda se borró mientras tanto (en otra pestaña): no se guardó nada.
device-bad-muster = El registro del Reclutamiento no se puede guardar: { $problem }.
device-muster-changed = «{ $name }» cambió en otra pestaña: no se guardó nada; ábrelo de nuevo.
device-muster-deleted = Este registro del Reclutamiento se borró en otra pestaña: no se guardó nada.
device-muster-list-named = El Reclutamiento ya tiene una lista de ejército «{ $name }» (guardada mientras tanto, quizá en otra pestaña): no se guardó nada.
device-bad-import = No se importó nada: { $id } no se puede guardar ({ $problem }).
device-import-changed = No se importó nada: { $id } cambió en este dispositivo mientras elegías; vuelve a mirar.
device-not-kept = Guardar en este dispositivo no está disponible ({ $why }): se puede jugar durante esta visita, pero no se conserva nada: todo se pierde al cerrar o recargar esta página.
device-migration-failed = No se pudieron trasladar las batallas guardadas por la versión anterior ({ $name }: { $reason }); siguen ahí y el traslado se vuelve a intentar en el próximo arranque.
device-read-failed = No se pudieron leer las batallas guardadas ({ $reason }): no se cambió nada; prueba a recargar la página.
device-moved = Se { $battles ->
        [one] trasladó { $battles } batalla
       *[other] trasladaron { $battles } batallas
    } y { $rosters } { $rosters ->
        [one] lista de banda
       *[other] listas de banda
    } del almacenamiento de la versión anterior a la base de datos del dispositivo.
device-orphans = { $count ->
        [one] Se encontró { $count } registro guardado que faltaba en las listas y se volvió a poner en la lista.
       *[other] Se encontraron { $count } registros guardados que faltaban en las listas y se volvieron a poner en la lista.
    }
device-dangling = { $count ->
        [one] Se quitó { $count } entrada de la lista sin registro guardado.
       *[other] Se quitaron { $count } entradas de la lista sin registro guardado.
    }
# $records: each record set aside, its kind and why.
device-set-aside = { $count ->
        [one] { $count } registro guardado no se pudo leer y se apartó
       *[other] { $count } registros guardados no se pudieron leer y se apartaron
    } ({ $records }). Mira «No se pudieron leer» más abajo.
device-late = { $count ->
        [one] Se incorporó { $count } batalla guardada por la versión anterior después del traslado.
       *[other] Se incorporaron { $count } batallas guardadas por la versión anterior después del traslado.
    }
# $names: the battles' names, each device-quoted.
device-late-copies = Cambiadas aquí y en la versión anterior, se conservan ambas: { $names }.
device-quoted = «{ $name }»
device-previous-copy = { $name } (guardada por la versión anterior)
# A formation's drawing: its front edge's label, and the label of the removed models' row.
screen-formation-front = frente
screen-formation-removed = retirados:
# Under a formation wider than the screen.
screen-formation-scroll = ◀ Desplaza de lado para ver las { $files } columnas ▶
# The drawing's name when it scrolls: $title, what it shows.
screen-formation-scrolls = { $title } (se desplaza de lado)

## Muster: profiles, army lists, their import and a new battle
# (Messages of this group follow this line.)

# A rule system's profile form (Conquest's Regiments, the Ninth Age's Units).
muster-name = Nombre
# A Character's default name, and the name of one left blank.
muster-character = Personaje
muster-character-name = Nombre del Personaje
muster-character-remove = Quitar Personaje
muster-champion = Campeón
muster-character-or-champion = Personaje o Campeón
muster-character-or-champion-add = Añadir Personaje o Campeón
muster-character-kind = Clase
muster-character-hp = Puntos de Vida del Personaje
muster-ninth-age-summary = { $models } { $models ->
        [one] miniatura
       *[other] miniaturas
    } en { $files } { $files ->
        [one] columna
       *[other] columnas
    }, { $hp } { $hp ->
        [one] Punto de Vida
       *[other] Puntos de Vida
    } cada una
muster-ninth-age-models = { $models } { $models ->
        [one] miniatura
       *[other] miniaturas
    }
muster-ninth-age-models-files = { $models } { $models ->
        [one] miniatura
       *[other] miniaturas
    } en { $files } { $files ->
        [one] columna
       *[other] columnas
    }
muster-ninth-age-hp = { $hp } { $hp ->
        [one] Punto de Vida
       *[other] Puntos de Vida
    } cada una
# A Character or Champion of a Unit read from a list: $kind is the engine's key.
muster-ninth-age-character = { $name } ({ $kind ->
        [champion] Campeón
        [character] Personaje
       *[other] { $kind }
    })
muster-ninth-age-character-hp = { $name } ({ $kind ->
        [champion] Campeón
        [character] Personaje
       *[other] { $kind }
    }, { $hp } PV)
# The list import's back button from the new-battle screen: read before muster-back-new-battle.
muster-back-hidden-the = Volver a la
muster-back-new-battle = Nueva batalla
# Muster's pieces by rule system ($system: conquest, ninth_age): a Regiment or a Unit.
muster-saved-from-battle = «{ $name }» ya está en el Reclutamiento como perfil de { $system ->
        [ninth_age] Unidad
       *[conquest] Regimiento
    }.
muster-saved = Se guardó «{ $name }» en el Reclutamiento.
# $lists: how many army lists use the profile just saved.
muster-saved-followed = «{ $name }» ya está en el Reclutamiento. { $lists } { $lists ->
        [one] lista de ejército lo sigue
       *[other] listas de ejército lo siguen
    }; las batallas ya empezadas conservan el suyo.
muster-not-saved = No se guardó en el Reclutamiento: { $reason }
muster-deleted = Se borró «{ $name }».
# Read by screen readers before the back button's visible word (muster-back-battles, muster-title).
muster-back-hidden = Volver a la pantalla
muster-back-battles = Batallas
muster-title = Reclutamiento
muster-rule-system = Sistema de reglas
muster-delete-ask = ¿Borrar «{ $name }» del Reclutamiento para siempre?
muster-delete-yes = Sí, borrar
muster-delete-keep = Conservarlo
muster-edit = Editar
muster-edit-label = Editar { $name }
muster-duplicate = Duplicar
muster-duplicate-label = Duplicar { $name }
muster-share = Compartir
muster-share-label = Compartir { $name }
muster-delete = Borrar
muster-delete-label = Borrar { $name }
# A duplicated profile's or list's name.
muster-copy-name = { $name } (copia)
muster-start-with = Empezar una batalla con «{ $name }»
muster-open-import = Importar una lista (BattleScribe, New Recruit, Para Bellum)
muster-profiles = Perfiles de { $system ->
        [ninth_age] Unidad
       *[conquest] Regimiento
    }
muster-no-profiles = Aún no hay perfiles de { $system ->
        [ninth_age] Unidad
       *[conquest] Regimiento
    }.
muster-new-profile = Nuevo perfil de { $system ->
        [ninth_age] Unidad
       *[conquest] Regimiento
    }
muster-edit-profile = Editar perfil de { $system ->
        [ninth_age] Unidad
       *[conquest] Regimiento
    }
muster-lists = Listas de ejército
muster-no-lists = Aún no hay listas de ejército.
muster-new-list = Nueva lista de ejército
muster-edit-list = Editar lista de ejército
muster-save = Guardar
muster-cancel = Cancelar
# $names: the lists' names, separated by commas.
muster-used-by = Lo usan { $lists } { $lists ->
        [one] lista
       *[other] listas
    } de ejército ({ $names }): siguen este cambio; las batallas ya empezadas conservan el suyo.
# A profile's line: $summary is its numbers (as its system writes them).
muster-summary-characters = { $summary } + { $characters } { $characters ->
        [one] Personaje
       *[other] Personajes
    }
muster-summary-champions = { $summary } + { $champions } { $champions ->
        [one] Campeón
       *[other] Campeones
    }
# $rules: the profile's special rules, as the list or the player named them.
muster-summary-rules = { $summary }; { $rules }
# An army list's line: how many pieces, then $lines (each muster-list-line or a name).
muster-list-summary = { $total } { $system ->
        [ninth_age] { $total ->
            [one] Unidad
           *[other] Unidades
        }
       *[conquest] { $total ->
            [one] Regimiento
           *[other] Regimientos
        }
    }: { $lines }
muster-list-summary-player = { $player } · { $summary }
muster-list-line = { $count } × { $name }
muster-in-list = En esta lista
muster-how-many = Número de { $name }
muster-move-up = ↑ Subir
muster-move-up-label = Subir { $name }
muster-remove = Quitar
muster-remove-label = Quitar { $name }
muster-list-empty = Aún no hay { $system ->
        [ninth_age] Unidades
       *[conquest] Regimientos
    }: { $system ->
        [ninth_age] añádelas
       *[conquest] añádelos
    } desde tus perfiles, más abajo.
muster-list-name = Nombre de la lista
muster-player = Jugador
muster-player-hint = El nombre que la batalla da a este bando
muster-pieces = { $system ->
        [ninth_age] Unidades
       *[conquest] Regimientos
    }
muster-add-from-profiles = Añadir desde perfiles
muster-add = + { $name }
muster-add-label = Añadir { $name }
muster-no-profiles-make = Aún no hay perfiles de { $system ->
        [ninth_age] Unidad
       *[conquest] Regimiento
    }: crea uno primero.
muster-from-muster = Desde el Reclutamiento
muster-from-lists = Desde listas de ejército
# $player: 1 or 2.
muster-import-for = Importar una lista para el Jugador { $player }
muster-no-lists-here = Aún no hay listas de ejército en este dispositivo: impórtalas o créalas en el Reclutamiento: luego una batalla empieza con cuatro toques.
muster-open = Abrir Reclutamiento
muster-start-from-lists = Empezar batalla desde listas
muster-side-army = Ejército del Jugador { $player }
muster-picked-one-by-one = Elegidos uno a uno: { $summary }
# $lists: how many army lists there are to pick instead (0: none); $profiles: how many profiles.
muster-one-by-one = { $lists ->
        [0] Añadir
       *[other] O añadir
    } { $system ->
        [ninth_age] Unidades una a una
       *[conquest] Regimientos uno a uno
    } ({ $profiles })
muster-add-for = Añadir { $name } para el Jugador { $player }
# A side made of profiles added one by one, named after its player.
muster-player-n = Jugador { $player }
field-length-most = Como máximo { $most } caracteres
field-length-cut = { $cut ->
        [one] 1 carácter no se guardó
       *[other] { $cut } caracteres no se guardaron
    }: como máximo { $most }
# A battle's name from its two lists' names.
muster-battle-name = { $first } contra { $second }
muster-from-lists-about = La batalla toma el nombre y el campo de batalla fijados abajo. O prepara cada bando abajo, para Regimientos y Unidades sueltos.
muster-pack-lists-follow = { $lists } { $lists ->
        [one] lista de ejército sigue
       *[other] listas de ejército siguen
    } los perfiles actualizados.
# A pack read from a file or pasted: its title (the pack's own), its revision and how many profiles.
muster-pack-preview = { $title } (revisión { $revision }): { $count } { $count ->
        [one] perfil
       *[other] perfiles
    }
muster-pack-source = Números de: { $source }
muster-packs = Paquetes de perfiles
muster-packs-about = Los perfiles de una facción como un solo archivo o enlace: se escriben una vez y los añade todo el mundo. Solo números, con su procedencia.
muster-pack-make-these = Crear paquete con estos perfiles
muster-pack-file = Añadir paquete desde archivo
muster-pack-paste = O pegar un paquete
muster-pack-read = Leer el paquete pegado
muster-pack-faction = Facción
muster-pack-name = Nombre del paquete
muster-pack-revision = Revisión
muster-pack-revision-hint = Una más que la última compartida: una revisión más nueva actualiza lo que añadieron los demás
muster-pack-source-label = De dónde salen los números
muster-pack-source-hint = Un libro, una web o un club: en un paquete no va texto de reglas
muster-pack-make = Crear paquete de perfiles
muster-pack-profiles = Perfiles del paquete
# A profile to tick: its name and the faction it is kept under.
muster-pack-pick = { $name } · { $faction }
muster-pack-make-it = Crear el paquete
muster-pack-download = Descargar { $file }
muster-pack-link = Enlace y código QR
import-title = Importar una lista
import-skipped-label = Líneas no leídas
import-skipped = { $lines ->
        [one] No se leyó { $lines } línea
       *[other] No se leyeron { $lines } líneas
    }; el resto de la lista está abajo.
import-skipped-line = Línea { $line }:
# $why: the engine's reason a pasted line was not read.
import-skipped-why = ({ $why })
import-file = Elegir un archivo de lista (.ros, .rosz, .json)
import-paste = O pegar la lista (del creador de ejércitos de Para Bellum, o una lista de BattleScribe o New Recruit)
import-read-pasted = Leer la lista pegada
import-cancel = Cancelar
import-not-imported = No importada: { $reason }
import-pick-another = Elegir otra lista
# $name: the list's name as its file gives it.
import-named = Importar { $name }
import-unnamed = Importar una lista
import-list = Importar lista
import-no-name = Una lista sin nombre
import-known = { $known } { $known ->
        [one] unidad conocida
       *[other] unidades conocidas
    } por tu biblioteca
# The import's summary line: $format is the file's format (BattleScribe, New Recruit ...);
# $state: none (nothing missing), left ($left numbers still to fill in) or filled.
import-summary = { $format }: { $count } { $system ->
        [ninth_age] { $count ->
            [one] Unidad
           *[other] Unidades
        }
       *[conquest] { $count ->
            [one] Regimiento
           *[other] Regimientos
        }
    }; { $state ->
        [none] no falta nada
        [left] { $left } { $left ->
            [one] número por rellenar
           *[other] números por rellenar
        } abajo
       *[filled] todo rellenado
    }
import-asks = Lo que la lista no dice
import-faction = Facción
import-faction-hint = Las respuestas de este ejército quedan en tu biblioteca, bajo esta facción
import-player = Jugador
import-player-hint = El nombre que la batalla da a este bando (opcional)
import-pieces = { $system ->
        [ninth_age] { $count ->
            [one] La Unidad
           *[other] Las { $count } Unidades
        }
       *[conquest] { $count ->
            [one] El Regimiento
           *[other] Los { $count } Regimientos
        }
    } de la lista
# $label: a number's name (import-field); $who: a Regiment's, Unit's or Character's name.
import-enter = Introduce: { $label } de { $who }.
import-refused = { $label } de { $who }: { $why }
import-already-label = Ya está en el Reclutamiento
import-already = El Reclutamiento ya tiene una lista de ejército «{ $name }».
import-update = Actualizar la lista
import-keep-both = Conservar ambas
# The name of a second list kept beside one of the same name.
import-second-name = { $name } (2)
import-already-kept = «{ $name }» ya está en el Reclutamiento: no se conservó nada nuevo.
# $added: how many new profiles were kept with the list (0: none).
import-done = «{ $name }» importada: { $total } { $system ->
        [ninth_age] { $total ->
            [one] Unidad
           *[other] Unidades
        }
       *[conquest] { $total ->
            [one] Regimiento
           *[other] Regimientos
        }
    }{ $added ->
        [0] .
        [one] , { $added } perfil nuevo conservado.
       *[other] , { $added } perfiles nuevos conservados.
    }
# A number a list import asks, by the engine's key; another key is said as it is.
import-field = { $key ->
        [kind] Tipo
        [stands] Peanas
        [files] Columnas por fila
        [wounds] Heridas
        [resolve] Resolución
        [models] Miniaturas
        [hp] Puntos de Vida
       *[other] { $key }
    }
# $label: import-field; $title: a Regiment's, Unit's, Character's or upgrade's name.
import-field-of = { $label } de { $title }
import-character-title = { $name } (Personaje)
# A Regiment's type (the engine's key).
import-kind = { $kind ->
        [infantry] infantería
        [cavalry] caballería
        [brute] bruto
        [monster] monstruo
       *[other] { $kind }
    }
import-command-stand = Peana de Comando
import-rules-of = Reglas especiales de { $title }
import-ask-stands = · { $stands } Peanas
# A special rule with its value, as the list gives them: Shield (2).
import-rule-x = { $name } ({ $x })
# $fields: the numbers (import-field) that came from $from (the engine's words: Muster, the library).
import-filled-from = { $fields } de { $from }
import-special-rules = Reglas especiales: { $rules }
import-to-fill = por rellenar: { $fields }
import-to-fill-character = por rellenar: los números de un Personaje
import-filled = rellenado
import-found = encontrado
import-character-wounds = Heridas { $wounds }
import-character-resolve = Resolución { $resolve }
import-character = Personaje: { $name }
# $numbers: its Wounds and Resolve and rules, separated by commas.
import-character-with = Personaje: { $name } ({ $numbers })
import-joins-stands = { $name } ({ $stands } { $stands ->
        [one] Peana
       *[other] Peanas
    })
import-joins = { $name } se une
# The first edition's Wounds reading of a list: $reason is the engine's.
import-wounds-reading = Heridas { $wounds }: { $reason }
import-w-per-stand = W (Heridas) es por Peana
import-w-per-model = W (Heridas) es por modelo ({ $wounds })
import-upgrade-kept = Una regla especial: { $rules }
# What an upgrade of a list is, as the player answers.
import-upgrade-as = { $as ->
        [auxiliary] Una Peana auxiliar
        [character] Un Personaje
        [nothing] Nada
       *[rule] Una regla especial
    }
import-upgrade-auxiliary = { $name } es una Peana auxiliar de
import-upgrade-what = ¿Qué es { $name }?
import-upgrades = Mejoras ({ $count }): se preguntan una vez por facción
import-pad-done = Todos los números están introducidos.
# $name: the label of the number being entered.
import-pad-entering = Introduciendo: { $name }
import-pad-back = Borrar la última cifra
import-pad-next = Siguiente
import-pad-next-label = Número siguiente
import-pad = Teclado para los números pedidos

## Reports, sharing, links, backups and files
# (Messages of this group follow this line.)

# The site kept for offline use (the top bar's line) and a new version waiting.
app-update-ready = Hay una versión nueva de Aftermath lista.
app-update-reload = Recargar
app-offline-unsupported = El uso sin conexión no está disponible en este navegador
app-offline-working = Sin conexión: funcionando desde este dispositivo
app-offline-ready = Disponible sin conexión
# $cached of $total files saved so far.
app-offline-saving-count = Guardando para usar sin conexión… { $cached }/{ $total }
app-offline-saving = Guardando para usar sin conexión…
app-offline-failed = No se pudo preparar el uso sin conexión: { $reason }
app-offline-no-worker = No se pudo preparar el uso sin conexión: el navegador no registró ningún service worker
# Why a battle was set aside at the start as damaged (kept with its raw text); counts as digits.
backup-repair-counted = sus acciones guardadas están dañadas: se cuentan { $count } acciones pero se conservan { $kept }
backup-repair-no-start = sus acciones guardadas están dañadas: falta su inicio
backup-repair-no-checkpoint = sus acciones guardadas están dañadas: falta su punto de control tras { $checkpoint } acciones
# The engine's start: the stage a start failed at, and why.
app-engine-not-started = el motor no arrancó
app-stage = { $stage ->
        [manifest] leyendo el manifiesto de la compilación
        [runtime] arrancando Python (Pyodide)
        [install] instalando el motor de reglas
        [import] importando el motor de reglas
       *[worker] arrancando el worker del motor
    }
app-examples-failed = No se pudieron cargar los ejemplos: { $reason }
app-engine-restarted = El motor se volvió a arrancar. Todo lo guardado en este dispositivo sigue como estaba.
app-deleted-elsewhere = Esta batalla se borró en otra pestaña.
app-changed-elsewhere = Esta batalla cambió en otra pestaña: ahora muestra lo último.
# A file picked that is too large to read: $what is one of the file-what- messages.
file-too-large = «{ $name }» tiene { $size } bytes: demasiado grande; { $what } tiene como máximo { $limit } bytes
file-too-large-mib = «{ $name }» tiene { $size } bytes: demasiado grande; { $what } tiene como máximo { $limit } bytes ({ $mib } MiB)
file-not-read = No se pudo leer «{ $name }» ({ $reason })
file-what-list = un archivo de lista
file-what-pack = un paquete de perfiles
file-what-backup = un archivo de copia de seguridad
report-exact-toggle = Toca para cambiar entre el porcentaje y la fracción exacta
# A chance's name (the engine's, or report-chance) before its figure.
report-odds-label = { $label }:
report-chance = probabilidad
# A chance too small or too large to write: $percent is 0.1% or 99.9%.
report-percent-below = <{ $percent }
report-percent-above = >{ $percent }
report-picture-shared = Imagen compartida.
# $size in kB.
report-picture-saved = Imagen guardada como { $file } ({ $size } kB).
report-share-cancelled = Se canceló el envío.
report-picture-failed = No se pudo crear la imagen: { $reason }
report-summary-copied = Resumen copiado: pégalo en tu chat.
report-copy-refused = Aquí no se permitió copiar: el resumen está seleccionado abajo, cópialo a mano.
report-summary-label = Resumen en texto
report-making-link = Creando el enlace…
report-label = Informe
report-back = ‹ Volver a la partida
# $name: the battle's name.
report-title = Informe: { $name }
report-failed = No se pudo crear el informe: { $reason }
report-working = Preparando el informe…
# $title: the report's title (its rule system's); $first and $second: the players.
report-about = { $title }: { $first } contra { $second }, { $actions } { $actions ->
        [one] acción
       *[other] acciones
    }.
report-statements-label = Lo que el informe puede juzgar
report-statements = Lo que este informe puede juzgar
report-share-label = Compartir el informe
report-share = Compartir
report-download-png = Descargar imagen (PNG)
report-share-png = Compartir imagen…
report-copy = Copiar resumen en texto
report-link = Compartir enlace
report-losses-caption = Pérdidas por bando
report-losses = Pérdidas
# $rounds: yes when the battle is counted in Rounds.
# A Round of the report's table of losses, by its number.
report-round = Ronda { $round }
report-every-number = Todas las cifras{ $rounds ->
        [yes] , por Ronda
       *[no] {""}
    }
report-strengths = Fuerza actual, respecto a la inicial
report-luck = Suerte
# $rule: the ruling the odds are worked out by.
report-luck-title = Suerte según las probabilidades exactas ({ $rule })
report-swing = Tirada menos probable:
# One roll of the battle: when, who (and their player), what was rolled and its dice,
# its chances ($worse, $better: percentages), the engine's verdict and the ruling.
report-roll = { $when }, { $who } ({ $player }): { $what } [{ $dice }] — esto o peor { $worse }, al menos igual de bien { $better }; { $verdict } ({ $rule })
report-exact = Fracciones exactas
# $worse, $better: exact fractions (1/36).
report-exact-side = { $player }: { $actual } o más: { $worse }; { $actual } o menos: { $better }
report-exact-roll = { $when }, { $who }: esto o peor: { $worse }; al menos igual de bien: { $better }
# The chart's legend: side 1 solid bars, side 2 striped.
report-solid = (liso)
report-striped = (rayado)
# The losses chart's title: $measure is the engine's name of what is counted.
report-losses-chart = { $measure }{ $rounds ->
        [yes] {" "}por Ronda
       *[no] {""}
    }, por bando
# The chart's text for screen readers: $periods are report-losses-period, separated by semicolons.
report-losses-chart-label = { $title }. { $periods }
report-losses-period = { $period }: { $first } { $firstLost }, { $second } { $secondLost }
report-rounds-key = R1, R2…: Rondas
# The luck chart of one player: $bad is the engine's name of the bad results counted.
report-luck-chart-label = { $player }: probabilidad de cada total de { $bad }; el total real fue { $actual }, el esperado { NUMBER($expected, maximumFractionDigits: 1) }; { $label }: { $chance }. { $standing }
report-luck-chart = { $player }: total de { $bad }
report-luck-real = Total real { $actual } (barra oscura), esperado { NUMBER($expected, maximumFractionDigits: 1) }
report-luck-mark = real { $actual }
report-luck-tails = { $actual } o más: { $worse }; { $actual } o menos: { $better }
report-image-slow = la imagen tardó demasiado en dibujarse
report-image-no-png = el navegador no pudo crear un PNG
report-image-failed = el navegador no pudo dibujar el informe como imagen
# A link's length in characters.
share-length = { $length } caracteres
share-copied = Enlace copiado.
share-copy-by-hand = Selecciona el enlace y cópialo.
share-copy = Copiar enlace
# The phone's own share sheet.
share-system = Compartir…
share-drawing = Dibujando el código QR…
share-qr-label = Código QR del enlace a { $title }
share-too-long-for-qr = Este enlace es demasiado largo para un código QR: copia o envía el enlace.
share-link = Enlace
# $title: the name of what is shared (a battle's, a roster's, a list's).
share-label = Compartir { $title }
share-title = Compartir «{ $title }»
share-close = Cerrar
share-choice = Qué lleva el enlace
# A choice of link: $label is share-with-history, share-state-only or a pack's part.
share-choice-too-long = { $label } (demasiado largo)
share-choice-length = { $label } ({ $length } caracteres)
share-about-battle = Escanea el código con el otro teléfono o envía el enlace. Allí se abre como una batalla nueva.
link-player = Jugador: { $player }
link-no-player = Ningún jugador nombrado
link-save-roster = Guardar como nueva lista
link-start-another = Empezar otra batalla
link-keep-another = Conservar otra copia
link-start = Empezar una batalla
link-open-new = Abrir como batalla nueva
link-label = Enlace compartido
link-shared-with-you = Alguien ha compartido esto contigo
# $title: what the link is (the engine's: Conquest battle ...); $name: its name.
link-what = { $title }: { $name }
link-no-name = (sin nombre)
link-history = Con su historial: { $actions } { $actions ->
        [one] acción, que se puede deshacer aquí.
       *[other] acciones, que se pueden deshacer aquí.
    }
# $name: the battle already opened from this link.
link-have = Ya abriste este enlace: { $name } está en este dispositivo, con todo lo jugado desde entonces.
link-pack-keeps-edits = Un perfil que editaste se conserva tal como lo dejaste.
link-replaces-nothing = No se reemplaza nada de este dispositivo.
link-open-have = Abrir el que tienes
link-save-to-muster = Guardar en el Reclutamiento
link-dismiss = Cerrar
# The same report said again and again on the two-phone sheet: $report is its words,
# $times how many times, written as plain digits.
link-report-times = { $report } ({ $times } veces)
share-making = Creando el enlace y el código QR…
share-with-history = Con historial ({ $actions } { $actions ->
        [one] acción
       *[other] acciones
    }, allí se puede deshacer)
share-state-only = Solo el estado (allí no se puede deshacer)
share-about-roster = Escanea el código con el otro teléfono o envía el enlace. Allí se abre como una nueva lista de banda.
share-about-list = Escanea el código con el otro teléfono o envía el enlace. Allí se abre como una vista previa para guardar en el Reclutamiento.
share-about-pack = Escanea el código con el otro teléfono o envía el enlace. Allí ofrece añadir estos perfiles al Reclutamiento.
# $refused: the engine's reason the pack is no QR code.
share-about-pack-refused = Escanea el código con el otro teléfono o envía el enlace. Allí ofrece añadir estos perfiles al Reclutamiento. { $refused }
share-about-pack-parts = Escanea el código con el otro teléfono o envía el enlace. Allí ofrece añadir estos perfiles al Reclutamiento. Va en { $parts } partes: escanea cada una.
share-pack-part = Parte { $part } de { $parts } ({ $profiles } { $profiles ->
        [one] perfil
       *[other] perfiles
    })
link-invite-failed = No se pudo abrir esta invitación: { $reason }
link-handover-failed = No se pudo abrir este enlace de traspaso: { $reason }
link-failed = No se pudo abrir este enlace. { $reason }
# $title: what the link is, in the engine's words.
link-cannot-open = Este motor no puede abrir: { $title }.
link-shared-battle = Batalla compartida
link-pack-source = Revisión { $revision }. Números de: { $source }
backup-left-out = { $damaged ->
        [one] { $damaged } registro dañado no se exportó: está
       *[other] { $damaged } registros dañados no se exportaron: están
    } en «No se pudieron leer» en esta pantalla, donde se puede copiar o descargar el texto sin procesar.
backup-exported = Exportado: { $battles } { $battles ->
        [one] batalla
       *[other] batallas
    }, { $rosters } { $rosters ->
        [one] lista de banda
       *[other] listas de banda
    } y { $muster } { $muster ->
        [one] registro
       *[other] registros
    } del Reclutamiento.
backup-not-exported = No se exportó nada: { $reason }
# $why: what the problem means (newer, not-backup, unreadable or other); $reason: the engine's exact words.
backup-not-imported = «{ $file }» no se importó; no se cambió nada. { $why ->
        [newer] Lo creó una versión más nueva de Aftermath: actualiza antes la app.{" "}
        [not-backup] No es un archivo de copia de seguridad completo de Aftermath: puede estar cortado o ser de otra app.{" "}
        [unreadable] Algo de su contenido no se pudo leer, así que no se trajo nada.{" "}
       *[other] {""}
    }Detalles: { $reason }
backup-not-json = archivo: no es un JSON completo (cortado o dañado: { $reason })
backup-imported = { $count ->
        [one] Importado { $count } elemento
       *[other] Importados { $count } elementos
    } de «{ $file }».
# A record of the backup file: $kind is battle, roster or muster; $name its name.
backup-adds = Añade { $kind ->
        [battle] la batalla
        [roster] la lista de banda
       *[muster] el registro del Reclutamiento
    } «{ $name }».
backup-same = { $kind ->
        [battle] La batalla
        [roster] La lista de banda
       *[muster] El registro del Reclutamiento
    } «{ $name }» ya está en este dispositivo, igual que en el archivo.
# $stored: the name it has on this device.
backup-changed = { $kind ->
        [battle] La batalla
        [roster] La lista de banda
       *[muster] El registro del Reclutamiento
    } «{ $name }» ya está en este dispositivo como «{ $stored }», cambiado desde entonces.
backup-what-to-do = Qué hacer con { $kind ->
        [battle] la batalla
        [roster] la lista de banda
       *[muster] el registro del Reclutamiento
    } «{ $name }»
backup-keep-both = Conservar ambos
backup-replace = Reemplazar
backup-skip = Omitir
backup-replace-about = El de este dispositivo se reemplaza por el del archivo.
backup-skip-about = El de este dispositivo se queda; el del archivo no se importa.
backup-both-about = Se conservan ambos: el del archivo entra como una copia llamada «(importado)».
# The name of a record kept as a copy beside one already on this device.
backup-copy-name = { $name } (importado)
backup-import-from = Importar de «{ $file }»
backup-items = { $count } { $count ->
        [one] elemento, comprobado
       *[other] elementos, cada uno comprobado
    } por el motor.
backup-import-these = Importar estos
backup-cancel = Cancelar

## The Ninth Age's sentences
# (Messages of this group follow this line.)

# A Health Pool ($pool: the rank and file of $unit, or a Character's or Champion's,
# $character; $character_s is yes when the name ends in s, for the English possessive).
# Multiple Wounds (N-6): $x as the player wrote it ("D3"); $parts are the values.
ninth-wound-value = { $value }
ninth-wound-value-capped = { $value } (limitado a { $capped })
ninth-multiple-wounds = Heridas Múltiples { $x }: { $parts } -> { $total } { $total ->
        [one] Punto de Vida
       *[other] Puntos de Vida
    }
ninth-multiple-wounds-none = Heridas Múltiples { $x }: ninguna herida no salvada -> { $total } { $total ->
        [one] Punto de Vida
       *[other] Puntos de Vida
    }
# $parts: the attack's Multiple Wounds.
ninth-attack-wounds = { $attack }: { $parts }
ninth-wounds-capped = { $parts }: cada herida como mucho los { $hp } Puntos de Vida de una miniatura, sin pasar nunca a una segunda
# Excess losses (N-5): $parts are the attacks' shares.
ninth-share = { $attack } ({ $losses })
ninth-excess-from = { $excess ->
        [one] La pérdida sobrante la causó { $parts }
       *[other] Las { $excess } pérdidas sobrantes las causaron { $parts }
    }, { $how ->
        [chosen] según eligió el jugador atacante
       *[only] la única elección posible
    }
# A batch of losses (N-2).
ninth-pool-loses = { $pool ->
        [rank_and_file] La Reserva de Puntos de Vida de la tropa de { $unit }
        [champion] La Reserva de Puntos de Vida del Campeón { $character }{ $character_s ->
            [yes] {""}
           *[no] {""}
        }
       *[character] La Reserva de Puntos de Vida del Personaje { $character }{ $character_s ->
            [yes] {""}
           *[no] {""}
        }
    } pierde { $losses } { $losses ->
        [one] Punto de Vida
       *[other] Puntos de Vida
    } ({ $before ->
        [0] {""}
        [one] { $before } ya perdido + { $taken } = { $total }:{" "}
       *[other] { $before } ya perdidos + { $taken } = { $total }:{" "}
    }{ $count } { $count ->
        [one] miniatura entera
       *[other] miniaturas enteras
    } de { $hp } PV, { $left_over ->
        [one] sobra { $left_over }
       *[other] sobran { $left_over }
    })
ninth-wiped-out = { $pool ->
        [rank_and_file] La Reserva de Puntos de Vida de la tropa de { $unit }
        [champion] La Reserva de Puntos de Vida del Campeón { $character }{ $character_s ->
            [yes] {""}
           *[no] {""}
        }
       *[character] La Reserva de Puntos de Vida del Personaje { $character }{ $character_s ->
            [yes] {""}
           *[no] {""}
        }
    } queda aniquilada y no acumula nada
ninth-removed-carried = { $count } { $count ->
        [one] miniatura retirada
       *[other] miniaturas retiradas
    }; { $lost } { $lost ->
        [one] Punto de Vida perdido pasa
       *[other] Puntos de Vida perdidos pasan
    } a ataques posteriores
# A Character's or Champion's Health Pool still standing after a batch: what it has $left of its $hp Health Points, and the $lost ones carried over.
ninth-pool-left = { $pool ->
        [champion] Campeón { $character }
       *[character] Personaje { $character }
    }: { $left ->
        [one] le queda { $left }
       *[other] le quedan { $left }
    } de { $hp } { $hp ->
        [one] Punto de Vida
       *[other] Puntos de Vida
    }; { $lost } { $lost ->
        [one] Punto de Vida perdido pasa
       *[other] Puntos de Vida perdidos pasan
    } a ataques posteriores
ninth-pool-excess = { $excess } { $excess ->
        [one] pérdida sobrante de Punto de Vida ignorada
       *[other] pérdidas sobrantes de Puntos de Vida ignoradas
    }: a la Reserva de Puntos de Vida solo le { $left ->
        [one] quedaba { $left } Punto de Vida
       *[other] quedaban { $left } Puntos de Vida
    }
ninth-destroyed = A { $unit } no le quedan miniaturas y queda destruida
# A model removed (N-2 to N-4): where it stood, and why it was the one ($why).
ninth-model-name = { $kind ->
        [rank_and_file] la miniatura de la fila { $rank }, columna { $file }
        [champion] el Campeón { $character }
       *[character] el Personaje { $character }
    }
ninth-removed = Se retira { $kind ->
        [rank_and_file] una miniatura
        [champion] al Campeón { $character }
       *[character] al Personaje { $character }
    } de la { $at_rank ->
        [front] primera fila
        [rear] última fila
       *[nth] { $at_rank_n }{ $at_rank_ord ->
           *[other] .ª
        } fila
    }{ $at_file ->
        [left] , extremo izquierdo
        [right] , extremo derecho
        [centre] , centro
        [from_left] , { $at_file_n }{ $at_file_ord ->
           *[other] .ª
        } columna desde la izquierda
        [from_right] , { $at_file_n }{ $at_file_ord ->
           *[other] .ª
        } columna desde la derecha
       *[none] {""}
    } (fila { $model_rank }, columna { $model_file }) — { $why ->
        [picked] fila { $why_rank }: la elige el propietario
        [pool_lost] su Reserva de Puntos de Vida ha perdido todos sus Puntos de Vida
        [rear_end] última fila ({ $why_rank }): sale el extremo { $why_side ->
            [left] izquierdo
           *[right] derecho
        }, para que la fila siga centrada
        [in_front] la fila { $why_rank } es la última fila con miniaturas de tropa, delante del extremo { $why_side ->
            [left] izquierdo
           *[right] derecho
        } de la fila { $why_last }, que llena el hueco
        [longer_side] primera fila, primera miniatura de este lote: desde la { $why_side ->
            [left] izquierda
           *[right] derecha
        }, el lado más largo ({ $why_left } a la izquierda y { $why_right } a la derecha de la línea central)
        [even_sides] primera fila, primera miniatura de este lote: ambos lados tienen { $why_left }, así que la izquierda
       *[alternating] primera fila: extremos alternos, ahora el { $why_side ->
            [left] izquierdo
           *[right] derecho
        }
    }
# $parts: the models of other Health Pools passed over, each ninth-model-name.
ninth-removed-skipping = Se retira { $kind ->
        [rank_and_file] una miniatura
        [champion] al Campeón { $character }
       *[character] al Personaje { $character }
    } de la { $at_rank ->
        [front] primera fila
        [rear] última fila
       *[nth] { $at_rank_n }{ $at_rank_ord ->
           *[other] .ª
        } fila
    }{ $at_file ->
        [left] , extremo izquierdo
        [right] , extremo derecho
        [centre] , centro
        [from_left] , { $at_file_n }{ $at_file_ord ->
           *[other] .ª
        } columna desde la izquierda
        [from_right] , { $at_file_n }{ $at_file_ord ->
           *[other] .ª
        } columna desde la derecha
       *[none] {""}
    } (fila { $model_rank }, columna { $model_file }) — { $why ->
        [picked] fila { $why_rank }: la elige el propietario
        [pool_lost] su Reserva de Puntos de Vida ha perdido todos sus Puntos de Vida
        [rear_end] última fila ({ $why_rank }): sale el extremo { $why_side ->
            [left] izquierdo
           *[right] derecho
        }, para que la fila siga centrada
        [in_front] la fila { $why_rank } es la última fila con miniaturas de tropa, delante del extremo { $why_side ->
            [left] izquierdo
           *[right] derecho
        } de la fila { $why_last }, que llena el hueco
        [longer_side] primera fila, primera miniatura de este lote: desde la { $why_side ->
            [left] izquierda
           *[right] derecha
        }, el lado más largo ({ $why_left } a la izquierda y { $why_right } a la derecha de la línea central)
        [even_sides] primera fila, primera miniatura de este lote: ambos lados tienen { $why_left }, así que la izquierda
       *[alternating] primera fila: extremos alternos, ahora el { $why_side ->
            [left] izquierdo
           *[right] derecho
        }
    }; se omiten { $parts } ({ $skipped ->
        [one] otra Reserva de Puntos de Vida
       *[other] otras Reservas de Puntos de Vida
    })
# Re-forming (N-4): each move, then ($parts) the next ones.
ninth-move = { $kind ->
        [rank_and_file] la miniatura de la fila { $from_rank }, columna { $from_file }
        [champion] el Campeón { $character }
       *[character] el Personaje { $character }
    } de la fila { $from_rank }, columna { $from_file } a la fila { $to_rank }, columna { $to_file }
ninth-move-then = { $kind ->
        [rank_and_file] la miniatura de la fila { $from_rank }, columna { $from_file }
        [champion] el Campeón { $character }
       *[character] el Personaje { $character }
    } de la fila { $from_rank }, columna { $from_file } a la fila { $to_rank }, columna { $to_file }; { $parts }
ninth-re-forms = { $unit } se reforma en una formación válida: { $parts }
# Unstable (N-7): each Health Pool's share, then ($parts) the next ones or the rule.
ninth-pool-name = { $pool ->
        [rank_and_file] la tropa
        [champion] el Campeón { $character }
       *[character] el Personaje { $character }
    }
ninth-unstable-rule = primero la tropa, luego el Campeón, luego los Personajes lo más equitativamente posible
# $parts: the Health Pools a tie between Characters goes to, in turn.
ninth-unstable-tie = primero la tropa, luego el Campeón, luego los Personajes lo más equitativamente posible; un empate entre Personajes va a { $parts }{ $order ->
        [owner] {" "}(en el orden del propietario)
       *[unit] {" "}(en el orden de la Unidad)
    }, por turnos
ninth-unstable-share = { $losses } para { $pool ->
        [rank_and_file] la tropa
        [champion] el Campeón { $character }
       *[character] el Personaje { $character }
    } — { $parts }
ninth-unstable-share-then = { $losses } para { $pool ->
        [rank_and_file] la tropa
        [champion] el Campeón { $character }
       *[character] el Personaje { $character }
    }, { $parts }
ninth-unstable = Inestable: { $losses } { $losses ->
        [one] Punto de Vida perdido
       *[other] Puntos de Vida perdidos
    }, sin salvaciones: { $parts }
ninth-unit-excess = { $excess } { $excess ->
        [one] pérdida sobrante de Punto de Vida ignorada
       *[other] pérdidas sobrantes de Puntos de Vida ignoradas
    }: a { $unit } solo le { $left ->
        [one] quedaba { $left } Punto de Vida
       *[other] quedaban { $left } Puntos de Vida
    }
# The Ninth Age's refusals.
ninth-refused-choose-excess = { $excess } de las { $total } pérdidas { $excess ->
        [one] es sobrante: el jugador atacante debe elegir qué ataque la causó
       *[other] son sobrantes: el jugador atacante debe elegir qué ataques las causaron
    }
ninth-refused-pool-empty = a { $pool ->
        [rank_and_file] la Reserva de Puntos de Vida de la tropa de { $unit }
        [champion] la Reserva de Puntos de Vida del Campeón { $character }{ $character_s ->
            [yes] {""}
           *[no] {""}
        }
       *[character] la Reserva de Puntos de Vida del Personaje { $character }{ $character_s ->
            [yes] {""}
           *[no] {""}
        }
    } no le quedan miniaturas
ninth-refused-unit-empty = a { $unit } no le quedan miniaturas

## The campaign's sentences
# (Messages of this group follow this line.)
# The rosters on this device after a Confirm or its Undo: each note said, then joined
# by campaign-rosters-note-separator.
campaign-rosters-note-separator = {" "}
campaign-rosters-confirmed = Ambas listas de banda están actualizadas en este dispositivo.
campaign-rosters-both-deleted = Ambas listas de banda se borraron en este dispositivo desde que se confirmaron por primera vez, así que no se vuelve a escribir ninguna.
campaign-rosters-one-deleted = Una lista de banda se borró en este dispositivo desde que se confirmó por primera vez, así que sigue borrada; la otra está actualizada.
campaign-rosters-changed-since = Una lista de banda se cambió en este dispositivo después de confirmar la fase tras la batalla, así que no se restauró.
campaign-rosters-deleted-since = Una lista de banda se borró en este dispositivo después de confirmar la fase tras la batalla, así que sigue borrada.
campaign-rosters-put-back = Las listas de banda de este dispositivo vuelven a estar como antes de la fase tras la batalla.
# The aftermath screens. A lost model's story: its sentences, joined by
# campaign-story-separator; a verdict after a roll: each model rolled for ($name) with
# its $story, joined by campaign-story-models-separator.
campaign-story-separator = {"; "}
campaign-story-models-separator = {" · "}
campaign-story-of = { $name }: { $story }
campaign-story-unrecoverable = baja irrecuperable: muerte (W-2)
campaign-story-awaiting-recovery = pendiente de la tirada de Recuperación
campaign-story-awaiting-fate = pendiente de la tirada de Destino de la Baja
campaign-story-recovery = Recuperación { $die } (necesitaba { $number } o menos): { $result ->
        [dead] muere
        [survived] sobrevive
       *[trooper] sobrevive (los Soldados no tiran Destino de la Baja)
    }
campaign-story-fate = Destino de la Baja { $die }: { $fate ->
        [full_recovery] Recuperación total
        [wounded] Herido
        [badly_wounded] Gravemente herido
        [bitter_enemy] Enemigo acérrimo
        [captured] Capturado
       *[miraculous_recovery] Recuperación milagrosa
    }
# $parts: the Wound's notes.
campaign-story-wound = { $location ->
        [chest_wound] Herida en el pecho
        [leg_wound] Herida en la pierna
        [arm_wound] Herida en el brazo
        [blinded_in_one_eye] Ciego de un ojo
        [head_wound] Herida en la cabeza
        [ear_wound] Herida en la oreja
        [shell_shock] Neurosis de guerra
       *[hand_wound] Herida en la mano
    } ({ $parts })
campaign-story-wound-bare = { $location ->
        [chest_wound] Herida en el pecho
        [leg_wound] Herida en la pierna
        [arm_wound] Herida en el brazo
        [blinded_in_one_eye] Ciego de un ojo
        [head_wound] Herida en la cabeza
        [ear_wound] Herida en la oreja
        [shell_shock] Neurosis de guerra
       *[hand_wound] Herida en la mano
    }
campaign-story-wounds-to-go = { $owed } { $owed ->
        [one] tirada pendiente
       *[other] tiradas pendientes
    } en la Tabla de Heridas
campaign-story-retired-blind = retirado por ceguera
campaign-story-captive = { $how ->
        [exchanged] intercambiado
        [bought_back] rescatado
        [executed] ejecutado
        [own] cautivo, esperando las demás tiradas de su bando
       *[other] cautivo, esperando al otro bando
    }
# Why the next roll is owed ($apostrophe: how English writes $force's possessive; one
# form here).
campaign-why-recovery = { $name } cayó en la batalla; el resultado de { $force }{ $apostrophe ->
       *[any] {""}
    } es { $outcome ->
        [crushing_victory] Victoria aplastante
        [victory] Victoria
        [pyrrhic_victory] Victoria pírrica
        [noble_loss] Derrota noble
       *[annihilated] Aniquilado
    }: { $name } vive con { $number } o menos{ $undead ->
        [yes] {" "}(+{ $bonus }: No Muerto)
       *[no] {""}
    } (W-1, W-2)
campaign-why-fate = { $name } sobrevive y es { $kind ->
        [leader] Líder
        [individual] Individual
        [hero] Héroe
        [specialist] Especialista
       *[trooper] Soldado
    }; { $kind ->
        [trooper] su lista de banda guarda el destino de los soldados
       *[other] Líderes, Individuales, Héroes y Especialistas tiran por su destino
    } (W-3)
campaign-why-wound = { $name } está { $fate ->
        [full_recovery] Recuperación total
        [wounded] Herido
        [badly_wounded] Gravemente herido
        [bitter_enemy] Enemigo acérrimo
        [captured] Capturado
       *[miraculous_recovery] Recuperación milagrosa
    }: tirada { $done } de { $rolls } en la Tabla de Heridas (W-4)

# A lost model's story (W-1 to W-6): $name is the model's, $force a roster's; a table's
# result is a key ($kind, $outcome, $fate, $location, $table, $status).
campaign-roll-fate = { $name } es { $kind ->
        [leader] Líder
        [individual] Individual
        [hero] Héroe
        [specialist] Especialista
       *[trooper] Soldado
    }: tira en la tabla de Destino de la Baja
campaign-owes-wound-rolls = { $name } debe { $owed } { $owed ->
        [one] tirada más
       *[other] tiradas más
    } en la Tabla de Heridas
# $bonus: what Undead add to the Recovery Number, if $undead is yes.
campaign-recovery = { $name } saca { $die } en Recuperación y necesita { $number } o menos ({ $outcome ->
        [crushing_victory] Victoria aplastante
        [victory] Victoria
        [pyrrhic_victory] Victoria pírrica
        [noble_loss] Derrota noble
       *[annihilated] Aniquilado
    }{ $undead ->
        [yes] , +{ $bonus } No Muerto
       *[no] {""}
    }): { $result ->
        [survives] sobrevive
       *[dies] muere
    }
campaign-trooper-no-fate = { $name } es un Soldado: sin tirada de Destino de la Baja (la lista de banda no guarda el destino de los soldados)
# $hate and $ep: what a Bitter Enemy and a Miraculous Recovery give.
campaign-fate = { $name } saca { $die } en Destino de la Baja: { $fate ->
        [full_recovery] Recuperación total (las heridas eran mucho menos graves de lo que parecían)
        [wounded] Herido (tira una vez en la Tabla de Heridas)
        [badly_wounded] Gravemente herido (tira 3 veces en la Tabla de Heridas)
        [bitter_enemy] Enemigo acérrimo (gana Odio: { $hate } hacia la fuerza enemiga)
        [captured] Capturado (en manos del enemigo hasta que se intercambie o se rescate)
       *[miraculous_recovery] Recuperación milagrosa (se recupera y gana +{ $ep } PE)
    }
campaign-effect-hate = Odio: { $hate } hacia { $force }
campaign-effect-miracle = +{ $ep } PE ({ $was } -> { $now })
campaign-effect-held-by = en manos de { $force }
# $parts: what the fate does to the model.
campaign-effect = { $name }: { $parts }
# A Wound's notes: $stat is a characteristic's abbreviation (AR, MV...); Spot tests'
# numbers come with their signs ($was_sign, $now_sign); $parts is the next note.
campaign-note = { $note ->
        [stays_zero] { $stat ->
                [AR] Arm
                [MV] Mov
                [ST] Fue
                [RC] CaD
                [LD] Lid
                [AC] Acc
                [CC] CaC
               *[other] { $stat }
            } ya es 0 y se queda en 0
        [lowered] { $stat ->
                [AR] Arm
                [MV] Mov
                [ST] Fue
                [RC] CaD
                [LD] Lid
                [AC] Acc
                [CC] CaC
               *[other] { $stat }
            } { $was } -> { $now }
        [spot] pruebas de Avistar { $was_sign ->
            [minus] -
           *[plus] +
        }{ $was } -> { $now_sign ->
            [minus] -
           *[plus] +
        }{ $now }
        [rear_cc] los atacantes por la retaguardia ganan +{ $now } CaC
       *[blind] ciego de los dos ojos: la miniatura queda ciega y deja la lista de banda
    }
campaign-note-then = { $note ->
        [stays_zero] { $stat ->
                [AR] Arm
                [MV] Mov
                [ST] Fue
                [RC] CaD
                [LD] Lid
                [AC] Acc
                [CC] CaC
               *[other] { $stat }
            } ya es 0 y se queda en 0
        [lowered] { $stat ->
                [AR] Arm
                [MV] Mov
                [ST] Fue
                [RC] CaD
                [LD] Lid
                [AC] Acc
                [CC] CaC
               *[other] { $stat }
            } { $was } -> { $now }
        [spot] pruebas de Avistar { $was_sign ->
            [minus] -
           *[plus] +
        }{ $was } -> { $now_sign ->
            [minus] -
           *[plus] +
        }{ $now }
        [rear_cc] los atacantes por la retaguardia ganan +{ $now } CaC
       *[blind] ciego de los dos ojos: la miniatura queda ciega y deja la lista de banda
    }; { $parts }
# $parts: the Wound's notes.
campaign-wound = { $name } saca { $die } en la Tabla de Heridas: { $location ->
        [chest_wound] Herida en el pecho
        [leg_wound] Herida en la pierna
        [arm_wound] Herida en el brazo
        [blinded_in_one_eye] Ciego de un ojo
        [head_wound] Herida en la cabeza
        [ear_wound] Herida en la oreja
        [shell_shock] Neurosis de guerra
       *[hand_wound] Herida en la mano
    } — { $parts }
campaign-blind-leaves = { $name } pierde la vista y deja la lista de banda: { $left ->
        [one] no se hace su última tirada en la Tabla de Heridas
       *[other] no se hacen sus otras { $left } tiradas en la Tabla de Heridas
    }
campaign-no-outcome = { $force }: sin resultado (no se perdió a nadie)
campaign-outcome = { $force }: { $outcome ->
        [crushing_victory] Victoria aplastante
        [victory] Victoria
        [pyrrhic_victory] Victoria pírrica
        [noble_loss] Derrota noble
       *[annihilated] Aniquilado
    }, { $how ->
        [chosen] por elección de los jugadores
       *[lost] según las miniaturas perdidas
    }: las miniaturas viven con { $number } o menos
# Captives (W-5): $owner is the captive's force.
campaign-captive-waiting = { $name } ({ $owner }, valor { $value }) está { $waiting ->
        [own] cautivo, esperando las demás tiradas de su bando
       *[other] cautivo, esperando al otro bando
    }: se intercambia, se rescata o se ejecuta cuando se hayan tirado todos los Destinos de la Baja (W-5)
campaign-captive-exchanged = Intercambio: { $name } ({ $owner }, valor { $value }) por { $partner } ({ $partner_owner }, valor { $partner_value })
campaign-captive-bought = { $owner } rescata a { $name } por { $paid } PVic ({ $vp_left ->
        [one] queda
       *[other] quedan
    } { $vp_left } PVic)
campaign-captive-executed = { $owner } no puede pagar { $value } PVic por { $name } ({ $vp_left ->
        [one] queda
       *[other] quedan
    } { $vp_left } PVic): ejecución de { $name }
campaign-ending = { $count } { $status ->
        [active] de vuelta en la banda
        [dead] { $count ->
            [one] muerto
           *[other] muertos
        }
        [retired_blind] { $count ->
            [one] retirado por ceguera
           *[other] retirados por ceguera
        }
       *[captured] { $count ->
            [one] cautivo
           *[other] cautivos
        }
    }
# $parts: how the side's lost models ended, each campaign-ending.
campaign-confirmed = { $force }: { $parts }; PVic { $vp } -> { $vp_after }
campaign-confirmed-no-losses = { $force }: sin pérdidas; PVic { $vp } -> { $vp_after }
# The campaign's refusals.
campaign-refused-confirmed = esta fase tras la batalla está confirmada; deshaz la confirmación para cambiarla
campaign-refused-nothing-owed = ahora no se debe ninguna tirada
campaign-refused-other-table = la próxima tirada de { $name } es en la { $table ->
        [recovery] tabla de Recuperación
        [fate] tabla de Destino de la Baja
       *[wound] Tabla de Heridas
    }, no en la { $asked ->
        [recovery] tabla de Recuperación
        [fate] tabla de Destino de la Baja
       *[wound] Tabla de Heridas
    }
campaign-refused-unrecoverable = { $name } cayó sin posible recuperación y muere sin tirada
campaign-refused-dead = { $name } falló la tirada de Recuperación y muere
campaign-refused-trooper = { $name } es un Soldado y la lista de banda no guarda el destino de los soldados
campaign-refused-all-made = { $name } ha hecho todas las tiradas que debe ({ $fate ->
        [full_recovery] Recuperación total
        [wounded] Herido
        [badly_wounded] Gravemente herido
        [bitter_enemy] Enemigo acérrimo
        [captured] Capturado
       *[miraculous_recovery] Recuperación milagrosa
    })
campaign-refused-already-rolled = { $force } ya ha tirado en Recuperación; deshaz esas tiradas para cambiar su resultado
campaign-refused-still-owed = { $count } { $count ->
        [one] miniatura perdida aún debe
       *[other] miniaturas perdidas aún deben
    } tiradas; la siguiente: { $name } en la { $table ->
        [recovery] tabla de Recuperación
        [fate] tabla de Destino de la Baja
       *[wound] Tabla de Heridas
    }
# Dice typed, read out ("12, 16 and 18"): each $die, then ($parts) the rest.
campaign-die = { $die }
campaign-die-and = { $die } y { $parts }
campaign-die-then = { $die }, { $parts }
# The rolls owed, model by model: $parts are its tables; a model's last table carries
# ($parts) the next model, or what follows the list.
campaign-owed-by = { $name }: { $parts }
campaign-owed-table = { $table ->
        [recovery] Recuperación
        [fate] Destino de la Baja
       *[wound] Tabla de Heridas
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    }
campaign-owed-table-then = { $table ->
        [recovery] Recuperación
        [fate] Destino de la Baja
       *[wound] Tabla de Heridas
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    }; { $parts }
campaign-owed-table-end = { $table ->
        [recovery] Recuperación
        [fate] Destino de la Baja
       *[wound] Tabla de Heridas
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    }{ $parts }
# Ends campaign-refused-typed-too-many's list of the rolls owed (its bracket closes
# here); $parts: the dice left over.
campaign-typed-left-over = ), así que no se introdujo nada: { $left ->
        [one] sobra { $parts }
       *[other] sobran { $parts }
    }
# $parts: the rolls owed, each campaign-owed-by, the last followed by campaign-typed-left-over.
campaign-refused-typed-too-many = { $typed } { $typed ->
        [one] tirada escrita
       *[other] tiradas escritas
    }, pero en total { $owed ->
        [one] se debía { $owed }
       *[other] se debían { $owed }
    } ({ $parts }
# $typed: the dice to type instead, as typed; $parts: the dice typed after the blinding one.
campaign-refused-typed-after-blind = El { $die } deja ciego a { $name }, que no hace más tiradas en la Tabla de Heridas, así que no se introdujo nada: { $parts } escritos después pueden haberse tirado para esas. Escribe { $typed }{ $then ->
        [next] {" "}primero, y luego las tiradas de la siguiente miniatura
       *[none] {""}
    }

## The Ninth Age's screens: its overview, a Unit's card and its Actions
# (Messages of this group follow this line.)

# The abbreviation of Health Points in the Unit's texts ("3 HP"), and its full words in the legend.
ninth-page-hp-abbr = PV
ninth-page-hp-full = Puntos de Vida
# A Character's or a Champion's name after its kind: "Character Ana".
ninth-page-kind-name = { $kind ->
    [champion] Campeón { $name }
   *[character] Personaje { $name }
}
ninth-page-rank-and-file = Tropa
# The lost Health Points a Health Pool carries over (0: none).
ninth-page-carried = { $lost ->
    [0] ningún PV perdido acumulado
    [one] { $lost } PV perdido acumulado
   *[other] { $lost } PV perdidos acumulados
}
# A model's cell in the drawing: its words when tapped or pointed at.
ninth-page-model = Miniatura
ninth-page-model-hp = { $hp } PV
ninth-page-model-hp-of = { $left }/{ $hp } PV
ninth-page-model-lost = perdida
ninth-page-model-removed = { $who }: retirada
# $place: the model's place in the engine's words ("rank 2, file 3").
ninth-page-model-title = { $who }: { $place }, { $hp }
ninth-page-formation = { $name }: { $ranks } { $ranks ->
    [one] fila
   *[other] filas
} de hasta { $width } columnas
ninth-page-pools-label = Reservas de Puntos de Vida de { $name }
ninth-page-wiped-out = aniquilada
# A Health Pool's standing; $carried is ninth-page-carried.
ninth-page-pool = { $models } { $models ->
    [one] miniatura
   *[other] miniaturas
} de { $hp } PV, { $left ->
        [one] queda
       *[other] quedan
    } { $left } PV, { $carried }
ninth-page-hp-per-model = { $hp } PV por miniatura
ninth-page-rank-and-file-carried = Tropa: { $carried }
ninth-page-card-label = { $name }, { $carried }
ninth-page-card-destroyed = { $name }, destruida
# A Unit's row: its models in play of those it started with ("8/11 models").
ninth-page-strength = { $left }/{ $total } { $total ->
    [one] miniatura
   *[other] miniaturas
}
ninth-page-destroyed = Destruida
ninth-page-losses = Pérdidas
ninth-page-full-strength = Al completo
ninth-page-characters = ★ { $count } { $count ->
    [one] Personaje
   *[other] Personajes
}
ninth-page-champions = ⚑ { $count } { $count ->
    [one] Campeón
   *[other] Campeones
}
# An attack's name until the player types one (a batch of simultaneous attacks).
ninth-page-attack-name = Ataque { $n }
# $rule: the rule's id (N-3).
ninth-page-pick-models = Toca las miniaturas que retirar (en el dibujo o abajo), en orden, empezando por la última fila ({ $rule }). Filas y columnas se cuentan desde 1 por delante a la izquierda.
ninth-page-picked = Elegidas: { $count } { $count ->
    [one] miniatura
   *[other] miniaturas
}, en el orden tocado
ninth-page-nothing-picked = Aún no se ha elegido nada: se aplica el orden por defecto.
ninth-page-clear-picks = Borrar la elección
ninth-page-first-rank-only = Solo queda la primera fila: sus miniaturas salen por extremos alternos.
ninth-page-actions-label = Pérdidas de Puntos de Vida de { $name }
ninth-page-no-models-left = A { $name } no le quedan miniaturas.
ninth-page-loss-kind = Tipo de pérdidas
# The kinds of losses entered: Health Points as they are, an attack with Multiple Wounds, Unstable losses.
ninth-page-loss-kind-name = { $kind ->
    [mw] Heridas Múltiples
    [unstable] Inestable
   *[hp] Puntos de Vida
}
ninth-page-apply-losses = Aplicar pérdidas
# $pool: the Health Pool's name (ninth-page-rank-and-file or ninth-page-kind-name).
ninth-page-lost-by = Puntos de Vida perdidos por { $pool }
ninth-page-enter-to-preview = Introduce las pérdidas para ver el resultado.
# $rule: the rule's id (N-5).
ninth-page-several-attacks = Varios ataques simultáneos (di cuál causó el sobrante, { $rule })
ninth-page-choose-models = Elegir qué miniaturas salen (filas tras la primera)
# What the previewed losses leave on the Health Pool: $after is ninth-page-wiped-out or ninth-page-carried.
ninth-page-afterwards = Después: { $pool } { $after }
# A Character's or Champion's Health Pool after the previewed batch: its name and the Health Points it has $left.
ninth-page-afterwards-left = Después: { $pool } ({ $left ->
        [one] queda
       *[other] quedan
    } { $left } PV)
ninth-page-pool-choice = Reserva de Puntos de Vida que pierde Puntos de Vida
ninth-page-pool-left = { $pool } ({ $left ->
        [one] queda
       *[other] quedan
    } { $left } PV)
ninth-page-apply-unstable = Aplicar pérdidas por Inestable
ninth-page-roll-and-apply = Tirar y aplicar
ninth-page-apply-multiple-wounds = Aplicar Heridas Múltiples
# The chosen Health Pool's standing ($pool: ninth-page-pool), as a sentence.
ninth-page-pool-note = { $pool }.
ninth-page-lost-to-attack = Puntos de Vida perdidos por el ataque { $n }
ninth-page-attack-name-label = Nombre del ataque { $n }
# $rule: the rule's id (N-6).
ninth-page-attack-mw = El ataque { $n } tiene Heridas Múltiples ({ $rule })
ninth-page-remove-attack = Quitar el ataque { $n }
ninth-page-add-attack = Añadir ataque
ninth-page-total-with-mw = Total: { $total } Puntos de Vida y los ataques con Heridas Múltiples
ninth-page-total = Total: { $total } { $total ->
        [one] Punto de Vida perdido
       *[other] Puntos de Vida perdidos
    }
# Each attack with the Health Points it costs, listed in ninth-page-total-of-attacks.
ninth-page-attack-losses = { $attack } { $losses }
ninth-page-total-of-attacks = Total: { $total } { $total ->
        [one] Punto de Vida perdido
       *[other] Puntos de Vida perdidos
    } ({ $attacks })
ninth-page-apply-excess = Aplicar con esta elección
ninth-page-excess-assigned = { $sum } de { $needed } { $needed ->
        [one] pérdida sobrante asignada
       *[other] pérdidas sobrantes asignadas
    }
ninth-page-excess-title = ¿Qué ataques causaron el sobrante?
ninth-page-excess-about = { $pool } de { $name } solo pudo recibir parte de las { $losses } pérdidas. El jugador atacante dice { $needed ->
        [one] qué ataque causó la pérdida sobrante:
       *[other] qué ataques causaron las { $needed } pérdidas sobrantes:
    }
ninth-page-excess-from = Sobrante de { $attack } (causó { $caused })
ninth-page-back-to-losses = Volver a las pérdidas
ninth-page-preview-lost = Vista previa: { $losses } { $losses ->
    [one] Punto de Vida perdido
   *[other] Puntos de Vida perdidos
}
ninth-page-show-afterwards = Mostrar la Unidad después
ninth-page-preview-of = Vista previa de { $name } tras las pérdidas
ninth-page-preview-steps = Pasos de la vista previa
ninth-page-enter-values-to-preview = Introduce el valor de cada herida para ver el resultado.
ninth-page-enter-wounds-to-preview = Introduce las heridas no salvadas para ver el resultado.
ninth-page-app-rolls = La app tira { $wounds ->
    [one] el valor de la herida
   *[other] los valores de las { $wounds } heridas
} al aplicar.
# $summary: the engine's summary of the losses.
ninth-page-preview = Vista previa: { $summary }
# The Multiple Wounds fields' labels; $attack: which attack of a batch they are for (0: no batch).
ninth-page-mw-x = Heridas Múltiples (X){ $attack ->
    [0] {""}
   *[other] {" "}(ataque { $attack })
}
# The choice of a number for X (beside D3, D6 and D3+1).
ninth-page-mw-number-choice = Número
ninth-page-mw-number = Heridas Múltiples (X), un número{ $attack ->
    [0] {""}
   *[other] {" "}(ataque { $attack })
}
# $die: the die rolled for the wound's value (D3, D6, D3+1).
ninth-page-wound-value = Herida { $n } ({ $die }){ $attack ->
    [0] {""}
   *[other] {" "}(ataque { $attack })
}
ninth-page-unsaved-wounds = Heridas no salvadas{ $attack ->
    [0] {""}
   *[other] {" "}(ataque { $attack })
}
ninth-page-wound-values = El valor de cada herida
ninth-page-enter-values = Introducir los valores
ninth-page-app-roll = Que tire la app
# $rule: the rule's id (N-7).
ninth-page-tie-order = Orden de los Personajes en caso de empate ({ $rule }), el primero recibe primero:
ninth-page-move-up = Subir { $name }
ninth-page-unstable-note = Inestable: los Puntos de Vida que pierde { $name }, sin salvaciones. Se reparten entre sus Reservas de Puntos de Vida ({ $rule }).
ninth-page-unstable-lost = Puntos de Vida que { $name } pierde por Inestable
ninth-page-go-to = Ir a una Unidad
ninth-start-hint = Tocar una Unidad para actuar
ninth-page-odds-title = Probabilidades antes de tirar
ninth-page-odds-about = Probabilidades exactas para { $name }, partiendo de los Puntos de Vida perdidos que acumula.
ninth-page-odds-attacks = Ataques
ninth-page-odds-hit = Para impactar (X+)
ninth-page-odds-wound = Para herir (X+)
ninth-page-odds-armour = Salvación por armadura (X+, 7 = ninguna)
ninth-page-odds-special = Salvación especial (X+, 7 = ninguna)
ninth-page-odds-mw-none = Ninguna
ninth-page-odds-working = Calculando las probabilidades exactas…
ninth-page-odds-show = Ver probabilidades
ninth-page-odds-wiped-out = Aniquilada
# $mw: the attack's Multiple Wounds (2, D3, D6, D3+1).
ninth-page-odds-hp-lost = Puntos de Vida perdidos (Heridas Múltiples { $mw })
ninth-page-odds-removed = Miniaturas retiradas
# The bar chart's unit: "3 removed".
ninth-page-odds-removed-unit = { $count ->
        [one] retirada
       *[other] retiradas
    }
ninth-page-odds-carried = Puntos de Vida perdidos acumulados
# A new battle's form and a Unit profile's form in Muster.
ninth-page-kind = { $kind ->
    [champion] Campeón
   *[character] Personaje
}
ninth-page-character-or-champion = Personaje o Campeón
ninth-page-name = Nombre
ninth-page-kind-label = Clase
ninth-page-rank-optional = Fila (opcional)
ninth-page-rank-hint = 1 = delante
ninth-page-file-optional = Columna (opcional)
ninth-page-file-hint = 1 = izquierda
ninth-page-remove-character = Quitar Personaje
# A Unit's name until the player types one.
ninth-page-unit-name = Unidad { $n }
ninth-page-formation-of = Formación de { $name }
ninth-page-unit = Unidad
ninth-page-player = Jugador
ninth-page-rank-and-file-models = Miniaturas de tropa
ninth-page-files = Columnas
ninth-page-hp-per-model-label = Puntos de Vida por miniatura
ninth-page-add-character = Añadir Personaje o Campeón
ninth-page-remove-unit = Quitar Unidad
# A player's name until it is typed.
ninth-page-player-name = Jugador { $n }
# The battle's name until one is typed.
ninth-page-battle = Batalla
ninth-page-battle-name = Nombre de la batalla
ninth-page-add-unit = Añadir Unidad
ninth-page-start-battle = Empezar batalla
ninth-page-cancel = Cancelar
# A shared Unit profile's line in a link's preview.
ninth-page-profile-preview = { $name } ({ $models } { $models ->
    [one] miniatura
   *[other] miniaturas
}, { $hp } { $hp ->
    [one] Punto de Vida
   *[other] Puntos de Vida
})

## The campaign's screens: the roster, a model's card and its Actions
# (Messages of this group follow this line.)

# A Recovery table's outcome of a battle; $outcome: the engine's name, said when unknown.
campaign-page-outcome = { $key ->
    [Crushing-Victory] Victoria aplastante
    [Victory] Victoria
    [Pyrrhic-Victory] Victoria pírrica
    [Noble-Loss] Derrota noble
    [Annihilated] Aniquilado
   *[other] { $outcome }
}
# A model's kind on a warband roster (the words the roster form offers).
campaign-page-kind = { $kind ->
    [Leader] Líder
    [Individual] Individual
    [Hero] Héroe
    [Specialist] Especialista
    [Trooper] Soldado
   *[other] { $kind }
}
# A model's standing on its roster; $status: the engine's word, said when unknown.
campaign-page-status = { $key ->
    [active] En servicio
    [dead] Muerte
    [captured] Cautiverio
    [retired-blind] Retiro por ceguera
   *[other] { $status }
}
# The roll owed next: its table (by the roll's kind; $table: the engine's name of it) and the model's name.
campaign-page-roll-of = { $kind ->
    [recovery_roll] Tirada de Recuperación
    [fate_roll] Tirada de Destino de la Baja
    [wound_roll] Tirada en la Tabla de Heridas
   *[other] Tirada de { $table }
}: { $name }
campaign-page-confirm = Confirmar y actualizar las listas de banda
campaign-page-tables-failed = No se pudieron leer las tablas de la campaña: { $reason }
# The top bar's title on the campaign aftermath's screen.
campaign-page-bar = Tras la batalla
campaign-page-outcomes-label = Resultado por bando
campaign-page-outcomes = Resultado de la batalla
# $rule: the rule's id (W-1).
campaign-page-from-losses = Según las miniaturas perdidas ({ $rule })
campaign-page-outcomes-waiting = Otros resultados: esperando al motor…
# $number: the highest D20 a lost model survives on; $how: "chosen" by the players or worked out from the "losses".
campaign-page-outcome-text = { $outcome }: las miniaturas perdidas viven con { $number ->
   *[other] un { $number }
} o menos ({ $how ->
    [chosen] por elección de los jugadores
   *[losses] según las miniaturas perdidas
})
campaign-page-outcome-undead = Las miniaturas No Muertas viven con { $number ->
   *[other] un { $number }
} o menos
campaign-page-no-outcome = Sin resultado: ningún bando perdió una miniatura
campaign-page-lost = Perdió { $lost }, el enemigo perdió { $enemy }.
campaign-page-outcome-for = Resultado de { $force }
# A row of the Recovery table; $meaning: the engine's words for when it applies.
campaign-page-recovery-row = { $outcome }: { $number } o menos ({ $meaning })
campaign-page-undead-row = No Muerto: +{ $bonus }
# The table a roll is made on, as the reference under the dice names it.
campaign-page-table = { $kind ->
    [recovery_roll] La tabla de Recuperación
    [fate_roll] La tabla de Destino de la Baja
    [wound_roll] La Tabla de Heridas
   *[other] { $table }
}
campaign-page-next-roll = Siguiente tirada
# Whose roll it is, and how many rolls both sides' models owe now.
campaign-page-owed = { $name } de { $force } · { $rolls } { $rolls ->
    [one] tirada pendiente
   *[other] tiradas pendientes
} ahora de { $models } { $models ->
    [one] miniatura
   *[other] miniaturas
} de ambos bandos; un resultado puede añadir más
campaign-page-typed-fills = Cada valor va a: { $fills }
# $dice: the die to roll (D20).
campaign-page-roll-label = Tira un { $dice } en { $kind ->
    [recovery_roll] la tabla de Recuperación
    [fate_roll] la tabla de Destino de la Baja
    [wound_roll] la Tabla de Heridas
   *[other] { $table }
} para { $name }: toca su valor.
campaign-page-before = Antes de que cambien las listas de banda
campaign-page-before-about = Todas las tiradas están hechas. Así quedarán ambas listas de banda; confirma para escribirlas en este dispositivo.
campaign-page-after-battle = { $name } tras la batalla
campaign-page-rosters-after = Listas de banda tras la batalla
campaign-page-confirmed = Confirmado
campaign-page-rosters-updated = Ambas listas de banda están actualizadas en este dispositivo.
campaign-page-rosters-not-saved = Las listas de banda aún no están guardadas en este dispositivo.
campaign-page-save-rosters = Guardar las listas en este dispositivo
campaign-page-undo-rosters = Deshacer deja las listas de banda de este dispositivo como estaban.
campaign-page-lost-models = Miniaturas perdidas
campaign-page-rolls-owed = por tirar
campaign-page-no-models-lost = No se perdieron miniaturas.
campaign-page-captives = Cautivos
# A model's extras on its roster: Spot ($sign: "+" or nothing), extra Close Combat against attackers from the rear.
campaign-page-spot = Avistar { $sign }{ $spot }
campaign-page-rear-attackers = atacantes por la retaguardia +{ $cc } CaC
campaign-page-undead = No Muerto
# $wounds: the lasting wounds' names, as the engine's Wound table names them.
campaign-page-wounds = Heridas: { $wounds }
campaign-page-hate = Odio: { $hatreds }
# One hatred: its bonus and the warband it is for.
campaign-page-hate-for = { $hate } hacia { $force }
# A roster's line: its VP (or "3→5" when it changed), models active of all, and whether Troopers roll for their fate ("yes"/"no").
campaign-page-roster-line = PVic { $vp } · miniaturas activas: { $active } de { $models }{ $fate ->
    [yes] {" "}· los Soldados tiran por su destino
   *[no] {""}
}
# A model's kind (campaign-page-kind) and value on its roster.
campaign-page-kind-value = { $kind }, valor { $value }
campaign-page-new-model = Nueva miniatura
campaign-page-model-name = Nombre de la miniatura
campaign-page-kind-label = Clase
campaign-page-value = Valor
campaign-page-status-line = Estado: { $status }
campaign-page-lasting-wounds = Heridas permanentes: { $wounds }
campaign-page-remove-model = Quitar miniatura
campaign-page-list-line = PVic { $vp } · activas: { $active } de { $models }
campaign-page-delete-ask = ¿Borrar { $name } para siempre?
campaign-page-delete-yes = Sí, borrar
campaign-page-delete-keep = Conservarla
campaign-page-edit = Editar
campaign-page-edit-label = Editar { $name }
campaign-page-duplicate = Duplicar
campaign-page-duplicate-label = Duplicar { $name }
campaign-page-share = Compartir
campaign-page-share-label = Compartir { $name }
campaign-page-delete = Borrar
campaign-page-delete-label = Borrar { $name }
campaign-page-models = Miniaturas
campaign-page-models-of = Miniaturas de { $name }
campaign-page-rosters = Listas de banda
campaign-page-back = ‹ Batallas
campaign-page-back-label = Volver a las batallas
campaign-page-rosters-here = Listas de banda en este dispositivo
campaign-page-no-rosters = Aún no hay listas de banda en este dispositivo.
campaign-page-new-roster = Nueva lista de banda
campaign-page-start-aftermath = Nueva fase tras la batalla
# A duplicated roster's name.
campaign-page-copy-name = { $name } (copia)
campaign-page-duplicated = Lista de banda duplicada.
campaign-page-deleted = Lista de banda borrada.
campaign-page-roster = Lista de banda
campaign-page-warband-name = Nombre de la banda
campaign-page-troopers-fate = Los Soldados también tiran en la tabla de Destino de la Baja
campaign-page-add-model = Añadir miniatura
campaign-page-save-roster = Guardar lista
campaign-page-cancel = Cancelar
campaign-page-saved = Has guardado { $name } en este dispositivo.
campaign-page-new-aftermath = Nueva fase tras la batalla de campaña
# How many warband rosters this device has, when an aftermath needs two.
campaign-page-needs-two = La fase tras la batalla necesita dos listas de banda en este dispositivo; { $count ->
    [0] no hay ninguna
   *[other] hay { $count }
}.
campaign-page-make-rosters = Crear listas de banda
campaign-page-warband-choice = { $name } (PVic { $vp })
campaign-page-lost-model = Perdida: { $name }
# A model not in the battle: its kind, value and standing (campaign-page-status).
campaign-page-kind-value-absent = { $kind }, valor { $value } — { $status }, no está en la batalla
campaign-page-unrecoverable = { $name } cayó sin posible recuperación (sin tirada de Recuperación)
campaign-page-losses-of = Pérdidas de { $name }
# The first or the second warband of the aftermath.
campaign-page-warband = { $n ->
    [1] Primera banda
   *[other] Segunda banda
}
campaign-page-marked-lost = { $count } { $count ->
    [one] miniatura marcada como perdida
   *[other] miniaturas marcadas como perdidas
}
campaign-page-models-of-warband = Miniaturas de { $name }
campaign-page-pick-warbands = Elige las dos bandas y marca cada miniatura perdida en la batalla.
campaign-page-start = Empezar la fase
campaign-page-two-different = Elige dos bandas distintas.
# The aftermath's name: the two warbands' names.
campaign-page-battle-name = { $first } contra { $second }
# Survival chances: a side's heading with its outcome (campaign-page-outcome).
campaign-page-odds-side = { $force } ({ $outcome })
# $note: the engine's words on the model's chance.
campaign-page-survives-note = { $name } sobrevive ({ $note })
# $settled: "yes" when the model's Recovery roll is already made.
campaign-page-survives = { $name } sobrevive{ $settled ->
    [yes] {" "}(resultado decidido)
   *[no] {""}
}
campaign-page-survivors = Supervivientes
# The bar chart's unit: "2 survive".
campaign-page-survive-unit = { $count ->
        [one] sobrevive
       *[other] sobreviven
    }
campaign-page-survival-chances = Probabilidades de sobrevivir
campaign-page-fates = Destinos y cautivos
# A Casualty Fate (the engine's name of it) and how many models had it.
campaign-page-fate-count = { $count } { $fate }
# A side's Casualty Fates in the report: its player and the fates (or campaign-page-no-fates).
campaign-page-side-fates = { $player }: { $fates }
# $rule: the rule's id (W-3).
campaign-page-no-fates = no se tiró ningún Destino de la Baja ({ $rule })
# $rule: the rule's id (W-5).
campaign-page-no-captives = Sin cautivos ({ $rule }).
# A shared roster's line in a link's preview.
campaign-page-roster-preview = { $name }: { $models } { $models ->
        [one] miniatura
       *[other] miniaturas
    }, { $vp } PVic

## Two phones
# (Messages of this group follow this line.)

two-phones-check-title = Comprueba que nadie está en medio
two-phones-check-code = ¿Ambos teléfonos muestran { $code }? Entonces nadie está en medio.
two-phones-check-how = Compara este número con el de la hoja de dos teléfonos del otro teléfono. Si son distintos, alguien que tenía la invitación podría estar leyendo la batalla: desvincula y da una invitación nueva cara a cara, o juega en la misma wifi.
two-phones-check-same = Coinciden
two-phones-check-differ = No coinciden: desvincular
two-phones-check-unpaired = Desvinculados: los dos teléfonos mostraban números distintos, así que alguien pudo estar en medio. Da una invitación nueva cara a cara, o juega en la misma wifi.

## Undo and Redo, the history's entries, and what a tap would do (previews and verdicts)
# (Messages of this group follow this line.)
verdict-morale-heading = Prueba de Moral: { $dice }D6
verdict-passes = { $faces ->
        [one] Resolución { $value }: solo un 1 natural tiene éxito (un 1 siempre tiene éxito, un 6 siempre falla, C-10)
        [all_but_six] Resolución { $value }: todo dado tiene éxito salvo un 6 natural (un 6 siempre falla, C-10)
       *[at_most] Cada dado tiene éxito con { $value } o menos (un 1 siempre tiene éxito, un 6 siempre falla, C-10)
    }
verdict-resolve-explained = { $parts } = { $value }
# Undo on two phones. $by, $peer: the other phone's name; $what: what the action is called (history-wound-pool, ...).
history-announce-by = { $by }: { $what }
history-undo-ask = { $by } quiere deshacer: { $what }
history-undo-ask-label = { $by } quiere deshacer
history-undo-allow = Permitir
history-undo-refuse = Rechazar
history-undo-asking = Pidiendo a { $peer } permiso para deshacer: { $what }
history-undo-allowed = Se permitió a { $peer } deshacer.
history-undo-refused = Se rechazó deshacer de { $peer }; no cambió nada.
history-undo-not-connected = No se pudo preguntar a { $peer }: los teléfonos no están conectados. No cambió nada.
history-undo-unanswered = { $peer } no respondió si deshacer { $what }. No cambió nada.
history-undo-refused-by = { $peer } rechazó deshacer: { $what }. No cambió nada.
# Why Undo, Redo or an action is refused by the history itself (said with its rule id, "history").
history-nothing-to-undo = no hay nada que deshacer
history-nothing-to-redo = no hay nada que rehacer
history-too-many-actions = una partida admite como mucho { $most } acciones
# What an action is called: the step log's entry, Undo's and Redo's buttons and the preview. Names are as the players wrote them. $named: whether the pool names the Regiment it came from ($source).
history-wound-pool = Reserva de Heridas de { $wounds }{ $named ->
        [yes] {" "}de { $source }
       *[no] {""}
    }{ $arc ->
        [flank] {" "}(flanco)
        [rear] {" "}(retaguardia)
       *[front] {""}
    } sobre { $regiment }{ $morale ->
        [no] {" "}(sin Pruebas de Moral)
       *[yes] {""}
    }
# $dice and $rerolls: the dice as typed, digits joined by commas.
history-morale-test = Prueba de Moral de { $regiment }: { $rolled ->
        [no] tirada por la app
       *[yes] { $dice }
    }{ $rerolled ->
        [yes] ; repetidos { $rerolls }
       *[no] {""}
    }
# A number given as -1 is one the app rolls ("a roll", "?").
history-heal = Curación de { $points ->
        [-1] una tirada
       *[other] { $points }
    }{ $source ->
        [regeneration] {" "}(Regeneración)
        [fanatical_devotion] {" "}(Devoción Fanática)
        [biotic_renewal] {" "}(Renovación Biótica)
       *[none] {""}
    } sobre { $regiment }{ $room ->
        [no] {" "}(sin espacio)
       *[yes] {""}
    }
history-character-wounds = { $wounds } { $wounds ->
            [one] Herida
           *[other] Heridas
        } sobre { $character } de { $regiment }
history-rally = { $regiment } se Reagrupa
history-new-round = Nueva Ronda
history-active-player = Jugador Activo: { $player }
# A Stand's place: its rank and file, as the step log says it.
history-contacts = Contactos de { $regiment }, Peana en { $rank ->
            [front] primera fila
            [rear] última fila
           *[nth] fila { $rank_n }{ $rank_ord ->
               *[other] {""}
            }
        }{ $file ->
            [left] , extremo izquierdo
            [right] , extremo derecho
            [centre] , centro
            [from_left] , columna { $file_n } desde la izquierda{ $file_ord ->
               *[other] {""}
            }
            [from_right] , columna { $file_n } desde la derecha
           *[none] {""}
        }
history-contacts-stand-id = Contactos de { $regiment }, { $stand }
history-place = { $regiment } movido a ({ NUMBER($x, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
            [in] ″
           *[mm] {" "}mm
        }, { NUMBER($y, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
            [in] ″
           *[mm] {" "}mm
        }), encarado a { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
history-charge = { $regiment } Carga contra { $edge ->
       *[front] el frente
        [left] el flanco izquierdo
        [right] el flanco derecho
        [rear] la retaguardia
    } de { $enemy }
history-bravery = { $regiment } usa Valentía
history-decay = Descomposición { $x } sobre { $regiment }
# One attack of a batch ($name as the players wrote it), listed by history-attacks.
history-attack = { $name } ({ $losses ->
        [-1] ?
       *[other] { $losses }
    }{ $mw ->
        [rolled] , Heridas Múltiples { $x }: tirada por la app
        [values] , Heridas Múltiples { $x }: { $values }
        [empty] , Heridas Múltiples { $x }: ninguna
       *[no] {""}
    })
history-attacks = { $parts }
# $listed: the batch names its attacks ($parts); $excess: which attacks caused the excess, names and numbers as written.
history-hp-lost = { $losses ->
        [-1] ? PV perdidos
        [one] { $losses } PV perdido
       *[other] { $losses } PV perdidos
    } por { $unit } ({ $pool ->
        [rank_and_file] Tropa
        [champion] Campeón { $character }
        [character] Personaje { $character }
       *[unknown] { $character }
    }){ $mw ->
        [rolled] {" "}— Heridas Múltiples { $x }: tirada por la app
        [values] {" "}— Heridas Múltiples { $x }: { $values }
        [empty] {" "}— Heridas Múltiples { $x }: ninguna herida no salvada
       *[no] {""}
    }{ $listed ->
        [yes] {" "}— ataques: { $parts }
       *[no] {""}
    }{ $has_excess ->
        [yes] ; exceso de { $excess }
       *[no] {""}
    }
history-unstable = Inestable: { $losses } PV { $losses ->
        [one] perdido
       *[other] perdidos
    } por { $unit }
history-roll = Tirada de { $table ->
        [recovery] Recuperación
        [fate] Destino de la Baja
       *[wound] Tabla de Heridas
    } para { $model }: { $die ->
        [-1] tirada por la app
       *[other] { $die }
    }
history-wound-rolls = Tiradas en la Tabla de Heridas para { $model }: { $dice }
# Rolls typed in one go, a chain: $named says the model's name where its rolls begin; $next is how the next roll ($parts) follows: same model (", "), another ("; "), or none.
history-typed-roll = { $named ->
        [yes] { $model }{" "}
       *[no] {""}
    }{ $table ->
        [recovery] Recuperación
        [fate] Destino de la Baja
       *[wound] Tabla de Heridas
    } { $die }{ $next ->
        [same] , { $parts }
        [then] ; { $parts }
       *[end] {""}
    }
history-typed-rolls = Tiradas escritas: { $parts }
history-outcome = { $force }: resultado { $outcome ->
        [crushing_victory] Victoria aplastante
        [victory] Victoria
        [pyrrhic_victory] Victoria pírrica
        [noble_loss] Derrota noble
        [annihilated] Aniquilado
       *[lost] según las miniaturas perdidas (W-1)
    }
history-confirm = Confirmado: listas actualizadas
# What an action did, in one line (also what a preview says it would do).
verdict-done = Hecho
# A verdict's parts are a chain: $next says how the rest ($parts) follows this part: then ("; "), to (" -> ", what came of it), or end.
verdict-wounds-suffered = { $n } { $n ->
            [one] Herida sufrida
           *[other] Heridas sufridas
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-wounds-healed = { $n } { $n ->
            [one] Herida curada
           *[other] Heridas curadas
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-no-room = Sin espacio para restaurar una Peana: { $lost } { $lost ->
            [one] Punto de Curación perdido
           *[other] Puntos de Curación perdidos
        } (C-9){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-unused = { $n } { $n ->
            [one] Punto de Curación
           *[other] Puntos de Curación
        } sin usar: no basta para restaurar una Peana (C-8){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-nothing-to-heal = Nada que curar: ningún Marcador de Herida ni Peana que restaurar (C-7){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-bravery = Valentía: ya no está Roto{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-rallied = Reagrupado{ $broken ->
        [yes] : ya no está Roto
       *[no] {""}
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-placed = { $how ->
        [off] Fuera de la mesa
        [placed] Colocado en la mesa, encarado a { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
        [moved] Movido
        [turned] Girado a { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
        [moved_turned] Movido y girado a { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
       *[stays] Se queda donde estaba
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-character-wounded = Personaje Herido{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-character-removed = Personaje retirado: { $names }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-stands-lost = { $n } { $n ->
            [one] Peana perdida
           *[other] Peanas perdidas
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-stands-lost-with = { $n } { $n ->
            [one] Peana perdida
           *[other] Peanas perdidas
        } con { $names }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-stands-restored = { $n } { $n ->
            [one] Peana restaurada
           *[other] Peanas restauradas
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-status = { $status ->
        [shattered] DESTROZADO
       *[destroyed] DESTRUIDO
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-broken = ROTO ({ $lost } de { $baseline } en esta Ronda){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-steady = Firme: { $lost } de { $baseline } Peanas, contando a { $names } (C-3): Roto con { $threshold }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-morale-due = Prueba de Moral pendiente: { $dice } { $dice ->
            [one] dado
           *[other] dados
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
# $terrifying and $phalanx moved the Resolve; $arc: the Wounds came from the flank or rear, $rerolled the passes re-rolled there (-1: none, Iron Discipline); $oblivious: the failures caused $wounds Wounds.
verdict-morale = Moral: { $dice } { $dice ->
            [one] dado
           *[other] dados
        } contra Resolución { $resolve }{ $terrifying ->
        [0] { $phalanx ->
                [yes] {" "}(Falange +1)
               *[no] {""}
            }
       *[other] {" "}(Aterrador -{ $terrifying }{ $phalanx ->
                [yes] , Falange +1
               *[no] {""}
            })
    }{ $arc ->
        [flank] , por el flanco: { $rerolled ->
                [-1] sin repetición (Disciplina de Hierro)
               *[other] { $rerolled ->
            [one] { $rerolled } repetido
           *[other] { $rerolled } repetidos
        }
            }
        [rear] , por la retaguardia: { $rerolled ->
                [-1] sin repetición (Disciplina de Hierro)
               *[other] { $rerolled ->
            [one] { $rerolled } repetido
           *[other] { $rerolled } repetidos
        }
            }
       *[none] {""}
    } -> { $failed ->
            [one] { $failed } fallo
           *[other] { $failed } fallos
        }{ $indomitable ->
        [0] {""}
       *[other] {" "}(Indomable: { $indomitable ->
            [one] { $indomitable } superado
           *[other] { $indomitable } superados
        })
    }{ $oblivious ->
        [yes] : { $wounds } { $wounds ->
                [one] Herida
               *[other] Heridas
            } (Ajenos)
       *[no] {""}
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-charged = Cargó: { $stands } { $stands ->
            [one] Peana
           *[other] Peanas
        } contra { $enemy_stands } en contacto
verdict-round-begins = Empieza la Ronda { $round }
verdict-active-player = { $player } es el Jugador Activo
# $end: the Unit destroyed, its Health Pool wiped out, or the HP carried over.
verdict-hp-lost = { $unstable ->
        [yes] Inestable:{" "}
       *[no] {""}
    }{ $losses } PV { $losses ->
            [one] perdido
           *[other] perdidos
        }: { $removed } { $removed ->
            [one] miniatura retirada
           *[other] miniaturas retiradas
        }; { $end ->
        [destroyed] { $unit } destruida
        [wiped_out] { $pool ->
            [rank_and_file] la Reserva de Puntos de Vida de la tropa de { $unit }
            [champion] la Reserva de Puntos de Vida del Campeón { $character }{ $character_s ->
               *[other] {""}
            }
           *[character] la Reserva de Puntos de Vida del Personaje { $character }{ $character_s ->
               *[other] {""}
            }
        } eliminada
       *[carried] { $carried } PV { $carried ->
            [one] perdido acumulado
           *[other] perdidos acumulados
        }
    }
# A Character's or Champion's own Health Pool still standing: its name and what it has $left of its $hp Health Points.
verdict-hp-left = { $unstable ->
        [yes] Inestable:{" "}
       *[no] {""}
    }{ $losses } PV { $losses ->
            [one] perdido
           *[other] perdidos
        }; { $character }: { $left ->
            [one] le queda { $left }
           *[other] le quedan { $left }
        } de { $hp } PV
# Dice of a Morale Test judged as they go in: the failures so far; $first: the first roll's, while its passes are re-rolled (-1: not re-rolling).
verdict-so-far = { $failed } { $failed ->
            [one] fallo
           *[other] fallos
        } por ahora{ $first ->
        [-1] {""}
       *[other] {" "}({ $first } en la primera tirada)
    }
verdict-reroll-heading = Prueba de Moral: repite { $passes } { $passes ->
            [one] dado
           *[other] dados
        }
verdict-reroll-text = Primera tirada { $dice }: repite { $passes } { $passes ->
            [one] dado superado
           *[other] dados superados
        } (C-23)
verdict-reroll-label = Repite { $passes } { $passes ->
            [one] dado superado
           *[other] dados superados
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
        [stands_lost] Peanas perdidas
        [wounds_lost] Heridas sufridas
        [stands_restored] Peanas restablecidas
        [hp_lost] Puntos de Vida perdidos
        [recovered] De vuelta en la banda
        [dead] Muertos
        [retired] Retirados ciegos
        [owed] Por tirar
       *[models_lost] Miniaturas perdidas
    }
# What a side's luck chart counts (its bad results, plural).
report-line-bad = { $kind ->
        [morale] dados de Moral fallados
        [dice] malos resultados
        [multiple_wounds] Puntos de Vida perdidos por Heridas Múltiples
       *[recovery] muertos en la Recuperación
    }
report-line-round = Ronda { $round }
report-line-whole-battle = Toda la batalla
report-line-the-battle = La batalla
# The campaign's Recovery rolls, as the time they were made.
report-line-recovery = Recuperación
report-line-title-conquest = Batalla de Conquest, Ronda { $round }
report-line-title-ninth-age = Batalla de The Ninth Age
report-line-title-campaign = Posbatalla de campaña { $confirmed ->
        [yes] (confirmada)
       *[no] (en curso)
    }
# A Regiment's, Unit's or warband's strength: $name, its figures ($parts) and its state.
report-line-strength = { $name }: { $parts }{ $status ->
        [broken] {" "}(Roto)
        [shattered] {" "}(Destrozado)
        [destroyed] {" "}(destruido)
       *[none] {""}
    }
report-line-figure = { $figure ->
        [stands] Peanas
        [wounds] Heridas
        [models] miniaturas
        [hp] Puntos de Vida
       *[warband] miniaturas en la banda
    } { $now } de { $start }
# Stands counting a Regiment's Characters (C-3).
report-line-figure-characters = Peanas (incl. ★ { $characters } { $characters ->
        [one] Personaje
       *[other] Personajes
    }) { $now } de { $start }
# A side's losses: $player, then the first item ($parts), each item holding the next.
report-line-losses = { $player }: { $parts }
report-line-loss-count = { $measure ->
        [stands_lost] Peanas perdidas
        [wounds_lost] Heridas sufridas
        [stands_restored] Peanas restablecidas
        [hp_lost] Puntos de Vida perdidos
        [recovered] De vuelta en la banda
        [dead] Muertos
        [retired] Retirados ciegos
        [owed] Por tirar
       *[models_lost] Miniaturas perdidas
    } { $count }{ $more ->
        [yes] ; { $parts }
       *[no] {""}
    }
# $names: the Regiments or Units, as named, a comma between.
report-line-loss-mark = { $mark ->
        [broken] Rotos
        [shattered] Destrozados
       *[destroyed] Destruidos
    }: { $names }{ $more ->
        [yes] ; { $parts }
       *[no] {""}
    }
# Who lost more: $more lost more than $fewer, by $measure.
report-line-lead-more = { $more } perdió más { $measure ->
        [stands_lost] Peanas
        [wounds_lost] Heridas
        [hp_lost] Puntos de Vida
       *[models_lost] miniaturas
    }: { $high } a { $low } ({ $diff } más que { $fewer })
report-line-lead-none = Ningún bando ha perdido aún { $measure ->
        [stands_lost] Peanas
        [wounds_lost] Heridas
        [hp_lost] Puntos de Vida
       *[models_lost] miniaturas
    }
# Even on the first measure; $parts says who lost more by the next.
report-line-lead-even-on = Empate en { $measure ->
        [stands_lost] Peanas
        [wounds_lost] Heridas
        [hp_lost] Puntos de Vida
       *[models_lost] miniaturas
    } ({ $count } cada uno); { $parts }
report-line-lead-even = Empate: cada bando perdió { $count } { $measure ->
        [stands_lost] { $count ->
            [one] Peana
           *[other] Peanas
        }
        [wounds_lost] { $count ->
            [one] Herida
           *[other] Heridas
        }
        [hp_lost] { $count ->
            [one] Punto de Vida
           *[other] Puntos de Vida
        }
       *[models_lost] { $count ->
            [one] miniatura
           *[other] miniaturas
        }
    }
# The tail a side's luck quotes: $actual or fewer bad results, or more.
report-line-quote = { $actual } { $quote ->
        [fewer] o menos
       *[more] o más
    }
report-line-side-none = { $player }: no tiró { $kind ->
        [morale] dados de Moral
        [dice] dados
        [multiple_wounds] dados de Heridas Múltiples
        [recovery] tiradas de Recuperación
       *[none] tiradas
    }
# A side's luck: $actual bad results of $dice dice, $expected expected; $parts is the
# tail quoted (report-line-quote) and its chance; the verdict.
report-line-side-luck = { $player }: { $actual } { $kind ->
        [morale] { $actual ->
            [one] dado de Moral fallado
           *[other] dados de Moral fallados
        }
        [dice] { $actual ->
            [one] mal resultado
           *[other] malos resultados
        }
        [multiple_wounds] { $actual ->
            [one] Punto de Vida perdido por Heridas Múltiples
           *[other] Puntos de Vida perdidos por Heridas Múltiples
        }
       *[recovery] { $actual ->
            [one] muerto en la Recuperación
           *[other] muertos en la Recuperación
        }
    } de { $dice }{ $kind ->
        [dice] {" "}dados
       *[other] {""}
    } (se esperaban { NUMBER($expected, maximumFractionDigits: 1, useGrouping: 0) }); { $parts }: { $bound ->
        [below] <{ NUMBER($percent, maximumFractionDigits: 1) } %
        [above] >{ NUMBER($percent, maximumFractionDigits: 1) } %
        [tenths] { NUMBER($percent, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
       *[none] { NUMBER($percent, maximumFractionDigits: 0) } %
    } ({ $verdict ->
        [lucky] con suerte
        [unlucky] sin suerte
       *[as_expected] más o menos lo esperado
    })
report-line-these = batallas con estos { $kind ->
        [morale] dados de Moral
        [dice] dados
        [multiple_wounds] dados de Heridas Múltiples
       *[recovery] tiradas de Recuperación
    }
# Where a side's total stands: better or worse than $share (in percent) of
# $parts (report-line-these).
report-line-standing = { $verdict ->
        [unlucky] Sin suerte: peor que el { NUMBER($share, maximumFractionDigits: 1) } % de las { $parts }
        [lucky] Con suerte: mejor que el { NUMBER($share, maximumFractionDigits: 1) } % de las { $parts }
       *[as_expected] Más o menos lo esperado para { $parts }
    }
# The least likely roll: when ($period, $round), who, whose, what ($parts), its chance.
report-line-swing = { $period ->
        [round] Ronda { $round }
        [whole] Toda la batalla
        [battle] La batalla
       *[recovery] Recuperación
    }, { $who } ({ $player }): { $parts }; { $how ->
        [better] así de bien o mejor
       *[worse] así de mal o peor
    }: { $bound ->
        [below] <{ NUMBER($percent, maximumFractionDigits: 1) } %
        [above] >{ NUMBER($percent, maximumFractionDigits: 1) } %
        [tenths] { NUMBER($percent, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
       *[none] { NUMBER($percent, maximumFractionDigits: 0) } %
    }
report-line-none-to-judge = Aún no hay { $kind ->
        [morale] dados de Moral
        [dice] dados
        [multiple_wounds] dados de Heridas Múltiples
       *[recovery] tiradas de Recuperación
    } que juzgar.
report-line-every-roll = { $kind ->
        [morale] Cada Prueba de Moral
        [dice] Cada tirada
        [multiple_wounds] Cada tirada de Heridas Múltiples
       *[recovery] Cada tirada de Recuperación
    } ({ $count })
# The page's word for a roll's verdict beside it.
report-line-verdict = { $verdict ->
        [lucky] con suerte
        [unlucky] sin suerte
       *[other] más o menos lo esperado
    }
# The summary to paste into a chat: its first line ($name the players' own name for the
# game, if $named; $parts the report's title).
report-line-summary-head = { $named ->
        [yes] { $name } ({ $parts })
       *[no] { $parts }
    }: { $first } contra { $second }
report-line-summary-now = Ahora: { $parts }
report-line-summary-luck = Suerte ({ $rule }, probabilidades exactas):
report-line-summary-swing = Tirada menos probable: { $parts }
report-line-made-with = Hecho con Aftermath
# Conquest's judged rolls (C-12, C-23, C-29); $rerolled: the passes re-rolled, 0 for none.
report-line-conquest-morale = Prueba de Moral, { $dice } { $dice ->
        [one] dado
       *[other] dados
    } contra Resolución { $resolve }{ $rerolled ->
        [0] {""}
       *[other] , { $rerolled ->
            [one] { $rerolled } repetido
           *[other] { $rerolled } repetidos
        }
    }: { $failed ->
            [one] { $failed } fallado
           *[other] { $failed } fallados
        }
report-line-conquest-decay = Descomposición { $x }, { $dice } { $dice ->
        [one] dado
       *[other] dados
    }: { $wounds } de 5 o 6
report-line-conquest-biotic = Renovación Biótica, un D{ $sides }: { $points } { $points ->
        [one] curado
       *[other] curados
    }, { $short } menos que { $sides }
report-line-conquest-no-tests = No se tiró ninguna Prueba de Moral en esta batalla, así que no hay suerte que juzgar (C-12).
report-line-conquest-rolled-none = { $player } no tiró { $kind ->
        [morale] ninguna Prueba de Moral.
       *[dice] ningún dado.
    }
report-line-conquest-test-owed = { $regiment } ({ $player }): 1 Prueba de Moral aún por tirar ({ $dice } { $dice ->
        [one] dado
       *[other] dados
    }), aún sin juzgar (C-12).
report-line-ninth-age-cannot-judge = Las bajas de The Ninth Age se anotan como Puntos de Vida perdidos, no se tiran aquí: la aplicación no tiene dados de esta batalla, así que el informe muestra lo que perdió cada bando pero no puede juzgar la suerte de nadie (N-2).
report-line-ninth-age-no-rounds = En The Ninth Age no se registran Rondas: las bajas son de toda la batalla.
report-line-ninth-age-only-multiple-wounds = Solo se juzgan los dados de Heridas Múltiples (N-6): las demás bajas se anotan como Puntos de Vida perdidos, no se tiran aquí (N-2).
# A Multiple Wounds roll judged (N-6): $x as the player wrote it; the Health Pool as in
# ninth-pool-loses.
report-line-ninth-age-multiple-wounds = Heridas Múltiples { $x }, { $wounds } { $wounds ->
        [one] herida no salvada
       *[other] heridas no salvadas
    } en { $pool ->
        [rank_and_file] la Reserva de Puntos de Vida de la tropa de { $unit }
        [champion] la Reserva de Puntos de Vida del Campeón { $character }{ $character_s ->
            [yes] {""}
           *[no] {""}
        }
       *[character] la Reserva de Puntos de Vida del Personaje { $character }{ $character_s ->
            [yes] {""}
           *[no] {""}
        }
    }: { $cost } Puntos de Vida
report-line-campaign-recovery-roll = Tirada de Recuperación { $die }, necesitaba { $number } o menos: { $dead ->
        [yes] muere
       *[no] sobrevive
    }
report-line-campaign-fate-count = { $count } × { $fate ->
        [full_recovery] Recuperación total
        [wounded] Herido
        [badly_wounded] Gravemente herido
        [bitter_enemy] Enemigo acérrimo
        [captured] Capturado
       *[miraculous_recovery] Recuperación milagrosa
    }
# $parts: the fates (report-line-campaign-fate-count).
report-line-campaign-fates = Destinos de { $warband } (W-3): { $parts }
report-line-campaign-captive = Cautivos (W-5): { $parts }
report-line-campaign-no-rolls = Aún no se ha hecho ninguna tirada de Recuperación, así que no hay suerte que juzgar (W-2).
report-line-campaign-dead-unrolled = { $warband }: { $count } { $count ->
        [one] baja irrecuperable, muerta sin tirada (W-2), no contada como suerte.
       *[other] bajas irrecuperables, muertas sin tirada (W-2), no contadas como suerte.
    }
# A profile pack's one button: its $count profiles of $faction (as the pack names it).
report-line-pack-offer = Añadir { $count } { $count ->
        [one] perfil
       *[other] perfiles
    } de { $faction }
# The examples on the home screen: the rule texts' worked examples (names of Regiments
# as the rules name them).
example-men-at-arms-title = Men-at-Arms (Heridas 4)
example-men-at-arms-about = Capítulo 5: una Reserva de Heridas de 2 y luego una de 6 sobre un Regimiento de Heridas 4.
example-household-knights-title = Cavalry y Household Knights (Heridas 4)
example-household-knights-about = Capítulo 5: la Cavalry sufre 5 Heridas dos veces; los Household Knights se Curan 6.
example-press-the-attack-title = Presionar el Ataque (Fig. 6.1)
example-press-the-attack-about = Capítulo 6: A combate contra la retaguardia de B. Una Reserva de Heridas de 3 retira la última fila de B; A queda Aislado y es empujado de nuevo al contacto.
example-morale-title = Militia (Resolución 2) y Order of the Crimson Tower (Resolución 4)
example-morale-about = Capítulo 6: la Militia saca 1, 2, 3, 3, 6; la Crimson Tower saca 1, 3, 6.

## What was wrong: a list, a file, a link, a backup or the device's data
# (Messages of this group follow this line.)
# A pasted list's refusals (a system's plain-text export); $line: the line's number, $rest: the place inside the line as the list names it, or empty.
list-reader-at-line = texto, línea { NUMBER($line, useGrouping: 0) }{ $rest }: { $parts }
list-reader-in-text = texto{ $rest }: { $parts }
# The name of a list's format, in the import's summary.
list-reader-para-bellum-text = Texto del creador de ejércitos de Para Bellum
list-reader-too-many-lines = tiene { NUMBER($count, useGrouping: 0) } líneas; como máximo { NUMBER($most, useGrouping: 0) }
list-reader-line-too-long = tiene { NUMBER($length) } caracteres; una línea tiene como máximo { NUMBER($most) }
list-reader-no-regiment-line = no contiene ninguna línea de Regimiento ( * Nombre (Peanas) ...): no es una exportación del creador de ejércitos de Para Bellum
# Why a pasted line was not read (the rest of the list imports); $name: a Character's or a Regiment's name as the list writes it.
list-reader-before-first-character = va antes del primer Personaje y no es el nombre de la lista, ni su facción, ni su regla de ejército
list-reader-not-a-regiment-line = no es una línea de Regimiento: * Nombre (Peanas) [puntos]: mejoras
list-reader-not-a-list-line = no es una línea de Personaje (== Nombre [puntos]: mejoras) ni de Regimiento (* Nombre (Peanas) [puntos]: mejoras)
list-reader-leads-none = { $name } no dirige ningún Regimiento: los Regimientos de una Partida de Guerra siguen a su Personaje, que se une al primero
list-reader-stands-refused = { $name } tiene ({ NUMBER($stands, useGrouping: 0) }) Peanas: un Regimiento tiene de 1 a { NUMBER($most, useGrouping: 0) }
# A Regiment or a Unit of a roster file refused.
list-reader-makes-stands = suma { NUMBER($stands, useGrouping: 0) } Peanas; como máximo { NUMBER($most, useGrouping: 0) }
list-reader-no-regiment-to-join = es un Personaje sin Regimiento al que unirse en su fuerza
list-reader-makes-models = suma { NUMBER($models, useGrouping: 0) } miniaturas; una Unidad tiene como máximo { NUMBER($most, useGrouping: 0) }
# A list file's bytes, zip, XML and JSON; $value: the file's value, quoted as it wrote it.
file-error-list-too-big = tiene { NUMBER($size) } bytes; un archivo de lista tiene como máximo { NUMBER($most) } bytes (4 MiB)
file-error-not-a-zip = no es un archivo zip (.rosz) legible
file-error-zip-files = contiene { NUMBER($count, useGrouping: 0) } archivos; un .rosz contiene exactamente una lista
file-error-zip-path = contiene { $name }, una ruta; un .rosz contiene un nombre de archivo simple
file-error-encrypted = está cifrado
file-error-unpacks-to = descomprimido ocupa { NUMBER($size) } bytes; como máximo { NUMBER($most) }
file-error-unpacks-times = descomprimido crece { NUMBER($times, useGrouping: 0) } veces; como máximo { NUMBER($most, useGrouping: 0) } (¿una bomba zip?)
file-error-not-unpacked = no se pudo descomprimir ({ $reason })
file-error-unpacks-larger = descomprimido es más grande de lo que dice su cabecera; rechazado
file-error-not-a-number = { $value } no es un número
file-error-more-than = { NUMBER($value, useGrouping: 0) } es más que { NUMBER($high, useGrouping: 0) }
file-error-xml-too-many = contiene más de { NUMBER($most) } elementos XML; una lista contiene muchos menos
file-error-xml-too-deep = es XML anidado a más de { NUMBER($most, useGrouping: 0) } elementos; una lista anida mucho menos
file-error-declares-dtd = declara una DTD o entidades, que una lista nunca necesita; rechazado sin leer ({ $kind })
file-error-not-xml = no es XML bien formado ({ $reason })
file-error-not-a-roster-xml = es XML cuyo elemento raíz es <{ $tag }>, no un <roster> de BattleScribe
file-error-too-many-entries = contiene más de { NUMBER($most) } entradas; no es una lista que esta app lea
file-error-not-text = { $value } no es texto
file-error-attribute-too-long = tiene { NUMBER($length, useGrouping: 0) } caracteres; como máximo { NUMBER($most, useGrouping: 0) }
file-error-nested = está anidado a { NUMBER($depth, useGrouping: 0) } niveles; como máximo { NUMBER($most, useGrouping: 0) }
file-error-not-a-list = { $value } no es una lista
file-error-not-an-entry = { $value } no es una entrada
file-error-not-number-or-text = { $value } no es un número ni texto
file-error-json-too-deep = es JSON anidado a { NUMBER($depth, useGrouping: 0) } niveles; como máximo { NUMBER($most, useGrouping: 0) } (una lista anida mucho menos)
file-error-json-too-many = contiene más de { NUMBER($most) } valores JSON; una lista contiene muchos menos
file-error-not-valid-json = no es JSON válido ({ $reason })
file-error-json-no-roster = es JSON sin «roster»: no es una lista de New Recruit ni de BattleScribe
file-error-not-utf8 = no es texto UTF-8 (byte { NUMBER($byte, useGrouping: 0) })
# An answer of the list import refused: the expectation, then the value given.
file-error-answer = { $expected }, se recibió { $got }
# A field of a file, a link or the device's data (the readers' rarer checks).
field-at-most-in-size = debe ser como máximo { NUMBER($size) } en valor absoluto
field-whole-number-or-text = debe ser un número entero o texto
field-finite-number = debe ser un número finito de como máximo { $most }
field-no-refused-character = no debe contener { $character } (carácter { NUMBER($at, useGrouping: 0) }): los nombres no contienen caracteres de control, de dirección ni invisibles
field-lone-surrogate = debe ser texto Unicode válido (el carácter { NUMBER($at, useGrouping: 0) } es un sustituto aislado)
field-two-players = debe nombrar exactamente a dos jugadores
field-exactly = debe ser { $value }
field-characters-long = tiene { NUMBER($length) } caracteres; como máximo { NUMBER($most) }
field-holds-at-most-items = contiene como máximo { NUMBER($most, useGrouping: 0) } elementos
field-nested-too-deep = está anidado a más de { NUMBER($most, useGrouping: 0) } niveles (listas y objetos unos dentro de otros); nada de lo que escribe esta app lo está
field-not-a-json-number = no es un número que JSON permita
field-infinite-number = es un número demasiado grande para guardarlo (se lee como infinito)
field-held-twice = contiene este identificador dos veces
field-answered-twice = tiene respuesta dos veces
# Where in a list file: the place in the file's own terms, then what is wrong there.
file-error-at = { $where }: { $parts }
# $file: the file's name, quoted; pasted: yes when the list was pasted, not picked.
file-error-in-file = { $pasted ->
    [yes] texto pegado
   *[no] archivo { $file }
}{ $rest }: { $parts }
file-error-bytes-or-text = debe ser los bytes del archivo o su texto
file-error-object-per-system = debe ser un objeto de { $what ->
    [muster] perfiles
   *[factions] fichas de facción
} por sistema
file-error-list-of = debe ser una lista de { $what ->
    [muster] perfiles
   *[factions] fichas de facción
}
file-error-still-lacks = a { $name } aún le falta { $missing }
file-error-other-system = es una lista de «{ $named ->
    [yes] { $system }
   *[no] ningún sistema de juego
}»; esta app lee listas de { $first } y de { $second }
file-error-not-a-roster = no es una lista: ni XML de BattleScribe (.ros, .rosz), ni JSON de New Recruit, ni una exportación del creador de ejércitos de Para Bellum
file-error-empty = está vacío: pegar el texto de una lista o elegir su archivo
file-error-no-force = no contiene ninguna fuerza
file-error-too-many-pieces = contiene { NUMBER($count, useGrouping: 0) } Regimientos o Unidades; como máximo { NUMBER($most, useGrouping: 0) }
file-error-no-pieces = no contiene ningún Regimiento ni Unidad que esta app pueda desplegar
file-error-no-list-files = no tiene listas de ejército leídas de archivos
file-error-name-not-text = tiene un nombre que no es texto
file-error-blank-name = tiene un nombre en blanco
file-error-name-too-long = tiene un nombre de { NUMBER($length, useGrouping: 0) } caracteres; como máximo { NUMBER($most, useGrouping: 0) }
file-error-refused-character = tiene { $what ->
    [name] un nombre
    [title] un título
    [rule] una regla especial
   *[note] una etiqueta o nota
} con { $character } (carácter { NUMBER($at, useGrouping: 0) }): los nombres no contienen caracteres de control, de dirección ni invisibles
file-error-of-piece = { $name }: { $parts }
file-error-piece-index-or-name = debe ser el número de un elemento o el nombre de uno
file-error-one-reading = la W de este Regimiento solo tiene una lectura
file-error-character-index = debe ser el número de un Personaje
file-error-only-joins = solo un Personaje de { $system } se une a un Regimiento
file-error-character-as = debe nombrar un Personaje como <Regimiento>.<Personaje>, números de la vista previa
file-error-regiment-index = debe ser el número de un Regimiento, de 0 a { NUMBER($last, useGrouping: 0) }
file-error-most-characters = { $name } admite como máximo { NUMBER($most, useGrouping: 0) } { $most ->
    [one] Personaje
   *[other] Personajes
}
file-error-ascii-id = debe tener letras ASCII, dígitos, '-', '_' o '.'
file-error-battle-version = debe ser una versión de ficha de batalla que esta app lea ({ $versions })
file-error-kind-and-id = debe ser [tipo, identificador]
file-error-file-text = debe ser el texto del archivo
file-error-too-large = es más grande de lo que lee el motor ({ NUMBER($most) } caracteres)
file-error-not-complete-json = no es JSON completo (cortado o dañado: { $reason })
file-error-not-a-backup = debe ser { $format }: no es un archivo de copia de seguridad de Aftermath
file-error-newer-backup = lo escribió una versión más reciente de Aftermath; esta lee copias hasta la versión { NUMBER($version, useGrouping: 0) }: actualiza la app y luego impórtalo
# The first bad item's problem, then how many items are bad.
file-error-nothing-imported = { $parts } ({ $bad ->
    [1] no se importa nada
   *[other] { NUMBER($bad, useGrouping: 0) } elementos son incorrectos; no se importa nada
})
file-error-cannot-be-replayed = no se puede volver a jugar: { $parts } ({ $rule })
file-error-cannot-be-replayed-as = no se puede volver a jugar: { $reason }
file-error-time = debe ser una hora en milisegundos enteros desde 1970
file-error-not-a-pack = debe ser { $format }: no es un paquete de perfiles
file-error-newer-pack = lo escribió un Aftermath más reciente (este lee la versión { NUMBER($version, useGrouping: 0) })
file-error-no-source = debe decir de dónde salen los valores (un libro, una web, un club)
file-error-one-profile = debe contener al menos un perfil
file-error-letter-or-digit = debe contener una letra o un dígito: una lista encuentra un perfil por ellos
file-error-same-name = también es el nombre de profiles[{ NUMBER($index, useGrouping: 0) }] (los nombres se comparan sin importar mayúsculas, acentos, apóstrofos ni espacios): un paquete nombra cada perfil una vez
file-error-pack-text = debe ser el texto del archivo del paquete
file-error-pack-too-large = es demasiado grande para un paquete de perfiles (como máximo { NUMBER($most) })
file-error-pack-too-deep = está anidado a más de { NUMBER($most, useGrouping: 0) } niveles; ningún paquete de perfiles lo está
file-error-pack-not-json = no es el texto de un paquete de perfiles (deja de ser JSON en la línea { NUMBER($line, useGrouping: 0) }, columna { NUMBER($column, useGrouping: 0) }): pega el paquete entero tal como se compartió o exportó; una lista de ejército va en «Importar una lista»
file-error-link-not-text = Este enlace no es texto.
file-error-link-too-long = Este enlace es demasiado largo ({ NUMBER($length, useGrouping: 0) } caracteres; como máximo { NUMBER($most, useGrouping: 0) }).
file-error-link-not-a-link = Este no es un enlace para compartir de Aftermath (debería empezar por v1.).
file-error-link-newer = Este enlace lo creó un Aftermath más reciente (formato { NUMBER($format, useGrouping: 0) }); actualiza la app para abrirlo.
file-error-link-unknown-format = El formato de este enlace ({ NUMBER($format, useGrouping: 0) }) no es uno que Aftermath conozca.
file-error-link-odd-characters = Este enlace está dañado: contiene caracteres que un enlace para compartir nunca tiene.
file-error-link-unreadable = Este enlace está dañado: no se pudo leer.
file-error-link-not-unpacked = Este enlace está dañado: no se pudo descomprimir.
file-error-link-too-much = Este enlace contiene demasiado (más de { NUMBER($kib, useGrouping: 0) } KiB descomprimido).
file-error-link-incomplete = Este enlace está incompleto: le falta una parte (¿se cortó?).
file-error-link-extra-data = Este enlace está dañado: tiene datos de más al final.
file-error-link-text-unreadable = Este enlace está dañado: su texto no se puede leer.
file-error-link-too-deep = Este enlace está dañado: sus datos están anidados demasiado.
file-error-link-damaged-by = Este enlace está dañado: { $parts }
file-error-link-not-data = Este enlace está dañado: su contenido no son datos válidos.
file-error-link-too-many-items = Este enlace contiene demasiados elementos (como máximo { NUMBER($most) }).
file-error-link-not-a-thing = Este enlace no describe una batalla, un Regimiento, una Unidad ni una lista de banda.
file-error-link-cannot-open = Este enlace contiene algo que esta versión de Aftermath no puede abrir.
file-error-link-name-invalid = El nombre de este enlace no es válido: { $parts }
# $title: what the link carries, as its rule system titles it.
file-error-link-kind-invalid = El contenido de este enlace ({ $title }) no es válido: { $parts }
file-error-muster-blank = no debe estar en blanco: el Reclutamiento lo ordena por su nombre
file-error-system-profile = debe ser un perfil de { $system }
# $pieces: regiments or units, the battle's key.
file-error-battle-holds = una batalla admite como máximo { NUMBER($most, useGrouping: 0) } { $pieces ->
    [regiments] Regimientos
   *[units] Unidades
}
file-error-same-system = debe ser del mismo sistema de reglas que la primera lista ({ $system })
file-error-no-profiles = no es una batalla de { $first } ni de { $second }: solo esas tienen perfiles

## What was wrong: a battle's form, a rule system's data or a request
# (Messages of this group follow this line.)
# Said after a field's name: "<field>: <this>, got <value>" (invalid-data). Names of
# Regiments, Units, models and rosters, ids and lists of keys go in as written.
form-error-listed-twice = aparece dos veces
form-error-named-twice = se nombra dos veces
form-error-already-used = ya está en uso
# $things: regiments, stands, units or models.
form-error-used-by-two = lo usan dos { $things ->
    [regiments] Regimientos
    [stands] Peanas
    [units] Unidades
   *[models] miniaturas
}
# $piece: regiment or unit.
form-error-not-in-battle = no es { $piece ->
    [regiment] un Regimiento
   *[unit] una Unidad
} de esta batalla
# $whole: regiment (needs a Stand), battle (a Unit) or unit (a model).
form-error-needs-one = { $whole ->
    [regiment] un Regimiento necesita al menos una Peana
    [battle] una batalla necesita al menos una Unidad
   *[unit] una Unidad necesita al menos una miniatura
}
form-error-friendly = es un Regimiento amigo, no un enemigo
form-error-destroyed = está destruido
form-error-whole-from-to = debe ser un número entero de { NUMBER($low, useGrouping: 0) } a { NUMBER($high, useGrouping: 0) }
form-error-whole-numbers = debe ser una lista de números enteros
form-error-not-empty = no debe estar vacío
form-error-zero-or-one = debe ser 0 o 1
form-error-valid-json = debe ser JSON válido
form-error-json-text = debe ser texto JSON
form-error-json-text-under = debe ser texto JSON de menos de { NUMBER($most, useGrouping: 0) } caracteres
# $what: decay or pool.
form-error-left-out-with = debe omitirse con { $what ->
    [decay] decadencia
   *[pool] una reserva
}
# $word: a word of the two phones' messages (propose, action, state, ask), as written.
form-error-must-be = debe ser { $word }
form-error-table-size = debe ser [ancho, fondo] en mm, o null
form-error-needs-battlefield-to-stand = necesita un campo de batalla donde estar (C-17)
form-error-needs-battlefield = necesita un campo de batalla (C-18)
form-error-rerolls-per-pass = debe ser { NUMBER($passes, useGrouping: 0) } { $passes ->
    [one] dado
   *[other] dados
}: una repetición por cada dado superado (C-23)
form-error-no-rerolls = esta prueba no repite dados: solo lo hacen las Heridas por el flanco o la retaguardia, y no con Disciplina de Hierro (C-23)
form-error-rank-file = debe ser [fila, columna]
form-error-below-stand-wounds = debe ser menor que las Heridas de la Peana ({ NUMBER($wounds, useGrouping: 0) }); una Peana con tantas está destruida
form-error-destroyed-stand-empty = una Peana destruida no tiene marcadores ni contactos
form-error-below-character-wounds = debe ser menor que las Heridas del Personaje ({ NUMBER($wounds, useGrouping: 0) })
# $regiment: the Regiment's id, quoted.
form-error-not-stand-of = no es una Peana del Regimiento { $regiment }
form-error-not-character-of = no es un Personaje del Regimiento { $regiment }
form-error-left-or-right = debe ser null, 'left' o 'right'
form-error-too-many-auxiliaries = con las { NUMBER($count, useGrouping: 0) } Peanas propias del Regimiento suman { NUMBER($total, useGrouping: 0) }; un Regimiento tiene como máximo { NUMBER($most, useGrouping: 0) }
form-error-below-files = debe ser menor que las columnas del Regimiento ({ NUMBER($files, useGrouping: 0) })
form-error-not-stand-of-formation = no es una Peana de esta formación
form-error-command-auxiliary = es una Peana auxiliar: la Peana de Comando es una de las propias del Regimiento
# $rank, $file: counted from 1; $other: the Stand already there.
form-error-place-taken = está en la fila { NUMBER($rank, useGrouping: 0) }, columna { NUMBER($file, useGrouping: 0) } (contando desde 1), el lugar de { $other }
form-error-rear-rank-only = solo la última fila puede estar incompleta (C-1; filas y columnas contadas desde 1, desde la primera fila y la columna izquierda)
form-error-at-least-stands = debe ser al menos el número de Peanas ({ NUMBER($stands, useGrouping: 0) })
form-error-broken-at = debe fijarse exactamente cuando el Regimiento está Roto (C-15)
form-error-no-own-stand = no contiene ninguna Peana propia del Regimiento
# $regiment_s: yes when the name ends in s (the English possessive).
form-error-own-side = es un Regimiento del propio bando de { $regiment }{ $regiment_s ->
   *[other] {""}
}, no un Regimiento enemigo
# $arc: front, flank or rear.
form-error-arc-in-contact = el campo de batalla tiene a { $enemy } en contacto con { $arc ->
    [front] el frente
    [flank] el flanco
   *[rear] la retaguardia
} de { $regiment }{ $regiment_s ->
   *[other] {""}
}
# $kind: the Regiment's kind as written (infantry, cavalry, brute, monster).
form-error-biotic-renewal = Renovación Biótica cura un D{ NUMBER($die, useGrouping: 0) } a { $regiment } ({ $kind }) (C-29)
form-error-regeneration-range = Regeneración (X) cura X, de 1 a 6
# $source: the named heal.
form-error-named-heal = { $source ->
    [fanatical_devotion] Devoción Fanática
    [biotic_renewal] Renovación Biótica
   *[regeneration] Regeneración
} cura { NUMBER($points, useGrouping: 0) } (C-29)
form-error-character-regeneration = solo la propia Regeneración de un Personaje lo cura a él solo (C-29)
form-error-two-edges = debe ser dos nombres de borde de { $edges }
form-error-dice-owed = tiene { NUMBER($given, useGrouping: 0) } dados: solo { $owed ->
    [one] se debe { NUMBER($owed, useGrouping: 0) }
   *[other] se deben { NUMBER($owed, useGrouping: 0) }
}
form-error-rerolls-after-first = van después de toda la primera tirada: { NUMBER($entered, useGrouping: 0) } de { NUMBER($owed, useGrouping: 0) } dados introducidos
form-error-rerolls-only-passes = tiene { NUMBER($given, useGrouping: 0) } dados: solo { $passes ->
    [one] se repite el { NUMBER($passes, useGrouping: 0) } dado superado
   *[other] se repiten los { NUMBER($passes, useGrouping: 0) } dados superados
}
form-error-table-left-out = debe omitirse: esta batalla tiene su campo de batalla
form-error-pool-or-attacks = necesita una reserva o ataques
form-error-left-out-multiple-wounds = debe omitirse con Heridas Múltiples (multiple_wounds)
form-error-multiple-wounds-spec = debe ser un número o un dado como "D3", "D6" o "D3+1"
form-error-fixed-multiple-wounds = unas Heridas Múltiples fijas deben ser de 1 a { NUMBER($most, useGrouping: 0) }
form-error-d3-or-d6 = el dado debe ser un D3 o un D6
form-error-bonus-range = la bonificación debe ser de +1 a +6
form-error-fixed-value = debe ser { NUMBER($value, useGrouping: 0) }, las Heridas Múltiples fijas
# $die: as the player wrote it (D3+1).
form-error-die-result = debe ser un resultado de { $die } de { NUMBER($low, useGrouping: 0) } a { NUMBER($high, useGrouping: 0) }
form-error-values-per-wound = debe tener exactamente { NUMBER($wounds, useGrouping: 0) } valores, uno por herida no salvada
form-error-losses-cost = debe ser { NUMBER($total, useGrouping: 0) }, lo que cuestan los valores de Heridas Múltiples (N-6), u omitirse
form-error-multiple-wounds-one-attack = es un solo ataque: con varios ataques, introduce las bajas de cada uno
form-error-excess-needs-attacks = necesita los ataques de la tanda para elegir (attacks)
form-error-names-rank-and-file = nombra la Reserva de Puntos de Vida de la tropa
# $kind: character or champion.
form-error-below-health-points = debe ser menor que los Puntos de Vida { $kind ->
    [champion] del campeón
   *[character] del personaje
} ({ NUMBER($hp, useGrouping: 0) })
# $unit: the Unit's id, quoted; $pools: its Health Pools' ids.
form-error-not-pool-of = no es una Reserva de Puntos de Vida de la Unidad { $unit } (una de { $pools })
form-error-not-model-of-unit = no es una miniatura de la Unidad { $unit }
form-error-models-count-or-list = debe ser el número de miniaturas de tropa (una Unidad nueva) o la lista de miniaturas (una guardada)
form-error-most-models = con sus Personajes una Unidad tiene como máximo { NUMBER($most, useGrouping: 0) } miniaturas
form-error-another-model-id = ya es el id de otra miniatura
form-error-two-characters-id = es el id de dos Personajes
form-error-one-model = debe tener exactamente una miniatura en la Unidad, tiene { NUMBER($has, useGrouping: 0) } (N-1)
form-error-removed-no-lost = debe ser 0: una miniatura retirada no lleva Puntos de Vida perdidos (N-2)
form-error-below-hp-per-model = debe ser menor que los Puntos de Vida por miniatura ({ NUMBER($hp, useGrouping: 0) }); tantos perdidos retiran una miniatura entera (N-2)
form-error-wiped-out-pool = debe ser 0: una Reserva de Puntos de Vida aniquilada no acumula nada (N-2)
form-error-already-removed = ya ha sido retirada
form-error-rearmost-first = está en la fila { NUMBER($rank, useGrouping: 0) }, pero las miniaturas salen primero de la última fila, ahora la fila { NUMBER($now, useGrouping: 0) } (N-3)
form-error-pick-not-used = no se usa: esta tanda solo retira { NUMBER($used, useGrouping: 0) } { $used ->
        [one] miniatura
       *[other] miniaturas
    } de filas detrás de la primera, las únicas que el dueño puede elegir (N-3)
form-error-picks-rank-and-file = elige solo miniaturas de tropa; un Personaje o Campeón es una Reserva de Puntos de Vida de una miniatura
form-error-at-least-one-attack = debe listar al menos un ataque, u omitirse
form-error-name-the-attack = debe nombrar el ataque
form-error-names-two-attacks = nombra dos ataques de esta tanda
form-error-add-up = debe sumar las bajas de la tanda ({ NUMBER($losses, useGrouping: 0) }), suman { NUMBER($total, useGrouping: 0) }
form-error-no-excess = debe omitirse: esta tanda no causa bajas sobrantes
# $attacks: the batch's attacks' names, as written.
form-error-one-of-attacks = debe ser uno de los ataques de esta tanda: { $attacks }
form-error-excess-of-attack = debe ir de 1 a las { NUMBER($caused, useGrouping: 0) } bajas que causó { $attack }
form-error-account-excess = debe cubrir exactamente las { NUMBER($excess, useGrouping: 0) } bajas sobrantes, no { NUMBER($given, useGrouping: 0) }
form-error-losses-or-attacks = indica bajas o ataques, no ambos ni ninguno
# $characters: their ids, listed; $count: how many.
form-error-character-in-play = debe ser un Personaje de la Unidad aún en juego ({ $count ->
    [0] no queda ninguno
   *[other] { $characters }
})
form-error-every-character = debe nombrar a cada Personaje aún en juego: { $characters }
form-error-each-side-roster = debe tener la lista de banda de cada bando (o null)
form-error-roster-json = no es el texto JSON de una lista de banda
form-error-rolls-as-typed = deben ser las tiradas tal como se escribieron (texto)
form-error-at-least-one-d20 = debe tener al menos un resultado de D20
form-error-most-rolls = debe tener como máximo { NUMBER($most, useGrouping: 0) } tiradas
form-error-wound-location = debe ser una ubicación de la Tabla de Heridas: { $locations }
form-error-blind = una miniatura cegada de ambos ojos se retira ciega (W-4)
form-error-each-enemy-once = nombra cada fuerza enemiga una sola vez
form-error-not-model-of = no es una miniatura de { $roster }
form-error-not-model-lost = no es una miniatura que { $roster } perdió
form-error-only-active-lost = solo una miniatura activa puede perderse en batalla
form-error-lost-twice = figura dos veces como perdida
form-error-two-warbands = debe tener exactamente dos bandas
form-error-rolls-owed = aún se deben tiradas
form-error-confirmed-holds-after = una posbatalla confirmada contiene la lista de banda de después
form-error-only-once-confirmed = solo se fija una vez confirmada
form-error-no-more-wound-rolls = { $model } no debe más tiradas en la Tabla de Heridas (W-4)
# $kinds: wound (a wound_roll's dice) or any (a batch of rolls).
form-error-two-or-more-rolls = debe tener dos o más tiradas (una es un { $kinds ->
    [wound] wound_roll
   *[any] recovery_roll, fate_roll o wound_roll
})
form-error-value-typed = debe ser el valor escrito
# $rule: a special rule's name, as written.
form-error-needs-x = { $rule } necesita su X, de 1 a { NUMBER($most, useGrouping: 0) }
form-error-takes-no-x = { $rule } no lleva X
# A Unit's formation (N-4): ranks and files counted from 1; $other: a model's id.
form-error-outside-files = está en la columna { NUMBER($file, useGrouping: 0) }, fuera de las columnas 1 a { NUMBER($files, useGrouping: 0) } de la Unidad
form-error-place-of = está en la fila { NUMBER($rank, useGrouping: 0) }, columna { NUMBER($file, useGrouping: 0) }, el lugar de { $other }
form-error-rank-empty = está vacía pero la fila { NUMBER($last, useGrouping: 0) } no (N-4)
form-error-wider-than-first = es más ancha que la primera fila, que fija el ancho (columnas { NUMBER($first, useGrouping: 0) } a { NUMBER($last, useGrouping: 0) }) (N-4)
form-error-centred-behind = debe ir centrada detrás de la primera fila, en las columnas { NUMBER($first, useGrouping: 0) } a { NUMBER($last, useGrouping: 0) } (N-4)
form-error-rank-gap = tiene un hueco; solo la última fila puede estar incompleta y la primera fila fija el ancho (columnas { NUMBER($first, useGrouping: 0) } a { NUMBER($last, useGrouping: 0) }) (N-4)
form-error-first-rank-gap = tiene un hueco; la primera fila es una línea continua (N-4)
# $why: unrecoverable, recovery_first, dead, trooper or fate_first.
form-error-no-roll = { $why ->
    [unrecoverable] una miniatura Irrecuperable muere sin tirada (W-2)
    [recovery_first] primero va la tirada de Recuperación (W-2)
    [dead] la miniatura falló su tirada de Recuperación y está muerta (W-2)
    [trooper] los Soldados no tiran Destino de la Baja salvo que su lista de banda lo elija (W-3)
   *[fate_first] primero va la tirada de Destino de la Baja (W-3)
}
# $parts: the dice left over, read out ("16 and 18"); $count: how many.
form-error-dice-not-used = { $parts } no se { $count ->
    [one] usó
   *[other] usaron
}: solo { $owed ->
    [one] se debía { NUMBER($owed, useGrouping: 0) } tirada
   *[other] se debían { NUMBER($owed, useGrouping: 0) } tiradas
}
form-error-table-left-out-size = debe omitirse: esta batalla tiene su campo de batalla ({ $unit ->
    [in] { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) } x { NUMBER($depth, useGrouping: 0, maximumFractionDigits: 1) }″
   *[mm] { NUMBER($width, useGrouping: 0) } x { NUMBER($depth, useGrouping: 0) } mm
})
# $pool: rank_and_file, character or champion; $character_s: yes when the name ends in s.
form-error-belongs-to = pertenece a { $pool ->
    [rank_and_file] la Reserva de Puntos de Vida de la tropa de { $unit }
    [champion] la Reserva de Puntos de Vida del Campeón { $character }
   *[character] la Reserva de Puntos de Vida del Personaje { $character }
}{ $character_s ->
   *[other] {""}
}, no a la Reserva de Puntos de Vida atacada
form-error-newer-version = lo escribió un Aftermath más reciente (este lee hasta { NUMBER($most, useGrouping: 0) })
# $done: replayed or redone; $parts: the error that stopped it; $rule: the rule refusing it.
form-error-cannot-be = no se puede { $done ->
    [replayed] reproducir
   *[redone] rehacer
}: { $parts }
form-error-cannot-be-rule = no se puede { $done ->
    [replayed] reproducir
   *[redone] rehacer
}: { $parts } ({ $rule })
# $system: the system's name as the engine writes it (conquest, ninth_age, campaign).
form-error-open-game = debe nombrar una partida de { $system } abierta
form-error-at-most-characters = debe tener como máximo { NUMBER($most) } caracteres
# $kind: the kind of message, as written.
form-error-at-most-characters-for = debe tener como máximo { NUMBER($most) } caracteres para { $kind }
form-error-required-in = es obligatorio en { $kind }
form-error-hex-digits = debe tener { NUMBER($digits, useGrouping: 0) } dígitos hexadecimales
form-error-required-for-push = es obligatorio cuando op es push
form-error-only-with-undo = solo va con un deshacer
# $me, $peer: the two phones' names.
form-error-two-phones = debe ser { $me } o { $peer }, los dos teléfonos de esta batalla
form-error-next-term = debe ser como máximo { NUMBER($next, useGrouping: 0) }, uno más que el último turno que conoce este teléfono ({ NUMBER($known, useGrouping: 0) })
form-error-follows-term = debe seguir al turno anterior
# $op: undo or action.
form-error-follows-here = debe seguir a { $op ->
    [undo] un deshacer
   *[action] una acción
} hecha aquí
form-error-every-die = debe llevar cada dado que tiró quien escribe
form-error-answered-proposal = debe ser la propuesta { NUMBER($proposal, useGrouping: 0) } a la que responde
# $role: writer or follower; $kinds: the messages it is sent, as written.
form-error-sent-to = debe ser uno de los que recibe un { $role }: { $kinds }
# A Character's place in a new Unit, counted from 1 (the front rank, the left file).
form-error-place-taken-by = la fila { NUMBER($rank, useGrouping: 0) }, columna { NUMBER($file, useGrouping: 0) } la ocupa { $other }
form-error-rank-not-in-formation = la fila { NUMBER($rank, useGrouping: 0) } no está en la formación, que tiene las filas 1 a { NUMBER($last, useGrouping: 0) }
form-error-rank-holds = la fila { NUMBER($rank, useGrouping: 0) } tiene las columnas { NUMBER($first, useGrouping: 0) } a { NUMBER($last, useGrouping: 0) } ({ NUMBER($width, useGrouping: 0) } columnas de ancho)
# $parts: why the place is refused; $start: place, rank or file (how it counts).
form-error-counted = { $parts } ({ $start ->
    [rank] contando desde 1, la primera fila
    [file] contando desde 1, la columna izquierda
   *[place] contando desde 1
})
# $name: the Character's name; $parts: why its place is refused.
form-error-named-place = { $name }: { $parts }{ $start ->
    [rank] {" "}(1 es la primera fila)
    [file] ; 1 es la columna izquierda
   *[place] {""}
}

# A new battle's Regiment where its setup puts it (C-17): its Stand by its place (as in
# conquest-overlaps), $other the Regiment it would overlap.
form-error-setup-off-battlefield = { $regiment } quedaría fuera del campo de batalla: la Peana en { $rank ->
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
    } sobresale del borde (C-17)
form-error-setup-overlap = { $other } y { $regiment } se solaparían: la Peana en { $rank ->
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
    } de { $regiment } está sobre la Peana en { $other_rank ->
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
    } de { $other } (C-17)
# $parts: why.
form-error-not-legal-place = no es un lugar válido: { $parts }
## The engine's start and status, and the words each system gives the page
# (Messages of this group follow this line.)
# The top bar's engine status (its state, not these words, is what tests wait on).
start-engine-starting = Iniciando el motor…
start-engine-restarting = Motor detenido: reiniciando…
start-engine-ready = Motor listo
start-engine-failed = El motor no pudo iniciarse
# The stage the engine's start is at, under its progress bar.
start-stage-doing = { $stage ->
        [manifest] Leyendo el manifiesto de compilación…
        [runtime] Iniciando Python (Pyodide)…
        [install] Instalando el motor de reglas…
       *[import] Importando el motor de reglas…
    }
start-loading = Cargando…
start-title = Iniciando el motor de reglas
start-failed-title = El motor de reglas no pudo iniciarse
# Before the stage a start failed at (app-stage's words, in bold).
start-failed-while = Falló al:
start-try-again = Reintentar
# $why: the browser's reason, as it gave it (often English).
start-engine-gone = El motor se detuvo ({ $why }) y se está reiniciando. Todo lo guardado en este dispositivo se conserva.
start-systems-unread = No se pudieron leer los sistemas de reglas del motor: { $reason }
# The engine's own errors of a request (web/engine.js), said where the request was made.
start-request-starting = iniciando el motor
# $type: the request's name as the engine knows it (game.push ...); $seconds a whole number.
start-request-timeout = El motor no respondió en { $seconds } segundos ({ $type }). Puede estar bloqueado o detenido; recarga la página para reiniciarlo.
start-reply-not-json = el motor envió una respuesta que no es JSON ({ $reason })
start-request-restarted = el motor se reinició
start-worker-stopped = el worker del motor se detuvo durante el inicio ({ $why })
# $name: a rule system's key as a saved battle names it (one this page does not know).
system-word-no-plugin = Esta página no puede mostrar una batalla de { $name }.
# $system: the system's name (system-word-*-title); $reason as the browser gave it.
system-word-screens-not-loaded = No se pudieron cargar las pantallas de { $system }: { $reason }
# An abbreviation a Conquest card uses where room is short, as battle-wounds-left-short writes it ($key: W, Wounds; HP,
# Health Points, as ninth-page-hp-abbr).
system-word-abbreviation = { $key ->
        [HP] PV
       *[W] H
    }
# The campaign's characteristics and counts, abbreviated as the warband's sheet prints them ($stat: AR armour, MV move, ST strength, RC ranged combat, LD leadership, AC action, CC close combat, EP experience points, VP victory points).
system-word-campaign-stat = { $stat ->
        [AR] Arm
        [MV] Mov
        [ST] Fue
        [RC] CaD
        [LD] Lid
        [AC] Acc
        [CC] CaC
        [EP] PE
       *[VP] PVic
    }
# The rule systems' names, and what a shared link carries ("Shared with you: a Conquest army list ...").
system-word-conquest-title = Conquest
system-word-ninth-age-title = The Ninth Age
system-word-campaign-title = Tras la batalla de campaña
system-word-conquest-battle = batalla de Conquest
system-word-conquest-regiment = Regimiento de Conquest
system-word-conquest-profile = perfil de Regimiento de Conquest
system-word-conquest-list = lista de ejército de Conquest
system-word-conquest-pack = paquete de perfiles de Conquest
system-word-ninth-age-battle = batalla de The Ninth Age
system-word-ninth-age-unit = Unidad de The Ninth Age
system-word-ninth-age-profile = perfil de Unidad de The Ninth Age
system-word-ninth-age-list = lista de ejército de The Ninth Age
system-word-ninth-age-pack = paquete de perfiles de The Ninth Age
system-word-campaign-roster = lista de banda
# A Regiment's or a Unit's state in the report's losses.
system-word-conquest-broken = Roto
system-word-conquest-shattered = Destrozado
system-word-conquest-destroyed = Destruido
system-word-ninth-age-destroyed = Destruida
# Conquest's sentences beside its controls; each is shown with its rule id after it.
system-word-conquest-natural-rolls = Un 1 natural siempre tiene éxito, un 6 natural siempre falla
system-word-conquest-push-order = Los Regimientos aislados se empujan en este orden
system-word-conquest-push-order-label = Orden de los empujes
system-word-conquest-broken-means = Qué significa Roto
system-word-conquest-stands-counted = Los Personajes cuentan como Peanas
system-word-conquest-rally-broken = Un Reagrupamiento con éxito quita Roto y vuelve a contar las pérdidas desde ahora
system-word-conquest-rally-steady = Reagruparse vuelve a contar las pérdidas de esta Ronda desde ahora
# The Wounds' abbreviation written out (the legend "W: Wounds", and a screen reader's "2 Wounds left").
system-word-conquest-wounds = Heridas
system-word-ninth-age-health-points = Puntos de Vida

## Special rules' names the engine knows
# (Messages of this group follow this line.)
# The name of each special rule the app knows (C-20 to C-29), on the rule picker, a card and a profile; a rule a list or a player named otherwise is shown as written.
# A rule with a value: $x is its value (a number, "Decay 1"), "any" where the picker lists it with the X still to fill in ("Decay (X)"), or "none" for its name alone (in an error about its X).
rule-name-fearless = Sin Miedo
rule-name-bravery = Valentía
rule-name-dauntless = Intrépido
rule-name-iron-discipline = Disciplina de Hierro
rule-name-phalanx = Falange
rule-name-oblivious = Ajenos
rule-name-indomitable = { $x ->
        [any] Indomable (X)
        [none] Indomable
       *[other] Indomable { $x }
    }
rule-name-terrifying = { $x ->
        [any] Aterrador (X)
        [none] Aterrador
       *[other] Aterrador { $x }
    }
rule-name-regeneration = { $x ->
        [any] Regeneración (X)
        [none] Regeneración
       *[other] Regeneración { $x }
    }
rule-name-fanatical-devotion = Devoción Fanática
rule-name-biotic-renewal = Renovación Biótica
rule-name-decay = { $x ->
        [any] Descomposición (X)
        [none] Descomposición
       *[other] Descomposición { $x }
    }
# A known rule's X missing, or one given where it takes none, on a profile (C-20); $parts: the rule's name, said by its own message.
rule-name-needs-x = { $parts } necesita su X, de 1 a { NUMBER($most, useGrouping: 0) }
rule-name-takes-no-x = { $parts } no lleva X

## Two phones: joining, pairing, hand-overs, scanning, roles
# (Messages of this group follow this line.)
phones-phone-name = Teléfono { $letter }
# Why a hand-over by QR code (its codes scanned, or its text or link pasted) is not read: said after "Not read:" and the like.
phones-hand-damaged-length = está dañado (su longitud no es una que dé base45)
phones-hand-characters = contiene caracteres que un traspaso nunca tiene
phones-hand-damaged-group = está dañado (un grupo de sus caracteres está fuera de rango)
phones-hand-damaged-last = está dañado (sus últimos caracteres están fuera de rango)
phones-hand-nothing = no hay nada que traspasar
phones-hand-too-big = ocupa { $bytes } bytes (un traspaso ocupa como mucho { $most })
phones-hand-too-many = necesita { $count } códigos QR (como mucho { $most })
phones-hand-not-text = no es texto
phones-hand-part-long = tiene { $chars } caracteres (una parte tiene como mucho { $most })
phones-hand-not-part = no es una parte de un traspaso de Aftermath (debería empezar por AH1)
phones-hand-part-impossible = dice ser la parte { $part } de { $of }, lo que no puede ser
phones-hand-part-damaged = la parte { $part } de { $of } está dañada (su comprobación no coincide)
phones-hand-not-unpacked = está dañado (no se pudo descomprimir)
phones-hand-forged = está dañado o falsificado (sus partes no forman el traspaso que nombran)
phones-hand-unreadable = está dañado (su texto no se puede leer)
phones-hand-unpacks-big = se descomprime en más de { $most } bytes
phones-hand-link-damaged = el enlace está dañado (no se pudo leer)
# $have: the part numbers read, joined by commas; $read: how many.
phones-hand-scan-rest = { $read ->
        [0] ninguna parte
       *[other] partes { $have }
    } de { $of } leídas; escanea el resto
# $kind, $wanted: what a code is and what was to be scanned.
phones-hand-wrong-kind = es { $kind ->
        [actions] un traspaso de acciones
        [invite] una invitación
       *[answer] una respuesta
    }, no { $wanted ->
        [actions] un traspaso de acciones
        [invite] una invitación
       *[answer] una respuesta
    }
# A code scanned: $left parts still to scan ($missing: their numbers, joined by commas).
phones-scan-read = { $started ->
        [yes] Un código de otro traspaso: empezado de nuevo con él.{" "}
       *[no] {""}
    }{ $fresh ->
        [yes] Leída la parte { $part } de { $of }.
       *[no] La parte { $part } de { $of } otra vez.
    } { $left ->
        [0] Todas las partes leídas.
       *[other] Faltan por escanear: { $missing }.
    }
# The camera as a QR code reader (a sheet over the two-phone sheet).
phones-scan-reader-late = el lector de QR no se cargó
phones-scan-reader-start = el lector de QR no arrancó
phones-scan-reader-load = no se pudo cargar el lector de QR
phones-scan-starting = Encendiendo la cámara…
phones-scan-none-yet = Aún no se ha leído ninguna parte.
phones-scan-view = Lo que ve la cámara
# $have: the part numbers read, joined by commas.
phones-scan-have = Partes leídas: { $have } de { $of }.
# $reason: why (phones-hand-..., or the browser's words).
phones-scan-not-read = No leído: { $reason }.
phones-scan-not-taken = No tomado: { $reason }.
phones-scan-no-text = no hay texto que leer
phones-scan-stop = Parar
phones-scan-paste = O pega el texto (una parte por línea) o el enlace
phones-scan-read-paste = Leer el texto pegado
phones-scan-no-camera-here = Este navegador no da cámara aquí: pega el texto en su lugar.
phones-scan-no-camera = Sin cámara ({ $reason }): pega el texto en su lugar.
phones-scan-camera-on = Cámara encendida: mantén a la vista el código del otro teléfono.
phones-scan-picture = No se pudo leer la imagen de la cámara: { $reason }.
# A few QR codes small enough to scan across a table: $label names what they hold (phones-invite-qr...).
phones-code-label = { $label }: código { $part } de { $of }
phones-code-one = Un código (versión { $version }).
phones-code-of = Código { $part } de { $of } (versión { $version }): escanea cada uno, en cualquier orden.
phones-code-previous = Código anterior
phones-code-next = Código siguiente
phones-code-text = Lo mismo como texto, para enviarlo en su lugar
phones-scan-kind = { $kind ->
        [invite] Escanear la invitación
       *[answer] Escanear la respuesta
    }
# A hand-over by QR code's button: what it carries. $what: taps (this phone's taps not yet answered), ask (nothing but asking what is new), whole (the whole battle), actions ($count actions, $answers refusals of the other phone's taps).
phones-hand-give = { $what ->
        [taps] Traspasar { $count } { $count ->
            [one] toque
           *[other] toques
        }
        [ask] Traspasar (pedir lo nuevo)
        [whole] Traspasar toda la batalla
       *[actions] Traspasar { $count } { $count ->
            [one] acción
           *[other] acciones
        }{ $answers ->
            [0] {""}
            [one] {" "}y { $answers } rechazo
           *[other] {" "}y { $answers } rechazos
        }
    }
# The same in the top bar's two-phone line (after "by QR code with Phone B"): only taps or actions.
phones-bar-hand = {" "}· traspasar { $what ->
        [taps] { $count } { $count ->
            [one] toque
           *[other] toques
        }
       *[actions] { $count } { $count ->
            [one] acción
           *[other] acciones
        }{ $answers ->
            [0] {""}
            [one] {" "}y { $answers } rechazo
           *[other] {" "}y { $answers } rechazos
        }
    }
# What reading the other phone's hand-over did. $reported: the refusals' own words, one after another.
phones-hand-took = { $messages ->
        [one] Leído { $messages } mensaje
       *[other] Leídos { $messages } mensajes
    } de { $peer }{ $applied ->
        [0] {""}
        [one] ; { $applied } acción aplicada
       *[other] ; { $applied } acciones aplicadas
    }{ $refused ->
        [0] {""}
        [one] ; { $refused } toque rechazado
       *[other] ; { $refused } toques rechazados
    }{ $reloaded ->
        [yes] ; la copia de este teléfono sustituida por la batalla de { $peer }
       *[no] {""}
    }{ $reports ->
        [0] {""}
        [one] ; { $reports } mensaje rechazado: { $reported }
       *[other] ; { $reports } mensajes rechazados: { $reported }
    }{ $nothing ->
        [yes] ; nada nuevo
       *[no] {""}
    }.
phones-hand-to = Traspaso a { $peer }
phones-hand-let-scan = Deja que { $peer } escanee { $codes ->
        [one] el código
       *[other] cada código
    }.
phones-hand-none = Sin traspaso: { $reason }.
phones-hand-scan = Escanear el traspaso de { $peer }
# $code: the first eight characters of the battle's hash, in two groups.
phones-hand-check = Comprobación de la batalla: { $code } (la misma en los dos teléfonos cuando cada uno tiene el traspaso del otro).
phones-hand-title = Sin red: traspasar por código QR
phones-hand-how = En una pausa, muestra a { $peer } el traspaso de este teléfono y escanea el suyo.
# What the two-phone sheet lists as refused or reported. $peer: the other phone's name; $parts: why (the engine's or this phone's words).
phones-refused-from = Rechazado de { $peer }: { $parts }; no cambió nada.
# Why a message from the other phone is refused before the engine reads it (said inside phones-refused-from).
phones-guard-not-text = un mensaje que no es texto ({ $type })
phones-guard-long = un mensaje de { $chars } caracteres (como mucho { $most })
phones-guard-rate = un mensaje por encima de { $most } por segundo
phones-guard-chars = un mensaje de { $chars } caracteres por encima de { $most } caracteres en { $seconds } s
phones-action-not-sent = La acción { $n } no se envió: { $parts }
phones-proposal-waits = La propuesta { $id } espera: { $parts }
phones-refused-message = Rechazado un mensaje de { $peer }: { $parts }
# $term: the number of the turn at holding the battle (1, 2, ...).
phones-term-too-often = Rechazado el mandato { $term } de { $peer }: tomó la batalla más de { $times } veces en { $seconds } s; no cambió nada. Se retoma cuando los teléfonos vuelvan a encontrarse después.
phones-took-over = { $peer } tomó la batalla (mandato { $term }): este teléfono lo sigue ahora.
phones-tap-not-applied = El toque { $id } de este teléfono no se aplicó: { $parts }
phones-tap-answered = El toque { $id } de este teléfono ya lo respondió { $peer }: su respuesta está en la batalla de { $peer }.
phones-not-holder = { $writer } tiene la batalla: pídele que la traspase.
phones-hand-over-apart = No conectado a { $peer }: traspasa cuando los teléfonos estén conectados, o { $peer } toma el relevo.
phones-ask-apart = No conectado a { $peer }: pide de nuevo cuando estén conectados, o toma el relevo.
phones-not-my-tap = { $peer } dijo que la acción { $n } era de este teléfono, pero este teléfono no propuso tal toque: se muestra como de { $peer }.
phones-undo-apart = La última acción es de { $peer }: solo se deshace con el permiso de { $peer }, y los teléfonos no están conectados. No cambió nada.
phones-undo-not-last = { $peer } pidió deshacer una acción que no es la última aquí; rechazado, no cambió nada.
phones-undo-moved-on = { $peer } pidió deshacer una acción que ya no es la última aquí (la batalla avanzó desde entonces); rechazado, no cambió nada. { $peer } puede volver a pedirlo.
phones-whole-again = No se volvió a enviar enseguida la partida entera a { $peer }: se envió hace { $ago } s y nada cambió desde entonces (como mucho { $times } veces en { $seconds } s). Se envía cuando pase ese tiempo.
phones-need-again = No se volvieron a enviar enseguida las acciones desde { $from } a { $peer }: pidió más de { $chars } caracteres de ellas en { $seconds } s. Se envían cuando pase ese tiempo.
# A hand-over by QR code refused as a whole; $parts: why (phones-whole-...).
phones-whole-refused = Traspaso rechazado entero: { $parts }. No cambió nada.
phones-whole-no-battle = no dice de qué batalla es (hecho por otra versión de la aplicación, o no es un traspaso)
phones-whole-not-answer = no es la respuesta a la petición de este teléfono de unirse, ni de esta batalla
phones-whole-other-battle = es de otra batalla
# $need: what the joining phone asked for instead (from: the actions from action $from; whole: the whole game from action $from; none: nothing this phone can read).
phones-whole-join-need = un teléfono que pide unirse a esta batalla aún no tiene nada de ella y pide la partida entera desde su primera acción, no { $need ->
        [from] desde la acción { $from }
        [whole] desde la acción { $from }, entera
       *[none] nada que se pueda leer
    }
phones-whole-bad-key = su firma no coincide con la clave que nombra (dañado o falsificado)
phones-whole-joined-already = pide unirse a esta batalla, que { $peer } ya juega (sus traspasos están firmados); para jugarla con otro teléfono, deja de jugar en dos teléfonos y vuelve a vincularlos
phones-whole-unsigned = no está firmado por { $peer }, el teléfono con el que está vinculada esta batalla (hecho por otro teléfono, o antes de que se firmaran los traspasos)
phones-whole-forged = su firma no es la de { $peer } (falsificado, hecho para otro vínculo, o el de este teléfono)
phones-hand-says-writer = Rechazado un mensaje de { $peer }: un traspaso no puede decir quién tiene la batalla; no cambió nada.
phones-hand-joining-need = Rechazado un mensaje de un teléfono que se une a esta batalla: solo se lee su petición hasta que tenga la batalla; no cambió nada.
# $carried: the kinds of message a hand-over carries, as the protocol names them (need, propose...); $kind: the one it carried.
phones-hand-not-carried = Rechazado un mensaje de { $peer }: un traspaso { $writer ->
        [yes] al teléfono que tiene la batalla
       *[no] al otro teléfono
    } solo lleva { $carried }, no { $kind }; no cambió nada.
phones-hand-game-unasked-join = Rechazada una partida entera de { $peer }: no es la respuesta a la petición de este teléfono de unirse; no cambió nada.
phones-hand-game-unasked = Rechazada una partida entera de { $peer } que este teléfono no pidió; no cambió nada. El próximo traspaso desde aquí la pide.
phones-hand-join-other = Leída una petición de unirse a esta batalla de otro teléfono distinto del leído antes: el próximo traspaso desde aquí responde a esta.
# The two-phone sheet ("Play on two phones", in the battle's More menu) and the top bar's line while a battle is played on two phones.
phones-title = Jugar en dos teléfonos
phones-stop = { $placeholder ->
        [yes] Dejar de unirse (elimina esta batalla: la del otro teléfono nunca llegó)
       *[no] Dejar de jugar en dos teléfonos
    }
# The top bar's line. $peer: the other phone's name ("Phone B"); $over: how the phones meet; $who: whether they are connected; $hand: what the next hand-over carries (phones-bar-hand, or nothing); $writer: whether this phone holds the battle; $last: the time the other phone's last action came ("none": none yet); $waiting: this phone's taps not yet sent.
phones-bar = ⇄ Dos teléfonos por { $over ->
        [net] internet
        [hand] códigos QR, sin red
       *[wifi] wifi o punto de acceso, sin internet
    }: { $who ->
        [connected] ● conectado a { $peer }
        [hand] ◇ por código QR con { $peer }{ $hand }
       *[apart] ✖ no conectado a { $peer }
    } · { $writer ->
        [yes] este teléfono tiene la batalla
       *[no] { $peer } tiene la batalla
    }{ $last ->
        [none] {""}
       *[other] {" "}· última acción de { $peer } a las { $last }
    }{ $waiting ->
        [0] {""}
        [one] {" "}· { $waiting } toque esperando a enviarse
       *[other] {" "}· { $waiting } toques esperando a enviarse
    }
# A tap made while the phones are apart: its verdict shows once the other phone has it. $hand: whether the phones meet by QR code.
phones-kept = { $hand ->
        [yes] Guardado para { $peer }: traspásalo por código QR ({ phones-title }) en la próxima pausa; su veredicto aparece cuando se escanee el traspaso de { $peer }.
       *[no] Guardado para { $peer }: los teléfonos no están conectados. Se envía cuando lo estén, y su veredicto aparece entonces.
    }
# $writer: whether this phone holds the battle (then $by's tap was refused here); $reason: why.
phones-refused-tap = { $writer ->
        [yes] Rechazado el toque de { $by }: { $reason }
       *[no] { $by } rechazó el toque de este teléfono: { $reason }
    }
phones-reloaded = La copia de este teléfono se sustituyó por la batalla de { $peer } (acción { $n }).
# $reason: what is wrong with the kept room (as the check said it).
phones-net-unreadable = No se pudo leer la sala de internet guardada con este vínculo ({ $reason }): vuelve a conectar en la misma wifi, o para y da una invitación nueva.
phones-reports = Rechazado del otro teléfono
phones-one-phone = Esta batalla está solo en este teléfono.
phones-qr-how = Sin ninguna red: en cada pausa, un teléfono muestra sus acciones nuevas como códigos QR y el otro los escanea. En el teléfono que tiene la batalla, toca { phones-hold }; en el otro, { phones-follow }.
phones-hold = Tener la batalla aquí
phones-follow = Seguir al otro teléfono
phones-wifi-title = Misma wifi o punto de acceso
phones-wifi-how = Los dos teléfonos en la misma wifi o punto de acceso (no hace falta internet). En el teléfono que tiene la batalla, toca { phones-hold }; en el otro teléfono, toca { phones-join }. Cada teléfono guarda su propia copia, y cualquier jugador puede tocar.
phones-join = Unirse al otro teléfono
phones-by-qr = Sin red: códigos QR
phones-give-invite = 1. Da esta invitación al otro teléfono (escanéala o envíala)
phones-invite-qr = Código QR de la invitación
phones-take-answer = 2. Escanea o pega la respuesta del otro teléfono
phones-connect = Conectar
phones-take-invite = 1. Escanea o pega la invitación del teléfono que tiene la batalla
phones-make-answer = Hacer la respuesta
phones-give-answer = 2. Devuelve esta respuesta al teléfono que tiene la batalla
phones-answer-qr = Código QR de la respuesta
# $hand: whether the phones meet by QR code now.
phones-again-invite = { $hand ->
        [yes] Conectar por wifi en su lugar: dar una invitación
       *[no] Volver a conectar: dar una invitación
    }
phones-again-answer = { $hand ->
        [yes] Conectar por wifi en su lugar: responder a una invitación
       *[no] Volver a conectar: responder a una invitación
    }
phones-no-qr = Sin código QR ({ $reason }): envía el texto en su lugar.
phones-sent-unanswered = Enviado a { $peer }: aún sin respuesta. El toque se guarda en este teléfono y su veredicto aparece cuando llegue.
phones-kept-taking-over = Guardado para { $peer }: está tomando la batalla, y el toque se envía en cuanto la tenga.
# Over the internet: what the connection is doing, on the two-phone sheet. $seconds: how long it waited.
phones-net-loading = Cargando la forma de conectar por internet…
# $reason: the browser's words.
phones-net-load-failed = No se pudo cargar la forma de conectar por internet ({ $reason }).
phones-net-waiting = Esperando a que el otro teléfono abra la invitación…
phones-net-alone = Ningún otro teléfono se unió en { $seconds } s. Comprueba que le llegó la invitación, o conecta en la misma wifi en su lugar.
phones-net-no-relays = No se pudo llegar a los puntos de encuentro de internet (los relés públicos) en { $seconds } s: este teléfono parece no tener internet. Conecta en la misma wifi en su lugar.
# Connected, and a third phone tried to join. $secret: whether it had another secret; $reason: else, the connection library's words.
phones-net-knocked = Conectado por internet. { $secret ->
        [yes] Un teléfono con otro secreto intentó unirse y fue rechazado.
       *[no] Otro teléfono no pudo conectar ({ $reason }).
    }
phones-net-secret = No se pudo unir: un teléfono con otro secreto intentó conectar y fue rechazado. Usa la invitación tal como se dio (escanéala de nuevo), o crea una nueva.
phones-net-other = No se pudo conectar directamente con el otro teléfono ({ $reason }). Conecta en la misma wifi en su lugar.
phones-net-left = El otro teléfono se fue; esperando a que vuelva…
phones-net-pairing = Conectado por internet; comprobando que es el teléfono emparejado…
phones-net-connected = Conectado por internet.
# A phone in the internet room refused. $why: old (not the phone this battle was paired with), other (the other phone was paired with another), silent (it did not show it is the paired one in time); $detail: more, or none; $reason: the browser's words when $detail is other.
phones-net-refused = { $why ->
        [old] Otro teléfono intentó unirse con una invitación antigua y fue rechazado: solo puede unirse el teléfono con el que se emparejó esta batalla. Para jugar con otro teléfono, da una invitación nueva.
        [other] El otro teléfono está emparejado con otro teléfono y rechazó este: pide a su jugador una invitación nueva.
       *[silent] Un teléfono entró en la sala pero no mostró a tiempo que es el emparejado, y fue rechazado.
    }{ $detail ->
        [none] {""}
        [changed] {" "}(su conexión cambió tras comprobarse)
        [nonce] {" "}(no dijo el nonce con el que se comprometió)
        [unchecked] {" "}(no se pudo comprobar su conexión)
        [crowd] {" "}(otros teléfonos esperaban su turno)
        [error] {" "}({ $parts })
       *[other] {" "}({ $reason })
    }
# Why a Wi-Fi invite or answer (pasted or scanned) is not read.
phones-invite-characters = contiene caracteres que una invitación nunca tiene
phones-invite-long = tiene { $chars } caracteres (una invitación tiene como mucho { $most })
# $prefix: the word an invite or answer starts with (AFTERMATH-INVITE-1.).
phones-invite-prefix = no empieza por { $prefix }
phones-invite-no-description = no contiene una descripción de conexión
phones-no-webrtc = Este navegador no puede conectar dos teléfonos directamente (sin WebRTC).
phones-no-invite-waiting = No hay ninguna invitación esperando respuesta.
# Over the internet (the two-phone sheet's section).
phones-net-title = Por internet
phones-net-how = Cada teléfono con sus propios datos móviles o wifi. Los teléfonos se encuentran mediante servidores públicos; solo un teléfono con la invitación puede unirse, y la batalla va directamente de teléfono a teléfono.
phones-net-invite = Invitar por internet
# $writer: whether this phone holds the battle (it gives the invite).
phones-net-wifi-instead = { $writer ->
        [yes] Usar la misma wifi en su lugar
       *[no] Unirse en la misma wifi en su lugar
    }
# $state: what the connection did (phones-net-...), on a battle made only to hold the other phone's copy.
phones-net-placeholder = { $state } Hasta que llegue la partida del otro teléfono, esta batalla solo guarda su sitio: «Dejar de unirse» la elimina.
phones-net-carrier = Conexión: internet (encontrado mediante servidores públicos; solo quien tiene la invitación puede unirse).
phones-net-give = Da este enlace de invitación al otro teléfono (escanéalo o envíalo)
phones-net-qr = Código QR de la invitación por internet
phones-net-again-failed = No se pudo volver a conectar por internet ({ $reason }).
# What is wrong with an invite over the internet: $field names its part as the app writes it (invite.room); $parts: what is wrong.
phones-field = { $field }: { $parts }
phones-field-chars = debe tener { $chars } caracteres, tiene { $got }
phones-field-b64 = solo puede tener letras, cifras, - o _
phones-field-text = debe ser texto, es { $type }
phones-field-long = tiene { $chars } caracteres (como mucho { $most })
phones-field-prefix = debe empezar por { $prefix }
phones-field-parts = debe contener un sistema, una sala y un secreto (3 partes), tiene { $got }
phones-field-system = debe ser el nombre de un sistema de juego (a-z, 0-9, _; como mucho 32)
# An invite over the internet opened on the joining phone.
phones-net-invite-failed = No se pudo abrir esta invitación: { $reason }. No cambió nada.
# $system: the game system's name as the invite writes it.
phones-net-no-system = invite.system: esta aplicación no tiene batallas de «{ $system }»
phones-net-join-title = Unirse a una batalla por internet
phones-net-join-how = El teléfono que tiene una batalla invitó a este teléfono a jugarla juntos por internet. Unirse crea aquí una batalla nueva, copia de la del otro teléfono, que luego juegan los dos teléfonos.
phones-net-join = Unirse a la batalla
phones-not-now = Ahora no
# The name of a battle made to hold the other phone's copy (the player may rename it).
phones-net-battle-name = Batalla unida por internet
# When the phones could not reach each other on one Wi-Fi: why, how to check, and the next ways.
phones-wifi-failed = No se pudo establecer un vínculo directo entre los teléfonos en esta wifi.
phones-wifi-failed-label = No se pudo establecer el vínculo por wifi
phones-wifi-isolation = Las redes de invitados, y algunos routers (un ajuste llamado «aislamiento de clientes» o «aislamiento AP»), impiden que los teléfonos de una misma wifi se alcancen. Para comprobarlo: los dos teléfonos deben mostrar el mismo nombre de red; una red de invitados, la de un café o la de un hotel suele aislar a sus teléfonos; en tu propio router, busca «aislamiento de clientes» en sus ajustes.
phones-wifi-hotspot = Lo más fácil: activa el punto de acceso de un teléfono (no hace falta internet), conecta el otro teléfono a él y vuelve a conectar.
# $writer: whether this phone holds the battle (it can invite over the internet).
phones-wifi-next = { $writer ->
        [yes] O jugad por internet (cada teléfono con sus propios datos móviles), o, sin ninguna red, por códigos QR.
       *[no] O pide al otro teléfono una invitación por internet y ábrela, o, sin ninguna red, jugad por códigos QR.
    }
phones-wifi-net-instead = Por internet en su lugar
phones-wifi-failed-report = { phones-wifi-failed } { phones-title } dice por qué, y las otras formas.
# Who holds the battle (its single writer); $term: the number of the turn at holding it (1, 2, ...).
phones-let-hold = Dejar que { $peer } tenga la batalla
phones-ask-hold = Pedir tener la batalla aquí
phones-take-over = Tomar el relevo: tener la batalla aquí
phones-take-over-how = Toma el relevo solo si el teléfono de { $peer } ya no está (sin batería, o perdido): puede que solo esté fuera de alcance. Cuando vuelva, lo que hizo mientras tanto se envía aquí y se aplica o se rechaza con su motivo.
phones-now-holds-here = Este teléfono tiene ahora la batalla (mandato { $term }).
# $again: this phone's actions proposed again to the new holder.
phones-now-holds = { $writer } tiene ahora la batalla (mandato { $term }).{ $again ->
        [0] {""}
        [one] {" "}{ $again } acción de este teléfono se le envió de nuevo.
       *[other] {" "}{ $again } acciones de este teléfono se le enviaron de nuevo.
    }
phones-handing = Traspasando la batalla a { $writer }: toma el relevo en cuanto tenga todas las acciones.
phones-asked-role = Se pidió a { $writer } que traspase la batalla.
# A hand-over's link (the other phone's new actions, by QR code) opened in the browser.
phones-link-title = Un traspaso del otro teléfono
# $reason: what is wrong with it (phones-hand-...).
phones-link-unread = No se pudo leer este enlace de traspaso: { $reason }. No cambió nada.
phones-link-no-part = no contiene ninguna parte de un traspaso
# $kind: what the link holds instead.
phones-link-wifi = Este enlace es { $kind ->
        [invite] la invitación por wifi
       *[answer] la respuesta por wifi
    } del otro teléfono, no un traspaso: abre la batalla, luego { phones-title } (en Más), y pégalo allí. No cambió nada.
phones-back-to-battles = Volver a las batallas
phones-link-what = Este enlace es un traspaso del otro teléfono: las acciones nuevas de una batalla que dos teléfonos juegan por código QR, sin red.
phones-link-into-how = Léelo en la batalla que este teléfono juega con el otro: nombra la batalla de la que es, y un traspaso de otra batalla (o sin nombrar ninguna) se rechaza entero y no cambia nada.
# $name: the battle's name as the player wrote it.
phones-link-into = Leerlo en «{ $name }»
phones-link-none = Ninguna batalla de este dispositivo se juega en dos teléfonos, así que aquí no hay dónde leerlo. Abre este enlace en el teléfono que juega esa batalla con el otro, o escanea allí los códigos del otro teléfono: Más de la batalla, luego { phones-title }, luego escanear el traspaso. No cambió nada.
phones-link-unlinked = Esta batalla ya no se juega en dos teléfonos: el traspaso no se leyó. No cambió nada.
# The other phone's whole battle does not keep this copy's actions. $at: the first action it does not keep (0: the battle's start differs); $ours, $theirs: each side's action there, as the engine summarises it ($there: whether the other has one).
phones-differs-kept = La batalla de { $peer } difiere de la de este teléfono { $at ->
        [0] desde el principio (otra batalla)
       *[other] desde la acción { $at } (aquí: «{ $ours }»; en { $peer }: { $there ->
            [yes] «{ $theirs }»
           *[no] nada
        })
    }. La copia de este teléfono se guarda como la batalla «{ $name }»; esta batalla sigue ahora la de { $peer }.
phones-differs-unkept = La batalla de { $peer } difiere de la de este teléfono { $at ->
        [0] desde el principio (otra batalla)
       *[other] desde la acción { $at } (aquí: «{ $ours }»; en { $peer }: { $there ->
            [yes] «{ $theirs }»
           *[no] nada
        })
    }, y la copia de este teléfono no se pudo guardar aparte ({ $parts }): no se tomó la de { $peer }. No cambió nada.
# The name given to this phone's copy kept apart (after the battle's name, in brackets).
phones-copy-label = copia de este teléfono, antes de la de { $peer }
phones-battle-gone = esta batalla ya no está en este dispositivo
# Why two phones cannot check each other, or sign a hand-over (said inside another message).
phones-no-crypto-sign = este navegador no puede firmar traspasos (sin Web Crypto: abre la aplicación por https)
phones-no-crypto-check = este navegador no puede comprobar el otro teléfono (sin Web Crypto: abre la aplicación por https)
phones-no-certificates = no se conocen los certificados de la conexión
# What is wrong with the internet room kept with a link (after phones-field's field name).
phones-field-room = debe ser una sala y un secreto, es { $type }
phones-field-hex = debe tener 32 cifras hexadecimales, es { $got }

## Found at the table: dice reasons, odds charts, examples, drawings, units
# (Messages of this group follow this line.)
# A distance field's unit, in brackets after its name: $units in (inches) or mm.
tbl-distance-unit = { $units ->
        [mm] mm
       *[in] pulg.
    }
# Why one die of a Conquest Morale Test passed or failed, on its own beside the die
# under "Why?" (C-10): $value the die, $resolve the Resolve it was rolled against.
tbl-die-reason = { $why ->
        [one] un 1 natural siempre tiene éxito
        [six] un 6 natural siempre falla
        [at_most] { $value } no es mayor que la Resolución { $resolve }
       *[over] { $value } es mayor que la Resolución { $resolve }
    }
# An odds chart's caption: $title the chart's name, $average the mean outcome.
tbl-odds-certain = { $title }: seguro { $value }
tbl-odds-average = { $title } (media { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) })
# A chance's name to a screen reader: $label what it is, $percent its chance written out.
tbl-odds-chance-aria = { $label }: { $percent }; toca para ver la fracción exacta
# A side's name when the players gave none (the app's default, as in a worked example).
tbl-default-player = Jugador { $n }
# A Conquest Stand's place in its Regiment, in the drawing's titles: the rank, then the
# file ($file_n-th from that end; $rank_ord and $file_ord English's ordinal categories).
tbl-stand-place = { $rank ->
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
# A Ninth Age model's place (as tbl-stand-place), then its rank and file counted from 1.
tbl-model-place = { $rank ->
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
    } (fila { $model_rank }, columna { $model_file })

## Conquest screens: the engine's sentences still shown as they came
# (Messages of this group follow this line.)
# What Broken means (C-14): one line each, said of the Regiment (its subject left out).
cq-broken-resolve = usa su Resolución más baja, sin bonificador por tamaño, ignora los modificadores positivos de Resolución
cq-broken-charge = no puede Cargar
cq-broken-heal = no puede ser Curado ni Restaurar Peanas
cq-broken-objectives = sus Peanas no cuentan para Capturar Zonas de Objetivo
cq-broken-inspired = no puede beneficiarse de Inspirado
cq-broken-duel = sus Personajes no pueden rechazar un Duelo
# A kind of harm a Wound Pool may name (C-21), as a choice's title.
cq-harm-title = { $harm ->
        [clash] Choque
        [charge] Carga o Impacto
        [duel] Duelo
        [volley] Andanada
        [spell] Hechizo
        [decay] Descomposición
        [aura_of_death] Aura de Muerte
        [lethal_demise] Final Letal
       *[other] Otra
    }
# A heal a Heal may name (C-29), as a choice's title; $points: Fanatical Devotion's fixed Heal Points.
cq-heal-title = { $source ->
        [regeneration] Regeneración (X)
        [fanatical_devotion] Devoción Fanática ({ NUMBER($points, useGrouping: 0) })
        [biotic_renewal] Renovación Biótica
       *[plain] Puntos de Curación
    }
# An edge of a Regiment in contact, in a card's "Engaged: front, left flank (with ...)" (battle-engaged-edges).
cq-engaged-edge = { $edge ->
        [front] frente
        [left] flanco izquierdo
        [right] flanco derecho
       *[rear] retaguardia
    }
# What each known special rule does in the app (C-20 to C-29), shown when it is picked and beside Decay's dice.
cq-does-fearless = Ignora el Aterrador del Regimiento que causó las Heridas.
cq-does-bravery = Ignora Aterrador; al inicio de su Activación un Regimiento Roto puede dejar de estar Roto (no es un Reagrupamiento: la cuenta de la Ronda se mantiene).
cq-does-dauntless = Nunca Roto, así que nunca Destrozado; sus pérdidas se siguen contando.
cq-does-iron-discipline = No repite los dados de Moral superados contra Heridas del flanco o la retaguardia.
cq-does-phalanx = +1 a la Resolución en Pruebas de Moral contra Heridas del frente (no mientras esté Roto).
cq-does-oblivious = Sufre 1 Herida por cada 2 dados de Moral fallados, redondeando hacia arriba.
cq-does-indomitable = X dados de Moral fallados cuentan como superados, tras cualquier repetición.
cq-does-terrifying = Un enemigo en contacto con él hace la Prueba de Moral contra sus Heridas con Resolución -X (la X más alta entre sus Peanas y Personajes).
cq-does-regeneration = Una Curación de X que omite a los Personajes del Regimiento (tomada como una Curación que nombra Regeneración).
cq-does-fanatical-devotion = Una Curación de 3 (tomada como una Curación que nombra Devoción Fanática).
cq-does-biotic-renewal = Una Curación de un D6, o un D3 si no es Infantería, introducida o tirada.
cq-does-decay = Cada Peana del Regimiento afectado tira X dados; cada 5 o 6 es una Herida; sin Pruebas de Moral.

## The campaign's tables, list previews' notes and values the engine describes
# (Messages of this group follow this line.)
# The campaign's tables under the dice (W-1 to W-4): what an outcome of the Recovery
# table means.
tab-recovery-meaning = { $outcome ->
        [crushing_victory] el enemigo perdió 3 veces más miniaturas o aún más
        [victory] el enemigo perdió 2 veces más miniaturas
        [pyrrhic_victory] ambos bandos perdieron más o menos las mismas miniaturas
        [noble_loss] perdiste 2 veces más miniaturas que el enemigo
       *[annihilated] perdiste 3 veces más miniaturas que el enemigo o aún más
    }
# A row of the Casualty Fate table: the D20 faces it covers ($low to $high; $span is
# "one" for a single face), the fate and what it does ($hate and $ep: what a Bitter
# Enemy and a Miraculous Recovery give).
tab-fate-row = { $span ->
        [one] { $low }
       *[range] { $low }–{ $high }
    }: { $fate ->
        [full_recovery] Recuperación Total (las heridas eran mucho menos graves de lo que parecían)
        [wounded] Herido (tira una vez en la Tabla de Heridas)
        [badly_wounded] Gravemente Herido (tira 3 veces en la Tabla de Heridas)
        [bitter_enemy] Enemigo Acérrimo (gana Odio: { $hate } hacia la fuerza enemiga)
        [captured] Capturado (en manos del enemigo hasta que se intercambie o se rescate)
       *[miraculous_recovery] Recuperación Milagrosa (se recupera y gana +{ $ep } PE)
    }
# A row of the Wound Table: the D20 faces it covers, the wound and what it does (AR, MV,
# ST, RC, LD, AC, CC: the characteristics' abbreviations).
tab-wound-row = { $span ->
        [one] { $low }
       *[range] { $low }–{ $high }
    }: { $location ->
        [chest_wound] Herida en el pecho (Arm -1)
        [leg_wound] Herida en la pierna (Mov -1)
        [arm_wound] Herida en el brazo (Fue -1)
        [blinded_in_one_eye] Ciego de un ojo (CaD -1 y -1 a las pruebas de Avistar; cegado dos veces, la miniatura queda ciega y fuera del juego)
        [head_wound] Herida en la cabeza (Lid -1)
        [ear_wound] Herida en la oreja (-2 a las pruebas de Avistar; los atacantes por la retaguardia ganan +4 CaC)
        [shell_shock] Neurosis de guerra (Acc -1)
       *[hand_wound] Herida en la mano (CaC -1)
    }
# A list preview's notes beside a Regiment or Unit. A Character ($name) joins the first
# Regiment of its force (a list file's) or of its warband (a Para Bellum text's).
tab-note-joins-first = { $name } se une a este Regimiento (el primero de { $of ->
        [warband] su Partida de Guerra
       *[force] su fuerza
    })
# A Character the player moved to this Regiment.
tab-note-joins = { $name } se une a este Regimiento
tab-note-rules-not-kept = { $more } reglas especiales más no guardadas (como máximo { $most })
# $rule: a special rule as the file wrote it.
tab-note-x-out-of-range = { $rule }: X debe ser de 1 a { $most }; no guardada, añádela en el Reclutamiento
tab-note-no-x = { $rule }: el archivo no da ningún valor X; no guardada, añádela en el Reclutamiento
tab-note-shortened = { $rule }: acortada a { $most } caracteres
# An upgrade ($name) answered as an auxiliary Stand of the player's $profile; $fielded:
# "no" when a battle does not place it yet.
tab-note-auxiliary = { $name }: una Peana auxiliar de { $profile }, guardada en tu biblioteca{ $fielded ->
        [no] ; todavía no en el campo de batalla
       *[yes] {""}
    }
# $type: the Regiment's type as the file wrote it (infantry, cavalry and brute are
# Conquest's three).
tab-note-type = El tipo «{ $type }» no es infantería, caballería ni bruto: elige uno
# A Ninth Age Unit's Champion ($name), one of its models.
tab-note-champion = { $name } es una de las miniaturas de la Unidad: { $models } miniaturas de tropa y el Campeón
tab-note-character-unit = Un Personaje: llega como Unidad propia; únelo a una Unidad en el Reclutamiento
# Where numbers the file lacks came from (import-filled-from's $from): the player's Muster
# profile $profile, kept under another faction ($under) when $kept is "other".
tab-filled-profile = el perfil del Reclutamiento «{ $profile }»{ $kept ->
        [other] {" "}(guardado bajo { $under })
       *[same] {""}
    }
tab-filled-library = la biblioteca de tu facción
# A roster's format, as the import's summary starts: the program that wrote it and its
# file's extension.
tab-format-roster = { $format ->
        [ros] Archivo de BattleScribe .ros
        [rosz] Archivo de BattleScribe .rosz
       *[json] Archivo de New Recruit .json
    }
# A value the engine describes in an error: $n of what it counts ($what); $grouping:
# "yes" when English writes the count with thousands separators.
tab-value-counted = { $grouping ->
        [yes] { $n }
       *[no] { NUMBER($n, useGrouping: 0) }
    } { $what ->
        [items] { $n ->
            [one] elemento
           *[other] elementos
        }
        [characters] { $n ->
            [one] carácter
           *[other] caracteres
        }
        [auxiliary] { $n ->
            [one] Peana auxiliar
           *[other] Peanas auxiliares
        }
        [rolls] { $n ->
            [one] tirada
           *[other] tiradas
        }
        [sides] { $n ->
            [one] bando
           *[other] bandos
        }
       *[levels] { $n ->
            [one] nivel
           *[other] niveles
        }
    }
# An error whose value the engine describes (tab-value-counted's arguments): the field,
# what it expects ($parts), and the value.
tab-invalid-data-counted = { $field }: { $parts }, se recibió { $grouping ->
        [yes] { $n }
       *[no] { NUMBER($n, useGrouping: 0) }
    } { $what ->
        [items] { $n ->
            [one] elemento
           *[other] elementos
        }
        [characters] { $n ->
            [one] carácter
           *[other] caracteres
        }
        [auxiliary] { $n ->
            [one] Peana auxiliar
           *[other] Peanas auxiliares
        }
        [rolls] { $n ->
            [one] tirada
           *[other] tiradas
        }
        [sides] { $n ->
            [one] bando
           *[other] bandos
        }
       *[levels] { $n ->
            [one] nivel
           *[other] niveles
        }
    }

## The worker's own errors, links' and shares' refusals
# (Messages of this group follow this line.)
wk-starting = arrancando el motor
wk-reason = { $reason }
wk-file-not-loaded = No se pudo cargar { $path } (HTTP { NUMBER($status, useGrouping: 0) })
wk-late-failed = No se pudo cargar esta parte del motor: { $parts }
wk-qr-unavailable = Los códigos QR no están disponibles: { $parts }
wk-lists-unavailable = La importación de listas no está disponible: { $parts }
wk-stopped = el motor se detuvo mientras hacía esto ({ $parts }); está volviendo a arrancar
wk-unfinished = el motor no pudo terminar esta petición ({ $parts }); no se cambió nada
wk-too-big = Demasiado grande para un enlace ({ $kind ->
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
        [depth] { NUMBER($count, useGrouping: 0) } niveles de anidamiento, como máximo { NUMBER($most, useGrouping: 0) }.
        [bytes] { $count } bytes de datos, como máximo { $most }.
        [characters] { $count } caracteres, como máximo { $most }.
       *[items] { $count } elementos, como máximo { $most }.
    }
wk-pack-too-large = Este paquete de { $count } perfiles es demasiado grande para códigos QR (necesitaría más de { $most } códigos): envía el enlace o el archivo en su lugar.
