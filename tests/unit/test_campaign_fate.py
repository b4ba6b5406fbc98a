"""W-3 and W-6: who rolls on the Casualty Fate table, and what each result does."""

from __future__ import annotations

from typing import Any

import pytest

from aftermath.campaign import CampaignAftermath, FateRoll, RecoveryRoll
from aftermath.errors import RuleViolation

from .test_campaign_fixtures import after, battle, finish, model, survive_with_fate


def _casualty(game: CampaignAftermath, s: int = 0, i: int = 0) -> dict[str, Any]:
    casualty: dict[str, Any] = game.view()["sides"][s]["casualties"][i]
    return casualty


@pytest.mark.parametrize(("die", "result", "wound_rolls"), [
    (1, "Full Recovery", 0), (10, "Full Recovery", 0),
    (11, "Wounded", 1), (16, "Wounded", 1),
    (17, "Badly Wounded", 3),
    (18, "Bitter Enemy", 0),
    (19, "Captured", 0),
    (20, "Miraculous Recovery", 0),
])
def test_w3_each_fate_result_at_its_bounds(die: int, result: str, wound_rolls: int) -> None:
    game = battle(1, 1)
    survive_with_fate(game, 0, "hero", die)
    casualty = _casualty(game)
    assert casualty["fate_result"] == result
    assert casualty["wound_rolls_owed"] == wound_rolls
    assert (casualty["next"] == "wound") == bool(wound_rolls)


def test_w3_full_recovery_leaves_the_model_as_it_was() -> None:
    game = battle(1, 1)
    before = game.view()["rosters_before"][0]["models"][0]
    survive_with_fate(game, 0, "hero", 7)
    finish(game)
    assert after(game, 0, "hero") == before


@pytest.mark.parametrize("kind", ["Leader", "Individual", "Hero", "Specialist"])
def test_w3_characters_roll_for_their_fate(kind: str) -> None:
    game = battle(1, 1, a_first=model("hero", kind))
    game.push(RecoveryRoll(0, "hero", 1))
    nxt = game.view()["next"]
    assert (nxt["kind"], nxt["model"], nxt["table"]) == ("fate_roll", "hero", "Casualty Fate")
    assert f"is a {kind}" in nxt["why"] and "(W-3)" in nxt["why"]


def test_w3_troopers_roll_no_fate_unless_the_roster_opts_in() -> None:
    game = battle(1, 1, a_first=model("hero", "Trooper"))
    steps = game.push(RecoveryRoll(0, "hero", 1))
    assert steps[-1].rule == "W-3" and "no Casualty Fate" in steps[-1].text
    assert all(p["side"] == 1 for p in game.view()["pending"])
    with pytest.raises(RuleViolation, match=r"Trooper.*\(W-3\)"):
        game.push(FateRoll(0, "hero", 12))


def test_w3_troopers_roll_fate_when_the_roster_keeps_that_bookkeeping() -> None:
    game = battle(1, 1, a_first=model("hero", "Trooper"), troopers_roll_fate=True)
    game.push(RecoveryRoll(0, "hero", 1))
    assert game.view()["next"]["kind"] == "fate_roll"
    game.push(FateRoll(0, "hero", 18))
    assert _casualty(game)["fate_result"] == "Bitter Enemy"


def test_w3_a_dead_model_rolls_no_fate() -> None:
    game = battle(1, 1)
    game.push(RecoveryRoll(0, "hero", 20))
    with pytest.raises(RuleViolation, match=r"dead \(W-2\)"):
        game.push(FateRoll(0, "hero", 5))


def test_w3_fate_comes_after_recovery() -> None:
    game = battle(1, 1)
    with pytest.raises(RuleViolation, match=r"Hero is on the Recovery table.*W-2"):
        game.push(FateRoll(0, "hero", 5))


def test_w6_bitter_enemy_records_hate_2_against_the_enemy_force_by_name() -> None:
    game = battle(1, 1)
    survive_with_fate(game, 0, "hero", 18)
    assert game.history()[-1][1][-1].rule == "W-6"
    finish(game)
    assert after(game, 0, "hero")["hatreds"] == [{"force": "Dark Legion", "hate": 2}]
    assert after(game, 0, "hero")["status"] == "active"


def test_w6_bitter_enemy_grants_hate_2_and_does_not_add_to_it() -> None:
    hated = [{"force": "Dark Legion", "hate": 3}, {"force": "Cybertronic", "hate": 1}]
    game = battle(1, 1, a_first=model("hero", hatreds=hated))
    survive_with_fate(game, 0, "hero", 18)
    assert after(game, 0, "hero")["hatreds"] == hated
    game = battle(1, 1, a_first=model("hero", hatreds=hated[1:]))
    survive_with_fate(game, 0, "hero", 18)
    assert after(game, 0, "hero")["hatreds"] == [*hated[1:], {"force": "Dark Legion", "hate": 2}]


def test_w6_miraculous_recovery_adds_5_ep() -> None:
    game = battle(1, 1, a_first=model("hero", ep=7))
    survive_with_fate(game, 0, "hero", 20)
    assert game.history()[-1][1][-1].rule == "W-6"
    finish(game)
    assert after(game, 0, "hero")["ep"] == 12
    assert after(game, 0, "hero")["status"] == "active"


def test_w5_captured_is_held_by_the_enemy_side() -> None:
    game = battle(1, 1)
    survive_with_fate(game, 0, "hero", 19)
    steps = game.history()[-1][1]
    assert steps[-1].rule == "W-5" and "held by Dark Legion" in steps[-1].text
    assert _casualty(game)["effects"] == ["held by Dark Legion"]
