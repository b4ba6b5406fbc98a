"""The documentation says what the code does: the Python examples and the packages'
doctests run as written, the README stays short and its links lead somewhere, and the
bridge's page lists exactly the requests the bridge answers."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import re
from pathlib import Path

import pytest

import aftermath
from aftermath import bridge

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
DOCS = ROOT / "docs"
README_MOST_LINES = 200
# [text](target) in Markdown; the target up to a space or the closing parenthesis.
_LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def test_python_api_examples_run() -> None:
    page = DOCS / "python-api.md"
    blocks = re.findall(r"```python\n(.*?)```", page.read_text(), flags=re.S)
    assert blocks, "docs/python-api.md shows no Python example"
    for block in blocks:
        exec(compile(block, str(page), "exec"), {})  # our own documentation, in a test


def test_the_readme_fits_on_a_few_screens() -> None:
    lines = len(README.read_text(encoding="utf-8").splitlines())
    assert lines <= README_MOST_LINES, f"README.md has {lines} lines"


def anchors(page: Path) -> set[str]:
    """The ids GitHub gives the headings of a Markdown page."""
    out = set()
    for heading in re.findall(r"^#+ (.+)$", page.read_text(encoding="utf-8"), flags=re.M):
        words = re.sub(r"[^\w\- ]", "", heading.strip().lower())
        out.add(words.replace(" ", "-"))
    return out


def links(page: Path) -> list[str]:
    text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
    return [t for t in _LINK.findall(text) if not re.match(r"[a-z]+:", t)]


def broken_links(page: Path) -> list[str]:
    broken = []
    for target in links(page):
        file, _, anchor = target.partition("#")
        goal = (page.parent / file).resolve() if file else page
        if not goal.is_file() or (anchor and goal.suffix == ".md" and anchor not in anchors(goal)):
            broken.append(target)
    return broken


def test_every_docs_link_in_the_readme_resolves() -> None:
    targets = [t for t in links(README) if t.startswith("docs/")]
    assert targets, "the README links to no page under docs/"
    result = broken_links(README)
    expected: list[str] = []
    assert result == expected


def test_the_readme_links_every_page_under_docs() -> None:
    linked = {t.partition("#")[0] for t in links(README)}
    result = sorted(t for t in linked if t.startswith("docs/"))
    expected = sorted(f"docs/{page.name}" for page in DOCS.glob("*.md"))
    assert result == expected


@pytest.mark.parametrize("page", sorted(p.name for p in DOCS.glob("*.md")))
def test_every_link_between_the_docs_resolves(page: str) -> None:
    result = broken_links(DOCS / page)
    expected: list[str] = []
    assert result == expected


def documented_requests() -> list[str]:
    """The request names docs/bridge.md lists: one heading each under "## Requests"."""
    text = (DOCS / "bridge.md").read_text(encoding="utf-8")
    requests = text.split("\n## Requests\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^#### `([a-z_]+\.[a-z_]+)`$", requests, flags=re.M)


def test_the_bridge_page_lists_every_request_once_and_no_other() -> None:
    names = documented_requests()
    assert len(names) == len(set(names)), "a request is listed twice in docs/bridge.md"
    # Each system registers its requests on first use: every one through the registry.
    for module in set(bridge.ON_FIRST_USE.values()):
        importlib.import_module(module)
    result = sorted(names)
    expected = sorted(bridge.HANDLERS)
    assert result == expected


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
            "aftermath.conquest.game", "aftermath.conquest.odds_walk"} <= set(MODULES)


@pytest.mark.parametrize("module", MODULES)
def test_module_doctests_pass(module: str) -> None:
    result = doctest.testmod(importlib.import_module(module))
    assert result.failed == 0
    if module in WITH_EXAMPLES:
        assert result.attempted > 0


# A ruling id as the engine cites it: C-4.4, N-6, W-5.
_RULING = re.compile(r"\b[CNW]-\d+(?:\.\d+)?\b")
# An entry of docs/rules.md: "- **C-4.4** ...", or "- **C-4.2** *(not cited ..." for a
# ruling the page explains that the engine never names.
_ENTRY = re.compile(r"^- \*\*([CNW]-\d+(?:\.\d+)?)\*\*( \*\(not cited)?", flags=re.M)


def cited_rulings(root: Path) -> set[str]:
    """Every ruling id the files under ``root`` name: step texts, refusals, the report's
    words, comments."""
    return {rid for path in root.rglob("*.py") for rid in _RULING.findall(path.read_text())}


def ruling_entries(text: str) -> dict[str, bool]:
    """Each id docs/rules.md explains, and whether the entry says the engine cites it."""
    return {rid: not marked for rid, marked in _ENTRY.findall(text)}


RULES_PAGE = DOCS / "rules.md"
ENGINE = ROOT / "py" / "aftermath"


def test_every_ruling_the_engine_cites_is_explained_in_docs_rules() -> None:
    entries = ruling_entries(RULES_PAGE.read_text(encoding="utf-8"))
    result = sorted(cited_rulings(ENGINE) - entries.keys())
    expected: list[str] = []
    assert result == expected


def test_docs_rules_explains_no_ruling_the_engine_never_cites_unless_it_says_so() -> None:
    entries = ruling_entries(RULES_PAGE.read_text(encoding="utf-8"))
    cited = cited_rulings(ENGINE)
    result = sorted(rid for rid, says_cited in entries.items() if says_cited != (rid in cited))
    expected: list[str] = []
    assert result == expected


def test_docs_rules_explains_each_ruling_once() -> None:
    ids = _ENTRY.findall(RULES_PAGE.read_text(encoding="utf-8"))
    result = sorted({rid for rid, _ in ids if [r for r, _ in ids].count(rid) > 1})
    expected: list[str] = []
    assert result == expected


def test_the_ruling_check_finds_a_cited_id_missing_from_the_page(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text('log("C-30", "a rule no page explains")\n')
    entries = ruling_entries("- **C-1** A Regiment.\n- **C-4.2** *(not cited)* Rear.\n")
    result = (sorted(cited_rulings(tmp_path) - entries.keys()), entries)
    expected = (["C-30"], {"C-1": True, "C-4.2": False})
    assert result == expected


PAGES = ["README.md", *sorted(f"docs/{p.name}" for p in DOCS.glob("*.md"))]


@pytest.mark.parametrize("page", PAGES)
def test_no_page_points_outside_the_repository_for_the_rules(page: str) -> None:
    """A fresh clone explains its own ruling ids: nothing sends the reader to a folder
    beside the repository."""
    result = re.findall(r"\.\./shared/[\w./-]*", (ROOT / page).read_text(encoding="utf-8"))
    expected: list[str] = []
    assert result == expected
