"""A tap redraws only what it changed. After a push, undo or redo on the
Conquest screen the other Regiments' cards are the same DOM nodes as before (a JS
marker property set on them survives), the step log keeps its earlier entries' nodes
and gains or loses one, the verdict moves to the card it concerns, and the screen is
exactly what a whole redraw (the same battle reloaded) draws."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from .conftest import wait_ready
from .conquest_page import (
    actions_count,
    engine_log,
    new_battle,
    open_log,
    regiment,
    screen_snapshot,
    select,
    tap,
    wound_pool,
)

pytestmark = pytest.mark.e2e


@pytest.fixture
def page(shared_page: Page) -> Page:
    """This module's tests share one booted page (conftest.module_page): each opens a
    battle of its own, whose screen's nodes are all new."""
    return shared_page

MARK = """(nodes) => nodes.forEach((n) => { n.__kept = true; })"""
KEPT = """(nodes) => nodes.map((n) => n.__kept === true)"""


def three() -> list[dict[str, object]]:
    return [{"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2},
            {"name": "Bowmen", "stands": 4, "files": 2, "wounds": 1, "resolve": 2},
            {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}]


def pool(page: Page, rid: str, wounds: int, *marked: str) -> None:
    """A Wound Pool causing no Morale Tests, keyed in on the open action panel; the
    ``marked`` nodes are marked just before Apply (choosing a tab redraws the screen)."""
    select(page, rid)
    if page.locator("[data-tab=pool][aria-selected=true]").count() == 0:
        tap(page.locator("[data-tab=pool]"))
    tap(page.locator("[data-key=clear]"))
    tap(page.locator(f"[data-key='{wounds}']"))
    page.locator("#pool-no-morale").check()
    expect(page.locator("#pool-preview .preview-title")).to_have_text(
        f"Preview: {wounds} Wound{'s' if wounds != 1 else ''}")
    before = actions_count(page)
    for selector in marked:
        mark(page, selector)
    tap(page.locator("[data-action=apply-pool]"))
    expect(page.locator(".battle-bar")).to_contain_text(f"{before + 1} action")


def mark(page: Page, selector: str) -> None:
    page.locator(selector).evaluate_all(MARK)


def kept(page: Page, selector: str) -> list[bool]:
    result: list[bool] = page.locator(selector).evaluate_all(KEPT)
    return result


def drawn(page: Page) -> dict[str, Any]:
    """What the screen shows: the test hooks, verdicts, bars and the step log's text."""
    return {
        "hooks": screen_snapshot(page),
        "verdicts": page.locator("[data-verdict]").evaluate_all(
            "(ns) => ns.map((n) => [n.closest('article')?.dataset.regiment, n.dataset.verdict])"),
        "top": [page.locator(".battle-bar .bar-sub").inner_text(),
                page.locator(".battle-bar [data-actions]").inner_text()],
        "bottom": page.locator(".bottom-bar").inner_text(),
        "log": page.locator(".log-panel .log-entry").evaluate_all(
            "(ns) => ns.map((n) => [n.dataset.index, n.textContent])"),
    }


def test_a_push_redraws_only_the_changed_regiment_and_one_log_entry(page: Page, site: str) -> None:
    new_battle(page, site, three())
    wound_pool(page, "r1", 2, morale=False)
    open_log(page)  # a closed log draws no entries
    pool(page, "r1", 1, "article[data-regiment]", ".log-panel .log-entry")
    # The Men-at-Arms' card is drawn again, the Bowmen's and the Foes' are the same nodes.
    assert kept(page, "article[data-regiment]") == [False, True, True]
    assert kept(page, ".log-panel .log-entry") == [False, True]  # newest first
    expect(page.locator(".log-panel .log-entry").first).to_have_attribute("data-index", "1")
    expect(regiment(page, "r1").locator(".verdict-line")).to_have_count(1)
    expect(page.locator("#announce")).to_have_text(
        regiment(page, "r1").locator(".verdict-line").inner_text())
    # No control is left busy on the nodes the tap kept.
    expect(page.locator("[aria-busy=true]")).to_have_count(0)

    # The verdict moves to the Bowmen: their card is drawn again; the Men-at-Arms' card,
    # unchanged, keeps its nodes (its drawing too) and loses only its verdict.
    pool(page, "r2", 1, "article[data-regiment]", "article[data-regiment] svg.formation",
         ".log-panel .log-entry")
    assert kept(page, "article[data-regiment]") == [True, False, True]
    assert kept(page, "article[data-regiment] svg.formation") == [True, False, True]
    expect(regiment(page, "r1").locator(".verdict-line")).to_have_count(0)
    expect(regiment(page, "r2").locator(".verdict-line")).to_have_count(1)
    assert kept(page, ".log-panel .log-entry") == [False, True, True]


def test_a_closed_step_log_draws_no_entries_and_opening_it_draws_them(
    page: Page, site: str
) -> None:
    """A long battle's log is thousands of nodes every layout and query of the
    page would walk at each tap. Closed (as it starts, table flow 7) it holds none; the
    panel says how many the engine's log has; opening draws them, newest first."""
    new_battle(page, site, three())
    for rid in ("r1", "r2", "r3"):
        wound_pool(page, rid, 1, morale=False)
    engine_log(page, 3)
    expect(page.locator(".log-panel .log-entry")).to_have_count(0)
    entries = open_log(page)
    expect(entries).to_have_count(3)
    assert entries.evaluate_all("(ns) => ns.map((n) => n.dataset.index)") == ["2", "1", "0"]
    tap(page.locator(".log-panel summary"))  # closed again: its entries go
    expect(page.locator(".log-panel .log-entry")).to_have_count(0)
    wound_pool(page, "r1", 1, morale=False)
    engine_log(page, 4)
    expect(page.locator(".log-panel .log-entry")).to_have_count(0)
    expect(open_log(page).first).to_have_attribute("data-index", "3")
    tap(page.locator("[data-action=undo]"))  # patched while open
    engine_log(page, 3)
    expect(page.locator(".log-panel .log-entry")).to_have_count(3)


def test_undo_and_redo_take_off_and_put_back_one_log_entry(page: Page, site: str) -> None:
    new_battle(page, site, three())
    wound_pool(page, "r1", 2, morale=False)
    wound_pool(page, "r2", 1, morale=False)
    open_log(page)
    mark(page, "article[data-regiment]")
    mark(page, ".log-panel .log-entry")
    tap(page.locator("[data-action=undo]"))
    expect(page.locator(".battle-bar")).to_contain_text("1 action")
    expect(page.locator(".log-panel .log-entry")).to_have_count(1)
    assert kept(page, ".log-panel .log-entry") == [True]
    # The Bowmen's Wound is taken back (their card drawn again); the others untouched.
    assert kept(page, "article[data-regiment]") == [True, False, True]
    tap(page.locator("[data-action=redo]"))
    expect(page.locator(".battle-bar")).to_contain_text("2 actions")
    assert kept(page, ".log-panel .log-entry") == [False, True]
    assert kept(page, "article[data-regiment]")[2] is True


def test_the_patched_screen_is_what_a_whole_redraw_draws(page: Page, site: str) -> None:
    new_battle(page, site, three())
    # The step log opened stays open across the taps.
    tap(page.locator(".log-panel summary"))
    for rid, wounds in (("r1", 2), ("r3", 1), ("r1", 3), ("r2", 1)):
        wound_pool(page, rid, wounds, morale=False)
    expect(page.locator(".log-panel")).to_have_attribute("open", "")
    tap(page.locator("[data-action=undo]"))
    expect(page.locator(".battle-bar")).to_contain_text("3 actions")
    patched = drawn(page)
    page.reload()
    wait_ready(page)
    expect(page.locator(".battle-bar")).to_contain_text("3 actions")
    engine_log(page, 3)
    open_log(page)  # a reload opens the log closed, as every screen does
    whole = drawn(page)
    # A reload draws no verdict (that belongs to the tap); everything else is the same.
    assert {**patched, "verdicts": []} == {**whole, "verdicts": []}
    assert [v[0] for v in patched["verdicts"]] == ["r2"] and whole["verdicts"] == []


def test_the_active_player_and_a_new_round_redraw_no_card(page: Page, site: str) -> None:
    """The whole battle's verdicts (no one Regiment's) are patched too: the cards keep
    their nodes, the verdict box above the sides is the only one, and the screen is what
    a whole redraw draws."""
    new_battle(page, site, three())
    wound_pool(page, "r1", 2, morale=False)
    expect(regiment(page, "r1").locator(".verdict-line")).to_have_count(1)
    mark(page, "article[data-regiment]")
    tap(page.locator(".battle-bar [data-action=active-1]"))
    expect(page.locator(".battle-bar [data-action=active-1]")).to_have_attribute(
        "aria-pressed", "true")
    assert kept(page, "article[data-regiment]") == [True, True, True]
    # The Wound Pool's verdict left its card; the Active Player's is said above the sides.
    expect(regiment(page, "r1").locator(".verdict-line")).to_have_count(0)
    battle = page.locator("#screen > .outcome-box .verdict-line")
    expect(battle).to_have_count(1)
    expect(page.locator(".verdict-line")).to_have_count(1)
    expect(page.locator("#announce")).to_have_text(battle.inner_text())
    # A new Round: its verdict replaces the Active Player's.
    mark(page, "article[data-regiment]")
    tap(page.locator(".battle-bar [data-action=new-round]"))
    tap(page.locator(".battle-bar [data-action=confirm-new-round]"))
    expect(page.locator(".battle-bar")).to_contain_text("3 actions")
    expect(page.locator(".verdict-line")).to_have_count(1)
    expect(battle).to_have_count(1)
    # A Regiment's verdict again: the box above the sides goes.
    wound_pool(page, "r3", 1, morale=False)
    expect(page.locator("#screen > .outcome-box")).to_have_count(0)
    expect(regiment(page, "r3").locator(".verdict-line")).to_have_count(1)
    tap(page.locator(".battle-bar [data-action=active-0]"))
    expect(page.locator(".battle-bar")).to_contain_text("5 actions")
    patched = drawn(page)
    page.reload()
    wait_ready(page)
    expect(page.locator(".battle-bar")).to_contain_text("5 actions")
    assert {**drawn(page), "verdicts": []} == {**patched, "verdicts": []}


def test_a_ninth_age_push_redraws_only_the_changed_unit_and_one_log_entry(
    page: Page, site: str
) -> None:
    from . import ninth_age_page as na

    na.new_battle(page, site, [{"name": "Trolls", "models": 6, "files": 3, "hp": 3},
                               {"name": "Goblins", "player": 1, "models": 10, "files": 5,
                                "hp": 1}])
    na.lose(page, "u1", 2)
    na.enter_losses(page, "u1", 1)
    open_log(page)
    mark(page, "article[data-unit]")
    mark(page, ".log-panel .log-entry")
    tap(page.locator("[data-action=apply-losses]"))
    expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "2")
    assert kept(page, "article[data-unit]") == [False, True]
    assert kept(page, ".log-panel .log-entry") == [False, True]
    expect(na.unit(page, "u1").locator(".verdict-line")).to_have_count(1)
    expect(page.locator("[aria-busy=true]")).to_have_count(0)
    patched = na.screen_snapshot(page)
    page.reload()
    wait_ready(page)
    engine_log(page, 2)
    assert na.screen_snapshot(page) == patched


