"""The README's Python example and the packages' doctests run as written."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import re
from pathlib import Path

import pytest

import aftermath

README = Path(__file__).resolve().parents[2] / "README.md"


def test_readme_python_example_runs() -> None:
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(), flags=re.S)
    assert blocks, "the README shows no Python example"
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})  # our own README, in a test


def _modules() -> list[str]:
    """Every module of the package, so a doctest added anywhere is run."""
    names = ["aftermath"] + [m.name for m in pkgutil.walk_packages(aftermath.__path__,
                                                                      "aftermath.")]
    return sorted(names)


MODULES = _modules()
# Modules whose doctests are the packages' worked examples: they must hold some.
WITH_EXAMPLES = {"aftermath.conquest", "aftermath.ninth_age", "aftermath.campaign",
                 "aftermath.odds", "aftermath.report"}


def test_every_module_is_collected() -> None:
    assert set(MODULES) >= WITH_EXAMPLES
    assert {"aftermath.bridge", "aftermath.share", "aftermath.data",
            "aftermath.conquest.game", "aftermath.odds.walk"} <= set(MODULES)


@pytest.mark.parametrize("module", MODULES)
def test_module_doctests_pass(module: str) -> None:
    result = doctest.testmod(importlib.import_module(module))
    assert result.failed == 0
    if module in WITH_EXAMPLES:
        assert result.attempted > 0
