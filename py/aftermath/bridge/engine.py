"""What the page asks about the engine itself: its version, the rule systems it has
(names, link kinds, which links open as which system, whether it keeps Muster, report words)."""

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
    """Per system what the page needs to draw it without a table of its own, and per
    link kind what opening it does. The reply::

        {"systems": [{                       # sorted by name
            "name": "conquest", "title": "Conquest",
            "event_kinds": ["wound_pool", ...],
            "share_battle": "conquest.battle" | null, "share_history": "conquest.game" | null,
            "opens": ["conquest.battle", ...],  # the kinds that start a new game, sorted
            "links": [{"kind": "conquest.list", "title": "Conquest army list",
                       "as": "setup", "system": "conquest", "muster": "list"}, ...],
            "muster": true,                  # it keeps profiles and lists in Muster
            "statuses": [{"key": "broken", "text": "Broken", "rule": "C-14",
                          "said": "Broken (C-14)"}, ...],
            "report_words": [{"key": "no_fates", "text": "no Casualty Fates rolled",
                              "rule": "W-3", "said": ...}, ...],
            "words": [{"key": "natural_rolls", ...}, ...]}, ...],
         "links": {"conquest.list": {"as": "setup", "system": "conquest",
                                     "muster": "list"}, ...}}

    ``as``: ``"setup"``, a new game of ``system`` from ``share.to_setup`` (``muster``,
    when present, says it can also be kept in Muster as a ``"profile"`` or ``"list"``);
    ``"game"``, the game itself, with ``game.open``; ``"roster"``, kept as a roster.
    ``statuses`` are the keys of a report's losses (``Losses``: broken, shattered,
    destroyed) this system fills, with their words and rule ids; ``report_words`` the
    report's other sentences (Conquest and the Ninth Age have none, the campaign its
    empty Fates and captives lines), ``words`` the sentences its screens show beside a
    control; ``said`` is each word with its rule as the page shows it."""
    d.only_keys(payload, P, ())
    return {"systems": [SYSTEMS[name].to_json() for name in sorted(SYSTEMS)],
            "links": link_opens()}
