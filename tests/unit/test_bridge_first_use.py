"""Each rule system's adapter is imported on its first use, not with the bridge: the
home screen's first requests (the version) need the shared adapters alone, a request of
one system reads that system only, and every request a system answers is reachable
through the registry of request prefixes (``core.ON_FIRST_USE``). Each check runs in a
fresh Python: what was imported before is the point."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from aftermath import bridge
from aftermath.bridge import core

PY = Path(__file__).resolve().parents[2] / "py"
SYSTEM_NAMES = ("campaign", "conquest", "ninth_age")
# Whether each rule package and each adapter is imported, as one line of JSON.
LOADED = ("print(json.dumps({n: [f'aftermath.{n}' in sys.modules, "
          "f'aftermath.bridge.{n}' in sys.modules] for n in " + repr(SYSTEM_NAMES) + "}))")


def run(code: str) -> str:
    return subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                          text=True, cwd=PY).stdout.strip()


def ask(type: str, payload: dict[str, object]) -> str:
    return ("r = json.loads(b.handle(json.dumps({'id': 1, 'type': " + repr(type)
            + ", 'payload': " + repr(payload) + "})))\n")


# The shared adapters of screens a player opens later, and a first request of each.
LATER_SCREENS = ("backup", "lists", "muster", "packs")
LATER_FIRST = [("backup", "backup.check", {"backup": {}}),
               ("lists", "lists.parse", {"text": "", "system": "conquest"}),
               ("muster", "muster.defaults", {"system": "conquest"}),
               ("packs", "pack.read", {"text": ""})]


def test_importing_the_bridge_leaves_the_later_screens_adapters_out() -> None:
    out = run("import json, sys, aftermath.bridge as b\nprint(json.dumps(["
              "m for m in sys.modules if m.startswith('aftermath.bridge.') or m in "
              "('aftermath.muster', 'aftermath.packs', 'aftermath.backup')]))")
    assert sorted(json.loads(out)) == sorted(
        f"aftermath.bridge.{m}" for m in ("core", "engine", "games", "replica", "report", "share"))


@pytest.mark.parametrize(("module", "type", "payload"), LATER_FIRST,
                         ids=[t for _, t, _ in LATER_FIRST])
def test_a_later_screens_first_request_imports_its_adapter_and_is_answered(
        module: str, type: str, payload: dict[str, object]) -> None:
    out = run("import json, sys, aftermath.bridge as b\n"
              + f"before = 'aftermath.bridge.{module}' in sys.modules\n" + ask(type, payload)
              + f"print(json.dumps([before, 'aftermath.bridge.{module}' in sys.modules, r]))\n")
    before, after, reply = json.loads(out)
    assert (before, after) == (False, True)
    # Answered by its own handler: refused for its payload, never as an unknown request.
    assert reply["ok"] or reply["error"]["field"] != "request.type", reply


def test_importing_the_bridge_reads_no_rule_system() -> None:
    out = json.loads(run("import json, sys, aftermath.bridge as b\n" + LOADED))
    assert out == {n: [False, False] for n in SYSTEM_NAMES}


def test_the_version_names_every_system_and_reads_none() -> None:
    out = run("import json, sys, aftermath.bridge as b\n" + ask("engine.version", {})
              + "print(json.dumps(r['result']['systems']))\n" + LOADED).splitlines()
    assert json.loads(out[0]) == sorted(SYSTEM_NAMES)
    assert json.loads(out[1]) == {n: [False, False] for n in SYSTEM_NAMES}


# One request of each system's own, each the first after a start: each reads its system
# and no other.
FIRST = [
    ("conquest", "conquest.examples", {}),
    ("conquest", "odds.conquest_regiment", {"regiment": {
        "id": "a", "name": "A", "player": 0, "stands": 3, "files": 3, "wounds": 1,
        "resolve": 3, "command": False}, "pool": 2}),
    ("ninth_age", "odds.ninth_age_unit", {"unit": {
        "id": "trolls", "name": "Trolls", "player": 0, "models": 10, "files": 5, "hp": 3},
        "attacks": {"count": 2, "hit": 4, "wound": 4}}),
    ("campaign", "campaign.tables", {}),
]


@pytest.mark.parametrize(("system", "type", "payload"), FIRST,
                         ids=[f"{t}-{s}" for s, t, _ in FIRST])
def test_a_first_request_reads_its_own_system_alone(system: str, type: str,
                                                    payload: dict[str, object]) -> None:
    out = run("import json, sys, aftermath.bridge as b\n" + ask(type, payload)
              + "print(json.dumps(r))\n" + LOADED).splitlines()
    reply = json.loads(out[0])
    assert reply["ok"], reply
    loaded = json.loads(out[1])
    assert loaded.pop(system) == [True, True]
    assert loaded == {n: [False, False] for n in loaded}


def test_a_first_game_of_each_system_opens_its_own_system() -> None:
    # The examples are whole Conquest battles: the first game opened reads Conquest.
    code = ("import json, sys, aftermath.bridge as b\n" + ask("conquest.examples", {})
            + "x = r['result']['examples'][0]\n"
            + "r = json.loads(b.handle(json.dumps({'id': 2, 'type': 'game.new', 'payload': "
              "{'system': 'conquest', 'game_id': 'g', 'setup': x['setup']}})))\n"
            + "print(r['ok'], 'aftermath.bridge.ninth_age' in sys.modules)\n")
    assert run(code) == "True False"


def test_an_unknown_request_is_refused_by_name() -> None:
    for name in ("conquest.nothing", "odds.conquest_nothing", "nothing.at_all"):
        reply = json.loads(bridge.handle(json.dumps({"id": 1, "type": name})))
        assert reply["error"]["type"] == "invalid_data", reply
        assert reply["error"]["field"] == "request.type", reply
        assert name in reply["error"]["message"]


def test_an_unknown_request_under_a_later_screens_prefix_names_every_request() -> None:
    # In a fresh Python: its prefix's adapter alone would name only its own requests.
    out = run("import json, sys, aftermath.bridge as b\n" + ask("pack.nope", {})
              + "print(json.dumps(r))\n")
    error = json.loads(out)["error"]
    assert error["field"] == "request.type", error
    options = error["msg"]["parts"][0]["args"]["options"].split(", ")
    for name in ("pack.read", "muster.defaults", "backup.check", "conquest.examples",
                 "game.push"):
        assert name in options, name


def test_the_registry_reaches_every_request_of_every_system() -> None:
    code = ("import json, aftermath.bridge as b\n"
            "shared = set(b.HANDLERS)\n"
            "found = {}\n"
            "for module in [*b.ADAPTERS.values(), *b.SHARED_ADAPTERS]:\n"
            "    before = set(b.HANDLERS)\n"
            "    __import__(module)\n"
            "    found[module] = sorted(set(b.HANDLERS) - before)\n"
            "print(json.dumps({'shared': sorted(shared), 'found': found}))\n")
    out = json.loads(run(code))
    assert sorted(core.ADAPTERS) == sorted(SYSTEM_NAMES)
    assert sorted(core.SHARED_ADAPTERS) == [f"aftermath.bridge.{m}" for m in LATER_SCREENS]
    for module, names in out["found"].items():
        assert names, module
        for name in names:
            # Nothing silently missing: each is under a prefix of its own adapter.
            assert core.adapter_of(name) == module, name
    # No shared request is taken for a system's: each is answered without one.
    assert [n for n in out["shared"] if core.adapter_of(n)] == []
    # Every request the engine answers is one of these.
    bridge.load_adapters()
    every = set(out["shared"]).union(*out["found"].values())
    assert set(bridge.HANDLERS) == every
