"""Device storage you can trust, attacked the way a hostile user would: data
from the localStorage version migrated once, damaged records of every kind, two tabs on
one battle, a write that fails inside Confirm and a device that is full.

The saved set every test starts from (fixtures/localstorage_v1.json) was made by the
localStorage version of the app itself (make_v1_saves.py): a confirmed campaign
aftermath with its two rosters, and a Conquest battle with an action undone.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from .campaign_page import open_rosters, wait_actions
from .conftest import laid_out, wait_ready
from .conquest_page import bar_tool, tap, wound_pool
from .device import (
    IDB_PUT,
    battle_kept,
    device_forgets_the_open_battle,
    idb,
    idb_put,
    saved_game,
)

pytestmark = pytest.mark.e2e

V1: dict[str, str] = json.loads(
    (Path(__file__).parent / "fixtures" / "localstorage_v1.json").read_text())
INDEX = "aftermath.index.v1"
CAMPAIGN = "g9ad65366fee8"
CONQUEST = "gc6acbc5e9a3a"
NAMES = {CAMPAIGN: "Red Company vs Blue Host", CONQUEST: "Men-at-Arms (Wounds 4)"}

# Makes every write to one object store fail as a full device does (QuotaExceededError).
FAIL_WRITES = """(store) => {
  window.__put = window.__put || IDBObjectStore.prototype.put;
  const put = window.__put;
  IDBObjectStore.prototype.put = function (...args) {
    if (this.name === store) {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    }
    return put.apply(this, args);
  };
}"""
HEAL_WRITES = "() => { if (window.__put) IDBObjectStore.prototype.put = window.__put; }"


def seed(page: Page, site: str, items: dict[str, str]) -> None:
    """The device as the localStorage version left it, then the app started on it."""
    page.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        " localStorage.clear(); const items = " + json.dumps(items) + ";"
        " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }")
    page.goto(site)
    wait_ready(page)


# Every battle lock is let go 300 ms late: an action settles after the next tap, as
# on a loaded phone.
# A battle's lock let go 300 ms late; ``window.__slowLocks`` counts those not yet let go.
SLOW_LOCKS = """() => {
  window.__slowLocks = 0;
  window.__locksAsked = 0;
  const request = navigator.locks.request.bind(navigator.locks);
  navigator.locks.request = (name, options, fn) => {
    window.__slowLocks += 1;
    window.__locksAsked += 1;
    return request(name, options, fn).finally(() => new Promise((resolve) => setTimeout(() => {
      window.__slowLocks -= 1;
      resolve();
    }, 300)));
  };
}"""
# The locks asked and still held, after the tasks already queued (a reply's drawing
# after the lock) have run.
SLOW_LOCKS_HELD = """() => new Promise((done) => setTimeout(
  () => done([window.__locksAsked, window.__slowLocks]), 20))"""


def locks_let_go(page: Page, asked: int = 1) -> None:
    """The action tapped (``asked`` locks, at least) has asked for its battle, and every
    action slowed by SLOW_LOCKS has finished, and what it draws after is drawn. On a
    slow machine the tap's action may not have asked yet when this is first looked at."""
    for _ in range(500):
        count, held = page.evaluate(SLOW_LOCKS_HELD)
        if count >= asked and held == 0:
            laid_out(page)
            return
    raise AssertionError("an action is still holding its battle")


# The battle's lock granted 300 ms late, and the order of the grant and the requests
# posted to the engine, in ``window.__order``.
SLOW_GRANT = """() => {
  window.__order = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.type) window.__order.push(`posted ${message.type}`);
    return post.call(this, message, ...rest);
  };
  const request = navigator.locks.request.bind(navigator.locks);
  navigator.locks.request = (name, options, fn) => request(name, options, async (lock) => {
    window.__order.push("granted");
    await new Promise((resolve) => setTimeout(resolve, 300));
    return fn(lock);
  });
}"""
MUTE_TABS = ("() => { window.__bc = BroadcastChannel.prototype.postMessage; "
             "BroadcastChannel.prototype.postMessage = function () {}; }")
UNMUTE_TABS = "() => { BroadcastChannel.prototype.postMessage = window.__bc; }"


def battle_names(page: Page) -> list[str]:
    return sorted(page.locator(".game-list .game-name").all_inner_texts())


def open_battle(page: Page, name: str) -> None:
    tap(page.locator(".game-open").filter(has_text=name))
    expect(page.locator(".battle-title")).to_have_text(name)


def back_home(page: Page) -> None:
    tap(page.get_by_role("button", name="Back to battles"))
    expect(page.locator(".home")).to_be_visible()


def actions(page: Page) -> str | None:
    return page.locator(".battle-bar [data-actions]").get_attribute("data-actions")


def game_of(page: Page, battle: str) -> dict[str, Any]:
    return saved_game(page, battle)


def rosters_of(page: Page) -> dict[str, Any]:
    return {e["id"]: e["roster"] for e in idb(page, "rosters")}


