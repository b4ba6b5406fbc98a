"""List files and pastes built to stop the engine, through the real page and its worker
(Pyodide, whose stack is far smaller than CPython's: a parser recursing a few thousand
levels kills the worker there, which no unit test can see). Each is refused with its
reason within seconds, the engine is never started again, and it answers the next
request."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from playwright.sync_api import Page, Worker, expect

from .conftest import at_home
from .conquest_page import tap

pytestmark = pytest.mark.e2e

FIXTURES = Path(__file__).resolve().parents[1] / "unit" / "fixtures" / "lists"
PASTE = "Or paste the list (Para Bellum's army builder, or a roster)"
DEEP_JSON = "[" * 3000 + "]" * 3000
DEEP_XML = '<roster gameSystemName="Conquest">' + "<a>" * 3000 + "</a>" * 3000 + "</roster>"
JSON_WORDS = "is JSON nested 3000 levels deep; at most 64 (a roster nests far less)"
XML_WORDS = "is XML nested more than 64 elements deep; a roster nests far less"
NOT_A_ROSTER = "is not a roster: not BattleScribe XML"
# (how it arrives, file name, content, what the refusal says)
CASES = [
    ("file", "deep.json", DEEP_JSON, f"file 'deep.json': {JSON_WORDS}"),
    ("file", "deep.ros", DEEP_XML, f"file 'deep.ros': {XML_WORDS}"),
    ("paste", "", DEEP_JSON, f"the pasted text: {JSON_WORDS}"),
    ("paste", "", DEEP_XML, f"the pasted text: {XML_WORDS}"),
    ("paste", "", "== x" + " " * 3000 + "x[", NOT_A_ROSTER),
    ("paste", "", "== x" + " " * 100_000 + "x[", NOT_A_ROSTER),
    ("file", "line.txt", "== x" + " " * 100_000 + "x[", NOT_A_ROSTER),
    # A million empty values or elements: seconds and hundreds of MB if built.
    ("file", "wide.json", '{"roster": {"forces": [' + "{}," * 1_000_000 + "{}]}}",
     "file 'wide.json': holds more than 200,000 JSON values; a roster holds far fewer"),
    ("file", "wide.ros", '<roster gameSystemName="Conquest">' + "<a/>" * 1_000_000 + "</roster>",
     "file 'wide.ros': holds more than 200,000 XML elements; a roster holds far fewer"),
    # Refused by the page from the file's size, before a byte is read.
    ("file", "huge.ros", "<" * (5 * 1024 * 1024),
     "“huge.ros” is 5,242,880 bytes: too large; a list file is at most 4,194,304 bytes (4 MiB)"),
    ("paste", "", "== A\n * B (3): " + "(" * 100_000,
     "text line 2: is 100,009 characters long; a line is at most 1,000"),
]


@pytest.fixture
def page(shared_phone: Page) -> Page:
    return shared_phone


def open_import(page: Page, site: str) -> None:
    at_home(page, site)
    tap(page.locator("[data-action=muster]"))
    tap(page.locator("[data-action=open-import]"))


def test_deep_files_and_adversarial_lines_are_refused_quickly_and_the_engine_answers_on(
        page: Page, site: str) -> None:
    started_workers: list[str] = []

    def on_worker(worker: Worker) -> None:
        started_workers.append(worker.url)

    open_import(page, site)
    page.on("worker", on_worker)
    took = {}
    for how, filename, content, words in CASES:
        # Opened afresh each time, with no refusal on screen from the case before.
        tap(page.get_by_role("button", name="Cancel"))
        tap(page.locator("[data-action=open-import]"))
        expect(page.get_by_role("alert")).to_have_count(0)
        start = time.monotonic()
        if how == "file":
            page.locator("[data-action=list-file]").set_input_files(
                {"name": filename, "mimeType": "text/plain", "buffer": content.encode()})
        else:
            page.get_by_label(PASTE).fill(content)
            tap(page.locator("[data-action=read-pasted]"))
        alert = page.get_by_role("alert")
        # Seconds, not the page's 60 s time-out: the engine answers, it does not hang.
        expect(alert).to_contain_text(words, timeout=15_000)
        if how == "paste":  # kept to be put right, not to be copied again
            assert page.get_by_label(PASTE).input_value() == content
        took[f"{how} {filename} {content[:12]!r} {len(content):,}"] = time.monotonic() - start
    # The engine still answers: the fixture's list is read into its preview.
    page.get_by_label(PASTE).fill((FIXTURES / "conquest-parabellum.txt").read_text())
    tap(page.locator("[data-action=read-pasted]"))
    expect(page.locator(".import-force h3")).to_have_text("Hellenic Expedition", timeout=15_000)
    page.remove_listener("worker", on_worker)
    assert started_workers == [], "the engine was started again"
    expect(page.locator("#app-message")).not_to_contain_text("stopped")
    assert max(took.values()) < 15, took


# Invisible characters as Pyodide's own Unicode database sorts them (its Python differs
# from the unit tests'): each refused in a pasted list's tag at once, naming the line.
# (U+2028 and U+2029 end a line in a pasted text, so they are left to the unit tests.)
INVISIBLE = ["\u202e", "\u200b", "\u2061", "\u00ad", "\u180e", "\u206a", "\ufff9",
             "\U000e0041", "\U000e0000", "\U0001d173", "\u17b4", "\ufdd0", "\x07"]


def test_a_pasted_tag_holding_an_invisible_character_is_refused_at_read_naming_the_line(
        page: Page, site: str) -> None:
    text = (FIXTURES / "conquest-parabellum.txt").read_text()
    open_import(page, site)
    for ch in INVISIBLE:
        tap(page.get_by_role("button", name="Cancel"))
        tap(page.locator("[data-action=open-import]"))
        expect(page.get_by_role("alert")).to_have_count(0)
        page.get_by_label(PASTE).fill(text.replace("(Warlord)", f"(W{ch})", 1))
        tap(page.locator("[data-action=read-pasted]"))
        expect(page.get_by_role("alert")).to_contain_text(
            f'text line 3 > Character "Aristarch": has a tag or note holding '
            f"U+{ord(ch):04X}", timeout=15_000)
