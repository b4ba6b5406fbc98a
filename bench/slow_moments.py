# ruff: noqa: E501  (the JavaScript run in the page is kept on readable lines)
"""`make bench`: three moments a player waits for at the table (Share, a shared link, Undo), on a 360x740 touch
page: a Conquest battle of two full lists (8 Regiments and 5 Characters a side) three
Rounds in (Wound Pools, Morale Tests, Character wounds, Heals, Rallies).

- Share: the battle reopened (a reload), the engine ready and the battle drawn, the
  player taps Share; timed from the tap to the dialog showing its link, and to its QR
  code drawn. Measured at once and after 3 s idle on the screen.
- A shared link (the battle with its history) opened on a first visit (a new browser
  context: nothing cached, the engine's ordinary start) and on a repeat visit (a device
  that has used the app and kept the engine's snapshot, no battle of its own: the
  snapshot start); timed in the page from the navigation to the engine ready and to the
  preview drawn, and from the "Open" tap to the battle drawn. Two links: this battle
  (no battlefield), and the same two lists 80 actions into a battle on a battlefield
  (Charges and moves among the Wound Pools: tests/unit/played_battle.py), whose replay
  works out the Stands' contacts after every action.
- The first Undo after a reload: timed from the tap to the top bar's action count one
  lower; then Redo puts the battle back for the next run. Once with the engine ready
  and the battle opened, once tapped as soon as the battle is drawn (from its saved
  drawing, the engine maybe still starting).

Each is timed in the page (performance.now() from the tap, a MutationObserver on the
visible result), median of 5 (and the spread). Every engine reply's time inside Python
is kept, so each moment splits into the engine's part and the page's.

  bench/slow_moments.py [--runs N] [--dist DIR] [--before OTHER/dist] [--only link]

Prints figures, asserts nothing: speed is measured here, never in a test.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "scripts"), str(ROOT / "bench"), str(ROOT / "tests" / "unit")]

from played_battle import played as played_on_a_battlefield  # noqa: E402
from run import CHROMIUM_ARGS, serve  # noqa: E402

import aftermath.bridge  # noqa: E402,F401  (installs the rule systems the links name)
from aftermath import share as share_link  # noqa: E402
from aftermath.conquest import (  # noqa: E402
    CharacterWounds,
    ConquestBattle,
    Heal,
    MoraleTest,
    NewRound,
    Rally,
    WoundPool,
)
from aftermath.errors import AftermathError  # noqa: E402

CHROMIUM = "/usr/bin/chromium"

NAMES = (["Men-at-Arms", "Household Guard", "Mounted Squires", "Militia Bowmen",
          "Hunter Cadre", "Order of the Crimson Tower", "Gilded Legion", "Levy"],
         ["Brutes", "Hold Warriors", "Ironclad", "Huscarls", "Steel Legion",
          "Stonesentinels", "Fireforged", "Hold Thanes"])
CHARACTERS = ({0: "Noble Lord", 1: "Chapter Mage", 2: "Marshal", 5: "Priory Commander", 6: "Herald"},
              {0: "Forge Father", 2: "Ardent Kerawegh", 3: "Runic Tinkerer", 6: "Dweghom Lord", 7: "Tempered Steelshaper"})


def setup() -> dict[str, Any]:
    """Two full lists as the new-battle form sends them: 8 Regiments and 5 Characters a side."""
    rows = []
    for player in (0, 1):
        for i, name in enumerate(NAMES[player]):
            rid = f"r{player * 8 + i + 1}"
            chars = [{"id": f"{rid}c1", "name": CHARACTERS[player][i], "wounds": 5, "resolve": 4}] \
                if i in CHARACTERS[player] else []
            rows.append({"id": rid, "name": name, "player": player, "kind": "infantry",
                         "stands": [6, 4, 3, 9, 6, 3, 4, 12][i], "files": 3,
                         "wounds": [1, 4, 3, 1, 2, 4, 3, 1][i], "resolve": 2 + i % 3,
                         "command": True, "characters": chars})
    return {"players": ["Ana", "Ben"], "regiments": rows}


def played(rounds: int = 3, seed: int = 11) -> ConquestBattle:
    """Three Rounds as a table plays them: pools with their Morale dice, a Character hit
    now and then, a Heal, a Rally; the dice as rolled. Only what the rules accept is kept."""
    game = ConquestBattle.new(setup())
    dice = random.Random(seed)
    for _ in range(rounds):
        for _ in range(12):
            rid = f"r{dice.randint(1, 16)}"
            wounds = dice.randint(1, 3)
            tries: list[Any] = [WoundPool(rid, wounds),
                                MoraleTest(rid, tuple(dice.randint(1, 6) for _ in range(wounds)))]
            reg = game.regiment(rid)
            if reg.characters and dice.random() < 0.3:
                tries.append(CharacterWounds(rid, reg.characters[0].id, 1))
            if dice.random() < 0.25:
                tries.append(Heal(rid, 1))
            if dice.random() < 0.15:
                tries.append(Rally(rid))
            for event in tries:
                # A destroyed Regiment refuses more: the table moves on.
                with contextlib.suppress(AftermathError):
                    game.push(event)
        game.push(NewRound())
    return game


def record(game: ConquestBattle) -> dict[str, Any]:
    now = int(time.time() * 1000)
    return {"format": "aftermath.battle", "version": 2, "id": "gbench", "name": "Two full lists",
            "system": "conquest", "created": now, "updated": now, "rev": 1,
            "game": game.to_json(), "view": game.view()}


# Every engine reply's time inside Python, by request type, as the page receives it.
WATCH = """(() => {
  window.__python = [];
  const types = new Map();
  const Base = window.Worker;
  window.Worker = class extends Base {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => {
        if (e.data && e.data.kind === "reply") window.__python.push({ t: performance.now(), type: types.get(e.data.id), ms: e.data.ms });
        if (e.data && e.data.kind === "ready" && window.__ready === undefined) window.__ready = performance.now();
      });
    }
    postMessage(message, ...rest) {
      if (message && message.id) types.set(message.id, message.type);
      return super.postMessage(message, ...rest);
    }
  };
})();"""

# When a shared link's preview is first drawn, from the navigation (seen by the page
# itself: Playwright's wait would add its own latency).
PREVIEW_SEEN = """(() => {
  const seen = new MutationObserver(() => {
    if (document.querySelector(".link-preview [data-action=open-link]")) {
      window.__preview = performance.now();
      seen.disconnect();
    }
  });
  seen.observe(document, { subtree: true, childList: true });
})();"""

PUT = """async (record) => {
  const db = await new Promise((ok, fail) => {
    const r = indexedDB.open("aftermath"); r.onsuccess = () => ok(r.result); r.onerror = () => fail(r.error);
  });
  const tx = db.transaction(["battles", "settings"], "readwrite");
  tx.objectStore("battles").put(record);
  tx.objectStore("settings").put(record.id, "current");
  await new Promise((ok, fail) => { tx.oncomplete = ok; tx.onerror = () => fail(tx.error); });
  db.close();
}"""

# Taps ``selector`` and resolves with the ms from the tap until each test in ``seen``
# (name -> an expression true once it shows) first holds, observed on every DOM change.
TIMED_TAP = """async ([selector, seen]) => {
  const tests = Object.entries(seen).map(([name, body]) => [name, new Function(`return (${body});`)]);
  const out = {};
  const t0 = performance.now();
  const from = window.__python.length;
  await new Promise((ok, fail) => {
    const check = () => {
      for (const [name, test] of tests) if (out[name] === undefined && test()) out[name] = performance.now() - t0;
      if (Object.keys(out).length === tests.length) { seen_.disconnect(); ok(); return true; }
      return false;
    };
    const seen_ = new MutationObserver(check);
    seen_.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    setTimeout(() => { seen_.disconnect(); fail(new Error(`not seen in 120 s: ${JSON.stringify(out)}`)); }, 120_000);
    const target = document.querySelector(selector);
    if (!target) return fail(new Error(`no ${selector}`));
    target.click();
    check();
  });
  out.python = window.__python.slice(from).filter((r) => r.t - t0 <= out[tests[tests.length - 1][0]] + 1)
    .map((r) => `${r.type} ${r.ms.toFixed(0)}`);
  return out;
}"""

BATTLE_DRAWN = "document.querySelectorAll('article[data-regiment]').length === 16"


def ready(page: Any) -> None:
    page.locator("#engine-status[data-state=ready]").wait_for(state="attached", timeout=300_000)


def open_saved(page: Any, actions: int) -> None:
    """The battle reopened by a reload, drawn from the engine's answer."""
    page.reload()
    ready(page)
    page.locator(f".battle-bar [data-actions=\"{actions}\"]").wait_for(state="attached", timeout=120_000)
    page.wait_for_function("window.__python.some((r) => r.type === 'game.open')", timeout=120_000)


