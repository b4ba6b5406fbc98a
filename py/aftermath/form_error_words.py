"""What was wrong with a battle's form, a rule system's data or a request: the
expectations (:class:`aftermath.errors.InvalidData`'s ``expected``) the rule systems
and the bridge's checks give, each a message id with its arguments beside its English,
as :mod:`aftermath.field_words` gives the data readers'. The error says "<field>:
<this>, got <value>" (message ``invalid-data``). Names (a Regiment's, a model's, a
roster's) go in as written; a name's English possessive as ``<arg>_s`` (yes when it
ends in s); counts and bounds as numbers; a choice of words as a key."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from aftermath.distance import size, size_args
from aftermath.errors import InvalidData
from aftermath.places import Place
from aftermath.said import Said, sentence


def _s(name: str) -> str:
    return "yes" if name.endswith(("s", "S")) else "no"


def _poss(name: str) -> str:
    return f"{name}'" if name.endswith(("s", "S")) else f"{name}'s"


# Reusable: any system's data.
def listed_twice() -> Said:
    return sentence("form-error-listed-twice", "is listed twice")


def named_twice() -> Said:
    return sentence("form-error-named-twice", "is named twice")


def already_used() -> Said:
    return sentence("form-error-already-used", "is already used")


_THINGS = {"regiments": "Regiments", "stands": "Stands", "units": "Units", "models": "models"}


def used_by_two(things: str) -> Said:
    """``things``: regiments, stands, units or models."""
    return sentence("form-error-used-by-two", f"is used by two {_THINGS[things]}", things=things)


_PIECES = {"regiment": "Regiment", "unit": "Unit"}


def not_in_battle(piece: str) -> Said:
    """``piece``: regiment or unit."""
    return sentence("form-error-not-in-battle", f"is not a {_PIECES[piece]} of this battle",
                    piece=piece)


_AT_LEAST_ONE = {"regiment": "a Regiment needs at least one Stand",
                 "battle": "a battle needs at least one Unit",
                 "unit": "a Unit needs at least one model"}


def needs_at_least_one(whole: str) -> Said:
    """``whole``: regiment (a Stand), battle (a Unit) or unit (a model)."""
    return sentence("form-error-needs-one", _AT_LEAST_ONE[whole], whole=whole)


def friendly_not_enemy() -> Said:
    return sentence("form-error-friendly", "is a friendly Regiment, not an enemy")


def destroyed() -> Said:
    return sentence("form-error-destroyed", "is destroyed")


def whole_from_to(low: int, high: int) -> Said:
    return sentence("form-error-whole-from-to", f"must be a whole number from {low} to {high}",
                    low=low, high=high)


def whole_numbers() -> Said:
    return sentence("form-error-whole-numbers", "must be a list of whole numbers")


def not_empty() -> Said:
    return sentence("form-error-not-empty", "must not be empty")


def zero_or_one() -> Said:
    return sentence("form-error-zero-or-one", "must be 0 or 1")


def valid_json() -> Said:
    return sentence("form-error-valid-json", "must be valid JSON")


def json_text() -> Said:
    return sentence("form-error-json-text", "must be JSON text")


def json_text_under(most: int) -> Said:
    return sentence("form-error-json-text-under", f"must be JSON text under {most} characters",
                    most=most)


def left_out_with(what: str) -> Said:
    """``what``: decay or pool (the odds asked with them)."""
    words = {"decay": "decay", "pool": "a pool"}[what]
    return sentence("form-error-left-out-with", f"must be left out with {words}", what=what)


def must_be(word: str) -> Said:
    """A word of the request's own language (propose, action): as written."""
    return sentence("form-error-must-be", f"must be {word}", word=word)


# Conquest: a Regiment, its Stands and Characters, a battle and its events.
def table_size() -> Said:
    return sentence("form-error-table-size", "must be [width, depth] in mm, or null")


def needs_battlefield_to_stand() -> Said:
    return sentence("form-error-needs-battlefield-to-stand",
                    "needs a battlefield to stand on (C-17)")


def needs_battlefield() -> Said:
    return sentence("form-error-needs-battlefield", "needs a battlefield (C-18)")


