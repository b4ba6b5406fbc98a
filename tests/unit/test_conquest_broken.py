"""Broken, Shattered, Rally and Rounds: rulings C-14 to C-16."""

from __future__ import annotations

import pytest

from aftermath.conquest import MoraleTest, NewRound, Rally, SetActivePlayer, WoundPool
from aftermath.errors import RuleViolation

from .conquest_helpers import battle, regiment


def statuses(steps: list) -> list[tuple[str, str]]:  # type: ignore[type-arg]
    return [(s.rule, s.data["status"]) for s in steps if "status" in s.data]


def test_c14_broken_the_moment_half_the_round_baseline_rounded_up_is_lost() -> None:
    game = battle(regiment(stands=5, files=5))
    game.push(WoundPool("a", 2, morale=False))
    assert not game.regiment("a").broken
    steps = game.push(WoundPool("a", 1, morale=False))  # 3 of 5: ceil(5/2) = 3
    assert statuses(steps) == [("C-14", "broken")]
    assert game.regiment("a").broken_at == 2


def test_c14_checked_after_every_removal_within_one_pool() -> None:
    game = battle(regiment(stands=6, files=3))
    steps = game.push(WoundPool("a", 4, morale=False))
    broke = next(i for i, s in enumerate(steps) if s.data.get("status") == "broken")
    removals = [i for i, s in enumerate(steps) if s.data.get("destroyed")]
    assert removals[2] < broke < removals[3]  # right after the third Stand


def test_c15_broken_and_shattered_in_one_action() -> None:
    game = battle(regiment(stands=8, files=4))
    # 8 -> Broken at 4 lost (B = 4) -> Shattered after 2 more.
    steps = game.push(WoundPool("a", 6))
    assert statuses(steps) == [("C-14", "broken"), ("C-15", "shattered")]
    reg = game.regiment("a")
    assert reg.destroyed and reg.shattered and reg.status == "shattered"
    assert reg.pending_morale == 0


def test_c15_shattered_counts_from_the_moment_of_breaking_not_the_round_start() -> None:
    game = battle(regiment(stands=10, files=5, wounds=1))
    game.push(WoundPool("a", 5, morale=False))  # Broken with B = 5
    assert game.regiment("a").broken_at == 5
    game.push(WoundPool("a", 2, morale=False))
    assert not game.regiment("a").destroyed  # 2 of 5 < 3
    game.push(WoundPool("a", 1, morale=False))
    assert game.regiment("a").shattered


def test_c15_morale_failures_count_for_breaking_and_shattering() -> None:
    game = battle(regiment(stands=4, files=2, wounds=1, resolve=0))
    game.push(WoundPool("a", 1))
    steps = game.push(MoraleTest("a", (6,)))
    assert statuses(steps) == [("C-14", "broken")]


def test_c15_still_broken_at_a_new_round_rebases_shattered_there() -> None:
    game = battle(regiment(stands=10, files=5))
    game.push(WoundPool("a", 5, morale=False))  # Broken, B = 5
    game.push(WoundPool("a", 2, morale=False))  # 3 left, one short of Shattering
    game.push(NewRound())
    reg = game.regiment("a")
    assert reg.broken and reg.broken_at == 3 and reg.baseline == 3
    game.push(WoundPool("a", 1, morale=False))
    assert not game.regiment("a").shattered  # 1 of 3 < ceil(3/2) = 2
    game.push(WoundPool("a", 1, morale=False))
    assert game.regiment("a").shattered


def test_c16_rally_clears_broken_and_resets_the_baseline() -> None:
    game = battle(regiment(stands=6, files=3))
    game.push(WoundPool("a", 3, morale=False))
    assert game.regiment("a").broken
    game.push(Rally("a"))
    reg = game.regiment("a")
    assert not reg.broken and reg.baseline == 3 and reg.broken_at is None
    game.push(WoundPool("a", 1, morale=False))
    assert not game.regiment("a").broken  # 1 of 3 < 2
    game.push(WoundPool("a", 1, morale=False))
    assert game.regiment("a").broken


def test_c16_new_round_resets_every_baseline() -> None:
    game = battle(regiment(stands=6, files=3), regiment("b", player=1, stands=4, files=2))
    game.push(WoundPool("a", 2, morale=False))
    game.push(WoundPool("b", 1, morale=False))
    game.push(NewRound())
    assert game.state.round == 2
    assert (game.regiment("a").baseline, game.regiment("b").baseline) == (4, 3)
    game.push(WoundPool("a", 1, morale=False))
    assert not game.regiment("a").broken  # 1 of 4 lost this Round


def test_new_round_waits_for_a_pending_morale_test() -> None:
    game = battle(regiment(stands=6, files=3))
    game.push(WoundPool("a", 1))
    with pytest.raises(RuleViolation, match="C-12"):
        game.push(NewRound())


def test_active_player_is_recorded_and_undone() -> None:
    game = battle(regiment(), players=["Ann", "Bo"])
    game.push(SetActivePlayer(1))
    assert game.state.active_player == 1
    game.pop()
    assert game.state.active_player == 0


def test_broken_effects_are_recorded_for_the_screen() -> None:
    game = battle(regiment(stands=2, files=2))
    game.push(WoundPool("a", 1, morale=False))
    view = game.view()["regiments"][0]
    assert view["status"] == "broken"
    assert "cannot Charge" in view["broken_effects"]
    assert any("Duel" in e for e in view["broken_effects"])


def test_c15_a_broken_regiment_losing_its_last_stand_is_shattered_not_just_destroyed() -> None:
    game = battle(regiment(stands=3, files=3, resolve=3))
    game.push(WoundPool("a", 2))  # Broken with B = 1
    steps = game.push(MoraleTest("a", (6, 6)))
    assert statuses(steps) == [("C-15", "shattered")]
    assert game.regiment("a").status == "shattered"


def test_c5_a_regiment_that_was_not_broken_is_destroyed_by_its_last_loss() -> None:
    game = battle(regiment(stands=1, files=1))
    steps = game.push(WoundPool("a", 1))
    assert statuses(steps) == [("C-5", "destroyed")]
    assert game.regiment("a").status == "destroyed"
