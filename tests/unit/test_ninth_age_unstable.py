"""N-7 Unstable: the Health Points a Unit loses with no saves go to the rank and file
first (not the Champion), then the Champion, then the Characters as evenly as possible,
one Health Point at a time, a tie in the owner's order; whole models by N-2 to N-4."""

from __future__ import annotations

import pytest

from aftermath.errors import InvalidData, RuleViolation
from aftermath.history import Step
from aftermath.ninth_age import RANK_AND_FILE, NinthAgeBattle, UnstableLosses


def skeletons(models: int = 4, rnf_hp: int = 1) -> NinthAgeBattle:
    """Rank and file, a Champion of 1 HP and two Characters, Vampire (3 HP) listed
    before Necromancer (2 HP)."""
    return NinthAgeBattle.new({"units": [{
        "id": "u", "name": "Skeletons", "player": 0, "models": models, "files": 5,
        "hp": rnf_hp, "characters": [
            {"id": "champ", "name": "Bones", "kind": "champion", "hp": 1},
            {"id": "vamp", "name": "Vampire", "hp": 3},
            {"id": "necro", "name": "Necromancer", "hp": 2}]}]})


def shares(steps: list[Step]) -> list[tuple[str, int]]:
    step = next(s for s in steps if s.rule == "N-7")
    return [(s["pool"], s["losses"]) for s in step.data["shares"]]


def test_n7_rank_and_file_first_not_the_champion() -> None:
    b = skeletons()
    steps = b.push(UnstableLosses("u", 3))
    u = b.unit("u")
    result = (shares(steps), len(u.pool_models(RANK_AND_FILE)), bool(u.pool_models("champ")))
    expected = ([(RANK_AND_FILE, 3)], 1, True)
    assert result == expected


def test_n7_then_the_champion_then_the_characters_evenly() -> None:
    """4 rank and file + 1 Champion + 4 = 9: the Characters take 2 each."""
    b = skeletons()
    steps = b.push(UnstableLosses("u", 9))
    u = b.unit("u")
    result = (shares(steps), u.lost("vamp"), u.lost("necro"), bool(u.pool_models("champ")))
    expected = ([(RANK_AND_FILE, 4), ("champ", 1), ("vamp", 2), ("necro", 2)], 2, 0, False)
    assert result == expected


def test_n7_a_tie_goes_first_to_the_first_in_the_units_order_by_default() -> None:
    b = skeletons()
    steps = b.push(UnstableLosses("u", 6))
    assert shares(steps) == [(RANK_AND_FILE, 4), ("champ", 1), ("vamp", 1)]
    assert next(s for s in steps if s.rule == "N-7").data["order"] == ["vamp", "necro"]


def test_n7_the_owner_chooses_the_order_of_a_tie() -> None:
    b = skeletons()
    steps = b.push(UnstableLosses("u", 8, ("necro", "vamp")))
    result = shares(steps)
    expected = [(RANK_AND_FILE, 4), ("champ", 1), ("necro", 2), ("vamp", 1)]
    assert result == expected
    assert b.events[-1].to_json()["order"] == ["necro", "vamp"]


def test_n7_a_character_out_of_health_points_takes_no_more() -> None:
    """4 + 1 + 5 for the Characters: Necromancer's 2 are all it has; Vampire takes 3 and
    dies too; one more is excess."""
    b = skeletons()
    steps = b.push(UnstableLosses("u", 11))
    result = (shares(steps), b.unit("u").destroyed)
    expected = ([(RANK_AND_FILE, 4), ("champ", 1), ("vamp", 3), ("necro", 2)], True)
    assert result == expected
    assert any(s.rule == "N-2" and s.data.get("excess") == 1 and "shares" not in s.data
               and "taken" not in s.data for s in steps)


def test_n7_whole_models_by_n2_and_the_remainder_carried() -> None:
    b = skeletons(models=6, rnf_hp=2)
    b.push(UnstableLosses("u", 5))
    u = b.unit("u")
    result = (len(u.pool_models(RANK_AND_FILE)), u.lost_hp)
    expected = (4, 1)
    assert result == expected


def test_n7_order_must_name_every_character_in_play() -> None:
    b = skeletons()
    for order, field, value in [(("vamp",), "order", ["vamp"]),
                                (("champ", "vamp"), "order[0]", "champ"),
                                (("vamp", "vamp"), "order[1]", "vamp")]:
        with pytest.raises(InvalidData) as err:
            b.push(UnstableLosses("u", 6, order))
        assert (err.value.field, err.value.value) == (field, value)
    assert not b.events


def test_n7_losses_must_be_at_least_one() -> None:
    with pytest.raises(InvalidData) as err:
        UnstableLosses("u", 0)
    assert (err.value.field, err.value.value) == ("event.losses", 0)


def test_n7_a_destroyed_unit_loses_nothing_more() -> None:
    b = skeletons()
    b.push(UnstableLosses("u", 10))
    with pytest.raises(RuleViolation):
        b.push(UnstableLosses("u", 1))


def test_n7_undo_redo_replay_exact() -> None:
    b = skeletons()
    start = b.state.to_json()
    b.push(UnstableLosses("u", 7, ("necro", "vamp")))
    after = b.state.to_json()
    assert NinthAgeBattle.from_json(b.to_json(), "game").state.to_json() == after
    b.pop()
    assert b.state.to_json() == start
    b.redo()
    assert b.state.to_json() == after
    assert b.summaries()[-1] == "Unstable: 7 HP lost by Skeletons"


def test_n6_n7_a_shared_history_and_a_backup_replay_them() -> None:
    from aftermath import share
    from aftermath.ninth_age import HealthPointLosses, MultipleWounds

    b = skeletons(models=6, rnf_hp=2)
    b.push(HealthPointLosses("u", RANK_AND_FILE, None,
                             multiple_wounds=MultipleWounds("D3", 2, (3, 1))))
    b.push(UnstableLosses("u", 4, ("necro", "vamp")))
    shared = share.decode(share.encode("ninth_age.game", "Undead", b.to_json()))
    there = NinthAgeBattle.from_json(shared.data)
    assert there.to_json() == b.to_json()
    assert there.events == b.events
    there.pop()
    b.pop()
    assert there.state.to_json() == b.state.to_json()


def test_n7_the_characters_are_spread_evenly_within_this_batch_not_over_the_battle() -> None:
    """The Vampire lost 1 HP to an earlier attack; this batch still spreads its own
    points evenly, Vampire first on each tie: 2 and 1, not 1 and 2 to even out the
    totals."""
    from aftermath.ninth_age import HealthPointLosses
    b = skeletons()
    b.push(HealthPointLosses("u", "vamp", 1))
    steps = b.push(UnstableLosses("u", 8))
    result = shares(steps)
    expected = [(RANK_AND_FILE, 4), ("champ", 1), ("vamp", 2), ("necro", 1)]
    assert result == expected


def test_n7_every_health_point_entered_is_lost_no_saves_are_taken() -> None:
    b = skeletons()
    steps = b.push(UnstableLosses("u", 6))
    result = sum(n for _, n in shares(steps))
    expected = 6
    assert result == expected
    assert set(UnstableLosses("u", 6).to_json()) == {"kind", "unit", "losses", "order"}
