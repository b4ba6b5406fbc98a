// The module worker that owns Pyodide. It starts Python (web/worker/start.js: from the
// build's memory snapshot when this device keeps it, else the ordinary way), puts the
// engine's start part in place, imports aftermath.bridge, then answers requests: JSON
// text in, JSON text out. It never runs code it is sent.
//
// Every download starts at once: the wheel's bytes arrive while Python starts and are
// read (unzipped) meanwhile, then written into site-packages (no second request, no
// package-loader round; pyodide.unpackArchive if they could not be read). The engine's
// late part (web/worker/install.js) comes once idle, or with the first request that
// needs it.
import { checkedFetch, fetchFiles, here, keptSnapshot } from "./worker/files.js";
import { installOptional, installShipped, installWheel, loadLate, needsLate, shippedLate, shippedWith, warmInOrder, writeBeforeImports } from "./worker/install.js";
import { keepForNextStart, ordinaryStart, snapshotStart } from "./worker/start.js";
import { keepUnpacked, snapshotBytes, unpackedSnapshot } from "./worker/unpacked.js";
import { mark, markResources, marks, timeWasm } from "./worker/marks.js";
import { failed, failure, holdLife, pythonIsGone, words } from "./worker/life.js";

let bridge = null;
let pyodide = null;
let build = null;
let files = Promise.resolve(); // the wheel's files read (unzipped), after a snapshot start
let pendingFiles = null; // ... and not yet written: { bytes, read }
let takeFinderAway = null; // ends writeBeforeImports once the files are written
let shipped = Promise.resolve(); // optional packages shipped at start, in place (null: not yet)
let bundledAtStart = []; // ... those packages (build.json "bundled")
let snapshotRead = null; // a snapshot start's bytes: "unpacked" (kept so) or "packed"
let unpackedToKeep = null; // the snapshot unpacked at this start, to keep once idle
// Optional packages, each installed (by micropip, from the site's wheels) on the first
// request that needs it, unless the build ships it (``preinstalled``, or with the late
// part, which that request then waits for): a promise per package once asked for.
const OPTIONAL = {
  "share.qr": { wheel: "segno", unavailable: "qr" },
  "pack.share": { wheel: "segno", unavailable: "qr" },
  "lists.parse": { wheel: "defusedxml", unavailable: "lists" },
};
const installs = {};
// Optional packages the build ships (build.json "bundled" at start, "late" "with" in the
// late part): written with the engine's files, so their first request installs nothing.
const preinstalled = new Set();
let stage = "start";
let stageStart = performance.now();
const timings = {};
let replied = 0;

// A stage by its key: the page says it in the player's language (start-stage-doing).
function report(name) {
  const now = performance.now();
  if (stage !== "start") timings[stage] = Math.round(now - stageStart);
  stage = name;
  stageStart = now;
  self.postMessage({ kind: "stage", stage: name });
}

function late() {
  writeFiles();
  return loadLate(pyodide, build, preinstalled);
}

// After a snapshot start: the start part's files written, if read and not yet written.
// Synchronous (the finder of writeBeforeImports calls it in the middle of an import);
// a no-op before they are read (no request runs then) and once done.
function writeFiles() {
  if (!pendingFiles) return;
  const { bytes, read } = pendingFiles;
  pendingFiles = null;
  installWheel(pyodide, build.wheels.aftermath, bytes, read);
  mark("files");
}

// The files written and the finder taken away (idle time), and the optional packages
// the build ships at start put in place: a promise, made once.
function filesInPlace() {
  if (!shipped) {
    shipped = files.then(() => {
      writeFiles();
      if (takeFinderAway) takeFinderAway();
      takeFinderAway = null;
      return installShipped(pyodide, bundledAtStart, preinstalled);
    });
  }
  return shipped;
}

// The bridge imported from the start part. Its bytecode without sources is unusable only
// for another Python (a build that went wrong): then the sources, in the late part, are
// put beside it and the import tried again from them.
async function importBridge() {
  try {
    return pyodide.pyimport("aftermath.bridge");
  } catch (err) {
    if (!build.late) throw err;
    console.warn(`the engine is imported from its sources (${(err && err.message) || err})`);
    await late();
    pyodide.runPython("import importlib, sys\nfor name in [n for n in sys.modules if n.split('.')[0] == 'aftermath']:\n    del sys.modules[name]\nimportlib.invalidate_caches()");
    return pyodide.pyimport("aftermath.bridge");
  }
}

