"""Two phones, one battle: the messages between them and what each side does with one.

One phone holds the battle (the writer); the other (the follower) keeps its own copy.
The follower proposes its actions; the writer applies each through the very ``push``,
``pop`` and ``redo`` a tap on its own screen uses, so a proposal is refused for exactly
the reasons a local tap is, and broadcasts every action it applied with its number and
a hash of the game it left. The follower applies the same action to its copy only if
it is the next one and leaves the same hash; otherwise its copy is unchanged and it
asks for what it lacks (a gap) or for the writer's whole game (a mismatch).

Everything read here came from another phone: each message is size-capped before it is
parsed, parsed strictly, and read key by key, and an error names the field and value.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any

from aftermath import data as d
from aftermath import form_error_words as fe
from aftermath import history_words, strict_json
from aftermath import value_words as vw
from aftermath.errors import AftermathError, InvalidData, RuleViolation
from aftermath.history import MAX_EVENTS, Event, Game, Summary, msg_of, summary_of

Json = dict[str, Any]

OPS = ("push", "undo", "redo")
# An action or proposal carries one event; the largest (a Ninth Age losses event naming
# many models) is a few hundred characters, so this leaves room and stops a flood.
MAX_MESSAGE = 16 * 1024
# A whole game, in one bridge request (the bridge reads at most 1 MiB).
MAX_STATE = 900_000
MAX_BY = 40
MAX_REFUSALS = 100  # a state message says again at most this many refusals
HASH_CHARS = 16  # 64 bits: a divergence slipping past it is not a table-side worry
FIELD = "message"


def canonical(value: Any) -> str:
    """One text for one value: keys sorted, no spaces, so equal games hash alike."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False)


def state_hash(game: Game[Any]) -> str:
    """The hash of what a replica must agree on: the state, how many actions are done
    and how many can be redone."""
    return _hash(game.state.to_json(), len(game.events), len(game.redo_events))


def battle_id(game: Game[Any]) -> str:
    """The battle's name between its two phones: the hash of its start (the setup both
    copies began from), so a hand-over names the battle it is of."""
    return hashlib.sha256(canonical(game.start_state()).encode()).hexdigest()[:HASH_CHARS]


def _hash(state: Json, actions: int, redo: int) -> str:
    text = canonical({"actions": actions, "redo": redo, "state": state})
    return hashlib.sha256(text.encode()).hexdigest()[:HASH_CHARS]


class LinkError(AftermathError):
    """A message that fits the protocol but not this copy: nothing was applied."""

    kind = "link"


class Gap(LinkError):
    """An action past the next one: the follower lacks those between."""

    kind = "link_gap"

    def __init__(self, got: int, need: int, what: str = "action") -> None:
        self.need = need
        super().__init__(f"{what} {got} arrived before {what} {need}; nothing was applied")

    def to_json(self) -> Json:
        return {**super().to_json(), "need": self.need}


class Stale(LinkError):
    """An action this copy already has (sent twice, or replayed)."""

    kind = "link_stale"

    def __init__(self, got: int, have: int, what: str = "action") -> None:
        self.got = got
        super().__init__(f"{what} {got} was already answered (this phone is at {have}); "
                         "nothing was applied")

    def to_json(self) -> Json:
        return {**super().to_json(), "got": self.got}


class OtherTerm(LinkError):
    """A message of another term (a writer's reign): a repeat from before a hand-over,
    or from a phone that has not heard of the newer one yet. Nothing was applied."""

    kind = "link_term"

    def __init__(self, got: int, have: int) -> None:
        self.got = got
        super().__init__(f"a message of term {got} arrived in term {have}; nothing was applied")

    def to_json(self) -> Json:
        return {**super().to_json(), "got": self.got}


class Mismatch(LinkError):
    """The action would leave a game other than the writer's: this copy asks for it."""

    kind = "link_mismatch"

    def __init__(self, n: int, ours: str, theirs: str) -> None:
        super().__init__(f"action {n} would leave this phone's battle differing from the "
                         f"other's ({ours} here, {theirs} there); nothing was applied")


