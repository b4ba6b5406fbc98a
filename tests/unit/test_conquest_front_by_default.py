"""C-21: a Wound Pool that names no arc came from the front, so every rule keyed on the
arc treats it so: Phalanx +1 (C-24), no flank or rear re-roll (C-23). The engine, the
odds and the report share that reading; each is checked here on the plainest pool, one
that names nothing at all."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from aftermath.bridge import SYSTEMS
from aftermath.conquest import ConquestBattle, MoraleTest, WoundPool
from aftermath.conquest.odds import conquest_odds, owed_morale_odds
from aftermath.report import build

from .conquest_helpers import battle, regiment


def phalangites(*extra: dict[str, Any]) -> ConquestBattle:
    """Resolve 3 with no size bonus at the time of the test (3 Stands)."""
    return battle(regiment("a", name="A", stands=3, files=3, wounds=4, resolve=3,
                           special_rules=[{"name": "Phalanx"}]), *extra)


def test_c24_phalanx_applies_to_a_pool_that_names_nothing_c21_front_by_default() -> None:
    game = phalangites()
    game.push(WoundPool("a", 1))
    steps = game.push(MoraleTest("a", (4,)))
    result = [(s.rule, s.text) for s in steps if s.rule in ("C-24", "C-10")]
    expected = [("C-24", "Phalanx against Wounds from the front: Resolve 3 -> 4"),
                ("C-10", "Die 4: pass — 4 is at most Resolve 4")]
    assert result == expected
    assert game.regiment("a").stands[0].markers == 1


def test_c24_the_owed_tests_announced_resolve_counts_phalanx_for_a_plain_pool() -> None:
    game = phalangites()
    steps = game.push(WoundPool("a", 1))
    result = [s.text for s in steps if s.rule == "C-12"]
    expected = ["Morale Test: roll 1 die against Resolve 4 (highest Resolve 3, size bonus +0 "
                "(3 Stands), Phalanx +1 = 4)"]
    assert result == expected


def test_c24_phalanx_counts_for_a_pool_naming_only_its_harm() -> None:
    game = phalangites()
    game.push(WoundPool("a", 1, harm="spell"))
    steps = game.push(MoraleTest("a", (4,)))
    result = [s.data["passed"] for s in steps if s.rule == "C-10"]
    expected = [True]
    assert result == expected


def test_c21_a_test_saved_owed_for_a_plain_pool_is_against_the_front() -> None:
    """A plain pool's owed test keeps no source in the state: on reload it is still a
    test against the front (C-21), so Phalanx counts and nothing is re-rolled."""
    game = phalangites()
    game.push(WoundPool("a", 1))
    reopened = ConquestBattle.from_json(game.to_json())
    r = reopened.regiment("a")
    from aftermath.conquest import morale
    result = (morale.resolve(r).value, morale.rerolls_passes(r))
    expected = (4, False)
    assert result == expected


def test_c23_a_plain_pool_rerolls_nothing_c21_front_by_default() -> None:
    game = battle(regiment("a", name="A", stands=3, files=3, wounds=4, resolve=3))
    game.push(WoundPool("a", 2))
    steps = game.push(MoraleTest("a", (1, 2)))
    result = [s.text for s in steps if s.rule == "C-23"]
    expected: list[str] = []
    assert result == expected


def test_c24_odds_of_a_plain_pool_count_phalanx() -> None:
    """Resolve 3 + Phalanx 1 = 4: a die fails on 5 or 6, 1 in 3 (not 1 in 2)."""
    odds = conquest_odds(phalangites().regiment("a"), 1)
    result = odds.morale_failures.probability(1)
    expected = Fraction(1, 3)
    assert result == expected


def test_c24_odds_of_the_test_owed_for_a_plain_pool_count_phalanx() -> None:
    game = phalangites()
    game.push(WoundPool("a", 1))
    result = owed_morale_odds(game.regiment("a")).morale_failures.probability(1)
    expected = Fraction(1, 3)
    assert result == expected


def test_c24_the_bridge_odds_of_a_plain_pool_count_phalanx() -> None:
    spec = regiment("a", name="A", stands=3, files=3, wounds=4, resolve=3,
                    special_rules=[{"name": "Phalanx"}])
    odds_data = SYSTEMS["conquest"].odds_requests["odds.conquest_regiment"]
    reply = odds_data({"regiment": spec, "pool": 1})
    result = [o["probability"] for o in reply["morale_failures"]["outcomes"]]
    expected = ["2/3", "1/3"]
    assert result == expected


def test_c24_the_report_judges_a_plain_pools_test_against_resolve_with_phalanx() -> None:
    game = phalangites()
    game.push(WoundPool("a", 1))
    game.push(MoraleTest("a", (4,)))
    (roll,) = build(game).rolls
    result = roll.what
    expected = "Morale Test, 1 die against Resolve 4: 0 failed"
    assert result == expected


def test_c24_phalanx_still_needs_the_front_a_flank_pool_gets_none() -> None:
    game = phalangites(regiment("k", name="K", player=1, stands=3, wounds=4))
    game.push(WoundPool("a", 1, source="k", arc="flank"))
    steps = game.push(MoraleTest("a", (4,), rerolls=()))
    result = [s.rule for s in steps if s.rule == "C-24"]
    expected: list[str] = []
    assert result == expected
