"""What a player found still English at the table, in the pseudo-locale (accented, about
40% longer, bracketed) at 360x740 with touch: a Morale Test die's reason under "Why?",
the odds charts of the three systems (their captions, averages, figures and what a
screen reader hears of each chance), a worked example's sides (the app's own "Player 1"
and "Player 2"), and the titles of the formation drawings (each Stand's and model's
place). Each fails if the English comes back. In Polish, an odds chance is written with
a decimal comma and the Ninth Age's kinds of losses all fit the phone's width."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from . import conquest_page as qp
from . import ninth_age_page as na
from .conftest import at_home, wait_ready
from .phone import phone, phone_checks
from .pseudo_checks import SETTING, english_in, in_pseudo, rosters_in_pseudo
from .test_languages_systems import BLUE, RED, ROSTER_NAMES

pytestmark = pytest.mark.e2e

# Every figure and label of an odds panel's charts, and what a chance's button says to a
# screen reader (its visible label is checked by the systems' own pseudo tests).
ODDS_TEXTS = """(root) => {
  const scope = document.querySelector(root);
  const all = (q) => [...scope.querySelectorAll(q)];
  const texts = all("figcaption, svg.odds-chart text").map((n) => n.textContent);
  const aria = all(".odds-chance").map((n) => n.getAttribute("aria-label"));
  return { texts, aria };
}"""


def english_texts(texts: list[str], *allowed: str) -> dict[str, list[str]]:
    found = {t: english_in(t, *allowed) for t in texts}
    return {t: w for t, w in found.items() if w}


def check_odds(page: Page, root: str, what: str, *allowed: str) -> None:
    """An odds panel's charts and chances said from the catalogue: each caption and each
    chance's spoken name bracketed, no English word in them or in the charts' figures."""
    seen = page.evaluate(ODDS_TEXTS, root)
    captions = page.locator(f"{root} figcaption").all_inner_texts()
    assert captions, f"{what}: no chart drawn"
    assert all(c.startswith("[") and c.endswith("]") for c in captions), (what, captions)
    assert seen["aria"] and all(a.endswith("]") for a in seen["aria"]), (what, seen["aria"])
    left = english_texts(seen["texts"] + seen["aria"], *allowed)
    assert left == {}, f"{what}: English left in the odds: {left}"
    phone_checks(page, what)


def drawing_titles(drawing: Locator) -> list[str]:
    """Each cell's title and the drawing's names, as a screen reader or a long press
    gets them."""
    titles: list[str] = drawing.evaluate("""(root) => [
      ...[...root.querySelectorAll("title")].map((n) => n.textContent),
      ...[root, ...root.querySelectorAll("[aria-label]")]
        .map((n) => n.getAttribute("aria-label")).filter(Boolean)]""")
    return titles


def test_the_morale_tests_dice_say_why_in_the_pseudo_locale(browser: Browser, site: str) -> None:
    """Dice 1, 3, 4 and 6 against Resolve 3: each reason under "Why?" from the catalogue
    (natural 1, at most, over, natural 6), none of "is over Resolve" left."""
    with phone(browser) as page:
        in_pseudo(page, site)
        qp.new_battle(page, site, [
            {"name": "Wardens", "stands": 6, "files": 3, "wounds": 1, "resolve": 3},
            {"name": "Raiders", "player": 1, "stands": 3, "files": 3, "wounds": 1,
             "resolve": 2}], players=("Alice", "Bob"))
        qp.wound_pool(page, "r1", 4)
        qp.enter_dice(page, "r1", [1, 3, 4, 6])
        why = page.locator(".why-log")
        expect(why).to_have_count(1)
        why.locator("summary").click()
        reasons = why.locator(".dice-results .why")
        expect(reasons).to_have_count(4)
        texts = reasons.all_inner_texts()
        assert all(t.startswith("[") and t.endswith("]") for t in texts), texts
        assert english_texts(texts) == {}, texts
        phone_checks(page, "the Morale Test's dice, why")


def test_conquest_odds_charts_in_the_pseudo_locale(browser: Browser, site: str) -> None:
    with phone(browser) as page:
        in_pseudo(page, site)
        qp.new_battle(page, site, [
            {"name": "Wardens", "stands": 6, "files": 3, "wounds": 1, "resolve": 3},
            {"name": "Raiders", "player": 1, "stands": 3, "files": 3, "wounds": 1,
             "resolve": 2}], players=("Alice", "Bob"))
        qp.select(page, "r1")
        qp.tap(page.locator("[data-actions-for=r1] [data-tab=odds]"))
        qp.tap(page.locator("[data-action=run-odds]"))
        expect(page.locator(".odds-result figure")).to_have_count(3, timeout=30_000)
        check_odds(page, ".odds-result", "Conquest's odds")


def test_the_ninth_age_odds_drawing_and_picks_in_the_pseudo_locale(browser: Browser,
                                                                    site: str) -> None:
    names = ("Spears", "Gor")
    with phone(browser) as page:
        in_pseudo(page, site)
        na.new_battle(page, site, [
            {"name": "Spears", "player": 0, "models": 10, "files": 5, "hp": 2,
             "characters": [{"name": "Gor", "kind": "champion", "hp": 2}]},
            {"name": "Trolls", "player": 1, "models": 3, "files": 3, "hp": 3}])
        # The sides the players did not name: the app's own names, from the catalogue.
        titles = page.locator(".side-title").all_inner_texts()
        assert len(titles) == 2 and all(t.startswith("[") for t in titles), titles
        assert english_texts(titles) == {}, titles
        na.show_card(page, "u1")
        drawing = na.unit(page, "u1").locator("svg.formation").first
        titles = drawing_titles(drawing)
        assert len(titles) >= 10, titles
        assert english_texts(titles, *names) == {}, f"the drawing's titles: {titles}"
        na.select(page, "u1")
        qp.tap(page.locator("#na-picking"))
        chips = page.locator(".picks-panel .pick-chips button")
        expect(chips.first).to_be_visible()
        assert english_texts(chips.all_inner_texts()) == {}, chips.all_inner_texts()
        qp.tap(page.locator("#na-picking"))
        page.locator(".odds-panel summary").click()
        qp.tap(page.locator("[data-action=run-na-odds]"))
        expect(page.locator(".odds-result figure").first).to_be_visible(timeout=30_000)
        check_odds(page, ".odds-result", "the Ninth Age's odds", *names)




def test_the_campaigns_survival_odds_in_the_pseudo_locale(browser: Browser, site: str) -> None:
    with phone(browser) as page:
        rosters_in_pseudo(page, site, RED, BLUE)
        qp.tap(page.locator("[data-action=new-campaign]"))
        form = page.locator("form.campaign-setup")
        form.locator("[data-side-pick='1']").select_option(index=1)
        for side, model in ((0, "m1"), (0, "m2"), (1, "m1")):
            qp.tap(form.locator(f"[data-side='{side}'] [data-lost={model}]"))
        qp.tap(form.locator("[data-action=start-aftermath]"))
        expect(page.locator(".odds-side figure").first).to_be_visible(timeout=30_000)
        check_odds(page, ".campaign .odds-panel", "the campaign's survival odds", *ROSTER_NAMES)


def test_a_worked_example_names_its_sides_in_the_pseudo_locale(browser: Browser,
                                                                site: str) -> None:
    """The examples' sides are the app's "Player 1" and "Player 2": said from the
    catalogue in the side headings, the round bar and the battlefield; and a Stand's
    place in its drawing's titles."""
    names = ("Militia", "Order of the Crimson Tower")
    with phone(browser) as page:
        in_pseudo(page, site)
        qp.tap(page.locator("[data-example=ch6-morale]"))
        expect(page.locator("[data-regiment]").first).to_be_visible()
        sides = page.locator(".side-title").all_inner_texts()
        bar = page.locator(".active-player button").all_inner_texts()
        assert len(sides) == 2 and len(bar) == 2, (sides, bar)
        assert all(t.startswith("[") for t in sides + bar), (sides, bar)
        assert english_texts(sides + bar) == {}, (sides, bar)
        qp.show_card(page, "militia")
        titles = drawing_titles(qp.regiment(page, "militia").locator("svg.formation").first)
        assert len(titles) >= 4, titles
        assert english_texts(titles, *names) == {}, f"the drawing's titles: {titles}"
        phone_checks(page, "a worked example")


