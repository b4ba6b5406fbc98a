// Warband rosters and Muster records (Regiment/Unit profiles and army lists). Their
// contents are the engine's (campaign.roster_check, muster.validate): this keeps them,
// one writer each (revisions), and lists them from the copy in memory.
import { StoreError } from "./errors.js";
import { MUSTER_FORMAT, MUSTER_VERSION } from "./schema.js";
import { musterProblem, newId, rosterListEntry, rosterProblem, rosterRev } from "./records.js";
import { checkRecord } from "./revision.js";
import { allOf, putList, run } from "./tx.js";
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

// Muster data as one text whatever the order of its keys: two records hold the same
// profile or list when these are equal.
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
const sameData = (a, b) => canonical(a) === canonical(b);

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
    // An army list from a list file and the profiles it brings, in one transaction:
    // the profiles this device does not keep yet and the list are stored together or not
    // at all (a closed tab, a full device), never some profiles without their list.
    // ``replace``: { id, rev } of the stored list it updates, or null for a new list,
    // which is refused (StoreError "muster_list_named", with that list's id, rev and name)
    // while a list of its name is stored, unless ``alongside`` (kept beside it). A list
    // stored already with the same data (the same import in another tab, or again here)
    // is stored nothing of again: { already: true, list: the stored one, added: 0 }.
    // Else { already: false, list, added: the number of new profiles }.
    async importList({ system, list, profiles, replace = null, alongside = false }) {
      const now = Date.now();
      const record = (id, kind, data, rev) => ({ format: MUSTER_FORMAT, version: MUSTER_VERSION, id, kind, system, data, rev, updated: now });
      const listed = record(replace ? replace.id : newId("m"), "list", list, replace ? replace.rev + 1 : 1);
      const offered = profiles.map((data) => record(newId("m"), "profile", data, 1));
      for (const r of [listed, ...offered]) {
        const problem = musterProblem(r);
        if (problem) throw new StoreError("bad_muster", { id: r.id, problem });
      }
      const tx = need(device).transaction(["muster"], "readwrite");
      const store = tx.objectStore("muster");
      const outcome = await run(tx, { what: "muster_import", record: list.name }, async () => {
        const stored = (await store.getAll()).filter((m) => m.system === system && !musterProblem(m));
        const lists = stored.filter((m) => m.kind === "list");
        const same = lists.find((m) => sameData(m.data, list));
        if (same) return { already: true, list: same, added: [] };
        if (replace) checkRecord("muster", replace.id, stored.find((m) => m.id === replace.id), replace.rev);
        else if (!alongside) {
          const named = lists.find((m) => m.data.name === list.name);
          if (named) throw new StoreError("muster_list_named", { id: named.id, rev: named.rev, name: named.data.name });
        }
        const kept = new Set(stored.filter((m) => m.kind === "profile").map((m) => canonical(m.data)));
        const added = [];
        for (const r of offered) {
          const key = canonical(r.data);
          if (kept.has(key)) continue;
          kept.add(key);
          added.push(r);
        }
        await allOf((write) => {
          for (const r of added) write(store.put(r));
          write(store.put(listed));
        });
        return { already: false, list: listed, added };
      });
      if (!outcome.already) {
        for (const r of [...outcome.added, outcome.list]) cache.muster.set(r.id, r);
        announce(device, { kind: "muster" });
      }
      return { already: outcome.already, list: structuredClone(outcome.list), added: outcome.added.length };
    },
    async remove(id) {
      const tx = need(device).transaction(["muster"], "readwrite");
      await run(tx, "muster_delete", () => tx.objectStore("muster").delete(id));
      cache.muster.delete(id);
      announce(device, { kind: "muster", id, deleted: true });
    },
  };
}
