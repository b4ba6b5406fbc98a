"""Checks for a screen said in the pseudo-locale (accented, about 40% longer, bracketed):
no English word the page did not take from its catalogue, and nothing overflowing."""

from __future__ import annotations

import re

from playwright.sync_api import Locator, Page

from .campaign_page import new_roster, open_rosters, start
from .conftest import at_home, wait_ready
from .phone import phone_checks

SETTING = "aftermath.language"
# An English word of three letters or more in a pseudo text: the pseudo-locale writes
# none, so one is a word the page did not take from its catalogue.
ENGLISH_WORD = re.compile(r"\b[A-Za-z]{3,}\b")


def english_in(text: str, *allowed: str) -> list[str]:
    """English words in ``text`` once the ``allowed`` texts (names typed by a player,
    list data) are taken out."""
    for name in allowed:
        text = text.replace(name, "")
    return ENGLISH_WORD.findall(text)


def in_pseudo(page: Page, site: str) -> None:
    """The device's setting made the pseudo-locale's, and the page opened in it."""
    at_home(page, site)
    page.evaluate("([key]) => localStorage.setItem(key, 'pseudo')", [SETTING])
    page.reload()
    wait_ready(page)


def english_left(where: Locator, *allowed: str) -> dict[str, list[str]]:
    """Each visible text of ``where`` (its own words: headings, labels, buttons, lines)
    that still holds English, with the words found."""
    texts = where.locator("h2, h3, label, button, [data-action], p, legend, th, td, li, "
                          "summary, .status, .refused").all_inner_texts()
    found = {t: english_in(t, *allowed) for t in texts}
    return {t: words for t, words in found.items() if words}


def pseudo_screen_checks(page: Page, where: Locator, what: str, *allowed: str) -> None:
    """``where`` said wholly in the pseudo-locale, with the phone's checks (no overflow,
    44 px targets, text at least 12 px)."""
    left = english_left(where, *allowed)
    assert left == {}, f"{what}: English left on the screen: {left}"
    phone_checks(page, what)


def rosters_in_pseudo(page: Page, site: str, *rosters: dict[str, object]) -> None:
    """The campaign's ``rosters`` typed in English (the roster helpers find fields by their
    English labels), then the page said in the pseudo-locale, engine ready."""
    start(page, site)
    open_rosters(page)
    for roster in rosters:
        new_roster(page, roster)
    page.evaluate("([key]) => localStorage.setItem(key, 'pseudo')", [SETTING])
    page.reload()
    wait_ready(page)
