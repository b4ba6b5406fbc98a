// Hand-overs signed with a key only the two phones hold: agreed when one joins the other
// by hand (each names a public key; neither code holds the secret), then every hand-over
// carries an HMAC of its texts and of the phone it is from. Anyone who knows the battle's
// start can name the battle, but a hand-over of theirs, unsigned or signed wrongly, or one
// of this phone's own sent back, is refused whole with its reason. A link that agreed no
// key (begun before hand-overs were signed) reads unsigned ones as before.
import { test } from "node:test";
import assert from "node:assert/strict";
import { byHand, throughCodes } from "./link_helpers.mjs";

const { readHead } = await import("../../web/link/handover_key.js");

const BATTLE = "0123456789abcdef"; // the toy engine's battle: its start's hash, known to a stranger
const tap = (v) => JSON.stringify({ kind: "propose", id: 1, op: "push", event: { kind: "die", v } });

const phones = () => byHand();

// One hand-over through its codes, as the other phone's camera reads it; what the codes
// carry is kept in ``shown``.
async function carry(texts, to, shown) {
  shown.push(...texts);
  return to.take((await throughCodes(texts)).texts);
}

// B joins A by hand; every code shown is kept in ``shown``.
async function joined() {
  const p = await phones();
  const shown = [];
  await p.writer.act("push", { kind: "die", v: 4 });
  const request = await p.b.texts();
  await carry(request, p.a, shown);
  // The same request read twice (its codes shown again): the holder's key is kept.
  const key = p.writer.hand.key;
  await carry(request, p.a, shown);
  assert.equal(p.writer.hand.key, key);
  assert.ok((await carry(await p.a.texts(), p.b, shown)).reloaded);
  return { ...p, shown };
}

test("joining by hand the phones agree a key no code holds, and each hand-over after is signed", async () => {
  const { A, B, writer, follower, a, b, shown } = await joined();
  assert.deepEqual(B.engine.events, A.engine.events);
  assert.equal(writer.hand.key, follower.hand.key);
  assert.match(writer.hand.key, /^[0-9a-f]{64}$/);
  // Neither the key nor a private key was ever in a code: only the two public keys.
  const said = shown.join("\n");
  assert.ok(!said.includes(writer.hand.key));
  assert.ok(!said.includes(follower.hand.priv?.d ?? "never") && !said.includes('"d"'));
  assert.ok(said.includes(writer.hand.mine) && said.includes(follower.hand.mine));
  // B's tap goes to A signed, and is applied; A's answer too.
  await follower.act("push", { kind: "die", v: 2 });
  const texts = await b.texts();
  assert.ok(readHead(texts[0]).mac);
  assert.equal((await a.take(texts)).applied, 1);
  assert.equal(writer.hand.confirmed, true);
  assert.equal((await b.take(await a.texts())).applied, 1);
  assert.deepEqual(B.engine.events, A.engine.events);
  // Kept with the link on the device: a page opened again signs with the same key.
  assert.equal((await A.keep.load()).hand.key, writer.hand.key);
  assert.equal((await B.keep.load()).hand.key, follower.hand.key);
});

test("a hand-over made by one who knows only the battle's start is refused whole, its reason said", async () => {
  const { A, a } = await joined();
  const before = structuredClone(A.engine.events);
  const unsigned = await a.take([JSON.stringify({ kind: "battle", battle: BATTLE }), JSON.stringify({ kind: "need", from: 1 }), tap(6)]);
  assert.deepEqual(unsigned.reported, ["Refused the whole hand-over: it is not signed by Phone B, the phone this battle is linked with (made by another phone, or before hand-overs were signed). Nothing was changed."]);
  const wrong = await a.take([JSON.stringify({ kind: "battle", battle: BATTLE, mac: "A".repeat(43) }), tap(6)]);
  assert.match(wrong.reported[0], /^Refused the whole hand-over: its signature is not Phone B's \(forged, made for another link, or this phone's own\)\. Nothing was changed\.$/);
  // B's real hand-over with one text changed after signing.
  const two = await joined();
  await two.follower.act("push", { kind: "die", v: 2 });
  const texts = await two.b.texts();
  const changed = await two.a.take([texts[0], ...texts.slice(1).map((t) => t.replace('"v":2', '"v":6'))]);
  assert.match(changed.reported[0], /its signature is not Phone B's/);
  assert.equal(two.A.engine.events.length, 1);
  // Signed for another link (the first pair's key): not this one's.
  assert.match((await a.take(texts)).reported[0], /its signature is not Phone B's/);
  assert.deepEqual(A.engine.events, before);
  // B's own hand-over, sent back to it (signed, but by B).
  const own = await two.b.take(texts);
  assert.match(own.reported[0], /^Refused the whole hand-over: its signature is not Phone A's/);
});

test("once the other phone has signed, a request to join is refused; a forged answer to a joining phone is too", async () => {
  const { A, follower, writer, a, b } = await joined();
  await follower.act("push", { kind: "die", v: 2 });
  await a.take(await b.texts());
  const stranger = await phones(); // a phone of its own asking to join A's battle
  stranger.follower.fresh = true;
  const request = await stranger.b.texts();
  const seen = await a.take([request[0].replace(/"battle":"[0-9a-f]+"/, `"battle":"${BATTLE}"`), ...request.slice(1)]);
  assert.match(seen.reported[0], /^Refused the whole hand-over: it asks to join this battle, which Phone B plays already/);
  assert.equal(writer.hand.theirs, follower.hand.mine);
  assert.equal(A.engine.events.length, 2);
  // A joining phone: an answer naming its token, but not signed by the key it names.
  const j = await phones();
  await j.writer.act("push", { kind: "die", v: 5 });
  const asked = await j.b.texts();
  await j.a.take(asked);
  const answer = await j.a.texts();
  const head = readHead(answer[0]);
  const forged = [JSON.stringify({ ...head, mac: "B".repeat(43) }), ...answer.slice(1)];
  const refused = await j.b.take(forged);
  assert.match(refused.reported[0], /^Refused the whole hand-over: its signature does not match the key it names \(damaged or forged\)\. Nothing was changed\.$/);
  assert.deepEqual(j.B.engine.events, []);
  assert.ok((await j.b.take(answer)).reloaded);
});

test("a link that agreed no key (begun before hand-overs were signed) reads an unsigned hand-over as before", async () => {
  const { A, follower, a, b } = await phones();
  follower.fresh = false; // linked before: no key kept with it
  await follower.act("push", { kind: "die", v: 3 });
  const texts = await b.texts();
  assert.equal(readHead(texts[0]).mac, undefined);
  assert.equal((await a.take(texts)).applied, 1);
  assert.deepEqual(A.engine.events, [{ kind: "die", v: 3 }]);
  // An old hand-over's head, as made before: read strictly, as it was.
  assert.deepEqual(readHead(JSON.stringify({ kind: "battle", battle: BATTLE, join: "a".repeat(32) })), { kind: "battle", battle: BATTLE, join: "a".repeat(32) });
  assert.equal(readHead(JSON.stringify({ kind: "battle", battle: BATTLE, pub: "A".repeat(87) })), null); // a key only with a request to join
});
