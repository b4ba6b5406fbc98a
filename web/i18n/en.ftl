# Aftermath's words in English: every message the page or the engine says. Built into
# the page (English costs nothing to load) and the fallback of every other language.
# How to add a message or a language: docs/languages.md.

## The home screen

home-battles = Battles
home-saved-battles = Saved battles
home-no-battles = No saved battles on this device yet.
# A saved battle's line under its name: its rule system and when it was last played.
home-battle-meta = { $system } · { $updated }
home-rename = Rename
home-rename-label = Rename { $name }
home-duplicate = Duplicate
home-duplicate-label = Duplicate { $name }
home-delete = Delete
home-delete-label = Delete { $name }
home-new-name = New name
home-save-name = Save name
home-cancel = Cancel
home-delete-ask = Delete “{ $name }” for good?
home-delete-ask-unnamed = Delete “this battle” for good?
home-delete-yes = Yes, delete
home-delete-keep = Keep it
home-examples = Examples
home-examples-title = Start from an example
home-examples-waiting = Loading the examples…
conquest-new-battle = New Conquest battle
ninth-age-new-battle = New Ninth Age battle
engine-starting-title = engine starting
backup-title = Muster and backup
backup-about = Regiment and Unit profiles and army lists kept on this device, and a backup file of everything.
backup-muster = Muster
backup-export = Export everything
backup-import = Import a backup file
campaign-title = Campaign
campaign-new = Campaign aftermath
campaign-rosters = Warband rosters
language-label = Language
# Each language by its own name, as its speakers look for it in a list.
language-en = English
language-pl = Polski
language-de = Deutsch
language-fr = Français
language-es = Español
language-it = Italiano
language-pseudo = Pseudo (tests)
language-failed = The { $code } words could not be loaded ({ $reason }): the page is in English.
# A language picked whose words could not be read: the page stays in the language it was in.
language-pick-failed = The { $code } words could not be loaded ({ $reason }): nothing was changed.

## Storage on this device (the home screen's last panel)

