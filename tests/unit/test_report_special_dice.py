"""The after-battle report judges the Decay and Biotic Renewal dice (C-29) beside the
Morale dice, and a battle with neither reports exactly as it did before."""

from __future__ import annotations

import json
import pathlib
from fractions import Fraction
from typing import Any

from aftermath.conquest import Decay, Heal, MoraleTest, WoundPool
from aftermath.odds.luck import convolve
from aftermath.report import build

from .conquest_helpers import battle, regiment
from .report_scenarios import morale_only_battle

F = Fraction
FIXTURE = pathlib.Path(__file__).with_name("fixtures") / "conquest-report-morale-only.json"


def test_c29_decay_dice_are_bad_luck_for_the_regiment_that_suffers_them() -> None:
    """Decay 2 on 3 Stands: 6 dice, each a Wound on 5 or 6 (1/3). Rolled 5,6,1,2,3,6: 3
    Wounds. P(3 or more) = 1 - (64 + 192 + 240)/729 = 233/729, on Player 1's side."""
    game = battle(regiment("z", name="Zombies", stands=3, wounds=2))
    game.push(Decay("z", 2, (5, 6, 1, 2, 3, 6)))
    report = build(game)
    (roll,) = report.rolls
    assert (roll.side, roll.who, roll.rule, roll.dice) == (0, "Zombies", "C-29",
                                                          (5, 6, 1, 2, 3, 6))
    assert roll.what == "Decay 2, 6 dice: 3 5 or 6"
    result = (roll.luck.actual, roll.luck.expected, roll.luck.this_or_worse)
    expected = (3, F(2), F(233, 729))
    assert result == expected
    side = report.side_luck[0]
    assert side is not None and side.this_or_worse == F(233, 729)
    assert report.side_luck[1] is None
    assert report.side_luck_text(0) == ("Player 1: 3 bad results of 6 dice (expected 2); "
                                        "3 or more: 32.0% (about as expected)")
    assert "Player 2 rolled no dice." in report.statements


def test_c29_biotic_renewal_die_is_the_healed_regiments_luck_d3_when_not_infantry() -> None:
    """Cavalry heal a D3: a 1 is 2 short of 3, 1/3 or worse. Infantry heal a D6: a 2 is
    4 short of 6, P(4 or 5 short) = 2/6. Both on Player 2's side, the healed one."""
    game = battle(regiment("c", name="Riders", player=1, kind="cavalry", stands=3, wounds=3),
                  regiment("i", name="Spears", player=1, stands=3, wounds=3))
    game.push(WoundPool("c", 4, morale=False))
    game.push(WoundPool("i", 4, morale=False))
    game.push(Heal("c", 1, source="biotic_renewal"))
    game.push(Heal("i", 2, source="biotic_renewal"))
    report = build(game)
    result = [(r.side, r.rule, r.what, r.luck.actual, r.luck.this_or_worse, r.luck.exactly)
              for r in report.rolls]
    expected = [(1, "C-29", "Biotic Renewal, a D3: 1 healed, 2 short of 3", 2, F(1, 3),
                 F(1, 3)),
                (1, "C-29", "Biotic Renewal, a D6: 2 healed, 4 short of 6", 4, F(1, 3),
                 F(1, 6))]
    assert result == expected
    side = report.side_luck[1]
    assert side is not None
    # 0..2 and 0..5 short, uniform: P(sum >= 6) = (1 + 2)/18.
    assert (side.actual, side.this_or_worse, side.distribution.total) == (6, F(3, 18), 1)


def test_c29_a_sides_total_convolves_morale_decay_and_biotic_renewal() -> None:
    """One side's Morale Test, Decay and Biotic Renewal dice sum into one total whose
    distribution is the convolution of the three rolls' distributions."""
    game = battle(regiment("m", name="Militia", stands=6, wounds=2, resolve=3))
    game.push(WoundPool("m", 2))
    game.push(MoraleTest("m", (5, 5)))
    game.push(Decay("m", 1, (6, 1, 4, 2)))
    game.push(Heal("m", 5, source="biotic_renewal"))
    report = build(game)
    assert [r.rule for r in report.rolls] == ["C-12", "C-29", "C-29"]
    parts = [r.luck.distribution for r in report.rolls]
    side = report.side_luck[0]
    assert side is not None
    result = (side.distribution, side.actual)
    expected = (convolve(convolve(parts[0], parts[1]), parts[2]),
                sum(r.luck.actual for r in report.rolls))
    assert result == expected
    data = report.to_json()["luck"]
    assert (data["rule"], data["rolls_heading"]) == ("C-12, C-29", "Every roll (3)")
    assert report.side_dice(0) == 2 + 4 + 1


def test_c29_a_battle_without_decay_or_biotic_dice_reports_exactly_as_before() -> None:
    """The fixture was written by the report before it judged C-29 dice (and before its
    lines carried their messages beside the English, which is unchanged)."""
    result = without_messages(json.loads(json.dumps(build(morale_only_battle()).to_json())))
    expected = json.loads(FIXTURE.read_text())
    assert result == expected


def without_messages(value: Any) -> Any:
    """``value`` without the lines' messages (``msg``, ``*_msg``, ``*_msgs`` and the
    summary's lines): the report's English alone."""
    if isinstance(value, dict):
        return {k: without_messages(v) for k, v in value.items()
                if not (k == "msg" or k.endswith(("_msg", "_msgs")) or k == "summary_lines")}
    if isinstance(value, list):
        return [without_messages(v) for v in value]
    return value


def test_c23_a_rerolled_test_counts_its_first_dice_in_the_sides_sentence() -> None:
    """Crimson Tower from the flank: 1, 3, 6 then the 2 passes re-rolled 4, 5 (2 fail).
    The luck is judged over 3 two-roll dice, so the side's sentence says "of 3", not the
    5 dice thrown in all."""
    game = battle(regiment("ct", name="Crimson Tower", stands=3, wounds=4, resolve=4),
                  regiment("kn", name="Knights", player=1, stands=3, wounds=4))
    game.push(WoundPool("ct", 3, source="kn", harm="clash", arc="flank"))
    game.push(MoraleTest("ct", (1, 3, 6), rerolls=(4, 5)))
    report = build(game)
    (roll,) = report.rolls
    assert roll.dice == (1, 3, 6, 4, 5)
    result = report.side_luck_text(0).split(" (expected")[0]
    expected = "Player 1: 2 failed Morale dice of 3"
    assert result == expected
