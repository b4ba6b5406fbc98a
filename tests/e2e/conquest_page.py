"""Driving the Conquest screen the way a player does: taps and typing only."""

from __future__ import annotations

import weakref
from typing import Any

from playwright.sync_api import Locator, Page, expect

from .conftest import at_home
from .seed import conquest_setup, open_battle

# Weak, not ids: a page's id is reused by a later page once the first is gone, which
# then got touch taps without touch support (a CI failure).
TOUCH_PAGES: weakref.WeakSet[Page] = weakref.WeakSet()


def use_touch(page: Page) -> None:
    """From now on, drive this page (made with has_touch) by touch taps."""
    TOUCH_PAGES.add(page)


def tap(locator: Locator) -> None:
    """A touch tap on a touch page, else a click."""
    if locator.page in TOUCH_PAGES:
        locator.tap()
    else:
        locator.click()


def bar_tool(page: Page, action: str) -> None:
    """Share, Report or Play on two phones (``action``): in the top bar's More."""
    if not page.locator(f".more-sheet [data-action={action}]").count():
        tap(page.locator(".battle-bar [data-action=more]"))
    tap(page.locator(f".more-sheet [data-action={action}]"))


def new_battle(page: Page, site: str, regiments: list[dict[str, Any]], name: str = "Test",
               battlefield: tuple[int, int] | None = None,
               players: tuple[str, str] | None = None, *, typed: bool = False) -> None:
    """A new battle on screen: typed into the form (``typed``, for the form's own tests)
    or opened from the link of the setup that form would send (seed.py)."""
    if typed or not open_battle(page, site, "conquest", name,
                                conquest_setup(regiments, battlefield, players)):
        fill_setup(page, site, regiments, name, battlefield, players)
        tap(page.locator("form.setup [data-action=create-battle]"))
    expect(page.locator("[data-regiment]").first).to_be_visible()


def fill_setup(page: Page, site: str, regiments: list[dict[str, Any]], name: str = "Test",
               battlefield: tuple[int, int] | None = None,
               players: tuple[str, str] | None = None) -> None:
    """The new-battle form filled in as a player types it, not yet sent."""
    at_home(page, site)
    tap(page.locator("[data-action=new-conquest]"))
    form = page.locator("form.setup")
    form.get_by_label("Battle name").fill(name)
    for i, player in enumerate(players or ()):
        form.get_by_label(f"Player {i + 1}", exact=True).fill(player)
    # Distances are typed in the device's unit (inches unless set to mm): mm are
    # written as the inches they are, to full precision, so the engine gets the same mm.
    unit = form.locator("[name=distance-units]").input_value()

    def distance(mm: float) -> str:
        return str(mm) if unit == "mm" else repr(mm / 25.4)

    if battlefield:
        form.get_by_label("Play on a battlefield", exact=False).check()
        form.get_by_label(f"Table width ({unit})").fill(distance(battlefield[0]))
        form.get_by_label(f"Table depth ({unit})").fill(distance(battlefield[1]))
    rows = form.locator(".regiment-row")
    while rows.count() < len(regiments):
        tap(form.get_by_role("button", name="Add Regiment"))
    while rows.count() > len(regiments):
        tap(rows.last.get_by_role("button", name="Remove Regiment"))
    for row, reg in zip(rows.all(), regiments, strict=True):
        row.get_by_label("Name", exact=True).fill(reg["name"])
        row.get_by_label("Player").select_option(str(reg.get("player", 0)))
        row.get_by_label("Type").select_option(reg.get("kind", "infantry"))
        for label, key in (("Stands", "stands"), ("Files per rank", "files"),
                           ("Wounds", "wounds"), ("Resolve", "resolve")):
            row.get_by_label(label, exact=True).first.fill(str(reg[key]))
        command = row.get_by_label("Command Stand (front centre)")
        if reg.get("command", False):
            command.check()
        else:
            command.uncheck()
        if "position" in reg:
            for label, key in ((f"x ({unit})", "x"), (f"y ({unit})", "y")):
                row.get_by_label(label, exact=True).fill(distance(reg["position"][key]))
            row.get_by_label("Facing (°)", exact=True).fill(str(reg["position"]["facing"]))
        for rule in reg.get("special_rules", []):
            add_rule(row.locator("details.special-rules").first, rule)
        for character in reg.get("characters", []):
            tap(row.get_by_role("button", name="Add Character"))
            char = row.locator(".character-row").last
            char.get_by_label("Name", exact=True).fill(character["name"])
            char.get_by_label("Wounds").fill(str(character["wounds"]))
            char.get_by_label("Resolve").fill(str(character["resolve"]))


