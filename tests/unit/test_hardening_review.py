"""Hostile input, case by case: each gets a specific error
(or, for an old device save, opens), never an engine fault."""

from __future__ import annotations

import json
from typing import Any

import pytest

from aftermath import bridge
from aftermath.conquest import ConquestBattle, WoundPool
from aftermath.errors import InvalidData
from aftermath.ninth_age import HealthPointLosses

SETUP = {"regiments": [{"id": "maa", "name": "Men-at-Arms", "player": 0, "stands": 6,
                        "files": 3, "wounds": 4, "resolve": 2}]}


def ask(kind: str, payload: dict[str, Any], request_id: int = 7) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(bridge.handle(json.dumps(
        {"id": request_id, "type": kind, "payload": payload})))
    return reply


@pytest.fixture(autouse=True)
def fresh_bridge() -> None:
    bridge.reset()


def test_a_value_nested_deeply_but_under_the_cap_is_invalid_data_naming_its_field() -> None:
    assert ask("game.new", {"system": "conquest", "game_id": "g", "setup": SETUP})["ok"]
    deep = json.loads("[" * 60 + "]" * 60)
    reply = ask("game.push", {"game_id": "g", "event": {"kind": "wound_pool",
                                                         "regiment": "maa", "wounds": deep}})
    result = (reply["ok"], reply["error"]["type"], reply["error"]["field"])
    expected = (False, "invalid_data", "event.wounds")
    assert result == expected
    assert "[[[[...]]]]" in reply["error"]["message"]


def test_a_value_nested_past_the_cap_is_refused_before_it_is_parsed() -> None:
    assert ask("game.new", {"system": "conquest", "game_id": "g", "setup": SETUP})["ok"]
    deep = json.loads("[" * 900 + "]" * 900)
    reply = ask("game.push", {"game_id": "g", "event": {"kind": "wound_pool",
                                                         "regiment": "maa", "wounds": deep}})
    result = (reply["ok"], reply["id"], reply["error"]["type"], reply["error"]["field"])
    expected = (False, 7, "invalid_data", "request")
    assert result == expected
    assert "nested more than 64 levels deep" in reply["error"]["message"]


def test_a_huge_number_inside_a_list_is_shown_by_its_size() -> None:
    err = InvalidData("event.dice", [10**5000], "must be dice")
    assert str(err) == "event.dice: must be dice, got [a number of about 5001 digits]"


def test_pushing_another_systems_event_is_invalid_data_and_changes_nothing() -> None:
    battle = ConquestBattle.new(SETUP)
    before = battle.to_json()
    with pytest.raises(InvalidData, match="must be an event of conquest: one of"):
        battle.push(HealthPointLosses("maa", "rank_and_file", 3))
    with pytest.raises(InvalidData, match="event: must be an event of conquest"):
        battle.preview("wound_pool")  # type: ignore[arg-type]
    assert battle.to_json() == before
    battle.push(WoundPool("maa", 1))
    assert len(battle.events) == 1


def test_a_device_save_holding_a_lone_surrogate_opens_with_the_replacement_character() -> None:
    """Links opened before text was checked could save one: saves keep opening."""
    saved = ConquestBattle.new(SETUP).to_json()
    saved["start"]["regiments"][0]["name"] = "Men\ud800"
    reply = ask("game.open", {"game_id": "old", "game": saved})
    assert reply["ok"], reply
    names = [r["name"] for r in reply["result"]["view"]["regiments"]]
    assert names == ["Men\ufffd"]


def test_new_input_with_a_lone_surrogate_is_still_refused() -> None:
    setup = {"regiments": [{**SETUP["regiments"][0], "name": "Men\ud800"}]}
    reply = ask("game.new", {"system": "conquest", "game_id": "g", "setup": setup})
    assert (reply["ok"], reply["error"]["field"]) == (False, "setup.regiments[0].name")
    assert "lone surrogate" in reply["error"]["message"]