def test_localstorage_saves_migrate_once_intact_with_undo_history(
    page: Page, site: str, errors: list[str]
) -> None:
    seed(page, site, V1)
    expect(page.locator("#app-message")).to_contain_text(
        "Moved 2 battles and 2 rosters from the previous version's storage")
    assert battle_names(page) == sorted(NAMES.values())
    for battle in (CAMPAIGN, CONQUEST):
        old = json.loads(V1[f"aftermath.game.v1.{battle}"])
        record = idb(page, "battles", battle)
        assert record["game"] == old["game"]
        assert record["view"] == old["view"]
        assert {k: record[k] for k in ("name", "system", "created")} == {
            k: old[k] for k in ("name", "system", "created")}
    assert rosters_of(page) == {
        k.rsplit(".", 1)[1]: json.loads(v)["roster"] for k, v in V1.items()
        if k.startswith("aftermath.roster.v1.")}
    # The undo history came along: two actions done and one waiting to be redone.
    open_battle(page, NAMES[CONQUEST])
    assert actions(page) == "2"
    expect(page.locator("[data-action=redo]")).to_be_enabled()
    tap(page.locator("[data-action=redo]"))
    wait_actions(page, 3)
    back_home(page)
    device_forgets_the_open_battle(page)
    # Once: the next start reads the device database, not localStorage again (which is
    # left as it was).
    page.reload()
    wait_ready(page)
    expect(page.locator("#app-message")).to_be_hidden()
    assert len(game_of(page, CONQUEST)["events"]) == 3
    assert page.evaluate("() => Object.fromEntries(Object.entries(localStorage))") == V1
    open_battle(page, NAMES[CONQUEST])
    wait_actions(page, 3)
    assert errors == []


def with_record(record_id: str, record: Any, listed: bool = True) -> dict[str, str]:
    items = dict(V1)
    items[f"aftermath.game.v1.{record_id}"] = json.dumps(record)
    if listed:
        index = [*json.loads(V1[INDEX]),
                 {"id": record_id, "name": "Damaged", "system": "conquest", "updated": 1}]
        items[INDEX] = json.dumps(index)
    return items


ELSEWHERE = {**json.loads(V1[f"aftermath.game.v1.{CONQUEST}"]),
             "id": "gother", "system": "warhammer"}
# The page's whole start over damaged localStorage: one damage the store tells by itself
# and one only the engine can. The store's answer to each other kind of damage is
# tests/js/store_migrate.test.mjs's.
DAMAGED = {
    "battle list invalid JSON": ({**V1, INDEX: '[{"id": "g1"'}, '[{"id": "g1"'),
    "battle of an unknown system": (with_record("gother", ELSEWHERE), json.dumps(ELSEWHERE)),
}


@pytest.mark.parametrize("case", list(DAMAGED))
def test_damaged_localstorage_never_stops_the_app(
    page: Page, site: str, errors: list[str], case: str
) -> None:
    items, raw = DAMAGED[case]
    seed(page, site, items)
    # Started, says what happened, shows every battle that could be read.
    expect(page.locator("#app-message")).to_contain_text("could not be read")
    assert battle_names(page) == sorted(NAMES.values())
    aside = page.locator("[data-unreadable]")
    expect(aside).to_have_count(1)
    expect(aside.locator("textarea")).to_have_value(raw)
    # Nothing else lost: both battles and both rosters as the previous version saved them.
    for battle in (CAMPAIGN, CONQUEST):
        assert game_of(page, battle) == json.loads(V1[f"aftermath.game.v1.{battle}"])["game"]
    assert len(rosters_of(page)) == 2
    open_rosters(page)
    expect(page.locator("[data-roster-entry]")).to_have_count(2)
    assert errors == []


def test_damaged_device_records_are_set_aside(page: Page, site: str, errors: list[str]) -> None:
    seed(page, site, V1)
    conquest = idb(page, "battles", CONQUEST)
    # One record the page itself can tell is damaged, one only the engine can.
    idb_put = lambda value: page.evaluate(IDB_PUT, ["battles", value])  # noqa: E731
    idb_put({"id": "gshape", "name": 7})
    idb_put({**conquest, "id": "gengine", "name": "Bad game",
             "game": {**conquest["game"], "events": [{"kind": "no_such_event"}]}})
    page.reload()
    wait_ready(page)
    expect(page.locator("#app-message")).to_contain_text("1 saved record could not be read")
    assert battle_names(page) == sorted([*NAMES.values(), "Bad game"])
    expect(page.locator("[data-unreadable=gshape] textarea")).to_have_value(
        json.dumps({"id": "gshape", "name": 7}, separators=(",", ":")))
    # The engine refuses the other one when it is opened: set aside, back to the list.
    tap(page.locator(".game-open").filter(has_text="Bad game"))
    expect(page.locator("#app-message")).to_contain_text(
        "The saved battle “Bad game” could not be read")
    assert battle_names(page) == sorted(NAMES.values())
    expect(page.locator("[data-unreadable]")).to_have_count(2)
    assert idb(page, "battles", "gengine") is None
    # The others are untouched and open.
    open_battle(page, NAMES[CONQUEST])
    wait_actions(page, 2)
    expect(page.locator("#app-message")).to_be_hidden()
    assert errors == []


def test_a_share_dialog_stays_open_while_the_battle_is_drawn_again_under_it(
    context: BrowserContext, site: str
) -> None:
    """The other tab's action draws this tab's battle again (as the engine's start does
    with a battle resumed from the device): the Share dialog opened over it stays."""
    first, second = two_tabs_opened(context, site)
    bar_tool(second, "share")
    dialog = second.locator(".share-dialog")
    expect(dialog).to_be_visible()
    link = second.locator("#share-link").input_value()
    tap(first.locator("[data-action=redo]"))
    wait_actions(second, 3)
    expect(second.locator("#battle-message .message-text")).to_contain_text(
        "changed in another tab")
    expect(dialog).to_have_count(1)
    expect(dialog).to_be_visible()
    # The link it shows is still the one made when it was asked (the battle as it was).
    assert second.locator("#share-link").input_value() == link
    tap(second.locator(".share-dialog .dialog-head button"))
    expect(dialog).to_have_count(0)
    # Its battle deleted in the other tab: this one goes home, the dialog with the battle.
    bar_tool(second, "share")
    expect(dialog).to_be_visible()
    back_home(first)
    delete(first, CONQUEST)
    expect(second.locator("#app-message")).to_have_text("This battle was deleted in another tab.")
    expect(second.locator(".battle-bar")).to_have_count(0)
    expect(dialog).to_have_count(0)


