"""Offline install, autosave and share links, end to end in Chromium."""

from __future__ import annotations

import base64
import json
import shutil
import sys
import tempfile
import zlib
from pathlib import Path

import pytest
import segno
from playwright.sync_api import Browser, Page, expect

from aftermath import share
from aftermath.conquest import ConquestBattle

from .campaign_page import new_roster, open_rosters, roster_entry
from .conftest import ROOT, laid_out, serve_directory, wait_ready
from .conquest_page import (
    actions_count,
    bar_tool,
    enter_dice,
    new_battle,
    regiment,
    screen_snapshot,
    select,
    stand,
    tap,
    wound_pool,
)

sys.path.insert(0, str(ROOT / "scripts"))
from build_site import write_service_worker

pytestmark = pytest.mark.e2e

TWO = [{"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2},
       {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}]


# Every request the page sends the engine worker, by type, in window.__asked.
COUNT_REQUESTS = """(() => {
  const post = Worker.prototype.postMessage;
  window.__asked = [];
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && typeof message.type === "string") window.__asked.push(message.type);
    return post.call(this, message, ...rest);
  };
})();"""


def wait_offline_ready(page: Page) -> None:
    expect(page.locator("#offline-status")).to_have_text("Available offline", timeout=120_000)


def test_reload_mid_battle_resumes_with_undo_history(page: Page, site: str) -> None:
    new_battle(page, site, TWO, name="Resume me")
    wound_pool(page, "r1", 6)
    enter_dice(page, "r1", [6, 6, 1, 1, 1, 1])
    before = screen_snapshot(page)
    page.reload()
    # The saved battle is drawn at once, then the engine takes over.
    expect(page.locator(".battle-title")).to_have_text("Resume me")
    wait_ready(page)
    assert screen_snapshot(page) == before
    tap(page.locator("[data-action=undo]"))
    expect(stand(page, "r1", "r1f2")).to_have_attribute("data-wounds", "2")
    tap(page.locator("[data-action=undo]"))
    expect(stand(page, "r1", "r1f0")).to_have_attribute("data-state", "healthy")
    expect(page.locator("[data-action=undo]")).to_be_disabled()


def test_autosave_survives_closing_the_page(browser: Browser, site: str) -> None:
    context = browser.new_context()
    try:
        page = context.new_page()
        new_battle(page, site, TWO, name="Kept")
        wound_pool(page, "r1", 5, morale=False)
        page.close()
        page = context.new_page()
        page.goto(site)
        wait_ready(page)
        expect(page.locator(".battle-title")).to_have_text("Kept")
        expect(stand(page, "r1", "r1f0")).to_have_attribute("data-state", "destroyed")
        expect(page.locator("[data-action=undo]")).to_be_enabled()
        tap(page.get_by_role("button", name="Back to battles"))
        expect(page.locator("[data-game]")).to_have_count(1)
        tap(page.get_by_role("button", name="Duplicate Kept"))
        expect(page.locator("[data-game]")).to_have_count(2)
        tap(page.get_by_role("button", name="Rename Kept (copy)"))
        page.get_by_label("New name").fill("Renamed")
        tap(page.locator("[data-action=save-name]"))
        expect(page.get_by_role("button", name="Delete Renamed")).to_be_visible()
        tap(page.get_by_role("button", name="Delete Renamed"))
        expect(page.locator("[data-action=confirm-delete]")).to_be_visible()
        expect(page.locator("[data-game]")).to_have_count(2)  # asks first
        tap(page.locator("[data-action=confirm-delete]"))
        expect(page.locator("[data-game]")).to_have_count(1)
    finally:
        context.close()


def test_a_battle_shared_with_history_opens_elsewhere_with_its_actions_and_undo(
    browser: Browser, page: Page, site: str
) -> None:
    new_battle(page, site, TWO, name="Shared battle")
    fresh = screen_snapshot(page)
    wound_pool(page, "r1", 6, morale=False)
    after_one = screen_snapshot(page)
    wound_pool(page, "r2", 1, morale=False)
    snapshot = screen_snapshot(page)
    assert snapshot != after_one
    # Tapped twice before the dialog is up (a second tap is soon covered by it): one
    # dialog (it was two).
    tap(page.locator(".battle-bar [data-action=more]"))
    page.evaluate("() => { const b = document.querySelector('.more-sheet [data-action=share]');"
                  " b.click(); b.click(); }")
    expect(page.locator(".share-dialog")).to_have_count(1)
    expect(page.locator("#app-message")).to_be_hidden()
    # Close is on the 740 px screen as the dialog opens (it was below the fold).
    expect(page.locator(".share-dialog").get_by_role("button", name="Close")).to_be_in_viewport()
    # With history is offered first when it fits; its length is shown.
    expect(page.locator("[data-share-choice=history]")).to_be_checked()
    link = page.locator("#share-link").input_value()
    assert "#v1." in link and len(link) < 2000
    expect(page.locator("[data-link-length]")).to_have_attribute("data-link-length", str(len(link)))
    matrix = page.locator("svg.qr").get_attribute("data-matrix") or ""
    expected = segno.make(link, error="l", micro=False).matrix
    assert matrix.split("/") == ["".join("1" if c else "0" for c in row) for row in expected]
    other = browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True)
    try:
        them = other.new_page()
        them.add_init_script(COUNT_REQUESTS)
        them.goto(link)
        wait_ready(them)
        expect(them.locator(".link-preview .shared-name")).to_have_text("Shared battle")
        expect(them.locator(".shared-history")).to_have_attribute("data-actions", "2")
        tap(them.locator("[data-action=open-link]"))
        expect(them.locator(".battle-title")).to_have_text("Shared battle")
        expect(them.locator(".battle-bar")).to_contain_text("2 actions")
        # The history was replayed once, when the link was checked for its preview: no
        # second replay (game.open) to open it.
        asked = them.evaluate("() => window.__asked")
        assert (asked.count("share.decode"), asked.count("game.open")) == (1, 0), asked
        assert actions_count(them) == 2
        assert screen_snapshot(them) == snapshot
        # Undo works there, back through what was done on the first phone.
        tap(them.locator("[data-action=undo]"))
        expect(them.locator(".battle-bar")).to_contain_text("1 action")
        assert screen_snapshot(them) == after_one
        tap(them.locator("[data-action=undo]"))
        expect(them.locator(".battle-bar")).to_contain_text("0 actions")
        assert screen_snapshot(them) == fresh
        expect(them.locator("[data-action=undo]")).to_be_disabled()
    finally:
        other.close()


