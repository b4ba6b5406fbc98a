// Who writes, on two phones: hand-over (from either phone), take-over when the writer's
// phone is gone and the two copies meeting again, and Undo of the other's action asking
// it. Whatever happens, every tap ends in the battle exactly once or refused with its
// reason, and both copies end equal.
import { test } from "node:test";
import assert from "node:assert/strict";
import { phone, wire } from "./link_fakes.mjs";

const { Link } = await import("../../web/link/link.js");
const { parted } = await import("../../web/link/roles.js");

// Each tick is a retry's while (3 s) on the links' clock.
function manualClock() {
  const timers = new Map();
  let next = 1;
  let at = 0;
  return {
    setInterval(fn) { timers.set(next, fn); return next++; },
    clearInterval(id) { timers.delete(id); },
    setTimeout(fn) { timers.set(next, fn); return next++; },
    clearTimeout(id) { timers.delete(id); },
    now: () => at,
    tick() { at += 3000; for (const fn of [...timers.values()]) fn(); },
  };
}

async function pair(faults) {
  const w = wire(faults);
  const A = phone(7);
  const B = phone(8);
  const clock = manualClock();
  const events = { A: [], B: [] };
  const make = (who, role) => {
    const p = who === "A" ? A : B;
    const link = new Link({ role, me: `Phone ${who}`, peer: `Phone ${who === "A" ? "B" : "A"}`, transport: w[who.toLowerCase()], battle: p.battle, keep: p.keep, clock, now: clock.now });
    w[who.toLowerCase()].listen(link);
    link.on((e) => events[who].push(e));
    return link;
  };
  const links = { A: make("A", "writer"), B: make("B", "follower") };
  await links.A.start();
  await links.B.start();
  // The page closed and opened again: a new link from what the device kept.
  const reopen = async (who) => {
    links[who].stop();
    const kept = await (who === "A" ? A : B).keep.load();
    links[who] = make(who, kept ? kept.role : links[who].role);
    await links[who].start();
  };
  const settle = async () => {
    for (let i = 0; i < 8; i++) {
      clock.tick();
      await w.flush();
    }
  };
  return { w, A, B, links, events, clock, reopen, settle };
}

const equal = (A, B) => assert.deepEqual([B.engine.events, B.engine.redo], [A.engine.events, A.engine.redo]);
const tags = (P) => P.engine.events.map((e) => e.tag).sort((x, y) => x - y);
const tap = (link, tag) => link.act("push", { kind: "die", tag }).catch(() => {});

test("the writer hands over: the follower gets every action first, then applies its own taps", async () => {
  const { w, A, B, links, events, settle } = await pair();
  w.join();
  await w.flush();
  await tap(links.A, 1);
  await tap(links.B, 2);
  await w.flush();
  // Two taps of B's not yet at A when A hands over; and one of A's own, just before.
  w.cut();
  await tap(links.B, 3);
  await tap(links.B, 4);
  w.join();
  w.queues[1].splice(0); // B's taps lost on the way
  await tap(links.A, 5);
  await links.A.requestHandOver();
  await tap(links.A, 6); // after handing over: a proposal, kept until B takes the role up
  await settle();
  assert.equal(links.B.role, "writer");
  assert.equal(links.A.role, "follower");
  assert.equal(links.B.term, 2);
  assert.equal(links.A.term, 2);
  equal(A, B);
  assert.deepEqual(tags(B), [1, 2, 3, 4, 5, 6]);
  assert.ok(events.B.some((e) => e.type === "writer"));
  assert.ok(events.A.some((e) => e.type === "handing"));
  assert.deepEqual([links.A.pending.size, links.B.pending.size], [0, 0]);
  // And back, asked for by the follower (A) this time.
  await links.A.requestHandOver();
  await settle();
  assert.deepEqual([links.A.role, links.B.role, links.A.term], ["writer", "follower", 3]);
  await tap(links.B, 7);
  await tap(links.A, 8);
  await settle();
  equal(A, B);
  assert.deepEqual(tags(A), [1, 2, 3, 4, 5, 6, 7, 8]);
});

