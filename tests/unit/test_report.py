"""The after-battle report: losses per Round and side, and luck by the exact
odds, for hand-made histories whose numbers are worked out by hand in each docstring."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aftermath import bridge
from aftermath.campaign import FateRoll, RecoveryRoll
from aftermath.campaign.odds import sum_of_chances
from aftermath.conquest import MoraleTest, NewRound, Rally, WoundPool
from aftermath.ninth_age import HealthPointLosses, NinthAgeBattle
from aftermath.odds.luck import UNUSUAL, Dice, Luck, convolve, total
from aftermath.report import JudgedRoll, Losses, Measure, Period, Report, build
from aftermath.report.model import _number, _percent

from .conquest_helpers import battle, regiment
from .test_campaign_fixtures import battle as campaign_battle

F = Fraction


def militia(**kw: object) -> dict[str, object]:
    return regiment("m", name="Militia", stands=3, resolve=3, **kw)


def test_c10_c11_resolve_3_two_dice_both_failed_is_a_quarter_or_worse() -> None:
    """3 Stands of 1 Wound, Resolve 3; a pool of 2 leaves 1 Stand (no size bonus, C-11):
    the test is 2 dice against Resolve 3. 4, 5 and 6 fail (C-10): 1/2 each. Both failed:
    P(2 or more failures) = 1/4; doing at least as well (2 or fewer) is certain."""
    game = battle(militia())
    game.push(WoundPool("m", 2))
    game.push(MoraleTest("m", (4, 6)))
    report = build(game)
    [roll] = report.rolls
    assert (roll.side, roll.when, roll.who, roll.rule) == (0, "Round 1", "Militia", "C-12")
    assert roll.luck.actual == 2
    assert roll.luck.this_or_worse == F(1, 4)
    assert roll.luck.this_or_better == F(1)
    assert roll.luck.exactly == F(1, 4)
    assert roll.luck.expected == F(1)
    assert roll.luck.percentile == 100 * (F(3, 4) + F(1, 8))
    assert roll.luck.verdict == "unlucky"
    assert "2 dice against Resolve 3: 2 failed" in roll.what


def test_c11_resolve_at_the_moment_of_the_test_with_size_bonus_and_modifier() -> None:
    """6 Stands of 1 Wound, Resolve 3. A pool of 1 leaves 5 Stands: +1 size bonus, and a
    Terrifying -1 modifier, so Resolve 3 again: one die, a 1 passes. P(0 failures) = 1/2
    is doing at least as well; 0 or more failures is certain. Passing a test half the
    rolls pass is about as expected, not lucky (the tail 1/2 is above UNUSUAL)."""
    game = battle(regiment("a", resolve=3))
    game.push(WoundPool("a", 1))
    game.push(MoraleTest("a", (1,), (-1,)))
    [roll] = build(game).rolls
    assert roll.luck.this_or_better == F(1, 2)
    assert roll.luck.this_or_worse == F(1)
    assert roll.luck.verdict == "about as expected"


def test_c14_c15_losses_per_round_broken_shattered_and_destroyed() -> None:
    """Round 1: A (6 Stands of 1 Wound) takes a pool of 3: 3 Stands lost, Broken (C-14,
    3 of 6); no Morale dice fail (1, 1, 1). Round 2: A is re-based at 3 (C-15), a pool
    of 2 loses 2 = ceil(3/2): Shattered, the last Stand removed too. B (player 1), a
    single Stand, takes a pool of 1 in Round 2 and is destroyed (no test, C-12)."""
    game = battle(regiment("a"), regiment("b", player=1, stands=1))
    game.push(WoundPool("a", 3))
    game.push(MoraleTest("a", (1, 1, 1)))
    game.push(NewRound())
    game.push(WoundPool("a", 2))
    game.push(WoundPool("b", 1))
    report = build(game)
    assert [p.label for p in report.periods] == ["Round 1", "Round 2"]
    r1, r2 = report.periods
    assert r1.sides[0].counts == {"stands_lost": 3, "wounds_lost": 3, "stands_restored": 0}
    assert r1.sides[0].broken == ("A",)
    assert r2.sides[0].counts["stands_lost"] == 3
    assert r2.sides[0].shattered == ("A",) and r2.sides[0].destroyed == ()
    assert r2.sides[1].counts["stands_lost"] == 1 and r2.sides[1].destroyed == ("B",)
    assert report.totals[0].counts["stands_lost"] == 6
    # The one test: 3 dice against Resolve 3 (3 Stands left, no bonus), none failed.
    assert report.side_luck[0] is not None and report.side_luck[0].this_or_better == F(1, 8)
    assert report.side_luck[1] is None
    assert "Player 2 rolled no Morale Tests." in report.statements


def test_c16_rally_then_broken_again_is_listed_twice() -> None:
    game = battle(regiment("a"))
    game.push(WoundPool("a", 3, morale=False))
    game.push(Rally("a"))
    game.push(WoundPool("a", 2, morale=False))  # 2 of 3 since the Rally (C-16)
    assert build(game).periods[0].sides[0].broken == ("A", "A")


def test_c12_a_battle_with_no_morale_tests_says_so_plainly() -> None:
    game = battle(regiment("a"))
    game.push(WoundPool("a", 2, morale=False))
    report = build(game)
    assert report.rolls == () and report.side_luck == (None, None) and report.swing is None
    assert report.statements == ("No Morale Tests were rolled in this battle, so there is "
                                 "no luck to judge (C-12).",)
    assert "No Morale Tests were rolled" in report.summary()
    assert "Least likely" not in report.summary()


def test_an_untouched_battle_reports_round_1_with_nothing_lost() -> None:
    report = build(battle(regiment("a")))
    assert [p.label for p in report.periods] == ["Round 1"]
    assert report.totals[0].counts["stands_lost"] == 0


def test_side_totals_are_the_convolution_and_a_quarter_among_two_rolls_is_not_singled_out(
        ) -> None:
    """Player 1: A tests 2 dice at Resolve 3 (p fail 1/2) and fails both; B tests 1 die at
    Resolve 3 and passes. Total failures: Bin(3, 1/2); 2 or more = 4/8 = 1/2. The least
    likely roll is A's (1/4 or worse), but one of two rolls comes out that far 7/16 of
    the time: not unusual, so no "least likely roll" is named."""
    game = battle(militia(), regiment("b", name="Bows", stands=2, resolve=3))
    game.push(WoundPool("m", 2))
    game.push(MoraleTest("m", (5, 5)))
    game.push(WoundPool("b", 1))
    game.push(MoraleTest("b", (2,)))
    report = build(game)
    side = report.side_luck[0]
    assert side is not None
    assert side.distribution.probabilities == {0: F(1, 8), 1: F(3, 8), 2: F(3, 8), 3: F(1, 8)}
    assert side.actual == 2 and side.this_or_worse == F(1, 2)
    assert report.swing is None and report.swing_text() is None


def test_the_report_leaves_out_undone_actions_and_changes_nothing() -> None:
    game = battle(militia())
    game.push(WoundPool("m", 2))
    game.push(MoraleTest("m", (4, 6)))
    saved = game.to_json()
    game.pop()
    assert build(game).rolls == ()
    game.redo()
    build(game)
    assert game.to_json() == saved


def test_n2_ninth_age_shows_losses_and_says_it_cannot_judge_luck() -> None:
    """Trolls: 10 models of 3 HP. 7 HP lost: 2 models removed, 1 HP carried (N-2), so 7
    Health Points lost; then 30 more wipe them out (excess ignored): 23 more HP, 8 more
    models, destroyed."""
    game = NinthAgeBattle.new({"units": [{"id": "t", "name": "Trolls", "player": 1,
                                          "models": 10, "files": 5, "hp": 3}]})
    game.push(HealthPointLosses("t", "rank_and_file", 7))
    game.push(HealthPointLosses("t", "rank_and_file", 30))
    report = build(game)
    [period] = report.periods
    assert (period.label, period.round) == ("Whole battle", None)
    assert period.sides[1].counts == {"models_lost": 10, "hp_lost": 30}
    assert period.sides[1].destroyed == ("Trolls",)
    assert report.luck_kind is None and report.rolls == ()
    assert any("cannot judge how lucky" in s for s in report.statements)
    assert report.to_json()["luck"] is None


def test_w2_recovery_rolls_are_judged_with_the_number_at_the_time() -> None:
    """Brotherhood lost 1 (a Hero), Dark Legion 2: Brotherhood r = 2, Victory (8 or less,
    8/20 survive); Dark Legion r = 1/2, Noble Loss (4 or less, 1/5). Hero rolls 9: dead,
    P(dead or worse) = 12/20 = 3/5. b0 rolls 4: survives (1/5 or better), b1 rolls 20:
    dead. Dark Legion's deaths: Bin(2, 4/5): 1 or more dead = 1 - 1/25 = 24/25."""
    game = campaign_battle(1, 2)
    game.push(RecoveryRoll(0, "hero", 9))
    game.push(RecoveryRoll(1, "b0", 4))
    game.push(RecoveryRoll(1, "b1", 20))
    report = build(game)
    hero, b0, b1 = report.rolls
    assert (hero.rule, hero.luck.actual, hero.luck.this_or_worse) == ("W-2", 1, F(3, 5))
    assert (b0.luck.actual, b0.luck.this_or_better) == (0, F(1, 5))
    assert b1.luck.this_or_worse == F(4, 5)
    dark = report.side_luck[1]
    assert dark is not None and dark.actual == 1 and dark.this_or_worse == F(24, 25)
    # The least likely result, surviving on 1/5, is one of three: 1 - (4/5)^3 = 61/125.
    assert report.swing is None
    data = report.to_json()
    assert data["periods"][0]["sides"][1]["counts"]["models_lost"] == 2
    assert data["periods"][0]["sides"][1]["counts"]["dead"] == 1
    assert data["periods"][0]["sides"][1]["counts"]["recovered"] == 1
    assert data["periods"][0]["sides"][0]["counts"]["dead"] == 1


