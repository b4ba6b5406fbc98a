// The device database (IndexedDB, through idb): one object store per kind, every change
// that touches several records in one transaction, every record validated when read.
//
// Stores: battles and rosters (one record each, keyed by id), lists (the battle list and
// the roster list, each one record), settings (which battle is open, the migration mark)
// and unreadable (records set aside because they could not be read, raw text kept).
//
// A battle is kept one of two ways. Record version 2 holds the whole game (start state
// and every event) and is rewritten on every action: battles from before version 3 of
// the database, imported ones, new ones until their first action, and every battle when
// there is no database. Record version 3 is a small head (name, view, how many
// actions are done and undone, which checkpoint is kept) beside one record per action in
// "actions" (keyed [battle, n]: the event and its step log line; those from the done
// count on are the undone ones, the next Redo first) and the checkpoints in
// "checkpoints" (keyed [battle, count]: the start, count 0, and one checkpoint of the
// engine's, asked for when the page is idle, never carried by a tap: saveCheckpoint),
// so an action writes the head and one action record, not the whole game, and opening
// replays only the actions since the checkpoint. The engine's drawing of
// the battle (its view) is kept the same way: the head holds its plain fields and the
// order of each list of Regiments or Units, "drawings" (keyed [battle, list, id]) one
// record per item, so an action rewrites only the items it changed. The copy in memory
// holds heads with their views whole; only the records on the device are in parts. A
// version 2 battle becomes version 3 with its first action saved here.
// The screens read a copy held in memory (filled at start and after every change, here
// or in another tab) so that drawing stays synchronous; every write goes to the
// database first and the copy follows only when the transaction has committed.
//
// One writer per battle: each battle carries a revision, and a save names the revision
// it started from. A save from a stale revision, or of a battle deleted meanwhile, is
// refused (ChangedElsewhere) and changes nothing: a deleted battle stays deleted.
import { openDB } from "./vendor/idb/index.js";

export class StoreError extends Error {}

// The battle changed (or was deleted) in another tab since this tab read it.
export class ChangedElsewhere extends StoreError {
  constructor(id, deleted) {
    super(deleted
      ? "This battle was deleted in another tab."
      : "This battle changed in another tab: it now shows the latest. Nothing was done; try again if you still want to.");
    this.id = id;
    this.deleted = deleted;
  }
}

const DB_NAME = "aftermath";
// 1: battles, rosters, lists, settings, unreadable; 2: adds muster; 3: adds
// actions and checkpoints. Each version's upgrade step runs once, in order, so
// a database of any older version opens.
const DB_VERSION = 3;
const BATTLE_FORMAT = "aftermath.battle";
const BATTLE_VERSION = 2; // 1: the localStorage record of the first version
const HEAD_VERSION = 3; // a head beside its actions and checkpoints
const GAME_FORMAT = { format: "aftermath.game", version: 1 }; // the engine's saved game
const MAX_ACTIONS = 5000; // the engine's MAX_EVENTS
export const SYSTEMS = ["conquest", "ninth_age", "campaign"];
// What the first version kept in localStorage, read once by migrate().
const LEGACY = {
  index: "aftermath.index.v1",
  game: "aftermath.game.v1.",
  rosterIndex: "aftermath.rosters.index.v1",
  roster: "aftermath.roster.v1.",
  current: "aftermath.current.v1",
};
const ALL = ["battles", "rosters", "lists", "settings", "unreadable", "muster", "actions", "checkpoints", "drawings"];
const PARTS = ["actions", "checkpoints", "drawings"];
// A Muster record: a Regiment/Unit profile or an army list, as the engine checked it
// (muster.validate), with the page's own id, revision and time.
const MUSTER_FORMAT = "aftermath.muster";
const MUSTER_VERSION = 1;
export const MUSTER_KINDS = ["profile", "list"];
export const MUSTER_SYSTEMS = ["conquest", "ninth_age"];

let db = null;
let unavailable = null; // why the database could not be opened (or was closed), if so
// No database could be opened at start (a private mode, a browser setting): battles are
// kept in memory for this visit only, and the screen says so (keptOnDevice()). A
// database that closes later (a newer version in another tab) does not fall back to
// memory: its saves are refused with the reason, so nothing is silently unkept.
let memoryOnly = false;
let memoryN = 0; // numbers for records set aside in memory
// persisted: true, false, null (the browser would not say) or "asking" (no answer yet).
const cache = { battles: new Map(), rosters: new Map(), muster: new Map(), unreadable: [], current: null, distance: null, persisted: null };
// "change" events: { kind: "battle"|"roster"|"unreadable", id?, deleted? }, from this tab
// or another one.
export const device = new EventTarget();
const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel("aftermath.device") : null;

