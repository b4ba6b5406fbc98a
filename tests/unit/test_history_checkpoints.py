"""The history keeps events and a checkpoint every CHECKPOINT_EVERY events, not a state
per action: rebuilding from checkpoints + events must equal the full replay of a saved
game and the states seen live, through any mix of push, undo and redo (hypothesis)."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aftermath import history
from aftermath.conquest import ConquestBattle, WoundPool
from aftermath.errors import AftermathError, RuleViolation

from .conquest_helpers import saved_now, state_now
from .test_conquest_properties import actions, regiments

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(autouse=True)
def restore_checkpoint_every() -> Iterator[None]:
    kept = history.CHECKPOINT_EVERY
    yield
    history.CHECKPOINT_EVERY = kept


@settings(max_examples=60, deadline=None)
@given(st.data(), regiments(), st.sampled_from([1, 2, 3, 5, 100]))
def test_checkpoints_plus_events_rebuild_every_state_of_a_random_battle(
    data: st.DataObject, reg: dict[str, Any], every: int
) -> None:
    history.CHECKPOINT_EVERY = every
    game = ConquestBattle.new({"regiments": [reg, {"id": "e", "name": "E", "player": 1,
                                                   "stands": 3, "files": 3, "wounds": 1,
                                                   "resolve": 2}]})
    # seen[k]: the state after the first k events of the current line of play, live.
    seen = [game.state.to_json()]
    for _ in range(data.draw(st.integers(1, 30))):
        move = data.draw(st.sampled_from(["push", "push", "push", "undo", "redo"]))
        if move == "undo" and game.can_undo:
            game.pop()
            seen.pop()
            assert game.state.to_json() == seen[-1]  # undo is exact
        elif move == "redo" and game.can_redo:
            game.redo()
            seen.append(game.state.to_json())
        else:
            try:
                game.push(data.draw(actions(game)))
            except AftermathError:
                continue
            seen.append(game.state.to_json())
    assert len(game.events) == len(seen) - 1
    for count, state in enumerate(seen):
        assert game.rebuild(count).to_json() == state
    # The full replay (opening the save) agrees, and so do its own checkpoints.
    opened = ConquestBattle.from_json(json.loads(json.dumps(game.to_json())))
    assert opened.to_json() == game.to_json()
    assert opened.state.to_json() == seen[-1]
    for count, state in enumerate(seen):
        assert opened.rebuild(count).to_json() == state
    # Undo all the way down, from the opened copy too.
    while opened.can_undo:
        opened.pop()
        assert opened.state.to_json() == seen[len(opened.events)]
    assert opened.state.to_json() == seen[0] == opened.start_state()


def test_memory_holds_checkpoints_not_a_state_per_action() -> None:
    history.CHECKPOINT_EVERY = 10
    game = ConquestBattle.new({"regiments": [{"id": "a", "name": "A", "player": 0,
                                              "stands": 40, "files": 5, "wounds": 9,
                                              "resolve": 3}]})
    for _ in range(35):
        game.push(WoundPool("a", 1, morale=False))
    assert sorted(game._checkpoints) == [0, 10, 20, 30]
    for _ in range(6):
        game.pop()
    assert sorted(game._checkpoints) == [0, 10, 20]  # none left past the present
    # Only the latest few actions keep the state before them: a few states, not one per action.
    kept = [i for i, e in enumerate(game._done) if e.before is not None]
    assert kept == list(range(35 - history.KEEP_BEFORE, 35 - 6))


def test_rebuild_refuses_a_count_outside_the_history() -> None:
    game = ConquestBattle.new({"regiments": [{"id": "a", "name": "A", "player": 0,
                                              "stands": 2, "files": 2, "wounds": 1,
                                              "resolve": 3}]})
    with pytest.raises(RuleViolation, match="no state after 1 actions"):
        game.rebuild(1)


def test_a_save_written_by_the_previous_history_opens_unchanged() -> None:
    """Written by the engine before checkpoints (commit 1662bb7): same JSON format."""
    saved = json.loads((FIXTURES / "conquest-save-v1-before-checkpoints.json").read_text())
    game = ConquestBattle.from_json(saved["game"])
    expected = saved_now(saved["game"])
    expected["start"] = _counting_net(expected["start"])
    assert game.to_json() == expected
    assert game.state.to_json() == state_now(_counting_net(saved["state"]))
    for count in range(len(game.events) + 1):
        assert game.rebuild(count).to_json() == state_now(_counting_net(saved["states"][count]))


def _counting_net(state: dict[str, Any]) -> dict[str, Any]:
    """C-14: a Regiment saved before gross losses were counted keeps counting net, which
    its JSON says with "losses": null from now on."""
    state = copy.deepcopy(state)
    for regiment in state["regiments"]:
        regiment["losses"] = None
    return state