def test_two_pages_on_one_battle_act_in_turn(
    context: BrowserContext, site: str
) -> None:
    first, second = two_tabs(context, site)
    # It resumes the battle open on this device.
    expect(second.locator(".battle-title")).to_have_text(NAMES[CONQUEST])
    # Turn by turn: each page is told of the other's action and catches up.
    tap(first.locator("[data-action=redo]"))
    wait_actions(first, 3)
    wait_actions(second, 3)
    expect(second.locator("#battle-message .message-text")).to_have_text(
        "This battle changed in another tab: it now shows the latest.")
    tap(second.locator("[data-action=undo]"))
    wait_actions(second, 2)
    expect(second.locator("#battle-message")).to_be_hidden()
    wait_actions(first, 2)
    expect(first.locator("#battle-message")).to_contain_text("changed in another tab")
    tap(first.locator("[data-action=redo]"))
    wait_actions(first, 3)
    wait_actions(second, 3)
    # No action lost: the device holds all three, at the fourth revision (migrated at 1).
    record = idb(first, "battles", CONQUEST)
    assert (len(game_of(first, CONQUEST)["events"]), record["rev"]) == (3, 4)

    # A stale page cannot act on an old revision: its action is refused, it catches up.
    second.evaluate("() => { window.__bc = BroadcastChannel.prototype.postMessage; "
                    "BroadcastChannel.prototype.postMessage = function () {}; }")
    tap(second.locator("[data-action=undo]"))
    wait_actions(second, 2)
    second.evaluate("() => { BroadcastChannel.prototype.postMessage = window.__bc; }")
    wait_actions(first, 3)  # not told: it is stale now
    tap(first.locator("[data-action=undo]"))
    expect(first.locator("#battle-message")).to_contain_text(
        "This battle changed in another tab: it now shows the latest. Nothing was done")
    wait_actions(first, 2)
    record = idb(first, "battles", CONQUEST)
    assert (len(game_of(first, CONQUEST)["events"]), record["rev"]) == (2, 5)

    # Deleted in one page: the other, told, leaves it.
    back_home(first)
    expect(second.locator("#battle-message")).to_be_hidden()
    tap(second.locator("[data-action=redo]"))
    wait_actions(second, 3)
    delete(first, CONQUEST)
    expect(second.locator("#app-message")).to_have_text("This battle was deleted in another tab.")
    assert battle_names(second) == [NAMES[CAMPAIGN]]
    assert idb(second, "battles", CONQUEST) is None


def test_a_deleted_battle_stays_deleted(context: BrowserContext, site: str) -> None:
    first = context.new_page()
    seed(first, site, V1)
    second = context.new_page()
    second.goto(site)
    wait_ready(second)
    open_battle(second, NAMES[CAMPAIGN])
    # Deleted in one page that could not tell the other: the other's next action is
    # refused, and it leaves the battle rather than bring it back.
    first.evaluate("() => { BroadcastChannel.prototype.postMessage = function () {}; }")
    delete(first, CAMPAIGN)
    # The refusal reaches the screen late (as on a loaded phone): it must not draw the
    # deleted battle over the list it was sent to.
    second.evaluate(SLOW_LOCKS)
    tap(second.locator("[data-action=undo]"))
    expect(second.locator("#app-message")).to_have_text("This battle was deleted in another tab.")
    locks_let_go(second)  # the refusal has settled
    assert battle_names(second) == [NAMES[CONQUEST]]
    expect(second.locator(".battle-title")).to_have_count(0)
    assert idb(second, "battles", CAMPAIGN) is None
    second.reload()
    wait_ready(second)
    assert battle_names(second) == [NAMES[CONQUEST]]
    assert idb(second, "lists", "battles") == [
        e for e in json.loads(V1[INDEX]) if e["id"] == CONQUEST]


def test_an_action_settling_after_back_does_not_draw_over_the_list(page: Page, site: str) -> None:
    """Back while an action is still in flight: the list stays, the action is saved."""
    seed(page, site, V1)
    open_battle(page, NAMES[CONQUEST])
    before = actions(page)
    page.evaluate(SLOW_LOCKS)
    tap(page.locator("[data-action=undo]"))
    back_home(page)
    locks_let_go(page)  # the undo has settled
    expect(page.locator(".battle-title")).to_have_count(0)
    assert battle_names(page) == sorted(NAMES.values())
    open_battle(page, NAMES[CONQUEST])
    assert actions(page) != before


def opened_by_the_engine(page: Page, *others: Page) -> None:
    """One action and back: the engine has opened the battle when it has answered (the
    screen is drawn from the device before that). ``others`` follow it to 2 actions."""
    for action, count in (("undo", 1), ("redo", 2)):
        tap(page.locator(f"[data-action={action}]"))
        for shown in (page, *others):
            wait_actions(shown, count)


def one_tab_opened(page: Page, site: str) -> None:
    seed(page, site, V1)
    open_battle(page, NAMES[CONQUEST])
    opened_by_the_engine(page)