SCREEN = ".screen"
ORDER = """(sides) => [...sides.querySelectorAll('article, #battle-message, section.panel.actions')]
  .map((n) => n.dataset.regiment || n.dataset.unit || n.id || 'panel')"""


def tab_redraw_matches(page: Page) -> None:
    """Choosing a tab draws the panel again; choosing the open tab again looks the same."""
    mark(page, "article[data-regiment]")
    patched = page.locator(SCREEN).inner_html()
    tab = page.locator("[role=tab][aria-selected=true]").get_attribute("data-tab")
    tap(page.locator("[data-tab=heal]" if tab != "heal" else "[data-tab=pool]"))
    tap(page.locator(f"[data-tab={tab}]"))
    assert page.locator(SCREEN).inner_html() == patched
    assert set(kept(page, "article[data-regiment]")) == {True}


def test_opening_and_closing_actions_redraws_only_those_cards(page: Page, site: str) -> None:
    new_battle(page, site, three())
    mark(page, "article[data-regiment]")
    tap(regiment(page, "r1").locator(".formation-button"))
    expect(page.locator("[data-actions-for=r1]")).to_be_visible()
    assert kept(page, "article[data-regiment]") == [False, True, True]
    # The message box and the panel sit under the card opened, as a whole redraw has them.
    assert page.locator(".sides").evaluate(ORDER) == ["r1", "battle-message", "panel", "r2", "r3"]
    tab_redraw_matches(page)

    # From the Men-at-Arms to the Foes (the other side): both cards, nothing else.
    mark(page, "article[data-regiment]")
    tap(regiment(page, "r3").locator(".formation-button"))
    expect(page.locator("[data-actions-for=r3]")).to_be_visible()
    assert kept(page, "article[data-regiment]") == [False, True, False]
    assert page.locator(".sides").evaluate(ORDER) == ["r1", "r2", "r3", "battle-message", "panel"]
    tab_redraw_matches(page)

    # Closed: the panel goes, the message box goes back above the cards.
    mark(page, "article[data-regiment]")
    tap(regiment(page, "r3").locator(".formation-button"))
    expect(page.locator("section.panel.actions")).to_have_count(0)
    assert kept(page, "article[data-regiment]") == [True, True, False]
    assert page.locator(".sides").evaluate(ORDER) == ["r1", "r2", "r3"]
    assert page.locator(f"{SCREEN} > #battle-message").count() == 1
    closed = regiment(page, "r3").locator(".formation-button")
    expect(closed).to_have_attribute("aria-expanded", "false")

    # An action after the patched opening still patches and applies to that Regiment.
    pool(page, "r2", 1, "article[data-regiment]")
    assert kept(page, "article[data-regiment]") == [True, False, True]
    expect(regiment(page, "r2").locator(".verdict-line")).to_have_count(1)

    # The Morale Test due opens its Regiment with a whole redraw: closing it and opening
    # it again by its card draws the same screen.
    wound_pool(page, "r1", 2)
    tap(page.locator("[data-action=due-morale]"))
    expect(page.locator("[data-morale-for=r1]")).to_be_visible()
    whole = page.locator(SCREEN).inner_html()
    tap(regiment(page, "r1").locator(".formation-button"))
    expect(page.locator("section.panel.actions")).to_have_count(0)
    tap(regiment(page, "r1").locator(".formation-button"))
    expect(page.locator("[data-morale-for=r1]")).to_be_visible()
    assert page.locator(SCREEN).inner_html() == whole


