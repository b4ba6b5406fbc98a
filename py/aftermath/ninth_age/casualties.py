"""Health Point losses to one Health Pool (N-2) and which models they remove (N-3, N-4).

Models leave one at a time and the Unit re-forms after each, so every model is chosen
from a viable formation. That is how re-forming and the first-rank alternation fit
together: a model leaving the first rank always costs the rank a place at the end it
was taken from, even when a model of another Health Pool stood there and was skipped
(N-4): the skipped models close up into the gap. So the sides of the first rank keep
losing places alternately, and the next batch's "longer side" (N-3) shows what earlier
batches and removed Characters left behind.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from aftermath import form_error_words as fe
from aftermath.errors import InvalidData, RuleViolation
from aftermath.history import Log
from aftermath.ninth_age import formation
from aftermath.ninth_age import refusal_words as refused
from aftermath.ninth_age import step_words as step
from aftermath.ninth_age.formation import LEFT
from aftermath.ninth_age.outcome import model_spot
from aftermath.ninth_age.unit import RANK_AND_FILE, Model, Unit
from aftermath.said import Arg, Said


@dataclasses.dataclass
class Losses:
    """What one batch of losses did to a Health Pool (N-2)."""

    pool: str
    losses: int
    carried_before: int
    taken: int = 0
    excess: int = 0
    lost_hp: int = 0
    removed: list[str] = dataclasses.field(default_factory=list)


@dataclasses.dataclass(frozen=True)
class Casualty:
    model: Model
    rule: str
    why: dict[str, Arg]
    # The end of the first rank that loses its place, when the model comes from there.
    side: str | None = None
    skipped: tuple[str, ...] = ()


class Batch:
    """One batch of simultaneous losses. The first-rank alternation restarts with every
    batch (N-3); the owner's picks are used in order for the models leaving other ranks."""

    def __init__(self, picks: Sequence[str]) -> None:
        self.next_side: str | None = None
        self.picks = list(picks)
        self.used = 0

    def pick(self, unit: Unit, pool: str, rank: int) -> Casualty | None:
        if self.used >= len(self.picks):
            return None
        where = f"picks[{self.used}]"
        m = unit.model(self.picks[self.used], where)
        if m.removed:
            raise InvalidData(where, m.id, fe.already_removed())
        if m.pool != pool:
            raise InvalidData(where, m.id, fe.belongs_to(unit.pool_said(m.pool)))
        if m.rank != rank:
            raise InvalidData(where, m.id, fe.rearmost_first(m.rank + 1, rank + 1))
        self.used += 1
        return Casualty(m, "N-3", step.why_args("picked", rank + 1))

    def finish(self) -> None:
        if self.used < len(self.picks):
            raise InvalidData(
                f"picks[{self.used}]", self.picks[self.used],
                fe.pick_not_used(self.used),
            )


def take_losses(unit: Unit, pool: str, losses: int, log: Log,
                picks: Sequence[str] = ()) -> Losses:
    """Apply one batch of ``losses`` to ``pool`` of ``unit`` (N-2), removing models."""
    if not unit.pool_models(pool):
        raise RuleViolation("N-2", refused.pool_empty(unit.pool_said(pool),
                                                      unit.pool_title(pool)))
    if picks and pool != RANK_AND_FILE:
        raise InvalidData("picks", list(picks), fe.picks_rank_and_file())
    hp = unit.hp_per_model(pool)
    result = Losses(pool, losses, unit.lost(pool))
    left = unit.health_points_left(pool)
    result.taken = min(losses, left)
    result.excess = losses - result.taken
    total = result.carried_before + result.taken
    count, result.lost_hp = divmod(total, hp)
    log("N-2", step.pool_loses(unit.pool_said(pool), unit.pool_title(pool), losses,
                               result.carried_before, result.taken, count, hp, result.lost_hp),
        unit=unit.id, pool=pool, losses=losses, carried=result.carried_before, hp=hp)
    batch = Batch(picks)
    for _ in range(count):
        casualty = next_casualty(unit, pool, batch)
        remove(unit, casualty, log)
        result.removed.append(casualty.model.id)
    batch.finish()
    unit.set_lost(pool, result.lost_hp)
    if not unit.pool_models(pool):
        summary = step.wiped_out(unit.pool_said(pool), unit.pool_title(pool))
    elif pool != RANK_AND_FILE:
        summary = step.pool_left(unit.pool_said(pool), unit.health_points_left(pool), hp,
                                 result.lost_hp)
    else:
        summary = step.removed_carried(count, result.lost_hp)
    log("N-2", summary, unit=unit.id, pool=pool, removed=list(result.removed),
        lost_hp=result.lost_hp, taken=result.taken, excess=result.excess)
    if result.excess:
        log("N-2", step.pool_excess(result.excess, left), unit=unit.id, pool=pool,
            excess=result.excess)
    return result


