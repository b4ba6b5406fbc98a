"""Regiments, Stands and Characters of Conquest (C-1 to C-3), as plain data and back.

A Stand keeps the id of its starting place (``r1f2``: rank 1, file 2) for the whole
battle, through removal, restoring, undo and JSON, so the front end can follow it.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterator, Mapping
from typing import Any, Self

from aftermath import data as d
from aftermath import field_words as fw
from aftermath import form_error_words as fe
from aftermath import packed
from aftermath import value_words as vw
from aftermath.conquest import special_rules as rules
from aftermath.conquest.placement import Footprint, Position
from aftermath.errors import InvalidData
from aftermath.special_rules import Rules, put_rules

Json = dict[str, Any]

MAX_STANDS = 60
MAX_POOL = 999
MAX_FILES = 20
MAX_CHARACTERS = 6
MAX_AUXILIARIES = 4
# A Stand's type (its Type in the rules: Infantry, Cavalry, Brute, Monster).
KINDS = ("infantry", "cavalry", "brute", "monster")
# Losses in one Round (C-14): fewer than half the baseline before it Breaks, then no
# Healing (Ch6), so never more than every Stand and Character twice over.
MAX_LOSSES = 2 * (MAX_STANDS + MAX_CHARACTERS)


def stand_id(rank: int, file: int) -> str:
    return f"r{rank}f{file}"


@dataclasses.dataclass(frozen=True)
class Auxiliary:
    """What sets an auxiliary Stand apart: it is a Stand of another profile inside the
    Regiment (its name, Type and base); its Wounds and Resolve are the Stand's own (C-2)."""

    name: str
    kind: str
    footprint: Footprint

    def to_json(self) -> Json:
        return {"name": self.name, "kind": self.kind, "footprint": self.footprint.to_json()}

    @classmethod
    def from_json(cls, value: Any, field: str) -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("name", "kind", "footprint"))
        return cls(d.name(data, "name", field, max_len=60),
                   d.text(data, "kind", field, choices=KINDS),
                   Footprint.from_json(data.get("footprint"), f"{field}.footprint"))


@dataclasses.dataclass(frozen=True)
class AuxiliaryProfile:
    """An auxiliary as a profile or the new-battle form gives it: ``count`` Stands of
    its own profile that join the Regiment, beside the Regiment's own Stands."""

    name: str
    kind: str
    wounds: int
    resolve: int
    count: int
    footprint: Footprint | None = None  # None: the Type's default

    def to_json(self) -> Json:
        out: Json = {"name": self.name, "kind": self.kind, "wounds": self.wounds,
                     "resolve": self.resolve, "count": self.count}
        if self.footprint is not None:
            out["footprint"] = self.footprint.mm()
        return out

    def stand_kind(self) -> Auxiliary:
        return Auxiliary(self.name, self.kind, self.footprint or Footprint.for_kind(self.kind))

    @classmethod
    def from_json(cls, value: Any, field: str) -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("name", "kind", "wounds", "resolve", "count", "footprint"))
        for key in ("kind", "wounds", "resolve", "count"):
            # An auxiliary states every number: nothing silently falls back to a default.
            if key not in data:
                raise InvalidData(f"{field}.{key}", None, fw.required())
        return cls(
            d.name(data, "name", field, max_len=60),
            d.text(data, "kind", field, choices=KINDS),
            d.integer(data, "wounds", field, low=1, high=99),
            d.integer(data, "resolve", field, low=0, high=20),
            d.integer(data, "count", field, low=1, high=MAX_STANDS),
            (Footprint.whole_mm(data["footprint"], f"{field}.footprint")
             if "footprint" in data else None),
        )


def read_auxiliaries(data: Mapping[str, Any], field: str) -> list[AuxiliaryProfile]:
    return [AuxiliaryProfile.from_json(a, f"{field}.auxiliaries[{i}]")
            for i, a in enumerate(d.array(data, "auxiliaries", field, default=[],
                                          max_len=MAX_AUXILIARIES))]


