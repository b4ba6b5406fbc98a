"""The engine's wheel in two parts: what a start needs, and what comes after "ready".

Run by scripts/pyodide_build.mjs inside the pinned Pyodide (its bytecode is the
browser's), tested in CPython (tests/unit/test_engine_parts.py).

- The **start part** (the wheel build.json names ``aftermath``): bytecode only for each
  module a start imports or a rule system's first use does (``aftermath/x.pyc`` in
  place of ``x.py``, as ``compileall -b`` lays it out; asserts and docstrings kept),
  every other module as source plus ``__pycache__`` bytecode, and the dist-info.
- The **late part** (``late``): the sources of the start's modules (tracebacks read
  them) and every module only the lazy requests import (``aftermath.bridge.core.LAZY``
  and each system's ``lazy``: odds, reports, list import), source and bytecode.

A first visit downloads the start part before "engine ready" and the late part once
idle (or on the first request that needs it). Bytecode without its source is most of the
saving: the sources follow when nothing waits for them.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pathlib is not imported here: see write_parts
    from pathlib import Path

# A fixed date: the same sources give the same bytes, build after build.
DATE = (2020, 1, 1, 0, 0, 0)


def _ours() -> set[str]:
    return {name for name in sys.modules if name.split(".")[0] == "aftermath"}


def engine_modules(imports: Iterable[str]) -> tuple[list[str], list[str], list[str]]:
    """In a fresh Python: the engine's modules that importing ``imports`` (what a start
    imports) and then every adapter left for its first use (``core.load_adapters``: each
    rule system's and the shared ones of later screens; the snapshot holds them) loads,
    those the idle warm-up loads on top
    (``aftermath.bridge.core.warm``: what only the lazy requests import), and the
    prefixes of the requests that import them (``core.LAZY``; each system's odds
    requests are named under ``odds.``)."""
    for module in imports:
        importlib.import_module(module)
    core = importlib.import_module("aftermath.bridge.core")
    core.load_adapters()
    start = _ours()
    core.warm()
    return sorted(start), sorted(_ours() - start), sorted(core.LAZY)


def module_of(name: str) -> str | None:
    """The module a wheel file belongs to (``aftermath/x/__pycache__/y.cpython-314.pyc``
    -> ``aftermath.x.y``), None for a file that is no module (the dist-info, py.typed)."""
    if name.endswith(".pyc"):
        folder, _, file = name.rpartition("/")
        if folder.endswith("__pycache__"):
            folder = folder[: -len("__pycache__")].rstrip("/")
        stem = file.split(".")[0]
    elif name.endswith(".py"):
        folder, _, file = name.rpartition("/")
        stem = file[:-3]
    else:
        return None
    parts = [p for p in folder.split("/") if p]
    if stem != "__init__":
        parts.append(stem)
    return ".".join(parts)


def is_late(module: str, late: set[str]) -> bool:
    """A late module, or one inside a late package: Python imports a package before
    any module in it, so nothing reaches those before the late part is in."""
    return any(module == m or module.startswith(m + ".") for m in late)


def split(files: Iterable[str], start: set[str], late: set[str]
          ) -> tuple[list[str], list[str], list[str]]:
    """The wheel's files as (sources of start modules, files of the start part kept as
    they are, files of the late part). A module a start imports is never late; a module
    neither imported at start nor known to be late (a handler's own import) stays in the
    start part as it was, so no request can miss it."""
    compiled, keep, later = [], [], []
    for name in files:
        module = module_of(name)
        if module in start:
            if name.endswith(".py"):
                compiled.append(name)
            # Its __pycache__ bytecode is replaced by the sourceless one.
        elif module is not None and is_late(module, late):
            later.append(name)
        else:
            keep.append(name)
    return compiled, keep, later


def sourceless(source: str) -> str:
    """Where the sourceless bytecode of ``aftermath/x.py`` goes: ``aftermath/x.pyc``."""
    return source[:-3] + ".pyc"


def _record_row(name: str, body: bytes) -> str:
    import base64
    import hashlib

    sha = base64.urlsafe_b64encode(hashlib.sha256(body).digest()).rstrip(b"=").decode()
    return f"{name},sha256={sha},{len(body)}"


def write_parts(tree: Path, order: list[str], start: set[str], late: set[str],
                site_packages: str, start_path: Path, late_path: Path) -> dict[str, int]:
    """Write the two zips from ``tree`` (the unpacked wheel, bytecode beside the sources,
    its files in ``order``). The sourceless bytecode names its source where the worker
    puts it (``site_packages``), so a traceback reads the source once the late part is
    in. The RECORD lists both parts' files: the installed package, once whole."""
    # Imported here: the build lists the standard modules a start uses by running
    # engine_modules() in a Python that has imported this module.
    import py_compile
    import zipfile

    record = next(n for n in order if n.endswith(".dist-info/RECORD"))
    names = [n for n in order if n != record and not n.endswith("/")]
    names += sorted(p.relative_to(tree).as_posix() for p in tree.rglob("*.pyc"))
    compiled, keep, later = split(names, start, late)
    bodies: dict[str, bytes] = {}
    scratch = tree.parent / f"{tree.name}.sourceless"
    for source in compiled:
        target = scratch / sourceless(source)
        target.parent.mkdir(parents=True, exist_ok=True)
        py_compile.compile(str(tree / source), cfile=str(target),
                           dfile=f"{site_packages}/{source}", doraise=True,
                           invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
        bodies[sourceless(source)] = target.read_bytes()
    for name in keep + later + compiled:
        body = (tree / name).read_bytes()
        if name.endswith(".dist-info/METADATA"):
            # The headers only: the description is the README (a first visit's 24 KB
            # that nothing in the browser reads); pip gets the source wheel, whole.
            body = body.split(b"\n\n", 1)[0] + b"\n"
        bodies[name] = body
    start_files = keep + [sourceless(s) for s in compiled]
    late_files = later + compiled
    rows = [_record_row(n, bodies[n]) for n in start_files + late_files] + [f"{record},,"]
    with zipfile.ZipFile(start_path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for name in start_files:
            out.writestr(zipfile.ZipInfo(name, DATE), bodies[name], zipfile.ZIP_DEFLATED, 9)
        out.writestr(zipfile.ZipInfo(record, DATE), "\n".join(rows) + "\n",
                     zipfile.ZIP_DEFLATED, 9)
    with zipfile.ZipFile(late_path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for name in late_files:
            out.writestr(zipfile.ZipInfo(name, DATE), bodies[name], zipfile.ZIP_DEFLATED, 9)
    return {"start_files": len(start_files), "late_files": len(late_files),
            "sourceless": len(compiled)}
