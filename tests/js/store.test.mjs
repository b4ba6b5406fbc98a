// The battle-log store, the same tests on both backends: IndexedDB (fake-indexeddb) and
// memory.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { BACKENDS, battle, entry, game, roster } from "./store_helpers.mjs";

const { ChangedElsewhere, DamagedBattle, StoreError } = await import("../../web/store/index.js");

const push = (n, changes) => ({ type: "game.push", event: { n }, entry: entry(n), changes });
const refused = (code) => (err) => err instanceof StoreError && err.code === code;

for (const [backend, make] of Object.entries(BACKENDS)) {
  const opened = async (seed) => {
    const made = await make(seed);
    made.notes = await made.store.open();
    return made;
  };
  // A battle kept as a head with ``n`` actions done.
  const withActions = async (store, n) => {
    let record = await store.battles.save(battle(), { rev: null });
    for (let i = 0; i < n; i += 1) {
      const whole = record.game ? { game: record.game, log: [], checkpoint: { count: 0, state: { round: 1 } } } : null;
      record = await store.battles.saveAction({ ...record, view: { round: i + 2, regiments: [{ id: "r1", wounds: i + 1 }, { id: "r2", wounds: 0 }] } }, push(i), { whole });
    }
    return record;
  };

  describe(`the store on ${backend}`, () => {
    test("a new battle is saved at revision 1, listed and read back", async () => {
      const { store, notes } = await opened();
      assert.equal(store.kept(), backend === "indexeddb", notes);
      const saved = await store.battles.save(battle(), { rev: null });
      assert.equal(saved.rev, 1);
      assert.deepEqual(store.battles.list().map((b) => b.id), ["g1"]);
      assert.deepEqual((await store.battles.read("g1")).game, game());
      assert.equal(await store.battles.revision("g1"), 1);
    });

    test("of two writers from the same revision one saves and the other is refused, changing nothing", async () => {
      const { store } = await opened();
      const first = await store.battles.save(battle(), { rev: null });
      const results = await Promise.allSettled([
        store.battles.save({ ...first, name: "A" }, { rev: 1 }), store.battles.save({ ...first, name: "B" }, { rev: 1 })]);
      assert.deepEqual(results.map((r) => r.status), ["fulfilled", "rejected"]);
      assert.ok(results[1].reason instanceof ChangedElsewhere && !results[1].reason.deleted);
      const now = await store.battles.read("g1");
      assert.equal(now.name, "A");
      assert.equal(now.rev, 2);
    });

    test("a new battle whose id is taken, and a save of a deleted battle, are refused", async () => {
      const { store } = await opened();
      const saved = await store.battles.save(battle(), { rev: null });
      await assert.rejects(store.battles.save(battle(), { rev: null }), (err) => err instanceof ChangedElsewhere && !err.deleted);
      await store.battles.remove("g1");
      await assert.rejects(store.battles.save(saved, { rev: 1 }), (err) => err instanceof ChangedElsewhere && err.deleted);
      assert.equal(await store.battles.read("g1"), null);
      assert.deepEqual(store.battles.list(), []);
    });

    test("actions are appended, undone and redone beside the head, and read back as the whole game", async () => {
      const { store } = await opened();
      let record = await withActions(store, 3);
      assert.deepEqual([record.version, record.actions, record.undone], [3, 3, 0]);
      record = await store.battles.saveAction(record, { type: "game.undo" });
      record = await store.battles.saveAction(record, { type: "game.undo" });
      record = await store.battles.saveAction(record, { type: "game.redo", event: { n: 1 }, entry: entry(1) });
      const read = await store.battles.readGame("g1");
      assert.deepEqual(read.game.events, [{ n: 0 }, { n: 1 }]);
      assert.deepEqual(read.game.redo, [{ n: 2 }]);
      assert.equal(read.game.format, "aftermath.game");
      // A push drops what could be redone.
      record = await store.battles.saveAction(record, push(9));
      const after = await store.battles.readGame("g1");
      assert.deepEqual(after.game.events, [{ n: 0 }, { n: 1 }, { n: 9 }]);
      assert.deepEqual(after.game.redo, []);
      assert.equal(after.record.rev, record.rev);
      assert.deepEqual(after.record.view.regiments.map((r) => r.id), ["r1", "r2"]);
      assert.deepEqual((await store.battles.full("g1")).game.events.length, 3);
    });

    test("a checkpoint is kept without a new revision, and goes when an undo goes below it", async () => {
      const { store } = await opened();
      let record = await withActions(store, 3);
      record = await store.battles.saveCheckpoint(record, { count: 3, state: { round: 4 }, rules: "r1" });
      assert.equal(await store.battles.revision("g1"), record.rev);
      let read = await store.battles.readGame("g1");
      assert.deepEqual(read.checkpoint, { count: 3, state: { round: 4 }, rules: "r1" });
      assert.equal(read.entries.length, 3);
      await assert.rejects(store.battles.saveCheckpoint(record, { count: 9, state: {} }), refused("bad_checkpoint"));
      record = await store.battles.saveAction(record, { type: "game.undo" });
      read = await store.battles.readGame("g1");
      assert.equal(read.checkpoint, null);
      // A checkpoint from a revision the battle moved on from is refused.
      await assert.rejects(store.battles.saveCheckpoint({ ...record, rev: 1 }, { count: 1, state: {} }), ChangedElsewhere);
    });

    test("a battle and its rosters are written in one transaction: both, or neither", async () => {
      const { store } = await opened();
      await store.rosters.save(roster("w1"));
      const saved = await store.battles.save(battle("g1", { rosters: ["w1"] }), { rev: null, rosters: [roster("w1", "Red")] });
      assert.equal(store.rosters.get("w1").rev, 2);
      assert.equal(store.rosters.get("w1").roster.name, "Red");
      // Refused as changed elsewhere: the rosters it carried are not written either.
      await assert.rejects(store.battles.save(saved, { rev: 7, rosters: [roster("w1", "Blue")] }), ChangedElsewhere);
      assert.equal(store.rosters.get("w1").roster.name, "Red");
      // A roster that cannot be stored (a function is not data) aborts the battle's save.
      await assert.rejects(store.battles.save({ ...saved, name: "New" }, { rev: 1, rosters: [{ ...roster("w1"), bad: () => 1 }] }),
        refused("not_saved"));
      assert.equal((await store.battles.read("g1")).name, "Battle g1");
      // An action carries its rosters the same way.
      const head = await store.battles.saveAction(saved, push(0), {
        whole: { game: saved.game, log: [], checkpoint: { count: 0 } }, rosters: [roster("w1", "Green")] });
      assert.equal(head.version, 3);
      assert.equal(store.rosters.get("w1").roster.name, "Green");
      assert.equal(store.rosters.get("w1").rev, 3);
    });

    test("a half-written action leaves the battle as it was", async () => {
      const { store } = await opened();
      const record = await withActions(store, 2);
      const bad = { ...push(5), event: { n: 5, cannot: () => 1 } };
      await assert.rejects(store.battles.saveAction(record, bad), refused("not_saved"));
      const read = await store.battles.readGame("g1");
      assert.equal(read.record.rev, record.rev);
      assert.deepEqual(read.game.events, [{ n: 0 }, { n: 1 }]);
    });

    test("rosters and Muster records keep one writer each", async () => {
      const { store } = await opened();
      const saved = await store.rosters.save(roster("w1"));
      await assert.rejects(store.rosters.save(roster("w1")), (err) => err.code === "roster_changed" && err.details.name === "Roster w1");
      await store.rosters.save(roster("w1", "Renamed"), saved.rev);
      await assert.rejects(store.rosters.save(roster("w1"), saved.rev), refused("roster_changed"));
      await store.rosters.remove("w1");
      await assert.rejects(store.rosters.save(roster("w1"), 2), refused("roster_deleted"));
      const m = await store.muster.save({ id: "m1", kind: "profile", system: "conquest", data: { name: "Knights" } });
      await assert.rejects(store.muster.save({ id: "m1", kind: "profile", system: "conquest", data: { name: "K" } }), refused("muster_changed"));
      await store.muster.save({ id: "m1", kind: "profile", system: "conquest", data: { name: "K" } }, m.rev);
      assert.deepEqual(store.muster.list("conquest", "profile").map((r) => r.data.name), ["K"]);
      await assert.rejects(store.muster.save({ id: "m2", kind: "kind", system: "conquest", data: { name: "K" } }),
        (err) => err.code === "bad_muster" && err.details.id === "m2" && /kind/.test(err.details.problem));
    });

    test("damage found at start is set aside on the unreadable shelf, raw text kept, the rest repaired", async () => {
      const good = { ...battle("g1"), format: "aftermath.battle", version: 2, rev: 1, updated: 5 };
      const head = { id: "g2", name: "Head", system: "conquest", format: "aftermath.battle", version: 3, rev: 2, updated: 6, actions: 3, undone: 0, checkpoint: 0 };
      const { store, notes } = await opened({
        battles: [good, { id: "g3", name: 7 }, head],
        actions: [{ battle: "g2", n: 0, event: {} }, { battle: "g2", n: 1, event: {} }],
        checkpoints: [{ battle: "g2", count: 0, state: {} }],
        lists: [["battles", [{ id: "g9" }]]],
        settings: [["migrated", { from: "localStorage", at: 1 }]],
      });
      assert.deepEqual(store.battles.list().map((b) => b.id), ["g1"]);
      const shelf = store.unreadable.list();
      assert.deepEqual(shelf.map((u) => u.key).sort(), ["g2", "g3"]);
      const g2 = shelf.find((u) => u.key === "g2");
      assert.match(g2.reason, /3 actions are counted but 2 are kept/);
      assert.equal(JSON.parse(g2.raw).actions.length, 2);
      const codes = notes.map((n) => n.code);
      assert.ok(codes.includes("set_aside") && codes.includes("orphans") && codes.includes("dangling"), JSON.stringify(notes));
      await store.unreadable.discard(g2.n);
      assert.deepEqual(store.unreadable.list().map((u) => u.key), ["g3"]);
    });

    test("a battle the engine refuses is set aside, unless it was saved again meanwhile", async () => {
      const { store } = await opened();
      const record = await withActions(store, 1);
      assert.equal(await store.battles.setAside("g1", "refused", record.rev - 1), false);
      assert.equal(await store.battles.setAside("g1", "refused", record.rev), true);
      assert.equal(store.battles.get("g1"), null);
      const [aside] = store.unreadable.list();
      assert.equal(aside.reason, "refused");
      assert.equal(JSON.parse(aside.raw).battle.id, "g1");
    });

    test("a head whose actions do not add up reads as a DamagedBattle", async () => {
      const head = { id: "g2", name: "Head", system: "conquest", format: "aftermath.battle", version: 3, rev: 2, updated: 6, actions: 1, undone: 0, checkpoint: 0 };
      const { store } = await opened({
        battles: [head], actions: [{ battle: "g2", n: 0, event: "not an event" }], checkpoints: [{ battle: "g2", count: 0, state: {} }] });
      await assert.rejects(store.battles.readGame("g2"), (err) => err instanceof DamagedBattle && err.type === "invalid_data");
    });

    test("a backup goes out whole and comes back the same, in one transaction", async () => {
      const { store } = await opened();
      await withActions(store, 2);
      await store.battles.save(battle("g2"), { rev: null });
      await store.rosters.save(roster("w1"));
      await store.muster.save({ id: "m1", kind: "list", system: "ninth_age", data: { name: "Host", entries: [] } });
      const out = await store.backup.exportAll();
      assert.deepEqual(out.battles.map((b) => [b.id, b.version, b.game.events.length]), [["g1", 2, 2], ["g2", 2, 0]]);
      assert.equal(out.damaged, 0);
      const { store: other } = await opened();
      await other.battles.save(battle("g2"), { rev: null });
      const chosen = {
        battles: out.battles.map((record) => ({ record, replaces: record.id === "g2" ? 1 : null })),
        rosters: out.rosters.map((record) => ({ record })), muster: out.muster.map((record) => ({ record })),
      };
      // One record changed since the player chose: nothing at all is imported.
      await assert.rejects(other.backup.importAll({ ...chosen, battles: chosen.battles.map((b) => ({ ...b, replaces: b.replaces && 5 })) }),
        (err) => err.code === "import_changed" && err.details.id === "g2");
      assert.deepEqual(other.battles.list().map((b) => b.id), ["g2"]);
      assert.deepEqual(other.rosters.list(), []);
      await other.backup.importAll(chosen);
      const back = await other.backup.exportAll();
      const strip = (list) => list.map(({ updated: _u, rev: _r, ...rest }) => rest);
      assert.deepEqual(strip(back.battles), strip(out.battles));
      assert.deepEqual(strip(back.rosters), strip(out.rosters));
      assert.deepEqual(strip(back.muster), strip(out.muster));
    });

    test("every change is told to this tab's listeners", async () => {
      const { store } = await opened();
      const heard = [];
      store.events.addEventListener("change", ({ detail }) => heard.push(detail.kind));
      await store.battles.save(battle(), { rev: null });
      await store.rosters.save(roster("w1"));
      await store.battles.remove("g1");
      assert.deepEqual(heard, ["battle", "roster", "battle"]);
    });

    test("a record the store cannot keep is refused with the field and the value", async () => {
      const { store } = await opened();
      await assert.rejects(store.battles.save({ ...battle(), id: "no spaces" }, { rev: null }),
        (err) => err.code === "bad_battle" && /no spaces/.test(err.details.problem));
      await assert.rejects(store.battles.saveAction({ ...battle(), rev: 1 }, { type: "game.shuffle" }),
        (err) => err.code === "bad_action" && err.details.type === "game.shuffle");
      assert.deepEqual(store.battles.list(), []);
    });
  });
}

