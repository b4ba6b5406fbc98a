"""The transport: one JSON request in, one JSON reply out, and the open games.

The web worker calls :func:`handle` with a JSON text ``{"id", "type", "payload"}`` and
posts back the JSON text it returns: ``{"id", "ok": true, "result"}`` or ``{"id",
"ok": false, "error": {"type", "message", ...}}``. Nothing here runs code it is sent.
Open games live here, keyed by the page's id, so one tap sends one small event rather
than a whole battle; every reply that changes a game carries its JSON for autosave.

This module knows no rule system: each adapter module (``conquest``, ``ninth_age``,
``campaign``, ``share``, ...) registers its requests here with :func:`request` /
:func:`game_request`, and each rule system is one :class:`System` descriptor.
"""

from __future__ import annotations

import importlib
import json
import re
import sys
import traceback
from collections import OrderedDict
from collections.abc import Callable, Mapping
from typing import Any

from aftermath import data as d
from aftermath import form_error_words as fe
from aftermath import reply as replies
from aftermath import strict_json
from aftermath.dice import RandomSource, seeded, system_random
from aftermath.distance import UNITS, using
from aftermath.errors import AftermathError, InvalidData
from aftermath.history import Event, Game, Step, msg_of

# The descriptors live below the transport, so the shared modules read them too.
from aftermath.systems import SYSTEMS as SYSTEMS
from aftermath.systems import GameHandler as GameHandler
from aftermath.systems import Handler as Handler
from aftermath.systems import Json as Json
from aftermath.systems import System as System

MAX_REQUEST = 1 << 20
# A list file (up to 4 MiB, base64 in the request) is the one request allowed larger.
MAX_FILE_REQUEST = 6 << 20
FILE_REQUESTS = ("lists.parse",)
MAX_OPEN_GAMES = 32
P = "payload"

HANDLERS: dict[str, Handler] = {}
# Each rule system's adapter module (its descriptor and requests), by system and by the
# prefixes of its requests: named by aftermath.bridge (:func:`adapter`) and imported on
# first use, not with the bridge.
ADAPTERS: dict[str, str] = {}
# The shared requests' adapters a start leaves out (Muster, list files, packs, backups:
# none is needed before "engine ready"; Muster's defaults are asked just after it, with
# the examples), by the prefixes of their requests.
SHARED_ADAPTERS: dict[str, tuple[str, ...]] = {}
ON_FIRST_USE: dict[str, str] = {}
_rng: RandomSource = system_random()
# Rule modules imported on their first request rather than before "engine ready" (they
# cost start-up time in the browser): the handlers under these prefixes import them
# when called; the worker calls ``warm()`` in idle time after ready to import them all
# (with each System's ``lazy`` modules, its own odds and report).
LAZY: dict[str, str] = {"odds.": "aftermath.odds", "report.": "aftermath.report",
                        "lists.": "aftermath.lists", "link.": "aftermath.replica"}
# Standard modules the engine imports where first used (aftermath.packed: the C pickler,
# for the checkpoints and copies): each left out of the start is time saved before ready.
IDLE_IMPORTS: tuple[str, ...] = ("_pickle",)
# Packages the build ships with the late part, imported last by the warm-up (the worker
# calls it once that part is in place): segno, so the first Share draws its QR code
# without compiling it after the tap.
IDLE_PACKAGES: tuple[str, ...] = ("segno",)


class DuplicateRequest(Exception):
    """Two adapters registered the same request name: a programming error, raised when
    the second one is imported, never at request time."""


