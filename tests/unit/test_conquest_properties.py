"""Properties over random Regiments and sequences of actions (hypothesis)."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from aftermath.conquest import (
    ConquestBattle,
    Heal,
    MoraleTest,
    NewRound,
    Rally,
    SetContacts,
    WoundPool,
)
from aftermath.errors import AftermathError
from aftermath.history import Event


@st.composite
def regiments(draw: st.DrawFn, rid: str = "a", player: int = 0) -> dict[str, Any]:
    stands = draw(st.integers(1, 24))
    files = draw(st.integers(1, 6))
    chars = draw(st.integers(0, 2))
    command: Any = draw(st.booleans())
    return {
        "id": rid, "name": rid.upper(), "player": player, "stands": stands, "files": files,
        "wounds": draw(st.integers(1, 5)), "resolve": draw(st.integers(0, 6)),
        "command": command,
        "characters": [{"id": f"{rid}c{i}", "name": "Hero", "wounds": 3,
                        "resolve": draw(st.integers(0, 6))} for i in range(chars)],
    }


@st.composite
def actions(draw: st.DrawFn, game: ConquestBattle) -> Event:
    reg = game.regiment("a")
    if reg.pending_morale:
        dice = tuple(draw(st.lists(st.integers(1, 6), min_size=reg.pending_morale,
                                   max_size=reg.pending_morale)))
        return MoraleTest("a", dice, modifiers=tuple(draw(st.lists(st.integers(-2, 2),
                                                                    max_size=2))))
    choice = draw(st.sampled_from(["pool", "pool", "pool", "heal", "rally", "round", "contact"]))
    if choice == "pool":
        return WoundPool("a", draw(st.integers(0, 20)), morale=draw(st.booleans()))
    if choice == "heal":
        return Heal("a", draw(st.integers(1, 8)), no_room=draw(st.booleans()))
    if choice == "rally":
        return Rally("a")
    if choice == "round":
        return NewRound()
    alive = [s.id for s in reg.alive_stands] or ["r0f0"]
    return SetContacts("a", draw(st.sampled_from(alive)), draw(st.sampled_from([(), ("e",)])))


def check_invariants(game: ConquestBattle) -> None:
    reg = game.regiment("a")
    for s in reg.alive_stands:
        assert s.markers < s.wounds
    wounded = [s for s in reg.alive_stands if s.markers and not s.command]
    assert len(wounded) <= 1
    if any(s.command and s.destroyed for s in reg.stands):
        assert not any(not s.command for s in reg.alive_stands)
    assert len(reg.alive_stands) <= reg.starting_stands


@given(st.data(), regiments())
def test_random_battles_keep_every_invariant(data: st.DataObject, reg: dict[str, Any]) -> None:
    game = ConquestBattle.new({"regiments": [reg, {"id": "e", "name": "E", "player": 1,
                                                   "stands": 3, "files": 3, "wounds": 1,
                                                   "resolve": 2}]})
    for _ in range(data.draw(st.integers(1, 12))):
        event = data.draw(actions(game))
        before = game.to_json()
        state_before = game.state.to_json()
        try:
            steps = game.push(event)
        except AftermathError:
            assert game.to_json() == before  # a refused action changes nothing
            continue
        if isinstance(event, WoundPool):
            summary = next(s for s in steps if s.rule == "C-5" and "suffered" in s.data)
            # Wounds are conserved: allocated + excess = pool.
            assert summary.data["suffered"] + summary.data["excess"] == event.wounds
        check_invariants(game)
        after = game.state.to_json()
        game.pop()
        assert game.state.to_json() == state_before  # pop is an exact undo
        game.redo()
        assert game.state.to_json() == after
    copy = ConquestBattle.from_json(game.to_json())
    assert copy.to_json() == game.to_json()
    assert copy.state.to_json() == game.state.to_json()


@given(regiments(), st.lists(st.integers(0, 30), min_size=1, max_size=6))
def test_command_stands_outlive_all_others(reg: dict[str, Any], pools: list[int]) -> None:
    reg["command"] = True
    game = ConquestBattle.new({"regiments": [reg]})
    for pool in pools:
        if game.regiment("a").destroyed:
            break
        game.push(WoundPool("a", pool, morale=False))
        check_invariants(game)
