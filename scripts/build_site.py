"""Assemble dist/: the web files, Pyodide's boot files, micropip and our fresh wheel.

Every URL in the site is relative, so the folder works at a domain root, under a
sub-path and offline. ``dist/build.json`` tells the worker which wheels to install.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYODIDE = ROOT / "node_modules" / "pyodide"
CACHE = ROOT / "build" / "cache"
# The boot set: everything else in the npm package (pyodide.js, maps, consoles,
# typings) is not needed at run time.
PYODIDE_FILES = (
    "pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
    "pyodide-lock.json",
)
# Pinned to the version Pyodide's own lock file names; the PyPI wheel's hash differs
# from the lock's, so the worker loads it by URL, never by name.
MICROPIP = "micropip==0.11.1"


def run(*cmd: str) -> None:
    subprocess.run(cmd, check=True, cwd=ROOT)


def build_wheel(out: Path) -> Path:
    with tempfile.TemporaryDirectory() as tmp:
        run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
            "--no-build-isolation", "--wheel-dir", tmp, str(ROOT))
        wheels = list(Path(tmp).glob("aftermath-*-py3-none-any.whl"))
        if len(wheels) != 1:
            raise SystemExit(f"expected one aftermath wheel, found {wheels}")
        target = out / wheels[0].name
        shutil.copy2(wheels[0], target)
    # pip wheel leaves setuptools' scratch folders beside the sources.
    for scratch in (ROOT / "build" / "lib", ROOT / "build" / "bdist.linux-x86_64"):
        shutil.rmtree(scratch, ignore_errors=True)
    for info in (ROOT / "py").glob("*.egg-info"):
        shutil.rmtree(info, ignore_errors=True)
    return target


def fetch_wheel(requirement: str) -> Path:
    name, wanted = requirement.split("==")
    CACHE.mkdir(parents=True, exist_ok=True)
    pattern = f"{name}-{wanted}-py3-none-any.whl"
    found = sorted(CACHE.glob(pattern))
    if not found:
        # Plain `pip download` on CPython 3.11 refuses wheels for Pyodide's 3.14.
        run(sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
            "--only-binary=:all:", "--python-version", "3.14", "--dest", str(CACHE),
            requirement)
        found = sorted(CACHE.glob(pattern))
    if not found:
        raise SystemExit(f"could not fetch {requirement}")
    return found[0]


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    out: Path = args.out
    missing = [f for f in PYODIDE_FILES if not (PYODIDE / f).exists()]
    if missing:
        raise SystemExit(f"node_modules/pyodide lacks {missing}: run `npm ci` first")

    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(ROOT / "web", out)
    (out / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE / name, out / "pyodide" / name)
    wheels = out / "wheels"
    wheels.mkdir()
    ours = build_wheel(wheels)
    micropip = shutil.copy2(fetch_wheel(MICROPIP), wheels)

    version = json.loads((PYODIDE / "package.json").read_text())["version"]
    build = {
        "aftermath": ours.name.split("-")[1],
        "pyodide": version,
        "wheels": {
            "micropip": f"wheels/{Path(micropip).name}",
            "aftermath": f"wheels/{ours.name}",
        },
    }
    (out / "build.json").write_text(json.dumps(build, indent=2) + "\n")
    files = sorted(p for p in out.rglob("*") if p.is_file())
    size = sum(p.stat().st_size for p in files)
    print(f"built {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}: "
          f"{len(files)} files, {size / 1e6:.1f} MB, wheel {ours.name}")


if __name__ == "__main__":
    main()