def share(page: Any, actions: int, idle_s: float) -> dict[str, Any]:
    open_saved(page, actions)
    page.wait_for_timeout(int(idle_s * 1000))
    page.locator(".battle-bar [data-action=more]").click()  # Share is in More: not timed
    return dict(page.evaluate(TIMED_TAP, [".more-sheet [data-action=share]", {
        "link": "document.querySelector('.share-dialog #share-link') !== null",
        "qr": "document.querySelector('.share-dialog:not([aria-busy=true]) :is(svg.qr, [data-qr-dense], .message)') !== null"}]))


def first_undo(page: Any, actions: int) -> dict[str, Any]:
    open_saved(page, actions)
    out = dict(page.evaluate(TIMED_TAP, ["[data-action=undo]", {
        "undone": f"document.querySelector('.battle-bar [data-actions=\"{actions - 1}\"]') !== null"}]))
    # Put back for the next run (saved before the screen says so).
    page.locator("[data-action=redo]").click()
    page.locator(f".battle-bar [data-actions=\"{actions}\"]").wait_for(state="attached", timeout=120_000)
    page.wait_for_timeout(300)
    return out


def early_undo(page: Any, actions: int) -> dict[str, Any]:
    """Undo tapped as soon as the reloaded battle is drawn (from its saved drawing, the
    engine maybe still starting): the tap waits for the engine to start and open it."""
    page.reload()
    page.locator(f".battle-bar [data-actions=\"{actions}\"]").wait_for(state="attached", timeout=120_000)
    page.locator("[data-action=undo]:not([disabled])").wait_for(timeout=120_000)
    out = dict(page.evaluate(TIMED_TAP, ["[data-action=undo]", {
        "undone": f"document.querySelector('.battle-bar [data-actions=\"{actions - 1}\"]') !== null"}]))
    page.locator("[data-action=redo]").click()
    page.locator(f".battle-bar [data-actions=\"{actions}\"]").wait_for(state="attached", timeout=120_000)
    page.wait_for_timeout(300)
    return out


