"""`make bench`: engine speed in CPython and boot speed in Chromium, side by side.

Prints figures, asserts nothing: speed is measured here, never in a test.
"""

from __future__ import annotations

import functools
import http.server
import json
import shutil
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "scripts")]

from aftermath.conquest import ConquestBattle, MoraleTest, WoundPool  # noqa: E402
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
    """What one validation path costs (issue 16): an event made in Python is checked by
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


def serve(directory: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    class Quiet(Handler):
        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Quiet, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def bench_boot(runs: int = 7) -> None:
    from playwright.sync_api import sync_playwright

    print("== Boot in headless Chromium (new context each run, interleaved)")
    holder = Path(tempfile.mkdtemp(prefix="aftermath-bench-"))
    site = holder / "site"
    shutil.copytree(ROOT / "dist", site)
    for name in ("bare.html", "bare.js", "bare-worker.js"):
        shutil.copy2(ROOT / "bench" / name, site / name)
    server, url = serve(site)
    app: list[float] = []
    bare: list[float] = []
    stages: dict[str, list[float]] = {}
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            for _ in range(runs):
                for target, sink in (("bare.html", bare), ("index.html", app)):
                    context = browser.new_context(service_workers="block")
                    page = context.new_page()
                    page.goto(url + target)
                    page.locator("body[data-ready-ms]").wait_for(state="attached",
                                                                 timeout=120_000)
                    body = page.locator("body")
                    sink.append(float(body.get_attribute("data-ready-ms") or 0))
                    for stage, ms in json.loads(body.get_attribute("data-boot-timings")
                                                or "{}").items():
                        stages.setdefault(stage, []).append(ms)
                    context.close()
            browser.close()
    finally:
        server.shutdown()
        shutil.rmtree(holder)
    a, b = statistics.median(app), statistics.median(bare)
    print(f"  bare loadPyodide() page     median {b:7.0f} ms  runs {[round(x) for x in bare]}")
    print(f"  Aftermath to engine ready   median {a:7.0f} ms  runs {[round(x) for x in app]}")
    print(f"  ratio ready / bare          {a / b:7.2f}  (target <= 1.20)")
    print("  Aftermath worker stages (median ms): " + ", ".join(
        f"{k} {statistics.median(v):.0f}" for k, v in stages.items()))


if __name__ == "__main__":
    bench_engine()
    bench_validation()
    bench_boot()
