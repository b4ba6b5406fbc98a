"""Conquest's battle screen in the pseudo-locale (accented, about 40% longer, bracketed)
at 360x740 with touch: two armies, a Character, an engagement made by a Charge. The
overview, the top bar, a Regiment's card, each tab of its Actions (Wound Pool, Heal,
Rally, Odds, Character, Charge, Move), the step log, the dice and the keypad say no
English word the page did not take from its catalogue, overflow nothing and keep
every target at 44 px. Only the names the players typed are allowed: the engine's
sentences (the log's entries, the Broken effects, the pushes, a Charge's ending of
contacts, the facing in a card) are said from the catalogue too."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from aftermath import share
from aftermath.conquest import ConquestBattle, SetContacts, WoundPool

from . import conquest_page as qp
from .conftest import wait_ready
from .phone import phone
from .pseudo_checks import english_in, english_left, in_pseudo, pseudo_screen_checks

pytestmark = pytest.mark.e2e

NAMES = ("Men-at-Arms", "Knights", "Hero", "Test", "Alice", "Bob")


def allowed(page: Page) -> tuple[str, ...]:
    """The names typed and the army list's (nothing the app itself says)."""
    return NAMES


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
    # The card engaged by the Charge: its edge in words.
    qp.show_card(page, "r1")
    expect(qp.regiment(page, "r1").locator(".engaged-note")).to_be_visible()
    pseudo_checks(page, qp.regiment(page, "r1"), "a card engaged along an edge")
    # The step log: each entry's summary and its steps.
    entries = qp.open_log(page)
    expect(entries.first).to_be_visible()
    log_checks(page)


def log_checks(page: Page) -> None:
    """The step log open: each entry's summary and every step said in the pseudo-locale."""
    log = page.locator(".log-panel")
    expect(log.locator(".log-event").first).to_be_visible()
    left = english_left(log, *allowed(page))
    assert left == {}, f"the step log: English left: {left}"


def choices_checks(page: Page, select: str, what: str) -> None:
    """A picker's choices (the engine's titles) in the pseudo-locale."""
    texts = page.locator(f"{select} option").all_text_contents()
    assert texts and all(t.startswith("[") for t in texts), f"{what}: {texts}"
    left = {t: english_in(t, *allowed(page)) for t in texts}
    assert {t: w for t, w in left.items() if w} == {}, f"{what}: English left: {left}"


def open_game(page: Page, site: str, game: ConquestBattle) -> None:
    """A battle played so far (``game``) opened from its link in the pseudo-locale."""
    in_pseudo(page, site)
    page.goto(f"{site}#{share.encode('conquest.game', 'Test', game.to_json())}")
    wait_ready(page)
    qp.tap(page.locator("[data-action=open-link]"))
    expect(page.locator("[data-regiment]").first).to_be_visible()


