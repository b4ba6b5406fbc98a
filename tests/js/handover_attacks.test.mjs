// A crafted #handover= link read into a two-phone battle: it may carry only what a
// hand-over is made of (never who writes, never an undo's leave), a refusal answers only
// a tap this phone still waits on, and a link of thousands of needs costs one reading.
import { test } from "node:test";
import assert from "node:assert/strict";
import { phone } from "./link_fakes.mjs";
import { byHand } from "./link_helpers.mjs";

const H = await import("../../web/link/handover.js");
const { Handover } = await import("../../web/link/handover_link.js");
const { Link } = await import("../../web/link/link.js");

// B has the battle: its hand-overs name it.
const pair = () => byHand({ fresh: false });

// As app_handover.js reads a link: its parts, collected, then its texts.
// ``from``: the hand-over of the phone it claims to come from (its head names the battle).
async function viaLink(texts, from = null) {
  if (from) texts = [await from.head(), ...texts];
  const url = H.handoverLink("https://app.example/", await H.pack("actions", texts));
  const c = new H.Collector();
  for (const p of H.partsIn(url)) await c.add(p);
  return (await c.texts()).texts;
}

test("a hand-over asking the holder to hand the battle over is refused, the role kept", async () => {
  const { writer, a, b } = await pair();
  await writer.act("push", { kind: "die", v: 4 });
  const seen = await a.take(await viaLink([JSON.stringify({ kind: "handover", term: 2 })], b));
  assert.equal(writer.role, "writer");
  assert.equal(writer.handed, null);
  assert.match(seen.reported.join(" "), /carries only need, propose, not handover; nothing was changed/);
  for (const m of [{ kind: "ask", id: 1, event: { kind: "die", v: 4 } }, { kind: "answer", id: 1, allow: true }]) {
    const again = await a.take([await b.head(), JSON.stringify(m)]);
    assert.match(again.reported.join(" "), new RegExp(`not ${m.kind};`));
  }
});

test("a forged refusal of a tap this phone is not waiting on changes nothing and says nothing loud", async () => {
  const { follower, a, b } = await pair();
  await follower.act("push", { kind: "die", v: 2 });
  assert.equal(follower.pending.size, 1);
  const refused = [];
  follower.on((e) => { if (e.type === "refused") refused.push(e.reason); });
  const seen = await b.take(await viaLink([2, 3].map((id) => JSON.stringify({ kind: "refused", id, reason: "call 555-0100", rule: "" })), a));
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
  const texts = await viaLink(Array(5000).fill(JSON.stringify({ kind: "need", from: 1, whole: true })), new Handover(writer));
  const count = (what) => A.engine.requests.filter((r) => r === what).length;
  const [reads, states] = [count("link.read"), count("link.state")];
  const hand = new Handover(writer);
  await hand.take(texts);
  assert.equal(count("link.read") - reads, 1);
  assert.equal(count("link.state") - states, 0);
  // What it asked for goes with this phone's next hand-over: one whole game.
  const next = (await hand.texts()).map((t) => JSON.parse(t));
  assert.equal(count("link.state") - states, 1);
  assert.deepEqual(next.map((m) => m.kind), ["battle", "state"]);
});

test("a crafted link naming no battle, or another, is refused whole: its taps never applied", async () => {
  const { A, writer, a } = await pair();
  await writer.act("push", { kind: "die", v: 4 });
  const taps = [1, 2, 3].map((id) => JSON.stringify({ kind: "propose", id, op: "push", event: { kind: "die", v: 6 } }));
  const none = await a.take(await viaLink(taps));
  assert.match(none.reported.join(" "), /^Refused the whole hand-over: it does not say which battle it is of/);
  const other = await a.take(await viaLink([JSON.stringify({ kind: "battle", battle: "ffffffffffffffff" }), ...taps]));
  assert.match(other.reported.join(" "), /^Refused the whole hand-over: it is of another battle\. Nothing was changed\.$/);
  assert.deepEqual(A.engine.events, [{ kind: "die", v: 4 }]);
  assert.equal(writer.seen, 0);
});

