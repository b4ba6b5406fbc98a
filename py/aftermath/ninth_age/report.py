"""The after-battle report of a Ninth Age battle, rebuilt from its history.

Ninth Age losses are entered as Health Points lost (N-2), with no Rounds, so the report
shows what each side lost over the whole battle (models removed, Health Points lost,
Units destroyed). The only dice the app holds are those of Multiple Wounds (N-6), rolled
or entered: each such roll is judged against the exact distribution of the Health Points
it could have cost (each face capped as the engine caps it), as bad luck for the side
whose Unit lost them. Without any, the report says plainly that it cannot judge luck.
"""

from __future__ import annotations

from fractions import Fraction

from aftermath.history import Log
from aftermath.ninth_age.battle import HealthPointLosses, NinthAgeBattle, NinthAgeState
from aftermath.ninth_age.multiple_wounds import MultipleWounds
from aftermath.ninth_age.unit import Unit
from aftermath.odds.distribution import Distribution
from aftermath.odds.luck import Luck, convolve
from aftermath.report import words as w
from aftermath.report.model import (
    JudgedRoll,
    Losses,
    LuckKind,
    Measure,
    Period,
    Report,
    Strength,
)

MEASURES = (Measure("models_lost", "Models lost"), Measure("hp_lost", "Health Points lost"))

CANNOT_JUDGE_SAID = (w.ninth_age_cannot_judge(), w.ninth_age_no_rounds())
CANNOT_JUDGE = tuple(s.text for s in CANNOT_JUDGE_SAID)


MULTIPLE_WOUNDS = LuckKind(
    "multiple_wounds", "N-6", "Health Points lost to Multiple Wounds",
    "Health Point lost to Multiple Wounds", "Multiple Wounds die", "Multiple Wounds dice",
    "Multiple Wounds roll", "Multiple Wounds rolls")

ONLY_MULTIPLE_WOUNDS_SAID = (w.ninth_age_only_multiple_wounds(), CANNOT_JUDGE_SAID[1])
ONLY_MULTIPLE_WOUNDS = tuple(s.text for s in ONLY_MULTIPLE_WOUNDS_SAID)


def _wound(multiple: MultipleWounds, hp: int) -> Distribution:
    """One wound's Health Points: each face equally likely, capped by the engine."""
    faces = multiple.spec.faces()
    weights: dict[int, int] = {}
    for face in faces:
        value = MultipleWounds(multiple.x, 1, (face,)).capped(hp)[0]
        weights[value] = weights.get(value, 0) + 1
    return Distribution.from_weights(weights, len(faces))


def _multiple_wounds_roll(state: NinthAgeState, event: HealthPointLosses,
                          action: int) -> JudgedRoll | None:
    multiple = event.multiple_wounds
    if multiple is None or not multiple.values or not multiple.spec.sides:
        return None  # a fixed X rolls nothing
    u = state.unit(event.unit)
    hp = u.hp_per_model(event.pool)
    dist = Distribution(((0, Fraction(1)),))
    for _ in multiple.values:
        dist = convolve(dist, _wound(multiple, hp))
    cost = sum(multiple.capped(hp))
    what = w.ninth_age_multiple_wounds(multiple.x, len(multiple.values), u.pool_title(event.pool),
                                       u.pool_said(event.pool), cost)
    when = w.whole_battle()
    return JudgedRoll(u.player, when.text, u.id, u.name, what.text, MULTIPLE_WOUNDS.rule,
                      multiple.values, Luck(dist, cost), action, when_said=when, what_said=what)


def _side_luck(rolls: list[JudgedRoll], side: int) -> Luck | None:
    mine = [r for r in rolls if r.side == side]
    if not mine:
        return None
    dist = Distribution(((0, Fraction(1)),))
    for r in mine:
        dist = convolve(dist, r.luck.distribution)
    return Luck(dist, sum(r.luck.actual for r in mine))


def _hp_left(u: Unit) -> int:
    return sum(u.health_points_left(p) for p in u.pools())


def _strengths(start: NinthAgeState, end: NinthAgeState) -> tuple[Strength, ...]:
    """Each Unit's models in play and Health Points left, now and at the start."""
    out = [Strength(u.player, u.name, (("models", len(first.in_play), len(u.in_play)),
                                       ("Health Points", _hp_left(first), _hp_left(u))),
                    "destroyed" if u.destroyed else "")
           for first, u in zip(start.units, end.units, strict=True)]
    return tuple(sorted(out, key=lambda st: st.side))


def ninth_age_report(battle: NinthAgeBattle) -> Report:
    state = NinthAgeState.from_json(battle.start_state())
    start = NinthAgeState.from_json(battle.start_state())
    counts = [{m.key: 0 for m in MEASURES} for _ in range(2)]
    destroyed: list[list[str]] = [[], []]
    rolls: list[JudgedRoll] = []
    for action, event in enumerate(battle.events):
        if isinstance(event, HealthPointLosses):
            roll = _multiple_wounds_roll(state, event, action)
            if roll is not None:
                rolls.append(roll)
        before = {u.id: (len(u.in_play), _hp_left(u), u.destroyed) for u in state.units}
        event.apply(state, Log())
        for u in state.units:
            models, hp, gone = before[u.id]
            counts[u.player]["models_lost"] += max(0, models - len(u.in_play))
            counts[u.player]["hp_lost"] += max(0, hp - _hp_left(u))
            if u.destroyed and not gone:
                destroyed[u.player].append(u.name)
    whole = w.whole_battle()
    period = Period(whole.text, (Losses(counts[0], destroyed=tuple(destroyed[0])),
                                 Losses(counts[1], destroyed=tuple(destroyed[1]))), said=whole)
    title = w.ninth_age_title()
    if not rolls:
        return Report(
            system="ninth_age", title=title.text, players=state.players,
            actions=len(battle.events), measures=MEASURES, periods=(period,), luck_kind=None,
            rolls=(), side_luck=(None, None), statements=CANNOT_JUDGE,
            strengths=_strengths(start, state), title_said=title,
            said_statements=CANNOT_JUDGE_SAID,
        )
    return Report(
        system="ninth_age", title=title.text, title_said=title,
        said_statements=ONLY_MULTIPLE_WOUNDS_SAID, players=state.players,
        actions=len(battle.events), measures=MEASURES, periods=(period,),
        luck_kind=MULTIPLE_WOUNDS, rolls=tuple(rolls),
        side_luck=(_side_luck(rolls, 0), _side_luck(rolls, 1)), statements=ONLY_MULTIPLE_WOUNDS,
        strengths=_strengths(start, state),
    )
