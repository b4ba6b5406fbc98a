// Two phones over the internet: the invite (room and secret, read strictly) and the
// carrier over a fake of Trystero's relay, with the real link protocol and a toy engine
// on each side. A wrong secret joins nothing; no relay, or no other phone, is said in
// words within the wait; a third phone that knows the secret is not listened to.
import { test } from "node:test";
import assert from "node:assert/strict";
import { phone } from "./link_fakes.mjs";
import { fakeRelay, settle } from "./trystero_fakes.mjs";
import { ROOM, SECRET, until } from "./link_helpers.mjs";

const { Link } = await import("../../web/link/link.js");
const { NetCarrier, APP_ID } = await import("../../web/link/trystero.js");
const inv = await import("../../web/link/trystero_invite.js");

test("an invite holds the system, a fresh room and a secret of at least 128 bits", () => {
  const a = inv.newNetRoom();
  const b = inv.newNetRoom();
  assert.notEqual(a.room, b.room);
  assert.notEqual(a.secret, b.secret);
  assert.equal(a.secret.length, 24); // 18 random bytes
  const fragment = inv.writeNetInvite({ system: "conquest", ...a });
  assert.ok(inv.isNetInvite(fragment));
  assert.deepEqual(inv.readNetInvite(fragment), { system: "conquest", ...a });
  assert.ok(!inv.isNetInvite("v1.abc"));
});

test("a malformed invite is refused, naming the field", () => {
  const good = `net1.conquest.${ROOM}.${SECRET}`;
  const cases = [
    [42, /^invite: must be text/],
    ["x".repeat(500), /^invite: is 500 characters long/],
    ["v1.abc", /^invite: must start with net1\./],
    [`net1.conquest.${ROOM}`, /^invite: must hold a system, a room and a secret \(3 parts\), got 2/],
    [`net1.Conquest!.${ROOM}.${SECRET}`, /^invite\.system: /],
    [`net1.conquest.${ROOM.slice(1)}.${SECRET}`, /^invite\.room: must be 16 characters, got 15/],
    [`net1.conquest.${ROOM}.${SECRET.slice(0, 23)}+`, /^invite\.secret: must be letters, digits, - or _ only/],
    [`net1.conquest.${ROOM}.${SECRET}AA`, /^invite\.secret: must be 24 characters, got 26/],
  ];
  assert.deepEqual(inv.readNetInvite(good).room, ROOM);
  for (const [text, words] of cases) {
    assert.throws(() => inv.readNetInvite(text), (err) => err instanceof inv.NetInviteError && words.test(err.message), String(text).slice(0, 40));
  }
  assert.throws(() => inv.writeNetInvite({ system: "conquest", room: "short", secret: SECRET }), /invite\.room/);
});

async function linked(relay, { secretB = SECRET, waits = {} } = {}) {
  const A = phone(3);
  const B = phone(4);
  const states = { a: [], b: [] };
  const make = (secret, who) => {
    const c = new NetCarrier({ room: ROOM, secret, load: async () => relay.lib(), ...waits });
    c.onState = (s) => states[who].push(s);
    return c;
  };
  const ca = make(SECRET, "a");
  const cb = make(secretB, "b");
  const writer = new Link({ role: "writer", me: "Phone A", peer: "Phone B", transport: ca, battle: A.battle, keep: A.keep, retryMs: 20 });
  const follower = new Link({ role: "follower", me: "Phone B", peer: "Phone A", transport: cb, battle: B.battle, keep: B.keep, retryMs: 20 });
  ca.listen(writer);
  cb.listen(follower);
  await writer.start();
  await follower.start();
  await ca.connect();
  await cb.connect();
  const done = () => { writer.stop(); follower.stop(); ca.close(); cb.close(); };
  return { A, B, ca, cb, writer, follower, states, done };
}

test("taps on either phone go through the relay's room and both copies end equal", async () => {
  const relay = fakeRelay();
  const { A, B, writer, follower, states, done } = await linked(relay);
  try {
    await until(() => writer.connected && follower.connected);
    assert.equal(states.a.at(-1).state, "connected");
    assert.equal(states.b.at(-1).words, "Connected over the internet.");
    await follower.act("push", { kind: "die", v: 5 });
    await until(() => B.engine.events.length === 1 && follower.pending.size === 0);
    await writer.act("push", { kind: "die", v: 2 });
    await until(() => B.engine.events.length === 2);
    assert.deepEqual(B.engine.events, A.engine.events);
    assert.deepEqual(A.engine.events, [{ kind: "die", v: 5 }, { kind: "die", v: 2 }]);
    // Every message went as text, within the guard's cap.
    assert.ok(relay.sent.every((t) => typeof t === "string"));
  } finally {
    done();
  }
});

