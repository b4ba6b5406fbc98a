// The check code of a first meeting over the internet: a stranger who opened the invite
// and sits between the two phones at their first meeting pairs with each of them (it
// learns the token), but each phone's connection then ends at the stranger's own
// certificate, so the short code made from both nonces and both certificates differs
// between the phones, and the players, comparing them, unpair. Each phone commits to its
// nonce before it hears the other's, so the stranger cannot choose its own nonces to
// make the two codes alike.
import { test } from "node:test";
import assert from "node:assert/strict";
import { phone } from "./link_fakes.mjs";
import { fakeRelay, settle } from "./trystero_fakes.mjs";
import { ROOM, SECRET, netPhone, until } from "./link_helpers.mjs";

const { NetCarrier, APP_ID } = await import("../../web/link/trystero.js");
const { checkCode, checkText, commitOf, ends } = await import("../../web/link/pairing.js");

const member = (relay, role, me, peer, { pair = null, seed = 5 } = {}) => netPhone(relay, role, me, peer, { pair, P: phone(seed) });

// What a phone's code is made of: both nonces and both ends' certificates, in an order
// both phones share.
const made = (c) => checkText([c.nonce, c.theirNonce], ends(c.connectionOf(c.peerId)));

test("at their first meeting both phones show the same four-digit check code, made of both nonces and both certificates", async () => {
  const relay = fakeRelay();
  const a = await member(relay, "writer", "Phone A", "Phone B");
  const b = await member(relay, "follower", "Phone B", "Phone A");
  try {
    await until(() => a.link.connected && b.link.connected);
    assert.match(a.carrier.check, /^[0-9]{4}$/);
    assert.equal(a.carrier.check, b.carrier.check);
    assert.deepEqual([a.checks, b.checks], [[a.carrier.check], [a.carrier.check]]);
    assert.equal(made(a.carrier), made(b.carrier));
    assert.equal(a.carrier.check, await checkCode([a.carrier.nonce, a.carrier.theirNonce], ends(a.carrier.connectionOf(a.carrier.peerId))));
    // Met again with the token: the proof is checked, and there is no code to compare.
    const token = a.carrier.pair;
    b.leave();
    await until(() => !a.link.connected);
    const back = await member(relay, "follower", "Phone B", "Phone A", { pair: token });
    try {
      await until(() => a.link.connected && back.link.connected);
      assert.deepEqual([back.carrier.check, back.checks], [null, []]);
    } finally {
      back.leave();
    }
  } finally {
    a.leave();
    b.leave();
  }
});

// A stranger with the invite on each phone's way out: a phone of its own to each (two
// carriers), passing every message of the links between them.
async function inTheMiddle(one, two) {
  const ends2 = [one, two].map((relay) => new NetCarrier({ room: ROOM, secret: SECRET, load: async () => relay.lib() }));
  ends2.forEach((c, i) => c.listen({ onMessage: (t) => ends2[1 - i].send(t), onPeer: () => {} }));
  for (const c of ends2) await c.connect();
  return ends2;
}

test("a stranger between the phones at their first meeting pairs with each, but the phones' check codes are not made alike", async () => {
  const [one, two] = [fakeRelay(), fakeRelay()];
  const m = await inTheMiddle(one, two);
  const a = await member(one, "writer", "Phone A", "Phone B");
  const b = await member(two, "follower", "Phone B", "Phone A");
  try {
    await until(() => a.carrier.check !== null && b.carrier.check !== null && m.every((c) => c.paired));
    // Each phone's connection ends at the stranger's certificate: what each code is made
    // of differs (the codes themselves, four digits, match once in 10,000).
    assert.notEqual(made(a.carrier), made(b.carrier));
    assert.equal(a.carrier.check, await checkCode([a.carrier.nonce, a.carrier.theirNonce], ends(a.carrier.connectionOf(a.carrier.peerId))));
    assert.equal(b.carrier.check, await checkCode([b.carrier.nonce, b.carrier.theirNonce], ends(b.carrier.connectionOf(b.carrier.peerId))));
  } finally {
    a.leave();
    b.leave();
    m.forEach((c) => c.close());
  }
});

// A stranger in the room that answers each pairing message with ``reply(m)``.
async function stranger(relay, reply) {
  const room = relay.lib().joinRoom({ appId: APP_ID, password: SECRET }, ROOM, {});
  const act = room.makeAction("aftermath");
  const got = [];
  act.onMessage = async (data, { peerId }) => {
    got.push(data);
    for (const out of await reply(JSON.parse(data))) act.send(JSON.stringify(out), { target: peerId });
  };
  room.onPeerJoin = () => {};
  return { room, got };
}

test("a phone says its nonce only once the other committed to its own, and one whose nonce is not the one it committed to is refused", async () => {
  const relay = fakeRelay();
  const a = await member(relay, "writer", "Phone A", "Phone B");
  // First a stranger that says its hello at once, before any commitment: it hears no nonce.
  const mine = "e".repeat(32);
  const early = await stranger(relay, async () => [{ pair: "hello", nonce: mine, pinned: false }]);
  try {
    await until(() => a.states.some((s) => s.why === "old-invite"));
    assert.deepEqual(early.got.map((t) => JSON.parse(t).pair), ["commit"]);
    assert.equal(a.carrier.paired, false);
  } finally {
    early.room.leave();
  }
  // Then one that commits to a nonce and, having heard the phone's, says another.
  const states = a.states.length;
  const other = "d".repeat(32);
  const late = await stranger(relay, async (m) => (m.pair === "commit" ? [{ pair: "commit", commit: await commitOf(mine) }]
    : m.pair === "hello" ? [{ pair: "hello", nonce: other, pinned: false }] : []));
  try {
    await until(() => a.states.slice(states).some((s) => s.why === "old-invite"));
    await settle(30);
    assert.deepEqual([a.carrier.paired, a.link.connected, a.carrier.pair, a.carrier.check], [false, false, null, null]);
    assert.deepEqual(late.got.filter((t) => !t.includes('"pair"')), []);
  } finally {
    late.room.leave();
    a.leave();
  }
});
