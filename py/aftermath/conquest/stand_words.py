"""The Conquest step-log sentences that name a Stand by its place (Wounds allocated,
C-4; Stands healed and restored, C-7 to C-9; contacts set by hand, C-2), Bravery and
Decay (C-28, C-29) and a Wound Pool's source (C-21), each a message id with its
arguments beside its English, as step_words.py does. A Stand's place goes in as
arguments (:meth:`aftermath.places.Place.args`), its kind (a Stand or an auxiliary
one, named) as ``stand`` and ``auxiliary``; a reason said by a sentence of its own is
its one part."""

from __future__ import annotations

from aftermath.conquest.regiment import Stand
from aftermath.places import Place
from aftermath.said import Arg, Said, sentence


def _s(n: float, one: str, many: str) -> str:
    return one if n == 1 else many


def _kind(stand: Stand) -> dict[str, Arg]:
    aux = stand.auxiliary
    return {"stand": "stand" if aux is None else "auxiliary",
            "auxiliary": "" if aux is None else aux.name}


# Why a Wound goes to a Stand (C-4.1 to C-4.5): ``origin`` is "command" (the Command
# Stand's file) or "centre" (the centre file); ``far`` files from it, a half on an even
# front.
def _origin(origin: str) -> str:
    return "the Command Stand" if origin == "command" else "the centre file"


def _files(far: float) -> str:
    return f"{far:g} {_s(far, 'file', 'files')}"


def _far(far: float) -> int | float:
    return int(far) if float(far).is_integer() else far


def command_last() -> Said:
    return sentence("conquest-why-command-last",
                    "Command Stands are removed last; none other is left")


def wounded_first() -> Said:
    return sentence("conquest-why-wounded-first",
                    "a Wounded Stand takes Wounds until it is destroyed")


def rear_rank(rank: int, why: Said, engaged: str) -> Said:
    """C-4.3 and C-4.4: ``engaged`` is "none" (no Stand of the rank is engaged), "kept"
    (its engaged Stands are kept in contact) or "all" (every Stand there is engaged)."""
    middle = {"none": "", "kept": " it keeps engaged Stands in contact;",
              "all": " every Stand there is engaged;"}[engaged]
    # One rank is front and rear at once: "the rear rank" read as a contradiction.
    which = "rank 1 is the only rank" if rank == 1 else f"rank {rank} is the rear rank"
    return sentence("conquest-why-rear-rank",
                    f"{which};{middle} {why.text}", why,
                    rank=rank, engaged=engaged)


def on_the_file(how: str, origin: str) -> Said:
    """The one Stand on the reference file: ``how`` is "last" (the centremost goes last),
    "only_in_rank" or "only"."""
    where = "the Command Stand's file" if origin == "command" else "the centre file"
    said = {"last": "the centremost Stand goes last", "only_in_rank": "the only Stand in the rank",
            "only": "the only choice"}[how]
    return sentence("conquest-why-on-the-file", f"{said} (on {where})", how=how, origin=origin)


def only_choice(far: float, origin: str) -> Said:
    return sentence("conquest-why-only-choice",
                    f"the only choice ({_files(far)} from {_origin(origin)})",
                    far=_far(far), origin=origin)


def furthest(far: float, origin: str) -> Said:
    return sentence("conquest-why-furthest", f"furthest from {_origin(origin)} ({_files(far)})",
                    far=_far(far), origin=origin)


def tied(far: float, origin: str, last_side: str) -> Said:
    """A tie, one Stand each side: ``last_side`` is the side of the last Stand lost
    (left, right) or "none" (the first tie goes to the left)."""
    reason = ("first tie goes to the left" if last_side == "none"
              else f"alternating ends: the last Stand lost was on the {last_side}")
    return sentence("conquest-why-tied",
                    f"{_files(far)} from {_origin(origin)}, tied both sides; {reason}",
                    far=_far(far), origin=origin, last_side=last_side)


def takes_wounds(stand: Stand, place: Place, taken: int, why: Said) -> Said:
    """A Stand takes Wounds (C-4), destroyed or not, and why it was the one (``why``)."""
    head = f"The {stand.noun} at {place} takes {taken} {_s(taken, 'Wound', 'Wounds')}"
    args: dict[str, Arg] = {**_kind(stand), **place.args(), "taken": taken}
    if stand.markers >= stand.wounds:
        return sentence("conquest-stand-destroyed", f"{head} and is destroyed — {why.text}",
                        why, **args)
    return sentence("conquest-stand-takes",
                    f"{head} ({stand.markers} of its {stand.wounds} Wounds taken) — {why.text}",
                    why, **args, markers=stand.markers, wounds=stand.wounds)


