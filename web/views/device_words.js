// The device's store in the players' words: its typed errors (store/errors.js) and the
// notes of a start (what was moved, repaired or set aside). The store holds no sentence.

// A browser's storage error in words. A full device gives QuotaExceededError and often
// no message at all: then the name says what happened.
const STORAGE_WORDS = {
  QuotaExceededError: "This device is out of space.",
  UnknownError: "The browser could not write to its storage.",
  InvalidStateError: "The device database was closed (another tab may have updated the app).",
  VersionError: "The device database was made by a newer version of Aftermath.",
  AbortError: "The browser stopped the save.",
  DataCloneError: "The data could not be stored as it is.",
  NotReadableError: "The browser could not read its storage.",
};

function storageWords({ name, message }) {
  const said = String(message || "").trim();
  if (said) return said.replace(/\.?$/, ".");
  return STORAGE_WORDS[name] || "The browser gave no reason.";
}

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
const was = (n) => (n === 1 ? "was" : "were");
const short = (value) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

// What was being saved, by the store's name for it.
const WHAT = {
  battle: () => "the battle",
  battle_rosters: () => "the battle and its rosters",
  battle_delete: () => "the deletion of the battle",
  set_aside: () => "the damaged battle, set aside",
  checkpoint: () => "the battle's checkpoint",
  roster: () => "the roster",
  roster_delete: () => "the deletion of the roster",
  muster: (d) => `“${d.record}” in Muster`,
  muster_import: (d) => `the army list “${d.record}” and its profiles in Muster`,
  muster_pack: (d) => `the profiles of the pack “${d.record}” in Muster`,
  muster_delete: () => "the deletion from Muster",
  import: () => "the imported records",
  migration: () => "the battles moved from the previous version",
  late_migration: () => "the battles saved late by the previous version",
  repair: () => "the repaired lists",
  discard: () => "the discarding of the record",
};

// Why the database is not there to save in.
const UNAVAILABLE = {
  not_open: () => "not open yet",
  closed_newer: () => "a newer version of Aftermath opened in another tab; reload this page",
  closed_browser: () => "the browser closed the device database; reload this page",
  blocked: () => "Blocked: another Aftermath tab, of an older version, keeps the device database open: close it, then reload this page",
  no_indexeddb: () => "Error: this browser gives no device database",
  refused: (why) => `${why.name || "error"}: ${storageWords(why).replace(/\.$/, "")}`,
};
const unavailable = (why) => (UNAVAILABLE[why && why.code] || UNAVAILABLE.not_open)(why || {});

const ERRORS = {
  battle_deleted: () => "This battle was deleted in another tab.",
  battle_held: (d) => `Another tab has held this battle for over ${d.seconds} seconds (it may be frozen). Nothing was done: close or reload the other tab, then try again.`,
  battle_changed: () => "This battle changed in another tab: it now shows the latest. Nothing was done; try again if you still want to.",
  not_saved: (d) => `Could not save ${(WHAT[d.what] || (() => d.what))(d)} on this device (${d.name}): ${storageWords(d)} `
    + (d.name === "QuotaExceededError" ? "Nothing was changed; free some space and try again." : "Nothing was changed; try again."),
  unavailable: (d) => `Saving on this device is not available (${unavailable(d.why)}). Nothing was changed.`,
  bad_battle: (d) => `The battle cannot be saved: ${d.problem}.`,
  bad_action: (d) => `The battle cannot be saved: ${short(d.type)} is not an action.`,
  bad_checkpoint: (d) => `The battle's checkpoint cannot be saved: it is ${short(d.count)}.`,
  damaged_parts: (d) => `its saved actions are damaged: ${d.problem}`,
  bad_roster: (d) => `The roster cannot be saved: ${d.problem}.`,
  roster_changed: (d) => `“${d.name}” changed on this device meanwhile (another tab, or a battle's Confirm): nothing was saved; open it again.`,
  roster_deleted: () => "This roster was deleted meanwhile (in another tab): nothing was saved.",
  bad_muster: (d) => `The Muster record cannot be saved: ${d.problem}.`,
  muster_changed: (d) => `“${d.name}” changed in another tab: nothing was saved; open it again.`,
  muster_deleted: () => "This Muster record was deleted in another tab: nothing was saved.",
  muster_list_named: (d) => `Muster already has an army list “${d.name}” (kept meanwhile, perhaps in another tab): nothing was saved.`,
  bad_import: (d) => `Nothing was imported: ${d.id} cannot be saved (${d.problem}).`,
  import_changed: (d) => `Nothing was imported: ${d.id} changed on this device while you chose; look again.`,
};

const NOTES = {
  not_kept: (n) => `Saving on this device is not available (${unavailable(n.why)}): battles can be played during this visit, but nothing is kept — everything is gone when this page is closed or reloaded.`,
  migration_failed: (n) => `The battles saved by the previous version could not be moved (${n.name || "error"}: ${storageWords(n).replace(/\.$/, "")}); they are still there and the move is tried again next start.`,
  read_failed: (n) => `The saved battles could not be read (${n.message}): nothing was changed; try reloading the page.`,
  moved: (n) => `Moved ${plural(n.battles, "battle")} and ${plural(n.rosters, "roster")} from the previous version's storage into the device database.`,
  orphans: (n) => `${plural(n.count, "saved record")} missing from the lists ${was(n.count)} found and put back in the list.`,
  dangling: (n) => `${n.count} list ${n.count === 1 ? "entry" : "entries"} had no saved record and ${was(n.count)} dropped.`,
  set_aside: (n) => `${plural(n.records.length, "saved record")} could not be read and ${was(n.records.length)} set aside (${n.records.map((a) => `${a.kind}: ${a.reason}`).join("; ")}). See "Could not be read" below.`,
  late: (n) => `${plural(n.count, "battle")} saved by the previous version after the move ${was(n.count)} brought in.`,
  late_copies: (n) => `Changed here and in the previous version, kept both: ${n.names.map((name) => `“${name}”`).join(", ")}.`,
};

// For store.speak(): the words of an error (null for one the store does not know: its
// code is then its own words) and the name of a battle kept beside its changed copy.
export const storeWords = {
  error: (err) => (ERRORS[err.code] ? ERRORS[err.code](err.details) : null),
  previousCopy: (name) => `${name} (saved by the previous version)`,
};

// The notes of a start, as one message.
export const deviceNotes = (notes) => notes.map((n) => (NOTES[n.code] ? NOTES[n.code](n) : n.code)).join(" ");
