"""The backup file's check: the page sends a file (or a part of a large one) and gets
every item judged and normalised by :func:`aftermath.backup.check`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from aftermath import data as d
from aftermath.backup import WHOLE, Part, check
from aftermath.bridge.core import Json, P, request


@request("backup.check")
def check_file(payload: Mapping[str, Any]) -> Json:
    """``{"text": the file's text, "part"?: {"offsets", "seen"}}`` -> every item checked
    and normalised."""
    d.only_keys(payload, P, ("text", "part"))
    part = Part.from_json(payload["part"], f"{P}.part") if "part" in payload else WHOLE
    return check(payload.get("text"), part).to_json()