def two_tabs(context: BrowserContext, site: str) -> tuple[Page, Page]:
    """The saved set on the device; its Conquest battle opened in one tab, then a second
    tab started (it resumes the battle open on this device)."""
    first = context.new_page()
    seed(first, site, V1)
    open_battle(first, NAMES[CONQUEST])
    second = context.new_page()
    second.goto(site)
    wait_ready(second)
    return first, second


def two_tabs_opened(context: BrowserContext, site: str) -> tuple[Page, Page]:
    """The Conquest battle of the saved set open in two tabs, each engine holding it."""
    first, second = two_tabs(context, site)
    opened_by_the_engine(first, second)
    return first, second


def test_the_engine_is_asked_at_the_tap_while_the_lock_is_awaited(page: Page, site: str) -> None:
    """The lock is granted after the page's next frame; the engine works
    meanwhile, and its answer is saved once the device's revision is checked."""
    one_tab_opened(page, site)
    page.evaluate(SLOW_GRANT)
    tap(page.locator("[data-action=undo]"))
    wait_actions(page, 1)
    assert page.evaluate("window.__order")[:2] == ["posted game.undo", "granted"]
    game = game_of(page, CONQUEST)
    assert (len(game["events"]), len(game["redo"])) == (1, 2)


def test_an_action_asked_while_another_tab_saves_is_refused_and_builds_on_nothing(
    context: BrowserContext, site: str
) -> None:
    """The engine answered a tap the device then refuses (another tab saved first): the
    action is not saved, and this tab's engine holds the saved battle, not its answer,
    so the next action builds on the other tab's."""
    first, second = two_tabs_opened(context, site)
    second.evaluate(MUTE_TABS)  # the first tab is not told: it finds out under the lock
    second.evaluate(SLOW_LOCKS)
    tap(second.locator("[data-action=undo]"))
    wait_actions(second, 1)
    first.evaluate(SLOW_GRANT)
    tap(first.locator("[data-action=redo]"))
    expect(first.locator("#battle-message")).to_contain_text("Nothing was done")
    # It had been asked of the first tab's engine at once.
    assert first.evaluate("window.__order")[:2] == ["posted game.redo", "granted"]
    wait_actions(first, 1)
    game = game_of(first, CONQUEST)
    assert (len(game["events"]), len(game["redo"])) == (1, 2)
    second.evaluate(UNMUTE_TABS)
    tap(first.locator("[data-action=undo]"))
    wait_actions(first, 0)
    wait_actions(second, 0)
    game = game_of(first, CONQUEST)
    assert (len(game["events"]), len(game["redo"])) == (0, 3)
    first.reload()
    wait_ready(first)
    wait_actions(first, 0)
    tap(first.locator("[data-action=redo]"))
    wait_actions(first, 1)


# The page's engine workers, kept so a test can make one drop a battle it holds (as
# it does past MAX_OPEN_GAMES, or after a restart).
KEEP_WORKERS = """(() => {
  const Base = window.Worker;
  window.__workers = [];
  window.Worker = class extends Base {
    constructor(...args) { super(...args); window.__workers.push(this); }
  };
})();"""
FORGET_GAME = """(id) => window.__workers[window.__workers.length - 1].postMessage({
  id: "forget", type: "game.close",
  text: JSON.stringify({ id: "forget", type: "game.close", payload: { game_id: id } }) })"""


def test_a_battle_the_engine_dropped_is_opened_again_only_after_the_check(
    context: BrowserContext, site: str
) -> None:
    """The worker no longer holds the battle when a tap comes, and another tab has saved
    meanwhile: the battle is opened again under the lock, after the revision check, so
    the tap is refused, not saved on top of a change the player never saw (review of
    the engine asked at the tap). With nothing saved elsewhere it is opened again and
    the tap is saved."""
    context.add_init_script(KEEP_WORKERS)
    first, second = two_tabs_opened(context, site)
    second.evaluate(MUTE_TABS)
    first.evaluate(FORGET_GAME, CONQUEST)
    first.evaluate(SLOW_GRANT)  # the battle would be opened again well before the check
    tap(second.locator("[data-action=undo]"))
    wait_actions(second, 1)
    tap(first.locator("[data-action=redo]"))
    expect(first.locator("#battle-message")).to_contain_text("Nothing was done")
    wait_actions(first, 1)
    game = game_of(first, CONQUEST)
    assert (len(game["events"]), len(game["redo"])) == (1, 2)
    first.evaluate(FORGET_GAME, CONQUEST)
    tap(first.locator("[data-action=undo]"))
    wait_actions(first, 0)
    expect(first.locator("#battle-message")).to_be_hidden()
    game = game_of(first, CONQUEST)
    assert (len(game["events"]), len(game["redo"])) == (0, 3)


LOCK_FAILS_ONCE = """() => {
  const request = navigator.locks.request.bind(navigator.locks);
  let once = true;
  navigator.locks.request = (name, options, fn) => {
    if (!once) return request(name, options, fn);
    once = false;
    return Promise.reject(new DOMException("held elsewhere", "TimeoutError"));
  };
}"""