class Substituted(LinkError):
    """The writer's action answering this phone's proposal is not what was proposed: a
    writer may roll the dice the proposal left to roll, never change what it gave."""

    kind = "link_substituted"

    def __init__(self, n: int, proposal: int, why: str) -> None:
        self.proposal = proposal
        super().__init__(f"action {n} answers this phone's tap {proposal} with another "
                         f"action ({why}); nothing was applied, and the tap still waits")

    def to_json(self) -> Json:
        return {**super().to_json(), "id": self.proposal}


@dataclasses.dataclass(frozen=True)
class Message:
    kind: str
    n: int = 0                  # action, state: the action's number (1 is the first)
    id: int | None = None       # propose, refused; action: the proposal it answers
    op: str = "push"            # propose, action
    event: Json | None = None   # propose, action (an undo names the event undone)
    by: str = ""                # action: the phone whose action it was
    hash: str = ""              # action, state
    game: Json | None = None    # state
    from_: int = 0              # need
    whole: bool | None = None   # need: the whole game, this copy lost track
    seen: int | None = None     # state: how many proposals the writer has answered
    # state: the latest refusals, so one lost on the way is still said with its reason
    refused: tuple[Json, ...] | None = None
    reason: str = ""            # refused
    rule: str = ""              # refused
    # The term (a writer's reign) the message belongs to: 1 for a link never handed over.
    term: int | None = None
    writer: str = ""            # term: the phone that writes in it
    base: int | None = None     # term: the action it began after
    seen_term: int | None = None  # term: the term ``seen`` counts the proposals of
    allow: bool | None = None   # answer: whether the undo asked for may be done
    # term: the terms this copy's actions were written in, each {term, base, writer}
    terms: tuple[Json, ...] | None = None
    ask: int | None = None      # propose (an undo): the ask it answers, allowed there

    def to_json(self) -> Json:
        keys = _KEYS[self.kind]
        out: Json = {"kind": self.kind}
        for key in keys:
            value = getattr(self, "from_" if key == "from" else key)
            if value is not None:
                out[key] = list(value) if isinstance(value, tuple) else value
        return out

    def dumps(self) -> str:
        return canonical(self.to_json())


_KEYS: dict[str, tuple[str, ...]] = {
    "propose": ("id", "op", "event", "term", "ask"),
    "action": ("n", "op", "event", "by", "hash", "id", "term"),
    "need": ("from", "whole"),
    "state": ("n", "game", "hash", "seen", "refused", "term"),
    "refused": ("id", "reason", "rule", "term"),
    # Who writes from which action on: said on meeting, on a hand-over and a take-over.
    "term": ("term", "writer", "base", "n", "hash", "seen", "seen_term", "refused", "terms"),
    "handover": ("term",),      # the follower asks to write from the next term
    "ask": ("id", "event"),     # may this phone undo the other's action ``event``?
    "answer": ("id", "allow"),
}
_REQUIRED = {"propose": ("id", "op"), "action": ("n", "op", "by", "hash"), "need": ("from",),
             "state": ("n", "game", "hash"), "refused": ("id", "reason"),
             "term": ("term", "writer", "base", "n", "hash"), "handover": ("term",),
             "ask": ("id", "event"), "answer": ("id", "allow")}
KINDS = tuple(_KEYS)


def read(text: Any, field: str = FIELD) -> Message:
    """One message from the other phone: its size first (a whole game may be larger than
    an action), then strict JSON, then every key."""
    if not isinstance(text, str):
        raise InvalidData(field, text, fe.json_text())
    if len(text) > MAX_STATE:
        raise InvalidData(field, vw.counted(len(text), "characters", grouped=True),
                          fe.at_most_characters(MAX_STATE))
    try:
        raw = strict_json.loads(text, field)
    except InvalidData:
        raise  # too deep, or a number JSON.parse cannot give back: named where it is
    except (ValueError, RecursionError) as err:
        raise InvalidData(field, text[:60], fe.valid_json()) from err
    data = d.obj(raw, field)
    kind = d.text(data, "kind", field, choices=KINDS)
    if kind != "state" and len(text) > MAX_MESSAGE:
        raise InvalidData(field, vw.counted(len(text), "characters", grouped=True),
                          fe.at_most_characters_for(MAX_MESSAGE, kind))
    d.only_keys(data, field, ("kind", *_KEYS[kind]))
    for key in _REQUIRED[kind]:
        if key not in data:
            raise InvalidData(f"{field}.{key}", None, fe.required_in(kind))
    return Message(kind=kind, **_fields(data, field))


