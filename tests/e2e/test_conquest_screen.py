"""The Conquest table screen, end to end: one worked example (chapter 6's first) played
through the page from a new battle, a full Round with undo and redo, refused dice, and
the whole scenario on a phone-sized touch screen."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect

from .conftest import wait_ready
from .conquest_page import (
    actions_count,
    engine_log,
    enter_dice,
    new_battle,
    new_round,
    open_log,
    regiment,
    screen_snapshot,
    select,
    stand,
    tap,
    top_of,
    wound_pool,
)
from .phone import ARTIFACTS, phone, phone_checks

pytestmark = pytest.mark.e2e


@pytest.fixture
def page(shared_page: Page) -> Page:
    """This module's tests share one booted page (conftest.module_page)."""
    return shared_page



def men_at_arms() -> list[dict[str, object]]:
    return [{"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2},
            {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}]


def test_ch6_example_1_militia_resolve_2_rolls_1_2_3_3_6_through_the_page(
    page: Page, site: str, errors: list[str]
) -> None:
    """Conquest's one worked example played in the page: a Wound Pool, its Morale Test
    and the dice entered by counts. The others of chapters 5 and 6 are unit tests
    (test_conquest_worked_examples.py); the screens they touch are tested elsewhere."""
    new_battle(page, site, [{"name": "Militia", "stands": 4, "files": 2, "wounds": 5,
                             "resolve": 2},
                            {"name": "Foes", "player": 1, "stands": 3, "files": 3,
                             "wounds": 1, "resolve": 2}])
    wound_pool(page, "r1", 5)
    expect(page.locator("#resolve-breakdown")).to_have_attribute("data-resolve", "2")
    enter_dice(page, "r1", [1, 2, 3, 3, 6])
    dice = page.locator(".dice-results .die-result")
    expect(dice).to_have_count(5)
    passed = [d.get_attribute("data-passed") for d in dice.all()]
    assert passed == ["true", "true", "false", "false", "false"]
    expect(dice.nth(0)).to_contain_text("natural 1 always passes")
    expect(dice.nth(4)).to_contain_text("natural 6 always fails")
    expect(stand(page, "r1", "r1f1")).to_have_attribute("data-wounds", "3")
    assert errors == []


def actions_text(n: int) -> str:
    return f"{n} action{'s' if n != 1 else ''}"


def play_full_round(page: Page, site: str) -> tuple[list[tuple[str | None, ...]], ...]:
    new_battle(page, site, [{"name": "Spearmen", "stands": 8, "files": 4, "wounds": 1,
                             "resolve": 3, "command": True},
                            {"name": "Foes", "player": 1, "stands": 3, "files": 3,
                             "wounds": 1, "resolve": 2}])
    start = screen_snapshot(page)
    wound_pool(page, "r1", 2)
    enter_dice(page, "r1", [6, 6])  # two failures: 4 of 8 lost -> Broken (C-14)
    expect(regiment(page, "r1")).to_have_attribute("data-status", "broken")
    expect(regiment(page, "r1").locator(".status")).to_have_text("Broken")
    wound_pool(page, "r1", 2)  # 2 more of the 4 it had when Broken -> Shattered (C-15)
    expect(regiment(page, "r1")).to_have_attribute("data-status", "shattered")
    expect(regiment(page, "r1").locator(".status")).to_have_text("Shattered")
    new_round(page)
    expect(page.locator("[data-round]")).to_have_text("Round 2")
    end = screen_snapshot(page)
    total = actions_count(page)
    assert total == 4  # pool, Morale, pool (Shatters: no test), New Round
    for n in range(total - 1, -1, -1):
        tap(page.locator("[data-action=undo]"))
        expect(page.locator(".battle-bar .muted")).to_have_text(actions_text(n))
    expect(page.locator("[data-action=undo]")).to_be_disabled()
    at_start = screen_snapshot(page)
    for n in range(1, total + 1):
        tap(page.locator("[data-action=redo]"))
        expect(page.locator(".battle-bar .muted")).to_have_text(actions_text(n))
    expect(page.locator("[data-action=redo]")).to_be_disabled()
    at_end = screen_snapshot(page)
    return start, end, at_start, at_end


def test_full_round_breaks_then_shatters_and_undo_redo_give_identical_screens(
    page: Page, site: str, errors: list[str]
) -> None:
    start, end, at_start, at_end = play_full_round(page, site)
    assert at_start == start
    assert at_end == end
    assert errors == []


# Dice typed and Apply tapped in one moment, before the engine has judged them.
QUICK_APPLY_D6 = """(panel, text) => { const box = panel.querySelector("#dice-typed-6");
  box.value = text; box.dispatchEvent(new Event("input", { bubbles: true }));
  panel.querySelector("[data-action=submit-dice]").click(); }"""


def test_impossible_die_or_too_many_dice_are_refused_and_change_nothing(
    page: Page, site: str
) -> None:
    new_battle(page, site, men_at_arms())
    wound_pool(page, "r1", 2)
    before = screen_snapshot(page)
    panel = page.locator("[data-morale-for=r1]")
    # Typed and applied in one moment, before the engine has judged them: refused at
    # Apply, named by what was typed, not by the request's field ("dice[1]: ...").
    panel.evaluate(QUICK_APPLY_D6, "1 7")
    expect(page.locator("#battle-message")).to_contain_text("7: must be a D6 result from 1 to 6")
    expect(page.locator("#battle-message")).not_to_contain_text("dice[")
    assert screen_snapshot(page) == before
    # Judged as they go in: said above the box, and Apply is off.
    panel.get_by_label("or type them (D6 results, a space, comma or point between)").fill("1 7")
    expect(panel.locator(".dice-failures")).to_have_text("7: must be a D6 result from 1 to 6")
    expect(panel.locator("[data-action=submit-dice]")).to_be_disabled()
    assert screen_snapshot(page) == before
    # Typed, Apply waits for as many dice as the test owes, and the count says so (one
    # die too many or too few was only refused by the engine once applied).
    typed = panel.get_by_label("or type them (D6 results, a space, comma or point between)")
    for text, shown in (("1 2 3", "3 of 2 dice typed"), ("1", "1 of 2 dice typed")):
        typed.fill(text)
        expect(panel.locator(".dice-count")).to_have_text(shown)
        expect(panel.locator("[data-action=submit-dice]")).to_be_disabled()
    assert screen_snapshot(page) == before
    # Counting more dice than asked cannot be entered: the counts stop at what is left.
    panel.get_by_label("or type them (D6 results, a space, comma or point between)").fill("")
    tap(panel.locator("[data-face='2']"))
    tap(panel.locator("[data-count-of='2']"))
    tap(panel.locator("[data-face='3']"))
    expect(panel.locator("[data-count-of]")).to_have_count(0)
    expect(panel.locator(".dice-count")).to_have_text("2 of 2 dice entered")
    assert screen_snapshot(page) == before
    # A refusal belongs to the panel it was shown with: opening another Regiment's
    # actions does not carry it there.
    panel.evaluate(QUICK_APPLY_D6, "1 7")
    expect(page.locator("#battle-message")).to_contain_text("must be a D6 result")
    tap(regiment(page, "r2").locator(".formation-button"))
    expect(page.locator("[data-actions-for=r2]")).to_be_visible()
    expect(page.locator("#battle-message")).to_be_hidden()


def test_whole_scenario_on_a_phone_with_touch(browser: Browser, site: str) -> None:
    with phone(browser) as page:
        start, end, at_start, at_end = play_full_round(page, site)
        assert (at_start, at_end) == (start, end)
        select(page, "r2")
        phone_checks(page, "conquest", screenshot="conquest-phone")
        regiment(page, "r2").screenshot(path=str(ARTIFACTS / "conquest-formation-360.png"))
        assert Path(ARTIFACTS / "conquest-formation-360.png").stat().st_size > 1000


def seen(button: Locator) -> str:
    """A control's text as it shows on screen, without white space."""
    return "".join(button.inner_text().split())


def test_dice_counts_have_names_a_screen_reader_says_as_players_do(
    page: Page, site: str
) -> None:
    """The count buttons read "2 dice" on screen (not "2×5", said "2 times 5"); their
    accessible names say "2 dice show 5", and a face says whether it fails (C-10) and
    how many dice show it, on screen in words beside its colour ("fail ×2"), its name
    starting with the words it shows ("5 fail, 2 dice")."""
    new_battle(page, site, men_at_arms())
    wound_pool(page, "r1", 3)
    panel = page.locator("[data-morale-for=r1]")
    tap(panel.locator("[data-face='5']"))
    expect(panel.locator("[data-count-of]")).to_have_count(3)
    assert [seen(b) for b in panel.locator("[data-count-of]").all()] == ["1die", "2dice", "3dice"]
    expect(panel.get_by_role("button", name="2 dice show 5", exact=True)).to_have_count(1)
    expect(panel.get_by_role("button", name="2×5")).to_have_count(0)
    expect(panel.get_by_role("button", name="1 die shows 5", exact=True)).to_be_visible()
    tap(panel.get_by_role("button", name="2 dice show 5", exact=True))
    face = panel.locator("[data-face='5']")
    expect(face).to_have_attribute("data-count", "2")
    word = face.get_attribute("class") or ""
    verdict = "fail" if "fail" in word else "pass"
    assert seen(face) == f"5{verdict}×2"
    said = f"5 {verdict}, 2 dice"
    expect(panel.get_by_role("button", name=said, exact=True)).to_have_count(1)
    four = panel.locator("[data-face='4']")
    four_word = "fail" if "fail" in (four.get_attribute("class") or "") else "pass"
    assert seen(four) == f"4{four_word}"
    expect(panel.get_by_role("button", name=f"4 {four_word}", exact=True)).to_have_count(1)


def test_c12_a_wound_pool_waits_for_the_morale_test_owed_and_says_so_once(
    page: Page, site: str
) -> None:
    """With a Morale Test owed elsewhere, a Wound Pool must not be offered (Apply
    enabled, a preview asked) only to be refused in the preview and again at the top: the
    panel says once, before any tap, that it waits (C-12), in the engine's words."""
    new_battle(page, site, [
        {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2,
         "position": {"x": 300, "y": 300, "facing": 0}},
        {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2,
         "position": {"x": 800, "y": 800, "facing": 0}}], battlefield=(1200, 1200))
    wound_pool(page, "r1", 2)
    select(page, "r2")
    # Moving waits too, and its button is off (not on, only to refuse).
    tap(page.locator("[data-tab=place]"))
    expect(page.locator("[data-actions-for=r2] .refused")).to_have_attribute(
        "data-refused-rule", "C-12")
    expect(page.locator("[data-action=apply-place]")).to_be_disabled()
    tap(page.locator("[data-tab=pool]"))
    expect(page.locator("[data-tab=pool]")).to_have_attribute("data-refused", "true")
    # Struck through on screen, and said to a screen reader as well.
    expect(page.locator("[data-tab=pool]")).to_have_accessible_name("Wound Pool (not now)")
    refused = page.locator("[data-actions-for=r2] .refused")
    expect(refused).to_have_count(1)
    expect(refused).to_have_attribute("data-refused-rule", "C-12")
    expect(refused).to_have_text("Not now: Men-at-Arms must first take its Morale Test "
                                 "(2 dice) before another Wound Pool (C-12)")
    expect(page.locator("[data-action=apply-pool]")).to_be_disabled()
    # The pad takes nothing either: a number typed there could not be applied.
    for control in ("[data-key='1']", "[data-key=clear]", "[data-action=pool-plus]",
                    "[data-action=pool-input]", "#pool-no-morale"):
        expect(page.locator(f"[data-actions-for=r2] {control}")).to_be_disabled()
    expect(page.locator("#pool-preview")).to_have_text("")
    expect(page.locator("#battle-message")).to_be_hidden()
    # The test taken, the pool is offered again with its preview; Apply waits for a
    # number, so the second tap of a double tap finds it off.
    enter_dice(page, "r1", [1, 1])
    select(page, "r2")
    expect(page.locator("[data-actions-for=r2] .refused")).to_have_count(0)
    expect(page.locator("[data-tab=pool]")).not_to_have_attribute("data-refused", "true")
    apply = page.locator("[data-action=apply-pool]")
    expect(apply).to_be_disabled()
    tap(page.locator("[data-key='1']"))
    expect(apply).to_be_enabled()
    page.locator("#pool-no-morale").check()
    expect(page.locator("#pool-preview .preview-title")).to_have_text("Preview: 1 Wound")
    apply.dblclick()
    expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "3")
    expect(page.locator("#battle-message")).to_be_hidden()
    expect(page.locator("[data-action=apply-pool]")).to_be_disabled()


