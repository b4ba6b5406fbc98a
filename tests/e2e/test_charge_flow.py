"""A Charge on a phone (C-17) at 360x740 with touch: two army lists make a battle, the
Knights charge the Men-at-Arms' left flank in taps from the home screen, a Wound Pool
spares the engaged Stand (C-4.3), the lost rear rank strands the Knights and Press the
Attack pushes them back into contact (C-18, C-19), all drawn on a battlefield that
pinch-zooms, pans, drags a Regiment by the finger's path and keeps its labels apart."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from . import conquest_page as qp
from .axe import axe_violations
from .conftest import at_home, start_home
from .muster_page import back_home, new_list, new_regiment_profile, open_muster
from .phone import ARTIFACTS
from .test_battlefield_drag import touch_drag
from .test_table_flow import Flow

pytestmark = pytest.mark.e2e

PROFILES = [
    {"name": "Knights", "kind": "cavalry", "stands": 3, "files": 3, "wounds": 4, "resolve": 3},
    {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2},
    {"name": "Militia Bowmen", "stands": 3, "files": 3, "wounds": 3, "resolve": 1},
]

# The drawing's view and size, and every label's and Stand's box on screen.
LOOK = """() => {
  const svg = document.querySelector('svg.battlefield');
  const [x, y, w, h] = svg.getAttribute('viewBox').split(' ').map(Number);
  const r = svg.getBoundingClientRect();
  const box = (n) => { const b = n.getBoundingClientRect();
    return [b.left, b.top, b.right, b.bottom]; };
  return { view: [x, y, w, h], rect: [r.left, r.top, r.width, r.height],
    labels: [...svg.querySelectorAll('.bf-label, .bf-push-label, .bf-arc-word')]
      .map((n) => [n.textContent, box(n)]),
    stands: [...svg.querySelectorAll('.bf-stand')].map(box),
    regiments: [...svg.querySelectorAll('.bf-regiment')].map((g) => {
      const b = g.getBoundingClientRect();
      return [g.dataset.bfRegiment, Math.min(b.width, b.height)]; }) };
}"""

# A point of the drawing where a finger lands on the table, not on a Regiment.
EMPTY = """([fx, fy]) => {
  const r = document.querySelector('svg.battlefield').getBoundingClientRect();
  for (let i = 0; i < 40; i++) {
    const x = r.left + r.width * (fx + (i % 5) * 0.02);
    const y = r.top + r.height * (fy + Math.floor(i / 5) * 0.02);
    const hit = document.elementFromPoint(x, y);
    if (hit && (hit.matches('svg.battlefield') || hit.matches('.table'))) return [x, y];
  }
  return null;
}"""


def overlapping(seen: dict[str, Any]) -> list[tuple[str, str]]:
    def over(a: list[float], b: list[float]) -> bool:
        return a[0] < b[2] - 0.5 and a[2] > b[0] + 0.5 and a[1] < b[3] - 0.5 and a[3] > b[1] + 0.5
    labels = seen["labels"]
    bad = [(a[0], b[0]) for i, a in enumerate(labels) for b in labels[i + 1:] if over(a[1], b[1])]
    bad += [(a[0], "a Stand") for a in labels for s in seen["stands"] if over(a[1], s)]
    left, top, width, height = seen["rect"]
    bad += [(a[0], "the edge") for a in labels
            if a[1][0] < left - 0.5 or a[1][2] > left + width + 0.5
            or a[1][1] < top - 0.5 or a[1][3] > top + height + 0.5]
    return bad


# The arcs of a Regiment on the drawing: which wedge holds the points just past its
# box to the drawing's left, below, above and right, and which wedge holds each word.
ARC_WORDS = """(rid) => {
  const svg = document.querySelector('svg.battlefield');
  const b = svg.querySelector(`[data-bf-regiment="${rid}"]`).getBBox();
  const wedges = [...svg.querySelectorAll(`[data-bf-arcs="${rid}"] [data-arc]`)];
  const holder = (x, y) => {
    const p = svg.createSVGPoint(); p.x = x; p.y = y;
    const w = wedges.find((one) => one.isPointInFill(p));
    return w ? w.dataset.arc : null;
  };
  const [cx, cy] = [b.x + b.width / 2, b.y + b.height / 2];
  const probes = { left: holder(b.x - 5, cy), below: holder(cx, b.y + b.height + 5),
    above: holder(cx, b.y - 5), right: holder(b.x + b.width + 5, cy) };
  const words = [...svg.querySelectorAll('[data-arc-word]')].map((t) => {
    const w = t.getBBox();
    return [t.dataset.arcWord, t.textContent, holder(w.x + w.width / 2, w.y + w.height / 2)];
  });
  return { probes, words };
}"""


def arc_words_read_right(page: Page, rid: str) -> int:
    """A Regiment facing the drawing's left: its front arc to the left of it, its own
    left flank below, its right flank above, its rear to the right; each word drawn
    inside its own arc. The number drawn (a word with no room is left out)."""
    seen = page.evaluate(ARC_WORDS, rid)
    assert seen["probes"] == {"left": "front", "below": "left", "above": "right",
                              "right": "rear"}
    names = {"front": "Front", "left": "Left flank", "right": "Right flank", "rear": "Rear"}
    for arc, text, inside in seen["words"]:
        assert (text, inside) == (names[arc], arc), (arc, text, inside)
    return len(seen["words"])


def pinch(page: Page, centre: tuple[float, float], start: float, end: float) -> None:
    """Two fingers on the table, from ``start`` px apart to ``end`` px apart, by the
    browser's touch input (CDP), as a phone sends them."""
    cdp = page.context.new_cdp_session(page)
    x, y = centre

    def points(gap: float) -> list[dict[str, float]]:
        return [{"x": x - gap / 2, "y": y, "id": 1}, {"x": x + gap / 2, "y": y, "id": 2}]
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": points(start)})
    for i in range(1, 9):
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove",
                                              "touchPoints": points(start + (end - start) * i / 8)})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def test_charge_from_lists_spares_the_engaged_stand_strands_and_presses_the_attack(
    shared_phone: Page, site: str
) -> None:
    with start_home(shared_phone) as page:
        at_home(page, site)
        open_muster(page)
        for values in PROFILES:
            new_regiment_profile(page, values)
        new_list(page, "Household", "Ann", [("Knights", 1)])
        new_list(page, "Levy", "Bo", [("Men-at-Arms", 1), ("Militia Bowmen", 1)])
        back_home(page)

        flow = Flow(page, "Charge")
        flow.tap(page.locator("[data-action=new-conquest]"), "New Conquest battle")
        flow.tap(page.locator("[data-side='0'] [data-list=Household]"), "Ann's list")
        flow.tap(page.locator("[data-side='1'] [data-list=Levy]"), "Bo's list")
        flow.tap(page.locator("[data-action=start-from-lists]"), "Start")
        expect(page.locator(".battle-title")).to_have_text("Household v Levy")
        expect(page.locator("svg.battlefield")).to_have_count(0)  # from lists: no table yet
        knights = qp.regiment(page, "knights")
        flow.tap(knights.locator(".formation-button"), "Knights' actions")
        flow.tap(page.locator("[data-tab=charge]"), "Charge tab")
        flow.tap(page.locator("[data-charge-enemy=men-at-arms]"), "the Men-at-Arms")
        left = page.locator("[data-charge-edge=left]")
        expect(left).to_contain_text("Left flank")
        expect(left.locator(".edge-detail")).to_have_text("3 Stands against 2 in contact")
        # The four edges are targets at least 44 px on the enemy's drawing, too.
        targets = page.locator("[data-charge-target]")
        expect(targets).to_have_count(4)
        smallest = min(min(b["width"], b["height"]) for b in
                       (t.bounding_box() or {"width": 0, "height": 0} for t in targets.all()))
        assert smallest >= 44, smallest
        expect(page.locator(".charge-deploys")).to_contain_text("72″ x 48″ (1829 x 1219 mm)")
        flow.axe("charge edges")
        flow.tap(left, "Left flank")
        verdict = knights.locator(".verdict-line")
        expect(verdict).to_have_text("Charged: 3 Stands against 2 in contact")
        flow.seen(verdict, "the contact under the Knights")
        charge_taps = flow.taps
        field = page.locator("svg.battlefield")
        expect(field.locator("[data-bf-regiment=knights]")).to_have_attribute(
            "data-engagement", "engaged")
        # Opened on the engagement: no Regiment under 44 px on its short side.
        opened = page.evaluate(LOOK)
        least = min(side for _, side in opened["regiments"])
        assert least >= 44, opened["regiments"]
        assert overlapping(opened) == []
        ARTIFACTS.mkdir(exist_ok=True)
        field.screenshot(path=str(ARTIFACTS / "charge-opened-360.png"))
        # The selected Knights' arcs are drawn and named in words, on the drawing and
        # under it, as the Knights themselves face (to the drawing's left, into the flank).
        expect(field.locator("[data-bf-arcs=knights] [data-arc]")).to_have_count(4)
        expect(page.locator("[data-arcs-of=knights]")).to_have_text(
            "Arcs of Knights, facing to the drawing's left: Front left of it, Left flank below "
            "it, Right flank above it, Rear right of it (its own left and right, as seen from "
            "behind it).")
        assert arc_words_read_right(page, "knights") >= 2

        # Slid two Stands to the Knights' right: they touch only the rear rank's left end.
        for n in (2, 1):
            qp.tap(page.locator("[data-action=slide-right]"))
            expect(verdict).to_have_text(f"Charged: {n} Stand{'s' if n > 1 else ''} against "
                                         f"{n} in contact")
        maa = field.locator("[data-bf-regiment=men-at-arms]")
        expect(maa.locator(".bf-stand.touching")).to_have_count(1)
        expect(maa.locator("[data-bf-stand=r1f0]")).to_have_class("bf-stand touching")
        qp.tap(page.locator("[data-action=undo]"))
        expect(maa.locator(".bf-stand.touching")).to_have_count(2)  # undo: slid one Stand
        qp.tap(page.locator("[data-action=redo]"))
        expect(maa.locator("[data-bf-stand=r1f0]")).to_have_class("bf-stand touching")

        # C-4.3: a Wound Pool spares the engaged Stand; the rear rank's right end goes.
        qp.wound_pool(page, "men-at-arms", 4, morale=False)
        expect(qp.stand(page, "men-at-arms", "r1f2")).to_have_attribute("data-state", "destroyed")
        expect(qp.stand(page, "men-at-arms", "r1f0")).not_to_have_attribute("data-state",
                                                                            "destroyed")
        # C-18, C-19: the rear rank lost, the Knights are Stranded and pushed back.
        qp.wound_pool(page, "men-at-arms", 8, morale=False)
        expect(field.locator("[data-push=knights]")).to_have_count(1)
        expect(page.locator(".push-notes")).to_contain_text(
            "Knights presses the attack: pushed 2.6″")  # 65 mm, in inches
        expect(field.locator("[data-bf-regiment=knights]")).to_have_attribute(
            "data-engagement", "engaged")
        assert overlapping(page.evaluate(LOOK)) == []
        flow.axe("pushed back")

        # Pinch to zoom by touch: two fingers spread to twice apart, the view halves.
        field.scroll_into_view_if_needed()
        before = page.evaluate(LOOK)
        spot = page.evaluate(EMPTY, [0.3, 0.1]) or page.evaluate(EMPTY, [0.1, 0.7])
        assert spot, "no empty table to pinch on"
        pinch(page, (before["rect"][0] + before["rect"][2] / 2, spot[1]), 60, 120)
        after = page.evaluate(LOOK)
        zoomed = before["view"][2] / after["view"][2]
        assert 1.8 < zoomed < 2.2, (before["view"], after["view"])
        assert overlapping(after) == []
        field.screenshot(path=str(ARTIFACTS / "charge-pinched-360.png"))
        # The buttons: zoom out, fit all, fit the engagements.
        qp.tap(page.locator("[data-action=zoom-out]"))
        out = page.evaluate(LOOK)
        assert abs(out["view"][2] / after["view"][2] - 1.5) < 1e-6
        qp.tap(page.locator("[data-action=fit-all]"))
        whole = page.evaluate(LOOK)
        assert whole["view"][2] >= 1828.8 and overlapping(whole) == []
        page.locator(".battlefield-panel").screenshot(
            path=str(ARTIFACTS / "charge-fit-all-360.png"))
        qp.tap(page.locator("[data-action=fit-engagements]"))
        back = page.evaluate(LOOK)
        assert min(side for _, side in back["regiments"]) >= 44

        # Drag precision: the Bowmen follow the finger in the drawing's scale.
        qp.tap(page.locator("[data-action=zoom-in]"))
        bowmen = field.locator("[data-bf-regiment=militia-bowmen]")
        if not bowmen.is_visible() or (bowmen.bounding_box() or {"x": -1})["x"] < 0:
            qp.tap(page.locator("[data-action=fit-all]"))
        seen = page.evaluate(LOOK)
        x0 = float(bowmen.get_attribute("data-x") or "nan")
        box = bowmen.locator(".bf-stand").first.bounding_box()
        assert box
        start = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        finger = -40.0
        touch_drag(page, start, (start[0] + finger, start[1]))
        expect(bowmen).not_to_have_attribute("data-x", str(x0).removesuffix(".0"))
        moved = float(bowmen.get_attribute("data-x") or "nan") - x0
        expected = finger * seen["view"][2] / seen["rect"][2]
        error = abs(moved - expected) / abs(expected)
        print(f"\n[charge] {charge_taps} taps to the charge made; smallest target "
              f"{min(smallest, least):.0f} px (edges {smallest:.0f}, Regiments {least:.0f}); "
              f"drag {moved:.1f} mm for {expected:.1f} mm ({error:.1%})")
        assert error <= 0.05, (moved, expected)
        flow.report(most=8)


