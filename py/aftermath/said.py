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
from collections.abc import Mapping, Sequence
from typing import Any

# A tuple of names is a list the page joins as its language lists ("A and B", "A, B,
# and C" in English).
Arg = str | int | float | tuple[str, ...]


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
            listed = isinstance(value, tuple) and all(isinstance(v, str) for v in value)
            if isinstance(value, bool) or not (listed or isinstance(value, (str, int, float))):
                raise TypeError(f"argument {name} of {self.id} is {value!r}: "
                                "a catalogue takes a number, a text or a list of texts")

    def __str__(self) -> str:
        return self.text

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "args": {
            k: list(v) if isinstance(v, tuple) else v for k, v in self.args.items()}}
        if self.parts:
            out["parts"] = [p.to_json() for p in self.parts]
        return out


def listed(names: Sequence[str]) -> str:
    """Names joined as English lists them (as the page's Intl.ListFormat does)."""
    if len(names) <= 2:
        return " and ".join(names)
    return f"{', '.join(names[:-1])}, and {names[-1]}"


def sentence(id: str, text: str, *parts: Said, **args: Arg) -> Said:
    """``Said(id, text, args, parts)`` with the arguments as keywords."""
    return Said(id, text, args, parts)
