"""The layers: the rule packages know no transport. None of their modules imports the
bridge, and none of their public functions or methods takes the bridge's ``payload``;
the bridge adapters read requests and call the rules with real arguments.

Above the rule packages' shared models (``odds/``, ``report/``: they import no rule
package) sit the rule packages, each holding its own odds, report and Muster profile;
the modules every system shares (``share``, ``muster``, ``backup``, ``report``,
``systems``, ``lists``) import no rule package and name no system: they read each system's
descriptor (``aftermath.systems``), installed by the bridge's import at the entry point;
nothing below the bridge imports it, not even in a function or by name. Between the
packages the imports form no circle. Each check is shown failing on planted source."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from aftermath.bridge import SYSTEMS

PACKAGE = Path(__file__).resolve().parents[2] / "py" / "aftermath"
# The rule systems' own packages: each system's package is named as the system is.
SYSTEM_PACKAGES = tuple(sorted(SYSTEMS))
RULE_PACKAGES = (*SYSTEM_PACKAGES, "odds", "report")
# The shared models the systems' odds and reports are built on.
SHARED_MODELS = ("odds", "report")
# The modules every system shares: they reach a system only through its descriptor.
# List import reads each system's files through its descriptor's ListReader; the
# readers themselves sit in the rule packages (conquest/list_file.py, ...).
LIST_MODULES = tuple(sorted(str(p.relative_to(PACKAGE)) for p in (PACKAGE / "lists").glob("*.py")))
SHARED_MODULES = ("share.py", "muster.py", "backup.py", "systems.py", "report/__init__.py",
                  *LIST_MODULES)


def modules(package: str) -> list[Path]:
    found = sorted((PACKAGE / package).rglob("*.py"))
    assert found, f"no modules under {package}/"
    return found


def imported(tree: ast.AST, module: str, *, package: bool = False) -> Iterator[str]:
    """Every module ``tree`` imports, at any depth (TYPE_CHECKING blocks and function
    bodies included), with relative imports made absolute (``package``: ``tree`` is a
    package's ``__init__``, the base of its own relative imports), and every module it
    imports by name (``importlib.import_module("...")``, ``__import__("...")``)."""
    base_package = module if package else module.rsplit(".", 1)[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = base_package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            yield base
            yield from (f"{base}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Call) and _by_name(node.func) and node.args:
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                yield first.value


def _by_name(func: ast.expr) -> bool:
    """``importlib.import_module``, ``import_module`` or ``__import__``."""
    if isinstance(func, ast.Attribute):
        return func.attr == "import_module"
    return isinstance(func, ast.Name) and func.id in {"import_module", "__import__"}


def imports_of(path: Path) -> Iterator[str]:
    """Every module the module at ``path`` imports (see :func:`imported`)."""
    return imported(ast.parse(path.read_text()), module_name(path),
                    package=path.name == "__init__.py")


def module_name(path: Path) -> str:
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts)


@pytest.mark.parametrize("package", RULE_PACKAGES)
def test_no_rule_module_imports_the_bridge(package: str) -> None:
    offenders = [
        (module_name(path), name)
        for path in modules(package)
        for name in imports_of(path)
        if name == "aftermath.bridge" or name.startswith("aftermath.bridge.")
    ]
    assert offenders == []


def payload_takers(tree: ast.AST, module: str) -> list[str]:
    """The public functions and methods of ``tree`` that take a ``payload``."""
    offenders = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        if node.name.startswith("_") and not node.name.startswith("__"):
            continue
        args = node.args
        names = [a.arg for a in (*args.posonlyargs, *args.args, *args.kwonlyargs)]
        if "payload" in names:
            offenders.append(f"{module}.{node.name}")
    return offenders


@pytest.mark.parametrize("package", RULE_PACKAGES)
def test_no_public_function_of_the_rules_takes_a_payload(package: str) -> None:
    offenders = [name for path in modules(package)
                 for name in payload_takers(ast.parse(path.read_text()), module_name(path))]
    assert offenders == []


def test_the_payload_check_sees_a_public_function_or_method_taking_one() -> None:
    tree = ast.parse("def resolve(game, payload): ...\n"
                     "class Battle:\n    async def plan(self, *, payload=None): ...\n"
                     "def _read(payload): ...\n")
    result = payload_takers(tree, "aftermath.conquest.x")
    expected = ["aftermath.conquest.x.resolve", "aftermath.conquest.x.plan"]
    assert result == expected


def test_the_walk_sees_an_import_of_the_bridge() -> None:
    # The checks above must be able to fail: a module importing the bridge in a
    # TYPE_CHECKING block is caught.
    tree = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                     "    from aftermath.bridge.core import System\n")
    assert "aftermath.bridge.core" in set(imported(tree, "aftermath.conquest.x"))


def import_graph(package: str) -> dict[str, set[str]]:
    """Module -> the modules of the same package it imports, TYPE_CHECKING blocks and
    function bodies included, relative imports too. ``from pkg import name`` is an edge
    to ``pkg.name`` when that is a module, else to ``pkg`` itself (its __init__)."""
    paths = {module_name(p): p for p in modules(package)}
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        edges: set[str] = set()
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                edges.update(a.name for a in node.names if a.name in paths)
            elif isinstance(node, ast.ImportFrom):
                base = next(imported(ast.Module(body=[node], type_ignores=[]), name,
                                     package=paths[name].name == "__init__.py"))
                for alias in node.names:
                    full = f"{base}.{alias.name}"
                    if full in paths:
                        edges.add(full)
                    elif base in paths:
                        edges.add(base)
        edges.discard(name)
        graph[name] = edges
    return graph


def cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle of ``graph``, or None."""
    done: set[str] = set()
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        if node in path:
            return [*path[path.index(node):], node]
        if node in done:
            return None
        path.append(node)
        for nxt in sorted(graph[node]):
            found = visit(nxt)
            if found:
                return found
        path.pop()
        done.add(node)
        return None

    for start in sorted(graph):
        found = visit(start)
        if found:
            return found
    return None


@pytest.mark.parametrize("package", RULE_PACKAGES)
def test_the_imports_inside_each_rule_package_form_no_circle(package: str) -> None:
    assert cycle(import_graph(package)) is None


def test_the_circle_check_finds_a_type_only_circle() -> None:
    graph = {"a.state": {"a.engagement"}, "a.engagement": {"a.state"}, "a.view": {"a.state"}}
    assert cycle(graph) == ["a.engagement", "a.state", "a.engagement"]
    assert cycle({"a.view": {"a.state"}, "a.state": set()}) is None


def system_imports(path: Path) -> list[str]:
    """The rule system packages' modules ``path`` imports, at any depth."""
    prefixes = tuple(f"aftermath.{p}" for p in SYSTEM_PACKAGES)
    return sorted({name for name in imports_of(path)
                   if name in prefixes or name.startswith(tuple(f"{p}." for p in prefixes))})


@pytest.mark.parametrize("package", SHARED_MODELS)
def test_the_shared_odds_and_report_models_import_no_rule_system(package: str) -> None:
    offenders = {module_name(p): system_imports(p) for p in modules(package)}
    assert {name: found for name, found in offenders.items() if found} == {}


@pytest.mark.parametrize("module", SHARED_MODULES)
def test_the_shared_modules_import_no_rule_system(module: str) -> None:
    # share, muster, backup and report reach a system only through its descriptor.
    assert system_imports(PACKAGE / module) == []


def system_names(tree: ast.AST) -> list[str]:
    """The strings of ``tree`` (docstrings aside) that are a system's name or a name
    under it ("conquest", "conquest.battle")."""
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
                  and node.body and isinstance(node.body[0], ast.Expr)}
    return [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docstrings
            and any(n == node.value or f"{n}." in node.value for n in SYSTEM_PACKAGES)]