def in_polish(page: Page, site: str) -> None:
    at_home(page, site)
    page.evaluate("([key]) => localStorage.setItem(key, 'pl')", [SETTING])
    page.reload()
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("lang", re.compile(r"^pl"))


def test_polish_odds_write_a_decimal_comma(browser: Browser, site: str) -> None:
    with phone(browser) as page:
        in_polish(page, site)
        qp.new_battle(page, site, [
            {"name": "Wardens", "stands": 6, "files": 3, "wounds": 1, "resolve": 3},
            {"name": "Raiders", "player": 1, "stands": 3, "files": 3, "wounds": 1,
             "resolve": 2}], players=("Ala", "Bartek"))
        qp.select(page, "r1")
        qp.tap(page.locator("[data-actions-for=r1] [data-tab=odds]"))
        qp.tap(page.locator("[data-action=run-odds]"))
        expect(page.locator(".odds-result figure")).to_have_count(3, timeout=30_000)
        values = page.locator(".odds-result .odds-value").all_inner_texts()
        assert any(re.fullmatch(r"\d+,\d\s?%", v) for v in values), values
        assert not [v for v in values if re.search(r"\d\.\d", v)], values
        for caption in page.locator(".odds-result figcaption").all_inner_texts():
            # A reading with one outcome is said as certain, without an average.
            assert re.search(r"\(średnio \d+,\d\d\)$", caption) or re.search(
                r": na pewno \d+ \w+$", caption), caption
        # es_07: a bar said "56 %" over the list's "55,6 %": each bar's label is its
        # chance as the list writes it.
        for figure in page.locator(".odds-result figure:not([data-certain])").all():
            listed = figure.locator(".odds-value").all_inner_texts()
            bars = figure.locator("svg .odds-pct").all_text_contents()
            assert bars and all(b in listed for b in bars), (bars, listed)


