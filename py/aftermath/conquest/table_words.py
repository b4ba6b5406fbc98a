"""The Conquest sentences of the battlefield (C-17 to C-19): where a Regiment stands,
why it cannot stand or charge there, the deployment, and the Stranded Regiments and
Press the Attack, each a message id with its arguments beside its English, as
step_words.py does. A length goes in as a number with the players' ``unit`` (mm, in);
a reason said by a sentence of its own is its one part; Regiments' names joined by
"and" are a chain of parts (:func:`names_and`), a list of them parts of their own."""

from __future__ import annotations

from aftermath.distance import amount, length, size, size_args, unit
from aftermath.places import Place, possessive
from aftermath.said import Arg, Said, sentence


def _s(n: float, one: str, many: str) -> str:
    return one if n == 1 else many


def _stands(n: int) -> str:
    return f"{n} {_s(n, 'Stand', 'Stands')}"


def name(name: str) -> Said:
    """A Regiment's name as one part of a list of them."""
    return sentence("conquest-name", name, name=name)


def names_and(names: list[str], tail: Said | None = None) -> Said:
    """Names joined by "and" ("A and B and C"), each the next one's part; ``tail`` goes
    after the last name (its one part)."""
    if len(names) > 1:
        rest = names_and(names[1:], tail)
        return sentence("conquest-name-and", f"{names[0]} and {rest.text}", rest, name=names[0])
    if tail is not None:
        return sentence("conquest-name-still-touching",
                        f"{names[0]} but is still in contact with {tail.text}", tail,
                        name=names[0])
    return name(names[0])


# Why a Regiment cannot stand where it would (C-17): a Stand by its place.
def off_battlefield(place: Place) -> Said:
    return sentence("conquest-off-battlefield", f"the Stand at {place} would be off the "
                    "battlefield", **place.args())


def overlaps(place: Place, moving: bool, other_place: Place, other: str) -> Said:
    """A Stand would overlap (``moving``: pass through) a Stand of ``other``."""
    verb = "pass through" if moving else "overlap"
    return sentence("conquest-overlaps",
                    f"the Stand at {place} would {verb} the Stand at {other_place} of {other}",
                    **place.args(), **other_place.args("other_"), moving="yes" if moving else "no",
                    other=other)


def cannot_stand_there(regiment: str, why: Said) -> Said:
    return sentence("conquest-refused-cannot-stand-there",
                    f"{regiment} cannot stand there: {why.text}", why, regiment=regiment)


def stands_at(regiment: str, x: float, y: float, facing: float) -> Said:
    return sentence("conquest-stands-at",
                    f"{regiment} stands at x {length(x)}, y {length(y)}, "
                    f"facing {round(facing, 1):g}°", regiment=regiment, x=amount(x),
                    y=amount(y), unit=unit(), facing=round(facing, 1))


# A Charge (C-17): ``edge`` is the enemy's edge's key.
def _edge_words(edge: str) -> str:
    return {"front": "front", "left": "left flank", "right": "right flank",
            "rear": "rear"}[edge]


def cannot_charge(attacker: str, edge: str, enemy: str, why: Said) -> Said:
    return sentence("conquest-refused-cannot-charge",
                    f"{attacker} cannot charge the {_edge_words(edge)} of {enemy}: {why.text}",
                    why, attacker=attacker, edge=edge, enemy=enemy)


def no_stand_touches(offset: int, attacker: str, enemy: str) -> Said:
    return sentence("conquest-no-stand-touches",
                    f"slid {offset} Stand {_s(abs(offset), 'width', 'widths')}, no Stand of "
                    f"{attacker} would touch {enemy}", offset=offset, widths=abs(offset),
                    attacker=attacker, enemy=enemy)


def leaves_contact(regiment: str, enemies: list[str]) -> Said:
    chain = names_and(enemies)
    return sentence("conquest-leaves-contact", f"{regiment} leaves its contact with "
                    f"{chain.text}", chain, regiment=regiment)


# The first battlefield and its deployment (C-17).
def first_battlefield(width: float, depth: float) -> Said:
    return sentence("conquest-first-battlefield",
                    f"A battlefield of {size(width, depth)}: both armies deployed in their "
                    "halves, facing each other", **size_args(width, depth))


def pair_with(a: str, b: str) -> Said:
    return sentence("conquest-pair-with", f"{a} with {b}", a=a, b=b)


def hand_set_end(pairs: list[tuple[str, str]]) -> Said:
    """The contacts set by hand end on a first battlefield (C-17), each pair a part."""
    parts = tuple(pair_with(a, b) for a, b in pairs)
    return sentence("conquest-hand-set-end",
                    f"The contacts set by hand ({', '.join(p.text for p in parts)}) end: on a "
                    "battlefield the positions decide contacts, so Charge again to engage the "
                    "others", *parts)


def too_wide(regiment: str, width: float, field_width: float) -> Said:
    return sentence("conquest-refused-too-wide",
                    f"{regiment} ({length(round(width))} wide) is wider than the battlefield "
                    f"({length(round(field_width))}): set a larger table", regiment=regiment,
                    width=amount(round(width)), field_width=amount(round(field_width)),
                    unit=unit())


