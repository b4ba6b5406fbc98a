// An action of another term names a tap id of that term (ids restart each term): it
// answers none of this phone's taps, which are of the current term, and a stale action
// (one this copy has) answers none either.
import { test } from "node:test";
import assert from "node:assert/strict";
import { phone } from "./link_fakes.mjs";
// The link says its refusals from the catalogue: read once vendor.mjs is hooked in.
const { Link } = await import("../../web/link/link.js");

async function followerOfTerm2() {
  const B = phone(4);
  const sent = [];
  const link = new Link({ role: "follower", me: "Phone B", peer: "Phone A", transport: { send: (t) => { sent.push(t); return true; } }, battle: B.battle, keep: B.keep });
  await link.start(); link.stop(); link.connected = true;
  // After one hand-over back and forth: term 2, Phone A writes.
  Object.assign(link, { term: 2, writer: "Phone A", terms: [{ term: 1, base: 0, writer: "Phone B" }, { term: 2, base: 0, writer: "Phone A" }] });
  const events = []; link.on((e) => events.push(e));
  return { B, link, events };
}

test("an earlier term's action with the id of a waiting tap leaves the tap waiting, not called this phone's", async () => {
  const { B, link, events } = await followerOfTerm2();
  await link.act("push", { kind: "die", v: 2 });
  assert.equal(link.pending.size, 1);
  const earlier = JSON.stringify({ kind: "action", n: 1, op: "push", event: { kind: "die", v: 6 }, by: "Phone B",
    hash: JSON.stringify({ e: [{ kind: "die", v: 6 }], r: 0 }), id: 1, term: 1 });
  await link.onMessage(earlier);
  assert.deepEqual(B.engine.events, [{ kind: "die", v: 6 }]); // the battle's action, applied
  assert.equal(link.pending.size, 1); // the tap of a 2 still waits
  const applied = events.filter((e) => e.type === "applied");
  assert.equal(applied.length, 1);
  assert.equal(applied[0].mine, false);
});

test("the current term's action answering the tap still settles it as this phone's", async () => {
  const { B, link, events } = await followerOfTerm2();
  await link.act("push", { kind: "die", v: 2 });
  const answer = JSON.stringify({ kind: "action", n: 1, op: "push", event: { kind: "die", v: 2 }, by: "Phone A",
    hash: JSON.stringify({ e: [{ kind: "die", v: 2 }], r: 0 }), id: 1, term: 2 });
  await link.onMessage(answer);
  assert.deepEqual(B.engine.events, [{ kind: "die", v: 2 }]);
  assert.equal(link.pending.size, 0);
  assert.equal(events.find((e) => e.type === "applied").mine, true);
});

test("the current term's action of another event for the tap is refused, and the tap waits", async () => {
  const { B, link } = await followerOfTerm2();
  await link.act("push", { kind: "die", v: 2 });
  const other = JSON.stringify({ kind: "action", n: 1, op: "push", event: { kind: "die", v: 6 }, by: "Phone A",
    hash: JSON.stringify({ e: [{ kind: "die", v: 6 }], r: 0 }), id: 1, term: 2 });
  await link.onMessage(other);
  assert.deepEqual(B.engine.events, []);
  assert.equal(link.pending.size, 1);
});

test("a stale action naming a waiting tap's id leaves the tap waiting", async () => {
  const { B, link, events } = await followerOfTerm2();
  B.engine.events = [{ kind: "die", v: 1 }]; link.n = 1;
  await link.act("push", { kind: "die", v: 2 });
  const stale = JSON.stringify({ kind: "action", n: 1, op: "push", event: { kind: "die", v: 1 }, by: "Phone A",
    hash: JSON.stringify({ e: [{ kind: "die", v: 1 }], r: 0 }), id: 1, term: 2 });
  await link.onMessage(stale);
  assert.equal(link.pending.size, 1);
  assert.ok(!events.some((e) => e.type === "reloaded"));
});
