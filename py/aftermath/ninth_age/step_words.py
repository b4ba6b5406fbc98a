"""The Ninth Age's step-log sentences (N-2 to N-7), each a message id with its arguments
beside its English, as aftermath/conquest/step_words.py does: a count goes in as a
number, a choice of words as a key, a name as written.

A Health Pool goes in as ``pool`` (rank_and_file, character or champion) with its
``unit`` and ``character`` names, and ``character_s`` (yes when the name ends in s: the
English possessive); a model's place as arguments (:meth:`aftermath.places.Place.args`,
prefixed ``at_``) with its rank and file counted from 1 (``model_rank``,
``model_file``). A list of things is its parts; a list followed by more words is a
chain, each link the next one's part (the moves of re-forming, Unstable's shares).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from aftermath.places import Place, possessive
from aftermath.said import Arg, Said, sentence

RANK_AND_FILE = "rank_and_file"


def _s(n: int, one: str, many: str) -> str:
    return one if n == 1 else many


def _hp(n: int) -> str:
    return f"{n} {_s(n, 'Health Point', 'Health Points')}"


def pool_args(pool_kind: str, unit: str, character: str) -> dict[str, Arg]:
    """A Health Pool: ``pool_kind`` is rank_and_file, character or champion."""
    return {"pool": pool_kind, "unit": unit, "character": character,
            "character_s": "yes" if character.endswith(("s", "S")) else "no"}


def pool_title(pool_kind: str, unit: str, character: str) -> str:
    if pool_kind == RANK_AND_FILE:
        return f"the rank-and-file Health Pool of {unit}"
    return f"{possessive(f'{pool_kind.capitalize()} {character}')} Health Pool"


def _upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


# Multiple Wounds (N-6): each value, capped to a model's Health Points.
def wound_value(value: int, capped: int) -> Said:
    if value == capped:
        return sentence("ninth-wound-value", str(value), value=value)
    return sentence("ninth-wound-value-capped", f"{value} (capped to {capped})", value=value,
                    capped=capped)


def multiple_wounds(x: str, values: Sequence[int], capped: Sequence[int]) -> Said:
    """"Multiple Wounds D3: 3, 3, 2 -> 8 Health Points"; ``x`` as the player wrote it."""
    total = sum(capped)
    if not values:
        return sentence("ninth-multiple-wounds-none",
                        f"Multiple Wounds {x}: no unsaved wounds -> {_hp(total)}", x=x,
                        total=total)
    parts = tuple(wound_value(v, c) for v, c in zip(values, capped, strict=True))
    return sentence("ninth-multiple-wounds",
                    f"Multiple Wounds {x}: {', '.join(p.text for p in parts)} -> {_hp(total)}",
                    *parts, x=x, total=total)


def attack_wounds(attack: str, wounds: Said) -> Said:
    """One attack's Multiple Wounds (``wounds``, its part)."""
    return sentence("ninth-attack-wounds", f"{attack}: {wounds.text}", wounds, attack=attack)


def wounds_capped(wounds: Said, hp: int) -> Said:
    return sentence("ninth-wounds-capped",
                    f"{wounds.text}: each wound at most the {hp} Health Points of one model, "
                    "never spilling into a second", wounds, hp=hp)


# Excess losses (N-5): each attack's share a part.
def share(attack: str, losses: int) -> Said:
    return sentence("ninth-share", f"{attack} ({losses})", attack=attack, losses=losses)


def excess_from(excess: int, shares: Sequence[tuple[str, int]], chosen: bool) -> Said:
    parts = tuple(share(a, n) for a, n in shares)
    how = "as chosen by the attacking player" if chosen else "the only possible choice"
    return sentence("ninth-excess-from",
                    f"The {excess} excess losses were caused by "
                    f"{', '.join(p.text for p in parts)}, {how}", *parts, excess=excess,
                    how="chosen" if chosen else "only")


