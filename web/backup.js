// The backup file: "Export everything" writes one versioned JSON file of what this
// device keeps (battles with their history, rosters, Muster, settings) as a download;
// "Import" reads one through a file picker, has the engine check every item
// (backup.check), shows what it adds and what it would replace, and writes what the
// player chose in one transaction. Nothing is overwritten without the player choosing
// it; a bad file changes nothing and the engine's reason is shown.
import { backupDevice as device } from "./pipeline.js";
import { el } from "./views/dom.js";
import { readPicked } from "./views/files.js";
import { said, words } from "./i18n/words.js";

export const BACKUP_FORMAT = "aftermath.backup";
export const BACKUP_VERSION = 1;
// The engine reads a request of at most 1 MiB (bridge.MAX_REQUEST): a file up to
// PART_CHARS goes in one request; a larger one goes in parts, each the file's header
// with some of its items (backup.check's "part" names items by their place in the whole
// file and carries the ids seen so far). A single item must fit one request.
export const MAX_FILE_BYTES = 32 * 1024 * 1024;
const PART_CHARS = 600_000; // leaves room for the escaping of the text inside the request
const LISTS = ["battles", "rosters", "muster"];

// ``content``: what makes two records the same thing (an import of the device's own
// backup finds them the same and skips them by default, rather than doubling them).
const KINDS = {
  battle: { store: device.battles, prefix: "g", maxName: 80, name: (r) => r.name, rename: (r, n) => ({ ...r, name: n }), content: (r) => [r.name, r.game] },
  roster: { store: device.rosters, prefix: "w", maxName: 60, name: (r) => r.roster.name, rename: (r, n) => ({ ...r, roster: { ...r.roster, name: n } }), content: (r) => r.roster },
  muster: { store: device.muster, prefix: "m", maxName: 60, name: (r) => r.data.name, rename: (r, n) => ({ ...r, data: { ...r.data, name: n } }), content: (r) => [r.kind, r.system, r.data] },
};

// JSON with its object keys sorted: two records compare by content, not key order.
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

function sameThing(kind, stored, record) {
  return canonical(kind.content(stored)) === canonical(kind.content(record));
}

// What the panel shows between renders of the home screen.
const state = { review: null, notice: null, error: null, leftOut: null };

// The file, and how many damaged records it leaves out (``damaged``): those the device
// set aside as unreadable are not in it, and the export screen says so.
export async function backupFile() {
  const all = await device.exportAll();
  const file = {
    format: BACKUP_FORMAT, version: BACKUP_VERSION, app: "Aftermath", exported: Date.now(),
    // A battle's view is only the engine's drawing: game.open rebuilds it after import.
    battles: all.battles.map(({ view, ...record }) => record),
    rosters: all.rosters, muster: all.muster, settings: all.settings,
  };
  Object.defineProperty(file, "damaged", { value: all.damaged, enumerable: false });
  return file;
}

// Damaged records are left out of the file (the engine's backup.check could not read
// them back): never silently. Their raw text is under "Could not be read".
function leftOutText(n) {
  if (!n) return null;
  return words("backup-left-out", { damaged: n });
}

async function exportEverything(render) {
  state.error = null;
  state.leftOut = null;
  try {
    const file = await backupFile();
    const text = JSON.stringify(file);
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const day = new Date().toISOString().slice(0, 10);
    const link = el("a", { href: url, download: `aftermath-backup-${day}.json` });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    state.notice = words("backup-exported", { battles: file.battles.length, rosters: file.rosters.length, muster: file.muster.length });
    state.leftOut = leftOutText(file.damaged);
  } catch (err) {
    state.error = words("backup-not-exported", { reason: said(err.msg, err.message) });
  }
  render();
}

