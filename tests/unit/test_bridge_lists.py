"""List import through the bridge: ``lists.parse`` (pasted text, or a file as base64
with its name) answers the preview; ``lists.build`` puts the player's answers in and
answers the Muster army list and the profiles to keep. Bad input is an error reply
naming what and where; the engine keeps nothing between the two."""

from __future__ import annotations

import base64
import json
from pathlib import Path
from typing import Any

from aftermath import bridge
from aftermath.bridge.core import MAX_FILE_REQUEST, MAX_REQUEST
from aftermath.muster import ArmyList, battle_setup

from .test_lists import ANSWERS

FIXTURES = Path(__file__).parent / "fixtures" / "lists"


def call(type: str, payload: Any, id: Any = 7) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(bridge.handle(json.dumps(
        {"id": id, "type": type, "payload": payload})))
    assert reply["id"] == id
    return reply


def file_payload(name: str) -> dict[str, Any]:
    return {"base64": base64.b64encode((FIXTURES / name).read_bytes()).decode(),
            "filename": name}


def test_a_rosz_file_as_base64_answers_its_preview() -> None:
    reply = call("lists.parse", file_payload("conquest-hundred-kingdoms.rosz"))
    assert reply["ok"]
    result = reply["result"]
    assert (result["format"], result["system"]) == ("BattleScribe .rosz", "conquest")
    [force] = result["forces"]
    assert force["complete"] and force["missing"] == 0
    assert [(e["profile"]["name"], e["profile"]["stands"], e["profile"]["wounds"], e["count"])
            for e in force["list"]["entries"]] == [
        ("Men-at-Arms", 6, 4, 1), ("Household Knights", 3, 4, 1), ("Militia", 4, 4, 1)]
    assert force["pieces"][0]["found"] == ["name", "kind", "wounds", "resolve", "stands",
                                           "command"]


def test_pasted_text_then_answers_then_a_second_import_from_muster() -> None:
    text = (FIXTURES / "conquest-parabellum.txt").read_text()
    preview = call("lists.parse", {"text": text})["result"]
    [force] = preview["forces"]
    assert preview["format"] == "Para Bellum army builder text" and force["missing"] == 24
    built = call("lists.build", {"force": force, "answers": ANSWERS})
    assert built["ok"], built
    army = ArmyList.from_json(built["result"]["list"])
    assert len(battle_setup(army)["regiments"]) == 6
    kept = built["result"]["profiles"]
    again = call("lists.parse", {"text": text, "muster": {"conquest": kept}})["result"]
    assert again["forces"][0]["complete"]
    assert again["forces"][0]["pieces"][3]["filled"]["wounds"] == 'Muster profile "Agema"'


def test_a_ninth_age_roster_through_the_bridge() -> None:
    result = call("lists.parse", file_payload("ninth-age-ogre-khans.ros"))["result"]
    assert result["system"] == "ninth_age"
    assert [(e["profile"]["name"], e["profile"]["models"], e["profile"]["hp"])
            for e in result["forces"][0]["list"]["entries"]] == [
        ("Great Khan", 1, 5), ("Bruisers", 5, 3), ("Hunting Pack", 4, 1)]


def test_the_w_per_stand_choice_through_the_bridge() -> None:
    preview = call("lists.parse", file_payload("conquest-hundred-kingdoms.ros"))["result"]
    force = preview["forces"][0]
    result = call("lists.build", {"force": force, "answers": {"0": {"wounds_per": "stand"}}})
    assert result["result"]["list"]["entries"][0]["profile"]["wounds"] == 1
    assert result["result"]["profiles"][0]["name"] == "Men-at-Arms"


def test_bad_requests_are_error_replies_naming_the_field() -> None:
    both = call("lists.parse", {"text": "x", "base64": "eA=="})
    assert both["error"]["message"].startswith('payload: must hold either "text" or "base64"')
    bad64 = call("lists.parse", {"base64": "not base64!", "filename": "a.rosz"})
    assert bad64["error"]["field"] == "payload.base64"
    other = call("lists.parse", {"text": "<roster gameSystemName='Bolt Action'/>"})
    assert other["error"].pop("msg")["id"] == "file-error-in-file"
    assert other["error"] == {
        "type": "invalid_data", "field": "the pasted text > roster",
        "message": "the pasted text > roster: is a roster of \"Bolt Action\"; this app "
                   "reads Conquest and The Ninth Age rosters",
        "expected": "is a roster of \"Bolt Action\"; this app reads Conquest and The Ninth "
                    "Age rosters"}
    extra = call("lists.parse", {"text": "x", "script": "alert(1)"})
    assert extra["error"]["field"] == "payload.script"
    unknown = call("lists.build", {"force": {"system": "chess", "name": "x", "pieces": []},
                                   "answers": {}})
    assert unknown["error"]["field"] == "payload.force.system"


