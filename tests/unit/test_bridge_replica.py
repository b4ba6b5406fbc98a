"""``link.*`` through the bridge: two open games stand for the two phones (the writer's
``w``, the follower's ``f``); every message crosses as the text one phone sends."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from aftermath import bridge, replica

from .test_replica import SETUP


def call(kind: str, payload: dict[str, Any]) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(bridge.handle(json.dumps(
        {"id": 1, "type": kind, "payload": payload})))
    return reply


def ok(kind: str, payload: dict[str, Any]) -> dict[str, Any]:
    reply = call(kind, payload)
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


def two_phones() -> None:
    for gid in ("w", "f"):
        ok("game.new", {"game_id": gid, "system": "conquest", "setup": SETUP})


def saved(gid: str) -> Any:
    return ok("game.log", {"game_id": gid})


def test_a_followers_tap_is_applied_by_the_writer_and_arrives_back() -> None:
    two_phones()
    pool = {"kind": "wound_pool", "regiment": "a", "wounds": 2}
    text = ok("link.propose", {"game_id": "f", "id": 1, "op": "push", "event": pool})["message"]
    got = ok("link.receive", {"game_id": "w", "role": "writer", "n": 0, "seen": 0,
                              "text": text, "by": "Phone B"})
    assert (got["kind"], got["id"], got["n"]) == ("propose", 1, 1)
    assert got["applied"]["summary"] == "Wound Pool of 2 on Men-at-Arms"
    back = ok("link.receive", {"game_id": "f", "role": "follower", "n": 0,
                               "text": got["send"], "by": "Phone A"})
    assert (back["kind"], back["n"], back["id"], back["by"]) == ("action", 1, 1, "Phone B")
    assert back["applied"]["summary"] == got["applied"]["summary"]
    assert saved("f") == saved("w")
    # The writer's own tap, stamped and broadcast.
    ok("game.push", {"game_id": "w", "event": {"kind": "morale_test", "regiment": "a"}})
    stamped = ok("link.stamp", {"game_id": "w", "n": 2, "op": "push", "by": "Phone A"})
    back = ok("link.receive", {"game_id": "f", "role": "follower", "n": 1,
                               "text": stamped["message"], "by": "Phone A"})
    assert back["n"] == 2 and saved("f") == saved("w")
    ok("game.undo", {"game_id": "w"})
    undo = ok("link.stamp", {"game_id": "w", "n": 3, "op": "undo", "by": "Phone A"})
    back = ok("link.receive", {"game_id": "f", "role": "follower", "n": 2,
                               "text": undo["message"], "by": "Phone A"})
    assert back["applied"]["removed"] == 1 and saved("f") == saved("w")


def test_a_refused_proposal_is_an_answer_with_the_rules_words() -> None:
    two_phones()
    text = ok("link.propose", {"game_id": "f", "id": 1, "op": "push",
                               "event": {"kind": "morale_test", "regiment": "a"}})["message"]
    got = ok("link.receive", {"game_id": "w", "role": "writer", "n": 0, "seen": 0,
                              "text": text, "by": "Phone B"})
    assert got["n"] == 0 and got["refused"]["rule"] == "C-12"
    said = ok("link.receive", {"game_id": "f", "role": "follower", "n": 0,
                               "text": got["send"], "by": "Phone A"})
    assert said == {"kind": "refused", "id": 1, "rule": "C-12",
                    "reason": got["refused"]["message"]}
    again = call("link.receive", {"game_id": "w", "role": "writer", "n": 0, "seen": 1,
                                  "text": text, "by": "Phone B"})
    assert again["error"]["type"] == "link_stale"


def test_a_follower_that_lost_track_is_sent_the_writers_game() -> None:
    two_phones()
    ok("game.push", {"game_id": "w", "event": {"kind": "wound_pool", "regiment": "b",
                                               "wounds": 1, "morale": False}})
    ok("game.push", {"game_id": "w", "event": {"kind": "new_round"}})
    second = ok("link.stamp", {"game_id": "w", "n": 2, "op": "push", "by": "A"})["message"]
    gap = call("link.receive", {"game_id": "f", "role": "follower", "n": 0, "text": second,
                                "by": "A"})["error"]
    assert (gap["type"], gap["need"]) == ("link_gap", 1)
    state = ok("link.state", {"game_id": "w", "n": 2})["message"]
    got = ok("link.receive", {"game_id": "f", "role": "follower", "n": 0, "text": state,
                              "by": "A"})
    assert got["kind"] == "state" and got["n"] == 2
    assert saved("f") == saved("w")


def test_hostile_messages_change_nothing_and_say_what_was_refused() -> None:
    two_phones()
    before = saved("f")
    pool = {"kind": "wound_pool", "regiment": "a", "wounds": 2}
    good = ok("link.propose", {"game_id": "f", "id": 1, "op": "push", "event": pool})
    cases = [
        ("writer", "x" * (replica.MAX_STATE + 1), "invalid_data", "message"),
        ("writer", json.dumps({"kind": "propose", "id": 1, "op": "push",
                               "event": {**pool, "pad": "x" * replica.MAX_MESSAGE}}),
         "invalid_data", "message"),
        ("follower", good["message"], "invalid_data", "message.kind"),
        ("writer", json.dumps({"kind": "state", "n": 0, "game": {}, "hash": "a" * 16}),
         "invalid_data", "message.kind"),
        ("follower", json.dumps({"kind": "action", "n": 1, "op": "push", "event": pool,
                                 "by": "A", "hash": "0" * 16}), "link_mismatch", None),
        ("follower", json.dumps({"kind": "action", "n": 5, "op": "push", "event": pool,
                                 "by": "A", "hash": "0" * 16}), "link_gap", None),
        ("follower", json.dumps({"kind": "state", "n": 1, "hash": "0" * 16,
                                 "game": {"format": "aftermath.game", "version": 1,
                                          "system": "conquest", "start": {}}}),
         "invalid_data", None),
    ]
    for role, text, kind, field in cases:
        got = call("link.receive", {"game_id": "f", "role": role, "n": 0, "seen": 0,
                                    "text": text, "by": "A"})
        assert got["ok"] is False and got["error"]["type"] == kind, (text[:80], got)
        if field:
            assert got["error"]["field"] == field
    assert saved("f") == before


def test_the_link_requests_load_their_module_late() -> None:
    code = ("import sys, aftermath.bridge as b; print('aftermath.replica' in sys.modules, "
            "b.LAZY.get('link.'), sorted(k for k in b.HANDLERS if k.startswith('link.')))")
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                         text=True, cwd=Path(__file__).resolve().parents[2] / "py").stdout
    assert out.strip() == ("False aftermath.replica ['link.propose', 'link.receive', "
                           "'link.stamp', 'link.state']")
