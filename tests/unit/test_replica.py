"""Two phones, one battle (aftermath.replica): the writer applies a follower's proposal
as its own tap, the follower applies the writer's actions only in order and only with
the writer's hash; whatever the link does to the messages, both end equal."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aftermath import replica
from aftermath.conquest import ConquestBattle
from aftermath.errors import AftermathError, InvalidData, RuleViolation

SETUP = {"regiments": [
    {"id": "a", "name": "Men-at-Arms", "player": 0, "stands": 3, "files": 3, "wounds": 2,
     "resolve": 2},
    {"id": "b", "name": "Brutes", "player": 1, "stands": 4, "files": 2, "wounds": 3,
     "resolve": 3}]}
# Taps a player might make, many of them refused at some point of a battle.
MENU: list[tuple[str, dict[str, Any] | None]] = [
    ("push", {"kind": "wound_pool", "regiment": "a", "wounds": 2}),
    ("push", {"kind": "wound_pool", "regiment": "b", "wounds": 3}),
    ("push", {"kind": "morale_test", "regiment": "a"}),
    ("push", {"kind": "morale_test", "regiment": "b"}),
    ("push", {"kind": "heal", "regiment": "b", "points": 1}),
    ("push", {"kind": "new_round"}),
    ("undo", None),
    ("redo", None),
]


def battle() -> ConquestBattle:
    return ConquestBattle.new(SETUP)


def wound(game: ConquestBattle, regiment: str = "a", wounds: int = 2) -> replica.Message:
    return replica.proposal(game, 1, "push", {"kind": "wound_pool", "regiment": regiment,
                                              "wounds": wounds})


def test_the_hash_is_of_the_state_and_counts_and_is_short_hex() -> None:
    one, two = battle(), battle()
    assert replica.state_hash(one) == replica.state_hash(two)
    assert len(replica.state_hash(one)) == 16
    one.push(one.event_from_json({"kind": "wound_pool", "regiment": "a", "wounds": 2}))
    assert replica.state_hash(one) != replica.state_hash(two)
    one.pop()
    # The same state, but one action can be redone: not the same game.
    assert replica.state_hash(one) != replica.state_hash(two)


def test_a_proposal_applied_by_the_writer_is_the_followers_next_action() -> None:
    writer, follower = battle(), battle()
    proposal = replica.read(wound(follower).dumps())
    done = replica.apply_proposal(writer, proposal, random.Random(1), 0)
    assert done.steps and done.event.to_json()["wounds"] == 2
    sent = replica.read(replica.action(writer, 1, "push", "Phone B", 1).dumps())
    assert (sent.n, sent.by, sent.id) == (1, "Phone B", 1)
    replica.apply_action(follower, 0, sent)
    assert follower.to_json() == writer.to_json()


def test_dice_the_follower_leaves_are_rolled_by_the_writer_and_broadcast() -> None:
    writer, follower = battle(), battle()
    for game in (writer, follower):
        game.push(game.event_from_json({"kind": "wound_pool", "regiment": "a", "wounds": 2}))
    test = replica.proposal(follower, 2, "push", {"kind": "morale_test", "regiment": "a"})
    replica.apply_proposal(writer, test, random.Random(3), 1)
    sent = replica.action(writer, 2, "push", "Phone B", 2)
    assert sent.event is not None and len(sent.event["dice"]) >= 1
    replica.apply_action(follower, 1, sent)
    assert replica.state_hash(follower) == sent.hash


def test_a_refused_proposal_is_refused_as_the_same_local_tap_is() -> None:
    writer = battle()
    heal = replica.proposal(writer, 4, "push", {"kind": "morale_test", "regiment": "a"})
    with pytest.raises(RuleViolation) as local:
        writer.push(writer.event_from_json(heal.event))
    before = writer.to_json()
    with pytest.raises(RuleViolation) as remote:
        replica.apply_proposal(writer, heal, random.Random(1), 3)
    assert str(remote.value) == str(local.value) and writer.to_json() == before
    said = replica.read(replica.refusal(4, remote.value).dumps())
    assert (said.kind, said.id, said.rule) == ("refused", 4, local.value.rule)
    assert said.reason == str(local.value) and "C-12" in said.reason


def test_undo_and_redo_travel_as_actions() -> None:
    writer, follower = battle(), battle()
    writer.push(writer.event_from_json({"kind": "wound_pool", "regiment": "a", "wounds": 2}))
    replica.apply_action(follower, 0, replica.action(writer, 1, "push", "A"))
    writer.pop()
    replica.apply_action(follower, 1, replica.action(writer, 2, "undo", "A"))
    assert follower.to_json() == writer.to_json() and follower.can_redo
    writer.redo()
    replica.apply_action(follower, 2, replica.action(writer, 3, "redo", "A"))
    assert follower.to_json() == writer.to_json()


def test_out_of_order_replayed_and_forged_actions_change_nothing() -> None:
    writer, follower = battle(), battle()
    writer.push(writer.event_from_json({"kind": "wound_pool", "regiment": "a", "wounds": 2,
                                                 "morale": False}))
    first = replica.action(writer, 1, "push", "A")
    writer.push(writer.event_from_json({"kind": "wound_pool", "regiment": "b", "wounds": 1}))
    second = replica.action(writer, 2, "push", "A")
    kept = follower.to_json()
    with pytest.raises(replica.Gap) as gap:
        replica.apply_action(follower, 0, second)
    assert gap.value.need == 1 and gap.value.to_json()["need"] == 1
    forged = replica.Message(**{**first.__dict__, "hash": "0" * 16})
    with pytest.raises(replica.Mismatch):
        replica.apply_action(follower, 0, forged)
    rolled = replica.Message(**{**first.__dict__, "event": {**(first.event or {}), "wounds": 3}})
    with pytest.raises(replica.Mismatch):
        replica.apply_action(follower, 0, rolled)
    assert follower.to_json() == kept
    replica.apply_action(follower, 0, first)
    with pytest.raises(replica.Stale):
        replica.apply_action(follower, 1, first)
    forged_undo = replica.Message("action", n=2, op="undo", by="A", hash="1" * 16)
    kept = follower.to_json()
    with pytest.raises(replica.Mismatch):
        replica.apply_action(follower, 1, forged_undo)
    assert follower.to_json() == kept


def test_a_broadcast_action_must_carry_its_dice() -> None:
    follower = battle()
    follower.push(follower.event_from_json({"kind": "wound_pool", "regiment": "a", "wounds": 2}))
    unrolled = replica.Message("action", n=2, op="push", by="A", hash="2" * 16,
                               event={"kind": "morale_test", "regiment": "a"})
    kept = follower.to_json()
    with pytest.raises(InvalidData, match="must carry every die"):
        replica.apply_action(follower, 1, unrolled)
    assert follower.to_json() == kept


def test_the_writers_state_replaces_a_lost_copy_only_with_its_hash() -> None:
    writer, follower = battle(), battle()
    writer.push(writer.event_from_json({"kind": "wound_pool", "regiment": "a", "wounds": 2}))
    sent = replica.read(replica.state(writer, 1).dumps())
    assert replica.load_state(ConquestBattle, sent).to_json() == writer.to_json()
    forged = replica.Message(**{**sent.__dict__, "hash": "f" * 16})
    with pytest.raises(replica.Mismatch):
        replica.load_state(ConquestBattle, forged)
    assert follower.to_json() == battle().to_json()


@pytest.mark.parametrize(("text", "field", "words"), [
    (42, "message", "must be JSON text"),
    ("{", "message", "must be valid JSON"),
    ("[" * 70 + "]" * 70, "message", "nested more than"),
    ('{"kind": "shout"}', "message.kind", "must be one of"),
    ('{"kind": "need", "from": 1, "x": 2}', "message.x", "unknown key"),
    ('{"kind": "need"}', "message.from", "is required"),
    ('{"kind": "need", "from": 0}', "message.from", "at least 1"),
    ('{"kind": "need", "from": 1e400}', "message.from", "too large"),
    ('{"kind": "propose", "id": 1, "op": "push"}', "message.event", "required when op"),
    ('{"kind": "propose", "id": 1, "op": "smash", "event": {}}', "message.op", "one of"),
    ('{"kind": "propose", "id": true, "op": "undo"}', "message.id", "whole number"),
    ('{"kind": "action", "n": 1, "op": "undo", "by": "A", "hash": "xyz"}', "message.hash",
     "hex digits"),
    ('{"kind": "action", "n": 1, "op": "undo", "by": "A\\u202e", "hash": "' + "a" * 16 + '"}',
     "message.by", ""),
    ('{"kind": "refused", "id": 1, "reason": ' + json.dumps("x" * 700) + "}",
     "message.reason", "at most 600"),
    ('{"kind": "state", "n": 0, "game": [], "hash": "' + "a" * 16 + '"}', "message.game",
     "an object"),
])
def test_a_malformed_message_is_refused_naming_the_field(text: Any, field: str,
                                                          words: str) -> None:
    with pytest.raises(InvalidData) as err:
        replica.read(text)
    assert err.value.field == field and words in str(err.value)


def test_messages_are_capped_before_they_are_parsed() -> None:
    big = json.dumps({"kind": "propose", "id": 1, "op": "push",
                      "event": {"kind": "new_round", "pad": "x" * replica.MAX_MESSAGE}})
    with pytest.raises(InvalidData, match="for propose"):
        replica.read(big)
    with pytest.raises(InvalidData, match="at most 900,000"):
        replica.read(" " * (replica.MAX_STATE + 1))


def test_a_proposal_of_a_malformed_event_never_leaves_the_phone() -> None:
    with pytest.raises(InvalidData) as err:
        replica.proposal(battle(), 1, "push", {"kind": "wound_pool", "regiment": "a",
                                               "wounds": -3})
    assert err.value.field == "event.wounds"


# -- two replicas over a link that drops, reorders and repeats -----------------------------
class Writer:
    """The page's part, reduced: numbers, the log of actions sent, the answers given."""

    def __init__(self) -> None:
        self.game, self.n, self.seen = battle(), 0, 0
        self.log: dict[int, str] = {}
        self.refused: dict[int, str] = {}
        self.rng = random.Random(7)

    def tap(self, op: str, event: dict[str, Any] | None, by: str = "A",
            proposal: int | None = None) -> str | None:
        try:
            replica._do(self.game, op, event, self.rng)
        except AftermathError as err:
            if proposal is None:
                return None
            self.refused[proposal] = replica.refusal(proposal, err).dumps()
            return self.refused[proposal]
        self.n += 1
        self.log[self.n] = replica.action(self.game, self.n, op, by, proposal).dumps()
        return self.log[self.n]

    def receive(self, text: str) -> list[str]:
        message = replica.read(text)
        if message.kind == "need":
            return [self.log[i] for i in range(message.from_, self.n + 1)]
        try:
            replica.next_proposal(message, self.seen)
        except replica.Stale:
            # Answered already: a refusal is said again (an action the follower has).
            return [self.refused[message.id]] if message.id in self.refused else []
        except replica.Gap:
            return []
        self.seen = message.id or 0
        sent = self.tap(message.op, message.event, "B", message.id)
        return [sent] if sent else []