async function readFile(pipeline, file, render) {
  state.review = null;
  state.notice = null;
  state.leftOut = null;
  state.error = null;
  try {
    const text = await readPicked(file, { limit: MAX_FILE_BYTES, what: words("file-what-backup") });
    const items = await checkFile(pipeline, text);
    // A battle kept as a head and its actions is compared whole, as the file holds it.
    const whole = new Map();
    for (const item of items) {
      if (item.kind === "battle" && device.battles.get(item.id)) {
        // A device battle whose parts do not add up is compared as it is (never the
        // same as the file's), rather than stopping the whole review.
        whole.set(item.id, await device.battles.full(item.id).catch((err) => {
          if (err instanceof device.DamagedBattle) return device.battles.get(item.id);
          throw err;
        }));
      }
    }
    state.review = {
      file: file.name,
      items: items.map((item) => {
        const kind = KINDS[item.kind];
        const stored = item.kind === "battle" ? whole.get(item.id) || null : kind.store.get(item.id);
        const same = Boolean(stored) && sameThing(kind, stored, item.record);
        return { ...item, stored, same, choice: !stored ? "add" : same ? "skip" : "both" };
      }),
    };
  } catch (err) {
    state.error = words("backup-not-imported", { file: file.name, why: inWords(err), reason: said(err.msg, err.message) });
  }
  render();
}

// What the engine's error means for a player, before its exact words (which name the
// field and value): the field says which kind of problem it is.
function inWords(err) {
  const field = (err && err.field) || "";
  // Only the engine's typed refusal is "newer": a version 1e400 or "2" is just unreadable.
  if (err && err.type === "newer_version") return "newer";
  if (field === "file" || field === "file.format") return "not-backup";
  if (field.startsWith("file.")) return "unreadable";
  return "other";
}

async function checkFile(pipeline, text) {
  if (text.length <= PART_CHARS) return (await pipeline.ask("backup.check", { text })).items;
  let file;
  try {
    file = JSON.parse(text);
  } catch (err) {
    throw Object.assign(new Error(words("backup-not-json", { reason: err.message })), { field: "file" });
  }
  // Not an object with lists: the engine says what it is (as a header alone).
  const lists = file !== null && typeof file === "object" && !Array.isArray(file) ? file : null;
  const header = lists ? Object.fromEntries(Object.entries(lists).filter(([k]) => !LISTS.includes(k))) : file;
  const parts = [];
  let part = null;
  let size = 0;
  const offsets = Object.fromEntries(LISTS.map((k) => [k, 0]));
  for (const key of LISTS) {
    const items = lists && Array.isArray(lists[key]) ? lists[key] : null;
    // Not a list where one belongs: the engine names it (the header with that field).
    if (lists && key in lists && !items) return (await pipeline.ask("backup.check", { text: JSON.stringify({ ...header, [key]: lists[key] }) })).items;
    (items || []).forEach((item, i) => {
      const length = JSON.stringify(item).length;
      if (!part || size + length > PART_CHARS) {
        part = { offsets: { ...offsets }, lists: Object.fromEntries(LISTS.map((k) => [k, []])) };
        part.offsets[key] = i;
        parts.push(part);
        size = 0;
      }
      part.lists[key].push(item);
      size += length;
      offsets[key] = i + 1;
    });
  }
  if (!parts.length) parts.push({ offsets, lists: {} });
  const found = [];
  for (const p of parts) {
    const seen = found.map((item) => [item.kind, item.id]);
    const partText = JSON.stringify(lists ? { ...header, ...p.lists } : file);
    const reply = await pipeline.ask("backup.check", { text: partText, part: { offsets: p.offsets, seen } });
    found.push(...reply.items);
  }
  return found;
}

async function write(review, render, onDone) {
  const chosen = { battles: [], rosters: [], muster: [] };
  const into = { battle: chosen.battles, roster: chosen.rosters, muster: chosen.muster };
  review.items.forEach((item, source) => {
    if (item.choice === "skip") return;
    const kind = KINDS[item.kind];
    if (item.choice === "replace") {
      into[item.kind].push({ record: item.record, replaces: item.kind === "roster" ? device.rosterRev(item.stored) : item.stored.rev, source });
    } else if (item.choice === "both") {
      // The copy's name must still be one the engine accepts (roster and profile names
      // are at most 60 characters): the name is cut, never the " (imported)".
      const added = words("backup-copy-name", { name: "" }).length;
      const copy = kind.rename({ ...item.record, id: device.newId(kind.prefix) }, words("backup-copy-name", { name: item.name.slice(0, kind.maxName - added) }));
      into[item.kind].push({ record: copy, replaces: null, source });
    } else {
      into[item.kind].push({ record: item.record, replaces: null, source });
    }
  });
  // A campaign battle from the file names its rosters by their ids in the file: where
  // such a roster came in as a copy, the battle names the copy, so its Confirm (or its
  // Undo) writes the file's roster, never the one already on this device.
  const copies = new Map();
  review.items.forEach((item, i) => {
    const kept = item.kind === "roster" && item.choice === "both" ? chosen.rosters.find((c) => c.source === i) : null;
    if (kept) copies.set(item.id, kept.record.id);
  });
  for (const entry of chosen.battles) {
    if (Array.isArray(entry.record.rosters) && entry.record.rosters.some((id) => copies.has(id))) {
      entry.record = { ...entry.record, rosters: entry.record.rosters.map((id) => copies.get(id) || id) };
    }
  }
  for (const list of Object.values(chosen)) for (const entry of list) delete entry.source;
  try {
    await device.importAll(chosen);
    const count = chosen.battles.length + chosen.rosters.length + chosen.muster.length;
    state.review = null;
    state.notice = words("backup-imported", { count, file: review.file });
  } catch (err) {
    state.error = said(err.msg, err.message);
  }
  render();
  onDone();
}

