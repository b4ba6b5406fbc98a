"""Saved data (a backup file, a share link) made before names were checked keeps
opening: every character a name may not hold is shown as U+FFFD, visible and never
silently removed, and a blank Regiment name reads as "(no name)", as a device's own save
opens. New input (a list file's names, tags and special rules) is refused at read,
naming the line, by the same one definition of what a name may not hold."""

from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aftermath import backup, lists, share
from aftermath import data as d
from aftermath.conquest import ConquestBattle
from aftermath.errors import InvalidData
from aftermath.muster import DEFAULTS

Json = dict[str, Any]
REGIMENT = {"id": "a", "name": "A", "player": 0, "stands": 3, "files": 3, "wounds": 4,
            "resolve": 3}
# Each a name an older Aftermath took, with the character shown as U+FFFD.
OLD_NAMES = ["Men\x07at", "Men\u202eat", "Men\u200bat", "Men\x00at", "Men\ufffeat",
             "Men\ud800at", "Men\u2061at", "Men\u2028at"]


def _backup(battle_name: str = "Ford", profile_name: str = "Men-at-Arms",
            regiment_name: str = "A") -> str:
    battle = {"format": "aftermath.battle", "version": 2, "id": "g1", "name": battle_name,
              "system": "conquest",
              "game": ConquestBattle.new({"regiments": [REGIMENT]}).to_json()}
    battle["game"]["start"]["regiments"][0]["name"] = regiment_name
    profile = {"format": "aftermath.muster", "version": 1, "id": "m1", "kind": "profile",
               "system": "conquest", "data": {**DEFAULTS["conquest"], "name": profile_name}}
    return json.dumps({"format": "aftermath.backup", "version": 1, "battles": [battle],
                       "muster": [profile]})


def _link(body: Any) -> str:
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = c.compress(json.dumps(body).encode()) + c.flush()
    return "v1." + base64.urlsafe_b64encode(packed).decode().rstrip("=")


# -- an old backup opens, each such character shown as U+FFFD ----------------------------
@pytest.mark.parametrize("name", OLD_NAMES)
def test_an_old_backup_whose_battle_name_holds_a_refused_character_opens_with_it_shown(
        name: str) -> None:
    checked = backup.check(_backup(battle_name=f"Battle {name}"))
    result = [checked.items[0].name, checked.items[0].record["name"]]
    expected = ["Battle Men\ufffdat"] * 2
    assert result == expected


@pytest.mark.parametrize("name", OLD_NAMES)
def test_an_old_backup_whose_muster_profile_name_holds_a_refused_character_opens(
        name: str) -> None:
    checked = backup.check(_backup(profile_name=name))
    result = [checked.items[1].name, checked.items[1].record["data"]["name"]]
    expected = ["Men\ufffdat"] * 2
    assert result == expected


def test_an_old_backup_with_such_characters_everywhere_opens_in_one_piece() -> None:
    checked = backup.check(_backup("B\u202e", "P\x07", "R\u200b"))
    result = [checked.items[0].name, checked.items[1].name,
              checked.items[0].record["game"]["start"]["regiments"][0]["name"]]
    expected = ["B\ufffd", "P\ufffd", "R\ufffd"]
    assert result == expected


# -- an old link opens, read as saved data -----------------------------------------------
@pytest.mark.parametrize("name", OLD_NAMES)
def test_an_old_link_whose_name_holds_a_refused_character_opens_with_it_shown(
        name: str) -> None:
    shared = share.decode(_link({"kind": "conquest.regiment", "name": name,
                                 "data": REGIMENT}))
    result = shared.name
    expected = "Men\ufffdat"
    assert result == expected


@pytest.mark.parametrize("name", OLD_NAMES)
def test_an_old_regiment_link_whose_regiment_name_holds_one_opens_with_it_shown(
        name: str) -> None:
    shared = share.decode(_link({"kind": "conquest.regiment", "name": "x",
                                 "data": {**REGIMENT, "name": name}}))
    result = shared.data["name"]
    expected = "Men\ufffdat"
    assert result == expected


