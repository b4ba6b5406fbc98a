"""Conquest's Muster table: a Regiment profile (a Regiment to reuse, as the new-battle
form describes it), the profile a new one starts from, and a Regiment of a battle as a
profile. :mod:`aftermath.muster` reads it through the system's descriptor."""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, Self

from aftermath import data as d
from aftermath import field_words as fw
from aftermath import form_error_words as fe
from aftermath.conquest.placement import Footprint
from aftermath.conquest.regiment import AuxiliaryProfile, Character, Regiment, read_auxiliaries
from aftermath.conquest.state import MAX_REGIMENTS, ConquestState
from aftermath.errors import InvalidData
from aftermath.history import Game
from aftermath.muster import MusterTable, Profile, named, with_faction
from aftermath.special_rules import put_rules

Json = dict[str, Any]


@dataclasses.dataclass(frozen=True)
class RegimentProfile(Profile):
    """A Conquest Regiment to reuse: name, kind, Stands, files, Wounds, Resolve, Command
    Stand and Characters, as :meth:`Regiment.new` reads them (C-1..C-3); and, only when
    given, its Stands' footprint (whole mm) and its auxiliaries (Stands of their own
    profiles that join it)."""

    system: ClassVar[str] = "conquest"
    data: Json

    @classmethod
    def from_json(cls, value: Any, field: str = "profile") -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("name", "kind", "stands", "files", "wounds", "resolve",
                                  "command", "characters", "special_rules", "footprint",
                                  "auxiliaries", "faction"))
        for key in ("stands", "files", "wounds", "resolve"):
            # A profile states every number: nothing silently falls back to a default.
            if key not in data:
                raise InvalidData(f"{field}.{key}", None, fw.required())
        named(data, field)
        # A profile's footprint is whole millimetres (a setup's may be any number of mm).
        footprint = (None if "footprint" not in data
                     else Footprint.whole_mm(data["footprint"], f"{field}.footprint"))
        auxiliaries = read_auxiliaries(data, field)
        # The battle's own check of a new Regiment: every error names field and value.
        fielded = {k: v for k, v in data.items() if k != "faction"}
        regiment = Regiment.new({**fielded, "id": "profile", "player": 0}, field)
        command = data.get("command", True)
        if command is None:
            command = False
        # Special rules, footprint and auxiliaries only when there are some: a profile
        # without them is exactly as before.
        out = put_rules({
            "name": regiment.name, "kind": regiment.kind,
            "stands": regiment.starting_stands - sum(a.count for a in auxiliaries),
            "files": regiment.files, "wounds": regiment.stands[0].wounds,
            "resolve": regiment.stands[0].resolve, "command": command,
            "characters": [_character(c) for c in regiment.characters],
        }, regiment.special_rules)
        return cls(with_faction(_extras(out, footprint, auxiliaries), data, field))


def _extras(out: Json, footprint: Footprint | None,
            auxiliaries: list[AuxiliaryProfile]) -> Json:
    if footprint is not None:
        out["footprint"] = footprint.mm()
    if auxiliaries:
        out["auxiliaries"] = [a.to_json() for a in auxiliaries]
    return out


def _fielded_auxiliaries(r: Regiment) -> list[Json]:
    """The auxiliaries a Regiment began with, from its Stands, in the order fielded."""
    found: dict[tuple[Any, ...], Json] = {}
    for s in r.stands:
        a = s.auxiliary
        if a is None:
            continue
        key = (a.name, a.kind, a.footprint, s.wounds, s.resolve)
        if key not in found:
            entry = {"name": a.name, "kind": a.kind, "wounds": s.wounds,
                     "resolve": s.resolve, "count": 0}
            if a.footprint != Footprint.for_kind(a.kind):
                entry["footprint"] = a.footprint.mm()
            found[key] = entry
        found[key]["count"] += 1
    return list(found.values())


def _character(c: Character) -> Json:
    return put_rules({"id": c.id, "name": c.name, "wounds": c.wounds, "resolve": c.resolve},
                     c.special_rules)


def from_battle(game: Game[Any], piece: str, field: str = "piece") -> RegimentProfile:
    """A Regiment as the battle began (its start state): what was fielded."""
    r = ConquestState.from_json(game.start_state(), "start").regiment(piece, field)
    command_ids = [s.id for s in r.stands if s.command]
    auxiliaries = _fielded_auxiliaries(r)
    own = [s for s in r.stands if s.auxiliary is None]
    if not own:
        raise InvalidData(f"{field}.stands", piece, fe.no_own_stand())
    default = Regiment.new({"id": "x", "name": "x", "player": 0, "stands": len(own),
                            "files": r.files, "wounds": 1, "resolve": 0,
                            "auxiliaries": auxiliaries}, "default")
    usual = [s.id for s in default.stands if s.command]
    command: bool | str = bool(command_ids) and (command_ids == usual or command_ids[0])
    data = put_rules({
        "name": r.name, "kind": r.kind, "stands": len(own), "files": r.files,
        "wounds": own[0].wounds, "resolve": own[0].resolve, "command": command,
        "characters": [_character(c) for c in r.characters]}, r.special_rules)
    if r.footprint != Footprint.for_kind(r.kind):
        data["footprint"] = r.footprint.mm()
    if auxiliaries:
        data["auxiliaries"] = auxiliaries
    return RegimentProfile.from_json(data, field)


# New profiles start from the Chapter 5 Men-at-Arms (6 Stands of Wounds 4, C-4).
MUSTER = MusterTable(
    profile=RegimentProfile, pieces="regiments", most=MAX_REGIMENTS,
    battle="Conquest",
    default={"name": "Men-at-Arms", "kind": "infantry", "stands": 6, "files": 3,
             "wounds": 4, "resolve": 2, "command": True, "characters": []},
    from_piece=from_battle)
