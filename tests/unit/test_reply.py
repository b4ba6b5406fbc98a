"""A push, undo or redo answers with what changed, not the whole game and log.

Through the bridge, as the page asks: the reply carries the changed Regiments or Units
(by id) and the top-level status, the new log entry (or which one was undone) and the
event; patching the page's previous copy with it gives exactly the engine's full view,
log and saved game, for random battles of every system (hypothesis).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aftermath import bridge, reply
from aftermath.campaign import CampaignAftermath
from aftermath.conquest import ConquestBattle, WoundPool
from aftermath.errors import AftermathError, InvalidData
from aftermath.history import Event, Game
from aftermath.ninth_age import HealthPointLosses, NinthAgeBattle

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


class Page:
    """The page's copy of one open game, kept the way web/session.js keeps it."""

    def __init__(self, game_id: str, opened: Json) -> None:
        self.game_id = game_id
        self.view, self.log, self.game = opened["view"], opened["log"], opened["game"]

    def act(self, kind: str, **payload: Any) -> Json:
        out = ask(kind, game_id=self.game_id, **payload)
        assert not {"view", "game", "log"} & set(out), "a tap must not carry the whole game"
        self.view = reply.patch(self.view, out["changes"])
        if "entry" in out:
            self.log = [*self.log, out["entry"]]
        else:
            self.log = self.log[:out["removed"]]
        # web/patch.js patchGame: the saved game after the same action.
        events, redo = self.game["events"], self.game["redo"]
        if kind == "game.undo":
            self.game = {**self.game, "events": events[:-1], "redo": [out["event"], *redo]}
        elif kind == "game.redo":
            self.game = {**self.game, "events": [*events, out["event"]], "redo": redo[1:]}
        else:
            self.game = {**self.game, "events": [*events, out["event"]], "redo": []}
        return out

    def matches_the_engine(self) -> None:
        game = bridge.GAMES.get(self.game_id)
        assert self.view == json.loads(json.dumps(game.view()))
        assert self.log == ask("game.log", game_id=self.game_id)["entries"]
        assert self.game == json.loads(json.dumps(game.to_json()))


TWENTY = {"regiments": [{"id": f"r{i}", "name": f"Regiment {i + 1}", "player": i % 2,
                         "stands": 12, "files": 4, "wounds": 3, "resolve": 3}
                        for i in range(20)]}


def test_a_push_on_one_regiment_of_twenty_carries_that_one_plus_the_status() -> None:
    page = Page("twenty", ask("game.new", system="conquest", game_id="twenty", setup=TWENTY))
    out = page.act("game.push", event=WoundPool("r3", 2, morale=False).to_json())
    assert [r["id"] for r in out["changes"]["items"]["regiments"]["changed"]] == ["r3"]
    assert "order" not in out["changes"]["items"]["regiments"]  # no Regiment came or went
    assert set(out["changes"]["set"]) == {"can_undo", "actions", "undo_event", "undo_summary"}
    assert out["entry"] == {"event": out["event"], "summary": out["summary"], "steps": out["steps"]}
    assert out["actions"] == 1 and out["outcome"]["verdict"]
    assert len(json.dumps(out)) < 10_000
    page.matches_the_engine()


def test_undo_and_redo_carry_the_regiment_they_change_and_the_log_line() -> None:
    page = Page("undo20", ask("game.new", system="conquest", game_id="undo20", setup=TWENTY))
    page.act("game.push", event=WoundPool("r7", 4, morale=False).to_json())
    undone = page.act("game.undo")
    assert [r["id"] for r in undone["changes"]["items"]["regiments"]["changed"]] == ["r7"]
    assert undone["removed"] == 0 and "entry" not in undone
    assert undone["event"] == WoundPool("r7", 4, morale=False).to_json()
    assert set(undone["changes"]["set"]) == {"can_undo", "can_redo", "actions", "undo_event",
                                             "redo_event", "undo_summary", "redo_summary"}
    page.matches_the_engine()
    redone = page.act("game.redo")
    assert [r["id"] for r in redone["changes"]["items"]["regiments"]["changed"]] == ["r7"]
    assert redone["entry"]["event"] == undone["event"] and "removed" not in redone
    page.matches_the_engine()


def test_a_push_that_changes_nothing_drawn_but_the_status_carries_no_regiment() -> None:
    page = Page("zero", ask("game.new", system="conquest", game_id="zero", setup=TWENTY))
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
    assert reply.patch(before, change) == after
    # A list without unique ids is sent whole.
    assert reply.changes({"x": [{"id": "a"}, {"id": "a"}]}, {"x": [{"id": "a"}]})["set"] == {
        "x": [{"id": "a"}]}


def test_a_patch_naming_an_item_the_page_lacks_is_refused_naming_it() -> None:
    with pytest.raises(InvalidData, match=r"changes\.items\.units\.order"):
        reply.patch({"units": [{"id": "a"}]},
                    {"set": {}, "drop": [], "items": {"units": {"changed": [], "order": ["z"]}}})


def play(data: st.DataObject, page: Page, next_event: Callable[[Game[Any]], Event | None]) -> None:
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
    page = Page("pc", ask("game.new", system="conquest", game_id="pc", setup=setup))
    play(data, page, lambda game: data.draw(actions(game)))  # type: ignore[arg-type]


@settings(max_examples=40, deadline=None)
@given(st.data(), unit_forms(), unit_forms())
def test_patching_with_each_reply_equals_the_full_view_in_the_ninth_age(
    data: st.DataObject, form: dict[str, Any], enemy: dict[str, Any]
) -> None:
    setup = {"units": [form, {**enemy, "id": "e", "player": 1}]}
    page = Page("pn", ask("game.new", system="ninth_age", game_id="pn", setup=setup))

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
    page = Page("pk", ask("game.new", system="campaign", game_id="pk", setup=setup))

    def next_roll(game: Game[Any]) -> Event | None:
        assert isinstance(game, CampaignAftermath)
        return game.next_roll()

    play(data, page, next_roll)


def test_opening_again_sends_the_whole_view_and_starts_the_changes_afresh() -> None:
    page = Page("again", ask("game.new", system="conquest", game_id="again", setup=TWENTY))
    page.act("game.push", event=WoundPool("r1", 1, morale=False).to_json())
    page = Page("again", ask("game.open", game_id="again", game=page.game))
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
    page = Page("placed", ask("game.new", system="conquest", game_id="placed", setup=setup))
    contacts = page.act("game.push", event={"kind": "contacts", "regiment": "a",
                                            "stand": "r0f0", "enemies": []})
    page.act("game.push", event={"kind": "wound_pool", "regiment": "a", "wounds": 4,
                                 "morale": False})
    page.act("game.push", event={"kind": "rally", "regiment": "a"})
    page.act("game.push", event={"kind": "heal", "regiment": "a", "points": 1})
    restored = next(s for r in page.view["regiments"] for s in r["stands"] if s["id"] == "r0f0")
    assert restored["place"] != "front rank, left end"  # the case this test is about
    said = "Contacts of A, Stand at front rank, left end"
    assert contacts["summary"] == said
    assert page.log[0]["summary"] == said
    page.matches_the_engine()
    saved = bridge.GAMES.get("placed").to_json()
    reopened = ask("game.open", game_id="placed-again", game=saved)
    assert [e["summary"] for e in reopened["log"]] == [e["summary"] for e in page.log]
    for _ in range(3):
        page.act("game.undo")
    assert page.view["undo_summary"] == said
    undone = page.act("game.undo")
    assert undone["summary"] == page.view["redo_summary"] == said
    assert page.act("game.redo")["summary"] == said
    page.matches_the_engine()