@pytest.mark.parametrize("blank", ["", "   "])
def test_an_old_regiment_link_with_a_blank_name_opens_as_no_name(blank: str) -> None:
    shared = share.decode(_link({"kind": "conquest.regiment", "name": "x",
                                 "data": {**REGIMENT, "name": blank}}))
    result = shared.data["name"]
    expected = d.UNNAMED
    assert result == expected


@pytest.mark.parametrize("blank", ["", "   "])
def test_an_old_battle_link_with_a_blank_regiment_name_opens_as_no_name(blank: str) -> None:
    state = ConquestBattle.new({"regiments": [REGIMENT]}).state.to_json()
    state["regiments"][0]["name"] = blank
    shared = share.decode(_link({"kind": "conquest.battle", "name": "x", "data": state}))
    result = shared.data["regiments"][0]["name"]
    expected = d.UNNAMED
    assert result == expected


def test_a_link_opened_as_saved_data_is_shared_again_as_it_shows() -> None:
    shared = share.decode(_link({"kind": "conquest.regiment", "name": "N\u202e",
                                 "data": {**REGIMENT, "name": ""}}))
    again = share.decode(share.encode(shared.kind, shared.name, shared.data))
    result = (again.name, again.data["name"])
    expected = ("N\ufffd", d.UNNAMED)
    assert result == expected


def test_a_new_link_with_such_a_name_is_still_refused_at_encode() -> None:
    with pytest.raises(InvalidData) as err:
        share.encode("conquest.regiment", "x", {**REGIMENT, "name": "Men\u202eat"})
    result = err.value.field
    expected = "data.name"
    assert result == expected


# -- one definition: what is mended is exactly what a name may not hold ------------------
@given(st.text(alphabet=st.characters(codec=None), max_size=40))
def test_mended_text_is_always_a_name_and_changes_only_what_a_name_may_not_hold(
        text: str) -> None:
    mended = d.mend_saved_text(text)
    result = (d.first_refused(mended), len(mended),
              all(m == t or (m == "\ufffd" and d.first_refused(t) is not None)
                  for m, t in zip(mended, text, strict=True)))
    expected = (None, len(text), True)
    assert result == expected


def test_a_million_characters_are_checked_and_mended_whole() -> None:
    long = "\u200b" * 1_000_000
    result = (d.first_refused("a" * 999_999 + "\u2061"), d.mend_saved_text(long) == (
        "\ufffd" * 1_000_000))
    expected = (999_999, True)
    assert result == expected


# -- a list file's names are checked at read, naming the line ----------------------------
PARA_BELLUM = """Hellenic Expedition [1500/1500]

== (Warlord) Aristarch [150]: Aristia, Initiative
 * Hoplites (7) [315]: Dorilates, Leader
== Polemarch [110]
 * Agema (3) [170]: Leader
"""
# What each file's place says, with the character shown as U+FFFD.
BAD_LIST_TEXT = {
    "title": (("Hellenic Expedition", "Hellenic\u202e Expedition"),
              'force "Hellenic\ufffd Expedition": has a title holding U+202E RIGHT-TO-LEFT '
              "OVERRIDE (character 9)"),
    "regiment": (("* Agema", "* Ag\u200bema"),
                 'text line 6 > Regiment "Ag\ufffdema": has a name holding U+200B ZERO WIDTH '
                 "SPACE (character 3)"),
    "character": (("== Polemarch", "== Pole\u202emarch"),
                  'text line 5 > Character "Pole\ufffdmarch": has a name holding U+202E '
                  "RIGHT-TO-LEFT OVERRIDE (character 5)"),
    "noncharacter": (("* Agema", "* Agema\ufdd0"),
                     'text line 6 > Regiment "Agema\ufffd": has a name holding U+FDD0 '
                     "(character 6)"),
    "upgrade kept as a special rule": (("Dorilates", "Dori\u2066lates"),
                                       'text line 4 > Regiment "Hoplites": has a special '
                                       "rule holding U+2066 LEFT-TO-RIGHT ISOLATE (character 5)"),
    "character's upgrade": (("Initiative", "Init\u200fiative"),
                            'text line 3 > Character "Aristarch": has a special rule holding '
                            "U+200F RIGHT-TO-LEFT MARK (character 5)"),
    "tag": (("(Warlord)", "(\u202eT)"),
            'text line 3 > Character "Aristarch": has a tag or note holding U+202E '
            "RIGHT-TO-LEFT OVERRIDE (character 1)"),
}


