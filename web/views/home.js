// The battle list: saved games on this device, quick-start examples, a new battle.
// The systems' own parts (``newBattles``: the Battles panel's buttons, ``panels``:
// sections of their own) come from the app's registry of plug-ins.
import { el, userText } from "./dom.js";
import { systemTitle } from "../system_words.js";

export function homeView({ games, examples, onOpen, onDelete, onRename, onDuplicate, onNew, onExample, newBattles = [], panels = [], muster = null }) {
  const list = games.length
    ? el("ul", { class: "game-list", "aria-label": "Saved battles" }, ...games.map((g) =>
      el("li", { class: "game-item", "data-game": g.id },
        el("button", { type: "button", class: "game-open", onclick: () => onOpen(g.id) },
          userText(g.name, { class: "game-name" }),
          el("span", { class: "muted" }, ` ${systemTitle(g.system)} · ${new Date(g.updated).toLocaleString()}`)),
        el("div", { class: "row-actions" },
          el("button", { type: "button", "data-offline": "", "aria-label": `Rename ${g.name}`, onclick: () => onRename(g) }, "Rename"),
          el("button", { type: "button", "data-offline": "", "aria-label": `Duplicate ${g.name}`, onclick: () => onDuplicate(g) }, "Duplicate"),
          el("button", { type: "button", class: "danger", "aria-label": `Delete ${g.name}`, onclick: () => onDelete(g) }, "Delete")))))
    : el("p", { class: "muted" }, "No saved battles on this device yet.");
  return el("div", { class: "home" },
    el("section", { class: "panel" },
      el("h2", {}, "Battles"),
      list,
      el("div", { class: "row" }, ...newBattles.map(({ system, action, label }) =>
        el("button", { type: "button", class: "primary", "data-action": action, onclick: () => onNew(system) }, label)))),
    muster,
    ...panels,
    el("section", { class: "panel", "aria-label": "Examples" },
      el("h2", {}, "Start from an example"),
      examples.length ? el("ul", { class: "example-list" }, ...examples.map((x) =>
        el("li", {},
          el("button", { type: "button", "data-example": x.id, onclick: () => onExample(x) }, x.title),
          el("p", { class: "muted" }, x.about))))
        : el("p", { class: "muted" }, "Examples appear when the engine is ready.")));
}

// The device's storage: space used and left (filled in by the app once the browser
// says), and the saved records that could not be read, each with its raw text to copy
// or download. Raw text goes in as text, never as HTML.
export function storagePanel({ problems, onDiscard }) {
  return el("section", { class: "panel storage", "aria-label": "Storage on this device" },
    el("h2", {}, "Storage on this device"),
    el("p", { class: "muted", "data-space": "" }, "Space used: asking the browser…"),
    problems.length ? el("div", { class: "unreadable", "data-unreadable-count": problems.length },
      el("h3", {}, `Could not be read (${problems.length})`),
      el("p", { class: "muted" }, "These saved records were damaged. They are kept here as they were found: copy or download the text to repair it, or discard it."),
      el("ul", { class: "stack" }, ...problems.map((p) => {
        const id = `unreadable-${p.n}`;
        return el("li", { class: "unreadable-item", "data-unreadable": p.key, "data-kind": p.kind },
          el("p", {}, `${p.kind} “${p.key}”: ${p.reason}`),
          el("label", { for: id }, `Raw text of ${p.kind} ${p.key}`),
          el("textarea", { id, readonly: true, rows: 3, class: "raw-text" }, p.raw == null ? "" : String(p.raw)),
          el("div", { class: "row-actions" },
            el("button", { type: "button", "data-offline": "", "data-action": "download-unreadable", onclick: () => download(p) }, "Download"),
            el("button", { type: "button", class: "danger", "data-offline": "", "data-action": "discard-unreadable",
              "aria-label": `Discard ${p.kind} ${p.key}`, onclick: () => onDiscard(p.n) }, "Discard")));
      })))
      : "");
}

function download(problem) {
  const url = URL.createObjectURL(new Blob([problem.raw == null ? "" : String(problem.raw)], { type: "text/plain" }));
  const link = el("a", { href: url, download: `aftermath-unreadable-${problem.kind.replace(/\W+/g, "-")}-${problem.n}.txt` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// Said on every screen while there is no device database (app.js) and in the panel.
export const NOT_KEPT = "Nothing is being kept: this browser gives Aftermath no storage, so battles and rosters last only until this page is closed or reloaded.";

const size = (bytes) => (bytes >= 1e9 ? `${(bytes / 1e9).toFixed(1)} GB`
  : bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.ceil(bytes / 1e3)} kB`);

export function spaceText({ used, quota, persisted, available, memoryOnly }) {
  if (memoryOnly) return `${NOT_KEPT}`;
  if (!available) return "Saving on this device has stopped: reload this page to save again.";
  const amounts = used == null || quota == null
    ? "Space used: the browser does not say."
    : `Space used: ${size(used)}, ${size(Math.max(0, quota - used))} left.`;
  const kept = persisted === true
    ? "Kept until you delete it (persistent storage)."
    : persisted === false
      ? "Not persistent: the browser may clear it when the device runs short of space."
      : persisted === "asking"
        ? "Persistence: asked the browser, waiting for its answer."
        : "Persistence: the browser does not say.";
  return `${amounts} ${kept}`;
}
