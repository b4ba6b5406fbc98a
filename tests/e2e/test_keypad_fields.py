"""Every keypad field the app has, found on the page (never listed by hand), takes every
count from 0 to 12 by taps; and the Actions panel opens on the Regiment's own tab.
On a 360x740 touch screen, as at the table."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page, expect

from . import conquest_page as qp
from . import ninth_age_page as np
from .conftest import start_home
from .conquest_page import tap

pytestmark = pytest.mark.e2e

# The keypad fields shown now (not inside a closed <details>, whose content keeps its
# boxes), each by its input's id, and what each takes.
FIELDS = """() => [...document.querySelectorAll("[data-keypad]")]
  .filter((f) => f.checkVisibility({ visibilityProperty: true }))
  .map((f) => ({ id: f.dataset.keypad, min: Number(f.querySelector("input").min) }))"""

# The action the field feeds: the first primary button after it in its own pad, odds,
# excess or Multiple Wounds entry (else its panel), or the last one before it there
# (Multiple Wounds' Apply sits above the wounds' values).
ACTION_OFF = """(id) => { const input = document.getElementById(id);
  const panel = input.closest(".number-pad, .mw-entry, .odds-panel, .excess-panel")
    || input.closest("section.panel");
  const primary = [...panel.querySelectorAll("button.primary")];
  const after = primary.find((b) =>
    input.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  const action = after || primary.reverse().find((b) =>
    input.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_PRECEDING);
  return action ? { name: action.textContent, disabled: action.disabled } : null; }"""


def fields_on_screen(page: Page) -> list[dict[str, object]]:
    found: list[dict[str, object]] = page.evaluate(FIELDS)
    return found


def field(page: Page, fid: str) -> Locator:
    return page.locator(f"[data-keypad='{fid}']")


def open_keys(page: Page, fid: str) -> Locator:
    """The field's digit keys, opened when they sit behind its 123 button."""
    scope = field(page, fid)
    toggle = scope.locator(".pad-toggle")
    if toggle.count() and toggle.get_attribute("aria-expanded") != "true":
        tap(toggle)
    expect(scope.locator(".keypad")).to_be_visible()
    return scope


def enter_every_face(page: Page, fid: str, scope: Locator) -> None:
    """A die's result: its keypad shows the die's faces only, from its least to its
    most, and each face is the value in one tap."""
    value = page.locator(f"#{fid}")
    low, high = (int(str(value.get_attribute(a))) for a in ("min", "max"))
    faces = [str(f) for f in range(low, high + 1)]
    expect(scope.locator(".keypad [data-key]")).to_have_text(faces)
    for face in reversed(faces):
        tap(scope.locator(f"[data-key='{face}']"))
        expect(value, f"{fid} after tapping {face}").to_have_value(face)


# The counts each field is given on the page: none, one digit, two. Every count from 0
# to 12 is the keypad's own logic, tested under Node (tests/js/keypad_logic.test.js);
# here each field shows it is wired to that keypad.
COUNTS = (0, 9, 12)


def enter_every_count(page: Page, fid: str, *, first: bool = True) -> None:
    """The field fresh: its first digit replaces the value shown. Then counts of none,
    one and two digits after C; then ⌫ down to empty, which turns its action off and
    says why."""
    scope = open_keys(page, fid)
    value = page.locator(f"#{fid}")
    if scope.locator(".keypad.die-keys").count():
        enter_every_face(page, fid, scope)
        return
    if first:
        tap(scope.locator("[data-key='2']"))
        expect(value).to_have_value("2")
    for n in COUNTS:
        tap(scope.locator("[data-key=clear]"))
        expect(value).to_have_value("")
        for digit in str(n):
            tap(scope.locator(f"[data-key='{digit}']"))
        expect(value, f"{fid} after tapping {n}").to_have_value(str(n))
    tap(scope.locator("[data-key=back]"))
    expect(value).to_have_value("1")
    tap(scope.locator("[data-key=back]"))
    expect(value).to_have_value("")
    expect(page.locator(f"#{fid}-problem")).to_have_text("Enter a number")
    action = page.evaluate(ACTION_OFF, fid)
    assert action is not None and action["disabled"], (fid, action)
    # − and + still work from empty.
    tap(scope.get_by_role("button", name="+ one more"))
    expect(value).not_to_have_value("")
    expect(page.locator(f"#{fid}-problem")).to_be_hidden()


def negative_counts(page: Page, fid: str) -> None:
    """A count that may be negative (a Resolve modifier): − then the digits."""
    scope = open_keys(page, fid)
    value = page.locator(f"#{fid}")
    for n in (1, 3, 12):
        tap(scope.locator("[data-key=clear]"))
        tap(scope.get_by_role("button", name="− one fewer"))
        for digit in str(n):
            tap(scope.locator(f"[data-key='{digit}']"))
        expect(value).to_have_value(str(-n))


def every_field_on_screen(page: Page, seen: list[str]) -> None:
    found = fields_on_screen(page)
    assert found, "no keypad field on this screen"
    for f in found:
        fid = str(f["id"])
        enter_every_count(page, fid)
        if int(str(f["min"])) < 0:
            negative_counts(page, fid)
        seen.append(fid)


def test_every_keypad_field_takes_its_counts_from_the_one_keypad(
    shared_phone: Page, site: str
) -> None:
    """Issue point 1: the Character Wounds keypad could not enter 2 to 9 (a fresh "2"
    became 12 and killed the Character; C and delete snapped back to 1). Every keypad
    field on the Conquest actions, the Ninth Age losses, split attacks, excess choice and
    both odds panels: the first digit replaces, counts of one and two digits hold exactly
    (each of 0..12: COUNTS), delete can empty it and an empty field keeps its action off
    with the reason."""
    seen: list[str] = []
    with start_home(shared_phone) as page:
        qp.new_battle(page, site, [
            {"name": "Levy", "stands": 6, "files": 3, "wounds": 4, "resolve": 2,
             "characters": [{"name": "Captain Voss", "wounds": 20, "resolve": 3}]},
            {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}])
        qp.wound_pool(page, "r1", 1, morale=False)  # something to Heal
        for tab in ("pool", "heal", "character", "odds"):
            tap(page.locator(f"[data-tab={tab}]"))
            expect(page.locator(f"[data-tab={tab}]")).to_have_attribute("aria-selected", "true")
            every_field_on_screen(page, seen)
        page.get_by_label("If it takes").select_option("attacks")
        found = [str(f["id"]) for f in fields_on_screen(page) if f["id"] not in seen]
        for fid in found:
            enter_every_count(page, fid)
            seen.append(fid)
    with start_home(shared_phone) as page:
        np.new_battle(page, site, [{"name": "Ogres", "models": 2, "files": 3, "hp": 3},
                                   {"name": "Foes", "player": 1, "models": 5, "files": 5, "hp": 1}])
        np.select(page, "u1")
        every_field_on_screen(page, seen)  # the losses
        tap(page.locator("details.odds-panel summary"))
        expect(page.locator("details.odds-panel")).to_have_attribute("open", "")
        found = [str(f["id"]) for f in fields_on_screen(page) if f["id"] not in seen]
        for fid in found:
            enter_every_count(page, fid)
            seen.append(fid)
        tap(page.locator("details.odds-panel summary"))
        # The other kinds of losses: Multiple Wounds (a number X, each wound's value) and
        # Unstable.
        tap(page.locator("[data-loss-kind=mw]"))
        tap(page.locator("[data-mw-x=Number]"))
        for fid in [str(f["id"]) for f in fields_on_screen(page) if f["id"] not in seen]:
            enter_every_count(page, fid)
            seen.append(fid)
        tap(page.locator("[data-mw-x=D6]"))
        for fid in [str(f["id"]) for f in fields_on_screen(page) if f["id"] not in seen]:
            enter_every_count(page, fid)
            seen.append(fid)
        tap(page.locator("[data-loss-kind=unstable]"))
        for fid in [str(f["id"]) for f in fields_on_screen(page) if f["id"] not in seen]:
            enter_every_count(page, fid)
            seen.append(fid)
        tap(page.locator("[data-loss-kind=hp]"))
        page.locator("#na-split").check()
        for fid in [str(f["id"]) for f in fields_on_screen(page) if f["id"] not in seen]:
            enter_every_count(page, fid)
            seen.append(fid)
        page.locator("#na-attack-losses-0").fill("5")
        page.locator("#na-attack-losses-1").fill("4")
        tap(page.locator("[data-action=apply-losses]"))
        expect(page.locator(".excess-panel")).to_be_visible()
        for fid in [str(f["id"]) for f in fields_on_screen(page) if f["id"] not in seen]:
            enter_every_count(page, fid)
            seen.append(fid)
    # Every kind of field was found on the page: the pads and the compact counts.
    assert {"pool-input", "heal-points", "character-wounds", "odds-pool", "odds-modifier",
            "odds-count", "na-losses", "na-odds-count", "na-attack-losses-1",
            "na-excess-0", "na-mw-fixed", "na-mw-wounds", "na-mw-value-0",
            "na-unstable"} <= set(seen), seen


def test_character_wounds_2_is_2_and_apply_waits_for_a_number(
    shared_phone: Page, site: str
) -> None:
    """Issue point 1, the trap itself: on the Character tab (the field shows 1) a tap on
    2 enters 2 Wounds; delete empties it and Apply Wounds is off with "Enter a number"."""
    with start_home(shared_phone) as page:
        qp.new_battle(page, site, [
            {"name": "Levy", "stands": 6, "files": 3, "wounds": 4, "resolve": 2,
             "characters": [{"name": "Captain Voss", "wounds": 3, "resolve": 3}]},
            {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}])
        qp.select(page, "r1")
        tap(page.locator("[data-tab=character]"))
        expect(page.locator("#character-wounds")).to_have_value("1")
        tap(page.locator("[data-key='2']"))
        expect(page.locator("#character-wounds")).to_have_value("2")
        tap(page.locator("[data-key=back]"))
        expect(page.locator("#character-wounds")).to_have_value("")
        expect(page.locator("[data-action=apply-character]")).to_be_disabled()
        expect(page.locator("#character-wounds-problem")).to_have_text("Enter a number")
        tap(page.locator("[data-key='2']"))
        tap(page.locator("[data-action=apply-character]"))
        expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "1")
        expect(page.locator("[data-action=undo]")).to_contain_text("2")


