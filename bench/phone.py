# ruff: noqa: E501  (the JavaScript run in the page is kept on readable lines)
"""`make bench`: the start on a phone-class share of the CPU, beside a bare Pyodide page.

The whole browser (every Chromium process) runs under a CPU quota of half a core, as
a mid-range phone's share: a cgroup whose quota is 50 ms of CPU per 100 ms (cgroup v2
``cpu.max``, or v1 ``cpu.cfs_quota_us``), or ``systemd-run --user --scope -p
CPUQuota=50%``. Chromium is started through a small script that puts itself into the
cgroup and then becomes the browser, so its children are in it too; the bench's own
server and Playwright are not. Where none of these can be set, the capped run is skipped
with the reason: never a stand-in (one core by ``taskset`` is not half of one).

Each run opens, one after another in a new browser context each (with ``--cache disk``,
the default, a browser of its own on a new profile, whose HTTP cache is on disk as a
phone's is; ``--cache memory``: Playwright's contexts of one browser, whose in-memory
cache never keeps the 9.6 MB wasm, so every repeat start downloads and compiles it
again): a bare
``loadPyodide()`` page built from the same files (bench/bare.html), this build, and with
``--before DIST`` another build (the same page, e.g. main's), each on a first visit (empty
cache) and then a repeat start in the same context (the HTTP cache warm, the service
worker blocked; the app's repeat is from the memory snapshot fetched in idle time after
the first). The order of the kinds turns each run, so none always goes first.

"Engine ready" on screen: the frame after the top bar says so (for the bare page, its
"ready"). Printed per kind and visit, medians with the spread [min-max] over the runs,
in ms from the page's start (navigation): the page's modules fetched (the last .js
response), evaluated (DOMContentLoaded: app.js run to its first await), the engine
worker created, its module in (its first message), the build manifest read, Pyodide's
loader in, the snapshot found in the cache and read (or unpacked), Pyodide's script,
wasm and standard library in (and the wasm's bytes over the network), the wasm's compile
asked for and done, Python up (from the snapshot, or started), the worker's "ready", the first requests answered and "Engine ready" drawn.
Then "Engine ready" against the bare page (the median of each run's ratio) and the
first visit's bytes before it.

  bench/phone.py [--runs N] [--cap 0.5 | --cap none] [--before OTHER/dist] [--cache disk | memory]
                 [--service-worker]

Prints figures, asserts nothing: speed is measured here, never in a test.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "scripts"), str(ROOT / "bench")]

from run import CHROMIUM_ARGS, serve  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
PERIOD_US = 100_000

# Times of the start as the page sees them: the worker created, each of its messages,
# the first request posted and replies, "Engine ready" set and then drawn.
WATCH = """(() => {
  const t = window.__start = {};
  const Base = window.Worker;
  window.Worker = class extends Base {
    constructor(...args) {
      super(...args);
      if (t.worker === undefined) t.worker = performance.now();
      this.addEventListener("message", (e) => {
        const d = e.data;
        const now = performance.now();
        if (d && d.kind === "stage" && t[`stage_${d.stage}`] === undefined) t[`stage_${d.stage}`] = now;
        if (d && d.kind === "stage" && t.firstMessage === undefined) t.firstMessage = now;
        if ((d === "ready" || (d && d.kind === "ready")) && t.readyMessage === undefined) t.readyMessage = now;
        if (d && d.kind === "reply") (t.replies = t.replies || []).push({ t: now, python: d.ms });
        if (d && d.kind === "reply" && d.marks) t.workerMarks = d.marks;
        if (d && d.kind === "ready") t.workerOrigin = d.timeOrigin;
      });
    }
    postMessage(message, ...rest) {
      if (message && message.id && t.firstPost === undefined) t.firstPost = performance.now();
      return super.postMessage(message, ...rest);
    }
  };
  const shown = () => {
    const app = document.getElementById("engine-status");
    if (app) return app.dataset.state === "ready";
    const bare = document.getElementById("status");
    return Boolean(bare && bare.textContent === "ready");
  };
  new MutationObserver((_, observer) => {
    if (t.readySet !== undefined || !shown()) return;
    t.readySet = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      t.shown = performance.now();
      document.documentElement.dataset.benchShown = "true";
    });
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();"""

# Read once "Engine ready" is drawn: the times above, the page's own entries and the
# worker's marks placed on the page's clock.
COLLECT = """async () => {
  const t = { ...window.__start };
  const nav = performance.getEntriesByType("navigation")[0];
  t.html = nav.responseEnd;
  // The first two replies (engine.version and engine.systems), and Python's time in them.
  const replies = (t.replies || []).filter((r) => r.t <= t.readySet);
  if (replies.length) {
    t.firstReply = replies[0].t;
    t.lastReply = replies[replies.length - 1].t;
    t.python = replies.reduce((sum, r) => sum + (r.python || 0), 0);
  }
  delete t.replies;
  t.domContentLoaded = nav.domContentLoadedEventStart;
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  if (fcp) t.firstPaint = fcp.startTime;
  const scripts = performance.getEntriesByType("resource").filter((r) => /\\.m?js$/.test(new URL(r.name).pathname) && r.startTime < t.shown);
  t.modules = scripts.length;
  t.modulesFetched = Math.max(0, ...scripts.map((r) => r.responseEnd));
  for (const [name, ms] of Object.entries(t.workerMarks || {})) {
    // wasmBytes is a size (over the network: 0 when the browser had it cached), not a time.
    if (name === "wasmBytes") t.wasmBytes = ms;
    else if (t.workerOrigin) t[`worker_${name}`] = t.workerOrigin + ms - performance.timeOrigin;
  }
  delete t.workerMarks;
  if (document.getElementById("engine-status")) {
    const { engine } = await import("./boot.js");
    t.start = engine.startedFrom ? [engine.startedFrom, engine.snapshotRead].filter(Boolean).join(", ") : null;
  }
  return t;
}"""

# The rows printed, in the order a start passes them.
PARTS = (
    ("html", "page: index.html in"),
    ("modulesFetched", "page: modules fetched (last .js in)"),
    ("modules", "page: .js files fetched (count)"),
    ("domContentLoaded", "page: modules evaluated (DOMContentLoaded)"),
    ("worker", "engine worker created"),
    ("firstMessage", "worker: its module in and run (first message)"),
    ("stage_runtime", "worker: build manifest read"),
    ("worker_loader", "worker: Pyodide's loader in"),
    ("worker_snapshotFound", "worker: snapshot found in the cache"),
    ("worker_snapshotUnpacked", "worker: snapshot read (or unpacked)"),
    ("worker_wheelFetched", "worker: the engine's start part fetched"),
    ("worker_wheelUnzipped", "worker: ... and unzipped"),
    ("worker_asmJsIn", "worker: Pyodide's pyodide.asm.mjs in"),
    ("worker_wasmIn", "worker: Pyodide's wasm in"),
    ("wasmBytes", "  of it over the network, bytes (0: from the cache)"),
    ("worker_stdlibIn", "worker: the standard library in"),
    ("worker_wasmAsked", "worker: wasm compile begun (Pyodide's script run)"),
    ("worker_wasmInstantiated", "worker: ... compiled and instantiated"),
    ("worker_python", "worker: Python up (memory restored or started)"),
    ("worker_installed", "worker: the engine's files written (an ordinary start)"),
    ("worker_ready", "worker: engine imported, \"ready\" sent"),
    ("readyMessage", "page: \"ready\" received"),
    ("firstPost", "page: first request posted"),
    ("worker_filesRead", "worker: after a snapshot start: the files to write read"),
    ("worker_files", "worker: ... and written"),
    ("firstReply", "page: first reply"),
    ("lastReply", "page: last reply before \"Engine ready\""),
    ("python", "  of the replies: time inside Python (sum)"),
    ("readySet", "page: first requests answered, \"Engine ready\" set"),
    ("firstPaint", "page: first paint"),
    ("shown", "\"Engine ready\" drawn (the frame after)"),
)


def cgroup_v2_root() -> Path | None:
    for line in Path("/proc/mounts").read_text().splitlines():
        fields = line.split()
        if len(fields) > 2 and fields[2] == "cgroup2":
            root = Path(fields[1])
            try:
                if "cpu" in (root / "cgroup.controllers").read_text().split():
                    return root
            except OSError:
                continue
    return None


def cpu_cap(fraction: float, holder: Path) -> tuple[Path | None, Path | None, str]:
    """A script that starts Chromium under a CPU quota of ``fraction`` of a core, the
    cgroup it puts the browser in (None with systemd-run), and how; or no script and why
    not."""
    quota = int(PERIOD_US * fraction)
    name = f"aftermath-bench-{os.getpid()}"
    tried = []
    v2 = cgroup_v2_root()
    v1 = Path("/sys/fs/cgroup/cpu")
    for kind, base in (("cgroup v2", v2), ("cgroup v1", v1 if (v1 / "cpu.cfs_quota_us").exists() else None)):
        if base is None:
            tried.append(f"{kind}: no cpu controller mounted")
            continue
        group = base / name
        try:
            group.mkdir()
            if kind == "cgroup v2":
                (group / "cpu.max").write_text(f"{quota} {PERIOD_US}\n")
            else:
                (group / "cpu.cfs_period_us").write_text(f"{PERIOD_US}\n")
                (group / "cpu.cfs_quota_us").write_text(f"{quota}\n")
        except OSError as err:
            tried.append(f"{kind}: {err}")
            if group.exists():
                group.rmdir()
            continue
        script = holder / "chromium-capped"
        script.write_text(f"#!/bin/sh\necho $$ > {group / 'cgroup.procs'}\nexec {CHROMIUM} \"$@\"\n")
        script.chmod(0o755)
        return script, group, f"{kind} {group}: {quota} us of CPU per {PERIOD_US} us"
    if shutil.which("systemd-run"):
        probe = subprocess.run(["systemd-run", "--user", "--scope", "--quiet", "-p",
                                f"CPUQuota={round(fraction * 100)}%", "true"],
                               capture_output=True, text=True, check=False)
        if probe.returncode == 0:
            script = holder / "chromium-capped"
            script.write_text(f"#!/bin/sh\nexec systemd-run --user --scope --quiet -p "
                              f"CPUQuota={round(fraction * 100)}% {CHROMIUM} \"$@\"\n")
            script.chmod(0o755)
            return script, None, f"systemd-run --user --scope -p CPUQuota={round(fraction * 100)}%"
        tried.append(f"systemd-run: {(probe.stderr or probe.stdout).strip()[:120]}")
    else:
        tried.append("systemd-run: not installed")
    return None, None, "; ".join(tried)


def throttled(group: Path | None) -> str:
    if group is None:
        return "not read (systemd-run)"
    stat = dict(line.split() for line in (group / "cpu.stat").read_text().splitlines() if line)
    return (f"{stat.get('nr_throttled', '?')} of {stat.get('nr_periods', '?')} periods throttled, "
            f"{int(stat.get('throttled_time', stat.get('throttled_usec', '0'))) / 1e9:.1f} s held back")


def remove(group: Path | None) -> None:
    for _ in range(50):  # the browser's processes leave it as they exit
        if group is None or not group.exists():
            return
        try:
            group.rmdir()
            return
        except OSError:
            time.sleep(0.2)
    print(f"  (could not remove {group}: processes still in it)")


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):7.0f} [{min(values):.0f}-{max(values):.0f}]"


SW_KIND = "with service worker"


def bench(runs: int, cap: float | None, before: Path | None, disk: bool = True,
          with_sw: bool = False) -> None:
    from playwright.sync_api import Page, sync_playwright

    load = os.getloadavg()
    title = f"half a core ({cap:.2f} of one)" if cap else "no CPU cap"
    print(f"== Start to \"Engine ready\" on screen, {title}; {runs} runs interleaved; "
          f"HTTP cache {'on disk' if disk else 'in memory'}; "
          f"load {load[0]:.1f} {load[1]:.1f} {load[2]:.1f} on {os.cpu_count()} cores")
    holder = Path(tempfile.mkdtemp(prefix="aftermath-phone-"))
    executable, group = Path(CHROMIUM), None
    if cap:
        script, group, how = cpu_cap(cap, holder)
        if script is None:
            print(f"  SKIPPED: this machine cannot put the browser under a CPU quota ({how}).")
            shutil.rmtree(holder)
            return
        executable = script
        print(f"  quota: {how}")
    site = holder / "site"
    kinds = {"bare": "bare.html", "this build": "index.html"}
    if before is not None:
        kinds["before"] = "before/index.html"
    if with_sw:
        # The same build with its service worker, as an installed app runs: the repeat
        # start's files come from the worker's cache, which the first visit filled.
        kinds[SW_KIND] = "index.html"
    sent = [0]
    seen: dict[tuple[str, str], list[dict[str, Any]]] = {}
    sizes: dict[str, list[int]] = {}

    def visit(page: Page, kind: str, when: str) -> None:
        page.goto(url + kinds[kind])
        page.locator("html[data-bench-shown]").wait_for(state="attached", timeout=600_000)
        if when == "first":
            sizes.setdefault(kind, []).append(sent[0])
        seen.setdefault((kind, when), []).append(page.evaluate(COLLECT))

    server = None
    try:
        shutil.copytree(ROOT / "dist", site)
        for name in ("bare.html", "bare.js", "bare-worker.js"):
            shutil.copy2(ROOT / "bench" / name, site / name)
        if before is not None:
            shutil.copytree(before, site / "before")
        server, url = serve(site, sent, {})
        with sync_playwright() as pw:
            browser = None if disk else pw.chromium.launch(executable_path=str(executable), args=CHROMIUM_ARGS)
            for run in range(runs):
                order = list(kinds)
                order = order[run % len(order):] + order[:run % len(order)]
                for kind in order:
                    options: dict[str, Any] = {"service_workers": "allow" if kind == SW_KIND else "block",
                                               "viewport": {"width": 360, "height": 740}}
                    if disk:
                        # A browser of its own on a new profile: its HTTP cache on disk,
                        # as a phone's browser keeps it.
                        context = pw.chromium.launch_persistent_context(
                            str(holder / f"profile-{run}-{kind}"), executable_path=str(executable),
                            args=CHROMIUM_ARGS, **options)
                    else:
                        assert browser is not None
                        context = browser.new_context(**options)
                    context.add_init_script(WATCH)
                    sent[0] = 0
                    page = context.new_page()
                    page.set_default_timeout(600_000)
                    visit(page, kind, "first")
                    if kind != "bare":
                        # The repeat start is from the snapshot, fetched in idle time.
                        page.locator("body[data-snapshot-kept]").wait_for(state="attached", timeout=600_000)
                    if kind == SW_KIND:
                        page.locator("body[data-offline-ready]").wait_for(state="attached", timeout=600_000)
                    page.close()
                    page = context.new_page()
                    page.set_default_timeout(600_000)
                    visit(page, kind, "repeat")
                    context.close()
            if browser is not None:
                browser.close()
        if group is not None:
            print(f"  the quota held the browser back: {throttled(group)}")
    finally:
        if server is not None:
            server.shutdown()
        remove(group)
        shutil.rmtree(holder)
    load = os.getloadavg()
    print(f"  load after: {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}")
    for when in ("first", "repeat"):
        print(f"-- {'first visit' if when == 'first' else 'repeat start'}: ms from navigation, "
              "median [min-max]")
        print(f"  {'':50s}" + "".join(f"{kind:>22s}" for kind in kinds))
        for key, label in PARTS:
            cells = []
            for kind in kinds:
                values = [v[key] for v in seen[(kind, when)] if v.get(key) is not None]
                cells.append(spread(values) if values else "-")
            if any(c != "-" for c in cells):
                print(f"  {label:50s}" + "".join(f"{c:>22s}" for c in cells))
        starts = sorted({str(v.get("start")) for v in seen[(("this build"), when)]})
        print(f"  this build started from: {', '.join(starts)}")
        for kind in kinds:
            if kind == "bare":
                continue
            ratios = [a["shown"] / b["shown"] for a, b in
                      zip(seen[(kind, when)], seen[("bare", when)], strict=True)]
            target = {("this build", "first"): "  (target <= 0.55 uncapped; under 6 s at half a core)",
                      ("this build", "repeat"): "  (target <= 0.35 uncapped; under 3 s at half a core)"}.get((kind, when), "")
            print(f"  {kind}: \"Engine ready\" / bare, median of the runs' ratios "
                  f"{statistics.median(ratios):.2f} [{min(ratios):.2f}-{max(ratios):.2f}]{target}")
    bare = statistics.median(sizes["bare"])
    for kind in kinds:
        size = statistics.median(sizes[kind])
        print(f"  first-visit bytes before \"Engine ready\", {kind:10s} {size / 1e6:6.2f} MB, "
              f"{size / bare:5.3f} of bare" + ("  (target <= 1.10)" if kind == "this build" else ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cap", default="0.5", help="a fraction of one core, or 'none'")
    parser.add_argument("--before", type=Path, help="another build's dist/, in the same run")
    parser.add_argument("--cache", choices=("disk", "memory"), default="disk",
                        help="disk (default): each context a browser on a new profile, its "
                             "HTTP cache on disk as a phone's; memory: Playwright's contexts "
                             "of one browser, whose in-memory cache never keeps the 9.6 MB wasm")
    parser.add_argument("--service-worker", action="store_true",
                        help="also this build with its service worker allowed (an installed "
                             "app): its repeat start served from the worker's cache")
    args = parser.parse_args()
    bench(args.runs, None if args.cap == "none" else float(args.cap), args.before,
          args.cache == "disk", args.service_worker)


if __name__ == "__main__":
    main()
