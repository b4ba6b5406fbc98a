# ruff: noqa: E501  (the JavaScript run in the page is kept on readable lines)
"""`make bench`: tap -> screen on a whole game's battle, at half a core beside uncapped.

The battle is the one the glance tests play (tests/e2e/two_lists.py): two full lists,
8 Regiments a side with three Characters each, opened from its link on a 360x740 touch
phone. Two browsers run side by side in one run: one under a CPU quota of half a core
(bench/phone.py's cgroup, around every Chromium process: a mid-range phone's share), one
without. Their taps are interleaved, one on each in turn, so both see the same machine.

Each tap is a player's: a Regiment's row opened, Go to and a Regiment's name, a Wound
Pool applied, Undo, the active player switched, a Regiment's card shown. It is timed in
the page from the click to the screen holding the answer (the DOM changed, polled and
observed) and to the frame after it (requestAnimationFrame, then a task: the frame is
drawn). The target of the game screens: under 100 ms at half a core, tap to frame.

  bench/glance.py [--rounds N] [--cap 0.5]

Prints figures, asserts nothing: speed is measured here, never in a test.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "scripts"), str(ROOT / "bench"), str(ROOT)]

from phone import CHROMIUM, cpu_cap, remove, throttled  # noqa: E402
from run import CHROMIUM_ARGS, serve  # noqa: E402
from tests.e2e.seed import battle_link, conquest_setup  # noqa: E402
from tests.e2e.two_lists import ALL  # noqa: E402

# One tap: click ``tap`` (after ``before`` is on screen), wait for ``done``; the times
# to the DOM holding it and to the frame after.
TAP = """async ([before, tap, done]) => {
  const $ = (s) => document.querySelector(s);
  const until = (test) => new Promise((ok, fail) => {
    const started = performance.now();
    const check = () => {
      if (test()) return ok();
      if (performance.now() - started > 120_000) return fail(new Error(`gave up waiting for ${done}`));
      setTimeout(check, 5);
    };
    const seen = new MutationObserver(() => { if (test()) { seen.disconnect(); ok(); } });
    seen.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    check();
  });
  if (before) await until(() => $(before) && !$("[aria-busy=true]"));
  await new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
  const start = performance.now();
  $(tap).click();
  await until(() => $(done));
  const dom = performance.now() - start;
  await new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
  return { dom, frame: performance.now() - start };
}"""

# What each step taps, after what, and what on screen says it is done; {r} the Regiment,
# {n} the actions before it, {p} the player made active.
STEPS = (
    ("a Regiment's row -> its Actions", None,
     "article[data-regiment={r}] .formation-button", "[data-actions-for={r}] [data-tab=pool][aria-selected=true]"),
    ("Go to -> the list", None,
     ".battle-bar [data-action=go-to]", ".jump-sheet [data-go-to={r}]"),
    ("  ... a name -> its Wound Pool", ".jump-sheet [data-go-to={r}]",
     ".jump-sheet [data-go-to={r}]", "[data-actions-for={r}] #pool-input"),
    ("Wound Pool Apply -> screen", "#pool-preview .preview-title",
     "[data-action=apply-pool]", ".battle-bar [data-actions=\"{n1}\"]"),
    ("Undo -> screen", "[data-action=undo]:not([disabled])",
     "[data-action=undo]", ".battle-bar [data-actions=\"{n}\"]"),
    ("active player -> bar", None,
     ".battle-bar [data-action=active-{p}]", ".battle-bar [data-action=active-{p}][aria-pressed=true]"),
    ("Card -> formation drawn", None,
     "article[data-regiment={r}] [data-action=show-card]",
     "article[data-regiment={r}]:has([data-action=show-card][aria-expanded=true]) svg.formation"),
)

# A Wound Pool of 1 keyed in (not timed: the keypad's taps are the pool's preview).
KEY_POOL = """async () => {
  const $ = (s) => document.querySelector(s);
  $("[data-key=clear]").click();
  $("[data-key='1']").click();
  if (!$("#pool-no-morale").checked) $("#pool-no-morale").click();
  const started = performance.now();
  while (!($("#pool-preview .preview-title") || {}).textContent?.startsWith("Preview: 1 Wound")) {
    if (performance.now() - started > 120_000) throw new Error("no preview");
    await new Promise((ok) => setTimeout(ok, 10));
  }
}"""


def open_battle(browser: Any, url: str, fragment: str) -> Any:
    context = browser.new_context(service_workers="block", viewport={"width": 360, "height": 740},
                                  has_touch=True, is_mobile=True, device_scale_factor=2)
    page = context.new_page()
    page.set_default_timeout(600_000)
    page.goto(f"{url}#{fragment}")
    page.locator("#engine-status[data-state=ready]").wait_for(state="attached")
    page.locator("[data-action=open-link]").click()
    page.locator("article[data-regiment]").nth(15).wait_for()
    page.locator(".battle-bar [data-actions]").wait_for(state="attached")
    return page


def actions(page: Any) -> int:
    return int(page.locator(".battle-bar [data-actions]").get_attribute("data-actions"))


def one_round(page: Any, rid: str, player: int, times: dict[str, list[dict[str, float]]]) -> None:
    n = actions(page)
    for label, before, tap, done in STEPS:
        if label.startswith("Wound Pool"):
            page.evaluate(KEY_POOL)
        if label.startswith("a Regiment's row") and page.locator(f"[data-actions-for={rid}]").count():
            page.locator(".battle-bar [data-action=go-to]").click()  # closes it: a row opens
            page.locator(f".jump-sheet [data-go-to=r{int(rid[1:]) % 16 + 1}]").click()
        shown = page.locator(f"article[data-regiment={rid}] [data-action=show-card][aria-expanded=true]")
        if label.startswith("Card") and shown.count():
            shown.click()  # shown in an earlier round: hidden first, not timed
        fill = {"r": rid, "n": n, "n1": n + 1, "p": player}
        args = [before.format(**fill) if before else None, tap.format(**fill), done.format(**fill)]
        times.setdefault(label, []).append(page.evaluate(TAP, args))


def median(values: list[float]) -> str:
    return f"{statistics.median(values):6.0f} [{min(values):.0f}-{max(values):.0f}]"


def bench(rounds: int, cap: float) -> None:
    from playwright.sync_api import sync_playwright

    load = os.getloadavg()
    print(f"== Tap -> screen on 16 Regiments and 6 Characters (two full lists), 360x740 touch; "
          f"{rounds} rounds; load {load[0]:.1f} {load[1]:.1f} {load[2]:.1f} on {os.cpu_count()} cores")
    holder = Path(tempfile.mkdtemp(prefix="aftermath-glance-"))
    script, group, how = cpu_cap(cap, holder)
    if script is None:
        print(f"  the capped run is SKIPPED: this machine cannot put the browser under a CPU quota ({how}).")
    else:
        print(f"  quota: {how}")
    fragment = battle_link("conquest", "Two full lists", conquest_setup(ALL, None, ("Ana", "Ben")))
    assert fragment is not None
    kinds = {"uncapped": Path(CHROMIUM)}
    if script is not None:
        kinds[f"{cap:g} of a core"] = script
    times: dict[str, dict[str, list[dict[str, float]]]] = {kind: {} for kind in kinds}
    server = None
    try:
        server, url = serve(ROOT / "dist", [0], {})
        with sync_playwright() as pw:
            browsers = {kind: pw.chromium.launch(executable_path=str(exe), args=CHROMIUM_ARGS)
                        for kind, exe in kinds.items()}
            pages = {kind: open_battle(b, url, fragment) for kind, b in browsers.items()}
            for i in range(rounds):
                rid = f"r{(i * 5) % 16 + 1}"
                for kind, page in pages.items():
                    one_round(page, rid, (i + 1) % 2, times[kind])
            for b in browsers.values():
                b.close()
        if group is not None:
            print(f"  the quota held the browser back: {throttled(group)}")
    finally:
        if server is not None:
            server.shutdown()
        remove(group)
        shutil.rmtree(holder)
    print("-- ms from the tap, median [min-max]: to the DOM holding the answer / to the frame after"
          "  (target under 100 ms at half a core, tap to frame)")
    print(f"  {'':36s}" + "".join(f"{kind + ' (DOM)':>22s}{kind + ' (frame)':>22s}" for kind in kinds))
    for label, *_ in STEPS:
        cells = []
        for kind in kinds:
            seen = times[kind].get(label, [])
            cells += [median([t["dom"] for t in seen]), median([t["frame"] for t in seen])] if seen else ["-", "-"]
        print(f"  {label:36s}" + "".join(f"{c:>22s}" for c in cells))
    if len(kinds) == 2:
        capped, free = times[list(kinds)[1]], times["uncapped"]
        ratios = [statistics.median([t["frame"] for t in capped[label]]) / statistics.median([t["frame"] for t in free[label]])
                  for label, *_ in STEPS if capped.get(label) and free.get(label)]
        print(f"  half a core / uncapped, median of the steps' ratios: {statistics.median(ratios):.2f} "
              f"[{min(ratios):.2f}-{max(ratios):.2f}]")
    load = os.getloadavg()
    print(f"  load after: {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--cap", type=float, default=0.5, help="a fraction of one core")
    args = parser.parse_args()
    bench(args.rounds, args.cap)


if __name__ == "__main__":
    main()
