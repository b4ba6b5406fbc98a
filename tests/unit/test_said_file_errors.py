"""The errors of reading a list, a backup, a profile pack, a share link or Muster's data
are said by message: the page's English catalogue says exactly what the Python API
says, and every other catalogue says each of them."""

from __future__ import annotations

import base64
import json
import zlib
from typing import Any

import pytest

from aftermath import backup, bridge, field_words, lists, muster, packs, share
from aftermath import file_words as fw
from aftermath.errors import AftermathError, InvalidData
from aftermath.lists import ListFileError
from aftermath.said import Said

from .test_said_catalogue import said_by_the_page

LANGUAGES = ("de", "fr", "es", "it", "pl")
assert bridge  # its adapters install the rule systems the readers ask for


def _link(body: Any) -> str:
    raw = json.dumps(body).encode()
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(raw) + packer.flush()
    return "v1." + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def _backup(**change: Any) -> str:
    return json.dumps({"format": "aftermath.backup", "version": 1, **change})


# Each a call that refuses what it reads, as a list, a file, a link or a pack arrives.
REFUSED: list[Any] = [
    lambda: lists.read("hello", "pasted text"),
    lambda: lists.read("<roster gameSystemName='Bolt Action'/>", "army's.ros"),
    lambda: lists.read("<roster gameSystemName=''/>", "a.ros"),
    lambda: lists.read(b"x", "x" * 300),
    lambda: lists.read("x", "a.txt", muster=[]),
    lambda: lists.read("x", "a.txt", factions={"conquest": 3}),
    lambda: lists.read(b"\xff\xfe<", "a.ros"),
    lambda: lists.read(b"PK\x03\x04junk", "a.rosz"),
    lambda: lists.read("<army/>", "a.ros"),
    lambda: lists.read("<!DOCTYPE x [<!ENTITY a 'b'>]><roster/>", "a.ros"),
    lambda: lists.read("<roster", "a.ros"),
    lambda: lists.read("[" * 100 + "]" * 100, "a.json"),
    lambda: lists.read('{"roster": 1}', "a.json"),
    lambda: lists.read('{"roster": {"forces": 3}}', "a.json"),
    lambda: lists.read('{"roster": {"forces": [3]}}', "a.json"),
    lambda: lists.read('{"roster": {"name": [1], "forces": []}}', "a.json"),
    lambda: lists.read('{"roster": {"name": "x", "gameSystemName": "Conquest", "forces": []}}',
                       "a.json"),
    lambda: lists.read("{ x", "a.json"),
    lambda: backup.check("{"),
    lambda: backup.check("[" * 100 + "]" * 100),
    lambda: backup.check(json.dumps({"format": "x"})),
    lambda: backup.check(_backup(version=9)),
    lambda: backup.check(_backup(version="1")),
    lambda: backup.check(_backup(battles=[{"format": "aftermath.battle", "version": 7}])),
    lambda: backup.check(_backup(battles=[{}, {}, 3])),
    lambda: backup.check(_backup(exported=1.5)),
    lambda: backup.check(_backup(extra=1)),
    lambda: backup.check(_backup(battles=[1e400])),
    lambda: backup.check(_backup(battles=[NaN_TEXT])),
    lambda: share.decode(3),
    lambda: share.decode("hello"),
    lambda: share.decode("v9.abc"),
    lambda: share.decode("v1.!!"),
    lambda: share.decode("v1.AAAA"),
    lambda: share.decode("v1." + "A" * 5),
    lambda: share.decode(_link([1])),
    lambda: share.decode(_link({"kind": "nothing", "name": "", "data": 1})),
    lambda: share.decode(_link({"kind": "conquest.regiment", "name": 3, "data": 1})),
    lambda: share.decode(_link({"kind": "conquest.regiment", "name": "", "data": 1})),
    lambda: share.decode(_link({"kind": "conquest.list", "name": "",
                                "data": {"system": "conquest", "name": " ", "entries": []}})),
    lambda: packs.read(3),
    lambda: packs.read("{"),
    lambda: packs.read(json.dumps({"format": "other"})),
    lambda: packs.read(json.dumps({"format": "aftermath-pack", "version": 99})),
    lambda: muster.ArmyList.from_json({"system": "conquest", "name": "", "entries": []}),
]
NaN_TEXT = "NaN"


def refusals() -> list[AftermathError]:
    out = []
    for call in REFUSED:
        with pytest.raises(AftermathError) as caught:
            call()
        out.append(caught.value)
    return out


def test_each_refusal_of_a_list_file_link_or_pack_is_said_as_the_api_says_it() -> None:
    errors = refusals()
    unsaid = [str(e) for e in errors if getattr(e, "said", None) is None]
    assert unsaid == []
    said = [e.said for e in errors]
    assert said_by_the_page("en", said) == [
        str(e) if isinstance(e, ListFileError | share.BadLink) else s.text
        for e, s in zip(errors, said, strict=True)]
    for e in errors:
        assert e.to_json()["msg"] == e.said.to_json()
    english = said_by_the_page("en", said)
    for language in LANGUAGES:
        words = said_by_the_page(language, said)
        assert [s.id for s, w, e in zip(said, words, english, strict=True)
                if w is None or w == e] == [], language


