"""axe-core (pinned in package.json, injected from node_modules) inside the e2e tests."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

from .conftest import ROOT

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


def axe_violations(page: Page, impacts: tuple[str, ...] = ("serious", "critical"),
                   where: str = "") -> list[dict[str, Any]]:
    """The axe-core violations of ``impacts`` on the page as it is now, each with the
    rule id, impact, help text and the first few offending nodes."""
    if not AXE.exists():
        raise AssertionError(f"{AXE} is missing: `make deps` installs axe-core from package.json")
    if not page.evaluate("() => typeof window.axe === 'object'"):
        # Evaluated through the driver, so the site's CSP (script-src 'self') stays on.
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;true")
    result = page.evaluate("() => axe.run(document, { resultTypes: ['violations'] })")
    found = []
    for v in result["violations"]:
        if v.get("impact") in impacts:
            found.append({"id": v["id"], "impact": v["impact"], "help": v["help"], "where": where,
                          "nodes": [n["target"] for n in v["nodes"][:5]]})
    return found
