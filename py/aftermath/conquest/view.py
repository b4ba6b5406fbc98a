"""What the Conquest screens draw: the state plus everything derived from it (status,
Resolve, Broken effects, the Morale faces, what the rules refuse now, the table)."""

from __future__ import annotations

import copy
from collections import OrderedDict
from typing import Any

from aftermath import battle_words, packed
from aftermath.conquest import drawing, healing, morale, rule_words, screen_words
from aftermath.conquest import engagement as eng
from aftermath.conquest import history_words as hw
from aftermath.conquest import outcome as verdicts
from aftermath.conquest.events import arc_of, no_pending, table_arc
from aftermath.conquest.places import stand_place, stand_spot
from aftermath.conquest.regiment import Regiment, characters_counted
from aftermath.conquest.state import MAX_REGIMENTS, ConquestState
from aftermath.errors import RuleViolation
from aftermath.history import Log

Json = dict[str, Any]

# What Broken means (C-14), each line in English and as its message.
BROKEN_SAID = screen_words.broken_effects()
BROKEN_EFFECTS = tuple(s.text for s in BROKEN_SAID)


# Each Regiment's own part of the view (regiment_view, and whether Healing it is
# refused for a reason of its own), remembered by the Regiment's whole state:
# a tap changes one or a few Regiments, so a view of a 20-Regiment battle re-describes
# those and reuses the rest instead of describing the whole battle again. The key is
# the Regiment pickled: equal bytes unpickle to equal Regiments, so a hit is exact (an
# equal Regiment pickled differently only misses). Entries are shared by the views
# that use them and never changed (add_geometry writes to copies).
_CACHE_SIZE = 4 * MAX_REGIMENTS
_described: OrderedDict[bytes, tuple[Json, Json | None]] = OrderedDict()


def _own(r: Regiment) -> tuple[Json, Json | None]:
    key = packed.pack(r)
    hit = _described.get(key)
    if hit is not None:
        _described.move_to_end(key)
        return hit
    try:
        healing.heal(copy.deepcopy(r), 1, Log())
        heal = None
    except RuleViolation as err:
        heal = err.refusal()
    out = (regiment_view(r), heal)
    _described[key] = out
    if len(_described) > _CACHE_SIZE:
        _described.popitem(last=False)
    return out


def clear_cache() -> None:
    """Forget every remembered Regiment view (tests compare against fresh ones)."""
    _described.clear()


def describe(state: ConquestState, *, cached: bool = True) -> Json:
    """What the screens draw: the state plus everything derived from it. ``cached=False``
    describes every Regiment afresh (what the cache must always equal)."""
    if cached:
        # Refused for the whole battle (a Morale Test owed, C-12), else per Regiment.
        waiting = {action: _refusal(state, action) for action in ("heal", "rally")}
        owed = {k: v for k, v in waiting.items() if v is not None}
        regiments = []
        for r in state.regiments:
            own, heal = _own(r)
            refused = owed if owed else ({"heal": heal} if heal else {})
            item = {**own, "refused": dict(refused)}
            if state.battlefield is not None:  # add_geometry writes to the Stands
                item["stands"] = [dict(s) for s in own["stands"]]
            regiments.append(item)
    else:
        regiments = [{**regiment_view(r), "refused": refusals(state, r)}
                     for r in state.regiments]
    view: Json = {
        "round": state.round,
        "active_player": state.active_player,
        "players": list(state.players),
        # A side the players did not name, by the app's name for it in their language.
        "players_msg": battle_words.players_said(state.players),
        "regiments": regiments,
        # Always there (empty when nothing waits), so a reply changes it, never drops it.
        "waiting": refused_while_owed(state),
    }
    if state.battlefield is not None:
        view["battlefield"] = state.battlefield.to_json()
        view["casualties_pending"] = state.engaged_before is not None
        # Who will be pushed once the Morale Test's casualties are in, in the default
        # order: the screen lets the Active Player reorder them (C-19).
        view["push_order"] = eng.stranded_now(state)
        drawing.add_geometry(state, view["regiments"])
    for r, rv in zip(state.regiments, view["regiments"], strict=True):
        rv["engaged"] = engaged(state, r, rv)
        # The table's touches are already in the drawing: no second pass over them.
        arcs = {e["enemy"]: arc_of({a for a, _ in e["edges"]})
                for e in rv.get("engaged_with", ())}
        rv["pool_source"] = pool_sources(state, r, arcs)
    return view


def pool_sources(state: ConquestState, r: Regiment,
                 arcs: dict[str, str | None] | None = None) -> Json:
    """The Enemy Regiments a Wound Pool on ``r`` most likely came from (C-21): those in
    contact with it, each with the arc of ``r`` it touches on a battlefield (None off
    one, where the player says the arc), and the ``default`` when there is exactly one,
    so a screen asks for the source only when there are several."""
    if r.destroyed:
        return {"default": None, "choices": []}
    enemies = r.enemies_in_contact()
    choices = [{"regiment": e.id, "name": e.name,
                "arc": table_arc(state, r, e.id) if arcs is None else arcs.get(e.id)}
               for e in state.regiments if e.id in enemies]
    return {"default": choices[0]["regiment"] if len(choices) == 1 else None,
            "choices": choices}


