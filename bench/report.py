"""`make bench`: building the after-battle report of a 500-action Conquest
battle, beside opening the same battle from its save (both replay every action), so
the report's cost reads as a ratio as well as a time. Prints figures, asserts nothing."""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py")]

from aftermath import bridge  # noqa: E402
from aftermath.conquest import ConquestBattle, MoraleTest, NewRound, Rally, WoundPool  # noqa: E402
from aftermath.report import build  # noqa: E402

ACTIONS = 500


def battle(actions: int = ACTIONS, seed: int = 19) -> ConquestBattle:
    """Two players, 20 Regiments each of 12 Stands: Wound Pools of 1 to 6, each with
    its Morale Test rolled by a seeded die, a Rally now and then, a new Round every 40
    actions, until the battle holds ``actions`` actions."""
    rng = random.Random(seed)
    regiments = [{"id": f"r{i}", "name": f"Regiment {i}", "player": i % 2, "stands": 12,
                  "files": 4, "wounds": 4, "resolve": rng.randint(2, 4)} for i in range(40)]
    game = ConquestBattle.new({"regiments": regiments})
    while len(game.events) < actions:
        left = actions - len(game.events)
        alive = [r for r in game.state.regiments if not r.destroyed]
        if not alive:
            break
        if len(game.events) % 40 == 39:
            game.push(NewRound())
            continue
        r = rng.choice(alive)
        if r.broken and rng.random() < 0.3:
            game.push(Rally(r.id))
            continue
        game.push(WoundPool(r.id, rng.randint(1, 6)))
        owed = game.regiment(r.id).pending_morale
        if owed and left > 1:
            game.push(MoraleTest(r.id, tuple(rng.randint(1, 6) for _ in range(owed))))
        elif owed:
            game.pop()
            game.push(WoundPool(r.id, rng.randint(1, 6), morale=False))
    return game


def median_ms(fn: Callable[[], Any], repeat: int = 9) -> float:
    fn()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    game = battle()
    saved = game.to_json()
    report = build(game)
    dice = sum(len(r.dice) for r in report.rolls)
    print(f"== After-battle report (CPython {sys.version.split()[0]}): {len(game.events)} "
          f"actions, {len(report.rolls)} Morale Tests, {dice} dice, "
          f"{len(report.periods)} Rounds")
    bridge.reset()
    bridge.handle(json.dumps({"id": 1, "type": "game.open",
                              "payload": {"game_id": "bench", "game": saved}}))
    request = json.dumps({"id": 2, "type": "report.build", "payload": {"game_id": "bench"}})
    reply = bridge.handle(request)
    assert json.loads(reply)["ok"], reply[:300]
    opening = median_ms(lambda: ConquestBattle.from_json(saved))
    building = median_ms(lambda: build(game))
    as_json = median_ms(lambda: build(game).to_json())
    through = median_ms(lambda: bridge.handle(request))
    print(f"  open the saved battle (replay)        {opening:8.1f} ms (median of 9)")
    print(f"  build the report (Python API)         {building:8.1f} ms  "
          f"({building / opening:.2f}x opening)")
    print(f"  build + to_json                       {as_json:8.1f} ms")
    print(f"  report.build through the bridge       {through:8.1f} ms, reply "
          f"{len(reply) / 1024:.0f} kB")
    bridge.reset()


if __name__ == "__main__":
    main()