test("a hand-over is refused in words when the phones are not connected", async () => {
  const { links } = await pair();
  await assert.rejects(links.A.requestHandOver(), /Not connected to Phone B/);
  await assert.rejects(links.B.requestHandOver(), /Not connected to Phone A/);
  assert.equal(links.A.role, "writer");
});

test("the writer's phone is gone: the follower takes over, and the two copies are reconciled when it is back", async () => {
  const { w, A, B, links, events, reopen, settle } = await pair();
  w.join();
  await tap(links.A, 1);
  await tap(links.B, 2);
  await settle();
  w.cut();
  // Apart: A goes on writing (it does not know), B's taps wait; then B takes over.
  await tap(links.A, 3);
  await links.A.act("push", { kind: "bad" }).catch(() => {});
  await tap(links.A, 4);
  await tap(links.B, 5);
  await links.B.takeOver();
  assert.equal(links.B.role, "writer");
  assert.equal(links.B.term, 2);
  await tap(links.B, 6);
  await links.B.act("push", { kind: "bad" }).catch(() => {}); // refused here, as a tap
  // A's page is closed and opened again before the phones meet.
  await reopen("A");
  assert.equal(links.A.role, "writer");
  w.join();
  await settle();
  assert.deepEqual([links.A.role, links.B.role, links.A.term], ["follower", "writer", 2]);
  equal(A, B);
  // Every tap in the battle once: A's 3 and 4, made while apart, proposed again.
  assert.deepEqual(tags(B), [1, 2, 3, 4, 5, 6]);
  assert.ok(events.A.some((e) => e.type === "follower" && e.again === 2));
  assert.deepEqual([links.A.pending.size, links.B.pending.size], [0, 0]);
});

test("an action the new writer refuses is said with its reason on the old writer's phone", async () => {
  const { w, A, B, links, events, settle } = await pair();
  w.join();
  await tap(links.A, 1);
  await settle();
  w.cut();
  await links.A.act("undo"); // A undoes 1 while apart
  await tap(links.B, 2); // B, taking over, applies its tap: 1 is no longer the last
  await links.B.takeOver();
  w.join();
  await settle();
  equal(A, B);
  assert.deepEqual(tags(B), [1, 2]);
  const refused = events.A.find((e) => e.type === "refused");
  assert.match(refused.reason, /no longer the last action/);
});

test("Undo of the other's action asks them: allowed, it is undone; refused, nothing changes", async () => {
  const { w, A, B, links, events, settle } = await pair();
  w.join();
  await tap(links.A, 1);
  await settle();
  // B asks to undo A's action: A is asked with the summary, and refuses.
  const off = links.A.on((e) => { if (e.type === "ask") Promise.resolve().then(() => links.A.answerUndo(e.id, false)); });
  const asking = links.B.leaveToUndo();
  await settle();
  await assert.rejects(asking, /Phone A refused to undo: die \d/);
  off();
  assert.equal(events.A.find((e) => e.type === "ask").by, "Phone B");
  assert.deepEqual(tags(A), [1]);
  // Allowed: the undo is proposed naming the action, and done.
  links.A.on((e) => { if (e.type === "ask") Promise.resolve().then(() => links.A.answerUndo(e.id, true)); });
  const leave = links.B.leaveToUndo();
  await settle();
  const { event, ask } = await leave;
  await links.B.act("undo", event, { ask });
  await settle();
  equal(A, B);
  assert.deepEqual(tags(A), []);
  // One's own last action is undone without asking; apart, the other's is refused in words.
  await tap(links.B, 2);
  await settle();
  assert.deepEqual(await links.B.leaveToUndo(), {});
  w.cut();
  await assert.rejects(links.A.leaveToUndo(), /not connected/);
});

