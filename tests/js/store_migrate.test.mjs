// The store opening what older versions left on the device: the first version's
// localStorage, and the device database at versions 1 and 2.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { BACKENDS, entry } from "./store_helpers.mjs";

const { openDB } = await import("../../node_modules/idb/build/index.js");
const { STORES, DB_VERSION } = await import("../../web/store/schema.js");

const fixture = async (name) => JSON.parse(await readFile(new URL(`../e2e/fixtures/${name}`, import.meta.url), "utf8"));

// localStorage as a page sees it: its keys are the object's own, getItem reads them.
function legacyStorage(items) {
  const storage = Object.create({ getItem(key) { return Object.hasOwn(this, key) ? this[key] : null; } });
  return Object.assign(storage, items);
}

// A database as version ``version`` made it, holding ``seed`` ({ store: [records] }).
async function olderDatabase(name, version, seed) {
  const db = await openDB(name, version, {
    upgrade(d) {
      for (const [store, { keyPath, autoIncrement, since }] of Object.entries(STORES)) {
        if (since <= version) d.createObjectStore(store, keyPath ? { keyPath, autoIncrement: !!autoIncrement } : {});
      }
    },
  });
  const tx = db.transaction(Object.keys(seed), "readwrite");
  for (const [store, records] of Object.entries(seed)) {
    for (const r of records) await (STORES[store].keyPath ? tx.objectStore(store).put(r) : tx.objectStore(store).put(r[1], r[0]));
  }
  await tx.done;
  db.close();
}

test("the first version's localStorage is moved once, whole, and left as it was", async () => {
  const items = await fixture("localstorage_v1.json");
  const storage = legacyStorage(items);
  const { store, name } = await BACKENDS.indexeddb(null, { storage });
  const notes = await store.open();
  assert.deepEqual(notes, [{ code: "moved", battles: 2, rosters: 2 }]);
  const battles = store.battles.list();
  assert.deepEqual(battles.map((b) => b.name).sort(), ["Men-at-Arms (Wounds 4)", "Red Company vs Blue Host"]);
  for (const b of battles) {
    const record = store.battles.get(b.id);
    assert.deepEqual([record.format, record.version, record.rev], ["aftermath.battle", 2, 1]);
    assert.equal(record.game.format, "aftermath.game");
  }
  assert.deepEqual(store.rosters.list().map((r) => r.roster.name), ["Blue Host", "Red Company"]);
  assert.deepEqual({ ...storage }, items);
  // Opened again: nothing is moved twice.
  const { store: again } = await BACKENDS.indexeddb(null, { name, storage });
  assert.deepEqual(await again.open(), []);
  assert.equal(again.battles.list().length, 2);
});

test("a damaged localStorage battle is set aside with its raw text; the rest is moved", async () => {
  const items = await fixture("localstorage_v1.json");
  const storage = legacyStorage({ ...items, "aftermath.game.v1.gbroken": "{not json" });
  const { store } = await BACKENDS.indexeddb(null, { storage });
  const notes = await store.open();
  const aside = notes.find((n) => n.code === "set_aside");
  assert.equal(aside.records.length, 1);
  assert.match(aside.records[0].reason, /not valid JSON/);
  const [shelf] = store.unreadable.list();
  assert.deepEqual([shelf.raw, shelf.from, shelf.key], ["{not json", "localStorage", "aftermath.game.v1.gbroken"]);
  assert.equal(store.battles.list().length, 2);
});

// Damage in the first version's localStorage the store can tell by itself: each is set
// aside with its raw text, and every battle and roster that can be read is moved whole.
const INDEX = "aftermath.index.v1";
const ROSTER_INDEX = "aftermath.rosters.index.v1";
const listedBroken = (items, record) => ({
  ...items, "aftermath.game.v1.gbroken": record,
  [INDEX]: JSON.stringify([...JSON.parse(items[INDEX]), { id: "gbroken", name: "Damaged", system: "conquest", updated: 1 }]),
});
const DAMAGED = {
  "battle list {}": (items) => [{ ...items, [INDEX]: "{}" }, "{}"],
  "battle list null": (items) => [{ ...items, [INDEX]: "null" }, "null"],
  "battle list [null]": (items) => [{ ...items, [INDEX]: "[null]" }, "[null]"],
  'battle list "x"': (items) => [{ ...items, [INDEX]: '"x"' }, '"x"'],
  "battle record {}": (items) => [listedBroken(items, "{}"), "{}"],
  "roster list {}": (items) => [{ ...items, [ROSTER_INDEX]: "{}" }, "{}"],
};
for (const [name, damage] of Object.entries(DAMAGED)) {
  test(`damaged localStorage (${name}) is set aside with its raw text; every battle and roster is moved`, async () => {
    const items = await fixture("localstorage_v1.json");
    const [damaged, raw] = damage(items);
    const { store } = await BACKENDS.indexeddb(null, { storage: legacyStorage(damaged) });
    const notes = await store.open();
    assert.equal(notes.find((n) => n.code === "set_aside").records.length, 1);
    assert.deepEqual(store.unreadable.list().map((r) => [r.raw, r.from]), [[raw, "localStorage"]]);
    assert.deepEqual(store.battles.list().map((b) => b.name).sort(), ["Men-at-Arms (Wounds 4)", "Red Company vs Blue Host"]);
    for (const b of store.battles.list()) {
      assert.deepEqual(store.battles.get(b.id).game, JSON.parse(items[`aftermath.game.v1.${b.id}`]).game);
    }
    assert.equal(store.rosters.list().length, 2);
  });
}

