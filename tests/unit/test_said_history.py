"""What an action is called (its summary: the step log's entry, the Undo and Redo
buttons and dialogs) and what it did (its verdict, a preview's too), in the three rule
systems: the page's English catalogue says exactly what the Python API says, every
language has every message, and the bridge carries each message beside its English."""

from __future__ import annotations

import contextlib
import importlib
import inspect
import itertools
import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from aftermath import bridge, history
from aftermath.campaign import history_words as cw
from aftermath.conquest import history_words as hw
from aftermath.conquest import outcome as conquest_outcome
from aftermath.conquest.charge import EDGE_WORDS
from aftermath.conquest.events import NAMED_HEALS
from aftermath.distance import using
from aftermath.ninth_age import history_words as nw
from aftermath.ninth_age import outcome as ninth_outcome
from aftermath.places import Place
from aftermath.said import Said

from .test_said_catalogue import resolves, said_by_the_page

ROOT = Path(__file__).resolve().parents[2]
COUNTS = (0, 1, 2, 3, 5, 12, 22, 25, 999)
POOLS = ({"pool": "rank_and_file", "character": ""}, {"pool": "champion", "character": "Vex"},
         {"pool": "character", "character": "Ulf"}, {"pool": "unknown", "character": "c9"})
TITLED = ({"pool": "rank_and_file", "unit": "Trolls", "character": "", "character_s": "no"},
          {"pool": "champion", "unit": "Trolls", "character": "Vex", "character_s": "no"},
          {"pool": "character", "unit": "Trolls", "character": "Ulfs", "character_s": "yes"})


def conquest_summaries() -> list[Said]:
    out = [hw.new_round(), hw.active_player("Ann"), hw.rally("Knights"), hw.bravery("Knights")]
    for n in COUNTS:
        out += [hw.wound_pool(n, "Knights", source, arc, morale)
                for source in (None, "Ghouls") for arc in (None, "front", "flank", "rear")
                for morale in (True, False)]
        out += [hw.character_wounds(n, "Sir Ysolde", "Knights"), hw.decay(n, "Knights")]
        out += [hw.heal(points, key, words, "Knights", room)
                for points in (None, n) for key, words in ((None, ""), *NAMED_HEALS.items())
                for room in (True, False)]
    out += [hw.morale_test("Knights", dice, rerolls)
            for dice in (None, (), (3,), (1, 6, 2)) for rerolls in (None, (), (4,), (2, 5))]
    out += [hw.charge("Knights", edge, words, "Ghouls") for edge, words in EDGE_WORDS.items()]
    out += [hw.contacts("Knights", None, "r1f2")]
    out += [hw.contacts("Knights", Place(r, f, ranks, files), "s")
            for ranks, files in ((1, 1), (2, 3), (5, 5), (25, 24))
            for r in range(ranks) for f in range(files)]
    for units in ("mm", "in"):
        with using(units):
            out += [hw.place("Knights", x, y, facing) for x, y, facing in
                    ((0.0, 0.0, 0.0), (254.0, 99.06, 90.0), (1234.5, 10.0, -45.5),
                     (3.3, 7.0, 359.9))]
    return out


