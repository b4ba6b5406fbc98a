"""The start from a memory snapshot uses private Pyodide options (leading underscore):
pin them to the Pyodide version they were tried with, so an upgrade stops here first."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PYODIDE = ROOT / "node_modules" / "pyodide"


def worker_text() -> str:
    """The engine worker and the modules it imports (web/worker/)."""
    paths = [ROOT / "web" / "engine-worker.js", *sorted((ROOT / "web" / "worker").glob("*.js"))]
    return "".join(p.read_text() for p in paths)


def test_pyodide_is_pinned_exactly() -> None:
    wanted = json.loads((ROOT / "package.json").read_text())["dependencies"]["pyodide"]
    assert wanted == "314.0.7", "snapshots are tied to this Pyodide: re-test them on upgrade"
    assert json.loads((PYODIDE / "package.json").read_text())["version"] == wanted


def test_the_snapshot_options_exist_in_the_pinned_pyodide() -> None:
    typings = (PYODIDE / "pyodide.d.ts").read_text()
    assert "_makeSnapshot?: boolean;" in typings
    assert re.search(r"_loadSnapshot\?: Uint8Array \| ArrayBuffer \| PromiseLike", typings)
    assert "static makeMemorySnapshot(" in typings
    loader = (PYODIDE / "pyodide.mjs").read_text()
    assert "_loadSnapshot" in loader and "restoreSnapshot" in loader


def test_unpack_archive_takes_a_wheel_and_an_extract_dir_in_the_pinned_pyodide() -> None:
    typings = (PYODIDE / "pyodide.d.ts").read_text()
    assert re.search(r"static unpackArchive\(buffer: TypedArray \| ArrayBuffer, format: string, "
                     r"options\?: \{\s*extractDir\?: string;\s*\}\): void;", typings)
    assert "``'zip'``, and ``'wheel'``" in typings


def test_the_worker_and_the_build_use_exactly_those_options() -> None:
    worker = worker_text()
    assert "_loadSnapshot: snapshot" in worker
    assert "DecompressionStream(\"gzip\")" in worker
    # The wheel's bytes, fetched while Python starts, are read there meanwhile; if they
    # cannot be, Pyodide unpacks them itself.
    assert 'DecompressionStream("deflate-raw")' in worker
    assert ('pyodide.unpackArchive(bytes, wheel ? "wheel" : "zip", { extractDir: sitePackages })'
            in worker)
    maker = (ROOT / "scripts" / "pyodide_build.mjs").read_text()
    assert "_makeSnapshot: true" in maker and "makeMemorySnapshot()" in maker


def test_the_standard_library_option_exists_in_the_pinned_pyodide() -> None:
    """The ordinary start loads the build's standard library (with bytecode) through
    loadPyodide's stdLibURL, and the library is mounted where the build compiled it for
    (each code object names its source there)."""
    typings = (PYODIDE / "pyodide.d.ts").read_text()
    assert "stdLibURL?: string;" in typings
    worker = worker_text()
    assert "stdLibURL: await stdlib" in worker
    loader = (PYODIDE / "pyodide.mjs").read_text() + (PYODIDE / "pyodide.asm.mjs").read_text()
    assert "python_stdlib.zip" in loader and "stdLibURL" in loader
