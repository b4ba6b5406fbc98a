"""Odds requests for aftermath.bridge: each about an open game (``GAME_REQUESTS``, the
bridge finds ``payload["game_id"]``) or about plain data sent along (``REQUESTS``).
None of them changes anything. Every result is the odds' ``to_json``: exact "n/d"
probabilities with float percents, and a mean per distribution."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from aftermath import data as d
from aftermath.campaign import CampaignAftermath
from aftermath.campaign.resolution import AftermathState
from aftermath.conquest import ConquestBattle, Regiment
from aftermath.conquest.morale import read_modifiers
from aftermath.errors import InvalidData
from aftermath.history import Game, require_system
from aftermath.ninth_age import NinthAgeBattle
from aftermath.ninth_age.unit import RANK_AND_FILE, Unit
from aftermath.odds.campaign import campaign_odds
from aftermath.odds.conquest import ConquestAttacks, ConquestOdds, conquest_odds, owed_morale_odds
from aftermath.odds.ninth_age import NinthAgeAttacks, ninth_age_odds

Json = dict[str, Any]
P = "payload"
CONQUEST_KEYS = ("pool", "attacks", "modifiers", "morale")
NINTH_AGE_KEYS = ("pool", "losses", "attacks")


def _optional(data: Mapping[str, Any], key: str, field: str, low: int, high: int) -> int | None:
    value = data.get(key)
    return None if value is None else d.int_value(value, f"{field}.{key}", low=low, high=high)


def _conquest_odds(regiment: Regiment | Mapping[str, Any], payload: Mapping[str, Any]) -> Json:
    modifiers = list(read_modifiers(payload, P))
    if "pool" in payload and "attacks" in payload:
        raise InvalidData(f"{P}.attacks", payload["attacks"], "must be left out with a pool")
    odds: ConquestOdds
    if "attacks" in payload:
        raw = d.obj(payload["attacks"], f"{P}.attacks")
        d.only_keys(raw, f"{P}.attacks", ("count", "hit", "save"))
        attacks = ConquestAttacks(d.integer(raw, "count", f"{P}.attacks", low=0, high=200),
                                  _optional(raw, "hit", f"{P}.attacks", 0, 20),
                                  _optional(raw, "save", f"{P}.attacks", 0, 20))
        odds = conquest_odds(regiment, attacks, modifiers=modifiers,
                             morale=d.flag(payload, "morale", P, default=True))
    elif "pool" in payload:
        odds = conquest_odds(regiment, d.integer(payload, "pool", P, low=0, high=999),
                             modifiers=modifiers,
                             morale=d.flag(payload, "morale", P, default=True))
    else:
        # No new pool: the odds of the Morale Test the Regiment owes (C-12).
        if "morale" in payload:
            raise InvalidData(f"{P}.morale", payload["morale"], "needs a pool or attacks")
        odds = owed_morale_odds(regiment, modifiers=modifiers)
    return odds.to_json()


def conquest_game(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """``{"game_id", "regiment": id, "pool": n | "attacks": {"count", "hit", "save"},
    "modifiers": [..], "morale": true}``; with neither pool nor attacks, the odds of
    the Morale Test the Regiment owes."""
    game = require_system(game, ConquestBattle)
    d.only_keys(payload, P, ("game_id", "regiment", *CONQUEST_KEYS))
    regiment = game.state.regiment(d.identifier(payload, "regiment", P), f"{P}.regiment")
    return _conquest_odds(regiment, payload)


def conquest_data(payload: Mapping[str, Any]) -> Json:
    """``{"regiment": {...full or new-battle form}, "pool" | "attacks", ...}``."""
    d.only_keys(payload, P, ("regiment", *CONQUEST_KEYS))
    return _conquest_odds(d.obj(payload.get("regiment"), f"{P}.regiment"), payload)


def _ninth_age_odds(unit: Unit | Mapping[str, Any], payload: Mapping[str, Any]) -> Json:
    pool = d.identifier(payload, "pool", P, default=RANK_AND_FILE)
    if ("losses" in payload) == ("attacks" in payload):
        raise InvalidData(f"{P}.losses", payload.get("losses"),
                          "give either losses or attacks, not both or neither")
    if "losses" in payload:
        return ninth_age_odds(unit, d.integer(payload, "losses", P, low=0, high=999),
                              pool).to_json()
    raw = d.obj(payload["attacks"], f"{P}.attacks")
    field = f"{P}.attacks"
    d.only_keys(raw, field, ("count", "hit", "wound", "armour", "special", "damage"))
    attacks = NinthAgeAttacks(
        d.integer(raw, "count", field, low=0, high=200),
        _optional(raw, "hit", field, 1, 7), _optional(raw, "wound", field, 1, 7),
        _optional(raw, "armour", field, 1, 7), _optional(raw, "special", field, 1, 7),
        d.integer(raw, "damage", field, low=1, high=6, default=1))
    return ninth_age_odds(unit, attacks, pool).to_json()


def ninth_age_game(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """``{"game_id", "unit": id, "pool": "rank_and_file" | a Character's id, "losses": n
    | "attacks": {"count", "hit", "wound", "armour", "special", "damage"}}``."""
    game = require_system(game, NinthAgeBattle)
    d.only_keys(payload, P, ("game_id", "unit", *NINTH_AGE_KEYS))
    unit = game.state.unit(d.identifier(payload, "unit", P), f"{P}.unit")
    return _ninth_age_odds(unit, payload)


def ninth_age_data(payload: Mapping[str, Any]) -> Json:
    """``{"unit": {...full or new-battle form}, "pool", "losses" | "attacks"}``."""
    d.only_keys(payload, P, ("unit", *NINTH_AGE_KEYS))
    return _ninth_age_odds(d.obj(payload.get("unit"), f"{P}.unit"), payload)


def campaign_game(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """``{"game_id"}``: the aftermath as it stands (rolls already made are certain)."""
    game = require_system(game, CampaignAftermath)
    d.only_keys(payload, P, ("game_id",))
    return campaign_odds(game.state).to_json()


def campaign_data(payload: Mapping[str, Any]) -> Json:
    """``{"setup": {...the game.new setup}}``."""
    d.only_keys(payload, P, ("setup",))
    return campaign_odds(AftermathState.from_json(payload.get("setup"), "setup")).to_json()


GAME_REQUESTS: dict[str, Callable[[Game[Any], Mapping[str, Any]], Json]] = {
    "odds.conquest": conquest_game,
    "odds.ninth_age": ninth_age_game,
    "odds.campaign": campaign_game,
}

REQUESTS: dict[str, Callable[[Mapping[str, Any]], Json]] = {
    "odds.conquest_regiment": conquest_data,
    "odds.ninth_age_unit": ninth_age_data,
    "odds.campaign_setup": campaign_data,
}
