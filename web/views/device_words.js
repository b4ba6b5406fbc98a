// The device's store in the players' words: its typed errors (store/errors.js) and the
// notes of a start (what was moved, repaired or set aside). The store holds no sentence.
import { words } from "../i18n/words.js";

// A browser's storage error in words. A full device gives QuotaExceededError and often
// no message at all: then the name says what happened.
const STORAGE_WORDS = {
  QuotaExceededError: () => words("device-quota"),
  UnknownError: () => words("device-unknown-error"),
  InvalidStateError: () => words("device-closed"),
  VersionError: () => words("device-newer-version"),
  AbortError: () => words("device-aborted"),
  DataCloneError: () => words("device-not-cloneable"),
  NotReadableError: () => words("device-not-readable"),
};

function storageWords({ name, message }) {
  const said = String(message || "").trim();
  if (said) return said.replace(/\.?$/, ".");
  return (STORAGE_WORDS[name] || (() => words("device-no-reason")))();
}

const short = (value) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

// What was being saved, by the store's name for it.
const WHAT = {
  battle: () => words("device-what-battle"),
  battle_rosters: () => words("device-what-battle-rosters"),
  battle_delete: () => words("device-what-battle-delete"),
  set_aside: () => words("device-what-set-aside"),
  checkpoint: () => words("device-what-checkpoint"),
  roster: () => words("device-what-roster"),
  roster_delete: () => words("device-what-roster-delete"),
  muster: (d) => words("device-what-muster", { record: d.record }),
  muster_import: (d) => words("device-what-muster-import", { record: d.record }),
  muster_pack: (d) => words("device-what-muster-pack", { record: d.record }),
  muster_delete: () => words("device-what-muster-delete"),
  import: () => words("device-what-import"),
  migration: () => words("device-what-migration"),
  late_migration: () => words("device-what-late-migration"),
  repair: () => words("device-what-repair"),
  discard: () => words("device-what-discard"),
};

// Why the database is not there to save in.
const UNAVAILABLE = {
  not_open: () => words("device-not-open"),
  closed_newer: () => words("device-closed-newer"),
  closed_browser: () => words("device-closed-browser"),
  blocked: () => words("device-blocked"),
  no_indexeddb: () => words("device-no-indexeddb"),
  refused: (why) => words("device-refused", { name: why.name || "error", reason: storageWords(why).replace(/\.$/, "") }),
};
const unavailable = (why) => (UNAVAILABLE[why && why.code] || UNAVAILABLE.not_open)(why || {});

const ERRORS = {
  battle_deleted: () => words("device-battle-deleted"),
  battle_held: (d) => words("device-battle-held", { seconds: d.seconds }),
  battle_changed: () => words("device-battle-changed"),
  not_saved: (d) => words("device-not-saved", {
    what: (WHAT[d.what] || (() => d.what))(d), name: d.name, reason: storageWords(d), full: d.name === "QuotaExceededError" ? "yes" : "no",
  }),
  unavailable: (d) => words("device-unavailable", { why: unavailable(d.why) }),
  bad_battle: (d) => words("device-bad-battle", { problem: d.problem }),
  bad_action: (d) => words("device-bad-action", { type: short(d.type) }),
  bad_checkpoint: (d) => words("device-bad-checkpoint", { count: short(d.count) }),
  damaged_parts: (d) => words("device-damaged-parts", { problem: d.problem }),
  bad_roster: (d) => words("device-bad-roster", { problem: d.problem }),
  roster_changed: (d) => words("device-roster-changed", { name: d.name }),
  roster_deleted: () => words("device-roster-deleted"),
  bad_muster: (d) => words("device-bad-muster", { problem: d.problem }),
  muster_changed: (d) => words("device-muster-changed", { name: d.name }),
  muster_deleted: () => words("device-muster-deleted"),
  muster_list_named: (d) => words("device-muster-list-named", { name: d.name }),
  bad_import: (d) => words("device-bad-import", { id: d.id, problem: d.problem }),
  import_changed: (d) => words("device-import-changed", { id: d.id }),
};

const NOTES = {
  not_kept: (n) => words("device-not-kept", { why: unavailable(n.why) }),
  migration_failed: (n) => words("device-migration-failed", { name: n.name || "error", reason: storageWords(n).replace(/\.$/, "") }),
  read_failed: (n) => words("device-read-failed", { reason: n.message }),
  moved: (n) => words("device-moved", { battles: n.battles, rosters: n.rosters }),
  orphans: (n) => words("device-orphans", { count: n.count }),
  dangling: (n) => words("device-dangling", { count: n.count }),
  set_aside: (n) => words("device-set-aside", { count: n.records.length, records: n.records.map((a) => `${a.kind}: ${a.reason}`).join("; ") }),
  late: (n) => words("device-late", { count: n.count }),
  late_copies: (n) => words("device-late-copies", { names: n.names.map((name) => words("device-quoted", { name })).join(", ") }),
};

// For store.speak(): the words of an error (null for one the store does not know: its
// code is then its own words) and the name of a battle kept beside its changed copy.
export const storeWords = {
  error: (err) => (ERRORS[err.code] ? ERRORS[err.code](err.details) : null),
  previousCopy: (name) => words("device-previous-copy", { name }),
};

// The notes of a start, as one message.
export const deviceNotes = (notes) => notes.map((n) => (NOTES[n.code] ? NOTES[n.code](n) : n.code)).join(" ");
