"""What one Conquest action did, as typed data for the screen, with its one-line verdict.

Built from the state before and after the action (and the typed data of its steps), so
the screen never reads meaning out of the step log: "2 Stands lost -> BROKEN (3 of 6
this Round)", "Morale: 6 dice vs Resolve 3 -> 2 fail".
"""

from __future__ import annotations

import math
from typing import Any

from aftermath.conquest import history_words as hw
from aftermath.conquest import morale
from aftermath.conquest.history_words import Part
from aftermath.conquest.places import stand_place
from aftermath.conquest.regiment import Regiment
from aftermath.history import Event, Step
from aftermath.said import Said

Json = dict[str, Any]


def _dice(n: int) -> str:
    return f"{n} {'die' if n == 1 else 'dice'}"


def regiment_outcome(before: Regiment, after: Regiment, event: Event, steps: list[Step]) -> Json:
    was = {s.id: s for s in before.stands}
    lost = [s for s in after.stands if s.destroyed and not was[s.id].destroyed]
    restored = [s for s in after.stands if not s.destroyed and was[s.id].destroyed]
    healed = sum(max(0, was[s.id].markers - s.markers) for s in after.stands
                 if not s.destroyed and not was[s.id].destroyed)
    # C-7 (1): Characters are Healed first; their markers count as Wounds healed too.
    healed += sum(max(0, b.markers - c.markers)
                  for c, b in zip(after.characters, before.characters, strict=True)
                  if not c.destroyed)
    out: Json = {
        "regiment": after.id,
        "stands_lost": [{"stand": s.id, "place": stand_place(before, was[s.id])} for s in lost],
        "stands_restored": [{"stand": s.id, "place": stand_place(after, s)} for s in restored],
        "wounds_healed": healed,
        "status_before": before.status,
        "status": after.status,
        "broke": after.broken and not before.broken,
        "shattered": after.shattered and not before.shattered,
        "destroyed": after.destroyed and not before.destroyed,
        "morale_due": after.pending_morale,
        "lost_this_round": _lost_this_round(after),
        "baseline": after.baseline,
    }
    # Each group of parts said in turn ("; "), the parts of a group by "->".
    groups: list[list[Part]] = []
    if event.kind == "morale_test":
        out.update(_morale(before, event, groups))
    elif event.kind in ("wound_pool", "decay"):
        suffered = next((s.data["suffered"] for s in steps if "suffered" in s.data), 0)
        out["wounds_suffered"] = suffered
        groups.append([hw.wounds_suffered(suffered)])
    elif event.kind == "heal":
        if healed:
            groups.append([hw.wounds_healed(healed)])
        groups += [[p] for p in _heal_leftover(steps, bool(healed or restored))]
    elif event.kind == "bravery":
        groups.append([hw.bravery_done()])
    elif event.kind == "rally":
        groups.append([hw.rallied(before.broken)])
    elif event.kind == "place":
        groups.append([_placed(before, after)])
    elif event.kind == "character_wounds":
        gone = [c.name for c, b in zip(after.characters, before.characters, strict=True)
                if c.destroyed and not b.destroyed]
        groups.append([hw.character_removed(gone)])
    fell: list[str] = []
    if lost and event.kind != "character_wounds":
        # C-3: the Characters fall with the last Stand, as casualties of this action.
        fell = [c.name for c, b in zip(after.characters, before.characters, strict=True)
                if c.destroyed and not b.destroyed]
    change = [hw.stands_lost(len(lost), fell)] if lost else []
    if restored:
        change.append(hw.stands_restored(len(restored)))
    if out["shattered"]:
        change.append(hw.status("shattered"))
    elif out["destroyed"]:
        change.append(hw.status("destroyed"))
    elif out["broke"]:
        change.append(hw.broke(out["lost_this_round"], after.baseline))
    elif lost and before.alive_characters and not after.broken:
        change.append(_steady_with_characters(before, after))
    if change:
        groups.append(change)
    if after.pending_morale:
        groups.append([hw.morale_due(after.pending_morale)])
    flat = [(p, "to" if i < len(g) - 1 else "then") for g in groups for i, p in enumerate(g)]
    return {**out, **verdict(hw.chain(flat) if flat else hw.done())}


