// The page's words (web/i18n/): the language chosen, English as built in, the pseudo-
// locale, Polish plurals, the engine's sentences with their English as the fallback.
import "./vendor.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";

const W = await import("../../web/i18n/words.js");
const L = await import("../../web/i18n/language.js");
const catalogue = (code) => readFile(new URL(`../../web/i18n/${code}.ftl`, import.meta.url), "utf8");

test("the language: ?lang= for the tests, then the device's setting, then the phone's, then English", () => {
  assert.equal(L.chooseLanguage({}), "en");
  // The first of the phone's languages Aftermath speaks in full.
  assert.equal(L.chooseLanguage({ phone: ["de-DE", "en-GB"] }), "de");
  assert.equal(L.chooseLanguage({ phone: ["ko-KR", "pl-PL", "en"] }), "pl");
  assert.equal(L.chooseLanguage({ phone: ["ko-KR", "ja"] }), "en");
  assert.equal(L.chooseLanguage({ stored: "pseudo", phone: ["en"] }), "pseudo");
  assert.equal(L.chooseLanguage({ asked: "pl" }), "pl");
  // The device's setting wins over the phone's languages.
  assert.equal(L.chooseLanguage({ stored: "it", phone: ["fr-FR"] }), "it");
  assert.equal(L.chooseLanguage({ stored: "xx", phone: ["es-ES"] }), "es");
  assert.equal(L.chooseLanguage({ asked: "xx", stored: "en" }), "en");
  assert.deepEqual(L.localesFor("en", ["en-GB", "pl"]), ["en-GB", "en"]);
  assert.deepEqual(L.htmlLanguage("pseudo"), { lang: "en-XA", dir: "ltr" });
  assert.deepEqual(L.htmlLanguage("ar"), { lang: "ar", dir: "rtl" });
});

test("the picker offers every complete language; the pseudo-locale only while spoken", () => {
  assert.deepEqual(L.choices("en"), ["en", "de", "fr", "es", "it", "pl"]);
  assert.deepEqual(L.choices("pl"), ["en", "de", "fr", "es", "it", "pl"]);
  assert.deepEqual(L.choices("pseudo"), ["en", "de", "fr", "es", "it", "pl", "pseudo"]);
});

test("English is built in: words with their arguments, numbers through Intl", async () => {
  await W.speak("en");
  assert.equal(W.words("home-battles"), "Battles");
  assert.equal(W.words("home-rename-label", { name: "Hill fight" }), "Rename Hill fight");
  assert.equal(W.words("storage-mb", { size: 2 }), "2.0 MB");
  assert.throws(() => W.words("no-such-message"), /no message no-such-message/);
  assert.throws(() => W.words("home-rename-label"), /message home-rename-label/);
});

test("the pseudo-locale is accented, bracketed and about 40% longer; arguments stay as typed", async () => {
  const root = {};
  await W.speak("pseudo", { root });
  assert.equal(root.lang, "en-XA");
  const english = "Storage on this device";
  const pseudo = W.words("storage-title");
  assert.match(pseudo, /^\[.*\]$/);
  assert.doesNotMatch(pseudo, /[a-z]{3}/, "no plain English run of letters");
  assert.ok(pseudo.length >= english.length * 1.3, `${pseudo} is longer by 30% or more`);
  assert.equal(W.words("home-rename-label", { name: "Hill fight" }).includes("Hill fight"), true);
  await W.speak("en");
});

test("the engine's sentence: from the catalogue when it has the id, else the engine's English", async () => {
  await W.speak("en");
  const msg = { id: "conquest-test-result", args: { passed: 2, failed: 1, wounds: 1 } };
  assert.equal(W.said(msg, "(English)"), "2 passed, 1 failed: 1 Wound, which trigger no further tests");
  assert.equal(W.said({ id: "a-newer-engines", args: {} }, "As the engine said"), "As the engine said");
  assert.equal(W.said(undefined, "No id"), "No id");
  const refused = { rule: "C-12", reason: "A must … (C-12)", msg: { id: "conquest-no-test-to-take", args: { regiment: "A" } } };
  assert.equal(W.reasonOf(refused), "A has no Morale Test to take (C-12)");
  assert.equal(W.reasonOf({ rule: "C-9", reason: "Said as is (C-9)" }), "Said as is (C-9)");
});

