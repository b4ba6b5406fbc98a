"""Play on two phones: a whole game from the other phone that does not keep every action
this phone holds (a history rewritten) is never taken silently. This phone's copy is
first kept on the device as a battle of its own, the page says from which action the two
differ, and only then does the battle follow the other phone's."""

from __future__ import annotations

from playwright.sync_api import Browser, expect

from . import conquest_page as qp
from .axe import axe_violations
from .test_two_phones import TWO, actions, close_sheet, connect, hotspot, phone, sheet

__all__ = ["hotspot"]

# The other phone's whole game, as its engine writes it (the text a `state` message is).
STATE = """async () => {
  const { app } = await import("./app_state.js");
  const asked = { n: 3, seen: 0, term: 1 };
  return (await app.current.session.ask("link.state", asked, { quiet: true })).message;
}"""
# That text arriving on this phone's link, as from the other phone (guard, engine, page).
ARRIVES = r"""async (text) => {
  const { app } = await import("./app_state.js");
  // The sheet's module, as the build named it (loaded already: the same one).
  const url = performance.getEntriesByType("resource").map((e) => e.name)
    .find((n) => /\/two_phones-\w+\.js$/.test(n));
  const { linkOf } = await import(url);
  await linkOf(app.current.session.id).link.onMessage(text);
}"""


def test_a_whole_game_rewriting_this_phones_actions_keeps_this_copy_apart(
        hotspot: Browser, site: str) -> None:
    a, b = phone(hotspot), phone(hotspot)
    qp.new_battle(a, site, TWO, "Hill Fight")
    qp.new_battle(b, site, TWO, "Hill Fight")
    connect(a, b)
    close_sheet(a)
    close_sheet(b)
    qp.wound_pool(a, "r1", 1, morale=False)
    actions(b, 1)
    # Apart, A's first action is undone and another made in its place.
    b.evaluate("testChannels.at(-1).close()")
    expect(a.locator("[data-link-bar]")).to_contain_text("not connected to Phone B")
    qp.tap(a.locator("[data-action=undo]"))
    qp.wound_pool(a, "r2", 1, morale=False)
    forged = a.evaluate(STATE)
    b.evaluate(ARRIVES, forged)

    expect(b.locator("[data-regiment=r1]")).to_contain_text("Thin Line")
    sheet(b)
    expect(b.locator(".link-reports")).to_contain_text(
        "Phone A's battle differs from this phone's from action 1 (here: “Wound Pool of 1 on "
        "Thin Line (no Morale Tests)”; Phone A's: “Wound Pool of 1 on Brutes (no Morale "
        "Tests)”). This phone's copy is kept as the battle “Hill Fight (this phone's copy, "
        "before Phone A's)”; this battle now follows Phone A's.")
    assert axe_violations(b) == []
    close_sheet(b)
    # B's battle follows A's; B's own copy is among its battles, as it was.
    expect(b.locator(".battle-bar .muted")).to_have_text("1 action")
    qp.tap(b.locator(".battle-bar button", has_text="Back to battles"))
    expect(b.locator("[data-game]")).to_have_count(2)
    kept = b.locator("[data-game]", has_text="this phone's copy, before Phone A's")
    expect(kept).to_have_count(1)
    for page in (a, b):
        page.context.close()
