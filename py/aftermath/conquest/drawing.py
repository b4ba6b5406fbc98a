"""What a top-down view of the battlefield needs, computed here so the page only draws
(the front end never does geometry): each Stand's corners, who touches whom along which
edges, and each Regiment's engagement (C-17, C-18)."""

from __future__ import annotations

from typing import Any

from aftermath.conquest import battlefield as bf
from aftermath.conquest import engagement as eng
from aftermath.conquest import geometry as g
from aftermath.conquest.state import ConquestState

Json = dict[str, Any]

ARC = {"front": "front", "left": "flank", "right": "flank", "rear": "rear"}


def point(p: g.Vec) -> list[float]:
    # Micrometres are plenty for drawing and keep the JSON short.
    return [round(p[0], 3), round(p[1], 3)]


def add_geometry(state: ConquestState, views: list[Json]) -> None:
    """Add drawing data to ``regiment_view`` dicts, in the order of ``state.regiments``."""
    touches = bf.all_touches(state.regiments)
    engaged = eng.summarise(touches)
    stranded = set(eng.stranded_now(state))
    by_stand: dict[tuple[str, str], list[bf.Touch]] = {}
    for t in touches:
        by_stand.setdefault((t.regiment, t.stand), []).append(t)
    for r, view in zip(state.regiments, views, strict=True):
        mine = engaged.get(r.id, [])
        if r.position is None or r.destroyed:
            view["engagement"] = None
        elif r.id in stranded:
            view["engagement"] = "stranded"
        else:
            view["engagement"] = "engaged" if mine else "unengaged"
        view["engaged_with"] = [
            {**e.to_json(), "sides": sorted({ARC[a] for a, _ in e.edges})} for e in mine]
        shapes = bf.rects(r)
        for s in view["stands"]:
            rect = shapes.get(s["id"])
            own = by_stand.get((r.id, s["id"]), [])
            s["corners"] = None if rect is None else [point(c) for c in rect.corners()]
            s["centre"] = None if rect is None else point(rect.centre)
            s["edges"] = [e for e in g.EDGES if any(t.edge == e for t in own)]
            s["touching"] = [
                {"regiment": t.enemy, "stand": t.enemy_stand, "edge": t.edge,
                 "their_edge": t.enemy_edge, "length": round(t.length, 1)}
                for t in own]
