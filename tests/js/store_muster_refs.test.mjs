// Army lists follow their profiles, on both backends: a profile saved takes every list
// line that refers to it along in its own transaction, a battle already saved keeps what
// it started with, lists saved before lines had refs open and are linked, and a profile
// pack's plan is written whole or not at all.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { BACKENDS, battle } from "./store_helpers.mjs";

const { StoreError } = await import("../../web/store/index.js");
const { linked } = await import("../../web/store/muster_refs.js");
const { numbered } = await import("../../web/views/muster_names.js");

const V1 = JSON.parse(readFileSync(new URL("./fixtures/muster_v1.json", import.meta.url))).muster;
const CLONES = V1[0].data;
const DRONES = V1[1].data;
const refused = (code) => (err) => err instanceof StoreError && err.code === code;

for (const [backend, make] of Object.entries(BACKENDS)) {
  const opened = async (seed) => {
    const made = await make(seed);
    made.notes = await made.store.open();
    return made;
  };

  describe(`Muster lists follow their profiles on ${backend}`, () => {
    test("a profile edit reaches the list that uses it, and not a battle already started", async () => {
      const { store } = await opened();
      const clones = await store.muster.save({ id: "mc", kind: "profile", system: "conquest", data: CLONES });
      await store.muster.save({ id: "ml", kind: "list", system: "conquest",
        data: { system: "conquest", name: "Spires", player: "", entries: [{ profile: CLONES, count: 2, ref: "mc" }] } });
      const started = await store.battles.save(battle(), { rev: null });
      assert.deepEqual(store.muster.usedBy("mc").map((r) => r.id), ["ml"]);
      const saved = await store.muster.save({ id: "mc", kind: "profile", system: "conquest", data: { ...CLONES, wounds: 5 } }, clones.rev);
      assert.equal(saved.followed, 1);
      const [list] = store.muster.list("conquest", "list");
      assert.equal(list.data.entries[0].profile.wounds, 5);
      assert.equal(list.rev, 2);
      assert.deepEqual(await store.battles.read("g1"), started);
      // Written, not only read so: a reload reads the same.
      const out = await store.backup.exportAll();
      assert.equal(out.muster.find((r) => r.id === "ml").data.entries[0].profile.wounds, 5);
    });

    test("lists saved before lines named their profiles open, linked to the profiles holding their copies", async () => {
      const { store, notes } = await opened({ muster: structuredClone(V1) });
      assert.deepEqual(notes.filter((n) => n.code !== "not_kept"), []);
      const [list] = store.muster.list("conquest", "list");
      // The Drones were edited after the list was made: that line keeps its own copy.
      assert.deepEqual(list.data.entries.map((e) => [e.profile.name, e.count, e.ref || null]),
        [["Bound Clones", 2, "m1a2b3c4d5e6f"], ["Force-Grown Drones", 1, null], ["Bound Clones", 1, "m1a2b3c4d5e6f"]]);
      assert.equal(list.data.entries[1].profile.wounds, 4);
      await store.muster.save({ id: V1[0].id, kind: "profile", system: "conquest", data: { ...CLONES, resolve: 3 } }, 1);
      const out = await store.backup.exportAll();
      const kept = out.muster.find((r) => r.id === V1[2].id);
      assert.equal(kept.version, 2);
      assert.deepEqual(kept.data.entries.map((e) => e.profile.resolve), [3, 2, 3]);
    });

    test("a pack's plan adds and updates in one transaction, the lists following", async () => {
      const { store } = await opened();
      const origin = { faction: "Spires", name: "Core", revision: 1, edited: false };
      await store.muster.applyPack({ system: "conquest", writes: [{ id: null, rev: null, data: CLONES, from_pack: origin }] });
      const [clones] = store.muster.list("conquest", "profile");
      assert.deepEqual(clones.from_pack, origin);
      await store.muster.save({ id: "ml", kind: "list", system: "conquest",
        data: { system: "conquest", name: "Spires", player: "", entries: [{ profile: CLONES, count: 1 }] } });
      assert.equal(store.muster.list("conquest", "list")[0].data.entries[0].ref, clones.id);
      const next = { ...origin, revision: 2 };
      // One write names a revision changed since: nothing at all is written.
      await assert.rejects(store.muster.applyPack({ system: "conquest", writes: [
        { id: null, rev: null, data: DRONES, from_pack: next },
        { id: clones.id, rev: 7, data: { ...CLONES, wounds: 6 }, from_pack: next }] }), refused("muster_changed"));
      assert.equal(store.muster.list("conquest", "profile").length, 1);
      const done = await store.muster.applyPack({ system: "conquest", writes: [
        { id: null, rev: null, data: DRONES, from_pack: next },
        { id: clones.id, rev: clones.rev, data: { ...CLONES, wounds: 6 }, from_pack: next }] });
      assert.deepEqual(done, { profiles: 2, lists: 1 });
      assert.equal(store.muster.list("conquest", "list")[0].data.entries[0].profile.wounds, 6);
    });

    test("a pack's profile edited here is marked edited, so a newer pack leaves it", async () => {
      const { store } = await opened();
      const origin = { faction: "Spires", name: "Core", revision: 1, edited: false };
      await store.muster.applyPack({ system: "conquest", writes: [{ id: null, rev: null, data: CLONES, from_pack: origin }] });
      const [clones] = store.muster.list("conquest", "profile");
      await store.muster.save({ id: clones.id, kind: "profile", system: "conquest", data: CLONES }, clones.rev);
      assert.equal(store.muster.get(clones.id).from_pack.edited, false, "saved unchanged");
      await store.muster.save({ id: clones.id, kind: "profile", system: "conquest", data: { ...CLONES, wounds: 3 } }, clones.rev + 1);
      assert.equal(store.muster.get(clones.id).from_pack.edited, true);
    });
  });
}

test("a line naming a profile deleted since keeps its copy and follows nothing", () => {
  const list = { name: "L", entries: [{ profile: CLONES, count: 1, ref: "gone" }] };
  assert.deepEqual(linked(list, []).entries, [{ profile: CLONES, count: 1 }]);
});

test("names listed twice are numbered, the first left as it is", () => {
  assert.deepEqual(numbered(["Bound Clones", "Drones", "Bound Clones", "Bound Clones"]),
    ["Bound Clones", "Drones", "Bound Clones (2)", "Bound Clones (3)"]);
});