@pytest.mark.parametrize("module", [*SHARED_MODULES, "bridge/core.py", "bridge/games.py",
                                    "bridge/share.py", "bridge/muster.py",
                                    "bridge/report.py", "bridge/engine.py"])
def test_the_shared_modules_name_no_system(module: str) -> None:
    # No table keyed by a system's name, no "if system == ...": only the descriptors say.
    assert system_names(ast.parse((PACKAGE / module).read_text())) == []


def test_the_naming_check_sees_a_table_or_a_test_on_a_systems_name() -> None:
    tree = ast.parse('"""Reads conquest links."""\n'
                     'PIECES = {"conquest": "regiments"}\n'
                     'def kind(system):\n    """As "ninth_age" says."""\n'
                     '    return "ninth_age.unit" if system == "ninth_age" else None\n')
    result = sorted(system_names(tree))
    expected = ["conquest", "ninth_age", "ninth_age.unit"]
    assert result == expected


def test_the_rule_system_check_sees_a_type_only_import() -> None:
    # The checks above must be able to fail: a shared module naming a rule class for
    # its type only, inside a function, is caught all the same.
    path = PACKAGE / "share.py"
    tree = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                     "    from aftermath.conquest.game import ConquestBattle\n"
                     "def f():\n    import aftermath.ninth_age.unit\n")
    names = set(imported(tree, module_name(path)))
    assert {"aftermath.conquest.game", "aftermath.ninth_age.unit"} <= names


