# ruff: noqa: E501  (the JavaScript run in the page is kept on readable lines)
"""What a first visit's first list import and first Charge cost, in the
page (Pyodide, headless Chromium): the bytes fetched for each and its time, asked at
once after "engine ready" (before the idle warm-up has fetched the engine's late part)
and again a few seconds later, as a player who looks at the home screen first would.

`bench/first_use.py [BEFORE-DIST [RUNS]]`: with another build's dist/ (copied aside
before a change), both builds side by side. Prints figures, asserts nothing.
"""

from __future__ import annotations

import base64
import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "scripts"), str(ROOT / "bench")]

from lists import roster, zipped  # noqa: E402
from run import CHROMIUM_ARGS, serve  # noqa: E402

KNIGHTS = {"name": "Knights", "kind": "cavalry", "stands": 3, "files": 3, "wounds": 4, "resolve": 3}
MAA = {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2}

# The first Charge of a battle made from two army lists, as the page asks it: the
# edges offered, then the Charge pushed (it deploys the battlefield).
CHARGE = """async ([knights, maa]) => {
  const engine = window.engine;
  const lists = [{ system: "conquest", name: "A", player: "Ann", entries: [{ profile: knights, count: 1 }] },
                 { system: "conquest", name: "B", player: "Bo", entries: [{ profile: maa, count: 1 }] }];
  const t = performance.now();
  const { setup } = await engine.request("muster.to_setup", { lists });
  const { view } = await engine.request("game.new", { system: "conquest", game_id: "bench", setup });
  const [a, b] = view.regiments.map((r) => r.id);
  await engine.request("conquest.charge_options", { game_id: "bench", regiment: a, enemy: b });
  await engine.request("game.push", { game_id: "bench", event: { kind: "charge", regiment: a, enemy: b, edge: "left" } });
  return performance.now() - t;
}"""

IMPORT = """async (b64) => {
  const t = performance.now();
  const reply = await window.engine.request("lists.parse", { base64: b64, filename: "bench.rosz" });
  if (!reply.forces.length) throw new Error("no force read");
  return performance.now() - t;
}"""


def first_use(pw: Any, url: str, sent: list[int], what: str, wait: float, rosz: str) -> tuple[int, float]:
    browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
    page = browser.new_context(service_workers="block").new_page()
    page.goto(url + "engine-only.html")
    page.locator("body[data-ready-ms]").wait_for(state="attached", timeout=120_000)
    time.sleep(wait)
    before = sent[0]
    ms = page.evaluate(IMPORT, rosz) if what == "list import" else page.evaluate(CHARGE, [KNIGHTS, MAA])
    fetched = sent[0] - before
    browser.close()
    return fetched, ms


def main() -> None:
    from playwright.sync_api import sync_playwright

    dists = [("this build", ROOT / "dist")]
    if len(sys.argv) > 1:
        dists.insert(0, ("before", Path(sys.argv[1])))
    rosz = base64.b64encode(zipped(roster(60))).decode()
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    print(f"== First list import (60-selection .rosz) and first Charge in the page, median of {runs} first visits")
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        for name, dist in dists:
            site = Path(tmp) / name.replace(" ", "-")
            shutil.copytree(dist, site)
            # The engine alone (bench/engine-only.js), with no snapshot: a first visit.
            for extra in ("engine-only.html", "engine-only.js"):
                shutil.copy2(ROOT / "bench" / extra, site / extra)
            manifest = json.loads((site / "build.json").read_text())
            manifest.pop("snapshot", None)
            (site / "build.json").write_text(json.dumps(manifest))
            sent = [0]
            server, url = serve(site, sent, {})
            try:
                for what in ("list import", "Charge"):
                    for label, wait in (("at once after ready", 0.0), ("3 s after ready", 3.0)):
                        rows = [first_use(pw, url, sent, what, wait, rosz) for _ in range(runs)]
                        print(f"  {name:10s} first {what:11s} {label:20s} "
                              f"{statistics.median(r[0] for r in rows):9,.0f} bytes fetched  "
                              f"{statistics.median(r[1] for r in rows):6.0f} ms")
            finally:
                server.shutdown()


if __name__ == "__main__":
    main()
