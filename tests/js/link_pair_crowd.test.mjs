// Phones that kept the internet invite (room and secret) but not the token crowd the
// room before the paired phone comes back: silent, or saying a commitment and no more.
// Each stranger is checked on its own (its own nonce, texts and wait), so none of them
// keeps the paired phone's first words from being heard: it pairs at once, its tap is
// applied, and not one word of the strangers reaches the link.
import { test } from "node:test";
import assert from "node:assert/strict";
import { phone } from "./link_fakes.mjs";
import { fakeRelay, settle } from "./trystero_fakes.mjs";
import { ROOM, SECRET, TOKEN, netPhone, until } from "./link_helpers.mjs";

const { APP_ID, CHECKED } = await import("../../web/link/trystero.js");
const { commitOf, newNonce } = await import("../../web/link/pairing.js");

const pinned = (relay, role, me, peer, seed, waits = {}) => netPhone(relay, role, me, peer, { pair: TOKEN, P: phone(seed), waits });

// A stranger with the invite: ``how`` "silent" says nothing; "commit" says a commitment
// to a nonce of its own (twice, with "twice") on meeting each phone and never its hello;
// each also tries a proposal, which no link may hear.
async function stranger(relay, how) {
  const room = relay.lib().joinRoom({ appId: APP_ID, password: SECRET }, ROOM, {});
  const act = room.makeAction("aftermath");
  act.onMessage = () => {};
  const commit = JSON.stringify({ pair: "commit", commit: await commitOf(newNonce()) });
  room.onPeerJoin = (peerId) => {
    if (how === "silent") return;
    act.send(commit, { target: peerId });
    if (how === "twice") act.send(commit, { target: peerId });
  };
  return room;
}

async function crowd(relay, count) {
  const kinds = ["silent", "commit", "twice"];
  return Promise.all(Array.from({ length: count }, (_, i) => stranger(relay, kinds[i % 3])));
}

test("four strangers with the invite and more in the room first: the paired phone still pairs at once", async () => {
  const relay = fakeRelay();
  const a = await pinned(relay, "writer", "Phone A", "Phone B", 7);
  const rooms = await crowd(relay, 5);
  await settle(30);
  const b = await pinned(relay, "follower", "Phone B", "Phone A", 8);
  try {
    await until(() => a.link.connected && b.link.connected);
    await b.link.act("push", { kind: "die", v: 3 });
    await until(() => a.P.engine.events.length === 1 && b.link.pending.size === 0);
    assert.deepEqual(b.P.engine.events, a.P.engine.events);
    assert.equal(a.states.at(-1).state, "connected");
  } finally {
    a.leave();
    b.leave();
    rooms.forEach((r) => r.leave());
  }
});

test("more strangers than are checked at once: each is given a turn, the paired phone's comes, and it pairs", async () => {
  const relay = fakeRelay();
  const waits = { graceMs: 100 };
  const a = await pinned(relay, "writer", "Phone A", "Phone B", 7, waits);
  const rooms = await crowd(relay, CHECKED + 6);
  await settle(30);
  const b = await pinned(relay, "follower", "Phone B", "Phone A", 8, waits);
  try {
    await until(() => a.link.connected && b.link.connected, 4000);
    await b.link.act("push", { kind: "die", v: 4 });
    await until(() => a.P.engine.events.length === 1);
    // The strangers were refused, none heard by the link; the page says it is connected.
    assert.ok(a.states.some((s) => s.why === "old-invite"));
    assert.equal(a.states.at(-1).state, "connected");
  } finally {
    a.leave();
    b.leave();
    rooms.forEach((r) => r.leave());
  }
});
