"""The campaign aftermath on the bridge: its System descriptor and its requests beyond
the generic ``game.*`` ones. Each takes the request's payload and returns the reply's
result; a bad payload raises the engine's error, naming the field."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from aftermath import data as d
from aftermath.backup import Item, ascii_id
from aftermath.bridge.core import Json, P, System, install
from aftermath.campaign import CampaignAftermath, table_words
from aftermath.campaign.device_rosters import Device, sync
from aftermath.campaign.resolution import AftermathState
from aftermath.campaign.roster import Roster, roster_view
from aftermath.history import Game, require_system
from aftermath.said import sentence
from aftermath.systems import LinkKind, Word

if TYPE_CHECKING:
    from aftermath.report.model import Report


def roster_check(payload: Mapping[str, Any]) -> Json:
    """``{"roster": {...}}`` -> the roster normalised (defaults filled in, names
    trimmed) and its view; the roster editor saves the normalised form."""
    d.only_keys(payload, P, ("roster",))
    roster = Roster.from_json(payload.get("roster"), "roster")
    return {"roster": roster.to_json(), "view": roster_view(roster)}


def campaign_tables(payload: Mapping[str, Any]) -> Json:
    """The Recovery, Casualty Fate and Wound tables, for the dice-entry screens."""
    d.only_keys(payload, P, ())
    return table_words.tables_json()


def typed_rolls(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """``{"game_id", "text": "3 15 19"}``: the action that enters the typed rolls, each
    filling the roll owed next (across tables and models), and those single rolls in
    order (``rolls``); more than are owed is refused whole. Nothing is pushed here."""
    from aftermath.campaign.typed import plan_typed, read_typed

    aftermath = require_system(game, CampaignAftermath, "payload.game_id")
    d.only_keys(payload, P, ("game_id", "text"))
    return plan_typed(aftermath.state, read_typed(payload.get("text"), f"{P}.text")).to_json()


def rosters_alongside(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """``{"game_id", "applied", "confirmed", "written", "now"}``: what the device holds
    (see ``campaign.device_rosters``) -> the rosters to write with this action and the
    note, or ``{"change": false}``."""
    aftermath = require_system(game, CampaignAftermath, "payload.game_id")
    device = {k: v for k, v in payload.items() if k != "game_id"}
    return sync(aftermath.state, Device.from_json(device, P)).to_json()


def odds_game(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """``{"game_id"}``: the aftermath as it stands (rolls already made are certain)."""
    from aftermath.campaign.odds import campaign_odds

    aftermath = require_system(game, CampaignAftermath, "payload.game_id")
    d.only_keys(payload, P, ("game_id",))
    return campaign_odds(aftermath.state).to_json()


def odds_data(payload: Mapping[str, Any]) -> Json:
    """``{"setup": {...the game.new setup}}``: before any roll, each lost model's exact
    chance to survive its Recovery roll and how many of each side's survive."""
    from aftermath.campaign.odds import campaign_odds

    d.only_keys(payload, P, ("setup",))
    return campaign_odds(AftermathState.from_json(payload.get("setup"), "setup")).to_json()


def backup_roster(value: Any, field: str) -> Item:
    """A roster of a backup file, checked as the roster editor checks it."""
    data = d.obj(value, field)
    ident = ascii_id(data, field)
    roster = Roster.from_json(data.get("roster"), f"{field}.roster")
    record = {"id": ident, "roster": roster.to_json(), "view": roster_view(roster)}
    return Item("roster", ident, roster.name, record)


def _report(game: Game[Any]) -> Report:
    from aftermath.campaign.report import campaign_report

    return campaign_report(require_system(game, CampaignAftermath, "payload.game_id"))


SYSTEM = install(System(
    name="campaign",
    title="Campaign aftermath",
    title_msg=sentence("system-word-campaign-title", "Campaign aftermath"),
    game=CampaignAftermath,
    requests={"campaign.roster_check": roster_check, "campaign.tables": campaign_tables},
    game_requests={"campaign.typed_rolls": typed_rolls,
                   "campaign.rosters_alongside": rosters_alongside},
    odds_requests={"odds.campaign_setup": odds_data},
    odds_game_requests={"odds.campaign": odds_game},
    # A shared roster is kept on the device, not opened as a game.
    links=(LinkKind.of("campaign.roster", sentence("system-word-campaign-roster", "warband roster"),
                       Roster.from_json),),
    backup={"rosters": backup_roster},
    report=_report,
    lazy=("aftermath.campaign.odds", "aftermath.campaign.report"),
    report_words=(Word("no_fates", "no Casualty Fates rolled", "W-3"),
                  Word("no_captives", "No captives", "W-5")),
    words=(Word("outcome_from_losses", "From the models lost", "W-1"),),
))
