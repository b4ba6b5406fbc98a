"""No text under 12 px anywhere, on a 360x740 touch phone: every screen is walked with
every <details> opened, battles opened from share links on a phone that loads the link
included, and each visible text is at least 12 px as drawn on screen (its font size
times every scale on its way there: an SVG's viewBox, CSS transforms, the page's zoom).
The formation's "▲ front" label was 11.2 px: an SVG text of 12 units drawn smaller than
one unit per pixel."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from . import campaign_page as cp
from . import conquest_page as qp
from . import ninth_age_page as np
from . import seed
from .conftest import at_home, laid_out, wait_ready
from .device import device_forgets_the_open_battle
from .phone import phone
from .test_special_rules_page import KNIGHTS, MEN_AT_ARMS

pytestmark = pytest.mark.e2e

# Every element with its own visible text: its size as drawn on screen, not its CSS
# font size: that size times every scale between it and the screen (an SVG's viewBox
# and transforms by its screen matrix, an HTML element's by its and its ancestors' CSS
# transforms), the page's own zoom (a page wider than the phone is drawn smaller) and,
# for an SVG text fitted to a length, how far that squeezes its glyphs.
SMALL_TEXT = """() => {
  const small = [];
  const zoom = window.visualViewport ? window.visualViewport.scale : 1;
  for (const node of document.querySelectorAll('body *')) {
    const own = [...node.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim());
    if (!own) continue;
    const r = node.getBoundingClientRect();
    if (!r.width || !r.height || node.closest('.visually-hidden, [hidden], title')) continue;
    const style = getComputedStyle(node);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    let scale = 1;
    if (node instanceof SVGElement && node.getScreenCTM) {
      const m = node.getScreenCTM();
      scale = Math.hypot(m.a, m.b);
    } else {
      for (let up = node; up; up = up.parentElement) {
        const t = getComputedStyle(up).transform;
        if (t && t !== 'none') {
          const m = new DOMMatrixReadOnly(t);
          scale *= Math.hypot(m.a, m.b);
        }
      }
    }
    let size = parseFloat(style.fontSize) * scale * zoom;
    // An SVG text fitted to a length (textLength) is squeezed when its glyphs need
    // more: drawn as narrow as a smaller font's.
    if (node instanceof SVGTextElement && node.hasAttribute('textLength')) {
      const c = (window.__measure ||= document.createElement('canvas').getContext('2d'));
      c.font = `${style.fontWeight} ${size}px ${style.fontFamily}`;
      const natural = c.measureText(node.textContent).width;
      const given = parseFloat(node.getAttribute('textLength')) * scale * zoom;
      if (natural > 0) size *= Math.min(1, given / natural);
    }
    const text = node.textContent.trim().slice(0, 30);
    if (size < 11.95) small.push(`${node.tagName} ${size.toFixed(1)}px: ${text}`);
  }
  return small;
}"""

# Drawn smaller than laid out: one formation drawing and one status badge scaled to 90 %
# (12 px text drawn at 10.8 px, 12.8 px at 11.5 px), which the measure must see; ``undo``
# puts them back.
SHRINK = """(undo) => {
  for (const n of [document.querySelector('svg.formation'), document.querySelector('.status')]) {
    n.style.transform = undo ? '' : 'scale(0.9)';
  }
}"""

OPEN_ALL = "() => document.querySelectorAll('details').forEach((d) => { d.open = true; })"


def check(page: Page, where: str, seen: list[str]) -> None:
    page.evaluate(OPEN_ALL)
    laid_out(page)  # the formations' boxes are measured on resize
    small = page.evaluate(SMALL_TEXT)
    assert small == [], f"{where}: text under 12 px: {small[:6]}"
    seen.append(where)


def test_every_screen_has_no_text_under_12_px(browser: Browser, site: str) -> None:
    seen: list[str] = []
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        check(page, "home", seen)
        qp.tap(page.locator("[data-action=new-conquest]"))
        page.locator("form.setup").get_by_label("Play on a battlefield", exact=False).check()
        check(page, "new Conquest battle", seen)
        # A Conquest battle, its Actions with a preview open, the report and share.
        qp.new_battle(page, site, [
            {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2,
             "characters": [{"name": "Captain Voss", "wounds": 3, "resolve": 3}]},
            {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2},
            {"name": "Riders", "player": 1, "kind": "cavalry", "stands": 2, "files": 1,
             "wounds": 3, "resolve": 2},
            {"name": "Ogre", "player": 1, "kind": "brute", "stands": 1, "files": 1,
             "wounds": 6, "resolve": 3, "command": True}])
        check(page, "Conquest battle", seen)
        qp.show_card(page, "r1")  # its formation drawn
        check(page, "a Regiment's card", seen)
        page.evaluate(SHRINK, False)
        shrunk = page.evaluate(SMALL_TEXT)
        page.evaluate(SHRINK, True)
        assert any(t.startswith("text 10.8px: ▲ front") for t in shrunk), shrunk
        assert any(t.startswith("SPAN 11.5px") for t in shrunk), shrunk
        qp.select(page, "r1")
        qp.tap(page.locator("[data-key='6']"))
        expect(page.locator("#pool-preview .preview-verdict")).not_to_have_text("")
        check(page, "Wound Pool preview", seen)
        qp.tap(page.locator("[data-action=apply-pool]"))
        expect(page.locator("[data-morale-for=r1]")).to_be_visible()
        check(page, "Morale Test", seen)
        qp.bar_tool(page, "share")
        expect(page.locator(".share-dialog")).to_be_visible()
        check(page, "share dialog", seen)
        battle_link = page.locator("#share-link").input_value()
        qp.tap(page.locator(".share-dialog").get_by_role("button", name="Close"))
        qp.bar_tool(page, "report")
        expect(page.locator(".report-losses")).to_be_visible()
        check(page, "Conquest report", seen)
        # A battlefield.
        qp.tap(page.locator("[data-action=report-back]"))
        qp.tap(page.locator(".battle-bar .back"))
        qp.tap(page.locator("[data-example=ch6-press-the-attack]"))
        expect(page.locator("svg.battlefield")).to_be_visible()
        check(page, "battlefield", seen)
        qp.select(page, "a")
        qp.tap(page.locator("[data-tab=place]"))
        check(page, "Move", seen)
        qp.bar_tool(page, "share")
        expect(page.locator(".share-dialog")).to_be_visible()
        field_link = page.locator("#share-link").input_value()
        qp.tap(page.locator(".share-dialog").get_by_role("button", name="Close"))
        qp.tap(page.locator(".battle-bar .back"))
        expect(page.locator("[data-action=new-ninth-age]")).to_be_visible()
        device_forgets_the_open_battle(page)  # before the form's page loads home again
        # The Ninth Age, with a loss previewed.
        np.new_battle(page, site, [
            {"name": "Trolls", "player": 0, "models": 10, "files": 5, "hp": 3},
            {"name": "Wolves", "player": 1, "models": 5, "files": 5, "hp": 1}],
            check=lambda p, where: check(p, f"Ninth Age setup ({where})", seen))
        check(page, "Ninth Age battle", seen)
        np.enter_losses(page, "u1", 7)
        check(page, "Ninth Age losses", seen)
        # Muster, and the campaign's rosters.
        qp.tap(page.locator(".battle-bar .back"))
        qp.tap(page.locator("[data-action=muster]"))
        qp.tap(page.locator("[data-action=new-profile]"))
        check(page, "Muster profile", seen)
        at_home(page, site)
        expect(page.locator("[data-action=rosters]")).to_be_visible()
        cp.open_rosters(page)
        check(page, "campaign rosters", seen)
    # Battles opened from share links, on a phone that loads the link itself; the last
    # on a battlefield whose Regiments' names are of wide letters (their labels were
    # fitted to a length guessed from the number of letters: 9 px glyphs).
    wide = seed.battle_link("conquest", "Wide names", seed.conquest_setup(
        [{**MEN_AT_ARMS, "name": "WWW MMM"}, {**KNIGHTS, "name": "MWMW"}], (1829, 1219), None))
    with phone(browser) as page:
        for name, link in (("battle", battle_link), ("battlefield", field_link),
                           ("wide names", f"{site}#{wide}")):
            page.goto(link)
            wait_ready(page)
            expect(page.locator(".link-preview")).to_be_visible()
            check(page, f"share link preview ({name})", seen)
            qp.tap(page.locator("[data-action=open-link]"))
            expect(page.locator("[data-regiment]").first).to_be_visible()
            check(page, f"{name} opened from a share link", seen)
        for action in ("fit-all", "zoom-out", "zoom-out"):
            qp.tap(page.locator(f"[data-action={action}]"))
            check(page, f"battlefield from a share link after {action}", seen)
    assert len(seen) >= 23, seen
