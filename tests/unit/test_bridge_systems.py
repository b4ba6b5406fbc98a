"""The bridge's open-games store, its registry, and each rule system's descriptor:
summaries for every event kind, a share link round trip, and the engine.systems reply
the page reads instead of keeping its own tables."""

from __future__ import annotations

import json
from collections.abc import Iterator
from random import Random
from typing import Any

import pytest

from aftermath import bridge
from aftermath.bridge import core
from aftermath.campaign import CampaignAftermath, Confirm, FateRoll, RecoveryRoll, SetOutcome
from aftermath.campaign import WoundRoll as CampaignWoundRoll
from aftermath.campaign.events import TypedRolls, WoundRolls
from aftermath.conquest import (
    Bravery,
    CharacterWounds,
    Charge,
    ConquestBattle,
    Decay,
    Heal,
    MoraleTest,
    NewRound,
    Place,
    Rally,
    SetActivePlayer,
    SetContacts,
    WoundPool,
)
from aftermath.conquest.examples import EXAMPLES
from aftermath.history import Event
from aftermath.ninth_age import (
    Attack,
    ExcessShare,
    HealthPointLosses,
    MultipleWounds,
    UnstableLosses,
)

from .test_campaign_fixtures import battle as campaign_battle

SETUP = {"regiments": [{"id": "maa", "name": "Men-at-Arms", "player": 0, "stands": 6,
                        "files": 3, "wounds": 4, "resolve": 2}]}


@pytest.fixture(autouse=True)
def fresh() -> Iterator[None]:
    bridge.reset()
    yield
    bridge.reset()


