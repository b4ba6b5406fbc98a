"""The odds requests live with their systems (each `System` lists its own); this is
what their forms share: reading an optional whole number."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from aftermath import data as d


def optional_int(data: Mapping[str, Any], key: str, field: str, low: int, high: int) -> int | None:
    value = data.get(key)
    return None if value is None else d.int_value(value, f"{field}.{key}", low=low, high=high)