def verdict_parts() -> list[Said]:
    out = [hw.done(), hw.nothing_to_heal(), hw.bravery_done(), hw.rallied(True), hw.rallied(False),
           hw.character_removed([]), hw.character_removed(["Sir Ysolde"]),
           hw.character_removed(["Sir Ysolde", "Vex"]), hw.status("shattered"),
           hw.status("destroyed")]
    out += [hw.placed(how, facing) for how in hw.PLACED for facing in (0.0, 90.0, -12.5, 359.94)]
    for n in COUNTS:
        out += [hw.wounds_suffered(n), hw.wounds_healed(n), hw.no_room(n), hw.unused(n),
                hw.stands_lost(n, ()), hw.stands_lost(n, ("Sir Ysolde",)),
                hw.stands_lost(n, ("Sir Ysolde", "Vex")), hw.stands_restored(n),
                hw.broke(n, 12), hw.steady(n, 6, ("Sir Ysolde",), 3), hw.morale_due(n),
                hw.charged(n, 2), hw.charged(1, n), hw.round_begins(n), hw.active("Ann")]
    for dice, terrifying, phalanx, arc, rerolled in itertools.product(
            (1, 2, 12), (0, 1, 2), (False, True), (None, "flank", "rear"), (None, 0, 1, 3)):
        out += [hw.morale(dice, 3, terrifying, phalanx, arc, rerolled, failed, indomitable,
                          wounds)
                for failed, indomitable, wounds in ((0, 0, 0), (1, 0, 1), (2, 1, 2), (3, 0, 1))]
    for n in COUNTS:
        out += [hw.so_far(n), hw.so_far(n, 0), hw.so_far(min(n + 1, 999), n), hw.reroll_heading(n),
                hw.reroll_label(n), hw.reroll_text((1, 6, 3), n), hw.reroll_text((4,), n)]
    # Characters' names, listed as each language lists them (C-3).
    three = ("Sir Ysolde", "Vex", "Ulf")
    out += [hw.stands_lost(2, three), hw.steady(2, 6, ("Sir Ysolde", "Vex"), 3),
            hw.steady(2, 8, three, 4)]
    out += [hw.morale_heading(n) for n in COUNTS] + [hw.passes(v) for v in range(-2, 10)]
    out += [hw.resolve_explained(target.explanation(), target.value) for target in resolves()]
    out += [hw.morale(5, -1, 0, False, None, None, 5, 0, 5),
            hw.morale(5, 7, 0, True, None, None, 0, 0, 0)]
    return out


def verdict_chains() -> list[Said]:
    parts = [hw.wounds_suffered(3), hw.stands_lost(2, ("Vex",)), hw.stands_restored(1),
             hw.broke(2, 4), hw.morale_due(2)]
    out = []
    for joins in itertools.product(("then", "to"), repeat=len(parts) - 1):
        out.append(hw.chain(list(zip(parts, (*joins, "then"), strict=True))))
    return out


def ninth_age() -> list[Said]:
    attacks = [nw.attack("Great Axe", losses, x, values)
               for losses in (None, 0, 1, 7) for x in (None, "D3")
               for values in (None, (), (1,), (3, 2))]
    out = list(attacks)
    for n in (*COUNTS, None):
        for pool, (text) in zip(POOLS, ("Rank and file", "Champion Vex", "Character Ulf", "c9"),
                                strict=True):
            for x, values in ((None, None), ("D3", None), ("D6", ()), ("D3", (2, 3))):
                for listed in (None, nw.attacks(attacks[:1]), nw.attacks(attacks[:3])):
                    for excess in ((), (("Great Axe", 2),), (("Great Axe", 2), ("Claws", 1))):
                        out.append(nw.hp_lost(n, "Trolls", pool, text, x, values, listed, excess))
    for n in COUNTS:
        out.append(nw.unstable(n, "Trolls"))
        for unstable, end, pool in itertools.product((False, True),
                                                     ("destroyed", "wiped_out", "carried"), TITLED):
            title = {"rank_and_file": "the rank-and-file Health Pool of Trolls",
                     "champion": "Champion Vex's Health Pool",
                     "character": "Character Ulfs' Health Pool"}[str(pool["pool"])]
            out += [nw.verdict(unstable, n, removed, end, "Trolls", pool, title, 2)
                    for removed in (0, 1, 2, 5)]
            if pool["pool"] != "rank_and_file" and end == "carried":
                out += [nw.pool_left(unstable, n, pool, left, hp)
                        for left, hp in ((1, 1), (1, 4), (2, 4), (5, 6), (22, 25))]
    return out


