"""The campaign casualty tables as data: Recovery (W-1, W-2), Casualty Fate (W-3) and
Wound (W-4). Everything else asks these functions; no other module holds a number."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from aftermath.campaign.roster import CHARACTERISTICS, LOCATIONS
from aftermath.dice import check_dice
from aftermath.errors import InvalidData

D20 = 20
UNDEAD_BONUS = 2
HATE = 2
MIRACLE_EP = 5


@dataclasses.dataclass(frozen=True)
class Outcome:
    name: str
    recovery_number: int
    meaning: str


CRUSHING_VICTORY = Outcome("Crushing Victory", 10, "the enemy lost 3x as many models or more")
VICTORY = Outcome("Victory", 8, "the enemy lost 2x as many models")
PYRRHIC_VICTORY = Outcome("Pyrrhic Victory", 6, "both sides lost about as many models")
NOBLE_LOSS = Outcome("Noble Loss", 4, "you lost 2x as many models as the enemy")
ANNIHILATED = Outcome("Annihilated", 2, "you lost 3x as many models as the enemy or more")
OUTCOMES = (CRUSHING_VICTORY, VICTORY, PYRRHIC_VICTORY, NOBLE_LOSS, ANNIHILATED)
OUTCOME_NAMES = tuple(o.name for o in OUTCOMES)


def outcome_named(name: str) -> Outcome:
    return next(o for o in OUTCOMES if o.name == name)


def battle_outcome(lost: int, enemy_lost: int) -> Outcome | None:
    """W-1, from r = enemy_lost / lost, compared exactly (no float rounding at 1/3)."""
    if lost == 0:
        # W-1: a side that lost nothing rolls nothing. Its r is unbounded, which the
        # table reads as a Crushing Victory; when neither side lost a model there is no
        # ratio at all, so there is no outcome to report.
        return CRUSHING_VICTORY if enemy_lost else None
    r = Fraction(enemy_lost, lost)
    if r >= 3:
        return CRUSHING_VICTORY
    if r >= 2:
        return VICTORY
    if r > Fraction(1, 2):
        return PYRRHIC_VICTORY
    if r > Fraction(1, 3):
        return NOBLE_LOSS
    # r = 0 (the enemy lost nothing) lands here on purpose: W-1 says r <= 1/3, and a
    # side that lost models while killing none did worse than losing 3 for 1.
    return ANNIHILATED


def recovery_number(outcome: Outcome, undead: bool) -> int:
    """W-2: the highest D20 that survives; Undead bodies hold their spirits (+2)."""
    return outcome.recovery_number + (UNDEAD_BONUS if undead else 0)


def recovers(die: int, number: int) -> bool:
    return die <= number


def recovery_chance(number: int) -> Fraction:
    """The exact chance of a D20 passing :func:`recovers`, counted face by face."""
    return Fraction(sum(recovers(face, number) for face in range(1, D20 + 1)), D20)


@dataclasses.dataclass(frozen=True)
class Fate:
    low: int
    high: int
    name: str
    wound_rolls: int
    meaning: str


FULL_RECOVERY = Fate(1, 10, "Full Recovery", 0, "the injuries were far less severe than "
                     "they seemed")
WOUNDED = Fate(11, 16, "Wounded", 1, "roll once on the Wound Table")
BADLY_WOUNDED = Fate(17, 17, "Badly Wounded", 3, "roll 3 times on the Wound Table")
BITTER_ENEMY = Fate(18, 18, "Bitter Enemy", 0, f"gains Hate: {HATE} for the enemy force")
CAPTURED = Fate(19, 19, "Captured", 0, "held by the enemy until exchanged or bought back")
MIRACULOUS_RECOVERY = Fate(20, 20, "Miraculous Recovery", 0, f"recovers and gains "
                           f"+{MIRACLE_EP} EP")
FATES = (FULL_RECOVERY, WOUNDED, BADLY_WOUNDED, BITTER_ENEMY, CAPTURED, MIRACULOUS_RECOVERY)


def fate(die: int) -> Fate:
    return next(f for f in FATES if f.low <= die <= f.high)


@dataclasses.dataclass(frozen=True)
class Wound:
    low: int
    high: int
    location: str
    effect: str
    characteristic: str | None
    spot: int


WOUNDS = (
    Wound(1, 5, "Chest wound", "AR -1", "AR", 0),
    Wound(6, 10, "Leg wound", "MV -1", "MV", 0),
    Wound(11, 15, "Arm wound", "ST -1", "ST", 0),
    Wound(16, 16, "Blinded in one eye", "RC -1 and -1 to Spot tests; blinded twice, the "
          "model is blind and out of the game", "RC", -1),
    Wound(17, 17, "Head wound", "LD -1", "LD", 0),
    Wound(18, 18, "Ear wound", "-2 to Spot tests; attackers from the rear gain +4 CC",
          None, -2),
    Wound(19, 19, "Shell shock", "AC -1", "AC", 0),
    Wound(20, 20, "Hand wound", "CC -1", "CC", 0),
)
assert tuple(w.location for w in WOUNDS) == LOCATIONS
assert all(w.characteristic in (None, *CHARACTERISTICS) for w in WOUNDS)


def wound(die: int) -> Wound:
    return next(w for w in WOUNDS if w.low <= die <= w.high)


def d20(value: object, field: str) -> int:
    """One D20 the player entered, checked as every entered die is (dice.check_dice),
    with the error naming this field rather than a list position."""
    try:
        return check_dice([value], D20, field, count=1)[0]
    except InvalidData as err:
        raise InvalidData(field, value, err.because) from None


def tables_json() -> dict[str, object]:
    """The three tables as the screens print them beside the dice entry."""
    return {
        "recovery": [{"outcome": o.name, "recovery_number": o.recovery_number,
                      "meaning": o.meaning} for o in OUTCOMES],
        "undead_bonus": UNDEAD_BONUS,
        "fate": [{"low": f.low, "high": f.high, "result": f.name, "wound_rolls": f.wound_rolls,
                  "meaning": f.meaning} for f in FATES],
        "wound": [{"low": w.low, "high": w.high, "location": w.location, "effect": w.effect}
                  for w in WOUNDS],
    }