def add_rule(picker: Locator, rule: dict[str, Any]) -> None:
    """A special rule picked from the engine's list (C-20), or typed when it is not
    there, with its X when it has one."""
    if picker.get_attribute("open") is None:
        tap(picker.locator("summary"))
    pick = picker.get_by_label("Add a special rule")
    if rule.get("known", True):
        pick.select_option(rule["name"])
    else:
        pick.select_option("")
        picker.get_by_label("Rule name").fill(rule["name"])
    if "x" in rule:
        picker.get_by_label("X", exact=True).fill(str(rule["x"]))
    tap(picker.locator("[data-action=add-rule]"))
    label = rule["name"] if "x" not in rule else f"{rule['name']} {rule['x']}"
    expect(picker.locator(f".rule-chip[data-rule='{rule['name']}']")).to_have_text(f"{label}✕")


def regiment(page: Page, rid: str) -> Locator:
    return page.locator(f"article[data-regiment={rid}]")


def stand(page: Page, rid: str, sid: str) -> Locator:
    return regiment(page, rid).locator(f"[data-stand={sid}]")


def show_card(page: Page, rid: str) -> None:
    """The Regiment's card (its formation drawn, Characters, notes) shown under its row."""
    button = regiment(page, rid).locator("[data-action=show-card]")
    if button.get_attribute("aria-expanded") != "true":
        tap(button)
    expect(regiment(page, rid).locator(".card-body")).to_be_visible()


def select(page: Page, rid: str) -> None:
    if page.locator(f"[data-actions-for={rid}], [data-morale-for={rid}]").count() == 0:
        tap(regiment(page, rid).locator(".formation-button"))
    # Found by its class, not its words: the same in every language.
    expect(page.locator("section.panel.actions")).to_be_visible()


def wound_pool(page: Page, rid: str, wounds: int, morale: bool = True) -> None:
    select(page, rid)
    tab = page.locator("[data-tab=pool]")
    if tab.count():
        tap(tab)
    tap(page.locator("[data-key=clear]"))
    for digit in str(wounds):
        tap(page.locator(f"[data-key='{digit}']"))
    expect(page.locator("#pool-input")).to_have_value(str(wounds))
    title = page.locator("#pool-preview .preview-title")
    if page.locator("html").get_attribute("lang") == "en":
        expect(title).to_have_text(f"Preview: {wounds} Wound{'s' if wounds != 1 else ''}")
    else:  # another language's words: its count at least
        expect(title).to_contain_text(f"{wounds} ")
    if not morale:
        page.locator("#pool-no-morale").check()
    before = actions_count(page)
    tap(page.locator("[data-action=apply-pool]"))
    expect(page.locator(".battle-bar [data-actions]")).to_have_attribute(
        "data-actions", str(before + 1))


def new_round(page: Page) -> None:
    """New Round from the top bar, and its confirm: two taps."""
    tap(page.locator(".battle-bar [data-action=new-round]"))
    tap(page.locator(".battle-bar [data-action=confirm-new-round]"))


def actions_count(page: Page) -> int:
    # The bar's count as its hook says it, in any language.
    return int(page.locator(".battle-bar [data-actions]").get_attribute("data-actions") or 0)


