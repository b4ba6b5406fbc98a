"""Charges (C-17): an attacker set flush against an enemy's front, flank or rear, the
Stands in contact from both sides, the refusals, and the battlefield a battle without
one gets on its first Charge (both armies deployed), with exact undo.

B (player 1) stands at (600, 600) on a 1200 mm table, 2 ranks of 40 mm Stands, facing
north or turned by 30 degrees; A (player 0) is a 3-file, 2-rank Regiment of 40 mm
Stands (120 mm wide) waiting in a corner.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from aftermath.conquest import Charge, ConquestBattle, SetContacts, WoundPool
from aftermath.conquest import battlefield as bf
from aftermath.conquest import charge as charging
from aftermath.conquest.charge_options import options as charge_options
from aftermath.conquest.view import EDGE_WORDS
from aftermath.errors import InvalidData, RuleViolation
from aftermath.muster import ArmyList, battle_setup

from .conquest_helpers import regiment, said_as_then, saved_now, state_now
from .test_conquest_battlefield_helpers import contacts, table, texts, unit, where

# The enemy's edge -> the attacker's facing, turned from the enemy's (it looks into it).
TURNED = {"front": 180.0, "left": 90.0, "right": 270.0, "rear": 0.0}
# Stands in contact (attacker, enemy) when A (120 mm wide) charges the middle of an edge:
# B's front and rear are its files wide, its flanks its 2 ranks (80 mm) deep, so A
# overhangs a flank and touches it with all 3 files against B's 2 ranks.
STATED = {(3, "front"): (3, 3), (3, "rear"): (3, 3), (3, "left"): (3, 2), (3, "right"): (3, 2),
          (5, "front"): (3, 3), (5, "rear"): (3, 3), (5, "left"): (3, 2), (5, "right"): (3, 2)}


def two(files: int, facing: float = 0.0, **kw: Any) -> ConquestBattle:
    return table(unit("a", 0, 150, 150), unit("b", 1, 600, 600, facing, stands=2 * files,
                                                files=files), **kw)


def touching(game: ConquestBattle, a: str = "a", b: str = "b") -> list[bf.Touch]:
    ra, rb = game.regiment(a), game.regiment(b)
    return bf.touching(ra, bf.rects(ra), rb, bf.rects(rb))


def charged(steps: list[Any]) -> dict[str, Any]:
    return next(dict(s.data) for s in steps if "edge" in s.data)


@pytest.mark.parametrize("facing", [0.0, 30.0])
@pytest.mark.parametrize("files", [3, 5])
@pytest.mark.parametrize("edge", charging.EDGES)
def test_c17_a_charge_puts_the_attacker_flush_facing_the_edge_with_the_stated_contact(
        edge: str, files: int, facing: float) -> None:
    game = two(files, facing)
    steps = game.push(Charge("a", "b", edge))
    a = game.regiment("a")
    assert a.position is not None
    result = a.position.facing
    expected = (facing + TURNED[edge]) % 360
    assert result == pytest.approx(expected)
    # Flush: its front edges lie on the enemy's edge (C-17's 0.5 mm) along a length.
    found = touching(game)
    assert found and {(t.edge, t.enemy_edge) for t in found} == {("front", edge)}
    stands, enemy_stands = STATED[files, edge]
    assert (len({t.stand for t in found}), len({t.enemy_stand for t in found})) == (
        stands, enemy_stands)
    data = charged(steps)
    assert (data["stands"], data["enemy_stands"]) == (stands, enemy_stands)
    assert texts(steps, "C-17") == [
        f"A Charges the {charging.EDGE_WORDS[edge]} of B: {stands} Stands against "
        f"{enemy_stands} in contact"]
    # Centred: the attacker's middle is on the middle of the edge.
    middle = charging.side(game.regiment("b"), edge).middle
    ends = charging.line(a, "front")
    centre = ((ends[0][0] + ends[1][0]) / 2, (ends[0][1] + ends[1][1]) / 2)
    assert centre == pytest.approx(middle, abs=1e-6)
    # Flush, measured: both ends of its front lie on the edge's line within 0.5 mm.
    along = charging.side(game.regiment("b"), edge).along
    gaps = [abs((p[0] - middle[0]) * along[1] - (p[1] - middle[1]) * along[0]) for p in ends]
    assert max(gaps) <= 0.5, gaps


def test_c17_an_offset_slides_the_attacker_by_whole_stand_widths_to_its_right() -> None:
    """A faces south into B's front, so its right is B's left (west): one Stand width
    over it still meets 3 of B's 5 files, two over it overhangs B's left end."""
    game = two(5)
    game.push(Charge("a", "b", "front", 1))
    assert where(game, "a") == pytest.approx((560.0, 600.0))
    steps = game.push(Charge("a", "b", "front", 2))
    assert where(game, "a") == pytest.approx((520.0, 600.0))
    assert (charged(steps)["stands"], charged(steps)["enemy_stands"]) == (2, 2)
    assert sorted(contacts(game)["b"]) == ["r0f0", "r0f1"]


def test_c17_a_charge_into_a_short_rear_rank_meets_the_stands_that_are_there() -> None:
    """B: 5 Stands in 3 files, its rear rank of 2 in files 0 and 1 (x 540..620): A is
    centred on them, and its 3 files meet both."""
    game = table(unit("a", 0, 150, 150), unit("b", 1, 600, 600, stands=5, files=3))
    steps = game.push(Charge("a", "b", "rear"))
    assert (charged(steps)["stands"], charged(steps)["enemy_stands"]) == (3, 2)
    assert where(game, "a") == pytest.approx((580.0, 520.0))


def test_c17_a_charge_blocked_by_a_third_regiment_is_refused_naming_it() -> None:
    game = table(unit("a", 0, 150, 150), unit("b", 1, 600, 600, stands=6),
                 unit("c", 0, 600, 500, stands=3, name="Crossbows"))
    before, events = game.state.to_json(), len(game.events)
    with pytest.raises(RuleViolation) as err:
        game.push(Charge("a", "b", "rear"))
    assert err.value.rule == "C-17"
    assert str(err.value).startswith("A cannot charge the rear of B: the Stand at ")
    assert "would overlap the Stand at" in str(err.value) and "of Crossbows" in str(err.value)
    assert game.state.to_json() == before and len(game.events) == events


def test_c17_a_charge_off_the_battlefield_edge_is_refused() -> None:
    game = table(unit("a", 0, 150, 150), unit("b", 1, 600, 80, stands=6))
    before = game.state.to_json()
    with pytest.raises(RuleViolation, match="would be off the battlefield"):
        game.push(Charge("a", "b", "rear"))
    assert game.state.to_json() == before


def unplaced(placed: str) -> ConquestBattle:
    """A battlefield where only ``placed`` ("a", "b", or "" for neither) is on the table."""
    spots = {"a": (150.0, 150.0), "b": (600.0, 600.0)}
    return table(*[unit(rid, player, *spots[rid]) if rid == placed else
                   regiment(rid, player=player, stands=3, files=3)
                   for rid, player in (("a", 0), ("b", 1))])


@pytest.mark.parametrize(("placed", "attacker", "enemy"), [
    ("", "a", "b"), ("", "b", "a"), ("a", "a", "b"), ("b", "b", "a")])
def test_c17_a_charge_on_an_enemy_not_on_the_battlefield_is_refused_in_words(
        placed: str, attacker: str, enemy: str) -> None:
    """The Charge sets the attacker against an edge of the enemy: with the enemy not
    placed there is no edge, so the Charge and the screen's options say why, by rule,
    whichever player charges and whether or not the attacker is placed."""
    game = unplaced(placed)
    names = {"a": "A", "b": "B"}
    words = (f"{names[enemy]} is not on the battlefield yet: Move it onto the battlefield "
             f"first, then {names[attacker]} can charge one of its edges (C-17)")
    before = game.state.to_json()
    with pytest.raises(RuleViolation) as err:
        game.push(Charge(attacker, enemy, "front"))
    assert (err.value.rule, str(err.value)) == ("C-17", words)
    assert game.state.to_json() == before
    offered = charge_options(game.state, attacker, enemy)
    assert offered["refused"] == {"rule": "C-17", "reason": words, "msg": {
        "id": "conquest-refused-enemy-not-placed",
        "args": {"enemy": names[enemy], "attacker": names[attacker]}}}
    assert offered["edges"] == [] and offered["deploys"] is False


def test_c17_a_regiment_not_yet_placed_charges_a_placed_enemy_onto_the_battlefield() -> None:
    """Only the enemy's place is read: the Charge puts the attacker flush against it, as
    for one already on the table, and undo takes it off the battlefield again."""
    game = unplaced("b")
    before = game.state.to_json()
    assert [e["fits"] for e in charge_options(game.state, "a", "b")["edges"]] == [True] * 4
    game.push(Charge("a", "b", "front"))
    a = game.regiment("a")
    assert a.position is not None and a.position.facing == 180.0
    assert a.enemies_in_contact() == {"b"}
    game.pop()
    assert game.state.to_json() == before and game.regiment("a").position is None


def test_c17_an_offset_past_the_edge_leaves_no_contact_and_is_refused() -> None:
    game = two(3)
    with pytest.raises(RuleViolation, match="slid 3 Stand widths, no Stand of A would touch B"):
        game.push(Charge("a", "b", "front", 3))


@pytest.mark.parametrize(("setup", "event", "rule", "words"), [
    ({}, Charge("a", "a2", "front"), None, "is a friendly Regiment, not an enemy"),
    ({"broken": True}, Charge("a", "b", "front"), "C-15",
     "A is Broken: a Broken Regiment cannot Charge"),
    ({}, Charge("a", "b", "front", table=(1200.0, 800.0)), None, "must be left out"),
])
def test_charges_the_rules_refuse(setup: dict[str, Any], event: Charge, rule: str | None,
                                  words: str) -> None:
    game = table(unit("a", 0, 150, 150, stands=6), unit("a2", 0, 150, 400),
                 unit("b", 1, 600, 600, stands=6))
    if setup.get("broken"):
        state = game.state.to_json()
        state["regiments"][0].update(broken=True, broken_at=3)
        game = ConquestBattle.new(state)
    before = game.state.to_json()
    with pytest.raises(InvalidData if rule is None else RuleViolation, match=words):
        game.push(event)
    assert game.state.to_json() == before


def test_c12_a_charge_waits_for_the_owed_morale_test() -> None:
    game = two(3)
    game.push(WoundPool("b", 1))
    with pytest.raises(RuleViolation, match="before a Charge"):
        game.push(Charge("a", "b", "front"))


@pytest.mark.parametrize(("raw", "field", "words"), [
    ({"edge": "top"}, "event.edge", "must be one of front, left, right, rear"),
    ({"offset": 1.5}, "event.offset", "must be a whole number"),
    ({"offset": 100}, "event.offset", "at most 99"),
    ({"table": [1200]}, "event.table", "[width, depth]"),
    ({"table": [50, 1200]}, "event.table.width", "at least 100"),
    ({"enemy": 3}, "event.enemy", "must be"),
    ({"speed": 3}, "event.speed", "unknown key"),
])
def test_bad_charge_data_names_the_field(raw: dict[str, Any], field: str, words: str) -> None:
    data = {"kind": "charge", "regiment": "a", "enemy": "b", "edge": "left", **raw}
    with pytest.raises(InvalidData) as err:
        ConquestBattle.event_from_json(data)
    assert err.value.field == field and words in str(err.value)


def test_charge_event_json_and_repr_paste_back() -> None:
    event = Charge("a", "b", "left", -2, (1829.0, 1219.0))
    assert ConquestBattle.event_from_json(json.loads(json.dumps(event.to_json()))) == event
    assert eval(repr(event)) == event
    assert event.to_json() == {"kind": "charge", "regiment": "a", "enemy": "b", "edge": "left",
                               "offset": -2, "table": [1829.0, 1219.0]}
    with pytest.raises(InvalidData, match=r"event\.edge"):
        Charge("a", "b", "flank")


# -- C-4.3, C-18 and C-19 follow from a Charge -----------------------------------------
def test_c4_3_after_a_flank_charge_the_wound_pool_spares_the_engaged_stand() -> None:
    """A on B's left flank touches file 0 of each rank: the rear rank's Stand to lose
    is the right end (C-4.4 furthest from the centre), not the engaged left end."""
    game = two(3)
    game.push(Charge("a", "b", "left"))
    steps = game.push(WoundPool("b", 1, morale=False))
    removed = [s.data["stand"] for s in steps if s.data.get("destroyed") is True]
    assert removed == ["r1f2"]
    assert game.regiment("b").stand("r1f0").contacts == ["a"]


def test_c18_c19_losing_the_rear_rank_strands_the_charger_and_it_presses_the_attack() -> None:
    game = two(3)
    game.push(Charge("a", "b", "rear"))
    assert where(game, "a") == pytest.approx((600.0, 520.0))
    steps = game.push(WoundPool("b", 3, morale=False))
    assert texts(steps, "C-18")[0] == "A is Stranded: no longer in contact with B"
    assert texts(steps, "C-19")[0] == (
        "A presses the attack: pushed 40 mm (40 mm forward) back into contact with B — "
        "3 Stands against 3, as before the casualties")
    assert where(game, "a") == pytest.approx((600.0, 560.0))
    assert sorted(contacts(game)["b"]) == ["r0f0", "r0f1", "r0f2"]


def test_c18_a_flank_charger_touching_only_the_rear_rank_is_stranded_and_pushed() -> None:
    """Slid two Stand widths towards B's rear (its right, facing B's left flank), A
    touches only B's rear rank: losing it strands A, pushed 40 mm on along the flank."""
    game = table(unit("a", 0, 150, 150), unit("b", 1, 600, 600, stands=9, files=3))
    steps = game.push(Charge("a", "b", "left", 2))
    assert (charged(steps)["stands"], charged(steps)["enemy_stands"]) == (1, 1)
    steps = game.push(WoundPool("b", 3, morale=False))
    assert texts(steps, "C-18")[0] == "A is Stranded: no longer in contact with B"
    assert "back into contact with B" in texts(steps, "C-19")[0]
    assert game.regiment("a").enemies_in_contact() == {"b"}


