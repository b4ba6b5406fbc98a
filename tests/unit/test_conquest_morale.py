"""Morale rulings C-10 to C-13: the dice, the Resolve, the failures."""

from __future__ import annotations

import pytest

from aftermath.conquest import MoraleTest, WoundPool
from aftermath.conquest.morale import judge, size_bonus
from aftermath.dice import seeded
from aftermath.errors import InvalidData, RuleViolation

from .conquest_helpers import battle, regiment


def test_c10_natural_1_passes_at_resolve_0() -> None:
    result = judge(1, 0)
    expected = True
    assert result.passed == expected and "natural 1" in result.reason


def test_c10_natural_6_fails_at_resolve_6_and_above() -> None:
    assert judge(6, 6).passed is False
    assert judge(6, 9).passed is False
    assert judge(5, 5).passed is True and judge(5, 4).passed is False


@pytest.mark.parametrize(("stands", "bonus"), [
    (1, 0), (3, 0), (4, 1), (6, 1), (7, 2), (9, 2), (10, 3), (20, 3)])
def test_c11_size_bonus_tiers_are_not_cumulative(stands: int, bonus: int) -> None:
    assert size_bonus(stands) == bonus


def test_c11_highest_resolve_among_stands_and_characters_plus_size_and_modifiers() -> None:
    game = battle(regiment(stands=6, files=3, resolve=2, wounds=2, characters=[
        {"id": "c", "name": "Hero", "wounds": 3, "resolve": 4}]))
    game.push(WoundPool("a", 1))
    steps = game.push(MoraleTest("a", (5,), modifiers=(-1,)))
    resolve = steps[0].data["resolve"]
    # 7 Stands counting the Character: +2; highest Resolve 4; Terrifying -1.
    assert (resolve["base"], resolve["size_bonus"], resolve["value"]) == (4, 2, 5)
    assert steps[1].data["passed"] is True


def test_c11_broken_uses_lowest_resolve_no_size_bonus_and_ignores_positive_modifiers() -> None:
    game = battle(regiment(stands=6, files=3, resolve=3, wounds=1, characters=[
        {"id": "c", "name": "Hero", "wounds": 3, "resolve": 5}]))
    game.push(WoundPool("a", 4))  # 7 -> 3 Stands counting the Character: Broken
    reg = game.regiment("a")
    assert reg.broken
    steps = game.push(MoraleTest("a", (2, 2, 2, 2), modifiers=(2, -1)))
    resolve = steps[0].data["resolve"]
    assert (resolve["base"], resolve["size_bonus"], resolve["value"]) == (3, 0, 2)
    assert resolve["applied_modifiers"] == [-1]


def test_c12_one_die_per_wound_suffered_not_per_wound_in_the_pool() -> None:
    game = battle(regiment(stands=2, files=2, wounds=3))
    game.push(WoundPool("a", 4))
    assert game.regiment("a").pending_morale == 4
    with pytest.raises(InvalidData, match=r"dice.*exactly 4"):
        game.push(MoraleTest("a", (1, 1, 1)))


def test_c12_no_test_when_destroyed_or_marked_as_causing_none() -> None:
    game = battle(regiment(stands=2, files=2), regiment("b", stands=3))
    game.push(WoundPool("a", 5))
    game.push(WoundPool("b", 1, morale=False))
    assert game.regiment("a").pending_morale == 0 and game.regiment("b").pending_morale == 0
    with pytest.raises(RuleViolation, match="no Morale Test"):
        game.push(MoraleTest("b", (1,)))


def test_c12_failed_dice_become_wounds_that_trigger_no_further_tests() -> None:
    game = battle(regiment(stands=6, files=3, wounds=2, resolve=1))
    game.push(WoundPool("a", 1))
    steps = game.push(MoraleTest("a", (6,)))
    assert any(s.data.get("stand") == "r1f0" and s.data.get("destroyed") for s in steps)
    assert game.regiment("a").pending_morale == 0


def test_c12_a_pending_test_must_be_taken_before_the_next_pool_or_round() -> None:
    game = battle(regiment(stands=6, files=3, wounds=2))
    game.push(WoundPool("a", 1))
    with pytest.raises(RuleViolation, match=r"Morale Test \(1 die\).*C-12"):
        game.push(WoundPool("a", 1))


def test_c13_entered_and_app_rolled_dice_leave_the_same_record() -> None:
    game = battle(regiment(stands=6, files=3, wounds=2))
    game.push(WoundPool("a", 3))
    rolled = MoraleTest("a").with_rolls(game.state, seeded(7))
    assert rolled.dice is not None and len(rolled.dice) == 3
    entered = MoraleTest("a", tuple(rolled.dice))
    assert rolled == entered and rolled.to_json() == entered.to_json()
    assert game.preview(rolled)[1] == game.preview(entered)[1]


@pytest.mark.parametrize("bad", [[0, 1, 2], [1, 7, 2], [1, 2, "3"], [1, 2, True], "123"])
def test_c13_impossible_dice_are_refused_before_anything_changes(bad: object) -> None:
    game = battle(regiment(stands=6, files=3, wounds=2))
    game.push(WoundPool("a", 3))
    before = game.to_json()
    with pytest.raises(InvalidData, match=r"dice"):
        game.push(game.event_from_json({"kind": "morale_test", "regiment": "a", "dice": bad}))
    assert game.to_json() == before
