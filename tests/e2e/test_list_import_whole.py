"""A list import is kept whole or not at all: the page closed 0-200 ms after Import on a
30-Regiment roster keeps either the list with its 30 profiles or nothing of it; and the
same list imported in two tabs at once is kept once, the second told it is already in
Muster."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import wait_ready
from .device import idb

pytestmark = pytest.mark.e2e

FIXTURES = Path(__file__).resolve().parents[1] / "unit" / "fixtures" / "lists"
TRIES = 20
REGIMENTS = 30


def thirty_regiments(tag: str) -> str:
    """A .ros roster named "Banners <tag>" whose one force has a Character and 30
    Regiments, each a profile of its own ("<tag> Knights 01", ...), every number given."""
    source = (FIXTURES / "conquest-hundred-kingdoms.ros").read_text()
    knights_at = source.index('        <selection id="aa01-0105"')
    force_end = source.index("      </selections>\n    </force>", knights_at)
    knights = source[knights_at:force_end]
    regiments = []
    for n in range(1, REGIMENTS + 1):
        one = knights.replace('name="Household Knights"', f'name="{tag} Knights {n:02d}"')
        for old in ("aa01-0105", "aa01-p105", "aa01-0106", "aa01-c105", "aa01-i105", "aa01-i106"):
            one = one.replace(old, f"{old}-{n:02d}")
        regiments.append(one)
    first_regiment = source.index('        <selection id="aa01-0102"')
    roster = source[:first_regiment] + "".join(regiments) + source[force_end:]
    # The fixture's second force goes: the roster is one force.
    second = roster.index('    <force id="aa01-0200"')
    after = roster.index("    </force>\n", second) + len("    </force>\n")
    roster = roster[:second] + roster[after:]
    return roster.replace('name="Vanguard of the Crown"', f'name="Banners {tag}"', 1)


def kept_of(page: Page, tag: str) -> tuple[int, int]:
    """(army lists, profiles) the device keeps of the roster tagged ``tag``."""
    records: list[dict[str, Any]] = idb(page, "muster")
    names = [(r["kind"], r["data"]["name"]) for r in records]
    lists = [name for kind, name in names if kind == "list" and name == f"Banners {tag}"]
    profiles = [name for kind, name in names if kind == "profile" and name.startswith(f"{tag} ")]
    return len(lists), len(profiles)


def booted(page: Page, site: str) -> Page:
    page.goto(site)
    wait_ready(page)
    return page


def import_preview(page: Page, roster: Path) -> None:
    """From the home screen of a booted page to the import preview of ``roster``, Import
    not yet pressed."""
    page.locator("[data-action=muster]").click()
    page.locator("[data-action=open-import]").click()
    page.locator("[data-action=list-file]").set_input_files(str(roster))
    expect(page.locator(".import-force [data-summary]")).to_have_text(
        f"BattleScribe .ros: {REGIMENTS} Regiments; nothing missing")


def test_a_list_import_closed_0_to_200_ms_after_import_keeps_all_or_nothing(
        browser: Browser, site: str, tmp_path: Path) -> None:
    context = browser.new_context()
    try:
        # How long an import takes here, uninterrupted: the tries close the page inside it.
        page = booted(context.new_page(), site)
        import_preview(page, _written(tmp_path, "whole"))
        started = time.monotonic()
        page.locator("[data-action=import-list]").click()
        expect(page.locator(".muster .message.info")).to_have_text(
            f"Imported “Banners whole”: {REGIMENTS} Regiments, {REGIMENTS} new profiles kept.")
        took_ms = round((time.monotonic() - started) * 1000)
        assert kept_of(page, "whole") == (1, REGIMENTS)
        seen = []
        page = booted(page, site)
        for n in range(TRIES):
            tag = f"t{n:02d}"
            delay = n * 200 // (TRIES - 1)
            import_preview(page, _written(tmp_path, tag))
            page.locator("[data-action=import-list]").click()
            page.wait_for_timeout(delay)
            page.close()
            # The page that reads what was kept is the next try's.
            page = booted(context.new_page(), site)
            kept = kept_of(page, tag)
            seen.append((delay, kept))
            assert kept in ((0, 0), (1, REGIMENTS)), f"closed {delay} ms after Import: {kept}"
        print(f"an uninterrupted import took {took_ms} ms; closed after (ms, kept): {seen}")
    finally:
        context.close()


def _written(folder: Path, tag: str) -> Path:
    path = folder / f"banners-{tag}.ros"
    path.write_text(thirty_regiments(tag))
    return path


def test_the_same_list_imported_in_two_tabs_at_once_is_kept_once(
        browser: Browser, site: str, tmp_path: Path) -> None:
    context = browser.new_context()
    try:
        roster = _written(tmp_path, "two")
        tabs = [booted(context.new_page(), site) for _ in range(2)]
        for tab in tabs:
            import_preview(tab, roster)
        # Both pressed before either is kept: each tab sees no such list in its own copy.
        for tab in tabs:
            tab.locator("[data-action=import-list]").click(no_wait_after=True)
        said = []
        for tab in tabs:
            notice = tab.locator(".muster .message.info")
            expect(notice).to_be_visible()
            said.append(notice.inner_text())
        assert sorted(said) == [
            f"Imported “Banners two”: {REGIMENTS} Regiments, {REGIMENTS} new profiles kept.",
            "“Banners two” is already in Muster: nothing new was kept."]
        assert kept_of(tabs[0], "two") == (1, REGIMENTS)
        # Once more in one tab: already there, and nothing asked.
        booted(tabs[0], site)
        import_preview(tabs[0], roster)
        tabs[0].locator("[data-action=import-list]").click()
        expect(tabs[0].locator(".muster .message.info")).to_have_text(
            "“Banners two” is already in Muster: nothing new was kept.")
        assert kept_of(tabs[0], "two") == (1, REGIMENTS)
    finally:
        context.close()
