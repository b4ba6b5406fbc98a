"""Typed outcomes of an action and their one-line verdicts, built by the engine so the
screens never read meaning out of the step log."""

from __future__ import annotations

import json
import random
from typing import Any

from aftermath import bridge
from aftermath.conquest import ConquestBattle, MoraleTest, WoundPool
from aftermath.ninth_age import HealthPointLosses, NinthAgeBattle
from aftermath.places import ordinal, place_words

MAA = {"regiments": [{"id": "maa", "name": "Men-at-Arms", "player": 0, "stands": 6,
                      "files": 3, "wounds": 4, "resolve": 2}]}


def call(kind: str, payload: dict[str, Any]) -> dict[str, Any]:
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "type": kind, "payload": payload})))
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


def test_places_in_players_words() -> None:
    assert place_words(1, 2, 2, 3) == "rear rank, right end"
    assert place_words(0, 1, 2, 5) == "front rank, 2nd from left"
    assert place_words(0, 3, 2, 5) == "front rank, 2nd from right"
    assert place_words(1, 1, 3, 3) == "2nd rank, centre"
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]


def test_c14_morale_failures_break_the_regiment_in_the_verdict() -> None:
    battle = ConquestBattle.new(MAA)
    before = battle.state
    pool = WoundPool("maa", 6)
    steps = battle.push(pool)
    out = battle.outcome(before, battle.state, pool, steps)
    assert out is not None
    assert out["verdict"] == "6 Wounds suffered; 1 Stand lost; Morale Test due: 6 dice"
    assert out["stands_lost"] == [{"stand": "r1f0", "place": "rear rank, left end"}]
    assert out["morale_due"] == 6
    before = battle.state
    test = MoraleTest("maa", (4, 4, 5, 5, 6, 6))
    steps = battle.push(test)
    out = battle.outcome(before, battle.state, test, steps)
    assert out is not None
    assert out["verdict"] == ("Morale: 6 dice vs Resolve 3 -> 6 fail; "
                              "2 Stands lost -> BROKEN (3 of 6 this Round)")
    assert out["broke"] and out["status"] == "broken" and out["failed"] == 6
    assert [d["passed"] for d in out["dice"]] == [False] * 6


def test_c10_pending_morale_says_which_faces_pass() -> None:
    battle = ConquestBattle.new(MAA)
    battle.push(WoundPool("maa", 6))
    [regiment] = ConquestBattle.describe(battle.state)["regiments"]
    # Resolve 2 + size bonus 1 (5 Stands) = 3: 1-3 pass, a natural 6 always fails.
    assert regiment["morale"]["resolve"] == 3
    assert [f["passed"] for f in regiment["morale"]["faces"]] == [True] * 3 + [False] * 3


def test_bridge_push_preview_redo_carry_the_outcome_and_what_undo_does() -> None:
    bridge.reset()
    call("game.new", {"system": "conquest", "game_id": "g", "setup": MAA})
    preview = call("game.preview", {"game_id": "g", "event": {
        "kind": "wound_pool", "regiment": "maa", "wounds": 4}})
    assert preview["outcome"]["verdict"] == (
        "4 Wounds suffered; 1 Stand lost; Morale Test due: 4 dice")
    pushed = call("game.push", {"game_id": "g", "event": {
        "kind": "wound_pool", "regiment": "maa", "wounds": 4}})
    assert pushed["outcome"]["stands_lost"][0]["stand"] == "r1f0"
    assert pushed["changes"]["set"]["undo_event"]["kind"] == "wound_pool"
    undone = call("game.undo", {"game_id": "g"})
    assert undone["changes"]["set"]["undo_event"] is None
    assert undone["changes"]["set"]["redo_event"] == pushed["event"]
    redone = call("game.redo", {"game_id": "g"})
    assert redone["outcome"] == pushed["outcome"]
    # Numbered by the action it is the outcome of: a screen shows it (the pushes of
    # C-19) only while that action is the last one; a preview is of no action yet.
    assert pushed["outcome"]["action"] == redone["outcome"]["action"] == 1
    assert "action" not in preview["outcome"]
    later = call("game.push", {"game_id": "g", "event": {"kind": "active_player", "player": 1}})
    assert later["outcome"]["action"] == later["actions"] == 2


