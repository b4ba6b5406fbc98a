"""List files and pastes built to stop the engine: nested thousands deep, or lines made
to make a pattern backtrack. Depth is refused before any parser builds a structure that
deep (in the browser the parsers' recursion overflows the worker's stack, which CPython
turns into a RecursionError no test would see), and every reader of player text takes
time linear in the text's length."""

from __future__ import annotations

import contextlib
import io
import time
import zipfile
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from aftermath import lists, strict_json
from aftermath.conquest import parabellum
from aftermath.conquest.special_rules import TAKES_X
from aftermath.lists import rules


def refused(raw: bytes | str, filename: str) -> str:
    with pytest.raises(lists.ListFileError) as caught:
        lists.read(raw, filename)
    return str(caught.value)


def rosz(body: bytes) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("deep.ros", body, zipfile.ZIP_STORED)
    return out.getvalue()


def no_parser(*args: Any, **kwargs: Any) -> Any:
    raise AssertionError("the JSON parser was reached")


# -- depth ---------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["[" * 3000 + "]" * 3000, '{"roster": ' * 3000 + "1" + "}" * 3000,
                                  "[" * 3000])
def test_json_nested_3000_deep_is_refused_naming_the_limit_before_the_parser_runs(
        text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(strict_json.json, "loads", no_parser)
    result = refused(text, "deep.json")
    expected = ("file 'deep.json': is JSON nested 3000 levels deep; at most 64 (a roster nests "
                "far less)")
    assert result == expected


def test_json_nested_within_the_limit_is_read_by_the_strict_reader() -> None:
    result = refused('{"roster": {"name": 1e400}}', "inf.json")
    expected = ("file 'inf.json'.roster.name: is a number too large to be kept (it reads as "
                "infinity)")
    assert result == expected


XML_DEEP = ['<roster gameSystemName="Conquest">' + "<a>" * 3000 + "</a>" * 3000 + "</roster>",
            '<roster gameSystemName="Conquest">' + "<a>" * 3000,
            '<roster><forces><force name="f">'
            + '<selections><selection name="s">' * 1500
            + "</selection></selections>" * 1500 + "</force></forces></roster>"]


@pytest.mark.parametrize("text", XML_DEEP)
def test_xml_nested_3000_deep_is_refused_naming_the_limit(text: str) -> None:
    result = refused(text, "deep.ros")
    expected = "file 'deep.ros': is XML nested more than 64 elements deep; a roster nests far less"
    assert result == expected


def test_xml_nested_3000_deep_inside_a_rosz_is_refused_naming_the_limit() -> None:
    result = refused(rosz(XML_DEEP[0].encode()), "deep.rosz")
    expected = "file 'deep.rosz': is XML nested more than 64 elements deep; a roster nests far less"
    assert result == expected


def test_xml_nested_3000_deep_never_becomes_a_tree_that_deep() -> None:
    # The tree builder refuses the 65th level as it opens: no element deeper exists
    # (freeing a deep tree recurses too).
    from aftermath.lists.source import _ShallowTree

    builder = _ShallowTree("file 'x'")
    for _ in range(strict_json.MAX_DEPTH):
        builder.start("a", {})
    with pytest.raises(lists.ListFileError):
        builder.start("a", {})
    result = builder.depth
    expected = strict_json.MAX_DEPTH + 1
    assert result == expected


def test_the_dtd_is_still_refused_unread_through_the_depth_counting_parser() -> None:
    text = '<!DOCTYPE r [<!ENTITY a "b">]><roster name="&a;" gameSystemName="Conquest"/>'
    result = refused(text, "dtd.ros")
    expected = ("file 'dtd.ros': declares a DTD or entities, which a roster never needs; "
                "refused unread (DTDForbidden)")
    assert result == expected


# -- length ------------------------------------------------------------------------------
def test_a_para_bellum_line_longer_than_1000_characters_is_refused_naming_the_limit() -> None:
    text = "== Lord [100]\n * Hoplites (4): " + "Shield Wall, " * 100 + "\n"
    result = refused(text, "pasted text")
    expected = "text line 2: is 1,315 characters long; a line is at most 1,000"
    assert result == expected


def test_a_rule_x_of_thousands_of_digits_is_not_kept_and_raises_nothing() -> None:
    result = rules.canonical("Indomitable " + "9" * 5000, TAKES_X)[0]
    expected = None
    assert result == expected


def test_the_adversarial_para_bellum_line_is_refused_as_not_a_roster() -> None:
    result = refused("== x" + " " * 3000 + "x[", "pasted text")
    assert result.startswith("the pasted text: is not a roster")


def test_the_readers_still_read_what_the_army_builder_writes() -> None:
    result = (parabellum.character_line("== (Warlord) Aristarch [150]: Aristia, Initiative"),
              parabellum.regiment_line("* Militia (Eccentric) (4) [120]: Leader"),
              parabellum.title_of("Spires - [2000] Army [x]"), rules.with_x("Indomitable (2)"))
    expected = (parabellum._Line("Aristarch", "150", "Aristia, Initiative", tag="Warlord"),
                parabellum._Line("Militia (Eccentric)", "120", "Leader", stands="4"),
                "Spires - Army", ("Indomitable", "2"))
    assert result == expected


# -- time --------------------------------------------------------------------------------
def timed(run: Callable[[str], Any], text: str, times: int) -> float:
    """The CPU time of ``times`` runs: the machine is shared, and time spent waiting for
    a core is not the reader's."""
    start = time.thread_time()
    for _ in range(times):
        run(text)
    return time.thread_time() - start


def _read(text: str) -> None:
    with contextlib.suppress(lists.ListFileError):
        lists.read(text, "pasted text")


def _canonical(text: str) -> None:
    rules.canonical(text, TAKES_X)


def _depth_of_json(text: str) -> None:
    strict_json.depth("[" * 70 + text)


READERS: dict[str, Callable[[str], Any]] = {
    "character line": parabellum.character_line, "regiment line": parabellum.regiment_line,
    "title": parabellum.title_of, "looks like": parabellum.looks_like,
    "run-on lines": parabellum._runs, "stands": parabellum._stands,
    "any line": lambda line: parabellum._read(line, after_character=True),
    "rule X": rules.with_x, "rule": _canonical, "read": _read,
    "JSON depth": _depth_of_json,
}
# Each reader's worst case found, as (before, repeated, after): a run of spaces between
# optional parts, runs of "(" and "[", escaped quotes in an unterminated string.
WORST = [("== x", " ", "x["), ("* x", " ", "x["), ("* ", "(1) ", "x"), ("", "(", ""),
         ("a", " ", "b["), ("", "[", ""), ("Indomitable", "(", "x"), ('"', '\\"', ""),
         ("", '"', ""), ("== A\n * B (3): ", "(", ""), ("== A\n * B (3): Indomitable ", "9", ""),
         ("x", " == ", "x"), ("== A [1]\n* B ", "1 ", "["), ("- ", "(Warlord) ", "[1]"),
         ("== A\n", "• B 3 [1]\n", ""), ("", "=", " x =")]


def grows_linearly(run: Callable[[str], Any], prefix: str, unit: str, suffix: str = "") -> bool:
    """10 times the text takes less than 30 times as long (a quadratic reader takes
    about 100 times, a cubic one 1,000). The shorter text is run often enough to take a
    few milliseconds, so the timer's grain does not decide; the two are timed in turns,
    the least of seven each, so a busy moment of the shared machine does not either."""
    small = prefix + unit * (10_000 // len(unit)) + suffix
    large = prefix + unit * (100_000 // len(unit)) + suffix
    times = 1
    while times < 4096 and timed(run, small, times) < 0.005:
        times *= 4
    best_small = best_large = float("inf")
    for _ in range(7):
        best_small = min(best_small, timed(run, small, times))
        best_large = min(best_large, timed(run, large, times))
        if best_large < 30 * best_small:
            return True
    return False


@pytest.mark.parametrize("worst", WORST, ids=[repr(w[0] + w[1]) for w in WORST])
def test_every_reader_of_player_text_takes_time_linear_in_each_worst_case(
        worst: tuple[str, str, str]) -> None:
    slow = [name for name, run in sorted(READERS.items()) if not grows_linearly(run, *worst)]
    assert slow == []


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(prefix=st.sampled_from(["", "==", "== ", "== (", "*", "* ", "* x", "Indomitable", '"',
                               "- ", "• ", "== A\n"]),
       unit=st.text(alphabet=" ([]):=*1x\\\",\t•-W", min_size=1, max_size=4))
def test_any_repeated_line_up_to_100_kb_takes_time_linear_in_its_length(
        prefix: str, unit: str) -> None:
    slow = [name for name, run in sorted(READERS.items())
            if not grows_linearly(run, prefix, unit)]
    assert slow == []


def test_a_note_quotes_at_most_80_characters_of_a_long_rule() -> None:
    result = rules.canonical("Unheard of " * 1000, TAKES_X)[1]
    expected = ("Unheard of " * 7)[:77] + "...: shortened to 40 characters"
    assert result == expected


def test_the_page_refuses_a_list_file_by_its_size_at_the_engines_own_limit() -> None:
    # web/views/files.js reads a file's size before its bytes, against this limit.
    from pathlib import Path

    page = (Path(__file__).parents[2] / "web" / "views" / "files.js").read_text()
    result = "export const MAX_LIST_BYTES = 4 * 1024 * 1024;" in page
    expected = lists.MAX_FILE == 4 * 1024 * 1024
    assert result == expected


def test_a_ninth_age_rule_named_as_a_conquest_rule_is_kept_as_the_file_writes_it() -> None:
    # Each system reads rules with its own known names: Conquest's C-20 table does not
    # turn a Ninth Age "Terrifying (2)" into Conquest's Terrifying with X 2.
    from pathlib import Path

    fixture = Path(__file__).parent / "fixtures" / "lists" / "ninth-age-ogre-khans.ros"
    text = fixture.read_text().replace('name="Fearless"', 'name="Terrifying (2)"', 1)
    pieces = lists.read(text, "khans.ros")["forces"][0]["pieces"]
    result = next(p["special_rules"] for p in pieces if p["special_rules"])
    expected = [{"name": "Terrifying (2)"}]
    assert result == expected


# -- the Python API ------------------------------------------------------------------
@pytest.mark.parametrize(("args", "expected"), [
    ((None, "x"), "raw: must be the file's bytes or its text, got None"),
    ((bytearray(b"== A"), "x"),
     "raw: must be the file's bytes or its text, got bytearray(b'== A')"),
    (("== A\n * B (3)", None), "filename: must be text, got None"),
    (("== A\n * B (3)", "x" * 10_000), "filename: is 10,000 characters long; at most 200, got "
                                        f"'{'x' * 60}…' (10,000 characters)"),
    (("== A\n * B (3)", "x", 5), "muster: must be an object of profiles per system, got 5"),
    (("== A\n * B (3)", "x", {"conquest": 5}),
     "muster.conquest: must be a list of profiles, got 5"),
])
def test_wrong_types_given_to_read_raise_invalid_data_naming_the_argument(
        args: tuple[Any, ...], expected: str) -> None:
    from aftermath.errors import InvalidData

    with pytest.raises(InvalidData) as caught:
        lists.read(*args)
    result = str(caught.value)
    assert result == expected


# -- breadth -------------------------------------------------------------------------------
def test_a_json_file_of_a_million_empty_values_is_refused_before_it_is_parsed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(strict_json.json, "loads", no_parser)
    text = '{"roster": {"forces": [' + "{}," * 1_000_000 + "{}]}}"
    result = refused(text, "wide.json")
    expected = ("file 'wide.json': holds more than 200,000 JSON values; a roster holds far "
                "fewer")
    assert result == expected


def test_an_xml_file_of_a_million_empty_elements_is_refused_as_it_is_read() -> None:
    text = '<roster gameSystemName="Conquest">' + "<a/>" * 1_000_000 + "</roster>"
    result = refused(text, "wide.ros")
    expected = "file 'wide.ros': holds more than 200,000 XML elements; a roster holds far fewer"
    assert result == expected


def test_forces_count_toward_the_entries_a_file_may_hold() -> None:
    text = '{"roster": {"gameSystemName": "Conquest", "forces": [' + "{}," * 30_000 + "{}]}}"
    result = refused(text, "forces.json")
    expected = 'force "": holds more than 20,000 entries; not a roster this app reads'
    assert result == expected


@pytest.mark.parametrize("text", ["", "   ", "\ufeff\r\n\t \n"])
def test_an_empty_paste_is_refused_as_empty_not_as_something_else(text: str) -> None:
    result = refused(text, "pasted text")
    expected = "the pasted text: is empty: paste a list's text, or pick its file"
    assert result == expected


@pytest.mark.parametrize("name", ["army.ros", "army.rosz", "army.json"])
def test_an_empty_file_is_refused_as_empty_naming_it(name: str) -> None:
    result = refused(b"", name)
    expected = f"file '{name}': is empty: paste a list's text, or pick its file"
    assert result == expected
