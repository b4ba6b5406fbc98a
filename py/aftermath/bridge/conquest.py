"""Conquest on the bridge: its System descriptor and the requests beyond the generic
``game.*`` ones (examples, the Resolve a test would face, push order, the edges a
Charge can take, odds)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from aftermath import data as d
from aftermath.bridge.core import Json, P, System, install
from aftermath.bridge.odds import optional_int
from aftermath.conquest import ConquestBattle, ConquestState, Regiment, morale
from aftermath.conquest import charge as charging
from aftermath.conquest import outcome as verdicts
from aftermath.conquest.charge_options import options
from aftermath.conquest.events import stranded_by
from aftermath.conquest.examples import examples
from aftermath.errors import InvalidData, RuleViolation
from aftermath.history import Game, require_system
from aftermath.muster import ArmyList, Profile, list_setup, profile_setup

if TYPE_CHECKING:
    from aftermath.odds.conquest import ConquestOdds

CONQUEST_ODDS_KEYS = ("pool", "attacks", "modifiers", "morale")


def _battle(game: Game[Any]) -> ConquestBattle:
    return require_system(game, ConquestBattle, "payload.game_id")


def conquest_examples(payload: Mapping[str, Any]) -> Json:
    """The rule texts' worked examples as ready-made battles."""
    return {"examples": examples()}


def resolve(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """The Resolve a Morale Test would be rolled against, with its breakdown (C-11)."""
    battle = _battle(game)
    d.only_keys(payload, P, ("game_id", "regiment", "modifiers"))
    rid = d.identifier(payload, "regiment", P)
    regiment = battle.state.regiment(rid, "payload.regiment")
    if regiment.destroyed:
        raise RuleViolation("C-12", f"{regiment.name} is destroyed: it takes no Morale Test")
    modifiers = morale.read_modifiers(payload, P)
    return {"regiment": regiment.id, "dice": regiment.pending_morale,
            "resolve": morale.resolve(regiment, modifiers).to_json(),
            "faces": verdicts.morale_faces(regiment, modifiers)["faces"]}


def push_order(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """Which Regiments an action would leave Stranded, in the default order of their
    pushes, for the Active Player to reorder before it is applied (C-19)."""
    battle = _battle(game)
    d.only_keys(payload, P, ("game_id", "event"))
    event = battle.event_from_json(payload.get("event"), "payload.event")
    return stranded_by(battle.state, event)


def charge_options(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """``{"game_id", "regiment", "enemy", "table": [width, depth] (a battle without a
    battlefield only)}``: the enemy's four edges to charge (C-17), each with its line in
    mm, whether it fits, the Stands that would touch and the offsets it may be nudged
    to; ``refused`` when no Charge is possible at all. Then push ``{"kind": "charge",
    "regiment", "enemy", "edge", "offset", "table"}``."""
    battle = _battle(game)
    d.only_keys(payload, P, ("game_id", "regiment", "enemy", "table"))
    state = battle.state
    attacker = state.regiment(d.identifier(payload, "regiment", P), f"{P}.regiment")
    enemy = state.regiment(d.identifier(payload, "enemy", P), f"{P}.enemy")
    table = charging.read_table(payload.get("table"), f"{P}.table")
    if table is not None and state.battlefield is not None:
        raise InvalidData(f"{P}.table", list(table), "must be left out: this battle has its "
                          "battlefield")
    return options(state, attacker.id, enemy.id, table)


def _odds(regiment: Regiment | Mapping[str, Any], payload: Mapping[str, Any]) -> Json:
    from aftermath.odds.conquest import ConquestAttacks, conquest_odds, owed_morale_odds

    modifiers = list(morale.read_modifiers(payload, P))
    if "pool" in payload and "attacks" in payload:
        raise InvalidData(f"{P}.attacks", payload["attacks"], "must be left out with a pool")
    odds: ConquestOdds
    if "attacks" in payload:
        raw = d.obj(payload["attacks"], f"{P}.attacks")
        d.only_keys(raw, f"{P}.attacks", ("count", "hit", "save"))
        attacks = ConquestAttacks(d.integer(raw, "count", f"{P}.attacks", low=0, high=200),
                                  optional_int(raw, "hit", f"{P}.attacks", 0, 20),
                                  optional_int(raw, "save", f"{P}.attacks", 0, 20))
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


def odds_game(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """``{"game_id", "regiment": id, "pool": n | "attacks": {"count", "hit", "save"},
    "modifiers": [..], "morale": true}``; with neither pool nor attacks, the odds of
    the Morale Test the Regiment owes."""
    battle = _battle(game)
    d.only_keys(payload, P, ("game_id", "regiment", *CONQUEST_ODDS_KEYS))
    regiment = battle.state.regiment(d.identifier(payload, "regiment", P), f"{P}.regiment")
    return _odds(regiment, payload)


def odds_data(payload: Mapping[str, Any]) -> Json:
    """``{"regiment": {...full or new-battle form}, "pool" | "attacks", ...}``."""
    d.only_keys(payload, P, ("regiment", *CONQUEST_ODDS_KEYS))
    return _odds(d.obj(payload.get("regiment"), f"{P}.regiment"), payload)


def _from_battle(state: ConquestState) -> Json:
    return state.to_json()


def _from_regiment(regiment: Regiment) -> Json:
    return {"regiments": [regiment.to_json()]}


def _from_profile(profile: Profile) -> Json:
    return profile_setup(profile)


def _from_list(army: ArmyList) -> Json:
    return list_setup(army)


SYSTEM = install(System(
    name="conquest",
    title="Conquest",
    game=ConquestBattle,
    requests={"conquest.examples": conquest_examples},
    game_requests={"conquest.resolve": resolve, "conquest.push_order": push_order,
                   "conquest.charge_options": charge_options},
    odds_requests={"odds.conquest_regiment": odds_data},
    odds_game_requests={"odds.conquest": odds_game},
    share_battle="conquest.battle",
    share_history="conquest.game",
    opens={"conquest.battle": _from_battle, "conquest.regiment": _from_regiment,
           "conquest.profile": _from_profile, "conquest.list": _from_list},
))
