"""Campaign requests the bridge offers besides the generic ``game.*`` ones. Each takes
the request's payload and returns the reply's result; a bad payload raises the
engine's error, which the bridge turns into an error reply naming the field."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from aftermath import data as d
from aftermath.campaign import tables
from aftermath.campaign.odds import recovery_chances
from aftermath.campaign.resolution import AftermathState
from aftermath.campaign.roster import Roster, roster_view

Json = dict[str, Any]


def roster_check(payload: Mapping[str, Any]) -> Json:
    """``{"roster": {...}}`` -> the roster normalised (defaults filled in, names
    trimmed) and its view; the roster editor saves the normalised form."""
    d.only_keys(payload, "payload", ("roster",))
    roster = Roster.from_json(payload.get("roster"), "roster")
    return {"roster": roster.to_json(), "view": roster_view(roster)}


def recovery_odds(payload: Mapping[str, Any]) -> Json:
    """``{"setup": {...}}`` (the game.new setup) -> each lost model's exact chance to
    survive its Recovery roll, as a fraction and a percentage."""
    d.only_keys(payload, "payload", ("setup",))
    state = AftermathState.from_json(payload.get("setup"), "setup")
    return {"sides": [
        [{"model": model, "chance": str(p), "numerator": p.numerator,
          "denominator": p.denominator, "percent": float(p * 100)} for model, p in side.items()]
        for side in recovery_chances(state)
    ]}


def campaign_tables(payload: Mapping[str, Any]) -> Json:
    """The Recovery, Casualty Fate and Wound tables, for the dice-entry screens."""
    d.only_keys(payload, "payload", ())
    return tables.tables_json()


REQUESTS: dict[str, Callable[[Mapping[str, Any]], Json]] = {
    "campaign.roster_check": roster_check,
    "campaign.recovery_odds": recovery_odds,
    "campaign.tables": campaign_tables,
}
