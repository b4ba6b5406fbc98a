"""The layout holds in each language players can pick (German and Polish run 30-40%
longer than English) at 360x740 with touch: the home screen, a Conquest battle's
overview, top bar and its sheets, a Regiment's card, each tab of its Actions, a Charge's
edges and slides, the battlefield, the Morale Test's dice and the step log; a Ninth Age
battle's Unit and its losses; the campaign's rosters. Nothing overflows or is clipped,
every target stays 44 px, no text under 12 px (the phone's checks), and the screen is
said in the language picked (its own words, not English)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from . import conquest_page as qp
from . import ninth_age_page as na
from .campaign_page import new_roster, open_rosters, start
from .conftest import at_home, wait_ready
from .phone import phone, phone_checks
from .pseudo_checks import SETTING

pytestmark = pytest.mark.e2e

LANGUAGES = ("de", "fr", "es", "it", "pl")
# Buttons and labels whose own text is wider than their box: a word cut off, or spilling
# over its neighbour.
CLIPPED = """() => [...document.querySelectorAll("button, label, summary, [role=tab], .bar-button")]
  .filter((n) => n.getClientRects().length && n.scrollWidth > n.clientWidth + 1
    && !["auto", "scroll"].includes(getComputedStyle(n).overflowX))
  .map((n) => n.innerText.slice(0, 60))"""


# Elements reaching past the screen's right edge: what makes the page scroll sideways.
WIDE = """() => [...document.querySelectorAll("body *")]
  .filter((n) => n.getClientRects().length && n.getBoundingClientRect().right > innerWidth + 0.5)
  .filter((n) => { for (let a = n.parentElement; a; a = a.parentElement) {
    const o = getComputedStyle(a).overflowX;
    if (o !== "visible" && a.getBoundingClientRect().right <= innerWidth + 0.5) return false; }
    return true; })
  .filter((n) => ![...n.children].some((c) => c.getBoundingClientRect().right > innerWidth + 0.5))
  .map((n) => `${n.tagName.toLowerCase()}.${n.className}: ${(n.innerText || "").slice(0, 50)}`)"""


def fits(page: Page, what: str) -> None:
    clipped = page.evaluate(CLIPPED)
    assert clipped == [], f"{what}: clipped or spilling: {clipped}"
    wide = page.evaluate(WIDE)
    assert wide == [], f"{what}: past the screen's edge: {wide}"
    phone_checks(page, what)


def speak(page: Page, site: str, code: str) -> None:
    """The device's setting made ``code``'s, and the page opened in it."""
    at_home(page, site)
    page.evaluate("([key, code]) => localStorage.setItem(key, code)", [SETTING, code])
    page.reload()
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("lang", code)


def tab(page: Page, rid: str, key: str) -> Locator:
    """A tab of the Regiment's Actions opened (found by its hooks, not its words)."""
    if page.locator(f"[data-actions-for={rid}], [data-morale-for={rid}]").count() == 0:
        qp.tap(qp.regiment(page, rid).locator(".formation-button"))
    actions = page.locator(f"[data-actions-for={rid}]")
    qp.tap(actions.locator(f"[data-tab={key}]"))
    expect(actions.locator(f"[data-tab={key}]")).to_have_attribute("aria-selected", "true")
    return actions


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_conquest_battle_fits_the_phone_in_each_language(browser: Browser, site: str,
                                                           code: str) -> None:
    with phone(browser) as page:
        speak(page, site, code)
        fits(page, f"the home screen ({code})")
        qp.new_battle(page, site, [
            {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2,
             "characters": [{"name": "Hero", "wounds": 3, "resolve": 3}]},
            {"name": "Knights", "player": 1, "kind": "cavalry", "stands": 3, "files": 3,
             "wounds": 4, "resolve": 3}], players=("Alice", "Bob"))
        expect(page.locator("html")).to_have_attribute("lang", code)
        assert page.locator("[data-action=new-round]").inner_text() != "New Round"
        fits(page, f"the overview ({code})")
        qp.tap(page.locator("[data-action=go-to]"))
        fits(page, f"Go to ({code})")
        qp.tap(page.locator("[data-action=more]"))
        fits(page, f"More ({code})")
        qp.tap(page.locator("[data-action=more]"))
        qp.tap(page.locator("[data-action=new-round]"))
        fits(page, f"New Round asked ({code})")
        qp.tap(page.locator("[data-action=cancel-new-round]"))
        qp.show_card(page, "r1")
        fits(page, f"a Regiment's card ({code})")
        tab(page, "r1", "pool")
        qp.tap(page.locator("[data-key=clear]"))
        qp.tap(page.locator("[data-key='2']"))
        expect(page.locator("#pool-preview .preview-title")).to_be_visible()
        fits(page, f"the Wound Pool's preview ({code})")
        for key in ("heal", "rally", "odds", "character", "charge"):
            tab(page, "r1", key)
            fits(page, f"the {key} tab ({code})")
        tab(page, "r1", "charge")
        qp.tap(page.locator("[data-charge-enemy=r2]"))
        expect(page.locator("[data-charge-edge=front]")).to_be_visible(timeout=30_000)
        fits(page, f"the Charge's edges ({code})")
        qp.tap(page.locator("[data-charge-edge=front]"))
        expect(page.locator(".charge-slide")).to_be_visible(timeout=30_000)
        fits(page, f"the Charge's slides and the battlefield ({code})")
        tab(page, "r1", "place")
        fits(page, f"the Move tab ({code})")
        tab(page, "r2", "pool")
        qp.tap(page.locator("[data-key=clear]"))
        qp.tap(page.locator("[data-key='5']"))
        expect(page.locator("#pool-preview .preview-title")).to_be_visible()
        qp.tap(page.locator("[data-action=apply-pool]"))
        morale = page.locator("[data-morale-for]")
        expect(morale).to_be_visible()
        fits(page, f"the Morale Test's dice ({code})")
        qp.tap(morale.locator(".die-face[data-face='6']"))
        fits(page, f"a die's face picked ({code})")
        expect(qp.open_log(page).first).to_be_visible()
        fits(page, f"the step log ({code})")


