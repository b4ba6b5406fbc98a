"""Assemble dist/: the web files, Pyodide's boot files, micropip and our fresh wheel.

Every URL in the site is relative, so the folder works at a domain root, under a
sub-path and offline. ``dist/build.json`` tells the worker which wheels to install.
The site's wheel carries bytecode compiled by the pinned Pyodide's own Python, and a
memory snapshot of that Pyodide with the engine imported lets a repeat start skip
Python's start-up (scripts/pyodide_build.mjs makes both, in Node).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path
from typing import Any

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
# The QR code of a share link. Its files are written with the engine's late part too,
# and the warm-up imports it, so the first Share draws its code with nothing to install
# (by micropip it took seconds on a phone, after the tap).
SEGNO = "segno==1.6.6"
# Army list import reads XML with it (no DTD, no entities). Its files are written with
# the engine's late part ("late" "with"), in idle time after "ready" or on the first
# list request, never installed by micropip: make bench (bench/lists.py) measured 141 KB
# (micropip and the wheel) and seconds on a first import that installs it.
DEFUSEDXML = "defusedxml==0.7.1"
BUNDLED: list[str] = []
WITH_LATE = ["defusedxml", "segno"]
THEME = "#2b3a55"
# What the snapshot imports: exactly what the ordinary start imports before "engine
# ready", and then every rule system's adapter (the ordinary start imports each on its
# first use; scripts/pyodide_build.mjs), so both starts run the same lazy-import path
# for the rest (the odds tables come later, from the wheel's files: the late import the
# snapshot start must survive).
SNAPSHOT_IMPORTS = ("aftermath.bridge",)
# Pyodide's standard library with bytecode for the modules an ordinary start imports
# (Pyodide's own python_stdlib.zip, which the snapshot start and a bare Pyodide use,
# has source only). Loaded as loadPyodide's stdLibURL.
STDLIB = "pyodide/python_stdlib.bytecode.zip"
SNAPSHOT_DIR = "snapshot"
# Pyodide's lock file with no packages: the engine loads its few wheels by URL, never by
# name, so the 119 KB list of Pyodide's packages is not worth a first visit's download.
LOCK = "pyodide/pyodide-lock.engine.json"
# The IndexedDB wrapper the page imports as ./vendor/idb/index.js (pinned in package.json).
IDB = ROOT / "node_modules" / "idb"
# Two phones over the internet (pinned in package.json): bundled alone into
# vendor/trystero/, fetched only when a player picks that way.
TRYSTERO = ROOT / "node_modules" / "trystero"
# The QR code reader for browsers with no BarcodeDetector (pinned in package.json): a
# classic script the camera sheet loads on its first scan, never at start.
JSQR = ROOT / "node_modules" / "jsqr"
JSQR_FILE = "vendor/jsqr/jsQR.js"
# The page's words (pinned in package.json): its one ES module build is bundled with the
# page (web/ imports it as ./vendor/fluent/bundle.js); the package ships no licence file.
FLUENT = ROOT / "node_modules" / "@fluent" / "bundle"
# English's catalogue is bundled into the page; the other languages' are files of their
# own in dist/i18n/, fetched when chosen. The glossaries are for translators, not served.
NOT_SERVED = ("*.js", "en.ftl", "glossary")
# Modules only a later screen needs: the build stops if the first screen's start files
# hold one of them (check_start). Each is imported with import() where it is used.
LATER = ("views/report.js", "views/report_charts.js",
         # Each system's screens and forms, loaded on the first battle or form.
         "systems/conquest/conquest.js", "systems/conquest/setup.js",
         "systems/ninth_age/ninth_age.js", "systems/ninth_age/ninth_age_setup.js",
         "systems/campaign/campaign.js", "systems/campaign/campaign_setup.js",
         "systems/campaign/roster.js")
# The classic script that starts the engine worker before any module (not bundled).
EARLY = "engine-early.js"
# web/index.html's placeholder for the start's module preloads (bundle()).
PRELOAD = '<link rel="modulepreload" href="./engine.js">'


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
    # Pure-Python wheels only ("py3" or "py2.py3").
    pattern = f"{name}-{wanted}-py*-none-any.whl"
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


def late_name(wheel: str) -> str:
    """The late part beside the start part: ``aftermath-0.1.0-late.zip``."""
    return "-".join(wheel.split("-")[:2]) + "-late.zip"


def pyodide_build(source: Path, wheels: Path, out: Path
                  ) -> tuple[Path, dict[str, object], dict[str, object], dict[str, object]]:
    """The bytecode wheel (the start part, same name as the source wheel, in ``wheels``)
    and the late part beside it (scripts/engine_parts.py), the memory snapshot made from
    the start part, named after its content so another build's is never used, and the
    ordinary start's standard library with bytecode (STDLIB, beside Pyodide's)."""
    with tempfile.TemporaryDirectory() as tmp:
        compiled = Path(tmp) / source.name
        late = wheels / late_name(source.name)
        packed = Path(tmp) / "engine.snap"
        result = subprocess.run(
            ["node", str(ROOT / "scripts" / "pyodide_build.mjs"), str(PYODIDE), str(source),
             str(compiled), str(late), str(packed), str(out / STDLIB), *SNAPSHOT_IMPORTS],
            check=False, cwd=ROOT, capture_output=True, text=True)
        if result.returncode != 0:
            raise SystemExit(f"scripts/pyodide_build.mjs failed:\n{result.stderr[-4000:]}")
        # Its id: the bytecode wheel's hash and Pyodide's version.
        facts = json.loads(result.stdout.strip().splitlines()[-1])
        snapshot_id = str(facts["id"])
        shutil.copy2(compiled, wheels / source.name)
        folder = out / SNAPSHOT_DIR
        folder.mkdir(exist_ok=True)
        # Not ".gz": a host that labels .gz as Content-Encoding would unpack it in transit.
        target = folder / f"engine-{snapshot_id[:16]}.snap"
        shutil.copy2(packed, target)
    return target, {"id": snapshot_id, "magic": facts["magic"], "raw": facts["snapshot_raw"],
                    "size": facts["snapshot_gzip"]}, {
        "file": STDLIB, "modules": facts["stdlib_modules"], "magic": facts["magic"]}, {
        "file": late.relative_to(out).as_posix(), "requests": facts["lazy"],
        "modules": facts["late_modules"], "sourceless": facts["sourceless"]}


def pyodide_version() -> str:
    return str(json.loads((PYODIDE / "package.json").read_text())["version"])


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def write_service_worker(out: Path) -> None:
    """sw.js precaches every file, under a cache name made from all their hashes."""
    files = sorted(p for p in out.rglob("*") if p.is_file() and p.name != "sw.js")
    total = hashlib.sha256()
    for path in files:
        rel = path.relative_to(out).as_posix()
        total.update(f"{rel}\0{digest(path)}\n".encode())
    urls = ["./", *(f"./{p.relative_to(out).as_posix()}" for p in files)]
    template = (ROOT / "scripts" / "sw.template.js").read_text()
    script = template.replace("__HASH__", total.hexdigest()[:16]).replace(
        "__FILES__", json.dumps(urls, indent=2))
    (out / "sw.js").write_text(script)


def copy_idb(out: Path) -> None:
    """idb's licence beside the site: its one ES module (node_modules/idb, imported in
    web/ as ./vendor/idb/index.js) is bundled with the page's modules."""
    if not (IDB / "build" / "index.js").exists():
        raise SystemExit("node_modules/idb is missing: run `npm ci` first")
    target = out / "vendor" / "idb"
    target.mkdir(parents=True)
    shutil.copy2(IDB / "LICENSE", target / "LICENSE")
    if not (TRYSTERO / "dist" / "index.mjs").exists():
        raise SystemExit("node_modules/trystero is missing: run `npm ci` first")
    (out / "vendor" / "trystero").mkdir(parents=True)
    shutil.copy2(TRYSTERO / "LICENSE", out / "vendor" / "trystero" / "LICENSE")


