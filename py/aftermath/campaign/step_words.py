"""The campaign's step-log sentences (W-1 to W-6), each a message id with its arguments
beside its English, as aftermath/conquest/step_words.py does: a count or a die goes in
as a number, a table's result (an outcome, a fate, a wound's location, a model's kind,
a table) as its key (:func:`key`: "Crushing Victory" is crushing_victory), a name as
written. A characteristic goes in as its abbreviation (AR, MV...), as the rules print
it. A list followed by more words is a chain, each link the next one's part."""

from __future__ import annotations

from collections.abc import Sequence

from aftermath.said import Arg, Said, sentence


def key(text: str) -> str:
    """A table's English name as a message's key: "Crushing Victory" -> crushing_victory."""
    return text.lower().replace(" ", "_").replace("-", "_")


def _s(n: int, one: str, many: str) -> str:
    return one if n == 1 else many


# What comes next for a lost model (W-3, W-4).
def roll_fate(name: str, kind: str) -> Said:
    return sentence("campaign-roll-fate", f"{name} is a {kind}: roll on the Casualty Fate table",
                    name=name, kind=key(kind))


def owes_wound_rolls(name: str, owed: int) -> Said:
    return sentence("campaign-owes-wound-rolls",
                    f"{name} owes {owed} more Wound Table {_s(owed, 'roll', 'rolls')}",
                    name=name, owed=owed)


# Recovery (W-2): ``outcome`` is the battle's outcome's English name.
def recovery(name: str, die: int, number: int, outcome: str, undead_bonus: int | None,
             survived: bool) -> Said:
    undead = f", +{undead_bonus} Undead" if undead_bonus is not None else ""
    return sentence("campaign-recovery",
                    f"{name} rolls {die} for Recovery, needing {number} or less "
                    f"({outcome}{undead}): " + ("survives" if survived else "dies"),
                    name=name, die=die, number=number, outcome=key(outcome),
                    undead="yes" if undead_bonus is not None else "no",
                    bonus=undead_bonus or 0, result="survives" if survived else "dies")


def trooper_no_fate(name: str) -> Said:
    return sentence("campaign-trooper-no-fate",
                    f"{name} is a Trooper: no Casualty Fate roll (the roster does not keep "
                    "trooper fates)", name=name)


# Casualty Fate (W-3, W-5, W-6): the fate's meaning names the Hate and EP it gives.
def fate(name: str, die: int, fate: str, meaning: str, hate: int, ep: int) -> Said:
    return sentence("campaign-fate", f"{name} rolls {die} for Casualty Fate: {fate} ({meaning})",
                    name=name, die=die, fate=key(fate), hate=hate, ep=ep)


def hate(hate: int, force: str) -> Said:
    return sentence("campaign-effect-hate", f"Hate: {hate} for {force}", hate=hate, force=force)


def miracle(ep: int, was: int, now: int) -> Said:
    return sentence("campaign-effect-miracle", f"+{ep} EP ({was} -> {now})", ep=ep, was=was,
                    now=now)


def held_by(force: str) -> Said:
    return sentence("campaign-effect-held-by", f"held by {force}", force=force)


def effect(name: str, effect: Said) -> Said:
    """One effect of a fate on the model (its part)."""
    return sentence("campaign-effect", f"{name}: {effect.text}", effect, name=name)


# A Wound (W-4): its notes, each a ``note`` key with the numbers it names (0 or "" when
# it names none), said as a chain joined by "; ".
def note_args(note: str, stat: str = "", was: int = 0, now: int = 0) -> dict[str, Arg]:
    """``note``: stays_zero, lowered (``stat`` ``was`` -> ``now``), spot (Spot tests, signed
    numbers), rear_cc (``now`` the CC attackers from the rear gain) or blind."""
    return {"note": note, "stat": stat, "was": was, "now": now}


def note_text(a: dict[str, Arg]) -> str:
    stat, was, now = a["stat"], a["was"], a["now"]
    assert isinstance(was, int) and isinstance(now, int)
    return {"stays_zero": f"{stat} is already 0 and stays 0",
            "lowered": f"{stat} {was} -> {now}",
            "spot": f"Spot tests {was:+d} -> {now:+d}",
            "rear_cc": f"attackers from the rear gain +{now} CC",
            "blind": "blinded in both eyes: the model is blind and leaves the roster",
            }[str(a["note"])]


