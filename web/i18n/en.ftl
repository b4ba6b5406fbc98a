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
language-de = Deutsch
language-fr = Français
language-es = Español
language-it = Italiano
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
two-phones-check-title = Check no one is in between
two-phones-check-code = Both phones show { $code }? Then no one is in between.
two-phones-check-how = Compare this number with the one on the other phone's two-phone sheet. If they differ, someone who had the invite may be reading the battle: unpair, then give a new invite face to face, or play on the same Wi-Fi.
two-phones-check-same = They match
two-phones-check-differ = They differ: unpair
two-phones-check-unpaired = Unpaired: the two phones showed different numbers, so someone may have been between them. Give a new invite face to face, or play on the same Wi-Fi.
