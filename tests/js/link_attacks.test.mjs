// What the other phone may not do to this one's battle: rewrite actions it already had
// by a whole game, undo this player's action without their leave, or flood the link
// with whole games. Each is refused or kept apart, and said in words.
import { test } from "node:test";
import assert from "node:assert/strict";
import { phone, wire } from "./link_fakes.mjs";
import { manualClock } from "./link_helpers.mjs";

const { Guard, MAX_TEXT, CHARS_PER_WINDOW, CHARS_WINDOW_MS } = await import("../../web/link/guard.js");
const { Link, WHOLE_MS } = await import("../../web/link/link.js");

async function pair() {
  const w = wire();
  const A = phone(7);
  const B = phone(8);
  const clock = manualClock();
  const make = (P, role, me, peer, end) => {
    const link = new Link({ role, me, peer, transport: end, battle: P.battle, keep: P.keep, clock, now: clock.now });
    end.listen(link);
    return link;
  };
  const writer = make(A, "writer", "Phone A", "Phone B", w.a);
  const follower = make(B, "follower", "Phone B", "Phone A", w.b);
  const events = { writer: [], follower: [] };
  writer.on((e) => events.writer.push(e));
  follower.on((e) => events.follower.push(e));
  await writer.start();
  await follower.start();
  return { w, A, B, writer, follower, events, clock };
}

const words = (list) => list.filter((e) => e.type === "reported").map((e) => e.words).join("\n");
const forgedState = (n, events) => JSON.stringify({ kind: "state", n, seen: 0, refused: [], game: { events, redo: [] }, hash: "x", term: 1 });

