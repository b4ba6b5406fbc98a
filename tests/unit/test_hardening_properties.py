"""Hostile input, property-tested: arbitrary JSON in every field of every event
kind of all three systems, through from_json, the Python API and the bridge, and in every
part of a share link. The only exceptions are InvalidData / BadLink (RuleViolation where
the rules forbid the action), every bridge reply is valid JSON carrying its id, and a
refused action leaves the game exactly as it was."""

from __future__ import annotations

import base64
import copy
import dataclasses
import json
import zlib
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from aftermath import bridge, share
from aftermath.campaign import CampaignAftermath
from aftermath.conquest import ConquestBattle
from aftermath.conquest.examples import EXAMPLES
from aftermath.errors import InvalidData, RuleViolation
from aftermath.history import Game
from aftermath.ninth_age import NinthAgeBattle

from .test_campaign_fixtures import battle as campaign_battle

SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])

ODD_TEXT = ["", "a", "b", "hero", "r0f0", "rank_and_file", "Victory", "\ud800", "a\udfffb",
            "x" * 300, "<img src=x>", "1e400", "NaN"]
leaves = (st.none() | st.booleans()
          | st.integers(-10, 1000) | st.integers()
          | st.sampled_from([2**53, 2**53 + 1, -(2**63), 10**400, 10**4000])
          | st.floats(allow_nan=True, allow_infinity=True)
          | st.sampled_from(ODD_TEXT) | st.text(max_size=8))
json_values = st.recursive(
    leaves,
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.sampled_from(["name", "losses", "attack", "x", ""]) | st.text(max_size=4),
                      inner, max_size=4),
    max_leaves=8,
)


def _conquest_table() -> ConquestBattle:
    setup = next(e for e in EXAMPLES if e["id"] == "ch6-press-the-attack")["setup"]
    return ConquestBattle.new(copy.deepcopy(setup))


def _conquest_plain() -> ConquestBattle:
    return ConquestBattle.new({"regiments": [
        {"id": "a", "name": "A", "player": 0, "stands": 6, "files": 3, "wounds": 2,
         "resolve": 3, "characters": [{"id": "hero", "name": "Hero", "wounds": 2,
                                       "resolve": 4}]},
        {"id": "b", "name": "B", "player": 1, "stands": 6, "files": 3, "wounds": 1,
         "resolve": 2},
    ]})


def _conquest_owing() -> ConquestBattle:
    game = _conquest_table()
    game.push(game.event_from_json({"kind": "wound_pool", "regiment": "b", "wounds": 3}))
    return game


def _ninth_age() -> NinthAgeBattle:
    return NinthAgeBattle.new({"players": ["Ann", "Ben"], "units": [
        {"id": "trolls", "name": "Trolls", "player": 0, "models": 10, "files": 5, "hp": 3,
         "characters": [{"id": "champ", "name": "Grub", "kind": "champion", "hp": 2,
                         "rank": 0, "file": 4}]},
        {"id": "archers", "name": "Archers", "player": 1, "models": 7, "files": 7, "hp": 1},
    ]})


def _campaign() -> CampaignAftermath:
    return campaign_battle(2, 1)