def test_no_module_outside_the_bridge_imports_it() -> None:
    # The descriptors are installed by importing the adapters, at the engine's entry
    # point: nothing below the bridge imports it, at its top, in a function or by name.
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = module_name(path)
        if name == "aftermath.bridge" or name.startswith("aftermath.bridge."):
            continue
        tree = ast.parse(path.read_text())
        found = {n for n in imports_of(path) if n.startswith("aftermath.bridge")}
        by_name = {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)
                   and isinstance(node.value, str) and node.value.startswith("aftermath.bridge")}
        if found or by_name:
            offenders.append((name, sorted(found | by_name)))
    assert offenders == []


def test_the_walk_sees_an_import_of_the_bridge_in_a_function_or_by_name() -> None:
    # What systems.registered did: the shared module imported the bridge on first use.
    tree = ast.parse("import importlib\n"
                     "def registered():\n    importlib.import_module('aftermath.bridge')\n"
                     "def report():\n    from aftermath.bridge import core\n"
                     "def odd():\n    return __import__('aftermath.bridge.share')\n")
    result = {n for n in imported(tree, "aftermath.systems") if n.startswith("aftermath.bridge")}
    expected = {"aftermath.bridge", "aftermath.bridge.core", "aftermath.bridge.share"}
    assert result == expected


def test_the_walk_resolves_a_packages_own_relative_imports() -> None:
    # In a package's __init__, "from .game import X" is the package's own game module,
    # and "from .. import bridge" the package above it.
    tree = ast.parse("from .game import ConquestBattle\nfrom .. import bridge\n")
    result = set(imported(tree, "aftermath.conquest", package=True))
    expected = {"aftermath.conquest.game", "aftermath.conquest.game.ConquestBattle",
                "aftermath", "aftermath.bridge"}
    assert result == expected


def package_graph() -> dict[str, set[str]]:
    """Top-level part of ``aftermath`` (a package, or a module beside them) -> the other
    parts it imports, at any depth."""
    def part(module: str) -> str | None:
        pieces = module.split(".")
        return pieces[1] if len(pieces) > 1 and pieces[0] == "aftermath" else None

    graph: dict[str, set[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        name = module_name(path)
        here = part(name)
        if here is None:
            continue
        found = {part(n) for n in imports_of(path)}
        graph.setdefault(here, set()).update(p for p in found if p and p != here)
    for edges in list(graph.values()):
        for p in edges:
            graph.setdefault(p, set())
    return graph


def test_no_arrow_runs_back_up_between_the_packages() -> None:
    # report -> conquest.report -> report would be a circle; so would odds -> conquest
    # -> odds, or muster -> conquest -> muster.
    graph = package_graph()
    assert {*SYSTEM_PACKAGES, "odds", "report", "muster"} <= set(graph)
    assert cycle(graph) is None


def test_the_rule_systems_build_on_the_shared_models_not_the_other_way() -> None:
    graph = package_graph()
    assert {"odds", "report"} <= graph["conquest"]
    assert all((PACKAGE / name / "__init__.py").is_file() for name in SYSTEM_PACKAGES)
    for model in SHARED_MODELS:
        assert not graph[model] & set(SYSTEM_PACKAGES), model


def test_a_shared_module_alone_imports_no_bridge_and_says_the_systems_are_missing() -> None:
    # In a fresh interpreter (this one has the bridge: tests/conftest.py installs it), a
    # shared module asked about the systems before the entry point ran raises NoSystems,
    # and imports nothing above it; once the bridge is imported it answers.
    script = (
        "import sys\n"
        "from aftermath import backup, muster, report, share, systems\n"
        "assert not [n for n in sys.modules if n.startswith('aftermath.bridge')]\n"
        "try:\n"
        "    share.KINDS['conquest.battle']\n"
        "except systems.NoSystems as err:\n"
        "    print(err)\n"
        "assert not [n for n in sys.modules if n.startswith('aftermath.bridge')]\n"
        "import aftermath.bridge\n"
        "print(sorted(muster.PROFILES))\n")
    env = {**os.environ, "PYTHONPATH": str(PACKAGE.parent)}
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         env=env, check=False)
    result = (run.returncode, run.stdout.splitlines(), run.stderr)
    expected = (0, ["no rule system is installed: import aftermath.bridge first (its "
                    "adapters install them)", "['conquest', 'ninth_age']"], "")
    assert result == expected


def test_the_list_modules_are_checked_and_a_planted_import_or_name_is_caught() -> None:
    # lists/ is among the shared modules, and the checks fail on what they must refuse:
    # an import of a rule package's list reader, and a table keyed by a system's name.
    assert {"lists/__init__.py", "lists/preview.py", "lists/source.py"} <= set(SHARED_MODULES)
    tree = ast.parse("def f():\n    from aftermath.conquest import parabellum\n"
                     "NEEDS = {'ninth_age': ('models', 'hp')}\n")
    names = set(imported(tree, "aftermath.lists.preview"))
    assert "aftermath.conquest.parabellum" in names
    constants = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)]
    assert any(c in SYSTEM_PACKAGES for c in constants)
