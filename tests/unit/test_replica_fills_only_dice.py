"""The writer answering this phone's tap may fill in only the dice the tap left to the
app to roll (each event type's ``rolled``): any other value the tap left empty or out,
such as a Wound Pool's source, harm or push order, must be as proposed."""

from __future__ import annotations

import random
from typing import Any

import pytest

from aftermath import replica
from aftermath.conquest import ConquestBattle
from aftermath.ninth_age import NinthAgeBattle

SETUP = {"regiments": [
    {"id": "a", "name": "Men-at-Arms", "player": 0, "stands": 3, "files": 3, "wounds": 2,
     "resolve": 2},
    {"id": "b", "name": "Brutes", "player": 1, "stands": 4, "files": 2, "wounds": 3,
     "resolve": 3, "special_rules": [{"name": "Terrifying", "x": 2}]}]}
POOL = {"kind": "wound_pool", "regiment": "a", "wounds": 2}
Json = dict[str, Any]


def answered(writer: Any, follower: Any, n: int, tap: Any, applied: Json) -> None:
    other = replica.proposal(writer, tap.id, "push", applied)
    replica.apply_proposal(writer, other, random.Random(1), n - 1)
    sent = replica.read(replica.action(writer, n, "push", "Phone A", tap.id).dumps())
    replica.apply_action(follower, n - 1, sent, tap)


@pytest.mark.parametrize("added", [{"source": "b", "harm": "charge", "arc": "front"},
                                   {"source": "b"}])
def test_a_writer_adding_a_source_to_the_followers_pool_is_refused(added: Json) -> None:
    writer, follower = ConquestBattle.new(SETUP), ConquestBattle.new(SETUP)
    tap = replica.proposal(follower, 1, "push", POOL)
    before = follower.to_json()
    with pytest.raises(replica.Substituted, match=r"with another action \(event\."):
        answered(writer, follower, 1, tap, {**POOL, **added})
    assert follower.to_json() == before
    assert follower.state.regiment("a").pending_source is None


def test_a_writer_adding_modifiers_to_the_followers_morale_test_is_refused() -> None:
    writer, follower = ConquestBattle.new(SETUP), ConquestBattle.new(SETUP)
    for game in (writer, follower):
        game.push(game.event_from_json(POOL))
    tap = replica.proposal(follower, 2, "push", {"kind": "morale_test", "regiment": "a"})
    with pytest.raises(replica.Substituted, match=r"event\.modifiers"):
        answered(writer, follower, 2, tap,
                 {"kind": "morale_test", "regiment": "a", "modifiers": [-1]})


def test_the_morale_dice_the_tap_left_to_roll_are_still_filled_in() -> None:
    writer, follower = ConquestBattle.new(SETUP), ConquestBattle.new(SETUP)
    for game in (writer, follower):
        game.push(game.event_from_json(POOL))
    tap = replica.proposal(follower, 2, "push", {"kind": "morale_test", "regiment": "a"})
    answered(writer, follower, 2, tap, {"kind": "morale_test", "regiment": "a"})
    assert follower.to_json() == writer.to_json()
    assert follower.events[-1].dice


def test_ninth_age_multiple_wounds_values_and_losses_rolled_by_the_writer_fit() -> None:
    setup = {"units": [{"id": "trolls", "name": "Trolls", "player": 0, "models": 10,
                        "files": 5, "hp": 3}]}
    writer, follower = NinthAgeBattle.new(setup), NinthAgeBattle.new(setup)
    event = {"kind": "health_point_losses", "unit": "trolls", "pool": "rank_and_file",
             "losses": None, "multiple_wounds": {"x": "D3", "wounds": 3}}
    tap = replica.proposal(follower, 1, "push", follower.event_from_json(event).to_json())
    answered(writer, follower, 1, tap, tap.event)
    assert follower.to_json() == writer.to_json()
    assert follower.events[-1].multiple_wounds.values is not None
