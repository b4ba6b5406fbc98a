"""Share links: a battle (its state, or its whole history), a Regiment, a Unit, a roster,
or a Muster profile or army list carried in a URL fragment.

A link is ``v1.`` (the format version) then base64url of raw-deflate-compressed JSON
``{"kind", "name", "data"}``. Decoding trusts nothing: the text, the compressed and the
decompressed sizes, the JSON's depth and size are all capped before the data model
validates it, and every failure is one :class:`BadLink` with a message a player can
read. A link is data only: nothing in it is ever run. Which kinds there are, and how
each is checked, is each rule system's descriptor's to say (``System.links``).
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import json
import zlib
from collections.abc import Callable, Mapping
from typing import Any

from aftermath import data as d
from aftermath import field_words, share_words, strict_json, systems
from aftermath import file_words as fw
from aftermath.errors import AftermathError, InvalidData
from aftermath.said import Said, sentence
from aftermath.systems import LinkKind

Json = dict[str, Any]

VERSION = 1
MAX_LINK = 64 * 1024          # characters of fragment text
MAX_JSON = 256 * 1024         # bytes once decompressed
MAX_DEPTH = 24                # nesting of arrays and objects
MAX_ITEMS = 20_000            # values of any kind in the whole document
_B64 = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


class BadLink(AftermathError):
    """The one error a share link can raise: the message is for the player, and given as
    :class:`Said` keeps its id (``said``) for the page to say in the player's language."""

    kind = "bad_link"

    def __init__(self, message: str | Said) -> None:
        self.said = message if isinstance(message, Said) else None
        super().__init__(str(message))

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        if self.said is not None:
            out["msg"] = self.said.to_json()
        return out


class TooBig(AftermathError):
    """Refused by ``encode``: the link would break one of the caps ``decode`` checks. Its
    :class:`Said` (``said``) is for the page to say in the player's language."""

    kind = "too_big"

    def __init__(self, said: Said) -> None:
        self.said = said
        super().__init__(said.text)

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        if self.said.id:
            out["msg"] = self.said.to_json()
        return out


def _kinds() -> dict[str, LinkKind]:
    return {name: kind for name, (_, kind) in systems.links().items()}


# Every link kind, by name, as the systems' descriptors list them (``System.links``).
KINDS: Mapping[str, LinkKind] = systems.View(_kinds)


@dataclasses.dataclass(frozen=True)
class Shared:
    kind: str
    name: str
    data: Json
    # What the data model read (e.g. a replayed Game), so nobody reads it a second time.
    value: Any = dataclasses.field(default=None, compare=False, repr=False)

    @property
    def title(self) -> str:
        return KINDS[self.kind].title


def _read(kind: str, data: Any) -> Any:
    kinds = _kinds()
    if not isinstance(kind, str) or kind not in kinds:
        raise InvalidData("kind", kind, field_words.one_of(", ".join(kinds)))
    return kinds[kind].read(data, "data")


def _normalise(kind: str, data: Any) -> Json:
    normalised: Json = _read(kind, data).to_json()
    return normalised


def encode(kind: str, name: str, data: Any) -> str:
    """The fragment text for ``data`` (validated first: we never share what we can't open).

    Applies exactly the caps :func:`decode` checks, and refuses with :class:`TooBig`
    rather than make a link that could not be opened.
    """
    d.name_at(name, "name", max_len=80, blank=True)
    return _pack(kind, name, _normalise(kind, data))


def encode_value(kind: str, name: str, value: Any) -> str:
    """The fragment text for ``value``, what reading a ``kind`` link gives (a live game
    or its state): its ``to_json`` is already the normal form ``encode`` would make, and
    it was checked as it was built, so it is not read a second time (reading a game
    with its history replays every action). The same text as ``encode(kind, name,
    value.to_json())``, under the same caps."""
    d.name_at(name, "name", max_len=80, blank=True)
    if kind not in KINDS:
        raise InvalidData("kind", kind, field_words.one_of(", ".join(KINDS)))
    return _pack(kind, name, value.to_json())


def _pack(kind: str, name: str, data: Json) -> str:
    body = {"kind": kind, "name": name, "data": data}
    title = KINDS[kind].title
    items = _items(body)
    if items > MAX_ITEMS:
        raise TooBig(share_words.too_big(kind, title, "items", items, MAX_ITEMS))
    depth = _depth(body)
    if depth > MAX_DEPTH:
        raise TooBig(share_words.too_big(kind, title, "depth", depth, MAX_DEPTH))
    raw = json.dumps(body, separators=(",", ":"), ensure_ascii=False,
                     allow_nan=False).encode()
    if len(raw) > MAX_JSON:
        raise TooBig(share_words.too_big(kind, title, "bytes", len(raw), MAX_JSON))
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(raw) + packer.flush()
    text = base64.urlsafe_b64encode(packed).decode().rstrip("=")
    fragment = f"v{VERSION}.{text}"
    if len(fragment) > MAX_LINK:
        raise TooBig(share_words.too_big(kind, title, "characters", len(fragment), MAX_LINK))
    return fragment


