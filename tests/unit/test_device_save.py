"""The device save appends each action and keeps a checkpoint, and opens from it.

The page keeps a battle as its start state, one record per action (the event and the
log line it made), the actions undone (what Redo would do) and a checkpoint: after an
action whose reply says a new one is due (``checkpoint_due``, every
``CHECKPOINT_EVERY`` actions) the page asks for it (``game.checkpoint``) when it is idle,
and until then keeps the one it had, or only the start when that one is after more
actions than are done, the way ``web/storage.js`` does. Opening that save from its
checkpoint (``game.open`` with ``checkpoint``) replays only the actions since, and must
equal the full replay in every way: view, step log (the earlier lines come from the
device), saved game, and every state that Undo then goes back through (hypothesis,
random battles of every system).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aftermath import bridge, history
from aftermath.campaign import CampaignAftermath
from aftermath.conquest import ConquestBattle, WoundPool
from aftermath.errors import AftermathError, InvalidData
from aftermath.history import Game
from aftermath.ninth_age import HealthPointLosses

from .test_campaign_properties import SETUPS
from .test_conquest_properties import actions, regiments
from .test_ninth_age_properties import pool_of, unit_forms
from .test_reply import TWENTY, Replies, ask, play

Json = dict[str, Any]


@pytest.fixture(autouse=True, scope="module")
def small_checkpoints() -> Iterator[None]:
    # Every 3 actions, so that short random battles cross many checkpoints.
    kept = history.CHECKPOINT_EVERY
    history.CHECKPOINT_EVERY = 3
    yield
    history.CHECKPOINT_EVERY = kept


class Device(Replies):
    """The device save kept from the replies alone (record version 3): the start, one
    record per action (its event and log line, as the reply gave them) and a checkpoint."""

    def __init__(self, game_id: str, opened: Json) -> None:
        super().__init__(game_id, opened)
        self.system = opened["game"]["system"]
        self.start = opened["game"]["start"]
        # One record per action; those from ``done`` on are the undone ones, next first.
        self.records: list[Json] = [{"event": e["event"], "entry": e} for e in opened["log"]]
        self.records += [{"event": e} for e in opened["game"]["redo"]]
        self.done = len(opened["game"]["events"])
        self.checkpoint = ask("game.checkpoint", game_id=game_id)
        # Whether the page gets idle before the next action (asks for a checkpoint due).
        self.idle: Callable[[], bool] = lambda: True

    def act(self, kind: str, **payload: Any) -> Json:
        out = super().act(kind, **payload)
        if kind == "game.undo":
            self.done -= 1
        else:
            # A push drops what could be redone; a redo rewrites its record with its line.
            kept = self.records[:self.done] if kind == "game.push" else self.records
            kept = [*kept[:self.done], {"event": out["event"], "entry": out["entry"]},
                    *kept[self.done + 1:]]
            self.records = kept
            self.done += 1
        assert "checkpoint" not in out, "a tap must not carry a whole state"
        if self.checkpoint["count"] > self.done:  # after actions now undone: unusable
            self.checkpoint = {"count": 0}
        if "checkpoint_due" in out and self.idle():
            self.checkpoint = ask("game.checkpoint", game_id=self.game_id)
            assert self.checkpoint["count"] == out["checkpoint_due"]
        return out

    def matches_the_engine(self) -> None:
        super().matches_the_engine()
        game = bridge.GAMES.get(self.game_id)
        assert self.checkpoint["count"] <= len(game.events)
        if self.checkpoint["count"]:
            assert self.checkpoint["count"] % history.CHECKPOINT_EVERY == 0
            assert self.checkpoint["state"] == game.rebuild(self.checkpoint["count"]).to_json()
        self.reopens_as_the_engine_holds_it()

    def saved_game(self) -> Json:
        return {"format": "aftermath.game", "version": 1, "system": self.system,
                "start": self.start,
                "events": [r["event"] for r in self.records[:self.done]],
                "redo": [r["event"] for r in self.records[self.done:]]}

    def reopens_as_the_engine_holds_it(self) -> None:
        game = bridge.GAMES.get(self.game_id)
        copy = f"{self.game_id}-reopened"
        opened = ask("game.open", game_id=copy, game=self.saved_game(),
                     checkpoint=self.checkpoint if self.checkpoint["count"] else None)
        assert opened["log_from"] == self.checkpoint["count"]
        # Told which checkpoint to keep, only when it is not the one it opened from.
        due = len(game.events) - len(game.events) % history.CHECKPOINT_EVERY
        assert opened.get("checkpoint_due") == (due if due != self.checkpoint["count"] else None)
        log = [r["entry"] for r in self.records[:opened["log_from"]]] + opened["log"]
        assert log == ask("game.log", game_id=self.game_id)["entries"]
        assert opened["view"] == self.engine_view()
        assert opened["game"] == json.loads(json.dumps(game.to_json()))
        reopened = bridge.GAMES.get(copy)
        # Undo all the way, both: every state on the way down is the same.
        original = type(game).from_json(game.to_json())
        while original.can_undo:
            original.pop()
            reopened.pop()
            assert reopened.state.to_json() == original.state.to_json()
        assert reopened.to_json() == original.to_json()
        bridge.GAMES.drop(copy)


@settings(max_examples=30, deadline=None)
@given(st.data(), regiments())
def test_a_device_save_reopens_from_its_checkpoint_as_the_full_replay_in_conquest(
    data: st.DataObject, reg: dict[str, Any]
) -> None:
    setup = {"regiments": [reg, {"id": "e", "name": "E", "player": 1, "stands": 3,
                                 "files": 3, "wounds": 1, "resolve": 2}]}
    device = Device("dc", ask("game.new", system="conquest", game_id="dc", setup=setup))
    device.idle = lambda: data.draw(st.booleans())
    play(data, device, lambda game: data.draw(actions(game)))  # type: ignore[arg-type]


@settings(max_examples=25, deadline=None)
@given(st.data(), unit_forms(), unit_forms())
def test_a_device_save_reopens_from_its_checkpoint_as_the_full_replay_in_the_ninth_age(
    data: st.DataObject, form: dict[str, Any], enemy: dict[str, Any]
) -> None:
    setup = {"units": [form, {**enemy, "id": "e", "player": 1}]}
    device = Device("dn", ask("game.new", system="ninth_age", game_id="dn", setup=setup))
    device.idle = lambda: data.draw(st.booleans())

    def losses(game: Game[Any]) -> Any:
        unit_id = data.draw(st.sampled_from(["u", "e"]))
        unit = game.unit(unit_id)  # type: ignore[attr-defined]
        return HealthPointLosses(unit_id, pool_of(unit, data.draw(st.integers(0, 3))),
                                 data.draw(st.integers(0, 14)))

    play(data, device, losses)


@settings(max_examples=20, deadline=None)
@given(st.data(), SETUPS)
def test_a_device_save_reopens_from_its_checkpoint_as_the_full_replay_in_a_campaign(
    data: st.DataObject, setup: dict[str, Any]
) -> None:
    try:
        CampaignAftermath.new(setup)
    except AftermathError:
        return
    device = Device("dk", ask("game.new", system="campaign", game_id="dk", setup=setup))
    device.idle = lambda: data.draw(st.booleans())
    play(data, device, lambda game: game.next_roll())  # type: ignore[attr-defined]


def test_resume_opens_from_the_checkpoint_and_equals_the_full_replay_in_python() -> None:
    game = ConquestBattle.new(TWENTY)
    for i in range(8):
        game.push(WoundPool(f"r{i % 20}", 1, morale=False))
    game.pop()
    saved, checkpoint = game.to_json(), game.checkpoint()
    assert checkpoint["count"] == 6  # the last multiple of 3 at or before 7 actions
    resumed = ConquestBattle.resume(saved, checkpoint)
    expected = ConquestBattle.from_json(saved)
    assert resumed.to_json() == expected.to_json()
    assert resumed.state.to_json() == expected.state.to_json()
    # The earlier steps are rebuilt when the log is asked for, exactly.
    assert [(e.to_json(), s) for e, s in resumed.history()] == [
        (e.to_json(), s) for e, s in expected.history()]
    assert resumed.redo_events == expected.redo_events


def test_an_undo_below_the_checkpoint_says_the_one_before_is_due_and_hands_it_over() -> None:
    ask("game.new", system="conquest", game_id="below", setup=TWENTY)
    pushed = [ask("game.push", game_id="below", event=WoundPool(f"r{i}", 1, morale=False).to_json())
              for i in range(6)]
    # Each tap carries only the count of the checkpoint due, never the state itself.
    assert [p.get("checkpoint_due") for p in pushed] == [None, None, 3, None, None, 6]
    saved = ask("game.open", game_id="below", game=bridge.GAMES.get("below").to_json())
    assert saved["checkpoint_due"] == 6  # opened without one
    checkpoint = ask("game.checkpoint", game_id="below")
    assert checkpoint["count"] == 6
    ask("game.open", game_id="below2", game=saved["game"], checkpoint=checkpoint)
    undone = ask("game.undo", game_id="below2")  # 6 -> 5: the device's checkpoint is now 3
    assert undone["checkpoint_due"] == 3
    expected = ConquestBattle.from_json(saved["game"])
    expected.pop()
    result = ask("game.checkpoint", game_id="below2")
    assert result == {"count": 3, "state": expected.rebuild(3).to_json(), "rules": history.RULES}
    # Back up again: the redo that reaches 6 says the checkpoint at 6 is due.
    redone = ask("game.redo", game_id="below2")
    assert redone["checkpoint_due"] == 6
    quiet = ask("game.undo", game_id="below2")
    assert quiet["checkpoint_due"] == 3
    again = ask("game.undo", game_id="below2")  # 5 -> 4: still 3
    assert "checkpoint_due" not in again


@pytest.mark.parametrize(("checkpoint", "field"), [
    ({"count": 9, "state": {}}, "payload.checkpoint.count"),
    ({"count": -1}, "payload.checkpoint.count"),
    ({"count": 3, "state": {"regiments": "no"}, "rules": history.RULES},
     "payload.checkpoint.state"),
    ({"count": 3, "rules": history.RULES}, "payload.checkpoint.state"),
    ({"count": 3, "state": {}, "rules": "1"}, "payload.checkpoint.rules"),
    ({"count": 3, "state": {}, "rules": 1, "extra": 1}, "payload.checkpoint"),
    ("3", "payload.checkpoint"),
])
def test_a_bad_checkpoint_is_refused_naming_the_field_and_opens_nothing(
    checkpoint: Any, field: str
) -> None:
    game = ConquestBattle.new(TWENTY)
    for i in range(4):
        game.push(WoundPool(f"r{i}", 1, morale=False))
    bridge.GAMES.drop("bad-checkpoint")
    out = json.loads(bridge.handle(json.dumps({"id": 1, "type": "game.open", "payload": {
        "game_id": "bad-checkpoint", "game": game.to_json(), "checkpoint": checkpoint}})))
    assert out["ok"] is False and out["error"]["field"].startswith(field)
    assert "bad-checkpoint" not in bridge.GAMES
    with pytest.raises(InvalidData):
        ConquestBattle.resume(game.to_json(), checkpoint, checkpoint_field="payload.checkpoint")


def test_a_checkpoint_of_other_rules_is_not_used_the_events_are_replayed() -> None:
    """history.RULES: a checkpoint worked out under another revision of the rules is not
    trusted; the save opens by replaying every event, as without a checkpoint."""
    game = ConquestBattle.new(TWENTY)
    for i in range(7):
        game.push(WoundPool(f"r{i}", 1, morale=False))
    checkpoint = game.checkpoint()
    assert checkpoint["rules"] == history.RULES
    stale = {**checkpoint, "rules": history.RULES + 1,
             "state": ConquestBattle.new(TWENTY).state.to_json()}  # not this game's
    resumed = ConquestBattle.resume(game.to_json(), stale)
    assert resumed.resumed_from == 0
    untagged = {k: v for k, v in stale.items() if k != "rules"}
    assert ConquestBattle.resume(game.to_json(), untagged).resumed_from == 0
    assert resumed.state.to_json() == game.state.to_json()
    opened = ask("game.open", game_id="stale", game=game.to_json(), checkpoint=stale)
    assert opened["log_from"] == 0 and len(opened["log"]) == 7
    # The device is told to keep one of today's rules at the same count, in its place.
    assert opened["checkpoint_due"] == 6
    fresh = ask("game.open", game_id="fresh", game=game.to_json(), checkpoint=checkpoint)
    assert "checkpoint_due" not in fresh
    assert ConquestBattle.resume(game.to_json(), checkpoint).resumed_from == 6


def test_an_undo_that_cannot_be_replayed_changes_nothing() -> None:
    """A resumed save never replayed the events before its checkpoint: if one of them is
    refused when an undo first needs it, the undo fails and the game is as it was (not
    the action lost with its state kept, which would make the next checkpoint wrong)."""
    game = ConquestBattle.new(TWENTY)
    for i in range(4):
        game.push(WoundPool(f"r{i}", 1, morale=False))
    saved = game.to_json()
    saved["events"][0] = {**saved["events"][0], "regiment": "nobody"}
    resumed = ConquestBattle.resume(saved, game.checkpoint())  # at 3: event 0 unread
    resumed.pop()  # 4 -> 3: the checkpoint itself
    before = (resumed.to_json(), resumed.state.to_json(), resumed.can_redo)
    with pytest.raises(AftermathError):
        resumed.pop()  # 3 -> 2 replays from the start, through the bad event
    assert (resumed.to_json(), resumed.state.to_json(), resumed.can_redo) == before
    resumed.redo()
    assert resumed.checkpoint()["count"] == 3
