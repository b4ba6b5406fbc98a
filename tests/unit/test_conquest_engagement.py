"""Stranded Regiments and Press the Attack on a battlefield (Ch6; C-18, C-19).

Layouts in mm, facing 0 = north (+y). B (player 1) is a 3-file Regiment facing north at
(600, 600): rank 0 covers y 560..600, rank 1 y 520..560, rank 2 y 480..520; files cover
x 540..580, 580..620, 620..660. A (player 0, the Active Player) attacks B's rear.
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from aftermath.conquest import ConquestBattle, MoraleTest, Place, WoundPool
from aftermath.conquest import battlefield as bf

from .test_conquest_battlefield_helpers import contacts, table, texts, turn, unit, view_of, where


def pushes(steps: list[Any]) -> list[dict[str, Any]]:
    return [dict(s.data) for s in steps if s.rule == "C-19" and "distance" in s.data]


def test_fig_6_1_a_stranded_behind_b_is_pushed_back_by_the_shortest_distance() -> None:
    """B loses its rear rank; A, fighting B's rear, is pushed 40 mm straight on."""
    game = table(unit("a", 0, 600, 520), unit("b", 1, 600, 600, stands=6))
    steps = game.push(WoundPool("b", 3, morale=False))
    assert texts(steps, "C-18")[0] == "A is Stranded: no longer in contact with B"
    assert texts(steps, "C-19")[0] == (
        "A presses the attack: pushed 40 mm (40 mm forward) back into contact with B — "
        "3 Stands against 3, as before the casualties")
    assert pushes(steps)[0]["distance"] == 40.0
    assert where(game, "a") == (600, 560)
    assert where(game, "b") == (600, 600)  # B, which lost the Stands, is not Stranded
    assert contacts(game)["b"] == {"r0f0": ["a"], "r0f1": ["a"], "r0f2": ["a"]}
    assert view_of(game, "a")["engagement"] == view_of(game, "b")["engagement"] == "engaged"
    assert game.state.engaged_before is None


def test_fig_6_1_b_stranded_regiment_is_pushed_even_when_its_enemy_is_active() -> None:
    """Ch6: the melee opponents of the Regiment losing Stands are the Stranded ones, so A
    is pushed whoever the Active Player is; B is never pushed back into A."""
    game = table(unit("a", 0, 600, 520), unit("b", 1, 600, 600, stands=6), active_player=1)
    steps = game.push(WoundPool("b", 3, morale=False))
    assert where(game, "a") == (600, 560) and where(game, "b") == (600, 600)
    assert texts(steps, "C-19")[-1] == "B is engaged again with A"


def test_fig_6_1_a_destroyed_b_and_c_not_pushed_d_only_opponent_destroyed() -> None:
    """A and E stand side by side. B fights both fronts, C both rears, D only A's flank.
    A is destroyed: B and C still touch E, so they are not Stranded; D's only opponent
    is gone, so it is Unengaged, not Stranded. Nobody is pushed."""
    game = table(
        unit("a", 0, 500, 500, stands=2, files=2),
        unit("e", 0, 580, 500, stands=2, files=2),
        unit("b", 1, 540, 500, 180, stands=4, files=4),
        unit("c", 1, 540, 460, stands=4, files=4),
        unit("d", 1, 460, 480, 90, stands=2, files=1),
    )
    assert {r: sorted({e for es in s.values() for e in es}) for r, s in contacts(game).items()} \
        == {"a": ["b", "c", "d"], "e": ["b", "c"], "b": ["a", "e"], "c": ["a", "e"],
            "d": ["a"]}
    before = {r.id: where(game, r.id) for r in game.state.regiments if r.id != "a"}
    steps = game.push(WoundPool("a", 2))
    assert game.regiment("a").destroyed
    assert texts(steps, "C-18") == [
        "B lost contact with A but is still in contact with E: not Stranded",
        "C lost contact with A but is still in contact with E: not Stranded",
        "D is Unengaged, not Stranded: its only opponent (A) destroyed",
    ]
    assert pushes(steps) == []
    assert {r: where(game, r) for r in before} == before
    assert view_of(game, "d")["engagement"] == "unengaged"
    assert view_of(game, "b")["engagement"] == "engaged"


