"""The battle at a glance (table flow 10 and 11) on a 360x740 touch phone: two full
lists (8 Regiments a side, with Characters) as one-line rows in two screens at most;
any Regiment's Wound Pool two taps from anywhere on the screen, without scrolling; the
Active Player one tap and a New Round two, from the top bar that stays on screen;
every tab of a Regiment in view; the Wound Pool first whenever a Regiment is opened."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from . import conquest_page as qp
from .conftest import laid_out, start_home
from .test_table_flow import ON_SCREEN, Flow
from .two_lists import ALL

pytestmark = pytest.mark.e2e

SCREEN = 740




def two_full_lists(page: Page, site: str) -> None:
    qp.new_battle(page, site, ALL, name="Two full lists", players=("Ana", "Ben"))
    expect(page.locator("article[data-regiment]")).to_have_count(16)


def scrolled(page: Page) -> int:
    y: int = page.evaluate("Math.round(window.scrollY)")
    return y


def test_two_full_lists_fit_in_two_screens(shared_phone: Page, site: str) -> None:
    with start_home(shared_phone) as page:
        two_full_lists(page, site)
        laid_out(page)
        height = page.evaluate("document.documentElement.scrollHeight")
        print(f"\n[overview] 16 Regiments with 6 Characters: {height} px "
              f"({height / SCREEN:.2f} screens of {SCREEN} px)")
        assert height <= 2 * SCREEN, height
        rows = page.locator("article[data-regiment] .regiment-row")
        expect(rows).to_have_count(16)
        # Each row a named button: its accessible name is its visible text, a 44 px target.
        first = rows.first
        expect(first).to_have_accessible_name(
            re.compile(r"^Men-at-Arms 7/7 Stands ✓ Steady · incl. ★ 1 Character\s*$"))
        boxes = rows.evaluate_all("(ns) => ns.map((n) => n.getBoundingClientRect().height)")
        assert min(boxes) >= 44, boxes
        # Not a Regiment's card shown: one tap away.
        expect(page.locator("article[data-regiment] .card-body:visible")).to_have_count(0)
        flow = Flow(page, "Overview")
        flow.axe("two full lists")
        flow.tap(page.locator("article[data-regiment=r1] [data-action=show-card]"), "Card")
        expect(page.locator("article[data-regiment=r1] svg.formation")).to_be_visible()
        flow.axe("a card shown")
        flow.report(most=1)


BAR_BOTTOM = "Math.round(document.querySelector('.battle-bar').getBoundingClientRect().bottom)"


@pytest.mark.parametrize("opened", [None, "r6"], ids=["nothing-open", "actions-open-below"])
def test_a_card_shown_or_hidden_stays_where_its_row_was_tapped(
        shared_phone: Page, site: str, opened: str | None) -> None:
    """Table flow 2: the card's drawing opens below its row, which stays where it was
    tapped, never pushed up under the top bar: with nothing open (the middle of the
    screen was kept, and the row went up by the drawing's height) and with a Regiment's
    actions open below it (that card was kept)."""
    with start_home(shared_phone) as page:
        two_full_lists(page, site)
        if opened:
            qp.select(page, opened)
        page.evaluate("window.scrollTo(0, 0)")
        laid_out(page)
        row = "article[data-regiment=r3]"
        y = qp.top_of(page, row)
        assert y >= page.evaluate(BAR_BOTTOM)
        qp.tap(page.locator(f"{row} [data-action=show-card]"))
        expect(page.locator(f"{row} svg.formation")).to_be_visible()
        laid_out(page)
        assert qp.top_of(page, row) == y
        qp.tap(page.locator(f"{row} [data-action=show-card]"))
        expect(page.locator(f"{row} svg.formation")).not_to_be_visible()
        laid_out(page)
        assert qp.top_of(page, row) == y


def test_any_regiment_s_wound_pool_is_two_taps_from_anywhere(shared_phone: Page, site: str) -> None:
    """From the top, the bottom, another Regiment's Charge tab or its card: Go to, the
    name, and the Wound Pool's keypad is on screen on that Regiment's pool."""
    with start_home(shared_phone) as page:
        two_full_lists(page, site)
        flow = Flow(page, "Go to")
        wheres = ("top", "bottom", "charge", "card")
        for i, reg in enumerate(ALL):
            rid = f"r{i + 1}"
            where = wheres[i % len(wheres)]
            if where == "top":
                page.evaluate("window.scrollTo(0, 0)")
            elif where == "bottom":
                page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
            elif where == "charge":
                other = f"r{(i + 8) % 16 + 1}"
                qp.select(page, other)
                qp.tap(page.locator(f"[data-actions-for={other}] [data-tab=charge]"))
            else:
                card = f"article[data-regiment=r{(i + 3) % 16 + 1}] [data-action=show-card]"
                qp.tap(page.locator(card))
            before = flow.taps
            flow.tap(page.locator(".battle-bar [data-action=go-to]"), f"Go to ({where})")
            flow.tap(page.locator(f".jump-sheet [data-go-to={rid}]"), reg["name"])
            assert flow.taps - before == 2
            panel = page.locator(f"[data-actions-for={rid}]")
            expect(panel.locator("[data-tab=pool]")).to_have_attribute("aria-selected", "true")
            flow.seen(panel.locator("#pool-input"), f"{reg['name']}'s Wound Pool")
            flow.seen(panel.locator("[data-key='1']"), f"{reg['name']}'s keypad")
            if i == 0:
                flow.axe("a Wound Pool opened by Go to")
        flow.report(most=32)


def test_the_active_player_is_one_tap_and_a_new_round_two_from_anywhere(
    shared_phone: Page, site: str
) -> None:
    with start_home(shared_phone) as page:
        two_full_lists(page, site)
        qp.select(page, "r12")  # a Regiment's actions open, far down the page
        qp.regiment(page, "r12").evaluate(
            "(n) => window.scrollBy(0, n.getBoundingClientRect().top - 300)")
        laid_out(page)
        assert scrolled(page) > 0
        y = qp.top_of(page, "article[data-regiment=r12]")
        flow = Flow(page, "Clock")
        bar = page.locator(".battle-bar")
        expect(bar.locator("[data-action=active-0]")).to_have_attribute("aria-pressed", "true")
        flow.tap(bar.locator("[data-action=active-1]"), "Ben active")
        expect(page.locator(".battle-bar [data-action=active-1]")).to_have_attribute(
            "aria-pressed", "true")
        expect(page.locator(".battle-bar [data-action=active-1]")).to_have_text("Ben (active)")
        assert flow.taps == 1
        laid_out(page)
        # The page keeps the Regiment open where the player saw it.
        assert qp.top_of(page, "article[data-regiment=r12]") == y
        flow.tap(page.locator(".battle-bar [data-action=new-round]"), "New Round")
        expect(page.locator("[data-round]")).to_have_text("Round 1")  # asked, not yet done
        flow.axe("New Round asked")
        flow.tap(page.locator(".battle-bar [data-action=confirm-new-round]"), "Start New Round")
        expect(page.locator(".battle-bar [data-round]")).to_have_text("Round 2")
        assert flow.taps == 3
        laid_out(page)
        assert qp.top_of(page, "article[data-regiment=r12]") == y
        # Refused while a Morale Test is owed (C-12): said at the tap, from the engine's
        # view, not asked to be confirmed and then refused; where it is seen, not under
        # the top bar.
        qp.wound_pool(page, "r12", 6)
        expect(page.locator(".battle-bar")).to_contain_text("Morale Test")
        new_round = page.locator(".battle-bar [data-action=new-round]")
        expect(new_round).to_have_attribute("aria-disabled", "true")
        new_round.tap(force=True)  # a control that says it is off, tapped: its reason comes
        expect(page.locator(".battle-bar [data-action=confirm-new-round]")).to_have_count(0)
        message = page.locator("#battle-message")
        expect(message).to_be_visible()
        expect(message).to_contain_text("Not now: ")
        expect(message).to_contain_text("C-12")
        expect(page.locator(".battle-bar [data-round]")).to_have_text("Round 2")
        top = message.evaluate("(n) => n.getBoundingClientRect().top")
        bar_bottom = page.locator(".battle-bar").evaluate("(n) => n.getBoundingClientRect().bottom")
        assert top >= bar_bottom, (top, bar_bottom)
        qp.tap(message.locator(".dismiss"))
        qp.tap(page.locator("[data-action=undo]"))
        expect(new_round).not_to_have_attribute("aria-disabled", "true")
        # Asked and called off: nothing happens.
        flow.tap(page.locator(".battle-bar [data-action=new-round]"), "New Round")
        flow.tap(page.locator(".battle-bar [data-action=cancel-new-round]"), "Cancel")
        expect(page.locator(".battle-bar [data-round]")).to_have_text("Round 2")
        expect(page.locator(".battle-bar [data-action=new-round]")).to_be_focused()
        flow.report(most=7)


def test_the_top_bar_is_on_every_screen_of_the_battle(shared_phone: Page, site: str) -> None:
    with start_home(shared_phone) as page:
        two_full_lists(page, site)
        bar = page.locator(".battle-bar")
        for y in (0, 500, 10_000):
            page.evaluate(f"window.scrollTo(0, {y})")
            laid_out(page)
            for action in ("active-1", "new-round", "go-to"):
                assert bar.locator(f"[data-action={action}]").evaluate(ON_SCREEN), (y, action)
        qp.select(page, "r16")
        qp.tap(page.locator("[data-actions-for=r16] [data-tab=odds]"))
        assert bar.locator("[data-action=new-round]").evaluate(ON_SCREEN)
        qp.bar_tool(page, "report")
        qp.tap(page.locator("[data-action=report-back]"))
        expect(page.locator(".battle-bar [data-action=new-round]")).to_be_visible()
        assert page.locator(".battle-bar [data-action=new-round]").evaluate(ON_SCREEN)


LINES = """(n) => { const r = document.createRange(); r.selectNodeContents(n);
  return new Set([...r.getClientRects()].filter((b) => b.width > 0)
    .map((b) => Math.round(b.top))).size; }"""


def test_every_tab_is_in_view_and_the_wound_pool_comes_first(shared_phone: Page, site: str) -> None:
    with start_home(shared_phone) as page:
        qp.new_battle(page, site, [
            {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 1, "resolve": 2,
             "characters": [{"name": "Captain Voss", "wounds": 3, "resolve": 3}]},
            {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}],
            battlefield=(1829, 1219))
        qp.select(page, "r1")
        tabs = page.locator("[data-actions-for=r1] [role=tablist] [data-tab]")
        expect(tabs).to_have_count(7)  # Wound Pool to Move: the longest strip
        for tab in tabs.all():
            assert tab.evaluate(ON_SCREEN), tab.inner_text()
            assert tab.evaluate(LINES) == 1, tab.inner_text()
            box = tab.bounding_box()
            assert box and box["width"] >= 44 and box["height"] >= 44
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        # Opened again, on another Regiment and back: the Wound Pool each time.
        qp.tap(page.locator("[data-tab=charge]"))
        qp.tap(qp.regiment(page, "r1").locator(".formation-button"))
        qp.tap(qp.regiment(page, "r1").locator(".formation-button"))
        expect(page.locator("[data-actions-for=r1] [data-tab=pool]")).to_have_attribute(
            "aria-selected", "true")
        qp.tap(page.locator("[data-tab=heal]"))
        qp.tap(qp.regiment(page, "r2").locator(".formation-button"))
        expect(page.locator("[data-actions-for=r2] [data-tab=pool]")).to_have_attribute(
            "aria-selected", "true")


def test_a_regiment_just_charged_is_one_tap_from_its_wound_pool(
    shared_phone: Page, site: str
) -> None:
    """After the Knights' Charge the Levy's Wound Pool is one tap away, its source the
    Knights (C-21); the source line stays open once the player has opened it."""
    with start_home(shared_phone) as page:
        qp.new_battle(page, site, [
            {"name": "Knights", "kind": "cavalry", "stands": 3, "files": 3, "wounds": 4,
             "resolve": 3},
            {"name": "Levy", "player": 1, "stands": 6, "files": 3, "wounds": 1, "resolve": 2},
            {"name": "Spears", "player": 1, "stands": 6, "files": 3, "wounds": 1, "resolve": 2}])
        qp.select(page, "r1")
        qp.tap(page.locator("[data-tab=charge]"))
        qp.tap(page.locator("[data-charge-enemy=r2]"))
        qp.tap(page.locator("[data-charge-edge=front]"))
        expect(qp.regiment(page, "r1").locator(".verdict-line")).to_contain_text("Charged")
        flow = Flow(page, "Charged")
        flow.tap(page.locator("[data-actions-for=r1] [data-action=foe-pool][data-foe=r2]"),
                 "Wound Pool on Levy")
        panel = page.locator("[data-actions-for=r2]")
        expect(panel.locator("[data-tab=pool]")).to_have_attribute("aria-selected", "true")
        expect(panel.locator(".pool-source")).to_have_attribute("data-source", "r1")
        flow.seen(panel.locator("#pool-input"), "Levy's Wound Pool")
        # The focus goes with the player: on the Levy's row, not lost with the old panel.
        expect(page.locator("article[data-regiment=r2] .regiment-row")).to_be_focused()
        # Whose pool it is stays in sight: the Levy's row is not under the top bar.
        bar_bottom = page.locator(".battle-bar").evaluate("(n) => n.getBoundingClientRect().bottom")
        assert qp.top_of(page, "article[data-regiment=r2]") >= bar_bottom
        # The Levy hit back: the Knights are one tap away the same way.
        expect(panel.locator("[data-action=foe-pool][data-foe=r1]")).to_have_text(
            "Wound Pool on Knights")
        # The source picked stays in view.
        qp.tap(panel.locator("[data-action=pool-source]"))
        panel.locator("#pool-harm").select_option(index=1)
        expect(page.locator("[data-actions-for=r2] details.pool-source")).to_have_attribute(
            "open", "")
        flow.axe("the enemy's Wound Pool")
        flow.report(most=1)


def test_any_ninth_age_unit_s_losses_are_two_taps_from_anywhere(
    shared_phone: Page, site: str
) -> None:
    """The Ninth Age top bar's Go to: every Unit by name, grouped by player, and one
    tap on a name opens its Health Point losses with the keypad on screen."""
    from . import ninth_age_page as na

    units = [{"name": f"{side} {i + 1}", "player": p, "models": 10 + i, "files": 5, "hp": 1 + i % 3}
             for p, side in enumerate(("Spearmen", "Goblins")) for i in range(8)]
    with start_home(shared_phone) as page:
        na.new_battle(page, site, units, name="Sixteen Units")
        expect(page.locator("article[data-unit]")).to_have_count(16)
        na.lose(page, "u3", 4)
        flow = Flow(page, "Go to (Ninth Age)")
        for i, spec in enumerate(units):
            uid = f"u{i + 1}"
            page.evaluate("window.scrollTo(0, 0)" if i % 2 else
                          "window.scrollTo(0, document.documentElement.scrollHeight)")
            before = flow.taps
            flow.tap(page.locator(".battle-bar [data-action=go-to]"), f"Go to ({uid})")
            sheet = page.locator(".jump-sheet")
            side = sheet.locator(f".jump-side.player-{spec['player']}")
            expect(side.locator(f"[data-go-to={uid}]")).to_be_visible()
            if uid == "u3":
                expect(sheet.locator("[data-go-to=u3]")).to_have_text("Spearmen 3 Losses")
                flow.axe("Go to a Unit")
            flow.tap(sheet.locator(f"[data-go-to={uid}]"), spec["name"])
            assert flow.taps - before == 2
            panel = page.locator(f"[data-actions-for={uid}]")
            expect(panel.locator("[data-loss-kind=hp]")).to_have_attribute("aria-pressed", "true")
            flow.seen(panel.locator("#na-losses"), f"{spec['name']}'s losses")
            flow.seen(panel.locator("[data-key='1']"), f"{spec['name']}'s keypad")
            expect(page.locator(f"article[data-unit={uid}] .regiment-row")).to_be_focused()
        flow.report(most=32)


WHOLE = "(n) => n.scrollWidth <= n.clientWidth"


def test_the_top_bar_says_the_battle_and_what_is_due_whole_with_more_one_tap_away(
    shared_phone: Page, site: str
) -> None:
    """At 360 px the bar's title and what is due are whole (not cut to "Two f…"):
    Share, Report and Play on two phones are in More, one tap away, and More closes
    before what it opens."""
    with start_home(shared_phone) as page:
        two_full_lists(page, site)
        bar = page.locator(".battle-bar")
        for part in (".battle-title", ".bar-sub"):
            assert bar.locator(part).evaluate(WHOLE), part
        # The status line's first words (the engine's) are in view; the rest may be cut.
        expect(bar.locator(".bar-status")).to_contain_text("● Engine ready")
        # Nothing done yet: where the actions are, in place of "Nothing due".
        expect(bar.locator(".bar-sub")).to_have_text("Tap a Regiment to act")
        qp.wound_pool(page, "r12", 6)
        expect(bar.locator(".bar-sub")).to_contain_text("Morale Test")
        assert bar.locator(".bar-sub").evaluate(WHOLE), bar.locator(".bar-sub").inner_text()
        flow = Flow(page, "More")
        flow.tap(bar.locator("[data-action=more]"), "More")
        expect(bar.locator("[data-action=more]")).to_have_attribute("aria-expanded", "true")
        sheet = page.locator(".battle-bar .more-sheet")
        for name in ("Share", "Report", "Play on two phones"):
            button = sheet.get_by_role("button", name=name)
            flow.seen(button, name)
            box = button.bounding_box()
            assert box and box["height"] >= 44 and box["x"] + box["width"] <= 360
        expect(sheet.get_by_role("button", name="Share")).to_be_focused()
        flow.axe("More open")
        # Go to closes More, and More closes Go to.
        flow.tap(bar.locator("[data-action=go-to]"), "Go to")
        expect(page.locator(".more-sheet")).to_have_count(0)
        flow.tap(page.locator(".battle-bar [data-action=more]"), "More")
        expect(page.locator(".jump-sheet")).to_have_count(0)
        flow.tap(page.locator(".more-sheet [data-action=report]"), "Report")
        expect(page.locator(".report")).to_be_visible()
        qp.tap(page.locator("[data-action=report-back]"))
        expect(page.locator(".more-sheet")).to_have_count(0)
        flow.report(most=4)


def test_a_regiment_stays_below_the_top_bar_after_its_wound_pool(
    shared_phone: Page, site: str
) -> None:
    """The Wound Pool that brings a Morale Test grows the top bar (what is due): the
    Regiment's card, whose verdict and Morale Test these are, stays below it."""
    with start_home(shared_phone) as page:
        two_full_lists(page, site)
        qp.wound_pool(page, "r4", 6)
        expect(page.locator(".battle-bar .bar-sub")).to_contain_text("Morale Test")
        laid_out(page)
        bar_bottom = page.locator(".battle-bar").evaluate("(n) => n.getBoundingClientRect().bottom")
        assert qp.top_of(page, "article[data-regiment=r4]") >= bar_bottom


def test_the_row_the_card_and_go_to_count_a_character_alike(shared_phone: Page, site: str) -> None:
    """C-3: the Marshal counts as one of the Men-at-Arms' Stands. The row, its card and
    Go to said different counts; now all say 7/7, and each says the Character is in it."""
    with start_home(shared_phone) as page:
        two_full_lists(page, site)
        laid_out(page)
        article = page.locator("article[data-regiment=r1]")
        expect(article.locator(".row-strength")).to_have_text("7/7 Stands")
        article.locator("[data-action=show-card]").tap()
        expect(article.locator(".strength-note")).to_have_text(
            "7 of 7 Stands left, incl. ★ 1 Character: Characters count as Stands (C-3)")
        page.locator(".battle-bar [data-action=go-to]").tap()
        expect(page.locator(".jump-sheet [data-go-to=r1] .jump-status")).to_have_text(
            " Steady · 7/7 Stands ★")
        expect(page.locator(".jump-sheet .jump-note")).to_have_text(
            "★ Characters count as Stands (C-3)")
