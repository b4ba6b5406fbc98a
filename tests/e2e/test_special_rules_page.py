"""The Conquest special rules through the page at 360x740 with touch (C-20 to C-23):
rules picked on the profiles, a Wound Pool whose source and arc come from the
battlefield, the Morale Test with Terrifying and the flank re-roll entered by counts,
and a Muster profile's rules carried into a battle by an army list and a share link."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from . import conquest_page as qp
from .conftest import at_home, start_home, wait_ready
from .muster_page import back_home, item, new_list, open_muster
from .phone import phone
from .test_table_flow import Flow

pytestmark = pytest.mark.e2e

# Knights charged into the Men-at-Arms' left flank: the places the engine's own Charge
# gives them on a 6' x 4' table (conquest.charge, edge "left").
MEN_AT_ARMS: dict[str, Any] = {
    "name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2,
    "position": {"x": 914.5, "y": 457.125, "facing": 0}}
KNIGHTS: dict[str, Any] = {
    "name": "Knights", "player": 1, "kind": "cavalry", "stands": 3, "files": 3, "wounds": 4,
    "resolve": 3, "special_rules": [{"name": "Terrifying", "x": 1}],
    "position": {"x": 854.5, "y": 417.125, "facing": 90}}


def flank_battle(page: Page, site: str) -> None:
    qp.new_battle(page, site, [MEN_AT_ARMS, KNIGHTS], battlefield=(1829, 1219), typed=True)
    expect(qp.regiment(page, "r2").locator(".special-rules-note")).to_have_text(
        "Special rules: Terrifying 1")
    expect(qp.regiment(page, "r1").locator(".engaged-note")).to_contain_text("left flank")


def test_c22_c23_a_flank_pool_from_terrifying_knights_asks_the_rerolls_by_counts(
        shared_phone: Page, site: str) -> None:
    """Wound Pool 6 from the flank -> 6 dice by counts -> the 3 re-rolls by counts, in
    at most 16 taps on controls already on screen; the source is the engine's default
    (one Enemy Regiment in contact: no question), its arc the battlefield's."""
    with start_home(shared_phone) as page:
        flank_battle(page, site)
        flow = Flow(page, "Conquest special rules")
        maa = qp.regiment(page, "r1")
        flow.tap(maa.locator(".formation-button"), "Actions")
        source = page.locator("details.pool-source")
        expect(source.locator("summary")).to_have_text("From Knights · Clash · flank (battlefield)")
        expect(source).not_to_have_attribute("open", "")  # nothing asked
        flow.tap(page.locator("[data-key='6']"), "keypad 6")
        expect(page.locator("#pool-preview .preview-verdict")).to_have_text(
            "6 Wounds suffered; 1 Stand lost; Morale Test due: 6 dice")
        flow.axe("pool from the flank")
        flow.tap(page.locator("[data-action=apply-pool]"), "Apply Wound Pool")
        morale = page.locator("[data-morale-for=r1]")
        expect(morale.locator("#resolve-breakdown")).to_have_text(
            "Each die passes on 2 or less (a 1 always passes, a 6 always fails, C-10). "
            "Resolve: highest Resolve 2, size bonus +1 (5 Stands), Terrifying -1 = 2")
        heading = morale.locator("h3 .morale-heading")
        expect(heading).to_have_text("Morale Test: roll 6 dice")
        due = (page.locator(".bottom-bar .due-text"), page.locator(".battle-bar .bar-sub"))
        for bar in due:
            expect(bar).to_have_text("Morale Test due: 6 dice (Men-at-Arms)")
        for face, n in ((2, 3), (5, 2), (6, 1)):
            flow.tap(morale.locator(f"[data-face='{face}']"), f"face {face}")
            flow.tap(morale.locator(f"[data-count-of='{n}']"), f"{n} x {face}")
        flow.tap(morale.locator("[data-action=submit-dice]"), "Apply these dice")
        again = morale.locator("[data-reroll-for='3']")
        expect(again.locator(".reroll-head")).to_have_text(
            "First roll 2, 2, 2, 5, 5, 6: re-roll 3 passed dice (C-23)")
        # Only the passes are asked now, and the count goes on from the first roll's.
        expect(heading).to_have_text("Morale Test: re-roll 3 dice")
        # The bars say the step on screen, not the first roll's dice already entered.
        for bar in due:
            expect(bar).to_have_text("Morale Test: re-roll 3 dice (Men-at-Arms)")
        expect(again.locator(".dice-failures")).to_have_text(
            "3 failures so far (3 in the first roll)")
        flow.axe("re-rolls")
        for face, n in ((1, 1), (4, 2)):
            flow.tap(again.locator(f"[data-face='{face}']"), f"re-roll face {face}")
            flow.tap(again.locator(f"[data-count-of='{n}']"), f"{n} x {face}")
        expect(again.locator(".dice-count")).to_have_text("3 of 3 dice entered")
        expect(again.locator(".dice-failures")).to_have_text(
            "5 failures so far (3 in the first roll)")
        flow.tap(again.locator("[data-action=submit-dice]"), "Apply the re-rolls")
        verdict = maa.locator(".verdict-line")
        expect(verdict).to_have_text(
            "Morale: 6 dice vs Resolve 2 (Terrifying -1), from the flank: 3 re-rolled -> 5 fail; "
            "1 Stand lost")
        flow.seen(verdict, "the verdict under the Regiment")
        flow.axe("verdict")
        flow.report(16)
        assert flow.taps == 15
        # "Why?": the first roll's passes say they were rolled again, and the re-rolls
        # follow, judged on their own (never a first-roll pass shown as one that stood).
        qp.tap(maa.locator(".outcome-box .why-log summary"))
        lists = maa.locator(".outcome-box .dice-results")
        expect(lists).to_have_count(2)
        first, again = (lists.nth(0).locator(".die-result"), lists.nth(1).locator(".die-result"))
        assert [(d.get_attribute("data-die"), d.get_attribute("data-rerolled"))
                for d in first.all()] == [("2", "true")] * 3 + [("5", None)] * 2 + [("6", None)]
        expect(first.nth(0).locator(".verdict")).to_have_text("pass, re-rolled")
        expect(maa.locator(".outcome-box .dice-caption")).to_have_text("Re-rolls of the passes")
        assert [(d.get_attribute("data-die"), d.get_attribute("data-passed"))
                for d in again.all()] == [("1", "true"), ("4", "false"), ("4", "false")]
        expect(again.nth(1).locator(".verdict")).to_have_text("fail")
        flow.axe("the dice re-rolled, why")

        steps = ["C-22 Terrifying 1 (Knights): Resolve 3 -> 2", "C-23 Flank: 3 passes re-rolled"]

        def logged() -> None:
            entries = qp.open_log(page)
            test = entries.first
            expect(test.locator(".log-event")).to_have_text(
                "Morale Test for Men-at-Arms: 2, 2, 2, 5, 5, 6; re-rolled 1, 4, 4")
            for step in steps:
                expect(test.locator(".step", has_text=step.split(" ", 1)[1])).to_have_count(1)
            expect(test.locator(".step[data-rule=C-23]")).to_have_text(steps[1])

        logged()
        states = qp.stand_states(page, "r1")
        qp.tap(page.locator("[data-action=undo]"))
        expect(page.locator("[data-morale-for=r1]")).to_be_visible()
        expect(page.locator("[data-action=redo]")).to_contain_text("re-rolled 1, 4, 4")
        qp.tap(page.locator("[data-action=redo]"))
        expect(maa.locator(".verdict-line")).to_have_text(
            "Morale: 6 dice vs Resolve 2 (Terrifying -1), from the flank: 3 re-rolled -> 5 fail; "
            "1 Stand lost")
        assert qp.stand_states(page, "r1") == states
        page.reload()
        wait_ready(page)
        expect(qp.regiment(page, "r1")).to_be_visible()
        assert qp.stand_states(page, "r1") == states
        expect(qp.regiment(page, "r2").locator(".special-rules-note")).to_have_text(
            "Special rules: Terrifying 1")
        qp.engine_log(page, 2)
        logged()


