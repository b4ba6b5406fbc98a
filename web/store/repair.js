// The start-up check: every record of every store and both lists read and checked, and
// repaired in one transaction: a damaged record is moved to the unreadable shelf (its
// raw text and the reason kept), a record the list lacks (an orphan) is put back in it,
// a list entry without a record is dropped. Fills the copy in memory. Returns notes for
// the page to word: { code: "orphans"|"dangling", count } and { code: "set_aside", records }.
import { ALL, HEAD_VERSION, partsOf } from "./schema.js";
import {
  battleListEntry, battleProblem, describe, isId, isObject, listProblem, musterProblem, rawText, rosterListEntry, rosterProblem,
} from "./records.js";
import { run } from "./tx.js";
import { takeParts, withViews } from "./drawings.js";
import { words } from "../i18n/words.js";

// A head's counts against its parts: what an open would find, counted rather than read,
// so a head that does not add up is set aside with the rest of the damage, not only when
// the player opens it.
async function partsProblem(tx, bound, head) {
  const count = head.actions + head.undone;
  const kept = await tx.objectStore("actions").count(partsOf(bound, head.id));
  if (kept !== count) return words("backup-repair-counted", { count: String(count), kept: String(kept) });
  const checkpoints = tx.objectStore("checkpoints");
  if (await checkpoints.getKey([head.id, 0]) === undefined) return words("backup-repair-no-start");
  if (head.checkpoint && await checkpoints.getKey([head.id, head.checkpoint]) === undefined) {
    return words("backup-repair-no-checkpoint", { checkpoint: String(head.checkpoint) });
  }
  return null;
}

export const setAsideNote = (aside) => ({ code: "set_aside", records: aside.map((a) => ({ kind: a.kind, key: a.key, reason: a.reason })) });

const byId = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export async function repair(device) {
  const { db, bound, cache } = device;
  const aside = [];
  let orphans = 0;
  let dangling = 0;
  const tx = db.transaction(ALL, "readwrite");
  await run(tx, "repair", async () => {
    const lists = tx.objectStore("lists");
    const good = { battles: new Map(), rosters: new Map(), muster: new Map() };
    const damagedBattles = new Map(); // kept whole with their parts, below
    for (const [name, problem, kind] of [
      ["battles", battleProblem, "battle"], ["rosters", rosterProblem, "roster"], ["muster", musterProblem, "Muster record"]]) {
      let cursor = await tx.objectStore(name).openCursor();
      while (cursor) {
        let why = problem(cursor.value, cursor.key);
        if (!why && kind === "battle" && cursor.value.version === HEAD_VERSION) why = await partsProblem(tx, bound, cursor.value);
        if (why) {
          if (kind === "battle") damagedBattles.set(String(cursor.key), cursor.value);
          aside.push({ kind, key: String(cursor.key), raw: rawText(cursor.value), reason: why });
          await cursor.delete();
        } else {
          good[name].set(cursor.key, cursor.value);
        }
        cursor = await cursor.continue();
      }
    }
    for (const [name, entry, what] of [["battles", battleListEntry, "battle list"], ["rosters", rosterListEntry, "roster list"]]) {
      const list = await lists.get(name);
      let ids = [];
      if (list !== undefined) {
        const why = listProblem(list);
        if (why) aside.push({ kind: what, key: name, raw: rawText(list), reason: why });
        else ids = list.map((i) => i.id);
      }
      orphans += [...good[name].keys()].filter((id) => !ids.includes(id)).length;
      dangling += ids.filter((id) => !good[name].has(id)).length;
      // Written back only when it differs (in any order): a start writes nothing.
      const fresh = [...good[name].values()].map(entry);
      const same = Array.isArray(list) && JSON.stringify([...list].sort(byId)) === JSON.stringify([...fresh].sort(byId));
      if (!same && (list !== undefined || fresh.length)) await lists.put(fresh, name);
    }
    // A damaged head takes its actions and checkpoints with it, into the raw text kept.
    for (const a of aside) {
      if (a.kind === "battle" && isId(a.key)) {
        const parts = await takeParts(tx, bound, a.key);
        if (parts.actions.length || parts.checkpoints.length) a.raw = rawText({ battle: damagedBattles.get(a.key), ...parts });
      }
    }
    for (const a of aside) await tx.objectStore("unreadable").add({ ...a, found: Date.now(), from: "device database" });
    await withViews(tx, good.battles);
    cache.battles = good.battles;
    cache.rosters = good.rosters;
    cache.muster = good.muster;
    cache.unreadable = await tx.objectStore("unreadable").getAll();
    const current = await tx.objectStore("settings").get("current");
    cache.current = good.battles.has(current) ? current : null;
    const units = await tx.objectStore("settings").get("distance-units");
    cache.distance = units === "mm" || units === "in" ? units : null;
    // The screen kept on in battle unless turned off here.
    cache.awake = (await tx.objectStore("settings").get("keep-awake")) === "off" ? "off" : null;
    cache.sides = keptSides(await tx.objectStore("settings").get("seen-from"), good.battles);
  });
  const notes = [];
  if (orphans) notes.push({ code: "orphans", count: orphans });
  if (dangling) notes.push({ code: "dangling", count: dangling });
  if (aside.length) notes.push(setAsideNote(aside));
  return notes;
}

// The sides the battlefields are seen from, as kept: a battle no longer on the device
// is let go; a value that is not a side is ignored, said on the console by name (its
// battle is then seen from the first player's side, the default).
export function keptSides(kept, battles) {
  if (kept === undefined || kept === null) return null;
  if (!isObject(kept)) {
    console.warn(`The battlefield sides kept on this device, ${describe(kept)}, are not a list by battle: ignored.`);
    return null;
  }
  const sides = {};
  for (const [id, side] of Object.entries(kept)) {
    if (!battles.has(id)) continue;
    if (side === 0 || side === 1) sides[id] = side;
    else console.warn(`The side battle ${describe(id)}'s battlefield is seen from, ${describe(side)}, is not 0 or 1: ignored.`);
  }
  return sides;
}