def test_an_action_the_engine_answered_but_the_lock_refused_is_not_kept(
    page: Page, site: str
) -> None:
    """The engine answered at the tap, then the battle's lock was never granted: nothing
    is saved, and the next action opens the saved battle before asking the engine, so
    the unsaved answer is not carried into it."""
    one_tab_opened(page, site)
    page.evaluate(LOCK_FAILS_ONCE)
    tap(page.locator("[data-action=undo]"))
    expect(page.locator("#battle-message")).to_contain_text("Another tab has held this battle")
    wait_actions(page, 2)
    game = game_of(page, CONQUEST)
    assert (len(game["events"]), len(game["redo"])) == (2, 1)
    tap(page.locator("[data-action=undo]"))
    expect(page.locator("#battle-message")).to_be_hidden()
    wait_actions(page, 1)
    game = game_of(page, CONQUEST)
    assert (len(game["events"]), len(game["redo"])) == (1, 2)
    page.reload()
    wait_ready(page)
    wait_actions(page, 1)


def test_a_battle_opened_again_while_its_last_action_settles_opens_after_it(
    page: Page, site: str
) -> None:
    """Back mid-action and straight back into the battle: the screen opened again waits
    for the action it left to settle, then opens the battle with it (the engine is
    never handed the battle from before it), and the next tap builds on it."""
    one_tab_opened(page, site)
    page.evaluate(SLOW_GRANT)
    tap(page.locator("[data-action=undo]"))
    back_home(page)
    open_battle(page, NAMES[CONQUEST])
    wait_actions(page, 1)
    tap(page.locator("[data-action=undo]"))
    wait_actions(page, 0)
    expect(page.locator("#battle-message")).to_be_hidden()
    game = game_of(page, CONQUEST)
    assert (len(game["events"]), len(game["redo"])) == (0, 3)


# The next game.open the page asks of its engine carries a game the engine refuses.
BREAK_NEXT_OPEN = """() => {
  const post = Worker.prototype.postMessage;
  let armed = true;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (armed && message && message.type === "game.open") {
      armed = false;
      const bad = JSON.parse(message.text);
      bad.payload.game = { format: "not a game" };
      message = { ...message, text: JSON.stringify(bad) };
    }
    return post.call(this, message, ...rest);
  };
}"""


def test_a_catch_up_the_engine_could_not_open_is_opened_again_by_the_next_action(
    context: BrowserContext, site: str
) -> None:
    """Another tab saved; catching up, this tab read the new revision but its engine
    failed to open it: the next action opens it again before asking the engine, rather
    than saving an answer worked out on the battle from before (review of the engine
    asked at the tap)."""
    first, second = two_tabs_opened(context, site)
    first.evaluate(BREAK_NEXT_OPEN)
    tap(second.locator("[data-action=undo]"))
    wait_actions(second, 1)
    expect(first.locator("#battle-message")).to_be_visible()  # the failed catch-up
    tap(first.locator("[data-action=undo]"))
    wait_actions(first, 0)
    wait_actions(second, 0)
    game = game_of(first, CONQUEST)
    assert (len(game["events"]), len(game["redo"])) == (0, 3)
    first.reload()
    wait_ready(first)
    wait_actions(first, 0)


def delete(page: Page, battle: str) -> None:
    item = page.locator(f"[data-game={battle}]")
    tap(item.get_by_role("button", name=f"Delete {NAMES[battle]}"))
    expect(item).to_contain_text(f"Delete “{NAMES[battle]}” for good?")  # named
    tap(page.locator("[data-action=confirm-delete]"))
    expect(item).to_have_count(0)


def test_failed_write_inside_confirm_changes_nothing(
    page: Page, site: str, errors: list[str]
) -> None:
    seed(page, site, V1)
    open_battle(page, NAMES[CAMPAIGN])
    wait_actions(page, 15)
    tap(page.locator("[data-action=undo]"))
    wait_actions(page, 14)
    before_rosters = rosters_of(page)
    before = battle_kept(page, CAMPAIGN)
    before_game = saved_game(page, CAMPAIGN)
    # The device refuses the roster writes inside Confirm: the battle is not saved either.
    page.evaluate(FAIL_WRITES, "rosters")
    tap(page.locator("[data-action=confirm]"))
    expect(page.locator("#battle-message")).to_contain_text(
        "Could not save the battle and its rosters on this device (QuotaExceededError)")
    expect(page.locator(".campaign")).to_have_attribute("data-confirmed", "false")
    wait_actions(page, 14)
    assert rosters_of(page) == before_rosters
    assert battle_kept(page, CAMPAIGN) == before
    # Once the device takes it: confirmed, both rosters written; Undo puts all back exactly.
    page.evaluate(HEAL_WRITES)
    tap(page.locator("[data-action=confirm]"))
    wait_actions(page, 15)
    expect(page.locator("#battle-message")).to_be_hidden()
    confirmed = rosters_of(page)
    assert all(confirmed[i] != before_rosters[i] for i in before_rosters)
    tap(page.locator("[data-action=undo]"))
    wait_actions(page, 14)
    assert rosters_of(page) == before_rosters
    after = saved_game(page, CAMPAIGN)
    assert {k: after[k] for k in ("start", "events")} == {
        k: before_game[k] for k in ("start", "events")}
    assert [e["kind"] for e in after["redo"]] == ["confirm"]
    assert errors == []


# Makes the device refuse a write to one object store only after it was made, as a
# database does (the request fails, then the transaction aborts): put becomes add, and
# the record is there already (ConstraintError).
FAIL_LATE = """(store) => {
  window.__put = window.__put || IDBObjectStore.prototype.put;
  const put = window.__put;
  IDBObjectStore.prototype.put = function (...args) {
    return this.name === store ? this.add(...args) : put.apply(this, args);
  };
}"""


