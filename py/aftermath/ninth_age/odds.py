"""The Ninth Age odds before the dice are rolled: attacks against one Health Pool, and
the models they remove and the lost Health Points carried over (N-2 to N-4).

Each attack rolls to hit, to wound, then the armour and special saves, each a D6 target
"X+": a roll equal to or over X succeeds, and a natural 1 always fails, so 1+ acts as
2+. ``None`` skips a roll (an automatic hit or wound; no such save), and a save of 7+
is no save. Every unsaved wound costs ``damage`` Health Points (1 unless a fixed
multiple), or, with ``multiple_wounds`` ("2", "D3", "D6", "D3+1"), each unsaved wound
costs X, capped at the Health Points of one model of the pool by the engine's own
Multiple Wounds (N-6). Which models leave, and what is carried over, is the engine's
``take_losses`` on a copy of the Unit for each possible total, memoised.
"""

from __future__ import annotations

import dataclasses
import functools
import json
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from aftermath import form_error_words as fe
from aftermath.errors import InvalidData, RuleViolation
from aftermath.history import Log
from aftermath.ninth_age import casualties
from aftermath.ninth_age import refusal_words as refused
from aftermath.ninth_age.multiple_wounds import MultipleWounds, parse_spec
from aftermath.ninth_age.unit import RANK_AND_FILE, Unit
from aftermath.odds.distribution import Distribution, binomial_weights, chance_json, marginal

Json = dict[str, Any]

SIDES = 6
MAX_ATTACKS = 200
MAX_DAMAGE = 6
MAX_LOSSES = 999  # as a HealthPointLosses event accepts


def rolls(target: int | None, *, skipped: int) -> int:
    """Faces of a D6 that succeed on ``target`` X+ (a natural 1 always fails); ``skipped``
    is what a missing roll counts as: all 6 faces for a hit or wound, none for a save."""
    if target is None:
        return skipped
    return sum(face >= target and face != 1 for face in range(1, SIDES + 1))


@dataclasses.dataclass(frozen=True)
class NinthAgeAttacks:
    count: int
    hit: int | None = None
    wound: int | None = None
    armour: int | None = None
    special: int | None = None
    damage: int = 1
    multiple_wounds: str | None = None

    def __post_init__(self) -> None:
        _check("attacks.count", self.count, 0, MAX_ATTACKS)
        _check("attacks.damage", self.damage, 1, MAX_DAMAGE)
        if self.multiple_wounds is not None:
            parse_spec(self.multiple_wounds, "attacks.multiple_wounds")
            if self.damage != 1:
                raise InvalidData("attacks.damage", self.damage,
                                  fe.left_out_with_multiple_wounds())
        for name in ("hit", "wound", "armour", "special"):
            value = getattr(self, name)
            if value is not None:
                _check(f"attacks.{name}", value, 1, 7)

    def _faces(self) -> tuple[int, int]:
        """Faces of the four dice, out of 6 ** 4, that make one unsaved wound."""
        good = (rolls(self.hit, skipped=SIDES) * rolls(self.wound, skipped=SIDES)
                * (SIDES - rolls(self.armour, skipped=0))
                * (SIDES - rolls(self.special, skipped=0)))
        return good, SIDES ** 4

    @property
    def unsaved_chance(self) -> Fraction:
        return Fraction(*self._faces())

    def loss_weights(self, hp: int = 1) -> tuple[dict[int, int], int]:
        """Weights of each total of Health Point losses; ``hp``: per model of the pool."""
        good, sides = self._faces()
        if self.multiple_wounds is None:
            weights = binomial_weights(self.count, good, sides)
            return {k * self.damage: w for k, w in enumerate(weights)}, sides ** self.count
        faces = parse_spec(self.multiple_wounds, "attacks.multiple_wounds").faces()
        # One attack: no unsaved wound, or one worth each face's capped value (N-6).
        one: dict[int, int] = {0: (sides - good) * len(faces)}
        for face in faces:
            value = MultipleWounds(self.multiple_wounds, 1, (face,)).capped(hp)[0]
            one[value] = one.get(value, 0) + good
        total: dict[int, int] = {0: 1}
        for _ in range(self.count):
            total = _convolve(total, one)
        return total, (sides * len(faces)) ** self.count


