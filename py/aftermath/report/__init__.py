"""The after-battle report: what each side lost, Round by Round, and how
lucky its dice were by the exact odds, for any game at any point of it.

    >>> from aftermath.conquest import ConquestBattle, MoraleTest, WoundPool
    >>> from aftermath.report import build
    >>> battle = ConquestBattle.new({"regiments": [
    ...     {"id": "a", "name": "Militia", "player": 0, "stands": 3, "files": 3,
    ...      "wounds": 1, "resolve": 3, "command": False}]})
    >>> _ = battle.push(WoundPool("a", 2))
    >>> _ = battle.push(MoraleTest("a", (5, 6)))  # Resolve 3 (C-11): both fail (C-10)
    >>> luck = build(battle).rolls[0].luck
    >>> luck.actual, luck.this_or_worse, luck.this_or_better
    (2, Fraction(1, 4), Fraction(1, 1))
"""

from __future__ import annotations

from typing import Any

from aftermath import systems
from aftermath.errors import InvalidData
from aftermath.history import Game
from aftermath.report.model import JudgedRoll, Losses, LuckKind, Measure, Period, Report


def build(game: Game[Any]) -> Report:
    """The report of ``game`` as it stands, from its history (undone actions excluded),
    by its rule system's own report (``System.report``: ``aftermath.conquest.report``
    and its like build one from this package's model, which knows no system)."""
    if not isinstance(game, Game):
        raise InvalidData("game", game, "must be a game (a Game of a rule system)")
    system = systems.registered().get(game.system)
    if system is None or system.report is None:
        raise InvalidData("game", f"a {type(game).__name__}", "is of no system with a report")
    report: Report = system.report(game)
    return report


__all__ = ["JudgedRoll", "Losses", "LuckKind", "Measure", "Period", "Report", "build"]
