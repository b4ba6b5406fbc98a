"""Every bridge request that uses an optional package (one the worker installs on first
use, not at start) is named in the worker's OPTIONAL table with that package: a request
missing there reaches Python before its package is installed and fails with
ModuleNotFoundError in the page, though every CPython test (where it is installed) passes."""

from __future__ import annotations

import ast
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
BRIDGE = ROOT / "py" / "aftermath" / "bridge"
WORKER = ROOT / "web" / "engine-worker.js"
# What in a handler's body means it needs a package: a name or attribute it uses, or a
# module it imports (aftermath.lists imports defusedxml only when it reads a file).
USES = {"segno": {"share_qr", "segno"}, "defusedxml": {"lists.read", "defusedxml"}}


def worker_table() -> dict[str, str]:
    text = WORKER.read_text(encoding="utf-8")
    table = text[text.index("const OPTIONAL = {"):]
    table = table[:table.index("};")]
    return dict(re.findall(r'"([\w.]+)": \{ wheel: "(\w+)"', table))


def handlers_using() -> dict[str, str]:
    found: dict[str, str] = {}
    for path in BRIDGE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.FunctionDef):
                continue
            names = [d.args[0].value for d in node.decorator_list
                     if isinstance(d, ast.Call) and getattr(d.func, "id", "") in (
                         "request", "game_request") and d.args
                     and isinstance(d.args[0], ast.Constant)]
            if not names:
                continue
            used = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
            used |= {f"{n.value.id}.{n.attr}" for n in ast.walk(node)
                     if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name)}
            used |= {a.name.split(".")[0] for n in ast.walk(node)
                     if isinstance(n, ast.Import | ast.ImportFrom) for a in n.names}
            used |= {n.module.split(".")[0] for n in ast.walk(node)
                     if isinstance(n, ast.ImportFrom) and n.module}
            for wheel, marks in USES.items():
                if used & marks:
                    found[names[0]] = wheel
    return found


def test_every_request_using_an_optional_package_installs_it_first() -> None:
    result = {name: wheel for name, wheel in worker_table().items()}
    expected = handlers_using()
    assert result == expected


def test_the_check_sees_a_request_that_makes_qr_codes() -> None:
    # The scan must find the ones it guards, or the test above passes on nothing.
    found = handlers_using()
    assert found.get("share.qr") == "segno" and found.get("pack.share") == "segno"
    assert found.get("lists.parse") == "defusedxml"
