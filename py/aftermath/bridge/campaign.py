"""The campaign aftermath on the bridge: its System descriptor and its requests beyond
the generic ``game.*`` ones. Each takes the request's payload and returns the reply's
result; a bad payload raises the engine's error, naming the field."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from aftermath import data as d
from aftermath.bridge.core import Json, P, System, install
from aftermath.campaign import CampaignAftermath, tables
from aftermath.campaign.resolution import AftermathState
from aftermath.campaign.roster import Roster, roster_view
from aftermath.history import Game, require_system


def roster_check(payload: Mapping[str, Any]) -> Json:
    """``{"roster": {...}}`` -> the roster normalised (defaults filled in, names
    trimmed) and its view; the roster editor saves the normalised form."""
    d.only_keys(payload, P, ("roster",))
    roster = Roster.from_json(payload.get("roster"), "roster")
    return {"roster": roster.to_json(), "view": roster_view(roster)}


def campaign_tables(payload: Mapping[str, Any]) -> Json:
    """The Recovery, Casualty Fate and Wound tables, for the dice-entry screens."""
    d.only_keys(payload, P, ())
    return tables.tables_json()


def typed_rolls(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """``{"game_id", "text": "16 16 18"}``: the action that enters the typed rolls owed
    now, in order, and any left over with why (``note``); nothing is pushed here."""
    from aftermath.campaign.typed import plan_typed, read_typed

    aftermath = require_system(game, CampaignAftermath, "payload.game_id")
    d.only_keys(payload, P, ("game_id", "text"))
    return plan_typed(aftermath.state, read_typed(payload.get("text"), f"{P}.text")).to_json()


def odds_game(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """``{"game_id"}``: the aftermath as it stands (rolls already made are certain)."""
    from aftermath.odds.campaign import campaign_odds

    aftermath = require_system(game, CampaignAftermath, "payload.game_id")
    d.only_keys(payload, P, ("game_id",))
    return campaign_odds(aftermath.state).to_json()


def odds_data(payload: Mapping[str, Any]) -> Json:
    """``{"setup": {...the game.new setup}}``: before any roll, each lost model's exact
    chance to survive its Recovery roll and how many of each side's survive."""
    from aftermath.odds.campaign import campaign_odds

    d.only_keys(payload, P, ("setup",))
    return campaign_odds(AftermathState.from_json(payload.get("setup"), "setup")).to_json()


SYSTEM = install(System(
    name="campaign",
    title="Campaign aftermath",
    game=CampaignAftermath,
    requests={"campaign.roster_check": roster_check, "campaign.tables": campaign_tables},
    game_requests={"campaign.typed_rolls": typed_rolls},
    odds_requests={"odds.campaign_setup": odds_data},
    odds_game_requests={"odds.campaign": odds_game},
))
