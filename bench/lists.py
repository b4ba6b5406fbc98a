"""`make bench`: army list import in CPython: a 60-selection Conquest roster (.ros, its
.rosz, as New Recruit .json) and a 60-Regiment Para Bellum export read into the
preview, and the answers put in. Then in the page (Pyodide, headless Chromium at
360x740): the first import of a .rosz from the file picker to its preview (the engine's
late part, with defusedxml, fetched by it unless the idle warm-up did already), and a
second import; and defusedxml bundled in the start-up wheels, with the late part, or
installed on first use, at the start and at the first import. Prints figures, asserts
nothing."""

from __future__ import annotations

import base64
import io
import json
import sys
import time
import zipfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "bench")]

from report import median_ms  # noqa: E402

from aftermath import bridge, lists  # noqa: E402

REGIMENT = """<selection id="r{n}" name="Regiment {n}" number="1" type="unit">
  <rules><rule id="a{n}" name="Indomitable (1)"/><rule id="b{n}" name="Shield Wall"/></rules>
  <profiles><profile id="p{n}" name="Regiment {n}" typeName="Regiment"><characteristics>
    <characteristic name="Type">Infantry</characteristic><characteristic name="W">1</characteristic>
    <characteristic name="R">2</characteristic><characteristic name="Stands">3</characteristic>
    <characteristic name="Models on Stand">4</characteristic></characteristics></profile></profiles>
  <selections><selection id="s{n}" name="Additional Stands" number="3" type="upgrade"/>
    <selection id="l{n}" name="Leader" number="1" type="upgrade"/></selections>
</selection>"""


def roster(count: int) -> str:
    body = "\n".join(REGIMENT.format(n=n) for n in range(count))
    return ('<?xml version="1.0"?><roster name="Bench" gameSystemName="Conquest: Last Argument '
            'of Kings" gameSystemRevision="5" xmlns="http://www.battlescribe.net/schema/'
            f'rosterSchema"><forces><force name="Warband" catalogueName="Hundred Kingdoms">'
            f"<selections>{body}</selections></force></forces></roster>")


def as_json(count: int) -> str:
    def sel(n: int) -> dict[str, object]:
        return {"name": f"Regiment {n}", "type": "unit", "number": 1,
                "rules": [{"name": "Indomitable (1)"}],
                "profiles": [{"name": f"Regiment {n}", "typeName": "Regiment", "characteristics": [
                    {"name": k, "$text": v} for k, v in (("Type", "Infantry"), ("W", "1"),
                                                         ("R", "2"), ("Stands", "3"),
                                                         ("Models on Stand", "4"))]}],
                "selections": [{"name": "Additional Stands", "type": "upgrade", "number": 3}]}
    return json.dumps({"roster": {"name": "Bench", "gameSystemName": "Conquest",
                                  "forces": [{"name": "Warband", "catalogueName": "HK",
                                              "selections": [sel(n) for n in range(count)]}]}})


def zipped(text: str) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("bench.ros", text)
    return out.getvalue()


def row(label: str, raw: bytes | str, filename: str) -> None:
    size = len(raw)
    ms = median_ms(lambda: lists.read(raw, filename))
    print(f"  {label:44s} {size:8,} bytes  read {ms:7.1f} ms")


def in_the_page(rosz: bytes) -> None:
    """The first and a second import in the page, from the picker to the preview."""
    import tempfile

    from playwright.sync_api import sync_playwright
    from run import CHROMIUM_ARGS, serve

    print("== List import in the page (Pyodide)")
    sent = [0]
    server, url = serve(ROOT / "dist", sent, {})
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        path = Path(tmp) / "bench.rosz"
        path.write_bytes(rosz)
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        page = browser.new_context(viewport={"width": 360, "height": 740},
                                   service_workers="block").new_page()
        page.set_default_timeout(120_000)
        page.goto(url)
        page.locator("#engine-status[data-state=ready]").wait_for()
        _open_muster(page)
        for label in ("first import", "second import"):
            fetched, ms = _time_import(page, path, sent)
            print(f"  {label:44s} {fetched:8,} bytes fetched  {ms:7.0f} ms")
            page.locator(".muster .back").click()
        browser.close()
    server.shutdown()


