"""Properties of Multiple Wounds (N-6) and Unstable (N-7) over random Units (hypothesis):
without Multiple Wounds everything is as before, entered and rolled values make the same
record, undo is exact, the odds add up to 1, and Unstable spreads evenly."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from aftermath.errors import AftermathError
from aftermath.ninth_age import (
    RANK_AND_FILE,
    HealthPointLosses,
    MultipleWounds,
    NinthAgeBattle,
    UnstableLosses,
)
from aftermath.ninth_age.multiple_wounds import parse_spec
from aftermath.ninth_age.odds import NinthAgeAttacks, ninth_age_odds
from aftermath.ninth_age.unstable import shares

from .test_ninth_age_properties import unit_forms

SPECS = st.sampled_from(["1", "2", "3", "D3", "D6", "D3+1", "D6+1"])


def battle(form: dict[str, Any]) -> NinthAgeBattle:
    return NinthAgeBattle.new({"units": [form]})


@settings(max_examples=60, deadline=None)
@given(unit_forms(), st.integers(0, 40))
def test_n6_multiple_wounds_1_is_todays_batch_exactly(form: dict[str, Any], n: int) -> None:
    plain, multiple = battle(form), battle(form)
    plain_steps = plain.push(HealthPointLosses("u", RANK_AND_FILE, n))
    steps = multiple.push(HealthPointLosses("u", RANK_AND_FILE, None,
                                            multiple_wounds=MultipleWounds("1", n)))
    assert multiple.state.to_json() == plain.state.to_json()
    assert [s for s in steps if s.rule != "N-6"] == plain_steps


@settings(max_examples=60, deadline=None)
@given(unit_forms(), SPECS, st.integers(0, 12), st.integers(0, 2 ** 32))
def test_n6_entered_and_rolled_make_the_same_record(form: dict[str, Any], x: str, wounds: int,
                                                    seed: int) -> None:
    rolled, entered = battle(form), battle(form)
    event = HealthPointLosses("u", RANK_AND_FILE, None, multiple_wounds=MultipleWounds(x, wounds))
    rolled.push(event, rng=random.Random(seed))
    record = rolled.events[-1]
    assert isinstance(record, HealthPointLosses) and record.multiple_wounds is not None
    entered.push(HealthPointLosses("u", RANK_AND_FILE, None, multiple_wounds=MultipleWounds(
        x, wounds, record.multiple_wounds.values)))
    assert entered.events[-1] == record
    assert entered.to_json() == rolled.to_json()
    spec = parse_spec(x, "x")
    hp = rolled.unit("u").hp
    assert record.losses == sum(min(v, hp) for v in record.multiple_wounds.values or ())
    assert all(spec.low <= v <= spec.high for v in record.multiple_wounds.values or ())


@st.composite
def actions(draw: st.DrawFn) -> list[Any]:
    out: list[Any] = []
    for _ in range(draw(st.integers(1, 4))):
        if draw(st.booleans()):
            values = draw(st.lists(st.integers(1, 3), max_size=6))
            out.append(HealthPointLosses("u", RANK_AND_FILE, None,
                                         multiple_wounds=MultipleWounds("D3", len(values),
                                                                        tuple(values))))
        else:
            out.append(UnstableLosses("u", draw(st.integers(1, 12))))
    return out


@settings(max_examples=60, deadline=None)
@given(unit_forms(), actions())
def test_n6_n7_undo_and_replay_are_exact(form: dict[str, Any], events: list[Any]) -> None:
    b = battle(form)
    states = [b.state.to_json()]
    for event in events:
        try:
            b.push(event)
        except AftermathError:
            continue  # a pool already wiped out: refused, nothing changed
        states.append(b.state.to_json())
    assert b.state.to_json() == states[-1]
    assert NinthAgeBattle.from_json(b.to_json(), "game").state.to_json() == states[-1]
    for state in reversed(states[:-1]):
        b.pop()
        assert b.state.to_json() == state


@settings(max_examples=40, deadline=None)
@given(unit_forms(max_characters=1), SPECS, st.integers(0, 6),
       st.sampled_from([None, 2, 4, 6]), st.sampled_from([None, 3, 5]))
def test_n6_odds_add_up_to_one(form: dict[str, Any], x: str, count: int, wound: int | None,
                               armour: int | None) -> None:
    odds = ninth_age_odds(battle(form).unit("u"),
                          NinthAgeAttacks(count, wound=wound, armour=armour, multiple_wounds=x))
    for dist in (odds.losses, odds.models_removed, odds.carried):
        assert sum(p for _, p in dist.pairs) == 1
    assert sum(p for _, p in odds.outcomes) == 1


@settings(max_examples=80, deadline=None)
@given(unit_forms(), st.integers(1, 60))
def test_n7_shares_are_taken_in_order_and_evenly(form: dict[str, Any], losses: int) -> None:
    u = battle(form).unit("u")
    parts = dict(shares(u, losses))
    room = {p: u.health_points_left(p) for p in u.pools()}
    assert sum(parts.values()) == min(losses, sum(room.values()))
    kinds = {c.id: c.kind for c in u.characters}
    rest = losses
    for tier in ([RANK_AND_FILE], [p for p in kinds if kinds[p] == "champion"],
                 [p for p in kinds if kinds[p] == "character"]):
        taken = [parts.get(p, 0) for p in tier]
        # A tier takes anything only once the tiers before it are full.
        assert sum(taken) == min(rest, sum(room[p] for p in tier))
        rest -= sum(taken)
        # Evenly: a pool is short of another's share only when it is out of room.
        for p in tier:
            for q in tier:
                assert parts.get(p, 0) <= parts.get(q, 0) + 1 or parts.get(q, 0) == room[q]
