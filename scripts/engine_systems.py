"""Write web/engine_systems.js: the engine's ``engine.systems`` reply, kept
with the page so its first screen (the New-battle buttons, a saved battle's system
name) is drawn before Python is up. tests/unit/test_bridge_systems.py fails when it
differs from the engine's reply: run this script then."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "web" / "engine_systems.js"


def snapshot() -> str:
    sys.path.insert(0, str(ROOT / "py"))
    from aftermath import bridge

    reply = json.loads(bridge.handle(json.dumps(
        {"id": 1, "type": "engine.systems", "payload": {}})))
    result = reply["result"]
    def one(x: object) -> str:
        return json.dumps(x, ensure_ascii=False)

    body = ('{\n "systems": [\n  ' + ",\n  ".join(one(s) for s in result["systems"])
            + '\n ],\n "links": {\n  '
            + ",\n  ".join(f"{one(k)}: {one(v)}" for k, v in result["links"].items())
            + "\n }\n}")
    assert json.loads(body) == result
    return ("// The engine's engine.systems reply, written by scripts/engine_systems.py (do not\n"
            "// edit): the page's words for each rule system before the engine is up.\n"
            f"export const ENGINE_SYSTEMS = {body};\n")


if __name__ == "__main__":
    OUT.write_text(snapshot())
