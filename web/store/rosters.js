// Warband rosters and Muster records (Regiment/Unit profiles and army lists). Their
// contents are the engine's (campaign.roster_check, muster.validate): this keeps them,
// one writer each (revisions), and lists them from the copy in memory.
import { StoreError } from "./errors.js";
import { MUSTER_FORMAT, MUSTER_VERSION } from "./schema.js";
import { musterProblem, newId, rosterListEntry, rosterProblem, rosterRev } from "./records.js";
import { checkRecord } from "./revision.js";
import { allOf, putList, run } from "./tx.js";
import { announce, need } from "./sync.js";
import { canonical, copies, following, linked } from "./muster_refs.js";

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

const sameData = (a, b) => canonical(a) === canonical(b);

// A record is { format, version, id, kind: "profile"|"list", system, data, rev, updated }
// where ``data`` is what muster.validate returned.
export function musterOf(device) {
  const { cache } = device;
  return {
    // Lists are read with each line's profile as it is now (the record it follows).
    list(system, kind) {
      const profiles = kind === "list" ? ofSystem(cache.muster.values(), system, "profile") : [];
      return [...cache.muster.values()].filter((m) => m.system === system && m.kind === kind)
        .map((m) => (kind === "list" ? { ...structuredClone(m), data: linked(m.data, profiles) } : structuredClone(m)))
        .sort((a, b) => a.data.name.localeCompare(b.data.name) || a.updated - b.updated);
    },
    // The army lists with a line following profile ``id``.
    usedBy(id) {
      const profile = cache.muster.get(id);
      if (!profile || profile.kind !== "profile") return [];
      return this.list(profile.system, "list").filter((r) => r.data.entries.some((e) => e.ref === id));
    },
    get(id) {
      const m = cache.muster.get(id);
      return m ? structuredClone(m) : null;
    },
    // A profile saved takes every list line that follows it along, in the same
    // transaction (``followed``: how many lists); a list saved is linked to the profiles
    // its lines were made from. A profile that came from a pack and is changed here is
    // marked edited: a newer revision of the pack leaves it as the player made it.
    async save({ id, kind, system, data }, rev = null) {
      const next = { format: MUSTER_FORMAT, version: MUSTER_VERSION, id, kind, system, data, rev: (rev || 0) + 1, updated: Date.now() };
      const problem = musterProblem(next);
      if (problem) throw new StoreError("bad_muster", { id, problem });
      const tx = need(device).transaction(["muster"], "readwrite");
      const store = tx.objectStore("muster");
      const written = await run(tx, { what: "muster", record: data.name }, async () => {
        const stored = await store.get(id);
        checkRecord("muster", id, stored, rev);
        const all = (await store.getAll()).filter((m) => m.system === system && !musterProblem(m));
        const before = ofSystem(all, system, "profile");
        if (kind === "list") next.data = linked(data, before);
        if (kind === "profile" && stored && stored.from_pack) {
          next.from_pack = { ...stored.from_pack, edited: stored.from_pack.edited || !sameData(stored.data, data) };
        }
        const after = kind === "profile" ? [...before.filter((p) => p.id !== id), next] : before;
        const lists = kind === "profile" ? followers(all, new Set([id]), before, after, next.updated) : [];
        await allOf((write) => {
          write(store.put(next));
          for (const r of lists) write(store.put(r));
        });
        return [next, ...lists];
      });
      for (const r of written) cache.muster.set(r.id, r);
      announce(device, { kind: "muster", id });
      return { ...structuredClone(next), followed: written.length - 1 };
    },
    // A profile pack's plan (the engine's pack.plan ``writes``): new profiles added and
    // those it updates written with every list that follows them, in one transaction,
    // refused whole (StoreError "changed_elsewhere") if one changed since it was read.
    async applyPack({ system, writes }) {
      const now = Date.now();
      const made = writes.map((w) => ({
        format: MUSTER_FORMAT, version: MUSTER_VERSION, id: w.id || newId("m"), kind: "profile", system,
        data: w.data, from_pack: w.from_pack, rev: (w.rev || 0) + 1, updated: now,
      }));
      for (const r of made) {
        const problem = musterProblem(r);
        if (problem) throw new StoreError("bad_muster", { id: r.id, problem });
      }
      const tx = need(device).transaction(["muster"], "readwrite");
      const store = tx.objectStore("muster");
      const written = await run(tx, { what: "muster_pack", record: writes.length ? writes[0].from_pack.name : "" }, async () => {
        const all = (await store.getAll()).filter((m) => m.system === system && !musterProblem(m));
        for (const w of writes) {
          if (w.id) checkRecord("muster", w.id, all.find((m) => m.id === w.id), w.rev);
        }
        const before = ofSystem(all, system, "profile");
        const changed = new Set(made.map((r) => r.id));
        const after = [...before.filter((p) => !changed.has(p.id)), ...made];
        const lists = followers(all, changed, before, after, now);
        await allOf((write) => {
          for (const r of [...made, ...lists]) write(store.put(r));
        });
        return { profiles: made, lists };
      });
      for (const r of [...written.profiles, ...written.lists]) cache.muster.set(r.id, r);
      if (made.length) announce(device, { kind: "muster" });
      return { profiles: written.profiles.length, lists: written.lists.length };
    },
    // An army list from a list file and the profiles it brings, in one transaction:
    // the profiles this device does not keep yet and the list are stored together or not
    // at all (a closed tab, a full device), never some profiles without their list.
    // ``replace``: { id, rev } of the stored list it updates, or null for a new list,
    // which is refused (StoreError "muster_list_named", with that list's id, rev and name)
    // while a list of its name is stored, unless ``alongside`` (kept beside it). A list
    // stored already with the same data (the same import in another tab, or again here)
    // is stored nothing of again: { already: true, list: the stored one, added: 0 }.
    // Else { already: false, list, added: the number of new profiles }. ``faction``: the
    // faction library's answers after this import (the engine's), kept in the same
    // transaction over the faction record of that name, or as a new one.
    async importList({ system, list, profiles, replace = null, alongside = false, faction = null }) {
      const now = Date.now();
      const record = (id, kind, data, rev) => ({ format: MUSTER_FORMAT, version: MUSTER_VERSION, id, kind, system, data, rev, updated: now });
      const listed = record(replace ? replace.id : newId("m"), "list", list, replace ? replace.rev + 1 : 1);
      const offered = profiles.map((data) => record(newId("m"), "profile", data, 1));
      const answered = faction ? record(newId("m"), "faction", faction, 1) : null;
      for (const r of [listed, ...offered, ...(answered ? [answered] : [])]) {
        const problem = musterProblem(r);
        if (problem) throw new StoreError("bad_muster", { id: r.id, problem });
      }
      const tx = need(device).transaction(["muster"], "readwrite");
      const store = tx.objectStore("muster");
      const outcome = await run(tx, { what: "muster_import", record: list.name }, async () => {
        const stored = (await store.getAll()).filter((m) => m.system === system && !musterProblem(m));
        const lists = stored.filter((m) => m.kind === "list");
        const same = lists.find((m) => sameData(copies(m.data), copies(list)));
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
        listed.data = linked(list, [...stored.filter((m) => m.kind === "profile"), ...added]);
        // The faction's record of that name, found inside the transaction (another tab
        // may have answered meanwhile), replaced by the engine's answers after this import.
        const before = answered && stored.find((m) => m.kind === "faction" && m.data.name === answered.data.name);
        const library = !answered || (before && sameData(before.data, answered.data)) ? null
          : before ? { ...answered, id: before.id, rev: before.rev + 1 } : answered;
        await allOf((write) => {
          for (const r of added) write(store.put(r));
          if (library) write(store.put(library));
          write(store.put(listed));
        });
        return { already: false, list: listed, added, library };
      });
      if (!outcome.already) {
        for (const r of [...outcome.added, outcome.list, ...(outcome.library ? [outcome.library] : [])]) cache.muster.set(r.id, r);
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

const ofSystem = (records, system, kind) => [...records].filter((m) => m.system === system && m.kind === kind);

// The list records that follow a change of profiles ``changed``, as they are written:
// their lines' copies the profiles now, one revision on.
function followers(all, changed, before, after, now) {
  return following(all, changed, before, after)
    .map(([r, data]) => ({ ...r, version: MUSTER_VERSION, data, rev: r.rev + 1, updated: now }));
}
