"""The names of the special rules Conquest's engine knows (C-20 to C-29), on the picker,
a card and a profile: the Python API's English is as it was, the page's English
catalogue says exactly that, every language has each name in its own words, the
engine's replies carry each name's message beside its English, and a rule no system
knows (army-list or player text) has none and is shown as written."""

from __future__ import annotations

import json
from typing import Any

import pytest

from aftermath import bridge
from aftermath import form_error_words as fe
from aftermath.conquest import rule_words as rw
from aftermath.conquest import special_rules as csr
from aftermath.conquest import view
from aftermath.said import Said
from aftermath.special_rules import SpecialRule

from .conquest_helpers import battle, regiment
from .test_said_catalogue import said_by_the_page

LANGUAGES = ("de", "fr", "es", "it", "pl")
# The names as the engine spelled them before they had messages, with their X.
KNOWN_BEFORE = {"Fearless": False, "Bravery": False, "Dauntless": False,
                "Iron Discipline": False, "Phalanx": False, "Oblivious": False,
                "Indomitable": True, "Terrifying": True, "Regeneration": True,
                "Fanatical Devotion": False, "Biotic Renewal": False, "Decay": True}


def samples() -> list[Said]:
    """Each known rule as the picker lists it, with every X it may have (1 to 6), alone,
    and in the errors about its X (C-20)."""
    out = [rw.picker_name(k.name) for k in csr.KNOWN]
    for k in csr.KNOWN:
        xs: tuple[int | None, ...] = tuple(range(1, 7)) if k.takes_x else (None,)
        out += [s for x in xs if (s := rw.rule_name(SpecialRule(k.name, x))) is not None]
        out += [s for s in (rw.bare_name(k.name),) if s is not None]
        out.append(fe.needs_x(k.name, 6, rw.bare_name(k.name)) if k.takes_x
                   else fe.takes_no_x(k.name, rw.bare_name(k.name)))
    return out


def test_the_python_api_says_what_it_said_before() -> None:
    assert {k.name: k.takes_x for k in csr.KNOWN} == KNOWN_BEFORE
    assert frozenset(KNOWN_BEFORE) == rw.NAMED
    for k in csr.KNOWN:
        for x in (range(1, 7) if k.takes_x else (None,)):
            rule = SpecialRule(k.name, x)
            said = rw.rule_name(rule)
            assert said is not None and said.text == rule.label()
    assert [rw.picker_name(n).text for n in KNOWN_BEFORE] == [
        f"{n} (X)" if x else n for n, x in KNOWN_BEFORE.items()]
    # The errors about a known rule's X as they were, its name said by its message.
    assert fe.needs_x("Decay", 6, rw.bare_name("Decay")).text == "Decay needs its X, from 1 to 6"
    assert fe.needs_x("Decay", 6, rw.bare_name("Decay")).to_json() == {
        "id": "rule-name-needs-x", "args": {"most": 6},
        "parts": [{"id": "rule-name-decay", "args": {"x": "none"}}]}
    assert fe.takes_no_x("Bravery", rw.bare_name("Bravery")).text == "Bravery takes no X"
    assert fe.takes_no_x("Bravery", rw.bare_name("Bravery")).parts == (rw.bare_name("Bravery"),)
    # A name the engine does not know keeps its own message, the name as written.
    assert fe.needs_x("Knights", 6).id == "form-error-needs-x"


def test_a_rule_no_system_knows_has_no_message() -> None:
    assert rw.rule_name(SpecialRule("Shield Wall")) is None
    assert rw.rule_name(SpecialRule("Shield Wall", 2)) is None
    # Matched as the engine spells it (a profile's known names are respelled when read).
    assert rw.rule_name(SpecialRule("bravery")) is None
    assert rw.bare_name("Shield Wall") is None
    assert rw.rules_msgs([SpecialRule("Bravery"), SpecialRule("Shield Wall"),
                          SpecialRule("Decay", 1)]) == [
        {"id": "rule-name-bravery", "args": {}}, None,
        {"id": "rule-name-decay", "args": {"x": 1}}]


