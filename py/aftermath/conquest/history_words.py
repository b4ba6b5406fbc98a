"""What each Conquest action is called (its summary: the step log's entry, the Undo and
Redo buttons) and what it did in one line (its verdict, also the preview's), each a
message id with its arguments beside its English, as step_words.py does. A verdict's
parts are a chain: each part says how the next follows it (``next``: "then", joined by
"; ", or "to", by " -> ") and has the rest of the verdict as its one part."""

from __future__ import annotations

from collections.abc import Sequence

from aftermath.distance import amount, length, unit
from aftermath.places import Place
from aftermath.said import Said, listed, sentence


def _s(n: int, one: str, many: str) -> str:
    return one if n == 1 else many


def _dice(n: int) -> str:
    return f"{n} {_s(n, 'die', 'dice')}"


def _listed(values: Sequence[int]) -> str:
    return ", ".join(map(str, values))


# -- summaries -----------------------------------------------------------------------
def wound_pool(wounds: int, regiment: str, source: str | None, arc: str | None,
               morale: bool) -> Said:
    """``source``: the Regiment the pool came from, if named; ``arc``: its arc's key."""
    src = f" from {source}" if source else ""
    side = arc if arc in ("flank", "rear") else "front"
    shown = f" ({side})" if side != "front" else ""
    return sentence("history-wound-pool",
                    f"Wound Pool of {wounds}{src}{shown} on {regiment}"
                    + ("" if morale else " (no Morale Tests)"),
                    wounds=wounds, regiment=regiment, source=source or "",
                    named="yes" if source else "no", arc=side, morale="yes" if morale else "no")


def morale_test(regiment: str, dice: Sequence[int] | None,
                rerolls: Sequence[int] | None) -> Said:
    """The dice as typed (or rolled by the app), digits joined by commas."""
    said = "rolled by the app" if dice is None else _listed(dice)
    again = f"; re-rolled {_listed(rerolls)}" if rerolls else ""
    return sentence("history-morale-test", f"Morale Test for {regiment}: {said}{again}",
                    regiment=regiment, rolled="no" if dice is None else "yes",
                    dice="" if dice is None else _listed(dice),
                    rerolled="yes" if rerolls else "no",
                    rerolls=_listed(rerolls) if rerolls else "")


def heal(points: int | None, source: str | None, words: str, regiment: str,
         no_room: bool) -> Said:
    """``source``: the named heal's key ("regeneration", ...), ``words`` its English."""
    named = f" ({words})" if source else ""
    said = "a roll" if points is None else str(points)
    return sentence("history-heal",
                    f"Heal {said}{named} on {regiment}" + (" (no room)" if no_room else ""),
                    points=-1 if points is None else points, source=source or "none",
                    regiment=regiment, room="no" if no_room else "yes")


def character_wounds(wounds: int, character: str, regiment: str) -> Said:
    return sentence("history-character-wounds",
                    f"{wounds} {_s(wounds, 'Wound', 'Wounds')} on {character} of {regiment}",
                    wounds=wounds, character=character, regiment=regiment)


def rally(regiment: str) -> Said:
    return sentence("history-rally", f"{regiment} Rallies", regiment=regiment)


def new_round() -> Said:
    return sentence("history-new-round", "New Round")


def active_player(player: str) -> Said:
    return sentence("history-active-player", f"Active Player: {player}", player=player)


def contacts(regiment: str, place: Place | None, stand: str) -> Said:
    """``place``: the Stand's place, or None where the Regiment no longer places it
    (its id ``stand`` is said instead)."""
    if place is None:
        return sentence("history-contacts-stand-id", f"Contacts of {regiment}, {stand}",
                        regiment=regiment, stand=stand)
    return sentence("history-contacts", f"Contacts of {regiment}, Stand at {place}",
                    regiment=regiment, **place.args())


def place(regiment: str, x: float, y: float, facing: float) -> Said:
    """The facing to a tenth of a degree, as the verdict says it (+ 0.0: never "-0")."""
    turned = round(facing, 1) + 0.0
    return sentence("history-place",
                    f"{regiment} moved to ({length(x)}, {length(y)}) facing {turned:g}°",
                    regiment=regiment, x=amount(x), y=amount(y), unit=unit(), facing=turned)


def charge(regiment: str, edge: str, edge_words: str, enemy: str) -> Said:
    """``edge``: the enemy's edge's key (front, left, right, rear)."""
    return sentence("history-charge", f"{regiment} Charges the {edge_words} of {enemy}",
                    regiment=regiment, edge=edge, enemy=enemy)


def bravery(regiment: str) -> Said:
    return sentence("history-bravery", f"{regiment} uses Bravery", regiment=regiment)


