"""The bridge imports the odds tables on their first request, not at start-up."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

PY = Path(__file__).resolve().parents[2] / "py"


def run(code: str) -> str:
    return subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                          text=True, cwd=PY).stdout.strip()


def test_importing_the_bridge_leaves_the_odds_tables_for_later() -> None:
    out = run("import sys, aftermath.bridge as b; print('aftermath.odds' in sys.modules, "
              "any(k.startswith('odds.') for k in b.HANDLERS))")
    assert out == "False False"


def test_first_odds_request_imports_its_table_and_answers() -> None:
    code = (
        "import json, sys, aftermath.bridge as b\n"
        "r = json.loads(b.handle(json.dumps({'id': 1, 'type': 'odds.conquest', 'payload': {}})))\n"
        "print(json.dumps({'loaded': 'aftermath.odds' in sys.modules,"
        " 'field': None if r['ok'] else r['error'].get('field')}))\n"
    )
    out = json.loads(run(code))
    assert out["loaded"] is True
    # The request reached the odds handler: its own check answered, not "unknown type".
    assert out["field"] == "payload.game_id"


def test_warm_installs_every_lazy_table() -> None:
    out = run("import sys, aftermath.bridge as b; b.warm(); "
              "print(all(any(k.startswith(p) for k in b.HANDLERS) for p in b.LAZY))")
    assert out == "True"
