"""The rosters on the device after a Confirm and its Undo: what is written, what is put
back, what stays deleted or changed, and the sentence that says so."""

from __future__ import annotations

import json
from typing import Any

import pytest

from aftermath import bridge
from aftermath.campaign import device_rosters as dr
from aftermath.campaign.resolution import AftermathState
from aftermath.errors import InvalidData

from .test_campaign_fixtures import ask, fresh_bridge, model, side  # noqa: F401

SETUP = {"sides": [side("Brotherhood", [model("kell", "Leader", 30)], ["kell"], vp=20),
                   side("Dark Legion", [model("b0")], ["b0"], vp=5)]}


pytestmark = pytest.mark.usefixtures("fresh_bridge")


def _confirmed() -> None:
    view = ask("game.new", system="campaign", game_id="g1", setup=SETUP)["result"]["view"]
    while view["next"]:
        reply = ask("game.push", game_id="g1", event=view["next"]["event"], seed=4)
        assert reply["ok"], reply
        view = bridge.GAMES.get("g1").view()  # type: ignore[attr-defined]
    assert ask("game.push", game_id="g1", event={"kind": "confirm"})["ok"]


def _state() -> AftermathState:
    state: AftermathState = bridge.GAMES.get("g1").state  # type: ignore[attr-defined]
    return state


def _sync(**device: Any) -> dict[str, Any]:
    reply = ask("campaign.rosters_alongside", game_id="g1", **device)
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


BEFORE = [s["roster"] for s in SETUP["sides"]]


def _now(state: AftermathState, which: str) -> list[dict[str, Any]]:
    return [(s.after if which == "after" and s.after else s.roster).to_json() for s in state.sides]


def test_a_confirm_writes_both_rosters_as_the_aftermath_left_them() -> None:
    _confirmed()
    state = _state()
    result = _sync(applied=False, confirmed=False, written=None, now=_now(state, "before"))
    assert result["note"] == dr.CONFIRMED
    assert [w["side"] for w in result["write"]] == [0, 1]
    assert [w["roster"] for w in result["write"]] == _now(state, "after")
    assert (result["applied"], result["confirmed"]) == (True, True)
    assert [json.loads(t) for t in result["written"]] == _now(state, "after")


def test_nothing_changes_on_the_device_while_the_confirmation_stands_as_it_was() -> None:
    _confirmed()
    assert _sync(applied=True, confirmed=True, written=None, now=[None, None]) == {"change": False}


def test_confirming_again_after_an_undo_leaves_a_deleted_roster_deleted() -> None:
    _confirmed()
    state = _state()
    now = [None, _now(state, "before")[1]]
    result = _sync(applied=False, confirmed=True, written=None, now=now)
    assert result["note"] == dr.ONE_DELETED
    assert [w["side"] for w in result["write"]] == [1]


def test_confirming_again_with_both_rosters_deleted_writes_neither() -> None:
    _confirmed()
    result = _sync(applied=False, confirmed=True, written=None, now=[None, None])
    assert (result["note"], result["write"]) == (dr.BOTH_DELETED, [])
    assert result["applied"] is True and len(result["written"]) == 2


def test_a_roster_never_written_here_is_written_by_the_first_confirm() -> None:
    _confirmed()
    result = _sync(applied=False, confirmed=False, written=None, now=[None, None])
    assert result["note"] == dr.CONFIRMED and [w["side"] for w in result["write"]] == [0, 1]


def _undone() -> tuple[AftermathState, list[str]]:
    _confirmed()
    written = _sync(applied=False, confirmed=False, written=None, now=[None, None])["written"]
    assert ask("game.undo", game_id="g1")["ok"]
    return _state(), written


def test_an_undo_puts_both_rosters_back_as_they_went_into_the_battle() -> None:
    state, written = _undone()
    now = [json.loads(t) for t in written]
    result = _sync(applied=True, confirmed=True, written=written, now=now)
    assert result["note"] == dr.PUT_BACK
    assert [w["roster"] for w in result["write"]] == _now(state, "before")
    assert (result["applied"], result["confirmed"], result["written"]) == (False, True, None)


def test_an_undo_leaves_a_roster_changed_since_as_it_is() -> None:
    _, written = _undone()
    changed = {**json.loads(written[0]), "vp": 99}
    now = [changed, json.loads(written[1])]
    result = _sync(applied=True, confirmed=True, written=written, now=now)
    assert result["note"] == dr.CHANGED_SINCE
    assert [w["side"] for w in result["write"]] == [1]


def test_an_undo_leaves_a_roster_deleted_since_deleted() -> None:
    _, written = _undone()
    now = [json.loads(written[0]), None]
    result = _sync(applied=True, confirmed=True, written=written, now=now)
    assert result["note"] == dr.DELETED_SINCE
    assert [w["side"] for w in result["write"]] == [0]


def test_an_undo_with_one_changed_and_one_deleted_says_both() -> None:
    _, written = _undone()
    changed = {**json.loads(written[1]), "name": "Renamed"}
    result = _sync(applied=True, confirmed=True, written=written, now=[None, changed])
    assert result["note"] == f"{dr.CHANGED_SINCE} {dr.DELETED_SINCE}" and result["write"] == []


def test_an_undo_with_no_text_of_what_was_written_puts_back_both() -> None:
    _undone()
    result = _sync(applied=True, confirmed=False, written=None, now=BEFORE)
    assert result["note"] == dr.PUT_BACK and [w["side"] for w in result["write"]] == [0, 1]


def test_the_device_is_read_with_every_field_named() -> None:
    with pytest.raises(InvalidData) as err:
        dr.Device.from_json({"applied": True, "now": [None]}, "payload")
    assert err.value.field == "payload.now"
    with pytest.raises(InvalidData) as err:
        dr.Device.from_json({"applied": "yes", "now": [None, None]}, "payload")
    assert err.value.field == "payload.applied"
    with pytest.raises(InvalidData) as err:
        dr.Device.from_json({"written": ["{", "{}"], "now": [None, None]}, "payload")
    assert err.value.field == "payload.written[0]"
    reply = ask("campaign.rosters_alongside", game_id="g1", now=[None, None], extra=1)
    assert not reply["ok"]