CONQUEST_EVENTS: list[dict[str, Any]] = [
    {"kind": "wound_pool", "regiment": "b", "wounds": 3, "morale": True, "push_order": []},
    {"kind": "morale_test", "regiment": "b", "dice": [1, 2, 6], "modifiers": [-1],
     "push_order": ["a"]},
    {"kind": "heal", "regiment": "a", "points": 2, "no_room": False},
    {"kind": "character_wounds", "regiment": "a", "character": "hero", "wounds": 1,
     "push_order": []},
    {"kind": "rally", "regiment": "b"},
    {"kind": "new_round"},
    {"kind": "active_player", "player": 1},
    {"kind": "contacts", "regiment": "a", "stand": "r0f0", "enemies": ["b"]},
    {"kind": "place", "regiment": "a", "x": 300.0, "y": 100.0, "facing": 0.0},
]
NINTH_AGE_EVENTS: list[dict[str, Any]] = [
    {"kind": "health_point_losses", "unit": "trolls", "pool": "rank_and_file", "losses": 4,
     "attacks": [{"name": "Axes", "losses": 3}, {"name": "Bows", "losses": 1}],
     "excess_from": [{"attack": "Axes", "losses": 1}], "picks": ["m5"]},
]
CAMPAIGN_EVENTS: list[dict[str, Any]] = [
    {"kind": "recovery_roll", "side": 0, "model": "hero", "die": 5},
    {"kind": "fate_roll", "side": 0, "model": "hero", "die": 12},
    {"kind": "wound_roll", "side": 0, "model": "hero", "die": 3},
    {"kind": "set_outcome", "side": 1, "outcome": "Victory"},
    {"kind": "confirm"},
]
GAMES: dict[str, tuple[Callable[[], Game[Any]], list[dict[str, Any]]]] = {
    "conquest-table": (_conquest_table, CONQUEST_EVENTS),
    "conquest-plain": (_conquest_plain, CONQUEST_EVENTS),
    "conquest-owing-a-morale-test": (_conquest_owing, CONQUEST_EVENTS),
    "ninth-age": (_ninth_age, NINTH_AGE_EVENTS),
    "campaign": (_campaign, CAMPAIGN_EVENTS),
}
MADE = {name: make() for name, (make, _) in GAMES.items()}


def mutated(draw: Any, events: list[dict[str, Any]]) -> tuple[dict[str, Any], str, Any]:
    template = draw(st.sampled_from(events))
    key = draw(st.sampled_from([*template, "extra"]))
    value = draw(json_values)
    return {**template, key: value}, key, value


@st.composite
def cases(draw: Any) -> tuple[str, dict[str, Any], str, Any]:
    name = draw(st.sampled_from(sorted(GAMES)))
    event, key, value = mutated(draw, GAMES[name][1])
    return name, event, key, value


def _fresh(name: str) -> Game[Any]:
    return MADE[name].copy()


@SETTINGS
@given(cases())
@example(("conquest-plain", {"kind": "wound_pool", "regiment": "a", "wounds": "3"},
          "wounds", "3"))
@example(("conquest-plain", {"kind": ["wound_pool"], "regiment": "a", "wounds": 3},
          "kind", ["wound_pool"]))
@example(("conquest-plain", {"kind": "heal", "regiment": "a\ud800", "points": 1},
          "regiment", "a\ud800"))
def test_any_json_in_any_event_field_is_refused_cleanly_or_applied(
        case: tuple[str, dict[str, Any], str, Any]) -> None:
    name, data, _, _ = case
    game = _fresh(name)
    before = game.to_json()
    try:
        event = game.event_from_json(data)
        game.push(event)
    except (InvalidData, RuleViolation):
        assert game.to_json() == before
        return
    # Accepted: the save holds it and opens again, and undo is exact.
    assert type(game).from_json(json.loads(json.dumps(game.to_json()))).to_json() \
        == game.to_json()
    game.pop()
    assert game.to_json()["start"] == before["start"] and game.to_json()["events"] \
        == before["events"]


@SETTINGS
@given(cases())
def test_any_value_in_any_field_through_the_python_api(
        case: tuple[str, dict[str, Any], str, Any]) -> None:
    name, data, key, value = case
    if key in ("kind", "extra"):
        return  # not a field of the Python constructor
    game = _fresh(name)
    kinds = {t.kind: t for t in type(game).event_types}
    cls = kinds[data["kind"]]
    fields = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    kwargs = {k: tuple(v) if isinstance(v, list) else v
              for k, v in data.items() if k in fields}
    kwargs[key] = value
    before = game.to_json()
    try:
        event = cls(**kwargs)
    except InvalidData:
        return
    try:
        game.push(event)
    except (InvalidData, RuleViolation):
        assert game.to_json() == before


@SETTINGS
@given(cases(), st.one_of(st.integers(-(2**53) + 1, 2**53 - 1),
                          st.text(st.characters(categories=["L", "N"]) | st.sampled_from("-_ "),
                                  max_size=64)))
