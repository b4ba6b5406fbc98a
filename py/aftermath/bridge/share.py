"""Share links through the bridge: encode a thing or an open battle, decode a link, turn
what a link carries into a new game's setup, and draw a link as a QR code.

Which link kinds there are and which opens as which rule system is each
:class:`System`'s to say (``links``, ``share_battle``, ``share_history``); this module
only reads those."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Any

from aftermath import data as d
from aftermath import share
from aftermath.bridge.core import GAMES, SYSTEMS, Json, P, game_id, game_request, request
from aftermath.bridge.core import reply as game_reply
from aftermath.errors import InvalidData
from aftermath.history import Game
from aftermath.systems import links


def link_opens() -> dict[str, Json]:
    """Per link kind, what opening it does and as which system (``System.opening``)."""
    return {name: system.opening(kind) for name, (system, kind) in links().items()}


@request("share.encode")
def share_encode(payload: Mapping[str, Any]) -> Json:
    kind = d.text(payload, "kind", P, choices=share.KINDS)
    name = d.name(payload, "name", P, max_len=80, blank=True)
    fragment = share.encode(kind, name, payload.get("data"))
    return {"fragment": fragment, "length": len(fragment)}


@game_request("share.encode_game")
def share_encode_game(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """Both links a battle can travel as: with its whole history (start state + events,
    so the other phone can undo) and state only. ``fragment`` is the one to offer first:
    the history whenever it fits under the caps; ``with_history`` says why not otherwise."""
    system = SYSTEMS[game.system]
    if system.share_battle is None or system.share_history is None:
        raise InvalidData("payload.game_id", f"a {game.system} game",
                          "must name a battle that can be shared (rosters are shared one by one)")
    name = d.name(payload, "name", P, max_len=80, blank=True)
    # The open game and its state were checked as they were built: neither is read again.
    fragment = share.encode_value(system.share_battle, name, game.state)
    state_only: Json = {"fragment": fragment, "length": len(fragment)}
    with_history: Json
    try:
        full = share.encode_value(system.share_history, name, game)
        with_history = {"fragment": full, "length": len(full)}
    except share.TooBig as err:
        with_history = {"refused": str(err), **({"refused_msg": err.said.to_json()}
                                                 if err.said.id else {})}
    chosen = with_history if "fragment" in with_history else state_only
    return {"fragment": chosen["fragment"], "length": chosen["length"],
            "history": chosen is with_history, "actions": len(game.events),
            "with_history": with_history, "state_only": state_only}


def link_id(kind: str, data: Any) -> str:
    """What a link carries, as an id: the same for every opening of one link (and of any
    link carrying the same thing, whatever its name), so a device can tell a battle it
    already opened from it. A hash of the kind and the checked data, keys sorted."""
    text = json.dumps([kind, data], sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False)
    return "l" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


@request("share.decode")
def share_decode(payload: Mapping[str, Any]) -> Json:
    """A link, checked: its kind, title, name, data and ``link_id``. A battle with its
    history is replayed here once; given a ``game_id`` it is also kept open under that
    id and answered as ``game.open`` would (``opened``), so opening it from the preview
    replays nothing again."""
    d.only_keys(payload, P, ("fragment", "game_id"))
    shared = share.decode(payload.get("fragment"))
    reply: Json = {"kind": shared.kind, "title": shared.title, "name": shared.name,
                   "data": shared.data, "link_id": link_id(shared.kind, shared.data)}
    opens = link_opens().get(shared.kind)
    if opens is not None and opens["as"] == "pack":
        # Imported here: a start reads no pack (links of packs are rare beside battles).
        from aftermath import packs

        # Its one button, in the engine's words ("Add 12 profiles of Spires").
        reply["offer"] = packs.offer(shared.value)
        reply["offer_msg"] = packs.offer_said(shared.value).to_json()
    if opens is not None and opens["as"] == "game":
        # A battle with its history: the preview shows where it stands now, and how many
        # actions (all undoable) come with it.
        game = shared.value
        assert isinstance(game, SYSTEMS[opens["system"]].game)
        reply.update(system=opens["system"], state=game.state.to_json(),
                     actions=len(game.events))
        if "game_id" in payload:
            GAMES.put(game_id(payload), game)
            # The game's JSON travels once, in ``opened``.
            del reply["data"]
            reply["opened"] = game_reply(game)
    return reply


@request("share.to_setup")
def share_to_setup(payload: Mapping[str, Any]) -> Json:
    """``{"kind", "data"}`` (as ``share.decode`` gave them) -> ``{"system", "setup"}`` for
    ``game.new``: a shared battle, Regiment, Unit, profile or army list as a new game,
    and ``name``, the list's or profile's own name (a title when the link has none)."""
    d.only_keys(payload, P, ("kind", "data"))
    opens = {name: (system, kind) for name, (system, kind) in links().items()
             if kind.setup is not None}
    system, link = opens[d.text(payload, "kind", P, choices=opens)]
    value = link.read(payload.get("data"), "payload.data")
    assert link.setup is not None
    # A kept Muster item carries its own name.
    name = value.name if link.muster is not None else ""
    return {"system": system.name, "setup": link.setup(value), "name": name}


# The densest QR code a phone camera reads across a table from another phone's screen
# (117 modules a side): a link needing more is better scanned as its state-only link.
MAX_SCAN_VERSION = 25


@request("share.qr")
def share_qr(payload: Mapping[str, Any]) -> Json:
    """The QR code of a link as rows of 0/1 (segno: shipped with the engine's late part).

    Error correction L, the lowest: the code is read off a clean, lit screen, never a
    scratched print, and every level higher makes it denser. segno raises the level
    only when that fits in the same version, at no cost in density. ``dense`` says the
    code is past ``MAX_SCAN_VERSION``, with the reason in words. With ``unless_dense``
    a dense code is not made (``rows`` null): its version alone says so, in a fraction
    of the time, and the page shows a link that scans instead when there is one."""
    import segno

    d.only_keys(payload, P, ("text", "unless_dense"))
    text = d.text(payload, "text", P, max_len=4000)
    unless_dense = d.flag(payload, "unless_dense", P)
    try:
        version = qr_version(text)
        code = None if unless_dense and version > MAX_SCAN_VERSION else segno.make(
            text, error="l", micro=False)
    except segno.DataOverflowError as err:
        raise InvalidData("payload.text", f"{len(text)} characters",
                          "is too long for a QR code; share the link itself") from err
    rows = None if code is None else ["".join("1" if cell else "0" for cell in row)
                                      for row in code.matrix]
    size = 17 + 4 * version  # a QR code's side in squares (ISO/IEC 18004, 6.3.1)
    dense = version > MAX_SCAN_VERSION
    out: Json = {"version": version, "size": size, "rows": rows, "dense": dense}
    if dense:
        out["dense_text"] = (f"This link makes a QR code of {size} × {size} squares "
                             f"(version {version}), too dense to scan across a table: "
                             "scan the state-only link, or send this one")
    return out


def qr_version(text: str) -> int:
    """The version ``segno.make(text, error="l", micro=False)`` picks, without making the
    code (masking it is most of the time): segno's own choice, by its encoder's
    functions (segno is pinned; a unit test holds the two equal)."""
    from segno import consts, encoder

    segments = encoder.prepare_data(text, None, None)  # type: ignore[no-untyped-call]
    version: int = encoder.find_version(  # type: ignore[no-untyped-call]
        segments, consts.ERROR_LEVEL_L, eci=False, micro=False)
    return version
