"""The engine's late part (the list import, odds and reports, build.json "late") is
precached with every other file: an installed app imports a list with no signal."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from .conftest import reload_offline, wait_ready

PASTED = "== Lord [100]\n * Regiment 1 (6) [120]"


@pytest.mark.service_workers
def test_an_installed_app_imports_a_list_with_no_signal(browser: Browser, site: str) -> None:
    context = browser.new_context()
    try:
        page = context.new_page()
        late: list[str] = []
        page.on("request", lambda r: late.append(r.url) if r.url.endswith("-late.zip") else None)
        page.goto(site)
        wait_ready(page)
        expect(page.locator("#offline-status")).to_have_text("Available offline", timeout=120_000)
        reload_offline(page)
        # A new worker: its late part comes from the service worker's precache.
        forces = page.evaluate("""async (text) => {
          const { engine } = await import('./boot.js');
          const read = await engine.request('lists.parse', { text });
          return read.forces.map((f) => f.pieces.length);
        }""", PASTED)
        assert forces == [1]
        assert late, "the late part was never asked for"
    finally:
        context.close()
