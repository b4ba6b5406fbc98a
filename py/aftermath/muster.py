"""Muster: Regiment and Unit profiles and army lists, kept on a device and reused.

A profile is a Regiment (Conquest) or a Unit (Ninth Age) as the new-battle form
describes it, without the battle's ``id`` and ``player``; an army list is a name, a
player and an ordered list of profiles, each with a count. Each rule system with
profiles has its :class:`MusterTable` in its descriptor (``System.muster``; the profile
classes live in the rule packages, e.g. ``aftermath.conquest.profile``): profiles are
checked by the system's own setup validation, so a profile is exactly what a battle
would accept, and every error names the field and value. :func:`battle_setup` turns
two lists into a battle setup (counts expanded, ids made unique) that the system's
``Game.new`` accepts. This module names no rule system.

>>> army = ArmyList.from_json({"system": "conquest", "name": "Vanguard", "player": "Ann",
...                            "entries": [{"profile": DEFAULTS["conquest"], "count": 2}]})
>>> setup = battle_setup(army)
>>> [(r["id"], r["name"], r["wounds"]) for r in setup["regiments"]]
[('men-at-arms', 'Men-at-Arms', 4), ('men-at-arms-2', 'Men-at-Arms 2', 4)]
>>> PROFILES["conquest"].from_json({**DEFAULTS["conquest"], "wounds": 0})
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
from aftermath import field_words, systems
from aftermath import file_words as fw
from aftermath.errors import InvalidData
from aftermath.history import Game
from aftermath.names import decorated, match_key, side_tags
from aftermath.said import Said
from aftermath.systems import MusterTable as MusterTable

Json = dict[str, Any]

MAX_ENTRIES = 40   # lines in one army list
MAX_COUNT = 20     # copies of one profile in one line
MAX_NAME = 60      # as a Regiment's or Unit's name
MAX_LIST_NAME = 80
MAX_PLAYER = 40    # as a battle's player name
MAX_FACTION = 60
MAX_UPGRADES = 200  # upgrade names one faction's library answers
UPGRADE_ANSWERS = ("rule", "auxiliary", "character", "nothing")


class Profile:
    """A Regiment or Unit to reuse (each rule system's subclass checks it, in
    ``from_json``): its checked data, and a battle's setup entry made from it."""

    system: ClassVar[str]
    data: Json

    @classmethod
    def from_json(cls, value: Any, field: str = "profile") -> Self:
        raise NotImplementedError

    def to_json(self) -> Json:
        return {**self.data, "characters": [dict(c) for c in self.data["characters"]]}

    @property
    def name(self) -> str:
        name: str = self.data["name"]
        return name

    def setup(self, ident: str, name: str, player: int) -> Json:
        # The faction is the library's, not the battle's.
        fielded = {k: v for k, v in self.to_json().items() if k != "faction"}
        return {**fielded, "id": ident, "name": name, "player": player}


def with_faction(out: Json, data: Mapping[str, Any], field: str) -> Json:
    """A profile's checked data with the faction its library keeps it under, when it has
    one (a profile without one is written as before)."""
    if "faction" in data:
        faction = d.name(data, "faction", field, max_len=MAX_FACTION, blank=True)
        if faction.strip():
            out["faction"] = faction
    return out


def tables() -> dict[str, MusterTable]:
    """Each rule system's Muster table, by system name (systems without profiles left out)."""
    return {name: s.muster for name, s in systems.registered().items() if s.muster is not None}


PROFILES: Mapping[str, type[Profile]] = systems.View(
    lambda: {name: t.profile for name, t in tables().items()})
DEFAULTS: Mapping[str, Json] = systems.View(
    lambda: {name: t.default for name, t in tables().items()})


def named(data: Mapping[str, Any], field: str, max_len: int = MAX_NAME) -> str:
    """A profile or list is found by its name in the library: it must have one."""
    name = d.name(data, "name", field, max_len=max_len, blank=True)
    if not name.strip():
        raise InvalidData(f"{field}.name", name, fw.muster_blank())
    return name


def default_profile(system: str) -> Profile:
    table = tables()[system]
    profile: Profile = table.profile.from_json(table.default, "default")
    return profile


@dataclasses.dataclass(frozen=True)
class Entry:
    """One line of a list: a profile, how many, and ``ref``, the device's id of the
    profile record it follows (a profile edited in Muster reaches every list that refers
    to it). The copy stays beside the id: a list opens, travels in a link and starts a
    battle whether or not that record is on this device, and lists saved before entries
    had a ``ref`` keep opening as they were."""

    profile: Profile
    count: int
    ref: str | None = None

    def __post_init__(self) -> None:
        # Made in Python, it is checked as the same entry read from JSON is.
        if not isinstance(self.profile, Profile):
            raise InvalidData("entry.profile", self.profile, "must be a Muster profile")
        d.int_value(self.count, "entry.count", low=1)  # the list caps a line (MAX_COUNT)
        if self.ref is not None:
            d.identifier_at(self.ref, "entry.ref")

    def to_json(self) -> Json:
        out: Json = {"profile": self.profile.to_json(), "count": self.count}
        if self.ref is not None:
            out["ref"] = self.ref
        return out


