"""What a screen knows of the rules after a reload (a phone discards a background tab):
a Wound Pool's source, harm and arc are the battle's own (the engine's view), never a
default a late or refused reply left behind (C-21, C-22, C-23)."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Browser, Page, expect

from . import conquest_page as qp
from .campaign_page import home, new_roster, open_rosters, start, start_aftermath, wait_actions
from .conftest import wait_ready
from .phone import phone
from .test_special_rules_page import KNIGHTS, MEN_AT_ARMS

pytestmark = pytest.mark.e2e

# The verdict the same pool and dice give without a reload
# (test_special_rules_page.py: Terrifying 1 from the Knights, the flank's re-roll).
VERDICT = ("Morale: 6 dice vs Resolve 2 (Terrifying -1), from the flank: 3 re-rolled -> 5 fail; "
           "1 Stand lost")
SOURCE = "From Knights · Clash · flank (battlefield)"

# One kind of the engine's replies held back until the test lets it through: the page
# is up and the battle open, that reply still to come.
HOLD = """(kind) => {
  const post = Worker.prototype.postMessage;
  const held = [];
  window.__release = () => { window.__free = true; held.splice(0).forEach((f) => f()); };
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.type === kind && !window.__free) {
      held.push(() => post.call(this, message, ...rest));
      return undefined;
    }
    return post.call(this, message, ...rest);
  };
}"""


def hold(page: Page, kind: str) -> None:
    """From the next load on, ``kind``'s requests wait for ``window.__release()``."""
    page.add_init_script(f"({HOLD})({json.dumps(kind)});")


def flank_pool_and_morale(page: Page) -> None:
    """Wound Pool 6 on the Men-at-Arms, the Knights in their flank: Terrifying's Resolve,
    6 dice, the flank's re-roll of the 3 passes, and the verdict."""
    qp.wound_pool(page, "r1", 6)
    morale = page.locator("[data-morale-for=r1]")
    expect(morale.locator("#resolve-breakdown")).to_contain_text("Terrifying -1 = 2")
    for face, n in ((2, 3), (5, 2), (6, 1)):
        qp.tap(morale.locator(f"[data-face='{face}']"))
        qp.tap(morale.locator(f"[data-count-of='{n}']"))
    qp.tap(morale.locator("[data-action=submit-dice]"))
    again = morale.locator("[data-reroll-for='3']")
    expect(again.locator(".reroll-head")).to_have_text(
        "First roll 2, 2, 2, 5, 5, 6: re-roll 3 passed dice (C-23)")
    for face, n in ((1, 1), (4, 2)):
        qp.tap(again.locator(f"[data-face='{face}']"))
        qp.tap(again.locator(f"[data-count-of='{n}']"))
    qp.tap(again.locator("[data-action=submit-dice]"))
    expect(qp.regiment(page, "r1").locator(".verdict-line")).to_have_text(VERDICT)


def test_c21_c23_a_reload_keeps_the_pool_source_terrifying_and_the_flank_reroll(
        browser: Browser, site: str) -> None:
    """Reloaded mid-battle, the Wound Pool tab names the Knights, Clash and the flank as
    before, and the pool gets Terrifying and the flank's re-roll: the same verdict as
    without the reload. Then reloaded with the special-rules reply late: the harm's
    choice waits and says so, but the pool still names its source, harm and arc."""
    with phone(browser) as page:
        qp.new_battle(page, site, [MEN_AT_ARMS, KNIGHTS], battlefield=(1829, 1219))
        page.reload()
        wait_ready(page)
        qp.select(page, "r1")
        expect(page.locator("details.pool-source summary")).to_have_text(SOURCE)
        flank_pool_and_morale(page)

        # Back to before the pool, then reloaded with the reply held.
        for _ in range(2):
            qp.tap(page.locator("[data-action=undo]"))
        expect(page.locator(".battle-bar .muted")).to_have_text(re.compile(r"^0 actions\b"))
        hold(page, "conquest.special_rules")
        page.reload()
        wait_ready(page)
        qp.select(page, "r1")
        summary = page.locator("details.pool-source summary")
        expect(summary).to_have_text(
            "From Knights · kind of harm: waiting for the engine · flank (battlefield)")
        expect(page.locator("#pool-harm")).to_be_disabled()
        # The heals a Heal may name (C-29) wait too; plain Heal Points do not.
        qp.tap(page.locator("[data-tab=heal]"))
        expect(page.locator("#heal-source")).to_be_disabled()
        expect(page.locator("#heal-source")).to_have_text("Waiting for the engine…")
        qp.tap(page.locator("[data-tab=pool]"))
        flank_pool_and_morale(page)
        page.evaluate("() => window.__release()")
        expect(summary).to_have_text(SOURCE)
        expect(page.locator("#pool-harm")).to_be_enabled()
        qp.tap(page.locator("[data-tab=heal]"))
        expect(page.locator("#heal-source")).to_be_enabled()


