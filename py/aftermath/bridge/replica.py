"""``link.*``: two phones playing one battle. The page carries the messages and keeps
the action numbers; every message is read, checked and applied here
(:mod:`aftermath.replica`, imported on the first request).

- ``link.propose`` ``{game_id, id, op, event?}`` -> ``{"message"}``: the follower's tap,
  as the text to send to the writer.
- ``link.stamp`` ``{game_id, n, op, by, id?}`` -> ``{"message", "hash"}``: the writer's
  action just applied (by its own tap, through ``game.push``/``undo``/``redo``), as the
  text to broadcast with its number ``n``.
- ``link.state`` ``{game_id, n, seen}`` -> ``{"message"}``: the writer's whole game.
- ``link.receive`` ``{game_id, role, n, seen?, text, by}`` -> what the other phone's message
  did here: ``{"kind", ...}`` (below). A message that does not fit is an error reply
  and changes nothing; a proposal the rules refuse is an answer, sent back.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from aftermath import data as d
from aftermath.bridge.core import (
    GAMES,
    Json,
    P,
    changed,
    game_id,
    open_game,
    reply,
    request,
    rng_for,
)
from aftermath.errors import AftermathError, InvalidData

ROLES = {"writer": ("propose", "need"), "follower": ("action", "state", "refused")}


def _n(payload: Mapping[str, Any], low: int = 0) -> int:
    return d.integer(payload, "n", P, low=low, high=d.MAX_INT)


def _by(payload: Mapping[str, Any]) -> str:
    from aftermath import replica

    return d.name(payload, "by", P, max_len=replica.MAX_BY)


@request("link.propose")
def link_propose(payload: Mapping[str, Any]) -> Json:
    from aftermath import replica

    d.only_keys(payload, P, ("game_id", "id", "op", "event"))
    game = open_game(payload)
    number = d.integer(payload, "id", P, low=1, high=d.MAX_INT)
    op = d.text(payload, "op", P, choices=replica.OPS)
    return {"message": replica.proposal(game, number, op, payload.get("event")).dumps()}


@request("link.stamp")
def link_stamp(payload: Mapping[str, Any]) -> Json:
    from aftermath import replica

    d.only_keys(payload, P, ("game_id", "n", "op", "by", "id"))
    game = open_game(payload)
    number = d.integer(payload, "id", P, low=1, high=d.MAX_INT) if "id" in payload else None
    op = d.text(payload, "op", P, choices=replica.OPS)
    message = replica.action(game, _n(payload, 1), op, _by(payload), number)
    return {"message": message.dumps(), "hash": message.hash}


@request("link.state")
def link_state(payload: Mapping[str, Any]) -> Json:
    from aftermath import replica

    d.only_keys(payload, P, ("game_id", "n", "seen"))
    seen = d.integer(payload, "seen", P, low=0, high=d.MAX_INT, default=0)
    return {"message": replica.state(open_game(payload), _n(payload), seen).dumps()}


@request("link.receive")
def link_receive(payload: Mapping[str, Any]) -> Json:
    """The writer is sent ``propose`` (-> ``{"kind": "propose", "id", "n", "send",
    "applied" | "refused"}``: ``n`` its action count after, ``send`` the text to send
    back; only the proposal after the ``seen`` ones answered, else a ``link_stale`` or
    ``link_gap`` error) and ``need`` (-> ``{"kind": "need", "from"}``); the follower
    ``action`` (-> the action applied, ``{"kind", "n", "id", "by", "applied"}``; ``link_gap`` (with
    ``need``), ``link_stale`` or ``link_mismatch`` errors otherwise), ``state`` (-> the
    game replaced, ``{"kind", "n", "reply"}``) and ``refused`` (-> its words)."""
    from aftermath import replica

    d.only_keys(payload, P, ("game_id", "role", "n", "seen", "text", "by", "seed"))
    role = d.text(payload, "role", P, choices=ROLES)
    have = _n(payload)
    message = replica.read(payload.get("text"))
    if message.kind not in ROLES[role]:
        raise InvalidData(f"{replica.FIELD}.kind", message.kind,
                          f"must be one a {role} is sent: {', '.join(ROLES[role])}")
    gid = game_id(payload)
    if message.kind == "need":
        return {"kind": "need", "from": message.from_, "whole": bool(message.whole)}
    if message.kind == "refused":
        return {"kind": "refused", "id": message.id, "reason": message.reason,
                "rule": message.rule}
    game = open_game(payload)
    if message.kind == "state":
        fresh = replica.load_state(type(game), message)
        GAMES.put(gid, fresh)
        return {"kind": "state", "n": message.n, "seen": message.seen or 0,
                "reply": reply(fresh)}
    if message.kind == "action":
        done = replica.apply_action(game, have, message)
        return {"kind": "action", "n": message.n, "id": message.id, "by": message.by,
                "applied": _changed(game, done)}
    by = _by(payload)
    assert message.id is not None  # read() requires it of a proposal
    seen = d.integer(payload, "seen", P, low=0, high=d.MAX_INT)
    replica.next_proposal(message, seen)  # a repeat or one past a lost one: an error
    try:
        done = replica.apply_proposal(game, message, rng_for(payload), seen)
    except AftermathError as err:
        refused = replica.refusal(message.id, err)
        return {"kind": "propose", "id": message.id, "n": have, "refused": err.to_json(),
                "send": refused.dumps()}
    sent = replica.action(game, have + 1, message.op, by, message.id)
    return {"kind": "propose", "id": message.id, "n": have + 1, "hash": sent.hash,
            "applied": _changed(game, done), "send": sent.dumps()}


def _changed(game: Any, done: Any) -> Json:
    if done.steps is None:
        return changed(game, done.event)
    return changed(game, done.event, done.steps,
                   outcome=game.outcome(done.before, game.state, done.event, done.steps))
