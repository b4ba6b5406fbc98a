"""The backup file: every item checked by the engine; a truncated, foreign,
future or partly bad file is refused as a whole, naming the field and the value."""

from __future__ import annotations

import json
from typing import Any

import pytest

from aftermath import backup, bridge
from aftermath.campaign.roster import Roster
from aftermath.conquest import ConquestBattle, WoundPool
from aftermath.errors import InvalidData
from aftermath.muster import DEFAULTS

Json = dict[str, Any]
NOW = 1_796_056_226_375  # milliseconds since 1970, as the page's Date.now() writes them
STATS = {"AR": 10, "MV": 3, "ST": 10, "RC": 10, "LD": 10, "AC": 10, "CC": 10}


def _battle(ident: str = "g1", wounds: int = 6) -> Json:
    battle = ConquestBattle.new({"regiments": [
        {"id": "maa", "name": "Men-at-Arms", "player": 0, "stands": 6, "files": 3,
         "wounds": 4, "resolve": 2, "command": False}]})
    battle.push(WoundPool("maa", wounds))
    return {"format": "aftermath.battle", "version": 2, "id": ident, "name": "Ford",
            "system": "conquest", "created": NOW - 60_000, "updated": NOW, "rev": 3,
            "game": battle.to_json(), "view": {"anything": "the page's drawing"}}


def _roster() -> Json:
    roster = {"name": "Grey Company", "vp": 0, "models": [
        {"name": "Ada", "kind": "Leader", "value": 40, "characteristics": STATS}]}
    return {"id": "w1", "roster": Roster.from_json(roster, "roster").to_json(), "updated": 5}


def _muster(ident: str = "m1", **change: Any) -> Json:
    return {"format": "aftermath.muster", "version": 1, "id": ident, "kind": "profile",
            "system": "conquest", "data": {**DEFAULTS["conquest"], **change}, "rev": 1,
            "updated": 3}


def _file(**change: Any) -> Json:
    return {"format": "aftermath.backup", "version": 1, "app": "Aftermath",
            "exported": NOW, "battles": [_battle()], "rosters": [_roster()],
            "muster": [_muster(), _muster("m2", name="Bowmen")],
            "settings": {"open_battle": None}, **change}


def _text(value: Any) -> str:
    return json.dumps(value)


def test_a_good_file_gives_every_item_checked_and_normalised() -> None:
    checked = backup.check(_text(_file()))
    assert [(i.kind, i.id, i.name) for i in checked.items] == [
        ("battle", "g1", "Ford"), ("roster", "w1", "Grey Company"),
        ("muster", "m1", "Men-at-Arms"), ("muster", "m2", "Bowmen")]
    battle = checked.items[0].record
    # The history comes back replayed: the Wound Pool can be undone after import.
    game = ConquestBattle.from_json(battle["game"])
    assert len(game.history()) == 1
    game.pop()
    assert battle["view"] is None  # only a drawing: rebuilt by game.open
    assert checked.items[1].record["view"]["name"] == "Grey Company"


def test_the_bridge_answers_backup_check_with_every_item() -> None:
    reply = json.loads(bridge.handle(json.dumps(
        {"id": 1, "type": "backup.check", "payload": {"text": _text(_file())}})))
    assert reply["ok"], reply
    assert [i["kind"] for i in reply["result"]["items"]] == [
        "battle", "roster", "muster", "muster"]


@pytest.mark.parametrize("cut", [1, 10, 200, -1])
def test_a_truncated_file_is_refused_saying_so(cut: int) -> None:
    text = _text(_file())
    with pytest.raises(InvalidData, match="not complete JSON") as err:
        backup.check(text[:cut])
    assert err.value.field == "file"


@pytest.mark.parametrize(("value", "field"), [
    ({"format": "other.app", "version": 1}, "file.format"),
    ({"name": "a roster from another app", "models": []}, "file.format"),
    ([1, 2, 3], "file"),
    ({"format": "aftermath.battle", "version": 2}, "file.format"),
])
def test_a_foreign_file_is_refused_naming_the_field(value: Any, field: str) -> None:
    with pytest.raises(InvalidData) as err:
        backup.check(_text(value))
    assert err.value.field == field
    assert "not an Aftermath backup" in str(err.value) or field == "file"


def test_a_file_from_a_future_version_is_refused_saying_update() -> None:
    with pytest.raises(InvalidData, match="newer version of Aftermath") as err:
        backup.check(_text(_file(version=2)))
    assert err.value.field == "file.version" and err.value.value == 2


@pytest.mark.parametrize("version", [0, True, 1.5, "1", None])
def test_a_version_that_is_not_one_we_wrote_is_refused(version: Any) -> None:
    with pytest.raises(InvalidData) as err:
        backup.check(_text(_file(version=version)))
    assert err.value.field == "file.version"


def test_one_bad_item_among_good_ones_refuses_the_file_naming_it() -> None:
    bad = _file(muster=[_muster(), _muster("m2", wounds=0)])
    with pytest.raises(InvalidData) as err:
        backup.check(_text(bad))
    assert err.value.field == "file.muster[1].data.wounds"
    assert err.value.value == 0
    assert "nothing is imported" in str(err.value)


def test_a_battle_whose_history_does_not_replay_is_refused_naming_it() -> None:
    battle = _battle()
    battle["game"]["events"][0]["wounds"] = -3
    with pytest.raises(InvalidData) as err:
        backup.check(_text(_file(battles=[_battle("g0"), battle])))
    assert err.value.field.startswith("file.battles[1].game")


