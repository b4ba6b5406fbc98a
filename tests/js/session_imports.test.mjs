// One action pipeline: a screen or a plug-in asks through its session or the Pipeline the
// controller hands it, never the engine itself, and keeps its records on the device
// (Muster, its list import, the backup, the rosters, the distance setting) through
// pipeline.js, never the storage module.
import { test } from "node:test";
import assert from "node:assert/strict";
import { engineFromScreens, pageSources, storeFromScreens } from "./page_graph.mjs";

const SOURCES = pageSources();

test("no screen or plug-in imports the engine or asks it directly", () => {
  assert.deepEqual(engineFromScreens(SOURCES), []);
});

test("no screen or plug-in keeps its records past the pipeline", () => {
  assert.deepEqual(storeFromScreens(SOURCES), []);
});

test("the engine check sees a screen that imports the engine, whatever it names it", () => {
  const planted = new Map([
    ["web/views/odds.js", 'import { engine } from "../boot.js";'],
    ["web/systems/conquest/charge.js", 'import { EngineError } from "../../engine.js";'],
    ["web/views/share.js", "const later = (engine) => engine.request(\"share.qr\");"],
    ["web/session.js", 'import { EngineError } from "./engine.js";'],
  ]);
  const result = engineFromScreens(planted);
  const expected = ["web/views/odds.js imports web/boot.js", "web/systems/conquest/charge.js imports web/engine.js",
    "web/views/share.js calls engine.request"];
  assert.deepEqual(result, expected);
});

test("the pipeline check sees a screen or a plug-in that imports the storage module", () => {
  const planted = new Map([
    ["web/views/distance.js", 'import { store } from "../store/index.js";'],
    ["web/systems/campaign/roster.js", 'import {\n  newId,\n  store,\n} from "../../store/rosters.js";'],
    ["web/backup.js", 'const device = await import("./store/index.js");'],
    ["web/pipeline.js", 'import { store } from "./store/index.js";'],
  ]);
  const result = storeFromScreens(planted);
  const expected = ["web/views/distance.js imports web/store/index.js",
    "web/systems/campaign/roster.js imports web/store/rosters.js", "web/backup.js imports web/store/index.js"];
  assert.deepEqual(result, expected);
});
