"""Morale Tests (C-10 to C-13): the Resolve to beat, and each die's verdict."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping, Sequence
from typing import Any

from aftermath import data as d
from aftermath import form_error_words as fe
from aftermath.conquest import history_words as hw
from aftermath.conquest import morale_words as said
from aftermath.conquest.regiment import PoolSource, Regiment
from aftermath.errors import InvalidData
from aftermath.said import Said


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
    # The special rules' part (C-22, C-24): Terrifying taken off, who it is from, the
    # rule that ignored it, and Phalanx's +1 (0 when Broken or not from the front).
    terrifying: int = 0
    terrifying_from: str | None = None
    terrifying_ignored: str | None = None
    phalanx: int = 0

    @property
    def value(self) -> int:
        return self.base + self.size_bonus + sum(self.applied_modifiers) + self.rules

    @property
    def rules(self) -> int:
        return self.phalanx - self.terrifying

    @property
    def before_rules(self) -> int:
        return self.value - self.rules

    def explanation(self) -> tuple[Said, ...]:
        """How the Resolve was reached, part by part, each a sentence of its own."""
        parts = [said.resolve_base(self.broken, self.base)]
        if self.broken:
            parts.append(said.resolve_no_size())
        else:
            parts.append(said.resolve_size(self.size_bonus, self.size))
        for m in self.modifiers:
            ignored = not (m in self.applied_modifiers or m <= 0)
            parts.append(said.resolve_modifier(m, ignored=ignored))
        if self.terrifying:
            parts.append(said.resolve_terrifying(self.terrifying))
        elif self.terrifying_ignored:
            parts.append(said.resolve_terrifying_ignored(self.terrifying_ignored))
        if self.phalanx:
            parts.append(said.resolve_phalanx())
        return tuple(parts)

    def explain(self) -> str:
        return said.explained(self.explanation(), self.value)

    def explain_msg(self) -> dict[str, Any]:
        """:meth:`explain` as a message, for the page (a step's data keeps the English)."""
        return hw.resolve_explained(self.explanation(), self.value).to_json()

    def passes(self) -> str:
        """Which faces pass, as a player would say it (C-10)."""
        return hw.passes(self.value).text

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "value": self.value, "base": self.base, "base_rule": self.base_rule,
            "stands": self.size, "size_bonus": self.size_bonus,
            "modifiers": list(self.modifiers), "applied_modifiers": list(self.applied_modifiers),
            "broken": self.broken, "explain": self.explain(),
        }
        if self.terrifying or self.terrifying_ignored:
            out.update(terrifying=self.terrifying, terrifying_from=self.terrifying_from,
                       terrifying_ignored=self.terrifying_ignored)
        if self.phalanx:
            out["phalanx"] = self.phalanx
        return out


def resolve(regiment: Regiment, modifiers: Sequence[int] = (),
            source: PoolSource | None = None) -> Resolve:
    """The Resolve of the Regiment's Morale Test (C-11), against the pool ``source`` when
    given, else the pool its owed test answers (C-22, C-24)."""
    values = [s.resolve for s in regiment.alive_stands] + [
        c.resolve for c in regiment.alive_characters
    ]
    size = regiment.count()
    extra = _rules(regiment, pool_of(regiment, source))
    if regiment.broken:
        # C-11: lowest Resolve, no size bonus, positive modifiers ignored (Phalanx too,
        # C-24); Terrifying is negative and still applies (C-22).
        return Resolve(min(values), "lowest (Broken)", size, 0, tuple(modifiers),
                       tuple(m for m in modifiers if m < 0), True,
                       **{**extra, "phalanx": 0})
    return Resolve(max(values), "highest", size, size_bonus(size), tuple(modifiers),
                   tuple(modifiers), False, **extra)


# C-21: a pool that names no arc came from the front, so a test owed for a pool that
# named nothing of where it came from is a test against the front (C-23, C-24).
PLAIN_POOL = PoolSource()


def pool_of(regiment: Regiment, source: PoolSource | None = None) -> PoolSource | None:
    """The pool a Morale Test answers: ``source`` when given, else the one the owed test
    answers; None only when there is neither (the Resolve on the card, no test at hand)."""
    if source is not None:
        return source
    if regiment.pending_source is not None:
        return regiment.pending_source
    return PLAIN_POOL if regiment.pending_morale else None


