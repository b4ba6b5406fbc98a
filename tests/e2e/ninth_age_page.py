"""Driving the Ninth Age screen the way a player does: taps and typing only."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from playwright.sync_api import Locator, Page, expect

from .conftest import at_home
from .conquest_page import tap
from .seed import ninth_age_setup, open_battle


def new_battle(page: Page, site: str, units: list[dict[str, Any]], name: str = "Test",
               check: Callable[[Page, str], None] | None = None, *, typed: bool = False) -> None:
    """A new battle of units {name, player, models, files, hp, characters: [{name, kind,
    hp, rank?, file?}]}: typed into the form (``typed``, or with ``check``, which looks
    at the filled form) or opened from the link of the setup that form would send."""
    if not (typed or check) and open_battle(page, site, "ninth_age", name,
                                            ninth_age_setup(units)):
        expect(page.locator("article[data-unit]").first).to_be_visible()
        return
    at_home(page, site)
    tap(page.locator("[data-action=new-ninth-age]"))
    form = page.locator("form.ninth-age-setup")
    form.get_by_label("Battle name").fill(name)
    rows = form.locator(".unit-row")
    while rows.count() < len(units):
        tap(form.locator("[data-action=add-unit]"))
    while rows.count() > len(units):
        tap(rows.last.get_by_role("button", name="Remove Unit"))
    for row, spec in zip(rows.all(), units, strict=True):
        row.get_by_label("Name", exact=True).first.fill(spec["name"])
        row.get_by_label("Player").select_option(str(spec.get("player", 0)))
        row.get_by_label("Rank-and-file models").fill(str(spec["models"]))
        row.get_by_label("Files", exact=True).fill(str(spec["files"]))
        row.get_by_label("Health Points per model").fill(str(spec["hp"]))
        for character in spec.get("characters", []):
            tap(row.get_by_role("button", name="Add Character or Champion"))
            char = row.locator(".character-row").last
            char.get_by_label("Name").fill(character["name"])
            char.get_by_label("Kind").select_option(character.get("kind", "character"))
            char.get_by_label("Health Points", exact=True).fill(str(character["hp"]))
            if "rank" in character:
                # The form counts from 1 (the front rank, the left file); the data from 0.
                char.get_by_label("Rank (optional)").fill(str(character["rank"] + 1))
                char.get_by_label("File (optional)").fill(str(character["file"] + 1))
    for row in rows.all():
        expect(row.locator(".unit-preview svg")).to_be_visible()
    if check:
        check(page, "setup")
    # Each row's preview is redrawn (and the form grows) as the engine answers for the
    # fields just filled: tap Start only once the button has stopped moving, or the tap
    # lands where it was.
    start = form.locator("[data-action=create-battle]")
    box = None
    for _ in range(50):
        now = start.bounding_box()
        if now is not None and now == box:
            break
        box = now
        page.wait_for_timeout(100)
    tap(start)
    expect(page.locator("article[data-unit]").first).to_be_visible()


def unit(page: Page, uid: str) -> Locator:
    return page.locator(f"article[data-unit={uid}]")


def model(page: Page, uid: str, mid: str) -> Locator:
    return unit(page, uid).locator(f"[data-model={mid}]")


def actions_count(page: Page) -> int:
    return int(page.locator(".battle-bar [data-actions]").get_attribute("data-actions") or "0")


def show_card(page: Page, uid: str) -> None:
    """The Unit's card (its models drawn, Health Pools, notes) shown under its row."""
    button = unit(page, uid).locator("[data-action=show-card]")
    if button.get_attribute("aria-expanded") != "true":
        tap(button)
    expect(unit(page, uid).locator(".card-body")).to_be_visible()


def select(page: Page, uid: str) -> None:
    if page.locator(f"[data-actions-for={uid}]").count() == 0:
        tap(unit(page, uid).locator(".formation-button"))
    expect(page.locator(f"[data-actions-for={uid}]")).to_be_visible()


def choose_pool(page: Page, pool: str) -> None:
    button = page.locator(f"[data-pool-choice={pool}]")
    if page.locator("[data-pool-choice]").count() == 0:
        return  # one Health Pool: nothing to choose
    if button.get_attribute("aria-pressed") != "true":
        tap(button)
    expect(page.locator(f"[data-pool-choice={pool}]")).to_have_attribute("aria-pressed", "true")


def enter_losses(page: Page, uid: str, losses: int, pool: str = "rank_and_file") -> None:
    """Type the losses (or step them up from 0 when few) and wait for the preview."""
    select(page, uid)
    choose_pool(page, pool)
    if losses <= 3:
        for _ in range(losses):
            tap(page.locator("[data-action=losses-plus]"))
    else:
        page.locator("#na-losses").fill(str(losses))
    expect(page.locator("#na-losses")).to_have_value(str(losses))
    expect(page.locator("#na-preview .preview-title")).to_have_text(
        f"Preview: {losses} Health Point{'s' if losses != 1 else ''} lost")


def lose(page: Page, uid: str, losses: int, pool: str = "rank_and_file") -> None:
    enter_losses(page, uid, losses, pool)
    before = actions_count(page)
    tap(page.locator("[data-action=apply-losses]"))
    expect(page.locator(".battle-bar [data-actions]")).to_have_attribute(
        "data-actions", str(before + 1))


def removed(page: Page, uid: str) -> list[str]:
    return [n.get_attribute("data-model") or ""
            for n in unit(page, uid).locator("[data-model][data-removed=true]").all()]


def placements(page: Page, uid: str) -> dict[str, tuple[str, str, str]]:
    """{model id: (rank, file, removed)} read from the data attributes."""
    out = {}
    for node in unit(page, uid).locator("[data-model]").all():
        out[node.get_attribute("data-model") or ""] = (
            node.get_attribute("data-rank") or "", node.get_attribute("data-file") or "",
            node.get_attribute("data-removed") or "")
    return out


def screen_snapshot(page: Page) -> list[tuple[str | None, ...]]:
    snap: list[tuple[str | None, ...]] = []
    for node in page.locator("article[data-unit], article[data-unit] [data-model], "
                             "article[data-unit] [data-health-pool]").all():
        snap.append(tuple(node.get_attribute(a) for a in (
            "data-unit", "data-lost-hp", "data-model", "data-rank", "data-file", "data-pool",
            "data-removed", "data-health-pool", "data-health-points")))
    return snap
