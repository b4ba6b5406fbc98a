// The module worker that owns Pyodide. It starts Python, puts our wheel in place,
// imports aftermath.bridge, then answers requests: JSON text in, JSON text out. It
// never runs code it is sent.
//
// Two ways to start, same result:
// - from the build's memory snapshot (Pyodide with the engine already imported), when
//   this device keeps it already: the start-up of Python is skipped. The options are
//   private Pyodide API (_loadSnapshot); tests/unit/test_pyodide_pins.py pins them to
//   the pinned version. A first visit does not wait for its download (6 MB more than a
//   bare Pyodide before the first start): it starts the ordinary way and fetches the
//   snapshot once idle, for the next start.
// - the ordinary start, on a first visit, when the build has no snapshot, or it is
//   from another build or fails to load: Pyodide starts, then the wheel's files are unpacked into
//   site-packages. micropip is loaded only when an optional package is first needed.
//   Pyodide starts on the build's standard library, with bytecode for what a start
//   imports (Pyodide's own has source only: Python's start took 5.2 s with it and 2.0 s
//   with bytecode, in make bench);
//   on Pyodide's own if the build's cannot be had.
// Every download starts at once: the wheel's bytes arrive while Python starts and are
// read (unzipped) meanwhile, then written into site-packages (no second request, no
// package-loader round; pyodide.unpackArchive if they could not be read).

let bridge = null;
let pyodide = null;
let build = null;
let files = Promise.resolve(); // the wheel's files, unpacked after a snapshot start
let micropip = null; // a promise: the package installer, loaded on first use
// Optional packages, each installed (by micropip, from the site's wheels) on the first
// request that needs it, unless the build writes it at start (``preinstalled``): a
// promise per package once asked for.
const OPTIONAL = {
  "share.qr": { wheel: "segno", unavailable: "QR codes are unavailable" },
  "lists.parse": { wheel: "defusedxml", unavailable: "List import is unavailable" },
};
const installs = {};
// Optional packages the build ships in the start-up set instead (build.json "bundled"):
// fetched and unpacked with the engine's wheel, so their first request installs nothing.
const preinstalled = new Set();
let stage = "start";
let stageStart = performance.now();
const timings = {};

function report(name, label) {
  const now = performance.now();
  if (stage !== "start") timings[stage] = Math.round(now - stageStart);
  stage = name;
  stageStart = now;
  self.postMessage({ kind: "stage", stage: name, label });
}

function here(path) {
  return new URL(path, import.meta.url).href;
}

async function checkedFetch(path, expectType, method = "HEAD") {
  const response = await fetch(here(path), { method });
  if (!response.ok) {
    throw new Error(`${path} could not be loaded (HTTP ${response.status})`);
  }
  const type = (response.headers.get("content-type") || "").split(";")[0].trim();
  if (expectType && type !== expectType) {
    // A wasm file served with the wrong type makes loadPyodide hang silently.
    throw new Error(`${path} is served as "${type || "no type"}"; the server must send ${expectType}`);
  }
  return response;
}

// The snapshot's response if this device keeps it already (the browser's cache, or the
// service worker's copy), else null: a first visit never waits for its download before
// the first start; it is fetched in idle time for the next one (keepForNextStart).
async function keptSnapshot(path) {
  try {
    const response = await fetch(here(path), { cache: "only-if-cached", mode: "same-origin" });
    return response.ok ? response : null;
  } catch {
    return null; // not kept: an only-if-cached request never goes to the network
  }
}

