// What the device database holds: its name, version and object stores, and the formats
// and versions of the records in them. The layout is in docs/storage.md.
export const DB_NAME = "aftermath";
// 1: battles, rosters, lists, settings, unreadable; 2: adds muster; 3: adds
// actions, checkpoints and drawings. Each version's upgrade step runs once, in order, so
// a database of any older version opens.
export const DB_VERSION = 3;
export const STORES = {
  battles: { keyPath: "id", since: 1 },
  rosters: { keyPath: "id", since: 1 },
  lists: { since: 1 },
  settings: { since: 1 },
  unreadable: { keyPath: "n", autoIncrement: true, since: 1 },
  muster: { keyPath: "id", since: 2 },
  actions: { keyPath: ["battle", "n"], since: 3 },
  checkpoints: { keyPath: ["battle", "count"], since: 3 },
  drawings: { keyPath: ["battle", "list", "id"], since: 3 },
};
export const ALL = Object.keys(STORES);
// A battle kept as a head: its actions, checkpoints and drawing records.
export const PARTS = ["actions", "checkpoints", "drawings"];

export const BATTLE_FORMAT = "aftermath.battle";
export const BATTLE_VERSION = 2; // a whole game; 1 was the localStorage record
export const HEAD_VERSION = 3; // a head beside its actions and checkpoints
export const MUSTER_FORMAT = "aftermath.muster";
// 2: a list's lines name the profile records they follow (``ref``), a profile the pack
// it came from (``from_pack``); version 1 records are read as version 2 (muster_refs.js).
export const MUSTER_VERSION = 2;

// The upgrade of a database of ``oldVersion`` (0: none yet) to DB_VERSION.
export function upgrade(database, oldVersion) {
  for (const [name, { keyPath, autoIncrement, since }] of Object.entries(STORES)) {
    if (oldVersion < since) database.createObjectStore(name, keyPath ? { keyPath, autoIncrement: !!autoIncrement } : {});
  }
}

// The records of battle ``id`` in a store of parts, in key order: every key [id, ...]
// (a longer array sorts after its prefix, and an array after any number or text).
export const partsOf = (bound, id) => bound([id], [id, []]);
