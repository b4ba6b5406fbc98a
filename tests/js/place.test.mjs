// Where the player was on a battle, kept for a reload in this tab: what the open panel
// held goes with it when it fits, and a kept place from storage is checked before use.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadWith } from "./session_load.mjs";

const { keepPlace, takePlace } = await loadWith("web/place.js", {
  "web/systems/index.js": 'export const CARD_ATTRIBUTES = ["data-regiment"];',
});

function storage() {
  const items = new Map();
  globalThis.sessionStorage = {
    getItem: (k) => (items.has(k) ? items.get(k) : null),
    setItem: (k, v) => { items.set(k, String(v)); },
    removeItem: (k) => { items.delete(k); },
  };
  return items;
}

const PLACE = { card: ["data-regiment", "r1"], top: 120, y: 300, open: "r1", tab: "morale" };

test("the dice counted in the open panel come back with the place", () => {
  storage();
  const entry = { modifier: -1, dice: { first: { counts: [[1, 3], [6, 2]], typed: "" } }, rev: 7 };
  keepPlace("b1", { ...PLACE, entry });
  const result = takePlace();
  const expected = { battle: "b1", ...PLACE, entry };
  assert.deepEqual(result, expected);
});

test("a place too long with what was typed keeps the place without it", () => {
  storage();
  const entry = { modifier: 0, dice: { first: { counts: [], typed: "1 ".repeat(600) } }, rev: 7 };
  const warned = [];
  const warn = console.warn;
  console.warn = (m) => warned.push(m);
  try {
    keepPlace("b1", { ...PLACE, entry });
    const result = takePlace();
    const expected = { battle: "b1", ...PLACE, entry: null };
    assert.deepEqual(result, expected);
    assert.deepEqual(warned, []);
  } finally {
    console.warn = warn;
  }
});

test("an entry from storage that is not a panel's is refused, naming it, and no place is used", () => {
  const warned = [];
  const warn = console.warn;
  console.warn = (m) => warned.push(m);
  try {
    for (const entry of [[1, 2], "dice", { dice: {} }, { rev: "7" }]) {
      const items = storage();
      items.set("aftermath.place", JSON.stringify({ battle: "b1", ...PLACE, entry }));
      assert.equal(takePlace(), null);
    }
    assert.deepEqual(warned, [
      'Where the player was is not used: entry [1,2] is not what a panel held',
      'Where the player was is not used: entry "dice" is not what a panel held',
      'Where the player was is not used: entry {"dice":{}} is not what a panel held',
      'Where the player was is not used: entry {"rev":"7"} is not what a panel held',
    ]);
  } finally {
    console.warn = warn;
  }
});
