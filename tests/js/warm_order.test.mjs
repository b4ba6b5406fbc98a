// The idle warm-up imports every adapter the engine's start part holds before the late
// part is put in place: the late part brings the sources of the start's modules (for
// tracebacks), and Python prefers a source to a bytecode file without one beside it, so
// a module first imported after them is compiled from its source (on a first visit
// today, the shared adapters of later screens; any rule system a later start leaves
// unread until then would be too). Here in
// Node's Pyodide (the pinned one), with the worker's own warm-up and a package laid out
// as the engine's two parts are: bytecode alone in the start part, sources in the late.
import { test } from "node:test";
import assert from "node:assert/strict";
import { warmInOrder } from "../../web/worker/install.js";

const { loadPyodide } = await import("../../node_modules/pyodide/pyodide.mjs");
const pyodide = await loadPyodide({ indexURL: new URL("../../node_modules/pyodide/", import.meta.url).pathname });
const SITE = pyodide.runPython("import site\nsite.getsitepackages()[0]");

// A package ``name`` whose ``adapter`` module is bytecode only (``adapter.pyc`` in place
// of ``adapter.py``, as the start part lays it out); ``late()`` puts its source beside.
function startPart(name) {
  const dir = `${SITE}/${name}`;
  pyodide.FS.mkdirTree(dir);
  pyodide.FS.writeFile(`${dir}/__init__.py`, "");
  const source = "RULE = 'C-3'\n";
  pyodide.FS.writeFile(`${dir}/adapter.py`, source);
  pyodide.runPython(`import py_compile, os\npy_compile.compile("${dir}/adapter.py", cfile="${dir}/adapter.pyc", invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)\nos.remove("${dir}/adapter.py")`);
  return {
    late: async () => pyodide.FS.writeFile(`${dir}/adapter.py`, source),
    bridge: {
      load_adapters: () => pyodide.runPython(`import ${name}.adapter`),
      warm: () => pyodide.runPython(`import ${name}.adapter`),
    },
    from: () => pyodide.runPython(`import sys, importlib\nimportlib.invalidate_caches()\nsys.modules["${name}.adapter"].__spec__.loader.__class__.__name__`),
  };
}

test("the warm-up imports the start part's adapters from their bytecode, before the late part's sources", async () => {
  const engine = startPart("engine_in_order");
  const order = [];
  await warmInOrder(engine.bridge, {
    filesInPlace: async () => order.push("files"),
    lateInPlace: async () => { order.push("late"); await engine.late(); },
  });
  assert.deepEqual(order, ["files", "late"]);
  assert.equal(engine.from(), "SourcelessFileLoader");
});

test("an adapter first imported after the late part's sources is compiled from its source", async () => {
  // Why the order matters: the same package, the late part put in place first.
  const engine = startPart("engine_late_first");
  await engine.late();
  pyodide.runPython("import importlib\nimportlib.invalidate_caches()");
  engine.bridge.load_adapters();
  assert.equal(engine.from(), "SourceFileLoader");
});
