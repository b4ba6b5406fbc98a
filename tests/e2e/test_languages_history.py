"""What a tap would do and what it did, and what Undo and Redo would take back, in the
pseudo-locale (accented, about 40% longer, bracketed) at 360x740 with touch, in the three
rule systems: a preview's verdict, the verdict of the action made, the Undo button's and
(once undone) the Redo button's summaries, the undone verdict, the announcement and the
step log's entries say no English word (the names the players typed aside), and nothing
overflows."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from . import conquest_page as qp
from . import ninth_age_page as na
from .phone import phone, phone_checks
from .pseudo_checks import english_in, in_pseudo, rosters_in_pseudo

pytestmark = pytest.mark.e2e

# What the engine says of an action, where the page shows it.
SAID = {"preview": ".preview-verdict", "verdict": ".verdict-line",
        "undo": "[data-action=undo] .bar-what", "redo": "[data-action=redo] .bar-what",
        "log": ".log-event", "announce": "#announce"}


def said_in_pseudo(page: Page, what: str, keys: tuple[str, ...], *names: str) -> None:
    """Each of ``keys``' nodes (SAID) shows text, none of it English; nothing overflows."""
    for key in keys:
        texts = [t for t in page.locator(SAID[key]).all_text_contents() if t.strip()]
        assert texts, f"{what}: nothing said in {key}"
        left = {t: english_in(t, *names) for t in texts}
        assert {t: w for t, w in left.items() if w} == {}, f"{what}, {key}: English left"
        assert all("[" in t for t in texts), f"{what}, {key}: not from the catalogue: {texts}"
    phone_checks(page, what)


def undo_and_redo(page: Page, what: str, *names: str, redone: tuple[str, ...] = ("undo", "announce")
                  ) -> None:
    """Undo, then Redo, from the bottom bar: each says the action in the pseudo-locale;
    ``redone``: what is checked once redone."""
    before = qp.actions_count(page)
    qp.tap(page.locator("[data-action=undo]"))
    expect(page.locator(".battle-bar [data-actions]")).to_have_attribute(
        "data-actions", str(before - 1))
    said_in_pseudo(page, f"{what} undone", ("redo", "announce"), *names)
    qp.tap(page.locator("[data-action=redo]"))
    expect(page.locator(".battle-bar [data-actions]")).to_have_attribute(
        "data-actions", str(before))
    said_in_pseudo(page, f"{what} redone", redone, *names)


CONQUEST_NAMES = ("Men-at-Arms", "Knights", "Hero", "Test", "Alice", "Bob")


def test_a_conquest_battle_says_its_previews_verdicts_and_undo_in_the_pseudo_locale(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        in_pseudo(page, site)
        qp.new_battle(page, site, [
            {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 1, "resolve": 2,
             "characters": [{"name": "Hero", "wounds": 3, "resolve": 3}]},
            {"name": "Knights", "player": 1, "kind": "cavalry", "stands": 3, "files": 3,
             "wounds": 4, "resolve": 3}], players=("Alice", "Bob"))
        qp.select(page, "r1")
        qp.tap(page.locator("[data-tab=pool]"))
        qp.tap(page.locator("[data-key=clear]"))
        qp.tap(page.locator("[data-key='2']"))
        expect(page.locator("#pool-preview .preview-verdict")).not_to_have_text("")
        said_in_pseudo(page, "a Wound Pool's preview", ("preview",), *CONQUEST_NAMES)
        # The English beside it stays the engine's, for the tests and the Python API.
        verdict = page.locator("#pool-preview .preview-verdict").get_attribute("data-verdict")
        assert verdict and verdict.startswith("2 Wounds suffered")
        qp.tap(page.locator("[data-action=apply-pool]"))
        expect(page.locator(".verdict-line")).to_be_visible()
        said_in_pseudo(page, "the Wound Pool applied", ("verdict", "undo", "announce"),
                       *CONQUEST_NAMES)
        # Its Morale Test, taken: the test's verdict (dice, Resolve, failures).
        qp.enter_dice(page, "r1", [1, 6])
        expect(page.locator(".verdict-line")).to_be_visible()
        said_in_pseudo(page, "the Morale Test taken", ("verdict", "undo"), *CONQUEST_NAMES)
        qp.new_round(page)
        # The Wound Pool, its Morale Test and the new Round kept: Undo starts from three.
        expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "3")
        said_in_pseudo(page, "a new Round", ("undo", "announce"), *CONQUEST_NAMES)
        undo_and_redo(page, "the new Round", *CONQUEST_NAMES)
        qp.tap(page.locator("[data-action=undo]"))
        expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "2")
        qp.tap(page.locator("[data-action=undo]"))
        expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "1")
        said_in_pseudo(page, "the Morale Test undone", ("verdict", "undo", "redo"),
                       *CONQUEST_NAMES)
        qp.open_log(page)
        said_in_pseudo(page, "the step log", ("log",), *CONQUEST_NAMES)


