// The copy in memory the screens draw from, read again whole from the database: after
// a backup's import, before its export, and when another tab changed Muster or
// everything. Read-only: what fails its checks now is counted, and set aside only at the
// next start (repair.js).
import { battleProblem, musterProblem, rosterProblem } from "./records.js";
import { withViews } from "./drawings.js";

export async function reread(device) {
  const { db, cache } = device;
  if (!db) return;
  const tx = db.transaction(["battles", "rosters", "muster", "drawings"]);
  const [b, r, m] = await Promise.all(["battles", "rosters", "muster"].map((s) => tx.objectStore(s).getAll()));
  const good = new Map(b.filter((x) => !battleProblem(x)).map((x) => [x.id, x]));
  await withViews(tx, good);
  cache.battles = good;
  cache.rosters = new Map(r.filter((x) => !rosterProblem(x)).map((x) => [x.id, x]));
  cache.muster = new Map(m.filter((x) => !musterProblem(x)).map((x) => [x.id, x]));
  device.damagedNow = b.length + r.length + m.length - cache.battles.size - cache.rosters.size - cache.muster.size;
}
