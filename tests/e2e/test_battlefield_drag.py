"""Moving Regiments on the battlefield by dragging (C-17), at 360x740: a touch
drag moves a Regiment with one Place event (one Undo), a drag the engine refuses snaps
back with its reason, and the turn handle turns a Regiment with the mouse."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page, expect

from . import conquest_page as qp
from .axe import axe_violations
from .conftest import at_home, start_home
from .phone import ARTIFACTS, phone_checks

pytestmark = pytest.mark.e2e


def touch_drag(page: Page, start: tuple[float, float], end: tuple[float, float],
               steps: int = 8) -> None:
    """A real touch drag through the browser's input pipeline (Playwright has no touch
    move of its own): touchStart, moves, touchEnd."""
    cdp = page.context.new_cdp_session(page)
    (x0, y0), (x1, y1) = start, end
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart",
                                          "touchPoints": [{"x": x0, "y": y0}]})
    for i in range(1, steps + 1):
        x, y = x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove",
                                              "touchPoints": [{"x": x, "y": y}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def centre(locator: Locator) -> tuple[float, float]:
    box = locator.bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def screen_of(page: Page, x_mm: float, y_mm: float) -> tuple[float, float]:
    """Where a table point (mm, y up the table) is on screen, from the drawing's own
    transform (the test's arithmetic, not the page's)."""
    found: list[float] = page.evaluate("""([x, y]) => {
      const svg = document.querySelector('svg.battlefield');
      const depth = Number(svg.querySelector('.table').getAttribute('height'));
      const p = new DOMPoint(x, depth - y).matrixTransform(svg.getScreenCTM());
      return [p.x, p.y];
    }""", [x_mm, y_mm])
    return found[0], found[1]


def position(group: Locator) -> tuple[float, float, float]:
    return (float(group.get_attribute("data-x") or "nan"),
            float(group.get_attribute("data-y") or "nan"),
            float(group.get_attribute("data-facing") or "nan"))


def test_drag_moves_a_regiment_with_one_event_undo_and_refusal_snaps_back(
    shared_phone: Page, site: str
) -> None:
    with start_home(shared_phone) as page:
        at_home(page, site)
        qp.tap(page.locator("[data-example=ch6-press-the-attack]"))
        field = page.locator("svg.battlefield")
        field.scroll_into_view_if_needed()
        a = field.locator("[data-bf-regiment=a]")
        b = field.locator("[data-bf-regiment=b]")
        assert position(a) == (300, 180, 0)
        actions = qp.actions_count(page)

        # Touch: A's centre Stand dragged 100 mm to the left (across the screen).
        start = centre(a.locator("[data-bf-stand=r0f1]"))
        left = screen_of(page, 200, 160)
        touch_drag(page, start, (left[0], start[1]))
        expect(a).to_have_attribute("data-x", "200")
        assert position(a) == (200, 180, 0)
        assert qp.actions_count(page) == actions + 1  # one drag, one Place event
        # In this device's unit, inches unless set to mm: 200 mm is 7.9″.
        expect(page.locator("[data-action=undo]")).to_contain_text(
            "Regiment A moved to (7.9″, 7.1″)")
        qp.tap(page.locator("[data-action=undo]"))
        expect(a).to_have_attribute("data-x", "300")
        assert qp.actions_count(page) == actions

        # A drag onto B is refused by the engine (C-17): it snaps back with the reason.
        field.scroll_into_view_if_needed()
        start = centre(a.locator("[data-bf-stand=r0f1]"))
        up = screen_of(page, 300, 220)
        down = screen_of(page, 300, 160)
        touch_drag(page, start, (start[0], start[1] + up[1] - down[1]))
        note = page.locator(".bf-drag-note")
        expect(note).to_contain_text("Regiment A stays where it was")
        expect(note).to_contain_text("would overlap the Stand at")
        assert position(a) == (300, 180, 0)
        assert a.get_attribute("transform") is None
        assert qp.actions_count(page) == actions
        expect(page.locator("#battle-message")).to_be_hidden()  # said where the drag was

        # Mouse: tap B for its turn handle, then drag the handle to B's right: facing 90.
        b.locator("[data-bf-stand=r0f1]").click()
        knob = field.locator("[data-bf-turn=b] .bf-turn-knob")
        expect(knob).to_be_visible()
        box = knob.bounding_box()
        assert box and box["width"] >= 44 and box["height"] >= 44, box
        assert axe_violations(page, where="battlefield with a turn handle") == []
        phone_checks(page, "battlefield with a turn handle")
        ARTIFACTS.mkdir(exist_ok=True)
        field.screenshot(path=str(ARTIFACTS / "battlefield-turn-handle-360.png"))
        page.mouse.move(*centre(knob))
        page.mouse.down()
        anchor = screen_of(page, 300, 300)
        for i in range(1, 9):
            page.mouse.move(anchor[0] + 15 * i, anchor[1] - 120 + 15 * i)
        page.mouse.move(anchor[0] + 120, anchor[1])
        page.mouse.up()
        expect(b).to_have_attribute("data-facing", "90")
        assert position(b)[:2] == (300, 300)
        assert qp.actions_count(page) == actions + 1
        qp.tap(page.locator("[data-action=undo]"))
        expect(b).to_have_attribute("data-facing", "0")


def test_move_fields_take_inches_and_mm_as_the_distance_setting_says(
    shared_phone: Page, site: str
) -> None:
    """The Move fields follow the Distances setting: inches by default, sent to
    the engine in mm; a field left as shown keeps its exact mm; mm when set so."""
    with start_home(shared_phone) as page:
        at_home(page, site)
        qp.tap(page.locator("[data-example=ch6-press-the-attack]"))
        a = page.locator("svg.battlefield [data-bf-regiment=a]")
        assert position(a) == (300, 180, 0)
        qp.select(page, "a")
        qp.tap(page.locator("[data-tab=place]"))
        expect(page.get_by_label("x (in)")).to_have_value("11.81")
        expect(page.locator("#place-x-mm")).to_have_text("= 300 mm")
        page.get_by_label("x (in)").fill("10")
        expect(page.locator("#place-x-mm")).to_have_text("= 254 mm")
        assert axe_violations(page, where="Move in inches") == []
        phone_checks(page, "Move in inches")
        qp.tap(page.locator("[data-action=apply-place]"))
        # 10 inches is 254 mm; y was left as shown, so it stays exactly 180 mm.
        expect(a).to_have_attribute("data-x", "254")
        assert position(a) == (254, 180, 0)
        # Set to mm: the fields take mm.
        page.locator("[data-action=distance-units]").click()
        qp.select(page, "a")
        qp.tap(page.locator("[data-tab=place]"))
        expect(page.get_by_label("x (mm)")).to_have_value("254")
        page.get_by_label("x (mm)").fill("260")
        qp.tap(page.locator("[data-action=apply-place]"))
        expect(a).to_have_attribute("data-x", "260")


def test_the_move_fields_mm_note_says_a_long_position_to_a_tenth_of_a_mm(
    shared_phone: Page, site: str
) -> None:
    """A position of 9410/7 mm (a row spread in sevenths) is said "= 1344.3 mm", not
    with every digit of the float; left as shown, the field still sends it exactly."""
    with start_home(shared_phone) as page:
        x = 9410 / 7
        qp.new_battle(page, site, [
            {"name": "A", "player": 0, "stands": 3, "files": 3, "wounds": 1, "resolve": 3,
             "position": {"x": x, "y": 300, "facing": 0}},
            {"name": "B", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 3,
             "position": {"x": 300, "y": 900, "facing": 180}}], battlefield=(1829, 1219))
        units = page.locator("[data-action=distance-units]")
        if units.get_attribute("data-units") == "mm":  # kept from an earlier test
            units.click()
        expect(units).to_have_text("Distances in inches (tap for mm)")
        qp.select(page, "r1")
        qp.tap(page.locator("[data-tab=place]"))
        expect(page.locator("#place-x-mm")).to_have_text("= 1344.3 mm")
