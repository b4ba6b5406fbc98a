"""What links, backups, names and the Python API let in: each faulty input gets the
project's typed error naming the field, never a silent acceptance or a bare Python
error."""

from __future__ import annotations

import base64
import json
import zlib
from typing import Any

import pytest

from aftermath import backup, bridge, lists, muster, report, share
from aftermath.campaign.odds import campaign_odds, recovery_chances
from aftermath.campaign.roster import Roster
from aftermath.conquest import ConquestBattle, WoundPool
from aftermath.conquest.odds import ConquestAttacks, conquest_odds, decay_odds, owed_morale_odds
from aftermath.errors import InvalidData, NewerVersion
from aftermath.muster import ArmyList, Entry
from aftermath.ninth_age import NinthAgeBattle
from aftermath.odds.luck import Dice, Shortfall
from aftermath.share import BadLink

Json = dict[str, Any]
REGIMENT = {"id": "a", "name": "A", "player": 0, "stands": 3, "files": 3, "wounds": 4,
            "resolve": 3}


def _undone_battle() -> ConquestBattle:
    battle = ConquestBattle.new({"regiments": [REGIMENT]})
    battle.push(WoundPool("a", 1, morale=False))
    battle.pop()
    return battle


def _redo_names_zzz() -> Json:
    saved = _undone_battle().to_json()
    saved["redo"] = [{"kind": "wound_pool", "regiment": "zzz", "wounds": 3}]
    return saved


def _pack(body: Any) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = json.dumps(body).encode()
    packed = packer.compress(raw) + packer.flush()
    return "v1." + base64.urlsafe_b64encode(packed).decode().rstrip("=")


# -- the redo list is checked like the history -------------------------------------------
def test_a_saved_redo_naming_a_regiment_not_in_the_battle_is_refused_naming_it() -> None:
    with pytest.raises(InvalidData) as err:
        ConquestBattle.from_json(_redo_names_zzz())
    result = (err.value.field, "zzz" in str(err.value))
    expected = ("game.redo[0]", True)
    assert result == expected


def test_a_good_redo_list_still_opens_and_redoes() -> None:
    saved = _undone_battle().to_json()
    opened = ConquestBattle.from_json(saved)
    opened.redo()
    result = opened.to_json()["events"]
    expected = [WoundPool("a", 1, morale=False).to_json()]
    assert result == expected


def test_a_redo_list_is_checked_in_order_each_on_the_state_the_one_before_leaves() -> None:
    battle = ConquestBattle.new({"regiments": [REGIMENT]})
    battle.push(WoundPool("a", 12, morale=False))  # the Regiment is destroyed (C-5)
    battle.pop()
    saved = battle.to_json()
    saved["redo"] = saved["redo"] * 2  # the second pool falls on a destroyed Regiment
    with pytest.raises(InvalidData) as err:
        ConquestBattle.from_json(saved)
    result = err.value.field
    expected = "game.redo[1]"
    assert result == expected


def test_a_resumed_save_checks_its_redo_list_too() -> None:
    with pytest.raises(InvalidData) as err:
        ConquestBattle.resume(_redo_names_zzz(), {"count": 0})
    result = err.value.field
    expected = "game.redo[0]"
    assert result == expected


def test_a_share_link_whose_redo_names_a_missing_regiment_is_a_bad_link() -> None:
    forged = _pack({"kind": "conquest.game", "name": "x", "data": _redo_names_zzz()})
    with pytest.raises(BadLink, match=r"data\.redo\[0\].*zzz"):
        share.decode(forged)


def test_a_backup_whose_battle_redo_names_a_missing_regiment_is_refused() -> None:
    battle = {"format": "aftermath.battle", "version": 2, "id": "g1", "name": "Ford",
              "system": "conquest", "game": _redo_names_zzz()}
    text = json.dumps({"format": "aftermath.backup", "version": 1, "battles": [battle]})
    with pytest.raises(InvalidData) as err:
        backup.check(text)
    result = err.value.field
    expected = "file.battles[0].game.redo[0]"
    assert result == expected


# -- the Python API raises the project's typed errors for wrong types --------------------
def _profile_of(system: str) -> Any:
    return muster.default_profile(system)


def _regiment() -> Any:
    return ConquestBattle.new({"regiments": [REGIMENT]}).state.regiments[0]