def open_link(p: Any, browser: Any, url: str, link: str, repeat: bool, disk: bool) -> dict[str, Any]:
    """The link in a new browser context (a first visit), or in a new page of a context
    that has used the app and kept the engine's snapshot (a repeat visit). With ``disk``
    the context is a browser of its own on a new profile, its HTTP cache (and V8's cache
    of the compiled wasm) on disk as a phone keeps them; a context of a shared browser
    keeps an in-memory cache that never holds the 9.6 MB wasm nor its compiled code, so
    every repeat visit there downloads and compiles it again."""
    profile = tempfile.mkdtemp(prefix="aftermath-link-") if disk else None
    context = (p.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                                    **CONTEXT)
               if profile else new_context(browser))
    try:
        if repeat:
            page = context.new_page()
            page.goto(url)
            ready(page)
            page.wait_for_function("document.body.dataset.snapshotKept === 'true'", timeout=300_000)
            page.wait_for_timeout(500)  # written through to the cache
            page.close()
        page = context.new_page()
        page.add_init_script(WATCH)
        page.add_init_script(PREVIEW_SEEN)
        page.goto(link)
        page.wait_for_function("window.__preview !== undefined", timeout=120_000)
        before = page.evaluate("({ ready: window.__ready, preview: window.__preview, start: document.body.dataset.engineStart, "
                               "checked: window.__python.filter((r) => r.type === 'share.decode').reduce((a, r) => a + r.ms, 0), "
                               "python: window.__python.map((r) => `${r.type} ${r.ms.toFixed(0)}`) })")
        opened = dict(page.evaluate(TIMED_TAP, [".link-preview [data-action=open-link]", {"battle": BATTLE_DRAWN}]))
        return {"preview": before["preview"], "ready": before["ready"], "start": before["start"],
                "checked": before["checked"], **opened,
                "python": before["python"] + opened["python"]}
    finally:
        context.close()
        if profile:
            shutil.rmtree(profile, ignore_errors=True)


CONTEXT: dict[str, Any] = {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 2,
                           "is_mobile": True, "has_touch": True, "service_workers": "block",
                           "bypass_csp": True}  # the timing tests are made with new Function


def new_context(browser: Any) -> Any:
    return browser.new_context(**CONTEXT)


def spread(values: list[float]) -> str:
    return (f"median {statistics.median(values):7.0f} ms [{min(values):.0f}-{max(values):.0f}]"
            if values else "no runs")


def setup_page(browser: Any, url: str, game: ConquestBattle) -> tuple[Any, Any]:
    """The battle on a device, reopened: Undo and Redo once, so the device keeps it as a
    played battle does (a head and its actions), not as the whole game put there."""
    context = new_context(browser)
    page = context.new_page()
    page.add_init_script(WATCH)
    page.goto(url)
    ready(page)
    page.evaluate(PUT, record(game))
    open_saved(page, len(game.events))
    first_undo(page, len(game.events))
    return context, page


