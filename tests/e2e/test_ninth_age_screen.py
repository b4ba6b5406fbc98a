"""The Ninth Age table screen, end to end: the rule text's 10 Trolls played through the
page from a new battle, Characters and Champions in the formation and their own Health
Pools, the attacking player's choice of which simultaneous attacks caused the excess
(N-5), undo and redo, and the whole Trolls example on a phone-sized touch screen."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import wait_ready
from .conquest_page import open_log, tap
from .ninth_age_page import (
    actions_count,
    choose_pool,
    enter_losses,
    lose,
    model,
    new_battle,
    placements,
    removed,
    screen_snapshot,
    select,
    unit,
)
from .phone import ARTIFACTS, phone, phone_checks

pytestmark = pytest.mark.e2e


@pytest.fixture
def page(shared_page: Page) -> Page:
    """This module's tests share one booted page (conftest.module_page)."""
    return shared_page

Check = Callable[[Page, str], None]


def trolls() -> list[dict[str, object]]:
    return [{"name": "Trolls", "models": 10, "files": 5, "hp": 3},
            {"name": "Foes", "player": 1, "models": 5, "files": 5, "hp": 1}]


def play_trolls(page: Page, site: str, check: Check | None = None) -> None:
    """N-2's worked example: 10 Trolls with 3 Health Points lose 7, then 2."""
    new_battle(page, site, trolls(), name="Trolls", check=check)
    expect(unit(page, "u1")).to_have_attribute("data-lost-hp", "0")
    expect(unit(page, "u1").locator("[data-model]")).to_have_count(10)
    lose(page, "u1", 7)
    # Two whole Trolls (6 HP) removed; the 7th lost HP is kept track of on the unit.
    assert len(removed(page, "u1")) == 2
    expect(unit(page, "u1")).to_have_attribute("data-lost-hp", "1")
    expect(unit(page, "u1").locator(".carried")).to_have_text("Rank and file: 1 lost HP carried")
    expect(unit(page, "u1").locator("[data-status-text]")).to_have_text("Losses")
    expect(unit(page, "u1").locator(".row-strength")).to_have_text("8/10 models")
    expect(unit(page, "u1").locator(".verdict-line")).to_have_text(
        "7 HP lost: 2 models removed; 1 HP carried over")
    expect(page.locator(".result")).to_contain_text(
        "2 models removed; 1 lost Health Point carried over to later attacks")
    lose(page, "u1", 2)
    # 1 carried + 2 new = 3: one more Troll, nothing carried.
    assert len(removed(page, "u1")) == 3
    expect(unit(page, "u1")).to_have_attribute("data-lost-hp", "0")
    expect(unit(page, "u1").locator(".carried")).to_have_text("Rank and file: no lost HP carried")
    expect(page.locator(".result")).to_contain_text("1 already lost + 2 = 3")
    expect(unit(page, "u1").locator(".verdict-line")).to_have_text(
        "2 HP lost: 1 model removed; 0 HP carried over")
    # The front rank stood firm: casualties came from the rear rank.
    front = [p for p in placements(page, "u1").values() if p[0] == "0" and p[2] == "false"]
    assert len(front) == 5


def test_preview_shows_removals_before_anything_changes(page: Page, site: str) -> None:
    new_battle(page, site, trolls())
    before = screen_snapshot(page)
    select(page, "u1")
    page.locator("#na-losses").fill("7")
    preview = page.locator("#na-preview")
    expect(preview.locator(".preview-title")).to_have_text("Preview: 7 Health Points lost")
    expect(preview.locator(".preview-carried")).to_have_attribute("data-lost-hp", "1")
    expect(preview.locator("[data-model][data-removed=true]")).to_have_count(2)
    expect(preview.locator(".steps")).to_have_count(1)  # the step log, for people
    assert screen_snapshot(page) == before
    assert actions_count(page) == 0


