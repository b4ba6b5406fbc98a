// Every typed error the store (or the battle's lock) can raise has the players' words:
// a code without them would reach the screen as "battle_held {...}".
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadWith } from "./session_load.mjs";

const WEB = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "web");
const { storeWords, deviceNotes } = await loadWith("web/views/device_words.js");

const sources = [
  ...readdirSync(join(WEB, "store")).map((f) => join(WEB, "store", f)),
  ...readdirSync(WEB).filter((f) => f.endsWith(".js")).map((f) => join(WEB, f)),
].filter((f) => f.endsWith(".js")).map((f) => readFileSync(f, "utf8"));

// Codes named where they are raised, and the revision check's "<kind>_changed/_deleted".
const raised = new Set(sources.flatMap((s) => [...s.matchAll(/new StoreError\("([a-z_]+)"/g)].map((m) => m[1])));
for (const kind of ["battle", "roster", "muster"]) raised.add(`${kind}_changed`).add(`${kind}_deleted`);
// Why the database is not there: said inside the note of a start without it.
const WHY = new Set(["blocked", "no_indexeddb"]);

const details = new Proxy({}, { get: (_, key) => (key === "why" ? { code: "not_open" } : "x") });

test("every error code the store raises is worded, naming what it is about", () => {
  const unworded = [...raised].filter((code) => !WHY.has(code) && !storeWords.error({ code, details }));
  assert.deepEqual(unworded, []);
});

test("a battle another tab holds says how long it waited and what to do", () => {
  const said = storeWords.error({ code: "battle_held", details: { id: "g1", seconds: 75 } });
  assert.equal(said, "Another tab has held this battle for over 75 seconds (it may be frozen). Nothing was done: close or reload the other tab, then try again.");
});

test("a start without the database says why, in the players' words", () => {
  for (const code of WHY) {
    const said = deviceNotes([{ code: "not_kept", why: { code } }]);
    assert.ok(!said.includes(code), `${code}: ${said}`);
  }
});
