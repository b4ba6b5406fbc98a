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

import re
from typing import Any

from aftermath.conquest.regiment import MAX_STANDS
from aftermath.lists.conquest import COMMAND_UPGRADES
from aftermath.lists.rules import special_rules
from aftermath.lists.source import ListFileError

Json = dict[str, Any]
MAX_LINES = 400
_CHARACTER = re.compile(r"^==\s*(?:\((?P<tag>[^)]{1,30})\)\s*)?(?P<name>[^\[\]:]+?)\s*"
                        r"(?:\[(?P<points>\d{1,5})\])?\s*(?::\s*(?P<upgrades>.*))?$")
# A name may hold brackets of its own ("Militia (Eccentric) (4)"): the Stands are the
# last bracketed number before the points.
_REGIMENT = re.compile(r"^\*\s*(?P<name>[^\[\]:]+?)\s*\((?P<stands>\d{1,3})\)\s*"
                       r"(?:\[(?P<points>\d{1,5})\])?\s*(?::\s*(?P<upgrades>.*))?$")
_DECORATION = re.compile(r"^[=\-_*~#\s]*$")


def looks_like(text: str) -> bool:
    return any(_CHARACTER.match(line.strip()) or _REGIMENT.match(line.strip())
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
        if not plain or _DECORATION.match(plain):
            continue
        here = f"{where} line {n}"
        if (m := _CHARACTER.match(plain)) is not None:
            if waiting:
                raise ListFileError(here, plain, f"{waiting[0]['name']} leads no Regiment "
                                                 "(a warband's Regiments follow its Character)")
            seen_character = True
            waiting.append(_character(m, here))
        elif (m := _REGIMENT.match(plain)) is not None:
            if not seen_character:
                raise ListFileError(here, plain, "is a Regiment before any Character (==) line")
            regiments.append(_regiment(m, here, waiting))
            waiting = []
        elif not seen_character:
            title = title or re.sub(r"\s*\[[^\]]*\]\s*", " ", plain).strip(" -:")
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


def _character(m: re.Match[str], here: str) -> Json:
    name = m.group("name").strip()
    rules, notes = special_rules(_upgrades(m.group("upgrades")))
    if m.group("tag"):
        notes.insert(0, m.group("tag").strip())
    return {"name": name, "where": f'{here} > Character "{name}"', "values": {"name": name},
            "found": ["name"], "special_rules": rules, "notes": notes, "joined": True}


def _regiment(m: re.Match[str], here: str, leaders: list[Json]) -> Json:
    name = m.group("name").strip()
    stands = int(m.group("stands"))
    where = f'{here} > Regiment "{name}"'
    if not 1 <= stands <= MAX_STANDS:
        raise ListFileError(where, stands, f"({stands}) Stands: must be 1 to {MAX_STANDS}")
    upgrades = _upgrades(m.group("upgrades"))
    rules, notes = special_rules([u for u in upgrades if u.casefold() not in COMMAND_UPGRADES])
    for leader in leaders:
        notes.append(f"{leader['name']} joins this Regiment (the first of its warband)")
    return {"name": name, "where": where,
            "values": {"name": name, "stands": stands,
                       "command": any(u.casefold() in COMMAND_UPGRADES for u in upgrades)},
            "found": ["name", "stands", "command"],
            "stands": {"base": stands, "additional": 0},
            "special_rules": rules, "notes": notes, "characters": list(leaders)}