def test_a_list_file_request_may_be_larger_than_any_other() -> None:
    body = base64.b64encode(b"<" + b" " * (2 * MAX_REQUEST)).decode()
    reply = call("lists.parse", {"base64": body, "filename": "big.ros"})
    # Read (and refused as no roster), not refused unread as too large.
    assert reply["error"]["type"] == "invalid_data"
    other = json.loads(bridge.handle(json.dumps(
        {"id": 1, "type": "muster.defaults", "payload": {"system": "conquest", "x": body}})))
    assert other["error"]["type"] == "too_large"
    # A second "type" key cannot carry another request past the usual limit.
    sneaky = ('{"id": 2, "type": "lists.parse", "payload": {"text": "' + "a" * MAX_REQUEST
              + '"}, "type": "muster.defaults"}')
    assert json.loads(bridge.handle(sneaky))["error"]["type"] == "too_large"
    huge = json.loads(bridge.handle('{"id": 3, "type": "lists.parse", "payload": {"text": "'
                                    + "a" * MAX_FILE_REQUEST + '"}}'))
    assert (huge["id"], huge["error"]["type"]) == (3, "too_large")


def test_importing_the_bridge_leaves_the_list_import_for_its_first_request() -> None:
    import subprocess
    import sys

    code = ("import sys, aftermath.bridge as b; print('aftermath.lists' in sys.modules, "
            "'defusedxml' in sys.modules, 'lists.' in b.LAZY, "
            "b.core.adapter_of('lists.parse') == 'aftermath.bridge.lists')")
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                         text=True, cwd=Path(__file__).resolve().parents[2] / "py").stdout
    assert out.strip() == "False False True True"


def test_the_regiment_a_character_joins_and_the_field_still_missing_through_the_bridge() -> None:
    text = (FIXTURES / "conquest-parabellum.txt").read_text()
    [force] = call("lists.parse", {"text": text})["result"]["forces"]
    built = call("lists.build", {"force": force, "answers": ANSWERS, "joins": {"0.0": 1}})
    assert built["ok"], built
    result = [len(e["profile"]["characters"]) for e in built["result"]["list"]["entries"]]
    expected = [0, 1, 1, 0, 1, 0]
    assert result == expected
    blank = call("lists.build", {"force": force,
                                 "answers": {**ANSWERS, "Agema": {"kind": "infantry"}}})
    assert blank["error"]["field"] == "payload.answers.3.wounds"
    bad = call("lists.build", {"force": force, "answers": ANSWERS, "joins": {"0.0": 9}})
    assert bad["error"]["field"] == "payload.joins.0.0"


def test_a_request_that_loads_the_list_import_is_under_a_lazy_prefix() -> None:
    """In the page the list import's modules come in the engine's late part, loaded only
    before a request under a ``LAZY`` prefix: a request importing them under any other
    prefix would fail there (ModuleNotFoundError) until the late part happened to load.
    Each request here is called in a fresh Python; what it imports is checked."""
    import subprocess
    import sys

    pack = {"format": "aftermath-pack", "version": 1, "system": "conquest", "faction": "F",
            "name": "P", "revision": 1, "source": "S", "profiles": [
                {"name": "Men-at-Arms", "kind": "infantry", "stands": 6, "files": 3,
                 "wounds": 4, "resolve": 2, "command": True, "characters": []}]}
    from aftermath import share

    calls = [("pack.read", {"text": json.dumps(pack)}),
             ("share.decode", {"fragment": share.encode("conquest.pack", "P", pack)}),
             ("muster.defaults", {"system": "conquest"})]
    code = ("import json, sys, aftermath.bridge as b\n"
            "kind, payload = json.loads(sys.argv[1])\n"
            "asked = {'id': 1, 'type': kind, 'payload': payload}\n"
            "reply = json.loads(b.handle(json.dumps(asked)))\n"
            "assert reply['ok'], reply\n"
            "lazy = any(kind.startswith(p) for p in b.LAZY)\n"
            "print('aftermath.lists' not in sys.modules or lazy)")
    for kind, payload in calls:
        out = subprocess.run([sys.executable, "-c", code, json.dumps([kind, payload])],
                             check=True, capture_output=True, text=True,
                             cwd=Path(__file__).resolve().parents[2] / "py").stdout
        assert out.strip() == "True", kind