def test_characters_and_champions_are_marked_and_have_their_own_health_pool(
    page: Page, site: str, errors: list[str]
) -> None:
    new_battle(page, site, [
        {"name": "Knights", "models": 6, "files": 4, "hp": 2, "characters": [
            {"name": "Duke Aldo", "kind": "character", "hp": 3},
            {"name": "Sir Bors", "kind": "champion", "hp": 1, "rank": 0, "file": 0}]},
        {"name": "Foes", "player": 1, "models": 5, "files": 5, "hp": 1}])
    duke = model(page, "u1", "u1c1")
    bors = model(page, "u1", "u1c2")
    expect(duke).to_have_attribute("data-pool", "u1c1")
    expect(duke).to_have_attribute("data-kind", "character")
    expect(duke).to_have_attribute("data-rank", "0")
    expect(bors).to_have_attribute("data-kind", "champion")
    expect(bors).to_have_attribute("data-file", "0")
    expect(model(page, "u1", "m1")).to_have_attribute("data-pool", "rank_and_file")
    # Places in the players' words, ranks and files counted from 1 (the ids stay 0-based).
    expect(duke.locator("title")).to_have_text(
        "Character Duke Aldo: front rank, 2nd from left (rank 1, file 2), 3/3 HP")
    pools = unit(page, "u1").locator("[data-health-pool]")
    expect(pools).to_have_count(3)
    expect(pools.nth(1)).to_contain_text("★ Character Duke Aldo")
    expect(pools.nth(2)).to_contain_text("⚑ Champion Sir Bors")
    # The rank and file's carried HP is said once, in the pool list, not in a note too.
    expect(pools.nth(0)).to_contain_text(
        "Rank and file: 6 models of 2 HP, 12 HP left, no lost HP carried")
    expect(unit(page, "u1").locator(".carried")).to_have_count(0)
    # Two lost HP on the Duke's own pool: carried on the Duke, not the rank and file.
    lose(page, "u1", 2, pool="u1c1")
    duke_pool = unit(page, "u1").locator("[data-health-pool=u1c1]")
    expect(duke_pool).to_have_attribute("data-lost-hp", "2")
    expect(duke_pool).to_contain_text("2 lost HP carried")
    expect(unit(page, "u1")).to_have_attribute("data-lost-hp", "0")
    expect(duke).to_have_attribute("data-removed", "false")
    lose(page, "u1", 1, pool="u1c2")
    expect(bors).to_have_attribute("data-removed", "true")
    expect(unit(page, "u1").locator("[data-health-pool=u1c2]")).to_contain_text("wiped out")
    select(page, "u1")
    expect(page.locator("[data-pool-choice=u1c2]")).to_have_count(0)
    choose_pool(page, "rank_and_file")
    assert errors == []


def test_n5_attacking_player_chooses_which_attacks_caused_the_excess(
    page: Page, site: str, errors: list[str]
) -> None:
    new_battle(page, site, [{"name": "Ogres", "models": 2, "files": 3, "hp": 3},
                            {"name": "Foes", "player": 1, "models": 5, "files": 5, "hp": 1}])
    select(page, "u1")
    page.locator("#na-split").check()
    rows = page.locator(".attack-row")
    expect(rows).to_have_count(2)
    rows.nth(0).get_by_label("Attack 1 name").fill("Giant")
    rows.nth(0).locator("#na-attack-losses-0").fill("5")
    rows.nth(1).get_by_label("Attack 2 name").fill("Spears")
    for _ in range(4):
        tap(page.locator("[data-action=attack-1-plus]"))
    expect(page.locator(".attacks-total")).to_have_text("Total: 9 Health Points lost")
    expect(page.locator("#na-preview .preview-title")).to_have_text("Preview: 9 Health Points lost")
    before = screen_snapshot(page)
    tap(page.locator("[data-action=apply-losses]"))
    # The engine refuses with N-5: only the attacking player can say which attacks
    # caused the 3 losses the Health Pool could not take.
    panel = page.locator(".excess-panel")
    expect(panel).to_have_attribute("data-excess", "3")
    expect(panel).to_contain_text("3 of the 9 losses are excess")
    assert screen_snapshot(page) == before
    assert actions_count(page) == 0
    tap(panel.locator("[data-action=excess-1-plus]"))
    tap(panel.locator("[data-action=excess-1-plus]"))
    expect(panel.locator(".excess-count")).to_have_text("2 of 3 excess losses assigned")
    tap(panel.locator("[data-action=apply-excess]"))
    expect(page.locator("#battle-message")).to_contain_text(
        "must account for exactly the 3 excess losses")
    assert actions_count(page) == 0
    tap(panel.locator("[data-action=excess-1-plus]"))
    expect(panel.locator(".excess-count")).to_have_text("3 of 3 excess losses assigned")
    tap(panel.locator("[data-action=apply-excess]"))
    expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "1")
    expect(page.locator(".result")).to_contain_text(
        "The 3 excess losses were caused by Spears (3), as chosen by the attacking player")
    expect(unit(page, "u1")).to_have_attribute("data-destroyed", "true")
    expect(open_log(page).first.locator(".log-event")).to_have_text(
        "9 HP lost by Ogres (Rank and file) — attacks: Giant (5), Spears (4); "
        "excess from Spears (3)")
    assert errors == []


