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


def _muster(payload: Mapping[str, Any]) -> dict[str, list[Any]]:
    raw = d.obj(payload.get("muster", {}), f"{P}.muster")
    kept = tuple(PROFILES)  # the systems with Muster profiles
    d.only_keys(raw, f"{P}.muster", kept)
    return {system: d.array(raw, system, f"{P}.muster", default=[], max_len=2000)
            for system in kept}


@request("lists.parse")
def parse(payload: Mapping[str, Any]) -> Json:
    """``{"text"}`` (pasted) or ``{"base64", "filename"}`` (a picked file), and
    ``"muster": {"conquest": [profile...], "ninth_age": [...]}`` -> the preview:
    ``{"format", "system", "forces": [{"name", "pieces": [{"values", "found", "missing",
    "filled", "special_rules", "notes", "wounds"?, "profile"}], "complete", "list"}]}``."""
    from aftermath import lists

    d.only_keys(payload, P, ("text", "base64", "filename", "muster"))
    filename = d.text(payload, "filename", P, default="pasted text", max_len=MAX_FILENAME)
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
    return lists.read(raw, filename, _muster(payload))


@request("lists.build")
def build(payload: Mapping[str, Any]) -> Json:
    """``{"force": a force of the preview, "answers": {index or name: {"kind", "wounds",
    "resolve", "files", "wounds_per": "model" | "stand", "characters": {index: {...}}}},
    "joins": {"<Regiment>.<Character>": Regiment index}}`` (optional: the Regiment each
    Character joins) -> ``{"force", "list", "profiles"}``: the Muster army list, and the
    profiles of the pieces the player answered, to keep so the next import asks nothing."""
    from aftermath import lists

    d.only_keys(payload, P, ("force", "answers", "joins"))
    return lists.build(payload.get("force"), payload.get("answers", {}), P, payload.get("joins"))