def enter_dice(page: Page, rid: str, dice: list[int]) -> None:
    """Enter the dice by counts, the way they lie on the table: a face, then how many."""
    select(page, rid)
    panel = page.locator(f"[data-morale-for={rid}]")
    expect(panel).to_be_visible()
    left = len(dice)
    for face in sorted(set(dice)):
        n = dice.count(face)
        tap(panel.locator(f"[data-face='{face}']"))
        count = panel.locator(f"[data-count-of='{n}']")
        if count.count():
            tap(count)
        elif n == left:
            tap(panel.locator("[data-action=rest]"))
        else:
            tap(panel.locator("[data-count-of='3']"))
            for _ in range(n - 3):
                tap(panel.locator("[data-action=count-plus]"))
        expect(panel.locator(f"[data-face='{face}']")).to_have_attribute("data-count", str(n))
        left -= n
    if page.locator("html").get_attribute("lang") == "en":
        expect(panel.locator(".dice-count")).to_have_text(
            f"{len(dice)} of {len(dice)} {'die' if len(dice) == 1 else 'dice'} entered")
    else:  # another language's words: Apply is on once every die is in
        expect(panel.locator("[data-action=submit-dice]")).to_be_enabled()
    before = actions_count(page)
    tap(panel.locator("[data-action=submit-dice]"))
    expect(page.locator(".battle-bar [data-actions]")).to_have_attribute(
        "data-actions", str(before + 1))


def stand_states(page: Page, rid: str) -> dict[str, tuple[str, str]]:
    """{stand id: (state, markers)} read from the data attributes."""
    out = {}
    for node in regiment(page, rid).locator("[data-stand]").all():
        out[node.get_attribute("data-stand") or ""] = (
            node.get_attribute("data-state") or "", node.get_attribute("data-wounds") or "")
    return out


def screen_snapshot(page: Page) -> list[tuple[str | None, ...]]:
    """Everything the tests' hooks expose, in document order."""
    snap: list[tuple[str | None, ...]] = []
    for node in page.locator("article[data-regiment], article[data-regiment] [data-stand]").all():
        snap.append(tuple(node.get_attribute(a) for a in (
            "data-regiment", "data-status", "data-stand", "data-rank", "data-file",
            "data-wounds", "data-command", "data-state")))
    snap.append(("round", page.locator("[data-round]").get_attribute("data-round")))
    return snap


def engine_log(page: Page, entries: int) -> None:
    """The engine's step log holds ``entries`` (drawn or not: a closed log draws none)."""
    expect(page.locator(".log-panel")).to_have_attribute("data-entries", str(entries))


def open_log(page: Page) -> Locator:
    """The step log opened (any screen), its entries drawn; returns them, newest first."""
    panel = page.locator(".log-panel")
    if panel.get_attribute("open") is None:
        tap(panel.locator("summary"))
    expect(panel).to_have_attribute("open", "")
    entries = panel.locator(".log-entry")
    expect(entries).to_have_count(int(panel.get_attribute("data-entries") or 0))
    return entries


def top_of(page: Page, selector: str) -> int:
    """Where an element starts on the screen, found and measured in one task: a locator's
    evaluate finds the node first, and a whole redraw in between (the engine's, after a
    reload) leaves it measuring a detached node at 0."""
    top: int = page.evaluate(
        "(s) => Math.round(document.querySelector(s).getBoundingClientRect().top)", selector)
    return top


# The special rules' list (asked once, after the engine is up) held back until
# ``window.__releaseRules()``: what a screen does when it comes late.
HOLD_RULES = """async () => {
  const { engine } = await import('./boot.js');
  const request = engine.request.bind(engine);
  let release;
  const held = new Promise((done) => { release = done; });
  window.__releaseRules = () => release();
  engine.request = (type, payload) => type === "conquest.special_rules"
    ? held.then(() => request(type, payload)) : request(type, payload);
  return true;
}"""


def hold_special_rules(page: Page) -> None:
    page.evaluate(HOLD_RULES)
