"""Makes tests/e2e/fixtures/battle_record_v2.json: a real battle record as the page
saved it in IndexedDB before a tap carried only what changed (record version 2: the
engine's whole game with its undo and redo history, and its view).

Run once against a build of that version (it is not collected as a test):
    .venv/bin/python tests/e2e/make_v2_save.py DIST
It was run on a build of the speed branch at 62652c0 (main's code then); the file it made
is committed, so the test opens what that version really wrote.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from playwright.sync_api import expect, sync_playwright

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parents[1]))

from tests.e2e.conftest import CHROMIUM, serve_directory, wait_ready  # noqa: E402
from tests.e2e.conquest_page import tap, wound_pool  # noqa: E402
from tests.e2e.device import idb  # noqa: E402

FIXTURE = HERE / "fixtures" / "battle_record_v2.json"


def main(dist: str) -> None:
    server, url = serve_directory(Path(dist))
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page()
        page.goto(url + "/")
        wait_ready(page)
        # A Conquest battle with three actions, the last one undone (so redo is waiting).
        tap(page.locator("[data-example=ch5-men-at-arms]"))
        wound_pool(page, "maa", 2, morale=False)
        wound_pool(page, "maa", 3, morale=False)
        wound_pool(page, "maa", 1, morale=False)
        tap(page.locator("[data-action=undo]"))
        expect(page.locator(".battle-bar")).to_contain_text("2 actions")
        [record] = idb(page, "battles")
        browser.close()
    server.shutdown()
    assert record["version"] == 2 and len(record["game"]["events"]) == 2
    FIXTURE.write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
