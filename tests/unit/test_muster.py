"""Muster: Regiment and Unit profiles and army lists. Validation names the
field and the value; lists round-trip through JSON and links under the caps; a list
makes a setup that ConquestBattle.new / NinthAgeBattle.new accept."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aftermath import bridge, share
from aftermath.conquest import ConquestBattle, WoundPool
from aftermath.conquest.examples import EXAMPLES
from aftermath.conquest.profile import RegimentProfile
from aftermath.errors import InvalidData
from aftermath.muster import (
    DEFAULTS,
    MAX_COUNT,
    MAX_ENTRIES,
    ArmyList,
    battle_setup,
    default_profile,
)
from aftermath.ninth_age import HealthPointLosses, NinthAgeBattle
from aftermath.ninth_age.profile import UnitProfile
from aftermath.share import BadLink, TooBig

from .test_share import pack

MAA = {"name": "Men-at-Arms", "kind": "infantry", "stands": 6, "files": 3, "wounds": 4,
       "resolve": 2, "command": False, "characters": []}
KNIGHTS = {"name": "Household Knights", "kind": "cavalry", "stands": 4, "files": 2,
           "wounds": 4, "resolve": 3, "command": True,
           "characters": [{"id": "marshal", "name": "Marshal", "wounds": 3, "resolve": 4}]}
TROLLS = {"name": "Trolls", "models": 10, "files": 5, "hp": 3, "characters": []}


def conquest_list(name: str = "Hundred Kingdoms", player: str = "Ann",
                  entries: list[tuple[dict[str, Any], int]] | None = None) -> dict[str, Any]:
    lines = entries if entries is not None else [(MAA, 2), (KNIGHTS, 1)]
    return {"system": "conquest", "name": name, "player": player,
            "entries": [{"profile": p, "count": n} for p, n in lines]}


def ask(kind: str, payload: dict[str, Any]) -> Any:
    return json.loads(bridge.handle(json.dumps({"id": 1, "type": kind, "payload": payload})))


# -- profiles ----------------------------------------------------------------------------
def test_new_profiles_start_from_the_rule_texts_worked_examples_never_wounds_1() -> None:
    maa = default_profile("conquest").to_json()
    ch5 = next(e for e in EXAMPLES if e["id"] == "ch5-men-at-arms")["setup"]["regiments"][0]
    # C-4: the Chapter 5 Men-at-Arms, 6 Stands of Wounds 4.
    assert {k: maa[k] for k in ("name", "stands", "files", "wounds", "resolve")} == {
        k: ch5[k] for k in ("name", "stands", "files", "wounds", "resolve")}
    assert maa["wounds"] == 4
    trolls = default_profile("ninth_age").to_json()
    assert (trolls["name"], trolls["models"], trolls["hp"]) == ("Trolls", 10, 3)  # N-2
    assert ask("muster.defaults", {"system": "conquest"})["result"]["profile"] == maa


@pytest.mark.parametrize(("change", "field", "value"), [
    ({"wounds": 0}, "profile.wounds", "0"),
    ({"stands": 61}, "profile.stands", "61"),
    ({"files": "3"}, "profile.files", "'3'"),
    ({"kind": "dragon"}, "profile.kind", "'dragon'"),
    ({"name": ""}, "profile.name", "''"),
    ({"command": "r9f9"}, "profile.command", "'r9f9'"),
    ({"colour": "red"}, "profile.colour", "red"),
    ({"characters": [{"id": "m", "name": "M", "wounds": 0, "resolve": 4}]},
     "profile.characters[0].wounds", "0"),
])
def test_a_bad_regiment_profile_names_the_field_and_value(
        change: dict[str, Any], field: str, value: str) -> None:
    with pytest.raises(InvalidData) as err:
        RegimentProfile.from_json({**MAA, **change})
    assert err.value.to_json()["field"] == field
    assert value in str(err.value)


def test_a_profile_states_every_number() -> None:
    bare = {k: v for k, v in MAA.items() if k != "wounds"}
    with pytest.raises(InvalidData, match=r"profile\.wounds: is required"):
        RegimentProfile.from_json(bare)
    with pytest.raises(InvalidData, match=r"profile\.hp: is required"):
        UnitProfile.from_json({k: v for k, v in TROLLS.items() if k != "hp"})


@pytest.mark.parametrize(("change", "field"), [
    ({"hp": 0}, "profile.hp"), ({"models": 0}, "profile.models"),
    ({"files": True}, "profile.files"), ({"player": 0}, "profile.player"),
])
def test_a_bad_unit_profile_names_the_field(change: dict[str, Any], field: str) -> None:
    with pytest.raises(InvalidData) as err:
        UnitProfile.from_json({**TROLLS, **change})
    assert err.value.to_json()["field"] == field


def test_profiles_round_trip_through_json_and_links() -> None:
    for kind, cls, data in (("conquest.profile", RegimentProfile, KNIGHTS),
                            ("ninth_age.profile", UnitProfile, TROLLS)):
        profile = cls.from_json(data)
        assert cls.from_json(json.loads(json.dumps(profile.to_json()))) == profile
        shared = share.decode(share.encode(kind, data["name"], data))
        assert (shared.kind, shared.data) == (kind, profile.to_json())


# -- army lists --------------------------------------------------------------------------
def test_a_list_round_trips_through_json_and_a_link() -> None:
    army = ArmyList.from_json(conquest_list())
    assert ArmyList.from_json(json.loads(json.dumps(army.to_json()))) == army
    shared = share.decode(share.encode("conquest.list", "Hundred Kingdoms", army.to_json()))
    assert shared.title == "Conquest army list"
    assert ArmyList.from_json(shared.data) == army
    reply = ask("share.decode", {"fragment": share.encode("conquest.list", "x", army.to_json())})
    assert reply["ok"] and reply["result"]["data"] == army.to_json()


def test_a_bad_list_names_the_field_and_value() -> None:
    bad = conquest_list(entries=[(MAA, 1), ({**MAA, "resolve": 21}, 1)])
    with pytest.raises(InvalidData, match=r"list\.entries\[1\]\.profile\.resolve.*21"):
        ArmyList.from_json(bad)
    with pytest.raises(InvalidData, match=r"list\.entries\[0\]\.count.*0"):
        ArmyList.from_json(conquest_list(entries=[(MAA, 0)]))
    with pytest.raises(InvalidData, match=r"list\.system.*'chess'"):
        ArmyList.from_json({**conquest_list(), "system": "chess"})
    reply = ask("muster.validate", {"kind": "list", "system": "conquest", "data": bad})
    assert reply["error"]["field"] == "data.entries[1].profile.resolve"


def test_a_link_of_the_wrong_system_is_a_bad_link() -> None:
    ninth = {"system": "ninth_age", "name": "Trolls", "player": "Bo",
             "entries": [{"profile": TROLLS, "count": 1}]}
    link = share.encode("ninth_age.list", "x", ninth)
    body = share.decode(link)
    assert body.kind == "ninth_age.list"
    with pytest.raises(InvalidData, match=r"data\.system"):
        share.encode("conquest.list", "x", ninth)


def test_the_caps_hold() -> None:
    with pytest.raises(InvalidData, match=rf"list\.entries\[0\]\.count.*at most {MAX_COUNT}"):
        ArmyList.from_json(conquest_list(entries=[(MAA, MAX_COUNT + 1)]))
    with pytest.raises(InvalidData, match=rf"list\.entries: must .*at most {MAX_ENTRIES}"):
        ArmyList.from_json(conquest_list(entries=[(MAA, 1)] * (MAX_ENTRIES + 1)))
    with pytest.raises(InvalidData, match="a battle holds at most 40 regiments"):
        ArmyList.from_json(conquest_list(entries=[(MAA, 20), (MAA, 20), (MAA, 1)]))
    # The largest list there can be still fits a link, and decode checks it the same way.
    huge = {**MAA, "stands": 60, "files": 20, "name": "N" * 60}
    biggest = conquest_list(name="L" * 80, player="P" * 40, entries=[(huge, 1)] * MAX_ENTRIES)
    link = share.encode("conquest.list", "L" * 80, biggest)
    assert len(link) <= share.MAX_LINK
    assert share.decode(link).data == ArmyList.from_json(biggest).to_json()


def test_an_oversized_list_is_refused_by_encode_and_decode_alike() -> None:
    with pytest.raises(InvalidData):
        share.encode("conquest.list", "x", conquest_list(entries=[(MAA, 1)] * 41))
    forged = {"kind": "conquest.list", "name": "x",
              "data": conquest_list(entries=[(MAA, 1)] * 41)}
    with pytest.raises(BadLink, match=r"data\.entries"):
        share.decode(pack(forged))
    assert TooBig.kind == "too_big"


# -- lists make battles ------------------------------------------------------------------
def test_the_same_list_for_both_players_names_no_two_regiments_alike() -> None:
    ann = ArmyList.from_json(conquest_list())
    setup = battle_setup(ann, ann)
    names = [r["name"] for r in setup["regiments"]]
    assert len(set(names)) == len(names) == 6
    # Both players named Ann: the sides are P1 and P2, as alike first names tell nothing.
    assert names == ["Men-at-Arms (P1)", "Men-at-Arms 2 (P1)", "Household Knights (P1)",
                     "Men-at-Arms (P2)", "Men-at-Arms 2 (P2)", "Household Knights (P2)"]


def test_two_lists_make_a_conquest_battle_the_engine_accepts() -> None:
    ann = ArmyList.from_json(conquest_list())
    bo = ArmyList.from_json(conquest_list(name="Spires", player="Bo", entries=[(MAA, 3)]))
    setup = battle_setup(ann, bo)
    assert setup["players"] == ["Ann", "Bo"]
    names = [(r["player"], r["name"]) for r in setup["regiments"]]
    # A name both sides field carries its player's name on each side, numbered within
    # the side: the screens, the log and the Undo label never name two alike, and say
    # whose it is as the players do.
    assert names == [(0, "Men-at-Arms (Ann)"), (0, "Men-at-Arms 2 (Ann)"),
                     (0, "Household Knights"),
                     (1, "Men-at-Arms (Bo)"), (1, "Men-at-Arms 2 (Bo)"),
                     (1, "Men-at-Arms 3 (Bo)")]
    ids = [r["id"] for r in setup["regiments"]]
    assert len(set(ids)) == len(ids)
    battle = ConquestBattle.new(setup)
    battle.push(WoundPool(ids[0], 6))   # C-4: the Ch5 pool of 6 on a fresh Men-at-Arms
    assert battle.regiment(ids[0]).pending_morale == 6
    knights = battle.regiment(ids[2])
    assert [c.name for c in knights.characters] == ["Marshal"]
    assert any(s.command for s in knights.stands)


def test_two_lists_make_a_ninth_age_battle_the_engine_accepts() -> None:
    ann = ArmyList.from_json({"system": "ninth_age", "name": "Trolls", "player": "",
                              "entries": [{"profile": TROLLS, "count": 2}]})
    reply = ask("muster.to_setup", {"lists": [ann.to_json(), ann.to_json()]})["result"]
    assert reply["system"] == "ninth_age"
    setup = reply["setup"]
    assert setup["players"] == ["Player 1", "Player 2"]
    battle = NinthAgeBattle.new(setup)
    first = setup["units"][0]["id"]
    battle.push(HealthPointLosses(first, "rank_and_file", 7))   # N-2: the Trolls example
    assert battle.unit(first).lost_hp == 1


def test_lists_of_different_systems_do_not_make_a_battle() -> None:
    ninth = {"system": "ninth_age", "name": "T", "player": "",
             "entries": [{"profile": TROLLS, "count": 1}]}
    reply = ask("muster.to_setup", {"lists": [conquest_list(), ninth]})
    assert reply["error"]["field"] == "lists[1].system"


@given(st.lists(st.tuples(st.sampled_from(["Men-at-Arms", "Men at Arms", "Ünïcode", "!!", "x"]),
                          st.integers(1, 4)), min_size=1, max_size=8),
       st.lists(st.tuples(st.sampled_from(["Men-at-Arms", "x", "Men-at-Arms 2"]),
                          st.integers(1, 4)), min_size=1, max_size=8))
def test_ids_are_unique_and_counts_expanded(left: list[tuple[str, int]],
                                            right: list[tuple[str, int]]) -> None:
    one = ArmyList.from_json(conquest_list(entries=[({**MAA, "name": n}, c) for n, c in left]))
    two = ArmyList.from_json(conquest_list(entries=[({**MAA, "name": n}, c) for n, c in right]))
    total = sum(c for _, c in left) + sum(c for _, c in right)
    if total > 40:
        with pytest.raises(InvalidData, match="at most 40 regiments"):
            battle_setup(one, two)
        return
    setup = battle_setup(one, two)
    ids = [r["id"] for r in setup["regiments"]]
    assert len(ids) == total == len(set(ids))
    assert [r["player"] for r in setup["regiments"]] == (
        [0] * sum(c for _, c in left) + [1] * sum(c for _, c in right))
    ConquestBattle.new(copy.deepcopy(setup))


def test_defaults_are_valid_profiles() -> None:
    for system, data in DEFAULTS.items():
        reply = ask("muster.validate", {"kind": "profile", "system": system, "data": data})
        assert reply["ok"] and reply["result"]["data"] == data


@pytest.mark.parametrize("profile", [
    MAA, KNIGHTS, {**MAA, "name": "Flank Guard", "command": "r0f0"},
    {**KNIGHTS, "name": "Odd", "stands": 5, "files": 3, "command": False}])
def test_save_to_muster_from_a_battle_gives_the_profile_it_was_fielded_as(
        profile: dict[str, Any]) -> None:
    setup = battle_setup(ArmyList.from_json(conquest_list(entries=[(profile, 1)])))
    assert ask("game.new", {"system": "conquest", "game_id": "g", "setup": setup})["ok"]
    rid = setup["regiments"][0]["id"]
    # Losses since do not change the profile: it is the Regiment as the battle began.
    assert ask("game.push", {"game_id": "g", "event": {
        "kind": "wound_pool", "regiment": rid, "wounds": 5, "morale": False}})["ok"]
    reply = ask("muster.from_battle", {"game_id": "g", "piece": rid})
    assert reply["ok"], reply
    expected = RegimentProfile.from_json(profile).to_json()
    assert reply["result"] == {"system": "conquest", "kind": "profile", "data": expected}


def test_save_to_muster_from_a_ninth_age_battle_keeps_models_and_champions() -> None:
    trolls = {**TROLLS, "characters": [
        {"id": "c1", "name": "Troll Champion", "kind": "champion", "hp": 3}]}
    army = ArmyList.from_json({"system": "ninth_age", "name": "Host", "player": "Bo",
                               "entries": [{"profile": trolls, "count": 1}]})
    setup = battle_setup(army)
    assert ask("game.new", {"system": "ninth_age", "game_id": "n", "setup": setup})["ok"]
    reply = ask("muster.from_battle", {"game_id": "n", "piece": "trolls"})
    assert reply["result"]["data"] == UnitProfile.from_json(trolls).to_json()


def test_save_to_muster_of_a_piece_not_in_the_battle_names_it() -> None:
    setup = battle_setup(ArmyList.from_json(conquest_list()))
    ask("game.new", {"system": "conquest", "game_id": "g2", "setup": setup})
    reply = ask("muster.from_battle", {"game_id": "g2", "piece": "nobody"})
    assert reply["error"]["field"] == "payload.piece"
    assert "nobody" in reply["error"]["message"]


def test_a_name_already_carrying_the_sides_name_is_not_decorated_twice() -> None:
    """A profile saved from an earlier battle keeps its "(Ben)": when it clashes again it
    is numbered, not given "(Ben)" a second time."""
    clones = {**MAA, "name": "Bound Clones"}
    ann = ArmyList.from_json(conquest_list(player="Ann", entries=[(clones, 1)]))
    ben = ArmyList.from_json(conquest_list(player="Ben", entries=[
        (clones, 1), ({**clones, "name": "Bound Clones (Ben)"}, 1)]))
    result = [r["name"] for r in battle_setup(ann, ben)["regiments"]]
    expected = ["Bound Clones (Ann)", "Bound Clones (Ben)", "Bound Clones (Ben) 2"]
    assert result == expected


@pytest.mark.parametrize("length", [14, 15, 16, 40, 59, 60])
def test_a_long_name_is_cut_before_its_sides_name_never_through_it(length: int) -> None:
    """A name the battle decorates fits one overview row (22 characters): the name is
    cut, marked "…", never the number or " (Ben)", and two names never come out alike."""
    long = {**MAA, "name": "T" * length}
    ann = ArmyList.from_json(conquest_list(player="Ann", entries=[(long, 2)]))
    ben = ArmyList.from_json(conquest_list(player="Ben", entries=[(long, 2)]))
    names = [r["name"] for r in battle_setup(ann, ben)["regiments"]]
    assert names[2] == ("T" * length if length <= 16 else "T" * 15 + "…") + " (Ben)"
    assert names[3].endswith(" 2 (Ben)")
    assert len(set(names)) == 4
    assert all(len(n) <= 22 and n == n.strip() for n in names)


def test_raiders_in_both_lists_say_whose_they_are() -> None:
    """Ana's Raiders and Ben's: each side's copies carry the player's first name, matched
    whatever the spelling ("Raiders" and "raiders"), numbered within the side; a name
    only one side fields stays as the list wrote it."""
    raiders = {**MAA, "name": "Raiders"}
    ana = ArmyList.from_json(conquest_list(player="Ana Lopes", entries=[(raiders, 1), (MAA, 1)]))
    ben = ArmyList.from_json(conquest_list(player="Ben", entries=[
        ({**raiders, "name": "raiders"}, 2)]))
    names = [r["name"] for r in battle_setup(ana, ben)["regiments"]]
    assert names == ["Raiders (Ana)", "Men-at-Arms", "raiders (Ben)", "raiders 2 (Ben)"]


def test_raiders_of_unnamed_players_say_p1_and_p2() -> None:
    raiders = {**MAA, "name": "Raiders"}
    one = ArmyList.from_json(conquest_list(player="", entries=[(raiders, 1)]))
    names = [r["name"] for r in battle_setup(one, one)["regiments"]]
    assert names == ["Raiders (P1)", "Raiders (P2)"]


def test_a_saved_battle_keeps_the_names_it_was_made_with() -> None:
    """Names live in the battle: a battle made when the second side alone was marked
    opens with its names as they were."""
    ann = ArmyList.from_json(conquest_list(player="Ann", entries=[(MAA, 1)]))
    setup = battle_setup(ann, ann)
    setup["regiments"][0]["name"] = "Men-at-Arms"
    setup["regiments"][1]["name"] = "Men-at-Arms (Player 2)"
    battle = ConquestBattle.new(setup)
    again = ConquestBattle.from_json(json.loads(json.dumps(battle.to_json())))
    assert [r.name for r in again.state.regiments] == ["Men-at-Arms", "Men-at-Arms (Player 2)"]