def _fields(data: Mapping[str, Any], field: str) -> Json:
    out: Json = {}
    if "n" in data:
        out["n"] = d.integer(data, "n", field, low=0 if data.get("kind") in ("state", "term")
                             else 1, high=d.MAX_INT)
    for key in ("term", "seen_term"):
        if key in data:
            out[key] = d.integer(data, key, field, low=1, high=d.MAX_INT)
    if "base" in data:
        out["base"] = d.integer(data, "base", field, low=0, high=d.MAX_INT)
    if "writer" in data:
        out["writer"] = d.name(data, "writer", field, max_len=MAX_BY)
    if "allow" in data:
        out["allow"] = d.flag(data, "allow", field)
    if "id" in data:
        out["id"] = d.integer(data, "id", field, low=1, high=d.MAX_INT)
    if "ask" in data:
        out["ask"] = d.integer(data, "ask", field, low=1, high=d.MAX_INT)
    if "op" in data:
        out["op"] = d.text(data, "op", field, choices=OPS)
    if "event" in data:
        out["event"] = dict(d.obj(data["event"], f"{field}.event"))
    if "by" in data:
        out["by"] = d.name(data, "by", field, max_len=MAX_BY)
    if "hash" in data:
        value = d.text(data, "hash", field, max_len=HASH_CHARS)
        if len(value) != HASH_CHARS or any(c not in "0123456789abcdef" for c in value):
            raise InvalidData(f"{field}.hash", value, fe.hex_digits(HASH_CHARS))
        out["hash"] = value
    if "game" in data:
        out["game"] = dict(d.obj(data["game"], f"{field}.game"))
    if "from" in data:
        out["from_"] = d.integer(data, "from", field, low=1, high=d.MAX_INT)
    if "whole" in data:
        out["whole"] = d.flag(data, "whole", field)
    if "seen" in data:
        out["seen"] = d.integer(data, "seen", field, low=0, high=d.MAX_INT)
    if "terms" in data and data.get("kind") == "term":
        out["terms"] = reigns(data["terms"], f"{field}.terms")
    if "refused" in data and data.get("kind") in ("state", "term"):
        out["refused"] = refusals(data["refused"], f"{field}.refused")
    if "reason" in data:
        out["reason"] = d.text(data, "reason", field, max_len=600)
    if "rule" in data:
        out["rule"] = d.text(data, "rule", field, max_len=40)
    if data.get("kind") in ("propose", "action") and out["op"] == "push" and "event" not in out:
        raise InvalidData(f"{field}.event", None, fe.required_for_push())
    return out


# -- the follower's proposal --------------------------------------------------------------
def proposal(game: Game[Any], proposal_id: int, op: str, event: Any = None,
             term: int | None = None, ask: int | None = None) -> Message:
    """A proposal of this phone's tap: its event read as a local tap's would be, so a
    malformed one never leaves the phone. An undo or redo may name the action it means
    (an action done apart, proposed again): the writer refuses it if that is not the
    one it would undo or redo. An undo of the other player's action names the ``ask``
    they allowed: the writer undoes its own player's action only with that leave."""
    d.int_value(proposal_id, "id", low=1, high=d.MAX_INT)
    d.text({"op": op}, "op", "", choices=OPS)
    if term is not None:
        d.int_value(term, "term", low=1, high=d.MAX_INT)
    if ask is not None:
        d.int_value(ask, "ask", low=1, high=d.MAX_INT)
        if op != "undo":
            raise InvalidData("ask", ask, fe.only_with_undo())
    named = op == "push" or event is not None
    shaped = game.event_from_json(event).to_json() if named else None
    return Message("propose", id=proposal_id, op=op, event=shaped, term=term, ask=ask)


def fresh_state(message: Message, have: int, term: int, whole: bool) -> None:
    """Raises unless the game ``message`` carries is as new as this copy: one of fewer
    actions than ``have``, or of a term before ``term``, would roll the battle back. Only
    a phone that asked for the whole game (``whole``: its copy differs) takes it anyway."""
    got = message.term if message.term is not None else 1
    if not whole and (message.n < have or got < term):
        raise Stale(message.n, have, what=f"whole game of term {got} at action")


