"""A whole game settles the taps it says it answered only where it holds each as it was
made, compared as a single action answering a tap is (``replica.unanswered``): a die
the tap left to roll may be filled in, nothing else; a writer's game that answers tap k
with another action has that tap said not answered."""

from __future__ import annotations

import random
from typing import Any

from aftermath import replica

from .test_bridge_replica import ok, two_phones
from .test_replica import battle

POOL = {"kind": "wound_pool", "regiment": "a", "wounds": 2}
TEST = {"kind": "morale_test", "regiment": "a"}


def answered(writer: Any, follower: Any, taps: list[replica.Message],
             refused: tuple[dict[str, Any], ...] = ()) -> list[dict[str, Any]]:
    message = replica.read(replica.state(writer, len(writer.events), seen=len(taps),
                                         refused=refused, term=1).dumps())
    theirs = replica.load_state(type(writer), message)
    return replica.unanswered(follower, theirs, message, taps)


def test_a_game_holding_each_tap_as_made_answers_them_all_dice_rolled_too() -> None:
    writer, follower = battle(), battle()
    taps = [replica.proposal(follower, 1, "push", POOL, term=1),
            replica.proposal(follower, 2, "push", TEST, term=1)]
    for i, tap in enumerate(taps):
        replica.apply_proposal(writer, tap, random.Random(i), i)
    # The writer's own action between them changes nothing.
    writer.push(writer.event_from_json({"kind": "wound_pool", "regiment": "b", "wounds": 1}))
    assert answered(writer, follower, taps) == []


def test_a_tap_answered_with_another_action_is_not_answered() -> None:
    writer, follower = battle(), battle()
    taps = [replica.proposal(follower, 1, "push", POOL, term=1),
            replica.proposal(follower, 2, "push", {**TEST, "dice": [1, 1]}, term=1)]
    replica.apply_proposal(writer, taps[0], random.Random(1), 0)
    other = replica.proposal(writer, 2, "push", {**TEST, "dice": [6, 6]}, term=1)
    replica.apply_proposal(writer, other, random.Random(1), 1)
    assert answered(writer, follower, taps) == [
        {"id": 2, "why": "event.dice[0] 6 where 1 was proposed"}]


def test_a_tap_the_game_lacks_is_not_answered_and_one_it_refused_is_its_refusal() -> None:
    writer, follower = battle(), battle()
    taps = [replica.proposal(follower, 1, "push", POOL, term=1),
            replica.proposal(follower, 2, "push", POOL, term=1)]
    replica.apply_proposal(writer, taps[0], random.Random(1), 0)
    got = answered(writer, follower, taps)
    assert got == [{"id": 2, "why": "no action after the 1 this phone holds"}]
    said = ({"id": 2, "reason": "Not now", "rule": "T-1"},)
    assert answered(writer, follower, taps, said) == []


def test_an_action_this_copy_holds_already_answers_no_tap() -> None:
    # The follower's copy has the pool already: the game's one copy of it is not the tap's.
    writer, follower = battle(), battle()
    for game in (writer, follower):
        game.push(game.event_from_json(POOL))
    tap = replica.proposal(follower, 1, "push", POOL, term=1)
    assert [u["id"] for u in answered(writer, follower, [tap])] == [1]


def test_taps_of_another_term_or_past_seen_are_not_the_games_to_answer() -> None:
    writer, follower = battle(), battle()
    later = replica.proposal(follower, 1, "push", POOL, term=2)
    assert answered(writer, follower, [later]) == []
    message = replica.read(replica.state(writer, 0, seen=0, term=1).dumps())
    tap = replica.proposal(follower, 1, "push", POOL, term=1)
    theirs = replica.load_state(type(writer), message)
    assert replica.unanswered(follower, theirs, message, [tap]) == []


def test_the_follower_reads_which_of_its_taps_a_whole_game_does_not_hold() -> None:
    two_phones()
    tap = ok("link.propose", {"game_id": "f", "id": 1, "op": "push", "event": POOL,
                              "term": 1})["message"]
    ok("game.push", {"game_id": "w", "event": {**POOL, "wounds": 5}})
    state = ok("link.state", {"game_id": "w", "n": 1, "seen": 1, "term": 1})["message"]
    base = {"game_id": "f", "role": "follower", "n": 0, "text": state, "term": 1}
    read = ok("link.read", {**base, "proposed": [tap]})
    assert read["unanswered"] == [{"id": 1, "why": "event.wounds 5 where 2 was proposed"}]
    assert ok("link.read", base)["unanswered"] == []
