"""N-3: models leave from the rearmost rank first; in the first rank they alternate ends,
one at a time, restarting with each batch and starting from the longer side (the left on
a tie); in other ranks the owner may choose, and the default keeps the rear rank centred."""

from __future__ import annotations

from typing import Any

import pytest

from aftermath.errors import InvalidData
from aftermath.history import Step
from aftermath.ninth_age import RANK_AND_FILE, HealthPointLosses, NinthAgeBattle


def battle(**form: Any) -> NinthAgeBattle:
    return NinthAgeBattle.new({"units": [{"id": "u", "name": "Unit", "player": 0, **form}]})


def lose(b: NinthAgeBattle, n: int, pool: str = RANK_AND_FILE, **kw: Any) -> list[str]:
    """The models removed, in the order they left."""
    steps = b.push(HealthPointLosses("u", pool, n, **kw))
    return removed(steps)


def removed(steps: list[Step]) -> list[str]:
    return [s.data["model"] for s in steps if "model" in s.data]


def files_of(b: NinthAgeBattle, rank: int) -> list[int]:
    return sorted(m.file for m in b.unit("u").in_play if m.rank == rank)


def test_n3_rearmost_rank_first() -> None:
    b = battle(models=13, files=5, hp=1)
    # Rank 2 holds m11 to m13; only then does rank 1 lose models.
    assert sorted(lose(b, 3)) == ["m11", "m12", "m13"]
    assert set(lose(b, 2)) <= {f"m{n}" for n in range(6, 11)}
    assert len(files_of(b, 0)) == 5


def test_n3_default_keeps_the_rear_rank_centred_without_moving_anyone() -> None:
    b = battle(models=10, files=5, hp=1)
    centred = [[0, 1, 2, 3], [1, 2, 3], [1, 2], [2]]
    for wanted in centred:
        steps = b.push(HealthPointLosses("u", RANK_AND_FILE, 1))
        assert files_of(b, 1) == wanted
        assert [s.rule for s in steps if "model" in s.data] == ["N-3"]
        assert not any("moves" in s.data for s in steps)


def test_n3_single_rank_alternates_ends_within_a_batch() -> None:
    b = battle(models=8, files=8, hp=1)
    assert lose(b, 4) == ["m1", "m8", "m2", "m7"]
    assert files_of(b, 0) == [2, 3, 4, 5]


def test_n3_first_model_of_a_batch_comes_from_the_longer_side() -> None:
    # A single rank standing right of the Unit's centre line (files 2 to 5 of 6).
    b = NinthAgeBattle.new({"units": [{
        "id": "u", "name": "Unit", "player": 0, "files": 6, "hp": 1,
        "models": [{"id": f"x{f}", "rank": 0, "file": f} for f in range(2, 6)],
    }]})
    assert lose(b, 1) == ["x5"]
    assert lose(b, 1) == ["x4"]  # still 1 left and 2 right of the centre line
    assert lose(b, 1) == ["x2"]  # 1 and 1: the left


def test_n3_alternation_restarts_with_each_batch() -> None:
    # Five rank-and-file models and a Champion at the right end, 6 files.
    b = battle(models=5, files=6, hp=1, characters=[
        {"id": "champ", "name": "Bors", "kind": "champion", "hp": 1, "rank": 0, "file": 5}])
    assert lose(b, 1) == ["m1"]  # 3 a side of the centre line: the left
    lose(b, 1, pool="champ")     # the Champion falls at the right end
    # Carried-on alternation would now take the right end (m5); a new batch starts again
    # from the longer side, and both sides hold 2: the left.
    assert lose(b, 1) == ["m2"]


def test_n3_a_second_batch_starts_from_the_side_the_first_left_longer() -> None:
    b = battle(models=7, files=7, hp=1)
    assert lose(b, 3) == ["m1", "m7", "m2"]
    assert lose(b, 2) == ["m6", "m3"]


def test_n3_first_rank_steps_cite_the_ruling_and_the_side() -> None:
    b = battle(models=4, files=4, hp=1)
    steps = b.push(HealthPointLosses("u", RANK_AND_FILE, 2))
    texts = [s.text for s in steps if "model" in s.data]
    assert "both sides hold 2, so the left" in texts[0]
    assert "alternating ends, now the right" in texts[1]
    assert {s.rule for s in steps if "model" in s.data} == {"N-3"}


def test_n3_owner_picks_models_behind_the_first_rank() -> None:
    b = battle(models=15, files=5, hp=1)
    order = lose(b, 3, picks=("m12", "m14"))
    assert order[:2] == ["m12", "m14"]
    assert len(files_of(b, 2)) == 2
    # The rank closed up and is centred again after the owner's choice (N-4).
    assert files_of(b, 2) == [1, 2]


def test_n3_default_order_without_picks_differs_from_the_picks() -> None:
    b = battle(models=15, files=5, hp=1)
    assert lose(b, 2) == ["m15", "m11"]


@pytest.mark.parametrize(("picks", "field", "value", "words"), [
    # Ranks are counted from 1 for people, as in the picker and the drawing.
    (("m1",), "picks[0]", "m1", "in rank 1,"),
    (("m7",), "picks[0]", "m7", "rearmost rank first, now rank 3"),
    (("nobody",), "picks[0]", "nobody", "not a model"),
    (("m12", "m12"), "picks[1]", "m12", "already been removed"),
    (("m11", "m12", "m13", "m14", "m15", "m1"), "picks[5]", "m1", "now rank 2"),
])
def test_n3_bad_picks_name_the_pick(picks: tuple[str, ...], field: str, value: str,
                                    words: str) -> None:
    b = battle(models=15, files=5, hp=1)
    before = b.to_json()
    with pytest.raises(InvalidData, match=words) as err:
        b.push(HealthPointLosses("u", RANK_AND_FILE, 7, picks=picks))
    assert (err.value.field, err.value.value) == (field, value)
    assert b.to_json() == before


def test_n3_picks_cannot_choose_the_first_rank_order() -> None:
    b = battle(models=6, files=6, hp=1)
    with pytest.raises(InvalidData, match="not used") as err:
        b.push(HealthPointLosses("u", RANK_AND_FILE, 2, picks=("m3",)))
    assert err.value.field == "picks[0]"


def test_n3_more_picks_than_models_leaving_is_refused() -> None:
    b = battle(models=10, files=5, hp=1)
    with pytest.raises(InvalidData, match="not used") as err:
        b.push(HealthPointLosses("u", RANK_AND_FILE, 1, picks=("m10", "m9")))
    assert (err.value.field, err.value.value) == ("picks[1]", "m9")


def test_n3_picks_are_for_the_rank_and_file_pool_only() -> None:
    b = battle(models=10, files=5, hp=1, characters=[{"id": "hero", "name": "A", "hp": 1}])
    with pytest.raises(InvalidData) as err:
        b.push(HealthPointLosses("u", "hero", 1, picks=("hero",)))
    assert err.value.field == "picks"


def test_n3_picks_are_recorded_in_the_event() -> None:
    b = battle(models=10, files=5, hp=1)
    b.push(HealthPointLosses("u", RANK_AND_FILE, 1, picks=("m8",)))
    assert b.to_json()["events"][0]["picks"] == ["m8"]
    again = NinthAgeBattle.from_json(b.to_json())
    assert again.state == b.state
