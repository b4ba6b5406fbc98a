// The device as every tab sees it: changes are told to this tab's screens ("change"
// events: { kind: "battle"|"roster"|"muster"|"unreadable"|"everything"|"space", id?,
// deleted?, elsewhere? }) and, through a BroadcastChannel, to the other tabs, which
// read just what changed. Without a database (the memory backend) each tab has its own
// memory: nothing to tell the others.
import { StoreError } from "./errors.js";
import { isId, isObject, musterProblem, rosterProblem } from "./records.js";
import { readHead } from "./drawings.js";
import { reread } from "./cache.js";

// The database, or a StoreError "unavailable" with why it is not (the browser closed it,
// a newer version in another tab took it, or it never opened).
export function need(device) {
  if (!device.db) throw new StoreError("unavailable", { why: device.unavailable || { code: "not_open" } });
  return device.db;
}

export function announce(device, detail) {
  device.events.dispatchEvent(new CustomEvent("change", { detail }));
  if (device.channel && device.kept) device.channel.postMessage(detail);
}

// The database was taken away (``code``: "closed_newer", "closed_browser"): saves from now
// on are refused with the reason, never silently kept in memory instead.
export function closed(device, code) {
  if (device.db) device.db.close();
  device.db = null;
  device.unavailable = { code };
}

// Another tab changed something: read just what it names, read-only, then tell the
// screens. Repairs and setting aside happen only at start (repair.js): a record that
// reads as damaged here is left where it is, out of this tab's list, for the next start.
export async function refresh(device, detail) {
  const { db, cache } = device;
  if (!db || !isObject(detail)) return;
  try {
    if (detail.kind === "battle" && isId(detail.id)) {
      const r = await readHead(db.transaction(["battles", "drawings"]), device.bound, detail.id);
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
      await reread(device);
    } else if (detail.kind === "roster") {
      // Both rosters of a campaign Confirm, saved with the battle.
      const all = await db.getAll("rosters");
      cache.rosters = new Map(all.filter((e) => !rosterProblem(e)).map((e) => [e.id, e]));
    }
    if (detail.kind === "unreadable" || detail.aside) cache.unreadable = await db.getAll("unreadable");
  } catch {
    return; // this tab keeps what it had; its next save checks the revision anyway
  }
  device.events.dispatchEvent(new CustomEvent("change", { detail: { ...detail, elsewhere: true } }));
}

// Listens to the other tabs on ``channel`` (a BroadcastChannel, or null).
export function listen(device, channel) {
  device.channel = channel;
  if (channel) channel.onmessage = (event) => refresh(device, event.data);
}
