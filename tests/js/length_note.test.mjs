// A full text field's note: how much of a paste the field did not keep, in each language.
import "./vendor.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";

const { lengthNote, pastedLength } = await import("../../web/views/length_note.js");
const W = await import("../../web/i18n/words.js");
const catalogue = (code) => readFile(new URL(`../../web/i18n/${code}.ftl`, import.meta.url), "utf8");

const plain = (text) => text.replace(/[\u2068\u2069]/g, "");

test("no note while there is room; the most once full; the characters cut by a paste", async () => {
  await W.speak("en");
  assert.equal(lengthNote(59, 60), null);
  assert.equal(plain(lengthNote(60, 60)), "At most 60 characters");
  assert.equal(plain(lengthNote(60, 60, 13)), "13 pasted characters were not kept: at most 60");
});

test("a paste counts as the field keeps it: a text field drops line breaks, a text area keeps one per break", () => {
  assert.equal(pastedLength("Men-at-Arms\r\nof Hold", false), 18);
  assert.equal(pastedLength("Men-at-Arms\r\nof Hold", true), 19);
  assert.equal(pastedLength("a\rb\nc", true), 5);
});

test("the notes in every language", async () => {
  const expected = {
    en: ["At most 60 characters", "1 pasted character was not kept: at most 60", "13 pasted characters were not kept: at most 60"],
    de: ["Höchstens 60 Zeichen", "1 eingefügtes Zeichen nicht übernommen: höchstens 60", "13 eingefügte Zeichen nicht übernommen: höchstens 60"],
    fr: ["Au plus 60 caractères", "1 caractère collé n’a pas été gardé\u00a0: au plus 60", "13 caractères collés n’ont pas été gardés\u00a0: au plus 60"],
    es: ["Como máximo 60 caracteres", "1 carácter pegado no se guardó: como máximo 60", "13 caracteres pegados no se guardaron: como máximo 60"],
    it: ["Al massimo 60 caratteri", "1 carattere incollato non è stato tenuto: al massimo 60", "13 caratteri incollati non sono stati tenuti: al massimo 60"],
    pl: ["Najwyżej 60 znaków", "Nie zachowano 1 wklejonego znaku: najwyżej 60", "Nie zachowano 13 wklejonych znaków: najwyżej 60"],
  };
  for (const [code, [most, one, many]] of Object.entries(expected)) {
    await W.speak(code, { fetchText: () => catalogue(code) });
    const said = (n) => plain(lengthNote(60, 60, n));
    assert.deepEqual([said(0), said(1), said(13)], [most, one, many], code);
  }
  await W.speak("pl", { fetchText: () => catalogue("pl") });
  assert.equal(plain(lengthNote(3, 3)), "Najwyżej 3 znaki");
  await W.speak("en");
});
