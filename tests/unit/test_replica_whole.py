"""A whole game from the other phone is taken in place of this copy only if it keeps
every action this copy holds (``replica.kept_by``); an undo proposal names the ask the
other player allowed (``propose.ask``)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from aftermath import replica
from aftermath.conquest import ConquestBattle
from aftermath.errors import InvalidData

from .test_bridge_replica import ok, two_phones
from .test_replica import SETUP


def pool(regiment: str = "b", wounds: int = 2) -> dict[str, Any]:
    return {"kind": "wound_pool", "regiment": regiment, "wounds": wounds}


def morale(*dice: int) -> dict[str, Any]:
    return {"kind": "morale_test", "regiment": "b", "dice": list(dice)}


ROUND = {"kind": "new_round"}


def played(*events: dict[str, Any]) -> ConquestBattle:
    game = ConquestBattle.new(SETUP)
    for event in events:
        game.push(game.event_from_json(event))
    return game


def test_a_game_only_added_to_keeps_every_action_here() -> None:
    ours = played(pool(), morale(2, 5))
    assert replica.kept_by(ours, played(pool(), morale(2, 5), ROUND)) is None
    assert replica.kept_by(ours, played(pool(), morale(2, 5))) is None


def test_a_game_that_undid_an_action_here_still_keeps_it_to_redo() -> None:
    ours = played(pool(), morale(2, 5))
    theirs = played(pool(), morale(2, 5))
    theirs.pop()
    assert replica.kept_by(ours, theirs) is None


def test_a_copy_with_no_action_has_nothing_to_lose() -> None:
    assert replica.kept_by(ConquestBattle.new(SETUP), played(pool())) is None


def test_a_rewritten_history_is_found_at_the_first_action_it_changed() -> None:
    ours = played(pool(), morale(2, 5), ROUND)
    forged = played(pool(), morale(1, 1), ROUND, ROUND)
    result = replica.kept_by(ours, forged)
    assert result is not None
    # Each summary's message beside it, for the page to say in the player's language.
    assert result.pop("ours_msg")["args"]["dice"] == "2, 5"
    assert result.pop("theirs_msg")["args"]["dice"] == "1, 1"
    assert result == {
        "at": 2, "ours": "Morale Test for Brutes: 2, 5", "theirs": "Morale Test for Brutes: 1, 1"}


def test_a_shorter_game_is_found_at_the_first_action_it_lacks() -> None:
    result = replica.kept_by(played(pool(), morale(2, 5)), played(pool()))
    assert result is not None
    assert result.pop("ours_msg") is not None
    assert result == {"at": 2, "ours": "Morale Test for Brutes: 2, 5", "theirs": "",
                      "theirs_msg": None}


def test_another_battles_start_is_found_at_the_start() -> None:
    other = {"regiments": [{**r, "name": "Renamed"} for r in SETUP["regiments"]]}
    theirs = ConquestBattle.new(other)
    theirs.push(theirs.event_from_json(pool()))
    assert replica.kept_by(played(pool()), theirs) == {
        "at": 0, "ours": "", "theirs": "", "ours_msg": None, "theirs_msg": None}


def test_the_follower_reads_where_a_whole_game_differs_from_its_copy() -> None:
    two_phones()
    for gid, wounds in (("w", 3), ("f", 2)):
        ok("game.push", {"game_id": gid, "event": pool("b", wounds)})
    state = ok("link.state", {"game_id": "w", "n": 1})["message"]
    read = ok("link.read", {"game_id": "f", "role": "follower", "n": 1, "text": state,
                            "whole": True})
    differs = read["differs"]
    wounds = [differs.pop(f"{side}_msg")["args"]["wounds"] for side in ("ours", "theirs")]
    assert wounds == [2, 3]
    assert differs == {"at": 1, "ours": "Wound Pool of 2 on Brutes",
                       "theirs": "Wound Pool of 3 on Brutes"}
    # The writer undid this copy's action since: still in its game, to redo.
    two_phones()
    for gid in ("w", "f"):
        ok("game.push", {"game_id": gid, "event": pool()})
    ok("game.undo", {"game_id": "w"})
    state = ok("link.state", {"game_id": "w", "n": 2})["message"]
    read = ok("link.read", {"game_id": "f", "role": "follower", "n": 1, "text": state,
                            "whole": True})
    assert read["differs"] is None


def test_an_undo_proposal_names_the_ask_it_answers() -> None:
    game = played(pool())
    message = replica.read(replica.proposal(game, 3, "undo", None, ask=7).dumps())
    assert (message.op, message.ask) == ("undo", 7)
    with pytest.raises(InvalidData, match="ask"):
        replica.proposal(game, 3, "push", pool(), ask=7)
    with pytest.raises(InvalidData, match=r"message\.ask"):
        replica.read(json.dumps({"kind": "propose", "id": 1, "op": "undo", "ask": 0}))
    two_phones()
    ok("game.push", {"game_id": "w", "event": pool()})
    text = ok("link.propose", {"game_id": "f", "id": 1, "op": "undo", "ask": 2})["message"]
    read = ok("link.read", {"game_id": "w", "role": "writer", "n": 1, "seen": 0,
                            "text": text})
    assert (read["op"], read["ask"]) == ("undo", 2)
