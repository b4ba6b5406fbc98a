// German, French, Spanish and Italian (web/i18n/<code>.ftl): each language's own plural
// forms in the Wound Pool, Morale Test and loss lines (1, 2, 5, 21, 22, 25, and 0, which
// French counts as one), numbers through Intl in the language's locale, <html lang>, and
// the group headers other areas add their messages after, in English's order.
import "./vendor.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";

const W = await import("../../web/i18n/words.js");
const catalogue = (code) => readFile(new URL(`../../web/i18n/${code}.ftl`, import.meta.url), "utf8");
const COUNTS = [1, 2, 5, 21, 22, 25];
// French writes a no-break space before ":" and groups thousands with a narrow one.
const NBSP = "\u00a0";
const NNBSP = "\u202f";

async function speaking(code) {
  const text = await catalogue(code);
  const root = {};
  await W.speak(code, { fetchText: async () => text, root });
  return root;
}
const said = (id, args) => W.said({ id, args }, `(English of ${id})`);
const suffered = (n) => said("conquest-pool-suffered", { regiment: "R", suffered: n });
const roll = (n) => said("conquest-morale-roll", { dice: n, value: 3, parts: "P" });
const result = (n) => said("conquest-test-result", { passed: n, failed: n, wounds: n });
const broken = (n) => said("conquest-broken", { regiment: "R", lost: n, stands: 25, needed: 13 });

// Each language's lines for COUNTS, written out: a wrong plural category shows here.
const EXPECTED = {
  de: {
    lang: "de",
    suffered: (n) => `R erlitt ${n} ${n === 1 ? "Wunde" : "Wunden"} aus diesem Wundenpool`,
    roll: (n) => `Moraltest: ${n} Würfel gegen Entschlossenheit 3 (P = 3)`,
    result: (n) => `${n} bestanden, ${n} nicht bestanden: ${n} ${n === 1 ? "Wunde, die keine weiteren Tests auslöst" : "Wunden, die keine weiteren Tests auslösen"}`,
    broken: (n) => `R ist Gebrochen: hat diese Runde ${n} von 25 Ständen verloren (die Hälfte, aufgerundet, ist 13)`,
    zero: "R erlitt 0 Wunden aus diesem Wundenpool",
    numbers: ["1,5", "1.234,5", "1,5 MB"],
  },
  fr: {
    lang: "fr",
    suffered: (n) => `R a subi ${n} ${n === 1 ? "Blessure" : "Blessures"} de cette Réserve de Blessures`,
    roll: (n) => `Test de Moral${NBSP}: lancez ${n} ${n === 1 ? "dé" : "dés"} contre Résolution 3 (P = 3)`,
    result: (n) => (n === 1
      ? `1 réussi, 1 raté${NBSP}: 1 Blessure, qui ne provoque pas d’autre test`
      : `${n} réussis, ${n} ratés${NBSP}: ${n} Blessures, qui ne provoquent pas d’autre test`),
    broken: (n) => `R est Brisé${NBSP}: a perdu ${n} ${n === 1 ? "Stand" : "Stands"} sur 25 ce Round (la moitié, arrondie au supérieur, est 13)`,
    zero: "R a subi 0 Blessure de cette Réserve de Blessures",
    numbers: ["1,5", `1${NNBSP}234,5`, "1,5 Mo"],
  },
  es: {
    lang: "es",
    suffered: (n) => `R sufrió ${n} ${n === 1 ? "Herida" : "Heridas"} de esta Reserva de Heridas`,
    roll: (n) => `Prueba de Moral: tira ${n} ${n === 1 ? "dado" : "dados"} contra Resolución 3 (P = 3)`,
    result: (n) => (n === 1
      ? "1 superado, 1 fallado: 1 Herida, que no provoca más pruebas"
      : `${n} superados, ${n} fallados: ${n} Heridas, que no provocan más pruebas`),
    broken: (n) => `R está Roto: perdió ${n} de 25 Peanas en esta Ronda (la mitad, redondeando hacia arriba, es 13)`,
    zero: "R sufrió 0 Heridas de esta Reserva de Heridas",
    numbers: ["1,5", "1234,5", "1,5 MB"],
  },
  it: {
    lang: "it",
    suffered: (n) => `R ha subito ${n} ${n === 1 ? "Ferita" : "Ferite"} da questa Riserva di Ferite`,
    roll: (n) => `Test di Morale: tira ${n} ${n === 1 ? "dado" : "dadi"} contro Risolutezza 3 (P = 3)`,
    result: (n) => (n === 1
      ? "1 superato, 1 fallito: 1 Ferita, che non provoca altri test"
      : `${n} superati, ${n} falliti: ${n} Ferite, che non provocano altri test`),
    broken: (n) => `R è Spezzato: ha perso ${n} di 25 Stand in questo Turno (metà, arrotondata per eccesso, è 13)`,
    zero: "R ha subito 0 Ferite da questa Riserva di Ferite",
    numbers: ["1,5", "1234,5", "1,5 MB"],
  },
};

for (const [code, expected] of Object.entries(EXPECTED)) {
  test(`${code}: the Wound Pool, Morale Test and loss lines pick the plural form for 1, 2, 5, 21, 22, 25 and 0`, async () => {
    try {
      const root = await speaking(code);
      assert.deepEqual(root, { lang: expected.lang, dir: "ltr" });
      assert.deepEqual(COUNTS.map(suffered), COUNTS.map(expected.suffered));
      assert.deepEqual(COUNTS.map(roll), COUNTS.map(expected.roll));
      assert.deepEqual(COUNTS.map(result), COUNTS.map(expected.result));
      assert.deepEqual(COUNTS.map(broken), COUNTS.map(expected.broken));
      assert.equal(suffered(0), expected.zero);
    } finally {
      await W.speak("en");
    }
  });

  test(`${code}: numbers are formatted through Intl in the language's locale`, async () => {
    try {
      await speaking(code);
      assert.deepEqual([W.number(1.5), W.number(1234.5), W.words("storage-mb", { size: 1.5 })], expected.numbers);
      // A test with no wounds says none, in every language (the [0] variant, not a plural).
      assert.doesNotMatch(said("conquest-test-result", { passed: 2, failed: 0, wounds: 0 }), /:|0 [A-Z]/);
    } finally {
      await W.speak("en");
    }
  });
}

test("each new catalogue keeps English's group headers in English's order, so each area adds its messages in its place", async () => {
  const headers = (text) => text.split("\n").filter((line) => line.startsWith("## ") || line === "# (Messages of this group follow this line.)");
  const english = headers(await catalogue("en"));
  assert.ok(english.length >= 16, english);
  for (const code of Object.keys(EXPECTED)) assert.deepEqual(headers(await catalogue(code)), english, code);
});

test("a language not yet complete is reached by ?lang= only, never from the phone or the device's setting", async () => {
  const L = await import("../../web/i18n/language.js");
  for (const code of Object.keys(EXPECTED)) {
    assert.ok(L.CATALOGUES.includes(code), code);
    assert.equal(L.chooseLanguage({ asked: code }), code);
    if (!L.COMPLETE.includes(code)) {
      assert.equal(L.chooseLanguage({ phone: [`${code}-XX`] }), "en");
      assert.equal(L.chooseLanguage({ stored: code }), "en");
    }
  }
});