def test_a_state_only_link_still_opens_as_a_new_battle(
    browser: Browser, page: Page, site: str
) -> None:
    new_battle(page, site, TWO, name="State only")
    wound_pool(page, "r1", 6, morale=False)
    snapshot = screen_snapshot(page)
    bar_tool(page, "share")
    with_history = page.locator("#share-link").input_value()
    tap(page.locator("[data-share-choice=state]"))
    link = page.locator("#share-link").input_value()
    assert link != with_history and len(link) < len(with_history)
    expect(page.locator("[data-link-length]")).to_have_attribute("data-link-length", str(len(link)))
    other = browser.new_context()
    try:
        them = other.new_page()
        them.goto(link)
        wait_ready(them)
        expect(them.locator(".link-preview")).to_have_attribute("data-link-kind", "conquest.battle")
        expect(them.locator(".shared-history")).to_have_count(0)
        tap(them.locator("[data-action=open-link]"))
        expect(them.locator(".battle-title")).to_have_text("State only")
        assert screen_snapshot(them) == snapshot
        assert actions_count(them) == 0
        expect(them.locator("[data-action=undo]")).to_be_disabled()
    finally:
        other.close()


def pack(body: object) -> str:
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = json.dumps(body).encode()
    return "v1." + base64.urlsafe_b64encode(c.compress(raw) + c.flush()).decode().rstrip("=")


def _redo_names_zzz() -> dict[str, object]:
    """A battle whose Redo names a Regiment that is not in it: refused when opened."""
    battle = ConquestBattle.new({"regiments": [{"id": "a", "name": "A", "player": 0,
                                                "stands": 3, "files": 3, "wounds": 4,
                                                "resolve": 3}]})
    saved = battle.to_json()
    saved["redo"] = [{"kind": "wound_pool", "regiment": "zzz", "wounds": 3}]
    return saved


CLEAR_MESSAGE = "async () => (await import('./app_state.js')).showError(null)"
BAD_LINKS = ["v1.garbage!!", "v9.AAAA",
             pack({"kind": "conquest.battle", "name": "x", "data": {"regiments": [{"id": "a"}]}}),
             pack({"kind": "conquest.game", "name": "x", "data": _redo_names_zzz()})]


