"""What a Casualty Fate or a Wound Table result does to a model (W-4, W-6).

Each function changes the model in place and returns the lines the step log shows.
"""

from __future__ import annotations

from aftermath.campaign.roster import EAR_WOUND, EYE_WOUND, RETIRED_BLIND, Hatred, Model
from aftermath.campaign.tables import HATE, MIRACLE_EP, Wound


def apply_wound(model: Model, wound: Wound) -> list[str]:
    """W-4: penalties stack, a characteristic never drops below 0, two eye wounds
    retire the model blind."""
    notes = []
    model.lasting_wounds.append(wound.location)
    stat = wound.characteristic
    if stat is not None:
        was = model.characteristics[stat]
        model.characteristics[stat] = max(0, was - 1)
        if was == 0:
            notes.append(f"{stat} is already 0 and stays 0")
        else:
            notes.append(f"{stat} {was} -> {was - 1}")
    if wound.spot:
        notes.append(f"Spot tests {model.spot:+d} -> {model.spot + wound.spot:+d}")
        model.spot += wound.spot
    if wound.location == EAR_WOUND:
        notes.append(f"attackers from the rear gain +{model.rear_attackers_cc} CC")
    if model.lasting_wounds.count(EYE_WOUND) >= 2:
        model.status = RETIRED_BLIND
        notes.append("blinded in both eyes: the model is blind and leaves the roster")
    return notes


def bitter_enemy(model: Model, force: str) -> str:
    """W-6: Hate: 2 for the force that hurt the model. A model that already Hates that
    force at 2 or more keeps what it has: the result grants Hate: 2, it does not add."""
    for h in model.hatreds:
        if h.force == force:
            h.hate = max(h.hate, HATE)
            return f"Hate: {h.hate} for {force}"
    model.hatreds.append(Hatred(force, HATE))
    return f"Hate: {HATE} for {force}"


def miraculous_recovery(model: Model) -> str:
    """W-6: +5 EP."""
    model.ep += MIRACLE_EP
    return f"+{MIRACLE_EP} EP ({model.ep - MIRACLE_EP} -> {model.ep})"
