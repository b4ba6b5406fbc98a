"""Every distance the engine says is in the device's unit: a battle played in inches
had Undo labels and steps in mm ("moved to (254, 600) facing 0°", "pushed 40 mm"). The
page sends its setting with each request (``units``); the engine's words use it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from aftermath import bridge
from aftermath.distance import length, size, using

from .test_conquest_battlefield_helpers import TABLE, unit


@pytest.fixture(autouse=True)
def fresh() -> Iterator[None]:
    bridge.reset()
    yield
    bridge.reset()


def call(type: str, payload: Any, units: str | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"id": 1, "type": type, "payload": payload}
    if units is not None:
        body["units"] = units
    reply: dict[str, Any] = json.loads(bridge.handle(json.dumps(body)))
    return reply


def ok(type: str, payload: Any, units: str | None = None) -> dict[str, Any]:
    reply = call(type, payload, units)
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


def fig_6_1(units: str) -> dict[str, Any]:
    """C-19, the Fig 6.1 push: A, fighting B's rear, is pushed 40 mm when B loses its
    rear rank; then A is moved by hand to (254, 100)."""
    setup = {"regiments": [unit("a", 0, 600, 520), unit("b", 1, 600, 600, stands=6)],
             "battlefield": TABLE}
    ok("game.new", {"system": "conquest", "game_id": "g", "setup": setup}, units)
    pool = {"kind": "wound_pool", "regiment": "b", "wounds": 3, "morale": False}
    pushed = ok("game.push", {"game_id": "g", "event": pool}, units)
    place = {"kind": "place", "regiment": "a", "x": 254, "y": 100, "facing": 0}
    placed = ok("game.push", {"game_id": "g", "event": place}, units)
    return {"pushed": pushed, "placed": placed}


def test_the_undo_label_and_the_steps_say_inches_in_a_battle_played_in_inches() -> None:
    played = fig_6_1("in")
    assert played["placed"]["summary"] == "A moved to (10″, 3.9″) facing 0°"
    assert played["placed"]["changes"]["set"]["undo_summary"] == "A moved to (10″, 3.9″) facing 0°"
    c19 = [s["text"] for s in played["pushed"]["steps"] if s["rule"] == "C-19"]
    assert c19[0].startswith("A presses the attack: pushed 1.6″ (1.6″ forward)")
    c17 = [s["text"] for s in played["placed"]["steps"] if s["rule"] == "C-17"]
    assert any("stands at x 10″, y 3.9″" in t for t in c17), c17


def test_mm_stays_the_unit_of_a_device_set_to_mm_and_of_a_request_saying_none() -> None:
    assert fig_6_1("mm")["placed"]["summary"] == "A moved to (254 mm, 100 mm) facing 0°"
    bridge.reset()
    setup = {"regiments": [unit("a", 0, 600, 520)], "battlefield": TABLE}
    ok("game.new", {"system": "conquest", "game_id": "g", "setup": setup})
    place = {"kind": "place", "regiment": "a", "x": 254, "y": 100, "facing": 0}
    assert ok("game.push", {"game_id": "g", "event": place})["summary"] == \
        "A moved to (254 mm, 100 mm) facing 0°"


def test_a_unit_the_engine_does_not_know_is_refused_by_name() -> None:
    reply = call("engine.systems", {}, "cubits")
    assert reply["ok"] is False
    assert reply["error"]["field"] == "request.units"
    assert "cubits" in json.dumps(reply["error"])


def test_a_table_and_a_length_in_either_unit() -> None:
    assert (length(40), size(1828.8, 1219.2)) == ("40 mm", "1829 x 1219 mm")
    with using("in"):
        assert (length(40), length(25.4), size(1828.8, 1219.2)) == ("1.6″", "1″", "72 x 48″")
    with pytest.raises(ValueError, match="units"), using("ft"):
        pass