test("a battle the first version saved after the move is brought in, or kept beside a changed copy", async () => {
  const items = await fixture("localstorage_v1.json");
  const storage = legacyStorage(items);
  const { store, name } = await BACKENDS.indexeddb(null, { storage });
  await store.open();
  const [a, b] = Object.keys(items).filter((k) => k.startsWith("aftermath.game.v1.")).map((k) => JSON.parse(items[k]));
  // Changed here after the move: a late save of it comes in beside it.
  await store.battles.save({ ...store.battles.get(b.id), name: "Changed here" });
  const later = Date.now() + 1000;
  storage[`aftermath.game.v1.${a.id}`] = JSON.stringify({ ...a, name: "Late", updated: later });
  storage[`aftermath.game.v1.${b.id}`] = JSON.stringify({ ...b, name: "Late too", updated: later });
  const { store: again } = await BACKENDS.indexeddb(null, { name, storage });
  const notes = await again.open();
  assert.deepEqual(notes, [{ code: "late", count: 1 }, { code: "late_copies", names: ["Late too"] }]);
  assert.equal(again.battles.get(a.id).name, "Late");
  assert.equal(again.battles.get(a.id).rev, 2);
  assert.equal(again.battles.get(b.id).name, "Changed here");
  const copy = again.battles.list().find((x) => x.name === "Late too");
  assert.ok(copy && copy.id !== b.id && again.battles.get(copy.id).fromPrevious);
  // Brought in once.
  const { store: third } = await BACKENDS.indexeddb(null, { name, storage });
  assert.deepEqual(await third.open(), []);
});

for (const version of [1, 2]) {
  test(`a database of version ${version} is upgraded to ${DB_VERSION}, its battle opens and takes actions`, async () => {
    const record = await fixture("battle_record_v2.json");
    const name = `aftermath-v${version}-${Date.now()}`;
    const seed = {
      battles: [record], lists: [["battles", [{ id: record.id, name: record.name, system: record.system, updated: record.updated }]]],
      settings: [["migrated", { from: "localStorage", at: 1 }], ["current", record.id]],
    };
    if (version === 2) seed.muster = [{ format: "aftermath.muster", version: 1, id: "m1", kind: "profile", system: "conquest", data: { name: "Knights" }, rev: 1, updated: 1 }];
    await olderDatabase(name, version, seed);
    const { store } = await BACKENDS.indexeddb(null, { name, storage: null });
    assert.deepEqual(await store.open(), []);
    assert.equal(store.current.get(), record.id);
    assert.deepEqual(store.battles.list().map((b) => b.id), [record.id]);
    if (version === 2) assert.equal(store.muster.get("m1").data.name, "Knights");
    const read = await store.battles.readGame(record.id);
    assert.deepEqual(read.game, record.game);
    // Its first action turns it into a head beside its actions.
    const events = record.game.events || [];
    const redo = record.game.redo || [];
    const head = await store.battles.saveAction(read.record, { type: "game.push", event: { kind: "new" }, entry: entry(1) },
      { whole: { game: record.game, log: events.map((_, n) => entry(n)), checkpoint: { count: 0 } } });
    assert.deepEqual([head.version, head.actions, head.undone, head.rev], [3, events.length + 1, 0, record.rev + 1]);
    const after = await store.battles.readGame(record.id);
    assert.deepEqual(after.game.events, [...events, { kind: "new" }]);
    assert.equal(redo.length > 0, true); // the fixture had an undone action: a push drops it
    assert.deepEqual(after.game.redo, []);
    assert.deepEqual(after.game.start, record.game.start);
  });
}
