// One writer per battle across this device's tabs: an action holds the battle's Web Lock
// from its check to its save.
import { StoreError } from "./store/index.js";
import { REQUEST_TIMEOUT_MS } from "./engine.js";

// How long an action waits for another tab to let go of the battle: longer than the
// slowest honest action there (an engine request, then a save), so only a frozen tab
// is given up on, and then the player is told rather than left waiting.
const LOCK_WAIT_MS = REQUEST_TIMEOUT_MS + 15_000;

export async function withLock(id, fn) {
  if (!navigator.locks) return fn();
  try {
    return await navigator.locks.request(`aftermath.battle.${id}`, { signal: AbortSignal.timeout(LOCK_WAIT_MS) }, fn);
  } catch (err) {
    if (err && err.name === "TimeoutError") {
      throw new StoreError("battle_held", { id, seconds: Math.round(LOCK_WAIT_MS / 1000) });
    }
    throw err;
  }
}

