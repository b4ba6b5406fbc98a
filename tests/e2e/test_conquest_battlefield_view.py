"""The top-down battlefield through the page: contacts from positions, a Stranded
Regiment pushed back into contact, with the distance shown (C-17 to C-19)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .conftest import wait_ready
from .conquest_page import new_battle, tap, wound_pool

pytestmark = pytest.mark.e2e


def test_fig_6_1_example_a_is_pushed_back_into_contact_and_the_push_is_drawn(
    page: Page, site: str, errors: list[str]
) -> None:
    page.goto(site)
    wait_ready(page)
    tap(page.locator("[data-example=ch6-press-the-attack]"))
    field = page.locator("svg.battlefield")
    expect(field.locator("[data-bf-regiment=a]")).to_have_attribute("data-engagement", "engaged")
    before = field.locator("[data-bf-regiment=a] [data-bf-stand=r0f1]").get_attribute(
        "data-centre")
    wound_pool(page, "b", 3, morale=False)
    # Inches first, the mm alongside; a setting on the device shows mm only.
    expect(field.locator("[data-push-distance='40']")).to_have_text("pushed 1.6″ (40 mm)")
    tap(page.locator("[data-action=distance-units]"))
    expect(field.locator("[data-push-distance='40']")).to_have_text("pushed 40 mm")
    tap(page.locator("[data-action=distance-units]"))
    # No Regiment's name is drawn over a Stand.
    overlaps = page.evaluate("""() => {
      const stands = [...document.querySelectorAll('.bf-stand')]
        .map((s) => s.getBoundingClientRect());
      return [...document.querySelectorAll('.bf-label')].filter((t) => {
        const b = t.getBoundingClientRect();
        return stands.some((s) => b.left < s.right && b.right > s.left
                                  && b.top < s.bottom && b.bottom > s.top);
      }).map((t) => t.textContent);
    }""")
    assert overlaps == []
    expect(page.locator(".push-notes")).to_contain_text(
        "Regiment A presses the attack: pushed 40 mm (40 mm forward)")
    after = field.locator("[data-bf-regiment=a] [data-bf-stand=r0f1]").get_attribute(
        "data-centre")
    assert (before, after) == ("300,160", "300,200")
    expect(field.locator("[data-bf-regiment=a]")).to_have_attribute("data-engagement", "engaged")
    tap(page.locator("[data-action=undo]"))
    expect(field.locator("[data-bf-regiment=a] [data-bf-stand=r0f1]")).to_have_attribute(
        "data-centre", "300,160")
    assert errors == []


def test_a_battle_set_up_on_a_table_from_the_form(page: Page, site: str) -> None:
    new_battle(page, site, [
        {"name": "Attackers", "stands": 3, "files": 3, "wounds": 1, "resolve": 3,
         "position": {"x": 600, "y": 480, "facing": 0}},
        {"name": "Defenders", "player": 1, "stands": 9, "files": 3, "wounds": 1, "resolve": 3,
         "position": {"x": 600, "y": 600, "facing": 0}},
    ], battlefield=(1200, 1200))
    field = page.locator("svg.battlefield")
    expect(field.locator("[data-bf-regiment=r1]")).to_have_attribute("data-engagement",
                                                                     "engaged")
    expect(page.locator("[data-regiment=r2] [data-stand=r2f0]")).to_have_attribute(
        "data-engaged", "true")
    wound_pool(page, "r2", 3, morale=False)
    expect(field.locator("[data-push-distance='40']")).to_be_visible()
