"""Unstable losses: Health Points a Unit loses with no saves, shared among its Health
Pools (N-7).

The rank and file take them first, then the Champion, then the Characters, spread as
evenly as possible among the Characters one Health Point at a time: each point goes to
the Character that has taken the fewest of this batch so far, a tie to the one first in
the owner's order (by default the order the Unit lists them). Each Health Pool's share
is then one batch of losses to it (N-2 to N-4).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Self

from aftermath import data as d
from aftermath import form_error_words as fe
from aftermath.errors import InvalidData, RuleViolation
from aftermath.history import Event, Log
from aftermath.ninth_age import casualties
from aftermath.ninth_age import history_words as hw
from aftermath.ninth_age import refusal_words as refused
from aftermath.ninth_age import step_words as step
from aftermath.ninth_age.unit import MAX_CHARACTERS, RANK_AND_FILE, Unit, identifier_at
from aftermath.said import Said

Json = dict[str, Any]

MAX_LOSSES = 999


def _spread(unit: Unit, pools: Sequence[str], losses: int) -> dict[str, int]:
    """``losses`` spread one Health Point at a time over ``pools``, evenly, ties to the
    first in ``pools``; a pool with no Health Points left takes no more."""
    room = {p: unit.health_points_left(p) for p in pools}
    share = dict.fromkeys(pools, 0)
    for _ in range(losses):
        open_pools = [p for p in pools if share[p] < room[p]]
        if not open_pools:
            break
        share[min(open_pools, key=lambda p: share[p])] += 1  # min keeps the first of a tie
    return share


def tie_order(unit: Unit, order: Sequence[str]) -> list[str]:
    """The Characters in play in the order that settles a tie: the owner's, or the
    Unit's own order when none is given."""
    living = [c.id for c in unit.characters if c.kind == "character" and unit.pool_models(c.id)]
    if not order:
        return living
    for i, pid in enumerate(order):
        if pid not in living:
            raise InvalidData(f"order[{i}]", pid, fe.character_in_play(living))
        if pid in order[:i]:
            raise InvalidData(f"order[{i}]", pid, fe.named_twice())
    if len(order) != len(living):
        raise InvalidData("order", list(order),
                          fe.every_character(living))
    return list(order)


def shares(unit: Unit, losses: int, order: Sequence[str] = ()) -> list[tuple[str, int]]:
    """Each Health Pool's part of ``losses``, in the order they are taken (N-7)."""
    characters = tie_order(unit, order)
    champions = [c.id for c in unit.characters if c.kind == "champion" and unit.pool_models(c.id)]
    out: list[tuple[str, int]] = []
    left = losses
    for tier in ([RANK_AND_FILE] if unit.pool_models(RANK_AND_FILE) else [], champions,
                 characters):
        part = _spread(unit, tier, left)
        out += [(p, n) for p, n in part.items() if n]
        left -= sum(part.values())
    return out


@dataclasses.dataclass(frozen=True)
class UnstableLosses(Event):
    """Health Points a Unit loses to Unstable (N-7): no saves, shared among its Health
    Pools by the engine; ``order`` is the owner's order of its Characters for a tie."""

    kind: ClassVar[str] = "unstable_losses"
    unit: str
    losses: int
    order: tuple[str, ...] = ()

    # ``state`` is the battle's NinthAgeState (battle.py imports this module, not back).
    def said_summary(self, state: Any) -> Said:
        unit = next((u for u in state.units if u.id == self.unit), None)
        return hw.unstable(self.losses, self.unit if unit is None else unit.name)

    def apply(self, state: Any, log: Log) -> None:
        u = state.unit(self.unit)
        d.int_value(self.losses, "losses", low=1, high=MAX_LOSSES)
        if u.destroyed:
            raise RuleViolation("N-7", refused.unit_empty(u.name))
        left = sum(u.health_points_left(p) for p in u.pools())
        parts = shares(u, self.losses, self.order)
        ties = tie_order(u, self.order)
        said = step.unstable(self.losses, [(*_pool_kind(u, p), n) for p, n in parts],
                             [_pool_kind(u, p) for p in ties], bool(self.order))
        log("N-7", said, unit=u.id, losses=self.losses,
            shares=[{"pool": p, "losses": n} for p, n in parts], order=ties)
        for pool, n in parts:
            casualties.take_losses(u, pool, n, log)
        excess = self.losses - sum(n for _, n in parts)
        if excess:
            log("N-2", step.unit_excess(excess, u.name, left), unit=u.id, excess=excess)

    def to_json(self) -> Json:
        return {"kind": self.kind, "unit": self.unit, "losses": self.losses,
                "order": list(self.order)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Self:
        d.only_keys(data, field, ("kind", "unit", "losses", "order"))
        order = d.array(data, "order", field, default=[], max_len=MAX_CHARACTERS)
        return cls(
            unit=d.identifier(data, "unit", field),
            losses=d.integer(data, "losses", field, low=1, high=MAX_LOSSES),
            order=tuple(identifier_at(p, f"{field}.order[{i}]") for i, p in enumerate(order)),
        )


def _pool_kind(u: Unit, pool: str) -> tuple[str, str]:
    """The Health Pool's kind and its Character's name (none for the rank and file)."""
    if pool == RANK_AND_FILE:
        return RANK_AND_FILE, ""
    c = u.character(pool)
    return c.kind, c.name
