"""Cross-check: for random small battles, the exact odds agree with a seeded Monte Carlo
of 100,000 trials of the real engine, within 4 standard errors for every outcome.

Each trial rolls its own dice (the attack rolls read as the odds modules document, by an
independent few lines here) and applies the real events to a copy of the battle. The
engine is deterministic, so its answer for a given pool and given dice is kept and
reused: that saves time, not trials.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Hashable
from fractions import Fraction
from typing import Any, TypeVar

import pytest

from aftermath.campaign import CampaignAftermath, RecoveryRoll
from aftermath.campaign.odds import campaign_odds
from aftermath.conquest import MoraleTest, WoundPool
from aftermath.conquest.odds import ConquestAttacks, ConquestOutcome, conquest_odds
from aftermath.conquest.state import ConquestState
from aftermath.history import Log
from aftermath.ninth_age import HealthPointLosses, NinthAgeBattle
from aftermath.ninth_age.battle import NinthAgeState
from aftermath.ninth_age.odds import NinthAgeAttacks, NinthAgeOutcome, ninth_age_odds

from .test_campaign_fixtures import battle, model
from .test_odds_fixtures import conquest_battle, ninth_age_battle, rich_conquest_battles, within

TRIALS = 100_000
K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


def memo(fn: Callable[[K], V]) -> Callable[[K], V]:
    seen: dict[K, V] = {}

    def call(key: K) -> V:
        if key not in seen:
            seen[key] = fn(key)
        return seen[key]
    return call


def conquest_hit(die: int, target: int) -> bool:
    """A roll against a characteristic: a natural 1 succeeds, a natural 6 fails."""
    return die == 1 or (die != 6 and die <= target)


def marginals(outcomes: Counter[Any], exact: dict[Any, Fraction], fields: tuple[str, ...],
              ) -> list[str]:
    bad = within(outcomes, exact, TRIALS)
    for name in fields:
        seen: Counter[Any] = Counter()
        for o, n in outcomes.items():
            seen[getattr(o, name)] += n
        expected: dict[Any, Fraction] = {}
        for o, p in exact.items():
            expected[getattr(o, name)] = expected.get(getattr(o, name), Fraction(0)) + p
        bad += [f"{name} {b}" for b in within(seen, expected, TRIALS)]
    return bad


CONQUEST_CASES = ["random-0", "random-1", "random-3", "engaged", "rebased"]


@pytest.mark.parametrize("case", CONQUEST_CASES)
def test_conquest_exact_odds_agree_with_the_engine_rolling_dice(case: str) -> None:
    if case.startswith("random"):
        rng = random.Random(int(case.split("-")[1]))
        game = conquest_battle(rng)
        attacks = ConquestAttacks(rng.randint(1, 4), rng.choice([None, 2, 3, 4]),
                                  rng.choice([None, 1, 2, 3]))
        modifiers: tuple[int, ...] = (rng.randint(-1, 1),)
    else:
        game = rich_conquest_battles()[case]
        attacks, modifiers = ConquestAttacks(5, 4, 2), (-1,)
    start = game.state.to_json()
    stands = len(game.regiment("a").alive_stands)

    @memo
    def pool(k: int) -> tuple[dict[str, Any], int, int]:
        state, log = ConquestState.from_json(start), Log()
        WoundPool("a", k).apply(state, log)
        suffered = next(s.data["suffered"] for s in log.steps if "suffered" in s.data)
        return state.to_json(), suffered, state.regiment("a").pending_morale

    @memo
    def finish(key: tuple[int, tuple[int, ...]]) -> ConquestOutcome:
        k, dice = key
        after, suffered, _ = pool(k)
        state, log, failed = ConquestState.from_json(after), Log(), 0
        if dice:
            MoraleTest("a", dice, modifiers).apply(state, log)
            failed = next(s.data["failed"] for s in log.steps if "failed" in s.data)
        r = state.regiment("a")
        return ConquestOutcome(suffered, failed, stands - len(r.alive_stands), r.status,
                               r.broken)

    roll = random.Random(1000 + CONQUEST_CASES.index(case)).randint
    seen: Counter[ConquestOutcome] = Counter()
    for _ in range(TRIALS):
        k = 0
        for _ in range(attacks.count):
            if attacks.hit is None or conquest_hit(roll(1, 6), attacks.hit):
                k += attacks.save is None or not conquest_hit(roll(1, 6), attacks.save)
        owed = pool(k)[2]
        seen[finish((k, tuple(roll(1, 6) for _ in range(owed))))] += 1
    exact = dict(conquest_odds(game.regiment("a"), attacks, modifiers=modifiers).outcomes)
    fields = ("wounds", "morale_failures", "stands_lost", "status", "broken")
    assert marginals(seen, exact, fields) == []


def ninth_age_roll(die: int, target: int) -> bool:
    return die != 1 and die >= target


@pytest.mark.parametrize("seed", range(3))
def test_ninth_age_exact_odds_agree_with_the_engine_rolling_dice(seed: int) -> None:
    rng = random.Random(seed)
    game: NinthAgeBattle = ninth_age_battle(rng)
    attacks = NinthAgeAttacks(rng.randint(1, 6), rng.choice([3, 4]), rng.choice([None, 4]),
                              rng.choice([None, 5, 7]), rng.choice([None, 6]),
                              rng.randint(1, 2))
    start = game.state.to_json()

    @memo
    def losses(total: int) -> NinthAgeOutcome:
        state = NinthAgeState.from_json(start)
        HealthPointLosses("u", "rank_and_file", total).apply(state, Log())
        u = state.unit("u")
        removed = sum(m.removed for m in u.models) - sum(
            m["removed"] for m in start["units"][0]["models"])
        return NinthAgeOutcome(total, removed, u.lost_hp)

    def passes(target: int | None, roll: int) -> bool:
        return target is None or ninth_age_roll(roll, target)

    def saved(target: int | None, roll: int) -> bool:
        return target is not None and ninth_age_roll(roll, target)

    dice = random.Random(2000 + seed).randint
    seen: Counter[NinthAgeOutcome] = Counter()
    for _ in range(TRIALS):
        unsaved = sum(
            passes(attacks.hit, dice(1, 6)) and passes(attacks.wound, dice(1, 6))
            and not saved(attacks.armour, dice(1, 6)) and not saved(attacks.special, dice(1, 6))
            for _ in range(attacks.count))
        seen[losses(unsaved * attacks.damage)] += 1
    exact = dict(ninth_age_odds(game.unit("u"), attacks).outcomes)
    assert marginals(seen, exact, ("losses", "models_removed", "carried")) == []


@pytest.mark.parametrize("seed", range(2))
def test_campaign_exact_survivors_agree_with_the_engine_rolling_d20s(seed: int) -> None:
    rng = random.Random(seed)
    game = battle(rng.randint(1, 2), rng.randint(1, 2),
                  a_first=model("hero", undead=rng.random() < 0.5))

    def survivors(s: int) -> Callable[[tuple[int, ...]], int]:
        @memo
        def engine(dice: tuple[int, ...]) -> int:
            work = CampaignAftermath.from_json(game.to_json())
            for loss, die in zip(work.state.sides[s].losses, dice, strict=True):
                work.push(RecoveryRoll(s, loss.model, die))
            return sum(bool(c["survived"]) for c in work.view()["sides"][s]["casualties"])
        return engine

    engine = [survivors(0), survivors(1)]
    roll = random.Random(3000 + seed).randint
    exact = campaign_odds(game.state)
    for s in (0, 1):
        lost = len(game.state.sides[s].losses)
        seen = Counter(engine[s](tuple(roll(1, 20) for _ in range(lost)))
                       for _ in range(TRIALS))
        assert within(seen, exact.sides[s].survivors.probabilities, TRIALS) == []
