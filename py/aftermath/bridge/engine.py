"""What the page asks about the engine itself: its version, the rule systems it has
(names, link kinds, which links open as which system, Muster nouns, report words)."""

from __future__ import annotations

import sys
from collections.abc import Mapping
from typing import Any

import aftermath
from aftermath import data as d
from aftermath.bridge.core import SYSTEMS, Json, P, request
from aftermath.bridge.share import link_opens


@request("engine.version")
def version(payload: Mapping[str, Any]) -> Json:
    return {"version": aftermath.__version__, "python": sys.version.split()[0],
            "systems": sorted(SYSTEMS)}


@request("engine.systems")
def systems(payload: Mapping[str, Any]) -> Json:
    """Per system its name in the players' words and its share kinds, and per link kind
    what opening it does (``"setup"``: a new game of ``system`` from ``share.to_setup``;
    ``"game"``: the game itself, with ``game.open``; ``"roster"``: kept as a roster)."""
    d.only_keys(payload, P, ())
    return {"systems": [SYSTEMS[name].to_json() for name in sorted(SYSTEMS)],
            "links": link_opens()}
