"""Places in a formation in the players' words: "rear rank, right end", "front rank,
2nd from left". Ranks and files are counted from 1 for people; ids stay in the data."""

from __future__ import annotations


def ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def rank_words(rank: int, ranks: int) -> str:
    """``rank`` counts from 0 at the front; ``ranks`` is how many the formation has."""
    if rank == 0:
        return "front rank"
    if rank >= ranks - 1:
        return "rear rank"
    return f"{ordinal(rank + 1)} rank"


def file_words(file: int, files: int) -> str:
    """``file`` counts from 0 at the left (as the owner sees the formation)."""
    if files <= 1:
        return ""
    if file == 0:
        return "left end"
    if file == files - 1:
        return "right end"
    if files % 2 == 1 and file == files // 2:
        return "centre"
    if file < files - 1 - file:
        return f"{ordinal(file + 1)} from left"
    return f"{ordinal(files - file)} from right"


def place_words(rank: int, file: int, ranks: int, files: int) -> str:
    """The whole place: ``place_words(1, 2, 2, 3) == "rear rank, right end"``."""
    where = file_words(file, files)
    return f"{rank_words(rank, ranks)}, {where}" if where else rank_words(rank, ranks)


__all__ = ["file_words", "ordinal", "place_words", "rank_words"]


def possessive(name: str) -> str:
    """A name's possessive: a name ending in s takes a bare apostrophe ("Terrors'",
    "Men-at-Arms'"; Regiment and Unit names are mostly plurals), any other "'s"."""
    return f"{name}'" if name.endswith(("s", "S")) else f"{name}'s"
