"""Army list import through the bridge: a list file (base64 bytes and its file name)
or pasted text in, the preview out; the player's answers in, the army list and the
profiles to keep out. :mod:`aftermath.lists` (and ``defusedxml``, whose files the
worker writes at start with the engine's) is imported on the first request, not at
start-up."""

from __future__ import annotations

import base64
import binascii
from collections.abc import Mapping
from typing import Any

from aftermath import data as d
from aftermath.bridge.core import Json, P, request
from aftermath.errors import InvalidData
from aftermath.muster import PROFILES

MAX_FILENAME = 200
# Base64 of the largest file the import reads (4 MiB), with room for the request around it.
MAX_BASE64 = 4 * 1024 * 1024 * 4 // 3 + 8


def _muster(payload: Mapping[str, Any], key: str = "muster") -> dict[str, list[Any]]:
    raw = d.obj(payload.get(key, {}), f"{P}.{key}")
    kept = tuple(PROFILES)  # the systems with Muster profiles
    d.only_keys(raw, f"{P}.{key}", kept)
    return {system: d.array(raw, system, f"{P}.{key}", default=[], max_len=2000)
            for system in kept}


@request("lists.parse")
def parse(payload: Mapping[str, Any]) -> Json:
    """``{"text"}`` (pasted) or ``{"base64", "filename"}`` (a picked file), and
    ``"muster": {"conquest": [profile...], "ninth_age": [...]}`` and ``"factions"`` (the
    faction library's records, alike) -> the preview:
    ``{"format", "system", "forces": [{"name", "pieces": [{"values", "found", "missing",
    "filled", "special_rules", "notes", "wounds"?, "profile"}], "complete", "list"}]}``."""
    from aftermath import lists

    d.only_keys(payload, P, ("text", "base64", "filename", "muster", "factions"))
    filename = d.text(payload, "filename", P, default=lists.PASTED, max_len=MAX_FILENAME)
    if ("text" in payload) == ("base64" in payload):
        raise InvalidData(P, sorted(payload), 'must hold either "text" or "base64"')
    raw: bytes | str
    if "text" in payload:
        raw = d.text(payload, "text", P, max_len=lists.MAX_FILE)
    else:
        encoded = d.text(payload, "base64", P, max_len=MAX_BASE64)
        try:
            raw = base64.b64decode(encoded, validate=True)
        except (binascii.Error, ValueError) as err:
            raise InvalidData(f"{P}.base64", encoded[:20], "must be base64") from err
    return lists.read(raw, filename, _muster(payload), _muster(payload, "factions"))


@request("lists.build")
def build(payload: Mapping[str, Any]) -> Json:
    """``{"force": a force of the preview, "answers": {index or name: {"kind", "wounds",
    "resolve", "files", "wounds_per": "model" | "stand", "characters": {index: {...}}}},
    "joins": {"<Regiment>.<Character>": Regiment index}, "faction": name, "upgrades":
    {name: {"as", ...}}}`` (optional: the Regiment each Character joins, the faction
    confirmed, the answers for upgrade names) -> ``{"force", "list", "profiles",
    "faction"}``: the Muster army list, the profiles of the pieces the player answered
    and the faction's library answers, to keep so the next import asks nothing."""
    from aftermath import lists

    d.only_keys(payload, P, ("force", "answers", "joins", "faction", "upgrades"))
    return lists.build(payload.get("force"), payload.get("answers", {}), P, payload.get("joins"),
                       payload.get("faction"), payload.get("upgrades"))
