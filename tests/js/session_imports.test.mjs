// One action pipeline: a screen asks through its session or the Pipeline the controller
// hands it, never the engine itself, and Muster, its import and the backup keep their
// records through pipeline.js, never the storage module.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";

const web = new URL("../../web/", import.meta.url);
const source = (path) => readFile(new URL(path, web), "utf8");
const imports = (text) => [...text.matchAll(/from "([^"]+)"/g)].map((m) => m[1].split("/").pop());

test("no screen imports the engine or asks it directly", async () => {
  const views = (await readdir(new URL("views/", web))).filter((f) => f.endsWith(".js"));
  const offenders = [];
  for (const file of [...views.map((f) => `views/${f}`), "backup.js"]) {
    const text = await source(file);
    if (imports(text).includes("engine.js") || /\bengine\.request\(/.test(text)) offenders.push(file);
  }
  assert.deepEqual(offenders, []);
});

test("Muster, its list import and the backup keep their records through the pipeline", async () => {
  const files = ["views/muster.js", "views/muster_battle.js", "views/muster_forms.js", "views/list_import.js",
    "views/list_import_asks.js", "views/list_import_piece.js", "backup.js"];
  const offenders = [];
  for (const file of files) {
    const named = imports(await source(file));
    if (named.includes("storage.js") || named.includes("store.js") || named.includes("rosters.js")) offenders.push(file);
  }
  assert.deepEqual(offenders, []);
});
