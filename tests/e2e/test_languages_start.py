"""The engine's start and status and the words each system gives the page, in the
pseudo-locale (accented, about 40% longer, bracketed) at 360x740: the start's stages
and the top bar's status as they change, the start's error screen, a campaign roster's
abbreviations (AR ... CC, EP, VP) in its list and its editor, and a Conquest Charge's
slide buttons, which name the charging Regiment as written. No English left in them,
nothing overflowing; the slide buttons carry no placeholder in any language."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, expect

from . import conquest_page as qp
from .campaign_page import new_roster, open_rosters, start
from .conftest import wait_ready
from .phone import phone, phone_checks
from .pseudo_checks import SETTING, english_in, in_pseudo, pseudo_screen_checks
from .test_battlefield_fingers import two_fights

pytestmark = pytest.mark.e2e

# Every text the top bar's status and the start's stage show, once the page speaks the
# pseudo-locale (<html lang="en-XA">): the English of index.html, drawn before the
# page's modules run, is not the page's saying.
WATCH_START = """() => {
  window.__startSeen = [];
  const look = () => {
    if (document.documentElement.lang !== "en-XA") return;
    for (const id of ["engine-status", "boot-stage"]) {
      const node = document.getElementById(id);
      const text = node && node.textContent;
      if (text && !window.__startSeen.includes(text)) window.__startSeen.push(text);
    }
  };
  // Read as a frame is drawn: what the player sees, not a text replaced in the same task.
  const all = { subtree: true, childList: true, characterData: true, attributes: true };
  new MutationObserver(() => requestAnimationFrame(look)).observe(document, all);
}"""

# A pseudo-locale text: in brackets, with no plain two-letter abbreviation left ("AR 3").
PSEUDO = re.compile(r"^\[.*\]")
PLAIN_ABBREVIATION = re.compile(r"(?<![\w\[])(AR|MV|ST|RC|LD|AC|CC|EP|VP)(?![\w\]])")

RED = {"name": "Red Company", "vp": 5, "models": [
    {"name": "Captain Red", "kind": "Leader", "value": 40,
     "stats": {"AR": 4, "MV": 5, "ST": 3, "RC": 2, "LD": 6, "AC": 3, "CC": 4}},
]}


def test_the_start_s_stages_and_the_engine_status_in_the_pseudo_locale(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        page.add_init_script(f"({WATCH_START})()")
        page.add_init_script(f"localStorage.setItem('{SETTING}', 'pseudo')")
        page.goto(site)
        wait_ready(page)
        status = page.locator("#engine-status")
        expect(status).to_have_attribute("data-state", "ready")
        seen: list[str] = page.evaluate("window.__startSeen")
        # Starting, at least one stage of the start (Python takes seconds), and ready.
        assert len(seen) >= 3, seen
        assert all(english_in(text) == [] for text in seen), seen
        assert status.inner_text() in seen and PSEUDO.match(status.inner_text())
        # The start's heading a screen reader reads, and the battle list's top bar.
        assert english_in(page.locator("#boot-title").text_content() or "") == []
        pseudo_screen_checks(page, page.locator("header.topbar"), "the top bar, engine ready")


def test_the_start_s_error_screen_in_the_pseudo_locale(
        browser: Browser, broken_site: str) -> None:
    with phone(browser) as page:
        page.goto(f"{broken_site}?lang=pseudo")
        error = page.locator("#boot-error")
        expect(error).to_be_visible(timeout=90_000)
        expect(page.locator("#engine-status")).to_have_attribute("data-state", "failed")
        # The message is the browser's or the server's (a file and its status): not ours.
        said = [page.locator(s).inner_text() for s in (
            "#engine-status", "#boot-error h2", "#boot-error-while", "#boot-error-stage",
            "#boot-retry")]
        assert all(PSEUDO.match(text) and english_in(text) == [] for text in said), said
        phone_checks(page, "the start's error screen")
        page.locator("#boot-retry").click()
        expect(page.locator("#boot-error-stage")).to_have_text(said[3], timeout=90_000)


def test_a_campaign_roster_s_abbreviations_in_the_pseudo_locale(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        # Typed in English (the roster helpers find fields by their English labels).
        start(page, site)
        open_rosters(page)
        new_roster(page, RED)
        page.evaluate("([key]) => localStorage.setItem(key, 'pseudo')", [SETTING])
        page.reload()
        wait_ready(page)
        qp.tap(page.locator("[data-action=rosters]"))
        for summary in page.locator(".roster-details summary").all():
            summary.click()
        stats = page.locator(".rosters [data-stat]")
        expect(stats).to_have_count(7)
        shown = stats.all_text_contents()
        assert [t for t in shown if PLAIN_ABBREVIATION.search(t)] == [], shown
        assert all(PSEUDO.match(t) for t in shown), shown
        qp.tap(page.locator("[data-roster-entry='Red Company'] [data-action=edit-roster]"))
        form = page.locator("form.roster-edit")
        expect(form).to_be_visible()
        labels = form.locator("label").all_inner_texts()
        assert [t for t in labels if PLAIN_ABBREVIATION.search(t)] == [], labels
        pseudo_screen_checks(page, form, "the roster editor", "Red Company", "Captain Red")


def test_a_charge_s_slide_buttons_and_a_regiment_s_legend_in_the_pseudo_locale(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        two_fights(page, site)
        in_pseudo(page, site)
        qp.tap(page.locator("[data-game] button.game-open").first)
        qp.select(page, "r3")
        # The Regiment's legend: the Wounds' abbreviation and its full word.
        legend = page.locator("article[data-regiment=r3] .abbr-legend").first
        expect(legend).to_be_attached()
        said = legend.text_content() or ""
        assert said and english_in(said) == [] and "W:" not in said, said
        qp.tap(page.locator("[data-actions-for=r3] [data-tab=charge]"))
        qp.tap(page.locator("[data-charge-enemy=r11]"))
        qp.tap(page.locator("[data-charge-edge=front]"))
        for action in ("slide-left", "slide-right"):
            button = page.locator(f"[data-action={action}]")
            expect(button).to_contain_text("Mounted Squires")
            text = button.inner_text()
            assert "{" not in text and "$" not in text, text
            assert english_in(text, "Mounted Squires") == [], text
        pseudo_screen_checks(page, page.locator(".charge-slide"), "the Charge's slide",
                             "Mounted Squires")
