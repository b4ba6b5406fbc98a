"""Who writes: terms (a writer's reign), hand-over and take-over messages, an undo or
redo proposed naming its action, and one phone asking leave to undo the other's."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from aftermath import replica
from aftermath.errors import InvalidData

from .test_bridge_replica import call, ok, saved, two_phones

POOL = {"kind": "wound_pool", "regiment": "a", "wounds": 2}


def push(gid: str, event: dict[str, Any] = POOL) -> None:
    ok("game.push", {"game_id": gid, "event": event})


def test_a_term_is_announced_with_this_copys_hash_and_read_back() -> None:
    two_phones()
    text = ok("link.announce", {"game_id": "w", "term": 2, "writer": "Phone B", "base": 0,
                                "n": 0, "seen": 3, "seen_term": 1,
                                "refused": [{"id": 2, "reason": "no", "rule": "H-1"}],
                                "terms": [{"term": 1, "base": 0, "writer": "Phone A",
                                           "seen": 2}]})["message"]
    read = ok("link.read", {"game_id": "f", "role": "follower", "n": 0, "text": text})
    assert read == {"kind": "term", "term": 2, "writer": "Phone B", "base": 0, "n": 0,
                    "hash": read["hash"], "seen": 3, "seen_term": 1,
                    "refused": [{"id": 2, "reason": "no", "rule": "H-1"}],
                    "terms": [{"term": 1, "base": 0, "writer": "Phone A", "seen": 2}],
                    "same": True}
    push("w")
    again = ok("link.announce", {"game_id": "w", "term": 2, "writer": "Phone B", "base": 0,
                                 "n": 1})["message"]
    read = ok("link.read", {"game_id": "f", "role": "writer", "n": 0, "text": again})
    assert read["same"] is False


def test_a_message_of_another_term_changes_nothing() -> None:
    two_phones()
    text = ok("link.propose", {"game_id": "f", "id": 1, "op": "push", "event": POOL,
                               "term": 1})["message"]
    for request in ("link.read", "link.apply"):
        extra = {"by": "Phone B"} if request == "link.apply" else {}
        got = call(request, {"game_id": "w", "role": "writer", "n": 0, "seen": 0, "text": text,
                             "term": 2, **extra})
        assert got["ok"] is False and got["error"]["type"] == "link_term", got
        assert got["error"]["got"] == 1
    assert saved("w")["entries"] == []
    # A message with no term is of term 1 (a link never handed over, or an old save).
    plain = ok("link.propose", {"game_id": "f", "id": 1, "op": "push", "event": POOL})["message"]
    got = ok("link.apply", {"game_id": "w", "role": "writer", "n": 0, "seen": 0, "text": plain,
                            "term": 1, "by": "Phone B"})
    assert got["link"]["n"] == 1


def test_an_undo_naming_its_action_is_refused_once_another_is_last() -> None:
    two_phones()
    push("f")
    mine = saved("f")["entries"][-1]["event"]
    text = ok("link.propose", {"game_id": "f", "id": 1, "op": "undo", "event": mine,
                               "term": 2})["message"]
    push("w", {"kind": "wound_pool", "regiment": "b", "wounds": 3})
    got = call("link.apply", {"game_id": "w", "role": "writer", "n": 1, "seen": 0, "text": text,
                              "term": 2, "by": "Phone B"})
    assert got["ok"] is False and got["error"]["rule"] == "history"
    assert "no longer the last action" in got["error"]["message"]
    assert len(saved("w")["entries"]) == 1
    # The same undo where that action is the last one is done.
    ok("game.undo", {"game_id": "w"})
    push("w", POOL)
    again = call("link.apply", {"game_id": "w", "role": "writer", "n": 1, "seen": 0,
                                "text": text, "term": 2, "by": "Phone B"})
    assert again["ok"], again


def test_an_ask_to_undo_is_said_with_the_summary_on_the_other_phone() -> None:
    two_phones()
    push("w")
    push("f")
    asked = ok("link.ask", {"game_id": "f", "id": 1})
    read = ok("link.read", {"game_id": "w", "role": "writer", "n": 1, "text": asked["message"]})
    assert read == {"kind": "ask", "id": 1, "last": True,
                    "summary": "Wound Pool of 2 on Men-at-Arms",
                    "summary_msg": {"id": "history-wound-pool", "args": {
                        "wounds": 2, "regiment": "Men-at-Arms", "source": "", "named": "no",
                        "arc": "front", "morale": "yes"}}}
    assert (asked["summary"], asked["summary_msg"]) == (read["summary"], read["summary_msg"])
    answer = replica.Message("answer", id=1, allow=False).dumps()
    assert ok("link.read", {"game_id": "f", "role": "follower", "n": 1, "text": answer}) == {
        "kind": "answer", "id": 1, "allow": False}
    ok("game.undo", {"game_id": "w"})
    got = ok("link.read", {"game_id": "w", "role": "writer", "n": 0, "text": asked["message"]})
    assert got == {"kind": "ask", "id": 1, "last": False, "summary": "",
                   "summary_msg": None}
    two_phones()
    nothing = call("link.ask", {"game_id": "f", "id": 2})
    assert nothing["ok"] is False and nothing["error"]["rule"] == "history"


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.sampled_from(["term", "writer", "base", "n", "hash", "seen",
                                        "seen_term", "refused", "allow", "id", "event", "terms"]),
                       st.one_of(st.integers(-3, 3), st.text(max_size=20), st.booleans(),
                                 st.none(), st.lists(st.integers(), max_size=2)),
                       max_size=6),
       st.sampled_from(["term", "handover", "ask", "answer"]))
def test_a_role_message_that_does_not_fit_is_named_and_never_crashes(
        data: dict[str, Any], kind: str) -> None:
    text = replica.canonical({"kind": kind, **data})
    try:
        message = replica.read(text)
    except InvalidData as err:
        assert err.field.startswith("message")
        return
    assert message.kind == kind and (message.term is None or message.term >= 1)


def test_terms_out_of_order_are_refused_by_name() -> None:
    bad = replica.canonical({"kind": "term", "term": 3, "writer": "Phone A", "base": 2, "n": 2,
                             "hash": "0" * 16, "terms": [{"term": 2, "base": 0, "writer": "A"},
                                                         {"term": 2, "base": 1, "writer": "B"}]})
    try:
        replica.read(bad)
    except InvalidData as err:
        assert err.field == "message.terms[1].term"
    else:
        raise AssertionError("read a term list out of order")


def test_an_action_of_an_earlier_term_is_still_the_battles() -> None:
    two_phones()
    push("w")
    text = ok("link.stamp", {"game_id": "w", "n": 1, "op": "push", "by": "Phone A",
                             "term": 1})["message"]
    got = ok("link.apply", {"game_id": "f", "role": "follower", "n": 0, "text": text,
                            "by": "Phone A", "term": 3})
    assert got["link"]["n"] == 1 and saved("f") == saved("w")
    later = ok("link.stamp", {"game_id": "w", "n": 1, "op": "push", "by": "Phone A",
                              "term": 4})["message"]
    err = call("link.read", {"game_id": "f", "role": "follower", "n": 0, "text": later,
                             "term": 3})
    assert err["ok"] is False and err["error"]["type"] == "link_term"


def test_a_term_naming_neither_phone_as_writer_is_refused() -> None:
    two_phones()
    text = ok("link.announce", {"game_id": "f", "term": 99, "writer": "X", "base": 0,
                                "n": 0})["message"]
    names = {"me": "Phone A", "peer": "Phone B"}
    got = call("link.read", {"game_id": "w", "role": "writer", "n": 0, "seen": 0, "term": 1,
                             "text": text, **names})
    assert got["ok"] is False and got["error"]["type"] == "invalid_data", got
    assert "X" in got["error"]["message"] and "Phone B" in got["error"]["message"]
    # The other phone naming itself, or this one, is read (who writes is decided by the page).
    for writer in ("Phone A", "Phone B"):
        text = ok("link.announce", {"game_id": "f", "term": 2, "writer": writer, "base": 0,
                                    "n": 0})["message"]
        read = ok("link.read", {"game_id": "w", "role": "writer", "n": 0, "seen": 0,
                                "term": 1, "text": text, **names})
        assert read["writer"] == writer


def test_an_older_whole_game_is_refused_unless_this_phone_asked_for_it() -> None:
    two_phones()
    old = ok("link.state", {"game_id": "w", "n": 0, "seen": 0, "term": 1})["message"]
    push("w")
    for gid in ("f",):
        push(gid)
    base = {"game_id": "f", "role": "follower", "n": 1, "text": old, "me": "Phone B",
            "peer": "Phone A"}
    # Fewer actions than this copy: a roll-back.
    got = call("link.read", {**base, "term": 1, "whole": False})
    assert got["ok"] is False and got["error"]["type"] == "link_stale", got
    # Of an earlier term, even with as many actions.
    same_n = ok("link.state", {"game_id": "w", "n": 1, "seen": 0, "term": 1})["message"]
    got = call("link.read", {**base, "text": same_n, "term": 2, "whole": False})
    assert got["ok"] is False and got["error"]["type"] == "link_stale", got
    assert saved("f")["entries"]  # nothing changed
    # Asked for (this copy differs from the writer's): taken, whatever its number.
    assert ok("link.read", {**base, "term": 1, "whole": True})["kind"] == "state"
    assert ok("link.read", {**base, "text": same_n, "term": 1, "whole": False})["n"] == 1


def test_a_term_further_than_one_past_the_latest_known_is_refused() -> None:
    """A term message of 1,000,000 would leave no term to take over in (the cap): a term
    begins one past the last, so one further than one past what this phone knows is no
    phone's. ``known`` is the latest this phone knows (a term it handed over counts)."""
    two_phones()
    names = {"me": "Phone A", "peer": "Phone B"}
    for term, known, refused in ((1_000_000, 1, True), (3, 1, True), (2, 1, False),
                                 (3, 2, False), (1, 4, False)):
        text = ok("link.announce", {"game_id": "f", "term": term, "writer": "Phone B",
                                    "base": 0, "n": 0})["message"]
        got = call("link.read", {"game_id": "w", "role": "writer", "n": 0, "seen": 0,
                                 "term": 1, "known": known, "text": text, **names})
        assert got["ok"] is not refused, (term, known, got)
        if refused:
            assert got["error"]["type"] == "invalid_data"
            assert got["error"]["field"] == "message.term", got
            assert f"must be at most {known + 1}" in got["error"]["message"]
    # Without ``known``: the term the message is read in.
    text = ok("link.announce", {"game_id": "f", "term": 3, "writer": "Phone B", "base": 0,
                                "n": 0})["message"]
    got = call("link.read", {"game_id": "w", "role": "writer", "n": 0, "seen": 0, "term": 2,
                             "text": text})
    assert got["ok"] is True