UNITS = [{"name": "Trolls", "player": 0, "models": 6, "files": 3, "hp": 3,
          "characters": [{"name": "Ulf", "kind": "champion", "hp": 1}]},
         {"name": "Spears", "player": 1, "models": 10, "files": 5, "hp": 1}]
NINTH_NAMES = ("Trolls", "Spears", "Ulf", "Pseudo", "Player 1", "Player 2")


def test_a_ninth_age_battle_says_its_previews_verdicts_and_undo_in_the_pseudo_locale(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        in_pseudo(page, site)
        na.new_battle(page, site, UNITS, name="Pseudo")
        na.select(page, "u1")
        for _ in range(3):
            qp.tap(page.locator("[data-action=losses-plus]"))
        expect(page.locator("#na-preview .preview-verdict")).not_to_have_text("")
        said_in_pseudo(page, "Health Point losses' preview", ("preview",), *NINTH_NAMES)
        qp.tap(page.locator("[data-action=apply-losses]"))
        expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "1")
        said_in_pseudo(page, "the losses applied", ("verdict", "undo", "announce"),
                       *NINTH_NAMES)
        # Unstable losses: their preview is titled by the action's summary.
        na.select(page, "u1")
        qp.tap(page.locator("[data-loss-kind=unstable]"))
        page.locator("#na-unstable").fill("2")
        expect(page.locator("#na-preview .preview-verdict")).not_to_have_text("")
        said_in_pseudo(page, "Unstable losses' preview", ("preview",), *NINTH_NAMES)
        titles = page.locator("#na-preview .preview-title").all_text_contents()
        assert not [t for t in titles if english_in(t, *NINTH_NAMES)], titles
        undo_and_redo(page, "the losses", *NINTH_NAMES)
        qp.open_log(page)
        said_in_pseudo(page, "the Ninth Age's step log", ("log",), *NINTH_NAMES)


RED = {"name": "Red Company", "vp": 5, "models": [
    {"name": "Captain Red", "kind": "Leader", "value": 40},
    {"name": "Pikeman", "kind": "Trooper", "value": 10}]}
BLUE = {"name": "Blue Host", "vp": 50, "models": [
    {"name": "Blue Knight", "kind": "Hero", "value": 30}]}
ROSTER_NAMES = ("Red Company", "Blue Host", "Captain Red", "Pikeman", "Blue Knight")


def test_a_campaign_says_its_rolls_and_undo_in_the_pseudo_locale(browser: Browser,
                                                                  site: str) -> None:
    with phone(browser) as page:
        rosters_in_pseudo(page, site, RED, BLUE)
        qp.tap(page.locator("[data-action=new-campaign]"))
        form = page.locator("form.campaign-setup")
        form.locator("[data-side-pick='1']").select_option(index=1)
        qp.tap(form.locator("[data-side='0'] [data-lost=m1]"))
        qp.tap(form.locator("[data-action=start-aftermath]"))
        expect(page.locator("section.roll")).to_have_attribute("data-next-kind", "recovery_roll")
        qp.tap(page.locator("section.roll [data-face='1']"))
        expect(page.locator("section.roll")).to_have_attribute("data-next-kind", "fate_roll")
        said_in_pseudo(page, "a Recovery roll", ("undo",), *ROSTER_NAMES)
        # Redone, its verdict is the casualty's story, said sentence by sentence.
        undo_and_redo(page, "the Recovery roll", *ROSTER_NAMES)
        qp.open_log(page)
        said_in_pseudo(page, "the aftermath's step log", ("log",), *ROSTER_NAMES)
