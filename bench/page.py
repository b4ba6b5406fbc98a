# ruff: noqa: E501  (the JavaScript run in the page is kept on readable lines)
"""`make bench`: the start against a bare Pyodide page, then a long battle played in the
page (Pyodide, the real screen).

The start (bench/run.py's boot bench, 3 runs): bytes before "engine ready" on a first
visit and the page-to-ready ratios against a bare ``loadPyodide()`` page, first visit
and repeat, side by side in the same run.

A 20-Regiment battle of 12 Stands each is played to 500 actions by tapping the Conquest
screen the way a player does (select the Regiment, key in the Wound Pool, Apply). Each
Apply is timed in the page from the tap to the screen holding the new action count
(a MutationObserver: the DOM updated, before the next frame). Every engine reply is
measured where the page receives it. Then the device save's size, and the time to open
it from the battle list and draw it with the engine's answer. Then the largest battle
the engine accepts (40 x 60 Stands), put on the device at 990 actions, is tapped to
1,000 in the page, and the slowest tap printed.

Prints figures, asserts nothing: speed is measured here, never in a test.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "scripts"), str(ROOT / "bench")]

from run import CHROMIUM_ARGS, bench_boot, serve  # noqa: E402

from aftermath.conquest import ConquestBattle, Heal, WoundPool  # noqa: E402
from aftermath.conquest.state import MAX_REGIMENTS  # noqa: E402

# Every request the page posts to the engine worker (when, which id) and every reply
# it gets (when, which id, how many characters, and the time spent inside Python as
# the worker measured it), so a tap's time splits into page and engine.
WATCH_REPLIES = """(() => {
  window.__posts = [];
  window.__replies = [];
  const Base = window.Worker;
  window.Worker = class extends Base {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => {
        if (e.data && e.data.kind === "reply") window.__replies.push({ t: performance.now(), id: e.data.id, size: e.data.text.length, python: e.data.ms });
      });
    }
    postMessage(message, ...rest) {
      if (message && message.id) window.__posts.push({ t: performance.now(), id: message.id, type: message.type });
      return super.postMessage(message, ...rest);
    }
  };
})();"""

# One Wound Pool of 1 (no Morale Tests) on a Regiment, through the screen's own
# controls; only the Apply tap is timed.
TAP_POOL = """async ([rid, expected]) => {
  const $ = (s) => document.querySelector(s);
  const until = (test) => new Promise((ok, fail) => {
    // Polled as well as observed: a reply count is not in the DOM.
    const started = performance.now();
    const check = () => {
      if (test()) return ok();
      if (performance.now() - started > 120_000) return fail(new Error(`gave up on ${test}`));
      setTimeout(check, 50);
    };
    const seen = new MutationObserver(() => { if (test()) { seen.disconnect(); ok(); } });
    seen.observe(document.body, { subtree: true, childList: true, attributes: true });
    check();
  });
  // The previous action has finished drawing (its controls are no longer busy).
  await until(() => !$("[aria-busy=true]"));
  // Opening the next Regiment's actions (closing the last one's) is a tap of its own,
  // timed from the tap to its panel drawn (the drawing is synchronous).
  let opened = null;
  if (!$(`[data-actions-for="${rid}"]`)) {
    const t = performance.now();
    $(`article[data-regiment="${rid}"] .formation-button`).click();
    if ($(`[data-actions-for="${rid}"]`)) opened = performance.now() - t;
  }
  let tries = 0;
  await until(() => {
    if ($(`[data-actions-for="${rid}"]`)) return true;
    if (tries++ % 20 === 0) $(`article[data-regiment="${rid}"] .formation-button`).click();
    return false;
  });
  const tab = $("[data-tab=pool]");
  if (tab && tab.getAttribute("aria-selected") !== "true") tab.click();
  await until(() => $("[data-key=clear]"));
  $("[data-key=clear]").click();
  $("[data-key='1']").click();
  const box = $("#pool-no-morale");
  if (!box.checked) box.click();
  await until(() => { const t = $("#pool-preview .preview-title"); return t && t.textContent === "Preview: 1 Wound"; });
  const replies = window.__replies.length;
  const posts = window.__posts.length;
  const start = performance.now();
  $("[data-action=apply-pool]").click();
  await until(() => $(`[data-actions="${expected}"]`));
  const drawn = performance.now();
  await until(() => window.__replies.length > replies);
  // The push's request and reply: before the post is the page (the lock, the device
  // read); post to reply is the engine (queue, Python, the message both ways); reply
  // to the DOM is the page again (patching its copy, the device save, drawing).
  const push = window.__posts.slice(posts).find((p) => p.type === "game.push");
  const reply = push && window.__replies.slice(replies).find((r) => r.id === push.id);
  // The screen's own marks (web/views/screen.js act): the action saved, then drawn.
  const mark = (name) => { const m = performance.getEntriesByName(name).pop(); return m && m.startTime >= start ? m.startTime : null; };
  const applied = mark("aftermath:applied");
  performance.clearMarks();
  return {
    saved: reply && applied ? applied - reply.t : null,
    drawing: applied ? drawn - applied : null,
    ms: drawn - start,
    opened,
    before: push ? push.t - start : null,
    engine: reply ? reply.t - push.t : null,
    python: reply ? reply.python : null,
    after: reply ? drawn - reply.t : null,
    // The action's own reply; an idle checkpoint the page asked for meanwhile is not it.
    size: reply ? reply.size : null,
    idle: window.__replies.slice(replies).filter((r) => r !== reply).map((r) => ({ size: r.size, type: (window.__posts.find((p) => p.id === r.id) || {}).type })),
  };
}"""

# The battle's saved records (any store that keys or tags records by the battle id).
# Every record the page writes to the device, in JSON characters (an action's save).
WATCH_WRITES = """(() => {
  window.__written = 0;
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (value, ...rest) {
    window.__written += JSON.stringify(value).length;
    return put.call(this, value, ...rest);
  };
})();"""

# What one tap wrote to the device: TAP_POOL with the writes counted around it.
def tap_pool(page: Any, rid: str, n: int) -> dict[str, Any]:
    written = page.evaluate("window.__written")
    out: dict[str, Any] = page.evaluate(TAP_POOL, [rid, n])
    out["written"] = page.evaluate("window.__written") - written
    return out


SAVE_SIZE = """async (id) => {
  const db = await new Promise((ok, fail) => {
    const r = indexedDB.open("aftermath"); r.onsuccess = () => ok(r.result); r.onerror = () => fail(r.error);
  });
  let size = 0;
  for (const name of db.objectStoreNames) {
    if (["lists", "settings", "unreadable", "rosters"].includes(name)) continue;
    const all = await new Promise((ok, fail) => {
      const q = db.transaction(name).objectStore(name).getAll(); q.onsuccess = () => ok(q.result); q.onerror = () => fail(q.error);
    });
    for (const r of all) if (r && (r.id === id || r.battle === id)) size += JSON.stringify(r).length;
  }
  db.close();
  return size;
}"""

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

# Tap the battle in the list; time to the saved drawing, and to the engine's answer
# (the game.open reply) with the screen drawn from it.
OPEN_FROM_LIST = """async ([id, actions]) => {
  const $ = (s) => document.querySelector(s);
  const until = (test) => new Promise((ok, fail) => {
    // Polled as well as observed: a reply count is not in the DOM.
    const started = performance.now();
    const check = () => {
      if (test()) return ok();
      if (performance.now() - started > 120_000) return fail(new Error(`gave up on ${test}`));
      setTimeout(check, 50);
    };
    const seen = new MutationObserver(() => { if (test()) { seen.disconnect(); ok(); } });
    seen.observe(document.body, { subtree: true, childList: true, attributes: true });
    check();
  });
  const replies = window.__replies.length;
  const start = performance.now();
  $(`[data-game="${id}"] button.game-open`).click();
  await until(() => $(`[data-actions="${actions}"]`));
  const drawn = performance.now() - start;
  await until(() => window.__replies.length > replies);
  await new Promise((ok) => requestAnimationFrame(() => ok()));
  const reply = window.__replies[replies];
  return { drawn, opened: performance.now() - start, size: reply.size };
}"""


def record(game: ConquestBattle, rid: str, name: str) -> dict[str, Any]:
    now = int(time.time() * 1000)
    return {"format": "aftermath.battle", "version": 2, "id": rid, "name": name,
            "system": "conquest", "created": now, "updated": now, "rev": 1,
            "game": game.to_json(), "view": game.view()}


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]


def line(label: str, values: list[float], unit: str = "ms") -> str:
    return (f"  {label:44s} median {statistics.median(values):7.1f} {unit}, "
            f"p95 {pct(values, 0.95):7.1f} {unit}, max {max(values):7.1f} {unit}")


def open_battle(page: Any, url: str, rec: dict[str, Any]) -> None:
    page.goto(url)
    page.locator("#engine-status[data-state=ready]").wait_for(state="attached", timeout=300_000)
    # Back to the list first, as a player opening another battle would: a tab reloaded on
    # a battle's screen reopens that battle (web/place.js), not the device's current one.
    if page.locator("button.back").count():
        page.locator("button.back").click()
        page.locator(".home").wait_for()
    page.evaluate(PUT, rec)
    page.reload()
    page.locator("#engine-status[data-state=ready]").wait_for(state="attached", timeout=300_000)
    page.locator(f"[data-actions=\"{len(rec['game']['events'])}\"]").wait_for(state="attached", timeout=300_000)
    # The engine has opened it when the Undo/Redo bar is live: wait for the open reply.
    page.wait_for_function("window.__replies.length > 0", timeout=300_000)


PARTS = (("tap -> screen", "ms"), ("  page, tap -> request posted", "before"),
         ("  engine, posted -> reply", "engine"), ("    of it inside Python", "python"),
         ("  page, reply -> screen", "after"),
         ("    of it: reply -> saved on the device", "saved"),
         ("    of it: saved -> screen drawn", "drawing"))


def median_of(taps: list[dict[str, Any]], part: str) -> float | None:
    values = [t[part] for t in taps if t[part] is not None]
    return statistics.median(values) if values else None


def bench_twenty(builds: list[tuple[str, Any, str]], actions: int = 500) -> None:
    """Each build in its own page, their taps interleaved (one on each in turn), so the
    load of a shared machine falls on all of them alike: compare them side by side."""
    print(f"== In the page: 20 Regiments x 12 Stands, played to {actions} actions "
          "(tap Apply -> screen shows the action)")
    setup = {"regiments": [{"id": f"r{i}", "name": f"Regiment {i + 1}", "player": i % 2,
                            "stands": 12, "files": 4, "wounds": 3, "resolve": 3}
                           for i in range(20)]}
    for _, page, url in builds:
        open_battle(page, url, record(ConquestBattle.new(setup), "benchtwenty", "Bench 20"))
    taps: dict[str, list[dict[str, Any]]] = {name: [] for name, _, _ in builds}
    for n in range(1, actions + 1):
        for name, page, _ in builds:
            taps[name].append(tap_pool(page, f"r{(n - 1) % 20}", n))
    for name, page, _ in builds:
        mine = taps[name]
        print(f"-- {name}")
        sizes = [t["size"] for t in mine]
        early, late = mine[:10], mine[actions - 11:]
        for label, part in PARTS:
            for when, group in (("1-10", early), (f"{actions - 10}-{actions}", late)):
                values = [t[part] for t in group if t[part] is not None]
                if values:
                    print(line(f"{label}, {when}", values))
        for label, part in (("tap -> screen", "ms"), ("engine", "engine"), ("  inside Python", "python"),
                            ("page after the reply", "after"), ("  drawing", "drawing")):
            a, b = median_of(early, part), median_of(late, part)
            wide_a, wide_b = median_of(mine[:50], part), median_of(mine[-50:], part)
            if a and b and wide_a and wide_b:
                print(f"  late / early, {label:22s} {b / a:5.2f}   (first 50 / last 50 taps: "
                      f"{wide_a:6.1f} / {wide_b:6.1f} ms, {wide_b / wide_a:4.2f})")
        print("  (target: tap -> screen late / early <= 1.25, and the late median < 16 ms)")
        opens = [t["opened"] for t in mine if t["opened"] is not None]
        if opens:
            print(line("tap Actions on the next Regiment -> its panel", opens))
        print(f"  reply per action (characters)      first {sizes[0]:,}, median {statistics.median(sizes):,.0f}, "
              f"last {sizes[-1]:,}, max {max(sizes):,}  (target < 10 kB)")
        idle = [r for t in mine for r in t["idle"]]
        kinds = sorted({str(r["type"]) for r in idle})
        print(f"  other replies during the taps      {len(idle)} ({', '.join(kinds) or 'none'}), "
              f"largest {max((r['size'] for r in idle), default=0):,} characters")
        saved = page.evaluate(SAVE_SIZE, "benchtwenty")
        print(f"  device save after {actions} actions       {saved / 1000:,.0f} kB (JSON characters, all records)")
        writes = [t["written"] for t in mine]
        print(f"  written per action (characters)    action 1 {writes[0]:,}, actions 2-10 median "
              f"{statistics.median(writes[1:10]):,.0f}, actions {actions - 10}-{actions} median "
              f"{statistics.median(writes[actions - 11:]):,.0f}, max {max(writes):,}")
        opened = []
        for _ in range(3):
            page.locator("button.back").click()
            page.locator("[data-game=benchtwenty]").wait_for()
            opened.append(page.evaluate(OPEN_FROM_LIST, ["benchtwenty", actions]))
        print(line("open from the list: saved drawing", [o["drawn"] for o in opened]))
        print(line("open from the list: engine's reply", [o["opened"] for o in opened]))
        print(f"  game.open reply                    {opened[0]['size']:,} characters")


def bench_largest(page: Any, url: str, start: int = 990, actions: int = 1_000) -> None:
    print(f"== In the page: the largest battle ({MAX_REGIMENTS} x 60 Stands), saved at {start} "
          f"actions, tapped to {actions}")
    setup = {"regiments": [{"id": f"r{i}", "name": f"R{i}", "player": i % 2, "stands": 60,
                            "files": 6, "wounds": 4, "resolve": 3} for i in range(MAX_REGIMENTS)]}
    game = ConquestBattle.new(setup)
    save = game.to_json()
    save["events"] = [(Heal(f"r{i % 40}", 1) if i % 3 == 2 else
                       WoundPool(f"r{i % 40}", 1, morale=False)).to_json() for i in range(start)]
    game = ConquestBattle.from_json(save)
    open_battle(page, url, record(game, "benchlargest", "Bench largest"))
    outs = [tap_pool(page, f"r{n % 40}", n) for n in range(start + 1, actions + 1)]
    taps = [o["ms"] for o in outs]
    sizes = [o["size"] for o in outs]
    print(line(f"tap, actions {start + 1}-{actions}", taps))
    for label, part in (("  engine, posted -> reply", "engine"), ("  page, reply -> screen", "after"),
                        ("    of it: saved -> screen drawn", "drawing")):
        values = [o[part] for o in outs if o[part] is not None]
        if values:
            print(line(label, values))
    print(f"  every tap answered: {len(taps)} of {actions - start}; slowest {max(taps):.0f} ms; "
          f"reply median {statistics.median(sizes):,.0f} characters")
    writes = [o["written"] for o in outs]
    print(f"  written per action (characters)    first {writes[0]:,} (the whole battle turned "
          f"into actions), then median {statistics.median(writes[1:] or writes):,.0f}")
    saved = page.evaluate(SAVE_SIZE, "benchlargest")
    print(f"  device save at {actions} actions        {saved / 1e6:,.1f} MB (JSON characters)")


def main() -> None:
    from playwright.sync_api import sync_playwright

    # First: the start, against a bare loadPyodide() page in the same run (first-visit
    # bytes before "engine ready", first-visit and repeat ratios). `bench/page.py boot`
    # (optionally `boot 5`): only that.
    if sys.argv[1:2] == ["boot"]:
        bench_boot(int(sys.argv[2]) if len(sys.argv) > 2 else 3)
        return
    bench_boot(3)
    sent = [0]
    # AFTERMATH_DIST: another build to measure. AFTERMATH_BEFORE_DIST: the build of the
    # "before" of a change (copied aside), played side by side with it in the same run.
    dists = [("this build", Path(os.environ.get("AFTERMATH_DIST", ROOT / "dist")))]
    if os.environ.get("AFTERMATH_BEFORE_DIST"):
        dists.insert(0, ("before", Path(os.environ["AFTERMATH_BEFORE_DIST"])))
    servers = [serve(path, sent, {}) for _, path in dists]
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            builds = []
            for (name, _), (_, url) in zip(dists, servers, strict=True):
                context = browser.new_context(viewport={"width": 360, "height": 740},
                                              service_workers="block")
                context.add_init_script(WATCH_REPLIES)
                context.add_init_script(WATCH_WRITES)
                page = context.new_page()
                page.set_default_timeout(120_000)
                builds.append((name, page, url))
            # `bench/page.py 20 5`: a quick run (20 actions; 5 taps on the largest battle).
            actions = int(sys.argv[1]) if len(sys.argv) > 1 else 500
            largest = int(sys.argv[2]) if len(sys.argv) > 2 else 10
            bench_twenty(builds, actions)
            for name, page, url in builds:
                print(f"-- {name}")
                bench_largest(page, url, 1_000 - largest)
            browser.close()
    finally:
        for server, _ in servers:
            server.shutdown()



if __name__ == "__main__":
    main()
