"""A name longer than its field on a 360x740 touch phone: the field stops at its most
(60 characters for a Regiment or a battle), and says so under it, with how much of what
was typed or pasted it did not keep; the browser alone cut it without a word."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page, expect

from .axe import axe_violations
from .conftest import at_home, start_home
from .conquest_page import tap

pytestmark = pytest.mark.e2e

LONG = "Hundred Kingdoms Men-at-Arms of the Western March, Second Company"  # 65


def note_of(page: Page, field_id: str) -> str:
    """The text of the notes the field names as describing it."""
    text: str = page.evaluate(
        """(id) => (document.getElementById(id).getAttribute("aria-describedby") || "")
            .split(" ").filter(Boolean)
            .map((n) => document.getElementById(n).textContent).join(" | ")""",
        field_id)
    return text


def described_by(page: Page, field: Locator) -> list[str]:
    """The ids the field names as describing it, each checked to exist."""
    ids = (field.get_attribute("aria-describedby") or "").split()
    assert all(page.locator(f"#{i}").count() == 1 for i in ids), ids
    return ids


def test_a_name_typed_or_pasted_past_its_field_says_what_was_not_kept(
        shared_phone: Page, site: str) -> None:
    with start_home(shared_phone) as page:
        at_home(page, site)
        page.context.grant_permissions(["clipboard-read", "clipboard-write"],
                                       origin=site.rstrip("/"))
        tap(page.locator("[data-action=new-conquest]"))
        form = page.locator("form.setup")
        name = form.locator(".regiment-row").first.get_by_label("Name", exact=True)
        name.fill("")
        name.press_sequentially(LONG[:60])
        expect(name).to_have_value(LONG[:60])
        note = form.locator(".length-note")
        expect(note).to_have_text("At most 60 characters")
        assert note_of(page, name.get_attribute("id") or "") == "At most 60 characters"
        # One more typed: the field keeps none of it, and says so.
        page.keyboard.type("d")
        expect(note).to_have_text("1 character was not kept: at most 60")
        # Room again and full again, twice: one note, named once.
        for _ in range(2):
            page.keyboard.press("Backspace")
            expect(note).to_have_count(0)
            assert described_by(page, name) == []
            page.keyboard.type("y")
            expect(note).to_have_text("At most 60 characters")
        assert len(described_by(page, name)) == 1
        # A paste longer than the room left: the characters the field did not keep,
        # said in the note and read out.
        battle = form.locator("[name=battle]")
        battle.fill("Battle at ")
        page.evaluate("(text) => navigator.clipboard.writeText(text)", LONG)
        battle.focus()
        page.keyboard.press("End")
        page.keyboard.press("ControlOrMeta+V")
        expect(battle).to_have_value(("Battle at " + LONG)[:60])
        battle_note = form.locator("[name=battle] + .length-note")
        expect(battle_note).to_have_text("15 characters were not kept: at most 60")
        expect(page.locator("#announce")).to_have_text("15 characters were not kept: at most 60")
        # A paste that fits says nothing; its line breaks are spaces, as the field keeps them.
        battle.fill("")
        expect(battle_note).to_have_count(0)
        page.evaluate("(text) => navigator.clipboard.writeText(text)", "Hill\r\nfight")
        page.keyboard.press("ControlOrMeta+V")
        expect(battle).to_have_value("Hill fight")
        expect(battle_note).to_have_count(0)
        # A field the page empties itself (a special rule's name, once added): its note goes.
        row = form.locator(".regiment-row").first
        tap(row.locator("details summary").first)
        rule = row.locator("[name=rule-name]")
        rule.fill("")
        rule.press_sequentially("Very long rule name that nobody knows xyz")
        rule_note = row.locator("[name=rule-name] + .length-note")
        expect(rule_note).to_have_text("1 character was not kept: at most 40")
        tap(row.locator("[data-action=add-rule]"))
        expect(rule).to_have_value("")
        expect(rule_note).to_have_count(0)
        assert described_by(page, rule) == []
        box = note.bounding_box()
        font = note.evaluate("(n) => parseFloat(getComputedStyle(n).fontSize)")
        assert box is not None and box["width"] <= 360 and font >= 12
        where = "the new-battle form, a field full"
        assert axe_violations(page, selector="form.setup", where=where) == []
