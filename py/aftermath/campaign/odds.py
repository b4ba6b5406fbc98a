"""Campaign odds before the Recovery rolls (W-1, W-2): each lost model's chance to
survive (:func:`recovery_chances`, from the engine's own Recovery Numbers and tables),
and the distribution of how many of a side's lost models survive. The one home of the
campaign's odds, as ``odds/conquest.py`` and ``odds/ninth_age.py`` are of theirs.

The rolls are independent D20s, so a side's survivors are the sum of one yes/no per
model. A Recovery roll already recorded is no longer a chance: the engine's verdict on
it (``resolution.judge``) counts as certain, so the odds follow the aftermath as the
players roll.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from typing import Any

from aftermath.campaign import tables
from aftermath.campaign.resolution import AftermathState, Resolution, resolve
from aftermath.campaign.roster import CAPTURED
from aftermath.errors import InvalidData
from aftermath.odds.distribution import Distribution, chance_json

Json = dict[str, Any]


@dataclasses.dataclass(frozen=True)
class ModelChance:
    model: str
    survives: Fraction
    # True once its Recovery roll is recorded (or none is owed): the chance is 0 or 1.
    settled: bool
    # What settled it, in the players' words, when that is more than the Recovery roll:
    # a captive lives only if it is exchanged or bought back (W-5).
    note: str = ""


@dataclasses.dataclass(frozen=True)
class SideOdds:
    force: str
    outcome: str | None
    models: tuple[ModelChance, ...]
    survivors: Distribution

    @property
    def chances(self) -> dict[str, Fraction]:
        return {m.model: m.survives for m in self.models}

    def to_json(self) -> Json:
        return {
            "force": self.force, "outcome": self.outcome, "lost": len(self.models),
            "models": [{"model": m.model, "settled": m.settled,
                        **({"note": m.note} if m.note else {}), **chance_json(m.survives)}
                       for m in self.models],
            "survivors": self.survivors.to_json(),
        }


@dataclasses.dataclass(frozen=True)
class CampaignOdds:
    sides: tuple[SideOdds, SideOdds]

    def to_json(self) -> Json:
        return {"sides": [s.to_json() for s in self.sides]}


def recovery_chances(state: AftermathState) -> list[dict[str, Fraction]]:
    """Per side, each lost model's exact chance of surviving its Recovery roll (W-2)
    with the outcome (W-1, or the players' choice) as the battle stands before any
    roll. A model killed in an unrecoverable way has no chance."""
    _check_state(state)
    chances: list[dict[str, Fraction]] = []
    for s, side in enumerate(state.sides):
        side_chances = {}
        for loss in side.losses:
            number = state.recovery_number(s, loss)
            side_chances[loss.model] = (
                Fraction(0) if number is None else tables.recovery_chance(number))
        chances.append(side_chances)
    return chances


def sum_of_chances(chances: list[Fraction]) -> Distribution:
    """How many of independent yes/no events happen, exactly (one convolution each)."""
    dist = [Fraction(1)]
    for p in chances:
        nxt = [Fraction(0)] * (len(dist) + 1)
        for k, q in enumerate(dist):
            nxt[k] += q * (1 - p)
            nxt[k + 1] += q * p
        dist = nxt
    return Distribution(tuple((k, q) for k, q in enumerate(dist) if q))


def _captive(resolution: Resolution, s: int, model: str) -> ModelChance:
    """A captive survived its Recovery roll, but lives only if W-5 returns it: until
    every roll of both sides is in, the exchange is not settled."""
    if resolution.pending:
        return ModelChance(model, Fraction(1), False,
                           "captured: waiting for the other side's rolls (W-5)")
    release = next(r for r in resolution.releases
                   if (r.captive.owner, r.captive.model) == (s, model))
    if release.returned:
        return ModelChance(model, Fraction(1), True, f"captured, then {release.how} (W-5)")
    return ModelChance(model, Fraction(0), True, "captured, then executed (W-5)")


def _check_state(state: Any) -> None:
    if not isinstance(state, AftermathState):
        raise InvalidData("state", state, "must be a campaign aftermath's state")


def campaign_odds(state: AftermathState) -> CampaignOdds:
    _check_state(state)
    before = recovery_chances(state)
    resolution = resolve(state)
    sides = []
    for s, side in enumerate(state.sides):
        models = []
        for c in resolution.casualties[s]:
            model = c.loss.model
            survived = c.survived
            if survived is None:
                models.append(ModelChance(model, before[s][model], False))
            elif c.model.status == CAPTURED:
                models.append(_captive(resolution, s, model))
            else:
                models.append(ModelChance(model, Fraction(int(survived)), True))
        outcome = state.outcome(s)
        sides.append(SideOdds(side.roster.name, None if outcome is None else outcome.name,
                              tuple(models), sum_of_chances([m.survives for m in models])))
    return CampaignOdds((sides[0], sides[1]))
