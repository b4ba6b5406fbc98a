"""The odds requests for the bridge: plain data in, exact fractions and percents out."""

from __future__ import annotations

import json
from typing import Any

import pytest

from aftermath.bridge import SYSTEMS
from aftermath.conquest import WoundPool
from aftermath.errors import InvalidData, RuleViolation
from aftermath.ninth_age import NinthAgeBattle

from .conquest_helpers import battle, regiment
from .test_campaign_fixtures import battle as campaign_battle


def three_stands() -> dict[str, Any]:
    return regiment(stands=3, files=3, wounds=1, resolve=3)


# Each system's odds requests, as its descriptor lists them (one route per system).
GAME_REQUESTS = {k: v for s in SYSTEMS.values() for k, v in s.odds_game_requests.items()}
REQUESTS = {k: v for s in SYSTEMS.values() for k, v in s.odds_requests.items()}


def test_names_are_new_to_the_bridge() -> None:
    names = set(GAME_REQUESTS) | set(REQUESTS)
    assert names == {"odds.conquest", "odds.ninth_age", "odds.campaign",
                     "odds.conquest_regiment", "odds.ninth_age_unit", "odds.campaign_setup"}
    others = [name for s in SYSTEMS.values() for name in (*s.requests, *s.game_requests)]
    assert others and not names & set(others)


def test_conquest_regiment_pool_gives_exact_fractions_and_percents() -> None:
    result = REQUESTS["odds.conquest_regiment"]({"regiment": three_stands(), "pool": 2})
    assert result["status"]["shattered"] == {"probability": "3/4", "percent": 75.0}
    assert result["status"]["destroyed"] == {"probability": "0/1", "percent": 0.0}
    assert result["morale_failures"] == {"mean": "1/1", "mean_value": 1.0, "outcomes": [
        {"value": 0, "probability": "1/4", "percent": 25.0},
        {"value": 1, "probability": "1/2", "percent": 50.0},
        {"value": 2, "probability": "1/4", "percent": 25.0}]}
    assert json.loads(json.dumps(result)) == result


def test_conquest_game_attacks_and_the_owed_test() -> None:
    game = battle(regiment(stands=6, files=3, wounds=1, resolve=3))
    attacks = {"game_id": "g", "regiment": "a", "attacks": {"count": 3, "hit": 3, "save": 1}}
    result = GAME_REQUESTS["odds.conquest"](game, attacks)
    assert [o["probability"] for o in result["pool"]["outcomes"]] == [
        "343/1728", "245/576", "175/576", "125/1728"]
    game.push(WoundPool("a", 2))
    owed = GAME_REQUESTS["odds.conquest"](game, {"game_id": "g", "regiment": "a"})
    assert owed["status"]["steady"]["probability"] == "4/9"
    with pytest.raises(RuleViolation):
        GAME_REQUESTS["odds.conquest"](game, {"game_id": "g", "regiment": "a", "pool": 1})


@pytest.mark.parametrize(("payload", "field"), [
    ({"pool": 1, "attacks": {"count": 1}}, "payload.attacks"),
    ({"attacks": {"count": 1, "clash": 3}}, "payload.attacks.clash"),
    ({"pool": -1}, "payload.pool"),
    ({"pool": 1, "modifiers": [20]}, "payload.modifiers[0]"),
    ({"pool": 1, "extra": 1}, "payload.extra"),
])
def test_conquest_bad_payloads_name_the_field(payload: dict[str, Any], field: str) -> None:
    with pytest.raises(InvalidData) as err:
        REQUESTS["odds.conquest_regiment"]({"regiment": three_stands(), **payload})
    assert err.value.field == field


def test_ninth_age_game_and_unit_requests_agree() -> None:
    unit = {"id": "trolls", "name": "Trolls", "player": 0, "models": 10, "files": 5, "hp": 3}
    game = NinthAgeBattle.new({"units": [unit]})
    attacks = {"count": 2, "hit": 4, "wound": 4}
    by_game = GAME_REQUESTS["odds.ninth_age"](game, {"game_id": "g", "unit": "trolls",
                                                     "attacks": attacks})
    by_data = REQUESTS["odds.ninth_age_unit"]({"unit": unit, "attacks": attacks})
    assert by_game == by_data
    assert by_game["losses"]["outcomes"][2] == {"value": 2, "probability": "1/16",
                                                "percent": 6.25}
    with pytest.raises(InvalidData):
        REQUESTS["odds.ninth_age_unit"]({"unit": unit})
    with pytest.raises(InvalidData):
        GAME_REQUESTS["odds.conquest"](game, {"game_id": "g", "regiment": "a", "pool": 1})


def test_campaign_game_and_setup_requests_agree() -> None:
    game = campaign_battle(1, 2)
    by_game = GAME_REQUESTS["odds.campaign"](game, {"game_id": "g"})
    by_setup = REQUESTS["odds.campaign_setup"]({"setup": game.state.to_json()})
    assert by_game == by_setup
    side = by_game["sides"][1]
    assert side["models"][0] == {"model": "b0", "settled": False, "probability": "1/5",
                                 "percent": 20.0}
    assert side["survivors"]["mean"] == "2/5"
