"""The battlefield seen from either side of the table, at 360x740 with touch, on the
two-fights battle of Ana (her edge at y = 0) and Ben (his at the far edge): from Ben's
side the whole table is turned half a turn, so his left at the table (larger table x,
as he faces down it) is left on the screen; labels stay upright; a touch drag and a
turn land in the table's mm; Fit engagements and a pick from the list frame what they
should; the choice is kept per battle on the device, across a reload. Also: the
Regiment picked is this battle's, not carried into the next battle opened, and the
list under the drawing says who is Unengaged (no second list of them)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from . import conquest_page as qp
from .axe import axe_violations
from .conftest import laid_out, wait_ready
from .phone import ARTIFACTS, phone, phone_checks
from .test_battlefield_drag import centre, touch_drag
from .test_battlefield_fingers import two_fights

pytestmark = pytest.mark.e2e

BOX = "(n) => { const b = n.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; }"
# Every label's own transform on screen: upright text has no turn in it (b = c = 0,
# a and d positive), whatever the side the table is seen from.
UPRIGHT = """() => [...document.querySelectorAll('svg.battlefield text')].map((t) => {
  const m = t.getCTM(); return [t.textContent, m.a, m.b, m.c, m.d,
    t.getAttribute('transform'), t.getAttribute('rotate')]; })"""
# Where a table point (mm, y up the table) is on screen, from the test's own arithmetic
# of the turned drawing (x and y both run the other way), not the page's.
SCREEN_OF = """([x, y, turned]) => {
  const svg = document.querySelector('svg.battlefield');
  const t = svg.querySelector('.table');
  const [w, d] = [Number(t.getAttribute('width')), Number(t.getAttribute('height'))];
  const p = new DOMPoint(turned ? w - x : x, turned ? y : d - y)
    .matrixTransform(svg.getScreenCTM());
  return [p.x, p.y];
}"""
# The Undo label's place, in this device's unit (inches unless set to mm).
PLACE = re.compile(r"moved to \(([-\d.]+)″, ([-\d.]+)″\)")


def box(page: Page, rid: str) -> list[float]:
    found: list[float] = page.locator(f"svg.battlefield [data-bf-regiment={rid}]").evaluate(BOX)
    return found


def position(page: Page, rid: str) -> tuple[float, float, float]:
    g = page.locator(f"svg.battlefield [data-bf-regiment={rid}]")
    return (float(g.get_attribute("data-x") or "nan"), float(g.get_attribute("data-y") or "nan"),
            float(g.get_attribute("data-facing") or "nan"))


def see_from(page: Page, side: int, name: str) -> None:
    button = page.locator(f".bf-sides [data-seen-from='{side}']")
    expect(button).to_have_text(f"Seen from {name}'s side")
    qp.tap(button)
    expect(button).to_have_attribute("aria-pressed", "true")
    expect(page.locator(f".bf-sides [data-seen-from='{1 - side}']")).to_have_attribute(
        "aria-pressed", "false")
    expect(page.locator("svg.battlefield")).to_have_attribute("data-seen-from", str(side))
    laid_out(page)


def assert_upright(page: Page) -> None:
    labels = page.evaluate(UPRIGHT)
    assert labels
    for text, a, b, c, d, transform, rotate in labels:
        assert a > 0 and d > 0 and abs(b) < 1e-9 and abs(c) < 1e-9, (text, a, b, c, d)
        assert transform is None and rotate is None, (text, transform, rotate)


def engaged_inside(page: Page) -> None:
    rect = page.locator("svg.battlefield").evaluate(BOX)
    for rid in ("r1", "r2", "r9", "r10"):
        x0, y0, x1, y1 = box(page, rid)
        assert x0 >= rect[0] - 0.5 and x1 <= rect[2] + 0.5, (rid, x0, x1, rect)
        assert y0 >= rect[1] - 0.5 and y1 <= rect[3] + 0.5, (rid, y0, y1, rect)


def test_seen_from_ben_s_side_his_left_is_on_the_left_and_a_drag_lands_in_table_mm(
    browser: Browser, site: str
) -> None:
    with phone(browser) as page:
        two_fights(page, site)
        field = page.locator("svg.battlefield")
        field.scroll_into_view_if_needed()
        # The documented default: the first player's side, her edge at the bottom.
        expect(page.locator(".bf-sides [data-seen-from='0']")).to_have_attribute(
            "aria-pressed", "true")
        expect(field).to_have_attribute("data-seen-from", "0")
        qp.tap(page.locator("[data-action=fit-all]"))
        laid_out(page)
        # Ana's r3 (x 200) is left of her r4 (x 485); Ben's r11 (x 200) left of r12 (x 485).
        assert box(page, "r3")[2] < box(page, "r4")[0]
        assert box(page, "r11")[2] < box(page, "r12")[0]
        assert box(page, "r3")[1] > box(page, "r11")[3]  # Ana's Regiments nearer her edge

        see_from(page, 1, "Ben")
        # Ben's left at the table is the larger table x: r12 (x 485) is drawn left of r11
        # (x 200), r4 left of r3, and his own Regiments are now the nearer ones, at the bottom.
        assert box(page, "r12")[2] < box(page, "r11")[0], (box(page, "r12"), box(page, "r11"))
        assert box(page, "r4")[2] < box(page, "r3")[0]
        assert box(page, "r11")[1] > box(page, "r3")[3]
        assert_upright(page)
        # The list under the drawing is the same list, in the same order.
        expect(page.locator(".bf-list [data-bf-pick]").first).to_have_attribute(
            "data-bf-pick", "r1")

        # Fit engagements frames both fights seen from this side too.
        qp.tap(page.locator("[data-action=fit-engagements]"))
        laid_out(page)
        engaged_inside(page)
        assert_upright(page)
        # Fit all, then a touch drag: 24 px right and 12 px down on Ben's screen is
        # towards his right (smaller table x) and towards him (larger table y).
        qp.tap(page.locator("[data-action=fit-all]"))
        laid_out(page)
        x0, y0, facing0 = position(page, "r3")
        mm = page.evaluate("(() => { const s = document.querySelector('svg.battlefield');"
                           " return s.viewBox.baseVal.width"
                           " / s.getBoundingClientRect().width; })()")
        start = centre(page.locator("[data-bf-regiment=r3] .bf-stand").nth(1))
        before = page.evaluate("window.scrollY")
        actions = qp.actions_count(page)
        touch_drag(page, start, (start[0] + 24, start[1] + 12))
        expect(page.locator("[data-bf-regiment=r3]")).not_to_have_attribute("data-x", f"{x0:g}")
        assert qp.actions_count(page) == actions + 1
        x1, y1, facing1 = position(page, "r3")
        print(f"\n[seen from] drag 24, 12 px on Ben's screen: r3 ({x0:g}, {y0:g}) -> "
              f"({x1:g}, {y1:g}) mm, expected about ({x0 - 24 * mm:.1f}, {y0 + 12 * mm:.1f})")
        assert abs(x1 - (x0 - 24 * mm)) <= 1 and abs(y1 - (y0 + 12 * mm)) <= 1, (x1, y1, mm)
        assert facing1 == facing0
        undo = page.locator("[data-action=undo]").inner_text()
        said = PLACE.search(undo)
        assert said and (float(said[1]), float(said[2])) == (
            round(x1 / 25.4, 1), round(y1 / 25.4, 1)), undo
        laid_out(page)
        assert page.evaluate("window.scrollY") == before  # the page did not scroll

        # Turned by its handle: the knob dragged to the screen's right of its front
        # points it right on Ben's screen, which is table facing 270 (towards Ana's left).
        qp.tap(page.locator(".bf-list [data-bf-pick=r3]"))
        knob = page.locator("[data-bf-turn=r3] .bf-turn-knob")
        expect(knob).to_be_visible()
        # In the middle of the screen, clear of the bars at its top and bottom.
        knob.evaluate("(n) => window.scrollBy(0, n.getBoundingClientRect().top - innerHeight / 2)")
        laid_out(page)
        anchor = page.evaluate(SCREEN_OF, [x1, y1, True])
        touch_drag(page, centre(knob), (anchor[0] + 80, anchor[1]))
        expect(page.locator("[data-bf-regiment=r3]")).to_have_attribute("data-facing", "270")
        assert position(page, "r3")[:2] == (x1, y1)  # turned about its front's centre

        ARTIFACTS.mkdir(exist_ok=True)
        page.locator(".battlefield-panel").screenshot(path=str(ARTIFACTS / "seen-from-ben-360.png"))
        assert axe_violations(page, where="battlefield seen from Ben's side") == []
        phone_checks(page, "battlefield seen from Ben's side")

        # Kept on the device for this battle: a reload opens it seen from Ben's side.
        page.reload()
        wait_ready(page)
        expect(page.locator("svg.battlefield")).to_have_attribute("data-seen-from", "1")
        expect(page.locator(".bf-sides [data-seen-from='1']")).to_have_attribute(
            "aria-pressed", "true")
        # A list pick zooms to it where a finger can drag it, seen from this side too.
        qp.tap(page.locator(".bf-list [data-bf-pick=r12]"))
        laid_out(page)
        rect = page.locator("svg.battlefield").evaluate(BOX)
        r12 = box(page, "r12")
        assert rect[0] <= r12[0] and r12[2] <= rect[2] and rect[1] <= r12[1] and r12[3] <= rect[3]
        assert min(r12[2] - r12[0], r12[3] - r12[1]) >= 44
        # ... and back to Ana's side: her left on the left again.
        see_from(page, 0, "Ana")
        assert box(page, "r3")[2] < box(page, "r4")[0]


def test_the_slide_buttons_arrows_follow_the_drawing_from_either_side(
    browser: Browser, site: str
) -> None:
    """Ana's r3 charges the front of Ben's r11 and ends facing up the table: from Ana's
    side its left is on the screen's left (‹ first), from Ben's on the right (› last)."""
    with phone(browser) as page:
        two_fights(page, site)
        qp.select(page, "r3")
        qp.tap(page.locator("[data-actions-for=r3] [data-tab=charge]"))
        qp.tap(page.locator("[data-charge-enemy=r11]"))
        qp.tap(page.locator("[data-charge-edge=front]"))
        left = page.locator("[data-action=slide-left]")
        right = page.locator("[data-action=slide-right]")
        expect(left).to_have_text("‹ 1 Stand to Mounted Squires' left")
        expect(right).to_have_text("1 Stand to Mounted Squires' right ›")
        assert left.evaluate(BOX)[0] < right.evaluate(BOX)[0]
        expect(page.locator(".charge-seen-from")).to_contain_text("it faces down the drawing")
        see_from(page, 1, "Ben")
        expect(left).to_have_text("1 Stand to Mounted Squires' left ›")
        expect(right).to_have_text("‹ 1 Stand to Mounted Squires' right")
        assert right.evaluate(BOX)[0] < left.evaluate(BOX)[0]
        expect(page.locator(".charge-seen-from")).to_contain_text("it faces up the drawing")
        assert axe_violations(page, where="slide buttons seen from Ben's side") == []


def test_the_regiment_picked_is_this_battle_s_only(shared_phone: Page, site: str) -> None:
    page = shared_phone
    two_fights(page, site)
    qp.tap(page.locator(".bf-list [data-bf-pick=r3]"))
    expect(page.locator("svg.battlefield [data-bf-regiment=r3]")).to_have_attribute(
        "data-picked", "true")
    # Another battle with a Regiment of the same id: nothing is picked in it.
    qp.new_battle(page, site, [
        {"name": f"Other {i}", "player": i % 2, "stands": 3, "files": 3, "wounds": 1, "resolve": 3,
         "position": {"x": 300 + 300 * i, "y": 300 + 600 * (i % 2), "facing": 180 * (i % 2)}}
        for i in range(4)], name="Another", battlefield=(1829, 1219))
    expect(page.locator("svg.battlefield [data-bf-regiment=r3]")).to_have_count(1)
    expect(page.locator("svg.battlefield [data-picked]")).to_have_count(0)
    expect(page.locator("svg.battlefield .bf-turn")).to_have_count(0)
    expect(page.locator(".bf-list [aria-pressed=true]")).to_have_count(0)
    # A new battle is seen from the first player's side, whatever the last one was.
    expect(page.locator("svg.battlefield")).to_have_attribute("data-seen-from", "0")


UNDER = """() => {
  const svg = document.querySelector('svg.battlefield').getBoundingClientRect();
  const panel = document.querySelector('.battlefield-panel').getBoundingClientRect();
  return Math.round(panel.bottom - svg.bottom);
}"""


def test_the_list_says_who_is_unengaged_once(shared_phone: Page, site: str) -> None:
    page = shared_phone
    two_fights(page, site)
    expect(page.locator("[data-engagement-note]")).to_have_count(0)
    expect(page.locator(".engagement-notes")).to_have_count(0)
    unengaged = page.locator("svg.battlefield [data-engagement=unengaged]").evaluate_all(
        "(gs) => gs.map((g) => g.dataset.bfRegiment)")
    for rid in unengaged:
        expect(page.locator(f".bf-list [data-bf-pick={rid}]")).to_contain_text("Unengaged")
    print(f"\n[seen from] under the drawing at 360x740, 16 Regiments: {page.evaluate(UNDER)} px"
          f" ({len(unengaged)} Unengaged)")