def copy_fluent(out: Path) -> None:
    """@fluent/bundle's licence named beside the site (the package carries none)."""
    if not (FLUENT / "esm" / "index.js").exists():
        raise SystemExit("node_modules/@fluent/bundle is missing: run `npm ci` first")
    manifest = json.loads((FLUENT / "package.json").read_text())
    target = out / "vendor" / "fluent"
    target.mkdir(parents=True)
    (target / "LICENSE").write_text(
        f"{manifest['name']} {manifest['version']}: {manifest['license']} licence, "
        f"{manifest['repository']['url']} (LICENSE in that repository)\n")


def copy_jsqr(out: Path) -> None:
    """jsQR as dist/vendor/jsqr/jsQR.js, with its licence (web/views/scan.js loads it)."""
    script = JSQR / "dist" / "jsQR.js"
    if not script.exists():
        raise SystemExit("node_modules/jsqr is missing: run `npm ci` first")
    target = (out / JSQR_FILE).parent
    target.mkdir(parents=True)
    shutil.copy2(script, out / JSQR_FILE)
    shutil.copy2(JSQR / "LICENSE", target / "LICENSE")


def start_files(page: dict[str, dict[str, Any]], entries: list[str]) -> list[str]:
    """The files loading ``entries`` fetches: they and every file they import statically."""
    found: list[str] = []
    todo = list(entries)
    while todo:
        name = todo.pop(0)
        if name not in found:
            found.append(name)
            todo.extend(page[name]["imports"])
    return found