def test_a_write_refused_after_the_action_was_sent_to_the_device_saves_none_of_it(
    page: Page, site: str, errors: list[str]
) -> None:
    """A write the database refuses only after it was made (not at the call) aborts the
    whole action, and the player is told the database's own reason."""
    one_tab_opened(page, site)
    before = battle_kept(page, CONQUEST)
    page.evaluate(FAIL_LATE, "battles")
    tap(page.locator("[data-action=undo]"))
    expect(page.locator("#battle-message")).to_contain_text(
        "Could not save the battle on this device (ConstraintError)")
    wait_actions(page, 2)
    assert battle_kept(page, CONQUEST) == before
    page.evaluate(HEAL_WRITES)
    tap(page.locator("[data-action=undo]"))
    wait_actions(page, 1)
    page.reload()
    wait_ready(page)
    wait_actions(page, 1)
    assert errors == []


def test_a_full_device_creates_a_battle_whole_or_not_at_all(
    page: Page, site: str, errors: list[str]
) -> None:
    seed(page, site, V1)
    # The battle record would fit, the list would not: neither is written.
    page.evaluate(FAIL_WRITES, "lists")
    tap(page.locator("[data-example=ch5-men-at-arms]"))
    expect(page.locator("#app-message")).to_contain_text(
        "Could not save the battle on this device (QuotaExceededError)")
    assert sorted(r["id"] for r in idb(page, "battles")) == sorted(NAMES)
    assert sorted(r["id"] for r in idb(page, "lists", "battles")) == sorted(NAMES)
    page.evaluate(HEAL_WRITES)
    page.reload()
    wait_ready(page)
    expect(page.locator("#app-message")).to_be_hidden()
    assert battle_names(page) == sorted(NAMES.values())
    # With room again, it is created whole; the message from the failure is gone.
    tap(page.locator("[data-example=ch5-men-at-arms]"))
    expect(page.locator(".battle-title")).to_have_text("Men-at-Arms (Wounds 4)")
    assert len(idb(page, "battles")) == 3
    assert len(idb(page, "lists", "battles")) == 3
    assert errors == []


def test_home_shows_space_and_asks_for_persistent_storage(page: Page, site: str) -> None:
    page.goto(site)
    wait_ready(page)
    expect(page.locator("[data-space]")).to_contain_text("Space used: ")
    expect(page.locator("[data-space]")).to_contain_text(" left.")
    expect(page.locator("[data-space]")).to_contain_text("ersist")


def test_start_up_does_not_wait_for_the_persistent_storage_prompt(
    page: Page, site: str, errors: list[str]
) -> None:
    # Firefox asks the player before it answers persist(); until then the app must
    # already show the battles and "Engine ready".
    page.add_init_script(
        "StorageManager.prototype.persisted = () => Promise.resolve(false);"
        " StorageManager.prototype.persist = () => new Promise((ok) => { window.__answer = ok; });")
    seed(page, site, V1)
    assert battle_names(page) == sorted(NAMES.values())
    space = page.locator("[data-space]")
    expect(space).to_contain_text("waiting for its answer")
    page.evaluate("() => window.__answer(true)")
    expect(space).to_contain_text("Kept until you delete it (persistent storage).")
    assert errors == []


SET_TIMEOUT = """async (ms) => {
  const { engine } = await import('./boot.js');
  engine.timeoutMs = ms;
}"""


# While ``window.__mute`` is set, the page never sees its engine's replies (the worker
# still does the work): a request times out however fast the worker is. A 1 ms timeout
# alone raced the reply once the engine was asked at the tap.
MUTE_ENGINE = """(() => {
  const Base = window.Worker;
  window.__mute = false;
  window.Worker = class extends Base {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => {
        if (window.__mute && e.data && e.data.kind === "reply") e.stopImmediatePropagation();
      });
    }
  };
})();"""


def test_a_timed_out_action_is_not_saved_by_the_next_one(
    page: Page, site: str, errors: list[str]
) -> None:
    page.add_init_script(MUTE_ENGINE)
    # (An open still on its way, muted, would hold the battle's turn for a minute.)
    one_tab_opened(page, site)
    # The worker still finishes the undo after the page gave up on it: the engine is put
    # back to the saved battle, so the next action saves only itself.
    page.evaluate(SET_TIMEOUT, 300)
    page.evaluate("window.__mute = true")
    tap(page.locator("[data-action=undo]"))
    expect(page.locator("#battle-message")).to_contain_text(
        "The engine did not answer within 0 seconds (game.undo)")
    page.evaluate("window.__mute = false")
    page.evaluate(SET_TIMEOUT, 60_000)
    wait_actions(page, 2)
    assert len(game_of(page, CONQUEST)["events"]) == 2
    tap(page.locator("[data-action=undo]"))
    wait_actions(page, 1)
    expect(page.locator("#battle-message")).to_be_hidden()
    game = game_of(page, CONQUEST)
    assert (len(game["events"]), len(game["redo"])) == (1, 2)
    page.reload()
    wait_ready(page)
    wait_actions(page, 1)
    assert errors == []


