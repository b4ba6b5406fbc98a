// A stranger with an old invite (room and secret, no token) echoes the holder's own
// commitment, or its own proof: refused, never paired, never heard by the link.
import { test } from "node:test";
import assert from "node:assert/strict";
import { fakeRelay, settle } from "./trystero_fakes.mjs";
import { ROOM, SECRET, TOKEN, netPhone, until } from "./link_helpers.mjs";

const { APP_ID } = await import("../../web/link/trystero.js");
const { commitOf, proof, ends } = await import("../../web/link/pairing.js");

const holder = (relay) => netPhone(relay, "writer", "Phone A", "Phone B", { pair: TOKEN });

// ``reply(m)``: what the stranger answers each pairing message with (a list).
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

test("a stranger echoing this phone's own commitment is refused, not paired", async () => {
  const relay = fakeRelay();
  const h = await holder(relay);
  const s = await stranger(relay, async (m) => (m.pair === "commit" || m.pair === "proof" ? [m] : []));
  try {
    await until(() => h.states.some((st) => st.why === "old-invite"));
    await settle(30);
    assert.equal(h.carrier.paired, false);
    assert.equal(h.link.connected, false);
    // Nothing of the link's went to the stranger, nor this phone's nonce, nor a proof.
    assert.deepEqual(s.got.map((t) => JSON.parse(t).pair), ["commit"]);
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
  const s = await stranger(relay, async (m) => (m.pair === "commit" ? [{ pair: "commit", commit: await commitOf(mine) }]
    : m.pair === "hello" ? [{ pair: "hello", nonce: mine, pinned: true }] : m.pair === "proof" ? [m] : []));
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
