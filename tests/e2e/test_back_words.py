"""Back buttons say where they go, on a 360x740 touch phone: a lone "‹" told a new
player nothing. Each is a word ("‹ Battles", "‹ New battle"), a 44 px target, and the
top bars of the Conquest and Ninth Age battles still fit at 360 px with a long name."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from . import conquest_page as qp
from . import ninth_age_page as na
from .axe import axe_violations
from .conftest import at_home, start_home
from .conquest_page import tap

pytestmark = pytest.mark.e2e

LONG = "The Battle of the Crimson Fields at the Ford of Kings, second day"
WIDTH = 360


def box(locator: Locator) -> dict[str, float]:
    found = locator.bounding_box()
    assert found is not None
    return found


def fits(page: Page, bar: Locator) -> None:
    """The bar's buttons inside the 360 px screen, none over another, each 44 px; the
    title cut with an ellipsis rather than pushing them out."""
    edges: list[Any] = bar.evaluate(
        """(b) => [b.scrollWidth, b.clientWidth,
                   ...[...b.querySelectorAll(':scope > button')].map((n) => {
                     const r = n.getBoundingClientRect();
                     return [r.left, r.right, r.width, r.height]; })]""")
    scroll, client, *buttons = edges
    assert scroll <= client, (scroll, client)
    for left, right, width, height in buttons:
        assert left >= 0 and right <= WIDTH, buttons
        assert width >= 44 and height >= 44, buttons
    lefts = sorted(buttons)
    assert all(a[1] <= b[0] + 0.5 for a, b in itertools.pairwise(lefts)), lefts
    title = box(bar.locator(".battle-title"))
    assert title["width"] >= 60, title


def test_the_battle_bars_back_says_battles_and_fits_beside_a_long_name(
        shared_phone: Page, site: str) -> None:
    with start_home(shared_phone) as page:
        qp.new_battle(page, site, [{"name": "Knights", "player": 0, "stands": 3, "files": 3,
                                          "wounds": 1, "resolve": 3}],
                      name=LONG)
        bar = page.locator(".battle-bar")
        back = bar.locator("button.back")
        expect(back).to_have_text("‹Back to Battles")
        expect(back).to_have_accessible_name("Back to Battles")
        expect(back.locator(".bar-icon")).to_be_visible()
        fits(page, bar)
        assert axe_violations(page, selector=".battle-bar", where="Conquest bar") == []
        size = back.evaluate("(n) => parseFloat(getComputedStyle(n).fontSize)")
        assert size >= 12, size
        tap(back)
        expect(page.locator("[data-action=new-conquest]")).to_be_visible()
        na.new_battle(page, site, [{"name": "Trolls", "player": 0, "models": 6, "files": 3,
                                    "hp": 3, "characters": []}], name=LONG)
        bar = page.locator(".battle-bar")
        expect(bar.locator("button.back")).to_have_accessible_name("Back to Battles")
        fits(page, bar)


def test_muster_and_the_list_import_say_where_back_goes(shared_phone: Page, site: str) -> None:
    with start_home(shared_phone) as page:
        at_home(page, site)
        tap(page.locator("[data-action=muster]"))
        back = page.locator(".muster .screen-head .back")
        expect(back).to_have_text("‹ Back to Battles")
        assert box(back)["height"] >= 44 and box(back)["width"] >= 44
        at_home(page, site)
        tap(page.locator("[data-action=new-conquest]"))
        tap(page.locator("[data-action=import-for][data-import-side='0']"))
        back = page.locator(".screen-head .back")
        expect(back).to_have_accessible_name("‹ Back to the New battle")
        assert box(back)["height"] >= 44
        assert axe_violations(page, where="list import") == []
        tap(back)
        expect(page.locator("[data-action=import-for][data-import-side='0']")).to_be_visible()
