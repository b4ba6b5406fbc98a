"""The bridge's Charge (C-17): the edges a screen offers (``conquest.charge_options``),
the Charge pushed as an event, and the first battlefield it brings a battle from army
lists, undone exactly."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from aftermath import bridge
from aftermath.places import possessive

MAA = {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2}
KNIGHTS = {"name": "Knights", "kind": "cavalry", "stands": 3, "files": 3, "wounds": 4,
           "resolve": 3}


@pytest.fixture(autouse=True)
def fresh() -> Iterator[None]:
    bridge.reset()
    yield
    bridge.reset()


def call(type: str, payload: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(bridge.handle(json.dumps(
        {"id": 1, "type": type, "payload": payload})))
    return reply


def ok(type: str, payload: Any) -> dict[str, Any]:
    reply = call(type, payload)
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


def from_lists() -> dict[str, Any]:
    """Two army lists -> a battle, as the page starts one (no battlefield)."""
    lists = [{"system": "conquest", "name": "Ann's", "player": "Ann",
              "entries": [{"profile": KNIGHTS, "count": 1}, {"profile": MAA, "count": 1}]},
             {"system": "conquest", "name": "Bo's", "player": "Bo",
              "entries": [{"profile": MAA, "count": 2}]}]
    made = ok("muster.to_setup", {"lists": lists})
    return ok("game.new", {"system": "conquest", "game_id": "g", "setup": made["setup"]})


def ids(view: dict[str, Any]) -> dict[str, str]:
    """Regiment ids by their list name and side ("Men-at-Arms 1": Bo's first)."""
    out: dict[str, str] = {}
    for r in view["regiments"]:
        out.setdefault(f"{r['name'].split(' (')[0]} {r['player']}", r["id"])
    return out


def test_charge_options_before_the_first_charge_offer_four_edges_on_a_6x4_table() -> None:
    view = from_lists()["view"]
    assert "battlefield" not in view
    who = ids(view)
    result = ok("conquest.charge_options", {"game_id": "g", "regiment": who["Knights 0"],
                                            "enemy": who["Men-at-Arms 1"]})
    assert result["deploys"] is True and result["refused"] is None
    assert result["battlefield"] == {"width": 1828.8, "depth": 1219.2}
    edges = {e["edge"]: e for e in result["edges"]}
    assert list(edges) == ["front", "left", "right", "rear"]
    assert [e["words"] for e in result["edges"]] == ["front", "left flank", "right flank", "rear"]
    # Knights (3 files of 50 mm, 150 mm) centred on the Men-at-Arms' 80 mm deep flank
    # overhang it at both ends: all 3 touch its 2 ranks.
    assert (edges["left"]["stands"], edges["left"]["enemy_stands"]) == (3, 2)
    assert all(e["fits"] and 0 in e["offsets"] for e in result["edges"])
    assert all(len(e["line"]) == 2 for e in result["edges"])
    # Asking changes nothing: no action, no battlefield yet.
    assert ok("game.log", {"game_id": "g"})["entries"] == []
    assert bridge.core.GAMES.get("g").state.battlefield is None


def test_a_charge_from_lists_deploys_and_undo_takes_the_battlefield_away() -> None:
    who = ids(from_lists()["view"])
    event = {"kind": "charge", "regiment": who["Knights 0"], "enemy": who["Men-at-Arms 1"],
             "edge": "left"}
    pushed = ok("game.push", {"game_id": "g", "event": event})
    assert pushed["summary"] == "Knights Charges the left flank of Men-at-Arms (Bo)"
    assert pushed["outcome"]["charge"] == {"enemy": who["Men-at-Arms 1"], "edge": "left",
                                           "offset": 0, "stands": 3, "enemy_stands": 2}
    assert pushed["outcome"]["deployed"] is True
    assert pushed["outcome"]["verdict"] == "Charged: 3 Stands against 2 in contact"
    assert "pushes" not in pushed["outcome"]  # a Charge is no Press the Attack (C-19)
    assert pushed["changes"]["set"]["battlefield"] == {"width": 1828.8, "depth": 1219.2}
    saved = pushed["entry"]
    assert [s["rule"] for s in saved["steps"]] == ["C-17", "C-17"]
    undo = ok("game.undo", {"game_id": "g"})
    assert "battlefield" in undo["changes"]["drop"]
    redo = ok("game.redo", {"game_id": "g"})
    assert redo["entry"] == saved


def test_a_wound_pool_after_a_bridge_charge_spares_the_engaged_stand() -> None:
    who = ids(from_lists()["view"])
    ok("game.push", {"game_id": "g", "event": {
        "kind": "charge", "regiment": who["Knights 0"], "enemy": who["Men-at-Arms 1"],
        "edge": "left"}})
    pushed = ok("game.push", {"game_id": "g", "event": {
        "kind": "wound_pool", "regiment": who["Men-at-Arms 1"], "wounds": 4, "morale": False}})
    lost = [s["stand"] for s in pushed["outcome"]["stands_lost"]]
    assert lost == ["r1f2"]  # C-4.3: the rear rank's left end touches the Knights


def test_charge_options_say_why_an_edge_does_not_fit_and_keep_the_page_s_words() -> None:
    setup = {"battlefield": {"width": 1200, "depth": 1200}, "regiments": [
        {"id": "a", "name": "A", "player": 0, "stands": 3, "files": 3, "wounds": 1,
         "resolve": 3, "position": {"x": 150, "y": 150}},
        {"id": "b", "name": "B", "player": 1, "stands": 6, "files": 3, "wounds": 1,
         "resolve": 3, "position": {"x": 600, "y": 80}}]}
    ok("game.new", {"system": "conquest", "game_id": "g", "setup": setup})
    result = ok("conquest.charge_options", {"game_id": "g", "regiment": "a", "enemy": "b"})
    rear = next(e for e in result["edges"] if e["edge"] == "rear")
    assert rear["fits"] is False and rear["position"] is None
    refused = call("game.push", {"game_id": "g", "event": {
        "kind": "charge", "regiment": "a", "enemy": "b", "edge": "rear"}})
    assert refused["error"]["message"] == rear["refused"]["reason"]
    assert "would be off the battlefield" in rear["refused"]["reason"]


@pytest.mark.parametrize(("payload", "field"), [
    ({"regiment": "zz", "enemy": "b"}, "payload.regiment"),
    ({"regiment": "a", "enemy": "zz"}, "payload.enemy"),
    ({"regiment": "a", "enemy": "b", "table": [10, 10]}, "payload.table.width"),
    ({"regiment": "a", "enemy": "b", "edge": "left"}, "payload.edge"),
])
def test_charge_options_refuse_bad_payloads_naming_the_field(payload: dict[str, Any],
                                                             field: str) -> None:
    ok("game.new", {"system": "conquest", "game_id": "g", "setup": {"regiments": [
        {"id": "a", "name": "A", "player": 0, "stands": 3, "files": 3, "wounds": 1,
         "resolve": 3},
        {"id": "b", "name": "B", "player": 1, "stands": 3, "files": 3, "wounds": 1,
         "resolve": 3}]}})
    reply = call("conquest.charge_options", {"game_id": "g", **payload})
    assert not reply["ok"] and reply["error"]["field"] == field


def test_charge_options_of_a_broken_attacker_are_refused_with_the_rule() -> None:
    regiments = [{"id": "a", "name": "A", "player": 0, "stands": 3, "files": 3, "wounds": 1,
                  "resolve": 3},
                 {"id": "b", "name": "B", "player": 1, "stands": 3, "files": 3, "wounds": 1,
                  "resolve": 3}]
    made = ok("game.new", {"system": "conquest", "game_id": "g",
                           "setup": {"regiments": regiments}})
    state = json.loads(json.dumps(made["game"]["start"]))
    state["regiments"][0].update(broken=True, broken_at=3)
    ok("game.new", {"system": "conquest", "game_id": "g", "setup": state})
    result = ok("conquest.charge_options", {"game_id": "g", "regiment": "a", "enemy": "b"})
    assert result["refused"]["rule"] == "C-15" and result["edges"] == []


def test_the_default_table_is_the_engine_s_6x4_for_the_form_and_the_first_charge() -> None:
    """One default battlefield (C-17): the new-battle form asks for it, and a first
    Charge with no size asked is deployed on it."""
    result = ok("conquest.default_table", {})["battlefield"]
    expected = {"width": 1828.8, "depth": 1219.2}
    assert result == expected
    who = ids(from_lists()["view"])
    options = ok("conquest.charge_options", {"game_id": "g", "regiment": who["Knights 0"],
                                             "enemy": who["Men-at-Arms 1"]})
    assert options["battlefield"] == expected
    reply = call("conquest.default_table", {"size": 3})
    assert not reply["ok"] and reply["error"]["field"] == "payload.size"


def test_charge_options_on_a_table_the_player_set_are_drawn_on_it_and_pushed_with_it() -> None:
    who = ids(from_lists()["view"])
    asked = {"game_id": "g", "regiment": who["Knights 0"], "enemy": who["Men-at-Arms 1"]}
    options = ok("conquest.charge_options", {**asked, "table": [1219.2, 1219.2]})
    assert options["battlefield"] == {"width": 1219.2, "depth": 1219.2}
    assert options["edges"][1]["fits"] is True
    event = {"kind": "charge", "regiment": asked["regiment"], "enemy": asked["enemy"],
             "edge": "left", "table": [1219.2, 1219.2]}
    pushed = ok("game.push", {"game_id": "g", "event": event})
    assert pushed["changes"]["set"]["battlefield"] == {"width": 1219.2, "depth": 1219.2}
    # Once there is a battlefield, a size is refused by name: the table is the battle's.
    again = call("conquest.charge_options", {**asked, "table": [1219.2, 1219.2]})
    assert not again["ok"] and again["error"]["field"] == "payload.table"


def test_charge_options_say_which_hand_set_contacts_a_first_charge_ends() -> None:
    ok("game.new", {"system": "conquest", "game_id": "g", "setup": {"regiments": [
        {"id": "a", "name": "A", "player": 0, "stands": 3, "files": 3, "wounds": 1,
         "resolve": 3},
        {"id": "b", "name": "B", "player": 1, "stands": 3, "files": 3, "wounds": 1,
         "resolve": 3}]}})
    ok("game.push", {"game_id": "g", "event": {"kind": "contacts", "regiment": "a",
                                               "stand": "r0f0", "enemies": ["b"]}})
    result = ok("conquest.charge_options", {"game_id": "g", "regiment": "a", "enemy": "b"})
    assert result["refused"] is None and result["deploys"] is True
    assert result["ends_contacts"] == ("The contacts set by hand (A with B) end: on a "
                                       "battlefield the positions decide contacts, so Charge "
                                       "again to engage the others")
    assert all(e["fits"] for e in result["edges"])


def test_charge_options_give_the_attackers_name_as_its_for_the_slide_buttons() -> None:
    view = from_lists()["view"]
    who = ids(view)
    name = {r["id"]: r["name"] for r in view["regiments"]}
    knights = ok("conquest.charge_options", {"game_id": "g", "regiment": who["Knights 0"],
                                             "enemy": who["Men-at-Arms 1"]})
    men = ok("conquest.charge_options", {"game_id": "g", "regiment": who["Men-at-Arms 1"],
                                         "enemy": who["Knights 0"]})
    assert knights["possessive"] == possessive(name[who["Knights 0"]])
    assert men["possessive"] == possessive(name[who["Men-at-Arms 1"]])
    assert possessive("Men-at-Arms") == "Men-at-Arms'" and possessive("Ogre") == "Ogre's"
