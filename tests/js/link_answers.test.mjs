// A modified writer answering this phone's tap with another action: refused, said on the
// page, nothing applied, and the tap still waits; the tap's own action (a die it left to
// roll filled in) is applied.
import { test } from "node:test";
import assert from "node:assert/strict";
import { phone } from "./link_fakes.mjs";

const { Link } = await import("../../web/link/link.js");
const { routeThrough } = await import("../../web/link/route.js");

async function follower() {
  const B = phone(4);
  const sent = [];
  const link = new Link({ role: "follower", me: "Phone B", peer: "Phone A", transport: { send: (t) => { sent.push(t); return true; } }, battle: B.battle, keep: B.keep });
  await link.start();
  link.stop();
  link.connected = true;
  const reports = [];
  link.on((e) => { if (e.type === "reported") reports.push(e.words); });
  return { B, link, sent, reports };
}

const action = (event) => JSON.stringify({ kind: "action", n: 1, op: "push", event, by: "Phone A", hash: JSON.stringify({ e: [event], r: 0 }), id: 1, term: 1 });

test("the writer answering this phone's tap with another event is refused and said", async () => {
  const { B, link, reports } = await follower();
  const route = routeThrough(link, { answerMs: 200 });
  const tap = route("push", { kind: "die", v: 2 });
  tap.catch(() => {});
  await new Promise((r) => setTimeout(r, 10));
  await link.onMessage(action({ kind: "die", v: 6 }));
  assert.deepEqual(B.engine.events, []);
  assert.equal(link.pending.size, 1);
  assert.match(reports.join(" "), /Refused a message from Phone A: action 1 answers this phone's tap 1 with another action; nothing was applied, and the tap still waits/);
  await assert.rejects(tap, /no answer yet/);
});

test("the writer answering with the tap's own action, its die rolled there, is applied", async () => {
  const { B, link, reports } = await follower();
  await link.act("push", { kind: "die" });
  await link.onMessage(action({ kind: "die", v: 5 }));
  assert.deepEqual(B.engine.events, [{ kind: "die", v: 5 }]);
  assert.equal(link.pending.size, 0);
  assert.deepEqual(reports, []);
});
