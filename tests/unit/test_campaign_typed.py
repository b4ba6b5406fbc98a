"""Rolls typed at once ("16 16 18") fill the rolls owed now, in order, and any left
over are named, never silently dropped (W-2 to W-4)."""

from __future__ import annotations

import json

import pytest

from aftermath.campaign import CampaignAftermath, WoundRoll
from aftermath.campaign.events import WoundRolls
from aftermath.campaign.typed import plan_typed, read_typed
from aftermath.errors import InvalidData, RuleViolation

from .test_campaign_fixtures import after, ask, battle, fresh_bridge, survive_with_fate  # noqa: F401

pytestmark = pytest.mark.usefixtures("fresh_bridge")


def _badly_wounded() -> CampaignAftermath:
    """The Hero survived as Badly Wounded (W-3): three Wound Table rolls owed."""
    game = battle(1, 0)
    survive_with_fate(game, 0, "hero", 17)
    return game


def test_w4_typed_16_16_18_uses_two_and_names_the_18() -> None:
    """Issue point 4: "16 16 18" for the Wound Table used the 16 and silently dropped the
    rest. Two 16s blind the Hero (W-4), so only 2 rolls were owed: 18 is named."""
    game = _badly_wounded()
    plan = plan_typed(game.state, read_typed("16 16 18", "text"))
    result = (plan.event, plan.used, plan.unused, plan.note)
    expected = (WoundRolls(0, "hero", (16, 16)), (16, 16), (18,),
                "18 was not used: only 2 rolls were owed")
    assert result == expected
    game.push(plan.event)
    assert after(game, 0, "hero")["status"] == "retired blind"
    assert game.next_roll() is None
    game.pop()  # one action, one Undo
    assert game.view()["next"]["table"] == "Wound Table"
    assert len(game.state.sides[0].loss("hero").wounds) == 0


def test_w4_typed_rolls_fill_every_roll_owed_in_order() -> None:
    game = _badly_wounded()
    plan = plan_typed(game.state, read_typed("5, 6 12", "text"))
    result = (plan.event, plan.note)
    expected = (WoundRolls(0, "hero", (5, 6, 12)), None)
    assert result == expected
    game.push(plan.event)
    result_wounds = [w["location"] for w in
                     game.view()["sides"][0]["casualties"][0]["wounds"]]
    expected_wounds = ["Chest wound", "Leg wound", "Arm wound"]
    assert result_wounds == expected_wounds


def test_w2_more_rolls_typed_than_a_recovery_owes_are_refused_whole() -> None:
    """ "3 12 7" for a Recovery roll: one roll is owed on that table now, so the three
    were rolled for more than this model; nothing is entered and the refusal says so."""
    game = battle(1, 0)
    before = game.to_json()
    with pytest.raises(RuleViolation) as caught:
        plan_typed(game.state, read_typed("3 12 7", "text"))
    result = (caught.value.rule, str(caught.value), game.to_json() == before)
    expected = ("W-2", "3 rolls typed, but Hero owes 1 Recovery roll now, so nothing was "
                "entered: type 1 for Hero, then the next model's (W-2)", True)
    assert result == expected


def test_w4_more_rolls_typed_than_the_wound_table_owes_are_refused_whole() -> None:
    game = _badly_wounded()
    with pytest.raises(RuleViolation) as caught:
        plan_typed(game.state, read_typed("5 6 12 3", "text"))
    result = (caught.value.rule, str(caught.value))
    expected = ("W-4", "4 rolls typed, but Hero owes 3 Wound Table rolls now, so nothing "
                "was entered: type 3 for Hero, then the next model's (W-4)")
    assert result == expected


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


def test_w4_wound_rolls_past_those_owed_are_refused_whole_naming_them() -> None:
    game = _badly_wounded()
    before = game.to_json()
    with pytest.raises(InvalidData, match="18 was not used: only 2 rolls were owed"):
        game.push(WoundRolls(0, "hero", (16, 16, 18)))
    assert game.to_json() == before


def test_wound_rolls_round_trip_and_one_die_is_a_wound_roll() -> None:
    game = _badly_wounded()
    game.push(WoundRolls(0, "hero", (5, 6)))
    again = CampaignAftermath.from_json(json.loads(json.dumps(game.to_json())))
    assert again.view() == game.view()
    assert eval(repr(WoundRolls(0, "hero", (5, 6))), {"WoundRolls": WoundRolls}) == (
        WoundRolls(0, "hero", (5, 6)))
    with pytest.raises(InvalidData, match="two or more rolls"):
        WoundRolls(0, "hero", (5,))
    assert WoundRoll(0, "hero", 5).kind == "wound_roll"


def test_typed_rolls_through_the_bridge_then_pushed() -> None:
    game = _badly_wounded()
    ask("game.open", game_id="g1", game=game.to_json())
    reply = ask("campaign.typed_rolls", game_id="g1", text="16 16 18")
    assert reply["ok"], reply
    plan = reply["result"]
    result = (plan["event"], plan["unused"], plan["note"])
    expected = ({"kind": "wound_rolls", "side": 0, "model": "hero", "dice": [16, 16]}, [18],
                "18 was not used: only 2 rolls were owed")
    assert result == expected
    pushed = ask("game.push", game_id="g1", event=plan["event"])
    assert pushed["ok"], pushed
    bad = ask("campaign.typed_rolls", game_id="g1", text="4")
    assert bad["error"]["type"] == "rule_violation"
    wrong = ask("campaign.typed_rolls", game_id="g1", text=16)
    assert wrong["error"]["field"] == "payload.text"
