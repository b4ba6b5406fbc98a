"""Places in a formation in the players' words: "rear rank, right end", "front rank,
2nd from left". Ranks and files are counted from 1 for people; ids stay in the data."""

from __future__ import annotations

import dataclasses


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


def place_args(rank: int, file: int, ranks: int, files: int,
               prefix: str = "") -> dict[str, str | int]:
    """The place :func:`place_words` says, as a sentence's arguments (``prefix`` tells
    two places of one sentence apart): ``rank`` is front, rear or nth (the
    ``rank_n``-th), ``file`` none, left, right, centre, from_left or from_right (the
    ``file_n``-th from that end); ``rank_ord`` and ``file_ord`` their English ordinal
    categories."""
    kind = "front" if rank == 0 else "rear" if rank >= ranks - 1 else "nth"
    if files <= 1:
        where, n = "none", 0
    elif file == 0:
        where, n = "left", 1
    elif file == files - 1:
        where, n = "right", 1
    elif files % 2 == 1 and file == files // 2:
        where, n = "centre", 0
    elif file < files - 1 - file:
        where, n = "from_left", file + 1
    else:
        where, n = "from_right", files - file
    return {f"{prefix}rank": kind, f"{prefix}rank_n": rank + 1,
            f"{prefix}rank_ord": _ordinal_kind(rank + 1), f"{prefix}file": where,
            f"{prefix}file_n": n, f"{prefix}file_ord": _ordinal_kind(n)}


def _ordinal_kind(n: int) -> str:
    """English's ordinal category of ``n`` (1st one, 2nd two, 3rd few, else other): the
    page's NUMBER() takes no ordinal type, so English's catalogue is told it. Another
    language writes its ordinals from the number alone."""
    if 10 <= n % 100 <= 20:
        return "other"
    return {1: "one", 2: "two", 3: "few"}.get(n % 10, "other")


@dataclasses.dataclass(frozen=True)
class Place:
    """A place in a formation: said in English by ``str()``, and as a sentence's
    arguments by :meth:`args`."""

    rank: int
    file: int
    ranks: int
    files: int

    def __str__(self) -> str:
        return place_words(self.rank, self.file, self.ranks, self.files)

    def args(self, prefix: str = "") -> dict[str, str | int]:
        return place_args(self.rank, self.file, self.ranks, self.files, prefix)


__all__ = ["Place", "file_words", "ordinal", "place_args", "place_words", "rank_words"]


def possessive(name: str) -> str:
    """A name's possessive: a name ending in s takes a bare apostrophe ("Terrors'",
    "Men-at-Arms'"; Regiment and Unit names are mostly plurals), any other "'s"."""
    return f"{name}'" if name.endswith(("s", "S")) else f"{name}'s"
