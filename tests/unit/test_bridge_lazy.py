"""The bridge imports the odds and report modules on their first request, not at start-up,
and the C pickler (aftermath.packed: the history's checkpoints) when the first game is
made: Pyodide's stdlib has no bytecode, so each module left out of the start is a compile
saved before ready. ``pickle`` itself (1,800 lines to compile) is never imported."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

PY = Path(__file__).resolve().parents[2] / "py"


def run(code: str) -> str:
    return subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                          text=True, cwd=PY).stdout.strip()


def test_importing_the_bridge_leaves_the_odds_and_report_for_later() -> None:
    out = run("import sys, aftermath.bridge as b; print('aftermath.odds' in sys.modules, "
              "'aftermath.report' in sys.modules, b.core.adapter_of('odds.conquest') is not None, "
              "[m for s in b.SYSTEMS.values() for m in s.lazy if m in sys.modules])")
    # The requests are known (each system's adapter lists its own, once imported: reading
    # the descriptors imports them); their odds and report modules are not read.
    assert out == "False False True []"


def test_first_odds_request_imports_its_module_and_answers() -> None:
    regiment = {"id": "a", "name": "A", "player": 0, "stands": 3, "files": 3, "wounds": 1,
                "resolve": 3, "command": False}
    code = (
        "import json, sys, aftermath.bridge as b\n"
        "r = json.loads(b.handle(json.dumps({'id': 1, 'type': 'odds.conquest_regiment', "
        f"'payload': {{'regiment': {regiment!r}, 'pool': 2}}}})))\n"
        "print(json.dumps({'loaded': 'aftermath.conquest.odds' in sys.modules, 'ok': r['ok']}))\n"
    )
    assert json.loads(run(code)) == {"loaded": True, "ok": True}


def test_warm_imports_every_lazy_module() -> None:
    out = run("import sys, aftermath.bridge as b; b.warm(); b.core.warm_packages(); "
              "print(all(m in sys.modules for m in b.LAZY.values()) and bool(b.LAZY) "
              "and all(m in sys.modules for s in b.SYSTEMS.values() for m in s.lazy), "
              "all(m in sys.modules for m in b.core.IDLE_IMPORTS), "
              "b.core.IDLE_PACKAGES == ('segno',) and 'segno' in sys.modules)")
    assert out == "True True True"


def test_importing_the_bridge_leaves_pickle_for_the_first_game() -> None:
    assert run("import sys, aftermath.bridge; print('_pickle' in sys.modules, "
               "'pickle' in sys.modules)") == "False False"


def test_a_game_checkpoints_with_the_c_pickler_imported_where_first_used() -> None:
    code = (
        "import sys\n"
        "from aftermath.conquest import ConquestBattle, WoundPool\n"
        "assert '_pickle' not in sys.modules\n"
        "g = ConquestBattle.new({'regiments': [{'id': 'a', 'name': 'A', 'player': 0, "
        "'stands': 3, 'files': 3, 'wounds': 1, 'resolve': 3}]})\n"
        "g.push(WoundPool('a', 1, morale=False)); g.pop()\n"
        "print('_pickle' in sys.modules, 'pickle' in sys.modules, len(g.events))\n"
    )
    assert run(code) == "True False 0"


def test_a_shared_link_opened_and_the_warm_up_leave_pickle_uncompiled() -> None:
    # Its first request after a start compiled pickle's source (in Pyodide, most of it).
    code = (
        "import json, sys, aftermath.bridge as b\n"
        "from aftermath.conquest import ConquestBattle, WoundPool\n"
        "g = ConquestBattle.new({'regiments': [{'id': 'a', 'name': 'A', 'player': 0, "
        "'stands': 3, 'files': 3, 'wounds': 1, 'resolve': 3}]})\n"
        "g.push(WoundPool('a', 1, morale=False))\n"
        "from aftermath import share\n"
        "text = share.encode('conquest.game', 'A', g.to_json())\n"
        "r = json.loads(b.handle(json.dumps({'id': 1, 'type': 'share.decode', "
        "'payload': {'fragment': text, 'game_id': 'g1'}})))\n"
        "b.warm(); b.core.warm_packages()\n"
        "print(r['ok'], 'pickle' in sys.modules)\n"
    )
    assert run(code) == "True False"
