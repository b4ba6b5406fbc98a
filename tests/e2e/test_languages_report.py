"""The report's lines and the examples in the pseudo-locale (accented, about 40% longer,
bracketed) at 360x740 with touch: the examples offered on the home screen, and the
after-battle report of a Conquest battle played by taps (a Regiment Shattered, Morale
Tests judged, one still owed) and of a Ninth Age battle played in English and reopened
in the pseudo-locale. Every line the engine makes
(title, losses, who lost more, strengths, luck, each roll, what it cannot judge, the
charts and the summary to copy) is said from the catalogue: no English word is left
but the names the players typed, nothing overflows, every target keeps 44 px."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from . import conquest_page as qp
from . import ninth_age_page as na
from .campaign_page import enter_d20, new_roster, open_rosters, start, start_aftermath
from .campaign_page import home as campaign_home
from .conftest import at_home
from .phone import phone
from .pseudo_checks import english_in, english_left, in_pseudo, pseudo_screen_checks

pytestmark = pytest.mark.e2e

# Names as typed. The Ninth Age battle's sides are unnamed: the app's "Player 1" and
# "Player 2" are said in the reader's language like any word of the app's.
NAMES = ("Militia", "Raiders", "Alice", "Bob", "Ford", "Trolls", "Wolves", "Valley", "Redcloaks",
         "Bluecoats", "Captain", "Pikeman", "Knight", "Scout")

# Every text of the report's charts (SVG text is none of the nodes english_left reads),
# and each chart's label for a screen reader.
CHART_WORDS = """() => [...document.querySelectorAll(".report svg.report-chart")].flatMap(
  (svg) => [svg.getAttribute("aria-label"), ...[...svg.querySelectorAll("text")].map(
    (t) => t.textContent)])"""


def statuses(page: Page) -> tuple[str, ...]:
    """The system's own words for Broken, Shattered and destroyed (the words each system
    gives the page: another part of the work), as the report's table heads them."""
    words = page.evaluate("""() => [...document.querySelectorAll(".report-table tbody tr")]
      .filter((tr) => !tr.querySelector("td[data-measure]") && !tr.classList.contains("period-row"))
      .map((tr) => tr.querySelector("th").textContent)""")
    return tuple(w for w in words if not w.startswith("["))


def open_every_section(page: Page) -> None:
    for details in page.locator(".report details").all():
        if details.get_attribute("open") is None:
            qp.tap(details.locator("summary"))


def report_checks(page: Page, what: str) -> None:
    report = page.locator(".report")
    open_every_section(page)
    allowed = (*NAMES, *statuses(page))
    pseudo_screen_checks(page, report, what, *allowed)
    charts = [english_in(t or "", *allowed) for t in page.evaluate(CHART_WORDS)]
    assert [w for w in charts if w] == [], f"{what}: English left in the charts: {charts}"
    # The summary to copy, as the text box shows it when the clipboard refuses.
    page.evaluate("() => Object.defineProperty(navigator, 'clipboard', { value: "
                  "{ writeText: () => Promise.reject(new Error('denied')) } })")
    qp.tap(page.locator("[data-action=report-copy]"))
    summary = page.locator("#report-summary-text").input_value()
    lines = summary.split("\n")
    assert len(lines) > 4 and all(line.startswith("[") for line in lines), summary
    assert english_in(summary, *NAMES) == [], f"{what}: English in the summary: {summary}"
    shown = " ".join([report.inner_text(), summary, *(t or "" for t in page.evaluate(CHART_WORDS))])
    assert "Player 1" not in shown and "Player 2" not in shown, f"{what}: a side's English name"


def test_the_examples_on_the_home_screen_in_the_pseudo_locale(browser: Browser,
                                                              site: str) -> None:
    with phone(browser) as page:
        in_pseudo(page, site)
        examples = page.locator(".example-list")
        expect(examples.locator("[data-example]").first).to_be_visible()
        assert examples.locator("[data-example]").count() == 4
        pseudo_screen_checks(page, examples, "the examples")
        left = english_left(examples)
        assert left == {}, left
        # An example opened is named as its title reads.
        title = examples.locator("[data-example=ch6-morale]").inner_text()
        assert title.startswith("[") and "Militia" not in title
        qp.tap(examples.locator("[data-example=ch6-morale]"))
        expect(page.locator("[data-regiment]").first).to_be_visible()


