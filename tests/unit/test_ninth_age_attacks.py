"""N-5: when simultaneous attacks cause excess losses, the attacking player chooses which
attacks caused the excess, and the app records that choice."""

from __future__ import annotations

from typing import Any

import pytest

from aftermath.errors import InvalidData, RuleViolation
from aftermath.history import Step
from aftermath.ninth_age import (
    RANK_AND_FILE,
    Attack,
    ExcessShare,
    HealthPointLosses,
    NinthAgeBattle,
)


def trolls(models: int = 2) -> NinthAgeBattle:
    return NinthAgeBattle.new({"units": [
        {"id": "t", "name": "Trolls", "player": 1, "models": models, "files": 2, "hp": 3}]})


def n5(steps: list[Step]) -> Step:
    [step] = [s for s in steps if s.rule == "N-5"]
    return step


SPEARS_AND_CHAMPION = (Attack("Spears", 4), Attack("Champion", 3))


def test_n5_the_attackers_choice_of_the_excess_is_recorded() -> None:
    b = trolls()
    event = HealthPointLosses("t", RANK_AND_FILE, 7, attacks=SPEARS_AND_CHAMPION,
                              excess_from=(ExcessShare("Champion", 1),))
    steps = b.push(event)
    step = n5(steps)
    assert step.data["excess"] == 1
    assert step.data["excess_from"] == [{"attack": "Champion", "losses": 1}]
    assert step.data["attacks"] == [
        {"name": "Spears", "losses": 4, "counted": 4},
        {"name": "Champion", "losses": 3, "counted": 2},
    ]
    assert "chosen by the attacking player" in step.text
    saved = b.to_json()["events"][0]
    assert saved["attacks"] == [{"name": "Spears", "losses": 4},
                                {"name": "Champion", "losses": 3}]
    assert saved["excess_from"] == [{"attack": "Champion", "losses": 1}]
    replayed = NinthAgeBattle.from_json(b.to_json())
    assert n5(replayed.history()[0][1]) == step


def test_n5_a_different_choice_gives_a_different_record_and_the_same_casualties() -> None:
    a, b = trolls(), trolls()
    a.push(HealthPointLosses("t", RANK_AND_FILE, 7, attacks=SPEARS_AND_CHAMPION,
                             excess_from=(ExcessShare("Champion", 1),)))
    steps = b.push(HealthPointLosses("t", RANK_AND_FILE, 7, attacks=SPEARS_AND_CHAMPION,
                                     excess_from=(ExcessShare("Spears", 1),)))
    assert n5(steps).data["attacks"][0]["counted"] == 3
    assert a.state == b.state


def test_n5_the_attacker_must_choose_when_several_attacks_could_have_caused_it() -> None:
    b = trolls()
    before = b.to_json()
    with pytest.raises(RuleViolation) as err:
        b.push(HealthPointLosses("t", RANK_AND_FILE, 7, attacks=SPEARS_AND_CHAMPION))
    assert err.value.rule == "N-5"
    # The screen asks the attacking player because of ``asks``, not the rule id.
    assert err.value.asks == "excess_from" and err.value.to_json()["asks"] == "excess_from"
    assert "1 of the 7 losses are excess" in str(err.value)
    assert b.to_json() == before


def test_n5_when_only_one_choice_is_possible_the_app_makes_it() -> None:
    b = trolls()
    steps = b.push(HealthPointLosses("t", RANK_AND_FILE, 8,
                                     attacks=(Attack("Breath", 8), Attack("Bolt", 0))))
    step = n5(steps)
    assert step.data["excess_from"] == [{"attack": "Breath", "losses": 2}]
    assert "the only possible choice" in step.text


def test_n5_no_excess_needs_no_choice() -> None:
    b = trolls()
    steps = b.push(HealthPointLosses("t", RANK_AND_FILE, 5,
                                     attacks=(Attack("Spears", 4), Attack("Champion", 1))))
    assert not [s for s in steps if s.rule == "N-5"]
    with pytest.raises(InvalidData) as err:
        trolls().push(HealthPointLosses("t", RANK_AND_FILE, 5, attacks=(Attack("A", 5),),
                                        excess_from=(ExcessShare("A", 1),)))
    assert err.value.field == "excess_from"


@pytest.mark.parametrize(("changes", "field", "value"), [
    ({"excess_from": (ExcessShare("Bow", 1),)}, "excess_from[0].attack", "Bow"),
    ({"excess_from": (ExcessShare("Spears", 2),)}, "excess_from",
     [{"attack": "Spears", "losses": 2}]),
    ({"excess_from": (ExcessShare("Champion", 1), ExcessShare("Champion", 1))},
     "excess_from[1].attack", "Champion"),
    ({"losses": 9, "excess_from": (ExcessShare("Champion", 3),)}, "attacks",
     [{"name": "Spears", "losses": 4}, {"name": "Champion", "losses": 3}]),
    ({"attacks": (Attack("A", 4), Attack("A", 3))}, "attacks[1].name", "A"),
    ({"attacks": ()}, "attacks", []),
    ({"attacks": None}, "excess_from", [{"attack": "Champion", "losses": 1}]),
])
def test_n5_bad_choices_name_field_and_value(changes: dict[str, Any], field: str,
                                             value: Any) -> None:
    b = trolls()
    before = b.to_json()
    fields: dict[str, Any] = {"unit": "t", "pool": RANK_AND_FILE, "losses": 7,
                              "attacks": SPEARS_AND_CHAMPION,
                              "excess_from": (ExcessShare("Champion", 1),), **changes}
    with pytest.raises(InvalidData) as err:
        b.push(HealthPointLosses(**fields))
    assert (err.value.field, err.value.value) == (field, value)
    assert b.to_json() == before


def test_n5_a_share_cannot_exceed_what_its_attack_caused() -> None:
    b = trolls(models=1)
    with pytest.raises(InvalidData) as err:
        b.push(HealthPointLosses("t", RANK_AND_FILE, 7, attacks=SPEARS_AND_CHAMPION,
                                 excess_from=(ExcessShare("Champion", 4),)))
    assert (err.value.field, err.value.value) == ("excess_from[0].losses", 4)


def test_n5_json_form_may_leave_the_total_to_the_attacks() -> None:
    event = NinthAgeBattle.event_from_json({
        "kind": "health_point_losses", "unit": "t",
        "attacks": [{"name": "Spears", "losses": 4}, {"name": "Champion", "losses": 3}],
        "excess_from": [{"attack": "Champion", "losses": 1}],
    })
    assert isinstance(event, HealthPointLosses)
    assert event.losses == 7 and event.pool == RANK_AND_FILE
    assert NinthAgeBattle.event_from_json(event.to_json()) == event
    with pytest.raises(InvalidData) as err:
        NinthAgeBattle.event_from_json({"kind": "health_point_losses", "unit": "t",
                                        "attacks": [{"name": "Spears", "losses": -1}]})
    assert err.value.field == "event.attacks[0].losses"