def next_casualty(unit: Unit, pool: str, batch: Batch) -> Casualty:
    """The model the next whole model's worth of lost Health Points removes (N-3, N-4)."""
    rows = formation.ranks(unit.in_play)
    own = unit.pool_models(pool)
    if pool != RANK_AND_FILE:
        return Casualty(own[0], "N-2", step.why_args("pool_lost"))
    rank = max(m.rank for m in own)
    if rank == 0:
        return _from_first_rank(unit, rows[0], batch)
    picked = batch.pick(unit, pool, rank)
    if picked is not None:
        return picked
    last = max(rows)
    side = formation.rear_end(len(rows[last]), len(rows[0]))
    if rank == last:
        m, skipped = _from_end(rows[rank], side)
        return Casualty(m, "N-4" if skipped else "N-3",
                        step.why_args("rear_end", rank + 1, side),
                        skipped=skipped)
    # The ranks behind hold only other Health Pools' models: those are skipped (N-4), the
    # model in front of the end that keeps the last rank centred leaves, and re-forming
    # brings a model forward into its place.
    end = rows[last][0] if side == LEFT else rows[last][-1]
    m = min((x for x in rows[rank] if x.pool == RANK_AND_FILE),
            key=lambda x: (abs(x.file - end.file), x.file))
    return Casualty(m, "N-4", step.why_args("in_front", rank + 1, side, last + 1),
                    skipped=tuple(x.id for x in rows[last]))


def _from_first_rank(unit: Unit, row: list[Model], batch: Batch) -> Casualty:
    if batch.next_side is None:
        side, left, right = formation.longer_side(row, unit.files)
        why = (step.why_args("longer_side", side=side, left=left, right=right)
               if left != right else step.why_args("even_sides", left=left))
    else:
        side = batch.next_side
        why = step.why_args("alternating", side=side)
    batch.next_side = formation.other_side(side)
    m, skipped = _from_end(row, side)
    return Casualty(m, "N-4" if skipped else "N-3", why, side=side, skipped=skipped)


def _from_end(row: list[Model], side: str) -> tuple[Model, tuple[str, ...]]:
    """The first rank-and-file model from ``side`` of the rank, and the models of other
    Health Pools skipped on the way (N-4)."""
    walk = row if side == LEFT else list(reversed(row))
    skipped: list[str] = []
    for m in walk:
        if m.pool == RANK_AND_FILE:
            return m, tuple(skipped)
        skipped.append(m.id)
    raise AssertionError("the rank holds no rank-and-file model")


def _kind(unit: Unit, m: Model) -> tuple[str, str]:
    if m.pool == RANK_AND_FILE:
        return RANK_AND_FILE, ""
    c = unit.character(m.pool)
    return c.kind, c.name


def _model(unit: Unit, m: Model, rank: int, file: int) -> Said:
    """A model as the log names it: players see places, never ids (those stay in data)."""
    return step.model_name(*_kind(unit, m), rank + 1, file + 1)


def remove(unit: Unit, casualty: Casualty, log: Log) -> None:
    """Take one model out and re-form the Unit into a viable formation (N-4)."""
    m = casualty.model
    first, end = formation.first_rank_span(unit.in_play)
    skipped = [unit.model(s) for s in casualty.skipped]
    log(casualty.rule, step.removed(*_kind(unit, m), model_spot(unit, m), m.rank + 1, m.file + 1,
                                    casualty.why, [_model(unit, s, s.rank, s.file)
                                                   for s in skipped]),
        unit=unit.id, model=m.id, pool=m.pool, rank=m.rank, file=m.file,
        skipped=list(casualty.skipped))
    m.removed = True
    rest = unit.in_play
    if not rest:
        log("N-2", step.destroyed(unit.name), unit=unit.id)
        return
    if len(rest) >= end - first + 1:
        span = (first, end)
    else:
        # Too few models left to fill the first rank: it loses the place at one end.
        side = casualty.side or _end_to_close(unit, m, first, end, rest)
        span = (first + 1, end) if side == LEFT else (first, end - 1)
    moves = formation.reform(rest, span)
    if moves:
        said = step.re_forms(unit.name, [(*_kind(unit, unit.model(i)), a[0] + 1, a[1] + 1,
                                          b[0] + 1, b[1] + 1) for i, a, b in moves])
        log("N-4", said, unit=unit.id,
            moves=[{"model": i, "from": list(a), "to": list(b)} for i, a, b in moves])


def _end_to_close(unit: Unit, m: Model, first: int, end: int, rest: list[Model]) -> str:
    """Which end of a single rank gives up its place when a model leaves its middle:
    the longer side's, so the rank stays as near the centre line as it can."""
    if m.file in (first, end):
        return LEFT if m.file == first else formation.RIGHT
    return formation.longer_side(rest, unit.files)[0]


def removal_order(unit: Unit, pool: str) -> list[str]:
    """The models of ``pool`` in the order one batch wiping it out would remove them,
    by default (N-3, N-4); ``unit`` is left as it was."""
    work = Unit.from_json(unit.to_json())
    batch = Batch(())
    order = []
    while work.pool_models(pool):
        casualty = next_casualty(work, pool, batch)
        remove(work, casualty, Log())
        order.append(casualty.model.id)
    return order
