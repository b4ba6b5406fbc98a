// One writer per record: every save names the revision it started from (null for a new
// record), and is refused, changing nothing, if the record stored now is not at that
// revision: changed in another tab, or deleted there (a deleted record stays deleted).
import { ChangedElsewhere, StoreError } from "./errors.js";
import { HEAD_VERSION } from "./schema.js";
import { rosterRev } from "./records.js";

// Why a save from ``rev`` cannot replace ``stored`` (undefined if there is none): null,
// "exists" (a new record whose id is taken), "deleted" or "changed".
export function revisionProblem(stored, rev, revOf = (s) => s.rev) {
  if (rev == null) return stored ? "exists" : null;
  if (!stored) return "deleted";
  return revOf(stored) === rev ? null : "changed";
}

// The check of a battle save, throwing ChangedElsewhere. ``head``: whether the stored
// record must be kept as a head (true), must be whole (false), or either (undefined).
export function checkBattle(id, stored, rev, head) {
  if (head !== undefined && !stored) throw new ChangedElsewhere(id, true);
  const problem = revisionProblem(stored, rev);
  if (problem) throw new ChangedElsewhere(id, problem === "deleted");
  if (head !== undefined && stored && (stored.version === HEAD_VERSION) !== head) throw new ChangedElsewhere(id, false);
}

const REV_OF = { roster: rosterRev, muster: (s) => s.rev, battle: (s) => s.rev };
const NAME_OF = { roster: (s) => s.roster.name, muster: (s) => s.data.name, battle: (s) => s.name };

// The check of a roster or Muster record save: StoreError "<kind>_changed" (with the
// stored record's name) or "<kind>_deleted".
export function checkRecord(kind, id, stored, rev) {
  const problem = revisionProblem(stored, rev, REV_OF[kind]);
  if (!problem) return;
  if (problem === "deleted") throw new StoreError(`${kind}_deleted`, { id });
  throw new StoreError(`${kind}_changed`, { id, name: NAME_OF[kind](stored) });
}

// The check of one record of an import: the record the player saw, or none.
export function checkImported(kind, id, stored, replaces) {
  if (revisionProblem(stored, replaces, REV_OF[kind])) throw new StoreError("import_changed", { id });
}
