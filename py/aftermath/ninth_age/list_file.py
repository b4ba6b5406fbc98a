"""The Ninth Age Units from a roster's force (2nd edition data).

A Unit is a ``unit`` selection; its ``model`` children carry the count (``number``)
and a "Defensive" profile carries ``HP`` (on the model or the unit). A Champion is one
of the Unit's models made a Champion (a child selection named so): it stands in the
formation as a Champion with its own Health Pool, so the rank and file are one fewer.
A Character is its own selection (category "Characters"): it comes as a Unit of its
own, which the player can join to a Unit in Muster.
"""

from __future__ import annotations

from typing import Any

from aftermath import list_reader_words as rw
from aftermath.lists import note_words as nw
from aftermath.lists.rules import special_rules
from aftermath.lists.source import Force, ListFileError, Roster, Selection, number
from aftermath.ninth_age.unit import MAX_HP, MAX_MODELS

Json = dict[str, Any]
FILES = 5   # the Ninth Age worked examples' width (N-2); the player can change it
# The engine knows no Ninth Age rule by name: each is kept as the file writes it.
KNOWN: dict[str, bool] = {}


def _hp(sel: Selection) -> int | None:
    """HP from the first "Defensive" profile of the selection or its models."""
    for node in (sel, *sel.walk()):
        if node.profile("Defensive") is not None:
            return number(node, "Defensive", "hp", MAX_HP)
    return None


def is_character(sel: Selection) -> bool:
    return any(c.casefold() in ("characters", "character") for c in sel.categories)


def _champion(sel: Selection) -> Selection | None:
    return next((c for c in sel.walk() if "champion" in c.name.casefold()), None)


def unit(sel: Selection) -> Json:
    values: Json = {"name": sel.name, "characters": []}
    found = ["name"]
    notes: list[str] = []
    models = sum(c.number for c in sel.selections if c.type == "model")
    if not models:
        models = sel.number if sel.type == "model" or is_character(sel) else 0
    hp = _hp(sel)
    if hp is not None:
        values["hp"] = hp
        found.append("hp")
    champion = _champion(sel)
    if champion is not None:
        champion_hp = _hp(champion) or hp
        entry: Json = {"id": "champion", "name": champion.name[:60], "kind": "champion"}
        if champion_hp is not None:
            entry["hp"] = champion_hp
        values["characters"].append(entry)
        if models:
            models -= 1
            notes.append(nw.champion(champion.name, models))
    if models:
        if models + len(values["characters"]) > MAX_MODELS:
            raise ListFileError(f"{sel.where} > number", models,
                                rw.makes_models(models, MAX_MODELS))
        values["models"] = models
        found.append("models")
        values["files"] = min(FILES, models + len(values["characters"]))
    if is_character(sel):
        notes.append(nw.character_unit())
    rules, rule_notes = special_rules(list(sel.rules), KNOWN)
    return {"name": sel.name, "where": sel.where, "values": values, "found": found,
            "special_rules": rules, "notes": notes + rule_notes, "characters": [],
            "character": is_character(sel)}


def force_pieces(force: Force) -> list[Json]:
    return [unit(sel) for sel in force.selections if sel.type in ("unit", "model")]


def forces(found: Roster) -> list[Json]:
    """One army per force."""
    return [{"name": f.name, "pieces": force_pieces(f)} for f in found.forces]
