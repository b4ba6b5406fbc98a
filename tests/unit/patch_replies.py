"""The engine's replies the page patches its copy of a game with, for the Node tests of
web/patch.js (tests/js/patch.test.mjs), which apply them and compare the result with the
engine's full view recorded beside each reply, and with its log and saved game at the
end (a wrong step in either would carry on to the end).

Made through the bridge, as the page asks. tests/unit/test_reply.py fails when the
committed file is not what this makes; write it again, from the repository root, with:
.venv/bin/python tests/unit/patch_replies.py
"""

from __future__ import annotations

import json
import pathlib
import sys
from typing import Any

if __name__ == "__main__":
    sys.path[:0] = ["py", "."]

from aftermath import bridge, reply

Json = dict[str, Any]
FILE = pathlib.Path(__file__).resolve().parents[1] / "js" / "fixtures" / "replies.json"


def _ask(kind: str, **payload: Any) -> Json:
    out = json.loads(bridge.handle(json.dumps({"id": 1, "type": kind, "payload": payload})))
    assert out["ok"], (kind, out["error"])
    result: Json = out["result"]
    return result


def _view(game_id: str) -> Json:
    view: Json = json.loads(json.dumps(bridge.GAMES.get(game_id).view()))
    return view


def _full(game_id: str) -> Json:
    """What the page's copy must be at the end: the engine's own view, log and game."""
    return {"view": _view(game_id), "log": _ask("game.log", game_id=game_id)["entries"],
            "game": json.loads(json.dumps(bridge.GAMES.get(game_id).to_json()))}


def _battle(system: str, game_id: str, setup: Json, actions: list[Any]) -> Json:
    """``actions``: "undo", "redo", an event (JSON) or a function of the game giving one."""
    bridge.GAMES.drop(game_id)
    opened = _ask("game.new", system=system, game_id=game_id, setup=setup)
    steps = []
    for n, action in enumerate(actions):
        if action in ("undo", "redo"):
            kind, payload = f"game.{action}", {}
        else:
            event = action(bridge.GAMES.get(game_id)) if callable(action) else action
            if event is None:
                break
            kind, payload = "game.push", {"event": event, "seed": n}
        steps.append({"type": kind, "reply": _ask(kind, game_id=game_id, **payload),
                      "view": _view(game_id)})
    end = _full(game_id)
    bridge.GAMES.drop(game_id)
    return {"system": system, "name": game_id,
            "opened": {key: opened[key] for key in ("view", "log", "game")}, "steps": steps,
            "end": end}


def _regiment(rid: str, player: int, stands: int, **extra: Any) -> Json:
    return {"id": rid, "name": rid.upper(), "player": player, "stands": stands, "files": 3,
            "wounds": 2, "resolve": 2, **extra}


def _conquest() -> Json:
    setup = {"regiments": [
        _regiment("a", 0, 6, command=True,
                  characters=[{"id": "ac1", "name": "Hero", "wounds": 3, "resolve": 3}]),
        _regiment("b", 0, 3), _regiment("e", 1, 4)]}

    def morale(regiment: str) -> Any:
        def test(game: Any) -> Json | None:
            pending = game.regiment(regiment).pending_morale
            return ({"kind": "morale_test", "regiment": regiment, "dice": [1] * pending}
                    if pending else None)
        return test

    pool = {"kind": "wound_pool", "morale": True}
    return _battle("conquest", "conquest", setup, [
        {**pool, "regiment": "a", "wounds": 5}, morale("a"),
        {**pool, "regiment": "e", "wounds": 3, "morale": False},
        "undo", "undo", "redo",
        {"kind": "heal", "regiment": "a", "points": 2},
        {"kind": "contacts", "regiment": "a", "stand": "r0f0", "enemies": ["e"]},
        {"kind": "new_round"}, {"kind": "rally", "regiment": "b"},
        {**pool, "regiment": "b", "wounds": 40, "morale": False},
        {"kind": "active_player", "player": 1}, "undo", "undo", "undo", "redo",
        {**pool, "regiment": "e", "wounds": 1, "morale": False},
    ])


def _ninth_age() -> Json:
    setup = {"units": [
        {"id": "u", "name": "Trolls", "player": 0, "models": 10, "files": 5, "hp": 3,
         "characters": [{"id": "uc1", "name": "Chief", "kind": "champion", "hp": 2}]},
        {"id": "e", "name": "Guard", "player": 1, "models": 20, "files": 5, "hp": 1,
         "characters": []}]}

    def losses(unit: str, hits: int) -> Any:
        def event(game: Any) -> Json:
            from aftermath.ninth_age import HealthPointLosses

            return HealthPointLosses(unit, game.unit(unit).pools()[0], hits).to_json()
        return event

    return _battle("ninth_age", "ninth_age", setup, [
        losses("u", 7), losses("u", 2), "undo", losses("e", 12), "undo", "redo",
        losses("e", 30), "undo", "undo", "redo", losses("u", 4)])


def _campaign() -> Json:
    stats = {"AR": 10, "MV": 3, "ST": 10, "RC": 10, "LD": 10, "AC": 10, "CC": 10}

    def side(name: str, prefix: str, lost: int) -> Json:
        models = [{"id": f"{prefix}{i}", "name": f"{name} {i}",
                   "kind": "Hero" if i == 0 else "Trooper", "value": 10,
                   "characteristics": stats} for i in range(4)]
        return {"roster": {"name": name, "vp": 30, "troopers_roll_fate": True,
                           "models": models},
                "losses": [{"model": m["id"], "recoverable": True} for m in models[:lost]]}

    def roll(game: Any) -> Json | None:
        event = game.next_roll()
        return None if event is None else event.to_json()

    return _battle("campaign", "campaign", {"sides": [side("Brotherhood", "a", 2),
                                                      side("Dark Legion", "b", 1)]},
                   [roll, roll, "undo", "redo", roll, roll, "undo", roll, roll, roll, roll,
                    roll, roll, roll, roll, roll, roll])


def _pairs() -> list[Json]:
    """Views the engine does not make yet but the contract allows: items that came,
    went or moved, fields gone, lists without unique ids (sent whole)."""
    pairs = [
        ({"round": 1, "units": [{"id": "a", "n": 1}, {"id": "b", "n": 2}], "gone": 1},
         {"round": 2, "units": [{"id": "b", "n": 2}, {"id": "c", "n": 3}], "new": True}),
        ({"units": [{"id": "a"}, {"id": "b"}]}, {"units": [{"id": "b"}, {"id": "a"}]}),
        ({"x": [{"id": "a"}, {"id": "a"}]}, {"x": [{"id": "a"}]}),
        ({"x": []}, {"x": [{"id": "a"}]}),
        ({"x": [{"id": "a"}]}, {"x": "none"}),
        ({"x": [{"id": "a", "n": 1}], "y": 1}, {"x": [{"id": "a", "n": 1}], "y": 1}),
    ]
    return [{"before": b, "after": a, "changes": reply.changes(b, a)} for b, a in pairs]


def replies() -> Json:
    return {"battles": [_conquest(), _ninth_age(), _campaign()], "pairs": _pairs()}


def text() -> str:
    return json.dumps(replies(), indent=0, sort_keys=True, separators=(",", ":")) + "\n"


if __name__ == "__main__":
    FILE.parent.mkdir(parents=True, exist_ok=True)
    FILE.write_text(text())
