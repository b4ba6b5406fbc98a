"""The Ninth Age — Health Point losses, removing casualties, viable formations (N-1 to N-5).

    >>> from aftermath.ninth_age import HealthPointLosses, NinthAgeBattle
    >>> battle = NinthAgeBattle.new({"units": [{"id": "trolls", "name": "Trolls",
    ...     "player": 0, "models": 10, "files": 5, "hp": 3}]})
    >>> steps = battle.push(HealthPointLosses("trolls", "rank_and_file", 7))
    >>> [m.id for m in battle.unit("trolls").models if m.removed], battle.unit("trolls").lost_hp
    (['m6', 'm10'], 1)
"""

from aftermath.ninth_age.attacks import Attack, ExcessShare
from aftermath.ninth_age.battle import HealthPointLosses, NinthAgeBattle, NinthAgeState
from aftermath.ninth_age.multiple_wounds import MultipleWounds
from aftermath.ninth_age.unit import RANK_AND_FILE, Character, Model, Unit
from aftermath.ninth_age.unstable import UnstableLosses

__all__ = [
    "RANK_AND_FILE", "Attack", "Character", "ExcessShare", "HealthPointLosses", "Model",
    "MultipleWounds", "NinthAgeBattle", "NinthAgeState", "Unit", "UnstableLosses",
]
