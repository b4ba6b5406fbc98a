"""The after-battle report of a Conquest battle, rebuilt from its history.

The battle's events are replayed from its starting state with the engine's own
``apply``; around each one the report reads what changed: Stands and Wounds lost
(Characters count as Stands, C-3), Stands restored (C-8), Regiments that became
Broken (C-14), Shattered (C-15) or were destroyed, each in the Round it happened.
Each Morale Test is judged against its exact odds with the Resolve the engine works
out at that moment (C-11) and the faces the engine's die judges failing (C-10).

Every other die the engine was given is judged too (C-29), on the side it went for or
against: a Decay roll's dice count against the Regiment that suffers them (each 5 or 6
is a Wound to it, so is a bad die of that Regiment's side), and a Biotic Renewal die
counts for the healed Regiment's side, its bad result being the Heal Points it fell
short of the die's highest face (a 2 on a D6 is 4 short) whether or not the Regiment
could use them all. A side's total is then the sum of its bad results: failed Morale
dice, Decay Wounds and Heal Points short. A battle with neither keeps the Morale words
and figures exactly as they were.
"""

from __future__ import annotations

from aftermath.conquest import morale
from aftermath.conquest.events import Heal, MoraleTest, biotic_die
from aftermath.conquest.game import ConquestBattle
from aftermath.conquest.odds_walk import SIDES, passing_faces
from aftermath.conquest.regiment import Regiment, characters_counted
from aftermath.conquest.special_events import DECAY_WOUND, Decay
from aftermath.conquest.state import ConquestState
from aftermath.history import Event, Log
from aftermath.odds.luck import Dice, Luck, Shortfall, total
from aftermath.report import words as w
from aftermath.report.model import (
    JudgedRoll,
    Losses,
    LuckKind,
    Measure,
    Period,
    Report,
    Strength,
)
from aftermath.said import Said

MEASURES = (Measure("stands_lost", "Stands lost"), Measure("wounds_lost", "Wounds lost"),
            Measure("stands_restored", "Stands restored"))
# Every judged roll is a Morale Test rolled by C-12 (its dice judged by C-10 against the
# C-11 Resolve), so the heading and each roll cite the same ruling.
MORALE = LuckKind("morale", "C-12", "failed Morale dice", "failed Morale die", "Morale die",
                  "Morale dice", "Morale Test", "Morale Tests")
# A battle with Decay or Biotic Renewal dice (C-29) judges more than Morale dice, so its
# words count bad results of any die, and cite both rulings.
DICE = LuckKind("dice", "C-12, C-29", "bad results", "bad result", "die", "dice", "roll",
                "rolls", of="dice")
SPECIAL = "C-29"
Judged = tuple[JudgedRoll, Dice | Shortfall]


class _Round:
    def __init__(self) -> None:
        self.counts = [{m.key: 0 for m in MEASURES} for _ in range(2)]
        self.marks: list[dict[str, list[str]]] = [
            {"broken": [], "shattered": [], "destroyed": []} for _ in range(2)]

    def losses(self, side: int) -> Losses:
        m = self.marks[side]
        return Losses(dict(self.counts[side]), tuple(m["broken"]), tuple(m["shattered"]),
                      tuple(m["destroyed"]))


def _reading(r: Regiment) -> tuple[int, int, bool, bool]:
    """Stands (Characters included, C-3), Wounds left, Broken, destroyed: one pass over
    the Stands, since the report reads every Regiment around every action."""
    stands = count = wounds = 0
    for s in r.stands:
        if not s.destroyed:
            stands += 1
            wounds += s.wounds - s.markers
    count = stands
    for c in r.characters:
        if not c.destroyed:
            count += 1
            wounds += c.wounds - c.markers
    return count, wounds, r.broken, stands == 0


def _morale_roll(state: ConquestState, event: MoraleTest, action: int) -> Judged | None:
    r = state.regiment(event.regiment)
    if event.dice is None or not event.dice:
        return None
    # The test as the engine ran it (C-10, C-11, C-22 to C-24); luck is judged on the
    # dice, so on the failures after any re-roll, before Indomitable and Oblivious.
    taken = morale.take(r, event.dice, event.rerolls, event.modifiers)
    target = taken.resolve.value
    failed = taken.rolled_failures
    failing = SIDES - passing_faces(target)
    # C-23: a re-rolled die fails on its first roll, or passes and fails the second.
    dice = (Dice(len(event.dice), failing * (2 * SIDES - failing), SIDES * SIDES)
            if taken.reroll else Dice(len(event.dice), failing, SIDES))
    luck = Luck(dice.distribution(), failed)
    n = len(event.dice)
    what = w.conquest_morale(n, target, taken.passes if taken.reroll else 0, failed)
    rolled = tuple(event.dice) + tuple(event.rerolls or ())
    return _judged(state, r, what, MORALE.rule, rolled, luck, action, n), dice


def _judged(state: ConquestState, r: Regiment, what: Said, rule: str, rolled: tuple[int, ...],
            luck: Luck, action: int, judged: int | None = None) -> JudgedRoll:
    when = w.round_(state.round)
    return JudgedRoll(r.player, when.text, r.id, r.name, what.text, rule, rolled, luck, action,
                      judged=judged, when_said=when, what_said=what)