// The snapshot's bytes, unpacked here (DecompressionStream) so the transfer does not
// depend on the host compressing it. A host that unpacked it already is fine too.
async function unpackSnapshot(response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// After an ordinary start, once the engine is idle: the snapshot and the standard
// library it starts on (Pyodide's own) are fetched into the browser's cache, read
// through and let go, so the next start is the fast one. The page is told ("kept").
async function keepForNextStart() {
  try {
    for (const path of [build.snapshot.file, "./pyodide/python_stdlib.zip"]) {
      const response = await checkedFetch(path, null, "GET");
      await response.body.pipeTo(new WritableStream());
    }
    self.postMessage({ kind: "kept" });
  } catch (err) {
    // The next start is the ordinary one again, and tries again after it.
    console.warn(`the snapshot for the next start was not fetched: ${(err && err.message) || err}`);
  }
}

// Pyodide's package loader resolves even when a package fails; collect its errors.
async function loadWheel(path, what) {
  const problems = [];
  await pyodide.loadPackage(here(`./${path}`), {
    messageCallback: () => {},
    errorCallback: (message) => problems.push(message),
  });
  if (problems.length) throw new Error(`${path} could not be installed (${what}): ${problems.join("; ")}`);
}

// The wheel's bytes, fetched while Python starts (one GET: its status is the check).
async function fetchWheel(path) {
  const response = await checkedFetch(`./${path}`, null, "GET");
  return new Uint8Array(await response.arrayBuffer());
}

// The files of a zip (a wheel is one), read here while Python starts, so the install
// after it only writes them (Python's own unzip was most of the ordinary
// start's work after Python was up). Stored and deflated entries, as wheels hold; anything
// else throws, and the install falls back to pyodide.unpackArchive.
async function unzip(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22; // the end of the central directory, before any comment
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error("not a zip file");
  const entries = [];
  let at = view.getUint32(end + 16, true);
  for (let i = view.getUint16(end + 10, true); i > 0; i--) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error("a damaged zip directory");
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (name.startsWith("/") || name.split("/").includes("..")) throw new Error(`a file outside the wheel: ${name}`);
    if (name.endsWith("/")) continue;
    if (view.getUint32(local, true) !== 0x04034b50) throw new Error(`a damaged zip entry: ${name}`);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    entries.push({ name, method, raw: bytes.subarray(start, start + size) });
  }
  return Promise.all(entries.map(async ({ name, method, raw }) => {
    if (method === 0) return [name, raw];
    if (method !== 8) throw new Error(`${name} is packed in a way this does not read (${method})`);
    const stream = new Blob([raw]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    return [name, new Uint8Array(await new Response(stream).arrayBuffer())];
  }));
}

// Our wheel is pure Python with nothing to run at install: its files written into
// site-packages are the whole install, as loadPackage would do it but without its
// second fetch and package bookkeeping (measured: a third of the time). ``files``: the
// wheel read by unzip(), or null to have Pyodide unpack ``bytes`` (unzip failed). The
// dist-info comes with the wheel; INSTALLER says what put it there.
function installWheel(path, bytes, files) {
  const sitePackages = pyodide.runPython("import site\nsite.getsitepackages()[0]");
  if (files) {
    for (const [name, data] of files) {
      const file = `${sitePackages}/${name}`;
      pyodide.FS.mkdirTree(file.slice(0, file.lastIndexOf("/")));
      pyodide.FS.writeFile(file, data);
    }
  } else {
    pyodide.unpackArchive(bytes, "wheel", { extractDir: sitePackages });
  }
  const name = path.split("/").pop().split("-").slice(0, 2).join("-");
  pyodide.FS.writeFile(`${sitePackages}/${name}.dist-info/INSTALLER`, "aftermath\n");
  // Files written after start-up: make sure the import system looks again.
  pyodide.runPython("import importlib\nimportlib.invalidate_caches()");
}

// Where Pyodide starts from: its files, and the build's lock file with no packages
// (every wheel is loaded by URL), if the build has one.
function pyodideOptions() {
  const options = { indexURL: here("./pyodide/") };
  if (build.lock) options.lockFileURL = here(`./${build.lock}`);
  return options;
}

async function snapshotStart(loadPyodide, snapshot) {
  const started = await loadPyodide({ ...pyodideOptions(), _loadSnapshot: snapshot });
  const made = started.runPython("import aftermath\ngetattr(aftermath, '_snapshot_id', None)");
  if (made !== build.snapshot.id) throw new Error(`it was made by another build (${made})`);
  return started;
}

// Pyodide started the ordinary way, on the build's standard library with bytecode
// (Pyodide's own has source only, and compiling it is most of Python's start) or, if
// that cannot be had or Python cannot start on it, on Pyodide's own.
async function ordinaryStart(loadPyodide, stdlib, fallback) {
  const options = pyodideOptions();
  let why = "this build has none";
  if (stdlib) {
    try {
      return { pyodide: await loadPyodide({ ...options, stdLibURL: await stdlib }), library: "bytecode", fallback };
    } catch (err) {
      why = (err && err.message) || String(err);
    }
  }
  const said = `the standard library with bytecode not used: ${why}`;
  return { pyodide: await loadPyodide(options), library: "source", fallback: fallback ? `${fallback}; ${said}` : said };
}

async function boot() {
  report("manifest", "Reading the build manifest");
  // Everything that does not depend on the manifest starts at once, side by side.
  const wasmCheck = checkedFetch("./pyodide/pyodide.asm.wasm", "application/wasm");
  const loader = import("./pyodide/pyodide.mjs");
  for (const early of [wasmCheck, loader]) early.catch(() => {}); // awaited below
  build = await (await checkedFetch("./build.json", null, "GET")).json();
  const wheel = fetchWheel(build.wheels.aftermath);
  wheel.catch(() => {}); // awaited below; this only stops an "unhandled" warning
  // Read while Python starts; if it cannot be, Pyodide unpacks the bytes instead.
  const wheelFiles = wheel.then(unzip).catch((err) => {
    console.warn(`The engine's wheel is unpacked by Pyodide instead (${err.message || err})`);
    return null;
  });
  const bundled = (build.bundled || []).map((name) => {
    const bytes = fetchWheel(build.wheels[name]);
    return { name, bytes, files: bytes.then(unzip).catch(() => null) };
  });
  const kept = build.snapshot ? keptSnapshot(build.snapshot.file) : Promise.resolve(null);
  // The ordinary start's library with bytecode: asked for now (a HEAD), used only if
  // the server has it; Pyodide fetches it itself.
  const stdlib = build.stdlib ? checkedFetch(build.stdlib.file, null).then(() => here(`./${build.stdlib.file}`)) : null;
  if (stdlib) stdlib.catch(() => {}); // awaited below, if the ordinary start is made

  report("runtime", "Starting Python (Pyodide)");
  await wasmCheck;
  const { loadPyodide } = await loader;
  const found = await kept;
  const snapshot = found ? unpackSnapshot(found) : null;
  let start = "ordinary";
  let fallback = !build.snapshot ? "this build has no snapshot"
    : found ? null : "snapshot not used: not on this device yet (fetched for the next start)";
  if (snapshot) {
    try {
      pyodide = await snapshotStart(loadPyodide, snapshot);
      start = "snapshot";
    } catch (err) {
      // Not alarming: the ordinary start below gives the same engine, only slower.
      fallback = `snapshot not used: ${(err && err.message) || err}`;
      pyodide = null;
    }
  }
  let library = null; // the ordinary start's standard library: "bytecode" or "source"
  if (!pyodide) ({ pyodide, library, fallback } = await ordinaryStart(loadPyodide, stdlib, fallback));

  report("install", "Installing the rules engine");
  const bytes = await wheel; // a missing wheel fails here, whichever way Python started
  if (start === "snapshot") {
    // The snapshot holds memory, not files: a module first imported later (the odds
    // tables, a traceback's source line) needs the wheel's files. They are unpacked just
    // after "ready" is sent; requests wait for them.
    files = new Promise((resolve) => setTimeout(resolve, 0))
      .then(() => wheelFiles)
      .then((read) => installWheel(build.wheels.aftermath, bytes, read))
      .then(() => installBundled(bundled));
  } else {
    installWheel(build.wheels.aftermath, bytes, await wheelFiles);
    await installBundled(bundled);
  }

  report("import", "Importing the rules engine");
  bridge = pyodide.pyimport("aftermath.bridge");
  timings.import = Math.round(performance.now() - stageStart);
  if (library === "bytecode") {
    // Fixed Python, no data in it: was the engine's own use of the library compiled?
    // Only a label: it must never stop the start, so a module not imported reads "source".
    library = pyodide.runPython("import sys\n(getattr(sys.modules.get('fractions'), '__file__', None) or '').endswith('.pyc')")
      ? "bytecode" : "source";
  }
  self.postMessage({ kind: "ready", build, timings, start, fallback, library });
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
    await files;
    if (typeof bridge.warm === "function") bridge.warm();
  } catch (err) {
    // A request that needs the module will report the problem where the player sees it.
    console.warn(`engine warm-up skipped: ${(err && err.message) || err}`);
  }
  if (keepAfterWarmUp) keepForNextStart();
}