@pytest.mark.parametrize("code", ("de", "pl"))
def test_a_ninth_age_unit_and_the_campaign_rosters_fit_in_the_longest_languages(
        browser: Browser, site: str, code: str) -> None:
    with phone(browser) as page:
        # Rosters typed in English (their helpers find fields by English labels), then
        # the page said in the language.
        start(page, site)
        open_rosters(page)
        new_roster(page, {"name": "Red Company", "vp": 5, "models": [
            {"name": "Captain Red", "kind": "Leader", "value": 40},
            {"name": "Pikeman", "kind": "Trooper", "value": 10}]})
        speak(page, site, code)
        qp.tap(page.locator("[data-action=rosters]"))
        for summary in page.locator(".roster-details summary").all():
            summary.click()
        fits(page, f"the warband rosters ({code})")
        qp.tap(page.locator("[data-roster-entry='Red Company'] [data-action=edit-roster]"))
        expect(page.locator("form.roster-edit")).to_be_visible()
        fits(page, f"the roster editor ({code})")
        na.new_battle(page, site, [
            {"name": "Trolls", "player": 0, "models": 6, "files": 3, "hp": 3,
             "characters": [{"name": "Gor", "kind": "character", "hp": 3}]},
            {"name": "Spears", "player": 1, "models": 10, "files": 5, "hp": 1}], name="Fit")
        expect(page.locator("html")).to_have_attribute("lang", code)
        fits(page, f"the Ninth Age overview ({code})")
        na.select(page, "u1")
        qp.tap(page.locator("[data-action=losses-plus]"))
        expect(page.locator("#na-preview .preview-title")).to_be_visible()
        fits(page, f"a Unit's losses and their preview ({code})")
        qp.tap(page.locator("[data-action=split]"))
        expect(page.locator("[data-attack]")).to_have_count(2)
        fits(page, f"several attacks ({code})")