def test_undo_and_redo_give_identical_screens(page: Page, site: str, errors: list[str]) -> None:
    new_battle(page, site, trolls())
    start = screen_snapshot(page)
    # Nothing done yet: the top bar says where the actions are, and no more once one is.
    expect(page.locator(".battle-bar .bar-sub")).to_have_text("Tap a Unit to act")
    lose(page, "u1", 7)
    expect(page.locator(".battle-bar .bar-sub")).to_have_count(0)
    middle = screen_snapshot(page)
    lose(page, "u1", 2)
    end = screen_snapshot(page)
    tap(page.locator("[data-action=undo]"))
    expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "1")
    assert screen_snapshot(page) == middle
    tap(page.locator("[data-action=undo]"))
    expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "0")
    expect(page.locator("[data-action=undo]")).to_be_disabled()
    assert screen_snapshot(page) == start
    tap(page.locator("[data-action=redo]"))
    tap(page.locator("[data-action=redo]"))
    expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "2")
    expect(page.locator("[data-action=redo]")).to_be_disabled()
    assert screen_snapshot(page) == end
    # The battle is saved on the device: reopening it shows the same Units.
    page.reload()
    expect(page.locator("#engine-status")).to_have_attribute("data-state", "ready", timeout=90_000)
    expect(unit(page, "u1")).to_have_attribute("data-lost-hp", "0")
    assert screen_snapshot(page) == end
    assert errors == []


def test_a_bad_unit_is_refused_with_the_engines_field(page: Page, site: str) -> None:
    page.goto(site)
    wait_ready(page)
    tap(page.locator("[data-action=new-ninth-age]"))
    form = page.locator("form.ninth-age-setup")
    row = form.locator(".unit-row").first
    row.get_by_label("Name", exact=True).first.fill("Broken")
    row.get_by_label("Health Points per model").fill("0")
    expect(row.locator(".unit-preview")).to_contain_text("payload.unit.hp")
    tap(form.locator("[data-action=create-battle]"))
    expect(form.locator(".message.error[role=alert]")).to_contain_text("setup.units[0].hp")


def test_n2_worked_example_ten_trolls_lose_7_then_2_on_a_phone_with_touch(
    browser: Browser, site: str
) -> None:
    """The Ninth Age's one worked example played in the page (the rest are unit tests),
    from the typed form, checked as a phone screen at each step."""
    with phone(browser) as page:
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        play_trolls(page, site, check=phone_checks)
        expect(unit(page, "u1").locator("[data-status-text]")).to_have_text("Losses")
        expect(unit(page, "u1").locator(".row-strength")).to_have_text("7/10 models")
        log = open_log(page).locator(".log-event")
        expect(log).to_have_count(2)
        expect(log.first).to_have_text("2 HP lost by Trolls (Rank and file)")
        tap(page.locator(".log-panel summary"))
        assert errors == []
        select(page, "u1")
        page.locator("#na-split").check()
        expect(page.locator(".attack-row")).to_have_count(2)
        phone_checks(page, "losses", screenshot="ninth-age-phone")
        unit(page, "u1").screenshot(path=str(ARTIFACTS / "ninth-age-unit-360.png"))
        assert Path(ARTIFACTS / "ninth-age-unit-360.png").stat().st_size > 1000


def test_n3_the_owner_picks_which_rear_rank_model_leaves(page: Page, site: str) -> None:
    """N-3: outside the first rank the owner may remove models in any order. By default
    3 HP off the Trolls takes m10 (the rear rank's right end); the owner picks m8."""
    from .ninth_age_page import lose, model, new_battle, removed, select

    new_battle(page, site, trolls(), name="Trolls")
    select(page, "u1")
    page.locator("#na-picking").check()
    # The pick is made by tapping the drawn model.
    expect(model(page, "u1", "m8")).to_have_class("cell model rank_and_file pickable")
    tap(model(page, "u1", "m8"))
    expect(page.locator(".picks-panel")).to_have_attribute("data-picks", "m8")
    lose(page, "u1", 3)
    assert removed(page, "u1") == ["m8"]
    expect(page.locator(".result")).to_contain_text("A model removed from the rear rank")


