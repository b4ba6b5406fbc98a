"""Exact Recovery chances for the odds screen, from the same code that resolves (W-1, W-2),
and the other campaign bridge requests."""

from __future__ import annotations

from fractions import Fraction

import pytest

from aftermath.bridge.campaign import SYSTEM
from aftermath.campaign import RecoveryRoll
from aftermath.campaign.odds import recovery_chances
from aftermath.errors import InvalidData

from .test_campaign_fixtures import battle, model, side


def test_w2_chances_follow_the_recovery_number() -> None:
    game = battle(1, 2, a_first=model("hero", undead=True))
    assert recovery_chances(game.state) == [
        {"hero": Fraction(10, 20)},                 # Victory 8, +2 Undead
        {"b0": Fraction(4, 20), "b1": Fraction(4, 20)},  # Noble Loss
    ]


def test_w2_an_unrecoverable_model_has_no_chance() -> None:
    game = battle(2, 2, unrecoverable=["hero"])
    assert recovery_chances(game.state)[0]["hero"] == 0


@pytest.mark.parametrize(("a_lost", "b_lost", "undead"), [
    (1, 3, False), (1, 3, True), (1, 1, False), (3, 1, True), (2, 0, False),
])
def test_w2_each_chance_matches_rolling_every_face(a_lost: int, b_lost: int,
                                                  undead: bool) -> None:
    game = battle(a_lost, b_lost, a_first=model("hero", undead=undead))
    lives = 0
    for face in range(1, 21):
        game.push(RecoveryRoll(0, "hero", face))
        lives += game.view()["sides"][0]["casualties"][0]["survived"]
        game.pop()
    assert recovery_chances(game.state)[0]["hero"] == Fraction(lives, 20)


def test_w1_the_players_outcome_changes_the_chances() -> None:
    setup = {"sides": [side("A", [model("a")], ["a"], outcome="Crushing Victory"),
                       side("B", [model("b")], ["b"])]}
    result = SYSTEM.odds_requests["odds.campaign_setup"]({"setup": setup})
    assert result["sides"][0]["models"] == [{"model": "a", "settled": False,
                                             "probability": "1/2", "percent": 50.0}]
    assert result["sides"][1]["models"][0]["probability"] == "3/10"


def test_odds_request_names_a_bad_setup() -> None:
    setup = {"sides": [side("A", [model("a")], ["z"]), side("B", [])]}
    with pytest.raises(InvalidData) as err:
        SYSTEM.odds_requests["odds.campaign_setup"]({"setup": setup})
    assert err.value.field == "setup.sides[0].losses[0].model"


def test_tables_request_prints_the_three_tables() -> None:
    tables = SYSTEM.requests["campaign.tables"]({})
    assert [row["recovery_number"] for row in tables["recovery"]] == [10, 8, 6, 4, 2]
    row = {k: v for k, v in tables["fate"][2].items() if k != "row_msg"}
    assert row == {"low": 17, "high": 17, "result": "Badly Wounded", "wound_rolls": 3,
                   "meaning": "roll 3 times on the Wound Table",
                   "row": "17: Badly Wounded (roll 3 times on the Wound Table)"}
    assert len(tables["wound"]) == 8 and tables["undead_bonus"] == 2
    with pytest.raises(InvalidData):
        SYSTEM.requests["campaign.tables"]({"extra": 1})
