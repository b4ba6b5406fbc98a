"""The ``game.*`` requests every rule system shares: new, open, push, preview, undo,
redo, log, close. The game's own class (from its :class:`System`) does the work."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from aftermath import data as d
from aftermath.bridge.core import (
    GAMES,
    SYSTEMS,
    Json,
    P,
    changed,
    game_id,
    open_game,
    reply,
    request,
    rng_for,
)
from aftermath.bridge.core import log as game_log_entries
from aftermath.history import msg_of, summary_of


@request("game.new")
def game_new(payload: Mapping[str, Any]) -> Json:
    system = SYSTEMS[d.text(payload, "system", P, choices=SYSTEMS)]
    gid = game_id(payload)
    game = system.game.new(payload.get("setup"))
    GAMES.put(gid, game)
    return reply(game)


@request("game.open")
def game_open(payload: Mapping[str, Any]) -> Json:
    """A saved game, replayed; or, given the ``checkpoint`` a device save keeps beside
    it, opened from that, replaying only the events since. The log then
    starts at the checkpoint (``log_from``): the device keeps the earlier lines."""
    gid = game_id(payload)
    # A device save from before text was checked may hold a lone surrogate: it opens.
    raw = d.obj(d.mend_saved_text(payload.get("game")), "game")
    system = SYSTEMS[d.text(raw, "system", "game", choices=SYSTEMS)]
    if payload.get("checkpoint") is None:
        game = system.game.from_json(raw, "game")
        log_from = 0
    else:
        checkpoint = d.mend_saved_text(payload["checkpoint"])
        game = system.game.resume(raw, checkpoint, "game", "payload.checkpoint")
        log_from = game.resumed_from  # 0 when the checkpoint was of other rules
    GAMES.put(gid, game)
    # A device that kept an older checkpoint (or none: the page closed before it asked;
    # or one of other rules, not used) is told which one to keep now, as after an action.
    out = reply(game, log_from=log_from)
    if game.checkpoint_count != log_from:
        out["checkpoint_due"] = game.checkpoint_count
    return out


@request("game.checkpoint")
def game_checkpoint(payload: Mapping[str, Any]) -> Json:
    """The checkpoint a device save keeps beside the game's events (``Game.checkpoint``)."""
    return open_game(payload).checkpoint()


@request("game.push")
def game_push(payload: Mapping[str, Any]) -> Json:
    game = open_game(payload)
    unrolled = game.event_from_json(payload.get("event"))
    # push never changes the state it replaces (it works on a copy), so it stays readable.
    before = game.state
    steps = game.push(unrolled, rng=rng_for(payload))  # rolls what the app was asked to
    event = game.events[-1]
    return changed(game, event, steps, outcome=game.outcome(before, game.state, event, steps))


@request("game.preview")
def game_preview(payload: Mapping[str, Any]) -> Json:
    game = open_game(payload)
    event = game.event_from_json(payload.get("event"))
    state, steps = game.preview(event)
    said = summary_of(event, state)  # made in the state it would leave
    return {"view": game.view(state), "steps": [s.to_json() for s in steps],
            "summary": str(said), "summary_msg": msg_of(said),
            "outcome": game.outcome(game.state, state, event, steps)}


@request("game.undo")
def game_undo(payload: Mapping[str, Any]) -> Json:
    game = open_game(payload)
    event = game.pop()
    return changed(game, event)


@request("game.redo")
def game_redo(payload: Mapping[str, Any]) -> Json:
    game = open_game(payload)
    before = game.state
    steps = game.redo()  # refuses first when there is nothing to redo
    event = game.events[-1]
    return changed(game, event, steps, outcome=game.outcome(before, game.state, event, steps))


@request("game.log")
def game_log(payload: Mapping[str, Any]) -> Json:
    return {"entries": game_log_entries(open_game(payload))}


@request("game.close")
def game_close(payload: Mapping[str, Any]) -> Json:
    GAMES.drop(game_id(payload))
    return {}