TOP = "(n) => Math.round(n.getBoundingClientRect().top)"


def test_a_reload_reopens_the_battle_where_the_player_was(
    context: BrowserContext, site: str
) -> None:
    """Table flow 2: a reload, or the phone discarding the tab at the table, must not
    reopen the battle at the top of its list. It reopens with the card the player was
    at where it was on the screen, after the engine's own drawing too; a battle opened
    again from the list starts at the top. Its own page: it opens the list's first
    battle."""
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    # Rows, not cards: enough of them for a page taller than two screens.
    new_battle(page, site, [{"name": f"Regiment {i}", "player": i % 2, "stands": 6,
                             "files": 3, "wounds": 2, "resolve": 2} for i in range(1, 31)])
    wound_pool(page, "r1", 1, morale=False)  # r1's panel stays open: drawn taller

    # Regiment 4, high on the page: below it are more cards than the screen holds, so the
    # page can be put back there after the reload (it is shorter then: no panel open).
    fourth = regiment(page, "r4")
    fourth.evaluate("(n) => window.scrollBy(0, n.getBoundingClientRect().top - 100)")
    assert fourth.evaluate(TOP) == 100
    page.reload()
    wait_ready(page)
    # The engine has opened the battle (its step log is there) and drawn it again.
    engine_log(page, 1)
    assert abs(top_of(page, "article[data-regiment=r4]") - 100) <= 2
    assert page.evaluate("window.scrollY") > 0
    tap(page.locator("button.back"))
    # Opened from the keyboard: the focus is not sent to the new screen's Back button
    # (a second Enter would leave the battle at once).
    page.locator(".game-open").first.focus()
    page.keyboard.press("Enter")
    engine_log(page, 1)
    assert page.evaluate("window.scrollY") == 0
    assert page.evaluate("document.activeElement.matches('button.back')") is False
    assert errors == []