def test_any_event_through_the_bridge_gets_a_json_reply_with_its_id(
        case: tuple[str, dict[str, Any], str, Any], request_id: int | str) -> None:
    name, data, _, _ = case
    bridge.reset()
    opened = json.loads(bridge.handle(json.dumps(
        {"id": 1, "type": "game.open", "payload": {"game_id": "g", "game": MADE[name].to_json()}})))
    assert opened["ok"], opened
    text = json.dumps({"id": request_id, "type": "game.push",
                       "payload": {"game_id": "g", "event": data}}, allow_nan=True)
    reply = json.loads(bridge.handle(text), parse_constant=_refuse)
    log = json.loads(bridge.handle(json.dumps({"id": 2, "type": "game.log",
                                               "payload": {"game_id": "g"}})))
    if reply["ok"]:
        assert reply["id"] == request_id
        return
    assert reply["error"]["type"] in ("invalid_data", "rule_violation"), reply
    # Even a request refused whole (NaN and Infinity are not JSON) keeps its id.
    assert reply["id"] == request_id
    assert log["result"]["entries"] == opened["result"]["log"]


def _refuse(name: str) -> Any:
    raise AssertionError(f"the reply holds {name}, which is not JSON")


@given(json_values)
@example(float("nan"))
@example([1])
@example({"a": 1})
@example(2**53)
def test_the_bridge_accepts_only_whole_number_or_short_text_ids(request_id: Any) -> None:
    text = json.dumps({"id": request_id, "type": "engine.version"}, allow_nan=True)
    reply = json.loads(bridge.handle(text), parse_constant=_refuse)
    good = (isinstance(request_id, int) and not isinstance(request_id, bool)
            and abs(request_id) < 2**53) or (isinstance(request_id, str)
                                             and len(request_id) <= 64
                                             and _valid_unicode(request_id))
    if request_id is None or good:
        assert reply["ok"] and reply["id"] == request_id
    else:
        assert not reply["ok"] and reply["id"] is None


def _valid_unicode(text: str) -> bool:
    try:
        text.encode()
    except UnicodeEncodeError:
        return False
    return True


def test_a_request_too_large_to_read_is_answered_with_its_id() -> None:
    for request_id in (17, "abc"):
        text = json.dumps({"id": request_id, "type": "share.decode",
                           "payload": {"fragment": "v1." + "A" * 1_400_000}})
        reply = json.loads(bridge.handle(text))
        assert reply["id"] == request_id and not reply["ok"]
        assert "too large" in reply["error"]["message"]


# -- share links -----------------------------------------------------------------------------

def pack(body: Any) -> str:
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = json.dumps(body, allow_nan=True).encode("utf-8", "surrogatepass")
    return "v1." + base64.urlsafe_b64encode(c.compress(raw) + c.flush()).decode().rstrip("=")


LINK_BODIES = [
    {"kind": "conquest.battle", "name": "Fig 6.1",
     "data": _conquest_table().state.to_json()},
    {"kind": "conquest.battle", "name": "Plain", "data": _conquest_plain().state.to_json()},
    {"kind": "ninth_age.battle", "name": "Trolls", "data": _ninth_age().state.to_json()},
    {"kind": "campaign.roster", "name": "Brotherhood",
     "data": _campaign().state.to_json()["sides"][0]["roster"]},
]


@st.composite
def mutated_bodies(draw: Any) -> dict[str, Any]:
    body = copy.deepcopy(draw(st.sampled_from(LINK_BODIES)))
    holder: Any = body
    key: Any = draw(st.sampled_from(["kind", "name", "data"]))
    # Walk down a random path, then put an arbitrary value there.
    while isinstance(holder[key], dict | list) and holder[key] and draw(st.booleans()):
        holder = holder[key]
        key = draw(st.sampled_from(sorted(holder) if isinstance(holder, dict)
                                   else range(len(holder))))
    holder[key] = draw(json_values)
    return body


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_bodies())
@example({"kind": ["conquest.battle"], "name": "x", "data": {}})
@example({"kind": {"a": 1}, "name": "x", "data": {}})
def test_any_json_anywhere_in_a_link_body_raises_only_bad_link(body: dict[str, Any]) -> None:
    try:
        shared = share.decode(pack(body))
    except share.BadLink:
        return
    # Whatever opens can be shared again, and that link opens to the same thing.
    again = share.decode(share.encode(shared.kind, shared.name, shared.data))
    assert (again.kind, again.name, again.data) == (shared.kind, shared.name, shared.data)


