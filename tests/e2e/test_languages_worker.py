"""The engine worker's own errors of a request, and a share refused, shown to the player
in the pseudo-locale (accented, about 40% longer, bracketed) at 360x740: the worker has
no catalogue, so it sends each error's message beside its English and the page says
it. The engine's late part made unavailable (its download answered 404), a battle's
QR code fails: the share dialog says why from the catalogue, the file's path as the
site names it the only English; in English it says the worker's English word for word.
A battle too big for a link is refused in the player's language the same way."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from . import conquest_page as qp
from .conftest import at_home, back_to_the_list, wait_ready
from .phone import phone
from .pseudo_checks import english_in, in_pseudo, pseudo_screen_checks

pytestmark = pytest.mark.e2e

TWO = [{"name": "Thin Line", "stands": 3, "files": 3, "wounds": 1, "resolve": 3},
       {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}]


def without_late_part(page: Page) -> None:
    """Every download of the engine's late part answered 404 (a site that lost it)."""
    page.route("**/*-late.zip", lambda route: route.fulfill(status=404, body="gone"))


def late_path(page: Page) -> str:
    """The late part's path as the worker names it (build.json's, from the site)."""
    build: dict[str, Any] = page.evaluate("fetch('build.json').then((r) => r.json())")
    return f"./{build['late']['file']}"


def open_kept(page: Page, site: str, name: str) -> None:
    """The battle ``name`` kept on the device, opened from the battle list."""
    at_home(page, site)
    qp.tap(page.locator("[data-game]", has_text=name).locator("button.game-open"))
    expect(page.locator(".battle-title")).to_have_text(name)


def qr_problem(page: Page) -> str:
    qp.bar_tool(page, "share")
    dialog = page.locator(".share-dialog")
    problem = dialog.locator(".message.error[role=alert]")
    expect(problem).to_be_visible(timeout=60_000)
    return problem.inner_text()


def test_a_qr_code_the_worker_cannot_make_is_said_in_english_as_the_worker_says_it(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        without_late_part(page)
        qp.new_battle(page, site, TWO, name="Ford")
        path = late_path(page)
        assert qr_problem(page) == (f"This part of the engine could not be loaded: {path} "
                                    "could not be loaded (HTTP 404)")
        assert page.locator("#engine-status").get_attribute("data-state") == "ready"


def test_a_qr_code_the_worker_cannot_make_is_said_from_the_catalogue_in_the_pseudo_locale(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        without_late_part(page)
        qp.new_battle(page, site, TWO, name="Ford")
        path = late_path(page)
        back_to_the_list(page)
        in_pseudo(page, site)
        open_kept(page, site, "Ford")
        said = qr_problem(page)
        print(f"\nthe worker's error said: {said}")
        assert said.startswith("[") and said.endswith("]"), said
        assert "404" in said and path in said, said
        assert english_in(said, path) == [], f"English left in the worker's error: {said}"
        # The share dialog around it (its link, its buttons) is the page's own words.
        pseudo_screen_checks(page, page.locator(".share-dialog"), "the share dialog", path,
                             "Ford")
        wait_ready(page)


def test_a_battle_too_big_for_a_link_is_refused_in_the_pseudo_locale(
        browser: Browser, site: str) -> None:
    big = [{"name": f"Regiment {i}", "player": i % 2, "stands": 60, "files": 10,
            "wounds": 4, "resolve": 3} for i in range(26)]
    with phone(browser) as page:
        qp.new_battle(page, site, big, name="Huge")
        back_to_the_list(page)
        in_pseudo(page, site)
        open_kept(page, site, "Huge")
        qp.bar_tool(page, "share")
        refused = page.locator(".share-dialog [data-share-refused]")
        expect(refused).to_be_visible()
        said = refused.inner_text()
        print(f"\nthe refusal said: {said}")
        assert "20,812" in said or "20812" in said or "20 812" in said, said
        assert english_in(said) == [], f"English left in the refusal: {said}"
        pseudo_screen_checks(page, page.locator(".share-dialog"), "the refused share", "Huge")