def _rules(regiment: Regiment, source: PoolSource | None) -> dict[str, Any]:
    if source is None:
        return {}
    out: dict[str, Any] = {"phalanx": int(regiment.has("Phalanx") and source.arc == "front")}
    if source.terrifying:
        # C-22: Fearless or Bravery ignore the rule (they do not raise Resolve).
        ignored = next((n for n in ("Fearless", "Bravery") if regiment.has(n)), None)
        out.update(terrifying=0 if ignored else source.terrifying,
                   terrifying_from=source.name, terrifying_ignored=ignored)
    return out


@dataclasses.dataclass(frozen=True)
class Die:
    value: int
    passed: bool
    reason: str
    # The reason as a key ("one", "six", "at_most", "over"), for the step log's message.
    why: str = ""
    # The Resolve it was judged against, for the reason's message.
    target: int = 0

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"value": self.value, "passed": self.passed, "reason": self.reason}
        if self.why:
            out["reason_msg"] = said.die_reason(self.value, self.why, self.target).to_json()
        return out


def judge(value: int, target: int) -> Die:
    """C-10: a natural 1 always passes, a natural 6 always fails."""
    if value == 1:
        why, passed = "one", True
    elif value == 6:
        why, passed = "six", False
    else:
        why, passed = ("at_most", True) if value <= target else ("over", False)
    return Die(value, passed, said.die_reason(value, why, target).text, why, target)


def read_modifiers(data: Mapping[str, Any], field: str) -> tuple[int, ...]:
    """The player's Resolve modifiers (C-11), e.g. ``[-1]`` for Terrifying."""
    mods = d.array(data, "modifiers", field, default=[], max_len=10)
    where = f"{field}.modifiers" if field else "modifiers"
    return tuple(d.int_value(m, f"{where}[{i}]", low=-12, high=12)
                 for i, m in enumerate(mods))


def rerolls_passes(regiment: Regiment, source: PoolSource | None = None) -> bool:
    """C-23: Wounds from the flank or rear re-roll every passed die once, unless the
    Regiment has Iron Discipline."""
    src = pool_of(regiment, source)
    return (src is not None and src.arc in ("flank", "rear")
            and not regiment.has("Iron Discipline"))


@dataclasses.dataclass(frozen=True)
class Taken:
    """One Morale Test worked through in the rulings' order: Resolve, the roll, the
    flank/rear re-roll of the passes, Indomitable, Oblivious, the Wounds (C-10 to C-12,
    C-22 to C-26)."""

    resolve: Resolve
    first: tuple[Die, ...]
    reroll: bool
    second: tuple[Die, ...]
    rolled_failures: int
    indomitable: int
    failed: int
    wounds: int
    oblivious: bool

    @property
    def passes(self) -> int:
        return sum(d.passed for d in self.first)


def take(regiment: Regiment, dice: Sequence[int], rerolls: Sequence[int] | None,
         modifiers: Sequence[int] = (), source: PoolSource | None = None) -> Taken:
    """The test as the engine rules it; the re-rolled dice must be one per pass when the
    test re-rolls (C-23), and none otherwise."""
    target = resolve(regiment, modifiers, source)
    first = tuple(judge(v, target.value) for v in dice)
    passes = sum(d.passed for d in first)
    again = rerolls_passes(regiment, source)
    second_values = tuple(rerolls or ())
    if again and len(second_values) != passes:
        raise InvalidData("rerolls", None if rerolls is None else list(rerolls),
                          fe.rerolls_per_pass(passes))
    if not again and second_values:
        raise InvalidData("rerolls", list(second_values),
                          fe.no_rerolls())
    second = tuple(judge(v, target.value) for v in second_values)
    rolled = len(first) - passes + sum(not d.passed for d in second)
    saved, failed, wounds = after_rolls(regiment, rolled)
    return Taken(target, first, again, second, rolled, saved, failed, wounds,
                 regiment.has("Oblivious"))


def after_rolls(regiment: Regiment, rolled_failures: int) -> tuple[int, int, int]:
    """After the dice (and any re-roll): the failures Indomitable (X) turns into passes
    (C-25), the failures left, then the Wounds they inflict, one per 2 failures rounding
    up with Oblivious (C-26)."""
    saved = min(regiment.rule_x("Indomitable"), rolled_failures)
    failed = rolled_failures - saved
    wounds = math.ceil(failed / 2) if regiment.has("Oblivious") else failed
    return saved, failed, wounds
