// The two ways the engine worker starts Python, and the downloads for the next start.
//
// - From the build's memory snapshot (Pyodide with the engine already imported), when
//   this device keeps it already: the start-up of Python is skipped. The options are
//   private Pyodide API (_loadSnapshot); tests/unit/test_pyodide_pins.py pins them to
//   the pinned version. A first visit does not wait for its download (6 MB more than a
//   bare Pyodide before the first start): it starts the ordinary way and fetches the
//   snapshot once idle, for the next start.
// - The ordinary start, on a first visit, when the build has no snapshot, or it is from
//   another build or fails to load. Pyodide starts on the build's standard library, with
//   bytecode for what a start imports (Pyodide's own has source only: Python's start
//   took 5.2 s with it and 2.0 s with bytecode, in make bench); on Pyodide's own if the
//   build's cannot be had.
import { checkedFetch, here, unpackSnapshot } from "./files.js";
import { keepUnpacked } from "./unpacked.js";

// Where Pyodide starts from: its files, and the build's lock file with no packages
// (every wheel is loaded by URL), if the build has one.
function pyodideOptions(build) {
  const options = { indexURL: here("./pyodide/") };
  if (build.lock) options.lockFileURL = here(`./${build.lock}`);
  return options;
}

export async function snapshotStart(loadPyodide, build, snapshot) {
  const started = await loadPyodide({ ...pyodideOptions(build), _loadSnapshot: snapshot });
  const made = started.runPython("import aftermath\ngetattr(aftermath, '_snapshot_id', None)");
  if (made !== build.snapshot.id) throw new Error(`it was made by another build (${made})`);
  return started;
}

// Pyodide started the ordinary way, on the build's standard library with bytecode
// (Pyodide's own has source only, and compiling it is most of Python's start) or, if
// that cannot be had or Python cannot start on it, on Pyodide's own.
export async function ordinaryStart(loadPyodide, build, stdlib, fallback) {
  const options = pyodideOptions(build);
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

// After an ordinary start, once the engine is idle: the snapshot and the standard
// library it starts on (Pyodide's own) are fetched into the browser's cache, read
// through and let go, so the next start is the fast one. The page is told ("kept").
export async function keepForNextStart(build) {
  try {
    for (const path of [build.snapshot.file, "./pyodide/python_stdlib.zip"]) {
      const response = await checkedFetch(path, null, "GET");
      if (path !== build.snapshot.file) {
        await response.body.pipeTo(new WritableStream());
        continue;
      }
      // Unpacked once now, in idle time, and kept so where there is room. One that
      // cannot be unpacked is still the download kept: the next start tries it.
      let why;
      try {
        why = await keepUnpacked(build, await unpackSnapshot(response));
      } catch (err) {
        why = (err && err.message) || String(err);
      }
      if (why) console.warn(`the snapshot is not kept unpacked (${why}): the next start unpacks it`);
    }
    self.postMessage({ kind: "kept" });
  } catch (err) {
    // The next start is the ordinary one again, and tries again after it.
    console.warn(`the snapshot for the next start was not fetched: ${(err && err.message) || err}`);
  }
}
