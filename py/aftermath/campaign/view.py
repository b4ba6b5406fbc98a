"""What the aftermath screens draw: the next roll and why, each lost model's results so
far, the captives' release, and both rosters as confirming would leave them."""

from __future__ import annotations

from typing import Any

from aftermath.campaign import step_words as step
from aftermath.campaign import story_words as story
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
from aftermath.said import Said

Json = dict[str, Any]


def why_said(state: AftermathState, c: Casualty) -> Said:
    """Why ``c`` owes its next roll, in the players' words, citing the rulings."""
    name, force = c.before.name, state.sides[c.side].roster.name
    if c.next_roll == RECOVERY:
        outcome = state.outcome(c.side)
        assert outcome is not None and c.recovery_number is not None
        return story.why_recovery(name, force, outcome.name,
                                  c.recovery_number,
                                  tables.UNDEAD_BONUS if c.before.undead else None)
    if c.next_roll == FATE:
        return story.why_fate(name, c.before.kind, c.before.kind == TROOPER)
    assert c.fate is not None
    return story.why_wound(name, c.fate.name, len(c.wounds) + 1, c.fate.wound_rolls)


def why(state: AftermathState, c: Casualty) -> str:
    return why_said(state, c).text


def told(c: Casualty, release: Release | None) -> list[Said]:
    """One lost model's results so far, a sentence each (the page joins them with "; ")."""
    loss = c.loss
    if c.recovery_number is None:
        return [story.unrecoverable()]
    if loss.recovery is None:
        return [story.awaiting_recovery()]
    if not c.survived:
        return [story.recovery(loss.recovery, c.recovery_number, "dead")]
    if c.fate is None:
        if c.next_roll:
            return [story.recovery(loss.recovery, c.recovery_number, "survived"),
                    story.awaiting_fate()]
        return [story.recovery(loss.recovery, c.recovery_number, "trooper")]
    assert loss.fate is not None
    parts = [story.recovery(loss.recovery, c.recovery_number, "survived"),
             story.fate(loss.fate, c.fate.name), *c.effects]
    parts += [story.wound(w.location, notes) for _, w, notes in c.wounds]
    if c.wound_rolls_owed:
        parts.append(story.wounds_to_go(c.wound_rolls_owed))
    if c.model.status == RETIRED_BLIND:
        parts.append(story.retired_blind())
    if release is not None:
        parts.append(release.standing())
    return parts


def summary(c: Casualty, release: Release | None) -> str:
    """One lost model's results so far, as one line."""
    return story.text(told(c, release))


def _casualty(c: Casualty, release: Release | None) -> Json:
    loss, said = c.loss, told(c, release)
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
        "summary": story.text(said),
        "story": [s.to_json() for s in said],
    }


def _pending(state: AftermathState, c: Casualty) -> Json:
    assert c.next_roll is not None
    kind = f"{c.next_roll}_roll"
    # ``event`` is the event to push as it stands: the page adds the entered die, or
    # leaves it null for the app to roll.
    return {"kind": kind, "side": c.side, "model": c.before.id,
            "event": {"kind": kind, "side": c.side, "model": c.before.id, "die": None},
            "name": c.before.name, "force": state.sides[c.side].roster.name,
            "table": TABLE_NAMES[c.next_roll], "dice": "D20",
            "why": why(state, c), "why_msg": why_said(state, c).to_json(),
            "rolls": c.wound_rolls_owed if c.next_roll == WOUND else 1}


def _undead_number(state: AftermathState, s: int) -> int | None:
    """The Recovery number of the side's lost Undead models that roll for Recovery (W-2),
    or None when it has none."""
    side = state.sides[s]
    undead = [loss for loss in side.losses
              if side.roster.model(loss.model).undead and loss.recoverable]
    return state.recovery_number(s, undead[0]) if undead else None


def _side(state: AftermathState, s: int, result: Resolution) -> Json:
    side, outcome = state.sides[s], state.outcome(s)
    releases = {r.captive.model: r for r in result.releases if r.captive.owner == s}
    return {
        "force": side.roster.name, "vp": side.roster.vp, "lost": len(side.losses),
        "enemy_lost": len(state.sides[1 - s].losses),
        "outcome": None if outcome is None else outcome.name,
        "outcome_chosen": side.outcome is not None,
        "recovery_number": None if outcome is None else outcome.recovery_number,
        # W-2's +2: said beside the outcome's number when a lost model it applies to
        # rolls, so the outcome never reads as the number an Undead model needs.
        "undead_recovery_number": _undead_number(state, s),
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
        "captives": [{**r.to_json(), "text": r.text(forces),
                      "msg": r.sentence(forces).to_json()} for r in result.releases],
        "rosters_before": [roster_view(s.roster) for s in state.sides],
        "rosters_after": [roster_view(r) for r in after],
    }
