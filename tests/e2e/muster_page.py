"""Driving Muster the way a player does: taps and typing only."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Locator, Page, expect

from .conquest_page import tap


def open_muster(page: Page, system: str = "conquest") -> None:
    tap(page.locator("[data-action=muster]"))
    expect(page.locator(".muster h2")).to_have_text("Muster")
    tap(page.locator(f"[data-system={system}]"))
    expect(page.locator(f"[data-system={system}]")).to_have_attribute("aria-pressed", "true")


def item(page: Page, name: str) -> Locator:
    return page.locator(".muster-item").filter(has=page.locator(".muster-name", has_text=name))


def new_regiment_profile(page: Page, values: dict[str, Any]) -> None:
    """A new profile from the engine's defaults, with ``values`` typed over them."""
    tap(page.locator("[data-action=new-profile]"))
    form = page.locator("form.muster-form")
    expect(form.get_by_label("Name", exact=True)).not_to_have_value("")
    fill_profile(page, values)
    tap(form.locator("[data-action=save-muster]"))
    expect(item(page, values["name"])).to_have_count(1)


def fill_profile(page: Page, values: dict[str, Any]) -> None:
    form = page.locator("form.muster-form")
    labels = {"name": "Name", "stands": "Stands", "files": "Files per rank", "wounds": "Wounds",
              "resolve": "Resolve", "models": "Models", "hp": "Health Points"}
    for key, value in values.items():
        if key == "kind":
            form.get_by_label("Type").select_option(value)
        else:
            form.get_by_label(labels[key], exact=True).fill(str(value))


def new_list(page: Page, name: str, player: str, lines: list[tuple[str, int]]) -> None:
    tap(page.locator("[data-action=new-list]"))
    form = page.locator("form.muster-form")
    form.get_by_label("List name").fill(name)
    form.get_by_label("Player", exact=True).fill(player)
    for profile, count in lines:
        tap(form.locator(f"[data-add-profile='{profile}']"))
        entry = form.locator(f".list-entry[data-entry='{profile}']")
        entry.get_by_label(f"How many {profile}").fill(str(count))
    tap(form.locator("[data-action=save-muster]"))
    expect(item(page, name)).to_have_count(1)


def back_home(page: Page) -> None:
    tap(page.locator(".muster .back"))
    expect(page.locator("[data-action=muster]")).to_be_visible()
