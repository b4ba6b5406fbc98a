"""Who was engaged with whom before an action's casualties (C-18), as the state keeps
it until they are complete: plain values, saved with the battle."""

from __future__ import annotations

import dataclasses
from typing import Any, Self

from aftermath import data as d
from aftermath import form_error_words as fe
from aftermath.conquest import geometry as g
from aftermath.errors import InvalidData

Json = dict[str, Any]


@dataclasses.dataclass(frozen=True)
class Engagement:
    """One Regiment's contact with one Enemy Regiment: the edge pairs that touch (its
    own edge first) and how many Stands of each side are in contact."""

    enemy: str
    edges: tuple[tuple[str, str], ...]
    stands: int
    enemy_stands: int

    def to_json(self) -> Json:
        return {"enemy": self.enemy, "edges": [list(p) for p in self.edges],
                "stands": self.stands, "enemy_stands": self.enemy_stands}

    @classmethod
    def from_json(cls, value: Any, field: str) -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("enemy", "edges", "stands", "enemy_stands"))
        pairs = []
        for i, p in enumerate(d.array(data, "edges", field, max_len=16)):
            where = f"{field}.edges[{i}]"
            if not (isinstance(p, list) and len(p) == 2 and all(e in g.EDGES for e in p)):
                raise InvalidData(where, p, fe.two_edges(g.EDGES))
            pairs.append((str(p[0]), str(p[1])))
        return cls(d.identifier(data, "enemy", field), tuple(sorted(set(pairs))),
                   d.integer(data, "stands", field, low=1, high=999),
                   d.integer(data, "enemy_stands", field, low=1, high=999))

    def describe(self) -> str:
        edges = ", ".join(f"its {a} against their {b}" for a, b in self.edges)
        return f"{self.stands} Stand{'s' if self.stands != 1 else ''} against " \
               f"{self.enemy_stands} ({edges})"


@dataclasses.dataclass(frozen=True)
class Before:
    """A Regiment before an action's casualties: its Stands and its engagements."""

    stands: int
    engagements: tuple[Engagement, ...]

    def to_json(self) -> Json:
        return {"stands": self.stands, "engagements": [e.to_json() for e in self.engagements]}

    @classmethod
    def from_json(cls, value: Any, field: str) -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("stands", "engagements"))
        return cls(d.integer(data, "stands", field, low=0, high=999), tuple(
            Engagement.from_json(e, f"{field}.engagements[{i}]")
            for i, e in enumerate(d.array(data, "engagements", field, max_len=20))))


Snapshot = dict[str, Before]