@pytest.mark.parametrize("what", BAD_LIST_TEXT)
def test_a_list_file_name_tag_or_rule_holding_an_invisible_character_is_refused_at_read(
        what: str) -> None:
    (old, new), said = BAD_LIST_TEXT[what]
    with pytest.raises(lists.ListFileError) as err:
        lists.read(PARA_BELLUM.replace(old, new, 1), "army.txt")
    result = str(err.value).split(": names hold")[0]
    expected = said
    assert result == expected


def test_the_list_file_without_such_characters_reads() -> None:
    result = lists.read(PARA_BELLUM, "army.txt")["forces"][0]["name"]
    expected = "Hellenic Expedition"
    assert result == expected


FIXTURES = Path(__file__).parent / "fixtures" / "lists"
NINTH_AGE = (FIXTURES / "ninth-age-ogre-khans.ros").read_text()
HUNDRED_KINGDOMS = (FIXTURES / "conquest-hundred-kingdoms.ros").read_text()
# BattleScribe files: what each place says, the character (an XML reference) as U+FFFD.
BAD_ROS = {
    "ninth age rule": (NINTH_AGE, 'name="Fearless"', 'name="Fear&#x202e;less"',
                       'force "Ogre Khans" > selection "Bruisers": has a special rule '
                       "holding U+202E RIGHT-TO-LEFT OVERRIDE (character 5)"),
    "ninth age champion": (NINTH_AGE, 'name="Champion"', 'name="Champion&#x202e;"',
                           'force "Ogre Khans" > selection "Bruisers" > Champion\ufffd: has '
                           "a name holding U+202E RIGHT-TO-LEFT OVERRIDE (character 9)"),
    "ninth age unit": (NINTH_AGE, 'name="Bruisers"', 'name="Brui&#x200b;sers"',
                       'force "Ogre Khans" > selection "Brui\ufffdsers": has a name holding '
                       "U+200B ZERO WIDTH SPACE (character 5)"),
    "ninth age title": (NINTH_AGE, "name=\"Khan's Host\"", 'name="Khan&#x2066;s Host"',
                        'force "Khan\ufffds Host": has a title holding U+2066 LEFT-TO-RIGHT '
                        "ISOLATE (character 5)"),
    "conquest regiment": (HUNDRED_KINGDOMS, 'name="Militia" entryId',
                          'name="Mili&#x2061;tia" entryId',
                          'force "Hundred Kingdoms" > selection "Mili\ufffdtia": has a name '
                          "holding U+2061 FUNCTION APPLICATION (character 5)"),
    "conquest title": (HUNDRED_KINGDOMS, 'name="Vanguard of the Crown"',
                       'name="Vanguard&#xad;of the Crown"',
                       'force "Vanguard\ufffdof the Crown": has a title holding U+00AD SOFT '
                       "HYPHEN (character 9)"),
}


@pytest.mark.parametrize("what", BAD_ROS)
def test_a_battlescribe_name_title_or_rule_holding_an_invisible_character_is_refused_at_read(
        what: str) -> None:
    text, old, new, said = BAD_ROS[what]
    with pytest.raises(lists.ListFileError) as err:
        lists.read(text.replace(old, new, 1), "army.ros")
    result = str(err.value).split(": names hold")[0]
    expected = said
    assert result == expected