def campaign() -> list[Said]:
    tables = {"recovery": "Recovery", "fate": "Casualty Fate", "wound": "Wound Table"}
    out = [cw.confirm(), cw.outcome("Brotherhood", None)]
    out += [cw.outcome("Brotherhood", name) for name in ("Crushing Victory", "Victory",
                                                         "Pyrrhic Victory", "Noble Loss",
                                                         "Annihilated")]
    out += [cw.roll(key, name, "Vex", die) for key, name in tables.items() for die in (None, 1, 20)]
    out += [cw.wound_rolls("Vex", dice) for dice in ((5,), (5, 6, 1))]
    last = cw.typed_roll("Ulf", "fate", "Casualty Fate", 15, None)
    same = cw.typed_roll(None, "wound", "Wound Table", 3, (False, last))
    first = cw.typed_roll("Vex", "recovery", "Recovery", 4, (True, same))
    out += [last, same, first, cw.typed_rolls(first), cw.typed_rolls(last)]
    return out


def refusals() -> list[Said]:
    from aftermath import history_words as refused
    return [refused.nothing_to_undo(), refused.nothing_to_redo(),
            *(refused.too_many_actions(n) for n in (1, 2, 5, 22, 999))]


def samples() -> list[Said]:
    return (conquest_summaries() + verdict_parts() + verdict_chains() + ninth_age() + campaign()
            + refusals())


def test_the_english_catalogue_says_each_summary_and_verdict_as_the_python_api() -> None:
    sentences = samples()
    assert said_by_the_page("en", sentences) == [s.text for s in sentences]


@pytest.mark.parametrize("language", ["de", "fr", "es", "it", "pl"])
def test_every_language_says_each_summary_and_verdict_in_its_own_words(language: str) -> None:
    sentences = samples()
    said = said_by_the_page(language, sentences)
    assert [s.id for s, t in zip(sentences, said, strict=True) if t is None] == []
    # Names and numbers alone may read as in English ("Knights: 3"); words never do.
    english = [s.text for s in sentences]
    same = {s.id for s, t, e in zip(sentences, said, english, strict=True) if t == e}
    assert same <= {"history-attack", "history-attacks"}, same


def test_n2_a_character_pool_says_hp_left_and_an_old_carried_over_verdict_still_reads() -> None:
    """A Character's or Champion's own Health Pool left standing is said by what it has
    left (N-2); a verdict kept from before, HP carried over on that Pool, reads as it did."""
    baron = {"pool": "character", "unit": "Knights", "character": "Baron",
             "character_s": "no"}
    old = Said("verdict-hp-lost", "", {"unstable": "no", "losses": 2, "removed": 0,
                                       "end": "carried", **baron, "carried": 2})
    result = said_by_the_page("en", [nw.pool_left(False, 2, baron, 2, 4), old])
    expected = ["2 HP lost; Baron: 2 of 4 HP left",
                "2 HP lost: 0 models removed; 2 HP carried over"]
    assert result == expected


def test_polish_counts_take_their_forms_in_the_verdicts() -> None:
    said = said_by_the_page("pl", [hw.chain([(hw.wounds_suffered(n), "then")]) for n in
                                   (1, 2, 5, 22, 25)] + [hw.stands_lost(n, ()) for n in (1, 3, 12)])
    assert said == ["Otrzymane: 1 Rana", "Otrzymane: 2 Rany", "Otrzymane: 5 Ran",
                    "Otrzymane: 22 Rany", "Otrzymane: 25 Ran", "Stracone: 1 Podstawka",
                    "Stracone: 3 Podstawki", "Stracone: 12 Podstawek"]


# -- real runs --------------------------------------------------------------------------
@contextmanager
def listening() -> Iterator[list[Said]]:
    """Every summary made and every verdict given inside the block."""
    heard: list[Said] = []
    summary_of, conquest, ninth = (history.summary_of, conquest_outcome.outcome,
                                   ninth_outcome.outcome)

    def summary(event: Any, state: Any) -> Any:
        said = summary_of(event, state)
        if isinstance(said, Said):
            heard.append(said)
        return said

    def verdicts(real: Any) -> Any:
        def outcome(*args: Any) -> Any:
            out = real(*args)
            if out and "verdict_msg" in out:
                heard.append(_said(out["verdict_msg"], out["verdict"]))
            return out
        return outcome

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(history, "summary_of", summary)
        mp.setattr(conquest_outcome, "outcome", verdicts(conquest))
        mp.setattr(ninth_outcome, "outcome", verdicts(ninth))
        yield heard


