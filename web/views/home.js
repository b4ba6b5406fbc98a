// The battle list: saved games on this device, quick-start examples, a new battle.
// The systems' own parts (``newBattles``: the Battles panel's buttons, ``panels``:
// sections of their own) come from the app's registry of plug-ins.
import { el, userText } from "./dom.js";
import { systemTitle } from "../system_words.js";
import { dateTime, said, words } from "../i18n/words.js";
import { languagePicker } from "./language_picker.js";

export function homeView({ games, examples, onOpen, onDelete, onRename, onDuplicate, onNew, onExample, newBattles = [], panels = [], muster = null, onLanguage = null }) {
  const list = games.length
    ? el("ul", { class: "game-list", "aria-label": words("home-saved-battles") }, ...games.map((g) =>
      el("li", { class: "game-item", "data-game": g.id },
        el("button", { type: "button", class: "game-open", onclick: () => onOpen(g.id) },
          userText(g.name, { class: "game-name" }),
          el("span", { class: "muted" }, ` ${words("home-battle-meta", { system: systemTitle(g.system), updated: dateTime(new Date(g.updated)) })}`)),
        el("div", { class: "row-actions" },
          el("button", { type: "button", "data-offline": "", "aria-label": words("home-rename-label", { name: g.name }), onclick: () => onRename(g) }, words("home-rename")),
          el("button", { type: "button", "data-offline": "", "aria-label": words("home-duplicate-label", { name: g.name }), onclick: () => onDuplicate(g) }, words("home-duplicate")),
          el("button", { type: "button", class: "danger", "aria-label": words("home-delete-label", { name: g.name }), onclick: () => onDelete(g) }, words("home-delete"))))))
    : el("p", { class: "muted" }, words("home-no-battles"));
  return el("div", { class: "home" },
    onLanguage ? languagePicker({ onPick: onLanguage }) : "",
    el("section", { class: "panel" },
      el("h2", {}, words("home-battles")),
      list,
      el("div", { class: "row" }, ...newBattles.map(({ system, action, label }) =>
        el("button", { type: "button", class: "primary", "data-action": action, onclick: () => onNew(system) }, label)))),
    muster,
    ...panels,
    examplesPanel({ examples, onExample }));
}

// The quick-start examples, the engine's: "waiting" until they come, then put in place
// of this panel alone (the rest of home keeps its nodes).
export function examplesPanel({ examples, onExample }) {
  return el("section", { class: "panel", "aria-label": words("home-examples"), "data-panel": "examples" },
    el("h2", {}, words("home-examples-title")),
    examples.length ? el("ul", { class: "example-list" }, ...examples.map((x) =>
      el("li", {},
        el("button", { type: "button", "data-example": x.id, onclick: () => onExample(x) }, said(x.title_msg, x.title)),
        el("p", { class: "muted" }, said(x.about_msg, x.about)))))
      : el("p", { class: "muted" }, words("home-examples-waiting")));
}

// The device's storage: space used and left (filled in by the app once the browser
// says), and the saved records that could not be read, each with its raw text to copy
// or download. Raw text goes in as text, never as HTML.
export function storagePanel({ problems, onDiscard }) {
  return el("section", { class: "panel storage", "aria-label": words("storage-title") },
    el("h2", {}, words("storage-title")),
    el("p", { class: "muted", "data-space": "" }, words("storage-asking")),
    problems.length ? el("div", { class: "unreadable", "data-unreadable-count": problems.length },
      el("h3", {}, words("storage-unreadable-count", { count: problems.length })),
      el("p", { class: "muted" }, words("storage-unreadable-about")),
      el("ul", { class: "stack" }, ...problems.map((p) => {
        const id = `unreadable-${p.n}`;
        const named = { kind: p.kind, key: p.key };
        return el("li", { class: "unreadable-item", "data-unreadable": p.key, "data-kind": p.kind },
          el("p", {}, words("storage-unreadable-item", { ...named, reason: p.reason })),
          el("label", { for: id }, words("storage-raw-label", named)),
          el("textarea", { id, readonly: true, rows: 3, class: "raw-text" }, p.raw == null ? "" : String(p.raw)),
          el("div", { class: "row-actions" },
            el("button", { type: "button", "data-offline": "", "data-action": "download-unreadable", onclick: () => download(p) }, words("storage-download")),
            el("button", { type: "button", class: "danger", "data-offline": "", "data-action": "discard-unreadable",
              "aria-label": words("storage-discard-label", named), onclick: () => onDiscard(p.n) }, words("storage-discard"))));
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
export const notKept = () => words("storage-not-kept");

const size = (bytes) => (bytes >= 1e9 ? words("storage-gb", { size: bytes / 1e9 })
  : bytes >= 1e6 ? words("storage-mb", { size: bytes / 1e6 }) : words("storage-kb", { size: Math.ceil(bytes / 1e3) }));

export function spaceText({ used, quota, persisted, available, memoryOnly }) {
  if (memoryOnly) return notKept();
  if (!available) return words("storage-stopped");
  const amounts = used == null || quota == null
    ? words("storage-space-unknown")
    : words("storage-space", { used: size(used), left: size(Math.max(0, quota - used)) });
  const kept = persisted === true
    ? words("storage-persistent")
    : persisted === false
      ? words("storage-not-persistent")
      : persisted === "asking"
        ? words("storage-persistence-asking")
        : words("storage-persistence-unknown");
  return words("storage-space-and-kept", { amounts, kept });
}
