"""Conquest odds before the dice are rolled: a Wound Pool, fixed or rolled from attacks,
then its Morale Test (C-4 to C-16), for a Regiment as it stands in the battle.

The outcome space is: how many Wounds the pool holds, then how many Morale dice fail.
Each branch's Regiment comes from the engine (``walk``), so the Stands lost, Broken,
Shattered and destroyed are the engine's verdicts, never a second copy of the rules.

Reading of the attack rolls (the rule texts given here only cover the Wound Pool on):
a hit is a D6 equal to or under the attack's Clash or Volley value, a saved Wound a D6
equal to or under the Regiment's Defense or Evasion, and like every roll against a
characteristic a natural 1 always succeeds and a natural 6 always fails (C-10). So even
Clash 0 hits on a 1 and Defense 6 fails on a 6. ``None`` skips a roll: every attack
hits, or no Defense roll is allowed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from aftermath import data as d
from aftermath import form_error_words as fe
from aftermath.conquest import morale as rules
from aftermath.conquest import morale_words as said
from aftermath.conquest import refusal_words as refused
from aftermath.conquest.odds_walk import SIDES, WALK, Node, passing_faces
from aftermath.conquest.regiment import PoolSource, Regiment
from aftermath.conquest.special_events import DECAY_WOUND, decay_dice
from aftermath.errors import InvalidData, RuleViolation
from aftermath.odds.distribution import (
    Distribution,
    binomial_weights,
    chance_json,
    marginal,
)

Json = dict[str, Any]

MAX_ATTACKS = 200
MAX_POOL = 999  # as a WoundPool event accepts


@dataclasses.dataclass(frozen=True)
class ConquestAttacks:
    """``count`` attacks rolled against the Regiment; see the module's reading."""

    count: int
    hit: int | None = None
    save: int | None = None

    def __post_init__(self) -> None:
        # The same checks as every count the engine reads: 2.5 and True are not counts.
        d.int_value(self.count, "attacks.count", low=0, high=MAX_ATTACKS)
        for name in ("hit", "save"):
            value = getattr(self, name)
            if value is not None:
                d.int_value(value, f"attacks.{name}", low=0, high=20)

    @property
    def wound_chance(self) -> Fraction:
        good, sides = self._faces()
        return Fraction(good, sides)

    def _faces(self) -> tuple[int, int]:
        """Faces of two dice (hit, then Defense) out of 36 that make one Wound."""
        hits = SIDES if self.hit is None else passing_faces(self.hit)
        unsaved = SIDES if self.save is None else SIDES - passing_faces(self.save)
        return hits * unsaved, SIDES * SIDES

    def pool_weights(self) -> tuple[list[int], int]:
        good, sides = self._faces()
        return binomial_weights(self.count, good, sides), sides ** self.count


@dataclasses.dataclass(frozen=True, order=True)
class ConquestOutcome:
    """One way the action can end. ``wounds`` are the Wounds suffered from the pool (C-5,
    the Morale dice); ``broken`` is the Broken marker as the action ends, which a
    Shattered Regiment keeps and a Regiment destroyed outright may never have got."""

    wounds: int
    morale_failures: int
    stands_lost: int
    status: str
    broken: bool


@dataclasses.dataclass(frozen=True)
class ConquestOdds:
    """The exact odds of one action: the pool's size, each reading of the outcome as a
    distribution, the chance of each status as the action ends, and the joint outcomes.
    ``destroyed`` counts every way to lose the last Stand, Shattered included."""

    regiment: str
    pool: Distribution
    wounds: Distribution
    morale_failures: Distribution
    stands_lost: Distribution
    statuses: tuple[tuple[str, Fraction], ...]
    broken: Fraction
    shattered: Fraction
    destroyed: Fraction
    outcomes: tuple[tuple[ConquestOutcome, Fraction], ...]

    @property
    def status(self) -> dict[str, Fraction]:
        """How the action leaves the Regiment: steady, broken, shattered or destroyed."""
        return dict(self.statuses)

    def to_json(self) -> Json:
        return {
            "regiment": self.regiment, "pool": self.pool.to_json(),
            "wounds": self.wounds.to_json(), "morale_failures": self.morale_failures.to_json(),
            "stands_lost": self.stands_lost.to_json(),
            "status": {name: chance_json(p) for name, p in self.statuses},
            "broken": chance_json(self.broken), "shattered": chance_json(self.shattered),
            "destroyed": chance_json(self.destroyed),
        }