# Each kept place read back by the page's own place.js (what a reload does with it).
TAKE_PLACES = """async (kept) => {
  const { takePlace } = await import("./place.js");
  return kept.map((text) => {
    sessionStorage.setItem("aftermath.place", text);
    return [takePlace(), sessionStorage.getItem("aftermath.place")];
  });
}"""


def test_a_kept_place_that_is_not_a_place_is_not_used(page: Page, site: str) -> None:
    """It comes from storage: checked, and read once."""
    page.goto(site)
    wait_ready(page)
    good = {"battle": "b1", "card": ["data-unit", "u2"], "top": 88, "y": 640}
    opened = {**good, "open": "u2", "tab": "pool"}
    kept = [json.dumps(k) for k in (
        good, {**good, "battle": "b2"}, opened, {**good, "card": ["onclick", "r1"]},
        {**good, "top": "88"}, {**good, "y": None}, {**good, "open": 5},
        {**good, "tab": "x" * 30}, [good], {**opened, "entry": [1]},
        {**opened, "entry": {"rev": "3"}})] + ["{", "x" * 2000]
    result = page.evaluate(TAKE_PLACES, kept)
    # Which battle it is for is the app's to match (test_reload_place.py); a place kept
    # by an older page says nothing of an open card, nor of what was entered there.
    closed = {"open": None, "tab": None, "entry": None}
    expected = [[{**good, **closed}, None], [{**good, "battle": "b2", **closed}, None],
                [{**opened, "entry": None}, None]] + [[None, None]] * 10
    assert result == expected


