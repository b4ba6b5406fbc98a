"""Multiple Wounds (X): what each unsaved wound of such an attack costs (N-6).

X is a number ("2") or a die with an optional bonus ("D3", "D6", "D3+1"). Each unsaved
wound's value is entered by the player or rolled by the app; either way the record holds
the plain values, so an entered batch and an app-rolled one are the same record. A value
never costs more than the Health Points characteristic of the models of the Health Pool
it hits: one wound never spills into a second model.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, Self

from aftermath import data as d
from aftermath import field_words as fw
from aftermath import form_error_words as fe
from aftermath.dice import RandomSource
from aftermath.errors import InvalidData
from aftermath.ninth_age import step_words as step
from aftermath.said import Said

Json = dict[str, Any]

MAX_WOUNDS = 200
MAX_FIXED = 20
DICE = (3, 6)
_SPEC = re.compile(r"^(?:(\d{1,2})|D(\d)(?:\+(\d))?)$")


@dataclasses.dataclass(frozen=True)
class Spec:
    """X of Multiple Wounds: ``sides`` 0 for a fixed number (``bonus`` is then X)."""

    sides: int
    bonus: int

    @property
    def low(self) -> int:
        return self.bonus + (1 if self.sides else 0)

    @property
    def high(self) -> int:
        return self.bonus + self.sides

    @property
    def text(self) -> str:
        if not self.sides:
            return str(self.bonus)
        return f"D{self.sides}" + (f"+{self.bonus}" if self.bonus else "")

    def faces(self) -> list[int]:
        """Every equally likely value of one wound (one value for a fixed number)."""
        return list(range(self.low, self.high + 1))


def parse_spec(value: Any, field: str) -> Spec:
    """"3", "D3", "D6", "D3+1" (a D3 or a D6, plus 1 to 6) -> :class:`Spec`."""
    if not isinstance(value, str):
        raise InvalidData(field, value, fe.multiple_wounds_spec())
    match = _SPEC.match(value.strip().upper())
    if match is None:
        raise InvalidData(field, value, fe.multiple_wounds_spec())
    fixed, sides, bonus = match.groups()
    if fixed is not None:
        if not 1 <= int(fixed) <= MAX_FIXED:
            raise InvalidData(field, value, fe.fixed_multiple_wounds(MAX_FIXED))
        return Spec(0, int(fixed))
    if int(sides) not in DICE:
        raise InvalidData(field, value, fe.d3_or_d6())
    extra = int(bonus or 0)
    if bonus is not None and not 1 <= extra <= 6:
        raise InvalidData(field, value, fe.bonus_range())
    return Spec(int(sides), extra)


@dataclasses.dataclass(frozen=True)
class MultipleWounds:
    """One attack with Multiple Wounds (X): ``wounds`` unsaved wounds, and each one's
    value (``values``), or ``None`` for the app to roll them (N-6)."""

    x: str
    wounds: int
    values: tuple[int, ...] | None = None

    @property
    def spec(self) -> Spec:
        return parse_spec(self.x, "multiple_wounds.x")

    def rolled(self, rng: RandomSource) -> MultipleWounds:
        if self.values is not None:
            return self
        spec = self.spec
        values = tuple(rng.randint(spec.low, spec.high) if spec.sides else spec.bonus
                       for _ in range(self.wounds))
        return dataclasses.replace(self, values=values)

    def capped(self, hp: int) -> tuple[int, ...]:
        """Each wound's Health Point losses on models of ``hp`` Health Points (N-6)."""
        if self.values is None:
            raise InvalidData("multiple_wounds.values", None,
                              fw.entered_or_rolled())
        return tuple(min(v, hp) for v in self.values)

    def describe(self, hp: int) -> str:
        """"Multiple Wounds D3: 3, 3, 2 -> 8 Health Points" with the capped ones said."""
        return self.said(hp).text

    def said(self, hp: int) -> Said:
        """:meth:`describe` as a sentence (ninth_age/step_words.py)."""
        return step.multiple_wounds(self.x, self.values or (), self.capped(hp))

    def to_json(self) -> Json:
        return {"x": self.x, "wounds": self.wounds,
                "values": None if self.values is None else list(self.values)}

    @classmethod
    def from_json(cls, value: Any, field: str) -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("x", "wounds", "values"))
        spec = parse_spec(data.get("x"), f"{field}.x")
        wounds = d.integer(data, "wounds", field, low=0, high=MAX_WOUNDS)
        raw = data.get("values")
        values = None if raw is None else _values(raw, spec, wounds, f"{field}.values")
        if values is None and not spec.sides:
            values = (spec.bonus,) * wounds  # a fixed X has nothing to roll or enter
        return cls(spec.text, wounds, values)


def _values(raw: Any, spec: Spec, wounds: int, field: str) -> tuple[int, ...]:
    items = d.list_at(raw, field, max_len=MAX_WOUNDS)
    out = []
    for i, v in enumerate(items):
        if isinstance(v, bool) or not isinstance(v, int) or not spec.low <= v <= spec.high:
            what = (fe.fixed_value(spec.bonus) if not spec.sides else
                    fe.die_result(spec.text, spec.low, spec.high))
            raise InvalidData(f"{field}[{i}]", v, what)
        out.append(v)
    if len(out) != wounds:
        raise InvalidData(field, list(items),
                          fe.values_per_wound(wounds))
    return tuple(out)


def read(value: Any, field: str) -> MultipleWounds | None:
    return None if value is None else MultipleWounds.from_json(value, field)