def known_writer(message: Message, me: str, peer: str) -> None:
    """Raises unless a ``term`` message names this phone or the other as its writer: no
    third name may hold the battle."""
    if message.writer not in (me, peer):
        raise InvalidData(f"{FIELD}.writer", message.writer,
                          fe.two_phones(me, peer))


def next_term(message: Message, known: int) -> None:
    """Raises unless a ``term`` message is of a term at most one past ``known``, the latest
    this phone knows of (its own, or one it handed over or was handed). A term begins one
    past the last: a hand-over or a take-over (while the phones were apart too) each moves
    it on by one from a term both phones knew, so a term further on is no phone's."""
    d.int_value(known, "known", low=1, high=d.MAX_INT)
    if message.kind == "term" and message.term is not None and message.term > known + 1:
        raise InvalidData(f"{FIELD}.term", message.term,
                          fe.next_term(known))


def same_term(message: Message, term: int) -> None:
    """Raises unless ``message`` is of ``term`` (a message without one is of term 1). The
    writer's actions and game may be of an earlier term: the actions it wrote before a
    hand-over are still the battle's (each is checked against its hash)."""
    d.int_value(term, "term", low=1, high=d.MAX_INT)
    got = message.term if message.term is not None else 1
    earlier = message.kind in ("action", "state") and got < term
    if got != term and not earlier:
        raise OtherTerm(got, term)


def named_undo(game: Game[Any], op: str, event: Json | None) -> None:
    """Raises unless the undo or redo naming ``event`` would undo or redo that action."""
    if op == "push" or event is None:
        return
    if op == "undo":
        top = game.events[-1].to_json() if game.events else None
        said = "undo is no longer the last action here"
    else:
        top = game.redo_events[0].to_json() if game.redo_events else None
        said = "redo is no longer the next to redo here"
    if top is None or canonical(top) != canonical(game.event_from_json(event).to_json()):
        raise RuleViolation("history", f"the action to {said}")


MAX_TERMS = 100  # a term message names at most this many terms (the latest)


def reigns(value: Any, field: str) -> tuple[Json, ...]:
    """The terms a copy's actions were written in: ``[{"term", "base", "writer",
    "seen"?}]``, in order: each term's actions follow its ``base``; ``seen``: how many of
    the other phone's proposals its writer answered in it."""
    items = d.list_at(value, field, max_len=MAX_TERMS)
    out: list[Json] = []
    for i, item in enumerate(items):
        where = f"{field}[{i}]"
        data = d.obj(item, where)
        d.only_keys(data, where, ("term", "base", "writer", "seen"))
        one = {"term": d.integer(data, "term", where, low=1, high=d.MAX_INT),
               "base": d.integer(data, "base", where, low=0, high=d.MAX_INT),
               "writer": d.name(data, "writer", where, max_len=MAX_BY)}
        if "seen" in data:
            one["seen"] = d.integer(data, "seen", where, low=0, high=d.MAX_INT)
        if out and (one["term"] <= out[-1]["term"] or one["base"] < out[-1]["base"]):
            raise InvalidData(f"{where}.term", one["term"], fe.follows_term())
        out.append(one)
    return tuple(out)


def announce(game: Game[Any], term: int, writer: str, base: int, n: int, seen: int = 0,
             seen_term: int | None = None, refused: Any = (), terms: Any = ()) -> Message:
    """Who writes in ``term`` (it began after action ``base``), and this copy: its ``n``
    actions and their hash, and the proposals of ``seen_term`` it answered as writer."""
    for key, value in (("term", term), ("base", base), ("n", n), ("seen", seen)):
        d.int_value(value, key, low=1 if key == "term" else 0, high=d.MAX_INT)
    d.name_at(writer, "writer", max_len=MAX_BY)
    if seen_term is not None:
        d.int_value(seen_term, "seen_term", low=1, high=d.MAX_INT)
    said = refusals(list(refused), "refused")
    return Message("term", term=term, writer=writer, base=base, n=n, hash=state_hash(game),
                   seen=seen, seen_term=seen_term, refused=said or None,
                   terms=reigns(list(terms), "terms") or None)


# -- the writer -------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Done:
    """An action applied to this copy: what the bridge's reply is made of."""

    event: Event
    steps: list[Any] | None   # None for an undo
    before: Any               # the state before it


