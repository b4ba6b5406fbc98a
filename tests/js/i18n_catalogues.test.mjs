// Every catalogue (web/i18n/<code>.ftl) is valid Fluent; a complete language has every
// message of English and a partial one no message English lacks, each with English's
// arguments; every English message is said by the page or the engine (named statically:
// words("id") in web/, sentence("id", ...) in py/aftermath/), and every id they name is in
// English. Each check is a function of the texts, shown failing on planted ones below.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { parse, Visitor } from "@fluent/syntax";
import { ROOT, code, pageSources } from "./page_graph.mjs";
import { COMPLETE, CATALOGUES } from "../../web/i18n/language.js";

const I18N = join(ROOT, "web", "i18n");

// id -> the sorted names of the variables its value and attributes use.
export function messagesOf(name, text) {
  const resource = parse(text, { withSpans: false });
  const junk = resource.body.filter((entry) => entry.type === "Junk");
  if (junk.length) {
    const notes = junk.flatMap((j) => j.annotations.map((a) => `${a.code} ${a.message}`));
    throw new Error(`${name} is not valid Fluent: ${notes.join("; ")} in ${JSON.stringify(junk[0].content.slice(0, 80))}`);
  }
  const out = new Map();
  for (const entry of resource.body.filter((e) => e.type === "Message")) {
    if (out.has(entry.id.name)) throw new Error(`${name} has ${entry.id.name} twice`);
    const names = new Set();
    class Variables extends Visitor {
      visitVariableReference(node) { names.add(node.id.name); }
    }
    new Variables().visit(entry);
    out.set(entry.id.name, [...names].sort());
  }
  return out;
}

// What is wrong with ``other`` (a catalogue) against English: a list of sentences.
export function problemsOf(lang, other, english, { complete }) {
  const problems = [];
  for (const [id, args] of other) {
    if (!english.has(id)) problems.push(`${lang} has ${id}, which English has not`);
    else if (args.join() !== english.get(id).join()) problems.push(`${lang}'s ${id} takes (${args}), English's (${english.get(id)})`);
  }
  if (complete) {
    for (const id of english.keys()) if (!other.has(id)) problems.push(`${lang} lacks ${id}`);
  }
  return problems;
}

// The ids named in the page's code and the engine's.
export function namedIds(pageTexts, engineTexts) {
  const ids = new Set();
  for (const text of pageTexts) for (const m of code(text).matchAll(/\bwords\(\s*["'`]([A-Za-z][\w-]*)["'`]/g)) ids.add(m[1]);
  for (const text of engineTexts) for (const m of text.matchAll(/\bsentence\(\s*"([A-Za-z][\w-]*)"/g)) ids.add(m[1]);
  return ids;
}

function pythonFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? pythonFiles(path) : name.endsWith(".py") ? [readFileSync(path, "utf8")] : [];
  });
}

const read = (c) => readFileSync(join(I18N, `${c}.ftl`), "utf8");
const english = messagesOf("en.ftl", read("en"));

test("the catalogues in web/i18n/ are the ones language.js names, and every complete one is among them", () => {
  const files = readdirSync(I18N).filter((f) => f.endsWith(".ftl")).map((f) => f.slice(0, -4)).sort();
  assert.deepEqual(files, [...CATALOGUES].sort());
  assert.deepEqual(COMPLETE.filter((c) => !CATALOGUES.includes(c)), []);
});

for (const c of CATALOGUES.filter((x) => x !== "en")) {
  test(`${c}.ftl is valid Fluent with English's ids and arguments${COMPLETE.includes(c) ? ", all of them" : " (partial)"}`, () => {
    assert.deepEqual(problemsOf(c, messagesOf(`${c}.ftl`, read(c)), english, { complete: COMPLETE.includes(c) }), []);
  });
}

test("every English message is said by the page or the engine, and every id they name is English's", () => {
  const named = namedIds([...pageSources().values()], pythonFiles(join(ROOT, "py", "aftermath")));
  assert.deepEqual([...english.keys()].filter((id) => !named.has(id)), [], "unused ids in en.ftl");
  assert.deepEqual([...named].filter((id) => !english.has(id)), [], "ids named but not in en.ftl");
});

test("the checks fail on planted catalogues and code", () => {
  assert.throws(() => messagesOf("bad.ftl", "ok = fine\nbroken = { $x\n"), /bad.ftl is not valid Fluent/);
  assert.throws(() => messagesOf("twice.ftl", "a = 1\na = 2\n"), /has a twice/);
  const en = messagesOf("en", "a = { $n } x\nb = y\n");
  assert.deepEqual(problemsOf("xx", messagesOf("xx", "a = { $m } x\nc = z\n"), en, { complete: true }), [
    "xx's a takes (m), English's (n)", "xx has c, which English has not", "xx lacks b"]);
  assert.deepEqual(problemsOf("xx", messagesOf("xx", "a = { $n ->\n *[other] { $n }\n}\n"), en, { complete: false }), []);
  const ids = namedIds(['words("a"); // words("commented")', "words(`b`, { n })"], ['sentence("c", "C")']);
  assert.deepEqual([...ids].sort(), ["a", "b", "c"]);
});