def test_undo_and_redo_from_the_bottom_bar_leave_the_page_where_it_is(
    page: Page, site: str, errors: list[str]
) -> None:
    """Table flow 2: while the step log is read, Undo of a Morale Test must not scroll the
    page up to the Regiment it reopens, nor Redo's entry, put back above the one being
    read, push it down. The bar's buttons say what they do and the announcement
    says it again: the page stays, and so does the entry being read."""
    new_battle(page, site, [{"name": f"Regiment {i}", "player": i % 2, "stands": 6,
                             "files": 3, "wounds": 1, "resolve": 2} for i in range(1, 9)])
    for rid in ("r2", "r3", "r4", "r5"):
        wound_pool(page, rid, 1, morale=False)
    wound_pool(page, "r1", 2)
    enter_dice(page, "r1", [1, 1])
    open_log(page)
    read = ".log-panel .log-entry[data-index='1']"
    page.evaluate("(s) => window.scrollBy(0, document.querySelector(s)"
                  ".getBoundingClientRect().top - 300)", read)
    assert top_of(page, read) == 300
    assert top_of(page, "article[data-regiment=r1]") < -200
    tap(page.locator("[data-action=undo]"))
    expect(page.locator("#announce")).to_have_text("Undone: Morale Test for Regiment 1: 1, 1")
    assert abs(top_of(page, read) - 300) <= 2
    assert top_of(page, "article[data-regiment=r1]") < -200
    tap(page.locator("[data-action=redo]"))
    expect(page.locator(".battle-bar [data-actions]")).to_have_attribute("data-actions", "6")
    assert abs(top_of(page, read) - 300) <= 2
    assert errors == []


