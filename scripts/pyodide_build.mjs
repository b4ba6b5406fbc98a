// Build-time work that needs the pinned Pyodide itself, run in Node by build_site.py:
//   1. compile the source wheel's modules to bytecode with Pyodide's own Python (so the
//      magic number is the browser's by construction);
//   2. start a second Pyodide as the ordinary start does, import the engine and warm it
//      up: the engine's modules a start imports and those only the warm-up imports make
//      the site's two parts of the engine (scripts/engine_parts.py: the start part, the
//      bytecode wheel, and the late part fetched after "ready"), and the standard
//      library's modules used get bytecode (step 4);
//   3. start a third with the (experimental) _makeSnapshot option, put that exact
//      start part into site-packages, import the engine and every adapter a start
//      imports on first use (each rule system's, the shared ones of later screens),
//      record which build it came from,
//      and write makeMemorySnapshot() gzipped;
//   4. write Pyodide's standard library with bytecode for every module step 2 used
//      (the ordinary start's library: Pyodide ships it as source only, and compiling it
//      was most of a start: loadPyodide() took 4.5 s in Node here, 1.2-1.4 s with it).
// Usage: node pyodide_build.mjs <pyodide dir> <source wheel> <out wheel> <out late part>
//        <out snapshot> <out stdlib zip> <module to import>...
// Prints one JSON line: the bytecode magic number, the snapshot's id and sizes, how
// many modules of the library have bytecode, and the parts' facts.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { gzipSync } from "node:zlib";
import { LOOK_AGAIN } from "../web/worker/install.js";

const [pyodideDir, sourceWheel, outWheel, outLate, outSnapshot, outStdlib, ...imports] = process.argv.slice(2);
if (!imports.length) {
  console.error("usage: node pyodide_build.mjs <pyodide dir> <source wheel> <out wheel> <out late part> <out snapshot> <out stdlib zip> <module>...");
  process.exit(2);
}
const { loadPyodide, version } = await import(`${pyodideDir}/pyodide.mjs`);
const name = basename(sourceWheel);

// 1. Bytecode. Unchecked-hash .pyc files next to the kept sources: Python uses them
// without comparing timestamps (an unpacked wheel's mtimes are arbitrary), and if the
// magic number ever differs from the running Python's it falls back to the source.
// Without column ranges (python -X no_debug_ranges): a traceback keeps its lines but not
// the ^^^ under the failing expression, and the bytecode a first visit downloads is a
// quarter smaller (the engine's start modules: 379 KB packed with them, 284 KB without).
const compiler = await loadPyodide({ indexURL: `${pyodideDir}/`, env: { PYTHONNODEBUGRANGES: "1" } });
compiler.FS.writeFile(`/tmp/${name}`, readFileSync(sourceWheel));
compiler.globals.set("wheel_path", `/tmp/${name}`);
compiler.runPython(`
import base64, compileall, hashlib, importlib.util, pathlib, py_compile, zipfile
src = pathlib.Path("/tmp/src")
with zipfile.ZipFile(wheel_path) as zf:
    zf.extractall(src)
    order = [i.filename for i in zf.infolist()]
ok = compileall.compile_dir(str(src), quiet=1, legacy=False,
                            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
if not ok:
    raise SystemExit("compileall failed")
magic = importlib.util.MAGIC_NUMBER.hex()
`);
const magic = compiler.globals.get("magic");

// 2. The modules an ordinary start imports (the library's and the engine's): a fresh
// Pyodide, the bytecode wheel's files written from JS (as the worker does: unzipping in Python would import
// modules a start does not), the engine imported and warmed up (bridge.core.warm, what
// the worker does once idle), on top of what loadPyodide itself imported.
const counter = await loadPyodide({ indexURL: `${pyodideDir}/` });
const sitePackages = counter.runPython("import site\nsite.getsitepackages()[0]");
const copyTree = (from, to) => {
  for (const entry of compiler.FS.readdir(from)) {
    if (entry === "." || entry === "..") continue;
    const path = `${from}/${entry}`;
    if (compiler.FS.isDir(compiler.FS.stat(path).mode)) {
      counter.FS.mkdirTree(`${to}/${entry}`);
      copyTree(path, `${to}/${entry}`);
    } else {
      counter.FS.writeFile(`${to}/${entry}`, compiler.FS.readFile(path));
    }
  }
};
copyTree("/tmp/src", sitePackages);
counter.globals.set("imports", counter.toPy(imports));
// The engine's modules a start imports, and those only the warm-up (the lazy requests)
// does: the wheel's two parts.
counter.FS.writeFile("/tmp/engine_parts.py", readFileSync(new URL("./engine_parts.py", import.meta.url)));
counter.runPython(LOOK_AGAIN); // as the worker does after writing the engine's files
const [used, startModules, lateModules, lazyPrefixes] = counter.runPython(`
import sys
sys.path.insert(0, "/tmp")
import engine_parts
start, late, lazy = engine_parts.engine_modules(imports)
library = next(p for p in sys.path if p.endswith(".zip"))
[sorted(name for name, module in sys.modules.items()
        if (getattr(getattr(module, "__spec__", None), "origin", None) or "").startswith(library + "/")),
 start, late, lazy]
`).toJs();

