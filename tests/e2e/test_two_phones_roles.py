"""Who holds the battle on two phones: both players tapping at the same moment end with
one history; the writer role handed over; the writer's phone gone, the other taking over
and, when the first is back, the two copies reconciled; Undo of the other player's
action asks them (refused: nothing changes; allowed: undone on both).

Two browser contexts at 360x740 stand for the two phones, linked by WebRTC as in
test_two_phones.py (whose browser, phones and sheet helpers these use)."""

from __future__ import annotations

import time

from playwright.sync_api import Browser, Page, expect
from playwright.sync_api._generated import LocatorAssertions

from . import conquest_page as qp
from .axe import axe_violations
from .test_two_phones import TWO, actions, close_sheet, hotspot, phone, sheet

__all__ = ["hotspot"]  # the module's fixture, shared

# Each page clicks Apply at one moment of the one clock both contexts share.
AT_ONCE = """(at) => new Promise((resolve) => setTimeout(() => {
  document.querySelector("[data-action=apply-pool]").click();
  resolve(Date.now());
}, Math.max(0, at - Date.now())))"""


def meet(host: Page, guest: Page) -> None:
    """The host's invite to the guest, the guest's answer back: connected."""
    sheet(host)
    qp.tap(host.locator("[data-action=link-host]"))
    invite = host.locator("[data-link-invite]").input_value()
    sheet(guest)
    qp.tap(guest.locator("[data-action=link-join]"))
    guest.locator("[data-link-invite-in]").fill(invite)
    qp.tap(guest.locator("[data-action=link-answer]"))
    host.locator("[data-link-answer-in]").fill(guest.locator("[data-link-answer]").input_value())
    qp.tap(host.locator("[data-action=link-connect]"))
    for page in (host, guest):
        expect(page.locator("[data-link-status]")).to_contain_text("● connected to")
        close_sheet(page)


def ready_pool(page: Page, rid: str, wounds: int) -> None:
    qp.select(page, rid)
    tab = page.locator("[data-tab=pool]")
    if tab.count():
        qp.tap(tab)
    qp.tap(page.locator("[data-key=clear]"))
    qp.tap(page.locator(f"[data-key='{wounds}']"))
    page.locator("#pool-no-morale").check()


def cards(page: Page) -> list[str]:
    """Each regiment's card as drawn, less the verdict of the last action under it (shown
    on the phone whose screen drew that action's outcome)."""
    return [text.split("\n\n")[0] for text in page.locator("[data-regiment]").all_inner_texts()]


def same(a: Page, b: Page, count: int) -> None:
    actions(a, count)
    actions(b, count)
    # Both have every action; each screen's cards follow once drawn (a busy machine may
    # draw one a little later): the same within a few seconds, or the test fails.
    deadline = time.monotonic() + 10
    while cards(a) != cards(b) and time.monotonic() < deadline:
        a.wait_for_timeout(100)
    assert cards(a) == cards(b)


def bar(page: Page) -> LocatorAssertions:
    return expect(page.locator("[data-link-bar]"))


