"""The engine's sentences with message ids say in the page's English catalogue
(web/i18n/en.ftl) exactly what the Python API says, for every count and choice they
take: the page renders the catalogue, the Python API the English beside it."""

from __future__ import annotations

import itertools
import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from aftermath.campaign import step_words as campaign_words
from aftermath.conquest import MoraleTest, WoundPool, view
from aftermath.conquest import morale_words as w
from aftermath.conquest import refusal_words as rf
from aftermath.conquest import step_words as st
from aftermath.conquest import table_words as tw
from aftermath.conquest.charge import EDGE_WORDS
from aftermath.conquest.events import NAMED_HEALS, WAITING_FOR
from aftermath.conquest.geometry import EDGES
from aftermath.conquest.morale import Resolve
from aftermath.conquest.regiment import HARM_WORDS
from aftermath.said import Said

from .conquest_helpers import battle, regiment

ROOT = Path(__file__).resolve().parents[2]
COUNTS = (0, 1, 2, 3, 5, 12, 22, 25, 999)


def samples() -> list[Said]:
    out: list[Said] = []
    for n in COUNTS:
        out += [w.pool_received("Knights", n), w.pool_suffered("Knights", n)]
        out += [w.must_test_first("Knights", n, key, words)
                for key, words in (*WAITING_FOR.items(), ("decay", "Decay"))]
        out.append(rf.max_rounds(n))
        out += [w.rerolled(arc, n) for arc in ("flank", "rear")]
        out += [w.indomitable(x, n) for x in (1, 2)]
        out += step_samples(n)
    out += [w.below_strength("Knights"), w.no_test_destroyed(), w.no_test_marked(),
            w.no_test_to_take("Knights"), w.not_rerolled("flank"), w.not_rerolled("rear")]
    out += [st.regeneration_skips(), st.character_removed("Sir Ysolde"),
            st.character_removed_with("Sir Ysolde", "Knights"), st.active_player("Ann"),
            st.destroyed("Knights"), st.back_in_contact("Knights"),
            st.stays_unengaged("Knights"), st.not_stranded_after_all("Knights")]
    out += [rf.already_destroyed("Knights"), rf.destroyed("Knights"),
            rf.destroyed_no_rally("Knights"), rf.destroyed_no_heal("Knights"),
            rf.character_removed("Sir Ysolde"), rf.character_already_removed("Sir Ysolde"),
            rf.broken_no_heal("Knights"), rf.broken_no_restore("Knights"),
            rf.broken_no_charge("Knights"), rf.not_broken("Knights"), rf.no_bravery("Knights"),
            rf.no_battlefield_to_push(), rf.pushed_after_the_test(), rf.nothing_to_push(),
            rf.not_engaged_before("Knights"), rf.contacts_from_positions(),
            rf.no_battlefield_to_place(), rf.casualties_not_complete(),
            rf.enemy_not_placed("Ghouls", "Knights")]
    out += [st.out_of_contact(names) for names in (["Knights"], ["Knights", "Ghouls", "Ann's"])]
    # Regeneration (X) heals X, 1 to 6 (C-29); what the Character lacks is lost.
    out += [st.regeneration_of(x, "Sir Ysolde", healed, x - healed)
            for x in (1, 2, 6) for healed in range(x + 1)]
    out += [w.no_test_harm(key, words) for key, words in HARM_WORDS.items()]
    for value, resolve in itertools.product(range(1, 7), (-1, 0, 1, 3, 6, 7)):
        why = ("one" if value == 1 else "six" if value == 6
               else "at_most" if value <= resolve else "over")
        for reroll in (False, True):
            out.append(w.die(value, value == 1 or (value != 6 and value <= resolve), why,
                             resolve, reroll=reroll))
    for a, b, c in itertools.product(COUNTS[:6], COUNTS[:6], COUNTS[:6]):
        out += [w.oblivious(a, b), w.test_result(a, b, c)]
    for source, rule in itertools.product((None, "Ghouls"), ("Fearless", "Bravery")):
        out += [w.terrifying_ignored(2, source, "Knights", rule), w.terrifying(1, source, 4)]
    out += [w.phalanx(3, 4)]
    for target in resolves():
        parts = target.explanation()
        out += [w.morale_roll(n, target.value, parts) for n in (1, 2, 5)]
        out.append(w.resolve_line(target.value, parts))
    return out


