// Warband rosters and Muster records (Regiment/Unit profiles and army lists). Their
// contents are the engine's (campaign.roster_check, muster.validate): this keeps them,
// one writer each (revisions), and lists them from the copy in memory.
import { StoreError } from "./errors.js";
import { MUSTER_FORMAT, MUSTER_VERSION } from "./schema.js";
import { musterProblem, rosterListEntry, rosterProblem, rosterRev } from "./records.js";
import { checkRecord } from "./revision.js";
import { putList, run } from "./tx.js";
import { announce, need } from "./sync.js";

// Writes rosters (in ``tx``), each one revision on from what is stored: those a battle
// carries (a campaign Confirm, or its Undo), in the battle's own transaction.
export async function putRosters(tx, entries) {
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

// An entry is { id, roster, view, rev, updated }: ``roster`` is the engine's normalised
// roster and ``view`` the engine's view of it.
export function rostersOf(device) {
  const { cache } = device;
  return {
    list() {
      return [...cache.rosters.values()].map((e) => structuredClone(e)).sort((a, b) => a.roster.name.localeCompare(b.roster.name));
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
      if (problem) throw new StoreError("bad_roster", { id: saved.id, problem });
      const tx = need(device).transaction(["rosters", "lists"], "readwrite");
      await run(tx, "roster", async () => {
        checkRecord("roster", saved.id, await tx.objectStore("rosters").get(saved.id), rev);
        await tx.objectStore("rosters").put(saved);
        await putList(tx, "rosters", saved.id, rosterListEntry(saved));
      });
      cache.rosters.set(saved.id, saved);
      announce(device, { kind: "roster", id: saved.id });
      return structuredClone(saved);
    },
    async remove(id) {
      const tx = need(device).transaction(["rosters", "lists"], "readwrite");
      await run(tx, "roster_delete", async () => {
        await tx.objectStore("rosters").delete(id);
        await putList(tx, "rosters", id, null);
      });
      cache.rosters.delete(id);
      announce(device, { kind: "roster", id, deleted: true });
    },
  };
}

// A record is { format, version, id, kind: "profile"|"list", system, data, rev, updated }
// where ``data`` is what muster.validate returned.
export function musterOf(device) {
  const { cache } = device;
  return {
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
      if (problem) throw new StoreError("bad_muster", { id, problem });
      const tx = need(device).transaction(["muster"], "readwrite");
      await run(tx, { what: "muster", record: data.name }, async () => {
        checkRecord("muster", id, await tx.objectStore("muster").get(id), rev);
        await tx.objectStore("muster").put(next);
      });
      cache.muster.set(id, next);
      announce(device, { kind: "muster", id });
      return structuredClone(next);
    },
    async remove(id) {
      const tx = need(device).transaction(["muster"], "readwrite");
      await run(tx, "muster_delete", () => tx.objectStore("muster").delete(id));
      cache.muster.delete(id);
      announce(device, { kind: "muster", id, deleted: true });
    },
  };
}