def rerolls_per_pass(passes: int) -> Said:
    return sentence("form-error-rerolls-per-pass",
                    f"must be {passes} {'die' if passes == 1 else 'dice'}: one re-roll "
                    "for each passed die (C-23)", passes=passes)


def no_rerolls() -> Said:
    return sentence("form-error-no-rerolls",
                    "this test re-rolls no dice: only Wounds from the flank or rear do, and "
                    "not with Iron Discipline (C-23)")


def rank_and_file() -> Said:
    return sentence("form-error-rank-file", "must be [rank, file]")


def below_stand_wounds(wounds: int) -> Said:
    return sentence("form-error-below-stand-wounds",
                    f"must be below the Stand's Wounds ({wounds}); a Stand with that many "
                    "is destroyed", wounds=wounds)


def destroyed_stand_empty() -> Said:
    return sentence("form-error-destroyed-stand-empty",
                    "a destroyed Stand holds no markers or contacts")


def below_character_wounds(wounds: int) -> Said:
    return sentence("form-error-below-character-wounds",
                    f"must be below the Character's Wounds ({wounds})", wounds=wounds)


def not_stand_of(regiment_id: str) -> Said:
    return sentence("form-error-not-stand-of", f"is not a Stand of Regiment {regiment_id!r}",
                    regiment=repr(regiment_id))


def not_character_of(regiment_id: str) -> Said:
    return sentence("form-error-not-character-of",
                    f"is not a Character of Regiment {regiment_id!r}", regiment=repr(regiment_id))


def left_or_right() -> Said:
    return sentence("form-error-left-or-right", "must be null, 'left' or 'right'")


def too_many_auxiliaries(count: int, extra: int, most: int) -> Said:
    return sentence("form-error-too-many-auxiliaries",
                    f"with the Regiment's own {count} Stands make {count + extra}; "
                    f"a Regiment holds at most {most}", count=count, total=count + extra,
                    most=most)


def not_stand_of_formation() -> Said:
    return sentence("form-error-not-stand-of-formation", "is not a Stand of this formation")


def command_auxiliary() -> Said:
    return sentence("form-error-command-auxiliary",
                    "is an auxiliary Stand: the Command Stand is one of the Regiment's own")


def below_files(files: int) -> Said:
    return sentence("form-error-below-files", f"must be below the Regiment's files ({files})",
                    files=files)


def place_taken(rank: int, file: int, other: str) -> Said:
    """``rank``, ``file``: counted from 1; ``other``: the Stand already there."""
    return sentence("form-error-place-taken",
                    f"stands in rank {rank}, file {file} (counted from 1), the place of {other}",
                    rank=rank, file=file, other=other)


def rear_rank_only() -> Said:
    return sentence("form-error-rear-rank-only",
                    "only the rear rank may be incomplete (C-1; ranks and files counted from "
                    "1, the front rank and the left file)")


def at_least_stands(stands: int) -> Said:
    return sentence("form-error-at-least-stands",
                    f"must be at least the number of Stands ({stands})", stands=stands)


def broken_at() -> Said:
    return sentence("form-error-broken-at",
                    "must be set exactly when the Regiment is Broken (C-15)")


def no_own_stand() -> Said:
    return sentence("form-error-no-own-stand", "holds no Stand of the Regiment's own")


def own_side(regiment: str) -> Said:
    return sentence("form-error-own-side",
                    f"is a Regiment of {_poss(regiment)} own side, not an Enemy Regiment",
                    regiment=regiment, regiment_s=_s(regiment))


def arc_in_contact(enemy: str, regiment: str, arc: str) -> Said:
    """``arc``: front, flank or rear, where the battlefield has them touch."""
    return sentence("form-error-arc-in-contact",
                    f"the battlefield has {enemy} in contact with {_poss(regiment)} {arc}",
                    enemy=enemy, regiment=regiment, regiment_s=_s(regiment), arc=arc)


def biotic_renewal(die: int, regiment: str, kind: str) -> Said:
    """``kind``: the Regiment's kind as written (infantry, cavalry, brute, monster)."""
    return sentence("form-error-biotic-renewal",
                    f"Biotic Renewal heals a D{die} for {regiment} ({kind}) (C-29)",
                    die=die, regiment=regiment, kind=kind)


