"""The faction library at 360x740 with touch, every tap and every entry counted from the
home screen to the first Wound Pool: two 2,000-point Para Bellum exports pasted as they
are with an empty library (each unknown Regiment and Character asked once, on one
keypad that moves on by itself), then the same two armies again (nothing typed)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from .axe import axe_violations
from .conftest import wait_ready
from .conquest_page import tap
from .device import idb
from .phone import phone, phone_checks
from .test_table_flow import ON_SCREEN

pytestmark = pytest.mark.e2e

LISTS = Path(__file__).resolve().parents[1] / "unit" / "fixtures" / "lists" / "parabellum"
PASTE = "Or paste the list (Para Bellum's army builder, or a roster)"
# Two real army builder exports, pasted as they are. Type, Wounds, Resolve of each name
# the library lacks (Characters: no Type); the numbers are the test's, not rule cards'.
ARMIES = {
    "hundred-kingdoms-reiem-object-object.txt": ("Reiem", {
        "Imperial Officer": (None, 5, 4), "Steel Legion": ("infantry", 4, 3),
        "Hunter Cadre": ("infantry", 4, 2), "Chapter Mage": (None, 4, 3),
        "Mercenary Crossbowmen": ("infantry", 4, 2), "Noble Lord": (None, 5, 4),
        "Household Guard": ("infantry", 4, 3), "Men at Arms": ("infantry", 4, 2),
        "Longbowmen": ("infantry", 4, 1),
    }),
    "spires-redbeard.txt": ("Redbeard", {
        "Lineage Highborne": (None, 5, 4), "Avatara": ("brute", 5, 3),
        "Incarnate Sentinels": ("brute", 6, 3), "Pheromancer": (None, 4, 3),
        "Stryx": ("cavalry", 4, 2), "Brute Drones": ("brute", 5, 2),
        "Abomination": ("monster", 8, 3), "High Clone Executor": (None, 5, 4),
        "Vanguard Clones": ("infantry", 4, 2), "Marksman Clones": ("infantry", 4, 2),
    }),
}
# The numbers the library lacks: a Wounds and a Resolve per name.
LACKED = sum(2 * len(names) for _, names in ARMIES.values())
TAPS = 40


class Count:
    """Taps (each on a control already on screen) and keypad entries."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.taps = 0
        self.keys = 0
        self.typed = 0
        self.scrolls: list[str] = []

    def tap(self, locator: Locator, name: str) -> None:
        expect(locator).to_be_enabled()
        if not locator.evaluate(ON_SCREEN):
            self.scrolls.append(name)
        tap(locator)
        self.taps += 1

    def paste(self, locator: Locator, text: str) -> None:
        """A paste is one tap on the phone (long press, Paste): nothing is typed."""
        locator.fill(text)
        self.taps += 1

    def key(self, digit: int | str) -> None:
        key = self.page.locator(f".entry-pad [data-pad-key='{digit}']")
        if not key.evaluate(ON_SCREEN):
            self.scrolls.append(f"key {digit}")
        tap(key)
        self.keys += 1


def import_pasted(page: Page, count: Count, side: int, file: str) -> None:
    title, names = ARMIES[file]
    count.tap(page.locator(f"[data-action=import-for][data-import-side='{side}']"),
              f"import P{side + 1}")
    count.paste(page.get_by_label(PASTE), (LISTS / file).read_text())
    count.tap(page.locator("[data-action=read-pasted]"), "read pasted")
    force = page.locator(".import-force")
    return_force = force
    asks = force.locator(".import-asks .import-ask")
    if all(n[1] is None for n in names.values()):
        return
    expect(force.locator("h3")).to_have_text(title)
    # One row per name, Regiments and Characters, the faction prefilled from the file.
    expect(asks).to_have_count(len(names))
    expect(force.get_by_label("Faction", exact=True)).not_to_have_value("")
    pad = force.locator(".entry-pad .pad-target")
    for name, (kind, wounds, resolve) in names.items():
        title_of = f"{name} (Character)" if kind is None else name
        row = force.locator(f".import-ask[data-ask='{title_of}']")
        if kind is not None and kind != "infantry":
            count.tap(row.locator(f"[data-kind={kind}]"), f"{name} {kind}")
        # The keypad is on this row's Wounds already: no tap to reach it.
        expect(pad).to_have_text(f"Entering: Wounds of {title_of}")
        count.key(wounds)
        expect(pad).to_have_text(f"Entering: Resolve of {title_of}")
        count.key(resolve)
    expect(pad).to_have_text("Every number is entered.")
    # The keys fold away, leaving the upgrade answers uncovered; a number tapped again
    # brings them back.
    keys = force.locator(".entry-pad .entry-keys")
    expect(keys).to_be_hidden()
    first = force.locator("input[data-pad]").first
    tap(first)
    expect(keys).to_be_visible()
    expect(pad).to_have_text(re.compile(r"^Entering: Wounds of "))
    tap(force.locator("[data-pad-key=next]"))
    expect(keys).to_be_hidden()
    expect(force.locator("[data-summary]")).to_contain_text("everything filled in")
    phone_checks(return_force.page, f"library asks ({file})")
    assert axe_violations(page, where=f"the library's asks ({file})") == []
    count.tap(force.locator("[data-action=import-list]"), f"import {file}")
    expect(page.locator("#app-message")).to_contain_text(f"Imported “{title}”")


