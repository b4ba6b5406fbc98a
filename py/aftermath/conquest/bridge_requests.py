"""Conquest requests beyond the generic game.* ones, merged into aftermath.bridge."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from aftermath import data as d
from aftermath.conquest import morale
from aftermath.conquest.battle import ConquestBattle
from aftermath.conquest.examples import examples
from aftermath.errors import InvalidData
from aftermath.history import Game

Json = dict[str, Any]


def _conquest(game: Game[Any]) -> ConquestBattle:
    if not isinstance(game, ConquestBattle):
        raise InvalidData("game_id", game.system, "is not a Conquest battle")
    return game


def resolve(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """The Resolve a Morale Test would be rolled against, with its breakdown (C-11)."""
    battle = _conquest(game)
    regiment = battle.regiment(d.identifier(payload, "regiment", "payload"))
    mods = d.array(payload, "modifiers", "payload", default=[], max_len=10)
    modifiers = [d.int_value(m, f"payload.modifiers[{i}]", low=-12, high=12)
                 for i, m in enumerate(mods)]
    return {"regiment": regiment.id, "dice": regiment.pending_morale,
            "resolve": morale.resolve(regiment, modifiers).to_json()}


GAME_REQUESTS: dict[str, Callable[[Game[Any], Mapping[str, Any]], Json]] = {
    "conquest.resolve": resolve,
}


REQUESTS: dict[str, Callable[[Mapping[str, Any]], Json]] = {
    "conquest.examples": examples,
}