@dataclasses.dataclass(frozen=True)
class ArmyList:
    """A name, a player and an ordered list of profiles with counts, for one system."""

    system: str
    name: str
    player: str
    entries: tuple[Entry, ...]

    def __post_init__(self) -> None:
        # Made in Python, it is checked as the same list read from JSON is (its
        # profiles were checked when they were made, each entry when it was).
        d.text({"system": self.system}, "system", "list", choices=PROFILES)
        named({"name": self.name}, "list", MAX_LIST_NAME)
        d.name({"player": self.player}, "player", "list", max_len=MAX_PLAYER, blank=True)
        if not isinstance(self.entries, tuple) or not all(
                isinstance(e, Entry) for e in self.entries):
            raise InvalidData("list.entries", self.entries, "must be a tuple of Entry")
        kind = PROFILES[self.system]
        for i, e in enumerate(self.entries):
            if not isinstance(e.profile, kind):
                raise InvalidData(f"list.entries[{i}].profile", e.profile,
                                  fw.system_profile(self.system))

    @classmethod
    def from_json(cls, value: Any, field: str = "list") -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("system", "name", "player", "entries"))
        system = d.text(data, "system", field, choices=PROFILES)
        table = tables()[system]
        kind = table.profile
        raw = d.array(data, "entries", field, max_len=MAX_ENTRIES)
        entries = []
        for i, item in enumerate(raw):
            where = f"{field}.entries[{i}]"
            line = d.obj(item, where)
            d.only_keys(line, where, ("profile", "count", "ref"))
            ref = d.identifier(line, "ref", where) if "ref" in line else None
            entries.append(Entry(kind.from_json(line.get("profile"), f"{where}.profile"),
                                 d.integer(line, "count", where, low=1, high=MAX_COUNT), ref))
        pieces, most = table.pieces, table.most
        total = sum(e.count for e in entries)
        if total > most:
            raise InvalidData(f"{field}.entries", f"{total} {pieces}",
                              fw.battle_holds(most, pieces))
        return cls(system=system,
                   name=named(data, field, MAX_LIST_NAME),
                   player=d.name(data, "player", field, default="", max_len=MAX_PLAYER, blank=True),
                   entries=tuple(entries))

    def to_json(self) -> Json:
        return {"system": self.system, "name": self.name, "player": self.player,
                "entries": [e.to_json() for e in self.entries]}

    def pieces(self, player: int, taken: set[str], names: set[str] | None = None,
               tag: str = "", shared: frozenset[str] = frozenset()) -> list[Json]:
        """This list's Regiments or Units for ``player``: each line expanded to ``count``
        copies, numbered "2", "3"... after the first of a name on this side, with ids
        unique among ``taken``. A name the other side fields too (``shared``, by
        :func:`match_key`) carries this side's ``tag`` on every copy ("Raiders (Ana)",
        "Raiders 2 (Ana)"), so the players tell them apart as they say them."""
        names = set() if names is None else names
        numbers: dict[str, int] = {}
        out = []
        for entry in self.entries:
            key = match_key(entry.profile.name)
            for _ in range(entry.count):
                numbers[key] = numbers.get(key, 0) + 1
                name = decorated(entry.profile.name[:MAX_NAME], numbers[key],
                                 tag if key in shared else "")
                name = _unique_name(name, names)
                out.append(entry.profile.setup(_unique_id(name, taken), name, player))
        return out


def battle_setup(first: ArmyList, second: ArmyList | None = None) -> Json:
    """The setup of a battle between ``first`` (Player 1) and ``second`` (Player 2),
    checked by the rule system's own ``new`` so a list never makes a battle that fails."""
    for i, army in enumerate((first, second)):
        if not (army is None and i == 1) and not isinstance(army, ArmyList):
            raise InvalidData(f"lists[{i}]", army, "must be an ArmyList")
    lists = [first] if second is None else [first, second]
    if second is not None and second.system != first.system:
        raise InvalidData("lists[1].system", second.system, fw.same_system(first.system))
    table = tables()[first.system]
    pieces, most = table.pieces, table.most
    taken: set[str] = set()
    names: set[str] = set()
    players = [army.player or f"Player {side + 1}" for side, army in enumerate(lists)]
    tags = side_tags([army.player for army in lists])
    keys = [{match_key(e.profile.name) for e in army.entries} for army in lists]
    shared = frozenset(keys[0] & keys[1]) if len(keys) == 2 else frozenset()
    made = [p for side, army in enumerate(lists)
            for p in army.pieces(side, taken, names, tags[side], shared)]
    if len(made) > most:
        raise InvalidData("lists", f"{len(made)} {pieces}", fw.battle_holds(most, pieces))
    if len(players) == 1:
        players.append("Player 2")
    setup: Json = {"players": players, pieces: made}
    systems.registered()[first.system].game.new(setup)
    return setup


