// The page's modules and what each imports, read from source, for the shape checks
// (page_shape.test.mjs, session_imports.test.mjs). Every check is a function of a file
// set (path -> text), so a test can hand it a planted bad import and see it fail.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { posix } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
// Not the page's own source: third-party code the build copies in.
const SKIP = new Set(["vendor", "pyodide", "icons"]);

function pageFiles(dir, rel) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIP.has(name) ? [] : pageFiles(path, `${rel}/${name}`);
    return name.endsWith(".js") ? [`${rel}/${name}`] : [];
  });
}

// Every module of web/, by its path from the repository's root ("web/views/odds.js").
export function pageSources() {
  return new Map(pageFiles(join(ROOT, "web"), "web").sort().map((file) => [file, readFileSync(join(ROOT, file), "utf8")]));
}

// The code without its comments (a comment may name a system in the players' words, or
// quote an import).
export const code = (text) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/[^\n]*/g, "$1");

// Every module ``file`` imports (static, re-exported or dynamic), as a path from the
// root: "../store/index.js" from "web/views/distance.js" is "web/store/index.js".
export function importsOf(file, text) {
  const specs = [...code(text).matchAll(/(?:^|[\s;}])(?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["']|(?:^|[\s;])import\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)/g)]
    .map((m) => m[1] || m[2] || m[3]);
  return specs.filter((s) => s.startsWith(".")).map((s) => posix.normalize(posix.join(posix.dirname(file), s)));
}

// Module -> the modules of the set it imports.
export function graphOf(files) {
  return new Map([...files].map(([file, text]) => [file, importsOf(file, text).filter((t) => files.has(t))]));
}

// One import cycle of ``graph`` ([a, b, ..., a]), or null.
export function cycleIn(graph) {
  const done = new Set();
  const path = [];
  const visit = (node) => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return null;
    path.push(node);
    for (const next of [...(graph.get(node) || [])].sort()) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    done.add(node);
    return null;
  };
  for (const start of [...graph.keys()].sort()) {
    const found = visit(start);
    if (found) return found;
  }
  return null;
}

// The layers, from the top: a module imports only from its own layer or one below.
export const LAYERS = ["app", "systems", "screens", "session", "engine and store"];
export function layerOf(file) {
  if (/^web\/app(_\w+)?\.js$/.test(file) || file === "web/place.js") return 0;
  if (file.startsWith("web/systems/")) return 1;
  if (file.startsWith("web/views/") || ["web/backup.js", "web/offline.js"].includes(file)) return 2;
  if (["web/session.js", "web/session_states.js", "web/session_save.js", "web/battle_lock.js", "web/pipeline.js", "web/session_link.js"].includes(file)) return 3;
  return 4;
}

// Every import that runs up the layers.
export function upwardImports(files) {
  const up = [];
  for (const [file, targets] of graphOf(files)) {
    for (const target of targets) {
      if (layerOf(target) < layerOf(file)) up.push(`${file} (${LAYERS[layerOf(file)]}) imports ${target} (${LAYERS[layerOf(target)]})`);
    }
  }
  return up;
}

// Every import of a module that is not in the set (the build would not ship it).
export function missingImports(files) {
  const missing = [];
  for (const [file, text] of files) {
    for (const target of importsOf(file, text)) {
      if (target.startsWith("web/pyodide/") || target.startsWith("web/vendor/")) continue;
      // A catalogue the build bundles as text (English's) is a file of web/ too.
      if (target.endsWith(".ftl") && existsSync(join(ROOT, target))) continue;
      if (!files.has(target)) missing.push(`${file} imports ${target}`);
    }
  }
  return missing;
}

// The modules that reach the engine: a screen or a plug-in asks through its session or
// the Pipeline it is handed.
const ENGINE = new Set(["web/engine.js", "web/boot.js", "web/engine-worker.js"]);
const isStore = (file) => file.startsWith("web/store/");
const pastThePipeline = (file) => layerOf(file) === 1 || layerOf(file) === 2;

// Every screen or plug-in that imports the engine or asks it directly.
export function engineFromScreens(files) {
  const found = [];
  for (const [file, text] of files) {
    if (!pastThePipeline(file)) continue;
    for (const target of importsOf(file, text).filter((t) => ENGINE.has(t))) found.push(`${file} imports ${target}`);
    if (/\bengine\.request\(/.test(code(text))) found.push(`${file} calls engine.request`);
  }
  return found;
}

// Every screen or plug-in that imports the device's storage module (store/) itself.
export function storeFromScreens(files) {
  const found = [];
  for (const [file, text] of files) {
    if (!pastThePipeline(file)) continue;
    for (const target of importsOf(file, text).filter(isStore)) found.push(`${file} imports ${target}`);
  }
  return found;
}
