"""Campaign odds before the Recovery rolls (W-1, W-2): each lost model's chance and the
distribution of each side's survivors, checked by hand and against every D20 face."""

from __future__ import annotations

from fractions import Fraction

from aftermath.campaign import RecoveryRoll
from aftermath.campaign.odds import campaign_odds

from .test_campaign_fixtures import battle, model

F = Fraction


def test_w1_w2_survivors_of_each_side() -> None:
    """Brotherhood lost 1 (an Undead hero), Dark Legion 2. Brotherhood: r = 2, Victory,
    8 + 2 Undead = 10 of 20, 1/2. Dark Legion: r = 1/2, Noble Loss, 4 of 20 = 1/5 each,
    so 0, 1, 2 survivors with (4/5)^2 = 16/25, 2 (1/5)(4/5) = 8/25, 1/25."""
    game = battle(1, 2, a_first=model("hero", undead=True))
    result = campaign_odds(game.state)
    assert result.sides[0].chances == {"hero": F(1, 2)}
    assert result.sides[0].survivors.probabilities == {0: F(1, 2), 1: F(1, 2)}
    assert result.sides[1].chances == {"b0": F(1, 5), "b1": F(1, 5)}
    expected = {0: F(16, 25), 1: F(8, 25), 2: F(1, 25)}
    assert result.sides[1].survivors.probabilities == expected
    assert (result.sides[0].outcome, result.sides[1].outcome) == ("Victory", "Noble Loss")


def test_w2_an_unrecoverable_model_is_settled_dead() -> None:
    game = battle(2, 2, unrecoverable=["hero"])
    side = campaign_odds(game.state).sides[0]
    assert [(m.model, m.survives, m.settled) for m in side.models] == [
        ("hero", 0, True), ("a0", F(6, 20), False)]
    assert side.survivors.probabilities == {0: F(7, 10), 1: F(3, 10)}


def test_w2_a_recorded_roll_is_no_longer_a_chance() -> None:
    game = battle(1, 2)
    game.push(RecoveryRoll(1, "b0", 3))  # 3 <= 4: survives
    side = campaign_odds(game.state).sides[1]
    assert side.chances == {"b0": 1, "b1": F(1, 5)}
    assert side.survivors.probabilities == {1: F(4, 5), 2: F(1, 5)}


def test_a_side_that_lost_nothing_has_no_survivors_to_count() -> None:
    result = campaign_odds(battle(2, 0).state)
    assert result.sides[1].survivors.probabilities == {0: 1}
    assert result.sides[1].outcome == "Crushing Victory"


def test_w2_survivors_match_every_pair_of_d20_faces_through_the_engine() -> None:
    """Dark Legion's two losses, every one of the 400 pairs of dice pushed as
    RecoveryRoll events; the survivors counted from the engine's own view."""
    game = battle(1, 2)
    counts: dict[int, int] = {}
    for first in range(1, 21):
        game.push(RecoveryRoll(1, "b0", first))
        for second in range(1, 21):
            game.push(RecoveryRoll(1, "b1", second))
            alive = sum(bool(c["survived"]) for c in game.view()["sides"][1]["casualties"])
            counts[alive] = counts.get(alive, 0) + 1
            game.pop()
        game.pop()
    result = campaign_odds(game.state).sides[1].survivors.probabilities
    expected = {k: F(n, 400) for k, n in counts.items()}
    assert result == expected
