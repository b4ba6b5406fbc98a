"""What links, backups, names and the Python API let in: each faulty input gets the
project's typed error naming the field, never a silent acceptance or a bare Python
error."""

from __future__ import annotations

import base64
import json
import zlib
from typing import Any

import pytest

from aftermath import backup, share
from aftermath.conquest import ConquestBattle, WoundPool
from aftermath.errors import InvalidData
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