STATUS_WORDS = {"broken": "Broken", "shattered": "Shattered", "destroyed": "destroyed"}


def _strengths(start: ConquestState, end: ConquestState) -> tuple[Strength, ...]:
    """Each Regiment's Stands (its Characters counted, C-3) and Wounds left, now and at
    the start of the battle."""
    out = []
    for first, r in zip(start.regiments, end.regiments, strict=True):
        (was, was_wounds, *_), (now, wounds, *_) = _reading(first), _reading(r)
        # Labelled as the overview labels its count, so the two read alike (C-3).
        stands = f"Stands ({characters_counted(r)})" if r.characters else "Stands"
        out.append(Strength(r.player, r.name, ((stands, was, now), ("Wounds", was_wounds,
                                                                   wounds)),
                            STATUS_WORDS.get(r.status, ""), keys=("stands", "wounds"),
                            characters=len(r.characters)))
    return tuple(sorted(out, key=lambda st: st.side))


def _decay_roll(state: ConquestState, event: Decay, action: int) -> Judged | None:
    r = state.regiment(event.regiment)
    if not event.dice:
        return None
    # C-29: each die is bad for the Regiment on the faces the engine counts as a Wound.
    dice = Dice(len(event.dice), SIDES - DECAY_WOUND + 1, SIDES)
    wounds = sum(v >= DECAY_WOUND for v in event.dice)
    what = w.conquest_decay(event.x, len(event.dice), wounds)
    return _judged(state, r, what, SPECIAL, tuple(event.dice), Luck(dice.distribution(), wounds),
                   action), dice


def _biotic_roll(state: ConquestState, event: Heal, action: int) -> Judged | None:
    if event.source != "biotic_renewal" or event.points is None:
        return None
    r = state.regiment(event.regiment)
    die = Shortfall(biotic_die(r))  # C-29: a D6, a D3 when not Infantry, at that moment
    short = die.sides - event.points
    what = w.conquest_biotic(die.sides, event.points, short)
    return _judged(state, r, what, SPECIAL, (event.points,), Luck(die.distribution(), short),
                   action), die


def _judge(state: ConquestState, event: Event, action: int) -> Judged | None:
    if isinstance(event, MoraleTest):
        return _morale_roll(state, event, action)
    if isinstance(event, Decay):
        return _decay_roll(state, event, action)
    if isinstance(event, Heal):
        return _biotic_roll(state, event, action)
    return None


def conquest_report(battle: ConquestBattle) -> Report:
    state = ConquestState.from_json(battle.start_state())
    start = ConquestState.from_json(battle.start_state())
    rounds: dict[int, _Round] = {}
    rolls: list[JudgedRoll] = []
    dice: list[list[Dice | Shortfall]] = [[], []]
    before = [_reading(r) for r in state.regiments]
    for action, event in enumerate(battle.events):
        row = rounds.setdefault(state.round, _Round())
        roll = _judge(state, event, action)
        if roll is not None:
            rolls.append(roll[0])
            dice[roll[0].side].append(roll[1])
        event.apply(state, Log())
        after = [_reading(r) for r in state.regiments]
        for r, was, now in zip(state.regiments, before, after, strict=True):
            if now == was:
                continue
            counts, marks = row.counts[r.player], row.marks[r.player]
            counts["stands_lost"] += max(0, was[0] - now[0])
            counts["stands_restored"] += max(0, now[0] - was[0])
            counts["wounds_lost"] += max(0, was[1] - now[1])
            if now[2] and not was[2]:
                marks["broken"].append(r.name)
            if now[3] and not was[3]:
                marks["shattered" if r.shattered else "destroyed"].append(r.name)
        before = after
        rounds.setdefault(state.round, _Round())  # a Round begun, nothing in it yet
    rounds.setdefault(state.round, _Round())
    periods = tuple(Period(w.round_(n).text, (rounds[n].losses(0), rounds[n].losses(1)),
                           round=n, said=w.round_(n)) for n in sorted(rounds))
    side_luck = tuple(
        Luck(total(dice[s]), sum(r.luck.actual for r in rolls if r.side == s))
        if dice[s] else None for s in (0, 1))
    kind = MORALE if all(r.rule == MORALE.rule for r in rolls) else DICE
    statements: list[Said] = []
    if not rolls:
        statements.append(w.conquest_no_tests())
    else:
        for s in (0, 1):
            if side_luck[s] is None:
                statements.append(w.conquest_rolled_none(state.players[s], kind.key))
    # A Morale Test owed after a Wound Pool but not yet rolled (C-12) is no luck yet;
    # saying so keeps a mid-battle report from looking complete.
    for r in state.regiments:
        if r.pending_morale:
            statements.append(w.conquest_test_owed(r.name, state.players[r.player],
                                                   r.pending_morale))
    title = w.conquest_title(state.round)
    return Report(
        system="conquest", title=title.text, title_said=title,
        said_statements=tuple(statements),
        players=state.players, actions=len(battle.events), measures=MEASURES,
        periods=periods, luck_kind=kind, rolls=tuple(rolls),
        side_luck=(side_luck[0], side_luck[1]), statements=tuple(s.text for s in statements),
        strengths=_strengths(start, state),
    )