def test_a_ninth_age_unit_opens_and_closes_without_a_whole_redraw(page: Page, site: str) -> None:
    from . import ninth_age_page as na

    na.new_battle(page, site, [{"name": "Trolls", "models": 6, "files": 3, "hp": 3},
                               {"name": "Goblins", "player": 1, "models": 10, "files": 5,
                                "hp": 1}])
    mark(page, "article[data-unit]")
    tap(na.unit(page, "u2").locator(".formation-button"))
    expect(page.locator("[data-actions-for=u2]")).to_be_visible()
    assert kept(page, "article[data-unit]") == [True, False]
    assert page.locator(".sides").evaluate(ORDER) == ["u1", "u2", "battle-message", "panel"]
    tap(na.unit(page, "u1").locator(".formation-button"))
    expect(page.locator("[data-actions-for=u1]")).to_be_visible()
    assert page.locator(".sides").evaluate(ORDER) == ["u1", "battle-message", "panel", "u2"]
    patched = page.locator(SCREEN).inner_html()
    # The split box on and off again draws the whole screen: it must look the same.
    page.locator("#na-split").check()
    page.locator("#na-split").uncheck()
    assert page.locator(SCREEN).inner_html() == patched


# Where the focus is: the control's tag and mark, the action panel and the bar it is in.
FOCUSED = """() => {
  const a = document.activeElement;
  return [a.localName, a.dataset.action || a.dataset.tab || a.dataset.key || null,
          a.closest("[data-actions-for]")?.dataset.actionsFor || null,
          Boolean(a.closest(".bottom-bar"))];
}"""


