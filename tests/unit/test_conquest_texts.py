"""Step-log texts that say exactly what happened: counts in the singular when there is
one, lengths rounded as a player measures them."""

from __future__ import annotations

from typing import Any

import pytest

from aftermath.conquest import Decay, NewRound, WoundPool, morale
from aftermath.conquest.odds import decay_odds
from aftermath.errors import RuleViolation

from .conquest_helpers import battle, regiment


def texts(steps: list[Any], rule: str) -> list[str]:
    return [s.text for s in steps if s.rule == rule]


def test_c11_the_resolve_of_one_stand_says_1_stand() -> None:
    target = morale.resolve(battle(regiment("a", name="A", stands=1, files=1)).regiment("a"))
    result = target.explain()
    expected = "highest Resolve 3, size bonus +0 (1 Stand) = 3"
    assert result == expected


def test_c15_shattered_from_one_stand_says_1_stand() -> None:
    """2 Stands, Broken at 1 lost with 1 left; losing it Shatters the Regiment."""
    game = battle(regiment("a", name="A", stands=2, files=2, wounds=1))
    game.push(WoundPool("a", 1, morale=False))
    steps = game.push(WoundPool("a", 1, morale=False))
    result = texts(steps, "C-15")
    expected = ["A is Shattered: lost 1 of the 1 Stand it had when Broken (half, rounded up, "
                "is 1); all Stands removed"]
    assert result == expected


def test_c14_c15_a_new_round_counts_from_1_stand() -> None:
    game = battle(regiment("a", name="A", stands=2, files=2, wounds=2))
    game.push(WoundPool("a", 2, morale=False))
    steps = game.push(NewRound())
    result = texts(steps, "C-15")
    expected = ["A is still Broken: Shattered is now counted from 1 Stand"]
    assert result == expected


def test_c29_decay_of_one_stand_says_1_stand_rolls_1_die() -> None:
    game = battle(regiment("a", name="A", stands=1, files=1, wounds=2))
    steps = game.push(Decay("a", 1, (3,)))
    result = texts(steps, "C-29")
    expected = ["Decay 1: 1 Stand rolls 1 die, 0 of them 5 or 6: 0 Wounds, no Morale Tests"]
    assert result == expected


def test_c12_odds_refused_while_one_die_is_owed_say_1_die() -> None:
    game = battle(regiment("a", name="A", stands=3, files=3, wounds=2))
    game.push(WoundPool("a", 1))
    with pytest.raises(RuleViolation) as err:
        decay_odds(game.regiment("a"), 1)
    result = str(err.value)
    expected = "A must first take its Morale Test (1 die) before Decay (C-12)"
    assert result == expected
