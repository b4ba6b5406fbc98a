"""Conquest Regiments from a roster's force.

A Regiment is a selection with a ``Regiment`` profile (Type, Stands, W, R, Models on
Stand...); extra Stands are its child "Additional Stands" with a ``number``; a Leader or
Standard Bearer upgrade makes a Command Stand; any other upgrade is kept as a special
rule (a known rule of C-20 by its name, else as text), with the rules it carries; a
selection with a ``Character`` profile is a Character, who joins the first Regiment of
its own force unless the player chooses another (a BattleScribe force is a Warband:
one Character and the Regiments it leads).

The public BattleScribe data is first edition (rules v1.03), where W counts per model
("Men-at-Arms: W 1, 4 Models on Stand"); our rule texts count Wounds per Stand (C-1).
Where a profile has both, the Stand's Wounds are worked out and the reason kept
("1 per model x 4 models"), with the other reading ("W is per Stand") one tap away.
"""

from __future__ import annotations

import re
from typing import Any

from aftermath import list_reader_words as rw
from aftermath.conquest.regiment import KINDS, MAX_CHARACTERS, MAX_STANDS
from aftermath.conquest.special_rules import TAKES_X
from aftermath.lists import note_words as nw
from aftermath.lists import rules as list_rules
from aftermath.lists.source import Force, ListFileError, Roster, Selection, number

Json = dict[str, Any]

COMMAND_UPGRADES = ("leader", "standard bearer")
ADDITIONAL = ("additional stands", "additional stand")
FILES = {"infantry": 3}    # a sensible default the player can change; others 2
_SECOND = re.compile(r"(2nd|second|v2\b|2\.\d)", re.IGNORECASE)


def edition(roster: Roster) -> str:
    """Which edition's data the file holds: its game system's name says second edition
    where it is (``... 2nd Edition``); otherwise the file is of the BattleScribe data,
    which is first edition at every revision published."""
    return "second" if _SECOND.search(roster.game_system) else "first"


def _chars(sel: Selection, type_name: str) -> dict[str, str] | None:
    profile = sel.profile(type_name)
    if profile is None:
        return None
    return {k.casefold(): v for k, v in profile.characteristics}


def _wounds(sel: Selection, models_key: str, first: bool, values: Json,
            found: list[str]) -> Json | None:
    """The Stand's Wounds and how they were worked out; None when the profile has no W."""
    w = number(sel, "Regiment", "w", 99)
    if w is None:
        return None
    models = number(sel, "Regiment", models_key, 99)
    found.append("wounds")
    if not models or models == 1:
        values["wounds"] = w
        return None
    per_model = min(w * models, 99)
    reason_model = f"{w} per model x {models} models"
    reason_stand = "W is per Stand"
    chosen = "model" if first else "stand"
    values["wounds"] = per_model if first else w
    return {"per": chosen, "reason": reason_model if first else reason_stand,
            "per_model": per_model, "per_stand": w,
            "reasons": {"model": reason_model, "stand": reason_stand}}


def _kind(sel: Selection, chars: dict[str, str], values: Json, found: list[str],
          notes: list[str]) -> None:
    raw = chars.get("type")
    if raw is None:
        return
    kind = raw.strip().casefold()
    if kind in KINDS:
        values["kind"] = kind
        found.append("kind")
    else:
        notes.append(nw.type_to_choose(raw.strip()[:30]))


def regiment(sel: Selection, first: bool) -> Json:
    chars = _chars(sel, "Regiment") or {}
    values: Json = {"name": sel.name}
    found: list[str] = ["name"]
    notes: list[str] = []
    _kind(sel, chars, values, found, notes)
    base = number(sel, "Regiment", "stands", MAX_STANDS)
    extra = sum(c.number for c in sel.selections if c.name.casefold() in ADDITIONAL)
    wounds = _wounds(sel, "models on stand", first, values, found)
    resolve = number(sel, "Regiment", "r", 20)
    if resolve is not None:
        values["resolve"] = resolve
        found.append("resolve")
    if base is not None:
        values["stands"] = base + extra
        found.append("stands")
        if values["stands"] > MAX_STANDS:
            raise ListFileError(f"{sel.where} > Additional Stands", values["stands"],
                                rw.makes_stands(values["stands"], MAX_STANDS))
    upgrades = [c.name.casefold() for c in sel.walk()]
    values["command"] = any(u in COMMAND_UPGRADES for u in upgrades)
    found.append("command")
    kind = values.get("kind")
    if kind is not None:
        values["files"] = min(FILES.get(kind, 2), values.get("stands", 99))
    names = list(sel.rules) + [p.name for p in sel.profiles if p.type_name == "Special Rule"]
    rules, rule_notes = special_rules(names + upgrades_of(sel))
    characters = [character(c) for c in sel.walk() if c.profile("Character") is not None]
    piece: Json = {
        "name": sel.name, "where": sel.where, "values": values, "found": found,
        "stands": {"base": base, "additional": extra} if base is not None else None,
        "special_rules": rules, "notes": notes + rule_notes, "characters": characters,
    }
    if wounds is not None:
        piece["wounds"] = wounds
    return piece


