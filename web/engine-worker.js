// The module worker that owns Pyodide. It starts Python, puts our wheel in place,
// imports aftermath.bridge, then answers requests: JSON text in, JSON text out. It
// never runs code it is sent.
//
// Two ways to start, same result:
// - from the build's memory snapshot (Pyodide with the engine already imported): the
//   start-up of Python is skipped. The options are private Pyodide API
//   (_loadSnapshot); tests/unit/test_build_site.py pins them to the pinned version.
// - the ordinary start, when the build has no snapshot, or it is missing, from another
//   build, or fails to load: Pyodide starts, then installs the wheel with its own
//   package loader. micropip is loaded only when an optional package is first needed.

let bridge = null;
let pyodide = null;
let build = null;
let files = Promise.resolve(); // the wheel's files, unpacked after a snapshot start
let micropip = null; // a promise: the package installer, loaded on first use
let segno = null; // a promise: the QR code library is installed on first use
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

// The snapshot's bytes, unpacked here (DecompressionStream) so the transfer does not
// depend on the host compressing it. A host that unpacked it already is fine too.
async function fetchSnapshot(path) {
  const response = await checkedFetch(path, null, "GET");
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
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

async function snapshotStart(loadPyodide, snapshot) {
  const started = await loadPyodide({ indexURL: here("./pyodide/"), _loadSnapshot: snapshot });
  const made = started.runPython("import aftermath\ngetattr(aftermath, '_snapshot_id', None)");
  if (made !== build.snapshot.id) throw new Error(`it was made by another build (${made})`);
  return started;
}

async function boot() {
  report("manifest", "Reading the build manifest");
  // Everything that does not depend on the manifest starts at once, side by side.
  const wasmCheck = checkedFetch("./pyodide/pyodide.asm.wasm", "application/wasm");
  const loader = import("./pyodide/pyodide.mjs");
  for (const early of [wasmCheck, loader]) early.catch(() => {}); // awaited below
  build = await (await checkedFetch("./build.json", null, "GET")).json();
  const wheelCheck = checkedFetch(`./${build.wheels.aftermath}`, null);
  wheelCheck.catch(() => {}); // awaited below; this only stops an "unhandled" warning
  const snapshot = build.snapshot ? fetchSnapshot(build.snapshot.file) : null;
  if (snapshot) snapshot.catch(() => {}); // awaited by loadPyodide below

  report("runtime", "Starting Python (Pyodide)");
  await wasmCheck;
  const { loadPyodide } = await loader;
  let start = "ordinary";
  let fallback = build.snapshot ? null : "this build has no snapshot";
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
  if (!pyodide) pyodide = await loadPyodide({ indexURL: here("./pyodide/") });

  report("install", "Installing the rules engine");
  await wheelCheck;
  if (start === "snapshot") {
    // The snapshot holds memory, not files: a module first imported later (the odds
    // tables, a traceback's source line) needs the wheel's files. Requests wait for them.
    files = loadWheel(build.wheels.aftermath, "the rules engine");
  } else {
    await loadWheel(build.wheels.aftermath, "the rules engine");
  }

  report("import", "Importing the rules engine");
  bridge = pyodide.pyimport("aftermath.bridge");
  timings.import = Math.round(performance.now() - stageStart);
  self.postMessage({ kind: "ready", build, timings, start, fallback });
  warmUp();
}

// After "engine ready", import what the bridge left for its first request, in idle time.
async function warmUp() {
  try {
    await files;
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (typeof bridge.warm === "function") bridge.warm();
  } catch (err) {
    // A request that needs the module will report the problem where the player sees it.
    console.warn(`engine warm-up skipped: ${(err && err.message) || err}`);
  }
}

function failure(id, type, message) {
  return JSON.stringify({ id, ok: false, error: { type, message } });
}

async function installSegno() {
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
    await installer.install.callKwargs(here(`./${build.wheels.segno}`), { deps: false });
  } finally {
    installer.destroy();
  }
}

self.addEventListener("message", async (event) => {
  const { text, type, id } = event.data;
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
  if (type === "share.qr") {
    segno = segno || installSegno();
    try {
      await segno;
    } catch (err) {
      segno = null;
      self.postMessage({ kind: "reply", text: failure(id, "internal", `QR codes are unavailable: ${err.message}`) });
      return;
    }
  }
  let reply;
  const started = performance.now();
  try {
    reply = bridge.handle(text);
  } catch (err) {
    // handle() never raises; reaching here means Python itself failed (e.g. out of
    // memory): say so to this request instead of leaving it unanswered.
    reply = failure(id, "internal", `the engine stopped: ${(err && err.message) || err}; reload the page to restart it`);
  }
  // id and ms (the time inside Python) are for `make bench` (bench/page.py splits a
  // tap's time with them); the page reads only the text.
  self.postMessage({ kind: "reply", text: reply, id, ms: performance.now() - started });
});

boot().catch((err) => {
  self.postMessage({ kind: "failed", stage, message: String((err && err.message) || err) });
});