def _unique_name(name: str, names: set[str]) -> str:
    """``name``, or if the battle already holds it (a list naming a Regiment as the
    battle made another, "Raiders 2"), with a number after it: never two Regiments or
    Units of one battle named alike."""
    most = max(t.most for t in tables().values())
    candidates = [name] + [_fitted(name, f" {n}") for n in range(2, most + 3)]
    chosen = next(c for c in candidates if c not in names)
    names.add(chosen)
    return chosen


def _fitted(name: str, suffix: str) -> str:
    """``name`` with ``suffix`` after it in at most MAX_NAME characters: the name is cut
    to make room, never the suffix, so no "(" is left dangling."""
    return name[:MAX_NAME - len(suffix)].rstrip() + suffix


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
            raise InvalidData(f"{field}.system", army.system,
                              field_words.exactly(repr(self.system)))
        return army


KINDS = ("profile", "list", "faction")


def read(kind: str, system: str, value: Any, field: str = "data") -> Profile | ArmyList | Faction:
    """A kept Muster record's data (``kind`` "profile", "list" or "faction") checked for
    ``system``."""
    d.text({"kind": kind}, "kind", "", choices=KINDS)
    d.text({"system": system}, "system", "", choices=PROFILES)
    if kind == "profile":
        return PROFILES[system].from_json(value, field)
    if kind == "faction":
        return Faction.from_json(value, field)
    return ListOf(system)(value, field)


# -- the faction library -------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Faction:
    """What the player answered once for a faction's upgrade names, so the next list of
    it asks nothing: each upgrade is a special rule (``rule``: C-20's name where it is
    one), an auxiliary Stand of another profile (``profile``), a Character (with its
    ``wounds`` and ``resolve`` when it has them) or nothing. The faction's Regiments
    are its Muster profiles (their ``faction``)."""

    data: Json

    @classmethod
    def from_json(cls, value: Any, field: str = "faction") -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("name", "upgrades"))
        name = named(data, field, MAX_FACTION)
        out = []
        seen: set[str] = set()
        for i, raw in enumerate(d.array(data, "upgrades", field, default=[],
                                        max_len=MAX_UPGRADES)):
            where = f"{field}.upgrades[{i}]"
            item = d.obj(raw, where)
            d.only_keys(item, where, ("name", "as", "rule", "profile", "wounds", "resolve"))
            upgrade: Json = {"name": named(item, where),
                             "as": d.text(item, "as", where, choices=UPGRADE_ANSWERS)}
            if upgrade["name"] in seen:
                raise InvalidData(f"{where}.name", upgrade["name"], field_words.answered_twice())
            seen.add(upgrade["name"])
            if upgrade["as"] == "rule" and "rule" in item:
                rule = d.obj(item["rule"], f"{where}.rule")
                d.only_keys(rule, f"{where}.rule", ("name", "x"))
                upgrade["rule"] = {"name": named(rule, f"{where}.rule"),
                                   **({"x": d.integer(rule, "x", f"{where}.rule", low=1,
                                                      high=99)} if "x" in rule else {})}
            if upgrade["as"] == "auxiliary":
                upgrade["profile"] = d.name(item, "profile", where, max_len=MAX_NAME)
            if upgrade["as"] == "character":
                for key, high in (("wounds", 99), ("resolve", 20)):
                    if key in item:
                        upgrade[key] = d.integer(item, key, where, low=0 if key == "resolve"
                                                 else 1, high=high)
            out.append(upgrade)
        return cls({"name": name, "upgrades": out})

    @property
    def name(self) -> str:
        name: str = self.data["name"]
        return name

    def to_json(self) -> Json:
        return {"name": self.name, "upgrades": [dict(u) for u in self.data["upgrades"]]}


def profile_setup(profile: Profile) -> Json:
    """A battle with just this profile on Player 1's side (how a shared profile opens)."""
    if not isinstance(profile, Profile):
        raise InvalidData("profile", profile, "must be a Profile")
    return battle_setup(ArmyList(profile.system, profile.name, "", (Entry(profile, 1),)))


def no_profiles() -> Said | str:
    """Why a game of a system without a Muster table gives no profile."""
    battles = [t.battle for t in tables().values()]
    if len(battles) == 2:
        return fw.no_profiles(*battles)
    return f"is not a {' or '.join(battles)} battle: only those have profiles"


def piece_profile(game: Game[Any], piece: str, field: str = "piece") -> Profile:
    """The profile of a Regiment or Unit as the battle began (its start state, not what
    is left of it now): "Save to Muster" keeps what was fielded."""
    if not isinstance(game, Game):
        raise InvalidData("game", game, "must be a game (a Game of a rule system)")
    table = tables().get(game.system)
    if table is None:
        raise InvalidData(field, game.system, no_profiles())
    profile: Profile = table.from_piece(game, piece, field)
    return profile


def list_setup(army: ArmyList) -> Json:
    """A battle with this list as Player 1's side (how a shared army list opens)."""
    return battle_setup(army)
