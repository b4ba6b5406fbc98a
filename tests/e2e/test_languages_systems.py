"""The Ninth Age's and the campaign's screens in the pseudo-locale (accented, about 40%
longer, bracketed) at 360x740: a Ninth Age battle (its overview, a Unit's card, its
Health Point losses with several Health Pools, Multiple Wounds, Unstable losses, several
attacks, the odds) and a campaign (the rosters, a roster's models and editor, the
aftermath's setup, a Recovery roll and a Casualty Fate roll, the summary before the
rosters change). No English word of the page's own left, nothing overflowing, every
target 44 px. Names typed by the players and the engine's sentences (its verdicts,
steps and the campaign's tables, said by the engine) are allowed; so are the widgets
every system shares (the bars, the log, the keypad and the dice), tested with their
own screens."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from . import ninth_age_page as na
from .conquest_page import tap
from .phone import phone, phone_checks
from .pseudo_checks import english_in, in_pseudo, rosters_in_pseudo

pytestmark = pytest.mark.e2e

# Shared widgets and the engine's own words, not this screen's: their texts are left out.
SHARED = (".battle-bar, .bottom-bar, .top-bar, .log-panel, .na-log, .outcome-box, .keypad, "
          ".count-field, .number-pad, .dice-entry, .jump-sheet, .preview-verdict, "
          ".preview-rule, .preview-more, .why, .casualty-summary, .table-reference li, "
          ".captives li, .pick-chips, .message.error, .special-rules, .odds-list, "
          ".roster-extra, .card-button, .muster-save, .keep-awake")
# The campaign's screens say their own sentences through the catalogue (why a roll is
# owed, a lost model's story, a captive's standing): only the shared widgets are left out.
CAMPAIGN_SHARED = ", ".join(s for s in SHARED.split(", ")
                            if s not in (".why", ".casualty-summary", ".captives li"))

# Each visible text of the page's own under ``scope`` (outside SHARED), with each text
# that overflows its box (a clipped word), in one look at the page.
OWN_TEXTS = """([scope, shared]) => {
  const root = document.querySelector(scope);
  if (!root) return { texts: [], clipped: [] };
  const kinds = "h2, h3, label, button, legend, summary, p, li, th, td, option, .status, .muted";
  const own = [...root.querySelectorAll(kinds)].filter((n) => !n.closest(shared));
  const shown = own.filter((n) => n.getClientRects().length || n.tagName === "OPTION");
  // A text without what its shared or the engine's parts say (a casualty's summary).
  const text = (n) => {
    if (n.tagName === "OPTION") return n.textContent;
    if (!n.querySelector(shared)) return n.innerText;
    const copy = n.cloneNode(true);
    copy.querySelectorAll(shared).forEach((x) => x.remove());
    return copy.textContent;
  };
  const texts = shown.map(text);
  const clipped = shown.filter((n) => n.tagName === "BUTTON" || n.tagName === "LABEL")
    .filter((n) => n.scrollWidth > n.clientWidth + 1 && getComputedStyle(n).overflowX === "hidden")
    .map((n) => n.innerText);
  return { texts, clipped };
}"""


def own_english(page: Page, scope: str, *allowed: str, shared: str = SHARED
                ) -> dict[str, list[str]]:
    seen = page.evaluate(OWN_TEXTS, [scope, shared])
    assert seen["clipped"] == [], f"{scope}: clipped text {seen['clipped']}"
    found = {t: english_in(t, *allowed) for t in seen["texts"]}
    return {t: w for t, w in found.items() if w}


def check_screen(page: Page, scope: str, what: str, *allowed: str, shared: str = SHARED
                 ) -> None:
    left = own_english(page, scope, *allowed, shared=shared)
    assert left == {}, f"{what}: English left on the screen: {left}"
    phone_checks(page, what)


UNITS: list[dict[str, Any]] = [
    {"name": "Trolls", "player": 0, "models": 6, "files": 3, "hp": 3,
     "characters": [{"name": "Gor", "kind": "character", "hp": 3},
                    {"name": "Bruk", "kind": "character", "hp": 2},
                    {"name": "Ulf", "kind": "champion", "hp": 1}]},
    {"name": "Spears", "player": 1, "models": 10, "files": 5, "hp": 1},
]
NAMES = ("Player 1", "Player 2", "Trolls", "Spears", "Gor", "Bruk", "Ulf", "Pseudo")


def test_a_ninth_age_battle_in_the_pseudo_locale(browser: Browser, site: str) -> None:
    with phone(browser) as page:
        in_pseudo(page, site)
        na.new_battle(page, site, UNITS, name="Pseudo")
        expect(page.locator("html")).to_have_attribute("lang", "en-XA")
        check_screen(page, ".sides", "the Ninth Age overview", *NAMES)
        na.show_card(page, "u1")
        check_screen(page, ".sides", "a Unit's card with its Health Pools", *NAMES)
        na.select(page, "u1")
        actions = "[data-actions-for=u1]"
        check_screen(page, actions, "a Unit's Health Point losses", *NAMES)
        tap(page.locator("[data-action=losses-plus]"))
        expect(page.locator("#na-preview .preview-title")).to_contain_text("Þŕéé")
        check_screen(page, actions, "the losses' preview", *NAMES)
        tap(page.locator("#na-picking"))
        expect(page.locator(".picks-panel .pick-chips button").first).to_be_visible()
        check_screen(page, actions, "picking the models that leave", *NAMES)
        tap(page.locator("#na-picking"))
        tap(page.locator("[data-action=split]"))
        expect(page.locator("[data-attack]")).to_have_count(2)
        tap(page.locator("[data-action=attack-0-multiple-wounds]"))
        check_screen(page, actions, "several attacks, one of Multiple Wounds", *NAMES)
        tap(page.locator("[data-action=split]"))
        tap(page.locator("[data-loss-kind=mw]"))
        check_screen(page, actions, "an attack with Multiple Wounds", *NAMES)
        tap(page.locator("[data-loss-kind=unstable]"))
        expect(page.locator(".unstable-order")).to_be_visible()
        check_screen(page, actions, "Unstable losses", *NAMES)
        tap(page.locator("[data-loss-kind=hp]"))
        page.locator(".odds-panel summary").click()
        tap(page.locator("[data-action=run-na-odds]"))
        expect(page.locator(".odds-result .odds-chances")).to_be_visible()
        check_screen(page, actions, "the odds before rolling", *NAMES)
        tap(page.locator("[data-action=losses-plus]"))
        tap(page.locator("[data-action=apply-losses]"))
        expect(page.locator("article[data-unit=u1]")).to_have_attribute("data-lost-hp", "2")
        check_screen(page, ".sides", "the overview after the losses", *NAMES)


RED = {"name": "Red Company", "vp": 5, "models": [
    {"name": "Captain Red", "kind": "Leader", "value": 40},
    {"name": "Pikeman", "kind": "Trooper", "value": 10},
]}
BLUE = {"name": "Blue Host", "vp": 50, "models": [
    {"name": "Blue Knight", "kind": "Hero", "value": 30},
    {"name": "Scout", "kind": "Individual", "value": 25},
]}
ROSTER_NAMES = ("Red Company", "Blue Host", "Captain Red", "Pikeman", "Blue Knight", "Scout")


def test_a_campaign_aftermath_in_the_pseudo_locale(browser: Browser, site: str) -> None:
    with phone(browser) as page:
        rosters_in_pseudo(page, site, RED, BLUE)
        tap(page.locator("[data-action=rosters]"))
        expect(page.locator("[data-roster-entry]")).to_have_count(2)
        for summary in page.locator(".roster-details summary").all():
            summary.click()
        check_screen(page, ".rosters", "the warband rosters", *ROSTER_NAMES)
        tap(page.locator("[data-roster-entry='Red Company'] [data-action=edit-roster]"))
        expect(page.locator("form.roster-edit")).to_be_visible()
        check_screen(page, "form.roster-edit", "the roster editor", *ROSTER_NAMES)
        tap(page.locator("form.roster-edit .row button[type=button]").last)  # Cancel
        tap(page.locator(".rosters .battle-bar button").first)  # back to the battles
        tap(page.locator("[data-action=new-campaign]"))
        form = page.locator("form.campaign-setup")
        form.locator("[data-side-pick='1']").select_option(index=1)
        for side, model in ((0, "m1"), (0, "m2"), (1, "m1")):
            tap(form.locator(f"[data-side='{side}'] [data-lost={model}]"))
        tap(form.locator("[data-side='0'] [data-unrecoverable=m2]"))
        check_screen(page, "form.campaign-setup", "the aftermath's setup", *ROSTER_NAMES)
        tap(form.locator("[data-action=start-aftermath]"))
        expect(page.locator("section.roll")).to_have_attribute("data-next-kind", "recovery_roll")
        page.locator(".table-reference summary").click()
        check_screen(page, ".campaign", "a Recovery roll owed", *ROSTER_NAMES,
                     shared=CAMPAIGN_SHARED)
        tap(page.locator("section.roll [data-face='1']"))  # survives
        expect(page.locator("section.roll")).to_have_attribute("data-next-kind", "fate_roll")
        check_screen(page, ".campaign", "a Casualty Fate roll owed", *ROSTER_NAMES,
                     shared=CAMPAIGN_SHARED)
        while page.locator("section.roll").count():
            before = page.locator(".battle-bar [data-actions]").get_attribute("data-actions")
            tap(page.locator("section.roll [data-face='20']"))
            expect(page.locator(".battle-bar [data-actions]")).not_to_have_attribute(
                "data-actions", before or "")
        expect(page.locator("[data-action=confirm]")).to_be_visible()
        check_screen(page, ".campaign", "the rosters before they change", *ROSTER_NAMES,
                     shared=CAMPAIGN_SHARED)
        tap(page.locator("[data-action=confirm]"))
        expect(page.locator(".confirmed")).to_be_visible()
        # The sentence under Confirmed is the engine's (campaign.rosters_alongside's note).
        check_screen(page, ".campaign", "the rosters confirmed", *ROSTER_NAMES,
                     shared=CAMPAIGN_SHARED)
