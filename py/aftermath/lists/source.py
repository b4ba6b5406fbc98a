"""A list file's bytes or pasted text, read safely into plain roster nodes.

What arrives is untrusted: a file picked on the phone or text pasted into a box. It is
capped before anything reads it (a file at most 4 MiB; a zip of one plain ``.ros``
member, unpacked at most 4 MiB and at most 100 times its packed size), XML is parsed
by ``defusedxml`` with no DTD at all (so no entity expansion and no external entity
can be asked for), and both XML and JSON are refused when nested deeper than
:data:`aftermath.strict_json.MAX_DEPTH` before any structure that deep is built: the
parsers recurse (or free what they built) once per level, and in the browser a file
nested a few thousand deep overflows the worker's stack instead of raising. JSON is
read by :mod:`aftermath.strict_json`, which also refuses NaN and infinities.
BattleScribe's XML and New Recruit's JSON become the same :class:`Roster` of
:class:`Selection` nodes; Para Bellum's text export is read by
:mod:`aftermath.lists.parabellum`.
"""

from __future__ import annotations

import dataclasses
import io
import json
import re
import zipfile
from collections.abc import Iterator, Mapping
from typing import Any
from xml.etree.ElementTree import Element, ParseError, TreeBuilder

from aftermath import data as d
from aftermath import file_words as fw
from aftermath import list_reader_words as rw
from aftermath import strict_json
from aftermath.errors import InvalidData
from aftermath.said import Said

MAX_FILE = 4 * 1024 * 1024      # bytes of a file, and of a zip's unpacked member
MAX_RATIO = 100                 # a zip member unpacked at most this many times its size
MAX_DEPTH = 12                  # selections inside selections: a roster nests 3 or 4
MAX_NODES = 20_000              # forces, selections and profiles in one file
# XML elements or JSON values in one file, counted before the tree is built: a roster
# has one per 30 to 90 bytes, so a 4 MiB one about 50,000 to 130,000; a file of a
# million empty ones would take seconds and hundreds of megabytes to build.
MAX_VALUES = 10 * MAX_NODES
ROSTER_SUFFIXES = (".ros", ".rosz", ".json", ".txt")


class ListFileError(InvalidData):
    """A list file refused: the message names what and where, in the file's own terms
    (``force "Hundred Kingdoms" > selection "Men-at-Arms" > characteristic W: "x" is not
    a number``)."""

    def __init__(self, where: str, value: Any, problem: str | Said) -> None:
        super().__init__(where, value, problem)
        self.args = (f"{where}: {problem}",)
        # Said as "<where>: <problem>", the value being in the place already.
        self.said = None if not isinstance(problem, Said) else _placed(where, problem)


PASTED = "pasted text"  # the file name of a list pasted rather than picked


def file_place(filename: str) -> str:
    """Where a refusal starts: the file by its name as Python quotes it, or the pasted
    text, which is no file."""
    return "the pasted text" if filename == PASTED else f"file {filename!r}"


# A place that starts at the file, by its name as Python quotes it, or at the pasted
# text: the word "file" and "pasted text" are the page's to say.
_AT_FILE = re.compile(r"(?:file ('[^'\\]*'|\"[^\"\\]*\")|the pasted text)((?: > .*)?)",
                      re.DOTALL)
# A place in pasted text (a system's plain-text export), the whole text or a line of it:
# "text" and "line" are the page's to say.
_AT_LINE = re.compile(r"text(?: line ([1-9][0-9]{0,5}))?((?: > .*)?)", re.DOTALL)


def _placed(where: str, problem: Said) -> Said:
    at_line = _AT_LINE.fullmatch(where)
    if at_line is not None:
        if at_line[1] is None:
            return rw.in_text(at_line[2], problem)
        return rw.at_line(int(at_line[1]), at_line[2], problem)
    at_file = _AT_FILE.fullmatch(where)
    if at_file is None:
        return fw.at(where, problem)
    return fw.in_file(PASTED if at_file[1] is None else at_file[1][1:-1], at_file[2], problem)


@dataclasses.dataclass(frozen=True)
class Profile:
    name: str
    type_name: str
    characteristics: tuple[tuple[str, str], ...]

    def get(self, key: str) -> str | None:
        return next((v for k, v in self.characteristics if k.casefold() == key.casefold()),
                    None)


@dataclasses.dataclass(frozen=True)
class Selection:
    """One ``selection`` of a roster: a unit, a model or an upgrade, with what it holds.
    ``where`` is its place in the file, as messages name it."""

    name: str
    type: str
    number: int
    profiles: tuple[Profile, ...]
    rules: tuple[str, ...]
    categories: tuple[str, ...]
    selections: tuple[Selection, ...]
    where: str

    def profile(self, type_name: str) -> Profile | None:
        return next((p for p in self.profiles if p.type_name.casefold() == type_name.casefold()),
                    None)

    def walk(self) -> Iterator[Selection]:
        for child in self.selections:
            yield child
            yield from child.walk()


