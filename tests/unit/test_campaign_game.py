"""The aftermath on the shared history: the walk one model at a time, describe, confirm,
undo / redo, JSON replay, and bad input that changes nothing."""

from __future__ import annotations

import json
import random

import pytest

from aftermath.campaign import (
    AftermathState,
    CampaignAftermath,
    Confirm,
    FateRoll,
    RecoveryRoll,
    WoundRoll,
)
from aftermath.errors import InvalidData, RuleViolation
from aftermath.history import Game

from .test_campaign_fixtures import battle, finish, model, side, survive_with_fate


def _walk(game: CampaignAftermath) -> list[tuple[str, int, str]]:
    nxt = game.view()["next"]
    return [] if nxt is None else [(nxt["kind"], nxt["side"], nxt["model"])]


def test_the_walk_takes_one_model_at_a_time_through_every_table() -> None:
    game = battle(2, 1)
    seen = []
    for die in (1, 17, 3, 7, 12, 20, 9):
        seen += _walk(game)
        nxt = game.view()["next"]
        game.push(game.event_from_json({**nxt["event"], "die": die}))
    assert seen == [
        ("recovery_roll", 0, "hero"), ("fate_roll", 0, "hero"),
        ("wound_roll", 0, "hero"), ("wound_roll", 0, "hero"), ("wound_roll", 0, "hero"),
        ("recovery_roll", 0, "a0"), ("recovery_roll", 1, "b0"),
    ]
    assert game.view()["next"] is None and game.view()["complete"]


def test_describe_says_which_model_which_table_and_why() -> None:
    game = battle(1, 1)
    survive_with_fate(game, 0, "hero", 17)
    game.push(WoundRoll(0, "hero", 4))
    nxt = game.view()["next"]
    assert (nxt["model"], nxt["name"], nxt["table"], nxt["dice"]) == (
        "hero", "Hero", "Wound Table", "D20")
    assert nxt["why"] == "Hero is Badly Wounded: Wound Table roll 2 of 3 (W-4)"


def test_describe_lists_results_so_far_and_the_rosters_as_confirming_would_leave_them() -> None:
    game = battle(1, 1)
    survive_with_fate(game, 0, "hero", 11)
    game.push(WoundRoll(0, "hero", 20))
    view = game.view()
    hero = view["sides"][0]["casualties"][0]
    assert hero["summary"] == ("Recovery 1 (needed 6 or less): survived; "
                               "Casualty Fate 11: Wounded; Hand wound (CC 10 -> 9)")
    assert view["rosters_after"][0]["models"][0]["characteristics"]["CC"] == 9
    assert view["rosters_before"][0]["models"][0]["characteristics"]["CC"] == 10
    game.push(RecoveryRoll(1, "b0", 7))
    preview = game.view()["rosters_after"]
    game.push(Confirm())
    assert game.view()["rosters_after"] == preview
    assert game.view()["confirmed"] and game.view()["next"] is None


def test_confirm_is_refused_while_rolls_are_owed() -> None:
    game = battle(1, 1)
    before = game.to_json()
    with pytest.raises(RuleViolation, match=r"still owe rolls; next: Hero on the Recovery"):
        game.push(Confirm())
    assert game.to_json() == before


def test_confirm_writes_both_rosters_and_closes_the_aftermath() -> None:
    game = battle(1, 1)
    assert game.rosters() is None
    finish(game)
    rosters = game.rosters()
    assert rosters is not None and [r.name for r in rosters] == ["Brotherhood", "Dark Legion"]
    with pytest.raises(RuleViolation, match="confirmed"):
        game.push(Confirm())
    game.pop()
    assert game.rosters() is None and not game.state.confirmed


def test_push_pop_redo_are_exact() -> None:
    game = battle(2, 1)
    start = game.to_json()["start"]
    survive_with_fate(game, 0, "hero", 17)
    middle = game.state.to_json()
    game.push(WoundRoll(0, "hero", 16))
    wounded = game.state.to_json()
    game.pop()
    assert game.state.to_json() == middle
    game.redo()
    assert game.state.to_json() == wounded
    while game.can_undo:
        game.pop()
    assert game.state.to_json() == start


def test_json_replay_rebuilds_every_step() -> None:
    game = battle(2, 2)
    finish(game, seed=3)
    text = json.dumps(game.to_json())
    again = CampaignAftermath.from_json(json.loads(text))
    assert again.to_json() == game.to_json()
    assert again.history() == game.history()
    assert isinstance(again, Game) and again.system == "campaign"


def test_an_entered_die_and_an_app_roll_leave_the_same_game() -> None:
    rolled, entered = battle(2, 1), battle(2, 1)
    rng = random.Random(11)
    while (event := rolled.next_roll()) is not None:
        event = event.with_rolls(rolled.state, rng)
        rolled.push(event)
        entered.push(entered.event_from_json(json.loads(json.dumps(event.to_json()))))
    assert rolled.to_json() == entered.to_json()


