"""The campaign tables' rows under the dice (W-1 to W-4), a list preview's notes and the
values the engine describes in an error ("2001 items") are said by the page's English
catalogue exactly as the Python API says them, the Python English is what it always
was, and every other catalogue says each of them in its own words."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from aftermath import data as d
from aftermath import file_words as fw
from aftermath import lists
from aftermath import value_words as vw
from aftermath.bridge.core import handle
from aftermath.campaign import table_words as tw
from aftermath.campaign import tables
from aftermath.errors import InvalidData
from aftermath.lists import note_words as nw
from aftermath.said import Said

from .test_said_catalogue import COUNTS, said_by_the_page

LANGUAGES = ("de", "fr", "es", "it", "pl")
LISTS = Path(__file__).parent / "fixtures" / "lists"
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


def table_samples() -> list[Said]:
    return ([tw.recovery_meaning(o) for o in tables.OUTCOMES]
            + [tw.fate_row(f) for f in tables.FATES] + [tw.wound_row(w) for w in tables.WOUNDS])


def note_samples() -> list[Said]:
    notes = [nw.joins_first("Aristarch", "force"), nw.joins_first("Aristarch", "warband"),
             nw.joins("Aristarch"), nw.no_x("Indomitable"), nw.character_unit(),
             nw.x_out_of_range("Terrifying 9", 6), nw.shortened("A very long rule", 60),
             nw.auxiliary("Mounted Squire", "Squires", True),
             nw.auxiliary("Mounted Squire", "Squires", False), nw.type_to_choose("monstrous"),
             nw.from_profile("Hoplites", None), nw.from_profile("Hoplites", "Spires"),
             nw.from_library()]
    notes += [nw.rules_not_kept(n, 8) for n in COUNTS[1:]]
    notes += [nw.champion("Champion", n) for n in COUNTS]
    formats = [nw.roster_format(f) for f in nw.ROSTER_FORMATS]
    return [n.said for n in notes] + [f for f in formats if f is not None]


def value_samples() -> list[Said]:
    out = [vw.counted(n, what, grouped=grouped) for n in (*COUNTS, 2001, 12_345)
           for what in vw.NOUNS for grouped in (False, True)]
    out += [e.said for e in counted_errors() if e.said is not None]
    return out


def counted_errors() -> list[InvalidData]:
    """Errors whose value the engine describes, raised by the engine's own checks."""
    errors: list[InvalidData] = []
    for check in (lambda: d.array({"k": list(range(2001))}, "k", "payload", max_len=64),
                  lambda: d.list_at(list(range(65)), "payload.picks", max_len=64)):
        with pytest.raises(InvalidData) as err:
            check()
        errors.append(err.value)
    errors.append(InvalidData("file", vw.counted(12_345, "characters", grouped=True),
                              fw.too_large(10_000)))
    return errors


def samples() -> list[Said]:
    return table_samples() + note_samples() + value_samples()


def test_the_english_catalogue_says_what_the_python_api_says() -> None:
    sentences = samples()
    assert said_by_the_page("en", sentences) == [s.text for s in sentences]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_catalogue_says_each_of_them(language: str) -> None:
    sentences = samples()
    said = said_by_the_page(language, sentences)
    assert [s.id for s, t in zip(sentences, said, strict=True) if t is None] == []
    english = said_by_the_page("en", sentences)
    # Only numbers and rule ids would read the same; none of these is only that.
    same = [s.text for s, t, e in zip(sentences, said, english, strict=True) if t == e]
    assert same == []


