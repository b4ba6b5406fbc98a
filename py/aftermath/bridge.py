"""The whole JavaScript-facing surface: one JSON request in, one JSON reply out.

The web worker calls :func:`handle` with a JSON text ``{"id", "type", "payload"}`` and
posts back the JSON text it returns: ``{"id", "ok": true, "result"}`` or ``{"id",
"ok": false, "error": {"type", "message", ...}}``. Nothing here runs code it is sent.
Open games live here, keyed by the page's id, so one tap sends one small event rather
than a whole battle; every reply that changes a game carries its JSON for autosave.
"""

from __future__ import annotations

import importlib
import json
import re
import sys
import traceback
from collections.abc import Callable, Mapping
from typing import Any

import aftermath
from aftermath import data as d
from aftermath import muster, reply, share
from aftermath.campaign import CampaignAftermath
from aftermath.campaign import bridge_requests as campaign_requests
from aftermath.conquest import ConquestBattle
from aftermath.conquest import bridge_requests as conquest_requests
from aftermath.dice import RandomSource, seeded, system_random
from aftermath.errors import AftermathError, InvalidData
from aftermath.history import Event, Game, Step
from aftermath.ninth_age import NinthAgeBattle
from aftermath.ninth_age import bridge_requests as ninth_age_requests

Json = dict[str, Any]
Handler = Callable[[Mapping[str, Any]], Json]
GameHandler = Callable[[Game[Any], Mapping[str, Any]], Json]

MAX_REQUEST = 1 << 20
MAX_OPEN_GAMES = 32

SYSTEMS: dict[str, type[Game[Any]]] = {
    cls.system: cls for cls in (ConquestBattle, NinthAgeBattle, CampaignAftermath)
}
# Requests beyond the generic game.* ones come from each rule system's own
# ``bridge_requests.REQUESTS`` table, merged below, so this module stays the one surface.
HANDLERS: dict[str, Handler] = {}
_games: dict[str, Game[Any]] = {}
_rng: RandomSource = system_random()
# Request tables imported on their first request rather than before "engine ready"
# (their modules cost start-up time in the browser); the worker calls ``warm()`` in idle
# time after ready. Keyed by the request-name prefix they serve.
LAZY: dict[str, str] = {"odds.": "aftermath.odds.bridge_requests",
                        "report.": "aftermath.report.bridge_requests"}
_lazy_installed: set[str] = set()


