"""Rulings C-1, C-14, C-18 and C-19, one test each, plus the old saves each must
keep opening."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from aftermath import bridge
from aftermath.conquest import (
    CharacterWounds,
    ConquestBattle,
    Heal,
    MoraleTest,
    NewRound,
    Rally,
    WoundPool,
)
from aftermath.conquest.examples import EXAMPLES
from aftermath.errors import InvalidData, RuleViolation

from .conquest_helpers import alive, battle, regiment
from .test_conquest_battlefield_helpers import table, texts, unit, view_of, where


def test_c1_the_last_non_command_stand_in_front_of_a_command_stand_may_be_removed() -> None:
    """The setup form puts the Command Stand in rank 1; losing every Stand in front of it
    leaves it alone with an empty front rank, which is legal (C-1)."""
    game = battle(regiment("a", stands=6, files=3, command="r1f0"))
    game.push(WoundPool("a", 2, morale=False))   # the rest of rank 1 first (C-4)
    for _ in range(3):                            # then rank 0, a Rally between each
        game.push(Rally("a"))
        game.push(WoundPool("a", 1, morale=False))
    assert alive(game) == ["r1f0"]
    assert game.regiment("a").stand("r1f0").command
    assert game.copy().to_json() == game.to_json()  # the save opens again


def test_c1_a_gap_in_front_of_a_non_command_stand_is_still_refused() -> None:
    data = ConquestBattle.new({"regiments": [regiment("a", stands=6, files=3,
                                                      command="r1f0")]}).state.to_json()
    data["regiments"][0]["stands"][1]["destroyed"] = True  # r0f1, with r1f1 behind it
    with pytest.raises(InvalidData, match=r"only the rear rank may be incomplete \(C-1;"):
        ConquestBattle.state_type.from_json(data)


def test_c14_losses_are_gross_a_heal_between_two_pools_in_one_round_cancels_nothing() -> None:
    """6 Stands: 2 lost, 1 restored by Healing, 1 more lost. Net 2, gross 3 = half of 6:
    Broken (C-14)."""
    game = battle(regiment("a", stands=6, files=3))
    game.push(WoundPool("a", 2, morale=False))
    game.push(Heal("a", 1))
    assert game.regiment("a").count() == 5 and game.regiment("a").losses == 2
    steps = game.push(WoundPool("a", 1, morale=False))
    assert game.regiment("a").broken
    assert texts(steps, "C-14") == [
        "A is Broken: lost 3 of 6 Stands this Round (half, rounded up, is 3)"]
    game.pop()
    assert not game.regiment("a").broken and game.regiment("a").losses == 2


def test_c14_a_character_removed_is_a_loss() -> None:
    game = battle(regiment("a", stands=3, files=3, characters=[
        {"id": "hero", "name": "Hero", "wounds": 2, "resolve": 4}]))
    game.push(WoundPool("a", 1, morale=False))
    assert not game.regiment("a").broken  # 1 of 4
    game.push(CharacterWounds("a", "hero", 2))
    assert game.regiment("a").losses == 2 and game.regiment("a").broken  # 2 of 4


def test_c14_rally_and_a_new_round_count_losses_afresh() -> None:
    game = battle(regiment("a", stands=6, files=3))
    game.push(WoundPool("a", 2, morale=False))
    game.push(Rally("a"))
    assert game.regiment("a").losses == 0 and game.regiment("a").baseline == 4


def test_c14_a_battle_saved_before_gross_losses_replays_as_it_was_played() -> None:
    """A save without a loss count was played counting losses net: it opens and goes on
    that way, so every saved action replays exactly as recorded (nothing is lost)."""
    game = battle(regiment("a", stands=6, files=3))
    old = copy.deepcopy(game.to_json())
    for r in old["start"]["regiments"]:
        del r["losses"]
    played = ConquestBattle.from_json(old)
    played.push(WoundPool("a", 2, morale=False))
    played.push(Heal("a", 1))
    played.push(WoundPool("a", 1, morale=False))
    played.push(Heal("a", 1))   # legal only while not Broken (Ch6), as it was then
    assert not played.regiment("a").broken and played.regiment("a").losses is None
    reopened = ConquestBattle.from_json(played.to_json())
    assert reopened.to_json() == played.to_json()
    played.push(Rally("a"))
    assert played.regiment("a").losses is None


def test_c14_a_new_battle_counts_losses_gross_even_from_a_setup_without_a_loss_count() -> None:
    """Only a saved game's own start counts net (above): a new battle set up from
    full-form Regiments without ``losses`` (a state-only link of an older version) counts
    gross, starting from the Stands it has lost since its baseline."""
    full = battle(regiment("a", stands=6, files=3)).state.to_json()
    for r in full["regiments"]:
        del r["losses"]
    game = ConquestBattle.new(full)
    assert game.regiment("a").losses == 0
    game.push(NewRound())
    game.push(WoundPool("a", 2, morale=False))
    game.push(Heal("a", 1))
    game.push(WoundPool("a", 1, morale=False))
    assert game.regiment("a").losses == 3 and game.regiment("a").broken  # 3 of 6, gross

    half = battle(regiment("a", stands=6, files=3))
    half.push(WoundPool("a", 2, morale=False))
    state = half.state.to_json()
    del state["regiments"][0]["losses"]
    started = ConquestBattle.new(state)
    assert started.regiment("a").losses == 2  # lost since the baseline, as the state shows
    started.push(WoundPool("a", 1, morale=False))
    assert started.regiment("a").broken


def fig_6_1() -> dict[str, Any]:
    return copy.deepcopy(next(e for e in EXAMPLES if e["id"] == "ch6-press-the-attack"))


def test_c18_the_regiment_that_lost_the_stands_is_never_stranded() -> None:
    """Fig 6.1: B loses its rear rank and with it every Stand touching A. A is Stranded
    and pushed; B, out of contact too, is not Stranded and does not move (C-18)."""
    game = ConquestBattle.new(fig_6_1()["setup"])
    b_was = where(game, "b")
    steps = game.push(WoundPool("b", 3, morale=False))
    assert "Regiment A is Stranded: no longer in contact with Regiment B" in texts(steps, "C-18")
    assert not any(t.startswith("Regiment B is Stranded") for t in texts(steps, "C-18"))
    assert [s.data["regiment"] for s in steps
            if s.rule == "C-19" and "distance" in s.data] == ["a"]
    assert where(game, "b") == b_was
    assert view_of(game, "b")["engagement"] == "engaged"


def c19_battle() -> ConquestBattle:
    """Fig 6.1 with a second attacker: A (2 files) fights B's rear from behind its right
    file; C (1 Stand) fights the right flank of B's rear rank, standing where A's push
    must go. B loses its rear rank: A and C are both Stranded."""
    return table(unit("a", 0, 660, 480, stands=2, files=2), unit("b", 1, 600, 600, stands=9),
                 unit("c", 0, 660, 500, 270, stands=1, files=1))


def test_c19_the_default_order_pushes_a_first_and_c_blocks_it() -> None:
    game = c19_battle()
    steps = game.push(WoundPool("b", 3, morale=False))
    assert texts(steps, "C-19")[0].startswith("A cannot Press the Attack")
    assert where(game, "a") == (660, 480) and where(game, "c") == (660, 540)
    assert view_of(game, "a")["engagement"] == "unengaged"


def test_c19_the_active_player_orders_c_first_and_both_are_pushed() -> None:
    game = c19_battle()
    event = WoundPool("b", 3, morale=False, push_order=("c", "a"))
    steps = game.push(event)
    assert texts(steps, "C-19")[:3] == [
        "Player 1 pushes them in this order: C, A",
        "C presses the attack: pushed 40 mm (40 mm right) back into contact with B — "
        "1 Stand against 1, as before the casualties",
        "A presses the attack: pushed 40 mm (40 mm forward) back into contact with B — "
        "1 Stand against 1, as before the casualties",
    ]
    assert where(game, "a") == (660, 520) and where(game, "c") == (660, 540)
    # The order is part of the event: saved, reloaded and replayed the same way.
    assert event.to_json()["push_order"] == ["c", "a"]
    reopened = ConquestBattle.from_json(game.to_json())
    assert where(reopened, "a") == (660, 520)
    reopened.pop()
    assert where(reopened, "a") == (660, 480)


def test_c19_listing_one_regiment_puts_it_first_and_the_rest_follow_by_default() -> None:
    game = c19_battle()
    game.push(WoundPool("b", 3, morale=False, push_order=("c",)))
    assert where(game, "a") == (660, 520)


def test_c19_the_order_waits_for_the_morale_test_and_names_only_engaged_regiments() -> None:
    game = c19_battle()
    before = game.to_json()
    with pytest.raises(RuleViolation, match="C-19"):
        game.push(WoundPool("b", 3, push_order=("c", "a")))   # the Morale Test comes first
    with pytest.raises(InvalidData, match="push_order"):
        game.push(WoundPool("b", 3, morale=False, push_order=("zz",)))
    with pytest.raises(InvalidData, match="listed twice"):
        WoundPool("b", 3, morale=False, push_order=("a", "a"))
    assert game.to_json() == before
    game.push(WoundPool("b", 3))
    # The screen offers the Stranded Regiments in their default order to reorder.
    assert game.view()["push_order"] == ["a", "c"]
    steps = game.push(MoraleTest("b", (1, 1, 1), push_order=("b", "c", "a")))
    assert texts(steps, "C-19")[:2] == ["B is not Stranded after all: it is not pushed",
                                        "Player 1 pushes them in this order: C, A"]
    assert where(game, "a") == (660, 520)
    assert game.view()["push_order"] == []


def test_c19_events_saved_without_an_order_open_with_the_default_order() -> None:
    game = c19_battle()
    game.push(WoundPool("b", 3, morale=False))
    saved = game.to_json()
    assert "push_order" not in saved["events"][0]  # the format is unchanged without one
    assert where(ConquestBattle.from_json(saved), "a") == (660, 480)
    with pytest.raises(RuleViolation, match="no battlefield"):
        battle(regiment("a")).push(WoundPool("a", 1, morale=False, push_order=("a",)))


def test_c19_the_screen_can_ask_who_an_action_would_strand_before_it_is_applied() -> None:
    game = c19_battle()
    before = game.to_json()
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "type": "game.open", "payload": {
        "game_id": "c19", "game": before}})))
    assert reply["ok"]

    def ask(event: dict[str, Any]) -> dict[str, Any]:
        out = json.loads(bridge.handle(json.dumps({"id": 2, "type": "conquest.push_order",
                                                   "payload": {"game_id": "c19",
                                                               "event": event}})))
        assert out["ok"], out
        result: dict[str, Any] = out["result"]
        return result

    pool = {"kind": "wound_pool", "regiment": "b", "wounds": 3}
    assert ask({**pool, "morale": False}) == {"push_order": ["a", "c"], "now": True}
    assert ask(pool) == {"push_order": ["a", "c"], "now": False}  # after the Morale Test
    assert ask({**pool, "wounds": 1}) == {"push_order": [], "now": False}
    assert game.to_json() == before


def test_c19_a_push_that_brings_more_stands_into_contact_says_both_counts() -> None:
    """A touched only B's lone rear Stand (1 against 1); that Stand falls and the
    shortest push that restores contact (40 mm on) meets B's full front rank: 3 against
    3. The text says both counts, not "as before"."""
    game = table(unit("a", 0, 600, 520), unit("b", 1, 600, 600, stands=4))
    steps = game.push(WoundPool("b", 1, morale=False))
    result = texts(steps, "C-19")[0]
    expected = ("A presses the attack: pushed 40 mm (40 mm forward) back into contact with B "
                "— 3 Stands against 3 (before the casualties: 1 against 1)")
    assert result == expected
