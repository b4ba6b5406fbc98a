// Saved games on the device (localStorage). Every save either succeeds or throws a
// StoreError that the screen shows: a failed save is never ignored.

const INDEX = "aftermath.index.v1";
const RECORD = (id) => `aftermath.game.v1.${id}`;

export class StoreError extends Error {}

function read(key, fallback) {
  const text = localStorage.getItem(key);
  if (text == null) return fallback;
  try {
    return JSON.parse(text);
  } catch {
    return fallback; // a damaged entry reads as missing; the rest of the store stays usable
  }
}

function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (err) {
    throw new StoreError(`Could not save on this device (${err.name || "storage refused"}): ` +
      "free some space or export the battle.");
  }
}

export function newId() {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return "g" + [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export const store = {
  list() {
    return read(INDEX, []).sort((a, b) => b.updated - a.updated);
  },
  get(id) {
    return read(RECORD(id), null);
  },
  save(record) {
    record.updated = Date.now();
    write(RECORD(record.id), record);
    const index = read(INDEX, []).filter((r) => r.id !== record.id);
    index.push({ id: record.id, name: record.name, system: record.system, updated: record.updated });
    write(INDEX, index);
  },
  remove(id) {
    localStorage.removeItem(RECORD(id));
    write(INDEX, read(INDEX, []).filter((r) => r.id !== id));
  },
};
