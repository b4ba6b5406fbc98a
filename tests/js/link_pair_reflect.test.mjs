// A stranger with an old invite (room and secret, no token) echoes the holder's own
// hello nonce, then the holder's own proof: refused, never paired, never heard by the link.
import { test } from "node:test";
import assert from "node:assert/strict";
import { phone } from "./link_fakes.mjs";
import { fakeRelay, settle } from "./trystero_fakes.mjs";

const { Link } = await import("../../web/link/link.js");
const { NetCarrier, APP_ID } = await import("../../web/link/trystero.js");
const { proof, ends } = await import("../../web/link/pairing.js");

const ROOM = "AAAAAAAAAAAAAAAA";
const SECRET = "BBBBBBBBBBBBBBBBBBBBBBBB";
const TOKEN = "0123456789abcdef0123456789abcdef";

async function until(check, ms = 2000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("never came");
    await settle(5);
  }
}

async function holder(relay) {
  const P = phone(7);
  const carrier = new NetCarrier({ room: ROOM, secret: SECRET, pair: TOKEN, load: async () => relay.lib() });
  const states = [];
  carrier.onState = (s) => states.push(s);
  const link = new Link({ role: "writer", me: "Phone A", peer: "Phone B", transport: carrier, battle: P.battle, keep: P.keep, retryMs: 20 });
  carrier.listen(link);
  await link.start();
  await carrier.connect();
  return { carrier, link, states };
}

// ``reply(m)``: what the stranger answers each pairing message with.
async function stranger(relay, reply) {
  const room = relay.lib().joinRoom({ appId: APP_ID, password: SECRET }, ROOM, {});
  const act = room.makeAction("aftermath");
  const got = [];
  act.onMessage = (data, { peerId }) => {
    got.push(data);
    const out = reply(JSON.parse(data));
    if (out) act.send(JSON.stringify(out), { target: peerId });
  };
  room.onPeerJoin = () => {};
  return { room, got };
}

test("a stranger echoing this phone's own nonce and proof is refused, not paired", async () => {
  const relay = fakeRelay();
  const h = await holder(relay);
  const s = await stranger(relay, (m) => (m.pair === "hello" ? { pair: "hello", nonce: m.nonce, pinned: true } : m.pair === "proof" ? m : null));
  try {
    await until(() => h.states.some((st) => st.why === "old-invite"));
    await settle(30);
    assert.equal(h.carrier.paired, false);
    assert.equal(h.link.connected, false);
    // Nothing of the link's went to the stranger, and no proof was sent to an echo.
    assert.deepEqual(s.got.filter((t) => !t.includes('"pair"')), []);
    assert.ok(!s.got.some((t) => t.includes('"proof"')));
  } finally {
    h.link.stop();
    h.carrier.close();
    s.room.leave();
  }
});

test("a stranger with its own nonce that sends back this phone's proof is refused", async () => {
  const relay = fakeRelay();
  const h = await holder(relay);
  const mine = "f".repeat(32);
  const s = await stranger(relay, (m) => (m.pair === "hello" ? { pair: "hello", nonce: mine, pinned: true } : m.pair === "proof" ? m : null));
  try {
    await until(() => h.states.some((st) => st.why === "old-invite"));
    await settle(30);
    assert.equal(h.carrier.paired, false);
    assert.equal(h.link.connected, false);
    assert.deepEqual(s.got.filter((t) => !t.includes('"pair"')), []);
    // What the holder proved is bound to its direction: not what it expects back.
    const sent = JSON.parse(s.got.find((t) => t.includes('"proof"'))).proof;
    const hers = JSON.parse(s.got.find((t) => t.includes('"hello"'))).nonce;
    const theirs = ends(h.carrier.connectionOf(s.room.id));
    assert.equal(sent, await proof(TOKEN, hers, mine, { from: theirs.local, to: theirs.remote }));
    assert.notEqual(sent, await proof(TOKEN, mine, hers, { from: theirs.remote, to: theirs.local }));
  } finally {
    h.link.stop();
    h.carrier.close();
    s.room.leave();
  }
});
