"""Profile packs: one faction's Muster profiles as a small versioned file, so one player
or a club types an army once and everyone imports it.

A pack is strict JSON::

    {"format": "aftermath-pack", "version": 1, "system": "conquest",
     "faction": "Spires", "name": "Core", "revision": 3,
     "source": "where the numbers came from", "profiles": [profile, ...]}

It carries numbers only, never rule text, and ``source`` names where they came from.
Read as a backup file is: its size and nesting are capped before it is parsed, every
profile goes through its rule system's own profile check, and any fault refuses the
whole pack with an error naming the field and the value. :func:`plan` compares a pack
with the profiles a player keeps and says, in words, what importing it would do: a
profile the player does not have is added; one from an older revision of the pack is
updated, unless the player edited it (their edit wins); a pack older than what the
player has changes nothing and says so. The page writes the plan in one transaction.
This module names no rule system.

>>> pack = read(dumps(make("conquest", "Spires", "Core", 1, "Typed by the club",
...                        [muster.DEFAULTS["conquest"]])))
>>> (pack.faction, pack.revision, [p.name for p in pack.profiles])
('Spires', 1, ['Men-at-Arms'])
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Mapping
from typing import Any

from aftermath import data as d
from aftermath import field_words, muster, strict_json
from aftermath import file_words as fw
from aftermath import value_words as vw
from aftermath.errors import InvalidData
from aftermath.muster import Profile
from aftermath.names import match_key
from aftermath.said import Said
from aftermath.share_words import pack_offer

Json = dict[str, Any]

FORMAT = "aftermath-pack"
VERSION = 1
MAX_TEXT = 256 * 1024       # characters of a pack file: a whole faction is a few KiB
MAX_DEPTH = 8               # a profile's Characters are 4 levels down
MAX_PROFILES = 120          # more than any faction's whole range of Regiments
MAX_FACTION = 60
MAX_NAME = 80
MAX_SOURCE = 300
MAX_REVISION = 1_000_000
KEYS = ("format", "version", "system", "faction", "name", "revision", "source", "profiles")


@dataclasses.dataclass(frozen=True)
class Pack:
    system: str
    faction: str
    name: str
    revision: int
    source: str
    profiles: tuple[Profile, ...]

    @property
    def title(self) -> str:
        return f"{self.faction}: {self.name}"

    def origin(self) -> Json:
        """What a profile added from this pack keeps of it (``from_pack``)."""
        return {"faction": self.faction, "name": self.name, "revision": self.revision,
                "edited": False}

    def to_json(self) -> Json:
        return {"format": FORMAT, "version": VERSION, "system": self.system,
                "faction": self.faction, "name": self.name, "revision": self.revision,
                "source": self.source, "profiles": [p.to_json() for p in self.profiles]}


def from_json(value: Any, field: str = "pack") -> Pack:
    """A pack already parsed (a link's data, a request's payload), checked whole."""
    data = d.obj(value, field)
    fmt = data.get("format")
    if fmt != FORMAT:
        raise InvalidData(f"{field}.format", fmt, fw.not_a_pack(FORMAT))
    version = d.integer(data, "version", field, low=1)
    if version > VERSION:
        raise InvalidData(f"{field}.version", version, fw.newer_pack(VERSION))
    d.only_keys(data, field, KEYS)
    system = d.text(data, "system", field, choices=muster.PROFILES)
    faction = _named(data, "faction", field, MAX_FACTION)
    name = _named(data, "name", field, MAX_NAME)
    revision = d.integer(data, "revision", field, low=1, high=MAX_REVISION)
    source = d.text(data, "source", field, max_len=MAX_SOURCE)
    if not source.strip():
        raise InvalidData(f"{field}.source", source, fw.no_source())
    raw = d.array(data, "profiles", field, max_len=MAX_PROFILES)
    if not raw:
        raise InvalidData(f"{field}.profiles", [], fw.one_profile())
    kind = muster.PROFILES[system]
    profiles: list[Profile] = []
    seen: dict[str, int] = {}
    for i, item in enumerate(raw):
        where = f"{field}.profiles[{i}]"
        profile = kind.from_json(item, where)
        # An import finds a profile by this key: two names alike under it would fill a
        # list from whichever came first.
        key = match_key(profile.name)
        if not key:
            raise InvalidData(f"{where}.name", profile.name, fw.letter_or_digit())
        if key in seen:
            raise InvalidData(f"{where}.name", profile.name, fw.same_name(seen[key]))
        seen[key] = i
        profiles.append(profile)
    return Pack(system, faction, name, revision, source, tuple(profiles))


def read(text: Any, field: str = "pack") -> Pack:
    """A pack file's text: size and nesting checked before it is parsed, strictly."""
    if not isinstance(text, str):
        raise InvalidData(field, type(text).__name__, fw.pack_text())
    if len(text) > MAX_TEXT:
        raise InvalidData(field, vw.counted(len(text), "characters", grouped=True),
                          fw.pack_too_large(MAX_TEXT))
    deep = strict_json.depth(text, MAX_DEPTH)
    if deep > MAX_DEPTH:
        raise InvalidData(field, vw.counted(deep, "levels"), fw.pack_too_deep(MAX_DEPTH))
    try:
        value = strict_json.loads(text, field)
    except InvalidData:
        raise
    except ValueError as err:
        line, column = getattr(err, "lineno", 1), getattr(err, "colno", 1)
        raise InvalidData(field, f"line {line}, column {column}",
                          fw.pack_not_json(line, column)) from err
    return from_json(value, field)


