"""Morale Tests (C-10 to C-13): the Resolve to beat, and each die's verdict."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from aftermath import data as d
from aftermath.conquest.regiment import Regiment


def size_bonus(stands: int) -> int:
    """C-11: +1 for 4-6 Stands, +2 for 7-9, +3 for 10 or more; not cumulative."""
    if stands >= 10:
        return 3
    if stands >= 7:
        return 2
    if stands >= 4:
        return 1
    return 0


@dataclasses.dataclass(frozen=True)
class Resolve:
    """The Resolve a Morale Test is rolled against, with how it was reached (C-11)."""

    base: int
    base_rule: str
    size: int
    size_bonus: int
    modifiers: tuple[int, ...]
    applied_modifiers: tuple[int, ...]
    broken: bool

    @property
    def value(self) -> int:
        return self.base + self.size_bonus + sum(self.applied_modifiers)

    def explain(self) -> str:
        parts = [f"{'lowest' if self.broken else 'highest'} Resolve {self.base}"]
        if self.broken:
            parts.append("no size bonus (Broken)")
        else:
            parts.append(f"size bonus +{self.size_bonus} ({self.size} Stands)")
        for m in self.modifiers:
            if m in self.applied_modifiers or m <= 0:
                parts.append(f"modifier {m:+d}")
            else:
                parts.append(f"modifier {m:+d} ignored (Broken)")
        return ", ".join(parts) + f" = {self.value}"

    def to_json(self) -> dict[str, Any]:
        return {
            "value": self.value, "base": self.base, "base_rule": self.base_rule,
            "stands": self.size, "size_bonus": self.size_bonus,
            "modifiers": list(self.modifiers), "applied_modifiers": list(self.applied_modifiers),
            "broken": self.broken, "explain": self.explain(),
        }


def resolve(regiment: Regiment, modifiers: Sequence[int] = ()) -> Resolve:
    values = [s.resolve for s in regiment.alive_stands] + [
        c.resolve for c in regiment.alive_characters
    ]
    size = regiment.count()
    if regiment.broken:
        # C-11: lowest Resolve, no size bonus, positive modifiers ignored.
        return Resolve(min(values), "lowest (Broken)", size, 0, tuple(modifiers),
                       tuple(m for m in modifiers if m < 0), True)
    return Resolve(max(values), "highest", size, size_bonus(size), tuple(modifiers),
                   tuple(modifiers), False)


@dataclasses.dataclass(frozen=True)
class Die:
    value: int
    passed: bool
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"value": self.value, "passed": self.passed, "reason": self.reason}


def judge(value: int, target: int) -> Die:
    """C-10: a natural 1 always passes, a natural 6 always fails."""
    if value == 1:
        return Die(value, True, "natural 1 always passes")
    if value == 6:
        return Die(value, False, "natural 6 always fails")
    if value <= target:
        return Die(value, True, f"{value} is at most Resolve {target}")
    return Die(value, False, f"{value} is over Resolve {target}")


def read_modifiers(data: Mapping[str, Any], field: str) -> tuple[int, ...]:
    """The player's Resolve modifiers (C-11), e.g. ``[-1]`` for Terrifying."""
    mods = d.array(data, "modifiers", field, default=[], max_len=10)
    return tuple(d.int_value(m, f"{field}.modifiers[{i}]", low=-12, high=12)
                 for i, m in enumerate(mods))
