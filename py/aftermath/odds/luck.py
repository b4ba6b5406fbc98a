"""Luck after the dice: how a roll that was made compares with its exact odds.

A roll here is a batch of independent dice that each go badly on ``bad_faces`` of
``sides`` faces: the failed dice of a Morale Test (C-10 to C-12), the 5s and 6s of a
Decay roll (C-29), or a model dying at its Recovery roll (W-2). Its result is how many
went badly, a number whose exact distribution is a binomial. A die whose face is an
amount (the Heal Points of Biotic Renewal, C-29) is a ``Shortfall``: its result is how
far it fell short of its highest face, uniform from 0 to ``sides`` - 1. The faces come
from the engines' own verdicts (``walk.passing_faces`` reads ``morale.judge``;
``tables.recovery_chance`` reads ``tables.recovers``), never from a second copy of the
rules.

Words used in the API, precisely (X is the number of dice that went badly, x the
number that did):

- ``this_or_worse`` = P(X >= x): the chance of a result at least this bad. A Resolve 3
  test of 2 dice that failed both: (1/2)^2 = 1/4.
- ``this_or_better`` = P(X <= x): the chance of doing at least as well as the dice did.
- ``percentile`` = 100 * (P(X < x) + P(X = x) / 2), the mid-percentile of the result
  among all the ways the dice could have fallen (50 is exactly par; above 50 is worse
  than par).
- ``tail`` = min(this_or_worse, this_or_better): how unusual the result was either way.
  The least likely result of a battle is the roll with the smallest tail.
- ``verdict``: "lucky" or "unlucky" only when the tail is at most ``UNUSUAL`` (1/4), on
  the side of the smaller tail; otherwise "about as expected". Without that middle band
  the most likely result of a roll would be called lucky or unlucky (failing a Resolve
  1 test, 5/6 likely, read "unlucky"). When both tails are equal each is at least 1/2,
  so such a result is always "about as expected".

A side's total over a battle is the sum of its independent rolls, so its distribution
is their convolution; dice with the same odds are grouped first, so that is one
binomial per kind of die, convolved with integer weights over one common denominator.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable
from fractions import Fraction
from typing import Any

from aftermath import data as d
from aftermath.odds.distribution import (
    Distribution,
    binomial_weights,
    chance_json,
    fraction_text,
)

Json = dict[str, Any]

#: A result is called lucky or unlucky only when a result at least that far from par,
#: on its side, comes up at most this often: 1 time in 4 or rarer. Chosen so that the
#: likeliest result of a roll never reads as luck, and a side's total needs to be
#: clearly off its expected value before the report says so.
UNUSUAL = Fraction(1, 4)
# Far past any roll of the games (a Wound Pool is at most 999 Morale dice; a re-rolled
# D6 is read as one die of 36 faces), far below what would make a distribution slow.
MAX_DICE = 10_000
MAX_SIDES = 100



def unusual_among(tail: Fraction, rolls: int) -> bool:
    """Whether the least likely of ``rolls`` independent rolls, with this ``tail``, is
    still ``UNUSUAL``: the chance that at least one of that many rolls comes out this
    far from par, 1 - (1 - tail)^rolls, is at most UNUSUAL. One roll is judged as
    ``Luck.unusual`` judges it; a 1-in-6 result among a dozen rolls is not unusual."""
    return 1 - (1 - tail) ** max(1, rolls) <= UNUSUAL


LUCKY = "lucky"
UNLUCKY = "unlucky"
AS_EXPECTED = "about as expected"


@dataclasses.dataclass(frozen=True)
class Dice:
    """``count`` independent dice of ``sides`` faces, each bad on ``bad_faces`` of them."""

    count: int
    bad_faces: int
    sides: int

    def __post_init__(self) -> None:
        # Checked as every count the engine reads: 2.5 and True are no number of dice.
        d.int_value(self.sides, "dice.sides", low=2, high=MAX_SIDES)
        d.int_value(self.bad_faces, "dice.bad_faces", low=0, high=self.sides)
        d.int_value(self.count, "dice.count", low=0, high=MAX_DICE)

    def distribution(self) -> Distribution:
        """How many of the dice go badly: exact, binomial."""
        weights = binomial_weights(self.count, self.bad_faces, self.sides)
        return Distribution.from_weights(dict(enumerate(weights)), self.sides ** self.count)


@dataclasses.dataclass(frozen=True)
class Shortfall:
    """One die of ``sides`` faces read as an amount: its bad result is how far it fell
    short of the highest face (a 4 on a D6 is 2 short), each from 0 to ``sides`` - 1
    equally likely. It counts as one die."""

    sides: int

    def __post_init__(self) -> None:
        d.int_value(self.sides, "shortfall.sides", low=2, high=MAX_SIDES)

    @property
    def count(self) -> int:
        return 1

    def distribution(self) -> Distribution:
        return Distribution.from_weights(dict.fromkeys(range(self.sides), 1), self.sides)


def _convolve(a: list[int], b: list[int]) -> list[int]:
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                out[i + j] += x * y
    return out


def total(rolls: Iterable[Dice | Shortfall]) -> Distribution:
    """The distribution of the sum of the bad results of independent rolls: the
    convolution of their distributions (certainly 0 when there are none)."""
    grouped: dict[tuple[int, int], int] = {}
    weights, denominator = [1], 1
    for r in rolls:
        if isinstance(r, Shortfall):
            weights = _convolve(weights, [1] * r.sides)
            denominator *= r.sides
            continue
        grouped[(r.bad_faces, r.sides)] = grouped.get((r.bad_faces, r.sides), 0) + r.count
    for (bad, sides), count in sorted(grouped.items()):
        weights = _convolve(weights, binomial_weights(count, bad, sides))
        denominator *= sides ** count
    return Distribution.from_weights(dict(enumerate(weights)), denominator)


def convolve(a: Distribution, b: Distribution) -> Distribution:
    """The distribution of the sum of two independent results (Fractions, for checks)."""
    out: dict[int, Fraction] = {}
    for x, p in a.pairs:
        for y, q in b.pairs:
            out[x + y] = out.get(x + y, Fraction(0)) + p * q
    return Distribution(tuple(sorted((v, p) for v, p in out.items() if p)))


@dataclasses.dataclass(frozen=True)
class Luck:
    """A result ``actual`` (how many went badly) against its exact ``distribution``."""

    distribution: Distribution
    actual: int

    def __post_init__(self) -> None:
        if self.distribution.probability(self.actual) == 0:
            raise ValueError(f"{self.actual} is not a possible result of this roll")

    @functools.cached_property
    def expected(self) -> Fraction:
        return self.distribution.mean

    @functools.cached_property
    def this_or_worse(self) -> Fraction:
        return self.distribution.at_least(self.actual)

    @functools.cached_property
    def this_or_better(self) -> Fraction:
        return 1 - self.distribution.at_least(self.actual + 1)

    @functools.cached_property
    def exactly(self) -> Fraction:
        return self.distribution.probability(self.actual)

    @property
    def percentile(self) -> Fraction:
        below = self.this_or_better - self.exactly
        return 100 * (below + self.exactly / 2)

    @property
    def tail(self) -> Fraction:
        return min(self.this_or_worse, self.this_or_better)

    @property
    def unusual(self) -> bool:
        """Whether the result was far enough from par to call it luck (``UNUSUAL``)."""
        return self.tail <= UNUSUAL

    @property
    def verdict(self) -> str:
        """``UNLUCKY`` when the result sits in the bad tail and that tail is at most
        ``UNUSUAL``, ``LUCKY`` likewise in the good one, else ``AS_EXPECTED``."""
        if not self.unusual:
            return AS_EXPECTED
        return UNLUCKY if self.this_or_worse < self.this_or_better else LUCKY

    def to_json(self, *, outcomes: bool = False) -> Json:
        """Exact figures as "n/d" with float percents. The whole distribution's bars
        (``outcomes``) are floats only: exact fractions of a long battle run to
        hundreds of digits each, too big to send for a chart."""
        out: Json = {
            "actual": self.actual,
            "expected": fraction_text(self.expected),
            "expected_value": float(self.expected),
            "this_or_worse": chance_json(self.this_or_worse),
            "this_or_better": chance_json(self.this_or_better),
            "exactly": chance_json(self.exactly),
            "percentile": float(self.percentile),
            "verdict": self.verdict,
        }
        if outcomes:
            out["outcomes"] = [{"value": v, "percent": float(p * 100)}
                               for v, p in self.distribution.pairs]
        return out
