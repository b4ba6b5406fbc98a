"""Odds panels through the page: the engine's exact numbers, rounded, exact on tap."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .conquest_page import new_battle, select, tap

pytestmark = pytest.mark.e2e


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
    page.get_by_label("Wounds", exact=True).fill("2")
    tap(page.locator("[data-action=run-odds]"))
    shattered = page.locator("[data-odds=shattered]")
    expect(shattered).to_have_attribute("data-probability", "3/4")
    expect(shattered.locator(".odds-value")).to_have_text("75%")
    tap(shattered)
    expect(shattered.locator(".odds-value")).to_have_text("3/4")
    expect(page.locator("[data-odds=broken] .odds-value")).to_have_text("25%")
    expect(page.locator("[data-odds-chart=stands-lost] .odds-bar")).to_have_count(2)
    expect(page.locator("[data-odds=stands-lost-3] .odds-value")).to_have_text("75%")
    assert errors == []


def test_conquest_odds_from_attacks(page: Page, site: str) -> None:
    new_battle(page, site, [{"name": "Line", "stands": 6, "files": 3, "wounds": 1,
                             "resolve": 3},
                            {"name": "Foes", "player": 1, "stands": 3, "files": 3,
                             "wounds": 1, "resolve": 2}])
    select(page, "r1")
    tap(page.locator("[data-tab=odds]"))
    page.get_by_label("If it takes").select_option("attacks")
    page.get_by_label("Attacks", exact=True).fill("3")
    page.get_by_label("Hit on (Clash/Volley)").fill("3")
    page.get_by_label("Defense/Evasion").fill("1")
    tap(page.locator("[data-action=run-odds]"))
    # Each attack wounds with 1/2 * 5/6 = 5/12; no wound at all: (7/12)^3 = 343/1728.
    expect(page.locator("[data-odds=wounds-0]")).to_have_attribute("data-probability",
                                                                    "343/1728")
