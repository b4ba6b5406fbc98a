"""Muster requests: check a profile or army list as it is kept, expand lists into a
battle setup, and the profile a new one starts from."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from aftermath import data as d
from aftermath.bridge.core import Json, P, game_request, request
from aftermath.errors import InvalidData
from aftermath.history import Game
from aftermath.muster import (
    KINDS,
    PROFILES,
    ArmyList,
    battle_setup,
    default_profile,
    no_profiles,
    piece_profile,
    read,
)


def _kind(payload: Mapping[str, Any]) -> str:
    return d.text(payload, "kind", P, choices=KINDS)


@request("muster.validate")
def validate(payload: Mapping[str, Any]) -> Json:
    """``{"kind": "profile" | "list" | "faction", "system", "data"}`` -> the data as it is kept."""
    system = d.text(payload, "system", P, choices=PROFILES)
    return {"data": read(_kind(payload), system, payload.get("data")).to_json()}


@request("muster.to_setup")
def to_setup(payload: Mapping[str, Any]) -> Json:
    """``{"lists": [list, list?]}`` -> a battle setup for ``game.new``."""
    raw = d.array(payload, "lists", P, max_len=2)
    if not raw:
        raise InvalidData("payload.lists", [], "must hold one or two army lists")
    lists = [ArmyList.from_json(item, f"payload.lists[{i}]") for i, item in enumerate(raw)]
    return {"system": lists[0].system,
            "setup": battle_setup(lists[0], lists[1] if len(lists) > 1 else None)}


@request("muster.defaults")
def defaults(payload: Mapping[str, Any]) -> Json:
    """The profile a new one starts from, per system (the rule texts' worked examples)."""
    system = d.text(payload, "system", P, choices=PROFILES)
    return {"profile": default_profile(system).to_json()}


@game_request("muster.from_battle")
def from_battle(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """``{"game_id", "piece"}`` -> ``{"system", "kind": "profile", "data"}``: the Regiment
    or Unit as the battle began, for "Save to Muster"."""
    piece = d.identifier(payload, "piece", P)
    if game.system not in PROFILES:
        raise InvalidData("payload.game_id", game.system, no_profiles())
    profile = piece_profile(game, piece, "payload.piece")
    return {"system": profile.system, "kind": "profile", "data": profile.to_json()}
