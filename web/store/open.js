// Opening the device database: IndexedDB through idb, upgraded to this version's
// layout, or, when the browser gives none, the memory backend for this visit.
import { openDB } from "../vendor/idb/index.js";
import { DB_NAME, DB_VERSION, STORES, upgrade } from "./schema.js";
import { memoryDatabase } from "./memory.js";
import { StoreError } from "./errors.js";

const BLOCKED_WAIT_MS = 5000;

// { db, bound, kept: true } on IndexedDB. ``closed(code)`` is called when the browser or a
// newer version in another tab takes the database away. Throws what the browser threw,
// or a StoreError "blocked" when an older tab holds the upgrade for too long.
export async function openIndexedDB({ name = DB_NAME, closed, waitMs = BLOCKED_WAIT_MS }) {
  if (!globalThis.indexedDB) throw new StoreError("no_indexeddb");
  // An older tab that does not let go of the database (frozen, or from before it knew
  // to) would hold the upgrade, and the start, forever: after a few seconds blocked,
  // the app starts without the database and says why, rather than hang.
  let giveUp;
  let settled = false;
  const blockedTooLong = new Promise((resolve, reject) => { giveUp = reject; });
  const opening = openDB(name, DB_VERSION, {
    blocked() {
      setTimeout(() => { if (!settled) giveUp(new StoreError("blocked")); }, waitMs);
    },
    upgrade,
    // A newer version in another tab wants to upgrade: let it, and say why saves stop.
    blocking() { closed("closed_newer"); },
    terminated() { closed("closed_browser"); },
  });
  try {
    const db = await Promise.race([opening, blockedTooLong]);
    const { IDBKeyRange } = globalThis;
    return { db, bound: (lower, upper) => IDBKeyRange.bound(lower, upper), kept: true };
  } catch (err) {
    // Opened after all, too late: let it go, this visit runs without it.
    if (err instanceof StoreError) opening.then((late) => late.close(), () => {});
    throw err;
  } finally {
    settled = true;
  }
}

export function openMemory(db = memoryDatabase(Object.entries(STORES))) {
  return { db, bound: (lower, upper) => ({ lower, upper }), kept: false };
}
