"""Makes tests/e2e/fixtures/localstorage_v1.json: a real saved set from the localStorage
version of the app (before IndexedDB), captured after playing in it.

Run once against a build of that version (it is not collected as a test):
    .venv/bin/python -m pytest tests/e2e/make_v1_saves.py -q
It was run on main at 1662bb7; the file it made is committed, so the migration test
starts from what that version really wrote.
"""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import Page, expect

from .campaign_page import home
from .conquest_page import enter_dice, tap, wound_pool
from .test_campaign_screen import play_aftermath

FIXTURE = Path(__file__).parent / "fixtures" / "localstorage_v1.json"


def test_make_v1_saves(page: Page, site: str) -> None:
    # Two rosters and a confirmed campaign aftermath (15 actions, one undone on the way).
    play_aftermath(page, site)
    home(page)
    # A Conquest battle with three actions, the last one undone (so redo is waiting).
    tap(page.locator("[data-example=ch5-men-at-arms]"))
    wound_pool(page, "maa", 2, morale=False)
    wound_pool(page, "maa", 6)
    enter_dice(page, "maa", [1, 2, 3, 3, 6, 6])
    tap(page.locator("[data-action=undo]"))
    expect(page.locator(".battle-bar")).to_contain_text("2 actions")
    home(page)
    expect(page.locator(".game-open")).to_have_count(2)
    saved = page.evaluate("() => Object.fromEntries(Object.entries(localStorage))")
    FIXTURE.write_text(json.dumps(saved, indent=1, sort_keys=True) + "\n")