def request(name: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        if name in HANDLERS:
            raise DuplicateRequest(f"request {name!r} is registered twice")
        HANDLERS[name] = fn
        return fn
    return register


def game_request(name: str) -> Callable[[GameHandler], GameHandler]:
    """A request about one open game: the handler gets the game and the payload."""
    def register(fn: GameHandler) -> GameHandler:
        request(name)(lambda payload: fn(open_game(payload), payload))
        return fn
    return register


def adapter(system: str, module: str, prefixes: tuple[str, ...]) -> None:
    """Name the adapter module of rule system ``system``: it is imported (and installs
    the system and its requests) on the first request whose name starts with one of
    ``prefixes``, or when a shared request first reads the system's descriptor."""
    ADAPTERS[system] = module
    SYSTEMS.know(system, module)
    for prefix in prefixes:
        ON_FIRST_USE[prefix] = module


def shared_adapter(module: str, prefixes: tuple[str, ...]) -> None:
    """Name a shared requests' adapter imported on the first request whose name starts
    with one of ``prefixes`` rather than with the bridge."""
    SHARED_ADAPTERS[module] = prefixes
    for prefix in prefixes:
        ON_FIRST_USE[prefix] = module


def install(system: System) -> System:
    """Register a rule system and every request its descriptor lists."""
    if SYSTEMS.is_installed(system.name):
        raise DuplicateRequest(f"system {system.name!r} is registered twice")
    if system.game.system != system.name:
        raise ValueError(f"system {system.name!r} names a {system.game.system!r} game")
    SYSTEMS[system.name] = system
    for name, fn in {**system.requests, **system.odds_requests}.items():
        request(name)(fn)
    for name, game_fn in {**system.game_requests, **system.odds_game_requests}.items():
        game_request(name)(game_fn)
    return system


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
        if not isinstance(message, str) or len(message) > _limit(message):
            size = len(message) if isinstance(message, str) else type(message).__name__
            if isinstance(message, str):
                request_id = _leading_id(message)
                raise TooLarge(len(message), _limit(message))
            raise InvalidData("request", size, fe.json_text_under(MAX_REQUEST))
        try:
            parsed = strict_json.loads(message, "request")
        except InvalidData as err:
            # Too deep, or a number the reply could not carry: named where it is.
            request_id = _leading_id(message)
            raise InvalidData(_payload_field(err.field), err.given, err.because) from err
        except (ValueError, RecursionError) as err:
            request_id = _leading_id(message)
            raise InvalidData("request", message[:60], fe.valid_json()) from err
        body = d.obj(parsed, "request")
        request_id = _id(body.get("id"))
        d.only_keys(body, "request", ("id", "type", "payload", "units"))
        kind = d.text(body, "type", "request")
        if kind not in HANDLERS:
            # An unknown name is refused with every name the engine answers to.
            adapter = adapter_of(kind)
            if adapter is not None:
                importlib.import_module(adapter)
            if kind not in HANDLERS:
                load_adapters()
            kind = d.text(body, "type", "request", choices=HANDLERS)
        if len(message) > MAX_REQUEST and kind not in FILE_REQUESTS:
            raise TooLarge(len(message))
        payload = d.obj(body.get("payload", {}), "payload")
        # The device's distance setting: every distance this request's texts say is in it.
        units = d.text(body, "units", "request", choices=UNITS, default="mm")
        with using(units):
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

    def __init__(self, size: int, most: int = MAX_REQUEST) -> None:
        super().__init__(f"This is too large for the engine to read ({size:,} characters; "
                         f"the most is {most:,}).")


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


_LEADING_TYPE = re.compile(r'\s*\{\s*"id"\s*:\s*(?:-?\d{1,16}|null|"(?:[^"\\]|\\.){0,400}")\s*,'
                           r'\s*"type"\s*:\s*"([a-z_.]{1,40})"')


def _limit(message: Any) -> int:
    """How long a request may be: a list file's request (its type right after its id,
    where the page's JSON.stringify puts it) may be larger than any other."""
    if not isinstance(message, str) or len(message) <= MAX_REQUEST:
        return MAX_REQUEST
    match = _LEADING_TYPE.match(message[:1024])
    large = match is not None and match.group(1) in FILE_REQUESTS
    return MAX_FILE_REQUEST if large else MAX_REQUEST


def _leading_id(message: str) -> int | str | None:
    match = _LEADING_ID.match(message[:1024])
    if match is None:
        return None
    try:
        return _id(json.loads(match.group(1)))
    except (ValueError, AftermathError):
        return None


def _payload_field(field: str) -> str:
    """A place in the request as the handlers name it: ``payload.x``, not
    ``request.payload.x``."""
    return field.removeprefix("request.") if field.startswith("request.payload") else field


def _dump(reply: Json) -> str:
    try:
        return json.dumps(reply, allow_nan=False)
    except (ValueError, TypeError) as err:
        # Never a reply the page cannot parse: say what went wrong instead.
        return json.dumps({"id": reply.get("id"), "ok": False, "error": {
            "type": "internal", "message": f"engine fault: the reply is not JSON ({err})"}},
            allow_nan=False)


class NotOpen(AftermathError):
    """The page asked about a game this worker does not hold (e.g. after a restart):
    the page answers by sending ``game.open`` with its saved copy."""

    kind = "not_open"

    def __init__(self, game_id: str) -> None:
        super().__init__(f"game {game_id!r} is not open in the engine; open it first")


class OpenGames:
    """The games the page has open, least recently used first: a request that touches a
    game makes it the most recent, and past ``capacity`` the least recent is dropped
    (the page reopens it from its saved copy on ``not_open``)."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._games: OrderedDict[str, Game[Any]] = OrderedDict()

    def get(self, game_id: str) -> Game[Any]:
        if game_id not in self._games:
            raise NotOpen(game_id)
        self._games.move_to_end(game_id)
        return self._games[game_id]

    def put(self, game_id: str, game: Game[Any]) -> None:
        self._games[game_id] = game
        self._games.move_to_end(game_id)
        while len(self._games) > self.capacity:
            self._games.popitem(last=False)

    def drop(self, game_id: str) -> None:
        self._games.pop(game_id, None)

    def clear(self) -> None:
        self._games.clear()

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._games

    def __len__(self) -> int:
        return len(self._games)


GAMES = OpenGames(MAX_OPEN_GAMES)


def game_id(payload: Mapping[str, Any]) -> str:
    return d.identifier(payload, "game_id", P)


def open_game(payload: Mapping[str, Any]) -> Game[Any]:
    """The open game ``payload.game_id`` names (now the most recently used)."""
    return GAMES.get(game_id(payload))


def rng_for(payload: Mapping[str, Any]) -> RandomSource:
    if "seed" in payload:
        return seeded(d.integer(payload, "seed", P, low=0, high=d.MAX_INT))
    return _rng


def reply(game: Game[Any], log_from: int = 0, **extra: Any) -> Json:
    """A game opened or made: its whole view, its JSON for autosave and its log. The view
    is remembered, so the next push, undo or redo sends only what changed.
    ``log_from``: the log starts at that action (a save opened from its checkpoint keeps
    the earlier lines itself; rebuilding them here would cost the replay it saved)."""
    out: Json = {"view": replies.whole(game), "game": game.to_json(),
                 "log": log(game, log_from), "log_from": log_from}
    out.update(extra)
    return out


def changed(game: Game[Any], event: Event, steps: list[Step] | None = None,
            **extra: Any) -> Json:
    """A push, undo or redo: what changed, not the whole game and log. The
    page patches its copy; ``entry`` is the new log line, ``removed`` the one undone.
    ``checkpoint_due``, when the action moved it, is the count of actions of the
    checkpoint a device save should now keep: the page asks for it (``game.checkpoint``)
    when it is idle, so a tap never carries a whole state."""
    actions = len(game.events)
    # The action's summary as its push made it (an undone one is next to redo).
    said = game.undo_said if steps is not None else game.redo_said
    out: Json = {"changes": replies.since_last(game), "actions": actions,
                 "event": event.to_json(), "summary": None if said is None else str(said),
                 "summary_msg": msg_of(said), **extra}
    if game.checkpoint_moved(actions + (1 if steps is None else -1), actions):
        out["checkpoint_due"] = game.checkpoint_count
    if steps is not None and isinstance(out.get("outcome"), dict):
        # The action the outcome belongs to, by its number in the history: a screen
        # draws it (the battlefield's pushes, C-19) only while that is the last action,
        # never over a later one, an undo or another tab's action.
        out["outcome"] = {**out["outcome"], "action": actions}
    if steps is None:
        out["removed"] = actions
    else:
        out["steps"] = [s.to_json() for s in steps]
        out["entry"] = {"event": out["event"], "summary": out["summary"],
                        "summary_msg": out["summary_msg"], "steps": out["steps"]}
    return out


def log(game: Game[Any], since: int = 0) -> list[Json]:
    # Each summary as its push made it, not in the state now (a Stand restored elsewhere
    # since would be placed where it stands now).
    return [{"event": e.to_json(), "summary": str(said), "summary_msg": msg_of(said),
             "steps": [s.to_json() for s in steps]}
            for (e, steps), said in zip(game.history(since), game.said_summaries(since),
                                        strict=True)]


def adapter_of(kind: str) -> str | None:
    """The adapter module that registers request ``kind``, when not imported yet."""
    return next((m for prefix, m in ON_FIRST_USE.items() if kind.startswith(prefix)), None)


def load_adapters() -> None:
    """Import every adapter left for its first use, each rule system's and the shared
    ones (what the memory snapshot and the start part of the engine hold)."""
    for module in SHARED_ADAPTERS:
        importlib.import_module(module)
    for name in SYSTEMS:
        SYSTEMS[name]


def warm() -> None:
    """Import every lazily loaded module now (idle time after start-up): each system's
    adapter, the shared adapters left out of the start, the shared modules and each
    system's own odds and report modules."""
    systems = (m for system in SYSTEMS.values() for m in system.lazy)
    for module in (*SHARED_ADAPTERS, *LAZY.values(), *systems, *IDLE_IMPORTS):
        importlib.import_module(module)


def warm_packages() -> None:
    """Import the packages shipped with the late part (idle time, once it is in place).
    Apart from ``warm``: the build counts what ``warm`` imports as the engine's late
    modules, in a Python without these packages."""
    for module in IDLE_PACKAGES:
        importlib.import_module(module)


def reset() -> None:
    """Forget every open game (tests)."""
    GAMES.clear()
