"""Conquest requests beyond the generic game.* ones, merged into aftermath.bridge."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from aftermath import data as d
from aftermath.conquest import morale
from aftermath.conquest import outcome as verdicts
from aftermath.conquest.battle import ConquestBattle, stranded_by
from aftermath.conquest.examples import examples
from aftermath.errors import RuleViolation
from aftermath.history import Game, require_system

Json = dict[str, Any]


def resolve(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """The Resolve a Morale Test would be rolled against, with its breakdown (C-11)."""
    battle = require_system(game, ConquestBattle)
    d.only_keys(payload, "payload", ("game_id", "regiment", "modifiers"))
    rid = d.identifier(payload, "regiment", "payload")
    regiment = battle.state.regiment(rid, "payload.regiment")
    if regiment.destroyed:
        raise RuleViolation("C-12", f"{regiment.name} is destroyed: it takes no Morale Test")
    modifiers = morale.read_modifiers(payload, "payload")
    return {"regiment": regiment.id, "dice": regiment.pending_morale,
            "resolve": morale.resolve(regiment, modifiers).to_json(),
            "faces": verdicts.morale_faces(regiment, modifiers)["faces"]}


def push_order(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """Which Regiments an action would leave Stranded, in the default order of their
    pushes, for the Active Player to reorder before it is applied (C-19)."""
    battle = require_system(game, ConquestBattle)
    d.only_keys(payload, "payload", ("game_id", "event"))
    event = battle.event_from_json(payload.get("event"), "payload.event")
    return stranded_by(battle.state, event)


GAME_REQUESTS: dict[str, Callable[[Game[Any], Mapping[str, Any]], Json]] = {
    "conquest.resolve": resolve,
    "conquest.push_order": push_order,
}


REQUESTS: dict[str, Callable[[Mapping[str, Any]], Json]] = {
    "conquest.examples": examples,
}
