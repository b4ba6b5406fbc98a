"""Conquest's Muster table: a Regiment profile (a Regiment to reuse, as the new-battle
form describes it), the profile a new one starts from, and a Regiment of a battle as a
profile. :mod:`aftermath.muster` reads it through the system's descriptor."""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, Self

from aftermath import data as d
from aftermath.conquest.regiment import Character, Regiment
from aftermath.conquest.state import MAX_REGIMENTS, ConquestState
from aftermath.errors import InvalidData
from aftermath.history import Game
from aftermath.muster import MusterTable, Profile, named
from aftermath.special_rules import put_rules

Json = dict[str, Any]


@dataclasses.dataclass(frozen=True)
class RegimentProfile(Profile):
    """A Conquest Regiment to reuse: name, kind, Stands, files, Wounds, Resolve, Command
    Stand and Characters, as :meth:`Regiment.new` reads them (C-1..C-3)."""

    system: ClassVar[str] = "conquest"
    noun: ClassVar[str] = "Regiment"
    data: Json

    @classmethod
    def from_json(cls, value: Any, field: str = "profile") -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("name", "kind", "stands", "files", "wounds", "resolve",
                                  "command", "characters", "special_rules"))
        for key in ("stands", "files", "wounds", "resolve"):
            # A profile states every number: nothing silently falls back to a default.
            if key not in data:
                raise InvalidData(f"{field}.{key}", None, "is required")
        named(data, field)
        # The battle's own check of a new Regiment: every error names field and value.
        regiment = Regiment.new({**data, "id": "profile", "player": 0}, field)
        command = data.get("command", True)
        if command is None:
            command = False
        # Special rules only when there are some: a profile without them is as before.
        return cls(put_rules({
            "name": regiment.name, "kind": regiment.kind, "stands": regiment.starting_stands,
            "files": regiment.files, "wounds": regiment.stands[0].wounds,
            "resolve": regiment.stands[0].resolve, "command": command,
            "characters": [_character(c) for c in regiment.characters],
        }, regiment.special_rules))


def _character(c: Character) -> Json:
    return put_rules({"id": c.id, "name": c.name, "wounds": c.wounds, "resolve": c.resolve},
                     c.special_rules)


def from_battle(game: Game[Any], piece: str, field: str = "piece") -> RegimentProfile:
    """A Regiment as the battle began (its start state): what was fielded."""
    r = ConquestState.from_json(game.start_state(), "start").regiment(piece, field)
    command_ids = [s.id for s in r.stands if s.command]
    default = Regiment.new({"id": "x", "name": "x", "player": 0, "stands": r.starting_stands,
                            "files": r.files, "wounds": 1, "resolve": 0}, "default")
    usual = [s.id for s in default.stands if s.command]
    command: bool | str = bool(command_ids) and (command_ids == usual or command_ids[0])
    return RegimentProfile.from_json(put_rules({
        "name": r.name, "kind": r.kind, "stands": r.starting_stands, "files": r.files,
        "wounds": r.stands[0].wounds, "resolve": r.stands[0].resolve, "command": command,
        "characters": [_character(c) for c in r.characters]}, r.special_rules), field)


# New profiles start from the Chapter 5 Men-at-Arms (6 Stands of Wounds 4, C-4).
MUSTER = MusterTable(
    profile=RegimentProfile, pieces="regiments", most=MAX_REGIMENTS, plural="Regiments",
    battle="Conquest",
    default={"name": "Men-at-Arms", "kind": "infantry", "stands": 6, "files": 3,
             "wounds": 4, "resolve": 2, "command": True, "characters": []},
    from_piece=from_battle)
