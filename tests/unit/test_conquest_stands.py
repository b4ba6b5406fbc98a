"""Real Stands: the Monster type, each type's footprint (default and given), and
auxiliary Stands of their own profile inside a Regiment, through allocation (C-2, C-4),
Morale (C-11), healing and restoring (C-7, C-8), saving and sharing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aftermath import share
from aftermath.conquest import ConquestBattle, Heal, MoraleTest, WoundPool, morale
from aftermath.conquest.placement import DEFAULT_FOOTPRINT, Footprint
from aftermath.conquest.profile import MUSTER, RegimentProfile
from aftermath.conquest.regiment import Regiment
from aftermath.errors import InvalidData

from .conquest_helpers import alive, battle, markers, regiment, said_as_then

HASPIST = {"name": "Minotaur Haspist", "kind": "brute", "wounds": 6, "resolve": 4, "count": 1}


def hoplites(**kw: Any) -> dict[str, Any]:
    """Seven Hoplite Stands (Wounds 4, Resolve 3) in 3 files with a Minotaur Haspist."""
    return regiment("h", name="Hoplites", stands=7, files=3, wounds=4, resolve=3,
                    **{"auxiliaries": [dict(HASPIST)], **kw})


def wounds_left(r: Regiment) -> int:
    return sum(s.wounds - s.markers for s in r.alive_stands)


# -- the Monster type and footprints -----------------------------------------------------
@pytest.mark.parametrize("kind", ["infantry", "cavalry", "brute", "monster"])
def test_each_type_has_its_default_footprint(kind: str) -> None:
    r = Regiment.new({"id": "a", "name": "A", "kind": kind, "stands": 1, "files": 1,
                      "wounds": 1, "resolve": 1})
    result = (r.kind, r.footprint)
    expected = (kind, Footprint(*DEFAULT_FOOTPRINT[kind]))
    assert result == expected


def test_a_monster_profile_keeps_its_type_and_a_footprint_it_gives() -> None:
    data = {"name": "Siegebreaker Behemoth", "kind": "monster", "stands": 1, "files": 1,
            "wounds": 12, "resolve": 4, "command": False, "characters": [],
            "footprint": {"width": 100, "depth": 150}}
    profile = RegimentProfile.from_json(data)
    game = ConquestBattle.new({"regiments": [{**profile.data, "id": "b", "player": 0}]})
    result = (profile.data, game.state.regiment("b").kind, game.state.regiment("b").footprint)
    expected = (data, "monster", Footprint(100.0, 150.0))
    assert result == expected


def test_a_profile_without_the_new_keys_means_what_it_meant_before() -> None:
    result = RegimentProfile.from_json(MUSTER.default).data
    expected = MUSTER.default
    assert result == expected
    assert "footprint" not in result and "auxiliaries" not in result


@pytest.mark.parametrize(("footprint", "field", "value"), [
    ({"width": 40.5, "depth": 40}, "profile.footprint.width", 40.5),
    ({"width": 40, "depth": 301}, "profile.footprint.depth", 301),
    ({"width": 9, "depth": 40}, "profile.footprint.width", 9),
    ({"width": 40}, "profile.footprint.depth", None),
    ({"width": 40, "depth": 40, "height": 3}, "profile.footprint.height", 3),
])
def test_a_bad_footprint_names_the_field_and_value(footprint: Any, field: str,
                                                    value: Any) -> None:
    with pytest.raises(InvalidData) as err:
        RegimentProfile.from_json({**MUSTER.default, "footprint": footprint})
    result = (err.value.field, err.value.value)
    expected = (field, value)
    assert result == expected


# -- auxiliary Stands: what they are ---------------------------------------------------
def test_auxiliary_stands_join_behind_the_regiments_own_with_their_own_profile() -> None:
    r = battle(hoplites(command=True)).regiment("h")
    result = [(s.id, s.wounds, s.resolve, s.command, s.auxiliary and s.auxiliary.name)
              for s in r.stands]
    expected = [("r0f0", 4, 3, False, None), ("r0f1", 4, 3, True, None),
                ("r0f2", 4, 3, False, None), ("r1f0", 4, 3, False, None),
                ("r1f1", 4, 3, False, None), ("r1f2", 4, 3, False, None),
                ("r2f0", 4, 3, False, None), ("r2f1", 6, 4, False, "Minotaur Haspist")]
    assert result == expected
    # The listed Stands are the Regiment's own; each auxiliary adds its count.
    assert (r.starting_stands, r.baseline) == (8, 8)
    assert r.stands[-1].auxiliary.footprint == Footprint(50.0, 50.0)  # a brute's base


@pytest.mark.parametrize(("change", "field", "value"), [
    ({"auxiliaries": [{**HASPIST, "kind": "giant"}]}, "regiment.auxiliaries[0].kind", "giant"),
    ({"auxiliaries": [{**HASPIST, "count": 0}]}, "regiment.auxiliaries[0].count", 0),
    ({"auxiliaries": [{**HASPIST, "wounds": True}]}, "regiment.auxiliaries[0].wounds", True),
    ({"auxiliaries": [{k: v for k, v in HASPIST.items() if k != "resolve"}]},
     "regiment.auxiliaries[0].resolve", None),
    ({"auxiliaries": [{**HASPIST, "name": ""}]}, "regiment.auxiliaries[0].name", ""),
    ({"auxiliaries": [{**HASPIST, "footprint": {"width": 50, "depth": 0}}]},
     "regiment.auxiliaries[0].footprint.depth", 0),
    ({"auxiliaries": [{**HASPIST, "count": 54}]}, "regiment.auxiliaries",
     "54 auxiliary Stands"),
    ({"auxiliaries": [dict(HASPIST)] * 5}, "regiment.auxiliaries", "5 items"),
    ({"command": "r2f1"}, "regiment.command", "r2f1"),
])
def test_a_bad_auxiliary_names_the_field_and_value(change: dict[str, Any], field: str,
                                                   value: Any) -> None:
    with pytest.raises(InvalidData) as err:
        Regiment.new({**hoplites(), **change})
    result = (err.value.field, err.value.value)
    expected = (field, value)
    assert result == expected


# -- allocation (C-2, C-4) ---------------------------------------------------------------
def test_c4_an_auxiliary_stand_takes_wounds_by_the_usual_order_with_its_own_wounds() -> None:
    game = battle(hoplites(command=True))
    # C-4.4: the rear rank's Hoplite is furthest from the Command Stand's file; then the
    # Haspist, alone on that file, takes the rest of the pool up to its own Wounds (C-2).
    steps = game.push(WoundPool("h", 9, morale=False))
    r = game.regiment("h")
    result = ([s.id for s in r.stands if s.destroyed], markers(game, "h")["r2f1"])
    expected = (["r2f0"], 5)
    assert result == expected
    texts = [s.text for s in steps if s.rule.startswith("C-4")]
    assert any(t.startswith("The Minotaur Haspist Stand (auxiliary) at ") and "5 of its 6"
               in t for t in texts)


def test_c4_1_a_wounded_auxiliary_stand_is_finished_before_another_is_touched() -> None:
    game = battle(hoplites(command=True))
    game.push(WoundPool("h", 9, morale=False))
    game.push(WoundPool("h", 2, morale=False))
    r = game.regiment("h")
    result = (r.stand("r2f1").destroyed, markers(game, "h")["r1f2"])
    # 1 finishes the Haspist; the next goes to rank 2's right end, opposite the left
    # end the last Hoplite was lost from (C-4.4).
    expected = (True, 1)
    assert result == expected


# -- Morale (C-11) ------------------------------------------------------------------------
def test_c11_the_best_resolve_among_the_stands_counts_the_auxiliary_while_it_stands() -> None:
    game = battle(hoplites(command=True))
    r = game.regiment("h")
    before = morale.resolve(r)
    game.push(WoundPool("h", 10, morale=False))  # the Hoplite and the Haspist fall
    after = morale.resolve(game.regiment("h"))
    # 8 Stands: +2; then 6 Stands: +1 (C-11 counts the auxiliary as a Stand).
    result = ((before.base, before.size, before.value), (after.base, after.size, after.value))
    expected = ((4, 8, 6), (3, 6, 4))
    assert result == expected


def test_c11_a_broken_regiment_uses_its_lowest_resolve_the_auxiliarys_if_lower() -> None:
    r = Regiment.new(hoplites(auxiliaries=[{**HASPIST, "resolve": 1}]))
    steady = morale.resolve(r)
    r.broken, r.broken_at = True, r.count()
    broken = morale.resolve(r)
    result = ((steady.base, steady.value), (broken.base, broken.value))
    expected = ((3, 5), (1, 1))
    assert result == expected


def test_c12_failed_morale_dice_go_to_the_auxiliary_stand_by_c4() -> None:
    game = battle(hoplites(command=True))
    game.push(WoundPool("h", 5))  # the rear Hoplite falls, the Haspist takes 1
    game.push(MoraleTest("h", (6, 6, 1, 1, 1)))
    result = markers(game, "h")["r2f1"]
    expected = 3
    assert result == expected


# -- healing and restoring (C-7, C-8) ---------------------------------------------------
def test_c7_a_wounded_auxiliary_is_healed_in_its_place_in_the_order() -> None:
    game = battle(hoplites(command=True))
    game.push(WoundPool("h", 7, morale=False))  # Hoplite r2f0 falls, the Haspist takes 3
    steps = game.push(Heal("h", 2))
    result = (markers(game, "h")["r2f1"], alive(game, "h").count("r2f0"))
    expected = (1, 0)
    assert result == expected
    assert any(s.rule == "C-7" and s.text.startswith("The Minotaur Haspist Stand (auxiliary)")
               for s in steps)


def test_c8_a_restored_auxiliary_needs_half_its_own_wounds_and_keeps_its_profile() -> None:
    game = battle(regiment("h", stands=3, files=3, wounds=1, resolve=3, command=False,
                           special_rules=[{"name": "Dauntless"}], auxiliaries=[dict(HASPIST)]))
    game.push(WoundPool("h", 6, morale=False))  # the lone Haspist in the rear rank falls
    r = game.regiment("h")
    assert [s.id for s in r.stands if s.destroyed] == ["r1f1"]
    short = game.push(Heal("h", 2))  # 2 < ceil(6 / 2)
    assert any(s.rule == "C-8" and "not enough to restore the Minotaur Haspist Stand"
               in s.text for s in short)
    game.pop()
    game.push(Heal("h", 4))
    back = game.regiment("h").stand("r1f1")
    result = (back.alive, back.wounds - back.markers, back.auxiliary and back.auxiliary.name)
    expected = (True, 4, "Minotaur Haspist")
    assert result == expected


def test_c8_the_regiments_own_stands_are_restored_from_the_front_home_first() -> None:
    game = battle(regiment("h", stands=3, files=3, wounds=2, resolve=3, command=False,
                           special_rules=[{"name": "Dauntless"}], auxiliaries=[dict(HASPIST)]))
    game.push(WoundPool("h", 8, morale=False))  # the Haspist, then a Hoplite
    gone = [s.id for s in game.regiment("h").stands if s.destroyed]
    game.push(Heal("h", 2))
    r = game.regiment("h")
    restored = [sid for sid in gone if r.stand(sid).alive]
    result = (gone, restored, r.stand("r1f1").destroyed)
    expected = (["r0f0", "r1f1"], ["r0f0"], True)
    assert result == expected


# -- Wounds are neither lost nor made -----------------------------------------------------
@settings(max_examples=60, deadline=None)
@given(
    own=st.integers(1, 8), files=st.integers(1, 4), wounds=st.integers(1, 4),
    aux=st.lists(st.tuples(st.sampled_from(["brute", "monster", "cavalry"]),
                           st.integers(1, 8), st.integers(1, 3)), max_size=2),
    actions=st.lists(st.tuples(st.booleans(), st.integers(0, 12)), min_size=1, max_size=8),
)
def test_a_regiment_with_auxiliaries_loses_and_gains_only_the_wounds_events_say(
        own: int, files: int, wounds: int, aux: list[tuple[str, int, int]],
        actions: list[tuple[bool, int]]) -> None:
    # Dauntless: never Broken nor Shattered (C-27), so nothing but the pools and heals
    # moves a Wound; a destroyed Regiment is left alone.
    game = battle(regiment("h", stands=own, files=files, wounds=wounds, resolve=3,
                           special_rules=[{"name": "Dauntless"}],
                           auxiliaries=[{"name": f"Aux {i}", "kind": k, "wounds": w,
                                         "resolve": 2, "count": n}
                                        for i, (k, w, n) in enumerate(aux)]))
    full = wounds_left(game.regiment("h"))
    for is_pool, n in actions:
        r = game.regiment("h")
        if r.destroyed:
            break
        before = wounds_left(r)
        if is_pool:
            game.push(WoundPool("h", n, morale=False))
            after = wounds_left(game.regiment("h"))
            assert before - after == min(n, before)
        else:
            game.push(Heal("h", n + 1))
            after = wounds_left(game.regiment("h"))
            # C-7, C-8: every Heal Point spent is one Wound back, never past the start.
            assert before <= after <= min(before + n + 1, full)
        assert after <= full


# -- saving, sharing and Muster -----------------------------------------------------------
def played() -> ConquestBattle:
    game = battle(hoplites(command=True, footprint={"width": 45, "depth": 45}),
                  regiment("b", name="Behemoth", kind="monster", stands=1, files=1,
                           wounds=12, resolve=4, player=1))
    game.push(WoundPool("h", 7, morale=False))
    game.push(Heal("h", 1))
    return game


def test_a_battle_with_auxiliaries_saves_and_reopens_the_same() -> None:
    game = played()
    saved = json.loads(json.dumps(game.to_json()))
    again = ConquestBattle.from_json(saved)
    result = (again.to_json(), again.state.to_json())
    expected = (game.to_json(), game.state.to_json())
    assert result == expected
    assert again.regiment("h").stand("r2f1").auxiliary.name == "Minotaur Haspist"


def test_a_battle_with_auxiliaries_round_trips_through_share_links() -> None:
    game = played()
    for kind, data in (("conquest.battle", game.state.to_json()),
                       ("conquest.game", game.to_json())):
        shared = share.decode("#" + share.encode(kind, "Stands", data))
        assert (shared.kind, shared.data) == (kind, data)


def test_save_to_muster_gives_back_the_profile_with_its_auxiliary_and_footprint() -> None:
    profile = MUSTER.from_piece(played(), "h")
    result = {k: profile.data[k] for k in ("stands", "footprint", "auxiliaries", "command")}
    expected = {"stands": 7, "footprint": {"width": 45, "depth": 45},
                "auxiliaries": [HASPIST], "command": True}
    assert result == expected
    shared = share.decode(share.encode("conquest.profile", "Hoplites", profile.data))
    assert RegimentProfile.from_json(shared.data) == profile
    monster = MUSTER.from_piece(played(), "b")
    assert (monster.data["kind"], "footprint" in monster.data) == ("monster", False)


# -- a save from before these Stands keeps opening unchanged ------------------------------
# Made by tests/unit/fixtures/make_stands_save.py with the engine of 03f8ea5: an
# Infantry, a Cavalry and a Brute Regiment (one with a footprint of its own), a pool, a
# Morale Test and a Heal; the state, the step log, a Muster profile and a share link.
OLD = json.loads((Path(__file__).parent / "fixtures" /
                  "conquest-save-before-auxiliaries.json").read_text())


def test_an_old_save_replays_to_the_state_and_steps_it_was_played_with() -> None:
    game = ConquestBattle.from_json(OLD["game"])
    # Its English and data as then; the message ids beside them are new, and so is one
    # wording: a one-rank Regiment's rank is its only rank, no longer "the rear rank".
    log = [said_as_then(s) for entry in game.history() for s in entry[1]]
    result = (game.to_json(), game.state.to_json(), log)
    then = json.loads(json.dumps(OLD["log"]).replace("rank 1 is the rear rank",
                                                     "rank 1 is the only rank"))
    expected = (OLD["game"], OLD["state"], then)
    assert result == expected


def test_an_old_link_and_profile_open_unchanged() -> None:
    shared = share.decode("#" + OLD["link"])
    profile = RegimentProfile.from_json(OLD["profile"])
    result = (ConquestBattle.from_json(shared.data).to_json(), profile.to_json())
    expected = (OLD["game"], OLD["profile"])
    assert result == expected
