"""A battle of the two full lists the glance tests and `make bench` use (16 Regiments, 6
Characters) played as a table plays it: Charges (the first deploys the battlefield),
moves, Wound Pools and their Morale Tests, Character wounds, Heals, Rallies, the active
player switched and new Rounds. Only what the rules accept is kept. For the tests of a
shared link's replay and for bench/link_open.py."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

from aftermath.conquest import (
    CharacterWounds,
    Charge,
    ConquestBattle,
    Heal,
    MoraleTest,
    NewRound,
    Rally,
    WoundPool,
)
from aftermath.conquest.events import Place, SetActivePlayer
from aftermath.errors import AftermathError
from aftermath.history import Event

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "e2e"))
from two_lists import ALL  # plain data, shared with the e2e tests


def setup() -> dict[str, Any]:
    rows = [{**r, "id": f"r{i}", "characters": [{**c, "id": f"r{i}c{j}"}
                                                 for j, c in enumerate(r["characters"], 1)]}
            for i, r in enumerate(ALL, 1)]
    return {"players": ["Ana", "Ben"], "regiments": rows}


def _next(game: ConquestBattle, dice: random.Random) -> Event | None:
    mine, theirs = f"r{dice.randint(1, 8)}", f"r{dice.randint(9, 16)}"
    if dice.random() < 0.5:
        mine, theirs = theirs, mine
    roll = dice.random()
    if game.state.battlefield is None or roll < 0.12:
        return Charge(mine, theirs, dice.choice(["front", "left", "right", "rear"]))
    if roll < 0.25:
        at = game.regiment(mine).position
        return None if at is None else Place(mine, round(at.x + dice.uniform(-120, 120)),
                                             round(at.y + dice.uniform(-120, 120)), at.facing)
    if roll < 0.55:
        return WoundPool(theirs, dice.randint(1, 6))
    if roll < 0.8:
        owing = [r for r in game.state.regiments if r.pending_morale]
        return None if not owing else MoraleTest(
            owing[0].id, tuple(dice.randint(1, 6) for _ in range(owing[0].pending_morale)))
    if roll < 0.85:
        return Heal(mine, 1)
    if roll < 0.88:
        return Rally(mine)
    if roll < 0.92:
        characters = game.regiment(mine).characters
        return None if not characters else CharacterWounds(mine, characters[0].id, 1)
    if roll < 0.96:
        return SetActivePlayer(1 - game.state.active_player)
    return NewRound()


def played(actions: int = 80, seed: int = 7) -> ConquestBattle:
    """The two lists' battle with ``actions`` actions applied (fewer only if the rules
    refuse 25 tries an action in a row)."""
    game = ConquestBattle.new(setup())
    dice = random.Random(seed)
    tries = 0
    while len(game.events) < actions and tries < 25 * actions:
        tries += 1
        event = _next(game, dice)
        if event is None:
            continue
        try:
            game.push(event)
        except AftermathError:
            continue  # refused by the rules: the table does something else
    return game
