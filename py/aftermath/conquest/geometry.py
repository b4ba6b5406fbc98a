"""Plane geometry for the battlefield (C-17): Stand rectangles, touching edges, overlaps.

Millimetres throughout, x across the table and y along its depth (y grows away from the
table edge at y = 0; draw with y pointing up, or flip it). Angles are compass-style
facings: 0 faces +y, 90 faces +x. Two tolerances, used the same way everywhere:

* ``TOUCH`` (0.5 mm, C-17): edges this close count as touching, and two shapes that
  overlap by no more than this are touching, not overlapping; hand-placed models are
  never more exact, and float noise from rotations stays far below it.
* ``EPS`` (1e-6 mm): float noise. An overlap of edges must exceed it to be "positive",
  so Stands meeting corner to corner never count as in contact.
"""

from __future__ import annotations

import dataclasses
import functools
import math
from collections.abc import Iterable, Sequence

Vec = tuple[float, float]

TOUCH = 0.5
EPS = 1e-6
# Edges must face each other within 1 degree to touch along a length: at a steeper angle
# they meet at a corner, which is no contact (C-17 asks for a positive overlap).
PARALLEL = math.cos(math.radians(1.0))

EDGES = ("front", "right", "rear", "left")


def add(a: Vec, b: Vec) -> Vec:
    return (a[0] + b[0], a[1] + b[1])


def sub(a: Vec, b: Vec) -> Vec:
    return (a[0] - b[0], a[1] - b[1])


def scale(a: Vec, k: float) -> Vec:
    return (a[0] * k, a[1] * k)


def dot(a: Vec, b: Vec) -> float:
    return a[0] * b[0] + a[1] * b[1]


def length(a: Vec) -> float:
    return math.hypot(a[0], a[1])


def heading(facing: float) -> Vec:
    """The unit vector a Regiment facing ``facing`` degrees looks along."""
    rad = math.radians(facing)
    return (math.sin(rad), math.cos(rad))


def right_of(front: Vec) -> Vec:
    """The owner's right hand when looking along ``front``."""
    return (front[1], -front[0])


@dataclasses.dataclass(frozen=True)
class Edge:
    name: str
    a: Vec
    b: Vec
    normal: Vec  # outward, unit


@dataclasses.dataclass(frozen=True)
class Rect:
    """A Stand's footprint: its centre, the unit vector its front faces, width x depth."""

    centre: Vec
    front: Vec
    width: float
    depth: float

    @property
    def right(self) -> Vec:
        return right_of(self.front)

    def corners(self) -> tuple[Vec, Vec, Vec, Vec]:
        """Front-left, front-right, rear-right, rear-left (as the owner faces)."""
        return self._corners

    def edge(self, name: str) -> Edge:
        return self._edges[name]

    def bounds(self) -> tuple[float, float, float, float]:
        """The box round its corners (``bounds(self.corners())``)."""
        return self._bounds

    # Worked out once per Rect (it never changes): the contact tests ask a Stand's
    # corners and edges once per enemy Stand and edge, and replaying a battle on a
    # battlefield spent most of its time making the same ones again.
    @functools.cached_property
    def _corners(self) -> tuple[Vec, Vec, Vec, Vec]:
        f = scale(self.front, self.depth / 2)
        r = scale(self.right, self.width / 2)
        c = self.centre
        return (add(c, sub(f, r)), add(c, add(f, r)), sub(c, sub(f, r)), sub(c, add(f, r)))

    @functools.cached_property
    def _bounds(self) -> tuple[float, float, float, float]:
        return bounds(self._corners)

    @functools.cached_property
    def _edges(self) -> dict[str, Edge]:
        fl, fr, rr, rl = self._corners
        back = scale(self.front, -1.0)
        left = scale(self.right, -1.0)
        return {
            "front": Edge("front", fl, fr, self.front),
            "right": Edge("right", fr, rr, self.right),
            "rear": Edge("rear", rr, rl, back),
            "left": Edge("left", rl, fl, left),
        }

    def moved(self, v: Vec) -> Rect:
        return dataclasses.replace(self, centre=add(self.centre, v))


def edge_contact(e1: Edge, e2: Edge) -> float:
    """The length along which two edges touch (C-17), 0.0 when they do not.

    They touch when they face each other, lie within ``TOUCH`` of each other at both ends
    of their common stretch, and that stretch is longer than ``EPS``.
    """
    if dot(e1.normal, e2.normal) > -PARALLEL:
        return 0.0
    run = sub(e1.b, e1.a)
    span = length(run)
    u = scale(run, 1 / span)
    tp, tq = dot(sub(e2.a, e1.a), u), dot(sub(e2.b, e1.a), u)
    sp, sq = dot(sub(e2.a, e1.a), e1.normal), dot(sub(e2.b, e1.a), e1.normal)
    lo, hi = max(0.0, min(tp, tq)), min(span, max(tp, tq))
    if hi - lo <= EPS:
        return 0.0
    for t in (lo, hi):
        gap = sp + (t - tp) * (sq - sp) / (tq - tp)
        if abs(gap) > TOUCH:
            return 0.0
    return hi - lo


def hull(points: Iterable[Vec]) -> list[Vec]:
    """Convex hull, counter-clockwise (Andrew's monotone chain)."""
    pts = sorted(set(points))
    if len(pts) <= 2:
        return pts

    def cross(o: Vec, a: Vec, b: Vec) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[Vec] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[Vec] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def _axes(poly: Sequence[Vec]) -> Iterable[Vec]:
    for i, p in enumerate(poly):
        edge = sub(poly[(i + 1) % len(poly)], p)
        size = length(edge)
        if size > EPS:
            yield (-edge[1] / size, edge[0] / size)


def penetration(p: Sequence[Vec], q: Sequence[Vec]) -> float:
    """How deep two convex polygons overlap (separating axis test); <= 0 when apart.

    Shapes that touch give about 0; callers treat anything up to ``TOUCH`` as touching.
    """
    depth = math.inf
    for axis in (*_axes(p), *_axes(q)):
        pa = [dot(v, axis) for v in p]
        qa = [dot(v, axis) for v in q]
        depth = min(depth, min(max(pa), max(qa)) - max(min(pa), min(qa)))
        if depth <= TOUCH:
            return depth  # already touching at most: no need to look further
    return depth


def swept(rect: Rect, v: Vec) -> list[Vec]:
    """The ground a Stand covers on a straight move by ``v``."""
    corners = rect.corners()
    return hull([*corners, *(add(c, v) for c in corners)])


def bounds(points: Iterable[Vec]) -> tuple[float, float, float, float]:
    xs, ys = zip(*points, strict=True)
    return (min(xs), min(ys), max(xs), max(ys))


def bounds_meet(a: tuple[float, float, float, float], b: tuple[float, float, float, float],
                margin: float = TOUCH) -> bool:
    """A cheap first test before the exact one: could shapes in these boxes touch?"""
    return (a[0] <= b[2] + margin and b[0] <= a[2] + margin
            and a[1] <= b[3] + margin and b[1] <= a[3] + margin)