def verdict(said: Said) -> Json:
    """A verdict's English and its message (the page says it in the player's language)."""
    return {"verdict": said.text, "verdict_msg": said.to_json()}


def _placed(before: Regiment, after: Regiment) -> Part:
    """A Place (C-17) in words: moved, turned or both, and the facing it turned to."""
    was, now = before.position, after.position
    if now is None:
        return hw.placed("off", 0.0)
    if was is None:
        return hw.placed("placed", now.facing)
    moved = (round(was.x, 1), round(was.y, 1)) != (round(now.x, 1), round(now.y, 1))
    turned = round(was.facing, 1) != round(now.facing, 1)
    if moved and turned:
        return hw.placed("moved_turned", now.facing)
    return hw.placed("moved" if moved else "turned" if turned else "stays", now.facing)


def _lost_this_round(r: Regiment) -> int:
    """The losses Broken is counted by (C-14): gross, as the step log says them, so a
    Stand restored after Bravery (C-28) does not take one back. A battle saved before
    losses were counted gross goes on counting them net."""
    if r.losses is not None:
        return r.losses
    return max(0, r.baseline - (0 if r.destroyed else r.count()))


def _steady_with_characters(before: Regiment, after: Regiment) -> Part:
    """Why a Regiment with Characters stays Steady after losing what looks like half
    its Stands: its Characters count as Stands (C-3), in the baseline too (C-14)."""
    return hw.steady(_lost_this_round(after), after.baseline,
                     [c.name for c in before.alive_characters], after.broken_threshold())


def _heal_leftover(steps: list[Step], did_something: bool) -> list[Part]:
    """What became of Heal Points that healed nothing: lost for want of room (C-9),
    too few to restore a Stand (C-8), or nothing there to heal."""
    for step in steps:
        if step.data.get("lost"):
            return [hw.no_room(step.data["lost"])]
    unused = next((s.data["points_left"] for s in steps
                   if s.rule == "C-8" and "spent" not in s.data), 0)
    if unused:
        return [hw.unused(unused)]
    if not did_something:
        return [hw.nothing_to_heal()]
    return []


def _morale(before: Regiment, event: Event, groups: list[list[Part]]) -> Json:
    """Judged again from the event's dice and the Regiment before the test (C-10 to C-12,
    C-22 to C-26): the same rule code the test ran, never read back out of the log."""
    taken = morale.take(before, getattr(event, "dice", None) or (),
                        getattr(event, "rerolls", None), getattr(event, "modifiers", ()))
    first = [d.to_json() for d in taken.first]
    if taken.reroll:
        # C-23: every pass of the first roll was rolled again; what counts is the re-roll.
        for die in first:
            if die["passed"]:
                die["rerolled"] = True
    out: Json = {"dice": first, "failed": taken.failed, "resolve": taken.resolve.value}
    if taken.reroll:
        out["rerolls"] = [d.to_json() for d in taken.second]
    if taken.indomitable:
        out["indomitable"] = taken.indomitable
    if taken.wounds != taken.failed:
        out["wounds"] = taken.wounds
    # The special rules that moved the Resolve (C-22, C-24), so the verdict says why it
    # is not the one on the card; Wounds from the flank or rear and what they did (C-23).
    source = before.pending_source
    arc = None if source is None or source.arc not in ("flank", "rear") else source.arc
    groups.append([hw.morale(len(taken.first), taken.resolve.value, taken.resolve.terrifying,
                             bool(taken.resolve.phalanx), arc,
                             taken.passes if taken.reroll else None, taken.failed,
                             taken.indomitable, taken.wounds)])
    return out


def press_the_attack(before: Any, after: Any, steps: list[Step]) -> Json:
    """The pushes of Press the Attack (C-19) an action made, each with its Regiment and
    where it stood before and after (from the two states), and the lines that say
    what happened to the Stranded Regiments, in order, for the notes under the table."""
    was = {r.id: r.position for r in before.regiments}
    pushes = []
    for r in after.regiments:
        old, new = was.get(r.id), r.position
        if old is None or new is None or (old.x, old.y) == (new.x, new.y):
            continue
        pushes.append({"regiment": r.id, "from": old.to_json(), "to": new.to_json(),
                       "distance": round(math.hypot(new.x - old.x, new.y - old.y), 1)})
    said = [s for s in steps if s.data.get("press_the_attack")]
    return {"pushes": pushes, "press_the_attack": [s.text for s in said],
            # Each line's message beside it (None: English only), said in the player's words.
            "press_the_attack_msg": [s.said.to_json() if s.said else None for s in said]}


