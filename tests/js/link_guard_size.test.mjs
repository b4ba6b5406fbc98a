// A message's size is measured, never taken from what it says: the guard takes only
// text (or a carrier's own TooLong, always refused); over the internet, a phone that
// sends what is not text, or more chunks than the longest message could take before a
// message ends, is cut off: its connection closed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { phone } from "./link_fakes.mjs";
import { fakeRelay, settle } from "./trystero_fakes.mjs";
import { ROOM, SECRET, until } from "./link_helpers.mjs";

const { Guard, TooLong, MAX_TEXT } = await import("../../web/link/guard.js");
const { Link } = await import("../../web/link/link.js");
const { NetCarrier, APP_ID, MAX_CHUNKS } = await import("../../web/link/trystero.js");
const { commitOf } = await import("../../web/link/pairing.js");

test("an object claiming a short length is not a message, however often it comes", () => {
  const g = new Guard();
  const msg = { length: 1, kind: "x", pad: "x".repeat(1000) };
  for (let i = 0; i < 10; i++) assert.equal(g.check(msg), "a message that is not text (object)");
  assert.equal(g.check(null), "a message that is not text (null)");
  assert.equal(g.check(["x"]), "a message that is not text (object)");
  assert.match(g.check(new TooLong(MAX_TEXT + 1)), /^a message of 900,001 characters \(the most is 900,000\)$/);
  assert.equal(g.check("{}"), null);
  assert.throws(() => new TooLong(-1), /a size in characters/);
});

// Two phones paired afresh over the fake relay; ``b`` the raw room of the other phone.
async function paired() {
  const relay = fakeRelay();
  const A = phone(5);
  const carrier = new NetCarrier({ room: ROOM, secret: SECRET, load: async () => relay.lib() });
  const link = new Link({ role: "writer", me: "Phone A", peer: "Phone B", transport: carrier, battle: A.battle, keep: A.keep, retryMs: 20 });
  const reports = [];
  link.on((e) => { if (e.type === "reported") reports.push(e.words); });
  carrier.listen(link);
  await link.start();
  await carrier.connect();
  const room = relay.lib().joinRoom({ appId: APP_ID, password: SECRET }, ROOM, {});
  const act = room.makeAction("aftermath");
  const nonce = "f".repeat(32);
  const commit = await commitOf(nonce);
  act.onMessage = (data, { peerId }) => {
    const m = JSON.parse(data);
    if (m.pair === "commit") act.send(JSON.stringify({ pair: "commit", commit }), { target: peerId });
    if (m.pair === "hello") act.send(JSON.stringify({ pair: "hello", nonce, pinned: false }), { target: peerId });
  };
  room.onPeerJoin = () => {};
  await until(() => link.connected);
  return { relay, carrier, link, reports, room, act, close: () => { link.stop(); carrier.close(); room.leave(); } };
}

test("the paired phone sending an object (read by the library as JSON) is refused and cut off", async () => {
  const p = await paired();
  try {
    p.act.send({ length: 1, kind: "need", from: 1 }, { target: Object.keys(p.room.getPeers())[0] });
    await until(() => p.relay.closed.length > 0);
    assert.match(p.reports.join(" "), /Refused a message that is not text \(object\) from Phone B/);
    assert.equal(p.relay.closed.at(-1)[1], p.room.id);
  } finally {
    p.close();
  }
});

test("a message that never ends, past the chunks the longest could take, cuts its phone off", async () => {
  const p = await paired();
  try {
    const target = Object.keys(p.room.getPeers())[0];
    p.room.chunks("aftermath", MAX_CHUNKS, target);
    assert.equal(p.relay.closed.length, 0); // as long as the longest message may be
    p.room.chunks("aftermath", 1, target);
    await until(() => p.relay.closed.length > 0);
    assert.equal(p.relay.closed.at(-1)[1], p.room.id);
    assert.match(p.reports.join(" "), /Refused a message of [\d,]+ characters \(the most is 900,000\) from Phone B/);
  } finally {
    p.close();
  }
});

test("chunks of messages that end are accounted for: a long run of them cuts nothing off", async () => {
  const p = await paired();
  try {
    const target = Object.keys(p.room.getPeers())[0];
    for (let i = 0; i < 3 * MAX_CHUNKS; i++) {
      p.room.chunks("aftermath", 1, target);
      p.carrier.measured(JSON.stringify({ kind: "need", from: 1 }), p.room.id);
    }
    await settle(20);
    assert.equal(p.relay.closed.length, 0);
  } finally {
    p.close();
  }
});
