"""The aftermath screens' sentences (a lost model's story, why its next roll is owed, a
captive's standing: W-1 to W-6) are said by the page's English catalogue exactly as the
Python API says them, and every other catalogue says each of them; a story's English is
its sentences joined as the page joins them."""

from __future__ import annotations

import random

import pytest

from aftermath.campaign import CampaignAftermath, Confirm, tables
from aftermath.campaign import device_rosters as dr
from aftermath.campaign import story_words as story
from aftermath.campaign.resolution import resolve
from aftermath.campaign.roster import KINDS
from aftermath.campaign.step_words import note_args
from aftermath.campaign.view import told, why_said
from aftermath.said import Said

from .test_campaign_fixtures import battle, model
from .test_said_catalogue import COUNTS, said_by_the_page

LANGUAGES = ("de", "fr", "es", "it", "pl")


def samples() -> list[Said]:
    out = [story.unrecoverable(), story.awaiting_recovery(), story.awaiting_fate(),
           story.retired_blind()]
    out += [story.recovery(die, number, result) for die, number in ((1, 6), (17, 16))
            for result in ("dead", "survived", "trooper")]
    out += [story.fate(die, f.name) for die, f in enumerate(tables.FATES, 1)]
    notes = [note_args("lowered", "AR", 3, 2), note_args("spot", "", -1, -2),
             note_args("blind")]
    for w in tables.WOUNDS:
        out += [story.wound(w.location, []), story.wound(w.location, notes[:1]),
                story.wound(w.location, notes)]
    out += [story.wounds_to_go(n) for n in COUNTS]
    out += [story.captive(how) for how in ("exchanged", "bought back", "executed", "own",
                                           "other")]
    for force, o, bonus in (("Brotherhood", tables.VICTORY, None),
                            ("Dark Legion", tables.ANNIHILATED, tables.UNDEAD_BONUS)):
        out.append(story.why_recovery("Vex", force, o.name, o.recovery_number, bonus))
    # "an 8", "an 11", "an 18" in English: an Undead model after a Pyrrhic Victory, and
    # numbers no table gives today.
    out += [story.why_recovery("Vex", "Dark Legion", tables.PYRRHIC_VICTORY.name, number,
                               tables.UNDEAD_BONUS) for number in (8, 11, 18, 7)]
    out += [story.why_fate("Vex", kind, kind == "Trooper") for kind in KINDS]
    out += [story.why_wound("Vex", f.name, done, 3) for f in tables.FATES for done in (1, 3)]
    out += [dr.CONFIRMED_SAID, dr.BOTH_DELETED_SAID, dr.ONE_DELETED_SAID,
            dr.CHANGED_SINCE_SAID, dr.DELETED_SINCE_SAID, dr.PUT_BACK_SAID]
    return out


def played() -> list[Said]:
    """Every sentence the aftermath screens show while games are rolled to the end."""
    heard: list[Said] = []
    for seed in range(12):
        rng = random.Random(seed)
        game: CampaignAftermath = battle(3, 2, a_first=model("hero", undead=seed % 2 == 0))
        while True:
            result = resolve(game.state)
            releases = {(r.captive.owner, r.captive.model): r for r in result.releases}
            for s in (0, 1):
                for c in result.casualties[s]:
                    said = told(c, releases.get((s, c.before.id)))
                    view = next(x for x in game.view()["sides"][s]["casualties"]
                                if x["model"] == c.before.id)
                    assert view["summary"] == story.text(said)
                    assert view["story"] == [x.to_json() for x in said]
                    heard += said
            heard += [why_said(game.state, c) for c in result.pending]
            heard += [r.sentence(game.state.forces()) for r in result.releases]
            event = game.next_roll()
            if event is None:
                break
            game.push(event.with_rolls(game.state, rng))
        game.push(Confirm())
    return heard


def test_an_undead_model_after_a_pyrrhic_victory_lives_on_an_8_or_less() -> None:
    said = story.why_recovery("Vex", "Dark Legion", tables.PYRRHIC_VICTORY.name,
                              tables.PYRRHIC_VICTORY.recovery_number + tables.UNDEAD_BONUS,
                              tables.UNDEAD_BONUS)
    result = said.text
    expected = ("Vex was lost in the battle; Dark Legion's outcome is Pyrrhic Victory: "
                "Vex lives on an 8 or less (+2: Undead) (W-1, W-2)")
    assert result == expected


def test_the_english_catalogue_says_the_screens_sentences_as_the_python_api_says() -> None:
    sentences = samples() + played()
    assert said_by_the_page("en", sentences) == [s.text for s in sentences]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_catalogue_says_each_of_the_screens_sentences(language: str) -> None:
    sentences = samples()
    said = said_by_the_page(language, sentences)
    assert [s.id for s, t in zip(sentences, said, strict=True) if t is None] == []
    english = said_by_the_page("en", sentences)
    # A sentence that reads as its English in another language was not translated
    # (those of numbers and rule ids only aside).
    same = [s.id for s, t, e in zip(sentences, said, english, strict=True) if t == e]
    assert sorted(set(same)) == []


def test_a_roster_note_is_its_sentences_joined_by_a_space() -> None:
    game = battle(1, 0)
    while (event := game.next_roll()) is not None:
        game.push(event.with_rolls(game.state, random.Random(1)))
    rosters = tuple(s.roster.to_json() for s in game.state.sides)
    # Before the Confirm, as after its Undo: one roster changed on the device, one deleted.
    undone = dr.sync(game.state, dr.Device(True, True, rosters, (None, {"x": 1})))
    assert undone.note == f"{dr.CHANGED_SINCE} {dr.DELETED_SINCE}"
    assert undone.to_json()["note_msgs"] == [dr.CHANGED_SINCE_SAID.to_json(),
                                             dr.DELETED_SINCE_SAID.to_json()]
    game.push(Confirm())
    confirmed = dr.sync(game.state, dr.Device(False, True, None, (rosters[0], None)))
    assert confirmed.to_json()["note_msgs"] == [dr.ONE_DELETED_SAID.to_json()]
