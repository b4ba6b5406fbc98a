// The screen kept on during a battle: taken when a battle is shown, given back when it
// is left or the page hidden, taken again when the page is visible, never while the
// player has turned it off; what it does is said in words.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadWith } from "./session_load.mjs";

const { KeepAwake } = await loadWith("web/views/wake_lock.js", {
  "web/pipeline.js": "export const awakeSetting = { get: () => null, set: async () => {} };",
});

function fakes({ refuse = null } = {}) {
  const log = [];
  const wakeLock = {
    async request(type) {
      log.push(`request ${type}`);
      if (refuse) throw new Error(refuse);
      const sentinel = new EventTarget();
      sentinel.release = async () => {
        log.push("release");
        sentinel.dispatchEvent(new Event("release"));
      };
      return sentinel;
    },
  };
  const doc = new EventTarget();
  doc.visibilityState = "visible";
  const kept = { value: null, get: () => kept.value, set: async (v) => { kept.value = v; } };
  return { log, wakeLock, doc, setting: kept };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

test("taken in a battle, given back when it is left", async () => {
  const f = fakes();
  const awake = new KeepAwake(f);
  assert.equal(awake.words(), "screen may sleep");
  awake.battle(true);
  await settle();
  assert.equal(awake.words(), "screen kept on");
  awake.battle(false);
  await settle();
  assert.deepEqual(f.log, ["request screen", "release"]);
  assert.equal(awake.words(), "screen may sleep");
});

test("given back when the page is hidden, taken again when it is visible", async () => {
  const f = fakes();
  const awake = new KeepAwake(f);
  awake.battle(true);
  await settle();
  f.doc.visibilityState = "hidden";
  f.doc.dispatchEvent(new Event("visibilitychange"));
  await settle();
  assert.equal(awake.held, false);
  f.doc.visibilityState = "visible";
  f.doc.dispatchEvent(new Event("visibilitychange"));
  await settle();
  assert.equal(awake.held, true);
  assert.deepEqual(f.log, ["request screen", "release", "request screen"]);
});

test("turned off: given back, kept off on the device, not taken in the next battle", async () => {
  const f = fakes();
  const awake = new KeepAwake(f);
  awake.battle(true);
  await settle();
  await awake.setWanted(false);
  assert.equal(f.setting.value, "off");
  assert.equal(awake.words(), "screen may sleep (turned off)");
  awake.battle(false);
  awake.battle(true);
  await settle();
  assert.deepEqual(f.log, ["request screen", "release"]);
  await awake.setWanted(true);
  assert.equal(f.setting.value, null);
  assert.deepEqual(f.log, ["request screen", "release", "request screen"]);
  assert.equal(awake.words(), "screen kept on");
});

test("a browser without it, or one that refuses, says so", async () => {
  const none = new KeepAwake({ ...fakes(), wakeLock: null });
  none.battle(true);
  await settle();
  assert.equal(none.words(), "this browser cannot keep the screen on");
  const f = fakes({ refuse: "Wake Lock permission request denied" });
  const refused = new KeepAwake(f);
  refused.battle(true);
  await settle();
  assert.equal(refused.words(), "screen may sleep: Wake Lock permission request denied");
});

test("left while the browser was still asked: given back at once", async () => {
  const f = fakes();
  const awake = new KeepAwake(f);
  awake.battle(true);
  awake.battle(false); // before the request has answered
  await settle();
  await settle();
  assert.equal(awake.held, false);
  assert.deepEqual(f.log, ["request screen", "release"]);
});
