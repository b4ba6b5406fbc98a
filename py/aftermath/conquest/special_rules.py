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

from aftermath.special_rules import Rules, SpecialRule, read_rules, rule_x

Json = dict[str, Any]


@dataclasses.dataclass(frozen=True)
class Known:
    name: str
    takes_x: bool
    rule: str
    does: str


KNOWN: tuple[Known, ...] = (
    Known("Fearless", False, "C-22", "Ignores the Terrifying of the Regiment that caused "
          "the Wounds."),
    Known("Bravery", False, "C-28", "Ignores Terrifying; at the start of its Activation a "
          "Broken Regiment may stop being Broken (not a Rally: the Round's count stays)."),
    Known("Dauntless", False, "C-27", "Never Broken, so never Shattered; its losses are still "
          "counted."),
    Known("Iron Discipline", False, "C-23", "Does not re-roll passed Morale dice against "
          "Wounds from the flank or rear."),
    Known("Phalanx", False, "C-24", "+1 Resolve in Morale Tests against Wounds from the "
          "front (not while Broken)."),
    Known("Oblivious", False, "C-26", "Suffers 1 Wound for every 2 failed Morale dice, "
          "rounding up."),
    Known("Indomitable", True, "C-25", "X failed Morale dice count as passed, after any "
          "re-rolls."),
    Known("Terrifying", True, "C-22", "An enemy it is in contact with tests Morale against "
          "its Wounds with Resolve -X (the highest X among its Stands and Characters)."),
    Known("Regeneration", True, "C-29", "A Heal of X that skips the Regiment's Characters "
          "(taken as a Heal naming Regeneration)."),
    Known("Fanatical Devotion", False, "C-29", "A Heal of 3 (taken as a Heal naming "
          "Fanatical Devotion)."),
    Known("Biotic Renewal", False, "C-29", "A Heal of a D6, or a D3 when not Infantry, "
          "entered or rolled."),
    Known("Decay", True, "C-29", "Each Stand of the Regiment it harms rolls X dice; each 5 "
          "or 6 is a Wound; no Morale Tests."),
)

TAKES_X: Mapping[str, bool] = {k.name: k.takes_x for k in KNOWN}


def read(data: Mapping[str, Any], field: str) -> Rules:
    """A Conquest profile's ``special_rules`` (C-20)."""
    return read_rules(data, field, TAKES_X)


def known_json() -> list[Json]:
    """The picker's list: each known rule, whether it takes an X, its ruling, and what
    it does in the app."""
    return [{"name": k.name, "x": k.takes_x, "rule": k.rule, "does": k.does} for k in KNOWN]


def has(rules: Sequence[SpecialRule], name: str) -> bool:
    return rule_x(rules, name) is not None


def x_of(rules: Sequence[SpecialRule], name: str) -> int:
    """X of a rule that takes one; 0 when the rule is not there."""
    return rule_x(rules, name) or 0