async function boot() {
  mark("begun");
  report("manifest");
  // Everything that does not depend on the manifest starts at once, side by side.
  const wasmCheck = checkedFetch("./pyodide/pyodide.asm.wasm", "application/wasm");
  const loader = import("./pyodide/pyodide.mjs");
  // Not Pyodide's own script (1.25 MB) as well: imported this early, its compile held
  // up the manifest on the worker's one thread by as much as it gained (make bench).
  for (const early of [wasmCheck, loader]) early.catch(() => {}); // awaited below
  build = await (await checkedFetch("./build.json", null, "GET")).json();
  // Read while Python starts; if it cannot be, Pyodide unpacks the bytes instead.
  const { bytes: wheel, files: wheelFiles } = fetchFiles(build.wheels.aftermath);
  wheel.then(() => mark("wheelFetched"), () => {});
  wheelFiles.then(() => mark("wheelUnzipped"), () => {});
  const bundled = shippedWith(build, build.bundled);
  bundledAtStart = bundled;
  const unpacked = unpackedSnapshot(build);
  const kept = build.snapshot ? keptSnapshot(build.snapshot.file) : Promise.resolve(null);
  // The ordinary start's library with bytecode: asked for now (a HEAD), used only if
  // the server has it; Pyodide fetches it itself.
  const stdlib = build.stdlib ? checkedFetch(build.stdlib.file, null).then(() => here(`./${build.stdlib.file}`)) : null;
  if (stdlib) stdlib.catch(() => {}); // awaited below, if the ordinary start is made

  report("runtime");
  await wasmCheck;
  const { loadPyodide } = await loader;
  mark("loader");
  // Kept unpacked on this device, or the download to unpack now (and keep unpacked in
  // idle time for the next start). Only whether it is kept is awaited here: its bytes
  // are read while Pyodide loads its script and fetches its wasm (loadPyodide awaits
  // them just before the wasm is instantiated).
  const hit = await unpacked;
  const found = hit ? null : await kept;
  mark("snapshotFound");
  const { snapshot, how } = snapshotBytes(hit, kept, found);
  if (snapshot) snapshot.then(() => mark("snapshotUnpacked"), () => {});
  // Read while Pyodide loads its script; loadPyodide awaits it only after that. A
  // snapshot that cannot be read (a truncated download) rejects first, and with no
  // handler yet the browser reports it as an uncaught error: the failed snapshot start
  // below is its handling.
  if (snapshot) snapshot.catch(() => {});
  let start = "ordinary";
  let fallback = !build.snapshot ? "this build has no snapshot"
    : snapshot ? null : "snapshot not used: not on this device yet (fetched for the next start)";
  timeWasm();
  if (snapshot) {
    try {
      pyodide = await snapshotStart(loadPyodide, build, snapshot);
      start = "snapshot";
      ({ read: snapshotRead, toKeep: unpackedToKeep } = how);
    } catch (err) {
      // Not alarming: the ordinary start below gives the same engine, only slower.
      fallback = `snapshot not used: ${(err && err.message) || err}`;
      pyodide = null;
      timeWasm();
    }
  }
  let library = null; // the ordinary start's standard library: "bytecode" or "source"
  if (!pyodide) ({ pyodide, library, fallback } = await ordinaryStart(loadPyodide, build, stdlib, fallback));

  mark("python");
  markResources();
  report("install");
  const bytes = await wheel; // a missing wheel fails here, whichever way Python started
  if (start === "snapshot") {
    // The snapshot holds memory, not files: a module first imported later (a campaign's
    // typed rolls, the odds tables) needs the wheel's files. Writing them is no part of
    // the first replies: they are written once the engine is idle, or by the first
    // import that comes before that (writeBeforeImports). Requests wait only for the
    // files to be read (unzipped), which is done long before Python is up.
    files = wheelFiles.then((read) => {
      mark("filesRead");
      pendingFiles = { bytes, read };
    });
    takeFinderAway = writeBeforeImports(pyodide, writeFiles);
    shipped = null; // the optional packages shipped at start: written with the files, once idle
  } else {
    installWheel(pyodide, build.wheels.aftermath, bytes, await wheelFiles);
    await installShipped(pyodide, bundled, preinstalled);
  }

  mark("installed");
  report("import");
  bridge = await importBridge();
  timings.import = Math.round(performance.now() - stageStart);
  if (library === "bytecode") {
    // Fixed Python, no data in it: was the engine's own use of the library compiled?
    // Only a label: it must never stop the start, so a module not imported reads "source".
    library = pyodide.runPython("import sys\n(getattr(sys.modules.get('dataclasses'), '__file__', None) or '').endswith('.pyc')")
      ? "bytecode" : "source";
  }
  mark("ready");
  self.postMessage({ kind: "ready", build, timings, start, snapshotRead, fallback, library, marks, timeOrigin: performance.timeOrigin });
  keepAfterWarmUp = Boolean(build.snapshot) && start !== "snapshot";
  idleWarmUp();
}

