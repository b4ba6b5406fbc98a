"""Driving the rosters and the campaign aftermath the way a player does: taps and typing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from playwright.sync_api import Locator, Page, expect

from .conftest import at_home
from .conquest_page import tap

# The box under the D20 faces for rolls typed at once.
TYPED_D20 = "or type them (D20 results, a space, comma or point between)"


def home(page: Page) -> None:
    tap(page.get_by_role("button", name="Back to battles"))
    expect(page.locator("[data-action=rosters]")).to_be_visible()


def open_rosters(page: Page) -> None:
    tap(page.locator("[data-action=rosters]"))
    expect(page.locator("[data-action=new-roster]")).to_be_visible()


def fill_roster(page: Page, roster: dict[str, Any]) -> None:
    """Fill the roster editor: {name, vp, models: [{name, kind, value, stats?, undead?}]}."""
    form = page.locator("form.roster-edit")
    form.get_by_label("Warband name").fill(roster["name"])
    form.get_by_label("VP", exact=True).fill(str(roster["vp"]))
    rows = form.locator(".roster-model-edit")
    for i, spec in enumerate(roster["models"]):
        if rows.count() <= i:
            tap(form.locator("[data-action=add-model]"))
        row = rows.nth(i)
        row.get_by_label("Model name").fill(spec["name"])
        row.get_by_label("Kind").select_option(spec["kind"])
        row.get_by_label("Value").fill(str(spec["value"]))
        for stat, value in spec.get("stats", {}).items():
            row.get_by_label(stat, exact=True).fill(str(value))
        if spec.get("undead"):
            row.get_by_label("Undead", exact=True).check()


Check = Callable[[Page, str], None]


def new_roster(page: Page, roster: dict[str, Any], check: Check | None = None) -> None:
    tap(page.locator("[data-action=new-roster]"))
    expect(page.locator("form.roster-edit")).to_be_visible()
    fill_roster(page, roster)
    if check:
        check(page, "roster-editor")
    tap(page.locator("[data-action=save-roster]"))
    expect(page.locator(".rosters .message.info")).to_have_text(
        f"Saved {roster['name']} on this device.")


def roster_entry(page: Page, name: str) -> Locator:
    return page.locator(f"[data-roster-entry='{name}']")


def roster_model(scope: Locator, name: str) -> Locator:
    return scope.locator("[data-roster-model]").filter(
        has=scope.page.locator(".roster-model-name", has_text=name))


def stats(model: Locator) -> dict[str, str]:
    return {n.get_attribute("data-stat") or "": n.get_attribute("data-value") or ""
            for n in model.locator("[data-stat]").all()}


def start_aftermath(page: Page, first: str, second: str,
                    losses: dict[int, list[str]], unrecoverable: list[str],
                    check: Check | None = None, from_rosters: bool = False) -> None:
    tap(page.locator("[data-action=rosters-new-campaign]" if from_rosters
                     else "[data-action=new-campaign]"))
    form = page.locator("form.campaign-setup")
    form.get_by_label("First warband").select_option(label=first)
    form.get_by_label("Second warband").select_option(label=second)
    for side, names in losses.items():
        box = form.locator(f"[data-side='{side}']")
        for name in names:
            tap(box.get_by_label(f"Lost: {name}"))
            expect(box.get_by_label(f"Lost: {name}")).to_be_checked()
            if name in unrecoverable:
                label = f"{name} was killed in an unrecoverable way (no Recovery roll)"
                tap(box.get_by_label(label))
                expect(box.get_by_label(label)).to_be_checked()
        expect(box.locator("[data-lost-count]")).to_have_attribute(
            "data-lost-count", str(len(names)))
    if check:
        check(page, "setup")
    tap(form.locator("[data-action=start-aftermath]"))
    expect(page.locator(".campaign")).to_be_visible()


def actions_count(page: Page) -> int:
    return int(page.locator(".battle-bar [data-actions]").get_attribute("data-actions") or "0")


def wait_actions(page: Page, n: int) -> None:
    expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", str(n))


def roll_panel(page: Page, kind: str, model: str) -> Locator:
    panel = page.locator("section.roll")
    expect(panel).to_have_attribute("data-next-kind", kind)
    expect(panel).to_have_attribute("data-next-model", model)
    return panel


def enter_d20(page: Page, kind: str, model: str, die: int, typed: bool = False) -> None:
    """Enter the D20 the player rolled for the roll the engine asks for next."""
    panel = roll_panel(page, kind, model)
    before = actions_count(page)
    if typed:
        panel.get_by_label(TYPED_D20).fill(str(die))
        tap(panel.locator("[data-action=submit-dice]"))
    else:
        tap(panel.locator(f"[data-face='{die}']"))  # one tap on the value applies it
    wait_actions(page, before + 1)


def start(page: Page, site: str) -> None:
    at_home(page, site)
