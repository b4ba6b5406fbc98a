"""Regiments on the battlefield (C-17): where each Stand is, which Stands touch, and
whether a Regiment may stand somewhere.

On a battlefield, ``Stand.contacts`` is derived data: ``update_contacts`` rewrites it
from the positions after every change that moves, removes or restores Stands, so the
allocation order (C-4.3) reads real contacts without knowing about geometry.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from aftermath import form_error_words as fe
from aftermath.conquest import geometry as g
from aftermath.conquest import table_words as tw
from aftermath.conquest.placement import Battlefield
from aftermath.conquest.places import stand_spot
from aftermath.conquest.regiment import Regiment, Stand
from aftermath.places import Place
from aftermath.said import Said

Box = tuple[float, float, float, float]

# Where a Stand's neighbour sits on each side, as (rank, file) steps: an edge with an
# own Stand behind it can never touch an enemy.
NEIGHBOUR = {"front": (-1, 0), "rear": (1, 0), "left": (0, -1), "right": (0, 1)}


def stand_rect(regiment: Regiment, stand: Stand, shift: g.Vec = (0.0, 0.0)) -> g.Rect:
    """The Stand's rectangle: file 0 on the left as the owner faces, rank 0 in front."""
    assert regiment.position is not None
    pos = regiment.position
    return _rect(pos.x + shift[0], pos.y + shift[1], pos.facing, regiment.footprint.width,
                 regiment.footprint.depth, regiment.files, stand.file, stand.rank)


# The same Stand where it stood is the same rectangle (with its corners and edges, worked
# out once): the contacts are found again after every action, several times, and most
# Regiments have not moved. A pure function of its arguments (typed: 1 and 1.0 apart);
# room for the largest battle's Stands (40 Regiments of 60).
@functools.lru_cache(maxsize=4096, typed=True)
def _rect(x: float, y: float, facing: float, w: float, depth: float, files: int, file: int,
          rank: int) -> g.Rect:
    front = g.heading(facing)
    across = (file + 0.5) * w - files * w / 2
    centre = g.add((x, y), g.sub(g.scale(g.right_of(front), across),
                                 g.scale(front, (rank + 0.5) * depth)))
    return g.Rect(centre, front, w, depth)


def rects(regiment: Regiment, shift: g.Vec = (0.0, 0.0)) -> dict[str, g.Rect]:
    """Every Stand still on the table, by id; nothing for a Regiment not placed."""
    if regiment.position is None:
        return {}
    return {s.id: stand_rect(regiment, s, shift) for s in regiment.alive_stands}


def box(shapes: Iterable[g.Rect]) -> Box | None:
    corners = [c for r in shapes for c in r.corners()]
    return g.bounds(corners) if corners else None


def outline(regiment: Regiment) -> Box | None:
    """A box round every Stand still standing, from the formation alone (its files and
    ranks): a cheap first test, before the Stands' own rectangles are worked out."""
    if regiment.position is None or regiment.destroyed:
        return None
    pos = regiment.position
    front = g.heading(pos.facing)
    depth = (regiment.rear_rank() + 1) * regiment.footprint.depth
    whole = g.Rect(g.sub((pos.x, pos.y), g.scale(front, depth / 2)), front,
                   regiment.files * regiment.footprint.width, depth)
    return g.bounds(whole.corners())


def exposed_edges(regiment: Regiment, stand: Stand) -> list[str]:
    """The edges of a Stand with no Stand of its own Regiment beside them."""
    taken = set(regiment.occupied())
    return [e for e, (dr, df) in NEIGHBOUR.items()
            if (stand.rank + dr, stand.file + df) not in taken]


@dataclasses.dataclass(frozen=True)
class Touch:
    """One Stand's edge touching an enemy Stand's edge, seen from ``regiment``."""

    regiment: str
    stand: str
    edge: str
    enemy: str
    enemy_stand: str
    enemy_edge: str
    length: float

    def turned(self) -> Touch:
        return Touch(self.enemy, self.enemy_stand, self.enemy_edge, self.regiment, self.stand,
                     self.edge, self.length)


@dataclasses.dataclass(frozen=True)
class _Laid:
    """A Regiment's Stands on the table, with the boxes the contact tests start from."""

    rects: dict[str, g.Rect]
    box: Box | None
    boxes: dict[str, Box]


