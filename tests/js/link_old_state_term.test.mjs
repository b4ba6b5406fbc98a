// A writer's whole game settles this phone's waiting taps up to its ``seen`` only if it is
// of this phone's term: ids restart each term, so an old hand-over's state (an earlier
// term) answers none of this term's taps.
import { test } from "node:test";
import assert from "node:assert/strict";
import { phone } from "./link_fakes.mjs";
// The link says its refusals from the catalogue: read once vendor.mjs is hooked in.
const { Handover } = await import("../../web/link/handover_link.js");
const { Link } = await import("../../web/link/link.js");

async function followerWaiting(term) {
  const B = phone(4);
  const none = { send: () => false };
  const f = new Link({ role: "follower", me: "Phone B", peer: "Phone A", transport: none, battle: B.battle, keep: B.keep });
  await f.start(); f.stop(); f.fresh = false;
  Object.assign(f, { term, writer: "Phone A" });
  B.engine.events = [{ kind: "die", v: 1 }, { kind: "die", v: 2 }]; f.n = 2;
  await f.act("push", { kind: "die", v: 5 });
  await f.act("push", { kind: "die", v: 3 });
  assert.equal(f.pending.size, 2);
  const b = new Handover(f);
  b.lost = true; // this phone's copy differs; its last hand-over asked for the whole game
  return { f, b };
}

// ``dice``: the game's actions, each a die (the writer's game holding this phone's taps).
const stateOf = (term, dice = [1]) => {
  const events = dice.map((v) => ({ kind: "die", v }));
  return JSON.stringify({ kind: "state", n: dice.length, game: { events, redo: [] }, hash: JSON.stringify({ e: events, r: 0 }), seen: 3, term });
};

test("an old hand-over's whole game of an earlier term leaves this term's taps waiting", async () => {
  const { f, b } = await followerWaiting(3);
  await b.take([await b.head(), stateOf(1)]);
  assert.equal(f.pending.size, 2);
  assert.deepEqual([...f.pending.keys()], [1, 2]);
});

test("the writer's whole game of this term settles the taps it says it answered", async () => {
  const { f, b } = await followerWaiting(3);
  const events = []; f.on((e) => events.push(e));
  await b.take([await b.head(), stateOf(3, [1, 5, 3])]);
  assert.equal(f.pending.size, 0);
  assert.deepEqual(events.find((e) => e.type === "reloaded").settled, [1, 2]);
});

test("a whole game holding a tap otherwise than it was made says it refused, not applied", async () => {
  const { f, b } = await followerWaiting(3);
  const events = []; f.on((e) => events.push(e));
  // Tap 1 (a 5) answered with a 6; tap 2 (a 3) as made.
  const seen = await b.take([await b.head(), stateOf(3, [1, 6, 3])]);
  assert.equal(f.pending.size, 0);
  assert.deepEqual(events.find((e) => e.type === "reloaded").settled, [2]);
  const refused = events.filter((e) => e.type === "refused");
  assert.deepEqual(refused.map((e) => [e.id, e.rule, e.by]), [[1, "link_substituted", "Phone A"]]);
  assert.match(refused[0].reason, /^its whole game does not hold this tap as it was made \(.+\): it is not counted as applied/);
  assert.equal(seen.refused, 1);
});
