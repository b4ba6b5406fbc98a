"""What the aftermath screens draw: the next roll and why, each lost model's results so
far, the captives' release, and both rosters as confirming would leave them."""

from __future__ import annotations

from typing import Any

from aftermath.campaign import step_words as step
from aftermath.campaign import tables
from aftermath.campaign.captives import Release
from aftermath.campaign.resolution import (
    FATE,
    RECOVERY,
    TABLE_NAMES,
    WOUND,
    AftermathState,
    Casualty,
    Resolution,
    resolve,
)
from aftermath.campaign.roster import RETIRED_BLIND, TROOPER, roster_view
from aftermath.places import possessive

Json = dict[str, Any]


def why(state: AftermathState, c: Casualty) -> str:
    """Why ``c`` owes its next roll, in the players' words, citing the rulings."""
    name, force = c.before.name, state.sides[c.side].roster.name
    if c.next_roll == RECOVERY:
        outcome = state.outcome(c.side)
        assert outcome is not None
        undead = f" (+{tables.UNDEAD_BONUS}: Undead)" if c.before.undead else ""
        return (f"{name} was lost in the battle; {possessive(force)} outcome is {outcome.name}: "
                f"{name} lives on a {c.recovery_number} or less{undead} (W-1, W-2)")
    if c.next_roll == FATE:
        who = ("its roster keeps trooper fates" if c.before.kind == TROOPER
               else "Leaders, Individuals, Heroes and Specialists roll for their fate")
        return f"{name} survived and is a {c.before.kind}; {who} (W-3)"
    assert c.fate is not None
    done = len(c.wounds) + 1
    return (f"{name} is {c.fate.name}: Wound Table roll {done} of {c.fate.wound_rolls} "
            f"(W-4)")


def summary(c: Casualty, release: Release | None) -> str:
    """One lost model's results so far, as one line."""
    loss = c.loss
    if c.recovery_number is None:
        return "killed in an unrecoverable way: dead (W-2)"
    if loss.recovery is None:
        return "awaiting the Recovery roll"
    rolled = f"Recovery {loss.recovery} (needed {c.recovery_number} or less)"
    if not c.survived:
        return f"{rolled}: dead"
    if c.fate is None:
        return (f"{rolled}: survived; awaiting the Casualty Fate roll" if c.next_roll
                else f"{rolled}: survived (Troopers roll no Casualty Fate)")
    parts = [f"{rolled}: survived", f"Casualty Fate {loss.fate}: {c.fate.name}",
             *(e.text for e in c.effects)]
    parts += [f"{w.location} ({'; '.join(map(step.note_text, notes))})"
              for _, w, notes in c.wounds]
    if c.wound_rolls_owed:
        parts.append(f"{c.wound_rolls_owed} Wound Table roll(s) to go")
    if c.model.status == RETIRED_BLIND:
        parts.append("retired blind")
    if release is not None:
        parts.append(release.said())
    return "; ".join(parts)


def _casualty(c: Casualty, release: Release | None) -> Json:
    loss = c.loss
    return {
        "model": c.before.id, "name": c.before.name, "kind": c.before.kind,
        "value": c.before.value, "undead": c.before.undead, "recoverable": loss.recoverable,
        "recovery_number": c.recovery_number, "recovery": loss.recovery,
        "survived": c.survived, "fate": loss.fate,
        "fate_result": None if c.fate is None else c.fate.name,
        "effects": [e.text for e in c.effects],
        "wounds": [{"die": die, "location": w.location, "effect": w.effect,
                    "notes": [step.note_text(n) for n in notes]}
                   for die, w, notes in c.wounds],
        "wound_rolls_owed": c.wound_rolls_owed, "next": c.next_roll,
        "captive": None if release is None else release.how,
        "status": c.model.status if release is None or not release.settled else
        ("active" if release.returned else "dead"),
        "summary": summary(c, release),
    }


def _pending(state: AftermathState, c: Casualty) -> Json:
    assert c.next_roll is not None
    kind = f"{c.next_roll}_roll"
    # ``event`` is the event to push as it stands: the page adds the entered die, or
    # leaves it null for the app to roll.
    return {"kind": kind, "side": c.side, "model": c.before.id,
            "event": {"kind": kind, "side": c.side, "model": c.before.id, "die": None},
            "name": c.before.name, "force": state.sides[c.side].roster.name,
            "table": TABLE_NAMES[c.next_roll], "dice": "D20", "why": why(state, c),
            "rolls": c.wound_rolls_owed if c.next_roll == WOUND else 1}


def _side(state: AftermathState, s: int, result: Resolution) -> Json:
    side, outcome = state.sides[s], state.outcome(s)
    releases = {r.captive.model: r for r in result.releases if r.captive.owner == s}
    return {
        "force": side.roster.name, "vp": side.roster.vp, "lost": len(side.losses),
        "enemy_lost": len(state.sides[1 - s].losses),
        "outcome": None if outcome is None else outcome.name,
        "outcome_chosen": side.outcome is not None,
        "recovery_number": None if outcome is None else outcome.recovery_number,
        "troopers_roll_fate": side.roster.troopers_roll_fate,
        "casualties": [_casualty(c, releases.get(c.before.id)) for c in result.casualties[s]],
    }


def describe(state: AftermathState) -> Json:
    result = resolve(state)
    forces = state.forces()
    pending = [] if state.confirmed else [_pending(state, c) for c in result.pending]
    after = [s.after or r for s, r in zip(state.sides, result.rosters, strict=True)]
    return {
        "confirmed": state.confirmed,
        "complete": not result.pending,
        "next": pending[0] if pending else None,
        "pending": pending,
        # Rolls owed as the dice stand: a result can add more (a Fate after a Recovery).
        "rolls_owed": sum(p["rolls"] for p in pending),
        "sides": [_side(state, s, result) for s in (0, 1)],
        "captives": [{**r.to_json(), "text": r.text(forces)} for r in result.releases],
        "rosters_before": [roster_view(s.roster) for s in state.sides],
        "rosters_after": [roster_view(r) for r in after],
    }
