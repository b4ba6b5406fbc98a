"""What changed in a game's view between two replies, so that a tap sends only that.

A view is the JSON a screen draws (``Game.view()``). Its top-level fields are either
plain values or lists of items that each carry a stable ``id`` (Conquest's Regiments,
the Ninth Age's Units). ``changes(before, after)`` gives:

- ``set``: the top-level fields whose value changed (or is new), whole;
- ``drop``: the top-level fields that are gone;
- ``items``: for each list of items with ids, the items whose view changed (whole),
  and, only when the ids or their order changed, the new ``order`` of ids.

The page applies it in ``web/patch.js`` (bookkeeping on JSON, not a rule): its Node
tests apply replies of this engine, recorded by tests/unit/patch_replies.py, and get the
engine's full view.
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping
from typing import Any

Json = dict[str, Any]


def _by_id(value: Any) -> dict[Any, Any] | None:
    """The items of a list keyed by their ids, or None if it is not such a list."""
    if not isinstance(value, list) or not value:
        return None
    out: dict[Any, Any] = {}
    for item in value:
        if not isinstance(item, dict) or not isinstance(item.get("id"), str) or item["id"] in out:
            return None
        out[item["id"]] = item
    return out


def changes(before: Mapping[str, Any], after: Mapping[str, Any]) -> Json:
    """The parts of ``after`` that differ from ``before``, by stable ids."""
    out: Json = {"set": {}, "drop": [k for k in before if k not in after], "items": {}}
    for key, new in after.items():
        old = before.get(key)
        if key in before and old == new:
            continue
        olds, news = _by_id(old), _by_id(new)
        if olds is None or news is None:
            out["set"][key] = new
            continue
        diff: Json = {"changed": [item for i, item in news.items() if olds.get(i) != item]}
        if list(olds) != list(news):
            diff["order"] = list(news)
        out["items"][key] = diff
    return out


# The view each open game last sent to the page: the next reply carries what changed
# since. A game whose page copy is in doubt (a reply lost to a timeout) is opened again
# by the page (game.open), which sends the whole view and starts this afresh.
_sent: weakref.WeakKeyDictionary[Any, Json] = weakref.WeakKeyDictionary()


def whole(game: Any) -> Json:
    """The whole view of ``game``, remembered as what the page now holds."""
    view: Json = game.view()
    _sent[game] = view
    return view


def since_last(game: Any) -> Json:
    """What changed in ``game``'s view since the last view sent for it."""
    view: Json = game.view()
    before = _sent.get(game)
    _sent[game] = view
    if before is None:  # never sent (cannot happen through the bridge): send it all
        return {"set": view, "drop": [], "items": {}, "whole": True}
    return changes(before, view)
