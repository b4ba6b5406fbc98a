// Every request carries the device's distance setting, read when it is sent, so each
// distance the engine says (an Undo label, a step) is in the unit the battle is played in.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load } from "./load.mjs";

const { Engine } = await load("web/engine.js");

function sentWith(units) {
  const engine = new Engine();
  const sent = [];
  engine.worker = { postMessage: (m) => sent.push(m) };
  if (units) engine.units = units;
  engine.request("game.push", { game_id: "g" }).catch(() => {});
  for (const { timer } of engine.pending.values()) clearTimeout(timer);
  return JSON.parse(sent[0].text);
}

test("a request says the device's unit, read as it is sent", () => {
  let setting = "in";
  const body = sentWith(() => setting);
  assert.deepEqual(body, { id: 1, type: "game.push", payload: { game_id: "g" }, units: "in" });
  setting = "mm";
  assert.equal(sentWith(() => setting).units, "mm");
});

test("an engine the app has not told says mm, the engine's own unit", () => {
  assert.equal(sentWith(null).units, "mm");
});

// A request still unanswered after a moment makes the engine "busy" (the game's top bar
// says it is working, an Apply waiting off); the last answer ends it, and a quick answer
// never starts it.
test("a request unanswered after a moment makes the engine busy until every answer is in", async () => {
  const engine = new Engine();
  engine.worker = { postMessage: () => {} };
  const seen = [];
  engine.addEventListener("busy", ({ detail }) => seen.push(detail.busy));
  const quick = engine.request("engine.version").catch(() => {});
  engine.settle({ id: 1, ok: true, result: {} });
  await quick;
  await new Promise((done) => setTimeout(done, 700));
  assert.deepEqual(seen, []);
  const slow = [engine.request("game.push"), engine.request("game.preview")];
  await new Promise((done) => setTimeout(done, 700));
  assert.deepEqual(seen, [true]);
  engine.settle({ id: 2, ok: true, result: {} });
  assert.deepEqual(seen, [true]);
  engine.settle({ id: 3, ok: false, error: { type: "internal", message: "x" } });
  await Promise.allSettled(slow);
  const result = seen;
  const expected = [true, false];
  assert.deepEqual(result, expected);
  for (const { timer } of engine.pending.values()) clearTimeout(timer);
});
