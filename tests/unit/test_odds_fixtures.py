"""Builders the odds tests share (imported by the other test_odds_* files): random small
battles in the middle of a Round, and the comparison of exact odds with a Monte Carlo."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from aftermath.conquest import ConquestBattle, NewRound, Rally, SetContacts, WoundPool
from aftermath.ninth_age import NinthAgeBattle


def conquest_battle(rng: random.Random) -> ConquestBattle:
    """Regiment "a" part-way through a battle: Wound Markers, Stands lost this Round and
    maybe Broken, a Command Stand or not, maybe a Character, some Stands in contact with
    the enemy "e". Never destroyed and owing no Morale Test."""
    while True:
        files = rng.randint(1, 4)
        a: dict[str, Any] = {
            "id": "a", "name": "A", "player": 0, "stands": rng.randint(1, 8), "files": files,
            "wounds": rng.randint(1, 3), "resolve": rng.randint(1, 5),
            "command": rng.random() < 0.5,
        }
        if rng.random() < 0.3:
            a["characters"] = [{"id": "hero", "name": "Hero", "wounds": 2,
                                "resolve": rng.randint(1, 5)}]
        e = {"id": "e", "name": "E", "player": 1, "stands": 1, "files": 1, "wounds": 1,
             "resolve": 1}
        game = ConquestBattle.new({"regiments": [a, e]})
        for s in game.regiment("a").alive_stands:
            if s.rank == 0 and rng.random() < 0.5:
                game.push(SetContacts("a", s.id, ("e",)))
        for _ in range(rng.randint(0, 2)):
            game.push(WoundPool("a", rng.randint(0, 4), morale=False))
            if game.regiment("a").destroyed:
                break
            if rng.random() < 0.3:
                game.push(NewRound())
            if rng.random() < 0.2:
                game.push(Rally("a"))
        if not game.regiment("a").destroyed:
            return game


def rich_conquest_battles() -> dict[str, ConquestBattle]:
    """Hand-built states where every rule of the odds has work to do."""
    e = {"id": "e", "name": "E", "player": 1, "stands": 1, "files": 1, "wounds": 1,
         "resolve": 1}
    # Command Stand, a Character, engaged front Stands, a Stand lost this Round already.
    a = {"id": "a", "name": "A", "player": 0, "stands": 8, "files": 4, "wounds": 1,
         "resolve": 2, "characters": [{"id": "hero", "name": "Hero", "wounds": 2,
                                       "resolve": 4}]}
    engaged = ConquestBattle.new({"regiments": [a, e]})
    for stand in ("r0f0", "r0f1", "r0f2"):
        engaged.push(SetContacts("a", stand, ("e",)))
    engaged.push(WoundPool("a", 1, morale=False))
    # Broken last Round and re-based (C-15), with a Wounded Stand.
    b = {"id": "a", "name": "A", "player": 0, "stands": 6, "files": 3, "wounds": 2,
         "resolve": 3, "command": False}
    rebased = ConquestBattle.new({"regiments": [b, e]})
    rebased.push(WoundPool("a", 7, morale=False))
    rebased.push(NewRound())
    return {"engaged": engaged, "rebased": rebased}


def ninth_age_battle(rng: random.Random) -> NinthAgeBattle:
    """A small Unit, maybe with a Character, with some Health Points already lost."""
    hp = rng.randint(1, 3)
    unit: dict[str, Any] = {"id": "u", "name": "U", "player": 0, "models": rng.randint(2, 12),
                            "files": rng.randint(2, 5), "hp": hp}
    if rng.random() < 0.4:
        unit["characters"] = [{"id": "cap", "name": "Cap", "hp": rng.randint(1, 3)}]
    game = NinthAgeBattle.new({"units": [unit]})
    game.unit("u").lost_hp = rng.randint(0, hp - 1)
    return game


def within(result: Mapping[Any, int], exact: Mapping[Any, Fraction],
           trials: int) -> list[str]:
    """Every outcome whose observed frequency is more than 4 standard errors (plus one
    trial, for the counts being whole) from its exact probability, or observed though
    impossible. Empty when the Monte Carlo agrees."""
    bad = []
    for outcome in set(result) | set(exact):
        p = float(exact.get(outcome, 0))
        seen = result.get(outcome, 0) / trials
        error = math.sqrt(p * (1 - p) / trials)
        if abs(seen - p) > 4 * error + 1 / trials:
            bad.append(f"{outcome}: seen {seen:.5f}, exact {p:.5f} (4 SE {4 * error:.5f})")
    return sorted(bad)
