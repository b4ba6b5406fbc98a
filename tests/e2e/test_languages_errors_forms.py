"""What the engine found wrong with a form, said in the pseudo-locale (accented, about
40% longer, bracketed) at 360x740: each system's new-battle form (and the campaign's
roster, its warbands' form) sent with a bad value shows the engine's error from the
catalogue, no English word in it beside the field's path and the value as given, and
nothing overflowing."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from .campaign_page import open_rosters
from .conftest import at_home
from .conquest_page import tap
from .phone import phone, phone_checks
from .pseudo_checks import english_in, in_pseudo

pytestmark = pytest.mark.e2e

# Typed here: a Regiment's, a Unit's and a model's names.
TYPED = ("Knights", "Trolls", "Gor", "Bruk")


def said_in_pseudo(page: Page, error: Locator, what: str, got: str) -> str:
    """The error shown, bracketed as the pseudo-locale says a message, with no English
    word once the field's path (before the first colon, as the engine names it) and the
    value it got are taken out; nothing overflowing."""
    expect(error).to_be_visible()
    text = error.inner_text()
    assert text.count("[") >= 2 and text.endswith("]"), f"{what}: not from the catalogue: {text}"
    field = text.split(": ", 1)[0].lstrip("[")
    assert english_in(text, field, got, *TYPED) == [], f"{what}: English left: {text}"
    phone_checks(page, what)
    return text


def test_a_regiment_the_engine_refuses_is_said_in_the_pseudo_locale(browser: Browser,
                                                                       site: str) -> None:
    with phone(browser) as page:
        in_pseudo(page, site)
        tap(page.locator("[data-action=new-conquest]"))
        form = page.locator("form.setup")
        row = form.locator(".regiment-row").first
        expect(row).to_be_visible()
        row.locator("input[name=name]").fill("Knights")
        # No Wounds: the engine's reader says it must be at least 1.
        row.locator("input[name=wounds]").fill("0")
        tap(form.locator("[data-action=create-battle]"))
        text = said_in_pseudo(page, form.locator(".message.error"), "a Regiment with no Wounds",
                              "0")
        assert "wounds" in text


def test_a_unit_the_engine_refuses_is_said_in_the_pseudo_locale(browser: Browser,
                                                                  site: str) -> None:
    with phone(browser) as page:
        in_pseudo(page, site)
        tap(page.locator("[data-action=new-ninth-age]"))
        form = page.locator("form.ninth-age-setup")
        row = form.locator(".unit-row").first
        expect(row).to_be_visible()
        row.locator("input[name=name]").fill("Trolls")
        # 200 rank-and-file models and a Character: one more than a Unit holds.
        row.locator("input[name=models]").fill("200")
        tap(row.locator("button:not(.danger):not([data-action])").last)
        row.locator("input[name=cname]").fill("Gor")
        said_in_pseudo(page, row.locator(".unit-preview .message.error"),
                       "a Unit too large, in its preview", "200")
        tap(form.locator("[data-action=create-battle]"))
        text = said_in_pseudo(page, form.locator(":scope > .message.error"),
                              "a Unit too large, on Start", "200")
        # The Unit's field, and "at most 200 models" in the pseudo-locale's words.
        assert text.startswith("[setup.units[0].models: [") and "ɱööšţ 200 ɱööðééļš" in text


def test_a_roster_the_engine_refuses_is_said_in_the_pseudo_locale(browser: Browser,
                                                                    site: str) -> None:
    with phone(browser) as page:
        in_pseudo(page, site)
        at_home(page, site)
        open_rosters(page)
        tap(page.locator("[data-action=new-roster]"))
        form = page.locator("form.roster-edit")
        expect(form).to_be_visible()
        # A warband with no name: the engine says it must not be empty.
        tap(form.locator("[data-action=save-roster]"))
        said_in_pseudo(page, form.locator("#roster-message"), "a warband with no name", "''")


def test_a_character_on_a_taken_place_is_said_in_the_pseudo_locale(browser: Browser,
                                                                     site: str) -> None:
    with phone(browser) as page:
        in_pseudo(page, site)
        tap(page.locator("[data-action=new-ninth-age]"))
        row = page.locator("form.ninth-age-setup .unit-row").first
        expect(row).to_be_visible()
        row.locator("input[name=name]").fill("Trolls")
        add = row.locator("button:not(.danger):not([data-action])").last
        for name in ("Gor", "Bruk"):
            tap(add)
            character = row.locator(".character-row").last
            character.locator("input[name=cname]").fill(name)
            character.locator("input[name=crank]").fill("1")
            character.locator("input[name=cfile]").fill("2")
        # The form names the Character, not the field: "Bruk: rank 1, file 2 is taken by Gor".
        error = row.locator(".unit-preview .message.error")
        expect(error).to_contain_text("Bruk")
        text = error.inner_text()
        assert text.startswith("[Bruk: [") and "Gor" in text and "ŕååñķ 1" in text, text
        assert english_in(text, *TYPED) == [], text
        phone_checks(page, "a Character on a taken place")


def test_two_regiments_set_on_one_place_are_said_in_the_pseudo_locale(browser: Browser,
                                                                       site: str) -> None:
    with phone(browser) as page:
        in_pseudo(page, site)
        tap(page.locator("[data-action=new-conquest]"))
        form = page.locator("form.setup")
        rows = form.locator(".regiment-row")
        expect(rows.nth(1)).to_be_visible()
        form.locator("input[name=on-table]").check()
        for row, name in zip(rows.all(), ("Knights", "Levy"), strict=True):
            row.locator("input[name=name]").fill(name)
            row.locator("input[name=x]").fill("24")
            row.locator("input[name=y]").fill("20")
        tap(form.locator("[data-action=create-battle]"))
        # The form names the Regiments, not the field: "Knights and Levy would overlap".
        error = form.locator(".message.error")
        expect(error).to_contain_text("Levy")
        text = error.inner_text()
        assert text.startswith("[Knights") and text.endswith("-17)]") and "Levy" in text, text
        assert english_in(text, *TYPED, "Levy") == [], text
        phone_checks(page, "two Regiments on one place")