def test_w3_w5_fates_and_captives_are_in_the_report() -> None:
    """The Hero survives (1) and is Captured (19); Dark Legion holds nobody to exchange, so
    Brotherhood (50 VP) buys it back for its value 10 (W-5)."""
    game = campaign_battle(1, 1)
    game.push(RecoveryRoll(0, "hero", 1))
    game.push(FateRoll(0, "hero", 19))
    game.push(RecoveryRoll(1, "b0", 20))
    data = build(game).to_json()
    assert data["campaign"]["fates"][0] == {"Captured": 1}
    [captive] = data["campaign"]["captives"]
    assert captive["how"] == "bought back" and captive["paid"] == 10
    assert "Captives (W-5): Brotherhood buys back Hero for 10 VP" in data["summary"]


def test_w2_no_recovery_roll_yet_says_so() -> None:
    report = build(campaign_battle(1, 1))
    assert report.rolls == ()
    assert report.statements[0].startswith("No Recovery rolls have been made yet")


def test_the_bridge_builds_the_report_of_an_open_game_as_json() -> None:
    bridge.reset()
    setup = {"regiments": [militia()]}
    def call(kind: str, payload: dict[str, object]) -> dict[str, object]:
        reply = json.loads(bridge.handle(json.dumps({"id": 1, "type": kind,
                                                     "payload": payload})))
        assert isinstance(reply, dict)
        return reply
    call("game.new", {"system": "conquest", "game_id": "g", "setup": setup})
    call("game.push", {"game_id": "g", "event": {"kind": "wound_pool", "regiment": "m",
                                                   "wounds": 2}})
    call("game.push", {"game_id": "g", "event": {"kind": "morale_test", "regiment": "m",
                                                   "dice": [4, 6]}})
    reply = call("report.build", {"game_id": "g"})
    assert reply["ok"] is True
    result = reply["result"]
    assert isinstance(result, dict)
    roll = result["luck"]["rolls"][0]
    assert roll["luck"]["this_or_worse"] == {"probability": "1/4", "percent": 25.0}
    assert result["luck"]["swing"]["roll"] == 0
    assert result["periods"][0]["sides"][0]["counts"]["stands_lost"] == 3  # 2 + 1 (C-12)
    named = call("report.build", {"game_id": "g", "name": "Ford skirmish"})
    summary = named["result"]["summary"]  # type: ignore[index]
    assert summary.startswith("Ford skirmish (Conquest battle, Round 1): Player 1 vs Player 2")
    bad = call("report.build", {"game_id": "g", "extra": 1})
    assert bad["ok"] is False
    bad_name = call("report.build", {"game_id": "g", "name": 7})
    assert bad_name["error"]["field"] == "payload.name"  # type: ignore[index]
    missing = call("report.build", {"game_id": "nope"})
    assert missing["ok"] is False and missing["error"]["type"] == "not_open"
    bridge.reset()