def _one_start(pw: Any, url: str, sent: list[int], path: Path
               ) -> tuple[int, int, int, int, float]:
    """One first visit: bytes fetched until the engine is ready, its ready time (ms, the
    page's own mark) and the worker's install stage (ms: the wheels written), then the
    first import's bytes and time from the picker."""
    from run import CHROMIUM_ARGS

    browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
    page = browser.new_context(viewport={"width": 360, "height": 740},
                               service_workers="block").new_page()
    page.set_default_timeout(120_000)
    before = sent[0]
    page.goto(url)
    page.locator("#engine-status[data-state=ready]").wait_for()
    start_bytes, ready_ms = sent[0] - before, int(page.evaluate("document.body.dataset.readyMs"))
    install = json.loads(page.evaluate("document.body.dataset.bootTimings")).get("install", 0)
    time.sleep(2)  # past the idle warm-up, as a player would be
    _open_muster(page)
    fetched, ms = _time_import(page, path, sent)
    browser.close()
    return start_bytes, ready_ms, install, fetched, ms


def _open_muster(page: Any) -> None:
    """The home screen is drawn again once the device is read: tap until Muster opens."""
    for _ in range(20):
        page.locator("[data-action=muster]").click()
        if page.locator("[data-action=open-import]").count():
            return
        time.sleep(0.5)
    raise RuntimeError("Muster's Import button never appeared")


def _time_import(page: Any, path: Path, sent: list[int]) -> tuple[int, float]:
    """One import from Muster's file picker to its preview: bytes fetched and ms."""
    page.locator("[data-action=open-import]").click()
    before = sent[0]
    start = time.perf_counter()
    page.locator("[data-action=list-file]").set_input_files(str(path))
    page.locator(".import-force").wait_for()
    return sent[0] - before, (time.perf_counter() - start) * 1000


def defusedxml_choice(rosz: bytes, runs: int = 3) -> None:
    """defusedxml in the start-up set (build.json "bundled"), with the engine's late part
    (``late`` ``with``, as built) or installed on first use: the same build each way,
    without a snapshot (a first visit), medians of ``runs``."""
    import statistics
    import tempfile

    from playwright.sync_api import sync_playwright
    from run import ordinary_copy, serve

    print("== defusedxml: bundled in the start-up wheels, with the engine's late part, or "
          "installed on first import")
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        path = Path(tmp) / "bench.rosz"
        path.write_bytes(rosz)
        for label, bundled, late in (("installed on first use", [], []),
                                     ("bundled at start", ["defusedxml"], []),
                                     ("with the late part", [], ["defusedxml"])):
            site = Path(tmp) / label.replace(" ", "-")
            ordinary_copy(ROOT / "dist", site)
            manifest = json.loads((site / "build.json").read_text())
            manifest["bundled"] = bundled
            if "late" in manifest:
                manifest["late"]["with"] = late
            (site / "build.json").write_text(json.dumps(manifest))
            sent = [0]
            server, url = serve(site, sent, {})
            rows = [_one_start(pw, url, sent, path) for _ in range(runs)]
            server.shutdown()
            med = [statistics.median(r[i] for r in rows) for i in range(5)]
            print(f"  {label:24s} start {med[0]:11,.0f} bytes {med[1]:6.0f} ms ready "
                  f"(install {med[2]:4.0f} ms)  first import {med[3]:8,.0f} bytes "
                  f"{med[4]:6.0f} ms")


def main() -> None:
    print("== List import (CPython", sys.version.split()[0], ")")
    xml = roster(60)
    row("60-selection .ros (preview)", xml.encode(), "bench.ros")
    row("60-selection .rosz", zipped(xml), "bench.rosz")
    row("60-selection New Recruit .json", as_json(60).encode(), "bench.json")
    text = "== Lord [100]\n" + "\n".join(f" * Regiment {n} (6) [120]: Leader" for n in range(60))
    row("60-Regiment Para Bellum text", text, "pasted text")
    request = json.dumps({"id": 1, "type": "lists.parse", "payload": {
        "base64": base64.b64encode(zipped(xml)).decode(), "filename": "bench.rosz"}})
    ms = median_ms(lambda: bridge.handle(request))
    print(f"  {'60-selection .rosz through the bridge':44s} {len(request):8,} chars  {ms:7.1f} ms")
    small = "== Lord [100]\n" + "\n".join(f" * Regiment {n} (6) [120]" for n in range(6))
    [force] = lists.read(small)["forces"]
    answers = {f"Regiment {n}": {"kind": "infantry", "wounds": 4, "resolve": 2}
               for n in range(6)}
    answers["0"] = {"kind": "infantry", "wounds": 4, "resolve": 2,
                    "characters": {"0": {"wounds": 5, "resolve": 3}}}
    ms = median_ms(lambda: lists.build(force, answers))
    print(f"  {'6 Regiments answered (lists.build)':44s} {'':8s}        {ms:7.1f} ms")
    in_the_page(zipped(xml))
    defusedxml_choice(zipped(xml))


if __name__ == "__main__":
    main()
