"""A link's text checks, made at C speed: its nesting (``strict_json.depth``, in place of a
loop over every character) and whether its saved text needs mending at all
(``data.may_need_mending``): each gives exactly what the slow form gave."""

from __future__ import annotations

import base64
import json
import zlib
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aftermath import data as d
from aftermath import share, strict_json
from aftermath.share import BadLink


def deeper_than(text: str, limit: int) -> bool:
    """The character-by-character check links were refused by (strings skipped)."""
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return True
        elif ch in "]}":
            depth -= 1
    return False


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet='[]{}"\\ax', max_size=80))
def test_nesting_is_refused_exactly_where_the_character_loop_refused_it(text: str) -> None:
    for limit in (1, 2, 3, share.MAX_DEPTH):
        assert (strict_json.depth(text, limit) > limit) == deeper_than(text, limit)


def test_a_link_nested_too_deeply_is_refused_with_its_reason() -> None:
    deep: Any = 1
    for _ in range(share.MAX_DEPTH):
        deep = [deep]
    body = {"kind": "conquest.battle", "name": "x", "data": {"a": deep}}
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(json.dumps(body).encode()) + packer.flush()
    fragment = "v1." + base64.urlsafe_b64encode(packed).decode().rstrip("=")
    with pytest.raises(BadLink, match=r"^This link is damaged: its data is nested too deeply\.$"):
        share.decode(fragment)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12)


@settings(max_examples=400, deadline=None)
@given(JSON_VALUES, st.booleans())
def test_text_said_to_need_no_mending_is_left_as_it_is(value: Any, ascii_only: bool) -> None:
    text = json.dumps(value, ensure_ascii=ascii_only)
    parsed = json.loads(text)
    if not d.may_need_mending(text):
        assert d.mend_saved_text(parsed) == parsed


def test_text_with_an_escape_or_a_refused_character_is_mended() -> None:
    assert d.may_need_mending('{"name": "a\\u0007"}')
    assert d.may_need_mending('{"name": "a\\n"}')
    assert d.may_need_mending('{"name": "a\u202e"}')  # right-to-left override, as itself
    assert d.may_need_mending('{"name": "a\u17b4"}')  # invisible, and printable
    assert not d.may_need_mending('{"name": "Men-at-Arms", "x": [1, 2.5, null]}')
    assert d.mend_saved_text(json.loads('{"name": "a\\u0007"}')) == {"name": "a\ufffd"}
