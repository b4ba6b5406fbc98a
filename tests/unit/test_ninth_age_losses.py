"""N-2: losses to a Health Pool remove whole models, carry the remainder over, and ignore
(but report) the excess; a wiped-out pool carries nothing over. Includes the rule
text's worked example of the 10 Trolls."""

from __future__ import annotations

from typing import Any

import pytest

from aftermath.errors import RuleViolation
from aftermath.history import Step
from aftermath.ninth_age import RANK_AND_FILE, HealthPointLosses, NinthAgeBattle, Unit


def battle(**form: Any) -> NinthAgeBattle:
    return NinthAgeBattle.new({"units": [{"id": "u", "name": "Unit", "player": 0, **form}]})


def alive(b: NinthAgeBattle, pool: str = RANK_AND_FILE) -> int:
    return len(b.unit("u").pool_models(pool))


def summary(steps: list[Step]) -> dict[str, Any]:
    return dict(next(s.data for s in steps if s.rule == "N-2" and "excess" in s.data
                     and "removed" in s.data))


def test_worked_example_ten_trolls_lose_7_then_2() -> None:
    b = NinthAgeBattle.new({"units": [
        {"id": "trolls", "name": "Trolls", "player": 0, "models": 10, "files": 5, "hp": 3}]})
    steps = b.push(HealthPointLosses("trolls", RANK_AND_FILE, 7))
    trolls = b.unit("trolls")
    # Two whole models (6 Health Points) removed, 1 lost Health Point kept track of.
    assert len(trolls.pool_models(RANK_AND_FILE)) == 8
    assert trolls.lost_hp == 1
    assert len(summary(steps)["removed"]) == 2
    steps = b.push(HealthPointLosses("trolls", RANK_AND_FILE, 2))
    trolls = b.unit("trolls")
    # 1 carried + 2 new = 3: enough to remove a single Troll, nothing left over.
    assert len(trolls.pool_models(RANK_AND_FILE)) == 7
    assert trolls.lost_hp == 0
    assert summary(steps) == {"unit": "trolls", "pool": RANK_AND_FILE,
                              "removed": summary(steps)["removed"], "lost_hp": 0, "taken": 2,
                              "excess": 0}
    assert any(s.rule == "N-2" and "1 already lost + 2 = 3" in s.text for s in steps)


def test_n2_one_health_point_models_lose_one_model_per_loss() -> None:
    b = battle(models=10, files=5, hp=1)
    b.push(HealthPointLosses("u", RANK_AND_FILE, 4))
    assert alive(b) == 6
    assert b.unit("u").lost_hp == 0


def test_n2_carried_losses_add_to_the_next_batch() -> None:
    b = battle(models=5, files=5, hp=3)
    b.push(HealthPointLosses("u", RANK_AND_FILE, 2))
    assert (alive(b), b.unit("u").lost_hp) == (5, 2)
    b.push(HealthPointLosses("u", RANK_AND_FILE, 1))
    assert (alive(b), b.unit("u").lost_hp) == (4, 0)
    b.push(HealthPointLosses("u", RANK_AND_FILE, 8))
    assert (alive(b), b.unit("u").lost_hp) == (2, 2)


def test_n2_excess_losses_are_reported_and_ignored() -> None:
    b = battle(models=3, files=3, hp=2)
    b.push(HealthPointLosses("u", RANK_AND_FILE, 1))
    steps = b.push(HealthPointLosses("u", RANK_AND_FILE, 9))
    # 3 x 2 - 1 = 5 Health Points were left: 5 taken, 4 excess.
    assert summary(steps)["taken"] == 5
    assert summary(steps)["excess"] == 4
    excess = [s for s in steps if s.rule == "N-2" and s.data.get("excess") == 4
              and "removed" not in s.data]
    assert len(excess) == 1
    assert "4 excess Health Point losses ignored" in excess[0].text
    assert alive(b) == 0


def test_n2_a_wiped_out_pool_carries_nothing_over() -> None:
    b = battle(models=2, files=2, hp=3)
    steps = b.push(HealthPointLosses("u", RANK_AND_FILE, 7))
    u = b.unit("u")
    assert u.destroyed
    assert u.lost_hp == 0
    assert summary(steps)["excess"] == 1
    assert any("wiped out and carries nothing over" in s.text for s in steps)
    assert Unit.from_json(u.to_json()) == u


def test_n2_a_wiped_out_pool_takes_no_more_batches() -> None:
    b = battle(models=2, files=2, hp=1)
    b.push(HealthPointLosses("u", RANK_AND_FILE, 2))
    before = b.to_json()
    with pytest.raises(RuleViolation) as err:
        b.push(HealthPointLosses("u", RANK_AND_FILE, 1))
    assert err.value.rule == "N-2"
    assert b.to_json() == before


def test_n2_a_character_pool_keeps_its_own_lost_health_points() -> None:
    b = battle(models=5, files=5, hp=1, characters=[{"id": "hero", "name": "Aldric", "hp": 3}])
    b.push(HealthPointLosses("u", "hero", 2))
    u = b.unit("u")
    assert u.character("hero").lost_hp == 2
    assert u.lost_hp == 0
    assert alive(b) == 5 and alive(b, "hero") == 1
    steps = b.push(HealthPointLosses("u", "hero", 2))
    u = b.unit("u")
    assert alive(b, "hero") == 0
    assert u.character("hero").lost_hp == 0
    assert summary(steps)["excess"] == 1
    assert alive(b) == 5


def test_n2_rank_and_file_losses_never_touch_a_character() -> None:
    b = battle(models=4, files=5, hp=2, characters=[{"id": "hero", "name": "Aldric", "hp": 3}])
    steps = b.push(HealthPointLosses("u", RANK_AND_FILE, 20))
    assert alive(b) == 0
    assert alive(b, "hero") == 1
    assert b.unit("u").character("hero").lost_hp == 0
    assert summary(steps)["excess"] == 12


def test_n2_no_losses_change_nothing_but_are_logged() -> None:
    b = battle(models=4, files=4, hp=2)
    before = b.state.to_json()
    steps = b.push(HealthPointLosses("u", RANK_AND_FILE, 0))
    assert b.state.to_json() == before
    assert [s.rule for s in steps] == ["N-2", "N-2"]
