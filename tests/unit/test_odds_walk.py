"""The Conquest odds walk the engine one Wound at a time, memoised by state. These check
the two things that rests on, against the engine itself."""

from __future__ import annotations

import json
import random

import pytest

from aftermath.conquest import MoraleTest, WoundPool
from aftermath.conquest.allocation import allocate
from aftermath.conquest.odds_walk import Walk, passing_faces, state_key
from aftermath.conquest.regiment import Regiment
from aftermath.conquest.state import ConquestState
from aftermath.history import Log

from .test_odds_fixtures import conquest_battle


@pytest.mark.parametrize("seed", range(60))
def test_c4_n_single_wounds_leave_the_regiment_as_one_pool_of_n(seed: int) -> None:
    rng = random.Random(seed)
    start = conquest_battle(rng).regiment("a").to_json()
    n = rng.randint(0, 12)
    whole = Regiment.from_json(start)
    allocate(whole, n, Log())
    one_by_one = Regiment.from_json(start)
    for _ in range(n):
        allocate(one_by_one, 1, Log())
    assert one_by_one.to_json() == whole.to_json()


@pytest.mark.parametrize("seed", range(60))
def test_c12_walk_after_pool_and_failures_is_where_the_events_leave_it(seed: int) -> None:
    """A pool of k, then f failed Morale dice: the walk's state is the one the WoundPool
    and MoraleTest events leave in the battle."""
    rng = random.Random(seed)
    game = conquest_battle(rng)
    k, f = rng.randint(1, 8), rng.randint(0, 8)
    walk = Walk()
    key = walk.after(walk.start(game.regiment("a")), k)
    game.push(WoundPool("a", k))
    owed = game.regiment("a").pending_morale
    if owed:
        f = min(f, owed)
        game.push(MoraleTest("a", (6,) * f + (1,) * (owed - f)))
        key = walk.after(key, f)
    after = game.regiment("a")
    after.pending_morale = 0
    state = json.loads(key)
    state["pending_morale"] = 0
    assert state == after.to_json()


def test_memo_reuses_states() -> None:
    game = conquest_battle(random.Random(3))
    walk = Walk()
    key = walk.start(game.regiment("a"))
    first = walk.step(key)
    assert walk.step(key) is first


def test_passing_faces_follow_c10() -> None:
    result = [passing_faces(t) for t in (-2, 0, 1, 2, 3, 4, 5, 6, 9)]
    expected = [1, 1, 1, 2, 3, 4, 5, 5, 5]
    assert result == expected


def test_state_key_is_the_regiment_json() -> None:
    state = ConquestState.from_json({"regiments": [
        {"id": "a", "name": "A", "player": 0, "stands": 2, "files": 2, "wounds": 1,
         "resolve": 2}]})
    r = state.regiment("a")
    assert json.loads(state_key(r)) == r.to_json()
