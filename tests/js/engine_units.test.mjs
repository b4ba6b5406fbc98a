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