def test_both_at_once_then_undo_asks_then_the_writer_hands_over(
        hotspot: Browser, site: str) -> None:
    a, b = phone(hotspot), phone(hotspot)
    qp.new_battle(a, site, TWO, "Ford")
    qp.new_battle(b, site, TWO, "Ford")
    meet(a, b)

    # Both players tap Apply at the same moment, three times: one history on both.
    for n in range(1, 4):
        ready_pool(a, "r1", 1)
        ready_pool(b, "r2", 1)
        at = a.evaluate("Date.now()") + 300
        a.evaluate(AT_ONCE, at)
        b.evaluate(AT_ONCE, at)
        same(a, b, 2 * n)

    # Phone A's action last; B's Undo asks A, who refuses: nothing changes, said on B.
    qp.wound_pool(a, "r1", 1, morale=False)
    same(a, b, 7)
    qp.tap(b.locator("[data-action=undo]"))
    ask = a.locator("[data-undo-ask]")
    expect(ask).to_contain_text("Phone B wants to undo: ")
    assert axe_violations(a) == []
    qp.tap(ask.locator("[data-action=undo-refuse]"))
    expect(b.locator("#battle-message")).to_contain_text("Phone A refused to undo: ")
    expect(b.locator("#battle-message")).to_contain_text("Nothing was changed.")
    same(a, b, 7)
    # Asked again and allowed: undone on both.
    qp.tap(b.locator("[data-action=undo]"))
    qp.tap(a.locator("[data-undo-ask] [data-action=undo-allow]"))
    same(a, b, 6)
    expect(a.locator("[data-undo-ask]")).to_have_count(0)

    # Phone A hands the battle over: said on both phones, and both go on acting.
    sheet(a)
    qp.tap(a.locator("[data-action=link-hand-over]"))
    bar(b).to_contain_text("this phone holds the battle")
    bar(a).to_contain_text("Phone B holds the battle")
    # Said among the reports (a later one may follow it: B's whole game taken as A follows).
    expect(a.locator("[data-link-report]").filter(has_text="Phone B now holds the battle")
           .first).to_be_visible()
    expect(a.locator("[data-action=link-take-over]")).to_be_visible()
    close_sheet(a)
    qp.wound_pool(a, "r1", 1, morale=False)
    same(a, b, 7)
    qp.wound_pool(b, "r2", 1, morale=False)
    same(a, b, 8)
    # And at once again, B writing now.
    ready_pool(a, "r1", 1)
    ready_pool(b, "r2", 1)
    at = a.evaluate("Date.now()") + 300
    a.evaluate(AT_ONCE, at)
    b.evaluate(AT_ONCE, at)
    same(a, b, 10)
    # B asks for nothing; A asks for the role back.
    sheet(a)
    qp.tap(a.locator("[data-action=link-ask-role]"))
    bar(a).to_contain_text("this phone holds the battle")
    bar(b).to_contain_text("Phone A holds the battle")


def test_the_writer_is_gone_the_other_takes_over_and_both_are_reconciled(
        hotspot: Browser, site: str) -> None:
    a, b = phone(hotspot), phone(hotspot)
    qp.new_battle(a, site, TWO, "Bridge")
    qp.new_battle(b, site, TWO, "Bridge")
    meet(a, b)
    qp.wound_pool(a, "r1", 1, morale=False)
    qp.wound_pool(b, "r2", 1, morale=False)
    same(a, b, 2)

    # The link drops; A acts (B never gets it), then A's page is closed.
    b.evaluate("testChannels.at(-1).close()")
    bar(b).to_contain_text("not connected to Phone A")
    qp.wound_pool(a, "r1", 1, morale=False)
    actions(a, 3)
    where = a.url
    context = a.context
    a.close()

    # B takes over from its own copy, with a tap, and acts.
    sheet(b)
    expect(b.locator("[data-link-roles]")).to_contain_text("it may only be out of range")
    qp.tap(b.locator("[data-action=link-take-over]"))
    bar(b).to_contain_text("this phone holds the battle")
    close_sheet(b)
    qp.wound_pool(b, "r2", 1, morale=False)
    actions(b, 3)

    # A's page opened again: it still thinks it holds the battle, until the phones meet.
    a = context.new_page()
    qp.use_touch(a)
    a.goto(where)
    expect(a.locator("[data-regiment]").first).to_be_visible()
    actions(a, 3)
    bar(a).to_contain_text("this phone holds the battle")
    meet(b, a)
    # B's term is the later: A follows; the action A made apart is proposed again and
    # applied by B; both equal, every action once.
    bar(a).to_contain_text("Phone B holds the battle")
    same(a, b, 4)
    sheet(a)
    expect(a.locator("[data-link-report]").filter(has_text="Phone B now holds the battle")
           ).to_contain_text("1 action of this phone's sent to it again")
    close_sheet(a)
    qp.wound_pool(a, "r1", 1, morale=False)
    same(a, b, 5)
