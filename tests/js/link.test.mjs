// Two phones, one battle, the page's half: the writer and the follower over a link that
// drops, repeats, reorders and is cut. Whatever happens on the way, every tap made on
// either phone ends applied or refused with its reason, and both copies end equal.
import { test } from "node:test";
import assert from "node:assert/strict";
import { phone, wire } from "./link_fakes.mjs";
import { manualClock } from "./link_helpers.mjs";

const guard = await import("../../web/link/guard.js");
const { Link } = await import("../../web/link/link.js");

// A clock whose timers run only when the test says.

async function pair(faults, { seed = 7 } = {}) {
  const w = wire(faults);
  const A = phone(seed);
  const B = phone(seed + 1);
  const clock = manualClock();
  const writer = new Link({ role: "writer", me: "Phone A", peer: "Phone B", transport: w.a, battle: A.battle, keep: A.keep, clock });
  const follower = new Link({ role: "follower", me: "Phone B", peer: "Phone A", transport: w.b, battle: B.battle, keep: B.keep, clock });
  w.a.listen(writer);
  w.b.listen(follower);
  const events = { writer: [], follower: [] };
  writer.on((e) => events.writer.push(e));
  follower.on((e) => events.follower.push(e));
  await writer.start();
  await follower.start();
  return { w, A, B, writer, follower, events, clock };
}

const equal = (A, B) => assert.deepEqual([B.engine.events, B.engine.redo], [A.engine.events, A.engine.redo]);

test("the follower's tap is applied by the writer and arrives back as its own", async () => {
  const { w, A, B, writer, follower, events } = await pair();
  w.join();
  await w.flush();
  assert.deepEqual(await follower.act("push", { kind: "die", v: 4 }), { id: 1, sent: true });
  await w.flush();
  equal(A, B);
  assert.deepEqual(A.engine.events, [{ kind: "die", v: 4 }]);
  assert.equal(events.writer.find((e) => e.type === "applied").by, "Phone B");
  const applied = events.follower.find((e) => e.type === "applied");
  assert.equal(applied.mine, true);
  assert.equal(applied.by, "Phone B");
  assert.equal(follower.pending.size, 0);
  assert.equal(writer.n, 1);
  assert.equal(follower.n, 1);
  assert.notEqual(follower.lastAt, null);
  // The writer's own tap, and its undo, reach the follower.
  await writer.act("push", { kind: "die" });
  await writer.act("undo");
  await w.flush();
  equal(A, B);
  assert.equal(B.engine.redo.length, 1);
});

test("a refused proposal comes back with the engine's reason and changes nothing", async () => {
  const { w, A, B, follower, events } = await pair();
  w.join();
  await follower.act("push", { kind: "bad" });
  await w.flush();
  const refused = events.follower.find((e) => e.type === "refused");
  assert.deepEqual([refused.id, refused.rule, refused.reason], [1, "T-1", "Not now: a bad tap (T-1)"]);
  assert.equal(events.writer.find((e) => e.type === "refused").reason, "Not now: a bad tap (T-1)");
  assert.deepEqual([A.engine.events, B.engine.events], [[], []]);
  assert.equal(follower.pending.size, 0);
  // A malformed tap never leaves the phone, and does not use up a number.
  await assert.rejects(follower.act("push", { kind: "shout" }), { type: "invalid_data" });
  assert.deepEqual(await follower.act("push", { kind: "die", v: 2 }), { id: 2, sent: true });
});

test("both phones acting at once end with one history, the same on both", async () => {
  const { w, A, B, follower, writer } = await pair();
  w.join();
  const taps = [];
  for (let i = 0; i < 20; i++) {
    taps.push(writer.act("push", { kind: "die" }));
    taps.push(follower.act(i % 5 === 4 ? "undo" : "push", { kind: "die", v: 1 + (i % 6) }));
  }
  await Promise.all(taps);
  await w.flush();
  equal(A, B);
  assert.equal(follower.pending.size, 0);
  assert.equal(writer.n, follower.n);
});

