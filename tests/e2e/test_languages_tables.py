"""The campaign's tables under the dice (Recovery, Casualty Fate, Wound: W-1 to W-4), a
list preview's notes (whom a Character joins) and an error holding a value the engine
describes ("2001 items"), said in the pseudo-locale at 360x740: no English word of
them left, nothing overflowing, 44 px targets."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from .conquest_page import tap
from .phone import phone, phone_checks
from .pseudo_checks import english_in, english_left, in_pseudo, rosters_in_pseudo

pytestmark = pytest.mark.e2e

RED = {"name": "Red Company", "vp": 5, "models": [
    {"name": "Captain Red", "kind": "Leader", "value": 40}]}
BLUE = {"name": "Blue Host", "vp": 50, "models": [
    {"name": "Blue Knight", "kind": "Hero", "value": 30}]}
ROSTER_NAMES = ("Red Company", "Blue Host", "Captain Red", "Blue Knight")

LISTS = Path(__file__).parents[1] / "unit" / "fixtures" / "lists"
PASTED = (LISTS / "conquest-parabellum.txt").read_text()
# The list's own words: its title, Regiments, Characters, upgrades and tags.
LIST_NAMES = ("Hellenic Expedition", "Aristarch", "Minotaur Thyreans", "Inspired Talos",
              "Hoplites", "Phalangites", "Polemarch", "Agema", "Selinoi", "Aristia",
              "Initiative", "Dorilates", "Trophy", "Standard Bearer", "Warlord", "Leader")


def table_rows_said(page: Page, kind: str, rows: int) -> None:
    """The reference under the dice of a ``kind`` roll, opened: every row in the
    pseudo-locale, with its dice."""
    section = page.locator("section.roll")
    expect(section).to_have_attribute("data-next-kind", kind)
    reference = page.locator(".table-reference")
    reference.locator("summary").click()
    items = reference.locator("li")
    expect(items).to_have_count(rows)
    texts = items.all_inner_texts()
    left = {t: english_in(t) for t in texts if english_in(t)}
    assert left == {}, f"the {kind}'s table: English left: {left}"
    assert all(t.count("[") >= 1 for t in texts), texts
    left = english_left(reference)
    assert left == {}, f"the {kind}'s table: English left: {left}"
    phone_checks(page, f"the {kind}'s table")


def test_the_campaign_tables_under_the_dice_are_said_in_the_language(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        rosters_in_pseudo(page, site, RED, BLUE)
        tap(page.locator("[data-action=new-campaign]"))
        form = page.locator("form.campaign-setup")
        form.locator("[data-side-pick='1']").select_option(index=1)
        tap(form.locator("[data-side='0'] [data-lost=m1]"))
        tap(form.locator("[data-action=start-aftermath]"))
        # Five outcomes and the Undead's bonus; six fates; eight wounds.
        table_rows_said(page, "recovery_roll", 6)
        tap(page.locator("section.roll [data-face='1']"))  # survives
        table_rows_said(page, "fate_roll", 6)
        tap(page.locator("section.roll [data-face='12']"))  # Wounded: one Wound Table roll
        table_rows_said(page, "wound_roll", 8)


def test_a_list_preview_says_whom_each_character_joins_in_the_language(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        in_pseudo(page, site)
        tap(page.locator("[data-action=muster]"))
        tap(page.locator("[data-action=open-import]"))
        page.locator("textarea[name=list-text]").fill(PASTED)
        tap(page.locator("[data-action=read-pasted]"))
        force = page.locator(".import-force")
        expect(force.locator(".import-piece")).to_have_count(6)
        # What the file said, piece by piece, is folded while numbers are asked.
        force.locator(".import-pieces > summary").click()
        notes = force.locator(".import-note")
        # Aristarch, Polemarch and Selinoi each join the first Regiment of their warband.
        expect(notes).to_have_count(3)
        for note in notes.all_inner_texts():
            assert english_in(note, *LIST_NAMES) == [], f"a join note in English: {note!r}"
            assert note.startswith("[") and any(
                name in note for name in ("Aristarch", "Polemarch", "Selinoi")), note
        left = english_left(force, *LIST_NAMES)
        assert left == {}, f"the list preview: English left: {left}"
        phone_checks(page, "the list preview, pseudo-locale")


def test_a_rosters_format_is_said_in_the_language(browser: Browser, site: str) -> None:
    with phone(browser) as page:
        in_pseudo(page, site)
        tap(page.locator("[data-action=muster]"))
        tap(page.locator("[data-action=open-import]"))
        page.locator("[data-action=list-file]").set_input_files(
            str(LISTS / "conquest-hundred-kingdoms.rosz"))
        summary = page.locator(".import-force [data-summary]")
        expect(summary).to_be_visible()
        text = summary.inner_text()
        # The program's name and the file's extension, in the catalogue's words (the
        # pseudo-locale accents them too, so an English one shows).
        assert english_in(text) == [], f"a roster's format in English: {text!r}"
        assert text.startswith("[["), text
        phone_checks(page, "a roster's preview, pseudo-locale")


def test_an_error_with_a_counted_value_says_the_count_in_the_language(
        browser: Browser, site: str, tmp_path: Path) -> None:
    # A backup holding 2001 battles: more than a part of the file may hold.
    file = tmp_path / "too-many.json"
    file.write_text(json.dumps({"format": "aftermath.backup", "version": 1,
                                "battles": [{}] * 2001}))
    with phone(browser) as page:
        in_pseudo(page, site)
        page.locator("#import-file").set_input_files(str(file))
        error = page.locator("[data-import-error]")
        expect(error).to_be_visible()
        text = error.inner_text()
        assert "2001" in text and "file.battles" in text, text
        left = english_in(text, "file.battles", "too-many.json")
        assert left == [], f"a counted value's error: English left in {text!r}: {left}"
        assert "items" not in text, text
        phone_checks(page, "an error with a counted value")
