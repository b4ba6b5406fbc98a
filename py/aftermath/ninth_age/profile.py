"""The Ninth Age's Muster table: a Unit profile (a Unit to reuse, as the new-battle form
describes it), the profile a new one starts from, and a Unit of a battle as a profile.
:mod:`aftermath.muster` reads it through the system's descriptor."""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, Self

from aftermath import data as d
from aftermath import field_words as fw
from aftermath.errors import InvalidData
from aftermath.history import Game
from aftermath.muster import MusterTable, Profile, named, with_faction
from aftermath.ninth_age.battle import MAX_UNITS, NinthAgeState
from aftermath.ninth_age.unit import RANK_AND_FILE, Unit
from aftermath.special_rules import put_rules

Json = dict[str, Any]


@dataclasses.dataclass(frozen=True)
class UnitProfile(Profile):
    """A Ninth Age Unit to reuse: name, models, files, Health Points and its Characters
    and Champions, as :meth:`Unit.new` reads them."""

    system: ClassVar[str] = "ninth_age"
    data: Json

    @classmethod
    def from_json(cls, value: Any, field: str = "profile") -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("name", "models", "files", "hp", "characters",
                                  "special_rules", "faction"))
        for key in ("models", "files", "hp"):
            if key not in data:
                raise InvalidData(f"{field}.{key}", None, fw.required())
        named(data, field)
        fielded = {k: v for k, v in data.items() if k != "faction"}
        unit = Unit.new({**fielded, "id": "profile", "player": 0}, field)  # the battle's check
        characters = [dict(d.obj(c, f"{field}.characters[{i}]"))
                      for i, c in enumerate(d.array(data, "characters", field, default=[],
                                                    max_len=8))]
        for c, read in zip(characters, unit.characters, strict=True):
            c.pop("special_rules", None)
            put_rules(c, read.special_rules)  # as the Unit reads them (C-20)
        return cls(with_faction(put_rules({"name": data["name"], "models": data["models"],
                                           "files": data["files"], "hp": data["hp"],
                                           "characters": characters}, unit.special_rules),
                                data, field))


def from_battle(game: Game[Any], piece: str, field: str = "piece") -> UnitProfile:
    """A Unit as the battle began (its start state): what was fielded."""
    u = NinthAgeState.from_json(game.start_state(), "start").unit(piece, field)
    return UnitProfile.from_json(put_rules({
        "name": u.name, "models": sum(m.pool == RANK_AND_FILE for m in u.models),
        "files": u.files, "hp": u.hp,
        "characters": [put_rules({"id": c.id, "name": c.name, "kind": c.kind, "hp": c.hp},
                                 c.special_rules) for c in u.characters]},
        u.special_rules), field)


# New profiles start from the rule text's 10 Trolls of 3 Health Points (N-2).
MUSTER = MusterTable(
    profile=UnitProfile, pieces="units", most=MAX_UNITS, battle="Ninth Age",
    default={"name": "Trolls", "models": 10, "files": 5, "hp": 3, "characters": []},
    from_piece=from_battle)
