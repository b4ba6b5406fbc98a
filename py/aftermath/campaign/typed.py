"""Rolls typed at once ("3 15 19"): each fills the roll owed next once the one before it
is made, across tables and lost models (W-2 to W-4), walked on a copy of the aftermath.
Nothing typed is dropped or guessed at: more values than are owed in all are refused
whole, and so are values typed after a Wound Table roll that blinds a model with rolls
left (W-4), since they may have been rolled for those. What a typed word means and which
roll it fills is decided here, not on the page."""

from __future__ import annotations

import copy
import dataclasses
import re

from aftermath import form_error_words as fe
from aftermath import value_words as vw
from aftermath.campaign import refusal_words as refused
from aftermath.campaign import tables
from aftermath.campaign.events import RULE_OF, TypedRolls, _Roll, next_roll, typed_chain
from aftermath.campaign.resolution import TABLE_NAMES, WOUND, AftermathState, judge
from aftermath.campaign.roster import RETIRED_BLIND
from aftermath.errors import InvalidData, RuleViolation
from aftermath.history import Event, Log
from aftermath.said import Said

MAX_TYPED = 20


def read_typed(text: object, field: str) -> tuple[int, ...]:
    """The D20 results in ``text``, spaces, commas or points between (a phone's number
    pad may have no space key, only the decimal separator); a word that is not one is
    named with its place."""
    if not isinstance(text, str):
        raise InvalidData(field, text, fe.rolls_as_typed())
    words = [w for w in re.split(r"[\s,.;]+", text.strip()) if w]
    if not words:
        raise InvalidData(field, text, fe.at_least_one_d20())
    if len(words) > MAX_TYPED:
        raise InvalidData(field, vw.counted(len(words), "rolls"), fe.most_rolls(MAX_TYPED))
    return tuple(tables.d20(int(w) if re.fullmatch(r"-?\d{1,6}", w) else w, f"{field}[{i}]")
                 for i, w in enumerate(words))


@dataclasses.dataclass(frozen=True)
class TypedPlan:
    """The action to push for typed rolls, the single rolls it makes, in order, and
    ``fills``: which roll of which model each value fills, as the players read it before
    they apply them ("Vex Recovery 3, Casualty Fate 15; Hero Recovery 19")."""

    event: Event
    rolls: tuple[_Roll, ...]
    fills: Said

    def to_json(self) -> dict[str, object]:
        return {"event": self.event.to_json(), "rolls": [r.to_json() for r in self.rolls],
                "fills": self.fills.text, "fills_msg": self.fills.to_json()}


def _name(state: AftermathState, roll: _Roll) -> str:
    return state.sides[roll.side].roster.model(roll.model).name


def _owed_by(state: AftermathState, rolls: list[_Roll]) -> list[refused.Owed]:
    """ "Vex: Recovery, Casualty Fate, Wound Table x3; Hero: Recovery", as
    refusal_words.owed_by takes it."""
    groups: list[tuple[tuple[int, str], list[str]]] = []
    for r in rolls:
        if not groups or groups[-1][0] != (r.side, r.model):
            groups.append(((r.side, r.model), []))
        groups[-1][1].append(r.table)
    out: list[refused.Owed] = []
    for (side, model), owed in groups:
        shown = [(t, TABLE_NAMES[t], owed.count(t)) for t in dict.fromkeys(owed)]
        out.append((state.sides[side].roster.model(model).name, shown))
    return out


def _blinded_with_rolls_left(walk: AftermathState, roll: _Roll) -> bool:
    if roll.table != WOUND:
        return False
    c = judge(walk, roll.side, walk.sides[roll.side].loss(roll.model))
    return (c.model.status == RETIRED_BLIND and c.fate is not None
            and c.fate.wound_rolls > len(c.wounds))


def plan_typed(state: AftermathState, dice: tuple[int, ...]) -> TypedPlan:
    """Which roll each of ``dice`` fills, in order: each goes to the roll owed once the
    ones before it are made (a failed Recovery roll or a Full Recovery ends a model's
    rolls, and the next value goes to the next model)."""
    if next_roll(state) is None:
        raise RuleViolation("campaign", refused.nothing_owed() if not state.confirmed else
                            refused.confirmed())
    walk = copy.deepcopy(state)
    made: list[_Roll] = []
    for i, die in enumerate(dice):
        now = next_roll(walk)
        if now is None:
            owed = len(made)
            rest = dice[i:]
            raise RuleViolation(RULE_OF[made[-1].table], refused.typed_too_many(
                len(dice), owed, _owed_by(state, made), rest))
        roll = dataclasses.replace(now, die=die)
        roll.apply(walk, Log())
        made.append(roll)
        if i + 1 < len(dice) and _blinded_with_rolls_left(walk, roll):
            # The values after it may have been rolled for the Wound Table rolls that are
            # now not made, or for the next model: which, only the players know.
            name = _name(state, roll)
            after = dice[i + 1:]
            raise RuleViolation("W-4", refused.typed_after_blind(
                die, name, after, " ".join(map(str, dice[:i + 1])), next_roll(walk) is not None))
    event: Event = made[0] if len(made) == 1 else TypedRolls(tuple(made))
    return TypedPlan(event, tuple(made), typed_chain(state, tuple(made)))
