"""The page reads typed results, never rule ids: with every rule id in every engine
reply renamed on its way to the page (a test double of a renumbering of the rulings),
the pushes (C-19), the Morale dice and verdicts (C-10) and the Ninth Age's question
about excess losses (N-5) still show as before. Only the step log, which is for
people, shows the renamed ids."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from . import ninth_age_page as na
from .conftest import at_home, back_to_the_list
from .conquest_page import enter_dice, new_battle, tap, wound_pool

pytestmark = pytest.mark.e2e

# Wraps the engine worker's "message" listeners: each reply's JSON text gets every
# "rule": "C-19" turned into "rule": "Renumbered-C-19" (steps, refusals, the report).
RENAME_RULE_IDS = """
(() => {
  window.__renamed = 0;
  const add = Worker.prototype.addEventListener;
  Worker.prototype.addEventListener = function (type, listener, options) {
    if (type !== "message") return add.call(this, type, listener, options);
    return add.call(this, type, (event) => {
      const data = event.data;
      if (!data || data.kind !== "reply") return listener(event);
      const text = data.text.replace(/"rule": "([^"]+)"/g, (_, id) => {
        window.__renamed += 1;
        return `"rule": "Renumbered-${id}"`;
      });
      return listener({ data: { ...data, text } });
    }, options);
  };
})();
"""


@pytest.fixture(scope="module")
def renaming_page(module_page: Page) -> Page:
    """The module's one page, every reply of its engine renamed (for all its tests)."""
    module_page.add_init_script(RENAME_RULE_IDS)
    return module_page


@pytest.fixture
def page(renaming_page: Page) -> Page:
    return back_to_the_list(renaming_page)


@pytest.fixture
def renamed(page: Page, site: str) -> Page:
    """Back on the battle list, no reply renamed yet in this test."""
    at_home(page, site)
    page.evaluate("() => { window.__renamed = 0; }")
    return page


def test_the_press_the_attack_push_is_drawn_with_every_rule_id_renamed(
        renamed: Page, site: str, errors: list[str]) -> None:
    page = renamed
    tap(page.locator("[data-example=ch6-press-the-attack]"))
    wound_pool(page, "b", 3, morale=False)
    field = page.locator("svg.battlefield")
    expect(field.locator("[data-push=a]")).to_have_count(1)
    expect(field.locator("[data-push-distance='40']")).to_contain_text("40 mm")
    expect(page.locator(".push-notes")).to_contain_text(
        "Regiment A presses the attack: pushed 1.6″ (1.6″ forward)")
    # The double did rename: the step log (for people) shows the new ids.
    assert page.evaluate("window.__renamed") > 0
    expect(page.locator(".why-log .step .rule").first).to_contain_text("Renumbered-")
    assert errors == []


def test_the_morale_dice_and_their_verdicts_show_with_every_rule_id_renamed(
        renamed: Page, site: str, errors: list[str]) -> None:
    page = renamed
    new_battle(page, site, [
        {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2},
        {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}])
    wound_pool(page, "r1", 6)
    enter_dice(page, "r1", [1, 3, 6, 6, 2, 5])  # entered by counts: face order
    maa = page.locator("article[data-regiment=r1]")
    expect(maa.locator(".verdict-line")).to_contain_text("Morale: 6 dice vs Resolve 3 -> 3 fail")
    dice = maa.locator(".dice-results [data-die]")
    expect(dice).to_have_count(6)
    assert [(d.get_attribute("data-die"), d.get_attribute("data-passed"))
            for d in dice.all()] == [("1", "true"), ("2", "true"), ("3", "true"),
                                     ("5", "false"), ("6", "false"), ("6", "false")]
    assert page.evaluate("window.__renamed") > 0
    assert errors == []


def test_the_excess_losses_question_is_put_with_every_rule_id_renamed(
        renamed: Page, site: str, errors: list[str]) -> None:
    page = renamed
    na.new_battle(page, site, [{"name": "Ogres", "models": 2, "files": 3, "hp": 3},
                               {"name": "Foes", "player": 1, "models": 5, "files": 5, "hp": 1}])
    na.select(page, "u1")
    page.locator("#na-split").check()
    rows = page.locator(".attack-row")
    rows.nth(0).get_by_label("Attack 1 name").fill("Giant")
    rows.nth(0).locator("#na-attack-losses-0").fill("5")
    rows.nth(1).get_by_label("Attack 2 name").fill("Spears")
    for _ in range(4):
        tap(page.locator("[data-action=attack-1-plus]"))
    expect(page.locator("#na-preview .preview-title")).to_have_text("Preview: 9 Health Points lost")
    tap(page.locator("[data-action=apply-losses]"))
    panel = page.locator(".excess-panel")
    expect(panel).to_have_attribute("data-excess", "3")
    assert page.evaluate("window.__renamed") > 0
    assert errors == []
