"""The game screens laid out for a 360x740 touch phone: every tab in view with each
label on one line, rows of one kind the same height, "->" kept with its neighbours, the typed
dice field above the bottom bar and the New battle form's Start on the first screen."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page, expect

from . import campaign_page as cp
from . import conquest_page as qp
from . import ninth_age_page as na
from .conftest import at_home, laid_out, start_home
from .test_table_flow import ON_SCREEN

pytestmark = pytest.mark.e2e

# How many lines a node's own text is drawn on.
LINES = """(n) => { const r = document.createRange(); r.selectNodeContents(n);
  return new Set([...r.getClientRects()].filter((b) => b.width > 0)
    .map((b) => Math.round(b.top))).size; }"""

# The lines the arrow and the words either side of it are drawn on.
ARROW_LINES = """(arrow) => { const r = document.createRange();
  r.setStart(arrow.previousSibling, Math.max(0, arrow.previousSibling.length - 4));
  r.setEnd(arrow.nextSibling, Math.min(arrow.nextSibling.length, 4));
  return new Set([...r.getClientRects()].filter((b) => b.width > 0)
    .map((b) => Math.round(b.top))).size; }"""

BOX = "(n) => { const r = n.getBoundingClientRect(); return [r.top, r.bottom, r.width, r.height]; }"


def one_row_one_line(buttons: Locator) -> None:
    boxes = [b.evaluate(BOX) for b in buttons.all()]
    assert len({round(top) for top, *_ in boxes}) == 1, boxes  # one row
    assert all(w >= 44 and h >= 44 for *_, w, h in boxes), boxes  # 44 px targets
    result = [b.evaluate(LINES) for b in buttons.all()]
    expected = [1] * len(boxes)
    assert result == expected, [b.inner_text() for b in buttons.all()]


def morale_owed(page: Page, site: str) -> None:
    qp.new_battle(page, site, [
        {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 1, "resolve": 2,
         "characters": [{"name": "Captain Voss", "wounds": 3, "resolve": 3}]},
        {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}],
        battlefield=(1829, 1219))
    qp.select(page, "r1")


def test_conquest_tabs_are_all_in_view_each_label_on_one_line(shared_phone: Page,
                                                              site: str) -> None:
    with start_home(shared_phone) as page:
        morale_owed(page, site)
        tabs = page.locator("[role=tablist] [data-tab]")
        expect(tabs).to_have_count(7)  # Wound Pool to Move: the longest strip
        # Two rows at most, none of them off the side of the phone.
        # Measured together once the strip is laid out (the panel may still be drawing
        # the Morale Test it owes: a tab measured mid-draw has no box yet).
        boxes: list = []
        for _ in range(50):
            boxes = tabs.evaluate_all(f"(ns) => ns.map({BOX})")
            if all(w and h for *_, w, h in boxes):
                break
            page.wait_for_timeout(100)
        assert len({round(top) for top, *_ in boxes}) <= 2, boxes
        assert all(w >= 44 and h >= 44 for *_, w, h in boxes), boxes
        lefts = tabs.evaluate_all("(ns) => ns.map((n) => n.getBoundingClientRect().right)")
        assert max(lefts) <= 360, lefts
        assert [b.evaluate(LINES) for b in tabs.all()] == [1] * 7
        assert page.evaluate("document.documentElement.scrollWidth") <= 360


def test_ninth_age_loss_kinds_are_one_row_each_label_on_one_line(shared_phone: Page,
                                                                 site: str) -> None:
    with start_home(shared_phone) as page:
        na.new_battle(page, site, [{"name": "Trolls", "models": 6, "files": 3, "hp": 3},
                                   {"name": "Goblins", "player": 1, "models": 10, "files": 5,
                                    "hp": 1}])
        na.select(page, "u1")
        one_row_one_line(page.locator("[data-loss-kind]"))


def test_the_arrow_of_a_verdict_stays_with_its_neighbours(shared_phone: Page, site: str) -> None:
    with start_home(shared_phone) as page:
        morale_owed(page, site)
        qp.wound_pool(page, "r1", 4, morale=False)  # 4 of 7, Voss counted: Broken (C-14)
        line = qp.regiment(page, "r1").locator(".verdict-line")
        expect(line).to_contain_text("-> BROKEN")
        arrows = line.locator(".arrow")
        expect(arrows).to_have_count(1)
        # Narrower than any phone: the line must wrap, never at the arrow.
        line.evaluate("(n) => { n.style.width = '11em'; }")
        assert line.evaluate(LINES) > 1
        assert arrows.first.evaluate(ARROW_LINES) == 1


def test_the_typed_dice_field_is_above_the_bottom_bar(shared_phone: Page, site: str) -> None:
    with start_home(shared_phone) as page:
        morale_owed(page, site)
        qp.tap(page.locator("[data-tab=pool]"))
        qp.tap(page.locator("[data-key='2']"))
        qp.tap(page.locator("[data-action=apply-pool]"))
        morale = page.locator("[data-morale-for=r1]")
        qp.tap(morale.locator("[data-face='3']"))
        bar_top = page.locator(".bottom-bar").evaluate(BOX)[0]
        for part in (morale.locator("label[for=dice-typed-6]"), morale.locator("#dice-typed-6")):
            top, bottom, *_ = part.evaluate(BOX)
            assert top >= 0 and bottom <= bar_top, (part, top, bottom, bar_top)
        # Focused, the browser scrolls the field into view knowing nothing of the bar (it
        # stood under it): the page brings it above the bar again.
        page.evaluate("window.scrollTo(0, 0)")
        morale.locator("#dice-typed-6").focus()
        laid_out(page)
        laid_out(page)
        field = morale.locator("#dice-typed-6")
        top, bottom, *_ = field.evaluate(BOX)
        bar_top = page.locator(".bottom-bar").evaluate(BOX)[0]
        assert top >= 0 and bottom <= bar_top, ("focused", top, bottom, bar_top)
        # Typed dice the engine refuses: its reason, above the field, makes the panel
        # taller while the player types; the field stays above the bar.
        page.keyboard.type("7 2")
        expect(morale.locator(".dice-failures")).to_have_text("7: must be a D6 result from 1 to 6")
        laid_out(page)
        laid_out(page)
        top, bottom, *_ = field.evaluate(BOX)
        bar_top = page.locator(".bottom-bar").evaluate(BOX)[0]
        assert top >= 0 and bottom <= bar_top, ("refused", top, bottom, bar_top)


def test_the_charge_edges_are_rows_of_one_height(shared_phone: Page, site: str) -> None:
    with start_home(shared_phone) as page:
        qp.new_battle(page, site, [
            {"name": "Knights", "stands": 3, "files": 3, "wounds": 4, "resolve": 3},
            {"name": "Terrors", "player": 1, "stands": 6, "files": 3, "wounds": 1, "resolve": 2}])
        qp.select(page, "r1")
        qp.tap(page.locator("[data-tab=charge]"))
        enemy = page.locator("[data-charge-enemy]")
        if enemy.count() and enemy.first.get_attribute("aria-pressed") != "true":
            qp.tap(enemy.first)
        edges = page.locator(".charge-edge")
        expect(edges).to_have_count(4)
        heights = {round(e.evaluate(BOX)[3]) for e in edges.all()}
        assert len(heights) == 1, heights


def test_start_battle_is_on_the_first_screen_of_the_new_battle_form(shared_phone: Page,
                                                                   site: str) -> None:
    with start_home(shared_phone) as page:
        at_home(page, site)
        qp.tap(page.locator("[data-action=new-conquest]"))
        start = page.locator("form.setup [data-action=create-battle]")
        expect(start).to_have_text("Start battle")
        assert start.evaluate(ON_SCREEN)
        # Still there with the form scrolled half way, and it still starts the battle.
        page.mouse.wheel(0, 600)
        assert start.evaluate(ON_SCREEN)
        qp.tap(start)
        expect(page.locator("[data-regiment]").first).to_be_visible()


# Scrolled to ``y`` at once, and where it came to: the check after it sees that place.
SCROLL_TO = "(y) => { window.scrollTo({ top: y, behavior: 'instant' }); return window.scrollY; }"


def on_screen_however_scrolled(page: Page, button: Locator) -> None:
    """``button`` seen whole at the top of a page over two screens long and further down."""
    for y in (0, 900):
        page.evaluate(SCROLL_TO, y)
        assert page.evaluate("document.documentElement.scrollHeight") > 2 * 740
        assert button.evaluate(ON_SCREEN), y


def test_every_forms_start_stays_on_the_screen_however_long_the_form(shared_phone: Page,
                                                                     site: str) -> None:
    """The Conquest form's Start stayed on the screen; the Ninth Age form's and a
    warband's Save were screens down under a long form (a campaign's Start too, whose
    form takes two saved warbands: the same row, the same rule)."""
    with start_home(shared_phone) as page:
        at_home(page, site)
        qp.tap(page.locator("[data-action=new-ninth-age]"))
        form = page.locator("form.ninth-age-setup")
        for _ in range(3):
            qp.tap(form.locator("[data-action=add-unit]"))
        on_screen_however_scrolled(page, form.locator("[data-action=create-battle]"))
        qp.tap(form.get_by_role("button", name="Cancel"))
        cp.open_rosters(page)
        qp.tap(page.locator("[data-action=new-roster]"))
        roster = page.locator("form.roster-edit")
        for _ in range(5):
            qp.tap(roster.locator("[data-action=add-model]"))
        on_screen_however_scrolled(page, roster.locator("[data-action=save-roster]"))

