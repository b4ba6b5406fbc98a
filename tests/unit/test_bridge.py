"""The bridge: JSON text in, JSON text out, errors as structured replies."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from aftermath import __version__, bridge

SETUP = {"regiments": [{"id": "maa", "name": "Men-at-Arms", "player": 0, "stands": 6,
                        "files": 3, "wounds": 4, "resolve": 2}]}


@pytest.fixture(autouse=True)
def fresh() -> Iterator[None]:
    bridge.reset()
    yield
    bridge.reset()


def call(type: str, payload: Any = None, id: Any = 1) -> dict[str, Any]:
    message: dict[str, Any] = {"id": id, "type": type}
    if payload is not None:
        message["payload"] = payload
    reply: dict[str, Any] = json.loads(bridge.handle(json.dumps(message)))
    assert reply["id"] == id
    return reply


def test_version_is_a_real_call() -> None:
    result = call("engine.version")["result"]
    assert result["version"] == __version__ and "conquest" in result["systems"]


def test_new_push_undo_redo_round_trip() -> None:
    reply = call("game.new", {"system": "conquest", "game_id": "g1", "setup": SETUP})
    assert reply["ok"] and reply["result"]["view"]["regiments"][0]["status"] == "steady"
    reply = call("game.push", {"game_id": "g1",
                               "event": {"kind": "wound_pool", "regiment": "maa", "wounds": 6}})
    result = reply["result"]
    assert any(s["rule"] == "C-4.4" for s in result["steps"])
    # A tap carries what changed, not the whole view, game and log.
    assert result["changes"]["items"]["regiments"]["changed"][0]["pending_morale"] == 6
    assert result["entry"]["event"]["kind"] == "wound_pool"
    saved = call("game.log", {"game_id": "g1"})["result"]["entries"]
    undo = call("game.undo", {"game_id": "g1"})["result"]
    assert undo["changes"]["set"]["can_redo"] and undo["removed"] == 0
    redo = call("game.redo", {"game_id": "g1"})["result"]
    assert redo["entry"] == saved[0]
    assert call("game.log", {"game_id": "g1"})["result"]["entries"] == saved


def test_app_rolled_morale_records_concrete_dice() -> None:
    call("game.new", {"system": "conquest", "game_id": "g", "setup": SETUP})
    call("game.push", {"game_id": "g",
                       "event": {"kind": "wound_pool", "regiment": "maa", "wounds": 3}})
    reply = call("game.push", {"game_id": "g", "seed": 3,
                               "event": {"kind": "morale_test", "regiment": "maa"}})
    dice = reply["result"]["event"]["dice"]
    assert len(dice) == 3 and all(1 <= v <= 6 for v in dice)


def test_preview_changes_nothing() -> None:
    call("game.new", {"system": "conquest", "game_id": "g", "setup": SETUP})
    preview = call("game.preview", {"game_id": "g", "event": {
        "kind": "wound_pool", "regiment": "maa", "wounds": 4}})["result"]
    assert [s["state"] for s in preview["view"]["regiments"][0]["stands"]].count("destroyed") == 1
    log = call("game.log", {"game_id": "g"})["result"]
    assert log == {"entries": []}


def test_open_a_saved_game_under_a_new_id() -> None:
    saved = call("game.new", {"system": "conquest", "game_id": "g", "setup": SETUP})
    reply = call("game.open", {"game_id": "h", "game": saved["result"]["game"]})
    assert reply["ok"]


@pytest.mark.parametrize(("message", "kind", "field"), [
    ("not json", "invalid_data", "request"),
    ('{"id": 1, "type": "no.such"}', "invalid_data", "request.type"),
    ('{"id": 1, "type": "game.push", "payload": {"game_id": "zz"}}', "not_open", None),
    ('{"id": 1, "type": "game.new", "payload": {"system": "conquest", "game_id": "g",'
     ' "setup": {"regiments": [{"id": "a", "name": "A", "stands": 3, "files": 3,'
     ' "wounds": 0, "resolve": 1}]}}}', "invalid_data", "setup.regiments[0].wounds"),
    ("[1, 2]", "invalid_data", "request"),
])
def test_errors_are_structured_replies(message: str, kind: str, field: str | None) -> None:
    reply = json.loads(bridge.handle(message))
    assert reply["ok"] is False
    assert reply["error"]["type"] == kind
    assert reply["error"].get("field") == field


def test_rule_violation_reply_cites_the_rule() -> None:
    call("game.new", {"system": "conquest", "game_id": "g", "setup": SETUP})
    reply = call("game.push", {"game_id": "g", "event": {"kind": "morale_test",
                                                         "regiment": "maa", "dice": [1]}})
    assert reply["error"]["type"] == "rule_violation" and reply["error"]["rule"] == "C-12"


def test_conquest_resolve_breakdown() -> None:
    call("game.new", {"system": "conquest", "game_id": "g", "setup": SETUP})
    call("game.push", {"game_id": "g",
                       "event": {"kind": "wound_pool", "regiment": "maa", "wounds": 2}})
    result = call("conquest.resolve", {"game_id": "g", "regiment": "maa",
                                       "modifiers": [-1]})["result"]
    assert result["dice"] == 2
    assert result["resolve"]["value"] == 2 + 1 - 1


def test_an_engine_fault_is_a_reply_not_an_exception(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(payload: Any) -> Any:
        raise ZeroDivisionError("oops")

    monkeypatch.setitem(bridge.HANDLERS, "engine.version", boom)
    reply = call("engine.version")
    assert reply["error"]["type"] == "internal" and "ZeroDivisionError" in reply["error"]["message"]


def test_every_conquest_example_is_a_valid_battle() -> None:
    examples = call("conquest.examples")["result"]["examples"]
    assert len(examples) >= 3
    for n, example in enumerate(examples):
        reply = call("game.new", {"system": "conquest", "game_id": f"e{n}",
                                  "setup": example["setup"]})
        assert reply["ok"], reply


@pytest.mark.parametrize(("payload", "kind", "words"), [
    ({"game_id": "g", "regiment": "maa", "modifier": [1]}, "invalid_data", "unknown key"),
    ({"game_id": "g", "regiment": "zz"}, "invalid_data", "payload.regiment"),
])
def test_conquest_resolve_refuses_bad_payloads(payload: Any, kind: str, words: str) -> None:
    call("game.new", {"system": "conquest", "game_id": "g", "setup": SETUP})
    reply = call("conquest.resolve", payload)
    assert reply["error"]["type"] == kind and words in reply["error"]["message"]


def test_conquest_resolve_of_a_destroyed_regiment_is_a_rule_error_not_a_fault() -> None:
    call("game.new", {"system": "conquest", "game_id": "g", "setup": SETUP})
    call("game.push", {"game_id": "g",
                       "event": {"kind": "wound_pool", "regiment": "maa", "wounds": 99}})
    reply = call("conquest.resolve", {"game_id": "g", "regiment": "maa"})
    assert reply["error"]["type"] == "rule_violation"


@pytest.mark.parametrize("system", [{}, [], 5, "chess"])
def test_opening_a_game_of_an_unknown_system_names_the_field(system: Any) -> None:
    reply = call("game.open", {"game_id": "g", "game": {"system": system}})
    assert reply["error"]["type"] == "invalid_data"
    assert reply["error"]["field"] == "game.system"


def test_a_link_too_long_for_a_qr_code_is_refused_with_a_reason() -> None:
    reply = call("share.qr", {"text": "x" * 3500})
    assert reply["error"]["type"] == "invalid_data"
    assert "too long for a QR code" in reply["error"]["message"]


def test_a_huge_owed_morale_test_cannot_come_in_through_saved_data() -> None:
    saved = call("game.new", {"system": "conquest", "game_id": "g",
                              "setup": SETUP})["result"]["game"]
    saved["start"]["regiments"][0]["pending_morale"] = 10**12
    reply = call("game.open", {"game_id": "h", "game": saved})
    assert reply["error"]["field"] == "game.start.regiments[0].pending_morale"