def read_regiment(value: Regiment | Mapping[str, Any], field: str = "regiment") -> Regiment:
    """A private copy: the odds never touch the caller's Regiment."""
    data = value.to_json() if isinstance(value, Regiment) else value
    return Regiment.from_json(data, field)


def conquest_odds(regiment: Regiment | Mapping[str, Any], pool: int | ConquestAttacks, *,
                  modifiers: Sequence[int] = (), morale: bool = True,
                  source: PoolSource | None = None) -> ConquestOdds:
    """Odds of one Wound Pool (``pool`` Wounds, or rolled from attacks) and its Morale
    Test, with the player's Resolve ``modifiers``; ``morale=False`` for a pool marked as
    causing no Morale Tests (C-12). ``source``: where the pool comes from (C-21), its
    arc and Terrifying, as the WoundPool event would record it; None for a pool that
    names nothing, which is from the front. Refused where the WoundPool event would be."""
    r = read_regiment(regiment)
    if source is not None and not isinstance(source, PoolSource):
        raise InvalidData("source", source, "must be a PoolSource or None")
    # C-21: a pool that names nothing came from the front (Phalanx, C-24, counts).
    r.pending_source = rules.PLAIN_POOL if source is None else source
    if r.destroyed:
        raise RuleViolation("C-5", refused.already_destroyed(r.name))
    if r.pending_morale:
        raise RuleViolation("C-12", said.must_test_first(r.name, r.pending_morale, "pool",
                                                          "another Wound Pool"))
    if isinstance(pool, ConquestAttacks):
        weights, denominator = pool.pool_weights()
    else:
        size = d.int_value(pool, "pool", low=0, high=MAX_POOL)
        weights, denominator = [0] * size + [1], 1
    return _odds(r, weights, denominator, _modifiers(modifiers), _flag(morale, "morale"),
                 owed=0)


def _modifiers(value: Any) -> tuple[int, ...]:
    """The Resolve modifiers as a MoraleTest event reads them (C-11): whole numbers, a
    few, each game-sized."""
    if isinstance(value, str | bytes) or not isinstance(value, Sequence):
        raise InvalidData("modifiers", value, fe.whole_numbers())
    return rules.read_modifiers({"modifiers": list(value)}, "")


def _flag(value: Any, field: str) -> bool:
    if not isinstance(value, bool):
        raise InvalidData(field, value, "must be True or False")
    return value


def decay_odds(regiment: Regiment | Mapping[str, Any], x: int) -> ConquestOdds:
    """Odds of a Decay (X) roll (C-29): Stands x X dice, each 5 or 6 a Wound of a pool
    that causes no Morale Tests. Refused where the Decay event would be."""
    r = read_regiment(regiment)
    d.int_value(x, "decay", low=1, high=6)
    if r.destroyed:
        raise RuleViolation("C-5", refused.already_destroyed(r.name))
    if r.pending_morale:
        raise RuleViolation("C-12", said.must_test_first(r.name, r.pending_morale, "decay",
                                                          "Decay"))
    dice = decay_dice(r, x)
    wounding = SIDES - DECAY_WOUND + 1
    return _odds(r, binomial_weights(dice, wounding, SIDES), SIDES ** dice, (), False, owed=0)