def regeneration_range() -> Said:
    return sentence("form-error-regeneration-range", "Regeneration (X) heals X, from 1 to 6")


def named_heal(source: str, words: str, fixed: int) -> Said:
    """``source``: the named heal's key; ``words`` its English name."""
    return sentence("form-error-named-heal", f"{words} heals {fixed} (C-29)",
                    source=source, points=fixed)


def character_regeneration() -> Said:
    return sentence("form-error-character-regeneration",
                    "only a Character's own Regeneration heals it alone (C-29)")


def two_edges(edges: Sequence[str]) -> Said:
    listed = ", ".join(edges)
    return sentence("form-error-two-edges", f"must be two edge names of {listed}", edges=listed)


def dice_owed(given: int, owed: int) -> Said:
    return sentence("form-error-dice-owed",
                    f"holds {given} dice: only {owed} {'is' if owed == 1 else 'are'} owed",
                    given=given, owed=owed)


def rerolls_after_first(entered: int, owed: int) -> Said:
    return sentence("form-error-rerolls-after-first",
                    f"come after the whole first roll: {entered} of {owed} dice entered",
                    entered=entered, owed=owed)


def rerolls_only_passes(given: int, passes: int) -> Said:
    return sentence("form-error-rerolls-only-passes",
                    f"holds {given} dice: only the {passes} passed "
                    f"{'die is' if passes == 1 else 'dice are'} re-rolled",
                    given=given, passes=passes)


def table_left_out() -> Said:
    return sentence("form-error-table-left-out",
                    "must be left out: this battle has its battlefield")


def needs_pool_or_attacks() -> Said:
    return sentence("form-error-pool-or-attacks", "needs a pool or attacks")


# The Ninth Age: a Unit, its models and Health Pools, a batch of losses.
def left_out_with_multiple_wounds() -> Said:
    return sentence("form-error-left-out-multiple-wounds",
                    "must be left out with Multiple Wounds (multiple_wounds)")


def multiple_wounds_spec() -> Said:
    return sentence("form-error-multiple-wounds-spec",
                    'must be a number or a die such as "D3", "D6" or "D3+1"')


def fixed_multiple_wounds(most: int) -> Said:
    return sentence("form-error-fixed-multiple-wounds",
                    f"a fixed Multiple Wounds must be 1 to {most}", most=most)


def d3_or_d6() -> Said:
    return sentence("form-error-d3-or-d6", "the die must be a D3 or a D6")


def bonus_range() -> Said:
    return sentence("form-error-bonus-range", "the bonus must be +1 to +6")


def fixed_value(value: int) -> Said:
    return sentence("form-error-fixed-value", f"must be {value}, the fixed Multiple Wounds",
                    value=value)


def die_result(die: str, low: int, high: int) -> Said:
    """``die``: as the player wrote it (D3+1)."""
    return sentence("form-error-die-result", f"must be a {die} result from {low} to {high}",
                    die=die, low=low, high=high)


def values_per_wound(wounds: int) -> Said:
    return sentence("form-error-values-per-wound",
                    f"must hold exactly {wounds} values, one per unsaved wound", wounds=wounds)


def losses_cost(total: int) -> Said:
    return sentence("form-error-losses-cost",
                    f"must be {total}, what the Multiple Wounds values cost (N-6), or be left out",
                    total=total)


def multiple_wounds_one_attack() -> Said:
    return sentence("form-error-multiple-wounds-one-attack",
                    "is one attack: with several attacks, enter each one's losses")


def excess_needs_attacks() -> Said:
    return sentence("form-error-excess-needs-attacks",
                    "needs the batch's attacks to choose from (attacks)")


def names_rank_and_file() -> Said:
    return sentence("form-error-names-rank-and-file", "names the rank-and-file Health Pool")


def below_health_points(kind: str, hp: int) -> Said:
    """``kind``: character or champion."""
    return sentence("form-error-below-health-points",
                    f"must be below the {kind}'s Health Points ({hp})", kind=kind, hp=hp)


def not_pool_of(unit_id: str, pools: Sequence[str]) -> Said:
    listed = ", ".join(pools)
    return sentence("form-error-not-pool-of",
                    f"is not a Health Pool of Unit {unit_id!r} (one of {listed})",
                    unit=repr(unit_id), pools=listed)