def make(system: Any, faction: Any, name: Any, revision: Any, source: Any,
         profiles: Iterable[Any]) -> Pack:
    """A pack of ``profiles`` (as Muster keeps them), checked as :func:`read` checks one."""
    return from_json({"format": FORMAT, "version": VERSION, "system": system,
                      "faction": faction, "name": name, "revision": revision,
                      "source": source, "profiles": list(profiles)})


def dumps(pack: Pack) -> str:
    """The file's text: indented, so a player can read what they are handed."""
    return json.dumps(pack.to_json(), indent=1, ensure_ascii=False, allow_nan=False) + "\n"


def filename(pack: Pack) -> str:
    """``aftermath-pack-<faction>-<name>-r<revision>.json`` in letters, digits and '-'."""
    slug = muster._unique_id(f"{pack.faction} {pack.name}", set())
    return f"aftermath-pack-{slug}-r{pack.revision}.json"


def _named(data: Mapping[str, Any], key: str, field: str, max_len: int) -> str:
    value = d.name(data, key, field, max_len=max_len, blank=True)
    if not value.strip():
        raise InvalidData(f"{field}.{key}", value, field_words.not_blank())
    return value


# -- the profiles a player keeps ---------------------------------------------------------
def origin(value: Any, field: str) -> Json:
    """A kept profile's ``from_pack``: the pack it came from and whether the player
    edited it since."""
    data = d.obj(value, field)
    d.only_keys(data, field, ("faction", "name", "revision", "edited"))
    return {"faction": _named(data, "faction", field, MAX_FACTION),
            "name": _named(data, "name", field, MAX_NAME),
            "revision": d.integer(data, "revision", field, low=1, high=MAX_REVISION),
            "edited": d.flag(data, "edited", field)}


@dataclasses.dataclass(frozen=True)
class Kept:
    """One profile record the player keeps: its id, revision, profile and origin."""

    id: str
    rev: int
    profile: Profile
    origin: Json | None


def kept(value: Any, system: str, field: str) -> Kept:
    data = d.obj(value, field)
    d.only_keys(data, field, ("id", "rev", "data", "from_pack"))
    ident = d.identifier(data, "id", field)
    rev = d.integer(data, "rev", field, low=1)
    profile = muster.PROFILES[system].from_json(data.get("data"), f"{field}.data")
    came = data.get("from_pack")
    return Kept(ident, rev, profile,
                None if came is None else origin(came, f"{field}.from_pack"))


def _same(a: Profile, b: Profile) -> bool:
    return json.dumps(a.to_json(), sort_keys=True) == json.dumps(b.to_json(), sort_keys=True)


