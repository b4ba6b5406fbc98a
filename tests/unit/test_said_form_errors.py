"""What a battle's form, a rule system's data or a request got wrong
(aftermath.form_error_words): the page's English catalogue says exactly what the Python
API says, for every count and choice, alone and as the whole error ("<field>: <this>,
got <value>"); Polish has every one; and the errors the rule systems and the bridge
raise carry the message beside their English."""

from __future__ import annotations

import json

import pytest

from aftermath import form_error_words as fe
from aftermath.bridge import handle
from aftermath.campaign import refusal_words as cf
from aftermath.conquest import Regiment
from aftermath.conquest import refusal_words as rf
from aftermath.conquest import rule_words as rw
from aftermath.distance import using
from aftermath.errors import InvalidData, RuleViolation
from aftermath.ninth_age import Unit
from aftermath.places import Place
from aftermath.said import Said

from .conquest_helpers import regiment
from .test_said_catalogue import ids_of, said_by_the_page

COUNTS = (0, 1, 2, 3, 5, 12, 22, 25, 999)


def samples() -> list[Said]:
    out = [fe.listed_twice(), fe.named_twice(), fe.already_used(), fe.friendly_not_enemy(),
           fe.destroyed(), fe.whole_numbers(), fe.not_empty(), fe.zero_or_one(),
           fe.valid_json(), fe.json_text(), fe.table_size(), fe.needs_battlefield_to_stand(),
           fe.needs_battlefield(), fe.no_rerolls(), fe.rank_and_file(),
           fe.destroyed_stand_empty(), fe.left_or_right(), fe.not_stand_of_formation(),
           fe.command_auxiliary(), fe.rear_rank_only(), fe.broken_at(), fe.no_own_stand(),
           fe.regeneration_range(), fe.character_regeneration(), fe.table_left_out(),
           fe.needs_pool_or_attacks(), fe.left_out_with_multiple_wounds(),
           fe.multiple_wounds_spec(), fe.d3_or_d6(), fe.bonus_range(),
           fe.multiple_wounds_one_attack(), fe.excess_needs_attacks(),
           fe.names_rank_and_file(), fe.models_count_or_list(), fe.another_model_id(),
           fe.two_characters_id(), fe.removed_no_lost(), fe.wiped_out_pool(),
           fe.already_removed(), fe.picks_rank_and_file(), fe.at_least_one_attack(),
           fe.name_the_attack(), fe.names_two_attacks(), fe.no_excess(),
           fe.either_losses_or_attacks(), fe.each_side_roster(), fe.roster_json(),
           fe.rolls_as_typed(), fe.at_least_one_d20(), fe.blind(), fe.each_enemy_once(),
           fe.only_active_lost(), fe.lost_twice(), fe.two_warbands(), fe.rolls_owed(),
           fe.confirmed_holds_after(), fe.only_once_confirmed(), fe.value_typed()]
    out += [fe.used_by_two(t) for t in ("regiments", "stands", "units", "models")]
    out += [fe.not_in_battle(p) for p in ("regiment", "unit")]
    out += [fe.needs_at_least_one(w) for w in ("regiment", "battle", "unit")]
    out += [fe.left_out_with(w) for w in ("decay", "pool")]
    out += [fe.must_be(w) for w in ("propose", "action", "propose or action")]
    out += [fe.two_or_more_rolls(k) for k in ("wound", "any")]
    out += [fe.below_health_points(k, 3) for k in ("character", "champion")]
    for name in ("Knights", "Ann", "Men-at-Arms", "Sir Ysolde"):
        out += [fe.own_side(name), fe.not_model_of(name), fe.not_model_lost(name),
                fe.no_more_wound_rolls(name), fe.needs_x(name, 6), fe.takes_no_x(name),
                fe.needs_x("Decay", 6, rw.bare_name("Decay")),
                fe.takes_no_x("Bravery", rw.bare_name("Bravery")),
                fe.biotic_renewal(3, name, "brute"), fe.place_taken(2, 3, name),
                fe.excess_of_attack(4, name)]
        out += [fe.arc_in_contact("Ghouls", name, arc) for arc in ("front", "flank", "rear")]
    out += [fe.named_heal(k, w, 3) for k, w in (("fanatical_devotion", "Fanatical Devotion"),
                                                ("biotic_renewal", "Biotic Renewal"),
                                                ("regeneration", "Regeneration"))]
    out += [fe.not_stand_of("a"), fe.not_character_of("b-2"), fe.not_model_of_unit("u1"),
            fe.not_pool_of("u1", ["rank_and_file", "c1"]), fe.two_edges(["front", "rear"]),
            fe.one_of_attacks(["Spear", "Bite"]), fe.wound_location(["head", "arm"]),
            fe.die_result("D3+1", 2, 4), fe.character_in_play([]),
            fe.character_in_play(["c1", "c2"]), fe.every_character(["c1"])]
    for units in ("mm", "in"):
        with using(units):
            out += [fe.table_left_out_size(1828.8, 1219.2), fe.table_left_out_size(1200, 1000.4)]
    for pool in ("rank_and_file", "character", "champion"):
        for name in ("Gor", "Ulfs"):
            out.append(fe.belongs_to({"pool": pool, "unit": "Trolls", "character": name,
                                      "character_s": "yes" if name.endswith("s") else "no"}))
    refused = RuleViolation("C-12", rf.destroyed("Knights"))
    field = InvalidData("regiment", "x", fe.not_in_battle("regiment"))
    for done in ("replayed", "redone"):
        out += [said(fe.cannot_be(done, refused)), said(fe.cannot_be(done, field))]
    out += [fe.open_game("conquest"), fe.at_most_characters(900_000),
            fe.at_most_characters_for(16 * 1024, "propose"), fe.required_in("action"),
            fe.hex_digits(16), fe.required_for_push(), fe.only_with_undo(),
            fe.two_phones("phone-a", "phone-b"), fe.follows_term(), fe.follows_here("undo"),
            fe.follows_here("action"), fe.every_die(),
            fe.sent_to("writer", ["propose", "hello", "bye"])]
    spots = [Place(rank, file, 13, files) for rank in (0, 1, 2, 10, 12)
             for files in (1, 5, 6, 12) for file in range(files)]
    for spot in spots:
        out.append(fe.not_legal_place(fe.setup_off_battlefield("Knights", spot)))
    for spot, other in zip(spots, reversed(spots), strict=True):
        out.append(fe.setup_overlap("Knights", spot, "Men-at-Arms", other))
    places = [fe.place_taken_by(2, 3, "Gor"), fe.rank_not_in_formation(4, 3),
              fe.rank_holds(2, 1, 5, 5)]
    for why in places:
        for start in ("place", "rank", "file"):
            out += [fe.counted(why, start), fe.named_place("Ulfs", why, start)]
    out += places
    out += [fe.no_roll(w) for w in ("unrecoverable", "recovery_first", "dead", "trooper",
                                     "fate_first")]
    for dice in ([18], [16, 18], [12, 16, 18]):
        out += [fe.dice_not_used(cf.listed(dice), len(dice), owed) for owed in (0, 1, 2, 5)]
    out += [fe.first_rank_gap(), fe.place_of(1, 2, "x0")]
    for n in COUNTS:
        out += [fe.outside_files(n + 1, n), fe.rank_empty(n), fe.wider_than_first(n, n + 2),
                fe.centred_behind(n, n + 1), fe.rank_gap(n, n + 3)]
        out += [fe.newer_version(n), fe.next_term(n + 1), said(fe.answered_proposal(n))]
        out += [fe.whole_from_to(n, n + 1000), fe.json_text_under(n), fe.rerolls_per_pass(n),
                fe.below_stand_wounds(n), fe.below_character_wounds(n), fe.below_files(n),
                fe.too_many_auxiliaries(n, 3, 60), fe.at_least_stands(n),
                fe.dice_owed(n + 1, n), fe.rerolls_after_first(n, n + 2),
                fe.rerolls_only_passes(n + 1, n), fe.fixed_multiple_wounds(n),
                fe.fixed_value(n), fe.values_per_wound(n), fe.losses_cost(n),
                fe.most_models(n), fe.one_model(n), fe.below_hp_per_model(n),
                fe.rearmost_first(n, n + 1), fe.pick_not_used(n), fe.add_up(n, n + 1),
                fe.account_excess(n, n + 2), fe.most_rolls(n)]
    return out