class Follower:
    def __init__(self) -> None:
        self.game, self.n = battle(), 0
        self.pending: dict[int, str] = {}

    def receive(self, text: str, writer: Writer) -> list[str]:
        message = replica.read(text)
        if message.kind == "refused":
            self.pending.pop(message.id or 0, None)
            return []
        try:
            replica.apply_action(self.game, self.n, message)
        except replica.Stale:
            return []
        except replica.Gap as gap:
            return [replica.Message("need", from_=gap.need).dumps()]
        except replica.Mismatch:
            # Asking for the whole game: in the page a message; here straight across.
            sent = replica.read(replica.state(writer.game, writer.n).dumps())
            self.game, self.n = replica.load_state(ConquestBattle, sent), sent.n
            return []
        self.n = message.n
        self.pending.pop(message.id or 0, None)
        return []


taps = st.lists(st.tuples(st.booleans(), st.sampled_from(range(len(MENU)))), max_size=30)
link = st.lists(st.sampled_from(["deliver", "drop", "duplicate", "swap"]), min_size=80,
                max_size=80)


@given(taps, link)
def test_two_replicas_fed_through_a_bad_link_end_equal(plan: list[tuple[bool, int]],
                                                       faults: list[str]) -> None:
    writer, follower = Writer(), Follower()
    to_follower: list[str] = []
    to_writer: list[str] = []
    steps = iter(faults)

    def carry(queue: list[str], deliver: Any, back: list[str]) -> None:
        fault = next(steps, "deliver")
        if not queue:
            return
        if fault == "swap" and len(queue) > 1:
            queue[0], queue[1] = queue[1], queue[0]
        text = queue.pop(0)
        if fault == "duplicate":
            queue.insert(0, text)
        if fault != "drop":
            back.extend(deliver(text))

    for from_follower, pick in plan:
        op, event = MENU[pick]
        if from_follower:
            pid = max([*follower.pending, writer.seen, 0]) + 1
            follower.pending[pid] = replica.Message("propose", id=pid, op=op,
                                                    event=event).dumps()
            to_writer.append(follower.pending[pid])
        else:
            sent = writer.tap(op, event)
            if sent:
                to_follower.append(sent)
        carry(to_writer, writer.receive, to_follower)
        carry(to_follower, lambda t: follower.receive(t, writer), to_writer)
    # The link is back: the follower asks from its last action on and sends again what is
    # unanswered, in order; from here every message arrives.
    to_writer = [replica.Message("need", from_=follower.n + 1).dumps(),
                 *(follower.pending[i] for i in sorted(follower.pending))]
    to_follower = []
    while to_writer or to_follower:
        if to_writer:
            to_follower.extend(writer.receive(to_writer.pop(0)))
        if to_follower:
            to_writer.extend(follower.receive(to_follower.pop(0), writer))
    assert follower.n == writer.n and not follower.pending
    assert replica.state_hash(follower.game) == replica.state_hash(writer.game)
    assert follower.game.to_json() == writer.game.to_json()
