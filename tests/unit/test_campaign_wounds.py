"""W-4: the Wound Table's lasting wounds, stacking, the floor at 0, and blindness."""

from __future__ import annotations

import pytest

from aftermath.campaign import RecoveryRoll, WoundRoll
from aftermath.errors import RuleViolation

from .test_campaign_fixtures import STATS, after, battle, model, survive_with_fate, wound


@pytest.mark.parametrize(("die", "location", "stat"), [
    (1, "Chest wound", "AR"), (5, "Chest wound", "AR"),
    (6, "Leg wound", "MV"), (10, "Leg wound", "MV"),
    (11, "Arm wound", "ST"), (15, "Arm wound", "ST"),
    (16, "Blinded in one eye", "RC"),
    (17, "Head wound", "LD"),
    (19, "Shell shock", "AC"),
    (20, "Hand wound", "CC"),
])
def test_w4_each_wound_costs_its_characteristic_one(die: int, location: str, stat: str) -> None:
    game = battle(1, 1)
    survive_with_fate(game, 0, "hero", 11)
    wound(game, 0, "hero", die)
    hero = after(game, 0, "hero")
    assert hero["lasting_wounds"] == [location]
    assert hero["characteristics"] == {**STATS, stat: STATS[stat] - 1}
    assert hero["spot"] == (-1 if location == "Blinded in one eye" else 0)
    assert hero["status"] == "active"


def test_w4_ear_wound_costs_2_on_spot_and_gives_rear_attackers_4_cc() -> None:
    game = battle(1, 1)
    survive_with_fate(game, 0, "hero", 11)
    wound(game, 0, "hero", 18)
    hero = after(game, 0, "hero")
    assert hero["characteristics"] == STATS
    assert (hero["spot"], hero["rear_attackers_cc"]) == (-2, 4)
    assert "attackers from the rear gain +4 CC" in game.history()[-1][1][0].text


def test_w4_badly_wounded_rolls_three_times_and_penalties_stack() -> None:
    game = battle(1, 1)
    survive_with_fate(game, 0, "hero", 17)
    wound(game, 0, "hero", 2, 18, 18)
    hero = after(game, 0, "hero")
    assert hero["characteristics"]["AR"] == STATS["AR"] - 1
    assert hero["spot"] == -4
    assert hero["rear_attackers_cc"] == 4  # deafened is a condition: it does not stack
    with pytest.raises(RuleViolation, match="W-4"):
        game.push(WoundRoll(0, "hero", 3))


def test_w4_a_characteristic_never_drops_below_0() -> None:
    game = battle(1, 1, a_first=model("hero", stats={"AR": 1}))
    survive_with_fate(game, 0, "hero", 17)
    wound(game, 0, "hero", 1, 2)
    assert "AR is already 0 and stays 0" in game.history()[-1][1][0].text
    wound(game, 0, "hero", 3)
    hero = after(game, 0, "hero")
    assert hero["characteristics"]["AR"] == 0
    assert hero["lasting_wounds"] == ["Chest wound"] * 3


def test_w4_a_second_eye_wound_retires_the_model_blind() -> None:
    game = battle(1, 1, a_first=model("hero", lasting_wounds=["Blinded in one eye"], spot=-1))
    survive_with_fate(game, 0, "hero", 17)
    steps = game.push(WoundRoll(0, "hero", 16))
    assert after(game, 0, "hero")["status"] == "retired blind"
    assert steps[-1].rule == "W-4" and "2 Wound Table rolls are not made" in steps[-1].text
    assert all(p["model"] != "hero" for p in game.view()["pending"])
    with pytest.raises(RuleViolation, match="W-4"):
        game.push(WoundRoll(0, "hero", 5))


def test_w4_both_eyes_in_one_badly_wounded_retires_the_model_blind() -> None:
    game = battle(1, 1)
    survive_with_fate(game, 0, "hero", 17)
    wound(game, 0, "hero", 16)
    assert after(game, 0, "hero")["status"] == "active"
    wound(game, 0, "hero", 16)
    hero = after(game, 0, "hero")
    assert hero["status"] == "retired blind"
    assert hero["lasting_wounds"] == ["Blinded in one eye"] * 2


def test_w4_wounds_come_after_the_fate_that_owes_them() -> None:
    game = battle(1, 1)
    game.push(RecoveryRoll(0, "hero", 1))
    with pytest.raises(RuleViolation, match=r"Casualty Fate table, not the Wound.*W-3"):
        game.push(WoundRoll(0, "hero", 4))
    assert game.view()["next"]["table"] == "Casualty Fate"
