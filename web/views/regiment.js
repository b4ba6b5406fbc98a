// A Conquest Regiment as the player sees it: header, status in text and colour, the
// formation of Stands with their test hooks, and its Characters.
import { el } from "./dom.js";
import { formationSvg } from "./formation.js";

export const STATUS_TEXT = { steady: "Steady", broken: "Broken", shattered: "Shattered", destroyed: "Destroyed" };

export function standCells(regiment) {
  return regiment.stands.map((s) => ({
    rank: s.rank,
    file: s.file,
    lost: s.destroyed,
    className: `stand ${s.state}${s.command ? " command" : ""}`,
    dataset: {
      stand: s.id, rank: s.rank, file: s.file, wounds: s.markers, command: s.command,
      state: s.state, engaged: s.contacts.length > 0,
    },
    mark: s.command ? "⚑" : "",
    label: s.destroyed ? "✕" : s.markers ? `${"●".repeat(Math.min(s.markers, 6))}` : "",
    sub: s.destroyed ? "lost" : `${s.wounds - s.markers}/${s.wounds}`,
    title: `Stand ${s.id}: ${s.destroyed ? "destroyed" : `${s.markers} Wound Marker${s.markers === 1 ? "" : "s"} of ${s.wounds}`}` +
      `${s.command ? ", Command Stand" : ""}${s.contacts.length ? ", engaged" : ""}`,
    edges: s.contacts.length && !s.destroyed ? (s.edges || ["front"]) : null,
  }));
}

export function regimentFormation(regiment, label) {
  return formationSvg({
    files: regiment.files,
    cells: standCells(regiment),
    width: regiment.footprint.width,
    depth: regiment.footprint.depth,
    title: label || `${regiment.name}: formation of ${regiment.files} files`,
  });
}

export function statusBadge(status) {
  return el("span", { class: `status status-${status}`, "data-status-text": status }, STATUS_TEXT[status] || status);
}

export function regimentCard(regiment, { players, selected, onSelect }) {
  const alive = regiment.stands.filter((s) => !s.destroyed).length;
  const header = el("header", { class: "regiment-head" },
    el("h3", { class: "regiment-name" }, regiment.name),
    statusBadge(regiment.status),
    el("span", { class: "muted" }, `${players[regiment.player]} · ${alive}/${regiment.starting_stands} Stands` +
      (regiment.characters.length ? ` + ${regiment.characters.filter((c) => !c.destroyed).length} Character(s)` : "")));
  const chars = regiment.characters.length
    ? el("ul", { class: "characters", "aria-label": "Characters" }, ...regiment.characters.map((c) =>
      el("li", { class: `character ${c.destroyed ? "destroyed" : ""}`, "data-character": c.id, "data-wounds": c.markers },
        `★ ${c.name}: ${c.destroyed ? "removed" : `${c.wounds - c.markers}/${c.wounds} Wounds`}, Resolve ${c.resolve}`)))
    : null;
  const notes = [];
  if (regiment.pending_morale) notes.push(el("p", { class: "note morale-due" }, `Morale Test due: ${regiment.pending_morale} ${regiment.pending_morale === 1 ? "die" : "dice"}`));
  if (regiment.below_starting_strength && regiment.status !== "destroyed" && regiment.status !== "shattered") notes.push(el("p", { class: "note" }, "Below Starting Strength"));
  if (regiment.broken_effects.length) notes.push(el("p", { class: "note broken-effects" }, `Broken: ${regiment.broken_effects.join("; ")}`));
  if (regiment.engagement && regiment.engagement !== "engaged") notes.push(el("p", { class: "note" }, regiment.engagement === "stranded" ? "Stranded" : "Unengaged"));
  return el("article", {
    class: `regiment player-${regiment.player}${selected ? " selected" : ""}`,
    "data-regiment": regiment.id, "data-status": regiment.status,
    "aria-label": `${regiment.name}, ${STATUS_TEXT[regiment.status]}`,
  },
  header,
  el("button", {
    type: "button", class: "formation-button", "aria-expanded": selected ? "true" : "false",
    "aria-label": `${selected ? "Close" : "Open"} actions for ${regiment.name}`, onclick: () => onSelect(regiment.id),
  }, regimentFormation(regiment)),
  selected ? null : el("p", { class: "tap-hint" }, "Tap the formation for its actions"),
  chars, ...notes);
}
