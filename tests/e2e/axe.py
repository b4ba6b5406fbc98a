"""axe-core (npm, pinned in package.json) injected from node_modules into a page, for
accessibility checks of any screen. The source goes in through the DevTools protocol
(``page.evaluate``), which the page's Content-Security-Policy does not govern, so the
site's policy stays as strict in the tests as it is for players."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

from .conftest import ROOT

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


def axe_violations(page: Page, impacts: tuple[str, ...] = ("serious", "critical"),
                   selector: str | None = None) -> list[dict[str, Any]]:
    """The axe-core violations of the page (or of ``selector``) at the given impacts,
    each as {id, impact, help, nodes: [target selectors]}."""
    if not AXE.exists():
        raise FileNotFoundError(f"{AXE} is missing: run `npm ci` (axe-core is a devDependency)")
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(AXE.read_text())
    found: list[dict[str, Any]] = page.evaluate(
        """async ([selector, impacts]) => {
            const scope = selector ? document.querySelector(selector) : document;
            const result = await window.axe.run(scope, { resultTypes: ["violations"] });
            return result.violations.filter((v) => impacts.includes(v.impact)).map((v) => ({
                id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.map((n) => n.target.join(" ")) }));
        }""",
        [selector, list(impacts)],
    )
    return found
