"""Conquest odds of a Wound Pool and its Morale Test (C-4 to C-16), worked out by hand."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest

from aftermath.conquest import MoraleTest, WoundPool
from aftermath.conquest.odds import ConquestAttacks, conquest_odds, owed_morale_odds
from aftermath.errors import InvalidData, RuleViolation

from .conquest_helpers import battle, regiment
from .test_odds_fixtures import conquest_battle

F = Fraction


def line(stands: int, files: int, resolve: int = 3, **kw: Any) -> dict[str, Any]:
    """Wounds 1, no Command Stand, at the start of a Round (baseline = Stands)."""
    return regiment(stands=stands, files=files, wounds=1, resolve=resolve, **kw)


def test_c14_c15_three_stands_take_two_wounds_break_then_die_to_morale() -> None:
    """3 Stands (Wounds 1, Resolve 3) in one rank, baseline 3, a pool of exactly 2.

    The pool removes two Stands (r0f0, then r0f2). After the second, 2 are lost since
    the baseline and ceil(3 / 2) = 2, so the Regiment is Broken (C-14) with B = 1; it has
    lost nothing since, so it is not Shattered yet (C-15). Morale: 2 dice, one per Wound
    suffered (C-12). Broken: lowest Resolve 3, no size bonus (C-11), so a die fails on
    4, 5 or 6: 1/2 each.
    - no die fails, 1/4: Broken, 1 Stand left, 2 Stands lost;
    - any die fails, 3/4: its Wound removes the last Stand, 1 lost of the B = 1 it had
      when Broken, and ceil(1 / 2) = 1: Shattered (C-15), all Stands gone; a second
      failure is excess.
    The Broken marker stays on in every case, so ``broken`` is 1.
    """
    result = conquest_odds(line(3, 3), 2)
    assert result.status == {"steady": 0, "broken": F(1, 4), "shattered": F(3, 4),
                             "destroyed": 0}
    assert result.morale_failures.probabilities == {0: F(1, 4), 1: F(1, 2), 2: F(1, 4)}
    assert result.stands_lost.probabilities == {2: F(1, 4), 3: F(3, 4)}
    assert (result.broken, result.shattered, result.destroyed) == (F(1), F(3, 4), F(3, 4))
    assert result.wounds.probabilities == {2: 1}


def test_c11_c14_six_stands_take_two_wounds_and_do_not_break_at_once() -> None:
    """6 Stands (Wounds 1, Resolve 3) in 2 ranks of 3, baseline 6, a pool of 2.

    The pool removes the two end Stands of the rear rank: 2 lost, under ceil(6 / 2) = 3,
    so still steady. Morale: 2 dice against Resolve 3 + 1 (4 Stands left: size bonus
    +1, C-11) = 4, so a die fails on 5 or 6: 1/3 each.
    - 0 fail, (2/3)^2 = 4/9: steady, 2 Stands lost;
    - 1 fails, 2 * 1/3 * 2/3 = 4/9: a third Stand is lost, 3 >= 3: Broken, B = 3;
    - 2 fail, 1/9: a fourth Stand, 1 lost since B = 3, under ceil(3 / 2) = 2: Broken.
    """
    result = conquest_odds(line(6, 3), 2)
    expected = {"steady": F(4, 9), "broken": F(5, 9), "shattered": 0, "destroyed": 0}
    assert result.status == expected
    assert result.stands_lost.probabilities == {2: F(4, 9), 3: F(4, 9), 4: F(1, 9)}
    assert result.broken == F(5, 9)


def test_c15_broken_by_the_pool_shattered_by_its_morale_test() -> None:
    """6 Stands (Wounds 1, Resolve 3), pool 3: 3 lost = ceil(6 / 2), Broken with B = 3.
    Morale: 3 dice against the lowest Resolve 3, no bonus: each fails with 1/2. Two more
    Stands lost (ceil(3 / 2) = 2) Shatter it: 2 or 3 failures, 3/8 + 1/8 = 1/2, and all
    6 Stands are gone; 1 failure (3/8) leaves 2 Stands, none (1/8) leaves 3."""
    result = conquest_odds(line(6, 3), 3)
    assert result.status == {"steady": 0, "broken": F(1, 2), "shattered": F(1, 2),
                             "destroyed": 0}
    assert result.stands_lost.probabilities == {3: F(1, 8), 4: F(3, 8), 6: F(1, 2)}
    assert result.destroyed == F(1, 2)


def test_c11_a_broken_regiment_ignores_positive_modifiers_not_negative_ones() -> None:
    plain = conquest_odds(line(6, 3), 3)
    assert conquest_odds(line(6, 3), 3, modifiers=[2]) == plain
    # Resolve 3 - 1 = 2: each die fails on 3-6, 2/3; Shattered on 2 or 3 failures.
    worse = conquest_odds(line(6, 3), 3, modifiers=[-1])
    assert worse.shattered == 3 * F(2, 3) ** 2 * F(1, 3) + F(2, 3) ** 3


def test_c11_a_steady_regiment_takes_its_modifiers() -> None:
    """As the 6-Stand case, but Terrifying -1: Resolve 4 - 1 = 3, each die fails 1/2."""
    result = conquest_odds(line(6, 3), 2, modifiers=[-1])
    assert result.status["steady"] == F(1, 4)


def test_c12_a_pool_marked_as_causing_no_tests() -> None:
    result = conquest_odds(line(3, 3), 2, morale=False)
    assert result.status == {"steady": 0, "broken": 1, "shattered": 0, "destroyed": 0}
    assert result.morale_failures.probabilities == {0: 1}


def test_c5_c12_no_test_after_an_empty_pool_or_when_destroyed() -> None:
    assert conquest_odds(line(3, 3), 0).stands_lost.probabilities == {0: 1}
    result = conquest_odds(line(3, 3), 5)
    assert result.wounds.probabilities == {3: 1}  # 2 excess Wounds are not suffered
    assert result.morale_failures.probabilities == {0: 1}
    # Broken at the second loss (B = 1), Shattered at the third (C-15): no Stands left.
    assert result.status["shattered"] == 1 and result.destroyed == 1


def test_rolls_against_a_characteristic_natural_one_and_six() -> None:
    """C-10's reading for hit and Defense rolls: Clash 3 hits on 1-3 (1/2); Defense 1
    saves on a 1 only, so 5/6 of hits wound; Clash 0 still hits on a 1, Defense 9 still
    fails on a 6."""
    assert ConquestAttacks(1, hit=3, save=1).wound_chance == F(5, 12)
    assert ConquestAttacks(1, hit=0, save=None).wound_chance == F(1, 6)
    assert ConquestAttacks(1, hit=None, save=9).wound_chance == F(1, 6)
    assert ConquestAttacks(1).wound_chance == 1


def test_pool_from_three_attacks_is_binomial() -> None:
    """Three attacks each wounding with 5/12: (7/12)^3, 3 (5/12)(7/12)^2, ... over 1728."""
    result = conquest_odds(line(6, 3), ConquestAttacks(3, hit=3, save=1)).pool
    expected = {0: F(343, 1728), 1: F(735, 1728), 2: F(525, 1728), 3: F(125, 1728)}
    assert result.probabilities == expected


def test_two_stands_face_two_automatic_hits_saved_on_three() -> None:
    """2 Stands (Wounds 1, Resolve 2), 2 attacks that always hit, Defense 3 (saves 1/2):
    the pool is 0, 1 or 2 Wounds with 1/4, 1/2, 1/4.
    - 0: steady, no test;
    - 2: the first Stand lost Breaks it (B = 1), the second Shatters it (C-15), all in
      the pool: no test (C-12);
    - 1: one Stand lost = ceil(2 / 2): Broken, B = 1. One die against the lowest Resolve
      2 fails on 3-6 (2/3), and that Wound takes the last Stand: Shattered.
    Steady 1/4; Broken 1/2 * 1/3 = 1/6; Shattered 1/4 + 1/2 * 2/3 = 7/12."""
    result = conquest_odds(line(2, 2, resolve=2), ConquestAttacks(2, hit=None, save=3))
    assert result.status == {"steady": F(1, 4), "broken": F(1, 6), "shattered": F(7, 12),
                             "destroyed": 0}


def test_c12_odds_of_the_morale_test_a_regiment_owes() -> None:
    """The 6-Stand case after its pool of 2 is allocated: 2 dice against Resolve 4."""
    game = battle(line(6, 3))
    game.push(WoundPool("a", 2))
    result = owed_morale_odds(game.regiment("a"))
    assert result.stands_lost.probabilities == {0: F(4, 9), 1: F(4, 9), 2: F(1, 9)}
    assert result.status == {"steady": F(4, 9), "broken": F(5, 9), "shattered": 0,
                             "destroyed": 0}


def test_odds_change_nothing() -> None:
    game = battle(line(6, 3))
    before = game.regiment("a").to_json()
    conquest_odds(game.regiment("a"), ConquestAttacks(6, hit=4, save=2))
    assert game.regiment("a").to_json() == before


def test_refused_where_the_events_are() -> None:
    game = battle(line(3, 3))
    with pytest.raises(RuleViolation) as err:
        owed_morale_odds(game.regiment("a"))
    assert err.value.rule == "C-12"
    game.push(WoundPool("a", 1))
    with pytest.raises(RuleViolation) as err:
        conquest_odds(game.regiment("a"), 1)
    assert err.value.rule == "C-12"
    game.push(MoraleTest("a", (1,)))
    game.push(WoundPool("a", 5, morale=False))
    with pytest.raises(RuleViolation) as err:
        conquest_odds(game.regiment("a"), 1)
    assert err.value.rule == "C-5"
    with pytest.raises(InvalidData):
        conquest_odds(line(3, 3), 1000)
    with pytest.raises(InvalidData):
        ConquestAttacks(201)


@pytest.mark.parametrize("seed", range(40))
def test_every_distribution_adds_up_to_exactly_one(seed: int) -> None:
    rng = random.Random(seed)
    game = conquest_battle(rng)
    attacks = ConquestAttacks(rng.randint(0, 10), rng.choice([None, 0, 2, 4, 6]),
                              rng.choice([None, 0, 1, 3, 5]))
    result = conquest_odds(game.regiment("a"), attacks, modifiers=[rng.randint(-2, 2)])
    for dist in (result.pool, result.wounds, result.morale_failures, result.stands_lost):
        assert dist.total == 1
    assert sum(result.status.values()) == 1
    assert sum(p for _, p in result.outcomes) == 1
