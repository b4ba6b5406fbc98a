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


def receive(gid: str, role: str, n: int, text: str, seen: int = 0) -> dict[str, Any]:
    """What the page does with a message: read it, then apply it if it is applied."""
    read = ok("link.read", {"game_id": gid, "role": role, "n": n, "seen": seen, "text": text})
    if read["kind"] not in ("propose", "action"):
        return read
    by = "Phone B" if role == "writer" else "Phone A"
    return ok("link.apply", {"game_id": gid, "role": role, "n": n, "seen": seen, "text": text,
                             "by": by})


def test_a_followers_tap_is_applied_by_the_writer_and_arrives_back() -> None:
    two_phones()
    pool = {"kind": "wound_pool", "regiment": "a", "wounds": 2}
    text = ok("link.propose", {"game_id": "f", "id": 1, "op": "push", "event": pool})["message"]
    got = receive("w", "writer", 0, text)
    assert got["link"]["kind"] == "propose" and got["as"] == "game.push"
    assert (got["link"]["id"], got["link"]["n"], got["actions"]) == (1, 1, 1)
    assert got["summary"] == "Wound Pool of 2 on Men-at-Arms" and got["entry"]["steps"]
    back = receive("f", "follower", 0, got["link"]["send"])
    sent = {k: v for k, v in got["link"].items() if k != "send"}
    assert back["link"] == {**sent, "kind": "action", "mine": False}
    assert back["summary"] == got["summary"] and back["changes"] == got["changes"]
    again = call("link.read", {"game_id": "f", "role": "follower", "n": 1,
                               "text": got["link"]["send"]})["error"]
    assert (again["type"], again["got"], "id" in again) == ("link_stale", 1, False)
    assert saved("f") == saved("w")
    # The writer's own tap, stamped and broadcast.
    ok("game.push", {"game_id": "w", "event": {"kind": "morale_test", "regiment": "a"}})
    stamped = ok("link.stamp", {"game_id": "w", "n": 2, "op": "push", "by": "Phone A"})
    back = receive("f", "follower", 1, stamped["message"])
    assert back["link"]["n"] == 2 and back["link"]["hash"] == stamped["hash"]
    assert saved("f") == saved("w")
    ok("game.undo", {"game_id": "w"})
    undo = ok("link.stamp", {"game_id": "w", "n": 3, "op": "undo", "by": "Phone A"})
    back = receive("f", "follower", 2, undo["message"])
    assert back["as"] == "game.undo" and back["removed"] == 1 and saved("f") == saved("w")


def test_a_refused_proposal_is_refused_in_the_words_of_the_same_tap() -> None:
    two_phones()
    event = {"kind": "morale_test", "regiment": "a"}
    text = ok("link.propose", {"game_id": "f", "id": 1, "op": "push", "event": event})["message"]
    local = call("game.push", {"game_id": "w", "event": event})["error"]
    remote = call("link.apply", {"game_id": "w", "role": "writer", "n": 0, "seen": 0,
                                 "text": text, "by": "Phone B"})["error"]
    assert remote == local and local["rule"] == "C-12"
    bad = {"kind": "wound_pool", "regiment": "zz", "wounds": 1}
    forged = json.dumps({"kind": "propose", "id": 1, "op": "push", "event": bad})
    local = call("game.push", {"game_id": "w", "event": bad})["error"]
    remote = call("link.apply", {"game_id": "w", "role": "writer", "n": 0, "seen": 0,
                                 "text": forged, "by": "Phone B"})["error"]
    assert remote == local and local["field"] == "regiment"
    said = json.dumps({"kind": "refused", "id": 1, "reason": local["message"], "rule": ""})
    assert receive("f", "follower", 0, said) == {"kind": "refused", "id": 1, "rule": "",
                                                 "reason": local["message"]}
    again = call("link.read", {"game_id": "w", "role": "writer", "n": 0, "seen": 1,
                               "text": text})
    assert again["error"]["type"] == "link_stale"


def test_an_action_numbered_as_the_last_one_here_but_another_is_a_mismatch() -> None:
    two_phones()
    pool = {"kind": "wound_pool", "regiment": "a", "wounds": 2, "morale": False}
    ok("game.push", {"game_id": "w", "event": pool})
    first = ok("link.stamp", {"game_id": "w", "n": 1, "op": "push", "by": "A"})["message"]
    receive("f", "follower", 0, first)
    again = call("link.read", {"game_id": "f", "role": "follower", "n": 1, "text": first})
    assert again["error"]["type"] == "link_stale"
    # The writer lost count: its next action comes numbered 1 again.
    ok("game.push", {"game_id": "w", "event": {"kind": "new_round"}})
    recount = ok("link.stamp", {"game_id": "w", "n": 1, "op": "push", "by": "A"})["message"]
    lost = call("link.read", {"game_id": "f", "role": "follower", "n": 1, "text": recount})
    assert lost["error"]["type"] == "link_mismatch"


def test_a_follower_that_lost_track_is_sent_the_writers_game() -> None:
    two_phones()
    ok("game.push", {"game_id": "w", "event": {"kind": "wound_pool", "regiment": "b",
                                               "wounds": 1, "morale": False}})
    ok("game.push", {"game_id": "w", "event": {"kind": "new_round"}})
    second = ok("link.stamp", {"game_id": "w", "n": 2, "op": "push", "by": "A"})["message"]
    gap = call("link.read", {"game_id": "f", "role": "follower", "n": 0, "text": second})
    assert (gap["error"]["type"], gap["error"]["need"]) == ("link_gap", 1)
    need = receive("w", "writer", 2, json.dumps({"kind": "need", "from": 1, "whole": True}))
    assert need == {"kind": "need", "from": 1, "whole": True}
    said = [{"id": 3, "reason": "Not now (C-12)", "rule": "C-12"}]
    state = ok("link.state", {"game_id": "w", "n": 2, "seen": 4, "refused": said})["message"]
    got = receive("f", "follower", 0, state)
    assert (got["kind"], got["n"], got["seen"], got["refused"]) == ("state", 2, 4, said)
    # ``seen`` counts the proposals of the game's term (ids restart each term): said.
    assert got["term"] == 1
    bad = call("link.state", {"game_id": "w", "n": 2, "refused": [{"id": 0, "reason": "x"}]})
    assert bad["error"]["field"] == "payload.refused[0].id"
    ok("game.open", {"game_id": "f", "game": got["game"]})
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
        for request in ("link.read", "link.apply"):
            asked = {"game_id": "f", "role": role, "n": 0, "seen": 0, "text": text}
            got = call(request, asked | ({"by": "A"} if request == "link.apply" else {}))
            if kind == "link_mismatch" and request == "link.read":
                assert got["ok"]  # read says it is next; only applying it finds the hash
                continue
            assert got["ok"] is False and got["error"]["type"] == kind, (text[:80], got)
            if field:
                assert got["error"]["field"] == field
    assert saved("f") == before


def test_the_link_requests_load_their_module_late() -> None:
    code = ("import sys, aftermath.bridge as b; print('aftermath.replica' in sys.modules, "
            "b.LAZY.get('link.'), sorted(k for k in b.HANDLERS if k.startswith('link.')))")
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                         text=True, cwd=Path(__file__).resolve().parents[2] / "py").stdout
    assert out.strip() == ("False aftermath.replica ['link.announce', 'link.apply', "
                           "'link.ask', 'link.hash', 'link.propose', 'link.read', "
                           "'link.stamp', 'link.state']")
