// A battle started from two army lists is named after them, within what a battle's
// name field takes: two long lists' names made a name of 90 characters that the rename
// field (60) then could not hold.
import "./vendor.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadWith } from "./session_load.mjs";

const { listsBattleName } = await loadWith("web/views/muster_battle.js", {
  "web/pipeline.js": "export const muster = {};",
  "web/views/muster.js": "export const listSummary = () => '';",
});

test("two lists' names as the battle's, cut to 60 characters with an ellipsis", () => {
  assert.equal(listsBattleName("Hold the Ford", "Ben's Nords"), "Hold the Ford v Ben's Nords");
  const long = "The Very Long Named Army List Of The Grand Duchy Of Ashenford And Its Allies";
  const result = listsBattleName(long, "Ben's Nords");
  const expected = "The Very Long Named Army List Of The Grand Duchy Of Ashenfo…";
  assert.equal(result, expected);
  assert.equal([...result].length, 60);
  // Exactly 60 is kept whole.
  assert.equal(listsBattleName("a".repeat(27), "b".repeat(30)).length, 60);
});
