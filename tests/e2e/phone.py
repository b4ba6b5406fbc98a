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


def phone_checks(page: Page, where: str, *, screenshot: str | None = None,
                 summaries: bool = False) -> None:
    """No horizontal scrolling, touch targets of 44 px, a label on every control; with
    ``summaries``, the <summary> toggles of <details> count as touch targets too."""
    width = page.locator("html").evaluate("(e) => e.scrollWidth")
    assert width <= 360, f"{where}: horizontal scrolling, the page is {width}px wide"
    small = []
    targets = "button:visible, summary:visible" if summaries else "button:visible"
    for button in page.locator(targets).all():
        box = button.bounding_box()
        if box and (box["height"] < 44 or box["width"] < 44):
            small.append((button.inner_text(), box))
    assert small == [], f"{where}: touch targets under 44px: {small[:5]}"
    for field in page.locator("input:not([type=hidden]):not([aria-label]), select").all():
        fid = field.get_attribute("id")
        assert fid and page.locator(f"label[for='{fid}']").count() == 1, (where, fid)
    if screenshot:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{screenshot}-360.png"), full_page=True)
