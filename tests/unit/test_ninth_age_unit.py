"""N-1: a Unit is a rank-and-file formation of models; the rank-and-file models share one
Health Pool and each Character or Champion is its own Health Pool at a place in it."""

from __future__ import annotations

from typing import Any

import pytest

from aftermath.errors import InvalidData
from aftermath.ninth_age import RANK_AND_FILE, NinthAgeState, Unit


def places(unit: Unit) -> dict[str, tuple[int, int]]:
    return {m.id: (m.rank, m.file) for m in unit.in_play}


def new(**form: Any) -> Unit:
    return Unit.from_json({"id": "u", "name": "Spearmen", "player": 0, **form}, "unit")


def test_n1_setup_form_builds_ranks_and_files_with_stable_ids() -> None:
    u = new(models=10, files=5, hp=3)
    assert u.files == 5 and u.hp == 3 and u.lost_hp == 0
    assert [m.id for m in u.models] == [f"m{n}" for n in range(1, 11)]
    assert places(u)["m1"] == (0, 0)
    assert places(u)["m5"] == (0, 4)
    assert places(u)["m6"] == (1, 0)
    assert all(m.pool == RANK_AND_FILE for m in u.models)


def test_n1_short_last_rank_stands_centred() -> None:
    u = new(models=7, files=5, hp=1)
    assert places(u)["m6"] == (1, 1)
    assert places(u)["m7"] == (1, 2)


def test_n1_a_unit_is_never_wider_than_its_models() -> None:
    u = new(models=3, files=8, hp=1)
    assert u.files == 3
    assert sorted(places(u).values()) == [(0, 0), (0, 1), (0, 2)]


def test_n1_characters_are_their_own_health_pools_at_places_in_the_formation() -> None:
    u = new(models=8, files=5, hp=1, characters=[
        {"id": "hero", "name": "Aldric", "hp": 3, "rank": 0, "file": 0},
        {"id": "champ", "name": "Bors", "kind": "champion", "hp": 1, "rank": 1, "file": 2},
    ])
    assert places(u)["hero"] == (0, 0)
    assert places(u)["champ"] == (1, 2)
    assert places(u)["m1"] == (0, 1)
    assert u.model("hero").pool == "hero"
    assert u.pools() == [RANK_AND_FILE, "hero", "champ"]
    assert u.character("champ").kind == "champion"
    assert u.health_points_left("hero") == 3
    assert u.health_points_left(RANK_AND_FILE) == 8
    assert len(u.in_play) == 10


def test_n1_characters_without_a_place_lead_from_the_middle_of_the_first_rank() -> None:
    u = new(models=8, files=5, hp=1, characters=[
        {"id": "a", "name": "A", "hp": 2}, {"id": "b", "name": "B", "hp": 2},
        {"id": "c", "name": "C", "hp": 2, "rank": 0, "file": 1},
    ])
    # c took file 1 first, so a gets the centre and b the nearest free place, the right.
    assert places(u)["c"] == (0, 1)
    assert places(u)["a"] == (0, 2)
    assert places(u)["b"] == (0, 3)


def test_n1_full_form_round_trips() -> None:
    u = new(models=8, files=5, hp=2, characters=[{"id": "hero", "name": "Aldric", "hp": 3}])
    data = u.to_json()
    again = Unit.from_json(data, "unit")
    assert again == u
    assert again.to_json() == data
    assert set(data) == {"id", "name", "player", "files", "hp", "lost_hp", "characters",
                         "models"}
    assert data["models"][0] == {"id": "m1", "rank": 0, "file": 0, "pool": RANK_AND_FILE,
                                 "removed": False}