def said(sentence: Said | str) -> Said:
    assert isinstance(sentence, Said), sentence
    return sentence


def whole_errors() -> list[Said]:
    """Each sample as the whole sentence an error says."""
    out = []
    for s in samples():
        said = InvalidData("setup.regiments[0].stands", [1, "x"], s).said
        assert said is not None
        out.append(said)
    return out


def test_every_form_error_is_sampled() -> None:
    def ids(s: Said) -> set[str]:
        return {s.id}.union(*(ids(p) for p in s.parts))

    sampled = set().union(*(ids(s) for s in samples()))
    assert ids_of("form_error_words.py") - sampled == set()


def test_the_english_catalogue_says_what_the_python_api_says() -> None:
    sentences = samples() + whole_errors()
    assert said_by_the_page("en", sentences) == [s.text for s in sentences]


def test_polish_says_every_one_of_them_in_polish() -> None:
    sentences = samples()
    polish = said_by_the_page("pl", sentences)
    english = said_by_the_page("en", sentences)
    assert [s.id for s, p, e in zip(sentences, polish, english, strict=True) if p == e] == []


def test_a_regiment_with_two_stands_on_one_place_says_so_by_its_message() -> None:
    data = Regiment.new(regiment("a", stands=2), "setup").to_json()
    first = data["stands"][0]["id"]
    data["stands"][1]["id"] = first
    with pytest.raises(InvalidData) as caught:
        Regiment.from_json(data, "setup.regiments[0]")
    err = caught.value
    assert str(err) == f"setup.regiments[0].stands[1].id: is used by two Stands, got {first!r}"
    assert err.to_json()["msg"] == {
        "id": "invalid-data", "args": {"field": "setup.regiments[0].stands[1].id",
                                       "got": repr(first)},
        "parts": [{"id": "form-error-used-by-two", "args": {"things": "stands"}}]}