# A batch of losses on a Health Pool (N-2).
def pool_loses(pool: Mapping[str, Arg], title: str, losses: int, before: int, taken: int,
               count: int, hp: int, left_over: int) -> Said:
    total = before + taken
    carried = f"{before} already lost + {taken} = {total}: " if before else ""
    return sentence("ninth-pool-loses",
                    f"{_upper_first(title)} loses {_hp(losses)} ({carried}{count} "
                    f"{_s(count, 'whole model', 'whole models')} of {hp} HP, {left_over} left "
                    "over)", **pool, losses=losses, before=before, taken=taken, total=total,
                    count=count, hp=hp, left_over=left_over)


def wiped_out(pool: Mapping[str, Arg], title: str) -> Said:
    return sentence("ninth-wiped-out",
                    f"{_upper_first(title)} is wiped out and carries nothing over", **pool)


def removed_carried(count: int, lost: int) -> Said:
    return sentence("ninth-removed-carried",
                    f"{count} {_s(count, 'model', 'models')} removed; {lost} "
                    f"{_s(lost, 'lost Health Point', 'lost Health Points')} carried over to "
                    "later attacks", count=count, lost=lost)


def pool_left(pool: Mapping[str, Arg], left: int, hp: int, lost: int) -> Said:
    """A Character's or Champion's Health Pool still standing (its one model kept): what
    it has left of its Health Points, and the lost ones carried over (N-2)."""
    who = f"{str(pool['pool']).capitalize()} {pool['character']}"
    return sentence("ninth-pool-left",
                    f"{who}: {left} of {hp} {_s(hp, 'Health Point', 'Health Points')} left; "
                    f"{lost} {_s(lost, 'lost Health Point', 'lost Health Points')} carried "
                    "over to later attacks", **pool, left=left, hp=hp, lost=lost)


def pool_excess(excess: int, left: int) -> Said:
    return sentence("ninth-pool-excess",
                    f"{excess} excess Health Point {_s(excess, 'loss', 'losses')} ignored: the "
                    f"Health Pool had only {_hp(left)} left", excess=excess, left=left)


def destroyed(unit: str) -> Said:
    return sentence("ninth-destroyed", f"{unit} has no models left and is destroyed", unit=unit)


# Why a model is the casualty (N-2 to N-4): ``why`` is its key, the other arguments
# those it names (0 or "none" when it names none).
def why_args(why: str, rank: int = 0, side: str = "none", last: int = 0, left: int = 0,
             right: int = 0) -> dict[str, Arg]:
    return {"why": why, "why_rank": rank, "why_side": side, "why_last": last,
            "why_left": left, "why_right": right}


def why_text(a: dict[str, Arg]) -> str:
    rank, side, last, left, right = (a["why_rank"], a["why_side"], a["why_last"],
                                     a["why_left"], a["why_right"])
    return {
        "picked": f"rank {rank}: chosen by the owner",
        "pool_lost": "its Health Pool has lost all its Health Points",
        "rear_end": f"rear rank ({rank}): the {side} end leaves, keeping the rank centred",
        "in_front": f"rank {rank} is the rearmost rank with rank-and-file models, in front of "
                    f"the {side} end of rank {last}, which fills the gap",
        "longer_side": f"first rank, first model of this batch: from the {side}, the longer "
                       f"side ({left} left and {right} right of the centre line)",
        "even_sides": f"first rank, first model of this batch: both sides hold {left}, so the "
                      "left",
        "alternating": f"first rank: alternating ends, now the {side}",
    }[str(a["why"])]


# A model: a rank-and-file one by its rank and file, a Character or Champion by title.
def model_args(kind: str, character: str, rank: int, file: int) -> dict[str, Arg]:
    return {"kind": kind, "character": character, "rank": rank, "file": file}


def model_name(kind: str, character: str, rank: int, file: int) -> Said:
    text = (f"the model at rank {rank}, file {file}" if kind == RANK_AND_FILE
            else f"{kind.capitalize()} {character}")
    return sentence("ninth-model-name", text, **model_args(kind, character, rank, file))


