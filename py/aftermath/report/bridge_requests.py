"""Report requests for aftermath.bridge: ``report.build`` with ``game_id`` (and, if the
game has one, the ``name`` the players gave it, to head the summary) returns the report
of that open game as typed JSON (exact "n/d" chances with float percents)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any

from aftermath import data as d
from aftermath.history import Game
from aftermath.report import build

Json = dict[str, Any]


def report_build(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    d.only_keys(payload, "payload", ("game_id", "name"))
    name = d.text(payload, "name", "payload", default="")
    return dataclasses.replace(build(game), name=name).to_json()


GAME_REQUESTS: dict[str, Callable[[Game[Any], Mapping[str, Any]], Json]] = {
    "report.build": report_build,
}
