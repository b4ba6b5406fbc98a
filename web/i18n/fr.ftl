# Aftermath en français: NOT COMPLETE until it has every message of en.ftl (other areas'
# messages are still being added to English). Until then it is reached only by ?lang=fr
# and every message it lacks falls back to English (web/i18n/language.js, COMPLETE).
# Game terms and their sources: glossary/fr.md (confirmed or unconfirmed, term by term).
# French plurals: "one" is 0 and 1 (0 Blessure, 1 Blessure, 2 Blessures).

## The home screen

home-battles = Batailles
home-saved-battles = Batailles enregistrées
home-no-battles = Aucune bataille enregistrée sur cet appareil pour l’instant.
home-battle-meta = { $system } · { $updated }
home-rename = Renommer
home-rename-label = Renommer { $name }
home-duplicate = Dupliquer
home-duplicate-label = Dupliquer { $name }
home-delete = Supprimer
home-delete-label = Supprimer { $name }
home-new-name = Nouveau nom
home-save-name = Enregistrer le nom
home-cancel = Fermer
home-delete-ask = Supprimer « { $name } » définitivement ?
home-delete-ask-unnamed = Supprimer « cette bataille » définitivement ?
home-delete-yes = Oui, supprimer
home-delete-keep = La garder
home-examples = Exemples
home-examples-title = Partir d’un exemple
home-examples-waiting = Chargement des exemples…
conquest-new-battle = Nouvelle bataille de Conquest
ninth-age-new-battle = Nouvelle bataille du 9e Âge
engine-starting-title = démarrage du moteur
backup-title = Rassemblement et sauvegarde
backup-about = Profils de Régiments et d’Unités et listes d’armée gardés sur cet appareil, et un fichier de sauvegarde de tout.
backup-muster = Rassemblement
backup-export = Tout exporter
backup-import = Importer un fichier de sauvegarde
campaign-title = Campagne
campaign-new = Après la bataille de campagne
campaign-rosters = Listes des bandes
language-label = Langue
language-en = English
language-pl = Polski
language-de = Deutsch
language-fr = Français
language-es = Español
language-it = Italiano
language-pseudo = Pseudo (tests)
language-failed = Les textes { $code } n’ont pas pu être chargés ({ $reason }) : la page est en anglais.
language-pick-failed = Les textes { $code } n’ont pas pu être chargés ({ $reason }) : rien n’a été changé.

## Storage on this device (the home screen's last panel)

storage-title = Stockage sur cet appareil
storage-asking = Espace utilisé : demande au navigateur…
storage-unreadable-count = Illisibles ({ $count })
storage-unreadable-about = Ces enregistrements étaient endommagés. Ils sont gardés ici tels qu’ils ont été trouvés : copiez ou téléchargez le texte pour le réparer, ou jetez-le.
storage-unreadable-item = { $kind } « { $key } » : { $reason }
storage-raw-label = Texte brut de { $kind } { $key }
storage-download = Télécharger
storage-discard = Jeter
storage-discard-label = Jeter { $kind } { $key }
storage-not-kept = Rien n’est conservé : ce navigateur ne donne aucun stockage à Aftermath, batailles et listes ne durent que jusqu’à la fermeture ou au rechargement de cette page.
storage-stopped = L’enregistrement sur cet appareil s’est arrêté : rechargez cette page pour enregistrer à nouveau.
storage-space-unknown = Espace utilisé : le navigateur ne le dit pas.
storage-space = Espace utilisé : { $used }, { $left } libres.
storage-gb = { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } Go
storage-mb = { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } Mo
storage-kb = { $size } ko
storage-persistent = Conservé jusqu’à ce que vous le supprimiez (stockage persistant).
storage-not-persistent = Non persistant : le navigateur peut l’effacer quand l’appareil manque d’espace.
storage-persistence-asking = Persistance : demandée au navigateur, en attente de sa réponse.
storage-persistence-unknown = Persistance : le navigateur ne le dit pas.
storage-space-and-kept = { $amounts } { $kept }

## The engine's sentences: a rule's reason or a step of the log, the rule id beside it

rule-cited = { $reason } ({ $rule })
not-now = Pas maintenant : { $reason }

conquest-pool-received = { $regiment } reçoit une Réserve de Blessures de { $wounds }
conquest-pool-suffered = { $regiment } a subi { $suffered } { $suffered ->
        [one] Blessure
       *[other] Blessures
    } de cette Réserve de Blessures
conquest-below-strength = { $regiment } est sous son Effectif de Départ
conquest-no-test-destroyed = Pas de Test de Moral : le Régiment a été détruit
conquest-no-test-harm = Pas de Test de Moral : les Blessures { $harm ->
        [clash] de Mêlée
        [charge] de Charge ou d’Impact
        [duel] de Duel
        [volley] de Volée
        [spell] de Sort
        [decay] de Décomposition
        [aura_of_death] d’Aura de Mort
        [lethal_demise] de Fin Fatale
       *[other] d’une autre source
    } n’en provoquent pas
conquest-no-test-marked = Pas de Test de Moral : la réserve a été marquée comme n’en provoquant pas
conquest-must-test-first = { $regiment } doit d’abord passer son Test de Moral ({ $dice } { $dice ->
        [one] dé
       *[other] dés
    }) avant { $action ->
        [pool] une autre Réserve de Blessures
        [heal] un Soin
        [character] d’autres Blessures
        [rally] un Ralliement
        [place] de déplacer des Régiments
        [charge] une Charge
        [round] un nouveau Round
        [decay] la Décomposition
       *[contacts] que les contacts changent
    }
conquest-no-test-to-take = { $regiment } n’a pas de Test de Moral à passer
conquest-die = Dé { $value } : { $result ->
        [pass] réussi
       *[fail] raté
    } — { $why ->
        [one] un 1 naturel réussit toujours
        [six] un 6 naturel échoue toujours
        [at_most] { $value } est au plus Résolution { $resolve }
       *[over] { $value } dépasse Résolution { $resolve }
    }
conquest-reroll-die = Relance { $value } : { $result ->
        [pass] réussi
       *[fail] raté
    } — { $why ->
        [one] un 1 naturel réussit toujours
        [six] un 6 naturel échoue toujours
        [at_most] { $value } est au plus Résolution { $resolve }
       *[over] { $value } dépasse Résolution { $resolve }
    }
conquest-not-rerolled = { $arc ->
        [flank] Flanc
       *[rear] Arrière
    } : Discipline de Fer, les dés réussis ne sont pas relancés
conquest-rerolled = { $arc ->
        [flank] Flanc
       *[rear] Arrière
    } : { $passes } { $passes ->
        [one] dé réussi relancé
       *[other] dés réussis relancés
    }
conquest-indomitable = Indomptable { $x } : { $saved ->
        [one] { $saved } échec compte comme réussi
       *[other] { $saved } échecs comptent comme réussis
    }
conquest-oblivious = Inconscient : { $failed } { $failed ->
        [one] échec
       *[other] échecs
    } -> { $wounds } { $wounds ->
        [one] Blessure
       *[other] Blessures
    }
conquest-test-result = { $passed } { $passed ->
        [one] réussi
       *[other] réussis
    }, { $failed } { $failed ->
        [one] raté
       *[other] ratés
    }{ $wounds ->
        [0] {""}
        [one] : { $wounds } Blessure, qui ne provoque pas d’autre test
       *[other] : { $wounds } Blessures, qui ne provoquent pas d’autre test
    }

parts-separator = {", "}
conquest-morale-roll = Test de Moral : lancez { $dice } { $dice ->
        [one] dé
       *[other] dés
    } contre Résolution { $value } ({ $parts } = { $value })
conquest-resolve-line = Résolution { $value } : { $parts } = { $value }
conquest-resolve-base = Résolution { $kind ->
        [lowest] la plus basse
       *[highest] la plus haute
    } { $base }
conquest-resolve-no-size = pas de bonus de taille (Brisé)
conquest-resolve-size = bonus de taille +{ $bonus } ({ $stands } { $stands ->
        [one] Stand
       *[other] Stands
    })
conquest-resolve-modifier = modificateur { $sign ->
        [minus] -
       *[plus] +
    }{ $size }
conquest-resolve-modifier-ignored = modificateur { $sign ->
        [minus] -
       *[plus] +
    }{ $size } ignoré (Brisé)
conquest-resolve-terrifying = Terrifiant -{ $x }
conquest-resolve-terrifying-ignored = Terrifiant ignoré ({ $rule ->
        [fearless] Sans Peur
       *[bravery] Bravoure
    })
conquest-resolve-phalanx = Phalange +1
conquest-terrifying = Terrifiant { $x } : Résolution { $was } -> { $now }
conquest-terrifying-from = Terrifiant { $x } ({ $source }) : Résolution { $was } -> { $now }
conquest-terrifying-ignored = Terrifiant { $x } ignoré : { $regiment } a { $rule ->
        [fearless] Sans Peur
       *[bravery] Bravoure
    }
conquest-terrifying-from-ignored = Terrifiant { $x } ({ $source }) ignoré : { $regiment } a { $rule ->
        [fearless] Sans Peur
       *[bravery] Bravoure
    }
conquest-phalanx = Phalange contre les Blessures de front : Résolution { $was } -> { $now }

conquest-heals-with = { $regiment } se Soigne avec { $points } { $points ->
        [one] Point de Soin
       *[other] Points de Soin
    }{ $source ->
        [regeneration] {" "}(Régénération)
        [fanatical_devotion] {" "}(Dévotion Fanatique)
        [biotic_renewal] {" "}(Renouveau Biotique)
       *[none] {""}
    }
conquest-regeneration-skips = La Régénération ignore les Personnages du Régiment
conquest-healing-done = Soin terminé : { $spent } { $spent ->
        [one] dépensé
       *[other] dépensés
    }{ $lost ->
        [0] {""}
        [one] , { $lost } perdu (pas de place)
       *[other] , { $lost } perdus (pas de place)
    }{ $unused ->
        [0] {""}
        [one] , { $unused } inutilisé
       *[other] , { $unused } inutilisés
    }
conquest-regeneration-of = Régénération { $points } de { $character } : { $healed } { $healed ->
        [one] Marqueur de Blessure soigné
       *[other] Marqueurs de Blessure soignés
    }{ $lost ->
        [0] {""}
        [one] , { $lost } perdu
       *[other] , { $lost } perdus
    }
conquest-character-heals = Le Personnage { $character } soigne { $healed } { $healed ->
        [one] Marqueur de Blessure
       *[other] Marqueurs de Blessure
    }

conquest-character-removed = Le Personnage { $character } est retiré comme perte
conquest-character-markers = Le Personnage { $character } a { $markers } { $markers ->
        [one] Marqueur de Blessure
       *[other] Marqueurs de Blessure
    }
conquest-character-no-morale = Pas de Test de Moral pour { $regiment } : les Blessures propres d’un Personnage ne sont pas une Réserve de Blessures
conquest-character-removed-with = Le Personnage { $character } est retiré comme perte avec le dernier Stand de { $regiment }

conquest-rallies = { $regiment } se Rallie{ $was ->
        [broken] : n’est plus Brisé
       *[steady] {""}
    } ; Brisé se compte désormais à partir de { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    }
conquest-round-begins = Le Round { $round } commence : le décompte de Brisé de chaque Régiment repart de zéro
conquest-still-broken = { $regiment } est toujours Brisé : Abattu se compte désormais à partir de { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    }
conquest-active-player = { $player } est le Joueur Actif

conquest-charges = { $regiment } Charge { $edge ->
        [front] le front
        [left] le flanc gauche
        [right] le flanc droit
       *[rear] l’arrière
    } de { $enemy } : { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } contre { $enemy_stands } au contact

conquest-excess-ignored = { $excess } { $excess ->
        [one] Blessure excédentaire ignorée
       *[other] Blessures excédentaires ignorées
    } : plus aucun Stand pour les prendre
conquest-dauntless = { $regiment } est Intrépide : a perdu { $lost } { $lost ->
        [one] Stand
       *[other] Stands
    } sur { $stands } ce Round, et n’est jamais Brisé
conquest-broken = { $regiment } est Brisé : a perdu { $lost } { $lost ->
        [one] Stand
       *[other] Stands
    } sur { $stands } ce Round (la moitié, arrondie au supérieur, est { $needed })
conquest-shattered = { $regiment } est Abattu : a perdu { $lost } { $lost ->
        [one] Stand
       *[other] Stands
    } sur les { $stands } qu’il avait en étant Brisé (la moitié, arrondie au supérieur, est { $needed }) ; tous les Stands sont retirés
conquest-destroyed = { $regiment } n’a plus de Stands et est détruit

conquest-back-in-contact = { $regiment } est de nouveau au contact après une poussée précédente : n’est plus Isolé
conquest-stays-unengaged = { $regiment } reste hors de contact : il n’est pas Engagé
conquest-not-stranded-after-all = { $regiment } n’est finalement pas Isolé : il n’est pas poussé

conquest-refused-already-destroyed = { $regiment } est déjà détruit
conquest-refused-destroyed = { $regiment } est détruit
conquest-refused-destroyed-no-rally = { $regiment } est détruit et ne peut pas se Rallier
conquest-refused-destroyed-no-heal = { $regiment } est détruit et ne peut pas être Soigné
conquest-refused-character-removed = { $character } a été retiré
conquest-refused-character-already-removed = { $character } a déjà été retiré
conquest-refused-broken-no-heal = { $regiment } est Brisé : un Régiment Brisé ne peut pas être Soigné
conquest-refused-broken-no-restore = { $regiment } est Brisé : un Régiment Brisé ne peut pas être Soigné ni voir ses Stands Restaurés
conquest-refused-broken-no-charge = { $regiment } est Brisé : un Régiment Brisé ne peut pas Charger (Ch6)
conquest-refused-not-broken = { $regiment } n’est pas Brisé
conquest-refused-no-bravery = { $regiment } n’a pas Bravoure
conquest-refused-max-rounds = une bataille compte au plus { $rounds } { $rounds ->
        [one] Round
       *[other] Rounds
    }
conquest-refused-no-battlefield-to-push = cette bataille n’a pas de champ de bataille : personne n’est poussé
conquest-refused-pushed-after-the-test = les Régiments Isolés sont poussés après les pertes du Test de Moral : choisissez leur ordre avec ce test
conquest-refused-nothing-to-push = aucun Régiment n’est Isolé par cette action : il n’y a rien à pousser
conquest-refused-not-engaged-before = { $regiment } n’était pas engagé avant cette action : il ne peut être ni Isolé ni poussé
conquest-refused-contacts-from-positions = sur un champ de bataille, les contacts découlent des positions : déplacez plutôt les Régiments avec Placer
conquest-refused-no-battlefield-to-place = cette bataille n’a pas de champ de bataille où placer des Régiments
conquest-refused-casualties-not-complete = les pertes de la dernière action ne sont pas encore complètes
conquest-refused-enemy-not-placed = { $enemy } n’est pas encore sur le champ de bataille : déplacez-le d’abord sur le champ de bataille, puis { $attacker } pourra charger l’un de ses bords

conquest-edge-pair = son { $own ->
        [front] front
        [right] côté droit
        [rear] arrière
       *[left] côté gauche
    } contre leur { $theirs ->
        [front] front
        [right] côté droit
        [rear] arrière
       *[left] côté gauche
    }
conquest-in-contact = { $regiment } est au contact de { $enemy } : { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } contre { $enemy_stands } ({ $parts })
conquest-also-in-contact = { $regiment } est aussi au contact de { $enemy } : { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } contre { $enemy_stands } ({ $parts })

conquest-name = { $name }
conquest-out-of-contact = Hors de contact : { $parts } ; les Régiments Isolés sont réglés après les pertes du Test de Moral

# A Stand's place in its formation is said as its rank (front, rear, or the nth) and,
# when the formation has more than one file, its file (left or right end, centre, or
# the nth from an end); a length in the players' unit (mm or in), to a tenth.
# Why a Wound goes to a Stand (C-4): $origin is the Command Stand's file or the centre
# file, $far how many files from it (a half on an even front).
conquest-why-command-last = Les Stands de Commandement sont retirés en dernier ; il n’en reste aucun autre
conquest-why-wounded-first = un Stand Blessé prend les Blessures jusqu’à sa destruction
# $parts: the reason within the rank.
conquest-why-rear-rank = { $rank ->
        [1] le rang 1 est le seul rang
       *[other] le rang { $rank } est le dernier rang
    } ;{ $engaged ->
        [kept] {" "}il garde au contact les Stands engagés ;
        [all] {" "}tous ses Stands sont engagés ;
       *[none] {""}
    } { $parts }
conquest-why-on-the-file = { $how ->
        [last] le Stand le plus central part en dernier
        [only_in_rank] le seul Stand du rang
       *[only] le seul choix
    } (sur { $origin ->
        [command] la colonne du Stand de Commandement
       *[centre] la colonne centrale
    })
conquest-why-only-choice = le seul choix (à { $far } { $far ->
        [one] colonne
       *[other] colonnes
    } { $origin ->
        [command] du Stand de Commandement
       *[centre] de la colonne centrale
    })
conquest-why-furthest = le plus loin { $origin ->
        [command] du Stand de Commandement
       *[centre] de la colonne centrale
    } ({ $far } { $far ->
        [one] colonne
       *[other] colonnes
    })
conquest-why-tied = à { $far } { $far ->
        [one] colonne
       *[other] colonnes
    } { $origin ->
        [command] du Stand de Commandement
       *[centre] de la colonne centrale
    }, égalité des deux côtés ; { $last_side ->
        [left] extrémités en alternance : le dernier Stand perdu était à gauche
        [right] extrémités en alternance : le dernier Stand perdu était à droite
       *[none] la première égalité va à gauche
    }

