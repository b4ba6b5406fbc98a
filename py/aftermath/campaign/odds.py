"""Exact chances for the odds screen, worked out by the same rule code the engine
resolves with, never a copy of it."""

from __future__ import annotations

from fractions import Fraction

from aftermath.campaign import tables
from aftermath.campaign.resolution import AftermathState


def recovery_chances(state: AftermathState) -> list[dict[str, Fraction]]:
    """Per side, each lost model's exact chance of surviving its Recovery roll (W-2)
    with the outcome (W-1, or the players' choice) as the battle stands before any
    roll. A model killed in an unrecoverable way has no chance."""
    chances: list[dict[str, Fraction]] = []
    for s, side in enumerate(state.sides):
        side_chances = {}
        for loss in side.losses:
            number = state.recovery_number(s, loss)
            side_chances[loss.model] = (
                Fraction(0) if number is None else tables.recovery_chance(number))
        chances.append(side_chances)
    return chances
