// Two phones with no network: texts packed into QR codes' texts (numbered parts, each
// within a version 10 code), read back in any order, twice, or damaged; and the link's
// messages handed over both ways through those codes until both copies are equal.
import { test } from "node:test";
import assert from "node:assert/strict";
import { byHand, throughCodes } from "./link_helpers.mjs";

const H = await import("../../web/link/handover.js");
const { sign } = await import("../../web/link/handover_key.js");

const ALNUM = /^[0-9A-Z $%*+\-./:]*$/;

test("base45 round-trips every byte and refuses what it never writes", () => {
  const bytes = Uint8Array.from({ length: 513 }, (_, i) => (i * 37) % 256);
  assert.deepEqual(H.fromBase45(H.toBase45(bytes)), bytes);
  assert.equal(H.toBase45(new TextEncoder().encode("AB")), "BB8"); // RFC 9285's example
  assert.throws(() => H.fromBase45("GGW"), /out of range/);
  assert.throws(() => H.fromBase45("ab1"), /characters/);
  assert.throws(() => H.fromBase45("AAAA"), /length/);
});

let seed = 5;
const noise = () => Array.from({ length: 300 }, () => { seed = (seed * 48271) % 2147483647; return String.fromCharCode(33 + (seed % 90)); }).join("");

async function collect(parts, kinds) {
  const c = new H.Collector(kinds);
  const said = [];
  for (const p of parts) said.push((await c.add(p)).words);
  return { c, said };
}

test("a short hand-over is one code; a long one is numbered parts joined in any order", async () => {
  const action = JSON.stringify({ by: "Phone A", event: { arc: "front", kind: "wound_pool", morale: true, regiment: "a", wounds: 3 }, hash: "61dc0ffb69429979", kind: "action", n: 1, op: "push" });
  const one = await H.pack("actions", [action]);
  assert.equal(one.length, 1);
  assert.ok(one[0].length <= H.PART_CHARS && ALNUM.test(one[0]), one[0]);
  assert.deepEqual(await (await collect(one)).c.texts(), { kind: "actions", texts: [action] });

  // Incompressible texts: several parts, every one within a code, in any order, repeated.
  const texts = [noise(), noise(), noise(), "é ✓ plain"];
  const parts = await H.pack("actions", texts);
  assert.ok(parts.length >= 4, parts.length);
  for (const p of parts) assert.ok(p.length <= H.PART_CHARS && ALNUM.test(p), p.length);
  const shuffled = [parts[2], parts[0], parts[2], ...parts.slice(3).reverse(), parts[1]];
  const { c, said } = await collect(shuffled);
  assert.match(said[0], new RegExp(`^Read part 3 of ${parts.length}\\. Still to scan: 1, 2, 4`));
  assert.match(said[2], /^Part 3 of \d+ again\./);
  assert.match(said.at(-1), /All parts read\.$/);
  assert.deepEqual((await c.texts()).texts, texts);
});

test("a damaged, forged, foreign or incomplete code is refused and said, nothing read from it", async () => {
  const parts = await H.pack("actions", [noise(), noise(), noise()]);
  assert.ok(parts.length >= 3);
  const flip = (p, at) => p.slice(0, at) + (p[at] === "A" ? "B" : "A") + p.slice(at + 1);
  await assert.rejects(H.readPart(flip(parts[0], 30)), /part 1 of \d+ is damaged/);
  await assert.rejects(H.readPart("https://example.org/"), /not a part of an Aftermath hand-over/);
  await assert.rejects(H.readPart(parts[0].replace(/^AH1A01/, "AH1A09")), /which cannot be|damaged/);
  // A part whose check was forged to match a changed body: the whole's hash refuses it.
  const forged = parts;
  const whole = forged[0].slice(8, 16);
  const other = await H.pack("actions", [noise()]);
  const c = new H.Collector();
  await c.add(forged[0]);
  const [, , , , , body] = /^AH1([AIR])(\d\d)(\d\d)([0-9A-F]{8})([0-9A-F]{4}):(.*)\.$/.exec(other[0]);
  const head = `AH1A02${String(forged.length).padStart(2, "0")}${whole}`;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(head + body)));
  const check = [...digest].map((b) => b.toString(16).padStart(2, "0")).join("").slice(0, 4).toUpperCase();
  await c.add(`${head}${check}:${body}.`);
  for (const p of forged.slice(2)) await c.add(p);
  await assert.rejects(c.texts(), /damaged|forged/);
  // Incomplete: says which parts are read.
  const d = new H.Collector();
  await d.add(parts[0]);
  await assert.rejects(d.texts(), /parts 1 of \d+ are read/);
  // Another hand-over's part starts over.
  const { said } = await collect([parts[0], other[0]]);
  assert.match(said[1], /^A code of another hand-over: started over with it\./);
  // An invite where actions are expected.
  const invite = await H.pack("invite", ["AFTERMATH-INVITE-1.abc"]);
  await assert.rejects(new H.Collector(["actions"]).add(invite[0]), /is an invite, not a hand-over of actions/);
  await assert.rejects(H.pack("actions", ["two\nlines"]), /one line/);
  await assert.rejects(H.pack("actions", []), /nothing/);
});

test("pasted parts: one a line, or the hand-over's link", async () => {
  const parts = await H.pack("answer", ["AFTERMATH-ANSWER-1." + "q".repeat(700) + "zz9"]);
  assert.deepEqual(H.partsIn(parts.join("\r\n") + "\n"), parts);
  assert.deepEqual(H.partsIn(H.handoverLink("https://a.example/app/#v1.x", parts)), parts);
  assert.throws(() => H.partsIn("https://a.example/#handover=%E0%A4%A"), /link is damaged/);
});

