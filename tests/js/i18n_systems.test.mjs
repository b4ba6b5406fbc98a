// The Ninth Age's and the campaign's screens in Polish: a Unit's row and the rolls a
// campaign owes take Polish plural forms (1, 2-4, 5+, 12, 22, 25), and the engine's
// values the page keys its words by (an outcome, a model's status) are said in Polish,
// an unknown one as the engine wrote it.
import "./vendor.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";

// Imported as the page does (vendor.mjs): the modules share the page's words.
const W = await import("../../web/i18n/words.js");
const { unitRow } = await import("../../web/systems/ninth_age/unit_row.js");
const { outcomeName, statusText } = await import("../../web/systems/campaign/campaign_words.js");
const catalogue = (code) => readFile(new URL(`../../web/i18n/${code}.ftl`, import.meta.url), "utf8");

test("a Unit's row and the rolls owed in Polish, with Polish plurals", async () => {
  const pl = await catalogue("pl");
  await W.speak("pl", { fetchText: async () => pl, root: {} });
  try {
    const unit = (n) => ({ name: "Trolle", models: Array(n).fill({}), models_left: 1, characters: [], pools: [], destroyed: false });
    assert.deepEqual([1, 2, 4, 5, 12, 22, 25].map((n) => unitRow(unit(n)).strength),
      ["1/1 model", "1/2 modele", "1/4 modele", "1/5 modeli", "1/12 modeli", "1/22 modele", "1/25 modeli"]);
    assert.equal(unitRow(unit(3)).status, "Straty");
    const owed = (rolls) => W.words("campaign-page-owed", { name: "Ana", force: "Czerwoni", rolls, models: rolls });
    assert.equal(owed(1), "Ana (Czerwoni) · 1 rzut do wykonania przez 1 model obu stron; wynik może dodać kolejne");
    assert.match(owed(3), /3 rzuty .* 3 modele/);
    assert.match(owed(25), /25 rzutów .* 25 modeli/);
  } finally {
    await W.speak("en");
  }
});

test("the engine's outcomes and statuses in words, an unknown one as the engine wrote it", async () => {
  assert.deepEqual([outcomeName("Pyrrhic Victory"), statusText("retired blind"), statusText("exiled")],
    ["Pyrrhic Victory", "Retired blind", "exiled"]);
  const pl = await catalogue("pl");
  await W.speak("pl", { fetchText: async () => pl, root: {} });
  try {
    assert.deepEqual([outcomeName("Pyrrhic Victory"), statusText("retired blind"), outcomeName("Draw")],
      ["Pyrrusowe Zwycięstwo", "Wycofany (ślepy)", "Draw"]);
  } finally {
    await W.speak("en");
  }
});