def next_proposal(message: Message, seen: int) -> None:
    """Raises unless ``message`` is the proposal after the ``seen`` ones answered."""
    if message.kind != "propose" or message.id is None:
        raise InvalidData(f"{FIELD}.kind", message.kind, fe.must_be("propose"))
    d.int_value(seen, "seen", low=0, high=d.MAX_INT)
    if message.id <= seen:
        raise Stale(message.id, seen, "proposal")
    if message.id > seen + 1:
        raise Gap(message.id, seen + 1, "proposal")


def apply_proposal(game: Game[Any], message: Message, rng: Any, seen: int,
                   unasked: bool = False) -> Done:
    """The follower's proposal applied exactly as the same tap here would be: the same
    reading of its event, the same rolling of dice it leaves, the same refusals. Only
    the one after the ``seen`` proposals already answered: a repeat is never applied
    twice, and one past a lost one waits for it (the follower sends again what is
    unanswered). ``unasked``: the last action here is this phone's player's, and no
    leave of theirs answers this proposal: an undo of it is refused. On any error
    (raised) the game is unchanged."""
    next_proposal(message, seen)
    named_undo(game, message.op, message.event)
    if unasked and message.op == "undo":
        raise RuleViolation("history", "the other player may not undo this player's action "
                            "without their leave (Undo asks them first, and each leave is "
                            "for one undo, before any other action); nothing was changed")
    # Its event read as the same tap's here, so its refusal says what a tap's would.
    return _do(game, message.op, message.event, rng, "event")


def _do(game: Game[Any], op: str, event: Json | None, rng: Any,
        field: str = f"{FIELD}.event") -> Done:
    before = game.state
    if op == "push":
        steps = game.push(game.event_from_json(event, field), rng=rng)
        return Done(game.events[-1], steps, before)
    if op == "undo":
        return Done(game.pop(), None, before)
    steps = game.redo()
    return Done(game.events[-1], steps, before)


def action(game: Game[Any], n: int, op: str, by: str, proposal_id: int | None = None,
           term: int | None = None) -> Message:
    """The action just applied here (``op``; ``n`` its number), to broadcast: its event
    with every die rolled, and the hash of the game it left."""
    d.int_value(n, "n", low=1, high=d.MAX_INT)
    d.text({"op": op}, "op", "", choices=OPS)
    d.name_at(by, "by", max_len=MAX_BY)
    if op == "undo":
        if not game.redo_events:
            raise InvalidData("op", op, fe.follows_here("undo"))
        event = game.redo_events[0].to_json()
    else:
        if not game.events:
            raise InvalidData("op", op, fe.follows_here("action"))
        event = game.events[-1].to_json()
    return Message("action", n=n, op=op, event=event, by=by, hash=state_hash(game),
                   id=proposal_id, term=term)


def refusals(value: Any, field: str) -> tuple[Json, ...]:
    """Refusals said again: ``[{"id", "reason", "rule"}]``, each read as a ``refused``."""
    items = d.list_at(value, field, max_len=MAX_REFUSALS)
    out = []
    for i, item in enumerate(items):
        where = f"{field}[{i}]"
        data = d.obj(item, where)
        d.only_keys(data, where, ("id", "reason", "rule"))
        out.append({"id": d.integer(data, "id", where, low=1, high=d.MAX_INT),
                    "reason": d.text(data, "reason", where, max_len=600),
                    "rule": d.text(data, "rule", where, max_len=40, default="")})
    return tuple(out)


def state(game: Game[Any], n: int, seen: int = 0, refused: Any = (),
          term: int | None = None) -> Message:
    """The writer's whole game after its ``n`` actions and ``seen`` proposals answered,
    for a follower that lost track, with the latest ``refused`` proposals' refusals."""
    d.int_value(n, "n", low=0, high=d.MAX_INT)
    d.int_value(seen, "seen", low=0, high=d.MAX_INT)
    said = refusals(list(refused), "refused")
    return Message("state", n=n, game=game.to_json(), hash=state_hash(game), seen=seen,
                   refused=said or None, term=term)


# -- the follower -----------------------------------------------------------------------
class _NoDice:
    """A broadcast action carries every die: one left to roll was not the writer's."""

    def randint(self, a: int, b: int) -> int:
        raise InvalidData(f"{FIELD}.event", "a die left to roll",
                          fe.every_die())


