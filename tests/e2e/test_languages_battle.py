"""Conquest's battle screen in the pseudo-locale (accented, about 40% longer, bracketed)
at 360x740 with touch: two armies, a Character, an engagement made by a Charge. The
overview, the top bar, a Regiment's card, each tab of its Actions (Wound Pool, Heal,
Rally, Odds, Character, Charge, Move), the step log, the dice and the keypad say no
English word the page did not take from its catalogue, overflow nothing and keep
every target at 44 px. Names the players typed are allowed; so are the sentences the
engine still says in English only (listed below: not the page's to word)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from . import conquest_page as qp
from .phone import phone
from .pseudo_checks import english_left, in_pseudo, pseudo_screen_checks

pytestmark = pytest.mark.e2e

NAMES = ("Men-at-Arms", "Knights", "Hero", "Test", "Alice", "Bob")
# Said by the engine's view in English, with no message id yet (the engine's part of
# the work, docs/languages.md "Still English only"): a Character counted in the Stands,
# what that count means, the Wound Pool's kinds of harm and the heal sources' titles,
# the Morale Test's faces and natural rolls, and the edges in contact.
ENGINE = (
    "Characters count as Stands (C-3)",
    "W: Wounds",
    "Clash",
)


# Where the page shows the engine's own sentences as they come, not yet said by id (its
# verdicts, the Morale Test owed and Undo's summary are: checked here).
ENGINE_NODES = ".log-event, .broken-effects p, .push-note, .charge-ends-contacts"


def allowed(page: Page) -> tuple[str, ...]:
    """The names, and the engine's English sentences on this screen now."""
    said = [t for t in page.locator(ENGINE_NODES).all_inner_texts() if t.strip()]
    # Longest first: a sentence is taken out whole before any shorter one inside it.
    return tuple(sorted({*said, *NAMES, *ENGINE}, key=len, reverse=True))


def pseudo_checks(page: Page, where: Locator, what: str) -> None:
    pseudo_screen_checks(page, where, what, *allowed(page))


def pick(page: Page, rid: str) -> None:
    """The Regiment's actions open (its row tapped), found by their hooks, not words."""
    if page.locator(f"[data-actions-for={rid}], [data-morale-for={rid}]").count() == 0:
        qp.tap(qp.regiment(page, rid).locator(".formation-button"))
    expect(page.locator(f"[data-actions-for={rid}]")).to_be_visible()


def tab(page: Page, rid: str, key: str) -> Locator:
    """A tab of the Regiment's actions opened; returns its panel."""
    pick(page, rid)
    qp.tap(page.locator(f"[data-actions-for={rid}] [data-tab={key}]"))
    expect(page.locator(f"[data-actions-for={rid}] [data-tab={key}]")).to_have_attribute(
        "aria-selected", "true")
    return page.locator(f"[data-actions-for={rid}]")


@pytest.fixture
def battle(browser: Browser, site: str) -> Iterator[Page]:
    with phone(browser) as page:
        in_pseudo(page, site)
        qp.new_battle(page, site, [
            {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2,
             "characters": [{"name": "Hero", "wounds": 3, "resolve": 3}]},
            {"name": "Knights", "player": 1, "kind": "cavalry", "stands": 3, "files": 3,
             "wounds": 4, "resolve": 3}], players=("Alice", "Bob"))
        yield page


def test_the_overview_top_bar_and_a_card_in_the_pseudo_locale(battle: Page) -> None:
    page = battle
    screen = page.locator("#screen")
    bar = page.locator(".battle-bar")
    assert bar.locator(".round").inner_text().startswith("[")
    pseudo_checks(page, bar, "the top bar")
    qp.show_card(page, "r1")
    pseudo_checks(page, qp.regiment(page, "r1"), "a Regiment's card with its Character")
    # Go to and More, the bar's sheets.
    qp.tap(page.locator("[data-action=go-to]"))
    pseudo_checks(page, page.locator(".jump-sheet"), "Go to")
    qp.tap(page.locator("[data-action=more]"))
    pseudo_checks(page, page.locator(".more-sheet"), "More")
    qp.tap(page.locator("[data-action=more]"))
    # New Round asks once more in place.
    qp.tap(page.locator("[data-action=new-round]"))
    pseudo_checks(page, bar, "New Round asked")
    qp.tap(page.locator("[data-action=cancel-new-round]"))
    pseudo_checks(page, screen, "the overview")


