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
ninth-page-odds-removed-unit = removed
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
ninth-page-character-name = Character name
ninth-page-character-hp = Character Health Points
ninth-page-models = Models
ninth-page-files-per-rank = Files per rank
# A Unit profile's line in Muster.
ninth-page-profile-summary = { $models } models in { $files } files, { $hp } { $hp ->
    [one] Health Point
   *[other] Health Points
} each
# What an army list's import found of a Unit: its models (and files), its Health Points.
ninth-page-found-models = { $models } models
ninth-page-found-models-files = { $models } models in { $files } files
ninth-page-found-hp = { $hp } { $hp ->
    [one] Health Point
   *[other] Health Points
} each
ninth-page-found-both = { $first }, { $second }
# A Character or Champion an import found, with its kind (as the list says it) and Health Points.
ninth-page-found-character = { $name } ({ $kind ->
    [champion] champion
    [character] character
   *[other] { $kind }
})
ninth-page-found-character-hp = { $name } ({ $kind ->
    [champion] champion
    [character] character
   *[other] { $kind }
}, { $hp } HP)
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
# The bar chart's unit: "2 survive".
campaign-page-survive-unit = survive
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
