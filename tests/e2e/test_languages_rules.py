"""The special rules Conquest's engine knows (C-20 to C-29) named in the pseudo-locale
(accented, about 40% longer, bracketed) at 360x740 with touch: the rule picker's list
and chosen rules on the new-battle form, a Regiment's and a Character's card with
Bravery and Decay 1, and a Muster profile's summary. A known rule's name that comes
back in English fails; a rule a list or a player named otherwise stays as written."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from aftermath import share
from aftermath.conquest import ConquestBattle

from . import conquest_page as qp
from .conftest import at_home, wait_ready
from .muster_page import item, open_muster
from .phone import phone
from .pseudo_checks import SETTING, english_in, in_pseudo, pseudo_screen_checks

pytestmark = pytest.mark.e2e

# Rules no system knows: the list's or the player's words, shown as written.
UNKNOWN = ("Shield Wall", "Oath of Ash")
NAMES = ("Men-at-Arms", "Knights", "Hero", "Test", "Alice", "Bob", *UNKNOWN)


def no_english(text: str, what: str, *allowed: str) -> None:
    left = english_in(text, *NAMES, *allowed)
    assert left == [], f"{what}: English left in {text!r}: {left}"


def pick_rule(picker: Locator, name: str, x: int | None = None) -> None:
    """A rule picked from the engine's list (by its value, the name a profile saves), or
    typed when ``name`` is not on it; found by hooks, not words."""
    pick = picker.locator("select[name=rule-pick]")
    if name in UNKNOWN:
        pick.select_option("")
        picker.locator("input[name=rule-name]").fill(name)
    else:
        pick.select_option(name)
    if x is not None:
        picker.locator("input[name=rule-x]").fill(str(x))
    qp.tap(picker.locator("[data-action=add-rule]"))
    expect(picker.locator(f".rule-chip[data-rule='{name}']")).to_be_visible()


def test_the_rule_picker_names_the_known_rules_in_the_pseudo_locale(browser: Browser,
                                                                    site: str) -> None:
    with phone(browser) as page:
        in_pseudo(page, site)
        qp.tap(page.locator("[data-action=new-conquest]"))
        row = page.locator("form.setup .regiment-row").first
        expect(row).to_be_visible()
        picker = row.locator("details.special-rules").first
        qp.tap(picker.locator("summary"))
        options = picker.locator("select[name=rule-pick] option")
        # The engine's twelve known rules after "another rule".
        expect(options).to_have_count(13)
        texts = options.all_inner_texts()
        for text in texts:
            no_english(text, "the rule picker's list")
        values = [options.nth(i).get_attribute("value") for i in range(13)]
        assert "Decay" in values and "Bravery" in values
        decay = texts[values.index("Decay")]
        # Listed with its X to fill in (the pseudo-locale accents the X too).
        assert decay.rstrip("]").endswith(")"), decay
        pick_rule(picker, "Bravery")
        pick_rule(picker, "Decay", 1)
        pick_rule(picker, "Shield Wall", 2)
        chips = picker.locator(".rule-chip")
        expect(chips).to_have_count(3)
        for chip in chips.all():
            no_english(chip.inner_text(), "a chosen rule")
        # Decay keeps its value; the typed rule reads as typed.
        expect(picker.locator(".rule-chip[data-rule=Decay] span")).to_contain_text(" 1")
        expect(picker.locator(".rule-chip[data-rule='Shield Wall'] span")).to_have_text(
            "Shield Wall 2")
        no_english(picker.locator("summary").inner_text(), "the picker's summary")
        pseudo_screen_checks(page, picker, "the rule picker", *NAMES)


def battle_with_rules() -> ConquestBattle:
    """Men-at-Arms with Bravery, Decay 1 and a list's own rule, led by a Hero with
    Fearless and a rule of the list's."""
    hero: dict[str, Any] = {"id": "c1", "name": "Hero", "wounds": 3, "resolve": 4,
                            "special_rules": [{"name": "Fearless"}, {"name": "Oath of Ash"}]}
    return ConquestBattle.new({"players": ["Alice", "Bob"], "regiments": [
        {"id": "r1", "name": "Men-at-Arms", "player": 0, "stands": 6, "files": 3,
         "wounds": 4, "resolve": 2, "characters": [hero], "special_rules": [
             {"name": "Bravery"}, {"name": "Decay", "x": 1}, {"name": "Shield Wall", "x": 2}]},
        {"id": "r2", "name": "Knights", "player": 1, "kind": "cavalry", "stands": 3,
         "files": 3, "wounds": 4, "resolve": 3}]})


