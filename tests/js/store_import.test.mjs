// A list import kept in Muster: its profiles and its army list in one transaction, all
// or nothing (a failing write midway, a full device), and the same list imported twice
// (in two tabs at once) kept once.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { BACKENDS } from "./store_helpers.mjs";
import { loadWith } from "./session_load.mjs";

const { StoreError } = await import("../../web/store/index.js");
const { storeWords } = await loadWith("web/views/device_words.js");

const profile = (n) => ({ name: `Regiment ${n}`, stands: 3, wounds: 4, resolve: 3, characters: [], special_rules: [] });
// A 30-Regiment roster: its list and its 30 profiles.
const roster = (name = "Host", player = "") => {
  const profiles = Array.from({ length: 30 }, (_, n) => profile(n));
  return { profiles, list: { name, player, entries: profiles.map((p) => ({ profile: p, count: 1 })) } };
};
const kept = (store) => ({
  lists: store.muster.list("conquest", "list").map((r) => r.data.name),
  profiles: store.muster.list("conquest", "profile").length,
});
const refused = (code) => (err) => err instanceof StoreError && err.code === code;

for (const [backend, make] of Object.entries(BACKENDS)) {
  const opened = async () => {
    const made = await make();
    await made.store.open();
    return made.store;
  };
  // What a new tab, or the page reloaded, reads from the same database (IndexedDB only:
  // memory is this page's alone).
  const reopened = async (store, name) => {
    if (backend !== "indexeddb") return store;
    const { store: again } = await make(null, { name });
    await again.open();
    return again;
  };

  describe(`a list import on ${backend}`, () => {
    test("the list and every profile it brings are kept together, and read back after a reload", async () => {
      const { store, name } = await make();
      await store.open();
      const { list, profiles } = roster();
      const result = await store.muster.importList({ system: "conquest", list, profiles, replace: null });
      const expected = { already: false, added: 30, lists: ["Host"], profiles: 30 };
      assert.deepEqual({ already: result.already, added: result.added, ...kept(store) }, expected);
      assert.deepEqual(kept(await reopened(store, name)), { lists: ["Host"], profiles: 30 });
    });

    test("a write failing midway keeps nothing: no profile without its list", async () => {
      const { store, name } = await make();
      await store.open();
      const { list, profiles } = roster();
      // The 15th profile cannot be stored (a value IndexedDB cannot clone).
      profiles[14] = { ...profiles[14], note: () => 1 };
      await assert.rejects(store.muster.importList({ system: "conquest", list, profiles, replace: null }), refused("not_saved"));
      const result = kept(store);
      const expected = { lists: [], profiles: 0 };
      assert.deepEqual(result, expected);
      assert.deepEqual(kept(await reopened(store, name)), expected);
    });

    test("the faction's library answers are kept with the list, over the record of that name", async () => {
      const { store, name } = await make();
      await store.open();
      const { list, profiles } = roster();
      const faction = { name: "Nords", upgrades: [{ name: "Captain", as: "rule" }] };
      await store.muster.importList({ system: "conquest", list, profiles, replace: null, faction });
      const more = { ...faction, upgrades: [...faction.upgrades, { name: "Savage", as: "nothing" }] };
      await store.muster.importList({ system: "conquest", list: { ...list, name: "Host 2" }, profiles, replace: null, faction: more });
      const factions = (await reopened(store, name)).muster.list("conquest", "faction");
      assert.deepEqual(factions.map((r) => [r.data, r.rev]), [[more, 2]]);
    });

    test("a write failing midway keeps no faction answers either", async () => {
      const store = await opened();
      const { list, profiles } = roster();
      profiles[3] = { ...profiles[3], note: () => 1 };
      const faction = { name: "Nords", upgrades: [] };
      await assert.rejects(store.muster.importList({ system: "conquest", list, profiles, replace: null, faction }), refused("not_saved"));
      assert.deepEqual(store.muster.list("conquest", "faction"), []);
    });

    test("profiles kept already are not kept twice; only the new ones are counted", async () => {
      const store = await opened();
      const { list, profiles } = roster();
      await store.muster.save({ id: "m1", kind: "profile", system: "conquest", data: { ...profiles[0] } });
      const result = await store.muster.importList({ system: "conquest", list, profiles, replace: null });
      assert.equal(result.added, 29);
      assert.equal(kept(store).profiles, 30);
    });

    test("the same list imported again is kept once and said to be in Muster already", async () => {
      const store = await opened();
      const { list, profiles } = roster();
      const first = await store.muster.importList({ system: "conquest", list, profiles, replace: null });
      // Its keys in another order are the same list.
      const again = Object.fromEntries(Object.entries(structuredClone(list)).reverse());
      const second = await store.muster.importList({ system: "conquest", list: again, profiles, replace: null });
      const result = { already: second.already, added: second.added, id: second.list.id, ...kept(store) };
      const expected = { already: true, added: 0, id: first.list.id, lists: ["Host"], profiles: 30 };
      assert.deepEqual(result, expected);
    });

    test("another list of a stored list's name is refused, naming it, unless kept alongside or updating it", async () => {
      const store = await opened();
      const { list, profiles } = roster();
      const first = await store.muster.importList({ system: "conquest", list, profiles, replace: null });
      const other = { ...list, player: "Ben" };
      await assert.rejects(store.muster.importList({ system: "conquest", list: other, profiles, replace: null }),
        (err) => err.code === "muster_list_named" && err.details.id === first.list.id && err.details.rev === 1 && err.details.name === "Host");
      assert.deepEqual(kept(store), { lists: ["Host"], profiles: 30 });
      await store.muster.importList({ system: "conquest", list: { ...other, name: "Host (2)" }, profiles, replace: null, alongside: true });
      const updated = await store.muster.importList({ system: "conquest", list: other, profiles, replace: { id: first.list.id, rev: 1 } });
      assert.deepEqual([updated.list.id, updated.list.rev, updated.list.data.player], [first.list.id, 2, "Ben"]);
      assert.deepEqual(kept(store), { lists: ["Host", "Host (2)"], profiles: 30 });
      // Updating from a revision that is not the stored one changes nothing.
      await assert.rejects(store.muster.importList({ system: "conquest", list: { ...other, player: "Cy" }, profiles, replace: { id: first.list.id, rev: 1 } }),
        refused("muster_changed"));
      assert.equal(store.muster.get(first.list.id).data.player, "Ben");
    });
  });
}

