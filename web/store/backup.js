// Backup: everything on the device read out whole, and an import written in one
// transaction (every record or none).
import { DamagedBattle, StoreError } from "./errors.js";
import { BATTLE_FORMAT, BATTLE_VERSION, HEAD_VERSION, MUSTER_FORMAT, MUSTER_VERSION, PARTS, partsOf } from "./schema.js";
import { battleListEntry, battleProblem, musterProblem, rosterListEntry, rosterProblem } from "./records.js";
import { checkImported } from "./revision.js";
import { putList, run } from "./tx.js";
import { announce, need } from "./sync.js";
import { reread } from "./cache.js";

// { battles, rosters, muster, settings, damaged }: battles are read through ``battles``
// (the store's), so that how a battle is kept lands in one place; a head goes out whole.
export async function exportAll(device, battles) {
  need(device);
  await reread(device);
  const { cache } = device;
  const sorted = (map) => [...map.values()].map((x) => structuredClone(x)).sort((a, b) => (a.id < b.id ? -1 : 1));
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
    // Not in the file, for the export to say so: the records on the unreadable shelf
    // and any that fail their checks now.
    damaged: cache.unreadable.length + device.damagedNow,
  };
}

// Writes what an import chose. Each item is a whole record with its final id (a "keep
// both" copy has a new one); an item that replaces names the revision the player saw
// (``replaces``), and one changed since is refused, so nothing is overwritten that the
// player did not see.
export async function importAll(device, { battles: bs = [], rosters: rs = [], muster: ms = [] }) {
  const db = need(device);
  const now = Date.now();
  const prepared = [
    ...bs.map((x) => ["battles", "battle", { ...x.record, format: BATTLE_FORMAT, version: BATTLE_VERSION, updated: now }, x.replaces, battleProblem]),
    ...rs.map((x) => ["rosters", "roster", { ...x.record, updated: now }, x.replaces, rosterProblem]),
    ...ms.map((x) => ["muster", "muster", { ...x.record, format: MUSTER_FORMAT, version: MUSTER_VERSION, updated: now }, x.replaces, musterProblem]),
  ];
  for (const [, , record, replaces, problem] of prepared) {
    record.rev = (replaces ?? 0) + 1;
    const why = problem(record);
    if (why) throw new StoreError("bad_import", { id: record.id, problem: why });
  }
  const tx = db.transaction(["battles", "rosters", "muster", "lists", ...PARTS], "readwrite");
  await run(tx, "import", async () => {
    for (const [store, kind, record, replaces] of prepared) {
      const stored = await tx.objectStore(store).get(record.id);
      checkImported(kind, record.id, stored, replaces);
      // A whole battle replacing one kept as a head: the head's parts go with it.
      if (store === "battles" && stored && stored.version === HEAD_VERSION) {
        for (const name of PARTS) await tx.objectStore(name).delete(partsOf(device.bound, record.id));
      }
      await tx.objectStore(store).put(record);
      if (store === "battles") await putList(tx, "battles", record.id, battleListEntry(record));
      if (store === "rosters") await putList(tx, "rosters", record.id, rosterListEntry(record));
    }
  });
  for (const [store, , record] of prepared) device.cache[store].set(record.id, record);
  announce(device, { kind: "everything" });
}