def decay(x: int, regiment: str) -> Said:
    return sentence("history-decay", f"Decay {x} on {regiment}", x=x, regiment=regiment)


# -- verdicts --------------------------------------------------------------------------
# One part of a verdict, said alone (``next`` "end") until it is chained.
Part = Said
JOINS = {"then": "; ", "to": " -> "}


def chain(parts: Sequence[tuple[Part, str]]) -> Said:
    """``parts``, each with how the next follows it ("then", "to"; the last's is not
    read), as one sentence: the first, whose one part is the rest."""
    first, join = parts[0]
    if len(parts) == 1:
        return first
    rest = chain(parts[1:])
    return Said(first.id, f"{first.text}{JOINS[join]}{rest.text}",
                {**first.args, "next": join}, (rest,))


def done() -> Said:
    return sentence("verdict-done", "Done")


def wounds_suffered(n: int) -> Part:
    return sentence("verdict-wounds-suffered", f"{n} {_s(n, 'Wound', 'Wounds')} suffered",
                    n=n, next="end")


def wounds_healed(n: int) -> Part:
    return sentence("verdict-wounds-healed", f"{n} {_s(n, 'Wound', 'Wounds')} healed",
                    n=n, next="end")


def no_room(lost: int) -> Part:
    return sentence("verdict-no-room", f"No room to restore a Stand: {lost} "
                    f"{_s(lost, 'Heal Point', 'Heal Points')} lost (C-9)", lost=lost,
                    next="end")


def unused(n: int) -> Part:
    return sentence("verdict-unused", f"{n} {_s(n, 'Heal Point', 'Heal Points')} unused: "
                    "too few to restore a Stand (C-8)", n=n, next="end")


def nothing_to_heal() -> Part:
    return sentence("verdict-nothing-to-heal",
                    "Nothing to heal: no Wound Markers and no Stand to restore (C-7)",
                    next="end")


def bravery_done() -> Part:
    return sentence("verdict-bravery", "Bravery: no longer Broken", next="end")


def rallied(was_broken: bool) -> Part:
    return sentence("verdict-rallied", "Rallied" + (": no longer Broken" if was_broken else ""),
                    broken="yes" if was_broken else "no", next="end")


# How a Place moved a Regiment (C-17): off, placed, moved, turned, moved_turned, stays.
PLACED = {"off": "Not on the table", "placed": "Placed on the table, facing {}°",
          "moved": "Moved", "turned": "Turned to face {}°",
          "moved_turned": "Moved and turned to face {}°", "stays": "Stays where it was"}


def placed(how: str, facing: float) -> Part:
    """``facing``: to a tenth of a degree (read only where the words say it)."""
    return sentence("verdict-placed", PLACED[how].format(f"{round(facing, 1):g}"), how=how,
                    facing=round(facing, 1), next="end")


def character_removed(names: Sequence[str]) -> Part:
    """``names``: the Characters removed, as written (none: a Character Wounded)."""
    if not names:
        return sentence("verdict-character-wounded", "Character Wounded", next="end")
    return sentence("verdict-character-removed", f"Character removed: {listed(names)}",
                    names=tuple(names), next="end")


def stands_lost(n: int, fell: Sequence[str]) -> Part:
    """``fell``: the Characters who fell with the last Stand (C-3)."""
    if fell:
        return sentence("verdict-stands-lost-with", f"{n} {_s(n, 'Stand', 'Stands')} lost "
                        f"with {listed(fell)}", n=n, names=tuple(fell), next="end")
    return sentence("verdict-stands-lost", f"{n} {_s(n, 'Stand', 'Stands')} lost", n=n,
                    next="end")


def stands_restored(n: int) -> Part:
    return sentence("verdict-stands-restored", f"{n} {_s(n, 'Stand', 'Stands')} restored",
                    n=n, next="end")


def status(key: str) -> Part:
    """SHATTERED or DESTROYED (``key``: shattered, destroyed)."""
    return sentence("verdict-status", key.upper(), status=key, next="end")


def broke(lost: int, baseline: int) -> Part:
    return sentence("verdict-broken", f"BROKEN ({lost} of {baseline} this Round)", lost=lost,
                    baseline=baseline, next="end")


def steady(lost: int, baseline: int, names: Sequence[str], threshold: int) -> Part:
    return sentence("verdict-steady", f"Steady: {lost} of {baseline} Stands, counting "
                    f"{listed(names)} (C-3): Broken at {threshold}", lost=lost,
                    baseline=baseline, names=tuple(names), threshold=threshold, next="end")


def morale_due(dice: int) -> Part:
    return sentence("verdict-morale-due", f"Morale Test due: {_dice(dice)}", dice=dice,
                    next="end")


