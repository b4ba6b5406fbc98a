// The battle screen's own count lines in the catalogues: English word for word as the
// page said them before it had a catalogue, and Polish with its plural forms (1, 2-4,
// 5+, 12, 22, 25) in the loss lines: Stands left, a preview's Wounds, the Morale Test
// due, the Stands a Charge brings into contact, a Stand's Wounds taken.
import "./vendor.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";

const W = await import("../../web/i18n/words.js");
const catalogue = (code) => readFile(new URL(`../../web/i18n/${code}.ftl`, import.meta.url), "utf8");
const COUNTS = [1, 2, 4, 5, 12, 22, 25];

test("English: the battle screen's count lines read as they did", async () => {
  await W.speak("en", { root: {} });
  assert.deepEqual([1, 7].map((start) => W.words("battle-strength", { left: 1, start })), ["1/1 Stand", "1/7 Stands"]);
  assert.deepEqual([1, 3].map((n) => W.words("battle-preview-wounds", { n })), ["Preview: 1 Wound", "Preview: 3 Wounds"]);
  assert.equal(W.words("battle-morale-due", { n: 1, name: "Spears" }), "Morale Test due: 1 die (Spears)");
  assert.equal(W.words("battle-morale-due", { n: 3, name: "Spears" }), "Morale Test due: 3 dice (Spears)");
  assert.equal(W.words("battle-edge-contact", { stands: 1, enemy_stands: 2 }), "1 Stand against 2 in contact");
  assert.equal(W.words("battle-stand-title", { auxiliary: "no", place: "rank 1, file 2", destroyed: "no", taken: 1, left: 2, w: "W", command: "yes", engaged: "no" }),
    "Stand at rank 1, file 2: 1 Wound taken, 2 W left, Command Stand");
  assert.equal(W.words("battle-character-line", { name: "Hero", removed: "no", left: 2, wounds: 3, resolve: 4, rules: "none" }),
    "★ Hero: 2 of 3 Wounds left, Resolve 4");
  assert.equal(W.words("battle-character-line", { name: "Hero", removed: "yes", left: 0, wounds: 1, resolve: 4, rules: "Fearless" }),
    "★ Hero: removed, Resolve 4; Fearless");
  assert.equal(W.words("dice-face-label", { face: 5, verdict: "fail", n: 2 }), "5 fail, 2 dice");
  assert.equal(W.words("dice-face-label", { face: 5, verdict: "none", n: 0 }), "5");
  assert.equal(W.words("dice-count-entered", { entered: 0, count: 1 }), "0 of 1 die entered");
});

test("Polish plurals in the battle screen's loss lines: 1, 2-4, 5+, 12, 22, 25", async () => {
  const pl = await catalogue("pl");
  await W.speak("pl", { fetchText: async () => pl, root: {} });
  assert.deepEqual(COUNTS.map((start) => W.words("battle-strength", { left: 0, start })), [
    "0/1 Podstawka", "0/2 Podstawki", "0/4 Podstawki", "0/5 Podstawek", "0/12 Podstawek", "0/22 Podstawki", "0/25 Podstawek"]);
  assert.deepEqual(COUNTS.map((n) => W.words("battle-preview-wounds", { n })), [
    "Podgląd: 1 Rana", "Podgląd: 2 Rany", "Podgląd: 4 Rany", "Podgląd: 5 Ran", "Podgląd: 12 Ran", "Podgląd: 22 Rany", "Podgląd: 25 Ran"]);
  assert.deepEqual(COUNTS.map((n) => W.words("battle-morale-due", { n, name: "R" })), [
    "Test Morale: 1 kość (R)", "Test Morale: 2 kości (R)", "Test Morale: 4 kości (R)", "Test Morale: 5 kości (R)",
    "Test Morale: 12 kości (R)", "Test Morale: 22 kości (R)", "Test Morale: 25 kości (R)"]);
  assert.deepEqual([1, 2, 5, 22, 25].map((stands) => W.words("battle-edge-contact", { stands, enemy_stands: 3 })), [
    "1 Podstawka w kontakcie z 3", "2 Podstawki w kontakcie z 3", "5 Podstawek w kontakcie z 3",
    "22 Podstawki w kontakcie z 3", "25 Podstawek w kontakcie z 3"]);
  const taken = (n) => W.words("battle-stand-title", { auxiliary: "no", place: "A", destroyed: "no", taken: n, left: 1, w: "R", command: "no", engaged: "no" });
  assert.deepEqual([1, 2, 5, 22, 25].map(taken), [1, 2, 5, 22, 25].map((n, i) =>
    `Podstawka na pozycji A: ${n} ${["Rana otrzymana", "Rany otrzymane", "Ran otrzymanych", "Rany otrzymane", "Ran otrzymanych"][i]}, zostało 1 R`));
  await W.speak("en", { root: {} });
});
