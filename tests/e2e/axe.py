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
                   selector: str | None = None, where: str = "") -> list[dict[str, Any]]:
    """The axe-core violations of the page (or of ``selector``) at the given impacts,
    each as {id, impact, help, where, nodes: the first few target selectors};
    ``where`` names the screen in the failure message."""
    if not AXE.exists():
        raise AssertionError(f"{AXE} is missing: `make deps` installs axe-core from package.json")
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;true")
    found: list[dict[str, Any]] = page.evaluate(
        """async ([selector, impacts, where]) => {
            const scope = selector ? document.querySelector(selector) : document;
            const result = await window.axe.run(scope, { resultTypes: ["violations"] });
            return result.violations.filter((v) => impacts.includes(v.impact)).map((v) => ({
                id: v.id, impact: v.impact, help: v.help, where,
                nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
        }""",
        [selector, list(impacts), where],
    )
    return found