def test_c23_the_bars_follow_the_reroll_step_on_screen_and_never_lose_its_dice(
        shared_phone: Page, site: str) -> None:
    """The bars said "re-roll 3 dice" after the card was closed; a new modifier left the
    count of re-rolls as it was; the bar's own button drew the panel again empty."""
    with start_home(shared_phone) as page:
        flank_battle(page, site)
        qp.wound_pool(page, "r1", 6)
        morale = page.locator("[data-morale-for=r1]")
        bar = page.locator(".bottom-bar .due-text")
        for face, n in ((2, 1), (3, 2), (5, 2), (6, 1)):
            qp.tap(morale.locator(f"[data-face='{face}']"))
            qp.tap(morale.locator(f"[data-count-of='{n}']"))
        qp.tap(morale.locator("[data-action=submit-dice]"))
        # Resolve 2 (Terrifying -1): the 2 passes and is re-rolled; with +1 the 3s too.
        expect(bar).to_have_text("Morale Test: re-roll 1 die (Men-at-Arms)")
        qp.tap(morale.locator("[data-action=modifier-plus]"))
        expect(morale.locator("h3 .morale-heading")).to_have_text("Morale Test: re-roll 3 dice")
        expect(morale.locator("[data-reroll-for='3']")).to_be_visible()
        expect(bar).to_have_text("Morale Test: re-roll 3 dice (Men-at-Arms)")
        qp.tap(morale.locator("[data-reroll-for='3'] [data-face='4']"))
        qp.tap(morale.locator("[data-reroll-for='3'] [data-count-of='1']"))
        # The bar's button brings the open panel into view as it is.
        qp.tap(page.locator(".bottom-bar [data-action=due-morale]"))
        again = morale.locator("[data-reroll-for='3']")
        expect(again.locator("[data-face='4']")).to_have_attribute("data-count", "1")
        expect(bar).to_have_text("Morale Test: re-roll 3 dice (Men-at-Arms)")
        # Closed, its card says nothing of a step no longer on screen; Undo and Redo too.
        qp.tap(qp.regiment(page, "r1").locator(".formation-button"))
        expect(morale).to_have_count(0)
        expect(bar).to_have_text("Morale Test due: 6 dice (Men-at-Arms)")
        expect(page.locator(".battle-bar .bar-sub")).to_have_text(
            "Morale Test due: 6 dice (Men-at-Arms)")
        qp.tap(page.locator("[data-action=undo]"))
        qp.tap(page.locator("[data-action=redo]"))
        expect(bar).to_have_text("Morale Test due: 6 dice (Men-at-Arms)")