# A Stand takes Wounds (C-4); $parts: why this Stand.
conquest-stand-destroyed = Le { $stand ->
        [auxiliary] Stand { $auxiliary } (auxiliaire)
       *[stand] Stand
    } du { $rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $rank_n }{ $rank_ord ->
            [one] { $rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    } prend { $taken } { $taken ->
        [one] Blessure
       *[other] Blessures
    } et est détruit — { $parts }
conquest-stand-takes = Le { $stand ->
        [auxiliary] Stand { $auxiliary } (auxiliaire)
       *[stand] Stand
    } du { $rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $rank_n }{ $rank_ord ->
            [one] { $rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    } prend { $taken } { $taken ->
        [one] Blessure
       *[other] Blessures
    } ({ $markers } de ses { $wounds } Blessures subies) — { $parts }

# Stands healed and restored (C-7 to C-9).
conquest-stand-heals = Le { $stand ->
        [auxiliary] Stand { $auxiliary } (auxiliaire)
       *[stand] Stand
    } du { $rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $rank_n }{ $rank_ord ->
            [one] { $rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    } soigne { $healed } { $healed ->
        [one] Marqueur de Blessure
       *[other] Marqueurs de Blessure
    }{ $command ->
        [yes] {" "}(Stand de Commandement en premier)
       *[no] {""}
    }
conquest-too-few-to-restore = { $left } { $left ->
        [one] Point de Soin restant
       *[other] Points de Soin restants
    } : pas assez pour restaurer le { $stand ->
        [auxiliary] Stand { $auxiliary } (auxiliaire)
       *[stand] Stand
    } du { $rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $rank_n }{ $rank_ord ->
            [one] { $rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    } (il en faut { $need }, la moitié de ses Blessures arrondie au supérieur) ; { $left ->
        [one] il reste inutilisé
       *[other] ils restent inutilisés
    }
conquest-no-room-to-restore = Pas de place pour restaurer le { $stand ->
        [auxiliary] Stand { $auxiliary } (auxiliaire)
       *[stand] Stand
    } perdu du { $rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $rank_n }{ $rank_ord ->
            [one] { $rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    } : il n’est pas restauré et { $lost ->
        [0] aucun Point de Soin n’est perdu
        [one] le Point de Soin restant est perdu
       *[other] les { $lost } Points de Soin restants sont perdus
    }
# $parts: why there is no room on the battlefield.
conquest-no-room-to-restore-because = Pas de place pour restaurer le { $stand ->
        [auxiliary] Stand { $auxiliary } (auxiliaire)
       *[stand] Stand
    } perdu du { $rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $rank_n }{ $rank_ord ->
            [one] { $rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    } ({ $parts }) : il n’est pas restauré et { $lost ->
        [0] aucun Point de Soin n’est perdu
        [one] le Point de Soin restant est perdu
       *[other] les { $lost } Points de Soin restants sont perdus
    }
conquest-stand-restored = Le { $stand ->
        [auxiliary] Stand { $auxiliary } (auxiliaire)
       *[stand] Stand
    } { $command ->
        [yes] à sa position d’origine
       *[no] du { $rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $rank_n }{ $rank_ord ->
            [one] { $rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    }
    } est restauré avec { $spent } { $spent ->
        [one] Point de Soin
       *[other] Points de Soin
    }, { $spent } { $spent ->
        [one] Blessure restante
       *[other] Blessures restantes
    } sur { $wounds }{ $command ->
        [yes] {" "}(Stands de Commandement en premier)
       *[no] {""}
    }

# Contacts set by hand (C-2): $parts are the enemies' names, each conquest-name.
conquest-stand-contacts = Le Stand du { $rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $rank_n }{ $rank_ord ->
            [one] { $rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    } de { $regiment } est au contact de { $parts }
conquest-stand-contacts-none = Le Stand du { $rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $rank_n }{ $rank_ord ->
            [one] { $rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    } de { $regiment } n’est au contact d’aucun ennemi
conquest-refused-stand-removed = le Stand du { $rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $rank_n }{ $rank_ord ->
            [one] { $rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    } de { $regiment } a été retiré

# Bravery, Decay and a Wound Pool's source (C-21, C-28, C-29).
conquest-uses-bravery = { $regiment } utilise Bravoure : n’est plus Brisé ; Brisé se compte toujours à partir de { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } ce Round
conquest-decay = Décomposition { $x } : { $stands } { $stands ->
        [one] Stand lance
       *[other] Stands lancent
    } { $dice } { $dice ->
        [one] dé
       *[other] dés
    }, dont { $wounds } font 5 ou 6 : { $wounds } { $wounds ->
        [one] Blessure
       *[other] Blessures
    }, pas de Test de Moral
# $source is the enemy named, if $named is yes; $harm the kind of harm, or none.
conquest-pool-source = Réserve de Blessures { $named ->
        [yes] de { $source }
       *[no] de source non précisée
    }{ $harm ->
        [clash] , Mêlée
        [charge] , Charge ou Impact
        [duel] , Duel
        [volley] , Volée
        [spell] , Sort
        [decay] , Décomposition
        [aura_of_death] , Aura de Mort
        [lethal_demise] , Fin Fatale
        [other] , Autre
       *[none] {""}
    }, Blessures { $arc ->
        [front] de front
        [flank] de flanc
        [rear] de l’arrière
       *[not_named] de direction non précisée
    }

# Regiments' names joined by "and": each is $name, then $parts (the next one, or what
# follows the last).
conquest-name-and = { $name } et { $parts }
conquest-name-still-touching = { $name } mais reste au contact de { $parts }

# The battlefield (C-17): where a Regiment stands, and why it cannot stand there.
conquest-off-battlefield = le Stand du { $rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $rank_n }{ $rank_ord ->
            [one] { $rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    } serait hors du champ de bataille
conquest-overlaps = le Stand du { $rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $rank_n }{ $rank_ord ->
            [one] { $rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    } { $moving ->
        [yes] traverserait
       *[no] chevaucherait
    } le Stand du { $other_rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $other_rank_n }{ $other_rank_ord ->
            [one] { $other_rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $other_file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $other_file_n }{ $other_file_ord ->
            [one] { $other_file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $other_file_n }{ $other_file_ord ->
            [one] { $other_file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    } de { $other }
# $parts: why.
conquest-refused-cannot-stand-there = { $regiment } ne peut pas se tenir là : { $parts }
conquest-stands-at = { $regiment } se tient en x { NUMBER($x, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }, y { NUMBER($y, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }, orienté à { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
# $parts: why.
conquest-refused-cannot-charge = { $attacker } ne peut pas charger { $edge ->
        [front] le front
        [left] le flanc gauche
        [right] le flanc droit
       *[rear] l’arrière
    } de { $enemy } : { $parts }
conquest-no-stand-touches = décalé de { $offset } { $widths ->
        [one] largeur
       *[other] largeurs
    } de Stand, aucun Stand de { $attacker } ne toucherait { $enemy }
# $parts: the enemies' names joined by "and".
conquest-leaves-contact = { $regiment } quitte son contact avec { $parts }
conquest-first-battlefield = Un champ de bataille de { $unit ->
        [in] { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) } x { NUMBER($depth, useGrouping: 0, maximumFractionDigits: 1) }″
       *[mm] { NUMBER($width, useGrouping: 0) } x { NUMBER($depth, useGrouping: 0) } mm
    } : les deux armées déployées dans leurs moitiés, face à face
conquest-pair-with = { $a } avec { $b }
# $parts: the pairs of Regiments, each conquest-pair-with.
conquest-hand-set-end = Les contacts fixés à la main ({ $parts }) prennent fin : sur un champ de bataille, les positions décident des contacts ; Chargez de nouveau pour engager les autres
conquest-refused-too-wide = { $regiment } ({ NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } de large) est plus large que le champ de bataille ({ NUMBER($field_width, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }) : choisissez une table plus grande
# $player_s: yes when the player's name ends in s (English writes Ann's, James');
# French needs no such choice.
conquest-refused-no-room-in-half = { $regiment } n’a pas de place dans la moitié de { $player }{ $player_s ->
       *[other] {""}
    } du champ de bataille de { $unit ->
        [in] { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) } x { NUMBER($depth, useGrouping: 0, maximumFractionDigits: 1) }″
       *[mm] { NUMBER($width, useGrouping: 0) } x { NUMBER($depth, useGrouping: 0) } mm
    } : choisissez une table plus grande
# $parts: why.
conquest-refused-cannot-be-deployed = { $regiment } ne peut pas être déployé : { $parts }

# Stranded Regiments and Press the Attack (C-18, C-19): $parts are names joined by "and".
conquest-engaged-again = { $regiment } est de nouveau engagé avec { $parts }
# $parts: the Regiments in the order pushed, each conquest-name.
conquest-push-order = { $player } les pousse dans cet ordre : { $parts }
conquest-still-engaged = { $regiment } a perdu le contact avec { $parts } : pas Isolé
conquest-unengaged-not-stranded = { $regiment } n’est plus Engagé, sans être Isolé : { $opponents ->
        [one] son seul adversaire
       *[other] tous ses adversaires
    } ({ $parts }) { $opponents ->
        [one] est détruit
       *[other] sont détruits
    }
conquest-separated = { $regiment } a perdu les Stands qui étaient au contact de { $parts } : il n’est pas Isolé (Ch6 : seuls les adversaires du Régiment qui perd des Stands peuvent l’être)
conquest-stranded = { $regiment } est Isolé : il n’est plus au contact de { $parts }
conquest-no-straight-push = aucun mouvement en ligne droite ne le remet au contact le long des mêmes bords
# $parts: why the push is blocked.
conquest-push-blocked = la poussée de { NUMBER($distance, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } est bloquée : { $parts }
conquest-would-touch = il toucherait { $other }, avec qui il n’était pas engagé
# $parts: why not.
conquest-cannot-press = { $regiment } ne peut pas Pousser l’Attaque ({ $parts }) ; il reste où il était et n’est pas Engagé
# A push's way as the Regiment faces: $ahead forward or back, $aside right or left.
conquest-push-direction = { $forward ->
        [forward] { NUMBER($ahead, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } en avant{ $sideways ->
            [right] {" "}et { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } à droite
            [left] {" "}et { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } à gauche
           *[none] {""}
        }
        [back] { NUMBER($ahead, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } en arrière{ $sideways ->
            [right] {" "}et { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } à droite
            [left] {" "}et { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } à gauche
           *[none] {""}
        }
       *[none] { $sideways ->
            [right] { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } à droite
            [left] { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } à gauche
           *[none] d’un cheveu
        }
    }
# $parts: the push's way (conquest-push-direction).
conquest-presses = { $regiment } Pousse l’Attaque : poussé de { NUMBER($distance, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } ({ $parts }) pour revenir au contact de { $enemy } — { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } contre { $enemy_stands }{ $how ->
        [same] , comme avant les pertes
        [more] {" "}(avant les pertes : { $was_stands } contre { $was_enemy_stands })
       *[most] {"\u00A0"}: le maximum possible (c’était { $was_stands } contre { $was_enemy_stands })
    }

# An error of validation a player sees: $field is where in the input (as the engine
# names it), $got the value given, as written; $parts is what the field must be.
invalid-data = { $field } : { $parts }, reçu { $got }
field-an-object = doit être un objet
# $allowed: the keys allowed, listed as the input spells them.
field-unknown-key = clé inconnue (autorisées : { $allowed })
field-required = est obligatoire
field-whole-number = doit être un nombre entier
field-a-number = doit être un nombre
field-at-least = doit valoir au moins { NUMBER($low, useGrouping: 0) }
field-at-most = doit valoir au plus { NUMBER($high, useGrouping: 0) }
field-text = doit être du texte
field-max-characters = doit faire au plus { NUMBER($max, useGrouping: 0) } caractères
# $options: the choices, listed as the input spells them.
field-one-of = doit être l’une des valeurs { $options }
field-not-blank = ne doit pas être vide
field-true-or-false = doit être vrai ou faux
field-a-list = doit être une liste
field-max-items = doit avoir au plus { NUMBER($max, useGrouping: 0) } éléments
field-identifier = doit faire de 1 à 64 lettres, chiffres, '-', '_' ou '.'
field-dice-list = doit être une liste de résultats de D{ NUMBER($sides, useGrouping: 0) }
field-die-result = doit être un résultat de D{ NUMBER($sides, useGrouping: 0) } de 1 à { NUMBER($sides, useGrouping: 0) }
field-dice-count = doit contenir exactement { NUMBER($count, useGrouping: 0) } { $count ->
        [one] dé
       *[other] dés
    }, un par test
field-entered-or-rolled = doit être saisi, ou d’abord lancé par l’app

## Conquest's battle screen: the overview, a Regiment's card and its Actions
# (Messages of this group follow this line.)
# A Regiment's status, in its badge and wherever it is named.
battle-status-steady = Stable
battle-status-broken = Brisé
battle-status-shattered = Abattu
battle-status-destroyed = Détruit
# "5/7 Stands": the Stands left of those the Regiment started with (Characters included).
battle-strength = { $left }/{ $start } { $start ->
        [one] Stand
       *[other] Stands
    }
# $foes: the enemy Regiments' names, as their lists wrote them.
battle-engaged-with = Engagé avec { $foes }
battle-stranded = Isolé
battle-unengaged = Pas Engagé
battle-auxiliary-name = { $name } (auxiliaire)
# Marks an auxiliary Stand on the formation's drawing (short: a Stand is narrow).
battle-auxiliary-mark = aux
battle-stand-lost = perdu
# Under a Stand on the drawing: its Wounds left, W short for Wounds (explained beside it).
battle-wounds-left-short = reste { $left } B
# Where a Stand is in its Regiment, when the battlefield does not say.
battle-rank-file = rang { $rank }, colonne { $file }
# A Stand's name to a screen reader. $auxiliary: its auxiliary name or "no"; $place: where
# it is; $w: the Wounds' abbreviation; $destroyed, $command, $engaged: yes or no.
battle-stand-title = { $auxiliary ->
        [no] Stand
       *[other] Stand { $auxiliary }
    } ({ $place }) : { $destroyed ->
        [yes] détruit
       *[no] { $taken } { $taken ->
            [one] Blessure subie
           *[other] Blessures subies
        }, reste { $left } { $w }
    }{ $command ->
        [yes] , Stand de Commandement
       *[no] {""}
    }{ $engaged ->
        [yes] , engagé
       *[no] {""}
    }
battle-front-rank = premier rang
battle-rear-rank = dernier rang
battle-rank = rang { $rank }
# A Stand in its rank's line of the drawing's name (as battle-stand-title).
battle-rank-stand = { $auxiliary ->
        [no] {""}
       *[other] { $auxiliary }{" "}
    }{ $destroyed ->
        [yes] perdu
       *[no] reste { $left } { $w }
    }
# The formation's name to a screen reader: $rows, each rank's Stands.
battle-formation-name = { $name }, { $files } { $files ->
        [one] colonne
       *[other] colonnes
    } ; { $rows }
# $edges: the engine's words for the edges in contact; $foes: the enemies' names.
battle-engaged-edges = Engagé : { $edges } (avec { $foes })
battle-engaged-stands = Engagé avec { $foes } : { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } au contact socle à socle
battle-characters = Personnages
# A Character under its Regiment: $removed yes or no; $rules its special rules (or empty).
battle-character-line = ★ { $name } : { $removed ->
        [yes] retiré
       *[no] { $left } { $left ->
            [one] Blessure restante
           *[other] Blessures restantes
        } sur { $wounds }
    }, Résolution { $resolve }{ $rules ->
        [none] {""}
       *[other] ; { $rules }
    }
battle-auxiliary-stands = Stands auxiliaires
# An auxiliary Stand: $kind its type (battle-form-kind); $lost yes or no.
battle-auxiliary-line = ◆ { $name } ({ $kind }) : { $lost ->
        [yes] perdu
       *[no] { $left } { $left ->
            [one] Blessure restante
           *[other] Blessures restantes
        } sur { $wounds }
    }, Résolution { $resolve }
# $note: which Stands the count holds (battle-characters-counted); $counted: why (the engine's).
battle-strength-note = { $left } { $left ->
        [one] Stand restant
       *[other] Stands restants
    } sur { $start }, { $note } : { $counted }
battle-below-starting-strength = Sous son Effectif de Départ
battle-apply-wound-pool = Appliquer la Réserve
battle-causes-no-morale = Ne provoque pas de Test de Moral
battle-wound-pool-for = Réserve de Blessures de { $name }
battle-enter-to-preview = Saisissez un nombre pour un aperçu.
battle-preview-wounds = Aperçu : { $n } { $n ->
        [one] Blessure
       *[other] Blessures
    }
battle-preview-character = Aperçu : { $n } { $n ->
        [one] Blessure
       *[other] Blessures
    } sur { $name }
battle-preview-heal = Aperçu : { $n } { $n ->
        [one] Point de Soin
       *[other] Points de Soin
    }
battle-formation-afterwards = Montrer la formation après coup
battle-preview-of = Aperçu de { $name } après coup
battle-preview-steps = Étapes de l’aperçu
# The Morale Test's faces that pass, then the Resolve explained: both the engine's.
battle-passes-resolve = { $passes }. Résolution : { $explain }
# One of the engine's sentences ended as a sentence.
battle-sentence = { $text }.
# Read by a screen reader after a heading: whose it is.
battle-for-regiment = {" "}pour { $name }
battle-resolve-modifier = Modificateur de Résolution
battle-heal = Soigner
battle-no-room = Pas de place pour un Stand restauré
battle-heal-points = Points de Soin
battle-rally = Enregistrer le Ralliement
battle-rally-when = Touchez-le une fois que le Régiment s’est rallié à la table.
battle-apply-wounds = Appliquer les Blessures
battle-character = Personnage
battle-character-wounds = Blessures subies (p. ex. en Duel)
# The tabs of a Regiment's actions.
battle-wound-pool-tab = Blessures
battle-heal-tab = Soin
battle-rally-tab = Ralliement
battle-odds-tab = Chances
battle-character-tab = Personnage
battle-charge-tab = Charge
battle-move-tab = Déplacer
# The step due, in the bottom and top bars: $n Morale dice owed by the Regiment $name.
battle-morale-due = Test de Moral à faire : { $n } { $n ->
        [one] dé
       *[other] dés
    } ({ $name })
battle-morale-reroll-due = { $step } ({ $name })
# $player: the Active Player's name as typed.
battle-push-reorder = { $player }, le Joueur Actif, peut changer leur ordre avant les dés.
battle-push-earlier = Pousser { $name } plus tôt
battle-push-later = Pousser { $name } plus tard
battle-actions-for = Actions de { $name }
# A Regiment out of the battle ($status: destroyed or shattered).
battle-regiment-gone = { $name } est { $status ->
        [destroyed] détruit
       *[shattered] abattu
    }.
battle-action = Action
# Read after a tab's name when the rules refuse its action now.
battle-tab-not-now = {" "}(pas maintenant)
battle-go-to-regiment = Aller à un Régiment
battle-round = Round { $round }
battle-new-round-ask = Commencer un nouveau Round ?
battle-new-round-yes = Commencer le nouveau Round
battle-cancel = Fermer
battle-round-and-player = Round et Joueur Actif
battle-active-player = Joueur Actif
# Read after the Active Player's name.
battle-player-active = {" "}(actif)
battle-new-round = Nouveau Round
battle-enemies-of = Ennemis que combat { $name }
# Before an enemy's name, on the button opening its Wound Pool.
battle-wound-pool-on = Réserve de Blessures sur{" "}
battle-charge-edges-failed = Les bords n’ont pas pu être calculés pour l’instant : choisissez de nouveau l’ennemi, ou rechargez la page.
battle-charge-which-enemy = { $name } charge quel ennemi ?
battle-charge-enemy = Ennemi à charger
battle-charge-working = Calcul des bords…
battle-charge-not-drawn = Les bords de cet ennemi n’ont pas pu être dessinés : choisissez-le de nouveau, ou rechargez la page.
# $table: the table's size, e.g. 72″ x 48″ (1829 x 1219 mm).
battle-charge-deploys = Cette première Charge place les deux armées sur une table de { $table }, chacune dans sa moitié, face à face.
# A table size's field: $label (battle-table-width or -depth) and its $units (in or mm).
battle-table-field = { $label } ({ $units })
battle-table-width = Largeur de la table
battle-table-depth = Profondeur de la table
battle-use-table = Utiliser cette table
battle-set-table-size = Choisir la taille de la table
# An edge's row: how many of the attacker's Stands it brings into contact, against how many of the enemy's.
battle-edge-contact = { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } contre { $enemy_stands } au contact
battle-edge-slid = décalé de { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } pour tenir
battle-edge-no-fit = ne tient pas
# $reason: the engine's, why the Charge would not fit centred on this edge.
battle-edge-centred-no-fit = Centré, il ne tiendrait pas : { $reason }
# $words: the engine's name for the edge, when it says more than the edge's name.
battle-edge-detail = { $words } : { $contact }
# $name: the charging Regiment's name as written; $name_s: yes when it ends in s (English
# writes Knights' left, Ogre's left; other languages need not use it).
battle-slide-left = 1 Stand vers la gauche de { $name }{ $name_s ->
       *[other] {""}
    }
battle-slide-right = 1 Stand vers la droite de { $name }{ $name_s ->
       *[other] {""}
    }
# $edge: front, left, right or rear (the edge charged).
battle-slide-along = Faire glisser { $name } le long { $edge ->
        [front] du front
        [left] du flanc gauche
        [right] du flanc droit
       *[rear] de l’arrière
    }
# $way: centred, right or left; $offset: how many Stands it is slid.
battle-slide-along-now = Faire glisser { $name } le long { $edge ->
        [front] du front
        [left] du flanc gauche
        [right] du flanc droit
       *[rear] de l’arrière
    }, un Stand à la fois ({ $way ->
        [centred] centré pour l’instant
        [right] pour l’instant { $offset } { $offset ->
            [one] Stand
           *[other] Stands
        } vers sa droite
       *[left] pour l’instant { $offset } { $offset ->
            [one] Stand
           *[other] Stands
        } vers sa gauche
    }) :
battle-the-enemy = l’ennemi
battle-charge-drawing = { $name } vu de derrière, son front en haut : touchez un bord pour le charger
# $facing: which way it faces on the drawing (screen-facing-...), or none off the battlefield.
battle-charge-seen-from = { $name } vu de derrière, son front en haut : sa propre gauche à gauche, sa droite à droite.{ $facing ->
        [none] {""}
       *[other] {" "}Sur le champ de bataille, il fait face { $facing }.
    }
# The words on the enemy's drawing, on each edge's target.
battle-target-front = Front
battle-target-left = Gauche
battle-target-right = Droite
battle-target-rear = Arrière
# The arc a Wound Pool comes from.
battle-pool-arc-front = front
battle-pool-arc-flank = flanc
battle-pool-arc-rear = arrière
# The arc as the battlefield gives it ($arc: battle-pool-arc-...).
battle-pool-arc-battlefield = { $arc } (champ de bataille)
battle-pool-harm-waiting = type de dégâts : en attente du moteur
# The Wound Pool's source line: $name the Enemy Regiment's, $harm the kind of harm's title (the engine's), $arc its arc.
battle-pool-source = Par { $name } · { $harm } · { $arc }
battle-pool-source-unnamed = Source non précisée · { $harm } · { $arc }
battle-pool-choose-enemy = Choisir le Régiment ennemi
battle-pool-not-named = Non précisé
# A kind of harm that causes no Morale Tests ($harm: its title, the engine's).
battle-pool-harm-no-morale = { $harm } (pas de Test de Moral)
battle-pool-waiting = En attente du moteur…
battle-pool-wounds-from = Blessures de (Régiment ennemi)
battle-pool-harm = Type de dégâts
battle-pool-arc-fixed = Arc (celui du champ de bataille)
battle-pool-arc = Arc
# The Odds tab: "If it takes [a Wound Pool of | attacks]".
battle-odds-pool-of = une Réserve de Blessures de
battle-odds-attacks-option = attaques
battle-odds-wounds = Blessures
battle-odds-attacks = Attaques
battle-odds-hit = Touche sur (Mêlée/Volée)
battle-odds-save = Défense/Évasion
battle-odds-working = Calcul des chances exactes…
battle-odds-stands-lost = Stands perdus
# After a count in the Stands lost chart: "2 lost".
battle-odds-lost = { $count ->
        [one] perdu
       *[other] perdus
    }
battle-odds-wounds-from-pool = Blessures de la Réserve de Blessures
battle-odds-morale-failed = Dés de Moral ratés
battle-odds-wound-count = { $count ->
        [one] blessure
       *[other] blessures
    }
battle-odds-dice = { $count ->
        [one] dé
       *[other] dés
    }
battle-odds-about = Chances exactes pour { $name } dans son état actuel, Test de Moral compris.
battle-odds-if-it-takes = S’il subit
battle-odds-show = Montrer les chances
battle-bravery = Bravoure (début de son Activation)
battle-bravery-failed = Bravoure : { $reason }
battle-heal-from = Soin par
battle-biotic-asking = Dé du Renouveau Biotique : question au moteur…
battle-biotic-die = Le Renouveau Biotique soigne un D{ $sides } : saisissez le jet, ou laissez l’app le lancer.
battle-biotic-failed = Le dé du Renouveau Biotique n’a pas pu être lu : { $reason }
# Decay's dice to roll: $x the rule's X, $n the dice.
battle-decay-dice = Décomposition { $x } : { $n } { $n ->
        [one] dé
       *[other] dés
    }
battle-decay-x = Décomposition { $x }
battle-decay-instead = Décomposition (X) à la place
battle-decay-x-label = X de Décomposition
battle-change-first-roll = Changer le premier jet
battle-engaged = engagé
# The battlefield's drawing to a screen reader: its size, and whose side it is seen from.
battle-field-label = Champ de bataille de { $width } sur { $depth }, vu d’en haut du côté de { $player }
# A player not named: "player 1".
battle-player-n = joueur { $n }
# Beside a push's arrow on the battlefield: how far it was pushed.
battle-pushed = poussé de { $distance }
battle-no-fight = Aucun combat sur la table : elle est montrée en entier.
# A Regiment's name on the drawing with its engagement (battle-stranded or battle-unengaged).
battle-name-engagement = { $name } ({ $engagement })
battle-engagement-note = { $name } : { $engagement }
battle-field-help = Faites glisser un Régiment pour le déplacer ; touchez-le (ou son nom dans la liste), puis faites glisser sa poignée ⟳ pour le tourner. Faites glisser la table pour la parcourir, pincez pour zoomer. Déplacer, dans ses actions, prend des nombres.
battle-not-named = Sans nom sur le dessin à ce zoom : { $names }
battle-zoom = Zoomer sur le champ de bataille
battle-zoom-in = + Zoom avant
battle-zoom-out = − Zoom arrière
battle-fit-all = Tout afficher
battle-fit-engagements = Afficher les combats
battle-field-title = Champ de bataille (vu de dessus)
battle-press-the-attack = Pousser l’Attaque
battle-field-list = Régiments sur le champ de bataille : touchez-en un pour le choisir
battle-seen-from = Vu du côté de { $player }
battle-seen-from-label = Champ de bataille dessiné vu du côté de
battle-units-mm = Distances en mm (touchez pour des pouces)
battle-units-inches = Distances en pouces (touchez pour des mm)
# The selected Regiment's arcs on the drawing: each arc's name ($front, $left, $right, $rear:
# screen-arc-...) and where it lies ($front_side...: screen-side-...); $facing: screen-facing-....
battle-arcs-key = Arcs de { $name }, orienté { $facing } : { $front } { $front_side }, { $left } { $left_side }, { $right } { $right_side }, { $rear } { $rear_side } (sa propre gauche et sa droite, vu de derrière lui).
# The Move tab: $units in (inches) or mm, the battlefield's Distances setting.
battle-place-about = Position du centre du bord avant, en { $units ->
        [mm] mm
       *[in] pouces
    } (le réglage Distances du champ de bataille).
battle-place-x = x ({ $units })
battle-place-y = y ({ $units })
battle-move-regiment = Déplacer le Régiment
battle-facing = Orientation (°)
# Beside the facing's arrow: $exact yes when it faces exactly that way; $way up, right, down or left.
battle-facing-words = { $exact ->
        [yes] Tourné
       *[no] Tourné à peu près
    } { $way ->
        [up] vers le haut de la table
        [right] vers la droite
        [down] vers le bas de la table
       *[left] vers la gauche
    } (0° vers le haut de la table, 90° vers la droite)
# Under the battlefield, what a drag did: $reason the engine's refusal.
battle-drag-refused = { $name } reste où il était : { $reason }
battle-drag-moved = { $name } déplacé de { $distance }.
battle-drag-moving = Déplacement de { $name }…
battle-drag-turning = Rotation de { $name } : orienté à { $facing }°
battle-drag-turned = { $name } tourné, orienté à { $facing }°.
battle-drag-picked = { $name } choisi : faites-le glisser pour le déplacer, ou faites glisser sa poignée ⟳ pour tourner { $name }.
# The new-battle form and Muster's Regiment profile.
battle-form-name = Nom
battle-form-wounds = Blessures
battle-form-resolve = Résolution
battle-form-character-rules = Règles spéciales du Personnage
battle-form-remove-character = Retirer le Personnage
battle-form-regiment = Régiment
battle-form-player = Joueur
battle-form-type = Type
battle-form-stands = Stands
battle-form-files = Colonnes par rang
battle-form-command = Stand de Commandement (centre du front)
battle-form-add-character = Ajouter un Personnage
battle-form-remove-regiment = Retirer le Régiment
# The name a Regiment left unnamed is given: "Regiment 2".
battle-form-default-regiment = Régiment { $n }
battle-form-default-player = Joueur { $n }
battle-form-inches = pouces
battle-form-battlefield = Champ de bataille (facultatif)
battle-form-on-table = Jouer sur un champ de bataille : contacts, Isolés et Pousser l’Attaque d’après les positions
battle-form-distances-in = Distances en
battle-form-distances-hint = le même réglage que celui du champ de bataille et de Déplacer
battle-form-new-battle = Nouvelle bataille
battle-form-battle-name = Nom de la bataille
battle-form-add-regiment = Ajouter un Régiment
battle-form-start = Commencer la bataille
battle-form-waiting = Les Régiments apparaissent quand le moteur est prêt.
# A Stand type ($kind: infantry, cavalry, brute or monster; another as the list wrote it).
battle-form-kind = { $kind ->
        [infantry] infanterie
        [cavalry] cavalerie
        [brute] brute
        [monster] monstre
       *[other] { $kind }
    }
# A Stand's base left blank takes its type's own size: said in the field.
battle-form-types-own = du type
battle-form-stand-width = Largeur du Stand (mm)
battle-form-stand-depth = Profondeur du Stand (mm)
battle-form-aux-name = Nom de l’auxiliaire
battle-form-aux-type = Type de l’auxiliaire
battle-form-aux-wounds = Blessures de l’auxiliaire
battle-form-aux-resolve = Résolution de l’auxiliaire
battle-form-how-many = Combien
battle-form-remove-aux = Retirer l’auxiliaire
battle-form-add-aux = Ajouter des Stands auxiliaires
battle-form-character-name = Nom du Personnage
battle-form-character-wounds = Blessures du Personnage
battle-form-character-resolve = Résolution du Personnage
# A Muster profile's line: $kind (battle-form-kind), $command yes or no, $base its base (battle-profile-base) or empty.
battle-profile-summary = { $kind }, { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } sur { $files } { $files ->
        [one] colonne
       *[other] colonnes
    }, Blessures { $wounds }, Résolution { $resolve }{ $command ->
        [yes] , Stand de Commandement
       *[no] {""}
    }{ $base }
battle-profile-base = , { $width } x { $depth } mm
# Each auxiliary Stand of a profile, after its line.
battle-profile-auxiliary = ; + { $count } { $name } ({ $kind }, Blessures { $wounds }, Résolution { $resolve })
# What a list import found of a Regiment, each a part of one line.
battle-found-stands-files = { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } sur { $files } { $files ->
        [one] colonne
       *[other] colonnes
    }
battle-found-stands = { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    }
battle-found-wounds = Blessures { $wounds }
battle-found-resolve = Résolution { $resolve }
battle-found-command = Stand de Commandement
# A shared link's preview, a line per Regiment: its player's and its own name, its Stands.
battle-preview-regiment = { $player } : { $name } ({ $stands } { $stands ->
        [one] Stand
       *[other] Stands
    })
battle-preview-stands = { $name } ({ $stands } { $stands ->
        [one] Stand
       *[other] Stands
    })
battle-preview-profile = { $name } ({ $stands } { $stands ->
        [one] Stand
       *[other] Stands
    }, Blessures { $wounds }, Résolution { $resolve })
# Beside a Regiment's Stand count: its Characters, counted as Stands.
battle-characters-counted = dont ★ { $n } { $n ->
        [one] Personnage
       *[other] Personnages
    }

## The screens every system shares: the top bar, the log, Undo, dice, keypad and sheets
# (Messages of this group follow this line.)
# The top bar: the engine's and the offline state in words (a symbol first, never colour alone).
screen-engine-starting = ◌ Moteur en démarrage
screen-engine-ready = ● Moteur prêt
screen-engine-busy = ◌ Moteur au travail…
screen-engine-failed = ✖ Échec du moteur
screen-works-offline = fonctionne hors ligne
screen-offline-on-phone = hors ligne : tout est sur ce téléphone
screen-saving-offline = enregistrement pour le hors ligne
screen-offline-now = hors ligne maintenant
screen-no-offline = pas d’usage hors ligne
# $what: what the screen does now (device-awake-...).
screen-awake-now = En ce moment : { $what }.
screen-dismiss = Fermer
screen-battle = Bataille
# Said by a screen reader before the Back button's visible word (screen-battles).
screen-back-to = Retour aux{" "}
screen-battles = Batailles
screen-actions = { $n } { $n ->
        [one] action
       *[other] actions
    }
screen-bottom-bar = Annuler, rétablir et ce qui est dû
screen-undo = ↶ Annuler
screen-redo = ↷ Rétablir
screen-nothing-due = Rien à faire
battle-start-hint = Touchez un Régiment pour agir
screen-keep-awake = Garder l’écran allumé pendant les batailles
screen-morale-dice = Dés de Moral
# A Morale die's verdict beside its value.
screen-die-pass = réussi
screen-die-fail = raté
screen-die-rerolled = réussi, relancé
screen-morale-rerolls = Dés réussis relancés
screen-why = Pourquoi ?
screen-why-steps = Ce qui s’est passé, étape par étape
screen-engine-starting-notice = Démarrage du moteur : voici la partie enregistrée ; les actions s’ouvrent dès que le moteur est prêt.
screen-step-log = Journal des étapes : chaque action et sa raison
device-no-wake-lock = ce navigateur ne peut pas garder l’écran allumé
device-may-sleep-off = l’écran peut se mettre en veille (désactivé)
device-kept-on = écran gardé allumé
# $reason: the browser's own reason, as it gave it.
device-may-sleep-refused = l’écran peut se mettre en veille : { $reason }
device-may-sleep = l’écran peut se mettre en veille
# Said when an action changed the screen and gave no verdict or summary of its own.
screen-done = Fait
# An undo's verdict: $what is the engine's summary of the action taken back.
screen-undone = Annulé : { $what }
screen-save-to-muster = Ajouter au Rassemblement
# Read after screen-save-to-muster by a screen reader: the Regiment's or Unit's name.
screen-save-to-muster-of = {"\u00A0"}: { $name }
screen-go-to = Aller à
screen-share = Partager
screen-report = Rapport
screen-two-phones = Jouer sur deux téléphones
screen-more = Plus
# A piece's card, shown under its overview row; screen-card-of is read after it.
screen-card = Fiche
screen-card-of = {" "}de { $name }
log-steps = Étapes
log-no-actions = Aucune action pour l’instant.
# Dice entry: a face's verdict, shown under its value once a count is in.
dice-pass = réussi
dice-fail = raté
dice-entered-label = Dés saisis
# $label: what the dice are for (or empty).
dice-faces-label = Touchez une face de D{ $sides }, puis le nombre de dés qui la montrent. { $label }
dice-counts-label = Combien de dés la montrent
dice-typed-example-d6 = p. ex. 1 2 3 3 6
dice-typed-example-d20 = p. ex. 3 15 19
# A face's button to a screen reader: "5 fail, 2 dice" ($verdict: pass, fail or none; $n: the dice showing it, 0 for none yet).
dice-face-label = { $face }{ $verdict ->
        [pass] {" "}réussi
        [fail] {" "}raté
       *[none] {""}
    }{ $n ->
        [0] {""}
        [one] , { $n } dé
       *[other] , { $n } dés
    }
dice-tap-a-face = Touchez une face, puis le nombre de dés qui la montrent.
# A count's button to a screen reader: "2 dice show 5".
dice-count-label = { $n ->
        [one] { $n } dé montre { $face }
       *[other] { $n } dés montrent { $face }
    }
# Under a count's number on its button.
dice-count-word = { $n ->
        [one] dé
       *[other] dés
    }
dice-the-rest = Les autres montrent { $face }
dice-count-typed = { $entered } sur { $count } { $count ->
        [one] dé tapé
       *[other] dés tapés
    }
dice-typed-refused = { $got } : { $reason }
dice-typed-list-refused = Dés saisis : { $reason }
dice-tapped-unused = { $n ->
        [one] Appliquer prend les dés tapés, pas celui compté plus haut.
       *[other] Appliquer prend les dés tapés, pas les { $n } comptés plus haut.
    }
dice-typed-would-refuse = Appliquer les refuserait : { $reason }
dice-count-entered = { $entered } sur { $count } { $count ->
        [one] dé saisi
       *[other] dés saisis
    }
dice-apply = Appliquer ces dés
dice-roll = Lancer pour moi
dice-clear = Effacer
dice-or-type = ou saisissez-les (résultats de D{ $sides }, séparés par une espace, une virgule ou un point)
dice-tap-the-die = Touchez le résultat du D{ $sides }
dice-apply-typed = Appliquer la saisie
# Under a number's field: why it cannot be used yet.
keypad-enter-a-number = Saisissez un nombre
keypad-at-least = Au moins { $min }
keypad-at-most = Au plus { $max }
keypad-label = Pavé numérique
# A key's name to a screen reader: its symbol first, then what it does.
keypad-clear = C : effacer
keypad-back = ⌫ effacer le dernier chiffre
keypad-minus = − un de moins
keypad-plus = + un de plus
# $label: the field's own label (e.g. Wounds).
keypad-for = Pavé numérique pour { $label }
keypad-toggle = 123 pavé numérique pour { $label }
keypad-minus-of = − un de moins : { $label }
keypad-plus-of = + un de plus : { $label }
# A Regiment's arcs on the battlefield's drawing.
screen-arc-front = Front
screen-arc-left = Flanc gauche
screen-arc-right = Flanc droit
screen-arc-rear = Arrière
# Where on the drawing an arc lies from its Regiment.
screen-side-above = au-dessus
screen-side-right = à sa droite
screen-side-below = en dessous
screen-side-left = à sa gauche
# The way a Regiment faces, as seen on the drawing.
screen-facing-up = vers le haut du dessin
screen-facing-right = vers la droite du dessin
screen-facing-down = vers le bas du dessin
screen-facing-left = vers la gauche du dessin
screen-stopped-joining = Connexion arrêtée : la bataille créée pour recevoir la copie de l’autre téléphone a été supprimée (sa partie n’est jamais arrivée). Rien d’autre n’a changé.
# $reason: why, as the browser or the link said it.
screen-two-phones-failed = Le jeu sur deux téléphones n’a pas pu s’ouvrir : { $reason }
screen-two-phones-not-resumed = Cette bataille se jouait sur deux téléphones, et cela n’a pas pu reprendre : { $reason }
# A saved battle the engine could not read: $name as the player named it, $reason the engine's.
screen-battle-set-aside = La bataille enregistrée « { $name } » n’a pas pu être lue ({ $reason }). Elle est mise de côté sous « Illisibles », avec son texte brut.
screen-battle-unread-kept = La bataille enregistrée « { $name } » n’a pas pu être lue ({ $reason }), mais elle a changé entre-temps dans un autre onglet, elle est donc gardée : ouvrez-la de nouveau.
screen-battle-not-set-aside = La bataille enregistrée « { $name } » n’a pas pu être lue ({ $reason }) ni être mise de côté : { $failed }
screen-battle-gone = Cette bataille n’est plus enregistrée sur cet appareil.
screen-battle-deleted = Cette bataille a été supprimée dans un autre onglet.
# $why: screen-drawing-missing or screen-drawing-unusable; $ready: yes when the engine is up.
screen-redrawing = Cette bataille est redessinée par le moteur ({ $why }). { $ready ->
        [yes] Un instant…
       *[no] Elle apparaît quand le moteur est prêt.
    }
screen-drawing-missing = son dessin enregistré manque
screen-drawing-unusable = son dessin enregistré n’a pas pu servir : { $reason }
screen-report-failed = Le rapport n’a pas pu s’ouvrir : { $reason }
# Under a card: $rules are the special rules' names as the list or the player wrote them.
screen-special-rules-note = Règles spéciales : { $rules }
screen-special-rules = Règles spéciales
screen-other-rule = Autre règle (saisissez-la)
screen-rule-name-example = p. ex. Shield Wall
screen-rule-name = Nom de la règle
screen-add-rule = Ajouter la règle
screen-add-special-rule = Ajouter une règle spéciale
screen-rules-not-in-yet = La liste des règles que connaît le moteur n’est pas encore arrivée : une règle saisie ici est gardée, et le moteur lit son nom à l’enregistrement.
screen-other-rule-kept = Toute autre règle est gardée et montrée sur la fiche ; elle ne change rien.
screen-remove-rule = Retirer { $rule }
# The picker's heading: $label its name (screen-special-rules), $rules those chosen.
screen-rules-summary = { $label } : { $rules }
screen-rules-summary-none = { $label } : aucune
# The device's storage: a browser's error with no message of its own, by its name.
device-quota = Cet appareil n’a plus d’espace.
device-unknown-error = Le navigateur n’a pas pu écrire dans son stockage.
device-closed = La base de données de l’appareil a été fermée (un autre onglet a peut-être mis l’app à jour).
device-newer-version = La base de données de l’appareil a été créée par une version plus récente d’Aftermath.
device-aborted = Le navigateur a interrompu l’enregistrement.
device-not-cloneable = Les données n’ont pas pu être stockées telles quelles.
device-not-readable = Le navigateur n’a pas pu lire son stockage.
device-no-reason = Le navigateur n’a donné aucune raison.
# What was being saved when saving failed (device-not-saved's $what).
device-what-battle = la bataille
device-what-battle-rosters = la bataille et ses listes de bande
device-what-battle-delete = la suppression de la bataille
device-what-set-aside = la bataille endommagée, mise de côté
device-what-checkpoint = le point de reprise de la bataille
device-what-roster = la liste de bande
device-what-roster-delete = la suppression de la liste de bande
# $record: a Muster record's or army list's name, as the player wrote it.
device-what-muster = « { $record } » dans le Rassemblement
device-what-muster-import = la liste d’armée « { $record } » et ses profils dans le Rassemblement
device-what-muster-pack = les profils du paquet « { $record } » dans le Rassemblement
device-what-muster-delete = la suppression du Rassemblement
device-what-import = les enregistrements importés
device-what-migration = les batailles déplacées depuis la version précédente
device-what-late-migration = les batailles enregistrées tardivement par la version précédente
device-what-repair = les listes réparées
device-what-discard = le rejet de l’enregistrement
# Why saving on this device is not available (device-unavailable's and device-not-kept's $why).
device-not-open = pas encore ouvert
device-closed-newer = une version plus récente d’Aftermath s’est ouverte dans un autre onglet ; rechargez cette page
device-closed-browser = le navigateur a fermé la base de données de l’appareil ; rechargez cette page
device-blocked = Bloqué : un autre onglet d’Aftermath, d’une version plus ancienne, garde la base de données de l’appareil ouverte : fermez-le, puis rechargez cette page
device-no-indexeddb = Erreur : ce navigateur ne fournit pas de base de données sur l’appareil
# $name: the browser's error name (e.g. QuotaExceededError), $reason its words.
device-refused = { $name } : { $reason }
device-battle-deleted = Cette bataille a été supprimée dans un autre onglet.
device-battle-held = Un autre onglet retient cette bataille depuis plus de { $seconds } secondes (il est peut-être figé). Rien n’a été fait : fermez ou rechargez l’autre onglet, puis réessayez.
device-battle-changed = Cette bataille a changé dans un autre onglet : elle montre maintenant la dernière version. Rien n’a été fait ; réessayez si vous le voulez toujours.
# $full: yes when the device is out of space.
device-not-saved = Impossible d’enregistrer { $what } sur cet appareil ({ $name }) : { $reason } { $full ->
        [yes] Rien n’a changé ; libérez de l’espace et réessayez.
       *[no] Rien n’a changé ; réessayez.
    }
device-unavailable = L’enregistrement sur cet appareil n’est pas disponible ({ $why }). Rien n’a changé.
device-bad-battle = La bataille ne peut pas être enregistrée : { $problem }.
device-bad-action = La bataille ne peut pas être enregistrée : { $type } n’est pas une action.
device-bad-checkpoint = Le point de reprise de la bataille ne peut pas être enregistré : c’est { $count }.
device-damaged-parts = ses actions enregistrées sont endommagées : { $problem }
device-bad-roster = La liste de bande ne peut pas être enregistrée : { $problem }.
device-roster-changed = « { $name } » a changé entre-temps sur cet appareil (un autre onglet, ou le Confirmer d’une bataille) : rien n’a été enregistré ; ouvrez-la de nouveau.
device-roster-deleted = Cette liste de bande a été supprimée entre-temps (dans un autre onglet) : rien n’a été enregistré.
device-bad-muster = L’entrée du Rassemblement ne peut pas être enregistrée : { $problem }.
device-muster-changed = « { $name } » a changé dans un autre onglet : rien n’a été enregistré ; ouvrez-le de nouveau.
device-muster-deleted = Cette entrée du Rassemblement a été supprimée dans un autre onglet : rien n’a été enregistré.
device-muster-list-named = Le Rassemblement a déjà une liste d’armée « { $name } » (gardée entre-temps, peut-être dans un autre onglet) : rien n’a été enregistré.
device-bad-import = Rien n’a été importé : { $id } ne peut pas être enregistré ({ $problem }).
device-import-changed = Rien n’a été importé : { $id } a changé sur cet appareil pendant votre choix ; regardez de nouveau.
device-not-kept = L’enregistrement sur cet appareil n’est pas disponible ({ $why }) : vous pouvez jouer des batailles pendant cette visite, mais rien n’est gardé — tout disparaît quand cette page est fermée ou rechargée.
device-migration-failed = Les batailles enregistrées par la version précédente n’ont pas pu être déplacées ({ $name } : { $reason }) ; elles sont toujours là et le déplacement sera retenté au prochain démarrage.
device-read-failed = Les batailles enregistrées n’ont pas pu être lues ({ $reason }) : rien n’a changé ; essayez de recharger la page.
device-moved = { $battles } { $battles ->
        [one] bataille déplacée
       *[other] batailles déplacées
    } et { $rosters } { $rosters ->
        [one] liste de bande déplacée
       *[other] listes de bande déplacées
    } du stockage de la version précédente vers la base de données de l’appareil.
device-orphans = { $count } { $count ->
        [one] enregistrement absent des listes a été trouvé et remis
       *[other] enregistrements absents des listes ont été trouvés et remis
    } dans la liste.
device-dangling = { $count } { $count ->
        [one] entrée de liste n’avait pas d’enregistrement et a été retirée
       *[other] entrées de liste n’avaient pas d’enregistrement et ont été retirées
    }.
# $records: each record set aside, its kind and why.
device-set-aside = { $count } { $count ->
        [one] enregistrement n’a pas pu être lu et a été mis
       *[other] enregistrements n’ont pas pu être lus et ont été mis
    } de côté ({ $records }). Voir « Illisibles » plus bas.
device-late = { $count } { $count ->
        [one] bataille enregistrée par la version précédente après le déplacement a été reprise
       *[other] batailles enregistrées par la version précédente après le déplacement ont été reprises
    }.
# $names: the battles' names, each device-quoted.
device-late-copies = Modifiées ici et dans la version précédente, les deux sont gardées : { $names }.
device-quoted = « { $name } »
device-previous-copy = { $name } (enregistrée par la version précédente)
# A formation's drawing: its front edge's label, and the label of the removed models' row.
screen-formation-front = front
screen-formation-removed = retirées :
# Under a formation wider than the screen.
screen-formation-scroll = ◀ Faites défiler de côté pour voir les { $files } colonnes ▶
# The drawing's name when it scrolls: $title, what it shows.
screen-formation-scrolls = { $title } (défile de côté)

## Muster: profiles, army lists, their import and a new battle
# (Messages of this group follow this line.)
# A rule system's profile form (Conquest's Regiments, the Ninth Age's Units).
muster-name = Nom
# A Character's default name, and the name of one left blank.
muster-character = Personnage
muster-character-name = Nom du Personnage
muster-character-remove = Retirer le Personnage
muster-champion = Champion
muster-character-or-champion = Personnage ou Champion
muster-character-or-champion-add = Ajouter Personnage ou Champion
muster-character-kind = Type
muster-character-hp = Points de vie du Personnage
muster-ninth-age-summary = { $models } { $models ->
        [one] figurine
       *[other] figurines
    } en { $files } { $files ->
        [one] colonne
       *[other] colonnes
    }, { $hp } { $hp ->
        [one] Point de vie
       *[other] Points de vie
    } chacune
muster-ninth-age-models = { $models } { $models ->
        [one] figurine
       *[other] figurines
    }
muster-ninth-age-models-files = { $models } { $models ->
        [one] figurine
       *[other] figurines
    } en { $files } { $files ->
        [one] colonne
       *[other] colonnes
    }
muster-ninth-age-hp = { $hp } { $hp ->
        [one] Point de vie
       *[other] Points de vie
    } chacune
# A Character or Champion of a Unit read from a list: $kind is the engine's key.
muster-ninth-age-character = { $name } ({ $kind ->
        [champion] champion
        [character] personnage
       *[other] { $kind }
    })
muster-ninth-age-character-hp = { $name } ({ $kind ->
        [champion] champion
        [character] personnage
       *[other] { $kind }
    }, { $hp } PV)
# The list import's back button from the new-battle screen: read before muster-back-new-battle.
muster-back-hidden-the = Retour à la
muster-back-new-battle = Nouvelle bataille
# Muster's pieces by rule system ($system: conquest, ninth_age): a Regiment or a Unit.
muster-saved-from-battle = « { $name } » enregistré dans le Rassemblement comme profil { $system ->
        [ninth_age] d’Unité
       *[conquest] de Régiment
    }.
muster-saved = « { $name } » enregistré dans le Rassemblement.
# $lists: how many army lists use the profile just saved.
muster-saved-followed = « { $name } » enregistré dans le Rassemblement. { $lists } { $lists ->
        [one] liste d’armée le suit
       *[other] listes d’armée le suivent
    } ; les batailles déjà commencées gardent le leur.
muster-not-saved = Non enregistré dans le Rassemblement : { $reason }
muster-deleted = « { $name } » supprimé.
# Read by screen readers before the back button's visible word (muster-back-battles, muster-title).
muster-back-hidden = Retour :
muster-back-battles = Batailles
muster-title = Rassemblement
muster-rule-system = Système de règles
muster-delete-ask = Supprimer « { $name } » du Rassemblement définitivement ?
muster-delete-yes = Oui, supprimer
muster-delete-keep = Le garder
muster-edit = Modifier
muster-edit-label = Modifier { $name }
muster-duplicate = Dupliquer
muster-duplicate-label = Dupliquer { $name }
muster-share = Partager
muster-share-label = Partager { $name }
muster-delete = Supprimer
muster-delete-label = Supprimer { $name }
# A duplicated profile's or list's name.
muster-copy-name = { $name } (copie)
muster-start-with = Commencer une bataille avec « { $name } »
muster-open-import = Importer une liste (BattleScribe, New Recruit, Para Bellum)
muster-profiles = Profils { $system ->
        [ninth_age] d’Unités
       *[conquest] de Régiments
    }
muster-no-profiles = Aucun profil { $system ->
        [ninth_age] d’Unité
       *[conquest] de Régiment
    } pour l’instant.
muster-new-profile = Nouveau profil { $system ->
        [ninth_age] d’Unité
       *[conquest] de Régiment
    }
muster-edit-profile = Modifier le profil { $system ->
        [ninth_age] d’Unité
       *[conquest] de Régiment
    }
muster-lists = Listes d’armée
muster-no-lists = Aucune liste d’armée pour l’instant.
muster-new-list = Nouvelle liste d’armée
muster-edit-list = Modifier la liste d’armée
muster-save = Enregistrer
muster-cancel = Fermer
# $names: the lists' names, separated by commas.
muster-used-by = Utilisé par { $lists } { $lists ->
        [one] liste d’armée ({ $names }) : elle suit ce changement
       *[other] listes d’armée ({ $names }) : elles suivent ce changement
    } ; les batailles déjà commencées gardent le leur.
# A profile's line: $summary is its numbers (as its system writes them).
muster-summary-characters = { $summary } + { $characters } { $characters ->
        [one] Personnage
       *[other] Personnages
    }
muster-summary-champions = { $summary } + { $champions } { $champions ->
        [one] Champion
       *[other] Champions
    }
# $rules: the profile's special rules, as the list or the player named them.
muster-summary-rules = { $summary } ; { $rules }
# An army list's line: how many pieces, then $lines (each muster-list-line or a name).
muster-list-summary = { $total } { $system ->
        [ninth_age] { $total ->
            [one] Unité
           *[other] Unités
        }
       *[conquest] { $total ->
            [one] Régiment
           *[other] Régiments
        }
    } : { $lines }
muster-list-summary-player = { $player } · { $summary }
muster-list-line = { $count } × { $name }
muster-in-list = Dans cette liste
muster-how-many = Combien de { $name }
muster-move-up = ↑ Monter
muster-move-up-label = Monter { $name }
muster-remove = Retirer
muster-remove-label = Retirer { $name }
muster-list-empty = { $system ->
        [ninth_age] Aucune Unité
       *[conquest] Aucun Régiment
    } pour l’instant : ajoutez-en depuis vos profils ci-dessous.
muster-list-name = Nom de la liste
muster-player = Joueur
muster-player-hint = Le nom que la bataille donne à ce camp
muster-pieces = { $system ->
        [ninth_age] Unités
       *[conquest] Régiments
    }
muster-add-from-profiles = Ajouter depuis les profils
muster-add = + { $name }
muster-add-label = Ajouter { $name }
muster-no-profiles-make = Aucun profil { $system ->
        [ninth_age] d’Unité
       *[conquest] de Régiment
    } pour l’instant : créez-en un d’abord.
muster-from-muster = Depuis le Rassemblement
muster-from-lists = Depuis les listes d’armée
# $player: 1 or 2.
muster-import-for = Importer une liste pour le Joueur { $player }
muster-no-lists-here = Aucune liste d’armée sur cet appareil pour l’instant : importez-en, ou créez-en dans le Rassemblement, et une bataille se lance en quatre touches.
muster-open = Ouvrir le Rassemblement
muster-start-from-lists = Commencer avec ces listes
muster-side-army = Armée du Joueur { $player }
muster-picked-one-by-one = Choisis un par un : { $summary }
# $lists: how many army lists there are to pick instead (0: none); $profiles: how many profiles.
muster-one-by-one = { $lists ->
        [0] Ajouter
       *[other] Ou ajouter
    } des { $system ->
        [ninth_age] Unités une par une
       *[conquest] Régiments un par un
    } ({ $profiles })
muster-add-for = Ajouter { $name } pour le Joueur { $player }
# A side made of profiles added one by one, named after its player.
muster-player-n = Joueur { $player }
field-length-most = Au plus { $most } caractères
field-length-cut = { $cut ->
        [one] 1 caractère n’a pas été gardé
       *[other] { $cut } caractères n’ont pas été gardés
    } : au plus { $most }
# A battle's name from its two lists' names.
muster-battle-name = { $first } contre { $second }
muster-from-lists-about = La bataille prend le nom et le champ de bataille réglés ci-dessous. Ou préparez chaque camp ci-dessous, pour des Régiments et des Unités ponctuels.
muster-pack-lists-follow = { $lists } { $lists ->
        [one] liste d’armée suit
       *[other] listes d’armée suivent
    } les profils mis à jour.
# A pack read from a file or pasted: its title (the pack's own), its revision and how many profiles.
muster-pack-preview = { $title } (révision { $revision }) : { $count } { $count ->
        [one] profil
       *[other] profils
    }
muster-pack-source = Chiffres tirés de : { $source }
muster-packs = Paquets de profils
muster-packs-about = Les profils d’une faction en un seul fichier ou lien : saisis une fois, ajoutés par tous. Des chiffres seulement, avec leur provenance.
muster-pack-make-these = Faire un paquet de ces profils
muster-pack-file = Ajouter un paquet depuis un fichier
muster-pack-paste = Ou coller un paquet
muster-pack-read = Lire le paquet collé
muster-pack-faction = Faction
muster-pack-name = Nom du paquet
muster-pack-revision = Révision
muster-pack-revision-hint = Une de plus que la dernière partagée : une révision plus récente met à jour ce que les autres ont ajouté
muster-pack-source-label = D’où viennent les chiffres
muster-pack-source-hint = Un livre, un site ou un club : aucun texte de règle dans un paquet
muster-pack-make = Faire un paquet de profils
muster-pack-profiles = Profils du paquet
# A profile to tick: its name and the faction it is kept under.
muster-pack-pick = { $name } · { $faction }
muster-pack-make-it = Faire le paquet
muster-pack-download = Télécharger { $file }
muster-pack-link = Lien et QR code
import-title = Importer une liste
import-skipped-label = Lignes non lues
import-skipped = { $lines } { $lines ->
        [one] ligne n’a pas été lue
       *[other] lignes n’ont pas été lues
    } ; le reste de la liste est ci-dessous.
import-skipped-line = Ligne { $line } :
# $why: the engine's reason a pasted line was not read.
import-skipped-why = ({ $why })
import-file = Choisir un fichier de liste (.ros, .rosz, .json)
import-paste = Ou coller la liste (l’Army Builder de Para Bellum, ou une liste BattleScribe ou New Recruit)
import-read-pasted = Lire la liste collée
import-cancel = Fermer
import-not-imported = Non importée : { $reason }
import-pick-another = Choisir une autre liste
# $name: the list's name as its file gives it.
import-named = Importer { $name }
import-unnamed = Importer une liste
import-list = Importer la liste
import-no-name = Une liste sans nom
import-known = { $known } { $known ->
        [one] unité connue
       *[other] unités connues
    } de votre bibliothèque
# The import's summary line: $format is the file's format (BattleScribe, New Recruit ...);
# $state: none (nothing missing), left ($left numbers still to fill in) or filled.
import-summary = { $format } : { $count } { $system ->
        [ninth_age] { $count ->
            [one] Unité
           *[other] Unités
        }
       *[conquest] { $count ->
            [one] Régiment
           *[other] Régiments
        }
    } ; { $state ->
        [none] rien ne manque
        [left] { $left } { $left ->
            [one] chiffre
           *[other] chiffres
        } à remplir ci-dessous
       *[filled] tout est rempli
    }
import-asks = Ce que la liste ne dit pas
import-faction = Faction
import-faction-hint = Votre bibliothèque garde les réponses de cette armée sous ce nom
import-player = Joueur
import-player-hint = Le nom que la bataille donne à ce camp (facultatif)
import-pieces = { $system ->
        [ninth_age] { $count ->
            [one] L’Unité
           *[other] Les { $count } Unités
        }
       *[conquest] { $count ->
            [one] Le Régiment
           *[other] Les { $count } Régiments
        }
    } de la liste
# $label: a number's name (import-field); $who: a Regiment's, Unit's or Character's name.
import-enter = Saisissez : { $label } de { $who }.
import-refused = { $label } de { $who } : { $why }
import-already-label = Déjà dans le Rassemblement
import-already = Le Rassemblement a déjà une liste d’armée « { $name } ».
import-update = Mettre la liste à jour
import-keep-both = Garder les deux
# The name of a second list kept beside one of the same name.
import-second-name = { $name } (2)
import-already-kept = « { $name } » est déjà dans le Rassemblement : rien de nouveau n’a été gardé.
# $added: how many new profiles were kept with the list (0: none).
import-done = « { $name } » importée : { $total } { $system ->
        [ninth_age] { $total ->
            [one] Unité
           *[other] Unités
        }
       *[conquest] { $total ->
            [one] Régiment
           *[other] Régiments
        }
    }{ $added ->
        [0] .
        [one] , { $added } nouveau profil gardé.
       *[other] , { $added } nouveaux profils gardés.
    }
# A number a list import asks, by the engine's key; another key is said as it is.
import-field = { $key ->
        [kind] Type
        [stands] Stands
        [files] Colonnes par rang
        [wounds] Blessures
        [resolve] Résolution
        [models] Figurines
        [hp] Points de vie
       *[other] { $key }
    }
# $label: import-field; $title: a Regiment's, Unit's, Character's or upgrade's name.
import-field-of = { $label } de { $title }
import-character-title = { $name } (Personnage)
# A Regiment's type (the engine's key).
import-kind = { $kind ->
        [infantry] infanterie
        [cavalry] cavalerie
        [brute] brute
        [monster] monstre
       *[other] { $kind }
    }
import-command-stand = Stand de Commandement
import-rules-of = Règles spéciales de { $title }
import-ask-stands = · { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    }
# A special rule with its value, as the list gives them: Shield (2).
import-rule-x = { $name } ({ $x })
# $fields: the numbers (import-field) that came from $from (the engine's words: Muster, the library).
import-filled-from = { $fields } depuis { $from }
import-special-rules = Règles spéciales : { $rules }
import-to-fill = à remplir : { $fields }
import-to-fill-character = à remplir : les chiffres d’un Personnage
import-filled = rempli
import-found = trouvé
import-character-wounds = Blessures { $wounds }
import-character-resolve = Résolution { $resolve }
import-character = Personnage : { $name }
# $numbers: its Wounds and Resolve and rules, separated by commas.
import-character-with = Personnage : { $name } ({ $numbers })
import-joins-stands = { $name } ({ $stands } { $stands ->
        [one] Stand
       *[other] Stands
    })
import-joins = { $name } rejoint
# The first edition's Wounds reading of a list: $reason is the engine's.
import-wounds-reading = Blessures { $wounds } : { $reason }
import-w-per-stand = B par Stand
import-w-per-model = B par figurine ({ $wounds })
import-upgrade-kept = Une règle spéciale : { $rules }
# What an upgrade of a list is, as the player answers.
import-upgrade-as = { $as ->
        [auxiliary] Un Stand auxiliaire
        [character] Un Personnage
        [nothing] Rien
       *[rule] Une règle spéciale
    }
import-upgrade-auxiliary = { $name } est un Stand auxiliaire de
import-upgrade-what = Qu’est-ce que { $name } ?
import-upgrades = Améliorations ({ $count }) : demandées une fois pour la faction
import-pad-done = Tous les chiffres sont saisis.
# $name: the label of the number being entered.
import-pad-entering = Saisie : { $name }
import-pad-back = Effacer le dernier chiffre
import-pad-next = Suivant
import-pad-next-label = Chiffre suivant
import-pad = Pavé pour les chiffres demandés

## Reports, sharing, links, backups and files
# (Messages of this group follow this line.)
# The site kept for offline use (the top bar's line) and a new version waiting.
app-update-ready = Une nouvelle version d’Aftermath est prête.
app-update-reload = Recharger
app-offline-unsupported = L’usage hors ligne n’est pas disponible dans ce navigateur
app-offline-working = Hors ligne : fonctionne depuis cet appareil
app-offline-ready = Disponible hors ligne
# $cached of $total files saved so far.
app-offline-saving-count = Enregistrement pour l’usage hors ligne… { $cached }/{ $total }
app-offline-saving = Enregistrement pour l’usage hors ligne…
app-offline-failed = L’usage hors ligne n’a pas pu être mis en place : { $reason }
app-offline-no-worker = L’usage hors ligne n’a pas pu être mis en place : le navigateur n’a enregistré aucun service worker
# Why a battle was set aside at the start as damaged (kept with its raw text); counts as digits.
backup-repair-counted = ses actions enregistrées sont endommagées : { $count } actions sont comptées mais { $kept ->
        [0] aucune n’est gardée
        [one] { $kept } seule est gardée
       *[other] { $kept } sont gardées
    }
backup-repair-no-start = ses actions enregistrées sont endommagées : son début manque
backup-repair-no-checkpoint = ses actions enregistrées sont endommagées : son point de reprise après { $checkpoint } actions manque
# The engine's start: the stage a start failed at, and why.
app-engine-not-started = le moteur n’a pas démarré
app-stage = { $stage ->
        [manifest] lecture du manifeste de build
        [runtime] démarrage de Python (Pyodide)
        [install] installation du moteur de règles
        [import] import du moteur de règles
       *[worker] démarrage du worker du moteur
    }
app-examples-failed = Les exemples n’ont pas pu être chargés : { $reason }
app-engine-restarted = Le moteur a été redémarré. Tout ce qui est enregistré sur cet appareil est intact.
app-deleted-elsewhere = Cette bataille a été supprimée dans un autre onglet.
app-changed-elsewhere = Cette bataille a changé dans un autre onglet : elle affiche maintenant la dernière version.
# A file picked that is too large to read: $what is one of the file-what- messages.
file-too-large = « { $name } » fait { $size } octets : trop gros ; { $what } fait au plus { $limit } octets
file-too-large-mib = « { $name } » fait { $size } octets : trop gros ; { $what } fait au plus { $limit } octets ({ $mib } Mio)
file-not-read = « { $name } » n’a pas pu être lu ({ $reason })
file-what-list = un fichier de liste
file-what-pack = un paquet de profils
file-what-backup = un fichier de sauvegarde
report-exact-toggle = Touchez pour passer du pourcentage à la fraction exacte
# A chance's name (the engine's, or report-chance) before its figure.
report-odds-label = { $label } :
report-chance = chance
# A chance too small or too large to write: $percent is 0.1% or 99.9%.
report-percent-below = <{ $percent }
report-percent-above = >{ $percent }
report-picture-shared = Image partagée.
# $size in kB.
report-picture-saved = Image enregistrée sous { $file } ({ $size } ko).
report-share-cancelled = Partage annulé.
report-picture-failed = L’image n’a pas pu être créée : { $reason }
report-summary-copied = Résumé copié : collez-le dans votre discussion.
report-copy-refused = La copie a été refusée ici : le résumé est sélectionné ci-dessous, copiez-le à la main.
report-summary-label = Résumé en texte
report-making-link = Création du lien…
report-label = Rapport
report-back = ‹ Retour à la partie
# $name: the battle's name.
report-title = Rapport : { $name }
report-failed = Le rapport n’a pas pu être construit : { $reason }
report-working = Calcul du rapport…
# $title: the report's title (its rule system's); $first and $second: the players.
report-about = { $title } : { $first } contre { $second }, { $actions } { $actions ->
        [one] action
       *[other] actions
    }.
report-statements-label = Ce que le rapport peut juger
report-statements = Ce que ce rapport peut juger
report-share-label = Partager le rapport
report-share = Partager
report-download-png = Télécharger l’image (PNG)
report-share-png = Partager l’image…
report-copy = Copier le résumé en texte
report-link = Partager le lien
report-losses-caption = Pertes par camp
report-losses = Pertes
# $rounds: yes when the battle is counted in Rounds.
# A Round of the report's table of losses, by its number.
report-round = Round { $round }
report-every-number = Chaque chiffre{ $rounds ->
        [yes] , par Round
       *[no] {""}
    }
report-strengths = Force actuelle, sur celle du début
report-luck = Chance
# $rule: the ruling the odds are worked out by.
report-luck-title = La chance selon les probabilités exactes ({ $rule })
report-swing = Jet le moins probable :
# One roll of the battle: when, who (and their player), what was rolled and its dice,
# its chances ($worse, $better: percentages), the engine's verdict and the ruling.
report-roll = { $when }, { $who } ({ $player }) : { $what } [{ $dice }] — ce résultat ou pire { $worse }, au moins aussi bon { $better } ; { $verdict } ({ $rule })
report-exact = Fractions exactes
# $worse, $better: exact fractions (1/36).
report-exact-side = { $player } : { $actual } ou plus : { $worse } ; { $actual } ou moins : { $better }
report-exact-roll = { $when }, { $who } : ce résultat ou pire : { $worse } ; au moins aussi bon : { $better }
# The chart's legend: side 1 solid bars, side 2 striped.
report-solid = (plein)
report-striped = (rayé)
# The losses chart's title: $measure is the engine's name of what is counted.
report-losses-chart = { $measure }{ $rounds ->
        [yes] {" "}par Round
       *[no] {""}
    }, par camp
# The chart's text for screen readers: $periods are report-losses-period, separated by semicolons.
report-losses-chart-label = { $title }. { $periods }
report-losses-period = { $period } : { $first } { $firstLost }, { $second } { $secondLost }
report-rounds-key = R1, R2… : Rounds
# The luck chart of one player: $bad is the engine's name of the bad results counted.
report-luck-chart-label = { $player } : chance de chaque total de { $bad } ; le vrai total était { $actual }, attendu { NUMBER($expected, maximumFractionDigits: 1) } ; { $label } : { $chance }. { $standing }
report-luck-chart = { $player } : total de { $bad }
report-luck-real = Vrai total { $actual } (barre foncée), attendu { NUMBER($expected, maximumFractionDigits: 1) }
report-luck-mark = réel { $actual }
report-luck-tails = { $actual } ou plus : { $worse } ; { $actual } ou moins : { $better }
report-image-slow = l’image a mis trop de temps à se dessiner
report-image-no-png = le navigateur n’a pas pu créer de PNG
report-image-failed = le navigateur n’a pas pu dessiner le rapport en image
# A link's length in characters.
share-length = { $length } caractères
share-copied = Lien copié.
share-copy-by-hand = Sélectionnez le lien et copiez-le.
share-copy = Copier le lien
# The phone's own share sheet.
share-system = Partager…
share-drawing = Dessin du QR code…
share-qr-label = QR code du lien vers { $title }
share-too-long-for-qr = Ce lien est trop long pour un QR code : copiez ou envoyez plutôt le lien.
share-link = Lien
# $title: the name of what is shared (a battle's, a roster's, a list's).
share-label = Partager { $title }
share-title = Partager « { $title } »
share-close = Fermer
share-choice = Ce que contient le lien
# A choice of link: $label is share-with-history, share-state-only or a pack's part.
share-choice-too-long = { $label } (trop long)
share-choice-length = { $label } ({ $length } caractères)
share-about-battle = Scannez le code avec l’autre téléphone, ou envoyez le lien. Il s’y ouvre comme une nouvelle bataille.
link-player = Joueur : { $player }
link-no-player = Aucun joueur nommé
link-save-roster = Ajouter comme nouvelle liste
link-start-another = Commencer une autre bataille
link-keep-another = Garder une autre copie
link-start = Commencer une bataille
link-open-new = Ouvrir comme nouvelle bataille
link-label = Lien partagé
link-shared-with-you = Quelqu’un a partagé ceci avec vous
# $title: what the link is (the engine's: Conquest battle ...); $name: its name.
link-what = { $title } : { $name }
link-no-name = (sans nom)
link-history = Avec son historique : { $actions } { $actions ->
        [one] action
       *[other] actions
    }, annulables ici.
# $name: the battle already opened from this link.
link-have = Vous avez déjà ouvert ce lien : { $name } est sur cet appareil, avec tout ce qui a été joué depuis.
link-pack-keeps-edits = Un profil que vous avez modifié est gardé tel que vous l’avez fait.
link-replaces-nothing = Rien n’est remplacé sur cet appareil.
link-open-have = Ouvrir celle que vous avez
link-save-to-muster = Ajouter au Rassemblement
link-dismiss = Ignorer
# The same report said again and again on the two-phone sheet: $report is its words,
# $times how many times, written as plain digits.
link-report-times = { $report } ({ $times } fois)
share-making = Création du lien de partage et du QR code…
share-with-history = Avec l’historique ({ $actions } { $actions ->
        [one] action
       *[other] actions
    }, on peut y annuler)
share-state-only = État seul (pas d’annulation là-bas)
share-about-roster = Scannez le code avec l’autre téléphone, ou envoyez le lien. Il s’y ouvre comme une nouvelle liste de bande.
share-about-list = Scannez le code avec l’autre téléphone, ou envoyez le lien. Il s’y ouvre en aperçu, à enregistrer dans le Rassemblement.
share-about-pack = Scannez le code avec l’autre téléphone, ou envoyez le lien. Il y propose d’ajouter ces profils au Rassemblement.
# $refused: the engine's reason the pack is no QR code.
share-about-pack-refused = Scannez le code avec l’autre téléphone, ou envoyez le lien. Il y propose d’ajouter ces profils au Rassemblement. { $refused }
share-about-pack-parts = Scannez le code avec l’autre téléphone, ou envoyez le lien. Il y propose d’ajouter ces profils au Rassemblement. Il est en { $parts } parties : scannez chacune.
share-pack-part = Partie { $part } sur { $parts } ({ $profiles } { $profiles ->
        [one] profil
       *[other] profils
    })
link-invite-failed = Cette invitation n’a pas pu être ouverte : { $reason }
link-handover-failed = Ce lien de passation n’a pas pu être ouvert : { $reason }
link-failed = Ce lien n’a pas pu être ouvert. { $reason }
# $title: what the link is, in the engine's words.
link-cannot-open = Ce moteur ne peut pas ouvrir ceci : { $title }.
link-shared-battle = Bataille partagée
link-pack-source = Révision { $revision }. Chiffres tirés de : { $source }
backup-left-out = { $damaged } { $damaged ->
        [one] enregistrement endommagé n’a pas été exporté : il est
       *[other] enregistrements endommagés n’ont pas été exportés : ils sont
    } sous « Illisibles » sur cet écran, où le texte brut peut être copié ou téléchargé.
backup-exported = Exporté : { $battles } { $battles ->
        [one] bataille
       *[other] batailles
    }, { $rosters } { $rosters ->
        [one] liste de bande
       *[other] listes de bande
    } et { $muster } { $muster ->
        [one] enregistrement
       *[other] enregistrements
    } du Rassemblement.
backup-not-exported = Rien n’a été exporté : { $reason }
# $why: what the problem means (newer, not-backup, unreadable or other); $reason: the engine's exact words.
backup-not-imported = « { $file } » n’a pas été importé, rien n’a changé. { $why ->
        [newer] Il a été créé par une version plus récente d’Aftermath : mettez d’abord l’app à jour.{" "}
        [not-backup] Ce n’est pas un fichier de sauvegarde complet d’Aftermath : il a peut-être été tronqué, ou c’est le fichier d’une autre app.{" "}
        [unreadable] Une partie n’a pas pu être lue, donc rien n’en a été importé.{" "}
       *[other] {""}
    }Détails : { $reason }
backup-not-json = fichier : n’est pas du JSON complet (tronqué ou endommagé : { $reason })
backup-imported = { $count } { $count ->
        [one] élément importé
       *[other] éléments importés
    } depuis « { $file } ».
# A record of the backup file: $kind is battle, roster or muster; $name its name.
backup-adds = Ajoute { $kind ->
        [battle] la bataille
        [roster] la liste de bande
       *[muster] l’enregistrement du Rassemblement
    } « { $name } ».
backup-same = { $kind ->
        [battle] La bataille
        [roster] La liste de bande
       *[muster] L’enregistrement du Rassemblement
    } « { $name } » est déjà sur cet appareil, sans différence avec le fichier.
# $stored: the name it has on this device.
backup-changed = { $kind ->
        [battle] La bataille
        [roster] La liste de bande
       *[muster] L’enregistrement du Rassemblement
    } « { $name } » est déjà sur cet appareil sous le nom « { $stored } », et a changé depuis.
backup-what-to-do = Que faire de { $kind ->
        [battle] la bataille
        [roster] la liste de bande
       *[muster] l’enregistrement du Rassemblement
    } « { $name } »
backup-keep-both = Garder les deux
backup-replace = Remplacer
backup-skip = Passer
backup-replace-about = Celui de cet appareil est remplacé par celui du fichier.
backup-skip-about = Celui de cet appareil reste ; celui du fichier n’est pas importé.
backup-both-about = Les deux sont gardés : celui du fichier arrive en copie nommée « (importé) ».
# The name of a record kept as a copy beside one already on this device.
backup-copy-name = { $name } (importé)
backup-import-from = Importer depuis « { $file } »
backup-items = { $count } { $count ->
        [one] élément, vérifié
       *[other] éléments, chacun vérifié
    } par le moteur.
backup-import-these = Importer ceux-ci
backup-cancel = Fermer

## The Ninth Age's sentences
# (Messages of this group follow this line.)
# A Health Pool ($pool: the rank and file of $unit, or a Character's or Champion's,
# $character; $character_s is yes when the name ends in s, for the English possessive:
# French needs no such choice).
# Multiple Wounds (N-6): $x as the player wrote it ("D3"); $parts are the values.
ninth-wound-value = { $value }
ninth-wound-value-capped = { $value } (plafonné à { $capped })
ninth-multiple-wounds = Blessures Multiples { $x } : { $parts } -> { $total } { $total ->
        [one] Point de vie
       *[other] Points de vie
    }
ninth-multiple-wounds-none = Blessures Multiples { $x } : aucune blessure non sauvegardée -> { $total } { $total ->
        [one] Point de vie
       *[other] Points de vie
    }
# $parts: the attack's Multiple Wounds.
ninth-attack-wounds = { $attack } : { $parts }
ninth-wounds-capped = { $parts } : chaque blessure vaut au plus les { $hp } Points de vie d’une figurine, sans jamais déborder sur une deuxième
# Excess losses (N-5): $parts are the attacks' shares.
ninth-share = { $attack } ({ $losses })
ninth-excess-from = { $excess ->
        [one] La perte excédentaire a été causée
       *[other] Les { $excess } pertes excédentaires ont été causées
    } par { $parts }, { $how ->
        [chosen] au choix du joueur attaquant
       *[only] seul choix possible
    }
# A batch of losses (N-2).
ninth-pool-loses = { $pool ->
        [rank_and_file] La Réserve de Points de vie de la Troupe de { $unit }
        [champion] La Réserve de Points de vie du Champion { $character }{ $character_s ->
           *[other] {""}
        }
       *[character] La Réserve de Points de vie du Personnage { $character }{ $character_s ->
           *[other] {""}
        }
    } perd { $losses } { $losses ->
        [one] Point de vie
       *[other] Points de vie
    } ({ $before ->
        [0] {""}
       *[other] { $before } { $before ->
            [one] déjà perdu
           *[other] déjà perdus
        } + { $taken } = { $total } :{" "}
    }{ $count } { $count ->
        [one] figurine entière
       *[other] figurines entières
    } de { $hp } PV, reste { $left_over })
ninth-wiped-out = { $pool ->
        [rank_and_file] La Réserve de Points de vie de la Troupe de { $unit }
        [champion] La Réserve de Points de vie du Champion { $character }{ $character_s ->
           *[other] {""}
        }
       *[character] La Réserve de Points de vie du Personnage { $character }{ $character_s ->
           *[other] {""}
        }
    } est anéantie et ne reporte rien
ninth-removed-carried = { $count } { $count ->
        [one] figurine retirée
       *[other] figurines retirées
    } ; { $lost } { $lost ->
        [one] Point de vie perdu reporté
       *[other] Points de vie perdus reportés
    } sur les attaques suivantes
# A Character's or Champion's Health Pool still standing after a batch: what it has $left of its $hp Health Points, and the $lost ones carried over.
ninth-pool-left = { $pool ->
        [champion] Champion { $character }
       *[character] Personnage { $character }
    } : { $left } { $left ->
        [one] Point de vie restant
       *[other] Points de vie restants
    } sur { $hp } ; { $lost } { $lost ->
        [one] Point de vie perdu reporté
       *[other] Points de vie perdus reportés
    } sur les attaques suivantes
ninth-pool-excess = { $excess } { $excess ->
        [one] perte excédentaire de Point de vie ignorée
       *[other] pertes excédentaires de Points de vie ignorées
    } : la Réserve de Points de vie n’avait plus que { $left } { $left ->
        [one] Point de vie
       *[other] Points de vie
    }
ninth-destroyed = { $unit } n’a plus de figurines : l’Unité est détruite
# A model removed (N-2 to N-4): where it stood, and why it was the one ($why).
ninth-model-name = { $kind ->
        [rank_and_file] la figurine au rang { $rank }, colonne { $file }
        [champion] le Champion { $character }
       *[character] le Personnage { $character }
    }
ninth-removed = { $kind ->
        [rank_and_file] Une figurine retirée
        [champion] Le Champion { $character } retiré
       *[character] Le Personnage { $character } retiré
    } du { $at_rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $at_rank_n }{ $at_rank_ord ->
            [one] { $at_rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $at_file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $at_file_n }{ $at_file_ord ->
            [one] { $at_file_n ->
                [1] re
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $at_file_n }{ $at_file_ord ->
            [one] { $at_file_n ->
                [1] re
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    } (rang { $model_rank }, colonne { $model_file }) — { $why ->
        [picked] rang { $why_rank } : au choix du propriétaire
        [pool_lost] sa Réserve de Points de vie a perdu tous ses Points de vie
        [rear_end] dernier rang ({ $why_rank }) : l’extrémité { $why_side ->
            [left] gauche
           *[right] droite
        } s’en va, le rang reste centré
        [in_front] le rang { $why_rank } est le dernier rang où restent des figurines de la troupe, devant l’extrémité { $why_side ->
            [left] gauche
           *[right] droite
        } du rang { $why_last }, qui comble le vide
        [longer_side] premier rang, première figurine de ce lot : par la { $why_side ->
            [left] gauche
           *[right] droite
        }, le côté le plus long ({ $why_left } à gauche et { $why_right } à droite de la ligne centrale)
        [even_sides] premier rang, première figurine de ce lot : les deux côtés en ont { $why_left }, donc par la gauche
       *[alternating] premier rang : extrémités en alternance, cette fois la { $why_side ->
            [left] gauche
           *[right] droite
        }
    }
# $parts: the models of other Health Pools passed over, each ninth-model-name.
ninth-removed-skipping = { $kind ->
        [rank_and_file] Une figurine retirée
        [champion] Le Champion { $character } retiré
       *[character] Le Personnage { $character } retiré
    } du { $at_rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $at_rank_n }{ $at_rank_ord ->
            [one] { $at_rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $at_file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $at_file_n }{ $at_file_ord ->
            [one] { $at_file_n ->
                [1] re
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $at_file_n }{ $at_file_ord ->
            [one] { $at_file_n ->
                [1] re
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    } (rang { $model_rank }, colonne { $model_file }) — { $why ->
        [picked] rang { $why_rank } : au choix du propriétaire
        [pool_lost] sa Réserve de Points de vie a perdu tous ses Points de vie
        [rear_end] dernier rang ({ $why_rank }) : l’extrémité { $why_side ->
            [left] gauche
           *[right] droite
        } s’en va, le rang reste centré
        [in_front] le rang { $why_rank } est le dernier rang où restent des figurines de la troupe, devant l’extrémité { $why_side ->
            [left] gauche
           *[right] droite
        } du rang { $why_last }, qui comble le vide
        [longer_side] premier rang, première figurine de ce lot : par la { $why_side ->
            [left] gauche
           *[right] droite
        }, le côté le plus long ({ $why_left } à gauche et { $why_right } à droite de la ligne centrale)
        [even_sides] premier rang, première figurine de ce lot : les deux côtés en ont { $why_left }, donc par la gauche
       *[alternating] premier rang : extrémités en alternance, cette fois la { $why_side ->
            [left] gauche
           *[right] droite
        }
    } ; on passe { $parts } ({ $skipped ->
        [one] une autre Réserve de Points de vie
       *[other] d’autres Réserves de Points de vie
    })
# Re-forming (N-4): each move, then ($parts) the next ones.
ninth-move = { $kind ->
        [rank_and_file] la figurine
        [champion] le Champion { $character }
       *[character] le Personnage { $character }
    } du rang { $from_rank }, colonne { $from_file } au rang { $to_rank }, colonne { $to_file }
ninth-move-then = { $kind ->
        [rank_and_file] la figurine
        [champion] le Champion { $character }
       *[character] le Personnage { $character }
    } du rang { $from_rank }, colonne { $from_file } au rang { $to_rank }, colonne { $to_file } ; { $parts }
ninth-re-forms = { $unit } se reforme en une formation viable : { $parts }
# Unstable (N-7): each Health Pool's share, then ($parts) the next ones or the rule.
ninth-pool-name = { $pool ->
        [rank_and_file] la Troupe
        [champion] le Champion { $character }
       *[character] le Personnage { $character }
    }
ninth-unstable-rule = la Troupe d’abord, puis le Champion, puis les Personnages de façon aussi égale que possible
# $parts: the Health Pools a tie between Characters goes to, in turn.
ninth-unstable-tie = la Troupe d’abord, puis le Champion, puis les Personnages de façon aussi égale que possible ; une égalité entre Personnages va à { $parts }{ $order ->
        [owner] {" "}(dans l’ordre du propriétaire)
       *[unit] {" "}(dans l’ordre de l’Unité)
    }, tour à tour
ninth-unstable-share = { $losses } { $pool ->
        [rank_and_file] à la Troupe
        [champion] au Champion { $character }
       *[character] au Personnage { $character }
    } — { $parts }
ninth-unstable-share-then = { $losses } { $pool ->
        [rank_and_file] à la Troupe
        [champion] au Champion { $character }
       *[character] au Personnage { $character }
    }, { $parts }
ninth-unstable = Instable : { $losses } { $losses ->
        [one] Point de vie perdu
       *[other] Points de vie perdus
    }, sans sauvegarde : { $parts }
ninth-unit-excess = { $excess } { $excess ->
        [one] perte excédentaire de Point de vie ignorée
       *[other] pertes excédentaires de Points de vie ignorées
    } : { $unit } n’avait plus que { $left } { $left ->
        [one] Point de vie
       *[other] Points de vie
    }
# The Ninth Age's refusals.
ninth-refused-choose-excess = { $excess } des { $total } pertes { $excess ->
        [one] est excédentaire
       *[other] sont excédentaires
    } : le joueur attaquant doit choisir quelles attaques { $excess ->
        [one] l’ont causée
       *[other] les ont causées
    }
ninth-refused-pool-empty = { $pool ->
        [rank_and_file] la Réserve de Points de vie de la Troupe de { $unit }
        [champion] la Réserve de Points de vie du Champion { $character }{ $character_s ->
           *[other] {""}
        }
       *[character] la Réserve de Points de vie du Personnage { $character }{ $character_s ->
           *[other] {""}
        }
    } n’a plus de figurines
ninth-refused-unit-empty = { $unit } n’a plus de figurines

## The campaign's sentences
# (Messages of this group follow this line.)
# The rosters on this device after a Confirm or its Undo: each note said, then joined
# by campaign-rosters-note-separator.
campaign-rosters-note-separator = {" "}
campaign-rosters-confirmed = Les deux listes de bande sont à jour sur cet appareil.
campaign-rosters-both-deleted = Les deux listes de bande ont été supprimées de cet appareil depuis leur première confirmation : aucune n’est réécrite.
campaign-rosters-one-deleted = Une liste de bande a été supprimée de cet appareil depuis sa première confirmation : elle reste supprimée ; l’autre est à jour.
campaign-rosters-changed-since = Une liste de bande a été modifiée sur cet appareil après la confirmation de cet après-bataille : elle n’a pas été remise comme avant.
campaign-rosters-deleted-since = Une liste de bande a été supprimée de cet appareil après la confirmation de cet après-bataille : elle reste supprimée.
campaign-rosters-put-back = Les listes de bande de cet appareil sont revenues à leur état d’avant cet après-bataille.
# The aftermath screens. A lost model's story: its sentences, joined by
# campaign-story-separator; a verdict after a roll: each model rolled for ($name) with
# its $story, joined by campaign-story-models-separator.
campaign-story-separator = {"; "}
campaign-story-models-separator = {" · "}
campaign-story-of = { $name } : { $story }
campaign-story-unrecoverable = tuée de façon irrécupérable : morte (W-2)
campaign-story-awaiting-recovery = en attente du jet de Récupération
campaign-story-awaiting-fate = en attente du jet de Destin des Pertes
campaign-story-recovery = Récupération { $die } (il fallait { $number } ou moins) : { $result ->
        [dead] morte
        [survived] survit
       *[trooper] survit (les Soldats ne lancent pas de Destin des Pertes)
    }
campaign-story-fate = Destin des Pertes { $die } : { $fate ->
        [full_recovery] Récupération complète
        [wounded] Blessée
        [badly_wounded] Grièvement blessée
        [bitter_enemy] Ennemi juré
        [captured] Capturée
       *[miraculous_recovery] Récupération miraculeuse
    }
# $parts: the Wound's notes.
campaign-story-wound = { $location ->
        [chest_wound] Blessure à la poitrine
        [leg_wound] Blessure à la jambe
        [arm_wound] Blessure au bras
        [blinded_in_one_eye] Borgne
        [head_wound] Blessure à la tête
        [ear_wound] Blessure à l’oreille
        [shell_shock] Choc traumatique
       *[hand_wound] Blessure à la main
    } ({ $parts })
campaign-story-wound-bare = { $location ->
        [chest_wound] Blessure à la poitrine
        [leg_wound] Blessure à la jambe
        [arm_wound] Blessure au bras
        [blinded_in_one_eye] Borgne
        [head_wound] Blessure à la tête
        [ear_wound] Blessure à l’oreille
        [shell_shock] Choc traumatique
       *[hand_wound] Blessure à la main
    }
campaign-story-wounds-to-go = encore { $owed } { $owed ->
        [one] jet
       *[other] jets
    } sur la Table des Blessures
campaign-story-retired-blind = retirée aveugle
campaign-story-captive = { $how ->
        [exchanged] échangée
        [bought_back] rachetée
        [executed] exécutée
        [own] captive, en attente des autres jets de son camp
       *[other] captive, en attente de l’autre camp
    }
# Why the next roll is owed ($apostrophe: how English writes $force's possessive; one
# form here).
campaign-why-recovery = { $name } : perte pendant la bataille ; le résultat pour { $force }{ $apostrophe ->
       *[any] {""}
    } est { $outcome ->
        [crushing_victory] Victoire écrasante
        [victory] Victoire
        [pyrrhic_victory] Victoire à la Pyrrhus
        [noble_loss] Défaite honorable
       *[annihilated] Anéantissement
    } : { $name } survit sur { $number } ou moins{ $undead ->
        [yes] {" "}(+{ $bonus } : Mort-vivant)
       *[no] {""}
    } (W-1, W-2)
campaign-why-fate = { $name } a survécu et est { $kind ->
        [leader] un Chef
        [individual] un Individu
        [hero] un Héros
        [specialist] un Spécialiste
       *[trooper] un Soldat
    } ; { $kind ->
        [trooper] sa liste de bande garde le sort des soldats
       *[other] les Chefs, Individus, Héros et Spécialistes lancent pour leur sort
    } (W-3)
campaign-why-wound = { $name } : { $fate ->
        [full_recovery] Récupération complète
        [wounded] Blessée
        [badly_wounded] Grièvement blessée
        [bitter_enemy] Ennemi juré
        [captured] Capturée
       *[miraculous_recovery] Récupération miraculeuse
    } : jet { $done } sur { $rolls } sur la Table des Blessures (W-4)
# A lost model's story (W-1 to W-6): $name is the model's, $force a roster's; a table's
# result is a key ($kind, $outcome, $fate, $location, $table, $status).
campaign-roll-fate = { $name } est { $kind ->
        [leader] un Chef
        [individual] un Individu
        [hero] un Héros
        [specialist] un Spécialiste
       *[trooper] un Soldat
    } : lancez sur la table du Destin des Pertes
campaign-owes-wound-rolls = { $name } doit encore { $owed } { $owed ->
        [one] jet
       *[other] jets
    } sur la Table des Blessures
# $bonus: what Undead add to the Recovery Number, if $undead is yes.
campaign-recovery = { $name } obtient { $die } à la Récupération, il faut { $number } ou moins ({ $outcome ->
        [crushing_victory] Victoire écrasante
        [victory] Victoire
        [pyrrhic_victory] Victoire à la Pyrrhus
        [noble_loss] Défaite honorable
       *[annihilated] Anéantissement
    }{ $undead ->
        [yes] , +{ $bonus } Mort-vivant
       *[no] {""}
    }) : { $result ->
        [survives] survit
       *[dies] meurt
    }
campaign-trooper-no-fate = { $name } est un Soldat : pas de jet de Destin des Pertes (la liste de bande ne garde pas le sort des soldats)
# $hate and $ep: what a Bitter Enemy and a Miraculous Recovery give.
campaign-fate = { $name } obtient { $die } au Destin des Pertes : { $fate ->
        [full_recovery] Récupération complète (les blessures étaient bien moins graves qu’elles ne paraissaient)
        [wounded] Blessée (un jet sur la Table des Blessures)
        [badly_wounded] Grièvement blessée (3 jets sur la Table des Blessures)
        [bitter_enemy] Ennemi juré (gagne Haine : { $hate } contre la force ennemie)
        [captured] Capturée (détenue par l’ennemi jusqu’à échange ou rachat)
       *[miraculous_recovery] Récupération miraculeuse (se rétablit et gagne +{ $ep } PE)
    }
campaign-effect-hate = Haine : { $hate } contre { $force }
campaign-effect-miracle = +{ $ep } PE ({ $was } -> { $now })
campaign-effect-held-by = en captivité chez { $force }
# $parts: what the fate does to the model.
campaign-effect = { $name } : { $parts }
# A Wound's notes: $stat is a characteristic's abbreviation (AR, MV...); Spot tests'
# numbers come with their signs ($was_sign, $now_sign); $parts is the next note.
campaign-note = { $note ->
        [stays_zero] { $stat ->
                [AR] Arm
                [MV] Mvt
                [ST] For
                [RC] CàD
                [LD] Cd
                [AC] Act
                [CC] CàC
               *[other] { $stat }
            } est déjà à 0 et reste à 0
        [lowered] { $stat ->
                [AR] Arm
                [MV] Mvt
                [ST] For
                [RC] CàD
                [LD] Cd
                [AC] Act
                [CC] CàC
               *[other] { $stat }
            } { $was } -> { $now }
        [spot] tests de Repérage { $was_sign ->
            [minus] -
           *[plus] +
        }{ $was } -> { $now_sign ->
            [minus] -
           *[plus] +
        }{ $now }
        [rear_cc] les attaquants venant de l’arrière gagnent +{ $now } CàC
       *[blind] les deux yeux perdus : la figurine est aveugle et quitte la liste de bande
    }
campaign-note-then = { $note ->
        [stays_zero] { $stat ->
                [AR] Arm
                [MV] Mvt
                [ST] For
                [RC] CàD
                [LD] Cd
                [AC] Act
                [CC] CàC
               *[other] { $stat }
            } est déjà à 0 et reste à 0
        [lowered] { $stat ->
                [AR] Arm
                [MV] Mvt
                [ST] For
                [RC] CàD
                [LD] Cd
                [AC] Act
                [CC] CàC
               *[other] { $stat }
            } { $was } -> { $now }
        [spot] tests de Repérage { $was_sign ->
            [minus] -
           *[plus] +
        }{ $was } -> { $now_sign ->
            [minus] -
           *[plus] +
        }{ $now }
        [rear_cc] les attaquants venant de l’arrière gagnent +{ $now } CàC
       *[blind] les deux yeux perdus : la figurine est aveugle et quitte la liste de bande
    } ; { $parts }
# $parts: the Wound's notes.
campaign-wound = { $name } obtient { $die } sur la Table des Blessures : { $location ->
        [chest_wound] Blessure à la poitrine
        [leg_wound] Blessure à la jambe
        [arm_wound] Blessure au bras
        [blinded_in_one_eye] Borgne
        [head_wound] Blessure à la tête
        [ear_wound] Blessure à l’oreille
        [shell_shock] Choc traumatique
       *[hand_wound] Blessure à la main
    } — { $parts }
campaign-blind-leaves = { $name } est aveugle et quitte la liste de bande : { $left ->
        [one] son dernier jet sur la Table des Blessures n’est pas fait
       *[other] ses { $left } autres jets sur la Table des Blessures ne sont pas faits
    }
campaign-no-outcome = { $force } : pas de résultat (personne n’a été perdu)
campaign-outcome = { $force } : { $outcome ->
        [crushing_victory] Victoire écrasante
        [victory] Victoire
        [pyrrhic_victory] Victoire à la Pyrrhus
        [noble_loss] Défaite honorable
       *[annihilated] Anéantissement
    }, { $how ->
        [chosen] choisi par les joueurs
       *[lost] d’après les figurines perdues
    } : les figurines survivent sur { $number } ou moins
# Captives (W-5): $owner is the captive's force.
campaign-captive-waiting = { $name } ({ $owner }, valeur { $value }) reste aux mains de l’ennemi, { $waiting ->
        [own] en attente des autres jets de son camp
       *[other] en attente de l’autre camp
    } : échange, rachat ou exécution une fois chaque Destin des Pertes lancé (W-5)
campaign-captive-exchanged = Échange : { $name } ({ $owner }, valeur { $value }) contre { $partner } ({ $partner_owner }, valeur { $partner_value })
campaign-captive-bought = { $owner } rachète { $name } pour { $paid } PVi (il reste { $vp_left } PVi)
campaign-captive-executed = { $owner } ne peut pas payer { $value } PVi pour { $name } (il reste { $vp_left } PVi) : exécution de { $name }
campaign-ending = { $count } { $status ->
        [active] de retour dans la bande
        [dead] { $count ->
            [one] morte
           *[other] mortes
        }
        [retired_blind] { $count ->
            [one] retirée aveugle
           *[other] retirées aveugles
        }
       *[captured] { $count ->
            [one] détenue captive
           *[other] détenues captives
        }
    }
# $parts: how the side's lost models ended, each campaign-ending.
campaign-confirmed = { $force } : { $parts } ; PVi { $vp } -> { $vp_after }
campaign-confirmed-no-losses = { $force } : aucune perte ; PVi { $vp } -> { $vp_after }
# The campaign's refusals.
campaign-refused-confirmed = cet après-bataille est confirmé ; annulez la confirmation pour le modifier
campaign-refused-nothing-owed = aucun jet n’est dû pour l’instant
campaign-refused-other-table = le prochain jet de { $name } se fait sur la table { $table ->
        [recovery] de Récupération
        [fate] du Destin des Pertes
       *[wound] des Blessures
    }, pas sur la table { $asked ->
        [recovery] de Récupération
        [fate] du Destin des Pertes
       *[wound] des Blessures
    }
campaign-refused-unrecoverable = { $name } meurt sans jet : sa mort est irrémédiable
campaign-refused-dead = { $name } a raté son jet de Récupération et meurt
campaign-refused-trooper = { $name } est un Soldat et la liste de bande ne garde pas le sort des soldats
campaign-refused-all-made = { $name } a fait tous ses jets dus ({ $fate ->
        [full_recovery] Récupération complète
        [wounded] Blessée
        [badly_wounded] Grièvement blessée
        [bitter_enemy] Ennemi juré
        [captured] Capturée
       *[miraculous_recovery] Récupération miraculeuse
    })
campaign-refused-already-rolled = { $force } a déjà lancé pour la Récupération ; annulez ces jets pour changer son résultat
campaign-refused-still-owed = { $count } { $count ->
        [one] figurine perdue doit
       *[other] figurines perdues doivent
    } encore des jets ; ensuite : { $name } sur la table { $table ->
        [recovery] de Récupération
        [fate] du Destin des Pertes
       *[wound] des Blessures
    }
# Dice typed, read out ("12, 16 and 18"): each $die, then ($parts) the rest.
campaign-die = { $die }
campaign-die-and = { $die } et { $parts }
campaign-die-then = { $die }, { $parts }
# The rolls owed, model by model: $parts are its tables; a model's last table carries
# ($parts) the next model, or what follows the list.
campaign-owed-by = { $name } : { $parts }
campaign-owed-table = { $table ->
        [recovery] Récupération
        [fate] Destin des Pertes
       *[wound] Table des Blessures
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    }
campaign-owed-table-then = { $table ->
        [recovery] Récupération
        [fate] Destin des Pertes
       *[wound] Table des Blessures
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    } ; { $parts }
campaign-owed-table-end = { $table ->
        [recovery] Récupération
        [fate] Destin des Pertes
       *[wound] Table des Blessures
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    }{ $parts }
# Ends campaign-refused-typed-too-many's list of the rolls owed (its bracket closes
# here); $parts: the dice left over.
campaign-typed-left-over = ), donc rien n’a été saisi : { $parts } { $left ->
        [one] est en trop
       *[other] sont en trop
    }
# $parts: the rolls owed, each campaign-owed-by, the last followed by campaign-typed-left-over.
campaign-refused-typed-too-many = { $typed } { $typed ->
        [one] jet saisi
       *[other] jets saisis
    }, mais { $owed } { $owed ->
        [one] était dû
       *[other] étaient dus
    } en tout ({ $parts }
# $typed: the dice to type instead, as typed; $parts: the dice typed after the blinding one.
campaign-refused-typed-after-blind = Le { $die } aveugle { $name }, qui ne fait plus de jet sur la Table des Blessures, donc rien n’a été saisi : { $parts }, saisis après, ont peut-être été lancés pour ceux-là. Saisissez { $typed }{ $then ->
        [next] {" "}d’abord, puis les jets de la figurine suivante
       *[none] {""}
    }

## The Ninth Age's screens: its overview, a Unit's card and its Actions
# (Messages of this group follow this line.)
# The abbreviation of Health Points in the Unit's texts ("3 HP"), and its full words in the legend.
ninth-page-hp-abbr = PV
ninth-page-hp-full = Points de vie
# A Character's or a Champion's name after its kind: "Character Ana".
ninth-page-kind-name = { $kind ->
    [champion] Champion { $name }
   *[character] Personnage { $name }
}
ninth-page-rank-and-file = Troupe
# The lost Health Points a Health Pool carries over (0: none).
ninth-page-carried = { $lost ->
        [0] aucun PV perdu reporté
        [one] { $lost } PV perdu reporté
       *[other] { $lost } PV perdus reportés
    }
# A model's cell in the drawing: its words when tapped or pointed at.
ninth-page-model = Figurine
ninth-page-model-hp = { $hp } PV
ninth-page-model-hp-of = { $left }/{ $hp } PV
ninth-page-model-lost = perdue
ninth-page-model-removed = { $who } : hors de combat
# $place: the model's place in the engine's words ("rank 2, file 3").
ninth-page-model-title = { $who } : { $place }, { $hp }
ninth-page-formation = { $name } : { $ranks } { $ranks ->
    [one] rang
   *[other] rangs
} de { $width } colonnes au plus
ninth-page-pools-label = Réserves de Points de vie de { $name }
ninth-page-wiped-out = anéantie
# A Health Pool's standing; $carried is ninth-page-carried.
ninth-page-pool = { $models } { $models ->
        [one] figurine
       *[other] figurines
    } à { $hp } PV, { $left } { $left ->
        [one] PV restant
       *[other] PV restants
    }, { $carried }
ninth-page-hp-per-model = { $hp } PV par figurine
ninth-page-rank-and-file-carried = Troupe : { $carried }
ninth-page-card-label = { $name }, { $carried }
ninth-page-card-destroyed = { $name }, détruite
# A Unit's row: its models in play of those it started with ("8/11 models").
ninth-page-strength = { $left }/{ $total } { $total ->
    [one] figurine
   *[other] figurines
}
ninth-page-destroyed = Détruite
ninth-page-losses = Pertes
ninth-page-full-strength = Effectif complet
ninth-page-characters = ★ { $count } { $count ->
    [one] Personnage
   *[other] Personnages
}
ninth-page-champions = ⚑ { $count } { $count ->
    [one] Champion
   *[other] Champions
}
# An attack's name until the player types one (a batch of simultaneous attacks).
ninth-page-attack-name = Attaque { $n }
# $rule: the rule's id (N-3).
ninth-page-pick-models = Touchez les figurines à retirer (sur le dessin ou ci-dessous), dans l’ordre, le rang le plus en arrière d’abord ({ $rule }). Rangs et colonnes se comptent à partir de 1 à l’avant gauche.
ninth-page-picked = Choisies : { $count } { $count ->
    [one] figurine
   *[other] figurines
}, dans l’ordre touché
ninth-page-nothing-picked = Rien de choisi pour l’instant : l’ordre par défaut s’applique.
ninth-page-clear-picks = Effacer les choix
ninth-page-first-rank-only = Il ne reste que le premier rang : ses figurines partent alternativement de chaque bout.
ninth-page-actions-label = Pertes de Points de vie pour { $name }
ninth-page-no-models-left = { $name } n’a plus de figurines.
ninth-page-loss-kind = Type de pertes
# The kinds of losses entered: Health Points as they are, an attack with Multiple Wounds, Unstable losses.
ninth-page-loss-kind-name = { $kind ->
    [mw] Blessures Multiples
    [unstable] Instable
   *[hp] Points de vie
}
ninth-page-apply-losses = Appliquer les pertes
# $pool: the Health Pool's name (ninth-page-rank-and-file or ninth-page-kind-name).
ninth-page-lost-by = Points de vie perdus par { $pool }
ninth-page-enter-to-preview = Saisissez les pertes pour un aperçu.
# $rule: the rule's id (N-5).
ninth-page-several-attacks = Plusieurs attaques simultanées (dire laquelle a causé un excédent, { $rule })
ninth-page-choose-models = Choisir les figurines qui partent (rangs derrière le premier)
# What the previewed losses leave on the Health Pool: $after is ninth-page-wiped-out or ninth-page-carried.
ninth-page-afterwards = Ensuite : { $pool } { $after }
# A Character's or Champion's Health Pool after the previewed batch: its name and the Health Points it has $left.
ninth-page-afterwards-left = Ensuite : { $pool } ({ $left } { $left ->
        [one] PV restant
       *[other] PV restants
    })
ninth-page-pool-choice = Réserve de Points de vie qui perd des Points de vie
ninth-page-pool-left = { $pool } ({ $left } { $left ->
        [one] PV restant
       *[other] PV restants
    })
ninth-page-apply-unstable = Appliquer les pertes d’Instable
ninth-page-roll-and-apply = Lancer et appliquer
ninth-page-apply-multiple-wounds = Appliquer les Blessures Multiples
# The chosen Health Pool's standing ($pool: ninth-page-pool), as a sentence.
ninth-page-pool-note = { $pool }.
ninth-page-lost-to-attack = Points de vie perdus à l’attaque { $n }
ninth-page-attack-name-label = Nom de l’attaque { $n }
# $rule: the rule's id (N-6).
ninth-page-attack-mw = L’attaque { $n } a Blessures Multiples ({ $rule })
ninth-page-remove-attack = Retirer l’attaque { $n }
ninth-page-add-attack = Ajouter une attaque
ninth-page-total-with-mw = Total : { $total } { $total ->
        [one] Point de vie
       *[other] Points de vie
    } et les attaques à Blessures Multiples
ninth-page-total = Total : { $total } { $total ->
        [one] Point de vie perdu
       *[other] Points de vie perdus
    }
# Each attack with the Health Points it costs, listed in ninth-page-total-of-attacks.
ninth-page-attack-losses = { $attack } { $losses }
ninth-page-total-of-attacks = Total : { $total } { $total ->
        [one] Point de vie perdu
       *[other] Points de vie perdus
    } ({ $attacks })
ninth-page-apply-excess = Appliquer avec ce choix
ninth-page-excess-assigned = Pertes excédentaires attribuées : { $sum } sur { $needed }
ninth-page-excess-title = Quelles attaques ont causé l’excédent ?
ninth-page-excess-about = { $pool } de { $name } n’a pu encaisser qu’une partie des { $losses } pertes. Le joueur qui attaque dit quelles attaques ont causé { $needed ->
        [one] la perte excédentaire
       *[other] les { $needed } pertes excédentaires
    } :
ninth-page-excess-from = Excédent de { $attack } (en a causé { $caused })
ninth-page-back-to-losses = Retour aux pertes
ninth-page-preview-lost = Aperçu : { $losses } { $losses ->
    [one] Point de vie perdu
   *[other] Points de vie perdus
}
ninth-page-show-afterwards = Montrer l’Unité ensuite
ninth-page-preview-of = Aperçu de { $name } après les pertes
ninth-page-preview-steps = Étapes de l’aperçu
ninth-page-enter-values-to-preview = Saisissez la valeur de chaque blessure pour un aperçu.
ninth-page-enter-wounds-to-preview = Saisissez les blessures non sauvegardées pour un aperçu.
ninth-page-app-rolls = L’app lance { $wounds ->
    [one] la valeur de la blessure
   *[other] les valeurs des { $wounds } blessures
} quand vous appliquez.
# $summary: the engine's summary of the losses.
ninth-page-preview = Aperçu : { $summary }
# The Multiple Wounds fields' labels; $attack: which attack of a batch they are for (0: no batch).
ninth-page-mw-x = Blessures Multiples (X){ $attack ->
    [0] {""}
   *[other] {" "}(attaque { $attack })
}
# The choice of a number for X (beside D3, D6 and D3+1).
ninth-page-mw-number-choice = Nombre
ninth-page-mw-number = Blessures Multiples (X), un nombre{ $attack ->
    [0] {""}
   *[other] {" "}(attaque { $attack })
}
# $die: the die rolled for the wound's value (D3, D6, D3+1).
ninth-page-wound-value = Blessure { $n } ({ $die }){ $attack ->
    [0] {""}
   *[other] {" "}(attaque { $attack })
}
ninth-page-unsaved-wounds = Blessures non sauvegardées{ $attack ->
    [0] {""}
   *[other] {" "}(attaque { $attack })
}
ninth-page-wound-values = Valeur de chaque blessure
ninth-page-enter-values = Saisir les valeurs
ninth-page-app-roll = Laisser l’app lancer
# $rule: the rule's id (N-7).
ninth-page-tie-order = Ordre des Personnages en cas d’égalité ({ $rule }), le premier prend en premier :
ninth-page-move-up = Monter { $name }
ninth-page-unstable-note = Instable : les Points de vie que { $name } perd, sans sauvegarde. Le moteur les répartit entre ses Réserves de Points de vie ({ $rule }).
ninth-page-unstable-lost = Points de vie perdus par Instable par { $name }
ninth-page-go-to = Aller à une Unité
ninth-start-hint = Touchez une Unité pour agir
ninth-page-odds-title = Chances avant de lancer
ninth-page-odds-about = Chances exactes pour { $name }, à partir de ses Points de vie reportés.
ninth-page-odds-attacks = Attaques
ninth-page-odds-hit = Pour toucher (X+)
ninth-page-odds-wound = Pour blesser (X+)
ninth-page-odds-armour = Sauvegarde d’armure (X+, 7 = aucune)
ninth-page-odds-special = Sauvegarde spéciale (X+, 7 = aucune)
ninth-page-odds-mw-none = Aucune
ninth-page-odds-working = Calcul des chances exactes…
ninth-page-odds-show = Montrer les chances
ninth-page-odds-wiped-out = Anéantie
# $mw: the attack's Multiple Wounds (2, D3, D6, D3+1).
ninth-page-odds-hp-lost = Points de vie perdus (Blessures Multiples { $mw })
ninth-page-odds-removed = Figurines retirées
# The bar chart's unit: "3 removed".
ninth-page-odds-removed-unit = { $count ->
        [one] retirée
       *[other] retirées
    }
ninth-page-odds-carried = Points de vie perdus reportés
# A new battle's form and a Unit profile's form in Muster.
ninth-page-kind = { $kind ->
    [champion] Champion
   *[character] Personnage
}
ninth-page-character-or-champion = Personnage ou Champion
ninth-page-name = Nom
ninth-page-kind-label = Type
ninth-page-rank-optional = Rang (facultatif)
ninth-page-rank-hint = 1 = devant
ninth-page-file-optional = Colonne (facultatif)
ninth-page-file-hint = 1 = gauche
ninth-page-remove-character = Retirer le Personnage
# A Unit's name until the player types one.
ninth-page-unit-name = Unité { $n }
ninth-page-formation-of = Formation de { $name }
ninth-page-unit = Unité
ninth-page-player = Joueur
ninth-page-rank-and-file-models = Figurines de la troupe
ninth-page-files = Colonnes
ninth-page-hp-per-model-label = Points de vie par figurine
ninth-page-add-character = Ajouter Personnage ou Champion
ninth-page-remove-unit = Retirer l’Unité
# A player's name until it is typed.
ninth-page-player-name = Joueur { $n }
# The battle's name until one is typed.
ninth-page-battle = Bataille
ninth-page-battle-name = Nom de la bataille
ninth-page-add-unit = Ajouter une Unité
ninth-page-start-battle = Commencer la bataille
ninth-page-cancel = Fermer
# A shared Unit profile's line in a link's preview.
ninth-page-profile-preview = { $name } ({ $models } { $models ->
    [one] figurine
   *[other] figurines
}, { $hp } { $hp ->
    [one] Point de vie
   *[other] Points de vie
})

## The campaign's screens: the roster, a model's card and its Actions
# (Messages of this group follow this line.)
# A Recovery table's outcome of a battle; $outcome: the engine's name, said when unknown.
campaign-page-outcome = { $key ->
    [Crushing-Victory] Victoire écrasante
    [Victory] Victoire
    [Pyrrhic-Victory] Victoire à la Pyrrhus
    [Noble-Loss] Défaite honorable
    [Annihilated] Anéantissement
   *[other] { $outcome }
}
# A model's kind on a warband roster (the words the roster form offers).
campaign-page-kind = { $kind ->
    [Leader] Chef
    [Individual] Individu
    [Hero] Héros
    [Specialist] Spécialiste
    [Trooper] Soldat
   *[other] { $kind }
}
# A model's standing on its roster; $status: the engine's word, said when unknown.
campaign-page-status = { $key ->
    [active] Active
    [dead] Morte
    [captured] Capturée
    [retired-blind] Retirée, aveugle
   *[other] { $status }
}
# The roll owed next: its table (by the roll's kind; $table: the engine's name of it) and the model's name.
campaign-page-roll-of = { $kind ->
    [recovery_roll] Jet de Récupération
    [fate_roll] Jet de Destin des Pertes
    [wound_roll] Jet sur la Table des Blessures
   *[other] Jet sur { $table }
} : { $name }
campaign-page-confirm = Confirmer et mettre à jour les listes
campaign-page-tables-failed = Les tables de la campagne n’ont pas pu être lues : { $reason }
# The top bar's title on the campaign aftermath's screen.
campaign-page-bar = Aftermath
campaign-page-outcomes-label = Résultat par camp
campaign-page-outcomes = Résultat de la bataille
# $rule: the rule's id (W-1).
campaign-page-from-losses = D’après les figurines perdues ({ $rule })
campaign-page-outcomes-waiting = Autres résultats : en attente du moteur…
# $number: the highest D20 a lost model survives on; $how: "chosen" by the players or worked out from the "losses".
campaign-page-outcome-text = { $outcome } : les figurines perdues survivent sur { $number } ou moins ({ $how ->
    [chosen] choisi par les joueurs
   *[losses] d’après les figurines perdues
})
campaign-page-outcome-undead = Les figurines mortes-vivantes survivent sur { $number } ou moins
campaign-page-no-outcome = Pas de résultat : aucun camp n’a perdu de figurine
campaign-page-lost = Perdues : { $lost }, l’ennemi en a perdu { $enemy }.
campaign-page-outcome-for = Résultat pour { $force }
# A row of the Recovery table; $meaning: the engine's words for when it applies.
campaign-page-recovery-row = { $outcome } : { $number } ou moins ({ $meaning })
campaign-page-undead-row = Mort-vivant : +{ $bonus }
# The table a roll is made on, as the reference under the dice names it.
campaign-page-table = { $kind ->
    [recovery_roll] La table de Récupération
    [fate_roll] La table du Destin des Pertes
    [wound_roll] La Table des Blessures
   *[other] { $table }
}
campaign-page-next-roll = Jet suivant
# Whose roll it is, and how many rolls both sides' models owe now.
campaign-page-owed = { $name } ({ $force }) · { $rolls } { $rolls ->
    [one] jet dû
   *[other] jets dus
} maintenant par { $models } { $models ->
    [one] figurine
   *[other] figurines
} des deux camps ; un résultat peut en ajouter
campaign-page-typed-fills = Chaque valeur va à : { $fills }
# $dice: the die to roll (D20).
campaign-page-roll-label = Lancez un { $dice } sur { $kind ->
    [recovery_roll] la table de Récupération
    [fate_roll] la table du Destin des Pertes
    [wound_roll] la Table des Blessures
   *[other] { $table }
} pour { $name } : touchez sa valeur.
campaign-page-before = Avant que les listes de bande changent
campaign-page-before-about = Tous les jets sont faits. Voici ce que diront les deux listes de bande ; confirmez pour les écrire sur cet appareil.
campaign-page-after-battle = { $name } après la bataille
campaign-page-rosters-after = Listes de bande après la bataille
campaign-page-confirmed = Confirmé
campaign-page-rosters-updated = Les deux listes de bande sont à jour sur cet appareil.
campaign-page-rosters-not-saved = Les listes de bande ne sont pas encore enregistrées sur cet appareil.
campaign-page-save-rosters = Enregistrer les listes de bande
campaign-page-undo-rosters = Annuler remet les listes de bande de cet appareil comme elles étaient.
campaign-page-lost-models = Figurines perdues
campaign-page-rolls-owed = jets dus
campaign-page-no-models-lost = Aucune figurine perdue.
campaign-page-captives = Captifs
# A model's extras on its roster: Spot ($sign: "+" or nothing), extra Close Combat against attackers from the rear.
campaign-page-spot = Repérage { $sign }{ $spot }
campaign-page-rear-attackers = attaquants par l’arrière +{ $cc } CàC
campaign-page-undead = Mort-vivant
# $wounds: the lasting wounds' names, as the engine's Wound table names them.
campaign-page-wounds = Blessures : { $wounds }
campaign-page-hate = Haine : { $hatreds }
# One hatred: its bonus and the warband it is for.
campaign-page-hate-for = { $hate } contre { $force }
# A roster's line: its VP (or "3→5" when it changed), models active of all, and whether Troopers roll for their fate ("yes"/"no").
campaign-page-roster-line = PVi { $vp } · { $active } { $active ->
        [one] figurine active
       *[other] figurines actives
    } sur { $models }{ $fate ->
        [yes] {" "}· les Soldats lancent pour leur destin
       *[no] {""}
    }
# A model's kind (campaign-page-kind) and value on its roster.
campaign-page-kind-value = { $kind }, valeur { $value }
campaign-page-new-model = Nouvelle figurine
campaign-page-model-name = Nom de la figurine
campaign-page-kind-label = Type
campaign-page-value = Valeur
campaign-page-status-line = État : { $status }
campaign-page-lasting-wounds = Blessures durables : { $wounds }
campaign-page-remove-model = Retirer la figurine
campaign-page-list-line = PVi { $vp } · { $active } { $active ->
        [one] active
       *[other] actives
    } sur { $models }
campaign-page-delete-ask = Supprimer { $name } définitivement ?
campaign-page-delete-yes = Oui, supprimer
campaign-page-delete-keep = La garder
campaign-page-edit = Modifier
campaign-page-edit-label = Modifier { $name }
campaign-page-duplicate = Dupliquer
campaign-page-duplicate-label = Dupliquer { $name }
campaign-page-share = Partager
campaign-page-share-label = Partager { $name }
campaign-page-delete = Supprimer
campaign-page-delete-label = Supprimer { $name }
campaign-page-models = Figurines
campaign-page-models-of = Figurines de { $name }
campaign-page-rosters = Listes de bande
campaign-page-back = ‹ Batailles
campaign-page-back-label = Retour aux batailles
campaign-page-rosters-here = Listes de bande sur cet appareil
campaign-page-no-rosters = Aucune liste de bande sur cet appareil pour l’instant.
campaign-page-new-roster = Nouvelle liste de bande
campaign-page-start-aftermath = Commencer un après-bataille
# A duplicated roster's name.
campaign-page-copy-name = { $name } (copie)
campaign-page-duplicated = Liste de bande dupliquée.
campaign-page-deleted = Liste de bande supprimée.
campaign-page-roster = Liste de bande
campaign-page-warband-name = Nom de la bande
campaign-page-troopers-fate = Les Soldats lancent aussi sur la table du Destin des Pertes
campaign-page-add-model = Ajouter une figurine
campaign-page-save-roster = Enregistrer la liste
campaign-page-cancel = Fermer
campaign-page-saved = Liste de bande « { $name } » enregistrée sur cet appareil.
campaign-page-new-aftermath = Nouvel après-bataille de campagne
# How many warband rosters this device has, when an aftermath needs two.
campaign-page-needs-two = Un après-bataille demande deux listes de bande sur cet appareil ; { $count ->
    [0] il n’y en a aucune
   *[other] il y en a { $count }
}.
campaign-page-make-rosters = Créer des listes de bande
campaign-page-warband-choice = { $name } (PVi { $vp })
campaign-page-lost-model = Perte : { $name }
# A model not in the battle: its kind, value and standing (campaign-page-status).
campaign-page-kind-value-absent = { $kind }, valeur { $value } — { $status }, hors de la bataille
campaign-page-unrecoverable = { $name } meurt sans retour possible (pas de jet de Récupération)
campaign-page-losses-of = Pertes de { $name }
# The first or the second warband of the aftermath.
campaign-page-warband = { $n ->
    [1] Première bande
   *[other] Seconde bande
}
campaign-page-marked-lost = { $count } { $count ->
    [one] figurine marquée perdue
   *[other] figurines marquées perdues
}
campaign-page-models-of-warband = Figurines de { $name }
campaign-page-pick-warbands = Choisissez les deux bandes et cochez chaque figurine perdue dans la bataille.
campaign-page-start = Commencer l’après-bataille
campaign-page-two-different = Choisissez deux bandes différentes.
# The aftermath's name: the two warbands' names.
campaign-page-battle-name = { $first } contre { $second }
# Survival chances: a side's heading with its outcome (campaign-page-outcome).
campaign-page-odds-side = { $force } ({ $outcome })
# $note: the engine's words on the model's chance.
campaign-page-survives-note = { $name } survit ({ $note })
# $settled: "yes" when the model's Recovery roll is already made.
campaign-page-survives = { $name } survit{ $settled ->
    [yes] {" "}(réglé)
   *[no] {""}
}
campaign-page-survivors = Survivants
# The bar chart's unit: "2 survive".
campaign-page-survive-unit = { $count ->
        [one] survit
       *[other] survivent
    }
campaign-page-survival-chances = Chances de survie
campaign-page-fates = Destins et captifs
# A Casualty Fate (the engine's name of it) and how many models had it.
campaign-page-fate-count = { $count } { $fate }
# A side's Casualty Fates in the report: its player and the fates (or campaign-page-no-fates).
campaign-page-side-fates = { $player } : { $fates }
# $rule: the rule's id (W-3).
campaign-page-no-fates = aucun jet de Destin des Pertes ({ $rule })
# $rule: the rule's id (W-5).
campaign-page-no-captives = Aucun captif ({ $rule }).
# A shared roster's line in a link's preview.
campaign-page-roster-preview = { $name } : { $models } { $models ->
        [one] figurine
       *[other] figurines
    }, { $vp } PVi

## Two phones
# (Messages of this group follow this line.)
two-phones-check-title = Vérifier que personne n’est entre les deux
two-phones-check-code = Les deux téléphones affichent { $code } ? Alors personne n’est entre les deux.
two-phones-check-how = Comparez ce nombre avec celui de la fiche deux téléphones de l’autre téléphone. S’ils diffèrent, quelqu’un qui avait l’invitation lit peut-être la bataille : dissociez, puis donnez une nouvelle invitation en personne, ou jouez sur le même Wi-Fi.
two-phones-check-same = Ils concordent
two-phones-check-differ = Ils diffèrent : dissocier
two-phones-check-unpaired = Dissociés : les deux téléphones affichaient des nombres différents, quelqu’un était donc peut-être entre les deux. Donnez une nouvelle invitation en personne, ou jouez sur le même Wi-Fi.

## Undo and Redo, the history's entries, and what a tap would do (previews and verdicts)
# (Messages of this group follow this line.)
verdict-morale-heading = Test de Moral : lancez { $dice } { $dice ->
        [one] dé
       *[other] dés
    }
verdict-passes = { $faces ->
        [one] Résolution { $value } : seul un 1 naturel réussit (un 1 réussit toujours, un 6 échoue toujours, C-10)
        [all_but_six] Résolution { $value } : chaque dé réussit sauf un 6 naturel (un 6 échoue toujours, C-10)
       *[at_most] Chaque dé réussit sur { $value } ou moins (un 1 réussit toujours, un 6 échoue toujours, C-10)
    }
verdict-resolve-explained = { $parts } = { $value }
# Undo on two phones. $by, $peer: the other phone's name; $what: what the action is called (history-wound-pool, ...).
history-announce-by = { $by } : { $what }
history-undo-ask = { $by } veut annuler : { $what }
history-undo-ask-label = { $by } veut annuler
history-undo-allow = Autoriser
history-undo-refuse = Refuser
history-undo-asking = Demande à { $peer } l'autorisation d'annuler : { $what }
history-undo-allowed = { $peer } est autorisé à annuler.
history-undo-refused = Annulation de { $peer } refusée ; rien n'a changé.
history-undo-not-connected = Impossible de demander à { $peer } : les téléphones ne sont pas connectés. Rien n'a changé.
history-undo-unanswered = { $peer } n'a pas répondu s'il fallait annuler { $what }. Rien n'a changé.
history-undo-refused-by = { $peer } a refusé d'annuler : { $what }. Rien n'a changé.
# Why Undo, Redo or an action is refused by the history itself (said with its rule id, "history").
history-nothing-to-undo = il n'y a rien à annuler
history-nothing-to-redo = il n'y a rien à rétablir
history-too-many-actions = une partie compte au plus { $most } actions
# What an action is called: the step log's entry, Undo's and Redo's buttons and the preview. Names are as the players wrote them. $named: whether the pool names the Regiment it came from ($source).
history-wound-pool = Réserve de Blessures de { $wounds }{ $named ->
        [yes] {" "}venant de { $source }
       *[no] {""}
    }{ $arc ->
        [flank] {" "}(flanc)
        [rear] {" "}(arrière)
       *[front] {""}
    } sur { $regiment }{ $morale ->
        [no] {" "}(pas de Tests de Moral)
       *[yes] {""}
    }
# $dice and $rerolls: the dice as typed, digits joined by commas.
history-morale-test = Test de Moral de { $regiment } : { $rolled ->
        [no] lancé par l'appli
       *[yes] { $dice }
    }{ $rerolled ->
        [yes]  ; relancé { $rerolls }
       *[no] {""}
    }
# A number given as -1 is one the app rolls ("a roll", "?").
history-heal = Soin de { $points ->
        [-1] un jet
       *[other] { $points }
    }{ $source ->
        [regeneration] {" "}(Régénération)
        [fanatical_devotion] {" "}(Dévotion Fanatique)
        [biotic_renewal] {" "}(Renouveau Biotique)
       *[none] {""}
    } sur { $regiment }{ $room ->
        [no] {" "}(pas de place)
       *[yes] {""}
    }
history-character-wounds = { $wounds } { $wounds ->
            [one] Blessure
           *[other] Blessures
        } sur { $character } de { $regiment }
history-rally = { $regiment } se Rallie
history-new-round = Nouveau Round
history-active-player = Joueur Actif : { $player }
# A Stand's place: its rank and file, as the step log says it.
history-contacts = Contacts de { $regiment }, Stand au { $rank ->
            [front] premier rang
            [rear] dernier rang
           *[nth] rang { $rank_n }{ $rank_ord ->
               *[other] {""}
            }
        }{ $file ->
            [left] , extrémité gauche
            [right] , extrémité droite
            [centre] , centre
            [from_left] , { $file_n } depuis la gauche{ $file_ord ->
               *[other] {""}
            }
            [from_right] , { $file_n } depuis la droite
           *[none] {""}
        }
history-contacts-stand-id = Contacts de { $regiment }, { $stand }
history-place = { $regiment } déplacé en ({ NUMBER($x, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
            [in] ″
           *[mm] {" "}mm
        }, { NUMBER($y, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
            [in] ″
           *[mm] {" "}mm
        }), orienté à { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
history-charge = { $regiment } Charge { $edge ->
       *[front] le front
        [left] le flanc gauche
        [right] le flanc droit
        [rear] l'arrière
    } de { $enemy }
history-bravery = { $regiment } utilise Bravoure
history-decay = Décomposition { $x } sur { $regiment }
# One attack of a batch ($name as the players wrote it), listed by history-attacks.
history-attack = { $name } ({ $losses ->
        [-1] ?
       *[other] { $losses }
    }{ $mw ->
        [rolled] , Blessures Multiples { $x } : lancé par l'appli
        [values] , Blessures Multiples { $x } : { $values }
        [empty] , Blessures Multiples { $x } : aucune
       *[no] {""}
    })
history-attacks = { $parts }
# $listed: the batch names its attacks ($parts); $excess: which attacks caused the excess, names and numbers as written.
history-hp-lost = { $losses ->
        [-1] ?
       *[other] { $losses }
    } PV perdus par { $unit } ({ $pool ->
        [rank_and_file] Troupes de base
        [champion] Champion { $character }
        [character] Personnage { $character }
       *[unknown] { $character }
    }){ $mw ->
        [rolled] {" "}— Blessures Multiples { $x } : lancé par l'appli
        [values] {" "}— Blessures Multiples { $x } : { $values }
        [empty] {" "}— Blessures Multiples { $x } : aucune blessure non sauvegardée
       *[no] {""}
    }{ $listed ->
        [yes] {" "}— attaques : { $parts }
       *[no] {""}
    }{ $has_excess ->
        [yes] ; excédent venant de { $excess }
       *[no] {""}
    }
history-unstable = Instable : { $losses } PV perdus par { $unit }
history-roll = Jet de { $table ->
        [recovery] Récupération
        [fate] Destin des Pertes
       *[wound] Table des Blessures
    } pour { $model } : { $die ->
        [-1] lancé par l'appli
       *[other] { $die }
    }
history-wound-rolls = Jets sur la Table des Blessures pour { $model } : { $dice }
# Rolls typed in one go, a chain: $named says the model's name where its rolls begin; $next is how the next roll ($parts) follows: same model (", "), another ("; "), or none.
history-typed-roll = { $named ->
        [yes] { $model }{" "}
       *[no] {""}
    }{ $table ->
        [recovery] Récupération
        [fate] Destin des Pertes
       *[wound] Table des Blessures
    } { $die }{ $next ->
        [same] , { $parts }
        [then] ; { $parts }
       *[end] {""}
    }
history-typed-rolls = Jets saisis : { $parts }
history-outcome = { $force } : issue { $outcome ->
        [crushing_victory] Victoire écrasante
        [victory] Victoire
        [pyrrhic_victory] Victoire à la Pyrrhus
        [noble_loss] Défaite honorable
        [annihilated] Anéantissement
       *[lost] d'après les figurines perdues (W-1)
    }
history-confirm = Confirmé : listes mises à jour
# What an action did, in one line (also what a preview says it would do).
verdict-done = Fait
# A verdict's parts are a chain: $next says how the rest ($parts) follows this part: then ("; "), to (" -> ", what came of it), or end.
verdict-wounds-suffered = { $n } { $n ->
            [one] Blessure subie
           *[other] Blessures subies
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-wounds-healed = { $n } { $n ->
            [one] Blessure soignée
           *[other] Blessures soignées
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-no-room = Pas de place pour restaurer un Stand : { $lost } { $lost ->
            [one] Point de Soin perdu
           *[other] Points de Soin perdus
        } (C-9){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-unused = { $n } { $n ->
            [one] Point de Soin inutilisé
           *[other] Points de Soin inutilisés
        } : trop peu pour restaurer un Stand (C-8){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-nothing-to-heal = Rien à soigner : aucun Marqueur de Blessure et aucun Stand à restaurer (C-7){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-bravery = Bravoure : n'est plus Brisé{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-rallied = Rallié{ $broken ->
        [yes]  : n'est plus Brisé
       *[no] {""}
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-placed = { $how ->
        [off] Pas sur la table
        [placed] Placé sur la table, orienté à { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
        [moved] Déplacé
        [turned] Tourné vers { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
        [moved_turned] Déplacé et tourné vers { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
       *[stays] Reste où il était
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-character-wounded = Personnage Blessé{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-character-removed = Personnage retiré : { $names }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-stands-lost = { $n } { $n ->
            [one] Stand perdu
           *[other] Stands perdus
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-stands-lost-with = { $n } { $n ->
            [one] Stand perdu
           *[other] Stands perdus
        } avec { $names }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-stands-restored = { $n } { $n ->
            [one] Stand restauré
           *[other] Stands restaurés
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-status = { $status ->
        [shattered] ABATTU
       *[destroyed] DÉTRUIT
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-broken = BRISÉ ({ $lost } sur { $baseline } ce Round){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-steady = Tient bon : { $lost } sur { $baseline } Stands, en comptant { $names } (C-3) : Brisé à { $threshold }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-morale-due = Test de Moral à passer : { $dice } { $dice ->
            [one] dé
           *[other] dés
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
# $terrifying and $phalanx moved the Resolve; $arc: the Wounds came from the flank or rear, $rerolled the passes re-rolled there (-1: none, Iron Discipline); $oblivious: the failures caused $wounds Wounds.
verdict-morale = Moral : { $dice } { $dice ->
            [one] dé
           *[other] dés
        } contre Résolution { $resolve }{ $terrifying ->
        [0] { $phalanx ->
                [yes] {" "}(Phalange +1)
               *[no] {""}
            }
       *[other] {" "}(Terrifiant -{ $terrifying }{ $phalanx ->
                [yes] , Phalange +1
               *[no] {""}
            })
    }{ $arc ->
        [flank] , depuis le flanc : { $rerolled ->
                [-1] pas de relance (Discipline de Fer)
               *[other] { $rerolled ->
            [one] { $rerolled } relancé
           *[other] { $rerolled } relancés
        }
            }
        [rear] , depuis l'arrière : { $rerolled ->
                [-1] pas de relance (Discipline de Fer)
               *[other] { $rerolled ->
            [one] { $rerolled } relancé
           *[other] { $rerolled } relancés
        }
            }
       *[none] {""}
    } -> { $failed ->
            [one] { $failed } échec
           *[other] { $failed } échecs
        }{ $indomitable ->
        [0] {""}
       *[other] {" "}(Indomptable : { $indomitable ->
            [one] { $indomitable } réussi
           *[other] { $indomitable } réussis
        })
    }{ $oblivious ->
        [yes] : { $wounds } { $wounds ->
                [one] Blessure
               *[other] Blessures
            } (Inconscient)
       *[no] {""}
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-charged = A chargé : { $stands } { $stands ->
            [one] Stand
           *[other] Stands
        } contre { $enemy_stands } en contact
verdict-round-begins = Le Round { $round } commence
verdict-active-player = { $player } est le Joueur Actif
# $end: the Unit destroyed, its Health Pool wiped out, or the HP carried over.
verdict-hp-lost = { $unstable ->
        [yes] Instable :{" "}
       *[no] {""}
    }{ $losses } PV perdus : { $removed } { $removed ->
            [one] figurine retirée
           *[other] figurines retirées
        } ; { $end ->
        [destroyed] { $unit } détruite
        [wiped_out] { $pool ->
            [rank_and_file] la Réserve de Points de vie des troupes de base de { $unit }
            [champion] la Réserve de Points de vie du Champion { $character }{ $character_s ->
               *[other] {""}
            }
           *[character] la Réserve de Points de vie du Personnage { $character }{ $character_s ->
               *[other] {""}
            }
        } anéantie
       *[carried] { $carried } PV reportés
    }
# A Character's or Champion's own Health Pool still standing: its name and what it has $left of its $hp Health Points.
verdict-hp-left = { $unstable ->
        [yes] Instable :{" "}
       *[no] {""}
    }{ $losses } { $losses ->
            [one] PV perdu
           *[other] PV perdus
        } ; { $character } : { $left } { $left ->
            [one] PV restant
           *[other] PV restants
        } sur { $hp }
# Dice of a Morale Test judged as they go in: the failures so far; $first: the first roll's, while its passes are re-rolled (-1: not re-rolling).
verdict-so-far = { $failed } { $failed ->
            [one] échec
           *[other] échecs
        } pour l'instant{ $first ->
        [-1] {""}
       *[other] {" "}({ $first } au premier jet)
    }
verdict-reroll-heading = Test de Moral : relancez { $passes } { $passes ->
            [one] dé
           *[other] dés
        }
verdict-reroll-text = Premier jet { $dice } : relancez { $passes } { $passes ->
            [one] dé réussi
           *[other] dés réussis
        } (C-23)
verdict-reroll-label = Relancez { $passes } { $passes ->
            [one] dé réussi
           *[other] dés réussis
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
        [stands_lost] Stands perdus
        [wounds_lost] Blessures perdues
        [stands_restored] Stands rétablis
        [hp_lost] Points de vie perdus
        [recovered] De retour dans la bande
        [dead] Morts
        [retired] Retirés aveugles
        [owed] Encore à lancer
       *[models_lost] Figurines perdues
    }
# What a side's luck chart counts (its bad results, plural).
report-line-bad = { $kind ->
        [morale] dés de Moral ratés
        [dice] mauvais résultats
        [multiple_wounds] Points de vie perdus aux Blessures Multiples
       *[recovery] morts à la Récupération
    }
report-line-round = Round { $round }
report-line-whole-battle = Toute la bataille
report-line-the-battle = La bataille
# The campaign's Recovery rolls, as the time they were made.
report-line-recovery = Récupération
report-line-title-conquest = Bataille de Conquest, Round { $round }
report-line-title-ninth-age = Bataille de The Ninth Age
report-line-title-campaign = Après-bataille de campagne { $confirmed ->
        [yes] (confirmé)
       *[no] (en cours)
    }
# A Regiment's, Unit's or warband's strength: $name, its figures ($parts) and its state.
report-line-strength = { $name } : { $parts }{ $status ->
        [broken] {" "}(Brisé)
        [shattered] {" "}(Abattu)
        [destroyed] {" "}(détruit)
       *[none] {""}
    }
report-line-figure = { $figure ->
        [stands] Stands
        [wounds] Blessures
        [models] figurines
        [hp] Points de vie
       *[warband] figurines dans la bande
    } { $now } sur { $start }
# Stands counting a Regiment's Characters (C-3).
report-line-figure-characters = Stands (dont ★ { $characters } { $characters ->
        [one] Personnage
       *[other] Personnages
    }) { $now } sur { $start }
# A side's losses: $player, then the first item ($parts), each item holding the next.
report-line-losses = { $player } : { $parts }
report-line-loss-count = { $measure ->
        [stands_lost] Stands perdus
        [wounds_lost] Blessures perdues
        [stands_restored] Stands rétablis
        [hp_lost] Points de vie perdus
        [recovered] De retour dans la bande
        [dead] Morts
        [retired] Retirés aveugles
        [owed] Encore à lancer
       *[models_lost] Figurines perdues
    } { $count }{ $more ->
        [yes] ; { $parts }
       *[no] {""}
    }
# $names: the Regiments or Units, as named, a comma between.
report-line-loss-mark = { $mark ->
        [broken] Brisés
        [shattered] Abattus
       *[destroyed] Détruits
    } : { $names }{ $more ->
        [yes] ; { $parts }
       *[no] {""}
    }
# Who lost more: $more lost more than $fewer, by $measure.
report-line-lead-more = { $more } a perdu plus de { $measure ->
        [stands_lost] Stands
        [wounds_lost] Blessures
        [hp_lost] Points de vie
       *[models_lost] figurines
    } : { $high } contre { $low } ({ $diff } de plus que { $fewer })
report-line-lead-none = Aucun camp n’a encore perdu de { $measure ->
        [stands_lost] Stands
        [wounds_lost] Blessures
        [hp_lost] Points de vie
       *[models_lost] figurines
    }
# Even on the first measure; $parts says who lost more by the next.
report-line-lead-even-on = Égalité en { $measure ->
        [stands_lost] Stands
        [wounds_lost] Blessures
        [hp_lost] Points de vie
       *[models_lost] figurines
    } ({ $count } chacun) ; { $parts }
report-line-lead-even = Égalité : chaque camp a perdu { $count } { $measure ->
        [stands_lost] { $count ->
            [one] Stand
           *[other] Stands
        }
        [wounds_lost] { $count ->
            [one] Blessure
           *[other] Blessures
        }
        [hp_lost] { $count ->
            [one] Point de vie
           *[other] Points de vie
        }
       *[models_lost] { $count ->
            [one] figurine
           *[other] figurines
        }
    }
# The tail a side's luck quotes: $actual or fewer bad results, or more.
report-line-quote = { $actual } { $quote ->
        [fewer] ou moins
       *[more] ou plus
    }
report-line-side-none = { $player } : aucun { $kind ->
        [morale] dé de Moral lancé
        [dice] dé lancé
        [multiple_wounds] dé de Blessures Multiples lancé
        [recovery] jet de Récupération lancé
       *[none] jet lancé
    }
# A side's luck: $actual bad results of $dice dice, $expected expected; $parts is the
# tail quoted (report-line-quote) and its chance; the verdict.
report-line-side-luck = { $player } : { $actual } { $kind ->
        [morale] { $actual ->
            [one] dé de Moral raté
           *[other] dés de Moral ratés
        }
        [dice] { $actual ->
            [one] mauvais résultat
           *[other] mauvais résultats
        }
        [multiple_wounds] { $actual ->
            [one] Point de vie perdu aux Blessures Multiples
           *[other] Points de vie perdus aux Blessures Multiples
        }
       *[recovery] { $actual ->
            [one] mort à la Récupération
           *[other] morts à la Récupération
        }
    } sur { $dice }{ $kind ->
        [dice] {" "}dés
       *[other] {""}
    } (attendu { NUMBER($expected, maximumFractionDigits: 1, useGrouping: 0) }) ; { $parts } : { $bound ->
        [below] <{ NUMBER($percent, maximumFractionDigits: 1) } %
        [above] >{ NUMBER($percent, maximumFractionDigits: 1) } %
        [tenths] { NUMBER($percent, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
       *[none] { NUMBER($percent, maximumFractionDigits: 0) } %
    } ({ $verdict ->
        [lucky] chanceux
        [unlucky] malchanceux
       *[as_expected] à peu près comme prévu
    })
report-line-these = batailles avec ces { $kind ->
        [morale] dés de Moral
        [dice] dés
        [multiple_wounds] dés de Blessures Multiples
       *[recovery] jets de Récupération
    }
# Where a side's total stands: better or worse than $share (in percent) of
# $parts (report-line-these).
report-line-standing = { $verdict ->
        [unlucky] Malchanceux : pire que { NUMBER($share, maximumFractionDigits: 1) } % des { $parts }
        [lucky] Chanceux : mieux que { NUMBER($share, maximumFractionDigits: 1) } % des { $parts }
       *[as_expected] À peu près comme prévu pour des { $parts }
    }
# The least likely roll: when ($period, $round), who, whose, what ($parts), its chance.
report-line-swing = { $period ->
        [round] Round { $round }
        [whole] Toute la bataille
        [battle] La bataille
       *[recovery] Récupération
    }, { $who } ({ $player }) : { $parts } ; { $how ->
        [better] aussi bien ou mieux
       *[worse] aussi mal ou pire
    } : { $bound ->
        [below] <{ NUMBER($percent, maximumFractionDigits: 1) } %
        [above] >{ NUMBER($percent, maximumFractionDigits: 1) } %
        [tenths] { NUMBER($percent, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
       *[none] { NUMBER($percent, maximumFractionDigits: 0) } %
    }
report-line-none-to-judge = Pas encore de { $kind ->
        [morale] dés de Moral
        [dice] dés
        [multiple_wounds] dés de Blessures Multiples
       *[recovery] jets de Récupération
    } à juger.
report-line-every-roll = { $kind ->
        [morale] Chaque Test de Moral
        [dice] Chaque jet
        [multiple_wounds] Chaque jet de Blessures Multiples
       *[recovery] Chaque jet de Récupération
    } ({ $count })
# The page's word for a roll's verdict beside it.
report-line-verdict = { $verdict ->
        [lucky] chanceux
        [unlucky] malchanceux
       *[other] à peu près comme prévu
    }
# The summary to paste into a chat: its first line ($name the players' own name for the
# game, if $named; $parts the report's title).
report-line-summary-head = { $named ->
        [yes] { $name } ({ $parts })
       *[no] { $parts }
    } : { $first } contre { $second }
report-line-summary-now = Maintenant : { $parts }
report-line-summary-luck = Chance ({ $rule }, probabilités exactes) :
report-line-summary-swing = Jet le moins probable : { $parts }
report-line-made-with = Fait avec Aftermath
# Conquest's judged rolls (C-12, C-23, C-29); $rerolled: the passes re-rolled, 0 for none.
report-line-conquest-morale = Test de Moral, { $dice } { $dice ->
        [one] dé
       *[other] dés
    } contre Résolution { $resolve }{ $rerolled ->
        [0] {""}
       *[other] , { $rerolled ->
            [one] { $rerolled } relancé
           *[other] { $rerolled } relancés
        }
    } : { $failed ->
            [one] { $failed } raté
           *[other] { $failed } ratés
        }
report-line-conquest-decay = Décomposition { $x }, { $dice } { $dice ->
        [one] dé
       *[other] dés
    } : { $wounds } × 5 ou 6
report-line-conquest-biotic = Renouveau Biotique, un D{ $sides } : { $points ->
            [one] { $points } soigné
           *[other] { $points } soignés
        }, { $short } de moins que { $sides }
report-line-conquest-no-tests = Aucun Test de Moral n’a été lancé dans cette bataille : il n’y a pas de chance à juger (C-12).
report-line-conquest-rolled-none = { $player } n’a lancé aucun { $kind ->
        [morale] Test de Moral.
       *[dice] dé.
    }
report-line-conquest-test-owed = { $regiment } ({ $player }) : 1 Test de Moral encore à lancer ({ $dice } { $dice ->
        [one] dé
       *[other] dés
    }), pas encore jugé (C-12).
report-line-ninth-age-cannot-judge = Les pertes de The Ninth Age sont saisies en Points de vie perdus, pas lancées ici : l’application n’a aucun dé de cette bataille, le rapport montre donc ce que chaque camp a perdu mais ne peut pas juger la chance de quiconque (N-2).
report-line-ninth-age-no-rounds = Les Rounds ne sont pas enregistrés pour The Ninth Age : les pertes valent pour toute la bataille.
report-line-ninth-age-only-multiple-wounds = Seuls les dés de Blessures Multiples sont jugés (N-6) : les autres pertes sont saisies en Points de vie perdus, pas lancées ici (N-2).
# A Multiple Wounds roll judged (N-6): $x as the player wrote it; the Health Pool as in
# ninth-pool-loses.
report-line-ninth-age-multiple-wounds = Blessures Multiples { $x }, { $wounds } { $wounds ->
        [one] blessure non sauvegardée
       *[other] blessures non sauvegardées
    } sur { $pool ->
        [rank_and_file] la Réserve de Points de vie de la Troupe de { $unit }
        [champion] la Réserve de Points de vie du Champion { $character }{ $character_s ->
           *[other] {""}
        }
       *[character] la Réserve de Points de vie du Personnage { $character }{ $character_s ->
           *[other] {""}
        }
    } : { $cost } Points de vie
report-line-campaign-recovery-roll = Jet de Récupération { $die }, { $number } ou moins requis : { $dead ->
        [yes] mort
       *[no] survécu
    }
report-line-campaign-fate-count = { $count } × { $fate ->
        [full_recovery] Récupération complète
        [wounded] Blessée
        [badly_wounded] Grièvement blessée
        [bitter_enemy] Ennemi juré
        [captured] Capturée
       *[miraculous_recovery] Récupération miraculeuse
    }
# $parts: the fates (report-line-campaign-fate-count).
report-line-campaign-fates = Destins ({ $warband }, W-3) : { $parts }
report-line-campaign-captive = Captifs (W-5) : { $parts }
report-line-campaign-no-rolls = Aucun jet de Récupération pour l’instant : il n’y a pas de chance à juger (W-2).
report-line-campaign-dead-unrolled = { $warband } : { $count ->
        [one] { $count } figurine tuée de façon irrécupérable, morte sans jet (W-2), non comptée
       *[other] { $count } figurines tuées de façon irrécupérable, mortes sans jet (W-2), non comptées
    } comme chance.
# A profile pack's one button: its $count profiles of $faction (as the pack names it).
report-line-pack-offer = Ajouter { $count } { $count ->
        [one] profil
       *[other] profils
    } de { $faction }
# The examples on the home screen: the rule texts' worked examples (names of Regiments
# as the rules name them).
example-men-at-arms-title = Men-at-Arms (Blessures 4)
example-men-at-arms-about = Chapitre 5 : une Réserve de Blessures de 2, puis une de 6 sur un Régiment de Blessures 4.
example-household-knights-title = Cavalry et Household Knights (Blessures 4)
example-household-knights-about = Chapitre 5 : la Cavalry subit deux fois 5 Blessures ; les Household Knights se Soignent de 6.
example-press-the-attack-title = Pousser l’Attaque (Fig. 6.1)
example-press-the-attack-about = Chapitre 6 : A combat l’arrière de B. Une Réserve de Blessures de 3 retire le dernier rang de B ; A est Isolé et repoussé au contact.
example-morale-title = Militia (Résolution 2) et Order of the Crimson Tower (Résolution 4)
example-morale-about = Chapitre 6 : la Militia obtient 1, 2, 3, 3, 6 ; la Crimson Tower obtient 1, 3, 6.

## What was wrong: a list, a file, a link, a backup or the device's data
# (Messages of this group follow this line.)
# A pasted list's refusals (a system's plain-text export); $line: the line's number, $rest: the place inside the line as the list names it, or empty.
list-reader-at-line = texte, ligne { NUMBER($line, useGrouping: 0) }{ $rest } : { $parts }
list-reader-in-text = texte{ $rest } : { $parts }
# The name of a list's format, in the import's summary.
list-reader-para-bellum-text = Texte du créateur d’armée Para Bellum
list-reader-too-many-lines = compte { NUMBER($count, useGrouping: 0) } lignes ; au plus { NUMBER($most, useGrouping: 0) }
list-reader-line-too-long = fait { NUMBER($length) } caractères ; une ligne en fait au plus { NUMBER($most) }
list-reader-no-regiment-line = ne contient aucune ligne de Régiment ( * Nom (Stands) ...) : ce n’est pas un export du créateur d’armée Para Bellum
# Why a pasted line was not read (the rest of the list imports); $name: a Character's or a Regiment's name as the list writes it.
list-reader-before-first-character = vient avant le premier Personnage et n’est ni le nom de la liste, ni sa faction, ni sa règle d’armée
list-reader-not-a-regiment-line = n’est pas une ligne de Régiment : * Nom (Stands) [points] : améliorations
list-reader-not-a-list-line = n’est ni une ligne de Personnage (== Nom [points] : améliorations) ni une ligne de Régiment (* Nom (Stands) [points] : améliorations)
list-reader-leads-none = { $name } ne mène aucun Régiment : les Régiments d’un Bataillon suivent son Personnage, qui rejoint le premier
list-reader-stands-refused = { $name } a ({ NUMBER($stands, useGrouping: 0) }) Stands : un Régiment en a de 1 à { NUMBER($most, useGrouping: 0) }
# A Regiment or a Unit of a roster file refused.
list-reader-makes-stands = donne { NUMBER($stands, useGrouping: 0) } Stands ; au plus { NUMBER($most, useGrouping: 0) }
list-reader-no-regiment-to-join = est un Personnage sans Régiment à rejoindre dans sa force
list-reader-makes-models = donne { NUMBER($models, useGrouping: 0) } figurines ; une Unité en compte au plus { NUMBER($most, useGrouping: 0) }
# A list file's bytes, zip, XML and JSON; $value: the file's value, quoted as it wrote it.
file-error-list-too-big = fait { NUMBER($size) } octets ; un fichier de liste fait au plus { NUMBER($most) } octets (4 Mio)
file-error-not-a-zip = n’est pas un fichier zip (.rosz) lisible
file-error-zip-files = contient { NUMBER($count, useGrouping: 0) } fichiers ; un .rosz contient exactement une liste
file-error-zip-path = contient { $name }, un chemin ; un .rosz contient un simple nom de fichier
file-error-encrypted = est chiffré
file-error-unpacks-to = fait { NUMBER($size) } octets une fois décompressé ; au plus { NUMBER($most) }
file-error-unpacks-times = grossit { NUMBER($times, useGrouping: 0) } fois à la décompression ; au plus { NUMBER($most, useGrouping: 0) } (une bombe zip ?)
file-error-not-unpacked = n’a pas pu être décompressé ({ $reason })
file-error-unpacks-larger = est plus grand une fois décompressé que ne l’annonce son en-tête ; refusé
file-error-not-a-number = { $value } n’est pas un nombre
file-error-more-than = { NUMBER($value, useGrouping: 0) } dépasse { NUMBER($high, useGrouping: 0) }
file-error-xml-too-many = contient plus de { NUMBER($most) } éléments XML ; une liste en contient bien moins
file-error-xml-too-deep = est du XML imbriqué sur plus de { NUMBER($most, useGrouping: 0) } éléments ; une liste l’est bien moins
file-error-declares-dtd = déclare une DTD ou des entités, dont une liste n’a jamais besoin ; refusé sans lecture ({ $kind })
file-error-not-xml = n’est pas du XML bien formé ({ $reason })
file-error-not-a-roster-xml = est du XML dont l’élément racine est <{ $tag }>, et non un <roster> BattleScribe
file-error-too-many-entries = contient plus de { NUMBER($most) } entrées ; ce n’est pas une liste que cette appli lit
file-error-not-text = { $value } n’est pas du texte
file-error-attribute-too-long = fait { NUMBER($length, useGrouping: 0) } caractères ; au plus { NUMBER($most, useGrouping: 0) }
file-error-nested = est imbriqué sur { NUMBER($depth, useGrouping: 0) } niveaux ; au plus { NUMBER($most, useGrouping: 0) }
file-error-not-a-list = { $value } n’est pas une liste
file-error-not-an-entry = { $value } n’est pas une entrée
file-error-not-number-or-text = { $value } n’est ni un nombre ni du texte
file-error-json-too-deep = est du JSON imbriqué sur { NUMBER($depth, useGrouping: 0) } niveaux ; au plus { NUMBER($most, useGrouping: 0) } (une liste l’est bien moins)
file-error-json-too-many = contient plus de { NUMBER($most) } valeurs JSON ; une liste en contient bien moins
file-error-not-valid-json = n’est pas du JSON valide ({ $reason })
file-error-json-no-roster = est du JSON sans « roster » : ce n’est pas une liste New Recruit ou BattleScribe
file-error-not-utf8 = n’est pas du texte UTF-8 (octet { NUMBER($byte, useGrouping: 0) })
# An answer of the list import refused: the expectation, then the value given.
file-error-answer = { $expected }, reçu { $got }
# A field of a file, a link or the device's data (the readers' rarer checks).
field-at-most-in-size = doit valoir au plus { NUMBER($size) } en valeur absolue
field-whole-number-or-text = doit être un nombre entier ou du texte
field-finite-number = doit être un nombre fini d’au plus { $most }
field-no-refused-character = ne doit pas contenir { $character } (caractère { NUMBER($at, useGrouping: 0) }) : les noms ne contiennent aucun caractère de contrôle, de direction ou invisible
field-lone-surrogate = doit être un texte Unicode valide (le caractère { NUMBER($at, useGrouping: 0) } est un demi-codet isolé)
field-two-players = doit nommer exactement deux joueurs
field-exactly = doit valoir { $value }
field-characters-long = fait { NUMBER($length) } caractères ; au plus { NUMBER($most) }
field-holds-at-most-items = contient au plus { NUMBER($most, useGrouping: 0) } éléments
field-nested-too-deep = est imbriqué sur plus de { NUMBER($most, useGrouping: 0) } niveaux (tableaux et objets les uns dans les autres) ; rien de ce qu’écrit cette appli ne l’est
field-not-a-json-number = n’est pas un nombre que JSON autorise
field-infinite-number = est un nombre trop grand pour être gardé (il se lit comme l’infini)
field-held-twice = contient cet identifiant deux fois
field-answered-twice = a une réponse deux fois
# Where in a list file: the place in the file's own terms, then what is wrong there.
file-error-at = { $where } : { $parts }
# $file: the file's name, quoted; pasted: yes when the list was pasted, not picked.
file-error-in-file = { $pasted ->
    [yes] texte collé
   *[no] fichier { $file }
}{ $rest } : { $parts }
file-error-bytes-or-text = doit être les octets du fichier ou son texte
file-error-object-per-system = doit être un objet de { $what ->
    [muster] profils
   *[factions] fiches de faction
} par système
file-error-list-of = doit être une liste de { $what ->
    [muster] profils
   *[factions] fiches de faction
}
file-error-still-lacks = il manque encore { $missing } à { $name }
file-error-other-system = est une liste pour « { $named ->
    [yes] { $system }
   *[no] aucun système de jeu
} » ; cette appli lit les listes de { $first } et de { $second }
file-error-not-a-roster = n’est pas une liste : ni du XML BattleScribe (.ros, .rosz), ni du JSON New Recruit, ni un export du créateur d’armée Para Bellum
file-error-empty = est vide : collez le texte d’une liste, ou choisissez son fichier
file-error-no-force = ne contient aucune force
file-error-too-many-pieces = contient { NUMBER($count, useGrouping: 0) } Régiments ou Unités ; au plus { NUMBER($most, useGrouping: 0) }
file-error-no-pieces = ne contient aucun Régiment ni aucune Unité que cette appli peut aligner
file-error-no-list-files = n’a pas de listes d’armée lues depuis des fichiers
file-error-name-not-text = a un nom qui n’est pas du texte
file-error-blank-name = a un nom vide
file-error-name-too-long = a un nom de { NUMBER($length, useGrouping: 0) } caractères ; au plus { NUMBER($most, useGrouping: 0) }
file-error-refused-character = a { $what ->
    [name] un nom
    [title] un titre
    [rule] une règle spéciale
   *[note] une étiquette ou une note
} contenant { $character } (caractère { NUMBER($at, useGrouping: 0) }) : les noms ne contiennent aucun caractère de contrôle, de direction ou invisible
file-error-of-piece = { $name } : { $parts }
file-error-piece-index-or-name = doit être le numéro d’un élément ou le nom de l’un d’eux
file-error-one-reading = le W de ce Régiment n’a qu’une lecture
file-error-character-index = doit être le numéro d’un Personnage
file-error-only-joins = seul un Personnage de { $system } rejoint un Régiment
file-error-character-as = doit nommer un Personnage sous la forme <Régiment>.<Personnage>, numéros de l’aperçu
file-error-regiment-index = doit être le numéro d’un Régiment, de 0 à { NUMBER($last, useGrouping: 0) }
file-error-most-characters = { $name } accueille au plus { NUMBER($most, useGrouping: 0) } { $most ->
    [one] Personnage
   *[other] Personnages
}
file-error-ascii-id = doit être fait de lettres ASCII, de chiffres, de '-', '_' ou '.'
file-error-battle-version = doit être une version de fiche de bataille que cette appli lit ({ $versions })
file-error-kind-and-id = doit être [type, identifiant]
file-error-file-text = doit être le texte du fichier
file-error-too-large = est plus grand que ce que lit le moteur ({ NUMBER($most) } caractères)
file-error-not-complete-json = n’est pas du JSON complet (coupé ou abîmé : { $reason })
file-error-not-a-backup = doit valoir { $format } : ce n’est pas un fichier de sauvegarde Aftermath
file-error-newer-backup = a été écrit par une version plus récente d’Aftermath ; celle-ci lit les sauvegardes jusqu’à la version { NUMBER($version, useGrouping: 0) } : mettez l’appli à jour, puis importez-le
# The first bad item's problem, then how many items are bad.
file-error-nothing-imported = { $parts } ({ $bad ->
    [1] rien n’est importé
   *[other] { NUMBER($bad, useGrouping: 0) } éléments sont incorrects ; rien n’est importé
})
file-error-cannot-be-replayed = ne peut pas être rejouée : { $parts } ({ $rule })
file-error-cannot-be-replayed-as = ne peut pas être rejouée : { $reason }
file-error-time = doit être une heure en millisecondes entières depuis 1970
file-error-not-a-pack = doit valoir { $format } : ce n’est pas un paquet de profils
file-error-newer-pack = a été écrit par un Aftermath plus récent (celui-ci lit la version { NUMBER($version, useGrouping: 0) })
file-error-no-source = doit dire d’où viennent les valeurs (un livre, un site, un club)
file-error-one-profile = doit contenir au moins un profil
file-error-letter-or-digit = doit contenir une lettre ou un chiffre : une liste trouve un profil grâce à eux
file-error-same-name = est aussi le nom de profiles[{ NUMBER($index, useGrouping: 0) }] (les noms sont comparés sans tenir compte de la casse, des accents, des apostrophes ni des espaces) : un paquet nomme chaque profil une seule fois
file-error-pack-text = doit être le texte du fichier de paquet
file-error-pack-too-large = est trop grand pour un paquet de profils (au plus { NUMBER($most) })
file-error-pack-too-deep = est imbriqué sur plus de { NUMBER($most, useGrouping: 0) } niveaux ; aucun paquet de profils ne l’est
file-error-pack-not-json = n’est pas le texte d’un pack de profils (ce n’est plus du JSON à partir de la ligne { NUMBER($line, useGrouping: 0) }, colonne { NUMBER($column, useGrouping: 0) }) : collez le pack entier tel qu’il a été partagé ou exporté ; une liste d’armée va dans « Importer une liste »
file-error-link-not-text = Ce lien n’est pas du texte.
file-error-link-too-long = Ce lien est trop long ({ NUMBER($length, useGrouping: 0) } caractères ; au plus { NUMBER($most, useGrouping: 0) }).
file-error-link-not-a-link = Ce n’est pas un lien de partage Aftermath (il devrait commencer par v1.).
file-error-link-newer = Ce lien a été créé par un Aftermath plus récent (format { NUMBER($format, useGrouping: 0) }) ; mettez l’appli à jour pour l’ouvrir.
file-error-link-unknown-format = Le format de ce lien ({ NUMBER($format, useGrouping: 0) }) n’est pas un format qu’Aftermath connaît.
file-error-link-odd-characters = Ce lien est abîmé : il contient des caractères qu’un lien de partage n’a jamais.
file-error-link-unreadable = Ce lien est abîmé : il n’a pas pu être lu.
file-error-link-not-unpacked = Ce lien est abîmé : il n’a pas pu être décompressé.
file-error-link-too-much = Ce lien contient trop de données (plus de { NUMBER($kib, useGrouping: 0) } Kio une fois décompressé).
file-error-link-incomplete = Ce lien est incomplet : une partie manque (a-t-il été coupé ?).
file-error-link-extra-data = Ce lien est abîmé : il a des données en trop à la fin.
file-error-link-text-unreadable = Ce lien est abîmé : son texte n’est pas lisible.
file-error-link-too-deep = Ce lien est abîmé : ses données sont imbriquées trop profondément.
file-error-link-damaged-by = Ce lien est abîmé : { $parts }
file-error-link-not-data = Ce lien est abîmé : son contenu n’est pas fait de données valides.
file-error-link-too-many-items = Ce lien contient trop d’éléments (au plus { NUMBER($most) }).
file-error-link-not-a-thing = Ce lien ne décrit ni bataille, ni Régiment, ni Unité, ni liste de bande.
file-error-link-cannot-open = Ce lien contient quelque chose que cette version d’Aftermath ne peut pas ouvrir.
file-error-link-name-invalid = Le nom de ce lien n’est pas valide : { $parts }
# $title: what the link carries, as its rule system titles it.
file-error-link-kind-invalid = Le contenu de ce lien ({ $title }) n’est pas valide : { $parts }
file-error-muster-blank = ne doit pas être vide : le Rassemblement le range par son nom
file-error-system-profile = doit être un profil de { $system }
# $pieces: regiments or units, the battle's key.
file-error-battle-holds = une bataille compte au plus { NUMBER($most, useGrouping: 0) } { $pieces ->
    [regiments] Régiments
   *[units] Unités
}
file-error-same-system = doit être du même système de règles que la première liste ({ $system })
file-error-no-profiles = n’est pas une bataille de { $first } ou de { $second } : seules celles-ci ont des profils

## What was wrong: a battle's form, a rule system's data or a request
# (Messages of this group follow this line.)
# Said after a field's name: "<field>: <this>, got <value>" (invalid-data). Names of
# Regiments, Units, models and rosters, ids and lists of keys go in as written.
form-error-listed-twice = figure deux fois
form-error-named-twice = est nommé deux fois
form-error-already-used = est déjà utilisé
# $things: regiments, stands, units or models.
form-error-used-by-two = est utilisé par deux { $things ->
    [regiments] Régiments
    [stands] Stands
    [units] Unités
   *[models] figurines
}
# $piece: regiment or unit.
form-error-not-in-battle = n’est pas { $piece ->
    [regiment] un Régiment
   *[unit] une Unité
} de cette bataille
# $whole: regiment (needs a Stand), battle (a Unit) or unit (a model).
form-error-needs-one = { $whole ->
    [regiment] un Régiment a besoin d’au moins un Stand
    [battle] une bataille a besoin d’au moins une Unité
   *[unit] une Unité a besoin d’au moins une figurine
}
form-error-friendly = est un Régiment ami, pas un ennemi
form-error-destroyed = est détruit
form-error-whole-from-to = doit être un nombre entier de { NUMBER($low, useGrouping: 0) } à { NUMBER($high, useGrouping: 0) }
form-error-whole-numbers = doit être une liste de nombres entiers
form-error-not-empty = ne doit pas être vide
form-error-zero-or-one = doit valoir 0 ou 1
form-error-valid-json = doit être du JSON valide
form-error-json-text = doit être un texte JSON
form-error-json-text-under = doit être un texte JSON de moins de { NUMBER($most, useGrouping: 0) } caractères
# $what: decay or pool.
form-error-left-out-with = doit être omis avec { $what ->
    [decay] la décrépitude
   *[pool] une réserve
}
# $word: a word of the two phones' messages (propose, action, state, ask), as written.
form-error-must-be = doit être { $word }
form-error-table-size = doit être [largeur, profondeur] en mm, ou null
form-error-needs-battlefield-to-stand = a besoin d’un champ de bataille où se tenir (C-17)
form-error-needs-battlefield = a besoin d’un champ de bataille (C-18)
form-error-rerolls-per-pass = doit compter { NUMBER($passes, useGrouping: 0) } { $passes ->
    [one] dé
   *[other] dés
} : une relance par dé réussi (C-23)
form-error-no-rerolls = ce test ne relance aucun dé : seules les Blessures de flanc ou de dos le font, et pas avec Discipline de Fer (C-23)
form-error-rank-file = doit être [rang, colonne]
form-error-below-stand-wounds = doit être inférieur aux Blessures du Stand ({ NUMBER($wounds, useGrouping: 0) }) ; un Stand qui en a autant est détruit
form-error-destroyed-stand-empty = un Stand détruit ne porte ni marqueurs ni contacts
form-error-below-character-wounds = doit être inférieur aux Blessures du Personnage ({ NUMBER($wounds, useGrouping: 0) })
# $regiment: the Regiment's id, quoted.
form-error-not-stand-of = n’est pas un Stand du Régiment { $regiment }
form-error-not-character-of = n’est pas un Personnage du Régiment { $regiment }
form-error-left-or-right = doit être null, 'left' ou 'right'
form-error-too-many-auxiliaries = avec les { NUMBER($count, useGrouping: 0) } Stands propres du Régiment font { NUMBER($total, useGrouping: 0) } ; un Régiment en compte au plus { NUMBER($most, useGrouping: 0) }
form-error-below-files = doit être inférieur aux colonnes du Régiment ({ NUMBER($files, useGrouping: 0) })
form-error-not-stand-of-formation = n’est pas un Stand de cette formation
form-error-command-auxiliary = est un Stand auxiliaire : le Stand de Commandement est l’un des Stands propres du Régiment
# $rank, $file: counted from 1; $other: the Stand already there.
form-error-place-taken = se tient au rang { NUMBER($rank, useGrouping: 0) }, colonne { NUMBER($file, useGrouping: 0) } (comptés à partir de 1), la place de { $other }
form-error-rear-rank-only = seul le dernier rang peut être incomplet (C-1 ; rangs et colonnes comptés à partir de 1, depuis le premier rang et la colonne de gauche)
form-error-at-least-stands = doit valoir au moins le nombre de Stands ({ NUMBER($stands, useGrouping: 0) })
form-error-broken-at = doit être renseigné exactement quand le Régiment est Brisé (C-15)
form-error-no-own-stand = ne contient aucun Stand propre du Régiment
# $regiment_s: yes when the name ends in s (the English possessive).
form-error-own-side = est un Régiment du camp de { $regiment }{ $regiment_s ->
   *[other] {""}
}, pas un Régiment ennemi
# $arc: front, flank or rear.
form-error-arc-in-contact = le champ de bataille place { $enemy } au contact { $arc ->
    [front] du front
    [flank] du flanc
   *[rear] du dos
} de { $regiment }{ $regiment_s ->
   *[other] {""}
}
# $kind: the Regiment's kind as written (infantry, cavalry, brute, monster).
form-error-biotic-renewal = Renouveau Biotique soigne un D{ NUMBER($die, useGrouping: 0) } pour { $regiment } ({ $kind }) (C-29)
form-error-regeneration-range = Régénération (X) soigne X, de 1 à 6
# $source: the named heal.
form-error-named-heal = { $source ->
    [fanatical_devotion] Dévotion Fanatique
    [biotic_renewal] Renouveau Biotique
   *[regeneration] Régénération
} soigne { NUMBER($points, useGrouping: 0) } (C-29)
form-error-character-regeneration = seule la Régénération propre d’un Personnage le soigne seul (C-29)
form-error-two-edges = doit être deux noms de bords parmi { $edges }
form-error-dice-owed = contient { NUMBER($given, useGrouping: 0) } dés : seul{ $owed ->
    [one] {""} { NUMBER($owed, useGrouping: 0) } est dû
   *[other] s { NUMBER($owed, useGrouping: 0) } sont dus
}
form-error-rerolls-after-first = viennent après tout le premier jet : { NUMBER($entered, useGrouping: 0) } dés saisis sur { NUMBER($owed, useGrouping: 0) }
form-error-rerolls-only-passes = contient { NUMBER($given, useGrouping: 0) } dés : seul{ $passes ->
    [one] {""} le { NUMBER($passes, useGrouping: 0) } dé réussi est relancé
   *[other] s les { NUMBER($passes, useGrouping: 0) } dés réussis sont relancés
}
form-error-table-left-out = doit être omis : cette bataille a son champ de bataille
form-error-pool-or-attacks = a besoin d’une réserve ou d’attaques
form-error-left-out-multiple-wounds = doit être omis avec Blessures Multiples (multiple_wounds)
form-error-multiple-wounds-spec = doit être un nombre ou un dé comme "D3", "D6" ou "D3+1"
form-error-fixed-multiple-wounds = des Blessures Multiples fixes doivent valoir de 1 à { NUMBER($most, useGrouping: 0) }
form-error-d3-or-d6 = le dé doit être un D3 ou un D6
form-error-bonus-range = le bonus doit aller de +1 à +6
form-error-fixed-value = doit valoir { NUMBER($value, useGrouping: 0) }, les Blessures Multiples fixes
# $die: as the player wrote it (D3+1).
form-error-die-result = doit être un résultat de { $die } de { NUMBER($low, useGrouping: 0) } à { NUMBER($high, useGrouping: 0) }
form-error-values-per-wound = doit contenir exactement { NUMBER($wounds, useGrouping: 0) } valeurs, une par blessure non sauvegardée
form-error-losses-cost = doit valoir { NUMBER($total, useGrouping: 0) }, ce que coûtent les valeurs des Blessures Multiples (N-6), ou être omis
form-error-multiple-wounds-one-attack = est une seule attaque : avec plusieurs attaques, saisissez les pertes de chacune
form-error-excess-needs-attacks = a besoin des attaques de la salve pour choisir (attacks)
form-error-names-rank-and-file = désigne la Réserve de Points de vie de la Troupe
# $kind: character or champion.
form-error-below-health-points = doit être inférieur aux Points de vie { $kind ->
    [champion] du champion
   *[character] du personnage
} ({ NUMBER($hp, useGrouping: 0) })
# $unit: the Unit's id, quoted; $pools: its Health Pools' ids.
form-error-not-pool-of = n’est pas une Réserve de Points de vie de l’Unité { $unit } (l’une de { $pools })
form-error-not-model-of-unit = n’est pas une figurine de l’Unité { $unit }
form-error-models-count-or-list = doit être le nombre de figurines de la troupe (une nouvelle Unité) ou la liste des figurines (une Unité enregistrée)
form-error-most-models = avec ses Personnages, une Unité compte au plus { NUMBER($most, useGrouping: 0) } figurines
form-error-another-model-id = est déjà l’identifiant d’une autre figurine
form-error-two-characters-id = est l’identifiant de deux Personnages
form-error-one-model = doit avoir exactement une figurine dans l’Unité, en a { NUMBER($has, useGrouping: 0) } (N-1)
form-error-removed-no-lost = doit valoir 0 : une figurine retirée ne porte aucun Point de vie perdu (N-2)
form-error-below-hp-per-model = doit être inférieur aux Points de vie par figurine ({ NUMBER($hp, useGrouping: 0) }) ; autant de perdus retirent une figurine entière (N-2)
form-error-wiped-out-pool = doit valoir 0 : une Réserve de Points de vie anéantie ne reporte rien (N-2)
form-error-already-removed = a déjà été retirée
form-error-rearmost-first = se tient au rang { NUMBER($rank, useGrouping: 0) }, mais les figurines partent d’abord du dernier rang, maintenant le rang { NUMBER($now, useGrouping: 0) } (N-3)
form-error-pick-not-used = ne sert pas : cette salve ne retire que { NUMBER($used, useGrouping: 0) } { $used ->
        [one] figurine
       *[other] figurines
    } des rangs derrière le premier, les seules que le propriétaire peut choisir (N-3)
form-error-picks-rank-and-file = choisissez seulement des figurines de la troupe ; un Personnage ou un Champion est une Réserve de Points de vie d’une figurine
form-error-at-least-one-attack = doit lister au moins une attaque, ou être omis
form-error-name-the-attack = doit nommer l’attaque
form-error-names-two-attacks = nomme deux attaques de cette salve
form-error-add-up = doit totaliser les pertes de la salve ({ NUMBER($losses, useGrouping: 0) }), le total est { NUMBER($total, useGrouping: 0) }
form-error-no-excess = doit être omis : cette salve ne cause aucune perte excédentaire
# $attacks: the batch's attacks' names, as written.
form-error-one-of-attacks = doit être l’une des attaques de cette salve : { $attacks }
form-error-excess-of-attack = doit aller de 1 aux { NUMBER($caused, useGrouping: 0) } pertes causées par { $attack }
form-error-account-excess = doit couvrir exactement les { NUMBER($excess, useGrouping: 0) } pertes excédentaires, pas { NUMBER($given, useGrouping: 0) }
form-error-losses-or-attacks = donnez soit des pertes soit des attaques, pas les deux ni aucune
# $characters: their ids, listed; $count: how many.
form-error-character-in-play = doit être un Personnage de l’Unité encore en jeu ({ $count ->
    [0] il n’en reste aucun
   *[other] { $characters }
})
form-error-every-character = doit nommer chaque Personnage encore en jeu : { $characters }
form-error-each-side-roster = doit contenir la liste de bande de chaque camp (ou null)
form-error-roster-json = n’est pas le texte JSON d’une liste de bande
form-error-rolls-as-typed = doit être les jets tels que saisis (texte)
form-error-at-least-one-d20 = doit contenir au moins un résultat de D20
form-error-most-rolls = doit contenir au plus { NUMBER($most, useGrouping: 0) } jets
form-error-wound-location = doit être un emplacement de la Table des Blessures : { $locations }
form-error-blind = une figurine aveuglée des deux yeux se retire aveugle (W-4)
form-error-each-enemy-once = nommez chaque force ennemie une seule fois
form-error-not-model-of = n’est pas une figurine de la liste { $roster }
form-error-not-model-lost = n’est pas une figurine perdue par { $roster }
form-error-only-active-lost = seule une figurine active peut être perdue au combat
form-error-lost-twice = figure deux fois parmi les pertes
form-error-two-warbands = doit contenir exactement deux bandes
form-error-rolls-owed = des jets sont encore dus
form-error-confirmed-holds-after = un après-bataille confirmé contient la liste de bande d’après
form-error-only-once-confirmed = n’est renseigné qu’une fois confirmé
form-error-no-more-wound-rolls = { $model } ne doit plus de jet sur la Table des Blessures (W-4)
# $kinds: wound (a wound_roll's dice) or any (a batch of rolls).
form-error-two-or-more-rolls = doit contenir deux jets ou plus (un seul est un { $kinds ->
    [wound] wound_roll
   *[any] recovery_roll, fate_roll ou wound_roll
})
form-error-value-typed = doit être la valeur saisie
# $rule: a special rule's name, as written.
form-error-needs-x = { $rule } a besoin de son X, de 1 à { NUMBER($most, useGrouping: 0) }
form-error-takes-no-x = { $rule } ne prend pas de X
# A Unit's formation (N-4): ranks and files counted from 1; $other: a model's id.
form-error-outside-files = se tient en colonne { NUMBER($file, useGrouping: 0) }, hors des colonnes 1 à { NUMBER($files, useGrouping: 0) } de l’Unité
form-error-place-of = se tient au rang { NUMBER($rank, useGrouping: 0) }, colonne { NUMBER($file, useGrouping: 0) }, la place de { $other }
form-error-rank-empty = est vide mais le rang { NUMBER($last, useGrouping: 0) } ne l’est pas (N-4)
form-error-wider-than-first = est plus large que le premier rang, qui fixe la largeur (colonnes { NUMBER($first, useGrouping: 0) } à { NUMBER($last, useGrouping: 0) }) (N-4)
form-error-centred-behind = doit être centré derrière le premier rang, dans les colonnes { NUMBER($first, useGrouping: 0) } à { NUMBER($last, useGrouping: 0) } (N-4)
form-error-rank-gap = a un trou ; seul le dernier rang peut être incomplet et le premier rang fixe la largeur (colonnes { NUMBER($first, useGrouping: 0) } à { NUMBER($last, useGrouping: 0) }) (N-4)
form-error-first-rank-gap = a un trou ; le premier rang est une ligne continue (N-4)
# $why: unrecoverable, recovery_first, dead, trooper or fate_first.
form-error-no-roll = { $why ->
    [unrecoverable] une figurine tuée sans retour possible meurt sans jet (W-2)
    [recovery_first] le jet de Récupération vient d’abord (W-2)
    [dead] la figurine a raté son jet de Récupération et est morte (W-2)
    [trooper] les Soldats ne lancent pas de Destin des Pertes sauf si leur liste de bande le choisit (W-3)
   *[fate_first] le jet de Destin des Pertes vient d’abord (W-3)
}
# $parts: the dice left over, read out ("16 and 18"); $count: how many.
form-error-dice-not-used = { $parts } { $count ->
    [one] n’a pas servi
   *[other] n’ont pas servi
} : seul{ $owed ->
    [one] {""} { NUMBER($owed, useGrouping: 0) } jet était dû
   *[other] s { NUMBER($owed, useGrouping: 0) } jets étaient dus
}
form-error-table-left-out-size = doit être omis : cette bataille a son champ de bataille ({ $unit ->
    [in] { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) } x { NUMBER($depth, useGrouping: 0, maximumFractionDigits: 1) }″
   *[mm] { NUMBER($width, useGrouping: 0) } x { NUMBER($depth, useGrouping: 0) } mm
})
# $pool: rank_and_file, character or champion; $character_s: yes when the name ends in s.
form-error-belongs-to = appartient à { $pool ->
    [rank_and_file] la Réserve de Points de vie de la Troupe de { $unit }
    [champion] la Réserve de Points de vie du Champion { $character }
   *[character] la Réserve de Points de vie du Personnage { $character }
}{ $character_s ->
   *[other] {""}
}, pas à la Réserve de Points de vie attaquée
form-error-newer-version = a été écrit par un Aftermath plus récent (celui-ci lit jusqu’à { NUMBER($most, useGrouping: 0) })
# $done: replayed or redone; $parts: the error that stopped it; $rule: the rule refusing it.
form-error-cannot-be = ne peut pas être { $done ->
    [replayed] rejoué
   *[redone] rétabli
} : { $parts }
form-error-cannot-be-rule = ne peut pas être { $done ->
    [replayed] rejoué
   *[redone] rétabli
} : { $parts } ({ $rule })
# $system: the system's name as the engine writes it (conquest, ninth_age, campaign).
form-error-open-game = doit désigner une partie { $system } ouverte
form-error-at-most-characters = doit compter au plus { NUMBER($most) } caractères
# $kind: the kind of message, as written.
form-error-at-most-characters-for = doit compter au plus { NUMBER($most) } caractères pour { $kind }
form-error-required-in = est obligatoire dans { $kind }
form-error-hex-digits = doit compter { NUMBER($digits, useGrouping: 0) } chiffres hexadécimaux
form-error-required-for-push = est obligatoire quand op vaut push
form-error-only-with-undo = ne va qu’avec une annulation
# $me, $peer: the two phones' names.
form-error-two-phones = doit être { $me } ou { $peer }, les deux téléphones de cette bataille
form-error-next-term = doit valoir au plus { NUMBER($next, useGrouping: 0) }, un de plus que le dernier mandat que ce téléphone connaît ({ NUMBER($known, useGrouping: 0) })
form-error-follows-term = doit suivre le mandat précédent
# $op: undo or action.
form-error-follows-here = doit suivre { $op ->
    [undo] une annulation
   *[action] une action
} faite ici
form-error-every-die = doit porter chaque dé lancé par le rédacteur
form-error-answered-proposal = doit être la proposition { NUMBER($proposal, useGrouping: 0) } à laquelle il répond
# $role: writer or follower; $kinds: the messages it is sent, as written.
form-error-sent-to = doit être un message qu’un { $role } reçoit : { $kinds }
# A Character's place in a new Unit, counted from 1 (the front rank, the left file).
form-error-place-taken-by = le rang { NUMBER($rank, useGrouping: 0) }, colonne { NUMBER($file, useGrouping: 0) } est pris par { $other }
form-error-rank-not-in-formation = le rang { NUMBER($rank, useGrouping: 0) } n’est pas dans la formation, qui a les rangs 1 à { NUMBER($last, useGrouping: 0) }
form-error-rank-holds = le rang { NUMBER($rank, useGrouping: 0) } compte les colonnes { NUMBER($first, useGrouping: 0) } à { NUMBER($last, useGrouping: 0) } ({ NUMBER($width, useGrouping: 0) } colonnes de large)
# $parts: why the place is refused; $start: place, rank or file (how it counts).
form-error-counted = { $parts } ({ $start ->
    [rank] comptés à partir de 1, depuis le premier rang
    [file] comptées à partir de 1, depuis la colonne de gauche
   *[place] comptés à partir de 1
})
# $name: the Character's name; $parts: why its place is refused.
form-error-named-place = { $name } : { $parts }{ $start ->
    [rank] {" "}(1 est le premier rang)
    [file] {" "}; 1 est la colonne de gauche
   *[place] {""}
}

# A new battle's Regiment where its setup puts it (C-17): its Stand by its place (as in
# conquest-overlaps), $other the Regiment it would overlap.
form-error-setup-off-battlefield = { $regiment } sortirait du champ de bataille : le Stand du { $rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $rank_n }{ $rank_ord ->
            [one] { $rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    } dépasse son bord (C-17)
form-error-setup-overlap = { $other } et { $regiment } se chevaucheraient : le Stand du { $rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $rank_n }{ $rank_ord ->
            [one] { $rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    } de { $regiment } est sur le Stand du { $other_rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $other_rank_n }{ $other_rank_ord ->
            [one] { $other_rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $other_file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $other_file_n }{ $other_file_ord ->
            [one] { $other_file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $other_file_n }{ $other_file_ord ->
            [one] { $other_file_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    } de { $other } (C-17)
# $parts: why.
form-error-not-legal-place = n’est pas une place autorisée : { $parts }
## The engine's start and status, and the words each system gives the page
# (Messages of this group follow this line.)
# The top bar's engine status (its state, not these words, is what tests wait on).
start-engine-starting = Démarrage du moteur…
start-engine-restarting = Moteur arrêté : redémarrage…
start-engine-ready = Moteur prêt
start-engine-failed = Le moteur n’a pas pu démarrer
# The stage the engine's start is at, under its progress bar.
start-stage-doing = { $stage ->
        [manifest] Lecture du manifeste de build…
        [runtime] Démarrage de Python (Pyodide)…
        [install] Installation du moteur de règles…
       *[import] Importation du moteur de règles…
    }
start-loading = Chargement…
start-title = Démarrage du moteur de règles
start-failed-title = Le moteur de règles n’a pas pu démarrer
# Before the stage a start failed at (app-stage's words, in bold).
start-failed-while = Échec pendant :
start-try-again = Réessayer
# $why: the browser's reason, as it gave it (often English).
start-engine-gone = Le moteur s’est arrêté ({ $why }) et redémarre. Tout ce qui est enregistré sur cet appareil est conservé.
start-systems-unread = Les systèmes de règles du moteur n’ont pas pu être lus : { $reason }
# The engine's own errors of a request (web/engine.js), said where the request was made.
start-request-starting = démarrage du moteur
# $type: the request's name as the engine knows it (game.push ...); $seconds a whole number.
start-request-timeout = Le moteur n’a pas répondu en { $seconds } secondes ({ $type }). Il est peut-être bloqué ou arrêté ; rechargez la page pour le redémarrer.
start-reply-not-json = le moteur a envoyé une réponse qui n’est pas du JSON ({ $reason })
start-request-restarted = le moteur a été redémarré
start-worker-stopped = le worker du moteur s’est arrêté pendant le démarrage ({ $why })
# $name: a rule system's key as a saved battle names it (one this page does not know).
system-word-no-plugin = Cette page ne peut pas afficher une bataille { $name }.
# $system: the system's name (system-word-*-title); $reason as the browser gave it.
system-word-screens-not-loaded = Les écrans de { $system } n’ont pas pu être chargés : { $reason }
# An abbreviation a Conquest card uses where room is short, as battle-wounds-left-short writes it ($key: W, Wounds; HP,
# Health Points, as ninth-page-hp-abbr).
system-word-abbreviation = { $key ->
        [HP] PV
       *[W] B
    }
# The campaign's characteristics and counts, abbreviated as the warband's sheet prints them ($stat: AR armour, MV move, ST strength, RC ranged combat, LD leadership, AC action, CC close combat, EP experience points, VP victory points).
system-word-campaign-stat = { $stat ->
        [AR] Arm
        [MV] Mvt
        [ST] For
        [RC] CàD
        [LD] Cd
        [AC] Act
        [CC] CàC
        [EP] PE
       *[VP] PVi
    }
# The rule systems' names, and what a shared link carries ("Shared with you: a Conquest army list ...").
system-word-conquest-title = Conquest
system-word-ninth-age-title = The Ninth Age
system-word-campaign-title = Après la bataille de campagne
system-word-conquest-battle = bataille de Conquest
system-word-conquest-regiment = Régiment de Conquest
system-word-conquest-profile = profil de Régiment de Conquest
system-word-conquest-list = liste d’armée de Conquest
system-word-conquest-pack = paquet de profils de Conquest
system-word-ninth-age-battle = bataille de The Ninth Age
system-word-ninth-age-unit = Unité de The Ninth Age
system-word-ninth-age-profile = profil d’Unité de The Ninth Age
system-word-ninth-age-list = liste d’armée de The Ninth Age
system-word-ninth-age-pack = paquet de profils de The Ninth Age
system-word-campaign-roster = liste de bande
# A Regiment's or a Unit's state in the report's losses.
system-word-conquest-broken = Brisé
system-word-conquest-shattered = Abattu
system-word-conquest-destroyed = Détruit
system-word-ninth-age-destroyed = Détruite
# Conquest's sentences beside its controls; each is shown with its rule id after it.
system-word-conquest-natural-rolls = Un 1 naturel réussit toujours, un 6 naturel échoue toujours
system-word-conquest-push-order = Les Régiments isolés sont poussés dans cet ordre
system-word-conquest-push-order-label = Ordre des poussées
system-word-conquest-broken-means = Ce que signifie Brisé
system-word-conquest-stands-counted = Les Personnages comptent comme des Stands
system-word-conquest-rally-broken = Un Ralliement réussi efface Brisé et recompte les pertes à partir de maintenant
system-word-conquest-rally-steady = Se Rallier recompte les pertes de ce Round à partir de maintenant
# The Wounds' abbreviation written out (the legend "W: Wounds", and a screen reader's "2 Wounds left").
system-word-conquest-wounds = Blessures
system-word-ninth-age-health-points = Points de vie

## Special rules' names the engine knows
# (Messages of this group follow this line.)
# The name of each special rule the app knows (C-20 to C-29), on the rule picker, a card and a profile; a rule a list or a player named otherwise is shown as written.
# A rule with a value: $x is its value (a number, "Decay 1"), "any" where the picker lists it with the X still to fill in ("Decay (X)"), or "none" for its name alone (in an error about its X).
rule-name-fearless = Sans Peur
rule-name-bravery = Bravoure
rule-name-dauntless = Intrépide
rule-name-iron-discipline = Discipline de Fer
rule-name-phalanx = Phalange
rule-name-oblivious = Inconscient
rule-name-indomitable = { $x ->
        [any] Indomptable (X)
        [none] Indomptable
       *[other] Indomptable { $x }
    }
rule-name-terrifying = { $x ->
        [any] Terrifiant (X)
        [none] Terrifiant
       *[other] Terrifiant { $x }
    }
rule-name-regeneration = { $x ->
        [any] Régénération (X)
        [none] Régénération
       *[other] Régénération { $x }
    }
rule-name-fanatical-devotion = Dévotion Fanatique
rule-name-biotic-renewal = Renouveau Biotique
rule-name-decay = { $x ->
        [any] Décomposition (X)
        [none] Décomposition
       *[other] Décomposition { $x }
    }
# A known rule's X missing, or one given where it takes none, on a profile (C-20); $parts: the rule's name, said by its own message.
rule-name-needs-x = { $parts } a besoin de son X, de 1 à { NUMBER($most, useGrouping: 0) }
rule-name-takes-no-x = { $parts } ne prend pas de X

## Two phones: joining, pairing, hand-overs, scanning, roles
# (Messages of this group follow this line.)
phones-phone-name = Téléphone { $letter }
# Why a hand-over by QR code (its codes scanned, or its text or link pasted) is not read: said after "Not read:" and the like.
phones-hand-damaged-length = elle est endommagée (sa longueur n’est pas une que donne base45)
phones-hand-characters = elle contient des caractères qu’une passation n’a jamais
phones-hand-damaged-group = elle est endommagée (un groupe de ses caractères est hors limites)
phones-hand-damaged-last = elle est endommagée (ses derniers caractères sont hors limites)
phones-hand-nothing = il n’y a rien à passer
phones-hand-too-big = elle fait { $bytes } octets (une passation en fait au plus { $most })
phones-hand-too-many = elle demande { $count } QR codes (au plus { $most })
phones-hand-not-text = ce n’est pas du texte
phones-hand-part-long = elle fait { $chars } caractères (une partie en fait au plus { $most })
phones-hand-not-part = ce n’est pas une partie d’une passation Aftermath (elle devrait commencer par AH1)
phones-hand-part-impossible = elle se dit partie { $part } sur { $of }, ce qui est impossible
phones-hand-part-damaged = la partie { $part } sur { $of } est endommagée (son contrôle ne correspond pas)
phones-hand-not-unpacked = elle est endommagée (elle n’a pas pu être décompressée)
phones-hand-forged = elle est endommagée ou falsifiée (ses parties ne forment pas la passation qu’elles nomment)
phones-hand-unreadable = elle est endommagée (son texte est illisible)
phones-hand-unpacks-big = elle se décompresse en plus de { $most } octets
phones-hand-link-damaged = le lien est endommagé (il n’a pas pu être lu)
# $have: the part numbers read, joined by commas; $read: how many.
phones-hand-scan-rest = { $read ->
        [0] aucune partie
       *[other] parties { $have }
    } sur { $of } lues ; scannez le reste
# $kind, $wanted: what a code is and what was to be scanned.
phones-hand-wrong-kind = c’est { $kind ->
        [actions] une passation d’actions
        [invite] une invitation
       *[answer] une réponse
    }, pas { $wanted ->
        [actions] une passation d’actions
        [invite] une invitation
       *[answer] une réponse
    }
# A code scanned: $left parts still to scan ($missing: their numbers, joined by commas).
phones-scan-read = { $started ->
        [yes] Un code d’une autre passation : reprise depuis celui-ci.{" "}
       *[no] {""}
    }{ $fresh ->
        [yes] Partie { $part } sur { $of } lue.
       *[no] Partie { $part } sur { $of } de nouveau.
    } { $left ->
        [0] Toutes les parties sont lues.
       *[other] Encore à scanner : { $missing }.
    }
# The camera as a QR code reader (a sheet over the two-phone sheet).
phones-scan-reader-late = le lecteur de QR codes ne s’est pas chargé
phones-scan-reader-start = le lecteur de QR codes n’a pas démarré
phones-scan-reader-load = le lecteur de QR codes n’a pas pu être chargé
phones-scan-starting = Démarrage de l’appareil photo…
phones-scan-none-yet = Aucune partie lue pour l’instant.
phones-scan-view = Ce que voit l’appareil photo
# $have: the part numbers read, joined by commas.
phones-scan-have = Parties lues : { $have } sur { $of }.
# $reason: why (phones-hand-..., or the browser's words).
phones-scan-not-read = Non lu : { $reason }.
phones-scan-not-taken = Non pris : { $reason }.
phones-scan-no-text = il n’y a pas de texte à lire
phones-scan-stop = Arrêter
phones-scan-paste = Ou collez le texte (une partie par ligne) ou le lien
phones-scan-read-paste = Lire le texte collé
phones-scan-no-camera-here = Ce navigateur ne donne pas d’appareil photo ici : collez plutôt le texte.
phones-scan-no-camera = Pas d’appareil photo ({ $reason }) : collez plutôt le texte.
phones-scan-camera-on = Appareil photo allumé : tenez le code de l’autre téléphone dans le cadre.
phones-scan-picture = L’image de l’appareil photo n’a pas pu être lue : { $reason }.
# A few QR codes small enough to scan across a table: $label names what they hold (phones-invite-qr...).
phones-code-label = { $label } : code { $part } sur { $of }
phones-code-one = Un code (version { $version }).
phones-code-of = Code { $part } sur { $of } (version { $version }) : scannez chacun, dans n’importe quel ordre.
phones-code-previous = Code précédent
phones-code-next = Code suivant
phones-code-text = La même chose en texte, à envoyer à la place
phones-scan-kind = { $kind ->
        [invite] Scanner l’invitation
       *[answer] Scanner la réponse
    }
# A hand-over by QR code's button: what it carries. $what: taps (this phone's taps not yet answered), ask (nothing but asking what is new), whole (the whole battle), actions ($count actions, $answers refusals of the other phone's taps).
phones-hand-give = { $what ->
        [taps] Passer { $count } { $count ->
            [one] saisie
           *[other] saisies
        }
        [ask] Passer (demander les nouveautés)
        [whole] Passer toute la bataille
       *[actions] Passer { $count } { $count ->
            [one] action
           *[other] actions
        }{ $answers ->
            [0] {""}
            [one] {" "}et { $answers } refus
           *[other] {" "}et { $answers } refus
        }
    }
# The same in the top bar's two-phone line (after "by QR code with Phone B"): only taps or actions.
phones-bar-hand = {" "}· passer { $what ->
        [taps] { $count } { $count ->
            [one] saisie
           *[other] saisies
        }
       *[actions] { $count } { $count ->
            [one] action
           *[other] actions
        }{ $answers ->
            [0] {""}
            [one] {" "}et { $answers } refus
           *[other] {" "}et { $answers } refus
        }
    }
# What reading the other phone's hand-over did. $reported: the refusals' own words, one after another.
phones-hand-took = { $messages } { $messages ->
        [one] message lu
       *[other] messages lus
    } de { $peer }{ $applied ->
        [0] {""}
        [one] ; { $applied } action appliquée
       *[other] ; { $applied } actions appliquées
    }{ $refused ->
        [0] {""}
        [one] ; { $refused } saisie refusée
       *[other] ; { $refused } saisies refusées
    }{ $reloaded ->
        [yes] ; la copie de ce téléphone remplacée par la bataille de { $peer }
       *[no] {""}
    }{ $reports ->
        [0] {""}
        [one] ; { $reports } message refusé : { $reported }
       *[other] ; { $reports } messages refusés : { $reported }
    }{ $nothing ->
        [yes] ; rien de nouveau
       *[no] {""}
    }.
phones-hand-to = Passation à { $peer }
phones-hand-let-scan = Laissez { $peer } scanner { $codes ->
        [one] le code
       *[other] chaque code
    }.
phones-hand-none = Pas de passation : { $reason }.
phones-hand-scan = Scanner la passation de { $peer }
# $code: the first eight characters of the battle's hash, in two groups.
phones-hand-check = Contrôle de la bataille : { $code } (le même sur les deux téléphones dès que chacun a la passation de l’autre).
phones-hand-title = Pas de réseau : passation par QR code
phones-hand-how = À une pause, montrez à { $peer } la passation de ce téléphone et scannez la sienne.
# What the two-phone sheet lists as refused or reported. $peer: the other phone's name; $parts: why (the engine's or this phone's words).
phones-refused-from = Refusé de { $peer } : { $parts } ; rien n’a changé.
# Why a message from the other phone is refused before the engine reads it (said inside phones-refused-from).
phones-guard-not-text = un message qui n’est pas du texte ({ $type })
phones-guard-long = un message de { $chars } caractères (au plus { $most })
phones-guard-rate = un message au-delà de { $most } par seconde
phones-guard-chars = un message de { $chars } caractères au-delà de { $most } caractères en { $seconds } s
phones-action-not-sent = L’action { $n } n’a pas été envoyée : { $parts }
phones-proposal-waits = La proposition { $id } attend : { $parts }
phones-refused-message = Message de { $peer } refusé : { $parts }
# $term: the number of the turn at holding the battle (1, 2, ...).
phones-term-too-often = Mandat { $term } de { $peer } refusé : il a pris la bataille plus de { $times } fois en { $seconds } s ; rien n’a changé. Il sera repris quand les téléphones se retrouveront après ce délai.
phones-took-over = { $peer } a pris la bataille (mandat { $term }) : ce téléphone le suit désormais.
phones-tap-not-applied = La saisie { $id } de ce téléphone n’a pas été appliquée : { $parts }
phones-tap-answered = La saisie { $id } de ce téléphone a déjà reçu la réponse de { $peer } : sa réponse est dans la bataille de { $peer }.
phones-not-holder = { $writer } tient la bataille : demandez-lui de la passer.
phones-hand-over-apart = Pas connecté à { $peer } : passez la main quand les téléphones sont connectés, ou { $peer } prend la relève.
phones-ask-apart = Pas connecté à { $peer } : redemandez une fois connectés, ou prenez la relève.
phones-not-my-tap = { $peer } a dit que l’action { $n } venait de ce téléphone, mais ce téléphone n’a proposé aucune saisie de ce genre : elle est montrée comme celle de { $peer }.
phones-undo-apart = La dernière action est celle de { $peer } : elle ne s’annule qu’avec l’accord de { $peer }, et les téléphones ne sont pas connectés. Rien n’a changé.
phones-undo-not-last = { $peer } a demandé d’annuler une action qui n’est pas la dernière ici ; refusé, rien n’a changé.
phones-undo-moved-on = { $peer } a demandé d’annuler une action qui n’est plus la dernière ici (la bataille a avancé depuis) ; refusé, rien n’a changé. { $peer } peut redemander.
phones-whole-again = La partie entière n’a pas été renvoyée tout de suite à { $peer } : elle a été envoyée il y a { $ago } s et rien n’a changé depuis (au plus { $times } fois en { $seconds } s). Elle partira une fois ce délai écoulé.
phones-need-again = Les actions à partir de { $from } n’ont pas été renvoyées tout de suite à { $peer } : il en a demandé plus de { $chars } caractères en { $seconds } s. Elles partiront une fois ce délai écoulé.
# A hand-over by QR code refused as a whole; $parts: why (phones-whole-...).
phones-whole-refused = Passation refusée en entier : { $parts }. Rien n’a changé.
phones-whole-no-battle = elle ne dit pas de quelle bataille elle est (faite par une autre version de l’application, ou ce n’est pas une passation)
phones-whole-not-answer = ce n’est ni la réponse à la demande de ce téléphone de rejoindre, ni une passation de cette bataille
phones-whole-other-battle = elle est d’une autre bataille
# $need: what the joining phone asked for instead (from: the actions from action $from; whole: the whole game from action $from; none: nothing this phone can read).
phones-whole-join-need = un téléphone qui demande à rejoindre cette bataille n’en a encore rien et demande la partie entière depuis sa première action, pas { $need ->
        [from] depuis l’action { $from }
        [whole] depuis l’action { $from }, entière
       *[none] rien de lisible
    }
phones-whole-bad-key = sa signature ne correspond pas à la clé qu’elle nomme (endommagée ou falsifiée)
phones-whole-joined-already = elle demande à rejoindre cette bataille, que { $peer } joue déjà (ses passations sont signées) ; pour la jouer avec un autre téléphone, arrêtez de jouer sur deux téléphones et reliez-les de nouveau
phones-whole-unsigned = elle n’est pas signée par { $peer }, le téléphone auquel cette bataille est liée (faite par un autre téléphone, ou avant que les passations soient signées)
phones-whole-forged = sa signature n’est pas celle de { $peer } (falsifiée, faite pour un autre lien, ou celle de ce téléphone)
phones-hand-says-writer = Message de { $peer } refusé : une passation ne peut pas dire qui tient la bataille ; rien n’a changé.
phones-hand-joining-need = Message d’un téléphone qui rejoint cette bataille refusé : seule sa demande est lue tant qu’il n’a pas la bataille ; rien n’a changé.
# $carried: the kinds of message a hand-over carries, as the protocol names them (need, propose...); $kind: the one it carried.
phones-hand-not-carried = Message de { $peer } refusé : une passation vers { $writer ->
        [yes] le téléphone qui tient la bataille
       *[no] l’autre téléphone
    } ne porte que { $carried }, pas { $kind } ; rien n’a changé.
phones-hand-game-unasked-join = Partie entière de { $peer } refusée : ce n’est pas la réponse à la demande de ce téléphone de rejoindre ; rien n’a changé.
phones-hand-game-unasked = Partie entière de { $peer } refusée, que ce téléphone n’a pas demandée ; rien n’a changé. La prochaine passation d’ici la demande.
phones-hand-join-other = Demande de rejoindre cette bataille lue d’un autre téléphone que celui lu avant : la prochaine passation d’ici répond à celle-ci.
# The two-phone sheet ("Play on two phones", in the battle's More menu) and the top bar's line while a battle is played on two phones.
phones-title = Jouer sur deux téléphones
phones-stop = { $placeholder ->
        [yes] Arrêter de rejoindre (supprime cette bataille : celle de l’autre téléphone n’est jamais venue)
       *[no] Arrêter de jouer sur deux téléphones
    }
# The top bar's line. $peer: the other phone's name ("Phone B"); $over: how the phones meet; $who: whether they are connected; $hand: what the next hand-over carries (phones-bar-hand, or nothing); $writer: whether this phone holds the battle; $last: the time the other phone's last action came ("none": none yet); $waiting: this phone's taps not yet sent.
phones-bar = ⇄ Deux téléphones par { $over ->
        [net] internet
        [hand] QR codes, sans réseau
       *[wifi] Wi-Fi ou point d’accès, sans internet
    } : { $who ->
        [connected] ● connecté à { $peer }
        [hand] ◇ par QR code avec { $peer }{ $hand }
       *[apart] ✖ pas connecté à { $peer }
    } · { $writer ->
        [yes] ce téléphone tient la bataille
       *[no] { $peer } tient la bataille
    }{ $last ->
        [none] {""}
       *[other] {" "}· dernière action de { $peer } à { $last }
    }{ $waiting ->
        [0] {""}
        [one] {" "}· { $waiting } saisie en attente d’envoi
       *[other] {" "}· { $waiting } saisies en attente d’envoi
    }
# A tap made while the phones are apart: its verdict shows once the other phone has it. $hand: whether the phones meet by QR code.
phones-kept = { $hand ->
        [yes] Gardé pour { $peer } : passez-le par QR code ({ phones-title }) à la prochaine pause ; son verdict s’affiche quand la passation de { $peer } est scannée.
       *[no] Gardé pour { $peer } : les téléphones ne sont pas connectés. Il sera envoyé quand ils le seront, et son verdict s’affichera alors.
    }
# $writer: whether this phone holds the battle (then $by's tap was refused here); $reason: why.
phones-refused-tap = { $writer ->
        [yes] Saisie de { $by } refusée : { $reason }
       *[no] { $by } a refusé la saisie de ce téléphone : { $reason }
    }
phones-reloaded = La copie de ce téléphone a été remplacée par la bataille de { $peer } (action { $n }).
# $reason: what is wrong with the kept room (as the check said it).
phones-net-unreadable = Le salon internet gardé avec ce lien n’a pas pu être lu ({ $reason }) : reconnectez-vous sur le même Wi-Fi, ou arrêtez et donnez une nouvelle invitation.
phones-reports = Refusé de l’autre téléphone
phones-one-phone = Cette bataille est sur ce téléphone seulement.
phones-qr-how = Aucun réseau : à chaque pause, un téléphone montre ses nouvelles actions en QR codes et l’autre les scanne. Sur le téléphone qui a la bataille, touchez { phones-hold } ; sur l’autre, { phones-follow }.
phones-hold = Tenir la bataille ici
phones-follow = Suivre l’autre téléphone
phones-wifi-title = Même Wi-Fi ou point d’accès
phones-wifi-how = Les deux téléphones sur le même Wi-Fi ou point d’accès (pas besoin d’internet). Sur le téléphone qui a la bataille, touchez { phones-hold } ; sur l’autre téléphone, touchez { phones-join }. Chaque téléphone garde sa propre copie, et chaque joueur peut toucher.
phones-join = Rejoindre l’autre téléphone
phones-by-qr = Pas de réseau : QR codes
phones-give-invite = 1. Donnez cette invitation à l’autre téléphone (scannez-la ou envoyez-la)
phones-invite-qr = QR code de l’invitation
phones-take-answer = 2. Scannez ou collez la réponse de l’autre téléphone
phones-connect = Connecter
phones-take-invite = 1. Scannez ou collez l’invitation du téléphone qui tient la bataille
phones-make-answer = Faire la réponse
phones-give-answer = 2. Rendez cette réponse au téléphone qui tient la bataille
phones-answer-qr = QR code de la réponse
# $hand: whether the phones meet by QR code now.
phones-again-invite = { $hand ->
        [yes] Se connecter par Wi-Fi à la place : donner une invitation
       *[no] Se reconnecter : donner une invitation
    }
phones-again-answer = { $hand ->
        [yes] Se connecter par Wi-Fi à la place : répondre à une invitation
       *[no] Se reconnecter : répondre à une invitation
    }
phones-no-qr = Pas de QR code ({ $reason }) : envoyez plutôt le texte.
phones-sent-unanswered = Envoyé à { $peer } : pas encore de réponse. La saisie est gardée sur ce téléphone et son verdict s’affiche quand elle arrive.
phones-kept-taking-over = Gardé pour { $peer } : il est en train de prendre la bataille, et la saisie est envoyée dès qu’il la tient.
# Over the internet: what the connection is doing, on the two-phone sheet. $seconds: how long it waited.
phones-net-loading = Chargement de la connexion par internet…
# $reason: the browser's words.
phones-net-load-failed = La connexion par internet n’a pas pu être chargée ({ $reason }).
phones-net-waiting = En attente que l’autre téléphone ouvre l’invitation…
phones-net-alone = Aucun autre téléphone n’a rejoint en { $seconds } s. Vérifiez que l’invitation lui est parvenue, ou connectez-vous plutôt sur le même Wi-Fi.
phones-net-no-relays = Les points de rencontre d’internet (les relais publics) n’ont pas répondu en { $seconds } s : ce téléphone semble sans internet. Connectez-vous plutôt sur le même Wi-Fi.
# Connected, and a third phone tried to join. $secret: whether it had another secret; $reason: else, the connection library's words.
phones-net-knocked = Connecté par internet. { $secret ->
        [yes] Un téléphone avec un autre secret a essayé de rejoindre et a été refusé.
       *[no] Un autre téléphone n’a pas pu se connecter ({ $reason }).
    }
phones-net-secret = Impossible de rejoindre : un téléphone avec un autre secret a essayé de se connecter et a été refusé. Utilisez l’invitation telle qu’elle a été donnée (scannez-la de nouveau), ou créez-en une nouvelle.
phones-net-other = Impossible de se connecter directement à l’autre téléphone ({ $reason }). Connectez-vous plutôt sur le même Wi-Fi.
phones-net-left = L’autre téléphone est parti ; en attente de son retour…
phones-net-pairing = Connecté par internet ; vérification qu’il s’agit du téléphone associé…
phones-net-connected = Connecté par internet.
# A phone in the internet room refused. $why: old (not the phone this battle was paired with), other (the other phone was paired with another), silent (it did not show it is the paired one in time); $detail: more, or none; $reason: the browser's words when $detail is other.
phones-net-refused = { $why ->
        [old] Un autre téléphone a essayé de rejoindre avec une ancienne invitation et a été refusé : seul le téléphone associé à cette bataille peut rejoindre. Pour jouer avec un autre téléphone, donnez une nouvelle invitation.
        [other] L’autre téléphone est associé à un autre téléphone et a refusé celui-ci : demandez une nouvelle invitation à son joueur.
       *[silent] Un téléphone a rejoint le salon mais n’a pas montré à temps qu’il est le téléphone associé, et a été refusé.
    }{ $detail ->
        [none] {""}
        [changed] {" "}(sa connexion a changé après la vérification)
        [nonce] {" "}(il n’a pas dit le nonce auquel il s’était engagé)
        [unchecked] {" "}(sa connexion n’a pas pu être vérifiée)
        [crowd] {" "}(d’autres téléphones attendaient leur tour)
        [error] {" "}({ $parts })
       *[other] {" "}({ $reason })
    }
# Why a Wi-Fi invite or answer (pasted or scanned) is not read.
phones-invite-characters = elle contient des caractères qu’une invitation n’a jamais
phones-invite-long = elle fait { $chars } caractères (une invitation en fait au plus { $most })
# $prefix: the word an invite or answer starts with (AFTERMATH-INVITE-1.).
phones-invite-prefix = elle ne commence pas par { $prefix }
phones-invite-no-description = elle ne contient pas de description de connexion
phones-no-webrtc = Ce navigateur ne peut pas relier deux téléphones directement (pas de WebRTC).
phones-no-invite-waiting = Aucune invitation n’attend de réponse.
# Over the internet (the two-phone sheet's section).
phones-net-title = Par internet
phones-net-how = Chaque téléphone sur ses propres données mobiles ou son Wi-Fi. Les téléphones se trouvent par des serveurs publics ; seul un téléphone ayant l’invitation peut rejoindre, et la bataille passe directement d’un téléphone à l’autre.
phones-net-invite = Inviter par internet
# $writer: whether this phone holds the battle (it gives the invite).
phones-net-wifi-instead = { $writer ->
        [yes] Utiliser plutôt le même Wi-Fi
       *[no] Rejoindre plutôt sur le même Wi-Fi
    }
# $state: what the connection did (phones-net-...), on a battle made only to hold the other phone's copy.
phones-net-placeholder = { $state } Tant que la partie de l’autre téléphone n’est pas arrivée, cette bataille ne fait que garder sa place : « Arrêter de rejoindre » la supprime.
phones-net-carrier = Connexion : internet (trouvé par des serveurs publics ; seul le détenteur de l’invitation peut rejoindre).
phones-net-give = Donnez ce lien d’invitation à l’autre téléphone (scannez-le ou envoyez-le)
phones-net-qr = QR code de l’invitation par internet
phones-net-again-failed = Impossible de se reconnecter par internet ({ $reason }).
# What is wrong with an invite over the internet: $field names its part as the app writes it (invite.room); $parts: what is wrong.
phones-field = { $field } : { $parts }
phones-field-chars = doit faire { $chars } caractères, en fait { $got }
phones-field-b64 = ne doit contenir que des lettres, des chiffres, - ou _
phones-field-text = doit être du texte, est { $type }
phones-field-long = fait { $chars } caractères (au plus { $most })
phones-field-prefix = doit commencer par { $prefix }
phones-field-parts = doit contenir un système, un salon et un secret (3 parties), en a { $got }
phones-field-system = doit être le nom d’un système de jeu (a-z, 0-9, _ ; au plus 32)
# An invite over the internet opened on the joining phone.
phones-net-invite-failed = Cette invitation n’a pas pu être ouverte : { $reason }. Rien n’a changé.
# $system: the game system's name as the invite writes it.
phones-net-no-system = invite.system : cette application n’a pas de batailles de « { $system } »
phones-net-join-title = Rejoindre une bataille par internet
phones-net-join-how = Le téléphone qui tient une bataille a invité ce téléphone à la jouer ensemble par internet. Rejoindre crée ici une nouvelle bataille, copie de celle de l’autre téléphone, que les deux téléphones jouent ensuite.
phones-net-join = Rejoindre la bataille
phones-not-now = Pas maintenant
# The name of a battle made to hold the other phone's copy (the player may rename it).
phones-net-battle-name = Bataille rejointe par internet
# When the phones could not reach each other on one Wi-Fi: why, how to check, and the next ways.
phones-wifi-failed = Aucun lien direct n’a pu être établi entre les téléphones sur ce Wi-Fi.
phones-wifi-failed-label = Le lien Wi-Fi n’a pas pu être établi
phones-wifi-isolation = Les réseaux invités, et certains routeurs (un réglage appelé « isolation des clients » ou « isolation AP »), empêchent les téléphones d’un même Wi-Fi de se joindre. Pour vérifier : les deux téléphones doivent afficher le même nom de réseau ; un réseau invité, celui d’un café ou d’un hôtel isole généralement ses téléphones ; sur votre propre routeur, cherchez « isolation des clients » dans ses réglages.
phones-wifi-hotspot = Le plus simple : activez le point d’accès d’un téléphone (pas besoin d’internet), connectez-y l’autre téléphone, puis reconnectez-vous.
# $writer: whether this phone holds the battle (it can invite over the internet).
phones-wifi-next = { $writer ->
        [yes] Ou jouez par internet (chaque téléphone sur ses propres données mobiles), ou, sans aucun réseau, par QR codes.
       *[no] Ou demandez à l’autre téléphone une invitation par internet et ouvrez-la, ou, sans aucun réseau, jouez par QR codes.
    }
phones-wifi-net-instead = Par internet à la place
phones-wifi-failed-report = { phones-wifi-failed } { phones-title } explique pourquoi, et les autres moyens.
# Who holds the battle (its single writer); $term: the number of the turn at holding it (1, 2, ...).
phones-let-hold = Laisser { $peer } tenir la bataille
phones-ask-hold = Demander à tenir la bataille ici
phones-take-over = Prendre la relève : tenir la bataille ici
phones-take-over-how = Prenez la relève seulement si le téléphone de { $peer } est perdu (déchargé ou égaré) : il n’est peut-être que hors de portée. À son retour, ce qu’il a fait entre-temps est envoyé ici et appliqué ou refusé avec sa raison.
phones-now-holds-here = Ce téléphone tient désormais la bataille (mandat { $term }).
# $again: this phone's actions proposed again to the new holder.
phones-now-holds = { $writer } tient désormais la bataille (mandat { $term }).{ $again ->
        [0] {""}
        [one] {" "}{ $again } action de ce téléphone lui est renvoyée.
       *[other] {" "}{ $again } actions de ce téléphone lui sont renvoyées.
    }
phones-handing = Passage de la bataille à { $writer } : il prend la relève dès qu’il a toutes les actions.
phones-asked-role = { $writer } a été prié de passer la bataille.
# A hand-over's link (the other phone's new actions, by QR code) opened in the browser.
phones-link-title = Une passation de l’autre téléphone
# $reason: what is wrong with it (phones-hand-...).
phones-link-unread = Ce lien de passation n’a pas pu être lu : { $reason }. Rien n’a changé.
phones-link-no-part = il ne contient aucune partie de passation
# $kind: what the link holds instead.
phones-link-wifi = Ce lien est { $kind ->
        [invite] l’invitation Wi-Fi
       *[answer] la réponse Wi-Fi
    } de l’autre téléphone, pas une passation : ouvrez la bataille, puis { phones-title } (sous Plus), et collez-le là. Rien n’a changé.
phones-back-to-battles = Retour aux batailles
phones-link-what = Ce lien est une passation de l’autre téléphone : les nouvelles actions d’une bataille que deux téléphones jouent par QR code, sans réseau.
phones-link-into-how = Lisez-le dans la bataille que ce téléphone joue avec l’autre : il nomme la bataille dont il est, et une passation d’une autre bataille (ou n’en nommant aucune) est refusée en entier et ne change rien.
# $name: the battle's name as the player wrote it.
phones-link-into = Le lire dans « { $name } »
phones-link-none = Aucune bataille de cet appareil n’est jouée sur deux téléphones, il n’y a donc rien où le lire ici. Ouvrez ce lien sur le téléphone qui joue cette bataille avec l’autre, ou scannez-y les codes de l’autre téléphone : Plus dans la bataille, puis { phones-title }, puis scanner la passation. Rien n’a changé.
phones-link-unlinked = Cette bataille n’est plus jouée sur deux téléphones : la passation n’a pas été lue. Rien n’a changé.
# The other phone's whole battle does not keep this copy's actions. $at: the first action it does not keep (0: the battle's start differs); $ours, $theirs: each side's action there, as the engine summarises it ($there: whether the other has one).
phones-differs-kept = La bataille de { $peer } diffère de celle de ce téléphone { $at ->
        [0] dès le début (une autre bataille)
       *[other] à partir de l’action { $at } (ici : « { $ours } » ; chez { $peer } : { $there ->
            [yes] « { $theirs } »
           *[no] rien
        })
    }. La copie de ce téléphone est gardée comme la bataille « { $name } » ; cette bataille suit désormais celle de { $peer }.
phones-differs-unkept = La bataille de { $peer } diffère de celle de ce téléphone { $at ->
        [0] dès le début (une autre bataille)
       *[other] à partir de l’action { $at } (ici : « { $ours } » ; chez { $peer } : { $there ->
            [yes] « { $theirs } »
           *[no] rien
        })
    }, et la copie de ce téléphone n’a pas pu être gardée à part ({ $parts }) : celle de { $peer } n’a pas été prise. Rien n’a changé.
# The name given to this phone's copy kept apart (after the battle's name, in brackets).
phones-copy-label = copie de ce téléphone, avant celle de { $peer }
phones-battle-gone = cette bataille n’est plus sur cet appareil
# Why two phones cannot check each other, or sign a hand-over (said inside another message).
phones-no-crypto-sign = ce navigateur ne peut pas signer les passations (pas de Web Crypto : ouvrez l’application en https)
phones-no-crypto-check = ce navigateur ne peut pas vérifier l’autre téléphone (pas de Web Crypto : ouvrez l’application en https)
phones-no-certificates = les certificats de la connexion ne sont pas connus
# What is wrong with the internet room kept with a link (after phones-field's field name).
phones-field-room = doit être un salon et un secret, est { $type }
phones-field-hex = doit faire 32 chiffres hexadécimaux, est { $got }

## Found at the table: dice reasons, odds charts, examples, drawings, units
# (Messages of this group follow this line.)
# A distance field's unit, in brackets after its name: $units in (inches) or mm.
tbl-distance-unit = { $units ->
        [mm] mm
       *[in] po
    }
# Why one die of a Conquest Morale Test passed or failed, on its own beside the die
# under "Why?" (C-10): $value the die, $resolve the Resolve it was rolled against.
tbl-die-reason = { $why ->
        [one] un 1 naturel réussit toujours
        [six] un 6 naturel échoue toujours
        [at_most] { $value } est au plus Résolution { $resolve }
       *[over] { $value } dépasse Résolution { $resolve }
    }
# An odds chart's caption: $title the chart's name, $average the mean outcome.
tbl-odds-certain = { $title } : { $value }, à coup sûr
tbl-odds-average = { $title } (moyenne { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) })
# A chance's name to a screen reader: $label what it is, $percent its chance written out.
tbl-odds-chance-aria = { $label } : { $percent }; touchez pour la fraction exacte
# A side's name when the players gave none (the app's default, as in a worked example).
tbl-default-player = Joueur { $n }
# A Conquest Stand's place in its Regiment, in the drawing's titles: the rank, then the
# file ($file_n-th from that end; $rank_ord and $file_ord English's ordinal categories).
tbl-stand-place = { $rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $rank_n }{ $rank_ord ->
            [one] { $rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] re
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] re
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    }
# A Ninth Age model's place (as tbl-stand-place), then its rank and file counted from 1.
tbl-model-place = { $rank ->
        [front] premier rang
        [rear] dernier rang
       *[nth] { $rank_n }{ $rank_ord ->
            [one] { $rank_n ->
                [1] er
               *[other] e
            }
           *[other] e
        } rang
    }{ $file ->
        [left] , extrémité gauche
        [right] , extrémité droite
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] re
               *[other] e
            }
           *[other] e
        } depuis la gauche
        [from_right] , { $file_n }{ $file_ord ->
            [one] { $file_n ->
                [1] re
               *[other] e
            }
           *[other] e
        } depuis la droite
       *[none] {""}
    } (rang { $model_rank }, colonne { $model_file })

## Conquest screens: the engine's sentences still shown as they came
# (Messages of this group follow this line.)
# What Broken means (C-14): one line each, said of the Regiment (its subject left out).
cq-broken-resolve = utilise sa plus basse Résolution, sans bonus de taille, ignore les modificateurs positifs de Résolution
cq-broken-charge = ne peut pas Charger
cq-broken-heal = ne peut pas être Soigné ni voir ses Stands Restaurés
cq-broken-objectives = ses Stands ne comptent pas pour Saisir les Zones d’Objectif
cq-broken-inspired = ne peut pas bénéficier d’Inspiré
cq-broken-duel = ses Personnages ne peuvent pas refuser un Duel
# A kind of harm a Wound Pool may name (C-21), as a choice's title.
cq-harm-title = { $harm ->
        [clash] Mêlée
        [charge] Charge ou Impact
        [duel] Duel
        [volley] Volée
        [spell] Sort
        [decay] Décomposition
        [aura_of_death] Aura de Mort
        [lethal_demise] Fin Fatale
       *[other] Autre
    }
# A heal a Heal may name (C-29), as a choice's title; $points: Fanatical Devotion's fixed Heal Points.
cq-heal-title = { $source ->
        [regeneration] Régénération (X)
        [fanatical_devotion] Dévotion Fanatique ({ NUMBER($points, useGrouping: 0) })
        [biotic_renewal] Renouveau Biotique
       *[plain] Points de Soin
    }
# An edge of a Regiment in contact, in a card's "Engaged: front, left flank (with ...)" (battle-engaged-edges).
cq-engaged-edge = { $edge ->
        [front] front
        [left] flanc gauche
        [right] flanc droit
       *[rear] arrière
    }
# What each known special rule does in the app (C-20 to C-29), shown when it is picked and beside Decay's dice.
cq-does-fearless = Ignore la règle Terrifiant du Régiment qui a causé les Blessures.
cq-does-bravery = Ignore Terrifiant ; au début de son Activation, un Régiment Brisé peut cesser d’être Brisé (ce n’est pas un Ralliement : le décompte du Round reste).
cq-does-dauntless = Jamais Brisé, donc jamais Abattu ; ses pertes sont tout de même comptées.
cq-does-iron-discipline = Ne relance pas les dés de Moral réussis contre des Blessures venant du flanc ou de l’arrière.
cq-does-phalanx = +1 en Résolution aux Tests de Moral contre des Blessures venant du front (pas lorsqu’il est Brisé).
cq-does-oblivious = Subit 1 Blessure pour chaque 2 dés de Moral ratés, arrondi au supérieur.
cq-does-indomitable = X dés de Moral ratés comptent comme réussis, après toute relance.
cq-does-terrifying = Un ennemi en contact avec lui teste le Moral contre ses Blessures avec une Résolution de -X (le plus haut X parmi ses Stands et Personnages).
cq-does-regeneration = Un Soin de X qui ignore les Personnages du Régiment (pris comme un Soin nommant Régénération).
cq-does-fanatical-devotion = Un Soin de 3 (pris comme un Soin nommant Dévotion Fanatique).
cq-does-biotic-renewal = Un Soin d’un D6, ou d’un D3 hors Infanterie, saisi ou lancé.
cq-does-decay = Chaque Stand du Régiment touché lance X dés ; chaque 5 ou 6 est une Blessure ; pas de Test de Moral.

## The campaign's tables, list previews' notes and values the engine describes
# (Messages of this group follow this line.)
# The campaign's tables under the dice (W-1 to W-4): what an outcome of the Recovery
# table means.
tab-recovery-meaning = { $outcome ->
        [crushing_victory] l’ennemi a perdu 3 fois plus de figurines ou davantage
        [victory] l’ennemi a perdu 2 fois plus de figurines
        [pyrrhic_victory] les deux camps ont perdu à peu près autant de figurines
        [noble_loss] vous avez perdu 2 fois plus de figurines que l’ennemi
       *[annihilated] vous avez perdu 3 fois plus de figurines que l’ennemi ou davantage
    }
# A row of the Casualty Fate table: the D20 faces it covers ($low to $high; $span is
# "one" for a single face), the fate and what it does ($hate and $ep: what a Bitter
# Enemy and a Miraculous Recovery give).
tab-fate-row = { $span ->
        [one] { $low }
       *[range] { $low }–{ $high }
    } : { $fate ->
        [full_recovery] Récupération Complète (les blessures étaient bien moins graves qu’elles ne paraissaient)
        [wounded] Blessée (un jet sur la Table des Blessures)
        [badly_wounded] Grièvement Blessée (3 jets sur la Table des Blessures)
        [bitter_enemy] Ennemi Juré (gagne Haine : { $hate } contre la force ennemie)
        [captured] Capturée (détenue par l’ennemi jusqu’à échange ou rachat)
       *[miraculous_recovery] Récupération Miraculeuse (se rétablit et gagne +{ $ep } PE)
    }
# A row of the Wound Table: the D20 faces it covers, the wound and what it does (AR, MV,
# ST, RC, LD, AC, CC: the characteristics' abbreviations).
tab-wound-row = { $span ->
        [one] { $low }
       *[range] { $low }–{ $high }
    } : { $location ->
        [chest_wound] Blessure à la poitrine (Arm -1)
        [leg_wound] Blessure à la jambe (Mvt -1)
        [arm_wound] Blessure au bras (For -1)
        [blinded_in_one_eye] Borgne (CàD -1 et -1 aux tests de Repérage ; borgne deux fois, la figurine est aveugle et hors du jeu)
        [head_wound] Blessure à la tête (Cd -1)
        [ear_wound] Blessure à l’oreille (-2 aux tests de Repérage ; les attaquants venant de l’arrière gagnent +4 CàC)
        [shell_shock] Choc traumatique (Act -1)
       *[hand_wound] Blessure à la main (CàC -1)
    }
# A list preview's notes beside a Regiment or Unit. A Character ($name) joins the first
# Regiment of its force (a list file's) or of its warband (a Para Bellum text's).
tab-note-joins-first = { $name } rejoint ce Régiment (le premier de { $of ->
        [warband] son Bataillon
       *[force] sa force
    })
# A Character the player moved to this Regiment.
tab-note-joins = { $name } rejoint ce Régiment
tab-note-rules-not-kept = { $more } règles spéciales de plus non gardées (au plus { $most })
# $rule: a special rule as the file wrote it.
tab-note-x-out-of-range = { $rule } : X doit aller de 1 à { $most } ; non gardée, ajoutez-la dans le Rassemblement
tab-note-no-x = { $rule } : le fichier ne donne pas de valeur X ; non gardée, ajoutez-la dans le Rassemblement
tab-note-shortened = { $rule } : raccourcie à { $most } caractères
# An upgrade ($name) answered as an auxiliary Stand of the player's $profile; $fielded:
# "no" when a battle does not place it yet.
tab-note-auxiliary = { $name } : un Stand auxiliaire de { $profile }, gardé dans votre bibliothèque{ $fielded ->
        [no] {" "}; pas encore sur le champ de bataille
       *[yes] {""}
    }
# $type: the Regiment's type as the file wrote it (infantry, cavalry and brute are
# Conquest's three).
tab-note-type = Le type « { $type } » n’est ni infanterie, ni cavalerie, ni brute : choisissez-en un
# A Ninth Age Unit's Champion ($name), one of its models.
tab-note-champion = { $name } est l’une des figurines de l’Unité : { $models } figurines de la troupe et le Champion
tab-note-character-unit = Un Personnage : il vient comme Unité à part entière ; joignez-le à une Unité dans le Rassemblement
# Where numbers the file lacks came from (import-filled-from's $from): the player's Muster
# profile $profile, kept under another faction ($under) when $kept is "other".
tab-filled-profile = le profil du Rassemblement « { $profile } »{ $kept ->
        [other] {" "}(gardé sous { $under })
       *[same] {""}
    }
tab-filled-library = la bibliothèque de votre faction
# A roster's format, as the import's summary starts: the program that wrote it and its
# file's extension.
tab-format-roster = { $format ->
        [ros] Fichier BattleScribe .ros
        [rosz] Fichier BattleScribe .rosz
       *[json] Fichier New Recruit .json
    }
# A value the engine describes in an error: $n of what it counts ($what); $grouping:
# "yes" when English writes the count with thousands separators.
tab-value-counted = { $grouping ->
        [yes] { $n }
       *[no] { NUMBER($n, useGrouping: 0) }
    } { $what ->
        [items] { $n ->
            [one] élément
           *[other] éléments
        }
        [characters] { $n ->
            [one] caractère
           *[other] caractères
        }
        [auxiliary] { $n ->
            [one] Stand auxiliaire
           *[other] Stands auxiliaires
        }
        [rolls] { $n ->
            [one] jet
           *[other] jets
        }
        [sides] { $n ->
            [one] camp
           *[other] camps
        }
       *[levels] { $n ->
            [one] niveau
           *[other] niveaux
        }
    }
# An error whose value the engine describes (tab-value-counted's arguments): the field,
# what it expects ($parts), and the value.
tab-invalid-data-counted = { $field } : { $parts }, reçu { $grouping ->
        [yes] { $n }
       *[no] { NUMBER($n, useGrouping: 0) }
    } { $what ->
        [items] { $n ->
            [one] élément
           *[other] éléments
        }
        [characters] { $n ->
            [one] caractère
           *[other] caractères
        }
        [auxiliary] { $n ->
            [one] Stand auxiliaire
           *[other] Stands auxiliaires
        }
        [rolls] { $n ->
            [one] jet
           *[other] jets
        }
        [sides] { $n ->
            [one] camp
           *[other] camps
        }
       *[levels] { $n ->
            [one] niveau
           *[other] niveaux
        }
    }

## The worker's own errors, links' and shares' refusals
# (Messages of this group follow this line.)
wk-starting = moteur en démarrage
wk-reason = { $reason }
wk-file-not-loaded = { $path } n’a pas pu être chargé (HTTP { NUMBER($status, useGrouping: 0) })
wk-late-failed = Cette partie du moteur n’a pas pu être chargée : { $parts }
wk-qr-unavailable = Les QR codes ne sont pas disponibles : { $parts }
wk-lists-unavailable = L’import de listes n’est pas disponible : { $parts }
wk-stopped = le moteur s’est arrêté pendant cette action ({ $parts }) ; il redémarre
wk-unfinished = le moteur n’a pas pu terminer cette requête ({ $parts }) ; rien n’a été modifié
wk-too-big = Trop volumineux pour un lien ({ $kind ->
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
    }) : { $what ->
        [depth] imbriqué sur { NUMBER($count, useGrouping: 0) } niveaux, au plus { NUMBER($most, useGrouping: 0) }.
        [bytes] { $count } octets de données, au plus { $most }.
        [characters] { $count } caractères, au plus { $most }.
       *[items] { $count } éléments, au plus { $most }.
    }
wk-pack-too-large = Ce paquet de { $count } profils est trop volumineux pour des QR codes (il en faudrait plus de { $most }) : envoyez plutôt le lien ou le fichier.
