"""The foundation, end to end: the page boots Pyodide in a worker, installs the wheel
and answers through the bridge, at the root, under a sub-path, and fails visibly."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from aftermath import __version__

from .conftest import wait_ready

pytestmark = pytest.mark.e2e


def test_boots_at_domain_root_and_shows_engine_version(
    page: Page, site: str, errors: list[str]
) -> None:
    page.goto(site)
    wait_ready(page)
    expect(page.locator("#engine-version")).to_have_text(
        re.compile(rf"aftermath {re.escape(__version__)} · Python 3\.14")
    )
    assert errors == []


def test_boots_under_a_sub_path(page: Page, sub_site: str, errors: list[str]) -> None:
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    page.goto(sub_site)
    wait_ready(page)
    expect(page.locator("#engine-version")).to_contain_text(f"aftermath {__version__}")
    assert requests, "the page made no requests"
    outside = [u for u in requests if "/play/aftermath/" not in u]
    assert outside == [], f"requests left the sub-path: {outside}"
    assert errors == []


def test_missing_wheel_shows_error_screen_naming_the_stage_and_retry(
    page: Page, broken_site: str
) -> None:
    page.goto(broken_site)
    error = page.locator("#boot-error")
    expect(error).to_be_visible(timeout=90_000)
    expect(page.locator("#boot-error-stage")).to_have_text("installing the rules engine")
    expect(page.locator("#boot-error-message")).to_contain_text("aftermath-")
    expect(page.locator("#boot-error-message")).to_contain_text("404")
    expect(page.locator("#engine-status")).to_have_text("Engine failed to start")
    retry = page.get_by_role("button", name="Try again")
    expect(retry).to_be_visible()
    retry.click()
    expect(page.locator("#boot-error-stage")).to_have_text(
        "installing the rules engine", timeout=90_000
    )


def test_wrong_wasm_mime_type_is_named_instead_of_hanging(page: Page, wrong_mime_site: str) -> None:
    page.goto(wrong_mime_site)
    expect(page.locator("#boot-error")).to_be_visible(timeout=90_000)
    expect(page.locator("#boot-error-stage")).to_have_text("starting Python (Pyodide)")
    expect(page.locator("#boot-error-message")).to_contain_text(
        'pyodide.asm.wasm is served as "application/octet-stream"; the server must send '
        "application/wasm")
