"""What a Casualty Fate or a Wound Table result does to a model (W-4, W-6).

Each function changes the model in place and returns what the step log says of it:
sentences (campaign/step_words.py), and a Wound's notes as their arguments.
"""

from __future__ import annotations

from aftermath.campaign import step_words as step
from aftermath.campaign.roster import EAR_WOUND, EYE_WOUND, RETIRED_BLIND, Hatred, Model
from aftermath.campaign.tables import HATE, MIRACLE_EP, Wound
from aftermath.said import Arg, Said

Note = dict[str, Arg]


def apply_wound(model: Model, wound: Wound) -> list[Note]:
    """W-4: penalties stack, a characteristic never drops below 0, two eye wounds
    retire the model blind."""
    notes: list[Note] = []
    model.lasting_wounds.append(wound.location)
    stat = wound.characteristic
    if stat is not None:
        was = model.characteristics[stat]
        model.characteristics[stat] = max(0, was - 1)
        if was == 0:
            notes.append(step.note_args("stays_zero", stat))
        else:
            notes.append(step.note_args("lowered", stat, was, was - 1))
    if wound.spot:
        notes.append(step.note_args("spot", "", model.spot, model.spot + wound.spot))
        model.spot += wound.spot
    if wound.location == EAR_WOUND:
        notes.append(step.note_args("rear_cc", now=model.rear_attackers_cc))
    if model.lasting_wounds.count(EYE_WOUND) >= 2:
        model.status = RETIRED_BLIND
        notes.append(step.note_args("blind"))
    return notes


def bitter_enemy(model: Model, force: str) -> Said:
    """W-6: Hate: 2 for the force that hurt the model. A model that already Hates that
    force at 2 or more keeps what it has: the result grants Hate: 2, it does not add."""
    for h in model.hatreds:
        if h.force == force:
            h.hate = max(h.hate, HATE)
            return step.hate(h.hate, force)
    model.hatreds.append(Hatred(force, HATE))
    return step.hate(HATE, force)


def miraculous_recovery(model: Model) -> Said:
    """W-6: +5 EP."""
    model.ep += MIRACLE_EP
    return step.miracle(MIRACLE_EP, model.ep - MIRACLE_EP, model.ep)
