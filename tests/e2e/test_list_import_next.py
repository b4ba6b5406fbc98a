"""The list import's keypad at 360x740 with touch, on a real Para Bellum export whose
eight names each lack a Wounds and a Resolve: "Next" goes to the next empty number in
the order shown (a row's Wounds before its Resolve, the rows top to bottom, then back to
the first one left empty), and "Every number is entered." is said only once every
number asked has a value."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from .conftest import wait_ready
from .conquest_page import tap
from .phone import phone

pytestmark = pytest.mark.e2e

LISTS = Path(__file__).resolve().parents[1] / "unit" / "fixtures" / "lists" / "parabellum"
LIST = LISTS / "nords-test-1990.txt"
PASTE = "Or paste the list (Para Bellum's army builder, or a roster)"
# The rows asked, top to bottom, and the test's own numbers for them (one digit each
# but no Wounds of 1, so each one is whole at its first key and the pad moves on).
ROWS = [("Vargyr Lord (Character)", 5, 4), ("Goltr Beastpack", 6, 3), ("Werewargs", 4, 2),
        ("Shaman (Character)", 4, 3), ("Raiders", 3, 2), ("Bearsarks", 4, 3),
        ("Volva (Character)", 3, 2), ("Huskarls", 3, 4)]
DONE = "Every number is entered."


def opened(page: Page, site: str) -> Locator:
    page.goto(site)
    wait_ready(page)
    tap(page.locator("[data-action=new-conquest]"))
    tap(page.locator("[data-action=import-for][data-import-side='0']"))
    page.get_by_label(PASTE).fill(LIST.read_text())
    tap(page.locator("[data-action=read-pasted]"))
    force = page.locator(".import-force")
    expect(force.locator(".import-asks .import-ask")).to_have_count(len(ROWS))
    return force


def key(force: Locator, k: int | str) -> None:
    tap(force.locator(f".entry-pad [data-pad-key='{k}']"))


def box(force: Locator, what: str, title: str) -> Locator:
    return force.get_by_label(f"{what} of {title}", exact=True)


def test_a_number_then_next_each_time_fills_every_box_in_the_order_shown(
        browser: Browser, site: str) -> None:
    """A player who taps Next after every number, slowly, watching the pad: the pad
    has moved on by itself after a whole number, and that Next does not skip a box."""
    with phone(browser) as page:
        force = opened(page, site)
        pad = force.locator(".entry-pad .pad-target")
        for title, wounds, resolve in ROWS:
            expect(pad).to_have_text(f"Entering: Wounds of {title}")
            key(force, wounds)
            key(force, "next")
            expect(pad).to_have_text(f"Entering: Resolve of {title}")
            key(force, resolve)
            if title != ROWS[-1][0]:
                key(force, "next")
                expect(pad).not_to_have_text(DONE)
        expect(pad).to_have_text(DONE)
        for title, wounds, resolve in ROWS:
            expect(box(force, "Wounds", title)).to_have_value(str(wounds))
            expect(box(force, "Resolve", title)).to_have_value(str(resolve))
        expect(force.locator("[data-summary]")).to_contain_text("everything filled in")


def test_next_skips_to_the_next_empty_box_wraps_and_never_says_done_early(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        force = opened(page, site)
        pad = force.locator(".entry-pad .pad-target")
        first, second = ROWS[0][0], ROWS[1][0]
        # Next on an empty box leaves it empty: the next one in order is asked.
        expect(pad).to_have_text(f"Entering: Wounds of {first}")
        key(force, "next")
        expect(pad).to_have_text(f"Entering: Resolve of {first}")
        key(force, 4)
        expect(pad).to_have_text(f"Entering: Wounds of {second}")
        # A box filled already is passed over: Resolve of the first row is not asked again.
        for title, wounds, resolve in ROWS[1:]:
            expect(pad).to_have_text(f"Entering: Wounds of {title}")
            key(force, wounds)
            expect(pad).to_have_text(f"Entering: Resolve of {title}")
            key(force, resolve)
        # Back to the one left empty, at the top.
        expect(pad).to_have_text(f"Entering: Wounds of {first}")
        expect(box(force, "Wounds", first)).to_have_value("")
        # Next on the only empty box stays on it: not every number is entered.
        key(force, "next")
        expect(pad).to_have_text(f"Entering: Wounds of {first}")
        expect(force.locator("[data-summary]")).to_contain_text("1 number to fill in")
        key(force, 5)
        expect(pad).to_have_text(DONE)
        expect(force.locator("[data-summary]")).to_contain_text("everything filled in")
        # A number emptied again (picked, then ⌫) is asked again, not called entered.
        tap(box(force, "Wounds", ROWS[-1][0]))
        expect(pad).to_have_text(f"Entering: Wounds of {ROWS[-1][0]}")
        key(force, "back")
        key(force, "next")
        expect(pad).to_have_text(f"Entering: Wounds of {ROWS[-1][0]}")
        expect(force.locator(".entry-pad .entry-keys")).to_be_visible()