def test_c18_engaged_with_two_enemies_losing_one_is_not_stranded() -> None:
    # A fights B's rear and D on its right flank; B loses its rear rank.
    game = table(unit("a", 0, 600, 520), unit("b", 1, 600, 600, stands=6),
                 unit("d", 1, 660, 500, 270, stands=1, files=1))
    steps = game.push(WoundPool("b", 3, morale=False))
    assert texts(steps, "C-18")[0] == \
        "A lost contact with B but is still in contact with D: not Stranded"
    assert pushes(steps) == []
    assert where(game, "a") == (600, 520)
    assert contacts(game) == {"a": {"r0f2": ["d"]}, "d": {"r0f0": ["a"]}}
    # B lost the Stands itself: it is not pushed back into A, it is now Unengaged.
    assert texts(steps, "C-18")[-1] == "B stays out of contact: it is Unengaged"
    assert view_of(game, "b")["engagement"] == "unengaged"


def test_c19_push_through_a_third_regiment_fails_and_leaves_it_unengaged() -> None:
    # A overlaps B's right-hand file by 20 mm; its own C stands 1 mm right of B's rear
    # rank, in front of A's other half: every push forward passes through C.
    game = table(unit("a", 0, 660, 520, stands=1, files=1), unit("b", 1, 600, 600, stands=6),
                 unit("c", 0, 681, 560, stands=1, files=1))
    steps = game.push(WoundPool("b", 3, morale=False))
    assert "A is Stranded: no longer in contact with B" in texts(steps, "C-18")
    assert texts(steps, "C-19")[0] == (
        "A cannot Press the Attack (the push of 40 mm is blocked: the Stand at front rank "
        "would pass through the Stand at front rank of C); it stays where it was and is "
        "Unengaged")
    assert where(game, "a") == (660, 520) and where(game, "c") == (681, 560)
    assert view_of(game, "a")["engagement"] == "unengaged"
    # Without C in the way the same push succeeds.
    game.pop()
    game.push(Place("c", 900, 900))
    game.push(WoundPool("b", 3, morale=False))
    assert where(game, "a") == (660, 560)


def test_c19_a_push_whose_path_crosses_a_regiment_is_blocked_though_its_end_is_clear() -> None:
    """C-19: the path as well as the end position must overlap no other Regiment. The
    push of the slide case below (40 mm forward and 40 mm left) sweeps a corner to A's
    left that neither its start nor its end covers; a small Regiment C of A's own side
    stands in it, 5 mm clear of A and of B."""
    c = unit("c", 0, 570, 515, stands=1, files=1, footprint={"width": 10, "depth": 10})
    game = table(unit("a", 0, 620, 520, stands=2, files=2),
                 unit("b", 1, 600, 600, stands=6, command="r0f0"), c)
    assert contacts(game)["a"] == {"r0f0": ["b"], "r0f1": ["b"]}
    steps = game.push(WoundPool("b", 4, morale=False))
    assert texts(steps, "C-19")[0] == (
        "A cannot Press the Attack (the push of 56.6 mm is blocked: the Stand at front rank, "
        "left end would pass through the Stand at front rank of C); it stays where it was "
        "and is Unengaged")
    assert where(game, "a") == (620, 520)
    assert view_of(game, "a")["engagement"] == "unengaged"
    # Where the push would end, A overlaps nothing: only the path is in the way.
    a = game.regiment("a")
    assert game.state.battlefield is not None
    end = bf.rects(a, (-40.0, 40.0))
    assert bf.problem(game.state.battlefield, game.state.regiments, a, end) is None


