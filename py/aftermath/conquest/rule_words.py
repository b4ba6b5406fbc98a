"""The names of the special rules Conquest's engine knows (C-20 to C-29), each a message
id with its value beside its English: the app's own words for a rule it gives an effect,
said in the player's language on the picker, a card and a profile. A rule no system
knows is army-list or player text and is shown as written (it has no message).

The English here is the Python API's and the fallback; the page says the same from
web/i18n/en.ftl (tests/unit/test_said_rule_names.py renders each both ways).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from aftermath.said import Said, sentence
from aftermath.special_rules import SpecialRule

# A rule with an X: its value (a number), ``"any"`` as the picker lists it for the X to
# be filled in ("Decay (X)") or ``"none"`` for its name alone (an error about its X).
X = int | str


def _text(name: str, x: X) -> str:
    return f"{name} (X)" if x == "any" else name if x == "none" else f"{name} {x}"


# Each known rule by its name, as the engine spells it (special_rules.KNOWN), said with
# its X (ignored by a rule without one).
_NAMES: dict[str, Callable[[X], Said]] = {
    "Fearless": lambda x: sentence("rule-name-fearless", "Fearless"),
    "Bravery": lambda x: sentence("rule-name-bravery", "Bravery"),
    "Dauntless": lambda x: sentence("rule-name-dauntless", "Dauntless"),
    "Iron Discipline": lambda x: sentence("rule-name-iron-discipline", "Iron Discipline"),
    "Phalanx": lambda x: sentence("rule-name-phalanx", "Phalanx"),
    "Oblivious": lambda x: sentence("rule-name-oblivious", "Oblivious"),
    "Indomitable": lambda x: sentence("rule-name-indomitable", _text("Indomitable", x),
                                      x=x),
    "Terrifying": lambda x: sentence("rule-name-terrifying", _text("Terrifying", x), x=x),
    "Regeneration": lambda x: sentence("rule-name-regeneration", _text("Regeneration", x),
                                       x=x),
    "Fanatical Devotion": lambda x: sentence("rule-name-fanatical-devotion",
                                             "Fanatical Devotion"),
    "Biotic Renewal": lambda x: sentence("rule-name-biotic-renewal", "Biotic Renewal"),
    "Decay": lambda x: sentence("rule-name-decay", _text("Decay", x), x=x),
}

NAMED = frozenset(_NAMES)


def picker_name(name: str) -> Said:
    """A known rule as the picker lists it: "Bravery", "Decay (X)"."""
    return _NAMES[name]("any")


def bare_name(name: str) -> Said | None:
    """A known rule's name alone ("Decay"), or None for a name the engine does not know."""
    said = _NAMES.get(name)
    return None if said is None else said("none")


def rule_name(rule: SpecialRule) -> Said | None:
    """A rule on a profile as a card says it ("Decay 1"), or None for a rule the engine
    does not know (shown as written)."""
    said = _NAMES.get(rule.name)
    if said is None:
        return None
    # A known rule with an X always has one, and one without has none (read_rules).
    return said("none" if rule.x is None else rule.x)


def rules_msgs(rules: Sequence[SpecialRule]) -> list[dict[str, Any] | None]:
    """Each rule's message, in order (null for a rule shown as written)."""
    return [None if (s := rule_name(r)) is None else s.to_json() for r in rules]