@st.composite
def morale_dice(draw: st.DrawFn) -> list[Dice]:
    return draw(st.lists(st.builds(Dice, st.integers(0, 8), st.integers(1, 5), st.just(6)),
                         max_size=8))


@settings(max_examples=60, deadline=None)
@given(morale_dice())
def test_side_total_is_a_convolution_summing_to_1_with_the_sum_of_the_means(
        rolls: list[Dice]) -> None:
    dist = total(rolls)
    assert dist.total == 1
    assert dist.mean == sum((r.distribution().mean for r in rolls), F(0))
    one_by_one = total([])
    for r in rolls:
        one_by_one = convolve(one_by_one, r.distribution())
    assert dist == one_by_one


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 20), max_size=10))
def test_w2_recovery_totals_match_the_campaign_odds_convolution(bad: list[int]) -> None:
    dist = total(Dice(1, b, 20) for b in bad)
    assert dist == sum_of_chances([F(b, 20) for b in bad])


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 10), st.integers(1, 5), st.data())
def test_tails_overlap_by_exactly_the_result(n: int, bad: int, data: st.DataObject) -> None:
    actual = data.draw(st.integers(0, n))
    luck = Luck(Dice(n, bad, 6).distribution(), actual)
    assert luck.this_or_worse + luck.this_or_better == 1 + luck.exactly
    assert 0 < luck.percentile < 100