def test_c20_an_indomitable_muster_profile_goes_into_battles_by_list_and_by_link(
        shared_phone: Page, browser: Browser, site: str) -> None:
    with start_home(shared_phone) as page:
        at_home(page, site)
        open_muster(page)
        qp.tap(page.locator("[data-action=new-profile]"))
        form = page.locator("form.muster-form")
        form.get_by_label("Name", exact=True).fill("Wardens")
        qp.add_rule(form.locator("details.special-rules").first, {"name": "Indomitable", "x": 1})
        qp.add_rule(form.locator("details.special-rules").first,
                    {"name": "Shield Wall", "known": False})
        qp.tap(form.locator("[data-action=save-muster]"))
        expect(item(page, "Wardens").locator(".muted")).to_contain_text(
            "; Indomitable 1, Shield Wall")
        new_list(page, "Wall", "Ann", [("Wardens", 1)])
        new_list(page, "Gate", "Bo", [("Wardens", 1)])
        qp.tap(item(page, "Wall").get_by_role("button", name="Share Wall"))
        link = page.locator("#share-link").input_value()
        qp.tap(page.locator(".share-dialog .dialog-head").get_by_role("button", name="Close"))
        back_home(page)
        for target in ("[data-action=new-conquest]", "[data-side='0'] [data-list=Wall]",
                       "[data-side='1'] [data-list=Gate]", "[data-action=start-from-lists]"):
            qp.tap(page.locator(target))
        notes = page.locator("article[data-regiment] .special-rules-note")
        expect(notes).to_have_count(2)
        expect(notes.first).to_have_text("Special rules: Indomitable 1, Shield Wall")

    with phone(browser) as them:
        them.goto(link)
        wait_ready(them)
        preview = them.locator(".link-preview")
        expect(preview).to_have_attribute("data-link-kind", "conquest.list")
        qp.tap(preview.locator("[data-action=open-link]"))
        note = them.locator("article[data-regiment] .special-rules-note").first
        expect(note).to_have_text("Special rules: Indomitable 1, Shield Wall")


