"""Morale dice entry on a 360x740 touch screen: Apply and the running count stay above
the bottom bar with no scroll, and the count of failures is the engine's verdict on the
dice entered so far, typed or counted."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from . import conquest_page as qp
from .conftest import start_home
from .conquest_page import tap

pytestmark = pytest.mark.e2e

# Where a node is on the screen against the bottom bar's top, measured in one task.
PLACE = """(s) => { const n = document.querySelector(s).getBoundingClientRect();
  const bar = document.querySelector(".bottom-bar").getBoundingClientRect();
  return { top: Math.round(n.top), bottom: Math.round(n.bottom), bar: Math.round(bar.top) }; }"""


def above_the_bar(page: Page, selector: str, when: str) -> None:
    place = page.evaluate(PLACE, selector)
    assert place["top"] >= 0 and place["bottom"] <= place["bar"], (selector, when, place)


def morale_owed(page: Page, site: str) -> None:
    """Men-at-Arms (Resolve 2, +1 for size: 3) take a Wound Pool of 6 by taps: 6 dice owed."""
    qp.new_battle(page, site, [
        {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2},
        {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}])
    tap(qp.regiment(page, "r1").locator(".formation-button"))
    tap(page.locator("[data-key='6']"))
    expect(page.locator("#pool-preview .preview-title")).to_have_text("Preview: 6 Wounds")
    tap(page.locator("[data-action=apply-pool]"))
    expect(page.locator("[data-morale-for=r1]")).to_be_visible()


def test_apply_these_dice_and_the_count_stay_above_the_bar(shared_phone: Page, site: str) -> None:
    """Issue point 3: "Apply these dice" sat under the bottom bar and needed a scroll. The
    third of three 12-Stand Regiments takes a Wound Pool of 9 by taps: from the panel
    opening to the last die, Apply and the running count are on the screen above the
    bar, the verdict too, the player never scrolling."""
    with start_home(shared_phone) as page:
        regiments = [{"name": f"Regiment {i}", "stands": 12, "files": 4, "wounds": 3,
                      "resolve": 2} for i in (1, 2, 3)]
        qp.new_battle(page, site, [*regiments, {"name": "Foes", "player": 1, "stands": 3,
                                                "files": 3, "wounds": 1, "resolve": 2}])
        tap(qp.regiment(page, "r3").locator(".formation-button"))
        tap(page.locator("[data-key='9']"))
        expect(page.locator("#pool-preview .preview-title")).to_have_text("Preview: 9 Wounds")
        tap(page.locator("[data-action=apply-pool]"))
        morale = page.locator("[data-morale-for=r3]")
        expect(morale).to_be_visible()
        for selector in (".verdict-line", ".dice-status", "[data-action=submit-dice]"):
            above_the_bar(page, selector, "panel opened")
        for face in (4, 5, 6):
            tap(morale.locator(f"[data-face='{face}']"))
            for selector in (".dice-counts", ".dice-status", "[data-action=submit-dice]"):
                above_the_bar(page, selector, f"face {face} picked")
            tap(morale.locator("[data-count-of='3']"))
            expect(morale.locator(f"[data-face='{face}']")).to_have_attribute("data-count", "3")
            for selector in (".dice-status", ".dice-failures", "[data-action=submit-dice]"):
                above_the_bar(page, selector, f"after the {face}s")
        # The engine's count: against Resolve 4 (2, +2 for size) the 5s and 6s fail.
        expect(morale.locator(".dice-failures")).to_have_text("6 failures so far")
        expect(morale.locator(".dice-count")).to_have_text("9 of 9 dice entered")
        tap(morale.locator("[data-action=submit-dice]"))
        expect(page.locator("[data-morale-for=r3]")).to_have_count(0)


def test_the_running_count_is_the_engines_for_dice_typed_or_counted(
    shared_phone: Page, site: str
) -> None:
    """Issue point 3: typed dice "6 5 3 1" showed "0 failures so far". The count is the
    engine's verdict on the dice so far (C-10: against Resolve 3 the 6 and 5 fail), and
    follows each die counted, and a new Resolve modifier (C-11)."""
    with start_home(shared_phone) as page:
        morale_owed(page, site)
        morale = page.locator("[data-morale-for=r1]")
        failures = morale.locator(".dice-failures")
        typed = morale.get_by_label("or type them (D6 results, a space, comma or point between)")
        typed.fill("6 5 3 1")
        expect(failures).to_have_text("2 failures so far")
        expect(failures).to_have_attribute("data-failed", "2")
        typed.fill("6 5 3 1 4")
        expect(failures).to_have_text("3 failures so far")
        # A phone's number pad (iOS: digits and the decimal separator, no space key):
        # points and commas part dice as spaces do.
        expect(typed).to_have_attribute("inputmode", "decimal")
        typed.fill("6.5,3.1")
        expect(failures).to_have_text("2 failures so far")
        expect(morale.locator(".dice-count")).to_have_text("4 of 6 dice typed")
        typed.fill("6 5 3 x")
        expect(failures).to_have_text("'x': must be a D6 result from 1 to 6")
        # As many words as dice owed, one of them no die: Apply is off while the engine's
        # reason is shown (it was on, and Apply was refused with the same reason).
        apply = morale.locator("[data-action=submit-dice]")
        typed.fill("6 5 3 x 1 2")
        expect(failures).to_have_text("'x': must be a D6 result from 1 to 6")
        expect(apply).to_be_disabled()
        typed.fill("6 5 3 4 1 2")
        expect(failures).to_have_text("3 failures so far")
        expect(apply).to_be_enabled()
        # More than are owed: said as the dice entered (the engine's reason on an English
        # page, which has no catalogue of its sentences), never "payload.dice: ...".
        typed.fill("6 5 3 1 4 2 2")
        expect(failures).to_have_text("Dice entered: holds 7 dice: only 6 are owed")
        tap(morale.locator("[data-action=clear-dice]"))
        expect(failures).to_have_text("")
        tap(morale.locator("[data-face='3']"))
        tap(morale.locator("[data-count-of='2']"))
        expect(failures).to_have_text("0 failures so far")
        tap(morale.locator("[data-action=modifier-minus]"))  # Resolve 2: the 3s fail
        expect(failures).to_have_text("2 failures so far")
        tap(morale.locator("[data-face='1']"))
        tap(morale.locator("[data-count-of='1']"))
        expect(failures).to_have_text("2 failures so far")
        tap(morale.locator("[data-face='6']"))
        tap(morale.locator("[data-count-of='1']"))
        expect(failures).to_have_text("3 failures so far")
        # Dice typed beside faces counted: Apply takes the typed ones, said in words and
        # the counted faces struck (they were both shown, neither said which counts).
        typed.fill("1 1")
        expect(morale.locator(".dice-count")).to_have_text(
            "2 of 6 dice typed · Apply uses the typed dice, not the 4 counted above.")
        expect(morale.locator(".dice-faces")).to_have_attribute("data-set-aside", "true")
        typed.fill("")
        expect(morale.locator(".dice-count")).to_have_text("4 of 6 dice entered")
        expect(morale.locator(".dice-faces")).to_have_attribute("data-set-aside", "false")


# The bottom bar's height and how many lines its due button shows, measured in one task.
BAR = """() => { const bar = document.querySelector(".bottom-bar");
  const text = bar.querySelector("[data-action=due-morale] .due-text");
  return { height: Math.round(bar.getBoundingClientRect().height),
           lines: text.getBoundingClientRect().height
             / parseFloat(getComputedStyle(text).lineHeight) }; }"""


def test_a_long_regiment_name_keeps_the_bottom_bar_as_tall_as_a_short_one(
        shared_phone: Page, site: str) -> None:
    """"Morale Test due: 6 dice (...)" with a Regiment's name of 60 characters wrapped to
    six lines, and the bar rose over the dice typed above it. The due button shows three
    lines at most; its name says the whole of it."""
    long_name = "Household Guard of the Iron Citadel's Eastern Gate and Walls"
    heights = []
    with start_home(shared_phone) as page:
        for name in ("Guard", long_name):
            qp.new_battle(page, site, [
                {"name": name, "stands": 6, "files": 3, "wounds": 4, "resolve": 2},
                {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1,
                 "resolve": 2}])
            qp.wound_pool(page, "r1", 6)
            # Another Regiment's actions open: the due button is the way back to the dice.
            tap(qp.regiment(page, "r2").locator(".formation-button"))
            due = page.locator(".bottom-bar [data-action=due-morale]")
            expect(due).to_have_accessible_name(f"Morale Test due: 6 dice ({name})")
            heights.append(page.evaluate(BAR)["height"])
        assert heights[1] == heights[0], heights
        assert round(page.evaluate(BAR)["lines"], 1) == 3.0