def not_model_of_unit(unit_id: str) -> Said:
    return sentence("form-error-not-model-of-unit", f"is not a model of Unit {unit_id!r}",
                    unit=repr(unit_id))


def models_count_or_list() -> Said:
    return sentence("form-error-models-count-or-list",
                    "must be the number of rank-and-file models (a new Unit) or the list of "
                    "models (a saved one)")


def most_models(most: int) -> Said:
    return sentence("form-error-most-models",
                    f"with its Characters a Unit holds at most {most} models", most=most)


def another_model_id() -> Said:
    return sentence("form-error-another-model-id", "is already the id of another model")


def two_characters_id() -> Said:
    return sentence("form-error-two-characters-id", "is the id of two Characters")


def one_model(has: int) -> Said:
    return sentence("form-error-one-model",
                    f"must have exactly one model in the Unit, has {has} (N-1)", has=has)


def removed_no_lost() -> Said:
    return sentence("form-error-removed-no-lost",
                    "must be 0: a removed model carries no lost Health Points (N-2)")


def below_hp_per_model(hp: int) -> Said:
    return sentence("form-error-below-hp-per-model",
                    f"must be below the Health Points per model ({hp}); that many lost "
                    "remove a whole model (N-2)", hp=hp)


def wiped_out_pool() -> Said:
    return sentence("form-error-wiped-out-pool",
                    "must be 0: a wiped-out Health Pool carries nothing over (N-2)")


def already_removed() -> Said:
    return sentence("form-error-already-removed", "has already been removed")


def rearmost_first(rank: int, now: int) -> Said:
    return sentence("form-error-rearmost-first",
                    f"stands in rank {rank}, but models leave from the rearmost rank first, "
                    f"now rank {now} (N-3)", rank=rank, now=now)


def pick_not_used(used: int) -> Said:
    models = "model" if used == 1 else "models"
    return sentence("form-error-pick-not-used",
                    f"is not used: this batch removes only {used} {models} from ranks behind "
                    "the first, the only ones the owner may choose (N-3)", used=used)


def picks_rank_and_file() -> Said:
    return sentence("form-error-picks-rank-and-file",
                    "only choose rank-and-file models; a Character or Champion is a Health "
                    "Pool of one model")


def at_least_one_attack() -> Said:
    return sentence("form-error-at-least-one-attack",
                    "must list at least one attack, or be left out")


def name_the_attack() -> Said:
    return sentence("form-error-name-the-attack", "must name the attack")


def names_two_attacks() -> Said:
    return sentence("form-error-names-two-attacks", "names two attacks of this batch")


def add_up(losses: int, total: int) -> Said:
    return sentence("form-error-add-up",
                    f"must add up to the batch's losses ({losses}), they add up to {total}",
                    losses=losses, total=total)


def no_excess() -> Said:
    return sentence("form-error-no-excess",
                    "must be left out: this batch causes no excess losses")


def one_of_attacks(attacks: Sequence[str]) -> Said:
    listed = ", ".join(attacks)
    return sentence("form-error-one-of-attacks", f"must be one of this batch's attacks: {listed}",
                    attacks=listed)


def excess_of_attack(caused: int, attack: str) -> Said:
    return sentence("form-error-excess-of-attack",
                    f"must be from 1 to the {caused} losses {attack} caused",
                    caused=caused, attack=attack)


def account_excess(excess: int, given: int) -> Said:
    return sentence("form-error-account-excess",
                    f"must account for exactly the {excess} excess losses, not {given}",
                    excess=excess, given=given)


def either_losses_or_attacks() -> Said:
    return sentence("form-error-losses-or-attacks",
                    "give either losses or attacks, not both or neither")


def character_in_play(living: Sequence[str]) -> Said:
    listed = ", ".join(living)
    return sentence("form-error-character-in-play",
                    f"must be a Character of the Unit still in play ({listed or 'none left'})",
                    characters=listed, count=len(living))


def every_character(living: Sequence[str]) -> Said:
    listed = ", ".join(living)
    return sentence("form-error-every-character",
                    f"must name every Character still in play: {listed}", characters=listed)


