"""The engine's step-log and verdict texts say what the engine really did: each test
pins a text that was wrong while the rule verdict was right."""

from __future__ import annotations

import json
from typing import Any

import pytest

from aftermath import bridge
from aftermath.campaign import CampaignAftermath
from aftermath.campaign.odds import campaign_odds
from aftermath.conquest import CharacterWounds, ConquestBattle, Heal, NewRound, WoundPool
from aftermath.conquest.morale import resolve
from aftermath.errors import RuleViolation
from aftermath.ninth_age import HealthPointLosses, NinthAgeBattle
from aftermath.ninth_age.attacks import Attack

from .conquest_helpers import battle, regiment
from .test_campaign_fixtures import model, side, survive_with_fate

VOSS = {"id": "voss", "name": "Captain Voss", "wounds": 3, "resolve": 3}


def _verdict(game: ConquestBattle, event: Any) -> str:
    before = game.state
    steps = game.push(event)
    out = game.outcome(before, game.state, event, steps)
    assert out is not None
    verdict: str = out["verdict"]
    return verdict


def test_c7_heal_headline_counts_the_characters_markers_too() -> None:
    """A Heal that took 2 markers off the Character and 3 off Stands said "3 Wounds
    healed": the headline must count every marker removed (C-7 heals Characters first)."""
    game = battle(regiment(wounds=4, characters=[VOSS]))
    game.push(CharacterWounds("a", "voss", 2))
    game.push(WoundPool("a", 3, morale=False))
    result = _verdict(game, Heal("a", 5))
    expected = "5 Wounds healed"
    assert result == expected


def test_c9_a_heal_with_no_room_says_the_points_are_lost_not_done() -> None:
    """A Heal whose Stand has no room previewed as "Done": it must say the Heal Points
    are lost (C-9)."""
    game = battle(regiment(wounds=1))
    game.push(WoundPool("a", 1, morale=False))
    game.push(NewRound())
    result = _verdict(game, Heal("a", 2, no_room=True))
    expected = "No room to restore a Stand: 2 Heal Points lost (C-9)"
    assert result == expected


def test_c7_a_heal_with_nothing_to_heal_says_so_not_done() -> None:
    """A Heal on a whole Regiment previewed as "Done": it must say nothing was healed."""
    game = battle(regiment())
    result = _verdict(game, Heal("a", 3))
    expected = "Nothing to heal: no Wound Markers and no Stand to restore (C-7)"
    assert result == expected


def test_c8_heal_points_too_few_to_restore_say_they_go_unused() -> None:
    """One Heal Point cannot restore a Wounds 4 Stand (C-8): not "Done"."""
    game = battle(regiment(wounds=4))
    game.push(WoundPool("a", 4, morale=False))
    game.push(NewRound())
    result = _verdict(game, Heal("a", 1))
    expected = "1 Heal Point unused: too few to restore a Stand (C-8)"
    assert result == expected


def test_c4_4_a_lone_rear_centre_stand_is_not_said_to_go_last() -> None:
    """7 Stands in 3 files: the lone rear Stand on the centre file is removed first, so
    "the centremost Stand goes last" was false; it is said only when its rank's other
    Stands went before it."""
    game = battle(regiment(stands=7, wounds=1))
    first = game.push(WoundPool("a", 1, morale=False))
    [line] = [s.text for s in first if s.data.get("destroyed")]
    assert "goes last" not in line
    assert line.endswith("the only Stand in the rank (on the centre file)")
    game = battle(regiment(stands=6, wounds=1))
    steps = game.push(WoundPool("a", 3, morale=False))
    lines = [s.text for s in steps if s.data.get("destroyed")]
    assert lines[2].endswith("the centremost Stand goes last (on the centre file)")


@pytest.mark.parametrize(("modifier", "expected"), [
    (-3, "Resolve -1: only a natural 1 passes (a 1 always passes, a 6 always fails, C-10)"),
    (0, "Each die passes on 2 or less (a 1 always passes, a 6 always fails, C-10)"),
    (4, "Resolve 6: every die passes but a natural 6 (a 6 always fails, C-10)"),
])
def test_c10_the_resolve_line_says_which_faces_really_pass(modifier: int, expected: str) -> None:
    """Modifiers adding to -3 showed "passes on -1 or less": C-10 passes a natural 1
    always, so the line must say only a 1 passes."""
    game = battle(regiment(stands=3, resolve=2))
    result = resolve(game.regiment("a"), (modifier,)).passes()
    assert result == expected