describe("a list import on IndexedDB, on a full device and in two tabs", () => {
  test("a full device midway keeps nothing, and the error says the device is full", async () => {
    const { store, name } = await BACKENDS.indexeddb();
    await store.open();
    const { list, profiles } = roster();
    const { IDBObjectStore } = globalThis;
    const put = IDBObjectStore.prototype.put;
    let puts = 0;
    IDBObjectStore.prototype.put = function full(...args) {
      puts += 1;
      if (puts === 12) throw new DOMException("", "QuotaExceededError");
      return put.apply(this, args);
    };
    try {
      await assert.rejects(store.muster.importList({ system: "conquest", list, profiles, replace: null }),
        (err) => err.code === "not_saved" && err.details.name === "QuotaExceededError" && err.details.what === "muster_import");
    } finally {
      IDBObjectStore.prototype.put = put;
    }
    assert.ok(puts >= 12);
    const said = storeWords.error({ code: "not_saved", details: { what: "muster_import", record: "Host", name: "QuotaExceededError", message: "" } });
    assert.equal(said, "Could not save the army list “Host” and its profiles in Muster on this device (QuotaExceededError): "
      + "This device is out of space. Nothing was changed; free some space and try again.");
    const { store: reloaded } = await BACKENDS.indexeddb(null, { name });
    await reloaded.open();
    const result = kept(reloaded);
    const expected = { lists: [], profiles: 0 };
    assert.deepEqual(result, expected);
  });

  test("two tabs importing the same list at once keep one list and its profiles once", async () => {
    const { store: a, name } = await BACKENDS.indexeddb();
    await a.open();
    const { store: b } = await BACKENDS.indexeddb(null, { name });
    await b.open();
    const { list, profiles } = roster();
    const both = await Promise.all([a, b].map((tab) => tab.muster.importList({ system: "conquest", list, profiles, replace: null })));
    const { store: reloaded } = await BACKENDS.indexeddb(null, { name });
    await reloaded.open();
    const result = { already: both.map((r) => r.already).sort(), ...kept(reloaded) };
    const expected = { already: [false, true], lists: ["Host"], profiles: 30 };
    assert.deepEqual(result, expected);
  });
});