@pytest.mark.parametrize(("call", "field"), [
    (lambda r: conquest_odds(r, "3"), "pool"),
    (lambda r: conquest_odds(r, 2.5), "pool"),
    (lambda r: conquest_odds(r, True), "pool"),  # a bool is not a count
    (lambda r: conquest_odds(r, 1, modifiers=(10**100,)), "modifiers[0]"),
    (lambda r: conquest_odds(r, 1, modifiers=(13,)), "modifiers[0]"),  # C-11: game-sized
    (lambda r: conquest_odds(r, 1, modifiers=(True,)), "modifiers[0]"),
    (lambda r: conquest_odds(r, 1, modifiers=("1",)), "modifiers[0]"),
    (lambda r: conquest_odds(r, 1, modifiers=5), "modifiers"),
    (lambda r: conquest_odds(r, 1, morale="no"), "morale"),
    (lambda r: conquest_odds(r, 1, source="kn"), "source"),
    (lambda r: decay_odds(r, 2.5), "decay"),
    (lambda r: decay_odds(r, True), "decay"),
    (lambda r: ConquestAttacks(2.5), "attacks.count"),
    (lambda r: ConquestAttacks(True), "attacks.count"),
    (lambda r: ConquestAttacks(3, hit="3"), "attacks.hit"),
    (lambda r: ConquestAttacks(3, save=True), "attacks.save"),
])
def test_conquest_odds_refuse_a_wrong_type_with_invalid_data_naming_the_field(
        call: Any, field: str) -> None:
    with pytest.raises(InvalidData) as err:
        call(_regiment())
    result = err.value.field
    expected = field
    assert result == expected


def test_owed_morale_odds_refuse_modifiers_that_are_not_a_list() -> None:
    regiment = _regiment()
    regiment.pending_morale = 1
    with pytest.raises(InvalidData) as err:
        owed_morale_odds(regiment, modifiers=None)  # type: ignore[arg-type]
    result = err.value.field
    expected = "modifiers"
    assert result == expected


def test_the_odds_still_take_a_plain_pool_and_a_list_of_modifiers() -> None:
    odds = conquest_odds(_regiment(), 2, modifiers=[-1])
    result = odds.pool.to_json()
    expected = conquest_odds(_regiment(), 2, modifiers=(-1,)).pool.to_json()
    assert result == expected


@pytest.mark.parametrize(("call", "field"), [
    (lambda b: b.push(None), "event"),
    (lambda b: b.push(WoundPool("a", 1), rng=5), "rng"),
    (lambda b: b.rebuild("1"), "count"),
    (lambda b: b.rebuild(True), "count"),
    (lambda b: b.history("x"), "since"),
    (lambda b: b.summaries(-1), "since"),
    (lambda b: ConquestBattle.checkpoint_moved("a", 1), "before"),
    (lambda b: report.build(None), "game"),
    (lambda b: muster.piece_profile(None, "a"), "game"),
    (lambda b: muster.battle_setup(None), "lists[0]"),
    (lambda b: muster.profile_setup(None), "profile"),
    (lambda b: muster.list_setup("list"), "lists[0]"),
    (lambda b: campaign_odds(None), "state"),
    (lambda b: recovery_chances(b.state), "state"),
    (lambda b: lists.read(None, "x"), "raw"),
    (lambda b: lists.read("x", None), "filename"),
    (lambda b: lists.read("x", "x.txt", ["profiles"]), "muster"),
    (lambda b: muster.read("profile", "nope", {}), "system"),
    (lambda b: muster.read(5, "conquest", {}), "kind"),
    (lambda b: Dice(2.5, 1, 6), "dice.count"),
    (lambda b: Dice(True, 1, 6), "dice.count"),
    (lambda b: Dice(10**9, 1, 6), "dice.count"),
    (lambda b: Dice(2, "1", 6), "dice.bad_faces"),
    (lambda b: Shortfall(6.0), "shortfall.sides"),
    (lambda b: ArmyList("conquest", "L", "", (5,)), "list.entries"),  # type: ignore[arg-type]
    (lambda b: ArmyList("ninth_age", "L", "", (Entry(_profile_of("conquest"), 1),)),
     "list.entries[0].profile"),
    (lambda b: ArmyList("conquest", " ", "", ()), "list.name"),
    (lambda b: Entry(5, 1), "entry.profile"),  # type: ignore[arg-type]
    (lambda b: Entry(_profile_of("conquest"), True), "entry.count"),
])
def test_the_public_api_refuses_a_wrong_type_with_invalid_data_and_changes_nothing(
        call: Any, field: str) -> None:
    battle = ConquestBattle.new({"regiments": [REGIMENT]})
    before = battle.to_json()
    with pytest.raises(InvalidData) as err:
        call(battle)
    result = (err.value.field, battle.to_json())
    expected = (field, before)
    assert result == expected


