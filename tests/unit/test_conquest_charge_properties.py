"""Properties of Charges (C-17, hypothesis): any accepted Charge leaves a legal table,
exact in JSON, with the attacker in contact with its enemy, and undo restores the
battle exactly (a first Charge's battlefield included); a refused one changes nothing.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import event, given, settings
from hypothesis import strategies as st

from aftermath.conquest import Charge, ConquestBattle, WoundPool
from aftermath.conquest import battlefield as bf
from aftermath.conquest import charge as charging
from aftermath.errors import InvalidData, RuleViolation

from .conquest_helpers import regiment

KINDS = ("infantry", "cavalry", "brute")


@st.composite
def formations(draw: st.DrawFn, id: str, player: int) -> dict[str, Any]:
    files = draw(st.integers(1, 5))
    return regiment(id, player=player, files=files, stands=draw(st.integers(1, files * 3)),
                    kind=draw(st.sampled_from(KINDS)))


@st.composite
def battles(draw: st.DrawFn) -> dict[str, Any]:
    """B somewhere on a 1200 mm table at any of a few facings; A waiting unplaced or in
    a corner; sometimes C, of either side, near B, where it may be in the way."""
    a, b = draw(formations("a", 0)), draw(formations("b", 1))
    if not draw(st.booleans()):
        return {"regiments": [a, b]}  # no battlefield: the Charge brings one
    b["position"] = {"x": draw(st.sampled_from([600.0, 600.0, 600.0, 150.0])),
                     "y": draw(st.sampled_from([600.0, 600.0, 100.0])),
                     "facing": draw(st.sampled_from([0.0, 90.0, 37.0, 211.5]))}
    if draw(st.booleans()):
        a["position"] = {"x": 1050.0, "y": 1150.0, "facing": 0.0}
    regiments = [a, b]
    if draw(st.booleans()):
        c = draw(formations("c", draw(st.integers(0, 1))))
        c["position"] = {"x": b["position"]["x"] + draw(st.sampled_from([-300.0, 0.0, 300.0])),
                         "y": b["position"]["y"] + draw(st.sampled_from([-280.0, 250.0])),
                         "facing": draw(st.sampled_from([0.0, 90.0]))}
        regiments.append(c)
    return {"regiments": regiments, "battlefield": {"width": 1200.0, "depth": 1200.0}}


def legal(game: ConquestBattle) -> bool:
    state = game.state
    assert state.battlefield is not None
    return all(bf.problem(state.battlefield, state.regiments[:i] + state.regiments[i + 1:], r,
                          bf.rects(r)) is None for i, r in enumerate(state.regiments))


@settings(max_examples=120, deadline=None)
@given(battles(), st.sampled_from(charging.EDGES), st.integers(-3, 3))
def test_any_accepted_charge_leaves_a_legal_battlefield_and_undo_restores_it(
        setup: dict[str, Any], edge: str, offset: int) -> None:
    try:
        game = ConquestBattle.new(setup)
    except InvalidData:
        event("not a legal setup")
        return  # C overlapping B or off the table: not a battle to charge in
    before, events = game.state.to_json(), len(game.events)
    try:
        game.push(Charge("a", "b", edge, offset))
    except RuleViolation as err:
        event(f"refused ({err.rule})")
        result = (game.state.to_json(), len(game.events))
        expected = (before, events)
        assert result == expected
        return
    event("accepted" + (" with a new battlefield" if "battlefield" not in setup else ""))
    assert legal(game)
    assert "b" in game.regiment("a").enemies_in_contact()
    copy = ConquestBattle.from_json(json.loads(json.dumps(game.to_json())))
    assert copy.state.to_json() == game.state.to_json()
    after = game.state.to_json()
    game.pop()
    assert game.state.to_json() == before
    game.redo()
    assert game.state.to_json() == after


@st.composite
def charged(draw: st.DrawFn, edges: tuple[str, ...]) -> tuple[ConquestBattle, str]:
    """A (1-4 files) has charged B (1-5 files, 2-3 full ranks of W1 Stands) on one of
    ``edges``, at an offset that fits."""
    files = draw(st.integers(1, 5))
    b = regiment("b", player=1, files=files, stands=files * draw(st.integers(2, 3)),
                 position={"x": 600.0, "y": 600.0,
                           "facing": draw(st.sampled_from([0.0, 90.0, 37.0]))})
    a_files = draw(st.integers(1, 4))
    a = regiment("a", files=a_files, stands=a_files * draw(st.integers(1, 2)),
                 kind=draw(st.sampled_from(KINDS)))
    game = ConquestBattle.new({"regiments": [a, b],
                               "battlefield": {"width": 1200.0, "depth": 1200.0}})
    edge = draw(st.sampled_from(edges))
    fitting = charging.offsets(game.state, game.regiment("a"), game.regiment("b"), edge)
    game.push(Charge("a", "b", edge, draw(st.sampled_from(fitting))))
    return game, edge


@settings(max_examples=60, deadline=None)
@given(charged(("front", "left", "right")))
def test_c4_3_after_a_charge_a_wound_pool_spares_the_engaged_stands(
        made: tuple[ConquestBattle, str]) -> None:
    game, _ = made
    b = game.regiment("b")
    rear = [s for s in b.alive_stands if s.rank == b.rear_rank()]
    spare = any(not s.contacts for s in rear)
    steps = game.push(WoundPool("b", 1, morale=False))
    gone = [s for s in game.regiment("b").stands if s.destroyed]
    assert len(gone) == 1
    result = gone[0].id in {s.id for s in rear if s.contacts}
    expected = not spare
    assert result == expected, [s.text for s in steps]


@settings(max_examples=60, deadline=None)
@given(charged(("rear",)))
def test_c18_c19_a_lost_rear_rank_strands_the_rear_charger_and_it_is_pushed_back(
        made: tuple[ConquestBattle, str]) -> None:
    game, _ = made
    b = game.regiment("b")
    before = game.regiment("a").position
    steps = game.push(WoundPool("b", b.files, morale=False))
    assert any(s.text.startswith("A is Stranded") for s in steps if s.rule == "C-18")
    assert any(s.text.startswith("A presses the attack") for s in steps if s.rule == "C-19")
    assert "b" in game.regiment("a").enemies_in_contact()
    assert game.regiment("a").position != before