// -- the link's messages by hand --------------------------------------------------------
const pair = () => byHand();

// One hand-over through its codes: packed, each part read (reversed), joined, taken.
async function carry(from, to) {
  const { parts, texts } = await throughCodes(await from.texts(), (all) => all.reverse());
  return { parts, seen: await to.take(texts) };
}

test("by hand both ways: the writer's actions, the follower's taps applied or refused", async () => {
  const { A, B, writer, follower, a, b } = await pair();
  await writer.act("push", { kind: "die", v: 4 });
  await writer.act("push", { kind: "die" });
  let { parts, seen } = await carry(a, b);
  assert.equal(parts.length, 1);
  assert.equal(seen.applied, 2);
  assert.deepEqual(B.engine.events, A.engine.events);
  // Scanned twice: nothing applied twice, nothing said.
  ({ seen } = await carry(a, b));
  assert.deepEqual([seen.applied, seen.reported], [0, []]);
  // B's taps while apart: one the rules allow, one they refuse.
  await follower.act("push", { kind: "die" });
  await follower.act("push", { kind: "bad" });
  assert.equal(follower.pending.size, 2);
  ({ seen } = await carry(b, a));
  assert.deepEqual([seen.applied, seen.refused], [1, 1]);
  assert.equal(A.engine.events.length, 3);
  ({ seen } = await carry(a, b));
  assert.deepEqual([seen.applied, seen.refused, follower.pending.size], [1, 1, 0]);
  assert.deepEqual([B.engine.events, B.engine.redo], [A.engine.events, A.engine.redo]);
  // B now said it has them all: A hands over only what is new.
  ({ seen } = await carry(b, a));
  await writer.act("undo");
  const texts = await a.texts();
  assert.equal(texts.filter((t) => JSON.parse(t).kind === "action").length, 1);
  await carry(a, b);
  assert.deepEqual([B.engine.events, B.engine.redo], [A.engine.events, A.engine.redo]);
});

test("by hand: a missed hand-over is asked for again; a forged action is refused and said", async () => {
  const { A, B, writer, a, b } = await pair();
  await writer.act("push", { kind: "die", v: 2 });
  await carry(b, a); // B says it has nothing: A hands over from action 1
  await writer.act("push", { kind: "die", v: 5 });
  await carry(a, b);
  assert.deepEqual(B.engine.events, A.engine.events);
  const forged = JSON.stringify({ kind: "action", n: 3, op: "push", event: { kind: "die", v: 6 }, by: "Phone A", hash: "wrong" });
  // Signed as A signs its hand-overs (the phones agreed a key when B joined).
  const seen = await b.take(await sign(writer, [await a.head(), forged]));
  assert.equal(seen.applied, 0);
  assert.match(seen.reported.join(" "), /Refused a message from Phone A: .*differing/);
  assert.deepEqual(B.engine.events, A.engine.events);
  const junk = await b.take(await sign(writer, [await a.head(), "{not json"]));
  assert.match(junk.reported.join(" "), /must be valid JSON/);
});

test("by hand: a copy that differs asks for the whole game and is replaced by it", async () => {
  const { A, B, writer, follower, a, b } = await pair();
  await writer.act("push", { kind: "die", v: 3 });
  follower.fresh = false; // B says it has the battle, but its copy is not A's
  B.engine.events.push({ kind: "die", v: 1 });
  const { seen } = await carry(a, b);
  assert.equal(seen.applied, 0);
  assert.match(seen.reported.join(" "), /differing/);
  const asks = (await b.texts()).map((t) => JSON.parse(t)).filter((m) => m.kind === "need");
  assert.deepEqual(asks, [{ kind: "need", from: 1, whole: true }]);
  await carry(b, a);
  assert.equal((await a.texts()).map((t) => JSON.parse(t).kind).join(), "battle,state");
  const back = await carry(a, b);
  assert.ok(back.seen.reloaded);
  assert.deepEqual(B.engine.events, A.engine.events);
  assert.equal(follower.n, writer.n);
  assert.deepEqual((await b.texts()).slice(1).map((t) => JSON.parse(t)), [{ kind: "need", from: 2 }]);
});

test("by hand: a hand-over saying who writes, or a whole game not asked for, is refused and said", async () => {
  const { A, B, writer, follower, a, b } = await pair();
  await writer.act("push", { kind: "die", v: 3 });
  await carry(a, b);
  const before = [...B.engine.events];
  const attack = [
    JSON.stringify({ kind: "term", term: 9, writer: "Phone X", base: 0, n: 0, hash: "0000000000000000" }),
    JSON.stringify({ kind: "state", n: 5, seen: 0, refused: [], game: { events: [{ kind: "die", v: 6 }], redo: [] }, hash: "x", term: 1 }),
  ];
  const seen = await b.take([await a.head(), ...attack]);
  assert.match(seen.reported.join(" "), /may not say who writes/);
  assert.match(seen.reported.join(" "), /whole game from Phone A that this phone did not ask for/);
  assert.deepEqual([follower.role, follower.term, follower.n, B.engine.events], ["follower", 1, 1, before]);
  // The writer's phone, too, stays the writer.
  const toA = await a.take([await b.head(), attack[0]]);
  assert.match(toA.reported.join(" "), /may not say who writes/);
  assert.deepEqual([writer.role, writer.term], ["writer", 1]);
  // Refused, this phone's next hand-over asks for the whole game; the writer's is taken.
  const asks = (await b.texts()).map((t) => JSON.parse(t)).filter((m) => m.kind === "need");
  assert.deepEqual(asks, [{ kind: "need", from: 2, whole: true }]);
  await carry(b, a);
  assert.ok((await carry(a, b)).seen.reloaded);
  assert.deepEqual(B.engine.events, A.engine.events);
});
