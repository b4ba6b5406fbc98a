"""Multiple Wounds (N-6) and Unstable (N-7) on the Ninth Age screen, at 360x740 with
touch: the 10 Trolls take 3 unsaved wounds of Multiple Wounds D3 entered as 3, 3, 2 on
the keypad (8 HP: 2 removed, 2 carried), the formation and the step log say so, Undo,
Redo and a reload keep it; the app rolls the values; an Unstable loss goes to the rank
and file, the Champion, then the Characters in the owner's order."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from .axe import axe_violations
from .conftest import wait_ready
from .conquest_page import open_log, tap
from .ninth_age_page import actions_count, new_battle, removed, screen_snapshot, select, unit
from .phone import phone, phone_checks

pytestmark = pytest.mark.e2e


@pytest.fixture
def page(shared_page: Page) -> Page:
    """This module's page tests share one booted page (conftest.module_page)."""
    return shared_page


def trolls() -> list[dict[str, object]]:
    return [{"name": "Trolls", "models": 10, "files": 5, "hp": 3},
            {"name": "Foes", "player": 1, "models": 5, "files": 5, "hp": 1}]


def plus(page: Page, action: str, times: int) -> None:
    for _ in range(times):
        tap(page.locator(f"[data-action={action}-plus]"))


def face(page: Page, action: str, value: int) -> None:
    """One tap on a die's face on the keypad of ``action``'s field (open while empty)."""
    tap(page.locator(f"#na-{action}-keys [data-key='{value}']"))


def multiple_wounds(page: Page, uid: str) -> None:
    select(page, uid)
    tap(page.locator("[data-loss-kind=mw]"))
    expect(page.locator("[data-mw-x=D3]")).to_have_attribute("aria-pressed", "true")


def test_n6_multiple_wounds_d3_entered_on_a_phone(browser: Browser, site: str) -> None:
    with phone(browser) as page:
        new_battle(page, site, trolls(), name="Trolls")
        start = screen_snapshot(page)
        multiple_wounds(page, "u1")
        plus(page, "mw-wounds", 3)
        expect(page.locator("[data-count^=na-mw-value-]")).to_have_count(3)
        # Each wound's value on the keypad: + from empty is 1, + again 2, + again 3; then
        # one tap on a face, 3 and 2.
        plus(page, "mw-value-0", 3)
        # A D3's keypad shows its faces only: no 0, no 4-9, no C or delete to miss.
        expect(page.locator("#na-mw-value-1-keys [data-key]")).to_have_text(["1", "2", "3"])
        face(page, "mw-value-1", 3)
        face(page, "mw-value-2", 2)
        expect(page.locator("#na-mw-value-1")).to_have_value("3")
        rule = page.locator("#na-preview .preview-rule")
        expect(rule).to_contain_text("Multiple Wounds D3: 3, 3, 2 -> 8 Health Points")
        expect(rule).to_contain_text("(N-6)")
        expect(page.locator("#na-preview .preview-verdict")).to_have_text(
            "8 HP lost: 2 models removed; 2 HP carried over")
        phone_checks(page, "multiple wounds", screenshot="ninth-age-multiple-wounds")
        assert axe_violations(page, where="multiple wounds") == []
        tap(page.locator("[data-action=apply-multiple-wounds]"))
        expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "1")
        assert len(removed(page, "u1")) == 2
        expect(unit(page, "u1")).to_have_attribute("data-lost-hp", "2")
        expect(unit(page, "u1").locator(".verdict-line")).to_have_text(
            "8 HP lost: 2 models removed; 2 HP carried over")
        end = screen_snapshot(page)
        entries = open_log(page)
        expect(entries.first.locator(".log-event")).to_have_text(
            "8 HP lost by Trolls (Rank and file) — Multiple Wounds D3: 3, 3, 2")
        step = entries.first.locator(".step[data-rule='N-6']")
        expect(step).to_contain_text("Multiple Wounds D3: 3, 3, 2 -> 8 Health Points")
        assert axe_violations(page, where="multiple wounds applied") == []
        tap(page.locator("[data-action=undo]"))
        expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "0")
        assert screen_snapshot(page) == start
        tap(page.locator("[data-action=redo]"))
        expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "1")
        assert screen_snapshot(page) == end
        page.reload()
        wait_ready(page)
        expect(unit(page, "u1")).to_have_attribute("data-lost-hp", "2")
        assert screen_snapshot(page) == end