// The two parts, written by scripts/engine_parts.py in this Pyodide (its bytecode is
// the browser's): the start part is the wheel build.json names, the late part beside it.
compiler.FS.writeFile("/tmp/engine_parts.py", readFileSync(new URL("./engine_parts.py", import.meta.url)));
compiler.globals.set("start_modules", compiler.toPy(startModules));
compiler.globals.set("late_modules", compiler.toPy(lateModules));
const parts = compiler.runPython(`
import json, site, sys
sys.path.insert(0, "/tmp")
import engine_parts
facts = engine_parts.write_parts(src, order, set(start_modules), set(late_modules),
                                 site.getsitepackages()[0], pathlib.Path("/tmp/out.whl"),
                                 pathlib.Path("/tmp/late.zip"))
json.dumps(facts)
`);
const compiled = compiler.FS.readFile("/tmp/out.whl");
writeFileSync(outWheel, compiled);
writeFileSync(outLate, compiler.FS.readFile("/tmp/late.zip"));
// The snapshot belongs to this exact wheel on this exact Pyodide.
const snapshotId = `${createHash("sha256").update(compiled).digest("hex").slice(0, 16)}-${version}`;

// 3. The snapshot, from the start part just written. The wheel is unpacked with Python's
// zipfile (loading it through the JS package loader before a snapshot broke it once).
const maker = await loadPyodide({ indexURL: `${pyodideDir}/`, _makeSnapshot: true });
maker.FS.writeFile(`/tmp/${name}`, readFileSync(outWheel));
maker.globals.set("wheel_path", `/tmp/${name}`);
maker.globals.set("snapshot_id", snapshotId);
maker.globals.set("imports", maker.toPy(imports));
maker.runPython(`
import importlib, site, zipfile
with zipfile.ZipFile(wheel_path) as zf:
    zf.extractall(site.getsitepackages()[0])
for module in imports:
    importlib.import_module(module)
# Every adapter left for its first use too (each rule system's, and the shared ones of
# later screens): a start from the snapshot has them all in, and imports none later.
importlib.import_module("aftermath.bridge.core").load_adapters()
import aftermath
# The worker compares this with build.json: a snapshot from another build is not used.
aftermath._snapshot_id = snapshot_id
del importlib, site, zipfile, zf, module, wheel_path, imports, snapshot_id
`);
const raw = maker.makeMemorySnapshot();
const packed = gzipSync(raw, { level: 6 });
writeFileSync(outSnapshot, packed);

// 4. The library as Pyodide ships it, with an unchecked-hash .pyc in place of the source of
// each module used (zipimport's order: name.pyc before name.py): the ordinary start is a
// first visit's, and its bytes before "engine ready" must stay near a bare Pyodide's, so
// a module comes once, not as source and bytecode, and its bytecode as python -OO makes
// it. Each code object carries the path
// the source had. A .pyc Python cannot use (another Python's magic number) fails the
// start on this library, and the worker starts on Pyodide's own instead.
compiler.FS.writeFile("/tmp/stdlib.zip", readFileSync(`${pyodideDir}/python_stdlib.zip`));
compiler.globals.set("used", compiler.toPy(used));
const compiledModules = compiler.runPython(`
import importlib.util, marshal, sys, zipfile
library = next(p for p in sys.path if p.endswith(".zip"))
count = 0
with zipfile.ZipFile("/tmp/stdlib.zip") as stock, \
        zipfile.ZipFile("/tmp/stdlib.out.zip", "w", zipfile.ZIP_DEFLATED,
                        compresslevel=9) as out:
    names = set(stock.namelist())
    compiled = set()
    for module in used:
        path = module.replace(".", "/")
        source_name = next((n for n in (path + "/__init__.py", path + ".py") if n in names), None)
        if source_name is not None and source_name + "c" not in names:
            compiled.add(source_name)
    for info in stock.infolist():
        if info.filename not in compiled:
            out.writestr(info, stock.read(info.filename), compresslevel=9)
    for source_name in sorted(compiled):
        source = stock.read(source_name)
        # As python -OO compiles it (no docstrings, no asserts), and still named .pyc
        # (zipimport reads no optimisation tags): the library's bytes are a first visit's.
        code = compile(source, f"{library}/{source_name}", "exec", dont_inherit=True, optimize=2)
        body = (importlib.util.MAGIC_NUMBER + (1).to_bytes(4, "little")
                + importlib.util.source_hash(source) + marshal.dumps(code))
        out.writestr(zipfile.ZipInfo(source_name + "c", (2020, 1, 1, 0, 0, 0)), body,
                     zipfile.ZIP_DEFLATED, 9)
        count += 1
count
`);
writeFileSync(outStdlib, compiler.FS.readFile("/tmp/stdlib.out.zip"));
console.log(JSON.stringify({
  magic, id: snapshotId, snapshot_raw: raw.length, snapshot_gzip: packed.length,
  stdlib_modules: compiledModules, lazy: lazyPrefixes, start_modules: startModules.length,
  late_modules: lateModules.length, ...JSON.parse(parts),
}));
