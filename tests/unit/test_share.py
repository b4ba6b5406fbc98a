"""Share links: round trips for every kind, old formats keep opening, and bad links
(random bytes, truncated, wrong version, zip bombs, deep nesting, huge numbers, wrong
types) raise only BadLink, quickly and within the size caps."""

from __future__ import annotations

import base64
import contextlib
import json
import zlib
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aftermath import share
from aftermath.conquest import ConquestBattle, WoundPool
from aftermath.muster import DEFAULTS
from aftermath.ninth_age import NinthAgeBattle
from aftermath.share import BadLink

BATTLE = {"players": ["Ann", "Bo"], "regiments": [
    {"id": "maa", "name": "Men-at-Arms", "player": 0, "stands": 6, "files": 3, "wounds": 4,
     "resolve": 2},
    {"id": "kn", "name": "Household Knights", "player": 1, "kind": "cavalry", "stands": 4,
     "files": 2, "wounds": 4, "resolve": 3,
     "characters": [{"id": "m", "name": "Marshal", "wounds": 3, "resolve": 4}]},
]}


def _played_battle() -> dict[str, Any]:
    game = ConquestBattle.new(BATTLE)
    game.push(WoundPool("maa", 6, morale=False))
    return game.to_json()


def pack(body: Any, version: str = "v1") -> str:
    raw = body if isinstance(body, bytes) else json.dumps(body).encode()
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    text = base64.urlsafe_b64encode(c.compress(raw) + c.flush()).decode().rstrip("=")
    return f"{version}.{text}"


def test_a_battle_round_trips_through_a_link() -> None:
    game = ConquestBattle.new(BATTLE)
    game.push(WoundPool("maa", 6))
    link = share.encode("conquest.battle", "Saturday game", game.state.to_json())
    result = share.decode("#" + link)
    expected = share.Shared("conquest.battle", "Saturday game", game.state.to_json())
    assert result == expected


def test_a_typical_two_player_battle_fits_in_2000_characters() -> None:
    game = ConquestBattle.new({"players": ["Ann", "Bo"], "regiments": [
        {"id": f"r{i}", "name": f"Regiment {i}", "player": i % 2, "stands": 9, "files": 3,
         "wounds": 3, "resolve": 3} for i in range(6)]})
    game.push(WoundPool("r0", 7))
    link = share.encode("conquest.battle", "Club night", game.state.to_json())
    assert len(link) < 2000, len(link)


@pytest.mark.parametrize(("kind", "data"), [
    ("conquest.regiment", {"id": "a", "name": "A", "player": 0, "stands": 4, "files": 2,
                           "wounds": 1, "resolve": 2}),
    ("ninth_age.unit", {"id": "t", "name": "Trolls", "player": 0, "models": 10, "files": 5,
                        "hp": 3}),
    ("ninth_age.battle", {"units": [{"id": "t", "name": "Trolls", "player": 0, "models": 10,
                                     "files": 5, "hp": 3}]}),
    ("campaign.roster", {"name": "Iron Wolves", "vp": 10, "models": [
        {"name": "Grim", "kind": "Leader", "value": 5,
         "characteristics": {"AR": 3, "MV": 4, "ST": 3, "RC": 2, "LD": 4, "AC": 3, "CC": 3}}]}),
])
def test_every_kind_round_trips(kind: str, data: dict[str, Any]) -> None:
    shared = share.decode(share.encode(kind, "x", data))
    assert shared.kind == kind
    assert share.decode(share.encode(kind, "x", shared.data)).data == shared.data


# A link written by format 1 and kept verbatim: it must open in every later version.
V1_LINK = pack({"kind": "conquest.regiment", "name": "Old link", "data": {
    "id": "a", "name": "A", "player": 0, "stands": 2, "files": 2, "wounds": 1, "resolve": 2}})


def test_links_of_format_1_keep_opening() -> None:
    assert share.decode(V1_LINK).name == "Old link"


