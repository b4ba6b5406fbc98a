"""W-5: captives exchanged one for one, highest value first, the rest bought back by their
owner while VP lasts, or executed."""

from __future__ import annotations

from typing import Any

import pytest

from aftermath.campaign import CampaignAftermath, Confirm, RecoveryRoll
from aftermath.campaign.captives import Captive, settle

from .test_campaign_fixtures import after, model, side, survive_with_fate


def _game(a_values: list[int], b_values: list[int], a_vp: int, b_vp: int = 0,
          a_extra: int = 0) -> CampaignAftermath:
    a_models = [model(f"a{i}", value=v) for i, v in enumerate(a_values)]
    a_models += [model(f"x{i}") for i in range(a_extra)]
    b_models = [model(f"b{i}", value=v) for i, v in enumerate(b_values)]
    return CampaignAftermath.new({"sides": [
        side("Brotherhood", a_models, [m["id"] for m in a_models], vp=a_vp),
        side("Dark Legion", b_models, [m["id"] for m in b_models], vp=b_vp),
    ]})


def _capture_all(game: CampaignAftermath) -> None:
    for s, team in enumerate(game.state.sides):
        for loss in team.losses:
            if loss.model.startswith("x"):
                game.push(RecoveryRoll(s, loss.model, 20))
            else:
                survive_with_fate(game, s, loss.model, 19)


def _how(game: CampaignAftermath) -> dict[str, Any]:
    return {c["model"]: (c["how"], c["partner"], c["paid"]) for c in game.view()["captives"]}


def test_w5_two_captives_against_one_exchange_the_most_valuable_first() -> None:
    game = _game([10, 30], [20], a_vp=15)
    _capture_all(game)
    assert _how(game) == {
        "a1": ("exchanged", "b0", 0), "b0": ("exchanged", "a1", 0),
        "a0": ("bought back", None, 10),
    }
    steps = game.push(Confirm())
    assert [s.rule for s in steps[:3]] == ["W-5"] * 3
    assert "A1 (Brotherhood, value 30) is exchanged for B0 (Dark Legion, value 20)" in (
        steps[0].text)
    assert "Brotherhood buys back A0 for 10 VP (5 VP left)" in steps[2].text
    assert [after(game, 0, m)["status"] for m in ("a0", "a1")] == ["active", "active"]
    assert after(game, 1, "b0")["status"] == "active"
    assert [r.vp for r in game.rosters() or ()] == [5, 0]


def test_w5_a_captive_the_owner_cannot_pay_for_is_executed() -> None:
    game = _game([10, 30], [20], a_vp=9)
    _capture_all(game)
    game.push(Confirm())
    assert after(game, 0, "a0")["status"] == "dead"
    assert game.view()["captives"][-1]["text"] == (
        "Brotherhood cannot pay 10 VP for A0 (9 VP left): A0 is executed")
    assert game.view()["rosters_after"][0]["vp"] == 9


def test_w5_too_dear_is_executed_while_a_cheaper_one_is_still_bought() -> None:
    game = _game([30, 5, 20], [], a_vp=25)
    _capture_all(game)
    assert _how(game) == {
        "a0": ("executed", None, 0), "a2": ("bought back", None, 20),
        "a1": ("bought back", None, 5),
    }
    game.push(Confirm())
    assert [after(game, 0, m)["status"] for m in ("a0", "a1", "a2")] == [
        "dead", "active", "active"]
    assert game.view()["rosters_after"][0]["vp"] == 0


def test_w5_only_one_side_holding_captives_means_no_exchange() -> None:
    game = _game([], [12], a_vp=0, b_vp=12, a_extra=1)
    _capture_all(game)
    assert _how(game) == {"b0": ("bought back", None, 12)}


def test_w5_equal_values_go_in_the_order_the_losses_were_listed() -> None:
    releases, vp = settle(
        [Captive(0, "late", "Late", 10, 1), Captive(0, "early", "Early", 10, 0),
         Captive(1, "b", "B", 10, 0)], (10, 0))
    assert [(r.captive.model, r.how) for r in releases] == [
        ("early", "exchanged"), ("b", "exchanged"), ("late", "bought back")]
    assert vp == [0, 0]


@pytest.mark.parametrize(("a", "b", "pairs"), [
    ([30, 20, 10], [5, 25], [("a0", "b1"), ("a1", "b0")]),
    ([1], [9, 8, 7], [("a0", "b0")]),
])
def test_w5_exchange_pairs_highest_value_with_highest_value(
        a: list[int], b: list[int], pairs: list[tuple[str, str]]) -> None:
    held = [Captive(0, f"a{i}", "A", v, i) for i, v in enumerate(a)]
    held += [Captive(1, f"b{i}", "B", v, i) for i, v in enumerate(b)]
    releases, _ = settle(held, (0, 0))
    found = [(r.captive.model, r.partner.model) for r in releases
             if r.how == "exchanged" and r.captive.owner == 0 and r.partner]
    assert found == pairs
    assert sum(r.how == "executed" for r in releases) == abs(len(a) - len(b))


def test_w5_a_captive_waits_for_the_other_side_until_every_fate_is_rolled() -> None:
    """Issue point 4: a captive showed "executed" before the other side had rolled, then
    flipped to "exchanged". W-5 pairs both sides' captives: until no Recovery or Casualty
    Fate roll is owed, a captive is waiting, held, not yet dead nor back."""
    game = _game([10], [20], a_vp=0)
    survive_with_fate(game, 0, "a0", 19)
    [held] = game.view()["captives"]
    result = (held["how"], held["text"])
    expected = ("waiting", "A0 (Brotherhood, value 10) is held captive, waiting for the other "
                "side: exchanged, bought back or executed once every Casualty Fate is rolled "
                "(W-5)")
    assert result == expected
    [casualty] = game.view()["sides"][0]["casualties"]
    result_status = (casualty["status"], casualty["summary"].endswith("waiting for the other side"))
    expected_status = ("captured", True)
    assert result_status == expected_status
    assert game.view()["rosters_after"][0]["vp"] == 0
    survive_with_fate(game, 1, "b0", 19)
    assert _how(game) == {"a0": ("exchanged", "b0", 0), "b0": ("exchanged", "a0", 0)}


def test_w5_a_captive_waits_for_its_own_sides_other_rolls_too() -> None:
    """A second captive of the same side changes who is bought back first (W-5)."""
    game = _game([10, 30], [], a_vp=10)
    survive_with_fate(game, 0, "a0", 19)
    [held] = game.view()["captives"]
    assert (held["how"], "waiting for its side's other rolls" in held["text"]) == ("waiting", True)
    survive_with_fate(game, 0, "a1", 19)
    assert _how(game) == {"a1": ("executed", None, 0), "a0": ("bought back", None, 10)}
