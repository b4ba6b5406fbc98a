// The start's marks, for `make bench` only (bench/phone.py places them on the page's
// clock): the worker's own parts, Pyodide's wasm compile and the downloads' timings.

// When each part of the start ended, in ms on the worker's clock (its timeOrigin is sent
// beside them): for `make bench` (bench/phone.py), which places them on the page's.
export const marks = {};
export const mark = (name) => { marks[name] = Math.round(performance.now()); };
// For make bench, marks only: when Pyodide asked for its wasm to be compiled and
// instantiated, and when that was done (a compile from V8's cache of the compiled wasm
// is a fraction of one from the bytes). Pyodide's own wasm is the first instantiated
// after this; the browser's own function is put back at once, and called as it is.
const instantiateStreaming = WebAssembly.instantiateStreaming;

export function timeWasm() {
  if (typeof instantiateStreaming !== "function") return;
  WebAssembly.instantiateStreaming = (...args) => {
    WebAssembly.instantiateStreaming = instantiateStreaming;
    mark("wasmAsked");
    const done = instantiateStreaming.apply(WebAssembly, args);
    done.then(() => mark("wasmInstantiated"), () => {});
    return done;
  };
}

// For make bench: when the start's downloads were in (the browser's cache or the
// network: the wasm's bytes over the network, 0 if it was cached), from the worker's resource
// timings.
const RESOURCES = {
  "pyodide.asm.mjs": "asmJs", "pyodide.asm.wasm": "wasm", "python_stdlib.zip": "stdlib",
  "python_stdlib.bytecode.zip": "stdlib", "build.json": "manifest",
};

export function markResources() {
  for (const entry of performance.getEntriesByType("resource")) {
    const name = RESOURCES[new URL(entry.name).pathname.split("/").pop()];
    // The last of each (the wasm's HEAD, the check of its type, comes first).
    if (name && !(marks[`${name}In`] > entry.responseEnd)) {
      marks[`${name}In`] = Math.round(entry.responseEnd);
      if (name === "wasm") marks.wasmBytes = entry.transferSize;
    }
  }
}
