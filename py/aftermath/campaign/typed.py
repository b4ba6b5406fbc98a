"""Rolls typed at once ("16 16 18"): they fill, in order, the rolls the next lost model
owes on the table it is on (one Recovery roll, one Casualty Fate roll, or its Wound
Table rolls, W-2 to W-4). More than it owes there are refused whole; any a roll leaves
over (two eye wounds blind the model, W-4) are named, never dropped. What a typed word
means and how many rolls are owed is decided here, not on the page."""

from __future__ import annotations

import copy
import dataclasses
import re

from aftermath.campaign import tables
from aftermath.campaign.events import RULE_OF, WoundRolls, next_roll, not_used
from aftermath.campaign.resolution import TABLE_NAMES, WOUND, AftermathState, resolve
from aftermath.errors import InvalidData, RuleViolation
from aftermath.history import Event, Log

MAX_TYPED = 20


def read_typed(text: object, field: str) -> tuple[int, ...]:
    """The D20 results in ``text``, spaces or commas between; a word that is not one is
    named with its place."""
    if not isinstance(text, str):
        raise InvalidData(field, text, "must be the rolls as typed (text)")
    words = [w for w in re.split(r"[\s,;]+", text.strip()) if w]
    if not words:
        raise InvalidData(field, text, "must hold at least one D20 result")
    if len(words) > MAX_TYPED:
        raise InvalidData(field, f"{len(words)} rolls", f"must hold at most {MAX_TYPED} rolls")
    return tuple(tables.d20(int(w) if re.fullmatch(r"-?\d{1,6}", w) else w, f"{field}[{i}]")
                 for i, w in enumerate(words))


@dataclasses.dataclass(frozen=True)
class TypedRolls:
    """The action to push for typed rolls, the rolls it uses and those left over."""

    event: Event
    used: tuple[int, ...]
    unused: tuple[int, ...]

    @property
    def note(self) -> str | None:
        return not_used(self.unused, len(self.used)) if self.unused else None

    def to_json(self) -> dict[str, object]:
        return {"event": self.event.to_json(), "used": list(self.used),
                "unused": list(self.unused), "note": self.note}


def plan_typed(state: AftermathState, dice: tuple[int, ...]) -> TypedRolls:
    """Which of ``dice`` the next model's rolls on its table take, walked on a copy of
    the aftermath (a Wound Table roll can end the model's rolls: blind, W-4)."""
    first = next_roll(state)
    if first is None:
        raise RuleViolation("campaign", "no roll is owed now" if not state.confirmed else
                            "this aftermath is confirmed; undo the confirmation to change it")
    # More values than the model owes on this table are refused whole: they were rolled
    # for other rolls (the next models'), and the screen asks those one model at a time.
    owing = resolve(state).pending[0]
    owed = owing.wound_rolls_owed if first.table == WOUND else 1
    if len(dice) > owed:
        name = owing.before.name
        raise RuleViolation(RULE_OF[first.table],
                            f"{len(dice)} rolls typed, but {name} owes {owed} "
                            f"{TABLE_NAMES[first.table]} roll{'s' if owed != 1 else ''} now, "
                            f"so nothing was entered: type {owed} for {name}, then the next "
                            "model's")
    walk = copy.deepcopy(state)
    used: list[int] = []
    for die in dice:
        now = next_roll(walk)
        if now is None or (now.kind, now.side, now.model) != (first.kind, first.side, first.model):
            break
        dataclasses.replace(now, die=die).apply(walk, Log())
        used.append(die)
    event: Event = (dataclasses.replace(first, die=used[0]) if len(used) == 1
                    else WoundRolls(first.side, first.model, tuple(used)))
    return TypedRolls(event, tuple(used), dice[len(used):])