def step_samples(n: int) -> list[Said]:
    """The Healing, Rally, Round, Character, Charge and Stand-loss lines, at count ``n``."""
    out = [st.heals_with("Knights", n, "none", "")]
    out += [st.heals_with("Knights", n, key, words) for key, words in NAMED_HEALS.items()]
    out += [st.healing_done(n, lost, unused) for lost in (0, 1, n) for unused in (0, 2, n)]
    out += [st.character_heals("Sir Ysolde", n), st.character_markers("Sir Ysolde", n),
            st.rallies("Knights", True, n), st.rallies("Knights", False, n),
            st.round_begins(n), st.still_broken("Knights", n), st.excess_ignored(n),
            st.dauntless("Knights", n // 2, n), st.broken("Knights", n // 2, n, (n + 1) // 2),
            st.shattered("Knights", n // 2, n, (n + 1) // 2)]
    out += [st.charges("Knights", edge, words, "Ghouls", n, m)
            for edge, words in EDGE_WORDS.items() for m in (1, 2)]
    if n:  # a contact has a Stand of each side in it
        out += [st.in_contact("Knights", "Ghouls", n, m, pairs, also=also)
                for m in (1, 2) for also in (False, True)
                for pairs in ((("front", "front"),), tuple(itertools.product(EDGES, EDGES)))]
    return out


def resolves() -> list[Resolve]:
    """Resolves reached every way the explanation tells (C-11, C-22, C-24)."""
    out = []
    for broken, stands, mods in itertools.product((False, True), (1, 4, 12), ((), (-1, 2, 0))):
        applied = tuple(m for m in mods if m < 0) if broken else mods
        bonus = 0 if broken else (3 if stands >= 10 else 1 if stands >= 4 else 0)
        out.append(Resolve(3, "", stands, bonus, mods, applied, broken))
    out += [Resolve(4, "", 5, 1, (), (), False, terrifying=1, terrifying_from="Ghouls"),
            Resolve(4, "", 5, 1, (), (), False, terrifying_from="Ghouls",
                    terrifying_ignored="Fearless", phalanx=1),
            Resolve(2, "", 1, 0, (), (), True, terrifying_ignored="Bravery")]
    return out


def said_by_the_page(language: str, sentences: list[Said]) -> list[str | None]:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    done = subprocess.run([node, str(ROOT / "tests/js/say_in.mjs"), language],
                          input=json.dumps([s.to_json() for s in sentences]),
                          capture_output=True, text=True, check=True, cwd=ROOT, timeout=120)
    result: list[str | None] = json.loads(done.stdout)
    return result


def test_the_english_catalogue_says_what_the_python_api_says() -> None:
    sentences = samples()
    result = said_by_the_page("en", sentences)
    expected = [s.text for s in sentences]
    assert result == expected


def test_every_message_id_the_engine_gives_here_is_in_polish_too() -> None:
    # Polish is partial, but has this slice whole: none of it falls back to English.
    sentences = samples()
    polish = said_by_the_page("pl", sentences)
    english = said_by_the_page("en", sentences)
    assert [s.id for s, p, e in zip(sentences, polish, english, strict=True) if p == e] == []


def test_a_sentence_takes_only_numbers_and_texts() -> None:
    with pytest.raises(TypeError, match="argument passed of conquest-die"):
        Said("conquest-die", "Die 3: pass", {"passed": True})
    assert str(w.no_test_marked()) == "No Morale Test: the pool was marked as causing none"


def test_a_played_test_says_each_line_by_its_message_and_a_reopened_save_the_same() -> None:
    game = battle(regiment("a", stands=4))
    game.push(WoundPool("a", 2))
    refused = view.describe(game.state)["waiting"]["pool"]
    steps = game.push(MoraleTest("a", (1, 6)))
    ids = [s.said.id if s.said else None for s in steps if s.rule in ("C-10", "C-11", "C-12")]
    assert ids == ["conquest-resolve-line", "conquest-die", "conquest-die",
                   "conquest-test-result"]
    assert refused["msg"] == {"id": "conquest-must-test-first",
                              "args": {"regiment": "A", "dice": 2, "action": "pool"}}
    assert refused["reason"] == ("A must first take its Morale Test (2 dice) before another "
                                 "Wound Pool (C-12)")
    # The log is the events replayed: a save reopened says each line by its message again.
    again = type(game).from_json(json.loads(json.dumps(game.to_json())))
    lines = [[s.to_json() for s in steps] for _, steps in again.history()]
    assert lines == [[s.to_json() for s in steps] for _, steps in game.history()]


# The modules whose every sentence a real engine run must say, and the test modules
# whose plain tests are that run.
PLAYED = {
    "conquest": (("conquest/stand_words.py", "conquest/table_words.py"),
                 ("test_conquest_allocation", "test_conquest_engagement", "test_conquest_charge",
                  "test_conquest_healing", "test_conquest_battlefield", "test_conquest_stands",
                  "test_conquest_special_rules", "test_conquest_broken",
                  "test_conquest_texts", "test_conquest_worked_examples_texts",
                  "test_conquest_morale", "test_conquest_rulings_2", "test_conquest_rulings_3",
                  "test_said_catalogue")),
    "ninth_age": (("ninth_age/step_words.py", "ninth_age/refusal_words.py"),
                  ("test_ninth_age_attacks", "test_ninth_age_formation", "test_ninth_age_history",
                   "test_ninth_age_losses", "test_ninth_age_multiple_wounds",
                   "test_ninth_age_removal", "test_ninth_age_unit", "test_ninth_age_unstable",
                   "test_odds_ninth_age", "test_bridge_ninth_age", "test_said_catalogue")),
    "campaign": (("campaign/step_words.py", "campaign/refusal_words.py"),
                 ("test_campaign_captives", "test_campaign_fate", "test_campaign_game",
                  "test_campaign_outcome", "test_campaign_recovery", "test_campaign_roster",
                  "test_campaign_typed", "test_campaign_wounds", "test_campaign_fixtures",
                  "test_bridge_campaign", "test_odds_campaign", "test_said_catalogue")),
}


def ids_of(*paths: str) -> set[str]:
    import re
    return {m for p in paths for m in re.findall(r'\bsentence\(\s*"([\w-]+)"',
                                                 (ROOT / "py/aftermath" / p).read_text())}


# Said by the word functions only: no plain test reaches them (shown as samples).
UNPLAYED = {"conquest-refused-cannot-be-deployed", "conquest-no-straight-push",
            # A captive waiting is said by the aftermath's view only, never logged.
            "campaign-captive-waiting"}


def test_conquest_runs_that_no_other_plain_test_makes() -> None:
    """Refusals and lines of the battlefield and of contacts set by hand (C-2, C-17),
    for the real-run check above (it runs this test too)."""
    from aftermath.conquest import Charge, Place, SetContacts
    from aftermath.errors import RuleViolation
    game = battle(regiment("a"), regiment("b", player=1, stands=3))
    game.push(SetContacts("a", "r0f0", ()))
    game.push(WoundPool("a", 6, morale=False))
    with pytest.raises(RuleViolation, match="has been removed"):
        game.push(SetContacts("a", "r1f2", ("b",)))
    game = battle(regiment("a", files=6, stands=6), regiment("b", player=1))
    with pytest.raises(RuleViolation, match="wider than the battlefield"):
        game.push(Charge("a", "b", "front", table=(100.0, 600.0)))
    with pytest.raises(RuleViolation, match="has no room in"):
        game.push(Charge("a", "b", "front", table=(700.0, 120.0)))
    game.push(Charge("a", "b", "front"))
    with pytest.raises(RuleViolation, match="cannot stand there"):
        game.push(Place("a", -1000.0, 0.0))


def test_ninth_age_runs_that_no_other_plain_test_makes() -> None:
    """Multiple Wounds with no unsaved wound (N-6), for the real-run check below."""
    from aftermath.ninth_age import RANK_AND_FILE, HealthPointLosses, MultipleWounds, NinthAgeBattle
    game = NinthAgeBattle.new({"units": [{"id": "t", "name": "Trolls", "player": 0,
                                          "models": 3, "files": 3, "hp": 3}]})
    steps = game.push(HealthPointLosses("t", RANK_AND_FILE, None,
                                        multiple_wounds=MultipleWounds("D3", 0, ())))
    assert steps[0].text == ("Multiple Wounds D3: no unsaved wounds -> 0 Health Points: each "
                             "wound at most the 3 Health Points of one model, never spilling "
                             "into a second")


def test_campaign_runs_that_no_other_plain_test_makes() -> None:
    """No outcome, no roll owed, and four dice typed for one roll owed (W-1, W-2)."""
    from aftermath.campaign.events import SetOutcome
    from aftermath.campaign.typed import plan_typed, read_typed
    from aftermath.errors import RuleViolation

    from .test_campaign_fixtures import battle as campaign_battle
    game = campaign_battle(0, 0)
    assert game.push(SetOutcome(0))[0].text == "Brotherhood: no outcome (nobody was lost)"
    with pytest.raises(RuleViolation, match="no roll is owed now"):
        plan_typed(game.state, read_typed("3", "text"))
    with pytest.raises(RuleViolation, match="left over"):
        plan_typed(campaign_battle(1, 0).state, read_typed("3 12 7 5", "text"))


@pytest.mark.parametrize("system", sorted(PLAYED))
def test_every_sentence_of_a_system_is_said_by_a_real_run_as_the_api_says_it(
        system: str) -> None:
    from .said_harvest import played
    words, modules = PLAYED[system]
    heard = played(*modules)

    def ids(s: Said) -> set[str]:
        return {s.id}.union(*(ids(p) for p in s.parts))

    said_ids = set().union(*(ids(s) for s in heard))
    assert sorted(ids_of(*words) - said_ids - UNPLAYED) == []
    heard += [tw.cannot_be_deployed("Knights", tw.no_straight_push()),
              campaign_words.captive_waiting("Vex", "Brotherhood", 10, True),
              campaign_words.captive_waiting("Vex", "Brotherhood", 10, False)]
    assert said_by_the_page("en", heard) == [s.text for s in heard]
    polish = said_by_the_page("pl", heard)
    assert [s.id for s, p in zip(heard, polish, strict=True) if p is None] == []


def test_the_commonest_errors_of_validation_are_said_by_message_as_the_api_says_them() -> None:
    """A field's error from real engine calls (events, setups, dice read from JSON): the
    page's English says the error's English, field, expectation and value alike."""
    from aftermath import field_words
    from aftermath.errors import InvalidData
    from aftermath.ninth_age import NinthAgeBattle
    bad: list[tuple[Any, dict[str, Any]]] = [
        (battle, {"regiments": "no"}), (battle, {"regiments": ["no"]}),
        (battle, {"regiments": [regiment(stands=-1)]}),
        (battle, {"regiments": [regiment(stands=1000)]}),
        (battle, {"regiments": [regiment(name="")]}),
        (battle, {"regiments": [regiment(name="x" * 200)]}),
        (battle, {"regiments": [regiment(command="yes")]}),
        (battle, {"regiments": [regiment(id="a b")]}),
        (battle, {"regiments": [regiment(kind="dragon")]}),
        (battle, {"regiments": [regiment(wounds="2")]}),
        (battle, {"regiments": [regiment(colour="red")]}),
        (battle, {"regiments": [{"id": "a"}]}),
        (battle, {"regiments": [regiment()] * 50}),
    ]
    errors: list[InvalidData] = []
    for make, setup in bad:
        with pytest.raises(InvalidData) as caught:
            make(**setup) if make is battle else make(setup)
        errors.append(caught.value)
    game = battle(regiment("a"))
    for event in ({"kind": "wound_pool", "regiment": "a", "wounds": 2.5},
                  {"kind": "morale_test", "regiment": "a", "dice": [7]},
                  {"kind": "morale_test", "regiment": "a", "dice": "66"},
                  {"kind": "wound_pool", "regiment": "a", "wounds": 3, "arc": 4},
                  {"kind": "wound_pool", "regiment": "a", "wounds": 3, "morale": "no"}):
        with pytest.raises(InvalidData) as caught:
            game.push(game.event_from_json(event))
        errors.append(caught.value)
    with pytest.raises(InvalidData) as caught:
        NinthAgeBattle.new({"units": [{"id": "u", "name": "U", "player": 0, "models": 0,
                                       "files": 5, "hp": 1}]})
    errors.append(caught.value)
    said = [e.said for e in errors if e.said is not None]
    assert len(said) >= 12
    ids = {p.id for s in said for p in s.parts}
    assert {"field-an-object", "field-at-least", "field-at-most", "field-not-blank",
            "field-max-characters", "field-true-or-false", "field-identifier",
            "field-one-of", "field-whole-number", "field-unknown-key", "field-required",
            "field-die-result", "field-dice-list", "field-max-items"} <= ids, ids
    assert said_by_the_page("en", said) == [s.text for s in said]
    assert [e.to_json()["msg"] for e in errors if e.said] == [s.to_json() for s in said]
    polish = said_by_the_page("pl", said)
    assert [s.id for s, p in zip(said, polish, strict=True) if p is None] == []
    # Every expectation with every count it takes.
    samples = [field_words.at_least(n) for n in (0, 1, 1000)] + [
        field_words.at_most(n) for n in (2, 5000)] + [
        f(n) for f in (field_words.max_characters, field_words.max_items,
                       field_words.dice_count, field_words.dice_list,
                       field_words.die_result) for n in (1, 2, 5, 22, 1000)] + [
        field_words.entered_or_rolled(), field_words.a_number(), field_words.text(),
        field_words.a_list()]
    wrapped = [InvalidData("x", 1, s).said for s in samples if isinstance(s, Said)]
    assert said_by_the_page("en", wrapped) == [s.text for s in wrapped if s]


def test_every_place_in_a_formation_is_said_as_the_api_says_it() -> None:
    """Ranks and files to the largest formations (a Ninth Age Unit of 200 models in one
    file, 40 files): English's ordinal endings by the category the engine gives."""
    from aftermath.places import Place
    places = [Place(r, 0, 201, 1) for r in range(201)]
    places += [Place(1, f, 3, files) for files in (1, 2, 3, 4, 5, 40) for f in range(files)]
    said = [tw.off_battlefield(p) for p in places]
    assert said_by_the_page("en", said) == [s.text for s in said]
    polish = said_by_the_page("pl", said)
    assert None not in polish
