// The other phone asking for actions over and over (a forged ``need`` of the whole log,
// each a few characters) cannot make this phone send without bound: what goes in answer
// to needs is held to the characters the other phone may itself send in that while
// (guard.js); past it, the actions asked for go once the while is over, said once.
import { test } from "node:test";
import assert from "node:assert/strict";
import { phone, wire } from "./link_fakes.mjs";
import { manualClock } from "./link_helpers.mjs";

const { CHARS_PER_WINDOW, CHARS_WINDOW_MS } = await import("../../web/link/guard.js");
const { Link } = await import("../../web/link/link.js");

test("a flood of needs for the whole log makes the writer send no more than the other phone may send it", async () => {
  const w = wire();
  const A = phone(7);
  const clock = manualClock();
  const writer = new Link({ role: "writer", me: "Phone A", peer: "Phone B", transport: w.a, battle: A.battle, keep: A.keep, clock, now: clock.now });
  w.a.listen(writer);
  w.b.listen({ onPeer: () => {}, onMessage: async () => {} });
  const said = [];
  writer.on((e) => { if (e.type === "reported") said.push(e.words); });
  await writer.start();
  for (let i = 0; i < 200; i++) await writer.act("push", { kind: "die", v: 1 + (i % 6) });
  w.join();
  await writer.turn;
  w.queues[1].splice(0);
  const log = [...writer.log.values()].reduce((s, t) => s + t.length, 0);
  const needs = Math.ceil((3 * CHARS_PER_WINDOW) / log);
  for (let i = 0; i < needs; i++) await writer.onMessage(JSON.stringify({ kind: "need", from: 1 }));
  await writer.turn;
  const sent = () => w.queues[1].reduce((s, t) => s + t.length, 0);
  assert.ok(sent() <= CHARS_PER_WINDOW + log, `sent ${sent()} characters for ${needs} needs of ${log}`);
  assert.equal(said.filter((s) => /^Did not send the actions .* at once/.test(s)).length, 1);
  // The while over, the actions asked for go.
  const before = w.queues[1].length;
  clock.at += CHARS_WINDOW_MS;
  clock.tick();
  await writer.turn;
  assert.deepEqual(w.queues[1].slice(before), [...writer.log.values()]);
  writer.stop();
});
