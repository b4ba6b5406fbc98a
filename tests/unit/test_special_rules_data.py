"""C-20 through every way a profile travels: setups, Muster profiles and army lists,
share links of every kind, backups and saves; and saves made before keep their bytes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from aftermath import backup, share
from aftermath.conquest import ConquestBattle, MoraleTest, WoundPool
from aftermath.conquest.profile import RegimentProfile
from aftermath.errors import InvalidData
from aftermath.muster import (
    DEFAULTS,
    ArmyList,
    battle_setup,
    piece_profile,
)
from aftermath.ninth_age import NinthAgeBattle
from aftermath.ninth_age.profile import UnitProfile
from aftermath.ninth_age.unit import Unit

FIXTURES = Path(__file__).parent / "fixtures"
INDOMITABLE = [{"name": "Indomitable", "x": 1}, {"name": "Shield Wall"}]
HERO = {"id": "h", "name": "Hero", "wounds": 3, "resolve": 3,
        "special_rules": [{"name": "Terrifying", "x": 2}]}


def _profile() -> dict[str, Any]:
    return {**DEFAULTS["conquest"], "special_rules": INDOMITABLE, "characters": [HERO]}


def test_c20_a_muster_profile_keeps_its_rules_through_a_list_and_a_link_into_a_battle() -> None:
    profile = RegimentProfile.from_json(_profile())
    assert profile.to_json()["special_rules"] == INDOMITABLE
    army = ArmyList.from_json({"system": "conquest", "name": "Vanguard", "player": "Ann",
                               "entries": [{"profile": profile.to_json(), "count": 1}]})
    link = share.encode("conquest.list", "Vanguard", army.to_json())
    opened = share.decode("#" + link)
    setup = battle_setup(ArmyList.from_json(opened.data))
    game = ConquestBattle.new(setup)
    r = game.state.regiments[0]
    assert (r.has("Indomitable"), r.rule_x("Indomitable")) == (True, 1)
    assert r.characters[0].special_rules[0].label() == "Terrifying 2"
    # "Save to Muster" keeps what was fielded, rules included.
    again = piece_profile(game, r.id)
    assert again.to_json() == profile.to_json()


@pytest.mark.parametrize("kind", ["conquest.profile", "conquest.regiment", "conquest.battle",
                                  "conquest.game"])
def test_c20_rules_survive_every_conquest_link_kind(kind: str) -> None:
    game = ConquestBattle.new({"regiments": [{**_profile(), "id": "a", "player": 0}]})
    game.push(WoundPool("a", 2))
    data = {"conquest.profile": RegimentProfile.from_json(_profile()).to_json(),
            "conquest.regiment": game.state.regiments[0].to_json(),
            "conquest.battle": game.state.to_json(),
            "conquest.game": game.to_json()}[kind]
    opened = share.decode("#" + share.encode(kind, "x", data))
    assert "Indomitable" in json.dumps(opened.data)
    assert opened.data == data


def test_c20_ninth_age_units_and_characters_carry_rules() -> None:
    spec = {"id": "u", "name": "Skeletons", "player": 0, "models": 10, "files": 5, "hp": 1,
            "special_rules": [{"name": "Unstable"}],
            "characters": [{"id": "c", "name": "Wight", "hp": 2,
                            "special_rules": [{"name": "Multiple Wounds", "x": 2}]}]}
    unit = Unit.new(spec)
    data = unit.to_json()
    assert data["special_rules"] == [{"name": "Unstable"}]
    assert data["characters"][0]["special_rules"] == [{"name": "Multiple Wounds", "x": 2}]
    assert Unit.from_json(data).to_json() == data
    profile = UnitProfile.from_json({k: v for k, v in spec.items() if k not in ("id", "player")})
    assert profile.to_json()["special_rules"] == [{"name": "Unstable"}]
    game = NinthAgeBattle.new({"units": [spec]})
    kept = piece_profile(game, "u").to_json()
    assert kept["special_rules"] == profile.to_json()["special_rules"]
    assert kept["characters"][0]["special_rules"] == [{"name": "Multiple Wounds", "x": 2}]
    plain = Unit.new({**spec, "special_rules": [], "characters": []}).to_json()
    assert "special_rules" not in plain
    with pytest.raises(InvalidData) as err:
        Unit.new({**spec, "special_rules": [{"name": "Unstable", "x": 0}]})
    assert (err.value.field, err.value.value) == ("unit.special_rules[0].x", 0)


def test_c20_a_backup_keeps_profiles_with_rules() -> None:
    item = {"format": "aftermath.muster", "version": 1, "id": "m1", "kind": "profile",
            "system": "conquest", "data": _profile(), "rev": 1, "updated": 3}
    text = json.dumps({"format": "aftermath.backup", "version": 1, "app": "Aftermath",
                       "exported": 1, "battles": [], "rosters": [], "muster": [item],
                       "settings": {"open_battle": None}})
    checked = backup.check(text)
    assert checked.items[0].record["data"]["special_rules"] == INDOMITABLE


def test_c20_an_old_save_writes_back_byte_identical() -> None:
    saved = json.loads((FIXTURES / "conquest-save-v1-before-checkpoints.json").read_text())
    game = ConquestBattle.from_json(saved["game"])
    text = json.dumps(game.to_json(), sort_keys=True)
    assert "special_rules" not in text and "pending_source" not in text
    assert "rerolls" not in text and '"source"' not in text
    again = ConquestBattle.from_json(json.loads(text))
    assert json.dumps(again.to_json(), sort_keys=True) == text


def test_c21_a_battle_with_sources_saves_and_replays_the_same_states() -> None:
    game = ConquestBattle.new({"regiments": [
        {"id": "a", "name": "A", "player": 0, "stands": 3, "files": 3, "wounds": 4,
         "resolve": 4, "special_rules": INDOMITABLE},
        {"id": "k", "name": "K", "player": 1, "stands": 3, "files": 3, "wounds": 4,
         "resolve": 3, "special_rules": [{"name": "Terrifying", "x": 1}]}]})
    game.push(WoundPool("a", 3, source="k", harm="clash", arc="rear"))
    game.push(MoraleTest("a", (1, 3, 6), rerolls=(4, 6)))
    again = ConquestBattle.from_json(json.loads(json.dumps(game.to_json())))
    assert again.to_json() == game.to_json()
    assert again.state.to_json() == game.state.to_json()
