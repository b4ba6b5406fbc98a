"""The Ninth Age's own bridge requests: the removal plan of a batch and the Unit preview
of the new-battle form. Neither changes the game."""

from __future__ import annotations

import json
from typing import Any

import pytest

from aftermath import bridge
from aftermath.bridge.ninth_age import SYSTEM
from aftermath.conquest import ConquestBattle
from aftermath.errors import InvalidData
from aftermath.ninth_age import RANK_AND_FILE, HealthPointLosses, NinthAgeBattle

GAME_REQUESTS = SYSTEM.game_requests
REQUESTS = SYSTEM.requests

plan = GAME_REQUESTS["ninth_age.plan"]
preview = REQUESTS["ninth_age.unit_preview"]


def battle() -> NinthAgeBattle:
    return NinthAgeBattle.new({"units": [
        {"id": "trolls", "name": "Trolls", "player": 0, "models": 10, "files": 5, "hp": 3,
         "characters": [{"id": "champ", "name": "Grub", "kind": "champion", "hp": 2,
                         "rank": 1, "file": 4}]}]})


def test_requests_are_named_for_the_system() -> None:
    assert all(name.startswith("ninth_age.") for name in [*GAME_REQUESTS, *REQUESTS])


def test_plan_lists_the_default_removal_order_and_changes_nothing() -> None:
    b = battle()
    before = b.to_json()
    out = plan(b, {"game_id": "g", "unit": "trolls"})
    assert b.to_json() == before
    assert out["hp"] == 3 and out["health_points"] == 30
    # Rearmost rank first (m10), then rank 1 keeping itself centred, right end first; the
    # Champion standing at that end is skipped (N-4) for m9, and again later for m8. With
    # only the Champion behind it, the first rank alternates from the left (a tie).
    assert out["order"][:6] == ["m10", "m9", "m6", "m8", "m7", "m1"]
    assert sorted(out["order"]) == sorted(f"m{n}" for n in range(1, 11))
    json.dumps(out)


def test_plan_of_a_batch_matches_the_push() -> None:
    b = battle()
    out = plan(b, {"game_id": "g", "unit": "trolls", "losses": 31})
    assert (out["taken"], out["excess"], out["lost_hp_after"], out["losses"]) == (30, 1, 0, 31)
    steps = b.push(HealthPointLosses("trolls", RANK_AND_FILE, 31))
    assert out["steps"] == [s.to_json() for s in steps]
    assert out["removed"] == [s.data["model"] for s in steps if "model" in s.data]


def test_plan_for_a_character_pool() -> None:
    out = plan(battle(), {"game_id": "g", "unit": "trolls", "pool": "champ", "losses": 1})
    assert out["order"] == ["champ"]
    assert out["removed"] == [] and out["lost_hp_after"] == 1


@pytest.mark.parametrize(("payload", "field"), [
    ({"unit": "orcs"}, "payload.unit"),
    ({"unit": "trolls", "pool": "nobody"}, "payload.pool"),
    ({"unit": "trolls", "losses": -2}, "payload.losses"),
    ({"unit": "trolls", "losses": 2, "picks": [7]}, "payload.picks[0]"),
    ({"unit": "trolls", "losses": 2, "picks": ["m1"]}, "picks[0]"),
    ({"unit": "trolls", "whatever": 1}, "payload.whatever"),
])
def test_plan_errors_name_the_field(payload: dict[str, object], field: str) -> None:
    with pytest.raises(InvalidData) as err:
        plan(battle(), {"game_id": "g", **payload})
    assert err.value.field == field


def test_plan_refuses_another_system() -> None:
    other = ConquestBattle.new({"regiments": [
        {"id": "a", "name": "A", "player": 0, "stands": 3, "files": 3, "wounds": 1,
         "resolve": 1}]})
    with pytest.raises(InvalidData) as err:
        plan(other, {"game_id": "g", "unit": "a"})
    assert err.value.field == "payload.game_id"
    assert "must name an open ninth_age game, got 'a conquest game'" in str(err.value)


def test_unit_preview_draws_the_setup_form() -> None:
    out = preview({"unit": {"id": "u", "name": "Spears", "models": 7, "files": 5, "hp": 1,
                            "characters": [{"id": "h", "name": "Hero", "hp": 3}]}})
    unit = out["unit"]
    assert unit["width"] == 5 and unit["ranks"] == 2 and unit["lost_hp"] == 0
    hero = next(m for m in unit["models"] if m["id"] == "h")
    assert (hero["rank"], hero["file"], hero["pool"], hero["kind"]) == (0, 2, "h", "character")
    with pytest.raises(InvalidData) as err:
        preview({"unit": {"id": "u", "name": "Spears", "models": 7, "files": 50, "hp": 1}})
    assert err.value.field == "payload.unit.files"


def _call(type: str, payload: dict[str, Any]) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(bridge.handle(json.dumps(
        {"id": 1, "type": type, "payload": payload})))
    return reply


TROLLS = {"units": [{"id": "trolls", "name": "Trolls", "player": 0, "models": 10,
                     "files": 5, "hp": 3}]}


