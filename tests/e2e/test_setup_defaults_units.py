"""One default for a new Regiment, one distance setting and words for what a setup
does, on a 360x740 touch phone: a Muster profile started with no Command Stand while
the battle form started with one; Move took inches while setup positions took mm;
nothing said which way facing 0 points; a refused setup said
"setup.regiments[1].position: is not a legal place" instead of naming the Regiments."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .conftest import at_home, start_home
from .conquest_page import fill_setup, select, tap
from .muster_page import open_muster

pytestmark = pytest.mark.e2e

NUMBERS = ("Stands", "Files per rank", "Wounds", "Resolve")


def test_a_new_regiment_starts_the_same_in_muster_and_in_the_battle_form(
        shared_phone: Page, site: str) -> None:
    """Both start from the engine's Ch5 Men-at-Arms, Command Stand on."""
    with start_home(shared_phone) as page:
        at_home(page, site)
        open_muster(page)
        tap(page.locator("[data-action=new-profile]"))
        profile = page.locator("form.muster-form")
        muster = [profile.get_by_label(n, exact=True).input_value() for n in NUMBERS]
        muster_command = profile.get_by_label("Command Stand (front centre)").is_checked()
        at_home(page, site)
        tap(page.locator("[data-action=new-conquest]"))
        row = page.locator("form.setup .regiment-row").first
        battle = [row.get_by_label(n, exact=True).first.input_value() for n in NUMBERS]
        battle_command = row.get_by_label("Command Stand (front centre)").is_checked()
        assert (muster, muster_command) == (["6", "3", "4", "2"], True)
        assert (battle, battle_command) == (muster, muster_command)


def test_setup_positions_take_the_one_distance_setting_and_facing_shows_its_way(
        shared_phone: Page, site: str) -> None:
    """Inches on this device: the table and the positions are typed in inches, and the
    Regiment stands where those inches are in mm; the facing field says which way 0
    points and turns its arrow (by the SVG's own transform: the page allows no inline
    style, and a refused one is a console error)."""
    with start_home(shared_phone) as page:
        errors: list[str] = []
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        at_home(page, site)
        tap(page.locator("[data-action=new-conquest]"))
        form = page.locator("form.setup")
        expect(form.locator("[name=distance-units]")).to_have_value("in")
        form.get_by_label("Play on a battlefield", exact=False).check()
        # The engine's one default table, the one a first Charge deploys on: 6' x 4'.
        expect(form.get_by_label("Table width (in)")).to_have_value("72")  # 1828.8 mm
        expect(form.get_by_label("Table depth (in)")).to_have_value("48")  # 1219.2 mm
        rows = form.locator(".regiment-row")
        tap(rows.last.get_by_role("button", name="Remove Regiment"))
        row = rows.first
        row.get_by_label("Name", exact=True).fill("Knights")
        row.get_by_label("x (in)", exact=True).fill("10")
        row.get_by_label("y (in)", exact=True).fill("20")
        facing = row.get_by_label("Facing (°)", exact=True)
        words = row.locator(".facing-words")
        expect(words).to_have_text("Faces up the table (0° is up the table, 90° to the right)")
        facing.fill("90")
        expect(words).to_contain_text("Faces to the right")
        expect(row.locator(".facing-arrow path")).to_have_attribute("transform", "rotate(90)")
        tap(form.locator("[data-action=create-battle]"))
        knights = page.locator("svg.battlefield [data-bf-regiment=r1]")
        expect(knights).to_have_attribute("data-x", "254")  # 10 in = 254 mm
        expect(knights).to_have_attribute("data-y", "508")
        expect(knights).to_have_attribute("data-facing", "90")
        # Move takes the same unit.
        select(page, "r1")
        tap(page.locator("[data-tab=place]"))
        expect(page.get_by_label("x (in)")).to_have_value("10")
        # The Undo label says the move in inches too, as the engine wrote it for this
        # device's setting (it said "moved to (304.8, 508)" in mm).
        page.get_by_label("x (in)").fill("12")
        tap(page.locator("[data-action=apply-place]"))
        expect(page.locator(".bottom-bar [data-action=undo] .bar-what")).to_have_text(
            "Knights moved to (12″, 20″) facing 90°")
        assert errors == []


def test_a_refused_setup_names_the_regiments_that_overlap(shared_phone: Page, site: str) -> None:
    with start_home(shared_phone) as page:
        fill_setup(page, site, [
            {"name": "Knights", "stands": 6, "files": 3, "wounds": 4, "resolve": 2,
             "position": {"x": 600, "y": 500, "facing": 0}},
            {"name": "Levy", "player": 1, "stands": 6, "files": 3, "wounds": 1,
             "resolve": 2, "position": {"x": 610, "y": 500, "facing": 0}},
        ], battlefield=(1200, 1200))
        tap(page.locator("form.setup [data-action=create-battle]"))
        message = page.locator("form.setup .message.error")
        expect(message).to_contain_text("Knights and Levy would overlap")
        expect(message).not_to_contain_text("setup.regiments")


@pytest.mark.parametrize(("system", "form_class", "row_class", "add"), [
    ("conquest", "form.setup", ".regiment-row", "Add Regiment"),
    ("ninth-age", "form.ninth-age-setup", ".unit-row", "Add Unit"),
])
def test_a_row_added_to_a_new_battle_is_for_the_player_of_the_row_above(
        shared_phone: Page, site: str, system: str, form_class: str, row_class: str,
        add: str) -> None:
    """The form starts with a row for each player; a player filling in the second army
    adds a row and it was Player 1's, to be changed by hand every time."""
    with start_home(shared_phone) as page:
        at_home(page, site)
        tap(page.locator(f"[data-action=new-{system}]"))
        form = page.locator(form_class)
        rows = form.locator(row_class)
        expect(rows).to_have_count(2)
        tap(form.get_by_role("button", name=add, exact=True))
        expect(rows).to_have_count(3)
        expect(rows.nth(2).get_by_label("Player")).to_have_value("1")
        rows.nth(2).get_by_label("Player").select_option("0")
        tap(form.get_by_role("button", name=add, exact=True))
        expect(rows.nth(3).get_by_label("Player")).to_have_value("0")
