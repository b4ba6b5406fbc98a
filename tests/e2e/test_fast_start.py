"""The engine starts from the build's memory snapshot, and falls back to the
ordinary start (the bytecode wheel, installed by Pyodide's own loader) when the snapshot
is missing, from another build or broken, at the root and under a sub-path, online and
offline. segno (the QR code) comes with the engine's late part, offline too: micropip
only if it could not be put in place from there."""

from __future__ import annotations

import gzip
import hashlib
import json
import shutil
import sys
import tempfile
import time
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, ClassVar

import pytest
import segno
from playwright.sync_api import Browser, Page, Route, expect

from .campaign_page import enter_d20, home, new_roster, open_rosters, start_aftermath
from .campaign_page import start as at_campaign_home
from .conftest import ROOT, SUB_PATH, QuietHandler, engine_start, serve_directory, wait_ready
from .conquest_page import bar_tool, enter_dice, new_battle, regiment, select, tap, wound_pool
from .test_campaign_screen import BLUE, RED

pytestmark = pytest.mark.e2e

sys.path.insert(0, str(ROOT / "scripts"))
from build_site import LATER, write_service_worker  # noqa: E402

TWO = [{"name": "Thin Line", "stands": 3, "files": 3, "wounds": 1, "resolve": 3},
       {"name": "Foes", "player": 1, "stands": 3, "files": 3, "wounds": 1, "resolve": 2}]


def without_snapshot(site: Path) -> None:
    shutil.rmtree(site / "snapshot")


def no_snapshot_in_the_build(site: Path) -> None:
    """A build made without a snapshot: build.json names none (the bench's ordinary start)."""
    without_snapshot(site)
    manifest = json.loads((site / "build.json").read_text())
    del manifest["snapshot"]
    (site / "build.json").write_text(json.dumps(manifest))


def from_another_build(site: Path) -> None:
    """build.json names an id the snapshot does not hold, as after a half-updated host."""
    manifest = json.loads((site / "build.json").read_text())
    manifest["snapshot"]["id"] = "0000000000000000-314.0.7"
    (site / "build.json").write_text(json.dumps(manifest))


def broken_snapshot(site: Path) -> None:
    snap = next((site / "snapshot").glob("*.snap"))
    snap.write_bytes(snap.read_bytes()[: 1 << 20])  # a truncated download


def damaged_snapshot(site: Path) -> None:
    """A snapshot whose gzip stream is damaged right after its header: it fails to unpack
    at once, before Pyodide, still loading its script, asks for it. An unpacking that
    failed with nothing listening yet was an uncaught "Failed to fetch" in the worker."""
    snap = next((site / "snapshot").glob("*.snap"))
    snap.write_bytes(snap.read_bytes()[:10] + bytes(range(256)) * 64)


def with_stale_bytecode(archive: Path) -> None:
    """Every .pyc in ``archive`` (a zip) made as if for another Python."""
    items = []
    with zipfile.ZipFile(archive) as zf:
        for info in zf.infolist():
            body = zf.read(info)
            if info.filename.endswith(".pyc"):
                body = b"\x00\x00\r\n" + body[4:]  # a magic number no Python uses
            items.append((info, body))
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        for info, body in items:
            zf.writestr(info, body)


def stale_bytecode(site: Path) -> None:
    """No snapshot, and bytecode for another Python, in the wheel and in the standard
    library: Python must fall back to source for both."""
    without_snapshot(site)
    with_stale_bytecode(next((site / "wheels").glob("aftermath-*.whl")))
    with_stale_bytecode(site / json.loads((site / "build.json").read_text())["stdlib"]["file"])


def without_library_bytecode(site: Path) -> None:
    """No snapshot, and the build's standard library with bytecode is missing (a host
    that was half updated): the ordinary start uses Pyodide's own."""
    without_snapshot(site)
    (site / json.loads((site / "build.json").read_text())["stdlib"]["file"]).unlink()