storage-title = Storage on this device
storage-asking = Space used: asking the browser…
storage-unreadable-count = Could not be read ({ $count })
storage-unreadable-about = These saved records were damaged. They are kept here as they were found: copy or download the text to repair it, or discard it.
# A damaged record: its kind and key as the device names them, and why it was refused.
storage-unreadable-item = { $kind } “{ $key }”: { $reason }
storage-raw-label = Raw text of { $kind } { $key }
storage-download = Download
storage-discard = Discard
storage-discard-label = Discard { $kind } { $key }
storage-not-kept = Nothing is being kept: this browser gives Aftermath no storage, so battles and rosters last only until this page is closed or reloaded.
storage-stopped = Saving on this device has stopped: reload this page to save again.
storage-space-unknown = Space used: the browser does not say.
storage-space = Space used: { $used }, { $left } left.
storage-gb = { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } GB
storage-mb = { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
storage-kb = { $size } kB
storage-persistent = Kept until you delete it (persistent storage).
storage-not-persistent = Not persistent: the browser may clear it when the device runs short of space.
storage-persistence-asking = Persistence: asked the browser, waiting for its answer.
storage-persistence-unknown = Persistence: the browser does not say.
storage-space-and-kept = { $amounts } { $kept }

## The engine's sentences: a rule's reason or a step of the log, the rule id beside it

# A reason the rules give, with the ruling that gives it.
rule-cited = { $reason } ({ $rule })
# A refused action, shown before the tap.
not-now = Not now: { $reason }

conquest-pool-received = { $regiment } receives a Wound Pool of { $wounds }
conquest-pool-suffered = { $regiment } suffered { $suffered } { $suffered ->
        [one] Wound
       *[other] Wounds
    } from this Wound Pool
conquest-below-strength = { $regiment } is Below Starting Strength
conquest-no-test-destroyed = No Morale Test: the Regiment was destroyed
conquest-no-test-harm = No Morale Test: { $harm ->
        [clash] Clash
        [charge] Charge or Impact
        [duel] Duel
        [volley] Volley
        [spell] Spell
        [decay] Decay
        [aura_of_death] Aura of Death
        [lethal_demise] Lethal Demise
       *[other] Other
    } Wounds cause none
conquest-no-test-marked = No Morale Test: the pool was marked as causing none
conquest-must-test-first = { $regiment } must first take its Morale Test ({ $dice } { $dice ->
        [one] die
       *[other] dice
    }) before { $action ->
        [pool] another Wound Pool
        [heal] Healing
        [character] more Wounds
        [rally] a Rally
        [place] moving Regiments
        [charge] a Charge
        [round] a new Round
        [decay] Decay
       *[contacts] contacts change
    }
conquest-no-test-to-take = { $regiment } has no Morale Test to take
conquest-die = Die { $value }: { $result ->
        [pass] pass
       *[fail] fail
    } — { $why ->
        [one] natural 1 always passes
        [six] natural 6 always fails
        [at_most] { $value } is at most Resolve { $resolve }
       *[over] { $value } is over Resolve { $resolve }
    }
conquest-reroll-die = Re-roll { $value }: { $result ->
        [pass] pass
       *[fail] fail
    } — { $why ->
        [one] natural 1 always passes
        [six] natural 6 always fails
        [at_most] { $value } is at most Resolve { $resolve }
       *[over] { $value } is over Resolve { $resolve }
    }
conquest-not-rerolled = { $arc ->
        [flank] Flank
       *[rear] Rear
    }: Iron Discipline, the passed dice are not re-rolled
conquest-rerolled = { $arc ->
        [flank] Flank
       *[rear] Rear
    }: { $passes } { $passes ->
        [one] pass
       *[other] passes
    } re-rolled
conquest-indomitable = Indomitable { $x }: { $saved ->
        [one] one failure counts
       *[other] { $saved } failures count
    } as passed
conquest-oblivious = Oblivious: { $failed } { $failed ->
        [one] failure
       *[other] failures
    } -> { $wounds } { $wounds ->
        [one] Wound
       *[other] Wounds
    }
conquest-test-result = { $passed } passed, { $failed } failed{ $wounds ->
        [0] {""}
        [one] : { $wounds } Wound, which trigger no further tests
       *[other] : { $wounds } Wounds, which trigger no further tests
    }

# The Resolve a test is rolled against, and how it was reached: $parts are the parts
# below, each said, then listed with parts-separator between them.
parts-separator = {", "}
conquest-morale-roll = Morale Test: roll { $dice } { $dice ->
        [one] die
       *[other] dice
    } against Resolve { $value } ({ $parts } = { $value })
conquest-resolve-line = Resolve { $value }: { $parts } = { $value }
conquest-resolve-base = { $kind ->
        [lowest] lowest
       *[highest] highest
    } Resolve { $base }
conquest-resolve-no-size = no size bonus (Broken)
conquest-resolve-size = size bonus +{ $bonus } ({ $stands } { $stands ->
        [one] Stand
       *[other] Stands
    })
conquest-resolve-modifier = modifier { $sign ->
        [minus] -
       *[plus] +
    }{ $size }
conquest-resolve-modifier-ignored = modifier { $sign ->
        [minus] -
       *[plus] +
    }{ $size } ignored (Broken)
conquest-resolve-terrifying = Terrifying -{ $x }
conquest-resolve-terrifying-ignored = Terrifying ignored ({ $rule ->
        [fearless] Fearless
       *[bravery] Bravery
    })
conquest-resolve-phalanx = Phalanx +1
conquest-terrifying = Terrifying { $x }: Resolve { $was } -> { $now }
conquest-terrifying-from = Terrifying { $x } ({ $source }): Resolve { $was } -> { $now }
conquest-terrifying-ignored = Terrifying { $x } ignored: { $regiment } has { $rule ->
        [fearless] Fearless
       *[bravery] Bravery
    }
conquest-terrifying-from-ignored = Terrifying { $x } ({ $source }) ignored: { $regiment } has { $rule ->
        [fearless] Fearless
       *[bravery] Bravery
    }
conquest-phalanx = Phalanx against Wounds from the front: Resolve { $was } -> { $now }

# Healing (C-7, C-8, C-29): $source is the named heal, or none.
conquest-heals-with = { $regiment } Heals with { $points } { $points ->
        [one] Heal Point
       *[other] Heal Points
    }{ $source ->
        [regeneration] {" "}(Regeneration)
        [fanatical_devotion] {" "}(Fanatical Devotion)
        [biotic_renewal] {" "}(Biotic Renewal)
       *[none] {""}
    }
conquest-regeneration-skips = Regeneration skips the Regiment's Characters
conquest-healing-done = Healing done: { $spent } spent{ $lost ->
        [0] {""}
       *[other] , { $lost } lost (no room)
    }{ $unused ->
        [0] {""}
       *[other] , { $unused } unused
    }
conquest-regeneration-of = Regeneration { $points } of { $character }: { $healed } { $healed ->
        [one] Wound Marker
       *[other] Wound Markers
    } healed{ $lost ->
        [0] {""}
       *[other] , { $lost } lost
    }
conquest-character-heals = Character { $character } heals { $healed } { $healed ->
        [one] Wound Marker
       *[other] Wound Markers
    }

# A Character's Wounds (C-3).
conquest-character-removed = Character { $character } is removed as a casualty
conquest-character-markers = Character { $character } has { $markers } { $markers ->
        [one] Wound Marker
       *[other] Wound Markers
    }
conquest-character-no-morale = No Morale Test for { $regiment }: a Character's own Wounds are not a Wound Pool
conquest-character-removed-with = Character { $character } is removed with the last Stand of { $regiment }, as a casualty

# Rally, the Round and the Active Player (C-15, C-16, C-19).
conquest-rallies = { $regiment } Rallies{ $was ->
        [broken] : no longer Broken
       *[steady] {""}
    }; Broken is now counted from { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    }
conquest-round-begins = Round { $round } begins: every Regiment's Broken count starts again
conquest-still-broken = { $regiment } is still Broken: Shattered is now counted from { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    }
conquest-active-player = { $player } is the Active Player

# A Charge (C-17): $edge is the enemy's edge charged.
conquest-charges = { $regiment } Charges the { $edge ->
        [front] front
        [left] left flank
        [right] right flank
       *[rear] rear
    } of { $enemy }: { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } against { $enemy_stands } in contact

# Stands lost: excess Wounds, Broken, Shattered, destroyed (C-5, C-14, C-15, C-27).
conquest-excess-ignored = { $excess } excess { $excess ->
        [one] Wound
       *[other] Wounds
    } ignored: no Stand left to take them
conquest-dauntless = { $regiment } is Dauntless: lost { $lost } of { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } this Round, and is never Broken
conquest-broken = { $regiment } is Broken: lost { $lost } of { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } this Round (half, rounded up, is { $needed })
conquest-shattered = { $regiment } is Shattered: lost { $lost } of the { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } it had when Broken (half, rounded up, is { $needed }); all Stands removed
conquest-destroyed = { $regiment } has no Stands left and is destroyed

# Stranded Regiments and Press the Attack (C-18, C-19).
conquest-back-in-contact = { $regiment } is back in contact after an earlier push: no longer Stranded
conquest-stays-unengaged = { $regiment } stays out of contact: it is Unengaged
conquest-not-stranded-after-all = { $regiment } is not Stranded after all: it is not pushed

# The Conquest refusals: why an action is not allowed now.
conquest-refused-already-destroyed = { $regiment } is already destroyed
conquest-refused-destroyed = { $regiment } is destroyed
conquest-refused-destroyed-no-rally = { $regiment } is destroyed and cannot Rally
conquest-refused-destroyed-no-heal = { $regiment } is destroyed and cannot be Healed
conquest-refused-character-removed = { $character } has been removed
conquest-refused-character-already-removed = { $character } has already been removed
conquest-refused-broken-no-heal = { $regiment } is Broken: a Broken Regiment cannot be Healed
conquest-refused-broken-no-restore = { $regiment } is Broken: a Broken Regiment cannot be Healed or have Stands Restored
conquest-refused-broken-no-charge = { $regiment } is Broken: a Broken Regiment cannot Charge (Ch6)
conquest-refused-not-broken = { $regiment } is not Broken
conquest-refused-no-bravery = { $regiment } does not have Bravery
conquest-refused-max-rounds = a battle holds at most { $rounds } Rounds
conquest-refused-no-battlefield-to-push = this battle has no battlefield: nobody is pushed
conquest-refused-pushed-after-the-test = Stranded Regiments are pushed after the Morale Test's casualties: choose their order with that test
conquest-refused-nothing-to-push = no Regiment is Stranded by this action: there is nothing to push
conquest-refused-not-engaged-before = { $regiment } was not engaged before this action: it cannot be Stranded or pushed
conquest-refused-contacts-from-positions = on a battlefield, contacts follow from the positions: move Regiments with Place instead
conquest-refused-no-battlefield-to-place = this battle has no battlefield to place Regiments on
conquest-refused-casualties-not-complete = the last action's casualties are not complete yet
conquest-refused-enemy-not-placed = { $enemy } is not on the battlefield yet: Move it onto the battlefield first, then { $attacker } can charge one of its edges

# Contacts on the table (C-17): $parts are the edges that touch, each conquest-edge-pair.
conquest-edge-pair = its { $own ->
        [front] front
        [right] right
        [rear] rear
       *[left] left
    } against their { $theirs ->
        [front] front
        [right] right
        [rear] rear
       *[left] left
    }
conquest-in-contact = { $regiment } is in contact with { $enemy }: { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } against { $enemy_stands } ({ $parts })
conquest-also-in-contact = { $regiment } is also in contact with { $enemy }: { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } against { $enemy_stands } ({ $parts })

# Stranded Regiments waiting for a Morale Test (C-18): $parts are their names, each
# conquest-name.
conquest-name = { $name }
conquest-out-of-contact = Out of contact: { $parts }; Stranded Regiments are settled after the Morale Test's casualties

# A Stand's place in its formation is said as its rank (front, rear, or the nth) and,
# when the formation has more than one file, its file (left or right end, centre, or
# the nth from an end); a length in the players' unit (mm or in), to a tenth.
# Why a Wound goes to a Stand (C-4): $origin is the Command Stand's file or the centre
# file, $far how many files from it (a half on an even front).
conquest-why-command-last = Command Stands are removed last; none other is left
conquest-why-wounded-first = a Wounded Stand takes Wounds until it is destroyed
# $parts: the reason within the rank.
conquest-why-rear-rank = { $rank ->
        [1] rank 1 is the only rank
       *[other] rank { $rank } is the rear rank
    };{ $engaged ->
        [kept] {" "}it keeps engaged Stands in contact;
        [all] {" "}every Stand there is engaged;
       *[none] {""}
    } { $parts }
conquest-why-on-the-file = { $how ->
        [last] the centremost Stand goes last
        [only_in_rank] the only Stand in the rank
       *[only] the only choice
    } (on { $origin ->
        [command] the Command Stand's file
       *[centre] the centre file
    })
conquest-why-only-choice = the only choice ({ $far } { $far ->
        [one] file
       *[other] files
    } from { $origin ->
        [command] the Command Stand
       *[centre] the centre file
    })
conquest-why-furthest = furthest from { $origin ->
        [command] the Command Stand
       *[centre] the centre file
    } ({ $far } { $far ->
        [one] file
       *[other] files
    })
conquest-why-tied = { $far } { $far ->
        [one] file
       *[other] files
    } from { $origin ->
        [command] the Command Stand
       *[centre] the centre file
    }, tied both sides; { $last_side ->
        [left] alternating ends: the last Stand lost was on the left
        [right] alternating ends: the last Stand lost was on the right
       *[none] first tie goes to the left
    }
# A Stand takes Wounds (C-4); $parts: why this Stand.
conquest-stand-destroyed = The { $stand ->
        [auxiliary] { $auxiliary } Stand (auxiliary)
       *[stand] Stand
    } at { $rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $rank_n }{ $rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    } takes { $taken } { $taken ->
        [one] Wound
       *[other] Wounds
    } and is destroyed — { $parts }
conquest-stand-takes = The { $stand ->
        [auxiliary] { $auxiliary } Stand (auxiliary)
       *[stand] Stand
    } at { $rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $rank_n }{ $rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    } takes { $taken } { $taken ->
        [one] Wound
       *[other] Wounds
    } ({ $markers } of its { $wounds } Wounds taken) — { $parts }

# Stands healed and restored (C-7 to C-9).
conquest-stand-heals = The { $stand ->
        [auxiliary] { $auxiliary } Stand (auxiliary)
       *[stand] Stand
    } at { $rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $rank_n }{ $rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    } heals { $healed } { $healed ->
        [one] Wound Marker
       *[other] Wound Markers
    }{ $command ->
        [yes] {" "}(Command Stand first)
       *[no] {""}
    }
conquest-too-few-to-restore = { $left } { $left ->
        [one] Heal Point
       *[other] Heal Points
    } left: not enough to restore the { $stand ->
        [auxiliary] { $auxiliary } Stand (auxiliary)
       *[stand] Stand
    } from { $rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $rank_n }{ $rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    } (needs { $need }, half its Wounds rounded up); they go unused
conquest-no-room-to-restore = No room to restore the { $stand ->
        [auxiliary] { $auxiliary } Stand (auxiliary)
       *[stand] Stand
    } lost from { $rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $rank_n }{ $rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    }: it is not restored and { $lost ->
        [one] the remaining Heal Point is lost
       *[other] the remaining { $lost } Heal Points are lost
    }
# $parts: why there is no room on the battlefield.
conquest-no-room-to-restore-because = No room to restore the { $stand ->
        [auxiliary] { $auxiliary } Stand (auxiliary)
       *[stand] Stand
    } lost from { $rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $rank_n }{ $rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    } ({ $parts }): it is not restored and { $lost ->
        [one] the remaining Heal Point is lost
       *[other] the remaining { $lost } Heal Points are lost
    }
conquest-stand-restored = The { $stand ->
        [auxiliary] { $auxiliary } Stand (auxiliary)
       *[stand] Stand
    } at { $command ->
        [yes] its original position
       *[no] { $rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $rank_n }{ $rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    }
    } restored with { $spent } { $spent ->
        [one] Heal Point
       *[other] Heal Points
    }, { $spent } of { $wounds } Wounds remaining{ $command ->
        [yes] {" "}(Command Stands first)
       *[no] {""}
    }

# Contacts set by hand (C-2): $parts are the enemies' names, each conquest-name.
conquest-stand-contacts = The Stand at { $rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $rank_n }{ $rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    } of { $regiment } is in contact with { $parts }
conquest-stand-contacts-none = The Stand at { $rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $rank_n }{ $rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    } of { $regiment } is in contact with no enemy
conquest-refused-stand-removed = the Stand at { $rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $rank_n }{ $rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    } of { $regiment } has been removed

# Bravery, Decay and a Wound Pool's source (C-21, C-28, C-29).
conquest-uses-bravery = { $regiment } uses Bravery: no longer Broken; Broken is still counted from { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } this Round
conquest-decay = Decay { $x }: { $stands } { $stands ->
        [one] Stand rolls
       *[other] Stands roll
    } { $dice } { $dice ->
        [one] die
       *[other] dice
    }, { $wounds } of them 5 or 6: { $wounds } { $wounds ->
        [one] Wound
       *[other] Wounds
    }, no Morale Tests
# $source is the enemy named, if $named is yes; $harm the kind of harm, or none.
conquest-pool-source = Wound Pool { $named ->
        [yes] from { $source }
       *[no] source not named
    }{ $harm ->
        [clash] , Clash
        [charge] , Charge or Impact
        [duel] , Duel
        [volley] , Volley
        [spell] , Spell
        [decay] , Decay
        [aura_of_death] , Aura of Death
        [lethal_demise] , Lethal Demise
        [other] , Other
       *[none] {""}
    }, Wounds from the { $arc ->
        [front] front
        [flank] flank
        [rear] rear
       *[not_named] not named
    }

# Regiments' names joined by "and": each is $name, then $parts (the next one, or what
# follows the last).
conquest-name-and = { $name } and { $parts }
conquest-name-still-touching = { $name } but is still in contact with { $parts }

# The battlefield (C-17): where a Regiment stands, and why it cannot stand there.
conquest-off-battlefield = the Stand at { $rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $rank_n }{ $rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    } would be off the battlefield
conquest-overlaps = the Stand at { $rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $rank_n }{ $rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    } would { $moving ->
        [yes] pass through
       *[no] overlap
    } the Stand at { $other_rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $other_rank_n }{ $other_rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $other_file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $other_file_n }{ $other_file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $other_file_n }{ $other_file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    } of { $other }
# $parts: why.
conquest-refused-cannot-stand-there = { $regiment } cannot stand there: { $parts }
conquest-stands-at = { $regiment } stands at x { NUMBER($x, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }, y { NUMBER($y, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }, facing { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
# $parts: why.
conquest-refused-cannot-charge = { $attacker } cannot charge the { $edge ->
        [front] front
        [left] left flank
        [right] right flank
       *[rear] rear
    } of { $enemy }: { $parts }
conquest-no-stand-touches = slid { $offset } Stand { $widths ->
        [one] width
       *[other] widths
    }, no Stand of { $attacker } would touch { $enemy }
# $parts: the enemies' names joined by "and".
conquest-leaves-contact = { $regiment } leaves its contact with { $parts }
conquest-first-battlefield = A battlefield of { $unit ->
        [in] { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) } x { NUMBER($depth, useGrouping: 0, maximumFractionDigits: 1) }″
       *[mm] { NUMBER($width, useGrouping: 0) } x { NUMBER($depth, useGrouping: 0) } mm
    }: both armies deployed in their halves, facing each other
conquest-pair-with = { $a } with { $b }
# $parts: the pairs of Regiments, each conquest-pair-with.
conquest-hand-set-end = The contacts set by hand ({ $parts }) end: on a battlefield the positions decide contacts, so Charge again to engage the others
conquest-refused-too-wide = { $regiment } ({ NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } wide) is wider than the battlefield ({ NUMBER($field_width, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    }): set a larger table
# $player_s: yes when the player's name ends in s (English writes Ann's, James').
conquest-refused-no-room-in-half = { $regiment } has no room in { $player }{ $player_s ->
        [yes] '
       *[no] 's
    } half of the { $unit ->
        [in] { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) } x { NUMBER($depth, useGrouping: 0, maximumFractionDigits: 1) }″
       *[mm] { NUMBER($width, useGrouping: 0) } x { NUMBER($depth, useGrouping: 0) } mm
    } battlefield: set a larger table
# $parts: why.
conquest-refused-cannot-be-deployed = { $regiment } cannot be deployed: { $parts }

# Stranded Regiments and Press the Attack (C-18, C-19): $parts are names joined by "and".
conquest-engaged-again = { $regiment } is engaged again with { $parts }
# $parts: the Regiments in the order pushed, each conquest-name.
conquest-push-order = { $player } pushes them in this order: { $parts }
conquest-still-engaged = { $regiment } lost contact with { $parts }: not Stranded
conquest-unengaged-not-stranded = { $regiment } is Unengaged, not Stranded: { $opponents ->
        [one] its only opponent
       *[other] all its opponents
    } ({ $parts }) destroyed
conquest-separated = { $regiment } lost the Stands that were in contact with { $parts }: it is not Stranded (Ch6: only the opponents of the Regiment losing Stands can be)
conquest-stranded = { $regiment } is Stranded: no longer in contact with { $parts }
conquest-no-straight-push = no straight move puts it back in contact along the same edges
# $parts: why the push is blocked.
conquest-push-blocked = the push of { NUMBER($distance, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } is blocked: { $parts }
conquest-would-touch = it would touch { $other }, which it was not engaged with
# $parts: why not.
conquest-cannot-press = { $regiment } cannot Press the Attack ({ $parts }); it stays where it was and is Unengaged
# A push's way as the Regiment faces: $ahead forward or back, $aside right or left.
conquest-push-direction = { $forward ->
        [forward] { NUMBER($ahead, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } forward{ $sideways ->
            [right] {" "}and { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } right
            [left] {" "}and { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } left
           *[none] {""}
        }
        [back] { NUMBER($ahead, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } back{ $sideways ->
            [right] {" "}and { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } right
            [left] {" "}and { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } left
           *[none] {""}
        }
       *[none] { $sideways ->
            [right] { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } right
            [left] { NUMBER($aside, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } left
           *[none] a hair's breadth
        }
    }
# $parts: the push's way (conquest-push-direction).
conquest-presses = { $regiment } presses the attack: pushed { NUMBER($distance, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
        [in] ″
       *[mm] {" "}mm
    } ({ $parts }) back into contact with { $enemy } — { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } against { $enemy_stands }{ $how ->
        [same] , as before the casualties
        [more] {" "}(before the casualties: { $was_stands } against { $was_enemy_stands })
       *[most] : the most possible (it was { $was_stands } against { $was_enemy_stands })
    }

# An error of validation a player sees: $field is where in the input (as the engine
# names it), $got the value given, as written; $parts is what the field must be.
invalid-data = { $field }: { $parts }, got { $got }
field-an-object = must be an object
# $allowed: the keys allowed, listed as the input spells them.
field-unknown-key = unknown key (allowed: { $allowed })
field-required = is required
field-whole-number = must be a whole number
field-a-number = must be a number
field-at-least = must be at least { NUMBER($low, useGrouping: 0) }
field-at-most = must be at most { NUMBER($high, useGrouping: 0) }
field-text = must be text
field-max-characters = must be at most { NUMBER($max, useGrouping: 0) } characters
# $options: the choices, listed as the input spells them.
field-one-of = must be one of { $options }
field-not-blank = must not be blank
field-true-or-false = must be true or false
field-a-list = must be a list
field-max-items = must have at most { NUMBER($max, useGrouping: 0) } items
field-identifier = must be 1-64 letters, digits, '-', '_' or '.'
field-dice-list = must be a list of D{ NUMBER($sides, useGrouping: 0) } results
field-die-result = must be a D{ NUMBER($sides, useGrouping: 0) } result from 1 to { NUMBER($sides, useGrouping: 0) }
field-dice-count = must hold exactly { NUMBER($count, useGrouping: 0) } dice, one per test
field-entered-or-rolled = must be entered, or rolled by the app first

## Conquest's battle screen: the overview, a Regiment's card and its Actions
# (Messages of this group follow this line.)
# A Regiment's status, in its badge and wherever it is named.
battle-status-steady = Steady
battle-status-broken = Broken
battle-status-shattered = Shattered
battle-status-destroyed = Destroyed
# "5/7 Stands": the Stands left of those the Regiment started with (Characters included).
battle-strength = { $left }/{ $start } { $start ->
        [one] Stand
       *[other] Stands
    }
# $foes: the enemy Regiments' names, as their lists wrote them.
battle-engaged-with = Engaged with { $foes }
battle-stranded = Stranded
battle-unengaged = Unengaged
battle-auxiliary-name = { $name } (auxiliary)
# Marks an auxiliary Stand on the formation's drawing (short: a Stand is narrow).
battle-auxiliary-mark = aux
battle-stand-lost = lost
# Under a Stand on the drawing: its Wounds left, W short for Wounds (explained beside it).
battle-wounds-left-short = { $left } W left
# Where a Stand is in its Regiment, when the battlefield does not say.
battle-rank-file = rank { $rank }, file { $file }
# A Stand's name to a screen reader. $auxiliary: its auxiliary name or "no"; $place: where
# it is; $w: the Wounds' abbreviation; $destroyed, $command, $engaged: yes or no.
battle-stand-title = { $auxiliary ->
        [no] Stand
       *[other] { $auxiliary } Stand
    } at { $place }: { $destroyed ->
        [yes] destroyed
       *[no] { $taken } { $taken ->
            [one] Wound
           *[other] Wounds
        } taken, { $left } { $w } left
    }{ $command ->
        [yes] , Command Stand
       *[no] {""}
    }{ $engaged ->
        [yes] , engaged
       *[no] {""}
    }
battle-front-rank = front rank
battle-rear-rank = rear rank
battle-rank = rank { $rank }
# A Stand in its rank's line of the drawing's name (as battle-stand-title).
battle-rank-stand = { $auxiliary ->
        [no] {""}
       *[other] { $auxiliary }{" "}
    }{ $destroyed ->
        [yes] lost
       *[no] { $left } { $w } left
    }
# The formation's name to a screen reader: $rows, each rank's Stands.
battle-formation-name = { $name }, { $files } files; { $rows }
# $edges: the engine's words for the edges in contact; $foes: the enemies' names.
battle-engaged-edges = Engaged: { $edges } (with { $foes })
battle-engaged-stands = Engaged with { $foes }: { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } in base contact
battle-characters = Characters
# A Character under its Regiment: $removed yes or no; $rules its special rules (or empty).
battle-character-line = ★ { $name }: { $removed ->
        [yes] removed
       *[no] { $left } of { $wounds } { $wounds ->
            [one] Wound
           *[other] Wounds
        } left
    }, Resolve { $resolve }{ $rules ->
        [none] {""}
       *[other] ; { $rules }
    }
battle-auxiliary-stands = Auxiliary Stands
# An auxiliary Stand: $kind its type (battle-form-kind); $lost yes or no.
battle-auxiliary-line = ◆ { $name } ({ $kind }): { $lost ->
        [yes] lost
       *[no] { $left } of { $wounds } { $wounds ->
            [one] Wound
           *[other] Wounds
        } left
    }, Resolve { $resolve }
# $note: which Stands the count holds (battle-characters-counted); $counted: why (the engine's).
battle-strength-note = { $left } of { $start } Stands left, { $note }: { $counted }
battle-below-starting-strength = Below Starting Strength
battle-apply-wound-pool = Apply Wound Pool
battle-causes-no-morale = Causes no Morale Tests
battle-wound-pool-for = Wound Pool for { $name }
battle-enter-to-preview = Enter a number to preview.
battle-preview-wounds = Preview: { $n } { $n ->
        [one] Wound
       *[other] Wounds
    }
# $n: the Wounds a Character would suffer outside the Wound Pool; $name: the Character's name.
battle-preview-character = Preview: { $n } { $n ->
        [one] Wound
       *[other] Wounds
    } on { $name }
battle-preview-heal = Preview: { $n } { $n ->
        [one] Heal Point
       *[other] Heal Points
    }
battle-formation-afterwards = Show the formation afterwards
battle-preview-of = Preview of { $name } afterwards
battle-preview-steps = Preview steps
# The Morale Test's faces that pass, then the Resolve explained: both the engine's.
battle-passes-resolve = { $passes }. Resolve: { $explain }
# One of the engine's sentences ended as a sentence.
battle-sentence = { $text }.
# Read by a screen reader after a heading: whose it is.
battle-for-regiment = {" "}for { $name }
battle-resolve-modifier = Resolve modifier
battle-heal = Heal
battle-no-room = No room for a restored Stand
battle-heal-points = Heal Points
battle-rally = Record the Rally
# Under the Rally's button: the app records a Rally made at the table, it rolls nothing.
battle-rally-when = Tap it once the Regiment has Rallied at the table.
battle-apply-wounds = Apply Wounds
battle-character = Character
battle-character-wounds = Wounds suffered (e.g. in a Duel)
# The tabs of a Regiment's actions.
battle-wound-pool-tab = Wound Pool
battle-heal-tab = Heal
battle-rally-tab = Rally
battle-odds-tab = Odds
battle-character-tab = Character
battle-charge-tab = Charge
battle-move-tab = Move
# The step due, in the bottom and top bars: $n Morale dice owed by the Regiment $name.
battle-morale-due = Morale Test due: { $n } { $n ->
        [one] die
       *[other] dice
    } ({ $name })
# The step due while the first roll's passes are re-rolled: $step, the engine's heading of it ("Morale Test: re-roll 3 dice"), for the Regiment $name.
battle-morale-reroll-due = { $step } ({ $name })
# $player: the Active Player's name as typed.
battle-push-reorder = { $player }, the Active Player, may reorder them before the dice.
battle-push-earlier = Push { $name } earlier
battle-push-later = Push { $name } later
battle-actions-for = Actions for { $name }
# A Regiment out of the battle ($status: destroyed or shattered).
battle-regiment-gone = { $name } is { $status ->
        [destroyed] destroyed
       *[shattered] shattered
    }.
battle-action = Action
# Read after a tab's name when the rules refuse its action now.
battle-tab-not-now = {" "}(not now)
battle-go-to-regiment = Go to a Regiment
battle-round = Round { $round }
battle-new-round-ask = Start a New Round?
battle-new-round-yes = Start New Round
battle-cancel = Cancel
battle-round-and-player = Round and Active Player
battle-active-player = Active Player
# Read after the Active Player's name.
battle-player-active = {" "}(active)
battle-new-round = New Round
battle-enemies-of = Enemies { $name } fights
# Before an enemy's name, on the button opening its Wound Pool.
battle-wound-pool-on = Wound Pool on{" "}
battle-charge-edges-failed = The edges could not be worked out just now: choose the enemy again, or reload the page.
battle-charge-which-enemy = { $name } charges which enemy?
battle-charge-enemy = Enemy to charge
battle-charge-working = Working out the edges…
battle-charge-not-drawn = The edges of this enemy could not be drawn: choose it again, or reload the page.
# $table: the table's size, e.g. 72″ x 48″ (1829 x 1219 mm).
battle-charge-deploys = This first Charge puts both armies on a { $table } table, each in its own half, facing the other.
# A table size's field: $label (battle-table-width or -depth) and its $units (in or mm).
battle-table-field = { $label } ({ $units })
battle-table-width = Table width
battle-table-depth = Table depth
battle-use-table = Use this table
battle-set-table-size = Set the table size
# An edge's row: how many of the attacker's Stands it brings into contact, against how many of the enemy's.
battle-edge-contact = { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } against { $enemy_stands } in contact
battle-edge-slid = slid { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } to fit
battle-edge-no-fit = does not fit
# $reason: the engine's, why the Charge would not fit centred on this edge.
battle-edge-centred-no-fit = Centred it would not fit: { $reason }
# $words: the engine's name for the edge, when it says more than the edge's name.
battle-edge-detail = { $words }: { $contact }
# $name: the charging Regiment's name as written; $name_s: yes when it ends in s (English
# writes Knights' left, Ogre's left; other languages need not use it).
battle-slide-left = 1 Stand to { $name }{ $name_s ->
        [yes] '
       *[no] 's
    } left
battle-slide-right = 1 Stand to { $name }{ $name_s ->
        [yes] '
       *[no] 's
    } right
# $edge: front, left, right or rear (the edge charged).
battle-slide-along = Slide { $name } along the { $edge ->
        [front] front
        [left] left flank
        [right] right flank
       *[rear] rear
    }
# $way: centred, right or left; $offset: how many Stands it is slid.
battle-slide-along-now = Slide { $name } along the { $edge ->
        [front] front
        [left] left flank
        [right] right flank
       *[rear] rear
    }, one Stand at a time ({ $way ->
        [centred] now centred
        [right] now { $offset } { $offset ->
            [one] Stand
           *[other] Stands
        } to its right
       *[left] now { $offset } { $offset ->
            [one] Stand
           *[other] Stands
        } to its left
    }):
battle-the-enemy = the enemy
battle-charge-drawing = { $name } seen from behind, its front at the top: tap an edge to charge it
# $facing: which way it faces on the drawing (screen-facing-...), or none off the battlefield.
battle-charge-seen-from = { $name } seen from behind, its front at the top: its own left on the left, its right on the right.{ $facing ->
        [none] {""}
       *[other] {" "}On the battlefield it faces { $facing }.
    }
# The words on the enemy's drawing, on each edge's target.
battle-target-front = Front
battle-target-left = Left
battle-target-right = Right
battle-target-rear = Rear
# The arc a Wound Pool comes from.
battle-pool-arc-front = front
battle-pool-arc-flank = flank
battle-pool-arc-rear = rear
# The arc as the battlefield gives it ($arc: battle-pool-arc-...).
battle-pool-arc-battlefield = { $arc } (battlefield)
battle-pool-harm-waiting = kind of harm: waiting for the engine
# The Wound Pool's source line: $name the Enemy Regiment's, $harm the kind of harm's title (the engine's), $arc its arc.
battle-pool-source = From { $name } · { $harm } · { $arc }
battle-pool-source-unnamed = Source not named · { $harm } · { $arc }
battle-pool-choose-enemy = Choose the Enemy Regiment
battle-pool-not-named = Not named
# A kind of harm that causes no Morale Tests ($harm: its title, the engine's).
battle-pool-harm-no-morale = { $harm } (no Morale Tests)
battle-pool-waiting = Waiting for the engine…
battle-pool-wounds-from = Wounds from (Enemy Regiment)
battle-pool-harm = Kind of harm
battle-pool-arc-fixed = Arc (the battlefield's)
battle-pool-arc = Arc
# The Odds tab: "If it takes [a Wound Pool of | attacks]".
battle-odds-pool-of = a Wound Pool of
battle-odds-attacks-option = attacks
battle-odds-wounds = Wounds
battle-odds-attacks = Attacks
battle-odds-hit = Hit on (Clash/Volley)
battle-odds-save = Defense/Evasion
battle-odds-working = Working out the exact odds…
battle-odds-stands-lost = Stands lost
# After a count in the Stands lost chart: "2 lost".
battle-odds-lost = { $count ->
       *[other] lost
    }
battle-odds-wounds-from-pool = Wounds from the Wound Pool
# The Morale Test's failed dice after the pool, and their unit ("2 dice").
battle-odds-morale-failed = Failed Morale dice
# The Wounds a bar of the pool's chart counts ("1 Wound", "3 Wounds").
battle-odds-wound-count = { $count ->
        [one] Wound
       *[other] Wounds
    }
battle-odds-dice = { $count ->
        [one] die
       *[other] dice
    }
battle-odds-about = Exact odds for { $name } as it stands now, Morale Test included.
battle-odds-if-it-takes = If it takes
battle-odds-show = Show the odds
battle-bravery = Bravery (start of its Activation)
battle-bravery-failed = Bravery: { $reason }
battle-heal-from = Heal from
battle-biotic-asking = Biotic Renewal's die: asking the engine…
battle-biotic-die = Biotic Renewal heals a D{ $sides }: enter the roll, or let the app roll it.
battle-biotic-failed = Biotic Renewal's die could not be read: { $reason }
# Decay's dice to roll: $x the rule's X, $n the dice.
battle-decay-dice = Decay { $x }: { $n } { $n ->
        [one] die
       *[other] dice
    }
battle-decay-x = Decay { $x }
battle-decay-instead = Decay (X) instead
battle-decay-x-label = Decay X
battle-change-first-roll = Change the first roll
battle-engaged = engaged
# The battlefield's drawing to a screen reader: its size, and whose side it is seen from.
battle-field-label = Battlefield { $width } by { $depth }, seen from above from { $player }'s side
# A player not named: "player 1".
battle-player-n = player { $n }
# Beside a push's arrow on the battlefield: how far it was pushed.
battle-pushed = pushed { $distance }
battle-no-fight = No fight on the table: it is shown whole.
# A Regiment's name on the drawing with its engagement (battle-stranded or battle-unengaged).
battle-name-engagement = { $name } ({ $engagement })
battle-engagement-note = { $name }: { $engagement }
battle-field-help = Drag a Regiment to move it; tap it (or its name in the list), then drag its ⟳ handle to turn it. Drag the table to pan, pinch to zoom. Move in its actions takes numbers.
battle-not-named = Not named on the drawing at this zoom: { $names }
battle-zoom = Zoom the battlefield
battle-zoom-in = + Zoom in
battle-zoom-out = − Zoom out
battle-fit-all = Fit all
battle-fit-engagements = Fit engagements
battle-field-title = Battlefield (top-down)
battle-press-the-attack = Press the Attack
battle-field-list = Regiments on the battlefield: tap one to pick it
battle-seen-from = Seen from { $player }'s side
battle-seen-from-label = Battlefield drawn as seen from
battle-units-mm = Distances in mm (tap for inches)
battle-units-inches = Distances in inches (tap for mm)
# The selected Regiment's arcs on the drawing: each arc's name ($front, $left, $right, $rear:
# screen-arc-...) and where it lies ($front_side...: screen-side-...); $facing: screen-facing-....
battle-arcs-key = Arcs of { $name }, facing { $facing }: { $front } { $front_side }, { $left } { $left_side }, { $right } { $right_side }, { $rear } { $rear_side } (its own left and right, as seen from behind it).
# The Move tab: $units in (inches) or mm, the battlefield's Distances setting.
battle-place-about = Position of the centre of the front edge, in { $units ->
        [mm] mm
       *[in] inches
    } (the Distances setting on the battlefield).
battle-place-x = x ({ $units })
battle-place-y = y ({ $units })
battle-move-regiment = Move Regiment
battle-facing = Facing (°)
# Beside the facing's arrow: $exact yes when it faces exactly that way; $way up, right, down or left.
battle-facing-words = { $exact ->
        [yes] Faces
       *[no] Faces about
    } { $way ->
        [up] up the table
        [right] to the right
        [down] down the table
       *[left] to the left
    } (0° is up the table, 90° to the right)
# Under the battlefield, what a drag did: $reason the engine's refusal.
battle-drag-refused = { $name } stays where it was: { $reason }
battle-drag-moved = { $name } moved { $distance }.
battle-drag-moving = Moving { $name }…
battle-drag-turning = Turning { $name }: facing { $facing }°
battle-drag-turned = { $name } turned to face { $facing }°.
battle-drag-picked = { $name } picked: drag it to move it, or drag its ⟳ handle to turn { $name }.
# The new-battle form and Muster's Regiment profile.
battle-form-name = Name
battle-form-wounds = Wounds
battle-form-resolve = Resolve
battle-form-character-rules = Character's special rules
battle-form-remove-character = Remove Character
battle-form-regiment = Regiment
battle-form-player = Player
battle-form-type = Type
battle-form-stands = Stands
battle-form-files = Files per rank
battle-form-command = Command Stand (front centre)
battle-form-add-character = Add Character
battle-form-remove-regiment = Remove Regiment
# The name a Regiment left unnamed is given: "Regiment 2".
battle-form-default-regiment = Regiment { $n }
battle-form-default-player = Player { $n }
battle-form-inches = inches
battle-form-battlefield = Battlefield (optional)
battle-form-on-table = Play on a battlefield: contacts, Stranded and Press the Attack from positions
battle-form-distances-in = Distances in
battle-form-distances-hint = the same setting as the battlefield's and Move's
battle-form-new-battle = New battle
battle-form-battle-name = Battle name
battle-form-add-regiment = Add Regiment
battle-form-start = Start battle
battle-form-waiting = The Regiments appear when the engine is ready.
# A Stand type ($kind: infantry, cavalry, brute or monster; another as the list wrote it).
battle-form-kind = { $kind ->
        [infantry] infantry
        [cavalry] cavalry
        [brute] brute
        [monster] monster
       *[other] { $kind }
    }
# A Stand's base left blank takes its type's own size: said in the field.
battle-form-types-own = as its type
battle-form-stand-width = Stand width (mm)
battle-form-stand-depth = Stand depth (mm)
battle-form-aux-name = Auxiliary name
battle-form-aux-type = Auxiliary type
battle-form-aux-wounds = Auxiliary Wounds
battle-form-aux-resolve = Auxiliary Resolve
battle-form-how-many = How many
battle-form-remove-aux = Remove auxiliary
battle-form-add-aux = Add auxiliary Stands
battle-form-character-name = Character name
battle-form-character-wounds = Character Wounds
battle-form-character-resolve = Character Resolve
# A Muster profile's line: $kind (battle-form-kind), $command yes or no, $base its base (battle-profile-base) or empty.
battle-profile-summary = { $kind }, { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } in { $files } { $files ->
        [one] file
       *[other] files
    }, Wounds { $wounds }, Resolve { $resolve }{ $command ->
        [yes] , Command Stand
       *[no] {""}
    }{ $base }
battle-profile-base = , { $width } x { $depth } mm
# Each auxiliary Stand of a profile, after its line.
battle-profile-auxiliary = ; + { $count } { $name } ({ $kind }, Wounds { $wounds }, Resolve { $resolve })
# What a list import found of a Regiment, each a part of one line.
battle-found-stands-files = { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    } in { $files } { $files ->
        [one] file
       *[other] files
    }
battle-found-stands = { $stands } { $stands ->
        [one] Stand
       *[other] Stands
    }
battle-found-wounds = Wounds { $wounds }
battle-found-resolve = Resolve { $resolve }
battle-found-command = Command Stand
# A shared link's preview, a line per Regiment: its player's and its own name, its Stands.
battle-preview-regiment = { $player }: { $name } ({ $stands } { $stands ->
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
    }, Wounds { $wounds }, Resolve { $resolve })
# Beside a Regiment's Stand count: its Characters, counted as Stands.
battle-characters-counted = incl. ★ { $n } { $n ->
        [one] Character
       *[other] Characters
    }

## The screens every system shares: the top bar, the log, Undo, dice, keypad and sheets
# (Messages of this group follow this line.)
# The top bar: the engine's and the offline state in words (a symbol first, never colour alone).
screen-engine-starting = ◌ Engine starting
screen-engine-ready = ● Engine ready
# Ready, and still working on what it was asked (an Apply waits): said after a moment, in the game's top bar.
screen-engine-busy = ◌ Engine working…
screen-engine-failed = ✖ Engine failed
screen-works-offline = works offline
screen-offline-on-phone = offline: all on this phone
screen-saving-offline = saving for offline
screen-offline-now = offline now
screen-no-offline = no offline use
# $what: what the screen does now (device-awake-...).
screen-awake-now = Now: { $what }.
screen-dismiss = Dismiss
screen-battle = Battle
# Said by a screen reader before the Back button's visible word (screen-battles).
screen-back-to = Back to{" "}
screen-battles = Battles
screen-actions = { $n } { $n ->
        [one] action
       *[other] actions
    }
screen-bottom-bar = Undo, redo and what is due
screen-undo = ↶ Undo
screen-redo = ↷ Redo
screen-nothing-due = Nothing due
# A battle's top bar while nothing was done in it yet: where its actions are.
battle-start-hint = Tap a Regiment to act
screen-keep-awake = Keep the screen on during battles
screen-morale-dice = Morale dice
# A Morale die's verdict beside its value.
screen-die-pass = pass
screen-die-fail = fail
screen-die-rerolled = pass, re-rolled
screen-morale-rerolls = Re-rolls of the passes
screen-why = Why?
screen-why-steps = What happened, step by step
screen-engine-starting-notice = Engine starting: this is the saved game; actions open as soon as the engine is ready.
screen-step-log = Step log: every action and why
device-no-wake-lock = this browser cannot keep the screen on
device-may-sleep-off = screen may sleep (turned off)
device-kept-on = screen kept on
# $reason: the browser's own reason, as it gave it.
device-may-sleep-refused = screen may sleep: { $reason }
device-may-sleep = screen may sleep
# Said when an action changed the screen and gave no verdict or summary of its own.
screen-done = Done
# An undo's verdict: $what is the engine's summary of the action taken back.
screen-undone = Undone: { $what }
screen-save-to-muster = Save to Muster
# Read after screen-save-to-muster by a screen reader: the Regiment's or Unit's name.
screen-save-to-muster-of = : { $name }
screen-go-to = Go to
screen-share = Share
screen-report = Report
screen-two-phones = Play on two phones
screen-more = More
# A piece's card, shown under its overview row; screen-card-of is read after it.
screen-card = Card
screen-card-of = {" "}of { $name }
log-steps = Steps
log-no-actions = No actions yet.
# Dice entry: a face's verdict, shown under its value once a count is in.
dice-pass = pass
dice-fail = fail
dice-entered-label = Dice entered
# $label: what the dice are for (or empty).
dice-faces-label = Tap a D{ $sides } face, then how many show it. { $label }
dice-counts-label = How many dice show it
dice-typed-example-d6 = e.g. 1 2 3 3 6
dice-typed-example-d20 = e.g. 3 15 19
# A face's button to a screen reader: "5 fail, 2 dice" ($verdict: pass, fail or none; $n: the dice showing it, 0 for none yet).
dice-face-label = { $face }{ $verdict ->
        [pass] {" "}pass
        [fail] {" "}fail
       *[none] {""}
    }{ $n ->
        [0] {""}
        [one] , { $n } die
       *[other] , { $n } dice
    }
dice-tap-a-face = Tap a face, then how many dice show it.
# A count's button to a screen reader: "2 dice show 5".
dice-count-label = { $n ->
        [one] { $n } die shows { $face }
       *[other] { $n } dice show { $face }
    }
# Under a count's number on its button.
dice-count-word = { $n ->
        [one] die
       *[other] dice
    }
dice-the-rest = The rest show { $face }
dice-count-typed = { $entered } of { $count } { $count ->
        [one] die
       *[other] dice
    } typed
# A typed die the engine refused: what was typed, then why.
dice-typed-refused = { $got }: { $reason }
# A typed list of dice refused whole ($reason: the engine's, e.g. "holds 3 dice: only 2 are owed").
dice-typed-list-refused = Dice entered: { $reason }
# After the typed dice's count, when faces were counted too: Apply takes the typed ones.
dice-tapped-unused = { $n ->
        [one] Apply uses the typed dice, not the die counted above.
       *[other] Apply uses the typed dice, not the { $n } counted above.
    }
# Under typed rolls, before Apply: why the engine would refuse them as typed.
dice-typed-would-refuse = Apply would refuse these: { $reason }
dice-count-entered = { $entered } of { $count } { $count ->
        [one] die
       *[other] dice
    } entered
dice-apply = Apply these dice
dice-roll = Roll for me
dice-clear = Clear
dice-or-type = or type them (D{ $sides } results, a space, comma or point between)
dice-tap-the-die = Tap the D{ $sides } rolled
dice-apply-typed = Apply typed
# Under a number's field: why it cannot be used yet.
keypad-enter-a-number = Enter a number
keypad-at-least = At least { $min }
keypad-at-most = At most { $max }
keypad-label = Keypad
# A key's name to a screen reader: its symbol first, then what it does.
keypad-clear = C: clear
keypad-back = ⌫ delete last digit
keypad-minus = − one fewer
keypad-plus = + one more
# $label: the field's own label (e.g. Wounds).
keypad-for = Keypad for { $label }
keypad-toggle = 123 keypad for { $label }
keypad-minus-of = − one fewer: { $label }
keypad-plus-of = + one more: { $label }
# A Regiment's arcs on the battlefield's drawing.
screen-arc-front = Front
screen-arc-left = Left flank
screen-arc-right = Right flank
screen-arc-rear = Rear
# Where on the drawing an arc lies from its Regiment.
screen-side-above = above it
screen-side-right = right of it
screen-side-below = below it
screen-side-left = left of it
# The way a Regiment faces, as seen on the drawing.
screen-facing-up = up the drawing
screen-facing-right = to the drawing's right
screen-facing-down = down the drawing
screen-facing-left = to the drawing's left
screen-stopped-joining = Stopped joining: the battle made to hold the other phone's copy was removed (its game never came). Nothing else was changed.
# $reason: why, as the browser or the link said it.
screen-two-phones-failed = Playing on two phones could not be opened: { $reason }
screen-two-phones-not-resumed = This battle was played on two phones, and that could not be taken up again: { $reason }
# A saved battle the engine could not read: $name as the player named it, $reason the engine's.
screen-battle-set-aside = The saved battle “{ $name }” could not be read ({ $reason }). It is set aside under “Could not be read”, with its raw text.
screen-battle-unread-kept = The saved battle “{ $name }” could not be read ({ $reason }), but it changed in another tab meanwhile, so it is kept: open it again.
screen-battle-not-set-aside = The saved battle “{ $name }” could not be read ({ $reason }) and could not be set aside: { $failed }
screen-battle-gone = That battle is no longer saved on this device.
screen-battle-deleted = This battle was deleted in another tab.
# $why: screen-drawing-missing or screen-drawing-unusable; $ready: yes when the engine is up.
screen-redrawing = This battle is drawn again by the engine ({ $why }). { $ready ->
        [yes] One moment…
       *[no] It appears when the engine is ready.
    }
screen-drawing-missing = its saved drawing is missing
screen-drawing-unusable = its saved drawing could not be used: { $reason }
screen-report-failed = The report could not be opened: { $reason }
# Under a card: $rules are the special rules' names as the list or the player wrote them.
screen-special-rules-note = Special rules: { $rules }
screen-special-rules = Special rules
screen-other-rule = Other rule (type it)
screen-rule-name-example = e.g. Shield Wall
screen-rule-name = Rule name
screen-add-rule = Add rule
screen-add-special-rule = Add a special rule
screen-rules-not-in-yet = The engine's list of the rules it knows is not in yet: a rule typed here is kept, and the engine reads its name when it is saved.
screen-other-rule-kept = Any other rule is kept and shown on the card; it changes nothing.
screen-remove-rule = Remove { $rule }
# The picker's heading: $label its name (screen-special-rules), $rules those chosen.
screen-rules-summary = { $label }: { $rules }
screen-rules-summary-none = { $label }: none
# The device's storage: a browser's error with no message of its own, by its name.
device-quota = This device is out of space.
device-unknown-error = The browser could not write to its storage.
device-closed = The device database was closed (another tab may have updated the app).
device-newer-version = The device database was made by a newer version of Aftermath.
device-aborted = The browser stopped the save.
device-not-cloneable = The data could not be stored as it is.
device-not-readable = The browser could not read its storage.
device-no-reason = The browser gave no reason.
# What was being saved when saving failed (device-not-saved's $what).
device-what-battle = the battle
device-what-battle-rosters = the battle and its rosters
device-what-battle-delete = the deletion of the battle
device-what-set-aside = the damaged battle, set aside
device-what-checkpoint = the battle's checkpoint
device-what-roster = the roster
device-what-roster-delete = the deletion of the roster
# $record: a Muster record's or army list's name, as the player wrote it.
device-what-muster = “{ $record }” in Muster
device-what-muster-import = the army list “{ $record }” and its profiles in Muster
device-what-muster-pack = the profiles of the pack “{ $record }” in Muster
device-what-muster-delete = the deletion from Muster
device-what-import = the imported records
device-what-migration = the battles moved from the previous version
device-what-late-migration = the battles saved late by the previous version
device-what-repair = the repaired lists
device-what-discard = the discarding of the record
# Why saving on this device is not available (device-unavailable's and device-not-kept's $why).
device-not-open = not open yet
device-closed-newer = a newer version of Aftermath opened in another tab; reload this page
device-closed-browser = the browser closed the device database; reload this page
device-blocked = Blocked: another Aftermath tab, of an older version, keeps the device database open: close it, then reload this page
device-no-indexeddb = Error: this browser gives no device database
# $name: the browser's error name (e.g. QuotaExceededError), $reason its words.
device-refused = { $name }: { $reason }
device-battle-deleted = This battle was deleted in another tab.
device-battle-held = Another tab has held this battle for over { $seconds } seconds (it may be frozen). Nothing was done: close or reload the other tab, then try again.
device-battle-changed = This battle changed in another tab: it now shows the latest. Nothing was done; try again if you still want to.
# $full: yes when the device is out of space.
device-not-saved = Could not save { $what } on this device ({ $name }): { $reason } { $full ->
        [yes] Nothing was changed; free some space and try again.
       *[no] Nothing was changed; try again.
    }
device-unavailable = Saving on this device is not available ({ $why }). Nothing was changed.
device-bad-battle = The battle cannot be saved: { $problem }.
device-bad-action = The battle cannot be saved: { $type } is not an action.
device-bad-checkpoint = The battle's checkpoint cannot be saved: it is { $count }.
device-damaged-parts = its saved actions are damaged: { $problem }
device-bad-roster = The roster cannot be saved: { $problem }.
device-roster-changed = “{ $name }” changed on this device meanwhile (another tab, or a battle's Confirm): nothing was saved; open it again.
device-roster-deleted = This roster was deleted meanwhile (in another tab): nothing was saved.
device-bad-muster = The Muster record cannot be saved: { $problem }.
device-muster-changed = “{ $name }” changed in another tab: nothing was saved; open it again.
device-muster-deleted = This Muster record was deleted in another tab: nothing was saved.
device-muster-list-named = Muster already has an army list “{ $name }” (kept meanwhile, perhaps in another tab): nothing was saved.
device-bad-import = Nothing was imported: { $id } cannot be saved ({ $problem }).
device-import-changed = Nothing was imported: { $id } changed on this device while you chose; look again.
device-not-kept = Saving on this device is not available ({ $why }): battles can be played during this visit, but nothing is kept — everything is gone when this page is closed or reloaded.
device-migration-failed = The battles saved by the previous version could not be moved ({ $name }: { $reason }); they are still there and the move is tried again next start.
device-read-failed = The saved battles could not be read ({ $reason }): nothing was changed; try reloading the page.
device-moved = Moved { $battles } { $battles ->
        [one] battle
       *[other] battles
    } and { $rosters } { $rosters ->
        [one] roster
       *[other] rosters
    } from the previous version's storage into the device database.
device-orphans = { $count } { $count ->
        [one] saved record missing from the lists was
       *[other] saved records missing from the lists were
    } found and put back in the list.
device-dangling = { $count } list { $count ->
        [one] entry had no saved record and was
       *[other] entries had no saved record and were
    } dropped.
# $records: each record set aside, its kind and why.
device-set-aside = { $count } { $count ->
        [one] saved record could not be read and was
       *[other] saved records could not be read and were
    } set aside ({ $records }). See "Could not be read" below.
device-late = { $count } { $count ->
        [one] battle saved by the previous version after the move was
       *[other] battles saved by the previous version after the move were
    } brought in.
# $names: the battles' names, each device-quoted.
device-late-copies = Changed here and in the previous version, kept both: { $names }.
device-quoted = “{ $name }”
device-previous-copy = { $name } (saved by the previous version)
# A formation's drawing: its front edge's label, and the label of the removed models' row.
screen-formation-front = front
screen-formation-removed = removed:
# Under a formation wider than the screen.
screen-formation-scroll = ◀ Scroll sideways for all { $files } files ▶
# The drawing's name when it scrolls: $title, what it shows.
screen-formation-scrolls = { $title } (scrolls sideways)

## Muster: profiles, army lists, their import and a new battle
# (Messages of this group follow this line.)
# A rule system's profile form (Conquest's Regiments, the Ninth Age's Units).
muster-name = Name
# A Character's default name, and the name of one left blank.
muster-character = Character
muster-character-name = Character name
muster-character-remove = Remove Character
muster-champion = Champion
muster-character-or-champion = Character or Champion
muster-character-or-champion-add = Add Character or Champion
muster-character-kind = Kind
muster-character-hp = Character Health Points
muster-ninth-age-summary = { $models } models in { $files } files, { $hp } { $hp ->
        [one] Health Point
       *[other] Health Points
    } each
muster-ninth-age-models = { $models } models
muster-ninth-age-models-files = { $models } models in { $files } files
muster-ninth-age-hp = { $hp } { $hp ->
        [one] Health Point
       *[other] Health Points
    } each
# A Character or Champion of a Unit read from a list: $kind is the engine's key.
muster-ninth-age-character = { $name } ({ $kind ->
        [champion] champion
        [character] character
       *[other] { $kind }
    })
muster-ninth-age-character-hp = { $name } ({ $kind ->
        [champion] champion
        [character] character
       *[other] { $kind }
    }, { $hp } HP)
# The list import's back button from the new-battle screen: read before muster-back-new-battle.
muster-back-hidden-the = Back to the
muster-back-new-battle = New battle
# Muster's pieces by rule system ($system: conquest, ninth_age): a Regiment or a Unit.
muster-saved-from-battle = Saved “{ $name }” in Muster as a { $system ->
        [ninth_age] Unit
       *[conquest] Regiment
    } profile.
muster-saved = Saved “{ $name }” in Muster.
# $lists: how many army lists use the profile just saved.
muster-saved-followed = Saved “{ $name }” in Muster. { $lists } { $lists ->
        [one] army list follows
       *[other] army lists follow
    } it; battles already started keep theirs.
muster-not-saved = Not saved in Muster: { $reason }
muster-deleted = Deleted “{ $name }”.
# Read by screen readers before the back button's visible word (muster-back-battles, muster-title).
muster-back-hidden = Back to
muster-back-battles = Battles
muster-title = Muster
muster-rule-system = Rule system
muster-delete-ask = Delete “{ $name }” from Muster for good?
muster-delete-yes = Yes, delete
muster-delete-keep = Keep it
muster-edit = Edit
muster-edit-label = Edit { $name }
muster-duplicate = Duplicate
muster-duplicate-label = Duplicate { $name }
muster-share = Share
muster-share-label = Share { $name }
muster-delete = Delete
muster-delete-label = Delete { $name }
# A duplicated profile's or list's name.
muster-copy-name = { $name } (copy)
muster-start-with = Start a battle with “{ $name }”
muster-open-import = Import a list (BattleScribe, New Recruit, Para Bellum)
muster-profiles = { $system ->
        [ninth_age] Unit
       *[conquest] Regiment
    } profiles
muster-no-profiles = No { $system ->
        [ninth_age] Unit
       *[conquest] Regiment
    } profiles yet.
muster-new-profile = New { $system ->
        [ninth_age] Unit
       *[conquest] Regiment
    } profile
muster-edit-profile = Edit { $system ->
        [ninth_age] Unit
       *[conquest] Regiment
    } profile
muster-lists = Army lists
muster-no-lists = No army lists yet.
muster-new-list = New army list
muster-edit-list = Edit army list
muster-save = Save
muster-cancel = Cancel
# $names: the lists' names, separated by commas.
muster-used-by = Used by { $lists } army { $lists ->
        [one] list
       *[other] lists
    } ({ $names }): they follow this change; battles already started keep theirs.
# A profile's line: $summary is its numbers (as its system writes them).
muster-summary-characters = { $summary } + { $characters } { $characters ->
        [one] Character
       *[other] Characters
    }
# A Ninth Age profile's Champions, counted apart from its Characters.
muster-summary-champions = { $summary } + { $champions } { $champions ->
        [one] Champion
       *[other] Champions
    }
# $rules: the profile's special rules, as the list or the player named them.
muster-summary-rules = { $summary }; { $rules }
# An army list's line: how many pieces, then $lines (each muster-list-line or a name).
muster-list-summary = { $total } { $system ->
        [ninth_age] { $total ->
            [one] Unit
           *[other] Units
        }
       *[conquest] { $total ->
            [one] Regiment
           *[other] Regiments
        }
    }: { $lines }
muster-list-summary-player = { $player } · { $summary }
muster-list-line = { $count } × { $name }
muster-in-list = In this list
muster-how-many = How many { $name }
muster-move-up = ↑ Up
muster-move-up-label = Move { $name } up
muster-remove = Remove
muster-remove-label = Remove { $name }
muster-list-empty = No { $system ->
        [ninth_age] Units
       *[conquest] Regiments
    } yet: add them from your profiles below.
muster-list-name = List name
muster-player = Player
muster-player-hint = The name the battle gives this side
muster-pieces = { $system ->
        [ninth_age] Units
       *[conquest] Regiments
    }
muster-add-from-profiles = Add from profiles
muster-add = + { $name }
muster-add-label = Add { $name }
muster-no-profiles-make = No { $system ->
        [ninth_age] Unit
       *[conquest] Regiment
    } profiles yet: make one first.
muster-from-muster = From Muster
muster-from-lists = From army lists
# $player: 1 or 2.
muster-import-for = Import a list for Player { $player }
muster-no-lists-here = No army lists on this device yet: import them, or make them in Muster, then a battle is four taps.
muster-open = Open Muster
muster-start-from-lists = Start battle from lists
muster-side-army = Player { $player }'s army
muster-picked-one-by-one = Picked one by one: { $summary }
# $lists: how many army lists there are to pick instead (0: none); $profiles: how many profiles.
muster-one-by-one = { $lists ->
        [0] Add
       *[other] Or add
    } { $system ->
        [ninth_age] Units
       *[conquest] Regiments
    } one by one ({ $profiles })
muster-add-for = Add { $name } for Player { $player }
# A side made of profiles added one by one, named after its player.
muster-player-n = Player { $player }
# A text field's note once it is full; $cut: the characters typed, pasted or dropped that
# it did not keep.
field-length-most = At most { $most } characters
field-length-cut = { $cut ->
        [one] 1 character was not kept
       *[other] { $cut } characters were not kept
    }: at most { $most }
# A battle's name from its two lists' names.
muster-battle-name = { $first } v { $second }
muster-from-lists-about = The battle takes the name and battlefield set below. Or set up each one below, for one-off Regiments and Units.
muster-pack-lists-follow = { $lists } { $lists ->
        [one] army list follows
       *[other] army lists follow
    } the updated profiles.
# A pack read from a file or pasted: its title (the pack's own), its revision and how many profiles.
muster-pack-preview = { $title } (revision { $revision }): { $count } { $count ->
        [one] profile
       *[other] profiles
    }
muster-pack-source = Numbers from: { $source }
muster-packs = Profile packs
muster-packs-about = A faction's profiles as one file or link: typed once, added by everyone. Numbers only, with where they came from.
muster-pack-make-these = Make a pack of these profiles
muster-pack-file = Add a pack from a file
muster-pack-paste = Or paste a pack
muster-pack-read = Read the pasted pack
muster-pack-faction = Faction
muster-pack-name = Pack name
muster-pack-revision = Revision
muster-pack-revision-hint = One more than the last one shared: a newer revision updates what others added
muster-pack-source-label = Where the numbers came from
muster-pack-source-hint = A book, a site or a club: no rule text goes in a pack
muster-pack-make = Make a profile pack
muster-pack-profiles = Profiles in the pack
# A profile to tick: its name and the faction it is kept under.
muster-pack-pick = { $name } · { $faction }
muster-pack-make-it = Make the pack
muster-pack-download = Download { $file }
muster-pack-link = Link and QR code
import-title = Import a list
import-skipped-label = Lines not read
import-skipped = { $lines } { $lines ->
        [one] line was
       *[other] lines were
    } not read; the rest of the list is below.
import-skipped-line = Line { $line }:
# $why: the engine's reason a pasted line was not read.
import-skipped-why = ({ $why })
import-file = Pick a list file (.ros, .rosz, .json)
import-paste = Or paste the list (Para Bellum's army builder, or a roster)
import-read-pasted = Read the pasted list
import-cancel = Cancel
import-not-imported = Not imported: { $reason }
import-pick-another = Pick another list
# $name: the list's name as its file gives it.
import-named = Import { $name }
import-unnamed = Import a list
import-list = Import list
import-no-name = A list with no name
import-known = { $known } { $known ->
        [one] unit
       *[other] units
    } known from your library
# The import's summary line: $format is the file's format (BattleScribe, New Recruit ...);
# $state: none (nothing missing), left ($left numbers still to fill in) or filled.
import-summary = { $format }: { $count } { $system ->
        [ninth_age] { $count ->
            [one] Unit
           *[other] Units
        }
       *[conquest] { $count ->
            [one] Regiment
           *[other] Regiments
        }
    }; { $state ->
        [none] nothing missing
        [left] { $left } { $left ->
            [one] number
           *[other] numbers
        } to fill in below
       *[filled] everything filled in
    }
import-asks = What the list does not say
import-faction = Faction
import-faction-hint = Your library keeps this army's answers under it
import-player = Player
import-player-hint = The name the battle gives this side (optional)
import-pieces = The list's { $count } { $system ->
        [ninth_age] { $count ->
            [one] Unit
           *[other] Units
        }
       *[conquest] { $count ->
            [one] Regiment
           *[other] Regiments
        }
    }
# $label: a number's name (import-field); $who: a Regiment's, Unit's or Character's name.
import-enter = Enter the { $label } of { $who }.
import-refused = { $label } of { $who }: { $why }
import-already-label = Already in Muster
import-already = Muster already has an army list “{ $name }”.
import-update = Update the list
import-keep-both = Keep both
# The name of a second list kept beside one of the same name.
import-second-name = { $name } (2)
import-already-kept = “{ $name }” is already in Muster: nothing new was kept.
# $added: how many new profiles were kept with the list (0: none).
import-done = Imported “{ $name }”: { $total } { $system ->
        [ninth_age] { $total ->
            [one] Unit
           *[other] Units
        }
       *[conquest] { $total ->
            [one] Regiment
           *[other] Regiments
        }
    }{ $added ->
        [0] .
        [one] , { $added } new profile kept.
       *[other] , { $added } new profiles kept.
    }
# A number a list import asks, by the engine's key; another key is said as it is.
import-field = { $key ->
        [kind] Type
        [stands] Stands
        [files] Files per rank
        [wounds] Wounds
        [resolve] Resolve
        [models] Models
        [hp] Health Points
       *[other] { $key }
    }
# $label: import-field; $title: a Regiment's, Unit's, Character's or upgrade's name.
import-field-of = { $label } of { $title }
import-character-title = { $name } (Character)
# A Regiment's type (the engine's key).
import-kind = { $kind ->
        [infantry] infantry
        [cavalry] cavalry
        [brute] brute
        [monster] monster
       *[other] { $kind }
    }
import-command-stand = Command Stand
import-rules-of = Special rules of { $title }
import-ask-stands = · { $stands } Stands
# A special rule with its value, as the list gives them: Shield (2).
import-rule-x = { $name } ({ $x })
# $fields: the numbers (import-field) that came from $from (the engine's words: Muster, the library).
import-filled-from = { $fields } from { $from }
import-special-rules = Special rules: { $rules }
import-to-fill = to fill in: { $fields }
import-to-fill-character = to fill in: a Character's numbers
import-filled = filled in
import-found = found
import-character-wounds = Wounds { $wounds }
import-character-resolve = Resolve { $resolve }
import-character = Character: { $name }
# $numbers: its Wounds and Resolve and rules, separated by commas.
import-character-with = Character: { $name } ({ $numbers })
import-joins-stands = { $name } ({ $stands } { $stands ->
        [one] Stand
       *[other] Stands
    })
import-joins = { $name } joins
# The first edition's Wounds reading of a list: $reason is the engine's.
import-wounds-reading = Wounds { $wounds }: { $reason }
import-w-per-stand = W is per Stand
import-w-per-model = W is per model ({ $wounds })
import-upgrade-kept = A special rule: { $rules }
# What an upgrade of a list is, as the player answers.
import-upgrade-as = { $as ->
        [auxiliary] An auxiliary Stand
        [character] A Character
        [nothing] Nothing
       *[rule] A special rule
    }
import-upgrade-auxiliary = { $name } is an auxiliary Stand of
import-upgrade-what = What is { $name }?
import-upgrades = Upgrades ({ $count }): asked once for the faction
import-pad-done = Every number is entered.
# $name: the label of the number being entered.
import-pad-entering = Entering: { $name }
import-pad-back = Delete the last digit
import-pad-next = Next
import-pad-next-label = Next number
import-pad = Keypad for the numbers asked

## Reports, sharing, links, backups and files
# (Messages of this group follow this line.)
# The site kept for offline use (the top bar's line) and a new version waiting.
app-update-ready = A new version of Aftermath is ready.
app-update-reload = Reload
app-offline-unsupported = Offline use is not available in this browser
app-offline-working = Offline: working from this device
app-offline-ready = Available offline
# $cached of $total files saved so far.
app-offline-saving-count = Saving for offline use… { $cached }/{ $total }
app-offline-saving = Saving for offline use…
app-offline-failed = Offline use could not be set up: { $reason }
app-offline-no-worker = Offline use could not be set up: the browser registered no service worker
# Why a battle was set aside at the start as damaged (kept with its raw text); counts as digits.
backup-repair-counted = its saved actions are damaged: { $count } actions are counted but { $kept } are kept
backup-repair-no-start = its saved actions are damaged: its start is missing
backup-repair-no-checkpoint = its saved actions are damaged: its checkpoint after { $checkpoint } actions is missing
# The engine's start: the stage a start failed at, and why.
app-engine-not-started = the engine did not start
app-stage = { $stage ->
        [manifest] reading the build manifest
        [runtime] starting Python (Pyodide)
        [install] installing the rules engine
        [import] importing the rules engine
       *[worker] starting the engine worker
    }
app-examples-failed = The examples could not be loaded: { $reason }
app-engine-restarted = The engine was started again. Everything saved on this device is as it was.
app-deleted-elsewhere = This battle was deleted in another tab.
app-changed-elsewhere = This battle changed in another tab: it now shows the latest.
# A file picked that is too large to read: $what is one of the file-what- messages.
file-too-large = “{ $name }” is { $size } bytes: too large; { $what } is at most { $limit } bytes
file-too-large-mib = “{ $name }” is { $size } bytes: too large; { $what } is at most { $limit } bytes ({ $mib } MiB)
file-not-read = “{ $name }” could not be read ({ $reason })
file-what-list = a list file
file-what-pack = a profile pack
file-what-backup = a backup file
report-exact-toggle = Tap to switch between the percentage and the exact fraction
# A chance's name (the engine's, or report-chance) before its figure.
report-odds-label = { $label }:
report-chance = chance
# A chance too small or too large to write: $percent is 0.1% or 99.9%.
report-percent-below = <{ $percent }
report-percent-above = >{ $percent }
report-picture-shared = Picture shared.
# $size in kB.
report-picture-saved = Picture saved as { $file } ({ $size } kB).
report-share-cancelled = Sharing cancelled.
report-picture-failed = The picture could not be made: { $reason }
report-summary-copied = Summary copied: paste it into your chat.
report-copy-refused = Copying was refused here: the summary is selected below, copy it by hand.
report-summary-label = Text summary
report-making-link = Making the link…
report-label = Report
report-back = ‹ Back to the game
# $name: the battle's name.
report-title = Report: { $name }
report-failed = The report could not be built: { $reason }
report-working = Working out the report…
# $title: the report's title (its rule system's); $first and $second: the players.
report-about = { $title }: { $first } vs { $second }, { $actions } { $actions ->
        [one] action
       *[other] actions
    }.
report-statements-label = What the report can judge
report-statements = What this report can judge
report-share-label = Share the report
report-share = Share
report-download-png = Download picture (PNG)
report-share-png = Share picture…
report-copy = Copy text summary
report-link = Share link
report-losses-caption = Losses per side
report-losses = Losses
# $rounds: yes when the battle is counted in Rounds.
# A Round of the report's table of losses, by its number.
report-round = Round { $round }
report-every-number = Every number{ $rounds ->
        [yes] , per Round
       *[no] {""}
    }
report-strengths = Strength now, of the start
report-luck = Luck
# $rule: the ruling the odds are worked out by.
report-luck-title = Luck by the exact odds ({ $rule })
report-swing = Least likely roll:
# One roll of the battle: when, who (and their player), what was rolled and its dice,
# its chances ($worse, $better: percentages), the engine's verdict and the ruling.
report-roll = { $when }, { $who } ({ $player }): { $what } [{ $dice }] — this or worse { $worse }, at least as well { $better }; { $verdict } ({ $rule })
report-exact = Exact fractions
# $worse, $better: exact fractions (1/36).
report-exact-side = { $player }: { $actual } or more: { $worse }; { $actual } or fewer: { $better }
report-exact-roll = { $when }, { $who }: this or worse: { $worse }; at least as well: { $better }
# The chart's legend: side 1 solid bars, side 2 striped.
report-solid = (solid)
report-striped = (striped)
# The losses chart's title: $measure is the engine's name of what is counted.
report-losses-chart = { $measure }{ $rounds ->
        [yes] {" "}per Round
       *[no] {""}
    }, by side
# The chart's text for screen readers: $periods are report-losses-period, separated by semicolons.
report-losses-chart-label = { $title }. { $periods }
report-losses-period = { $period }: { $first } { $firstLost }, { $second } { $secondLost }
report-rounds-key = R1, R2…: Rounds
# The luck chart of one player: $bad is the engine's name of the bad results counted.
report-luck-chart-label = { $player }: chance of each total of { $bad }; the real total was { $actual }, expected { NUMBER($expected, maximumFractionDigits: 1) }; { $label }: { $chance }. { $standing }
report-luck-chart = { $player }: total { $bad }
report-luck-real = Real total { $actual } (dark bar), expected { NUMBER($expected, maximumFractionDigits: 1) }
report-luck-mark = real { $actual }
report-luck-tails = { $actual } or more: { $worse }; { $actual } or fewer: { $better }
report-image-slow = the image took too long to draw
report-image-no-png = the browser could not make a PNG
report-image-failed = the browser could not draw the report as an image
# A link's length in characters.
share-length = { $length } characters
share-copied = Link copied.
share-copy-by-hand = Select the link and copy it.
share-copy = Copy link
# The phone's own share sheet.
share-system = Share…
share-drawing = Drawing the QR code…
share-qr-label = QR code of the link to { $title }
share-too-long-for-qr = This link is too long for a QR code: copy or send the link instead.
share-link = Link
# $title: the name of what is shared (a battle's, a roster's, a list's).
share-label = Share { $title }
share-title = Share “{ $title }”
share-close = Close
share-choice = What the link carries
# A choice of link: $label is share-with-history, share-state-only or a pack's part.
share-choice-too-long = { $label } (too long)
share-choice-length = { $label } ({ $length } characters)
share-about-battle = Scan the code with the other phone, or send the link. It opens as a new battle there.
link-player = Player: { $player }
link-no-player = No player named
link-save-roster = Save as a new roster
link-start-another = Start another battle
link-keep-another = Keep another copy
link-start = Start a battle
link-open-new = Open as a new battle
link-label = Shared link
link-shared-with-you = Someone shared this with you
# $title: what the link is (the engine's: Conquest battle ...); $name: its name.
link-what = { $title }: { $name }
link-no-name = (no name)
link-history = With its history: { $actions } { $actions ->
        [one] action
       *[other] actions
    }, which can be undone here.
# $name: the battle already opened from this link.
link-have = You opened this link before: { $name } is on this device, with anything played since.
link-pack-keeps-edits = A profile you edited is kept as you made it.
link-replaces-nothing = Nothing on this device is replaced.
link-open-have = Open the one you have
link-save-to-muster = Save to Muster
link-dismiss = Dismiss
# The same report said again and again on the two-phone sheet: $report is its words,
# $times how many times, written as plain digits.
link-report-times = { $report } ({ $times } times)
share-making = Making the share link and QR code…
share-with-history = With history ({ $actions } { $actions ->
        [one] action
       *[other] actions
    }, undo works there)
share-state-only = State only (no undo there)
share-about-roster = Scan the code with the other phone, or send the link. It opens there as a new roster.
share-about-list = Scan the code with the other phone, or send the link. It opens there as a preview to save in Muster.
share-about-pack = Scan the code with the other phone, or send the link. It offers there to add these profiles to Muster.
# $refused: the engine's reason the pack is no QR code.
share-about-pack-refused = Scan the code with the other phone, or send the link. It offers there to add these profiles to Muster. { $refused }
share-about-pack-parts = Scan the code with the other phone, or send the link. It offers there to add these profiles to Muster. It is in { $parts } parts: scan each one.
share-pack-part = Part { $part } of { $parts } ({ $profiles } profiles)
link-invite-failed = This invite could not be opened: { $reason }
link-handover-failed = This hand-over link could not be opened: { $reason }
link-failed = This link could not be opened. { $reason }
# $title: what the link is, in the engine's words.
link-cannot-open = This engine cannot open a { $title }.
link-shared-battle = Shared battle
link-pack-source = Revision { $revision }. Numbers from: { $source }
backup-left-out = { $damaged } damaged { $damaged ->
        [one] record was not exported: it is
       *[other] records were not exported: they are
    } under “Could not be read” on this screen, where the raw text can be copied or downloaded.
backup-exported = Exported { $battles } battle(s), { $rosters } roster(s) and { $muster } Muster record(s).
backup-not-exported = Nothing was exported: { $reason }
# $why: what the problem means (newer, not-backup, unreadable or other); $reason: the engine's exact words.
backup-not-imported = “{ $file }” was not imported, nothing was changed. { $why ->
        [newer] It was made by a newer version of Aftermath: update the app first.{" "}
        [not-backup] It is not a whole Aftermath backup file: it may have been cut short, or be another app's file.{" "}
        [unreadable] Something in it could not be read, so none of it was brought in.{" "}
       *[other] {""}
    }Details: { $reason }
backup-not-json = file: is not complete JSON (cut short or damaged: { $reason })
backup-imported = Imported { $count } item(s) from “{ $file }”.
# A record of the backup file: $kind is battle, roster or muster; $name its name.
backup-adds = Adds { $kind ->
        [battle] battle
        [roster] roster
       *[muster] Muster record
    } “{ $name }”.
backup-same = { $kind ->
        [battle] battle
        [roster] roster
       *[muster] Muster record
    } “{ $name }” is already on this device, the same as in the file.
# $stored: the name it has on this device.
backup-changed = { $kind ->
        [battle] battle
        [roster] roster
       *[muster] Muster record
    } “{ $name }” is already on this device as “{ $stored }”, changed since.
backup-what-to-do = What to do with { $kind ->
        [battle] battle
        [roster] roster
       *[muster] Muster record
    } “{ $name }”
backup-keep-both = Keep both
backup-replace = Replace
backup-skip = Skip
backup-replace-about = The one on this device is replaced by the file's.
backup-skip-about = The one on this device stays; the file's is not imported.
backup-both-about = Both are kept: the file's comes in as a copy named “(imported)”.
# The name of a record kept as a copy beside one already on this device.
backup-copy-name = { $name } (imported)
backup-import-from = Import from “{ $file }”
backup-items = { $count } item(s), every one checked by the engine.
backup-import-these = Import these
backup-cancel = Cancel

## The Ninth Age's sentences
# (Messages of this group follow this line.)
# A Health Pool ($pool: the rank and file of $unit, or a Character's or Champion's,
# $character; $character_s is yes when the name ends in s, for the English possessive).
# Multiple Wounds (N-6): $x as the player wrote it ("D3"); $parts are the values.
ninth-wound-value = { $value }
ninth-wound-value-capped = { $value } (capped to { $capped })
ninth-multiple-wounds = Multiple Wounds { $x }: { $parts } -> { $total } { $total ->
        [one] Health Point
       *[other] Health Points
    }
ninth-multiple-wounds-none = Multiple Wounds { $x }: no unsaved wounds -> { $total } { $total ->
        [one] Health Point
       *[other] Health Points
    }
# $parts: the attack's Multiple Wounds.
ninth-attack-wounds = { $attack }: { $parts }
ninth-wounds-capped = { $parts }: each wound at most the { $hp } Health Points of one model, never spilling into a second
# Excess losses (N-5): $parts are the attacks' shares.
ninth-share = { $attack } ({ $losses })
ninth-excess-from = The { $excess } excess losses were caused by { $parts }, { $how ->
        [chosen] as chosen by the attacking player
       *[only] the only possible choice
    }
# A batch of losses (N-2).
ninth-pool-loses = { $pool ->
        [rank_and_file] The rank-and-file Health Pool of { $unit }
        [champion] Champion { $character }{ $character_s ->
            [yes] '
           *[no] 's
        } Health Pool
       *[character] Character { $character }{ $character_s ->
            [yes] '
           *[no] 's
        } Health Pool
    } loses { $losses } { $losses ->
        [one] Health Point
       *[other] Health Points
    } ({ $before ->
        [0] {""}
       *[other] { $before } already lost + { $taken } = { $total }:{" "}
    }{ $count } { $count ->
        [one] whole model
       *[other] whole models
    } of { $hp } HP, { $left_over } left over)
ninth-wiped-out = { $pool ->
        [rank_and_file] The rank-and-file Health Pool of { $unit }
        [champion] Champion { $character }{ $character_s ->
            [yes] '
           *[no] 's
        } Health Pool
       *[character] Character { $character }{ $character_s ->
            [yes] '
           *[no] 's
        } Health Pool
    } is wiped out and carries nothing over
ninth-removed-carried = { $count } { $count ->
        [one] model
       *[other] models
    } removed; { $lost } { $lost ->
        [one] lost Health Point
       *[other] lost Health Points
    } carried over to later attacks
# A Character's or Champion's Health Pool still standing after a batch: what it has $left of its $hp Health Points, and the $lost ones carried over.
ninth-pool-left = { $pool ->
        [champion] Champion { $character }
       *[character] Character { $character }
    }: { $left } of { $hp } { $hp ->
        [one] Health Point
       *[other] Health Points
    } left; { $lost } { $lost ->
        [one] lost Health Point
       *[other] lost Health Points
    } carried over to later attacks
ninth-pool-excess = { $excess } excess Health Point { $excess ->
        [one] loss
       *[other] losses
    } ignored: the Health Pool had only { $left } { $left ->
        [one] Health Point
       *[other] Health Points
    } left
ninth-destroyed = { $unit } has no models left and is destroyed
# A model removed (N-2 to N-4): where it stood, and why it was the one ($why).
ninth-model-name = { $kind ->
        [rank_and_file] the model at rank { $rank }, file { $file }
        [champion] Champion { $character }
       *[character] Character { $character }
    }
ninth-removed = { $kind ->
        [rank_and_file] A model
        [champion] Champion { $character }
       *[character] Character { $character }
    } removed from the { $at_rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $at_rank_n }{ $at_rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $at_file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $at_file_n }{ $at_file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $at_file_n }{ $at_file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    } (rank { $model_rank }, file { $model_file }) — { $why ->
        [picked] rank { $why_rank }: chosen by the owner
        [pool_lost] its Health Pool has lost all its Health Points
        [rear_end] rear rank ({ $why_rank }): the { $why_side ->
            [left] left
           *[right] right
        } end leaves, keeping the rank centred
        [in_front] rank { $why_rank } is the rearmost rank with rank-and-file models, in front of the { $why_side ->
            [left] left
           *[right] right
        } end of rank { $why_last }, which fills the gap
        [longer_side] first rank, first model of this batch: from the { $why_side ->
            [left] left
           *[right] right
        }, the longer side ({ $why_left } left and { $why_right } right of the centre line)
        [even_sides] first rank, first model of this batch: both sides hold { $why_left }, so the left
       *[alternating] first rank: alternating ends, now the { $why_side ->
            [left] left
           *[right] right
        }
    }
# $parts: the models of other Health Pools passed over, each ninth-model-name.
ninth-removed-skipping = { $kind ->
        [rank_and_file] A model
        [champion] Champion { $character }
       *[character] Character { $character }
    } removed from the { $at_rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $at_rank_n }{ $at_rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $at_file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $at_file_n }{ $at_file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $at_file_n }{ $at_file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    } (rank { $model_rank }, file { $model_file }) — { $why ->
        [picked] rank { $why_rank }: chosen by the owner
        [pool_lost] its Health Pool has lost all its Health Points
        [rear_end] rear rank ({ $why_rank }): the { $why_side ->
            [left] left
           *[right] right
        } end leaves, keeping the rank centred
        [in_front] rank { $why_rank } is the rearmost rank with rank-and-file models, in front of the { $why_side ->
            [left] left
           *[right] right
        } end of rank { $why_last }, which fills the gap
        [longer_side] first rank, first model of this batch: from the { $why_side ->
            [left] left
           *[right] right
        }, the longer side ({ $why_left } left and { $why_right } right of the centre line)
        [even_sides] first rank, first model of this batch: both sides hold { $why_left }, so the left
       *[alternating] first rank: alternating ends, now the { $why_side ->
            [left] left
           *[right] right
        }
    }; { $parts } ({ $skipped ->
        [one] another Health Pool
       *[other] other Health Pools
    }) skipped
# Re-forming (N-4): each move, then ($parts) the next ones.
ninth-move = { $kind ->
        [rank_and_file] the model at rank { $from_rank }, file { $from_file }
        [champion] Champion { $character }
       *[character] Character { $character }
    } from rank { $from_rank }, file { $from_file } to rank { $to_rank }, file { $to_file }
ninth-move-then = { $kind ->
        [rank_and_file] the model at rank { $from_rank }, file { $from_file }
        [champion] Champion { $character }
       *[character] Character { $character }
    } from rank { $from_rank }, file { $from_file } to rank { $to_rank }, file { $to_file }; { $parts }
ninth-re-forms = { $unit } re-forms into a viable formation: { $parts }
# Unstable (N-7): each Health Pool's share, then ($parts) the next ones or the rule.
ninth-pool-name = { $pool ->
        [rank_and_file] the rank and file
        [champion] Champion { $character }
       *[character] Character { $character }
    }
ninth-unstable-rule = rank and file first, then the Champion, then the Characters as evenly as possible
# $parts: the Health Pools a tie between Characters goes to, in turn.
ninth-unstable-tie = rank and file first, then the Champion, then the Characters as evenly as possible; a tie between Characters goes to { $parts }{ $order ->
        [owner] {" "}(the owner’s order)
       *[unit] {" "}(in the Unit’s order)
    }, in turn
ninth-unstable-share = { $losses } to { $pool ->
        [rank_and_file] the rank and file
        [champion] Champion { $character }
       *[character] Character { $character }
    } — { $parts }
ninth-unstable-share-then = { $losses } to { $pool ->
        [rank_and_file] the rank and file
        [champion] Champion { $character }
       *[character] Character { $character }
    }, { $parts }
ninth-unstable = Unstable: { $losses } Health Points lost, no saves: { $parts }
ninth-unit-excess = { $excess } excess Health Point { $excess ->
        [one] loss
       *[other] losses
    } ignored: { $unit } had only { $left } { $left ->
        [one] Health Point
       *[other] Health Points
    } left
# The Ninth Age's refusals.
ninth-refused-choose-excess = { $excess } of the { $total } losses are excess: the attacking player must choose which attacks caused them
ninth-refused-pool-empty = { $pool ->
        [rank_and_file] the rank-and-file Health Pool of { $unit }
        [champion] Champion { $character }{ $character_s ->
            [yes] '
           *[no] 's
        } Health Pool
       *[character] Character { $character }{ $character_s ->
            [yes] '
           *[no] 's
        } Health Pool
    } has no models left
ninth-refused-unit-empty = { $unit } has no models left

## The campaign's sentences
# (Messages of this group follow this line.)
# The rosters on this device after a Confirm or its Undo: each note said, then joined
# by campaign-rosters-note-separator.
campaign-rosters-note-separator = {" "}
campaign-rosters-confirmed = Both rosters are updated on this device.
campaign-rosters-both-deleted = Both rosters were deleted on this device since they were first confirmed, so neither is written again.
campaign-rosters-one-deleted = A roster was deleted on this device since it was first confirmed, so it stays deleted; the other is updated.
campaign-rosters-changed-since = A roster was changed on this device after this aftermath was confirmed, so it was not put back.
campaign-rosters-deleted-since = A roster was deleted on this device after this aftermath was confirmed, so it stays deleted.
campaign-rosters-put-back = The rosters on this device are back as they were before this aftermath.
# The aftermath screens. A lost model's story: its sentences, joined by
# campaign-story-separator; a verdict after a roll: each model rolled for ($name) with
# its $story, joined by campaign-story-models-separator.
campaign-story-separator = {"; "}
campaign-story-models-separator = {" · "}
campaign-story-of = { $name }: { $story }
campaign-story-unrecoverable = killed in an unrecoverable way: dead (W-2)
campaign-story-awaiting-recovery = awaiting the Recovery roll
campaign-story-awaiting-fate = awaiting the Casualty Fate roll
campaign-story-recovery = Recovery { $die } (needed { $number } or less): { $result ->
        [dead] dead
        [survived] survived
       *[trooper] survived (Troopers roll no Casualty Fate)
    }
campaign-story-fate = Casualty Fate { $die }: { $fate ->
        [full_recovery] Full Recovery
        [wounded] Wounded
        [badly_wounded] Badly Wounded
        [bitter_enemy] Bitter Enemy
        [captured] Captured
       *[miraculous_recovery] Miraculous Recovery
    }
# $parts: the Wound's notes.
campaign-story-wound = { $location ->
        [chest_wound] Chest wound
        [leg_wound] Leg wound
        [arm_wound] Arm wound
        [blinded_in_one_eye] Blinded in one eye
        [head_wound] Head wound
        [ear_wound] Ear wound
        [shell_shock] Shell shock
       *[hand_wound] Hand wound
    } ({ $parts })
campaign-story-wound-bare = { $location ->
        [chest_wound] Chest wound
        [leg_wound] Leg wound
        [arm_wound] Arm wound
        [blinded_in_one_eye] Blinded in one eye
        [head_wound] Head wound
        [ear_wound] Ear wound
        [shell_shock] Shell shock
       *[hand_wound] Hand wound
    } ()
campaign-story-wounds-to-go = { $owed } Wound Table roll(s) to go
campaign-story-retired-blind = retired blind
campaign-story-captive = { $how ->
        [exchanged] exchanged
        [bought_back] bought back
        [executed] executed
        [own] held captive, waiting for its side's other rolls
       *[other] held captive, waiting for the other side
    }
# Why the next roll is owed. $apostrophe: how English writes $force's possessive
# (bare after a final s).
campaign-why-recovery = { $name } was lost in the battle; { $force }{ $apostrophe ->
        [bare] '
       *[s] 's
    } outcome is { $outcome ->
        [crushing_victory] Crushing Victory
        [victory] Victory
        [pyrrhic_victory] Pyrrhic Victory
        [noble_loss] Noble Loss
       *[annihilated] Annihilated
    }: { $name } lives on { $number ->
        [8] an
        [11] an
        [18] an
       *[other] a
    } { $number } or less{ $undead ->
        [yes] {" "}(+{ $bonus }: Undead)
       *[no] {""}
    } (W-1, W-2)
campaign-why-fate = { $name } survived and is a { $kind ->
        [leader] Leader
        [individual] Individual
        [hero] Hero
        [specialist] Specialist
       *[trooper] Trooper
    }; { $kind ->
        [trooper] its roster keeps trooper fates
       *[other] Leaders, Individuals, Heroes and Specialists roll for their fate
    } (W-3)
campaign-why-wound = { $name } is { $fate ->
        [full_recovery] Full Recovery
        [wounded] Wounded
        [badly_wounded] Badly Wounded
        [bitter_enemy] Bitter Enemy
        [captured] Captured
       *[miraculous_recovery] Miraculous Recovery
    }: Wound Table roll { $done } of { $rolls } (W-4)
# A lost model's story (W-1 to W-6): $name is the model's, $force a roster's; a table's
# result is a key ($kind, $outcome, $fate, $location, $table, $status).
campaign-roll-fate = { $name } is a { $kind ->
        [leader] Leader
        [individual] Individual
        [hero] Hero
        [specialist] Specialist
       *[trooper] Trooper
    }: roll on the Casualty Fate table
campaign-owes-wound-rolls = { $name } owes { $owed } more Wound Table { $owed ->
        [one] roll
       *[other] rolls
    }
# $bonus: what Undead add to the Recovery Number, if $undead is yes.
campaign-recovery = { $name } rolls { $die } for Recovery, needing { $number } or less ({ $outcome ->
        [crushing_victory] Crushing Victory
        [victory] Victory
        [pyrrhic_victory] Pyrrhic Victory
        [noble_loss] Noble Loss
       *[annihilated] Annihilated
    }{ $undead ->
        [yes] , +{ $bonus } Undead
       *[no] {""}
    }): { $result ->
        [survives] survives
       *[dies] dies
    }
campaign-trooper-no-fate = { $name } is a Trooper: no Casualty Fate roll (the roster does not keep trooper fates)
# $hate and $ep: what a Bitter Enemy and a Miraculous Recovery give.
campaign-fate = { $name } rolls { $die } for Casualty Fate: { $fate ->
        [full_recovery] Full Recovery (the injuries were far less severe than they seemed)
        [wounded] Wounded (roll once on the Wound Table)
        [badly_wounded] Badly Wounded (roll 3 times on the Wound Table)
        [bitter_enemy] Bitter Enemy (gains Hate: { $hate } for the enemy force)
        [captured] Captured (held by the enemy until exchanged or bought back)
       *[miraculous_recovery] Miraculous Recovery (recovers and gains +{ $ep } EP)
    }
campaign-effect-hate = Hate: { $hate } for { $force }
campaign-effect-miracle = +{ $ep } EP ({ $was } -> { $now })
campaign-effect-held-by = held by { $force }
# $parts: what the fate does to the model.
campaign-effect = { $name }: { $parts }
# A Wound's notes: $stat is a characteristic's abbreviation (AR, MV...); Spot tests'
# numbers come with their signs ($was_sign, $now_sign); $parts is the next note.
campaign-note = { $note ->
        [stays_zero] { $stat } is already 0 and stays 0
        [lowered] { $stat } { $was } -> { $now }
        [spot] Spot tests { $was_sign ->
            [minus] -
           *[plus] +
        }{ $was } -> { $now_sign ->
            [minus] -
           *[plus] +
        }{ $now }
        [rear_cc] attackers from the rear gain +{ $now } CC
       *[blind] blinded in both eyes: the model is blind and leaves the roster
    }
campaign-note-then = { $note ->
        [stays_zero] { $stat } is already 0 and stays 0
        [lowered] { $stat } { $was } -> { $now }
        [spot] Spot tests { $was_sign ->
            [minus] -
           *[plus] +
        }{ $was } -> { $now_sign ->
            [minus] -
           *[plus] +
        }{ $now }
        [rear_cc] attackers from the rear gain +{ $now } CC
       *[blind] blinded in both eyes: the model is blind and leaves the roster
    }; { $parts }
# $parts: the Wound's notes.
campaign-wound = { $name } rolls { $die } on the Wound Table: { $location ->
        [chest_wound] Chest wound
        [leg_wound] Leg wound
        [arm_wound] Arm wound
        [blinded_in_one_eye] Blinded in one eye
        [head_wound] Head wound
        [ear_wound] Ear wound
        [shell_shock] Shell shock
       *[hand_wound] Hand wound
    } — { $parts }
campaign-blind-leaves = { $name } is blind and leaves the roster: { $left ->
        [one] its last Wound Table roll is not made
       *[other] its other { $left } Wound Table rolls are not made
    }
campaign-no-outcome = { $force }: no outcome (nobody was lost)
campaign-outcome = { $force }: { $outcome ->
        [crushing_victory] Crushing Victory
        [victory] Victory
        [pyrrhic_victory] Pyrrhic Victory
        [noble_loss] Noble Loss
       *[annihilated] Annihilated
    }, { $how ->
        [chosen] chosen by the players
       *[lost] from the models lost
    }: models live on a { $number } or less
# Captives (W-5): $owner is the captive's force.
campaign-captive-waiting = { $name } ({ $owner }, value { $value }) is { $waiting ->
        [own] held captive, waiting for its side's other rolls
       *[other] held captive, waiting for the other side
    }: exchanged, bought back or executed once every Casualty Fate is rolled (W-5)
campaign-captive-exchanged = { $name } ({ $owner }, value { $value }) is exchanged for { $partner } ({ $partner_owner }, value { $partner_value })
campaign-captive-bought = { $owner } buys back { $name } for { $paid } VP ({ $vp_left } VP left)
campaign-captive-executed = { $owner } cannot pay { $value } VP for { $name } ({ $vp_left } VP left): { $name } is executed
campaign-ending = { $count } { $status ->
        [active] back in the warband
        [dead] dead
        [retired_blind] retired blind
       *[captured] held captive
    }
# $parts: how the side's lost models ended, each campaign-ending.
campaign-confirmed = { $force }: { $parts }; VP { $vp } -> { $vp_after }
campaign-confirmed-no-losses = { $force }: no losses; VP { $vp } -> { $vp_after }
# The campaign's refusals.
campaign-refused-confirmed = this aftermath is confirmed; undo the confirmation to change it
campaign-refused-nothing-owed = no roll is owed now
campaign-refused-other-table = the next roll for { $name } is on the { $table ->
        [recovery] Recovery
        [fate] Casualty Fate
       *[wound] Wound Table
    } table, not the { $asked ->
        [recovery] Recovery
        [fate] Casualty Fate
       *[wound] Wound Table
    } table
campaign-refused-unrecoverable = { $name } was killed in an unrecoverable way and dies without a roll
campaign-refused-dead = { $name } failed the Recovery roll and is dead
campaign-refused-trooper = { $name } is a Trooper and the roster does not keep trooper fates
campaign-refused-all-made = { $name } has made every roll it owes ({ $fate ->
        [full_recovery] Full Recovery
        [wounded] Wounded
        [badly_wounded] Badly Wounded
        [bitter_enemy] Bitter Enemy
        [captured] Captured
       *[miraculous_recovery] Miraculous Recovery
    })
campaign-refused-already-rolled = { $force } has already rolled for Recovery; undo those rolls to change its outcome
campaign-refused-still-owed = { $count } lost { $count ->
        [one] model
       *[other] models
    } still owe rolls; next: { $name } on the { $table ->
        [recovery] Recovery
        [fate] Casualty Fate
       *[wound] Wound Table
    } table
# Dice typed, read out ("12, 16 and 18"): each $die, then ($parts) the rest.
campaign-die = { $die }
campaign-die-and = { $die } and { $parts }
campaign-die-then = { $die }, { $parts }
# The rolls owed, model by model: $parts are its tables; a model's last table carries
# ($parts) the next model, or what follows the list.
campaign-owed-by = { $name }: { $parts }
campaign-owed-table = { $table ->
        [recovery] Recovery
        [fate] Casualty Fate
       *[wound] Wound Table
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    }
campaign-owed-table-then = { $table ->
        [recovery] Recovery
        [fate] Casualty Fate
       *[wound] Wound Table
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    }; { $parts }
campaign-owed-table-end = { $table ->
        [recovery] Recovery
        [fate] Casualty Fate
       *[wound] Wound Table
    }{ $times ->
        [one] {""}
       *[other] {" "}x{ $times }
    }{ $parts }
# Ends campaign-refused-typed-too-many's list of the rolls owed (its bracket closes
# here); $parts: the dice left over.
campaign-typed-left-over = ), so nothing was entered: { $parts } { $left ->
        [one] is
       *[other] are
    } left over
# $parts: the rolls owed, each campaign-owed-by, the last followed by campaign-typed-left-over.
campaign-refused-typed-too-many = { $typed } rolls typed, but { $owed } { $owed ->
        [one] was
       *[other] were
    } owed in all ({ $parts }
# $typed: the dice to type instead, as typed; $parts: the dice typed after the blinding one.
campaign-refused-typed-after-blind = The { $die } blinds { $name }, who makes no more Wound Table rolls, so nothing was entered: { $parts } typed after it may have been rolled for those. Type { $typed }{ $then ->
        [next] {" "}first, then the next model's rolls
       *[none] {""}
    }

## The Ninth Age's screens: its overview, a Unit's card and its Actions
# (Messages of this group follow this line.)
# The abbreviation of Health Points in the Unit's texts ("3 HP"), and its full words in the legend.
ninth-page-hp-abbr = HP
ninth-page-hp-full = Health Points
# A Character's or a Champion's name after its kind: "Character Ana".
ninth-page-kind-name = { $kind ->
    [champion] Champion { $name }
   *[character] Character { $name }
}
ninth-page-rank-and-file = Rank and file
# The lost Health Points a Health Pool carries over (0: none).
ninth-page-carried = { $lost ->
    [0] no lost HP carried
   *[other] { $lost } lost HP carried
}
# A model's cell in the drawing: its words when tapped or pointed at.
ninth-page-model = Model
ninth-page-model-hp = { $hp } HP
ninth-page-model-hp-of = { $left }/{ $hp } HP
ninth-page-model-lost = lost
ninth-page-model-removed = { $who }: removed
# $place: the model's place in the engine's words ("rank 2, file 3").
ninth-page-model-title = { $who }: { $place }, { $hp }
ninth-page-formation = { $name }: { $ranks } { $ranks ->
    [one] rank
   *[other] ranks
} of up to { $width } files
ninth-page-pools-label = Health Pools of { $name }
ninth-page-wiped-out = wiped out
# A Health Pool's standing; $carried is ninth-page-carried.
ninth-page-pool = { $models } { $models ->
    [one] model
   *[other] models
} of { $hp } HP, { $left } HP left, { $carried }
ninth-page-hp-per-model = { $hp } HP per model
ninth-page-rank-and-file-carried = Rank and file: { $carried }
ninth-page-card-label = { $name }, { $carried }
ninth-page-card-destroyed = { $name }, destroyed
# A Unit's row: its models in play of those it started with ("8/11 models").
ninth-page-strength = { $left }/{ $total } { $total ->
    [one] model
   *[other] models
}
ninth-page-destroyed = Destroyed
ninth-page-losses = Losses
ninth-page-full-strength = Full strength
ninth-page-characters = ★ { $count } { $count ->
    [one] Character
   *[other] Characters
}
# A Unit's Champions, apart from its Characters (a Champion is no Character).
ninth-page-champions = ⚑ { $count } { $count ->
    [one] Champion
   *[other] Champions
}
# An attack's name until the player types one (a batch of simultaneous attacks).
ninth-page-attack-name = Attack { $n }
# $rule: the rule's id (N-3).
ninth-page-pick-models = Tap the models to remove (on the drawing or below), in order, rearmost rank first ({ $rule }). Ranks and files count from 1 at the front left.
ninth-page-picked = Picked: { $count } { $count ->
    [one] model
   *[other] models
}, in the order tapped
ninth-page-nothing-picked = Nothing picked yet: the default order applies.
ninth-page-clear-picks = Clear picks
ninth-page-first-rank-only = Only the first rank is left: its models leave from alternate ends.
ninth-page-actions-label = Health Point losses for { $name }
ninth-page-no-models-left = { $name } has no models left.
ninth-page-loss-kind = Kind of losses
# The kinds of losses entered: Health Points as they are, an attack with Multiple Wounds, Unstable losses.
ninth-page-loss-kind-name = { $kind ->
    [mw] Multiple Wounds
    [unstable] Unstable
   *[hp] Health Points
}
ninth-page-apply-losses = Apply losses
# $pool: the Health Pool's name (ninth-page-rank-and-file or ninth-page-kind-name).
ninth-page-lost-by = Health Points lost by { $pool }
ninth-page-enter-to-preview = Enter the losses to preview.
# $rule: the rule's id (N-5).
ninth-page-several-attacks = Several simultaneous attacks (say which caused any excess, { $rule })
ninth-page-choose-models = Choose which models leave (ranks behind the first)
# What the previewed losses leave on the Health Pool: $after is ninth-page-wiped-out or ninth-page-carried.
ninth-page-afterwards = Afterwards: { $pool } { $after }
# A Character's or Champion's Health Pool after the previewed batch: its name and the Health Points it has $left.
ninth-page-afterwards-left = Afterwards: { $pool } ({ $left } HP left)
ninth-page-pool-choice = Health Pool that loses Health Points
ninth-page-pool-left = { $pool } ({ $left } HP left)
ninth-page-apply-unstable = Apply Unstable losses
ninth-page-roll-and-apply = Roll and apply
ninth-page-apply-multiple-wounds = Apply Multiple Wounds
# The chosen Health Pool's standing ($pool: ninth-page-pool), as a sentence.
ninth-page-pool-note = { $pool }.
ninth-page-lost-to-attack = Health Points lost to attack { $n }
ninth-page-attack-name-label = Attack { $n } name
# $rule: the rule's id (N-6).
ninth-page-attack-mw = Attack { $n } has Multiple Wounds ({ $rule })
ninth-page-remove-attack = Remove attack { $n }
ninth-page-add-attack = Add attack
ninth-page-total-with-mw = Total: { $total } Health Points and the Multiple Wounds attacks
ninth-page-total = Total: { $total } Health Points lost
# Each attack with the Health Points it costs, listed in ninth-page-total-of-attacks.
ninth-page-attack-losses = { $attack } { $losses }
ninth-page-total-of-attacks = Total: { $total } Health Points lost ({ $attacks })
ninth-page-apply-excess = Apply with this choice
ninth-page-excess-assigned = { $sum } of { $needed } excess losses assigned
ninth-page-excess-title = Which attacks caused the excess?
ninth-page-excess-about = { $pool } of { $name } could take only part of the { $losses } losses. The attacking player says which attacks caused the { $needed } excess losses:
ninth-page-excess-from = Excess from { $attack } (caused { $caused })
ninth-page-back-to-losses = Back to the losses
ninth-page-preview-lost = Preview: { $losses } { $losses ->
    [one] Health Point
   *[other] Health Points
} lost
ninth-page-show-afterwards = Show the Unit afterwards
ninth-page-preview-of = Preview of { $name } after the losses
ninth-page-preview-steps = Preview steps
ninth-page-enter-values-to-preview = Enter each wound's value to preview.
ninth-page-enter-wounds-to-preview = Enter the unsaved wounds to preview.
ninth-page-app-rolls = The app rolls the { $wounds } wound { $wounds ->
    [one] value
   *[other] values
} when you apply.
# $summary: the engine's summary of the losses.
ninth-page-preview = Preview: { $summary }
# The Multiple Wounds fields' labels; $attack: which attack of a batch they are for (0: no batch).
ninth-page-mw-x = Multiple Wounds (X){ $attack ->
    [0] {""}
   *[other] {" "}(attack { $attack })
}
# The choice of a number for X (beside D3, D6 and D3+1).
ninth-page-mw-number-choice = Number
ninth-page-mw-number = Multiple Wounds (X), a number{ $attack ->
    [0] {""}
   *[other] {" "}(attack { $attack })
}
# $die: the die rolled for the wound's value (D3, D6, D3+1).
ninth-page-wound-value = Wound { $n } ({ $die }){ $attack ->
    [0] {""}
   *[other] {" "}(attack { $attack })
}
ninth-page-unsaved-wounds = Unsaved wounds{ $attack ->
    [0] {""}
   *[other] {" "}(attack { $attack })
}
ninth-page-wound-values = Each wound's value
ninth-page-enter-values = Enter the values
ninth-page-app-roll = Let the app roll
# $rule: the rule's id (N-7).
ninth-page-tie-order = Order of the Characters for a tie ({ $rule }), first takes first:
ninth-page-move-up = Move { $name } up
ninth-page-unstable-note = Unstable: the Health Points { $name } loses, no saves. The engine shares them among its Health Pools ({ $rule }).
ninth-page-unstable-lost = Health Points lost to Unstable by { $name }
ninth-page-go-to = Go to a Unit
ninth-start-hint = Tap a Unit to act
ninth-page-odds-title = Odds before rolling
ninth-page-odds-about = Exact odds for { $name }, starting from its carried-over Health Points.
ninth-page-odds-attacks = Attacks
ninth-page-odds-hit = To hit (X+)
ninth-page-odds-wound = To wound (X+)
ninth-page-odds-armour = Armour save (X+, 7 = none)
ninth-page-odds-special = Special save (X+, 7 = none)
ninth-page-odds-mw-none = None
ninth-page-odds-working = Working out the exact odds…
ninth-page-odds-show = Show the odds
ninth-page-odds-wiped-out = Wiped out
# $mw: the attack's Multiple Wounds (2, D3, D6, D3+1).
ninth-page-odds-hp-lost = Health Points lost (Multiple Wounds { $mw })
ninth-page-odds-removed = Models removed
# The bar chart's unit: "3 removed".
ninth-page-odds-removed-unit = { $count ->
       *[other] removed
    }
ninth-page-odds-carried = Lost Health Points carried over
# A new battle's form and a Unit profile's form in Muster.
ninth-page-kind = { $kind ->
    [champion] Champion
   *[character] Character
}
ninth-page-character-or-champion = Character or Champion
ninth-page-name = Name
ninth-page-kind-label = Kind
ninth-page-rank-optional = Rank (optional)
ninth-page-rank-hint = 1 = front
ninth-page-file-optional = File (optional)
ninth-page-file-hint = 1 = left
ninth-page-remove-character = Remove Character
# A Unit's name until the player types one.
ninth-page-unit-name = Unit { $n }
ninth-page-formation-of = Formation of { $name }
ninth-page-unit = Unit
ninth-page-player = Player
ninth-page-rank-and-file-models = Rank-and-file models
ninth-page-files = Files
ninth-page-hp-per-model-label = Health Points per model
ninth-page-add-character = Add Character or Champion
ninth-page-remove-unit = Remove Unit
# A player's name until it is typed.
ninth-page-player-name = Player { $n }
# The battle's name until one is typed.
ninth-page-battle = Battle
ninth-page-battle-name = Battle name
ninth-page-add-unit = Add Unit
ninth-page-start-battle = Start battle
ninth-page-cancel = Cancel
# A shared Unit profile's line in a link's preview.
ninth-page-profile-preview = { $name } ({ $models } { $models ->
    [one] model
   *[other] models
}, { $hp } { $hp ->
    [one] Health Point
   *[other] Health Points
})

## The campaign's screens: the roster, a model's card and its Actions
# (Messages of this group follow this line.)
# A Recovery table's outcome of a battle; $outcome: the engine's name, said when unknown.
campaign-page-outcome = { $key ->
    [Crushing-Victory] Crushing Victory
    [Victory] Victory
    [Pyrrhic-Victory] Pyrrhic Victory
    [Noble-Loss] Noble Loss
    [Annihilated] Annihilated
   *[other] { $outcome }
}
# A model's kind on a warband roster (the words the roster form offers).
campaign-page-kind = { $kind ->
    [Leader] Leader
    [Individual] Individual
    [Hero] Hero
    [Specialist] Specialist
    [Trooper] Trooper
   *[other] { $kind }
}
# A model's standing on its roster; $status: the engine's word, said when unknown.
campaign-page-status = { $key ->
    [active] Active
    [dead] Dead
    [captured] Captured
    [retired-blind] Retired blind
   *[other] { $status }
}
# The roll owed next: its table (by the roll's kind; $table: the engine's name of it) and the model's name.
campaign-page-roll-of = { $kind ->
    [recovery_roll] Recovery roll
    [fate_roll] Casualty Fate roll
    [wound_roll] Wound Table roll
   *[other] { $table } roll
}: { $name }
campaign-page-confirm = Confirm and update the rosters
campaign-page-tables-failed = The campaign's tables could not be read: { $reason }
# The top bar's title on the campaign aftermath's screen.
campaign-page-bar = Aftermath
campaign-page-outcomes-label = Outcome per side
campaign-page-outcomes = Outcome of the battle
# $rule: the rule's id (W-1).
campaign-page-from-losses = From the models lost ({ $rule })
campaign-page-outcomes-waiting = Other outcomes: waiting for the engine…
# $number: the highest D20 a lost model survives on; $how: "chosen" by the players or worked out from the "losses".
campaign-page-outcome-text = { $outcome }: lost models live on { $number ->
    [8] an
    [11] an
    [18] an
   *[other] a
} { $number } or less ({ $how ->
    [chosen] chosen by the players
   *[losses] from the models lost
})
# Under the outcome when a lost Undead model rolls for Recovery: its own number (+2).
campaign-page-outcome-undead = Undead models live on { $number ->
    [8] an
    [11] an
    [18] an
   *[other] a
} { $number } or less
campaign-page-no-outcome = No outcome: neither side lost a model
campaign-page-lost = Lost { $lost }, the enemy lost { $enemy }.
campaign-page-outcome-for = Outcome for { $force }
# A row of the Recovery table; $meaning: the engine's words for when it applies.
campaign-page-recovery-row = { $outcome }: { $number } or less ({ $meaning })
campaign-page-undead-row = Undead: +{ $bonus }
# The table a roll is made on, as the reference under the dice names it.
campaign-page-table = { $kind ->
    [recovery_roll] The Recovery table
    [fate_roll] The Casualty Fate table
    [wound_roll] The Wound Table
   *[other] The { $table }
}
campaign-page-next-roll = Next roll
# Whose roll it is, and how many rolls both sides' models owe now.
campaign-page-owed = { $name } of { $force } · { $rolls } { $rolls ->
    [one] roll
   *[other] rolls
} owed now by { $models } { $models ->
    [one] model
   *[other] models
} of both sides; a result can add more
# What each typed value fills, in order, as the engine plans it before Apply; $fills: the engine's sentence ("Vex Recovery 20; A0 Recovery 3").
campaign-page-typed-fills = Each value goes to: { $fills }
# $dice: the die to roll (D20).
campaign-page-roll-label = Roll one { $dice } on the { $kind ->
    [recovery_roll] Recovery table
    [fate_roll] Casualty Fate table
    [wound_roll] Wound Table
   *[other] { $table }
} for { $name }: tap its value.
campaign-page-before = Before the rosters change
campaign-page-before-about = Every roll is made. This is how both rosters will read; confirm to write them on this device.
campaign-page-after-battle = { $name } after the battle
campaign-page-rosters-after = Rosters after the battle
campaign-page-confirmed = Confirmed
campaign-page-rosters-updated = Both rosters are updated on this device.
campaign-page-rosters-not-saved = The rosters are not saved on this device yet.
campaign-page-save-rosters = Save the rosters on this device
campaign-page-undo-rosters = Undo puts the rosters on this device back as they were.
campaign-page-lost-models = Lost models
campaign-page-rolls-owed = rolls owed
campaign-page-no-models-lost = No models lost.
campaign-page-captives = Captives
# A model's extras on its roster: Spot ($sign: "+" or nothing), extra Close Combat against attackers from the rear.
campaign-page-spot = Spot { $sign }{ $spot }
campaign-page-rear-attackers = attackers from the rear +{ $cc } CC
campaign-page-undead = Undead
# $wounds: the lasting wounds' names, as the engine's Wound table names them.
campaign-page-wounds = Wounds: { $wounds }
campaign-page-hate = Hate: { $hatreds }
# One hatred: its bonus and the warband it is for.
campaign-page-hate-for = { $hate } for { $force }
# A roster's line: its VP (or "3→5" when it changed), models active of all, and whether Troopers roll for their fate ("yes"/"no").
campaign-page-roster-line = VP { $vp } · { $active } of { $models } models active{ $fate ->
    [yes] {" "}· Troopers roll for their fate
   *[no] {""}
}
# A model's kind (campaign-page-kind) and value on its roster.
campaign-page-kind-value = { $kind }, value { $value }
campaign-page-new-model = New model
campaign-page-model-name = Model name
campaign-page-kind-label = Kind
campaign-page-value = Value
campaign-page-status-line = Status: { $status }
campaign-page-lasting-wounds = Lasting wounds: { $wounds }
campaign-page-remove-model = Remove model
campaign-page-list-line = VP { $vp } · { $active } of { $models } active
campaign-page-delete-ask = Delete { $name } for good?
campaign-page-delete-yes = Yes, delete
campaign-page-delete-keep = Keep it
campaign-page-edit = Edit
campaign-page-edit-label = Edit { $name }
campaign-page-duplicate = Duplicate
campaign-page-duplicate-label = Duplicate { $name }
campaign-page-share = Share
campaign-page-share-label = Share { $name }
campaign-page-delete = Delete
campaign-page-delete-label = Delete { $name }
campaign-page-models = Models
campaign-page-models-of = { $name } models
campaign-page-rosters = Rosters
campaign-page-back = ‹ Battles
campaign-page-back-label = Back to battles
campaign-page-rosters-here = Rosters on this device
campaign-page-no-rosters = No rosters on this device yet.
campaign-page-new-roster = New roster
campaign-page-start-aftermath = Start an aftermath
# A duplicated roster's name.
campaign-page-copy-name = { $name } (copy)
campaign-page-duplicated = Roster duplicated.
campaign-page-deleted = Roster deleted.
campaign-page-roster = Roster
campaign-page-warband-name = Warband name
campaign-page-troopers-fate = Troopers roll on the Casualty Fate table too
campaign-page-add-model = Add model
campaign-page-save-roster = Save roster
campaign-page-cancel = Cancel
campaign-page-saved = Saved { $name } on this device.
campaign-page-new-aftermath = New campaign aftermath
# How many warband rosters this device has, when an aftermath needs two.
campaign-page-needs-two = An aftermath needs two warband rosters on this device; there { $count ->
    [one] is 1
   *[other] are { $count }
}.
campaign-page-make-rosters = Make rosters
campaign-page-warband-choice = { $name } (VP { $vp })
campaign-page-lost-model = Lost: { $name }
# A model not in the battle: its kind, value and standing (campaign-page-status).
campaign-page-kind-value-absent = { $kind }, value { $value } — { $status }, not in the battle
campaign-page-unrecoverable = { $name } was killed in an unrecoverable way (no Recovery roll)
campaign-page-losses-of = Losses of { $name }
# The first or the second warband of the aftermath.
campaign-page-warband = { $n ->
    [1] First warband
   *[other] Second warband
}
campaign-page-marked-lost = { $count } { $count ->
    [one] model
   *[other] models
} marked lost
campaign-page-models-of-warband = Models of { $name }
campaign-page-pick-warbands = Pick the two warbands and tick each model lost in the battle.
campaign-page-start = Start aftermath
campaign-page-two-different = Pick two different warbands.
# The aftermath's name: the two warbands' names.
campaign-page-battle-name = { $first } vs { $second }
# Survival chances: a side's heading with its outcome (campaign-page-outcome).
campaign-page-odds-side = { $force } ({ $outcome })
# $note: the engine's words on the model's chance.
campaign-page-survives-note = { $name } survives ({ $note })
# $settled: "yes" when the model's Recovery roll is already made.
campaign-page-survives = { $name } survives{ $settled ->
    [yes] {" "}(settled)
   *[no] {""}
}
campaign-page-survivors = Survivors
# The bar chart's unit after a count: "2 survive" ($count: the count).
campaign-page-survive-unit = { $count ->
        [one] survives
       *[other] survive
    }
campaign-page-survival-chances = Survival chances
campaign-page-fates = Fates and captives
# A Casualty Fate (the engine's name of it) and how many models had it.
campaign-page-fate-count = { $count } { $fate }
# A side's Casualty Fates in the report: its player and the fates (or campaign-page-no-fates).
campaign-page-side-fates = { $player }: { $fates }
# $rule: the rule's id (W-3).
campaign-page-no-fates = no Casualty Fates rolled ({ $rule })
# $rule: the rule's id (W-5).
campaign-page-no-captives = No captives ({ $rule }).
# A shared roster's line in a link's preview.
campaign-page-roster-preview = { $name }: { $models } models, { $vp } VP

## Two phones
# (Messages of this group follow this line.)
two-phones-check-title = Check no one is in between
two-phones-check-code = Both phones show { $code }? Then no one is in between.
two-phones-check-how = Compare this number with the one on the other phone's two-phone sheet. If they differ, someone who had the invite may be reading the battle: unpair, then give a new invite face to face, or play on the same Wi-Fi.
two-phones-check-same = They match
two-phones-check-differ = They differ: unpair
two-phones-check-unpaired = Unpaired: the two phones showed different numbers, so someone may have been between them. Give a new invite face to face, or play on the same Wi-Fi.

## Undo and Redo, the history's entries, and what a tap would do (previews and verdicts)
# (Messages of this group follow this line.)
verdict-morale-heading = Morale Test: roll { $dice } { $dice ->
        [one] die
       *[other] dice
    }
# $faces: which faces pass at Resolve $value (C-10).
verdict-passes = { $faces ->
        [one] Resolve { $value }: only a natural 1 passes (a 1 always passes, a 6 always fails, C-10)
        [all_but_six] Resolve { $value }: every die passes but a natural 6 (a 6 always fails, C-10)
       *[at_most] Each die passes on { $value } or less (a 1 always passes, a 6 always fails, C-10)
    }
# $parts: the Resolve's parts (conquest-resolve-base, conquest-resolve-size...).
verdict-resolve-explained = { $parts } = { $value }
# Undo on two phones. $by, $peer: the other phone's name; $what: what the action is called (history-wound-pool, ...).
history-announce-by = { $by }: { $what }
history-undo-ask = { $by } wants to undo: { $what }
history-undo-ask-label = { $by } wants to undo
history-undo-allow = Allow
history-undo-refuse = Refuse
history-undo-asking = Asking { $peer } to allow undoing: { $what }
history-undo-allowed = Allowed { $peer } to undo.
history-undo-refused = Refused { $peer }'s undo; nothing was changed.
history-undo-not-connected = Could not ask { $peer }: the phones are not connected. Nothing was changed.
history-undo-unanswered = { $peer } did not answer whether to undo { $what }. Nothing was changed.
history-undo-refused-by = { $peer } refused to undo: { $what }. Nothing was changed.
# Why Undo, Redo or an action is refused by the history itself (said with its rule id, "history").
history-nothing-to-undo = there is nothing to undo
history-nothing-to-redo = there is nothing to redo
history-too-many-actions = a game holds at most { $most } actions
# What an action is called: the step log's entry, Undo's and Redo's buttons and the preview. Names are as the players wrote them. $named: whether the pool names the Regiment it came from ($source).
history-wound-pool = Wound Pool of { $wounds }{ $named ->
        [yes] {" "}from { $source }
       *[no] {""}
    }{ $arc ->
        [flank] {" "}(flank)
        [rear] {" "}(rear)
       *[front] {""}
    } on { $regiment }{ $morale ->
        [no] {" "}(no Morale Tests)
       *[yes] {""}
    }
# $dice and $rerolls: the dice as typed, digits joined by commas.
history-morale-test = Morale Test for { $regiment }: { $rolled ->
        [no] rolled by the app
       *[yes] { $dice }
    }{ $rerolled ->
        [yes] ; re-rolled { $rerolls }
       *[no] {""}
    }
# A number given as -1 is one the app rolls ("a roll", "?").
history-heal = Heal { $points ->
        [-1] a roll
       *[other] { $points }
    }{ $source ->
        [regeneration] {" "}(Regeneration)
        [fanatical_devotion] {" "}(Fanatical Devotion)
        [biotic_renewal] {" "}(Biotic Renewal)
       *[none] {""}
    } on { $regiment }{ $room ->
        [no] {" "}(no room)
       *[yes] {""}
    }
history-character-wounds = { $wounds } { $wounds ->
            [one] Wound
           *[other] Wounds
        } on { $character } of { $regiment }
history-rally = { $regiment } Rallies
history-new-round = New Round
history-active-player = Active Player: { $player }
# A Stand's place: its rank and file, as the step log says it.
history-contacts = Contacts of { $regiment }, Stand at { $rank ->
            [front] front rank
            [rear] rear rank
           *[nth] { $rank_n }{ $rank_ord ->
                [one] st
                [two] nd
                [few] rd
               *[other] th
            } rank
        }{ $file ->
            [left] , left end
            [right] , right end
            [centre] , centre
            [from_left] , { $file_n }{ $file_ord ->
                [one] st
                [two] nd
                [few] rd
               *[other] th
            } from left
            [from_right] , { $file_n }{ $file_ord ->
                [one] st
                [two] nd
                [few] rd
               *[other] th
            } from right
           *[none] {""}
        }
history-contacts-stand-id = Contacts of { $regiment }, { $stand }
history-place = { $regiment } moved to ({ NUMBER($x, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
            [in] ″
           *[mm] {" "}mm
        }, { NUMBER($y, useGrouping: 0, maximumFractionDigits: 1) }{ $unit ->
            [in] ″
           *[mm] {" "}mm
        }) facing { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
history-charge = { $regiment } Charges the { $edge ->
       *[front] front
        [left] left flank
        [right] right flank
        [rear] rear
    } of { $enemy }
history-bravery = { $regiment } uses Bravery
history-decay = Decay { $x } on { $regiment }
# One attack of a batch ($name as the players wrote it), listed by history-attacks.
history-attack = { $name } ({ $losses ->
        [-1] ?
       *[other] { $losses }
    }{ $mw ->
        [rolled] , Multiple Wounds { $x }: rolled by the app
        [values] , Multiple Wounds { $x }: { $values }
        [empty] , Multiple Wounds { $x }: none
       *[no] {""}
    })
history-attacks = { $parts }
# $listed: the batch names its attacks ($parts); $excess: which attacks caused the excess, names and numbers as written.
history-hp-lost = { $losses ->
        [-1] ?
       *[other] { $losses }
    } HP lost by { $unit } ({ $pool ->
        [rank_and_file] Rank and file
        [champion] Champion { $character }
        [character] Character { $character }
       *[unknown] { $character }
    }){ $mw ->
        [rolled] {" "}— Multiple Wounds { $x }: rolled by the app
        [values] {" "}— Multiple Wounds { $x }: { $values }
        [empty] {" "}— Multiple Wounds { $x }: no unsaved wounds
       *[no] {""}
    }{ $listed ->
        [yes] {" "}— attacks: { $parts }
       *[no] {""}
    }{ $has_excess ->
        [yes] ; excess from { $excess }
       *[no] {""}
    }
history-unstable = Unstable: { $losses } HP lost by { $unit }
history-roll = { $table ->
        [recovery] Recovery
        [fate] Casualty Fate
       *[wound] Wound Table
    } roll for { $model }: { $die ->
        [-1] rolled by the app
       *[other] { $die }
    }
history-wound-rolls = Wound Table rolls for { $model }: { $dice }
# Rolls typed in one go, a chain: $named says the model's name where its rolls begin; $next is how the next roll ($parts) follows: same model (", "), another ("; "), or none.
history-typed-roll = { $named ->
        [yes] { $model }{" "}
       *[no] {""}
    }{ $table ->
        [recovery] Recovery
        [fate] Casualty Fate
       *[wound] Wound Table
    } { $die }{ $next ->
        [same] , { $parts }
        [then] ; { $parts }
       *[end] {""}
    }
history-typed-rolls = Typed rolls: { $parts }
history-outcome = { $force }: outcome { $outcome ->
        [crushing_victory] Crushing Victory
        [victory] Victory
        [pyrrhic_victory] Pyrrhic Victory
        [noble_loss] Noble Loss
        [annihilated] Annihilated
       *[lost] from the models lost (W-1)
    }
history-confirm = Confirmed: rosters updated
# What an action did, in one line (also what a preview says it would do).
verdict-done = Done
# A verdict's parts are a chain: $next says how the rest ($parts) follows this part: then ("; "), to (" -> ", what came of it), or end.
verdict-wounds-suffered = { $n } { $n ->
            [one] Wound
           *[other] Wounds
        } suffered{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-wounds-healed = { $n } { $n ->
            [one] Wound
           *[other] Wounds
        } healed{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-no-room = No room to restore a Stand: { $lost } { $lost ->
            [one] Heal Point
           *[other] Heal Points
        } lost (C-9){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-unused = { $n } { $n ->
            [one] Heal Point
           *[other] Heal Points
        } unused: too few to restore a Stand (C-8){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-nothing-to-heal = Nothing to heal: no Wound Markers and no Stand to restore (C-7){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-bravery = Bravery: no longer Broken{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-rallied = Rallied{ $broken ->
        [yes] : no longer Broken
       *[no] {""}
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-placed = { $how ->
        [off] Not on the table
        [placed] Placed on the table, facing { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
        [moved] Moved
        [turned] Turned to face { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
        [moved_turned] Moved and turned to face { NUMBER($facing, useGrouping: 0, maximumFractionDigits: 1) }°
       *[stays] Stays where it was
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-character-wounded = Character Wounded{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-character-removed = Character removed: { $names }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-stands-lost = { $n } { $n ->
            [one] Stand
           *[other] Stands
        } lost{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-stands-lost-with = { $n } { $n ->
            [one] Stand
           *[other] Stands
        } lost with { $names }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-stands-restored = { $n } { $n ->
            [one] Stand
           *[other] Stands
        } restored{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-status = { $status ->
        [shattered] SHATTERED
       *[destroyed] DESTROYED
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-broken = BROKEN ({ $lost } of { $baseline } this Round){ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-steady = Steady: { $lost } of { $baseline } Stands, counting { $names } (C-3): Broken at { $threshold }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-morale-due = Morale Test due: { $dice } { $dice ->
            [one] die
           *[other] dice
        }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
# $terrifying and $phalanx moved the Resolve; $arc: the Wounds came from the flank or rear, $rerolled the passes re-rolled there (-1: none, Iron Discipline); $oblivious: the failures caused $wounds Wounds.
verdict-morale = Morale: { $dice } { $dice ->
            [one] die
           *[other] dice
        } vs Resolve { $resolve }{ $terrifying ->
        [0] { $phalanx ->
                [yes] {" "}(Phalanx +1)
               *[no] {""}
            }
       *[other] {" "}(Terrifying -{ $terrifying }{ $phalanx ->
                [yes] , Phalanx +1
               *[no] {""}
            })
    }{ $arc ->
        [flank] , from the flank: { $rerolled ->
                [-1] no re-roll (Iron Discipline)
               *[other] { $rerolled } re-rolled
            }
        [rear] , from the rear: { $rerolled ->
                [-1] no re-roll (Iron Discipline)
               *[other] { $rerolled } re-rolled
            }
       *[none] {""}
    } -> { $failed } fail{ $indomitable ->
        [0] {""}
       *[other] {" "}(Indomitable: { $indomitable } passed)
    }{ $oblivious ->
        [yes] : { $wounds } { $wounds ->
                [one] Wound
               *[other] Wounds
            } (Oblivious)
       *[no] {""}
    }{ $next ->
        [then] ; { $parts }
        [to] {" "}-> { $parts }
       *[end] {""}
    }
verdict-charged = Charged: { $stands } { $stands ->
            [one] Stand
           *[other] Stands
        } against { $enemy_stands } in contact
verdict-round-begins = Round { $round } begins
verdict-active-player = { $player } is the Active Player
# $end: the Unit destroyed, its Health Pool wiped out, or the HP carried over.
verdict-hp-lost = { $unstable ->
        [yes] Unstable:{" "}
       *[no] {""}
    }{ $losses } HP lost: { $removed } { $removed ->
            [one] model
           *[other] models
        } removed; { $end ->
        [destroyed] { $unit } destroyed
        [wiped_out] { $pool ->
            [rank_and_file] the rank-and-file Health Pool of { $unit }
            [champion] Champion { $character }{ $character_s ->
                [yes] '
               *[no] 's
            } Health Pool
           *[character] Character { $character }{ $character_s ->
                [yes] '
               *[no] 's
            } Health Pool
        } wiped out
       *[carried] { $carried } HP carried over
    }
# A Character's or Champion's own Health Pool still standing: its name and what it has $left of its $hp Health Points.
verdict-hp-left = { $unstable ->
        [yes] Unstable:{" "}
       *[no] {""}
    }{ $losses } HP lost; { $character }: { $left } of { $hp } HP left
# Dice of a Morale Test judged as they go in: the failures so far; $first: the first roll's, while its passes are re-rolled (-1: not re-rolling).
verdict-so-far = { $failed } { $failed ->
            [one] failure
           *[other] failures
        } so far{ $first ->
        [-1] {""}
       *[other] {" "}({ $first } in the first roll)
    }
verdict-reroll-heading = Morale Test: re-roll { $passes } { $passes ->
            [one] die
           *[other] dice
        }
verdict-reroll-text = First roll { $dice }: re-roll { $passes } passed { $passes ->
            [one] die
           *[other] dice
        } (C-23)
verdict-reroll-label = Re-roll the { $passes } passed { $passes ->
            [one] die
           *[other] dice
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
        [stands_lost] Stands lost
        [wounds_lost] Wounds lost
        [stands_restored] Stands restored
        [hp_lost] Health Points lost
        [recovered] Back in the warband
        [dead] Dead
        [retired] Retired blind
        [owed] Still to roll
       *[models_lost] Models lost
    }
# What a side's luck chart counts (its bad results, plural).
report-line-bad = { $kind ->
        [morale] failed Morale dice
        [dice] bad results
        [multiple_wounds] Health Points lost to Multiple Wounds
       *[recovery] dead at Recovery
    }
report-line-round = Round { $round }
report-line-whole-battle = Whole battle
report-line-the-battle = The battle
# The campaign's Recovery rolls, as the time they were made.
report-line-recovery = Recovery
report-line-title-conquest = Conquest battle, Round { $round }
report-line-title-ninth-age = Ninth Age battle
report-line-title-campaign = Campaign aftermath { $confirmed ->
        [yes] (confirmed)
       *[no] (in progress)
    }
# A Regiment's, Unit's or warband's strength: $name, its figures ($parts) and its state.
report-line-strength = { $name }: { $parts }{ $status ->
        [broken] {" "}(Broken)
        [shattered] {" "}(Shattered)
        [destroyed] {" "}(destroyed)
       *[none] {""}
    }
report-line-figure = { $figure ->
        [stands] Stands
        [wounds] Wounds
        [models] models
        [hp] Health Points
       *[warband] models in the warband
    } { $now } of { $start }
# Stands counting a Regiment's Characters (C-3).
report-line-figure-characters = Stands (incl. ★ { $characters } { $characters ->
        [one] Character
       *[other] Characters
    }) { $now } of { $start }
# A side's losses: $player, then the first item ($parts), each item holding the next.
report-line-losses = { $player }: { $parts }
report-line-loss-count = { $measure ->
        [stands_lost] Stands lost
        [wounds_lost] Wounds lost
        [stands_restored] Stands restored
        [hp_lost] Health Points lost
        [recovered] Back in the warband
        [dead] Dead
        [retired] Retired blind
        [owed] Still to roll
       *[models_lost] Models lost
    } { $count }{ $more ->
        [yes] ; { $parts }
       *[no] {""}
    }
# $names: the Regiments or Units, as named, a comma between.
report-line-loss-mark = { $mark ->
        [broken] Broken
        [shattered] Shattered
       *[destroyed] destroyed
    }: { $names }{ $more ->
        [yes] ; { $parts }
       *[no] {""}
    }
# Who lost more: $more lost more than $fewer, by $measure.
report-line-lead-more = { $more } lost more { $measure ->
        [stands_lost] Stands
        [wounds_lost] Wounds
        [hp_lost] Health Points
       *[models_lost] Models
    }: { $high } to { $low } ({ $diff } more than { $fewer })
report-line-lead-none = Neither side has lost any { $measure ->
        [stands_lost] Stands
        [wounds_lost] Wounds
        [hp_lost] Health Points
       *[models_lost] Models
    } yet
# Even on the first measure; $parts says who lost more by the next.
report-line-lead-even-on = Even on { $measure ->
        [stands_lost] Stands
        [wounds_lost] Wounds
        [hp_lost] Health Points
       *[models_lost] Models
    } ({ $count } each); { $parts }
report-line-lead-even = Even: each side lost { $count } { $measure ->
        [stands_lost] Stands
        [wounds_lost] Wounds
        [hp_lost] Health Points
       *[models_lost] Models
    }
# The tail a side's luck quotes: $actual or fewer bad results, or more.
report-line-quote = { $actual } { $quote ->
        [fewer] or fewer
       *[more] or more
    }
report-line-side-none = { $player }: no { $kind ->
        [morale] Morale dice
        [dice] dice
        [multiple_wounds] Multiple Wounds dice
        [recovery] Recovery rolls
       *[none] rolls
    } rolled
# A side's luck: $actual bad results of $dice dice, $expected expected; $parts is the
# tail quoted (report-line-quote) and its chance; the verdict.
report-line-side-luck = { $player }: { $actual } { $kind ->
        [morale] { $actual ->
            [one] failed Morale die
           *[other] failed Morale dice
        }
        [dice] { $actual ->
            [one] bad result
           *[other] bad results
        }
        [multiple_wounds] { $actual ->
            [one] Health Point lost to Multiple Wounds
           *[other] Health Points lost to Multiple Wounds
        }
       *[recovery] dead at Recovery
    } of { $dice }{ $kind ->
        [dice] {" "}dice
       *[other] {""}
    } (expected { NUMBER($expected, maximumFractionDigits: 1, useGrouping: 0) }); { $parts }: { $bound ->
        [below] <{ NUMBER($percent, maximumFractionDigits: 1) }%
        [above] >{ NUMBER($percent, maximumFractionDigits: 1) }%
        [tenths] { NUMBER($percent, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
       *[none] { NUMBER($percent, maximumFractionDigits: 0) }%
    } ({ $verdict ->
        [lucky] lucky
        [unlucky] unlucky
       *[as_expected] about as expected
    })
report-line-these = battles with these { $kind ->
        [morale] Morale dice
        [dice] dice
        [multiple_wounds] Multiple Wounds dice
       *[recovery] Recovery rolls
    }
# Where a side's total stands: better or worse than $share (in percent) of
# $parts (report-line-these).
report-line-standing = { $verdict ->
        [unlucky] Unlucky: worse than { NUMBER($share, maximumFractionDigits: 1) }% of { $parts }
        [lucky] Lucky: better than { NUMBER($share, maximumFractionDigits: 1) }% of { $parts }
       *[as_expected] About as expected for { $parts }
    }
# The least likely roll: when ($period, $round), who, whose, what ($parts), its chance.
report-line-swing = { $period ->
        [round] Round { $round }
        [whole] Whole battle
        [battle] The battle
       *[recovery] Recovery
    }, { $who } ({ $player }): { $parts }; { $how ->
        [better] this well or better
       *[worse] this badly or worse
    }: { $bound ->
        [below] <{ NUMBER($percent, maximumFractionDigits: 1) }%
        [above] >{ NUMBER($percent, maximumFractionDigits: 1) }%
        [tenths] { NUMBER($percent, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
       *[none] { NUMBER($percent, maximumFractionDigits: 0) }%
    }
report-line-none-to-judge = No { $kind ->
        [morale] Morale dice
        [dice] dice
        [multiple_wounds] Multiple Wounds dice
       *[recovery] Recovery rolls
    } to judge yet.
report-line-every-roll = Every { $kind ->
        [morale] Morale Test
        [dice] roll
        [multiple_wounds] Multiple Wounds roll
       *[recovery] Recovery roll
    } ({ $count })
# The page's word for a roll's verdict beside it.
report-line-verdict = { $verdict ->
        [lucky] lucky
        [unlucky] unlucky
       *[other] about as expected
    }
# The summary to paste into a chat: its first line ($name the players' own name for the
# game, if $named; $parts the report's title).
report-line-summary-head = { $named ->
        [yes] { $name } ({ $parts })
       *[no] { $parts }
    }: { $first } vs { $second }
report-line-summary-now = Now: { $parts }
report-line-summary-luck = Luck ({ $rule }, exact odds):
report-line-summary-swing = Least likely roll: { $parts }
report-line-made-with = Made with Aftermath
# Conquest's judged rolls (C-12, C-23, C-29); $rerolled: the passes re-rolled, 0 for none.
report-line-conquest-morale = Morale Test, { $dice } { $dice ->
        [one] die
       *[other] dice
    } against Resolve { $resolve }{ $rerolled ->
        [0] {""}
       *[other] , { $rerolled } re-rolled
    }: { $failed } failed
report-line-conquest-decay = Decay { $x }, { $dice } { $dice ->
        [one] die
       *[other] dice
    }: { $wounds } 5 or 6
report-line-conquest-biotic = Biotic Renewal, a D{ $sides }: { $points } healed, { $short } short of { $sides }
report-line-conquest-no-tests = No Morale Tests were rolled in this battle, so there is no luck to judge (C-12).
report-line-conquest-rolled-none = { $player } rolled no { $kind ->
        [morale] Morale Tests.
       *[dice] dice.
    }
report-line-conquest-test-owed = { $regiment } ({ $player }): 1 Morale Test still to roll ({ $dice } { $dice ->
        [one] die
       *[other] dice
    }), not judged yet (C-12).
report-line-ninth-age-cannot-judge = The Ninth Age losses are entered as Health Points lost, not rolled here: the app holds no dice for this battle, so the report can show what each side lost but cannot judge how lucky anyone was (N-2).
report-line-ninth-age-no-rounds = Rounds are not recorded for The Ninth Age: the losses are for the whole battle.
report-line-ninth-age-only-multiple-wounds = Only the Multiple Wounds dice are judged (N-6): the other losses are entered as Health Points lost, not rolled here (N-2).
# A Multiple Wounds roll judged (N-6): $x as the player wrote it; the Health Pool as in
# ninth-pool-loses.
report-line-ninth-age-multiple-wounds = Multiple Wounds { $x }, { $wounds } unsaved { $wounds ->
        [one] wound
       *[other] wounds
    } on { $pool ->
        [rank_and_file] the rank-and-file Health Pool of { $unit }
        [champion] Champion { $character }{ $character_s ->
            [yes] '
           *[no] 's
        } Health Pool
       *[character] Character { $character }{ $character_s ->
            [yes] '
           *[no] 's
        } Health Pool
    }: { $cost } Health Points
report-line-campaign-recovery-roll = Recovery roll { $die }, needing { $number } or less: { $dead ->
        [yes] dead
       *[no] survived
    }
report-line-campaign-fate-count = { $count } { $fate ->
        [full_recovery] Full Recovery
        [wounded] Wounded
        [badly_wounded] Badly Wounded
        [bitter_enemy] Bitter Enemy
        [captured] Captured
       *[miraculous_recovery] Miraculous Recovery
    }
# $parts: the fates (report-line-campaign-fate-count).
report-line-campaign-fates = { $warband } fates (W-3): { $parts }
report-line-campaign-captive = Captives (W-5): { $parts }
report-line-campaign-no-rolls = No Recovery rolls have been made yet, so there is no luck to judge (W-2).
report-line-campaign-dead-unrolled = { $warband }: { $count } killed in an unrecoverable way, dead without a roll (W-2), not counted as luck.
# A profile pack's one button: its $count profiles of $faction (as the pack names it).
report-line-pack-offer = Add { $count } { $count ->
        [one] profile
       *[other] profiles
    } of { $faction }
# The examples on the home screen: the rule texts' worked examples (names of Regiments
# as the rules name them).
example-men-at-arms-title = Men-at-Arms (Wounds 4)
example-men-at-arms-about = Chapter 5: a Wound Pool of 2, then one of 6 on a Regiment of Wounds 4.
example-household-knights-title = Cavalry and Household Knights (Wounds 4)
example-household-knights-about = Chapter 5: Cavalry suffer 5 Wounds twice; Household Knights Heal 6.
example-press-the-attack-title = Press the Attack (Fig 6.1)
example-press-the-attack-about = Chapter 6: A fights B's rear. A Wound Pool of 3 removes B's rear rank; A is Stranded and pushed back into contact.
example-morale-title = Militia (Resolve 2) and Order of the Crimson Tower (Resolve 4)
example-morale-about = Chapter 6: Militia roll 1, 2, 3, 3, 6; the Crimson Tower roll 1, 3, 6.

## What was wrong: a list, a file, a link, a backup or the device's data
# (Messages of this group follow this line.)
# A pasted list's refusals (a system's plain-text export); $line: the line's number, $rest: the place inside the line as the list names it, or empty.
list-reader-at-line = text line { NUMBER($line, useGrouping: 0) }{ $rest }: { $parts }
list-reader-in-text = text{ $rest }: { $parts }
# The name of a list's format, in the import's summary.
list-reader-para-bellum-text = Para Bellum army builder text
list-reader-too-many-lines = has { NUMBER($count, useGrouping: 0) } lines; at most { NUMBER($most, useGrouping: 0) }
list-reader-line-too-long = is { NUMBER($length) } characters long; a line is at most { NUMBER($most) }
list-reader-no-regiment-line = holds no Regiment line ( * Name (Stands) ...): not a Para Bellum army builder export
# Why a pasted line was not read (the rest of the list imports); $name: a Character's or a Regiment's name as the list writes it.
list-reader-before-first-character = comes before the first Character and is not the list's name, faction or army rule
list-reader-not-a-regiment-line = is not a Regiment line: * Name (Stands) [points]: upgrades
list-reader-not-a-list-line = is not a Character (== Name [points]: upgrades) or a Regiment (* Name (Stands) [points]: upgrades) line
list-reader-leads-none = { $name } leads no Regiment: a warband's Regiments follow its Character, who joins the first
list-reader-stands-refused = { $name } has ({ NUMBER($stands, useGrouping: 0) }) Stands: a Regiment has 1 to { NUMBER($most, useGrouping: 0) }
# A Regiment or a Unit of a roster file refused.
list-reader-makes-stands = makes { NUMBER($stands, useGrouping: 0) } Stands; at most { NUMBER($most, useGrouping: 0) }
list-reader-no-regiment-to-join = is a Character with no Regiment in its force to join
list-reader-makes-models = makes { NUMBER($models, useGrouping: 0) } models; a Unit holds at most { NUMBER($most, useGrouping: 0) }
# A list file's bytes, zip, XML and JSON; $value: the file's value, quoted as it wrote it.
file-error-list-too-big = is { NUMBER($size) } bytes; a list file is at most { NUMBER($most) } bytes (4 MiB)
file-error-not-a-zip = is not a readable zip (.rosz) file
file-error-zip-files = holds { NUMBER($count, useGrouping: 0) } files; a .rosz holds exactly one roster
file-error-zip-path = holds { $name }, a path; a .rosz holds one plain file name
file-error-encrypted = is encrypted
file-error-unpacks-to = unpacks to { NUMBER($size) } bytes; at most { NUMBER($most) }
file-error-unpacks-times = unpacks { NUMBER($times, useGrouping: 0) } times its size; at most { NUMBER($most, useGrouping: 0) } (a zip bomb?)
file-error-not-unpacked = could not be unpacked ({ $reason })
file-error-unpacks-larger = unpacks larger than its header says; refused
file-error-not-a-number = { $value } is not a number
file-error-more-than = { NUMBER($value, useGrouping: 0) } is more than { NUMBER($high, useGrouping: 0) }
file-error-xml-too-many = holds more than { NUMBER($most) } XML elements; a roster holds far fewer
file-error-xml-too-deep = is XML nested more than { NUMBER($most, useGrouping: 0) } elements deep; a roster nests far less
file-error-declares-dtd = declares a DTD or entities, which a roster never needs; refused unread ({ $kind })
file-error-not-xml = is not well-formed XML ({ $reason })
file-error-not-a-roster-xml = is XML whose top element is <{ $tag }>, not a BattleScribe <roster>
file-error-too-many-entries = holds more than { NUMBER($most) } entries; not a roster this app reads
file-error-not-text = { $value } is not text
file-error-attribute-too-long = is { NUMBER($length, useGrouping: 0) } characters long; at most { NUMBER($most, useGrouping: 0) }
file-error-nested = is nested { NUMBER($depth, useGrouping: 0) } deep; at most { NUMBER($most, useGrouping: 0) }
file-error-not-a-list = { $value } is not a list
file-error-not-an-entry = { $value } is not an entry
file-error-not-number-or-text = { $value } is not a number or text
file-error-json-too-deep = is JSON nested { NUMBER($depth, useGrouping: 0) } levels deep; at most { NUMBER($most, useGrouping: 0) } (a roster nests far less)
file-error-json-too-many = holds more than { NUMBER($most) } JSON values; a roster holds far fewer
file-error-not-valid-json = is not valid JSON ({ $reason })
file-error-json-no-roster = is JSON without a "roster": not a New Recruit or BattleScribe roster
file-error-not-utf8 = is not UTF-8 text (byte { NUMBER($byte, useGrouping: 0) })
# An answer of the list import refused: the expectation, then the value given.
file-error-answer = { $expected }, got { $got }
# A field of a file, a link or the device's data (the readers' rarer checks).
field-at-most-in-size = must be at most { NUMBER($size) } in size
field-whole-number-or-text = must be a whole number or text
field-finite-number = must be a finite number of at most { $most }
field-no-refused-character = must not hold { $character } (character { NUMBER($at, useGrouping: 0) }): names hold no control, bidirectional or invisible characters
field-lone-surrogate = must be valid Unicode text (character { NUMBER($at, useGrouping: 0) } is a lone surrogate)
field-two-players = must name exactly two players
field-exactly = must be { $value }
field-characters-long = is { NUMBER($length) } characters long; at most { NUMBER($most) }
field-holds-at-most-items = holds at most { NUMBER($most, useGrouping: 0) } items
field-nested-too-deep = is nested more than { NUMBER($most, useGrouping: 0) } levels deep (arrays and objects inside each other); nothing this app writes is
field-not-a-json-number = is not a number JSON allows
field-infinite-number = is a number too large to be kept (it reads as infinity)
field-held-twice = holds this id twice
field-answered-twice = is answered twice
# Where in a list file: the place in the file's own terms, then what is wrong there.
file-error-at = { $where }: { $parts }
# $file: the file's name, quoted; pasted: yes when the list was pasted, not picked.
file-error-in-file = { $pasted ->
    [yes] the pasted text
   *[no] file { $file }
}{ $rest }: { $parts }
file-error-bytes-or-text = must be the file's bytes or its text
file-error-object-per-system = must be an object of { $what ->
    [muster] profiles
   *[factions] faction records
} per system
file-error-list-of = must be a list of { $what ->
    [muster] profiles
   *[factions] faction records
}
file-error-still-lacks = { $name } still lacks { $missing }
file-error-other-system = is a roster of "{ $named ->
    [yes] { $system }
   *[no] no game system
}"; this app reads { $first } and { $second } rosters
file-error-not-a-roster = is not a roster: not BattleScribe XML (.ros, .rosz), New Recruit JSON, nor a Para Bellum army builder export
file-error-empty = is empty: paste a list's text, or pick its file
file-error-no-force = holds no force
file-error-too-many-pieces = holds { NUMBER($count, useGrouping: 0) } Regiments or Units; at most { NUMBER($most, useGrouping: 0) }
file-error-no-pieces = holds no Regiment or Unit this app can field
file-error-no-list-files = has no army lists read from files
file-error-name-not-text = has a name that is not text
file-error-blank-name = has a blank name
file-error-name-too-long = has a name of { NUMBER($length, useGrouping: 0) } characters; at most { NUMBER($most, useGrouping: 0) }
file-error-refused-character = has { $what ->
    [name] a name
    [title] a title
    [rule] a special rule
   *[note] a tag or note
} holding { $character } (character { NUMBER($at, useGrouping: 0) }): names hold no control, bidirectional or invisible characters
file-error-of-piece = { $name }: { $parts }
file-error-piece-index-or-name = must be a piece's index or the name of one
file-error-one-reading = this Regiment's W has one reading only
file-error-character-index = must be a Character's index
file-error-only-joins = only a { $system } Character joins a Regiment
file-error-character-as = must name a Character as <Regiment>.<Character> index of the preview
file-error-regiment-index = must be a Regiment's index, 0 to { NUMBER($last, useGrouping: 0) }
file-error-most-characters = { $name } holds at most { NUMBER($most, useGrouping: 0) } Characters
file-error-ascii-id = must be ASCII letters, digits, '-', '_' or '.'
file-error-battle-version = must be a battle record version this app reads ({ $versions })
file-error-kind-and-id = must be [kind, id]
file-error-file-text = must be the file's text
file-error-too-large = is larger than the engine reads ({ NUMBER($most) } characters)
file-error-not-complete-json = is not complete JSON (cut short or damaged: { $reason })
file-error-not-a-backup = must be { $format }: this is not an Aftermath backup file
file-error-newer-backup = was written by a newer version of Aftermath; this one reads backup versions up to { NUMBER($version, useGrouping: 0) }: update the app, then import it
# The first bad item's problem, then how many items are bad.
file-error-nothing-imported = { $parts } ({ $bad ->
    [1] nothing is imported
   *[other] { NUMBER($bad, useGrouping: 0) } items are bad; nothing is imported
})
file-error-cannot-be-replayed = cannot be replayed: { $parts } ({ $rule })
file-error-cannot-be-replayed-as = cannot be replayed: { $reason }
file-error-time = must be a time in whole milliseconds since 1970
file-error-not-a-pack = must be { $format }: this is not a profile pack
file-error-newer-pack = was written by a newer Aftermath (this one reads version { NUMBER($version, useGrouping: 0) })
file-error-no-source = must name where the numbers came from (a book, a site, a club)
file-error-one-profile = must hold at least one profile
file-error-letter-or-digit = must hold a letter or a digit: a list finds a profile by them
file-error-same-name = is the name of profiles[{ NUMBER($index, useGrouping: 0) }] too (names are matched whatever their case, accents, apostrophes or spacing): a pack names each profile once
file-error-pack-text = must be the pack file's text
file-error-pack-too-large = is too large for a profile pack (the most is { NUMBER($most) })
file-error-pack-too-deep = is nested more than { NUMBER($most, useGrouping: 0) } levels deep; no profile pack is
file-error-pack-not-json = is not the text of a profile pack (it is not JSON from line { NUMBER($line, useGrouping: 0) }, column { NUMBER($column, useGrouping: 0) }): paste the whole pack as it was shared or exported; an army list goes in “Import a list”
file-error-link-not-text = This link is not text.
file-error-link-too-long = This link is too long ({ NUMBER($length, useGrouping: 0) } characters; the most is { NUMBER($most, useGrouping: 0) }).
file-error-link-not-a-link = This is not an Aftermath share link (it should start with v1.).
file-error-link-newer = This link was made by a newer Aftermath (format { NUMBER($format, useGrouping: 0) }); update the app to open it.
file-error-link-unknown-format = This link's format ({ NUMBER($format, useGrouping: 0) }) is not one Aftermath knows.
file-error-link-odd-characters = This link is damaged: it holds characters a share link never has.
file-error-link-unreadable = This link is damaged: it could not be read.
file-error-link-not-unpacked = This link is damaged: it could not be unpacked.
file-error-link-too-much = This link holds too much (over { NUMBER($kib, useGrouping: 0) } KiB once unpacked).
file-error-link-incomplete = This link is incomplete: part of it is missing (was it cut off?).
file-error-link-extra-data = This link is damaged: it has extra data at the end.
file-error-link-text-unreadable = This link is damaged: its text is not readable.
file-error-link-too-deep = This link is damaged: its data is nested too deeply.
file-error-link-damaged-by = This link is damaged: { $parts }
file-error-link-not-data = This link is damaged: its contents are not valid data.
file-error-link-too-many-items = This link holds too many items (the most is { NUMBER($most) }).
file-error-link-not-a-thing = This link does not describe a battle, Regiment, Unit or roster.
file-error-link-cannot-open = This link holds something this version of Aftermath cannot open.
file-error-link-name-invalid = This link's name is not valid: { $parts }
# $title: what the link carries, as its rule system titles it.
file-error-link-kind-invalid = This link's { $title } is not valid: { $parts }
file-error-muster-blank = must not be blank: Muster lists it by name
file-error-system-profile = must be a { $system } profile
# $pieces: regiments or units, the battle's key.
file-error-battle-holds = a battle holds at most { NUMBER($most, useGrouping: 0) } { $pieces ->
    [regiments] regiments
   *[units] units
}
file-error-same-system = must be the same rule system as the first list ({ $system })
file-error-no-profiles = is not a { $first } or { $second } battle: only those have profiles

## What was wrong: a battle's form, a rule system's data or a request
# (Messages of this group follow this line.)
# Said after a field's name: "<field>: <this>, got <value>" (invalid-data). Names of
# Regiments, Units, models and rosters, ids and lists of keys go in as written.
form-error-listed-twice = is listed twice
form-error-named-twice = is named twice
form-error-already-used = is already used
# $things: regiments, stands, units or models.
form-error-used-by-two = is used by two { $things ->
    [regiments] Regiments
    [stands] Stands
    [units] Units
   *[models] models
}
# $piece: regiment or unit.
form-error-not-in-battle = is not a { $piece ->
    [regiment] Regiment
   *[unit] Unit
} of this battle
# $whole: regiment (needs a Stand), battle (a Unit) or unit (a model).
form-error-needs-one = { $whole ->
    [regiment] a Regiment needs at least one Stand
    [battle] a battle needs at least one Unit
   *[unit] a Unit needs at least one model
}
form-error-friendly = is a friendly Regiment, not an enemy
form-error-destroyed = is destroyed
form-error-whole-from-to = must be a whole number from { NUMBER($low, useGrouping: 0) } to { NUMBER($high, useGrouping: 0) }
form-error-whole-numbers = must be a list of whole numbers
form-error-not-empty = must not be empty
form-error-zero-or-one = must be 0 or 1
form-error-valid-json = must be valid JSON
form-error-json-text = must be JSON text
form-error-json-text-under = must be JSON text under { NUMBER($most, useGrouping: 0) } characters
# $what: decay or pool.
form-error-left-out-with = must be left out with { $what ->
    [decay] decay
   *[pool] a pool
}
# $word: a word of the two phones' messages (propose, action, state, ask), as written.
form-error-must-be = must be { $word }
form-error-table-size = must be [width, depth] in mm, or null
form-error-needs-battlefield-to-stand = needs a battlefield to stand on (C-17)
form-error-needs-battlefield = needs a battlefield (C-18)
form-error-rerolls-per-pass = must be { NUMBER($passes, useGrouping: 0) } { $passes ->
    [one] die
   *[other] dice
}: one re-roll for each passed die (C-23)
form-error-no-rerolls = this test re-rolls no dice: only Wounds from the flank or rear do, and not with Iron Discipline (C-23)
form-error-rank-file = must be [rank, file]
form-error-below-stand-wounds = must be below the Stand's Wounds ({ NUMBER($wounds, useGrouping: 0) }); a Stand with that many is destroyed
form-error-destroyed-stand-empty = a destroyed Stand holds no markers or contacts
form-error-below-character-wounds = must be below the Character's Wounds ({ NUMBER($wounds, useGrouping: 0) })
# $regiment: the Regiment's id, quoted.
form-error-not-stand-of = is not a Stand of Regiment { $regiment }
form-error-not-character-of = is not a Character of Regiment { $regiment }
form-error-left-or-right = must be null, 'left' or 'right'
form-error-too-many-auxiliaries = with the Regiment's own { NUMBER($count, useGrouping: 0) } Stands make { NUMBER($total, useGrouping: 0) }; a Regiment holds at most { NUMBER($most, useGrouping: 0) }
form-error-below-files = must be below the Regiment's files ({ NUMBER($files, useGrouping: 0) })
form-error-not-stand-of-formation = is not a Stand of this formation
form-error-command-auxiliary = is an auxiliary Stand: the Command Stand is one of the Regiment's own
# $rank, $file: counted from 1; $other: the Stand already there.
form-error-place-taken = stands in rank { NUMBER($rank, useGrouping: 0) }, file { NUMBER($file, useGrouping: 0) } (counted from 1), the place of { $other }
form-error-rear-rank-only = only the rear rank may be incomplete (C-1; ranks and files counted from 1, the front rank and the left file)
form-error-at-least-stands = must be at least the number of Stands ({ NUMBER($stands, useGrouping: 0) })
form-error-broken-at = must be set exactly when the Regiment is Broken (C-15)
form-error-no-own-stand = holds no Stand of the Regiment's own
# $regiment_s: yes when the name ends in s (the English possessive).
form-error-own-side = is a Regiment of { $regiment_s ->
    [yes] { $regiment }'
   *[no] { $regiment }'s
} own side, not an Enemy Regiment
# $arc: front, flank or rear.
form-error-arc-in-contact = the battlefield has { $enemy } in contact with { $regiment_s ->
    [yes] { $regiment }'
   *[no] { $regiment }'s
} { $arc }
# $kind: the Regiment's kind as written (infantry, cavalry, brute, monster).
form-error-biotic-renewal = Biotic Renewal heals a D{ NUMBER($die, useGrouping: 0) } for { $regiment } ({ $kind }) (C-29)
form-error-regeneration-range = Regeneration (X) heals X, from 1 to 6
# $source: the named heal.
form-error-named-heal = { $source ->
    [fanatical_devotion] Fanatical Devotion
    [biotic_renewal] Biotic Renewal
   *[regeneration] Regeneration
} heals { NUMBER($points, useGrouping: 0) } (C-29)
form-error-character-regeneration = only a Character's own Regeneration heals it alone (C-29)
form-error-two-edges = must be two edge names of { $edges }
form-error-dice-owed = holds { NUMBER($given, useGrouping: 0) } dice: only { NUMBER($owed, useGrouping: 0) } { $owed ->
    [one] is
   *[other] are
} owed
form-error-rerolls-after-first = come after the whole first roll: { NUMBER($entered, useGrouping: 0) } of { NUMBER($owed, useGrouping: 0) } dice entered
form-error-rerolls-only-passes = holds { NUMBER($given, useGrouping: 0) } dice: only the { NUMBER($passes, useGrouping: 0) } passed { $passes ->
    [one] die is
   *[other] dice are
} re-rolled
form-error-table-left-out = must be left out: this battle has its battlefield
form-error-pool-or-attacks = needs a pool or attacks
form-error-left-out-multiple-wounds = must be left out with Multiple Wounds (multiple_wounds)
form-error-multiple-wounds-spec = must be a number or a die such as "D3", "D6" or "D3+1"
form-error-fixed-multiple-wounds = a fixed Multiple Wounds must be 1 to { NUMBER($most, useGrouping: 0) }
form-error-d3-or-d6 = the die must be a D3 or a D6
form-error-bonus-range = the bonus must be +1 to +6
form-error-fixed-value = must be { NUMBER($value, useGrouping: 0) }, the fixed Multiple Wounds
# $die: as the player wrote it (D3+1).
form-error-die-result = must be a { $die } result from { NUMBER($low, useGrouping: 0) } to { NUMBER($high, useGrouping: 0) }
form-error-values-per-wound = must hold exactly { NUMBER($wounds, useGrouping: 0) } values, one per unsaved wound
form-error-losses-cost = must be { NUMBER($total, useGrouping: 0) }, what the Multiple Wounds values cost (N-6), or be left out
form-error-multiple-wounds-one-attack = is one attack: with several attacks, enter each one's losses
form-error-excess-needs-attacks = needs the batch's attacks to choose from (attacks)
form-error-names-rank-and-file = names the rank-and-file Health Pool
# $kind: character or champion.
form-error-below-health-points = must be below the { $kind ->
    [champion] champion's
   *[character] character's
} Health Points ({ NUMBER($hp, useGrouping: 0) })
# $unit: the Unit's id, quoted; $pools: its Health Pools' ids.
form-error-not-pool-of = is not a Health Pool of Unit { $unit } (one of { $pools })
form-error-not-model-of-unit = is not a model of Unit { $unit }
form-error-models-count-or-list = must be the number of rank-and-file models (a new Unit) or the list of models (a saved one)
form-error-most-models = with its Characters a Unit holds at most { NUMBER($most, useGrouping: 0) } models
form-error-another-model-id = is already the id of another model
form-error-two-characters-id = is the id of two Characters
form-error-one-model = must have exactly one model in the Unit, has { NUMBER($has, useGrouping: 0) } (N-1)
form-error-removed-no-lost = must be 0: a removed model carries no lost Health Points (N-2)
form-error-below-hp-per-model = must be below the Health Points per model ({ NUMBER($hp, useGrouping: 0) }); that many lost remove a whole model (N-2)
form-error-wiped-out-pool = must be 0: a wiped-out Health Pool carries nothing over (N-2)
form-error-already-removed = has already been removed
form-error-rearmost-first = stands in rank { NUMBER($rank, useGrouping: 0) }, but models leave from the rearmost rank first, now rank { NUMBER($now, useGrouping: 0) } (N-3)
form-error-pick-not-used = is not used: this batch removes only { NUMBER($used, useGrouping: 0) } { $used ->
        [one] model
       *[other] models
    } from ranks behind the first, the only ones the owner may choose (N-3)
form-error-picks-rank-and-file = only choose rank-and-file models; a Character or Champion is a Health Pool of one model
form-error-at-least-one-attack = must list at least one attack, or be left out
form-error-name-the-attack = must name the attack
form-error-names-two-attacks = names two attacks of this batch
form-error-add-up = must add up to the batch's losses ({ NUMBER($losses, useGrouping: 0) }), they add up to { NUMBER($total, useGrouping: 0) }
form-error-no-excess = must be left out: this batch causes no excess losses
# $attacks: the batch's attacks' names, as written.
form-error-one-of-attacks = must be one of this batch's attacks: { $attacks }
form-error-excess-of-attack = must be from 1 to the { NUMBER($caused, useGrouping: 0) } losses { $attack } caused
form-error-account-excess = must account for exactly the { NUMBER($excess, useGrouping: 0) } excess losses, not { NUMBER($given, useGrouping: 0) }
form-error-losses-or-attacks = give either losses or attacks, not both or neither
# $characters: their ids, listed; $count: how many.
form-error-character-in-play = must be a Character of the Unit still in play ({ $count ->
    [0] none left
   *[other] { $characters }
})
form-error-every-character = must name every Character still in play: { $characters }
form-error-each-side-roster = must hold each side's roster (or null)
form-error-roster-json = is not a roster's JSON text
form-error-rolls-as-typed = must be the rolls as typed (text)
form-error-at-least-one-d20 = must hold at least one D20 result
form-error-most-rolls = must hold at most { NUMBER($most, useGrouping: 0) } rolls
form-error-wound-location = must be a Wound Table location: { $locations }
form-error-blind = a model blinded in both eyes is retired blind (W-4)
form-error-each-enemy-once = name each enemy force once
form-error-not-model-of = is not a model of { $roster }
form-error-not-model-lost = is not a model { $roster } lost
form-error-only-active-lost = only an active model can be lost in battle
form-error-lost-twice = is listed as lost twice
form-error-two-warbands = must hold exactly two warbands
form-error-rolls-owed = rolls are still owed
form-error-confirmed-holds-after = a confirmed aftermath holds the roster after it
form-error-only-once-confirmed = is only set once confirmed
form-error-no-more-wound-rolls = { $model } owes no more Wound Table rolls (W-4)
# $kinds: wound (a wound_roll's dice) or any (a batch of rolls).
form-error-two-or-more-rolls = must hold two or more rolls (one is a { $kinds ->
    [wound] wound_roll
   *[any] recovery_roll, fate_roll or wound_roll
})
form-error-value-typed = must be the value typed
# $rule: a special rule's name, as written.
form-error-needs-x = { $rule } needs its X, from 1 to { NUMBER($most, useGrouping: 0) }
form-error-takes-no-x = { $rule } takes no X
# A Unit's formation (N-4): ranks and files counted from 1; $other: a model's id.
form-error-outside-files = stands at file { NUMBER($file, useGrouping: 0) }, outside the Unit's files 1 to { NUMBER($files, useGrouping: 0) }
form-error-place-of = stands in rank { NUMBER($rank, useGrouping: 0) }, file { NUMBER($file, useGrouping: 0) }, the place of { $other }
form-error-rank-empty = is empty but rank { NUMBER($last, useGrouping: 0) } is not (N-4)
form-error-wider-than-first = is wider than the first rank, which sets the width (files { NUMBER($first, useGrouping: 0) } to { NUMBER($last, useGrouping: 0) }) (N-4)
form-error-centred-behind = must stand centred behind the first rank, in files { NUMBER($first, useGrouping: 0) } to { NUMBER($last, useGrouping: 0) } (N-4)
form-error-rank-gap = has a gap; only the last rank may be incomplete and the first rank sets the width (files { NUMBER($first, useGrouping: 0) } to { NUMBER($last, useGrouping: 0) }) (N-4)
form-error-first-rank-gap = has a gap; the first rank is one unbroken line (N-4)
# $why: unrecoverable, recovery_first, dead, trooper or fate_first.
form-error-no-roll = { $why ->
    [unrecoverable] an Unrecoverable model dies without a roll (W-2)
    [recovery_first] the Recovery roll comes first (W-2)
    [dead] the model failed its Recovery roll and is dead (W-2)
    [trooper] Troopers roll no Casualty Fate unless their roster opts in (W-3)
   *[fate_first] the Casualty Fate roll comes first (W-3)
}
# $parts: the dice left over, read out ("16 and 18"); $count: how many.
form-error-dice-not-used = { $parts } { $count ->
    [one] was
   *[other] were
} not used: only { NUMBER($owed, useGrouping: 0) } { $owed ->
    [one] roll was
   *[other] rolls were
} owed
form-error-table-left-out-size = must be left out: this battle has its battlefield ({ $unit ->
    [in] { NUMBER($width, useGrouping: 0, maximumFractionDigits: 1) } x { NUMBER($depth, useGrouping: 0, maximumFractionDigits: 1) }″
   *[mm] { NUMBER($width, useGrouping: 0) } x { NUMBER($depth, useGrouping: 0) } mm
})
# $pool: rank_and_file, character or champion; $character_s: yes when the name ends in s.
form-error-belongs-to = belongs to { $pool ->
    [rank_and_file] the rank-and-file Health Pool of { $unit }
    [champion] Champion { $character }{ $character_s ->
        [yes] '
       *[no] 's
    } Health Pool
   *[character] Character { $character }{ $character_s ->
        [yes] '
       *[no] 's
    } Health Pool
}, not to the attacked Health Pool
form-error-newer-version = was written by a newer Aftermath (this one reads up to { NUMBER($most, useGrouping: 0) })
# $done: replayed or redone; $parts: the error that stopped it; $rule: the rule refusing it.
form-error-cannot-be = cannot be { $done ->
    [replayed] replayed
   *[redone] redone
}: { $parts }
form-error-cannot-be-rule = cannot be { $done ->
    [replayed] replayed
   *[redone] redone
}: { $parts } ({ $rule })
# $system: the system's name as the engine writes it (conquest, ninth_age, campaign).
form-error-open-game = must name an open { $system } game
form-error-at-most-characters = must be at most { NUMBER($most) } characters
# $kind: the kind of message, as written.
form-error-at-most-characters-for = must be at most { NUMBER($most) } characters for { $kind }
form-error-required-in = is required in { $kind }
form-error-hex-digits = must be { NUMBER($digits, useGrouping: 0) } hex digits
form-error-required-for-push = is required when op is push
form-error-only-with-undo = goes only with an undo
# $me, $peer: the two phones' names.
form-error-two-phones = must be { $me } or { $peer }, the two phones of this battle
form-error-next-term = must be at most { NUMBER($next, useGrouping: 0) }, one past the latest term this phone knows ({ NUMBER($known, useGrouping: 0) })
form-error-follows-term = must follow the term before it
# $op: undo or action.
form-error-follows-here = must follow { $op ->
    [undo] an undo
   *[action] an action
} done here
form-error-every-die = must carry every die the writer rolled
form-error-answered-proposal = must be the proposal { NUMBER($proposal, useGrouping: 0) } answers
# $role: writer or follower; $kinds: the messages it is sent, as written.
form-error-sent-to = must be one a { $role } is sent: { $kinds }
# A Character's place in a new Unit, counted from 1 (the front rank, the left file).
form-error-place-taken-by = rank { NUMBER($rank, useGrouping: 0) }, file { NUMBER($file, useGrouping: 0) } is taken by { $other }
form-error-rank-not-in-formation = rank { NUMBER($rank, useGrouping: 0) } is not in the formation, which has ranks 1 to { NUMBER($last, useGrouping: 0) }
form-error-rank-holds = rank { NUMBER($rank, useGrouping: 0) } holds files { NUMBER($first, useGrouping: 0) } to { NUMBER($last, useGrouping: 0) } ({ NUMBER($width, useGrouping: 0) } files wide)
# $parts: why the place is refused; $start: place, rank or file (how it counts).
form-error-counted = { $parts } ({ $start ->
    [rank] counted from 1, the front rank
    [file] counted from 1, the left file
   *[place] counted from 1
})
# $name: the Character's name; $parts: why its place is refused.
form-error-named-place = { $name }: { $parts }{ $start ->
    [rank] {" "}(1 is the front rank)
    [file] ; 1 is the left file
   *[place] {""}
}

# A new battle's Regiment where its setup puts it (C-17): its Stand by its place (as in
# conquest-overlaps), $other the Regiment it would overlap.
form-error-setup-off-battlefield = { $regiment } would be off the battlefield: the Stand at { $rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $rank_n }{ $rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    } is past its edge (C-17)
form-error-setup-overlap = { $other } and { $regiment } would overlap: the Stand at { $rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $rank_n }{ $rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    } of { $regiment } is on the Stand at { $other_rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $other_rank_n }{ $other_rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $other_file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $other_file_n }{ $other_file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $other_file_n }{ $other_file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    } of { $other } (C-17)
# $parts: why.
form-error-not-legal-place = is not a legal place: { $parts }
## The engine's start and status, and the words each system gives the page
# (Messages of this group follow this line.)
# The top bar's engine status (its state, not these words, is what tests wait on).
start-engine-starting = Engine starting…
start-engine-restarting = Engine stopped: starting again…
start-engine-ready = Engine ready
start-engine-failed = Engine failed to start
# The stage the engine's start is at, under its progress bar.
start-stage-doing = { $stage ->
        [manifest] Reading the build manifest…
        [runtime] Starting Python (Pyodide)…
        [install] Installing the rules engine…
       *[import] Importing the rules engine…
    }
start-loading = Loading…
start-title = Starting the rules engine
start-failed-title = The rules engine could not start
# Before the stage a start failed at (app-stage's words, in bold).
start-failed-while = Failed while:
start-try-again = Try again
# $why: the browser's reason, as it gave it (often English).
start-engine-gone = The engine stopped ({ $why }) and is starting again. Everything saved on this device is kept.
start-systems-unread = The engine's rule systems could not be read: { $reason }
# The engine's own errors of a request (web/engine.js), said where the request was made.
start-request-starting = engine starting
# $type: the request's name as the engine knows it (game.push ...); $seconds a whole number.
start-request-timeout = The engine did not answer within { $seconds } seconds ({ $type }). It may be stuck or stopped; reload the page to restart it.
start-reply-not-json = the engine sent a reply that is not JSON ({ $reason })
start-request-restarted = the engine was restarted
start-worker-stopped = the engine worker stopped while starting ({ $why })
# $name: a rule system's key as a saved battle names it (one this page does not know).
system-word-no-plugin = This page cannot show a { $name } battle.
# $system: the system's name (system-word-*-title); $reason as the browser gave it.
system-word-screens-not-loaded = { $system }'s screens could not be loaded: { $reason }
# An abbreviation a Conquest card uses where room is short, as battle-wounds-left-short writes it ($key: W, Wounds; HP,
# Health Points, as ninth-page-hp-abbr).
system-word-abbreviation = { $key ->
        [HP] HP
       *[W] W
    }
# The campaign's characteristics and counts, abbreviated as the warband's sheet prints them ($stat: AR armour, MV move, ST strength, RC ranged combat, LD leadership, AC action, CC close combat, EP experience points, VP victory points).
system-word-campaign-stat = { $stat ->
        [AR] AR
        [MV] MV
        [ST] ST
        [RC] RC
        [LD] LD
        [AC] AC
        [CC] CC
        [EP] EP
       *[VP] VP
    }
# The rule systems' names, and what a shared link carries ("Shared with you: a Conquest army list ...").
system-word-conquest-title = Conquest
system-word-ninth-age-title = The Ninth Age
system-word-campaign-title = Campaign aftermath
system-word-conquest-battle = Conquest battle
system-word-conquest-regiment = Conquest Regiment
system-word-conquest-profile = Conquest Regiment profile
system-word-conquest-list = Conquest army list
system-word-conquest-pack = Conquest profile pack
system-word-ninth-age-battle = Ninth Age battle
system-word-ninth-age-unit = Ninth Age Unit
system-word-ninth-age-profile = Ninth Age Unit profile
system-word-ninth-age-list = Ninth Age army list
system-word-ninth-age-pack = Ninth Age profile pack
system-word-campaign-roster = warband roster
# A Regiment's or a Unit's state in the report's losses.
system-word-conquest-broken = Broken
system-word-conquest-shattered = Shattered
system-word-conquest-destroyed = Destroyed
system-word-ninth-age-destroyed = Destroyed
# Conquest's sentences beside its controls; each is shown with its rule id after it.
system-word-conquest-natural-rolls = A natural 1 always passes, a natural 6 always fails
system-word-conquest-push-order = Stranded Regiments are pushed in this order
system-word-conquest-push-order-label = Order of the pushes
system-word-conquest-broken-means = What Broken means
system-word-conquest-stands-counted = Characters count as Stands
# What a Rally does, for a Broken Regiment and for one that is not.
system-word-conquest-rally-broken = A successful Rally clears Broken and counts losses afresh from now
system-word-conquest-rally-steady = Rallying counts this Round's losses afresh from now
# The Wounds' abbreviation written out (the legend "W: Wounds", and a screen reader's "2 Wounds left").
system-word-conquest-wounds = Wounds
system-word-ninth-age-health-points = Health Points

## Special rules' names the engine knows
# (Messages of this group follow this line.)
# The name of each special rule the app knows (C-20 to C-29), on the rule picker, a card and a profile; a rule a list or a player named otherwise is shown as written.
# A rule with a value: $x is its value (a number, "Decay 1"), "any" where the picker lists it with the X still to fill in ("Decay (X)"), or "none" for its name alone (in an error about its X).
rule-name-fearless = Fearless
rule-name-bravery = Bravery
rule-name-dauntless = Dauntless
rule-name-iron-discipline = Iron Discipline
rule-name-phalanx = Phalanx
rule-name-oblivious = Oblivious
rule-name-indomitable = { $x ->
        [any] Indomitable (X)
        [none] Indomitable
       *[other] Indomitable { $x }
    }
rule-name-terrifying = { $x ->
        [any] Terrifying (X)
        [none] Terrifying
       *[other] Terrifying { $x }
    }
rule-name-regeneration = { $x ->
        [any] Regeneration (X)
        [none] Regeneration
       *[other] Regeneration { $x }
    }
rule-name-fanatical-devotion = Fanatical Devotion
rule-name-biotic-renewal = Biotic Renewal
rule-name-decay = { $x ->
        [any] Decay (X)
        [none] Decay
       *[other] Decay { $x }
    }
# A known rule's X missing, or one given where it takes none, on a profile (C-20); $parts: the rule's name, said by its own message.
rule-name-needs-x = { $parts } needs its X, from 1 to { NUMBER($most, useGrouping: 0) }
rule-name-takes-no-x = { $parts } takes no X

## Two phones: joining, pairing, hand-overs, scanning, roles
# (Messages of this group follow this line.)
# A phone of two playing one battle, by its letter (A holds the battle first).
phones-phone-name = Phone { $letter }
# Why a hand-over by QR code (its codes scanned, or its text or link pasted) is not read: said after "Not read:" and the like.
phones-hand-damaged-length = it is damaged (its length is not one base45 gives)
phones-hand-characters = it holds characters a hand-over never has
phones-hand-damaged-group = it is damaged (a group of its characters is out of range)
phones-hand-damaged-last = it is damaged (its last characters are out of range)
phones-hand-nothing = there is nothing to hand over
phones-hand-too-big = it is { $bytes } bytes (a hand-over is at most { $most })
phones-hand-too-many = it needs { $count } QR codes (the most is { $most })
phones-hand-not-text = it is not text
phones-hand-part-long = it is { $chars } characters long (a part is at most { $most })
phones-hand-not-part = it is not a part of an Aftermath hand-over (it should start with AH1)
phones-hand-part-impossible = it says part { $part } of { $of }, which cannot be
phones-hand-part-damaged = part { $part } of { $of } is damaged (its check does not match)
phones-hand-not-unpacked = it is damaged (it could not be unpacked)
phones-hand-forged = it is damaged or forged (its parts do not make the hand-over they name)
phones-hand-unreadable = it is damaged (its text is not readable)
phones-hand-unpacks-big = it unpacks to more than { $most } bytes
phones-hand-link-damaged = the link is damaged (it could not be read)
# $have: the part numbers read, joined by commas; $read: how many.
phones-hand-scan-rest = parts { $read ->
        [0] none
       *[other] { $have }
    } of { $of } are read; scan the rest
# $kind, $wanted: what a code is and what was to be scanned.
phones-hand-wrong-kind = it is { $kind ->
        [actions] a hand-over of actions
        [invite] an invite
       *[answer] an answer
    }, not { $wanted ->
        [actions] a hand-over of actions
        [invite] an invite
       *[answer] an answer
    }
# A code scanned: $left parts still to scan ($missing: their numbers, joined by commas).
phones-scan-read = { $started ->
        [yes] A code of another hand-over: started over with it.{" "}
       *[no] {""}
    }{ $fresh ->
        [yes] Read part { $part } of { $of }.
       *[no] Part { $part } of { $of } again.
    } { $left ->
        [0] All parts read.
       *[other] Still to scan: { $missing }.
    }
# The camera as a QR code reader (a sheet over the two-phone sheet).
phones-scan-reader-late = the QR reader did not load
phones-scan-reader-start = the QR reader did not start
phones-scan-reader-load = the QR reader could not be loaded
phones-scan-starting = Starting the camera…
phones-scan-none-yet = No part read yet.
phones-scan-view = What the camera sees
# $have: the part numbers read, joined by commas.
phones-scan-have = Parts read: { $have } of { $of }.
# $reason: why (phones-hand-..., or the browser's words).
phones-scan-not-read = Not read: { $reason }.
phones-scan-not-taken = Not taken: { $reason }.
phones-scan-no-text = there is no text to read
phones-scan-stop = Stop
phones-scan-paste = Or paste the text (one part a line) or the link
phones-scan-read-paste = Read the pasted text
phones-scan-no-camera-here = This browser gives no camera here: paste the text instead.
phones-scan-no-camera = No camera ({ $reason }): paste the text instead.
phones-scan-camera-on = Camera on: hold the other phone's code in view.
phones-scan-picture = The camera's picture could not be read: { $reason }.
# A few QR codes small enough to scan across a table: $label names what they hold (phones-invite-qr...).
phones-code-label = { $label }: code { $part } of { $of }
phones-code-one = One code (version { $version }).
phones-code-of = Code { $part } of { $of } (version { $version }): scan each, in any order.
phones-code-previous = Previous code
phones-code-next = Next code
phones-code-text = The same as text, to send instead
phones-scan-kind = Scan the { $kind ->
        [invite] invite
       *[answer] answer
    }
# A hand-over by QR code's button: what it carries. $what: taps (this phone's taps not yet answered), ask (nothing but asking what is new), whole (the whole battle), actions ($count actions, $answers refusals of the other phone's taps).
phones-hand-give = Hand over { $what ->
        [taps] { $count } { $count ->
            [one] tap
           *[other] taps
        }
        [ask] (ask for what is new)
        [whole] the whole battle
       *[actions] { $count } { $count ->
            [one] action
           *[other] actions
        }{ $answers ->
            [0] {""}
            [one] {" "}and { $answers } refusal
           *[other] {" "}and { $answers } refusals
        }
    }
# The same in the top bar's two-phone line (after "by QR code with Phone B"): only taps or actions.
phones-bar-hand = {" "}· hand over { $what ->
        [taps] { $count } { $count ->
            [one] tap
           *[other] taps
        }
       *[actions] { $count } { $count ->
            [one] action
           *[other] actions
        }{ $answers ->
            [0] {""}
            [one] {" "}and { $answers } refusal
           *[other] {" "}and { $answers } refusals
        }
    }
# What reading the other phone's hand-over did. $reported: the refusals' own words, one after another.
phones-hand-took = Read { $messages } { $messages ->
        [one] message
       *[other] messages
    } from { $peer }{ $applied ->
        [0] {""}
        [one] ; { $applied } action applied
       *[other] ; { $applied } actions applied
    }{ $refused ->
        [0] {""}
        [one] ; { $refused } tap refused
       *[other] ; { $refused } taps refused
    }{ $reloaded ->
        [yes] ; this phone's copy replaced by { $peer }'s battle
       *[no] {""}
    }{ $reports ->
        [0] {""}
        [one] ; { $reports } message refused: { $reported }
       *[other] ; { $reports } messages refused: { $reported }
    }{ $nothing ->
        [yes] ; nothing new
       *[no] {""}
    }.
phones-hand-to = Hand-over to { $peer }
phones-hand-let-scan = Let { $peer } scan { $codes ->
        [one] the code
       *[other] every code
    }.
phones-hand-none = No hand-over: { $reason }.
phones-hand-scan = Scan { $peer }'s hand-over
# $code: the first eight characters of the battle's hash, in two groups.
phones-hand-check = Battle check: { $code } (the same on both phones once each has the other's hand-over).
phones-hand-title = No network: hand over by QR code
phones-hand-how = At a pause, show { $peer } this phone's hand-over and scan theirs.
# What the two-phone sheet lists as refused or reported. $peer: the other phone's name; $parts: why (the engine's or this phone's words).
phones-refused-from = Refused { $parts } from { $peer }; nothing was changed.
# Why a message from the other phone is refused before the engine reads it (said inside phones-refused-from).
phones-guard-not-text = a message that is not text ({ $type })
phones-guard-long = a message of { $chars } characters (the most is { $most })
phones-guard-rate = a message past { $most } a second
phones-guard-chars = a message of { $chars } characters past { $most } characters in { $seconds } s
phones-action-not-sent = Action { $n } was not sent: { $parts }
phones-proposal-waits = Proposal { $id } waits: { $parts }
phones-refused-message = Refused a message from { $peer }: { $parts }
# $term: the number of the turn at holding the battle (1, 2, ...).
phones-term-too-often = Refused { $peer }'s term { $term }: it took the battle over more than { $times } times in { $seconds } s; nothing was changed. It is taken up when the phones next meet after that.
phones-took-over = { $peer } took the battle over (term { $term }): this phone follows it now.
phones-tap-not-applied = Tap { $id } of this phone was not applied: { $parts }
phones-tap-answered = Tap { $id } of this phone's was answered by { $peer } before: its answer is in { $peer }'s battle.
phones-not-holder = { $writer } holds the battle: ask it to hand over.
phones-hand-over-apart = Not connected to { $peer }: hand over when the phones are connected, or { $peer } takes over.
phones-ask-apart = Not connected to { $peer }: ask again when connected, or take over.
phones-not-my-tap = { $peer } said action { $n } was this phone's, but this phone proposed no such tap: it is shown as { $peer }'s.
phones-undo-apart = The last action is { $peer }'s: it is undone only with { $peer }'s leave, and the phones are not connected. Nothing was changed.
phones-undo-not-last = { $peer } asked to undo an action that is not the last one here; refused, nothing was changed.
phones-undo-moved-on = { $peer } asked to undo an action that is no longer the last one here (the battle moved on since); refused, nothing was changed. { $peer } may ask again.
phones-whole-again = Did not send the whole game to { $peer } again at once: it was sent { $ago } s ago and nothing changed since (at most { $times } times in { $seconds } s). It goes when that time is up.
phones-need-again = Did not send the actions from { $from } to { $peer } again at once: it asked for more than { $chars } characters of them in { $seconds } s. They go when that time is up.
# A hand-over by QR code refused as a whole; $parts: why (phones-whole-...).
phones-whole-refused = Refused the whole hand-over: { $parts }. Nothing was changed.
phones-whole-no-battle = it does not say which battle it is of (made by another version of the app, or not a hand-over)
phones-whole-not-answer = it is not the answer to this phone's request to join, nor of this battle
phones-whole-other-battle = it is of another battle
# $need: what the joining phone asked for instead (from: the actions from action $from; whole: the whole game from action $from; none: nothing this phone can read).
phones-whole-join-need = a phone asking to join this battle has none of it yet and asks for the whole game from its first action, not { $need ->
        [from] from action { $from }
        [whole] from action { $from }, whole
       *[none] nothing it can read
    }
phones-whole-bad-key = its signature does not match the key it names (damaged or forged)
phones-whole-joined-already = it asks to join this battle, which { $peer } plays already (its hand-overs are signed); to play it with another phone, stop playing on two phones and link again
phones-whole-unsigned = it is not signed by { $peer }, the phone this battle is linked with (made by another phone, or before hand-overs were signed)
phones-whole-forged = its signature is not { $peer }'s (forged, made for another link, or this phone's own)
phones-hand-says-writer = Refused a message from { $peer }: a hand-over may not say who writes; nothing was changed.
phones-hand-joining-need = Refused a message from a phone joining this battle: only its need is read until it has the battle; nothing was changed.
# $carried: the kinds of message a hand-over carries, as the protocol names them (need, propose...); $kind: the one it carried.
phones-hand-not-carried = Refused a message from { $peer }: a hand-over to the { $writer ->
        [yes] phone that holds the battle
       *[no] other phone
    } carries only { $carried }, not { $kind }; nothing was changed.
phones-hand-game-unasked-join = Refused a whole game from { $peer }: not the answer to this phone's request to join; nothing was changed.
phones-hand-game-unasked = Refused a whole game from { $peer } that this phone did not ask for; nothing was changed. The next hand-over from here asks for it.
phones-hand-join-other = Read a request to join this battle from another phone than the one read before: the next hand-over from here answers this one.
# The two-phone sheet ("Play on two phones", in the battle's More menu) and the top bar's line while a battle is played on two phones.
phones-title = Play on two phones
phones-stop = { $placeholder ->
        [yes] Stop joining (removes this battle: the other phone's never came)
       *[no] Stop playing on two phones
    }
# The top bar's line. $peer: the other phone's name ("Phone B"); $over: how the phones meet; $who: whether they are connected; $hand: what the next hand-over carries (phones-bar-hand, or nothing); $writer: whether this phone holds the battle; $last: the time the other phone's last action came ("none": none yet); $waiting: this phone's taps not yet sent.
phones-bar = ⇄ Two phones over { $over ->
        [net] the internet
        [hand] QR codes, no network
       *[wifi] Wi-Fi or hotspot, no internet
    }: { $who ->
        [connected] ● connected to { $peer }
        [hand] ◇ by QR code with { $peer }{ $hand }
       *[apart] ✖ not connected to { $peer }
    } · { $writer ->
        [yes] this phone holds the battle
       *[no] { $peer } holds the battle
    }{ $last ->
        [none] {""}
       *[other] {" "}· last action from { $peer } at { $last }
    }{ $waiting ->
        [0] {""}
        [one] {" "}· { $waiting } tap waiting to be sent
       *[other] {" "}· { $waiting } taps waiting to be sent
    }
# A tap made while the phones are apart: its verdict shows once the other phone has it. $hand: whether the phones meet by QR code.
phones-kept = { $hand ->
        [yes] Kept for { $peer }: hand it over by QR code (Play on two phones) at the next pause; its verdict shows when { $peer }'s hand-over is scanned.
       *[no] Kept for { $peer }: the phones are not connected. It is sent when they are, and its verdict shows then.
    }
# $writer: whether this phone holds the battle (then $by's tap was refused here); $reason: why.
phones-refused-tap = { $writer ->
        [yes] Refused { $by }'s tap: { $reason }
       *[no] { $by } refused this phone's tap: { $reason }
    }
phones-reloaded = This phone's copy was replaced by { $peer }'s battle (action { $n }).
# $reason: what is wrong with the kept room (as the check said it).
phones-net-unreadable = The internet room kept with this link could not be read ({ $reason }): connect again on the same Wi-Fi, or stop and give a new invite.
phones-reports = Refused from the other phone
phones-one-phone = This battle is on this phone only.
phones-qr-how = No network at all: at each pause, one phone shows its new actions as QR codes and the other scans them. On the phone that has the battle, tap { phones-hold }; on the other, { phones-follow }.
phones-hold = Hold the battle here
phones-follow = Follow the other phone
phones-wifi-title = Same Wi-Fi or hotspot
phones-wifi-how = Both phones on the same Wi-Fi or hotspot (no internet needed). On the phone that has the battle, tap { phones-hold }; on the other phone, tap { phones-join }. Each phone keeps its own copy, and either player can tap.
phones-join = Join the other phone
phones-by-qr = No network: QR codes
phones-give-invite = 1. Give this invite to the other phone (scan or send it)
phones-invite-qr = QR code of the invite
phones-take-answer = 2. Scan or paste the other phone's answer
phones-connect = Connect
phones-take-invite = 1. Scan or paste the invite from the phone that holds the battle
phones-make-answer = Make the answer
phones-give-answer = 2. Give this answer back to the phone that holds the battle
phones-answer-qr = QR code of the answer
# $hand: whether the phones meet by QR code now.
phones-again-invite = { $hand ->
        [yes] Connect over Wi-Fi instead: give an invite
       *[no] Connect again: give an invite
    }
phones-again-answer = { $hand ->
        [yes] Connect over Wi-Fi instead: answer an invite
       *[no] Connect again: answer an invite
    }
phones-no-qr = No QR code ({ $reason }): send the text instead.
phones-sent-unanswered = Sent to { $peer }: no answer yet. The tap is kept on this phone and its verdict shows when it comes.
phones-kept-taking-over = Kept for { $peer }: it is taking the battle over, and the tap is sent once it holds it.
# Over the internet: what the connection is doing, on the two-phone sheet. $seconds: how long it waited.
phones-net-loading = Loading the way to connect over the internet…
# $reason: the browser's words.
phones-net-load-failed = Could not load the way to connect over the internet ({ $reason }).
phones-net-waiting = Waiting for the other phone to open the invite…
phones-net-alone = No other phone joined within { $seconds } s. Check the invite reached it, or connect on the same Wi-Fi instead.
phones-net-no-relays = Could not reach the internet's meeting points (the public relays) within { $seconds } s: this phone seems to have no internet. Connect on the same Wi-Fi instead.
# Connected, and a third phone tried to join. $secret: whether it had another secret; $reason: else, the connection library's words.
phones-net-knocked = Connected over the internet. { $secret ->
        [yes] A phone with another secret tried to join and was refused.
       *[no] Another phone could not connect ({ $reason }).
    }
phones-net-secret = Could not join: a phone with another secret tried to connect and was refused. Use the invite just as it was given (scan it again), or make a new one.
phones-net-other = Could not connect to the other phone directly ({ $reason }). Connect on the same Wi-Fi instead.
phones-net-left = The other phone left; waiting for it to come back…
phones-net-pairing = Connected over the internet; checking it is the paired phone…
phones-net-connected = Connected over the internet.
# A phone in the internet room refused. $why: old (not the phone this battle was paired with), other (the other phone was paired with another), silent (it did not show it is the paired one in time); $detail: more, or none; $reason: the browser's words when $detail is other; $parts: why, when $detail is error.
phones-net-refused = { $why ->
        [old] Another phone tried to join with an old invite and was refused: only the phone this battle was paired with can join. To play with another phone, give a new invite.
        [other] The other phone was paired with another phone and refused this one: ask its player for a new invite.
       *[silent] A phone joined the room but did not show it is the paired one in time, and was refused.
    }{ $detail ->
        [none] {""}
        [changed] {" "}(its connection changed after it was checked)
        [nonce] {" "}(it did not say the nonce it committed to)
        [unchecked] {" "}(its connection could not be checked)
        [crowd] {" "}(other phones were waiting their turn)
        [error] {" "}({ $parts })
       *[other] {" "}({ $reason })
    }
# Why a Wi-Fi invite or answer (pasted or scanned) is not read.
phones-invite-characters = it holds characters an invite never has
phones-invite-long = it is { $chars } characters long (an invite is at most { $most })
# $prefix: the word an invite or answer starts with (AFTERMATH-INVITE-1.).
phones-invite-prefix = it does not start with { $prefix }
phones-invite-no-description = it does not hold a connection description
phones-no-webrtc = This browser cannot connect two phones directly (no WebRTC).
phones-no-invite-waiting = There is no invite waiting for an answer.
# Over the internet (the two-phone sheet's section).
phones-net-title = Over the internet
phones-net-how = Each phone on its own mobile data or Wi-Fi. The phones find each other through public servers; only a phone with the invite can join, and the battle goes straight from phone to phone.
phones-net-invite = Invite over the internet
# $writer: whether this phone holds the battle (it gives the invite).
phones-net-wifi-instead = { $writer ->
        [yes] Use the same Wi-Fi instead
       *[no] Join on the same Wi-Fi instead
    }
# $state: what the connection did (phones-net-...), on a battle made only to hold the other phone's copy.
phones-net-placeholder = { $state } Until the other phone's game comes, this battle only holds its place: “Stop joining” removes it.
phones-net-carrier = Carrier: the internet (found through public servers; only the invite's holder can join).
phones-net-give = Give this invite link to the other phone (scan or send it)
phones-net-qr = QR code of the invite over the internet
phones-net-again-failed = Could not connect over the internet again ({ $reason }).
# When the phones could not reach each other on one Wi-Fi: why, how to check, and the next ways.
phones-wifi-failed = No direct link could be made between the phones on this Wi-Fi.
phones-wifi-failed-label = The Wi-Fi link could not be made
phones-wifi-isolation = Guest networks, and some routers (a setting called “client isolation” or “AP isolation”), block phones on one Wi-Fi from reaching each other. To check: both phones must show the same network name; a guest network, a café's or a hotel's usually isolates its phones; on your own router, look for “client isolation” in its settings.
phones-wifi-hotspot = Easiest: turn on one phone's hotspot (no internet needed) and join it with the other phone, then connect again.
# $writer: whether this phone holds the battle (it can invite over the internet).
phones-wifi-next = { $writer ->
        [yes] Or play over the internet (each phone on its own mobile data), or, with no network at all, by QR codes.
       *[no] Or ask the other phone for an invite over the internet and open it, or, with no network at all, play by QR codes.
    }
phones-wifi-net-instead = Over the internet instead
phones-wifi-failed-report = { phones-wifi-failed } { phones-title } says why, and the next ways.
# Who holds the battle (its single writer); $term: the number of the turn at holding it (1, 2, ...).
phones-let-hold = Let { $peer } hold the battle
phones-ask-hold = Ask to hold the battle here
phones-take-over = Take over: hold the battle here
phones-take-over-how = Take over only if { $peer }'s phone is gone (flat, or lost): it may only be out of range. When it is back, what it did meanwhile is sent here and applied or refused with its reason.
phones-now-holds-here = This phone now holds the battle (term { $term }).
# $again: this phone's actions proposed again to the new holder.
phones-now-holds = { $writer } now holds the battle (term { $term }).{ $again ->
        [0] {""}
        [one] {" "}{ $again } action of this phone's sent to it again.
       *[other] {" "}{ $again } actions of this phone's sent to it again.
    }
phones-handing = Handing the battle to { $writer }: it takes over once it has every action.
phones-asked-role = Asked { $writer } to hand the battle over.
# What is wrong with an invite over the internet: $field names its part as the app writes it (invite.room); $parts: what is wrong.
phones-field = { $field }: { $parts }
phones-field-chars = must be { $chars } characters, got { $got }
phones-field-b64 = must be letters, digits, - or _ only
phones-field-text = must be text, got { $type }
phones-field-long = is { $chars } characters long (at most { $most })
phones-field-prefix = must start with { $prefix }
phones-field-parts = must hold a system, a room and a secret (3 parts), got { $got }
phones-field-system = must be a game system's name (a-z, 0-9, _; at most 32)
# An invite over the internet opened on the joining phone.
phones-net-invite-failed = This invite could not be opened: { $reason }. Nothing was changed.
# $system: the game system's name as the invite writes it.
phones-net-no-system = invite.system: this app has no battles of “{ $system }”
phones-net-join-title = Join a battle over the internet
phones-net-join-how = The phone that holds a battle invited this phone to play it together over the internet. Joining makes a new battle here, a copy of the other phone's, that both phones then play.
phones-net-join = Join the battle
phones-not-now = Not now
# The name of a battle made to hold the other phone's copy (the player may rename it).
phones-net-battle-name = Battle joined over the internet
# A hand-over's link (the other phone's new actions, by QR code) opened in the browser.
phones-link-title = A hand-over from the other phone
# $reason: what is wrong with it (phones-hand-...).
phones-link-unread = This hand-over link could not be read: { $reason }. Nothing was changed.
phones-link-no-part = it holds no part of a hand-over
# $kind: what the link holds instead.
phones-link-wifi = This link is the other phone's Wi-Fi { $kind ->
        [invite] invite
       *[answer] answer
    }, not a hand-over: open the battle, then { phones-title } (under More), and paste it there. Nothing was changed.
phones-back-to-battles = Back to battles
phones-link-what = This link is a hand-over from the other phone: the new actions of a battle two phones play by QR code, with no network.
phones-link-into-how = Read it into the battle this phone plays with the other: it names the battle it is of, and a hand-over of another battle (or naming none) is refused whole and changes nothing.
# $name: the battle's name as the player wrote it.
phones-link-into = Read it into “{ $name }”
phones-link-none = No battle on this device is played on two phones, so there is nothing to read it into here. Open this link on the phone that plays that battle with the other one, or scan the other phone's codes there: the battle's More, then { phones-title }, then Scan the hand-over. Nothing was changed.
phones-link-unlinked = This battle is no longer played on two phones: the hand-over was not read. Nothing was changed.
# The other phone's whole battle does not keep this copy's actions. $at: the first action it does not keep (0: the battle's start differs); $ours, $theirs: each side's action there, as the engine summarises it ($there: whether the other has one).
phones-differs-kept = { $peer }'s battle differs from this phone's { $at ->
        [0] from the start (another battle)
       *[other] from action { $at } (here: “{ $ours }”; { $peer }'s: { $there ->
            [yes] “{ $theirs }”
           *[no] nothing
        })
    }. This phone's copy is kept as the battle “{ $name }”; this battle now follows { $peer }'s.
phones-differs-unkept = { $peer }'s battle differs from this phone's { $at ->
        [0] from the start (another battle)
       *[other] from action { $at } (here: “{ $ours }”; { $peer }'s: { $there ->
            [yes] “{ $theirs }”
           *[no] nothing
        })
    }, and this phone's copy could not be kept apart ({ $parts }): { $peer }'s was not taken. Nothing was changed.
# The name given to this phone's copy kept apart (after the battle's name, in brackets).
phones-copy-label = this phone's copy, before { $peer }'s
phones-battle-gone = this battle is no longer on this device
# Why two phones cannot check each other, or sign a hand-over (said inside another message).
phones-no-crypto-sign = this browser cannot sign hand-overs (no Web Crypto: open the app over https)
phones-no-crypto-check = this browser cannot check the other phone (no Web Crypto: open the app over https)
phones-no-certificates = the connection's certificates are not known
# What is wrong with the internet room kept with a link (after phones-field's field name).
phones-field-room = must be a room and a secret, got { $type }
phones-field-hex = must be 32 hex digits, got { $got }

## Found at the table: dice reasons, odds charts, examples, drawings, units
# (Messages of this group follow this line.)
# A distance field's unit, in brackets after its name: $units in (inches) or mm.
tbl-distance-unit = { $units ->
        [mm] mm
       *[in] in
    }
# Why one die of a Conquest Morale Test passed or failed, on its own beside the die
# under "Why?" (C-10): $value the die, $resolve the Resolve it was rolled against.
tbl-die-reason = { $why ->
        [one] natural 1 always passes
        [six] natural 6 always fails
        [at_most] { $value } is at most Resolve { $resolve }
       *[over] { $value } is over Resolve { $resolve }
    }
# An odds chart's caption: $title the chart's name, $average the mean outcome.
# A reading of the odds with one outcome only: $value its count and unit ("2 Wounds").
tbl-odds-certain = { $title }: certainly { $value }
tbl-odds-average = { $title } (average { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) })
# A chance's name to a screen reader: $label what it is, $percent its chance written out.
tbl-odds-chance-aria = { $label }: { $percent }; tap for the exact fraction
# A side's name when the players gave none (the app's default, as in a worked example).
tbl-default-player = Player { $n }
# A Conquest Stand's place in its Regiment, in the drawing's titles: the rank, then the
# file ($file_n-th from that end; $rank_ord and $file_ord English's ordinal categories).
tbl-stand-place = { $rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $rank_n }{ $rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    }
# A Ninth Age model's place (as tbl-stand-place), then its rank and file counted from 1.
tbl-model-place = { $rank ->
        [front] front rank
        [rear] rear rank
       *[nth] { $rank_n }{ $rank_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } rank
    }{ $file ->
        [left] , left end
        [right] , right end
        [centre] , centre
        [from_left] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from left
        [from_right] , { $file_n }{ $file_ord ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        } from right
       *[none] {""}
    } (rank { $model_rank }, file { $model_file })

## Conquest screens: the engine's sentences still shown as they came
# (Messages of this group follow this line.)
# What Broken means (C-14): one line each, said of the Regiment (its subject left out).
cq-broken-resolve = uses its lowest Resolve, no size bonus, ignores positive Resolve modifiers
cq-broken-charge = cannot Charge
cq-broken-heal = cannot be Healed or have Stands Restored
cq-broken-objectives = Stands do not count toward Seizing Objective Zones
cq-broken-inspired = cannot benefit from Inspired
cq-broken-duel = its Characters may not refuse a Duel
# A kind of harm a Wound Pool may name (C-21), as a choice's title.
cq-harm-title = { $harm ->
        [clash] Clash
        [charge] Charge or Impact
        [duel] Duel
        [volley] Volley
        [spell] Spell
        [decay] Decay
        [aura_of_death] Aura of Death
        [lethal_demise] Lethal Demise
       *[other] Other
    }
# A heal a Heal may name (C-29), as a choice's title; $points: Fanatical Devotion's fixed Heal Points.
cq-heal-title = { $source ->
        [regeneration] Regeneration (X)
        [fanatical_devotion] Fanatical Devotion ({ NUMBER($points, useGrouping: 0) })
        [biotic_renewal] Biotic Renewal
       *[plain] Heal Points
    }
# An edge of a Regiment in contact, in a card's "Engaged: front, left flank (with ...)" (battle-engaged-edges).
cq-engaged-edge = { $edge ->
        [front] front
        [left] left flank
        [right] right flank
       *[rear] rear
    }
# What each known special rule does in the app (C-20 to C-29), shown when it is picked and beside Decay's dice.
cq-does-fearless = Ignores the Terrifying of the Regiment that caused the Wounds.
cq-does-bravery = Ignores Terrifying; at the start of its Activation a Broken Regiment may stop being Broken (not a Rally: the Round's count stays).
cq-does-dauntless = Never Broken, so never Shattered; its losses are still counted.
cq-does-iron-discipline = Does not re-roll passed Morale dice against Wounds from the flank or rear.
cq-does-phalanx = +1 Resolve in Morale Tests against Wounds from the front (not while Broken).
cq-does-oblivious = Suffers 1 Wound for every 2 failed Morale dice, rounding up.
cq-does-indomitable = X failed Morale dice count as passed, after any re-rolls.
cq-does-terrifying = An enemy it is in contact with tests Morale against its Wounds with Resolve -X (the highest X among its Stands and Characters).
cq-does-regeneration = A Heal of X that skips the Regiment's Characters (taken as a Heal naming Regeneration).
cq-does-fanatical-devotion = A Heal of 3 (taken as a Heal naming Fanatical Devotion).
cq-does-biotic-renewal = A Heal of a D6, or a D3 when not Infantry, entered or rolled.
cq-does-decay = Each Stand of the Regiment it harms rolls X dice; each 5 or 6 is a Wound; no Morale Tests.

## The campaign's tables, list previews' notes and values the engine describes
# (Messages of this group follow this line.)
# The campaign's tables under the dice (W-1 to W-4): what an outcome of the Recovery
# table means.
tab-recovery-meaning = { $outcome ->
        [crushing_victory] the enemy lost 3x as many models or more
        [victory] the enemy lost 2x as many models
        [pyrrhic_victory] both sides lost about as many models
        [noble_loss] you lost 2x as many models as the enemy
       *[annihilated] you lost 3x as many models as the enemy or more
    }
# A row of the Casualty Fate table: the D20 faces it covers ($low to $high; $span is
# "one" for a single face), the fate and what it does ($hate and $ep: what a Bitter
# Enemy and a Miraculous Recovery give).
tab-fate-row = { $span ->
        [one] { $low }
       *[range] { $low }–{ $high }
    }: { $fate ->
        [full_recovery] Full Recovery (the injuries were far less severe than they seemed)
        [wounded] Wounded (roll once on the Wound Table)
        [badly_wounded] Badly Wounded (roll 3 times on the Wound Table)
        [bitter_enemy] Bitter Enemy (gains Hate: { $hate } for the enemy force)
        [captured] Captured (held by the enemy until exchanged or bought back)
       *[miraculous_recovery] Miraculous Recovery (recovers and gains +{ $ep } EP)
    }
# A row of the Wound Table: the D20 faces it covers, the wound and what it does (AR, MV,
# ST, RC, LD, AC, CC: the characteristics' abbreviations).
tab-wound-row = { $span ->
        [one] { $low }
       *[range] { $low }–{ $high }
    }: { $location ->
        [chest_wound] Chest wound (AR -1)
        [leg_wound] Leg wound (MV -1)
        [arm_wound] Arm wound (ST -1)
        [blinded_in_one_eye] Blinded in one eye (RC -1 and -1 to Spot tests; blinded twice, the model is blind and out of the game)
        [head_wound] Head wound (LD -1)
        [ear_wound] Ear wound (-2 to Spot tests; attackers from the rear gain +4 CC)
        [shell_shock] Shell shock (AC -1)
       *[hand_wound] Hand wound (CC -1)
    }
# A list preview's notes beside a Regiment or Unit. A Character ($name) joins the first
# Regiment of its force (a list file's) or of its warband (a Para Bellum text's).
tab-note-joins-first = { $name } joins this Regiment (the first of its { $of ->
        [warband] warband
       *[force] force
    })
# A Character the player moved to this Regiment.
tab-note-joins = { $name } joins this Regiment
tab-note-rules-not-kept = { $more } more special rules not kept (at most { $most })
# $rule: a special rule as the file wrote it.
tab-note-x-out-of-range = { $rule }: X must be 1 to { $most }; not kept, add it in Muster
tab-note-no-x = { $rule }: the file gives no value X; not kept, add it in Muster
tab-note-shortened = { $rule }: shortened to { $most } characters
# An upgrade ($name) answered as an auxiliary Stand of the player's $profile; $fielded:
# "no" when a battle does not place it yet.
tab-note-auxiliary = { $name }: an auxiliary Stand of { $profile }, kept in your library{ $fielded ->
        [no] ; not on the battlefield yet
       *[yes] {""}
    }
# $type: the Regiment's type as the file wrote it (infantry, cavalry and brute are
# Conquest's three).
tab-note-type = Type "{ $type }" is not infantry, cavalry or brute: choose one
# A Ninth Age Unit's Champion ($name), one of its models.
tab-note-champion = { $name } is one of the Unit's models: { $models } rank and file and the Champion
tab-note-character-unit = A Character: it comes as a Unit of its own; join it to a Unit in Muster
# Where numbers the file lacks came from (import-filled-from's $from): the player's Muster
# profile $profile, kept under another faction ($under) when $kept is "other".
tab-filled-profile = Muster profile "{ $profile }"{ $kept ->
        [other] {" "}(kept under { $under })
       *[same] {""}
    }
tab-filled-library = your faction library
# A roster's format, as the import's summary starts: the program that wrote it and its
# file's extension.
tab-format-roster = { $format ->
        [ros] BattleScribe .ros
        [rosz] BattleScribe .rosz
       *[json] New Recruit .json
    }
# A value the engine describes in an error: $n of what it counts ($what); $grouping:
# "yes" when English writes the count with thousands separators.
tab-value-counted = { $grouping ->
        [yes] { $n }
       *[no] { NUMBER($n, useGrouping: 0) }
    } { $what ->
        [items] items
        [characters] characters
        [auxiliary] auxiliary Stands
        [rolls] rolls
        [sides] sides
       *[levels] levels
    }
# An error whose value the engine describes (tab-value-counted's arguments): the field,
# what it expects ($parts), and the value.
tab-invalid-data-counted = { $field }: { $parts }, got '{ $grouping ->
        [yes] { $n }
       *[no] { NUMBER($n, useGrouping: 0) }
    } { $what ->
        [items] items
        [characters] characters
        [auxiliary] auxiliary Stands
        [rolls] rolls
        [sides] sides
       *[levels] levels
    }'

## The worker's own errors, links' and shares' refusals
# (Messages of this group follow this line.)
# The engine's own answers when it cannot run a request; $parts is why, said by another message of this group.
wk-starting = engine starting
# A reason the browser or the engine's runtime gave, shown as it came.
wk-reason = { $reason }
# A file of the engine (its $path on the site) the browser could not download; $status: the web server's answer (404: not found).
wk-file-not-loaded = { $path } could not be loaded (HTTP { NUMBER($status, useGrouping: 0) })
wk-late-failed = This part of the engine could not be loaded: { $parts }
wk-qr-unavailable = QR codes are unavailable: { $parts }
wk-lists-unavailable = List import is unavailable: { $parts }
wk-stopped = the engine stopped while doing this ({ $parts }); it is starting again
wk-unfinished = the engine could not finish this request ({ $parts }); nothing was changed
# A link refused as it would hold too much: $kind, what it carries (its title, the systems' words); $what, what it would hold too much of ($count, more than $most).
wk-too-big = This { $kind ->
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
    } is too big for a link: { $what ->
        [depth] nested { NUMBER($count, useGrouping: 0) } deep, the most is { NUMBER($most, useGrouping: 0) }.
        [bytes] { $count } bytes of data, the most is { $most }.
        [characters] { $count } characters, the most is { $most }.
       *[items] { $count } items, the most is { $most }.
    }
# A profile pack that even $most QR codes (one profile each) could not carry.
wk-pack-too-large = This pack of { $count } profiles is too large for QR codes (it would need more than { $most } codes): send the link or the file instead.