def _fits(proposed: Any, applied: Any, where: str, rolled: tuple[str, ...],
          path: str = "") -> str | None:
    """Where ``applied`` (the writer's event, as JSON) differs from ``proposed`` (this
    phone's, read the same way), or None: a die the proposal left to the app to roll
    (empty, at one of the event type's ``rolled`` paths) may be filled in; anything else,
    an empty value or one the proposal left out included, must be the same."""
    if proposed is None and path in rolled:
        return None
    if isinstance(proposed, dict) and isinstance(applied, dict):
        for key in sorted(proposed.keys() | applied.keys()):
            if proposed.get(key) is not None and key not in applied:
                return f"{where}.{key} left out"
            within = f"{path}.{key}" if path else key
            why = _fits(proposed.get(key), applied.get(key), f"{where}.{key}", rolled, within)
            if why:
                return why
        return None
    if isinstance(proposed, list) and isinstance(applied, list):
        if len(proposed) != len(applied):
            return f"{where} of {len(applied)} where {len(proposed)} were proposed"
        for i, (p, a) in enumerate(zip(proposed, applied, strict=True)):
            why = _fits(p, a, f"{where}[{i}]", rolled, f"{path}[]")
            if why:
                return why
        return None
    if canonical(proposed) != canonical(applied):
        return f"{where} {canonical(applied)[:40]} where {canonical(proposed)[:40]} was proposed"
    return None


def answers(game: Game[Any], message: Message, proposed: Message) -> None:
    """Raises ``Substituted`` unless the action ``message`` is what this phone proposed
    (``proposed``, the tap it answers): the same op, and for a push the same event but
    for the dice the proposal left to roll (the event type's ``rolled``, nothing else);
    an undo or redo that named its action, that action."""
    if proposed.kind != "propose" or proposed.id != message.id:
        raise InvalidData("proposed", proposed.id, fe.answered_proposal(message.id))
    if proposed.op != message.op:
        raise Substituted(message.n, message.id or 0, f"{message.op} where {proposed.op} "
                          "was proposed")
    if message.op == "push":
        ours = game.event_from_json(proposed.event, "proposed.event")
        theirs = game.event_from_json(message.event, f"{FIELD}.event").to_json()
        why = _fits(ours.to_json(), theirs, "event", ours.rolled)
    else:
        why = _fits(proposed.event, message.event, "event", ()) if proposed.event else None
    if why:
        raise Substituted(message.n, message.id or 0, why)


def apply_action(game: Game[Any], have: int, message: Message,
                 proposed: Message | None = None) -> Done:
    """The writer's action ``message`` applied to this copy, which has ``have`` actions:
    only the next one, and only if it leaves the writer's hash; answering this phone's
    tap ``proposed``, only if it is that tap's action (``answers``). On any error
    (raised) the game is unchanged."""
    if message.kind != "action":
        raise InvalidData(f"{FIELD}.kind", message.kind, fe.must_be("action"))
    d.int_value(have, "have", low=0, high=d.MAX_INT)
    if message.n <= have:
        raise Stale(message.n, have)
    if message.n > have + 1:
        raise Gap(message.n, have + 1)
    if proposed is not None:
        answers(game, message, proposed)
    if message.op == "push":
        event = game.event_from_json(message.event, f"{FIELD}.event")
        event = event.with_rolls(game.state, _NoDice())
        after, _ = game.preview(event)
        ours = _hash(after.to_json(), len(game.events) + 1, 0)
        if ours != message.hash:
            raise Mismatch(message.n, ours, message.hash)
        return _do(game, "push", event.to_json(), _NoDice())
    done = _do(game, message.op, None, _NoDice())
    ours = state_hash(game)
    named = message.event is None or message.event == done.event.to_json()
    if ours != message.hash or not named:
        # Undo and redo are each other's exact inverse: the copy is as it was.
        game.redo() if message.op == "undo" else game.pop()
        raise Mismatch(message.n, ours, message.hash)
    return done


def load_state(cls: type[Game[Any]], message: Message) -> Game[Any]:
    """The writer's whole game, read and replayed as any saved game is, and only if it
    hashes as the writer said."""
    if message.kind != "state":
        raise InvalidData(f"{FIELD}.kind", message.kind, fe.must_be("state"))
    game = cls.from_json(message.game, f"{FIELD}.game")
    ours = state_hash(game)
    if ours != message.hash:
        raise Mismatch(message.n, ours, message.hash)
    return game


