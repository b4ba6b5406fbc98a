"""What a battle's overview row needs from the engine's view: how many Stands (or
models) are left of those the Regiment (or Unit) started with, and what it owes now
in the rules' own words, so the page only formats them."""

from __future__ import annotations

from aftermath.conquest import WoundPool
from aftermath.report import build

from . import overview_views
from .conquest_helpers import battle, regiment


def row_of(game, rid: str = "a"):  # type: ignore[no-untyped-def]
    return next(r for r in game.view()["regiments"] if r["id"] == rid)


def test_c6_stands_left_of_the_starting_stands() -> None:
    game = battle(regiment(stands=6, files=3, wounds=1))
    assert (row_of(game)["stands_left"], row_of(game)["starting_stands"]) == (6, 6)
    game.push(WoundPool("a", 2, morale=False))
    assert (row_of(game)["stands_left"], row_of(game)["starting_stands"]) == (4, 6)


MARSHAL = {"id": "marshal", "name": "Marshal", "wounds": 3, "resolve": 4}


def test_c3_the_row_counts_a_character_as_the_report_does_and_says_so() -> None:
    """C-3: a Character joined to a Regiment counts as one of its Stands for Broken and
    Shattered. The row, the card, Go to and the report show that one count: 6 Stands and
    the Marshal are 7; 2 Stands lost leave 5 of 7, "incl. ★ 1 Character"."""
    game = battle(regiment(stands=6, files=3, wounds=1, characters=[MARSHAL]))
    row = row_of(game)
    assert (row["stands_left"], row["stands_start"], row["stands_note"]) == \
        (7, 7, "incl. ★ 1 Character")
    game.push(WoundPool("a", 2, morale=False))
    row = row_of(game)
    assert (row["stands_left"], row["stands_start"]) == (5, 7)
    [strength] = build(game).strengths
    assert strength.figures[0] == ("Stands (incl. ★ 1 Character)", 7, 5)
    # C-3: the last Stand takes the Character with it: none left of 7.
    game.push(WoundPool("a", 4, morale=False))
    assert (row_of(game)["stands_left"], row_of(game)["stands_start"]) == (0, 7)
    assert build(game).strengths[0].figures[0][1:] == (7, 0)


def test_a_regiment_without_characters_counts_its_stands_alone() -> None:
    row = row_of(battle(regiment(stands=4, files=2)))
    assert (row["stands_left"], row["stands_start"], row["stands_note"]) == (4, 4, "")


def test_c12_a_morale_test_owed_is_due_in_its_heading() -> None:
    game = battle(regiment(stands=6, files=3, wounds=1, resolve=3))
    assert row_of(game)["due"] is None
    game.push(WoundPool("a", 2))
    due = row_of(game)["due"]
    assert due == row_of(game)["morale"]["heading"] == "Morale Test: roll 2 dice"


def test_a_regiment_with_no_stands_left_owes_nothing() -> None:
    game = battle(regiment(stands=2, files=2, wounds=1))
    game.push(WoundPool("a", 5, morale=False))
    assert (row_of(game)["status"], row_of(game)["stands_left"], row_of(game)["due"]) == \
        (row_of(game)["status"], 0, None)


def test_the_views_the_node_tests_format_are_this_engines() -> None:
    """tests/js/overview.test.mjs formats recorded views: they must be what the engine
    sends now (write them again with ``.venv/bin/python tests/unit/overview_views.py``)."""
    assert overview_views.FILE.read_text() == overview_views.text(), (
        "tests/js/fixtures/overview.json is stale: run .venv/bin/python "
        "tests/unit/overview_views.py")


def test_n_models_left_of_a_unit_in_play() -> None:
    from aftermath.ninth_age.battle import NinthAgeBattle

    game = NinthAgeBattle.new({"players": ["A", "B"], "units": [
        {"id": "u1", "name": "Goblins", "player": 0, "models": 10, "files": 5, "hp": 1,
         "characters": []}]})
    assert game.view()["units"][0]["models_left"] == 10
