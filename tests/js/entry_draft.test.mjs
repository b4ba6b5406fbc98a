// A Wound Pool or Heal entered and not applied is kept for a reload with what it was
// entered for, and put back only whole: a kept entry comes from storage, and a number
// put back without its source, harm or arc would be applied as another action.
import "./vendor.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadWith } from "./session_load.mjs";

const { panelDraft, takeBack } = await loadWith("web/systems/conquest/entry_draft.js");

// A screen as the panels see it: what takeEntry hands back, and what putBack sets.
const screenWith = (kept) => ({
  tab: "pool", pool: 0, heal: 0, healSource: "", noRoom: false, pushOrder: null,
  view: { regiments: [{ id: "r1" }, { id: "r2" }, { id: "r3" }] },
  poolFrom: { source: undefined, harm: "clash", arc: "front", morale: null, open: false },
  takeEntry: () => kept,
});

test("a pool entered is kept with its source, harm, arc and Morale box, and comes back whole", () => {
  const entered = screenWith(null);
  Object.assign(entered, { pool: 4, poolFrom: { source: "r2", harm: "shooting", arc: "flank", morale: false, open: true }, pushOrder: ["r3", "r1"] });
  const kept = JSON.parse(JSON.stringify(panelDraft(entered))); // through storage
  const back = screenWith({ ...kept, rev: 3 });
  takeBack(back, "r1");
  const result = [back.pool, back.poolFrom, back.pushOrder];
  const expected = [4, { source: "r2", harm: "shooting", arc: "flank", morale: false, open: true }, ["r3", "r1"]];
  assert.deepEqual(result, expected);
  // The engine's default source (never picked) stays the default, not "none".
  entered.poolFrom = { source: undefined, harm: "clash", arc: "rear", morale: null, open: false };
  const again = screenWith(JSON.parse(JSON.stringify(panelDraft(entered))));
  takeBack(again, "r1");
  assert.equal(again.poolFrom.source, undefined);
  assert.equal(again.poolFrom.arc, "rear");
});

test("nothing entered keeps nothing; a Heal keeps its points, source and room", () => {
  assert.equal(panelDraft(screenWith(null)), null);
  const healing = { ...screenWith(null), tab: "heal", heal: 2, healSource: "regeneration", noRoom: true };
  const back = screenWith(JSON.parse(JSON.stringify(panelDraft(healing))));
  takeBack(back, "r1");
  assert.deepEqual([back.heal, back.healSource, back.noRoom], [2, "regeneration", true]);
});

test("a pool and a Heal entered are kept whichever tab is open, as they stay on the way back", () => {
  const entered = { ...screenWith(null), tab: "odds", pool: 3, heal: 1, healSource: "", noRoom: false };
  const kept = JSON.parse(JSON.stringify(panelDraft(entered)));
  const back = screenWith({ ...kept, rev: 3 });
  takeBack(back, "r1");
  const result = [back.pool, back.poolFrom.arc, back.heal];
  const expected = [3, "front", 1];
  assert.deepEqual(result, expected);
});

test("a kept Heal comes back though the pool kept beside it is refused", () => {
  const warned = [];
  const warn = console.warn;
  console.warn = (text) => warned.push(text);
  try {
    const back = screenWith({ pool: { wounds: 4, from: { harm: "clash", arc: "front", source: "r9" } },
      heal: { points: 2, source: "regeneration", noRoom: false }, rev: 3 });
    takeBack(back, "r1");
    const result = [back.pool, back.heal, warned.length];
    const expected = [0, 2, 1];
    assert.deepEqual(result, expected);
  } finally {
    console.warn = warn;
  }
});

test("a kept entry that is not one a panel holds puts nothing back and says why", () => {
  const warned = [];
  const warn = console.warn;
  console.warn = (text) => warned.push(text);
  try {
    for (const pool of [{ wounds: "4", from: { harm: "clash", arc: "front" } }, { wounds: 4 },
      { wounds: 4, from: { harm: "clash", arc: "front", source: 7 } }, { wounds: 0, from: { harm: "clash", arc: "front" } },
      { wounds: 4, from: { harm: "x".repeat(41), arc: "front" } }, { wounds: 4, from: { harm: "clash", arc: "front", morale: "no" } },
      { wounds: 4, from: { harm: "clash", arc: "up" } }, { wounds: 4, from: { harm: "clash", arc: "front", source: "r9" } },
      { wounds: 4, from: { harm: "clash", arc: "front" }, pushOrder: "r1" }]) {
      const screen = screenWith({ pool });
      takeBack(screen, "r1");
      assert.deepEqual([screen.pool, screen.poolFrom.arc], [0, "front"], JSON.stringify(pool));
    }
    const screen = screenWith({ heal: { points: 2, source: "regeneration" } });
    takeBack(screen, "r1");
    assert.equal(screen.heal, 0);
  } finally {
    console.warn = warn;
  }
  assert.equal(warned.length, 10);
  assert.match(warned[0], /A Wound Pool kept for a reload is not put back: \{"wounds":"4"/);
});
