// The store under test on either backend, each test on a database of its own.
import "./vendor.mjs";
import "fake-indexeddb/auto";

const { createStore } = await import("../../web/store/index.js");
const { memoryDatabase } = await import("../../web/store/memory.js");
const { STORES, upgrade, DB_NAME } = await import("../../web/store/schema.js");
const { openDB } = await import("../../node_modules/idb/build/index.js");

export { createStore };

// ``seed``: { storeName: [records] } (a record of a store without a key path is
// [key, value]), written as they are, before the store opens: how a test puts damage or
// an older version's records on the device.
let count = 0;
export const BACKENDS = {
  async indexeddb(seed = null, options = {}) {
    const name = options.name || `${DB_NAME}-${(count += 1)}`;
    if (seed) {
      const db = await openDB(name, options.version || 3, { upgrade: (d, old) => upgrade(d, old) });
      await put(db, seed);
      db.close();
    }
    return { store: createStore({ name, channel: null, storage: null, ...options }), name };
  },
  async memory(seed = null, options = {}) {
    const db = memoryDatabase(Object.entries(STORES));
    if (seed) await put(db, seed);
    return { store: createStore({ memory: db, channel: null, storage: null, ...options }) };
  },
};

async function put(db, seed) {
  const tx = db.transaction(Object.keys(seed), "readwrite");
  for (const [name, records] of Object.entries(seed)) {
    for (const r of records) await (STORES[name].keyPath ? tx.objectStore(name).put(r) : tx.objectStore(name).put(r[1], r[0]));
  }
  await tx.done;
}

// A whole game as the engine saves it, and a battle record holding it.
export const game = (events = [], redo = []) => ({ format: "aftermath.game", version: 1, system: "conquest", start: { round: 1 }, events, redo });
export const battle = (id = "g1", extra = {}) => ({ id, name: `Battle ${id}`, system: "conquest", game: game(), view: { round: 1, regiments: [{ id: "r1", wounds: 0 }, { id: "r2", wounds: 0 }] }, ...extra });
export const entry = (n) => ({ summary: `action ${n}`, steps: [{ rule: "rule-1", text: `step ${n}` }] });
export const roster = (id, name = `Roster ${id}`) => ({ id, roster: { name, models: [] }, view: { name } });
