// The two phones' sentences a link module makes (web/link/): each carries a message beside
// its English (message.js), and the page says the message. In English the catalogue says
// what the module's English says, word for word; in another language none of it is left.
import "./vendor.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";

const W = await import("../../web/i18n/words.js");
const { Collector, readPart, partsIn } = await import("../../web/link/handover.js");
const { readInvite } = await import("../../web/link/invite.js");
const { readNetInvite } = await import("../../web/link/trystero_invite.js");
const { Guard } = await import("../../web/link/guard.js");
const { NetCarrier } = await import("../../web/link/trystero.js");
const { around, words, withMsg } = await import("../../web/link/message.js");
const { keptNet } = await import("../../web/views/two_phones_net.js");
const catalogue = (code) => readFile(new URL(`../../web/i18n/${code}.ftl`, import.meta.url), "utf8");

const refusal = (promise) => promise.then(() => assert.fail("not refused"), (err) => err);

async function samples() {
  const out = [];
  for (const text of ["x", "AH1A0102ABCDEF01ABCD:X.", `AH1A0101${"0".repeat(8)}0000:.`]) {
    out.push(await refusal(readPart(text)));
  }
  out.push(await refusal(new Collector(["invite"]).texts()));
  for (const [text, type] of [["x", "offer"], ["AFTERMATH-ANSWER-1.abc", "offer"], ["AFTERMATH-INVITE-1.a$", "offer"], [7, "answer"]]) {
    out.push(await refusal(readInvite(text, type)));
  }
  for (const text of ["net1.conquest", "net1.Conquest.a.b", `net1.conquest.${"A".repeat(15)}.${"B".repeat(24)}`, "http://x"]) {
    out.push(await refusal(Promise.resolve().then(() => readNetInvite(text))));
  }
  assert.throws(() => partsIn("#handover=%E0%A4%A"));
  return out.map((err) => ({ english: err.message, msg: err.msg }));
}

async function sayings() {
  const out = await samples();
  const collector = new Collector();
  const [first] = await (await import("../../web/link/handover.js")).pack("actions", ["a".repeat(2000)]);
  const read = await collector.add(first);
  out.push({ english: read.words, msg: read.msg });
  const guard = new Guard({ burst: 1, perSecond: 1, now: () => 0 });
  guard.check("a");
  const wrong = guard.check("b");
  out.push({ english: `Refused ${wrong} from Phone B; nothing was changed.`, msg: around(words("phones-refused-from", { peer: "Phone B" }), guard.why) });
  const carrier = new NetCarrier({ room: "A".repeat(16), secret: "B".repeat(24), load: () => Promise.reject(new Error("offline")) });
  await carrier.connect();
  out.push({ english: carrier.state.words, msg: carrier.state.msg });
  carrier.refuse("p1", "silent", withMsg(new Error("the connection's certificates are not known"), words("phones-no-certificates")));
  out.push({ english: carrier.state.words, msg: carrier.state.msg });
  carrier.refuse("p2", "old", "its connection changed after it was checked");
  out.push({ english: carrier.state.words, msg: carrier.state.msg });
  carrier.close();
  for (const net of [null, { room: "A".repeat(16), secret: "B".repeat(24), pair: "x" }, { room: "short", secret: "B".repeat(24) }]) {
    const kept = keptNet({ net }, "conquest");
    out.push({ english: kept.refused, msg: kept.said });
  }
  return out;
}

test("in English, each link module's message says its English word for word", async () => {
  await W.speak("en");
  const said = await sayings();
  assert.ok(said.length >= 19);
  for (const { english, msg } of said) {
    assert.ok(msg && typeof msg.id === "string", `no message beside ${english}`);
    assert.equal(W.said(msg, null), english);
  }
});

test("in German, none of the link modules' English is left", async () => {
  await W.speak("de", { fetchText: catalogue });
  try {
    for (const { english, msg } of await sayings()) {
      const text = W.said(msg, null);
      assert.ok(text && text !== english, `${msg.id} said in English: ${english}`);
    }
  } finally {
    await W.speak("en");
  }
});