def test_the_python_english_is_unchanged() -> None:
    rows = tw.tables_json()
    assert [r["meaning"] for r in rows["recovery"]] == [o.meaning for o in tables.OUTCOMES]
    assert [r["row"] for r in rows["fate"]][:3] == [
        "1–10: Full Recovery (the injuries were far less severe than they seemed)",
        "11–16: Wounded (roll once on the Wound Table)",
        "17: Badly Wounded (roll 3 times on the Wound Table)"]
    assert rows["wound"][3]["row"] == ("16: Blinded in one eye (RC -1 and -1 to Spot tests; "
                                       "blinded twice, the model is blind and out of the game)")
    assert [str(n) for n in (nw.joins_first("Vex", "force"), nw.joins_first("Vex", "warband"),
                             nw.joins("Vex"))] == [
        "Vex joins this Regiment (the first of its force)",
        "Vex joins this Regiment (the first of its warband)", "Vex joins this Regiment"]
    too_many, picks, big = counted_errors()
    assert str(too_many) == "payload.k: must have at most 64 items, got '2001 items'"
    assert too_many.value == "2001 items"
    assert str(picks) == "payload.picks: must have at most 64 items, got '65 items'"
    assert big.value == "12,345 characters"
    assert str(big).endswith(", got '12,345 characters'")
    assert too_many.to_json()["msg"]["id"] == "tab-invalid-data-counted"


def test_a_para_bellum_preview_says_whom_each_character_joins_by_its_message() -> None:
    [force] = lists.read((LISTS / "conquest-parabellum.txt").read_bytes(),
                         "conquest-parabellum.txt")["forces"]
    hoplites = force["pieces"][0]
    [join] = [m for m in hoplites["note_msgs"] if m and m["id"] == "tab-note-joins-first"]
    assert join["args"] == {"name": "Aristarch", "of": "warband"}
    assert len(hoplites["note_msgs"]) == len(hoplites["notes"])
    assert all(type(n) is str for n in hoplites["notes"])
    # The page sends the preview back: the join is found by its message, even when its
    # English was changed on the way (as a translated page would never do, but a key
    # does not care).
    hoplites["notes"] = ["(said elsewhere)" if n.startswith("Aristarch") else n
                         for n in hoplites["notes"]]
    result = lists.build(force, ANSWERS, joins={"0.0": 3})
    pieces = result["force"]["pieces"]
    assert not any(m and m["args"].get("name") == "Aristarch" for m in pieces[0]["note_msgs"])
    assert "(said elsewhere)" not in pieces[0]["notes"]
    assert pieces[3]["notes"][-1] == "Aristarch joins this Regiment"
    assert pieces[3]["note_msgs"][-1] == {"id": "tab-note-joins", "args": {"name": "Aristarch"}}


def test_a_preview_sent_back_with_more_messages_than_notes_is_refused() -> None:
    [force] = lists.read((LISTS / "conquest-parabellum.txt").read_bytes(),
                         "conquest-parabellum.txt")["forces"]
    force["pieces"][1]["note_msgs"] = [None] * (len(force["pieces"][1]["notes"]) + 1)
    with pytest.raises(InvalidData, match=r"pieces\[1\]\.note_msgs: must have at most"):
        lists.build(force, ANSWERS)


def test_a_described_value_keeps_its_sentence_when_the_error_is_named_again() -> None:
    # The bridge names a request nested too deep at its payload's field, raising again.
    message = json.dumps({"id": 3, "type": "backup.check",
                          "payload": {"text": "x", "deep": [[[[[[[[[[[]]]]]]]]]]]}})
    deep = message.replace("[[[[[[[[[[[]]]]]]]]]]]", "[" * 70 + "]" * 70)
    reply = json.loads(handle(deep))["error"]
    assert reply["message"].endswith(", got '72 levels'")
    assert reply["msg"]["id"] == "tab-invalid-data-counted"
    assert reply["msg"]["args"]["n"] == 72
    [said] = said_by_the_page("en", [Said(reply["msg"]["id"], reply["message"],
                                          reply["msg"]["args"],
                                          tuple(Said(p["id"], "", p["args"])
                                                for p in reply["msg"]["parts"]))])
    assert said == reply["message"]


def test_a_rosters_format_is_said_by_its_message() -> None:
    for name in ("conquest-hundred-kingdoms.ros", "conquest-hundred-kingdoms.rosz",
                 "conquest-spires.json"):
        read = lists.read((LISTS / name).read_bytes(), name)
        assert read["format_msg"] == {"id": "tab-format-roster",
                                      "args": {"format": name.rsplit(".", 1)[1]}}
        assert said_by_the_page("en", [nw.roster_format(read["format"]) or Said("", "")]) \
            == [read["format"]]
    assert nw.roster_format("Some Other .xml") is None