def test_the_ninth_ages_kinds_of_losses_fit_a_phone_in_polish(browser: Browser,
                                                             site: str) -> None:
    """pl_05: "Niestabilność" was cut off the end of the row at 360 px."""
    with phone(browser) as page:
        in_polish(page, site)
        na.new_battle(page, site, [{"name": "Włócznicy", "player": 0, "models": 20,
                                    "files": 5, "hp": 1}])
        na.select(page, "u1")
        kinds = page.locator(".loss-kind button")
        expect(kinds).to_have_count(3)
        boxes = kinds.evaluate_all("""(ns) => ns.map((n) => {
          const r = n.getBoundingClientRect();
          return { text: n.innerText, right: r.right, height: r.height,
                   clipped: n.scrollWidth > n.clientWidth + 1 }; })""")
        row = page.locator(".loss-kind").evaluate("(n) => n.getBoundingClientRect().right")
        bad = [b for b in boxes if b["right"] > row + 0.5 or b["clipped"] or b["height"] < 44]
        assert bad == [], boxes
        phone_checks(page, "the Ninth Age's kinds of losses in Polish")


def test_the_tables_unit_is_the_languages_in_the_new_battle_form(browser: Browser,
                                                                 site: str) -> None:
    """"Tischbreite (in)": a distance field's unit is the language's word, and stays so
    when the form is switched to mm and back."""
    with phone(browser) as page:
        in_polish(page, site)
        qp.tap(page.locator("[data-action=new-conquest]"))
        form = page.locator("form.setup")
        form.locator("[name=on-table]").check()
        field_id = form.locator("[name=table-width]").get_attribute("id")
        width = form.locator(f"label[for='{field_id}']")
        expect(width).to_have_text(re.compile(r"\(cale\)$"))
        form.locator("[name=distance-units]").select_option("mm")
        expect(width).to_have_text(re.compile(r"\(mm\)$"))
        form.locator("[name=distance-units]").select_option("in")
        expect(width).to_have_text(re.compile(r"\(cale\)$"))
        phone_checks(page, "the new battle's table in Polish")


# Each key of the list import's keypad: its text wider than its box (a word cut, as
# "Siguient" was), or past the pad's right edge.
PAD_KEYS = """() => { const pad = document.querySelector(".entry-pad .entry-keys");
  const right = pad.getBoundingClientRect().right;
  return [...pad.querySelectorAll("button")].filter((b) => b.scrollWidth > b.clientWidth
    || b.scrollHeight > b.clientHeight + 1 || b.getBoundingClientRect().right > right + 0.5
    || parseFloat(getComputedStyle(b).fontSize) < 12).map((b) => b.innerText); }"""
# How far a field's foot is below the top of the sticky bar (keypad and Import button),
# and below the screen's foot: <= 0 when the field is seen whole above them.
UNDER_BAR = """(field) => { const bar = document.querySelector(".import-force .import-bar");
  const foot = field.getBoundingClientRect().bottom;
  return Math.max(foot - bar.getBoundingClientRect().top, foot - innerHeight); }"""


def test_the_list_imports_keypad_fits_and_keeps_the_field_in_view_in_spanish(
        browser: Browser, site: str) -> None:
    """es_18, it_33: "Siguiente" was cut to "Siguient" at the pad's edge, and the sticky
    pad and Import button hid the field being entered or the Faction under them."""
    lists = Path(__file__).resolve().parents[1] / "unit" / "fixtures" / "lists" / "parabellum"
    with phone(browser) as page:
        at_home(page, site)
        page.evaluate("([key]) => localStorage.setItem(key, 'es')", [SETTING])
        page.reload()
        wait_ready(page)
        expect(page.locator("html")).to_have_attribute("lang", re.compile(r"^es"))
        qp.tap(page.locator("[data-action=new-conquest]"))
        qp.tap(page.locator("[data-action=import-for][data-import-side='0']"))
        page.locator("textarea[name=list-text]").fill(
            (lists / "nords-test-1990.txt").read_text())
        qp.tap(page.locator("[data-action=read-pasted]"))
        force = page.locator(".import-force")
        expect(force.locator(".entry-pad .entry-keys")).to_be_visible()
        expect(force.locator("[data-pad-key=next]")).to_have_text("Siguiente")
        assert page.evaluate(PAD_KEYS) == []
        # Each number entered in turn: the one the pad types into is seen above it.
        for digit in (5, 4, 6, 3, 4, 2, 4, 3, 3):
            active = force.locator("input.pad-active")
            expect(active).to_have_count(1)
            page.wait_for_timeout(50)
            assert active.evaluate(UNDER_BAR) <= 0, active.get_attribute("name")
            qp.tap(force.locator(f".entry-pad [data-pad-key='{digit}']"))
        # A field under the bar, focused (a label tapped, the keyboard's Next): lifted
        # above the bar.
        faction = force.locator("input[name=faction]")
        page.evaluate("() => window.scrollTo(0, 0)")
        faction.focus()
        page.wait_for_timeout(100)
        assert faction.evaluate(UNDER_BAR) <= 0
        phone_checks(page, "the list import's keypad in Spanish")
