"""Units of The Ninth Age as plain data and back (N-1).

A Unit is a rank-and-file formation of models. Its rank-and-file models share one Health
Pool, ``rank_and_file``, with Health Points per model and the lost Health Points carried
over between attacks (``lost_hp``). Each Character or Champion is one model with a Health
Pool of its own, standing at a place in the formation.

Every model keeps its id for the whole battle, through removal, re-forming, undo and
JSON, so the front end can follow it as it moves: ``m7`` is the seventh rank-and-file
model, counted front to back and left to right at the start; a Character's model has
the Character's id. Removed models stay in the list, marked ``removed``, at the place
they were removed from.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, Self

from aftermath import data as d
from aftermath import field_words as fw
from aftermath import form_error_words as fe
from aftermath.errors import InvalidData
from aftermath.ninth_age import formation
from aftermath.places import possessive
from aftermath.special_rules import Rules, put_rules, read_rules

Json = dict[str, Any]

RANK_AND_FILE = "rank_and_file"
KINDS = ("character", "champion")
MAX_MODELS = 200
MAX_FILES = 40
MAX_CHARACTERS = 8
MAX_HP = 99


# Kept importable from here: the Ninth Age modules name them so.
list_at = d.list_at
identifier_at = d.identifier_at


@dataclasses.dataclass
class Model:
    id: str
    rank: int
    file: int
    pool: str = RANK_AND_FILE
    removed: bool = False

    def to_json(self) -> Json:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, value: Any, field: str) -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("id", "rank", "file", "pool", "removed"))
        return cls(
            id=d.identifier(data, "id", field),
            rank=d.integer(data, "rank", field, low=0, high=MAX_MODELS),
            file=d.integer(data, "file", field, low=0, high=MAX_FILES - 1),
            pool=d.identifier(data, "pool", field, default=RANK_AND_FILE),
            removed=d.flag(data, "removed", field),
        )


@dataclasses.dataclass
class Character:
    """A Character or Champion: one model that is a Health Pool of its own (N-1)."""

    id: str
    name: str
    hp: int
    kind: str = "character"
    lost_hp: int = 0
    special_rules: Rules = ()

    @property
    def title(self) -> str:
        return f"{self.kind.capitalize()} {self.name}"

    def to_json(self) -> Json:
        # Special rules only when there are some (C-20): older saves write back alike.
        return put_rules({"id": self.id, "name": self.name, "hp": self.hp, "kind": self.kind,
                          "lost_hp": self.lost_hp}, self.special_rules)

    @classmethod
    def from_json(cls, value: Any, field: str, *, placed: bool = False) -> Self:
        """``placed`` accepts the setup form's ``rank`` and ``file`` (read by the caller)."""
        data = d.obj(value, field)
        keys = ["id", "name", "kind", "hp", "lost_hp", "special_rules"] + (
            ["rank", "file"] if placed else [])
        d.only_keys(data, field, keys)
        character = cls(
            id=d.identifier(data, "id", field),
            name=d.name(data, "name", field, default="Character", max_len=60),
            kind=d.text(data, "kind", field, default="character", choices=KINDS),
            hp=d.integer(data, "hp", field, low=1, high=MAX_HP),
            lost_hp=d.integer(data, "lost_hp", field, low=0, high=MAX_HP, default=0),
            special_rules=read_rules(data, field),
        )
        if character.id == RANK_AND_FILE:
            raise InvalidData(f"{field}.id", character.id, fe.names_rank_and_file())
        if character.lost_hp >= character.hp:
            raise InvalidData(
                f"{field}.lost_hp", character.lost_hp,
                fe.below_health_points(character.kind, character.hp),
            )
        return character