def _laid(rects_: dict[str, g.Rect]) -> _Laid:
    return _Laid(rects_, box(rects_.values()),
                 {sid: rect.bounds() for sid, rect in rects_.items()})


def touching(a: Regiment, a_rects: dict[str, g.Rect], b: Regiment,
             b_rects: dict[str, g.Rect]) -> list[Touch]:
    """Every pair of Stand edges of ``a`` and ``b`` in contact (C-17), seen from ``a``."""
    return _touching(a, _laid(a_rects), b, _laid(b_rects))


def _touching(a: Regiment, laid_a: _Laid, b: Regiment, laid_b: _Laid) -> list[Touch]:
    box_a, box_b = laid_a.box, laid_b.box
    if box_a is None or box_b is None or not g.bounds_meet(box_a, box_b):
        return []
    found = []
    # Each Stand's box once, not once per pair: the pairs are the slow part of a view.
    b_boxes = laid_b.boxes
    b_rects = laid_b.rects
    for sa, ra in laid_a.rects.items():
        a_box = laid_a.boxes[sa]
        if not g.bounds_meet(a_box, box_b):
            continue
        for sb, rb in b_rects.items():
            if not g.bounds_meet(a_box, b_boxes[sb]):
                continue
            for ea in g.EDGES:
                edge_a = ra.edge(ea)
                for eb in g.EDGES:
                    size = g.edge_contact(edge_a, rb.edge(eb))
                    if size > 0:
                        found.append(Touch(a.id, sa, ea, b.id, sb, eb, size))
    return found


def all_touches(regiments: Sequence[Regiment]) -> list[Touch]:
    """Contacts between enemy Regiments, each listed from both sides."""
    global _last
    if len(_pairs) > _PAIRS_KEPT or len(_known) > _PLACED_KEPT:
        _pairs.clear()
        _known.clear()  # its numbers are never given again: nothing kept can be taken amiss
    layout = tuple(_known_as(r) for r in regiments)
    if _last is not None and _last[0] == layout:
        return list(_last[1])
    # Each Regiment's Stands and boxes once, not once per enemy Regiment, and only for
    # a Regiment in a pair not searched before.
    shapes: dict[int, _Laid] = {}

    def laid(i: int) -> _Laid:
        if i not in shapes:
            shapes[i] = _laid(rects(regiments[i]))
        return shapes[i]

    found: list[Touch] = []
    for i, a in enumerate(regiments):
        for j in range(i + 1, len(regiments)):
            b = regiments[j]
            if a.player == b.player:
                continue
            key = (layout[i], layout[j])
            pairs = _pairs.get(key)
            if pairs is None:
                pairs = _pairs[key] = tuple(_touching(a, laid(i), b, laid(j)))
            found += pairs
            found += [t.turned() for t in pairs]
    _last = (layout, tuple(found))
    return found


# The contacts already found, kept by everything they are worked out from, copied as
# plain values (never the Regiments' own objects, which change in place), so a hit is
# exactly what the search would find: an action asks for them several times (its
# casualties removed, the engagements before and after it), and between actions most
# Regiments have not moved. Each Regiment as placed is known by a number, given once
# ever; the contacts of the last layout are kept whole, and each pair's.
_known: dict[tuple[Any, ...], int] = {}
_numbers = itertools.count()
_last: tuple[tuple[int, ...], tuple[Touch, ...]] | None = None
_pairs: dict[tuple[int, int], tuple[Touch, ...]] = {}
# Ten layouts of the largest battle's 400 pairs of enemies, 25 of its 40 Regiments (a few MB).
_PAIRS_KEPT = 4096
_PLACED_KEPT = 1024


def _known_as(r: Regiment) -> int:
    placed = _placed(r)
    number = _known.get(placed)
    if number is None:
        number = _known[placed] = next(_numbers)
    return number


def _placed(r: Regiment) -> tuple[Any, ...]:
    """What a Regiment's contacts are worked out from (``rects`` and ``_touching``, and
    its player: only enemies touch)."""
    return (r.id, r.player, r.files, r.footprint.width, r.footprint.depth,
            None if r.position is None else (r.position.x, r.position.y, r.position.facing),
            tuple((s.id, s.file, s.rank) for s in r.stands if not s.destroyed))


