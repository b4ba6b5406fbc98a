"""A shared battle link opened is the battle that was shared: the two full lists played
with Charges, moves, Wound Pools and Morale Tests, sent with their history and opened as
the page opens a link (``share.decode`` with a ``game_id``), hold the same state (the
replica's state hash), history, view and step log, and undo alike (C-17 for the
battlefield's contacts, which the replay works out again after every action)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from aftermath import bridge
from aftermath.bridge import core
from aftermath.conquest import battlefield as bf
from aftermath.conquest.placement import Position
from aftermath.replica import state_hash

from .played_battle import played


@pytest.fixture(autouse=True)
def fresh() -> Iterator[None]:
    bridge.reset()
    yield
    bridge.reset()


def ok(kind: str, payload: dict[str, Any]) -> dict[str, Any]:
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "type": kind, "payload": payload})))
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


@pytest.mark.parametrize("seed", [7, 8, 9])
def test_a_shared_battle_opens_as_the_battle_that_was_shared(seed: int) -> None:
    game = played(60, seed)
    assert game.state.battlefield is not None  # Charges deployed it; moves followed
    core.GAMES.put("here", game)
    link = ok("share.encode_game", {"game_id": "here", "name": "Club night"})
    assert link["history"] is True and link["actions"] == len(game.events) == 60
    opened = ok("share.decode", {"fragment": link["fragment"], "game_id": "there"})
    there = core.GAMES.get("there")
    assert state_hash(there) == state_hash(game)
    assert there.to_json() == game.to_json()
    assert opened["opened"]["game"] == game.to_json()
    assert opened["opened"]["view"] == core.reply(game)["view"]
    assert opened["opened"]["log"] == core.log(game)
    assert opened["state"] == game.state.to_json()
    # Undo there is undo here, as far back as it goes (past the kept states and the
    # checkpoints: rebuilt by replaying, contacts and all).
    while game.can_undo:
        assert there.pop() == game.pop()
        assert state_hash(there) == state_hash(game)


def test_a_shared_battle_that_no_longer_replays_names_the_action() -> None:
    game = played(30, 7)
    saved = game.to_json()
    # A Regiment moved off the table: that action cannot be replayed.
    moves = [i for i, e in enumerate(saved["events"]) if e["kind"] == "place"]
    saved["events"][moves[0]]["x"] = 99_000
    from aftermath import share

    text = share._pack("conquest.game", "x", saved)
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "type": "share.decode",
                                                 "payload": {"fragment": text, "game_id": "g"}})))
    assert reply["ok"] is False and reply["error"]["type"] == "bad_link"
    assert f"data.events[{moves[0]}]" in reply["error"]["message"]
    assert "would be off the battlefield" in reply["error"]["message"]
    assert "g" not in core.GAMES


def test_contacts_found_again_after_a_change_in_place_are_the_new_ones() -> None:
    # all_touches keeps the last layout's contacts: a Regiment moved, a Stand lost or a
    # Stand restored in place (as events do) is a new layout, searched again.
    state = played(60, 7).state
    regiments = state.regiments

    def searched() -> list[bf.Touch]:
        bf._last = None
        bf._pairs.clear()
        bf._known.clear()
        return bf.all_touches(regiments)

    engaged = [r for r in regiments if any(s.contacts for s in r.stands)]
    assert engaged, "the played battle has Regiments in contact"
    r = engaged[0]
    assert bf.all_touches(regiments) == searched()
    assert any(t.regiment == r.id for t in bf.all_touches(regiments))
    at = r.position
    assert at is not None
    r.position = Position(at.x, at.y - 300, at.facing)  # stepped back, in place
    assert bf.all_touches(regiments) == searched()
    assert not any(t.regiment == r.id for t in bf.all_touches(regiments))
    r.position = at
    assert any(t.regiment == r.id for t in bf.all_touches(regiments))
    touching = next(t for t in bf.all_touches(regiments) if t.regiment == r.id)
    stand = r.stand(touching.stand)
    stand.destroyed = True
    assert bf.all_touches(regiments) == searched()
    assert touching not in bf.all_touches(regiments)
    stand.destroyed = False
    assert touching in bf.all_touches(regiments)


def test_a_stand_s_rectangle_is_the_same_one_where_it_stood() -> None:
    state = played(20, 7).state
    r = next(r for r in state.regiments if r.position is not None)
    s = r.alive_stands[0]
    first, again = bf.stand_rect(r, s), bf.stand_rect(r, s)
    assert first is again
    assert first.corners() == again.corners() and first.bounds() == again.bounds()
    moved = bf.stand_rect(r, s, (10.0, 0.0))
    assert moved.centre == (first.centre[0] + 10.0, first.centre[1])


def test_c17_the_same_layout_with_other_players_is_worked_out_again() -> None:
    """The contacts kept for a layout hold only for the same players: the same two
    Regiments where they stood, now of one player, touch no enemy."""
    from .test_conquest_battlefield_helpers import table, unit

    enemies = table(unit("a", 0, 600, 560), unit("b", 1, 600, 600))
    friends = table(unit("a", 0, 600, 560), unit("b", 0, 600, 600))
    result = ([s.contacts for s in enemies.regiment("b").stands],
              [s.contacts for s in friends.regiment("b").stands])
    expected = ([["a"], ["a"], ["a"]], [[], [], []])
    assert result == expected
