// The checks of what is read from the device. Each says why a record cannot be used, or
// null: that reason is kept with the record when it is set aside (the unreadable shelf),
// beside its raw text. What is inside a record (a game, a roster, a Muster profile) is
// the engine's to judge; these check only what the store and the lists rely on.
import { BATTLE_VERSION, HEAD_VERSION, MUSTER_FORMAT, MUSTER_VERSION } from "./schema.js";

export const isObject = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
export const isId = (x) => typeof x === "string" && /^[A-Za-z0-9_.-]{1,64}$/.test(x);
const isName = (x) => typeof x === "string" && /^[a-z][a-z0-9_]{0,31}$/.test(x);

// A faction is the library's answers for one faction's upgrade names.
export const MUSTER_KINDS = ["profile", "list", "faction"];

export function newId(prefix) {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return prefix + [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// A value as a short text, for a reason.
export function describe(value) {
  let text;
  try {
    text = JSON.stringify(value);
  } catch {
    text = String(value);
  }
  if (text === undefined) text = String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

// A record as the raw text kept of it when it is set aside.
export function rawText(value) {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

const idProblem = (record, key, what) => {
  if (!isId(record.id)) return `its id ${describe(record.id)} is not a ${what} id`;
  if (key !== undefined && record.id !== key) return `its id ${describe(record.id)} is not its key ${describe(key)}`;
  return null;
};
const revProblem = (rev) => (Number.isInteger(rev) && rev >= 1 ? null : `its revision ${describe(rev)} is not a whole number`);
const count = (record, name, high = Infinity) => (Number.isInteger(record[name]) && record[name] >= 0 && record[name] <= high
  ? null : `its ${name} count ${describe(record[name])} is not a whole number from 0${high === Infinity ? " up" : ` to ${high}`}`);

// Its ``view`` is not checked: it is only the engine's drawing of the game, drawn again
// when the battle opens if it is missing or cannot be drawn, so a bad one never sets a
// good battle aside. Its game system is the engine's to know: a name is all this asks.
export function battleProblem(record, key) {
  if (!isObject(record)) return `a battle must be an object, not ${describe(record)}`;
  const badId = idProblem(record, key, "battle");
  if (badId) return badId;
  if (typeof record.name !== "string") return `its name ${describe(record.name)} is not text`;
  if (!isName(record.system)) return `its game system ${describe(record.system)} is unknown`;
  if (record.version === HEAD_VERSION) {
    if (record.game !== undefined) return "it is a head (version 3) but holds a whole game";
    const bad = count(record, "actions") || count(record, "undone") || count(record, "checkpoint", record.actions);
    if (bad) return bad;
  } else if (record.version !== undefined && record.version !== BATTLE_VERSION) {
    return `its version ${describe(record.version)} is not one this version reads (2 or 3)`;
  } else {
    if (!isObject(record.game)) return `its game ${describe(record.game)} is not an object`;
    if (record.game.system !== record.system) return `its game is ${describe(record.game.system)}, not ${describe(record.system)}`;
  }
  const badRev = revProblem(record.rev);
  if (badRev) return badRev;
  if (record.rosters !== undefined && !(Array.isArray(record.rosters) && record.rosters.every(isId))) {
    return `its roster ids ${describe(record.rosters)} are not a list of ids`;
  }
  return null;
}

export function rosterProblem(entry, key) {
  if (!isObject(entry)) return `a roster must be an object, not ${describe(entry)}`;
  const badId = idProblem(entry, key, "roster");
  if (badId) return badId;
  if (!isObject(entry.roster) || typeof entry.roster.name !== "string" || !Array.isArray(entry.roster.models)) {
    return "its roster has no name or no list of models";
  }
  if (entry.view !== undefined && !isObject(entry.view)) return `its view ${describe(entry.view)} is not an object`;
  if (entry.rev !== undefined) return revProblem(entry.rev);
  return null;
}

export function musterProblem(record, key) {
  if (!isObject(record)) return `a Muster record must be an object, not ${describe(record)}`;
  const badId = idProblem(record, key, "Muster");
  if (badId) return badId;
  if (record.format !== MUSTER_FORMAT) return `its format ${describe(record.format)} is not ${MUSTER_FORMAT}`;
  if (!Number.isInteger(record.version) || record.version < 1 || record.version > MUSTER_VERSION) {
    return `its version ${describe(record.version)} is not one this version reads (1 to ${MUSTER_VERSION})`;
  }
  if (!MUSTER_KINDS.includes(record.kind)) return `its kind ${describe(record.kind)} is not a profile, a list or a faction`;
  if (!isName(record.system)) return `its game system ${describe(record.system)} is unknown`;
  if (!isObject(record.data) || typeof record.data.name !== "string") return "its data has no name";
  if (record.kind === "list" && !Array.isArray(record.data.entries)) return "its army list has no entries";
  if (record.kind === "list" && !record.data.entries.every((e) => isObject(e) && isObject(e.profile))) return "its army list has a line with no profile";
  if (record.from_pack !== undefined && (!isObject(record.from_pack) || typeof record.from_pack.name !== "string")) {
    return `its pack ${describe(record.from_pack)} is not one a pack gives`;
  }
  if (record.kind === "faction" && !Array.isArray(record.data.upgrades)) return "its faction has no upgrades";
  return revProblem(record.rev);
}

// A list (of battles or rosters) is an array of { id, ... }; anything else is damaged.
export function listProblem(list) {
  if (!Array.isArray(list)) return `the list is ${describe(list)}, not an array`;
  const bad = list.find((item) => !isObject(item) || !isId(item.id));
  return bad === undefined ? null : `it holds ${describe(bad)}, not an entry with an id`;
}

// A step log line as the device keeps it beside its action.
export const entryOk = (entry) => isObject(entry) && typeof entry.summary === "string" && Array.isArray(entry.steps)
  && entry.steps.every((s) => isObject(s) && typeof s.rule === "string" && typeof s.text === "string");

export const battleListEntry = (r) => ({ id: r.id, name: r.name, system: r.system, updated: r.updated });
export const rosterListEntry = (e) => ({ id: e.id, name: e.roster.name, updated: e.updated });
// A roster's revision: rosters saved before they had one count as 0.
export const rosterRev = (e) => (e && Number.isInteger(e.rev) ? e.rev : 0);
