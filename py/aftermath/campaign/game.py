"""The aftermath of one campaign battle as a game on the shared history (push / pop /
redo / preview / JSON replay), like every other rule system."""

from __future__ import annotations

from typing import Any

from aftermath.campaign import view
from aftermath.campaign.events import (
    Confirm,
    FateRoll,
    RecoveryRoll,
    SetOutcome,
    TypedRolls,
    WoundRoll,
    WoundRolls,
    next_roll,
)
from aftermath.campaign.resolution import AftermathState
from aftermath.campaign.roster import Roster
from aftermath.history import Event, Game

Json = dict[str, Any]


class CampaignAftermath(Game[AftermathState]):
    """Set up with ``{"sides": [{"roster": {...}, "losses": [{"model": id,
    "recoverable": true}], "outcome": null}, {...}]}``."""

    system = "campaign"
    state_type = AftermathState
    # WoundRolls (several Wound Table rolls for one model) stays readable: saves, links
    # and backups hold it.
    event_types = (SetOutcome, RecoveryRoll, FateRoll, WoundRoll, WoundRolls, TypedRolls,
                   Confirm)

    def next_roll(self) -> Event | None:
        return next_roll(self.state)

    def rosters(self) -> tuple[Roster, Roster] | None:
        """Both rosters as the confirmed aftermath left them; None until confirmed."""
        a, b = (s.after for s in self.state.sides)
        return None if a is None or b is None else (a, b)

    @classmethod
    def describe(cls, state: AftermathState) -> Json:
        return view.describe(state)
