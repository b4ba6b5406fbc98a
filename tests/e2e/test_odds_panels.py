"""Odds panels through the page: the engine's exact numbers, rounded, exact on tap."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page, expect

from .conquest_page import new_battle, select, tap

pytestmark = pytest.mark.e2e


@pytest.fixture
def page(shared_page: Page) -> Page:
    """This module's tests share one booted page (conftest.module_page)."""
    return shared_page


def keys(scope: Page | Locator, field_id: str, digits: str) -> None:
    """Enter a count with the shared keypad: open it, clear, tap the digits."""
    field = scope.locator(f"[data-count={field_id}]")
    toggle = field.locator(".pad-toggle")
    tap(toggle)
    expect(toggle).to_have_attribute("aria-expanded", "true")
    tap(field.locator("[data-key=clear]"))
    for d in digits:
        tap(field.locator(f"[data-key='{d}']"))
    expect(field.locator(f"#{field_id}")).to_have_value(digits)


def test_conquest_odds_for_a_3_stand_regiment_show_the_hand_computed_chances(
    page: Page, site: str, errors: list[str]
) -> None:
    """The odds engine's hand case (tests/unit/test_odds_conquest.py): 3 Stands of Wounds
    1, Resolve 3, a pool of exactly 2: Broken at once with B = 1, then 2 Morale dice at
    the lowest Resolve 3 (Broken, no size bonus): Shattered unless both pass, 3/4."""
    new_battle(page, site, [{"name": "Thin Line", "stands": 3, "files": 3, "wounds": 1,
                             "resolve": 3},
                            {"name": "Foes", "player": 1, "stands": 3, "files": 3,
                             "wounds": 1, "resolve": 2}])
    select(page, "r1")
    tap(page.locator("[data-tab=odds]"))
    keys(page, "odds-pool", "2")
    tap(page.locator("[data-action=run-odds]"))
    shattered = page.locator("[data-odds=shattered]")
    expect(shattered).to_have_attribute("data-probability", "3/4")
    expect(shattered.locator(".odds-value")).to_have_text("75%")
    tap(shattered)
    expect(shattered.locator(".odds-value")).to_have_text("3/4")
    expect(page.locator("[data-odds=broken] .odds-value")).to_have_text("25%")
    expect(page.locator("[data-odds-chart=stands-lost] .odds-bar")).to_have_count(2)
    expect(page.locator("[data-odds=stands-lost-3] .odds-value")).to_have_text("75%")
    # Beside the Stands lost (the Morale Test's included), each reading says what it is:
    # the pool's 2 Wounds, then the failed Morale dice (both pass: 1/2 x 1/2).
    expect(page.locator("[data-odds-chart=wounds] figcaption")).to_contain_text(
        "Wounds from the Wound Pool")
    failed = page.locator("[data-odds-chart=morale-failed]")
    expect(failed.locator("figcaption")).to_contain_text("Failed Morale dice")
    expect(failed.locator("[data-odds=morale-failed-0]")).to_have_attribute(
        "data-probability", "1/4")
    expect(failed.locator("[data-odds=morale-failed-1]")).to_contain_text("1 die")
    # A fixed pool is certain: said in words, not drawn as one bar at 100%.
    pool = page.locator("[data-odds-chart=wounds]")
    expect(pool.locator("figcaption")).to_have_text(
        "Wounds from the Wound Pool: certainly 2 Wounds")
    expect(pool.locator(".odds-bar")).to_have_count(0)
    # Odds shown are for the counts asked with: a new count clears them; "1 Wound".
    field = page.locator("[data-count=odds-pool]")  # its keypad still open
    tap(field.locator("[data-key=clear]"))
    tap(field.locator("[data-key='1']"))
    expect(page.locator(".odds-result [data-odds]")).to_have_count(0)
    tap(page.locator("[data-action=run-odds]"))
    expect(pool.locator("figcaption")).to_have_text(
        "Wounds from the Wound Pool: certainly 1 Wound")
    page.get_by_label("If it takes").select_option("attacks")
    expect(page.locator(".odds-result [data-odds]")).to_have_count(0)
    assert errors == []


def test_conquest_odds_from_attacks(page: Page, site: str) -> None:
    new_battle(page, site, [{"name": "Line", "stands": 6, "files": 3, "wounds": 1,
                             "resolve": 3},
                            {"name": "Foes", "player": 1, "stands": 3, "files": 3,
                             "wounds": 1, "resolve": 2}])
    select(page, "r1")
    tap(page.locator("[data-tab=odds]"))
    page.get_by_label("If it takes").select_option("attacks")
    keys(page, "odds-count", "3")
    page.get_by_label("Hit on (Clash/Volley)", exact=True).fill("3")
    tap(page.get_by_role("button", name="− one fewer: Defense/Evasion"))  # 2 -> 1
    tap(page.locator("[data-action=run-odds]"))
    # Each attack wounds with 1/2 * 5/6 = 5/12; no wound at all: (7/12)^3 = 343/1728.
    expect(page.locator("[data-odds=wounds-0]")).to_have_attribute("data-probability",
                                                                    "343/1728")


def test_ninth_age_odds_start_from_the_carried_over_health_points(page: Page, site: str) -> None:
    """The odds engine's Trolls case: 1 lost HP carried, 2 attacks hitting and wounding
    on 4+, no saves: 2 more HP (both attacks through, 1/4 x 1/4 = 1/16) remove a Troll;
    exactly one through (2 x 1/4 x 3/4 = 3/8) leaves 2 HP carried."""
    from . import ninth_age_page as na

    na.new_battle(page, site, [{"name": "Trolls", "models": 10, "files": 5, "hp": 3}],
                  name="Trolls")
    na.lose(page, "u1", 1)
    expect(na.unit(page, "u1")).to_have_attribute("data-lost-hp", "1")
    na.select(page, "u1")
    panel = page.locator("details.odds-panel")
    tap(panel.locator("summary"))
    keys(panel, "na-odds-count", "2")
    panel.get_by_label("To hit (X+)", exact=True).fill("4")
    panel.get_by_label("To wound (X+)", exact=True).fill("4")
    tap(panel.locator("[data-action=run-na-odds]"))
    expect(panel.locator("[data-odds=models-removed-1]")).to_have_attribute(
        "data-probability", "1/16")
    expect(panel.locator("[data-odds=carried-2]")).to_have_attribute("data-probability", "3/8")


def test_campaign_survival_chances_before_rolling(page: Page, site: str) -> None:
    """One model lost each side: r = 1, a Pyrrhic Victory for both (W-1), so each lost
    model lives on a 6 or less: 6/20 = 3/10 (W-2)."""
    from . import campaign_page as cp
    from .test_campaign_screen import BLUE, RED

    cp.start(page, site)
    cp.open_rosters(page)
    cp.new_roster(page, RED)
    cp.new_roster(page, BLUE)
    cp.home(page)
    cp.start_aftermath(page, "Red Company (VP 5)", "Blue Host (VP 50)",
                       {0: ["Captain Red"], 1: ["Blue Knight"]}, unrecoverable=[])
    chances = page.locator(".odds-side .odds-chances [data-probability]")
    expect(chances).to_have_count(2)
    assert [c.get_attribute("data-probability") for c in chances.all()] == ["3/10", "3/10"]
    expect(chances.first.locator(".odds-value")).to_have_text("30%")
