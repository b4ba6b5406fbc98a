"""Every worked example of Conquest chapters 5 and 6, each a test named after it."""

from __future__ import annotations

from aftermath.conquest import CharacterWounds, Heal, MoraleTest, WoundPool

from .conquest_helpers import alive, battle, destroyed, markers, regiment


def test_ch5_example_men_at_arms_wounds_4_pool_of_2() -> None:
    """2 Wound Markers go one at a time onto one Stand of the rearmost rank."""
    game = battle(regiment("maa", name="Men-at-Arms", wounds=4))
    game.push(WoundPool("maa", 2))
    result = {k: v for k, v in markers(game, "maa").items() if v}
    expected = {"r1f0": 2}
    assert result == expected
    assert game.regiment("maa").pending_morale == 2


def test_ch5_example_men_at_arms_wounds_4_pool_of_6() -> None:
    """The first Stand takes 4 and is destroyed; the remaining 2 wound the next Stand."""
    game = battle(regiment("maa", name="Men-at-Arms", wounds=4))
    game.push(WoundPool("maa", 6))
    assert destroyed(game, "maa") == ["r1f0"]
    result = {k: v for k, v in markers(game, "maa").items() if v}
    expected = {"r1f2": 2}
    assert result == expected


def test_ch5_example_cavalry_wounds_4_suffers_5_then_5() -> None:
    game = battle(regiment("cav", name="Cavalry", kind="cavalry", wounds=4))
    game.push(WoundPool("cav", 5, morale=False))
    assert destroyed(game, "cav") == ["r1f0"]
    assert {k: v for k, v in markers(game, "cav").items() if v} == {"r1f2": 1}
    steps = game.push(WoundPool("cav", 5, morale=False))
    # The previously Wounded Stand is destroyed suffering 3; the leftover 2 go on.
    first = next(s for s in steps if s.data.get("stand") == "r1f2")
    assert (first.rule, first.data["wounds"], first.data["destroyed"]) == ("C-4.1", 3, True)
    assert destroyed(game, "cav") == ["r1f0", "r1f2"]
    assert {k: v for k, v in markers(game, "cav").items() if v} == {"r1f1": 2}


def test_ch5_example_household_knights_heal_of_6() -> None:
    """Character 2 markers (2 points), a Stand with 1 marker (1 point), then the lost
    Stand restored with the last 3 points, left with 1 Wound Marker (Wounds 4)."""
    game = battle(regiment("hk", name="Household Knights", kind="cavalry", stands=4, files=2,
                           wounds=4, characters=[{"id": "ch", "name": "Marshal", "wounds": 3,
                                                  "resolve": 4}]))
    game.push(WoundPool("hk", 5, morale=False))
    game.push(CharacterWounds("hk", "ch", 2))
    assert destroyed(game, "hk") == ["r1f0"] and markers(game, "hk")["r1f1"] == 1
    steps = game.push(Heal("hk", 6))
    spent = [(s.rule, s.data.get("healed") or s.data.get("spent")) for s in steps[1:-1]]
    assert spent == [("C-7", 2), ("C-7", 1), ("C-8", 3)]
    reg = game.regiment("hk")
    assert reg.character("ch").markers == 0
    assert markers(game, "hk") == {"r0f0": 0, "r0f1": 0, "r1f0": 1, "r1f1": 0}
    assert sorted(alive(game, "hk")) == ["r0f0", "r0f1", "r1f0", "r1f1"]


def test_ch6_example_1_militia_resolve_2_rolls_1_2_3_3_6() -> None:
    """5 Wounds, 5 dice: two pass, three fail, and 3 Wounds go onto a Stand. Built so no
    size bonus applies at the test (3 Stands left), as the rulings' note asks."""
    game = battle(regiment("mil", name="Militia", stands=4, files=2, wounds=5, resolve=2))
    game.push(WoundPool("mil", 5))
    assert game.regiment("mil").count() == 3
    steps = game.push(MoraleTest("mil", (1, 2, 3, 3, 6)))
    verdicts = [s.data["passed"] for s in steps if s.rule == "C-10"]
    assert verdicts == [True, True, False, False, False]
    assert {k: v for k, v in markers(game, "mil").items() if v} == {"r1f1": 3}


def test_ch6_example_2_crimson_tower_resolve_4_rolls_1_3_6() -> None:
    game = battle(regiment("oct", name="Order of the Crimson Tower", stands=3, files=3,
                           wounds=4, resolve=4))
    game.push(WoundPool("oct", 3))
    steps = game.push(MoraleTest("oct", (1, 3, 6)))
    assert [s.data["passed"] for s in steps if s.rule == "C-10"] == [True, True, False]
    resolve = next(s for s in steps if s.rule == "C-11").data["resolve"]
    assert resolve["value"] == 4
    # The one failure is one more Wound on the Wounded Stand, which destroys it.
    assert destroyed(game, "oct") == ["r0f0"]
