"""Every reply is strict JSON, and what could not be is refused where it is read.

Pins two hostile inputs: a backup holding
``"settings": {"x": 1e400}`` (valid JSON, which Python reads as infinity) was answered
"engine fault: the reply is not JSON (... inf)"; a backup nested 100,000 arrays deep
reached the parser, which in the browser overflowed the worker's stack ("Maximum call
stack size exceeded", the engine reported as stopped). Both are now ``invalid_data``
naming the field, and the engine answers the next request as before.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aftermath import backup, bridge, strict_json
from aftermath.errors import InvalidData


def _refuse(name: str) -> Any:
    raise AssertionError(f"the reply holds {name}, which JSON.parse cannot read")


def ask_text(text: str) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(bridge.handle(text), parse_constant=_refuse)
    return reply


def backup_text(**extra: str) -> str:
    body = ", ".join(f'"{k}": {v}' for k, v in extra.items())
    return ('{"format": "aftermath.backup", "version": 1, "battles": [], "rosters": [], '
            f'"muster": [], {body}}}')


@pytest.fixture(autouse=True)
def fresh_bridge() -> None:
    bridge.reset()


def test_a_backup_with_1e400_in_its_settings_is_invalid_data_naming_the_field() -> None:
    """Point 10: the reply was an engine fault, "the reply is not JSON (... inf)"."""
    text = backup_text(settings='{"x": 1e400}')
    reply = ask_text(json.dumps({"id": 3, "type": "backup.check", "payload": {"text": text}}))
    result = (reply["ok"], reply["id"], reply["error"]["type"], reply["error"]["field"])
    expected = (False, 3, "invalid_data", "file.settings.x")
    assert result == expected
    assert "1e400" in reply["error"]["message"]
    with pytest.raises(InvalidData) as err:
        backup.check(text)
    assert err.value.field == "file.settings.x"


@pytest.mark.parametrize(("payload", "field", "shown"), [
    ('{"x": 1e400}', "payload.x", "1e400"),
    ('{"game_id": "g", "event": {"kind": "wound_pool", "wounds": -1E999}}',
     "payload.event.wounds", "-1E999"),
    ('{"a": [1, {"b": NaN}]}', "payload.a[1].b", "NaN"),
    ('{"a": Infinity}', "payload.a", "Infinity"),
])
def test_any_request_with_a_number_json_cannot_carry_is_refused_naming_its_place(
        payload: str, field: str, shown: str) -> None:
    """Point 10, every other request: refused at parse time, the path named."""
    reply = ask_text('{"id": 5, "type": "engine.version", "payload": ' + payload + "}")
    result = (reply["ok"], reply["id"], reply["error"]["type"], reply["error"]["field"])
    expected = (False, 5, "invalid_data", field)
    assert result == expected
    assert shown in reply["error"]["message"]


def test_a_backup_nested_100000_arrays_deep_is_its_own_error_and_the_engine_goes_on() -> None:
    """Point 11: refused before the parser runs (no stack at stake), as invalid_data
    naming the file; the next Wound Pool is answered."""
    text = "[" * 100_000 + "]" * 100_000
    reply = ask_text(json.dumps({"id": 9, "type": "backup.check", "payload": {"text": text}}))
    result = (reply["ok"], reply["id"], reply["error"]["type"], reply["error"]["field"])
    expected = (False, 9, "invalid_data", "file")
    assert result == expected
    assert "nested more than 64 levels deep" in reply["error"]["message"]
    setup = {"regiments": [{"id": "a", "name": "A", "player": 0, "stands": 3, "files": 3,
                            "wounds": 1, "resolve": 2}]}
    made = ask_text(json.dumps({"id": 10, "type": "game.new", "payload": {
        "system": "conquest", "game_id": "g", "setup": setup}}))
    assert made["ok"], made
    pushed = ask_text(json.dumps({"id": 11, "type": "game.push", "payload": {
        "game_id": "g", "event": {"kind": "wound_pool", "regiment": "a", "wounds": 1,
                                  "morale": False}}}))
    assert pushed["ok"], pushed
    assert pushed["result"]["actions"] == 1


def test_a_request_nested_too_deeply_keeps_its_id() -> None:
    reply = ask_text('{"id": 12, "type": "engine.version", "payload": {"a": '
                     + "[" * 5000 + "]" * 5000 + "}}")
    result = (reply["id"], reply["error"]["type"], reply["error"]["field"])
    expected = (12, "invalid_data", "request")
    assert result == expected


def test_brackets_inside_text_are_not_nesting() -> None:
    text = json.dumps({"name": "[" * 500 + '\\"{' * 100, "list": [[[1]]]})
    result = (strict_json.depth(text), strict_json.loads(text, "file")["list"])
    expected = (4, [[[1]]])  # the object and three lists
    assert result == expected


finite = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**60), 2**60) | st.text(max_size=8)
    | st.floats(allow_nan=True, allow_infinity=True),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner,
                                                                max_size=4),
    max_leaves=12)


@given(finite)
def test_every_reply_is_strict_json_whatever_the_payload_holds(value: Any) -> None:
    text = json.dumps({"id": 1, "type": "backup.check",
                       "payload": {"text": json.dumps({"settings": value}, allow_nan=True)}},
                      allow_nan=True)
    reply = ask_text(text)
    assert reply["id"] == 1
    assert reply["ok"] is False
    assert reply["error"]["type"] == "invalid_data"