def test_c19_a_push_that_would_leave_the_battlefield_is_blocked() -> None:
    """C-19: a push must not leave the battlefield either (the check it shares with
    Place): A, 2 files at x 80..160, moved 100 mm left would stand 20 mm off the table's
    left edge; 20 mm left it stays on it."""
    game = table(unit("a", 0, 120, 520, stands=2, files=2),
                 unit("b", 1, 100, 600, stands=6, command="r0f0"))
    a = game.regiment("a")
    assert game.state.battlefield is not None

    def problem(shift: tuple[float, float]) -> str | None:
        assert game.state.battlefield is not None
        why = bf.problem(game.state.battlefield, game.state.regiments, a, bf.rects(a, shift),
                         path=shift)
        return None if why is None else why.text

    off = "the Stand at front rank, left end would be off the battlefield"
    assert problem((-100.0, 0.0)) == off
    assert problem((-20.0, 0.0)) is None


def test_c19_push_restores_the_same_number_of_stands_in_contact() -> None:
    """A fights B's files 1 and 2. B (Command Stand r0f0) loses its rear rank and r0f2:
    straight on A would touch 1 Stand; 40 mm left as well restores 2 against 2."""
    game = table(unit("a", 0, 620, 520, stands=2, files=2),
                 unit("b", 1, 600, 600, stands=6, command="r0f0"))
    steps = game.push(WoundPool("b", 4, morale=False))
    assert [s.id for s in game.regiment("b").alive_stands] == ["r0f0", "r0f1"]
    push = pushes(steps)[0]
    assert (push["stands"], push["enemy_stands"], push["before"]) == (2, 2, [2, 2])
    assert push["distance"] == round(40 * math.sqrt(2), 1)
    assert texts(steps, "C-19")[0] == (
        "A presses the attack: pushed 56.6 mm (40 mm forward and 40 mm left) back into "
        "contact with B — 2 Stands against 2, as before the casualties")
    assert where(game, "a") == (580, 560)


def test_c19_push_maximises_when_the_new_rear_rank_is_narrower() -> None:
    """3 against 3 before; B's new rear rank holds 2 Stands, so 2 against 2 is the most."""
    game = table(unit("a", 0, 600, 480), unit("b", 1, 600, 600, stands=9))
    steps = game.push(WoundPool("b", 4, morale=False))
    assert [s.id for s in game.regiment("b").alive_stands if s.rank == 1] == ["r1f1", "r1f2"]
    push = pushes(steps)[0]
    assert (push["stands"], push["enemy_stands"], push["before"]) == (2, 2, [3, 3])
    assert texts(steps, "C-19")[0] == (
        "A presses the attack: pushed 40 mm (40 mm forward) back into contact with B — "
        "2 Stands against 2: the most possible (it was 3 against 3)")
    assert where(game, "a") == (600, 520)


def test_c19_a_push_that_would_touch_an_enemy_it_was_not_engaged_with_fails() -> None:
    """F (B's side) stands 0.3 mm right of B's rear rank. The push C-19 defines (straight
    on, 40 mm) would touch F, which A never fought: Ch6 forbids that, so the push fails
    and A stays where it was, Unengaged. No other push is tried in its place (C-19)."""
    game = table(unit("a", 0, 600, 520), unit("b", 1, 600, 600, stands=6),
                 unit("f", 1, 680.3, 560, stands=1, files=1))
    assert "f" not in contacts(game)
    steps = game.push(WoundPool("b", 3, morale=False))
    assert texts(steps, "C-19")[0] == (
        "A cannot Press the Attack (the push of 40 mm is blocked: it would touch F, which it "
        "was not engaged with); it stays where it was and is Unengaged")
    assert where(game, "a") == (600, 520)
    assert "f" not in contacts(game)


def test_c18_stranded_check_waits_for_the_morale_test() -> None:
    """The Wound Pool leaves A out of contact, but the action's casualties are complete
    only after the Morale Test: its failed die removes one more Stand first."""
    game = table(unit("a", 0, 600, 480), unit("b", 1, 600, 600, stands=9))
    steps = game.push(WoundPool("b", 3))
    assert pushes(steps) == []
    assert texts(steps, "C-18") == [
        "Out of contact: A; Stranded Regiments are settled after the Morale Test's casualties"]
    assert view_of(game, "a")["engagement"] == "stranded"
    assert where(game, "a") == (600, 480)
    steps = game.push(MoraleTest("b", (6, 1, 1)))
    assert [s.id for s in game.regiment("b").alive_stands if s.rank == 1] == ["r1f1", "r1f2"]
    assert pushes(steps)[0]["stands"] == 2
    assert where(game, "a") == (600, 520)
    game.pop()
    assert where(game, "a") == (600, 480) and game.state.engaged_before is not None