@pytest.mark.parametrize(("event", "field", "value"), [
    ({"kind": "recovery_roll", "side": 0, "model": "hero", "die": 21}, "event.die", 21),
    ({"kind": "recovery_roll", "side": 0, "model": "hero", "die": 0}, "event.die", 0),
    ({"kind": "recovery_roll", "side": 0, "model": "hero", "die": True}, "event.die", True),
    ({"kind": "recovery_roll", "side": 2, "model": "hero", "die": 4}, "event.side", 2),
    ({"kind": "fate_roll", "side": 0, "model": "hero", "die": 4.5}, "event.die", 4.5),
    ({"kind": "wound_roll", "side": 0, "model": "hero", "luck": 1}, "event.luck", 1),
    ({"kind": "heal", "side": 0}, "event.kind", "heal"),
])
def test_bad_events_name_the_field_and_value(event: dict[str, object], field: str,
                                            value: object) -> None:
    game = battle(1, 1)
    with pytest.raises(InvalidData) as err:
        game.event_from_json(event)
    assert (err.value.field, err.value.value) == (field, value)
    assert "got" in str(err.value)


def test_a_d20_of_21_pushed_directly_is_refused_and_changes_nothing() -> None:
    game = battle(1, 1)
    before = game.to_json()
    with pytest.raises(InvalidData) as err:
        game.push(RecoveryRoll(0, "hero", 21))
    assert (err.value.field, err.value.value) == ("event.die", 21)
    assert "D20" in str(err.value)
    # A preview is never rolled: an unrolled die is refused there (push rolls it).
    with pytest.raises(InvalidData, match="rolled by the app"):
        game.preview(RecoveryRoll(0, "hero"))
    with pytest.raises(InvalidData) as err:
        game.push(RecoveryRoll(0, "nobody", 3))
    assert (err.value.field, err.value.value) == ("model", "nobody")
    assert game.to_json() == before and not game.can_undo


def test_rolls_out_of_order_are_refused_with_the_ruling() -> None:
    game = battle(1, 1)
    with pytest.raises(RuleViolation, match="W-2"):
        game.push(WoundRoll(0, "hero", 3))
    game.push(RecoveryRoll(0, "hero", 1))
    with pytest.raises(RuleViolation, match="W-3"):
        game.push(RecoveryRoll(0, "hero", 1))
    game.push(FateRoll(0, "hero", 5))
    with pytest.raises(RuleViolation, match=r"every roll it owes \(Full Recovery\)"):
        game.push(WoundRoll(0, "hero", 3))


def _setup(**change: object) -> dict[str, object]:
    a = side("Brotherhood", [model("hero"), model("gone", status="dead")], ["hero"])
    b = side("Dark Legion", [model("b0")], ["b0"])
    return {"sides": [{**a, **change}, b]}


@pytest.mark.parametrize(("change", "field", "value"), [
    ({"losses": [{"model": "ghost"}]}, "setup.sides[0].losses[0].model", "ghost"),
    ({"losses": [{"model": "gone"}]}, "setup.sides[0].losses[0].model", "gone"),
    ({"losses": [{"model": "hero"}, {"model": "hero"}]}, "setup.sides[0].losses[1].model",
     "hero"),
    ({"losses": [{"model": "hero", "recoverable": "no"}]},
     "setup.sides[0].losses[0].recoverable", "no"),
    ({"outcome": "Draw"}, "setup.sides[0].outcome", "Draw"),
    ({"losses": [{"model": "hero", "recovery": 21}]}, "setup.sides[0].losses[0].recovery", 21),
    ({"losses": [{"model": "hero", "recovery": 20, "fate": 3}]},
     "setup.sides[0].losses[0].fate", 3),
    ({"losses": [{"model": "hero", "recoverable": False, "recovery": 1}]},
     "setup.sides[0].losses[0].recovery", 1),
    ({"losses": [{"model": "hero", "recovery": 1, "fate": 3, "wounds": [4]}]},
     "setup.sides[0].losses[0].wounds[0]", 4),
])
def test_bad_setups_name_the_field_and_value(change: dict[str, object], field: str,
                                            value: object) -> None:
    with pytest.raises(InvalidData) as err:
        CampaignAftermath.new(_setup(**change))
    assert (err.value.field, err.value.value) == (field, value)


def test_an_aftermath_is_fought_by_exactly_two_warbands() -> None:
    one = _setup()
    with pytest.raises(InvalidData) as err:
        AftermathState.from_json({"sides": one["sides"][:1]})  # type: ignore[index]
    assert err.value.field == "aftermath.sides"
    with pytest.raises(InvalidData, match="rolls are still owed"):
        AftermathState.from_json({**one, "confirmed": True})
