"""What the step log says for chapter 5's worked examples: the sentences and rule ids
the Conquest screen shows for them (it draws the engine's words as they are)."""

from __future__ import annotations

from aftermath.conquest import CharacterWounds, Heal, WoundPool

from .conquest_helpers import battle, regiment


def test_ch5_example_men_at_arms_pool_of_6_cites_c_4_4_and_owes_6_dice() -> None:
    game = battle(regiment("maa", name="Men-at-Arms", wounds=4, resolve=2))
    before = game.state
    pool = WoundPool("maa", 6)
    steps = game.push(pool)
    outcome = game.outcome(before, game.state, pool, steps)
    assert outcome is not None
    assert "C-4.4" in [s.rule for s in steps]
    result = outcome["verdict"]
    expected = "6 Wounds suffered; 1 Stand lost; Morale Test due: 6 dice"
    assert result == expected


def test_ch5_example_cavalry_second_pool_says_the_wounded_stand_takes_3_and_is_destroyed() -> None:
    game = battle(regiment("cav", name="Cavalry", kind="cavalry", wounds=4))
    game.push(WoundPool("cav", 5, morale=False))
    steps = game.push(WoundPool("cav", 5, morale=False))
    result = next(s.text for s in steps if s.data.get("stand") == "r1f2")
    expected = "The Stand at rear rank, right end takes 3 Wounds and is destroyed"
    assert result.startswith(expected)


def test_ch5_example_household_knights_heal_of_6_says_each_heal_in_order() -> None:
    game = battle(regiment("hk", name="Household Knights", kind="cavalry", stands=4, files=2,
                           wounds=4, characters=[{"id": "ch", "name": "Marshal", "wounds": 3,
                                                  "resolve": 4}]))
    game.push(WoundPool("hk", 5, morale=False))
    game.push(CharacterWounds("hk", "ch", 2))
    steps = game.push(Heal("hk", 6))
    result = [s.text for s in steps[1:4]]
    expected = ["Character Marshal heals 2", "The Stand at rear rank, right end heals 1",
                "The Stand at rear rank, left end restored with 3 Heal Points"]
    assert [text[:len(want)] for text, want in zip(result, expected, strict=True)] == expected