test("a phone with the wrong secret joins nothing, and both pages say it was refused", async () => {
  const relay = fakeRelay();
  const { A, B, writer, follower, states, done } = await linked(relay, { secretB: "C".repeat(24) });
  try {
    await until(() => states.b.some((s) => s.why === "refused") && states.a.some((s) => s.why === "refused"));
    assert.match(states.b.at(-1).words, /^Could not join: a phone with another secret tried to connect and was refused/);
    await follower.act("push", { kind: "die", v: 6 });
    await settle(30);
    assert.equal(writer.connected, false);
    assert.equal(follower.connected, false);
    assert.deepEqual(A.engine.events, []);
    assert.equal(follower.pending.size, 1); // kept, never applied elsewhere
    assert.deepEqual(relay.sent, []);
    assert.equal(B.engine.events.length, 0);
  } finally {
    done();
  }
});

test("with no relay reachable the carrier says so within its wait, in words", async () => {
  const relay = fakeRelay({ up: false });
  const { states, done } = await linked(relay, { waits: { relayWaitMs: 20, peerWaitMs: 5000 } });
  try {
    await until(() => states.a.some((s) => s.state === "failed"));
    const failed = states.a.find((s) => s.state === "failed");
    assert.equal(failed.why, "relays");
    assert.match(failed.words, /Could not reach the internet's meeting points \(the public relays\) within 0 s/);
    assert.match(failed.words, /same Wi-Fi/);
  } finally {
    done();
  }
});

test("alone in the room past the wait, the carrier says no other phone joined", async () => {
  const relay = fakeRelay();
  const A = phone(1);
  const c = new NetCarrier({ room: ROOM, secret: SECRET, load: async () => relay.lib(), relayWaitMs: 10, peerWaitMs: 30 });
  const states = [];
  c.onState = (s) => states.push(s);
  c.listen(new Link({ role: "writer", me: "Phone A", peer: "Phone B", transport: c, battle: A.battle, keep: A.keep }));
  await c.connect();
  await until(() => states.some((s) => s.state === "failed"));
  assert.equal(states.at(-1).why, "alone");
  assert.match(states.at(-1).words, /^No other phone joined within 0 s/);
  c.close();
});

test("a library that cannot be loaded is said, and nothing hangs", async () => {
  const c = new NetCarrier({ room: ROOM, secret: SECRET, load: () => Promise.reject(new Error("offline")) });
  const states = [];
  c.onState = (s) => states.push(s);
  await c.connect();
  assert.deepEqual(states.at(-1), { state: "failed", why: "load", words: "Could not load the way to connect over the internet (offline).",
    msg: { id: "phones-net-load-failed", args: { reason: "offline" } } });
  assert.equal(c.send("x"), false);
});

test("a third phone that knows the secret is not listened to", async () => {
  const relay = fakeRelay();
  const { A, B, writer, follower, done } = await linked(relay);
  try {
    await until(() => writer.connected && follower.connected);
    const intruder = relay.lib().joinRoom({ appId: APP_ID, password: SECRET }, ROOM);
    const send = intruder.makeAction("aftermath");
    await settle(10);
    await send.send(JSON.stringify({ kind: "propose", id: 1, op: "push", event: { kind: "die", v: 1 } }));
    await settle(20);
    assert.deepEqual(A.engine.events, []);
    assert.deepEqual(B.engine.events, []);
    intruder.leave();
    await settle(10);
    assert.equal(writer.connected, true);
  } finally {
    done();
  }
});

test("a page opened again is a new phone in the room: taken up when the old one is gone", async () => {
  const relay = fakeRelay();
  const { A, B, ca, cb, writer, follower, done } = await linked(relay);
  const again = new NetCarrier({ room: ROOM, secret: SECRET, pair: null, load: async () => relay.lib() });
  const reopened = new Link({ role: "follower", me: "Phone B", peer: "Phone A", transport: again, battle: B.battle, keep: B.keep, retryMs: 20 });
  try {
    await until(() => writer.connected && follower.connected);
    // B's page closes without a word, and opens again before A knows.
    const old = ca.peerId;
    follower.stop();
    again.pair = cb.pair; // the token kept with the link, as the page opened again reads it
    const gone = cb.room.vanish();
    cb.room = null;
    again.listen(reopened);
    await reopened.start();
    await again.connect();
    await until(() => again.state?.state === "pairing");
    assert.equal(ca.peerId, old); // A still holds the old one
    gone();
    await until(() => writer.connected && reopened.connected && ca.state.state === "connected");
    await reopened.act("push", { kind: "die", v: 4 });
    await until(() => A.engine.events.length === 1 && reopened.pending.size === 0);
    assert.deepEqual(B.engine.events, A.engine.events);
  } finally {
    done();
    reopened.stop();
    again.close();
  }
});
