"""The after-battle report through the page at 360x740: a short battle played
in each system by taps, the report opened from the game screen, its charts and luck
figures seen, the PNG downloaded (a real PNG), the text summary copied (and shown in a
text box when the clipboard refuses), and axe-core finding no serious or critical
violation on the report."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from . import ninth_age_page as na
from .axe import axe_violations
from .campaign_page import enter_d20, home, new_roster, open_rosters, start, start_aftermath
from .conftest import reload_offline, start_home, wait_ready
from .conquest_page import bar_tool, enter_dice, new_battle, tap, wound_pool
from .phone import ARTIFACTS, phone, phone_checks

pytestmark = pytest.mark.e2e

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def open_report(page: Page, system: str) -> None:
    bar_tool(page, "report")
    expect(page.locator(f".report[data-system={system}]")).to_be_visible()


def download_png(page: Page) -> bytes:
    """Making the picture logs no console error (it once logged 'viewBox: ""')."""
    console: list[str] = []
    page.on("console", lambda m: console.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda exc: console.append(str(exc)))
    with page.expect_download() as info:
        tap(page.locator("[data-action=report-png]"))
    target = ARTIFACTS / info.value.suggested_filename
    ARTIFACTS.mkdir(exist_ok=True)
    info.value.save_as(target)
    data = target.read_bytes()
    assert info.value.suggested_filename.endswith(".png")
    assert data[:8] == PNG_SIGNATURE and len(data) > 1000
    expect(page.locator("#report-note")).to_contain_text("Picture saved as")
    assert console == []
    return data


def copy_summary(page: Page, site: str) -> str:
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site.rstrip("/"))
    tap(page.locator("[data-action=report-copy]"))
    expect(page.locator("#report-note")).to_have_text("Summary copied: paste it into your chat.")
    text: str = page.evaluate("() => navigator.clipboard.readText()")
    assert text.endswith("Made with Aftermath")
    return text


# Every chart text as drawn: its size on screen (the SVG's scale applied) and whether
# it lies inside its chart.
CHART_TEXT = """() => [...document.querySelectorAll("figure svg.report-chart")].flatMap((svg) => {
  const box = svg.getBoundingClientRect();
  return [...svg.querySelectorAll("text")].map((t) => {
    const r = t.getBoundingClientRect();
    return { text: t.textContent, chart: svg.dataset.chart,
             px: parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a,
             inside: r.left >= box.left - 0.5 && r.right <= box.right + 0.5 };
  });
})"""


def check_charts(page: Page, where: str) -> None:
    texts = page.evaluate(CHART_TEXT)
    assert texts, where
    small = [t for t in texts if t["px"] < 12]
    assert small == [], f"{where}: chart text under 12 px: {small[:3]}"
    outside = [t for t in texts if not t["inside"]]
    assert outside == [], f"{where}: chart text clipped by the chart's edge: {outside[:3]}"


def check_report(page: Page, where: str) -> None:
    for details in page.locator(".report details").all():
        tap(details.locator("summary"))
    phone_checks(page, where, screenshot=where, summaries=True)
    check_charts(page, where)
    assert axe_violations(page) == [], where


def test_conquest_report_charts_luck_png_and_summary(shared_phone: Page, site: str) -> None:
    """Militia (Resolve 3, 3 Stands) takes 2 Wounds, then rolls 4 and 6: both fail
    (C-10), 2 or more failures is 1/4 (25%), and the failures destroy its last Stand.
    Raiders (player 2) take 1 Wound and roll a 1."""
    with start_home(shared_phone) as page:
        new_battle(page, site, [
            {"name": "Militia", "player": 0, "stands": 3, "files": 3, "wounds": 1,
             "resolve": 3},
            {"name": "Raiders", "player": 1, "stands": 3, "files": 3, "wounds": 1,
             "resolve": 3},
        ], name="Ford skirmish")
        rids = [page.locator("article[data-regiment]").nth(i).get_attribute("data-regiment")
                or "" for i in range(2)]
        wound_pool(page, rids[0], 2)
        enter_dice(page, rids[0], [4, 6])
        wound_pool(page, rids[1], 1)
        enter_dice(page, rids[1], [1])
        open_report(page, "conquest")
        expect(page.locator("svg[data-chart=losses]")).to_be_visible()
        expect(page.locator("svg[data-chart=luck-0] [data-actual=true]")).to_have_attribute(
            "data-value", "2")
        expect(page.locator("svg[data-chart=luck-1]")).to_be_visible()
        expect(page.locator(".report-totals li[data-side='0']")).to_contain_text(
            "Stands lost 3; Wounds lost 3; Broken: Militia; Shattered: Militia")
        luck = page.locator(".report-side-luck li[data-side='0']")
        expect(luck).to_contain_text("2 failed Morale dice of 2 (expected 1)")
        expect(luck).to_contain_text("2 or more: 25% (unlucky)")
        # 1 in 4 is no surprise among 2 rolls (7/16 that one is that far): none named.
        expect(page.locator(".report-swing")).to_have_count(0)
        expect(page.locator(".report-lead")).to_have_text(
            "Player 1 lost more Stands: 3 to 1 (2 more than Player 2)")
        expect(page.locator(".report-strengths li[data-strength=Militia]")).to_have_text(
            "Militia: Stands 0 of 3, Wounds 0 of 3 (Shattered)")
        expect(page.locator(".report-strengths li[data-strength=Raiders]")).to_have_text(
            "Raiders: Stands 2 of 3, Wounds 2 of 3")
        # Percentages in the main view; the exact fractions one tap away.
        rolls_text = page.locator(".report-rolls > ol").inner_text()
        assert "/" not in rolls_text, rolls_text
        expect(luck).to_contain_text("Unlucky: worse than 75% of battles with these Morale dice")
        raiders = page.locator(".report-side-luck li[data-side='1']")
        expect(raiders).to_contain_text("0 failed Morale dice of 1 (expected 0.5); "
                                        "0 or fewer: 50% (about as expected)")
        expect(page.locator(".report-luck h3")).to_have_text("Luck by the exact odds (C-12)")
        expect(page.locator(".report-rolls summary")).to_have_text("Every Morale Test (2)")
        exact = page.locator("[data-odds=side-0-quote]")
        tap(exact)
        expect(exact).to_contain_text("1/4")
        expect(page.locator("[data-action=report-link]")).to_be_visible()
        check_report(page, "report-conquest")
        # A heading breaks between words only: "Shattered" on one line, not "Shattere/d".
        lines = page.locator(".report-table th", has_text="Shattered").evaluate(
            "(th) => { const r = document.createRange(); r.selectNodeContents(th);"
            " return r.getClientRects().length; }")
        assert lines == 1
        download_png(page)
        # Copying changes only the note: open sections and tapped figures stay.
        text = copy_summary(page, site)
        assert "Player 1: 2 failed Morale dice of 2 (expected 1); 2 or more: 25%" in text
        expect(page.locator(".report-rolls")).to_have_attribute("open", "")
        expect(exact).to_contain_text("1/4")
        # ...and an open Share dialog stays open.
        tap(page.locator("[data-action=report-link]"))
        dialog = page.locator(".share-dialog")
        expect(dialog).to_be_visible()
        expect(page.locator("[data-action=report-link]")).to_have_text("Share link")
        copy_summary(page, site)
        expect(dialog).to_be_visible()
        tap(page.locator("[data-action=report-back]"))
        expect(page.locator("article[data-regiment]").first).to_be_visible()


def test_a_refused_clipboard_shows_the_summary_to_copy_by_hand(browser: Browser,
                                                               site: str) -> None:
    with phone(browser) as page:
        page.add_init_script("Object.defineProperty(navigator, 'clipboard', { value: "
                             "{ writeText: () => Promise.reject(new Error('denied')) } });")
        new_battle(page, site, [{"name": "Militia", "player": 0, "stands": 3, "files": 3,
                                 "wounds": 1, "resolve": 3}], name="Quiet day")
        open_report(page, "conquest")
        expect(page.locator(".report-statements")).to_contain_text(
            "No Morale Tests were rolled in this battle")
        tap(page.locator("[data-action=report-copy]"))
        box = page.get_by_label("Text summary")
        expect(box).to_be_visible()
        expect(box).to_have_value(box.input_value())
        assert box.input_value().startswith(
        "Quiet day (Conquest battle, Round 1): Player 1 vs Player 2")
        expect(page.locator("#report-note")).to_contain_text("copy it by hand")


def test_ninth_age_report_says_what_it_cannot_judge(shared_phone: Page, site: str) -> None:
    with start_home(shared_phone) as page:
        na.new_battle(page, site, [
            {"name": "Trolls", "player": 0, "models": 6, "files": 3, "hp": 3},
            {"name": "Wolves", "player": 1, "models": 5, "files": 5, "hp": 1},
        ], name="Valley")
        uids = [page.locator("article[data-unit]").nth(i).get_attribute("data-unit") or ""
                for i in range(2)]
        na.lose(page, uids[0], 7)
        na.lose(page, uids[1], 2)
        open_report(page, "ninth_age")
        expect(page.locator("svg[data-chart=losses] rect[data-side='0']")).to_have_attribute(
            "data-value", "2")
        expect(page.locator(".report-totals li[data-side='0']")).to_contain_text(
            "Models lost 2; Health Points lost 7")
        expect(page.locator(".report-statements")).to_contain_text(
            "cannot judge how lucky anyone was")
        expect(page.locator(".report-luck")).to_have_count(0)
        check_report(page, "report-ninth-age")
        download_png(page)
        copy_summary(page, site)


def test_campaign_report_from_the_walk_through(shared_phone: Page, site: str) -> None:
    """Red lost its Captain, Blue its Knight: 1 for 1, a Pyrrhic Victory each (W-1), so
    6 or less survives (6/20). Captain rolls 15: dead, 14/20 = 70% or worse; the Knight
    rolls 2: survives, 30% or better. Neither is 1 in 4 or rarer, so both are about as
    expected and no roll is named the least likely. The warbands' long names wrap or
    are shortened inside the charts."""
    red, blue = "Brotherhood of the Western Marches", "Dark Legion of the Eastern Wastes"
    with start_home(shared_phone) as page:
        start(page, site)
        open_rosters(page)
        new_roster(page, {"name": red, "vp": 5, "models": [
            {"name": "Captain", "kind": "Leader", "value": 40},
            {"name": "Pikeman", "kind": "Trooper", "value": 10}]})
        new_roster(page, {"name": blue, "vp": 5, "models": [
            {"name": "Knight", "kind": "Hero", "value": 30},
            {"name": "Scout", "kind": "Trooper", "value": 10}]})
        home(page)
        start_aftermath(page, f"{red} (VP 5)", f"{blue} (VP 5)", {0: ["Captain"], 1: ["Knight"]},
                        unrecoverable=[])
        enter_d20(page, "recovery_roll", "m1", 15)
        enter_d20(page, "recovery_roll", "m1", 2)
        open_report(page, "campaign")
        expect(page.locator(".report-side-luck li[data-side='0']")).to_contain_text(
            "1 dead at Recovery of 1 (expected 0.7); 1 or more: 70% (about as expected)")
        expect(page.locator(".report-side-luck li[data-side='1']")).to_contain_text(
            "0 dead at Recovery of 1 (expected 0.7); 0 or fewer: 30% (about as expected)")
        expect(page.locator(".report-swing")).to_have_count(0)
        expect(page.locator(".report-rolls summary")).to_have_text("Every Recovery roll (2)")
        expect(page.locator("svg[data-chart=luck-1]")).to_be_visible()
        expect(page.locator("[data-action=report-link]")).to_have_count(0)
        check_report(page, "report-campaign")
        download_png(page)
        copy_summary(page, site)
        tap(page.locator("[data-action=report-back]"))
        expect(page.locator(".campaign")).to_be_visible()


@pytest.mark.service_workers
def test_the_report_and_its_picture_work_offline(browser: Browser, site: str) -> None:
    """After one visit, with the network off: the Ch5 example battle played, its report
    opened and its picture made, all from the service worker's cache."""
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        expect(page.locator("#offline-status")).to_have_text("Available offline",
                                                             timeout=120_000)
        reload_offline(page)
        tap(page.locator("[data-example=ch5-men-at-arms]"))
        wound_pool(page, "maa", 6)
        enter_dice(page, "maa", [1, 2, 3, 3, 6, 6])
        open_report(page, "conquest")
        expect(page.locator(".report-side-luck li[data-side='0']")).to_contain_text(
            "2 failed Morale dice of 6")
        download_png(page)
        expect(page.locator("#offline-status")).to_contain_text("Offline")