@dataclasses.dataclass
class Stand:
    id: str
    rank: int
    file: int
    wounds: int
    resolve: int
    markers: int = 0
    command: bool = False
    contacts: list[str] = dataclasses.field(default_factory=list)
    destroyed: bool = False
    home: tuple[int, int] = (0, 0)
    # A Stand of another profile inside the Regiment; None for the Regiment's own.
    auxiliary: Auxiliary | None = None

    @property
    def alive(self) -> bool:
        return not self.destroyed

    @property
    def engaged(self) -> bool:
        return bool(self.contacts)

    @property
    def noun(self) -> str:
        """How the step log names it: "Stand", or "Minotaur Haspist Stand (auxiliary)"."""
        return "Stand" if self.auxiliary is None else f"{self.auxiliary.name} Stand (auxiliary)"

    def to_json(self) -> Json:
        out = {
            "id": self.id, "rank": self.rank, "file": self.file, "wounds": self.wounds,
            "resolve": self.resolve, "markers": self.markers, "command": self.command,
            "contacts": list(self.contacts), "destroyed": self.destroyed,
            "home": list(self.home),
        }
        # Written only when there: a Regiment of its own Stands saves as it did before.
        if self.auxiliary is not None:
            out["auxiliary"] = self.auxiliary.to_json()
        return out

    @classmethod
    def from_json(cls, value: Any, field: str) -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, (
            "id", "rank", "file", "wounds", "resolve", "markers", "command", "contacts",
            "destroyed", "home", "auxiliary",
        ))
        wounds = d.integer(data, "wounds", field, low=1, high=99)
        stand = cls(
            id=d.identifier(data, "id", field),
            rank=d.integer(data, "rank", field, low=0, high=MAX_STANDS),
            file=d.integer(data, "file", field, low=0, high=MAX_FILES - 1),
            wounds=wounds,
            resolve=d.integer(data, "resolve", field, low=0, high=20),
            markers=d.integer(data, "markers", field, low=0, high=99, default=0),
            command=d.flag(data, "command", field),
            contacts=[
                d.identifier_at(c, f"{field}.contacts[{i}]")
                for i, c in enumerate(d.array(data, "contacts", field, default=[], max_len=20))
            ],
            destroyed=d.flag(data, "destroyed", field),
            auxiliary=(None if data.get("auxiliary") is None
                       else Auxiliary.from_json(data["auxiliary"], f"{field}.auxiliary")),
        )
        home = d.array(data, "home", field, default=[stand.rank, stand.file], max_len=2)
        if len(home) != 2:
            raise InvalidData(f"{field}.home", home, fe.rank_and_file())
        stand.home = (
            d.int_value(home[0], f"{field}.home[0]", low=0, high=MAX_STANDS),
            d.int_value(home[1], f"{field}.home[1]", low=0, high=MAX_FILES - 1),
        )
        if stand.markers >= wounds:
            raise InvalidData(
                f"{field}.markers", stand.markers,
                fe.below_stand_wounds(wounds),
            )
        if stand.destroyed and (stand.markers or stand.contacts):
            raise InvalidData(f"{field}.destroyed", True,
                              fe.destroyed_stand_empty())
        return stand


@dataclasses.dataclass
class Character:
    """A Character attached to a Regiment (C-3): never allocated Wound Pool Wounds."""

    id: str
    name: str
    wounds: int
    resolve: int
    markers: int = 0
    destroyed: bool = False
    special_rules: Rules = ()

    @property
    def alive(self) -> bool:
        return not self.destroyed

    def to_json(self) -> Json:
        return put_rules({"id": self.id, "name": self.name, "wounds": self.wounds,
                          "resolve": self.resolve, "markers": self.markers,
                          "destroyed": self.destroyed}, self.special_rules)

    @classmethod
    def from_json(cls, value: Any, field: str) -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("id", "name", "wounds", "resolve", "markers", "destroyed",
                                  "special_rules"))
        wounds = d.integer(data, "wounds", field, low=1, high=99)
        character = cls(
            id=d.identifier(data, "id", field),
            name=d.name(data, "name", field, default="Character", max_len=60),
            wounds=wounds,
            resolve=d.integer(data, "resolve", field, low=0, high=20),
            markers=d.integer(data, "markers", field, low=0, high=99, default=0),
            destroyed=d.flag(data, "destroyed", field),
            special_rules=rules.read(data, field),
        )
        if character.markers >= wounds:
            raise InvalidData(f"{field}.markers", character.markers,
                              fe.below_character_wounds(wounds))
        return character


