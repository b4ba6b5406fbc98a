"""Healing with Heal Points: Characters, Wounded Stands, restoring Stands (C-7 to C-9)."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable

from aftermath.conquest import refusal_words as refused
from aftermath.conquest import stand_words as sw
from aftermath.conquest import step_words as step
from aftermath.conquest.places import stand_spot
from aftermath.conquest.regiment import Regiment, Stand
from aftermath.errors import RuleViolation
from aftermath.history import Log
from aftermath.said import Said

# Asked where a restored Stand would go (rank, file): why there is no room, or None.
Room = Callable[[Stand, int, int], Said | None]


@dataclasses.dataclass
class HealResult:
    points: int
    spent: int = 0
    lost: int = 0
    restored: list[str] = dataclasses.field(default_factory=list)


def heal(regiment: Regiment, points: int, log: Log, *, no_room: bool = False,
         room: Room | None = None, characters: bool = True) -> HealResult:
    """C-7 to C-9; ``characters=False`` skips step (1), as Regeneration does (C-29)."""
    if regiment.destroyed:
        raise RuleViolation("C-9", refused.destroyed_no_heal(regiment.name))
    if regiment.broken:
        raise RuleViolation("C-9", refused.broken_no_restore(regiment.name))
    result = HealResult(points)
    left = points
    # (1) Characters first.
    for c in regiment.alive_characters if characters else ():
        if left and c.markers:
            n = min(left, c.markers)
            c.markers -= n
            left -= n
            log("C-7", step.character_heals(c.name, n), character=c.id, healed=n, points_left=left)
    while left:
        left = _heal_stands(regiment, left, log)
        if not left:
            break
        stand = _next_to_restore(regiment)
        if stand is None:
            break
        need = math.ceil(stand.wounds / 2)
        if left < need:
            log("C-8", sw.too_few_to_restore(stand, stand_spot(regiment, stand), left, need),
                stand=stand.id, points_left=left)
            break
        rank, file = _place(regiment, stand)
        # On a battlefield the table decides whether there is room (C-9 with C-17).
        blocked = room(stand, rank, file) if room is not None and not no_room else None
        if no_room or blocked:
            log("C-9", sw.no_room_to_restore(stand, stand_spot(regiment, stand), left,
                                             blocked or None),
                stand=stand.id, lost=left)
            result.lost = left
            left = 0
            break
        spend = min(left, stand.wounds)
        stand.rank, stand.file = rank, file
        stand.destroyed = False
        stand.markers = stand.wounds - spend
        left -= spend
        result.restored.append(stand.id)
        log("C-8", sw.restored(stand, stand_spot(regiment, stand), spend), stand=stand.id,
            spent=spend, markers=stand.markers, rank=rank, file=file, points_left=left)
    result.spent = points - left - result.lost
    return result


def _heal_stands(regiment: Regiment, left: int, log: Log) -> int:
    """C-7 (2): the Command Stand first, then front rank to rear, left to right."""
    wounded = sorted(
        (s for s in regiment.alive_stands if s.markers),
        key=lambda s: (not s.command, s.rank, s.file),
    )
    for s in wounded:
        if not left:
            break
        n = min(left, s.markers)
        s.markers -= n
        left -= n
        log("C-7", sw.stand_heals(s, stand_spot(regiment, s), n), stand=s.id,
            healed=n, markers=s.markers, points_left=left)
    return left


def _next_to_restore(regiment: Regiment) -> Stand | None:
    """C-8 / C-9: a destroyed Stand, Command Stands first; never beyond the starting count."""
    if len(regiment.alive_stands) >= regiment.starting_stands:
        return None
    gone = [s for s in regiment.stands if s.destroyed]
    if not gone:
        return None
    return min(gone, key=lambda s: (not s.command, s.home))


def _place(regiment: Regiment, stand: Stand) -> tuple[int, int]:
    """C-9: the rearmost incomplete rank, else a new rear rank; a Command Stand goes home.

    Ranks in front of the rearmost incomplete one are full (C-1), and ranks behind it
    can hold only Command Stands (C-4.5 keeps them to the last), so it is the frontmost
    rank with a free file: a restored Stand never lands behind a gap.
    """
    taken = set(regiment.occupied())
    if stand.command and stand.home not in taken:
        return stand.home
    rank = 0
    while all((rank, f) in taken for f in range(regiment.files)):
        rank += 1
    free = [f for f in range(regiment.files) if (rank, f) not in taken]
    # Refill nearest the Command Stand (or centre): the reverse of the removal order.
    reference = regiment.command_file()
    file = min(free, key=lambda f: (abs(f - reference), f))
    return rank, file