def test_a_pasted_list_names_its_place_by_message_and_the_pasted_text_as_a_choice() -> None:
    with pytest.raises(ListFileError) as caught:
        lists.read("hello", "pasted text")
    msg = caught.value.said.to_json()
    assert msg["id"] == "file-error-in-file"
    assert msg["args"] == {"file": "'pasted text'", "pasted": "yes", "rest": ""}
    assert msg["parts"] == [{"id": "file-error-not-a-roster", "args": {}}]
    german = said_by_the_page("de", [caught.value.said])[0]
    assert german is not None and "pasted" not in german


def samples() -> list[Said]:
    """Every sentence of file_words and the readers' field_words, every count and key."""
    inner = field_words.not_blank()
    out: list[Any] = [
        field_words.at_most_in_size(1_000_000), field_words.whole_number_or_text(),
        field_words.finite_number(1e9), field_words.no_refused_character("U+202E X", 3),
        field_words.lone_surrogate(12), field_words.two_players(),
        field_words.exactly("'conquest'"), field_words.characters_long(300, 200),
        field_words.characters_long(12_345, 1_000), field_words.holds_at_most_items(2000),
        field_words.nested_too_deep(64), field_words.not_a_json_number(),
        field_words.infinite_number(), field_words.held_twice(), field_words.answered_twice(),
        fw.at('force "A" > selection "B"', inner), fw.in_file("a.ros", " > roster", inner),
        fw.in_file("pasted text", "", inner), fw.bytes_or_text(),
        fw.still_lacks("Knights", "values[wounds], values[stands]"),
        fw.other_system("Bolt Action", "Conquest", "The Ninth Age"),
        fw.other_system("", "Conquest", "The Ninth Age"), fw.not_a_roster(), fw.empty(),
        fw.no_force(),
        fw.too_many_pieces(61, 60), fw.no_pieces(), fw.no_list_files(), fw.name_not_text(),
        fw.blank_name(), fw.name_too_long(61, 60),
        fw.of_piece("Knights", inner), fw.piece_index_or_name(), fw.one_reading(),
        fw.character_index(), fw.only_joins("Conquest"), fw.character_as(),
        fw.regiment_index(0), fw.regiment_index(12), fw.most_characters("Knights", 1),
        fw.most_characters("Knights", 3), fw.ascii_id(), fw.battle_version("(1, 2)"),
        fw.kind_and_id(), fw.file_text(), fw.too_large(1 << 20),
        fw.not_complete_json("Expecting value: line 1 column 2 (char 1)"),
        fw.not_a_backup("aftermath.backup"), fw.newer_backup(1),
        fw.nothing_imported(1, inner), fw.nothing_imported(2, inner),
        fw.nothing_imported(5, inner), fw.nothing_imported(22, inner),
        fw.cannot_be_replayed("x (C-1)", inner, "C-1"), fw.cannot_be_replayed("Oops (C-1)"),
        fw.a_time(), fw.not_a_pack("aftermath-pack"), fw.newer_pack(1), fw.no_source(),
        fw.one_profile(), fw.letter_or_digit(), fw.same_name(3), fw.pack_text(),
        fw.pack_too_large(256 * 1024), fw.pack_too_deep(64), fw.pack_not_json(1, 29),
        fw.link_damaged(inner), fw.link_name_invalid(inner),
        fw.link_kind_invalid("Conquest army list", inner), fw.muster_blank(),
        fw.system_profile("conquest"), fw.same_system("conquest"),
        fw.no_profiles("Conquest", "Ninth Age"),
    ]
    out += [fw.list_too_big(5_242_880, 4_194_304), fw.not_a_zip(), fw.zip_files(2),
            fw.zip_path("a/b.ros"), fw.encrypted(), fw.unpacks_to(5_000_000, 4_194_304),
            fw.unpacks_times(250, 100), fw.not_unpacked("Bad CRC-32"), fw.unpacks_larger(),
            fw.not_a_number('"x"'), fw.more_than(1500, 999), fw.xml_too_many(200_000),
            fw.xml_too_deep(64), fw.declares_dtd("EntitiesForbidden"), fw.not_xml("syntax"),
            fw.not_a_roster_xml("army"), fw.too_many_entries(20_000), fw.not_text("[1]"),
            fw.attribute_too_long(1234, 200), fw.nested(13, 12), fw.not_a_list("3"),
            fw.not_an_entry("3"), fw.not_number_or_text("[1]"), fw.json_too_deep(3000, 64),
            fw.json_too_many(200_000), fw.not_valid_json("Expecting value"),
            fw.json_no_roster(), fw.not_utf8(1)]
    out += [fw.object_per_system(w) for w in ("muster", "factions")]
    out += [fw.list_of(w) for w in ("muster", "factions")]
    out += [fw.refused_character(w, "U+202E RIGHT-TO-LEFT OVERRIDE", 4) for w in fw.TEXT_KINDS]
    out += [fw.battle_holds(40, p) for p in ("regiments", "units")]
    return [s for s in out if isinstance(s, Said)]


def test_every_sentence_of_the_readers_is_said_by_the_page_as_python_says_it() -> None:
    said = samples()
    wrapped = [s for s in said] + [InvalidData("file.x", "bad", s).said for s in said]
    assert said_by_the_page("en", wrapped) == [s.text for s in wrapped if s]
    english = said_by_the_page("en", wrapped)
    for language in LANGUAGES:
        # Each in the language's own words: none falls back to English.
        words = said_by_the_page(language, wrapped)
        assert [s.id for s, w, e in zip(wrapped, words, english, strict=True)
                if w is None or w == e] == [], language