def test_actions_open_on_the_wound_pool_every_time(shared_phone: Page, site: str) -> None:
    """After healing the Levy, the Spearmen's actions opened on Heal and "16" became 16
    Heal Points. Every Regiment opens on its Wound Pool, the Levy too when it is opened
    again after its Heal."""
    with start_home(shared_phone) as page:
        qp.new_battle(page, site, [
            {"name": "Levy", "stands": 6, "files": 3, "wounds": 1, "resolve": 2},
            {"name": "Spearmen", "stands": 6, "files": 3, "wounds": 1, "resolve": 2},
            {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}])
        qp.wound_pool(page, "r1", 1, morale=False)
        tap(page.locator("[data-tab=heal]"))
        tap(page.locator("[data-key='1']"))
        tap(page.locator("[data-action=apply-heal]"))
        expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "2")
        tap(qp.regiment(page, "r2").locator(".formation-button"))
        expect(page.locator("[data-actions-for=r2]")).to_be_visible()
        expect(page.locator("[data-tab=pool]")).to_have_attribute("aria-selected", "true")
        expect(page.locator("#pool-input")).to_be_visible()
        tap(qp.regiment(page, "r1").locator(".formation-button"))
        expect(page.locator("[data-actions-for=r1] [data-tab=pool]")).to_have_attribute(
            "aria-selected", "true")
