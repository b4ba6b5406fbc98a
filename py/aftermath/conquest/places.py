"""Where a Stand is, in the players' words ("rear rank, right end"), for the step log
and the screens; the Stand's id (``r1f2``) stays in the data and the saved game."""

from __future__ import annotations

from aftermath.conquest.regiment import Regiment, Stand
from aftermath.places import Place, place_words


def stand_place(regiment: Regiment, stand: Stand) -> str:
    """The Stand's place now, counted in the Regiment's full formation (the ranks it
    started with), so a lost rear rank is still called the rear rank."""
    ranks = max(s.rank for s in regiment.stands) + 1
    return place_words(stand.rank, stand.file, ranks, regiment.files)


def place_at(regiment: Regiment, rank: int, file: int) -> str:
    """A place a Stand is about to take (a restored Stand, C-9), possibly a new rear rank."""
    ranks = max(max(s.rank for s in regiment.stands), rank) + 1
    return place_words(rank, file, ranks, regiment.files)


def stand_spot(regiment: Regiment, stand: Stand) -> Place:
    """:func:`stand_place` as a :class:`Place`, for a sentence's arguments."""
    ranks = max(s.rank for s in regiment.stands) + 1
    return Place(stand.rank, stand.file, ranks, regiment.files)


def spot_at(regiment: Regiment, rank: int, file: int) -> Place:
    """:func:`place_at` as a :class:`Place`."""
    ranks = max(max(s.rank for s in regiment.stands), rank) + 1
    return Place(rank, file, ranks, regiment.files)


def counted(n: int, word: str) -> str:
    """``n`` of a thing in the players' words: "1 Stand", "2 Stands"; "die" and "dice"."""
    if word == "die":
        return f"{n} {'die' if n == 1 else 'dice'}"
    return f"{n} {word}{'' if n == 1 else 's'}"


__all__ = ["counted", "place_at", "spot_at", "stand_place", "stand_spot"]