@dataclasses.dataclass
class Unit:
    id: str
    name: str
    player: int
    files: int
    hp: int
    models: list[Model]
    characters: list[Character] = dataclasses.field(default_factory=list)
    lost_hp: int = 0
    # Named special rules of the Unit's profile (C-20's data model, shared by the systems).
    special_rules: Rules = ()

    # -- reading -----------------------------------------------------------------
    @property
    def in_play(self) -> list[Model]:
        return [m for m in self.models if not m.removed]

    @property
    def destroyed(self) -> bool:
        return not self.in_play

    def pool_models(self, pool: str) -> list[Model]:
        return [m for m in self.models if m.pool == pool and not m.removed]

    def pools(self) -> list[str]:
        return [RANK_AND_FILE] + [c.id for c in self.characters]

    def character(self, character_id: str, field: str = "pool") -> Character:
        for c in self.characters:
            if c.id == character_id:
                return c
        raise InvalidData(field, character_id,
                          fe.not_pool_of(self.id, self.pools()))

    def model(self, model_id: str, field: str = "model") -> Model:
        for m in self.models:
            if m.id == model_id:
                return m
        raise InvalidData(field, model_id, fe.not_model_of_unit(self.id))

    def hp_per_model(self, pool: str) -> int:
        return self.hp if pool == RANK_AND_FILE else self.character(pool).hp

    def lost(self, pool: str) -> int:
        return self.lost_hp if pool == RANK_AND_FILE else self.character(pool).lost_hp

    def set_lost(self, pool: str, value: int) -> None:
        if pool == RANK_AND_FILE:
            self.lost_hp = value
        else:
            self.character(pool).lost_hp = value

    def pool_title(self, pool: str) -> str:
        if pool == RANK_AND_FILE:
            return f"the rank-and-file Health Pool of {self.name}"
        return f"{possessive(self.character(pool).title)} Health Pool"

    def pool_said(self, pool: str) -> dict[str, str | int]:
        """The Health Pool as a sentence's arguments (ninth_age/step_words.pool_args)."""
        if pool == RANK_AND_FILE:
            return {"pool": RANK_AND_FILE, "unit": self.name, "character": "",
                    "character_s": "no"}
        c = self.character(pool)
        return {"pool": c.kind, "unit": self.name, "character": c.name,
                "character_s": "yes" if c.name.endswith(("s", "S")) else "no"}

    def health_points_left(self, pool: str) -> int:
        return len(self.pool_models(pool)) * self.hp_per_model(pool) - self.lost(pool)

    # -- plain data --------------------------------------------------------------
    def to_json(self) -> Json:
        return put_rules({
            "id": self.id, "name": self.name, "player": self.player, "files": self.files,
            "hp": self.hp, "lost_hp": self.lost_hp,
            "characters": [c.to_json() for c in self.characters],
            "models": [m.to_json() for m in self.models],
        }, self.special_rules)

    @classmethod
    def from_json(cls, value: Any, field: str = "unit") -> Self:
        """The full form written by :meth:`to_json`, or the setup form of :meth:`new`
        (told apart by ``models`` being a count)."""
        data = d.obj(value, field)
        models = data.get("models")
        if isinstance(models, int) and not isinstance(models, bool):
            return cls.new(data, field)
        if not isinstance(models, list):
            raise InvalidData(f"{field}.models", models, fe.models_count_or_list())
        d.only_keys(data, field, (
            "id", "name", "player", "files", "hp", "lost_hp", "characters", "models",
            "special_rules",
        ))
        models_data = d.array(data, "models", field, max_len=MAX_MODELS)
        if not models_data:
            raise InvalidData(f"{field}.models", [], fe.needs_at_least_one("unit"))
        unit = cls(
            id=d.identifier(data, "id", field),
            name=d.name(data, "name", field, max_len=60),
            player=d.integer(data, "player", field, low=0, high=1),
            files=d.integer(data, "files", field, low=1, high=MAX_FILES),
            hp=d.integer(data, "hp", field, low=1, high=MAX_HP),
            lost_hp=d.integer(data, "lost_hp", field, low=0, high=MAX_HP, default=0),
            models=[Model.from_json(m, f"{field}.models[{i}]") for i, m in enumerate(models_data)],
            characters=[
                Character.from_json(c, f"{field}.characters[{i}]")
                for i, c in enumerate(d.array(data, "characters", field, default=[],
                                              max_len=MAX_CHARACTERS))
            ],
            special_rules=read_rules(data, field),
        )
        unit._validate(field)
        return unit

    @classmethod
    def new(cls, value: Mapping[str, Any], field: str = "unit") -> Self:
        """A fresh Unit from the new-battle form.

        ``{"id", "name", "player": 0, "models": 10, "files": 5, "hp": 3, "characters":
        [{"id", "name", "kind": "character" | "champion", "hp", "rank", "file"}]}``.
        ``models`` counts the rank-and-file models; the Characters stand in the formation
        too, so the Unit is ``models + len(characters)`` models in ranks of ``files``
        (fewer when it has fewer models), the last rank centred. A Character without a
        ``rank`` and ``file`` takes the free place nearest the middle of the front-most
        rank with room. The rank-and-file models fill the other places.
        """
        data = d.obj(value, field)
        d.only_keys(data, field, ("id", "name", "player", "models", "files", "hp", "characters",
                                  "special_rules"))
        count = d.integer(data, "models", field, low=1, high=MAX_MODELS)
        files = d.integer(data, "files", field, low=1, high=MAX_FILES)
        hp = d.integer(data, "hp", field, low=1, high=MAX_HP)
        raw = d.array(data, "characters", field, default=[], max_len=MAX_CHARACTERS)
        total = count + len(raw)
        if total > MAX_MODELS:
            raise InvalidData(f"{field}.models", count,
                              fe.most_models(MAX_MODELS))
        width = min(files, total)
        free = formation.places(total, width)
        rank_and_file_ids = {f"m{n + 1}" for n in range(count)}
        characters: list[Character] = []
        where_at: dict[str, tuple[int, int]] = {}
        wanted: list[tuple[int, str]] = []
        for i, item in enumerate(raw):
            where = f"{field}.characters[{i}]"
            c = Character.from_json(item, where, placed=True)
            if c.id in rank_and_file_ids or any(o.id == c.id for o in characters):
                raise InvalidData(f"{where}.id", c.id, fe.another_model_id())
            characters.append(c)
            spot = d.obj(item, where)
            if "rank" in spot or "file" in spot:
                place = (d.integer(spot, "rank", where, low=0, high=MAX_MODELS),
                         d.integer(spot, "file", where, low=0, high=MAX_FILES - 1))
                _check_place(place, free, where_at, where, width,
                             {o.id: o.name for o in characters})
                where_at[c.id] = place
                free.remove(place)
            else:
                wanted.append((i, c.id))
        for _, character_id in wanted:
            # Characters lead from the front: the middle of the first rank with room.
            place = min(free, key=lambda p: (p[0], abs(p[1] - formation.centre(width)), p[1]))
            where_at[character_id] = place
            free.remove(place)
        models = [Model(f"m{n + 1}", rank, file) for n, (rank, file) in enumerate(free)]
        models += [Model(c.id, *where_at[c.id], pool=c.id) for c in characters]
        models.sort(key=lambda m: (m.rank, m.file))
        unit = cls(
            id=d.identifier(data, "id", field),
            name=d.name(data, "name", field, max_len=60),
            player=d.integer(data, "player", field, low=0, high=1, default=0),
            files=width, hp=hp, models=models, characters=characters,
            special_rules=read_rules(data, field),
        )
        unit._validate(field)
        return unit

    def _validate(self, field: str) -> None:
        seen: set[str] = set()
        for i, m in enumerate(self.models):
            if m.id in seen:
                raise InvalidData(f"{field}.models[{i}].id", m.id, fe.used_by_two("models"))
            seen.add(m.id)
        pools = self.pools()
        if len(set(pools)) != len(pools):
            twice = next(p for p in pools if pools.count(p) > 1)
            raise InvalidData(f"{field}.characters", twice, fe.two_characters_id())
        for i, m in enumerate(self.models):
            if m.pool not in pools:
                raise InvalidData(f"{field}.models[{i}].pool", m.pool,
                                  fw.one_of(", ".join(pools)))
        for i, c in enumerate(self.characters):
            mine = [m for m in self.models if m.pool == c.id]
            if len(mine) != 1:
                raise InvalidData(f"{field}.characters[{i}]", c.id,
                                  fe.one_model(len(mine)))
            if mine[0].removed and c.lost_hp:
                raise InvalidData(f"{field}.characters[{i}].lost_hp", c.lost_hp,
                                  fe.removed_no_lost())
        if self.lost_hp >= self.hp:
            raise InvalidData(f"{field}.lost_hp", self.lost_hp,
                              fe.below_hp_per_model(self.hp))
        if self.lost_hp and not self.pool_models(RANK_AND_FILE):
            raise InvalidData(f"{field}.lost_hp", self.lost_hp,
                              fe.wiped_out_pool())
        wrong = formation.problem(self.in_play, self.files)
        if wrong is not None:
            raise InvalidData(f"{field}.models", wrong[0], wrong[1])


