// The first version kept battles in localStorage: they are moved into the database once,
// in one transaction with the mark that it was done. localStorage is left as it was:
// nothing is lost if this version is rolled back. Returns notes for the page to word:
// { code: "moved", battles, rosters }, { code: "orphans", count }, the set-aside note, and
// for saves the old version made after the move, { code: "late", count } and
// { code: "late_copies", names }.
import { ALL, BATTLE_FORMAT, BATTLE_VERSION } from "./schema.js";
import { battleListEntry, battleProblem, isId, isObject, listProblem, newId, rosterListEntry, rosterProblem } from "./records.js";
import { putList, run } from "./tx.js";
import { setAsideNote } from "./repair.js";

const LEGACY = {
  index: "aftermath.index.v1",
  game: "aftermath.game.v1.",
  rosterIndex: "aftermath.rosters.index.v1",
  roster: "aftermath.roster.v1.",
  current: "aftermath.current.v1",
};

const keysOf = (storage) => {
  try {
    return Object.keys(storage);
  } catch {
    return null; // no localStorage to read
  }
};

function parse(storage, key) {
  const raw = storage.getItem(key);
  try {
    return { raw, value: JSON.parse(raw) };
  } catch (err) {
    return { raw, error: `it is not valid JSON (${err.message})` };
  }
}

const asRecord = (value) => (isObject(value) ? { ...value, format: BATTLE_FORMAT, version: BATTLE_VERSION, rev: 1 } : value);

export async function migrate(device, storage = globalThis.localStorage) {
  const { db } = device;
  const mark = await db.get("settings", "migrated");
  if (mark) return lateLegacy(device, storage, mark);
  const keys = (storage && keysOf(storage)) || [];
  const aside = [];
  const battles = [];
  const rosters = [];
  const readList = (key, what) => {
    if (!keys.includes(key)) return null;
    const { raw, value, error } = parse(storage, key);
    const problem = error || listProblem(value);
    if (!problem) return value;
    aside.push({ kind: what, key, raw, reason: problem });
    return null;
  };
  const index = readList(LEGACY.index, "battle list");
  const rosterIndex = readList(LEGACY.rosterIndex, "roster list");
  for (const key of keys.filter((k) => k.startsWith(LEGACY.game)).sort()) {
    const { raw, value, error } = parse(storage, key);
    const record = asRecord(value);
    const problem = error || battleProblem(record, key.slice(LEGACY.game.length));
    if (problem) aside.push({ kind: "battle", key, raw, reason: problem });
    else battles.push(record);
  }
  for (const key of keys.filter((k) => k.startsWith(LEGACY.roster)).sort()) {
    const { raw, value, error } = parse(storage, key);
    const problem = error || rosterProblem(value, key.slice(LEGACY.roster.length));
    if (problem) aside.push({ kind: "roster", key, raw, reason: problem });
    else rosters.push({ ...value, updated: Number.isFinite(value.updated) ? value.updated : Date.now() });
  }
  for (const r of battles) if (!Number.isFinite(r.updated)) r.updated = Number.isFinite(r.created) ? r.created : Date.now();
  let current = null;
  try {
    current = storage ? JSON.parse(storage.getItem(LEGACY.current)) : null;
  } catch {
    current = null; // which battle was open is a convenience, not data
  }
  const listed = (list, found) => found.filter((r) => list && list.some((i) => i.id === r.id)).length;
  const orphans = battles.length - listed(index, battles) + rosters.length - listed(rosterIndex, rosters);
  const tx = db.transaction(ALL, "readwrite");
  await run(tx, "migration", async () => {
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
  const notes = [];
  if (battles.length || rosters.length) notes.push({ code: "moved", battles: battles.length, rosters: rosters.length });
  if (orphans) notes.push({ code: "orphans", count: orphans });
  if (aside.length) notes.push(setAsideNote(aside));
  return notes;
}

// A tab still running the localStorage version after the move keeps saving there: every
// legacy battle saved after the mark is brought in, so no action of it is lost. It
// replaces the device's copy only if that copy has not changed since the move (or does
// not exist); otherwise it comes in beside it as a copy, marked so (``fromPrevious``, the
// name the page words). The mark keeps the latest save brought in (``seen``), so each
// late save is brought in once. Rosters saved late are not brought in.
async function lateLegacy(device, storage, mark) {
  const moved = Number.isFinite(mark.at) ? mark.at : 0;
  const since = Number.isFinite(mark.seen) ? mark.seen : moved;
  const keys = storage && keysOf(storage);
  if (!keys) return []; // nothing can have been saved there
  const late = [];
  for (const key of keys.filter((k) => k.startsWith(LEGACY.game))) {
    let value;
    try {
      value = JSON.parse(storage.getItem(key));
    } catch {
      continue; // damaged: the move set it aside already, or it is older than the mark
    }
    if (!isObject(value) || !(Number.isFinite(value.updated) && value.updated > since)) continue;
    const record = asRecord(value);
    if (!battleProblem(record, key.slice(LEGACY.game.length))) late.push(record);
  }
  if (!late.length) return [];
  let replaced = 0;
  const copies = [];
  const tx = device.db.transaction(["battles", "lists", "settings"], "readwrite");
  await run(tx, "late_migration", async () => {
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
        next = { ...record, id: newId("g"), name: device.names.previousCopy(record.name), fromPrevious: true };
        copies.push(next.name);
      }
      await tx.objectStore("battles").put(next);
      await putList(tx, "battles", next.id, battleListEntry(next));
    }
    await tx.objectStore("settings").put({ ...now, seen: Math.max(since, ...late.map((r) => r.updated)) }, "migrated");
  });
  const notes = [];
  if (replaced) notes.push({ code: "late", count: replaced });
  if (copies.length) notes.push({ code: "late_copies", names: copies });
  return notes;
}