ARCS = ("front", "flank", "rear")
# The arc of a Wound Pool that named nothing, saved by an Aftermath from before such a
# pool was against the front (C-21): no arc rule applies to it (no Phalanx, C-24; no
# re-roll, C-23), as when it was played. A pool made now always saves its arc, so only
# an old save holds one naming nothing; a new pool cannot name this arc.
NOT_NAMED = "not named"


@dataclasses.dataclass(frozen=True)
class PoolSource:
    """What a Regiment's owed Morale Test knows of the Wound Pool that caused it (C-21):
    the Enemy Regiment (its id and name, as they were), the kind of harm, the arc of the
    target it came from, and the Terrifying X it brings (C-22: the highest among the
    source's Stands and Characters when it was in contact with the target, else 0)."""

    regiment: str | None = None
    name: str | None = None
    harm: str | None = None
    arc: str = "front"
    terrifying: int = 0

    def to_json(self) -> Json:
        return {"regiment": self.regiment, "name": self.name, "harm": self.harm,
                "arc": self.arc, "terrifying": self.terrifying}

    @classmethod
    def from_json(cls, value: Any, field: str) -> PoolSource:
        data = d.obj(value, field)
        d.only_keys(data, field, ("regiment", "name", "harm", "arc", "terrifying"))
        rid = data.get("regiment")
        name = data.get("name")
        harm = data.get("harm")
        return cls(
            None if rid is None else d.identifier(data, "regiment", field),
            None if name is None else d.name(data, "name", field, max_len=60),
            None if harm is None else d.text(data, "harm", field, choices=HARMS),
            d.text(data, "arc", field, default="front", choices=(*ARCS, NOT_NAMED)),
            d.integer(data, "terrifying", field, low=0, high=6, default=0),
        )


# The kinds of harm a Wound Pool may name (C-21), and whether each causes Morale Tests.
HARMS: dict[str, bool] = {
    "clash": True, "charge": True, "duel": True, "volley": False, "spell": True,
    "decay": False, "aura_of_death": False, "lethal_demise": False, "other": True,
}
HARM_WORDS: dict[str, str] = {
    "clash": "Clash", "charge": "Charge or Impact", "duel": "Duel", "volley": "Volley",
    "spell": "Spell", "decay": "Decay", "aura_of_death": "Aura of Death",
    "lethal_demise": "Lethal Demise", "other": "Other",
}


