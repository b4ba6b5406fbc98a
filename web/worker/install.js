// Putting Python packages in place in the engine worker: the engine's own parts written
// into site-packages, the late part fetched once idle or on first need, and optional
// packages installed by micropip on the first request that needs them.
import { fetchFiles, here } from "./files.js";

// Our wheel is pure Python with nothing to run at install: its files written into
// site-packages are the whole install, as loadPackage would do it but without its
// second fetch and package bookkeeping (measured: a third of the time). ``files``: the
// zip read by unzip(), or null to have Pyodide unpack ``bytes`` (unzip failed). A wheel's
// dist-info comes with it; INSTALLER says what put it there.
export function installWheel(pyodide, path, bytes, files) {
  const sitePackages = pyodide.runPython("import site\nsite.getsitepackages()[0]");
  const wheel = path.endsWith(".whl");
  if (files) {
    for (const [name, data] of files) {
      const file = `${sitePackages}/${name}`;
      pyodide.FS.mkdirTree(file.slice(0, file.lastIndexOf("/")));
      pyodide.FS.writeFile(file, data);
    }
  } else {
    pyodide.unpackArchive(bytes, wheel ? "wheel" : "zip", { extractDir: sitePackages });
  }
  if (wheel) {
    const name = path.split("/").pop().split("-").slice(0, 2).join("-");
    pyodide.FS.writeFile(`${sitePackages}/${name}.dist-info/INSTALLER`, "aftermath\n");
  }
  pyodide.runPython(LOOK_AGAIN);
}

// Files written after start-up: the import system's cached folder listings are dropped,
// so it looks again. Not importlib.invalidate_caches(): that imports importlib.metadata
// (with email, zipfile, csv: 190 ms of CPU after a snapshot start on a fast machine, a
// second on a phone's share of one) to clear a cache that is empty until something reads
// a package's metadata. scripts/pyodide_build.mjs runs the same lines.
export const LOOK_AGAIN = `
import sys
from importlib.machinery import PathFinder
for finder in list(sys.path_importer_cache.values()):
    if hasattr(finder, "invalidate_caches"):
        finder.invalidate_caches()
for finder in sys.meta_path:
    if finder is not PathFinder and hasattr(finder, "invalidate_caches"):
        finder.invalidate_caches()
if "importlib.metadata" in sys.modules:
    sys.modules["importlib.metadata"].MetadataPathFinder.invalidate_caches()
`;

// Files written after a snapshot start, but only once something needs them: a finder
// put first on sys.meta_path calls ``write`` (synchronous, and a no-op once done)
// before any module not yet imported is looked for, then lets the usual finders look.
// So a request that imports a module the snapshot does not hold (a campaign's typed
// rolls, the odds tables) finds its file, and no other request waits for the writing.
// Returns a function that takes the finder away again (once the files are written).
export function writeBeforeImports(pyodide, write) {
  const scope = pyodide.toPy({});
  try {
    pyodide.runPython(WRITE_FIRST, { globals: scope });
    const putFirst = scope.get("put_first");
    try {
      putFirst(write);
    } finally {
      putFirst.destroy();
    }
    return () => pyodide.runPython("take_away()", { globals: scope });
  } catch (err) {
    scope.destroy();
    throw err;
  }
}

const WRITE_FIRST = `
import sys

class WriteFilesFirst:
    def __init__(self, write):
        self.write = write

    def find_spec(self, name, path=None, target=None):
        self.write()
        return None

def put_first(write):
    sys.meta_path.insert(0, WriteFilesFirst(write))

def take_away():
    sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, WriteFilesFirst)]
`;

// Optional packages shipped in the start-up set or with the late part (build.json
// "bundled", "late" "with"): a package that cannot be had is not a failure there; it is
// installed on the first request that needs it, as if it were not shipped.
export async function installShipped(pyodide, shipped, preinstalled) {
  for (const { name, path, bytes, files } of shipped) {
    try {
      installWheel(pyodide, path, await bytes, await files);
      preinstalled.add(name);
    } catch (err) {
      console.warn(`${name} is installed on first use instead (${(err && err.message) || err})`);
    }
  }
}

export function shippedWith(build, names) {
  return (names || []).map((name) => ({ name, ...fetchFiles(build.wheels[name]) }));
}

// The engine's late part (build.json "late"): the modules only some requests import (by
// prefix: odds, reports, list import) and the sources of the start's bytecode, with
// defusedxml. Fetched once, on the first request that needs it or once the engine is
// idle; a failed fetch is tried again by the next such request.
let late = null;

export function needsLate(build, type) {
  return Boolean(build && build.late) && build.late.requests.some((prefix) => String(type).startsWith(prefix));
}

// Whether the late part brings ``wheel`` (build.json "late" "with").
export function shippedLate(build, wheel) {
  return Boolean(build && build.late && (build.late.with || []).includes(wheel));
}

export function loadLate(pyodide, build, preinstalled) {
  if (!build.late) return Promise.resolve();
  if (!late) {
    late = (async () => {
      const part = fetchFiles(build.late.file);
      const shipped = shippedWith(build, build.late.with);
      installWheel(pyodide, part.path, await part.bytes, await part.files);
      await installShipped(pyodide, shipped, preinstalled);
    })();
    late.catch(() => { late = null; });
  }
  return late;
}

// Pyodide's package loader resolves even when a package fails; collect its errors.
async function loadWheel(pyodide, path, what) {
  const problems = [];
  await pyodide.loadPackage(here(`./${path}`), {
    messageCallback: () => {},
    errorCallback: (message) => problems.push(message),
  });
  if (problems.length) throw new Error(`${path} could not be installed (${what}): ${problems.join("; ")}`);
}

let micropip = null; // a promise: the package installer, loaded on first use

export async function installOptional(pyodide, build, wheel) {
  // micropip comes from the site's files (by URL: its PyPI hash differs from Pyodide's
  // lock), only now: it stays off the start-up path.
  micropip = micropip || loadWheel(pyodide, build.wheels.micropip, "the package installer");
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

// The idle warm-up, in its order: the files in place, then every adapter the start part
// holds imported, and only then the late part, whose sources of the start's modules go
// beside their bytecode (a module first imported after that is compiled from its source;
// on a first visit today only the shared adapters of later screens are left by then,
// the requests just after "ready" having read every system), then what only the late
// part has. ``bridge``: aftermath.bridge.
export async function warmInOrder(bridge, { filesInPlace, lateInPlace }) {
  await filesInPlace();
  if (typeof bridge.load_adapters === "function") bridge.load_adapters();
  await lateInPlace();
  if (typeof bridge.warm === "function") bridge.warm();
  // The QR code's package, shipped with the late part: the first Share compiles nothing.
  if (typeof bridge.warm_packages === "function") bridge.warm_packages();
}
