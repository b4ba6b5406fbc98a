"""The report says what players want after a battle: each Regiment's or Unit's strength
now beside its start, which side lost more and by how much, and a "least likely roll"
only when it was unusual for a battle of that many rolls (``luck.UNUSUAL``)."""

from __future__ import annotations

from fractions import Fraction as F

from aftermath.conquest import MoraleTest, WoundPool
from aftermath.ninth_age import HealthPointLosses, NinthAgeBattle
from aftermath.odds.luck import Dice, Luck, total, unusual_among
from aftermath.report import build
from aftermath.report.model import JudgedRoll, Losses, Measure, Period, Report

from .conquest_helpers import battle, regiment

VOSS = {"id": "voss", "name": "Captain Voss", "wounds": 3, "resolve": 3}


def _battle() -> Report:
    game = battle(regiment("k", name="Knights", wounds=4, resolve=2),
                  regiment("l", name="Levy", player=1, stands=8, files=4, characters=[VOSS]))
    game.push(WoundPool("k", 9))
    game.push(MoraleTest("k", (1, 2, 3, 4, 5, 6, 6, 6, 6)))
    game.push(WoundPool("l", 4, morale=False))
    return build(game)


def test_c3_each_regiment_shows_its_strength_now_beside_its_start() -> None:
    """The report had no final strength per Regiment: Stands (Characters counted, C-3)
    and Wounds left, each of its start, with the status it ended in."""
    result = [s.text() for s in _battle().strengths]
    expected = ["Knights: Stands 3 of 6, Wounds 9 of 24 (Broken)",
                "Levy: Stands (incl. ★ 1 Character) 5 of 9, Wounds 7 of 11"]
    assert result == expected


def test_one_line_says_which_side_lost_more_and_by_how_much() -> None:
    """No line said which side came out ahead."""
    report = _battle()
    result = report.lead_text()
    expected = "Player 2 lost more Stands: 4 to 3 (1 more than Player 1)"
    assert result == expected
    assert report.summary().splitlines()[1] == expected
    assert report.to_json()["lead_text"] == expected


def test_even_on_the_first_measure_the_next_tells_them_apart() -> None:
    game = battle(regiment("a", wounds=2), regiment("b", player=1, wounds=1))
    game.push(WoundPool("a", 3, morale=False))
    game.push(WoundPool("b", 1, morale=False))
    result = build(game).lead_text()
    expected = "Even on Stands (1 each); Player 1 lost more Wounds: 3 to 1 (2 more than Player 2)"
    assert result == expected
    assert build(battle(regiment("a"))).lead_text() == "Neither side has lost any Stands yet"


def test_n2_each_unit_shows_models_and_health_points_now_beside_its_start() -> None:
    game = NinthAgeBattle.new({"units": [
        {"id": "t", "name": "Trolls", "player": 0, "models": 6, "files": 3, "hp": 3},
        {"id": "w", "name": "Wolves", "player": 1, "models": 2, "files": 2, "hp": 1}]})
    game.push(HealthPointLosses("t", "rank_and_file", 7))
    game.push(HealthPointLosses("w", "rank_and_file", 2))
    report = build(game)
    result = [s.text() for s in report.strengths]
    expected = ["Trolls: models 4 of 6, Health Points 11 of 18",
                "Wolves: models 0 of 2, Health Points 0 of 2 (destroyed)"]
    assert result == expected
    assert report.lead_text() == ("Even on Models (2 each); Player 1 lost more Health Points: "
                                  "7 to 2 (5 more than Player 2)")


def _report(*tails: tuple[int, int, int]) -> Report:
    rolls = tuple(
        JudgedRoll(0, "Round 1", f"r{i}", f"R{i}", "Morale Test", "C-12", (1,) * n,
                   Luck(Dice(n, bad, 6).distribution(), failed), i)
        for i, (n, bad, failed) in enumerate(tails))
    none = Losses({"stands_lost": 0})
    side = Luck(total(Dice(n, bad, 6) for n, bad, _ in tails), sum(f for *_, f in tails))
    return Report("conquest", "Conquest battle, Round 1", ("Red", "Blue"), len(rolls),
                  (Measure("stands_lost", "Stands lost"),), (Period("Round 1", (none, none)),),
                  build(battle(regiment())).luck_kind, rolls, (side, None), ())


def test_a_one_in_six_roll_among_a_dozen_is_not_the_least_likely_roll() -> None:
    """The report named a 16.6% result the "least likely roll": among 12 rolls one
    comes out that far more often than not, so it is not unusual."""
    dozen = [(1, 1, 1)] + [(1, 3, 0)] * 11  # one die failing on a 6 only, and it failed
    result = _report(*dozen).swing
    expected = None
    assert result == expected
    assert not unusual_among(F(1, 6), 12)


def test_a_roll_unusual_even_among_many_is_named() -> None:
    many = [(4, 1, 4)] + [(1, 3, 0)] * 11  # 4 of 4 dice failing on a 6 only: 1/1296
    report = _report(*many)
    assert report.swing is report.rolls[0]
    assert unusual_among(F(1, 6), 1)
