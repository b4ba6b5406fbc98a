"""The size on the wire of a whole game sent between two phones (``link.state``): a
three-Round Conquest battle of two full lists (tests/e2e/two_lists.py: 8 Regiments a
side, three Characters each) and about 200 actions, each side's Wound Pools, Morale
Tests, Character wounds, Heals and Rallies as a battle has them, set against the
engine's cap on one message (replica.MAX_STATE). Prints figures, asserts nothing.

  bench/link_state_size.py [--actions 200] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import sys
import zlib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from tests.e2e.seed import conquest_setup  # noqa: E402
from tests.e2e.two_lists import ALL  # noqa: E402

from aftermath import replica  # noqa: E402
from aftermath.conquest import ConquestBattle  # noqa: E402
from aftermath.errors import AftermathError  # noqa: E402


def tap(game: ConquestBattle, rng: random.Random, rids: list[str]) -> dict[str, Any]:
    """One tap a player might make now: a Morale Test owed comes first."""
    view = game.state.to_json()
    owed = [r["id"] for r in view["regiments"] if r.get("pending_morale")]
    if owed:
        return {"kind": "morale_test", "regiment": owed[0]}
    rid = rng.choice(rids)
    roll = rng.random()
    if roll < 0.55:
        return {"kind": "wound_pool", "regiment": rid, "wounds": rng.randint(1, 2)}
    if roll < 0.75:
        reg = next(r for r in view["regiments"] if r["id"] == rid)
        chars = [c["id"] for c in reg.get("characters", [])]
        if chars:
            return {"kind": "character_wounds", "regiment": rid, "character": chars[0],
                    "wounds": 1}
    if roll < 0.9:
        return {"kind": "heal", "regiment": rid, "points": rng.randint(1, 3)}
    return {"kind": "rally", "regiment": rid}


def battle(actions: int, seed: int) -> tuple[ConquestBattle, int, int]:
    setup = conquest_setup(ALL, None, ("Ana", "Ben"))
    game = ConquestBattle.new(setup)
    rng = random.Random(seed)
    rids = [r["id"] for r in setup["regiments"]]
    refused = 0
    rounds = 1
    # Regiments destroyed (refused ever after) end a battle short of its actions.
    while len(game.events) < actions and refused < actions * 20:
        # Three Rounds: a new one at each third of the battle (once no test is owed).
        event = tap(game, rng, rids)
        due = len(game.events) >= actions * rounds // 3
        if rounds < 3 and due and event["kind"] != "morale_test":
            event = {"kind": "new_round"}
        try:
            game.push(game.event_from_json(event), rng=rng)
        except AftermathError:
            refused += 1
            continue
        rounds += event["kind"] == "new_round"
    return game, rounds, refused


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    game, rounds, refused = battle(args.actions, args.seed)
    kinds: dict[str, int] = {}
    for e in game.events:
        kinds[e.kind] = kinds.get(e.kind, 0) + 1
    text = replica.state(game, len(game.events)).dumps()
    size = len(text.encode())
    start = len(replica.canonical(game.start_state()).encode())
    packed = len(zlib.compress(text.encode(), 9))
    print(f"{len(game.events)} actions over {rounds} Rounds ({refused} taps refused on the way): "
          + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))
    print(f"whole game on the wire: {size:,} bytes ({len(text):,} characters), of which "
          f"the start {start:,}; {(size - start) / len(game.events):.0f} bytes an action")
    per = (size - start) / len(game.events)
    print(f"deflated: {packed:,} bytes; the cap is {replica.MAX_STATE:,} characters: "
          f"{100 * len(text) / replica.MAX_STATE:.1f}% of it; at this rate the cap is "
          f"reached near {int((replica.MAX_STATE - start) / per):,} actions")


if __name__ == "__main__":
    main()
