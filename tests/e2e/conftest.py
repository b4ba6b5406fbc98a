"""End-to-end harness: the built site in Debian's Chromium, served from this machine.

A session-scoped static server on port 0 serves dist/ twice: at the domain root and
under a sub-path (/play/aftermath/), to prove that every URL in the site is relative.

Service workers are off in every browser context (each would precache all of dist/,
24 MB, on its first visit): the page sees a browser without them and says offline use
is not available. The tests of offline use and updates opt in with
``@pytest.mark.service_workers``; it applies to every context the test opens, through
the ``page`` fixture, ``phone()`` or ``browser.new_context()``.
"""

from __future__ import annotations

import fcntl
import functools
import http.server
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Dialog, Page, expect

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
CHROMIUM = "/usr/bin/chromium"
SUB_PATH = "/play/aftermath/"

sys.path.insert(0, str(ROOT / "scripts"))
from serve import Handler  # noqa: E402

from .device import device_forgets_the_open_battle  # noqa: E402

expect.set_options(timeout=60_000)


class QuietHandler(Handler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


def serve_directory(directory: Path, handler_class: type[QuietHandler] = QuietHandler
                    ) -> tuple[http.server.ThreadingHTTPServer, str]:
    """``directory`` served on a port of its own by ``handler_class``: (server, URL)."""
    handler = functools.partial(handler_class, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


@pytest.fixture(scope="session")
def dist() -> Path:
    """The built site, built here if it is missing: once, however many pytest-xdist
    workers ask at the same time (`make test` builds it before)."""
    with (ROOT / ".dist-build.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (DIST / "build.json").exists():
            subprocess.run([sys.executable, str(ROOT / "scripts" / "build_site.py")], check=True)
    return DIST


@pytest.fixture(scope="session")
def site(dist: Path) -> Iterator[str]:
    server, url = serve_directory(dist)
    yield url + "/"
    server.shutdown()


@pytest.fixture(scope="session")
def sub_site(dist: Path) -> Iterator[str]:
    holder = Path(tempfile.mkdtemp(prefix="aftermath-sub-"))
    target = holder / SUB_PATH.strip("/")
    target.parent.mkdir(parents=True)
    target.symlink_to(dist, target_is_directory=True)
    server, url = serve_directory(holder)
    yield url + SUB_PATH
    server.shutdown()
    shutil.rmtree(holder)


def _site_without(dist: Path, pattern: str) -> Iterator[str]:
    holder = Path(tempfile.mkdtemp(prefix="aftermath-broken-"))
    copy = holder / "site"
    shutil.copytree(dist, copy)
    for wheel in (copy / "wheels").glob(pattern):
        wheel.unlink()
    server, url = serve_directory(copy)
    yield url + "/"
    server.shutdown()
    shutil.rmtree(holder)


@pytest.fixture(scope="session")
def broken_site(dist: Path) -> Iterator[str]:
    """A copy of the site with the aftermath wheel missing: the boot must fail visibly."""
    yield from _site_without(dist, "aftermath-*.whl")


class WrongWasmType(QuietHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **QuietHandler.extensions_map, ".wasm": "application/octet-stream"}


@pytest.fixture(scope="session")
def wrong_mime_site(dist: Path) -> Iterator[str]:
    """The site from a server that sends the wasm with the wrong MIME type."""
    server, url = serve_directory(dist, WrongWasmType)
    yield url + "/"
    server.shutdown()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"{CHROMIUM} is missing: `make test` installs Debian's chromium package")
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": [
            "--no-sandbox", "--disable-gpu", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--no-first-run",
            "--disable-quic", "--disable-default-apps", "--no-default-browser-check",
            # The page speaks the phone's language when Aftermath has it: the browser's
            # own is English whatever the machine's locale, as the tests read English.
            "--lang=en-US",
            # Every browser context compiles Pyodide's 9.6 MB of WebAssembly afresh, and
            # V8's optimising tier for it costs more than the engine's short requests
            # win back: on two cores, the baseline compiler alone runs the e2e suite in
            # about three quarters of the time. Both tiers run the same code; the
            # benchmarks (bench/run.py) keep the browser's defaults.
            "--js-flags=--liftoff-only",
        ],
    }


# Playwright's "block" makes register() resolve to nothing, which no browser does; a
# browser without service workers has no navigator.serviceWorker, and the page has a
# path for that.
NO_SERVICE_WORKERS = "delete Navigator.prototype.serviceWorker;"


# With E2E_BOOTS=<file>, each engine worker started is counted against the module of
# the test that started it, and the counts are appended to <file> at the end (what a
# module costs is mostly its engine boots).
BOOTS_FILE = os.environ.get("E2E_BOOTS")
BOOTS: dict[str, int] = {}


def _count_boots(context: BrowserContext) -> None:
    def on_page(page: Page) -> None:
        page.on("worker", lambda worker: _boot(worker.url))

    context.on("page", on_page)


def _boot(url: str) -> None:
    if url.endswith("engine-worker.js"):
        BOOTS[_Contexts.module] = BOOTS.get(_Contexts.module, 0) + 1


class _Contexts:
    """The session's browser, whose new contexts have service workers off unless the
    running test is marked ``service_workers`` (``allow``, set for each test)."""

    allow = False
    module = ""

    def __init__(self, browser: Browser) -> None:
        self._browser = browser

    def new_context(self, **options: Any) -> BrowserContext:
        if _Contexts.allow:
            context = self._browser.new_context(**options)
        else:
            context = self._browser.new_context(**{"service_workers": "block", **options})
            context.add_init_script(NO_SERVICE_WORKERS)
        if BOOTS_FILE:
            _count_boots(context)
        return context

    def __getattr__(self, name: str) -> Any:
        return getattr(self._browser, name)


