"""Share with history: a battle's whole game (start state + events) travels in a "v1"
link under the same caps, and opens elsewhere with the same actions, state and undo."""

from __future__ import annotations

import base64
import json
import zlib
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aftermath import bridge, share
from aftermath.conquest import ConquestBattle, MoraleTest, WoundPool
from aftermath.errors import AftermathError
from aftermath.ninth_age import HealthPointLosses, NinthAgeBattle
from aftermath.share import BadLink, TooBig

from .test_conquest_properties import actions, regiments

FOE = {"id": "e", "name": "E", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}


def ask(kind: str, payload: dict[str, Any]) -> Any:
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "type": kind, "payload": payload})))
    assert reply["ok"], reply
    return reply["result"]


@settings(max_examples=40, deadline=None)
@given(st.data(), regiments())
def test_a_battle_shared_with_history_opens_with_the_same_actions_and_state(
        data: st.DataObject, reg: dict[str, Any]) -> None:
    game = ConquestBattle.new({"regiments": [reg, FOE]})
    for _ in range(data.draw(st.integers(0, 10))):
        try:
            game.push(data.draw(actions(game)))
        except AftermathError:
            continue
    shared = share.decode(share.encode("conquest.game", "Club night", game.to_json()))
    assert shared.kind == "conquest.game"
    there = ConquestBattle.from_json(shared.data)
    assert len(there.events) == len(game.events)
    assert there.state.to_json() == game.state.to_json()
    assert there.to_json() == game.to_json()
    # Undo works there exactly as here.
    while game.can_undo:
        assert there.pop() == game.pop()
        assert there.state.to_json() == game.state.to_json()


def test_ninth_age_history_travels_too() -> None:
    game = NinthAgeBattle.new({"units": [{"id": "t", "name": "Trolls", "player": 0,
                                          "models": 10, "files": 5, "hp": 3}]})
    game.push(HealthPointLosses("t", "rank_and_file", 7))
    shared = share.decode(share.encode("ninth_age.game", "Trolls", game.to_json()))
    there = NinthAgeBattle.from_json(shared.data)
    assert len(there.events) == 1 and there.unit("t").lost_hp == 1
    there.pop()
    assert there.unit("t").lost_hp == 0


def test_a_history_that_does_not_replay_is_a_bad_link() -> None:
    game = ConquestBattle.new({"regiments": [FOE]})
    saved = game.to_json()
    # A Morale Test nobody owes: the replay refuses it, so the link names that.
    saved["events"] = [MoraleTest("e", (1,)).to_json()]
    fragment = share.encode("conquest.battle", "x", game.state.to_json())  # a real link...
    body = {"kind": "conquest.game", "name": "x", "data": saved}          # ...and a forged one
    forged = _pack(body)
    with pytest.raises(BadLink, match=r"data\.events\[0\]"):
        share.decode(forged)
    assert share.decode(fragment).kind == "conquest.battle"


def test_a_history_too_big_for_a_link_is_refused_with_the_reason() -> None:
    game = ConquestBattle.new({"regiments": [FOE]})
    saved = game.to_json()
    saved["redo"] = [WoundPool("e", 0, morale=False).to_json()] * 5000
    with pytest.raises(TooBig, match=r"too big for a link: .* items, the most is 20,000"):
        share.encode("conquest.game", "x", saved)


def test_the_bridge_offers_history_first_and_state_only_always() -> None:
    bridge.reset()
    ask("game.new", {"system": "conquest", "game_id": "g", "setup": {"regiments": [FOE]}})
    ask("game.push", {"game_id": "g", "event": WoundPool("e", 1).to_json()})
    made = ask("share.encode_game", {"game_id": "g", "name": "Ours"})
    assert made["history"] is True and made["actions"] == 1
    assert made["fragment"] == made["with_history"]["fragment"]
    assert made["length"] == len(made["fragment"]) > made["state_only"]["length"]
    opened = ask("share.decode", {"fragment": made["fragment"]})
    assert (opened["kind"], opened["system"], opened["actions"]) == ("conquest.game", "conquest", 1)
    there = ask("game.open", {"game_id": "h", "game": opened["data"]})
    assert there["view"]["actions"] == 1
    assert ask("game.undo", {"game_id": "h"})["changes"]["set"]["actions"] == 0
    plain = ask("share.decode", {"fragment": made["state_only"]["fragment"]})
    assert plain["kind"] == "conquest.battle" and "actions" not in plain


def test_the_bridge_falls_back_to_state_only_when_the_history_is_too_big() -> None:
    bridge.reset()
    game = ConquestBattle.new({"regiments": [FOE]})
    saved = game.to_json()
    saved["redo"] = [WoundPool("e", 0, morale=False).to_json()] * 5000
    ask("game.open", {"game_id": "big", "game": saved})
    made = ask("share.encode_game", {"game_id": "big", "name": "Long"})
    assert made["history"] is False
    assert made["fragment"] == made["state_only"]["fragment"]
    assert "too big for a link" in made["with_history"]["refused"]


def _pack(body: Any) -> str:
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = json.dumps(body).encode()
    return "v1." + base64.urlsafe_b64encode(c.compress(raw) + c.flush()).decode().rstrip("=")