def check_start(page: dict[str, dict[str, Any]], start: list[str]) -> None:
    """The build stops if the first screen's start would load a module only a later
    screen needs (LATER), or if one of them is no longer its own file (a module import
    stays static somewhere, and the bundler folds it into a start file)."""
    loaded = {m for name in start for m in page[name]["modules"]}
    early = sorted(set(LATER) & loaded)
    if early:
        raise SystemExit(f"the first screen's start would load {early}, which only a later "
                         "screen needs: import them with import() where they are used")
    missing = sorted(set(LATER) - {m for f in page.values() for m in f["modules"]})
    if missing:
        raise SystemExit(f"LATER names modules the page does not have: {missing}")


def bundle(out: Path) -> dict[str, object]:
    """The page's and the worker's modules bundled and minified into ``out``
    (scripts/bundle.mjs, esbuild pinned in package.json), index.html's module preloads
    written for the start's files, and what the build checked, for build.json."""
    result = subprocess.run(
        ["node", str(ROOT / "scripts" / "bundle.mjs"), str(ROOT / "web"),
         str(IDB / "build" / "index.js"), str(out), str(TRYSTERO / "dist" / "index.mjs"),
         str(FLUENT / "esm" / "index.js")],
        check=False, cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"scripts/bundle.mjs failed:\n{result.stderr[-4000:]}")
    facts = json.loads(result.stdout.strip().splitlines()[-1])
    page: dict[str, dict[str, Any]] = facts["page"]
    start = start_files(page, facts["entries"])
    check_start(page, start)
    # Trystero's bundle is fetched later too, by URL, when a player picks the internet;
    # jsQR (copied as it is, a classic script) on the first scan with the camera.
    later = sorted((set(page) - set(start)) | set(facts["vendor"]) | {JSQR_FILE})
    # Every start file is asked for at once, beside boot.js and app.js, not found one
    # import after another (boot.js's own first: they start the engine worker).
    boot_first = start_files(page, ["boot.js"])
    preloads = [f for f in boot_first + start if f not in facts["entries"]]
    html = out / "index.html"
    text = html.read_text()
    if PRELOAD not in text:
        raise SystemExit(f"web/index.html lacks {PRELOAD!r}, where the start's preloads go")
    links = "\n  ".join(f'<link rel="modulepreload" href="./{f}">'
                        for f in dict.fromkeys(preloads))
    html.write_text(text.replace(PRELOAD, links))
    # The page's one classic script, no module: it starts the engine worker first.
    shutil.copy2(ROOT / "web" / EARLY, out / EARLY)
    return {"start": [EARLY, *start], "later": later, "worker": sorted(facts["worker"]),
            "vendor": facts["vendor"],
            "start_modules": sorted({m for f in start for m in page[f]["modules"]}),
            "start_bytes": sum(page[f]["bytes"] for f in start)}


