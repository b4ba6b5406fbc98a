"""A player's text beside the app's own: a name holding a right-to-left override (an
old save may hold one; new input is refused by the engine) does not reverse the app's
words after it, and a right-to-left name keeps its direction to itself."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from . import conquest_page as qp
from .conftest import at_home, wait_ready
from .device import idb, idb_put
from .phone import phone

pytestmark = pytest.mark.e2e

# Where each of the first letters of the app's own words after a name is drawn: the
# text node of ``selector`` holding ``word``, each letter's left edge on screen.
LETTERS = """([selector, word]) => {
  const node = document.querySelector(selector);
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const at = text.data.indexOf(word);
    if (at < 0) continue;
    return [...word].map((_, i) => {
      const range = document.createRange();
      range.setStart(text, at + i);
      range.setEnd(text, at + i + 1);
      return range.getBoundingClientRect().left;
    });
  }
  return null;
}"""

RLO = "\u202e"


def test_an_override_in_a_saved_name_leaves_the_app_text_beside_it_in_order(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        qp.new_battle(page, site, [
            {"name": "Men", "stands": 3, "files": 3, "wounds": 1, "resolve": 2},
            {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}],
            name="Evil")
        at_home(page, site)
        (record,) = [r for r in idb(page, "battles") if r.get("name") == "Evil"]
        idb_put(page, "battles", {**record, "name": f"{RLO}Evil"})
        page.reload()
        wait_ready(page)
        item = page.locator(".game-item").filter(has_text="Evil")
        expect(item).to_have_count(1)
        # The app's "Conquest" after the name reads left to right.
        lefts = page.evaluate(LETTERS, [f".game-item[data-game='{record['id']}'] .game-open",
                                        "Conquest"])
        assert lefts is not None
        assert lefts == sorted(lefts), lefts
        # The override is not drawn; the name is isolated from the words after it.
        expect(item.locator(".game-name")).to_have_text("Evil")
        assert item.locator(".game-name").evaluate("(n) => n.localName") == "bdi"
