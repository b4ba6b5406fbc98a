"""What a player found still English at the table, said by message: a Morale Test die's
reason under "Why?" (C-10), a side's default name, and a Stand's or a model's place in
the drawings. The page's English catalogue says exactly the engine's English, every
other catalogue has each, and the views carry the message beside the English (an older
page, or a saved view, shows the English)."""

from __future__ import annotations

import pytest

from aftermath import battle_words
from aftermath.conquest import ConquestBattle, WoundPool, morale, morale_words
from aftermath.ninth_age.battle import NinthAgeBattle
from aftermath.places import Place
from aftermath.said import Said

from .test_said_catalogue import said_by_the_page

LANGUAGES = ("de", "fr", "es", "it", "pl")


def _die(value: int, target: int) -> Said:
    d = morale.judge(value, target)
    return morale_words.die_reason(d.value, d.why, d.target)


def places() -> list[Place]:
    # Every rank kind (front, rear, nth: 2nd, 3rd, 4th, 11th, 22nd) and file kind.
    return [Place(rank, file, ranks, files)
            for ranks in (1, 3, 12, 25) for rank in sorted({0, 1, 2, 3, 10, 21, ranks - 1})
            if rank < ranks
            for files in (1, 2, 5, 24)
            for file in sorted({0, 1, 2, files // 2, files - 2, files - 1}) if 0 <= file < files]


def samples() -> list[Said]:
    out = [_die(v, t) for v in range(1, 7) for t in (1, 3, 5)]
    out += [battle_words.default_player(n) for n in (1, 2)]
    out += [battle_words.stand_place(p) for p in places()]
    out += [battle_words.model_place(p, p.rank, p.file) for p in places()]
    return out


def test_a_die_says_why_as_it_always_did() -> None:
    assert [morale.judge(v, 3).reason for v in (1, 3, 4, 6)] == [
        "natural 1 always passes", "3 is at most Resolve 3", "4 is over Resolve 3",
        "natural 6 always fails"]
    assert morale.judge(4, 3).to_json() == {
        "value": 4, "passed": False, "reason": "4 is over Resolve 3",
        "reason_msg": {"id": "tbl-die-reason", "args": {"value": 4, "why": "over", "resolve": 3}}}


def test_the_english_catalogue_says_what_the_python_api_says() -> None:
    sentences = samples()
    assert said_by_the_page("en", sentences) == [s.text for s in sentences]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_says_each(language: str) -> None:
    sentences = samples()
    said = said_by_the_page(language, sentences)
    assert [s.text for s, t in zip(sentences, said, strict=True) if t is None or t == s.text] == []


def test_the_conquest_view_names_default_sides_and_places() -> None:
    battle = ConquestBattle.new({"players": ["Player 1", "Anna"], "regiments": [
        {"id": "a", "name": "Men-at-Arms", "player": 0, "stands": 6, "files": 3,
         "wounds": 4, "resolve": 2, "command": False},
        {"id": "b", "name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 3,
         "resolve": 2}]})
    battle.push(WoundPool(regiment="a", wounds=2))
    view = battle.view()
    assert view["players"] == ["Player 1", "Anna"]
    assert view["players_msg"] == [{"id": "tbl-default-player", "args": {"n": 1}}, None]
    stands = view["regiments"][0]["stands"]
    texts = said_by_the_page("en", [Said(s["place_msg"]["id"], s["place"], s["place_msg"]["args"])
                                    for s in stands])
    assert texts == [s["place"] for s in stands]
    assert stands[0]["place"] == "front rank, left end"


def test_the_ninth_age_view_names_default_sides_and_places() -> None:
    battle = NinthAgeBattle.new({"units": [
        {"id": "s", "name": "Spearmen", "player": 0, "models": 20, "files": 5, "hp": 1}]})
    view = battle.view()
    assert view["players_msg"] == [{"id": "tbl-default-player", "args": {"n": 1}},
                                   {"id": "tbl-default-player", "args": {"n": 2}}]
    models = view["units"][0]["models"]
    texts = said_by_the_page("pl", [Said(m["place_msg"]["id"], m["place"], m["place_msg"]["args"])
                                    for m in models[:6]])
    assert texts[0] == "pierwszy szereg, lewy skraj (szereg 1, kolumna 1)"
    english = said_by_the_page("en", [Said(m["place_msg"]["id"], m["place"], m["place_msg"]["args"])
                                      for m in models])
    assert english == [m["place"] for m in models]