def test_several_bad_items_are_counted() -> None:
    bad = _file(muster=[_muster(stands=0), _muster("m2", wounds=0)])
    with pytest.raises(InvalidData, match="2 items are bad"):
        backup.check(_text(bad))


def test_an_id_twice_is_refused() -> None:
    with pytest.raises(InvalidData, match="twice"):
        backup.check(_text(_file(muster=[_muster(), _muster()])))


def test_an_unknown_key_is_refused_naming_it() -> None:
    with pytest.raises(InvalidData) as err:
        backup.check(_text(_file(passwords=[])))
    assert "passwords" in str(err.value)


def test_the_caps_hold() -> None:
    with pytest.raises(InvalidData, match="at most 2000 items"):
        backup.check(_text(_file(muster=[_muster(f"m{i}") for i in range(2001)])))
    with pytest.raises(InvalidData, match="larger than the engine reads"):
        backup.check(" " * (backup.MAX_TEXT + 1))
    with pytest.raises(InvalidData, match="not a number JSON allows"):
        backup.check('{"format": "aftermath.backup", "version": NaN}')


@pytest.mark.parametrize("when", [-1, 1.5, True, "2026-11-30", 2**63])
def test_a_time_that_is_not_one_the_page_writes_is_refused(when: Any) -> None:
    with pytest.raises(InvalidData) as err:
        backup.check(_text(_file(exported=when)))
    assert err.value.field == "file.exported"


def test_an_old_version_1_file_keeps_opening() -> None:
    # Written once by this version; kept as text so a later format change cannot move it.
    text = ('{"format":"aftermath.backup","version":1,"battles":[],"rosters":[],'
            '"muster":[{"format":"aftermath.muster","version":1,"id":"m1","kind":"list",'
            '"system":"ninth_age","data":{"system":"ninth_age","name":"Host","player":"Bo",'
            '"entries":[{"profile":{"name":"Trolls","models":10,"files":5,"hp":3,'
            '"characters":[]},"count":2}]},"rev":1,"updated":1}],"settings":{}}')
    [item] = backup.check(text).items
    assert item.record["data"]["entries"][0]["count"] == 2


def test_a_part_of_a_larger_file_names_items_by_their_place_in_the_whole_file() -> None:
    part = {"offsets": {"muster": 40}, "seen": [["muster", "m0"]]}
    bad = _file(battles=[], rosters=[], muster=[_muster("m5"), _muster("m6", wounds=0)])
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "type": "backup.check", "payload": {
        "text": _text(bad), "part": part}})))
    assert reply["error"]["field"] == "file.muster[41].data.wounds"
    # An id an earlier part held is taken.
    again = _file(battles=[], rosters=[], muster=[_muster("m0")])
    with pytest.raises(InvalidData, match="twice"):
        backup.check(_text(again), backup.Part.from_json(part))
    # The item cap counts the earlier parts too.
    with pytest.raises(InvalidData, match="at most 2000 items"):
        backup.check(_text(_file()), backup.Part({"battles": 1999}, frozenset()))


@pytest.mark.parametrize(("part", "field"), [
    ({"offsets": {"passwords": 1}}, "payload.part.offsets.passwords"),
    ({"offsets": {"muster": -1}}, "payload.part.offsets.muster"),
    ({"seen": [["muster"]]}, "payload.part.seen[0]"),
])
def test_a_bad_part_is_refused_naming_the_field(part: Json, field: str) -> None:
    with pytest.raises(InvalidData) as err:
        backup.Part.from_json(part, "payload.part")
    assert err.value.field == field


def test_a_campaign_battles_roster_bookkeeping_is_kept() -> None:
    """What a Confirm wrote to the rosters travels with the battle: without it a restored
    battle's Undo would not put the rosters back."""
    written = ['{"name": "Grey Company"}', '{"name": "Red Company"}']
    battle = {**_battle(), "rosters": ["w1", "w2"], "rostersApplied": True,
              "rostersWritten": written}
    record = backup.check(_text(_file(battles=[battle]))).items[0].record
    assert (record["rostersApplied"], record["rostersWritten"]) == (True, written)
    undone = {**_battle(), "rostersApplied": False, "rostersWritten": None,
              "rostersConfirmed": True}
    record = backup.check(_text(_file(battles=[undone]))).items[0].record
    result = (record["rostersApplied"], record["rostersWritten"], record["rostersConfirmed"])
    expected = (False, None, True)
    assert result == expected
    for key in ("rostersApplied", "rostersConfirmed"):
        with pytest.raises(InvalidData) as err:
            backup.check(_text(_file(battles=[{**_battle(), key: "yes"}])))
        assert err.value.field == f"file.battles[0].{key}"


def test_the_share_link_a_battle_came_from_is_kept() -> None:
    """A battle opened from a link keeps the link's id through a backup, so the restored
    device still opens it (not a twin) when the link is opened again; a record without
    one, from before, still reads."""
    battle = {**_battle(), "fromLink": "l0123456789abcdef0123456789abcdef"}
    record = backup.check(_text(_file(battles=[battle]))).items[0].record
    assert record["fromLink"] == "l0123456789abcdef0123456789abcdef"
    assert "fromLink" not in backup.check(_text(_file())).items[0].record
    with pytest.raises(InvalidData) as err:
        backup.check(_text(_file(battles=[{**_battle(), "fromLink": 7}])))
    assert err.value.field == "file.battles[0].fromLink"