# -- names: no control, bidirectional or invisible characters; a Regiment's not blank ----
# Each with the character refused, as the error names it.
REFUSED_IN_NAMES = [("Bell\a", "U+0007"), ("Nul\x00", "U+0000"), ("C1\x85", "U+0085"),
                    ("Non\ufffe", "U+FFFE"), ("Non\U0010ffff", "U+10FFFF"),
                    ("Non\ufdd0", "U+FDD0"), ("Evil\u202eGnik", "U+202E"),
                    ("Iso\u2066late", "U+2066"), ("Zero\u200bwidth", "U+200B"),
                    ("Zwj\u200d", "U+200D"), ("Word\u2060joiner", "U+2060"),
                    ("Bom\ufeff", "U+FEFF"),
                    # Every format character (Cf), not only the bidirectional ones, and
                    # the line and paragraph separators.
                    ("Fn\u2061", "U+2061"), ("Soft\u00adhyphen", "U+00AD"),
                    ("Mongol\u180e", "U+180E"), ("Inhibit\u206a", "U+206A"),
                    ("Anchor\ufff9", "U+FFF9"), ("Tag\U000e0041", "U+E0041"),
                    ("Tag\U000e0000", "U+E0000"), ("Beam\U0001d173", "U+1D173"),
                    ("Khmer\u17b4", "U+17B4"), ("Line\u2028", "U+2028"),
                    ("Para\u2029", "U+2029"), ("Arabic\u0600", "U+0600")]
STATS = {"AR": 10, "MV": 3, "ST": 10, "RC": 10, "LD": 10, "AC": 10, "CC": 10}


def _conquest(name: str) -> None:
    ConquestBattle.new({"regiments": [{**REGIMENT, "name": name}]})


def _character(name: str) -> None:
    ConquestBattle.new({"regiments": [{**REGIMENT, "characters": [
        {"id": "c", "name": name, "wounds": 3, "resolve": 3}]}]})


def _unit(name: str) -> None:
    NinthAgeBattle.new({"units": [{"id": "t", "name": name, "player": 0, "models": 10,
                                   "files": 5, "hp": 3}]})


def _players(name: str) -> None:
    ConquestBattle.new({"regiments": [REGIMENT], "players": [name, "B"]})


def _roster(name: str) -> None:
    Roster.from_json({"name": name, "vp": 0, "models": [
        {"name": "Ada", "kind": "Leader", "value": 40, "characteristics": STATS}]}, "roster")


def _model(name: str) -> None:
    Roster.from_json({"name": "Grey Company", "vp": 0, "models": [
        {"name": name, "kind": "Leader", "value": 40, "characteristics": STATS}]}, "roster")


def _profile(name: str) -> None:
    muster.read("profile", "conquest", {**muster.DEFAULTS["conquest"], "name": name})


def _list(name: str) -> None:
    muster.read("list", "conquest", {"system": "conquest", "name": name, "entries": []})


def _list_player(name: str) -> None:
    muster.read("list", "conquest", {"system": "conquest", "name": "L", "player": name,
                                     "entries": []})


def _link(name: str) -> None:
    share.encode("conquest.regiment", name, REGIMENT)


def _special_rule(name: str) -> None:
    ConquestBattle.new({"regiments": [{**REGIMENT, "special_rules": [{"name": name}]}]})


NAMED = {"regiment": (_conquest, "setup.regiments[0].name"),
         "character": (_character, "setup.regiments[0].characters[0].name"),
         "unit": (_unit, "setup.units[0].name"),
         "player": (_players, "setup.players[0]"),
         "roster": (_roster, "roster.name"),
         "model": (_model, "roster.models[0].name"),
         "profile": (_profile, "data.name"),
         "list": (_list, "data.name"),
         "list player": (_list_player, "data.player"),
         "link": (_link, "name"),
         "special rule": (_special_rule, "setup.regiments[0].special_rules[0].name")}


@pytest.mark.parametrize(("name", "character"), REFUSED_IN_NAMES)
@pytest.mark.parametrize("what", NAMED)
def test_a_name_holding_a_control_bidi_or_invisible_character_is_refused_naming_it(
        what: str, name: str, character: str) -> None:
    make, field = NAMED[what]
    with pytest.raises(InvalidData) as err:
        make(name)
    result = (err.value.field, f"must not hold {character}" in str(err.value))
    expected = (field, True)
    assert result == expected


@pytest.mark.parametrize("what", NAMED)
def test_names_in_any_script_with_emoji_are_kept(what: str) -> None:
    make, _ = NAMED[what]
    make("Ünïcødé 日本 ⚔️ Ясно")  # no error


@pytest.mark.parametrize("name", ["", "   ", "\u3000"])
def test_an_empty_or_blank_regiment_or_unit_name_is_refused(name: str) -> None:
    errors = []
    for make in (_conquest, _unit):
        with pytest.raises(InvalidData, match="must not be blank") as err:
            make(name)
        errors.append(err.value.field)
    result = errors
    expected = ["setup.regiments[0].name", "setup.units[0].name"]
    assert result == expected


