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
home-cancel = Annuler
home-delete-ask = Supprimer « { $name } » définitivement ?
home-delete-ask-unnamed = Supprimer « cette bataille » définitivement ?
home-delete-yes = Oui, supprimer
home-delete-keep = La garder
home-examples = Exemples
home-examples-title = Partir d’un exemple
home-examples-waiting = Les exemples apparaissent quand le moteur est prêt.
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
        [one] un échec compte
       *[other] { $saved } échecs comptent
    } comme réussi
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
conquest-healing-done = Soin terminé : { $spent } dépensés{ $lost ->
        [0] {""}
       *[other] , { $lost } perdus (pas de place)
    }{ $unused ->
        [0] {""}
       *[other] , { $unused } inutilisés
    }
conquest-regeneration-of = Régénération { $points } de { $character } : { $healed } { $healed ->
        [one] Marqueur de Blessure soigné
       *[other] Marqueurs de Blessure soignés
    }{ $lost ->
        [0] {""}
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
conquest-shattered = { $regiment } est Abattu : a perdu { $lost } des { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } qu’il avait en étant Brisé (la moitié, arrondie au supérieur, est { $needed }) ; tous les Stands sont retirés
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
conquest-refused-enemy-not-placed = { $enemy } n’est pas encore sur le champ de bataille : Déplacez-le d’abord sur le champ de bataille, puis { $attacker } pourra charger l’un de ses bords

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
conquest-why-rear-rank = le rang { $rank } est le dernier rang ;{ $engaged ->
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
    } (il en faut { $need }, la moitié de ses Blessures arrondie au supérieur) ; ils restent inutilisés
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
    }, { $spent } Blessures restantes sur { $wounds }{ $command ->
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
two-phones-check-title = Vérifier que personne n’est entre les deux
two-phones-check-code = Les deux téléphones affichent { $code } ? Alors personne n’est entre les deux.
two-phones-check-how = Comparez ce nombre avec celui de la fiche deux téléphones de l’autre téléphone. S’ils diffèrent, quelqu’un qui avait l’invitation lit peut-être la bataille : dissociez, puis donnez une nouvelle invitation en personne, ou jouez sur le même Wi-Fi.
two-phones-check-same = Ils concordent
two-phones-check-differ = Ils diffèrent : dissocier
two-phones-check-unpaired = Dissociés : les deux téléphones affichaient des nombres différents, quelqu’un était donc peut-être entre les deux. Donnez une nouvelle invitation en personne, ou jouez sur le même Wi-Fi.
