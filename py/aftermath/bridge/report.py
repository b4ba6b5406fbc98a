"""``report.build`` with ``game_id`` (and, if the game has one, the ``name`` the players
gave it, to head the summary): the report of that open game as typed JSON (exact "n/d"
chances with float percents). The report package is imported on the first request."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from aftermath import data as d
from aftermath.bridge.core import Json, P, game_request
from aftermath.history import Game


@game_request("report.build")
def report_build(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    from aftermath.report import build

    d.only_keys(payload, P, ("game_id", "name"))
    name = d.name(payload, "name", P, default="", max_len=200, blank=True)
    return dataclasses.replace(build(game), name=name).to_json()