def kept_by(ours: Game[Any], theirs: Game[Any]) -> Json | None:
    """Whether the whole game ``theirs`` keeps every action of this copy ``ours``: None if
    it does (the same start, and this copy's actions, in order, its first ones, done or
    undone and still to redo: a game only added to, or undone, since); else where they
    part: ``{"at"}``, the number of this copy's first action it does not keep (0: the
    battle's start differs), with ``ours`` and ``theirs``, each side's summary of its
    action there ("" for none), and ``ours_msg`` and ``theirs_msg``, their messages (None
    for an English summary alone, or none). A copy with no action has nothing to lose."""
    if not ours.events:
        return None
    if canonical(ours.start_state()) != canonical(theirs.start_state()):
        return {"at": 0, "ours": "", "theirs": "", "ours_msg": None, "theirs_msg": None}
    line = [*theirs.events, *theirs.redo_events]
    for i, event in enumerate(ours.events):
        if i < len(line) and canonical(line[i].to_json()) == canonical(event.to_json()):
            continue
        said = ours.said_summaries(i)[0]
        there: Summary = theirs.said_summaries(i)[0] if i < len(theirs.events) else (
            summary_of(line[i], theirs.state) if i < len(line) else "")
        return {"at": i + 1, "ours": str(said), "theirs": str(there),
                "ours_msg": msg_of(said), "theirs_msg": msg_of(there) if there else None}
    return None


# This phone's taps waiting an answer, compared with a whole game: no more than a game holds.
MAX_PROPOSED = MAX_EVENTS


def unanswered(ours: Game[Any], theirs: Game[Any], message: Message,
               proposed: Sequence[Message]) -> list[Json]:
    """This phone's taps (``proposed``) that the whole game ``message`` (read as
    ``theirs``) says it answered but does not hold as they were made: ``[{"id", "why"}]``.
    It answers the taps of its own term up to its ``seen``, less those it says it refused;
    each push among them must be, in order, one of its actions after those this copy
    ``ours`` already holds (where the two part, if they do), compared as a single action
    answering a tap is (``answers``: a die the tap left to roll may be filled in, nothing
    else changed). An undo or redo is not compared: a whole game keeps no trace of one."""
    term = message.term or 1
    said = {r["id"] for r in message.refused or ()}
    taps = sorted((p for p in proposed if p.kind == "propose" and (p.term or 1) == term
                   and p.id is not None and p.id <= (message.seen or 0)
                   and p.id not in said and p.op == "push"), key=lambda p: p.id or 0)
    parted = kept_by(ours, theirs)
    at = len(ours.events) if parted is None else max(int(parted["at"]) - 1, 0)
    line = [e.to_json() for e in [*theirs.events, *theirs.redo_events]]
    out: list[Json] = []
    for tap in taps:
        event = theirs.event_from_json(tap.event, "proposed.event")
        made, rolled = event.to_json(), event.rolled
        found = next((i for i in range(at, len(line))
                      if _fits(made, line[i], "event", rolled) is None), None)
        if found is not None:
            at = found + 1
            continue
        why = (_fits(made, line[at], "event", rolled) if at < len(line)
               else f"no action after the {at} this phone holds")
        out.append({"id": tap.id, "why": why or ""})
    return out


def ask_undo(game: Game[Any], ask_id: int) -> Message:
    """This phone asks the other's leave to undo its action, the last one here."""
    d.int_value(ask_id, "id", low=1, high=d.MAX_INT)
    if not game.events:
        raise RuleViolation("history", history_words.nothing_to_undo())
    return Message("ask", id=ask_id, event=game.events[-1].to_json())


def undo_asked(game: Game[Any], message: Message) -> str | None:
    """The summary of the action the other phone asks to undo, or None if it is not the
    last one here (the two copies differ for now: the page refuses the ask)."""
    if message.kind != "ask":
        raise InvalidData(f"{FIELD}.kind", message.kind, fe.must_be("ask"))
    try:
        named_undo(game, "undo", message.event)
    except RuleViolation:
        return None
    return game.undo_summary or ""


def refusal(proposal_id: int, err: AftermathError) -> Message:
    """The writer's answer to a proposal it refused: the engine's own words and rule."""
    rule = getattr(err, "rule", "") or ""
    return Message("refused", id=proposal_id, reason=str(err), rule=rule)
