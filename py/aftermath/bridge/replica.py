"""``link.*``: two phones playing one battle. The page carries the messages and keeps
the action numbers; every message is read, checked and applied here
(:mod:`aftermath.replica`, imported on the first request).

- ``link.propose`` ``{game_id, id, op, event?}`` -> ``{"message"}``: the follower's tap,
  as the text to send to the writer.
- ``link.stamp`` ``{game_id, n, op, by, id?}`` -> ``{"message", "hash"}``: the writer's
  action just applied (by its own tap, through ``game.push``/``undo``/``redo``), as the
  text to broadcast with its number ``n``.
- ``link.state`` ``{game_id, n, seen, refused}`` -> ``{"message"}``: the writer's whole
  game, and its latest refusals (said again: one may have been lost on the way).
- ``link.hash`` ``{game_id}`` -> ``{"hash", "battle"}``: the hash the two copies must agree
  on, for the players to compare by eye when the phones only meet by QR code; and the
  battle's name between the phones (the hash of its start), which a hand-over carries.
- ``link.read`` ``{game_id, role, n, seen?, text}`` -> what the other phone's message
  asks, checked, nothing applied; ``link.apply`` (the same, and ``by``) applies a
  proposal or an action, answering as ``game.push`` does. A message that does not fit
  is an error reply and changes nothing; a proposal the rules refuse is refused with
  the words the same tap's refusal has.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from aftermath import data as d
from aftermath import field_words as fw
from aftermath import form_error_words as fe
from aftermath.bridge.core import (
    Json,
    P,
    changed,
    open_game,
    request,
    rng_for,
)
from aftermath.errors import InvalidData
from aftermath.history import msg_of

# Either phone may be asked for actions it has (a hand-over's catching up), told who
# writes, asked to hand over, and asked leave to undo.
_BOTH = ("need", "term", "handover", "ask", "answer")
ROLES = {"writer": ("propose", *_BOTH), "follower": ("action", "state", "refused", *_BOTH)}
# The messages of one term: one from another is a repeat from before a hand-over.
_TERMED = ("propose", "action", "state", "refused")


def _term(payload: Mapping[str, Any]) -> int | None:
    return d.integer(payload, "term", P, low=1, high=d.MAX_INT) if "term" in payload else None


def _n(payload: Mapping[str, Any], low: int = 0) -> int:
    return d.integer(payload, "n", P, low=low, high=d.MAX_INT)


def _by(payload: Mapping[str, Any]) -> str:
    from aftermath import replica

    return d.name(payload, "by", P, max_len=replica.MAX_BY)


@request("link.propose")
def link_propose(payload: Mapping[str, Any]) -> Json:
    from aftermath import replica

    d.only_keys(payload, P, ("game_id", "id", "op", "event", "term", "ask"))
    game = open_game(payload)
    number = d.integer(payload, "id", P, low=1, high=d.MAX_INT)
    op = d.text(payload, "op", P, choices=replica.OPS)
    ask = d.integer(payload, "ask", P, low=1, high=d.MAX_INT) if "ask" in payload else None
    message = replica.proposal(game, number, op, payload.get("event"), _term(payload), ask)
    return {"message": message.dumps()}


@request("link.stamp")
def link_stamp(payload: Mapping[str, Any]) -> Json:
    from aftermath import replica

    d.only_keys(payload, P, ("game_id", "n", "op", "by", "id", "term"))
    game = open_game(payload)
    number = d.integer(payload, "id", P, low=1, high=d.MAX_INT) if "id" in payload else None
    op = d.text(payload, "op", P, choices=replica.OPS)
    message = replica.action(game, _n(payload, 1), op, _by(payload), number, _term(payload))
    return {"message": message.dumps(), "hash": message.hash}


@request("link.state")
def link_state(payload: Mapping[str, Any]) -> Json:
    from aftermath import replica

    d.only_keys(payload, P, ("game_id", "n", "seen", "refused", "term"))
    seen = d.integer(payload, "seen", P, low=0, high=d.MAX_INT, default=0)
    refused = replica.refusals(payload.get("refused", []), f"{P}.refused")
    message = replica.state(open_game(payload), _n(payload), seen, refused, _term(payload))
    return {"message": message.dumps()}


@request("link.announce")
def link_announce(payload: Mapping[str, Any]) -> Json:
    """``{game_id, term, writer, base, n, seen?, seen_term?, refused?, terms?}`` ->
    ``{"message"}``: who writes in ``term`` (from action ``base`` on), and this copy's
    ``n``, hash and the terms its actions were written in."""
    from aftermath import replica

    d.only_keys(payload, P, ("game_id", "term", "writer", "base", "n", "seen", "seen_term",
                             "refused", "terms"))
    seen_term = (d.integer(payload, "seen_term", P, low=1, high=d.MAX_INT)
                 if "seen_term" in payload else None)
    message = replica.announce(
        open_game(payload), d.integer(payload, "term", P, low=1, high=d.MAX_INT),
        d.name(payload, "writer", P, max_len=replica.MAX_BY),
        d.integer(payload, "base", P, low=0, high=d.MAX_INT), _n(payload),
        d.integer(payload, "seen", P, low=0, high=d.MAX_INT, default=0), seen_term,
        replica.refusals(payload.get("refused", []), f"{P}.refused"),
        replica.reigns(payload.get("terms", []), f"{P}.terms"))
    return {"message": message.dumps()}


@request("link.ask")
def link_ask(payload: Mapping[str, Any]) -> Json:
    """``{game_id, id}`` -> ``{"message", "summary"}``: this phone asks the other's
    leave to undo the last action (the other's)."""
    from aftermath import replica

    d.only_keys(payload, P, ("game_id", "id"))
    game = open_game(payload)
    message = replica.ask_undo(game, d.integer(payload, "id", P, low=1, high=d.MAX_INT))
    return {"message": message.dumps(), "summary": game.undo_summary or "",
            "summary_msg": msg_of(game.undo_said), "event": message.event}


@request("link.hash")
def link_hash(payload: Mapping[str, Any]) -> Json:
    from aftermath import replica

    d.only_keys(payload, P, ("game_id",))
    game = open_game(payload)
    return {"hash": replica.state_hash(game), "battle": replica.battle_id(game)}


def _message(payload: Mapping[str, Any]) -> tuple[str, Any]:
    """The message ``payload.text`` read whole, and only if it is one ``payload.role`` is
    sent (a writer is never sent the game, a follower never a proposal)."""
    from aftermath import replica

    role = d.text(payload, "role", P, choices=ROLES)
    message = replica.read(payload.get("text"))
    if message.kind not in ROLES[role]:
        raise InvalidData(f"{replica.FIELD}.kind", message.kind,
                          fe.sent_to(role, ROLES[role]))
    return role, message


@request("link.read")
def link_read(payload: Mapping[str, Any]) -> Json:
    """What a message from the other phone asks, read and checked, nothing applied:
    ``need`` -> ``{"kind", "from", "whole"}``; ``refused`` -> ``{"kind", "id", "reason",
    "rule"}``; ``propose`` (the one after the ``seen`` answered) and ``action`` (the one
    after this copy's ``n``) -> ``{"kind", "id", "n", "op"}``, for ``link.apply``;
    ``state`` -> ``{"kind", "n", "term", "seen", "refused", "game", "differs",
    "unanswered"}`` (``seen`` counts the proposals of ``term``), the game checked against
    its hash; ``differs``: None if it keeps every action of this copy, else where they
    part (``replica.kept_by``); ``unanswered``: ``[{"id", "why"}]``, of this phone's taps
    waiting an answer (``proposed``, their texts as sent), those the game says it
    answered but does not hold as they were made (``replica.unanswered``). A proposal
    answering an allowed undo ask has ``ask``. A ``term`` is read only if at most one
    past ``known`` (the latest term this phone knows; ``term`` if not given)."""
    from aftermath import replica

    d.only_keys(payload, P, ("game_id", "role", "n", "seen", "text", "term", "me", "peer",
                             "whole", "known", "proposed"))
    _, message = _message(payload)
    have = _n(payload)
    term = _term(payload) or 1
    if message.kind == "term" and "me" in payload:
        replica.known_writer(message, d.name(payload, "me", P, max_len=replica.MAX_BY),
                             d.name(payload, "peer", P, max_len=replica.MAX_BY))
    if message.kind == "term":
        replica.next_term(message, d.integer(payload, "known", P, low=1, high=d.MAX_INT,
                                             default=term))
    if message.kind == "state":
        whole = payload.get("whole", True)
        if not isinstance(whole, bool):
            raise InvalidData(f"{P}.whole", whole, fw.true_or_false())
        replica.fresh_state(message, have, term, whole)
    if message.kind in _TERMED:
        replica.same_term(message, term)
    if message.kind == "need":
        return {"kind": "need", "from": message.from_, "whole": bool(message.whole)}
    if message.kind == "refused":
        return {"kind": "refused", "id": message.id, "reason": message.reason,
                "rule": message.rule}
    if message.kind == "handover":
        return {"kind": "handover", "term": message.term}
    if message.kind == "answer":
        return {"kind": "answer", "id": message.id, "allow": bool(message.allow)}
    if message.kind == "term":
        return {"kind": "term", "term": message.term, "writer": message.writer,
                "base": message.base, "n": message.n, "hash": message.hash,
                "seen": message.seen or 0, "seen_term": message.seen_term,
                "refused": list(message.refused or ()), "terms": list(message.terms or ()),
                "same": message.hash == replica.state_hash(open_game(payload))}
    game = open_game(payload)
    if message.kind == "ask":
        said = replica.undo_asked(game, message)
        return {"kind": "ask", "id": message.id, "last": said is not None, "summary": said or "",
                "summary_msg": None if said is None else msg_of(game.undo_said)}
    if message.kind == "state":
        fresh = replica.load_state(type(game), message)
        taps = d.array(payload, "proposed", P, default=[], max_len=replica.MAX_PROPOSED)
        proposed = [replica.read(t, f"{P}.proposed[{i}]") for i, t in enumerate(taps)]
        # Taken in place of this copy only if it keeps every action here: else the page
        # keeps this copy too, and says from which action the two differ.
        return {"kind": "state", "n": message.n, "term": message.term or 1,
                "seen": message.seen or 0,
                "refused": list(message.refused or ()), "game": fresh.to_json(),
                "differs": replica.kept_by(game, fresh),
                "unanswered": replica.unanswered(game, fresh, message, proposed)}
    if message.kind == "propose":
        replica.next_proposal(message, d.integer(payload, "seen", P, low=0, high=d.MAX_INT))
    elif message.n == have and message.hash != replica.state_hash(game):
        # Numbered as the last action here but not leaving this game: the writer lost
        # count (a page closed between its save and its number's), so this copy is not
        # the writer's any more.
        raise replica.Mismatch(message.n, replica.state_hash(game), message.hash)
    elif message.n <= have:
        # A stale action answers no tap here: the id it names is not compared with one.
        raise replica.Stale(message.n, have)
    elif message.n > have + 1:
        raise replica.Gap(message.n, have + 1)
    out = {"kind": message.kind, "id": message.id, "n": message.n, "op": message.op}
    if message.ask is not None:
        out["ask"] = message.ask
    return out


@request("link.apply")
def link_apply(payload: Mapping[str, Any]) -> Json:
    """A proposal (the writer: applied as its own tap, every refusal a tap's; ``unasked``:
    an undo of it is refused, the last action is this phone's player's and no leave of
    theirs answers it) or an action (the follower: only the next one, only with the
    writer's hash) applied: the reply ``game.push``, ``undo`` or ``redo`` gives (``as``
    names which, for the save), with ``link``: ``{"kind", "n", "id", "by", "hash",
    "send"?, "mine"?}`` (the writer's action to broadcast; the follower's ``mine``: the
    action answers its tap ``id``). ``proposed``: the follower's own proposal the action
    answers (its text as sent): an action of the tap's term must be that tap's
    (``replica.answers``), or it is refused as ``link_substituted``; one of another term
    answers no tap (``mine`` false)."""
    from aftermath import replica

    d.only_keys(payload, P, ("game_id", "role", "n", "seen", "text", "by", "seed", "term",
                             "unasked", "proposed"))
    role, message = _message(payload)
    if message.kind not in ("propose", "action"):
        raise InvalidData(f"{replica.FIELD}.kind", message.kind, fe.must_be("propose or action"))
    term = _term(payload)
    replica.same_term(message, term or 1)
    have = _n(payload)
    game = open_game(payload)
    said: Json = {"kind": message.kind, "id": message.id}
    if role == "follower":
        # This phone's own tap, answered: only by an action of the tap's term (ids restart
        # each term: one of another term answers none), and only by the action proposed.
        proposed = None
        if "proposed" in payload:
            proposed = replica.read(payload["proposed"], f"{P}.proposed")
            if (proposed.term or 1) != (message.term or 1):
                proposed = None
        done = replica.apply_action(game, have, message, proposed)
        said.update(n=message.n, by=message.by, hash=message.hash, mine=proposed is not None)
    else:
        seen = d.integer(payload, "seen", P, low=0, high=d.MAX_INT)
        unasked = d.flag(payload, "unasked", P) if "unasked" in payload else False
        done = replica.apply_proposal(game, message, rng_for(payload), seen, unasked)
        sent = replica.action(game, have + 1, message.op, _by(payload), message.id, term)
        said.update(n=have + 1, by=sent.by, hash=sent.hash, send=sent.dumps())
    return {**_changed(game, done), "as": f"game.{message.op}", "link": said}


def _changed(game: Any, done: Any) -> Json:
    if done.steps is None:
        return changed(game, done.event)
    return changed(game, done.event, done.steps,
                   outcome=game.outcome(done.before, game.state, done.event, done.steps))