def test_w1_a_chosen_outcome_stays_chosen_while_the_campaign_tables_are_late(
        browser: Browser, site: str) -> None:
    """Reloaded with the campaign's tables still to come, the outcome the players chose
    (W-1) is shown chosen and the pick waits, saying so, instead of offering only the
    outcome from the losses; with the tables in, every outcome is offered again."""
    red = {"name": "Red Company", "vp": 5, "models": [
        {"name": "Captain Red", "kind": "Leader", "value": 40},
        {"name": "Pikeman", "kind": "Trooper", "value": 10}]}
    blue = {"name": "Blue Host", "vp": 50, "models": [
        {"name": "Blue Knight", "kind": "Hero", "value": 30}]}
    with phone(browser) as page:
        start(page, site)
        open_rosters(page)
        new_roster(page, red)
        new_roster(page, blue)
        home(page)
        start_aftermath(page, "Red Company (VP 5)", "Blue Host (VP 50)",
                        {0: ["Captain Red"], 1: []}, unrecoverable=[])
        pick = page.get_by_label("Outcome for Red Company")
        pick.select_option("Victory")
        wait_actions(page, 1)
        outcome = page.locator(".outcome[data-side='0']")
        expect(outcome).to_have_attribute("data-outcome", "Victory")
        hold(page, "campaign.tables")
        page.reload()
        wait_ready(page)
        expect(outcome).to_contain_text("(chosen by the players)")
        expect(pick).to_have_value("Victory")
        expect(pick).to_be_disabled()
        expect(pick.locator("option[disabled]")).to_have_text(
            "Other outcomes: waiting for the engine…")
        page.evaluate("() => window.__release()")
        expect(pick).to_be_enabled()
        expect(pick).to_have_value("Victory")
        expect(pick.locator("option")).not_to_have_count(2)


def test_c21_c24_after_a_reload_a_pool_naming_nothing_gets_phalanx_against_the_front(
        browser: Browser, site: str) -> None:
    """No battlefield, no Enemy Regiment named: the pool's arc is the front (C-21), and
    Phalanx gives +1 Resolve against it (C-24), after a reload as before it."""
    phalangites = {"name": "Phalangites", "stands": 3, "files": 3, "wounds": 4, "resolve": 3,
                   "special_rules": [{"name": "Phalanx"}]}
    foes = {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}
    with phone(browser) as page:
        qp.new_battle(page, site, [phalangites, foes])
        page.reload()
        wait_ready(page)
        qp.select(page, "r1")
        expect(page.locator("details.pool-source summary")).to_have_text(
            "Source not named · Clash · front")
        qp.wound_pool(page, "r1", 1)
        expect(page.locator("[data-morale-for=r1] #resolve-breakdown")).to_have_text(
            "Each die passes on 4 or less (a 1 always passes, a 6 always fails, C-10). "
            "Resolve: highest Resolve 3, size bonus +0 (3 Stands), Phalanx +1 = 4")


def test_c20_a_special_rules_picker_drawn_before_the_rules_list_says_it_is_not_in(
        browser: Browser, site: str) -> None:
    """The new-battle form's picker while the engine's list of known rules (C-20) is
    late: a typed rule is not called one that "changes nothing"; with the list in, the
    known rules are offered."""
    with phone(browser) as page:
        hold(page, "conquest.special_rules")
        page.goto(site)
        wait_ready(page)
        qp.tap(page.locator("[data-action=new-conquest]"))
        picker = page.locator("form.setup details.special-rules").first
        expect(picker.locator(".rule-does")).to_have_text(
            "The engine's list of the rules it knows is not in yet: a rule typed here is kept, "
            "and the engine reads its name when it is saved.")
        page.evaluate("() => window.__release()")
        expect(picker.locator("select[name=rule-pick] option[value=Phalanx]")).to_have_count(1)
        expect(picker.locator(".rule-does")).to_have_text(
            "Any other rule is kept and shown on the card; it changes nothing.")


def test_c21_c23_a_battle_whose_opening_is_late_waits_then_names_the_pool_source(
        browser: Browser, site: str) -> None:
    """Reloaded with the engine up but the battle's opening late: the screen's actions
    stay off, saying the engine is not ready for them, rather than taking a pool
    without its source; once open, the Wound Pool tab names the Knights, Clash and the
    flank, and the pool gets Terrifying and the flank's re-roll."""
    with phone(browser) as page:
        qp.new_battle(page, site, [MEN_AT_ARMS, KNIGHTS], battlefield=(1829, 1219))
        hold(page, "game.open")
        page.reload()
        wait_ready(page)
        expect(qp.regiment(page, "r1").locator(".formation-button")).to_be_disabled()
        expect(page.locator("main")).to_contain_text("actions open as soon as the engine is ready")
        page.evaluate("() => window.__release()")
        qp.select(page, "r1")
        expect(page.locator("details.pool-source summary")).to_have_text(SOURCE)
        flank_pool_and_morale(page)