def test_without_a_database_battles_are_played_for_the_visit_and_it_says_so(
    page: Page, site: str, errors: list[str]
) -> None:
    # A browser that gives no database (a private mode, a setting): play still works,
    # and every screen says plainly that nothing is kept.
    page.add_init_script(
        "IDBFactory.prototype.open = function () {"
        " throw new DOMException('The user denied permission.', 'InvalidStateError'); };")
    page.goto(site)
    wait_ready(page)
    not_kept = page.locator("#not-kept")
    expect(not_kept).to_contain_text("Nothing is being kept")
    expect(page.locator("#app-message")).to_contain_text("nothing is kept")
    expect(page.locator("[data-space]")).to_contain_text("Nothing is being kept")
    tap(page.locator("[data-example=ch5-men-at-arms]"))
    expect(page.locator(".battle-title")).to_have_text("Men-at-Arms (Wounds 4)")
    wound_pool(page, "maa", 2, morale=False)
    wound_pool(page, "maa", 6)
    tap(page.locator("[data-action=undo]"))
    wait_actions(page, 1)
    expect(not_kept).to_be_visible()
    back_home(page)
    assert battle_names(page) == ["Men-at-Arms (Wounds 4)"]
    open_battle(page, "Men-at-Arms (Wounds 4)")
    wait_actions(page, 1)
    expect(page.locator("[data-action=redo]")).to_be_enabled()
    expect(not_kept).to_be_visible()
    assert errors == []


def test_a_battle_whose_saved_view_is_missing_or_bad_is_redrawn_not_set_aside(
    page: Page, site: str, errors: list[str]
) -> None:
    seed(page, site, V1)
    conquest = idb(page, "battles", CONQUEST)
    # The view is only the engine's drawing of the game: game.open rebuilds it.
    no_view = {k: v for k, v in conquest.items() if k != "view"}
    page.evaluate(IDB_PUT, ["battles", {**no_view, "id": "gnoview", "name": "No view"}])
    page.evaluate(IDB_PUT, ["battles", {**conquest, "id": "gbadview", "name": "Bad view",
                                        "view": {"round": 1}}])
    page.reload()
    wait_ready(page)
    assert battle_names(page) == sorted([*NAMES.values(), "No view", "Bad view"])
    expect(page.locator("[data-unreadable]")).to_have_count(0)
    for name in ("No view", "Bad view"):
        open_battle(page, name)
        wait_actions(page, 2)
        back_home(page)
    expect(page.locator("[data-unreadable]")).to_have_count(0)
    assert idb(page, "battles", "gnoview") is not None
    assert idb(page, "battles", "gbadview") is not None
    assert errors == []


def test_a_change_in_another_tab_is_read_alone_and_sets_nothing_aside(
    context: BrowserContext, site: str
) -> None:
    first = context.new_page()
    seed(first, site, V1)
    second = context.new_page()
    second.goto(site)
    wait_ready(second)
    open_battle(second, NAMES[CONQUEST])
    # A damaged record appears while both run: only a start repairs or sets aside.
    first.evaluate(IDB_PUT, ["battles", {"id": "gshape", "name": 7}])
    first.evaluate("() => document.querySelector('.home').dataset.before = ''")
    tap(second.locator("[data-action=redo]"))
    wait_actions(second, 3)
    # The first page heard of it, read that one battle and redrew its list.
    expect(first.locator(".home[data-before]")).to_have_count(0)
    expect(first.locator(f"[data-game={CONQUEST}]")).to_be_visible()
    assert idb(first, "unreadable") == []
    assert idb(first, "battles", "gshape") == {"id": "gshape", "name": 7}
    open_battle(first, NAMES[CONQUEST])
    wait_actions(first, 3)
    expect(first.locator("[data-unreadable]")).to_have_count(0)


LATE = """([key, name]) => {
  const record = JSON.parse(localStorage.getItem(key));
  localStorage.setItem(key, JSON.stringify({ ...record, name, updated: Date.now() }));
}"""


def test_saves_made_by_the_previous_version_after_the_move_are_brought_in_once(
    page: Page, site: str, errors: list[str]
) -> None:
    seed(page, site, V1)
    # Played here after the move: the campaign changes in the device database.
    open_battle(page, NAMES[CAMPAIGN])
    wait_actions(page, 15)
    tap(page.locator("[data-action=undo]"))
    wait_actions(page, 14)
    back_home(page)
    # A tab still on the localStorage version saves both battles later.
    page.evaluate(LATE, [f"aftermath.game.v1.{CONQUEST}", "Late conquest"])
    page.evaluate(LATE, [f"aftermath.game.v1.{CAMPAIGN}", "Late campaign"])
    page.reload()
    wait_ready(page)
    message = page.locator("#app-message")
    expect(message).to_contain_text(
        "1 battle saved by the previous version after the move was brought in.")
    expect(message).to_contain_text(
        "kept both: “Late campaign (saved by the previous version)”")
    both = sorted(["Late conquest", NAMES[CAMPAIGN],
                   "Late campaign (saved by the previous version)"])
    assert battle_names(page) == both
    record = idb(page, "battles", CONQUEST)
    assert (record["name"], record["rev"]) == ("Late conquest", 2)
    assert len(game_of(page, CAMPAIGN)["events"]) == 14  # this version's action kept
    # Once: the next start brings nothing in again.
    page.reload()
    wait_ready(page)
    expect(message).to_be_hidden()
    assert battle_names(page) == both
    assert errors == []


IDB_DELETE_ACTION = """async ([battle, n]) => {
  const db = await new Promise((ok, fail) => {
    const r = indexedDB.open("aftermath");
    r.onsuccess = () => ok(r.result);
    r.onerror = () => fail(r.error);
  });
  const tx = db.transaction("actions", "readwrite");
  tx.objectStore("actions").delete([battle, n]);
  await new Promise((ok, fail) => { tx.oncomplete = ok; tx.onerror = () => fail(tx.error); });
  db.close();
}"""