def test_n6_the_app_rolls_the_values(page: Page, site: str) -> None:
    new_battle(page, site, trolls())
    multiple_wounds(page, "u1")
    tap(page.locator("[data-mw-how=roll]"))
    plus(page, "mw-wounds", 2)
    expect(page.locator("[data-count^=na-mw-value-]")).to_have_count(0)
    expect(page.locator("#na-preview")).to_contain_text("The app rolls the 2 wound values")
    tap(page.locator("[data-action=apply-multiple-wounds]"))
    expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "1")
    expect(open_log(page).first.locator(".log-event")).to_contain_text("Multiple Wounds D3: ")
    assert actions_count(page) == 1


def test_n6_a_fixed_number_caps_at_the_models_health_points(page: Page, site: str) -> None:
    new_battle(page, site, trolls())
    multiple_wounds(page, "u1")
    tap(page.locator("[data-mw-x=Number]"))
    plus(page, "mw-fixed", 3)  # 2 -> 5: each wound costs at most a Troll's 3 HP
    plus(page, "mw-wounds", 2)
    expect(page.locator("#na-preview .preview-rule")).to_contain_text(
        "Multiple Wounds 5: 5 (capped to 3), 5 (capped to 3) -> 6 Health Points")
    tap(page.locator("[data-action=apply-multiple-wounds]"))
    expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "1")
    assert len(removed(page, "u1")) == 2


def test_n6_a_fresh_multiple_wounds_entry_starts_empty_and_waits_for_every_value(
        page: Page, site: str) -> None:
    """No wound is taken at a value nobody rolled: each value starts empty, Apply stays off
    and the preview asks for the values until the last one is entered."""
    new_battle(page, site, trolls())
    multiple_wounds(page, "u1")
    apply = page.locator("[data-action=apply-multiple-wounds]")
    plus(page, "mw-wounds", 3)
    for i in range(3):
        expect(page.locator(f"#na-mw-value-{i}")).to_have_value("")
    expect(apply).to_be_disabled()
    expect(page.locator("#na-preview")).to_have_text("Enter each wound's value to preview.")
    face(page, "mw-value-0", 3)
    face(page, "mw-value-1", 3)
    expect(apply).to_be_disabled()
    face(page, "mw-value-2", 2)
    expect(apply).to_be_enabled()
    expect(page.locator("#na-preview .preview-rule")).to_contain_text(
        "Multiple Wounds D3: 3, 3, 2 -> 8 Health Points")


def test_n5_n6_a_split_batch_waits_for_every_multiple_wounds_value(
        page: Page, site: str) -> None:
    """An attack of Multiple Wounds with a value still empty keeps the batch's Apply off,
    whatever the other attacks hold."""
    new_battle(page, site, trolls())
    select(page, "u1")
    tap(page.get_by_label("Several simultaneous attacks (say which caused any excess, N-5)"))
    tap(page.get_by_label("Attack 1 has Multiple Wounds (N-6)"))
    tap(page.get_by_label("Attack 2 has Multiple Wounds (N-6)"))
    apply = page.locator("[data-action=apply-losses]")
    plus(page, "attack-0-mw-wounds", 1)
    plus(page, "attack-0-mw-value-0", 1)
    plus(page, "attack-1-mw-wounds", 2)
    plus(page, "attack-1-mw-value-0", 1)
    plus(page, "attack-1-mw-value-1", 1)
    expect(apply).to_be_enabled()
    page.locator("#na-attack-1-mw-value-1").fill("")
    expect(page.locator("#na-attack-1-mw-value-1-problem")).to_have_text("Enter a number")
    expect(apply).to_be_disabled()


def skeletons() -> list[dict[str, object]]:
    return [{"name": "Skeletons", "models": 4, "files": 4, "hp": 1, "characters": [
        {"name": "Bones", "kind": "champion", "hp": 1},
        {"name": "Vampire", "hp": 3}, {"name": "Necromancer", "hp": 2}]},
        {"name": "Foes", "player": 1, "models": 5, "files": 5, "hp": 1}]