def test_n3_positions_agree_in_picker_log_and_drawing() -> None:
    """The same model has the same place, counted from 1, in all three (the picker and
    the log counted ranks differently before)."""
    bridge.reset()
    call("game.new", {"system": "ninth_age", "game_id": "t", "setup": {"units": [
        {"id": "trolls", "name": "Trolls", "player": 0, "models": 10, "files": 5, "hp": 3}]}})
    plan = call("ninth_age.plan", {"game_id": "t", "unit": "trolls"})
    picker = {p["model"]: p["place"] for p in plan["pickable"]}
    call("game.push", {"game_id": "t", "event": {
        "kind": "health_point_losses", "unit": "trolls", "pool": "rank_and_file", "losses": 0}})
    drawing = {m["id"]: m["place"] for m in call("game.open", {
        "game_id": "t2", "game": bridge.GAMES.get("t").to_json()})["view"]["units"][0]["models"]}
    assert picker["m10"] == drawing["m10"] == "rear rank, right end (rank 2, file 5)"
    reply = call("game.push", {"game_id": "t", "event": {
        "kind": "health_point_losses", "unit": "trolls", "pool": "rank_and_file",
        "losses": 3, "picks": ["m10"]}})
    logged = [s["text"] for s in reply["steps"] if s.get("data", {}).get("model") == "m10"]
    assert logged and drawing["m10"] in logged[0]
    assert reply["outcome"]["removed"] == [{"model": "m10", "place": drawing["m10"]}]


def test_n2_verdict_for_ten_trolls() -> None:
    trolls = NinthAgeBattle.new({"units": [{"id": "trolls", "name": "Trolls", "player": 0,
                                            "models": 10, "files": 5, "hp": 3}]})
    verdicts = []
    for losses in (7, 2):
        before = trolls.state
        event = HealthPointLosses("trolls", "rank_and_file", losses)
        steps = trolls.push(event)
        out = trolls.outcome(before, trolls.state, event, steps)
        assert out is not None
        verdicts.append(out["verdict"])
    assert verdicts == ["7 HP lost: 2 models removed; 1 HP carried over",
                        "2 HP lost: 1 model removed; 0 HP carried over"]


def _knights_with_baron_and_vex() -> NinthAgeBattle:
    return NinthAgeBattle.new({"units": [{
        "id": "k", "name": "Knights", "player": 0, "models": 6, "files": 4, "hp": 2,
        "characters": [{"id": "baron", "name": "Baron", "kind": "character", "hp": 4},
                       {"id": "vex", "name": "Vex", "kind": "champion", "hp": 2}]}]})


def _hp_lost(game: NinthAgeBattle, pool: str, losses: int) -> tuple[str, str]:
    """The batch's verdict and its N-2 step that says what the Health Pool kept."""
    before = game.state
    event = HealthPointLosses("k", pool, losses)
    steps = game.push(event)
    out = game.outcome(before, game.state, event, steps)
    assert out is not None
    kept = [s.text for s in steps if s.rule == "N-2" and "lost_hp" in s.data]
    return out["verdict"], kept[0]


def test_n2_a_characters_own_pool_says_what_it_has_left_not_hp_carried_over() -> None:
    """HP carried over on a Character's or Champion's own Health Pool (N-1, N-2) are read
    as what that Character has left of its Health Points; the rank and file's carry
    over to its next model, as before."""
    game = _knights_with_baron_and_vex()
    result = [_hp_lost(game, "baron", 2), _hp_lost(game, "baron", 1),
              _hp_lost(game, "vex", 1), _hp_lost(game, "rank_and_file", 3)]
    expected = [
        ("2 HP lost; Baron: 2 of 4 HP left",
         "Character Baron: 2 of 4 Health Points left; 2 lost Health Points carried over to "
         "later attacks"),
        ("1 HP lost; Baron: 1 of 4 HP left",
         "Character Baron: 1 of 4 Health Points left; 3 lost Health Points carried over to "
         "later attacks"),
        ("1 HP lost; Vex: 1 of 2 HP left",
         "Champion Vex: 1 of 2 Health Points left; 1 lost Health Point carried over to "
         "later attacks"),
        ("3 HP lost: 1 model removed; 1 HP carried over",
         "1 model removed; 1 lost Health Point carried over to later attacks"),
    ]
    assert result == expected


def test_n2_a_character_pool_verdict_names_the_character_and_its_health_points() -> None:
    """The verdict's message carries the Character's name and its HP left of its Health
    Points, for the page to say in the player's language."""
    game = _knights_with_baron_and_vex()
    before = game.state
    event = HealthPointLosses("k", "baron", 2)
    steps = game.push(event)
    out = game.outcome(before, game.state, event, steps)
    assert out is not None
    result = out["verdict_msg"]
    expected = {"id": "verdict-hp-left", "args": {
        "unstable": "no", "losses": 2, "pool": "character", "unit": "Knights",
        "character": "Baron", "character_s": "no", "left": 2, "hp": 4}}
    assert result == expected


