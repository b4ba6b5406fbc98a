"""A real Para Bellum export pasted as it was found (the builder's banner, the list's
name with its points, the faction and the army-rule line, blank lines between lines),
at 360x740: the preview reads every Regiment and Character, and a line the engine
cannot read is listed with its number and text while the rest imports."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from .axe import axe_violations
from .conftest import at_home
from .conquest_page import tap
from .phone import phone_checks

pytestmark = pytest.mark.e2e

REAL = Path(__file__).resolve().parents[1] / "unit" / "fixtures" / "lists" / "parabellum"
PASTE = "Or paste the list (Para Bellum's army builder, or a roster)"


@pytest.fixture
def page(shared_phone: Page) -> Page:
    return shared_phone


def paste(page: Page, site: str, text: str) -> None:
    at_home(page, site)
    tap(page.locator("[data-action=muster]"))
    tap(page.locator("[data-action=open-import]"))
    page.get_by_label(PASTE).fill(text)
    tap(page.locator("[data-action=read-pasted]"))


def test_a_real_export_pasted_as_is_shows_its_preview_with_nothing_skipped(
        page: Page, site: str) -> None:
    paste(page, site, (REAL / "hundred-kingdoms-reiem-object-object.txt").read_text())
    form = page.locator("form.import-force")
    expect(form.get_by_role("heading", name="Reiem")).to_be_visible()
    expect(form.locator("[data-summary]")).to_contain_text("10 Regiments")
    expect(form.locator("[data-character]")).to_have_count(4)
    expect(page.locator("[data-skipped]")).to_have_count(0)
    expect(page.get_by_role("button", name="Import Reiem")).to_be_visible()
    phone_checks(page, "real export preview")


def test_a_line_it_cannot_read_is_listed_with_its_number_and_text_and_the_rest_imports(
        page: Page, site: str) -> None:
    text = (REAL / "nords-test-1990.txt").read_text()
    text = text.replace(" * Bearsarks (3) [200]: Savage",
                        " * Bearsarks (3) [200]: Savage\n<b>gg</b> see you Saturday")
    paste(page, site, text)
    skipped = page.locator("[data-skipped]")
    expect(skipped.get_by_role("status")).to_have_text(
        "1 line was not read; the rest of the list is below.")
    line = skipped.locator("li[data-line='27']")
    expect(line).to_contain_text("Line 27: <b>gg</b> see you Saturday")
    expect(line.locator("b")).to_have_count(0)  # the pasted text is shown as text
    expect(page.locator("form.import-force [data-summary]")).to_contain_text("10 Regiments")
    phone_checks(page, "preview with a skipped line")
    assert axe_violations(page, where="preview with a skipped line") == []
