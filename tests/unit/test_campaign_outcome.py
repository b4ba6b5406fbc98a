"""W-1: the battle outcome for each side, from the ratio of models lost, and its override."""

from __future__ import annotations

import pytest

from aftermath.campaign import RecoveryRoll, SetOutcome
from aftermath.campaign.tables import battle_outcome
from aftermath.errors import InvalidData, RuleViolation

from .test_campaign_fixtures import battle


@pytest.mark.parametrize(("lost", "enemy_lost", "outcome"), [
    (1, 3, "Crushing Victory"),   # r = 3 exactly
    (1, 7, "Crushing Victory"),
    (2, 5, "Victory"),            # r = 5/2, just under 3
    (1, 2, "Victory"),            # r = 2 exactly
    (4, 7, "Pyrrhic Victory"),    # r = 7/4, under 2
    (1, 1, "Pyrrhic Victory"),
    (5, 3, "Pyrrhic Victory"),    # r = 3/5, just over 1/2
    (2, 1, "Noble Loss"),         # r = 1/2 exactly
    (5, 2, "Noble Loss"),         # r = 2/5, just over 1/3
    (3, 1, "Annihilated"),        # r = 1/3 exactly: no float rounding
    (9, 2, "Annihilated"),
])
def test_w1_outcome_at_each_threshold(lost: int, enemy_lost: int, outcome: str) -> None:
    found = battle_outcome(lost, enemy_lost)
    assert found is not None and found.name == outcome


def test_w1_outcome_of_a_battle_is_worked_out_for_both_sides() -> None:
    sides = battle(1, 2).view()["sides"]
    assert [(s["outcome"], s["recovery_number"]) for s in sides] == [
        ("Victory", 8), ("Noble Loss", 4)]


def test_w1_a_side_that_lost_nothing_rolls_nothing() -> None:
    game = battle(0, 2)
    view = game.view()
    assert view["sides"][0]["outcome"] == "Crushing Victory"  # r unbounded
    assert view["sides"][0]["casualties"] == []
    assert {p["side"] for p in view["pending"]} == {1}


def test_w1_a_side_whose_enemy_lost_nothing_is_annihilated() -> None:
    view = battle(2, 0).view()
    assert view["sides"][0]["outcome"] == "Annihilated"  # r = 0 <= 1/3
    assert view["sides"][0]["recovery_number"] == 2
    assert view["next"]["why"].endswith("lives on a 2 or less (W-1, W-2)")


def test_w1_nobody_lost_anything_has_no_outcome_and_nothing_to_roll() -> None:
    game = battle(0, 0)
    view = game.view()
    assert [s["outcome"] for s in view["sides"]] == [None, None]
    assert view["next"] is None and view["complete"]


def test_w1_players_may_override_the_outcome() -> None:
    game = battle(2, 1)
    steps = game.push(SetOutcome(0, "Victory"))
    assert steps[0].rule == "W-1" and "chosen by the players" in steps[0].text
    assert game.view()["sides"][0]["recovery_number"] == 8
    game.push(SetOutcome(0, None))
    assert game.view()["sides"][0]["outcome"] == "Noble Loss"


def test_w1_override_refused_once_that_side_has_rolled_recovery() -> None:
    game = battle(2, 1)
    game.push(RecoveryRoll(0, "hero", 4))
    before = game.to_json()
    with pytest.raises(RuleViolation, match="W-1"):
        game.push(SetOutcome(0, "Victory"))
    assert game.to_json() == before
    game.push(SetOutcome(1, "Annihilated"))  # the other side has not rolled yet


def test_w1_override_with_an_unknown_outcome_names_it() -> None:
    game = battle(1, 1)
    with pytest.raises(InvalidData) as err:
        game.event_from_json({"kind": "set_outcome", "side": 0, "outcome": "Draw"})
    assert err.value.field == "event.outcome" and err.value.value == "Draw"
    with pytest.raises(InvalidData, match="outcome"):
        game.push(SetOutcome(0, "Draw"))
