"""The writer's action answering this phone's tap must be that tap: the same op and
event, but for the dice the tap left to roll (a modified writer answering tap k with
another action is refused, nothing applied, the tap still waiting)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from aftermath import replica

from .test_replica import battle

POOL = {"kind": "wound_pool", "regiment": "a", "wounds": 2}


def pair_with_pool() -> tuple[Any, Any]:
    writer, follower = battle(), battle()
    for game in (writer, follower):
        game.push(game.event_from_json(POOL))
    return writer, follower


def test_the_action_of_the_tap_proposed_is_applied() -> None:
    writer, follower = battle(), battle()
    tap = replica.proposal(follower, 1, "push", POOL)
    replica.apply_proposal(writer, tap, random.Random(1), 0)
    sent = replica.read(replica.action(writer, 1, "push", "Phone B", 1).dumps())
    replica.apply_action(follower, 0, sent, tap)
    assert follower.to_json() == writer.to_json()


def test_dice_the_tap_left_to_roll_may_be_filled_in_by_the_writer() -> None:
    writer, follower = pair_with_pool()
    test = replica.proposal(follower, 2, "push", {"kind": "morale_test", "regiment": "a"})
    replica.apply_proposal(writer, test, random.Random(3), 1)
    sent = replica.read(replica.action(writer, 2, "push", "Phone B", 2).dumps())
    assert sent.event is not None and sent.event["dice"]
    replica.apply_action(follower, 1, sent, test)
    assert replica.state_hash(follower) == sent.hash


def test_another_event_answering_the_tap_is_refused_and_nothing_applied() -> None:
    writer, follower = battle(), battle()
    tap = replica.proposal(follower, 1, "push", POOL)
    other = replica.proposal(writer, 1, "push", {**POOL, "wounds": 5})
    replica.apply_proposal(writer, other, random.Random(1), 0)
    sent = replica.read(replica.action(writer, 1, "push", "Phone B", 1).dumps())
    before = follower.to_json()
    with pytest.raises(replica.Substituted) as err:
        replica.apply_action(follower, 0, sent, tap)
    assert "tap 1" in str(err.value) and "event.wounds 5 where 2 was proposed" in str(err.value)
    assert err.value.to_json()["type"] == "link_substituted"
    assert follower.to_json() == before


def test_dice_the_tap_gave_may_not_be_changed_by_the_writer() -> None:
    writer, follower = pair_with_pool()
    rolled = {"kind": "morale_test", "regiment": "a", "dice": [1, 1]}
    tap = replica.proposal(follower, 2, "push", rolled)
    chosen = replica.proposal(writer, 2, "push", {**rolled, "dice": [6, 6]})
    replica.apply_proposal(writer, chosen, random.Random(3), 1)
    sent = replica.read(replica.action(writer, 2, "push", "Phone B", 2).dumps())
    with pytest.raises(replica.Substituted, match=r"event\.dice\[0\] 6 where 1 was proposed"):
        replica.apply_action(follower, 1, sent, tap)


def test_an_undo_answering_a_push_is_refused() -> None:
    writer, follower = pair_with_pool()
    tap = replica.proposal(follower, 1, "push", POOL)
    writer.pop()
    sent = replica.read(replica.action(writer, 2, "undo", "Phone B", 1).dumps())
    with pytest.raises(replica.Substituted, match="undo where push was proposed"):
        replica.apply_action(follower, 1, sent, tap)


def test_the_bridge_refuses_an_action_that_is_not_the_followers_tap() -> None:
    from .test_bridge_replica import call, ok, saved, two_phones

    two_phones()
    tap = ok("link.propose", {"game_id": "f", "id": 1, "op": "push", "event": POOL,
                              "term": 1})["message"]
    ok("game.push", {"game_id": "w", "event": {**POOL, "wounds": 5}})
    sent = ok("link.stamp", {"game_id": "w", "n": 1, "op": "push", "by": "Phone A", "id": 1,
                             "term": 1})["message"]
    base = {"game_id": "f", "role": "follower", "n": 0, "text": sent, "by": "Phone A",
            "term": 1}
    got = call("link.apply", {**base, "proposed": tap})
    assert got["ok"] is False and got["error"]["type"] == "link_substituted", got
    assert got["error"]["id"] == 1
    assert saved("f")["entries"] == []
    # Handed the next term and not yet taken up: the tap of the term before is still
    # answered only by its own action.
    got = call("link.apply", {**base, "term": 2, "proposed": tap})
    assert got["ok"] is False and got["error"]["type"] == "link_substituted", got
    # An action of an earlier term answered a tap of that term, not this term's tap 1
    # (ids restart each term): applied as the battle's, and not this phone's.
    now = ok("link.propose", {"game_id": "f", "id": 1, "op": "push", "event": POOL,
                              "term": 2})["message"]
    link = ok("link.apply", {**base, "term": 2, "proposed": now})["link"]
    assert (link["n"], link["mine"]) == (1, False)
