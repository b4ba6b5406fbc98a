"""A share the engine refuses is said by message: a link too big (``share.TooBig``: its
items, depth, bytes or characters, for every kind of link the systems share) and a
profile pack too large for QR codes. The page's English catalogue says exactly the
engine's English, every other catalogue has each, and the bridge's replies carry the
message beside the English (an older page shows the English)."""

from __future__ import annotations

import json
from typing import Any

import pytest

import aftermath.bridge
from aftermath import share, share_words
from aftermath.bridge.core import handle
from aftermath.conquest import ConquestBattle, WoundPool
from aftermath.said import Said
from aftermath.systems import links

from .test_said_catalogue import said_by_the_page
from .test_share_history import FOE, ask

LANGUAGES = ("de", "fr", "es", "it", "pl")


def samples() -> list[Said]:
    out = [share_words.too_big(name, kind.title, what, count, most)
           for name, (_, kind) in sorted(links().items())
           for what, count, most in (("items", 20_812, 20_000), ("depth", 1_025, 24),
                                     ("bytes", 262_145, 262_144), ("characters", 65_537, 65_536))]
    # Polish plurals: one, few and many.
    out += [share_words.too_big("conquest.game", "Conquest battle", "depth", n, 24)
            for n in (1, 2, 22, 25)]
    return out + [share_words.pack_too_large(n, 8) for n in (1, 9, 120)]


def test_every_kind_of_link_is_refused_by_message() -> None:
    assert [s.text for s in samples() if not s.id] == []


def test_a_kind_the_catalogue_does_not_know_is_refused_in_english_only() -> None:
    said = share_words.too_big("toy.battle", "toy battle", "items", 3, 2)
    assert (said.id, said.text) == (
        "", "This toy battle is too big for a link: 3 items, the most is 2.")


def test_the_english_catalogue_says_what_the_python_api_says() -> None:
    sentences = samples()
    assert said_by_the_page("en", sentences) == [s.text for s in sentences]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_says_each_refusal(language: str) -> None:
    sentences = samples()
    said = said_by_the_page(language, sentences)
    assert [s.text for s, t in zip(sentences, said, strict=True) if t is None or t == s.text] == []


def test_polish_counts_nesting_levels_by_its_plural_forms() -> None:
    said = said_by_the_page("pl", samples()[-7:-3])
    assert [t.split(" zagnieżdżenia")[0].split(": ")[-1] for t in said if t] == [
        "1 poziom", "2 poziomy", "22 poziomy", "25 poziomów"]


def test_too_big_carries_its_message_and_the_same_english() -> None:
    game = ConquestBattle.new({"regiments": [FOE]})
    saved = game.to_json()
    saved["redo"] = [WoundPool("e", 0, morale=False).to_json()] * 5000
    with pytest.raises(share.TooBig) as err:
        share.encode("conquest.game", "x", saved)
    assert str(err.value).startswith("This Conquest battle is too big for a link: ")
    out = err.value.to_json()
    assert out["type"] == "too_big" and out["message"] == str(err.value)
    assert out["msg"]["id"] == "wk-too-big"
    assert out["msg"]["args"]["kind"] == "conquest_game"
    assert said_by_the_page("en", [err.value.said]) == [str(err.value)]


def test_the_bridge_sends_a_history_refused_with_its_message() -> None:
    aftermath.bridge.reset()
    game = ConquestBattle.new({"regiments": [FOE]})
    saved = game.to_json()
    saved["redo"] = [WoundPool("e", 0, morale=False).to_json()] * 5000
    ask("game.open", {"game_id": "big", "game": saved})
    made: dict[str, Any] = ask("share.encode_game", {"game_id": "big", "name": "Long"})
    refused = made["with_history"]
    assert refused["refused_msg"]["id"] == "wk-too-big"
    assert said_by_the_page("en", [Said(refused["refused_msg"]["id"], "",
                                        refused["refused_msg"]["args"])]) == [refused["refused"]]


def test_a_link_preview_carries_no_title_of_its_own() -> None:
    # What a link carries is said by its kind's title (engine.systems' links).
    fragment = share.encode("conquest.battle", "Ford", ConquestBattle.new(
        {"regiments": [FOE]}).state.to_json())
    reply = json.loads(handle(json.dumps({"type": "share.decode",
                                          "payload": {"fragment": fragment}})))
    assert reply["ok"], reply
    assert "title_msg" not in reply["result"]
    assert reply["result"]["title"] == "Conquest battle"


def test_a_pack_too_large_for_qr_codes_is_refused_with_its_message(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from aftermath.bridge import packs as bridge_packs

    from .test_packs import call, pack_json
    monkeypatch.setattr(bridge_packs, "MAX_SCAN_VERSION", 0)  # no code scans
    reply = call("pack.share", {"pack": pack_json(), "prefix": "https://example.org/#"})
    assert reply["ok"], reply
    made = reply["result"]
    assert made["refused"] == ("This pack of 2 profiles is too large for QR codes (it would "
                               "need more than 8 codes): send the link or the file instead.")
    assert made["refused_msg"] == {"id": "wk-pack-too-large", "args": {"count": 2, "most": 8}}