// After "engine ready", import what the bridge left for its first request, in idle
// time: once no request has come for WARM_AFTER_MS, so the warm-up never holds up the
// page's first requests (the version, the systems, the examples, a resumed battle).
const WARM_AFTER_MS = 500;
let warmTimer = null;
let warmed = false;
let keepAfterWarmUp = false; // an ordinary start: fetch the snapshot after the warm-up

function idleWarmUp() {
  if (warmed || !bridge) return;
  clearTimeout(warmTimer);
  warmTimer = setTimeout(warmUp, WARM_AFTER_MS);
}

async function warmUp() {
  warmed = true;
  try {
    await warmInOrder(bridge, { filesInPlace, lateInPlace: late });
  } catch (err) {
    // A request that needs the module will report the problem where the player sees it.
    console.warn(`engine warm-up skipped: ${(err && err.message) || err}`);
  }
  if (keepAfterWarmUp) keepForNextStart(build);
  if (unpackedToKeep) keepSnapshotUnpacked();
}

// After a start from the download, its unpacked bytes are kept for the next start.
async function keepSnapshotUnpacked() {
  const bytes = await unpackedToKeep; // Python started from them: they were unpacked
  unpackedToKeep = null;
  const why = await keepUnpacked(build, bytes);
  if (why) console.warn(`the snapshot is not kept unpacked (${why}): the next start unpacks it again`);
}

self.addEventListener("message", async (event) => {
  if (event.data && event.data.kind === "life") {
    if (navigator.locks) holdLife(event.data.lock);
    return;
  }
  const { text, type, id } = event.data;
  idleWarmUp();
  if (!bridge) {
    self.postMessage({ kind: "reply", text: failure(id, "not_ready", "engine starting", words("wk-starting")) });
    return;
  }
  const optional = OPTIONAL[type];
  try {
    await files;
    // Whether the build ships the package is known once the shipped ones are in place.
    if (optional) await filesInPlace();
  } catch (err) {
    self.postMessage({ kind: "reply", text: failed(id, "reason", err) });
    return;
  }
  // An optional package shipped with the late part comes with it, never by micropip.
  if (needsLate(build, type) || (optional && shippedLate(build, optional.wheel))) {
    try {
      await late();
    } catch (err) {
      self.postMessage({ kind: "reply", text: failed(id, "late", err) });
      return;
    }
  }
  if (optional && !preinstalled.has(optional.wheel)) {
    installs[optional.wheel] = installs[optional.wheel] || installOptional(pyodide, build, optional.wheel);
    try {
      await installs[optional.wheel];
    } catch (err) {
      installs[optional.wheel] = null;
      self.postMessage({ kind: "reply", text: failed(id, optional.unavailable, err) });
      return;
    }
  }
  let reply;
  const started = performance.now();
  let over = false;
  try {
    reply = bridge.handle(text);
  } catch (err) {
    // handle() never raises; reaching here means Python itself failed (out of memory,
    // out of stack). This request gets its own answer; only if Python cannot go on is
    // the worker closed (the page notices and starts a new one).
    over = pythonIsGone(pyodide);
    reply = failed(id, over ? "stopped" : "unfinished", err);
  }
  // id and ms (the time inside Python) are for `make bench` (bench/page.py splits a
  // tap's time with them); the page reads only the text.
  // The first reply carries the start's marks again, with those made after "ready".
  self.postMessage({ kind: "reply", text: reply, id, ms: performance.now() - started, ...(replied++ ? {} : { marks }) });
  if (over) self.close();
  else idleWarmUp();
});

boot().catch((err) => {
  self.postMessage({ kind: "failed", stage, message: String((err && err.message) || err) });
});
