"""The share QR code is made to be scanned across a table: error correction L (the
lowest, so the fewest squares), and a code past version 25 is called too dense, so the
page offers the state-only link for the QR instead."""

from __future__ import annotations

import json
from typing import Any

import segno

from aftermath import bridge
from aftermath.bridge.share import MAX_SCAN_VERSION


def call(payload: dict[str, Any]) -> dict[str, Any]:
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "type": "share.qr",
                                                 "payload": payload})))
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


def _link(length: int) -> str:
    prefix = "https://example.org/aftermath/#v1."
    return prefix + "a" * (length - len(prefix))


def test_the_qr_code_uses_the_lowest_error_correction() -> None:
    """A 1,461-character battle link made a version 32 code at M: at L it is 27."""
    link = _link(1461)
    result = call({"text": link})["version"]
    expected = segno.make(link, error="l", micro=False).version
    assert result == expected
    assert result < segno.make(link, error="m", micro=False).version


def test_a_code_past_version_25_is_too_dense_and_says_why() -> None:
    """A link needing more than version 25 gets ``dense``, so the page shows the
    state-only link's QR first; one that fits does not."""
    dense = call({"text": _link(1461)})
    assert dense["dense"] is True and dense["version"] > MAX_SCAN_VERSION == 25
    assert dense["dense_text"].startswith(
        f"This link makes a QR code of {dense['size']} × {dense['size']} squares (version ")
    light = call({"text": _link(600)})
    assert (light["dense"], light["version"] <= MAX_SCAN_VERSION) == (False, True)
    assert "dense_text" not in light


def test_unless_dense_a_dense_code_is_not_made_and_says_so_the_same() -> None:
    """The page asks each link's code this way first: a code it would not draw (another
    link scans) is not masked and drawn, and says the same as the whole one."""
    whole = call({"text": _link(1461)})
    skipped = call({"text": _link(1461), "unless_dense": True})
    assert skipped == {**whole, "rows": None}
    light = call({"text": _link(600), "unless_dense": True})
    assert light == call({"text": _link(600)}) and light["rows"]


def test_the_version_found_without_the_code_is_segno_s() -> None:
    from aftermath.bridge.share import qr_version

    for length in range(40, 2954, 41):
        link = _link(length)
        assert qr_version(link) == segno.make(link, error="l", micro=False).version, length


def test_share_qr_names_an_unknown_field() -> None:
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "type": "share.qr", "payload": {
        "text": _link(100), "dense": True}})))
    assert not reply["ok"] and "dense" in reply["error"]["message"]
