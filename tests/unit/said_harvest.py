"""The sentences real engine runs say: every step logged and every refusal made while
the plain (argument-free, non-Hypothesis) tests of some test modules run, each once."""

from __future__ import annotations

import contextlib
import importlib
import inspect
import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from aftermath import errors, history
from aftermath.said import Said


@contextmanager
def recording() -> Iterator[list[Said]]:
    """Every Said logged or refused inside the block."""
    heard: list[Said] = []
    log_call, violation_init = history.Log.__call__, errors.RuleViolation.__init__

    def log(self: history.Log, rule: str, text: Any, **data: Any) -> None:
        if isinstance(text, Said):
            heard.append(text)
        log_call(self, rule, text, **data)

    def violation(self: errors.RuleViolation, rule: str, message: Any, **kw: Any) -> None:
        if isinstance(message, Said):
            heard.append(message)
        violation_init(self, rule, message, **kw)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(history.Log, "__call__", log)
        mp.setattr(errors.RuleViolation, "__init__", violation)
        yield heard


def played(*modules: str) -> list[Said]:
    """The sentences said by the plain tests of ``modules`` (tests.unit.<name>), each
    distinct sentence once; a test that fails here is a test's own business."""
    seen: dict[str, Said] = {}
    with recording() as heard:
        for name in modules:
            module = importlib.import_module(f"tests.unit.{name}")
            for attr, fn in sorted(vars(module).items()):
                if not attr.startswith("test_") or not callable(fn):
                    continue
                if getattr(fn, "is_hypothesis_test", False) or hasattr(fn, "pytestmark"):
                    continue
                if inspect.signature(fn).parameters:
                    continue
                # A failing test is reported by its own run; here we only listen.
                with contextlib.suppress(Exception, pytest.fail.Exception):
                    fn()
    for said in heard:
        seen.setdefault(json.dumps(said.to_json(), sort_keys=True), said)
    return list(seen.values())
