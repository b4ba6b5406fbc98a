"""N-4: a model of another Health Pool where a casualty would be taken is skipped, the next
eligible rank-and-file model leaves, and the Unit re-forms into a viable formation: no
gaps in any rank but the last, the last rank centred, the width set by the first rank."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from aftermath.history import Step
from aftermath.ninth_age import (
    RANK_AND_FILE,
    HealthPointLosses,
    NinthAgeBattle,
    Unit,
    formation,
)


def battle(**form: Any) -> NinthAgeBattle:
    return NinthAgeBattle.new({"units": [{"id": "u", "name": "Unit", "player": 0, **form}]})


def where(b: NinthAgeBattle) -> dict[str, tuple[int, int]]:
    return {m.id: (m.rank, m.file) for m in b.unit("u").in_play}


def viable(u: Unit) -> bool:
    return formation.problem(u.in_play, u.files) is None


def casualties(steps: list[Step]) -> list[Step]:
    return [s for s in steps if "model" in s.data]


def test_n4_character_at_the_end_of_a_single_rank_is_skipped() -> None:
    b = battle(models=4, files=5, hp=1, characters=[
        {"id": "champ", "name": "Bors", "kind": "champion", "hp": 2, "rank": 0, "file": 0}])
    steps = b.push(HealthPointLosses("u", RANK_AND_FILE, 1))
    # Both sides hold 2: the left end would go, but the Champion stands there.
    [step] = casualties(steps)
    assert step.rule == "N-4"
    assert step.data["model"] == "m1"
    assert step.data["skipped"] == ["champ"]
    assert where(b)["champ"] == (0, 1)  # closed up into m1's place: no gap
    assert sorted(f for _, f in where(b).values()) == [1, 2, 3, 4]
    assert viable(b.unit("u"))
    assert any(s.rule == "N-4" and "moves" in s.data for s in steps)


def test_n4_character_at_the_end_of_the_rear_rank_is_skipped() -> None:
    b = battle(models=9, files=5, hp=1, characters=[
        {"id": "hero", "name": "Aldric", "hp": 3, "rank": 1, "file": 4}])
    steps = b.push(HealthPointLosses("u", RANK_AND_FILE, 1))
    [step] = casualties(steps)
    assert (step.rule, step.data["model"], step.data["skipped"]) == ("N-4", "m9", ["hero"])
    assert where(b)["hero"] == (1, 3)
    assert viable(b.unit("u"))
    assert "Character Aldric (another Health Pool) skipped" in step.text


def test_n4_a_character_behind_steps_into_the_first_rank() -> None:
    # The rank behind holds only the Character: the first rank loses a model, and the
    # Character fills its place so the first rank keeps its width.
    b = battle(models=5, files=5, hp=1, characters=[
        {"id": "hero", "name": "Aldric", "hp": 3, "rank": 1, "file": 2}])
    assert [s.data["model"] for s in casualties(
        b.push(HealthPointLosses("u", RANK_AND_FILE, 1)))] == ["m1"]
    assert where(b)["hero"] == (0, 0)
    assert len(where(b)) == 5
    assert viable(b.unit("u"))


def test_n4_ranks_behind_of_other_pools_are_skipped_for_the_rank_in_front() -> None:
    b = battle(models=10, files=5, hp=1, characters=[
        {"id": "a", "name": "A", "hp": 1, "rank": 2, "file": 1},
        {"id": "c", "name": "C", "hp": 1, "rank": 2, "file": 2}])
    steps = b.push(HealthPointLosses("u", RANK_AND_FILE, 2))
    assert [s.rule for s in casualties(steps)] == ["N-4", "N-4"]
    assert all(r < 2 for r, _ in where(b).values())
    assert where(b)["a"][0] == 1 and where(b)["c"][0] == 1
    assert viable(b.unit("u"))


def test_n4_a_character_leaving_the_middle_of_a_rank_leaves_no_gap() -> None:
    b = battle(models=4, files=5, hp=1, characters=[{"id": "hero", "name": "A", "hp": 1}])
    assert where(b)["hero"] == (0, 2)
    b.push(HealthPointLosses("u", "hero", 1))
    assert sorted(where(b).values()) == [(0, 1), (0, 2), (0, 3), (0, 4)]
    assert viable(b.unit("u"))


def test_n4_a_character_leaving_a_full_rank_is_replaced_from_the_rear() -> None:
    b = battle(models=11, files=5, hp=1, characters=[{"id": "hero", "name": "A", "hp": 1}])
    b.push(HealthPointLosses("u", "hero", 1))
    w = where(b)
    assert [f for r, f in sorted(w.values()) if r == 0] == [0, 1, 2, 3, 4]
    assert [f for r, f in sorted(w.values()) if r == 1] == [0, 1, 2, 3, 4]
    assert [f for r, f in sorted(w.values()) if r == 2] == [2]
    assert viable(b.unit("u"))


def test_n4_the_unit_keeps_its_width_until_it_cannot_fill_the_first_rank() -> None:
    b = battle(models=12, files=4, hp=1)
    for n in range(11):
        b.push(HealthPointLosses("u", RANK_AND_FILE, 1))
        u = b.unit("u")
        front = [m for m in u.in_play if m.rank == 0]
        assert len(front) == min(4, 11 - n)
        assert viable(u)


@dataclasses.dataclass
class M:
    id: str
    rank: int
    file: int


def ms(*spots: tuple[int, int]) -> list[M]:
    return [M(f"x{i}", r, f) for i, (r, f) in enumerate(spots)]


@pytest.mark.parametrize(("spots", "files", "where_", "words"), [
    ([(0, 0), (0, 2)], 3, "rank 1", "has a gap"),
    ([(0, 0), (0, 1), (0, 2), (1, 0), (1, 2), (2, 1)], 3, "rank 2", "has a gap"),
    ([(0, 0), (0, 1), (0, 2), (1, 0)], 3, "rank 2", "centred"),
    ([(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (1, 3)], 3, "x6", "outside"),
    ([(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (1, 3)], 4, "rank 2", "wider"),
    ([(0, 1), (0, 2), (1, 0), (1, 1), (1, 2)], 3, "rank 2", "wider"),
    ([(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (2, 0)], 3, "rank 3", "centred"),
    ([(0, 0), (0, 1), (2, 0)], 3, "rank 2", "is empty"),
    ([(0, 0), (0, 0)], 3, "x1", "the place of x0"),
])
def test_n4_viable_formation_check(spots: list[tuple[int, int]], files: int, where_: str,
                                   words: str) -> None:
    wrong = formation.problem(ms(*spots), files)
    assert wrong is not None
    assert wrong[0] == where_
    assert words in str(wrong[1])


def test_n4_formation_texts_count_ranks_and_files_from_1() -> None:
    """Table-flow principle 6: the front rank is rank 1, the left file file 1."""
    result = [formation.problem(ms(*spots), files) for spots, files in [
        ([(0, 0), (0, 1), (0, 2), (1, 0)], 3),
        ([(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (1, 3)], 3),
        ([(0, 0), (0, 0)], 3)]]
    expected = [("rank 2", "must stand centred behind the first rank, in files 2 to 2 (N-4)"),
                ("x6", "stands at file 4, outside the Unit's files 1 to 3"),
                ("x1", "stands in rank 1, file 1, the place of x0")]
    assert [None if r is None else (r[0], str(r[1])) for r in result] == expected


def test_n4_viable_formations_pass() -> None:
    assert formation.problem(ms((0, 0), (0, 1), (0, 2), (1, 1)), 3) is None
    assert formation.problem(ms((0, 1), (0, 2), (0, 3)), 5) is None  # a shrunk single rank
    assert formation.problem(ms((0, 0), (0, 1), (0, 2), (0, 3), (1, 1), (1, 2)), 4) is None
    assert formation.problem(ms((0, 0), (0, 1), (0, 2), (0, 3), (1, 0)), 4) is not None
    assert formation.problem([], 4) is None


def test_n4_reform_fills_holes_from_the_rear_by_the_nearest_model() -> None:
    models = ms((0, 0), (0, 1), (0, 3), (0, 4), (1, 0), (1, 1), (1, 2), (1, 3), (1, 4), (2, 2))
    moves = formation.reform(models, (0, 4))
    assert moves == [("x9", (2, 2), (0, 2))]
    assert formation.problem(models, 5) is None


def test_n4_reform_closes_a_shrinking_rank_towards_the_kept_end() -> None:
    models = ms((0, 1), (0, 2), (0, 4))
    moves = formation.reform(models, (1, 3))
    assert moves == [("x2", (0, 4), (0, 3))]


def test_n4_reform_centres_the_last_rank_keeping_its_order() -> None:
    models = ms((0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (1, 0), (1, 4))
    formation.reform(models, (0, 4))
    assert [(m.rank, m.file) for m in models[5:]] == [(1, 1), (1, 2)]


def test_n4_fresh_places_are_viable() -> None:
    for count in range(1, 30):
        for width in range(1, 9):
            spots = formation.places(count, min(width, count))
            assert formation.problem(ms(*spots), min(width, count)) is None
