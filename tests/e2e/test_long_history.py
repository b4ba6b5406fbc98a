"""The history keeps events and checkpoints (one per 100 events), and a
200-action battle survives a reload with its whole undo and redo history, through the
page, the worker and Pyodide. The save is the format the page writes today."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from aftermath.conquest import ConquestBattle, Heal, WoundPool
from aftermath.history import CHECKPOINT_EVERY, RULES

from .conftest import wait_ready
from .conquest_page import (
    actions_count,
    engine_log,
    new_battle,
    open_log,
    regiment,
    stand_states,
    tap,
)
from .device import battle_kept, idb, idb_put, saved_game

pytestmark = pytest.mark.e2e

BIG = [{"name": "Horde", "stands": 30, "files": 5, "wounds": 4, "resolve": 3},
       {"name": "Foes", "player": 1, "stands": 30, "files": 5, "wounds": 4, "resolve": 2}]


def markers(game: ConquestBattle, rid: str) -> dict[str, str]:
    return {s.id: str(s.markers) for s in game.regiment(rid).stands}


def screen_markers(page: Page, rid: str) -> dict[str, str]:
    return {sid: wounds for sid, (_, wounds) in stand_states(page, rid).items()}


def test_a_200_action_battle_survives_reload_with_its_undo_history(page: Page, site: str) -> None:
    assert CHECKPOINT_EVERY < 200  # undo below crosses a checkpoint
    new_battle(page, site, BIG, name="Long one")
    [record] = [r for r in idb(page, "battles") if r["name"] == "Long one"]
    # The 200 actions, played by the same engine in CPython, written where the page
    # keeps the battle: the reload must open, replay and checkpoint them in Pyodide.
    game = ConquestBattle.from_json(record["game"])
    for i in range(200):
        rid = "r1" if i % 2 else "r2"
        game.push(Heal(rid, 1) if i % 6 in (4, 5) else WoundPool(rid, 1, morale=False))
    states = {}
    states_json: dict[int, Any] = {}
    for count in (200, 199, 101, 100, 99):
        while len(game.events) > count:
            game.pop()
        states[count] = (markers(game, "r1"), markers(game, "r2"))
        states_json[count] = game.state.to_json()
    while game.can_redo:
        game.redo()
    record["game"], record["view"] = game.to_json(), game.view()
    idb_put(page, "battles", record)  # where the page keeps the battle (IndexedDB)
    page.reload()
    wait_ready(page)
    expect(page.locator(".battle-bar")).to_contain_text("200 actions")
    assert (screen_markers(page, "r1"), screen_markers(page, "r2")) == states[200]
    undo = page.locator("[data-action=undo]")
    for count in (199, 198):
        tap(undo)
        expect(page.locator(".battle-bar")).to_contain_text(f"{count} action")
    # The first action saved turned the whole record into a head beside its actions
    # (record version 3): the 198 done, the 2 undone and the checkpoint at 100.
    kept = battle_kept(page, record["id"])
    assert kept["record"]["version"] == 3 and "game" not in kept["record"]
    assert (kept["record"]["actions"], kept["record"]["undone"]) == (198, 2)
    assert len(kept["actions"]) == 200
    assert [c["count"] for c in kept["checkpoints"]] == [0, 100]
    # Tagged with the rules it was worked out under, so the engine opens from it.
    assert kept["checkpoints"][1]["rules"] == RULES
    assert saved_game(page, record["id"]) == {**game.to_json(), "events": [
        e.to_json() for e in game.events[:198]], "redo": [e.to_json() for e in game.events[198:]]}
    page.reload()  # the undone actions stay redoable after a reload
    wait_ready(page)
    expect(page.locator(".battle-bar")).to_contain_text("198 actions")
    tap(page.locator("[data-action=redo]"))
    expect(page.locator(".battle-bar")).to_contain_text("199 actions")
    assert (screen_markers(page, "r1"), screen_markers(page, "r2")) == states[199]
    # Opened from the checkpoint: the first 100 lines of the step log came from the
    # device, the rest from the engine, and they read as the engine wrote them.
    engine_log(page, 199)
    entries = open_log(page)
    expect(entries).to_have_count(199)
    first = page.locator(".log-panel .log-entry[data-index='0'] .log-event")
    expect(first).to_have_text(game.events[0].summary(game.state))
    while actions_count(page) > 99:  # back across the checkpoint at 100
        before = actions_count(page)
        tap(undo)
        expect(page.locator(".battle-bar")).to_contain_text(f"{before - 1} action")
        if before - 1 in states:
            assert (screen_markers(page, "r1"), screen_markers(page, "r2")) == states[before - 1]
    expect(regiment(page, "r1")).to_be_visible()
    # Below it the device keeps the start only, and a reload opens from there.
    assert [c["count"] for c in battle_kept(page, record["id"])["checkpoints"]] == [0]
    page.reload()
    wait_ready(page)
    expect(page.locator(".battle-bar")).to_contain_text("99 actions")
    assert (screen_markers(page, "r1"), screen_markers(page, "r2")) == states[99]
    # Back to 100: the tap says a checkpoint is due and the page keeps it when idle,
    # not on the tap's path; the next open starts from it.
    tap(page.locator("[data-action=redo]"))
    expect(page.locator(".battle-bar")).to_contain_text("100 actions")
    kept = wait_for_checkpoint(page, record["id"], 100)
    assert kept["checkpoints"][1]["state"] == states_json[100]
    page.reload()
    wait_ready(page)
    expect(page.locator(".battle-bar")).to_contain_text("100 actions")
    engine_log(page, 100)
    expect(open_log(page)).to_have_count(100)


def wait_for_checkpoint(page: Page, battle: str, count: int) -> dict[str, Any]:
    for _ in range(100):
        kept = battle_kept(page, battle)
        if kept["record"]["checkpoint"] == count:
            assert [c["count"] for c in kept["checkpoints"]] == [0, count]
            return kept
        page.wait_for_timeout(100)
    raise AssertionError(f"no checkpoint after {count} actions was kept: {kept['record']}")


def test_a_save_written_by_the_previous_format_opens_and_undo_works(page: Page, site: str) -> None:
    """A real battle record as the page saved it before taps carried only what
    changed (fixtures/battle_record_v2.json, made by make_v2_save.py), put where the page
    keeps battles, opens; Undo, Redo (of the action it had undone) and a reload work."""
    record = json.loads((Path(__file__).parent / "fixtures" / "battle_record_v2.json").read_text())
    game = ConquestBattle.from_json(record["game"])
    states = {2: markers(game, "maa")}
    game.pop()
    states[1] = markers(game, "maa")
    game.redo()
    game.redo()
    states[3] = markers(game, "maa")
    page.goto(site)
    wait_ready(page)
    idb_put(page, "battles", record)
    page.reload()
    wait_ready(page)
    tap(page.locator(f"[data-game={record['id']}] button.game-open"))
    expect(page.locator(".battle-bar")).to_contain_text("2 actions")
    assert screen_markers(page, "maa") == states[2]
    tap(page.locator("[data-action=undo]"))
    expect(page.locator(".battle-bar")).to_contain_text("1 action")
    assert screen_markers(page, "maa") == states[1]
    kept = battle_kept(page, record["id"])  # saved as a head beside its actions now
    assert (kept["record"]["version"], kept["record"]["actions"], len(kept["actions"])) == (3, 1, 3)
    for count in (2, 3):
        tap(page.locator("[data-action=redo]"))
        expect(page.locator(".battle-bar")).to_contain_text(f"{count} actions")
    assert screen_markers(page, "maa") == states[3]
    tap(page.locator("[data-action=undo]"))
    expect(page.locator(".battle-bar")).to_contain_text("2 actions")
    page.reload()  # what was saved after each tap opens again, redo waiting
    wait_ready(page)
    expect(page.locator(".battle-bar")).to_contain_text("2 actions")
    assert screen_markers(page, "maa") == states[2]
    tap(page.locator("[data-action=redo]"))
    expect(page.locator(".battle-bar")).to_contain_text("3 actions")
    assert screen_markers(page, "maa") == states[3]
    # The step log holds exactly the three actions.
    engine_log(page, 3)
    expect(open_log(page)).to_have_count(3)