def plan(pack: Pack, stored: Iterable[Kept]) -> Json:
    """What importing ``pack`` does to the player's ``stored`` profiles of its system:
    ``writes`` (records to add, ``id`` null, or to update, naming the revision read),
    one line per profile in ``said`` and a ``headline``; nothing is ever deleted."""
    ours = [k for k in stored
            if k.origin is not None and (k.origin["faction"], k.origin["name"])
            == (pack.faction, pack.name)]
    own = {k.profile.name: k for k in stored if k.origin is None}
    latest = max((k.origin["revision"] for k in ours if k.origin), default=0)
    writes: list[Json] = []
    said: list[Json] = []
    counts = {"added": 0, "updated": 0, "kept": 0, "unchanged": 0, "older": 0}
    tag = pack.origin()

    def say(outcome: str, name: str, text: str) -> None:
        counts[outcome] += 1
        said.append({"outcome": outcome, "name": name, "text": text})

    for profile in pack.profiles:
        mine = next((k for k in ours if k.profile.name == profile.name), None)
        if mine is None:
            yours = own.get(profile.name)
            if yours is not None and _same(yours.profile, profile):
                say("unchanged", profile.name, f"{profile.name}: you have it already.")
            elif yours is not None:
                say("kept", profile.name,
                    f"{profile.name}: kept yours (a profile of that name you made "
                    "yourself); the pack's is not added.")
            else:
                writes.append({"id": None, "rev": None, "data": profile.to_json(),
                               "from_pack": dict(tag)})
                say("added", profile.name, f"{profile.name}: added.")
            continue
        assert mine.origin is not None
        have = mine.origin["revision"]
        if pack.revision < have:
            say("older", profile.name,
                f"{profile.name}: not changed (you have it from revision {have}, "
                f"this pack is revision {pack.revision}).")
        elif pack.revision == have:
            say("unchanged", profile.name, f"{profile.name}: unchanged (revision {have}).")
        elif mine.origin["edited"]:
            say("kept", profile.name,
                f"{profile.name}: kept your edit (revision {pack.revision} is not applied "
                "over it).")
        else:
            updated = not _same(mine.profile, profile)
            writes.append({"id": mine.id, "rev": mine.rev, "data": profile.to_json(),
                           "from_pack": dict(tag)})
            if updated:
                say("updated", profile.name,
                    f"{profile.name}: updated from revision {have} to {pack.revision}.")
            else:
                say("unchanged", profile.name,
                    f"{profile.name}: unchanged in revision {pack.revision}.")
    return {"system": pack.system, "faction": pack.faction, "name": pack.name,
            "revision": pack.revision, "writes": writes, "said": said, "counts": counts,
            "headline": _headline(pack, counts, latest)}


def _headline(pack: Pack, counts: Mapping[str, int], latest: int) -> str:
    if latest > pack.revision and not counts["added"] and not counts["updated"]:
        return (f"{pack.title} revision {pack.revision} is older than the revision {latest} "
                "you have: nothing was changed.")
    parts = [f"{counts[k]} {words}" for k, words in (
        ("added", "added"), ("updated", "updated (the pack is newer)"),
        ("kept", "kept as you edited them"), ("unchanged", "unchanged"),
        ("older", "left as they are (you have a newer revision)")) if counts[k]]
    return f"{pack.title} revision {pack.revision}: {', '.join(parts)}."


def offer(pack: Pack) -> str:
    """The one button a pack's link offers."""
    return offer_said(pack).text


def offer_said(pack: Pack) -> Said:
    """:func:`offer` as a sentence the page says in the reader's language."""
    return pack_offer(len(pack.profiles), pack.faction)


class PackOf:
    """A profile pack of one system, for a share kind (a link says which system it is)."""

    def __init__(self, system: str) -> None:
        self.system = system

    def __call__(self, value: Any, field: str) -> Pack:
        pack = from_json(value, field)
        if pack.system != self.system:
            raise InvalidData(f"{field}.system", pack.system,
                              field_words.exactly(repr(self.system)))
        return pack
