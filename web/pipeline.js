// The screens' one way to the engine and the device: view -> session or pipeline ->
// engine / store. A screen is handed a Pipeline (or its battle's session) by the
// controller and never imports the engine or the storage module; every request a
// screen makes that is not about its open game is asked here, and every record it
// keeps beside the battles (Muster, the rosters it reads, a backup) goes through here.
import { DamagedBattle, StoreError, newId, rosterRev, store } from "./store/index.js";

export class Pipeline {
  constructor(engine) {
    this.engine = engine;
  }

  // The engine has started: a screen that asks only to draw more waits for it.
  get ready() {
    return this.engine.ready;
  }

  // A request about no open game: the engine's reply, or its error, never a hung promise.
  ask(type, payload = {}) {
    return this.engine.request(type, payload);
  }
}

// Muster's profiles and lists on the device.
export const muster = {
  list: (system, kind) => store.muster.list(system, kind),
  save: (record, rev = null) => store.muster.save(record, rev),
  // A list import: its list and new profiles in one transaction (store.muster.importList).
  importList: (kept) => store.muster.importList(kept),
  remove: (id) => store.muster.remove(id),
  // The army lists following a profile; a profile pack's plan written in one transaction.
  usedBy: (id) => store.muster.usedBy(id),
  applyPack: (plan) => store.muster.applyPack(plan),
  newId: () => newId("m"),
};

// A warband roster as the device holds it now, or null if it is not there.
export const rosterOnDevice = (id) => store.rosters.get(id) || null;

// The warband rosters on the device, as the rosters screen keeps them; ``refused``
// tells the device's refusal (said as it is) from the engine's (which names a field).
export const rosters = {
  list: () => store.rosters.list(),
  save: (entry, rev = null) => store.rosters.save(entry, rev),
  remove: (id) => store.rosters.remove(id),
  rev: (entry) => rosterRev(entry),
  newId: () => newId("w"),
  refused: (err) => err instanceof StoreError,
};

// The device's one distance setting ("in" or "mm"; anything else: not set).
export const distanceSetting = {
  get: () => store.distance.get(),
  set: (units) => store.distance.set(units),
};

// Whether the screen is kept on during a battle: "off" when the player turned it off on
// this device; anything else, on.
export const awakeSetting = {
  get: () => store.awake.get(),
  set: (value) => store.awake.set(value),
};

// The side of the table a battle's battlefield is seen from on this device: 0 (the
// first player's, the default, also for a battle never set) or 1 (the second's).
export const seenFromSetting = {
  get: (battle) => (store.sides.get()?.[battle] === 1 ? 1 : 0),
  set: (battle, side) => store.sides.set({ ...(store.sides.get() || {}), [battle]: side }),
};

// Everything a backup reads and writes, and the errors it tells apart.
export const backupDevice = {
  DamagedBattle, exportAll: () => store.backup.exportAll(), importAll: (chosen) => store.backup.importAll(chosen),
  newId, rosterRev, battles: store.battles, muster: store.muster, rosters: store.rosters,
};
