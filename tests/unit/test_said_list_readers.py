"""What the rule systems' list readers say (Para Bellum's pasted text, a Conquest or a
Ninth Age roster's Regiments and Units) is said by message: the page's English catalogue
says exactly what the Python API says, and every other catalogue says each of it."""

from __future__ import annotations

from typing import Any

import pytest

from aftermath import bridge, lists
from aftermath import list_reader_words as rw
from aftermath.errors import InvalidData
from aftermath.lists import ListFileError
from aftermath.said import Said

from .test_said_catalogue import said_by_the_page

LANGUAGES = ("de", "fr", "es", "it", "pl")
assert bridge  # its adapters install the rule systems the readers ask for
HEADED = "== Aristarch [150]\n"


def samples() -> list[Said]:
    inner = rw.no_regiment_to_join()
    return [
        rw.at_line(3, "", inner), rw.at_line(12, ' > Regiment "Hoplites"', inner),
        rw.in_text("", inner), rw.para_bellum_text(), rw.too_many_lines(401, 400),
        rw.line_too_long(1001, 1000), rw.line_too_long(12_345, 1000), rw.no_regiment_line(),
        rw.before_first_character(), rw.not_a_regiment_line(), rw.not_a_list_line(),
        rw.leads_none("Aristarch"), rw.stands_refused("Hoplites", 0, 60),
        rw.stands_refused("Hoplites", 99, 60), rw.makes_stands(61, 60), inner,
        rw.makes_models(41, 40), rw.makes_models(1, 40),
    ]


def test_every_sentence_of_the_list_readers_is_said_by_the_page_as_python_says_it() -> None:
    said = samples()
    wrapped = said + [ListFileError("text line 4", "x", s).said for s in said]
    wrapped += [InvalidData("payload.force", "x", s).said for s in said]
    english = said_by_the_page("en", wrapped)
    assert english == [s.text for s in wrapped]
    for language in LANGUAGES:
        words = said_by_the_page(language, wrapped)
        assert [s.id for s, w, e in zip(wrapped, words, english, strict=True)
                if w is None or w == e] == [], language


# Each a pasted Para Bellum text the reader refuses.
REFUSED_TEXT: list[str] = [
    HEADED + " * Hoplites (7) [315]\n" + "x\n" * 400,
    HEADED + " * Hoplites (7) [315]\n" + "y" * 1200,
    HEADED,
]


@pytest.mark.parametrize("text", REFUSED_TEXT)
def test_a_pasted_text_refused_is_said_with_its_place_as_the_api_says_it(text: str) -> None:
    with pytest.raises(ListFileError) as caught:
        lists.read(text, "pasted text")
    err = caught.value
    assert err.said is not None and err.to_json()["msg"] == err.said.to_json()
    assert err.said.id in ("list-reader-at-line", "list-reader-in-text")
    assert said_by_the_page("en", [err.said]) == [str(err)]
    for language in LANGUAGES:
        words = said_by_the_page(language, [err.said])[0]
        assert words is not None and words != str(err), language


def test_a_line_too_long_names_its_line_as_a_number() -> None:
    with pytest.raises(ListFileError) as caught:
        lists.read(REFUSED_TEXT[1], "pasted text")
    assert str(caught.value) == ("text line 3: is 1,200 characters long; a line is at most "
                                 "1,000")
    assert caught.value.said.to_json() == {
        "id": "list-reader-at-line", "args": {"line": 3, "rest": ""},
        "parts": [{"id": "list-reader-line-too-long", "args": {"length": 1200, "most": 1000}}]}


def test_each_skipped_line_says_why_by_message_and_the_format_is_named_by_one() -> None:
    text = "Army [2000/2000]\nCity States\nx\ny\nz\n" + HEADED + "hello\n* Bar (99) [10]\n"
    text += " * Hoplites (7) [315]\n== Lonely [20]\n"
    preview = lists.read(text, "pasted text")
    assert preview["format"] == "Para Bellum army builder text"
    assert preview["format_msg"] == {"id": "list-reader-para-bellum-text", "args": {}}
    skipped = preview["forces"][0]["skipped"]
    assert [s["why_msg"]["id"] for s in skipped] == [
        "list-reader-before-first-character", "list-reader-not-a-list-line",
        "list-reader-stands-refused", "list-reader-leads-none"]
    msgs = [Said(s["why_msg"]["id"], s["why"], s["why_msg"]["args"]) for s in skipped]
    assert said_by_the_page("en", msgs) == [s["why"] for s in skipped]


def _refused_build() -> InvalidData:
    """41 Regiments of one name, answered once: read, but more than a list holds."""
    preview = lists.read(HEADED + " * Hoplites (3) [10]\n" * 41, "pasted text")
    answers: dict[str, Any] = {"Hoplites": {"kind": "infantry", "wounds": 1, "resolve": 2},
                               "0": {"characters": {"0": {"wounds": 3, "resolve": 3}}}}
    with pytest.raises(InvalidData) as caught:
        lists.build(preview["forces"][0], answers)
    return caught.value


def test_a_build_refused_as_no_army_list_keeps_the_message_of_why() -> None:
    err = _refused_build()
    assert str(err).startswith("payload.force: list.entries[1].count: must be at most 20")
    msg = err.to_json()["msg"]
    assert msg["id"] == "invalid-data" and msg["parts"][0]["id"] == "invalid-data"
    assert said_by_the_page("en", [err.said]) == [str(err)]
    german = said_by_the_page("de", [err.said])[0]
    assert german is not None and "must be" not in german
