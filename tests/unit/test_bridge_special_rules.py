"""The bridge requests of the special rules (C-20 to C-29): the picker's lists, the
default source of a Wound Pool, the re-roll count, and odds that take the source."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from aftermath import bridge

MEN = {"id": "maa", "name": "Men-at-Arms", "player": 0, "stands": 3, "files": 3,
       "wounds": 4, "resolve": 4}
KNIGHTS = {"id": "kn", "name": "Knights", "player": 1, "stands": 3, "files": 3, "wounds": 4,
           "resolve": 3, "special_rules": [{"name": "Terrifying", "x": 1}]}


@pytest.fixture(autouse=True)
def fresh() -> Iterator[None]:
    bridge.reset()
    yield
    bridge.reset()


def call(type: str, payload: Any = None) -> dict[str, Any]:
    message: dict[str, Any] = {"id": 1, "type": type}
    if payload is not None:
        message["payload"] = payload
    reply: dict[str, Any] = json.loads(bridge.handle(json.dumps(message)))
    return reply


def new(*regiments: dict[str, Any]) -> None:
    reply = call("game.new", {"system": "conquest", "game_id": "g",
                              "setup": {"regiments": list(regiments)}})
    assert reply["ok"], reply


def test_c20_the_picker_lists_known_rules_with_descriptions() -> None:
    result = call("conquest.special_rules")["result"]
    names = {r["name"]: r for r in result["rules"]}
    assert {"Fearless", "Bravery", "Dauntless", "Iron Discipline", "Phalanx", "Oblivious",
            "Indomitable", "Terrifying"} <= set(names)
    assert names["Indomitable"]["x"] is True and names["Fearless"]["x"] is False
    assert all(r["does"] and r["rule"].startswith("C-") for r in result["rules"])
    assert (result["max_name"], result["max_x"]) == (40, 6)
    assert {h["harm"]: h["morale"] for h in result["harms"]}["volley"] is False
    assert result["arcs"] == ["front", "flank", "rear"]


def test_c29_the_picker_lists_the_heals_with_their_fixed_points() -> None:
    result = call("conquest.special_rules")["result"]["heals"]
    expected = [{"source": "", "title": "Heal Points", "points": None},
                {"source": "regeneration", "title": "Regeneration (X)", "points": None},
                {"source": "fanatical_devotion", "title": "Fanatical Devotion (3)", "points": 3},
                {"source": "biotic_renewal", "title": "Biotic Renewal", "points": None}]
    # Each title's message beside it (tests/unit/test_said_conquest_screens.py).
    assert [{k: v for k, v in h.items() if k != "title_msg"} for h in result] == expected


def test_c29_each_listed_heal_is_one_a_heal_event_takes() -> None:
    new(MEN)
    for heal in call("conquest.special_rules")["result"]["heals"]:
        event = {"kind": "heal", "regiment": "maa", "points": heal["points"] or 1}
        if heal["source"]:
            event["source"] = heal["source"]
        reply = call("game.preview", {"game_id": "g", "event": event})
        result = reply["ok"]
        expected = True
        assert result == expected, (heal, reply)


def test_c21_the_view_and_a_request_give_the_default_source() -> None:
    new(MEN, KNIGHTS)
    reply = call("conquest.pool_source", {"game_id": "g", "regiment": "maa"})
    assert reply["result"] == {"default": None, "choices": []}
    call("game.push", {"game_id": "g", "event": {"kind": "contacts", "regiment": "maa",
                                                 "stand": "r0f1", "enemies": ["kn"]}})
    result = call("conquest.pool_source", {"game_id": "g", "regiment": "maa"})["result"]
    assert result == {"default": "kn", "choices": [{"regiment": "kn", "name": "Knights",
                                                    "arc": None}]}


def test_c23_resolve_says_how_many_dice_to_reroll() -> None:
    new(MEN, KNIGHTS)
    call("game.push", {"game_id": "g", "event": {
        "kind": "wound_pool", "regiment": "maa", "wounds": 3, "source": "kn", "harm": "clash",
        "arc": "flank"}})
    result = call("conquest.resolve", {"game_id": "g", "regiment": "maa",
                                       "dice": [1, 3, 6]})["result"]
    assert (result["reroll"], result["rerolls"], result["resolve"]["value"]) == (True, 2, 3)
    assert result["resolve"]["terrifying"] == 1
    reply = call("game.push", {"game_id": "g", "event": {
        "kind": "morale_test", "regiment": "maa", "dice": [1, 3, 6], "rerolls": [4]}})
    assert reply["error"]["type"] == "invalid_data" and "rerolls" in reply["error"]["message"]
    reply = call("game.push", {"game_id": "g", "seed": 4, "event": {
        "kind": "morale_test", "regiment": "maa", "dice": [1, 3, 6]}})
    assert reply["ok"] and len(reply["result"]["entry"]["event"]["rerolls"]) == 2


def test_c22_odds_take_the_source_like_the_action() -> None:
    new(MEN, KNIGHTS)
    plain = call("odds.conquest", {"game_id": "g", "regiment": "maa", "pool": 3})["result"]
    terrified = call("odds.conquest", {"game_id": "g", "regiment": "maa", "pool": 3,
                                       "source": "kn", "harm": "clash", "arc": "flank"})
    assert terrified["ok"]
    assert terrified["result"]["morale_failures"] != plain["morale_failures"]
    volley = call("odds.conquest", {"game_id": "g", "regiment": "maa", "pool": 3,
                                    "harm": "volley"})["result"]
    assert volley["morale_failures"] == call("odds.conquest", {
        "game_id": "g", "regiment": "maa", "pool": 3, "morale": False})["result"][
        "morale_failures"]
    bad = call("odds.conquest", {"game_id": "g", "regiment": "maa", "pool": 3,
                                 "source": "maa"})
    assert bad["error"]["type"] == "invalid_data" and "source" in bad["error"]["message"]
    data = call("odds.conquest_regiment", {"regiment": MEN, "pool": 3, "arc": "flank",
                                           "terrifying": 1})["result"]
    assert data["morale_failures"] == terrified["result"]["morale_failures"]


def test_c28_c29_special_actions_say_what_the_page_offers() -> None:
    brave = {**MEN, "id": "b", "name": "Brave", "stands": 4, "wounds": 1, "kind": "cavalry",
             "special_rules": [{"name": "Bravery"}]}
    new(brave, KNIGHTS)
    result = call("conquest.special_actions", {"game_id": "g", "regiment": "b",
                                               "x": 2})["result"]
    assert result["bravery"]["offered"] is True
    assert result["bravery"]["refused"]["rule"] == "C-28"
    assert (result["biotic_renewal_die"], result["decay_dice"]) == (3, 8)
    # A die's result is entered on a keypad of its faces only (C-29: a D3 here).
    assert result["biotic_renewal_faces"] == [1, 2, 3]
    call("game.push", {"game_id": "g", "event": {"kind": "wound_pool", "regiment": "b",
                                                 "wounds": 2, "morale": False}})
    result = call("conquest.special_actions", {"game_id": "g", "regiment": "b"})["result"]
    assert result["bravery"]["refused"] is None and result["decay_dice"] == 2
    reply = call("game.push", {"game_id": "g", "event": {"kind": "bravery", "regiment": "b"}})
    assert reply["ok"] and "Bravery" in reply["result"]["outcome"]["verdict"]
    reply = call("game.push", {"game_id": "g", "seed": 2, "event": {
        "kind": "decay", "regiment": "b", "x": 1}})
    assert reply["ok"] and len(reply["result"]["entry"]["event"]["dice"]) == 2
    bad = call("conquest.special_actions", {"game_id": "g", "regiment": "b", "x": 7})
    assert bad["error"]["type"] == "invalid_data" and "payload.x" in bad["error"]["message"]


def test_c29_named_heals_through_the_bridge() -> None:
    new({**MEN, "stands": 3, "wounds": 2}, KNIGHTS)
    call("game.push", {"game_id": "g", "event": {"kind": "wound_pool", "regiment": "maa",
                                                 "wounds": 3, "morale": False}})
    reply = call("game.push", {"game_id": "g", "seed": 5, "event": {
        "kind": "heal", "regiment": "maa", "source": "biotic_renewal"}})
    assert reply["ok"], reply
    points = reply["result"]["entry"]["event"]["points"]
    assert 1 <= points <= 6
    bad = call("game.push", {"game_id": "g", "event": {
        "kind": "heal", "regiment": "maa", "points": 2, "source": "fanatical_devotion"}})
    assert bad["error"]["type"] == "invalid_data"


def test_c29_decay_odds_through_the_bridge() -> None:
    new(MEN, KNIGHTS)
    result = call("odds.conquest", {"game_id": "g", "regiment": "maa", "decay": 1})
    assert result["ok"] and result["result"]["pool"]["outcomes"]
    bad = call("odds.conquest", {"game_id": "g", "regiment": "maa", "decay": 1, "pool": 2})
    assert bad["error"]["type"] == "invalid_data" and "payload.pool" in bad["error"]["message"]
