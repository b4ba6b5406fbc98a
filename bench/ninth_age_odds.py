"""Exact Ninth Age odds with and without Multiple Wounds (N-6), side by side.

20 Trolls (3 Health Points) face 40 attacks hitting and wounding on 4+, no save: plain,
then Multiple Wounds D3 and D6 (each wound capped at 3). Prints figures, asserts nothing:
speed is measured here, never in a test. Run: `.venv/bin/python bench/ninth_age_odds.py`.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py")]

from aftermath.ninth_age import NinthAgeBattle  # noqa: E402
from aftermath.ninth_age.odds import (  # noqa: E402
    NinthAgeAttacks,
    _take,
    ninth_age_odds,
)

UNIT = NinthAgeBattle.new({"units": [{"id": "t", "name": "Trolls", "player": 0, "models": 20,
                                      "files": 5, "hp": 3}]}).unit("t")


def median_ms(attacks: NinthAgeAttacks, repeat: int = 15) -> float:
    times = []
    for _ in range(repeat):
        _take.cache_clear()  # cold: nothing remembered from an earlier run
        start = time.perf_counter()
        ninth_age_odds(UNIT, attacks)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    for label, multiple in (("plain", None), ("Multiple Wounds D3", "D3"),
                            ("Multiple Wounds D6", "D6")):
        attacks = NinthAgeAttacks(40, hit=4, wound=4, multiple_wounds=multiple)
        odds = ninth_age_odds(UNIT, attacks)
        print(f"{label:20} {median_ms(attacks):7.1f} ms  expected models removed "
              f"{float(odds.models_removed.mean):.2f}")


if __name__ == "__main__":
    main()