def test_c3_steady_with_a_character_says_the_character_counts() -> None:
    """8 Stands and a Character lose 4 Stands and stay Steady (4 of 9, C-3): the verdict
    must say why at that moment."""
    game = battle(regiment(stands=8, wounds=1, characters=[VOSS]))
    result = _verdict(game, WoundPool("a", 4, morale=False))
    expected = ("4 Wounds suffered; 4 Stands lost -> "
                "Steady: 4 of 9 Stands, counting Captain Voss (C-3): Broken at 5")
    assert result == expected


def test_n5_the_excess_question_shows_no_field_id() -> None:
    """The Ninth Age prompt read "...caused them (excess_from)": field ids are never
    shown to players."""
    game = NinthAgeBattle.new({"units": [
        {"id": "t", "name": "Trolls", "player": 0, "models": 2, "files": 2, "hp": 3}]})
    event = HealthPointLosses("t", "rank_and_file", 8, attacks=(
        Attack("Sword", 4), Attack("Axe", 4)))
    with pytest.raises(RuleViolation) as caught:
        game.push(event)
    assert "excess_from" not in str(caught.value)
    assert caught.value.asks == "excess_from"


def test_w5_an_executed_captive_does_not_survive_in_the_odds() -> None:
    """The odds kept "survives (settled): 100%" for a captive that W-5 then executed."""
    game = CampaignAftermath.new({"sides": [
        side("Brotherhood", [model("a0", value=10)], ["a0"], vp=0),
        side("Dark Legion", [model("b0")], [], vp=0)]})
    survive_with_fate(game, 0, "a0", 19)
    [chance] = campaign_odds(game.state).sides[0].models
    result = (chance.survives, chance.settled, chance.note)
    expected = (0, True, "captured, then executed (W-5)")
    assert result == expected


def _call(kind: str, payload: dict[str, Any]) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(bridge.handle(json.dumps(
        {"id": 1, "type": kind, "payload": payload})))
    return reply


def test_c10_the_page_gets_the_resolve_line_from_the_engine() -> None:
    """The Morale panel wrote "Each die passes on -1 or less" itself: the words are the
    engine's, in the view's pending test and in the reply to a modifier."""
    game = battle(regiment(stands=3, wounds=1, resolve=2))
    game.push(WoundPool("a", 1))
    [view] = ConquestBattle.describe(game.state)["regiments"]
    assert view["morale"]["passes"] == (
        "Each die passes on 2 or less (a 1 always passes, a 6 always fails, C-10)")
    bridge.reset()
    setup = {"regiments": [regiment(stands=3, wounds=1, resolve=2)]}
    _call("game.new", {"system": "conquest", "game_id": "g", "setup": setup})
    _call("game.push", {"game_id": "g", "event": {
        "kind": "wound_pool", "regiment": "a", "wounds": 1}})
    result = _call("conquest.resolve", {"game_id": "g", "regiment": "a", "modifiers": [-3]})
    expected = "Resolve -1: only a natural 1 passes (a 1 always passes, a 6 always fails, C-10)"
    assert result["result"]["resolve"]["passes"] == expected
    bridge.reset()


def test_c17_a_refused_setup_names_the_regiments_for_the_player() -> None:
    """A refused setup read "setup.regiments[1].position: is not a legal place": the
    reply's message names the Regiments; the field stays in the reply for the form."""
    at = {"x": 600, "y": 500, "facing": 0}
    setup = {"battlefield": {"width": 1200, "depth": 1200}, "regiments": [
        regiment("k", name="Knights", position=at),
        regiment("l", name="Levy", player=1, position={**at, "x": 610})]}
    reply = _call("game.new", {"system": "conquest", "game_id": "s", "setup": setup})
    error = reply["error"]
    assert error["message"].startswith("Knights and Levy would overlap: ")
    assert "setup.regiments" not in error["message"]
    assert error["field"] == "setup.regiments[1].position"
    off = {**setup, "regiments": [regiment("k", name="Knights", position={**at, "x": 5})]}
    message = _call("game.new", {"system": "conquest", "game_id": "s", "setup": off})
    assert message["error"]["message"].startswith("Knights would be off the battlefield")
