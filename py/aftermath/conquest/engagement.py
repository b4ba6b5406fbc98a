"""Stranded Regiments and Press the Attack (C-18, C-19), on a battlefield.

An action's casualties can leave Regiments out of contact with the enemies they fought.
``begin`` records who was engaged with whom (``ConquestState.engaged_before``) before the
first casualty; ``resolve`` runs once the action's casualties are complete (after its
Morale Test, or after a Wound Pool that owes none) and compares.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from aftermath.conquest import battlefield as bf
from aftermath.conquest import geometry as g
from aftermath.conquest import refusal_words as refused
from aftermath.conquest import step_words as step
from aftermath.conquest import table_words as tw
from aftermath.conquest.placement import Position
from aftermath.conquest.regiment import Regiment
from aftermath.conquest.snapshot import Before, Engagement, Snapshot
from aftermath.conquest.state import ConquestState
from aftermath.distance import length
from aftermath.errors import RuleViolation
from aftermath.history import Log
from aftermath.said import Said

Json = dict[str, Any]
# Marks the lines of Press the Attack (C-19) in the step log's data, so the action's
# outcome lists them for the screen without reading rule ids.
PRESS = {"press_the_attack": True}

Q = 1e4  # candidate keys are compared at 0.1 micrometre, well under TOUCH


def summarise(touches: Sequence[bf.Touch]) -> dict[str, list[Engagement]]:
    """Who is engaged with whom, from the Stand contacts (each Touch seen from one side)."""
    grouped: dict[tuple[str, str], list[bf.Touch]] = {}
    for t in touches:
        grouped.setdefault((t.regiment, t.enemy), []).append(t)
    out: dict[str, list[Engagement]] = {}
    for (rid, enemy), ts in sorted(grouped.items()):
        out.setdefault(rid, []).append(Engagement(
            enemy, tuple(sorted({(t.edge, t.enemy_edge) for t in ts})),
            len({t.stand for t in ts}), len({t.enemy_stand for t in ts})))
    return out


def begin(state: ConquestState) -> None:
    """Before an action's first casualty: remember every engagement (C-18 needs them)."""
    if state.battlefield is not None and state.engaged_before is None:
        engaged = summarise(bf.update_contacts(state.regiments))
        state.engaged_before = {
            rid: Before(len(state.regiment(rid).alive_stands), tuple(es))
            for rid, es in engaged.items()}


def current(state: ConquestState) -> dict[str, list[Engagement]]:
    return summarise(bf.all_touches(state.regiments))


def stranded_now(state: ConquestState) -> list[str]:
    """While casualties are still pending: who looks Stranded (for the screens), in the
    default order of their pushes (C-19): the Active Player's own first, then list order."""
    before = state.engaged_before or {}
    found = [r for r in state.regiments
             if r.id in before and _state(state, r, before[r.id])[0] == "stranded"]
    found.sort(key=lambda r: r.player != state.active_player)  # stable: list order kept
    return [r.id for r in found]


def _state(state: ConquestState, r: Regiment, was: Before) -> tuple[str, list[str], list[str]]:
    """C-18 for one Regiment: its state, the opponents it lost and those it still touches.

    "stranded": out of contact with every opponent, some still alive, and its own Stands
    intact: Ch6 names the melee opponents of the Regiment losing Stands as the Stranded
    ones, so the Regiment that lost them is "separated", not Stranded.
    """
    opponents = [e.enemy for e in was.engagements]
    touching = sorted(r.enemies_in_contact() & set(opponents))
    lost = [o for o in opponents if o not in touching]
    if r.destroyed or not lost:
        return "same", lost, touching
    if touching:
        return "engaged", lost, touching
    if all(state.regiment(o).destroyed for o in opponents):
        return "unengaged", lost, touching
    if len(r.alive_stands) < was.stands:
        return "separated", lost, touching
    return "stranded", lost, touching


def resolve(state: ConquestState, log: Log, order: Sequence[str] = ()) -> None:
    """The action's casualties are complete: find Stranded Regiments (C-18), then Press
    the Attack (C-19), those named in ``order`` first, in that order. Those left Stranded
    are Unengaged."""
    before, state.engaged_before = state.engaged_before, None
    if state.battlefield is None or not before:
        if order:
            raise RuleViolation("C-19", refused.nothing_to_push())
        return
    bf.update_contacts(state.regiments)
    stranded, separated = _classify(state, before, log)
    # C-19 default order: the Active Player's own Regiments first, then list order.
    index = {r.id: i for i, r in enumerate(state.regiments)}
    stranded.sort(key=lambda r: (r.player != state.active_player, index[r.id]))
    if order:
        stranded = _chosen(state, before, stranded, order, log)
    for r in stranded:
        was = before[r.id].engagements
        if r.enemies_in_contact() & {e.enemy for e in was}:
            log("C-19", step.back_in_contact(r.name), regiment=r.id, engagement="engaged", **PRESS)
            continue
        _press(state, r, was, log)
    for r in separated:
        back = sorted(r.enemies_in_contact() & {e.enemy for e in before[r.id].engagements})
        if back:
            log("C-19", tw.engaged_again(r.name, _names(state, back)), regiment=r.id,
                engagement="engaged", **PRESS)
        else:
            log("C-18", step.stays_unengaged(r.name), regiment=r.id,
                engagement="unengaged")


