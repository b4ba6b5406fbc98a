"""Builders shared by the battlefield and engagement tests (no tests of its own).

Coordinates in mm; facing 0 looks towards +y ("north"), 90 towards +x. ``position`` is
the centre of the front edge of the formation, so a Regiment at (600, 600) facing 0 with
2 ranks of 40 mm Stands covers y 520..600, and one whose front touches its rear stands at
y = 520.
"""

from __future__ import annotations

import math
from typing import Any

from aftermath.conquest import ConquestBattle

from .conquest_helpers import regiment

TABLE = {"width": 1200, "depth": 1200}


def unit(id: str, player: int, x: float, y: float, facing: float = 0.0, *, stands: int = 3,
         files: int = 3, **kw: Any) -> dict[str, Any]:
    """A Regiment placed on the table (W1, Resolve 3, no Command Stand unless given)."""
    return regiment(id, player=player, stands=stands, files=files,
                    position={"x": x, "y": y, "facing": facing}, **kw)


def table(*regiments: dict[str, Any], size: dict[str, Any] | None = None,
          **state: Any) -> ConquestBattle:
    return ConquestBattle.new({"regiments": list(regiments), "battlefield": size or TABLE,
                               **state})


def where(game: ConquestBattle, rid: str) -> tuple[float, float]:
    pos = game.regiment(rid).position
    assert pos is not None
    return (pos.x, pos.y)


def view_of(game: ConquestBattle, rid: str) -> dict[str, Any]:
    return next(r for r in game.view()["regiments"] if r["id"] == rid)


def contacts(game: ConquestBattle) -> dict[str, dict[str, list[str]]]:
    """Regiment -> Stand -> enemies, for the Stands that touch any."""
    return {r.id: {s.id: s.contacts for s in r.alive_stands if s.contacts}
            for r in game.state.regiments if any(s.contacts for s in r.alive_stands)}


def texts(steps: list[Any], rule: str) -> list[str]:
    return [s.text for s in steps if s.rule == rule]


def turn(p: tuple[float, float], degrees: float,
         about: tuple[float, float] = (600.0, 600.0)) -> tuple[float, float]:
    """Rotate a point clockwise (the way facings grow) about ``about``."""
    rad = math.radians(degrees)
    x, y = p[0] - about[0], p[1] - about[1]
    return (about[0] + x * math.cos(rad) + y * math.sin(rad),
            about[1] - x * math.sin(rad) + y * math.cos(rad))
