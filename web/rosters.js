// Warband rosters kept on the device (localStorage), one entry per roster. Every save
// either succeeds or throws a RosterStoreError that the screen shows to the player:
// a failed save is never ignored. The rosters themselves are checked by the engine
// (campaign.roster_check) before they get here; this file only keeps them.

const INDEX = "aftermath.rosters.index.v1";
const ENTRY = (id) => `aftermath.roster.v1.${id}`;

export class RosterStoreError extends Error {}

function read(key, fallback) {
  let text;
  try {
    text = localStorage.getItem(key);
  } catch {
    return fallback;
  }
  if (text == null) return fallback;
  try {
    return JSON.parse(text);
  } catch {
    return fallback; // a damaged entry reads as missing; the other rosters stay usable
  }
}

function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (err) {
    throw new RosterStoreError(`Could not save the roster on this device (${err.name || "storage refused"}): ` +
      "free some space and try again.");
  }
}

export function newRosterId() {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return "w" + [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

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
    write(ENTRY(saved.id), saved);
    const index = read(INDEX, []).filter((r) => r.id !== saved.id);
    index.push({ id: saved.id, name: saved.roster.name, updated: saved.updated });
    write(INDEX, index);
    return saved;
  },
  remove(id) {
    try {
      localStorage.removeItem(ENTRY(id));
    } catch {
      // removing cannot run out of space; a refusal leaves an orphan the index ignores
    }
    write(INDEX, read(INDEX, []).filter((r) => r.id !== id));
  },
};
