// A full text field's note: how much of what was typed, pasted or dropped the field did
// not keep, in each language.
import "./vendor.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";

const { asKept, lengthNote, notKept } = await import("../../web/views/length_note.js");
const W = await import("../../web/i18n/words.js");
const catalogue = (code) => readFile(new URL(`../../web/i18n/${code}.ftl`, import.meta.url), "utf8");
const plain = (text) => text.replace(/[\u2068\u2069]/g, "");

test("no note while there is room; the most once full; the characters not kept", async () => {
  await W.speak("en");
  assert.equal(lengthNote(59, 60), null);
  assert.equal(plain(lengthNote(60, 60)), "At most 60 characters");
  assert.equal(plain(lengthNote(60, 60, 13)), "13 characters were not kept: at most 60");
  assert.equal(plain(lengthNote(9, 10, 1)), "1 character was not kept: at most 10");
});

test("text goes in as the field keeps it: a line break is a space in a one-line field, one character in a text area", () => {
  assert.equal(asKept("ab\r\ncd\nef\rgh", false), "ab cd ef gh");
  assert.equal(asKept("ab\r\ncd\nef\rgh", true), "ab\ncd\nef\ngh");
});

test("what did not go in, counted as a player counts characters", () => {
  const text = "Battle at ";
  // 10 + 65 pasted into a field of 60: 15 not kept.
  const pasted = "Hundred Kingdoms Men-at-Arms of the Western March, Second Company";
  assert.equal(notKept(pasted, text, (text + pasted).slice(0, 60), 10, 0), 15);
  // Typed at 60 of 60: the one character.
  assert.equal(notKept("x", "a".repeat(60), "a".repeat(60), 60, 0), 1);
  // An emoji (two of maxlength's units) into 9 of 10: one character, not two.
  assert.equal(notKept("👍", "a".repeat(9), "a".repeat(9), 9, 0), 1);
  // Over a selection, in the middle: "bcd" of "abcde" replaced by "XYZW", room for 3.
  assert.equal(notKept("XYZW", "abcde", "aXYZe", 1, 3), 1);
  // All of it in.
  assert.equal(notKept("Hill", "", "Hill", 0, 0), 0);
  // The value changed otherwise (the page emptied it): nothing is said.
  assert.equal(notKept("x", "abc", "", 3, 0), 0);
});

test("the notes in every language", async () => {
  const expected = {
    en: ["At most 60 characters", "1 character was not kept: at most 60", "13 characters were not kept: at most 60"],
    de: ["Höchstens 60 Zeichen", "1 Zeichen nicht übernommen: höchstens 60", "13 Zeichen nicht übernommen: höchstens 60"],
    fr: ["Au plus 60 caractères", "1 caractère n’a pas été gardé\u00a0: au plus 60", "13 caractères n’ont pas été gardés\u00a0: au plus 60"],
    es: ["Como máximo 60 caracteres", "1 carácter no se guardó: como máximo 60", "13 caracteres no se guardaron: como máximo 60"],
    it: ["Al massimo 60 caratteri", "1 carattere non è stato tenuto: al massimo 60", "13 caratteri non sono stati tenuti: al massimo 60"],
    pl: ["Najwyżej 60 znaków", "Nie zachowano 1 znaku: najwyżej 60", "Nie zachowano 13 znaków: najwyżej 60"],
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
