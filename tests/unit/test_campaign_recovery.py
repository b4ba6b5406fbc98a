"""W-2: the Recovery roll against the Recovery Number, Undead +2, Unrecoverable models."""

from __future__ import annotations

import random

import pytest

from aftermath.campaign import CampaignAftermath, RecoveryRoll
from aftermath.errors import RuleViolation

from .test_campaign_fixtures import after, battle, finish, model

# (Brotherhood lost, Dark Legion lost) giving each row of the Recovery table (W-1).
ROWS = {
    "Crushing Victory": ((1, 3), 10),
    "Victory": ((1, 2), 8),
    "Pyrrhic Victory": ((1, 1), 6),
    "Noble Loss": ((2, 1), 4),
    "Annihilated": ((3, 1), 2),
}


def _recover(game: CampaignAftermath, die: int) -> bool:
    steps = game.push(RecoveryRoll(0, "hero", die))
    assert steps[0].rule == "W-2"
    survived = game.view()["sides"][0]["casualties"][0]["survived"]
    assert isinstance(survived, bool)
    return survived


@pytest.mark.parametrize("row", ROWS)
def test_w2_each_row_lives_on_its_number_and_dies_one_over(row: str) -> None:
    (a_lost, b_lost), number = ROWS[row]
    game = battle(a_lost, b_lost)
    assert game.view()["sides"][0]["outcome"] == row
    assert _recover(game, number) is True
    game.pop()
    assert _recover(game, number + 1) is False


def test_w2_victory_lives_on_8_and_dies_on_9() -> None:
    game = battle(1, 2)
    assert _recover(game, 8)
    game.pop()
    assert not _recover(game, 9)
    finish(game)
    assert after(game, 0, "hero")["status"] == "dead"


@pytest.mark.parametrize("row", ROWS)
def test_w2_undead_add_2_to_the_recovery_number(row: str) -> None:
    (a_lost, b_lost), number = ROWS[row]
    game = battle(a_lost, b_lost, a_first=model("hero", undead=True))
    casualty = game.view()["sides"][0]["casualties"][0]
    assert casualty["recovery_number"] == number + 2
    # The side's outcome line says it beside the outcome's own number.
    sides = game.view()["sides"]
    result = [(s["recovery_number"], s["undead_recovery_number"]) for s in sides]
    expected = [(number, number + 2), (sides[1]["recovery_number"], None)]
    assert result == expected
    assert _recover(game, number + 2) is True
    game.pop()
    assert _recover(game, number + 3) is False


def test_w2_unrecoverable_models_die_without_a_roll() -> None:
    game = battle(2, 2, unrecoverable=["hero"])
    view = game.view()
    assert view["sides"][0]["undead_recovery_number"] is None
    assert "hero" not in {p["model"] for p in view["pending"]}
    assert view["sides"][0]["casualties"][0]["status"] == "dead"
    before = game.to_json()
    with pytest.raises(RuleViolation, match=r"unrecoverable way.*\(W-2\)"):
        game.push(RecoveryRoll(0, "hero", 1))
    assert game.to_json() == before


def test_w2_each_recovery_is_rolled_once() -> None:
    game = battle(1, 3)
    game.push(RecoveryRoll(0, "hero", 15))
    with pytest.raises(RuleViolation, match="W-2"):
        game.push(RecoveryRoll(0, "hero", 1))


def test_w2_an_entered_die_and_an_app_roll_leave_the_same_record() -> None:
    rolled = battle(1, 1)
    event = RecoveryRoll(0, "hero").with_rolls(rolled.state, random.Random(7))
    die = random.Random(7).randint(1, 20)
    assert event == RecoveryRoll(0, "hero", die)
    rolled.push(event)
    entered = battle(1, 1)
    entered.push(RecoveryRoll(0, "hero", die))
    assert rolled.to_json() == entered.to_json()
    assert rolled.history()[0][1] == entered.history()[0][1]