test("where two copies parted is found from the terms their actions were written in", () => {
  const a = [{ term: 1, base: 0, writer: "A" }];
  const b = [{ term: 1, base: 0, writer: "A" }, { term: 2, base: 3, writer: "B" }];
  assert.equal(parted(a, b, 5), 3);
  assert.equal(parted(b, b, 5), 5);
  assert.equal(parted([...b, { term: 4, base: 4, writer: "A" }], [...b, { term: 3, base: 4, writer: "B" }], 9), 4);
});

for (const start of [21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36]) {
test(`random hand-overs, take-overs, reopened pages and drops (seed ${start}): every tap once, both equal`, async () => {
  let seed = start;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const faults = () => {
    const r = random();
    return r < 0.04 ? "drop" : r < 0.08 ? "repeat" : r < 0.12 ? "hold" : "deliver";
  };
  const { w, A, B, links, settle, reopen } = await pair(faults);
  w.join();
  let up = true;
  let tag = 0;
  const counts = { handovers: 0, takeovers: 0, reopened: 0, cuts: 0 };
  for (let i = 0; i < 150; i++) {
    const r = random();
    const who = random() < 0.5 ? "A" : "B";
    if (r < 0.03 && up) { w.cut(); up = false; counts.cuts += 1; }
    else if (r < 0.08 && !up) { w.join(); up = true; }
    else if (r < 0.1 && up) { await links[who].requestHandOver().catch(() => {}); counts.handovers += 1; }
    else if (r < 0.12 && !up && links[who].role !== "writer") { await links[who].takeOver(); counts.takeovers += 1; }
    else if (r < 0.14) { await reopen(who); counts.reopened += 1; if (up) links[who].onPeer(true); }
    else if (r < 0.17) await links[who].act("push", { kind: "bad" }).catch(() => {});
    else await tap(links[who], ++tag);
    if (random() < 0.3) await w.flush();
  }
  if (!up) w.join();
  await settle();
  const writers = Object.values(links).filter((l) => l.role === "writer");
  // Both took over apart and each is writer of its own term until they meet: never here.
  assert.equal(writers.length, 1, JSON.stringify(Object.values(links).map((l) => [l.role, l.term, l.handed])));
  equal(A, B);
  assert.deepEqual(tags(A), Array.from({ length: tag }, (_, i) => i + 1));
  assert.deepEqual([links.A.pending.size, links.B.pending.size], [0, 0]);
  console.log(`# ${tag} taps, ${JSON.stringify(counts)}: ${A.engine.events.length} in the battle, term ${links.A.term}, ${w.bytes} bytes`);
});
}

test("a link kept before hand-overs existed opens as term 1, its writer the phone holding the battle", async () => {
  const { w, A, B, links, reopen, settle } = await pair();
  w.join();
  await tap(links.A, 1);
  await tap(links.B, 2);
  await settle();
  for (const P of [A, B]) {
    const { n, seen, next, pending } = P.kept.value;
    P.kept.value = { role: P === A ? "writer" : "follower", n, seen, next, pending };
  }
  await reopen("A");
  await reopen("B");
  assert.deepEqual([links.A.term, links.A.writer, links.B.term, links.B.writer], [1, "Phone A", 1, "Phone A"]);
  w.cut();
  w.join();
  await tap(links.B, 3);
  await settle();
  equal(A, B);
  assert.deepEqual(tags(A), [1, 2, 3]);
});

