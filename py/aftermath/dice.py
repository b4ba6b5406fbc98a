"""Dice: values the player entered, or values drawn from an injected random source.

Either way the engine records plain values, so an entered roll and an app roll leave
the same record (C-13) and a replay of the history is deterministic.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from aftermath import field_words as fw
from aftermath.errors import InvalidData


class RandomSource(Protocol):
    def randint(self, a: int, b: int) -> int: ...


def system_random() -> RandomSource:
    return random.SystemRandom()


def seeded(seed: int) -> RandomSource:
    return random.Random(seed)


def check_dice(values: Any, sides: int, field: str, *, count: int | None = None) -> tuple[int, ...]:
    """Validate entered dice: a list of whole numbers from 1 to ``sides``."""
    if not isinstance(values, Sequence) or isinstance(values, str | bytes):
        raise InvalidData(field, values, fw.dice_list(sides))
    out = []
    for i, v in enumerate(values):
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= sides:
            raise InvalidData(f"{field}[{i}]", v, fw.die_result(sides))
        out.append(v)
    if count is not None and len(out) != count:
        raise InvalidData(field, list(values), fw.dice_count(count))
    return tuple(out)


def roll(count: int, sides: int, rng: RandomSource) -> tuple[int, ...]:
    return tuple(rng.randint(1, sides) for _ in range(count))
