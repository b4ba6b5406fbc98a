"""The shared history: exact undo, redo, and never keeping a state that cannot load."""

from __future__ import annotations

import dataclasses
from typing import ClassVar

import pytest

from aftermath.conquest import ConquestBattle, NewRound, WoundPool
from aftermath.conquest.state import ConquestState
from aftermath.errors import RuleViolation
from aftermath.history import Event, Log

SETUP = {"regiments": [{"id": "a", "name": "A", "player": 0, "stands": 6, "files": 3,
                        "wounds": 1, "resolve": 3}]}


@dataclasses.dataclass(frozen=True)
class Corrupt(Event):
    """An event with a bug: it leaves a Round 0, which no battle file may hold."""

    kind: ClassVar[str] = "corrupt"

    def apply(self, state: ConquestState, log: Log) -> None:
        state.round = 0


class BuggyBattle(ConquestBattle):
    """Conquest with one more event kind, the buggy one (a game refuses foreign events)."""

    event_types = (*ConquestBattle.event_types, Corrupt)


def test_a_state_the_loader_would_refuse_is_never_kept() -> None:
    game = BuggyBattle.new(SETUP)
    before = game.to_json()
    with pytest.raises(RuleViolation, match=r"cannot be saved.*battle.round"):
        game.push(Corrupt())
    assert game.to_json() == before


def test_undo_then_redo_then_a_new_action_clears_redo() -> None:
    game = ConquestBattle.new(SETUP)
    game.push(WoundPool("a", 1, morale=False))
    game.push(NewRound())
    result = [game.pop(), game.pop()]
    expected = [NewRound(), WoundPool("a", 1, morale=False)]
    assert result == expected
    game.redo()
    assert game.redo_events == [NewRound()]
    game.push(WoundPool("a", 1, morale=False))
    assert not game.can_redo


def test_nothing_to_undo_or_redo_is_a_clear_refusal() -> None:
    game = ConquestBattle.new(SETUP)
    with pytest.raises(RuleViolation, match="nothing to undo"):
        game.pop()
    with pytest.raises(RuleViolation, match="nothing to redo"):
        game.redo()
