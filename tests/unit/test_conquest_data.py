"""Plain data in and out: specific errors naming the field and value, lossless JSON."""

from __future__ import annotations

import json
from typing import Any

import pytest

from aftermath.conquest import ConquestBattle, MoraleTest, WoundPool
from aftermath.conquest.regiment import Regiment
from aftermath.errors import InvalidData

from .conquest_helpers import battle, regiment


def full(**changes: Any) -> dict[str, Any]:
    data = Regiment.new(regiment(stands=4, files=2)).to_json()
    data.update(changes)
    return data


@pytest.mark.parametrize(("data", "field", "words"), [
    (regiment(stands=0), "regiment.stands", "at least 1"),
    (regiment(wounds=0), "regiment.wounds", "at least 1"),
    (regiment(files="3"), "regiment.files", "whole number"),
    (regiment(colour="red"), "regiment.colour", "unknown key"),
    (regiment(command="r9f9"), "regiment.command", "not a Stand"),
    (full(stands=[]), "regiment.stands", "at least one Stand"),
    (full(extra=1), "regiment.extra", "unknown key"),
])
def test_invalid_regiment_names_the_field_and_value(
    data: dict[str, Any], field: str, words: str
) -> None:
    with pytest.raises(InvalidData) as err:
        Regiment.from_json(data)
    assert err.value.field == field
    assert words in str(err.value)


def test_a_rank_with_gaps_is_refused() -> None:
    data = full()
    data["stands"][1]["destroyed"] = True  # r0f1 gone while rank 1 stands behind it
    with pytest.raises(InvalidData, match=r"rear rank may be incomplete \(C-1.*rank 1, file 2"):
        Regiment.from_json(data)


def test_two_stands_in_one_place_are_refused() -> None:
    data = full()
    data["stands"][3]["rank"], data["stands"][3]["file"] = 1, 0
    with pytest.raises(InvalidData, match=r"rank 2, file 1 \(counted from 1\)"):
        Regiment.from_json(data)


def test_markers_at_or_over_wounds_are_refused() -> None:
    data = full()
    data["stands"][0]["markers"] = 1
    with pytest.raises(InvalidData) as err:
        Regiment.from_json(data)
    assert err.value.field == "regiment.stands[0].markers"


def test_duplicate_regiment_ids_and_friendly_contacts_are_refused() -> None:
    with pytest.raises(InvalidData, match="two Regiments"):
        battle(regiment("a"), regiment("a"))
    data = Regiment.new(regiment("a")).to_json()
    data["stands"][0]["contacts"] = ["b"]
    with pytest.raises(InvalidData, match="friendly"):
        battle(data, regiment("b"))


def test_stand_ids_survive_json_and_undo() -> None:
    game = battle(regiment(stands=6, files=3, wounds=2))
    game.push(WoundPool("a", 3))
    game.push(MoraleTest("a", (6, 1, 2)))
    copy = ConquestBattle.from_json(json.loads(json.dumps(game.to_json())))
    assert [s.id for s in copy.regiment("a").stands] == [s.id for s in game.regiment("a").stands]
    assert copy.to_json() == game.to_json()
    assert copy.state.to_json() == game.state.to_json()


def test_game_json_keeps_the_redo_list() -> None:
    game = battle(regiment(stands=6, files=3, wounds=2))
    game.push(WoundPool("a", 1, morale=False))
    game.push(WoundPool("a", 2, morale=False))
    game.pop()
    copy = ConquestBattle.from_json(game.to_json())
    assert copy.can_redo and copy.redo_events == [WoundPool("a", 2, morale=False)]
    copy.redo()
    game.redo()
    assert copy.state.to_json() == game.state.to_json()


def test_event_repr_can_be_pasted_back() -> None:
    from aftermath.conquest import Heal  # noqa: F401 - used by eval below
    event = MoraleTest("a", (1, 6), modifiers=(-1,))
    assert eval(repr(event)) == event


@pytest.mark.parametrize(("game", "field", "words"), [
    ({"format": "aftermath.game", "version": 99, "system": "conquest", "start": {}},
     "game.version", "newer Aftermath"),
    ({"format": "aftermath.game", "version": 1, "system": "chess", "start": {}},
     "game.system", "must be one of"),
    ({"format": "nope"}, "game.format", "must be one of"),
])
def test_bad_game_files_are_refused(game: dict[str, Any], field: str, words: str) -> None:
    with pytest.raises(InvalidData) as err:
        ConquestBattle.from_json(game)
    assert err.value.field == field and words in str(err.value)


def test_a_game_whose_events_cannot_be_replayed_is_refused() -> None:
    game = battle(regiment(stands=1, files=1))
    data = game.to_json()
    data["events"] = [WoundPool("a", 1).to_json(), WoundPool("a", 1).to_json()]
    with pytest.raises(InvalidData, match=r"game.events\[1\].*cannot be replayed"):
        ConquestBattle.from_json(data)


def test_failed_push_changes_nothing_and_keeps_redo() -> None:
    game = battle(regiment(stands=3, files=3))
    game.push(WoundPool("a", 1, morale=False))
    game.pop()
    before = game.to_json()
    with pytest.raises(InvalidData):
        game.push(WoundPool("zzz", 1))
    assert game.to_json() == before and game.can_redo
