// Abbreviations on the battle screens ("3 HP", "2 W left") are marked with their full
// words, which are the engine's, and explained by a visible legend.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load } from "./load.mjs";
import { loadWith } from "./session_load.mjs";

const { abbrParts, legendText } = await loadWith("web/views/abbr.js", { "web/views/dom.js": "export const el = () => null;" });
const { abbreviations } = await loadWith("web/system_words.js");
const { ENGINE_SYSTEMS } = await load("web/engine_systems.js");

const HP = { HP: "Health Points" };

test("each whole-word abbreviation is marked with its full word, nothing else", () => {
  const result = abbrParts("6 models of 2 HP, 12 HP left, no lost HP carried", HP);
  const expected = ["6 models of 2 ", { short: "HP", full: "Health Points" }, ", 12 ",
    { short: "HP", full: "Health Points" }, " left, no lost ", { short: "HP", full: "Health Points" }, " carried"];
  assert.deepEqual(result, expected);
  assert.deepEqual(abbrParts("HPX and XHP and Whip", { ...HP, W: "Wounds" }), ["HPX and XHP and Whip"]);
  assert.deepEqual(abbrParts("3 W left", {}), ["3 W left"]);
});

test("the legend says each abbreviation in full words", () => {
  assert.equal(legendText({ HP: "Health Points", W: "Wounds" }), "HP: Health Points · W: Wounds");
  assert.equal(legendText(HP, ["W"]), "");
});

test("the full words are the engine's: Wounds (C-2) and Health Points (N-2)", () => {
  assert.deepEqual(abbreviations("conquest"), { W: "Wounds" });
  assert.deepEqual(abbreviations("ninth_age"), { HP: "Health Points" });
  const rules = ENGINE_SYSTEMS.systems.flatMap((s) => s.words).filter((w) => w.key.startsWith("abbr_")).map((w) => w.rule);
  assert.deepEqual(rules.sort(), ["C-2", "N-2"]);
});