# The campaign: a roster, its models, an aftermath and its rolls.
def each_side_roster() -> Said:
    return sentence("form-error-each-side-roster", "must hold each side's roster (or null)")


def roster_json() -> Said:
    return sentence("form-error-roster-json", "is not a roster's JSON text")


def rolls_as_typed() -> Said:
    return sentence("form-error-rolls-as-typed", "must be the rolls as typed (text)")


def at_least_one_d20() -> Said:
    return sentence("form-error-at-least-one-d20", "must hold at least one D20 result")


def most_rolls(most: int) -> Said:
    return sentence("form-error-most-rolls", f"must hold at most {most} rolls", most=most)


def wound_location(locations: Sequence[str]) -> Said:
    listed = ", ".join(locations)
    return sentence("form-error-wound-location", f"must be a Wound Table location: {listed}",
                    locations=listed)


def blind() -> Said:
    return sentence("form-error-blind", "a model blinded in both eyes is retired blind (W-4)")


def each_enemy_once() -> Said:
    return sentence("form-error-each-enemy-once", "name each enemy force once")


def not_model_of(roster: str) -> Said:
    return sentence("form-error-not-model-of", f"is not a model of {roster}", roster=roster)


def not_model_lost(roster: str) -> Said:
    return sentence("form-error-not-model-lost", f"is not a model {roster} lost", roster=roster)


def only_active_lost() -> Said:
    return sentence("form-error-only-active-lost", "only an active model can be lost in battle")


def lost_twice() -> Said:
    return sentence("form-error-lost-twice", "is listed as lost twice")


def two_warbands() -> Said:
    return sentence("form-error-two-warbands", "must hold exactly two warbands")


def rolls_owed() -> Said:
    return sentence("form-error-rolls-owed", "rolls are still owed")


def confirmed_holds_after() -> Said:
    return sentence("form-error-confirmed-holds-after",
                    "a confirmed aftermath holds the roster after it")


def only_once_confirmed() -> Said:
    return sentence("form-error-only-once-confirmed", "is only set once confirmed")


def no_more_wound_rolls(model: str) -> Said:
    return sentence("form-error-no-more-wound-rolls",
                    f"{model} owes no more Wound Table rolls (W-4)", model=model)


def two_or_more_rolls(kinds: str) -> Said:
    """``kinds``: wound (a wound_roll's dice) or any (a batch of rolls)."""
    one = {"wound": "wound_roll", "any": "recovery_roll, fate_roll or wound_roll"}[kinds]
    return sentence("form-error-two-or-more-rolls",
                    f"must hold two or more rolls (one is a {one})", kinds=kinds)


def value_typed() -> Said:
    return sentence("form-error-value-typed", "must be the value typed")


# Special rules, any system's.
def needs_x(rule: str, most: int, name: Said | None = None) -> Said:
    """A known rule given no X; ``name``: the rule's name as its system says it, when
    the system names it in the player's words (otherwise the name as written)."""
    text = f"{rule} needs its X, from 1 to {most}"
    if name is not None:
        return sentence("rule-name-needs-x", text, name, most=most)
    return sentence("form-error-needs-x", text, rule=rule, most=most)


def takes_no_x(rule: str, name: Said | None = None) -> Said:
    """An X given to a known rule that takes none (``name`` as for :func:`needs_x`)."""
    text = f"{rule} takes no X"
    if name is not None:
        return sentence("rule-name-takes-no-x", text, name)
    return sentence("form-error-takes-no-x", text, rule=rule)


# More of a battle's events and a Unit's models.
def table_left_out_size(width: float, depth: float) -> Said:
    """The battle's battlefield, in the players' unit (:func:`aftermath.distance.size`)."""
    return sentence("form-error-table-left-out-size",
                    f"must be left out: this battle has its battlefield ({size(width, depth)})",
                    **size_args(width, depth))


def belongs_to(pool: Mapping[str, str | int]) -> Said:
    """``pool``: the Health Pool as arguments (:meth:`aftermath.ninth_age.Unit.pool_said`)."""
    kind, unit, character = str(pool["pool"]), str(pool["unit"]), str(pool["character"])
    title = (f"the rank-and-file Health Pool of {unit}" if kind == "rank_and_file"
             else f"{_poss(f'{kind.capitalize()} {character}')} Health Pool")
    return sentence("form-error-belongs-to",
                    f"belongs to {title}, not to the attacked Health Pool", **pool)


