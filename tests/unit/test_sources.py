"""Comments say why, not the history of the work: no source comment cites an issue
by its number or the play testing that found a bug (git log keeps the history). The
comments and docstrings of every source file under py/, web/, scripts/, bench/ and
tests/ are read."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TREES = ("py", "web", "scripts", "bench", "tests")
SUFFIXES = {".py", ".js", ".mjs", ".css", ".html"}
SKIP_PARTS = {"node_modules", "__pycache__", "vendor", "fixtures"}

# What a comment must not say: an issue by number (with or without a hash sign, or a
# bare hash and number) and the play testing that found something.
HISTORY = (
    re.compile(r"\bissues?\s*#?\d+\b", re.IGNORECASE),
    re.compile(r"(?<![\w&#])#\d{2,}\b"),
    re.compile(r"\bplay-?tests?\b", re.IGNORECASE),
)
# JavaScript and CSS comments; a "//" right after ":" or a quote is a URL, not a comment.
_SLASHES = re.compile(r"/\*.*?\*/|(?<![:\"'`\\])//[^\n]*", re.DOTALL)
_HTML = re.compile(r"<!--.*?-->|/\*.*?\*/|(?<![:\"'`\\])//[^\n]*", re.DOTALL)


def sources() -> list[Path]:
    found = []
    for tree in TREES:
        for path in (ROOT / tree).rglob("*"):
            if path.suffix in SUFFIXES and path.is_file() and not SKIP_PARTS & set(path.parts):
                found.append(path)
    return sorted(found)


def python_comments(text: str) -> Iterator[tuple[int, str]]:
    """Each comment and docstring of Python source, with its line."""
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.COMMENT:
            yield token.start[0], token.string
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            doc = ast.get_docstring(node, clean=False)
            if doc is not None and node.body:
                yield node.body[0].lineno, doc


def slash_comments(text: str, pattern: re.Pattern[str] = _SLASHES) -> Iterator[tuple[int, str]]:
    for match in pattern.finditer(text):
        yield text.count("\n", 0, match.start()) + 1, match.group(0)


def comments(path: Path, text: str) -> Iterator[tuple[int, str]]:
    if path.suffix == ".py":
        return python_comments(text)
    return slash_comments(text, _HTML if path.suffix == ".html" else _SLASHES)


def history_in(path: Path, text: str) -> list[str]:
    """Where the comments of one file cite an issue or play testing: "file:line: words"."""
    return [f"{path.relative_to(ROOT) if path.is_absolute() else path}:{line}: "
            f"{match.group(0)!r}"
            for line, comment in comments(path, text)
            for pattern in HISTORY for match in pattern.finditer(comment)]


SOURCES = sources()


def test_the_walk_reads_every_tree() -> None:
    trees = {path.relative_to(ROOT).parts[0] for path in SOURCES}
    assert trees == set(TREES)
    assert {".py", ".js", ".css", ".html"} <= {path.suffix for path in SOURCES}


@pytest.mark.parametrize("tree", TREES)
def test_no_comment_cites_an_issue_number_or_a_play_test(tree: str) -> None:
    result = [where for path in SOURCES if path.relative_to(ROOT).parts[0] == tree
              for where in history_in(path, path.read_text(encoding="utf-8"))]
    expected: list[str] = []
    assert result == expected


@pytest.mark.parametrize(("name", "text"), [
    ("a.py", "x = 1  # the diff (issue 15)\n"),
    ("a.py", '"""Muster (Issue #14): profiles."""\n'),
    ("a.py", "def f() -> None:\n    \"\"\"Found in a play-test.\"\"\"\n"),
    ("a.js", "const x = 1; // see #29\n"),
    ("a.js", "/* Report playtest fixes */\n"),
    ("a.css", "/* Table flow (issue 13): one thumb. */\n"),
    ("a.html", "<!-- issue 7 -->\n"),
])
def test_the_check_finds_history_in_each_kind_of_comment(name: str, text: str) -> None:
    assert history_in(Path(name), text) != []


@pytest.mark.parametrize(("name", "text"), [
    ("a.py", "x = 'issue 15'  # a string, not a comment\n"),
    ("a.py", "# C-4.4: the Stand at rear rank; W-5 waits\n"),
    ("a.js", 'const url = "https://example.org/#12"; // a link\n'),
    ("a.css", ".x { color: #123456; } /* colour */\n"),
])
def test_the_check_leaves_code_and_ruling_ids_alone(name: str, text: str) -> None:
    assert history_in(Path(name), text) == []
