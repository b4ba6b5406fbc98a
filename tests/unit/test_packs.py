"""Profile packs: a faction's profiles as a small versioned file, link and QR code. A
pack round-trips through its file and its link; importing one adds, updates only what
is newer and the player did not edit, and says what it did; a hostile pack is refused
whole with an error naming the field and the value, and plans nothing."""

from __future__ import annotations

import copy
import hashlib
import json
from typing import Any

import pytest

from aftermath import backup, bridge, packs, share
from aftermath.errors import InvalidData
from aftermath.muster import ArmyList

MAA = {"name": "Men-at-Arms", "kind": "infantry", "stands": 6, "files": 3, "wounds": 4,
       "resolve": 2, "command": False, "characters": []}
KNIGHTS = {"name": "Household Knights", "kind": "cavalry", "stands": 4, "files": 2,
           "wounds": 4, "resolve": 3, "command": True,
           "characters": [{"id": "marshal", "name": "Marshal", "wounds": 3, "resolve": 4}]}
TROLLS = {"name": "Trolls", "models": 10, "files": 5, "hp": 3, "characters": []}
SOURCE = "Typed by the test suite; numbers made up"


def pack_json(revision: int = 1, profiles: list[dict[str, Any]] | None = None,
              **over: Any) -> dict[str, Any]:
    return {"format": "aftermath-pack", "version": 1, "system": "conquest",
            "faction": "Hundred Kingdoms", "name": "Core", "revision": revision,
            "source": SOURCE, "profiles": [MAA, KNIGHTS] if profiles is None else profiles,
            **over}