def _chosen(state: ConquestState, before: Snapshot, stranded: list[Regiment],
            order: Sequence[str], log: Log) -> list[Regiment]:
    """C-19: the Active Player may reorder the pushes; Regiments left out of the order
    follow it in the default order. The order is chosen before the Morale Test's dice,
    which may leave a listed Regiment in contact after all: it is simply not pushed."""
    ids = [r.id for r in stranded]
    for i, rid in enumerate(order):
        if rid in ids:
            continue
        name = state.regiment(rid, f"push_order[{i}]").name
        if rid not in before:
            raise RuleViolation("C-19", refused.not_engaged_before(name))
        log("C-19", step.not_stranded_after_all(name), regiment=rid, **PRESS)
    rank = {rid: i for i, rid in enumerate(order)}
    chosen = sorted(stranded, key=lambda r: rank.get(r.id, len(order)))
    log("C-19", tw.push_order(state.players[state.active_player], [r.name for r in chosen]),
        order=[r.id for r in chosen], **PRESS)
    return chosen


def _names(state: ConquestState, ids: Sequence[str]) -> list[str]:
    return [state.regiment(i).name for i in ids]


def _classify(state: ConquestState, before: Snapshot,
              log: Log) -> tuple[list[Regiment], list[Regiment]]:
    stranded, separated = [], []
    for r in state.regiments:
        if r.id not in before:
            continue
        what, lost, touching = _state(state, r, before[r.id])
        if what == "engaged":
            log("C-18", tw.still_engaged(r.name, _names(state, lost), _names(state, touching)),
                regiment=r.id, engagement="engaged", lost=lost)
        elif what == "unengaged":
            log("C-18", tw.unengaged_not_stranded(r.name, _names(state, lost)), regiment=r.id,
                engagement="unengaged")
        elif what == "separated":
            log("C-18", tw.separated(r.name, _names(state, lost)), regiment=r.id,
                engagement="separated")
            separated.append(r)
        elif what == "stranded":
            alive = [o for o in lost if not state.regiment(o).destroyed]
            log("C-18", tw.stranded(r.name, _names(state, alive)), regiment=r.id,
                engagement="stranded")
            stranded.append(r)
    return stranded, separated


@dataclasses.dataclass(frozen=True)
class Push:
    engagement: Engagement
    shift: g.Vec
    stands: int
    enemy_stands: int

    @property
    def distance(self) -> float:
        return g.length(self.shift)

    @property
    def matched(self) -> int:
        """Stands in contact, counted up to the numbers before the casualties (C-19)."""
        e = self.engagement
        return min(self.stands, e.stands) + min(self.enemy_stands, e.enemy_stands)

    @property
    def as_before(self) -> bool:
        return self.matched == self.engagement.stands + self.engagement.enemy_stands


Faces = dict[str, list[tuple[str, g.Rect]]]


def _faces(r: Regiment, names: set[str]) -> Faces:
    """For each edge name, the Stands whose edge of that name is open to the enemy: an
    edge with a Stand of its own beside it cannot touch anything."""
    shapes = bf.rects(r)
    out: Faces = {n: [] for n in names}
    for s in r.alive_stands:
        for edge in bf.exposed_edges(r, s):
            if edge in out:
                out[edge].append((s.id, shapes[s.id]))
    return out


def _shifts(mine: Faces, theirs: Faces, pairs: Sequence[tuple[str, str]]) -> list[g.Vec]:
    """Straight moves that bring an open edge of the Regiment flush against an open edge of
    the enemy, for each edge pair they fought along: the straight-on move, and the moves
    that also line up the two Stands' ends (where the count of Stands in contact changes).
    """
    out: dict[tuple[int, int], g.Vec] = {}
    for ea, eb in pairs:
        own = [rect.edge(ea) for _, rect in mine[ea]]
        far = [rect.edge(eb) for _, rect in theirs[eb]]
        for se in own:
            along = g.scale(g.sub(se.b, se.a), 1 / g.length(g.sub(se.b, se.a)))
            for te in far:
                if g.dot(se.normal, te.normal) > -g.PARALLEL:
                    continue
                gap = g.dot(g.sub(te.a, se.a), se.normal)
                slides = {0.0} | {g.dot(g.sub(t, s), along) for t in (te.a, te.b)
                                  for s in (se.a, se.b)}
                for slide in slides:
                    v = g.add(g.scale(se.normal, gap), g.scale(along, slide))
                    if g.length(v) > g.EPS:
                        out.setdefault((round(v[0] * Q), round(v[1] * Q)), v)
    return list(out.values())


