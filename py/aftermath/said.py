"""A sentence the engine says as a message id and its arguments, beside its English.

The page says it in the player's language from its catalogues (web/i18n/, the English
one has every id); the English ``text`` stays what the Python API, the tests and a page
without the id show. Arguments are plain JSON values a catalogue can select on: numbers
to count and choose a plural by, and keys (``"flank"``, ``"pool"``) to choose a word
by; names from a list or a player go in as written. A length or an angle goes in as a
number with a tenth at most (a catalogue formats it for its locale).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

Arg = str | int | float


@dataclasses.dataclass(frozen=True)
class Said:
    """One sentence: its catalogue ``id``, its English ``text`` and its ``args``; ``parts``
    are sentences of their own it lists (each said, then joined as the language joins a
    list of parts, as its ``$parts`` argument)."""

    id: str
    text: str
    args: Mapping[str, Arg] = dataclasses.field(default_factory=dict)
    parts: tuple[Said, ...] = ()

    def __post_init__(self) -> None:
        for name, value in self.args.items():
            # bool is an int to Python, but no catalogue can count or select on it.
            if isinstance(value, bool) or not isinstance(value, (str, int, float)):
                raise TypeError(f"argument {name} of {self.id} is {value!r}: "
                                "a catalogue takes a number or a text")

    def __str__(self) -> str:
        return self.text

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "args": dict(self.args)}
        if self.parts:
            out["parts"] = [p.to_json() for p in self.parts]
        return out


def sentence(id: str, text: str, *parts: Said, **args: Arg) -> Said:
    """``Said(id, text, args, parts)`` with the arguments as keywords."""
    return Said(id, text, args, parts)
