"""The running count of Morale failures as the dice go in is the engine's verdict on the
dice entered so far (C-10, C-11), asked through the bridge; nothing is applied."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from aftermath import bridge

from .test_bridge import SETUP, call


@pytest.fixture(autouse=True)
def _fresh() -> Iterator[None]:
    bridge.reset()
    yield
    bridge.reset()


def _owing_six() -> None:
    """Men-at-Arms (Resolve 2, 6 Stands: size bonus +1) owe a Morale Test of 6 dice."""
    call("game.new", {"system": "conquest", "game_id": "g", "setup": SETUP})
    call("game.push", {"game_id": "g",
                       "event": {"kind": "wound_pool", "regiment": "maa", "wounds": 6}})
    assert call("conquest.resolve", {"game_id": "g", "regiment": "maa"})["result"]["dice"] == 6


def _so_far(dice: list[Any], **more: Any) -> dict[str, Any]:
    return call("conquest.morale_so_far", {"game_id": "g", "regiment": "maa", "dice": dice, **more})


def test_typed_6_5_3_1_count_two_failures_so_far() -> None:
    """Issue point 3: typed dice "6 5 3 1" showed "0 failures so far". Against Resolve 3
    the 6 and the 5 fail, the 3 and the 1 pass (C-10)."""
    _owing_six()
    result = _so_far([6, 5, 3, 1])["result"]
    expected = {"owed": 6, "entered": 4, "failed": 2, "resolve": 3,
                "text": "2 failures so far"}
    assert {k: result[k] for k in expected} == expected
    assert [d["passed"] for d in result["dice"]] == [False, False, True, True]


def test_the_count_follows_the_modifiers_and_starts_at_none() -> None:
    _owing_six()
    assert _so_far([])["result"]["text"] == "0 failures so far"
    result = _so_far([3, 3], modifiers=[-1])["result"]
    expected = (2, 2, "2 failures so far")
    assert (result["resolve"], result["failed"], result["text"]) == expected
    assert _so_far([1])["result"]["text"] == "0 failures so far"
    assert _so_far([6])["result"]["text"] == "1 failure so far"


@pytest.mark.parametrize(("dice", "field", "words"), [
    ([1, 2, 3, 4, 5, 6, 1], "payload.dice", "holds 7 dice: only 6 are owed"),
    ([1, 7], "payload.dice[1]", "must be a D6 result"),
    ([1, "x"], "payload.dice[1]", "must be a D6 result"),
    ("6 5", "payload.dice", "must be a list"),
])
def test_dice_that_cannot_be_judged_are_named(dice: Any, field: str, words: str) -> None:
    _owing_six()
    reply = _so_far(dice)
    assert reply["error"]["type"] == "invalid_data"
    assert reply["error"]["field"] == field and words in reply["error"]["message"]


@pytest.mark.parametrize(("dice", "expected"), [
    ([1, 2, 3, 4, 5, 6, 1], "holds 7 dice: only 6 are owed"),
    ([1, 7], "must be a D6 result from 1 to 6"),
])
def test_c12_a_refused_die_or_list_carries_why_without_its_field(dice: list[Any],
                                                                expected: str) -> None:
    """A page without the engine's sentences says a refused typed die or list by what was
    typed: the reply carries why on its own, beside the whole sentence."""
    _owing_six()
    error = _so_far(dice)["error"]
    result = error["expected"]
    assert result == expected
    assert error["message"].startswith(f"{error['field']}: {expected}, got ")


def test_a_regiment_owing_no_test_is_told_so() -> None:
    call("game.new", {"system": "conquest", "game_id": "g", "setup": SETUP})
    reply = _so_far([1])
    assert reply["error"]["type"] == "rule_violation" and reply["error"]["rule"] == "C-12"


def _owing_six_from_the_flank() -> dict[str, Any]:
    call("game.new", {"system": "conquest", "game_id": "g", "setup": SETUP})
    reply = call("game.push", {"game_id": "g", "event": {"kind": "wound_pool", "regiment": "maa",
                                                         "wounds": 6, "arc": "flank"}})
    [maa] = reply["result"]["changes"]["items"]["regiments"]["changed"]
    regiment: dict[str, Any] = maa
    return regiment


def test_c23_the_reroll_step_has_its_heading_and_a_running_count_from_the_engine() -> None:
    """After the first roll only its passes are asked again: the heading says how many,
    and the count goes on from the first roll's failures as the re-rolls go in."""
    owed = _owing_six_from_the_flank()
    assert owed["morale"]["heading"] == "Morale Test: roll 6 dice"
    first = [1, 2, 3, 4, 5, 6]  # Resolve 3: three pass, three fail
    reply = call("conquest.resolve", {"game_id": "g", "regiment": "maa", "dice": first})["result"]
    step = reply["reroll_step"]
    # Each with its message beside it (docs/languages.md).
    assert step.pop("heading_msg")["id"] == "verdict-reroll-heading"
    assert step.pop("text_msg")["args"] == {"dice": "1, 2, 3, 4, 5, 6", "passes": 3}
    assert step.pop("label_msg")["id"] == "verdict-reroll-label"
    result = (reply["rerolls"], step)
    expected = (3, {"heading": "Morale Test: re-roll 3 dice",
                    "text": "First roll 1, 2, 3, 4, 5, 6: re-roll 3 passed dice (C-23)",
                    "label": "Re-roll the 3 passed dice (C-23)."})
    assert result == expected
    result = [(r["entered"], r["failed"], r["text"]) for r in (
        _so_far(first, rerolls=[])["result"], _so_far(first, rerolls=[6])["result"],
        _so_far(first, rerolls=[6, 1])["result"])]
    expected = [(0, 3, "3 failures so far (3 in the first roll)"),
                (1, 4, "4 failures so far (3 in the first roll)"),
                (2, 4, "4 failures so far (3 in the first roll)")]
    assert result == expected


@pytest.mark.parametrize(("dice", "rerolls", "words"), [
    ([1, 2, 3], [1], "come after the whole first roll: 3 of 6 dice entered"),
    ([1, 2, 3, 4, 5, 6], [1, 1, 1, 1], "holds 4 dice: only the 3 passed dice are re-rolled"),
    ([1, 2, 3, 4, 5, 6], [7], "must be a D6 result"),
])
def test_c23_rerolls_so_far_are_refused_naming_the_field(dice: list[int], rerolls: list[int],
                                                          words: str) -> None:
    _owing_six_from_the_flank()
    reply = _so_far(dice, rerolls=rerolls)
    assert not reply["ok"]
    assert words in reply["error"]["message"]
    assert reply["error"]["field"].startswith("payload.rerolls")


def test_c23_a_front_test_has_no_rerolls_to_count() -> None:
    _owing_six()
    reply = _so_far([1, 2, 3, 4, 5, 6], rerolls=[1])
    assert not reply["ok"]
    assert "re-rolls no dice" in reply["error"]["message"]
