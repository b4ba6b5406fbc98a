"""Profile pack requests: read a pack file, make one from Muster profiles, plan its
import against the profiles a player keeps, and its share links and QR codes (split
into parts when one code would be too dense to scan)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from aftermath import data as d
from aftermath import packs, share
from aftermath.bridge.core import Json, P, request
from aftermath.bridge.share import MAX_SCAN_VERSION, share_qr
from aftermath.errors import InvalidData
from aftermath.share_words import pack_too_large

MAX_PARTS = 8  # QR codes to scan one after another: past that, send the file


def _said(pack: packs.Pack) -> Json:
    return {"pack": pack.to_json(), "title": pack.title, "offer": packs.offer(pack),
            "offer_msg": packs.offer_said(pack).to_json(),
            "count": len(pack.profiles), "source": pack.source}


@request("pack.read")
def pack_read(payload: Mapping[str, Any]) -> Json:
    """``{"text"}`` (a file's or pasted text) -> the pack, checked whole, and its words."""
    d.only_keys(payload, P, ("text",))
    return _said(packs.read(payload.get("text"), "pack"))


@request("pack.make")
def pack_make(payload: Mapping[str, Any]) -> Json:
    """``{"system", "faction", "name", "revision", "source", "profiles"}`` -> the pack,
    its file's text and file name."""
    d.only_keys(payload, P, ("system", "faction", "name", "revision", "source", "profiles"))
    profiles = d.array(payload, "profiles", P, max_len=packs.MAX_PROFILES)
    pack = packs.from_json({"format": packs.FORMAT, "version": packs.VERSION,
                            **{k: payload.get(k) for k in packs.KEYS[2:7]},
                            "profiles": profiles}, "pack")
    return {**_said(pack), "text": packs.dumps(pack), "filename": packs.filename(pack)}


@request("pack.plan")
def pack_plan(payload: Mapping[str, Any]) -> Json:
    """``{"pack", "stored": [{"id", "rev", "data", "from_pack"?}]}`` (the player's
    profiles of the pack's system) -> what importing it writes, and says."""
    d.only_keys(payload, P, ("pack", "stored"))
    pack = packs.from_json(payload.get("pack"), "payload.pack")
    raw = d.array(payload, "stored", P, max_len=2000)
    stored = [packs.kept(item, pack.system, f"payload.stored[{i}]") for i, item in enumerate(raw)]
    return packs.plan(pack, stored)


def _link(pack: packs.Pack, name: str) -> Json:
    fragment = share.encode(f"{pack.system}.pack", name, pack.to_json())
    return {"fragment": fragment, "profiles": len(pack.profiles), "name": name}


@request("pack.share")
def pack_share(payload: Mapping[str, Any]) -> Json:
    """``{"pack", "prefix"}`` -> ``{"parts": [{fragment, profiles, name, rows, version}]}``:
    one link if its QR code scans across a table, else the pack split into as few
    parts as scan (each a pack of its own: importing them in any order adds the same),
    or ``refused`` in words when even one profile per code would not scan."""
    d.only_keys(payload, P, ("pack", "prefix"))
    pack = packs.from_json(payload.get("pack"), "payload.pack")
    prefix = d.text(payload, "prefix", P, max_len=2000)
    profiles = list(pack.profiles)
    for n in range(1, min(MAX_PARTS, len(profiles)) + 1):
        size = -(-len(profiles) // n)
        chunks = [profiles[i:i + size] for i in range(0, len(profiles), size)]
        parts = []
        for i, chunk in enumerate(chunks):
            part = packs.Pack(pack.system, pack.faction, pack.name, pack.revision,
                              pack.source, tuple(chunk))
            name = pack.name if len(chunks) == 1 else f"{pack.name} (part {i + 1} of {len(chunks)})"
            link = _link(part, name[:80])
            try:
                qr = share_qr({"text": prefix + link["fragment"]})
            except InvalidData:  # longer than any QR code holds
                break
            if qr["version"] > MAX_SCAN_VERSION:
                break
            parts.append({**link, "rows": qr["rows"], "version": qr["version"]})
        else:
            return {"parts": parts}
    whole = _link(pack, pack.name)
    refused = pack_too_large(len(profiles), MAX_PARTS)
    return {"parts": [], "link": whole, "refused": refused.text, "refused_msg": refused.to_json()}