@dataclasses.dataclass(frozen=True)
class Force:
    name: str
    catalogue: str
    selections: tuple[Selection, ...]
    where: str


@dataclasses.dataclass(frozen=True)
class Roster:
    name: str
    game_system: str
    revision: int | None
    forces: tuple[Force, ...]
    format: str   # "BattleScribe .ros", "BattleScribe .rosz", "New Recruit .json"


# -- bytes in ------------------------------------------------------------------------
def capped(raw: bytes | str, filename: str) -> None:
    size = len(raw.encode("utf-8", "surrogatepass")) if isinstance(raw, str) else len(raw)
    if size > MAX_FILE:
        raise ListFileError(file_place(filename), f"{size:,} bytes",
                            fw.list_too_big(size, MAX_FILE))


def unzip(raw: bytes, filename: str) -> bytes:
    """The one ``.ros`` inside a ``.rosz``, under the caps, read no further than the cap
    even if the zip's header lies about its size."""
    where = file_place(filename)
    try:
        archive = zipfile.ZipFile(io.BytesIO(raw))
    except (zipfile.BadZipFile, ValueError) as err:
        raise ListFileError(where, filename, fw.not_a_zip()) from err
    with archive:
        members = archive.infolist()
        if len(members) != 1:
            raise ListFileError(where, len(members),
                                fw.zip_files(len(members)))
        member = members[0]
        name = member.filename
        if "/" in name or "\\" in name or name.startswith(".") or ":" in name or not name:
            raise ListFileError(where, name, fw.zip_path(name))
        if member.flag_bits & 0x1:
            raise ListFileError(where, name, fw.encrypted())
        if member.file_size > MAX_FILE:
            raise ListFileError(where, member.file_size,
                                fw.unpacks_to(member.file_size, MAX_FILE))
        if member.file_size > MAX_RATIO * max(member.compress_size, 1):
            raise ListFileError(where, member.file_size,
                                fw.unpacks_times(member.file_size
                                                 // max(member.compress_size, 1), MAX_RATIO))
        try:
            with archive.open(member) as stream:
                body = stream.read(MAX_FILE + 1)
        except (zipfile.BadZipFile, OSError, EOFError, ValueError) as err:
            raise ListFileError(where, name, fw.not_unpacked(str(err))) from err
    if len(body) > MAX_FILE or len(body) > MAX_RATIO * max(member.compress_size, 1):
        raise ListFileError(where, name, fw.unpacks_larger())
    return body


def number(sel: Selection, type_name: str, key: str, high: int) -> int | None:
    """A characteristic of the selection's ``type_name`` profile as a whole number, or
    None when the profile lacks it (or gives "-"); a value that is there but not a
    number refuses the file, naming where, in the file's own spelling."""
    profile = sel.profile(type_name)
    found = None if profile is None else next(
        ((k, v) for k, v in profile.characteristics if k.casefold() == key), None)
    if found is None:
        return None
    label, raw = found
    where = f"{sel.where} > characteristic {label}"
    text = raw.strip().rstrip("+")
    if text in ("", "-"):
        return None
    if not text.isdigit() or len(text) > 4:
        raise ListFileError(where, raw, fw.not_a_number(f'"{raw[:40]}"'))
    value = int(text)
    if value > high:
        raise ListFileError(where, raw, fw.more_than(value, high))
    return value


# -- XML -------------------------------------------------------------------------------
def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _kids(element: Element, tag: str) -> list[Element]:
    return [c for c in element if _local(c.tag) == tag]


def _group(element: Element, outer: str, inner: str) -> list[Element]:
    return [c for g in _kids(element, outer) for c in _kids(g, inner)]


class _ShallowTree(TreeBuilder):
    """A tree builder that refuses an element nested deeper than
    :data:`aftermath.strict_json.MAX_DEPTH`, or past :data:`MAX_VALUES` elements, as it
    is opened, so no deeper or larger tree exists."""

    def __init__(self, where: str) -> None:
        super().__init__()
        self.where = where
        self.depth = 0
        self.elements = 0

    def start(self, tag: str, attrs: dict[str, str]) -> Element:
        self.depth += 1
        self.elements += 1
        if self.elements > MAX_VALUES:
            raise ListFileError(self.where, f"{self.elements:,} elements",
                                fw.xml_too_many(MAX_VALUES))
        if self.depth > strict_json.MAX_DEPTH:
            raise ListFileError(self.where, f"{self.depth} levels",
                                fw.xml_too_deep(strict_json.MAX_DEPTH))
        return super().start(tag, attrs)

    def end(self, tag: str) -> Element:
        self.depth -= 1
        return super().end(tag)


def parse_xml(raw: bytes | str, filename: str) -> Element:
    from defusedxml import DefusedXmlException
    from defusedxml.ElementTree import DefusedXMLParser

    where = file_place(filename)
    parser = DefusedXMLParser(target=_ShallowTree(where), forbid_dtd=True,
                              forbid_entities=True, forbid_external=True)
    try:
        parser.feed(raw)
        root: Element = parser.close()
    except ListFileError:
        raise
    except DefusedXmlException as err:
        kind = type(err).__name__
        raise ListFileError(where, filename, fw.declares_dtd(kind)) from err
    except (ParseError, ValueError) as err:
        raise ListFileError(where, filename, fw.not_xml(str(err))) from err
    if _local(root.tag) != "roster":
        raise ListFileError(where, _local(root.tag), fw.not_a_roster_xml(_local(root.tag)))
    return root


class _Budget:
    """Counts the nodes read, so a file of a million empty selections is refused."""

    def __init__(self) -> None:
        self.used = 0

    def take(self, where: str) -> None:
        self.used += 1
        if self.used > MAX_NODES:
            raise ListFileError(where, self.used, fw.too_many_entries(MAX_NODES))


def _attr(element: Element | Mapping[str, Any], key: str, where: str, default: str = "",
          max_len: int = 200) -> str:
    value = element.get(key, default)
    if value is None:
        return default
    if isinstance(value, int | float) and not isinstance(value, bool):
        value = str(value)
    if not isinstance(value, str):
        raise ListFileError(f"{where} > {key}", value, fw.not_text(_show(value)))
    if len(value) > max_len:
        raise ListFileError(f"{where} > {key}", value,
                            fw.attribute_too_long(len(value), max_len))
    try:
        d.check_unicode(value, f"{where} > {key}")
    except InvalidData as err:
        raise ListFileError(f"{where} > {key}", value, err.because) from err
    return value


def _show(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, default=str)
    return json.dumps(text[:40] + ("..." if len(text) > 40 else ""), ensure_ascii=False)


def _number(value: str, where: str) -> int:
    text = value.strip()
    if text.endswith(".0"):
        text = text[:-2]
    if not text.isdigit() or len(text) > 6:
        raise ListFileError(where, value, fw.not_a_number(_show(value)))
    return int(text)


def _xml_selection(el: Element, parent: str, depth: int, budget: _Budget) -> Selection:
    name = _attr(el, "customName", parent) or _attr(el, "name", parent)
    where = f'{parent} > selection "{name}"'
    budget.take(where)
    if depth > MAX_DEPTH:
        raise ListFileError(where, depth, fw.nested(depth, MAX_DEPTH))
    profiles = []
    for p in _group(el, "profiles", "profile"):
        pname = _attr(p, "name", where)
        budget.take(where)
        chars = tuple((_attr(c, "name", where), (c.text or "").strip()[:200])
                      for c in _group(p, "characteristics", "characteristic"))
        profiles.append(Profile(pname, _attr(p, "typeName", where), chars))
    rules = [_attr(r, "name", where) for r in _group(el, "rules", "rule")]
    rules += [_attr(r, "name", where) for r in _group(el, "infoLinks", "infoLink")
              if r.get("type", "rule") == "rule"]
    return Selection(
        name=name, type=_attr(el, "type", where, "upgrade"),
        number=_number(_attr(el, "number", where, "1"), f"{where} > number"),
        profiles=tuple(profiles), rules=tuple(rules),
        categories=tuple(_attr(c, "name", where) for c in _group(el, "categories", "category")),
        selections=tuple(_xml_selection(c, where, depth + 1, budget)
                         for c in _group(el, "selections", "selection")),
        where=where)


def roster_from_xml(root: Element, fmt: str) -> Roster:
    budget = _Budget()
    forces = []
    for f in _group(root, "forces", "force"):
        name = _attr(f, "catalogueName", "roster") or _attr(f, "name", "roster")
        where = f'force "{name}"'
        budget.take(where)
        forces.append(Force(name=name, catalogue=_attr(f, "catalogueName", where),
                            selections=tuple(_xml_selection(s, where, 1, budget)
                                             for s in _group(f, "selections", "selection")),
                            where=where))
    return Roster(name=_attr(root, "name", "roster"),
                  game_system=_attr(root, "gameSystemName", "roster"),
                  revision=_revision(_attr(root, "gameSystemRevision", "roster")),
                  forces=tuple(forces), format=fmt)


def _revision(text: str) -> int | None:
    return int(text) if text.isdigit() and len(text) <= 6 else None


# -- JSON (New Recruit) --------------------------------------------------------------
def _many(data: Mapping[str, Any], key: str, where: str) -> list[Mapping[str, Any]]:
    """New Recruit writes a list where BattleScribe writes a wrapper element; accept both
    ``"selections": [...]`` and ``"selections": {"selection": [...]}``."""
    value = data.get(key, [])
    if isinstance(value, Mapping):
        inner = value.get(key[:-1], [])
        value = inner if isinstance(inner, list) else [inner]
    if not isinstance(value, list):
        raise ListFileError(f"{where} > {key}", value, fw.not_a_list(_show(value)))
    for item in value:
        if not isinstance(item, Mapping):
            raise ListFileError(f"{where} > {key}", item, fw.not_an_entry(_show(item)))
    return value


def _json_selection(s: Mapping[str, Any], parent: str, depth: int, budget: _Budget) -> Selection:
    name = _attr(s, "customName", parent) or _attr(s, "name", parent)
    where = f'{parent} > selection "{name}"'
    budget.take(where)
    if depth > MAX_DEPTH:
        raise ListFileError(where, depth, fw.nested(depth, MAX_DEPTH))
    profiles = []
    for p in _many(s, "profiles", where):
        budget.take(where)
        chars = []
        for c in _many(p, "characteristics", where):
            value = c.get("$text", c.get("value", ""))
            value = str(value) if isinstance(value, int) and not isinstance(value, bool) else value
            if not isinstance(value, str):
                raise ListFileError(f'{where} > characteristic {c.get("name")}', value,
                                    fw.not_number_or_text(_show(value)))
            chars.append((_attr(c, "name", where), value.strip()[:200]))
        profiles.append(Profile(_attr(p, "name", where), _attr(p, "typeName", where),
                                tuple(chars)))
    number = s.get("number", 1)
    if isinstance(number, str):
        number = _number(number, f"{where} > number")
    if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number <= 999_999:
        raise ListFileError(f"{where} > number", number, fw.not_a_number(_show(number)))
    rules = [_attr(r, "name", where) for r in _many(s, "rules", where)]
    return Selection(
        name=name, type=_attr(s, "type", where, "upgrade"), number=number,
        profiles=tuple(profiles), rules=tuple(rules),
        categories=tuple(_attr(c, "name", where) for c in _many(s, "categories", where)),
        selections=tuple(_json_selection(c, where, depth + 1, budget)
                         for c in _many(s, "selections", where)),
        where=where)


def roster_from_json(text: str, filename: str) -> Roster:
    where = file_place(filename)
    deep = strict_json.depth(text)
    if deep > strict_json.MAX_DEPTH:
        raise ListFileError(where, f"{deep} levels",
                            fw.json_too_deep(deep, strict_json.MAX_DEPTH))
    # Every value but the last is followed by a comma: an upper bound, counted in C.
    values = text.count(",") + 1
    if values > MAX_VALUES:
        raise ListFileError(where, f"{values:,} values",
                            fw.json_too_many(MAX_VALUES))
    try:
        data = strict_json.loads(text, where)
    except InvalidData as err:
        raise ListFileError(err.field, err.value, err.because) from err
    except ValueError as err:
        raise ListFileError(where, filename, fw.not_valid_json(str(err))) from err
    roster = data.get("roster") if isinstance(data, Mapping) else None
    if not isinstance(roster, Mapping):
        raise ListFileError(where, filename, fw.json_no_roster())
    budget = _Budget()
    forces = []
    for f in _many(roster, "forces", "roster"):
        name = _attr(f, "catalogueName", "roster") or _attr(f, "name", "roster")
        fwhere = f'force "{name}"'
        budget.take(fwhere)
        forces.append(Force(name=name, catalogue=_attr(f, "catalogueName", fwhere),
                            selections=tuple(_json_selection(s, fwhere, 1, budget)
                                             for s in _many(f, "selections", fwhere)),
                            where=fwhere))
    revision = roster.get("gameSystemRevision")
    return Roster(name=_attr(roster, "name", "roster"),
                  game_system=_attr(roster, "gameSystemName", "roster"),
                  revision=_revision(str(revision)) if isinstance(revision, int | str) else None,
                  forces=tuple(forces), format="New Recruit .json")


def text_of(raw: bytes, filename: str) -> str:
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise ListFileError(file_place(filename), filename,
                            fw.not_utf8(err.start + 1)) from err
