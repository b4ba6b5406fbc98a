"""Para Bellum's army builder text export (Conquest): names, Stands and upgrades, no
characteristics.

    === The Last Argument of Kings ===

    Hellenic Expedition [2000/2000]
    City States
    == (Warlord) Aristarch [150]: Aristia, Initiative
     * Hoplites (7) [315]: Dorilates, Minotaur Haspist Auxiliary

A ``==`` line is a Character leading a warband, each ``*`` line after it a Regiment
with its Stands in brackets, its points and its upgrades. A Leader or Standard Bearer
upgrade is a Command Stand; every other upgrade is kept as a special rule of its
Regiment or Character (a known rule of C-20 by its name, else as text). The lines
before the first Character are the builder's header: the ``=== ... ===`` banner, the
list's name with ``[points/limit]``, the faction and the army rule (which the builder
sometimes writes as ``[object Object]``). Wounds, Resolve and the Regiment's Type are
not in the text: they are reported missing, to be filled from Muster or asked once.

Players paste the export from wherever they found it, so what arrives is read as it
has been seen to arrive: ``•`` or ``-`` for ``*`` (a web page's bullets), ``-`` for
``==`` too (a Character then is the line with points and no Stands), blank lines and
double spaces, parentheses lost (``Hoplites 7 [315]``, ``== Warlord Aristarch``), and
a ``==`` run on after the line before it (a blog that lost the line break). A line
after the header that is still not readable is skipped and reported with its number,
its text and why; the rest imports.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from aftermath import data as d
from aftermath import list_reader_words as rw
from aftermath.conquest.list_file import COMMAND_UPGRADES, special_rules
from aftermath.conquest.regiment import MAX_STANDS
from aftermath.lists import note_words as nw
from aftermath.lists.source import ListFileError
from aftermath.names import match_key
from aftermath.said import Said

Json = dict[str, Any]
FORMAT = rw.para_bellum_text().text
MAX_LINES = 400
MAX_LINE = 1000   # characters in one line; the army builder's longest are about 100
MAX_SHOWN = 120   # characters of a skipped line the preview shows
# The builder writes the list's name, the faction and the army rule before the first
# Character; a date line or one more is common. Further lines there are reported.
HEADER_LINES = 4
_DECORATION = frozenset("=-_*~#•")
_BULLETS = "*•·"       # a Regiment's mark, as the builder writes it or a page shows it
_DASHES = "-–—"         # a hand-written or re-typed list's mark for either
# The lines are read with string methods, each character looked at a bounded number of
# times: a pattern that can split a run of spaces between several optional parts takes
# time cubic in the run, and the text is whatever the player pasted.


@dataclasses.dataclass(frozen=True)
class _Line:
    name: str
    points: str | None
    upgrades: str | None
    tag: str | None = None
    stands: str | None = None


def _tail(rest: str) -> tuple[str | None, str | None] | None:
    """What may follow a name: ``[points]``, then ``: upgrades``, spaces around; None
    when ``rest`` is something else."""
    points = None
    if rest.startswith("["):
        close = rest.find("]")
        if close < 0 or not (1 <= close - 1 <= 5 and rest[1:close].isdecimal()):
            return None
        points, rest = rest[1:close], rest[close + 1:]
    rest = rest.lstrip()
    if not rest:
        return points, None
    if rest[0] != ":":
        return None
    return points, rest[1:].lstrip()


def _name_end(text: str) -> int:
    """Where a name ends: at the first ``[``, ``]`` or ``:`` (a name holds none)."""
    found = [i for i in (text.find("["), text.find("]"), text.find(":")) if i >= 0]
    return min(found, default=len(text))


def _spaced(text: str) -> str:
    return " ".join(text.split())


def _tagged(body: str) -> tuple[str | None, str]:
    """A Warlord's mark before the name: ``(Warlord) Name``, or ``Warlord Name`` once
    the parentheses are lost; any other bracketed tag of 1 to 30 characters is kept."""
    opened = body.lstrip()
    if opened.startswith("("):
        close = opened.find(")")
        if 2 <= close <= 31:
            return opened[1:close].strip(), opened[close + 1:]
    if opened[:8].casefold() == "warlord ":
        return "Warlord", opened[8:]
    return None, body


def _named(text: str, tag: str | None = None) -> _Line | None:
    end = _name_end(text)
    tail = _tail(text[end:])
    name = _spaced(text[:end])
    if not name or tail is None:
        return None
    return _Line(name, *tail, tag=tag)


def _character(body: str) -> _Line | None:
    """``(Tag) Name [points]: upgrades`` (tag, points and upgrades optional), or None."""
    tag, rest = _tagged(body)
    if tag is not None and (found := _named(rest, tag)) is not None:
        return found
    return _named(body)


def _stands(head: str) -> tuple[str, str] | None:
    """The name and the Stands of a Regiment's head: ``Name (4)``, or ``Name 4`` once the
    parentheses are lost. A name may hold brackets of its own ("Militia (Eccentric)
    (4)"): the Stands are the last bracketed number."""
    head = head.rstrip()
    if head.endswith(")"):
        opened = head.rfind("(")
        count = head[opened + 1:-1]
        if opened > 0 and 1 <= len(count) <= 3 and count.isdecimal():
            return head[:opened], count
        return None
    name, _, count = head.rpartition(" ")
    if name.strip() and 1 <= len(count) <= 3 and count.isdecimal():
        return name, count
    return None


def _regiment(body: str) -> _Line | None:
    """``Name (Stands) [points]: upgrades`` (points and upgrades optional), or None."""
    end = _name_end(body)
    split = _stands(body[:end])
    tail = _tail(body[end:])
    if split is None or tail is None or not _spaced(split[0]):
        return None
    return _Line(_spaced(split[0]), *tail, stands=split[1])


def _banner(line: str) -> bool:
    """``=== The Last Argument of Kings ===``: the builder's banner, not a Character."""
    return line.startswith("===") or (len(line) > 4 and line.startswith("==")
                                      and line.endswith("=="))


def _mark(line: str) -> tuple[str, str]:
    """The line's mark (``==``, ``*``, ``-`` or none) and what follows it."""
    if line.startswith("=="):
        return "==", line[2:]
    if line[:1] and line[0] in _BULLETS:
        return "*", line[1:]
    if line[:1] and line[0] in _DASHES and line[1:2].isspace():
        return "-", line[1:]
    return "", line


def character_line(line: str) -> _Line | None:
    """``== (Tag) Name [points]: upgrades`` (tag, points and upgrades optional), or None."""
    mark, body = _mark(line)
    return _character(body) if mark == "==" and not _banner(line) else None


def regiment_line(line: str) -> _Line | None:
    """``* Name (Stands) [points]: upgrades`` (points and upgrades optional), or None."""
    mark, body = _mark(line)
    return _regiment(body) if mark == "*" else None


def _read(line: str, after_character: bool) -> tuple[str, _Line | None]:
    """What one line is: ``("character" | "regiment", its parts)``, ``("header", None)``
    before the first Character, or ``("unread", None)``. A line with no mark is read
    only after the first Character (before it, it is the header); with no mark or a
    dash, a line with Stands and points is a Regiment and one with points and no Stands
    a Character."""
    mark, body = _mark(line)
    if mark == "==":
        found = None if _banner(line) else _character(body)
        if found is not None:
            return "character", found
        return ("unread" if after_character else "header"), None
    if mark == "*":
        return "regiment", _regiment(body)
    if mark == "-" or after_character:
        # Without the builder's own mark, only a line with points is a list line: "see
        # you at 8" is not a Regiment of 8 Stands.
        regiment = _regiment(body)
        if regiment is not None and regiment.points is not None:
            return "regiment", regiment
        character = _character(body)
        if character is not None and character.points is not None:
            return "character", character
    return ("unread" if after_character or mark else "header"), None


def _runs(line: str) -> list[str]:
    """A line cut where a Character's ``==`` runs on after other text (``* Longbowmen
    (5) [215]: == Imperial Officer [75]:``)."""
    parts = []
    at = 0
    while (cut := line.find(" == ", at + 1)) > 0:
        if line[at:cut].strip():
            parts.append(line[at:cut].strip())
            at = cut + 1
        else:
            break
    parts.append(line[at:].strip())
    return parts


def title_of(line: str) -> str:
    """A title line with its bracketed parts (``[2000]``) taken out, each with the spaces
    around it, as one space, and no marks around it (``== My List [2000/2000]``)."""
    out: list[str] = []
    at = 0
    while (opened := line.find("[", at)) >= 0 and (close := line.find("]", opened + 1)) >= 0:
        out.append(line[at:opened].rstrip() + " ")
        at = close + 1
        while at < len(line) and line[at].isspace():
            at += 1
    out.append(line[at:])
    return _spaced("".join(out).strip(" -:=*•\t"))


def _decoration(line: str) -> bool:
    return all(c in _DECORATION or c.isspace() for c in line)


def looks_like(text: str) -> bool:
    for line in text.splitlines()[:MAX_LINES]:
        for part in _runs(line.strip()):
            kind, found = _read(part, after_character=False)
            if found is not None and kind in ("character", "regiment"):
                return True
    return False


def _upgrades(raw: str | None) -> list[str]:
    return [_spaced(u) for u in (raw or "").split(",") if u.strip()]


def _skipped(n: int, text: str, why: Said) -> Json:
    """A line not read: its number, its text as shown, and why (``why_msg`` the same as
    a message, for the page to say in the player's language)."""
    shown = text if len(text) <= MAX_SHOWN else text[:MAX_SHOWN - 1] + "…"
    return {"line": n, "text": d.mend_saved_text(shown), "why": why.text,
            "why_msg": why.to_json()}


def parse(text: str, where: str = "text") -> tuple[str, list[Json], list[Json], str]:
    """The army's name (or ""), its Regiments, each holding the Characters that lead it
    (a warband's Character joins its first Regiment), the lines skipped (``{"line",
    "text", "why"}``) and the faction its header names (or "")."""
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        raise ListFileError(where, len(lines), rw.too_many_lines(len(lines), MAX_LINES))
    header: list[str] = []
    regiments: list[Json] = []
    skipped: list[Json] = []
    waiting: list[tuple[int, str, Json]] = []   # the warband's Characters, to join its first
    seen_character = False
    for n, line in enumerate(lines, 1):
        plain = line.strip()
        here = f"{where} line {n}"
        if len(plain) > MAX_LINE:
            raise ListFileError(here, f"{len(plain):,} characters",
                                rw.line_too_long(len(plain), MAX_LINE))
        for part in _runs(plain):
            if not part or _decoration(part) or _banner(part):
                continue
            kind, m = _read(part, seen_character)
            if kind == "character" and m is not None:
                skipped += [_skipped(w, t, _leads_none(c)) for w, t, c in waiting]
                seen_character = True
                waiting = [(n, part, _character_json(m, here))]
            elif kind == "regiment" and m is not None:
                why = _stands_refused(m)
                if why:
                    skipped.append(_skipped(n, part, why))
                    continue
                regiments.append(_regiment_json(m, here, [c for _, _, c in waiting]))
                waiting = []
            elif kind == "header":
                header.append(part)
                if len(header) > HEADER_LINES:
                    skipped.append(_skipped(n, part, rw.before_first_character()))
            else:
                skipped.append(_skipped(n, part, _unread(kind)))
    skipped += [_skipped(w, t, _leads_none(c)) for w, t, c in waiting]
    if not regiments:
        raise ListFileError(where, text[:40], rw.no_regiment_line())
    return (_title(header), regiments, sorted(skipped, key=lambda s: s["line"]),
            faction_of(header))


# The factions the army builder writes on the line after the list's name, as it spells
# them. Only names: a list's faction files the profiles its import keeps.
FACTIONS = ("The Hundred Kingdoms", "The Spires", "Dweghom", "Nords", "W'adrhŭn",
            "The Old Dominion", "City States", "Sorcerer Kings", "Yoroni")


def _faction_key(name: str) -> str:
    key = match_key(name)
    return key[4:] if key.startswith("the ") else key


_FACTION_KEYS = {_faction_key(f): f for f in FACTIONS}


def faction_of(header: list[str]) -> str:
    """The faction a header line names, as the builder spells it: a line that is the
    faction's name alone ("Nords"), or a list named after its faction ("Sorcerer Kings
    [2000/2000]"); "" when none does (the import then asks, prefilled)."""
    for line in header:
        found = _FACTION_KEYS.get(_faction_key(title_of(line)))
        if found is not None:
            return found
    return ""


def _title(header: list[str]) -> str:
    """The list's name: the header line with ``[points/limit]`` (the builder's), else the
    first header line with words (a paste that starts at the faction)."""
    limited = [h for h in header if "[" in h and "/" in h]
    return next((t for h in (*limited, *header) if (t := title_of(h))), "")


def _unread(kind: str) -> Said:
    return rw.not_a_regiment_line() if kind == "regiment" else rw.not_a_list_line()


def _leads_none(character: Json) -> Said:
    return rw.leads_none(character["name"])


def _stands_refused(m: _Line) -> Said | None:
    stands = int(m.stands or 0)
    return None if 1 <= stands <= MAX_STANDS else rw.stands_refused(m.name, stands, MAX_STANDS)


def _character_json(m: _Line, here: str) -> Json:
    name = m.name
    rules, notes = special_rules(_upgrades(m.upgrades))
    if m.tag:
        notes.insert(0, m.tag)
    return {"name": name, "where": f'{here} > Character "{name}"', "values": {"name": name},
            "found": ["name"], "special_rules": rules, "notes": notes, "joined": True,
            "upgrades": _upgrades(m.upgrades)}


def _regiment_json(m: _Line, here: str, leaders: list[Json]) -> Json:
    name = m.name
    stands = int(m.stands or 0)
    where = f'{here} > Regiment "{name}"'
    upgrades = _upgrades(m.upgrades)
    rules, notes = special_rules([u for u in upgrades if u.casefold() not in COMMAND_UPGRADES])
    for leader in leaders:
        notes.append(nw.joins_first(leader["name"], "warband"))
    return {"name": name, "where": where,
            "values": {"name": name, "stands": stands,
                       "command": any(u.casefold() in COMMAND_UPGRADES for u in upgrades)},
            "found": ["name", "stands", "command"],
            "stands": {"base": stands, "additional": 0},
            "special_rules": rules, "notes": notes, "characters": list(leaders),
            "upgrades": [u for u in upgrades if u.casefold() not in COMMAND_UPGRADES]}
