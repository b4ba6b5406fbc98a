"""A hand-over's link (#handover=…) opened in the browser, not pasted into the scanner:
on the phone that plays that battle by QR code it is offered, read into the battle
through the same checks, and applied; on a phone with no battle played on two phones,
the page says plainly what it is and where to open it; a damaged one changes nothing."""

from __future__ import annotations

from urllib.parse import quote

from playwright.sync_api import Browser, Page, expect

from . import conquest_page as qp
from .axe import axe_violations
from .conftest import wait_ready
from .phone import phone_checks
from .two_phones_common import TWO, phone


def by_hand(page: Page, role: str) -> None:
    qp.bar_tool(page, "two-phones")
    qp.tap(page.locator("[data-action=link-by-hand]"))
    qp.tap(page.locator(f"[data-action={role}]"))
    qp.tap(page.locator("[data-two-phones] .dialog-head button"))


def test_a_hand_over_link_opened_in_the_browser(browser: Browser, site: str) -> None:
    a, b, c = phone(browser), phone(browser), phone(browser)
    qp.new_battle(a, site, TWO, "Ridge")
    qp.new_battle(b, site, TWO, "Ridge")
    by_hand(a, "qr-host")
    by_hand(b, "qr-join")
    qp.wound_pool(a, "r1", 1, morale=False)
    qp.bar_tool(a, "two-phones")
    qp.tap(a.locator("[data-action=handover-give]"))
    part = a.locator("[data-codes-text]").input_value()
    link = f"{site}#handover={quote(part, safe='')}"

    # The phone that follows the battle: offered, read into it, applied.
    b.goto(link)
    wait_ready(b)
    offer = b.locator("[data-handover-link]")
    expect(offer.locator("h2")).to_have_text("A hand-over from the other phone")
    into = offer.locator("[data-action=handover-into]")
    expect(into).to_have_text("Read it into “Ridge”")
    phone_checks(b, "a hand-over link, offered", screenshot="handover-link-offer")
    assert axe_violations(b) == []
    qp.tap(into)
    expect(b.locator("[data-handover-said]")).to_contain_text("1 action applied")
    expect(b.locator(".battle-bar .muted")).to_have_text("1 action")
    # Opened again: the same messages again, nothing applied twice.
    b.goto(link)
    wait_ready(b)
    qp.tap(b.locator("[data-action=handover-into]"))
    expect(b.locator("[data-handover-said]")).to_contain_text("Read 1 message from Phone A")
    expect(b.locator(".battle-bar .muted")).to_have_text("1 action")

    # A phone with no battle played on two phones: told what it is and what to do.
    c.goto(link)
    wait_ready(c)
    expect(c.locator("[data-handover-link] h2")).to_have_text("A hand-over from the other phone")
    expect(c.locator("[data-handover-none]")).to_contain_text(
        "No battle on this device is played on two phones")
    expect(c.locator("[data-handover-none]")).to_contain_text(
        "Open this link on the phone that plays that battle")
    expect(c.locator("[data-action=handover-into]")).to_have_count(0)
    assert axe_violations(c) == []

    # A damaged one: said, nothing offered.
    qp.tap(c.locator("[data-action=handover-link-no]"))
    expect(c.locator("[data-handover-link]")).to_have_count(0)
    damaged = part[:30] + ("A" if part[30] != "A" else "B") + part[31:]
    c.goto(f"{site}#handover={quote(damaged, safe='')}")
    wait_ready(c)
    expect(c.locator("#app-message")).to_have_text(
        "This hand-over link could not be read: part 1 of 1 is damaged (its check does not "
        "match). Nothing was changed.")
    expect(c.locator("[data-handover-link]")).to_have_count(0)
    for page in (a, b, c):
        page.context.close()