def kept_as_a_head(page: Page, site: str) -> None:
    """The V1 device, its Conquest battle now a head (3 actions kept, 1 of them undone),
    and the device no longer opening it at start."""
    seed(page, site, V1)
    open_battle(page, NAMES[CONQUEST])
    wait_actions(page, 2)
    tap(page.locator("[data-action=undo]"))  # the first action saved: now a head
    wait_actions(page, 1)
    kept = battle_kept(page, CONQUEST)
    assert kept["record"]["version"] == 3 and len(kept["actions"]) == 3
    back_home(page)
    device_forgets_the_open_battle(page)


def test_a_battle_kept_as_actions_with_one_missing_is_set_aside_with_them_all(
    page: Page, site: str, errors: list[str]
) -> None:
    """A head whose action records do not add up (one lost) cannot be handed to
    the engine: it is set aside at start, its head, actions and start kept as raw text,
    and the other battles open."""
    kept_as_a_head(page, site)
    page.evaluate(IDB_DELETE_ACTION, [CONQUEST, 1])
    page.reload()
    wait_ready(page)
    expect(page.locator("#app-message")).to_contain_text(
        "1 saved record could not be read and was set aside (battle: its saved actions are "
        "damaged: 3 actions are counted but 2 are kept)")
    assert battle_names(page) == [NAMES[CAMPAIGN]]
    raw = json.loads(page.locator(f"[data-unreadable={CONQUEST}] textarea").input_value())
    assert raw["battle"]["id"] == CONQUEST and [a["n"] for a in raw["actions"]] == [0, 2]
    assert [c["count"] for c in raw["checkpoints"]] == [0]
    assert battle_kept(page, CONQUEST) == {"record": None, "actions": [], "checkpoints": [],
                                           "drawings": []}
    open_battle(page, NAMES[CAMPAIGN])
    wait_actions(page, 15)
    assert errors == []


def test_a_head_counting_more_actions_than_it_keeps_is_found_at_start(
    page: Page, site: str, errors: list[str]
) -> None:
    """A head whose action count is too high is damage like any other: it
    is found at start, and the battle list never offers it."""
    kept_as_a_head(page, site)
    head = battle_kept(page, CONQUEST)["record"]
    idb_put(page, "battles", {**head, "actions": head["actions"] + 5})
    page.reload()
    wait_ready(page)
    expect(page.locator("#app-message")).to_contain_text(
        "1 saved record could not be read and was set aside (battle: its saved actions are "
        "damaged: 8 actions are counted but 3 are kept)")
    assert battle_names(page) == [NAMES[CAMPAIGN]]
    expect(page.locator(f"[data-unreadable={CONQUEST}]")).to_have_count(1)
    open_battle(page, NAMES[CAMPAIGN])
    wait_actions(page, 15)
    assert errors == []


# A full device as some browsers report it: QuotaExceededError with no message at all.
FAIL_WRITES_SILENTLY = FAIL_WRITES.replace('"The quota has been exceeded."', '""')


def test_a_full_device_that_gives_no_message_is_said_in_words(
    page: Page, site: str, errors: list[str]
) -> None:
    """A refused save whose browser error has an empty message must not read
    "Could not save the battle on this device (QuotaExceededError): . Nothing was
    changed": the words say what it means."""
    seed(page, site, V1)
    page.evaluate(FAIL_WRITES_SILENTLY, "lists")
    tap(page.locator("[data-example=ch5-men-at-arms]"))
    message = page.locator("#app-message")
    expect(message).to_contain_text(
        "Could not save the battle on this device (QuotaExceededError): This device is out "
        "of space. Nothing was changed; free some space and try again.")
    assert ": ." not in message.inner_text()
    assert sorted(r["id"] for r in idb(page, "battles")) == sorted(NAMES)
    assert errors == []


HOLD_VERSION_2 = """() => new Promise((ok, fail) => {
  // A tab of an older version that never lets go (frozen): it ignores versionchange.
  const r = indexedDB.open("aftermath", 2);
  r.onupgradeneeded = () => {
    for (const name of ["battles", "rosters", "muster"]) {
      r.result.createObjectStore(name, { keyPath: "id" });
    }
    for (const name of ["lists", "settings"]) r.result.createObjectStore(name);
    r.result.createObjectStore("unreadable", { keyPath: "n", autoIncrement: true });
  };
  r.onsuccess = () => { window.__held = r.result; ok(); };
  r.onerror = () => fail(r.error);
})"""


def test_an_older_tab_holding_the_database_does_not_hang_the_start(
    context: BrowserContext, site: str
) -> None:
    """The upgrade to database version 3 waits for every tab of an older version to let
    go; one that never does (frozen) would hold the start forever. After 5 s blocked the
    app starts without the database, plays, and says why and that nothing is kept."""
    old = context.new_page()
    old.goto(site + "build.json")  # the origin, without the app opening its database
    old.evaluate(HOLD_VERSION_2)
    page = context.new_page()
    page.goto(site)
    wait_ready(page)
    expect(page.locator("#app-message")).to_contain_text(
        "another Aftermath tab, of an older version, keeps the device database open")
    expect(page.locator("#not-kept")).to_contain_text("Nothing is being kept")
    tap(page.locator("[data-example=ch5-men-at-arms]"))
    wound_pool(page, "maa", 2, morale=False)
    wait_actions(page, 1)
    # Once the old tab is gone, a reload upgrades and keeps battles again.
    old.close()
    page.reload()
    wait_ready(page)
    expect(page.locator("#not-kept")).to_be_hidden()
    assert page.evaluate("""async () => (await indexedDB.databases())
        .find((d) => d.name === "aftermath").version""") == 3
