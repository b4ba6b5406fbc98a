"""Muster: Regiment and Unit profiles and army lists, kept on a device and reused.

A profile is a Regiment (Conquest) or a Unit (Ninth Age) as the new-battle form
describes it, without the battle's ``id`` and ``player``; an army list is a name, a
player and an ordered list of profiles, each with a count. Profiles are checked by the
rule system's own setup validation (:meth:`Regiment.new`, :meth:`Unit.new`), so a
profile is exactly what a battle would accept, and every error names the field and
value. :func:`battle_setup` turns two lists into a battle setup (counts expanded, ids
made unique) that ``ConquestBattle.new`` / ``NinthAgeBattle.new`` accept.

>>> army = ArmyList.from_json({"system": "conquest", "name": "Vanguard", "player": "Ann",
...                            "entries": [{"profile": DEFAULTS["conquest"], "count": 2}]})
>>> setup = battle_setup(army)
>>> [(r["id"], r["name"], r["wounds"]) for r in setup["regiments"]]
[('men-at-arms', 'Men-at-Arms', 4), ('men-at-arms-2', 'Men-at-Arms 2', 4)]
>>> RegimentProfile.from_json({**DEFAULTS["conquest"], "wounds": 0})
Traceback (most recent call last):
...
aftermath.errors.InvalidData: profile.wounds: must be at least 1, got 0
"""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Mapping
from typing import Any, ClassVar, Self

from aftermath import data as d
from aftermath.conquest.game import ConquestBattle
from aftermath.conquest.regiment import Character, Regiment
from aftermath.conquest.state import MAX_REGIMENTS, ConquestState
from aftermath.errors import InvalidData
from aftermath.history import Game
from aftermath.ninth_age.battle import MAX_UNITS, NinthAgeBattle, NinthAgeState
from aftermath.ninth_age.unit import RANK_AND_FILE, Unit
from aftermath.special_rules import put_rules

Json = dict[str, Any]

MAX_ENTRIES = 40   # lines in one army list
MAX_COUNT = 20     # copies of one profile in one line
MAX_NAME = 60      # as a Regiment's or Unit's name
MAX_LIST_NAME = 80
MAX_PLAYER = 40    # as a battle's player name


class _ProfileData:
    """What a Regiment and a Unit profile share: its checked data, and a battle's setup
    entry made from it."""

    data: Json

    def to_json(self) -> Json:
        return {**self.data, "characters": [dict(c) for c in self.data["characters"]]}

    @property
    def name(self) -> str:
        name: str = self.data["name"]
        return name

    def setup(self, ident: str, name: str, player: int) -> Json:
        return {**self.to_json(), "id": ident, "name": name, "player": player}


@dataclasses.dataclass(frozen=True)
class RegimentProfile(_ProfileData):
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
        _named(data, field)
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


@dataclasses.dataclass(frozen=True)
class UnitProfile(_ProfileData):
    """A Ninth Age Unit to reuse: name, models, files, Health Points and its Characters
    and Champions, as :meth:`Unit.new` reads them."""

    system: ClassVar[str] = "ninth_age"
    noun: ClassVar[str] = "Unit"
    data: Json

    @classmethod
    def from_json(cls, value: Any, field: str = "profile") -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("name", "models", "files", "hp", "characters",
                                  "special_rules"))
        for key in ("models", "files", "hp"):
            if key not in data:
                raise InvalidData(f"{field}.{key}", None, "is required")
        _named(data, field)
        unit = Unit.new({**data, "id": "profile", "player": 0}, field)  # the battle's check
        characters = [dict(d.obj(c, f"{field}.characters[{i}]"))
                      for i, c in enumerate(d.array(data, "characters", field, default=[],
                                                    max_len=8))]
        for c, read in zip(characters, unit.characters, strict=True):
            c.pop("special_rules", None)
            put_rules(c, read.special_rules)  # as the Unit reads them (C-20)
        return cls(put_rules({"name": data["name"], "models": data["models"],
                              "files": data["files"], "hp": data["hp"],
                              "characters": characters}, unit.special_rules))


