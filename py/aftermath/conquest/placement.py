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
from aftermath.distance import size

Json = dict[str, Any]

MAX_TABLE = 10_000.0  # mm: 10 m is far beyond any table
MAX_COORD = 100_000.0
MIN_STAND, MAX_STAND = 5.0, 500.0

# One Stand's base by the Stand's type, used when the profile names none. The rules
# (TLAoK Core Rulebook v1.5 pp. 11-12, https://conquestwiki.com/tlaok/Stands) say what
# a Stand holds (four Infantry models, or one Cavalry, Brute or Monster model on "a much
# larger Stand") but the references this project could search give no millimetres per
# type: these are this project's defaults, not a published table. docs/rules.md says
# so, and every profile may give its own footprint.
DEFAULT_FOOTPRINT = {"infantry": (40.0, 40.0), "cavalry": (50.0, 50.0), "brute": (50.0, 50.0),
                     "monster": (100.0, 100.0)}
# A footprint a profile gives is whole millimetres: from a small Infantry Stand to the
# largest Monster base with room to spare.
MIN_MM, MAX_MM = 10, 300


@dataclasses.dataclass(frozen=True)
class Battlefield:
    width: float
    depth: float

    def to_json(self) -> Json:
        return {"width": self.width, "depth": self.depth}

    def words(self) -> str:
        """Its size as a player reads it, in the players' unit: "1829 x 1219 mm", or
        "72 x 48″"."""
        return size(self.width, self.depth)

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

    @classmethod
    def whole_mm(cls, value: Any, field: str) -> Self:
        """A footprint as a profile gives it: whole millimetres, MIN_MM to MAX_MM."""
        data = d.obj(value, field)
        d.only_keys(data, field, ("width", "depth"))
        return cls(float(d.integer(data, "width", field, low=MIN_MM, high=MAX_MM)),
                   float(d.integer(data, "depth", field, low=MIN_MM, high=MAX_MM)))

    def mm(self) -> Json:
        """As a profile keeps it: whole millimetres."""
        return {"width": round(self.width), "depth": round(self.depth)}


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