def morale_heading(dice: int) -> Said:
    """The heading of the Morale Test a Regiment owes: the dice to roll (C-12)."""
    return sentence("verdict-morale-heading", f"Morale Test: roll {_dice(dice)}", dice=dice)


def passes(value: int) -> Said:
    """Which faces pass at Resolve ``value``, as a player would say it (C-10): at 1 or
    less only the natural 1, at 6 or more every face but the natural 6."""
    if value <= 1:
        return sentence("verdict-passes", f"Resolve {value}: only a natural 1 passes "
                        "(a 1 always passes, a 6 always fails, C-10)", value=value, faces="one")
    if value >= 6:
        return sentence("verdict-passes", f"Resolve {value}: every die passes but a natural 6 "
                        "(a 6 always fails, C-10)", value=value, faces="all_but_six")
    return sentence("verdict-passes", f"Each die passes on {value} or less "
                    "(a 1 always passes, a 6 always fails, C-10)", value=value, faces="at_most")


def resolve_explained(parts: Sequence[Said], value: int) -> Said:
    """The Resolve explained part by part (each its own sentence), then its value (C-11)."""
    return sentence("verdict-resolve-explained",
                    ", ".join(p.text for p in parts) + f" = {value}", *parts, value=value)


def morale(dice: int, resolve: int, terrifying: int, phalanx: bool, arc: str | None,
           rerolled: int | None, failed: int, indomitable: int, wounds: int) -> Part:
    """The Morale Test judged (C-10 to C-12, C-22 to C-26): ``terrifying`` and ``phalanx``
    moved the Resolve; ``arc`` flank or rear, where the Wounds came from, ``rerolled`` the
    passes re-rolled there (None: no re-roll, Iron Discipline); ``wounds`` the Wounds
    the failures caused (not ``failed``: Oblivious)."""
    rules = ([f"Terrifying -{terrifying}"] if terrifying else []) + (
        ["Phalanx +1"] if phalanx else [])
    line = f"Morale: {_dice(dice)} vs Resolve {resolve}"
    line += f" ({', '.join(rules)})" if rules else ""
    if arc in ("flank", "rear"):
        did = f"{rerolled} re-rolled" if rerolled is not None else "no re-roll (Iron Discipline)"
        line += f", from the {arc}: {did}"
    line += f" -> {failed} fail"
    if indomitable:
        line += f" (Indomitable: {indomitable} passed)"
    if wounds != failed:
        line += f": {wounds} {_s(wounds, 'Wound', 'Wounds')} (Oblivious)"
    return sentence("verdict-morale", line, dice=dice, resolve=resolve, terrifying=terrifying,
                    phalanx="yes" if phalanx else "no",
                    arc=arc if arc in ("flank", "rear") else "none",
                    rerolled=-1 if rerolled is None else rerolled, failed=failed,
                    indomitable=indomitable, wounds=wounds,
                    oblivious="yes" if wounds != failed else "no", next="end")


def charged(stands: int, enemy_stands: int) -> Said:
    return sentence("verdict-charged", f"Charged: {stands} {_s(stands, 'Stand', 'Stands')} "
                    f"against {enemy_stands} in contact", stands=stands,
                    enemy_stands=enemy_stands)


def round_begins(n: int) -> Said:
    return sentence("verdict-round-begins", f"Round {n} begins", round=n)


def active(player: str) -> Said:
    return sentence("verdict-active-player", f"{player} is the Active Player", player=player)


# -- dice entered for a Morale Test, judged as they go in (C-10, C-11, C-23) -----------
def so_far(failed: int, first: int | None = None) -> Said:
    """The running count of failures; ``first``: those of the first roll, when its
    passes are being re-rolled (C-23)."""
    text = f"{failed} {_s(failed, 'failure', 'failures')} so far"
    if first is None:
        return sentence("verdict-so-far", text, failed=failed, first=-1)
    return sentence("verdict-so-far", f"{text} ({first} in the first roll)", failed=failed,
                    first=first)


def reroll_heading(passes: int) -> Said:
    return sentence("verdict-reroll-heading", f"Morale Test: re-roll {_dice(passes)}",
                    passes=passes)


def reroll_text(dice: Sequence[int], passes: int) -> Said:
    """``dice``: the first roll, digits joined by commas."""
    return sentence("verdict-reroll-text", f"First roll {_listed(dice)}: re-roll {passes} "
                    f"passed {_s(passes, 'die', 'dice')} (C-23)", dice=_listed(dice),
                    passes=passes)


def reroll_label(passes: int) -> Said:
    return sentence("verdict-reroll-label",
                    f"Re-roll the {passes} passed {_s(passes, 'die', 'dice')} (C-23).",
                    passes=passes)
