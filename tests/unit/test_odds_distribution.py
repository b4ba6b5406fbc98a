"""Exact distributions: Fractions that add up to exactly 1, a mean, and plain data."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest

from aftermath.odds import Distribution
from aftermath.odds.distribution import binomial_weights, marginal

F = Fraction


def test_binomial_weights_of_two_dice_failing_on_four_to_six() -> None:
    result = binomial_weights(2, 3, 6)
    expected = [9, 18, 9]
    assert result == expected


def test_from_weights_drops_impossible_values_and_adds_up_to_one() -> None:
    result = Distribution.from_weights({0: 1, 1: 0, 2: 3}, 4)
    assert result.probabilities == {0: F(1, 4), 2: F(3, 4)}
    assert result.total == 1
    assert result.mean == F(3, 2)
    assert result.variance == F(3, 4)
    assert (result.probability(1), result.probability(2), result.at_least(1)) == (
        F(0), F(3, 4), F(3, 4))


def test_weights_that_do_not_add_up_are_refused() -> None:
    with pytest.raises(ValueError):
        Distribution.from_weights({0: 1}, 2)


def test_a_distribution_cannot_be_changed() -> None:
    dist = Distribution.certain(3)
    dist.probabilities[3] = F(0)
    assert dist.probabilities == {3: 1}
    with pytest.raises(dataclasses.FrozenInstanceError):
        dist.pairs = ()  # type: ignore[misc]
    assert hash(dist) == hash(Distribution.certain(3))


def test_to_json_gives_exact_fractions_and_percents() -> None:
    result = marginal([(1, 1), (0, 2), (1, 1)], 4).to_json()
    expected = {"mean": "1/2", "mean_value": 0.5, "outcomes": [
        {"value": 0, "probability": "1/2", "percent": 50.0},
        {"value": 1, "probability": "1/2", "percent": 50.0}]}
    assert result == expected