def test_the_engines_lines_off_the_table_in_the_pseudo_locale(browser: Browser,
                                                              site: str) -> None:
    """Contacts set by hand (an old battle's, C-2), the Knights Broken (C-14): what Broken
    means, a Character removed (C-3), the harms and heals offered (C-21, C-29), and what
    a first Charge does to those contacts (C-17), each said from the catalogue."""
    game = ConquestBattle.new({"players": ["Alice", "Bob"], "regiments": [
        {"id": "r1", "name": "Men-at-Arms", "player": 0, "stands": 6, "files": 3,
         "wounds": 4, "resolve": 2, "command": False,
         "characters": [{"id": "r1c1", "name": "Hero", "wounds": 3, "resolve": 3}]},
        {"id": "r2", "name": "Knights", "player": 1, "kind": "cavalry", "stands": 3,
         "files": 3, "wounds": 4, "resolve": 3, "command": False}]})
    game.push(SetContacts("r1", "r0f0", ("r2",)))
    game.push(WoundPool("r2", 8, morale=False))
    with phone(browser) as page:
        open_game(page, site, game)
        knights = qp.regiment(page, "r2")
        expect(knights).to_have_attribute("data-status", "broken")
        qp.show_card(page, "r2")
        qp.tap(knights.locator(".broken-effects summary"))
        expect(knights.locator(".broken-effects li")).to_have_count(6)
        pseudo_checks(page, knights, "a Broken Regiment's card, what Broken means open")
        # The Hero removed: the card's verdict names him.
        tab(page, "r1", "character")
        qp.tap(page.locator("[data-key='3']"))
        expect(page.locator("#character-wounds")).to_have_value("3")
        qp.tap(page.locator("[data-action=apply-character]"))
        expect(qp.regiment(page, "r1").locator(".character.destroyed")).to_have_count(1)
        pseudo_checks(page, qp.regiment(page, "r1"), "a Character removed")
        # The kinds of harm and the heals offered.
        tab(page, "r1", "pool")
        choices_checks(page, "#pool-harm", "the kinds of harm")
        pseudo_checks(page, page.locator("[data-actions-for=r1]"), "the Wound Pool's source")
        tab(page, "r1", "heal")
        choices_checks(page, "#heal-source", "the heals")
        # A first Charge ends the contacts set by hand.
        actions = tab(page, "r1", "charge")
        qp.tap(page.locator("[data-charge-enemy=r2]"))
        expect(actions.locator(".charge-ends-contacts")).to_be_visible(timeout=30_000)
        pseudo_checks(page, actions, "a first Charge ending the contacts set by hand")
        qp.open_log(page)
        log_checks(page)


def test_the_pushes_and_the_engaged_edges_in_the_pseudo_locale(browser: Browser,
                                                               site: str) -> None:
    """Fig 6.1 (C-18, C-19): the Men-at-Arms fight the Knights' rear; a Wound Pool of 3
    removes the Knights' rear rank and the Men-at-Arms are pushed back into contact. The
    push's note, both cards' edges and the log said from the catalogue."""
    game = ConquestBattle.new({"players": ["Alice", "Bob"],
                               "battlefield": {"width": 600, "depth": 600}, "regiments": [
        {"id": "r1", "name": "Men-at-Arms", "player": 0, "stands": 3, "files": 3,
         "wounds": 1, "resolve": 3, "command": False,
         "position": {"x": 300, "y": 180, "facing": 0}},
        {"id": "r2", "name": "Knights", "player": 1, "stands": 9, "files": 3, "wounds": 1,
         "resolve": 3, "command": False, "position": {"x": 300, "y": 300, "facing": 0}}]})
    with phone(browser) as page:
        open_game(page, site, game)
        qp.wound_pool(page, "r2", 3, morale=False)
        notes = page.locator(".push-notes li")
        expect(notes.first).to_be_visible()
        pseudo_checks(page, page.locator(".battlefield-panel"), "the push's note")
        for rid in ("r1", "r2"):
            qp.show_card(page, rid)
            expect(qp.regiment(page, rid).locator(".engaged-note")).to_be_visible()
            pseudo_checks(page, qp.regiment(page, rid), f"{rid}'s card engaged along an edge")
        qp.open_log(page)
        log_checks(page)


def test_the_new_battle_form_in_the_pseudo_locale(browser: Browser, site: str) -> None:
    with phone(browser) as page:
        in_pseudo(page, site)
        qp.tap(page.locator("[data-action=new-conquest]"))
        form = page.locator("form.setup")
        expect(form.locator(".regiment-row").first).to_be_visible()
        form.locator("[name=on-table]").check()
        row = form.locator(".regiment-row").first
        qp.tap(row.locator("details.special-rules summary").first)
        # A known rule picked: what it does, the engine's sentence.
        row.locator("select[name=rule-pick]").first.select_option("Decay")
        expect(row.locator(".rule-does").first).to_contain_text("C-29")
        qp.tap(row.locator("[data-action=add-auxiliary]"))
        # Add Character: the first of the row's last buttons (Remove Regiment is second).
        qp.tap(row.locator(":scope > .row").last.locator("button").first)
        expect(row.locator(".character-row")).to_have_count(1)
        # The players' fields are the shared form's (views/form.js, the Muster's area).
        pseudo_screen_checks(page, form, "the new-battle form", *allowed(page),
                             "Player 1", "Player 2")