def focused(page: Page, expected: list[object], pick: tuple[int, ...] = (0, 1, 2, 3)) -> None:
    """The focus settles where ``expected`` says: the reply and the drawing it brings
    come in more than one task, so the check waits for the focus's state, not a time."""
    seen: list[object] = []
    for _ in range(100):
        now = page.evaluate(FOCUSED)
        seen = [now[i] for i in pick]
        if seen == expected:
            return
        page.wait_for_timeout(50)
    raise AssertionError(f"focus is on {seen}, expected {expected}")


def press(page: Page, selector: str) -> None:
    """The control activated from the keyboard, as a keyboard or screen reader user does."""
    page.locator(selector).focus()
    page.keyboard.press("Enter")


def test_after_an_action_the_focus_stays_where_the_player_acted(page: Page, site: str) -> None:
    """The controls an action redraws are new nodes: the focus goes to the same control,
    or to the first button of the panel or bar it was in when that control is off, never
    back to the top of the page (a keyboard or screen reader user keeps their place)."""
    new_battle(page, site, three())
    select(page, "r1")
    tap(page.locator("[data-tab=pool]"))
    tap(page.locator("[data-key='2']"))
    page.locator("#pool-no-morale").check()
    expect(page.locator("#pool-preview .preview-title")).to_have_text("Preview: 2 Wounds")
    press(page, "[data-action=apply-pool]")
    expect(page.locator(".battle-bar")).to_contain_text("1 action")
    # Apply is off until the next number: the focus stays in the Men-at-Arms' panel.
    expect(page.locator("[data-action=apply-pool]")).to_be_disabled()
    focused(page, ["button", "r1"], (0, 2))
    press(page, "[data-action=undo]")
    expect(page.locator(".battle-bar")).to_contain_text("0 actions")
    # Nothing left to undo: the focus is on the bar's first button that is on, Redo.
    focused(page, ["button", "redo", None, True])
    press(page, "[data-action=redo]")
    expect(page.locator(".battle-bar")).to_contain_text("1 action")
    focused(page, ["button", "undo", None, True])