export function newId(prefix) {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return prefix + [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// -- validation of what is read -----------------------------------------------------
const isObject = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
const isId = (x) => typeof x === "string" && /^[A-Za-z0-9_.-]{1,64}$/.test(x);

// Why a battle record cannot be used, or null. The game inside is the engine's to judge
// (game.open); this checks what the page itself relies on to list it. Its ``view`` is
// not checked: it is only the engine's drawing of the game, rebuilt by game.open when
// it is missing or cannot be drawn, so a bad one never sets a good battle aside.
export function battleProblem(record, key) {
  if (!isObject(record)) return `a battle must be an object, not ${describe(record)}`;
  if (!isId(record.id)) return `its id ${describe(record.id)} is not a battle id`;
  if (key !== undefined && record.id !== key) return `its id ${describe(record.id)} is not its key ${describe(key)}`;
  if (typeof record.name !== "string") return `its name ${describe(record.name)} is not text`;
  if (!SYSTEMS.includes(record.system)) return `its game system ${describe(record.system)} is unknown`;
  if (record.version === HEAD_VERSION) {
    if (record.game !== undefined) return "it is a head (version 3) but holds a whole game";
    const count = (name, high) => (Number.isInteger(record[name]) && record[name] >= 0 && record[name] <= high
      ? null : `its ${name} count ${describe(record[name])} is not a whole number from 0 to ${high}`);
    const bad = count("actions", MAX_ACTIONS) || count("undone", MAX_ACTIONS) || count("checkpoint", record.actions);
    if (bad) return bad;
  } else if (record.version !== undefined && record.version !== BATTLE_VERSION) {
    return `its version ${describe(record.version)} is not one this version reads (2 or 3)`;
  } else {
    if (!isObject(record.game)) return `its game ${describe(record.game)} is not an object`;
    if (record.game.system !== record.system) return `its game is ${describe(record.game.system)}, not ${describe(record.system)}`;
  }
  if (!Number.isInteger(record.rev) || record.rev < 1) return `its revision ${describe(record.rev)} is not a whole number`;
  if (record.rosters !== undefined && !(Array.isArray(record.rosters) && record.rosters.every(isId))) {
    return `its roster ids ${describe(record.rosters)} are not a list of ids`;
  }
  return null;
}

export function rosterProblem(entry, key) {
  if (!isObject(entry)) return `a roster must be an object, not ${describe(entry)}`;
  if (!isId(entry.id)) return `its id ${describe(entry.id)} is not a roster id`;
  if (key !== undefined && entry.id !== key) return `its id ${describe(entry.id)} is not its key ${describe(key)}`;
  if (!isObject(entry.roster) || typeof entry.roster.name !== "string" || !Array.isArray(entry.roster.models)) {
    return "its roster has no name or no list of models";
  }
  if (entry.view !== undefined && !isObject(entry.view)) return `its view ${describe(entry.view)} is not an object`;
  if (entry.rev !== undefined && !(Number.isInteger(entry.rev) && entry.rev >= 1)) return `its revision ${describe(entry.rev)} is not a whole number`;
  return null;
}

// Why a Muster record cannot be used, or null. Its data is the engine's to judge
// (muster.validate on save and on import); this checks what the screens rely on.
export function musterProblem(record, key) {
  if (!isObject(record)) return `a Muster record must be an object, not ${describe(record)}`;
  if (!isId(record.id)) return `its id ${describe(record.id)} is not a Muster id`;
  if (key !== undefined && record.id !== key) return `its id ${describe(record.id)} is not its key ${describe(key)}`;
  if (record.format !== MUSTER_FORMAT) return `its format ${describe(record.format)} is not ${MUSTER_FORMAT}`;
  if (!Number.isInteger(record.version) || record.version < 1 || record.version > MUSTER_VERSION) {
    return `its version ${describe(record.version)} is not one this version reads (1 to ${MUSTER_VERSION})`;
  }
  if (!MUSTER_KINDS.includes(record.kind)) return `its kind ${describe(record.kind)} is not a profile or a list`;
  if (!MUSTER_SYSTEMS.includes(record.system)) return `its game system ${describe(record.system)} is unknown`;
  if (!isObject(record.data) || typeof record.data.name !== "string") return "its data has no name";
  if (record.kind === "list" && !Array.isArray(record.data.entries)) return "its army list has no entries";
  if (!Number.isInteger(record.rev) || record.rev < 1) return `its revision ${describe(record.rev)} is not a whole number`;
  return null;
}

// A list (of battles or rosters) is an array of { id, ... }; anything else is damaged.
function listProblem(list) {
  if (!Array.isArray(list)) return `the list is ${describe(list)}, not an array`;
  const bad = list.find((item) => !isObject(item) || !isId(item.id));
  return bad === undefined ? null : `it holds ${describe(bad)}, not an entry with an id`;
}

function describe(value) {
  let text;
  try {
    text = JSON.stringify(value);
  } catch {
    text = String(value);
  }
  if (text === undefined) text = String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function rawText(value) {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

const battleListEntry = (r) => ({ id: r.id, name: r.name, system: r.system, updated: r.updated });
const rosterListEntry = (e) => ({ id: e.id, name: e.roster.name, updated: e.updated });
// A roster's revision: rosters saved before they had one count as 0.
export const rosterRev = (e) => (e && Number.isInteger(e.rev) ? e.rev : 0);

// Writes rosters (in ``tx``), each one revision on from what is stored.
async function putRosters(tx, entries) {
  const store = tx.objectStore("rosters");
  const out = [];
  for (const e of entries) {
    const next = { ...e, rev: rosterRev(await store.get(e.id)) + 1 };
    await store.put(next);
    await putList(tx, "rosters", e.id, rosterListEntry(next));
    out.push(next);
  }
  return out;
}

// -- start --------------------------------------------------------------------------
const BLOCKED_WAIT_MS = 5000;
// Opens the database, migrates the first version's localStorage once, reads and checks
// everything, asks for persistent storage. Returns what the player should be told (a
// list of sentences); never throws: without a database the app still starts and says so.
export async function openDevice() {
  const notes = [];
  // An older tab that does not let go of the database (frozen, or from before it knew
  // to) would hold the upgrade, and the start, forever: after a few seconds blocked,
  // the app starts without the database and says why, rather than hang.
  let giveUp;
  let settled = false;
  const blockedTooLong = new Promise((resolve, reject) => { giveUp = reject; });
  try {
    const opening = openDB(DB_NAME, DB_VERSION, {
      blocked() {
        setTimeout(() => {
          if (!settled) {
            giveUp(Object.assign(new Error(
              "another Aftermath tab, of an older version, keeps the device database open: close it, then reload this page"),
            { name: "Blocked" }));
          }
        }, BLOCKED_WAIT_MS);
      },
      upgrade(database, oldVersion) {
        if (oldVersion < 1) {
          database.createObjectStore("battles", { keyPath: "id" });
          database.createObjectStore("rosters", { keyPath: "id" });
          database.createObjectStore("lists");
          database.createObjectStore("settings");
          database.createObjectStore("unreadable", { keyPath: "n", autoIncrement: true });
        }
        if (oldVersion < 2) database.createObjectStore("muster", { keyPath: "id" });
        if (oldVersion < 3) {
          database.createObjectStore("actions", { keyPath: ["battle", "n"] });
          database.createObjectStore("checkpoints", { keyPath: ["battle", "count"] });
          database.createObjectStore("drawings", { keyPath: ["battle", "list", "id"] });
        }
      },
      blocking() {
        // A newer version in another tab wants to upgrade: let it, and say why saves stop.
        closed("a newer version of Aftermath opened in another tab; reload this page");
      },
      terminated() {
        closed("the browser closed the device database; reload this page");
      },
    });
    try {
      db = await Promise.race([opening, blockedTooLong]);
    } catch (err) {
      // Opened after all, too late: let it go, this visit runs without it.
      if (err.name === "Blocked") opening.then((late) => late.close(), () => {});
      throw err;
    } finally {
      settled = true;
    }
  } catch (err) {
    unavailable = `${err.name || "error"}: ${storageWords(err).replace(/\.$/, "")}`;
    memoryOnly = true;
    return [`Saving on this device is not available (${unavailable}): battles can be played during this visit, but nothing is kept — everything is gone when this page is closed or reloaded.`];
  }
  try {
    notes.push(...await migrate());
  } catch (err) {
    notes.push(`The battles saved by the previous version could not be moved (${err.name || "error"}: ${storageWords(err).replace(/\.$/, "")}); they are still there and the move is tried again next start.`);
  }
  try {
    notes.push(...await load());
  } catch (err) {
    notes.push(`The saved battles could not be read (${err.message}): nothing was changed; try reloading the page.`);
  }
  if (channel) channel.onmessage = (event) => refresh(event.data);
  askPersistence();
  return notes;
}

// Not awaited: a browser may ask the player first (Firefox does), and the app must not
// wait for that answer to show the battles. The space panel says "asking" until the
// browser answers, then a "space" change event redraws it.
function askPersistence() {
  if (!(navigator.storage && navigator.storage.persist)) return;
  cache.persisted = "asking";
  const answered = (value) => {
    cache.persisted = value;
    device.dispatchEvent(new CustomEvent("change", { detail: { kind: "space" } }));
  };
  Promise.resolve()
    .then(() => navigator.storage.persisted())
    .then((already) => already || navigator.storage.persist())
    .then((granted) => answered(granted === true), () => answered(null)); // null: the browser would not say
}

// The first version's localStorage, moved once into the database in one transaction
// (with the mark that it was done). localStorage is left as it was: nothing is lost if
// this version is rolled back.
async function migrate() {
  const mark = await db.get("settings", "migrated");
  if (mark) return lateLegacy(mark);
  let keys;
  try {
    keys = Object.keys(localStorage);
  } catch {
    keys = [];
  }
  const notes = [];
  const aside = [];
  const battles = [];
  const rosters = [];
  const parse = (key) => {
    const raw = localStorage.getItem(key);
    try {
      return { raw, value: JSON.parse(raw) };
    } catch (err) {
      return { raw, error: `it is not valid JSON (${err.message})` };
    }
  };
  const readList = (key, what) => {
    if (!keys.includes(key)) return null;
    const { raw, value, error } = parse(key);
    const problem = error || listProblem(value);
    if (!problem) return value;
    aside.push({ kind: what, key, raw, reason: problem });
    return null;
  };
  const index = readList(LEGACY.index, "battle list");
  const rosterIndex = readList(LEGACY.rosterIndex, "roster list");
  for (const key of keys.filter((k) => k.startsWith(LEGACY.game)).sort()) {
    const id = key.slice(LEGACY.game.length);
    const { raw, value, error } = parse(key);
    const record = isObject(value) ? { ...value, format: BATTLE_FORMAT, version: BATTLE_VERSION, rev: 1 } : value;
    const problem = error || battleProblem(record, id);
    if (problem) aside.push({ kind: "battle", key, raw, reason: problem });
    else battles.push(record);
  }
  for (const key of keys.filter((k) => k.startsWith(LEGACY.roster)).sort()) {
    const id = key.slice(LEGACY.roster.length);
    const { raw, value, error } = parse(key);
    const problem = error || rosterProblem(value, id);
    if (problem) aside.push({ kind: "roster", key, raw, reason: problem });
    else rosters.push({ ...value, updated: Number.isFinite(value.updated) ? value.updated : Date.now() });
  }
  for (const r of battles) if (!Number.isFinite(r.updated)) r.updated = Number.isFinite(r.created) ? r.created : Date.now();
  let current = null;
  try {
    current = JSON.parse(localStorage.getItem(LEGACY.current));
  } catch {
    current = null; // which battle was open is a convenience, not data
  }
  const listed = (list, found) => found.filter((r) => list && list.some((i) => i.id === r.id)).length;
  const orphans = battles.length - listed(index, battles) + rosters.length - listed(rosterIndex, rosters);
  const tx = db.transaction(ALL, "readwrite");
  await run(tx, "the battles moved from the previous version", async () => {
    if (await tx.objectStore("settings").get("migrated")) return; // another tab did it
    for (const r of battles) await tx.objectStore("battles").put(r);
    for (const e of rosters) await tx.objectStore("rosters").put(e);
    await tx.objectStore("lists").put(battles.map(battleListEntry), "battles");
    await tx.objectStore("lists").put(rosters.map(rosterListEntry), "rosters");
    for (const a of aside) await tx.objectStore("unreadable").add({ ...a, found: Date.now(), from: "localStorage" });
    if (isId(current) && battles.some((r) => r.id === current)) await tx.objectStore("settings").put(current, "current");
    await tx.objectStore("settings").put({
      from: "localStorage", at: Date.now(), battles: battles.length, rosters: rosters.length, setAside: aside.length,
    }, "migrated");
  });
  if (battles.length || rosters.length) {
    notes.push(`Moved ${plural(battles.length, "battle")} and ${plural(rosters.length, "roster")} from the previous version's storage into the device database.`);
  }
  if (orphans) notes.push(`${plural(orphans, "saved record")} missing from the lists ${orphans === 1 ? "was" : "were"} found and put back in the list.`);
  if (aside.length) notes.push(setAsideNote(aside));
  return notes;
}

// A tab still running the localStorage version after the move keeps saving there: every
// legacy battle saved after the mark is brought in, so no action of it is lost. It
// replaces the device's copy only if that copy has not changed since the move (or does
// not exist); otherwise it comes in beside it as a copy, named so. The mark keeps the
// latest save brought in (``seen``), so each late save is brought in once. Rosters saved
// late are not brought in.
async function lateLegacy(mark) {
  const moved = Number.isFinite(mark.at) ? mark.at : 0;
  const since = Number.isFinite(mark.seen) ? mark.seen : moved;
  let keys;
  try {
    keys = Object.keys(localStorage).filter((k) => k.startsWith(LEGACY.game));
  } catch {
    return []; // no localStorage to read: nothing can have been saved there
  }
  const late = [];
  for (const key of keys) {
    let value;
    try {
      value = JSON.parse(localStorage.getItem(key));
    } catch {
      continue; // damaged: the move set it aside already, or it is older than the mark
    }
    if (!isObject(value) || !(Number.isFinite(value.updated) && value.updated > since)) continue;
    const record = { ...value, format: BATTLE_FORMAT, version: BATTLE_VERSION, rev: 1 };
    if (!battleProblem(record, key.slice(LEGACY.game.length))) late.push(record);
  }
  if (!late.length) return [];
  let replaced = 0;
  const copies = [];
  const tx = db.transaction(["battles", "lists", "settings"], "readwrite");
  await run(tx, "the battles saved late by the previous version", async () => {
    const now = await tx.objectStore("settings").get("migrated");
    if (!now || now.seen !== mark.seen) return; // another tab brought them in meanwhile
    for (const record of late) {
      const stored = await tx.objectStore("battles").get(record.id);
      let next;
      // Unchanged here since the move, or last written by this very import.
      if (!stored || !(stored.updated > moved) || stored.updated === stored.legacyUpdated) {
        next = { ...record, rev: stored ? stored.rev + 1 : 1, legacyUpdated: record.updated };
        replaced += 1;
      } else {
        next = { ...record, id: newId("g"), name: `${record.name} (saved by the previous version)` };
        copies.push(next.name);
      }
      await tx.objectStore("battles").put(next);
      await putList(tx, "battles", next.id, battleListEntry(next));
    }
    const latest = Math.max(since, ...late.map((r) => r.updated));
    await tx.objectStore("settings").put({ ...now, seen: latest }, "migrated");
  });
  const notes = [];
  if (replaced) notes.push(`${plural(replaced, "battle")} saved by the previous version after the move ${replaced === 1 ? "was" : "were"} brought in.`);
  if (copies.length) notes.push(`Changed here and in the previous version, kept both: ${copies.map((n) => `“${n}”`).join(", ")}.`);
  return notes;
}

function setAsideNote(aside) {
  return `${plural(aside.length, "saved record")} could not be read and ${aside.length === 1 ? "was" : "were"} set aside (${aside.map((a) => `${a.kind}: ${a.reason}`).join("; ")}). See "Could not be read" below.`;
}

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

// Reads every store, checks every record and both lists, and repairs in one transaction:
// a damaged record is moved to "unreadable", a record the list lacks (an orphan) is put
// back in it, a list entry without a record is dropped. Fills the in-memory copy.
async function load() {
  const notes = [];
  const aside = [];
  let orphans = 0;
  let dangling = 0;
  const tx = db.transaction(ALL, "readwrite");
  await run(tx, "the repaired lists", async () => {
    const battles = tx.objectStore("battles");
    const rosters = tx.objectStore("rosters");
    const lists = tx.objectStore("lists");
    const goodBattles = new Map();
    const goodRosters = new Map();
    const goodMuster = new Map();
    const damagedBattles = new Map(); // kept whole with their parts, below
    for (const [store, good, problem, kind] of [
      [battles, goodBattles, battleProblem, "battle"], [rosters, goodRosters, rosterProblem, "roster"],
      [tx.objectStore("muster"), goodMuster, musterProblem, "Muster record"]]) {
      let cursor = await store.openCursor();
      while (cursor) {
        let why = problem(cursor.value, cursor.key);
        if (!why && kind === "battle" && cursor.value.version === HEAD_VERSION) why = await partsProblem(tx, cursor.value);
        if (why) {
          if (kind === "battle") damagedBattles.set(String(cursor.key), cursor.value);
          aside.push({ kind, key: String(cursor.key), raw: rawText(cursor.value), reason: why });
          await cursor.delete();
        } else {
          good.set(cursor.key, cursor.value);
        }
        cursor = await cursor.continue();
      }
    }
    for (const [name, good, entry, what] of [
      ["battles", goodBattles, battleListEntry, "battle list"], ["rosters", goodRosters, rosterListEntry, "roster list"]]) {
      const list = await lists.get(name);
      let ids = [];
      if (list !== undefined) {
        const why = listProblem(list);
        if (why) aside.push({ kind: what, key: name, raw: rawText(list), reason: why });
        else ids = list.map((i) => i.id);
      }
      orphans += [...good.keys()].filter((id) => !ids.includes(id)).length;
      dangling += ids.filter((id) => !good.has(id)).length;
      // Written back only when it differs (in any order): a start writes nothing.
      const fresh = [...good.values()].map(entry);
      const byId = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
      const same = Array.isArray(list) && JSON.stringify([...list].sort(byId)) === JSON.stringify([...fresh].sort(byId));
      if (!same && (list !== undefined || fresh.length)) await lists.put(fresh, name);
    }
    // A damaged head takes its actions and checkpoints with it, into the raw text kept.
    for (const a of aside) {
      if (a.kind === "battle" && isId(a.key)) {
        const parts = await takeParts(tx, a.key);
        if (parts.actions.length || parts.checkpoints.length) a.raw = rawText({ battle: damagedBattles.get(a.key), ...parts });
      }
    }
    for (const a of aside) await tx.objectStore("unreadable").add({ ...a, found: Date.now(), from: "device database" });
    await withViews(tx, goodBattles);
    cache.battles = goodBattles;
    cache.rosters = goodRosters;
    cache.muster = goodMuster;
    cache.unreadable = await tx.objectStore("unreadable").getAll();
    const current = await tx.objectStore("settings").get("current");
    cache.current = goodBattles.has(current) ? current : null;
    const units = await tx.objectStore("settings").get("distance-units");
    cache.distance = units === "mm" || units === "in" ? units : null;
  });
  if (orphans) notes.push(`${plural(orphans, "saved record")} missing from the lists ${orphans === 1 ? "was" : "were"} found and put back in the list.`);
  if (dangling) notes.push(`${dangling} list ${dangling === 1 ? "entry" : "entries"} had no saved record and ${dangling === 1 ? "was" : "were"} dropped.`);
  if (aside.length) notes.push(setAsideNote(aside));
  return notes;
}

// Another tab changed something: read just what it names, read-only, then tell the
// screens. Repairs and setting aside happen only at start (load): a record that reads
// as damaged here is left where it is, out of this tab's list, for the next start.
async function refresh(detail) {
  if (!db || !isObject(detail)) return;
  try {
    if (detail.kind === "battle" && isId(detail.id)) {
      const r = await readHead(db.transaction(["battles", "drawings"]), detail.id);
      if (r) cache.battles.set(detail.id, r);
      else cache.battles.delete(detail.id);
    } else if (detail.kind === "roster" && isId(detail.id)) {
      const e = await db.get("rosters", detail.id);
      if (e && !rosterProblem(e, detail.id)) cache.rosters.set(detail.id, e);
      else cache.rosters.delete(detail.id);
    } else if (detail.kind === "muster" && isId(detail.id)) {
      const m = await db.get("muster", detail.id);
      if (m && !musterProblem(m, detail.id)) cache.muster.set(detail.id, m);
      else cache.muster.delete(detail.id);
    } else if (detail.kind === "muster" || detail.kind === "everything") {
      await reread();
    } else if (detail.kind === "roster") {
      // Both rosters of a campaign Confirm, saved with the battle.
      const all = await db.getAll("rosters");
      cache.rosters = new Map(all.filter((e) => !rosterProblem(e)).map((e) => [e.id, e]));
    }
    if (detail.kind === "unreadable" || detail.aside) cache.unreadable = await db.getAll("unreadable");
  } catch {
    return; // this tab keeps what it had; its next save checks the revision anyway
  }
  device.dispatchEvent(new CustomEvent("change", { detail: { ...detail, elsewhere: true } }));
}

// A head's counts against its parts, at start: what an open would find (assemble()),
// counted rather than read, so a head that does not add up is set aside with the rest of
// the damage, not only when the player opens it.
async function partsProblem(tx, head) {
  const damaged = (why) => `its saved actions are damaged: ${why}`;
  const count = head.actions + head.undone;
  const kept = await tx.objectStore("actions").count(partsOf(head.id));
  if (kept !== count) return damaged(`${count} actions are counted but ${kept} are kept`);
  const checkpoints = tx.objectStore("checkpoints");
  if (await checkpoints.getKey([head.id, 0]) === undefined) return damaged("its start is missing");
  if (head.checkpoint && await checkpoints.getKey([head.id, head.checkpoint]) === undefined) {
    return damaged(`its checkpoint after ${head.checkpoint} actions is missing`);
  }
  return null;
}

// A storage error in words. A full device gives QuotaExceededError and often no message
// at all (it showed as "(QuotaExceededError): ."): then the name says what happened.
const STORAGE_WORDS = {
  QuotaExceededError: "This device is out of space.",
  UnknownError: "The browser could not write to its storage.",
  InvalidStateError: "The device database was closed (another tab may have updated the app).",
  VersionError: "The device database was made by a newer version of Aftermath.",
  AbortError: "The browser stopped the save.",
  DataCloneError: "The data could not be stored as it is.",
  NotReadableError: "The browser could not read its storage.",
};

export function storageWords(err) {
  const said = String((err && err.message) || "").trim();
  if (said) return said.replace(/\.?$/, ".");
  return STORAGE_WORDS[err && err.name] || "The browser gave no reason.";
}

// Runs ``body`` inside ``tx`` and waits for the commit. Any error aborts the whole
// transaction (nothing of it is written) and comes out as a StoreError for the player.
async function run(tx, what, body) {
  let result;
  try {
    result = await body();
    await tx.done;
  } catch (err) {
    try {
      tx.abort();
    } catch {
      // already finished (aborted by the browser itself): nothing was written
    }
    tx.done.catch(() => {}); // its rejection is the error being thrown here
    if (err instanceof StoreError) throw err;
    const full = err && err.name === "QuotaExceededError";
    throw new StoreError(`Could not save ${what} on this device (${(err && err.name) || "error"}): ${storageWords(err)} ` +
      (full ? "Nothing was changed; free some space and try again." : "Nothing was changed; try again."));
  }
  return result;
}

function closed(why) {
  if (db) db.close();
  db = null;
  unavailable = why;
}

function need() {
  if (!db) throw new StoreError(`Saving on this device is not available (${unavailable || "not open yet"}). Nothing was changed.`);
}

// False when battles live only in memory for this visit (no database at start).
export const keptOnDevice = () => !memoryOnly;

// The in-memory stand-in for a saving transaction: the same checks, no database.
function inMemory(id, rev) {
  const stored = cache.battles.get(id);
  if (rev == null ? stored : !stored) throw new ChangedElsewhere(id, !stored);
  if (rev != null && stored.rev !== rev) throw new ChangedElsewhere(id, false);
}

function announce(detail) {
  device.dispatchEvent(new CustomEvent("change", { detail }));
  // Other tabs have their own memory when there is no database: nothing to tell them.
  if (channel && !memoryOnly) channel.postMessage(detail);
}

// The records of battle ``id`` in a store of parts, in key order: every key [id, ...]
// (a longer array sorts after its prefix, and an array after any number or text).
const partsOf = (id) => IDBKeyRange.bound([id], [id, []]);

// Every head in ``heads`` (a Map by id) with its view whole, read in ``tx``.
async function withViews(tx, heads) {
  if (![...heads.values()].some((h) => h.version === HEAD_VERSION)) return;
  const byBattle = new Map();
  for (const d of await tx.objectStore("drawings").getAll()) {
    if (!isObject(d)) continue;
    if (!byBattle.has(d.battle)) byBattle.set(d.battle, []);
    byBattle.get(d.battle).push(d);
  }
  for (const [id, head] of heads) heads.set(id, wholeHead(head, byBattle.get(id) || []));
}

// One battle as the copy in memory holds it (a head with its view whole), or null if it
// is gone or damaged.
async function readHead(tx, id) {
  const [r, drawings] = await Promise.all([tx.objectStore("battles").get(id), tx.objectStore("drawings").getAll(partsOf(id))]);
  return r && !battleProblem(r, id) ? wholeHead(r, drawings) : null;
}

// The view's lists of items with ids (the same test as the engine's reply.py): kept one
// record per item.
function itemLists(view) {
  const out = {};
  for (const [key, value] of Object.entries(isObject(view) ? view : {})) {
    if (!Array.isArray(value) || !value.length) continue;
    const ids = value.map((item) => (isObject(item) && typeof item.id === "string" ? item.id : null));
    if (ids.every((id) => id !== null) && new Set(ids).size === ids.length) out[key] = ids;
  }
  return out;
}

// A head as the device keeps it: the view's plain fields, and each list as its ids.
function storedHead(record) {
  if (!isObject(record.view)) return record;
  const lists = itemLists(record.view);
  const view = { ...record.view };
  for (const key of Object.keys(lists)) delete view[key];
  return { ...record, view, viewLists: lists };
}

// A head read from the device, its view whole again from its drawing records (a part
// missing leaves the view out: the engine draws it again when the battle opens).
function wholeHead(head, drawings) {
  if (head.version !== HEAD_VERSION || !isObject(head.viewLists)) return head;
  const { viewLists, ...record } = head;
  const items = new Map(drawings.filter(isObject).map((d) => [`${d.list}\u0000${d.id}`, d.item]));
  const view = { ...record.view };
  for (const [key, ids] of Object.entries(viewLists)) {
    const list = Array.isArray(ids) ? ids.map((id) => items.get(`${key}\u0000${id}`)) : [];
    if (!Array.isArray(ids) || list.some((item) => !isObject(item))) return { ...record, view: null };
    view[key] = list;
  }
  return { ...record, view };
}

// Writes a head's drawing records: all of them (``changes`` null), or those an action's
// changes name (the engine's reply.changes), dropping items no longer listed. Every
// request is made at once (they run in the order made): the promise settles when all
// have, and a caller may go on making its own requests meanwhile.
function putDrawings(tx, id, view, changes, before) {
  const store = tx.objectStore("drawings");
  const lists = itemLists(view);
  const old = isObject(before) ? before : {};
  const every = !changes || changes.whole;
  return allOf((write) => {
    if (every) write(store.delete(partsOf(id)));
    for (const [key, ids] of Object.entries(lists)) {
      const diff = every || !Array.isArray(old[key]) || key in changes.set ? null : changes.items[key];
      const changed = every || !Array.isArray(old[key]) || key in changes.set ? ids : (diff ? diff.changed.map((i) => i.id) : []);
      const items = new Map(view[key].map((item) => [item.id, item]));
      for (const itemId of changed) write(store.put({ battle: id, list: key, id: itemId, item: items.get(itemId) }));
      if (!every && Array.isArray(old[key])) {
        for (const gone of old[key].filter((i) => !ids.includes(i))) write(store.delete([id, key, gone]));
      }
    }
    if (!every) {
      for (const [key, ids] of Object.entries(old)) {
        if (!(key in lists) && Array.isArray(ids)) for (const gone of ids) write(store.delete([id, key, gone]));
      }
    }
  });
}

// Removes a battle's actions and checkpoints, returning them (for the raw text kept of a
// battle set aside).
async function takeParts(tx, id) {
  const out = {};
  for (const name of PARTS) {
    const store = tx.objectStore(name);
    out[name] = await store.getAll(partsOf(id));
    if (out[name].length) await store.delete(partsOf(id));
  }
  return out;
}

async function putList(tx, name, id, entry) {
  const lists = tx.objectStore("lists");
  await lists.put(listWith(await lists.get(name), id, entry), name);
}

// Requests made one after another in a transaction without waiting for each (they run
// in the order made): the promise of them all. ``make(write)`` hands each to ``write``.
// One that could not be made (a value that cannot be stored) rejects it, and those made
// before it are still listened to (their refusal, the abort that follows, is expected).
function allOf(make) {
  const made = [];
  try {
    make((request) => made.push(request));
  } catch (err) {
    Promise.allSettled(made);
    return Promise.reject(err);
  }
  return Promise.all(made);
}

// A list record (of battles or rosters) with ``id``'s entry replaced, or removed (null).
function listWith(list, id, entry) {
  const next = (list || []).filter((i) => i.id !== id);
  if (entry) next.push(entry);
  return next;
}

// -- battles ------------------------------------------------------------------------
export const battles = {
  list() {
    return [...cache.battles.values()].map(battleListEntry).sort((a, b) => b.updated - a.updated);
  },
  get(id) {
    const r = cache.battles.get(id);
    return r ? structuredClone(r) : null;
  },
  // The battle opened from a share link (its ``fromLink``, the engine's link_id), the
  // latest if several; a record from before links were remembered has none.
  fromLink(linkId) {
    const found = [...cache.battles.values()].filter((r) => typeof r.fromLink === "string" && r.fromLink === linkId);
    return found.length ? battleListEntry(found.sort((a, b) => b.updated - a.updated)[0]) : null;
  },
  // The stored revision now (null if the battle is gone or damaged): what an action
  // checks first, without reading the battle's drawing.
  async revision(id) {
    if (memoryOnly) return cache.battles.has(id) ? cache.battles.get(id).rev : null;
    need();
    const r = await db.get("battles", id);
    return r && !battleProblem(r, id) ? r.rev : null;
  },
  // The stored record now, straight from the database (another tab may have changed it).
  async read(id) {
    if (memoryOnly) return this.get(id);
    need();
    const good = await readHead(db.transaction(["battles", "drawings"]), id);
    // What this tab holds follows: a battle deleted elsewhere leaves its list too.
    if (good) cache.battles.set(id, good);
    else cache.battles.delete(id);
    return good ? structuredClone(good) : null;
  },
  // Saves a battle, its list entry and (optionally) rosters in one transaction.
  // ``rev`` is the revision the caller started from (null for a new battle). Returns the
  // record as stored (with its new revision).
  async save(record, { rev = record.rev, rosters: entries = [] } = {}) {
    if (!memoryOnly) need();
    const now = Date.now();
    // A head (a rename) stays a head; a whole game is version 2.
    const version = record.version === HEAD_VERSION && record.game === undefined ? HEAD_VERSION : BATTLE_VERSION;
    const next = { ...record, format: BATTLE_FORMAT, version, rev: (rev || 0) + 1, updated: now };
    const problem = battleProblem(next);
    if (problem) throw new StoreError(`The battle cannot be saved: ${problem}.`);
    const saved = entries.map((e) => ({ ...e, updated: now }));
    let written = saved.map((e) => ({ ...e, rev: rosterRev(cache.rosters.get(e.id)) + 1 }));
    if (memoryOnly) inMemory(next.id, rev);
    else written = await saveBattle(next, rev, saved);
    cache.battles.set(next.id, next);
    for (const e of written) cache.rosters.set(e.id, e);
    announce({ kind: "battle", id: next.id, rev: next.rev });
    if (saved.length) announce({ kind: "roster" });
    return structuredClone(next);
  },
  async remove(id) {
    if (memoryOnly) {
      cache.battles.delete(id);
      if (cache.current === id) cache.current = null;
      announce({ kind: "battle", id, deleted: true });
      return;
    }
    need();
    const tx = db.transaction(["battles", "lists", "settings", ...PARTS], "readwrite");
    await run(tx, "the deletion of the battle", async () => {
      await tx.objectStore("battles").delete(id);
      for (const name of PARTS) await tx.objectStore(name).delete(partsOf(id));
      await putList(tx, "battles", id, null);
      if ((await tx.objectStore("settings").get("current")) === id) await tx.objectStore("settings").delete("current");
    });
    cache.battles.delete(id);
    announce({ kind: "battle", id, deleted: true });
  },
  // A battle the engine could not open is moved to "could not be read", raw text kept.
  // ``rev`` is the revision the engine refused: a battle saved since (in another tab) is
  // not the one refused and stays. Returns whether it was set aside.
  async setAside(id, reason, rev) {
    const other = (stored) => !stored || (rev != null && stored.rev !== rev);
    if (memoryOnly) {
      const stored = cache.battles.get(id);
      if (other(stored)) return false;
      cache.battles.delete(id);
      cache.unreadable.push({ n: ++memoryN, kind: "battle", key: id, raw: rawText(stored), reason, found: Date.now(), from: "engine" });
      announce({ kind: "battle", id, deleted: true });
      return true;
    }
    need();
    const tx = db.transaction(["battles", "lists", "unreadable", ...PARTS], "readwrite");
    const done = await run(tx, "the damaged battle, set aside", async () => {
      const stored = await tx.objectStore("battles").get(id);
      if (other(stored)) return false;
      await tx.objectStore("battles").delete(id);
      await putList(tx, "battles", id, null);
      const parts = await takeParts(tx, id);
      const raw = parts.actions.length || parts.checkpoints.length ? { battle: stored, ...parts } : stored;
      await tx.objectStore("unreadable").add({ kind: "battle", key: id, raw: rawText(raw), reason, found: Date.now(), from: "engine" });
      return true;
    });
    if (!done) return false;
    cache.battles.delete(id);
    cache.unreadable = await db.getAll("unreadable");
    announce({ kind: "battle", id, deleted: true, aside: true });
    return true;
  },

  // What the engine opens a battle from, read now in one transaction: { record, game,
  // checkpoint, entries }. ``game`` is the engine's whole saved game; ``checkpoint`` (a
  // head's latest, or null) lets the engine replay only the actions since; ``entries``
  // are the step log lines of the actions before it, which the engine does not rebuild.
  // Null if the battle is gone. A head whose parts are missing or damaged throws a
  // DamagedBattle, and the app sets the battle aside with its raw text.
  async readGame(id) {
    const whole = (record) => ({ record, game: record.game, checkpoint: null, entries: [] });
    if (memoryOnly) {
      const record = this.get(id);
      return record ? whole(record) : null;
    }
    need(); // closed meanwhile (a newer version in another tab): say so, not a TypeError
    const tx = db.transaction(["battles", ...PARTS]);
    const [head, actions, checkpoints] = await Promise.all([
      readHead(tx, id), tx.objectStore("actions").getAll(partsOf(id)),
      tx.objectStore("checkpoints").getAll(partsOf(id))]);
    await tx.done;
    // What this tab holds follows, as after read(): a battle deleted elsewhere leaves.
    if (head) cache.battles.set(id, head);
    else cache.battles.delete(id);
    if (!head) return null;
    const record = structuredClone(head);
    return record.version === HEAD_VERSION ? { record, ...assemble(head, actions, checkpoints) } : whole(record);
  },

  // The battle as one whole record of version 2 (the game with every event), as the
  // backup file and a copy hold it. Null if it is gone.
  async full(id) {
    const read = await this.readGame(id);
    return read ? wholeRecord(read.record, read.game) : null;
  },

  // Saves one push, undo or redo of a battle: the head and the one action record it
  // touches (a push also drops the actions it can no longer redo), and any rosters, in
  // one transaction. A checkpoint after more actions than are now done (an undo went
  // below it) goes: until the page keeps the one before (saveCheckpoint), the battle
  // opens from its start. A version 2 battle is first written as a head with all its
  // parts (``whole``: { game, log, checkpoint }, the engine's saved game and step log
  // before this action and its checkpoint after).
  // ``change``: { type: "game.push"|"game.undo"|"game.redo", event, entry }.
  async saveAction(record, change, { rev = record.rev, fields = {}, rosters: entries = [], whole = null } = {}) {
    need();
    const now = Date.now();
    const id = record.id;
    // The engine's saved game may leave out empty lists.
    if (whole) whole = { ...whole, game: { ...whole.game, events: whole.game.events || [], redo: whole.game.redo || [] } };
    const before = whole ? { actions: whole.game.events.length, undone: whole.game.redo.length } : record;
    const step = { "game.push": [1, -before.undone], "game.undo": [-1, 1], "game.redo": [1, -1] }[change.type];
    if (!step) throw new StoreError(`The battle cannot be saved: ${describe(change.type)} is not an action.`);
    const checkpoint = whole ? whole.checkpoint : null;
    const { game: _game, ...kept } = record;
    const actions = before.actions + step[0];
    // Which checkpoint is kept is read from the device in the transaction below (an idle
    // save, saveCheckpoint, changes it without a new revision); until then, this tab's.
    let held = record.checkpoint;
    const next = {
      ...kept, ...fields, format: BATTLE_FORMAT, version: HEAD_VERSION, rev: (rev || 0) + 1, updated: now,
      actions, undone: before.undone + step[1],
      checkpoint: checkpoint ? checkpoint.count : held > actions ? 0 : held,
    };
    const problem = battleProblem(next);
    if (problem) throw new StoreError(`The battle cannot be saved: ${problem}.`);
    const saved = entries.map((e) => ({ ...e, updated: now }));
    let written = [];
    const tx = db.transaction(["battles", "lists", "rosters", ...PARTS], "readwrite");
    await run(tx, saved.length ? "the battle and its rosters" : "the battle", async () => {
      // Both reads at once, then every write made without waiting for the one before:
      // a transaction's requests run in the order they are made, and each wait was a
      // trip to the browser's database and back on every tap.
      const lists = tx.objectStore("lists");
      const [stored, list] = await Promise.all([tx.objectStore("battles").get(id), lists.get("battles")]);
      if (!stored) throw new ChangedElsewhere(id, true);
      if (stored.rev !== rev || (stored.version === HEAD_VERSION) === Boolean(whole)) throw new ChangedElsewhere(id, false);
      if (!whole) held = stored.checkpoint;
      // One after more actions than are now done (an undo went below it) goes.
      const dropped = !whole && held > next.actions;
      if (!checkpoint) next.checkpoint = dropped ? 0 : held;
      const actions = tx.objectStore("actions");
      const checkpoints = tx.objectStore("checkpoints");
      await allOf((write) => {
        if (whole) {
          const { game, log } = whole;
          write(checkpoints.put({ battle: id, count: 0, state: game.start }));
          for (const [n, event] of game.events.entries()) write(actions.put({ battle: id, n, event, entry: log[n] }));
          for (const [i, event] of game.redo.entries()) write(actions.put({ battle: id, n: game.events.length + i, event }));
        }
        const n = before.actions;
        if (change.type === "game.push") write(actions.delete(IDBKeyRange.bound([id, n + 1], [id, Infinity])));
        if (change.type !== "game.undo") write(actions.put({ battle: id, n, event: change.event, entry: change.entry }));
        if (checkpoint || dropped) write(checkpoints.delete(IDBKeyRange.bound([id, 1], [id, Infinity])));
        if (checkpoint && checkpoint.count > 0) {
          write(checkpoints.put({ battle: id, count: checkpoint.count, state: checkpoint.state, rules: checkpoint.rules }));
        }
        write(tx.objectStore("battles").put(storedHead(next)));
        write(putDrawings(tx, id, next.view, whole ? null : change.changes, stored.viewLists));
        write(lists.put(listWith(list, id, battleListEntry(next)), "battles"));
      });
      written = await putRosters(tx, saved);
    });
    cache.battles.set(id, next);
    for (const e of written) cache.rosters.set(e.id, e);
    announce({ kind: "battle", id, rev: next.rev });
    if (saved.length) announce({ kind: "roster" });
    return structuredClone(next);
  },

  // Keeps the engine's checkpoint of a battle kept as actions (version 3), in place of
  // the one it had: asked for when the page is idle after an action that made it due.
  // Refused (ChangedElsewhere) if the battle moved on from ``rev`` meanwhile. It is not
  // a change a player made: the revision stays and no other tab is told (they would
  // open the battle again, or refuse their next tap as changed elsewhere); an action
  // saved by any tab reads which checkpoint is kept from the device (saveAction).
  async saveCheckpoint(record, checkpoint, { rev = record.rev } = {}) {
    need();
    const id = record.id;
    if (!isObject(checkpoint) || !Number.isInteger(checkpoint.count) || checkpoint.count < 1 ||
        checkpoint.count > record.actions || !isObject(checkpoint.state)) {
      throw new StoreError(`The battle's checkpoint cannot be saved: it is ${describe(checkpoint && checkpoint.count)}.`);
    }
    const next = { ...record, checkpoint: checkpoint.count };
    const tx = db.transaction(["battles", "checkpoints"], "readwrite");
    await run(tx, "the battle's checkpoint", async () => {
      const stored = await tx.objectStore("battles").get(id);
      if (!stored) throw new ChangedElsewhere(id, true);
      if (stored.rev !== rev || stored.version !== HEAD_VERSION) throw new ChangedElsewhere(id, false);
      const checkpoints = tx.objectStore("checkpoints");
      await checkpoints.delete(IDBKeyRange.bound([id, 1], [id, Infinity]));
      await checkpoints.put({ battle: id, count: checkpoint.count, state: checkpoint.state, rules: checkpoint.rules });
      await tx.objectStore("battles").put({ ...stored, checkpoint: checkpoint.count });
    });
    cache.battles.set(id, next);
    return structuredClone(next);
  },
};

// A head's parts as the engine opens them, or a DamagedBattle saying what is wrong.
function assemble(head, actions, checkpoints) {
  const wrong = (why) => { throw new DamagedBattle(`its saved actions are damaged: ${why}`); };
  const count = head.actions + head.undone;
  if (actions.length !== count) wrong(`${count} actions are counted but ${actions.length} are kept`);
  actions.forEach((a, n) => {
    if (!isObject(a) || a.n !== n || !isObject(a.event)) wrong(`action ${n + 1} is ${describe(a)}`);
    if (n < head.checkpoint && !entryOk(a.entry)) wrong(`the step log of action ${n + 1} is ${describe(a.entry)}`);
  });
  const byCount = new Map(checkpoints.filter(isObject).map((c) => [c.count, c]));
  const start = byCount.get(0);
  if (!start || !isObject(start.state)) wrong("its start is missing");
  const latest = head.checkpoint ? byCount.get(head.checkpoint) : null;
  if (head.checkpoint && !(latest && isObject(latest.state))) wrong(`its checkpoint after ${head.checkpoint} actions is missing`);
  const game = {
    ...GAME_FORMAT, system: head.system, start: start.state,
    events: actions.slice(0, head.actions).map((a) => a.event), redo: actions.slice(head.actions).map((a) => a.event),
  };
  // The rules revision it was worked out under goes with it: the engine does not use a
  // checkpoint of other rules (it replays every action, as for a save without one).
  return {
    game,
    checkpoint: latest ? { count: latest.count, state: latest.state, rules: latest.rules } : null,
    entries: actions.slice(0, head.checkpoint).map((a) => a.entry),
  };
}

const entryOk = (entry) => isObject(entry) && typeof entry.summary === "string" && Array.isArray(entry.steps)
  && entry.steps.every((s) => isObject(s) && typeof s.rule === "string" && typeof s.text === "string");

// A head and its game as one record of version 2.
function wholeRecord(head, game) {
  const { actions: _a, undone: _u, checkpoint: _c, ...rest } = head;
  return { ...rest, format: BATTLE_FORMAT, version: BATTLE_VERSION, game };
}

// A battle's saved actions cannot be put together: the engine cannot be handed it, and
// the app sets it aside (type as the engine's own refusal of damaged data).
export class DamagedBattle extends StoreError {
  constructor(message) {
    super(message);
    this.type = "invalid_data";
  }
}

async function saveBattle(next, rev, saved) {
  const written = [];
  const tx = db.transaction(["battles", "lists", "rosters", ...PARTS], "readwrite");
  await run(tx, saved.length ? "the battle and its rosters" : "the battle", async () => {
    const stored = await tx.objectStore("battles").get(next.id);
    if (rev == null ? stored : !stored) throw new ChangedElsewhere(next.id, !stored);
    if (rev != null && stored.rev !== rev) throw new ChangedElsewhere(next.id, false);
    if (next.version === HEAD_VERSION && stored.version !== HEAD_VERSION) throw new ChangedElsewhere(next.id, false);
    // A whole game in place of a head: its parts go.
    if (next.version !== HEAD_VERSION && stored && stored.version === HEAD_VERSION) {
      for (const name of PARTS) await tx.objectStore(name).delete(partsOf(next.id));
    }
    if (next.version === HEAD_VERSION) {
      await tx.objectStore("battles").put(storedHead(next));
      await putDrawings(tx, next.id, next.view, null, null);
    } else {
      await tx.objectStore("battles").put(next);
    }
    await putList(tx, "battles", next.id, battleListEntry(next));
    written.push(...await putRosters(tx, saved));
  });
  return written;
}

// Which battle is open, to resume it on the next start.
export const current = {
  get() {
    return cache.current;
  },
  async set(id) {
    cache.current = id;
    if (!db) return;
    try {
      if (id) await db.put("settings", id, "current");
      else await db.delete("settings", "current");
    } catch {
      // resuming is a convenience: a refusal here loses no data
    }
  },
};

// Distances in inches or mm (views/distance.js): a setting of the device, kept with the
// others; null until the player chooses.
export const distanceSetting = {
  get() {
    return cache.distance;
  },
  async set(units) {
    cache.distance = units;
    if (!db) return;
    try {
      await db.put("settings", units, "distance-units");
    } catch {
      // a display setting: a refusal here loses no data, and it holds until a reload
    }
  },
};

// -- rosters ------------------------------------------------------------------------
export const rosterStore = {
  list() {
    return [...cache.rosters.values()].map((e) => structuredClone(e))
      .sort((a, b) => a.roster.name.localeCompare(b.roster.name));
  },
  get(id) {
    const e = cache.rosters.get(id);
    return e ? structuredClone(e) : null;
  },
  // ``rev``: the revision the editor started from (rosterRev of what it read), null for
  // a new roster. A roster changed or deleted meanwhile (another tab, a battle's
  // Confirm, an import) is refused and nothing is saved.
  async save(entry, rev = null) {
    const saved = { ...entry, rev: (rev || 0) + 1, updated: Date.now() };
    const problem = rosterProblem(saved);
    if (problem) throw new StoreError(`The roster cannot be saved: ${problem}.`);
    const check = (stored) => {
      if (rev == null ? stored : !stored || rosterRev(stored) !== rev) {
        throw new StoreError(stored ? `“${stored.roster.name}” changed on this device meanwhile (another tab, or a battle's Confirm): nothing was saved; open it again.`
          : "This roster was deleted meanwhile (in another tab): nothing was saved.");
      }
    };
    if (memoryOnly) {
      check(cache.rosters.get(saved.id));
      cache.rosters.set(saved.id, saved);
      announce({ kind: "roster", id: saved.id });
      return structuredClone(saved);
    }
    need();
    const tx = db.transaction(["rosters", "lists"], "readwrite");
    await run(tx, "the roster", async () => {
      check(await tx.objectStore("rosters").get(saved.id));
      await tx.objectStore("rosters").put(saved);
      await putList(tx, "rosters", saved.id, rosterListEntry(saved));
    });
    cache.rosters.set(saved.id, saved);
    announce({ kind: "roster", id: saved.id });
    return structuredClone(saved);
  },
  async remove(id) {
    if (memoryOnly) {
      cache.rosters.delete(id);
      announce({ kind: "roster", id, deleted: true });
      return;
    }
    need();
    const tx = db.transaction(["rosters", "lists"], "readwrite");
    await run(tx, "the deletion of the roster", async () => {
      await tx.objectStore("rosters").delete(id);
      await putList(tx, "rosters", id, null);
    });
    cache.rosters.delete(id);
    announce({ kind: "roster", id, deleted: true });
  },
};

// -- Muster: Regiment/Unit profiles and army lists ------------------------------------
// A record is { format, version, id, kind: "profile"|"list", system, data, rev, updated }
// where ``data`` is what muster.validate returned. A save names the revision it
// started from (null for a new record): one edited meanwhile in another tab is refused.
export const musterStore = {
  list(system, kind) {
    return [...cache.muster.values()].filter((m) => m.system === system && m.kind === kind)
      .map((m) => structuredClone(m)).sort((a, b) => a.data.name.localeCompare(b.data.name) || a.updated - b.updated);
  },
  get(id) {
    const m = cache.muster.get(id);
    return m ? structuredClone(m) : null;
  },
  async save({ id, kind, system, data }, rev = null) {
    const next = { format: MUSTER_FORMAT, version: MUSTER_VERSION, id, kind, system, data, rev: (rev || 0) + 1, updated: Date.now() };
    const problem = musterProblem(next);
    if (problem) throw new StoreError(`The Muster record cannot be saved: ${problem}.`);
    const check = (stored) => {
      if (rev == null ? stored : !stored || stored.rev !== rev) {
        throw new StoreError(stored ? `“${stored.data.name}” changed in another tab: nothing was saved; open it again.`
          : "This Muster record was deleted in another tab: nothing was saved.");
      }
    };
    if (memoryOnly) check(cache.muster.get(id));
    else {
      need();
      const tx = db.transaction(["muster"], "readwrite");
      await run(tx, `“${data.name}” in Muster`, async () => {
        check(await tx.objectStore("muster").get(id));
        await tx.objectStore("muster").put(next);
      });
    }
    cache.muster.set(id, next);
    announce({ kind: "muster", id });
    return structuredClone(next);
  },
  async remove(id) {
    if (!memoryOnly) {
      need();
      const tx = db.transaction(["muster"], "readwrite");
      await run(tx, "the deletion from Muster", () => tx.objectStore("muster").delete(id));
    }
    cache.muster.delete(id);
    announce({ kind: "muster", id, deleted: true });
  },
};

// -- backup: everything on the device, and an import in one transaction ---------------
// Battles are read through here (not from the battles store directly) so that a change
// of how a battle is kept on the device lands in one place.
export async function exportAll() {
  if (!memoryOnly) {
    need();
    await reread();
  }
  const sorted = (map) => [...map.values()].map((x) => structuredClone(x)).sort((a, b) => (a.id < b.id ? -1 : 1));
  // A battle kept as a head and its actions goes out whole, as version 2 records are.
  const whole = [];
  for (const record of sorted(cache.battles)) {
    if (record.version !== HEAD_VERSION) whole.push(record);
    else {
      let full = null;
      try {
        full = await battles.full(record.id);
      } catch (err) {
        // Its parts do not add up: set aside, as opening it would, and counted with the
        // records that could not be read; the rest is exported.
        if (!(err instanceof DamagedBattle)) throw err;
        await battles.setAside(record.id, err.message, record.rev);
      }
      if (full) whole.push(full);
    }
  }
  return {
    battles: whole,
    rosters: sorted(cache.rosters),
    muster: sorted(cache.muster),
    settings: { open_battle: cache.current },
    // Not in the file, for the export to say so: the records set aside as unreadable
    // and any that fail their checks now (set aside at the next start).
    damaged: cache.unreadable.length + damagedNow,
  };
}

let damagedNow = 0;

// Everything the database holds now, into the copy in memory (read-only).
async function reread() {
  if (!db) return;
  const tx = db.transaction(["battles", "rosters", "muster", "drawings"]);
  const [b, r, m] = await Promise.all(["battles", "rosters", "muster"].map((s) => tx.objectStore(s).getAll()));
  const good = new Map(b.filter((x) => !battleProblem(x)).map((x) => [x.id, x]));
  await withViews(tx, good);
  cache.battles = good;
  cache.rosters = new Map(r.filter((x) => !rosterProblem(x)).map((x) => [x.id, x]));
  cache.muster = new Map(m.filter((x) => !musterProblem(x)).map((x) => [x.id, x]));
  damagedNow = b.length + r.length + m.length - cache.battles.size - cache.rosters.size - cache.muster.size;
}

// Writes what an import chose, in one transaction: every record or none. Each item is
// a whole record with its final id (a "keep both" copy has a new one); an item that
// replaces names the revision the player saw (``replaces``), and one changed since is
// refused, so nothing is overwritten that the player did not see.
export async function importAll({ battles: bs = [], rosters: rs = [], muster: ms = [] }) {
  const now = Date.now();
  const prepared = [
    ...bs.map((x) => ["battles", { ...x.record, format: BATTLE_FORMAT, version: BATTLE_VERSION, updated: now }, x.replaces, battleProblem]),
    ...rs.map((x) => ["rosters", { ...x.record, updated: now }, x.replaces, rosterProblem]),
    ...ms.map((x) => ["muster", { ...x.record, format: MUSTER_FORMAT, version: MUSTER_VERSION, updated: now }, x.replaces, musterProblem]),
  ];
  for (const [store, record, replaces, problem] of prepared) {
    record.rev = (replaces ?? 0) + 1;
    const why = problem(record);
    if (why) throw new StoreError(`Nothing was imported: ${record.id} cannot be saved (${why}).`);
  }
  const caches = { battles: cache.battles, rosters: cache.rosters, muster: cache.muster };
  const check = (store, record, replaces, stored) => {
    const has = stored != null;
    const storedRev = store === "rosters" ? rosterRev(stored) : has && stored.rev;
    if (replaces == null ? has : !has || storedRev !== replaces) {
      throw new StoreError(`Nothing was imported: ${record.id} changed on this device while you chose; look again.`);
    }
  };
  if (memoryOnly) {
    for (const [store, record, replaces] of prepared) check(store, record, replaces, caches[store].get(record.id));
  } else {
    need();
    const tx = db.transaction(["battles", "rosters", "muster", "lists", ...PARTS], "readwrite");
    await run(tx, "the imported records", async () => {
      for (const [store, record, replaces] of prepared) {
        const stored = await tx.objectStore(store).get(record.id);
        check(store, record, replaces, stored);
        // A whole battle replacing one kept as a head: the head's parts go with it.
        if (store === "battles" && stored && stored.version === HEAD_VERSION) {
          for (const name of PARTS) await tx.objectStore(name).delete(partsOf(record.id));
        }
        await tx.objectStore(store).put(record);
        if (store === "battles") await putList(tx, "battles", record.id, battleListEntry(record));
        if (store === "rosters") await putList(tx, "rosters", record.id, rosterListEntry(record));
      }
    });
  }
  for (const [store, record] of prepared) caches[store].set(record.id, record);
  announce({ kind: "everything" });
}

// -- what could not be read, and the space used ---------------------------------------
export const unreadable = {
  list() {
    return cache.unreadable.map((u) => ({ ...u }));
  },
  async discard(n) {
    if (memoryOnly) {
      cache.unreadable = cache.unreadable.filter((u) => u.n !== n);
      announce({ kind: "unreadable" });
      return;
    }
    need();
    const tx = db.transaction(["unreadable"], "readwrite");
    await run(tx, "the discarding of the record", () => tx.objectStore("unreadable").delete(n));
    cache.unreadable = cache.unreadable.filter((u) => u.n !== n);
    announce({ kind: "unreadable" });
  },
};

// { used, quota, persisted } in bytes (null where the browser does not say).
export async function space() {
  let used = null;
  let quota = null;
  if (navigator.storage && navigator.storage.estimate) {
    try {
      ({ usage: used, quota } = await navigator.storage.estimate());
    } catch {
      // the browser would not say: shown as unknown
    }
  }
  return { used, quota, persisted: cache.persisted, available: !!db, memoryOnly };
}
