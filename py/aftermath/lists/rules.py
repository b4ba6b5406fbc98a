"""Special rules as a roster names them, mapped to the names the engine knows.

A file writes a rule's value in many ways ("Indomitable (2)", "Indomitable 2",
"Indomitable2"); the known rules of C-20 and C-29 come out under their own name with
``x`` (``{"name": "Indomitable", "x": 2}``), any other rule is kept as its text and
changes nothing (C-20). Case and spacing never matter to the match.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from aftermath.lists import note_words as nw
from aftermath.special_rules import MAX_NAME as MAX_RULE_NAME
from aftermath.special_rules import MAX_RULES, MAX_X

# A system's known names (Conquest's: C-20, and the named healing of C-29), each with
# True when it takes an X; a system with none keeps every rule as its text.
Known = Mapping[str, bool]


def with_x(text: str) -> tuple[str, str] | None:
    """``Name (X)``, ``Name X`` or ``NameX`` split into the name and X's digits, or None
    when the text does not end in a number. Read from the end with string methods, each
    character once: a pattern would backtrack over a run of "(" as long as the text."""
    body = text.rstrip()
    body = body.removesuffix(")")
    start = len(body)
    while start > 0 and body[start - 1].isdecimal():
        start -= 1
    if start == len(body):
        return None
    name_end = start
    while name_end > 0 and (body[name_end - 1].isspace() or body[name_end - 1] == "("):
        name_end -= 1
    return body[:name_end], body[start:]


def key(text: str) -> str:
    """A rule's name as it is matched: case and spacing never matter."""
    return "".join(text.casefold().split())


_key = key


def canonical(raw: str, known: Known) -> tuple[dict[str, Any] | None, str | None]:
    """A rule as the engine keeps it (None: not kept), and a note when the file's text
    could not be kept as it is (a known rule without its X or with one out of range is
    not kept, since the engine would read it wrongly; a name is shortened)."""
    text = " ".join(raw.split())
    # A note quotes at most 80 characters of what the file wrote.
    shown = text if len(text) <= 80 else text[:77] + "..."
    by_key = {_key(name): name for name in known}
    plain = by_key.get(_key(text))
    if plain is not None and not known[plain]:
        return {"name": plain}, None
    split = with_x(text)
    if split is not None:
        name = by_key.get(_key(split[0]))
        if name is not None and known[name]:
            # A number of thousands of digits is not read (int() refuses past 4300).
            x = int(split[1]) if len(split[1]) <= 9 else MAX_X + 1
            if 1 <= x <= MAX_X:
                return {"name": name, "x": x}, None
            return None, nw.x_out_of_range(shown, MAX_X)
    if plain is not None:
        return None, nw.no_x(shown)
    if len(text) > MAX_RULE_NAME:
        return _as_text(text), nw.shortened(shown, MAX_RULE_NAME)
    return {"name": text}, None


def _as_text(text: str) -> dict[str, Any]:
    return {"name": text[:MAX_RULE_NAME].rstrip()}


def special_rules(names: list[str], known: Known) -> tuple[list[dict[str, Any]], list[str]]:
    """The rules of one Regiment or Unit, each once, in the file's order, and notes;
    ``known``: its system's known rules."""
    out: list[dict[str, Any]] = []
    notes: list[str] = []
    seen: set[str] = set()
    for raw in names:
        if not raw.strip():
            continue
        rule, note = canonical(raw, known)
        if note:
            notes.append(note)
        if rule is None:
            continue
        key = _key(rule["name"])
        if key in seen:
            continue
        seen.add(key)
        out.append(rule)
    if len(out) > MAX_RULES:
        notes.append(nw.rules_not_kept(len(out) - MAX_RULES, MAX_RULES))
        out = out[:MAX_RULES]
    return out, notes
