"""Campaign casualties, D20: recovery rolls, casualty fates, lasting wounds, captives
and the warband roster (W-1 to W-6).

    >>> from aftermath.campaign import CampaignAftermath, RecoveryRoll
    >>> hero = {"id": "kell", "name": "Kell", "kind": "Hero", "value": 30,
    ...     "characteristics": {"AR": 20, "MV": 3, "ST": 11, "RC": 12, "LD": 13, "AC": 10,
    ...                         "CC": 11}}
    >>> game = CampaignAftermath.new({"sides": [
    ...     {"roster": {"name": "Brotherhood", "vp": 40, "models": [hero]},
    ...      "losses": [{"model": "kell"}]},
    ...     {"roster": {"name": "Dark Legion", "vp": 25, "models": []}}]})
    >>> game.view()["next"]["why"].split("; ")[1]
    "Brotherhood's outcome is Annihilated: Kell lives on a 2 or less (W-1, W-2)"
    >>> steps = game.push(RecoveryRoll(0, "kell", 2))
    >>> game.view()["next"]["table"]
    'Casualty Fate'
"""

from aftermath.campaign.events import (
    Confirm,
    FateRoll,
    RecoveryRoll,
    SetOutcome,
    WoundRoll,
    next_roll,
)
from aftermath.campaign.game import CampaignAftermath
from aftermath.campaign.resolution import AftermathState, Casualty, Loss, Side, resolve
from aftermath.campaign.roster import Hatred, Model, Roster

__all__ = [
    "AftermathState", "CampaignAftermath", "Casualty", "Confirm", "FateRoll", "Hatred", "Loss",
    "Model", "RecoveryRoll", "Roster", "SetOutcome", "Side", "WoundRoll", "next_roll",
    "resolve",
]