# -- every battle can have engagements --------------------------------------------------
def lists_battle() -> ConquestBattle:
    maa = {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2}
    knights = {"name": "Knights", "kind": "cavalry", "stands": 3, "files": 3, "wounds": 4,
               "resolve": 3}
    first = ArmyList.from_json({"system": "conquest", "name": "Ann's", "player": "Ann",
                                "entries": [{"profile": maa, "count": 2},
                                            {"profile": knights, "count": 1}]})
    second = ArmyList.from_json({"system": "conquest", "name": "Bo's", "player": "Bo",
                                 "entries": [{"profile": maa, "count": 2}]})
    return ConquestBattle.new(battle_setup(first, second))


def test_c17_a_battle_from_lists_gets_a_6x4_battlefield_on_its_first_charge() -> None:
    game = lists_battle()
    ids = [r.id for r in game.state.regiments]
    knights = next(r.id for r in game.state.regiments if r.name == "Knights")
    enemy = next(r.id for r in game.state.regiments if r.player == 1)
    before = game.state.to_json()
    assert before["battlefield"] is None
    steps = game.push(Charge(knights, enemy, "left"))
    assert game.state.battlefield is not None
    assert game.state.battlefield.to_json() == {"width": 1828.8, "depth": 1219.2}
    assert texts(steps, "C-17")[0] == ("A battlefield of 1829 x 1219 mm: both armies deployed "
                                       "in their halves, facing each other")
    assert sorted(steps[0].data["deployed"]) == sorted(ids)
    assert game.regiment(knights).enemies_in_contact() == {enemy}
    # A legal table, exact in JSON; undo takes the battlefield away exactly.
    copy = ConquestBattle.from_json(json.loads(json.dumps(game.to_json())))
    assert copy.state.to_json() == game.state.to_json()
    after = game.state.to_json()
    game.pop()
    assert game.state.to_json() == before
    game.redo()
    assert game.state.to_json() == after
    outcome = game.view()["regiments"]
    assert all(r["position"] is not None for r in outcome)


