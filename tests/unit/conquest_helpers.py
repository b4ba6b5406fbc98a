"""Small builders shared by the Conquest tests."""

from __future__ import annotations

from typing import Any

from aftermath.conquest import ConquestBattle


def battle(*regiments: dict[str, Any], **state: Any) -> ConquestBattle:
    return ConquestBattle.new({"regiments": list(regiments), **state})


def regiment(id: str = "a", **kw: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"id": id, "name": id.upper(), "player": 0, "stands": 6, "files": 3,
                            "wounds": 1, "resolve": 3, "command": False}
    base.update(kw)
    return base


def markers(game: ConquestBattle, reg: str = "a") -> dict[str, int]:
    return {s.id: s.markers for s in game.regiment(reg).alive_stands}


def alive(game: ConquestBattle, reg: str = "a") -> list[str]:
    return [s.id for s in game.regiment(reg).alive_stands]


def destroyed(game: ConquestBattle, reg: str = "a") -> list[str]:
    return [s.id for s in game.regiment(reg).stands if s.destroyed]


def removed(steps: list[Any]) -> list[str]:
    """Stands destroyed by the steps of one event, in the order they were removed."""
    return [s.data["stand"] for s in steps if s.data.get("destroyed") is True]
