"""Undo of the latest actions puts back the state kept before each (nothing replayed),
and the first Undo of an opened save the one kept while it was replayed: every such
undo is exactly the undo that replays from a checkpoint, the state and the view alike.
A share link of an open battle is the link its saved JSON makes."""

from __future__ import annotations

import contextlib
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from aftermath import history, share
from aftermath.bridge.share import share_encode_game
from aftermath.conquest import ConquestBattle, Heal, MoraleTest, NewRound, WoundPool
from aftermath.errors import AftermathError
from aftermath.history import Game

from .test_conquest_properties import actions, regiments

FOE = {"id": "e", "name": "E", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}


def played(seed: int, count: int) -> ConquestBattle:
    game = ConquestBattle.new({"players": ["Ann", "Bo"], "regiments": [
        {"id": "a", "name": "Men-at-Arms", "player": 0, "stands": 12, "files": 4, "wounds": 2,
         "resolve": 2, "command": True,
         "characters": [{"id": "ac1", "name": "Lord", "wounds": 3, "resolve": 4}]},
        {"id": "b", "name": "Brutes", "player": 1, "stands": 9, "files": 3, "wounds": 3,
         "resolve": 3}]})
    dice = random.Random(seed)
    while len(game.events) < count:
        rid = dice.choice("ab")
        wounds = dice.randint(1, 3)
        morale = MoraleTest(rid, tuple(dice.randint(1, 6) for _ in range(wounds)))
        for event in (WoundPool(rid, wounds), morale, Heal(rid, 1), NewRound()):
            if len(game.events) < count and dice.random() < 0.8:
                with contextlib.suppress(AftermathError):  # refused by the rules: played on
                    game.push(event)
    return game


def replayed_undo(game: Game[Any]) -> tuple[Any, Any]:
    """The state and view an undo gives when it replays from a checkpoint (nothing kept)."""
    copy = type(game).from_json(game.to_json())
    for entry in copy._done:
        entry.before = None
    copy.pop()
    return copy.state.to_json(), copy.view()


@settings(max_examples=40, deadline=None)
@given(st.data(), regiments())
def test_each_undo_puts_back_exactly_the_state_before_its_action(
        data: st.DataObject, reg: dict[str, Any]) -> None:
    game = ConquestBattle.new({"regiments": [reg, FOE]})
    seen = [game.state.to_json()]
    for _ in range(data.draw(st.integers(1, 2 * history.KEEP_BEFORE + 4))):
        move = data.draw(st.sampled_from(["push", "push", "push", "undo", "redo"]))
        if move == "undo" and game.can_undo:
            game.pop()
            seen.pop()
            assert game.state.to_json() == seen[-1]
        elif move == "redo" and game.can_redo:
            game.redo()
            seen.append(game.state.to_json())
        else:
            try:
                game.push(data.draw(actions(game)))
            except AftermathError:
                continue
            seen.append(game.state.to_json())
    while game.can_undo:
        game.pop()
        seen.pop()
        assert game.state.to_json() == seen[-1]


def test_undo_past_the_kept_states_replays_and_stays_exact() -> None:
    game = played(3, 3 * history.KEEP_BEFORE)
    states = [ConquestBattle.from_json({**game.to_json(), "events": game.to_json()["events"][:n]}
                                       ).state.to_json() for n in range(len(game.events) + 1)]
    for count in range(len(game.events) - 1, -1, -1):
        game.pop()
        assert game.state.to_json() == states[count], count


def test_the_first_undo_of_an_opened_save_is_the_replayed_undo() -> None:
    for seed, count in ((1, 1), (2, 40), (5, 92)):
        saved = played(seed, count).to_json()
        game = ConquestBattle.from_json(saved)
        assert isinstance(game._done[-1].before, bytes)  # kept while it was replayed
        expected = replayed_undo(game)
        game.pop()
        assert (game.state.to_json(), game.view()) == expected
        if count == 1:
            continue
        # The next one replays from the start, as before.
        game.pop()
        assert game.state.to_json() == ConquestBattle.from_json(
            {**saved, "events": saved["events"][:count - 2], "redo": []}).state.to_json()


def test_the_first_undo_of_a_save_resumed_from_its_checkpoint_is_the_replayed_undo() -> None:
    history_every = history.CHECKPOINT_EVERY
    try:
        history.CHECKPOINT_EVERY = 10
        live = played(4, 25)
        saved, checkpoint = live.to_json(), live.checkpoint()
        assert checkpoint["count"] == 20
        game = ConquestBattle.resume(saved, checkpoint)
        expected = replayed_undo(ConquestBattle.from_json(saved))
        game.pop()
        assert (game.state.to_json(), game.view()) == expected
        # At a checkpoint itself nothing was replayed: the undo replays, exactly.
        live = played(4, 20)
        game = ConquestBattle.resume(live.to_json(), live.checkpoint())
        assert game._done[-1].before is None
        expected = replayed_undo(ConquestBattle.from_json(live.to_json()))
        game.pop()
        assert (game.state.to_json(), game.view()) == expected
    finally:
        history.CHECKPOINT_EVERY = history_every


def test_a_battle_s_links_are_those_its_saved_json_makes() -> None:
    """Encoded from the open game, not read again: the same text as encoding its JSON,
    which reads (and replays) it first."""
    for game in (played(6, 0), played(6, 30), ConquestBattle.from_json(played(7, 50).to_json())):
        game.pop() if game.can_undo else None  # with something to redo, too
        made = share_encode_game(game, {"name": "Field"})
        assert made["state_only"]["fragment"] == share.encode(
            "conquest.battle", "Field", game.state.to_json())
        assert made["with_history"]["fragment"] == share.encode(
            "conquest.game", "Field", game.to_json())
        opened = share.decode(made["with_history"]["fragment"]).value
        assert opened.to_json() == game.to_json()
