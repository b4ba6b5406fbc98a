"""Hostile list files: each is refused with a message naming what and where (or, for a
name holding markup, kept as plain text), and nothing is read past the caps."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest

from aftermath import lists
from aftermath.lists.source import MAX_FILE

FIXTURES = Path(__file__).parent / "fixtures" / "lists"
ROS = (FIXTURES / "conquest-hundred-kingdoms.ros").read_text()


def refused(raw: bytes | str, filename: str) -> str:
    with pytest.raises(lists.ListFileError) as caught:
        lists.read(raw, filename)
    return str(caught.value)


def zipped(*members: tuple[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, body in members:
            archive.writestr(name, body)
    return out.getvalue()


BILLION_LAUGHS = """<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<roster name="&lol3;" gameSystemName="Conquest"/>"""

EXTERNAL = """<?xml version="1.0"?>
<!DOCTYPE roster [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<roster name="&secret;" gameSystemName="Conquest"/>"""


def test_billion_laughs_is_refused_unread() -> None:
    result = refused(BILLION_LAUGHS, "lol.ros")
    assert result == ("file 'lol.ros': declares a DTD or entities, which a roster never needs; "
                      "refused unread (DTDForbidden)")


def test_an_external_entity_is_refused_unread() -> None:
    result = refused(EXTERNAL.encode(), "secret.ros")
    assert "refused unread" in result and "passwd" not in result


def test_a_zip_bomb_is_refused_by_its_ratio() -> None:
    bomb = zipped(("bomb.ros", b"<roster>" + b" " * (MAX_FILE - 20) + b"</roster>"))
    result = refused(bomb, "bomb.rosz")
    assert "times its size; at most 100 (a zip bomb?)" in result


def test_a_zip_unpacking_past_4_mib_is_refused() -> None:
    big = zipped(("big.ros", b"x" * (MAX_FILE + 1)))
    assert f"unpacks to {MAX_FILE + 1:,} bytes; at most {MAX_FILE:,}" in refused(big, "big.rosz")


def test_a_zip_with_two_members_is_refused() -> None:
    two = zipped(("a.ros", ROS.encode()), ("b.ros", ROS.encode()))
    assert refused(two, "two.rosz") == ("file 'two.rosz': holds 2 files; a .rosz holds exactly "
                                        "one roster")


@pytest.mark.parametrize("name", ["rosters/army.ros", "../army.ros", "C:army.ros"])
def test_a_zip_member_with_a_path_is_refused(name: str) -> None:
    result = refused(zipped((name, ROS.encode())), "path.rosz")
    assert f"holds {name!r}, a path; a .rosz holds one plain file name" in result


def test_a_5_mib_file_is_refused_before_it_is_read() -> None:
    result = refused(b"<" + b"x" * (5 * 1024 * 1024), "huge.ros")
    assert result == ("file 'huge.ros': is 5,242,881 bytes; a list file is at most 4,194,304 "
                      "bytes (4 MiB)")


def test_a_roster_of_another_game_is_refused() -> None:
    other = ROS.replace("Conquest: Last Argument of Kings", "Warhammer 40,000 10th Edition")
    result = refused(other, "40k.ros")
    assert result == ('file \'40k.ros\' > roster: is a roster of "Warhammer 40,000 10th Edition"; '
                      "this app reads Conquest and The Ninth Age rosters")


def test_a_bad_characteristic_names_force_selection_and_characteristic() -> None:
    bad = ROS.replace('typeId="9c64-457b-c1a1-bc22">1<', 'typeId="9c64-457b-c1a1-bc22">x<', 1)
    result = refused(bad, "bad.ros")
    expected = ('force "Hundred Kingdoms" > selection "Men-at-Arms" > characteristic W: '
                '"x" is not a number')
    assert result == expected


def test_a_name_holding_markup_is_kept_as_text() -> None:
    markup = "<img src=x onerror=alert(1)>"
    escaped = "&lt;img src=x onerror=alert(1)&gt;"
    text = ROS.replace('name="Militia" entryId', f'name="{escaped}" entryId')
    force = lists.read(text, "markup.ros")["forces"][0]
    result = force["pieces"][2]["values"]["name"]
    assert result == markup
    assert force["list"]["entries"][2]["profile"]["name"] == markup


def test_names_get_the_checks_typed_names_get() -> None:
    long = ROS.replace('name="Militia" entryId', f'name="{"M" * 61}" entryId')
    assert "has a name of 61 characters; at most 60" in refused(long, "long.ros")
    blank = ROS.replace('name="Militia" entryId', 'name="  " entryId')
    assert "has a blank name" in refused(blank, "blank.ros")
    surrogate = json.loads((FIXTURES / "conquest-spires.json").read_text())
    surrogate["roster"]["forces"][0]["selections"][1]["name"] = "\ud800"
    assert "lone surrogate" in refused(json.dumps(surrogate), "s.json")


def test_text_that_is_not_a_roster_is_refused() -> None:
    assert "is XML whose top element is <html>" in refused("<html></html>", "page.ros")
    assert "is not well-formed XML" in refused("<roster>", "cut.ros")
    assert 'is JSON without a "roster"' in refused('{"a": 1}', "x.json")
    assert "is not a roster" in refused("hello there", "pasted text")
    assert "is JSON nested 100000 levels deep; at most 64" in refused("[" * 100_000, "deep.json")
    assert "is not valid JSON" in refused("[1,", "cut.json")
    assert "is not UTF-8 text" in refused(b"\xff\xfe== A\n * B (3)", "bad.txt")


def test_a_force_of_more_than_60_regiments_is_refused() -> None:
    lines = ["== Lord [100]"] + [f" * Regiment {n} (3)" for n in range(61)]
    result = refused("\n".join(lines), "pasted text")
    assert result == ('force "Imported list": holds 61 Regiments or Units; at most 60')


def test_para_bellum_lines_it_cannot_read_are_skipped_with_their_number_and_why() -> None:
    text = ("== Lord [100]\n * Hoplites (4)\nsomething else\n== Other [90]\n== Third [80]\n"
            " * A (0)\n * B (3)")
    [force] = lists.read(text, "pasted text")["forces"]
    assert [p["name"] for p in force["pieces"]] == ["Hoplites", "B"]
    # Each with its reason as a message too (test_said_list_readers.py says it).
    assert [s.pop("why_msg")["id"] for s in force["skipped"]] == [
        "list-reader-not-a-list-line", "list-reader-leads-none", "list-reader-stands-refused"]
    assert force["skipped"] == [
        {"line": 3, "text": "something else",
         "why": "is not a Character (== Name [points]: upgrades) or a Regiment "
                "(* Name (Stands) [points]: upgrades) line"},
        {"line": 4, "text": "== Other [90]",
         "why": "Other leads no Regiment: a warband's Regiments follow its Character, who "
                "joins the first"},
        {"line": 6, "text": "* A (0)", "why": "A has (0) Stands: a Regiment has 1 to 60"}]


def test_a_para_bellum_text_with_no_readable_regiment_is_still_refused() -> None:
    assert "holds no Regiment line" in refused("== Lord\n * A (0)", "t")
