"""Exact odds before the dice are rolled, for all three rule systems.

Every probability is an exact Fraction, worked out by running the engines' own rule
code over the whole outcome space (memoised by state), never by a copy of the rules.

    >>> from aftermath.odds import ConquestAttacks, conquest_odds
    >>> odds = conquest_odds({"id": "a", "name": "A", "player": 0, "stands": 3,
    ...     "files": 3, "wounds": 1, "resolve": 3, "command": False}, 2)
    >>> odds.status["broken"], odds.status["shattered"], odds.status["destroyed"]
    (Fraction(1, 4), Fraction(3, 4), Fraction(0, 1))

A Regiment Broken by the pool and losing half of what it had left to its Morale
failures is Shattered (C-15), not merely destroyed.
"""

from aftermath.odds.campaign import (
    CampaignOdds,
    ModelChance,
    SideOdds,
    campaign_odds,
    recovery_chances,
)
from aftermath.odds.conquest import (
    ConquestAttacks,
    ConquestOdds,
    ConquestOutcome,
    conquest_odds,
    owed_morale_odds,
)
from aftermath.odds.distribution import Distribution
from aftermath.odds.ninth_age import (
    NinthAgeAttacks,
    NinthAgeOdds,
    NinthAgeOutcome,
    ninth_age_odds,
)

__all__ = [
    "CampaignOdds", "ConquestAttacks", "ConquestOdds", "ConquestOutcome", "Distribution",
    "ModelChance", "NinthAgeAttacks", "NinthAgeOdds", "NinthAgeOutcome", "SideOdds",
    "campaign_odds", "conquest_odds", "ninth_age_odds", "owed_morale_odds", "recovery_chances",
]