// A bundled package that cannot be had is not a failed start: it is installed on the
// first request that needs it, as if it were not bundled.
async function installBundled(bundled) {
  for (const { name, bytes, files } of bundled) {
    try {
      installWheel(build.wheels[name], await bytes, await files);
      preinstalled.add(name);
    } catch (err) {
      console.warn(`${name} is installed on first use instead (${(err && err.message) || err})`);
    }
  }
}

function failure(id, type, message) {
  return JSON.stringify({ id, ok: false, error: { type, message } });
}

async function installOptional(wheel) {
  // micropip comes from the site's files (by URL: its PyPI hash differs from Pyodide's
  // lock), only now: it stays off the start-up path.
  micropip = micropip || loadWheel(build.wheels.micropip, "the package installer");
  try {
    await micropip;
  } catch (err) {
    micropip = null;
    throw err;
  }
  const installer = pyodide.pyimport("micropip");
  try {
    await installer.install.callKwargs(here(`./${build.wheels[wheel]}`), { deps: false });
  } finally {
    installer.destroy();
  }
}

// The worker's life, as a Web Lock it holds until it is gone: the page waits for the
// same lock, and is granted it only then (web/engine.js). A busy worker still holds it.
function holdLife(name) {
  navigator.locks.request(name, () => {
    self.postMessage({ kind: "alive", lock: name });
    return new Promise(() => {}); // never settles: let go only when the worker ends
  }).catch((err) => console.warn(`the engine's life lock was not taken: ${err.message || err}`));
}

