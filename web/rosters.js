// Warband rosters kept on the device (localStorage), one entry per roster. Every save
// either succeeds or throws a RosterStoreError that the screen shows to the player:
// a failed save is never ignored. The rosters themselves are checked by the engine
// (campaign.roster_check) before they get here; this file only keeps them.

import { StoreError, forget, newId, read, write } from "./storage.js";

const INDEX = "aftermath.rosters.index.v1";
const ENTRY = (id) => `aftermath.roster.v1.${id}`;

export { StoreError as RosterStoreError };

export const newRosterId = () => newId("w");

// An entry is { id, roster, view, updated }: ``roster`` is the engine's normalised roster
// form and ``view`` the engine's view of it (what the screens draw), both from
// campaign.roster_check.
export const rosters = {
  list() {
    return read(INDEX, [])
      .map((item) => read(ENTRY(item.id), null))
      .filter(Boolean)
      .sort((a, b) => a.roster.name.localeCompare(b.roster.name));
  },
  get(id) {
    return read(ENTRY(id), null);
  },
  save(entry) {
    const saved = { ...entry, updated: Date.now() };
    write(ENTRY(saved.id), saved, "the roster");
    const index = read(INDEX, []).filter((r) => r.id !== saved.id);
    index.push({ id: saved.id, name: saved.roster.name, updated: saved.updated });
    write(INDEX, index, "the roster list");
    return saved;
  },
  remove(id) {
    forget(ENTRY(id));
    write(INDEX, read(INDEX, []).filter((r) => r.id !== id), "the roster list");
  },
};