describe("the store on IndexedDB, across tabs and reloads", () => {
  test("settings and battles are there after a reload", async () => {
    const { store, name } = await BACKENDS.indexeddb();
    await store.open();
    await store.battles.save(battle(), { rev: null });
    await store.current.set("g1");
    await store.distance.set("mm");
    const { store: again } = await BACKENDS.indexeddb(null, { name });
    assert.deepEqual(await again.open(), []);
    assert.equal(again.current.get(), "g1");
    assert.equal(again.distance.get(), "mm");
    assert.equal(again.battles.get("g1").rev, 1);
  });

  test("a second tab's save is refused once the first moved the battle on, and the second catches up", async () => {
    const channel = new EventTarget();
    const post = (from) => ({ postMessage: (data) => channel.dispatchEvent(Object.assign(new Event(from), { data })), set onmessage(fn) { channel.addEventListener(from === "a" ? "b" : "a", fn); } });
    const { store: a, name } = await BACKENDS.indexeddb(null, { channel: post("a") });
    await a.open();
    const { store: b } = await BACKENDS.indexeddb(null, { name, channel: post("b") });
    await b.open();
    const saved = await a.battles.save(battle(), { rev: null });
    const heard = new Promise((ok) => b.events.addEventListener("change", ({ detail }) => { if (detail.elsewhere && detail.rev === 2) ok(detail); }));
    await a.battles.save({ ...saved, name: "Moved on" }, { rev: 1 });
    assert.equal((await heard).id, "g1");
    assert.equal(b.battles.get("g1").name, "Moved on");
    await assert.rejects(b.battles.save({ ...saved, name: "Stale" }, { rev: 1 }), ChangedElsewhere);
  });

  test("without IndexedDB the store keeps battles in memory and says so", async () => {
    const { store } = await BACKENDS.indexeddb(null, { memory: true });
    const notes = await store.open();
    assert.deepEqual(notes, [{ code: "not_kept", why: { code: "no_indexeddb" } }]);
    assert.equal(store.kept(), false);
    assert.equal((await store.space()).memoryOnly, true);
  });

  test("a database closed by a newer version refuses saves with why", async () => {
    const { store, name } = await BACKENDS.indexeddb();
    await store.open();
    const { openDB } = await import("../../node_modules/idb/build/index.js");
    const newer = await openDB(name, 4);
    newer.close();
    await assert.rejects(store.battles.save(battle(), { rev: null }), (err) => err.code === "unavailable" && err.details.why.code === "closed_newer");
  });
});
