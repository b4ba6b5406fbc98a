"""The report's sides: a side the players did not name goes out as the app's message
for it (``players_msg``: the page says it, in every sentence that names the side, in the
reader's language), while the Python API's English stays word for word as before."""

from __future__ import annotations

import dataclasses

from aftermath.conquest import MoraleTest, WoundPool
from aftermath.report import build

from .conquest_helpers import battle, regiment


def unnamed_battle_report() -> dict[str, object]:
    game = battle(regiment("m", name="Militia", stands=3, resolve=3),
                  regiment("r", name="Raiders", player=1, stands=3, resolve=3))
    game.push(WoundPool("m", 2))
    game.push(MoraleTest("m", (5, 6)))  # Resolve 3 (C-11): both fail (C-10)
    return build(game).to_json()


def test_unnamed_sides_go_out_as_the_apps_message_beside_the_same_english() -> None:
    report = unnamed_battle_report()
    assert report["players"] == ["Player 1", "Player 2"]
    assert report["players_msg"] == [{"id": "tbl-default-player", "args": {"n": 1}},
                                     {"id": "tbl-default-player", "args": {"n": 2}}]
    summary = str(report["summary"]).split("\n")
    assert summary[:4] == [
        "Conquest battle, Round 1: Player 1 vs Player 2",
        "Player 1 lost more Stands: 3 to 0 (3 more than Player 2)",
        "Player 1: Stands lost 3; Wounds lost 3; Broken: Militia; Shattered: Militia",
        "Player 2: Stands lost 0",
    ], summary
    # The sentences still carry the side's name as written: the page swaps it.
    lines = report["summary_lines"]
    assert isinstance(lines, list)
    assert lines[0]["msg"]["args"]["first"] == "Player 1"
    assert lines[1]["msg"]["args"]["more"] == "Player 1"


def test_named_sides_are_said_as_written() -> None:
    game = battle(regiment("m", name="Militia", stands=3, resolve=3))
    report = dataclasses.replace(build(game), players=("Alice", "Player 2")).to_json()
    assert report["players_msg"] == [None, {"id": "tbl-default-player", "args": {"n": 2}}]
    assert str(report["summary"]).startswith("Conquest battle, Round 1: Alice vs Player 2\n")