def test_n7_an_unstable_loss_on_a_phone(browser: Browser, site: str) -> None:
    with phone(browser) as page:
        new_battle(page, site, skeletons(), name="Undead")
        select(page, "u1")
        tap(page.locator("[data-loss-kind=unstable]"))
        page.locator("#na-unstable").fill("7")
        order = page.locator(".unstable-order")
        expect(order.locator("[data-order-item]")).to_have_count(2)
        first = order.locator("[data-order-item]").first.inner_text()
        assert "Vampire" in first
        tap(order.locator("[data-order-item]").nth(1).get_by_role("button"))
        expect(order.locator("[data-order-item]").first).to_contain_text("Necromancer")
        rule = page.locator("#na-preview .preview-rule")
        # 4 to the rank and file, 1 to the Champion, then 2 spread: Necromancer first.
        expect(rule).to_contain_text("4 to the rank and file, 1 to Champion Bones, "
                                     "1 to Character Necromancer, 1 to Character Vampire")
        expect(rule).to_contain_text("(N-7)")
        phone_checks(page, "unstable", screenshot="ninth-age-unstable")
        assert axe_violations(page, where="unstable") == []
        tap(page.locator("[data-action=apply-unstable]"))
        expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "1")
        card = unit(page, "u1")
        expect(card.locator(".verdict-line")).to_contain_text("Unstable: 7 HP lost")
        pools = card.locator("[data-health-pool]")
        lost = {p.get_attribute("data-health-pool"): p.get_attribute("data-lost-hp")
                for p in pools.all()}
        assert list(lost.values())[2:] == ["1", "1"]
        expect(card.locator("[data-health-pool=rank_and_file]")).to_contain_text("wiped out")
        expect(open_log(page).first.locator(".log-event")).to_have_text(
            "Unstable: 7 HP lost by Skeletons")
        after = screen_snapshot(page)
        tap(page.locator("[data-action=undo]"))
        expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "0")
        tap(page.locator("[data-action=redo]"))
        expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "1")
        assert screen_snapshot(page) == after
        page.reload()
        wait_ready(page)
        assert screen_snapshot(page) == after


def test_n6_the_odds_panel_takes_multiple_wounds(page: Page, site: str) -> None:
    new_battle(page, site, trolls())
    multiple_wounds(page, "u1")
    panel = page.locator(".odds-panel")
    tap(panel.locator("summary"))
    panel.get_by_label("Multiple Wounds (X)").select_option("D6")
    tap(panel.locator("[data-action=run-na-odds]"))
    expect(panel.locator(".odds-result")).to_contain_text("Health Points lost (Multiple Wounds D6)")
    assert axe_violations(page, selector=".odds-panel", where="odds with Multiple Wounds") == []


def test_n6_table_flow_multiple_wounds_d3_counted(browser: Browser, site: str) -> None:
    """The Trolls' 3 unsaved wounds of D3 rolled 3, 3, 2: every tap counted, each on
    screen where the thumb is, axe and 12 px text checked."""
    from .test_table_flow import Flow

    with phone(browser) as page:
        new_battle(page, site, trolls(), name="Trolls")
        flow = Flow(page, "Ninth Age Multiple Wounds")
        flow.tap(unit(page, "u1").locator(".formation-button"), "Losses")
        flow.tap(page.locator("[data-loss-kind=mw]"), "Multiple Wounds")
        for _ in range(3):
            flow.tap(page.locator("[data-action=mw-wounds-plus]"), "one more wound")
        for i, value in enumerate((3, 3, 2)):
            flow.tap(page.locator(f"#na-mw-value-{i}-keys [data-key='{value}']"),
                     f"wound {i + 1}: {value}")
        expect(page.locator("#na-preview .preview-verdict")).to_have_text(
            "8 HP lost: 2 models removed; 2 HP carried over")
        flow.axe("multiple wounds entered")
        flow.tap(page.locator("[data-action=apply-multiple-wounds]"), "Apply")
        verdict = unit(page, "u1").locator(".verdict-line")
        expect(verdict).to_have_text("8 HP lost: 2 models removed; 2 HP carried over")
        flow.seen(verdict, "verdict")
        flow.report(most=9)


