"""Reading plain data (dicts from JSON) with errors that name the field and the value.

Every ``from_json`` in the engine goes through these helpers so a bad battle file, a bad
share link and a bad bridge request all fail the same specific way.
"""

from __future__ import annotations

import contextvars
import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from aftermath import field_words as fw
from aftermath import value_words as vw
from aftermath.errors import InvalidData

Json = dict[str, Any]

# No count in any game reaches this; it keeps every number far below 2**53, the largest
# whole number the page (JavaScript) holds exactly, and keeps arithmetic on it cheap.
MAX_INT = 1_000_000
MAX_NUMBER = 1e9


def obj(value: Any, field: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise InvalidData(field, value, fw.an_object())
    return value


def only_keys(data: Mapping[str, Any], field: str, allowed: Iterable[str]) -> None:
    allowed_set = set(allowed)
    for key in data:
        if key not in allowed_set:
            names = ", ".join(sorted(allowed_set))
            raise InvalidData(f"{field}.{key}", data[key], fw.unknown_key(names))


def integer(
    data: Mapping[str, Any],
    key: str,
    field: str,
    *,
    low: int | None = None,
    high: int | None = None,
    default: int | None = None,
) -> int:
    where = f"{field}.{key}" if field else key
    if key not in data:
        if default is None:
            raise InvalidData(where, None, fw.required())
        return default
    return int_value(data[key], where, low=low, high=high)


def int_value(value: Any, field: str, *, low: int | None = None, high: int | None = None) -> int:
    # bool is an int subclass in Python; a JSON true is never a count.
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidData(field, value, fw.whole_number())
    if abs(value) > MAX_INT:
        # Checked before anything prints the number: 10**400 has 401 digits.
        raise InvalidData(field, value, fw.at_most_in_size(MAX_INT))
    if low is not None and value < low:
        raise InvalidData(field, value, fw.at_least(low))
    if high is not None and value > high:
        raise InvalidData(field, value, fw.at_most(high))
    return value


def int_value_exact(value: Any, field: str, *, limit: int) -> int:
    """A whole number of any sign up to ``limit`` in size (ids, not counts)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidData(field, value, fw.whole_number_or_text())
    if abs(value) > limit:
        raise InvalidData(field, value, fw.at_most_in_size(limit))
    return value


def number(
    data: Mapping[str, Any],
    key: str,
    field: str,
    *,
    low: float | None = None,
    high: float | None = None,
    default: float | None = None,
) -> float:
    where = f"{field}.{key}" if field else key
    if key not in data:
        if default is None:
            raise InvalidData(where, None, fw.required())
        return default
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int | float) or value != value:
        raise InvalidData(where, value, fw.a_number())
    if value in (float("inf"), float("-inf")) or abs(value) > MAX_NUMBER:
        raise InvalidData(where, value, fw.finite_number(MAX_NUMBER))
    if low is not None and value < low:
        raise InvalidData(where, value, fw.at_least(low))
    if high is not None and value > high:
        raise InvalidData(where, value, fw.at_most(high))
    return float(value)


def text(
    data: Mapping[str, Any],
    key: str,
    field: str,
    *,
    default: str | None = None,
    max_len: int = 200,
    choices: Iterable[str] | None = None,
) -> str:
    where = f"{field}.{key}" if field else key
    if key not in data:
        if default is None:
            raise InvalidData(where, None, fw.required())
        return default
    value = data[key]
    if not isinstance(value, str):
        raise InvalidData(where, value, fw.text())
    if len(value) > max_len:
        raise InvalidData(where, value, fw.max_characters(max_len))
    check_unicode(value, where)
    if choices is not None:
        options = list(choices)
        if value not in options:
            raise InvalidData(where, value, fw.one_of(", ".join(options)))
    return value


# What a name may not hold. Control characters (Cc) and noncharacters break what the
# name is drawn or exported into (a report's picture, a QR code); the format characters
# (Cf: the bidirectional embeddings, overrides and isolates, which turn the app's own
# text beside the name around, and the zero-width, invisible-operator, tag and other
# invisible ones, which make two names that look alike differ) and the line and
# paragraph separators (Zl, Zp) break a name's one line; a lone surrogate (Cs) is not a
# character. Refused by category, so a character of these kinds added to Unicode later
# is refused too; the two Khmer inherent vowels and the tag block's unassigned first
# point are invisible without being Cf, so they are named. Noncharacters are named by
# their code points rather than found as unassigned (Cn), which differs between the
# Unicode versions of CPython and Pyodide. Refused, never silently removed: a player
# sees what is stored.
_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
_REFUSED_ALSO = re.compile("[\u17b4\u17b5\U000e0000-\U000e007f]")


def _refused(ch: str) -> bool:
    point = ord(ch)
    return (unicodedata.category(ch) in _REFUSED_CATEGORIES
            or 0xFDD0 <= point <= 0xFDEF or point & 0xFFFE == 0xFFFE
            or _REFUSED_ALSO.match(ch) is not None)


def _maybe_refused(value: str) -> bool:
    # Every refused character but the named few is one str.isprintable() is false for
    # (it is false for every Other and Separator but the space), so most text is passed
    # at C speed and only the rest looked at character by character.
    return not value.isprintable() or _REFUSED_ALSO.search(value) is not None


def first_refused(value: str) -> int | None:
    """Where the first character a name may not hold is in ``value`` (None: nowhere)."""
    if _maybe_refused(value):
        for i, ch in enumerate(value):
            if _refused(ch):
                return i
    return None


def character_words(ch: str) -> str:
    """A character as an error names it: ``U+202E RIGHT-TO-LEFT OVERRIDE``."""
    return f"U+{ord(ch):04X}" + (f" {unicodedata.name(ch)}" if unicodedata.name(ch, "") else "")


# Set while a saved game (a device save, a backup's battle, a link) is read. Aftermath
# once took a blank Regiment or Unit name; a game saved with one must keep opening. It
# opens with the name shown as UNNAMED, since every later step re-reads the state and
# holds it to "not blank".
_reading_saved = contextvars.ContextVar("_reading_saved", default=False)
UNNAMED = "(no name)"


@contextmanager
def reading_saved() -> Iterator[None]:
    """Read a saved game's names: a blank one, refused in new input, reads as UNNAMED."""
    token = _reading_saved.set(True)
    try:
        yield
    finally:
        _reading_saved.reset(token)


def saved() -> bool:
    """Whether a saved game is being read (:func:`reading_saved`)."""
    return _reading_saved.get()


def check_name(value: str, field: str, *, blank: bool = False) -> str:
    """A name a player gave (a Regiment, a Unit, a model, a roster, a profile, a list, a
    battle, a player): no control character, noncharacter, bidirectional control or
    zero-width character, and not blank unless ``blank``."""
    at = first_refused(value)
    if at is not None:
        raise InvalidData(field, value, fw.no_refused_character(character_words(value[at]),
                                                                at + 1))
    if not blank and not value.strip():
        if _reading_saved.get():
            return UNNAMED
        raise InvalidData(field, value, fw.not_blank())
    return value


def name(data: Mapping[str, Any], key: str, field: str, *, max_len: int,
         default: str | None = None, blank: bool = False) -> str:
    """Text that names something a player named (see :func:`check_name`)."""
    value = text(data, key, field, default=default, max_len=max_len)
    return check_name(value, f"{field}.{key}" if field else key, blank=blank)


def name_at(value: Any, field: str, *, max_len: int, blank: bool = False) -> str:
    """A name that is itself the field, e.g. ``players[1]``."""
    return name({field: value}, field, "", max_len=max_len, blank=blank)


def mend_saved_text(value: Any) -> Any:
    """The same JSON value with every lone surrogate, and every character a name may
    not hold (:func:`check_name`), replaced by U+FFFD.

    For saved data only (a device's save, a backup file, a share link): made before text
    was checked, it may hold one; it keeps opening, with the character shown as the
    replacement character, never silently gone. New input is refused by
    :func:`check_unicode` and :func:`check_name` instead. (json.loads joins a valid
    surrogate pair into one character, so any surrogate left in a ``str`` is a lone
    one. Saved data holds no text but names, ids, the engine's own words and a roster's
    JSON text, whose control characters JSON escapes, so nothing else is changed.) Its
    callers have refused deep nesting before parsing, so the recursion stays shallow."""
    if isinstance(value, str):
        if not _maybe_refused(value):
            return value
        return "".join("\ufffd" if _refused(ch) else ch for ch in value)
    if isinstance(value, list):
        return [mend_saved_text(v) for v in value]
    if isinstance(value, dict):
        return {mend_saved_text(k): mend_saved_text(v) for k, v in value.items()}
    return value


def may_need_mending(json_text: str) -> bool:
    """Whether :func:`mend_saved_text` could change anything parsed from ``json_text``:
    False when the text has no escape at all and no character a name may not hold,
    since JSON holds no unescaped control character in a string (the parser refuses
    one) and every other refused character is in the text as itself. Checked at C
    speed, where mending walks every value in Python."""
    return "\\" in json_text or _maybe_refused(json_text)


def check_unicode(value: str, field: str) -> str:
    """Refuse a lone surrogate (JSON's ``"\\ud800"``): it is not a character, and text
    holding one could be saved but never shared, encoded or shown."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as err:
        raise InvalidData(field, value, fw.lone_surrogate(err.start + 1)) from err
    return value


def flag(data: Mapping[str, Any], key: str, field: str, *, default: bool = False) -> bool:
    where = f"{field}.{key}" if field else key
    if key not in data:
        return default
    value = data[key]
    if not isinstance(value, bool):
        raise InvalidData(where, value, fw.true_or_false())
    return value


def array(
    data: Mapping[str, Any], key: str, field: str, *, default: list[Any] | None = None,
    max_len: int = 10_000,
) -> list[Any]:
    where = f"{field}.{key}" if field else key
    if key not in data:
        if default is None:
            raise InvalidData(where, None, fw.required())
        return list(default)
    value = data[key]
    if not isinstance(value, list):
        raise InvalidData(where, value, fw.a_list())
    if len(value) > max_len:
        raise InvalidData(where, vw.counted(len(value), "items"), fw.max_items(max_len))
    return value


def list_at(value: Any, field: str, *, max_len: int) -> list[Any]:
    """A list that is itself the field (not a key of an object), e.g. ``picks``."""
    if not isinstance(value, list):
        raise InvalidData(field, value, fw.a_list())
    if len(value) > max_len:
        raise InvalidData(field, vw.counted(len(value), "items"), fw.max_items(max_len))
    return value


def identifier_at(value: Any, field: str) -> str:
    """An identifier that is itself the field, e.g. ``enemies[0]``."""
    return identifier({field: value}, field, "")


def text_at(value: Any, field: str, *, max_len: int = 200) -> str:
    """Text that is itself the field, e.g. ``players[1]``."""
    return text({field: value}, field, "", max_len=max_len)


def identifier(data: Mapping[str, Any], key: str, field: str, *, default: str | None = None) -> str:
    value = text(data, key, field, default=default, max_len=64)
    if not value or not all(c.isalnum() or c in "-_." for c in value):
        raise InvalidData(
            f"{field}.{key}" if field else key, value,
            fw.identifier(),
        )
    return value


def two_players(data: Mapping[str, Any], field: str) -> tuple[str, str]:
    """The two players' names of a battle, "Player 1" and "Player 2" by default."""
    players = array(data, "players", field, default=["Player 1", "Player 2"], max_len=2)
    if len(players) != 2:
        raise InvalidData(f"{field}.players", players, fw.two_players())
    first, second = (name_at(p, f"{field}.players[{i}]", max_len=40, blank=True)
                     for i, p in enumerate(players))
    return first, second