Profile = RegimentProfile | UnitProfile
PROFILES: dict[str, type[RegimentProfile] | type[UnitProfile]] = {
    "conquest": RegimentProfile, "ninth_age": UnitProfile}
BATTLES: dict[str, type[ConquestBattle] | type[NinthAgeBattle]] = {
    "conquest": ConquestBattle, "ninth_age": NinthAgeBattle}
# What a battle setup calls its pieces, and how many it holds.
PIECES = {"conquest": ("regiments", MAX_REGIMENTS), "ninth_age": ("units", MAX_UNITS)}

# New profiles start from the rule texts' worked examples, never from values no example
# uses: the Chapter 5 Men-at-Arms (6 Stands of Wounds 4, C-4) and the Ninth Age's 10
# Trolls of 3 Health Points (N-2).
DEFAULTS: dict[str, Json] = {
    "conquest": {"name": "Men-at-Arms", "kind": "infantry", "stands": 6, "files": 3,
                 "wounds": 4, "resolve": 2, "command": True, "characters": []},
    "ninth_age": {"name": "Trolls", "models": 10, "files": 5, "hp": 3, "characters": []},
}


def _character(c: Character) -> Json:
    return put_rules({"id": c.id, "name": c.name, "wounds": c.wounds, "resolve": c.resolve},
                     c.special_rules)


def _named(data: Mapping[str, Any], field: str, max_len: int = MAX_NAME) -> str:
    """A profile or list is found by its name in the library: it must have one."""
    name = d.text(data, "name", field, max_len=max_len)
    if not name.strip():
        raise InvalidData(f"{field}.name", name, "must not be blank: Muster lists it by name")
    return name


def default_profile(system: str) -> Profile:
    return PROFILES[system].from_json(DEFAULTS[system], "default")


@dataclasses.dataclass(frozen=True)
class Entry:
    profile: Profile
    count: int


@dataclasses.dataclass(frozen=True)
class ArmyList:
    """A name, a player and an ordered list of profiles with counts, for one system."""

    system: str
    name: str
    player: str
    entries: tuple[Entry, ...]

    @classmethod
    def from_json(cls, value: Any, field: str = "list") -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("system", "name", "player", "entries"))
        system = d.text(data, "system", field, choices=PROFILES)
        kind = PROFILES[system]
        raw = d.array(data, "entries", field, max_len=MAX_ENTRIES)
        entries = []
        for i, item in enumerate(raw):
            where = f"{field}.entries[{i}]"
            line = d.obj(item, where)
            d.only_keys(line, where, ("profile", "count"))
            entries.append(Entry(kind.from_json(line.get("profile"), f"{where}.profile"),
                                 d.integer(line, "count", where, low=1, high=MAX_COUNT)))
        pieces, most = PIECES[system]
        total = sum(e.count for e in entries)
        if total > most:
            raise InvalidData(f"{field}.entries", f"{total} {pieces}",
                              f"a battle holds at most {most} {pieces}")
        return cls(system=system,
                   name=_named(data, field, MAX_LIST_NAME),
                   player=d.text(data, "player", field, default="", max_len=MAX_PLAYER),
                   entries=tuple(entries))

    def to_json(self) -> Json:
        return {"system": self.system, "name": self.name, "player": self.player,
                "entries": [{"profile": e.profile.to_json(), "count": e.count}
                            for e in self.entries]}

    def pieces(self, player: int, taken: set[str], names: set[str] | None = None,
               side: str = "") -> list[Json]:
        """This list's Regiments or Units for ``player``: each line expanded to ``count``
        copies (numbered "2", "3"... after the first), with ids unique among ``taken``.
        A name the other side already fields gets this side's name after it
        ("Men-at-Arms (Bob)"), so the screens and the log never name two alike."""
        names = set() if names is None else names
        out = []
        for entry in self.entries:
            for n in range(entry.count):
                name = entry.profile.name if n == 0 else f"{entry.profile.name} {n + 1}"
                name = _unique_name(name[:MAX_NAME], names, side)
                out.append(entry.profile.setup(_unique_id(name, taken), name, player))
        return out


