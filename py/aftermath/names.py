"""How a name from a list file is matched to a name the player kept: the same Regiment,
Character or upgrade whatever its case, accents, apostrophes, hyphens or spacing.

Army builders, rosters and players write one name many ways: "W'adrhŭn", "W’adrhun",
"wadrhun"; "Men-at-Arms", "Men at Arms"; "Šlachta  Lancers". :func:`match_key` gives
all of them one key. The key is only ever compared, never shown: the name shown is the
one the file or the player wrote.

>>> match_key("W’adrhŭn  Hunters") == match_key("wadrhun hunters")
True
>>> match_key("Men-at-Arms") == match_key("MEN AT ARMS")
True
"""

from __future__ import annotations

import unicodedata

# Apostrophes and the marks typed for one: dropped, so "W'adrhun" is "Wadrhun".
APOSTROPHES = frozenset("'`´‘’‛ʼʹʻʽˈ′＇")
# Hyphens and dashes: a space, so "Men-at-Arms" is "Men at Arms".
HYPHENS = frozenset("-‐‑‒–—―−_⁃﹘﹣－")
# Letters that Unicode does not decompose into a plain letter and a mark.
PLAIN = {"ø": "o", "đ": "d", "ð": "d", "ł": "l", "ħ": "h", "ı": "i", "ŧ": "t",
         "æ": "ae", "œ": "oe", "þ": "th", "ŋ": "n", "ƒ": "f"}


def match_key(name: str) -> str:
    """``name`` as it is matched: case folded, accents and other marks dropped (NFKD,
    so "ŭ" is "u"), apostrophes dropped, hyphens and every run of spaces one space.
    Linear in the name's length."""
    out: list[str] = []
    # Apostrophes go first: some ("´") decompose into a space and a mark.
    plain = "".join(c for c in name.casefold() if c not in APOSTROPHES)
    for c in unicodedata.normalize("NFKD", plain):
        if unicodedata.combining(c) or c in APOSTROPHES:
            continue
        if c in HYPHENS or c.isspace():
            out.append(" ")
        else:
            out.append(PLAIN.get(c, c))
    # Casefolding again after the marks are gone: "ß" folds to "ss" only then, and a
    # letter from the table is already folded.
    return " ".join("".join(out).casefold().split())


# -- the names a battle gives its Regiments and Units ----------------------------------
# A name the battle made (numbered, or with its side's name) fits one overview row at
# 360 px beside its strength: the row cuts a longer one at its end, which is where the
# number and the side are.
ROW_NAME = 22
TAG_LENGTH = 10


def side_tags(players: list[str]) -> list[str]:
    """What players call each side at the table: the player's first name ("Ana"), or
    "P1"/"P2" for a side with no player named, or when both first names are alike."""
    firsts = [(p.split() or [""])[0][:TAG_LENGTH] for p in players]
    alike = len(firsts) == 2 and match_key(firsts[0]) == match_key(firsts[1])
    return [f"P{i + 1}" if not first or alike else first for i, first in enumerate(firsts)]


def decorated(name: str, number: int, tag: str = "") -> str:
    """``name`` as the ``number``-th of its side (a number after the first), with its
    side's ``tag`` when the other side fields the same name: "Raiders 2 (Ana)". A name
    with something after it is cut to :data:`ROW_NAME` characters, the cut marked "…"
    and made in the name, never in the number or the side."""
    suffix = (f" {number}" if number > 1 else "") + (f" ({tag})" if tag else "")
    if not suffix:
        return name
    room = ROW_NAME - len(suffix)
    if len(name) > room:
        name = name[:room - 1].rstrip() + "…"
    return name + suffix
