"""The warband roster as plain data: round trip, defaults, and errors naming the field."""

from __future__ import annotations

from typing import Any

import pytest

from aftermath.bridge.campaign import SYSTEM
from aftermath.campaign import Roster
from aftermath.errors import InvalidData

from .test_campaign_fixtures import STATS, model


def _roster(**change: Any) -> dict[str, Any]:
    veteran = model("kell", "Leader", 45, spot=-3, undead=True, ep=12, status="active",
                    lasting_wounds=["Ear wound", "Blinded in one eye", "Chest wound"],
                    hatreds=[{"force": "Dark Legion", "hate": 2}])
    return {"name": "Brotherhood", "vp": 30, "troopers_roll_fate": True,
            "models": [veteran, model("t1", "Trooper", 5, spot=0, undead=False, ep=0,
                                      lasting_wounds=[], hatreds=[], status="dead")],
            **change}


def test_a_roster_round_trips_exactly() -> None:
    data = _roster()
    roster = Roster.from_json(data)
    assert roster.to_json() == data
    assert Roster.from_json(roster.to_json()) == roster


def test_a_short_roster_is_normalised_with_defaults() -> None:
    raw = {"name": "  Dark Legion ", "vp": 0,
           "models": [{"name": "Nepharite", "kind": "Leader", "value": 40,
                       "characteristics": STATS}]}
    roster = SYSTEM.requests["campaign.roster_check"]({"roster": raw})["roster"]
    assert roster == {"name": "Dark Legion", "vp": 0, "troopers_roll_fate": False, "models": [{
        "id": "m1", "name": "Nepharite", "kind": "Leader", "value": 40,
        "characteristics": STATS, "spot": 0, "undead": False, "ep": 0, "lasting_wounds": [],
        "hatreds": [], "status": "active"}]}


def test_roster_check_shows_what_follows_from_the_wounds() -> None:
    view = SYSTEM.requests["campaign.roster_check"]({"roster": _roster()})["view"]
    assert view["models"][0]["rear_attackers_cc"] == 4
    assert view["active"] == 1


def _models(**change: Any) -> dict[str, Any]:
    return _roster(models=[model("kell", **change)])


@pytest.mark.parametrize(("data", "field", "value"), [
    (_roster(vp=-5), "roster.vp", -5),
    (_roster(vp="ten"), "roster.vp", "ten"),
    (_roster(name=" "), "roster.name", " "),
    (_roster(colour="red"), "roster.colour", "red"),
    (_models(kind="Wizard"), "roster.models[0].kind", "Wizard"),
    (_models(value=-1), "roster.models[0].value", -1),
    (_models(ep=-2), "roster.models[0].ep", -2),
    (_models(status="missing"), "roster.models[0].status", "missing"),
    (_models(undead="yes"), "roster.models[0].undead", "yes"),
    (_models(stats={"AR": -1}), "roster.models[0].characteristics.AR", -1),
    (_models(stats={"WP": 3}), "roster.models[0].characteristics.WP", 3),
    (_models(stats={"CC": True}), "roster.models[0].characteristics.CC", True),
    (_models(lasting_wounds=["Toe wound"]), "roster.models[0].lasting_wounds[0]",
     "Toe wound"),
    (_models(lasting_wounds=["Blinded in one eye"] * 2), "roster.models[0].lasting_wounds",
     ["Blinded in one eye"] * 2),
    (_models(hatreds=[{"force": "Dark Legion", "hate": 0}]),
     "roster.models[0].hatreds[0].hate", 0),
    (_models(hatreds=[{"force": "X", "hate": 1}, {"force": "X", "hate": 2}]),
     "roster.models[0].hatreds", ["X", "X"]),
    (_roster(models=[model("kell"), model("kell")]), "roster.models[1].id", "kell"),
    (_roster(models="kell"), "roster.models", "kell"),
])
def test_bad_rosters_name_the_field_and_value(data: dict[str, Any], field: str,
                                             value: Any) -> None:
    with pytest.raises(InvalidData) as err:
        Roster.from_json(data)
    assert (err.value.field, err.value.value) == (field, value)
    with pytest.raises(InvalidData) as again:
        SYSTEM.requests["campaign.roster_check"]({"roster": data})
    assert again.value.field == field


def test_a_blind_model_may_stay_on_the_roster_as_retired() -> None:
    data = _models(lasting_wounds=["Blinded in one eye"] * 2, status="retired blind")
    assert Roster.from_json(data).models[0].status == "retired blind"
