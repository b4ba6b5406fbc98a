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
