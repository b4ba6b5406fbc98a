// A leave to undo is for the action it was asked about: the player allowing an ask that
// came before their own later action gives no leave to undo that later one. Allowed once
// the battle moved on, it is refused (the asking phone asks again), and said.
import { test } from "node:test";
import assert from "node:assert/strict";
import { phone, wire } from "./link_fakes.mjs";

const { Link } = await import("../../web/link/link.js");

test("an ask allowed after this player's next action gives no leave to undo that action", async () => {
  const w = wire();
  const [A, B] = [phone(7), phone(8)];
  const writer = new Link({ role: "writer", me: "Phone A", peer: "Phone B", transport: w.a, battle: A.battle, keep: A.keep, retryMs: 60_000 });
  const follower = new Link({ role: "follower", me: "Phone B", peer: "Phone A", transport: w.b, battle: B.battle, keep: B.keep, retryMs: 60_000 });
  w.a.listen(writer);
  w.b.listen(follower);
  const asks = [];
  const said = [];
  writer.on((e) => { if (e.type === "ask") asks.push(e); if (e.type === "reported") said.push(e.words); });
  await writer.start();
  await follower.start();
  w.join();
  await w.flush();
  await writer.act("push", { kind: "die", v: 1 });
  await w.flush();
  // Phone B asks to undo "die 1"; before A's player answers, A's player rolls again.
  await writer.onMessage(JSON.stringify({ kind: "ask", id: 9, event: { kind: "die", v: 1 } }));
  assert.equal(asks.length, 1);
  await writer.act("push", { kind: "die", v: 2 });
  await w.flush();
  // The dialog still up, A's player allows it: not a leave to undo "die 2".
  writer.answerUndo(asks[0].id, true);
  await follower.act("undo", { kind: "die", v: 2 }, { ask: 9 });
  await w.flush();
  assert.deepEqual(A.engine.events, [{ kind: "die", v: 1 }, { kind: "die", v: 2 }]);
  assert.deepEqual(B.engine.events, A.engine.events);
  assert.ok(said.some((s) => /asked to undo an action that is no longer the last one here/.test(s)), said.join("\n"));
  writer.stop();
  follower.stop();
});