test("a whole game that rewrites actions this phone had is not taken silently: this copy is kept apart, and said", async () => {
  const { w, A, B, writer, follower, events } = await pair();
  w.join();
  await writer.act("push", { kind: "die", v: 1 });
  await writer.act("push", { kind: "die", v: 2 });
  await w.flush();
  assert.deepEqual(B.engine.events, A.engine.events);
  // This phone asked for the whole game (its copy differed); a forged one comes.
  follower.asked = { from: 3, whole: true, at: 0 };
  await follower.onMessage(forgedState(3, [{ kind: "die", v: 1 }, { kind: "die", v: 6 }, { kind: "die", v: 6 }]));
  assert.deepEqual(B.copies.map((c) => c.events), [[{ kind: "die", v: 1 }, { kind: "die", v: 2 }]]);
  assert.match(words(events.follower), /Phone A's battle differs from this phone's from action 2 \(here: “die 2”; Phone A's: “die 6”\)\. This phone's copy is kept as the battle “Battle \(this phone's copy, before Phone A's\)”/);
});

test("a whole game that only adds to this copy, or undid some of it, is taken without a copy", async () => {
  const { w, B, writer, follower, events } = await pair();
  w.join();
  await writer.act("push", { kind: "die", v: 1 });
  await writer.act("push", { kind: "die", v: 2 });
  await w.flush();
  follower.asked = { from: 3, whole: true, at: 0 };
  await follower.onMessage(forgedState(4, [{ kind: "die", v: 1 }, { kind: "die", v: 2 }, { kind: "die", v: 3 }]));
  follower.asked = { from: 5, whole: true, at: 0 };
  const undone = JSON.stringify({ kind: "state", n: 5, seen: 0, refused: [], game: { events: [{ kind: "die", v: 1 }], redo: [{ kind: "die", v: 3 }, { kind: "die", v: 2 }] }, hash: "x", term: 1 });
  await follower.onMessage(undone);
  assert.deepEqual([B.copies.length, B.engine.events.length, follower.n], [0, 1, 5]);
  assert.doesNotMatch(words(events.follower), /differs/);
});

test("a whole game that differs is not taken when this copy cannot be kept apart", async () => {
  const { w, B, writer, follower, events } = await pair();
  w.join();
  await writer.act("push", { kind: "die", v: 1 });
  await w.flush();
  B.battle.keepCopy = async () => { throw new Error("the device is full"); };
  follower.asked = { from: 2, whole: true, at: 0 };
  await follower.onMessage(forgedState(2, [{ kind: "die", v: 5 }]));
  assert.deepEqual([B.engine.events, follower.n], [[{ kind: "die", v: 1 }], 1]);
  assert.match(words(events.follower), /could not be kept apart \(the device is full\): Phone A's was not taken/);
});

test("the writer refuses an undo of its player's action that no leave of theirs answers, said on both phones", async () => {
  const { w, A, writer, follower, events } = await pair();
  w.join();
  await writer.act("push", { kind: "die", v: 1 });
  await w.flush();
  // Phone B's page does not ask (another page, or one that lies): refused.
  await follower.act("undo", { kind: "die", v: 1 });
  await w.flush();
  assert.deepEqual(A.engine.events, [{ kind: "die", v: 1 }]);
  assert.match(events.writer.find((e) => e.type === "refused").reason, /may not undo this player's action without their leave/);
  assert.match(events.follower.find((e) => e.type === "refused").reason, /without their leave/);
  // An ask id that Phone A's player never allowed: refused too.
  await follower.act("undo", { kind: "die", v: 1 }, { ask: 5 });
  await w.flush();
  assert.equal(events.follower.filter((e) => e.type === "refused").length, 2);
  assert.equal(A.engine.events.length, 1);
});

test("a leave to undo is used once, and only before any other action on the writer", async () => {
  const { w, A, writer, follower, events } = await pair();
  w.join();
  await writer.act("push", { kind: "die", v: 1 });
  await w.flush();
  writer.on((e) => { if (e.type === "ask") writer.answerUndo(e.id, true); });
  const leave = follower.leaveToUndo();
  await w.flush();
  const { event, ask } = await leave;
  // Another action on the writer first: the leave was for another moment.
  await writer.act("push", { kind: "die", v: 2 });
  await writer.act("undo");
  await w.flush();
  await follower.act("undo", event, { ask });
  await w.flush();
  assert.deepEqual(A.engine.events, [{ kind: "die", v: 1 }]);
  assert.match(events.follower.filter((e) => e.type === "refused").at(-1).reason, /without their leave/);
  // Asked again and allowed: undone once; the same leave again is refused.
  const again = follower.leaveToUndo();
  await w.flush();
  const second = await again;
  await follower.act("undo", second.event, { ask: second.ask });
  await w.flush();
  assert.deepEqual(A.engine.events, []);
  await writer.act("redo");
  await w.flush();
  await follower.act("undo", second.event, { ask: second.ask });
  await w.flush();
  assert.deepEqual(A.engine.events, [{ kind: "die", v: 1 }]);
  // Its own player's action, Phone B undoes without asking.
  await follower.act("push", { kind: "die", v: 3 });
  await w.flush();
  await follower.act("undo", { kind: "die", v: 3 });
  await w.flush();
  assert.deepEqual(A.engine.events, [{ kind: "die", v: 1 }]);
});

test("the guard refuses characters past its budget in a window, and lets them in as the window passes", () => {
  let at = 0;
  const guard = new Guard({ now: () => at });
  const whole = "x".repeat(MAX_TEXT);
  assert.equal(guard.check(whole), null);
  assert.equal(guard.check(whole), null);
  assert.match(guard.check(whole), /a message of 900,000 characters past 1,800,000 characters in 10 s/);
  assert.match(guard.check("y".repeat(10)), /past 1,800,000 characters/);
  at = CHARS_WINDOW_MS / 2; // half the window: half the budget back
  assert.equal(guard.check(whole), null);
  assert.match(guard.check("y".repeat(10)), /past/);
  at += CHARS_WINDOW_MS;
  assert.equal(guard.check(whole), null);
  assert.equal(CHARS_PER_WINDOW, 2 * MAX_TEXT);
});

test("a whole game is sent again unchanged at most twice in a while, the rest once it is over; changed, at once", async () => {
  const { w, A, writer, follower, events, clock } = await pair();
  w.join();
  await writer.act("push", { kind: "die", v: 1 });
  await w.flush();
  const sent = [];
  const send = w.a.send;
  w.a.send = (text) => { if (text.includes('"kind":"state"')) sent.push(text); return send(text); };
  const need = JSON.stringify({ kind: "need", from: 1, whole: true });
  // Sent on joining (the follower was new); a while later, asked for ten times at once.
  clock.at = 100_000;
  for (let i = 0; i < 10; i++) await writer.onMessage(need);
  assert.equal(sent.length, 2);
  const said = events.writer.filter((e) => e.type === "reported" && /Did not send the whole game to Phone B again at once/.test(e.words));
  assert.equal(said.length, 1);
  assert.match(said[0].words, /at most 2 times in 10 s\)\. It goes when that time is up\./);
  // The while not over, nothing more goes; once it is, the one asked for meanwhile goes.
  clock.at = 100_000 + WHOLE_MS - 1;
  writer.retry();
  await writer.turn;
  assert.equal(sent.length, 2);
  clock.at = 100_000 + WHOLE_MS;
  writer.retry();
  await writer.turn;
  assert.equal(sent.length, 3);
  writer.retry();
  await writer.turn;
  assert.equal(sent.length, 3);
  // Once more in this while; then changed since: sent at once.
  for (let i = 0; i < 2; i++) await writer.onMessage(need);
  assert.equal(sent.length, 4);
  await writer.act("push", { kind: "die", v: 2 });
  await writer.onMessage(need);
  assert.equal(sent.length, 5);
  await w.flush();
  assert.deepEqual(follower.n, writer.n);
  assert.equal(A.engine.events.length, 2);
});
