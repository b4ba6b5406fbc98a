"""The Ninth Age on the shared Battle history: push / pop / redo, JSON replay, the step
log citing rulings, bad input that changes nothing, and what the screens draw."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from aftermath.errors import AftermathError, InvalidData, RuleViolation
from aftermath.history import Game
from aftermath.ninth_age import RANK_AND_FILE, HealthPointLosses, NinthAgeBattle, NinthAgeState

SETUP = {"players": ["Ann", "Ben"], "units": [
    {"id": "trolls", "name": "Trolls", "player": 0, "models": 10, "files": 5, "hp": 3,
     "characters": [{"id": "champ", "name": "Grub", "kind": "champion", "hp": 2,
                     "rank": 0, "file": 4}]},
    {"id": "archers", "name": "Archers", "player": 1, "models": 7, "files": 7, "hp": 1},
]}


def battle() -> NinthAgeBattle:
    return NinthAgeBattle.new(SETUP)


def test_ninth_age_battle_is_a_game_on_the_shared_history() -> None:
    assert issubclass(NinthAgeBattle, Game)
    assert NinthAgeBattle.system == "ninth_age"
    assert NinthAgeBattle.state_type is NinthAgeState
    assert HealthPointLosses in NinthAgeBattle.event_types


def test_push_pop_redo_are_exact() -> None:
    b = battle()
    start = b.state.to_json()
    b.push(HealthPointLosses("trolls", RANK_AND_FILE, 7))
    after_one = b.state.to_json()
    b.push(HealthPointLosses("archers", RANK_AND_FILE, 3))
    after_two = b.state.to_json()
    assert b.pop() == HealthPointLosses("archers", RANK_AND_FILE, 3)
    assert b.state.to_json() == after_one
    b.pop()
    assert b.state.to_json() == start
    assert not b.can_undo and b.can_redo
    b.redo()
    b.redo()
    assert b.state.to_json() == after_two
    with pytest.raises(RuleViolation):
        b.redo()


def test_json_round_trip_replays_every_step() -> None:
    b = battle()
    b.push(HealthPointLosses("trolls", RANK_AND_FILE, 7))
    b.push(HealthPointLosses("trolls", "champ", 1))
    b.push(HealthPointLosses("archers", RANK_AND_FILE, 3))
    b.pop()
    data = b.to_json()
    again = NinthAgeBattle.from_json(data)
    assert again.to_json() == data
    assert again.state == b.state
    assert again.history() == b.history()
    assert again.redo_events == [HealthPointLosses("archers", RANK_AND_FILE, 3)]


def test_every_step_cites_a_ninth_age_ruling() -> None:
    b = battle()
    steps = b.push(HealthPointLosses("trolls", RANK_AND_FILE, 20))
    steps += b.push(HealthPointLosses("archers", RANK_AND_FILE, 5))
    assert steps
    assert {s.rule for s in steps} <= {"N-2", "N-3", "N-4", "N-5"}
    assert {"N-2", "N-3"} <= {s.rule for s in steps}
    for s in steps:
        assert s.to_json()["rule"] == s.rule


BAD_EVENTS: list[tuple[Callable[[], HealthPointLosses], type[AftermathError], str]] = [
    (lambda: HealthPointLosses("orcs", RANK_AND_FILE, 1), InvalidData, "unit"),
    (lambda: HealthPointLosses("trolls", "nobody", 1), InvalidData, "pool"),
    # Bad values are refused when the event is made, with from_json's field names.
    (lambda: HealthPointLosses("trolls", RANK_AND_FILE, -1), InvalidData, "event.losses"),
    (lambda: HealthPointLosses("trolls", RANK_AND_FILE, 1000), InvalidData, "event.losses"),
    (lambda: HealthPointLosses("trolls", RANK_AND_FILE, 3, picks=("m1",)), InvalidData,
     "picks[0]"),
    (lambda: HealthPointLosses("trolls", RANK_AND_FILE, 3, picks=("champ",)), InvalidData,
     "picks[0]"),
]


@pytest.mark.parametrize(("event", "error", "field"), BAD_EVENTS)
def test_a_failing_push_changes_nothing(event: Callable[[], HealthPointLosses],
                                        error: type[AftermathError], field: str) -> None:
    b = battle()
    b.push(HealthPointLosses("trolls", RANK_AND_FILE, 2))
    b.push(HealthPointLosses("archers", RANK_AND_FILE, 1))
    b.pop()
    before, state = b.to_json(), b.state.to_json()
    with pytest.raises(error) as err:
        b.push(event())
    assert isinstance(err.value, InvalidData) and err.value.field == field
    assert b.to_json() == before
    assert b.state.to_json() == state
    assert b.can_redo  # a refused action does not clear the redo list


@pytest.mark.parametrize(("data", "field", "value"), [
    ({"kind": "health_point_losses", "unit": "trolls", "losses": -1}, "event.losses", -1),
    ({"kind": "health_point_losses", "unit": "trolls", "losses": "7"}, "event.losses", "7"),
    ({"kind": "health_point_losses", "unit": "trolls"}, "event.losses", None),
    ({"kind": "health_point_losses", "unit": "trolls", "losses": 1, "wounds": 2},
     "event.wounds", 2),
    ({"kind": "health_point_losses", "unit": "trolls", "losses": 1, "picks": "m1"},
     "event.picks", "m1"),
    ({"kind": "health_point_losses", "unit": "trolls", "losses": 1, "picks": [3]},
     "event.picks[0]", 3),
    ({"kind": "health_point_losses", "unit": "trolls", "losses": 1, "attacks": {}},
     "event.attacks", {}),
    ({"kind": "wound_pool", "unit": "trolls"}, "event.kind", "wound_pool"),
])
def test_bad_events_from_json_name_field_and_value(data: dict[str, Any], field: str,
                                                   value: Any) -> None:
    with pytest.raises(InvalidData) as err:
        NinthAgeBattle.event_from_json(data)
    assert (err.value.field, err.value.value) == (field, value)


def test_a_saved_game_with_a_bad_event_fails_on_load() -> None:
    b = battle()
    b.push(HealthPointLosses("trolls", RANK_AND_FILE, 30))
    data = b.to_json()
    data["events"].append(HealthPointLosses("trolls", RANK_AND_FILE, 1).to_json())
    with pytest.raises(InvalidData) as err:
        NinthAgeBattle.from_json(data)
    assert err.value.field == "game.events[1]"
    data = b.to_json()
    data["system"] = "conquest"
    with pytest.raises(InvalidData) as err:
        NinthAgeBattle.from_json(data)
    assert err.value.field == "game.system"


def test_event_json_form() -> None:
    event = HealthPointLosses("trolls", RANK_AND_FILE, 7, picks=("m10",))
    assert event.to_json() == {"kind": "health_point_losses", "unit": "trolls",
                               "pool": RANK_AND_FILE, "losses": 7, "attacks": None,
                               "excess_from": None, "picks": ["m10"]}
    assert NinthAgeBattle.event_from_json(event.to_json()) == event


def test_describe_gives_what_the_screens_draw() -> None:
    b = battle()
    b.push(HealthPointLosses("trolls", RANK_AND_FILE, 7))
    view = b.view()
    assert view["system"] == "ninth_age"
    assert view["players"] == ["Ann", "Ben"]
    assert view["can_undo"] and view["actions"] == 1
    trolls = view["units"][0]
    assert trolls["lost_hp"] == 1
    assert (trolls["width"], trolls["ranks"], trolls["destroyed"]) == (5, 2, False)
    for m in trolls["models"]:
        assert {"id", "rank", "file", "pool", "removed", "kind"} <= set(m)
    champ = next(m for m in trolls["models"] if m["id"] == "champ")
    assert (champ["pool"], champ["kind"], champ["rank"], champ["file"]) == (
        "champ", "champion", 0, 4)
    assert trolls["pools"] == [
        {"id": RANK_AND_FILE, "name": "Rank and file", "kind": RANK_AND_FILE, "hp": 3,
         "lost_hp": 1, "models": 8, "health_points": 23, "wiped_out": False},
        {"id": "champ", "name": "Grub", "kind": "champion", "hp": 2, "lost_hp": 0,
         "models": 1, "health_points": 2, "wiped_out": False},
    ]
    assert sum(m["removed"] for m in trolls["models"]) == 2


def test_preview_shows_without_doing() -> None:
    b = battle()
    before = b.to_json()
    state, steps = b.preview(HealthPointLosses("trolls", RANK_AND_FILE, 7))
    assert state.unit("trolls").lost_hp == 1
    assert steps
    assert b.to_json() == before