def test_n6_bridge_rolls_multiple_wounds_and_previews_entered_values() -> None:
    bridge.reset()
    _call("game.new", {"system": "ninth_age", "game_id": "mw", "setup": TROLLS})
    event = {"kind": "health_point_losses", "unit": "trolls",
             "multiple_wounds": {"x": "D3", "wounds": 3, "values": [3, 3, 2]}}
    preview = _call("game.preview", {"game_id": "mw", "event": event})["result"]
    assert preview["outcome"]["verdict"] == "8 HP lost: 2 models removed; 2 HP carried over"
    assert preview["steps"][0] == {"rule": "N-6", "text": preview["steps"][0]["text"],
                                   "data": preview["steps"][0]["data"],
                                   "msg": preview["steps"][0]["msg"]}
    assert preview["steps"][0]["msg"]["id"] == "ninth-wounds-capped"
    rolled = _call("game.push", {"game_id": "mw", "seed": 4, "event": {
        "kind": "health_point_losses", "unit": "trolls",
        "multiple_wounds": {"x": "D3", "wounds": 3}}})["result"]["event"]
    values = rolled["multiple_wounds"]["values"]
    assert len(values) == 3 and rolled["losses"] == sum(values)
    bad = _call("game.push", {"game_id": "mw", "event": {
        **event, "multiple_wounds": {"x": "D3", "wounds": 3, "values": [3, 4, 2]}}})
    assert bad["error"]["field"] == "event.multiple_wounds.values[1]"
    bridge.reset()


def test_n7_bridge_pushes_unstable_losses() -> None:
    bridge.reset()
    _call("game.new", {"system": "ninth_age", "game_id": "un", "setup": TROLLS})
    reply = _call("game.push", {"game_id": "un", "event": {
        "kind": "unstable_losses", "unit": "trolls", "losses": 7}})["result"]
    assert reply["outcome"]["verdict"] == "Unstable: 7 HP lost: 2 models removed; 1 HP carried over"
    assert reply["steps"][0]["rule"] == "N-7"
    bridge.reset()


def test_n6_bridge_odds_take_multiple_wounds() -> None:
    game = NinthAgeBattle.new(TROLLS)
    out = SYSTEM.odds_game_requests["odds.ninth_age"](game, {
        "game_id": "g", "unit": "trolls", "attacks": {"count": 1, "multiple_wounds": "D6"}})
    result = [o["value"] for o in out["losses"]["outcomes"]]
    expected = [1, 2, 3]  # 4, 5 and 6 are capped to the 3 HP of a Troll (N-6)
    assert result == expected


def test_n5_n6_plan_gives_each_attack_its_losses_multiple_wounds_worked_out() -> None:
    """Giant (Multiple Wounds D3, rolled 3, 3, 2: 8 HP on 3 HP Trolls) and Spears (25 HP)
    together cost 33 of 30 HP: 3 excess, and the N-5 question can say what each caused."""
    b = battle()
    before = b.to_json()
    attacks = [{"name": "Giant", "losses": None,
                "multiple_wounds": {"x": "D3", "wounds": 3, "values": [3, 3, 2]}},
               {"name": "Spears", "losses": 25}]
    out = plan(b, {"game_id": "g", "unit": "trolls", "attacks": attacks})
    assert b.to_json() == before
    result = (out["attacks"], out["taken"], out["excess"])
    expected = ([{"name": "Giant", "losses": 8}, {"name": "Spears", "losses": 25}], 30, 3)
    assert out["losses"] == 33
    assert result == expected
    assert out["steps"][0]["rule"] == "N-6"
    steps = b.push(HealthPointLosses.from_json({
        "kind": "health_point_losses", "unit": "trolls", "pool": RANK_AND_FILE,
        "losses": None, "attacks": attacks,
        "excess_from": [{"attack": "Giant", "losses": 3}]}, "event"))
    assert out["steps"] == [s.to_json() for s in steps][:len(out["steps"])]


def test_n6_plan_caps_an_attack_on_a_2_hp_model_and_refuses_values_left_to_roll() -> None:
    out = plan(battle(), {"game_id": "g", "unit": "trolls", "pool": "champ", "attacks": [
        {"name": "Ogre", "losses": None, "multiple_wounds": {"x": "3", "wounds": 1}}]})
    assert out["attacks"] == [{"name": "Ogre", "losses": 2}]
    with pytest.raises(InvalidData) as err:
        plan(battle(), {"game_id": "g", "unit": "trolls", "attacks": [
            {"name": "Giant", "losses": None, "multiple_wounds": {"x": "D3", "wounds": 2}}]})
    assert err.value.value is None


def test_n6_the_view_says_each_multiple_wounds_dies_faces_for_its_keypad() -> None:
    result = NinthAgeBattle.describe(battle().state)["multiple_wounds_faces"]
    expected = {"D3": [1, 2, 3], "D6": [1, 2, 3, 4, 5, 6], "D3+1": [2, 3, 4]}
    assert result == expected