def _said(msg: dict[str, Any], text: str) -> Said:
    parts = tuple(_said(p, "") for p in msg.get("parts", ()))
    # A list of names travels as a JSON list: a tuple again, as the engine made it.
    args = {k: tuple(v) if isinstance(v, list) else v for k, v in msg["args"].items()}
    return Said(msg["id"], text, args, parts)


PLAYED = ("test_outcome", "test_bridge_systems", "test_bridge_charge", "test_bridge_ninth_age",
          "test_bridge_campaign", "test_bridge_special_rules", "test_conquest_healing",
          "test_conquest_special_rules", "test_conquest_battlefield",
          "test_ninth_age_multiple_wounds", "test_ninth_age_unstable", "test_campaign_typed",
          "test_campaign_game", "test_campaign_outcome", "test_said_history")


def test_verdicts_of_healing_rallying_and_characters() -> None:
    """Verdicts no other plain test asks for (C-3, C-7 to C-9, C-16, C-28), for the
    real-run check below (it runs this test too)."""
    from aftermath.conquest import CharacterWounds, Heal, Rally, WoundPool
    from aftermath.conquest.special_events import Bravery

    from .conquest_helpers import battle, regiment

    def verdict(game: Any, event: Any) -> str:
        before = game.state
        steps = game.push(event)
        return str(game.outcome(before, game.state, game.events[-1], steps)["verdict"])

    cap = {"id": "cap", "name": "Captain", "wounds": 3, "resolve": 3}
    game = battle(regiment("a", stands=6, wounds=2), regiment("c", characters=[cap]))
    assert verdict(game, Heal("a", 2)) == (
        "Nothing to heal: no Wound Markers and no Stand to restore (C-7)")
    assert verdict(game, CharacterWounds("c", "cap", 1)) == "Character Wounded"
    assert verdict(game, CharacterWounds("c", "cap", 2)).startswith("Character removed: Captain")
    verdict(game, WoundPool("a", 3, morale=False))
    assert verdict(game, Heal("a", 1)) == "1 Wound healed"
    assert verdict(game, Heal("a", 2)).startswith("1 Stand restored")
    verdict(game, WoundPool("a", 3, morale=False))
    assert "No room to restore a Stand" in verdict(game, Heal("a", 5, no_room=True))
    broken = battle(regiment("b", stands=4, special_rules=[{"name": "Bravery"}]))
    verdict(broken, WoundPool("b", 2, morale=False))
    verdict(broken, Bravery("b"))
    assert verdict(broken, Rally("b")) == "Rallied"


def played() -> list[Said]:
    with listening() as heard:
        for name in PLAYED:
            module = importlib.import_module(f"tests.unit.{name}")
            for attr, fn in sorted(vars(module).items()):
                if not attr.startswith("test_") or not callable(fn):
                    continue
                if getattr(fn, "is_hypothesis_test", False) or hasattr(fn, "pytestmark"):
                    continue
                if inspect.signature(fn).parameters or attr.startswith("test_real_runs"):
                    continue
                with contextlib.suppress(Exception, pytest.fail.Exception):
                    fn()
    seen: dict[str, Said] = {}
    for said in heard:
        seen.setdefault(json.dumps(said.to_json(), sort_keys=True), said)
    return list(seen.values())


WORDS = ("conquest/history_words.py", "ninth_age/history_words.py", "campaign/history_words.py")
# Said by the word functions, no plain test reaches them (shown as samples above).
UNPLAYED = {"history-contacts-stand-id", "verdict-steady", "verdict-unused",
            "verdict-stands-lost-with",
            # Said to the dice entry as the dice go in (conquest.morale_so_far, .resolve).
            "verdict-so-far", "verdict-reroll-heading", "verdict-reroll-text",
            "verdict-reroll-label",
            # Said by the view and the Resolve (a Regiment's Morale Test owed, its faces).
            "verdict-morale-heading", "verdict-passes", "verdict-resolve-explained"}