test("taps made while apart are kept on the device, sent on meeting again, none lost", async () => {
  const { w, A, B, writer, follower, events } = await pair();
  w.join();
  await writer.act("push", { kind: "die", v: 1 });
  await w.flush();
  w.cut();
  await writer.act("push", { kind: "die", v: 2 });
  await writer.act("push", { kind: "die", v: 3 });
  assert.deepEqual(await follower.act("push", { kind: "die", v: 5 }), { id: 1, sent: false });
  await follower.act("push", { kind: "bad" });
  assert.deepEqual(B.kept.value.pending.map(([id]) => id), [1, 2]);
  w.join();
  await w.flush();
  equal(A, B);
  assert.deepEqual(A.engine.events.map((e) => e.v), [1, 2, 3, 5]);
  assert.equal(follower.pending.size, 0);
  assert.equal(events.follower.filter((e) => e.type === "refused").length, 1);
});

test("a follower whose page was closed resumes from its kept number", async () => {
  const { w, A, B, writer, follower } = await pair();
  w.join();
  await writer.act("push", { kind: "die", v: 1 });
  await w.flush();
  w.cut();
  follower.stop();
  await writer.act("push", { kind: "die", v: 6 });
  const again = new Link({ role: "follower", me: "Phone B", peer: "Phone A", transport: w.b, battle: B.battle, keep: B.keep });
  w.b.listen(again);
  await again.start();
  assert.equal(again.n, 1);
  w.join();
  await w.flush();
  again.stop();
  equal(A, B);
});

test("a writer that lost its log sends the whole game; a copy that differs is reloaded", async () => {
  const { w, A, B, writer, follower, events } = await pair();
  w.join();
  await writer.act("push", { kind: "die", v: 1 });
  await w.flush();
  w.cut();
  await writer.act("push", { kind: "die", v: 2 });
  writer.log.clear(); // as after the writer's page was reloaded
  w.join();
  await w.flush();
  equal(A, B);
  assert.ok(events.follower.some((e) => e.type === "reloaded"));
  // This copy changed behind the link's back: the next action's hash differs.
  B.engine.events.push({ kind: "die", v: 9 });
  await writer.act("push", { kind: "die", v: 3 });
  await w.flush();
  equal(A, B);
  assert.equal(follower.n, writer.n);
});

test("a writer that lost count (closed between its save and its number's) is caught up with", async () => {
  const { w, A, B, writer, follower } = await pair();
  w.join();
  await writer.act("push", { kind: "die", v: 1 });
  await w.flush();
  writer.n -= 1; // its last number was never kept
  await writer.act("push", { kind: "die", v: 2 });
  await w.flush();
  equal(A, B);
  assert.equal(follower.n, writer.n);
});

test("a proposal whose refusal was lost and forgotten is settled by the whole game, as refused", async () => {
  const { w, writer, follower, events } = await pair((text) => (text.startsWith('{"kind":"refused"') ? "drop" : "deliver"));
  w.join();
  await w.flush();
  await follower.act("push", { kind: "bad" });
  await w.flush();
  assert.equal(follower.pending.size, 1); // its refusal was lost on the way
  writer.refusals.clear(); // and the writer's page reloaded since
  follower.retry();
  await w.flush();
  assert.equal(follower.pending.size, 0);
  // The game does not hold it: said refused, never said applied.
  assert.deepEqual(events.follower.filter((e) => e.type === "reloaded").at(-1).settled, []);
  assert.deepEqual(events.follower.filter((e) => e.type === "refused").map((e) => [e.id, e.rule]), [[1, "link_substituted"]]);
});

