"""Properties over random warbands, losses and dice (hypothesis): every lost model is
accounted for, and the history and JSON lose nothing."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from aftermath.campaign import CampaignAftermath, Confirm, FateRoll, RecoveryRoll, WoundRoll
from aftermath.campaign.roster import KINDS
from aftermath.campaign.tables import OUTCOME_NAMES
from aftermath.errors import AftermathError

from .test_campaign_fixtures import model, side

ENDINGS = {"active", "dead", "retired blind"}


@st.composite
def warband(draw: st.DrawFn, name: str, prefix: str) -> dict[str, Any]:
    models, lost, gone = [], [], []
    for i in range(draw(st.integers(0, 6))):
        m = model(f"{prefix}{i}", draw(st.sampled_from(KINDS)), draw(st.integers(0, 40)),
                  undead=draw(st.booleans()), stats={"AR": draw(st.integers(0, 2))},
                  lasting_wounds=draw(st.sampled_from([[], ["Blinded in one eye"]])))
        models.append(m)
        if draw(st.booleans()):
            lost.append(m["id"])
            if draw(st.integers(0, 4)) == 0:
                gone.append(m["id"])
    return side(name, models, lost, vp=draw(st.integers(0, 60)), unrecoverable=gone,
                troopers_roll_fate=draw(st.booleans()),
                outcome=draw(st.none() | st.sampled_from(OUTCOME_NAMES)))


SETUPS = st.builds(lambda a, b: {"sides": [a, b]}, warband("Brotherhood", "a"),
                   warband("Dark Legion", "b"))


class DrawnDice:
    """A random source hypothesis draws from, leaning on the faces that lead somewhere
    (1 survives any Recovery, 16 blinds, 17 is Badly Wounded, 19 is Captured), so every
    path is explored and a failure shrinks to the dice that cause it."""

    def __init__(self, data: st.DataObject) -> None:
        self.data = data

    def randint(self, a: int, b: int) -> int:
        leaning = st.sampled_from([f for f in (1, 1, 16, 17, 19, 19) if a <= f <= b])
        return self.data.draw(st.one_of(leaning, leaning, st.integers(a, b)))


def _play(game: CampaignAftermath, dice: int | st.DataObject, limit: int = 10_000) -> None:
    rng = random.Random(dice) if isinstance(dice, int) else DrawnDice(dice)
    for _ in range(limit):
        event = game.next_roll()
        if event is None:
            break
        game.push(event.with_rolls(game.state, rng))


@given(SETUPS, st.data())
def test_every_lost_model_is_accounted_for(setup: dict[str, Any], dice: st.DataObject) -> None:
    game = CampaignAftermath.new(setup)
    _play(game, dice)
    preview = game.view()["rosters_after"]
    game.push(Confirm())
    view = game.view()
    assert view["rosters_after"] == preview
    paid = [0, 0]
    for c in view["captives"]:
        paid[c["side"]] += c["paid"]
    for s, team in enumerate(setup["sides"]):
        before = {m["id"]: m for m in view["rosters_before"][s]["models"]}
        after = {m["id"]: m for m in view["rosters_after"][s]["models"]}
        assert list(after) == list(before)  # same models, same order: none lost or added
        lost = {loss["model"] for loss in team["losses"]}
        for model_id, m in after.items():
            if model_id in lost:
                assert m["status"] in ENDINGS  # dead, recovered, returned or executed, blind
            else:
                assert m == before[model_id]
        for c in view["sides"][s]["casualties"]:
            assert c["status"] == after[c["model"]]["status"]
            if c["captive"] is not None:
                assert c["status"] == ("dead" if c["captive"] == "executed" else "active")
        assert view["rosters_after"][s]["vp"] == team["roster"]["vp"] - paid[s] >= 0


@given(SETUPS, st.integers(0, 2**32), st.integers(0, 12))
def test_json_round_trip_is_identity(setup: dict[str, Any], seed: int, stop: int) -> None:
    game = CampaignAftermath.new(setup)
    _play(game, seed, stop)
    if game.next_roll() is None:
        game.push(Confirm())
    data = game.to_json()
    again = CampaignAftermath.from_json(data)
    assert again.to_json() == data
    assert again.view() == game.view()
    state = game.state.to_json()
    assert type(game.state).from_json(state).to_json() == state


@given(SETUPS, st.data())
def test_push_then_pop_is_identity(setup: dict[str, Any], dice: st.DataObject) -> None:
    game = CampaignAftermath.new(setup)
    start = game.state.to_json()
    rng = DrawnDice(dice)
    while (event := game.next_roll()) is not None:
        before = game.state.to_json()
        game.push(event.with_rolls(game.state, rng))
        after = game.state.to_json()
        game.pop()
        assert game.state.to_json() == before
        game.redo()
        assert game.state.to_json() == after
    game.push(Confirm())
    while game.can_undo:
        game.pop()
    assert game.state.to_json() == start


ROLLS = (RecoveryRoll, FateRoll, WoundRoll)


@given(SETUPS, st.lists(st.tuples(st.sampled_from(ROLLS), st.integers(-1, 2),
                                  st.sampled_from(["a0", "a1", "b0", "zz"]),
                                  st.integers(-1, 22)), max_size=12))
def test_any_refused_action_changes_nothing(setup: dict[str, Any],
                                            actions: list[tuple[Any, ...]]) -> None:
    game = CampaignAftermath.new(setup)
    for kind, s, model_id, die in actions:
        before = game.to_json()
        try:
            game.push(kind(s, model_id, die))
        except AftermathError:
            assert game.to_json() == before
        else:
            assert 1 <= die <= 20
