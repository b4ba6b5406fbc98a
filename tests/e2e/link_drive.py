# ruff: noqa: E501  (the JavaScript run in the page is kept on readable lines)
"""Two phones linked over Wi-Fi, driven many actions long: for the fault test and for
bench/two_phones.py. The phones are made as test_two_phones.py makes them, with an init
script of their own that also keeps every peer connection (to drop one), every message
sent on a data channel (its bytes, its kind, the action number and whose action it was),
and when each action count was first drawn on the screen.

A Wound Pool is made ready with the screen's own controls and its Apply clicked in the
page (``ready`` then ``fire``): many hundreds of them in minutes, each applied by the
real engine through the same code as a finger's tap."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Browser, Page, expect

from . import conquest_page as qp
from .conftest import NO_SERVICE_WORKERS
from .test_two_phones import close_sheet, connect

# Test-only: the data channels and peer connections a page opens; each message it sends
# (after the channel took it); the time each action count was first drawn.
WATCH = """(() => {
  const Peer = window.RTCPeerConnection;
  window.testChannels = [];
  window.testPeers = [];
  window.RTCPeerConnection = class extends Peer {
    constructor(...args) {
      super(...args);
      window.testPeers.push(this);
      this.addEventListener("datachannel", (e) => window.testChannels.push(e.channel));
    }
    createDataChannel(...args) {
      const channel = super.createDataChannel(...args);
      window.testChannels.push(channel);
      return channel;
    }
  };
  const now = () => performance.timeOrigin + performance.now();
  window.wire = [];
  const send = RTCDataChannel.prototype.send;
  const encoder = new TextEncoder();
  RTCDataChannel.prototype.send = function (data) {
    send.call(this, data);
    const said = { at: now(), bytes: typeof data === "string" ? encoder.encode(data).length : data.byteLength, kind: "piece" };
    if (typeof data === "string" && data[0] === ".") {
      try {
        const m = JSON.parse(data.slice(1));
        Object.assign(said, { kind: m.kind, n: m.n ?? null, by: m.by ?? null, id: m.id ?? null, reason: m.reason ?? null });
      } catch { said.kind = "not JSON"; }
    }
    window.wire.push(said);
  };
  window.seenAt = {};
  window.seenMax = 0;
  window.taps = [];
  const look = () => {
    const node = document.querySelector(".battle-bar .muted");
    const m = node && /^(\\d+) action/.exec(node.textContent);
    if (!m) return;
    const count = Number(m[1]);
    for (let k = window.seenMax + 1; k <= count; k++) window.seenAt[k] = now();
    window.seenMax = Math.max(window.seenMax, count);
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
})();"""

# A Wound Pool of ``wounds`` on ``rid`` made ready with the screen's controls, Apply not
# yet clicked; ``morale``: whether it causes Morale Tests. True, or what stood in the way.
READY = """async ({ rid, wounds, morale }) => {
  const wait = async (test) => {
    for (let i = 0; i < 2000; i++) { const got = test(); if (got) return got; await new Promise((r) => setTimeout(r, 5)); }
    return null;
  };
  const panel = () => document.querySelector(`[data-actions-for=${rid}]`);
  const said = () => `${rid}: ${(panel() || document.querySelector("#screen")).innerText.slice(0, 300)}`;
  if (!panel()) document.querySelector(`article[data-regiment=${rid}] .formation-button`).click();
  if (!await wait(panel)) return `no actions for ${said()}`;
  const tab = document.querySelector("[data-tab=pool]");
  if (tab) tab.click();
  const clear = await wait(() => document.querySelector("[data-key=clear]"));
  if (!clear) return `no keypad for ${said()}`;
  clear.click();
  for (const digit of String(wounds)) document.querySelector(`[data-key='${digit}']`).click();
  const box = await wait(() => document.querySelector("#pool-no-morale"));
  if (box.checked === morale) box.click();
  return Boolean(await wait(() => { const b = document.querySelector("[data-action=apply-pool]"); return b && !b.disabled && b; })) || `Apply off for ${said()}`;
}"""

# Apply clicked at ``at`` (ms on the clock both contexts share; at once if past); the
# click's time kept in ``taps``. Returns at once: the other phone's can be set first.
FIRE = """(at) => {
  const click = () => {
    const apply = document.querySelector("[data-action=apply-pool]");
    // A click on an Apply turned off would be no tap: kept, for the driver to see.
    if (!apply || apply.disabled || document.querySelector("#pool-input").value !== "1") window.misses = (window.misses || 0) + 1;
    window.taps.push(performance.timeOrigin + performance.now());
    apply.click();
  };
  const wait = at - (performance.timeOrigin + performance.now());
  if (wait > 0) setTimeout(click, wait); else click();
}"""

# This phone's Morale Test of ``rid``, its dice rolled by the app: Roll for me clicked.
ROLL = """async (rid) => {
  for (let i = 0; i < 2000; i++) {
    const roll = document.querySelector(`[data-morale-for=${rid}] [data-action=roll-dice]`);
    if (roll && !roll.disabled) { window.taps.push(performance.timeOrigin + performance.now()); roll.click(); return true; }
    await new Promise((r) => setTimeout(r, 5));
  }
  return false;
}"""

# The check both copies must agree on, asked of this phone's engine.
HASH = """async () => {
  const { app } = await import("./app_state.js");
  return (await app.current.session.ask("link.hash", {}, { quiet: true })).hash;
}"""


def linked_phone(browser: Browser) -> Page:
    context = browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True,
                                  is_mobile=True, service_workers="block")
    context.add_init_script(NO_SERVICE_WORKERS)
    context.add_init_script(WATCH)
    page = context.new_page()
    qp.use_touch(page)
    return page


def army(regiments: int, stands: int, extra: list[dict[str, Any]] | None = None
         ) -> list[dict[str, Any]]:
    """``regiments`` a side of ``stands`` Stands (4 wounds each), then ``extra``."""
    return [{"name": f"{('Guard', 'Brutes')[side]} {i + 1}", "player": side, "stands": stands,
             "files": 4, "wounds": 4, "resolve": 3}
            for side in (0, 1) for i in range(regiments)] + (extra or [])


def meet(a: Page, b: Page) -> None:
    """Connected through the sheet (test_two_phones.connect), both sheets closed."""
    connect(a, b)
    close_sheet(a)
    close_sheet(b)


def count(page: Page) -> int:
    return int(page.evaluate("window.seenMax"))


def wait_count(page: Page, n: int, timeout: float = 30000) -> None:
    page.wait_for_function("(n) => window.seenMax >= n", arg=n, timeout=timeout)


def tap_pool(page: Page, rid: str, at: float = 0, morale: bool = False) -> None:
    """A Wound Pool of 1 on ``rid``, Apply clicked (at ``at``)."""
    ready = page.evaluate(READY, {"rid": rid, "wounds": 1, "morale": morale})
    assert ready is True, ready
    page.evaluate(FIRE, at)
    if not at:
        assert not page.evaluate("window.misses"), f"Apply was off when clicked on {rid}"


def kept(page: Page, taps: int) -> None:
    """The follower's bar says ``taps`` of its taps wait to be sent (its last one taken)."""
    expect(page.locator("[data-link-bar]")).to_contain_text(
        f"{taps} tap{'' if taps == 1 else 's'} waiting to be sent")


def now(page: Page) -> float:
    return float(page.evaluate("performance.timeOrigin + performance.now()"))


def drop(page: Page, how: str) -> None:
    """The link dropped from ``page``'s side: its data channel or its peer connection
    closed, as a phone walking out of range or put to sleep."""
    if how == "channel":
        page.evaluate("testChannels.at(-1).close()")
    else:
        page.evaluate("testPeers.at(-1).close()")


def apart(a: Page, b: Page) -> None:
    for page, other in ((a, "Phone B"), (b, "Phone A")):
        expect(page.locator("[data-link-bar]")).to_contain_text(f"not connected to {other}",
                                                                 timeout=30000)


def settled(a: Page, b: Page, n: int) -> None:
    """Both phones at ``n`` actions, nothing of B's waiting to be sent."""
    for page in (a, b):
        expect(page.locator(".battle-bar .muted")).to_have_text(
            f"{n} action{'' if n == 1 else 's'}", timeout=30000)
    expect(b.locator("[data-link-bar]")).not_to_contain_text("waiting to be sent")


def wire(page: Page) -> list[dict[str, Any]]:
    said: list[dict[str, Any]] = page.evaluate("window.wire")
    return said


def refusals(writer: Page) -> dict[int, str]:
    """The writer's refusals sent (proposal number -> reason), each once."""
    return {m["id"]: m["reason"] for m in wire(writer) if m["kind"] == "refused"}


def link_hash(page: Page) -> str:
    found: str = page.evaluate(HASH)
    return found
