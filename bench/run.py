"""`make bench`: engine speed in CPython and boot speed in Chromium, side by side.

Prints figures, asserts nothing: speed is measured here, never in a test.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import shutil
import statistics
import sys
import tempfile
import threading
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "scripts")]

from aftermath.conquest import ConquestBattle, Heal, MoraleTest, NewRound, WoundPool  # noqa: E402
from aftermath.conquest.state import MAX_REGIMENTS  # noqa: E402
from aftermath.history import CHECKPOINT_EVERY, MAX_EVENTS, Event  # noqa: E402
from serve import Handler  # noqa: E402

CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
]


def median_ms(fn: Callable[[], Any], repeat: int = 30) -> float:
    fn()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def bench_engine() -> None:
    print("== Conquest engine (CPython", sys.version.split()[0], ")")
    setup = {"regiments": [{"id": "a", "name": "A", "player": 0, "stands": 12, "files": 4,
                            "wounds": 4, "resolve": 3}]}

    def pool_and_morale() -> None:
        game = ConquestBattle.new(setup)
        game.push(WoundPool("a", 60))
        pending = game.regiment("a").pending_morale
        if pending:
            game.push(MoraleTest("a", (3,) * pending))

    def pool_only() -> None:
        game = ConquestBattle.new(setup)
        game.push(WoundPool("a", 60, morale=False))

    # 60 Wounds destroy the 12 Stands (48 Wounds); a 30-Wound pool leaves a Morale Test.
    def pool_30_and_morale() -> None:
        game = ConquestBattle.new(setup)
        game.push(WoundPool("a", 30))
        game.push(MoraleTest("a", (4,) * game.regiment("a").pending_morale))

    for name, fn in (("60-Wound pool + Morale, 12 Stands", pool_and_morale),
                     ("30-Wound pool + 30-dice Morale, 12 Stands", pool_30_and_morale),
                     ("60-Wound pool alone", pool_only)):
        print(f"  {name:45s} {median_ms(fn):7.2f} ms (median of 30)")


def bench_validation() -> None:
    """What one validation path costs: an event made in Python is checked by
    its own from_json; side by side with the same event made unchecked."""
    from aftermath import history

    print("== Event validation (CPython", sys.version.split()[0], ")")

    def checked() -> None:
        for i in range(1000):
            WoundPool("a", i % 999, morale=False)

    def unchecked() -> None:
        token = history._reading.set(True)  # what from_json's own construction skips
        try:
            for i in range(1000):
                WoundPool("a", i % 999, morale=False)
        finally:
            history._reading.reset(token)

    game = ConquestBattle.new({"regiments": [
        {"id": "a", "name": "A", "player": 0, "stands": 60, "files": 10, "wounds": 99,
         "resolve": 3}]})
    for _ in range(200):
        game.push(WoundPool("a", 1, morale=False))
    saved = json.loads(json.dumps(game.to_json()))

    a, b = median_ms(checked), median_ms(unchecked)
    print(f"  1000 WoundPool(...) checked                  {a:7.2f} ms")
    print(f"  1000 WoundPool(...) unchecked                {b:7.2f} ms")
    print(f"  ratio checked / unchecked                    {a / b:7.2f}")
    print(f"  open a 200-event save                        "
          f"{median_ms(lambda: ConquestBattle.from_json(saved), repeat=10):7.2f} ms")


def bench_charge() -> None:
    """A first Charge of two 10-Regiment lists (the 6' x 4' table deployed), and the
    options a screen asks before it (the four edges, each offset tried)."""
    from aftermath.conquest import Charge, Place
    from aftermath.conquest.charge_options import options

    print("== Charge (CPython", sys.version.split()[0], ")")
    shapes = [("infantry", 12, 4), ("infantry", 9, 3), ("cavalry", 6, 3), ("brute", 3, 3),
              ("infantry", 15, 5), ("cavalry", 4, 2), ("infantry", 8, 4), ("brute", 4, 2),
              ("infantry", 6, 3), ("cavalry", 9, 3)]
    setup = {"regiments": [
        {"id": f"p{p}r{i}", "name": f"R{p}{i}", "player": p, "kind": kind, "stands": stands,
         "files": files, "wounds": 1, "resolve": 3}
        for p in (0, 1) for i, (kind, stands, files) in enumerate(shapes)]}
    game = ConquestBattle.new(setup)

    def first_charge() -> None:
        game.push(Charge("p0r2", "p1r0", "left"))
        game.pop()

    print(f"  {'first Charge + undo, 20 Regiments deployed':45s} "
          f"{median_ms(first_charge):7.2f} ms (median of 30)")
    print(f"  {'charge options before it (4 edges, offsets)':45s} "
          f"{median_ms(lambda: options(game.state, 'p0r2', 'p1r0')):7.2f} ms (median of 30)")
    game.push(Charge("p0r2", "p1r0", "left"))
    at = game.regiment("p0r4").position
    assert at is not None
    place = Place("p0r4", at.x, at.y - 10, at.facing)

    def place_and_undo() -> None:
        game.push(place)
        game.pop()

    print(f"  {'a Place + undo on that table, to compare':45s} "
          f"{median_ms(place_and_undo):7.2f} ms (median of 30)")
    print(f"  {'charge options on the table':45s} "
          f"{median_ms(lambda: options(game.state, 'p0r4', 'p1r4')):7.2f} ms (median of 30)")


def long_battle_event(i: int) -> Event:
    """Action i of the long battle: Wounds and Heals round the 40 Regiments, a new Round
    every 250 actions (a realistic mix that never destroys anyone)."""
    rid = f"r{i % 40}"
    if i % 250 == 249:
        return NewRound()
    return Heal(rid, 1) if i % 3 == 2 else WoundPool(rid, 1, morale=False)


def bench_long_battle(actions: int = MAX_EVENTS) -> None:
    """The largest battle the engine accepts played to the most actions it accepts.

    Times are CPU ms of this process (wall ms beside them): the bench machine is shared,
    and the engine is single-threaded, so CPU time is what a phone would wait for."""
    print(f"== Largest battle ({MAX_REGIMENTS} Regiments x 60 Stands) to {actions} actions, "
          f"CPython (checkpoint every {CHECKPOINT_EVERY}); CPU ms (wall ms)")
    setup = {"regiments": [{"id": f"r{i}", "name": f"R{i}", "player": i % 2, "stands": 60,
                            "files": 6, "wounds": 4, "resolve": 3} for i in range(MAX_REGIMENTS)]}
    live = 10

    def timed(fn: Callable[[], Any]) -> tuple[Any, float, float]:
        wall, cpu = time.perf_counter(), time.process_time()
        out = fn()
        return out, (time.process_time() - cpu) * 1000, (time.perf_counter() - wall) * 1000

    def pushes(game: ConquestBattle, first: int) -> tuple[float, float]:
        cpu, wall = [], []
        for i in range(first, first + live):
            _, c, w = timed(functools.partial(game.push, long_battle_event(i)))
            cpu.append(c)
            wall.append(w)
        return statistics.median(cpu), statistics.median(wall)

    early = pushes(ConquestBattle.new(setup), 0)
    # A live push costs the same at every action (compare the two lines below), so the
    # middle of the battle comes from a save: which is also what opening it costs.
    start_state = ConquestBattle.new(setup).to_json()["start"]
    save = {"format": "aftermath.game", "version": 1, "system": "conquest",
            "start": start_state, "redo": [],
            "events": [long_battle_event(i).to_json() for i in range(actions - live)]}
    text = json.dumps(save)
    game, open_cpu, open_wall = timed(lambda: ConquestBattle.from_json(json.loads(text)))
    # As the device keeps it: the same save and its latest checkpoint.
    checkpoint = json.dumps(game.checkpoint())
    replayed = (actions - live) % CHECKPOINT_EVERY
    resumed, resume_cpu, resume_wall = timed(
        lambda: ConquestBattle.resume(json.loads(text), json.loads(checkpoint)))
    for _ in range(replayed):
        resumed.pop()
    _, below_cpu, below_wall = timed(resumed.pop)  # below it: one replay from the start
    del resumed
    late = pushes(game, actions - live)
    _, undo_cpu, undo_wall = timed(lambda: [game.pop() for _ in range(live)])
    final = json.dumps(game.to_json())
    del game
    tracemalloc.start()
    game = ConquestBattle.from_json(json.loads(final))
    pushes(game, actions - live)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(f"  push, actions 1-{live}:            {early[0]:7.1f} ({early[1]:.0f}) median")
    print(f"  push, actions {actions - live + 1}-{actions}:      {late[0]:7.1f} "
          f"({late[1]:.0f}) median; late / early {late[0] / early[0]:.2f}")
    print(f"  undo, near the end:              {undo_cpu / live:7.1f} "
          f"({undo_wall / live:.0f}) mean")
    print(f"  open the save ({len(text) / 1e6:.1f} MB, {actions - live} actions): "
          f"{open_cpu:7.0f} ({open_wall:.0f})  target < 2000")
    print(f"  open it from its checkpoint at {json.loads(checkpoint)['count']} "
          f"(+{replayed} replayed): {resume_cpu:7.0f} ({resume_wall:.0f})")
    print(f"  then the first undo below the checkpoint: {below_cpu:7.0f} ({below_wall:.0f})"
          " (one replay from the start)")
    print(f"  peak Python memory, open + {live} pushes (tracemalloc): {peak / 2**20:.1f} MiB"
          "  target < 200")


def serve(directory: Path, sent: list[int], fetched: dict[str, int]
          ) -> tuple[http.server.ThreadingHTTPServer, str]:
    """A static server that adds every response body's bytes to ``sent[0]`` and counts
    the bodies sent per path in ``fetched``."""
    class Counting(Handler):
        def log_message(self, format: str, *args: Any) -> None:
            pass

        def copyfile(self, source: Any, outputfile: Any) -> None:
            data = source.read()
            outputfile.write(data)
            sent[0] += len(data)
            path = self.path.split("?")[0]
            fetched[path] = fetched.get(path, 0) + 1

    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Counting, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


KINDS = {
    "bare": "bare.html",  # the yardstick: a worker that only runs loadPyodide()
    "snapshot": "index.html",  # Aftermath as built: starts from the memory snapshot
    "ordinary": "ordinary/index.html",  # the same build without a snapshot
    # Diagnostic: that ordinary start from a page that loads nothing but the engine.
    "engine-only": "ordinary/engine-only.html",
}


def ordinary_copy(build: Path, target: Path) -> None:
    """``build`` copied to ``target`` as a build made without a snapshot."""
    shutil.copytree(build, target)
    shutil.rmtree(target / "snapshot")
    manifest = json.loads((target / "build.json").read_text())
    del manifest["snapshot"]
    (target / "build.json").write_text(json.dumps(manifest))


def bench_boot(runs: int = 5, before: Path | None = None) -> None:
    from playwright.sync_api import Page, sync_playwright

    kinds = dict(KINDS)
    if before is not None:
        # Another build's ordinary start in the same run: before/after side by side.
        kinds["before"] = "before/index.html"

    print(f"== Boot in headless Chromium, page to engine ready, {runs} runs interleaved")
    print("   first visit: new browser context (empty cache); repeat: the app opened again "
          "in the same context (HTTP cache warm; service worker blocked for all three);\n"
          "   snapshot = the app as built: its first visit is the ordinary start, and its repeat "
          "waits for the snapshot fetched in idle time")
    holder = Path(tempfile.mkdtemp(prefix="aftermath-bench-"))
    site = holder / "site"
    shutil.copytree(ROOT / "dist", site)
    for name in ("bare.html", "bare.js", "bare-worker.js"):
        shutil.copy2(ROOT / "bench" / name, site / name)
    ordinary_copy(ROOT / "dist", site / "ordinary")
    for name in ("engine-only.html", "engine-only.js"):
        shutil.copy2(ROOT / "bench" / name, site / "ordinary" / name)
    if before is not None:
        ordinary_copy(before, site / "before")
    sent = [0]
    fetched: dict[str, int] = {}
    twice: dict[str, set[str]] = {}
    server, url = serve(site, sent, fetched)
    ready: dict[tuple[str, str], list[float]] = {}
    sizes: dict[str, list[int]] = {}
    stages: dict[tuple[str, str], dict[str, list[float]]] = {}
    started: dict[str, set[str]] = {}

    def visit(page: Page, kind: str, visit_kind: str) -> None:
        page.goto(url + kinds[kind])
        page.locator("body[data-ready-ms]").wait_for(state="attached", timeout=120_000)
        body = page.locator("body")
        ready.setdefault((kind, visit_kind), []).append(
            float(body.get_attribute("data-ready-ms") or 0))
        started.setdefault(kind, set()).add(body.get_attribute("data-engine-start") or "-")
        for stage, ms in json.loads(body.get_attribute("data-boot-timings") or "{}").items():
            stages.setdefault((kind, visit_kind), {}).setdefault(stage, []).append(ms)

    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            for _ in range(runs):
                for kind in kinds:
                    context = browser.new_context(service_workers="block")
                    sent[0] = 0
                    fetched.clear()
                    page = context.new_page()
                    visit(page, kind, "first")
                    sizes.setdefault(kind, []).append(sent[0])
                    if kind == "snapshot":
                        # A first visit starts the ordinary way and fetches the snapshot
                        # once idle: the repeat start is from it.
                        page.locator("body[data-snapshot-kept]").wait_for(
                            state="attached", timeout=120_000)
                    twice.setdefault(kind, set()).update(
                        f"{p} x{n}" for p, n in fetched.items() if n > 1)
                    page.close()
                    visit(context.new_page(), kind, "repeat")
                    context.close()
            browser.close()
    finally:
        server.shutdown()
        shutil.rmtree(holder)
    med = {key: statistics.median(v) for key, v in ready.items()}
    for visit_kind in ("first", "repeat"):
        bare = med[("bare", visit_kind)]
        for kind in kinds:
            runs_ms = [round(x) for x in ready[(kind, visit_kind)]]
            ratio = med[(kind, visit_kind)] / bare
            target = {("snapshot", "repeat"): "  (target <= 0.50)",
                      ("snapshot", "first"): "  (target <= 0.70)",
                      ("ordinary", "repeat"): "  (target <= 1.10)",
                      ("ordinary", "first"): "  (target <= 1.10)"}.get((kind, visit_kind), "")
            print(f"  {visit_kind:6s} {kind:11s} median {med[(kind, visit_kind)]:6.0f} ms  "
                  f"ratio {ratio:4.2f}{target}  runs {runs_ms}")
    bare_bytes = statistics.median(sizes["bare"])
    for kind in kinds:
        size = statistics.median(sizes[kind])
        target = "  (target <= 1.10)" if kind == "snapshot" else ""
        print(f"  first-visit bytes before ready, {kind:11s} "
              f"{size / 1e6:6.2f} MB, {size / bare_bytes:5.3f} of bare{target}  (started: "
              f"{', '.join(sorted(started[kind]))}); fetched twice: "
              f"{', '.join(sorted(twice[kind])) or 'nothing'}")
    for (kind, visit_kind), values in stages.items():
        print(f"  stages {visit_kind:6s} {kind:11s} (median ms): " + ", ".join(
            f"{k} {statistics.median(v):.0f}" for k, v in values.items()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--boot", action="store_true",
                        help="only the boot in Chromium (bare vs snapshot vs ordinary)")
    parser.add_argument("--runs", type=int, default=5, help="boot runs, interleaved")
    parser.add_argument("--before", type=Path,
                        help="another build's dist/: its ordinary start runs in the same run")
    args = parser.parse_args()
    if not args.boot:
        bench_engine()
        bench_validation()
        bench_charge()
        bench_long_battle()
    bench_boot(args.runs, args.before)


if __name__ == "__main__":
    main()