test("a phone joining from a battle of its own (a placeholder) is read for its need alone", async () => {
  const { A, writer, a } = await pair();
  await writer.act("push", { kind: "die", v: 4 });
  const head = JSON.stringify({ kind: "battle", battle: "ffffffffffffffff", join: "a".repeat(32) });
  const tap = JSON.stringify({ kind: "propose", id: 1, op: "push", event: { kind: "die", v: 6 } });
  const seen = await a.take(await viaLink([head, JSON.stringify({ kind: "need", from: 1, whole: true }), tap]));
  assert.match(seen.reported.join(" "), /only its need is read until it has the battle/);
  assert.deepEqual(A.engine.events, [{ kind: "die", v: 4 }]);
  // Its answer echoes the joining phone's token, with the whole game.
  const answer = (await a.texts()).map((t) => JSON.parse(t));
  assert.deepEqual(answer[0], { kind: "battle", battle: "0123456789abcdef", join: "a".repeat(32) });
  assert.equal(answer[1].kind, "state");
});

test("a joining phone takes a whole game only from the hand-over answering its own request", async () => {
  const { A, B, writer, follower, a, b } = await byHand();
  await writer.act("push", { kind: "die", v: 4 });
  const asked = await b.texts(); // B asks to join: its token at the head
  assert.deepEqual(JSON.parse(asked[0]), { kind: "battle", battle: "0123456789abcdef", join: follower.join, pub: follower.hand.mine });
  // A stranger's whole game, naming B's battle but not B's token: refused.
  const stranger = new Handover(writer);
  stranger.whole = true; // a whole game, as a stranger's link would carry
  const forged = [JSON.stringify({ kind: "battle", battle: "0123456789abcdef" }), ...(await stranger.texts()).slice(1)];
  const seen = await b.take(forged);
  assert.match(seen.reported.join(" "), /Refused a whole game from Phone A: not the answer to this phone's request to join/);
  const elsewhere = await b.take([JSON.stringify({ kind: "battle", battle: "ffffffffffffffff" }), ...forged.slice(1)]);
  assert.match(elsewhere.reported.join(" "), /^Refused the whole hand-over: it is not the answer to this phone's request to join, nor of this battle/);
  assert.deepEqual(B.engine.events, []);
  // A's answer to B's request: taken.
  await a.take(asked);
  assert.ok((await b.take(await a.texts())).reloaded);
  assert.deepEqual(B.engine.events, A.engine.events);
  // The token is kept with the link (a page reloaded between the two still takes it).
  assert.equal((await B.keep.load()).join, follower.join);
});

test("a crafted request to join cannot move what the holder keeps for the other phone, nor take the token it echoes", async () => {
  const { A, writer, a } = await pair();
  await writer.act("push", { kind: "die", v: 4 });
  await writer.act("push", { kind: "die", v: 5 });
  const asking = (join, need) => [JSON.stringify({ kind: "battle", battle: "ffffffffffffffff", join }), JSON.stringify(need)];
  const [real, crafted] = ["a".repeat(32), "b".repeat(32)];
  await a.take(asking(real, { kind: "need", from: 1, whole: true }));
  // A joining phone has none of the battle: a need for less than all of it is not one.
  for (const need of [{ kind: "need", from: 1000 }, { kind: "need", from: 2, whole: true }, { kind: "need", from: 3 }]) {
    const seen = await a.take(asking(crafted, need));
    assert.match(seen.reported.join(" "), /^Refused the whole hand-over: a phone asking to join this battle has none of it yet and asks for the whole game from its first action, not from action \d+/);
  }
  const none = await a.take([asking(crafted, {})[0]]);
  assert.match(none.reported.join(" "), /not nothing it can read\. Nothing was changed\.$/);
  // The actions stay kept for the other phone, and the holder still answers the real request.
  assert.equal(writer.acked, 0);
  assert.equal((await A.keep.load()).tail.length, 2);
  const answer = (await a.texts()).map((t) => JSON.parse(t));
  assert.deepEqual(answer[0], { kind: "battle", battle: "0123456789abcdef", join: real });
  assert.equal(answer[1].kind, "state");
  // Another phone's request that is one replaces it, and that is said.
  const other = await a.take(asking(crafted, { kind: "need", from: 1, whole: true }));
  assert.match(other.reported.join(" "), /request to join this battle from another phone than the one read before/);
  assert.equal(JSON.parse((await a.texts())[0]).join, crafted);
});
