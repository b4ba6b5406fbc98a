// A language chosen, and words that arrive damaged: never a page half in one language,
// never a blank where the engine's English should be, the last choice the one kept.
import "./vendor.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";

const W = await import("../../web/i18n/words.js");
const catalogue = (code) => readFile(new URL(`../../web/i18n/${code}.ftl`, import.meta.url), "utf8");

const store = () => {
  const kept = {};
  return { kept, setItem: (k, v) => { kept[k] = v; }, getItem: (k) => kept[k] ?? null };
};

test("an engine sentence whose arguments do not fit its message is said in the engine's English", async () => {
  const de = await catalogue("de");
  await W.speak("de", { fetchText: async () => de, root: {} });
  try {
    const english = "Men-at-Arms receives a Wound Pool of 6";
    assert.equal(W.said({ id: "conquest-pool-received", args: {} }, english), english);
    assert.equal(W.said({ id: "conquest-pool-received", args: { regiment: { x: 1 }, wounds: [1] } }, english), english);
    // Parts nested past any sentence the engine makes are not said from the catalogue.
    let deep = { id: "conquest-pool-received", args: { regiment: "R", wounds: 1 } };
    for (let i = 0; i < 20_000; i++) deep = { id: "invalid-data", args: { field: "f", got: "g" }, parts: [deep] };
    assert.equal(W.said(deep, "as the engine said it"), "as the engine said it");
    assert.equal(W.errorOf({ message: "English (C-12)", rule: "C-12", msg: { id: "conquest-pool-received", args: {} } }), "English (C-12)");
    assert.equal(W.reasonOf({ reason: "English (C-12)", rule: "C-12", msg: { id: "conquest-pool-received", args: null } }), "English (C-12)");
    // A page's own message with wrong arguments is still the page's mistake: loud.
    assert.throws(() => W.words("home-battles-count"), /message|no message/);
  } finally {
    await W.speak("en");
  }
});

test("a catalogue that is not one (a page of HTML, cut short, too long) is refused whole", async () => {
  const de = await catalogue("de");
  const bodies = {
    html: "<!doctype html><html><body>Not found</body></html>",
    cut: de.slice(0, Math.floor(de.length / 2)),
    long: `${de}\n# ${"x".repeat(2_000_001)}`,
  };
  for (const [what, body] of Object.entries(bodies)) {
    await assert.rejects(W.speak("de", { fetchText: async () => body, root: {} }), /the de catalogue (lacks|is \d+ characters long)/, what);
    assert.equal(W.language(), "en", what);
    assert.equal(W.words("home-battles"), "Battles", what);
  }
});

test("the last language picked is the one spoken and kept, whichever catalogue comes last", async () => {
  const [de, fr] = await Promise.all([catalogue("de"), catalogue("fr")]);
  const storage = store();
  let letGermanIn;
  const german = new Promise((ok) => { letGermanIn = () => ok(de); });
  const fetchText = (code) => (code === "de" ? german : Promise.resolve(fr));
  const first = W.choose("de", { storage, fetchText, root: {}, place: null });
  const second = await W.choose("fr", { storage, fetchText, root: {}, place: null });
  letGermanIn();
  assert.equal(second, true);
  assert.equal(await first, false);
  assert.equal(W.language(), "fr");
  assert.equal(storage.kept["aftermath.language"] ?? Object.values(storage.kept)[0], "fr");
  await W.speak("en");
});

test("a choice the device cannot keep changes nothing, and says why", async () => {
  const de = await catalogue("de");
  const full = { setItem: () => { throw new Error("The quota has been exceeded."); } };
  await assert.rejects(W.choose("de", { storage: full, fetchText: async () => de, root: {}, place: null }), /quota/);
  assert.equal(W.language(), "en");
  assert.equal(W.words("home-battles"), "Battles");
});

test("a ?lang= the page was opened with gives way to the player's choice", async () => {
  const de = await catalogue("de");
  const calls = [];
  const history = { state: { at: 1 }, replaceState: (state, _title, url) => calls.push([state, String(url)]) };
  await W.choose("de", { storage: store(), fetchText: async () => de, root: {}, place: { href: "http://x/app/?lang=pl&a=1#b" }, history });
  assert.deepEqual(calls, [[{ at: 1 }, "http://x/app/?a=1#b"]]);
  await W.speak("en");
});

test("the two phones' names are said in the player's language, and stay English to the code", async () => {
  const { NAMES } = await import("../../web/views/phone_names.js");
  const de = await catalogue("de");
  await W.speak("de", { fetchText: async () => de, root: {} });
  try {
    assert.match(W.words("phones-let-hold", { peer: NAMES.follower }), /Handy B/);
    assert.match(W.said({ id: "phones-took-over", args: { peer: NAMES.writer, term: 2 } }, "Phone A took the battle over"), /Handy A/);
    assert.doesNotMatch(W.words("phones-let-hold", { peer: NAMES.follower }), /Phone B/);
    // A name a player gave is said as written.
    assert.match(W.words("phones-let-hold", { peer: "Ann's phone" }), /Ann's phone/);
  } finally {
    await W.speak("en");
  }
  assert.equal(NAMES.writer, "Phone A");
  assert.match(W.words("phones-let-hold", { peer: NAMES.follower }), /Phone B/);
});