def battle_setup(first: ArmyList, second: ArmyList | None = None) -> Json:
    """The setup of a battle between ``first`` (Player 1) and ``second`` (Player 2),
    checked by the rule system's own ``new`` so a list never makes a battle that fails."""
    lists = [first] if second is None else [first, second]
    if second is not None and second.system != first.system:
        raise InvalidData("lists[1].system", second.system,
                          f"must be the same rule system as the first list ({first.system})")
    pieces, most = PIECES[first.system]
    taken: set[str] = set()
    names: set[str] = set()
    players = [army.player or f"Player {side + 1}" for side, army in enumerate(lists)]
    made = [p for side, army in enumerate(lists)
            for p in army.pieces(side, taken, names, players[side])]
    if len(made) > most:
        raise InvalidData("lists", f"{len(made)} {pieces}",
                          f"a battle holds at most {most} {pieces}")
    if len(players) == 1:
        players.append("Player 2")
    setup: Json = {"players": players, pieces: made}
    BATTLES[first.system].new(setup)
    return setup


def _unique_name(name: str, names: set[str], side: str) -> str:
    """``name``, or if it is already in the battle, with the side's name after it, or
    else a number: never two Regiments or Units of one battle named alike."""
    candidates = [name, f"{name} ({side})"[:MAX_NAME] if side else name]
    candidates += [f"{name} {n}"[:MAX_NAME] for n in range(2, max(MAX_REGIMENTS, MAX_UNITS) + 3)]
    chosen = next(c for c in candidates if c not in names)
    names.add(chosen)
    return chosen


def _unique_id(name: str, taken: set[str]) -> str:
    """A readable id from a name ("Men-at-Arms 2" -> "men-at-arms-2"), never one taken."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    slug = "-".join("".join(c if c.isalnum() else " " for c in plain.lower()).split())[:40]
    base = slug or "regiment"
    ident, n = base, 1
    while ident in taken:
        n += 1
        ident = f"{base}-{n}"
    taken.add(ident)
    return ident


# -- share links -------------------------------------------------------------------------
class ListOf:
    """An army list of one system, for a share kind (a link says which system it is)."""

    def __init__(self, system: str) -> None:
        self.system = system

    def __call__(self, value: Any, field: str) -> ArmyList:
        army = ArmyList.from_json(value, field)
        if army.system != self.system:
            raise InvalidData(f"{field}.system", army.system, f"must be {self.system!r}")
        return army


def read(kind: str, system: str, value: Any, field: str = "data") -> Profile | ArmyList:
    """A kept Muster record's data (``kind`` "profile" or "list") checked for ``system``."""
    if kind == "profile":
        return PROFILES[system].from_json(value, field)
    return ListOf(system)(value, field)


def profile_setup(profile: Profile) -> Json:
    """A battle with just this profile on Player 1's side (how a shared profile opens)."""
    return battle_setup(ArmyList(profile.system, profile.name, "", (Entry(profile, 1),)))


def piece_profile(game: Game[Any], piece: str, field: str = "piece") -> Profile:
    """The profile of a Regiment or Unit as the battle began (its start state, not what
    is left of it now): "Save to Muster" keeps what was fielded."""
    if isinstance(game, ConquestBattle):
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
    if isinstance(game, NinthAgeBattle):
        u = NinthAgeState.from_json(game.start_state(), "start").unit(piece, field)
        return UnitProfile.from_json(put_rules({
            "name": u.name, "models": sum(m.pool == RANK_AND_FILE for m in u.models),
            "files": u.files, "hp": u.hp,
            "characters": [put_rules({"id": c.id, "name": c.name, "kind": c.kind, "hp": c.hp},
                                     c.special_rules) for c in u.characters]},
            u.special_rules), field)
    raise InvalidData(field, game.system,
                      "is not a Conquest or Ninth Age battle: only those have profiles")


def list_setup(army: ArmyList) -> Json:
    """A battle with this list as Player 1's side (how a shared army list opens)."""
    return battle_setup(army)