# A saved game: its version, and its actions replayed.
def newer_version(most: int) -> Said:
    return sentence("form-error-newer-version",
                    f"was written by a newer Aftermath (this one reads up to {most})", most=most)


def cannot_be(done: str, err: Exception) -> Said | str:
    """Why a saved action cannot be replayed or redone (``done``: replayed or redone):
    the error's own sentence as the part, its rule cited after it; an error without a
    sentence is said in English."""
    said = getattr(err, "said", None)
    text = f"cannot be {done}: {err}"
    if not isinstance(said, Said):
        return text
    rule = getattr(err, "rule", None)
    if isinstance(rule, str) and not isinstance(err, InvalidData):
        return sentence("form-error-cannot-be-rule", text, said, done=done, rule=rule)
    return sentence("form-error-cannot-be", text, said, done=done)


def open_game(system: str) -> Said:
    """``system``: the system's name as the engine writes it (conquest, ninth_age)."""
    return sentence("form-error-open-game", f"must name an open {system} game", system=system)


# Two phones: the messages they send each other.
def at_most_characters(most: int) -> Said:
    return sentence("form-error-at-most-characters", f"must be at most {most:,} characters",
                    most=most)


def at_most_characters_for(most: int, kind: str) -> Said:
    return sentence("form-error-at-most-characters-for",
                    f"must be at most {most:,} characters for {kind}", most=most, kind=kind)


def required_in(kind: str) -> Said:
    return sentence("form-error-required-in", f"is required in {kind}", kind=kind)


def hex_digits(n: int) -> Said:
    return sentence("form-error-hex-digits", f"must be {n} hex digits", digits=n)


def required_for_push() -> Said:
    return sentence("form-error-required-for-push", "is required when op is push")


def only_with_undo() -> Said:
    return sentence("form-error-only-with-undo", "goes only with an undo")


def two_phones(me: str, peer: str) -> Said:
    return sentence("form-error-two-phones",
                    f"must be {me} or {peer}, the two phones of this battle", me=me, peer=peer)


def next_term(known: int) -> Said:
    return sentence("form-error-next-term",
                    f"must be at most {known + 1}, one past the latest term this phone knows "
                    f"({known})", next=known + 1, known=known)


def follows_term() -> Said:
    return sentence("form-error-follows-term", "must follow the term before it")


def follows_here(op: str) -> Said:
    """``op``: undo or action, the one done on this phone."""
    return sentence("form-error-follows-here",
                    f"must follow {'an undo' if op == 'undo' else 'an action'} done here", op=op)


def every_die() -> Said:
    return sentence("form-error-every-die", "must carry every die the writer rolled")


def answered_proposal(proposal: int | None) -> Said | str:
    if proposal is None:  # a message without its proposal's id: no number to say
        return f"must be the proposal {proposal} answers"
    return sentence("form-error-answered-proposal",
                    f"must be the proposal {proposal} answers", proposal=proposal)


def sent_to(role: str, kinds: Sequence[str]) -> Said:
    """``role``: writer or follower, as written; ``kinds``: the messages it is sent."""
    listed = ", ".join(kinds)
    return sentence("form-error-sent-to", f"must be one a {role} is sent: {listed}",
                    role=role, kinds=listed)


# A Character's place in a new Unit (N-1), counted from 1 as players count.
def place_taken_by(rank: int, file: int, other: str) -> Said:
    return sentence("form-error-place-taken-by", f"rank {rank}, file {file} is taken by {other}",
                    rank=rank, file=file, other=other)


def rank_not_in_formation(rank: int, last: int) -> Said:
    return sentence("form-error-rank-not-in-formation",
                    f"rank {rank} is not in the formation, which has ranks 1 to {last}",
                    rank=rank, last=last)


def rank_holds(rank: int, first: int, last: int, width: int) -> Said:
    return sentence("form-error-rank-holds",
                    f"rank {rank} holds files {first} to {last} ({width} files wide)",
                    rank=rank, first=first, last=last, width=width)