def test_the_english_catalogue_says_each_as_the_python_api() -> None:
    sentences = samples()
    assert said_by_the_page("en", sentences) == [s.text for s in sentences]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_says_each_in_its_own_words(language: str) -> None:
    sentences = samples()
    said = said_by_the_page(language, sentences)
    assert [s.id for s, t in zip(sentences, said, strict=True) if t is None] == []
    # A name the language writes as English does (the glossaries' Phalanx and
    # Regeneration in German) is the only one that may read the same.
    same = {s.id for s, t in zip(sentences, said, strict=True) if t == s.text}
    assert same <= {"rule-name-phalanx", "rule-name-regeneration"}, same
    # The value stays a number in every language.
    decay = said[sentences.index(rw.rule_name(SpecialRule("Decay", 1)))]
    assert decay is not None and decay.endswith(" 1")


def call(kind: str, payload: dict[str, Any]) -> Any:
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "type": kind, "payload": payload})))
    assert reply["ok"], reply
    return reply["result"]


def test_the_pickers_list_names_each_rule_by_its_message() -> None:
    info = call("conquest.special_rules", {})
    assert [(k["name"], k["x"]) for k in info["rules"]] == list(KNOWN_BEFORE.items())
    assert [k["name_msg"] for k in info["rules"]] == [
        rw.picker_name(n).to_json() for n in KNOWN_BEFORE]
    assert info["rules"][-1]["name_msg"] == {"id": "rule-name-decay", "args": {"x": "any"}}


def test_a_card_names_its_known_rules_by_message_and_others_as_written() -> None:
    hero = {"id": "c", "name": "Hero", "wounds": 2, "resolve": 3,
            "special_rules": [{"name": "Fearless"}, {"name": "Oath of Ash"}]}
    game = battle(regiment("a", characters=[hero], special_rules=[
        {"name": "bravery"}, {"name": "Decay", "x": 1}, {"name": "Shield Wall", "x": 2}]),
        regiment("b", player=1))
    seen = {r["id"]: r for r in view.describe(game.state)["regiments"]}
    a = seen["a"]
    # Saved as before: the rules as written, a known name as the engine spells it.
    assert a["special_rules"] == [{"name": "Bravery"}, {"name": "Decay", "x": 1},
                                  {"name": "Shield Wall", "x": 2}]
    assert a["special_rules_msg"] == [{"id": "rule-name-bravery", "args": {}},
                                      {"id": "rule-name-decay", "args": {"x": 1}}, None]
    assert a["characters"][0]["special_rules_msg"] == [
        {"id": "rule-name-fearless", "args": {}}, None]
    # A Regiment without rules has neither (its view as before).
    assert "special_rules" not in seen["b"] and "special_rules_msg" not in seen["b"]
    assert said_by_the_page("de", [rw.rule_name(SpecialRule("Bravery")),
                                   rw.rule_name(SpecialRule("Decay", 1))]) == [
        "Tapferkeit", "Verfall 1"]


def test_a_profiles_decay_without_its_x_is_refused_naming_the_rule_by_message() -> None:
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "type": "game.new", "payload": {
        "system": "conquest", "game_id": "sr", "setup": {"regiments": [
            regiment("a", special_rules=[{"name": "decay"}]), regiment("b", player=1)]}}})))
    assert not reply["ok"]
    err = reply["error"]
    assert "x: Decay needs its X, from 1 to 6" in err["message"], err
    # The field's error says the reason as its part, the rule's name the reason's.
    assert err["msg"]["parts"] == [fe.needs_x("Decay", 6, rw.bare_name("Decay")).to_json()], err
    said = said_by_the_page("de", [fe.needs_x("Decay", 6, rw.bare_name("Decay"))])
    assert said == ["Verfall braucht sein X, von 1 bis 6"]