def broken_library_bytecode(site: Path) -> None:
    """No snapshot, and the build's standard library is a truncated download: Python
    cannot start on it, and the ordinary start starts again on Pyodide's own."""
    without_snapshot(site)
    library = site / json.loads((site / "build.json").read_text())["stdlib"]["file"]
    library.write_bytes(library.read_bytes()[: 1 << 20])


def without_micropip(site: Path) -> None:
    for wheel in (site / "wheels").glob("micropip-*.whl"):
        wheel.unlink()


VARIANTS: dict[str, Callable[[Path], None]] = {
    "without_snapshot": without_snapshot,
    "from_another_build": from_another_build,
    "broken_snapshot": broken_snapshot,
    "damaged_snapshot": damaged_snapshot,
    "stale_bytecode": stale_bytecode,
    "without_library_bytecode": without_library_bytecode,
    "broken_library_bytecode": broken_library_bytecode,
    "without_micropip": without_micropip,
}


@pytest.fixture(scope="session")
def variant_site(dist: Path) -> Iterator[Callable[[str, bool], str]]:
    """variant_site(name, under_sub_path) -> URL of a copy of the site changed by
    VARIANTS[name], with its service worker rebuilt for the files it really has."""
    holder = Path(tempfile.mkdtemp(prefix="aftermath-variants-"))
    servers = []
    made: dict[tuple[str, bool], str] = {}

    def make(name: str, sub: bool) -> str:
        if (name, sub) not in made:
            root = holder / f"{name}-{int(sub)}"
            copy = root / SUB_PATH.strip("/") if sub else root
            shutil.copytree(dist, copy)
            VARIANTS[name](copy)
            write_service_worker(copy)
            server, url = serve_directory(root)
            servers.append(server)
            made[(name, sub)] = url + (SUB_PATH if sub else "/")
        return made[(name, sub)]

    yield make
    for server in servers:
        server.shutdown()
    shutil.rmtree(holder)


def odds_work(page: Page) -> None:
    """The odds tables are imported after the start (bridge.LAZY), from the wheel's files:
    after a snapshot start this is the late import the snapshot itself does not hold."""
    select(page, "r1")
    tap(page.locator("[data-tab=odds]"))
    page.get_by_label("Wounds", exact=True).fill("2")
    tap(page.locator("[data-action=run-odds]"))
    expect(page.locator("[data-odds=shattered]")).to_have_attribute("data-probability", "3/4")


def qr_works(page: Page) -> None:
    """The QR code, made with segno (it comes with the engine's late part)."""
    bar_tool(page, "share")
    link = page.locator("#share-link").input_value()
    matrix = page.locator("svg.qr").get_attribute("data-matrix") or ""
    expected = segno.make(link, error="l", micro=False).matrix
    assert matrix.split("/") == ["".join("1" if c else "0" for c in row) for row in expected]


def play(page: Page, url: str, expected_start: str, library: str = "bytecode") -> None:
    """``library``: an ordinary start's standard library, "bytecode" (the build's, its
    modules not compiled at start) or "source" (Pyodide's own, or bytecode Python could
    not use)."""
    new_battle(page, url, TWO, name="Quick")
    assert engine_start(page) == expected_start
    if expected_start == "ordinary":
        assert page.locator("body").get_attribute("data-engine-library") == library
    odds_work(page)
    wound_pool(page, "r2", 1, morale=False)
    qr_works(page)


def worked_example(page: Page) -> None:
    """The rule texts' Men-at-Arms example (Chapter 5) played from the battle list."""
    tap(page.locator("[data-example=ch5-men-at-arms]"))
    wound_pool(page, "maa", 6)
    enter_dice(page, "maa", [1, 2, 3, 3, 6, 6])
    expect(regiment(page, "maa")).to_have_attribute("data-status", "steady")
    expect(page.locator(".dice-results .die-result")).to_have_count(6)


