"""An old save opened in French shows French: the oldest saves there are (the
localStorage version's, fixtures/localstorage_v1.json, made before any sentence had a
message id) open with their step log said again from their events in the language
picked, not as the English they were played in."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from . import conquest_page as qp
from .conftest import wait_ready

pytestmark = pytest.mark.e2e

V1: dict[str, str] = json.loads(
    (Path(__file__).parent / "fixtures" / "localstorage_v1.json").read_text())
CONQUEST = "Men-at-Arms (Wounds 4)"


def steps(page: Page) -> list[str]:
    """Every step of every entry of the open battle's log, as shown."""
    entries = qp.open_log(page)
    expect(entries.first).to_be_visible()
    for summary in page.locator(".log-panel details:not([open]) > summary").all():
        summary.click()
    texts = page.locator(".log-panel .step-text").all_inner_texts()
    assert texts, "the old battle's log shows no step"
    return texts


def test_an_old_save_opened_in_french_shows_french(page: Page, site: str) -> None:
    page.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        " localStorage.clear(); const items = " + json.dumps(V1) + ";"
        " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }")
    page.goto(site)
    wait_ready(page)
    qp.tap(page.locator(".game-open").filter(has_text=CONQUEST))
    english = steps(page)
    # French picked in the battle's More: the same log said again.
    qp.tap(page.locator("[data-action=more]"))
    page.locator(".more-sheet #language-picker").select_option("fr")
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    french = steps(page)
    assert len(french) == len(english), (english, french)
    # Each step said again, none left as the English it was saved in.
    assert [t for t in french if t in english] == [], french
    assert any("Blessures" in t for t in french), french
