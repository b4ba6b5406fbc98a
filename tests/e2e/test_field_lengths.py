"""A name longer than its field on a 360x740 touch phone: the field stops at its most
(60 characters for a Regiment or a battle), and says so under it, with how much of a
paste it did not keep; the browser alone cut it without a word."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

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
        name.press_sequentially(LONG)
        expect(name).to_have_value(LONG[:60])
        name_id = name.get_attribute("id") or ""
        note = form.locator(".length-note")
        expect(note).to_have_text("At most 60 characters")
        assert note_of(page, name_id) == "At most 60 characters"
        # A paste longer than the room left: the characters the field did not keep.
        battle = form.locator("[name=battle]")
        battle.fill("Battle at ")
        page.evaluate("(text) => navigator.clipboard.writeText(text)", LONG)
        battle.focus()
        page.keyboard.press("End")
        page.keyboard.press("ControlOrMeta+V")
        expect(battle).to_have_value(("Battle at " + LONG)[:60])
        battle_note = form.locator("[name=battle] + .length-note")
        expect(battle_note).to_have_text("15 pasted characters were not kept: at most 60")
        # Room again: the note goes; a paste that fits says nothing.
        page.keyboard.press("Backspace")
        expect(battle_note).to_have_count(0)
        battle.fill("")
        page.evaluate("(text) => navigator.clipboard.writeText(text)", "Hill fight")
        page.keyboard.press("ControlOrMeta+V")
        expect(battle).to_have_value("Hill fight")
        expect(battle_note).to_have_count(0)
        box = note.bounding_box()
        font = note.evaluate("(n) => parseFloat(getComputedStyle(n).fontSize)")
        assert box is not None and box["width"] <= 360 and font >= 12
        where = "the new-battle form, a field full"
        assert axe_violations(page, selector="form.setup", where=where) == []