def test_c17_the_player_may_set_the_size_of_the_first_battlefield() -> None:
    game = lists_battle()
    knights = next(r.id for r in game.state.regiments if r.name == "Knights")
    enemy = next(r.id for r in game.state.regiments if r.player == 1)
    game.push(Charge(knights, enemy, "front", table=(1200.0, 1200.0)))
    assert game.state.battlefield is not None
    assert game.state.battlefield.to_json() == {"width": 1200.0, "depth": 1200.0}


def test_c17_a_table_too_small_for_an_army_is_refused_naming_the_regiment() -> None:
    game = lists_battle()
    knights = next(r.id for r in game.state.regiments if r.name == "Knights")
    with pytest.raises(RuleViolation, match="has no room in Ann's half"):
        game.push(Charge(knights, "men-at-arms-bo", "front", table=(1200.0, 200.0)))
    assert game.state.battlefield is None


def test_c17_a_first_charge_replaces_hand_set_contacts_says_so_and_undo_restores_them() -> None:
    """Contacts set by hand (SetContacts, no battlefield) cannot stay on a table, where
    the positions decide contacts (C-17): the first Charge deploys both armies as for a
    battle without positions, says which hand-set contacts end, and undo gives them back
    exactly; a Regiment engaged by hand elsewhere is no longer engaged on the table."""
    game = ConquestBattle.new({"regiments": [regiment("a"), regiment("b", player=1),
                                             regiment("c"), regiment("d", player=1)]})
    game.push(SetContacts("a", "r0f0", ("b",)))
    game.push(SetContacts("c", "r0f1", ("d",)))
    before = game.state.to_json()
    steps = game.push(Charge("a", "b", "front"))
    result = texts(steps, "C-17")
    expected = ["A battlefield of 1829 x 1219 mm: both armies deployed in their halves, "
                "facing each other",
                "The contacts set by hand (A with B, C with D) end: on a battlefield the "
                "positions decide contacts, so Charge again to engage the others",
                "A Charges the front of B: 3 Stands against 3 in contact"]
    assert result == expected
    assert steps[1].data["ended"] == ["A with B", "C with D"]
    assert game.regiment("a").enemies_in_contact() == {"b"}
    assert game.regiment("c").enemies_in_contact() == set()
    copy = ConquestBattle.from_json(json.loads(json.dumps(game.to_json())))
    assert copy.state.to_json() == game.state.to_json()
    game.pop()
    assert game.state.to_json() == before
    assert game.regiment("c").enemies_in_contact() == {"d"}


