"""Campaign odds before the Recovery rolls (W-1, W-2): each lost model's chance to
survive, from ``campaign.odds.recovery_chances`` (the engine's own numbers), and the
distribution of how many of a side's lost models survive.

The rolls are independent D20s, so a side's survivors are the sum of one yes/no per
model. A Recovery roll already recorded is no longer a chance: the engine's verdict on
it (``resolution.judge``) counts as certain, so the odds follow the aftermath as the
players roll.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from typing import Any

from aftermath.campaign.odds import recovery_chances
from aftermath.campaign.resolution import AftermathState, judge
from aftermath.odds.distribution import Distribution, chance_json

Json = dict[str, Any]


@dataclasses.dataclass(frozen=True)
class ModelChance:
    model: str
    survives: Fraction
    # True once its Recovery roll is recorded (or none is owed): the chance is 0 or 1.
    settled: bool


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
            "models": [{"model": m.model, "settled": m.settled, **chance_json(m.survives)}
                       for m in self.models],
            "survivors": self.survivors.to_json(),
        }


@dataclasses.dataclass(frozen=True)
class CampaignOdds:
    sides: tuple[SideOdds, SideOdds]

    def to_json(self) -> Json:
        return {"sides": [s.to_json() for s in self.sides]}


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


def campaign_odds(state: AftermathState) -> CampaignOdds:
    before = recovery_chances(state)
    sides = []
    for s, side in enumerate(state.sides):
        models = []
        for loss in side.losses:
            c = judge(state, s, loss)
            survived = c.survived
            if survived is None:
                models.append(ModelChance(loss.model, before[s][loss.model], False))
            else:
                models.append(ModelChance(loss.model, Fraction(int(survived)), True))
        outcome = state.outcome(s)
        sides.append(SideOdds(side.roster.name, None if outcome is None else outcome.name,
                              tuple(models), sum_of_chances([m.survives for m in models])))
    return CampaignOdds((sides[0], sides[1]))