def request(name: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HANDLERS[name] = fn
        return fn
    return register


MAX_ID = 2**53 - 1   # the page's ids are JavaScript numbers: whole ones are exact up to here
MAX_ID_TEXT = 64
# A request too large to parse still gets its answer: its id is read from the first
# bytes, where the page's JSON.stringify({id, type, payload}) puts it.
# A text id may arrive escaped ("\u00aa" is one character): up to six characters a
# character, checked against MAX_ID_TEXT once decoded.
_LEADING_ID = re.compile(r'\s*\{\s*"id"\s*:\s*'
                         r'(-?\d{1,16}|"(?:[^"\\]|\\u[0-9a-fA-F]{4}|\\[^u]){0,64}")\s*[,}]')


def handle(message: str) -> str:
    """Answer one request. Never raises: every failure becomes an error reply, carrying
    the request's id whenever one can be read, and every reply is valid JSON."""
    request_id: Any = None
    try:
        if not isinstance(message, str) or len(message) > MAX_REQUEST:
            size = len(message) if isinstance(message, str) else type(message).__name__
            if isinstance(message, str):
                request_id = _leading_id(message)
                raise TooLarge(len(message))
            raise InvalidData("request", size, f"must be JSON text under {MAX_REQUEST} characters")
        try:
            parsed = json.loads(message, parse_constant=_no_constant)
        except (ValueError, RecursionError) as err:
            request_id = _leading_id(message)
            raise InvalidData("request", message[:60], "must be valid JSON") from err
        body = d.obj(parsed, "request")
        request_id = _id(body.get("id"))
        d.only_keys(body, "request", ("id", "type", "payload"))
        _import_for(body.get("type"))
        kind = d.text(body, "type", "request", choices=HANDLERS)
        payload = d.obj(body.get("payload", {}), "payload")
        result = HANDLERS[kind](payload)
        return _dump({"id": request_id, "ok": True, "result": result})
    except AftermathError as err:
        return _dump({"id": request_id, "ok": False, "error": err.to_json()})
    except Exception as err:  # noqa: BLE001 - the page must get a reply, never a hung promise
        detail = "".join(traceback.format_exception_only(type(err), err)).strip()
        print(traceback.format_exc(), file=sys.stderr)
        return _dump({"id": request_id, "ok": False,
                      "error": {"type": "internal", "message": f"engine fault: {detail}"}})


class TooLarge(AftermathError):
    """A request over :data:`MAX_REQUEST` characters: refused unread (e.g. a link pasted
    with a whole document after it)."""

    kind = "too_large"

    def __init__(self, size: int) -> None:
        super().__init__(f"This is too large for the engine to read ({size:,} characters; "
                         f"the most is {MAX_REQUEST:,}).")


def _id(value: Any) -> int | str | None:
    """The request's id: null, a whole number the page can hold exactly, or short text."""
    if value is None:
        return None
    if isinstance(value, str):
        d.text_at(value, "request.id", max_len=MAX_ID_TEXT)
        return value
    d.int_value_exact(value, "request.id", limit=MAX_ID)
    assert isinstance(value, int)
    return value


def _leading_id(message: str) -> int | str | None:
    match = _LEADING_ID.match(message[:1024])
    if match is None:
        return None
    try:
        return _id(json.loads(match.group(1)))
    except (ValueError, AftermathError):
        return None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON value")


def _dump(reply: Json) -> str:
    try:
        return json.dumps(reply, allow_nan=False)
    except (ValueError, TypeError) as err:
        # Never a reply the page cannot parse: say what went wrong instead.
        return json.dumps({"id": reply.get("id"), "ok": False, "error": {
            "type": "internal", "message": f"engine fault: the reply is not JSON ({err})"}})


def _system(payload: Mapping[str, Any]) -> type[Game[Any]]:
    name = d.text(payload, "system", "payload", choices=SYSTEMS)
    return SYSTEMS[name]


def _game(payload: Mapping[str, Any]) -> tuple[str, Game[Any]]:
    game_id = d.identifier(payload, "game_id", "payload")
    if game_id not in _games:
        raise NotOpen(game_id)
    return game_id, _games[game_id]


class NotOpen(AftermathError):
    """The page asked about a game this worker does not hold (e.g. after a restart):
    the page answers by sending ``game.open`` with its saved copy."""

    kind = "not_open"

    def __init__(self, game_id: str) -> None:
        super().__init__(f"game {game_id!r} is not open in the engine; open it first")


def _rng_for(payload: Mapping[str, Any]) -> RandomSource:
    if "seed" in payload:
        return seeded(d.integer(payload, "seed", "payload", low=0, high=d.MAX_INT))
    return _rng


def _store(game_id: str, game: Game[Any]) -> None:
    if game_id not in _games and len(_games) >= MAX_OPEN_GAMES:
        del _games[next(iter(_games))]
    _games[game_id] = game


def _reply(game: Game[Any], **extra: Any) -> Json:
    return {"view": reply.whole(game), "game": game.to_json(), "log": _log(game), **extra}


def _changed(game: Game[Any], event: Event, steps: list[Step] | None = None,
             **extra: Any) -> Json:
    """A push, undo or redo: what changed (issue 15), not the whole game and log. The
    page patches its copy; ``entry`` is the new log line, ``removed`` the one undone."""
    out: Json = {"changes": reply.since_last(game), "actions": len(game.events),
                 "event": event.to_json(), **extra}
    if steps is None:
        out["removed"] = len(game.events)
    else:
        out["steps"] = [s.to_json() for s in steps]
        out["entry"] = {"event": out["event"], "steps": out["steps"]}
    return out


def _log(game: Game[Any]) -> list[Json]:
    return [{"event": e.to_json(), "steps": [s.to_json() for s in steps]}
            for e, steps in game.history()]


def game_request(name: str) -> Callable[[GameHandler], GameHandler]:
    """A request about one open game: the handler gets the game and the payload."""
    def register(fn: GameHandler) -> GameHandler:
        HANDLERS[name] = lambda payload: fn(_game(payload)[1], payload)
        return fn
    return register


def _install(module: Any) -> None:
    for name, fn in getattr(module, "REQUESTS", {}).items():
        request(name)(fn)
    for name, game_fn in getattr(module, "GAME_REQUESTS", {}).items():
        game_request(name)(game_fn)


def _import_for(kind: Any) -> None:
    if isinstance(kind, str):
        for prefix, module in LAZY.items():
            if kind.startswith(prefix) and prefix not in _lazy_installed:
                _install(importlib.import_module(module))
                _lazy_installed.add(prefix)


def warm() -> None:
    """Import every lazily loaded request table now (idle time after start-up)."""
    for prefix in LAZY:
        _import_for(prefix)


@request("engine.version")
def version(payload: Mapping[str, Any]) -> Json:
    return {"version": aftermath.__version__, "python": sys.version.split()[0],
            "systems": sorted(SYSTEMS)}


@request("game.new")
def game_new(payload: Mapping[str, Any]) -> Json:
    cls = _system(payload)
    game_id = d.identifier(payload, "game_id", "payload")
    game = cls.new(payload.get("setup"))
    _store(game_id, game)
    return _reply(game)


@request("game.open")
def game_open(payload: Mapping[str, Any]) -> Json:
    game_id = d.identifier(payload, "game_id", "payload")
    # A device save from before text was checked may hold a lone surrogate: it opens.
    raw = d.obj(d.mend_lone_surrogates(payload.get("game")), "game")
    cls = SYSTEMS[d.text(raw, "system", "game", choices=SYSTEMS)]
    game = cls.from_json(raw, "game")
    _store(game_id, game)
    return _reply(game)


@request("game.push")
def game_push(payload: Mapping[str, Any]) -> Json:
    _, game = _game(payload)
    event = game.event_from_json(payload.get("event")).with_rolls(game.state, _rng_for(payload))
    # push never changes the state it replaces (it works on a copy), so it stays readable.
    before = game.state
    steps = game.push(event)
    return _changed(game, event, steps, outcome=game.outcome(before, game.state, event, steps))


@request("game.preview")
def game_preview(payload: Mapping[str, Any]) -> Json:
    _, game = _game(payload)
    event = game.event_from_json(payload.get("event"))
    state, steps = game.preview(event)
    return {"view": game.view(state), "steps": [s.to_json() for s in steps],
            "outcome": game.outcome(game.state, state, event, steps)}


@request("game.undo")
def game_undo(payload: Mapping[str, Any]) -> Json:
    _, game = _game(payload)
    event = game.pop()
    return _changed(game, event)


@request("game.redo")
def game_redo(payload: Mapping[str, Any]) -> Json:
    _, game = _game(payload)
    before = game.state
    steps = game.redo()  # refuses first when there is nothing to redo
    event = game.events[-1]
    return _changed(game, event, steps, outcome=game.outcome(before, game.state, event, steps))


@request("game.log")
def game_log(payload: Mapping[str, Any]) -> Json:
    _, game = _game(payload)
    return {"entries": _log(game)}


@request("game.close")
def game_close(payload: Mapping[str, Any]) -> Json:
    game_id = d.identifier(payload, "game_id", "payload")
    _games.pop(game_id, None)
    return {}


@request("dice.roll")
def dice_roll(payload: Mapping[str, Any]) -> Json:
    count = d.integer(payload, "count", "payload", low=1, high=200)
    sides = d.integer(payload, "sides", "payload", low=2, high=100)
    rng = _rng_for(payload)
    return {"dice": [rng.randint(1, sides) for _ in range(count)]}


for _module in (conquest_requests, ninth_age_requests, campaign_requests, muster):
    _install(_module)


SHARE_KINDS = {"conquest": "conquest.battle", "ninth_age": "ninth_age.battle"}
HISTORY_KINDS = {system: kind for kind, system in share.GAME_KINDS.items()}


@request("share.encode")
def share_encode(payload: Mapping[str, Any]) -> Json:
    kind = d.text(payload, "kind", "payload", choices=share.KINDS)
    fragment = share.encode(kind, d.text(payload, "name", "payload", max_len=80),
                            payload.get("data"))
    return {"fragment": fragment, "length": len(fragment)}


@game_request("share.encode_game")
def share_encode_game(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """Both links a battle can travel as: with its whole history (start state + events,
    so the other phone can undo) and state only. ``fragment`` is the one to offer first:
    the history whenever it fits under the caps; ``with_history`` says why not otherwise."""
    if game.system not in SHARE_KINDS:
        raise InvalidData("payload.game_id", f"a {game.system} game",
                          "must name a battle that can be shared (rosters are shared one by one)")
    name = d.text(payload, "name", "payload", max_len=80)
    fragment = share.encode(SHARE_KINDS[game.system], name, game.state.to_json())
    state_only: Json = {"fragment": fragment, "length": len(fragment)}
    with_history: Json
    try:
        full = share.encode(HISTORY_KINDS[game.system], name, game.to_json())
        with_history = {"fragment": full, "length": len(full)}
    except share.TooBig as err:
        with_history = {"refused": str(err)}
    chosen = with_history if "fragment" in with_history else state_only
    return {"fragment": chosen["fragment"], "length": chosen["length"],
            "history": chosen is with_history, "actions": len(game.events),
            "with_history": with_history, "state_only": state_only}


@request("share.decode")
def share_decode(payload: Mapping[str, Any]) -> Json:
    shared = share.decode(payload.get("fragment"))
    reply: Json = {"kind": shared.kind, "title": shared.title, "name": shared.name,
                   "data": shared.data}
    system = share.GAME_KINDS.get(shared.kind)
    if system is not None:
        # A battle with its history: the preview shows where it stands now, and how many
        # actions (all undoable) come with it; it opens with game.open.
        game = shared.value
        assert isinstance(game, SYSTEMS[system])
        reply.update(system=system, state=game.state.to_json(), actions=len(game.events))
    return reply


@request("share.qr")
def share_qr(payload: Mapping[str, Any]) -> Json:
    """The QR code of a link as rows of 0/1; segno is installed on first use."""
    import segno

    text = d.text(payload, "text", "payload", max_len=4000)
    try:
        code = segno.make(text, error="m", micro=False)
    except segno.DataOverflowError as err:
        raise InvalidData("payload.text", f"{len(text)} characters",
                          "is too long for a QR code; share the link itself") from err
    rows = ["".join("1" if cell else "0" for cell in row) for row in code.matrix]
    return {"version": code.version, "size": len(rows), "rows": rows}


def reset() -> None:
    """Forget every open game (tests)."""
    _games.clear()


__all__ = ["HANDLERS", "LAZY", "SYSTEMS", "NotOpen", "handle", "request", "reset", "warm"]