def test_a_device_save_from_before_holding_a_bell_in_a_name_opens_with_it_shown() -> None:
    """Saved before names were checked: it keeps opening, each refused character shown
    as the replacement character, never silently removed."""
    saved = ConquestBattle.new({"regiments": [REGIMENT]}).to_json()
    saved["start"]["regiments"][0]["name"] = "A\a\u202e"
    bridge.reset()
    reply = json.loads(bridge.handle(json.dumps(
        {"id": 1, "type": "game.open", "payload": {"game_id": "old", "game": saved}})))
    result = [r["name"] for r in reply["result"]["view"]["regiments"]]
    expected = ["A\ufffd\ufffd"]
    assert result == expected


def test_the_bridge_refuses_a_report_name_holding_a_control_character() -> None:
    bridge.reset()
    def ask(kind: str, payload: Json) -> Json:
        reply: Json = json.loads(bridge.handle(json.dumps(
            {"id": 1, "type": kind, "payload": payload})))
        return reply
    ask("game.new", {"system": "conquest", "game_id": "g", "setup": {"regiments": [REGIMENT]}})
    reply = ask("report.build", {"game_id": "g", "name": "Ford\x00"})
    result = (reply["ok"], reply["error"]["field"])
    expected = (False, "payload.name")
    assert result == expected


# -- error messages quote a long value by its start and its length -----------------------
def test_a_10000_character_regiment_name_gives_a_short_error_saying_its_length() -> None:
    with pytest.raises(InvalidData) as err:
        _conquest("x" * 10_000)
    message = str(err.value)
    result = (len(message) < 200, "(10,000 characters)" in message)
    expected = (True, True)
    assert result == expected


def test_a_10000_character_name_in_a_list_file_gives_an_error_of_a_few_lines() -> None:
    with pytest.raises(InvalidData) as err:
        lists.read("== " + "x" * 10_000 + " (1)\n", "army.txt")
    result = len(str(err.value)) <= 450 and len(err.value.to_json()["message"]) <= 450
    expected = True
    assert result == expected


def test_an_unknown_key_10000_characters_long_gives_a_short_field_and_error() -> None:
    with pytest.raises(InvalidData) as err:
        ConquestBattle.new({"regiments": [{**REGIMENT, "k" * 10_000: 1}]})
    result = (len(err.value.field) <= 250, len(str(err.value)) <= 450,
              err.value.field.startswith("setup.regiments[0].kkk"))
    expected = (True, True, True)
    assert result == expected


def test_a_value_over_60_characters_is_quoted_by_its_start_and_its_length() -> None:
    err = InvalidData("setup.regiments[0].name", "x" * 61, "must be at most 60 characters")
    result = str(err)
    expected = ("setup.regiments[0].name: must be at most 60 characters, got "
                f"'{'x' * 60}…' (61 characters)")
    assert result == expected


# -- a backup's version: only a whole number past ours is "newer" ------------------------
def _backup_text(version: str) -> str:
    return f'{{"format": "aftermath.backup", "version": {version}, "battles": []}}'


@pytest.mark.parametrize("version", ["1e400", "-1e400", "2.0", "1.5", '"2"', "-1", "true",
                                     "null"])
def test_a_backup_version_that_is_not_a_whole_number_is_damaged_not_newer(
        version: str) -> None:
    with pytest.raises(InvalidData) as err:
        backup.check(_backup_text(version))
    result = (err.value.field, err.value.to_json()["type"], "newer" in str(err.value))
    expected = ("file.version", "invalid_data", False)
    assert result == expected


@pytest.mark.parametrize("version", ["2", "10000000000000000000000000000000"])
def test_a_backup_version_past_ours_is_newer_with_its_own_type(version: str) -> None:
    with pytest.raises(NewerVersion) as err:
        backup.check(_backup_text(version))
    result = (err.value.field, err.value.to_json()["type"])
    expected = ("file.version", "newer_version")
    assert result == expected


@pytest.mark.parametrize("name", ["", "   "])
def test_a_game_saved_with_a_blank_regiment_name_keeps_opening(name: str) -> None:
    """Aftermath once took a blank name: a device save or a link holding one opens, the
    name shown as "(no name)" and the game unchanged; only a new game refuses it."""
    game = ConquestBattle.new({"regiments": [REGIMENT]})
    game.push(WoundPool(REGIMENT["id"], 1))
    saved = game.to_json()
    saved["start"]["regiments"][0]["name"] = name
    bridge.reset()
    reply = json.loads(bridge.handle(json.dumps(
        {"id": 1, "type": "game.open", "payload": {"game_id": "old", "game": saved}})))
    opened = ConquestBattle.from_json(saved)
    result = [opened.state.regiments[0].name, len(opened.events),
              [r["name"] for r in reply["result"]["view"]["regiments"]]]
    expected = ["(no name)", 1, ["(no name)"]]
    assert result == expected
