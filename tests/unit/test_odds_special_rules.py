"""Exact odds with the special rules (C-22 to C-27): every distribution against a
brute-force enumeration of both rolls through the engine's own events, and, with no
special rules, exactly the odds of a pool that names no source."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from aftermath.conquest import ConquestBattle, MoraleTest, WoundPool
from aftermath.conquest.odds import conquest_odds, owed_morale_odds
from aftermath.conquest.regiment import PoolSource
from aftermath.odds.luck import Dice

from .conquest_helpers import battle, regiment

RULES = [[], [{"name": "Indomitable", "x": 1}], [{"name": "Oblivious"}],
         [{"name": "Iron Discipline"}], [{"name": "Phalanx"}], [{"name": "Dauntless"}],
         [{"name": "Fearless"}], [{"name": "Indomitable", "x": 2}, {"name": "Oblivious"}]]


def brute(game: ConquestBattle, rid: str) -> dict[str, Fraction]:
    """Every first roll and every re-roll of the passes, pushed through the engine."""
    owed = game.regiment(rid).pending_morale
    seen: Counter[str] = Counter()
    total = 0
    for first in itertools.product(range(1, 7), repeat=owed):
        from aftermath.conquest import morale
        r = game.state.regiment(rid)
        target = morale.resolve(r).value
        passes = sum(morale.judge(v, target).passed for v in first)
        again = morale.rerolls_passes(r)
        for second in itertools.product(range(1, 7), repeat=passes if again else 0):
            weight = 6 ** ((owed - passes) if again else 0) if again else 6 ** owed
            # Each branch stands for the same number of the 36^n (or 6^n) outcomes.
            after, _ = game.preview(MoraleTest(rid, first, rerolls=second or None))
            seen[after.regiment(rid).status] += weight
            total += weight
    return {k: Fraction(v, total) for k, v in seen.items()}


def _target(rules: list[dict[str, Any]], terrifying: int, resolve: int) -> ConquestBattle:
    return battle(regiment("t", stands=4, files=2, wounds=1, resolve=resolve,
                           special_rules=rules),
                  regiment("k", player=1, stands=3, wounds=1, special_rules=(
                      [{"name": "Terrifying", "x": terrifying}] if terrifying else [])))


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(RULES), st.sampled_from(["front", "flank", "rear"]),
       st.integers(0, 2), st.integers(1, 2), st.integers(1, 5))
def test_c23_flank_odds_equal_brute_force_of_both_rolls(rules: list[dict[str, Any]], arc: str,
                                                        terrifying: int, pool: int,
                                                        resolve: int) -> None:
    game = _target(rules, terrifying, resolve)
    game.push(WoundPool("t", pool, source="k", harm="clash", arc=arc))
    r = game.regiment("t")
    if not r.pending_morale:
        return
    odds = owed_morale_odds(r)
    result = {k: v for k, v in odds.status.items() if v}
    expected = brute(game, "t")
    assert result == expected
    assert sum(odds.status.values()) == 1
    assert sum(p for _, p in odds.outcomes) == 1


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(RULES), st.sampled_from(["front", "flank", "rear"]),
       st.integers(0, 2), st.integers(0, 6))
def test_c22_new_pool_odds_with_a_source_sum_to_one_and_match_the_owed_test(
        rules: list[dict[str, Any]], arc: str, terrifying: int, pool: int) -> None:
    game = _target(rules, terrifying, 3)
    source = PoolSource("k", "K", "clash", arc, terrifying)
    odds = conquest_odds(game.regiment("t"), pool, source=source)
    assert sum(odds.status.values()) == 1
    assert sum(odds.stands_lost.probabilities.values()) == 1
    game.push(WoundPool("t", pool, source="k", harm="clash", arc=arc))
    r = game.regiment("t")
    if r.pending_morale:
        assert owed_morale_odds(r).status == odds.status


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 8), st.integers(1, 3), st.integers(0, 5), st.integers(0, 12))
def test_c20_no_special_rules_odds_are_exactly_as_before(stands: int, files: int,
                                                         resolve: int, pool: int) -> None:
    """A front pool naming a source without Terrifying is the plain pool, exactly."""
    spec = regiment("t", stands=stands, files=min(files, stands), wounds=1, resolve=resolve)
    plain = conquest_odds(battle(spec).regiment("t"), pool)
    named = conquest_odds(battle(spec).regiment("t"), pool, source=PoolSource("k", "K"))
    assert plain == named


def test_c23_luck_of_a_rerolled_die_is_the_two_roll_distribution() -> None:
    # Resolve 4: a die fails on 5 or 6; re-rolled once if it passed: 1/3 + 2/3 * 1/3.
    result = Dice(1, 2 * (12 - 2), 36).distribution().probability(1)
    expected = Fraction(1, 3) + Fraction(2, 3) * Fraction(1, 3)
    assert result == expected


def test_c29_decay_odds_equal_every_roll_pushed_through_the_engine() -> None:
    from aftermath.conquest import Decay
    from aftermath.conquest.odds import decay_odds
    game = battle(regiment("z", stands=2, files=2, wounds=2, resolve=3))
    seen: Counter[tuple[str, int]] = Counter()
    for dice in itertools.product(range(1, 7), repeat=4):
        after, _ = game.preview(Decay("z", 2, dice))
        r = after.regiment("z")
        seen[(r.status, 2 - len(r.alive_stands))] += 1
    odds = decay_odds(game.regiment("z"), 2)
    result: dict[tuple[str, int], Fraction] = {}
    for o, p in odds.outcomes:
        result[(o.status, o.stands_lost)] = result.get((o.status, o.stands_lost), Fraction(0)) + p
    expected = {k: Fraction(v, 6 ** 4) for k, v in seen.items()}
    assert result == expected
    assert odds.morale_failures.probabilities == {0: 1}