def test_c28_c29_bravery_a_named_heal_and_a_decay_roll_by_counts(
        shared_phone: Page, site: str) -> None:
    """Zealots (Bravery) Broken by a pool use Bravery (offered, then refused with the
    engine's reason once not Broken); Fanatical Devotion heals 3; a Decay 1 roll of
    their Stands' dice entered by counts makes its Wounds with no Morale Test."""
    with start_home(shared_phone) as page:
        qp.new_battle(page, site, [
            {"name": "Zealots", "stands": 4, "files": 2, "wounds": 2, "resolve": 2,
             "special_rules": [{"name": "Bravery"}]},
            {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}])
        zealots = qp.regiment(page, "r1")
        qp.wound_pool(page, "r1", 4, morale=False)
        expect(zealots).to_have_attribute("data-status", "broken")
        qp.tap(page.locator("[data-tab=rally]"))
        bravery = page.locator("[data-action=apply-bravery]")
        expect(bravery).to_be_enabled()
        qp.tap(bravery)
        expect(zealots).to_have_attribute("data-status", "steady")
        qp.tap(page.locator("[data-tab=rally]"))
        expect(page.locator(".bravery [data-refused-rule=C-28]")).to_have_text(
            "Not now: Zealots is not Broken (C-28)")
        expect(page.locator("[data-action=apply-bravery]")).to_be_disabled()
        qp.tap(page.locator("[data-tab=heal]"))
        expect(page.locator("#heal-source option")).to_have_text([
            "Heal Points", "Regeneration (X)", "Fanatical Devotion (3)", "Biotic Renewal"])
        page.get_by_label("Heal from").select_option("fanatical_devotion")
        expect(page.locator("#heal-points")).to_have_value("3")
        qp.tap(page.locator("[data-action=apply-heal]"))
        entries = qp.open_log(page)
        expect(entries.first.locator(".log-event")).to_have_text(
            "Heal 3 (Fanatical Devotion) on Zealots")
        qp.tap(page.locator("[data-tab=pool]"))
        decay = page.locator("details.decay")
        qp.tap(decay.locator("summary"))
        count = decay.locator("[data-decay-dice]")
        expect(count).to_have_attribute("data-decay-dice", "4")  # 4 Stands again
        for face, n in ((1, 1), (2, 1), (5, 2)):
            qp.tap(decay.locator(f"[data-face='{face}']"))
            qp.tap(decay.locator(f"[data-count-of='{n}']"))
        qp.tap(decay.locator("[data-action=submit-dice]"))
        expect(entries.first.locator(".log-event")).to_have_text("Decay 1 on Zealots")
        expect(entries.first.locator(".step[data-rule=C-29]")).to_have_text(
            "C-29 Decay 1: 4 Stands roll 4 dice, 2 of them 5 or 6: 2 Wounds, no Morale Tests")
        expect(page.locator("[data-morale-for=r1]")).to_have_count(0)


def test_the_special_rules_list_arriving_late_keeps_the_odds_entered_and_shown(
        browser: Browser, site: str) -> None:
    """A battle reopened while the engine starts asks for the special rules' list once it
    is up; coming after the Odds tab was opened, it redrew the whole panel: the numbers
    entered went back to their defaults and odds on their way landed nowhere. Now only
    the source line it changes is drawn again."""
    with phone(browser) as page:
        qp.new_battle(page, site, [
            {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2},
            {"name": "Knights", "player": 1, "stands": 3, "files": 3, "wounds": 4,
             "resolve": 3}], name="Late rules")
        held: list[Any] = []
        page.context.route("**/build.json", lambda route: held.append(route))
        page.reload()
        expect(page.locator(".battle-title")).to_have_text("Late rules")
        qp.hold_special_rules(page)
        for _ in range(100):
            if held:
                break
            page.wait_for_timeout(100)
        for route in held:
            route.continue_()
        page.context.unroute("**/build.json")
        wait_ready(page)
        qp.select(page, "r1")
        qp.tap(page.locator("[data-tab=odds]"))
        wounds = page.get_by_label("Wounds", exact=True)
        wounds.fill("3")
        qp.tap(page.locator("[data-action=run-odds]"))
        chances = page.locator(".odds-panel .odds-chances")
        expect(chances).to_be_visible()
        chances.evaluate("(n) => { n.dataset.kept = 'yes'; }")
        harm = page.locator(".odds-panel #pool-harm")
        expect(harm).to_have_attribute("data-waiting", "true")
        page.evaluate("window.__releaseRules()")
        # The source line drawn again with the rules known: the harm kinds offered.
        expect(harm).not_to_have_attribute("data-waiting", "true")
        expect(harm).to_be_enabled()
        expect(page.locator(".odds-panel .odds-chances[data-kept=yes]")).to_be_visible()
        expect(wounds).to_have_value("3")