def first_wound_pool(page: Page, count: Count) -> None:
    count.tap(page.locator("[data-action=start-from-lists]"), "start")
    expect(page.locator(".battle-title")).to_have_text("Reiem v Redbeard")
    count.tap(page.locator("article[data-regiment] .formation-button").first, "select")
    expect(page.locator("[data-tab=pool]")).to_have_attribute("aria-selected", "true")
    count.tap(page.locator("[data-key='4']"), "4")
    count.tap(page.locator("[data-action=apply-pool]"), "apply")
    expect(page.locator(".battle-bar")).to_contain_text("1 action")


def test_two_exports_with_an_empty_library_then_the_same_armies_again(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        count = Count(page)
        count.tap(page.locator("[data-action=new-conquest]"), "new battle")
        import_pasted(page, count, 0, "hundred-kingdoms-reiem-object-object.txt")
        import_pasted(page, count, 1, "spires-redbeard.txt")
        first_wound_pool(page, count)
        print(f"first game, empty library: {count.taps} taps, {count.keys} keypad entries "
              f"for {LACKED} numbers lacked, {count.typed} fields typed, "
              f"scrolls: {count.scrolls}")
        # The keypad never needs a scroll (the new-battle screen's second Import button,
        # under the first list's long summary, may).
        assert [s for s in count.scrolls if s.startswith("key")] == []
        assert count.keys == LACKED and count.typed == 0
        assert count.taps <= TAPS
        # Each list's answers are kept under the faction its header line names.
        factions = sorted(r["data"]["name"] for r in idb(page, "muster")
                          if r["kind"] == "faction")
        assert factions == ["The Hundred Kingdoms", "The Spires"]

        # The same two armies again, another day: the app opened afresh, a new battle
        # from the lists kept.
        page.goto(site)
        wait_ready(page)
        # It reopens the battle left open: the count starts at the home screen.
        tap(page.get_by_role("button", name="Back to battles"))
        again = Count(page)
        again.tap(page.locator("[data-action=new-conquest]"), "new battle")
        for side, name in ((0, "Reiem"), (1, "Redbeard")):
            pick = page.locator(f"[data-side='{side}'] [data-list='{name}']")
            if pick.get_attribute("aria-pressed") != "true":
                again.tap(pick, f"pick {name}")
        first_wound_pool(page, again)
        print(f"same armies again: {again.taps} taps, {again.keys + again.typed} entries")
        assert again.keys == again.typed == 0
        assert again.taps <= 6 + 1  # the Wound Pool's own digit and Apply


def test_known_units_are_not_asked_and_their_spelling_does_not_matter(
        browser: Browser, site: str) -> None:
    """A list of the same faction, its names written otherwise (case, hyphens, accents,
    apostrophes): every number comes from the library, nothing is asked."""
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        count = Count(page)
        count.tap(page.locator("[data-action=new-conquest]"), "new battle")
        import_pasted(page, count, 0, "spires-redbeard.txt")
        tap(page.locator("[data-action=import-for][data-import-side='1']"))
        respelled = ((LISTS / "spires-redbeard.txt").read_text()
                     .replace("Avatara", "AVATARA").replace("Brute Drones", "Brute-Drones")
                     .replace("Incarnate Sentinels", "Incarnate  Sentinels")
                     .replace("Stryx", "Strÿx").replace("Redbeard", "Second Host")
                     .replace("Pheromancer", "Phéromancer").replace("Marksman", "Marks’man"))
        page.get_by_label(PASTE).fill(respelled)
        tap(page.locator("[data-action=read-pasted]"))
        force = page.locator(".import-force")
        expect(force.locator(".import-ask")).to_have_count(0)
        expect(force.locator(".import-upgrades")).to_have_count(0)
        # Seven Regiments and three Characters, each name once.
        expect(force.locator("[data-known]")).to_have_text("10 units known from your library")
        # The faction its header names, as the list before was kept under.
        expect(force.get_by_label("Faction", exact=True)).to_have_value("The Spires")
        assert axe_violations(page, where="a list the library knows") == []
        tap(force.locator("[data-action=import-list]"))
        expect(page.locator("#app-message")).to_contain_text("Imported “Second Host”")
