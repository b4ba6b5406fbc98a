// After a snapshot start the engine's files are written once idle, not before the first
// replies: a request that imports a module the snapshot does not hold must still find
// its file. Here in Node's Pyodide (the pinned one), with the worker's own finder and
// its own writing of a wheel's files: the first import of a module not yet written
// writes them and succeeds; modules already imported write nothing; the finder goes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { installWheel, writeBeforeImports } from "../../web/worker/install.js";

const { loadPyodide } = await import("../../node_modules/pyodide/pyodide.mjs");
const pyodide = await loadPyodide({ indexURL: new URL("../../node_modules/pyodide/", import.meta.url).pathname });

const encode = (text) => new TextEncoder().encode(text);
// A package as unzip() reads a wheel: [name, bytes] for each file.
const FILES = [
  ["later_pkg/__init__.py", encode("")],
  ["later_pkg/typed.py", encode("ROLLS = (3, 15, 19)\n")],
  ["later_pkg-1.0.dist-info/METADATA", encode("Name: later_pkg\nVersion: 1.0\n")],
];

test("a module first imported before the files are written finds them", () => {
  let pending = FILES;
  const asked = [];
  const write = () => {
    asked.push(pending ? "wrote" : "nothing to write");
    if (!pending) return;
    const files = pending;
    pending = null;
    installWheel(pyodide, "wheels/later_pkg-1.0-py3-none-any.whl", null, files);
  };
  const takeAway = writeBeforeImports(pyodide, write);
  // Already imported: no finder is asked, nothing is written.
  pyodide.runPython("import sys, json");
  assert.deepEqual(asked, []);
  // Not written yet: the import writes them first, then finds the module.
  assert.deepEqual(pyodide.runPython("import later_pkg.typed\nlist(later_pkg.typed.ROLLS)").toJs(), [3, 15, 19]);
  assert.equal(asked[0], "wrote");
  assert.equal(asked.filter((a) => a === "wrote").length, 1);
  // A module that exists nowhere is still an ImportError, after nothing more is written.
  assert.throws(() => pyodide.runPython("import no_such_module_here"), /ModuleNotFoundError/);
  assert.equal(asked.filter((a) => a === "wrote").length, 1);
  takeAway();
  assert.equal(pyodide.runPython("import sys\nany(type(f).__name__ == 'WriteFilesFirst' for f in sys.meta_path)"), false);
  const count = asked.length;
  pyodide.runPython("import later_pkg");
  assert.equal(asked.length, count);
});