def no_room_in_half(regiment: str, player: str, width: float, depth: float) -> Said:
    return sentence("conquest-refused-no-room-in-half",
                    f"{regiment} has no room in {possessive(player)} half of the "
                    f"{size(width, depth)} battlefield: set a larger table",
                    regiment=regiment, player=player,
                    player_s="yes" if player.endswith(("s", "S")) else "no",
                    **size_args(width, depth))


def cannot_be_deployed(regiment: str, why: Said) -> Said:
    return sentence("conquest-refused-cannot-be-deployed",
                    f"{regiment} cannot be deployed: {why.text}", why, regiment=regiment)


# Stranded Regiments (C-18, C-19).
def engaged_again(regiment: str, enemies: list[str]) -> Said:
    chain = names_and(enemies)
    return sentence("conquest-engaged-again", f"{regiment} is engaged again with {chain.text}",
                    chain, regiment=regiment)


def push_order(player: str, regiments: list[str]) -> Said:
    parts = tuple(name(n) for n in regiments)
    return sentence("conquest-push-order",
                    f"{player} pushes them in this order: {', '.join(regiments)}", *parts,
                    player=player)


def still_engaged(regiment: str, lost: list[str], touching: list[str]) -> Said:
    chain = names_and(lost, names_and(touching))
    return sentence("conquest-still-engaged",
                    f"{regiment} lost contact with {chain.text}: not Stranded", chain,
                    regiment=regiment)


def unengaged_not_stranded(regiment: str, lost: list[str]) -> Said:
    chain = names_and(lost)
    whom = "its only opponent" if len(lost) == 1 else "all its opponents"
    return sentence("conquest-unengaged-not-stranded",
                    f"{regiment} is Unengaged, not Stranded: {whom} ({chain.text}) destroyed",
                    chain, regiment=regiment, opponents=len(lost))


def separated(regiment: str, lost: list[str]) -> Said:
    chain = names_and(lost)
    return sentence("conquest-separated",
                    f"{regiment} lost the Stands that were in contact with {chain.text}: it is "
                    "not Stranded (Ch6: only the opponents of the Regiment losing Stands can "
                    "be)", chain, regiment=regiment)


def stranded(regiment: str, enemies: list[str]) -> Said:
    chain = names_and(enemies)
    return sentence("conquest-stranded",
                    f"{regiment} is Stranded: no longer in contact with {chain.text}", chain,
                    regiment=regiment)


# Press the Attack (C-19).
def no_straight_push() -> Said:
    return sentence("conquest-no-straight-push",
                    "no straight move puts it back in contact along the same edges")


def push_blocked(distance: float, why: Said) -> Said:
    return sentence("conquest-push-blocked",
                    f"the push of {length(distance)} is blocked: {why.text}", why,
                    distance=amount(distance), unit=unit())


def would_touch(other: str) -> Said:
    return sentence("conquest-would-touch",
                    f"it would touch {other}, which it was not engaged with", other=other)


def cannot_press(regiment: str, reason: Said) -> Said:
    return sentence("conquest-cannot-press",
                    f"{regiment} cannot Press the Attack ({reason.text}); it stays where it was "
                    "and is Unengaged", reason, regiment=regiment)


def direction(ahead: float, aside: float) -> Said:
    """A push's way, as the pushed Regiment faces: ``ahead`` forward (negative: back),
    ``aside`` to its right (negative: left); under 0.05 mm either way is none of it."""
    moves: list[str] = []
    args: dict[str, Arg] = {"unit": unit(), "ahead": amount(abs(ahead)),
                            "aside": amount(abs(aside))}
    args["forward"] = "none" if abs(ahead) < 0.05 else "forward" if ahead > 0 else "back"
    args["sideways"] = "none" if abs(aside) < 0.05 else "right" if aside > 0 else "left"
    if args["forward"] != "none":
        moves.append(f"{length(abs(ahead))} {args['forward']}")
    if args["sideways"] != "none":
        moves.append(f"{length(abs(aside))} {args['sideways']}")
    return sentence("conquest-push-direction", " and ".join(moves) or "a hair's breadth",
                    **args)


def presses(regiment: str, distance: float, way: Said, enemy: str, stands: int,
            enemy_stands: int, before: tuple[int, int], as_before: bool) -> Said:
    """The push made (C-19): ``how`` is "same" (the counts of before the casualties),
    "more" (the shortest push restoring them brought more Stands in) or "most" (the most
    it could get back)."""
    got = f"{_stands(stands)} against {enemy_stands}"
    if (stands, enemy_stands) == before:
        how, why = "same", f"{got}, as before the casualties"
    elif as_before:
        how, why = "more", f"{got} (before the casualties: {before[0]} against {before[1]})"
    else:
        how, why = "most", f"{got}: the most possible (it was {before[0]} against {before[1]})"
    return sentence("conquest-presses",
                    f"{regiment} presses the attack: pushed {length(distance)} ({way.text}) "
                    f"back into contact with {enemy} — {why}", way,
                    regiment=regiment, distance=amount(distance), unit=unit(), enemy=enemy,
                    stands=stands, enemy_stands=enemy_stands, was_stands=before[0],
                    was_enemy_stands=before[1], how=how)
