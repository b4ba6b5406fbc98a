"""The actions special rules add (C-28, C-29): a Broken Regiment's Bravery at the start
of its Activation, and a Decay roll, each an event on the shared history."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, ClassVar, Self

from aftermath import data as d
from aftermath import field_words as fw
from aftermath.conquest import history_words as hw
from aftermath.conquest import refusal_words as refused
from aftermath.conquest import stand_words as sw
from aftermath.conquest.events import WoundPool, _name, no_pending, read_push_order
from aftermath.conquest.regiment import Regiment
from aftermath.conquest.state import ConquestState
from aftermath.dice import RandomSource, check_dice, roll
from aftermath.errors import InvalidData, RuleViolation
from aftermath.history import Event, Log
from aftermath.said import Said

Json = dict[str, Any]

DECAY_WOUND = 5  # C-29: each 5 or 6 is a Wound


@dataclasses.dataclass(frozen=True)
class Bravery(Event):
    """C-28: at the start of its Activation a Broken Regiment with Bravery stops being
    Broken. Not a Rally: the Round's baseline and losses stay (C-14), so more losses
    this Round Break it again, with a new B (C-15)."""

    kind: ClassVar[str] = "bravery"
    regiment: str

    def said_summary(self, state: ConquestState) -> Said:
        return hw.bravery(_name(state, self.regiment))

    def apply(self, state: ConquestState, log: Log) -> None:
        r = state.regiment(self.regiment)
        no_pending(state, "rally")
        refused = bravery_refusal(r)
        if refused is not None:
            raise refused
        r.broken, r.broken_at = False, None
        log("C-28", sw.uses_bravery(r.name, r.baseline), regiment=r.id, baseline=r.baseline)

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Self:
        d.only_keys(data, field, ("kind", "regiment"))
        return cls(d.identifier(data, "regiment", field))


def bravery_refusal(r: Regiment) -> RuleViolation | None:
    """Why the Regiment cannot use Bravery now (C-28), or None when it can."""
    if not r.has("Bravery"):
        return RuleViolation("C-28", refused.no_bravery(r.name))
    if r.destroyed:
        return RuleViolation("C-28", refused.destroyed(r.name))
    if not r.broken:
        return RuleViolation("C-28", refused.not_broken(r.name))
    return None


def decay_dice(r: Regiment, x: int) -> int:
    """C-29: every Stand rolls X dice. Characters never take Wound Pool Wounds (C-3), so
    only the Regiment's own Stands roll."""
    return len(r.alive_stands) * x


@dataclasses.dataclass(frozen=True)
class Decay(Event):
    """Decay (X) on a Regiment (C-29): Stands x X dice, entered or (None) rolled by the
    app; each 5 or 6 is a Wound of a pool that causes no Morale Tests."""

    kind: ClassVar[str] = "decay"
    rolled: ClassVar[tuple[str, ...]] = ("dice",)
    regiment: str
    x: int
    dice: tuple[int, ...] | None = None
    push_order: tuple[str, ...] = ()

    def to_json(self) -> Json:
        out = super().to_json()
        if not out["push_order"]:
            out.pop("push_order")
        return out

    def with_rolls(self, state: ConquestState, rng: RandomSource) -> Event:
        if self.dice is not None:
            return self
        r = state.regiment(self.regiment)
        return dataclasses.replace(self, dice=roll(decay_dice(r, self.x), 6, rng))

    def said_summary(self, state: ConquestState) -> Said:
        return hw.decay(self.x, _name(state, self.regiment))

    def apply(self, state: ConquestState, log: Log) -> None:
        r = state.regiment(self.regiment)
        if r.destroyed:
            raise RuleViolation("C-5", refused.already_destroyed(r.name))
        no_pending(state, "pool")
        if self.dice is None:
            raise InvalidData("dice", None, fw.entered_or_rolled())
        want = decay_dice(r, self.x)
        dice = check_dice(list(self.dice), 6, "dice", count=want)
        wounds = sum(v >= DECAY_WOUND for v in dice)
        stands = len(r.alive_stands)
        log("C-29", sw.decay(self.x, stands, want, wounds), regiment=r.id,
            dice=list(dice), wounds=wounds)
        WoundPool(r.id, wounds, morale=False, push_order=self.push_order,
                  harm="decay").apply(state, log)

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Self:
        d.only_keys(data, field, ("kind", "regiment", "x", "dice", "push_order"))
        raw = data.get("dice")
        return cls(d.identifier(data, "regiment", field),
                   d.integer(data, "x", field, low=1, high=6),
                   None if raw is None else check_dice(raw, 6, f"{field}.dice"),
                   read_push_order(data, field))


SPECIAL_EVENTS: tuple[type[Event], ...] = (Bravery, Decay)
