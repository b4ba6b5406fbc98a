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
home-examples-waiting = Examples appear when the engine is ready.
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
language-pseudo = Pseudo (tests)
language-failed = The { $code } words could not be loaded ({ $reason }): the page is in English.

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
conquest-why-rear-rank = rank { $rank } is the rear rank;{ $engaged ->
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

## The campaign's screens: the roster, a model's card and its Actions
# (Messages of this group follow this line.)
