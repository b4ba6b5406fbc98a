"""The build bundles the page (scripts/bundle.mjs, esbuild pinned): the files the first
screen's start loads are found from the bundler's facts, and the build stops when one of
them would hold a module only a later screen needs (build_site.LATER). Shown failing on
planted facts; the built site's own list is checked in tests/e2e/test_fast_start.py."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from build_site import LATER, check_start, start_files  # noqa: E402


def facts(report_in: str) -> dict[str, dict[str, Any]]:
    """boot.js and app.js, their chunks, and the report's modules in ``report_in``."""
    later = list(LATER)
    files: dict[str, dict[str, Any]] = {
        "boot.js": {"modules": ["boot.js"], "imports": ["chunk-engine.js"], "later": []},
        "app.js": {"modules": ["app.js"], "imports": ["chunk-engine.js", "chunk-views.js"],
                   "later": ["report-x.js"]},
        "chunk-engine.js": {"modules": ["engine.js"], "imports": [], "later": []},
        "chunk-views.js": {"modules": ["views/dom.js"], "imports": [], "later": []},
        "report-x.js": {"modules": [], "imports": ["chunk-views.js"], "later": []},
    }
    files[report_in]["modules"] += later
    return files


def test_the_start_is_the_entries_and_what_they_import() -> None:
    page = facts("report-x.js")
    assert start_files(page, ["boot.js", "app.js"]) == [
        "boot.js", "app.js", "chunk-engine.js", "chunk-views.js"]


def test_the_build_takes_a_start_without_the_later_modules() -> None:
    page = facts("report-x.js")
    check_start(page, start_files(page, ["boot.js", "app.js"]))


def test_the_build_stops_when_a_start_file_holds_a_later_module() -> None:
    # As when the report's import is made static again: it is folded into a start chunk.
    page = facts("chunk-views.js")
    with pytest.raises(SystemExit, match="only a later screen needs"):
        check_start(page, start_files(page, ["boot.js", "app.js"]))


def test_the_build_stops_when_a_later_module_is_gone() -> None:
    page = facts("report-x.js")
    page["report-x.js"]["modules"] = []
    with pytest.raises(SystemExit, match="does not have"):
        check_start(page, start_files(page, ["boot.js", "app.js"]))


def test_esbuild_is_pinned_exactly() -> None:
    wanted = json.loads((ROOT / "package.json").read_text())["devDependencies"]["esbuild"]
    assert wanted[0].isdigit(), "an exact version: the bundles must not change under us"
    lock = json.loads((ROOT / "package-lock.json").read_text())
    assert lock["packages"]["node_modules/esbuild"]["version"] == wanted