def write_manifest(out: Path) -> None:
    manifest = {
        "name": "Aftermath: casualties and morale",
        "short_name": "Aftermath",
        "description": "Casualties and morale for regiment wargames, settled by the rules.",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "orientation": "portrait",
        "background_color": "#f5f3ee",
        "theme_color": THEME,
        "icons": [
            {"src": "icons/icon-192.png", "sizes": "192x192", "type": "image/png",
             "purpose": "any"},
            {"src": "icons/icon-512.png", "sizes": "512x512", "type": "image/png",
             "purpose": "any"},
            {"src": "icons/maskable-512.png", "sizes": "512x512", "type": "image/png",
             "purpose": "maskable"},
        ],
        # Army list files open with the installed app ("Open with"), and a phone's share
        # sheet offers it for them: both land in Muster's import preview.
        "file_handlers": [{
            "action": "./?import=file",
            "accept": {"application/octet-stream": [".ros", ".rosz"],
                       "application/zip": [".rosz"], "application/json": [".json"],
                       "text/xml": [".ros"]},
        }],
        "launch_handler": {"client_mode": "focus-existing"},
        "share_target": {
            "action": "./share-target", "method": "POST", "enctype": "multipart/form-data",
            "params": {"title": "title", "text": "text", "files": [{
                "name": "list",
                "accept": [".ros", ".rosz", ".json", ".txt", "application/zip",
                           "application/json", "application/octet-stream", "text/plain",
                           "text/xml"]}]},
        },
    }
    (out / "manifest.webmanifest").write_text(json.dumps(manifest, indent=2) + "\n")


def write_icons(folder: Path) -> None:
    folder.mkdir(exist_ok=True)
    (folder / "icon-192.png").write_bytes(icon_png(192, inset=0.0))
    (folder / "icon-512.png").write_bytes(icon_png(512, inset=0.0))
    # Maskable: the drawing stays inside the central 80 % safe zone.
    (folder / "maskable-512.png").write_bytes(icon_png(512, inset=0.1))


def in_frame(px: int, py: int, box: tuple[float, float, float, float], width: float) -> bool:
    x0, y0, x1, y1 = box
    inside = x0 <= px < x1 and y0 <= py < y1
    return inside and (px - x0 < width or x1 - px <= width or py - y0 < width
                       or y1 - py <= width)