def update_contacts(regiments: Sequence[Regiment]) -> list[Touch]:
    """Rewrite every Stand's ``contacts`` from the positions (C-17 replaces hand-set ones)."""
    touches = all_touches(regiments)
    by_stand: dict[str, dict[str, set[str]]] = {}
    for t in touches:
        by_stand.setdefault(t.regiment, {}).setdefault(t.stand, set()).add(t.enemy)
    for r in regiments:
        touched = by_stand.get(r.id, {})
        for s in r.stands:
            enemies = touched.get(s.id) if s.alive else None
            if enemies:
                s.contacts = sorted(enemies)
            elif s.contacts:  # most Stands touch nobody, before and after: left as they are
                s.contacts = []
    return touches


def problem(field: Battlefield, regiments: Sequence[Regiment], regiment: Regiment,
            shapes: dict[str, g.Rect], path: g.Vec | None = None,
            places: Mapping[str, Place] | None = None) -> Said | None:
    """Why ``regiment`` cannot stand on ``shapes`` (or move there along ``path``), or None.

    It must stay on the table and overlap no other Regiment by more than ``TOUCH``.
    ``places`` names Stands that are not where their data says yet (a Stand being
    restored, C-9), in the players' words.
    """
    places = places or {}

    def spot(r: Regiment, sid: str) -> Place:
        return places.get(sid) or stand_spot(r, r.stand(sid))

    off = _off_table(field, shapes)
    if off is not None:
        return tw.off_battlefield(spot(regiment, off))
    hit = _overlap(regiments, regiment, shapes, path)
    if hit is None:
        return None
    sid, other, oid = hit
    return tw.overlaps(spot(regiment, sid), bool(path), stand_spot(other, other.stand(oid)),
                       other.name)


def setup_problem(field: Battlefield, regiments: Sequence[Regiment],
                  regiment: Regiment) -> Said | None:
    """Why a new battle cannot set ``regiment`` where its setup puts it, naming the
    Regiments as players do ("Knights and Levy would overlap"), or None. ``regiments``
    are those placed before it."""
    shapes = rects(regiment)
    off = _off_table(field, shapes)
    if off is not None:
        return fe.setup_off_battlefield(regiment.name, stand_spot(regiment, regiment.stand(off)))
    hit = _overlap(regiments, regiment, shapes, None)
    if hit is None:
        return None
    sid, other, oid = hit
    return fe.setup_overlap(regiment.name, stand_spot(regiment, regiment.stand(sid)),
                            other.name, stand_spot(other, other.stand(oid)))


def _off_table(field: Battlefield, shapes: dict[str, g.Rect]) -> str | None:
    """The first Stand with a corner past the table's edge, or None."""
    for sid, rect in shapes.items():
        for x, y in rect.corners():
            if not (-g.TOUCH <= x <= field.width + g.TOUCH
                    and -g.TOUCH <= y <= field.depth + g.TOUCH):
                return sid
    return None


def _overlap(regiments: Sequence[Regiment], regiment: Regiment, shapes: dict[str, g.Rect],
             path: g.Vec | None) -> tuple[str, Regiment, str] | None:
    """The first of ``regiment``'s Stands (swept along ``path``) that overlaps another
    Regiment's Stand by more than ``TOUCH``: its id, that Regiment and its Stand's id."""
    polys = {sid: (g.swept(r.moved(g.scale(path, -1.0)), path) if path else list(r.corners()))
             for sid, r in shapes.items()}
    own_box = g.bounds(c for p in polys.values() for c in p) if polys else None
    for other in regiments:
        if other is regiment or own_box is None:
            continue
        around = outline(other)
        if around is None or not g.bounds_meet(own_box, around, g.TOUCH):
            continue
        theirs = rects(other)
        their_box = box(theirs.values())
        if their_box is None or not g.bounds_meet(own_box, their_box, 0.0):
            continue
        their_boxes = {oid: g.bounds(rect.corners()) for oid, rect in theirs.items()}
        for sid, poly in polys.items():
            poly_box = g.bounds(poly)
            for oid, rect in theirs.items():
                if not g.bounds_meet(poly_box, their_boxes[oid], 0.0):
                    continue
                if g.penetration(poly, rect.corners()) > g.TOUCH:
                    return sid, other, oid
    return None
