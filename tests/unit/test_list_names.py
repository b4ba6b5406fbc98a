"""The faction library's name matching: a name from a list file finds the name the
player kept whatever its case, accents, apostrophes, hyphens or spacing, and two names
that differ in a letter stay apart."""

from __future__ import annotations

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from aftermath.names import APOSTROPHES, HYPHENS, match_key

LETTERS = st.text(alphabet=st.characters(min_codepoint=ord("a"), max_codepoint=ord("z")),
                  min_size=1, max_size=12)
NAMES = st.lists(LETTERS, min_size=1, max_size=4)
MARKS = ["\u0301", "\u0306", "\u0308", "\u030c", "\u0327", "\u0300"]  # acute, breve, ...


def test_the_faction_names_players_write_match() -> None:
    assert match_key("W'adrhŭn") == match_key("W’adrhun") == match_key("wadrhun")
    assert match_key("Men-at-Arms") == match_key("men at  arms") == match_key("MEN–AT–ARMS")
    assert match_key("Nords") != match_key("Nord")
    assert match_key("Ørn Jarl") == match_key("orn jarl")
    assert match_key("Straße") == match_key("STRASSE")


@given(NAMES, st.lists(st.booleans(), min_size=16, max_size=16))
def test_case_is_ignored(words: list[str], upper: list[bool]) -> None:
    name = " ".join(words)
    shouted = "".join(c.upper() if upper[i % 16] else c for i, c in enumerate(name))
    assert match_key(shouted) == match_key(name)


@given(NAMES, st.lists(st.sampled_from(MARKS), min_size=1, max_size=8),
       st.sampled_from(["NFC", "NFD"]))
def test_accents_are_ignored(words: list[str], marks: list[str], form: str) -> None:
    name = " ".join(words)
    accented = "".join(c + (marks[i % len(marks)] if c.isalpha() and i % 2 else "")
                       for i, c in enumerate(name))
    assert match_key(unicodedata.normalize(form, accented)) == match_key(name)


@given(NAMES, st.lists(st.sampled_from([*sorted(HYPHENS), " ", "  ", "\t", "\u00a0"]),
                       min_size=1, max_size=4),
       st.text(alphabet=" \t", max_size=3), st.text(alphabet=" \t", max_size=3))
def test_hyphens_and_spacing_are_one_space(words: list[str], gaps: list[str], left: str,
                                           right: str) -> None:
    joined = words[0] + "".join(gaps[i % len(gaps)] + w for i, w in enumerate(words[1:]))
    assert match_key(left + joined + right) == match_key(" ".join(words))


@given(LETTERS, LETTERS, st.sampled_from(sorted(APOSTROPHES)))
def test_apostrophes_are_dropped(first: str, second: str, mark: str) -> None:
    assert match_key(f"{first}{mark}{second}") == match_key(first + second)
    assert match_key(f"{first}{mark}{second}") == match_key(f"{first}'{second}")


@given(NAMES, NAMES)
def test_names_of_other_letters_stay_apart(a: list[str], b: list[str]) -> None:
    assert (match_key(" ".join(a)) == match_key(" ".join(b))) == (a == b)


@given(st.text(max_size=80))
def test_the_key_is_stable(name: str) -> None:
    key = match_key(name)
    assert match_key(key) == key
    assert key == key.strip() and "  " not in key
