"""A Charge on a battlefield whose Regiments are not all placed yet (C-17), on a phone at
360x740: the battlefield starts empty and each Regiment goes on it with its Move tab. A
Charge sets the attacker flush against an edge of the enemy, so it needs the enemy on the
battlefield, not the attacker: the Charge tab says so in the engine's words with its rule,
for a Regiment of either player, and never draws edges it does not have."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect

from . import conquest_page as qp
from .axe import axe_violations
from .conftest import start_home

pytestmark = pytest.mark.e2e

# Raiders and Raiders 2 are Player 1's, Werewargs and Huskarls Player 2's; none placed.
ARMIES = [
    {"name": "Raiders", "stands": 3, "files": 3, "wounds": 3, "resolve": 2},
    {"name": "Raiders 2", "stands": 3, "files": 3, "wounds": 3, "resolve": 2},
    {"name": "Werewargs", "player": 1, "kind": "cavalry", "stands": 3, "files": 3, "wounds": 4,
     "resolve": 3},
    {"name": "Huskarls", "player": 1, "stands": 3, "files": 3, "wounds": 3, "resolve": 3},
]


@pytest.fixture
def page_errors(shared_phone: Page) -> Iterator[list[str]]:
    found: list[str] = []

    def heard(exc: Exception) -> None:
        found.append(str(exc))

    shared_phone.on("pageerror", heard)
    yield found
    shared_phone.remove_listener("pageerror", heard)


def charge_tab(page: Page, attacker: str, enemy: str) -> None:
    qp.select(page, attacker)
    qp.tap(page.locator("[data-tab=charge]"))
    qp.tap(page.locator(f"[data-charge-enemy={enemy}]"))


def refused_for_unplaced(page: Page, words: str) -> None:
    """The engine's refusal alone: no edge to tap, no drawing, no script's error."""
    body = page.locator(".charge-body")
    refused = body.locator(".refused")
    expect(refused).to_have_text(f"Not now: {words} (C-17)")
    expect(refused).to_have_attribute("data-refused-rule", "C-17")
    expect(body.locator("[data-charge-edge], .charge-drawing, .message.error")).to_have_count(0)


def test_c17_charging_an_enemy_not_on_the_battlefield_says_why_in_words(
    shared_phone: Page, site: str, page_errors: list[str]
) -> None:
    with start_home(shared_phone) as page:
        qp.use_touch(page)
        qp.new_battle(page, site, ARMIES, name="Unplaced", battlefield=(1829, 1219))
        # Player 2's Werewargs on Raiders 2, neither placed.
        charge_tab(page, "r3", "r2")
        refused_for_unplaced(page, "Raiders 2 is not on the battlefield yet: Move it onto the "
                             "battlefield first, then Werewargs can charge one of its edges")
        assert axe_violations(page, where="charge refused: enemy not placed") == []
        # Player 1's Raiders on the Werewargs: the same, the other way round.
        charge_tab(page, "r1", "r3")
        refused_for_unplaced(page, "Werewargs is not on the battlefield yet: Move it onto the "
                             "battlefield first, then Raiders can charge one of its edges")
        # Raiders 2 placed with its Move tab.
        qp.select(page, "r2")
        qp.tap(page.locator("[data-tab=place]"))
        page.locator("#place-x").fill("36")
        page.locator("#place-y").fill("12")
        qp.tap(page.locator("[data-action=apply-place]"))
        expect(page.locator("[data-bf-regiment=r2]")).to_have_count(1)
        # Placed on unplaced: still the enemy is missing.
        charge_tab(page, "r2", "r4")
        refused_for_unplaced(page, "Huskarls is not on the battlefield yet: Move it onto the "
                             "battlefield first, then Raiders 2 can charge one of its edges")
        # Unplaced on placed: the Charge itself sets the Werewargs on the battlefield.
        charge_tab(page, "r3", "r2")
        expect(page.locator(".charge-body .refused")).to_have_count(0)
        expect(page.locator("[data-charge-edge]")).to_have_count(4)
        qp.tap(page.locator("[data-charge-edge=front]"))
        expect(qp.regiment(page, "r3").locator(".verdict-line")).to_contain_text("Charged")
        expect(page.locator("[data-bf-regiment=r3]")).to_have_count(1)
    assert page_errors == []
    assert "Cannot read properties" not in shared_phone.content()
