// The battle-log store: everything the page keeps on the device, behind one interface.
//   store.open()              -> notes for the page to word (views/device_words.js)
//   store.battles             list, get, fromLink, revision, read, readGame, full, save,
//                             saveAction, saveCheckpoint, remove, setAside
//   store.rosters, store.muster   list, get, save(record, rev), remove; muster.importList
//   store.current, store.distance, store.awake, store.sides get, set (settings of the device)
//   store.links               load, save, forget (a battle played on two phones)
//   store.unreadable          list, discard (the shelf of records set aside)
//   store.backup              exportAll, importAll
//   store.space(), store.kept(), store.events ("change"), store.speak(words)
// Two backends answer it: IndexedDB (through idb) and, when the browser gives none,
// memory for this visit. Reads come from a copy in memory so drawing stays synchronous;
// every write goes to the database first and the copy follows only once it committed.
import { StoreError, wordErrors } from "./errors.js";
import { openIndexedDB, openMemory } from "./open.js";
import { migrate } from "./migrate.js";
import { repair } from "./repair.js";
import { battlesOf } from "./battles.js";
import { actionsOf } from "./actions.js";
import { musterOf, rostersOf } from "./rosters.js";
import { linksOf } from "./links.js";
import { exportAll, importAll } from "./backup.js";
import { closed, listen, need, announce } from "./sync.js";
import { askPersistence, space } from "./space.js";
import { DB_NAME } from "./schema.js";
import { run } from "./tx.js";

export { ChangedElsewhere, DamagedBattle, StoreError } from "./errors.js";
export { newId, rosterRev } from "./records.js";

// A setting of the device: a refusal to keep it loses no data, and it holds until a reload.
function setting(device, field, key) {
  return {
    get: () => device.cache[field],
    async set(value) {
      device.cache[field] = value;
      if (!device.db) return;
      try {
        if (value != null) await device.db.put("settings", value, key);
        else await device.db.delete("settings", key);
      } catch {
        // a convenience: nothing a player did is in it
      }
    },
  };
}

// ``options``: { name (of the database), memory (no IndexedDB at all: true, or a
// memory database to start from), storage
// (the localStorage to migrate), channel (a BroadcastChannel or null), waitMs }.
export function createStore(options = {}) {
  const device = {
    db: null, bound: null, kept: true, unavailable: null, damagedNow: 0, channel: null,
    events: new EventTarget(),
    names: { previousCopy: (name) => name },
    cache: { battles: new Map(), rosters: new Map(), muster: new Map(), unreadable: [], current: null, distance: null, awake: null, sides: null, persisted: null },
  };
  const battles = { ...battlesOf(device), ...actionsOf(device) };
  return {
    battles,
    rosters: rostersOf(device),
    muster: musterOf(device),
    current: setting(device, "current", "current"),
    distance: setting(device, "distance", "distance-units"),
    awake: setting(device, "awake", "keep-awake"),
    // The side of the table each battle's battlefield is seen from: { battle id: 0 or 1 }.
    sides: setting(device, "sides", "seen-from"),
    links: linksOf(device),
    unreadable: {
      list: () => device.cache.unreadable.map((u) => ({ ...u })),
      async discard(n) {
        const db = need(device);
        const tx = db.transaction(["unreadable"], "readwrite");
        await run(tx, "discard", () => tx.objectStore("unreadable").delete(n));
        device.cache.unreadable = device.cache.unreadable.filter((u) => u.n !== n);
        announce(device, { kind: "unreadable" });
      },
    },
    backup: {
      exportAll: () => exportAll(device, battles),
      importAll: (chosen) => importAll(device, chosen),
    },
    events: device.events,
    space: () => space(device),
    // False when battles live only in memory for this visit (no database at start).
    kept: () => device.kept,
    // The page's words: for errors (err -> text) and the name of a copy.
    speak({ error, previousCopy }) {
      if (error) wordErrors(error);
      if (previousCopy) device.names.previousCopy = previousCopy;
    },
    // Opens the database (or memory, if the browser gives none), migrates the first
    // version's localStorage once, reads and checks everything, asks for persistent
    // storage. Never throws: returns notes, { code, ... } each, for the page to word.
    async open() {
      const notes = [];
      try {
        if (options.memory) throw new StoreError("no_indexeddb");
        Object.assign(device, await openIndexedDB({
          name: options.name || DB_NAME, waitMs: options.waitMs,
          closed: (code) => closed(device, code),
        }));
      } catch (err) {
        const why = err instanceof StoreError ? { code: err.code } : { code: "refused", name: err && err.name, message: err && err.message };
        Object.assign(device, openMemory(options.memory === true ? undefined : options.memory));
        // Memory starts empty (or as a test made it): checked like a database all the same.
        return [{ code: "not_kept", why }, ...await repair(device)];
      }
      try {
        notes.push(...await migrate(device, "storage" in options ? options.storage : globalThis.localStorage));
      } catch (err) {
        notes.push({ code: "migration_failed", name: err && err.name, message: err && err.message });
      }
      try {
        notes.push(...await repair(device));
      } catch (err) {
        notes.push({ code: "read_failed", message: err && err.message });
      }
      const channel = "channel" in options ? options.channel
        : typeof BroadcastChannel === "function" ? new BroadcastChannel("aftermath.device") : null;
      listen(device, channel);
      askPersistence(device);
      return notes;
    },
  };
}

export const store = createStore();