@settings(max_examples=200, deadline=None)
@given(mutated_bodies())
def test_any_link_encode_returns_is_accepted_by_decode(body: dict[str, Any]) -> None:
    kind, name, data = body["kind"], body["name"], body["data"]
    try:
        link = share.encode(kind, name, data)
    except (InvalidData, share.TooBig):
        return
    shared = share.decode(link)
    assert (shared.kind, shared.name) == (kind, name)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300) | st.binary(max_size=300).map(
    lambda b: "v1." + base64.urlsafe_b64encode(b).decode().rstrip("=")) | json_values)
@example("v1.q1bKzsxLUbJSiI7VUVDKS8xNBbKVKpSAnJTEkkQgp7q2FgA")
@example("v²." + "A")
@example("v" + "9" * 5000 + ".AAAA")
def test_any_text_as_a_link_raises_only_bad_link(fragment: Any) -> None:
    with pytest.raises(share.BadLink):
        share.decode(fragment)


def _big_battle(regiments: int) -> dict[str, Any]:
    return {"regiments": [
        {"id": f"r{i}", "name": f"Regiment {i}", "player": i % 2, "stands": 60, "files": 10,
         "wounds": 4, "resolve": 3} for i in range(regiments)]}


def test_encode_refuses_a_battle_too_big_for_a_link_with_the_reason() -> None:
    data = ConquestBattle.new(_big_battle(26)).state.to_json()
    with pytest.raises(share.TooBig) as err:
        share.encode("conquest.battle", "Huge", data)
    assert str(err.value).startswith("This Conquest battle is too big for a link: ")
    assert "items, the most is 20,000." in str(err.value)
    reply = json.loads(bridge.handle(json.dumps({"id": 5, "type": "share.encode", "payload": {
        "kind": "conquest.battle", "name": "Huge", "data": data}})))
    assert reply["id"] == 5 and reply["error"]["type"] == "too_big"


def test_a_baseline_of_10_to_the_400_is_refused_with_a_short_message() -> None:
    data = _conquest_plain().state.to_json()
    data["regiments"][0]["baseline"] = 10**400
    with pytest.raises(share.BadLink) as err:
        share.decode(pack({"kind": "conquest.battle", "name": "x", "data": data}))
    assert "baseline: must be at most 1,000,000 in size, got a number of about 401 digits" \
        in str(err.value)
    assert len(str(err.value)) < 200


PAYLOAD_KEYS = ["game_id", "system", "setup", "game", "event", "seed", "count", "sides",
                "kind", "name", "data", "fragment", "text", "regiment", "unit", "pool",
                "losses", "morale", "modifiers", "picks", "roster", "attacks", "wounds",
                "payload", "extra"]


def every_request() -> list[str]:
    """Every request the engine answers, each adapter left for its first use imported
    (what importing the bridge registers is only the start's share of them)."""
    bridge.load_adapters()
    return sorted(bridge.HANDLERS)


def test_the_fuzzed_requests_are_every_request_of_every_adapter() -> None:
    prefixes = {name.split(".")[0] for name in every_request()}
    assert prefixes >= {"backup", "campaign", "conquest", "engine", "game", "link", "lists",
                        "muster", "ninth_age", "odds", "pack", "report", "share"}


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(every_request()),
       st.dictionaries(st.sampled_from(PAYLOAD_KEYS), json_values, max_size=4),
       st.booleans())
def test_any_payload_for_any_request_is_answered_without_an_engine_fault(
        kind: str, payload: dict[str, Any], open_game: bool) -> None:
    bridge.reset()
    if open_game:
        bridge.handle(json.dumps({"id": 0, "type": "game.open", "payload": {
            "game_id": "g", "game": MADE["conquest-table"].to_json()}}))
        payload = {"game_id": "g", **payload}
    text = json.dumps({"id": 9, "type": kind, "payload": payload}, allow_nan=True)
    reply = json.loads(bridge.handle(text), parse_constant=_refuse)
    assert reply["id"] == 9
    if not reply["ok"]:
        assert reply["error"]["type"] != "internal", reply
