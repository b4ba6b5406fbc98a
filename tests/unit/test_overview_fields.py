"""What a battle's overview row needs from the engine's view: how many Stands (or
models) are left of those the Regiment (or Unit) started with, and what it owes now
in the rules' own words, so the page only formats them."""

from __future__ import annotations

from aftermath.conquest import WoundPool

from . import overview_views
from .conquest_helpers import battle, regiment


def row_of(game, rid: str = "a"):  # type: ignore[no-untyped-def]
    return next(r for r in game.view()["regiments"] if r["id"] == rid)


def test_c6_stands_left_of_the_starting_stands() -> None:
    game = battle(regiment(stands=6, files=3, wounds=1))
    assert (row_of(game)["stands_left"], row_of(game)["starting_stands"]) == (6, 6)
    game.push(WoundPool("a", 2, morale=False))
    assert (row_of(game)["stands_left"], row_of(game)["starting_stands"]) == (4, 6)


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
