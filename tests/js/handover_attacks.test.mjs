// A crafted #handover= link read into a two-phone battle: it may carry only what a
// hand-over is made of (never who writes, never an undo's leave), a refusal answers only
// a tap this phone still waits on, and a link of thousands of needs costs one reading.
import { test } from "node:test";
import assert from "node:assert/strict";
import { phone } from "./link_fakes.mjs";

const H = await import("../../web/link/handover.js");
const { Handover } = await import("../../web/link/handover_link.js");
const { Link } = await import("../../web/link/link.js");

async function pair() {
  const A = phone(3);
  const B = phone(4);
  const none = { send: () => false };
  const writer = new Link({ role: "writer", me: "Phone A", peer: "Phone B", transport: none, battle: A.battle, keep: A.keep });
  const follower = new Link({ role: "follower", me: "Phone B", peer: "Phone A", transport: none, battle: B.battle, keep: B.keep });
  await writer.start();
  await follower.start();
  writer.stop();
  follower.stop();
  return { A, B, writer, follower, a: new Handover(writer), b: new Handover(follower) };
}

// As app_handover.js reads a link: its parts, collected, then its texts.
async function viaLink(texts) {
  const url = H.handoverLink("https://app.example/", await H.pack("actions", texts));
  const c = new H.Collector();
  for (const p of H.partsIn(url)) await c.add(p);
  return (await c.texts()).texts;
}

test("a hand-over asking the holder to hand the battle over is refused, the role kept", async () => {
  const { writer, a } = await pair();
  await writer.act("push", { kind: "die", v: 4 });
  const seen = await a.take(await viaLink([JSON.stringify({ kind: "handover", term: 2 })]));
  assert.equal(writer.role, "writer");
  assert.equal(writer.handed, null);
  assert.match(seen.reported.join(" "), /carries only need, propose, not handover; nothing was changed/);
  for (const m of [{ kind: "ask", id: 1, event: { kind: "die", v: 4 } }, { kind: "answer", id: 1, allow: true }]) {
    const again = await a.take([JSON.stringify(m)]);
    assert.match(again.reported.join(" "), new RegExp(`not ${m.kind};`));
  }
});

test("a forged refusal of a tap this phone is not waiting on changes nothing and says nothing loud", async () => {
  const { follower, b } = await pair();
  await follower.act("push", { kind: "die", v: 2 });
  assert.equal(follower.pending.size, 1);
  const refused = [];
  follower.on((e) => { if (e.type === "refused") refused.push(e.reason); });
  const seen = await b.take(await viaLink([2, 3].map((id) => JSON.stringify({ kind: "refused", id, reason: "call 555-0100", rule: "" }))));
  assert.equal(follower.pending.size, 1);
  assert.deepEqual(refused, []);
  assert.equal(seen.refused, 0);
  assert.ok(!seen.reported.join(" ").includes("555"));
});

test("a hand-over of 5,000 needs is read once, and the whole game made at most once", async () => {
  const A = phone(3);
  const writer = new Link({ role: "writer", me: "Phone A", peer: "Phone B", transport: { send: () => false }, battle: A.battle, keep: A.keep });
  await writer.start();
  writer.stop();
  await writer.act("push", { kind: "die", v: 4 });
  const texts = await viaLink(Array(5000).fill(JSON.stringify({ kind: "need", from: 1, whole: true })));
  const count = (what) => A.engine.requests.filter((r) => r === what).length;
  const [reads, states] = [count("link.read"), count("link.state")];
  const hand = new Handover(writer);
  await hand.take(texts);
  assert.equal(count("link.read") - reads, 1);
  assert.equal(count("link.state") - states, 0);
  // What it asked for goes with this phone's next hand-over: one whole game.
  const next = (await hand.texts()).map((t) => JSON.parse(t));
  assert.equal(count("link.state") - states, 1);
  assert.deepEqual(next.map((m) => m.kind), ["state"]);
});
