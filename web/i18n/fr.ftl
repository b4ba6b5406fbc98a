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

## Conquest's battle screen: the overview, a Regiment's card and its Actions
# (Messages of this group follow this line.)

## The screens every system shares: the top bar, the log, Undo, dice, keypad and sheets
# (Messages of this group follow this line.)

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
muster-character-or-champion-add = Ajouter un Personnage ou un Champion
muster-character-kind = Type
muster-character-hp = Points de vie du Personnage
muster-ninth-age-summary = { $models } figurines en { $files } colonnes, { $hp } { $hp ->
        [one] Point de vie
       *[other] Points de vie
    } chacune
muster-ninth-age-models = { $models } figurines
muster-ninth-age-models-files = { $models } figurines en { $files } colonnes
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
muster-cancel = Annuler
# $names: the lists' names, separated by commas.
muster-used-by = Utilisé par { $lists } { $lists ->
        [one] liste
       *[other] listes
    } d’armée ({ $names }) : elles suivent ce changement ; les batailles déjà commencées gardent le leur.
# A profile's line: $summary is its numbers (as its system writes them).
muster-summary-characters = { $summary } + { $characters } { $characters ->
        [one] Personnage
       *[other] Personnages
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
muster-start-from-lists = Commencer la bataille depuis les listes
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
# A battle's name from its two lists' names.
muster-battle-name = { $first } c. { $second }
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
import-paste = Ou coller la liste (l’army builder de Para Bellum, ou un roster)
import-read-pasted = Lire la liste collée
import-cancel = Annuler
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
import-ask-stands = · { $stands } Stands
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
backup-repair-counted = ses actions enregistrées sont endommagées : { $count } actions sont comptées mais { $kept } sont gardées
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
report-roll = { $when }, { $who } ({ $player }) : { $what } [{ $dice }] — ce résultat ou pire { $worse }, au moins aussi bien { $better } ; { $verdict } ({ $rule })
report-exact = Fractions exactes
# $worse, $better: exact fractions (1/36).
report-exact-side = { $player } : { $actual } ou plus : { $worse } ; { $actual } ou moins : { $better }
report-exact-roll = { $when }, { $who } : ce résultat ou pire : { $worse } ; au moins aussi bien : { $better }
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
link-save-roster = Enregistrer comme nouvelle liste de bande
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
link-save-to-muster = Enregistrer dans le Rassemblement
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
share-pack-part = Partie { $part } sur { $parts } ({ $profiles } profils)
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
backup-exported = Exporté : { $battles } bataille(s), { $rosters } liste(s) de bande et { $muster } enregistrement(s) du Rassemblement.
backup-not-exported = Rien n’a été exporté : { $reason }
# $why: what the problem means (newer, not-backup, unreadable or other); $reason: the engine's exact words.
backup-not-imported = « { $file } » n’a pas été importé, rien n’a changé. { $why ->
        [newer] Il a été créé par une version plus récente d’Aftermath : mettez d’abord l’app à jour.{" "}
        [not-backup] Ce n’est pas un fichier de sauvegarde complet d’Aftermath : il a peut-être été tronqué, ou c’est le fichier d’une autre app.{" "}
        [unreadable] Une partie n’a pas pu être lue, donc rien n’en a été importé.{" "}
       *[other] {""}
    }Détails : { $reason }
backup-not-json = fichier : n’est pas du JSON complet (tronqué ou endommagé : { $reason })
backup-imported = { $count } élément(s) importé(s) depuis « { $file } ».
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
backup-items = { $count } élément(s), chacun vérifié par le moteur.
backup-import-these = Importer ceux-ci
backup-cancel = Annuler

## The Ninth Age's sentences
# (Messages of this group follow this line.)

## The campaign's sentences
# (Messages of this group follow this line.)

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
   *[other] { $lost } PV perdus reportés
}
# A model's cell in the drawing: its words when tapped or pointed at.
ninth-page-model = Figurine
ninth-page-model-hp = { $hp } PV
ninth-page-model-hp-of = { $left }/{ $hp } PV
ninth-page-model-lost = perdue
ninth-page-model-removed = { $who } : retirée
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
} à { $hp } PV, { $left } PV restants, { $carried }
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
ninth-page-pool-choice = Réserve de Points de vie qui perd des Points de vie
ninth-page-pool-left = { $pool } ({ $left } PV restants)
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
ninth-page-total-with-mw = Total : { $total } Points de vie et les attaques à Blessures Multiples
ninth-page-total = Total : { $total } Points de vie perdus
# Each attack with the Health Points it costs, listed in ninth-page-total-of-attacks.
ninth-page-attack-losses = { $attack } { $losses }
ninth-page-total-of-attacks = Total : { $total } Points de vie perdus ({ $attacks })
ninth-page-apply-excess = Appliquer avec ce choix
ninth-page-excess-assigned = { $sum } pertes excédentaires attribuées sur { $needed }
ninth-page-excess-title = Quelles attaques ont causé l’excédent ?
ninth-page-excess-about = { $pool } de { $name } n’a pu encaisser qu’une partie des { $losses } pertes. Le joueur qui attaque dit quelles attaques ont causé les { $needed } pertes excédentaires :
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
ninth-page-odds-title = Probabilités avant de lancer
ninth-page-odds-about = Probabilités exactes pour { $name }, à partir de ses Points de vie reportés.
ninth-page-odds-attacks = Attaques
ninth-page-odds-hit = Pour toucher (X+)
ninth-page-odds-wound = Pour blesser (X+)
ninth-page-odds-armour = Sauvegarde d’armure (X+, 7 = aucune)
ninth-page-odds-special = Sauvegarde spéciale (X+, 7 = aucune)
ninth-page-odds-mw-none = Aucune
ninth-page-odds-working = Calcul des probabilités exactes…
ninth-page-odds-show = Montrer les probabilités
ninth-page-odds-wiped-out = Anéantie
# $mw: the attack's Multiple Wounds (2, D3, D6, D3+1).
ninth-page-odds-hp-lost = Points de vie perdus (Blessures Multiples { $mw })
ninth-page-odds-removed = Figurines retirées
# The bar chart's unit: "3 removed".
ninth-page-odds-removed-unit = retirées
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
ninth-page-add-character = Ajouter un Personnage ou un Champion
ninth-page-remove-unit = Retirer l’Unité
# A player's name until it is typed.
ninth-page-player-name = Joueur { $n }
# The battle's name until one is typed.
ninth-page-battle = Bataille
ninth-page-battle-name = Nom de la bataille
ninth-page-add-unit = Ajouter une Unité
ninth-page-start-battle = Commencer la bataille
ninth-page-cancel = Annuler
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
    [Crushing-Victory] Victoire Écrasante
    [Victory] Victoire
    [Pyrrhic-Victory] Victoire à la Pyrrhus
    [Noble-Loss] Défaite Honorable
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
campaign-page-confirm = Confirmer et mettre à jour les listes de bande
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
campaign-page-owed = { $name } de { $force } · { $rolls } { $rolls ->
    [one] jet dû
   *[other] jets dus
} maintenant par { $models } { $models ->
    [one] figurine
   *[other] figurines
} des deux camps ; un résultat peut en ajouter
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
campaign-page-save-rosters = Enregistrer les listes de bande sur cet appareil
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
campaign-page-roster-line = PV { $vp } · { $active } figurines actives sur { $models }{ $fate ->
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
campaign-page-list-line = PV { $vp } · { $active } actives sur { $models }
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
campaign-page-save-roster = Enregistrer la liste de bande
campaign-page-cancel = Annuler
campaign-page-saved = { $name } enregistrée sur cet appareil.
campaign-page-new-aftermath = Nouvel après-bataille de campagne
# How many warband rosters this device has, when an aftermath needs two.
campaign-page-needs-two = Un après-bataille demande deux listes de bande sur cet appareil ; il y en a { $count ->
    [one] 1
   *[other] { $count }
}.
campaign-page-make-rosters = Créer des listes de bande
campaign-page-warband-choice = { $name } (PV { $vp })
campaign-page-lost-model = Perdue : { $name }
# A model not in the battle: its kind, value and standing (campaign-page-status).
campaign-page-kind-value-absent = { $kind }, valeur { $value } — { $status }, absente de la bataille
campaign-page-unrecoverable = { $name } a été tuée sans retour possible (pas de jet de Récupération)
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
campaign-page-survive-unit = survivent
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
campaign-page-roster-preview = { $name } : { $models } figurines, { $vp } PV

## Two phones
# (Messages of this group follow this line.)
two-phones-check-title = Vérifier que personne n’est entre les deux
two-phones-check-code = Les deux téléphones affichent { $code } ? Alors personne n’est entre les deux.
two-phones-check-how = Comparez ce nombre avec celui de la fiche deux téléphones de l’autre téléphone. S’ils diffèrent, quelqu’un qui avait l’invitation lit peut-être la bataille : dissociez, puis donnez une nouvelle invitation en personne, ou jouez sur le même Wi-Fi.
two-phones-check-same = Ils concordent
two-phones-check-differ = Ils diffèrent : dissocier
two-phones-check-unpaired = Dissociés : les deux téléphones affichaient des nombres différents, quelqu’un était donc peut-être entre les deux. Donnez une nouvelle invitation en personne, ou jouez sur le même Wi-Fi.
