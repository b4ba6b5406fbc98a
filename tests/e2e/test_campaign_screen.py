"""Warband rosters and the campaign aftermath, end to end through the page: two small
warbands made in the roster editor, a battle's losses marked, the outcome overridden
and put back, every Recovery, Casualty Fate and Wound Table roll entered one model at a
time (a death, a full recovery, a Badly Wounded model, a capture exchanged and a capture
executed for lack of VP), the summary before the rosters change, the confirmation
writing both rosters on the device, and undo throughout, the confirmation included."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from .campaign_page import (
    TYPED_D20,
    Check,
    actions_count,
    enter_d20,
    fill_roster,
    home,
    new_roster,
    open_rosters,
    roll_panel,
    roster_entry,
    roster_model,
    start,
    start_aftermath,
    stats,
    wait_actions,
)
from .conftest import laid_out, wait_ready
from .conquest_page import open_log, tap
from .phone import ARTIFACTS, phone, phone_checks

pytestmark = pytest.mark.e2e


RED = {"name": "Red Company", "vp": 5, "models": [
    {"name": "Captain Red", "kind": "Leader", "value": 40},
    {"name": "Sergeant", "kind": "Hero", "value": 30},
    {"name": "Pikeman", "kind": "Trooper", "value": 10},
    {"name": "Bowman", "kind": "Trooper", "value": 10},
]}
BLUE = {"name": "Blue Host", "vp": 50, "models": [
    {"name": "Blue Knight", "kind": "Hero", "value": 30},
    {"name": "Medic", "kind": "Specialist", "value": 20, "stats": {"AR": 4}},
    {"name": "Scout", "kind": "Individual", "value": 25},
]}
THREES = {"AR": "3", "MV": "3", "ST": "3", "RC": "3", "LD": "3", "AC": "3", "CC": "3"}

def casualty(page: Page, side: int, model: str) -> Locator:
    return page.locator(f".casualty-side[data-side='{side}'] [data-casualty={model}]")


def no_check(page: Page, where: str) -> None:
    pass


def play_aftermath(page: Page, site: str, check: Check = no_check) -> None:
    """The whole walk-through; ``check`` runs on each kind of screen on the way."""
    start(page, site)
    open_rosters(page)
    new_roster(page, RED, check)
    new_roster(page, BLUE)
    expect(page.locator("[data-roster-entry]")).to_have_count(2)
    check(page, "rosters")
    home(page)

    # Red lost 4 (one of them killed in an unrecoverable way), Blue lost 3: both sides
    # have a Pyrrhic Victory (W-1) and their models live on a 6 or less.
    start_aftermath(page, "Red Company (VP 5)", "Blue Host (VP 50)",
                    {0: ["Captain Red", "Sergeant", "Pikeman", "Bowman"],
                     1: ["Blue Knight", "Medic", "Scout"]}, unrecoverable=["Bowman"],
                    check=check)
    outcome = page.locator(".outcome[data-side='0']")
    expect(outcome).to_have_attribute("data-outcome", "Pyrrhic Victory")
    expect(outcome).to_contain_text("Lost 4, the enemy lost 3.")
    expect(outcome).to_contain_text("lost models live on a 6 or less (from the models lost)")
    expect(page.locator(".outcome[data-side='1']")).to_have_attribute(
        "data-outcome", "Pyrrhic Victory")
    expect(casualty(page, 0, "m4")).to_have_attribute("data-status", "dead")
    expect(casualty(page, 0, "m4")).to_contain_text("killed in an unrecoverable way")

    # The players override Red's outcome, then undo it: W-1's outcome is back.
    page.get_by_label("Outcome for Red Company").select_option("Victory")
    wait_actions(page, 1)
    expect(outcome).to_have_attribute("data-outcome", "Victory")
    expect(outcome).to_contain_text("live on an 8 or less (chosen by the players)")
    expect(page.locator("section.roll .why")).to_contain_text("lives on an 8 or less")
    check(page, "roll")
    tap(page.locator("[data-action=undo]"))
    wait_actions(page, 0)
    expect(outcome).to_have_attribute("data-outcome", "Pyrrhic Victory")

    # "Roll for me": the app rolls a D20 and records it; undone, the player enters theirs.
    panel = roll_panel(page, "recovery_roll", "m1")
    tap(panel.locator("[data-action=roll-dice]"))
    wait_actions(page, 1)
    expect(open_log(page).first.locator(".log-event")).to_contain_text(
        "Recovery roll for Captain Red: ")
    tap(page.locator("[data-action=undo]"))
    wait_actions(page, 0)

    # Captain Red survives (3 <= 6) and is Captured (19).
    enter_d20(page, "recovery_roll", "m1", 3)
    expect(page.locator(".result")).to_contain_text(
        "Captain Red rolls 3 for Recovery, needing 6 or less")
    enter_d20(page, "fate_roll", "m1", 19)
    expect(casualty(page, 0, "m1")).to_contain_text("Captured")
    # The Sergeant survives and is Captured too: Red has two captives, Blue only one.
    enter_d20(page, "recovery_roll", "m2", 2)
    enter_d20(page, "fate_roll", "m2", 19, typed=True)
    # The Pikeman dies: 15 is over 6.
    enter_d20(page, "recovery_roll", "m3", 15)
    expect(casualty(page, 0, "m3")).to_have_attribute("data-status", "dead")
    expect(casualty(page, 0, "m3")).to_contain_text("Recovery 15 (needed 6 or less): dead")
    # Blue Knight: Full Recovery.
    enter_d20(page, "recovery_roll", "m1", 1)
    enter_d20(page, "fate_roll", "m1", 5)
    expect(casualty(page, 1, "m1")).to_contain_text(
        "Casualty Fate 5: Full Recovery")
    # Medic: Badly Wounded (17) rolls three times on the Wound Table.
    enter_d20(page, "recovery_roll", "m2", 4)
    enter_d20(page, "fate_roll", "m2", 17)
    expect(page.locator("section.roll h2")).to_have_text("Wound Table roll: Medic")
    expect(page.locator("section.roll .why")).to_have_text(
        "Medic is Badly Wounded: Wound Table roll 1 of 3 (W-4)")
    enter_d20(page, "wound_roll", "m2", 3)   # Chest wound: AR -1
    enter_d20(page, "wound_roll", "m2", 8)   # Leg wound: MV -1
    enter_d20(page, "wound_roll", "m2", 12)  # Arm wound: ST -1
    # Scout: survives on exactly 6 and is Captured.
    enter_d20(page, "recovery_roll", "m3", 6)
    enter_d20(page, "fate_roll", "m3", 19)
    assert actions_count(page) == 14

    # The summary before the rosters change: captives settled by W-5.
    expect(page.locator("section.roll")).to_have_count(0)
    summary = page.locator("section.summary")
    expect(summary).to_be_visible()
    captives = page.locator(".captives")
    for side, model, how in ((0, "m1", "exchanged"), (1, "m3", "exchanged"), (0, "m2", "executed")):
        expect(captives.locator(f"[data-captive={model}][data-side='{side}']")).to_have_attribute(
            "data-how", how)
    expect(captives).to_contain_text(
        "Red Company cannot pay 30 VP for Sergeant (5 VP left): Sergeant is executed")
    red_after = summary.locator("[data-roster-name='Red Company']")
    expect(roster_model(red_after, "Sergeant")).to_have_attribute("data-status", "dead")
    expect(roster_model(red_after, "Sergeant")).to_contain_text("Active→Dead")
    blue_after = summary.locator("[data-roster-name='Blue Host']")
    assert stats(roster_model(blue_after, "Medic")) == {**THREES, "AR": "3", "MV": "2", "ST": "2"}
    expect(roster_model(blue_after, "Medic").locator("[data-stat=AR]")).to_have_text("AR 4→3")
    check(page, "summary")

    tap(page.locator("[data-action=confirm]"))
    wait_actions(page, 15)
    done = page.locator("section.confirmed")
    expect(done).to_have_attribute("data-rosters-saved", "true")
    expect(done).to_contain_text("Both rosters are updated on this device.")
    expect(page.locator(".campaign")).to_have_attribute("data-confirmed", "true")


def check_rosters_after(page: Page) -> None:
    red = roster_entry(page, "Red Company")
    assert [(roster_model(red, n).get_attribute("data-status")) for n in
            ("Captain Red", "Sergeant", "Pikeman", "Bowman")] == ["active", "dead", "dead", "dead"]
    expect(red).to_contain_text("VP 5 · 1 of 4 active")
    blue = roster_entry(page, "Blue Host")
    assert [(roster_model(blue, n).get_attribute("data-status")) for n in
            ("Blue Knight", "Medic", "Scout")] == ["active", "active", "active"]
    medic = roster_model(blue, "Medic")
    assert stats(medic) == {**THREES, "AR": "3", "MV": "2", "ST": "2"}
    expect(medic).to_contain_text("Wounds: Chest wound, Leg wound, Arm wound")
    assert stats(roster_model(blue, "Blue Knight")) == THREES


def test_campaign_aftermath_from_rosters_to_updated_rosters(
    page: Page, site: str, errors: list[str]
) -> None:
    play_aftermath(page, site)
    # The rosters on the device now read as the aftermath left them.
    home(page)
    open_rosters(page)
    check_rosters_after(page)

    # Undoing the confirmation puts the rosters on the device back as they were...
    home(page)
    tap(page.locator(".game-open").first)
    expect(page.locator(".campaign")).to_have_attribute("data-confirmed", "true")
    tap(page.locator("[data-action=undo]"))
    wait_actions(page, 14)
    expect(page.locator(".campaign")).to_have_attribute("data-confirmed", "false")
    expect(page.locator("[data-action=confirm]")).to_be_visible()
    home(page)
    open_rosters(page)
    red = roster_entry(page, "Red Company")
    assert {roster_model(red, n).get_attribute("data-status") for n in
            ("Captain Red", "Sergeant", "Pikeman", "Bowman")} == {"active"}
    assert stats(roster_model(roster_entry(page, "Blue Host"), "Medic")) == {**THREES, "AR": "4"}

    # ...and redoing it writes them again.
    home(page)
    tap(page.locator(".game-open").first)
    tap(page.locator("[data-action=redo]"))
    wait_actions(page, 15)
    expect(page.locator("section.confirmed")).to_have_attribute("data-rosters-saved", "true")
    home(page)
    open_rosters(page)
    check_rosters_after(page)
    assert errors == []


# A node's bottom above the bottom bar's top, in one task.
ABOVE_BAR = """(node) => node.getBoundingClientRect().bottom
  <= document.querySelector(".bottom-bar").getBoundingClientRect().top"""


# The verdict line against the top bar's bottom and the bottom bar's top, in one task.
VERDICT_PLACE = """() => {
  const box = document.querySelector(".verdict-line").getBoundingClientRect();
  return { top: box.top, bottom: box.bottom,
           bar: document.querySelector(".battle-bar").getBoundingClientRect().bottom,
           bottomBar: document.querySelector(".bottom-bar").getBoundingClientRect().top }; }"""


# Text typed and Apply tapped in one moment, before the engine's preview of it can come.
QUICK_APPLY = """(panel, text) => { const box = panel.querySelector(".typed-die input");
  box.value = text; box.dispatchEvent(new Event("input", { bubbles: true }));
  panel.querySelector(".typed-die [data-action=submit-dice]").click(); }"""


def test_a_roll_that_is_not_owed_or_not_a_d20_is_refused(page: Page, site: str) -> None:
    start(page, site)
    open_rosters(page)
    new_roster(page, RED)
    new_roster(page, BLUE)
    home(page)
    start_aftermath(page, "Red Company (VP 5)", "Blue Host (VP 50)",
                    {0: ["Captain Red"], 1: ["Blue Knight"]}, unrecoverable=[])
    panel = roll_panel(page, "recovery_roll", "m1")
    panel.evaluate(QUICK_APPLY, "21")
    # Said beside the box, which keeps the text to correct.
    expect(panel.locator("[data-typed-error]")).to_have_text(
        "21: must be a D20 result from 1 to 20")
    expect(panel.get_by_label(TYPED_D20)).to_have_value("21")
    assert actions_count(page) == 0
    # An outcome cannot change once a Recovery roll was judged against it (W-1).
    enter_d20(page, "recovery_roll", "m1", 12)
    page.get_by_label("Outcome for Red Company").select_option("Victory")
    expect(page.locator("#battle-message")).to_contain_text("has already rolled for Recovery")
    assert actions_count(page) == 1


def test_roster_editor_shows_the_engines_field_error_and_a_failed_save(
    page: Page, site: str, errors: list[str]
) -> None:
    start(page, site)
    open_rosters(page)
    tap(page.locator("[data-action=new-roster]"))
    fill_roster(page, {"name": "Bad Band", "vp": 5, "models": [
        {"name": "Ok", "kind": "Hero", "value": 10},
        {"name": "Wrong", "kind": "Trooper", "value": 10, "stats": {"CC": -1}}]})
    tap(page.locator("[data-action=save-roster]"))
    message = page.locator("#roster-message")
    expect(message).to_contain_text("roster.models[1].characteristics.CC: must be at least 0")
    bad = page.locator(".roster-model-edit").nth(1).get_by_label("CC", exact=True)
    expect(bad).to_have_attribute("aria-invalid", "true")
    expect(bad).to_be_focused()
    bad.fill("2")
    # The device refuses to store anything more: the player is told, nothing is lost.
    page.evaluate("""() => {
        const original = IDBObjectStore.prototype.put;
        IDBObjectStore.prototype.put = function (...args) {
            if (this.name === "rosters") {
                throw new DOMException("full", "QuotaExceededError");
            }
            return original.apply(this, args);
        };
    }""")
    tap(page.locator("[data-action=save-roster]"))
    expect(message).to_contain_text("Could not save the roster on this device (QuotaExceededError)")
    expect(page.locator("form.roster-edit")).to_be_visible()
    assert errors == []


def campaign_phone_checks(page: Page, where: str) -> None:
    phone_checks(page, where, screenshot=f"campaign-{where}")


def test_campaign_aftermath_on_a_phone_with_touch(browser: Browser, site: str) -> None:
    with phone(browser) as page:
        play_aftermath(page, site, check=campaign_phone_checks)
        campaign_phone_checks(page, "confirmed")
        assert Path(ARTIFACTS / "campaign-roll-360.png").stat().st_size > 1000


def test_rosters_are_listed_edited_and_deleted_on_the_device(
    page: Page, site: str, errors: list[str]
) -> None:
    start(page, site)
    open_rosters(page)
    new_roster(page, BLUE)
    blue = roster_entry(page, "Blue Host")
    expect(blue).to_contain_text("VP 50 · 3 of 3 active")
    tap(blue.locator("[data-action=edit-roster]"))
    form = page.locator("form.roster-edit")
    expect(form.get_by_label("Warband name")).to_have_value("Blue Host")
    form.get_by_label("VP", exact=True).fill("45")
    tap(form.locator("[data-action=add-model]"))
    row = form.locator(".roster-model-edit").last
    row.get_by_label("Model name").fill("Grave Guard")
    row.get_by_label("Kind").select_option("Trooper")
    row.get_by_label("Value").fill("12")
    row.get_by_label("Undead").check()
    tap(page.locator("[data-action=save-roster]"))
    expect(page.locator(".rosters .message.info")).to_have_text("Saved Blue Host on this device.")
    expect(blue).to_contain_text("VP 45 · 4 of 4 active")
    guard = roster_model(blue, "Grave Guard")
    expect(guard).to_have_attribute("data-roster-model", "m4")
    expect(guard).to_have_attribute("data-status", "active")
    expect(guard).to_contain_text("Undead")
    # Kept across a reload: the rosters live on the device.
    page.reload()
    home_rosters = page.locator("[data-action=rosters]")
    expect(home_rosters).to_be_visible()
    tap(home_rosters)
    expect(roster_entry(page, "Blue Host")).to_contain_text("VP 45 · 4 of 4 active")
    tap(page.get_by_role("button", name="Delete Blue Host"))
    tap(page.locator("[data-action=confirm-delete-roster]"))
    expect(page.locator("[data-roster-entry]")).to_have_count(0)
    expect(page.locator(".rosters")).to_contain_text("No rosters on this device yet.")
    assert errors == []


def act_then_rosters(page: Page, action: str, actions: int, note: str) -> None:
    """From home: Undo or Redo in the aftermath, its note about the rosters, then the
    roster list."""
    home(page)
    tap(page.locator(".game-open").first)
    tap(page.locator(f"[data-action={action}]"))
    wait_actions(page, actions)
    expect(page.locator(".campaign")).to_contain_text(note)
    home(page)
    open_rosters(page)


def test_undoing_a_confirm_leaves_a_roster_deleted_since_deleted(
    page: Page, site: str, errors: list[str]
) -> None:
    play_aftermath(page, site)
    home(page)
    open_rosters(page)
    tap(page.get_by_role("button", name="Delete Blue Host"))
    tap(page.locator("[data-action=confirm-delete-roster]"))
    expect(page.locator("[data-roster-entry]")).to_have_count(1)
    act_then_rosters(page, "undo", 14, "A roster was deleted on this device after this "
                     "aftermath was confirmed, so it stays deleted.")
    # Red Company is back as it went into the battle; Blue Host stays deleted.
    expect(page.locator("[data-roster-entry]")).to_have_count(1)
    red = roster_entry(page, "Red Company")
    assert {roster_model(red, n).get_attribute("data-status") for n in
            ("Captain Red", "Sergeant", "Pikeman", "Bowman")} == {"active"}
    # Confirmed again: it still stays deleted (it was written back).
    act_then_rosters(page, "redo", 15, "A roster was deleted on this device since it was "
                     "first confirmed, so it stays deleted; the other is updated.")
    expect(page.locator("[data-roster-entry]")).to_have_count(1)
    expect(roster_entry(page, "Red Company")).to_be_visible()
    assert errors == []


def test_a_roster_changed_in_another_tab_while_it_is_edited_is_not_overwritten(
    browser: Browser, site: str
) -> None:
    context = browser.new_context(viewport={"width": 360, "height": 740})
    first = context.new_page()
    start(first, site)
    open_rosters(first)
    new_roster(first, BLUE)
    tap(roster_entry(first, "Blue Host").locator("[data-action=edit-roster]"))
    first.locator("form.roster-edit").get_by_label("VP", exact=True).fill("40")
    # Meanwhile another tab edits the same roster and saves it.
    second = context.new_page()
    second.goto(site)
    wait_ready(second)
    open_rosters(second)
    tap(roster_entry(second, "Blue Host").locator("[data-action=edit-roster]"))
    second.locator("form.roster-edit").get_by_label("VP", exact=True).fill("45")
    tap(second.locator("[data-action=save-roster]"))
    expect(second.locator(".rosters .message.info")).to_have_text("Saved Blue Host on this device.")
    # The first tab's save, from the older revision, is refused and changes nothing.
    tap(first.locator("[data-action=save-roster]"))
    expect(first.locator("#roster-message")).to_contain_text(
        "“Blue Host” changed on this device meanwhile")
    second.reload()
    wait_ready(second)
    open_rosters(second)
    expect(roster_entry(second, "Blue Host")).to_contain_text("VP 45")
    context.close()


def test_w4_rolls_typed_after_a_blinding_roll_are_refused_and_kept_to_correct(
    browser: Browser, site: str
) -> None:
    """ "16 16 18" for a Badly Wounded Medic: two eye wounds blind him (W-4) with a roll
    left, so the 18 may have been rolled for it: nothing is entered, the text stays and the
    reason is beside it; "16 16" then goes in as one action with one Undo."""
    with phone(browser) as page:
        start(page, site)
        open_rosters(page)
        new_roster(page, RED)
        new_roster(page, BLUE)
        home(page)
        start_aftermath(page, "Red Company (VP 5)", "Blue Host (VP 50)",
                        {1: ["Medic"]}, unrecoverable=[])
        enter_d20(page, "recovery_roll", "m2", 1)
        enter_d20(page, "fate_roll", "m2", 17)  # Badly Wounded: 3 Wound Table rolls
        panel = roll_panel(page, "wound_roll", "m2")
        expect(panel.locator("[data-rolls-owed]")).to_have_attribute("data-rolls-owed", "3")
        panel.evaluate(QUICK_APPLY, "16 16 18")
        expect(panel.locator("[data-typed-error]")).to_have_text(
            "The 16 blinds Medic, who makes no more Wound Table rolls, so nothing was "
            "entered: 18 typed after it may have been rolled for those. Type 16 16 (W-4)")
        expect(panel.get_by_label(TYPED_D20)).to_have_value("16 16 18")
        assert actions_count(page) == 2
        panel.get_by_label(TYPED_D20).fill("16 16")
        tap(panel.locator("[data-action=submit-dice]"))
        wait_actions(page, 3)
        expect(casualty(page, 1, "m2")).to_contain_text("retired blind")
        expect(page.locator("[data-typed-error]")).to_have_count(0)
        expect(page.locator("[data-action=undo]")).to_contain_text(
            "Typed rolls: Medic Wound Table 16, Wound Table 16")
        tap(page.locator("[data-action=undo]"))
        wait_actions(page, 2)
        roll_panel(page, "wound_roll", "m2")


def test_a_captive_waits_for_the_other_side_before_the_exchange(
    browser: Browser, site: str
) -> None:
    """Issue point 4: a captive showed "executed" before the other side had rolled, then
    flipped to "exchanged". Until every Casualty Fate is rolled it is waiting (W-5)."""
    with phone(browser) as page:
        start(page, site)
        open_rosters(page)
        new_roster(page, RED)
        new_roster(page, BLUE)
        home(page)
        start_aftermath(page, "Red Company (VP 5)", "Blue Host (VP 50)",
                        {0: ["Captain Red"], 1: ["Blue Knight"]}, unrecoverable=[])
        enter_d20(page, "recovery_roll", "m1", 3)
        enter_d20(page, "fate_roll", "m1", 19)  # Captured; Red cannot pay 40 VP
        captive = page.locator(".captives [data-captive=m1][data-side='0']")
        expect(captive).to_have_attribute("data-how", "waiting")
        expect(captive).to_contain_text("waiting for the other side")
        expect(casualty(page, 0, "m1")).to_have_attribute("data-status", "captured")
        expect(casualty(page, 0, "m1")).not_to_contain_text("executed")
        enter_d20(page, "recovery_roll", "m1", 2)
        enter_d20(page, "fate_roll", "m1", 19)  # Blue Knight captured too: exchanged
        expect(captive).to_have_attribute("data-how", "exchanged")
        expect(casualty(page, 0, "m1")).to_have_attribute("data-status", "active")


GREY = {"name": "Grey Wardens", "vp": 10, "models": [
    {"name": "Vex", "kind": "Hero", "value": 20},
    {"name": "Warden", "kind": "Trooper", "value": 10},
]}


def vex_and_pikeman_lost(page: Page, site: str, grey: dict[str, object]) -> None:
    """``grey`` (Vex and a Warden) against Red Company; Vex and the Pikeman lost."""
    start(page, site)
    open_rosters(page)
    new_roster(page, grey)
    new_roster(page, RED)
    home(page)
    start_aftermath(page, "Grey Wardens (VP 10)", "Red Company (VP 5)",
                    {0: ["Vex"], 1: ["Pikeman"]}, unrecoverable=[])


# The typed box and the reason beside it, measured in one task against the bottom bar.
TYPED_PLACE = """() => {
  const box = document.querySelector(".typed-die input").getBoundingClientRect();
  const error = document.querySelector("[data-typed-error]")?.getBoundingClientRect();
  const bar = document.querySelector(".bottom-bar").getBoundingClientRect().top;
  return { width: box.width, height: box.height, bar,
           error: error ? { top: error.top, bottom: error.bottom } : null };
}"""


def test_w2_w3_w4_vex_types_3_15_19_then_a_refusal_keeps_its_text(
    browser: Browser, site: str
) -> None:
    """Typed at once, "3 15 19" is Vex's whole chain (Recovery 3, within a Pyrrhic
    Victory's 6; Casualty Fate 15, Wounded; Wound Table 19, Shell shock), entered as one
    action; before Apply the box says which roll of whom each value fills (W-2: after a
    failed 20 the next value is the Pikeman's). Then "4 9" for the Pikeman: 4 is his one
    roll, so 9 is one too many and nothing is entered; the text stays, the reason is
    beside it above the bottom bar."""
    with phone(browser) as page:
        vex_and_pikeman_lost(page, site, GREY)
        panel = roll_panel(page, "recovery_roll", "m1")
        owed = panel.locator("[data-rolls-owed]")
        expect(owed).to_have_text("Vex of Grey Wardens · 2 rolls owed now by 2 models of "
                                  "both sides; a result can add more")
        place = page.evaluate(TYPED_PLACE)
        assert place["width"] >= 160 and place["height"] >= 44, place
        fills = panel.locator("[data-typed-fills]")
        panel.get_by_label(TYPED_D20).fill("20 3")
        expect(fills).to_have_text("Each value goes to: Vex Recovery 20; Pikeman Recovery 3")
        panel.get_by_label(TYPED_D20).fill("3 15 19")
        expect(fills).to_have_text("Each value goes to: Vex Recovery 3, Casualty Fate 15, "
                                   "Wound Table 19")
        expect(fills).to_have_attribute("data-refused", "false")
        panel.get_by_label(TYPED_D20).fill("3 15 19 4 9")
        expect(fills).to_have_attribute("data-refused", "true")
        expect(fills).to_contain_text("Apply would refuse these: 5 rolls typed")
        expect(fills).to_contain_text("9 is left over")
        # Said whole above the bottom bar, the box still being typed in (its end, naming
        # what is left over, was under the bar).
        laid_out(page)
        assert fills.evaluate(ABOVE_BAR), "the refusal said before Apply is under the bottom bar"
        # A value that is no D20 is named as typed, never by the request's field.
        panel.get_by_label(TYPED_D20).fill("3 25")
        expect(fills).to_have_text(
            "Apply would refuse these: 25: must be a D20 result from 1 to 20")
        # Apply is off for what the engine said it would refuse, as the D6 entry's is.
        apply = panel.locator("[data-action=submit-dice]")
        expect(apply).to_be_disabled()
        assert actions_count(page) == 0  # said, not entered
        phone_checks(page, "typed rolls said before Apply")
        panel.get_by_label(TYPED_D20).fill("3 15 19")
        expect(fills).to_have_attribute("data-refused", "false")
        expect(apply).to_be_enabled()
        tap(panel.locator("[data-action=submit-dice]"))
        wait_actions(page, 1)
        expect(page.locator(".verdict-line")).to_contain_text(
            "Vex: Recovery 3 (needed 6 or less): survived; Casualty Fate 15: Wounded; "
            "Shell shock")
        # What the typed rolls did is in view, between the top bar and the bottom bar (the
        # faces were kept in place instead, and the verdict went under the top bar).
        laid_out(page)
        place = page.evaluate(VERDICT_PLACE)
        assert place["bar"] <= place["top"] and place["bottom"] <= place["bottomBar"], place
        expect(casualty(page, 0, "m1")).to_have_attribute("data-status", "active")
        panel = roll_panel(page, "recovery_roll", "m3")
        expect(panel.locator("[data-rolls-owed]")).to_have_attribute("data-rolls-owed", "1")
        steps = open_log(page).first
        expect(steps).to_contain_text("Typed rolls: Vex Recovery 3, Casualty Fate 15, "
                                      "Wound Table 19")
        for rule in ("W-2", "W-3", "W-4"):
            expect(steps.locator(f"[data-rule='{rule}']").first).to_be_attached()

        # Said before Apply, Apply is off ...
        panel.get_by_label(TYPED_D20).fill("4 9")
        expect(panel.locator("[data-typed-fills]")).to_contain_text("9 is left over")
        expect(panel.locator("[data-action=submit-dice]")).to_be_disabled()
        # ... and a player quicker than that answer (Apply tapped in the same moment as the
        # last digit) has the engine's refusal at Apply, beside the text kept to correct.
        panel.get_by_label(TYPED_D20).fill("")
        panel.evaluate(QUICK_APPLY, "4 9")
        error = panel.locator("[data-typed-error]")
        expect(error).to_have_text("2 rolls typed, but 1 was owed in all (Pikeman: "
                                   "Recovery), so nothing was entered: 9 is left over (W-2)")
        expect(panel.get_by_label(TYPED_D20)).to_have_value("4 9")
        expect(panel.get_by_label(TYPED_D20)).to_have_attribute("aria-invalid", "true")
        expect(panel.locator("[data-action=submit-dice]")).to_be_disabled()
        place = page.evaluate(TYPED_PLACE)
        assert place["error"] and place["error"]["top"] >= 0, place
        assert place["error"]["bottom"] <= place["bar"], place
        assert actions_count(page) == 1
        phone_checks(page, "typed refusal")
        # One Undo takes the whole chain back.
        tap(page.locator("[data-action=undo]"))
        wait_actions(page, 0)
        roll_panel(page, "recovery_roll", "m1")
        expect(page.locator("[data-typed-error]")).to_have_count(0)


def test_w2_rolls_typed_and_not_applied_come_back_after_a_reload_with_what_they_fill(
    browser: Browser, site: str
) -> None:
    """"3 15" typed for Vex and the phone discards the tab before Apply: the text is in
    the box again, with what each value fills (the engine's plan for the aftermath as it
    is), and applies as typed. Once applied, a reload brings back an empty box."""
    with phone(browser) as page:
        vex_and_pikeman_lost(page, site, GREY)
        panel = roll_panel(page, "recovery_roll", "m1")
        panel.get_by_label(TYPED_D20).fill("3 15")
        fills = panel.locator("[data-typed-fills]")
        expect(fills).to_have_text("Each value goes to: Vex Recovery 3, Casualty Fate 15")
        page.reload()
        wait_ready(page)
        expect(page.locator("body")).to_have_attribute("data-place", "reopened")
        panel = roll_panel(page, "recovery_roll", "m1")
        expect(panel.get_by_label(TYPED_D20)).to_have_value("3 15")
        expect(fills).to_have_text("Each value goes to: Vex Recovery 3, Casualty Fate 15")
        tap(panel.locator("[data-action=submit-dice]"))
        wait_actions(page, 1)
        panel = roll_panel(page, "wound_roll", "m1")
        page.reload()
        wait_ready(page)
        expect(page.locator("body")).to_have_attribute("data-place", "reopened")
        expect(roll_panel(page, "wound_roll", "m1").get_by_label(TYPED_D20)).to_have_value("")


def test_w2_an_undead_models_own_recovery_number_is_said_beside_the_outcome(
    browser: Browser, site: str
) -> None:
    """The outcome said "lost models live on a 6 or less" beside a roll asking an Undead
    Vex for an 8 or less (+2, W-2): the outcome now says the Undead number too, and a
    side with no Undead model lost says nothing more."""
    undead = {**GREY, "models": [{**GREY["models"][0], "undead": True}, GREY["models"][1]]}
    with phone(browser) as page:
        vex_and_pikeman_lost(page, site, undead)
        panel = roll_panel(page, "recovery_roll", "m1")
        expect(panel.locator(".why")).to_contain_text("8")
        grey = page.locator(".outcome[data-side='0']")
        expect(grey.locator(".outcome-text")).to_contain_text("lost models live on a 6 or less")
        expect(grey.locator(".outcome-undead")).to_have_text(
            "Undead models live on an 8 or less")
        expect(page.locator(".outcome[data-side='1'] .outcome-undead")).to_have_count(0)
        phone_checks(page, "undead outcome")


def test_w2_rolls_typed_are_dropped_once_another_tab_has_made_rolls(
    browser: Browser, site: str
) -> None:
    """"3 15" typed for Vex on one tab while the other tab enters Vex's Recovery roll:
    the values were for rolls now made, and would go to the next ones. The box is drawn
    empty when the other tab's roll comes, never left ready to apply to other models."""
    with phone(browser) as page:
        vex_and_pikeman_lost(page, site, GREY)
        panel = roll_panel(page, "recovery_roll", "m1")
        panel.get_by_label(TYPED_D20).fill("3 15")
        expect(panel.locator("[data-typed-fills]")).to_contain_text("Vex Recovery 3")
        other = page.context.new_page()
        other.goto(site)
        wait_ready(other)
        enter_d20(other, "recovery_roll", "m1", 20)  # Vex dies: the Pikeman's roll next
        panel = roll_panel(page, "recovery_roll", "m3")
        expect(panel.get_by_label(TYPED_D20)).to_have_value("")
        expect(panel.locator("[data-typed-fills]")).to_have_text("")
        other.close()