def owed_morale_odds(regiment: Regiment | Mapping[str, Any], *,
                     modifiers: Sequence[int] = ()) -> ConquestOdds:
    """Odds of the Morale Test a Regiment owes for a pool already allocated."""
    r = read_regiment(regiment)
    if not r.pending_morale:
        raise RuleViolation("C-12", said.no_test_to_take(r.name))
    return _odds(r, [1], 1, _modifiers(modifiers), True, owed=r.pending_morale)


def _odds(r: Regiment, weights: list[int], denominator: int, modifiers: tuple[int, ...],
          morale: bool, owed: int) -> ConquestOdds:
    walk = WALK
    key = walk.start(r)
    # C-23: against the flank or rear each die is re-rolled once if it passed, so it
    # fails on f of 6 faces, or passes then fails: f * (12 - f) of 36.
    again = rules.rerolls_passes(r)
    sides = SIDES * SIDES if again else SIDES
    stands = walk.node(key).stands
    # Branches by pool size: the state the pool leaves and the Wounds it made suffer.
    branches: list[tuple[int, str, int]] = []
    suffered = 0
    for k, weight in enumerate(weights):
        if k:
            key, took = walk.step(key)
            suffered += took
        if weight:
            branches.append((weight, key, owed + suffered))

    def tests(key: str, dice: int) -> bool:
        # C-12: no test for a pool that caused none, or once the Regiment is destroyed.
        return morale and dice > 0 and not walk.node(key).destroyed

    # One denominator for every branch: the pool's, times the sides per die of the
    # largest test.
    most = max((dice for _, key, dice in branches if tests(key, dice)), default=0)
    joint: dict[ConquestOutcome, int] = {}
    for weight, key, dice in branches:
        if not tests(key, dice):
            _add(joint, walk.node(key), stands, dice, 0, weight * sides ** most)
            continue
        failing = walk.failing_faces(key, modifiers)
        bad = failing * (2 * SIDES - failing) if again else failing
        scale = weight * sides ** (most - dice)
        state, taken = key, 0
        for rolled, m in enumerate(binomial_weights(dice, bad, sides)):
            # Indomitable, then Oblivious (C-25, C-26), by the engine's own reckoning.
            _, failed, wounds = rules.after_rolls(r, rolled)
            if wounds > taken:
                state, taken = walk.after(state, wounds - taken), wounds
            _add(joint, walk.node(state), stands, dice, failed, m * scale)
    return _summarise(r.id, weights, denominator, joint, denominator * sides ** most)


def _add(joint: dict[ConquestOutcome, int], node: Node, stands: int, dice: int, failed: int,
         weight: int) -> None:
    if not weight:
        return
    outcome = ConquestOutcome(dice, failed, stands - node.stands, node.status, node.broken)
    joint[outcome] = joint.get(outcome, 0) + weight


STATUSES = ("steady", "broken", "shattered", "destroyed")


def _summarise(regiment: str, weights: list[int], pool_denominator: int,
               joint: dict[ConquestOutcome, int], denominator: int) -> ConquestOdds:
    items = sorted(joint.items())
    status = {s: 0 for s in STATUSES}
    for o, w in items:
        status[o.status] += w

    def chance(weight: int) -> Fraction:
        return Fraction(weight, denominator)

    return ConquestOdds(
        regiment=regiment,
        pool=Distribution.from_weights(dict(enumerate(weights)), pool_denominator),
        wounds=marginal(((o.wounds, w) for o, w in items), denominator),
        morale_failures=marginal(((o.morale_failures, w) for o, w in items), denominator),
        stands_lost=marginal(((o.stands_lost, w) for o, w in items), denominator),
        statuses=tuple((s, chance(w)) for s, w in status.items()),
        broken=chance(sum(w for o, w in items if o.broken)),
        shattered=chance(status["shattered"]),
        destroyed=chance(status["shattered"] + status["destroyed"]),
        outcomes=tuple((o, chance(w)) for o, w in items),
    )
