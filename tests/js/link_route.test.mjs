// A tap on a battle played on two phones, as the screens make it: the follower's waits
// for the writer's verdict (drawn as its own engine's would be), is refused in the
// writer's words, or is kept when the phones are apart; and what the link keeps lives on
// the device, on both of its backends.
import { test } from "node:test";
import assert from "node:assert/strict";
import { phone, wire } from "./link_fakes.mjs";
import { BACKENDS } from "./store_helpers.mjs";

const { Link } = await import("../../web/link/link.js");
const { Kept, routeThrough } = await import("../../web/link/route.js");
const { EngineError } = await import("../../web/engine.js");

async function pair() {
  const w = wire();
  const A = phone(3);
  const B = phone(4);
  const clock = { setInterval: () => 1, clearInterval() {} };
  const writer = new Link({ role: "writer", me: "Phone A", peer: "Phone B", transport: w.a, battle: A.battle, keep: A.keep, clock });
  const follower = new Link({ role: "follower", me: "Phone B", peer: "Phone A", transport: w.b, battle: B.battle, keep: B.keep, clock });
  w.a.listen(writer);
  w.b.listen(follower);
  await writer.start();
  await follower.start();
  return { w, A, B, writer, follower };
}

// The link delivers while the tap waits, as a data channel does.
const pumping = (w) => {
  let on = true;
  const run = async () => { while (on) { await w.flush(); await new Promise((r) => setTimeout(r, 1)); } };
  const done = run();
  return () => { on = false; return done; };
};

test("the follower's tap resolves with the reply of the writer's verdict", async () => {
  const { w, A, B, follower } = await pair();
  w.join();
  const stop = pumping(w);
  const reply = await routeThrough(follower)("push", { kind: "die", v: 3 });
  await stop();
  assert.equal(reply.as, "game.push");
  assert.deepEqual([A.engine.events, B.engine.events], [[{ kind: "die", v: 3 }], [{ kind: "die", v: 3 }]]);
});

test("a refusal is the writer's words, as the screen shows its own engine's", async () => {
  const { w, follower } = await pair();
  w.join();
  const stop = pumping(w);
  const refused = await routeThrough(follower)("push", { kind: "bad" }).catch((err) => err);
  await stop();
  assert.ok(refused instanceof EngineError);
  assert.deepEqual([refused.type, refused.rule, refused.message], ["rule_violation", "T-1", "Not now: a bad tap (T-1)"]);
});

test("apart, the tap is kept and the screen is told so; unanswered, it is told in time", async () => {
  const { w, B, follower } = await pair();
  const apart = await routeThrough(follower)("push", { kind: "die", v: 1 }).catch((err) => err);
  assert.ok(apart instanceof Kept);
  assert.match(apart.message, /^Kept for Phone A/);
  assert.deepEqual(B.kept.value.pending.map(([id]) => id), [1]);
  w.join(); // joined, but nothing is carried: no answer comes
  const late = await routeThrough(follower, { answerMs: 20 })("push", { kind: "die", v: 2 }).catch((err) => err);
  assert.ok(late instanceof Kept);
  assert.match(late.message, /no answer yet/);
});

test("the writer's tap is its own, applied and broadcast", async () => {
  const { w, A, B, writer } = await pair();
  w.join();
  await routeThrough(writer)("push", { kind: "die", v: 5 });
  await w.flush();
  assert.deepEqual(B.engine.events, A.engine.events);
});

for (const [backend, make] of Object.entries(BACKENDS)) {
  test(`a battle's link is kept on the device (${backend}), and forgotten`, async () => {
    const { store } = await make();
    await store.open();
    assert.equal(await store.links.load("g1"), null);
    const kept = { n: 3, seen: 1, next: 2, pending: [[1, "{\"kind\":\"propose\"}"]] };
    await store.links.save("g1", kept);
    assert.deepEqual(await store.links.load("g1"), kept);
    assert.equal(await store.links.load("g2"), null);
    await store.links.forget("g1");
    assert.equal(await store.links.load("g1"), null);
  });
}
