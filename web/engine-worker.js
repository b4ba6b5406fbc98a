// The module worker that owns Pyodide. It boots Python, installs our wheel with
// micropip from the site's own files, imports aftermath.bridge, then answers requests:
// JSON text in, JSON text out. It never runs code it is sent.

let bridge = null;
let pyodide = null;
let build = null;
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

async function checkedFetch(path, expectType) {
  const response = await fetch(here(path), { method: expectType ? "HEAD" : "GET" });
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

async function boot() {
  report("manifest", "Reading the build manifest");
  // Everything that does not depend on the manifest starts at once, side by side.
  const wasmCheck = checkedFetch("./pyodide/pyodide.asm.wasm", "application/wasm");
  const loader = import("./pyodide/pyodide.mjs");
  for (const early of [wasmCheck, loader]) early.catch(() => {}); // awaited below
  build = await (await checkedFetch("./build.json")).json();
  const wheelCheck = checkedFetch(`./${build.wheels.aftermath}`, null);
  wheelCheck.catch(() => {}); // awaited below; this only stops an "unhandled" warning

  report("runtime", "Starting Python (Pyodide)");
  await wasmCheck;
  const { loadPyodide } = await loader;
  // micropip (by URL: its PyPI hash differs from Pyodide's lock) loads during
  // Pyodide's own start-up rather than after it.
  pyodide = await loadPyodide({ indexURL: here("./pyodide/"), packages: [here(`./${build.wheels.micropip}`)] });

  report("installer", "Loading the package installer");
  let micropip;
  try {
    micropip = pyodide.pyimport("micropip");
  } catch {
    throw new Error(`${build.wheels.micropip} could not be loaded, so the package installer is missing`);
  }

  report("install", "Installing the rules engine");
  await wheelCheck;
  try {
    await micropip.install.callKwargs(here(`./${build.wheels.aftermath}`), { deps: false });
  } finally {
    micropip.destroy();
  }

  report("import", "Importing the rules engine");
  bridge = pyodide.pyimport("aftermath.bridge");
  timings.import = Math.round(performance.now() - stageStart);
  self.postMessage({ kind: "ready", build, timings });
}

function failure(id, type, message) {
  return JSON.stringify({ id, ok: false, error: { type, message } });
}

async function installSegno() {
  const micropip = pyodide.pyimport("micropip");
  try {
    await micropip.install.callKwargs(here(`./${build.wheels.segno}`), { deps: false });
  } finally {
    micropip.destroy();
  }
}

self.addEventListener("message", async (event) => {
  const { text, type, id } = event.data;
  if (!bridge) {
    self.postMessage({ kind: "reply", text: failure(id, "not_ready", "engine starting") });
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
  try {
    reply = bridge.handle(text);
  } catch (err) {
    // handle() never raises; reaching here means Python itself failed (e.g. out of
    // memory): say so to this request instead of leaving it unanswered.
    reply = failure(id, "internal", `the engine stopped: ${(err && err.message) || err}; reload the page to restart it`);
  }
  self.postMessage({ kind: "reply", text: reply });
});

boot().catch((err) => {
  self.postMessage({ kind: "failed", stage, message: String((err && err.message) || err) });
});
