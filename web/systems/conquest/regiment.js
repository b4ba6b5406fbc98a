// A Conquest Regiment as the player sees it: header, status in text and colour, the
// formation of Stands with their test hooks, and its Characters.
import { el } from "../../views/dom.js";
import { overviewRowHead } from "../../views/overview_row.js";
import { STATUS_TEXT, regimentRow } from "./regiment_row.js";
import { formationSvg } from "../../views/formation.js";
import { rulesText, rulesNote } from "../../views/special_rules.js";
import { abbreviations, wordsOf } from "../../system_words.js";
import { abbrLegend } from "../../views/abbr.js";

const words = wordsOf("conquest");
// The engine's full words of what the drawing abbreviates ("W").
const ABBR = abbreviations("conquest");

export { STATUS_TEXT };

// An auxiliary Stand (a Stand of another profile in the Regiment) in words: its name.
const auxName = (s) => (s.auxiliary ? `${s.auxiliary.name} (auxiliary)` : "");

export function standCells(regiment) {
  return regiment.stands.map((s) => ({
    rank: s.rank,
    file: s.file,
    lost: s.destroyed,
    className: `stand ${s.state}${s.command ? " command" : ""}${s.auxiliary ? " auxiliary" : ""}`,
    dataset: {
      stand: s.id, rank: s.rank, file: s.file, wounds: s.markers, command: s.command,
      state: s.state, engaged: s.contacts.length > 0,
      ...(s.auxiliary ? { auxiliary: s.auxiliary.name } : {}),
    },
    // Drawn on its own base, marked in text ("aux"), not by colour alone.
    ...(s.auxiliary ? { width: s.auxiliary.footprint.width, depth: s.auxiliary.footprint.depth } : {}),
    mark: s.command ? "⚑" : s.auxiliary ? "aux" : "",
    focus: s.command, // a wide Regiment opens scrolled to its Command Stand
    // Wounds taken are drawn as markers; what is left is spelled out, never "2/4".
    label: s.destroyed ? "✕" : s.markers ? `${"●".repeat(Math.min(s.markers, 6))}` : "",
    sub: s.destroyed ? "lost" : `${s.wounds - s.markers} W left`,
    title: `${s.auxiliary ? `${auxName(s)} Stand` : "Stand"} at ${s.place || `rank ${s.rank + 1}, file ${s.file + 1}`}: ${s.destroyed ? "destroyed" : `${s.markers} Wound${s.markers === 1 ? "" : "s"} taken, ${s.wounds - s.markers} ${words.text("abbr_W")} left`}` +
      `${s.command ? ", Command Stand" : ""}${s.contacts.length ? ", engaged" : ""}`,
    edges: s.contacts.length && !s.destroyed ? (s.edges || ["front"]) : null,
  }));
}

// The drawing's accessible name says what the markers show: each rank's Stands with
// the Wounds left in full words ("3 Wounds left"; the drawing's "3 W left" is short for
// want of room), front rank first.
function formationName(regiment) {
  const ranks = [...new Set(regiment.stands.map((s) => s.rank))].sort((a, b) => a - b);
  const last = ranks[ranks.length - 1];
  const rows = ranks.map((rank) => {
    const stands = regiment.stands.filter((s) => s.rank === rank).sort((a, b) => a.file - b.file);
    const name = rank === 0 ? "front rank" : rank === last ? "rear rank" : `rank ${rank + 1}`;
    return `${name}: ${stands.map((s) => `${s.auxiliary ? `${auxName(s)} ` : ""}${s.destroyed ? "lost" : `${s.wounds - s.markers} ${words.text("abbr_W")} left`}`).join(", ")}`;
  });
  return `${regiment.name}, ${regiment.files} files; ${rows.join("; ")}`;
}

export function regimentFormation(regiment, label) {
  return formationSvg({
    files: regiment.files,
    cells: standCells(regiment),
    width: regiment.footprint.width,
    depth: regiment.footprint.depth,
    // Wide enough for "10 W left" in 12 px text, whatever the base.
    minWidth: 58,
    key: `conquest:${regiment.id}:${regiment.name}:${label || "card"}`,
    title: label ? `${label}; ${formationName(regiment)}` : formationName(regiment),
  });
}