_COUNTED = {"place": "counted from 1", "rank": "counted from 1, the front rank",
            "file": "counted from 1, the left file"}


def counted(why: Said, start: str = "place") -> Said:
    """``why`` followed by how it counts (``start``: place, rank or file)."""
    return sentence("form-error-counted", f"{why.text} ({_COUNTED[start]})", why, start=start)


def named_place(name: str, why: Said, start: str = "place") -> Said:
    """``why`` for the Character ``name``, as the form shows it (``start``: place, rank or
    file, how it counts, said after it)."""
    after = {"place": "", "rank": " (1 is the front rank)", "file": "; 1 is the left file"}
    return sentence("form-error-named-place", f"{name}: {why.text}{after[start]}", why,
                    name=name, start=start)


# A new battle's Regiment where its setup puts it (C-17): a Stand by its place.
def setup_off_battlefield(regiment: str, place: Place) -> Said:
    return sentence("form-error-setup-off-battlefield",
                    f"{regiment} would be off the battlefield: the Stand at {place} is past "
                    "its edge (C-17)", regiment=regiment, **place.args())


def setup_overlap(regiment: str, place: Place, other: str, other_place: Place) -> Said:
    return sentence("form-error-setup-overlap",
                    f"{other} and {regiment} would overlap: the Stand at {place} of "
                    f"{regiment} is on the Stand at {other_place} of {other} (C-17)",
                    regiment=regiment, other=other, **place.args(), **other_place.args("other_"))


def not_legal_place(why: Said) -> Said:
    return sentence("form-error-not-legal-place", f"is not a legal place: {why.text}", why)


# The campaign's rolls: one recorded where none is owed (W-2 to W-4).
_NO_ROLL = {"unrecoverable": "an Unrecoverable model dies without a roll (W-2)",
            "recovery_first": "the Recovery roll comes first (W-2)",
            "dead": "the model failed its Recovery roll and is dead (W-2)",
            "trooper": "Troopers roll no Casualty Fate unless their roster opts in (W-3)",
            "fate_first": "the Casualty Fate roll comes first (W-3)"}


def no_roll(why: str) -> Said:
    """``why``: unrecoverable, recovery_first, dead, trooper or fate_first."""
    return sentence("form-error-no-roll", _NO_ROLL[why], why=why)


def dice_not_used(unused: Said, count: int, owed: int) -> Said:
    """``unused``: the dice left over, read out ("16 and 18"), ``count`` of them."""
    return sentence("form-error-dice-not-used",
                    f"{unused.text} {'was' if count == 1 else 'were'} not used: only {owed} "
                    f"roll{'s' if owed != 1 else ''} {'was' if owed == 1 else 'were'} owed",
                    unused, count=count, owed=owed)


# A Unit's formation (N-4), ranks and files counted from 1.
def outside_files(file: int, files: int) -> Said:
    return sentence("form-error-outside-files",
                    f"stands at file {file}, outside the Unit's files 1 to {files}",
                    file=file, files=files)


def place_of(rank: int, file: int, other: str) -> Said:
    return sentence("form-error-place-of", f"stands in rank {rank}, file {file}, the place of "
                    f"{other}", rank=rank, file=file, other=other)


def rank_empty(last: int) -> Said:
    return sentence("form-error-rank-empty", f"is empty but rank {last} is not (N-4)", last=last)


def wider_than_first(first: int, last: int) -> Said:
    return sentence("form-error-wider-than-first",
                    "is wider than the first rank, which sets the width "
                    f"(files {first} to {last}) (N-4)", first=first, last=last)


def centred_behind(first: int, last: int) -> Said:
    return sentence("form-error-centred-behind",
                    f"must stand centred behind the first rank, in files {first} to {last} (N-4)",
                    first=first, last=last)


def rank_gap(first: int, last: int) -> Said:
    return sentence("form-error-rank-gap",
                    "has a gap; only the last rank may be incomplete and the first rank sets "
                    f"the width (files {first} to {last}) (N-4)", first=first, last=last)


def first_rank_gap() -> Said:
    return sentence("form-error-first-rank-gap",
                    "has a gap; the first rank is one unbroken line (N-4)")
