"""Army list import: the fixture rosters (written for these tests following the
BattleScribe roster schema and New Recruit's export shape) and a Para Bellum text
export become Muster army lists; every number each produces is asserted."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from aftermath import lists
from aftermath.conquest.profile import RegimentProfile
from aftermath.errors import InvalidData
from aftermath.muster import ArmyList, battle_setup

FIXTURES = Path(__file__).parent / "fixtures" / "lists"


def read(name: str, **kw: Any) -> dict[str, Any]:
    return lists.read((FIXTURES / name).read_bytes(), name, **kw)


def values(force: dict[str, Any]) -> list[dict[str, Any]]:
    return [p["values"] for p in force["pieces"]]


# -- Conquest .ros ---------------------------------------------------------------------
def test_conquest_ros_regiments_with_additional_stands_command_and_characters() -> None:
    result = read("conquest-hundred-kingdoms.ros")
    assert (result["format"], result["system"]) == ("BattleScribe .ros", "conquest")
    # Both Warband forces of Hundred Kingdoms make one army, named as the roster.
    [force] = result["forces"]
    assert (force["name"], force["edition"], force["revision"]) == (
        "Vanguard of the Crown", "first", 5)
    expected = [
        {"name": "Men-at-Arms", "kind": "infantry", "stands": 6, "files": 3, "wounds": 4,
         "resolve": 2, "command": True},
        {"name": "Household Knights", "kind": "cavalry", "stands": 3, "files": 2, "wounds": 4,
         "resolve": 3, "command": True},
        {"name": "Militia", "kind": "infantry", "stands": 4, "files": 3, "wounds": 4,
         "resolve": 1, "command": False},
    ]
    result_profiles = [{k: v for k, v in p["profile"].items()
                        if k not in ("characters", "special_rules")} for p in force["pieces"]]
    assert result_profiles == expected
    men = force["pieces"][0]
    # 3 Stands of the profile and 3 Additional Stands.
    assert men["stands"] == {"base": 3, "additional": 3}
    assert [p["profile"]["characters"] for p in force["pieces"]] == [
        [{"id": "noble-lord", "name": "Noble Lord", "wounds": 5, "resolve": 4,
          "special_rules": [{"name": "Fearless"}]}],
        [],
        [{"id": "chapter-mage", "name": "Chapter Mage", "wounds": 3, "resolve": 2}],
    ]
    assert all(p["missing"] == [] for p in force["pieces"]) and force["complete"]


def test_first_edition_w_per_model_is_worked_out_with_the_reason_and_the_other_reading() -> None:
    men = read("conquest-hundred-kingdoms.ros")["forces"][0]["pieces"][0]
    result = men["wounds"]
    expected = {"per": "model", "reason": "1 per model x 4 models", "per_model": 4,
                "per_stand": 1,
                "reasons": {"model": "1 per model x 4 models", "stand": "W is per Stand"}}
    assert result == expected
    # One model on a Stand: W is the Stand's Wounds either way, no choice to offer.
    assert "wounds" not in read("conquest-hundred-kingdoms.ros")["forces"][0]["pieces"][1]


def test_special_rules_are_canonicalised_or_kept_as_text() -> None:
    force = read("conquest-hundred-kingdoms.ros")["forces"][0]
    result = [p["special_rules"] for p in force["pieces"]]
    expected = [
        [{"name": "Shield Wall"}, {"name": "Indomitable", "x": 1}],
        [{"name": "Brutal Impact 2"}, {"name": "Terrifying", "x": 1}],
        [{"name": "Phalanx"}],
    ]
    assert result == expected
    assert force["pieces"][0]["characters"][0]["special_rules"] == [{"name": "Fearless"}]
    # Kept on the Muster profiles (C-20), the Character's own on the Character.
    assert [p["profile"].get("special_rules") for p in force["pieces"]] == expected


def test_a_known_rule_without_its_x_is_not_kept_and_says_so() -> None:
    text = (FIXTURES / "conquest-hundred-kingdoms.ros").read_text().replace(
        'name="Indomitable (1)"', 'name="Indomitable"').replace(
        'name="Terrifying 1"', 'name="Terrifying 9"')
    force = lists.read(text, "x.ros")["forces"][0]
    men, knights = force["pieces"][0], force["pieces"][1]
    assert men["special_rules"] == [{"name": "Shield Wall"}]
    assert "Indomitable: the file gives no value X; not kept, add it in Muster" in men["notes"]
    assert knights["special_rules"] == [{"name": "Brutal Impact 2"}]
    assert "Terrifying 9: X must be 1 to 6; not kept, add it in Muster" in knights["notes"]


def test_the_imported_list_makes_a_battle() -> None:
    army = ArmyList.from_json(read("conquest-hundred-kingdoms.ros")["forces"][0]["list"])
    setup = battle_setup(army)
    result = [(r["name"], r["stands"], r["wounds"], r["command"]) for r in setup["regiments"]]
    expected = [("Men-at-Arms", 6, 4, True), ("Household Knights", 3, 4, True),
                ("Militia", 4, 4, False)]
    assert result == expected


def test_rosz_holds_the_same_roster() -> None:
    zipped = read("conquest-hundred-kingdoms.rosz")
    plain = read("conquest-hundred-kingdoms.ros")
    assert zipped["format"] == "BattleScribe .rosz"
    assert zipped["forces"] == plain["forces"]


# -- New Recruit .json -----------------------------------------------------------------
def test_new_recruit_json_regiments() -> None:
    result = read("conquest-spires.json")
    assert result["format"] == "New Recruit .json"
    [force] = result["forces"]
    assert force["name"] == "Spires Test List"
    assert [p["profile"] for p in force["pieces"]] == [
        {"name": "Force-Grown Drones", "kind": "infantry", "stands": 5, "files": 3,
         "wounds": 4, "resolve": 1, "command": True,
         "characters": [{"id": "high-clone-executor", "name": "High Clone Executor",
                         "wounds": 4, "resolve": 3,
                         "special_rules": [{"name": "Biotic Renewal"}]}],
         "special_rules": [{"name": "Oblivious"}, {"name": "Regeneration", "x": 2}]},
        {"name": "Brute Drones", "kind": "brute", "stands": 3, "files": 2, "wounds": 4,
         "resolve": 2, "command": False, "characters": [],
         "special_rules": [{"name": "Decay", "x": 1}, {"name": "Dauntless"}]},
    ]
    assert force["pieces"][0]["stands"] == {"base": 3, "additional": 2}
    assert [p["special_rules"] for p in force["pieces"]] == [
        [{"name": "Oblivious"}, {"name": "Regeneration", "x": 2}],
        [{"name": "Decay", "x": 1}, {"name": "Dauntless"}],
    ]
    assert force["pieces"][0]["characters"][0]["special_rules"] == [{"name": "Biotic Renewal"}]


# -- The Ninth Age ---------------------------------------------------------------------
def test_ninth_age_units_with_a_champion_and_a_character() -> None:
    result = read("ninth-age-ogre-khans.ros")
    assert result["system"] == "ninth_age"
    [force] = result["forces"]
    assert force["name"] == "Khan's Host"
    assert [p["profile"] for p in force["pieces"]] == [
        {"name": "Great Khan", "models": 1, "files": 1, "hp": 5, "characters": []},
        # 6 Bruisers, one of them the Champion: 5 rank and file and the Champion.
        {"name": "Bruisers", "models": 5, "files": 5, "hp": 3,
         "characters": [{"id": "champion", "name": "Champion", "kind": "champion", "hp": 3}],
         "special_rules": [{"name": "Fearless"}]},
        {"name": "Hunting Pack", "models": 4, "files": 4, "hp": 1, "characters": []},
    ]
    assert [p["character"] for p in force["pieces"]] == [True, False, False]
    assert force["pieces"][1]["special_rules"] == [{"name": "Fearless"}]
    assert force["complete"]


# -- Para Bellum text ------------------------------------------------------------------
def test_para_bellum_text_stands_command_and_what_is_missing() -> None:
    [force] = read("conquest-parabellum.txt")["forces"]
    assert force["name"] == "Hellenic Expedition"
    result = [(v["name"], v["stands"], v["command"]) for v in values(force)]
    expected = [("Hoplites", 7, True), ("Phalangites", 4, True), ("Hoplites", 4, False),
                ("Agema", 3, True), ("Minotaur Thyreans", 3, False), ("Inspired Talos", 1, False)]
    assert result == expected
    assert [[c["name"] for c in p["characters"]] for p in force["pieces"]] == [
        ["Aristarch"], [], ["Polemarch"], [], ["Selinoi"], []]
    with_character = ["kind", "wounds", "resolve", "characters[0].wounds",
                      "characters[0].resolve"]
    assert [p["missing"] for p in force["pieces"]] == [
        with_character, ["kind", "wounds", "resolve"], with_character,
        ["kind", "wounds", "resolve"], with_character, ["kind", "wounds", "resolve"]]
    assert force["missing"] == 24 and not force["complete"] and force["list"] is None


ANSWERS = {
    "Hoplites": {"kind": "infantry", "wounds": 4, "resolve": 3},
    "Phalangites": {"kind": "infantry", "wounds": 4, "resolve": 2},
    "Agema": {"kind": "infantry", "wounds": 5, "resolve": 4},
    "Minotaur Thyreans": {"kind": "brute", "wounds": 6, "resolve": 3},
    "Inspired Talos": {"kind": "brute", "wounds": 8, "resolve": 4},
    "0": {"characters": {"0": {"wounds": 5, "resolve": 4}}},
    "2": {"characters": {"0": {"wounds": 4, "resolve": 3}}},
    "4": {"characters": {"0": {"wounds": 4, "resolve": 3}}},
}


def test_answers_asked_once_per_name_make_the_list_and_the_profiles_to_keep() -> None:
    [force] = read("conquest-parabellum.txt")["forces"]
    result = lists.build(force, ANSWERS)
    army = ArmyList.from_json(result["list"])
    assert [(e.profile.name, e.profile.data["stands"], e.profile.data["files"],
             e.profile.data["wounds"], e.profile.data["resolve"], e.count)
            for e in army.entries] == [
        ("Hoplites", 7, 3, 4, 3, 1), ("Phalangites", 4, 3, 4, 2, 1), ("Hoplites", 4, 3, 4, 3, 1),
        ("Agema", 3, 3, 5, 4, 1), ("Minotaur Thyreans", 3, 2, 6, 3, 1),
        ("Inspired Talos", 1, 1, 8, 4, 1)]
    # Every profile answered, each alike one once: the two Hoplites differ in Stands and
    # Character, so both are kept (the next import finds Polemarch too).
    assert [(p["name"], p["stands"]) for p in result["profiles"]] == [
        ("Hoplites", 7), ("Phalangites", 4), ("Hoplites", 4), ("Agema", 3),
        ("Minotaur Thyreans", 3), ("Inspired Talos", 1)]
    assert force["pieces"][0]["values"] == {"name": "Hoplites", "stands": 7, "command": True}


def test_a_second_import_fills_everything_from_muster_and_says_so() -> None:
    [force] = read("conquest-parabellum.txt")["forces"]
    kept = lists.build(force, ANSWERS)["profiles"]
    again = read("conquest-parabellum.txt", muster={"conquest": kept})["forces"][0]
    assert again["complete"]
    first = again["pieces"][0]
    assert first["filled"] == {"kind": 'Muster profile "Hoplites"',
                               "wounds": 'Muster profile "Hoplites"',
                               "resolve": 'Muster profile "Hoplites"',
                               "files": 'Muster profile "Hoplites"'}
    assert first["characters"][0]["filled"] == {"wounds": 'Muster profile "Hoplites"',
                                                "resolve": 'Muster profile "Hoplites"'}
    # The file's own Stands win over the kept profile's (the 4-Stand Hoplites stay 4).
    assert [p["profile"]["stands"] for p in again["pieces"]] == [7, 4, 4, 3, 3, 1]


def test_w_is_per_stand_in_one_answer() -> None:
    force = read("conquest-hundred-kingdoms.ros")["forces"][0]
    result = lists.build(force, {"0": {"wounds_per": "stand"}})
    men = result["force"]["pieces"][0]
    assert (men["profile"]["wounds"], men["wounds"]["per"], men["wounds"]["reason"]) == (
        1, "stand", "W is per Stand")
    back = lists.build(result["force"], {"0": {"wounds_per": "model"}})
    assert back["force"]["pieces"][0]["profile"]["wounds"] == 4


def test_a_second_edition_roster_reads_w_per_stand_first() -> None:
    text = (FIXTURES / "conquest-hundred-kingdoms.ros").read_text().replace(
        'gameSystemName="Conquest: Last Argument of Kings"',
        'gameSystemName="Conquest: Last Argument of Kings 2nd Edition"')
    force = lists.read(text, "second.ros")["forces"][0]
    men = force["pieces"][0]
    assert (force["edition"], men["profile"]["wounds"], men["wounds"]["per"]) == (
        "second", 1, "stand")


def test_build_refuses_what_is_still_missing_and_bad_answers() -> None:
    [force] = read("conquest-parabellum.txt")["forces"]
    with pytest.raises(InvalidData, match="Hoplites still lacks kind, wounds, resolve"):
        lists.build(force, {})
    with pytest.raises(InvalidData, match=r"answers.3.wounds: Agema: must be at least 1, got 0"):
        lists.build(force, {**ANSWERS, "Agema": {"kind": "infantry", "wounds": 0, "resolve": 1}})
    with pytest.raises(InvalidData, match="must be one of infantry, cavalry, brute"):
        lists.build(force, {**ANSWERS, "Agema": {"kind": "dragon", "wounds": 1, "resolve": 1}})
    with pytest.raises(InvalidData, match="must be a piece's index or the name of one"):
        lists.build(force, {"Nobody": {"wounds": 1}})
    with pytest.raises(InvalidData, match="unknown key"):
        lists.build(force, {"0": {"hp": 1}})
    with pytest.raises(InvalidData, match="has one reading only"):
        lists.build(read("conquest-hundred-kingdoms.ros")["forces"][0],
                    {"1": {"wounds_per": "stand"}})


def test_build_changes_nothing_it_was_given() -> None:
    [force] = read("conquest-parabellum.txt")["forces"]
    before = copy.deepcopy(force)
    lists.build(force, ANSWERS)
    assert force == before


def test_muster_profiles_given_are_checked() -> None:
    with pytest.raises(InvalidData, match=r"muster.conquest\[0\].wounds"):
        read("conquest-parabellum.txt",
             muster={"conquest": [{**RegimentProfile.from_json(
                 {"name": "Hoplites", "stands": 4, "files": 2, "wounds": 4,
                  "resolve": 2}).to_json(), "wounds": 0}]})


# -- upgrades, the Regiment a Character joins, the field still missing -----------------
MILITIA_UPGRADES = """</profiles>
          <selections>
            <selection id="aa01-0203" name="Iron Discipline" number="1" type="upgrade">
              <rules><rule id="aa01-r203" name="Oblivious" hidden="false"/></rules>
            </selection>
            <selection id="aa01-0204" name="Veteran Sergeant" number="1" type="upgrade"/>
          </selections>"""


def test_roster_upgrades_are_kept_as_special_rules_known_ones_by_their_c20_name() -> None:
    text = (FIXTURES / "conquest-hundred-kingdoms.ros").read_text()
    at = text.index("</profiles>", text.index('name="Militia"'))
    text = text[:at] + MILITIA_UPGRADES + text[at + len("</profiles>"):]
    force = lists.read(text, "upgrades.ros")["forces"][0]
    militia = force["pieces"][2]
    result = militia["special_rules"]
    expected = [{"name": "Phalanx"}, {"name": "Iron Discipline"}, {"name": "Oblivious"},
                {"name": "Veteran Sergeant"}]
    assert result == expected
    assert militia["profile"]["special_rules"] == expected
    # Additional Stands and the Leader are Stands and a Command Stand, not rules.
    assert force["pieces"][0]["special_rules"] == [{"name": "Shield Wall"},
                                                   {"name": "Indomitable", "x": 1}]
    [entry] = [e for e in force["list"]["entries"] if e["profile"]["name"] == "Militia"]
    assert entry["profile"]["special_rules"] == expected


def test_para_bellum_upgrades_are_kept_on_the_regiment_and_the_character() -> None:
    [force] = read("conquest-parabellum.txt")["forces"]
    hoplites = force["pieces"][0]
    assert (hoplites["special_rules"], hoplites["values"]["command"]) == (
        [{"name": "Dorilates"}], True)
    assert hoplites["characters"][0]["special_rules"] == [{"name": "Aristia"},
                                                          {"name": "Initiative"}]
    assert force["pieces"][4]["characters"][0]["special_rules"] == [{"name": "Trophy"}]
    assert [p["special_rules"] for p in force["pieces"][1:4]] == [[], [], []]
    made = lists.build(force, ANSWERS)["list"]["entries"][0]["profile"]
    assert made["special_rules"] == [{"name": "Dorilates"}]
    assert made["characters"][0]["special_rules"] == [{"name": "Aristia"},
                                                      {"name": "Initiative"}]


def test_a_character_joins_the_regiment_the_player_chooses() -> None:
    [force] = read("conquest-parabellum.txt")["forces"]
    result = lists.build(force, ANSWERS, joins={"0.0": 3, "4.0": 4})
    chars = [[c["name"] for c in p["characters"]] for p in result["force"]["pieces"]]
    expected = [[], [], ["Polemarch"], ["Aristarch"], ["Selinoi"], []]
    assert chars == expected
    # The Character's numbers were answered where the preview showed it (index 0).
    agema = result["force"]["pieces"][3]["profile"]
    assert agema["characters"] == [{"id": "aristarch", "name": "Aristarch", "wounds": 5,
                                    "resolve": 4, "special_rules": [{"name": "Aristia"},
                                                                    {"name": "Initiative"}]}]
    assert "Aristarch joins this Regiment" in result["force"]["pieces"][3]["notes"]
    assert not any(n.startswith("Aristarch") for n in result["force"]["pieces"][0]["notes"])
    assert "Agema" in [p["name"] for p in result["profiles"]]


def test_the_regiment_a_character_joins_is_checked() -> None:
    [force] = read("conquest-parabellum.txt")["forces"]
    for joins, match in [({"1.0": 0}, r"joins.1.0: must name a Character"),
                         ({"0.0": 6}, r"joins.0.0: must be a Regiment's index, 0 to 5"),
                         ({"0.0": True}, r"must be a Regiment's index"),
                         ({"x": 0}, r"must name a Character"),
                         ([1], r"joins: must be an object")]:
        with pytest.raises(InvalidData, match=match):
            lists.build(force, ANSWERS, joins=joins)
    one = copy.deepcopy(force)
    one["pieces"][0]["characters"] *= 7
    with pytest.raises(InvalidData, match="Hoplites holds at most 6 Characters"):
        lists.build(one, {}, joins={"0.0": 0})
    unit = read("ninth-age-ogre-khans.ros")["forces"][0]
    with pytest.raises(InvalidData, match="only a Conquest Character joins a Regiment"):
        lists.build(unit, {}, joins={"0.0": 1})


def test_build_names_the_first_field_still_missing_and_the_regiment() -> None:
    [force] = read("conquest-parabellum.txt")["forces"]
    with pytest.raises(InvalidData) as caught:
        lists.build(force, {})
    assert (caught.value.field, caught.value.value) == ("payload.answers.0.kind", "Hoplites")
    answers = {**ANSWERS, "2": {"characters": {"0": {"wounds": 4}}}}
    with pytest.raises(InvalidData) as caught:
        lists.build(force, answers)
    assert (caught.value.field, caught.value.value) == (
        "payload.answers.2.characters.0.resolve", "Hoplites")


def test_a_text_with_no_title_line_has_no_name_and_its_list_is_imported_list() -> None:
    [force] = lists.read("== Lord [100]\n * Guard (3) [90]\n")["forces"]
    assert force["name"] == ""
    answers = {"Guard": {"kind": "infantry", "wounds": 4, "resolve": 2},
               "0": {"characters": {"0": {"wounds": 5, "resolve": 3}}}}
    assert lists.build(force, answers)["list"]["name"] == "Imported list"
