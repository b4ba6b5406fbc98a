// Text the page draws leaves out explicit bidi embeddings, overrides and isolates: a
// name holding one would run past its end and reverse the app's words beside it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load } from "./load.mjs";

const { shownText } = await load("web/views/dom.js");

test("an override, embedding or isolate in a name is left out of the text shown", () => {
  const result = ["\u202eEvil", "a\u202ab\u202bc\u202cd\u202de", "\u2066x\u2067y\u2068z\u2069"].map(shownText);
  const expected = ["Evil", "abcde", "xyz"];
  assert.deepEqual(result, expected);
});

test("right-to-left letters and plain text are kept as they are", () => {
  const result = ["جيش الشمال", "Men-at-Arms (C-21)", "שלום"].map(shownText);
  const expected = ["جيش الشمال", "Men-at-Arms (C-21)", "שלום"];
  assert.deepEqual(result, expected);
});
