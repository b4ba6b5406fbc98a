"""The top-down battlefield through the page: contacts from positions, a Stranded
Regiment pushed back into contact, with the distance shown (C-17 to C-19)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .axe import axe_violations
from .conftest import at_home, start_home, wait_ready
from .conquest_page import new_battle, new_round, tap, wound_pool

pytestmark = pytest.mark.e2e


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def test_fig_6_1_example_a_is_pushed_back_into_contact_and_the_push_is_drawn(
    page: Page, site: str, errors: list[str]
) -> None:
    at_home(page, site)
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
        "Regiment A presses the attack: pushed 1.6″ (1.6″ forward)")
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
    ], battlefield=(1200, 1200), typed=True)
    field = page.locator("svg.battlefield")
    expect(field.locator("[data-bf-regiment=r1]")).to_have_attribute("data-engagement",
                                                                     "engaged")
    expect(page.locator("[data-regiment=r2] [data-stand=r2f0]")).to_have_attribute(
        "data-engaged", "true")
    wound_pool(page, "r2", 3, morale=False)
    expect(field.locator("[data-push-distance='40']")).to_be_visible()


def test_a_push_label_stays_inside_the_battlefield_and_goes_with_a_later_action(
    shared_phone: Page, site: str
) -> None:
    """C-19 on a 360 px phone: the distance beside the push arrow is drawn whole inside
    the battlefield, and the arrow belongs to the last action only: another tab's
    later action (which pushed nothing) takes it away, as an undo here does."""
    with start_home(shared_phone) as page:
        at_home(page, site)
        tap(page.locator("[data-example=ch6-press-the-attack]"))
        wound_pool(page, "b", 3, morale=False)
        field = page.locator("svg.battlefield")
        expect(field.locator("[data-push=a]")).to_have_count(1)
        inside = page.evaluate("""() => {
          const f = document.querySelector('svg.battlefield').getBoundingClientRect();
          const t = document.querySelector('.bf-push-label').getBoundingClientRect();
          return [t.left >= f.left, t.right <= f.right, t.top >= f.top, t.bottom <= f.bottom];
        }""")
        assert inside == [True, True, True, True]
        # Another tab on the same battle starts a new Round: no push in it.
        other = page.context.new_page()
        other.goto(site)
        wait_ready(other)
        expect(other.locator(".battle-title")).to_have_text("Press the Attack (Fig 6.1)")
        new_round(other)
        expect(other.locator("[data-round]")).to_have_attribute("data-round", "2")
        expect(page.locator("[data-round]")).to_have_attribute("data-round", "2")
        expect(field.locator("[data-push]")).to_have_count(0)
        expect(page.locator(".push-notes")).to_have_count(0)
        # Its own undo of that Round: still no arrow (the push is not the last action).
        tap(page.locator("[data-action=undo]"))
        expect(page.locator("[data-round]")).to_have_attribute("data-round", "1")
        expect(field.locator("[data-push]")).to_have_count(0)
        # Redo of the push itself draws it again.
        tap(page.locator("[data-action=undo]"))
        tap(page.locator("[data-action=redo]"))
        expect(field.locator("[data-push=a]")).to_have_count(1)
        other.close()


def test_a_regiment_card_says_its_engaged_edges_in_text(shared_phone: Page, site: str) -> None:
    """Engaged edges are not colour alone (nor only an SVG title): each card says them
    in words at 12 px or more, from the engine's view (C-17)."""
    with start_home(shared_phone) as page:
        at_home(page, site)
        tap(page.locator("[data-example=ch6-press-the-attack]"))
        note = page.locator("article[data-regiment=a] .engaged-note")
        expect(note).to_have_text("Engaged: front (with Regiment B)")
        expect(page.locator("article[data-regiment=b] .engaged-note")).to_have_text(
            "Engaged: rear (with Regiment A)")
        assert note.evaluate("(e) => parseFloat(getComputedStyle(e).fontSize)") >= 12
        assert axe_violations(page, where="Conquest screen, engaged Regiments") == []