def charge_outcome(before: Any, steps: list[Step]) -> Json:
    """A Charge's contact from both sides (C-17), from its own step's data, and whether
    it brought the battle its battlefield."""
    made = next(s.data for s in steps if "enemy_stands" in s.data and "edge" in s.data)
    charge = {k: made[k] for k in ("enemy", "edge", "offset", "stands", "enemy_stands")}
    return {"charge": charge, "deployed": before.battlefield is None,
            **verdict(hw.charged(made["stands"], made["enemy_stands"]))}


def outcome(before: Any, after: Any, event: Event, steps: list[Step]) -> Json | None:
    rid = getattr(event, "regiment", None)
    if isinstance(rid, str):
        out = regiment_outcome(before.regiment(rid), after.regiment(rid), event, steps)
        if event.kind == "charge":
            out.update(charge_outcome(before, steps))
        # Only casualties move Regiments outside Place and Charge: any move here is a
        # push (C-19).
        elif after.battlefield is not None and event.kind != "place":
            out.update(press_the_attack(before, after, steps))
        return out
    if event.kind == "new_round":
        return verdict(hw.round_begins(after.round))
    if event.kind == "active_player":
        return verdict(hw.active(after.players[after.active_player]))
    return None


def morale_faces(regiment: Regiment, modifiers: tuple[int, ...] = ()) -> Json:
    """The Resolve a pending test is rolled against and which D6 faces pass (C-10,
    C-11), so dice entry can colour each die without knowing the rule."""
    target = morale.resolve(regiment, modifiers)
    return {"resolve": target.value, "passes": target.passes(),
            "passes_msg": hw.passes(target.value).to_json(),
            "faces": [{"face": f, "passed": morale.judge(f, target.value).passed}
                      for f in range(1, 7)]}


def morale_heading(dice: int) -> str:
    """The heading of the Morale Test a Regiment owes: the dice to roll (C-12)."""
    return hw.morale_heading(dice).text


def reroll_step(dice: tuple[int, ...], passes: int) -> Json:
    """C-23: the step after a first roll whose passes are re-rolled: its heading (only
    those dice are asked now) and the line saying why."""
    said = {"heading": hw.reroll_heading(passes), "text": hw.reroll_text(dice, passes),
            "label": hw.reroll_label(passes)}
    # Each in English, and its message beside it (the page says it in the player's words).
    return {**{k: s.text for k, s in said.items()},
            **{f"{k}_msg": s.to_json() for k, s in said.items()}}


def morale_so_far(regiment: Regiment, modifiers: tuple[int, ...], dice: tuple[int, ...],
                  rerolls: tuple[int, ...] | None = None) -> Json:
    """Dice entered so far for the test ``regiment`` owes, judged one by one (C-10, C-11):
    the running count the dice entry shows as they go in. With ``rerolls``, the whole
    first roll is in and these are its passes re-rolled so far (C-23): the count is the
    first roll's failures and the re-rolls' together."""
    target = morale.resolve(regiment, modifiers)
    judged = [morale.judge(v, target.value) for v in dice]
    failed = sum(not j.passed for j in judged)
    out: Json = {"owed": regiment.pending_morale, "entered": len(dice), "failed": failed,
                 "resolve": target.value, "dice": [j.to_json() for j in judged],
                 **_text(hw.so_far(failed))}
    if rerolls is None:
        return out
    again = [morale.judge(v, target.value) for v in rerolls]
    total = failed + sum(not j.passed for j in again)
    return {**out, "entered": len(rerolls), "failed": total,
            "rerolls": [j.to_json() for j in again], **_text(hw.so_far(total, failed))}


def _text(said: Said) -> Json:
    return {"text": said.text, "text_msg": said.to_json()}


__all__ = ["morale_faces", "morale_heading", "morale_so_far", "outcome", "press_the_attack",
           "regiment_outcome", "reroll_step", "stand_place"]
