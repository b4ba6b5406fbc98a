"""Rolls typed at once ("3 15 19") fill, in order, the roll owed next once the one before
is made, across tables and lost models, as one action with one Undo; nothing typed is
dropped or guessed at (W-2 to W-4)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aftermath.campaign import CampaignAftermath, FateRoll, RecoveryRoll, WoundRoll
from aftermath.campaign.events import TypedRolls, WoundRolls
from aftermath.campaign.typed import plan_typed, read_typed
from aftermath.errors import InvalidData, RuleViolation

from .test_campaign_fixtures import (  # noqa: F401
    after,
    ask,
    battle,
    fresh_bridge,
    model,
    survive_with_fate,
)

pytestmark = pytest.mark.usefixtures("fresh_bridge")


def _badly_wounded() -> CampaignAftermath:
    """The Hero survived as Badly Wounded (W-3): three Wound Table rolls owed."""
    game = battle(1, 0)
    survive_with_fate(game, 0, "hero", 17)
    return game


def _vex() -> CampaignAftermath:
    """Brotherhood lost Vex (a Hero) and a Trooper, Dark Legion one Trooper: a Noble Loss,
    so Vex lives on a 4 or less (W-1, W-2)."""
    return battle(2, 1, a_first=model("vex"))


def _typed(game: CampaignAftermath, text: str) -> list[Any]:
    plan = plan_typed(game.state, read_typed(text, "text"))
    return game.push(plan.event)


def test_w2_w3_w4_vex_3_15_19_is_recovery_fate_and_wound_in_one_action() -> None:
    """A whole chain typed at once: Recovery 3 (lives on a 4 or less), Casualty Fate 15
    (Wounded: one Wound Table roll), Wound Table 19 (Shell shock, AC -1)."""
    game = _vex()
    before = game.to_json()
    plan = plan_typed(game.state, read_typed("3 15 19", "text"))
    expected_event = TypedRolls((RecoveryRoll(0, "vex", 3), FateRoll(0, "vex", 15),
                                 WoundRoll(0, "vex", 19)))
    assert plan.event == expected_event
    steps = game.push(plan.event)
    result = [(s.rule, s.text) for s in steps if s.data.get("die") is not None]
    expected = [
        ("W-2", "Vex rolls 3 for Recovery, needing 4 or less (Noble Loss): survives"),
        ("W-3", "Vex rolls 15 for Casualty Fate: Wounded (roll once on the Wound Table)"),
        ("W-4", "Vex rolls 19 on the Wound Table: Shell shock — AC 10 -> 9"),
    ]
    assert result == expected
    vex = game.view()["sides"][0]["casualties"][0]
    assert (vex["status"], vex["next"], after(game, 0, "vex")["characteristics"]["AC"]) == (
        "active", None, 9)
    assert game.view()["next"]["model"] == "a0"
    assert game.undo_summary == ("Typed rolls: Vex Recovery 3, Casualty Fate 15, "
                                 "Wound Table 19")
    game.pop()  # one action, one Undo, back exactly
    assert game.to_json()["events"] == before["events"]
    assert game.state.to_json() == CampaignAftermath.from_json(before).state.to_json()
    game.redo()
    assert game.view()["sides"][0]["casualties"][0]["fate_result"] == "Wounded"


def test_w2_typed_rolls_go_on_to_the_next_models_after_a_death() -> None:
    """A failed Recovery roll ends a model's rolls (W-2): the next value is the next
    model's Recovery roll, then the other side's."""
    game = _vex()
    plan = plan_typed(game.state, read_typed("20 3 7", "text"))
    expected = TypedRolls((RecoveryRoll(0, "vex", 20), RecoveryRoll(0, "a0", 3),
                           RecoveryRoll(1, "b0", 7)))
    assert plan.event == expected


def test_w2_typed_rolls_say_which_roll_of_which_model_each_value_fills_before_applied() -> None:
    """What the players read as they type: each value with the roll and model it goes to,
    the next model named where its rolls begin (W-2: a failed Recovery ends Vex's rolls)."""
    game = _vex()
    before = game.to_json()
    plan = plan_typed(game.state, read_typed("20 3 7", "text"))
    result = plan.fills.text
    expected = "Vex Recovery 20; A0 Recovery 3; B0 Recovery 7"
    assert result == expected
    assert plan.to_json()["fills_msg"] == plan.fills.to_json()
    assert game.to_json() == before  # planned, not made
    one = plan_typed(game.state, read_typed("3", "text")).fills.text
    assert one == "Vex Recovery 3"


def test_one_typed_roll_is_the_single_roll() -> None:
    game = _vex()
    assert plan_typed(game.state, read_typed("3", "text")).event == RecoveryRoll(0, "vex", 3)


def test_w4_typed_rolls_fill_every_wound_roll_owed_in_order() -> None:
    game = _badly_wounded()
    _typed(game, "5, 6 12")
    result_wounds = [w["location"] for w in
                     game.view()["sides"][0]["casualties"][0]["wounds"]]
    expected_wounds = ["Chest wound", "Leg wound", "Arm wound"]
    assert result_wounds == expected_wounds


def test_w2_more_rolls_typed_than_owed_in_all_are_refused_whole() -> None:
    """ "3 12 7" with only the Hero lost and Annihilated (a 2 or less): the 3 kills him,
    so one roll was owed in all; nothing is entered and the refusal names the rest."""
    game = battle(1, 0)
    before = game.to_json()
    with pytest.raises(RuleViolation) as caught:
        plan_typed(game.state, read_typed("3 12 7", "text"))
    result = (caught.value.rule, str(caught.value), game.to_json() == before)
    expected = ("W-2", "3 rolls typed, but 1 was owed in all (Hero: Recovery), so nothing "
                "was entered: 12 and 7 are left over (W-2)", True)
    assert result == expected


def test_w4_too_many_names_every_model_and_table_owed() -> None:
    game = _vex()
    with pytest.raises(RuleViolation) as caught:
        plan_typed(game.state, read_typed("1 17 5 6 7 4 4 9", "text"))
    expected = ("8 rolls typed, but 7 were owed in all (Vex: Recovery, Casualty Fate, "
                "Wound Table x3; A0: Recovery; B0: Recovery), so nothing was entered: 9 is "
                "left over (W-2)")
    assert str(caught.value) == expected


def test_w4_values_after_a_blinding_roll_are_refused_not_moved_on() -> None:
    """Two eye wounds blind the Hero with a Wound Table roll left (W-4): the 18 after them
    may have been rolled for that roll, so it is neither dropped nor given to anyone."""
    game = _badly_wounded()
    before = game.to_json()
    with pytest.raises(RuleViolation) as caught:
        plan_typed(game.state, read_typed("16 16 18", "text"))
    result = (caught.value.rule, str(caught.value), game.to_json() == before)
    expected = ("W-4", "The 16 blinds Hero, who makes no more Wound Table rolls, so nothing "
                "was entered: 18 typed after it may have been rolled for those. Type 16 16 "
                "(W-4)", True)
    assert result == expected
    _typed(game, "16 16")
    assert after(game, 0, "hero")["status"] == "retired blind"
    assert game.next_roll() is None


def test_a_typed_word_that_is_not_a_d20_is_named_with_its_place() -> None:
    with pytest.raises(InvalidData) as caught:
        read_typed("5 x 21", "payload.text")
    result = (caught.value.field, caught.value.value)
    expected = ("payload.text[1]", "x")
    assert result == expected
    with pytest.raises(InvalidData, match=r"payload.text\[0\]: must be a D20"):
        read_typed("21", "payload.text")
    with pytest.raises(InvalidData, match="at least one D20"):
        read_typed("  ", "payload.text")


def test_typed_d20s_may_be_parted_by_points_or_commas_as_a_phones_number_pad_has_no_space(
) -> None:
    result = [read_typed(text, "text") for text in ("3.15.19", "3,15,19", " 3. 15 ;19 ")]
    expected = [(3, 15, 19)] * 3
    assert result == expected
    with pytest.raises(InvalidData, match="at least one D20"):
        read_typed(" . , ", "payload.text")


def test_w4_wound_rolls_past_those_owed_are_refused_whole_naming_them() -> None:
    game = _badly_wounded()
    before = game.to_json()
    with pytest.raises(InvalidData, match="18 was not used: only 2 rolls were owed"):
        game.push(WoundRolls(0, "hero", (16, 16, 18)))
    assert game.to_json() == before


def test_typed_rolls_with_a_roll_not_owed_change_nothing() -> None:
    game = _vex()
    before = game.to_json()
    with pytest.raises(RuleViolation, match="next roll for Vex is on the Casualty Fate table"):
        game.push(TypedRolls((RecoveryRoll(0, "vex", 3), WoundRoll(0, "vex", 4))))
    assert game.to_json() == before


def test_typed_rolls_round_trip_repr_and_json_checks() -> None:
    game = _vex()
    event = TypedRolls((RecoveryRoll(0, "vex", 3), FateRoll(0, "vex", 15)))
    game.push(event)
    again = CampaignAftermath.from_json(json.loads(json.dumps(game.to_json())))
    assert (again.view(), again.to_json()) == (game.view(), game.to_json())
    names = {"TypedRolls": TypedRolls, "RecoveryRoll": RecoveryRoll, "FateRoll": FateRoll}
    assert eval(repr(event), names) == event
    with pytest.raises(InvalidData, match="two or more rolls"):
        TypedRolls((RecoveryRoll(0, "vex", 3),))
    with pytest.raises(InvalidData, match=r"event.rolls\[1\].die: must be the value typed"):
        TypedRolls((RecoveryRoll(0, "vex", 3), FateRoll(0, "vex")))
    with pytest.raises(InvalidData, match=r"event.rolls\[0\].kind"):
        CampaignAftermath.event_from_json(
            {"kind": "typed_rolls", "rolls": [{"kind": "confirm"}, {"kind": "confirm"}]})
    with pytest.raises(InvalidData, match=r"event.rolls\[1\]: must be an object"):
        TypedRolls((RecoveryRoll(0, "vex", 3), 15))  # type: ignore[arg-type]


def test_wound_rolls_saved_before_still_open_and_replay() -> None:
    game = _badly_wounded()
    game.push(WoundRolls(0, "hero", (5, 6)))
    again = CampaignAftermath.from_json(json.loads(json.dumps(game.to_json())))
    assert again.view() == game.view()
    assert eval(repr(WoundRolls(0, "hero", (5, 6))), {"WoundRolls": WoundRolls}) == (
        WoundRolls(0, "hero", (5, 6)))


def test_typed_rolls_through_the_bridge_then_pushed() -> None:
    game = _vex()
    ask("game.open", game_id="g1", game=game.to_json())
    reply = ask("campaign.typed_rolls", game_id="g1", text="3 15 19")
    assert reply["ok"], reply
    plan = reply["result"]
    result = plan["event"]
    expected = {"kind": "typed_rolls", "rolls": [
        {"kind": "recovery_roll", "side": 0, "model": "vex", "die": 3},
        {"kind": "fate_roll", "side": 0, "model": "vex", "die": 15},
        {"kind": "wound_roll", "side": 0, "model": "vex", "die": 19}]}
    assert result == expected
    pushed = ask("game.push", game_id="g1", event=plan["event"])
    assert pushed["ok"], pushed
    bad = ask("campaign.typed_rolls", game_id="g1", text="4 5 6")
    assert bad["error"]["type"] == "rule_violation"
    wrong = ask("campaign.typed_rolls", game_id="g1", text=16)
    assert wrong["error"]["field"] == "payload.text"


# -- typed at once or one by one: the same aftermath -----------------------------------

WOUND_ROLLS = {"Wounded": 1, "Badly Wounded": 3}
KINDS = st.sampled_from(["Hero", "Leader", "Specialist", "Trooper"])


@st.composite
def aftermaths(draw: st.DrawFn) -> CampaignAftermath:
    a_lost = draw(st.integers(1, 3))
    b_lost = draw(st.integers(0, 2))
    first = model("vex", draw(KINDS), undead=draw(st.booleans()))
    return battle(a_lost, b_lost, a_first=first)


@settings(max_examples=80, deadline=None)
@given(game=aftermaths(), dice=st.lists(st.integers(1, 20), min_size=1, max_size=12))
def test_typing_the_owed_rolls_at_once_is_entering_them_one_by_one(
    game: CampaignAftermath, dice: list[int]
) -> None:
    start = game.to_json()
    one_by_one = CampaignAftermath.from_json(start)
    used: list[int] = []
    blinded_early = False
    for die in dice:
        owed = one_by_one.next_roll()
        if owed is None:
            break
        one_by_one.push(type(owed)(owed.side, owed.model, die))  # type: ignore[call-arg]
        used.append(die)
        c = next(c for c in one_by_one.view()["sides"][owed.side]["casualties"]
                 if c["model"] == owed.model)
        # Blind with Wound Table rolls left, and more typed after (W-4): refused.
        rolls_left = WOUND_ROLLS.get(c["fate_result"], 0) > len(c["wounds"])
        if c["status"] == "retired blind" and rolls_left and len(used) < len(dice):
            blinded_early = True
            break
    text = " ".join(map(str, dice))
    if len(used) < len(dice) or blinded_early:
        with pytest.raises(RuleViolation):
            plan_typed(game.state, read_typed(text, "text"))
        assert game.to_json() == start
        return
    _typed(game, text)
    assert game.state.to_json() == one_by_one.state.to_json()
    assert game.view()["sides"] == one_by_one.view()["sides"]
    assert len(game.events) == 1
    game.pop()
    assert game.state.to_json() == CampaignAftermath.from_json(start).state.to_json()


def test_a_save_holding_wound_rolls_opens_undoes_and_redoes() -> None:
    """A save made when typed Wound Table rolls were a ``wound_rolls`` event."""
    path = Path(__file__).parent / "fixtures" / "campaign-save-wound-rolls.json"
    game = CampaignAftermath.from_json(json.loads(path.read_text(encoding="utf-8")))
    wounds = [w["die"] for w in game.view()["sides"][0]["casualties"][0]["wounds"]]
    assert (wounds, game.undo_summary) == ([5, 6], "Wound Table rolls for Hero: 5, 6")
    game.pop()
    assert game.view()["sides"][0]["casualties"][0]["wounds"] == []
    game.redo()
    _typed(game, "12")
    assert game.next_roll() is None
