"""Where the models of a Unit stand: the viable formation and re-forming into it (N-4).

Places are (rank, file). Rank 0 is the first rank; file 0 is the left end as the owner
faces the enemy. Files count across a fixed frame as wide as the Unit's first rank was
at the start of the battle, so the Unit's centre line, ``(files - 1) / 2``, never moves:
it is what "the longer side" of the first rank is measured from (N-3).

What "viable formation" means here (N-4):
- every rank from the first to the last holds at least one model (no empty rank);
- the first rank is one unbroken run of files; its length is the Unit's width;
- every rank but the last fills exactly the first rank's files: no gaps, no overhang;
- the last rank is one unbroken run centred behind the first rank. When it cannot be
  exactly centred, the extra file of space is on its right: it starts at
  ``first + (width - size) // 2``, the same convention as Conquest's short rear rank.

The first rank does not have to be centred in the frame: a single-rank Unit shrinks
from its ends (N-3) and its models do not shuffle sideways to re-centre, which is what
lets the next batch see which side is longer.

The functions work on anything with ``id``, ``rank`` and ``file`` so that this module
needs no Unit; they only ever get the models still in play.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol, TypeVar

from aftermath import form_error_words as fe
from aftermath.said import Said

LEFT = "left"
RIGHT = "right"


class Placed(Protocol):
    id: str
    rank: int
    file: int


P = TypeVar("P", bound=Placed)
Move = tuple[str, tuple[int, int], tuple[int, int]]


def other_side(side: str) -> str:
    return RIGHT if side == LEFT else LEFT


def centre(files: int) -> float:
    return (files - 1) / 2


def ranks(models: Iterable[P]) -> dict[int, list[P]]:
    """The models by rank, each rank left to right."""
    out: dict[int, list[P]] = {}
    for m in models:
        out.setdefault(m.rank, []).append(m)
    for row in out.values():
        row.sort(key=lambda m: m.file)
    return dict(sorted(out.items()))


def first_rank_span(models: Sequence[Placed]) -> tuple[int, int]:
    files = [m.file for m in models if m.rank == 0]
    return min(files), max(files)


def last_rank_start(first: int, width: int, size: int) -> int:
    return first + (width - size) // 2


def places(count: int, width: int) -> list[tuple[int, int]]:
    """The places of a fresh viable formation of ``count`` models, front to back."""
    full, rest = divmod(count, width)
    out = [(rank, file) for rank in range(full) for file in range(width)]
    start = last_rank_start(0, width, rest)
    out.extend((full, start + i) for i in range(rest))
    return out


def problem(models: Sequence[Placed], files: int) -> tuple[str, Said] | None:
    """Why these models are not a viable formation: (where, what), or None when they are.
    Ranks and files are said counted from 1, the front rank and the left file, as players
    count them; the data counts from 0."""
    if not models:
        return None
    taken: dict[tuple[int, int], str] = {}
    for m in models:
        if not 0 <= m.file < files:
            return m.id, fe.outside_files(m.file + 1, files)
        if (m.rank, m.file) in taken:
            return m.id, fe.place_of(m.rank + 1, m.file + 1, taken[m.rank, m.file])
        taken[m.rank, m.file] = m.id
    rows = ranks(models)
    last = max(rows)
    for rank in range(last + 1):
        if rank not in rows:
            return f"rank {rank + 1}", fe.rank_empty(last + 1)
    first, end = rows[0][0].file, rows[0][-1].file
    width = end - first + 1
    for rank, row in rows.items():
        if len(row) > width:
            return f"rank {rank + 1}", fe.wider_than_first(first + 1, end + 1)
        if rank == last and rank > 0:
            start = last_rank_start(first, width, len(row))
            wanted = list(range(start, start + len(row)))
            why = fe.centred_behind(start + 1, wanted[-1] + 1)
        else:
            wanted = list(range(first, end + 1))
            why = fe.rank_gap(first + 1, end + 1) if rank else fe.first_rank_gap()
        have = [m.file for m in row]
        if have != wanted:
            return f"rank {rank + 1}", why
    return None


def longer_side(front: Sequence[Placed], files: int) -> tuple[str, int, int]:
    """N-3: the side of the first rank holding more models, measured from the centre line
    (models on it count for neither side); the left on a tie."""
    line = centre(files)
    left = sum(1 for m in front if m.file < line)
    right = sum(1 for m in front if m.file > line)
    return (RIGHT if right > left else LEFT), left, right


def rear_end(size: int, width: int) -> str:
    """The end of a centred last rank of ``size`` models whose model can leave without
    the others moving (N-3: the default keeps the rear rank centred)."""
    return RIGHT if (width - size) // 2 == (width - size + 1) // 2 else LEFT


def reform(models: Sequence[P], span: tuple[int, int]) -> list[Move]:
    """Move ``models`` into the viable formation whose first rank covers ``span`` (N-4).

    The caller gives the first rank's files: the same as before a casualty while the
    Unit still has models enough to fill it, else one file fewer at the end that lost
    the model. Holes in ranks that must be full are filled from the rearmost rank by the
    model nearest in file (the left one on a tie), so the fewest models move; then every
    rank closes up sideways, keeping its models' left-to-right order, and the last rank
    centres itself behind the first. Returns the moves made.
    """
    if not models:
        return []
    first, end = span
    width = end - first + 1
    full, _ = divmod(len(models), width)
    before = {m.id: (m.rank, m.file) for m in models}
    rows = ranks(models)
    for rank in range(full):
        row = rows.setdefault(rank, [])
        while len(row) < width:
            used = {m.file for m in row}
            hole = next(f for f in range(first, end + 1) if f not in used)
            donors = rows[max(r for r, ms in rows.items() if r > rank and ms)]
            mover = min(donors, key=lambda m: (abs(m.file - hole), m.file))
            donors.remove(mover)
            mover.rank, mover.file = rank, hole
            row.append(mover)
    for rank in range(full):
        for i, m in enumerate(sorted(rows[rank], key=lambda m: m.file)):
            m.rank, m.file = rank, first + i
    tail = sorted((m for r, ms in rows.items() if r >= full for m in ms),
                  key=lambda m: (m.file, m.rank))
    start = last_rank_start(first, width, len(tail))
    for i, m in enumerate(tail):
        m.rank, m.file = full, start + i
    return [(m.id, before[m.id], (m.rank, m.file)) for m in models
            if before[m.id] != (m.rank, m.file)]