def icon_png(size: int, inset: float) -> bytes:
    """The app icon (a formation of five Stands and a lost one) as a PNG, from scratch."""
    bg, fg, gold = (0x2B, 0x3A, 0x55), (0xF5, 0xF3, 0xEE), (0xF2, 0xB8, 0x4B)
    pad = size * inset
    unit = (size - 2 * pad) / 64

    def box(x: float, y: float, w: float, h: float) -> tuple[float, float, float, float]:
        return (pad + x * unit, pad + y * unit, pad + (x + w) * unit, pad + (y + h) * unit)

    stands = [box(x, y, 13, 10) for y in (14, 27) for x in (10, 25.5, 41)][:5]
    lost = box(41, 27, 13, 10)
    cx, cy, r = pad + 32 * unit, pad + 50 * unit, 5 * unit
    rows = []
    for py in range(size):
        row = bytearray([0])
        for px in range(size):
            colour = bg
            if any(x0 <= px < x1 and y0 <= py < y1 for x0, y0, x1, y1 in stands):
                colour = fg
            elif in_frame(px, py, lost, 2 * unit) or (px - cx) ** 2 + (py - cy) ** 2 <= r * r:
                colour = gold
            row += bytes(colour)
        rows.append(bytes(row))

    def chunk(tag: bytes, body: bytes) -> bytes:
        return (struct.pack(">I", len(body)) + tag + body
                + struct.pack(">I", zlib.crc32(tag + body) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    out: Path = args.out
    missing = [f for f in PYODIDE_FILES if not (PYODIDE / f).exists()]
    if missing:
        raise SystemExit(f"node_modules/pyodide lacks {missing}: run `npm ci` first")

    shutil.rmtree(out, ignore_errors=True)
    # Everything of web/ but its modules: those are bundled (bundle, below).
    shutil.copytree(ROOT / "web", out, ignore=shutil.ignore_patterns(*NOT_SERVED))
    for folder in sorted((p for p in out.rglob("*") if p.is_dir()), reverse=True):
        if not any(folder.iterdir()):
            folder.rmdir()
    copy_idb(out)
    copy_jsqr(out)
    copy_fluent(out)
    page = bundle(out)
    (out / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE / name, out / "pyodide" / name)
    lock = json.loads((PYODIDE / "pyodide-lock.json").read_text())
    (out / LOCK).write_text(json.dumps({"info": lock["info"], "packages": {}}) + "\n")
    wheels = out / "wheels"
    wheels.mkdir()
    # pip gets the source wheel (build/wheel/); the site serves the bytecode one.
    source_dir = ROOT / "build" / "wheel"
    shutil.rmtree(source_dir, ignore_errors=True)
    source_dir.mkdir(parents=True)
    source = build_wheel(source_dir)
    snapshot, snapshot_facts, stdlib, late = pyodide_build(source, wheels, out)
    ours = wheels / source.name
    micropip = shutil.copy2(fetch_wheel(MICROPIP), wheels)
    segno = shutil.copy2(fetch_wheel(SEGNO), wheels)
    defusedxml = shutil.copy2(fetch_wheel(DEFUSEDXML), wheels)
    write_icons(out / "icons")
    write_manifest(out)

    build = {
        "aftermath": ours.name.split("-")[1],
        "pyodide": pyodide_version(),
        "wheels": {
            "micropip": f"wheels/{Path(micropip).name}",
            "aftermath": f"wheels/{ours.name}",
            "segno": f"wheels/{Path(segno).name}",
            "defusedxml": f"wheels/{Path(defusedxml).name}",
        },
        # Optional packages written with our wheel at start instead of on first use.
        "bundled": BUNDLED,
        # The engine's late part: the modules only requests under these prefixes import,
        # and the sources of the start's bytecode; fetched once idle after "ready" or by
        # the first such request, with the optional packages named in "with".
        "late": {**late, "with": WITH_LATE},
        # Used only if its id matches the one recorded inside the snapshot itself.
        "snapshot": {"file": snapshot.relative_to(out).as_posix(), **snapshot_facts},
        # The ordinary start's library; Pyodide's own is used if this one cannot be.
        "stdlib": stdlib,
        "lock": LOCK,
        # The page's bundles: the files the first screen's start loads (the tests check
        # that nothing else is fetched before "engine ready"), and those loaded later.
        "page": page,
    }
    (out / "build.json").write_text(json.dumps(build, indent=2) + "\n")
    write_service_worker(out)
    files = sorted(p for p in out.rglob("*") if p.is_file())
    size = sum(p.stat().st_size for p in files)
    print(f"built {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}: "
          f"{len(files)} files, {size / 1e6:.1f} MB, wheel {ours.name} (bytecode, magic "
          f"{snapshot_facts['magic']}), snapshot {snapshot.name} "
          f"{snapshot.stat().st_size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
