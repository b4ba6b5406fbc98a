"""The faction library: a list's answers kept once (profiles under their faction, the
faction's upgrade names) fill the next list of that faction, whatever the spelling of
its names, and ask nothing."""

from __future__ import annotations

from typing import Any

import pytest

from aftermath import lists
from aftermath.errors import InvalidData
from aftermath.muster import Faction, battle_setup, read

REDBEARD = (__import__("pathlib").Path(__file__).parent / "fixtures" / "lists" / "parabellum"
            / "spires-redbeard.txt")
TEXT = """W'adrhŭn warband [2000]

== (Warlord) Chieftain [150]: Blooded, Haspist Auxiliary
 * Braves (4) [200]: Leader, Tribal Totem
 * Hunters (3) [150]: Standard Bearer
"""
AGAIN = """Wadrhun again

== Chieftain [150]
 * BRAVES (6) [260]: Leader, Tribal  Totem
 * hunters (3) [150]
"""
NUMBERS = {"Braves": {"kind": "infantry", "wounds": 4, "resolve": 2},
           "Hunters": {"kind": "cavalry", "wounds": 5, "resolve": 3}}


def first_import() -> dict[str, Any]:
    [force] = lists.read(TEXT)["forces"]
    assert force["faction"] == {"name": "W'adrhŭn warband", "from": "title", "upgrades": []}
    assert [u["name"] for u in force["upgrades"]] == ["Blooded", "Haspist Auxiliary",
                                                      "Tribal Totem"]
    assert force["known"] == 0
    return lists.build(force, {**NUMBERS, "0": {"characters": {"0": {"wounds": 5,
                                                                      "resolve": 4}}}},
                       faction="W’adrhŭn", upgrades={"Tribal Totem": {"as": "nothing"},
                                                     "Blooded": {"as": "rule"}})


def test_an_import_is_kept_under_its_faction_with_its_upgrade_answers() -> None:
    built = first_import()
    assert {p["faction"] for p in built["profiles"]} == {"W’adrhŭn"}
    assert built["faction"] == {"name": "W’adrhŭn", "upgrades": [
        {"name": "Blooded", "as": "rule"}, {"name": "Haspist Auxiliary", "as": "rule"},
        {"name": "Tribal Totem", "as": "nothing"}]}
    braves = built["list"]["entries"][0]["profile"]
    # "nothing": the upgrade is no special rule of the Braves.
    assert "special_rules" not in braves
    assert braves["characters"][0]["special_rules"] == [{"name": "Blooded"},
                                                       {"name": "Haspist Auxiliary"}]
    read("faction", "conquest", built["faction"])
    # The faction is the library's: the battle fields the Regiments as ever.
    from aftermath.muster import ArmyList
    setup = battle_setup(ArmyList.from_json(built["list"]))
    assert all("faction" not in r for r in setup["regiments"])


def test_the_next_list_of_the_faction_asks_nothing_whatever_its_spelling() -> None:
    built = first_import()
    profiles = [e["profile"] for e in built["list"]["entries"]]
    [force] = lists.read(AGAIN, muster={"conquest": profiles},
                         factions={"conquest": [built["faction"]]})["forces"]
    assert force["faction"]["name"] == "W’adrhŭn"
    assert force["faction"]["from"] == "library"
    assert force["upgrades"] == []
    assert force["complete"] and force["known"] == 3  # two Regiments, one Character
    braves = force["pieces"][0]
    assert (braves["values"]["stands"], braves["values"]["wounds"]) == (6, 4)
    assert "special_rules" not in braves["profile"]
    again = lists.build(force, {})
    assert again["faction"]["upgrades"] == built["faction"]["upgrades"]


def test_an_upgrade_answered_as_a_character_joins_its_regiment() -> None:
    [force] = lists.read(TEXT)["forces"]
    built = lists.build(force, {**NUMBERS, "0": {"characters": {"0": {"wounds": 5,
                                                                      "resolve": 4}}}},
                        upgrades={"Tribal Totem": {"as": "character", "wounds": 3,
                                                   "resolve": 2}})
    braves = built["list"]["entries"][0]["profile"]
    assert [(c["name"], c["wounds"]) for c in braves["characters"]] == [
        ("Chieftain", 5), ("Tribal Totem", 3)]


