// The page's shape, read from its source: each rule system lives in its plug-in
// (web/systems/<system>/), every rule id comes from the engine, the imports run one way
// (app -> systems -> screens -> session -> engine / store) and form no cycle, and no
// module grows past 300 lines. Each check is also run on a planted file set, to show
// it can fail.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { load } from "./load.mjs";
import { ROOT, code as stripped, cycleIn, graphOf, missingImports, pageSources, upwardImports } from "./page_graph.mjs";

const WEB = join(ROOT, "web");
const SOURCES = pageSources();

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

// Every place a file names a system or a link kind it may not: outside web/systems/, none;
// in a plug-in, another system's.
function namedSystems(files) {
  const found = [];
  for (const [file, text] of files) {
    if (file === REPLY) continue;
    const own = pluginOf(file);
    const body = stripped(text);
    for (const name of SYSTEMS.filter((s) => s !== own)) {
      if (new RegExp(`["'\`]${name}["'\`]`).test(body)) found.push(`${file}: "${name}"`);
    }
    for (const kind of LINK_KINDS.filter((k) => !own || !k.startsWith(`${own}.`))) {
      if (body.includes(kind)) found.push(`${file}: ${kind}`);
    }
  }
  return found;
}

test("no file outside web/systems/<system>/ names a system or a link kind, and a plug-in only its own", () => {
  assert.deepEqual(namedSystems(SOURCES), []);
});

test("the naming check sees a shared file or another plug-in naming a system", () => {
  const planted = new Map([
    ["web/views/home.js", 'if (system === "conquest") draw();'],
    ["web/systems/ninth_age/index.js", 'const kinds = ["ninth_age.unit", "conquest.list"];'],
    ["web/systems/conquest/index.js", 'export default { name: "conquest" }; // "ninth_age" in a comment'],
  ]);
  const result = namedSystems(planted);
  const expected = ['web/views/home.js: "conquest"', "web/systems/ninth_age/index.js: conquest.list"];
  assert.deepEqual(result, expected);
});

// The rule ids' prefixes ("C" of "C-14"), from the rules the registry's words cite: a
// new system's ids are looked for as soon as its words are in the reply.
function rulePrefixes() {
  const rules = ENGINE_SYSTEMS.systems.flatMap((s) => [...s.statuses, ...s.words, ...s.report_words].map((w) => w.rule));
  const odd = rules.filter((r) => !/^[A-Z]+-\d+$/.test(r));
  assert.deepEqual(odd, [], "a rule the registry cites is not a rule id like C-14");
  return [...new Set(rules.map((r) => r.split("-")[0]))].sort();
}

// Every line of a page file that holds a rule id.
function ruleIds(files) {
  const ruleId = new RegExp(`\\b(?:${rulePrefixes().join("|")})-\\d+\\b`);
  const found = [];
  for (const [file, text] of files) {
    if (file === REPLY) continue;
    text.split("\n").forEach((line, i) => {
      if (ruleId.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

test("no file under web/ holds a rule id: every one comes from the engine", () => {
  const prefixes = rulePrefixes();
  // The systems known today are covered, so the check cannot go vacuous.
  for (const known of ["C", "N", "W"]) assert.ok(prefixes.includes(known), `no rule cites ${known}-: ${prefixes}`);
  assert.deepEqual(ruleIds(SOURCES), []);
});

test("the rule-id check sees a rule id in code or in a comment", () => {
  const planted = new Map([["web/views/log.js", 'const why = "Broken (C-14)";\n// as N-3 says\nconst year = "AD-2026";'],
    [REPLY, 'export const ENGINE_SYSTEMS = { rule: "C-14" };']]);
  const result = ruleIds(planted);
  const expected = ['web/views/log.js:1: const why = "Broken (C-14)";', "web/views/log.js:2: // as N-3 says"];
  assert.deepEqual(result, expected);
});

test("the imports run one way: app -> systems -> screens -> session -> engine / store", () => {
  assert.deepEqual(upwardImports(SOURCES), []);
});

test("the layer check sees an import up the layers, however its path is written", () => {
  const planted = new Map([
    ["web/views/odds.js", 'import { PLUGINS } from "../systems/index.js";'],
    ["web/systems/index.js", 'export const PLUGINS = [];\nconst later = () => import("../app.js");'],
    ["web/app.js", ""],
  ]);
  const result = upwardImports(planted);
  const expected = ["web/views/odds.js (screens) imports web/systems/index.js (systems)",
    "web/systems/index.js (systems) imports web/app.js (app)"];
  assert.deepEqual(result, expected);
});

test("every module the page imports is a file of web/ (so the build ships and precaches it)", () => {
  assert.deepEqual(missingImports(SOURCES), []);
});

test("the missing-module check sees an import of a file that is not there", () => {
  const planted = new Map([["web/views/odds.js", 'import { el } from "./dom.js";\nimport "../gone.js";'], ["web/views/dom.js", ""]]);
  const result = missingImports(planted);
  const expected = ["web/views/odds.js imports web/gone.js"];
  assert.deepEqual(result, expected);
});

test("the page's imports form no cycle", () => {
  assert.equal(cycleIn(graphOf(SOURCES)), null);
});

test("the cycle check sees a cycle through three modules", () => {
  const planted = new Map([
    ["web/app_home.js", 'import { openGame } from "./app_battle.js";'],
    ["web/app_battle.js", 'import { showShare } from "./app_links.js";'],
    ["web/app_links.js", 'export { showHome } from "./app_home.js";'],
    ["web/app.js", 'import { showHome } from "./app_home.js";'],
  ]);
  const result = cycleIn(graphOf(planted));
  const expected = ["web/app_home.js", "web/app_battle.js", "web/app_links.js", "web/app_home.js"];
  assert.deepEqual(result, expected);
});

const linesOf = (text) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
const longModules = (files) => [...files].filter(([, text]) => linesOf(text) > 300).map(([file, text]) => `${file}: ${linesOf(text)} lines`);

test("no module is over 300 lines", () => {
  assert.deepEqual(longModules(SOURCES), []);
});

test("the length check sees a module of 301 lines", () => {
  const planted = new Map([["web/views/long.js", "x;\n".repeat(301)], ["web/views/short.js", "x;\n".repeat(300)]]);
  const result = longModules(planted);
  const expected = ["web/views/long.js: 301 lines"];
  assert.deepEqual(result, expected);
});
