"""The README's Python example and the packages' doctests run as written."""

from __future__ import annotations

import doctest
import importlib
import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[2] / "README.md"


def test_readme_python_example_runs() -> None:
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(), flags=re.S)
    assert blocks, "the README shows no Python example"
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})  # our own README, in a test


@pytest.mark.parametrize("module", ["aftermath.conquest", "aftermath.ninth_age",
                                    "aftermath.campaign", "aftermath.report"])
def test_package_doctests_pass(module: str) -> None:
    result = doctest.testmod(importlib.import_module(module))
    assert result.failed == 0 and result.attempted > 0
