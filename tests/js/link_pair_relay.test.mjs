// A stranger who kept the internet invite (room and secret) sits between the two paired
// phones: it meets each of them, and passes each one's hello and proof on to the other.
// The proof names the certificates of the connection it goes over, so the one passed on
// does not match the stranger's connection to the other phone: both refuse it, neither
// link hears a word from it, and each page says a phone was refused.
import { test } from "node:test";
import assert from "node:assert/strict";
import { phone } from "./link_fakes.mjs";
import { fakeRelay, settle } from "./trystero_fakes.mjs";
import { ROOM, SECRET, TOKEN, netPhone, until } from "./link_helpers.mjs";

const { APP_ID } = await import("../../web/link/trystero.js");

// One of the two paired phones, on its own relay (the stranger is its only way out).
const pinned = (relay, role, me, peer, seed) => netPhone(relay, role, me, peer, { pair: TOKEN, P: phone(seed) });

// The stranger: in the room on both relays, passing on everything one phone says to the other.
function between(one, two) {
  const ends = [one, two].map((relay) => {
    const room = relay.lib().joinRoom({ appId: APP_ID, password: SECRET }, ROOM, {});
    const act = room.makeAction("aftermath");
    room.onPeerJoin = () => {};
    return { room, act, peer: null, got: [] };
  });
  ends.forEach((end, i) => {
    const other = ends[1 - i];
    end.act.onMessage = (data, { peerId }) => {
      // The phone first heard on this side: what the other said before is said to it
      // first, as a relay would (its commitment went before this phone was there).
      if (end.peer === null) for (const t of other.got) end.act.send(t, { target: peerId });
      end.peer = peerId;
      end.got.push(data);
      if (other.peer) other.act.send(data, { target: other.peer });
    };
  });
  return ends;
}

test("a stranger passing the paired phones' hellos and proofs between them is refused by both", async () => {
  const [one, two] = [fakeRelay(), fakeRelay()];
  const m = between(one, two);
  // Each end of the stranger learns its phone's peer id from the first word it hears:
  // the phone joining second is told the first one's commitment once it is heard.
  const a = await pinned(one, "writer", "Phone A", "Phone B", 7);
  await until(() => m[0].peer !== null);
  m[1].peer = null;
  const b = await pinned(two, "follower", "Phone B", "Phone A", 7);
  try {
    await until(() => a.states.some((s) => s.why === "old-invite") && b.states.some((s) => s.why === "old-invite"));
    await settle(40);
    assert.deepEqual([a.carrier.paired, b.carrier.paired, a.link.connected, b.link.connected], [false, false, false, false]);
    // Each proved itself to the stranger's connection, and that proof went on, refused.
    assert.ok(m[0].got.some((t) => t.includes('"proof"')) && m[1].got.some((t) => t.includes('"proof"')));
    // Nothing of either link's reached the stranger; a proposal it forges changes nothing.
    assert.deepEqual([...m[0].got, ...m[1].got].filter((t) => !t.includes('"pair"')), []);
    m[0].act.send(JSON.stringify({ kind: "propose", id: 1, op: "push", event: { kind: "die", v: 6 }, term: 1 }), { target: m[0].peer });
    await settle(40);
    assert.equal(a.P.engine.events.length, 0);
  } finally {
    a.leave();
    b.leave();
    m.forEach((end) => end.room.leave());
  }
});

test("the paired phone heard only over the connection it showed the token on", async () => {
  const relay = fakeRelay();
  const a = await pinned(relay, "writer", "Phone A", "Phone B", 7);
  const b = await pinned(relay, "follower", "Phone B", "Phone A", 7);
  try {
    await until(() => a.link.connected && b.link.connected);
    await b.link.act("push", { kind: "die", v: 3 });
    await until(() => a.P.engine.events.length === 1);
    // Another connection put in place of the one B paired on, under B's name.
    const held = Object.entries(a.carrier.room.getPeers())[0];
    a.carrier.room.me.connections.set(held[0], { ...held[1], remoteDescription: { type: "answer", sdp: "v=0\r\na=fingerprint:sha-256 00:11\r\n" } });
    await b.link.act("push", { kind: "die", v: 5 });
    await until(() => !a.link.connected);
    assert.equal(a.P.engine.events.length, 1);
    assert.match(a.states.at(-1).words, /connection changed after it was checked/);
  } finally {
    a.leave();
    b.leave();
  }
});