// The engaged edges in words, beside their colour on the drawing (never colour alone):
// "Engaged: front, left flank (with Knights)". The engine says which edges; off a
// battlefield it knows only which Stands are in contact, and the card says that.
export function engagedText(engaged) {
  if (!engaged) return "";
  const foes = engaged.with.join(", ");
  if (engaged.edges && engaged.edges.length) return `Engaged: ${engaged.edges.join(", ")} (with ${foes})`;
  return `Engaged with ${foes}: ${engaged.stands} Stand${engaged.stands === 1 ? "" : "s"} in base contact`;
}

export function statusBadge(status) {
  return el("span", { class: `status status-${status}`, "data-status-text": status }, STATUS_TEXT[status] || status);
}

function regimentRowHead(regiment, how) {
  const row = regimentRow(regiment);
  // What it owes first: a line too long for the phone loses its end.
  const facts = [row.due, row.fight, row.characters].filter(Boolean);
  return overviewRowHead({ id: regiment.id, row: { ...row, facts }, status: statusBadge(regiment.status), ...how });
}

// A Regiment in the overview: its row, the verdict of the last action on it, and its
// card, drawn but hidden until asked for (``shown``).
export function regimentCard(regiment, { selected, shown = false, onSelect, onShow, verdict = "" }) {
  const chars = regiment.characters.length
    ? el("ul", { class: "characters", "aria-label": "Characters" }, ...regiment.characters.map((c) =>
      el("li", { class: `character ${c.destroyed ? "destroyed" : ""}`, "data-character": c.id, "data-wounds": c.markers },
        `★ ${c.name}: ${c.destroyed ? "removed" : `${c.wounds - c.markers} of ${c.wounds} Wound${c.wounds === 1 ? "" : "s"} left`}, Resolve ${c.resolve}${c.special_rules && c.special_rules.length ? `; ${rulesText(c.special_rules)}` : ""}`)))
    : null;
  // Each auxiliary Stand with its own Wounds and Resolve, as the Characters are listed.
  const auxStands = regiment.stands.filter((s) => s.auxiliary);
  const auxiliaries = auxStands.length
    ? el("ul", { class: "auxiliaries", "aria-label": "Auxiliary Stands" }, ...auxStands.map((s) =>
      el("li", { class: `auxiliary ${s.destroyed ? "destroyed" : ""}`, "data-auxiliary-stand": s.id, "data-wounds": s.markers },
        `◆ ${s.auxiliary.name} (${s.auxiliary.kind}): ${s.destroyed ? "lost" : `${s.wounds - s.markers} of ${s.wounds} Wound${s.wounds === 1 ? "" : "s"} left`}, Resolve ${s.resolve}`)))
    : null;
  const notes = [];
  // The row's count in words, with what it holds: the same number as the row and Go to.
  if (regiment.stands_note) {
    notes.push(el("p", { class: "note strength-note" },
      `${regiment.stands_left} of ${regiment.stands_start} Stands left, ${regiment.stands_note}: ${words.said("stands_counted")}`));
  }
  const rules = rulesNote(regiment.special_rules);
  if (rules) notes.push(rules);
  // A Morale Test due is said once, in the row and the bottom bar, not here too.
  if (regiment.below_starting_strength && regiment.status !== "destroyed" && regiment.status !== "shattered") notes.push(el("p", { class: "note" }, "Below Starting Strength"));
  if (regiment.broken_effects.length) {
    notes.push(el("details", { class: "note broken-effects" }, el("summary", {}, words.said("broken_means")),
      el("p", {}, regiment.broken_effects.join("; "))));
  }
  const engaged = engagedText(regiment.engaged);
  if (engaged) notes.push(el("p", { class: "note engaged-note", "data-engaged-edges": (regiment.engaged.edges || []).join(",") }, engaged));
  if (regiment.engagement && regiment.engagement !== "engaged") notes.push(el("p", { class: "note" }, regiment.engagement === "stranded" ? "Stranded" : "Unengaged"));
  return el("article", {
    class: `regiment player-${regiment.player}${selected ? " selected" : ""}`,
    "data-regiment": regiment.id, "data-status": regiment.status,
    "aria-label": `${regiment.name}, ${STATUS_TEXT[regiment.status]}`,
  },
  regimentRowHead(regiment, { selected, shown, onSelect, onShow }),
  verdict,
  el("div", { class: "card-body", hidden: !shown },
    // Tapping the drawing opens the actions too; the row is the named control.
    el("div", { class: "formation-tap", onclick: () => onSelect(regiment.id) }, regimentFormation(regiment)),
    abbrLegend(ABBR), auxiliaries, chars, ...notes));
}
