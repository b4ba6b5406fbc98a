"""The two-phone screens in the pseudo-locale (accented, about 40% longer, bracketed) at
360x740: the sheet's start, the Wi-Fi invite and answer, the panel saying a Wi-Fi link
could not be made, the hand-over by QR code and its scanner refusing a bad paste, a
hand-over's link opened in the browser (offered, read, with no battle to read it into,
damaged) and an invite over the internet opened. Every text the page writes there is
said from the catalogue, the phones' names too ("Phone A" is the protocol's, compared by
the phones in English; a screen says it in the player's language): the only English
left is the battle's name a player typed."""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import quote

import pytest
from playwright.sync_api import Browser, Page, Playwright, expect

from . import conquest_page as qp
from .conftest import CHROMIUM, wait_ready
from .pseudo_checks import english_in, in_pseudo, pseudo_screen_checks
from .two_phones_common import TWO, phone

pytestmark = pytest.mark.e2e

# Nothing of the phones is allowed in English: their names are said too.
NAMES: tuple[str, ...] = ()


@pytest.fixture(scope="module")
def wifi(playwright: Playwright) -> Iterator[Browser]:
    """Chromium whose phones see each other's addresses (no mDNS names), as on one Wi-Fi."""
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=[
        "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run",
        "--disable-quic", "--js-flags=--liftoff-only",
        "--disable-features=WebRtcHideLocalIpsWithMdns"])
    yield browser
    browser.close()


def pseudo_phone(browser: Browser, site: str) -> Page:
    page = phone(browser)
    in_pseudo(page, site)
    return page


def sheet_said(page: Page, what: str, *allowed: str) -> None:
    sheet = page.locator("[data-two-phones]")
    expect(sheet).to_be_visible()
    pseudo_screen_checks(page, sheet, what, *NAMES, *allowed)


def by_hand(page: Page, role: str) -> None:
    qp.bar_tool(page, "two-phones")
    qp.tap(page.locator("[data-action=link-by-hand]"))
    qp.tap(page.locator(f"[data-action={role}]"))
    qp.tap(page.locator("[data-two-phones] .dialog-head button"))


def test_a_wifi_link_its_invite_answer_and_failure_in_the_pseudo_locale(
        wifi: Browser, site: str) -> None:
    a, b = pseudo_phone(wifi, site), pseudo_phone(wifi, site)
    qp.new_battle(a, site, TWO, "Hill Fight")
    qp.new_battle(b, site, TWO, "Hill Fight")
    qp.bar_tool(a, "two-phones")
    sheet_said(a, "the two-phone sheet's start")

    qp.tap(a.locator("[data-action=link-host]"))
    expect(a.locator("[data-code-caption]")).to_be_visible(timeout=30_000)
    invite = a.locator("[data-link-invite]").input_value()
    sheet_said(a, "the Wi-Fi invite")
    bar = a.locator("[data-link-bar]")
    assert english_in(bar.inner_text(), *NAMES) == []

    qp.bar_tool(b, "two-phones")
    qp.tap(b.locator("[data-action=link-join]"))
    sheet_said(b, "joining: the invite asked for")
    b.locator("[data-link-invite-in]").fill(invite)
    qp.tap(b.locator("[data-action=link-answer]"))
    expect(b.locator("[data-code-caption]")).to_be_visible(timeout=30_000)
    answer = b.locator("[data-link-answer]").input_value()
    sheet_said(b, "the Wi-Fi answer")
    b.context.close()  # the other phone is not reachable from here

    a.locator("[data-link-answer-in]").fill(answer)
    qp.tap(a.locator("[data-action=link-connect]"))
    failed = a.locator("[data-link-wifi-failed]")
    expect(failed).to_be_visible(timeout=60_000)
    pseudo_screen_checks(a, failed, "the Wi-Fi failed panel")
    sheet_said(a, "the sheet with the Wi-Fi failed panel and its report")
    expect(a.locator("[data-link-report]")).not_to_have_count(0)
    a.context.close()


def test_a_hand_over_by_qr_code_its_scanner_and_its_link_in_the_pseudo_locale(
        browser: Browser, site: str) -> None:
    a = phone(browser)  # in English: only its hand-over is wanted
    b, c = pseudo_phone(browser, site), pseudo_phone(browser, site)
    qp.new_battle(a, site, TWO, "Ridge")
    qp.new_battle(b, site, TWO, "Ridge")
    by_hand(a, "qr-host")
    by_hand(b, "qr-join")
    qp.wound_pool(a, "r1", 1, morale=False)
    qp.bar_tool(a, "two-phones")
    qp.tap(a.locator("[data-action=handover-give]"))
    part = a.locator("[data-codes-text]").input_value()
    link = f"{site}#handover={quote(part, safe='')}"

    # The hand-over section, and its scanner refusing a paste that is no hand-over.
    qp.bar_tool(b, "two-phones")
    expect(b.locator("[data-battle-check]")).not_to_be_empty()
    sheet_said(b, "the hand-over by QR code")
    qp.tap(b.locator("[data-action=handover-scan]"))
    scanner = b.locator("[data-scan]")
    b.locator("[data-scan-paste]").fill("not a code")
    qp.tap(b.locator("button[data-action=scan-paste]"))
    # "it should start with AH1", said in the pseudo-locale.
    expect(scanner.locator("[data-scan-said]")).to_contain_text("ÅÅĤ1")
    pseudo_screen_checks(b, scanner, "the scanner refusing a bad paste", *NAMES)
    qp.tap(b.locator("[data-action=scan-stop]"))

    # The hand-over's link, opened: offered, then read into the battle.
    b.goto(link)
    wait_ready(b)
    offer = b.locator("[data-handover-link]")
    expect(offer.locator("[data-action=handover-into]")).to_be_visible()
    pseudo_screen_checks(b, offer, "a hand-over link, offered", "Ridge")
    qp.tap(offer.locator("[data-action=handover-into]"))
    expect(b.locator("[data-handover-said]")).not_to_be_empty()
    sheet_said(b, "a hand-over link, read")
    assert english_in(b.locator("[data-handover-said]").inner_text(), *NAMES) == []

    # No battle to read it into; then a damaged one, refused.
    c.goto(link)
    wait_ready(c)
    none = c.locator("[data-handover-link]")
    expect(none.locator("[data-handover-none]")).to_be_visible()
    pseudo_screen_checks(c, none, "a hand-over link with no battle to read it into")
    qp.tap(c.locator("[data-action=handover-link-no]"))
    damaged = part[:30] + ("A" if part[30] != "A" else "B") + part[31:]
    c.goto(f"{site}#handover={quote(damaged, safe='')}")
    wait_ready(c)
    said = c.locator("#app-message")
    expect(said).not_to_be_empty()
    assert english_in(said.inner_text()) == [], said.inner_text()

    # An invite over the internet, opened on the joining phone.
    c.goto(f"{site}#net1.conquest.{'A' * 16}.{'B' * 24}")
    wait_ready(c)
    net = c.locator("[data-net-offer]")
    expect(net).to_be_visible()
    pseudo_screen_checks(c, net, "an invite over the internet, offered")
    for page in (a, b, c):
        page.context.close()
