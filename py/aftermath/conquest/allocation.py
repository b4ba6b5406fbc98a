"""Allocating a Wound Pool one Wound at a time (C-4), removing casualties (C-5), and the
Broken / Shattered checks that follow every Stand removal (C-14, C-15)."""

from __future__ import annotations

import dataclasses
import math

from aftermath.conquest import stand_words as sw
from aftermath.conquest import step_words as step
from aftermath.conquest.places import stand_spot
from aftermath.conquest.regiment import Regiment, Stand
from aftermath.history import Log
from aftermath.said import Said


@dataclasses.dataclass(frozen=True)
class Choice:
    stand: Stand
    rule: str
    why: Said


@dataclasses.dataclass
class PoolResult:
    pool: int
    suffered: int = 0
    excess: int = 0
    removed: list[str] = dataclasses.field(default_factory=list)


def _side(stand: Stand, reference: float) -> str | None:
    if stand.file < reference:
        return "left"
    if stand.file > reference:
        return "right"
    return None


def _furthest(regiment: Regiment, stands: list[Stand], whole_rank: bool = True
              ) -> tuple[Stand, Said]:
    """C-4.4: furthest in files from the Command Stand (or centre), alternating sides.

    ``whole_rank`` is False when engaged Stands of the rank are kept back (C-4.3): a
    centre Stand chosen then goes before them, not last."""
    reference = regiment.command_file()
    has_command = any(s.command for s in regiment.alive_stands)
    origin = "command" if has_command else "centre"
    far = max(abs(s.file - reference) for s in stands)
    best = [s for s in stands if abs(s.file - reference) == far]
    if len(best) == 1:
        if far == 0:
            return best[0], _centre_why(regiment, best[0], origin, whole_rank)
        if len(stands) == 1:
            return best[0], sw.only_choice(far, origin)
        return best[0], sw.furthest(far, origin)
    # A tie can only be one Stand each side of the reference file.
    if regiment.last_side is None:
        side = "left"
    else:
        side = "right" if regiment.last_side == "left" else "left"
    pick = next(s for s in best if _side(s, reference) == side)
    return pick, sw.tied(far, origin, regiment.last_side or "none")


def _centre_why(regiment: Regiment, stand: Stand, origin: str, whole_rank: bool) -> Said:
    """Why the one Stand on the reference file is chosen. "The centremost Stand goes
    last" only when it is true: other Stands of its rank went before it, and none of
    the rank is kept back. A lone Stand in a rear rank goes first, before the ends of
    the ranks in front."""
    went_before = any(s.destroyed and not s.command and s.rank == stand.rank
                      for s in regiment.stands)
    if whole_rank and went_before:
        return sw.on_the_file("last", origin)
    if whole_rank:
        return sw.on_the_file("only_in_rank", origin)
    return sw.on_the_file("only", origin)


def _order_key(regiment: Regiment, stand: Stand) -> tuple[int, float, int]:
    return (-stand.rank, -abs(stand.file - regiment.command_file()), stand.file)


def choose_stand(regiment: Regiment) -> Choice:
    """The Stand the next Wound goes to, by C-4. The Regiment must have a Stand left."""
    alive = regiment.alive_stands
    non_command = [s for s in alive if not s.command]
    if not non_command:
        commands = sorted(alive, key=lambda s: (s.markers == 0, *_order_key(regiment, s)))
        return Choice(commands[0], "C-4.5", sw.command_last())
    wounded = [s for s in non_command if s.markers > 0]
    if wounded:
        pick = min(wounded, key=lambda s: _order_key(regiment, s))
        return Choice(pick, "C-4.1", sw.wounded_first())
    rear = max(s.rank for s in non_command)
    rank = [s for s in non_command if s.rank == rear]
    free = [s for s in rank if not s.engaged]
    if free and len(free) < len(rank):
        pick, why = _furthest(regiment, free, whole_rank=False)
        return Choice(pick, "C-4.3", sw.rear_rank(rear + 1, why, "kept"))
    pick, why = _furthest(regiment, rank)
    if free:
        return Choice(pick, "C-4.4", sw.rear_rank(rear + 1, why, "none"))
    return Choice(pick, "C-4.3", sw.rear_rank(rear + 1, why, "all"))


