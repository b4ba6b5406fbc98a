"""Exact odds before the dice are rolled: the shared model every rule system's odds are
built on (each system's own odds live in its package: ``aftermath.conquest.odds``,
``aftermath.ninth_age.odds``, ``aftermath.campaign.odds``, listed by its ``System``).

Every probability is an exact Fraction, worked out by running the engines' own rule
code over the whole outcome space (memoised by state), never by a copy of the rules.
This package imports no rule package.

    >>> from aftermath.conquest.odds import conquest_odds
    >>> odds = conquest_odds({"id": "a", "name": "A", "player": 0, "stands": 3,
    ...     "files": 3, "wounds": 1, "resolve": 3, "command": False}, 2)
    >>> odds.status["broken"], odds.status["shattered"], odds.status["destroyed"]
    (Fraction(1, 4), Fraction(3, 4), Fraction(0, 1))

A Regiment Broken by the pool and losing half of what it had left to its Morale
failures is Shattered (C-15), not merely destroyed.
"""

from aftermath.odds.distribution import Distribution

__all__ = ["Distribution"]