@pytest.mark.parametrize(("form", "field", "value"), [
    ({"models": 0, "files": 5, "hp": 1}, "unit.models", 0),
    ({"models": "ten", "files": 5, "hp": 1}, "unit.models", "ten"),
    ({"models": 10, "files": 0, "hp": 1}, "unit.files", 0),
    ({"models": 10, "files": 5, "hp": 0}, "unit.hp", 0),
    ({"models": 10, "files": 5, "hp": True}, "unit.hp", True),
    ({"models": 10, "files": 5, "hp": 1, "player": 2}, "unit.player", 2),
    ({"models": 10, "files": 5, "hp": 1, "ranks": 2}, "unit.ranks", 2),
    ({"models": 10, "files": 5, "hp": 1,
      "characters": [{"id": "m3", "name": "X", "hp": 1}]}, "unit.characters[0].id", "m3"),
    ({"models": 10, "files": 5, "hp": 1,
      "characters": [{"id": "x", "name": "X", "hp": 1, "kind": "wizard"}]},
     "unit.characters[0].kind", "wizard"),
    ({"models": 10, "files": 5, "hp": 1,
      "characters": [{"id": "x", "name": "X", "hp": 1, "rank": 0, "file": 7}]},
     "unit.characters[0].file", 7),
    ({"models": 10, "files": 5, "hp": 1,
      "characters": [{"id": "x", "name": "X", "hp": 1, "rank": 4, "file": 0}]},
     "unit.characters[0].rank", 4),
    ({"models": 5, "files": 5, "hp": 1,
      "characters": [{"id": "x", "name": "X", "hp": 1, "rank": 1, "file": 0}]},
     "unit.characters[0].file", 0),
    ({"models": 10, "files": 5, "hp": 1,
      "characters": [{"id": "x", "name": "X", "hp": 1, "rank": 0, "file": 2},
                     {"id": "y", "name": "Y", "hp": 1, "rank": 0, "file": 2}]},
     "unit.characters[1].file", 2),
    ({"models": 10, "files": 5, "hp": 1,
      "characters": [{"id": RANK_AND_FILE, "name": "X", "hp": 1}]},
     "unit.characters[0].id", RANK_AND_FILE),
])
def test_n1_bad_setup_form_names_field_and_value(form: dict[str, Any], field: str,
                                                 value: Any) -> None:
    with pytest.raises(InvalidData) as err:
        new(**form)
    assert err.value.field == field
    assert err.value.value == value
    assert field in str(err.value)


def full(**changes: Any) -> dict[str, Any]:
    data = new(models=6, files=3, hp=2, characters=[{"id": "hero", "name": "A", "hp": 2}]
               ).to_json()
    data.update(changes)
    return data


def test_n1_bad_full_form_names_field_and_value() -> None:
    cases: list[tuple[dict[str, Any], str]] = [
        (full(lost_hp=2), "unit.lost_hp"),
        (full(models=[]), "unit.models"),
        (full(characters=[]), "unit.models[1].pool"),
    ]
    two_places = full()
    two_places["models"][1]["file"] = 0
    cases.append((two_places, "unit.models"))
    gap = full()
    gap["models"][1]["removed"] = True
    cases.append((gap, "unit.models"))
    no_model = full()
    no_model["models"] = [m for m in no_model["models"] if m["pool"] != "hero"]
    cases.append((no_model, "unit.characters[0]"))
    wiped = full(lost_hp=1)
    for m in wiped["models"]:
        m["removed"] = m["pool"] == RANK_AND_FILE
    cases.append((wiped, "unit.lost_hp"))
    same_id = full()
    same_id["models"][2]["id"] = "m1"
    cases.append((same_id, "unit.models[2].id"))
    for data, field in cases:
        with pytest.raises(InvalidData) as err:
            Unit.from_json(data, "unit")
        assert err.value.field == field, data


def test_n1_formation_errors_say_where() -> None:
    gap = full()
    gap["models"][1]["removed"] = True
    with pytest.raises(InvalidData, match=r"has a gap.*'rank 1'"):
        Unit.from_json(gap, "unit")


def test_n1_a_characters_place_is_refused_in_the_players_counting_from_1() -> None:
    """The data counts from 0; the words a player reads count from 1 (table-flow 6)."""
    base = {"id": "u", "name": "Knights", "player": 0, "models": 5, "files": 5, "hp": 1}
    result = []
    for place in ({"rank": 4, "file": 0}, {"rank": 1, "file": 0}, {"rank": 0, "file": 0}):
        data = {**base, "characters": [
            {"id": "c1", "name": "Duke", "hp": 3, "rank": 0, "file": 0},
            {"id": "c2", "name": "Bors", "hp": 1, **place}]}
        with pytest.raises(InvalidData) as err:
            Unit.from_json(data, "unit")
        result.append(err.value.to_json()["message"])
    expected = ["Bors: rank 5 is not in the formation, which has ranks 1 to 2 (1 is the front "
                "rank)",
                "Bors: rank 2 holds files 2 to 3 (5 files wide); 1 is the left file",
                "Bors: rank 1, file 1 is taken by Duke"]
    assert result == expected


def test_n1_battle_holds_units_of_both_players() -> None:
    state = NinthAgeState.from_json({"players": ["Ann", "Ben"], "units": [
        {"id": "a", "name": "Trolls", "player": 0, "models": 3, "files": 3, "hp": 3},
        {"id": "b", "name": "Archers", "player": 1, "models": 10, "files": 5, "hp": 1},
    ]})
    assert [u.player for u in state.units] == [0, 1]
    assert NinthAgeState.from_json(state.to_json()) == state
    with pytest.raises(InvalidData) as err:
        NinthAgeState.from_json({"units": [state.units[0].to_json()] * 2})
    assert err.value.field == "battle.units[1].id"
    with pytest.raises(InvalidData) as err:
        NinthAgeState.from_json({"units": []})
    assert err.value.field == "battle.units"