test("Polish plurals in the Morale Test and loss lines: 1, 2-4, 5+, 22, 25", async () => {
  const pl = await catalogue("pl");
  await W.speak("pl", { fetchText: async () => pl, root: {} });
  const suffered = (n) => W.said({ id: "conquest-pool-suffered", args: { regiment: "Ludzie", suffered: n } }, "");
  assert.deepEqual([1, 2, 4, 5, 12, 22, 25].map(suffered), [
    "Ludzie: 1 Rana z tej Puli Ran", "Ludzie: 2 Rany z tej Puli Ran", "Ludzie: 4 Rany z tej Puli Ran",
    "Ludzie: 5 Ran z tej Puli Ran", "Ludzie: 12 Ran z tej Puli Ran", "Ludzie: 22 Rany z tej Puli Ran",
    "Ludzie: 25 Ran z tej Puli Ran"]);
  const result = (passed, failed, wounds) => W.said({ id: "conquest-test-result", args: { passed, failed, wounds } }, "");
  assert.equal(result(1, 2, 0), "1 zdana, 2 niezdane");
  assert.equal(result(5, 22, 22), "5 zdanych, 22 niezdane: 22 Rany, które nie wywołują kolejnych testów");
  assert.equal(result(22, 25, 25), "22 zdane, 25 niezdanych: 25 Ran, które nie wywołują kolejnych testów");
  assert.equal(result(0, 1, 1), "0 zdanych, 1 niezdana: 1 Rana, która nie wywołuje kolejnych testów");
  const owed = (dice) => W.said({ id: "conquest-must-test-first", args: { regiment: "R", dice, action: "heal" } }, "");
  assert.equal(owed(1), "R musi najpierw wykonać Test Morale (1 kość), zanim nastąpi Leczenie");
  assert.equal(owed(5), "R musi najpierw wykonać Test Morale (5 kości), zanim nastąpi Leczenie");
  assert.equal(W.words("home-battles"), "Bitwy");
  // A complete language's catalogue lacking a message (cut short, damaged) is refused
  // whole, and the page stays in the language it was in: never half in one language.
  const lacking = pl.replace(/^home-battles = .*\n/m, "");
  await assert.rejects(W.speak("pl", { fetchText: async () => lacking, root: {} }),
    /the pl catalogue lacks 1 of its messages \(home-battles\)/);
  assert.equal(W.words("home-battles"), "Bitwy");
  await W.speak("en");
});

test("a catalogue that cannot be read leaves the page in English and says why", async () => {
  const stored = { getItem: () => null };
  const failing = globalThis.fetch;
  globalThis.fetch = async () => ({ ok: false, status: 404 });
  globalThis.document = { baseURI: "http://localhost/", documentElement: {} };
  try {
    const started = await W.startWords({ location: { search: "?lang=pl" }, storage: stored, phone: [] });
    assert.equal(started.code, "en");
    assert.match(started.problem, /The pl words could not be loaded \(.*404\): the page is in English\./);
    assert.equal(W.language(), "en");
  } finally {
    globalThis.fetch = failing;
    delete globalThis.document;
  }
});

test("a refusal whose message lists parts is said with them, its rule cited", () => {
  const refused = {
    rule: "C-17", reason: "A cannot be deployed: it overlaps B (C-17)",
    msg: { id: "conquest-refused-cannot-be-deployed", args: { regiment: "A" },
           parts: [{ id: "conquest-name", args: { name: "it overlaps B" } }] },
  };
  assert.equal(W.reasonOf(refused), "A cannot be deployed: it overlaps B (C-17)");
});