def call(type: str, payload: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(bridge.handle(json.dumps(
        {"id": 1, "type": type, "payload": payload})))
    return reply


def kept(ident: str, data: dict[str, Any], revision: int | None = None, edited: bool = False,
         rev: int = 1) -> packs.Kept:
    origin = None if revision is None else {"faction": "Hundred Kingdoms", "name": "Core",
                                             "revision": revision, "edited": edited}
    return packs.kept({"id": ident, "rev": rev, "data": data,
                       **({} if origin is None else {"from_pack": origin})}, "conquest", "s")


# -- round trip ----------------------------------------------------------------------------
def test_a_pack_round_trips_through_its_file() -> None:
    pack = packs.from_json(pack_json())
    text = packs.dumps(pack)
    again = packs.read(text)
    assert again == pack
    assert again.to_json() == pack_json()
    assert packs.filename(pack) == "aftermath-pack-hundred-kingdoms-core-r1.json"


def test_a_pack_round_trips_through_its_link() -> None:
    pack = packs.from_json(pack_json())
    fragment = share.encode("conquest.pack", "Core", pack.to_json())
    shared = share.decode(fragment)
    assert (shared.kind, shared.data) == ("conquest.pack", pack.to_json())
    assert packs.offer(pack) == "Add 2 profiles of Hundred Kingdoms"


def test_the_bridge_makes_and_reads_a_pack_and_says_its_offer() -> None:
    made = call("pack.make", {"system": "conquest", "faction": "Hundred Kingdoms",
                              "name": "Core", "revision": 1, "source": SOURCE,
                              "profiles": [MAA, KNIGHTS]})
    assert made["ok"], made
    assert made["result"]["filename"].endswith("-r1.json")
    read = call("pack.read", {"text": made["result"]["text"]})
    assert read["ok"], read
    assert read["result"]["pack"] == pack_json()
    assert read["result"]["offer"] == "Add 2 profiles of Hundred Kingdoms"


def test_a_link_to_a_pack_opens_as_the_offer_to_add_its_profiles() -> None:
    reply = call("engine.systems", {})
    assert reply["result"]["links"]["conquest.pack"] == {"as": "pack", "system": "conquest"}
    assert reply["result"]["links"]["ninth_age.pack"] == {"as": "pack", "system": "ninth_age"}


def test_a_small_pack_is_one_scannable_code_and_a_large_one_is_split_into_parts() -> None:
    small = call("pack.share", {"pack": pack_json(), "prefix": "https://example.org/#"})
    assert small["ok"], small
    [part] = small["result"]["parts"]
    assert part["version"] <= 25 and part["profiles"] == 2
    # Names that deflate as little as real ones do: no two alike for long.
    many = [{**MAA, "name": hashlib.sha256(str(n).encode()).hexdigest()[:40],
             "wounds": 1 + n % 7, "stands": 1 + n % 9} for n in range(40)]
    large = call("pack.share", {"pack": pack_json(profiles=many), "prefix": "https://example.org/#"})
    assert large["ok"], large
    parts = large["result"]["parts"]
    assert len(parts) > 1 and all(p["version"] <= 25 for p in parts)
    assert sum(p["profiles"] for p in parts) == 40
    assert parts[0]["name"] == f"Core (part 1 of {len(parts)})"
    # Each part is a pack of its own: its link opens and plans alone.
    first = share.decode(parts[0]["fragment"])
    assert packs.from_json(first.data).revision == 1


# -- merge rules -----------------------------------------------------------------------------
def test_a_profile_the_player_does_not_have_is_added_with_where_it_came_from() -> None:
    plan = packs.plan(packs.from_json(pack_json()), [])
    assert plan["counts"]["added"] == 2
    assert [w["id"] for w in plan["writes"]] == [None, None]
    assert plan["writes"][0]["from_pack"] == {"faction": "Hundred Kingdoms", "name": "Core",
                                              "revision": 1, "edited": False}
    assert plan["headline"] == "Hundred Kingdoms: Core revision 1: 2 added."


def test_a_newer_pack_updates_the_profiles_it_brought_before() -> None:
    stronger = {**MAA, "wounds": 5}
    plan = packs.plan(packs.from_json(pack_json(2, [stronger, KNIGHTS])),
                      [kept("m1", MAA, 1), kept("m2", KNIGHTS, 1)])
    assert plan["counts"] == {"added": 0, "updated": 1, "kept": 0, "unchanged": 1, "older": 0}
    assert [(w["id"], w["data"]["wounds"], w["from_pack"]["revision"])
            for w in plan["writes"]] == [("m1", 5, 2), ("m2", 4, 2)]
    assert "Men-at-Arms: updated from revision 1 to 2." in [s["text"] for s in plan["said"]]


def test_the_players_edit_wins_over_a_newer_pack() -> None:
    mine = {**MAA, "wounds": 6}
    plan = packs.plan(packs.from_json(pack_json(2, [{**MAA, "wounds": 5}])),
                      [kept("m1", mine, 1, edited=True)])
    assert plan["writes"] == []
    assert plan["counts"]["kept"] == 1
    assert plan["said"][0]["text"].startswith("Men-at-Arms: kept your edit")


def test_a_profile_the_player_made_of_the_same_name_is_kept_not_doubled() -> None:
    plan = packs.plan(packs.from_json(pack_json()), [kept("m1", {**MAA, "wounds": 6})])
    assert [w["data"]["name"] for w in plan["writes"]] == ["Household Knights"]
    assert plan["counts"]["kept"] == 1


def test_an_older_pack_changes_nothing_and_says_so() -> None:
    plan = packs.plan(packs.from_json(pack_json(1, [MAA])), [kept("m1", {**MAA, "wounds": 5}, 3)])
    assert plan["writes"] == []
    assert plan["counts"]["older"] == 1
    assert plan["headline"] == ("Hundred Kingdoms: Core revision 1 is older than the revision 3 "
                                "you have: nothing was changed.")


def test_the_same_pack_twice_adds_nothing_the_second_time() -> None:
    plan = packs.plan(packs.from_json(pack_json()), [kept("m1", MAA, 1), kept("m2", KNIGHTS, 1)])
    assert plan["writes"] == [] and plan["counts"]["unchanged"] == 2


def test_the_plan_request_reads_the_players_profiles_strictly() -> None:
    reply = call("pack.plan", {"pack": pack_json(), "stored": [
        {"id": "m1", "rev": 1, "data": {**MAA, "wounds": 0}}]})
    assert not reply["ok"]
    assert reply["error"]["field"] == "payload.stored[0].data.wounds"


# -- hostile packs ---------------------------------------------------------------------------
HOSTILE = [
    ("too large", lambda: " " * (packs.MAX_TEXT + 1), "pack", "too large for a profile pack"),
    ("too deep", lambda: "[" * 9 + "]" * 9, "pack", "nested more than 8 levels"),
    ("not json", lambda: '{"format": "aftermath-pack",', "pack",
     "is not the text of a profile pack (it is not JSON from line 1, column 29)"),
    ("an army list pasted", lambda: "Men-at-Arms 150pts\n  Stands: 4", "pack",
     "an army list goes in “Import a list”"),
    ("not finite", lambda: json.dumps(pack_json()).replace('"revision": 1', '"revision": 1e400'),
     "pack.revision", "too large to be kept"),
    ("not a pack", lambda: json.dumps({"format": "aftermath.backup"}), "pack.format",
     "this is not a profile pack"),
    ("newer version", lambda: json.dumps(pack_json(version=2)), "pack.version",
     "newer Aftermath"),
    ("wrong system", lambda: json.dumps(pack_json(system="campaign")), "pack.system",
     "must be one of conquest, ninth_age"),
    ("ninth age profile in a conquest pack", lambda: json.dumps(pack_json(profiles=[TROLLS])),
     "pack.profiles[0]", ""),
    ("bad profile", lambda: json.dumps(pack_json(profiles=[MAA, {**KNIGHTS, "wounds": 0}])),
     "pack.profiles[1].wounds", "at least 1"),
    ("duplicate names", lambda: json.dumps(pack_json(profiles=[MAA, KNIGHTS, MAA])),
     "pack.profiles[2].name", "is the name of profiles[0] too"),
    ("names alike but for case", lambda: json.dumps(pack_json(profiles=[
        MAA, {**KNIGHTS, "name": "MEN-AT-ARMS"}])), "pack.profiles[1].name",
     "is the name of profiles[0] too"),
    ("names alike but for accents and spaces", lambda: json.dumps(pack_json(profiles=[
        {**MAA, "name": "Stryx"}, {**KNIGHTS, "name": "Strÿx "}])), "pack.profiles[1].name",
     "is the name of profiles[0] too"),
    ("a name of marks only", lambda: json.dumps(pack_json(profiles=[{**MAA, "name": "'''"}])),
     "pack.profiles[0].name", "must hold a letter or a digit"),
    ("no source", lambda: json.dumps(pack_json(source=" ")), "pack.source",
     "where the numbers came from"),
    ("rule text smuggled in", lambda: json.dumps(pack_json(rules="Each Stand ...")), "pack",
     "rules"),
    ("too many profiles", lambda: json.dumps(pack_json(profiles=[
        {**MAA, "name": f"M{n}"} for n in range(packs.MAX_PROFILES + 1)])), "pack.profiles",
     "at most 120"),
    ("no profiles", lambda: json.dumps(pack_json(profiles=[])), "pack.profiles", "at least one"),
    ("revision zero", lambda: json.dumps(pack_json(0)), "pack.revision", "at least 1"),
]


@pytest.mark.parametrize(("text", "field", "words"), [h[1:] for h in HOSTILE],
                         ids=[h[0] for h in HOSTILE])
def test_a_hostile_pack_is_refused_whole_naming_the_field(text: Any, field: str,
                                                         words: str) -> None:
    with pytest.raises(InvalidData) as err:
        packs.read(text())
    assert err.value.field.startswith(field), str(err.value)
    assert words in str(err.value)
    # Through the bridge too: an error, and no pack, so the page has nothing to write.
    reply = call("pack.read", {"text": text()})
    assert not reply["ok"] and "result" not in reply
    assert reply["error"]["type"] == "invalid_data"


def test_a_link_carrying_a_hostile_pack_does_not_open() -> None:
    bad = pack_json(profiles=[MAA, MAA])
    with pytest.raises(InvalidData):
        share.encode("conquest.pack", "Core", bad)
    with pytest.raises(InvalidData, match="must be 'ninth_age'"):
        share.encode("ninth_age.pack", "Core", pack_json())


# -- lists follow their profiles ---------------------------------------------------------------
def test_a_list_entry_names_the_profile_it_follows_and_round_trips() -> None:
    army = ArmyList.from_json({"system": "conquest", "name": "Vanguard", "player": "Ann",
                               "entries": [{"profile": MAA, "count": 2, "ref": "m0a1b2c3d4e5f"}]})
    assert army.entries[0].ref == "m0a1b2c3d4e5f"
    assert army.to_json()["entries"][0]["ref"] == "m0a1b2c3d4e5f"
    with pytest.raises(InvalidData, match=r"list.entries\[0\].ref"):
        ArmyList.from_json({"system": "conquest", "name": "V", "entries": [
            {"profile": MAA, "count": 1, "ref": "no spaces"}]})


def test_a_list_saved_before_entries_had_a_ref_keeps_opening_as_it_was() -> None:
    old = {"system": "conquest", "name": "Vanguard", "player": "Ann",
           "entries": [{"profile": MAA, "count": 2}]}
    assert ArmyList.from_json(copy.deepcopy(old)).to_json() == old


def test_a_backup_keeps_where_a_profile_came_from_and_opens_version_1_records() -> None:
    origin = {"faction": "Hundred Kingdoms", "name": "Core", "revision": 2, "edited": True}
    v2 = {"format": "aftermath.muster", "version": 2, "id": "m1", "kind": "profile",
          "system": "conquest", "data": MAA, "from_pack": origin}
    v1 = {"format": "aftermath.muster", "version": 1, "id": "m2", "kind": "list",
          "system": "conquest", "data": {"system": "conquest", "name": "V", "player": "",
                                         "entries": [{"profile": MAA, "count": 1}]}}
    file = {"format": "aftermath.backup", "version": 1, "exported": 0, "battles": [],
            "rosters": [], "muster": [v2, v1], "settings": {}}
    items = backup.check(json.dumps(file)).items
    assert items[0].record["from_pack"] == origin
    assert items[1].record["data"]["entries"] == [{"profile": MAA, "count": 1}]