def removed(kind: str, character: str, place: Place, rank: int, file: int,
            why: dict[str, Arg], skipped: Sequence[Said]) -> Said:
    """A model removed (N-2 to N-4), where it stood and why it was the one; ``skipped``
    names the models of other Health Pools passed over (its parts)."""
    who = "A model" if kind == RANK_AND_FILE else f"{kind.capitalize()} {character}"
    text = (f"{who} removed from the {place} (rank {rank}, file {file}) — {why_text(why)}")
    args: dict[str, Arg] = {"kind": kind, "character": character, **place.args("at_"),
                            "model_rank": rank, "model_file": file, **why}
    if not skipped:
        return sentence("ninth-removed", text, **args)
    whose = "another Health Pool" if len(skipped) == 1 else "other Health Pools"
    return sentence("ninth-removed-skipping",
                    f"{text}; {', '.join(s.text for s in skipped)} ({whose}) skipped",
                    *skipped, **args, skipped=len(skipped))


# Re-forming (N-4): each move a link of a chain joined by "; ".
Move = tuple[str, str, int, int, int, int]


def _moves(moves: Sequence[Move]) -> Said:
    kind, character, a, b, c, e = moves[0]
    name = model_name(kind, character, a, b).text
    text = f"{name} from rank {a}, file {b} to rank {c}, file {e}"
    args: dict[str, Arg] = {"kind": kind, "character": character, "from_rank": a,
                            "from_file": b, "to_rank": c, "to_file": e}
    if len(moves) == 1:
        return sentence("ninth-move", text, **args)
    rest = _moves(moves[1:])
    return sentence("ninth-move-then", f"{text}; {rest.text}", rest, **args)


def re_forms(unit: str, moves: Sequence[Move]) -> Said:
    """``moves``: (kind, character, from rank, from file, to rank, to file), from 1."""
    chain = _moves(moves)
    return sentence("ninth-re-forms", f"{unit} re-forms into a viable formation: {chain.text}",
                    chain, unit=unit)


# Unstable (N-7): the shares, a chain joined by ", ", the last followed by the rule and,
# when Characters tie, whom the tie goes to (its names the tie's parts).
def pool_name(kind: str, character: str) -> Said:
    text = "the rank and file" if kind == RANK_AND_FILE else f"{kind.capitalize()} {character}"
    return sentence("ninth-pool-name", text, pool=kind, character=character)


def _shares(shares: Sequence[tuple[str, str, int]], tail: Said) -> Said:
    kind, character, n = shares[0]
    text = f"{n} to {pool_name(kind, character).text}"
    if len(shares) == 1:
        return sentence("ninth-unstable-share", f"{text} — {tail.text}", tail, losses=n,
                        pool=kind, character=character)
    rest = _shares(shares[1:], tail)
    return sentence("ninth-unstable-share-then", f"{text}, {rest.text}", rest, losses=n,
                    pool=kind, character=character)


def unstable(losses: int, shares: Sequence[tuple[str, str, int]],
             ties: Sequence[tuple[str, str]], owners_order: bool) -> Said:
    """``shares``: (kind, character, losses) per Health Pool, at least one; ``ties``:
    the pools a tie between Characters goes to, in turn."""
    rule = ("rank and file first, then the Champion, then the Characters as evenly as "
            "possible")
    if len(ties) > 1:
        names = tuple(pool_name(k, c) for k, c in ties)
        order = " (the owner’s order)" if owners_order else " (in the Unit’s order)"
        tail = sentence("ninth-unstable-tie",
                        f"{rule}; a tie between Characters goes to "
                        f"{', '.join(n.text for n in names)}{order}, in turn", *names,
                        order="owner" if owners_order else "unit")
    else:
        tail = sentence("ninth-unstable-rule", rule)
    chain = _shares(shares, tail)
    return sentence("ninth-unstable",
                    f"Unstable: {losses} Health Points lost, no saves: {chain.text}", chain,
                    losses=losses)


def unit_excess(excess: int, unit: str, left: int) -> Said:
    return sentence("ninth-unit-excess",
                    f"{excess} excess Health Point {_s(excess, 'loss', 'losses')} ignored: "
                    f"{unit} had only {_hp(left)} left", excess=excess, unit=unit, left=left)
