"""`make bench`: exact Conquest odds against a Monte Carlo of the same engine.

A 12-Stand Regiment faces 40 attacks: a Wound Pool rolled from them, then its Morale
Test. The exact odds (aftermath.odds) and a 100,000-trial Monte Carlo that applies the
real WoundPool and MoraleTest events to a copy of the battle for every trial, timed in
the same run. Prints figures, asserts nothing: speed is measured here, never in a test.
Targets: exact under 50 ms, and at least 10x faster than the Monte Carlo.

Beside it, the same pool from the flank of a Terrifying 1 Regiment on the Regiment with
Indomitable 1 and Oblivious (C-22 to C-26): target within 3x the plain case, < 50 ms.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py")]

from aftermath.conquest import MoraleTest, WoundPool  # noqa: E402
from aftermath.conquest.odds import ConquestAttacks, ConquestOdds, conquest_odds  # noqa: E402
from aftermath.conquest.odds_walk import WALK  # noqa: E402
from aftermath.conquest.regiment import PoolSource  # noqa: E402
from aftermath.conquest.state import ConquestState  # noqa: E402
from aftermath.history import Log  # noqa: E402

SETUP = {"regiments": [{"id": "a", "name": "A", "player": 0, "stands": 12, "files": 4,
                        "wounds": 2, "resolve": 3}]}
# Clash 4 against Defense 3: a hit on 1-4, a save on 1-3, so 1/3 of attacks wound.
ATTACKS = ConquestAttacks(40, hit=4, save=3)


SPECIAL = [{"name": "Indomitable", "x": 1}, {"name": "Oblivious"}]
FLANK = PoolSource("k", "Knights", "clash", "flank", terrifying=1)


def exact(cold: bool, special: bool = False) -> ConquestOdds:
    if cold:
        WALK.clear()  # no state remembered from an earlier run
    setup = SETUP
    if special:
        setup = {"regiments": [{**SETUP["regiments"][0], "special_rules": SPECIAL}]}
    regiment = ConquestState.from_json(setup).regiment("a")
    return conquest_odds(regiment, ATTACKS, source=FLANK if special else None)


def median_ms(cold: bool, repeat: int, special: bool = False) -> float:
    exact(cold, special)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        exact(cold, special)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def against(die: int, target: int) -> bool:
    """A roll against a characteristic: a natural 1 succeeds, a natural 6 fails."""
    return die == 1 or (die != 6 and die <= target)


def monte_carlo(trials: int, seed: int = 7) -> tuple[float, Counter[str]]:
    assert ATTACKS.hit is not None and ATTACKS.save is not None
    start_json = ConquestState.from_json(SETUP).to_json()
    roll = random.Random(seed).randint
    statuses: Counter[str] = Counter()
    begin = time.perf_counter()
    for _ in range(trials):
        state = ConquestState.from_json(start_json)
        pool = sum(against(roll(1, 6), ATTACKS.hit) and not against(roll(1, 6), ATTACKS.save)
                   for _ in range(ATTACKS.count))
        WoundPool("a", pool).apply(state, Log())
        owed = state.regiment("a").pending_morale
        if owed:
            MoraleTest("a", tuple(roll(1, 6) for _ in range(owed))).apply(state, Log())
        statuses[state.regiment("a").status] += 1
    return time.perf_counter() - begin, statuses


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=100_000)
    args = parser.parse_args()
    print(f"== Exact odds vs Monte Carlo (CPython {sys.version.split()[0]})")
    print("   12 Stands (Wounds 2, Resolve 3), 40 attacks (Clash 4, Defense 3), then Morale")
    cold = median_ms(True, 15)
    warm = median_ms(False, 15)
    odds = exact(True)
    print(f"  exact, nothing remembered     {cold:9.2f} ms (median of 15; target < 50 ms)")
    print(f"  exact, states remembered      {warm:9.2f} ms (median of 15)")
    special = median_ms(True, 15, special=True)
    special_odds = exact(True, special=True)
    print("   the same from the flank of Terrifying 1, on Indomitable 1 and Oblivious")
    print(f"  exact, nothing remembered     {special:9.2f} ms (median of 15; target < 50 ms, "
          f"{special / cold:.2f} x the plain case; target <= 3 x)")
    for status, p in special_odds.status.items():
        print(f"    {status:10s} exact {float(p) * 100:7.3f} %   (plain "
              f"{float(odds.status[status]) * 100:7.3f} %)")
    seconds, seen = monte_carlo(args.trials)
    print(f"  Monte Carlo, {args.trials:,} trials   {seconds * 1000:9.0f} ms "
          f"({seconds / args.trials * 1e6:.0f} us a trial)")
    print(f"  ratio Monte Carlo / exact     {seconds * 1000 / cold:9.0f} x (target >= 10 x)")
    worst = 0.0
    for status, p in odds.status.items():
        share = seen[status] / args.trials
        error = math.sqrt(float(p) * (1 - float(p)) / args.trials) or 1.0
        worst = max(worst, abs(share - float(p)) / error)
        print(f"    {status:10s} exact {float(p) * 100:7.3f} %   Monte Carlo {share * 100:7.3f} %")
    print(f"  largest gap: {worst:.2f} standard errors; mean Stands lost "
          f"{float(odds.stands_lost.mean):.3f}")


if __name__ == "__main__":
    main()
