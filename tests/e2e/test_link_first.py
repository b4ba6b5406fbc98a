"""A page opened by a shared link checks it first: the engine is asked to check the link
beside its first two requests, the preview is drawn before the home screen's examples
are asked (it needs none of them), and opening the battle from the preview replays
nothing again. A bad link is said, and the examples still come."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from aftermath import share
from aftermath.conquest import ConquestBattle, MoraleTest, WoundPool

from .conftest import wait_ready
from .conquest_page import tap
from .test_offline_and_share import COUNT_REQUESTS
from .two_lists import ALL

pytestmark = pytest.mark.e2e


def two_lists_link() -> str:
    rows = [{**r, "id": f"r{i}", "characters": [{**c, "id": f"r{i}c{j}"}
                                                 for j, c in enumerate(r["characters"], 1)]}
            for i, r in enumerate(ALL, 1)]
    game = ConquestBattle.new({"players": ["Ana", "Ben"], "regiments": rows})
    game.push(WoundPool("r9", 3))
    game.push(MoraleTest("r9", (6, 6, 1)))
    return share.encode("conquest.game", "Two full lists", game.to_json())


def fresh_page(browser: Browser) -> Page:
    context = browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True)
    page = context.new_page()
    page.add_init_script(COUNT_REQUESTS)
    return page


def test_a_link_is_checked_first_and_opened_without_a_second_replay(browser: Browser,
                                                                   site: str) -> None:
    page = fresh_page(browser)
    try:
        page.goto(f"{site}#{two_lists_link()}")
        wait_ready(page)
        expect(page.locator(".link-preview .shared-history")).to_have_attribute("data-actions", "2")
        asked = page.evaluate("() => window.__asked")
        # The systems' own words are asked later: reading them reads every rule system.
        assert asked[:2] == ["engine.version", "share.decode"], asked
        tap(page.locator("[data-action=open-link]"))
        expect(page.locator(".battle-title")).to_have_text("Two full lists")
        expect(page.locator("article[data-regiment]")).to_have_count(16)
        expect(page.locator(".battle-bar")).to_contain_text("2 actions")
        # The examples were asked after the preview; the battle was never opened again.
        page.wait_for_function("window.__asked.includes('conquest.default_table')")
        asked = page.evaluate("() => window.__asked")
        assert asked.index("share.decode") < asked.index("conquest.examples"), asked
        assert (asked.count("share.decode"), asked.count("game.open")) == (1, 0), asked
        # Home, from the battle: its examples are there.
        tap(page.get_by_role("button", name="Back to battles"))
        expect(page.locator("[data-example=ch5-men-at-arms]")).to_be_visible()
    finally:
        page.context.close()


def test_a_bad_link_is_said_and_the_examples_still_come(browser: Browser, site: str) -> None:
    page = fresh_page(browser)
    try:
        page.goto(f"{site}#v1.AAAA")
        wait_ready(page)
        expect(page.locator("#app-message")).to_contain_text("This link could not be opened.")
        expect(page.locator("[data-example=ch5-men-at-arms]")).to_be_visible()
        assert page.evaluate("() => window.location.hash") == ""
        # Home, left on screen by the link, has its buttons on: none is left waiting
        # for the engine, which is up.
        expect(page.locator("[data-action=new-conquest]")).to_be_enabled()
        expect(page.locator("button[data-engine-gate]")).to_have_count(0)
    finally:
        page.context.close()
