"""The screen kept on during a battle (the Screen Wake Lock), observed on
navigator.wakeLock at 360x740 with touch: taken when a battle is shown, given back when
the page is hidden and taken again when it is visible, given back when the battle is
left; turned off by the player, remembered on the device across a reload; said in words.

Headless Chromium has navigator.wakeLock but refuses its request (no screen to keep on);
where it does, the test stands in for it with the same interface, says so in its output,
and observes the stand-in. Either way the page's own calls are what is counted."""

from __future__ import annotations

from playwright.sync_api import Browser, Page, expect

from . import conquest_page as qp
from .conftest import wait_ready
from .phone import phone

# Every request and release the page makes, counted on the browser's own wake lock or,
# with STUB, on a stand-in; the page's visibility under the test's hand (__hidden).
OBSERVE = """(() => {
  const STUB = %s;
  const log = (window.__wake = []);
  const watch = (sentinel) => {
    const release = sentinel.release.bind(sentinel);
    const counted = async () => { log.push("release"); return release(); };
    Object.defineProperty(sentinel, "release", { value: counted });
    return sentinel;
  };
  if (STUB) {
    const lock = { async request(type) {
      const s = new EventTarget();
      s.type = type; s.released = false;
      s.release = async () => {
        if (!s.released) { s.released = true; s.dispatchEvent(new Event("release")); }
      };
      return s;
    } };
    Object.defineProperty(Navigator.prototype, "wakeLock", { get: () => lock, configurable: true });
  }
  const lock = navigator.wakeLock;
  if (lock) {
    const request = lock.request.bind(lock);
    const counted = async (type) => {
      log.push(`request ${type}`);
      return watch(await request(type));
    };
    Object.defineProperty(lock, "request", { value: counted });
  }
  window.__hidden = false;
  Object.defineProperty(Document.prototype, "visibilityState", {
    get: () => (window.__hidden ? "hidden" : "visible"), configurable: true });
})();"""

PROBE = """async () => {
  if (!navigator.wakeLock) return "missing";
  try { const s = await navigator.wakeLock.request("screen"); await s.release(); return "works"; }
  catch (err) { return err.name; }
}"""


def calls(page: Page) -> list[str]:
    got: list[str] = page.evaluate("window.__wake")
    return got


def set_hidden(page: Page, hidden: bool) -> None:
    page.evaluate("(h) => { window.__hidden = h; "
                  "document.dispatchEvent(new Event('visibilitychange')); }", hidden)


def test_the_screen_is_kept_on_in_battle_and_given_back(browser: Browser, site: str) -> None:
    with phone(browser) as probe:
        probe.goto(site)
        wait_ready(probe)
        real = probe.evaluate(PROBE)
    stub = real != "works"
    print(f"\n[wake lock] headless Chromium's navigator.wakeLock: {real}; "
          f"{'observed on a stand-in' if stub else 'observed as the browser has it'}")
    with phone(browser) as page:
        page.context.add_init_script(OBSERVE % ("true" if stub else "false"))
        qp.new_battle(page, site, [
            {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 1, "resolve": 2},
            {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}])
        status = page.locator(".battle-bar .bar-status")
        said = page.locator("[data-awake-status]")
        expect(status).to_contain_text("screen kept on")
        expect(said).to_have_text("Now: screen kept on.")
        assert calls(page) == ["request screen"]
        # Hidden: given back; visible again: taken again.
        set_hidden(page, True)
        expect(said).to_have_text("Now: screen may sleep.")
        set_hidden(page, False)
        expect(said).to_have_text("Now: screen kept on.")
        assert calls(page) == ["request screen", "release", "request screen"]
        # The battle left: given back.
        qp.tap(page.locator("button.back"))
        expect(page.locator("[data-action=muster]")).to_be_visible()
        page.wait_for_function("window.__wake.length === 4")
        assert calls(page)[-1] == "release"
        # Turned off in the battle: given back, said, and remembered after a reload.
        qp.tap(page.locator(".game-open").first)
        expect(said).to_have_text("Now: screen kept on.")
        box = page.get_by_label("Keep the screen on during battles")
        expect(box).to_be_checked()
        qp.tap(box)
        expect(said).to_have_text("Now: screen may sleep (turned off).")
        expect(status).to_contain_text("screen may sleep (turned off)")
        assert calls(page)[-2:] == ["request screen", "release"]
        page.reload()
        wait_ready(page)
        expect(page.locator("[data-regiment]").first).to_be_visible()
        expect(page.get_by_label("Keep the screen on during battles")).not_to_be_checked()
        expect(page.locator("[data-awake-status]")).to_have_text(
            "Now: screen may sleep (turned off).")
        assert calls(page) == []  # a fresh page: nothing asked while it is off
        qp.tap(page.get_by_label("Keep the screen on during battles"))
        expect(page.locator("[data-awake-status]")).to_have_text("Now: screen kept on.")
        assert calls(page) == ["request screen"]
