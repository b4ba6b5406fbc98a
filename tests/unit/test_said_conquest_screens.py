"""What Conquest's screens show of the engine's beside the step log: what Broken means
(C-14), the kinds of harm and the heals a Wound Pool and a Heal name (C-21, C-29), what
each known special rule does (C-20 to C-29), the contacts set by hand a first Charge
ends (C-17), the edges a card says a Regiment is engaged along (C-17) and the
Characters a verdict says were removed (C-3). The Python API's English is as it was,
the page's English catalogue says exactly that, every language has each message in its
own words, and the engine's replies carry each message beside its English."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from aftermath import bridge
from aftermath.conquest import CharacterWounds, SetContacts, WoundPool, outcome, view
from aftermath.conquest import history_words as hw
from aftermath.conquest import screen_words as sw
from aftermath.conquest import special_rules as csr
from aftermath.conquest.charge_options import options
from aftermath.conquest.events import heals_json
from aftermath.conquest.regiment import HARM_WORDS, HARMS
from aftermath.said import Said, sentence

from .conquest_helpers import battle, regiment
from .test_said_catalogue import said_by_the_page

LANGUAGES = ("de", "fr", "es", "it", "pl")

# The Python API's English as it was before each line had its message.
BROKEN_BEFORE = (
    "uses its lowest Resolve, no size bonus, ignores positive Resolve modifiers",
    "cannot Charge",
    "cannot be Healed or have Stands Restored",
    "Stands do not count toward Seizing Objective Zones",
    "cannot benefit from Inspired",
    "its Characters may not refuse a Duel",
)
HARMS_BEFORE = {"clash": "Clash", "charge": "Charge or Impact", "duel": "Duel",
                "volley": "Volley", "spell": "Spell", "decay": "Decay",
                "aura_of_death": "Aura of Death", "lethal_demise": "Lethal Demise",
                "other": "Other"}
HEALS_BEFORE = ["Heal Points", "Regeneration (X)", "Fanatical Devotion (3)", "Biotic Renewal"]
DOES_BEFORE = {
    "Fearless": "Ignores the Terrifying of the Regiment that caused the Wounds.",
    "Bravery": "Ignores Terrifying; at the start of its Activation a Broken Regiment may stop "
               "being Broken (not a Rally: the Round's count stays).",
    "Dauntless": "Never Broken, so never Shattered; its losses are still counted.",
    "Iron Discipline": "Does not re-roll passed Morale dice against Wounds from the flank or "
                       "rear.",
    "Phalanx": "+1 Resolve in Morale Tests against Wounds from the front (not while Broken).",
    "Oblivious": "Suffers 1 Wound for every 2 failed Morale dice, rounding up.",
    "Indomitable": "X failed Morale dice count as passed, after any re-rolls.",
    "Terrifying": "An enemy it is in contact with tests Morale against its Wounds with Resolve "
                  "-X (the highest X among its Stands and Characters).",
    "Regeneration": "A Heal of X that skips the Regiment's Characters (taken as a Heal naming "
                    "Regeneration).",
    "Fanatical Devotion": "A Heal of 3 (taken as a Heal naming Fanatical Devotion).",
    "Biotic Renewal": "A Heal of a D6, or a D3 when not Infantry, entered or rolled.",
    "Decay": "Each Stand of the Regiment it harms rolls X dice; each 5 or 6 is a Wound; no "
             "Morale Tests.",
}
# The card's edges in English, as the view gave them (the page words each key).
EDGES_BEFORE = {"front": "front", "left": "left flank", "right": "right flank", "rear": "rear"}


def edge_words() -> list[Said]:
    """The page's own message for each edge, with the view's English beside it."""
    return [sentence("cq-engaged-edge", words, edge=edge) for edge, words in
            view.EDGE_WORDS]


def samples() -> list[Said]:
    return [*sw.broken_effects(),
            *(sw.harm_title(k, HARM_WORDS[k]) for k in HARMS),
            *(sw.heal_title(h["source"], h["title"], h["points"]) for h in heals_json()),
            *edge_words(), *(k.said for k in csr.KNOWN),
            hw.character_removed(["Sir Ysolde"]), hw.character_removed(["Sir Ysolde", "Vex"]),
            hw.character_removed(["Sir Ysolde", "Vex", "Ulf"])]


def test_the_python_api_says_what_it_said_before() -> None:
    assert view.BROKEN_EFFECTS == BROKEN_BEFORE
    assert [s.text for s in sw.broken_effects()] == list(BROKEN_BEFORE)
    assert HARM_WORDS == HARMS_BEFORE
    assert [sw.harm_title(k, HARM_WORDS[k]).text for k in HARMS] == list(HARMS_BEFORE.values())
    assert [h["title"] for h in heals_json()] == HEALS_BEFORE
    assert dict(view.EDGE_WORDS) == EDGES_BEFORE
    assert {k.name: k.does for k in csr.KNOWN} == DOES_BEFORE
    # One Character at a time is all a Character's Wounds remove (one Character each).
    assert hw.character_removed(["Sir Ysolde"]).text == "Character removed: Sir Ysolde"
    # Several are listed as the other verdicts list Characters ("A and B", "A, B, and C").
    assert hw.character_removed(["A", "B"]).text == "Character removed: A and B"
    assert hw.character_removed(["A", "B", "C"]).args["names"] == ("A", "B", "C")


def test_the_english_catalogue_says_each_as_the_python_api() -> None:
    sentences = samples()
    assert said_by_the_page("en", sentences) == [s.text for s in sentences]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_says_each_in_its_own_words(language: str) -> None:
    sentences = samples()
    said = said_by_the_page(language, sentences)
    assert [s.id for s, t in zip(sentences, said, strict=True) if t is None] == []
    # A rule's own name may read as in English in another language ("Regeneration (X)"
    # in German, "Duel" in French); a sentence never does.
    same = {s.text for s, t in zip(sentences, said, strict=True) if t == s.text}
    assert same <= {"Regeneration (X)", "Duel", "front"}, same


def test_polish_names_the_removed_characters_as_a_list() -> None:
    said = said_by_the_page("pl", [hw.character_removed(["Ala", "Ola"]),
                                   hw.character_removed(["Ala", "Ola", "Ula"])])
    assert [s.split(": ", 1)[1] for s in said] == ["Ala i Ola", "Ala, Ola i Ula"]


def test_a_broken_regiments_view_carries_each_line_beside_its_english() -> None:
    game = battle(regiment("a", stands=4, files=2), regiment("b", player=1))
    game.push(WoundPool("a", 2, morale=False))
    seen = next(r for r in view.describe(game.state)["regiments"] if r["id"] == "a")
    assert seen["status"] == "broken"
    assert seen["broken_effects"] == list(BROKEN_BEFORE)
    assert seen["broken_effects_msg"] == [s.to_json() for s in sw.broken_effects()]
    steady = next(r for r in view.describe(game.state)["regiments"] if r["id"] == "b")
    assert steady["broken_effects"] == steady["broken_effects_msg"] == []


def test_a_first_charge_says_the_hand_set_contacts_it_ends_by_message() -> None:
    game = battle(regiment("a", stands=3), regiment("b", player=1, stands=3))
    game.push(SetContacts("a", "r0f0", ("b",)))
    offered = options(game.state, "a", "b")
    msg = offered["ends_contacts_msg"]
    assert msg["id"] == "conquest-hand-set-end"
    assert said_by_the_page("en", [Said(msg["id"], "", msg["args"],
                                        tuple(Said(p["id"], "", p["args"])
                                              for p in msg["parts"]))]) == [
        offered["ends_contacts"]]
    game = battle(regiment("a", stands=3), regiment("b", player=1, stands=3))
    assert options(game.state, "a", "b")["ends_contacts_msg"] is None


def test_a_card_on_a_battlefield_gets_its_edges_as_keys_beside_the_english() -> None:
    from aftermath.conquest import Charge
    game = battle(regiment("a"), regiment("b", player=1))
    game.push(Charge("a", "b", "rear"))
    seen = {r["id"]: r for r in view.describe(game.state)["regiments"]}
    assert seen["b"]["engaged"]["edge_keys"] == ["rear"]
    assert seen["b"]["engaged"]["edges"] == ["rear"]
    assert seen["a"]["engaged"]["edge_keys"] == ["front"]
    # Off a battlefield contacts have no edges: neither words nor keys.
    game = battle(regiment("a"), regiment("b", player=1))
    game.push(SetContacts("a", "r0f0", ("b",)))
    seen = {r["id"]: r for r in view.describe(game.state)["regiments"]}
    assert seen["a"]["engaged"]["edges"] is None and seen["a"]["engaged"]["edge_keys"] is None


def call(kind: str, payload: dict[str, Any]) -> Any:
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "type": kind, "payload": payload})))
    assert reply["ok"], reply
    return reply["result"]


def test_the_pickers_titles_come_with_their_messages() -> None:
    info = call("conquest.special_rules", {})
    assert [(h["title"], h["title_msg"]) for h in info["harms"]] == [
        (HARMS_BEFORE[k], {"id": "cq-harm-title", "args": {"harm": k}}) for k in HARMS]
    assert [h["title"] for h in info["heals"]] == HEALS_BEFORE
    assert [h["title_msg"]["args"]["source"] for h in info["heals"]] == [
        "plain", "regeneration", "fanatical_devotion", "biotic_renewal"]
    assert {k["name"]: k["does"] for k in info["rules"]} == DOES_BEFORE
    assert [k["does_msg"] for k in info["rules"]] == [k.said.to_json() for k in csr.KNOWN]


def test_a_bravery_refused_comes_with_its_message() -> None:
    call("game.new", {"system": "conquest", "game_id": "cq", "setup": {"regiments": [
        regiment("a"), regiment("b", player=1)]}})
    try:
        info = call("conquest.special_actions", {"game_id": "cq", "regiment": "a"})
    finally:
        call("game.close", {"game_id": "cq"})
    refused = info["bravery"]["refused"]
    assert refused["rule"] == "C-28" and refused["msg"]["id"].startswith("conquest-refused")
    # The reason as before ("... (C-28)"): the page says the message, then its rule.
    said = said_by_the_page("en", [Said(refused["msg"]["id"], "", refused["msg"]["args"])])
    assert [f"{t} (C-28)" for t in said] == [refused["reason"]]
    assert refused["reason"] == "A does not have Bravery (C-28)"


def test_a_character_removed_verdict_lists_the_name_as_a_list() -> None:
    game = battle(regiment("a", characters=[{"id": "c", "name": "Hero", "wounds": 2,
                                              "resolve": 3}]), regiment("b", player=1))
    out = call_outcome(game, CharacterWounds("a", "c", 2))
    assert out["verdict"] == "Character removed: Hero"
    assert out["verdict_msg"]["args"]["names"] == ["Hero"]


def call_outcome(game: Any, event: Any) -> Any:
    before = copy.deepcopy(game.state)
    steps = game.push(event)
    return outcome.outcome(before, game.state, event, steps)