def test_a_played_conquest_battles_report_in_the_pseudo_locale(browser: Browser,
                                                                site: str) -> None:
    """Militia (Resolve 3, 3 Stands) takes 2 Wounds and rolls 4 and 6: both fail (C-10)
    and it is Shattered; Raiders take 1 Wound and roll a 1; then 2 more Wounds leave the
    Raiders a Morale Test to roll (C-12)."""
    with phone(browser) as page:
        in_pseudo(page, site)
        qp.new_battle(page, site, [
            {"name": "Militia", "player": 0, "stands": 3, "files": 3, "wounds": 1,
             "resolve": 3},
            {"name": "Raiders", "player": 1, "stands": 3, "files": 3, "wounds": 1,
             "resolve": 3},
        ], name="Ford", players=("Alice", "Bob"))
        rids = [page.locator("article[data-regiment]").nth(i).get_attribute("data-regiment")
                or "" for i in range(2)]
        qp.wound_pool(page, rids[0], 2)
        qp.enter_dice(page, rids[0], [4, 6])
        qp.wound_pool(page, rids[1], 1)
        qp.enter_dice(page, rids[1], [1])
        qp.wound_pool(page, rids[1], 1)
        qp.bar_tool(page, "report")
        report = page.locator(".report[data-system=conquest]")
        expect(report).to_be_visible()
        expect(report.locator(".report-side-luck li[data-side='0']")).to_be_visible()
        lead = report.locator(".report-lead").inner_text()
        assert lead.startswith("[") and "Alice" in lead and "Bob" in lead, lead
        assert report.locator(".report-statements .statement").count() >= 1
        report_checks(page, "a Conquest battle's report")


def test_a_ninth_age_battle_played_in_english_reports_in_the_readers_language(
        browser: Browser, site: str) -> None:
    """Played in English, then the device's language made the pseudo-locale: the saved
    battle's report is said in the reader's language (its lines are the engine's
    messages, not stored English)."""
    with phone(browser) as page:
        at_home(page, site)
        na.new_battle(page, site, [
            {"name": "Trolls", "player": 0, "models": 6, "files": 3, "hp": 3},
            {"name": "Wolves", "player": 1, "models": 5, "files": 5, "hp": 1},
        ], name="Valley")
        uids = [page.locator("article[data-unit]").nth(i).get_attribute("data-unit") or ""
                for i in range(2)]
        na.lose(page, uids[0], 7)
        na.lose(page, uids[1], 5)
        in_pseudo(page, site)
        if not page.locator("article[data-unit]").count():
            qp.tap(page.locator(".game-item .game-open").first)
        expect(page.locator("article[data-unit]").first).to_be_visible()
        qp.bar_tool(page, "report")
        report: Locator = page.locator(".report[data-system=ninth_age]")
        expect(report).to_be_visible()
        assert report.locator(".report-statements .statement").count() == 2
        report_checks(page, "a Ninth Age battle's report")


def test_a_campaign_aftermath_played_in_english_reports_in_the_readers_language(
        browser: Browser, site: str) -> None:
    """Each side lost one model and rolled for its Recovery (W-2), in English; the report
    reopened in the pseudo-locale says its rolls, losses and fates from the catalogue."""
    with phone(browser) as page:
        start(page, site)
        open_rosters(page)
        new_roster(page, {"name": "Redcloaks", "vp": 5, "models": [
            {"name": "Captain", "kind": "Leader", "value": 40},
            {"name": "Pikeman", "kind": "Trooper", "value": 10}]})
        new_roster(page, {"name": "Bluecoats", "vp": 5, "models": [
            {"name": "Knight", "kind": "Hero", "value": 30},
            {"name": "Scout", "kind": "Trooper", "value": 10}]})
        campaign_home(page)
        start_aftermath(page, "Redcloaks (VP 5)", "Bluecoats (VP 5)",
                        {0: ["Captain"], 1: ["Knight"]}, unrecoverable=[])
        enter_d20(page, "recovery_roll", "m1", 15)
        enter_d20(page, "recovery_roll", "m1", 2)
        in_pseudo(page, site)
        qp.tap(page.locator(".game-item .game-open").first)
        expect(page.locator(".campaign")).to_be_visible()
        qp.bar_tool(page, "report")
        report: Locator = page.locator(".report[data-system=campaign]")
        expect(report).to_be_visible()
        expect(report.locator(".report-side-luck li[data-side='1']")).to_be_visible()
        report_checks(page, "a campaign aftermath's report")


def test_the_report_in_english_is_as_before(browser: Browser, site: str) -> None:
    """English reads as the engine's English, line for line (the summary too)."""
    with phone(browser) as page:
        at_home(page, site)
        qp.new_battle(page, site, [{"name": "Militia", "player": 0, "stands": 3, "files": 3,
                                    "wounds": 1, "resolve": 3}], name="Quiet day")
        qp.bar_tool(page, "report")
        expect(page.locator(".report-statements")).to_contain_text(
            "No Morale Tests were rolled in this battle, so there is no luck to judge (C-12).")
        expect(page.locator(".report-lead")).to_have_text("Neither side has lost any Stands yet")
        expect(page.locator(".report > p.muted").first).to_contain_text(
            "Conquest battle, Round 1")