def test_n6_the_report_judges_the_multiple_wounds_dice(browser: Browser, site: str) -> None:
    from .test_report_screen import check_report, open_report

    with phone(browser) as page:
        new_battle(page, site, trolls(), name="Valley")
        multiple_wounds(page, "u1")
        plus(page, "mw-wounds", 3)
        face(page, "mw-value-0", 3)
        face(page, "mw-value-1", 3)
        face(page, "mw-value-2", 2)
        expect(page.locator("#na-preview .preview-verdict")).to_have_text(
            "8 HP lost: 2 models removed; 2 HP carried over")
        tap(page.locator("[data-action=apply-multiple-wounds]"))
        expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "1")
        open_report(page, "ninth_age")
        expect(page.locator(".report-statements")).to_contain_text(
            "Only the Multiple Wounds dice are judged (N-6)")
        expect(page.locator(".report")).to_contain_text("N-6")
        check_report(page, "report-ninth-age-multiple-wounds")


def test_n5_n6_one_attack_of_a_split_batch_has_multiple_wounds(
        browser: Browser, site: str) -> None:
    """The 10 Trolls (30 HP) take a Giant's Multiple Wounds D3 (3, 3, 2: 8 HP, the
    engine's count) and 25 HP from Spears at once: 3 excess, which the attacking player
    puts on the Giant (N-5); Undo, Redo and a reload keep it."""
    with phone(browser) as page:
        new_battle(page, site, trolls(), name="Trolls")
        start = screen_snapshot(page)
        select(page, "u1")
        tap(page.get_by_label("Several simultaneous attacks (say which caused any excess, N-5)"))
        rows = page.locator(".attack-row")
        expect(rows).to_have_count(2)
        rows.nth(0).get_by_label("Attack 1 name").fill("Giant")
        rows.nth(1).get_by_label("Attack 2 name").fill("Spears")
        tap(page.get_by_label("Attack 1 has Multiple Wounds (N-6)"))
        giant = rows.nth(0)
        expect(giant.locator("[data-mw-x=D3]")).to_have_attribute("aria-pressed", "true")
        expect(giant.locator("[data-mw-how]")).to_have_count(0)
        plus(page, "attack-0-mw-wounds", 3)
        face(page, "attack-0-mw-value-0", 3)
        face(page, "attack-0-mw-value-1", 3)
        face(page, "attack-0-mw-value-2", 2)
        rows.nth(1).locator("#na-attack-losses-1").fill("25")
        expect(page.locator(".attacks-total")).to_have_text(
            "Total: 33 Health Points lost (Giant 8, Spears 25)")
        expect(page.locator("#na-preview .preview-title")).to_have_text(
            "Preview: 33 Health Points lost")
        phone_checks(page, "split multiple wounds")
        assert axe_violations(page, where="split multiple wounds") == []
        tap(page.locator("[data-action=apply-losses]"))
        panel = page.locator(".excess-panel")
        expect(panel).to_have_attribute("data-excess", "3")
        expect(panel.locator("label[for=na-excess-0]")).to_have_text(
            "Excess from Giant (caused 8)")
        assert actions_count(page) == 0
        plus(page, "excess-0", 3)
        expect(panel.locator(".excess-count")).to_have_text("3 of 3 excess losses assigned")
        assert axe_violations(page, where="split multiple wounds excess") == []
        tap(panel.locator("[data-action=apply-excess]"))
        expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "1")
        expect(unit(page, "u1")).to_have_attribute("data-destroyed", "true")
        end = screen_snapshot(page)
        entries = open_log(page)
        expect(entries.first.locator(".log-event")).to_have_text(
            "33 HP lost by Trolls (Rank and file) — attacks: Giant (8, Multiple Wounds D3: "
            "3, 3, 2), Spears (25); excess from Giant (3)")
        expect(entries.first.locator(".step[data-rule='N-6']")).to_contain_text(
            "Giant: Multiple Wounds D3: 3, 3, 2 -> 8 Health Points")
        tap(page.locator("[data-action=undo]"))
        expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "0")
        assert screen_snapshot(page) == start
        tap(page.locator("[data-action=redo]"))
        expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "1")
        assert screen_snapshot(page) == end
        page.reload()
        wait_ready(page)
        assert screen_snapshot(page) == end
