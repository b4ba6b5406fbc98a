"""What was wrong with a list pasted in the import, a backup file and a link, said in the
pseudo-locale at 360x740: the engine's refusal in the catalogue's words (no English word
of the message left), the bad value as the file wrote it, nothing overflowing, 44 px
targets."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from .axe import axe_violations
from .conftest import at_home, wait_ready
from .conquest_page import tap
from .phone import phone_checks
from .pseudo_checks import SETTING, english_in, english_left, in_pseudo

pytestmark = pytest.mark.e2e

CLEAR_MESSAGE = "async () => (await import('./app_state.js')).showError(null)"


@pytest.fixture
def page(shared_phone: Page) -> Page:
    return shared_phone

# A backup whose version is a word: the value is the file's, shown as it wrote it; the
# field's path is the file's own keys. The file's name is the player's.
BACKUP = json.dumps({"format": "aftermath.backup", "version": "two"})
BACKUP_NAME = "old-backup.json"
BACKUP_ALLOWED = ("'two'", "file.version", BACKUP_NAME)


def said_in_pseudo(page: Page, message: str, what: str, *allowed: str) -> None:
    left = english_in(message, *allowed)
    assert left == [], f"{what}: English left in {message!r}: {left}"
    # Every message of the pseudo-locale is bracketed: the refusal is the catalogue's.
    assert message.count("[") >= 2, f"{what}: {message!r} is not the catalogue's"
    phone_checks(page, what)


def test_a_bad_list_pasted_in_the_import_is_refused_in_the_language(
        page: Page, site: str) -> None:
    in_pseudo(page, site)
    tap(page.locator("[data-action=muster]"))
    tap(page.locator("[data-action=open-import]"))
    page.locator("textarea[name=list-text]").fill("hello there")
    tap(page.locator("[data-action=read-pasted]"))
    error = page.locator(".list-import .message.error").first
    expect(error).to_be_visible()
    said_in_pseudo(page, error.inner_text(), "a pasted list that is no list")
    assert axe_violations(page, where="the import refused, pseudo-locale") == []


def test_a_bad_backup_file_is_refused_in_the_language_with_its_value_as_written(
        page: Page, site: str, tmp_path: Path) -> None:
    in_pseudo(page, site)
    file = tmp_path / BACKUP_NAME
    file.write_text(BACKUP)
    page.locator("#import-file").set_input_files(str(file))
    error = page.locator("[data-import-error]")
    expect(error).to_be_visible()
    text = error.inner_text()
    assert "'two'" in text and "file.version" in text
    said_in_pseudo(page, text, "a backup of a version that is a word", *BACKUP_ALLOWED)


@pytest.mark.parametrize("fragment", ["v1.garbage!!", "v9.AAAA", "v1.AAAA", "hello"])
def test_a_broken_link_says_why_in_the_language(page: Page, site: str, fragment: str) -> None:
    in_pseudo(page, site)
    page.evaluate(CLEAR_MESSAGE)  # this link's own message, not the last one's
    page.goto(f"{site}#{fragment}")
    wait_ready(page)
    message = page.locator("#app-message")
    expect(message).to_be_visible()
    said_in_pseudo(page, message.inner_text(), f"the link #{fragment}")


def test_english_still_says_each_refusal_as_the_engine_does(page: Page, site: str,
                                                           tmp_path: Path) -> None:
    at_home(page, site)  # the module's page may not have opened the site yet
    page.evaluate("([key]) => localStorage.setItem(key, 'en')", [SETTING])
    page.reload()
    wait_ready(page)
    page.evaluate(CLEAR_MESSAGE)
    page.goto(f"{site}#v1.garbage!!")
    wait_ready(page)
    expect(page.locator("#app-message")).to_contain_text(
        "This link is damaged: it holds characters a share link never has.")
    page.goto(site)
    wait_ready(page)
    file = tmp_path / BACKUP_NAME
    file.write_text(BACKUP)
    page.locator("#import-file").set_input_files(str(file))
    expect(page.locator("[data-import-error]")).to_contain_text(
        "file.version: must be one of [1], got 'two'")


# Para Bellum's army builder text pasted: refused whole (no Regiment line; a line too
# long, named by its number), or read with lines skipped, each said with why.
PARA_BELLUM_REFUSED = {
    "no Regiment line": "== Aristarch [150]\n",
    "a line too long": "== Aristarch [150]\n * Hoplites (7) [315]\n" + "y" * 1200 + "\n",
}
PARA_BELLUM_SKIPPED = "== Aristarch [150]\nhello\n * Bar (99) [10]\n * Hoplites (7) [315]\n"


def paste_list(page: Page, text: str) -> None:
    tap(page.locator("[data-action=muster]"))
    tap(page.locator("[data-action=open-import]"))
    page.locator("textarea[name=list-text]").fill(text)
    tap(page.locator("[data-action=read-pasted]"))


@pytest.mark.parametrize("what", list(PARA_BELLUM_REFUSED))
def test_a_bad_para_bellum_text_is_refused_in_the_language(
        page: Page, site: str, what: str) -> None:
    in_pseudo(page, site)
    paste_list(page, PARA_BELLUM_REFUSED[what])
    error = page.locator(".list-import .message.error").first
    expect(error).to_be_visible()
    said_in_pseudo(page, error.inner_text(), f"a Para Bellum text with {what}")


def test_para_bellum_lines_skipped_and_the_format_are_said_in_the_language(
        page: Page, site: str) -> None:
    in_pseudo(page, site)
    paste_list(page, PARA_BELLUM_SKIPPED)
    skipped = page.locator("[data-skipped]")
    expect(skipped.locator("li")).to_have_count(2)
    # The lines as pasted and the names in them are the player's.
    left = english_left(skipped, "hello", "* Bar (99) [10]", "Bar")
    assert left == {}, f"skipped lines: English left: {left}"
    summary = page.locator("form.import-force [data-summary]")
    assert english_in(summary.inner_text()) == [], summary.inner_text()
    phone_checks(page, "a Para Bellum text's skipped lines, pseudo-locale")


def test_english_says_para_bellum_text_refusals_as_the_engine_does(page: Page,
                                                                   site: str) -> None:
    at_home(page, site)  # the module's page may not have opened the site yet
    page.evaluate("([key]) => localStorage.setItem(key, 'en')", [SETTING])
    page.reload()
    wait_ready(page)
    paste_list(page, PARA_BELLUM_REFUSED["a line too long"])
    expect(page.locator(".list-import .message.error").first).to_contain_text(
        "text line 3: is 1,200 characters long; a line is at most 1,000")
