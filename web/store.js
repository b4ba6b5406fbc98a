// Saved games on the device (localStorage). Every save either succeeds or throws a
// StoreError that the screen shows: a failed save is never ignored.

import { StoreError, forget, newId, read, write } from "./storage.js";

const INDEX = "aftermath.index.v1";
const RECORD = (id) => `aftermath.game.v1.${id}`;

export { StoreError };

export const newGameId = () => newId("g");

export const store = {
  list() {
    return read(INDEX, []).sort((a, b) => b.updated - a.updated);
  },
  get(id) {
    return read(RECORD(id), null);
  },
  save(record) {
    record.updated = Date.now();
    write(RECORD(record.id), record, "the battle");
    const index = read(INDEX, []).filter((r) => r.id !== record.id);
    index.push({ id: record.id, name: record.name, system: record.system, updated: record.updated });
    write(INDEX, index, "the battle list");
  },
  remove(id) {
    forget(RECORD(id));
    write(INDEX, read(INDEX, []).filter((r) => r.id !== id), "the battle list");
  },
};