def _count(mine: Faces, theirs: Faces, pairs: Sequence[tuple[str, str]],
           v: g.Vec) -> tuple[int, int]:
    """Stands of each side in contact along ``pairs`` once the Regiment has moved by v."""
    own: set[str] = set()
    far: set[str] = set()
    for ea, eb in pairs:
        for sid, rect in mine[ea]:
            edge = rect.moved(v).edge(ea)
            for tid, other in theirs[eb]:
                if g.edge_contact(edge, other.edge(eb)) > 0:
                    own.add(sid)
                    far.add(tid)
    return len(own), len(far)


def candidates(state: ConquestState, r: Regiment, was: Sequence[Engagement]) -> list[Push]:
    """Every push that restores contact along the same edges, best first (C-19): as many
    Stands in contact as before (counted from both sides), then the shortest, then the
    earlier opponent, then leftwards (as the owner faces) first, as C-4 breaks ties."""
    assert r.position is not None
    front = g.heading(r.position.facing)
    order = {e.enemy: i for i, e in enumerate(was)}
    found = []
    for e in was:
        enemy = state.regiment(e.enemy)
        if enemy.destroyed or enemy.position is None:
            continue
        mine = _faces(r, {a for a, _ in e.edges})
        theirs = _faces(enemy, {b for _, b in e.edges})
        for v in _shifts(mine, theirs, e.edges):
            own, far = _count(mine, theirs, e.edges, v)
            if own:
                found.append(Push(e, v, own, far))

    def key(p: Push) -> tuple[bool, int, float, int, float, float]:
        return (not p.as_before, -p.matched, round(p.distance * Q), order[p.engagement.enemy],
                round(g.dot(p.shift, g.right_of(front)) * Q), -round(g.dot(p.shift, front) * Q))

    return sorted(found, key=key)


def _blocked(state: ConquestState, r: Regiment, push: Push,
             opponents: set[str]) -> Said | None:
    assert state.battlefield is not None
    moved = bf.rects(r, push.shift)
    why = bf.problem(state.battlefield, state.regiments, r, moved, path=push.shift)
    if why:
        return why
    for other in state.regiments:
        if other.player != r.player and other.id not in opponents and \
                bf.touching(r, moved, other, bf.rects(other)):
            # Ch6: no pressing into an enemy it was not engaged with before the casualties.
            return tw.would_touch(other.name)
    return None


def mm(value: float) -> str:
    """A distance in the players' unit (the request's, :mod:`aftermath.distance`)."""
    return length(value)


def _direction(r: Regiment, v: g.Vec) -> Said:
    assert r.position is not None
    front = g.heading(r.position.facing)
    return tw.direction(g.dot(v, front), g.dot(v, g.right_of(front)))


def _press(state: ConquestState, r: Regiment, was: Sequence[Engagement], log: Log) -> None:
    assert r.position is not None
    opponents = {e.enemy for e in was}
    pushes = candidates(state, r, was)
    reason: Said | None
    if not pushes:
        reason = tw.no_straight_push()
    else:
        # C-19: the push is the best translation by the rule's own measure; the table
        # does not choose it. If that one is blocked the push fails, whatever else
        # might have fitted.
        push = pushes[0]
        blocked = _blocked(state, r, push, opponents)
        reason = tw.push_blocked(push.distance, blocked) if blocked else None
    if reason:
        log("C-19", tw.cannot_press(r.name, reason), regiment=r.id, engagement="unengaged",
            reason=reason.text, **PRESS)
        return
    old = r.position
    r.position = Position(old.x + push.shift[0], old.y + push.shift[1], old.facing)
    bf.update_contacts(state.regiments)
    e = push.engagement
    enemy = state.regiment(e.enemy)
    # C-19 aims for the counts of before; the shortest push that restores them may
    # bring more Stands into contact, and the text says both counts.
    log("C-19", tw.presses(r.name, push.distance, _direction(r, push.shift), enemy.name,
                           push.stands, push.enemy_stands, (e.stands, e.enemy_stands),
                           push.as_before),
        regiment=r.id, enemy=enemy.id, engagement="engaged",
        distance=round(push.distance, 1), dx=round(push.shift[0], 3),
        dy=round(push.shift[1], 3), stands=push.stands, enemy_stands=push.enemy_stands,
        before=[e.stands, e.enemy_stands], position=r.position.to_json(), **PRESS)