def test_an_auxiliary_answer_is_kept_and_fields_a_stand_of_the_profile_named() -> None:
    [force] = lists.read(TEXT)["forces"]
    built = lists.build(force, {**NUMBERS, "0": {"characters": {"0": {"wounds": 5,
                                                                      "resolve": 4}}}},
                        faction="Wadrhun",
                        upgrades={"Tribal Totem": {"as": "auxiliary", "profile": "Hunters"}})
    assert {"name": "Tribal Totem", "as": "auxiliary", "profile": "Hunters"} in (
        built["faction"]["upgrades"])
    # The Hunters' numbers were answered in the same step: the Braves field one of them.
    braves = built["list"]["entries"][0]["profile"]
    assert braves["auxiliaries"] == [{"name": "Hunters", "kind": "cavalry", "wounds": 5,
                                      "resolve": 3, "count": 1}]
    assert "special_rules" not in braves


@pytest.mark.parametrize(("upgrades", "expected"), [
    ({"x": {"as": "dragon"}}, "payload.upgrades.x.as"),
    ({"x": {"as": "character", "wounds": 0}}, "payload.upgrades.x.wounds"),
    ({"X": {"as": "rule", "rule": "Flurry"}}, "payload.upgrades.X.rule"),
    ({"x": 5}, "payload.upgrades.x"),
])
def test_bad_upgrade_answers_are_refused_naming_them(upgrades: dict[str, Any],
                                                     expected: str) -> None:
    [force] = lists.read(TEXT)["forces"]
    with pytest.raises(InvalidData) as caught:
        lists.build(force, NUMBERS, upgrades=upgrades)
    assert caught.value.field == expected


def test_a_faction_record_is_checked() -> None:
    with pytest.raises(InvalidData) as caught:
        Faction.from_json({"name": "A", "upgrades": [{"name": "B", "as": "rule"},
                                                     {"name": "B", "as": "nothing"}]})
    assert caught.value.field == "faction.upgrades[1].name"


def test_a_regiments_own_rules_typed_once_come_back_with_the_next_list() -> None:
    [force] = lists.read(TEXT)["forces"]
    built = lists.build(force, {**NUMBERS, "Braves": {**NUMBERS["Braves"], "special_rules": [
        {"name": "Shield Wall"}]}, "0": {"characters": {"0": {"wounds": 5, "resolve": 4}}}},
                        faction="Wadrhun")
    braves = built["list"]["entries"][0]["profile"]
    assert braves["special_rules"] == [{"name": "Tribal Totem"}, {"name": "Shield Wall"}]
    profiles = [e["profile"] for e in built["list"]["entries"]]
    [force] = lists.read(AGAIN.replace(", Tribal  Totem", ""),
                         muster={"conquest": profiles},
                         factions={"conquest": [built["faction"]]})["forces"]
    # The upgrade is this list's to give: the Braves here bought none.
    assert force["pieces"][0]["special_rules"] == [{"name": "Shield Wall"}]


def test_a_faction_name_too_long_is_refused_naming_the_faction() -> None:
    [force] = lists.read(TEXT)["forces"]
    with pytest.raises(InvalidData) as caught:
        lists.build(force, NUMBERS, faction="x" * 5000)
    assert caught.value.field == "payload.faction"


def test_a_unit_filled_from_another_factions_profile_says_so() -> None:
    avatara = {"name": "Avatara", "kind": "brute", "stands": 3, "files": 3, "wounds": 7,
               "resolve": 3, "command": False, "characters": [], "faction": "Nords"}
    text = REDBEARD.read_text(encoding="utf-8")
    [force] = lists.read(text, "pasted text", {"conquest": [avatara]})["forces"]
    [piece] = [p for p in force["pieces"] if p["values"]["name"] == "Avatara"][:1]
    result = piece["filled"]["wounds"]
    expected = 'Muster profile "Avatara" (kept under Nords)'
    assert result == expected
