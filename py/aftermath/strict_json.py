"""JSON text read strictly: what the engine reads must be what it could write back.

Every reply is parsed by the page's ``JSON.parse``, which has no infinity and no NaN, so
a number that only reads as one (``1e400``, ``NaN``, ``Infinity``) is refused where it
is read, naming its place, rather than failing as a reply later. Nesting is capped
before the parser runs: Python's parser recurses once per level, and in the browser a
text nested 100,000 arrays deep overflows the worker's stack instead of raising.

>>> loads('{"a": [1, 2.5, {"b": "x"}]}', "file")
{'a': [1, 2.5, {'b': 'x'}]}
>>> loads('{"settings": {"x": 1e400}}', "file")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
aftermath.errors.InvalidData: file.settings.x: is a number too large to be kept ...
>>> loads("[" * 65 + "]" * 65, "file")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
aftermath.errors.InvalidData: file: is nested more than 64 levels deep ...
"""

from __future__ import annotations

import itertools
import json
import math
import re
from typing import Any

from aftermath import field_words
from aftermath import value_words as vw
from aftermath.errors import InvalidData

# Far deeper than anything the app writes (a backup's battle event is about 8 levels
# down), far shallower than any parser's stack.
MAX_DEPTH = 64

# A string, or an unterminated one to the end of the text (the parser stops there, so
# no bracket after it counts): every match runs on to a closing quote or the end, so no
# quote is ever scanned from twice. Ending only at a closing quote made a text of many
# escaped quotes take time quadratic in its length.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\\?\Z)', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class _NotFinite:
    """What the parser puts where a number JSON.parse could not give back was read."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


def depth(text: str, limit: int = MAX_DEPTH) -> int:
    """How deep arrays and objects nest in ``text`` (brackets inside strings do not
    count; a text that is not JSON still gets a number, never an error). At most
    ``limit`` brackets in all are not scanned: their count is the answer's bound."""
    opens = text.count("[") + text.count("{")
    if opens <= limit:
        return opens  # an upper bound, and the common case: no scan at all
    brackets = _BRACKET.findall(_STRING.sub("", text))
    # Running sums in C (map and accumulate), not a Python loop per character.
    return max(itertools.accumulate(map(_STEP.__getitem__, brackets)), default=0)


def loads(text: str, field: str) -> Any:
    """``text`` parsed; InvalidData names ``field`` (or the place inside it) for data
    nested too deeply or a number that is not finite; ValueError if it is not JSON."""
    deep = depth(text)
    if deep > MAX_DEPTH:
        raise InvalidData(field, vw.counted(deep, "levels"), field_words.nested_too_deep(MAX_DEPTH))
    found: list[_NotFinite] = []

    def number(raw: str) -> Any:
        value = float(raw)
        if math.isfinite(value):
            return value
        found.append(_NotFinite(raw))
        return found[-1]

    def constant(raw: str) -> Any:
        found.append(_NotFinite(raw))
        return found[-1]

    value = json.loads(text, parse_float=number, parse_constant=constant)
    if found:
        where, kept = _place(value, field, found[0])
        if kept in ("NaN", "Infinity", "-Infinity"):
            raise InvalidData(where, kept, field_words.not_a_json_number())
        raise InvalidData(where, kept, field_words.infinite_number())
    return value


def _place(value: Any, field: str, first: _NotFinite) -> tuple[str, str]:
    """The path and text of the first not-finite number in ``value`` (``first``: the
    parser's first, if a repeated key dropped every one kept), walked without recursion."""
    stack: list[tuple[Any, str]] = [(value, field)]
    while stack:
        item, where = stack.pop()
        if isinstance(item, _NotFinite):
            return where, item.text
        if isinstance(item, dict):
            stack.extend((v, f"{where}.{k}") for k, v in reversed(item.items()))
        elif isinstance(item, list):
            stack.extend((v, f"{where}[{i}]") for i, v in reversed(list(enumerate(item))))
    return field, first.text
