"""The Conquest special rules the engine knows (C-20 to C-29), with what each does in
the app in a player's words, for the profile picker and the cards.

Rules of the Regiment's own profile act on its Morale Tests and Broken count; any other
name is kept and shown and changes nothing (C-20). Terrifying also counts on the
Characters of the source Regiment (C-22: "any of its Stands or Characters"); the rest
count on the Regiment's profile only, so Fearless on a Character, which only protects
that Character in a Duel, does not make the Regiment Fearless. The named heals and
Decay are actions the player takes (a Heal naming its source, a Decay roll): on a
profile they are kept and shown, so the card says the Regiment has them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from aftermath.conquest.rule_words import bare_name, picker_name
from aftermath.conquest.screen_words import rule_does
from aftermath.said import Said
from aftermath.special_rules import Rules, SpecialRule, read_rules, rule_x

Json = dict[str, Any]


@dataclasses.dataclass(frozen=True)
class Known:
    name: str
    takes_x: bool
    rule: str

    @property
    def does(self) -> str:
        """What it does in the app, in English (``said``: as its message)."""
        return self.said.text

    @property
    def said(self) -> Said:
        return rule_does(self.name)


KNOWN: tuple[Known, ...] = (
    Known("Fearless", False, "C-22"),
    Known("Bravery", False, "C-28"),
    Known("Dauntless", False, "C-27"),
    Known("Iron Discipline", False, "C-23"),
    Known("Phalanx", False, "C-24"),
    Known("Oblivious", False, "C-26"),
    Known("Indomitable", True, "C-25"),
    Known("Terrifying", True, "C-22"),
    Known("Regeneration", True, "C-29"),
    Known("Fanatical Devotion", False, "C-29"),
    Known("Biotic Renewal", False, "C-29"),
    Known("Decay", True, "C-29"),
)

TAKES_X: Mapping[str, bool] = {k.name: k.takes_x for k in KNOWN}


def read(data: Mapping[str, Any], field: str) -> Rules:
    """A Conquest profile's ``special_rules`` (C-20)."""
    return read_rules(data, field, TAKES_X, bare_name)


def known_json() -> list[Json]:
    """The picker's list: each known rule, whether it takes an X, its ruling, and what
    it does in the app."""
    # What it does, and its name as the picker lists it, beside their messages, said in
    # the player's words (``name`` stays what a profile saves).
    return [{"name": k.name, "x": k.takes_x, "rule": k.rule, "does": k.does,
             "does_msg": k.said.to_json(), "name_msg": picker_name(k.name).to_json()}
            for k in KNOWN]


def has(rules: Sequence[SpecialRule], name: str) -> bool:
    return rule_x(rules, name) is not None


def x_of(rules: Sequence[SpecialRule], name: str) -> int:
    """X of a rule that takes one; 0 when the rule is not there."""
    return rule_x(rules, name) or 0