@pytest.mark.parametrize(("link", "words"), [
    ("", "not an Aftermath share link"),
    ("hello", "not an Aftermath share link"),
    ("v9.AAAA", "newer Aftermath"),
    ("v0.AAAA", "not one Aftermath knows"),
    ("v1.", "damaged"),
    ("v1.<script>", "damaged"),
    ("v1.____", "could not be unpacked"),
    ("v1.AAAA", "incomplete"),
    (V1_LINK[:-6], "incomplete"),
    (pack(b"\xff\xfe"), "not readable"),
    (pack(b"{not json"), "not valid data"),
    (pack([1, 2]), "does not describe"),
    (pack({"kind": "chess.board", "name": "x", "data": {}}), "cannot open"),
    (pack({"kind": "conquest.regiment", "name": 5, "data": {}}), "name is not valid"),
    (pack({"kind": "conquest.regiment", "name": "x", "data": {"stands": "many"}}),
     "Conquest Regiment is not valid"),
    (pack({"kind": "conquest.regiment", "name": "x", "data": {
        "id": "a", "name": "A", "stands": 10**30, "files": 1, "wounds": 1, "resolve": 1}}),
     "not valid"),
    (pack(b'{"kind": "conquest.regiment", "name": "x", "data": ' + b"1" * 5000 + b"}"),
     "not valid data"),
    (pack(b'{"kind": "conquest.regiment", "name": "x", "data": 1e999}'),
     "link.data: is a number too large to be kept"),
    (pack(b"[" * 100_000 + b"]" * 100_000), "nested too deeply"),
    (pack(b" " * (share.MAX_JSON + 10)), "too much"),
    (pack({"kind": "conquest.battle", "name": "x", "data": {"regiments": [0] * 30_000}}),
     "too many items"),
    ("v1." + "A" * (share.MAX_LINK + 1), "too long"),
])
def test_bad_links_raise_one_readable_error(link: str, words: str) -> None:
    with pytest.raises(BadLink, match=words):
        share.decode(link)


def test_a_zip_bomb_is_stopped_at_the_cap() -> None:
    bomb = pack(b"[" + b"0," * 20_000_000 + b"0]")  # 40 MB unpacked from ~40 KB
    assert len(bomb) < share.MAX_LINK
    with pytest.raises(BadLink, match="too much"):
        share.decode(bomb)


def test_user_text_in_a_link_stays_data() -> None:
    evil = "<img src=x onerror=alert(1)>"
    data = dict(BATTLE["regiments"][0], name=evil)  # type: ignore[call-overload]
    shared = share.decode(share.encode("conquest.regiment", evil, data))
    assert shared.name == evil and shared.data["name"] == evil


@given(st.binary(max_size=600))
def test_fuzz_random_bytes_raise_only_bad_link(blob: bytes) -> None:
    for link in (pack(blob), "v1." + base64.urlsafe_b64encode(blob).decode().rstrip("="),
                 blob.decode("latin-1")):
        with contextlib.suppress(BadLink):
            share.decode(link)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner,
                                                                 max_size=5),
    max_leaves=40,
)


@given(st.sampled_from(sorted(share.KINDS)), json_values)
def test_fuzz_wrong_types_raise_only_bad_link(kind: str, data: Any) -> None:
    with contextlib.suppress(BadLink):
        share.decode(pack({"kind": kind, "name": "x", "data": data}))


@given(st.sampled_from(sorted(share.KINDS)), st.data())
def test_fuzz_mutated_valid_data_raises_only_bad_link(kind: str, draw: st.DataObject) -> None:
    base = {"conquest.battle": BATTLE, "conquest.regiment": BATTLE["regiments"][0],
            "ninth_age.battle": {"units": [{"id": "t", "name": "T", "models": 5, "files": 5,
                                            "hp": 2}]},
            "ninth_age.unit": {"id": "t", "name": "T", "models": 5, "files": 5, "hp": 2},
            "campaign.roster": {"name": "W", "vp": 3, "models": []},
            "conquest.game": _played_battle(),
            "ninth_age.game": NinthAgeBattle.new({"units": [
                {"id": "t", "name": "T", "models": 5, "files": 5, "hp": 2}]}).to_json(),
            "conquest.profile": DEFAULTS["conquest"],
            "ninth_age.profile": DEFAULTS["ninth_age"],
            "conquest.list": {"system": "conquest", "name": "L", "player": "Ann", "entries": [
                {"profile": DEFAULTS["conquest"], "count": 2}]},
            "ninth_age.list": {"system": "ninth_age", "name": "L", "player": "", "entries": [
                {"profile": DEFAULTS["ninth_age"], "count": 1}]},
            **{f"{system}.pack": {"format": "aftermath-pack", "version": 1,
                                  "system": system, "faction": "F", "name": "P",
                                  "revision": 1, "source": "made up",
                                  "profiles": [DEFAULTS[system]]}
               for system in ("conquest", "ninth_age")},
            }[kind]
    full = share.decode(share.encode(kind, "x", base)).data
    flat = json.dumps(full)
    pos = draw.draw(st.integers(0, len(flat) - 1))
    junk = draw.draw(st.sampled_from(['"', "-1", "1e9", "null", "[]", "{}", "true", "0", "x"]))
    mutated = flat[:pos] + junk + flat[pos + 1:]
    with contextlib.suppress(BadLink):
        share.decode(pack(mutated.encode()))
