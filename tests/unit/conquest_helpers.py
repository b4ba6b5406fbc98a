"""Small builders shared by the Conquest tests."""

from __future__ import annotations

import copy
from typing import Any

from aftermath.conquest import ConquestBattle


def battle(*regiments: dict[str, Any], **state: Any) -> ConquestBattle:
    return ConquestBattle.new({"regiments": list(regiments), **state})


def regiment(id: str = "a", **kw: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"id": id, "name": id.upper(), "player": 0, "stands": 6, "files": 3,
                            "wounds": 1, "resolve": 3, "command": False}
    base.update(kw)
    return base


def markers(game: ConquestBattle, reg: str = "a") -> dict[str, int]:
    return {s.id: s.markers for s in game.regiment(reg).alive_stands}


def alive(game: ConquestBattle, reg: str = "a") -> list[str]:
    return [s.id for s in game.regiment(reg).alive_stands]


def destroyed(game: ConquestBattle, reg: str = "a") -> list[str]:
    return [s.id for s in game.regiment(reg).stands if s.destroyed]


def removed(steps: list[Any]) -> list[str]:
    """Stands destroyed by the steps of one event, in the order they were removed."""
    return [s.data["stand"] for s in steps if s.data.get("destroyed") is True]


def saved_now(game: dict[str, Any]) -> dict[str, Any]:
    """A game saved by an earlier Aftermath as this one writes it back: each Wound Pool
    that named nothing keeps the arc it was played with, none (C-21)."""
    game = copy.deepcopy(game)
    for event in [*game.get("events", []), *game.get("redo", [])]:
        if event["kind"] == "wound_pool" and not {"source", "harm", "arc"} & set(event):
            event["arc"] = "not named"
    return game


def state_now(state: dict[str, Any]) -> dict[str, Any]:
    """A state an earlier Aftermath saved, as this one works it out from the same
    events: a Morale Test owed for a pool that named nothing answers a pool of no arc."""
    state = copy.deepcopy(state)
    for r in state["regiments"]:
        if r.get("pending_morale") and r.get("pending_source") is None:
            r["pending_source"] = {"regiment": None, "name": None, "harm": None,
                                   "arc": "not named", "terrifying": 0}
    return state


def said_as_then(step: Any) -> dict[str, Any]:
    """A step's JSON as an old save has it: its English and data, without the message
    ids a step now carries beside them (``msg``, and a die's ``reason_msg`` in its data)."""
    def bare(x: Any) -> Any:
        if isinstance(x, dict):
            return {k: bare(v) for k, v in x.items() if k != "msg" and not k.endswith("_msg")}
        if isinstance(x, list):
            return [bare(v) for v in x]
        return x
    out: dict[str, Any] = bare(step.to_json())
    return out