// Pyodide after a fatal error refuses every use of its API: then this worker can answer
// nothing again, and closing it lets go of its lock, so the page starts a new one.
function pythonIsGone() {
  try {
    void pyodide.runPython;
    return false;
  } catch {
    return true;
  }
}

self.addEventListener("message", async (event) => {
  if (event.data && event.data.kind === "life") {
    if (navigator.locks) holdLife(event.data.lock);
    return;
  }
  const { text, type, id } = event.data;
  idleWarmUp();
  if (!bridge) {
    self.postMessage({ kind: "reply", text: failure(id, "not_ready", "engine starting") });
    return;
  }
  try {
    await files;
  } catch (err) {
    self.postMessage({ kind: "reply", text: failure(id, "internal", err.message) });
    return;
  }
  const optional = OPTIONAL[type];
  if (optional && !preinstalled.has(optional.wheel)) {
    installs[optional.wheel] = installs[optional.wheel] || installOptional(optional.wheel);
    try {
      await installs[optional.wheel];
    } catch (err) {
      installs[optional.wheel] = null;
      self.postMessage({ kind: "reply", text: failure(id, "internal", `${optional.unavailable}: ${err.message}`) });
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
    over = pythonIsGone();
    const why = (err && err.message) || String(err);
    reply = failure(id, "internal", over
      ? `the engine stopped while doing this (${why}); it is starting again`
      : `the engine could not finish this request (${why}); nothing was changed`);
  }
  // id and ms (the time inside Python) are for `make bench` (bench/page.py splits a
  // tap's time with them); the page reads only the text.
  self.postMessage({ kind: "reply", text: reply, id, ms: performance.now() - started });
  if (over) self.close();
  else idleWarmUp();
});

boot().catch((err) => {
  self.postMessage({ kind: "failed", stage, message: String((err && err.message) || err) });
});
