"""Charges on the battlefield (C-17): where an attacker stands once it has charged an
enemy's front, flank or rear, flush against that edge, facing it, centred on it or slid
along it by whole Stand widths; and how many Stands touch from both sides.

A Regiment's edges are read from the Stands it has left, in its own frame (``across``
grows to the owner's right, ``ahead`` towards its front, 0 at the front of rank 0), so a
lost rear rank or a short one moves the rear edge, as it does on the table.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from aftermath import form_error_words as fe
from aftermath.conquest import battlefield as bf
from aftermath.conquest import geometry as g
from aftermath.conquest import refusal_words as refused
from aftermath.conquest import table_words as tw
from aftermath.conquest.placement import Battlefield, Position, normal_facing
from aftermath.conquest.regiment import Regiment
from aftermath.conquest.state import ConquestState
from aftermath.errors import InvalidData, RuleViolation
from aftermath.said import Said

# The four edges a Regiment can be charged on, in the order a screen offers them;
# left and right as the enemy's owner faces (C-4: as the owner faces the enemy).
EDGES = ("front", "left", "right", "rear")
EDGE_WORDS = {"front": "front", "left": "left flank", "right": "right flank", "rear": "rear"}
# The attacker's facing, turned from the enemy's: it looks into the edge it charges.
TURN = {"front": 180.0, "left": 90.0, "right": -90.0, "rear": 0.0}
# No battlefield yet: the first Charge brings a 6' x 4' table, 72 x 48 inches exactly,
# so a page that shows inches shows 72 and 48, not the inches of mm rounded.
TABLE_6X4 = Battlefield(1828.8, 1219.2)
# An offset slides the attacker this many of its Stand widths at most either way.
MAX_OFFSET = 99


def read_table(raw: Any, field: str) -> tuple[float, float] | None:
    """The size of a first battlefield, ``[width, depth]`` in mm, or None (6' x 4')."""
    if raw is None:
        return None
    if not isinstance(raw, list | tuple) or len(raw) != 2:
        raise InvalidData(field, raw, fe.table_size())
    size = Battlefield.from_json({"width": raw[0], "depth": raw[1]}, field)
    return (size.width, size.depth)


def first_table(table: tuple[float, float] | None) -> Battlefield:
    return TABLE_6X4 if table is None else Battlefield(*table)


def refusal(attacker: Regiment, enemy: Regiment, edge: str, why: Said) -> Said:
    return tw.cannot_charge(attacker.name, edge, enemy.name, why)


def on_the_battlefield(attacker: Regiment, enemy: Regiment) -> None:
    """A Charge sets the attacker flush against an edge of the enemy, so the enemy must be
    on the battlefield; the attacker need not be: its place before is never read, and the
    Charge puts it there (as a first Charge deploys a battle that had no battlefield)."""
    if enemy.position is None:
        raise RuleViolation("C-17", refused.enemy_not_placed(enemy.name, attacker.name))


@dataclasses.dataclass(frozen=True)
class Side:
    """One edge of a Regiment: its midpoint, the unit vector along it and its length."""

    middle: g.Vec
    along: g.Vec
    length: float


def _frame(r: Regiment) -> tuple[g.Vec, g.Vec, g.Vec]:
    assert r.position is not None
    front = g.heading(r.position.facing)
    return (r.position.x, r.position.y), front, g.right_of(front)


def _local_side(r: Regiment, edge: str) -> tuple[float, float, float]:
    """The edge in the Regiment's frame: its level (``ahead`` for front and rear,
    ``across`` for the flanks) and the span it covers along the other axis, from the
    outermost Stands on that side."""
    w, dp = r.footprint.width, r.footprint.depth
    half = r.files * w / 2
    # Each Stand as (its level on this edge, the start and end of its span along it).
    found: list[tuple[float, float, float]] = []
    for s in r.alive_stands:
        left, right = s.file * w - half, (s.file + 1) * w - half
        rear, front = -(s.rank + 1) * dp, -s.rank * dp
        found.append({"front": (front, left, right), "rear": (rear, left, right),
                      "left": (left, rear, front), "right": (right, rear, front)}[edge])
    outer = max if edge in ("front", "right") else min
    level = outer(f[0] for f in found)
    spans = [f[1:] for f in found if abs(f[0] - level) <= g.EPS]
    return level, min(lo for lo, _ in spans), max(hi for _, hi in spans)


def side(r: Regiment, edge: str) -> Side:
    """The Regiment's ``edge`` on the table, ``along`` pointing to the right of whoever
    faces it from outside (the way a charging attacker's right hand points)."""
    origin, front, right = _frame(r)
    level, lo, hi = _local_side(r, edge)
    mid = (lo + hi) / 2
    if edge in ("front", "rear"):
        point = g.add(origin, g.add(g.scale(right, mid), g.scale(front, level)))
        along = g.scale(right, -1.0) if edge == "front" else right
    else:
        point = g.add(origin, g.add(g.scale(right, level), g.scale(front, mid)))
        along = g.scale(front, -1.0) if edge == "left" else front
    return Side(point, along, hi - lo)


def line(r: Regiment, edge: str) -> tuple[g.Vec, g.Vec]:
    """The two ends of the edge, for a screen to draw it as a target."""
    s = side(r, edge)
    half = g.scale(s.along, s.length / 2)
    return g.sub(s.middle, half), g.add(s.middle, half)


def charge_position(attacker: Regiment, enemy: Regiment, edge: str, offset: int) -> Position:
    """Where the attacker stands once it has charged ``enemy``'s ``edge``: its front
    flush against it, facing into it, the middle of its front rank on the edge's middle,
    then ``offset`` of its Stand widths to its own right (negative: left)."""
    assert enemy.position is not None
    facing = normal_facing(enemy.position.facing + TURN[edge])
    front = g.heading(facing)
    right = g.right_of(front)
    target = side(enemy, edge)
    level, lo, hi = _local_side(attacker, "front")
    shift = offset * attacker.footprint.width - (lo + hi) / 2
    # Position is the front edge's centre of the whole formation: a front rank that lost
    # Stands stands back from it by ``level``, and must still meet the edge.
    at = g.add(target.middle, g.sub(g.scale(right, shift), g.scale(front, level)))
    return Position(at[0], at[1], facing)


@dataclasses.dataclass(frozen=True)
class Contact:
    """The Stands in contact between attacker and enemy once it has charged."""

    stands: int
    enemy_stands: int

    def describe(self) -> str:
        return f"{self.stands} Stand{'s' if self.stands != 1 else ''} against {self.enemy_stands}"


def fit(state: ConquestState, attacker: Regiment, enemy: Regiment, edge: str,
        offset: int) -> tuple[Position, Contact | None, Said | None]:
    """Try the charge on a copy of the attacker: where it would stand, the contact it
    would make, and why it cannot stand there (None when it can)."""
    assert state.battlefield is not None
    moved = dataclasses.replace(attacker, position=charge_position(attacker, enemy, edge,
                                                                    offset))
    shapes = bf.rects(moved)
    touches = bf.touching(moved, shapes, enemy, bf.rects(enemy))
    made = Contact(len({t.stand for t in touches}), len({t.enemy_stand for t in touches}))
    if not made.stands:
        why: Said | None = tw.no_stand_touches(offset, attacker.name, enemy.name)
    else:
        others = [moved if r is attacker else r for r in state.regiments]
        why = bf.problem(state.battlefield, others, moved, shapes)
    assert moved.position is not None
    return moved.position, made if made.stands else None, why


def offsets(state: ConquestState, attacker: Regiment, enemy: Regiment,
            edge: str) -> list[int]:
    """Every offset at which the charge fits and makes contact, for a screen's nudge."""
    # Past half of both lengths together the two no longer overlap.
    length = side(enemy, edge).length + attacker.files * attacker.footprint.width
    reach = int(length / (2 * attacker.footprint.width)) + 1
    return [n for n in range(-min(reach, MAX_OFFSET), min(reach, MAX_OFFSET) + 1)
            if fit(state, attacker, enemy, edge, n)[2] is None]
