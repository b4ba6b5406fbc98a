"""The bridge imports the odds and report modules on their first request, not at start-up."""

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
              "'aftermath.report' in sys.modules, any(k.startswith('odds.') for k in b.HANDLERS))")
    # The requests are registered (each system lists its own); their modules are not read.
    assert out == "False False True"


def test_first_odds_request_imports_its_module_and_answers() -> None:
    regiment = {"id": "a", "name": "A", "player": 0, "stands": 3, "files": 3, "wounds": 1,
                "resolve": 3, "command": False}
    code = (
        "import json, sys, aftermath.bridge as b\n"
        "r = json.loads(b.handle(json.dumps({'id': 1, 'type': 'odds.conquest_regiment', "
        f"'payload': {{'regiment': {regiment!r}, 'pool': 2}}}})))\n"
        "print(json.dumps({'loaded': 'aftermath.odds' in sys.modules, 'ok': r['ok']}))\n"
    )
    assert json.loads(run(code)) == {"loaded": True, "ok": True}


def test_warm_imports_every_lazy_module() -> None:
    out = run("import sys, aftermath.bridge as b; b.warm(); "
              "print(all(m in sys.modules for m in b.LAZY.values()) and bool(b.LAZY))")
    assert out == "True"
