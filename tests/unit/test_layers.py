"""The layers: the rule packages know no transport. None of their modules imports the
bridge, and none of their public functions or methods takes the bridge's ``payload``;
the bridge adapters read requests and call the rules with real arguments."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "py" / "aftermath"
RULE_PACKAGES = ("conquest", "ninth_age", "campaign", "odds", "report")


def modules(package: str) -> list[Path]:
    found = sorted((PACKAGE / package).rglob("*.py"))
    assert found, f"no modules under {package}/"
    return found


def imported(tree: ast.AST, module: str) -> Iterator[str]:
    """Every module ``tree`` imports, at any depth (TYPE_CHECKING blocks and function
    bodies included), with relative imports made absolute."""
    package = module.rsplit(".", 1)[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            yield base
            yield from (f"{base}.{alias.name}" for alias in node.names)


def module_name(path: Path) -> str:
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts)


@pytest.mark.parametrize("package", RULE_PACKAGES)
def test_no_rule_module_imports_the_bridge(package: str) -> None:
    offenders = [
        (module_name(path), name)
        for path in modules(package)
        for name in imported(ast.parse(path.read_text()), module_name(path))
        if name == "aftermath.bridge" or name.startswith("aftermath.bridge.")
    ]
    assert offenders == []


@pytest.mark.parametrize("package", RULE_PACKAGES)
def test_no_public_function_of_the_rules_takes_a_payload(package: str) -> None:
    offenders = []
    for path in modules(package):
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            if node.name.startswith("_") and not node.name.startswith("__"):
                continue
            args = node.args
            names = [a.arg for a in (*args.posonlyargs, *args.args, *args.kwonlyargs)]
            if "payload" in names:
                offenders.append(f"{module_name(path)}.{node.name}")
    assert offenders == []


def test_the_walk_sees_an_import_of_the_bridge() -> None:
    # The checks above must be able to fail: a module importing the bridge in a
    # TYPE_CHECKING block is caught.
    tree = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                     "    from aftermath.bridge.core import System\n")
    assert "aftermath.bridge.core" in set(imported(tree, "aftermath.conquest.x"))


def import_graph(package: str) -> dict[str, set[str]]:
    """Module -> the modules of the same package it imports, TYPE_CHECKING blocks and
    function bodies included. ``from pkg import name`` is an edge to ``pkg.name`` when
    that is a module, else to ``pkg`` itself (its __init__)."""
    paths = {module_name(p): p for p in modules(package)}
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        edges: set[str] = set()
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                edges.update(a.name for a in node.names if a.name in paths)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                for alias in node.names:
                    full = f"{node.module}.{alias.name}"
                    if full in paths:
                        edges.add(full)
                    elif node.module in paths:
                        edges.add(node.module)
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