def test_c9_c12_refused_actions_are_in_the_view_with_rule_and_reason() -> None:
    battle = ConquestBattle.new(MAA)
    assert ConquestBattle.describe(battle.state)["regiments"][0]["refused"] == {}
    battle.push(WoundPool("maa", 6))
    refused = ConquestBattle.describe(battle.state)["regiments"][0]["refused"]
    assert refused["heal"]["rule"] == refused["rally"]["rule"] == "C-12"
    battle.push(MoraleTest("maa", (4, 4, 5, 5, 6, 6)))
    refused = ConquestBattle.describe(battle.state)["regiments"][0]["refused"]
    assert list(refused) == ["heal"]
    assert refused["heal"]["rule"] == "C-9"
    assert "Broken Regiment cannot be Healed" in refused["heal"]["reason"]


# -- typed results never depend on the step log's rule ids ----------------------------
def _renamed(steps: list[Any]) -> list[Any]:
    """The same steps with every rule id changed, as a renumbering of the rulings would."""
    from aftermath.history import Step
    return [Step(f"X-{i}", s.text, s.data, s.said) for i, s in enumerate(steps)]


def _outcomes(game: Any, event: Any) -> tuple[Any, Any]:
    before = game.state
    steps = game.push(event, rng=random.Random(5))
    pushed = game.events[-1]
    return (game.outcome(before, game.state, pushed, steps),
            game.outcome(before, game.state, pushed, _renamed(steps)))


def test_conquest_outcomes_do_not_read_rule_ids() -> None:
    game = ConquestBattle.new(MAA)
    for event in (WoundPool("maa", 6), MoraleTest("maa", (1, 3, 6, 6, 2, 5))):
        real, renamed = _outcomes(game, event)
        assert real == renamed
    assert [d["value"] for d in real["dice"]] == [1, 3, 6, 6, 2, 5]
    # Resolve 2 with the size bonus of 5 Stands left: 3 (C-11); 1 passes, 6 fails (C-10).
    assert real["resolve"] == 3
    assert [d["passed"] for d in real["dice"]] == [True, True, False, False, True, False]


def test_press_the_attack_pushes_are_typed_with_from_and_to_and_need_no_rule_ids() -> None:
    from aftermath.conquest.examples import EXAMPLES
    setup = next(e["setup"] for e in EXAMPLES if e["id"] == "ch6-press-the-attack")
    game = ConquestBattle.new(setup)
    real, renamed = _outcomes(game, WoundPool("b", 3, morale=False))
    assert real == renamed
    # Fig 6.1: A is pushed 40 mm forward, back into contact with B (C-19).
    assert real["pushes"] == [{"regiment": "a", "from": {"x": 300.0, "y": 180.0, "facing": 0.0},
                               "to": {"x": 300.0, "y": 220.0, "facing": 0.0},
                               "distance": 40.0}]
    assert real["press_the_attack"][0].startswith("Regiment A presses the attack: pushed 40 mm")


def test_ninth_age_outcomes_do_not_read_rule_ids() -> None:
    game = NinthAgeBattle.new({"units": [{"id": "trolls", "name": "Trolls", "player": 0,
                                          "models": 10, "files": 5, "hp": 3}]})
    real, renamed = _outcomes(game, HealthPointLosses("trolls", "rank_and_file", 7))
    assert real == renamed and [m["model"] for m in real["removed"]] == ["m6", "m10"]


def test_c12_while_a_morale_test_is_owed_the_view_says_what_waits_in_the_engines_words() -> None:
    """A Wound Pool must not be offered (Apply enabled, a preview asked) while
    another Regiment owes its Morale Test, only to be refused. The view says
    before the tap which actions wait (C-12), a new Round among them, in the very words
    the engine refuses them with, and says nothing once the test is taken."""
    from aftermath.conquest import CharacterWounds, Charge, NewRound, Place
    from aftermath.errors import RuleViolation

    from .test_conquest_battlefield_helpers import table

    foes = {"id": "foe", "name": "Foes", "player": 1, "stands": 4, "files": 2, "wounds": 1,
            "resolve": 2, "characters": [{"id": "cap", "name": "Captain", "wounds": 3,
                                          "resolve": 3}]}
    battle = table(MAA["regiments"][0], foes)
    assert battle.view()["waiting"] == {}
    battle.push(WoundPool("maa", 2))
    waiting = battle.view()["waiting"]
    assert sorted(waiting) == ["character", "charge", "place", "pool", "round"]
    refused_by_the_engine = {}
    for action, event in (("pool", WoundPool("foe", 1)),
                          ("character", CharacterWounds("foe", "cap", 1)),
                          ("place", Place("foe", 300.0, 300.0)),
                          ("charge", Charge("foe", "maa", "rear")),
                          ("round", NewRound())):
        try:
            battle.push(event)
        except RuleViolation as err:
            refused_by_the_engine[action] = err.refusal()
    assert waiting == refused_by_the_engine
    assert all(r["rule"] == "C-12" for r in waiting.values())
    battle.push(MoraleTest("maa", (1, 1)))
    result = battle.view()["waiting"]
    expected: dict[str, Any] = {}
    assert result == expected