for (const start of [41, 42, 43, 44, 45, 46]) {
test(`random hand-overs and take-overs with undo and redo on both phones (seed ${start}): no action twice, both equal`, async () => {
  let seed = start;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const faults = () => (random() < 0.05 ? "drop" : random() < 0.05 ? "repeat" : "deliver");
  const { w, A, B, links, settle, reopen } = await pair(faults);
  // Undo asks the other phone: here the other always allows.
  for (const who of ["A", "B"]) links[who].on((e) => { if (e.type === "ask") Promise.resolve().then(() => links[who].answerUndo(e.id, true)); });
  w.join();
  let up = true;
  let tag = 0;
  for (let i = 0; i < 150; i++) {
    const r = random();
    const who = random() < 0.5 ? "A" : "B";
    const link = links[who];
    if (r < 0.03 && up) { w.cut(); up = false; }
    else if (r < 0.08 && !up) { w.join(); up = true; }
    else if (r < 0.1 && up) await link.requestHandOver().catch(() => {});
    else if (r < 0.12 && !up && link.role !== "writer") await link.takeOver();
    else if (r < 0.13) { await reopen(who); if (up) links[who].onPeer(true); }
    else if (r < 0.2) await link.act("redo").catch(() => {});
    else if (r < 0.3 && link.lastBy() === "m") await link.act("undo").catch(() => {});
    else await tap(link, ++tag);
    if (random() < 0.3) await w.flush();
  }
  if (!up) w.join();
  await settle();
  assert.equal(Object.values(links).filter((l) => l.role === "writer").length, 1);
  equal(A, B);
  const all = [...A.engine.events, ...A.engine.redo].map((e) => e.tag);
  assert.equal(new Set(all).size, all.length, "an action applied twice");
  assert.deepEqual([links.A.pending.size, links.B.pending.size], [0, 0]);
});
}

test("a hand-over lost on the way and both phones taking over: a tap the old writer had applied is not applied again", async () => {
  const { w, A, B, links, events, settle } = await pair();
  w.join();
  await tap(links.A, 1);
  await settle();
  await tap(links.B, 2);
  await links.A.onMessage(w.queues[0].shift()); // A applies B's tap; its action is lost
  w.queues[1].splice(0);
  await links.A.requestHandOver();
  w.queues[1].splice(0); // and so is the hand-over
  w.cut();
  await links.B.takeOver(); // B applies its tap again, as its own
  await links.A.takeOver(); // of term 2 too (its hand-over never taken up is not counted)
  w.join();
  await settle();
  // Two writers of term 2: the one whose name sorts first writes.
  assert.deepEqual([links.A.role, links.B.role, links.A.term], ["writer", "follower", 2]);
  equal(A, B);
  assert.deepEqual(tags(A), [1, 2]);
  assert.ok(events.B.some((e) => e.type === "reported" && /answered by Phone A before/.test(e.words)));
});

test("a term naming a third phone is refused and said; the writer stays the writer", async () => {
  const { w, A, B, links, events, settle } = await pair();
  w.join();
  await tap(links.A, 1);
  await settle();
  const forged = JSON.stringify({ kind: "term", term: 99, writer: "X", base: 0, n: 0, hash: "0000000000000000" });
  await links.A.onMessage(forged);
  await links.B.onMessage(forged);
  assert.deepEqual([links.A.role, links.A.term, links.B.role, links.B.term], ["writer", 1, "follower", 1]);
  for (const who of ["A", "B"]) assert.ok(events[who].some((e) => e.type === "reported" && /must be Phone . or Phone ., got X/.test(e.words)));
  // A whole game of that term is then of another term: refused, the battle kept.
  const game = JSON.stringify({ kind: "state", n: 9, seen: 0, refused: [], game: { events: [], redo: [] }, hash: "x", term: 99 });
  await links.B.onMessage(game);
  equal(A, B);
  assert.deepEqual(tags(B), [1]);
});

test("a term further than one past the latest either phone knows is refused; a take-over apart is one past", async () => {
  const { w, links, events, settle } = await pair();
  w.join();
  await tap(links.A, 1);
  await settle();
  for (const who of ["A", "B"]) {
    const forged = JSON.stringify({ kind: "term", term: 1_000_000, writer: "Phone B", base: 0, n: 0, hash: "0000000000000000" });
    await links[who].onMessage(forged);
    assert.ok(events[who].some((e) => e.type === "reported" && /must be at most 2, one past the latest term this phone knows \(1\)/.test(e.words)));
  }
  assert.deepEqual([links.A.role, links.A.term, links.B.role, links.B.term], ["writer", 1, "follower", 1]);
  // B takes the battle over while apart: one past what A knows, taken up when they meet.
  w.cut();
  await links.B.takeOver();
  w.join();
  await settle();
  assert.deepEqual([links.A.role, links.B.role, links.A.term, links.B.term], ["follower", "writer", 2, 2]);
});