def snapshot_kept(page: Page) -> None:
    """After an ordinary start, the worker has fetched the snapshot (and the library it
    starts on) in idle time, for the next start."""
    expect(page.locator("body")).to_have_attribute("data-snapshot-kept", "true",
                                                   timeout=60_000)


def online_then_offline(browser: Browser, url: str, expected_start: str) -> None:
    """A first visit starts the ordinary way; the next start, offline, is
    ``expected_start`` (from the snapshot fetched in idle time, if the build has one)."""
    context = browser.new_context()
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        play(page, url, "ordinary")
        if expected_start == "snapshot":
            snapshot_kept(page)
        expect(page.locator("#offline-status")).to_have_text("Available offline",
                                                           timeout=120_000)
        context.set_offline(True)
        page.goto(url)
        wait_ready(page)
        assert engine_start(page) == expected_start
        # Chromium reports the new document online under the emulation: set it again,
        # and the page hears the offline event a phone would have given it.
        context.set_offline(False)
        context.set_offline(True)
        expect(page.locator("#offline-status")).to_contain_text("Offline")
        tap(page.get_by_role("button", name="Back to battles"))
        worked_example(page)
        tap(page.get_by_role("button", name="Back to battles"))
        play(page, url, expected_start)
        # Whichever way it started, the player is never told about the snapshot.
        expect(page.locator("#app-message")).to_be_hidden()
        assert errors == []
    finally:
        context.close()


@pytest.mark.service_workers
@pytest.mark.parametrize("where", ["root", "sub_path"])
def test_boots_from_the_snapshot_online_and_offline(
    browser: Browser, site: str, sub_site: str, where: str
) -> None:
    online_then_offline(browser, site if where == "root" else sub_site, "snapshot")


# Under a sub-path only: it proves every URL relative, which the root cannot; the
# snapshot's test above starts at both.
@pytest.mark.service_workers
def test_without_the_snapshot_the_bytecode_wheel_starts_online_and_offline(
    browser: Browser, variant_site: Callable[[str, bool], str]
) -> None:
    online_then_offline(browser, variant_site("without_snapshot", True), "ordinary")


@pytest.mark.parametrize(("variant", "library"), [
    ("from_another_build", "bytecode"), ("broken_snapshot", "bytecode"),
    ("damaged_snapshot", "bytecode"),
    ("stale_bytecode", "source"), ("without_library_bytecode", "source"),
    ("broken_library_bytecode", "source")])
def test_an_unusable_snapshot_or_bytecode_falls_back_to_the_ordinary_start(
    page: Page, variant_site: Callable[[str, bool], str], variant: str, library: str
) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    url = variant_site(variant, False)
    play(page, url, "ordinary", library)
    expect(page.locator("#engine-status")).to_have_attribute("data-state", "ready")
    if variant in ("from_another_build", "broken_snapshot", "damaged_snapshot"):
        # Fetched for the next start, which tries it and starts the ordinary way.
        snapshot_kept(page)
        page.goto(url)
        wait_ready(page)
        assert engine_start(page) == "ordinary"
        odds_work(page)
        expect(page.locator("#app-message")).to_be_hidden()
    assert errors == []


def test_micropip_is_not_on_the_start_up_path(
    page: Page, variant_site: Callable[[str, bool], str]
) -> None:
    """Without micropip the engine still starts, and the QR code is drawn: segno comes
    with the engine's late part, never by the installer."""
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    new_battle(page, variant_site("without_micropip", False), TWO, name="No installer")
    odds_work(page)
    bar_tool(page, "share")
    expect(page.locator("#share-link")).not_to_have_value("")
    expect(page.locator(".share-dialog svg.qr")).to_be_visible()
    assert not [u for u in requests if "micropip" in u]


