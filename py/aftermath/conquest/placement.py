"""Plain data for the table (C-17): the battlefield's size, where a Regiment stands and
the size of its Stands, all in millimetres.

JSON shapes::

    battlefield: {"width": 1830.0, "depth": 1220.0}           # or null: no table
    position:    {"x": 600.0, "y": 300.0, "facing": 0.0}      # or null: not placed
    footprint:   {"width": 40.0, "depth": 40.0}               # one Stand

``position`` is the centre of the front edge of the whole formation (every file, the
files the Regiment was set up with), so removing Stands never moves it (C-1: Stands do
not slide). ``facing`` is in degrees, compass-style: 0 looks towards +y, 90 towards +x;
it is kept in [0, 360).
"""

from __future__ import annotations

import dataclasses
from typing import Any, Self

from aftermath import data as d

Json = dict[str, Any]

MAX_TABLE = 10_000.0  # mm: 10 m is far beyond any table
MAX_COORD = 100_000.0
MIN_STAND, MAX_STAND = 5.0, 500.0

# Infantry Stands on 40 mm square bases, cavalry and brutes on 50 mm ones, unless the
# Regiment's data says otherwise.
DEFAULT_FOOTPRINT = {"infantry": (40.0, 40.0), "cavalry": (50.0, 50.0), "brute": (50.0, 50.0)}


@dataclasses.dataclass(frozen=True)
class Battlefield:
    width: float
    depth: float

    def to_json(self) -> Json:
        return {"width": self.width, "depth": self.depth}

    def words(self) -> str:
        """Its size as a player reads it, in whole mm: "1829 x 1219 mm" for 72 x 48 in."""
        return f"{round(self.width)} x {round(self.depth)} mm"

    @classmethod
    def from_json(cls, value: Any, field: str) -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("width", "depth"))
        return cls(d.number(data, "width", field, low=100.0, high=MAX_TABLE),
                   d.number(data, "depth", field, low=100.0, high=MAX_TABLE))


@dataclasses.dataclass(frozen=True)
class Footprint:
    width: float
    depth: float

    def to_json(self) -> Json:
        return {"width": self.width, "depth": self.depth}

    @classmethod
    def for_kind(cls, kind: str) -> Self:
        return cls(*DEFAULT_FOOTPRINT.get(kind, DEFAULT_FOOTPRINT["infantry"]))

    @classmethod
    def from_json(cls, value: Any, field: str) -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("width", "depth"))
        return cls(d.number(data, "width", field, low=MIN_STAND, high=MAX_STAND),
                   d.number(data, "depth", field, low=MIN_STAND, high=MAX_STAND))


def normal_facing(facing: float) -> float:
    """Degrees in [0, 360); a tiny negative angle must not come out as 360.0."""
    turned = facing % 360.0
    return 0.0 if turned >= 360.0 else turned


@dataclasses.dataclass(frozen=True)
class Position:
    x: float
    y: float
    facing: float = 0.0

    def to_json(self) -> Json:
        return {"x": self.x, "y": self.y, "facing": self.facing}

    @classmethod
    def from_json(cls, value: Any, field: str) -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("x", "y", "facing"))
        return cls(
            d.number(data, "x", field, low=-MAX_COORD, high=MAX_COORD),
            d.number(data, "y", field, low=-MAX_COORD, high=MAX_COORD),
            normal_facing(d.number(data, "facing", field, low=-3600.0, high=3600.0,
                                  default=0.0)),
        )
