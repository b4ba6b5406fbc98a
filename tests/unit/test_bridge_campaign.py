"""The campaign aftermath through the generic bridge requests, plus its own requests."""

from __future__ import annotations

import pytest

from aftermath import bridge

from .test_campaign_fixtures import ask, fresh_bridge, model, side  # noqa: F401

pytestmark = pytest.mark.usefixtures("fresh_bridge")


SETUP = {"sides": [side("Brotherhood", [model("kell", "Leader", 30)], ["kell"], vp=20),
                   side("Dark Legion", [model("b0")], ["b0"], vp=5)]}


def test_an_aftermath_is_walked_through_the_bridge() -> None:
    reply = ask("game.new", system="campaign", game_id="g1", setup=SETUP)
    assert reply["ok"], reply
    nxt = reply["result"]["view"]["next"]
    assert (nxt["model"], nxt["table"]) == ("kell", "Recovery")
    reply = ask("game.push", game_id="g1", event=nxt["event"], seed=4)
    assert reply["ok"], reply
    die = reply["result"]["event"]["die"]
    assert 1 <= die <= 20 and reply["result"]["steps"][0]["rule"] == "W-2"
    reply = ask("game.undo", game_id="g1")
    assert reply["result"]["changes"]["set"]["next"]["model"] == "kell"
    reply = ask("game.open", game_id="g2", game=bridge.GAMES.get("g1").to_json())
    assert reply["ok"] and reply["result"]["view"]["system"] == "campaign"


def test_a_d20_of_21_comes_back_as_an_error_naming_the_field() -> None:
    ask("game.new", system="campaign", game_id="g1", setup=SETUP)
    reply = ask("game.push", game_id="g1",
                 event={"kind": "recovery_roll", "side": 0, "model": "kell", "die": 21})
    assert not reply["ok"]
    assert reply["error"]["type"] == "invalid_data" and reply["error"]["field"] == "event.die"
    assert ask("game.log", game_id="g1")["result"]["entries"] == []


def test_roster_check_through_the_bridge() -> None:
    roster = SETUP["sides"][0]["roster"]
    reply = ask("campaign.roster_check", roster=roster)
    assert reply["ok"] and reply["result"]["roster"]["models"][0]["status"] == "active"
    reply = ask("campaign.roster_check", roster={**roster, "vp": -1})
    assert reply["error"]["field"] == "roster.vp"
    assert "-1" in reply["error"]["message"]