BELOW_BAR = """(s) => {
  const node = document.querySelector(s);
  const bar = document.querySelector(".bottom-bar").getBoundingClientRect().top;
  return Math.round(node.getBoundingClientRect().bottom - bar);
}"""


def test_the_dice_counts_a_face_opens_low_on_the_screen_come_above_the_bottom_bar(
    page: Page, site: str
) -> None:
    """Table flow 1: with 18 Morale dice, a face tapped just above the bottom bar must
    not open its counts under it, where the player would have to scroll to reach them."""
    new_battle(page, site, [{"name": "Brutes", "stands": 20, "files": 5, "wounds": 3,
                             "resolve": 3}])
    wound_pool(page, "r1", 18)
    panel = page.locator("[data-morale-for=r1]")
    expect(panel).to_be_visible()
    page.evaluate("""() => {
      const face = document.querySelector("[data-morale-for=r1] [data-face='3']");
      const bar = document.querySelector(".bottom-bar").getBoundingClientRect().top;
      window.scrollBy(0, face.getBoundingClientRect().bottom - bar + 4);
    }""")
    tap(panel.locator("[data-face='3']"))
    expect(panel.locator("[data-count-of='1']")).to_be_visible()
    assert page.evaluate(BELOW_BAR, "[data-morale-for=r1] .dice-counts") <= 0


def test_c3_c15_a_character_s_wounds_that_would_shatter_are_previewed_before_the_tap(
    page: Page, site: str
) -> None:
    """A Duel's Wounds on a Character are not a Wound Pool, yet they can Shatter its
    Regiment: the Character tab previews them as the Wound Pool tab does, in the
    engine's words, and the tap then does exactly what the preview said."""
    new_battle(page, site, [
        {"name": "Raiders", "stands": 3, "files": 3, "wounds": 1, "resolve": 2,
         "characters": [{"name": "Jarl", "wounds": 2, "resolve": 3}]},
        {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}])
    wound_pool(page, "r1", 2, morale=False)  # 2 of 4 Stands: Broken, B = 2 (C-14, C-15)
    expect(regiment(page, "r1")).to_have_attribute("data-status", "broken")
    select(page, "r1")
    tap(page.locator("[data-tab=character]"))
    preview = page.locator("#character-preview")
    expect(preview.locator(".preview-title")).to_have_text("Preview: 1 Wound on Jarl")
    verdict = preview.locator(".preview-verdict")
    expect(verdict).to_have_text("Character Wounded")
    tap(page.locator("[data-key='2']"))
    expect(preview.locator(".preview-title")).to_have_text("Preview: 2 Wounds on Jarl")
    said = "Character removed: Jarl; 1 Stand lost -> SHATTERED"
    expect(verdict).to_have_text(said)
    expect(regiment(page, "r1")).to_have_attribute("data-status", "broken")  # only a preview
    tap(page.locator("[data-action=apply-character]"))
    expect(regiment(page, "r1").locator(".verdict-line")).to_have_text(said)
    expect(regiment(page, "r1")).to_have_attribute("data-status", "shattered")


def test_c16_the_rally_tab_says_what_a_rally_does_from_the_engine_and_records_one(
        page: Page, site: str) -> None:
    """The tab said "A successful Rally" beside a button that records one whatever
    happened: what a Rally does is the engine's sentence, ruling cited, and the button
    says it records the Rally made at the table."""
    new_battle(page, site, men_at_arms())
    wound_pool(page, "r1", 12, morale=False)  # 3 of 6 Stands lost: Broken (C-14)
    expect(regiment(page, "r1")).to_have_attribute("data-status", "broken")
    tap(page.locator("[data-tab=rally]"))
    expect(page.locator(".rally-does")).to_have_text(
        "A successful Rally clears Broken and counts losses afresh from now (C-16)")
    button = page.locator("[data-action=apply-rally]")
    expect(button).to_have_text("Record the Rally")
    expect(button).to_have_accessible_description(
        "Tap it once the Regiment has Rallied at the table.")
    tap(button)
    expect(regiment(page, "r1")).to_have_attribute("data-status", "steady")
    tap(page.locator("[data-tab=rally]"))
    expect(page.locator(".rally-does")).to_have_text(
        "Rallying counts this Round's losses afresh from now (C-16)")
