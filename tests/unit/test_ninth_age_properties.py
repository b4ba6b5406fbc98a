"""Properties over random Units and batches of losses (hypothesis): lost Health Points are
conserved (N-2), the formation is always viable (N-4), the first rank stays balanced
(N-3), owner picks go first or change nothing, and push / pop and JSON are identities."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aftermath.errors import AftermathError, RuleViolation
from aftermath.history import Step
from aftermath.ninth_age import RANK_AND_FILE, HealthPointLosses, NinthAgeBattle, Unit, formation
from aftermath.ninth_age.unit import KINDS

RULES = {"N-2", "N-3", "N-4", "N-5"}


@st.composite
def unit_forms(draw: st.DrawFn, max_characters: int = 3) -> dict[str, Any]:
    count = draw(st.integers(1, 30))
    files = draw(st.integers(1, 8))
    chars = draw(st.integers(0, max_characters))
    total = count + chars
    spots = formation.places(total, min(files, total))
    where = draw(st.lists(st.integers(0, len(spots) - 1), min_size=chars, max_size=chars,
                          unique=True))
    characters = []
    for i, spot in enumerate(where):
        c: dict[str, Any] = {"id": f"c{i}", "name": f"Hero {i}", "hp": draw(st.integers(1, 4)),
                             "kind": draw(st.sampled_from(KINDS))}
        if draw(st.booleans()):
            c["rank"], c["file"] = spots[spot]
        characters.append(c)
    return {"id": "u", "name": "Unit", "player": 0, "models": count, "files": files,
            "hp": draw(st.integers(1, 4)), "characters": characters}


batches = st.lists(st.tuples(st.integers(0, 3), st.integers(0, 14)), min_size=1, max_size=10)


def pool_of(u: Unit, index: int) -> str:
    pools = u.pools()
    return pools[index % len(pools)]


def summary(steps: list[Step]) -> dict[str, Any]:
    return dict(next(s.data for s in steps if "removed" in s.data and "excess" in s.data))


def viable(u: Unit) -> bool:
    return formation.problem(u.in_play, u.files) is None


@settings(max_examples=150, deadline=None)
@given(unit_forms(), batches)
def test_n2_lost_health_points_are_conserved(form: dict[str, Any],
                                             plan: list[tuple[int, int]]) -> None:
    b = NinthAgeBattle.new({"units": [form]})
    for index, losses in plan:
        u = b.unit("u")
        pool = pool_of(u, index)
        if not u.pool_models(pool):
            with pytest.raises(RuleViolation):
                b.push(HealthPointLosses("u", pool, losses))
            continue
        hp, carried, count = u.hp_per_model(pool), u.lost(pool), len(u.pool_models(pool))
        others = {p: (u.lost(p), len(u.pool_models(p))) for p in u.pools() if p != pool}
        steps = b.push(HealthPointLosses("u", pool, losses))
        u = b.unit("u")
        removed = count - len(u.pool_models(pool))
        excess = summary(steps)["excess"]
        # removed x HP + carried over + excess = this batch's losses + what was carried in
        assert removed * hp + u.lost(pool) + excess == losses + carried
        assert 0 <= u.lost(pool) < hp
        assert excess == 0 or not u.pool_models(pool)
        if not u.pool_models(pool):
            assert u.lost(pool) == 0
        assert summary(steps)["removed"] == [s.data["model"] for s in steps if "model" in s.data]
        assert others == {p: (u.lost(p), len(u.pool_models(p))) for p in others}
        assert {s.rule for s in steps} <= RULES


@settings(max_examples=150, deadline=None)
@given(unit_forms(), batches)
def test_n4_the_formation_is_always_viable(form: dict[str, Any],
                                           plan: list[tuple[int, int]]) -> None:
    b = NinthAgeBattle.new({"units": [form]})
    ids = [m.id for m in b.unit("u").models]
    width = len([m for m in b.unit("u").in_play if m.rank == 0])
    for index, losses in plan:
        u = b.unit("u")
        pool = pool_of(u, index)
        if u.pool_models(pool):
            steps = b.push(HealthPointLosses("u", pool, losses))
            gone = set(summary(steps)["removed"])
            assert {m.pool for m in b.unit("u").models if m.id in gone} <= {pool}
        u = b.unit("u")
        assert viable(u)
        assert [m.id for m in u.models] == ids  # stable ids, removed ones kept
        front = [m for m in u.in_play if m.rank == 0]
        # The first rank sets the width and only narrows when it cannot be filled.
        assert len(front) == min(width, len(u.in_play))
        width = len(front)


@settings(max_examples=150, deadline=None)
@given(unit_forms(max_characters=0), batches)
def test_n3_the_first_rank_loses_models_equally_from_both_sides(
        form: dict[str, Any], plan: list[tuple[int, int]]) -> None:
    b = NinthAgeBattle.new({"units": [form]})
    for _, losses in plan:
        if b.unit("u").destroyed:
            break
        b.push(HealthPointLosses("u", RANK_AND_FILE, losses))
        u = b.unit("u")
        front = [m for m in u.in_play if m.rank == 0]
        _, left, right = formation.longer_side(front, u.files)
        assert abs(left - right) <= 1


@settings(max_examples=150, deadline=None)
@given(unit_forms(), st.integers(0, 14), st.lists(st.integers(0, 40), max_size=4))
def test_n3_owner_picks_go_first_or_change_nothing(form: dict[str, Any], losses: int,
                                                   picks: list[int]) -> None:
    b = NinthAgeBattle.new({"units": [form]})
    names = tuple(f"m{n}" for n in picks)
    before = b.to_json()
    try:
        steps = b.push(HealthPointLosses("u", RANK_AND_FILE, losses, picks=names))
    except AftermathError:
        assert b.to_json() == before
        return
    assert summary(steps)["removed"][:len(names)] == list(names)
    assert viable(b.unit("u"))


@settings(max_examples=100, deadline=None)
@given(unit_forms(), unit_forms(), batches, st.integers(0, 3))
def test_push_pop_and_json_are_identities(form: dict[str, Any], enemy: dict[str, Any],
                                          plan: list[tuple[int, int]], undo: int) -> None:
    enemy = {**enemy, "id": "e", "player": 1}
    b = NinthAgeBattle.new({"units": [form, enemy]})
    for index, losses in plan:
        unit_id = "e" if index == 3 else "u"
        u = b.unit(unit_id)
        pool = pool_of(u, index)
        if not u.pool_models(pool):
            continue
        before = b.state.to_json()
        event = HealthPointLosses(unit_id, pool, losses)
        steps = b.push(event)
        after = b.state.to_json()
        assert b.pop() == event
        assert b.state.to_json() == before
        assert b.redo() == steps
        assert b.state.to_json() == after
        assert type(b.state).from_json(after).to_json() == after
    for _ in range(min(undo, len(b.events))):
        b.pop()
    data = b.to_json()
    again = NinthAgeBattle.from_json(data)
    assert again.to_json() == data
    assert again.state == b.state
    assert again.history() == b.history()