def open_card(page: Page, site: str) -> Locator:
    page.goto(f"{site}#{share.encode('conquest.game', 'Test', battle_with_rules().to_json())}")
    wait_ready(page)
    qp.tap(page.locator("[data-action=open-link]"))
    expect(page.locator("[data-regiment]").first).to_be_visible()
    qp.show_card(page, "r1")
    return qp.regiment(page, "r1")


def test_a_card_names_bravery_and_decay_1_in_the_pseudo_locale(browser: Browser,
                                                               site: str) -> None:
    with phone(browser) as page:
        in_pseudo(page, site)
        card = open_card(page, site)
        note = card.locator(".special-rules-note")
        expect(note).to_be_visible()
        text = note.inner_text()
        no_english(text, "the card's special rules")
        assert " 1" in text, text
        # The list's own rule stays as written, with its value.
        assert "Shield Wall 2" in text, text
        line = card.locator("[data-character=c1]").inner_text()
        no_english(line, "the Character's line")
        assert "Oath of Ash" in line, line
        pseudo_screen_checks(page, card, "a card with known and unknown rules", *NAMES)


def test_the_card_in_english_as_before(browser: Browser, site: str) -> None:
    with phone(browser) as page:
        at_home(page, site)
        card = open_card(page, site)
        expect(card.locator(".special-rules-note")).to_have_text(
            "Special rules: Bravery, Decay 1, Shield Wall 2")
        expect(card.locator("[data-character=c1]")).to_contain_text("Fearless, Oath of Ash")


def test_a_muster_profile_names_its_known_rules_in_the_pseudo_locale(browser: Browser,
                                                                     site: str) -> None:
    with phone(browser) as page:
        at_home(page, site)
        open_muster(page)
        qp.tap(page.locator("[data-action=new-profile]"))
        picker = page.locator("form.muster-form details.special-rules").first
        qp.tap(picker.locator("summary"))
        expect(picker.locator("select[name=rule-pick] option")).to_have_count(13)
        pick_rule(picker, "Decay", 1)
        pick_rule(picker, "Shield Wall")
        page.locator("form.muster-form").get_by_label("Name", exact=True).fill("Knights")
        qp.tap(page.locator("form.muster-form [data-action=save-muster]"))
        expect(item(page, "Knights")).to_contain_text("Decay 1, Shield Wall")
        page.evaluate("([key]) => localStorage.setItem(key, 'pseudo')", [SETTING])
        page.reload()
        wait_ready(page)
        qp.tap(page.locator("[data-action=muster]"))
        qp.tap(page.locator("[data-system=conquest]"))
        summary = item(page, "Knights").locator("p.muted")
        # Said once the engine's list is in (the list is drawn again then).
        expect(summary).not_to_contain_text("Decay")
        text = summary.inner_text()
        no_english(text, "the profile's summary")
        assert "Shield Wall" in text and " 1" in text, text




def test_decay_without_its_x_is_refused_naming_it_in_the_pseudo_locale(browser: Browser,
                                                                        site: str) -> None:
    with phone(browser) as page:
        in_pseudo(page, site)
        qp.tap(page.locator("[data-action=new-conquest]"))
        form = page.locator("form.setup")
        row = form.locator(".regiment-row").first
        expect(row).to_be_visible()
        picker = row.locator("details.special-rules").first
        qp.tap(picker.locator("summary"))
        expect(picker.locator("select[name=rule-pick] option")).to_have_count(13)
        # Picked with its X left empty: the engine refuses the profile (C-20).
        pick_rule(picker, "Decay")
        qp.tap(form.locator("[data-action=create-battle]"))
        error = form.locator(".message.error")
        expect(error).to_be_visible()
        text = error.inner_text()
        # The field's path is the engine's data, not words.
        field = text.split(": ", 1)[0].lstrip("[")
        no_english(text, "the refusal of Decay without its X", field, "None")
        assert " 6" in text, text
