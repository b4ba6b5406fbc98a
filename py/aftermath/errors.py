"""The errors the engine raises. Every message names the field or rule at fault."""

from __future__ import annotations

import builtins
import reprlib
from typing import Any

from aftermath.said import Said, sentence

# A message quotes what it was given (a name, a line of a list file, a field path made
# of keys): it says what is wrong in a few lines, whatever the length of the input.
MAX_MESSAGE = 400
MAX_FIELD = 200


def clip(text: str, limit: int) -> str:
    """``text``, or its start and end around how long it is when it is over ``limit``."""
    if len(text) <= limit:
        return text
    tail = limit // 4
    return f"{text[:limit - tail]}… ({len(text):,} characters) …{text[-tail:]}"


class AftermathError(Exception):
    """Base of every error the engine raises on purpose."""

    kind = "error"

    def __str__(self) -> str:
        return clip(super().__str__(), MAX_MESSAGE)

    def to_json(self) -> dict[str, Any]:
        return {"type": self.kind, "message": str(self)}


class InvalidData(AftermathError, ValueError):
    """Input that does not describe a valid thing: names the field and the bad value.

    ``expected`` given as :class:`Said` (aftermath/field_words.py) keeps its id: the
    error's ``said`` is then the whole sentence ("<field>: <expected>, got <value>"),
    for the page to say in the player's language; ``expected`` is its English as ever,
    ``because`` what was given. A ``value`` given as :class:`Said` is a value the engine
    describes (aftermath/value_words.py: "2001 items"): ``value`` is its English, and
    the sentence says it too. ``words`` given as :class:`Said` is said the same way: the
    reply's ``msg`` always says its ``message``."""

    kind = "invalid_data"

    def __init__(self, field: str, value: Any, expected: str | Said, *,
                 words: str | Said | None = None) -> None:
        # A path holding a key of the input (an unknown key 10,000 characters long).
        self.field = clip(field, MAX_FIELD)
        described = value if isinstance(value, Said) else None
        # What was given as it was given: an error raised again under another field
        # passes it on, so a described value keeps its sentence.
        self.given = value
        if described is not None:
            value = described.text
        self.value = value
        self.because = expected
        self.expected = str(expected)
        # What a screen shows a player when the field path would mean nothing to them
        # (a refused setup names its Regiments); the reply still carries the field.
        self.words = None if words is None else clip(str(words), MAX_MESSAGE)
        self.words_said = words if isinstance(words, Said) else None
        shown = _shown(value)
        if len(shown) > 120:
            shown = shown[:117] + "..."
        text = f"{self.field}: {expected}, got {shown}"
        self.said = None if not isinstance(expected, Said) else sentence(
            "invalid-data", text, expected, field=self.field, got=shown
        ) if described is None else sentence(
            "tab-invalid-data-counted", text, expected, field=self.field, **described.args)
        super().__init__(f"{self.field}: {self.expected}, got {shown}")

    def to_json(self) -> dict[str, Any]:
        # ``expected`` alone, in English: a page without the engine's sentences says why a
        # value it names its own way (a typed die) was refused, without the field's path.
        out = {**super().to_json(), "field": self.field,
               "expected": clip(self.expected, MAX_MESSAGE)}
        said = self.said
        if self.words is not None:
            out.update(message=self.words, detail=str(self))
            said = self.words_said
        if said is not None:
            out["msg"] = said.to_json()
        return out


class NewerVersion(InvalidData):
    """A backup file written by a newer Aftermath (its version is a whole number past the
    ones this one reads): the player updates the app. A version that is not a whole
    number at all (``1.5``, ``"2"``, ``1e400``) is plain :class:`InvalidData`: the file
    is damaged, and updating would not help."""

    kind = "newer_version"


class _Shown(reprlib.Repr):
    """repr, bounded: a value nested a thousand deep or holding a number of thousands of
    digits (repr refuses past 4300) is still shown, shortened, never an engine fault."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel, self.maxstring, self.maxother = 3, 60, 60
        self.maxlist = self.maxtuple = self.maxdict = 4

    def repr_str(self, x: str, level: int) -> str:
        if len(x) <= self.maxstring:
            return builtins.repr(x)
        # Its start and its length: a 10,000-character name is not quoted whole.
        return f"{builtins.repr(x[:self.maxstring])[:-1]}…' ({len(x):,} characters)"

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 64:
            return f"a number of about {int(x.bit_length() * 0.30103) + 1} digits"
        return builtins.repr(x)


def _shown(value: Any) -> str:
    return _Shown().repr(value)


class RuleViolation(AftermathError):
    """A well-formed request the rules do not allow now (e.g. Healing a Broken Regiment).

    ``asks`` names the event field a player's choice would fill to make it allowed (e.g.
    ``"excess_from"``, N-5), so a screen can put the question without reading the rule
    id. A ``message`` given as :class:`Said` keeps its id and arguments (``said``), for
    the page to say in the player's language; its English is the message as ever."""

    kind = "rule_violation"

    def __init__(self, rule: str, message: str | Said, *, asks: str | None = None) -> None:
        self.rule = rule
        self.asks = asks
        self.said = message if isinstance(message, Said) else None
        super().__init__(f"{message} ({rule})")

    def refusal(self) -> dict[str, Any]:
        """The rule and the reason, as a screen shows a refused action before the tap."""
        out: dict[str, Any] = {"rule": self.rule, "reason": str(self)}
        if self.said is not None:
            out["msg"] = self.said.to_json()
        return out

    def to_json(self) -> dict[str, Any]:
        out = {**super().to_json(), "rule": self.rule}
        if self.asks is not None:
            out["asks"] = self.asks
        if self.said is not None:
            out["msg"] = self.said.to_json()
        return out
