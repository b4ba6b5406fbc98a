// Pyodide's wasm (9.6 MB), fetched and compiled from the worker's first moment.
//
// Pyodide asks for its wasm only once loadPyodide is called, and compiles it only once
// its own 1.25 MB script has been fetched and run: on a first visit that was 0.3-0.4 s
// into the worker's start, after the build manifest and the device's snapshot lookup.
// Fetched and stream-compiled here at once, the download and the compile overlap all
// of that (make bench: bench/phone.py). Pyodide is then handed the compiled module: its
// one request for the wasm is answered without going to the network (the bytes are
// here already), and its instantiateStreaming instantiates the module compiled here
// with Pyodide's own imports. Both hooks are private to the pinned Pyodide
// (tests/unit/test_pyodide_pins.py) and each serves one call, then is taken away.
// Whatever fails here, Pyodide fetches and compiles its wasm itself, as without it.
import { checkedFetch, here } from "./files.js";
import { mark } from "./marks.js";

const WASM = "./pyodide/pyodide.asm.wasm";
// The browser's own, put back after each one-call hook (never a hook over a hook).
const browserFetch = self.fetch;
const instantiateStreaming = WebAssembly.instantiateStreaming;

// The wasm's response, checked (a wasm served with the wrong type makes loadPyodide hang
// silently: the start fails with the reason instead), and its module compiled from it,
// or null if this browser could not compile it so.
export function fetchWasm() {
  const response = checkedFetch(WASM, "application/wasm", "GET");
  const compiled = typeof WebAssembly.compileStreaming !== "function" || typeof instantiateStreaming !== "function"
    ? Promise.resolve(null)
    : response.then((checked) => WebAssembly.compileStreaming(checked).then((module) => {
      mark("wasmCompiled");
      return module;
    }, (err) => {
      console.warn(`the wasm is compiled by Pyodide itself (${(err && err.message) || err})`);
      return null;
    }), () => null); // the start fails on the check, with its reason
  return { checked: response.then(() => undefined), compiled };
}

// The browser's own fetch and instantiateStreaming, once loadPyodide is done either way.
function takeBack() {
  self.fetch = browserFetch;
  WebAssembly.instantiateStreaming = instantiateStreaming;
}

// For one loadPyodide: its request for the wasm answered with an empty response (never
// read), and its instantiateStreaming given the module compiled here once it is, with
// Pyodide's own imports; if it could not be compiled here, the wasm is fetched and
// compiled as Pyodide would have. Called just before each loadPyodide (the ordinary
// start after a failed snapshot start gets the same module), taken back after it.
function handOver(compiled) {
  const url = here(WASM);
  takeBack();
  self.fetch = function fetchOnce(input, init) {
    if (String(input instanceof Request ? input.url : input) !== url) return browserFetch.call(this, input, init);
    self.fetch = browserFetch;
    return Promise.resolve(new Response(null, { headers: { "content-type": "application/wasm" } }));
  };
  WebAssembly.instantiateStreaming = (source, imports) => {
    WebAssembly.instantiateStreaming = instantiateStreaming;
    mark("wasmAsked");
    const done = compiled.then((module) => (module
      ? WebAssembly.instantiate(module, imports).then((instance) => ({ instance, module }))
      : instantiateStreaming.call(WebAssembly, browserFetch.call(self, url), imports)));
    done.then(() => mark("wasmInstantiated"), () => {});
    return done;
  };
}

// loadPyodide as the worker's starts call it: handed Pyodide's own script (``script``,
// imported by the worker; Pyodide awaits what createPyodideModule returns) and the wasm
// compiled here.
export function handingOver(loadPyodide, script, compiled) {
  const createPyodideModule = async (settings) => (await script).default(settings);
  return async (options) => {
    handOver(compiled);
    try {
      return await loadPyodide({ ...options, createPyodideModule });
    } finally {
      takeBack();
    }
  };
}
