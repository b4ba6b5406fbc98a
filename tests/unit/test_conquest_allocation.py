"""Allocation rulings C-1 to C-6: which Stand takes each Wound, and what is reported."""

from __future__ import annotations

import pytest

from aftermath.conquest import SetContacts, WoundPool
from aftermath.errors import RuleViolation

from .conquest_helpers import alive, battle, destroyed, markers, regiment, removed


def test_c1_rank_0_is_front_and_rear_rank_goes_first_without_sliding() -> None:
    game = battle(regiment(stands=6, files=3))
    steps = game.push(WoundPool("a", 4, morale=False))
    # All of rank 1 and one front Stand gone; the front survivors keep their files.
    assert removed(steps) == ["r1f0", "r1f2", "r1f1", "r0f0"]
    assert [(s.rank, s.file) for s in game.regiment("a").alive_stands] == [(0, 1), (0, 2)]


def test_c2_each_stand_has_its_own_wounds_characteristic() -> None:
    data = regiment(stands=2, files=2, wounds=3)
    game = battle(data)
    reg = game.state.regiments[0].to_json()
    reg["stands"][0]["wounds"] = 1
    game = battle(reg)
    game.push(WoundPool("a", 1, morale=False))
    assert destroyed(game) == ["r0f0"]


def test_c3_characters_never_take_wound_pool_wounds_but_count_as_stands() -> None:
    game = battle(regiment(stands=3, files=3, characters=[
        {"id": "hero", "name": "Hero", "wounds": 3, "resolve": 5}]))
    reg = game.regiment("a")
    assert reg.count() == 4
    game.push(WoundPool("a", 10, morale=False))
    reg = game.regiment("a")
    assert reg.destroyed and reg.character("hero").markers == 0


def test_c4_1_wounded_stand_takes_wounds_before_any_other() -> None:
    game = battle(regiment(stands=6, files=3, wounds=3))
    game.push(WoundPool("a", 1, morale=False))
    assert markers(game) == {"r0f0": 0, "r0f1": 0, "r0f2": 0, "r1f0": 1, "r1f1": 0, "r1f2": 0}
    steps = game.push(WoundPool("a", 2, morale=False))
    assert steps[1].rule == "C-4.1" and steps[1].data["stand"] == "r1f0"
    assert destroyed(game) == ["r1f0"]


def test_c4_2_rearmost_rank_holding_a_non_command_stand() -> None:
    game = battle(regiment(stands=7, files=3))
    game.push(WoundPool("a", 1, morale=False))
    assert destroyed(game) == ["r2f1"]  # the lone Stand of the short rear rank


def test_c4_3_engaged_stand_kept_while_an_unengaged_one_remains_in_the_rank() -> None:
    game = battle(regiment(stands=6, files=3), regiment("e", player=1, stands=3))
    # The enemy fights the rear-left Stand: it is kept while r1f1 and r1f2 remain.
    game.push(SetContacts("a", "r1f0", ("e",)))
    steps = game.push(WoundPool("a", 2, morale=False))
    assert removed(steps) == ["r1f2", "r1f1"]
    steps = game.push(WoundPool("a", 1, morale=False))
    assert removed(steps) == ["r1f0"]
    assert steps[1].rule == "C-4.3" and "every Stand there is engaged" in steps[1].text


def test_c4_3_rule_cited_when_it_changes_the_choice() -> None:
    game = battle(regiment(stands=6, files=3), regiment("e", player=1, stands=3))
    game.push(SetContacts("a", "r1f0", ("e",)))
    steps = game.push(WoundPool("a", 1, morale=False))
    assert steps[1].rule == "C-4.3" and steps[1].data["stand"] == "r1f2"


def test_c4_4_first_tie_goes_left_then_alternates_and_centre_goes_last() -> None:
    game = battle(regiment(stands=10, files=5))
    steps = game.push(WoundPool("a", 5, morale=False))
    assert removed(steps) == ["r1f0", "r1f4", "r1f1", "r1f3", "r1f2"]


def test_c4_4_alternating_ends_carry_over_several_pools() -> None:
    game = battle(regiment(stands=9, files=3))
    order = []
    for _ in range(5):
        order += removed(game.push(WoundPool("a", 1, morale=False)))
    # Each new rank starts on the side opposite the last Stand lost from a side.
    assert order[:3] == ["r2f0", "r2f2", "r2f1"]
    assert order[3:5] == ["r1f0", "r1f2"]


def test_c4_4_measured_from_the_command_stand_file() -> None:
    game = battle(regiment(stands=10, files=5, command="r0f1"))
    steps = game.push(WoundPool("a", 5, morale=False))
    # Rear rank r1: f4 is 3 files from f1, then f3 (2), then f0/f2 tie (1) - left first,
    # since the last side lost was the right - and f1 itself last.
    assert removed(steps) == ["r1f4", "r1f3", "r1f0", "r1f2", "r1f1"]


def test_c4_5_command_stand_is_removed_last() -> None:
    game = battle(regiment(stands=3, files=3, command=True, wounds=2))
    game.push(WoundPool("a", 4, morale=False))
    assert alive(game) == ["r0f1"]
    steps = game.push(WoundPool("a", 1, morale=False))
    assert steps[1].rule == "C-4.5"


def test_c4_5_command_stand_in_a_rear_rank_outlives_the_rank_ahead() -> None:
    game = battle(regiment(stands=7, files=3, command="r2f1"))
    game.push(WoundPool("a", 3, morale=False))
    assert alive(game) == ["r0f0", "r0f1", "r0f2", "r2f1"]


def test_c5_excess_wounds_are_reported_and_ignored() -> None:
    game = battle(regiment(stands=2, files=2, wounds=2))
    steps = game.push(WoundPool("a", 7))
    summary = next(s for s in steps if s.rule == "C-5" and "suffered" in s.text)
    assert (summary.data["suffered"], summary.data["excess"]) == (4, 3)
    assert any(s.rule == "C-5" and "excess" in s.text for s in steps)
    assert game.regiment("a").pending_morale == 0  # destroyed: no test (C-12)


def test_c6_below_starting_strength_from_markers_or_lost_stands() -> None:
    game = battle(regiment(stands=3, files=3, wounds=2))
    assert not game.regiment("a").below_starting_strength()
    game.push(WoundPool("a", 1, morale=False))
    assert game.regiment("a").below_starting_strength()
    game.push(WoundPool("a", 1, morale=False))
    reg = game.regiment("a")
    assert not any(s.markers for s in reg.alive_stands)
    assert reg.below_starting_strength()


def test_wound_pool_on_a_destroyed_regiment_is_refused_and_changes_nothing() -> None:
    game = battle(regiment(stands=1, files=1))
    game.push(WoundPool("a", 1))
    before = game.to_json()
    with pytest.raises(RuleViolation, match="already destroyed"):
        game.push(WoundPool("a", 1))
    assert game.to_json() == before


@pytest.mark.parametrize(("stands", "expected"), [(3, "rank 1 is the only rank"),
                                                   (6, "rank 2 is the rear rank")])
def test_c4_4_a_one_rank_regiment_s_rank_is_its_only_rank_a_deeper_one_s_its_rear(
        stands: int, expected: str) -> None:
    game = battle(regiment(stands=stands, files=3))
    steps = game.push(WoundPool("a", 1, morale=False))
    result = steps[1].text.split(" \u2014 ")[1].split(";")[0]
    assert result == expected