def _convolve(a: dict[int, int], b: dict[int, int]) -> dict[int, int]:
    out: dict[int, int] = {}
    for x, wa in a.items():
        for y, wb in b.items():
            out[x + y] = out.get(x + y, 0) + wa * wb
    return out


def _check(field: str, value: int, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InvalidData(field, value, fe.whole_from_to(low, high))


@dataclasses.dataclass(frozen=True, order=True)
class NinthAgeOutcome:
    losses: int
    models_removed: int
    carried: int


@dataclasses.dataclass(frozen=True)
class NinthAgeOdds:
    unit: str
    pool: str
    losses: Distribution
    models_removed: Distribution
    carried: Distribution
    wiped_out: Fraction
    removal: tuple[tuple[str, Fraction], ...]
    outcomes: tuple[tuple[NinthAgeOutcome, Fraction], ...]

    @property
    def removal_chances(self) -> dict[str, Fraction]:
        """Each model of the pool: its chance of being removed."""
        return dict(self.removal)

    def to_json(self) -> Json:
        return {
            "unit": self.unit, "pool": self.pool, "losses": self.losses.to_json(),
            "models_removed": self.models_removed.to_json(), "carried": self.carried.to_json(),
            "wiped_out": chance_json(self.wiped_out),
            "removal": [{"model": m, **chance_json(p)} for m, p in self.removal],
        }


@functools.lru_cache(maxsize=2048)
def _take(key: str, pool: str, losses: int) -> tuple[tuple[str, ...], int, bool]:
    """The engine's verdict on one batch: models removed, lost HP carried, wiped out."""
    work = Unit.from_json(json.loads(key))
    result = casualties.take_losses(work, pool, losses, Log())
    return tuple(result.removed), result.lost_hp, not work.pool_models(pool)


def ninth_age_odds(unit: Unit | Mapping[str, Any], losses: int | NinthAgeAttacks,
                   pool: str = RANK_AND_FILE) -> NinthAgeOdds:
    """Odds of one batch of losses to ``pool`` of ``unit``, from its current carried-over
    Health Points: a fixed number of losses, or rolled from attacks."""
    u = Unit.from_json(unit.to_json() if isinstance(unit, Unit) else unit, "unit")
    if pool != RANK_AND_FILE:
        u.character(pool, "pool")
    members = [m.id for m in u.pool_models(pool)]
    if not members:
        raise RuleViolation("N-2", refused.pool_empty(u.pool_said(pool), u.pool_title(pool)))
    if isinstance(losses, NinthAgeAttacks):
        weights, denominator = losses.loss_weights(u.hp_per_model(pool))
    else:
        _check("losses", losses, 0, MAX_LOSSES)
        weights, denominator = {losses: 1}, 1
    key = json.dumps(u.to_json(), sort_keys=True, separators=(",", ":"))
    left = u.health_points_left(pool)
    joint: dict[NinthAgeOutcome, int] = {}
    removed_weight = dict.fromkeys(members, 0)
    wiped = 0
    for total, weight in weights.items():
        if not weight:
            continue
        # Losses beyond the pool's Health Points are excess and change nothing (N-2):
        # one engine run answers every total from there up.
        removed, carried, gone = _take(key, pool, min(total, left))
        outcome = NinthAgeOutcome(total, len(removed), carried)
        joint[outcome] = joint.get(outcome, 0) + weight
        for m in removed:
            removed_weight[m] += weight
        wiped += weight if gone else 0
    items = sorted(joint.items())
    return NinthAgeOdds(
        unit=u.id, pool=pool,
        losses=marginal(((o.losses, w) for o, w in items), denominator),
        models_removed=marginal(((o.models_removed, w) for o, w in items), denominator),
        carried=marginal(((o.carried, w) for o, w in items), denominator),
        wiped_out=Fraction(wiped, denominator),
        removal=tuple((m, Fraction(w, denominator)) for m, w in removed_weight.items()),
        outcomes=tuple((o, Fraction(w, denominator)) for o, w in items),
    )
