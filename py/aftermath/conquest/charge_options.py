"""What a screen offers before a Charge (C-17): for each of the enemy's four edges,
where it lies (to draw it as a target), whether the attacker fits against it, the
Stands that would touch, and every offset it may be nudged to. Worked out on a copy
by the same code the Charge runs, so the screen never refuses after the tap."""

from __future__ import annotations

import copy
from typing import Any

from aftermath.conquest import charge as charging
from aftermath.conquest import deployment
from aftermath.conquest.drawing import point
from aftermath.conquest.events import charge_sides
from aftermath.conquest.regiment import Regiment
from aftermath.conquest.state import ConquestState
from aftermath.errors import RuleViolation
from aftermath.places import possessive

Json = dict[str, Any]


def _edge(work: ConquestState, r: Regiment, enemy: Regiment, edge: str) -> Json:
    at, made, why = charging.fit(work, r, enemy, edge, 0)
    ends = charging.line(enemy, edge)
    return {
        "edge": edge, "words": charging.EDGE_WORDS[edge], "line": [point(p) for p in ends],
        "fits": why is None,
        "refused": None if why is None else {
            "rule": "C-17", **RuleViolation("C-17", charging.refusal(r, enemy, edge,
                                                                     why)).refusal()},
        "stands": made.stands if made else 0, "enemy_stands": made.enemy_stands if made else 0,
        "position": at.to_json() if why is None else None,
        "offsets": charging.offsets(work, r, enemy, edge),
    }


def options(state: ConquestState, attacker: str, target: str,
            table: tuple[float, float] | None = None) -> Json:
    """``refused`` says why no edge can be charged at all (then ``edges`` is empty);
    ``deploys`` that this Charge brings the battle its battlefield (``battlefield``),
    and the lines are drawn on it as deployed; ``ends_contacts`` what that does to the
    contacts set by hand, if any (``ends_contacts_msg`` its message); ``possessive`` the
    attacker's name as "its" (the slide buttons' "Men-at-Arms' left")."""
    work = copy.deepcopy(state)
    held = deployment.hand_set(state) if state.battlefield is None else []
    ends = deployment.hand_set_words(held) if held else None
    out: Json = {"regiment": attacker, "enemy": target, "deploys": state.battlefield is None,
                 "battlefield": None, "refused": None, "edges": [],
                 "ends_contacts": ends.text if ends else None,
                 # The same in the player's words.
                 "ends_contacts_msg": ends.to_json() if ends else None,
                 "possessive": possessive(state.regiment(attacker, "regiment").name)}
    try:
        r, enemy = charge_sides(work, attacker, target)
        if work.battlefield is None:
            deployment.place_all(work, charging.first_table(table))
        charging.on_the_battlefield(r, enemy)
    except RuleViolation as err:
        out["refused"] = err.refusal()
        return out
    assert work.battlefield is not None
    out["battlefield"] = work.battlefield.to_json()
    out["edges"] = [_edge(work, r, enemy, edge) for edge in charging.EDGES]
    return out
