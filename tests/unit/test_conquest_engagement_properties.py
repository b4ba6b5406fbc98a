"""Properties of random engagements on a battlefield (C-17 to C-19, hypothesis).

Every state a push leaves must be a legal table (re-validated on each JSON load), keep
its JSON exactly, and be undone exactly by pop; a Regiment never ends Stranded.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from aftermath.conquest import ConquestBattle, MoraleTest, WoundPool

from .test_conquest_battlefield_helpers import table, turn, unit


@st.composite
def engagements(draw: st.DrawFn) -> list[dict[str, Any]]:
    """B (player 1) facing north at (600, 600); A attacking its rear, slid sideways by a
    whole number of mm; sometimes a third Regiment C beside B's rear, all turned."""
    b_files = draw(st.integers(1, 5))
    b_stands = draw(st.integers(b_files, b_files * 3))
    b_ranks = -(-b_stands // b_files)
    a_files = draw(st.integers(1, 4))
    slide = draw(st.integers(-20 * (a_files + b_files) + 1, 20 * (a_files + b_files) - 1))
    rear = 600 - 40 * b_ranks
    regiments = [unit("a", 0, 600 + slide, rear, stands=a_files * draw(st.integers(1, 2)),
                      files=a_files),
                 unit("b", 1, 600, 600, stands=b_stands, files=b_files,
                      wounds=draw(st.integers(1, 2)))]
    if draw(st.booleans()):
        side = draw(st.sampled_from([-1, 1]))
        gap = draw(st.sampled_from([0.0, 1.0, 30.0]))
        x = 600 + side * (20 * b_files + gap + 20)
        regiments.append(unit("c", draw(st.integers(0, 1)), x, rear + 40, stands=1, files=1))
    degrees = draw(st.sampled_from([0.0, 90.0, 37.0, 211.5]))
    out = []
    for r in regiments:
        p = r["position"]
        x, y = turn((p["x"], p["y"]), degrees)
        out.append({**r, "position": {"x": x, "y": y, "facing": degrees}})
    return out


@settings(max_examples=80, deadline=None)
@given(engagements(), st.lists(st.integers(1, 4), min_size=1, max_size=4), st.data())
def test_random_engagements_stay_legal_exact_and_undoable(
    regiments: list[dict[str, Any]], pools: list[int], data: st.DataObject
) -> None:
    game = table(*regiments)
    for wounds in pools:
        if game.regiment("b").destroyed:
            break
        before = game.state.to_json()
        game.push(WoundPool("b", wounds))
        pushed = 1
        owed = game.regiment("b").pending_morale
        if owed:
            dice = tuple(data.draw(st.lists(st.integers(1, 6), min_size=owed, max_size=owed)))
            game.push(MoraleTest("b", dice))
            pushed = 2
        # Casualties complete: nothing pending, nobody left Stranded (C-19).
        assert game.state.engaged_before is None
        view = game.view()
        assert all(r["engagement"] != "stranded" for r in view["regiments"])
        # The state is a legal table and its JSON is exact (loading re-validates it).
        copy = ConquestBattle.from_json(game.to_json())
        assert copy.state.to_json() == game.state.to_json()
        assert copy.view() == view
        after = game.state.to_json()
        for _ in range(pushed):
            game.pop()
        assert game.state.to_json() == before
        for _ in range(pushed):
            game.redo()
        assert game.state.to_json() == after
