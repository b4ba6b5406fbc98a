"""Undo and Share stay exact where they were made quick: the first Undo after a reload
puts back the state kept before the last action (nothing replayed), the next ones replay,
and the device keeps exactly the engine's game; the Share dialog opens with its links
before their QR codes, each code drawn from the link shown; the link opens the same
battle, whose Undo is exact there too."""

from __future__ import annotations

import random
from typing import Any

import pytest
import segno
from playwright.sync_api import Browser, Page, expect

from aftermath.conquest import ConquestBattle, MoraleTest, NewRound, WoundPool

from .conftest import wait_ready
from .conquest_page import bar_tool, new_battle, stand_states, tap
from .device import idb, idb_put, saved_game

pytestmark = pytest.mark.e2e

TWO = [{"name": "Men-at-Arms", "stands": 12, "files": 4, "wounds": 2, "resolve": 2,
        "characters": [{"name": "Noble Lord", "wounds": 5, "resolve": 4}]},
       {"name": "Brutes", "player": 1, "stands": 9, "files": 3, "wounds": 3, "resolve": 3}]


def played(record: dict[str, Any], rounds: int) -> ConquestBattle:
    """Pools with their Morale dice as rolled, a few Rounds of them."""
    game = ConquestBattle.from_json(record["game"])
    dice = random.Random(5)
    for _ in range(rounds):
        for i in range(4):
            rid = "r1" if i % 2 else "r2"
            wounds = dice.randint(1, 2)
            game.push(WoundPool(rid, wounds))
            game.push(MoraleTest(rid, tuple(dice.randint(1, 6) for _ in range(wounds))))
        game.push(NewRound())
    return game


def on_screen(page: Page) -> dict[str, dict[str, str]]:
    return {rid: {sid: wounds for sid, (_, wounds) in stand_states(page, rid).items()}
            for rid in ("r1", "r2")}


def in_engine(game: ConquestBattle) -> dict[str, dict[str, str]]:
    return {r.id: {s.id: str(s.markers) for s in r.stands} for r in game.state.regiments}


def battle_on_device(page: Page, name: str, rounds: int) -> tuple[dict[str, Any], ConquestBattle]:
    """The battle put where the page keeps it, played ``rounds`` Rounds, and reloaded."""
    [record] = [r for r in idb(page, "battles") if r["name"] == name]
    game = played(record, rounds)
    record["game"], record["view"] = game.to_json(), game.view()
    idb_put(page, "battles", record)
    page.reload()
    wait_ready(page)
    expect(page.locator(".battle-bar")).to_contain_text(f"{len(game.events)} actions")
    return record, game


def test_the_first_undo_after_a_reload_is_exactly_the_state_before_the_last_action(
        page: Page, site: str) -> None:
    new_battle(page, site, TWO, name="Reloaded")
    record, game = battle_on_device(page, "Reloaded", 3)
    count = len(game.events)
    assert on_screen(page) == in_engine(game)
    undo = page.locator("[data-action=undo]")
    for left in (count - 1, count - 2, count - 3):  # the kept state, then replays
        tap(undo)
        expect(page.locator(".battle-bar")).to_contain_text(f"{left} action")
        game.pop()
        assert on_screen(page) == in_engine(game)
        assert saved_game(page, record["id"]) == game.to_json()
    # And after another reload, the first Undo again (with a Redo list kept).
    page.reload()
    wait_ready(page)
    expect(page.locator(".battle-bar")).to_contain_text(f"{count - 3} actions")
    tap(undo)
    expect(page.locator(".battle-bar")).to_contain_text(f"{count - 4} action")
    game.pop()
    assert on_screen(page) == in_engine(game)
    assert saved_game(page, record["id"]) == game.to_json()
    for left in range(count - 3, count + 1):
        tap(page.locator("[data-action=redo]"))
        expect(page.locator(".battle-bar")).to_contain_text(f"{left} action")
    while game.can_redo:
        game.redo()
    assert on_screen(page) == in_engine(game)
    assert saved_game(page, record["id"]) == game.to_json()


def test_the_share_dialog_draws_each_link_s_own_code_and_the_link_opens_the_same_battle(
        browser: Browser, page: Page, site: str) -> None:
    new_battle(page, site, TWO, name="Shared")
    _, game = battle_on_device(page, "Shared", 2)
    bar_tool(page, "share")
    dialog = page.locator(".share-dialog")
    expect(dialog).to_have_attribute("aria-busy", "false")
    expect(page.locator("[data-qr-drawing]")).to_have_count(0)
    for choice in ("state", "history"):
        tap(page.locator(f"[data-share-choice={choice}]"))
        link = page.locator("#share-link").input_value()
        matrix = page.locator(".share-dialog svg.qr").get_attribute("data-matrix") or ""
        assert matrix.split("/") == ["".join("1" if c else "0" for c in row)
                                     for row in segno.make(link, error="l", micro=False).matrix]
    other = browser.new_context()
    try:
        them = other.new_page()
        them.goto(link)
        wait_ready(them)
        expect(them.locator(".shared-history")).to_have_attribute(
            "data-actions", str(len(game.events)))
        tap(them.locator("[data-action=open-link]"))
        expect(them.locator(".battle-bar")).to_contain_text(f"{len(game.events)} actions")
        [opened] = idb(them, "battles")
        assert saved_game(them, opened["id"]) == game.to_json()
        assert on_screen(them) == in_engine(game)
        tap(them.locator("[data-action=undo]"))
        expect(them.locator(".battle-bar")).to_contain_text(f"{len(game.events) - 1} action")
        game.pop()
        assert on_screen(them) == in_engine(game)
        assert saved_game(them, opened["id"]) == game.to_json()
    finally:
        other.close()
