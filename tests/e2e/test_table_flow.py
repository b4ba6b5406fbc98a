"""Table flow: each system's common sequence at 360x740 with touch, counting
the taps and checking that every control tapped is already on screen, uncovered (no
scrolling by the player), with axe-core on every screen the flow reaches."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from . import campaign_page as cp
from . import conquest_page as qp
from . import ninth_age_page as np
from .axe import axe_violations
from .conftest import start_home
from .phone import ARTIFACTS, phone_checks

pytestmark = pytest.mark.e2e

# Is the control fully inside the viewport, and is it what a finger there would hit
# (not under the sticky bottom bar or anything else)?
ON_SCREEN = """(el) => {
  const r = el.getBoundingClientRect();
  const inside = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  if (r.width === 0 || !inside) return false;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return !!hit && (hit === el || el.contains(hit));
}"""


# Text drawn under 12 px on screen: HTML by its computed size, SVG by its size scaled
# by the drawing's zoom.
SMALL_TEXT = """() => {
  const small = [];
  for (const node of document.querySelectorAll('body *')) {
    const own = [...node.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim());
    if (!own) continue;
    const r = node.getBoundingClientRect();
    if (!r.width || !r.height || node.closest('.visually-hidden, [hidden], title')) continue;
    let size = parseFloat(getComputedStyle(node).fontSize);
    if (node instanceof SVGElement && node.getScreenCTM) size *= node.getScreenCTM().a;
    const text = node.textContent.trim().slice(0, 30);
    if (size < 11.95) small.push(`${node.tagName} ${size.toFixed(1)}px: ${text}`);
  }
  return small;
}"""


class Flow:
    """Taps as a player does, counting taps and the controls that were off screen."""

    def __init__(self, page: Page, name: str) -> None:
        self.page = page
        self.name = name
        self.taps = 0
        self.off_screen: list[str] = []
        self.violations: list[dict[str, Any]] = []

    def tap(self, locator: Locator, what: str) -> None:
        expect(locator).to_be_enabled()
        if not locator.evaluate(ON_SCREEN):
            self.off_screen.append(what)
        locator.tap()
        self.taps += 1

    def seen(self, locator: Locator, what: str) -> None:
        expect(locator).to_be_visible()
        if not locator.evaluate(ON_SCREEN):
            self.off_screen.append(f"seen: {what}")

    def axe(self, where: str) -> None:
        self.violations += axe_violations(self.page, where=f"{self.name}: {where}")
        small = self.page.evaluate(SMALL_TEXT)
        assert small == [], f"{self.name}: {where}: text under 12 px: {small[:5]}"
        phone_checks(self.page, f"{self.name}: {where}")
        ARTIFACTS.mkdir(exist_ok=True)
        slug = f"flow-{self.name}-{where}".lower().replace(" ", "-")
        self.page.screenshot(path=str(ARTIFACTS / f"{slug}.png"))

    def report(self, most: int) -> None:
        print(f"\n[table flow] {self.name}: {self.taps} taps (at most {most}), "
              f"{len(self.off_screen)} scrolls {self.off_screen}")
        assert self.violations == [], self.violations
        assert self.off_screen == [], f"{self.name}: controls off screen: {self.off_screen}"
        assert self.taps <= most, f"{self.name}: {self.taps} taps, at most {most}"


def test_conquest_table_flow_pool_morale_broken_undo_redo(shared_phone: Page, site: str) -> None:
    """C-12, C-10, C-14: Men-at-Arms (6 Stands, W4, Resolve 2) take a Wound Pool of 6,
    roll 4 4 5 5 6 6 entered by counts, Break, and the player undoes and redoes it."""
    with start_home(shared_phone) as page:
        qp.new_battle(page, site, [
            {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2},
            {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}])
        flow = Flow(page, "Conquest")
        maa = page.locator("article[data-regiment=r1]")
        flow.axe("battle")
        flow.tap(maa.locator(".formation-button"), "Actions")
        flow.tap(page.locator("[data-key='6']"), "keypad 6")
        expect(page.locator("#pool-preview .preview-verdict")).to_have_text(
            "6 Wounds suffered; 1 Stand lost; Morale Test due: 6 dice")
        flow.axe("Wound Pool keypad")
        flow.tap(page.locator("[data-action=apply-pool]"), "Apply Wound Pool")
        morale = page.locator("[data-morale-for=r1]")
        expect(morale).to_be_visible()
        expect(page.locator("[data-action=due-morale]")).to_contain_text("Morale Test due: 6 dice")
        for face in (4, 5, 6):
            flow.tap(morale.locator(f"[data-face='{face}']"), f"face {face}")
            flow.tap(morale.locator("[data-count-of='2']"), f"2 x {face}")
        # Pass or fail per face is the engine's (Resolve 2 + size bonus 1 = 3).
        expect(morale.locator(".dice-failures")).to_have_text("6 failures so far")
        expect(morale.locator("[data-face='3']")).to_have_class("die-face pass")
        expect(morale.locator(".dice-count")).to_have_text("6 of 6 dice entered")
        flow.axe("dice entry")
        flow.tap(morale.locator("[data-action=submit-dice]"), "Apply these dice")
        flow.axe("broken")
        verdict = maa.locator(".verdict-line")
        expect(verdict).to_have_text(
            "Morale: 6 dice vs Resolve 3 -> 6 fail; 2 Stands lost -> BROKEN (3 of 6 this Round)")
        flow.seen(verdict, "BROKEN under the Regiment")
        expect(maa).to_have_attribute("data-status", "broken")
        flow.tap(page.locator("[data-action=undo]"), "Undo")
        expect(maa).to_have_attribute("data-status", "steady")
        expect(page.locator("[data-action=redo]")).to_contain_text("Morale Test for Men-at-Arms")
        flow.tap(page.locator("[data-action=redo]"), "Redo")
        expect(maa).to_have_attribute("data-status", "broken")
        flow.seen(verdict, "BROKEN again")
        # Forbidden now is shown disabled with the engine's reason (C-9), not refused.
        page.locator("[data-tab=heal]").tap()
        expect(page.locator("[data-action=apply-heal]")).to_be_disabled()
        expect(page.locator(".refused")).to_contain_text("Broken Regiment cannot be Healed")
        expect(page.locator(".refused")).to_have_attribute("data-refused-rule", "C-9")
        # The step log of that action, one tap away (not part of the flow's count).
        maa.locator(".why-log summary").tap()
        expect(maa.locator(".why-log")).to_contain_text("C-14")
        page.locator(".log-panel summary").tap()
        flow.axe("step log")
        flow.report(most=12)


def test_ninth_age_table_flow_ten_trolls_lose_7_then_2(shared_phone: Page, site: str) -> None:
    """N-2, N-3: 10 Trolls (3 HP) lose 7 (two removed, 1 HP carried) then 2 (one more)."""
    with start_home(shared_phone) as page:
        np.new_battle(page, site, [{"name": "Trolls", "models": 10, "files": 5, "hp": 3}])
        flow = Flow(page, "Ninth Age")
        trolls = np.unit(page, "u1")
        flow.tap(trolls.locator(".formation-button"), "Losses")
        flow.axe("losses keypad")
        flow.tap(page.locator("[data-key='7']"), "keypad 7")
        expect(page.locator("#na-preview .preview-verdict")).to_have_text(
            "7 HP lost: 2 models removed; 1 HP carried over")
        flow.tap(page.locator("[data-action=apply-losses]"), "Apply 7")
        verdict = trolls.locator(".verdict-line")
        expect(verdict).to_have_text("7 HP lost: 2 models removed; 1 HP carried over")
        flow.seen(verdict, "verdict after 7")
        flow.tap(page.locator("[data-key='2']"), "keypad 2")
        expect(page.locator("#na-preview .preview-verdict")).to_have_text(
            "2 HP lost: 1 model removed; 0 HP carried over")
        flow.tap(page.locator("[data-action=apply-losses]"), "Apply 2")
        expect(verdict).to_have_text("2 HP lost: 1 model removed; 0 HP carried over")
        flow.seen(verdict, "verdict after 2")
        assert len(np.removed(page, "u1")) == 3
        trolls.locator(".why-log summary").tap()
        page.locator(".log-panel summary").tap()
        flow.axe("step log")
        flow.report(most=6)


def test_campaign_table_flow_eleven_d20_rolls_then_confirm(shared_phone: Page, site: str) -> None:
    """W-2, W-3: eleven Recovery and Casualty Fate rolls, each one tap on its value,
    then Confirm from the bottom bar."""
    from .test_campaign_screen import BLUE, RED

    with start_home(shared_phone) as page:
        cp.start(page, site)
        cp.open_rosters(page)
        cp.new_roster(page, RED)
        cp.new_roster(page, BLUE)
        flow = Flow(page, "Campaign")
        flow.axe("rosters")
        # The aftermath starts from the rosters page, where the players are.
        cp.start_aftermath(page, "Red Company (VP 5)", "Blue Host (VP 50)",
                           {0: ["Captain Red", "Sergeant", "Pikeman", "Bowman"],
                            1: ["Blue Knight", "Medic", "Scout"]}, unrecoverable=["Bowman"],
                           from_rosters=True)
        flow.axe("first roll")
        rolls = [("recovery_roll", "m1", 3), ("fate_roll", "m1", 5),
                 ("recovery_roll", "m2", 2), ("fate_roll", "m2", 5),
                 ("recovery_roll", "m3", 15),
                 ("recovery_roll", "m1", 1), ("fate_roll", "m1", 5),
                 ("recovery_roll", "m2", 4), ("fate_roll", "m2", 5),
                 ("recovery_roll", "m3", 6), ("fate_roll", "m3", 5)]
        # The D20 faces stay under the thumb from roll to roll (table flow 2), and each
        # roll's verdict is in sight under them (it was above them, and as it grew with
        # the model's story it went under the top bar, 55 px above the screen).
        where = []
        roll_at = []  # "Roll for me", for a player who lets the app roll: it stays too
        for n, (kind, model, die) in enumerate(rolls):
            panel = cp.roll_panel(page, kind, model)
            where.append(panel.locator("[data-face='1']").evaluate(
                "(n) => Math.round(n.getBoundingClientRect().top)"))
            roll_at.append(panel.locator("[data-action=roll-dice]").evaluate(
                "(n) => Math.round(n.getBoundingClientRect().top)"))
            flow.tap(panel.locator(f"[data-face='{die}']"), f"{kind} {model}: {die}")
            cp.wait_actions(page, n + 1)
            if n < len(rolls) - 1:
                flow.seen(page.locator("section.roll .verdict-line"), f"verdict of {kind} {model}")
        assert max(where) - min(where) <= 2, where
        assert max(roll_at) - min(roll_at) <= 2, roll_at
        expect(page.locator("section.roll")).to_have_count(0)
        flow.axe("before Confirm")
        flow.tap(page.locator("[data-action=bar-confirm]"), "Confirm")
        expect(page.locator(".campaign")).to_have_attribute("data-confirmed", "true")
        page.locator(".log-panel summary").tap()
        flow.axe("step log")
        flow.report(most=13)


def test_battlefield_screen_is_axe_clean_and_readable_on_a_phone(shared_phone: Page,
                                                                  site: str) -> None:
    """The top-down battlefield (C-17 to C-19) after a push, on a phone: axe-core clean,
    text of 12 px or more, 44 px targets."""
    from .conftest import at_home

    with start_home(shared_phone) as page:
        at_home(page, site)
        qp.tap(page.locator("[data-example=ch6-press-the-attack]"))
        expect(page.locator("svg.battlefield")).to_be_visible()
        qp.wound_pool(page, "b", 3, morale=False)
        expect(page.locator("[data-push-distance='40']")).to_contain_text("40 mm")
        flow = Flow(page, "Battlefield")
        flow.axe("after a push")
        flow.report(most=0)


def test_every_count_uses_the_one_keypad_and_fits_a_phone(shared_phone: Page, site: str) -> None:
    """The odds inputs and the Ninth Age split attacks take their counts with
    the same keypad as the Wound Pool; at 360 px they fit, 44 px targets, axe clean."""
    with start_home(shared_phone) as page:
        qp.new_battle(page, site, [
            {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2},
            {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}])
        flow = Flow(page, "Counts")
        qp.select(page, "r1")
        page.locator("[data-tab=odds]").tap()
        page.get_by_label("If it takes").select_option("attacks")
        hit = page.locator("[data-count=odds-hit]")
        hit.locator(".pad-toggle").tap()
        expect(hit.locator(".keypad")).to_be_visible()
        hit.locator("[data-key=clear]").tap()
        hit.locator("[data-key='4']").tap()
        expect(page.locator("#odds-hit")).to_have_value("4")
        flow.axe("Conquest odds keypad")
        # A Resolve modifier is a count that may be negative: − once, then the digits,
        # which replace the stepped value and keep its sign.
        modifier = page.locator("[data-count=odds-modifier]")
        modifier.get_by_role("button", name="− one fewer: Resolve modifier").tap()
        modifier.locator(".pad-toggle").tap()
        modifier.locator("[data-key='1']").tap()
        modifier.locator("[data-key='2']").tap()
        expect(page.locator("#odds-modifier")).to_have_value("-12")
        page.locator("[data-action=run-odds]").tap()
        expect(page.locator("[data-odds=broken]")).to_be_visible()
        flow.report(most=0)
    with start_home(shared_phone) as page:
        flow = Flow(page, "Counts")
        np.new_battle(page, site, [{"name": "Trolls", "models": 10, "files": 5, "hp": 3}])
        np.select(page, "u1")
        page.locator("[data-action=split]").tap()
        attack = page.locator("[data-count=na-attack-losses-1]")
        attack.locator(".pad-toggle").tap()
        attack.locator("[data-key='5']").tap()
        expect(page.locator(".attacks-total")).to_have_text("Total: 5 Health Points lost")
        flow.axe("Ninth Age split attacks keypad")
        page.locator("details.odds-panel summary").tap()
        flow.axe("Ninth Age odds")
        flow.report(most=0)


# The formation's box: it fits the page, and either needs no scrolling or scrolls
# sideways in itself with its hint shown.
FORMATION_BOX = """(article) => {
  const box = article.querySelector('.formation-scroll');
  const hint = article.querySelector('.formation-hint');
  return { wide: box.scrollWidth > box.clientWidth + 1, hint: !hint.hidden,
           focusable: box.tabIndex === 0, right: box.getBoundingClientRect().right };
}"""


def test_widest_formations_keep_12_px_text_and_scroll_in_their_own_box(
    shared_phone: Page, site: str
) -> None:
    """The widest Conquest Regiment (20 files, C-1) and Ninth Age Unit (40 files)
    the engine accepts, at 360 px: every formation text 12 px or more, 44 px targets,
    the drawing scrolls sideways inside its own box with a visible hint."""
    with start_home(shared_phone) as page:
        qp.new_battle(page, site, [
            {"name": "Levy", "stands": 60, "files": 20, "wounds": 4, "resolve": 2},
            {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}])
        flow = Flow(page, "Wide")
        levy = page.locator("article[data-regiment=r1]")
        expect(levy.locator("[data-stand]")).to_have_count(60)
        qp.show_card(page, "r1")
        qp.show_card(page, "r2")
        qp.wound_pool(page, "r1", 5, morale=False)
        # The hint follows the box's measured width (a ResizeObserver), a frame after
        # the drawing.
        expect(levy.locator(".formation-hint")).to_be_visible()
        box = levy.evaluate(FORMATION_BOX)
        assert box["wide"] and box["hint"] and box["focusable"] and box["right"] <= 360, box
        expect(levy.locator(".formation-hint")).to_have_text("◀ Scroll sideways for all 20 files ▶")
        # The narrow Regiment beside it needs no scrolling and says nothing.
        foes = page.locator("article[data-regiment=r2]").evaluate(FORMATION_BOX)
        assert not foes["wide"] and not foes["hint"] and not foes["focusable"], foes
        flow.axe("20-file Regiment")
        flow.report(most=0)
    with start_home(shared_phone) as page:
        np.new_battle(page, site, [{"name": "Horde", "models": 200, "files": 40, "hp": 1}])
        flow = Flow(page, "Wide")
        horde = np.unit(page, "u1")
        np.show_card(page, "u1")
        expect(horde.locator(".formation-hint")).to_be_visible()
        box = horde.evaluate(FORMATION_BOX)
        assert box["wide"] and box["hint"] and box["right"] <= 360, box
        np.select(page, "u1")
        page.locator("#na-picking").check()
        expect(horde.locator(".cell.pickable").first).to_be_attached()
        sizes = horde.locator(".cell.pickable rect").evaluate_all(
            "(rs) => rs.map((r) => { const b = r.getBoundingClientRect(); "
            "return Math.min(b.width, b.height); })")
        assert sizes and min(sizes) >= 44, f"drawn models to tap under 44 px: {min(sizes)}"
        flow.axe("40-file Unit, picking")
        flow.report(most=0)


BAR = """(bar) => {
  const box = (n) => {
    const r = n.getBoundingClientRect();
    return [r.left, r.right, r.width, r.height];
  };
  const sub = bar.querySelector('.bar-sub');
  const active = bar.querySelector('.active-player [aria-pressed=true]');
  return { height: bar.getBoundingClientRect().height,
           title: bar.querySelector('.bar-title').getBoundingClientRect().height,
           parts: [...bar.children].filter((n) => n.getBoundingClientRect().width).map(box),
           sub: sub.textContent, active: active.textContent,
           cut: active.scrollWidth > active.clientWidth,
           ellipsis: getComputedStyle(active).textOverflow,
           status: bar.querySelector('.bar-status').textContent };
}"""


def test_top_bar_worst_case_long_battle_and_player_names(shared_phone: Page, site: str) -> None:
    """At 360 px the top bar (its title row 64 px at most, the game's clock under it)
    keeps back, Go to and More on screen with the longest battle name (60) and
    player name (40) the forms accept; the active player's name is cut with an ellipsis
    but whole in the accessible name, and the engine and offline status are in words."""
    battle = "The Battle of the Long Bridge over the River of Many Names X"[:60]
    player = "Sir Bartholomew Fitzwilliam-Montgomery"[:40]
    with start_home(shared_phone) as page:
        qp.new_battle(page, site, [
            {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2},
            {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}],
            name=battle, players=(player, "Ann"))
        bar = page.locator(".battle-bar")
        expect(bar.locator(".bar-status")).to_contain_text("● Engine ready")
        got = bar.evaluate(BAR)
        assert got["title"] <= 64 and got["height"] <= 64 + 52, got
        assert all(left >= 0 and right <= 360 for left, right, _, _ in got["parts"]), got
        assert got["sub"] == "Tap a Regiment to act"
        assert got["active"] == f"{player} (active)"
        assert got["cut"] and got["ellipsis"] == "ellipsis", got
        expect(bar.locator("[data-action=active-0]")).to_have_accessible_name(
            f"{player} (active)")
        expect(page.get_by_role("heading", name=battle)).to_be_visible()
        for name in ("Go to", "More"):
            button = bar.get_by_role("button", name=name)
            box = button.bounding_box()
            assert box and box["width"] >= 44 and box["height"] >= 44
            assert box["x"] + box["width"] <= 360
        flow = Flow(page, "Top bar")
        flow.seen(bar.get_by_role("button", name="More"), "More")
        flow.axe("long names")
        flow.report(most=0)


SCROLLED_TO = """(article, selector) => {
  const box = article.querySelector('.formation-scroll').getBoundingClientRect();
  const cell = article.querySelector(selector).getBoundingClientRect();
  return { inside: cell.left >= box.left && cell.right <= box.right,
           scrolled: article.querySelector('.formation-scroll').scrollLeft };
}"""


def test_a_wide_formation_opens_scrolled_to_its_command_stand(
    shared_phone: Page, site: str
) -> None:
    """A 20-file Regiment at 360 px opens with its Command Stand (front centre, C-1) in
    view, not at the left end; one without opens at its centre; after an action the
    box stays where the player scrolled it."""
    with start_home(shared_phone) as page:
        qp.new_battle(page, site, [
            {"name": "Levy", "stands": 40, "files": 20, "wounds": 4, "resolve": 2,
             "command": True},
            {"name": "Rabble", "player": 1, "stands": 40, "files": 20, "wounds": 1,
             "resolve": 2}])
        levy = page.locator("article[data-regiment=r1]")
        expect(levy.locator("[data-command=true]")).to_have_count(1)
        qp.show_card(page, "r1")
        qp.show_card(page, "r2")
        seen = levy.evaluate(SCROLLED_TO, "[data-command=true] rect")
        assert seen["inside"] and seen["scrolled"] > 0, seen
        rabble = page.locator("article[data-regiment=r2]")
        middle = rabble.evaluate(SCROLLED_TO, "[data-stand=r0f9] rect")
        assert middle["inside"] and middle["scrolled"] > 0, middle
        # The player scrolls to the right end; an action redraws the screen there.
        levy.locator(".formation-scroll").evaluate("(b) => { b.scrollLeft = b.scrollWidth; }")
        right = levy.locator(".formation-scroll").evaluate("(b) => b.scrollLeft")
        qp.wound_pool(page, "r2", 1, morale=False)
        expect(page.locator("[data-stand=r0f19]").first).to_be_attached()
        assert levy.locator(".formation-scroll").evaluate("(b) => b.scrollLeft") == right


def test_a_morale_verdict_left_above_the_screen_is_brought_into_view(
    shared_phone: Page, site: str
) -> None:
    """Table flow, 2: the Morale dice are entered below the Regiment's card; with the
    card scrolled off the top, "Roll for me" closes the dice and puts the verdict on the
    card, above the screen. The page moves just enough to show it."""
    with start_home(shared_phone) as page:
        qp.new_battle(page, site, [
            {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2},
            {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}])
        maa = page.locator("article[data-regiment=r1]")
        maa.locator(".formation-button").tap()
        page.locator("[data-key='6']").tap()
        page.locator("[data-action=apply-pool]").tap()
        morale = page.locator("[data-morale-for=r1]")
        expect(morale).to_be_visible()
        page.evaluate("""() => {
          const card = document.querySelector("article[data-regiment=r1]");
          window.scrollBy(0, card.getBoundingClientRect().bottom + 10);
        }""")
        roll = morale.locator("[data-action=roll-dice]")
        assert roll.evaluate(ON_SCREEN)
        roll.tap()
        verdict = maa.locator(".verdict-line")
        expect(verdict).to_contain_text("Morale: 6 dice vs Resolve 3")
        assert verdict.evaluate(ON_SCREEN)


@pytest.mark.parametrize("system", ["conquest", "ninth_age"])
def test_actions_opened_low_on_the_screen_are_reachable_without_scrolling(
    shared_phone: Page, site: str, system: str
) -> None:
    """Table flow, 1 and 9: a card's actions open under it; opened from the bottom of
    the screen (the thumb's half), the page moves just enough that the keypad and Apply
    are on screen and uncovered by the bottom bar."""
    with start_home(shared_phone) as page:
        if system == "conquest":
            qp.new_battle(page, site, [
                {"name": f"Regiment {i}", "player": i % 2, "stands": 4, "files": 2,
                 "wounds": 1, "resolve": 3} for i in range(1, 7)])
            card, opener, apply = ("article[data-regiment=r6]", ".formation-button",
                                   "[data-action=apply-pool]")
        else:
            np.new_battle(page, site, [{"name": f"Unit {i}", "player": i % 2, "models": 10,
                                        "files": 5, "hp": 1} for i in range(1, 7)])
            card, opener, apply = ("article[data-unit=u6]", ".formation-button",
                                   "[data-action=apply-losses]")
        # The last card's button just above the bottom bar.
        page.evaluate("""(selector) => {
          const button = document.querySelector(selector);
          const bar = document.querySelector(".bottom-bar").getBoundingClientRect().top;
          window.scrollBy(0, button.getBoundingClientRect().bottom - bar + 4);
        }""", f"{card} {opener}")
        button = page.locator(f"{card} {opener}")
        assert button.evaluate(ON_SCREEN)
        button.tap()
        # Checked before any tap in the panel: a tap would scroll its target in itself.
        expect(page.locator(apply)).to_be_visible()
        for control in ("[data-key='1']", "[data-key='9']", apply):
            assert page.locator(control).evaluate(ON_SCREEN), control