def test_a_bad_link_shows_a_message_and_leaves_the_battle_alone(page: Page, site: str) -> None:
    """Not a link, a link of a version this app does not know, and a link whose battle
    the engine refuses, each opened in the tab that plays the battle."""
    new_battle(page, site, TWO, name="Mine")
    wound_pool(page, "r1", 3, morale=False)
    before = screen_snapshot(page)
    for fragment in BAD_LINKS:
        page.evaluate(CLEAR_MESSAGE)  # each link's own message, not the last one's
        page.goto(site + "#" + fragment)
        wait_ready(page)
        expect(page.locator("#app-message")).to_contain_text("This link could not be opened")
        expect(page.locator(".battle-title")).to_have_text("Mine")
        assert screen_snapshot(page) == before


EVIL = ["<img src=x onerror=alert(1)>", "<script>alert(2)</script>", "\"><svg onload=alert(3)>"]


def test_names_from_a_link_render_as_text(page: Page, site: str, errors: list[str]) -> None:
    data = {"players": [EVIL[2], "Bo"], "regiments": [
        {"id": f"r{i}", "name": name, "player": i % 2, "stands": 2, "files": 2, "wounds": 1,
         "resolve": 2} for i, name in enumerate(EVIL)]}
    page.goto(site + "#" + share.encode("conquest.battle", EVIL[0], data))
    wait_ready(page)
    expect(page.locator(".link-preview .shared-name")).to_have_text(EVIL[0])
    tap(page.locator("[data-action=open-link]"))
    for i, name in enumerate(EVIL):
        expect(regiment(page, f"r{i}").locator(".regiment-name")).to_have_text(name)
    expect(page.locator(".battle-title")).to_have_text(EVIL[0])
    assert page.locator("img").count() == 0 and page.locator("#screen script").count() == 0
    assert errors == []


def test_saved_battle_is_drawn_before_the_engine_is_ready(browser: Browser, site: str) -> None:
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        new_battle(page, site, TWO, name="First paint")
        wound_pool(page, "r1", 5, morale=False)
        # Hold Python back: the engine's manifest arrives only once we let it.
        held: list[object] = []
        page.route("**/build.json", lambda route: held.append(route))
        page.reload()
        expect(page.locator(".battle-title")).to_have_text("First paint")
        expect(stand(page, "r1", "r1f0")).to_have_attribute("data-state", "destroyed")
        expect(page.locator("#engine-status")).to_have_attribute("data-state", "starting")
        expect(page.locator("[data-action=undo]")).to_be_disabled()
        expect(page.locator("[data-action=undo]")).to_have_attribute("title", "engine starting")
        expect(page.locator("#screen")).to_contain_text("Engine starting")
        assert held, "the engine's manifest was not requested"
        page.unroute("**/build.json")  # lets the held request through
        wait_ready(page)
        expect(page.locator("[data-action=undo]")).to_be_enabled()
    finally:
        context.close()


def test_a_save_the_device_refuses_is_shown_to_the_player(page: Page, site: str) -> None:
    new_battle(page, site, TWO, name="Full phone")
    page.evaluate("""() => {
        const original = IDBObjectStore.prototype.put;
        IDBObjectStore.prototype.put = function (...args) {
            if (this.name === "battles") {
                throw new DOMException("full", "QuotaExceededError");
            }
            return original.apply(this, args);
        };
    }""")
    select(page, "r1")
    tap(page.locator("[data-key='2']"))
    tap(page.locator("[data-action=apply-pool]"))
    expect(page.locator("#battle-message")).to_contain_text(
        "Could not save the battle on this device (QuotaExceededError)")


# The page's own files and where each came from on this start: "cache" when the service
# worker's static route served it from the cache, without starting the worker.
ROUTED = """() => performance.getEntriesByType("navigation")
  .concat(performance.getEntriesByType("resource"))
  .filter((e) => { const u = new URL(e.name); return u.origin === location.origin && !u.search; })
  .map((e) => [new URL(e.name).pathname, e.workerMatchedSourceType || ""])"""


