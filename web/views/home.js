// The battle list: saved games on this device, quick-start examples, a new battle.
import { el } from "./dom.js";

const SYSTEM_NAMES = { conquest: "Conquest", ninth_age: "The Ninth Age", campaign: "Campaign aftermath" };

export function homeView({ games, examples, onOpen, onDelete, onRename, onDuplicate, onNew, onExample, onRosters }) {
  const list = games.length
    ? el("ul", { class: "game-list", "aria-label": "Saved battles" }, ...games.map((g) =>
      el("li", { class: "game-item", "data-game": g.id },
        el("button", { type: "button", class: "game-open", onclick: () => onOpen(g.id) },
          el("span", { class: "game-name" }, g.name),
          el("span", { class: "muted" }, ` ${SYSTEM_NAMES[g.system] || g.system} · ${new Date(g.updated).toLocaleString()}`)),
        el("div", { class: "row-actions" },
          el("button", { type: "button", "data-offline": "", "aria-label": `Rename ${g.name}`, onclick: () => onRename(g) }, "Rename"),
          el("button", { type: "button", "data-offline": "", "aria-label": `Duplicate ${g.name}`, onclick: () => onDuplicate(g) }, "Duplicate"),
          el("button", { type: "button", class: "danger", "aria-label": `Delete ${g.name}`, onclick: () => onDelete(g) }, "Delete")))))
    : el("p", { class: "muted" }, "No saved battles on this device yet.");
  return el("div", { class: "home" },
    el("section", { class: "panel" },
      el("h2", {}, "Battles"),
      list,
      el("div", { class: "row" },
        el("button", { type: "button", class: "primary", "data-action": "new-conquest", onclick: () => onNew("conquest") }, "New Conquest battle"),
        el("button", { type: "button", class: "primary", "data-action": "new-ninth-age", onclick: () => onNew("ninth_age") }, "New Ninth Age battle"))),
    el("section", { class: "panel", "aria-label": "Campaign" },
      el("h2", {}, "Campaign"),
      el("div", { class: "row" },
        el("button", { type: "button", class: "primary", "data-action": "new-campaign", "data-offline": "", onclick: () => onNew("campaign") }, "Campaign aftermath"),
        onRosters ? el("button", { type: "button", "data-action": "rosters", "data-offline": "", onclick: onRosters }, "Warband rosters") : "")),
    el("section", { class: "panel", "aria-label": "Examples" },
      el("h2", {}, "Start from an example"),
      examples.length ? el("ul", { class: "example-list" }, ...examples.map((x) =>
        el("li", {},
          el("button", { type: "button", "data-example": x.id, onclick: () => onExample(x) }, x.title),
          el("p", { class: "muted" }, x.about))))
        : el("p", { class: "muted" }, "Examples appear when the engine is ready.")));
}
