"""N-6 Multiple Wounds (X): each unsaved wound costs X Health Points, capped at one
model's Health Points; the values are entered or rolled and make the same record; the
total then follows N-2 to N-5. Includes the hand cases of the 10 Trolls and the 2 HP
model."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest

from aftermath.errors import InvalidData
from aftermath.history import Step
from aftermath.ninth_age import (
    RANK_AND_FILE,
    Attack,
    ExcessShare,
    HealthPointLosses,
    MultipleWounds,
    NinthAgeBattle,
)
from aftermath.ninth_age.multiple_wounds import parse_spec


def trolls(**extra: Any) -> NinthAgeBattle:
    return NinthAgeBattle.new({"units": [{"id": "trolls", "name": "Trolls", "player": 0,
                                          "models": 10, "files": 5, "hp": 3, **extra}]})


def removed(b: NinthAgeBattle, uid: str = "trolls") -> list[str]:
    return [m.id for m in b.unit(uid).models if m.removed]


def mw(x: str, *values: int) -> HealthPointLosses:
    return HealthPointLosses("trolls", RANK_AND_FILE, None,
                             multiple_wounds=MultipleWounds(x, len(values), values))


def n6(steps: list[Step]) -> Step:
    return next(s for s in steps if s.rule == "N-6")


def test_n6_hand_case_ten_trolls_d3_rolled_3_3_2_lose_8() -> None:
    b = trolls()
    steps = b.push(mw("D3", 3, 3, 2))
    result = (len(removed(b)), b.unit("trolls").lost_hp, b.events[-1].losses)
    expected = (2, 2, 8)
    assert result == expected
    assert n6(steps).text.startswith("Multiple Wounds D3: 3, 3, 2 -> 8 Health Points")
    assert steps.index(n6(steps)) == 0  # worked out before N-2 takes the total


def test_n6_hand_case_a_2_hp_model_hit_by_multiple_wounds_3_loses_2() -> None:
    b = NinthAgeBattle.new({"units": [{"id": "u", "name": "Ogres", "player": 0, "models": 3,
                                       "files": 3, "hp": 3,
                                       "characters": [{"id": "c", "name": "Bruiser", "hp": 2}]}]})
    steps = b.push(HealthPointLosses("u", "c", None, multiple_wounds=MultipleWounds("3", 1)))
    result = (b.events[-1].losses, n6(steps).data["capped"], removed(b, "u"))
    expected = (2, [2], ["c"])
    assert result == expected
    assert "3 (capped to 2)" in n6(steps).text


def test_n6_a_wound_never_spills_into_a_second_model() -> None:
    """Three wounds of D6 rolled 6, 6, 6 on 3 HP Trolls: 3 models, not 6."""
    b = trolls()
    b.push(mw("D6", 6, 6, 6))
    result = (len(removed(b)), b.unit("trolls").lost_hp, b.events[-1].losses)
    expected = (3, 0, 9)
    assert result == expected


def test_n6_the_cap_is_the_characteristic_not_what_is_left_of_a_model() -> None:
    """1 HP already lost: a wound of 3 still costs 3 (the characteristic), 1 + 3 = 4."""
    b = trolls()
    b.push(HealthPointLosses("trolls", RANK_AND_FILE, 1))
    b.push(mw("3", 3))
    result = (len(removed(b)), b.unit("trolls").lost_hp)
    expected = (1, 1)
    assert result == expected


def test_n6_entered_and_rolled_make_the_same_record() -> None:
    rolled = trolls()
    rolled.push(HealthPointLosses("trolls", RANK_AND_FILE, None,
                                  multiple_wounds=MultipleWounds("D3+1", 4)), rng=random.Random(5))
    values = rolled.events[-1].multiple_wounds.values  # type: ignore[attr-defined]
    entered = trolls()
    entered.push(HealthPointLosses("trolls", RANK_AND_FILE, None,
                                   multiple_wounds=MultipleWounds("D3+1", 4, values)))
    assert rolled.events[-1] == entered.events[-1]
    assert rolled.to_json() == entered.to_json()
    assert all(2 <= v <= 4 for v in values or ())


def test_n6_a_fixed_x_needs_no_values() -> None:
    result = HealthPointLosses.from_json({"unit": "trolls", "multiple_wounds":
                                          {"x": "2", "wounds": 3}}, "event").multiple_wounds
    expected = MultipleWounds("2", 3, (2, 2, 2))
    assert result == expected


def test_n6_losses_given_beside_the_values_must_agree() -> None:
    b = trolls()
    b.push(HealthPointLosses("trolls", RANK_AND_FILE, 8,
                             multiple_wounds=MultipleWounds("D3", 3, (3, 3, 2))))
    assert b.events[-1].losses == 8
    before = b.to_json()
    with pytest.raises(InvalidData) as err:
        b.push(HealthPointLosses("trolls", RANK_AND_FILE, 9,
                                 multiple_wounds=MultipleWounds("D3", 3, (3, 3, 2))))
    assert (err.value.field, err.value.value) == ("losses", 9)
    assert b.to_json() == before


@pytest.mark.parametrize(("x", "values", "field", "value"), [
    ("D4", (1,), "event.multiple_wounds.x", "D4"),
    ("3D", (1,), "event.multiple_wounds.x", "3D"),
    ("D3+9", (1,), "event.multiple_wounds.x", "D3+9"),
    ("0", (), "event.multiple_wounds.x", "0"),
    ("D3", (4,), "event.multiple_wounds.values[0]", 4),
    ("D3+1", (1,), "event.multiple_wounds.values[0]", 1),
    ("2", (3,), "event.multiple_wounds.values[0]", 3),
])
def test_n6_bad_die_or_value_is_refused_naming_field_and_value(
        x: str, values: tuple[int, ...], field: str, value: Any) -> None:
    with pytest.raises(InvalidData) as err:
        mw(x, *values)
    assert (err.value.field, err.value.value) == (field, value)


def test_n6_the_values_must_be_one_per_unsaved_wound() -> None:
    with pytest.raises(InvalidData) as err:
        HealthPointLosses("trolls", RANK_AND_FILE, None,
                          multiple_wounds=MultipleWounds("D3", 3, (1, 2)))
    assert (err.value.field, err.value.value) == ("event.multiple_wounds.values", [1, 2])


def test_n6_spec_syntax() -> None:
    result = [(s.low, s.high, s.text) for s in map(lambda x: parse_spec(x, "x"),
                                                    ["3", "D3", "d6", "D3+1", " D6+2 "])]
    expected = [(3, 3, "3"), (1, 3, "D3"), (1, 6, "D6"), (2, 4, "D3+1"), (3, 8, "D6+2")]
    assert result == expected


def test_n6_excess_beyond_the_pool_is_ignored_and_reported_by_n2() -> None:
    b = NinthAgeBattle.new({"units": [{"id": "trolls", "name": "Trolls", "player": 0,
                                       "models": 2, "files": 2, "hp": 3}]})
    steps = b.push(mw("D3", 3, 3, 2))
    summary = next(s for s in steps if s.rule == "N-2" and "taken" in s.data)
    result = (summary.data["taken"], summary.data["excess"], b.unit("trolls").destroyed)
    expected = (6, 2, True)
    assert result == expected


def test_n6_is_one_attack_not_a_split_batch() -> None:
    b = trolls()
    with pytest.raises(InvalidData) as err:
        b.push(HealthPointLosses("trolls", RANK_AND_FILE, None, (Attack("A", 2),),
                                 multiple_wounds=MultipleWounds("2", 1)))
    assert err.value.field == "multiple_wounds"


def test_n6_an_old_event_without_it_writes_nothing_new() -> None:
    old = {"kind": "health_point_losses", "unit": "trolls", "pool": RANK_AND_FILE,
           "losses": 7, "attacks": None, "excess_from": None, "picks": []}
    assert HealthPointLosses.from_json(old, "event").to_json() == old


def test_n6_undo_redo_and_replay_are_exact() -> None:
    b = trolls()
    state0 = b.state.to_json()
    b.push(mw("D3", 3, 3, 2))
    after = b.state.to_json()
    again = NinthAgeBattle.from_json(b.to_json(), "game")
    assert again.state.to_json() == after
    assert again.events == b.events
    b.pop()
    assert b.state.to_json() == state0
    b.redo()
    assert b.state.to_json() == after


def test_n6_summary_names_the_values() -> None:
    b = trolls()
    b.push(mw("D3", 3, 3, 2))
    result = b.summaries()[-1]
    expected = "8 HP lost by Trolls (Rank and file) — Multiple Wounds D3: 3, 3, 2"
    assert result == expected


def test_n6_the_report_judges_the_multiple_wounds_dice() -> None:
    """10 Trolls (player 0), D3 rolled 3, 3, 2 -> 8 of a possible 3..9: each wound 1, 2
    or 3 evenly, so 8 or more is 3*1 (3,3,2 orders) + 1 (3,3,3) = 4 of 27; a fixed
    Multiple Wounds rolls nothing to judge."""
    from aftermath.report import build

    b = trolls()
    b.push(mw("D3", 3, 3, 2))
    b.push(mw("2", 2))
    report = build(b)
    [roll] = report.rolls
    result = (roll.rule, roll.side, roll.dice, roll.luck.actual, roll.luck.this_or_worse)
    expected = ("N-6", 0, (3, 3, 2), 8, Fraction(4, 27))
    assert result == expected
    assert report.side_luck[0] is not None and report.side_luck[0].actual == 8
    assert report.side_luck[1] is None
    assert any("Only the Multiple Wounds dice are judged" in s for s in report.statements)
    assert report.to_json()["luck"]["rule"] == "N-6"


def test_n6_per_attack_then_n5_chooses_the_excess() -> None:
    """2 Trolls (6 HP): Claws 2 plain, Club with Multiple Wounds D3 rolled 3, 2: 2 + 5
    = 7, one excess; the attacking player puts it on the Club (N-5)."""
    b = NinthAgeBattle.new({"units": [{"id": "trolls", "name": "Trolls", "player": 0,
                                       "models": 2, "files": 2, "hp": 3}]})
    event = HealthPointLosses("trolls", RANK_AND_FILE, None, (
        Attack("Claws", 2), Attack("Club", None, MultipleWounds("D3", 2, (3, 2)))),
        (ExcessShare("Club", 1),))
    steps = b.push(event)
    record = b.events[-1]
    assert isinstance(record, HealthPointLosses) and record.attacks is not None
    result = (record.losses, [a.losses for a in record.attacks], b.unit("trolls").destroyed)
    expected = (7, [2, 5], True)
    assert result == expected
    assert n6(steps).text == "Club: Multiple Wounds D3: 3, 2 -> 5 Health Points"
    n5 = next(s for s in steps if s.rule == "N-5")
    assert n5.data["excess_from"] == [{"attack": "Club", "losses": 1}]
    assert b.summaries()[-1] == ("7 HP lost by Trolls (Rank and file) — attacks: Claws (2), "
                                 "Club (5, Multiple Wounds D3: 3, 2); excess from Club (1)")


def test_n6_per_attack_rolled_matches_entered() -> None:
    def push(values: tuple[int, ...] | None) -> NinthAgeBattle:
        b = trolls()
        b.push(HealthPointLosses("trolls", RANK_AND_FILE, None, (
            Attack("Claws", 1), Attack("Club", None, MultipleWounds("D6", 3, values)))),
            rng=random.Random(9))
        return b

    rolled = push(None)
    record = rolled.events[-1]
    assert isinstance(record, HealthPointLosses) and record.attacks is not None
    club = record.attacks[1].multiple_wounds
    assert club is not None and club.values is not None
    entered = push(club.values)
    assert entered.events == rolled.events and entered.to_json() == rolled.to_json()


def test_n6_an_old_split_batch_writes_nothing_new() -> None:
    old = {"kind": "health_point_losses", "unit": "trolls", "pool": RANK_AND_FILE,
           "losses": 3, "attacks": [{"name": "A", "losses": 1}, {"name": "B", "losses": 2}],
           "excess_from": None, "picks": []}
    assert HealthPointLosses.from_json(old, "event").to_json() == old
