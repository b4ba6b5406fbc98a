"""Play on two phones on one Wi-Fi, when the phones cannot reach each other (a guest
network or a router that isolates its phones): the other phone is gone before the
holder connects with its answer, so the link's checks find no one. The sheet says, in
words, why that happens, how to check it, the hotspot, and the next ways."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, Playwright, expect

from . import conquest_page as qp
from .axe import axe_violations
from .conftest import CHROMIUM, NO_SERVICE_WORKERS
from .phone import phone_checks

TWO = [{"name": "Thin Line", "stands": 3, "files": 3, "wounds": 2, "resolve": 3},
       {"name": "Brutes", "player": 1, "stands": 4, "files": 2, "wounds": 3, "resolve": 3}]


@pytest.fixture(scope="module")
def wifi(playwright: Playwright) -> Iterator[Browser]:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=[
        "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run",
        "--disable-quic", "--js-flags=--liftoff-only",
        "--disable-features=WebRtcHideLocalIpsWithMdns"])
    yield browser
    browser.close()


def phone(browser: Browser) -> Page:
    context = browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True,
                                  is_mobile=True, service_workers="block")
    context.add_init_script(NO_SERVICE_WORKERS)
    page = context.new_page()
    qp.use_touch(page)
    return page


def test_a_wifi_link_that_cannot_be_made_says_why_how_to_check_and_the_next_ways(
        wifi: Browser, site: str) -> None:
    a, b = phone(wifi), phone(wifi)
    qp.new_battle(a, site, TWO, "Hill Fight")
    qp.new_battle(b, site, TWO, "Hill Fight")
    qp.bar_tool(a, "two-phones")
    qp.tap(a.locator("[data-action=link-host]"))
    invite = a.locator("[data-link-invite]").input_value()
    qp.bar_tool(b, "two-phones")
    qp.tap(b.locator("[data-action=link-join]"))
    b.locator("[data-link-invite-in]").fill(invite)
    qp.tap(b.locator("[data-action=link-answer]"))
    answer = b.locator("[data-link-answer]").input_value()
    b.context.close()  # the other phone is not reachable from here
    a.locator("[data-link-answer-in]").fill(answer)
    qp.tap(a.locator("[data-action=link-connect]"))

    help_ = a.locator("[data-link-wifi-failed]")
    expect(help_).to_be_visible(timeout=60_000)
    for words in ("No direct link could be made between the phones on this Wi-Fi.",
                  "Guest networks", "“client isolation”", "both phones must show the same "
                  "network name", "turn on one phone's hotspot",
                  "Or play over the internet", "by QR codes"):
        expect(help_).to_contain_text(words)
    expect(help_.locator("[data-action=link-wifi-net]")).to_have_text("Over the internet instead")
    expect(a.locator("[data-link-report]").last).to_contain_text(
        "No direct link could be made between the phones on this Wi-Fi.")
    expect(a.locator("[data-link-status]")).to_contain_text("not connected to Phone B")
    phone_checks(a, "two phones, the Wi-Fi link failed", screenshot="two-phones-wifi-failed")
    assert axe_violations(a) == []

    # Closed and opened again, the sheet still says it, above "Connect again".
    qp.tap(a.locator("[data-two-phones] .dialog-head button"))
    qp.bar_tool(a, "two-phones")
    expect(a.locator("[data-link-wifi-failed]")).to_contain_text("“client isolation”")
    # The next way with no network at all: QR codes.
    qp.tap(a.locator("[data-action=link-wifi-qr]"))
    expect(a.locator("[data-action=qr-host]")).to_be_visible()
    expect(a.locator("[data-link-status]")).to_have_text("This battle is on this phone only.")
    a.context.close()