def test_n3_picker_log_and_drawing_give_the_same_place(page: Page, site: str) -> None:
    """The same model is at the same place, ranks and files counted from 1, in the
    picker, the drawing and the step log (the log counted from 0 before)."""
    from .ninth_age_page import lose, model, new_battle, select

    new_battle(page, site, trolls(), name="Trolls")
    select(page, "u1")
    page.locator("#na-picking").check()
    chip = page.locator("[data-pick=m8]")
    expect(chip).to_have_text("rear rank, centre (rank 2, file 3)")
    place = chip.inner_text()
    drawn = model(page, "u1", "m8").locator("title").text_content() or ""
    assert place in drawn, (place, drawn)
    tap(chip)
    lose(page, "u1", 3)
    expect(page.locator(".result")).to_contain_text(f"A model removed from the {place}")


def test_apply_losses_is_off_until_health_points_are_entered(page: Page, site: str) -> None:
    """Table flow 4, as Conquest's Apply: nothing entered, nothing to apply (it was on,
    and refused after the tap with a message)."""
    new_battle(page, site, trolls())
    select(page, "u1")
    apply = page.locator("[data-action=apply-losses]")
    expect(apply).to_be_disabled()
    tap(page.locator("[data-action=losses-plus]"))
    expect(apply).to_be_enabled()
    tap(page.locator("[data-action=losses-minus]"))
    expect(apply).to_be_disabled()
    tap(page.get_by_label("Several simultaneous attacks (say which caused any excess, N-5)"))
    apply = page.locator("[data-action=apply-losses]")
    expect(apply).to_be_disabled()
    tap(page.locator("[data-action=attack-0-plus]"))
    expect(apply).to_be_enabled()


def test_an_attacks_keypad_opened_low_on_the_screen_comes_above_the_bottom_bar(
    page: Page, site: str
) -> None:
    """Table flow 1: the "123" keypad of the second attack must not open under the
    bottom bar."""
    new_battle(page, site, trolls() + [{"name": f"Unit {i}", "player": i % 2, "models": 10,
                                        "files": 5, "hp": 1} for i in range(3, 8)])
    select(page, "u1")
    tap(page.get_by_label("Several simultaneous attacks (say which caused any excess, N-5)"))
    toggle = "[data-action=attack-1-keys]"
    above = page.evaluate("""(s) => {
      const button = document.querySelector(s);
      const bar = document.querySelector(".bottom-bar").getBoundingClientRect().top;
      window.scrollBy(0, button.getBoundingClientRect().bottom - bar + 4);
      return Math.round(bar - document.querySelector(s).getBoundingClientRect().bottom);
    }""", toggle)
    assert 0 <= above <= 6  # just above the bar: its keys would open under it
    tap(page.locator(toggle))
    keys = "#na-attack-losses-1-keys"
    expect(page.locator(keys)).to_be_visible()
    below = page.evaluate("""(s) => Math.round(document.querySelector(s).getBoundingClientRect()
      .bottom - document.querySelector(".bottom-bar").getBoundingClientRect().top)""", keys)
    assert below <= 0


def knights_with_baron_and_vex() -> list[dict[str, object]]:
    return [{"name": "Knights", "models": 6, "files": 4, "hp": 2, "characters": [
                {"name": "Baron", "kind": "character", "hp": 4},
                {"name": "Vex", "kind": "champion", "hp": 2, "rank": 0, "file": 0}]},
            {"name": "Foes", "player": 1, "models": 5, "files": 5, "hp": 1}]


def test_n2_hp_lost_on_a_characters_pool_say_what_the_character_has_left(
    page: Page, site: str, errors: list[str]
) -> None:
    """Two HP lost on the Baron's own Health Pool: the preview, the card's verdict and
    the step log say what the Baron has left of his 4 Health Points, not "0 models
    removed; 2 HP carried over"; the rank and file's verdict still carries over."""
    new_battle(page, site, knights_with_baron_and_vex())
    enter_losses(page, "u1", 2, pool="u1c1")
    expect(page.locator("#na-preview .preview-verdict")).to_have_text(
        "2 HP lost; Baron: 2 of 4 HP left")
    # What the preview says is left on the pool agrees with it (it said "2 lost HP
    # carried", the rank and file's reading).
    expect(page.locator("#na-preview .preview-carried")).to_have_text(
        "Afterwards: Character Baron (2 HP left)")
    tap(page.locator("[data-action=apply-losses]"))
    expect(unit(page, "u1").locator(".verdict-line")).to_have_text(
        "2 HP lost; Baron: 2 of 4 HP left")
    expect(page.locator(".result")).to_contain_text(
        "Character Baron: 2 of 4 Health Points left; 2 lost Health Points carried over to "
        "later attacks")
    lose(page, "u1", 3)
    expect(unit(page, "u1").locator(".verdict-line")).to_have_text(
        "3 HP lost: 1 model removed; 1 HP carried over")
    assert errors == []