@pytest.fixture(scope="session")
def browser(browser: Browser) -> Browser:
    return _Contexts(browser)  # type: ignore[return-value]


@pytest.fixture(autouse=True)
def _service_workers(request: pytest.FixtureRequest) -> Iterator[None]:
    _Contexts.allow = request.node.get_closest_marker("service_workers") is not None
    _Contexts.module = request.node.path.name
    yield
    _Contexts.allow = False


@pytest.hookimpl(trylast=True)  # after pytest-playwright's own order, by browser
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The browser's files first, those of the most tests first, then the unit files
    the same way: ``make test`` gives each of its two workers whole files, the next
    one whenever it is free (``--dist loadfile --no-loadscope-reorder``), so the long
    files start early and the short unit files fill the end, and neither worker is left
    alone with a long browser file after the other has run out of work."""
    here = Path(__file__).parent
    counts = Counter(item.path for item in items)
    items.sort(key=lambda item: (here not in item.path.parents, -counts[item.path],
                                 str(item.path)))


def pytest_sessionfinish(session: pytest.Session) -> None:
    if BOOTS_FILE and BOOTS:
        with open(BOOTS_FILE, "a") as out:
            for module, count in sorted(BOOTS.items()):
                out.write(f"{module} {count}\n")


@pytest.fixture
def errors(page: Page) -> Iterator[list[str]]:
    """Page errors and console errors; a test that expects none asserts it is empty."""
    found: list[str] = []

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error":
            found.append(f"console: {message.text}")

    def on_error(exc: Exception) -> None:
        found.append(f"pageerror: {exc}")

    def on_dialog(dialog: Dialog) -> None:
        found.append(f"dialog: {dialog.message}")
        dialog.dismiss()

    page.on("pageerror", on_error)
    page.on("console", on_console)
    page.on("dialog", on_dialog)
    yield found
    # A page shared by a module's tests (module_page) hears only the test it is in.
    page.remove_listener("pageerror", on_error)
    page.remove_listener("console", on_console)
    page.remove_listener("dialog", on_dialog)


@pytest.fixture(scope="module")
def module_page(browser: Browser) -> Iterator[Page]:
    """One page for the tests of a module that each open a battle of their own (from its
    link: the engine stays up) and leave nothing else behind (no init scripts, no
    patched browser APIs, no look at the battle list): the engine boots once for them.
    A module opts in by overriding ``page`` with it; a test of it that needs a page of
    its own asks for ``context`` and makes one."""
    context = browser.new_context()
    page = context.new_page()
    yield page
    context.close()


HOME = "async () => (await import('./app.js')).showHome()"


def back_to_the_list(page: Page) -> Page:
    """The page back on the battle list with no battle open (the app's own Back), so a
    test that loads the site starts where a fresh page does."""
    if page.url.startswith("http"):
        page.evaluate(HOME)
        device_forgets_the_open_battle(page)
    return page


@pytest.fixture
def shared_page(module_page: Page) -> Page:
    """The module's page (module_page), back on the battle list."""
    return back_to_the_list(module_page)


@pytest.fixture(scope="module")
def module_phone(browser: Browser) -> Iterator[Page]:
    """module_page on a phone (phone.py): one booted phone page for the tests of a
    module that each open battles of their own from links or the app's own screens, and
    leave nothing else behind (no init scripts, no patched browser APIs, no reloads)."""
    from .phone import phone

    with phone(browser) as page:
        yield page


@pytest.fixture
def shared_phone(module_phone: Page) -> Page:
    """The module's phone page, back on the battle list."""
    return back_to_the_list(module_phone)


@contextmanager
def start_home(page: Page) -> Iterator[Page]:
    """``with start_home(shared_phone) as page:`` where a test had its own phone page:
    the shared page, back on the battle list first."""
    yield back_to_the_list(page)


def at_home(page: Page, site: str) -> None:
    """The battle list of ``site`` on screen: loaded, or, on a page that has the site's
    engine up already (a shared page), through the app's own Back, without a reload."""
    if page.url.startswith(site) and engine_ready(page):
        back_to_the_list(page)
        expect(page.locator("[data-action=muster]")).to_be_visible()
        return
    page.goto(site)
    wait_ready(page)


def engine_ready(page: Page) -> bool:
    return page.locator("#engine-status").get_attribute("data-state") == "ready"


def wait_ready(page: Page) -> None:
    # The state, not the words: the top bar says it in the page's language.
    expect(page.locator("#engine-status")).to_have_attribute("data-state", "ready", timeout=90_000)


def laid_out(page: Page) -> None:
    """Two animation frames have run: what the last change set off (resize observers,
    layout, scroll anchoring) is done, so a check that nothing moved can be made now."""
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => "
                  "requestAnimationFrame(done)))")


def engine_start(page: Page) -> str | None:
    """How the engine started: "snapshot" or "ordinary" (set when the engine is ready)."""
    return page.locator("body").get_attribute("data-engine-start")


def reload_offline(page: Page) -> None:
    """Reload with the network off. Debian's Chromium 156 keeps blocking the network
    after a reload under Playwright's offline emulation but reports
    ``navigator.onLine`` as true in the new document, so the emulation is set again
    and the page hears the ``offline`` event a real phone would have given it."""
    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    page.context.set_offline(False)
    page.context.set_offline(True)