def decode(fragment: Any) -> Shared:
    if not isinstance(fragment, str):
        raise BadLink(sentence("file-error-link-not-text", "This link is not text."))
    text = fragment.strip().removeprefix("#")
    if len(text) > MAX_LINK:
        raise BadLink(sentence("file-error-link-too-long",
                               f"This link is too long ({len(text)} characters; "
                               f"the most is {MAX_LINK}).", length=len(text), most=MAX_LINK))
    version, dot, body = text.partition(".")
    digits = version[1:]
    if not dot or not version.startswith("v") or not (
            digits.isascii() and digits.isdigit() and len(digits) <= 6):
        raise BadLink(sentence("file-error-link-not-a-link",
                               "This is not an Aftermath share link (it should start with v1.)."))
    number = int(version[1:])
    reader = _READERS.get(number)
    if reader is None:
        if number > VERSION:
            raise BadLink(sentence("file-error-link-newer",
                                   f"This link was made by a newer Aftermath (format {number}); "
                                   "update the app to open it.", format=number))
        raise BadLink(sentence("file-error-link-unknown-format",
                               f"This link's format ({number}) is not one Aftermath knows.",
                               format=number))
    return reader(body)


def _read_v1(body: str) -> Shared:
    if not body or not set(body) <= _B64:
        raise BadLink(sentence("file-error-link-odd-characters",
                               "This link is damaged: it holds characters a share link never has."))
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError) as err:
        raise BadLink(sentence("file-error-link-unreadable",
                               "This link is damaged: it could not be read.")) from err
    unpacker = zlib.decompressobj(-15)
    try:
        raw = unpacker.decompress(packed, MAX_JSON + 1)
    except zlib.error as err:
        raise BadLink(sentence("file-error-link-not-unpacked",
                               "This link is damaged: it could not be unpacked.")) from err
    if len(raw) > MAX_JSON or unpacker.unconsumed_tail:
        raise BadLink(sentence("file-error-link-too-much", f"This link holds too much (over "
                                f"{MAX_JSON // 1024} KiB once unpacked).", kib=MAX_JSON // 1024))
    if not unpacker.eof:
        raise BadLink(sentence("file-error-link-incomplete",
                               "This link is incomplete: part of it is missing (was it cut off?)."))
    if unpacker.unused_data:
        raise BadLink(sentence("file-error-link-extra-data",
                               "This link is damaged: it has extra data at the end."))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise BadLink(sentence("file-error-link-text-unreadable",
                               "This link is damaged: its text is not readable.")) from err
    if strict_json.depth(text, MAX_DEPTH) > MAX_DEPTH:
        # Refused before parsing, so no parser recursion is ever at stake.
        raise BadLink(sentence("file-error-link-too-deep",
                               "This link is damaged: its data is nested too deeply."))
    try:
        # NaN, Infinity and 1e400 are not numbers a reply could carry back.
        body_json = strict_json.loads(text, "link")
    except InvalidData as err:
        raise BadLink(fw.link_damaged(err.said) if err.said
                      else f"This link is damaged: {err}") from err
    except (ValueError, RecursionError) as err:
        raise BadLink(sentence("file-error-link-not-data",
                               "This link is damaged: its contents are not valid data.")) from err
    if _items(body_json, stop=MAX_ITEMS) > MAX_ITEMS:
        raise BadLink(sentence("file-error-link-too-many-items",
                               f"This link holds too many items (the most is {MAX_ITEMS:,}).",
                               most=MAX_ITEMS))
    if not isinstance(body_json, dict) or set(body_json) != {"kind", "name", "data"}:
        raise BadLink(sentence("file-error-link-not-a-thing",
                               "This link does not describe a battle, Regiment, Unit or roster."))
    # A link made by an older Aftermath is saved data: read as a device's save is, a
    # character a name may not hold shown as the replacement character (visible, never
    # silently removed) and a blank Regiment name as "(no name)".
    if d.may_need_mending(text):
        body_json = d.mend_saved_text(body_json)
    kind, name = body_json["kind"], body_json["name"]
    if not isinstance(kind, str) or kind not in KINDS:
        raise BadLink(sentence("file-error-link-cannot-open",
                               "This link holds something this version of Aftermath cannot open."))
    try:
        d.name_at(name, "name", max_len=80, blank=True)
    except InvalidData as err:
        raise BadLink(fw.link_name_invalid(err.said) if err.said
                      else f"This link's name is not valid: {err}") from err
    try:
        with d.reading_saved():
            value = _read(kind, body_json["data"])
        data: Json = value.to_json()
    except AftermathError as err:
        # A refusal's English ends with its rule, which its message leaves to the page.
        why = err.said if isinstance(err, InvalidData) else None
        raise BadLink(fw.link_kind_invalid(KINDS[kind].title, why) if why is not None
                      else f"This link's {KINDS[kind].title} is not valid: {err}") from err
    return Shared(kind, name, data, value)


def _items(value: Any, stop: int | None = None) -> int:
    """Values of any kind in a document (the cap both ``encode`` and ``decode`` apply);
    counting stops just past ``stop``."""
    stack, seen = [value], 0
    while stack:
        item = stack.pop()
        seen += 1
        if stop is not None and seen > stop:
            break
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return seen


def _depth(value: Any) -> int:
    """Nesting of arrays and objects, as ``strict_json.depth`` counts brackets."""
    deepest, stack = 0, [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list | tuple):
            depth += 1
            deepest = max(deepest, depth)
            stack.extend((v, depth) for v in (item.values() if isinstance(item, dict) else item))
    return deepest


_READERS: dict[int, Callable[[str], Shared]] = {1: _read_v1}
