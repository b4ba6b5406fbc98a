"""A Conquest push reads back only the Regiments the action changed
(``ConquestState.reloaded``); the rest were read when the state before it was made. The
state it keeps must equal what reading the whole battle back gives
(``from_json(to_json())``, the slow way), on random battles with and
without a table, and a state the loader would refuse is still never kept.
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aftermath.conquest import ConquestBattle, MoraleTest, Place, WoundPool
from aftermath.conquest.state import ConquestState
from aftermath.errors import AftermathError, RuleViolation
from aftermath.history import Event, Log

from .test_conquest_battlefield_helpers import table
from .test_conquest_engagement_properties import engagements
from .test_conquest_properties import actions, regiments


class WholeReload(ConquestBattle):
    """Conquest as it was before: every push reads the whole battle back."""

    def reloaded(self, work: ConquestState) -> ConquestState:
        return ConquestState.from_json(work.to_json())


def same_states(a: ConquestBattle, b: ConquestBattle) -> None:
    assert a.state == b.state
    assert a.state.to_json() == b.state.to_json()


def both(game: ConquestBattle, whole: ConquestBattle, move: str, event: Event | None) -> None:
    """The same move on both: accepted by both (and the same states after) or refused by
    both, never accepted by one only."""
    outcomes = []
    for g in (game, whole):
        try:
            if move == "undo":
                g.pop()
            elif move == "redo":
                g.redo()
            elif move == "preview":
                # A preview's kept Regiments are remembered beside the battle's own
                # (state.Pickled): the push after it must still see the battle's.
                assert event is not None
                after, _ = g.preview(event)
                outcomes.append(after.to_json())
                continue
            else:
                assert event is not None
                g.push(event)
            outcomes.append("accepted")
        except AftermathError as err:
            outcomes.append(f"refused: {err}")
    assert outcomes[0] == outcomes[1]
    same_states(game, whole)


@settings(max_examples=60, deadline=None)
@given(st.data(), regiments(), regiments("e", 1))
def test_a_push_keeps_what_reading_the_whole_battle_back_gives(
    data: st.DataObject, a: dict[str, Any], e: dict[str, Any]
) -> None:
    setup = {"regiments": [a, e]}
    game, whole = ConquestBattle.new(setup), WholeReload.new(setup)
    for _ in range(data.draw(st.integers(1, 25))):
        move = data.draw(st.sampled_from(["push", "push", "push", "undo", "redo", "preview"]))
        if (move == "undo" and not game.can_undo) or (move == "redo" and not game.can_redo):
            move = "push"
        both(game, whole, move, data.draw(actions(game)) if move in ("push", "preview") else None)


@settings(max_examples=40, deadline=None)
@given(engagements(), st.data())
def test_on_a_table_a_push_keeps_what_reading_it_back_gives_c17_c18(
    regs: list[dict[str, Any]], data: st.DataObject
) -> None:
    """On a table, contacts come from the geometry of every Regiment (C-17), so a
    Regiment moved changes the contacts of others it does not touch otherwise, and the
    engagements before the casualties are kept (C-18): all read back in full."""
    game, whole = table(*regs), WholeReload.new(table(*regs).state.to_json())
    ids = [r["id"] for r in regs]
    for _ in range(data.draw(st.integers(1, 8))):
        kind = data.draw(st.sampled_from(["pool", "place", "morale"]))
        if kind == "place":
            here = game.regiment(data.draw(st.sampled_from(ids))).position
            assert here is not None
            event: Event = Place(data.draw(st.sampled_from(ids)),
                                 here.x + data.draw(st.integers(-60, 60)),
                                 here.y + data.draw(st.integers(-60, 60)),
                                 data.draw(st.sampled_from([0.0, 90.0, 180.0, here.facing])))
        elif kind == "morale" and game.regiment("b").pending_morale:
            owed = game.regiment("b").pending_morale
            event = MoraleTest("b", tuple(data.draw(st.lists(
                st.integers(1, 6), min_size=owed, max_size=owed))))
        else:
            event = WoundPool(data.draw(st.sampled_from(ids)), data.draw(st.integers(1, 4)))
        both(game, whole, "push", event)


@dataclasses.dataclass(frozen=True)
class BreakStand(Event):
    """An event with a bug: it moves a Stand outside its Regiment's files."""

    kind: ClassVar[str] = "break_stand"

    def apply(self, state: ConquestState, log: Log) -> None:
        state.regiments[1].stands[0].file = 99


@dataclasses.dataclass(frozen=True)
class FriendlyContact(Event):
    """An event with a bug: a Stand in contact with a friendly Regiment, a battle-wide
    check on a Regiment the action did not otherwise change."""

    kind: ClassVar[str] = "friendly_contact"

    def apply(self, state: ConquestState, log: Log) -> None:
        state.regiments[0].stands[0].contacts.append("c")


class BuggyBattle(ConquestBattle):
    event_types = (*ConquestBattle.event_types, BreakStand, FriendlyContact)


BUGGY = {"regiments": [
    {"id": "a", "name": "A", "player": 0, "stands": 3, "files": 3, "wounds": 1, "resolve": 3},
    {"id": "b", "name": "B", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 3},
    {"id": "c", "name": "C", "player": 0, "stands": 3, "files": 3, "wounds": 1, "resolve": 3},
]}


@pytest.mark.parametrize(("event", "field"), [
    (BreakStand(), "battle.regiments[1].stands[0].file"),
    (FriendlyContact(), "battle.regiments[0].stands[0].contacts"),
])
def test_a_changed_regiment_the_loader_would_refuse_is_never_kept(
    event: Event, field: str
) -> None:
    game = BuggyBattle.new(BUGGY)
    game.push(WoundPool("b", 1, morale=False))
    before = game.to_json()
    with pytest.raises(RuleViolation, match="cannot be saved") as raised:
        game.push(event)
    assert field in str(raised.value)
    assert game.to_json() == before


@settings(max_examples=40, deadline=None)
@given(regiments("a", 0), regiments("b", 1), st.booleans())
def test_a_copied_regiment_equals_it_pickles_alike_and_shares_nothing(
    a: dict[str, Any], b: dict[str, Any], on_a_table: bool
) -> None:
    """Regiment.__deepcopy__ copies through pickle (the view copies each changed Regiment
    on every tap): the copy is what copy.deepcopy's own walk gives, and changing it
    leaves the Regiment alone."""
    import copy
    import pickle

    state = (table(a, b) if on_a_table else ConquestBattle.new({"regiments": [a, b]})).state
    for regiment in state.regiments:
        copied = copy.deepcopy(regiment)
        assert copied == regiment and copied is not regiment
        assert pickle.dumps(copied) == pickle.dumps(regiment)
        assert copied.to_json() == regiment.to_json()
        assert all(a is not b for a, b in zip(copied.stands, regiment.stands, strict=True))
        before = regiment.to_json()
        copied.stands[0].wounds += 1
        copied.characters.clear()
        assert regiment.to_json() == before