@dataclasses.dataclass
class Regiment:
    """A rank-and-file formation of Stands with its Morale bookkeeping (C-1, C-14, C-15)."""

    id: str
    name: str
    player: int
    files: int
    stands: list[Stand]
    characters: list[Character] = dataclasses.field(default_factory=list)
    starting_stands: int = 0
    baseline: int = 0
    # Stands (Characters included) removed since the baseline, counted gross (C-14): a
    # Stand restored by Healing in the same Round does not cancel the loss. None in a
    # battle saved before losses were counted gross: it goes on counting them net
    # (baseline - Stands now), so its saved actions replay exactly as they were played.
    losses: int | None = 0
    broken: bool = False
    broken_at: int | None = None
    shattered: bool = False
    last_side: str | None = None
    pending_morale: int = 0
    kind: str = "infantry"
    # On a battlefield (C-17): where the formation stands and the size of one Stand.
    position: Position | None = None
    footprint: Footprint = dataclasses.field(default_factory=lambda: Footprint(40.0, 40.0))
    special_rules: Rules = ()
    # The pool the owed Morale Test answers, when it named one (C-21); None before.
    pending_source: PoolSource | None = None

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        # The view asks the Healing rules of a copy of each changed Regiment on every
        # tap: copy.deepcopy walks each Stand in Python, pickle makes the same copy of
        # this plain data in C (ConquestState does the same).
        return packed.copied(self)

    # -- derived ---------------------------------------------------------------------
    @property
    def alive_stands(self) -> list[Stand]:
        return [s for s in self.stands if s.alive]

    @property
    def alive_characters(self) -> list[Character]:
        return [c for c in self.characters if c.alive]

    def count(self) -> int:
        """Stands the Regiment consists of, Characters included (C-3)."""
        return len(self.alive_stands) + len(self.alive_characters)

    @property
    def destroyed(self) -> bool:
        return not any(s.alive for s in self.stands)

    @property
    def status(self) -> str:
        if self.shattered:
            return "shattered"
        if self.destroyed:
            return "destroyed"
        return "broken" if self.broken else "steady"

    def below_starting_strength(self) -> bool:
        """C-6: any Wound Markers left, or fewer Stands than at the start of the battle."""
        if any(s.markers for s in self.alive_stands) or any(
            c.markers for c in self.alive_characters
        ):
            return True
        return len(self.alive_stands) < self.starting_stands or any(
            c.destroyed for c in self.characters
        )

    def rear_rank(self) -> int:
        return max((s.rank for s in self.alive_stands), default=-1)

    def stand(self, stand_id: str, field: str = "stand") -> Stand:
        for s in self.stands:
            if s.id == stand_id:
                return s
        raise InvalidData(field, stand_id, fe.not_stand_of(self.id))

    def character(self, character_id: str, field: str = "character") -> Character:
        for c in self.characters:
            if c.id == character_id:
                return c
        raise InvalidData(field, character_id, fe.not_character_of(self.id))

    def command_file(self) -> float:
        """The file C-4.4 measures from: the Command Stand's, else the centre file."""
        for s in self.alive_stands:
            if s.command:
                return float(s.file)
        return (self.files - 1) / 2

    def enemies_in_contact(self) -> set[str]:
        return {e for s in self.alive_stands for e in s.contacts}

    def occupied(self) -> Iterator[tuple[int, int]]:
        return ((s.rank, s.file) for s in self.alive_stands)

    def broken_threshold(self) -> int:
        return math.ceil(self.baseline / 2)

    def has(self, name: str) -> bool:
        """Whether the Regiment's own profile has ``name`` (C-20: not its Characters')."""
        return rules.has(self.special_rules, name)

    def rule_x(self, name: str) -> int:
        return rules.x_of(self.special_rules, name)

    # -- plain data ------------------------------------------------------------------
    def to_json(self) -> Json:
        out = self._json()
        # Written only when there: a battle without them saves as it did before (C-20).
        put_rules(out, self.special_rules)
        if self.pending_source is not None:
            out["pending_source"] = self.pending_source.to_json()
        return out

    def _json(self) -> Json:
        return {
            "id": self.id, "name": self.name, "player": self.player, "kind": self.kind,
            "files": self.files,
            "stands": [s.to_json() for s in self.stands],
            "characters": [c.to_json() for c in self.characters],
            "starting_stands": self.starting_stands, "baseline": self.baseline,
            "losses": self.losses, "broken": self.broken, "broken_at": self.broken_at,
            "shattered": self.shattered,
            "last_side": self.last_side, "pending_morale": self.pending_morale,
            "footprint": self.footprint.to_json(),
            "position": None if self.position is None else self.position.to_json(),
        }

    @classmethod
    def from_json(cls, value: Any, field: str = "regiment") -> Self:
        data = d.obj(value, field)
        if isinstance(data.get("stands"), int) and not isinstance(data.get("stands"), bool):
            return cls.new(data, field)
        d.only_keys(data, field, (
            "id", "name", "player", "kind", "files", "stands", "characters", "starting_stands",
            "baseline", "losses", "broken", "broken_at", "shattered", "last_side",
            "pending_morale", "footprint", "position", "special_rules", "pending_source",
        ))
        stands_data = d.array(data, "stands", field, max_len=MAX_STANDS)
        if not stands_data:
            raise InvalidData(f"{field}.stands", [], fe.needs_at_least_one("regiment"))
        stands = [Stand.from_json(s, f"{field}.stands[{i}]") for i, s in enumerate(stands_data)]
        chars = [
            Character.from_json(c, f"{field}.characters[{i}]")
            for i, c in enumerate(d.array(data, "characters", field, default=[],
                                          max_len=MAX_CHARACTERS))
        ]
        broken_at = data.get("broken_at")
        if broken_at is not None:
            broken_at = d.int_value(broken_at, f"{field}.broken_at", low=0, high=MAX_STANDS)
        last_side = data.get("last_side")
        if last_side not in (None, "left", "right"):
            raise InvalidData(f"{field}.last_side", last_side, fe.left_or_right())
        kind = d.text(data, "kind", field, default="infantry", choices=KINDS)
        regiment = cls(
            id=d.identifier(data, "id", field),
            name=d.name(data, "name", field, max_len=60),
            player=d.integer(data, "player", field, low=0, high=1),
            kind=kind,
            files=d.integer(data, "files", field, low=1, high=MAX_FILES),
            stands=stands,
            characters=chars,
            starting_stands=d.integer(data, "starting_stands", field, low=1, high=MAX_STANDS,
                                      default=len(stands)),
            # A baseline counts Stands and Characters (C-14): never more than both can be.
            baseline=d.integer(data, "baseline", field, low=0,
                               high=MAX_STANDS + MAX_CHARACTERS, default=len(stands) + len(chars)),
            broken=d.flag(data, "broken", field),
            broken_at=broken_at,
            losses=(None if data.get("losses") is None
                    else d.integer(data, "losses", field, low=0, high=MAX_LOSSES)),
            shattered=d.flag(data, "shattered", field),
            last_side=last_side,
            # One die per Wound suffered (C-12): never more than the largest Wound Pool.
            pending_morale=d.integer(data, "pending_morale", field, low=0, high=MAX_POOL,
                                     default=0),
            special_rules=rules.read(data, field),
            pending_source=(None if data.get("pending_source") is None else PoolSource.from_json(
                data["pending_source"], f"{field}.pending_source")),
            **_table(data, field, kind),
        )
        regiment._validate(field)
        return regiment

    @classmethod
    def new(cls, value: Mapping[str, Any], field: str = "regiment") -> Self:
        """A fresh Regiment from the short setup form of the new-battle screen.

        ``{"id", "name", "player", "stands": 6, "files": 3, "wounds": 4, "resolve": 2,
        "command": true | "r0f1" | false, "characters": [...], "auxiliaries": [...]}``;
        the Command Stand defaults to the centre of the front rank (left of centre on an
        even width). Each auxiliary adds its ``count`` Stands of its own profile to the
        ``stands`` of the Regiment's own, behind them, in the order listed.
        """
        data = d.obj(value, field)
        d.only_keys(data, field, (
            "id", "name", "player", "kind", "stands", "files", "wounds", "resolve", "command",
            "characters", "footprint", "position", "special_rules", "auxiliaries",
        ))
        count = d.integer(data, "stands", field, low=1, high=MAX_STANDS)
        files = d.integer(data, "files", field, low=1, high=MAX_FILES)
        wounds = d.integer(data, "wounds", field, low=1, high=99)
        resolve = d.integer(data, "resolve", field, low=0, high=20)
        auxiliaries = read_auxiliaries(data, field)
        extra = sum(a.count for a in auxiliaries)
        if count + extra > MAX_STANDS:
            raise InvalidData(f"{field}.auxiliaries", vw.counted(extra, "auxiliary"),
                              fe.too_many_auxiliaries(count, extra, MAX_STANDS))
        profiles: list[AuxiliaryProfile | None] = [None] * count
        profiles += [a for a in auxiliaries for _ in range(a.count)]
        stands = []
        for n, aux in enumerate(profiles):
            rank, file = divmod(n, files)
            stands.append(Stand(
                stand_id(rank, file), rank, file,
                wounds if aux is None else aux.wounds, resolve if aux is None else aux.resolve,
                home=(rank, file), auxiliary=None if aux is None else aux.stand_kind()))
        rear = [s for s in stands if s.rank == stands[-1].rank]
        # A short rear rank stands centred behind the one in front of it.
        shift = (files - len(rear)) // 2
        for s in rear:
            s.file += shift
            s.id = stand_id(s.rank, s.file)
            s.home = (s.rank, s.file)
        command = data.get("command", True)
        if command is True:
            # The front rank's centre Stand of the Regiment's own (they come first, so
            # the front rank always holds one); left of centre on an even width.
            front = [s for s in stands if s.rank == 0 and s.auxiliary is None]
            command_id: str | None = min(
                front, key=lambda s: (abs(s.file - (files - 1) / 2), s.file)).id
        elif command is False or command is None:
            command_id = None
        else:
            command_id = d.identifier(data, "command", field)
        for s in stands:
            s.command = s.id == command_id
        if command_id is not None and not any(s.command for s in stands):
            raise InvalidData(f"{field}.command", command_id, fe.not_stand_of_formation())
        if any(s.command and s.auxiliary is not None for s in stands):
            raise InvalidData(f"{field}.command", command_id,
                              fe.command_auxiliary())
        chars = [
            Character.from_json(c, f"{field}.characters[{i}]")
            for i, c in enumerate(d.array(data, "characters", field, default=[],
                                          max_len=MAX_CHARACTERS))
        ]
        kind = d.text(data, "kind", field, default="infantry", choices=KINDS)
        regiment = cls(
            id=d.identifier(data, "id", field),
            name=d.name(data, "name", field, max_len=60),
            player=d.integer(data, "player", field, low=0, high=1, default=0),
            kind=kind,
            files=files, stands=stands, characters=chars, starting_stands=len(stands),
            baseline=len(stands) + len(chars),
            special_rules=rules.read(data, field),
            **_table(data, field, kind),
        )
        regiment._validate(field)
        return regiment

    def _validate(self, field: str) -> None:
        seen_ids: set[str] = set()
        for i, s in enumerate(self.stands):
            if s.id in seen_ids:
                raise InvalidData(f"{field}.stands[{i}].id", s.id, fe.used_by_two("stands"))
            seen_ids.add(s.id)
            if s.file >= self.files:
                raise InvalidData(f"{field}.stands[{i}].file", s.file,
                                  fe.below_files(self.files))
        for i, c in enumerate(self.characters):
            if c.id in seen_ids:
                raise InvalidData(f"{field}.characters[{i}].id", c.id, fe.already_used())
            seen_ids.add(c.id)
        places: dict[tuple[int, int], str] = {}
        for s in self.alive_stands:
            if (s.rank, s.file) in places:
                raise InvalidData(
                    f"{field}.stands", s.id,
                    fe.place_taken(s.rank + 1, s.file + 1, places[s.rank, s.file]),
                )
            places[s.rank, s.file] = s.id
        # C-1: only the rear rank may be incomplete. A Command Stand may stand in any rank:
        # the ranks in front of the rearmost rank that holds a non-Command Stand must be
        # full, and once only Command Stands are left (C-4.5) any rank may be incomplete.
        non_command = [s for s in self.alive_stands if not s.command]
        last = max((s.rank for s in non_command), default=0)
        for rank in range(last):
            missing = [f for f in range(self.files) if (rank, f) not in places]
            if missing:
                raise InvalidData(
                    f"{field}.stands", f"no Stand at rank {rank + 1}, file {missing[0] + 1}",
                    fe.rear_rank_only(),
                )
        if len(self.stands) > self.starting_stands:
            raise InvalidData(f"{field}.starting_stands", self.starting_stands,
                              fe.at_least_stands(len(self.stands)))
        if self.broken != (self.broken_at is not None):
            raise InvalidData(f"{field}.broken_at", self.broken_at,
                              fe.broken_at())



def _table(data: Mapping[str, Any], field: str, kind: str) -> dict[str, Any]:
    """The optional battlefield keys of either form: a footprint (default by kind) and a
    position (null or absent: not on the table)."""
    raw = data.get("position")
    return {
        "footprint": (Footprint.from_json(data["footprint"], f"{field}.footprint")
                      if "footprint" in data else Footprint.for_kind(kind)),
        "position": None if raw is None else Position.from_json(raw, f"{field}.position"),
    }


def characters_counted(r: Regiment) -> str:
    """What a Regiment's Stand count holds beyond its own Stands ("incl. ★ 1 Character",
    C-3), or nothing for a Regiment without Characters."""
    n = len(r.characters)
    return f"incl. ★ {n} Character{'s' if n != 1 else ''}" if n else ""
