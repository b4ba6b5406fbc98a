"""The words each rule system gives the page (engine.systems: its name, its link kinds'
titles, its statuses and the sentences beside its controls) are said by message: the
page's English catalogue says exactly the engine's English, every other catalogue has
each one, and the engine's reply carries each message beside its English."""

from __future__ import annotations

import json
from typing import Any

import pytest

import aftermath.bridge  # noqa: F401  (its adapters install the systems)
from aftermath.bridge.core import handle
from aftermath.said import Said
from aftermath.systems import registered

from .test_said_catalogue import said_by_the_page

LANGUAGES = ("de", "fr", "es", "it", "pl")


def system_sentences() -> list[Said]:
    out: list[Said] = []
    for system in registered().values():
        out += [s for s in (system.title_msg, *(k.title_msg for k in system.links)) if s]
        out += [w.msg for w in (*system.statuses, *system.report_words, *system.words) if w.msg]
    return out


def test_each_system_gives_its_name_link_titles_and_shown_words_as_messages() -> None:
    ids = {s.id for s in system_sentences()}
    assert {"system-word-conquest-title", "system-word-ninth-age-title",
            "system-word-campaign-title", "system-word-conquest-list",
            "system-word-ninth-age-pack", "system-word-campaign-roster",
            "system-word-conquest-broken", "system-word-conquest-shattered",
            "system-word-conquest-destroyed", "system-word-ninth-age-destroyed",
            "system-word-conquest-natural-rolls", "system-word-conquest-wounds"} <= ids
    conquest = registered()["conquest"]
    # Every word and link the page shows in Conquest's screens has its message.
    assert all(w.msg is not None for w in (*conquest.statuses, *conquest.words))
    assert all(k.title_msg is not None for k in conquest.links)


def test_the_english_catalogue_says_each_system_word_as_the_engine_does() -> None:
    sentences = system_sentences()
    assert said_by_the_page("en", sentences) == [s.text for s in sentences]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_has_each_system_word(language: str) -> None:
    sentences = system_sentences()
    said = said_by_the_page(language, sentences)
    assert [s.id for s, t in zip(sentences, said, strict=True) if t is None] == []


def test_the_engine_systems_reply_carries_each_message_beside_its_english() -> None:
    reply: dict[str, Any] = json.loads(handle(json.dumps({"type": "engine.systems"})))
    assert reply["ok"], reply
    systems = {s["name"]: s for s in reply["result"]["systems"]}
    conquest = systems["conquest"]
    assert conquest["title_msg"] == {"id": "system-word-conquest-title", "args": {}}
    natural = next(w for w in conquest["words"] if w["key"] == "natural_rolls")
    assert natural["msg"]["id"] == "system-word-conquest-natural-rolls"
    assert natural["text"] == "A natural 1 always passes, a natural 6 always fails"
    assert natural["said"] == f"{natural['text']} (C-10)"
    roster = systems["campaign"]["links"][0]
    assert (roster["title"], roster["title_msg"]["id"]) == ("warband roster",
                                                             "system-word-campaign-roster")
    # A word without a message keeps its English only (the page says that).
    pick = next(w for w in systems["ninth_age"]["words"] if w["key"] == "pick_models")
    assert "msg" not in pick
