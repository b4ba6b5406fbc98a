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

from aftermath.campaign.game import CampaignAftermath
from aftermath.campaign.report import campaign_report
from aftermath.conquest.game import ConquestBattle
from aftermath.conquest.report import conquest_report
from aftermath.history import Game
from aftermath.ninth_age.battle import NinthAgeBattle
from aftermath.ninth_age.report import ninth_age_report
from aftermath.report.model import JudgedRoll, Losses, LuckKind, Measure, Period, Report


def build(game: Game[Any]) -> Report:
    """The report of ``game`` as it stands, from its history (undone actions excluded)."""
    if isinstance(game, ConquestBattle):
        return conquest_report(game)
    if isinstance(game, NinthAgeBattle):
        return ninth_age_report(game)
    if isinstance(game, CampaignAftermath):
        return campaign_report(game)
    raise TypeError(f"no report for a {type(game).__name__}")


__all__ = ["JudgedRoll", "Losses", "LuckKind", "Measure", "Period", "Report", "build"]