def test_an_impossible_result_is_refused() -> None:
    with pytest.raises(ValueError, match="not a possible result"):
        Luck(Dice(2, 3, 6).distribution(), 3)


# -- how the report words Morale Tests and standings ------------------------------
def morale_report(*sides: list[tuple[int, int, int]]) -> Report:
    """A report of hand-made Morale Tests: per side, (dice, failing faces, failed)."""
    rolls = []
    for side, tests in enumerate(sides):
        for n, bad, failed in tests:
            luck = Luck(Dice(n, bad, 6).distribution(), failed)
            rolls.append(JudgedRoll(side, "Round 1", f"r{len(rolls)}", f"R{len(rolls)}",
                                    "Morale Test", "C-12", (1,) * n, luck, len(rolls)))
    side_luck = tuple(
        Luck(total(Dice(n, bad, 6) for n, bad, _ in tests), sum(f for *_, f in tests))
        if tests else None for tests in sides)
    none = Losses({"stands_lost": 0})
    morale = build(battle(regiment("a"))).luck_kind
    return Report("conquest", "Conquest battle, Round 1", ("Red", "Blue"), len(rolls),
                  (Measure("stands_lost", "Stands lost"),), (Period("Round 1", (none, none)),),
                  morale, tuple(rolls), (side_luck[0], side_luck[1]), ())


def test_verdict_calls_the_likeliest_results_about_as_expected() -> None:
    """Failing a Resolve 1 die (5/6 likely) and passing a 4/6 die are about as expected;
    failing both of 2 dice at 1/2 each is 1/4 or worse: at UNUSUAL, so unlucky."""
    assert F(1, 4) == UNUSUAL
    assert Luck(Dice(1, 5, 6).distribution(), 1).verdict == "about as expected"
    assert Luck(Dice(1, 2, 6).distribution(), 0).verdict == "about as expected"
    assert Luck(Dice(2, 3, 6).distribution(), 2).verdict == "unlucky"
    assert Luck(Dice(2, 3, 6).distribution(), 0).verdict == "lucky"
    # Bin(4, 1/2) at 1: 1 or fewer is 5/16, above 1/4.
    assert Luck(Dice(4, 3, 6).distribution(), 1).verdict == "about as expected"


def test_c12_a_lucky_side_quotes_doing_this_well_or_better() -> None:
    """Red passes all 4 dice at 1/2 each: 0 or fewer failures is 1/16 = 6.25%, lucky;
    better than the 15/16 (93.7%, rounded down) of results with a failure."""
    report = morale_report([(4, 3, 0)], [])
    assert report.side_luck_text(0) == ("Red: 0 failed Morale dice of 4 (expected 2); "
                                        "0 or fewer: 6.3% (lucky)")
    assert report.side_standing_text(0) == (
        "Lucky: better than 93.7% of battles with these Morale dice")
    side = report.to_json()["luck"]["sides"][0]
    assert side["quote"] == {"label": "0 or fewer", "probability": "1/16", "percent": 6.25}


def test_c12_an_unlucky_side_quotes_this_badly_or_worse_and_says_it_in_words() -> None:
    """Blue fails both of 2 dice at 1/2: 2 or more is 1/4, unlucky; worse than the 3/4."""
    report = morale_report([], [(2, 3, 2)])
    assert report.side_luck_text(1) == ("Blue: 2 failed Morale dice of 2 (expected 1); "
                                        "2 or more: 25% (unlucky)")
    assert report.side_standing_text(1) == (
        "Unlucky: worse than 75% of battles with these Morale dice")
    assert "Percentile" not in report.summary()


def test_c12_nothing_unlikely_means_no_least_likely_roll() -> None:
    """One die failing at 5/6 and one passing at 4/6: no tail is 1/4 or less."""
    report = morale_report([(1, 5, 1)], [(1, 2, 0)])
    assert report.swing is None and report.swing_text() is None
    assert "Least likely" not in report.summary()
    assert report.to_json()["luck"]["swing"] is None
    assert report.side_standing_text(0) == "About as expected for battles with these Morale dice"
    assert report.side_luck_text(0).endswith("1 or more: 83.3% (about as expected)")