def allocate(regiment: Regiment, pool: int, log: Log, *, source: str = "Wound Pool") -> PoolResult:
    """Allocate ``pool`` Wounds one by one, removing each Stand the moment it is destroyed."""
    result = PoolResult(pool)
    current: Choice | None = None
    taken = 0

    def report() -> None:
        if current is None or taken == 0:
            return
        s = current.stand
        log(current.rule, sw.takes_wounds(s, stand_spot(regiment, s), taken, current.why),
            stand=s.id, wounds=taken,
            markers=s.markers % s.wounds, destroyed=s.markers >= s.wounds, regiment=regiment.id)

    for n in range(pool):
        if regiment.destroyed:
            result.excess = pool - n
            break
        choice = choose_stand(regiment)
        if current is None or choice.stand is not current.stand:
            report()
            current, taken = choice, 0
        stand = choice.stand
        stand.markers += 1
        taken += 1
        result.suffered += 1
        if stand.markers >= stand.wounds:
            report()
            current, taken = None, 0
            remove_stand(regiment, stand, log)
            result.removed.append(stand.id)
    report()
    if result.excess:
        log("C-5", step.excess_ignored(result.excess), regiment=regiment.id, excess=result.excess)
    return result


def remove_stand(regiment: Regiment, stand: Stand, log: Log) -> None:
    side = _side(stand, regiment.command_file())
    stand.destroyed = True
    stand.markers = 0
    stand.contacts = []
    if regiment.losses is not None:
        regiment.losses += 1  # gross (C-14): a later Heal does not take it back
    if side is not None and not stand.command:
        regiment.last_side = side
    check_broken(regiment, log)


def check_broken(regiment: Regiment, log: Log) -> None:
    """C-14 / C-15, after every Stand removal; a Regiment may Break and Shatter at once.

    A Broken Regiment that loses its last Stand has lost all the Stands it had when it
    Broke: it is Shattered (C-15), not merely destroyed. Only a Regiment that was not
    Broken is simply destroyed when its last Stand goes.
    """
    count = 0 if regiment.destroyed else regiment.count()
    if not regiment.broken and not regiment.destroyed:
        lost = regiment.baseline - count if regiment.losses is None else regiment.losses
        needed = math.ceil(regiment.baseline / 2)
        if lost >= needed and regiment.has("Dauntless"):
            if lost == needed:  # said once, the moment it would have Broken
                log("C-27", step.dauntless(regiment.name, lost, regiment.baseline),
                    regiment=regiment.id)
        elif lost >= needed:
            regiment.broken = True
            regiment.broken_at = count
            log("C-14", step.broken(regiment.name, lost, regiment.baseline, needed),
                regiment=regiment.id,
                status="broken")
    if regiment.broken and regiment.broken_at:
        lost = regiment.broken_at - count
        needed = math.ceil(regiment.broken_at / 2)
        if lost > 0 and lost >= needed:
            regiment.shattered = True
            log("C-15", step.shattered(regiment.name, lost, regiment.broken_at, needed),
                regiment=regiment.id, status="shattered")
            _wipe(regiment, log)
            return
    if regiment.destroyed:
        _wipe(regiment, log)
        log("C-5", step.destroyed(regiment.name), regiment=regiment.id,
            status="destroyed")


def _wipe(regiment: Regiment, log: Log) -> None:
    """Every Stand left goes; the Characters go with the last Stand as casualties, each
    named in the log (C-3). All count as losses (C-14: gross)."""
    gone = sum(s.alive for s in regiment.stands)
    for s in regiment.stands:
        s.destroyed, s.markers, s.contacts = True, 0, []
    for c in regiment.alive_characters:
        gone += 1
        log("C-3", step.character_removed_with(c.name, regiment.name), regiment=regiment.id,
            character=c.id)
    for c in regiment.characters:
        c.destroyed, c.markers = True, 0
    if regiment.losses is not None:
        regiment.losses += gone
    regiment.pending_morale = 0
    regiment.pending_source = None
