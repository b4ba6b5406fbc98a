// English's catalogue split for the site (scripts/english_parts.mjs): the page's own
// messages bundled, the engine's sentences in a file only the pseudo-locale fetches.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { ROOT, pageSources } from "./page_graph.mjs";
import { parse } from "@fluent/syntax";
import { englishParts, pageIds } from "../../scripts/english_parts.mjs";

// id -> its text, of the messages of a Fluent text.
const messagesOf = (name, text) => new Map(parse(text, { withSpans: false }).body
  .filter((e) => e.type === "Message").map((e) => [e.id.name, e]));

const EN = readFileSync(join(ROOT, "web", "i18n", "en.ftl"), "utf8");
const ids = pageIds([...pageSources().values()]);
const { page, engine } = englishParts(EN, ids);

test("the two parts hold every English message once, each as English has it", () => {
  const all = messagesOf("en.ftl", EN);
  const first = messagesOf("page part", page);
  const second = messagesOf("engine part", engine);
  assert.deepEqual([...first.keys()].filter((id) => second.has(id)), []);
  assert.deepEqual([...first.keys(), ...second.keys()].sort(), [...all.keys()].sort());
  const whole = new FluentBundle("en", { useIsolating: false });
  whole.addResource(new FluentResource(EN));
  const split = new FluentBundle("en", { useIsolating: false });
  split.addResource(new FluentResource(`${page}\n${engine}`));
  for (const id of all.keys()) {
    const [a, b] = [whole, split].map((bundle) => bundle.getMessage(id).value);
    assert.deepEqual(JSON.stringify(b), JSON.stringify(a), id);
  }
});

test("every message the page names, and every message those refer to, is in the page's part", () => {
  const first = messagesOf("page part", page);
  assert.deepEqual([...ids].filter((id) => !first.has(id)), []);
  const bundle = new FluentBundle("en", { useIsolating: false });
  bundle.addResource(new FluentResource(page));
  // Formatted from the page's part alone, no message it refers to is missing (an
  // argument left out is not this test's business: every variant is tried by its default).
  const unknown = [];
  for (const id of first.keys()) {
    const errors = [];
    bundle.formatPattern(bundle.getMessage(id).value, {}, errors);
    unknown.push(...errors.map(String).filter((e) => /Unknown message/.test(e)).map((e) => `${id}: ${e}`));
  }
  assert.deepEqual(unknown, []);
});

test("the engine's sentences are not in the page's part, and the translators' comments are in neither", () => {
  assert.match(engine, /^verdict-character-removed =/m);
  assert.doesNotMatch(page, /^verdict-character-removed =/m);
  assert.doesNotMatch(`${page}\n${engine}`, /^#/m);
  assert.ok(page.length < EN.length / 2, `page part ${page.length} of ${EN.length}`);
});

test("a page naming a message English lacks stops the split", () => {
  assert.throws(() => englishParts(EN, new Set(["no-such-message"])), /the page names messages English lacks: no-such-message/);
});