def character(sel: Selection) -> Json:
    values: Json = {"name": sel.name}
    found = ["name"]
    w = number(sel, "Character", "w", 99)
    if w is not None:
        values["wounds"] = w
        found.append("wounds")
    r = number(sel, "Character", "r", 20)
    if r is not None:
        values["resolve"] = r
        found.append("resolve")
    rules, notes = special_rules(list(sel.rules) + upgrades_of(sel))
    return {"name": sel.name, "where": sel.where, "values": values, "found": found,
            "special_rules": rules, "notes": notes}


def upgrades_of(sel: Selection) -> list[str]:
    """The names of a selection's upgrades, and the rules they carry, as special rules:
    not its Additional Stands or command models (read as Stands and a Command Stand), nor
    a Character or Regiment it holds (read as their own)."""
    out: list[str] = []

    def visit(node: Selection) -> None:
        for child in node.selections:
            if child.profile("Character") is not None or _is_regiment(child):
                continue
            if child.type == "upgrade" and child.name.casefold() not in (*ADDITIONAL,
                                                                         *COMMAND_UPGRADES):
                out.append(child.name)
                out.extend(child.rules)
            visit(child)

    visit(sel)
    return out


def _is_regiment(sel: Selection) -> bool:
    return sel.profile("Regiment") is not None


def force_pieces(force: Force, first: bool) -> tuple[list[Json], list[Json]]:
    """The force's Regiments (in the file's order) and its Characters that stand alone
    (a Character selection of the force, not an upgrade of a Regiment)."""
    regiments: list[Json] = []
    alone: list[Json] = []
    for sel in force.selections:
        if _is_regiment(sel):
            regiments.append(regiment(sel, first))
        elif sel.profile("Character") is not None:
            alone.append(character(sel))
        # Regiments a Character's selection holds (a warband written as one tree).
        for child in sel.walk():
            if _is_regiment(child):
                regiments.append(regiment(child, first))
    return regiments, alone


def join(regiments: list[Json], alone: list[Json], force: Force) -> None:
    """Each Character joins the first Regiment of its force with room (C-2 keeps at most
    a few Characters in one Regiment); the preview says whom it joined."""
    for char in alone:
        host = next((r for r in regiments if len(r["characters"]) < MAX_CHARACTERS), None)
        if host is None:
            raise ListFileError(char["where"], char["name"],
                                rw.no_regiment_to_join())
        char["joined"] = True
        host["characters"].append(char)
        host["notes"].append(nw.joins_first(char["name"], "force"))


def special_rules(names: list[str]) -> tuple[list[Json], list[str]]:
    """Rules as the file names them, Conquest's known ones (C-20) by their own name."""
    return list_rules.special_rules(names, TAKES_X)


def forces(found: Roster) -> list[Json]:
    """One army per faction: the forces of one catalogue are one army (each BattleScribe
    force is a Warband: a Character and the Regiments it leads)."""
    first = edition(found) == "first"
    armies: dict[str, Json] = {}
    for force in found.forces:
        regiments, alone = force_pieces(force, first)
        join(regiments, alone, force)
        army = armies.setdefault(force.catalogue or force.name,
                                 {"name": force.name, "pieces": []})
        army["pieces"].extend(regiments)
    return list(armies.values())


def extra(found: Roster) -> Json:
    """What a Conquest list keeps of its file: the edition and revision of its data."""
    return {"edition": edition(found), "revision": found.revision}