# A Stand's edges as the card says them, front first (C-17: on a battlefield, contact
# is along an edge; the Regiment's left and right are its flanks).
EDGE_WORDS = (("front", "front"), ("left", "left flank"), ("right", "right flank"),
              ("rear", "rear"))


def engaged(state: ConquestState, r: Regiment, rv: Json) -> Json | None:
    """Where a Regiment is engaged, for its card to say in words: the Enemy Regiments
    its Stands are in base contact with (C-2), how many of its Stands are, and on a
    battlefield along which of its edges (from the drawing's touches, C-17); ``edges``
    is None off a battlefield, where contacts are set by hand without edges."""
    enemies = r.enemies_in_contact()
    if r.destroyed or not enemies:
        return None
    edges = None
    if state.battlefield is not None:
        touched = {e for s in rv["stands"] if not s["destroyed"] for e in s.get("edges", [])}
        edges = [edge for edge, _ in EDGE_WORDS if edge in touched]
    # ``edges`` in English words, ``edge_keys`` the same as keys the page words.
    return {"edges": None if edges is None else [dict(EDGE_WORDS)[e] for e in edges],
            "edge_keys": edges, "with": [e.name for e in state.regiments if e.id in enemies],
            "stands": sum(1 for s in r.alive_stands if s.contacts)}


# The actions a screen offers on a Regiment beyond Healing and Rallying (refused per
# Regiment), and a new Round: while a Morale Test is owed the view says once that they
# wait (C-12).
_WAITING_ACTIONS = ("pool", "character", "place", "charge", "round")


def refused_while_owed(state: ConquestState) -> Json:
    """The C-12 refusal of each of those actions while a Morale Test is owed, else
    nothing: a screen shows it before the tap and offers no preview or Apply."""
    out: Json = {}
    for action in _WAITING_ACTIONS:
        refusal = _refusal(state, action)
        if refusal is not None:
            out[action] = refusal
    return out


def _refusal(state: ConquestState, action: str) -> Json | None:
    """The refusal of ``action`` for every Regiment while a Morale Test is owed (C-12)."""
    try:
        no_pending(state, action)
    except RuleViolation as err:
        return err.refusal()
    return None


def refusals(state: ConquestState, r: Regiment) -> Json:
    """Which actions the rules refuse this Regiment now, each with the rule and reason,
    so a screen shows them disabled with why rather than refusing after the tap. Asked
    of the rule code itself (on a copy of the Regiment), never restated here."""
    out: Json = {}

    def heal() -> None:
        no_pending(state, "heal")
        healing.heal(copy.deepcopy(r), 1, Log())

    def rally() -> None:
        no_pending(state, "rally")

    for action, check in (("heal", heal), ("rally", rally)):
        try:
            check()
        except RuleViolation as err:
            out[action] = err.refusal()
    return out


def _resolve(target: morale.Resolve) -> Json:
    # Its explanation in the player's words too (a view saved before has the English).
    return {**target.to_json(), "explain_msg": target.explain_msg()}


def regiment_view(r: Regiment) -> Json:
    data = r.to_json()
    data.update(
        status=r.status,
        count=r.count(),
        below_starting_strength=r.below_starting_strength(),
        broken_effects=list(BROKEN_EFFECTS) if r.broken and not r.destroyed else [],
        # The same, each line in the player's words (a view saved before has the English).
        broken_effects_msg=([s.to_json() for s in BROKEN_SAID]
                            if r.broken and not r.destroyed else []),
        resolve=None if r.destroyed else _resolve(morale.resolve(r)),
        ranks=r.rear_rank() + 1,
        # The overview's row, the card, Go to and the report count the same Stands:
        # Characters included, as the rules count them for Broken and Shattered (C-3),
        # left of those it started with (C-6); and what it owes now, in the Morale
        # Test's own heading (C-12).
        stands_left=0 if r.destroyed else r.count(),
        stands_start=r.starting_stands + len(r.characters),
        stands_note=characters_counted(r),
        due=verdicts.morale_heading(r.pending_morale) if r.pending_morale else None,
    )
    if r.pending_morale:
        # The same in the player's words (a view saved before has only the English).
        data["due_msg"] = hw.morale_heading(r.pending_morale).to_json()
    if r.pending_morale:
        data["morale"] = {"dice": r.pending_morale, **verdicts.morale_faces(r),
                          "heading": verdicts.morale_heading(r.pending_morale),
                          "heading_msg": hw.morale_heading(r.pending_morale).to_json(),
                          # C-23: whether the passed dice are re-rolled (one per pass).
                          "reroll": morale.rerolls_passes(r),
                          "arc": "front" if r.pending_source is None else r.pending_source.arc}
    # Each special rule the engine knows in the player's words, null for one shown as
    # written (only where there are rules, as the profile writes them).
    if r.special_rules:
        data["special_rules_msg"] = rule_words.rules_msgs(r.special_rules)
    for character, c in zip(r.characters, data["characters"], strict=True):
        if character.special_rules:
            c["special_rules_msg"] = rule_words.rules_msgs(character.special_rules)
    for stand, s in zip(r.stands, data["stands"], strict=True):
        s["state"] = "destroyed" if s["destroyed"] else ("wounded" if s["markers"] else "healthy")
        # Its place in the players' words, the same as in the step log.
        s["place"] = stand_place(r, stand)
        s["place_msg"] = battle_words.stand_place(stand_spot(r, stand)).to_json()
    return data
