"""The after-battle report of a Ninth Age battle (issue 19), rebuilt from its history.

Ninth Age losses are entered as Health Points lost (N-2): the app records no dice and
no Rounds for it, so the report shows what each side lost over the whole battle (models
removed, Health Points lost, Units destroyed) and says plainly that it cannot judge
luck here.
"""

from __future__ import annotations

from aftermath.history import Log
from aftermath.ninth_age.battle import NinthAgeBattle, NinthAgeState
from aftermath.ninth_age.unit import Unit
from aftermath.report.model import Losses, Measure, Period, Report

MEASURES = (Measure("models_lost", "Models lost"), Measure("hp_lost", "Health Points lost"))

CANNOT_JUDGE = (
    "The Ninth Age losses are entered as Health Points lost, not rolled here: the app "
    "holds no dice for this battle, so the report can show what each side lost but "
    "cannot judge how lucky anyone was (N-2).",
    "Rounds are not recorded for The Ninth Age: the losses are for the whole battle.",
)


def _hp_left(u: Unit) -> int:
    return sum(u.health_points_left(p) for p in u.pools())


def ninth_age_report(battle: NinthAgeBattle) -> Report:
    state = NinthAgeState.from_json(battle.start_state())
    counts = [{m.key: 0 for m in MEASURES} for _ in range(2)]
    destroyed: list[list[str]] = [[], []]
    for event in battle.events:
        before = {u.id: (len(u.in_play), _hp_left(u), u.destroyed) for u in state.units}
        event.apply(state, Log())
        for u in state.units:
            models, hp, gone = before[u.id]
            counts[u.player]["models_lost"] += max(0, models - len(u.in_play))
            counts[u.player]["hp_lost"] += max(0, hp - _hp_left(u))
            if u.destroyed and not gone:
                destroyed[u.player].append(u.name)
    period = Period("Whole battle", (Losses(counts[0], destroyed=tuple(destroyed[0])),
                                     Losses(counts[1], destroyed=tuple(destroyed[1]))))
    return Report(
        system="ninth_age", title="Ninth Age battle", players=state.players,
        actions=len(battle.events), measures=MEASURES, periods=(period,), luck_kind=None,
        rolls=(), side_luck=(None, None), statements=CANNOT_JUDGE,
    )
