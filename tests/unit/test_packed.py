"""aftermath.packed: the C pickler used directly gives exactly what ``pickle`` gave (the
same bytes for checkpoints and the view cache's keys, equal copies sharing nothing)."""

from __future__ import annotations

import pickle

import pytest

from aftermath import packed

from .played_battle import played


def test_the_protocol_is_pickles_highest() -> None:
    assert packed.PROTOCOL == pickle.HIGHEST_PROTOCOL


def test_pickle_is_the_c_pickler_it_replaces() -> None:
    import _pickle

    assert pickle.dumps is _pickle.dumps
    assert pickle.loads is _pickle.loads


@pytest.mark.parametrize("part", ["state", "regiment"])
def test_packed_bytes_and_copies_are_pickles(part: str) -> None:
    state = played(20).state
    value = state if part == "state" else state.regiment("r3")
    assert packed.pack(value) == pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    copy = packed.copied(value)
    assert copy == value and copy is not value
    assert packed.unpack(packed.pack(value)) == value
    if part == "state":
        assert copy.regiments[0] is not state.regiments[0]