def test_c28_c14_after_bravery_the_verdict_counts_the_losses_the_step_log_does() -> None:
    """C-28: Bravery is not a Rally, the baseline and the Round's losses stay; C-14: the
    losses are gross, a Stand restored in the Round does not cancel one. The verdict
    and the C-14 step say the same count."""
    from aftermath.conquest import Bravery, Heal
    battle = ConquestBattle.new({"regiments": [
        {"id": "b", "name": "Braves", "player": 0, "stands": 4, "files": 2, "wounds": 1,
         "resolve": 2, "special_rules": [{"name": "Bravery"}]}]})
    for event in (WoundPool("b", 2, morale=False), Bravery("b"), Heal("b", 1)):
        battle.push(event)
    before = battle.state
    pool = WoundPool("b", 1, morale=False)
    steps = battle.push(pool)
    out = battle.outcome(before, battle.state, pool, steps)
    assert out is not None
    result = ([s.text for s in steps if s.rule == "C-14"], out["verdict"], out["lost_this_round"])
    expected = (["Braves is Broken: lost 3 of 4 Stands this Round (half, rounded up, is 2)"],
                "1 Wound suffered; 1 Stand lost -> BROKEN (3 of 4 this Round)", 3)
    assert result == expected


def _morale_verdict(special: list[dict[str, Any]], arc: str, dice: tuple[int, ...],
                    rerolls: tuple[int, ...] | None) -> str:
    battle = ConquestBattle.new({"regiments": [
        {"id": "m", "name": "Militia", "player": 0, "stands": 3, "files": 3, "wounds": 6,
         "resolve": 3, "special_rules": special},
        {"id": "k", "name": "Knights", "player": 1, "stands": 3, "files": 3, "wounds": 4,
         "resolve": 3, "special_rules": [{"name": "Terrifying", "x": 1}]}]})
    battle.push(WoundPool("m", 3, source="k", harm="clash", arc=arc))
    before = battle.state
    test = MoraleTest("m", dice, rerolls=rerolls)
    steps = battle.push(test)
    out = battle.outcome(before, battle.state, test, steps)
    assert out is not None
    return str(out["verdict"])


def test_c22_c23_the_morale_verdict_says_terrifying_and_the_arc_that_changed_the_test() -> None:
    result = _morale_verdict([], "flank", (1, 2, 5), (1, 6))
    expected = "Morale: 3 dice vs Resolve 2 (Terrifying -1), from the flank: 2 re-rolled -> 2 fail"
    assert result == expected
    result = _morale_verdict([{"name": "Iron Discipline"}], "rear", (1, 2, 5), None)
    expected = ("Morale: 3 dice vs Resolve 2 (Terrifying -1), from the rear: no re-roll "
                "(Iron Discipline) -> 1 fail")
    assert result == expected
    # C-22: Bravery ignores Terrifying; C-24: Phalanx +1 from the front.
    result = _morale_verdict([{"name": "Bravery"}, {"name": "Phalanx"}], "front", (1, 2, 5), None)
    expected = "Morale: 3 dice vs Resolve 4 (Phalanx +1) -> 1 fail"
    assert result == expected


def test_possessives_of_names_ending_in_s_take_a_bare_apostrophe() -> None:
    from aftermath.errors import InvalidData
    from aftermath.places import possessive
    result = [possessive(n) for n in ("Terrors", "Men-at-Arms", "Grub", "Ann")]
    expected = ["Terrors'", "Men-at-Arms'", "Grub's", "Ann's"]
    assert result == expected
    battle = ConquestBattle.new({"regiments": [
        {"id": "t", "name": "Terrors", "player": 0, "stands": 3, "files": 3, "wounds": 1,
         "resolve": 2},
        {"id": "f", "name": "Friends", "player": 0, "stands": 3, "files": 3, "wounds": 1,
         "resolve": 2}]})
    try:
        battle.push(WoundPool("t", 1, source="f"))
    except InvalidData as err:
        message = str(err)
    assert "a Regiment of Terrors' own side" in message