def test_c12_words_count_dice_and_tests_in_the_right_number() -> None:
    """1 failed die of 2 is singular; a side with no rolls has no Morale dice; the
    list of rolls counts Morale Tests (2), not dice (3)."""
    report = morale_report([(2, 3, 1), (1, 3, 0)], [])
    assert report.side_luck_text(0).startswith("Red: 1 failed Morale die of 3 ")
    assert report.side_luck_text(1) == "Blue: no Morale dice rolled"
    luck = report.to_json()["luck"]
    assert luck["rolls_heading"] == "Every Morale Test (2)"
    assert luck["none_text"] == "No Morale dice to judge yet."
    assert luck["side_texts"][1] == "Blue: no Morale dice rolled"
    assert all("dies" not in line for line in report.summary().splitlines())


def test_c12_the_heading_and_every_roll_cite_the_same_ruling() -> None:
    game = battle(militia())
    game.push(WoundPool("m", 2))
    game.push(MoraleTest("m", (4, 6)))
    data = build(game).to_json()["luck"]
    assert {r["rule"] for r in data["rolls"]} == {data["rule"]} == {"C-12"}


def test_w2_a_lucky_recovery_quotes_this_well_or_better() -> None:
    """Dark Legion's 2 models each survive on 4 or less (1/5): both survive, 0 dead is
    (1/5)^2 = 1/25 = 4%, lucky."""
    game = campaign_battle(1, 2)
    game.push(RecoveryRoll(1, "b0", 4))
    game.push(RecoveryRoll(1, "b1", 2))
    report = build(game)
    text = report.side_luck_text(1)
    assert text.endswith("0 dead at Recovery of 2 (expected 1.6); 0 or fewer: 4% (lucky)")
    assert report.side_standing_text(1) == (
        "Lucky: better than 96% of battles with these Recovery rolls")


@pytest.mark.parametrize(("p", "text"), [
    (F(1, 4), "25%"), (F(1, 16), "6.3%"), (F(1, 3), "33.3%"), (F(0), "0%"), (F(1), "100%"),
    (F(1, 10_000), "<0.1%"), (F(9_999, 10_000), ">99.9%"), (F(5, 6), "83.3%")])
def test_sentences_round_chances_as_the_page_does(p: Fraction, text: str) -> None:
    """The same figure reads the same in a sentence and on its button (percentText)."""
    assert _percent(p) == text


def test_c12_a_morale_test_still_to_roll_is_mentioned() -> None:
    """A pool of 2 on Militia owes a Morale Test of 2 dice (C-12), not rolled yet."""
    game = battle(militia())
    game.push(WoundPool("m", 2))
    report = build(game)
    assert report.rolls == ()
    assert ("Militia (Player 1): 1 Morale Test still to roll (2 dice), not judged yet "
            "(C-12).") in report.statements
    assert "1 Morale Test still to roll (2 dice)" in report.summary()


def test_measure_labels_are_capitalised_alike_in_every_system() -> None:
    ninth = NinthAgeBattle.new({"units": [{"id": "t", "name": "Trolls", "player": 1,
                                           "models": 10, "files": 5, "hp": 3}]})
    for game in (battle(regiment("a")), campaign_battle(1, 1), ninth):
        labels = [m.label for m in build(game).measures]
        assert all(label[0].isupper() for label in labels), labels


@pytest.mark.parametrize(("x", "text"), [(F(1), "1"), (F(5, 4), "1.3"), (F(8, 5), "1.6"),
                                         (F(0), "0"), (F(7, 10), "0.7"), (F(199, 2), "99.5")])
def test_expected_values_read_as_the_charts_write_them(x: Fraction, text: str) -> None:
    assert _number(x) == text


def test_each_round_of_the_report_carries_its_number_for_the_page_to_word() -> None:
    """The page words a Round from its number (in the player's language), never by
    reading the English label."""
    game = battle(regiment("a", stands=3, files=3, wounds=1, resolve=2),
                  regiment("b", player=1, stands=3, files=3, wounds=1, resolve=2))
    game.push(WoundPool("a", 1))
    game.push(MoraleTest("a", (1,)))
    game.push(NewRound())
    game.push(WoundPool("b", 1))
    result = [(p["label"], p["round"]) for p in build(game).to_json()["periods"]]
    expected = [("Round 1", 1), ("Round 2", 2)]
    assert result == expected
