"""A push, undo or redo answers with what changed, not the whole game and log.

Through the bridge, as the page asks: the reply carries the changed Regiments or Units
(by id) and the top-level status, the new log entry (or which one was undone) and the
event; exactly what differs from the view sent before, the engine's own log line and
event, for random battles of every system (hypothesis). The page's side, patching its
copy with them, is tested under Node with replies recorded here (patch_replies.py).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from aftermath import bridge, reply
from aftermath.campaign import CampaignAftermath
from aftermath.conquest import ConquestBattle, WoundPool
from aftermath.errors import AftermathError
from aftermath.history import Event, Game
from aftermath.ninth_age import HealthPointLosses, NinthAgeBattle

from . import patch_replies
from .test_campaign_properties import SETUPS
from .test_conquest_properties import actions, regiments
from .test_ninth_age_properties import pool_of, unit_forms

Json = dict[str, Any]


def ask(kind: str, **payload: Any) -> Json:
    out = json.loads(bridge.handle(json.dumps({"id": 1, "type": kind, "payload": payload})))
    if not out["ok"]:
        raise AssertionError(out["error"])
    result: Json = out["result"]
    return result


def says_what_changed(before: Json, after: Json, change: Json) -> None:
    """``change`` holds exactly what differs from ``before`` in ``after``: every field that
    changed, whole or by its items, and nothing that did not."""
    assert not change.get("whole")
    assert change["drop"] == [key for key in before if key not in after]
    assert set(change["set"]).isdisjoint(change["items"])
    for key, new in after.items():
        if key in change["set"]:
            assert change["set"][key] == new and (key not in before or before[key] != new)
        elif key in change["items"]:
            diff, olds = change["items"][key], {item["id"]: item for item in before[key]}
            ids = [item["id"] for item in new]
            assert diff["changed"] == [item for item in new if olds.get(item["id"]) != item]
            assert diff.get("order", list(olds)) == ids
            assert ("order" in diff) == (list(olds) != ids)
        else:
            assert before[key] == new, f"{key} changed and was not sent"
    assert set(change["set"]) | set(change["items"]) <= set(after)


class Replies:
    """One open game, asked as the page asks; each reply to a tap is checked against the
    engine's whole view, log and saved game after it (what the page's copy must become:
    web/patch.js applying them is tested under Node, tests/js/patch.test.mjs)."""

    def __init__(self, game_id: str, opened: Json) -> None:
        self.game_id = game_id
        self.sent = opened["view"]
        assert opened["view"] == self.engine_view()

    def engine_view(self) -> Json:
        view: Json = json.loads(json.dumps(bridge.GAMES.get(self.game_id).view()))
        return view

    def act(self, kind: str, **payload: Any) -> Json:
        out = ask(kind, game_id=self.game_id, **payload)
        assert not {"view", "game", "log"} & set(out), "a tap must not carry the whole game"
        view = self.engine_view()
        says_what_changed(self.sent, view, out["changes"])
        self.sent = view
        log = ask("game.log", game_id=self.game_id)["entries"]
        saved = json.loads(json.dumps(bridge.GAMES.get(self.game_id).to_json()))
        assert out["actions"] == len(saved["events"])
        if kind == "game.undo":
            assert out["removed"] == len(log) and "entry" not in out
            assert out["event"] == saved["redo"][0]
        else:
            assert out["entry"] == log[-1] and "removed" not in out
            assert out["event"] == saved["events"][-1]
            if kind == "game.push":
                assert saved["redo"] == []
        return out

    def matches_the_engine(self) -> None:
        assert self.sent == self.engine_view()


TWENTY = {"regiments": [{"id": f"r{i}", "name": f"Regiment {i + 1}", "player": i % 2,
                         "stands": 12, "files": 4, "wounds": 3, "resolve": 3}
                        for i in range(20)]}


def test_a_push_on_one_regiment_of_twenty_carries_that_one_plus_the_status() -> None:
    page = Replies("twenty", ask("game.new", system="conquest", game_id="twenty", setup=TWENTY))
    out = page.act("game.push", event=WoundPool("r3", 2, morale=False).to_json())
    assert [r["id"] for r in out["changes"]["items"]["regiments"]["changed"]] == ["r3"]
    assert "order" not in out["changes"]["items"]["regiments"]  # no Regiment came or went
    assert set(out["changes"]["set"]) == {"can_undo", "actions", "undo_event", "undo_summary",
                                          "undo_summary_msg"}
    assert out["entry"] == {"event": out["event"], "summary": out["summary"],
                            "summary_msg": out["summary_msg"], "steps": out["steps"]}
    assert out["actions"] == 1 and out["outcome"]["verdict"]
    assert len(json.dumps(out)) < 10_000
    page.matches_the_engine()


def test_undo_and_redo_carry_the_regiment_they_change_and_the_log_line() -> None:
    page = Replies("undo20", ask("game.new", system="conquest", game_id="undo20", setup=TWENTY))
    page.act("game.push", event=WoundPool("r7", 4, morale=False).to_json())
    undone = page.act("game.undo")
    assert [r["id"] for r in undone["changes"]["items"]["regiments"]["changed"]] == ["r7"]
    assert undone["removed"] == 0 and "entry" not in undone
    assert undone["event"] == WoundPool("r7", 4, morale=False).to_json()
    assert set(undone["changes"]["set"]) == {"can_undo", "can_redo", "actions", "undo_event",
                                             "redo_event", "undo_summary", "redo_summary",
                                             "undo_summary_msg", "redo_summary_msg"}
    page.matches_the_engine()
    redone = page.act("game.redo")
    assert [r["id"] for r in redone["changes"]["items"]["regiments"]["changed"]] == ["r7"]
    assert redone["entry"]["event"] == undone["event"] and "removed" not in redone
    page.matches_the_engine()


def test_a_push_that_changes_nothing_drawn_but_the_status_carries_no_regiment() -> None:
    page = Replies("zero", ask("game.new", system="conquest", game_id="zero", setup=TWENTY))
    out = page.act("game.push", event=WoundPool("r0", 0, morale=False).to_json())
    assert out["changes"]["items"].get("regiments", {"changed": []})["changed"] == []
    page.matches_the_engine()


def test_changes_name_items_that_came_went_or_moved_by_their_ids() -> None:
    before = {"round": 1, "units": [{"id": "a", "n": 1}, {"id": "b", "n": 2}], "gone": 1}
    after = {"round": 2, "units": [{"id": "b", "n": 2}, {"id": "c", "n": 3}], "new": True}
    change = reply.changes(before, after)
    assert change == {"set": {"round": 2, "new": True}, "drop": ["gone"],
                      "items": {"units": {"changed": [{"id": "c", "n": 3}],
                                          "order": ["b", "c"]}}}
    says_what_changed(before, after, change)
    # A list without unique ids is sent whole.
    assert reply.changes({"x": [{"id": "a"}, {"id": "a"}]}, {"x": [{"id": "a"}]})["set"] == {
        "x": [{"id": "a"}]}


def play(data: st.DataObject, page: Replies,
         next_event: Callable[[Game[Any]], Event | None]) -> None:
    for _ in range(data.draw(st.integers(1, 25))):
        game = bridge.GAMES.get(page.game_id)
        move = data.draw(st.sampled_from(["push", "push", "push", "undo", "redo"]))
        if move == "undo" and game.can_undo:
            page.act("game.undo")
        elif move == "redo" and game.can_redo:
            page.act("game.redo")
        else:
            try:
                event = next_event(game)
            except AftermathError:
                continue
            if event is None:
                break
            try:
                game.preview(event)
            except AftermathError:
                continue  # refused actions change nothing and are not replies of this kind
            page.act("game.push", event=event.to_json(), seed=data.draw(st.integers(0, 99)))
        page.matches_the_engine()


@settings(max_examples=40, deadline=None)
@given(st.data(), regiments())
def test_patching_with_each_reply_equals_the_full_view_in_conquest(
    data: st.DataObject, reg: dict[str, Any]
) -> None:
    setup = {"regiments": [reg, {"id": "e", "name": "E", "player": 1, "stands": 3,
                                 "files": 3, "wounds": 1, "resolve": 2}]}
    page = Replies("pc", ask("game.new", system="conquest", game_id="pc", setup=setup))
    play(data, page, lambda game: data.draw(actions(game)))  # type: ignore[arg-type]


@settings(max_examples=40, deadline=None)
@given(st.data(), unit_forms(), unit_forms())
def test_patching_with_each_reply_equals_the_full_view_in_the_ninth_age(
    data: st.DataObject, form: dict[str, Any], enemy: dict[str, Any]
) -> None:
    setup = {"units": [form, {**enemy, "id": "e", "player": 1}]}
    page = Replies("pn", ask("game.new", system="ninth_age", game_id="pn", setup=setup))

    def losses(game: Game[Any]) -> Event:
        assert isinstance(game, NinthAgeBattle)
        unit_id = data.draw(st.sampled_from(["u", "e"]))
        unit = game.unit(unit_id)
        return HealthPointLosses(unit_id, pool_of(unit, data.draw(st.integers(0, 3))),
                                 data.draw(st.integers(0, 14)))

    play(data, page, losses)


@settings(max_examples=30, deadline=None)
@given(st.data(), SETUPS)
def test_patching_with_each_reply_equals_the_full_view_in_a_campaign(
    data: st.DataObject, setup: dict[str, Any]
) -> None:
    try:
        CampaignAftermath.new(setup)
    except AftermathError:
        return
    page = Replies("pk", ask("game.new", system="campaign", game_id="pk", setup=setup))

    def next_roll(game: Game[Any]) -> Event | None:
        assert isinstance(game, CampaignAftermath)
        return game.next_roll()

    play(data, page, next_roll)


def test_opening_again_sends_the_whole_view_and_starts_the_changes_afresh() -> None:
    page = Replies("again", ask("game.new", system="conquest", game_id="again", setup=TWENTY))
    page.act("game.push", event=WoundPool("r1", 1, morale=False).to_json())
    saved = bridge.GAMES.get("again").to_json()
    page = Replies("again", ask("game.open", game_id="again", game=saved))
    page.act("game.push", event=WoundPool("r2", 1, morale=False).to_json())
    page.matches_the_engine()
    assert isinstance(bridge.GAMES.get("again"), ConquestBattle)


def test_the_log_places_a_stand_where_it_stood_when_its_contacts_were_set() -> None:
    """A log line says what its push said: a Stand destroyed and restored elsewhere since
    (C-9) is not placed where it stands now, whether the log comes from the game played,
    from a save opened again (replayed), or from the Undo and Redo buttons."""
    setup = {"regiments": [{"id": "a", "name": "A", "player": 0, "stands": 5, "files": 6,
                            "wounds": 1, "resolve": 0,
                            "characters": [{"id": "ac0", "name": "Hero", "wounds": 3,
                                            "resolve": 0}]}]}
    page = Replies("placed", ask("game.new", system="conquest", game_id="placed", setup=setup))
    contacts = page.act("game.push", event={"kind": "contacts", "regiment": "a",
                                            "stand": "r0f0", "enemies": []})
    page.act("game.push", event={"kind": "wound_pool", "regiment": "a", "wounds": 4,
                                 "morale": False})
    page.act("game.push", event={"kind": "rally", "regiment": "a"})
    page.act("game.push", event={"kind": "heal", "regiment": "a", "points": 1})
    restored = next(s for r in page.engine_view()["regiments"] for s in r["stands"]
                    if s["id"] == "r0f0")
    assert restored["place"] != "front rank, left end"  # the case this test is about
    said = "Contacts of A, Stand at front rank, left end"
    assert contacts["summary"] == said
    assert ask("game.log", game_id="placed")["entries"][0]["summary"] == said
    page.matches_the_engine()
    saved = bridge.GAMES.get("placed").to_json()
    reopened = ask("game.open", game_id="placed-again", game=saved)
    assert [e["summary"] for e in reopened["log"]] == [
        e["summary"] for e in ask("game.log", game_id="placed")["entries"]]
    for _ in range(3):
        page.act("game.undo")
    assert page.sent["undo_summary"] == said
    undone = page.act("game.undo")
    assert undone["summary"] == page.sent["redo_summary"] == said
    assert page.act("game.redo")["summary"] == said
    page.matches_the_engine()


def test_the_replies_the_node_tests_patch_with_are_this_engines() -> None:
    """tests/js/patch.test.mjs applies recorded replies: they must be what the engine
    sends now (write them again with ``.venv/bin/python tests/unit/patch_replies.py``)."""
    assert patch_replies.FILE.read_text() == patch_replies.text(), (
        "tests/js/fixtures/replies.json is stale: run .venv/bin/python "
        "tests/unit/patch_replies.py")