def test_the_pool_picked_stays_picked_after_apply_until_its_character_dies(
    page: Page, site: str, errors: list[str]
) -> None:
    """Several attacks on the Baron in a row: after each Apply his Health Pool is still
    the one picked, so the next HP go to him without picking him again; once he is
    dead the entry is back on the rank and file, with nothing said about it."""
    new_battle(page, site, knights_with_baron_and_vex())
    lose(page, "u1", 2, pool="u1c1")
    baron = page.locator("[data-pool-choice=u1c1]")
    expect(baron).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#na-losses")).to_have_value("0")
    for _ in range(2):
        tap(page.locator("[data-action=losses-plus]"))
    expect(page.locator("#na-preview .preview-verdict")).to_have_text(
        "2 HP lost: 1 model removed; Character Baron's Health Pool wiped out")
    tap(page.locator("[data-action=apply-losses]"))
    expect(model(page, "u1", "u1c1")).to_have_attribute("data-removed", "true")
    expect(unit(page, "u1")).to_have_attribute("data-lost-hp", "0")
    expect(baron).to_have_count(0)
    expect(page.locator("[data-pool-choice=rank_and_file]")).to_have_attribute(
        "aria-pressed", "true")
    expect(page.locator("[data-pool-choice=u1c2]")).to_have_attribute("aria-pressed", "false")
    expect(page.locator("label[for=na-losses]")).to_have_text("Health Points lost by Rank and file")
    expect(page.locator(".na-actions .message")).to_have_count(0)
    assert actions_count(page) == 2
    assert errors == []


def test_losses_entered_on_a_characters_pool_come_back_after_a_reload_on_that_pool(
    page: Page, site: str, errors: list[str]
) -> None:
    """Two Health Points entered on the Duke's own Health Pool and not applied when the
    phone discards the tab: they come back on the Duke's Pool, never on the rank and
    file's (the same 2 there would remove other models), and apply there."""
    new_battle(page, site, [
        {"name": "Knights", "models": 6, "files": 4, "hp": 2, "characters": [
            {"name": "Duke Aldo", "kind": "character", "hp": 3}]},
        {"name": "Foes", "player": 1, "models": 5, "files": 5, "hp": 1}])
    enter_losses(page, "u1", 2, pool="u1c1")
    page.reload()
    wait_ready(page)
    expect(page.locator("body")).to_have_attribute("data-place", "reopened")
    expect(page.locator("[data-pool-choice=u1c1]")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#na-losses")).to_have_value("2")
    expect(page.locator("#na-preview .preview-title")).to_have_text(
        "Preview: 2 Health Points lost")
    tap(page.locator("[data-action=apply-losses]"))
    expect(unit(page, "u1").locator("[data-health-pool=u1c1]")).to_have_attribute(
        "data-lost-hp", "2")
    expect(unit(page, "u1")).to_have_attribute("data-lost-hp", "0")
    assert actions_count(page) == 1
    assert errors == []


def test_the_setup_form_counts_a_characters_rank_and_file_from_1(
    page: Page, site: str, errors: list[str]
) -> None:
    """Table-flow 6: the form asks rank and file counted from 1 (1 = front, 1 = left);
    typed 1 and 2, Sir Bors stands in the front rank, second file (0 and 1 in the data).
    Tom (Ben)'s cell says TB, its name's words, never "T(" cut from "(Ben)"."""
    def check(page: Page, where: str) -> None:
        row = page.locator("form.ninth-age-setup .character-row").first
        expect(row).to_contain_text("1 = front")
        expect(row).to_contain_text("1 = left")

    new_battle(page, site, [
        {"name": "Knights", "models": 6, "files": 4, "hp": 2, "characters": [
            {"name": "Sir Bors", "kind": "champion", "hp": 1, "rank": 0, "file": 1},
            {"name": "Tom (Ben)", "kind": "character", "hp": 2}]},
        {"name": "Foes", "player": 1, "models": 5, "files": 5, "hp": 1}], check=check)
    expect(model(page, "u1", "u1c2").locator(".cell-label")).to_have_text("TB")
    bors = model(page, "u1", "u1c1")
    expect(bors.locator(".cell-label")).to_have_text("SB")
    expect(bors).to_have_attribute("data-rank", "0")
    expect(bors).to_have_attribute("data-file", "1")
    expect(bors.locator("title")).to_contain_text("(rank 1, file 2)")
