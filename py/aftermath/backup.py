"""The backup file: everything a device keeps (battles with their history, warband
rosters, Muster profiles and lists, settings) in one versioned JSON document.

The page writes the file; :func:`check` reads one back and judges every item with the
engine's own checks (a battle is replayed by its system's ``Game.from_json``, a Muster
record by :mod:`aftermath.muster`, and a part a rule system adds, such as the
campaign's rosters, by that system's reader, ``System.backup``), so an import never
puts on the device what the engine would refuse to open. A file that is not JSON (cut
short), not ours, from a newer version, or with one bad item is refused as a whole,
naming the field and the value.

>>> check('{"format": "aftermath.backup", "version": 1, "battles": [], "rosters": [],'
...       ' "muster": []}').items
()
>>> check('{"format": "aftermath.backup", "version": 1, "battles": [')  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
aftermath.errors.InvalidData: file: is not complete JSON (cut short or damaged: ...), got ...
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from aftermath import data as d
from aftermath import field_words, muster, packs, strict_json, systems
from aftermath import file_words as fw
from aftermath import value_words as vw
from aftermath.errors import AftermathError, InvalidData, NewerVersion, RuleViolation
from aftermath.said import Said
from aftermath.systems import BackupReader

Json = dict[str, Any]

FORMAT = "aftermath.backup"
# 1: battles (device records with the engine's saved game), rosters, muster, settings.
# A later version adds a reader here; every older version keeps opening.
VERSION = 1
VERSIONS = (1,)
MAX_ITEMS = 2_000          # records of all kinds in one file
MAX_TEXT = 1 << 20         # characters: the bridge reads no larger request
BATTLE_FORMAT = "aftermath.battle"
BATTLE_VERSIONS = (1, 2)   # the device's battle record versions (storage.js)
MUSTER_FORMAT = "aftermath.muster"
MUSTER_VERSION = 2
MAX_TIME = 8_640_000_000_000_000  # the latest time a JavaScript Date holds


@dataclasses.dataclass(frozen=True)
class Item:
    """One record of the file as it will be kept: ``kind`` is battle, roster or muster;
    ``record`` is normalised by the engine (a battle's game re-saved from its replay)."""

    kind: str
    id: str
    name: str
    record: Json

    def to_json(self) -> Json:
        return {"kind": self.kind, "id": self.id, "name": self.name, "record": self.record}


@dataclasses.dataclass(frozen=True)
class Checked:
    version: int
    exported: int | None
    items: tuple[Item, ...]
    settings: Json

    def to_json(self) -> Json:
        return {"format": FORMAT, "version": self.version, "exported": self.exported,
                "items": [i.to_json() for i in self.items], "settings": self.settings}


def ascii_id(data: Mapping[str, Any], field: str) -> str:
    ident = d.identifier(data, "id", field)
    if not ident.isascii():
        raise InvalidData(f"{field}.id", ident, fw.ascii_id())
    return ident


def _battle(value: Any, field: str) -> Item:
    data = d.obj(value, field)
    d.text(data, "format", field, choices=(BATTLE_FORMAT,))
    version = data.get("version")
    if not _whole(version) or version not in BATTLE_VERSIONS:
        raise InvalidData(f"{field}.version", version, fw.battle_version(str(BATTLE_VERSIONS)))
    ident = ascii_id(data, field)
    name = d.name(data, "name", field, max_len=200, blank=True)
    games = systems.registered()
    system = d.text(data, "system", field, choices=games)
    # The whole history replayed and re-checked, as opening the battle would.
    game = games[system].game.from_json(data.get("game"), f"{field}.game")
    record: Json = {"id": ident, "name": name, "system": system, "game": game.to_json(),
                    "view": None}
    for key in ("created", "updated"):
        if key in data:
            record[key] = _time(data, key, field)
    # The share link it was opened from (the engine's link_id), so a restored device
    # still opens that battle when the link is opened again; older records have none.
    if "fromLink" in data:
        record["fromLink"] = d.text(data, "fromLink", field, max_len=64)
    if "rosters" in data:
        ids = d.array(data, "rosters", field, max_len=2)
        record["rosters"] = [ascii_id({"id": r}, f"{field}.rosters[{i}]")
                             for i, r in enumerate(ids)]
    # A campaign battle's Confirm wrote its rosters: whether it did, and what it wrote
    # (so Undo puts them back and a roster changed since is not overwritten). Kept as
    # they are; dropping them would make a restored Confirm forget its rosters.
    # rostersConfirmed: a Confirm wrote them once, so a roster deleted since stays
    # deleted when it is confirmed again.
    for key in ("rostersApplied", "rostersConfirmed"):
        if key in data:
            flag = data[key]
            if not isinstance(flag, bool):
                raise InvalidData(f"{field}.{key}", flag, field_words.true_or_false())
            record[key] = flag
    if "rostersWritten" in data:
        written = data["rostersWritten"]
        if written is not None:
            texts = d.array(data, "rostersWritten", field, max_len=2)
            written = [d.text_at(t, f"{field}.rostersWritten[{i}]", max_len=MAX_TEXT)
                       for i, t in enumerate(texts)]
        record["rostersWritten"] = written
    return Item("battle", ident, name, record)


def _muster(value: Any, field: str) -> Item:
    data = d.obj(value, field)
    d.text(data, "format", field, choices=(MUSTER_FORMAT,))
    # 2: a list's entries name the profile records they follow (``ref``), a profile the
    # pack it came from (``from_pack``); version 1 records open as they are.
    d.integer(data, "version", field, low=1, high=MUSTER_VERSION)
    ident = ascii_id(data, field)
    kind = d.text(data, "kind", field, choices=muster.KINDS)
    system = d.text(data, "system", field, choices=muster.PROFILES)
    checked = muster.read(kind, system, data.get("data")).to_json()
    # The checks above name "data..."; an error is renamed to this item's field below.
    record = {"id": ident, "kind": kind, "system": system, "data": checked}
    if kind == "profile" and data.get("from_pack") is not None:
        record["from_pack"] = packs.origin(data["from_pack"], f"{field}.from_pack")
    return Item("muster", ident, str(checked["name"]), record)


def readers() -> dict[str, BackupReader]:
    """The file's parts in order, each with its reader: the battles, the parts the rule
    systems add (the campaign's rosters), then Muster."""
    added = {key: read for s in systems.registered().values() for key, read in s.backup.items()}
    return {"battles": _battle, **added, "muster": _muster}


READERS: Mapping[str, BackupReader] = systems.View(readers)


@dataclasses.dataclass(frozen=True)
class Part:
    """Where a part of a larger file starts: a file over :data:`MAX_TEXT` is sent in
    parts (each the file's header with some of its items), and each part's errors name
    the item's place in the whole file; ids seen in earlier parts count as taken."""

    offsets: Mapping[str, int]
    seen: frozenset[tuple[str, str]]

    @classmethod
    def from_json(cls, value: Any, field: str = "part") -> Part:
        data = d.obj(value, field)
        d.only_keys(data, field, ("offsets", "seen"))
        raw = d.obj(data.get("offsets", {}), f"{field}.offsets")
        d.only_keys(raw, f"{field}.offsets", READERS)
        offsets = {k: d.integer(raw, k, f"{field}.offsets", low=0, high=MAX_ITEMS) for k in raw}
        seen = set()
        for i, pair in enumerate(d.array(data, "seen", field, default=[], max_len=MAX_ITEMS)):
            where = f"{field}.seen[{i}]"
            if not (isinstance(pair, list) and len(pair) == 2):
                raise InvalidData(where, pair, fw.kind_and_id())
            seen.add((d.text_at(pair[0], where), d.text_at(pair[1], where)))
        return cls(offsets, frozenset(seen))


WHOLE = Part({}, frozenset())


def check(text: Any, part: Part = WHOLE) -> Checked:
    """The file's items, every one checked; raises :class:`InvalidData` naming the
    first bad field (and how many items are bad) and then nothing is to be imported."""
    if not isinstance(text, str):
        raise InvalidData("file", type(text).__name__, fw.file_text())
    if len(text) > MAX_TEXT:
        raise InvalidData("file", vw.counted(len(text), "characters", grouped=True),
                          fw.too_large(MAX_TEXT))
    try:
        # Too deep, or a number no reply could carry (1e400): refused here, named.
        value = strict_json.loads(text, "file")
    except InvalidData:
        raise
    except (ValueError, RecursionError) as err:
        raise InvalidData("file", text[-40:], fw.not_complete_json(str(err))) from err
    # Everything in it was saved on a device, some of it before names were checked: a
    # character a name may not hold (or a lone surrogate) is shown as the replacement
    # character, as a device's own save opens, never refusing the whole file for it.
    data = d.obj(d.mend_saved_text(value), "file")
    if data.get("format") != FORMAT:
        raise InvalidData("file.format", data.get("format"), fw.not_a_backup(FORMAT))
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise NewerVersion("file.version", version, fw.newer_backup(VERSION))
    if not _whole(version) or version not in VERSIONS:
        raise InvalidData("file.version", version, field_words.one_of(str(list(VERSIONS))))
    assert isinstance(version, int)
    parts = readers()
    d.only_keys(data, "file", ("format", "version", "app", "exported", *parts, "settings"))
    exported = _time(data, "exported", "file") if "exported" in data else None
    settings = dict(d.obj(data.get("settings", {}), "file.settings"))
    items: list[Item] = []
    bad: list[InvalidData] = []
    total = sum(part.offsets.values())
    for key, read in parts.items():
        raw = d.array(data, key, "file", default=[], max_len=MAX_ITEMS)
        total += len(raw)
        if total > MAX_ITEMS:
            raise InvalidData("file", vw.counted(total, "items"),
                              field_words.holds_at_most_items(MAX_ITEMS))
        start = part.offsets.get(key, 0)
        for i, entry in enumerate(raw):
            where = f"file.{key}[{start + i}]"
            try:
                items.append(read(entry, where))
            except AftermathError as err:
                bad.append(_renamed(err, where))
    if bad:
        first = bad[0]
        more = f" ({len(bad)} items are bad; nothing is imported)" if len(bad) > 1 else (
            " (nothing is imported)")
        raise InvalidData(first.field, first.value,
                          fw.nothing_imported(len(bad), first.because)
                          if isinstance(first.because, Said) else first.expected + more)
    seen = set(part.seen)
    for item in items:
        if (item.kind, item.id) in seen:
            raise InvalidData(f"file.{item.kind}", item.id, field_words.held_twice())
        seen.add((item.kind, item.id))
    return Checked(version=version, exported=exported, items=tuple(items), settings=settings)


def _renamed(err: AftermathError, where: str) -> InvalidData:
    """The item's error under the item's place in the file (``file.battles[2]...``)."""
    if isinstance(err, InvalidData):
        field = err.field
        if field == "data" or field.startswith(("data.", "data[")):
            field = f"{where}.{field}"
        elif not field.startswith(where):
            field = f"{where}: {field}"
        return InvalidData(field, err.given, err.because)
    if isinstance(err, RuleViolation) and err.said is not None:
        return InvalidData(where, None, fw.cannot_be_replayed(str(err), err.said, err.rule))
    return InvalidData(where, None, fw.cannot_be_replayed(str(err)))


def _time(data: Mapping[str, Any], key: str, field: str) -> int:
    """A time the page wrote (milliseconds since 1970, as JavaScript's Date.now())."""
    value = data[key]
    if not _whole(value) or not 0 <= value <= MAX_TIME:
        raise InvalidData(f"{field}.{key}", value, fw.a_time())
    assert isinstance(value, int)
    return value


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