@pytest.mark.service_workers
def test_an_installed_apps_files_come_from_its_cache_without_starting_its_worker(
        browser: Browser, site: str) -> None:
    """On a phone's CPU, starting the service worker and a fetch event per file cost the
    repeat start more than the files: once installed, every file of the start comes from
    this version's cache by the worker's static route."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(site)
        wait_ready(page)
        wait_offline_ready(page)
        page.reload()
        wait_ready(page)
        routed = page.evaluate(ROUTED)
        paths = [path for path, _ in routed]
        assert any(p.endswith("/app.js") for p in paths), paths
        assert len(routed) > 10 and all(source == "cache" for _, source in routed), routed
    finally:
        context.close()


@pytest.mark.service_workers
def test_a_new_version_is_offered_and_taken_on_reload(browser: Browser, dist: Path) -> None:
    holder = Path(tempfile.mkdtemp(prefix="aftermath-update-"))
    copy = holder / "site"
    shutil.copytree(dist, copy)
    server, url = serve_directory(copy)
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(url + "/")
        wait_ready(page)
        wait_offline_ready(page)
        first = page.locator("body").get_attribute("data-offline-ready")
        # A new build: one file changes, so the build's cache name changes with it.
        with (copy / "styles.css").open("a") as css:
            css.write("\n/* a new version */\n")
        write_service_worker(copy)
        page.reload()
        bar = page.locator("#update-bar")
        expect(bar).to_contain_text("A new version of Aftermath is ready", timeout=60_000)
        tap(bar.locator("[data-action=reload-update]"))
        wait_ready(page)
        wait_offline_ready(page)
        expect(page.locator("body")).not_to_have_attribute("data-offline-ready", first or "")
        expect(page.locator("#update-bar")).to_be_hidden()
    finally:
        context.close()
        server.shutdown()
        shutil.rmtree(holder)


def test_an_army_list_link_previews_and_opens_as_a_battle(page: Page, site: str) -> None:
    maa = {"name": "Men-at-Arms", "kind": "infantry", "stands": 6, "files": 3, "wounds": 4,
           "resolve": 2, "command": False, "characters": []}
    army = {"system": "conquest", "name": "Hundred Kingdoms", "player": "Ann",
            "entries": [{"profile": maa, "count": 2},
                        {"profile": {**maa, "name": "Militia", "wounds": 1}, "count": 1}]}
    page.goto(site + "#" + share.encode("conquest.list", "Hundred Kingdoms", army))
    wait_ready(page)
    preview = page.locator(".link-preview")
    expect(preview).to_have_attribute("data-link-kind", "conquest.list")
    expect(preview.locator(".shared-contents li")).to_have_text(
        ["Player: Ann", "2 × Men-at-Arms", "1 × Militia"])
    tap(page.locator("[data-action=open-link]"))
    expect(page.locator(".battle-title")).to_have_text("Hundred Kingdoms")
    expect(page.locator("article[data-regiment]")).to_have_count(3)
    expect(regiment(page, "men-at-arms-2").locator(".regiment-name")).to_have_text(
        "Men-at-Arms 2")
    wound_pool(page, "men-at-arms", 6, morale=False)  # C-4 on a list-made Regiment
    expect(stand(page, "men-at-arms", "r1f0")).to_have_attribute("data-state", "destroyed")


def test_a_campaign_roster_has_a_share_button_and_its_link_saves_a_new_roster(
        browser: Browser, page: Page, site: str) -> None:
    red = {"name": "Red Company", "vp": 5, "models": [
        {"name": "Captain Red", "kind": "Leader", "value": 40},
        {"name": "Pikeman", "kind": "Trooper", "value": 10}]}
    page.goto(site)
    wait_ready(page)
    open_rosters(page)
    new_roster(page, red)
    tap(page.get_by_role("button", name="Share Red Company"))
    expect(page.locator(".share-dialog")).to_contain_text("opens there as a new roster")
    link = page.locator("#share-link").input_value()
    assert "#v1." in link
    expect(page.locator("[data-link-length]")).to_have_attribute("data-link-length", str(len(link)))
    expect(page.locator(".share-dialog svg.qr")).to_be_visible()
    other = browser.new_context()
    try:
        them = other.new_page()
        them.goto(link)
        wait_ready(them)
        expect(them.locator(".link-preview")).to_have_attribute("data-link-kind", "campaign.roster")
        expect(them.locator(".link-preview .shared-name")).to_have_text("Red Company")
        tap(them.locator("[data-action=open-link]"))
        open_rosters(them)
        expect(roster_entry(them, "Red Company")).to_have_count(1)
    finally:
        other.close()


def test_opening_the_same_link_again_offers_the_battle_already_here(
    page: Page, site: str
) -> None:
    """A link opened twice does not silently make two battles: the second time the
    preview offers the one on this device (played on since) first, or another copy."""
    from aftermath.conquest import ConquestBattle, WoundPool

    from .axe import axe_violations

    battle = ConquestBattle.new({"regiments": [
        {"id": "r1", "name": "Men-at-Arms", "player": 0, "stands": 6, "files": 3,
         "wounds": 4, "resolve": 2, "command": False},
        {"id": "r2", "name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1,
         "resolve": 2, "command": False}]})
    battle.push(WoundPool("r1", 2, morale=False))
    link = site + "#" + share.encode("conquest.game", "Twice", battle.to_json())
    page.goto(link)
    wait_ready(page)
    expect(page.locator(".link-preview")).to_be_visible()
    expect(page.locator("[data-have]")).to_have_count(0)
    tap(page.locator("[data-action=open-link]"))
    expect(page.locator(".battle-title")).to_have_text("Twice")
    wound_pool(page, "r2", 1, morale=False)  # played on here: 2 actions
    tap(page.get_by_role("button", name="Back to battles"))
    expect(page.locator("[data-game]")).to_have_count(1)

    page.goto(link)
    have = page.locator("[data-have]")
    expect(have).to_contain_text("Twice")
    expect(page.locator("[data-action=open-link]")).to_have_text("Keep another copy")
    assert axe_violations(page, where="link preview, battle already here") == []
    tap(page.locator("[data-action=open-existing]"))
    expect(page.locator(".battle-title")).to_have_text("Twice")
    assert actions_count(page) == 2  # the one played on, not a fresh copy
    tap(page.get_by_role("button", name="Back to battles"))
    expect(page.locator("[data-game]")).to_have_count(1)

    page.goto(link)
    tap(page.locator("[data-action=open-link]"))
    expect(page.locator(".battle-title")).to_have_text("Twice")
    assert actions_count(page) == 1
    tap(page.get_by_role("button", name="Back to battles"))
    expect(page.locator("[data-game]")).to_have_count(2)


def test_a_link_opened_while_a_battle_was_open_shows_its_preview(
    page: Page, site: str
) -> None:
    """The device resumes the battle open last, except when the page is opened by a
    share link: then the link's preview shows (it was lost under the resumed battle)."""
    from aftermath.conquest import ConquestBattle

    new_battle(page, site, TWO, name="Open here")  # open when the page is left
    battle = ConquestBattle.new({"regiments": [
        {"id": "r1", "name": "Linked", "player": 0, "stands": 3, "files": 3, "wounds": 1,
         "resolve": 2, "command": False}]})
    page.goto(site + "#" + share.encode("conquest.battle", "From a friend", battle.state.to_json()))
    wait_ready(page)
    expect(page.locator(".link-preview")).to_be_visible()
    expect(page.locator(".link-preview")).to_contain_text("From a friend")
    tap(page.get_by_role("button", name="Dismiss"))
    expect(page.locator("[data-game]")).to_contain_text(["Open here"])


