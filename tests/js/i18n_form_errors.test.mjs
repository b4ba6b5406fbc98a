// An engine error on the page (web/i18n/words.js errorOf): a field's error or a rule's
// refusal is said from its message in the player's language, its English otherwise.
import "./vendor.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";

const W = await import("../../web/i18n/words.js");
const { EngineError } = await import("../../web/engine.js");
const catalogue = (code) => readFile(new URL(`../../web/i18n/${code}.ftl`, import.meta.url), "utf8");

// As the bridge answers a Regiment with two Stands of one id.
const FIELD = {
  type: "invalid_data", field: "setup.regiments[0].stands[1].id",
  message: "setup.regiments[0].stands[1].id: is used by two Stands, got 's1'",
  msg: { id: "invalid-data", args: { field: "setup.regiments[0].stands[1].id", got: "'s1'" },
    parts: [{ id: "form-error-used-by-two", args: { things: "stands" } }] },
};
const REFUSED = {
  type: "rule_violation", rule: "C-12", message: "Knights must first take its Morale Test (2 dice) before another Wound Pool (C-12)",
  msg: { id: "conquest-must-test-first", args: { regiment: "Knights", dice: 2, action: "pool" } },
};

test("English says the engine's English, word for word", async () => {
  await W.speak("en");
  assert.equal(W.errorOf(new EngineError(FIELD)), FIELD.message);
  assert.equal(W.errorOf(new EngineError(REFUSED)), REFUSED.message);
});

test("another language says the field's error and the refusal in its words", async () => {
  await W.speak("de", { fetchText: catalogue });
  try {
    assert.equal(W.errorOf(new EngineError(FIELD)),
      "setup.regiments[0].stands[1].id: wird von zwei Ständen verwendet, erhalten: 's1'");
    assert.match(W.errorOf(new EngineError(REFUSED)), /^Knights .* \(C-12\)$/);
    assert.notEqual(W.errorOf(new EngineError(REFUSED)), REFUSED.message);
  } finally {
    await W.speak("en");
  }
});

test("an error without a message, words without a sentence, or no engine error: its English", async () => {
  await W.speak("pseudo");
  try {
    assert.equal(W.errorOf(new EngineError({ type: "timeout", message: "no answer" })), "no answer");
    // The player's own words with no sentence of them: the engine sends no message.
    const worded = { type: "invalid_data", field: FIELD.field, message: "Knights: the place is taken", detail: FIELD.message };
    assert.equal(W.errorOf(new EngineError(worded)), "Knights: the place is taken");
    assert.equal(W.errorOf(new Error("plain")), "plain");
    assert.notEqual(W.errorOf(new EngineError(FIELD)), FIELD.message);
  } finally {
    await W.speak("en");
  }
});
