// The battlefield seen from either side of the table: table mm to the drawing and back,
// facings, a finger's move, and the side kept per battle on the device.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load } from "./load.mjs";
import { BACKENDS, battle } from "./store_helpers.mjs";

const { seenFrom } = await load("web/views/seen_from.js");
const TABLE = { width: 1829, depth: 1219 };

test("from the first player's side their edge is at the bottom and table x runs left to right", () => {
  const seen = seenFrom(0, TABLE);
  assert.deepEqual(seen.toDrawing([100, 0]), [100, 1219]);
  assert.deepEqual(seen.toDrawing([100, 1219]), [100, 0]);
  assert.equal(seen.facing(0), 0); // up the table is up the drawing
  assert.deepEqual(seen.move([10, 20]), [10, -20]);
});

test("from the second player's side the table is turned half a turn: their edge at the bottom", () => {
  const seen = seenFrom(1, TABLE);
  assert.equal(seen.turned, true);
  assert.deepEqual(seen.toDrawing([100, 1219]), [1729, 1219]); // their edge, at the bottom
  assert.deepEqual(seen.toDrawing([100, 0]), [1729, 0]);
  // A Regiment to the second player's left at the table (larger table x, as they face
  // down the table) is drawn left of one to their right.
  assert.ok(seen.toDrawing([1500, 600])[0] < seen.toDrawing([300, 600])[0]);
  assert.equal(seen.facing(180), 0); // facing down the table: up the drawing, away from them
  assert.equal(seen.facing(90), 270);
  assert.deepEqual(seen.move([10, 20]), [-10, 20]);
});

test("table -> drawing -> table is the identity on both sides, facings too", () => {
  for (const side of [0, 1]) {
    const seen = seenFrom(side, TABLE);
    for (const p of [[0, 0], [12.5, 1000], [1829, 1219], [914.5, 609.5]]) {
      assert.deepEqual(seen.toTable(seen.toDrawing(p)), p);
    }
    for (const deg of [0, 45, 90, 180, 270, 359]) assert.equal(seen.tableFacing(seen.facing(deg)), deg);
  }
});

test("a finger's move on the drawing lands where the table point under it is", () => {
  for (const side of [0, 1]) {
    const seen = seenFrom(side, TABLE);
    const at = [400, 300];
    const drawn = seen.toDrawing(at);
    const [dx, dy] = seen.move([25, -40]);
    assert.deepEqual(seen.toTable([drawn[0] + 25, drawn[1] - 40]), [at[0] + dx, at[1] + dy]);
  }
});

test("anything but 1 is the first player's side", () => {
  for (const side of [undefined, null, 0, "1", 2]) assert.equal(seenFrom(side, TABLE).side, 0);
});

test("the view box turned across shows the same part of the table, and back", () => {
  const seen = seenFrom(1, TABLE);
  const view = { x: 100, y: 200, w: 300, h: 150 };
  const across = seen.across(view);
  assert.deepEqual(across, { x: 1429, y: 869, w: 300, h: 150 });
  assert.deepEqual(seen.across(across), view);
  // Its corners are the same table points, seen from the other side.
  const zero = seenFrom(0, TABLE);
  assert.deepEqual(zero.toTable([view.x, view.y]), seen.toTable([across.x + across.w, across.y + across.h]));
});

test("the side is kept per battle; a value that is not a side is ignored by name, a gone battle let go", async () => {
  const seed = {
    battles: [battle("g1", { rev: 1 }), battle("g2", { rev: 1 }), battle("g3", { rev: 1 })],
    settings: [["seen-from", { g1: 1, g2: "Ben", g3: 0, gone: 1 }]],
  };
  const warned = [];
  const warn = console.warn;
  console.warn = (text) => warned.push(text);
  try {
    const { store } = await BACKENDS.memory(seed);
    await store.open();
    assert.deepEqual(store.sides.get(), { g1: 1, g3: 0 });
    assert.equal(warned.length, 1);
    assert.match(warned[0], /g2/);
    assert.match(warned[0], /"Ben"/);
  } finally {
    console.warn = warn;
  }
});

test("sides kept as something other than a list by battle are ignored, said on the console", async () => {
  const warned = [];
  const warn = console.warn;
  console.warn = (text) => warned.push(text);
  try {
    const { store } = await BACKENDS.memory({ battles: [battle("g1", { rev: 1 })], settings: [["seen-from", "Ben"]] });
    await store.open();
    assert.equal(store.sides.get(), null);
    assert.match(warned.join(" "), /"Ben"/);
  } finally {
    console.warn = warn;
  }
});

test("a side set is read back when the device opens again", async () => {
  const { store, name } = await BACKENDS.indexeddb();
  await store.open();
  await store.battles.save(battle("g1"), { rev: null });
  await store.sides.set({ g1: 1 });
  const again = (await BACKENDS.indexeddb(null, { name })).store;
  await again.open();
  assert.deepEqual(again.sides.get(), { g1: 1 });
});
