"""Named special rules on a profile (C-20), as plain data and back, for every system.

A rule is a name and, for the rules that have one, a value X (``Indomitable 1``). The
systems decide what a name does (``aftermath.conquest.special_rules``); a name no
system knows is kept and shown, and changes nothing. Read from
``[{"name": "Indomitable", "x": 1}, {"name": "Shield Wall"}]``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from aftermath import data as d
from aftermath import field_words as fw
from aftermath import form_error_words as fe
from aftermath.errors import InvalidData
from aftermath.said import Said

Json = dict[str, Any]

MAX_NAME = 40
MAX_X = 6
MAX_RULES = 12


@dataclasses.dataclass(frozen=True)
class SpecialRule:
    name: str
    x: int | None = None

    def to_json(self) -> Json:
        return {"name": self.name} if self.x is None else {"name": self.name, "x": self.x}

    def label(self) -> str:
        """As a card shows it: "Indomitable 1", "Fearless"."""
        return self.name if self.x is None else f"{self.name} {self.x}"

    @classmethod
    def from_json(cls, value: Any, field: str) -> SpecialRule:
        data = d.obj(value, field)
        d.only_keys(data, field, ("name", "x"))
        name = d.name(data, "name", field, max_len=MAX_NAME, blank=True).strip()
        if not name:
            raise InvalidData(f"{field}.name", data.get("name"), fw.not_blank())
        x = data.get("x")
        return cls(name, None if x is None else d.int_value(x, f"{field}.x", low=1, high=MAX_X))


Rules = tuple[SpecialRule, ...]


def read_rules(data: Mapping[str, Any], field: str,
               known: Mapping[str, bool] | None = None,
               named: Callable[[str], Said | None] | None = None) -> Rules:
    """The ``special_rules`` of a profile (absent: none). ``known`` says, for each name
    a system knows, whether it takes an X: a known rule with an X is refused without
    one, and one without an X is refused with one (a known name is matched without
    regard to case and written as the system spells it). ``named``: the system's name
    of a known rule in the player's words, for the refusal to say."""
    where = f"{field}.special_rules"
    raw = d.array(data, "special_rules", field, default=[], max_len=MAX_RULES)
    out: list[SpecialRule] = []
    spelled = {k.casefold(): k for k in (known or {})}
    for i, item in enumerate(raw):
        rule = SpecialRule.from_json(item, f"{where}[{i}]")
        name = spelled.get(rule.name.casefold())
        if name is not None and known is not None:
            if known[name] and rule.x is None:
                raise InvalidData(f"{where}[{i}].x", None,
                                  fe.needs_x(name, MAX_X, named(name) if named else None))
            if not known[name] and rule.x is not None:
                raise InvalidData(f"{where}[{i}].x", rule.x,
                                  fe.takes_no_x(name, named(name) if named else None))
            rule = SpecialRule(name, rule.x)
        if any(r.name.casefold() == rule.name.casefold() for r in out):
            raise InvalidData(f"{where}[{i}].name", rule.name, fe.listed_twice())
        out.append(rule)
    return tuple(out)


def rules_json(rules: Sequence[SpecialRule]) -> list[Json]:
    return [r.to_json() for r in rules]


def put_rules(out: Json, rules: Sequence[SpecialRule]) -> Json:
    """Adds ``special_rules`` only when there are some: a profile, save or link without
    them is written exactly as before they existed."""
    if rules:
        out["special_rules"] = rules_json(rules)
    return out


def rule_x(rules: Sequence[SpecialRule], name: str) -> int | None:
    """The X of ``name`` (0 for a rule without one), or None when it is not there."""
    for r in rules:
        if r.name == name:
            return 0 if r.x is None else r.x
    return None


def has(rules: Sequence[SpecialRule], name: str) -> bool:
    return rule_x(rules, name) is not None
