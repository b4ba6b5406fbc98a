// Saved battles: the list, reading one, saving one whole (a new battle, a rename, every
// save without a database), removing one and setting a damaged one aside. The actions of
// a battle kept as a head are in actions.js.
import { StoreError } from "./errors.js";
import { BATTLE_FORMAT, BATTLE_VERSION, HEAD_VERSION, PARTS, partsOf } from "./schema.js";
import { battleListEntry, battleProblem, rawText } from "./records.js";
import { checkBattle } from "./revision.js";
import { putList, run } from "./tx.js";
import { putDrawings, readHead, storedHead, takeParts } from "./drawings.js";
import { putRosters } from "./rosters.js";
import { announce, need } from "./sync.js";

export function battlesOf(device) {
  const { cache } = device;
  return {
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
      const r = await need(device).get("battles", id);
      return r && !battleProblem(r, id) ? r.rev : null;
    },
    // The stored record now, straight from the database (another tab may have changed it).
    async read(id) {
      const good = await readHead(need(device).transaction(["battles", "drawings"]), device.bound, id);
      // What this tab holds follows: a battle deleted elsewhere leaves its list too.
      if (good) cache.battles.set(id, good);
      else cache.battles.delete(id);
      return good ? structuredClone(good) : null;
    },
    // Saves a battle, its list entry and (optionally) rosters in one transaction.
    // ``rev`` is the revision the caller started from (null for a new battle). Returns the
    // record as stored (with its new revision).
    async save(record, { rev = record.rev, rosters: entries = [] } = {}) {
      const db = need(device);
      const now = Date.now();
      // A head (a rename) stays a head; a whole game is version 2.
      const version = record.version === HEAD_VERSION && record.game === undefined ? HEAD_VERSION : BATTLE_VERSION;
      const next = { ...record, format: BATTLE_FORMAT, version, rev: (rev || 0) + 1, updated: now };
      const problem = battleProblem(next);
      if (problem) throw new StoreError("bad_battle", { id: next.id, problem });
      const saved = entries.map((e) => ({ ...e, updated: now }));
      let written = [];
      const tx = db.transaction(["battles", "lists", "rosters", ...PARTS], "readwrite");
      await run(tx, saved.length ? "battle_rosters" : "battle", async () => {
        const stored = await tx.objectStore("battles").get(next.id);
        checkBattle(next.id, stored, rev, version === HEAD_VERSION ? true : undefined);
        // A whole game in place of a head: its parts go.
        if (version !== HEAD_VERSION && stored && stored.version === HEAD_VERSION) {
          for (const name of PARTS) await tx.objectStore(name).delete(partsOf(device.bound, next.id));
        }
        if (version === HEAD_VERSION) {
          await tx.objectStore("battles").put(storedHead(next));
          await putDrawings(tx, device.bound, next.id, next.view, null, null);
        } else {
          await tx.objectStore("battles").put(next);
        }
        await putList(tx, "battles", next.id, battleListEntry(next));
        written = await putRosters(tx, saved);
      });
      cache.battles.set(next.id, next);
      for (const e of written) cache.rosters.set(e.id, e);
      announce(device, { kind: "battle", id: next.id, rev: next.rev });
      if (saved.length) announce(device, { kind: "roster" });
      return structuredClone(next);
    },
    async remove(id) {
      const tx = need(device).transaction(["battles", "lists", "settings", ...PARTS], "readwrite");
      await run(tx, "battle_delete", async () => {
        await tx.objectStore("battles").delete(id);
        for (const name of PARTS) await tx.objectStore(name).delete(partsOf(device.bound, id));
        await putList(tx, "battles", id, null);
        if ((await tx.objectStore("settings").get("current")) === id) await tx.objectStore("settings").delete("current");
      });
      cache.battles.delete(id);
      if (cache.current === id) cache.current = null;
      announce(device, { kind: "battle", id, deleted: true });
    },
    // A battle the engine could not open is moved to the unreadable shelf, raw text kept.
    // ``rev`` is the revision the engine refused: a battle saved since (in another tab) is
    // not the one refused and stays. Returns whether it was set aside.
    async setAside(id, reason, rev) {
      const db = need(device);
      const tx = db.transaction(["battles", "lists", "unreadable", ...PARTS], "readwrite");
      const done = await run(tx, "set_aside", async () => {
        const stored = await tx.objectStore("battles").get(id);
        if (!stored || (rev != null && stored.rev !== rev)) return false;
        await tx.objectStore("battles").delete(id);
        await putList(tx, "battles", id, null);
        const parts = await takeParts(tx, device.bound, id);
        const raw = parts.actions.length || parts.checkpoints.length ? { battle: stored, ...parts } : stored;
        await tx.objectStore("unreadable").add({ kind: "battle", key: id, raw: rawText(raw), reason, found: Date.now(), from: "engine" });
        return true;
      });
      if (!done) return false;
      cache.battles.delete(id);
      cache.unreadable = await db.getAll("unreadable");
      announce(device, { kind: "battle", id, deleted: true, aside: true });
      return true;
    },
  };
}
