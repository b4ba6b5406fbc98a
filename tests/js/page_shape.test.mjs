// The page's shape, read from its source: each rule system lives in its plug-in
// (web/systems/<system>/), every rule id comes from the engine, the imports run one way
// (app -> systems -> screens -> session -> engine / store) and no module grows past
// about 300 lines.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { load } from "./load.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const WEB = join(ROOT, "web");
// Not the page's own source: third-party code the build copies in.
const SKIP = new Set(["vendor", "pyodide", "icons"]);

function pageFiles(dir = WEB) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIP.has(name) ? [] : pageFiles(path);
    return name.endsWith(".js") ? [relative(ROOT, path)] : [];
  });
}

const FILES = pageFiles();
const source = (file) => readFileSync(join(ROOT, file), "utf8");
// The code without its comments (a comment may name a system in the players' words).
const code = (file) => source(file).replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/[^\n]*/g, "$1");

// The engine's own engine.systems reply, kept with the page (a unit test keeps it the
// engine's): the systems and link kinds the page may name only in their plug-ins.
const { ENGINE_SYSTEMS } = await load("web/engine_systems.js");
const SYSTEMS = ENGINE_SYSTEMS.systems.map((s) => s.name);
const LINK_KINDS = Object.keys(ENGINE_SYSTEMS.links);
const REPLY = "web/engine_systems.js";
const pluginOf = (file) => (file.match(/^web\/systems\/([^/]+)\//) || [])[1] || null;

test("every rule system has its plug-in folder, and every plug-in is a rule system", () => {
  const folders = readdirSync(join(WEB, "systems")).filter((n) => statSync(join(WEB, "systems", n)).isDirectory());
  assert.deepEqual([...folders].sort(), [...SYSTEMS].sort());
});

test("no file outside web/systems/<system>/ names a system or a link kind", () => {
  const found = [];
  for (const file of FILES) {
    if (file === REPLY || pluginOf(file)) continue;
    const text = code(file);
    for (const name of SYSTEMS) {
      if (new RegExp(`["'\`]${name}["'\`]`).test(text)) found.push(`${file}: "${name}"`);
    }
    for (const kind of LINK_KINDS) {
      if (text.includes(kind)) found.push(`${file}: ${kind}`);
    }
  }
  assert.deepEqual(found, []);
});

test("a plug-in names only its own system and its own link kinds", () => {
  const found = [];
  for (const file of FILES.filter(pluginOf)) {
    const own = pluginOf(file);
    const text = code(file);
    for (const name of SYSTEMS.filter((s) => s !== own)) {
      if (new RegExp(`["'\`]${name}["'\`]`).test(text)) found.push(`${file}: "${name}"`);
    }
    for (const kind of LINK_KINDS.filter((k) => !k.startsWith(`${own}.`))) {
      if (text.includes(kind)) found.push(`${file}: ${kind}`);
    }
  }
  assert.deepEqual(found, []);
});


// The rule ids' prefixes ("C" of "C-14"), from the rules the registry's words cite: a
// new system's ids are looked for as soon as its words are in the reply.
function rulePrefixes() {
  const rules = ENGINE_SYSTEMS.systems.flatMap((s) => [...s.statuses, ...s.words, ...s.report_words].map((w) => w.rule));
  const odd = rules.filter((r) => !/^[A-Z]+-\d+$/.test(r));
  assert.deepEqual(odd, [], "a rule the registry cites is not a rule id like C-14");
  return [...new Set(rules.map((r) => r.split("-")[0]))].sort();
}

test("no file under web/ holds a rule id: every one comes from the engine", () => {
  const prefixes = rulePrefixes();
  // The systems known today are covered, so the check cannot go vacuous.
  for (const known of ["C", "N", "W"]) assert.ok(prefixes.includes(known), `no rule cites ${known}-: ${prefixes}`);
  const ruleId = new RegExp(`\\b(?:${prefixes.join("|")})-\\d+\\b`);
  const found = [];
  for (const file of FILES) {
    if (file === REPLY) continue;
    source(file).split("\n").forEach((line, i) => {
      if (ruleId.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(found, []);
});

// The layers, from the top: a module imports only from its own layer or one below.
const LAYERS = ["app", "systems", "screens", "session", "engine and store"];
function layerOf(file) {
  if (/^web\/app(_\w+)?\.js$/.test(file) || file === "web/place.js") return 0;
  if (file.startsWith("web/systems/")) return 1;
  if (file.startsWith("web/views/") || ["web/backup.js", "web/offline.js"].includes(file)) return 2;
  if (["web/session.js", "web/session_states.js", "web/session_save.js", "web/battle_lock.js", "web/pipeline.js"].includes(file)) return 3;
  return 4;
}

function importsOf(file) {
  const text = code(file);
  const specs = [...text.matchAll(/(?:^|[\s;])(?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)/g)]
    .map((m) => m[1] || m[2]);
  return specs.filter((s) => s.startsWith(".")).map((s) => normalize(join(dirname(file), s)));
}

test("the imports run one way: app -> systems -> screens -> session -> engine / store", () => {
  const up = [];
  for (const file of FILES) {
    for (const target of importsOf(file)) {
      if (!target.endsWith(".js") || !FILES.includes(target)) continue;
      if (layerOf(target) < layerOf(file)) up.push(`${file} (${LAYERS[layerOf(file)]}) imports ${target} (${LAYERS[layerOf(target)]})`);
    }
  }
  assert.deepEqual(up, []);
});

test("every module the page imports is a file of web/ (so the build ships and precaches it)", () => {
  const missing = [];
  for (const file of FILES) {
    for (const target of importsOf(file)) {
      if (target.startsWith("web/pyodide/") || target.startsWith("web/vendor/")) continue;
      if (!FILES.includes(target)) missing.push(`${file} imports ${target}`);
    }
  }
  assert.deepEqual(missing, []);
});

test("no module is over 300 lines", () => {
  const over = [];
  for (const file of FILES) {
    const lines = source(file).split("\n").length - (source(file).endsWith("\n") ? 1 : 0);
    if (lines > 300) over.push(`${file}: ${lines} lines`);
  }
  assert.deepEqual(over, []);
});
