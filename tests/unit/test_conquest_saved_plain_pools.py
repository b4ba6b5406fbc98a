"""A Wound Pool naming nothing is against the front (C-21), so Phalanx counts (C-24). A
battle saved before that was the rule was played with such pools judged with no arc:
it reopens exactly as it was played (its saved format version says so), and only its
new pools are against the front.

The fixture was made by Aftermath at commit 07a74bb (format version 1): a Phalanx
Regiment takes a plain pool, its Morale die of 4 fails against Resolve 3, it is later
destroyed and the enemy takes a pool; and a battle left with the plain pool's test owed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from aftermath import bridge
from aftermath.conquest import ConquestBattle, MoraleTest, WoundPool
from aftermath.errors import InvalidData
from aftermath.history import RULES

from .conquest_helpers import said_as_then

SAVED = json.loads((Path(__file__).parent / "fixtures" /
                    "conquest-save-v1-phalanx-plain-pool.json").read_text())


def test_c21_c24_a_battle_saved_before_front_by_default_replays_as_it_was_played() -> None:
    game = ConquestBattle.from_json(SAVED["played"])
    result = game.state.to_json()
    expected = SAVED["played_state"]
    assert result == expected


def test_c21_its_step_log_is_the_one_it_was_played_with() -> None:
    # Each step's rule and numbers (the wording of some steps was mended since).
    game = ConquestBattle.from_json(SAVED["played"])
    result = [{k: v for k, v in said_as_then(s).items() if k != "text"}
              for entry in game.history() for s in entry[1]]
    expected = SAVED["played_log"]
    assert result == expected


def test_c24_an_owed_test_from_an_old_plain_pool_is_judged_as_then_and_a_new_pool_as_now() -> None:
    game = ConquestBattle.from_json(SAVED["owed"])
    game.push(MoraleTest("a", (4,)))  # against Resolve 3, as when the pool was made
    old = game.state.regiment("a").count()
    fresh = ConquestBattle.from_json(SAVED["owed"])
    fresh.pop()
    fresh.push(WoundPool("a", 1))  # a new plain pool: the front, Phalanx +1 (C-24)
    fresh.push(MoraleTest("a", (4,)))
    result = (old, fresh.state.regiment("a").count())
    expected = (2, 3)
    assert result == expected


def test_c21_a_reopened_old_battle_saves_and_reopens_the_same() -> None:
    once = ConquestBattle.from_json(SAVED["played"])
    again = ConquestBattle.from_json(once.to_json())
    result = (again.to_json(), again.state.to_json())
    expected = (once.to_json(), SAVED["played_state"])
    assert result == expected


def test_c21_a_new_pool_cannot_name_the_old_arc() -> None:
    event: dict[str, Any] = {"kind": "wound_pool", "regiment": "a", "wounds": 1,
                             "arc": "not named"}
    with pytest.raises(InvalidData) as err:
        ConquestBattle.event_from_json(event)
    result = err.value.field
    expected = "event.arc"
    assert result == expected


def test_c21_the_bridge_opens_the_old_save_with_its_verdicts() -> None:
    bridge.reset()
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "type": "game.open", "payload": {
        "game_id": "old", "game": SAVED["played"]}})))
    result = (reply["ok"], [r["count"] for r in reply["result"]["view"]["regiments"]])
    expected = (True, [0, 2])
    assert result == expected


def test_a_checkpoint_made_under_the_rules_before_is_not_used() -> None:
    result = RULES
    expected = 2
    assert result == expected
