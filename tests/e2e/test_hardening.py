"""Hostile links and a stuck engine, through the real page: each shows a clear
message within a few seconds and leaves the saved battles untouched; and the C-19 push
order chosen on the battlefield screen."""

from __future__ import annotations

import base64
import json
import time
import zlib
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from aftermath.conquest import ConquestBattle

from .conftest import at_home, wait_ready
from .conquest_page import (
    bar_tool,
    enter_dice,
    new_battle,
    screen_snapshot,
    select,
    tap,
    wound_pool,
)

pytestmark = pytest.mark.e2e

TWO = [{"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2},
       {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}]


def pack(body: Any) -> str:
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = json.dumps(body).encode()
    return "v1." + base64.urlsafe_b64encode(c.compress(raw) + c.flush()).decode().rstrip("=")


def huge_baseline_link() -> str:
    data = ConquestBattle.new({"regiments": [
        {"id": "a", "name": "A", "player": 0, "stands": 3, "files": 3, "wounds": 1,
         "resolve": 2}]}).state.to_json()
    data["regiments"][0]["baseline"] = 10**400
    return pack({"kind": "conquest.battle", "name": "Overflow", "data": data})


LINKS = {
    "1.4 M characters": ("v1." + "A" * 1_400_000, "too large for the engine to read"),
    "baseline 10**400": (huge_baseline_link(),
                         "baseline: must be at most 1,000,000 in size"),
}


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


@pytest.mark.parametrize("name", sorted(LINKS))
def test_a_hostile_link_shows_a_clear_message_quickly_and_changes_nothing(
        context: BrowserContext, site: str, name: str) -> None:
    page = context.new_page()  # its own: it reloads
    fragment, words = LINKS[name]
    new_battle(page, site, TWO, name="Mine")
    wound_pool(page, "r1", 3, morale=False)
    before = screen_snapshot(page)
    page.goto(site + "#" + fragment)
    wait_ready(page)
    started = time.monotonic()
    message = page.locator("#app-message")
    # A few seconds, not the page's 60 s time-out: the engine answers this request.
    expect(message).to_contain_text("This link could not be opened", timeout=5_000)
    expect(message).to_contain_text(words)
    assert time.monotonic() - started < 5
    expect(page.locator(".battle-title")).to_have_text("Mine")
    assert screen_snapshot(page) == before
    page.reload()  # the saved battle is as it was
    wait_ready(page)
    expect(page.locator(".battle-title")).to_have_text("Mine")
    assert screen_snapshot(page) == before


def test_a_request_the_engine_never_answers_times_out_with_a_message(
        page: Page, site: str) -> None:
    at_home(page, site)
    message = page.evaluate("""async () => {
        const { Engine } = await import('./engine.js');
        const engine = new Engine();
        engine.worker = { postMessage() {}, terminate() {} };  // a worker that never answers
        engine.timeoutMs = 300;
        try {
            await engine.request('engine.version');
            return 'answered';
        } catch (err) {
            return `${err.type}: ${err.message}`;
        }
    }""")
    assert message.startswith("timeout: The engine did not answer within 0 seconds")
    assert "reload the page" in message


def c19_battle(page: Page, site: str) -> None:
    """Fig 6.1 with a second attacker (see test_conquest_rulings_2): by default A is
    pushed first and C blocks it; pushing C first lets both back into contact."""
    new_battle(page, site, [
        {"name": "Attackers A", "stands": 2, "files": 2, "wounds": 1, "resolve": 3,
         "position": {"x": 660, "y": 480, "facing": 0}},
        {"name": "Defenders B", "player": 1, "stands": 9, "files": 3, "wounds": 1,
         "resolve": 3, "position": {"x": 600, "y": 600, "facing": 0}},
        {"name": "Flankers C", "stands": 1, "files": 1, "wounds": 1, "resolve": 3,
         "position": {"x": 660, "y": 500, "facing": 270}},
    ], battlefield=(1200, 1200))


def test_c19_the_active_player_reorders_the_pushes_before_the_morale_test(
        page: Page, site: str, errors: list[str]) -> None:
    c19_battle(page, site)
    wound_pool(page, "r2", 3)
    order = page.locator("[data-morale-for=r2] .push-order-list li")
    expect(order).to_have_count(2)
    assert [n.get_attribute("data-push-order") for n in order.all()] == ["r1", "r3"]
    tap(page.get_by_role("button", name="Push Attackers A later"))
    expect(order.first).to_have_attribute("data-push-order", "r3")
    enter_dice(page, "r2", [1, 1, 1])
    notes = page.locator(".push-notes li")
    expect(notes.nth(0)).to_have_text("Player 1 pushes them in this order: Flankers C, "
                                      "Attackers A")
    expect(notes.nth(1)).to_contain_text("Flankers C presses the attack")
    expect(notes.nth(2)).to_contain_text("Attackers A presses the attack")
    field = page.locator("svg.battlefield")
    expect(field.locator("[data-bf-regiment=r1]")).to_have_attribute("data-engagement",
                                                                     "engaged")
    assert errors == []


def test_the_share_dialog_says_why_a_battle_is_too_big_for_a_link(
        page: Page, site: str, errors: list[str]) -> None:
    big = [{"name": f"Regiment {i}", "player": i % 2, "stands": 60, "files": 10, "wounds": 4,
            "resolve": 3} for i in range(26)]
    new_battle(page, site, big, name="Huge")
    bar_tool(page, "share")
    refused = page.locator(".share-dialog [data-share-refused]")
    expect(refused).to_have_text(
        "This Conquest battle is too big for a link: 20,812 items, the most is 20,000.")
    expect(page.locator("#share-link")).to_have_count(0)
    tap(page.locator(".share-dialog").get_by_role("button", name="Close"))
    expect(page.locator(".share-dialog")).to_have_count(0)
    assert errors == []


def test_c19_the_active_player_reorders_the_pushes_of_a_pool_with_no_morale_test(
        page: Page, site: str, errors: list[str]) -> None:
    c19_battle(page, site)
    select(page, "r2")
    tap(page.locator("[data-key='3']"))
    page.locator("#pool-no-morale").check()
    order = page.locator("#pool-preview .push-order-list li")
    expect(order).to_have_count(2)
    assert [n.get_attribute("data-push-order") for n in order.all()] == ["r1", "r3"]
    tap(page.get_by_role("button", name="Push Flankers C earlier"))
    expect(order.first).to_have_attribute("data-push-order", "r3")
    tap(page.locator("[data-action=apply-pool]"))
    notes = page.locator(".push-notes li")
    expect(notes.nth(0)).to_have_text("Player 1 pushes them in this order: Flankers C, "
                                      "Attackers A")
    expect(page.locator("svg.battlefield [data-bf-regiment=r1]")).to_have_attribute(
        "data-engagement", "engaged")
    assert errors == []
