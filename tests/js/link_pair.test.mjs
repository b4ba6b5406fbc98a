// The two phones of an internet link pinned to each other: at their first meeting they
// agree a token, kept with the link on each; a phone that joins the room later with the
// same invite but without the token is refused before the link hears a word from it,
// and the page says so. A link kept before tokens pairs at its next meeting.
import "./vendor.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import "./vendor.mjs"; // the page's words (its sheet's reports) read the catalogue
import { phone } from "./link_fakes.mjs";
import { fakeRelay, settle } from "./trystero_fakes.mjs";
import { ROOM, SECRET, netPhone, until } from "./link_helpers.mjs";

const { Link } = await import("../../web/link/link.js");
const { NetCarrier } = await import("../../web/link/trystero.js");
const { proof, isToken } = await import("../../web/link/pairing.js");
const { keptNet } = await import("../../web/views/two_phones_net.js");

// A phone on the relay: its carrier (with the token it keeps, if any), link and states.
const member = (relay, role, me, peer, { pair = null, P = phone(me.length) } = {}) => netPhone(relay, role, me, peer, { pair, P });

test("at their first meeting the two phones agree one token, and each keeps it", async () => {
  const relay = fakeRelay();
  const a = await member(relay, "writer", "Phone A", "Phone B");
  const b = await member(relay, "follower", "Phone B", "Phone A");
  try {
    await until(() => a.link.connected && b.link.connected);
    assert.ok(isToken(a.carrier.pair));
    assert.equal(a.carrier.pair, b.carrier.pair);
    assert.deepEqual([a.kept.saved, b.kept.saved], [[a.carrier.pair], [a.carrier.pair]]);
    // Agreed from the two hellos over the encrypted channel; later meetings send only proofs of it.
    assert.ok(relay.sent.every((t) => !t.includes(a.carrier.pair) || JSON.parse(t).pair === "hello"));
    await b.link.act("push", { kind: "die", v: 3 });
    await until(() => a.P.engine.events.length === 1);
  } finally {
    a.leave();
    b.leave();
  }
});

test("a phone with an old invite is refused once the paired one has left, and the page says so; the paired one comes back", async () => {
  const relay = fakeRelay();
  const a = await member(relay, "writer", "Phone A", "Phone B");
  const b = await member(relay, "follower", "Phone B", "Phone A");
  await until(() => a.link.connected && b.link.connected);
  const token = a.carrier.pair;
  b.leave();
  await until(() => !a.link.connected);
  // Someone who kept the invite (room and secret) but was never paired.
  const c = await member(relay, "follower", "Phone B", "Phone A");
  try {
    await until(() => a.states.some((s) => s.why === "old-invite") && c.states.some((s) => s.why === "refused"));
    assert.match(a.states.at(-1).words, /^Another phone tried to join with an old invite and was refused/);
    assert.match(c.states.at(-1).words, /paired with another phone/);
    await c.link.act("push", { kind: "die", v: 6 });
    await settle(40);
    assert.deepEqual([a.link.connected, c.link.connected, a.P.engine.events.length], [false, false, 0]);
    assert.equal(a.carrier.pair, token);
    // The paired phone opens the battle again: it shows the token and is taken up.
    c.leave();
    const back = await member(relay, "follower", "Phone B", "Phone A", { pair: token, P: b.P });
    try {
      await until(() => a.link.connected && back.link.connected);
      await back.link.act("push", { kind: "die", v: 2 });
      await until(() => a.P.engine.events.length === 1);
      assert.deepEqual(back.kept.saved, []); // the same token, nothing new to keep
    } finally {
      back.leave();
    }
  } finally {
    a.leave();
    c.leave();
  }
});

test("a phone that says it is paired but cannot prove the token is refused", async () => {
  const relay = fakeRelay();
  const a = await member(relay, "writer", "Phone A", "Phone B", { pair: "1".repeat(32) });
  const c = await member(relay, "follower", "Phone B", "Phone A", { pair: "2".repeat(32) });
  try {
    await until(() => a.states.some((s) => s.why === "old-invite") && c.states.some((s) => s.why === "old-invite"));
    assert.deepEqual([a.link.connected, c.link.connected], [false, false]);
    // The proof is of the token and both fresh nonces: a replay of an old one fails, and
    // one phone's proof is not the other's (the direction is part of it).
    const [t, x, y, z] = ["1", "a", "b", "c"].map((d) => d.repeat(32));
    const certs = { from: "sha-256 AA", to: "sha-256 BB" };
    assert.notEqual(await proof(t, x, y, certs), await proof(t, x, z, certs));
    assert.notEqual(await proof(t, x, y, certs), await proof(t, y, x, certs));
    // ...and of the connection it goes over: its two ends' certificates, in order.
    assert.notEqual(await proof(t, x, y, certs), await proof(t, x, y, { from: "sha-256 AA", to: "sha-256 CC" }));
    assert.notEqual(await proof(t, x, y, certs), await proof(t, x, y, { from: "sha-256 BB", to: "sha-256 AA" }));
  } finally {
    a.leave();
    c.leave();
  }
});

// A link:<battle id> record as a phone kept it over the internet before tokens were.
const OLD_RECORD = {
  role: "writer", me: "Phone A", peer: "Phone B", n: 2, seen: 1, next: 1, pending: [], term: 1, writer: "Phone A",
  terms: [{ term: 1, base: 0, writer: "Phone A", seen: 1 }], handed: null, base: 0, acked: 2, last: { seen: 0, term: null },
  owners: "mp", actions: 2, tail: [], origins: [], byHand: false, net: { room: ROOM, secret: SECRET },
};

test("a link kept before tokens opens as it was and pairs at its next meeting; a kept token is read strictly", async () => {
  const net = keptNet(OLD_RECORD, "conquest");
  assert.deepEqual(net, { room: ROOM, secret: SECRET });
  assert.deepEqual(keptNet({ net: { room: ROOM, secret: SECRET, pair: "ab".repeat(16) } }, "conquest"), { room: ROOM, secret: SECRET, pair: "ab".repeat(16) });
  assert.match(keptNet({ net: { room: ROOM, secret: SECRET, pair: "nope" } }, "conquest").refused, /^net\.pair: must be 32 hex digits, got nope/);
  // Opened again as the page does (two_phones.js start): the record's numbers, its room,
  // and a token agreed at the meeting kept with the room.
  const relay = fakeRelay();
  const P = phone(5);
  P.kept.value = structuredClone(OLD_RECORD);
  const carrier = new NetCarrier({ ...net, load: async () => relay.lib() });
  const keep = { load: P.keep.load, save: (value) => P.keep.save({ ...value, byHand: false, net }) };
  const link = new Link({ role: "writer", me: "Phone A", peer: "Phone B", transport: carrier, battle: P.battle, keep, retryMs: 20 });
  carrier.listen(link);
  carrier.onPair = (token) => { net.pair = token; return link.inTurn(() => link.save()); };
  await link.start();
  assert.deepEqual([link.n, link.seen, link.owners], [2, 1, "mp"]);
  await carrier.connect();
  const b = await member(relay, "follower", "Phone B", "Phone A");
  try {
    await until(() => link.connected && b.link.connected);
    await until(() => P.kept.value.net.pair !== undefined);
    assert.equal(P.kept.value.net.pair, b.carrier.pair);
    assert.deepEqual(keptNet(P.kept.value, "conquest"), { room: ROOM, secret: SECRET, pair: b.carrier.pair });
  } finally {
    link.stop();
    carrier.close();
    b.leave();
  }
});