def _signed(a: dict[str, Arg]) -> dict[str, Arg]:
    """Spot tests' numbers with their signs as keys (a catalogue writes the sign)."""
    was, now = a["was"], a["now"]
    assert isinstance(was, int) and isinstance(now, int)
    return {**a, "was": abs(was), "now": abs(now), "was_sign": "minus" if was < 0 else "plus",
            "now_sign": "minus" if now < 0 else "plus"}


def notes(items: Sequence[dict[str, Arg]]) -> Said:
    first = _signed(items[0])
    text = note_text(items[0])
    if len(items) == 1:
        return sentence("campaign-note", text, **first)
    rest = notes(items[1:])
    return sentence("campaign-note-then", f"{text}; {rest.text}", rest, **first)


def wound(name: str, die: int, location: str, said: Said) -> Said:
    """The Wound Table's result and (its part) what it did."""
    return sentence("campaign-wound", f"{name} rolls {die} on the Wound Table: {location} — "
                    f"{said.text}", said, name=name, die=die, location=key(location))


def blind_leaves(name: str, left: int) -> Said:
    return sentence("campaign-blind-leaves",
                    f"{name} is blind and leaves the roster: "
                    + (f"its other {left} Wound Table rolls are not made" if left != 1
                       else "its last Wound Table roll is not made"), name=name, left=left)


# The battle's outcome (W-1).
def outcome(force: str, outcome: str | None, chosen: bool, number: int) -> Said:
    if outcome is None:
        return sentence("campaign-no-outcome", f"{force}: no outcome (nobody was lost)",
                        force=force)
    how = "chosen by the players" if chosen else "from the models lost"
    return sentence("campaign-outcome",
                    f"{force}: {outcome}, {how}: models live on a {number} or less",
                    force=force, outcome=key(outcome), how="chosen" if chosen else "lost",
                    number=number)


# Confirming (W-5, campaign): captives released, and each side's losses.
def captive_waiting(name: str, owner: str, value: int, own_side: bool) -> Said:
    said = ("held captive, waiting for its side's other rolls" if own_side
            else "held captive, waiting for the other side")
    return sentence("campaign-captive-waiting",
                    f"{name} ({owner}, value {value}) is {said}: exchanged, bought back or "
                    "executed once every Casualty Fate is rolled (W-5)", name=name,
                    owner=owner, value=value, waiting="own" if own_side else "other")


def captive_exchanged(name: str, owner: str, value: int, partner: str, partner_owner: str,
                      partner_value: int) -> Said:
    return sentence("campaign-captive-exchanged",
                    f"{name} ({owner}, value {value}) is exchanged for {partner} "
                    f"({partner_owner}, value {partner_value})", name=name, owner=owner,
                    value=value, partner=partner, partner_owner=partner_owner,
                    partner_value=partner_value)


def captive_bought(owner: str, name: str, paid: int, vp_left: int) -> Said:
    return sentence("campaign-captive-bought",
                    f"{owner} buys back {name} for {paid} VP ({vp_left} VP left)",
                    owner=owner, name=name, paid=paid, vp_left=vp_left)


def captive_executed(owner: str, name: str, value: int, vp_left: int) -> Said:
    return sentence("campaign-captive-executed",
                    f"{owner} cannot pay {value} VP for {name} ({vp_left} VP left): {name} is "
                    "executed", owner=owner, name=name, value=value, vp_left=vp_left)


def ending(count: int, status: str, words: str) -> Said:
    """``count`` lost models that ended ``status`` (active, dead...); ``words`` its English."""
    return sentence("campaign-ending", f"{count} {words}", count=count, status=key(status))


def confirmed(force: str, endings: Sequence[Said], vp: int, vp_after: int) -> Said:
    """A side's lost models by how they ended (its parts), and its VP."""
    if not endings:
        return sentence("campaign-confirmed-no-losses",
                        f"{force}: no losses; VP {vp} -> {vp_after}", force=force, vp=vp,
                        vp_after=vp_after)
    return sentence("campaign-confirmed",
                    f"{force}: {', '.join(e.text for e in endings)}; VP {vp} -> {vp_after}",
                    *endings, force=force, vp=vp, vp_after=vp_after)
