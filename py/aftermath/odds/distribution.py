"""Exact distributions for the odds screens: whole-number outcomes with Fraction
probabilities, immutable, and as plain data with "n/d" strings beside float percents.

The odds are summed as integer weights over one common denominator (binomial terms of
dice), and only turned into Fractions once per outcome: big-integer sums are cheaper
than reducing a Fraction after every product.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterable, Mapping
from fractions import Fraction
from typing import Any, Self

Json = dict[str, Any]


def fraction_text(p: Fraction) -> str:
    """Always "n/d", also for 0 and 1, so a reader never has to guess the form."""
    return f"{p.numerator}/{p.denominator}"


def chance_json(p: Fraction) -> Json:
    return {"probability": fraction_text(p), "percent": float(p * 100)}


def binomial_weights(n: int, good: int, sides: int) -> list[int]:
    """Weights of k = 0..n successes among n independent dice that succeed on ``good`` of
    ``sides`` faces each; they add up to sides ** n."""
    bad = sides - good
    return [math.comb(n, k) * good ** k * bad ** (n - k) for k in range(n + 1)]


@dataclasses.dataclass(frozen=True)
class Distribution:
    """A distribution over whole numbers. ``pairs`` holds (value, probability) sorted by
    value, impossible values left out; the probabilities add up to exactly 1."""

    pairs: tuple[tuple[int, Fraction], ...]

    @classmethod
    def from_weights(cls, weights: Mapping[int, int], denominator: int) -> Self:
        total = sum(weights.values())
        if total != denominator:
            raise ValueError(f"weights add up to {total}, not {denominator}")
        return cls(tuple((v, Fraction(w, denominator)) for v, w in sorted(weights.items())
                         if w))

    @classmethod
    def certain(cls, value: int) -> Self:
        return cls(((value, Fraction(1)),))

    @property
    def probabilities(self) -> dict[int, Fraction]:
        """A fresh dict each time, so the distribution itself cannot be changed."""
        return dict(self.pairs)

    @property
    def total(self) -> Fraction:
        return sum((p for _, p in self.pairs), Fraction(0))

    @property
    def mean(self) -> Fraction:
        return sum((v * p for v, p in self.pairs), Fraction(0))

    @property
    def variance(self) -> Fraction:
        mean = self.mean
        return sum(((v - mean) ** 2 * p for v, p in self.pairs), Fraction(0))

    def probability(self, value: int) -> Fraction:
        return dict(self.pairs).get(value, Fraction(0))

    def at_least(self, value: int) -> Fraction:
        return sum((p for v, p in self.pairs if v >= value), Fraction(0))

    def values(self) -> list[int]:
        return [v for v, _ in self.pairs]

    def to_json(self) -> Json:
        mean = self.mean
        return {
            "mean": fraction_text(mean), "mean_value": float(mean),
            "outcomes": [{"value": v, **chance_json(p)} for v, p in self.pairs],
        }


def marginal(joint: Iterable[tuple[int, int]], denominator: int) -> Distribution:
    """The distribution of one reading of a joint outcome, from (value, weight) pairs."""
    weights: dict[int, int] = {}
    for value, weight in joint:
        weights[value] = weights.get(value, 0) + weight
    return Distribution.from_weights(weights, denominator)