# Healing Stands (C-7 to C-9).
def stand_heals(stand: Stand, place: Place, healed: int) -> Said:
    return sentence("conquest-stand-heals",
                    f"The {stand.noun} at {place} heals {healed} "
                    f"{_s(healed, 'Wound Marker', 'Wound Markers')}"
                    + (" (Command Stand first)" if stand.command else ""),
                    **_kind(stand), **place.args(), healed=healed,
                    command="yes" if stand.command else "no")


def too_few_to_restore(stand: Stand, place: Place, left: int, need: int) -> Said:
    return sentence("conquest-too-few-to-restore",
                    f"{left} {_s(left, 'Heal Point', 'Heal Points')} left: not enough to "
                    f"restore the {stand.noun} from {place} (needs {need}, half its Wounds "
                    "rounded up); they go unused",
                    **_kind(stand), **place.args(), left=left, need=need)


def no_room_to_restore(stand: Stand, place: Place, lost: int, blocked: Said | None) -> Said:
    """No room for a restored Stand (C-9): ``blocked`` says why on a battlefield (its one
    part), None when the players said so."""
    text = (f"No room to restore the {stand.noun} lost from {place}"
            + (f" ({blocked.text})" if blocked else "") + ": it is not restored and "
            + ("the remaining Heal Point is lost" if lost == 1
               else f"the remaining {lost} Heal Points are lost"))
    args: dict[str, Arg] = {**_kind(stand), **place.args(), "lost": lost}
    if blocked is None:
        return sentence("conquest-no-room-to-restore", text, **args)
    return sentence("conquest-no-room-to-restore-because", text, blocked, **args)


def restored(stand: Stand, place: Place, spent: int) -> Said:
    """A Stand restored (C-8): a Command Stand to its original position."""
    where = "its original position" if stand.command else str(place)
    return sentence("conquest-stand-restored",
                    f"The {stand.noun} at {where} restored with {spent} "
                    f"{_s(spent, 'Heal Point', 'Heal Points')}, {spent} of {stand.wounds} "
                    "Wounds remaining" + (" (Command Stands first)" if stand.command else ""),
                    **_kind(stand), **place.args(), spent=spent, wounds=stand.wounds,
                    command="yes" if stand.command else "no")


# Contacts set by hand (C-2): the enemies' names are its parts (none: no enemy).
def stand_contacts(place: Place, regiment: str, enemies: list[str]) -> Said:
    parts = tuple(sentence("conquest-name", n, name=n) for n in enemies)
    names = ", ".join(enemies) or "no enemy"
    args: dict[str, Arg] = {**place.args(), "regiment": regiment}
    if not enemies:
        return sentence("conquest-stand-contacts-none",
                        f"The Stand at {place} of {regiment} is in contact with {names}", **args)
    return sentence("conquest-stand-contacts",
                    f"The Stand at {place} of {regiment} is in contact with {names}",
                    *parts, **args)


def stand_removed(place: Place, regiment: str) -> Said:
    """The refusal to set contacts of a Stand that is gone (C-2)."""
    return sentence("conquest-refused-stand-removed",
                    f"the Stand at {place} of {regiment} has been removed",
                    **place.args(), regiment=regiment)


# Bravery and Decay (C-28, C-29).
def uses_bravery(regiment: str, stands: int) -> Said:
    return sentence("conquest-uses-bravery",
                    f"{regiment} uses Bravery: no longer Broken; Broken is still counted from "
                    f"{stands} {_s(stands, 'Stand', 'Stands')} this Round",
                    regiment=regiment, stands=stands)


def decay(x: int, stands: int, dice: int, wounds: int) -> Said:
    return sentence("conquest-decay",
                    f"Decay {x}: {stands} {_s(stands, 'Stand', 'Stands')} "
                    f"{_s(stands, 'rolls', 'roll')} {dice} {_s(dice, 'die', 'dice')}, "
                    f"{wounds} of them 5 or 6: {wounds} {_s(wounds, 'Wound', 'Wounds')}, no "
                    "Morale Tests", x=x, stands=stands, dice=dice, wounds=wounds)


# A Wound Pool's source (C-21): ``harm`` its key or "none", ``arc`` front, flank, rear or
# not_named (an old save's).
def pool_source(name: str | None, harm: str | None, harm_words: str, arc: str) -> Said:
    parts = [f"from {name}" if name else "source not named"]
    if harm:
        parts.append(harm_words)
    parts.append(f"Wounds from the {arc}")
    return sentence("conquest-pool-source", "Wound Pool " + ", ".join(parts),
                    source=name or "", named="yes" if name else "no", harm=harm or "none",
                    arc=arc.replace(" ", "_"))