def test_the_build_ships_bytecode_for_pyodides_python_and_a_matching_snapshot(dist: Path) -> None:
    manifest = json.loads((dist / "build.json").read_text())
    wheel = dist / manifest["wheels"]["aftermath"]
    with zipfile.ZipFile(wheel) as zf, zipfile.ZipFile(dist / manifest["late"]["file"]) as late:
        names = zf.namelist() + late.namelist()
        pycs = [n for n in names if n.endswith(".pyc")]
        sources = [n for n in names if n.endswith(".py")]
        # Every module has its bytecode, for CPython 3.14, beside its kept source; the
        # start part's modules as bytecode alone (x.pyc), their sources in the late part.
        assert {n.replace("/__pycache__", "").replace(".cpython-314.pyc", ".py")
                for n in pycs} == {n + "c" if n + "c" in names else n for n in sources}
        assert not [n for n in late.namelist() if "/__pycache__/" not in n and n.endswith(".pyc")]
        magics = {(zf if n in zf.namelist() else late).read(n)[:4].hex() for n in pycs}
        flags = {(zf if n in zf.namelist() else late).read(n)[4:8] for n in pycs}
    assert magics == {manifest["snapshot"]["magic"]}
    assert flags == {b"\x01\x00\x00\x00"}  # hash-based, unchecked: mtimes never matter
    snapshot = dist / manifest["snapshot"]["file"]
    assert manifest["snapshot"]["id"] == (
        hashlib.sha256(wheel.read_bytes()).hexdigest()[:16] + "-" + manifest["pyodide"])
    assert len(gzip.decompress(snapshot.read_bytes())) == manifest["snapshot"]["raw"]
    # The ordinary start's standard library: Pyodide's own, every other file as it was,
    # and bytecode for Pyodide's Python in place of the source of each module a start
    # imports (a first visit downloads each module once).
    stock = zipfile.ZipFile(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip")
    with stock, zipfile.ZipFile(dist / manifest["stdlib"]["file"]) as library:
        added = sorted(set(library.namelist()) - set(stock.namelist()))
        replaced = {n[:-1] for n in added}
        kept = set(stock.namelist()) - replaced
        assert set(library.namelist()) == kept | set(added)
        assert all(library.read(n) == stock.read(n) for n in kept)
        assert added and all(n.endswith(".pyc") and n[:-1] in stock.namelist() for n in added)
        assert len(added) == manifest["stdlib"]["modules"]
        assert {library.read(n)[:4].hex() for n in added} == {manifest["snapshot"]["magic"]}
        assert {library.read(n)[4:8] for n in added} == {b"\x01\x00\x00\x00"}
        # What a start imports (Pyodide's own, the engine's, its idle warm-up's).
        # (The engine's checkpoints use the C pickler, _pickle: pickle.py is not among them.)
        assert {"asyncio/__init__.pyc", "fractions.pyc", "json/__init__.pyc"} <= set(added)
    # pip still gets the source wheel.
    source = next((ROOT / "build" / "wheel").glob("aftermath-*.whl"))
    with zipfile.ZipFile(source) as zf:
        assert not [n for n in zf.namelist() if n.endswith(".pyc")]


class Counting(QuietHandler):
    """Counts the bodies it sends per path (class attribute, set per server)."""

    sent: ClassVar[dict[str, int]]

    def copyfile(self, source: Any, outputfile: Any) -> None:
        super().copyfile(source, outputfile)
        path = self.path.split("?")[0]
        self.sent[path] = self.sent.get(path, 0) + 1


@pytest.mark.parametrize("kind", ["snapshot", "ordinary"])
def test_a_first_visit_fetches_every_file_once(browser: Browser, dist: Path, kind: str) -> None:
    """Every download starts at once (the wheel beside Python's start, the page's start
    files preloaded beside boot.js), and still nothing is fetched twice. The service
    worker is blocked: its precache is the one deliberate second download (it must not
    take a stale copy).

    A first visit is the ordinary start even when the build has a snapshot
    (it downloaded 20.8 MB before "engine ready", the snapshot first, against 13.5 MB
    for a bare Pyodide); the snapshot and the library it starts on come after "ready",
    once each, and the next start is from them."""
    holder = Path(tempfile.mkdtemp(prefix="aftermath-count-"))
    shutil.copytree(dist, holder / "site")
    if kind == "ordinary":
        no_snapshot_in_the_build(holder / "site")
    sent: dict[str, int] = {}
    server, url = serve_directory(holder / "site", type("Counter", (Counting,), {"sent": sent}))
    url += "/"
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        page.goto(url)
        wait_ready(page)
        before_ready = dict(sent)
        assert engine_start(page) == "ordinary"
        expect(page.locator("#engine-version")).to_contain_text("aftermath")
        manifest = json.loads((dist / "build.json").read_text())
        wanted = {"/", *(f"/{f}" for f in manifest["page"]["start"]), "/engine-worker.js",
                  "/build.json", "/pyodide/pyodide.mjs", "/pyodide/pyodide.asm.wasm",
                  f"/{manifest['wheels']['aftermath']}", f"/{manifest['stdlib']['file']}",
                  f"/{manifest['lock']}"}
        assert wanted <= set(before_ready), f"not fetched: {wanted - set(before_ready)}"
        # Before "ready": neither the snapshot nor the library it starts on (Pyodide's
        # own, the one a bare Pyodide uses), nor Pyodide's list of packages.
        later = {f"/{manifest['snapshot']['file']}", "/pyodide/python_stdlib.zip"}
        assert not later & set(before_ready)
        assert "/pyodide/pyodide-lock.json" not in sent
        if kind == "snapshot":
            snapshot_kept(page)
            assert later <= set(sent)
        assert {p: n for p, n in sent.items() if n > 1} == {}
        # segno comes with the late part, after "ready"; micropip is never needed.
        assert not [p for p in sent if "micropip" in p]
        assert not [p for p in before_ready if "segno" in p]
        if kind == "snapshot":
            # The next start is from the snapshot. (What it fetches again is the
            # browser's cache's choice: a test context's cache is small.)
            page.close()
            page = context.new_page()
            page.goto(url)
            wait_ready(page)
            assert engine_start(page) == "snapshot"
    finally:
        context.close()
        server.shutdown()
        shutil.rmtree(holder)


def test_the_first_screen_loads_only_its_start_files(browser: Browser, dist: Path) -> None:
    """The page's modules are bundled (scripts/bundle.mjs); its first screen fetches, of
    them, only the start files build.json lists, and none holds a module only a later
    screen needs (build_site.LATER, which the build checks): the report's modules come
    with the first report, once. The service worker is blocked (it would fetch them all
    for offline use)."""
    page_files = json.loads((dist / "build.json").read_text())["page"]
    start = set(page_files["start"])
    assert {"boot.js", "app.js"} <= start
    assert not set(LATER) & set(page_files["start_modules"])
    # What ships is bundles only: not one of web/'s modules is served as it is.
    shipped = {p.relative_to(dist).as_posix() for p in dist.rglob("*.js")}
    assert shipped == start | set(page_files["later"]) | set(page_files["worker"]) | {"sw.js"}
    assert "views/dom.js" not in shipped
    sent: dict[str, int] = {}
    server, url = serve_directory(dist, type("Counter", (Counting,), {"sent": sent}))
    url += "/"
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        page.goto(url)
        wait_ready(page)
        fetched = {p.lstrip("/") for p in sent if p.endswith(".js")}
        assert fetched == start | {"engine-worker.js"}
        # English's words are in the start files: no catalogue fetched, not even the
        # engine's English sentences (the engine sends them in English itself).
        assert [p for p in sent if p.endswith(".ftl")] == []
        # A battle resumed is the first screen too, with its system's screens: later
        # files, loaded when it opens (the home screen's start has none of them).
        new_battle(page, url, TWO, name="Resumed")
        page.reload()
        wait_ready(page)
        expect(page.locator("[data-regiment]").first).to_be_visible()
        screens = {p.lstrip("/") for p in sent if p.endswith(".js")} - start - {"engine-worker.js"}
        assert screens and screens <= set(page_files["later"])
        bar_tool(page, "report")
        expect(page.locator(".report[data-system=conquest]")).to_be_visible()
        later = {p.lstrip("/") for p in sent if p.endswith(".js")} - start - {"engine-worker.js"}
        later -= screens
        assert later and later <= set(page_files["later"])
        assert {f: sent[f"/{f}"] for f in later} == dict.fromkeys(later, 1)
    finally:
        context.close()
        server.shutdown()


# The unpacked snapshot this device keeps: {file name: bytes} of the worker's folder in
# the origin's private file system.
KEPT_UNPACKED = """async () => {
  const out = {};
  let dir;
  try {
    const root = await navigator.storage.getDirectory();
    dir = await root.getDirectoryHandle("engine-snapshot-unpacked");
  } catch {
    return out;
  }
  for await (const [name, handle] of dir.entries()) out[name] = (await handle.getFile()).size;
  return out;
}"""

# The kept copy cut short (a damaged file), and another build's copy beside it.
DAMAGE_UNPACKED = """async () => {
  const root = await navigator.storage.getDirectory();
  const dir = await root.getDirectoryHandle("engine-snapshot-unpacked");
  const handles = [];
  for await (const handle of dir.values()) handles.push(handle);
  for (const handle of handles) {
    const size = (await handle.getFile()).size;
    const writable = await handle.createWritable({ keepExistingData: true });
    await writable.truncate(size >> 1);
    await writable.close();
  }
  const other = await dir.getFileHandle("engine-0123456789abcdef.snap.unpacked", { create: true });
  const writable = await other.createWritable();
  await writable.write(new Uint8Array(1024));
  await writable.close();
}"""


# When the page makes each Intl.NumberFormat (the first loads the locale's number data).
COUNT_NUMBER_FORMATS = """(() => {
  window.__numberFormats = [];
  Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
    construct(target, args) {
      window.__numberFormats.push(performance.now());
      return Reflect.construct(target, args);
    },
  });
})();"""


def test_the_first_screen_formats_no_number_until_the_engine_is_ready(
        page: Page, site: str) -> None:
    """The device's sizes on the home screen are the first numbers the page formats, and
    the locale's number data took 23-87 ms of the page's thread (make bench), all of it
    while Python started: they are asked once the engine is ready, and said then."""
    page.add_init_script(COUNT_NUMBER_FORMATS)
    page.goto(site)
    wait_ready(page)
    ready = float(page.locator("body").get_attribute("data-ready-ms") or "nan")
    expect(page.locator("[data-space]")).to_contain_text(" left.")
    made = page.evaluate("window.__numberFormats")
    assert made, "the space line formats its sizes"
    assert min(made) > ready, (min(made), ready)


# The new-battle form's starting values (the first request Conquest's ready() makes,
# before its examples) held in the page until ``window.__releaseFormStart()``.
HOLD_FORM_START = """(() => {
  const post = Worker.prototype.postMessage;
  let release;
  const held = new Promise((done) => { release = done; });
  window.__releaseFormStart = () => release();
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.type === "muster.defaults") {
      held.then(() => post.call(this, message, ...rest));
      return;
    }
    return post.call(this, message, ...rest);
  };
})();"""


def test_new_battle_opens_at_engine_ready_and_its_form_fills_in_when_the_defaults_come(
        page: Page, site: str) -> None:
    """Home's buttons need the engine, not its examples: they are enabled once "Engine
    ready" shows. A new-battle form opened before the engine's starting values came
    says it waits, keeps what the player types, and fills its Regiments in when they
    come (it was never drawn again, and Add Regiment stayed disabled)."""
    page.add_init_script(HOLD_FORM_START)
    page.goto(site)
    wait_ready(page)
    expect(page.locator(".example-list")).to_have_count(0)
    tap(page.locator("[data-action=new-conquest]"))
    form = page.locator("form.setup")
    expect(form).to_contain_text("The Regiments appear when the engine is ready.")
    expect(form.get_by_role("button", name="Add Regiment")).to_be_disabled()
    form.get_by_label("Battle name").fill("Typed while waiting")
    page.evaluate("window.__releaseFormStart()")
    expect(form.locator(".regiment-row")).to_have_count(2)
    expect(form.get_by_role("button", name="Add Regiment")).to_be_enabled()
    expect(form).not_to_contain_text("The Regiments appear")
    expect(form.get_by_label("Battle name")).to_have_value("Typed while waiting")
    assert form.locator("[name=table-width]").input_value() != ""
    tap(form.get_by_role("button", name="Add Regiment"))
    expect(form.locator(".regiment-row")).to_have_count(3)
    tap(form.locator("[data-action=create-battle]"))
    expect(page.locator("[data-regiment]")).to_have_count(3)


def test_the_next_start_reads_the_snapshot_kept_unpacked(
    browser: Browser, site: str, dist: Path
) -> None:
    """The snapshot, once fetched, is kept unpacked: the next start reads its bytes
    rather than inflating the download again. A kept copy cut short is dropped (the
    start unpacks the download, or starts the ordinary way) and kept whole again in idle
    time; another build's copy is dropped."""
    manifest = json.loads((dist / "build.json").read_text())
    key = f"{manifest['snapshot']['file'].split('/')[-1]}.unpacked"
    raw = manifest["snapshot"]["raw"]
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        play(page, site, "ordinary")
        snapshot_kept(page)
        assert page.evaluate(KEPT_UNPACKED) == {key: raw}
        page.goto("about:blank")  # a new start, not the link followed in the same page
        play(page, site, "snapshot")
        assert page.locator("body").get_attribute("data-snapshot-read") == "unpacked"
        page.evaluate(DAMAGE_UNPACKED)
        page.goto("about:blank")
        page.goto(site)
        wait_ready(page)
        # The download, if the browser's cache still has it, else the ordinary start:
        # never the damaged copy.
        started = (engine_start(page), page.locator("body").get_attribute("data-snapshot-read"))
        assert started in (("snapshot", "packed"), ("ordinary", "")), started
        play(page, site, started[0])
        # Kept whole again once the engine is idle (asked again until then: a promise
        # is not awaited by wait_for_function).
        deadline = time.monotonic() + 120
        while (kept := page.evaluate(KEPT_UNPACKED)) != {key: raw} and time.monotonic() < deadline:
            page.wait_for_timeout(500)
        assert kept == {key: raw}
        page.goto("about:blank")  # a new start, not the link followed in the same page
        play(page, site, "snapshot")
        assert page.locator("body").get_attribute("data-snapshot-read") == "unpacked"
        assert errors == []
    finally:
        context.close()


def test_after_a_snapshot_start_a_module_the_snapshot_lacks_is_found(
    browser: Browser, site: str
) -> None:
    """After a snapshot start the engine's files are written once the engine is idle,
    not before the first replies; a request that imports a module the snapshot does not
    hold (a campaign's typed rolls: aftermath.campaign.typed) finds it all the same,
    whether the idle time or that import wrote them (tests/js/write_first.test.mjs
    makes the import come first)."""
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        at_campaign_home(page, site)
        open_rosters(page)
        new_roster(page, RED)
        new_roster(page, BLUE)
        home(page)
        snapshot_kept(page)
        page.goto("about:blank")  # a new start
        page.goto(site)
        wait_ready(page)
        assert engine_start(page) == "snapshot"
        start_aftermath(page, "Red Company (VP 5)", "Blue Host (VP 50)",
                        {0: ["Captain Red"], 1: ["Blue Knight"]}, unrecoverable=[])
        enter_d20(page, "recovery_roll", "m1", 3, typed=True)
        expect(page.locator(".result")).to_contain_text(
            "Captain Red rolls 3 for Recovery, needing")
        assert errors == []
    finally:
        context.close()


def test_english_start_files_hold_the_pages_messages_and_the_pseudo_locale_fetches_the_engines(
        browser: Browser, dist: Path) -> None:
    """English's catalogue is split by the build (scripts/english_parts.mjs): the page's
    own messages in the start files, the engine's sentences in i18n/en-engine.ftl, which
    only the pseudo-locale (made from the whole of English) fetches, once."""
    start = json.loads((dist / "build.json").read_text())["page"]["start"]
    bundled = "".join((dist / f).read_text() for f in start)
    engine_part = (dist / "i18n" / "en-engine.ftl").read_text()
    assert "start-stage-doing =" in bundled
    assert "verdict-character-removed =" in engine_part
    assert "verdict-character-removed" not in bundled
    sent: dict[str, int] = {}
    server, url = serve_directory(dist, type("Counter", (Counting,), {"sent": sent}))
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        page.goto(url + "/?lang=pseudo")
        wait_ready(page)
        expect(page.locator("html")).to_have_attribute("lang", "en-XA")
        assert {p: n for p, n in sent.items() if p.endswith(".ftl")} == {"/i18n/en-engine.ftl": 1}
    finally:
        context.close()
        server.shutdown()


def test_home_drawn_while_the_engine_starts_keeps_its_buttons_when_it_is_ready(
        page: Page, site: str) -> None:
    """A tap made just as "Engine ready" shows is never lost: home's buttons, drawn from
    the device while the engine started, are turned on where they stand, and the
    examples are put in beside them. Home drawn again (at ready, and with the examples)
    made every button a new node: a look at New battle just after ready found it gone
    in 7 of 12 starts on a busy machine, and a tap begun on it then went nowhere."""
    held: list[Route] = []
    page.context.route("**/build.json", lambda route: held.append(route))
    page.goto(site)
    button = page.locator("[data-action=new-conquest]")
    expect(button).to_be_disabled()
    expect(button).to_have_attribute("title", "engine starting")
    drawn = button.element_handle()
    for _ in range(100):
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "the engine's manifest was not requested"
    for route in held:
        route.continue_()
    page.context.unroute("**/build.json")
    wait_ready(page)
    expect(page.locator(".example-list [data-example]").first).to_be_visible()
    assert drawn.evaluate("(el) => el.isConnected && !el.disabled && !el.hasAttribute('title')")
    expect(page.locator("button[data-engine-gate]")).to_have_count(0)
    expect(page.locator("[data-space]")).not_to_have_text("Space used: asking the browser…")
    tap(button)
    expect(page.locator("[data-action=import-for]").first).to_be_visible()


def test_a_new_name_typed_while_the_engine_starts_is_not_drawn_over_when_it_is_ready(
        page: Page, site: str) -> None:
    """Home is drawn again at "Engine ready" and again with the examples; a battle's
    rename, which works before the engine is up, keeps what was typed and its focus."""
    new_battle(page, site, TWO, name="Old name")
    tap(page.locator("button.back"))
    held: list[Route] = []
    page.context.route("**/build.json", lambda route: held.append(route))
    page.reload()
    expect(page.locator("#engine-status")).to_have_attribute("data-state", "starting")
    tap(page.get_by_role("button", name="Rename Old name"))
    page.locator("#rename-input").fill("Typed while starting")
    for route in held:
        route.continue_()
    page.context.unroute("**/build.json")
    wait_ready(page)
    page.wait_for_timeout(1500)  # the examples' own redraw of home has come and gone
    expect(page.locator("#rename-input")).to_have_value("Typed while starting")
    expect(page.locator("#rename-input")).to_be_focused()
    tap(page.locator("[data-action=save-name]"))
    expect(page.locator(".game-open").first).to_contain_text("Typed while starting")
    # Drawn once the rename closed: with the examples that came meanwhile.
    expect(page.locator(".example-list")).to_be_visible()
