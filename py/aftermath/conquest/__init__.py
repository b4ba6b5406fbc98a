"""Conquest: The Last Argument of Kings — Wound Pools, Healing, Morale, Broken, Shattered.

Laid out as the campaign is: ``state.py`` (the battle and the checks on it),
``events.py`` (the player actions), ``game.py`` (the history), ``view.py`` (what the
screens draw); the rule modules (allocation, healing, morale, engagement...) under them.

    >>> from aftermath.conquest import ConquestBattle, WoundPool, MoraleTest
    >>> battle = ConquestBattle.new({"regiments": [{"id": "maa", "name": "Men-at-Arms",
    ...     "player": 0, "stands": 6, "files": 3, "wounds": 4, "resolve": 2}]})
    >>> steps = battle.push(WoundPool("maa", 6))
    >>> [stand.id for stand in battle.regiment("maa").stands if stand.destroyed]
    ['r1f0']
"""

from aftermath.conquest.events import (
    CharacterWounds,
    Charge,
    Heal,
    MoraleTest,
    NewRound,
    Place,
    Rally,
    SetActivePlayer,
    SetContacts,
    WoundPool,
)
from aftermath.conquest.game import ConquestBattle
from aftermath.conquest.regiment import Character, Regiment, Stand
from aftermath.conquest.special_events import Bravery, Decay
from aftermath.conquest.state import ConquestState

__all__ = [
    "Bravery", "Character", "CharacterWounds", "Charge", "ConquestBattle", "ConquestState",
    "Decay", "Heal", "MoraleTest", "NewRound", "Place", "Rally", "Regiment", "SetActivePlayer",
    "SetContacts", "Stand", "WoundPool",
]