def test_a_refused_request_carries_the_message_beside_its_english() -> None:
    reply = json.loads(handle("{not json"))
    assert reply["error"]["message"].startswith("request: must be valid JSON, got ")
    assert reply["error"]["msg"]["parts"] == [{"id": "form-error-valid-json", "args": {}}]


def test_a_replayed_action_an_error_stopped_says_that_error_as_its_part() -> None:
    refused = RuleViolation("C-12", rf.destroyed("Knights"))
    assert str(fe.cannot_be("replayed", refused)) == f"cannot be replayed: {refused}"
    # An error with no sentence of its own is said in English, as before.
    assert fe.cannot_be("redone", InvalidData("x", 1, "is odd")) == (
        "cannot be redone: x: is odd, got 1")
    assert fe.answered_proposal(None) == "must be the proposal None answers"


def test_a_character_on_a_taken_place_is_said_by_its_message_in_the_players_words() -> None:
    with pytest.raises(InvalidData) as caught:
        Unit.new({"id": "u1", "name": "Trolls", "player": 0, "models": 6, "files": 3, "hp": 3,
                  "characters": [{"id": "c1", "name": "Gor", "hp": 3, "rank": 0, "file": 1},
                                 {"id": "c2", "name": "Bruk", "hp": 3, "rank": 0,
                                  "file": 1}]}, "unit")
    reply = caught.value.to_json()
    assert reply["message"] == "Bruk: rank 1, file 2 is taken by Gor"
    assert reply["detail"] == ("unit.characters[1].file: rank 1, file 2 is taken by Gor "
                               "(counted from 1), got 1")
    assert reply["msg"]["id"] == "form-error-named-place"
    assert said_by_the_page("en", [caught.value.words_said]) == [reply["message"]]