def _check_place(place: tuple[int, int], free: list[tuple[int, int]],
                 taken: dict[str, tuple[int, int]], where: str, width: int,
                 names: Mapping[str, str]) -> None:
    """The place asked for the last of ``names`` (Character ids to names) in the data,
    counted from 0, refused in the players' counting, from 1 at the front rank and the
    left file, and by the Characters' names."""
    if place in free:
        return
    rank, file = place
    name = list(names.values())[-1]
    for other, spot in taken.items():
        if spot == place:
            why = fe.place_taken_by(rank + 1, file + 1, names.get(other, other))
            raise InvalidData(f"{where}.file", file, fe.counted(why),
                              words=fe.named_place(name, why))
    in_rank = sorted(f for r, f in free + list(taken.values()) if r == rank)
    if not in_rank:
        last = max(r for r, _ in free + list(taken.values()))
        why = fe.rank_not_in_formation(rank + 1, last + 1)
        raise InvalidData(f"{where}.rank", rank, fe.counted(why, "rank"),
                          words=fe.named_place(name, why, "rank"))
    why = fe.rank_holds(rank + 1, in_rank[0] + 1, in_rank[-1] + 1, width)
    raise InvalidData(f"{where}.file", file, fe.counted(why, "file"),
                      words=fe.named_place(name, why, "file"))
