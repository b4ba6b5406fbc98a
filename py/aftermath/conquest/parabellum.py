"""Para Bellum's army builder text export (Conquest): names, Stands and upgrades, no
characteristics.

    == (Warlord) Aristarch [150]: Aristia, Initiative
     * Hoplites (7) [315]: Dorilates, Minotaur Haspist Auxiliary

A ``==`` line is a Character leading a warband, each ``*`` line after it a Regiment
with its Stands in brackets, its points and its upgrades. A Leader or Standard Bearer
upgrade is a Command Stand; every other upgrade is kept as a special rule of its
Regiment or Character (a known rule of C-20 by its name, else as text). The lines
before the first Character name the army. Wounds, Resolve and the Regiment's Type are
not in the text: they are reported missing, to be filled from Muster or asked once.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from aftermath.conquest.list_file import COMMAND_UPGRADES, special_rules
from aftermath.conquest.regiment import MAX_STANDS
from aftermath.lists.source import ListFileError

Json = dict[str, Any]
FORMAT = "Para Bellum army builder text"
MAX_LINES = 400
MAX_LINE = 1000   # characters in one line; the army builder's longest are about 100
_DECORATION = frozenset("=-_*~#")
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


def character_line(line: str) -> _Line | None:
    """``== (Tag) Name [points]: upgrades`` (tag, points and upgrades optional), or None."""
    if not line.startswith("=="):
        return None
    body = line[2:]
    opened = body.lstrip()
    if opened.startswith("("):
        close = opened.find(")")
        if 2 <= close <= 31:   # a tag of 1 to 30 characters
            tagged = _named(opened[close + 1:])
            if tagged is not None:
                return dataclasses.replace(tagged, tag=opened[1:close].strip())
    return _named(body)


def _named(text: str) -> _Line | None:
    end = _name_end(text)
    tail = _tail(text[end:])
    if not text[:end] or tail is None:
        return None
    return _Line(text[:end].strip(), *tail)


def regiment_line(line: str) -> _Line | None:
    """``* Name (Stands) [points]: upgrades`` (points and upgrades optional), or None. A
    name may hold brackets of its own ("Militia (Eccentric) (4)"): the Stands are the
    last bracketed number before the points."""
    if not line.startswith("*"):
        return None
    body = line[1:]
    end = _name_end(body)
    head = body[:end].rstrip()
    opened = head.rfind("(")
    if not head.endswith(")") or opened < 0:
        return None
    stands = head[opened + 1:-1]
    tail = _tail(body[end:])
    if not (1 <= len(stands) <= 3 and stands.isdecimal()) or not head[:opened] or tail is None:
        return None
    return _Line(head[:opened].strip(), *tail, stands=stands)


def title_of(line: str) -> str:
    """A title line with its bracketed parts (``[2000]``) taken out, each with the spaces
    around it, as one space."""
    out: list[str] = []
    at = 0
    while (opened := line.find("[", at)) >= 0 and (close := line.find("]", opened + 1)) >= 0:
        out.append(line[at:opened].rstrip() + " ")
        at = close + 1
        while at < len(line) and line[at].isspace():
            at += 1
    out.append(line[at:])
    return "".join(out).strip(" -:")


def _decoration(line: str) -> bool:
    return all(c in _DECORATION or c.isspace() for c in line)


def looks_like(text: str) -> bool:
    return any(character_line(line.strip()) or regiment_line(line.strip())
               for line in text.splitlines()[:MAX_LINES])


def _upgrades(raw: str | None) -> list[str]:
    return [u.strip() for u in (raw or "").split(",") if u.strip()]


def parse(text: str, where: str = "text") -> tuple[str, list[Json]]:
    """The army's name (or "") and its Regiments, each holding the Characters that lead
    it (a warband's Character joins its first Regiment)."""
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        raise ListFileError(where, len(lines), f"has {len(lines)} lines; at most {MAX_LINES}")
    title = ""
    regiments: list[Json] = []
    waiting: list[Json] = []   # Characters of the warband whose first Regiment is next
    seen_character = False
    for n, line in enumerate(lines, 1):
        plain = line.strip()
        here = f"{where} line {n}"
        if len(plain) > MAX_LINE:
            raise ListFileError(here, f"{len(plain):,} characters",
                                f"is {len(plain):,} characters long; a line is at most "
                                f"{MAX_LINE:,}")
        if not plain or _decoration(plain):
            continue
        if (m := character_line(plain)) is not None:
            if waiting:
                raise ListFileError(here, plain, f"{waiting[0]['name']} leads no Regiment "
                                                 "(a warband's Regiments follow its Character)")
            seen_character = True
            waiting.append(_character(m, here))
        elif (m := regiment_line(plain)) is not None:
            if not seen_character:
                raise ListFileError(here, plain, "is a Regiment before any Character (==) line")
            regiments.append(_regiment(m, here, waiting))
            waiting = []
        elif not seen_character:
            title = title or title_of(plain)
        else:
            raise ListFileError(here, plain, f'"{plain[:40]}" is not a Character (== ...) or a '
                                             "Regiment ( * Name (Stands) ...) line")
    if waiting:
        raise ListFileError(where, waiting[0]["name"],
                            f"{waiting[0]['name']} leads no Regiment")
    if not regiments:
        raise ListFileError(where, text[:40], "holds no Regiment line ( * Name (Stands) ...): "
                                              "not a Para Bellum army builder export")
    return title, regiments


def _character(m: _Line, here: str) -> Json:
    name = m.name
    rules, notes = special_rules(_upgrades(m.upgrades))
    if m.tag:
        notes.insert(0, m.tag)
    return {"name": name, "where": f'{here} > Character "{name}"', "values": {"name": name},
            "found": ["name"], "special_rules": rules, "notes": notes, "joined": True}


def _regiment(m: _Line, here: str, leaders: list[Json]) -> Json:
    name = m.name
    stands = int(m.stands or 0)
    where = f'{here} > Regiment "{name}"'
    if not 1 <= stands <= MAX_STANDS:
        raise ListFileError(where, stands, f"({stands}) Stands: must be 1 to {MAX_STANDS}")
    upgrades = _upgrades(m.upgrades)
    rules, notes = special_rules([u for u in upgrades if u.casefold() not in COMMAND_UPGRADES])
    for leader in leaders:
        notes.append(f"{leader['name']} joins this Regiment (the first of its warband)")
    return {"name": name, "where": where,
            "values": {"name": name, "stands": stands,
                       "command": any(u.casefold() in COMMAND_UPGRADES for u in upgrades)},
            "found": ["name", "stands", "command"],
            "stands": {"base": stands, "additional": 0},
            "special_rules": rules, "notes": notes, "characters": list(leaders)}
