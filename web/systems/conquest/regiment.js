// A Conquest Regiment as the player sees it: header, status in text and colour, the
// formation of Stands with their test hooks, and its Characters.
import { el } from "../../views/dom.js";
import { overviewRowHead } from "../../views/overview_row.js";
import { STATUS_TEXT, charactersNote, regimentRow } from "./regiment_row.js";
import { formationSvg } from "../../views/formation.js";
import { rulesText, rulesNote } from "../../views/special_rules.js";
import { abbreviations, wordsOf } from "../../system_words.js";
import { abbrLegend } from "../../views/abbr.js";
import { list, said, words } from "../../i18n/words.js";

const engineWords = wordsOf("conquest");

export { STATUS_TEXT };

// An auxiliary Stand (a Stand of another profile in the Regiment) in words: its name.
const auxName = (s) => (s.auxiliary ? words("battle-auxiliary-name", { name: s.auxiliary.name }) : "");

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
    mark: s.command ? "⚑" : s.auxiliary ? words("battle-auxiliary-mark") : "",
    focus: s.command, // a wide Regiment opens scrolled to its Command Stand
    // Wounds taken are drawn as markers; what is left is spelled out, never "2/4".
    label: s.destroyed ? "✕" : s.markers ? `${"●".repeat(Math.min(s.markers, 6))}` : "",
    sub: s.destroyed ? words("battle-stand-lost") : words("battle-wounds-left-short", { left: s.wounds - s.markers }),
    title: words("battle-stand-title", {
      auxiliary: s.auxiliary ? auxName(s) : "no", place: s.place ? said(s.place_msg, s.place) : words("battle-rank-file", { rank: s.rank + 1, file: s.file + 1 }),
      destroyed: s.destroyed ? "yes" : "no", taken: s.markers, left: s.wounds - s.markers, w: engineWords.text("abbr_W"),
      command: s.command ? "yes" : "no", engaged: s.contacts.length ? "yes" : "no",
    }),
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
    const name = rank === 0 ? words("battle-front-rank") : rank === last ? words("battle-rear-rank") : words("battle-rank", { rank: rank + 1 });
    return `${name}: ${stands.map((s) => words("battle-rank-stand", {
      auxiliary: s.auxiliary ? auxName(s) : "no", destroyed: s.destroyed ? "yes" : "no", left: s.wounds - s.markers, w: engineWords.text("abbr_W"),
    })).join(", ")}`;
  });
  return words("battle-formation-name", { name: regiment.name, files: regiment.files, rows: rows.join("; ") });
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
// Each edge said from its key (a view saved before has only the English words), and
// edges and names listed as the language lists them (English: "front, left flank").
export function engagedText(engaged) {
  if (!engaged) return "";
  const foes = list(engaged.with, "unit");
  const keys = engaged.edge_keys || null;
  const edges = keys ? keys.map((edge) => words("cq-engaged-edge", { edge })) : engaged.edges;
  if (edges && edges.length) return words("battle-engaged-edges", { edges: list(edges, "unit"), foes });
  return words("battle-engaged-stands", { foes, stands: engaged.stands });
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
    ? el("ul", { class: "characters", "aria-label": words("battle-characters") }, ...regiment.characters.map((c) =>
      el("li", { class: `character ${c.destroyed ? "destroyed" : ""}`, "data-character": c.id, "data-wounds": c.markers },
        words("battle-character-line", {
          name: c.name, removed: c.destroyed ? "yes" : "no", left: c.wounds - c.markers, wounds: c.wounds, resolve: c.resolve,
          rules: c.special_rules && c.special_rules.length ? rulesText(c.special_rules, c.special_rules_msg) : "none",
        }))))
    : null;
  // Each auxiliary Stand with its own Wounds and Resolve, as the Characters are listed.
  const auxStands = regiment.stands.filter((s) => s.auxiliary);
  const auxiliaries = auxStands.length
    ? el("ul", { class: "auxiliaries", "aria-label": words("battle-auxiliary-stands") }, ...auxStands.map((s) =>
      el("li", { class: `auxiliary ${s.destroyed ? "destroyed" : ""}`, "data-auxiliary-stand": s.id, "data-wounds": s.markers },
        words("battle-auxiliary-line", {
          name: s.auxiliary.name, kind: words("battle-form-kind", { kind: s.auxiliary.kind }), lost: s.destroyed ? "yes" : "no", left: s.wounds - s.markers, wounds: s.wounds, resolve: s.resolve,
        }))))
    : null;
  const notes = [];
  // The row's count in words, with what it holds: the same number as the row and Go to.
  if (regiment.stands_note) {
    notes.push(el("p", { class: "note strength-note" },
      words("battle-strength-note", { left: regiment.stands_left, start: regiment.stands_start, note: charactersNote(regiment), counted: engineWords.said("stands_counted") })));
  }
  const rules = rulesNote(regiment.special_rules, regiment.special_rules_msg);
  if (rules) notes.push(rules);
  // A Morale Test due is said once, in the row and the bottom bar, not here too.
  if (regiment.below_starting_strength && regiment.status !== "destroyed" && regiment.status !== "shattered") notes.push(el("p", { class: "note" }, words("battle-below-starting-strength")));
  if (regiment.broken_effects.length) {
    notes.push(el("details", { class: "note broken-effects" }, el("summary", {}, engineWords.said("broken_means")),
      el("ul", {}, ...regiment.broken_effects.map((text, i) => el("li", {}, said((regiment.broken_effects_msg || [])[i], text))))));
  }
  const engaged = engagedText(regiment.engaged);
  if (engaged) notes.push(el("p", { class: "note engaged-note", "data-engaged-edges": (regiment.engaged.edges || []).join(",") }, engaged));
  if (regiment.engagement && regiment.engagement !== "engaged") notes.push(el("p", { class: "note" }, regiment.engagement === "stranded" ? words("battle-stranded") : words("battle-unengaged")));
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
    abbrLegend(abbreviations("conquest")), auxiliaries, chars, ...notes));
}