# The engine is slow to make a link (as on a phone): its request waits 1.5 s.
SLOW_SHARE = """(() => {
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.type === "share.encode_game") {
      setTimeout(() => post.call(this, message, ...rest), 1500);
      return;
    }
    return post.call(this, message, ...rest);
  };
})();"""


def test_a_share_link_made_after_the_player_left_is_not_shown_elsewhere(
    page: Page, site: str
) -> None:
    """Share, then Back before the link is made: the dialog does not open over the
    battle list, or over another battle."""
    page.add_init_script(SLOW_SHARE)
    new_battle(page, site, TWO, name="Left behind")
    bar_tool(page, "share")
    expect(page.locator("#app-message")).to_have_text("Making the share link and QR code…")
    tap(page.get_by_role("button", name="Back to battles"))
    # Hidden only once the link is made and the dialog was given up (oneShare's finally).
    expect(page.locator("#app-message")).to_be_hidden(timeout=10_000)
    laid_out(page)
    expect(page.locator(".share-dialog")).to_have_count(0)
    expect(page.locator("[data-game]")).to_contain_text(["Left behind"])


def test_an_old_link_with_refused_characters_and_a_blank_name_opens_shown_as_saved(
        page: Page, site: str, errors: list[str]) -> None:
    """Made by an older Aftermath: in Pyodide too, each character a name may not hold is
    shown as U+FFFD and a blank Regiment name as "(no name)", and the battle opens."""
    data = {"players": ["Ann", "Bo"], "regiments": [
        {"id": "r0", "name": "Men\u202eat", "player": 0, "stands": 2, "files": 2,
         "wounds": 1, "resolve": 2},
        {"id": "r1", "name": "", "player": 1, "stands": 2, "files": 2, "wounds": 1,
         "resolve": 2}]}
    page.goto(site + "#" + pack({"kind": "conquest.battle", "name": "Old\x07", "data": data}))
    wait_ready(page)
    expect(page.locator(".link-preview .shared-name")).to_have_text("Old\ufffd")
    tap(page.locator("[data-action=open-link]"))
    expect(regiment(page, "r0").locator(".regiment-name")).to_have_text("Men\ufffdat")
    expect(regiment(page, "r1").locator(".regiment-name")).to_have_text("(no name)")
    assert errors == []