def call(type: str, **payload: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(bridge.handle(json.dumps(
        {"id": 1, "type": type, "payload": payload})))
    return reply


def ok(type: str, **payload: Any) -> dict[str, Any]:
    reply = call(type, **payload)
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


# -- the open games: least recently used goes first -----------------------------------
def test_a_game_in_use_stays_open_through_40_other_opens() -> None:
    ok("game.new", system="conquest", game_id="in-use", setup=SETUP)
    ok("game.new", system="conquest", game_id="unused", setup=SETUP)
    for i in range(40):
        ok("game.new", system="conquest", game_id=f"other-{i}", setup=SETUP)
        ok("game.push", game_id="in-use", event={"kind": "new_round"})
        ok("game.undo", game_id="in-use")
    assert ok("game.log", game_id="in-use") == {"entries": []}
    gone = call("game.log", game_id="unused")
    assert not gone["ok"] and gone["error"]["type"] == "not_open"
    assert len(bridge.GAMES) == bridge.MAX_OPEN_GAMES


def test_any_request_about_a_game_makes_it_the_most_recent() -> None:
    ok("game.new", system="conquest", game_id="first", setup=SETUP)
    for i in range(bridge.MAX_OPEN_GAMES - 1):
        ok("game.new", system="conquest", game_id=f"g{i}", setup=SETUP)
    ok("conquest.resolve", game_id="first", regiment="maa")  # a read touches it too
    ok("game.new", system="conquest", game_id="one-more", setup=SETUP)
    assert "first" in bridge.GAMES and "g0" not in bridge.GAMES


# -- the registry ---------------------------------------------------------------------
def test_registering_a_request_name_twice_is_refused() -> None:
    with pytest.raises(bridge.DuplicateRequest, match=r"game\.push"):
        bridge.request("game.push")(lambda payload: {})
    with pytest.raises(bridge.DuplicateRequest, match="conquest"):
        core.install(bridge.SYSTEMS["conquest"])
    assert bridge.HANDLERS["game.push"].__name__ == "game_push"


# -- Game.push rolls what the app was asked to roll ------------------------------------
def test_conquest_push_rolls_the_owed_morale_dice_with_the_given_rng() -> None:
    game = ConquestBattle.new(SETUP)
    game.push(WoundPool("maa", 6))
    owed = game.regiment("maa").pending_morale
    game.push(MoraleTest("maa"), rng=Random(1))
    rolled = game.events[-1]
    assert isinstance(rolled, MoraleTest) and rolled.dice is not None
    assert len(rolled.dice) == owed and all(1 <= v <= 6 for v in rolled.dice)
    first = Random(1)
    assert list(rolled.dice) == [first.randint(1, 6) for _ in range(owed)]
    assert game.regiment("maa").pending_morale == 0
    # Entered dice are kept as entered: only an unrolled event is rolled.
    game.pop()
    game.push(MoraleTest("maa", (6,) * owed), rng=Random(1))
    assert game.events[-1] == MoraleTest("maa", (6,) * owed)


def test_campaign_push_rolls_the_owed_d20() -> None:
    game = campaign_battle(1, 0)
    event = game.next_roll()
    assert isinstance(event, RecoveryRoll) and event.die is None
    game.push(event, rng=Random(3))
    rolled = game.events[-1]
    assert isinstance(rolled, RecoveryRoll) and rolled.die == Random(3).randint(1, 20)


# -- summaries: every event kind of every system ---------------------------------------
SAMPLES: dict[str, list[Event]] = {
    "conquest": [
        WoundPool("maa", 6), WoundPool("maa", 2, morale=False), MoraleTest("maa", (1, 6)),
        MoraleTest("maa"), Heal("maa", 3), CharacterWounds("maa", "cap", 1), Rally("maa"),
        NewRound(), SetActivePlayer(1), SetContacts("maa", "r0f0", ()),
        Place("maa", 300, 120.5, 90), Charge("maa", "kn", "left", 1, (1200.0, 1200.0)),
        Bravery("maa"), Decay("maa", 2),
        WoundPool("maa", 3, source="maa", harm="volley", arc="flank"),
        MoraleTest("maa", (1, 2), rerolls=(4, 5)), Heal("maa", source="biotic_renewal")],
    "ninth_age": [
        HealthPointLosses("maa", "rank_and_file", 3),
        HealthPointLosses("maa", "rank_and_file", 3, (Attack("Spears", 3),),
                          (ExcessShare("Spears", 1),)),
        HealthPointLosses("maa", "rank_and_file", None,
                          multiple_wounds=MultipleWounds("D3", 2, (3, 1))),
        UnstableLosses("maa", 2)],
    "campaign": [SetOutcome(0, "Annihilated"), SetOutcome(1), RecoveryRoll(0, "kell", 4),
                 FateRoll(0, "kell"), CampaignWoundRoll(0, "kell", 12),
                 WoundRolls(0, "kell", (12, 5)),
                 TypedRolls((RecoveryRoll(0, "kell", 4), FateRoll(0, "kell", 15))), Confirm()],
}
STATES = {"conquest": lambda: ConquestBattle.new(SETUP).state,
          "ninth_age": lambda: None, "campaign": lambda: campaign_battle(1, 0).state}


@pytest.mark.parametrize("name", sorted(bridge.SYSTEMS))
def test_every_event_kind_has_a_one_line_summary(name: str) -> None:
    system = bridge.SYSTEMS[name]
    samples = SAMPLES[name]
    # The registry decides what must be covered, not this list.
    assert {e.kind for e in samples} == set(system.event_kinds)
    for event_type in system.game.event_types:
        assert event_type.said_summary is not Event.said_summary, event_type.__name__
    state = STATES[name]()
    if state is None:  # the Ninth Age: a battle holding the Unit the samples name
        from aftermath.ninth_age import NinthAgeBattle
        state = NinthAgeBattle.new({"units": [{"id": "maa", "name": "Spearmen",
                                               "player": 0, "models": 10, "files": 5,
                                               "hp": 1}]}).state
    for event in samples:
        text = event.summary(state)
        assert isinstance(text, str) and text.strip() and "\n" not in text
        assert event.kind not in text


def test_summaries_use_the_players_names() -> None:
    state = ConquestBattle.new(SETUP).state
    assert WoundPool("maa", 6).summary(state) == "Wound Pool of 6 on Men-at-Arms"
    assert MoraleTest("maa", (1, 3, 6)).summary(state) == "Morale Test for Men-at-Arms: 1, 3, 6"
    assert SetActivePlayer(1).summary(state) == "Active Player: Player 2"


def test_the_log_and_every_changing_reply_carry_the_summary() -> None:
    ok("game.new", system="conquest", game_id="g", setup=SETUP)
    pushed = ok("game.push", game_id="g", event={"kind": "wound_pool", "regiment": "maa",
                                                   "wounds": 6})
    assert pushed["summary"] == "Wound Pool of 6 on Men-at-Arms"
    # A push sends what changed: the new log line and the changed view fields.
    assert pushed["entry"]["summary"] == pushed["summary"]
    assert pushed["changes"]["set"]["undo_summary"] == pushed["summary"]
    assert ok("game.log", game_id="g")["entries"][-1]["summary"] == pushed["summary"]
    rolled = ok("game.push", game_id="g", event={"kind": "morale_test", "regiment": "maa"},
                seed=4)
    assert rolled["summary"].startswith("Morale Test for Men-at-Arms: ")
    assert "rolled by the app" not in rolled["summary"]
    undone = ok("game.undo", game_id="g")
    assert undone["summary"] == rolled["summary"] == undone["changes"]["set"]["redo_summary"]
    redone = ok("game.redo", game_id="g")
    assert redone["summary"] == rolled["summary"]


# -- the descriptors: what the page asks instead of keeping tables ---------------------
def test_engine_systems_names_each_system_and_what_each_link_opens_as() -> None:
    reply = ok("engine.systems")
    names = {s["name"]: s for s in reply["systems"]}
    assert set(names) == set(bridge.SYSTEMS)
    assert names["conquest"]["title"] == "Conquest"
    assert reply["links"]["conquest.regiment"] == {"as": "setup", "system": "conquest"}
    assert reply["links"]["ninth_age.game"] == {"as": "game", "system": "ninth_age"}
    assert reply["links"]["campaign.roster"] == {"as": "roster"}
    # Profiles and army lists can also be kept in Muster; the engine says which is which.
    assert reply["links"]["conquest.list"] == {"as": "setup", "system": "conquest",
                                               "muster": "list"}
    assert reply["links"]["ninth_age.profile"] == {"as": "setup", "system": "ninth_age",
                                                   "muster": "profile"}
    # Every kind a link can carry opens somehow.
    from aftermath import share
    assert set(reply["links"]) == set(share.KINDS)


def test_engine_systems_lists_each_systems_link_kinds_with_their_titles() -> None:
    reply = ok("engine.systems")
    for system in reply["systems"]:
        for link in system["links"]:
            # The same answer as the links table, with the title a preview heads it by.
            opens = {k: v for k, v in link.items() if k not in ("kind", "title", "title_msg")}
            assert opens == reply["links"][link["kind"]]
            assert link["title"]
    kinds = [link["kind"] for s in reply["systems"] for link in s["links"]]
    assert sorted(kinds) == sorted(reply["links"])


def test_engine_systems_says_which_keep_muster_and_the_report_words_with_their_rules() -> None:
    names = {s["name"]: s for s in ok("engine.systems")["systems"]}
    result = {n: names[n]["muster"] for n in ("conquest", "ninth_age", "campaign")}
    expected = {"conquest": True, "ninth_age": True, "campaign": False}
    assert result == expected
    result = [(w["key"], w["text"], w["rule"]) for w in names["conquest"]["statuses"]]
    expected = [("broken", "Broken", "C-14"), ("shattered", "Shattered", "C-15"),
                ("destroyed", "Destroyed", "C-5")]
    assert result == expected
    result = {w["key"]: (w["text"], w["rule"]) for w in names["campaign"]["report_words"]}
    expected = {"no_fates": ("no Casualty Fates rolled", "W-3"),
                "no_captives": ("No captives", "W-5")}
    assert result == expected


def test_each_status_word_is_a_field_of_the_reports_losses() -> None:
    from aftermath.report.model import Losses
    fields = set(Losses({}).to_json()) - {"counts"}
    for system in bridge.SYSTEMS.values():
        assert {w.key for w in system.statuses} <= fields, system.name


def test_every_lazy_module_of_a_system_exists_and_holds_its_odds_or_report() -> None:
    import importlib
    for system in bridge.SYSTEMS.values():
        assert system.lazy, system.name
        for module in system.lazy:
            assert module.startswith(f"aftermath.{system.name}."), module
            importlib.import_module(module)


SHARED = {"conquest": EXAMPLES[0]["setup"],
          "ninth_age": {"units": [{"id": "trolls", "name": "Trolls", "player": 0,
                                   "models": 10, "files": 5, "hp": 3}]}}


@pytest.mark.parametrize("name", sorted(SHARED))
def test_a_battle_round_trips_through_its_share_links_and_opens(name: str) -> None:
    system = bridge.SYSTEMS[name]
    made = ok("game.new", system=name, game_id="here", setup=SHARED[name])
    links = ok("share.encode_game", game_id="here", name="Friday")
    # State only: a new game from the engine's setup.
    state_only = ok("share.decode", fragment=links["state_only"]["fragment"])
    assert state_only["kind"] == system.share_battle
    setup = ok("share.to_setup", kind=state_only["kind"], data=state_only["data"])
    assert setup["system"] == name
    opened = ok("game.new", system=name, game_id="there", setup=setup["setup"])
    assert opened["game"]["start"] == made["game"]["start"]
    # With history: the game itself.
    full = ok("share.decode", fragment=links["with_history"]["fragment"])
    assert full["kind"] == system.share_history and full["system"] == name
    again = ok("game.open", game_id="again", game=full["data"])
    assert again["game"] == made["game"]
    # Given a game id, the link's game is opened as it is decoded: replayed once, its
    # JSON sent once (in ``opened``, not ``data`` too), and it can be played at once.
    kept = ok("share.decode", fragment=links["with_history"]["fragment"], game_id="kept")
    assert "data" not in kept and kept["opened"]["game"] == made["game"]
    assert kept["opened"]["view"] == again["view"]
    assert kept["link_id"] == full["link_id"] != state_only["link_id"]
    assert ok("game.log", game_id="kept")["entries"] == again["log"]


def test_the_same_link_has_the_same_id_whatever_its_name() -> None:
    """A link's id is what it carries: the same battle or list under another name is the
    same thing; another battle is not."""
    a = ok("share.encode", kind="conquest.regiment", name="x", data=SETUP["regiments"][0])
    b = ok("share.encode", kind="conquest.regiment", name="y", data=SETUP["regiments"][0])
    other = {**SETUP["regiments"][0], "name": "Other"}
    c = ok("share.encode", kind="conquest.regiment", name="x", data=other)
    ids = [ok("share.decode", fragment=f["fragment"])["link_id"] for f in (a, a, b, c)]
    assert ids[0] == ids[1] == ids[2] != ids[3]
    assert ids[0].startswith("l") and len(ids[0]) == 33


def test_the_campaign_is_not_shared_as_a_battle() -> None:
    # Rosters travel one by one (campaign.roster); an aftermath has no battle link.
    campaign = bridge.SYSTEMS["campaign"]
    assert campaign.game is CampaignAftermath
    assert campaign.share_battle is None and not campaign.opens


@pytest.mark.parametrize(("kind", "data", "pieces"), [
    ("conquest.regiment", SETUP["regiments"][0], "regiments"),
    ("ninth_age.unit", SHARED["ninth_age"]["units"][0], "units"),
])
def test_a_shared_piece_becomes_a_battle_setup(kind: str, data: Any, pieces: str) -> None:
    normalised = ok("share.decode", fragment=ok("share.encode", kind=kind, name="x",
                                                  data=data)["fragment"])["data"]
    setup = ok("share.to_setup", kind=kind, data=normalised)["setup"]
    assert setup == {pieces: [normalised]}


def test_share_to_setup_names_a_kind_that_does_not_open_as_a_battle() -> None:
    reply = call("share.to_setup", kind="campaign.roster", data={})
    assert not reply["ok"] and reply["error"]["field"] == "payload.kind"


@pytest.mark.parametrize("system", ["conquest", "ninth_age"])
def test_a_shared_profile_or_list_becomes_a_battle_named_by_it(system: str) -> None:
    profile = ok("muster.defaults", system=system)["profile"]
    army = {"system": system, "name": "Vanguard", "player": "Ann",
            "entries": [{"profile": profile, "count": 2}]}
    made = ok("share.to_setup", kind=f"{system}.list", data=army)
    assert made["name"] == "Vanguard" and made["system"] == system
    assert made["setup"] == ok("muster.to_setup", lists=[army])["setup"]
    alone = ok("share.to_setup", kind=f"{system}.profile", data=profile)
    assert alone["name"] == profile["name"]
    ok("game.new", system=system, game_id="g", setup=alone["setup"])


def test_engine_systems_gives_each_screens_sentences_with_their_rules() -> None:
    names = {s["name"]: s for s in ok("engine.systems")["systems"]}
    said = {w["key"]: w["said"] for w in names["conquest"]["words"]}
    assert said["natural_rolls"] == "A natural 1 always passes, a natural 6 always fails (C-10)"
    said = {w["key"]: w["said"] for w in names["ninth_age"]["words"]}
    expected = "Several simultaneous attacks (say which caused any excess, N-5)"
    assert said["several_attacks"] == expected
    assert said["multiple_wounds"] == "has Multiple Wounds (N-6)"
    rules = {w["key"]: w["rule"] for w in names["campaign"]["words"]}
    assert rules == {"outcome_from_losses": "W-1"}


def test_the_pages_copy_of_engine_systems_is_the_engines_reply() -> None:
    """The page draws its first screen from web/engine_systems.js before the
    engine is up: it must say what the engine says (scripts/engine_systems.py writes it)."""
    import runpy
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    made = runpy.run_path(str(root / "scripts" / "engine_systems.py"))["snapshot"]()
    kept = (root / "web" / "engine_systems.js").read_text()
    assert kept == made, "run .venv/bin/python scripts/engine_systems.py"
