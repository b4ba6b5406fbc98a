"""What the two-phone browser tests share: the two-Regiment battle they play, a phone
(a browser context of its own at 360x740, touch, no service worker, with the test's own
scripts and routes), and the battle bar's count of actions."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Browser, Page, Route, expect

from . import conquest_page as qp
from .conftest import NO_SERVICE_WORKERS

TWO = [{"name": "Thin Line", "stands": 3, "files": 3, "wounds": 2, "resolve": 3},
       {"name": "Brutes", "player": 1, "stands": 4, "files": 2, "wounds": 3, "resolve": 3}]


def phone(browser: Browser, scripts: tuple[str, ...] = (),
          routes: tuple[tuple[str, Callable[[Route], None]], ...] = ()) -> Page:
    """A phone: ``scripts`` run before the page's own, ``routes`` (pattern, handler) set."""
    context = browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True,
                                  is_mobile=True, service_workers="block")
    context.add_init_script(NO_SERVICE_WORKERS)
    for script in scripts:
        context.add_init_script(script)
    for pattern, handler in routes:
        context.route(pattern, handler)
    page = context.new_page()
    qp.use_touch(page)
    return page


def actions(page: Page, count: int) -> None:
    expect(page.locator(".battle-bar .muted")).to_have_text(
        f"{count} action{'' if count == 1 else 's'}")