test("a take-over by the other phone is said on the old writer's phone, not silent", async () => {
  const { w, links, events, settle } = await pair();
  w.join();
  await settle();
  w.cut();
  await links.B.takeOver();
  w.join();
  await settle();
  assert.deepEqual([links.A.role, links.B.role], ["follower", "writer"]);
  assert.ok(events.A.some((e) => e.type === "reported" && /Phone B took the battle over \(term 2\)/.test(e.words)));
});

test("an older whole game is refused as stale: the battle is not rolled back", async () => {
  const { w, A, B, links, events, settle } = await pair();
  w.join();
  await tap(links.A, 1);
  await settle();
  const old = (await A.battle.ask("link.state", { n: 1, seen: 0, refused: [], term: 1 })).message;
  await tap(links.A, 2);
  await settle();
  assert.equal(links.B.n, 2);
  const was = [...B.engine.events];
  await links.B.onMessage(old);
  assert.deepEqual([links.B.n, B.engine.events], [2, was]);
  assert.ok(events.B.some((e) => e.type === "reported" && e.error === "link_stale"));
});

test("handed the role back with the term between never heard of, a phone still takes that term's actions", async () => {
  // B's word that it writes in term 2 never reaches A.
  const lost = (text) => {
    const m = JSON.parse(text);
    return m.kind === "term" && m.term === 2 && m.seen_term === 2 ? "drop" : "deliver";
  };
  const { w, A, B, links, settle } = await pair(lost);
  w.join();
  await tap(links.A, 1);
  await settle();
  await links.A.requestHandOver();
  await settle();
  assert.deepEqual([links.B.role, links.B.term, links.A.term, links.A.handed], ["writer", 2, 1, 2]);
  await tap(links.B, 2); // an action of term 2: A, still in term 1, cannot take it yet
  await settle();
  // B hands the role back (term 3) before A heard of term 2: A first gets term 2's action.
  await links.B.requestHandOver();
  await settle();
  assert.deepEqual([links.A.role, links.A.term, links.B.role], ["writer", 3, "follower"]);
  equal(A, B);
  assert.deepEqual(tags(A), [1, 2]);
});

test("a tap kept while handing over, the term between never heard of, is applied when the role comes back", async () => {
  const lost = (text) => {
    const m = JSON.parse(text);
    return m.kind === "term" && m.term === 2 && m.seen_term === 2 ? "drop" : "deliver";
  };
  const { w, A, B, links, events, settle } = await pair(lost);
  w.join();
  await tap(links.B, 1); // answered by A in term 1: A's term says it answered one of B's
  await settle();
  await links.A.requestHandOver();
  await settle();
  await tap(links.A, 2); // kept: A handed the role over and has not heard B took it up
  await settle();
  await links.B.requestHandOver();
  await settle();
  assert.deepEqual([links.A.role, links.A.term], ["writer", 3]);
  equal(A, B);
  assert.deepEqual(tags(A), [1, 2]);
  assert.equal(events.A.filter((e) => e.type === "refused").length, 0);
});

test("the other phone stepping its term on, one at a time, is refused past a few a minute and said", async () => {
  const { w, A, links, events, clock, settle } = await pair();
  w.join();
  await tap(links.A, 1);
  await settle();
  w.cut();
  const step = (term) => links.B.onMessage(JSON.stringify({ kind: "term", term, writer: "Phone A", base: 0, n: links.B.n, hash: A.engine.hash(), seen: 0, terms: [] }));
  for (let term = 2; term <= 12; term++) await step(term);
  assert.equal(links.B.term, 11);
  assert.ok(events.B.some((e) => e.type === "reported" && /^Refused Phone A's term 12: it took the battle over more than 10 times in 60 s; nothing was changed/.test(e.words)));
  // A minute on, the next step is taken up.
  for (let i = 0; i < 20; i++) clock.tick();
  await step(12);
  assert.equal(links.B.term, 12);
});
