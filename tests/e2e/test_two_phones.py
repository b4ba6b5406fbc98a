"""Play on two phones: two browser contexts at 360x740 stand for two phones on one
hotspot. Phone A holds the battle; phone B joins with the invite, phone A connects with
B's answer (the test carries both, as a player would by QR code or message). Each acts
in turn and sees the other's verdict; the link drops, each acts while apart, and once
connected again nothing is lost; a forged and an oversized message from the other phone
change nothing and are said.

The browser is launched here with local addresses shown (headless Chromium hides them
behind mDNS names nothing here resolves), and each page counts the data channels it
opens, so the test can drop one as a phone walking out of range would."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, Playwright, expect

from . import conquest_page as qp
from .axe import axe_violations
from .conftest import CHROMIUM, NO_SERVICE_WORKERS
from .phone import phone_checks

TWO = [{"name": "Thin Line", "stands": 3, "files": 3, "wounds": 2, "resolve": 3},
       {"name": "Brutes", "player": 1, "stands": 4, "files": 2, "wounds": 3, "resolve": 3}]

# Test-only: every data channel a page opens, kept where the test can close one.
CHANNELS = """(() => {
  const Peer = window.RTCPeerConnection;
  window.testChannels = [];
  window.RTCPeerConnection = class extends Peer {
    constructor(...args) {
      super(...args);
      this.addEventListener("datachannel", (e) => window.testChannels.push(e.channel));
    }
    createDataChannel(...args) {
      const channel = super.createDataChannel(...args);
      window.testChannels.push(channel);
      return channel;
    }
  };
})();"""


@pytest.fixture(scope="module")
def hotspot(playwright: Playwright) -> Iterator[Browser]:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=[
        "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run",
        "--disable-quic", "--js-flags=--liftoff-only",
        "--disable-features=WebRtcHideLocalIpsWithMdns"])
    yield browser
    browser.close()


# When the first action's verdict is drawn on this phone (Date.now: one clock for both).
SEEN = """() => new MutationObserver((_, observer) => {
  if (!document.querySelector(".verdict-line")) return;
  window.seenAt = Date.now();
  observer.disconnect();
}).observe(document.body, { childList: true, subtree: true })"""


# Where a node's layout stands: each ancestor's display and whether it has a box.
LAYOUT = """(node) => {
  const chain = [];
  for (let n = node; n && n.nodeType === 1; n = n.parentElement) {
    chain.push(`${n.tagName.toLowerCase()}${n.id ? "#" + n.id : ""}:${getComputedStyle(n).display}`
      + `:${n.getClientRects().length}`);
  }
  return { visibility: document.visibilityState, chain };
}"""


def phone(browser: Browser) -> Page:
    context = browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True,
                                  is_mobile=True, service_workers="block")
    context.add_init_script(NO_SERVICE_WORKERS)
    context.add_init_script(CHANNELS)
    page = context.new_page()
    qp.use_touch(page)
    return page


def sheet(page: Page) -> None:
    if not page.locator("[data-two-phones]").count():
        qp.bar_tool(page, "two-phones")
    expect(page.locator("[data-two-phones]")).to_be_visible()


def close_sheet(page: Page) -> None:
    qp.tap(page.locator("[data-two-phones] .dialog-head button"))
    expect(page.locator("[data-two-phones]")).to_have_count(0)


def connect(a: Page, b: Page) -> tuple[str, str]:
    """A's invite to B, B's answer to A: connected, both say so."""
    sheet(a)
    qp.tap(a.locator("[data-action=link-host]"))
    invite = a.locator("[data-link-invite]").input_value()
    sheet(b)
    qp.tap(b.locator("[data-action=link-join]"))
    b.locator("[data-link-invite-in]").fill(invite)
    qp.tap(b.locator("[data-action=link-answer]"))
    answer = b.locator("[data-link-answer]").input_value()
    a.locator("[data-link-answer-in]").fill(answer)
    qp.tap(a.locator("[data-action=link-connect]"))
    expect(a.locator("[data-link-status]")).to_contain_text("connected to Phone B")
    expect(b.locator("[data-link-status]")).to_contain_text("connected to Phone A")
    expect(a.locator("[data-link-status]")).to_contain_text("this phone holds the battle")
    expect(a.locator("[data-link-status]")).to_contain_text("over Wi-Fi or hotspot, no internet")
    return invite, answer


def actions(page: Page, count: int) -> None:
    expect(page.locator(".battle-bar .muted")).to_have_text(
        f"{count} action{'' if count == 1 else 's'}")


def test_two_phones_play_one_battle_through_a_drop_and_refuse_what_is_forged(
        hotspot: Browser, site: str) -> None:
    a, b = phone(hotspot), phone(hotspot)
    qp.new_battle(a, site, TWO, "Hill Fight")
    qp.new_battle(b, site, TWO, "Hill Fight")
    invite, answer = connect(a, b)
    assert invite.startswith("AFTERMATH-INVITE-1.") and answer.startswith("AFTERMATH-ANSWER-1.")
    expect(a.locator("[data-two-phones] svg.qr")).to_be_visible()
    expect(b.locator("[data-two-phones] svg.qr")).to_be_visible()
    for page, who in ((a, "phone A"), (b, "phone B")):
        phone_checks(page, f"two phones, {who}", screenshot=f"two-phones-{who[-1].lower()}")
        assert axe_violations(page) == []
    close_sheet(a)
    close_sheet(b)
    expect(a.locator("[data-link-bar]")).to_contain_text("connected to Phone B")
    phone_checks(a, "a battle on two phones", screenshot="two-phones-bar")

    # Phone B's Wound Pool: applied by phone A's engine, its verdict on both phones.
    # Measured (printed, never asserted): B's tap to A's verdict, and back to B's.
    b.evaluate("""() => document.addEventListener("click", (e) => {
        if (e.target.closest("[data-action=apply-pool]")) window.tappedAt = Date.now(); }, true)""")
    for page in (a, b):
        page.evaluate(SEEN)
    qp.wound_pool(b, "r1", 1, morale=False)
    actions(a, 1)
    tapped = b.evaluate("tappedAt")
    print(f"\n# B's tap -> A's verdict {a.evaluate('seenAt') - tapped} ms, "
          f"-> B's own {b.evaluate('seenAt') - tapped} ms")
    verdict = b.locator(".verdict-line").first.inner_text()
    expect(a.locator(".verdict-line").first).to_have_text(verdict)
    expect(a.locator("[data-link-bar]")).to_contain_text("last action from Phone B")
    # Phone A's, in turn.
    qp.wound_pool(a, "r2", 1, morale=False)
    actions(b, 2)
    expect(b.locator(".verdict-line").first).to_have_text(
        a.locator(".verdict-line").first.inner_text())

    # The link drops; each phone acts while apart.
    b.evaluate("testChannels.at(-1).close()")
    expect(a.locator("[data-link-bar]")).to_contain_text("not connected to Phone B")
    expect(b.locator("[data-link-bar]")).to_contain_text("not connected to Phone A")
    qp.wound_pool(a, "r1", 1, morale=False)
    qp.select(b, "r2")
    qp.tap(b.locator("[data-key=clear]"))
    qp.tap(b.locator("[data-key='2']"))
    b.locator("#pool-no-morale").check()
    qp.tap(b.locator("[data-action=apply-pool]"))
    expect(b.locator("#battle-message")).to_contain_text("Kept for Phone A")
    expect(b.locator("[data-link-bar]")).to_contain_text("1 tap waiting to be sent")
    actions(b, 2)
    # Connected again: A's action reaches B, B's kept tap is applied by A; both equal.
    connect(a, b)
    actions(a, 4)
    actions(b, 4)
    expect(b.locator("[data-link-status]")).not_to_contain_text("waiting to be sent")
    close_sheet(a)

    # From phone A's side of the channel, a forged action and an oversized message.
    before = b.locator("[data-regiment]").all_inner_texts()
    forged = {"kind": "action", "n": 5, "op": "push", "by": "Phone A", "hash": "0" * 16,
              "event": {"kind": "wound_pool", "regiment": "r1", "wounds": 9, "arc": "front"}}
    a.evaluate("(t) => testChannels.at(-1).send('.' + t)", json.dumps(forged))
    said = b.locator("[data-link-report]")
    expect(said.filter(has_text="would leave this phone's battle differing from the other's")
           ).to_have_count(1)
    a.evaluate("""() => { const c = testChannels.at(-1); for (let i = 0; i < 4; i++)
        c.send((i < 3 ? '+' : '=') + 'x'.repeat(250000)); }""")
    expect(said.filter(has_text="Refused a message of 1,000,000 characters")).to_have_count(1)
    actions(b, 4)
    # Compared as drawn, waiting out a redraw in progress; a first look that differs is
    # printed with what the page said of its layout then (once seen as unlaid-out text).
    first = b.locator("[data-regiment]").all_inner_texts()
    if first != before:
        print(f"\n# phone B's Regiments differed at first: {first!r}; layout: "
              f"{b.locator('[data-regiment]').first.evaluate(LAYOUT)}")
    expect(b.locator("[data-regiment]")).to_have_text(before, use_inner_text=True)
    # Still in step: the next action arrives as ever.
    qp.wound_pool(a, "r2", 1, morale=False)
    actions(b, 5)

    # Phone B's page is closed and opened again: the battle is still played on two
    # phones, so a tap made before connecting again is kept for phone A, not lost.
    b.reload()
    expect(b.locator("[data-link-bar]")).to_contain_text("not connected to Phone A")
    expect(a.locator("[data-link-bar]")).to_contain_text("not connected to Phone B")
    qp.select(b, "r1")
    qp.tap(b.locator("[data-key=clear]"))
    qp.tap(b.locator("[data-key='1']"))
    b.locator("#pool-no-morale").check()
    qp.tap(b.locator("[data-action=apply-pool]"))
    expect(b.locator("#battle-message")).to_contain_text("Kept for Phone A")
    connect(a, b)
    actions(a, 6)
    actions(b, 6)