def ten(player: int) -> list[dict[str, Any]]:
    """A 10-Regiment army of every kind and size, wide infantry to deep cavalry."""
    shapes = [("infantry", 12, 4), ("infantry", 9, 3), ("cavalry", 6, 3), ("brute", 3, 3),
              ("infantry", 15, 5), ("cavalry", 4, 2), ("infantry", 8, 4), ("brute", 4, 2),
              ("infantry", 6, 3), ("cavalry", 9, 3)]
    return [regiment(f"p{player}r{i}", player=player, kind=kind, stands=stands, files=files)
            for i, (kind, stands, files) in enumerate(shapes)]


def test_c17_two_10_regiment_lists_deploy_on_a_6x4_table_overlapping_nothing() -> None:
    game = ConquestBattle.new({"regiments": ten(0) + ten(1)})
    game.push(Charge("p0r2", "p1r0", "front"))
    state = game.state
    assert state.battlefield is not None
    half = state.battlefield.depth / 2
    for i, r in enumerate(state.regiments):
        others = state.regiments[:i] + state.regiments[i + 1:]
        assert bf.problem(state.battlefield, others, r, bf.rects(r)) is None, r.id
        if r.id == "p0r2":
            continue  # the charger stands against its enemy's front
        corners = [c for rect in bf.rects(r).values() for c in rect.corners()]
        assert all((y < half) == (r.player == 0) for _, y in corners), r.id
        assert r.position is not None and r.position.facing == (0.0 if r.player == 0 else 180.0)
    # Only the charge made contact: the deployment itself engages nobody.
    assert {r.id for r in state.regiments if r.enemies_in_contact()} == {"p0r2", "p1r0"}