function reviewList(review, render, onDone) {
  const row = (item, i) => {
    const kind = KINDS[item.kind];
    const what = { kind: item.kind, name: item.name };
    if (!item.stored) {
      return el("li", { class: "import-item", "data-import": item.id, "data-choice": item.choice },
        el("p", {}, words("backup-adds", what)));
    }
    const choice = (value, label) => el("button", {
      type: "button", "data-offline": "", "data-choose": value, "aria-pressed": String(item.choice === value),
      class: item.choice === value ? "primary" : "",
      onclick: () => { item.choice = value; render(); },
    }, label);
    return el("li", { class: "import-item", "data-import": item.id, "data-choice": item.choice },
      el("p", {}, item.same ? words("backup-same", what) : words("backup-changed", { ...what, stored: kind.name(item.stored) })),
      el("div", { class: "row-actions", role: "group", "aria-label": words("backup-what-to-do", what) },
        choice("both", words("backup-keep-both")), choice("replace", words("backup-replace")), choice("skip", words("backup-skip"))),
      el("p", { class: "muted", id: `import-${i}` }, item.choice === "replace" ? words("backup-replace-about")
        : item.choice === "skip" ? words("backup-skip-about") : words("backup-both-about")));
  };
  return el("div", { class: "stack import-review", "data-import-review": "" },
    el("h3", {}, words("backup-import-from", { file: review.file })),
    el("p", {}, words("backup-items", { count: review.items.length })),
    el("ul", { class: "stack" }, ...review.items.map(row)),
    el("div", { class: "row" },
      el("button", { type: "button", class: "primary", "data-offline": "", "data-action": "confirm-import",
        onclick: () => write(review, render, onDone) }, words("backup-import-these")),
      el("button", { type: "button", "data-offline": "", onclick: () => { state.review = null; render(); } }, words("backup-cancel"))));
}

// The home screen's panel: Muster, Export everything, Import.
export function backupPanel({ pipeline, onMuster, onDone }) {
  const section = el("section", { class: "panel", "aria-label": words("backup-title") });
  // The home screen may have been drawn again while a file was read (the engine became
  // ready, another tab changed something): then the new panel shows the state.
  const again = () => (section.isConnected ? render() : onDone());
  const render = () => {
    const picker = el("input", { type: "file", id: "import-file", accept: "application/json,.json", class: "file-input" });
    picker.addEventListener("change", () => {
      if (picker.files && picker.files[0]) readFile(pipeline, picker.files[0], again);
    });
    section.replaceChildren(
      el("h2", {}, words("backup-title")),
      el("p", { class: "muted" }, words("backup-about")),
      el("div", { class: "row" },
        el("button", { type: "button", class: "primary", "data-offline": "", "data-action": "muster", onclick: () => onMuster() }, words("backup-muster")),
        el("button", { type: "button", "data-offline": "", "data-action": "export", onclick: () => exportEverything(again) }, words("backup-export"))),
      el("div", { class: "field" }, el("label", { for: "import-file" }, words("backup-import")), picker),
      state.error ? el("p", { class: "message error", role: "alert", "data-import-error": "" }, state.error) : "",
      state.notice ? el("p", { class: "message info", role: "status" }, state.notice) : "",
      state.leftOut ? el("p", { class: "message error", role: "alert", "data-export-left-out": "" }, state.leftOut) : "",
      state.review ? reviewList(state.review, again, onDone) : "");
  };
  render();
  return section;
}