def test_real_runs_say_every_summary_and_verdict_as_the_python_api() -> None:
    heard = played()
    ids = {m for p in WORDS for m in re.findall(r'\bsentence\(\s*"([\w-]+)"',
                                                 (ROOT / "py/aftermath" / p).read_text())}

    def of(s: Said) -> set[str]:
        return {s.id}.union(*(of(p) for p in s.parts))

    said = set().union(*(of(s) for s in heard))
    assert sorted(ids - said - UNPLAYED) == []
    # Chains' parts carry no English of their own here: the whole is compared.
    assert said_by_the_page("en", heard) == [s.text for s in heard]


def test_a_push_undo_redo_preview_and_log_carry_each_summary_and_verdict_as_a_message() -> None:
    from aftermath.conquest import NewRound, WoundPool

    from .conquest_helpers import regiment

    def ask(kind: str, **payload: Any) -> Any:
        reply = json.loads(bridge.handle(json.dumps({"id": 1, "type": kind, "payload": payload})))
        assert reply["ok"], reply
        return reply["result"]

    ask("game.new", system="conquest", game_id="h", setup={"regiments": [regiment("a")]})
    pool = WoundPool("a", 6, morale=False).to_json()
    preview = ask("game.preview", game_id="h", event=pool)
    pushed = ask("game.push", game_id="h", event=pool)
    ask("game.push", game_id="h", event=NewRound().to_json())
    undone = ask("game.undo", game_id="h")
    opened = ask("game.open", game_id="h2", game=bridge.core.GAMES.get("h").to_json())
    changes = undone["changes"]["set"]
    said = [(preview["summary_msg"], preview["summary"]),
            (preview["outcome"]["verdict_msg"], preview["outcome"]["verdict"]),
            (pushed["summary_msg"], pushed["summary"]),
            (pushed["entry"]["summary_msg"], pushed["entry"]["summary"]),
            (pushed["outcome"]["verdict_msg"], pushed["outcome"]["verdict"]),
            (undone["summary_msg"], undone["summary"]),
            (changes["redo_summary_msg"], changes["redo_summary"]),
            (changes["undo_summary_msg"], changes["undo_summary"]),
            (opened["log"][0]["summary_msg"], opened["log"][0]["summary"]),
            (opened["view"]["redo_summary_msg"], opened["view"]["redo_summary"])]
    assert [m["id"] for m, _ in said] == [
        "history-wound-pool", "verdict-wounds-suffered", "history-wound-pool",
        "history-wound-pool", "verdict-wounds-suffered", "history-new-round",
        "history-new-round", "history-wound-pool", "history-wound-pool", "history-new-round"]
    sentences = [_said(m, t) for m, t in said]
    assert said_by_the_page("en", sentences) == [t for _, t in said]
    assert None not in said_by_the_page("pl", sentences)


def test_a_system_whose_summaries_have_no_message_says_them_in_english() -> None:
    """The toy system of the tests: its summary is its English, with no message."""
    from .test_toy_system import Mark, Tally
    game = Tally.new({"name": "Ann"})
    game.push(Mark(2))
    assert game.view()["undo_summary_msg"] is None
    assert game.said_summaries() == [game.undo_summary] == ["2 marks on Ann"]


def test_undo_and_redo_with_nothing_to_take_back_are_refused_by_message() -> None:
    from aftermath.errors import RuleViolation

    from .conquest_helpers import battle, regiment
    game = battle(regiment("a"))
    refused = []
    for act in (game.pop, game.redo):
        with pytest.raises(RuleViolation) as caught:
            act()
        refused.append(caught.value.refusal())
    assert [r["msg"]["id"] for r in refused] == ["history-nothing-to-undo",
                                                 "history-nothing-to-redo"]
    assert [r["reason"] for r in refused] == ["there is nothing to undo (history)",
                                              "there is nothing to redo (history)"]