# -- battles saved before Charges ------------------------------------------------------
FIXTURES = Path(__file__).parent / "fixtures"


def test_a_battlefield_battle_saved_before_charges_opens_and_replays_unchanged() -> None:
    """Written by the engine before Charges (make_battlefield_save.py): a Place, a
    Stranded Regiment pushed (C-19), a Morale Test, a new Round. (A battle without a
    battlefield saved then: test_history_checkpoints' v1 save.)"""
    saved = json.loads((FIXTURES / "conquest-save-battlefield-before-charge.json").read_text())
    game = ConquestBattle.from_json(saved["game"])
    assert game.to_json() == saved_now(saved["game"])
    for count in range(len(game.events) + 1):
        assert game.rebuild(count).to_json() == state_now(saved["states"][count])
    result = json.loads(json.dumps(game.view()))
    # Derived since, each a key of its own: who a Wound Pool would come from (C-21), and
    # the Stands left of the start (with the note on Characters) and what is due that a
    # battle's overview row shows.
    for r in result["regiments"]:
        del r["pool_source"], r["stands_left"], r["stands_start"], r["stands_note"], r["due"]
        # A refusal's message id was added beside its reason since (docs/languages.md).
        for refusal in r["refused"].values():
            refusal.pop("msg", None)
        # So were the messages of what is due, its heading and the Resolve's words.
        r.pop("due_msg", None)
        # And Broken's lines' messages, and the engaged edges as keys beside their words.
        assert len(r.pop("broken_effects_msg")) == len(r["broken_effects"])
        if r["engaged"]:
            assert [dict(EDGE_WORDS)[k] for k in r["engaged"].pop("edge_keys")] == (
                r["engaged"]["edges"])
        for key, shown in (("resolve", "explain_msg"), ("morale", "heading_msg"),
                           ("morale", "passes_msg")):
            if r.get(key):
                r[key].pop(shown)
    # The sides' default names' and each drawn Stand's place's messages, beside their words.
    assert result.pop("players_msg") == [{"id": "tbl-default-player", "args": {"n": 1}},
                                         {"id": "tbl-default-player", "args": {"n": 2}}]
    for r in result["regiments"]:
        for stand in r.get("stands", []):
            assert stand.pop("place_msg")["id"] == "tbl-stand-place"
    # Undo's and Redo's summaries' messages too, beside their English.
    assert result.pop("undo_summary_msg") == {"id": "history-new-round", "args": {}}
    assert result.pop("redo_summary_msg") is None
    expected = saved["view"]
    assert result == expected
    # The English and data replay unchanged; message ids were added beside them since.
    log = [[said_as_then(s) for s in steps] for _, steps in game.history()]
    assert json.loads(json.dumps(log)) == saved["log"]


