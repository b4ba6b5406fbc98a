"""Conquest: The Last Argument of Kings — Wound Pools, Healing, Morale, Broken, Shattered.

    >>> from aftermath.conquest import ConquestBattle, WoundPool, MoraleTest
    >>> battle = ConquestBattle.new({"regiments": [{"id": "maa", "name": "Men-at-Arms",
    ...     "player": 0, "stands": 6, "files": 3, "wounds": 4, "resolve": 2}]})
    >>> steps = battle.push(WoundPool("maa", 6))
    >>> [stand.id for stand in battle.regiment("maa").stands if stand.destroyed]
    ['r1f0']
"""

from aftermath.conquest.battle import (
    CharacterWounds,
    ConquestBattle,
    ConquestState,
    Heal,
    MoraleTest,
    NewRound,
    Place,
    Rally,
    SetActivePlayer,
    SetContacts,
    WoundPool,
)
from aftermath.conquest.regiment import Character, Regiment, Stand

__all__ = [
    "Character", "CharacterWounds", "ConquestBattle", "ConquestState", "Heal", "MoraleTest",
    "NewRound", "Place", "Rally", "Regiment", "SetActivePlayer", "SetContacts", "Stand",
    "WoundPool",
]