def test_each_actions_tab_the_dice_and_the_log_in_the_pseudo_locale(battle: Page) -> None:
    page = battle
    actions = page.locator("[data-actions-for=r1]")
    # The Wound Pool with its keypad, a number typed on it and its preview.
    panel = tab(page, "r1", "pool")
    qp.tap(page.locator("[data-key=clear]"))
    pseudo_checks(page, panel, "the Wound Pool with an empty keypad")
    qp.tap(page.locator("[data-key='2']"))
    expect(page.locator("#pool-preview .preview-title")).to_be_visible()
    pseudo_checks(page, panel, "the Wound Pool's preview")
    for key in ("heal", "rally", "odds", "character", "charge"):
        pseudo_checks(page, tab(page, "r1", key), f"the {key} tab")
    # The Odds worked out.
    tab(page, "r1", "odds")
    qp.tap(page.locator("[data-action=run-odds]"))
    expect(page.locator(".odds-result .odds-chances")).to_be_visible(timeout=30_000)
    pseudo_checks(page, actions, "the odds")
    # A Charge: the enemy, its edges, the first table; then Move on the battlefield.
    tab(page, "r1", "charge")
    qp.tap(page.locator("[data-charge-enemy=r2]"))
    expect(page.locator("[data-charge-edge=front]")).to_be_visible(timeout=30_000)
    pseudo_checks(page, actions, "the Charge's edges")
    qp.tap(page.locator("[data-charge-edge=front]"))
    expect(page.locator(".charge-slide")).to_be_visible(timeout=30_000)
    pseudo_checks(page, actions, "the Charge made, its slides")
    pseudo_checks(page, page.locator(".battlefield-panel"), "the battlefield")
    pseudo_checks(page, tab(page, "r1", "place"), "the Move tab")
    # A Wound Pool from the Knights, then the Morale Test's dice.
    panel = tab(page, "r2", "pool")
    qp.tap(page.locator("[data-key=clear]"))
    qp.tap(page.locator("[data-key='5']"))
    expect(page.locator("#pool-preview .preview-title")).to_be_visible()
    qp.tap(page.locator("[data-action=apply-pool]"))
    morale = page.locator("[data-morale-for]")
    expect(morale).to_be_visible()
    pseudo_checks(page, morale, "the Morale Test's dice")
    qp.tap(morale.locator(".die-face[data-face='6']"))
    pseudo_checks(page, morale, "a face picked")
    pseudo_checks(page, page.locator(".bottom-bar"), "the bottom bar with a test due")
    # What the Regiment owes in its card, and the Resolve said again for a modifier.
    due = qp.regiment(page, "r2").locator(".row-due")
    expect(due).to_have_count(1)
    pseudo_checks(page, due, "the Regiment's row with a test due")
    qp.tap(morale.locator("[data-action=modifier-plus]"))
    expect(page.locator("#morale-modifier")).to_have_text("+1")
    pseudo_checks(page, morale, "the Resolve with a modifier")
    # The step log.
    entries = qp.open_log(page)
    expect(entries.first).to_be_visible()
    log = page.locator(".log-panel")
    left = english_left(log.locator("summary, p.muted"), *allowed(page))
    assert left == {}, f"the step log: English left: {left}"


def test_the_new_battle_form_in_the_pseudo_locale(browser: Browser, site: str) -> None:
    with phone(browser) as page:
        in_pseudo(page, site)
        qp.tap(page.locator("[data-action=new-conquest]"))
        form = page.locator("form.setup")
        expect(form.locator(".regiment-row").first).to_be_visible()
        form.locator("[name=on-table]").check()
        row = form.locator(".regiment-row").first
        qp.tap(row.locator("details.special-rules summary").first)
        qp.tap(row.locator("[data-action=add-auxiliary]"))
        # Add Character: the first of the row's last buttons (Remove Regiment is second).
        qp.tap(row.locator(":scope > .row").last.locator("button").first)
        expect(row.locator(".character-row")).to_have_count(1)
        # The players' fields are the shared form's (views/form.js, the Muster's area).
        pseudo_screen_checks(page, form, "the new-battle form", *allowed(page),
                             "Player 1", "Player 2")
