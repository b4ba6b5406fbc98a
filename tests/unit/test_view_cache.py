"""The Conquest view remembers each Regiment's own part by its whole state, so
a tap re-describes only the Regiments it changed. The remembered view must always equal
one described afresh (``describe(state, cached=False)``), after any random pushes, undos
and redos, with and without a battlefield, and a later view must never change one
already sent (the page's copy is patched against it: aftermath/reply.py).

The Ninth Age and the campaign keep no such cache (their views are described afresh on
every call); their reply patches are checked in test_reply.py.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from aftermath.conquest import ConquestBattle, MoraleTest, WoundPool, view
from aftermath.errors import AftermathError

from .test_conquest_battlefield_helpers import table, unit
from .test_conquest_engagement_properties import engagements
from .test_conquest_properties import actions, regiments

Json = dict[str, Any]


def fresh(game: ConquestBattle) -> Json:
    return {**game.view(), **view.describe(game.state, cached=False)}


def same_json(a: Any, b: Any) -> None:
    # As the page gets it: the same JSON text, key order included.
    assert json.dumps(a) == json.dumps(b)


@settings(max_examples=60, deadline=None)
@given(st.data(), regiments(), st.booleans())
def test_the_remembered_view_equals_a_fresh_one_after_random_pushes_undos_and_redos(
    data: st.DataObject, reg: dict[str, Any], cold: bool
) -> None:
    if cold:  # remembered parts from earlier examples must not leak into this one
        view.clear_cache()
    setup = {"regiments": [reg, {"id": "e", "name": "E", "player": 1, "stands": 3,
                                 "files": 3, "wounds": 1, "resolve": 2}]}
    game = ConquestBattle.new(setup)
    sent = [(game.view(), None)]
    for _ in range(data.draw(st.integers(1, 30))):
        move = data.draw(st.sampled_from(["push", "push", "push", "undo", "redo"]))
        try:
            if move == "undo" and game.can_undo:
                game.pop()
            elif move == "redo" and game.can_redo:
                game.redo()
            else:
                game.push(data.draw(actions(game)))
        except AftermathError:
            continue
        shown = game.view()
        same_json(shown, fresh(game))
        sent.append((shown, copy.deepcopy(shown)))
    # No later view changed one sent before it.
    for shown, kept in sent[1:]:
        same_json(shown, kept)


@settings(max_examples=40, deadline=None)
@given(engagements(), st.lists(st.integers(1, 4), min_size=1, max_size=4), st.data())
def test_on_a_battlefield_the_remembered_view_equals_a_fresh_one(
    regiments: list[dict[str, Any]], pools: list[int], data: st.DataObject
) -> None:
    """With a table the view adds geometry to each Stand (C-17, C-18): it goes on copies,
    so the remembered parts and the views already sent stay as they were."""
    game = table(*regiments)
    sent = []
    for wounds in pools:
        if game.regiment("b").destroyed:
            break
        game.push(WoundPool("b", wounds))
        owed = game.regiment("b").pending_morale
        if owed:
            same_json(game.view(), fresh(game))  # C-12: Heal and Rally refused for all
            dice = tuple(data.draw(st.lists(st.integers(1, 6), min_size=owed, max_size=owed)))
            game.push(MoraleTest("b", dice))
        shown = game.view()
        same_json(shown, fresh(game))
        sent.append((shown, copy.deepcopy(shown)))
        if data.draw(st.booleans()):
            game.pop()
            same_json(game.view(), fresh(game))
            game.redo()
    for shown, kept in sent:
        same_json(shown, kept)


def test_a_morale_test_owed_refuses_heal_and_rally_for_every_regiment_c12() -> None:
    setup = {"regiments": [{"id": f"r{i}", "name": f"R{i}", "player": i % 2, "stands": 6,
                            "files": 3, "wounds": 1, "resolve": 2} for i in range(4)]}
    game = ConquestBattle.new(setup)
    game.push(WoundPool("r1", 2))
    shown = game.view()
    same_json(shown, fresh(game))
    for r in shown["regiments"]:
        assert r["refused"]["heal"]["rule"] == "C-12" and r["refused"]["rally"]["rule"] == "C-12"
    game.pop()
    assert all("rally" not in r["refused"] for r in game.view()["regiments"])


def test_a_deep_copy_of_the_state_is_equal_and_shares_nothing() -> None:
    """history._apply works on a deep copy (made by pickle): a change to the
    copy never reaches the state it came from."""
    game = table(unit("a", 0, 600, 560, stands=6), unit("b", 1, 600, 600))
    game.push(WoundPool("b", 1, morale=False))
    work = copy.deepcopy(game.state)
    assert work.to_json() == game.state.to_json()
    work.regiments[0].stands[0].markers += 1
    work.regiments[1].stands[0].contacts.append("x")
    assert work.to_json() != game.state.to_json()
    assert "x" not in game.state.regiments[1].stands[0].contacts