# Each link, first and repeat visit: its results' key and its rows' words.
LINKS = (("link_first", "Link, first visit"), ("link_repeat", "Link, repeat visit"),
         ("field_first", "Battlefield link, first visit"), ("field_repeat", "Battlefield link, repeat visit"))

ROWS = (("share", "Share at once: tap -> dialog with its link", ("link",)),
        ("share", "Share at once: tap -> QR code drawn", ("qr",)),
        ("share_idle", "Share after 3 s idle: tap -> dialog with its link", ("link",)),
        ("share_idle", "Share after 3 s idle: tap -> QR code drawn", ("qr",)),
        *((key, f"{words}: {row}", parts) for key, words in LINKS for row, parts in (
            ("navigation -> engine ready (its start)", ("ready",)),
            ("engine ready -> preview drawn", ("after_ready",)),
            ("of it, the link checked inside Python (share.decode)", ("checked",)),
            ("Open tap -> battle drawn", ("battle",)),
            ("navigation -> battle drawn (with the tap)", ("preview", "battle")))),
        ("undo", "First Undo after a reload: tap -> screen", ("undone",)),
        ("early_undo", "Undo tapped as the reloaded battle is drawn: tap -> screen", ("undone",)))


def main() -> None:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--before", type=Path, default=None,
                        help="another build (e.g. main's dist), measured run for run beside this one")
    parser.add_argument("--only", choices=["link"], default=None, help="only the shared links")
    parser.add_argument("--cache", choices=["disk", "memory"], default="disk",
                        help="the links' contexts: a browser of its own with its cache on disk "
                             "(as a phone), or a context of one browser (an in-memory cache)")
    args = parser.parse_args()
    game = played()
    actions = len(game.events)
    fragment = share_link.encode("conquest.game", "Two full lists", game.to_json())
    field = played_on_a_battlefield(80)
    field_fragment = share_link.encode("conquest.game", "Two full lists", field.to_json())
    builds = [("before", args.before), ("this build", args.dist)] if args.before else [("this build", args.dist)]
    servers = [serve(folder, [0], {}) for _, folder in builds]
    print(f"== The slow moments: two full lists (16 Regiments, 10 Characters), {actions} actions, "
          f"Round {game.state.round}; a {len(fragment) + 30:,}-character link; the battlefield link "
          f"{len(field.events)} actions, {len(field_fragment) + 30:,} characters; 360x740 touch "
          f"page, uncapped, {args.runs} runs, links with the cache in {args.cache}" + (", the builds taking turns" if args.before else ""))
    results: list[dict[str, list[dict[str, Any]]]] = [
        {"share": [], "share_idle": [], "undo": [], "early_undo": [], **{key: [] for key, _ in LINKS}}
        for _ in builds]
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            pages = [] if args.only else [setup_page(browser, url, game) for _, url in servers]
            for _ in range(args.runs if pages else 0):
                for (_, page), out in zip(pages, results, strict=True):
                    out["undo"].append(first_undo(page, actions))
                    out["early_undo"].append(early_undo(page, actions))
                    out["share"].append(share(page, actions, 0))
                    out["share_idle"].append(share(page, actions, 3))
            for context, _ in pages:
                context.close()
            for _ in range(args.runs):
                for key, _ in LINKS:
                    text = field_fragment if key.startswith("field") else fragment
                    for (_, url), out in zip(servers, results, strict=True):
                        run = open_link(p, browser, url, f"{url}#{text}", key.endswith("repeat"),
                                        args.cache == "disk")
                        out[key].append({**run, "after_ready": run["preview"] - run["ready"]})
            browser.close()
    finally:
        for server, _ in servers:
            server.shutdown()
    for (label, folder), out in zip(builds, results, strict=True):
        print(f" {label} ({folder}):")
        for key, row, parts in ROWS:
            if out[key]:
                values = [sum(r[part] for part in parts) for r in out[key]]
                print(f"  {row:60s} {spread(values)}")
        for key in ("share", "undo", *(key for key, _ in LINKS)):
            if out[key]:
                starts = sorted({r["start"] for r in out[key] if r.get("start")})
                print(f"    engine replies in the last {key} run (type, ms inside Python): "
                      f"{', '.join(out[key][-1]['python']) or 'none'}"
                      + (f"; engine started from: {', '.join(starts)}" if starts else ""))


if __name__ == "__main__":
    main()