test("hostile messages change nothing and the page is told what was refused", async () => {
  const { w, A, B, writer, follower, events } = await pair();
  w.join();
  await writer.act("push", { kind: "die", v: 1 });
  await w.flush();
  const before = structuredClone(B.engine.events);
  const asked = B.engine.requests.length;
  const mark = events.follower.length;
  await follower.onMessage("x".repeat(guard.MAX_TEXT + 1));
  assert.equal(B.engine.requests.length, asked, "an oversized message never reaches the engine");
  await follower.onMessage("{not json");
  await follower.onMessage(JSON.stringify({ kind: "propose", id: 1, op: "push", event: { kind: "die", v: 1 } }));
  const replayed = JSON.parse(A.engine.link_stamp({ n: 1, op: "push", by: "Phone A" }).message);
  await follower.onMessage(JSON.stringify(replayed));
  const forged = { ...replayed, n: 2, hash: "forged" };
  await follower.onMessage(JSON.stringify(forged));
  w.cut(); // nothing the follower asks in return is answered here
  assert.deepEqual(B.engine.events, before);
  const said = events.follower.slice(mark).filter((e) => e.type === "reported");
  assert.match(said[0].words, /^Refused a message of 900,001 characters/);
  assert.match(said[1].words, /must be valid JSON/);
  assert.match(said[2].words, /must be one a follower is sent/);
  assert.equal(said[3].error, "link_stale");
  assert.equal(said[3].quiet, true);
  assert.match(said[4].words, /differing from the other's/);
  // A flood past the burst is refused unread.
  const tight = new guard.Guard({ burst: 2, perSecond: 1, now: () => 0 });
  assert.equal(tight.check("a"), null);
  assert.equal(tight.check("a"), null);
  assert.match(tight.check("a"), /past 1 a second/);
  assert.match(new guard.Guard().check(42), /not text/);
  assert.equal(writer.n, 1);
});

for (const start of [11, 12, 13, 14, 15]) {
test(`a 200-action battle with the link cut at 20 random points (seed ${start}): nothing lost, both equal`, async () => {
  let seed = start;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const faults = () => {
    const r = random();
    return r < 0.05 ? "drop" : r < 0.1 ? "repeat" : r < 0.15 ? "hold" : "deliver";
  };
  const { w, A, B, writer, follower, events, clock } = await pair(faults);
  w.join();
  const cuts = new Set();
  while (cuts.size < 20) cuts.add(1 + Math.floor(random() * 199));
  let proposed = 0;
  for (let i = 0; i < 200; i++) {
    if (cuts.has(i)) w.cut();
    const r = random();
    const op = r < 0.1 ? "undo" : r < 0.15 ? "redo" : "push";
    const event = random() < 0.05 ? { kind: "bad" } : { kind: "die" };
    if (random() < 0.5) {
      await writer.act(op, event).catch(() => {}); // refused here, as a tap would be
    } else {
      await follower.act(op, event);
      proposed += 1;
    }
    if (cuts.has(i)) w.join();
    if (random() < 0.3) await w.flush();
    if (random() < 0.1) clock.tick();
  }
  for (let i = 0; i < 5 && (follower.pending.size || follower.n !== writer.n); i++) {
    clock.tick();
    await w.flush();
  }
  // Every proposal answered: applied here as its own, refused with a reason, or (its
  // answer lost on the way) applied in the writer's whole game.
  const answered = new Set();
  for (const e of events.follower) {
    if (e.type === "applied" && e.mine) answered.add(e.id);
    if (e.type === "refused") answered.add(e.id);
    if (e.type === "reloaded") e.settled.forEach((id) => answered.add(id));
  }
  assert.equal(follower.pending.size, 0);
  assert.deepEqual([...answered].sort((x, y) => x - y), Array.from({ length: proposed }, (_, i) => i + 1));
  assert.equal(follower.n, writer.n);
  equal(A, B);
  const refusedHere = events.writer.filter((e) => e.type === "refused").map((e) => e.id).sort((x, y) => x - y);
  const refusedThere = events.follower.filter((e) => e.type === "refused").map((e) => e.id).sort((x, y) => x - y);
  assert.deepEqual([...new Set(refusedThere)], refusedHere);
  console.log(`# 200 taps, 20 cuts: ${writer.n} actions, ${proposed} proposed, ${refusedHere.length} refused, ${w.bytes} bytes carried`);
});
}
