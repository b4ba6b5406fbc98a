// Whose an action is, on the follower, is this phone's own knowledge: "mine" only when it
// answers a tap this phone proposed and still waits on (compared by the engine), never
// because the writer's ``by`` names this phone. A writer calling one of its own actions
// this phone's is not believed: the action is shown as the writer's, and that is said,
// so Undo still asks before undoing it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { phone } from "./link_fakes.mjs";
// After link_fakes.mjs: its import of vendor.mjs lets Node read the page's words.
const { Link } = await import("../../web/link/link.js");

async function follower() {
  const B = phone(4);
  const sent = [];
  const link = new Link({ role: "follower", me: "Phone B", peer: "Phone A", transport: { send: (t) => { sent.push(t); return true; } }, battle: B.battle, keep: B.keep });
  await link.start(); link.stop(); link.connected = true;
  const events = []; link.on((e) => events.push(e));
  return { B, link, events, sent };
}

const action = (n, v, by, extra = {}) => JSON.stringify({ kind: "action", n, op: "push", event: { kind: "die", v }, by,
  hash: JSON.stringify({ e: Array.from({ length: n }, (_, i) => ({ kind: "die", v: i === n - 1 ? v : 1 })), r: 0 }), term: 1, ...extra });

test("the writer's action said to be this phone's, with no tap of this phone's, is shown as the writer's, and said", async () => {
  const { link, events } = await follower();
  await link.onMessage(action(1, 1, "Phone B"));
  const applied = events.filter((e) => e.type === "applied");
  assert.equal(applied.length, 1); // the battle's action all the same: applied
  assert.deepEqual([applied[0].by, applied[0].mine], ["Phone A", false]);
  assert.equal(link.owners, "p");
  assert.equal(link.lastBy(), "p"); // so Undo here asks Phone A first
  const said = events.filter((e) => e.type === "reported").map((e) => e.words).join("\n");
  assert.match(said, /Phone A said action 1 was this phone's, but this phone proposed no such tap: it is shown as Phone A's\./);
});

test("the writer's action naming a tap id this phone never proposed is not this phone's either", async () => {
  const { link, events } = await follower();
  await link.onMessage(action(1, 1, "Phone B", { id: 7 }));
  const applied = events.find((e) => e.type === "applied");
  assert.deepEqual([applied.by, applied.mine, link.owners], ["Phone A", false, "p"]);
});

test("the action answering this phone's tap is this phone's, whatever name the writer gives it", async () => {
  const { link, events } = await follower();
  await link.act("push", { kind: "die", v: 1 });
  await link.onMessage(action(1, 1, "Phone A", { id: 1 }));
  const applied = events.find((e) => e.type === "applied");
  assert.deepEqual([applied.by, applied.mine, link.owners, link.pending.size], ["Phone B", true, "m", 0]);
  assert.equal(link.lastBy(), "m");
});

test("the writer's own action said as its own is the writer's, and nothing is said", async () => {
  const { link, events } = await follower();
  await link.onMessage(action(1, 1, "Phone A"));
  const applied = events.find((e) => e.type === "applied");
  assert.deepEqual([applied.by, applied.mine, link.owners], ["Phone A", false, "p"]);
  assert.equal(events.filter((e) => e.type === "reported").length, 0);
});
