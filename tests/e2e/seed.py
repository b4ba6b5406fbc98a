"""Battles put on the page without typing the new-battle form.

The setup is the one the form would send (ids, defaults and names as the form reads
them); this process's engine (the same source as the page's wheel) makes it a battle
and a share link, and the page opens the link the way a player's phone does: the
engine decodes it, makes the setup again (share.to_setup) and the page starts the game
through the same code as the form's Start. One tap instead of a few dozen fills; the
forms themselves are tested by the tests that type them (``typed=True``).
"""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page

from aftermath import bridge

from .conftest import wait_ready

# The link kind each system's battle (its state, no history) travels as.
BATTLE_KIND = {"conquest": "conquest.battle", "ninth_age": "ninth_age.battle"}


def _call(kind: str, payload: dict[str, Any]) -> Any:
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "type": kind, "payload": payload})))
    assert "error" not in reply, (kind, reply)
    return reply["result"]


def _rules(data: dict[str, Any], spec: dict[str, Any]) -> dict[str, Any]:
    # The picker saves [{name, x?}] and leaves the key out when there are none.
    rules = [{"name": r["name"], **({"x": r["x"]} if "x" in r else {})}
             for r in spec.get("special_rules", [])]
    return {**data, "special_rules": rules} if rules else data


def conquest_setup(regiments: list[dict[str, Any]], battlefield: tuple[int, int] | None,
                   players: tuple[str, str] | None) -> dict[str, Any]:
    """What views/setup.js reads from the form the Conquest helper fills in."""
    rows = []
    for i, reg in enumerate(regiments):
        rid = f"r{i + 1}"
        row: dict[str, Any] = {}
        if battlefield and "position" in reg:
            row["position"] = {key: reg["position"][key] for key in ("x", "y", "facing")}
        row.update(id=rid, name=reg["name"].strip() or f"Regiment {i + 1}",
                   player=reg.get("player", 0), kind=reg.get("kind", "infantry"),
                   stands=reg["stands"], files=reg["files"], wounds=reg["wounds"],
                   resolve=reg["resolve"], command=reg.get("command", False),
                   characters=[{"id": f"{rid}c{j + 1}", "name": c["name"].strip() or "Character",
                                "wounds": c["wounds"], "resolve": c["resolve"]}
                               for j, c in enumerate(reg.get("characters", []))])
        rows.append(_rules(row, reg))
    setup: dict[str, Any] = {"players": list(players or ("Player 1", "Player 2")),
                             "regiments": rows}
    if battlefield:
        setup["battlefield"] = {"width": battlefield[0], "depth": battlefield[1]}
    return setup


def ninth_age_setup(units: list[dict[str, Any]]) -> dict[str, Any]:
    """What views/ninth_age_setup.js reads from the form the Ninth Age helper fills in."""
    rows = []
    for i, spec in enumerate(units):
        uid = f"u{i + 1}"
        characters = []
        for j, c in enumerate(spec.get("characters", [])):
            character = {"id": f"{uid}c{j + 1}", "name": c["name"].strip() or "Character",
                         "kind": c.get("kind", "character"), "hp": c["hp"]}
            if "rank" in c:
                character.update(rank=c["rank"], file=c["file"])
            characters.append(character)
        rows.append({"id": uid, "name": spec["name"].strip() or f"Unit {i + 1}",
                     "player": spec.get("player", 0), "models": spec["models"],
                     "files": spec["files"], "hp": spec["hp"], "characters": characters})
    return {"players": ["Player 1", "Player 2"], "units": rows}


def battle_link(system: str, name: str, setup: dict[str, Any]) -> str | None:
    """The share fragment of a new battle of ``setup``, made by this process's engine;
    None for a battle too big for a link (it is typed into the form then)."""
    made = _call("game.new", {"system": system, "game_id": "seed", "setup": setup})
    _call("game.close", {"game_id": "seed"})
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "type": "share.encode", "payload": {
        "kind": BATTLE_KIND[system], "name": name, "data": made["game"]["start"]}})))
    if not reply["ok"] and reply["error"]["type"] == "too_big":
        return None
    assert reply["ok"], reply
    fragment: str = reply["result"]["fragment"]
    return fragment


def open_battle(page: Page, site: str, system: str, name: str, setup: dict[str, Any]) -> bool:
    """The battle opened on ``page`` from its link, as a new battle on the device; False
    (nothing done) when it is too big for a link. A page already on ``site`` follows the
    link without loading again (the engine stays up)."""
    from .conquest_page import tap

    fragment = battle_link(system, name, setup)
    if fragment is None:
        return False
    page.goto(f"{site}#{fragment}")
    wait_ready(page)
    tap(page.locator("[data-action=open-link]"))
    return True
