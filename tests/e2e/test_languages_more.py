"""German, French, Spanish and Italian asked for by ``?lang=`` at 360x740: only that
language's catalogue is fetched, ``<html lang>`` says it, the home screen is said in it,
and nothing overflows (German runs longest of the four)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import wait_ready
from .phone import phone, phone_checks

pytestmark = pytest.mark.e2e

# Every element of the home screen whose box reaches past the screen's right edge, or
# whose own text is wider than its box (clipped or spilling), with its text.
OVERFLOWING = """() => [...document.querySelectorAll(".home *")]
  .filter((n) => { const r = n.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(n).visibility !== "hidden"; })
  .filter((n) => n.getBoundingClientRect().right > innerWidth + 0.5
    || (n.scrollWidth > n.clientWidth + 1 && getComputedStyle(n).overflowX !== "auto"
        && n.clientWidth > 0))
  .map((n) => `${n.tagName.toLowerCase()}: ${n.innerText.slice(0, 60)}`)"""

# The home screen's first heading and its New Conquest battle button, in each language.
HOME = {
    "de": ("Schlachten", "Neue Conquest-Schlacht"),
    "fr": ("Batailles", "Nouvelle bataille de Conquest"),
    "es": ("Batallas", "Nueva batalla de Conquest"),
    "it": ("Battaglie", "Nuova battaglia di Conquest"),
}


def open_in(page: Page, site: str, code: str) -> list[str]:
    """The home screen opened with ``?lang=code``; the catalogues fetched on the way."""
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url) if "/i18n/" in r.url else None)
    page.goto(f"{site}?lang={code}")
    wait_ready(page)
    return [url.rsplit("/", 1)[-1] for url in asked]


def test_the_home_screen_in_german_at_360(browser: Browser, site: str) -> None:
    with phone(browser) as page:
        assert open_in(page, site, "de") == ["de.ftl"]
        expect(page.locator("html")).to_have_attribute("lang", "de")
        expect(page.locator("html")).to_have_attribute("dir", "ltr")
        home = page.locator(".home")
        expect(home.locator("h2").first).to_have_text("Schlachten")
        expect(home.get_by_text("Neue Conquest-Schlacht")).to_be_visible()
        expect(home.get_by_text("Speicher auf diesem Gerät")).to_be_visible()
        expect(page.locator("#language-picker")).to_have_value("de")
        assert page.evaluate(OVERFLOWING) == []
        phone_checks(page, "the home screen in German", screenshot="home-de")


@pytest.mark.parametrize("code", ["fr", "es", "it"])
def test_the_home_screen_in_french_spanish_and_italian(browser: Browser, site: str,
                                                        code: str) -> None:
    heading, new_battle = HOME[code]
    with phone(browser) as page:
        assert open_in(page, site, code) == [f"{code}.ftl"]
        expect(page.locator("html")).to_have_attribute("lang", code)
        home = page.locator(".home")
        expect(home.locator("h2").first).to_have_text(heading)
        expect(home.get_by_text(new_battle)).to_be_visible()
        assert page.evaluate(OVERFLOWING) == []
        phone_checks(page, f"the home screen in {code}")
