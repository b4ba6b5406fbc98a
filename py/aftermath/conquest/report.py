"""The after-battle report of a Conquest battle (issue 19), rebuilt from its history.

The battle's events are replayed from its starting state with the engine's own
``apply``; around each one the report reads what changed: Stands and Wounds lost
(Characters count as Stands, C-3), Stands restored (C-8), Regiments that became
Broken (C-14), Shattered (C-15) or were destroyed, each in the Round it happened.
Each Morale Test is judged against its exact odds with the Resolve the engine works
out at that moment (C-11) and the faces the engine's die judges failing (C-10).
"""

from __future__ import annotations

from aftermath.conquest import morale
from aftermath.conquest.events import MoraleTest
from aftermath.conquest.game import ConquestBattle
from aftermath.conquest.regiment import Regiment
from aftermath.conquest.state import ConquestState
from aftermath.history import Log
from aftermath.odds.luck import Dice, Luck, total
from aftermath.odds.walk import SIDES, passing_faces
from aftermath.report.model import (
    JudgedRoll,
    Losses,
    LuckKind,
    Measure,
    Period,
    Report,
    Strength,
)

MEASURES = (Measure("stands_lost", "Stands lost"), Measure("wounds_lost", "Wounds lost"),
            Measure("stands_restored", "Stands restored"))
# Every judged roll is a Morale Test rolled by C-12 (its dice judged by C-10 against the
# C-11 Resolve), so the heading and each roll cite the same ruling.
MORALE = LuckKind("morale", "C-12", "failed Morale dice", "failed Morale die", "Morale die",
                  "Morale dice", "Morale Test", "Morale Tests")


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


def _morale_roll(state: ConquestState, event: MoraleTest,
                 action: int) -> tuple[JudgedRoll, Dice] | None:
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
    what = (f"Morale Test, {n} {'die' if n == 1 else 'dice'} against Resolve {target}"
            + (f", {taken.passes} re-rolled" if taken.reroll else "") + f": {failed} failed")
    rolled = tuple(event.dice) + tuple(event.rerolls or ())
    return JudgedRoll(r.player, f"Round {state.round}", r.id, r.name, what, MORALE.rule,
                      rolled, luck, action), dice


STATUS_WORDS = {"broken": "Broken", "shattered": "Shattered", "destroyed": "destroyed"}


def _strengths(start: ConquestState, end: ConquestState) -> tuple[Strength, ...]:
    """Each Regiment's Stands (its Characters counted, C-3) and Wounds left, now and at
    the start of the battle."""
    out = []
    for first, r in zip(start.regiments, end.regiments, strict=True):
        (was, was_wounds, *_), (now, wounds, *_) = _reading(first), _reading(r)
        out.append(Strength(r.player, r.name, (("Stands", was, now), ("Wounds", was_wounds,
                                                                     wounds)),
                            STATUS_WORDS.get(r.status, "")))
    return tuple(sorted(out, key=lambda st: st.side))


def conquest_report(battle: ConquestBattle) -> Report:
    state = ConquestState.from_json(battle.start_state())
    start = ConquestState.from_json(battle.start_state())
    rounds: dict[int, _Round] = {}
    rolls: list[JudgedRoll] = []
    dice: list[list[Dice]] = [[], []]
    before = [_reading(r) for r in state.regiments]
    for action, event in enumerate(battle.events):
        row = rounds.setdefault(state.round, _Round())
        if isinstance(event, MoraleTest):
            roll = _morale_roll(state, event, action)
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
    periods = tuple(Period(f"Round {n}", (rounds[n].losses(0), rounds[n].losses(1)))
                    for n in sorted(rounds))
    side_luck = tuple(
        Luck(total(dice[s]), sum(r.luck.actual for r in rolls if r.side == s))
        if dice[s] else None for s in (0, 1))
    statements: list[str] = []
    if not rolls:
        statements.append("No Morale Tests were rolled in this battle, so there is no luck "
                          "to judge (C-12).")
    else:
        for s in (0, 1):
            if side_luck[s] is None:
                statements.append(f"{state.players[s]} rolled no Morale Tests.")
    # A Morale Test owed after a Wound Pool but not yet rolled (C-12) is no luck yet;
    # saying so keeps a mid-battle report from looking complete.
    for r in state.regiments:
        if r.pending_morale:
            owed = f"{r.pending_morale} {'die' if r.pending_morale == 1 else 'dice'}"
            statements.append(f"{r.name} ({state.players[r.player]}): 1 Morale Test still to "
                              f"roll ({owed}), not judged yet (C-12).")
    return Report(
        system="conquest", title=f"Conquest battle, Round {state.round}",
        players=state.players, actions=len(battle.events), measures=MEASURES,
        periods=periods, luck_kind=MORALE, rolls=tuple(rolls),
        side_luck=(side_luck[0], side_luck[1]), statements=tuple(statements),
        strengths=_strengths(start, state),
    )