def test_the_player_sets_the_first_battlefield_s_size_before_the_first_charge(
    shared_phone: Page, site: str
) -> None:
    """A battle from the form without positions: the Charge tab offers the engine's 6' x 4'
    in the player's unit, takes another size, shows what the engine says of a size it
    refuses, and the Charge deploys on the size set; in mm, every distance is in mm."""
    with start_home(shared_phone) as page:
        qp.new_battle(page, site, [
            {"name": "Knights", "kind": "cavalry", "stands": 3, "files": 3, "wounds": 4,
             "resolve": 3},
            {"name": "Levy", "player": 1, "stands": 6, "files": 3, "wounds": 1, "resolve": 2},
        ])
        qp.select(page, "r1")
        qp.tap(page.locator("[data-tab=charge]"))
        expect(page.locator(".charge-deploys")).to_contain_text("72″ x 48″ (1829 x 1219 mm)")
        size = page.locator("details.charge-table")
        qp.tap(size.locator("summary"))
        width, depth = size.get_by_label("Table width (in)"), size.get_by_label("Table depth (in)")
        expect(width).to_have_value("72")
        expect(depth).to_have_value("48")
        # Too small for a table: the engine's words, the fields kept to put it right.
        width.fill("2")
        qp.tap(size.locator("[data-action=charge-table]"))
        expect(page.locator(".charge-body .message.error")).to_contain_text("payload.table.width")
        page.get_by_label("Table width (in)").fill("48")
        qp.tap(page.locator("[data-action=charge-table]"))
        expect(page.locator(".charge-deploys")).to_contain_text("48″ x 48″ (1219 x 1219 mm)")
        assert axe_violations(page, where="charge table size") == []
        qp.tap(page.locator("[data-charge-edge=front]"))
        expect(qp.regiment(page, "r1").locator(".verdict-line")).to_contain_text("Charged")
        field = page.locator("svg.battlefield")
        # Depth left as shown: the engine's 1219.2 mm (48 in), exactly.
        expect(field).to_have_attribute("aria-label", "Battlefield 48″ (1219.2 mm) by 48″ "
                                        "(1219.2 mm), seen from above from Player 1's side")
        # The one setting says what it is, and every distance follows it.
        units = page.locator("[data-action=distance-units]")
        expect(units).to_have_text("Distances in inches (tap for mm)")
        qp.tap(units)
        expect(page.locator("[data-action=distance-units]")).to_have_text(
            "Distances in mm (tap for inches)")
        qp.tap(page.locator("[data-tab=place]"))
        expect(page.get_by_label("x (mm)")).to_be_visible()
        qp.tap(page.locator("[data-action=distance-units]"))
        expect(page.get_by_label("x (in)")).to_be_visible()