def test_c19_stranded_regiments_are_pushed_one_at_a_time_in_list_order() -> None:
    """A1 and A2 side by side fight B's rear; B (4 files) loses its rear rank. Both are
    Stranded (their owner is the Active Player) and pushed one by one, in list order;
    A2 slides along A1's flank, which only touches."""
    game = table(unit("a2", 0, 640, 520, stands=2, files=2),
                 unit("b", 1, 600, 600, stands=8, files=4),
                 unit("a1", 0, 560, 520, stands=2, files=2))
    steps = game.push(WoundPool("b", 4, morale=False))
    assert [t.split(":")[0] for t in texts(steps, "C-18") if "is Stranded" in t] == \
        ["A2 is Stranded", "A1 is Stranded"]
    assert [p["regiment"] for p in pushes(steps)] == ["a2", "a1"]
    assert where(game, "a2") == (640, 560) and where(game, "a1") == (560, 560)


# -- the same results at any facing ---------------------------------------------------------

SCENARIOS: dict[str, tuple[list[dict[str, Any]], str, int]] = {
    "straight": ([unit("a", 0, 600, 520), unit("b", 1, 600, 600, stands=6)], "b", 3),
    "slide": ([unit("a", 0, 620, 520, stands=2, files=2),
               unit("b", 1, 600, 600, stands=6, command="r0f0")], "b", 4),
    "blocked": ([unit("a", 0, 660, 520, stands=1, files=1), unit("b", 1, 600, 600, stands=6),
                 unit("c", 0, 681, 560, stands=1, files=1)], "b", 3),
    "narrower": ([unit("a", 0, 600, 480), unit("b", 1, 600, 600, stands=9)], "b", 4),
}


def turned(regiments: list[dict[str, Any]], degrees: float) -> list[dict[str, Any]]:
    out = []
    for r in regiments:
        p = r["position"]
        x, y = turn((p["x"], p["y"]), degrees)
        out.append({**r, "position": {"x": x, "y": y, "facing": p["facing"] + degrees}})
    return out


def outcome(game: ConquestBattle, steps: list[Any]) -> tuple[Any, ...]:
    return (
        [(s.rule, s.text) for s in steps],
        {r.id: sorted((s.id, tuple(s.contacts)) for s in r.alive_stands)
         for r in game.state.regiments},
        {r["id"]: r["engagement"] for r in game.view()["regiments"]},
    )


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(SCENARIOS)), st.floats(0, 360, exclude_max=True))
@example("straight", 90.0)
@example("slide", 37.0)
@example("narrower", 90.0)
@example("blocked", 37.0)
def test_c17_c19_results_are_the_same_at_any_facing(name: str, degrees: float) -> None:
    regiments, target, wounds = SCENARIOS[name]
    plain = table(*regiments)
    steps = plain.push(WoundPool(target, wounds, morale=False))
    rotated = table(*turned(regiments, degrees))
    turned_steps = rotated.push(WoundPool(target, wounds, morale=False))
    assert outcome(rotated, turned_steps) == outcome(plain, steps)
    for r in plain.state.regiments:
        x, y = turn(where(plain, r.id), degrees)
        assert where(rotated, r.id) == pytest.approx((x, y), abs=1e-6)


@pytest.mark.parametrize("degrees", [0.0, 90.0, 37.0])
def test_c17_contacts_at_0_90_and_37_degrees(degrees: float) -> None:
    regiments = [unit("a", 0, 600, 520), unit("b", 1, 600, 600, stands=6),
                 unit("d", 1, 660, 500, 270, stands=1, files=1)]
    game = table(*turned(regiments, degrees))
    assert contacts(game) == {
        "a": {"r0f0": ["b"], "r0f1": ["b"], "r0f2": ["b", "d"]},
        "b": {"r1f0": ["a"], "r1f1": ["a"], "r1f2": ["a"]},
        "d": {"r0f0": ["a"]},
    }