def test_a_battle_saved_without_a_battlefield_opens_as_before_and_may_then_charge() -> None:
    saved = json.loads((FIXTURES / "conquest-save-v1-before-checkpoints.json").read_text())
    game = ConquestBattle.from_json(saved["game"])
    assert game.state.battlefield is None
    # Its contacts were never set by hand: the first Charge brings it a battlefield, and
    # undo gives back the battle exactly as it was saved.
    before = game.state.to_json()
    game.push(Charge("maa", "foe", "front"))
    assert game.state.battlefield is not None
    assert game.regiment("maa").enemies_in_contact() == {"foe"}
    game.pop()
    assert game.state.to_json() == before


def test_c17_a_charger_leaving_a_contact_says_so() -> None:
    game = table(unit("a", 0, 600, 560), unit("b", 1, 600, 600), unit("c", 1, 200, 600))
    assert game.regiment("a").enemies_in_contact() == {"b"}
    steps = game.push(Charge("a", "c", "front"))
    assert texts(steps, "C-17") == ["A leaves its contact with B",
                                    "A Charges the front of C: 3 Stands against 3 in contact"]
    assert game.regiment("a").enemies_in_contact() == {"c"}


def test_c17_the_default_table_is_72_by_48_inches_exactly() -> None:
    """6' x 4' in mm with no rounding, so the inches a page shows are 72 and 48 again."""
    from aftermath.conquest.charge import TABLE_6X4
    result = (round(TABLE_6X4.width / 25.4, 9), round(TABLE_6X4.depth / 25.4, 9))
    expected = (72.0, 48.0)
    assert result == expected


def test_c17_a_first_battlefield_deploys_every_regiment_to_a_tenth_of_a_mm() -> None:
    """Seven Regiments spread on a row divide the table by 8: each position is kept to
    the drawing's tenth of a mm, never 1344.2857142857144."""
    game = ConquestBattle.new({"regiments": [regiment(f"a{i}", stands=3) for i in range(7)]
                              + [regiment("b", player=1, stands=3)]})
    game.push(Charge("a0", "b", "front"))
    positions = [(r.position.x, r.position.y) for r in game.state.regiments
                 if r.id != "a0" and r.position is not None]
    result = [p for p in positions if (round(p[0], 1), round(p[1], 1)) != p]
    expected: list[tuple[float, float]] = []
    assert result == expected
    assert len(positions) == 7
