"""The engine's battle views the Node tests of the overview's rows and order read
(tests/js/overview.test.mjs): a Conquest battle with Regiments in a fight, Broken,
owing a Morale Test, with Characters and out of the battle; a Ninth Age battle with a
Unit whole, one with losses and one wiped out. Made through the bridge, as
the page asks. tests/unit/test_overview_fields.py fails when the committed file is not
what this makes; write it again, from the repository root, with:
.venv/bin/python tests/unit/overview_views.py
"""

from __future__ import annotations

import json
import pathlib
import sys
from typing import Any

if __name__ == "__main__":
    sys.path[:0] = ["py", "."]

from aftermath import bridge

Json = dict[str, Any]
FILE = pathlib.Path(__file__).resolve().parents[1] / "js" / "fixtures" / "overview.json"


def _ask(kind: str, **payload: Any) -> Json:
    out = json.loads(bridge.handle(json.dumps({"id": 1, "type": kind, "payload": payload})))
    assert out["ok"], (kind, out["error"])
    result: Json = out["result"]
    return result


def _regiment(rid: str, name: str, player: int, stands: int = 6, **more: Any) -> Json:
    return {"id": rid, "name": name, "player": player, "stands": stands, "files": 3,
            "wounds": 1, "resolve": 3, "command": False, **more}


def conquest() -> Json:
    setup = {"players": ["Ana", "Ben"], "regiments": [
        _regiment("spears", "Spears", 0),
        _regiment("maa", "Men-at-Arms", 0, characters=[
            {"id": "voss", "name": "Captain Voss", "wounds": 3, "resolve": 3}]),
        _regiment("archers", "Archers", 0, stands=3),
        _regiment("lost", "Levy", 0, stands=2),
        _regiment("knights", "Knights", 1, stands=3),
        _regiment("brutes", "Brutes", 1, stands=4),
    ]}
    game = "overview-conquest"
    _ask("game.new", system="conquest", game_id=game, setup=setup)
    for event in (
        {"kind": "contacts", "regiment": "maa", "stand": "r0f0", "enemies": ["knights"]},
        {"kind": "contacts", "regiment": "knights", "stand": "r0f0", "enemies": ["maa"]},
        {"kind": "wound_pool", "regiment": "lost", "wounds": 2, "morale": False},
        {"kind": "wound_pool", "regiment": "brutes", "wounds": 2, "morale": False},
        {"kind": "wound_pool", "regiment": "maa", "wounds": 2},
    ):
        _ask("game.push", game_id=game, event=event)
    view: Json = json.loads(json.dumps(bridge.GAMES.get(game).view()))
    _ask("game.close", game_id=game)
    return view


def ninth_age() -> Json:
    setup = {"players": ["Ana", "Ben"], "units": [
        {"id": "trolls", "name": "Trolls", "player": 0, "models": 6, "files": 3, "hp": 3,
         "characters": [{"id": "champ", "name": "Big Troll", "kind": "champion", "hp": 3}]},
        {"id": "goblins", "name": "Goblins", "player": 1, "models": 10, "files": 5, "hp": 1,
         "characters": [{"id": "boss", "name": "Boss", "kind": "character", "hp": 3}]},
        {"id": "wolves", "name": "Wolves", "player": 1, "models": 2, "files": 2, "hp": 1,
         "characters": []},
    ]}
    game = "overview-ninth-age"
    _ask("game.new", system="ninth_age", game_id=game, setup=setup)
    for event in (
        {"kind": "health_point_losses", "unit": "goblins", "pool": "rank_and_file", "losses": 3},
        {"kind": "health_point_losses", "unit": "wolves", "pool": "rank_and_file", "losses": 2},
    ):
        _ask("game.push", game_id=game, event=event)
    view: Json = json.loads(json.dumps(bridge.GAMES.get(game).view()))
    _ask("game.close", game_id=game)
    return view


def text() -> str:
    return json.dumps({"conquest": conquest(), "ninth_age": ninth_age()}, indent=1,
                      sort_keys=True) + "\n"


if __name__ == "__main__":
    FILE.write_text(text())
