// A typed die the engine refused is named by what was typed, not by the request's field.
// (An English page's reason, without the engine's catalogue, is also in the e2e tests:
// test_dice_entry, test_conquest_screen, test_campaign_screen.)
import "./vendor.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";

const W = await import("../../web/i18n/words.js");
const catalogue = (code) => readFile(new URL(`../../web/i18n/${code}.ftl`, import.meta.url), "utf8");

const refused = (field, got, sides) => ({
  type: "invalid_data", field, message: `${field}: must be a D${sides} result from 1 to ${sides}, got ${got}`,
  expected: `must be a D${sides} result from 1 to ${sides}`,
  msg: { id: "invalid-data", args: { field, got }, parts: [{ id: "field-die-result", args: { sides } }] },
});
const tooMany = (field, given, owed) => ({
  type: "invalid_data", field, message: `${field}: holds ${given} dice: only ${owed} are owed, got [...]`,
  expected: `holds ${given} dice: only ${owed} are owed`,
  msg: { id: "invalid-data", args: { field, got: "[...]" }, parts: [{ id: "form-error-dice-owed", args: { given, owed } }] },
});

test("a typed die refused: what was typed, then why; any other refusal as it comes", async () => {
  await W.speak("en");
  assert.equal(W.typedErrorOf(refused("payload.dice[0]", "7", 6)), "7: must be a D6 result from 1 to 6");
  assert.equal(W.typedErrorOf(refused("payload.event.dice[1]", "'x'", 6)), "'x': must be a D6 result from 1 to 6");
  assert.equal(W.typedErrorOf(refused("payload.text[0]", "25", 20)), "25: must be a D20 result from 1 to 20");
  // Not a typed die's field: the whole sentence, its place named.
  assert.equal(W.typedErrorOf(refused("payload.modifiers", "7", 6)), "payload.modifiers: must be a D6 result from 1 to 6, got 7");
  assert.equal(W.typedErrorOf(new Error("engine starting")), "engine starting");
  await W.speak("fr", { fetchText: () => catalogue("fr") });
  assert.match(W.typedErrorOf(refused("payload.dice[0]", "7", 6)), /^7\u00a0: /);
  await W.speak("en");
});

test("a typed list refused whole is said as the dice typed, never by the request's field", async () => {
  await W.speak("en");
  const result = W.typedErrorOf(tooMany("payload.dice", 3, 2));
  const expected = "Dice entered: holds 3 dice: only 2 are owed";
  assert.equal(result, expected);
  await W.speak("de", { fetchText: () => catalogue("de") });
  assert.equal(W.typedErrorOf(tooMany("payload.rerolls", 3, 2)), "Eingegebene Würfel: enthält 3 Würfel: nur 2 sind offen");
  await W.speak("en");
});

test("without the engine's sentence (an English page), its English reason is said: never the field's path", async () => {
  await W.speak("en");
  const unknown = (err) => ({ ...err, msg: { ...err.msg, parts: [{ id: "a-sentence-this-page-lacks", args: {} }] } });
  assert.equal(W.typedErrorOf(unknown(refused("payload.dice[0]", "7", 6))), "7: must be a D6 result from 1 to 6");
  assert.equal(W.typedErrorOf(unknown(tooMany("payload.dice", 3, 2))), "Dice entered: holds 3 dice: only 2 are owed");
  // No English reason sent (an older engine): the whole sentence as it came, nothing cut from it.
  const { expected: _, ...older } = unknown(refused("payload.dice[0]", "7", 6));
  assert.equal(W.typedErrorOf(older), "payload.dice[0]: must be a D6 result from 1 to 6, got 7");
});

