"""Table flow 2: a reload reopens this tab's battle where the player was (web/place.js).

The three ways an independent review found it going wrong: a screen without cards (the
campaign's) put back by the page's scroll, which counts the start-up status above the
screen (taller at a reload); a place kept on a battle before the player went back to
the list, used on a later reload; and a reload in one of two tabs opening the battle the
other tab opened last, not its own.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import BrowserContext, Locator, Page, Route, expect

from .campaign_page import wait_actions
from .conftest import laid_out, wait_ready
from .conquest_page import (
    bar_tool,
    engine_log,
    new_battle,
    open_log,
    regiment,
    select,
    tap,
    top_of,
    wound_pool,
)
from .test_device_storage import CAMPAIGN, CONQUEST, NAMES, V1, open_battle, seed, two_tabs
from .test_hardening import c19_battle
from .test_special_rules_page import flank_battle

pytestmark = pytest.mark.e2e

HIDE = "window.dispatchEvent(new Event('pagehide'))"  # the page hidden: another app
INTO_SCREEN = "Math.round(-document.querySelector('#screen').getBoundingClientRect().top)"


def test_the_campaign_screen_reopens_where_it_was_scrolled_to(page: Page, site: str) -> None:
    seed(page, site, V1)
    open_battle(page, NAMES[CAMPAIGN])
    wait_actions(page, 15)
    page.evaluate("window.scrollTo(0, 400)")
    into = page.evaluate(INTO_SCREEN)
    assert into > 200
    page.reload()
    wait_ready(page)
    wait_actions(page, 15)
    # After the engine's own drawing, and the start-up status above the screen gone.
    engine_log(page, 15)
    expect(page.locator("#boot")).to_be_hidden()
    laid_out(page)
    assert abs(page.evaluate(INTO_SCREEN) - into) <= 2


def test_a_place_kept_before_the_battle_was_opened_again_is_not_used(
    page: Page, site: str, errors: list[str]
) -> None:
    new_battle(page, site, [{"name": f"Regiment {i}", "player": i % 2, "stands": 6,
                             "files": 3, "wounds": 2, "resolve": 2} for i in range(1, 11)],
               typed=True)
    fourth = regiment(page, "r4")
    fourth.evaluate("(n) => window.scrollBy(0, n.getBoundingClientRect().top - 150)")
    page.evaluate(HIDE)
    assert page.evaluate("sessionStorage.getItem('aftermath.place')") is not None
    tap(page.locator("button.back"))
    page.evaluate(HIDE)  # hidden on the list: nothing kept
    assert page.evaluate("sessionStorage.getItem('aftermath.place')") is None
    tap(page.locator(".game-open").first)
    expect(page.locator(".battle-title")).to_be_visible()
    assert page.evaluate("window.scrollY") == 0
    bar_tool(page, "report")
    expect(page.locator(".report")).to_be_visible()
    page.reload()
    wait_ready(page)
    expect(page.locator(".battle-title")).to_be_visible()
    # The engine has drawn the battle again (its log is in) and the page has put the
    # place it kept back for the last time: nothing later scrolls the page.
    engine_log(page, 0)
    expect(page.locator("#boot")).to_be_hidden()
    expect(page.locator("body")).to_have_attribute("data-place", "reopened")
    laid_out(page)
    assert page.evaluate("window.scrollY") == 0
    assert errors == []


def test_a_reload_reopens_this_tabs_battle_not_the_one_another_tab_opened(
    context: BrowserContext, site: str
) -> None:
    first, second = two_tabs(context, site)
    first.evaluate(HIDE)
    tap(second.get_by_role("button", name="Back to battles"))
    open_battle(second, NAMES[CAMPAIGN])
    first.reload()
    wait_ready(first)
    expect(first.locator(".battle-title")).to_have_text(NAMES[CONQUEST])
    # The other tab, with nothing of its own kept, resumes the battle last opened.
    second.evaluate("sessionStorage.removeItem('aftermath.place')")
    second.reload()
    wait_ready(second)
    expect(second.locator(".battle-title")).to_have_text(NAMES[CAMPAIGN])


def test_the_report_returns_to_the_battle_where_the_player_was_and_so_does_a_reload(
    page: Page, site: str, errors: list[str]
) -> None:
    """Back from the report (its button or the phone's) and a reload on it reopen the
    battle where the player left it for the report, not at its top."""
    new_battle(page, site, [{"name": f"Regiment {i}", "player": i % 2, "stands": 6,
                             "files": 3, "wounds": 2, "resolve": 2} for i in range(1, 31)])
    fourth = regiment(page, "r4")
    fourth.evaluate("(n) => window.scrollBy(0, n.getBoundingClientRect().top - 150)")
    # Pressed where it is, the page not scrolled to it first (a tap scrolls nothing).
    report = "(b) => b.click()"
    page.locator(".battle-bar [data-action=more]").evaluate(report)
    page.locator(".more-sheet [data-action=report]").evaluate(report)
    expect(page.locator(".report")).to_be_visible()
    page.go_back()  # the phone's Back
    expect(page.locator(".battle-title")).to_be_visible()
    assert abs(top_of(page, "article[data-regiment=r4]") - 150) <= 2
    page.locator(".battle-bar [data-action=more]").evaluate(report)
    page.locator(".more-sheet [data-action=report]").evaluate(report)
    expect(page.locator(".report")).to_be_visible()
    page.reload()
    wait_ready(page)
    engine_log(page, 0)
    assert abs(top_of(page, "article[data-regiment=r4]") - 150) <= 2
    assert errors == []


def test_a_reload_reopens_the_actions_the_player_had_open_on_their_tab(
    page: Page, site: str, errors: list[str]
) -> None:
    """The phone discarding the tab mid-action must not bring the battle back with the
    panel closed, the page shorter and the card elsewhere. The Regiment's actions reopen,
    on the tab the player was on, with the card where it was."""
    new_battle(page, site, [{"name": f"Regiment {i}", "player": i % 2, "stands": 6,
                             "files": 3, "wounds": 2, "resolve": 2} for i in range(1, 31)])
    select(page, "r3")
    tap(page.locator("[data-tab=heal]"))
    third = "article[data-regiment=r3]"
    page.evaluate("(s) => window.scrollBy(0, document.querySelector(s)"
                  ".getBoundingClientRect().top - 120)", third)
    assert top_of(page, third) == 120
    page.reload()
    wait_ready(page)
    expect(page.locator("[data-actions-for=r3] [data-tab=heal]")).to_have_attribute(
        "aria-selected", "true")
    engine_log(page, 0)
    assert abs(top_of(page, third) - 120) <= 2
    # Reopened from the list, nothing is open.
    tap(page.locator("button.back"))
    tap(page.locator(".game-open").first)
    expect(page.locator(".battle-title")).to_be_visible()
    expect(page.locator("[data-actions-for]")).to_have_count(0)
    assert errors == []


# A Regiment that owes Morale dice after a Wound Pool, and its enemy.
LINE_AND_FOE = [{"name": "Line", "stands": 6, "files": 3, "wounds": 1, "resolve": 3},
                {"name": "Foe", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 3}]


def settled(page: Page) -> None:
    """The engine has drawn the battle reopened (where dice are put back) and the start
    has settled: nothing puts anything back any more."""
    expect(page.locator("body")).to_have_attribute("data-place", "reopened")


def count_faces(panel: Locator, counts: dict[int, int]) -> None:
    for face, n in counts.items():
        tap(panel.locator(f"[data-face='{face}']"))
        tap(panel.locator(f"[data-count-of='{n}']"))
        expect(panel.locator(f"[data-face='{face}']")).to_have_attribute("data-count", str(n))


def counted(panel: Locator) -> dict[int, int]:
    return {int(f.get_attribute("data-face") or 0): int(f.get_attribute("data-count") or 0)
            for f in panel.locator(".die-face").all()
            if (f.get_attribute("data-count") or "0") != "0"}


def test_dice_counted_and_a_modifier_set_come_back_after_a_reload(
    page: Page, site: str, errors: list[str]
) -> None:
    """Half the Morale dice counted, the phone discards the tab: the same dice are on
    the faces when it comes back, the Resolve modifier too, and the rest go in as before."""
    new_battle(page, site, LINE_AND_FOE)
    wound_pool(page, "r1", 4)
    panel = page.locator("[data-morale-for=r1]")
    tap(panel.locator("[data-action=modifier-plus]"))
    expect(panel.locator("#morale-modifier")).to_have_text("+1")
    count_faces(panel, {1: 2, 6: 1})
    expect(panel.locator(".dice-count")).to_have_text("3 of 4 dice entered")
    page.reload()
    wait_ready(page)
    engine_log(page, 1)
    settled(page)
    expect(panel.locator("#morale-modifier")).to_have_text("+1")
    expect(panel.locator(".dice-count")).to_have_text("3 of 4 dice entered")
    assert counted(panel) == {1: 2, 6: 1}
    # The faces were judged again with the modifier: the Resolve is the engine's, +1.
    expect(panel.locator("#resolve-breakdown")).to_contain_text("+1")
    count_faces(panel, {3: 1})
    tap(panel.locator("[data-action=submit-dice]"))
    expect(regiment(page, "r1").locator(".verdict-line")).to_contain_text("Morale: 4 dice")
    # Applied: the place kept next holds no dice.
    page.evaluate("window.dispatchEvent(new Event('pagehide'))")
    kept = json.loads(page.evaluate("sessionStorage.getItem('aftermath.place')"))
    assert (kept["open"], "entry" in kept) == ("r1", False)
    assert errors == []


def test_dice_counted_before_the_battle_changed_elsewhere_are_not_put_back(
    context: BrowserContext, site: str
) -> None:
    """Those dice were for the battle as it was: the tab left (its place kept), another
    tab acts on the battle meanwhile, and the tab coming back shows the battle as it is
    now, its panel empty. (A tab open all along follows the other's change and keeps its
    dice on screen: they are put back then.)"""
    first = context.new_page()
    new_battle(first, site, LINE_AND_FOE)
    wound_pool(first, "r1", 4)
    panel = first.locator("[data-morale-for=r1]")
    count_faces(panel, {1: 2})
    first.goto("about:blank")  # the page left: its place kept for the tab
    second = context.new_page()
    second.goto(site)
    wait_ready(second)
    engine_log(second, 1)
    # The other player's turn, set on the other tab (the test is still owed).
    tap(second.locator(".battle-bar [data-action=active-1]"))
    wait_actions(second, 2)
    first.goto(site)
    wait_ready(first)
    expect(first.locator(".battle-bar [data-action=active-1]")).to_have_attribute(
        "aria-pressed", "true")
    settled(first)
    # The place is used (the Regiment's actions open again), not the dice.
    expect(panel).to_be_visible()
    expect(panel.locator(".dice-count")).to_have_text("0 of 4 dice entered")
    assert counted(panel) == {}


def test_rerolls_counted_on_a_flank_test_come_back_after_a_reload_with_the_first_roll(
    page: Page, site: str, errors: list[str]
) -> None:
    """The first roll applied, its passes being re-rolled: a reload brings back the
    re-roll step, asked of the engine again, with the re-rolls counted so far."""
    flank_battle(page, site)
    wound_pool(page, "r1", 6)
    panel = page.locator("[data-morale-for=r1]")
    count_faces(panel, {2: 3, 5: 2, 6: 1})
    tap(panel.locator("[data-action=submit-dice]"))
    again = panel.locator("[data-reroll-for='3']")
    count_faces(again, {4: 2})
    page.reload()
    wait_ready(page)
    settled(page)
    expect(again.locator(".reroll-head")).to_have_text(
        "First roll 2, 2, 2, 5, 5, 6: re-roll 3 passed dice (C-23)")
    expect(panel.locator("h3 .morale-heading")).to_have_text("Morale Test: re-roll 3 dice")
    due = page.locator(".bottom-bar .due-text")
    expect(due).to_have_text("Morale Test: re-roll 3 dice (Men-at-Arms)")
    assert counted(again) == {4: 2}
    # Back to the first roll, as entered: the bars say its dice again; forward again.
    tap(again.locator("[data-action=reroll-back]"))
    expect(due).to_have_text("Morale Test due: 6 dice (Men-at-Arms)")
    expect(panel.locator(".dice-count")).to_have_text("6 of 6 dice entered")
    assert counted(panel) == {2: 3, 5: 2, 6: 1}
    expect(page.locator(".battle-bar .bar-sub")).to_have_text(
        "Morale Test due: 6 dice (Men-at-Arms)")
    tap(panel.locator("[data-action=submit-dice]"))
    expect(due).to_have_text("Morale Test: re-roll 3 dice (Men-at-Arms)")
    count_faces(again, {4: 2})
    count_faces(again, {1: 1})
    tap(again.locator("[data-action=submit-dice]"))
    expect(regiment(page, "r1").locator(".verdict-line")).to_have_text(
        "Morale: 6 dice vs Resolve 2 (Terrifying -1), from the flank: 3 re-rolled -> 5 fail; "
        "1 Stand lost")
    assert errors == []


def test_the_push_order_chosen_before_the_dice_comes_back_after_a_reload(
    page: Page, site: str, errors: list[str]
) -> None:
    """The Active Player reordered the pushes, counted some dice, and the tab was
    discarded: the order comes back with the dice, and the test pushes in that order."""
    c19_battle(page, site)
    wound_pool(page, "r2", 3)
    panel = page.locator("[data-morale-for=r2]")
    order = panel.locator(".push-order-list li")
    tap(page.get_by_role("button", name="Push Attackers A later"))
    expect(order.first).to_have_attribute("data-push-order", "r3")
    count_faces(panel, {1: 2})
    page.reload()
    wait_ready(page)
    settled(page)
    assert [n.get_attribute("data-push-order") for n in order.all()] == ["r3", "r1"]
    assert counted(panel) == {1: 2}
    count_faces(panel, {1: 3})
    tap(panel.locator("[data-action=submit-dice]"))
    expect(page.locator(".push-notes li").nth(0)).to_have_text(
        "Player 1 pushes them in this order: Flankers C, Attackers A")
    assert errors == []


def test_dice_kept_are_kept_again_if_the_tab_is_left_before_the_engine_put_them_back(
    page: Page, site: str, errors: list[str]
) -> None:
    """Reopened, the panel is drawn empty from the device while the engine starts; the
    player scrolls and leaves again before it is up. What is kept then is what was
    kept, not that empty panel, and it comes back once the engine is up."""
    new_battle(page, site, LINE_AND_FOE)
    wound_pool(page, "r1", 4)
    panel = page.locator("[data-morale-for=r1]")
    count_faces(panel, {1: 2})
    held: list[Route] = []
    page.context.route("**/build.json", lambda route: held.append(route))
    page.reload()
    expect(panel).to_be_visible()  # drawn from the device, the engine starting
    expect(page.locator("#engine-status")).to_have_attribute("data-state", "starting")
    page.mouse.wheel(0, 200)  # the player's own scroll: the place is no longer put back
    page.evaluate("window.dispatchEvent(new Event('pagehide'))")
    kept = json.loads(page.evaluate("sessionStorage.getItem('aftermath.place')"))
    assert kept["entry"]["dice"] == {"first": {"counts": [[1, 2]], "typed": ""}}
    for route in held:
        route.continue_()
    page.context.unroute("**/build.json")
    wait_ready(page)
    settled(page)
    expect(panel.locator(".dice-count")).to_have_text("2 of 4 dice entered")
    assert counted(panel) == {1: 2}
    assert errors == []


def test_a_wound_pool_entered_comes_back_after_a_reload_with_what_it_was_entered_for(
    page: Page, site: str, errors: list[str]
) -> None:
    """A Wound Pool of 2 from the flank, its Morale Tests turned off, not yet applied
    when the phone discards the tab: the number comes back with its arc and its Morale
    box, never alone (2 from the front would be another pool), and the preview is the
    engine's for that pool. Heal's number comes back the same way."""
    new_battle(page, site, LINE_AND_FOE)
    select(page, "r1")
    tap(page.locator("[data-action=pool-source]"))
    page.locator("#pool-arc").select_option("flank")
    tap(page.locator("[data-key='2']"))
    page.locator("#pool-no-morale").check()
    expect(page.locator("#pool-preview .preview-title")).to_have_text("Preview: 2 Wounds")
    page.reload()
    wait_ready(page)
    settled(page)
    expect(page.locator("#pool-input")).to_have_value("2")
    expect(page.locator("#pool-arc")).to_have_value("flank")
    expect(page.locator("[data-action=pool-source]")).to_have_text(
        "Source not named · Clash · flank")
    expect(page.locator("#pool-no-morale")).to_be_checked()
    expect(page.locator("#pool-preview .preview-title")).to_have_text("Preview: 2 Wounds")
    tap(page.locator("[data-action=apply-pool]"))
    engine_log(page, 1)
    expect(page.locator("[data-morale-for=r1]")).to_have_count(0)  # no Morale Test
    expect(open_log(page).first).to_contain_text(
        "Wound Pool of 2 (flank) on Line (no Morale Tests)")
    # Applied: the next place holds no pool; a Heal entered comes back as well.
    tap(page.locator("[data-tab=heal]"))
    tap(page.locator("[data-key='2']"))
    expect(page.locator("#heal-points")).to_have_value("2")
    page.reload()
    wait_ready(page)
    settled(page)
    expect(page.locator("[data-tab=heal]")).to_have_attribute("aria-selected", "true")
    expect(page.locator("#heal-points")).to_have_value("2")
    assert errors == []


def test_a_wound_pool_entered_comes_back_after_a_reload_made_on_the_odds_tab(
    page: Page, site: str, errors: list[str]
) -> None:
    """A pool of 3 entered, then a look at the Odds tab, and the phone discards the tab:
    back on the Pool tab, the 3 is there, as it is without a reload (it was kept only
    while the Pool tab was open)."""
    new_battle(page, site, LINE_AND_FOE)
    select(page, "r1")
    tap(page.locator("[data-key='3']"))
    expect(page.locator("#pool-input")).to_have_value("3")
    tap(page.locator("[data-tab=odds]"))
    page.reload()
    wait_ready(page)
    settled(page)
    expect(page.locator("[data-tab=odds]")).to_have_attribute("aria-selected", "true")
    tap(page.locator("[data-tab=pool]"))
    expect(page.locator("#pool-input")).to_have_value("3")
    tap(page.locator("[data-action=apply-pool]"))
    engine_log(page, 1)
    expect(open_log(page).first).to_contain_text("Wound Pool of 3 on Line")
    assert errors == []
