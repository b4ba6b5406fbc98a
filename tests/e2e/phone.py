"""The phone-first checks every screen must pass at 360x740 with touch."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from playwright.sync_api import Browser, Page

from .conftest import ROOT
from .conquest_page import use_touch

ARTIFACTS = ROOT / "artifacts"


@contextmanager
def phone(browser: Browser) -> Iterator[Page]:
    """A 360x740 portrait touch screen, driven by taps."""
    context = browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True,
                                  is_mobile=True, device_scale_factor=2)
    page = context.new_page()
    use_touch(page)
    try:
        yield page
    finally:
        context.close()


# One look at the page, in one task: listing the buttons and then measuring each one
# by its index raced the page (a clean CI run timed out on a button that had gone
# between the two). Visible as Playwright's :visible is: a box, and not hidden.
LOOK = """(summaries) => {
  const visible = (n) => { const r = n.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(n).visibility !== "hidden"; };
  const small = [...document.querySelectorAll(summaries ? "button, summary" : "button")]
    .filter(visible).map((n) => [n.innerText, n.getBoundingClientRect()])
    .filter(([, r]) => r.height < 44 || r.width < 44)
    .map(([text, r]) => [text, { width: r.width, height: r.height }]);
  const fields = "input:not([type=hidden]):not([aria-label]), select";
  const labels = (f) => document.querySelectorAll(`label[for="${CSS.escape(f.id)}"]`).length;
  const unlabelled = [...document.querySelectorAll(fields)]
    .filter((f) => !f.id || labels(f) !== 1)
    .map((f) => f.id || f.outerHTML.slice(0, 80));
  return { width: document.documentElement.scrollWidth, small, unlabelled };
}"""


def phone_checks(page: Page, where: str, *, screenshot: str | None = None,
                 summaries: bool = False) -> None:
    """No horizontal scrolling, touch targets of 44 px, a label on every control; with
    ``summaries``, the <summary> toggles of <details> count as touch targets too."""
    seen = page.evaluate(LOOK, summaries)
    width = seen["width"]
    assert width <= 360, f"{where}: horizontal scrolling, the page is {width}px wide"
    assert seen["small"] == [], f"{where}: touch targets under 44px: {seen['small'][:5]}"
    assert seen["unlabelled"] == [], (where, seen["unlabelled"])
    if screenshot:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{screenshot}-360.png"), full_page=True)
