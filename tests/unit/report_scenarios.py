"""Battles the report tests share with the fixture script that made their expected JSON."""

from __future__ import annotations

from aftermath.conquest import ConquestBattle, Heal, MoraleTest, NewRound, WoundPool

from .conquest_helpers import battle, regiment


def morale_only_battle() -> ConquestBattle:
    """Morale dice on both sides, a flank test re-rolled (C-23), heals that roll no die
    (Fanatical Devotion, Regeneration, a plain Heal) and a second Round."""
    game = battle(regiment("m", name="Militia", stands=6, wounds=2, resolve=3),
                  regiment("k", name="Knights", player=1, stands=3, wounds=3, resolve=4))
    game.push(WoundPool("m", 2))
    game.push(MoraleTest("m", (5, 5)))
    game.push(WoundPool("k", 3, source="m", harm="clash", arc="flank"))
    game.push(MoraleTest("k", (1, 3, 6), rerolls=(4, 5)))
    game.push(Heal("k", 3, source="fanatical_devotion"))
    game.push(NewRound())
    game.push(Heal("m", 1, source="regeneration"))
    game.push(WoundPool("m", 1))
    game.push(MoraleTest("m", (2,)))
    game.push(Heal("k", 1))
    return game
