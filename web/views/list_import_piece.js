// One Regiment or Unit of a list being imported, as the engine's preview gives it: what
// the file said, what came from Muster, its Characters and the Regiment each joins, and
// the Wounds reading with the other one tap away.
import { el, setText } from "./dom.js";
import { field } from "./form.js";
import { labelOf } from "./list_import_asks.js";
import { said, words } from "../i18n/words.js";

const ruleText = (r) => (r.x ? words("import-rule-x", { name: r.name, x: r.x }) : r.name);

// ``part``: the system's own Muster part, which words what the file gave.
export function pieceView(part, force, piece, index, toggles, joins) {
  // Each note said from its message (a tag the file wrote has none, and stays as written).
  const notes = piece.notes.map((n, i) => said((piece.note_msgs || [])[i], n));
  const filled = Object.entries(piece.filled || {}).filter(([, from]) => from !== "entered");
  const from = filled.length ? said((piece.filled_msgs || {})[filled[0][0]], filled[0][1]) : "";
  if (filled.length) notes.unshift(words("import-filled-from", { fields: filled.map(([k]) => labelOf(k)).join(", "), from }));
  const state = el("span", { class: "muted" });
  const wounds = piece.wounds ? woundsToggle(piece, index, toggles) : "";
  const chars = part.joins ? part.characters(piece).map((c, ci) => characterLine(force, c, index, ci, joins))
    : part.characters(piece).map((c) => el("p", { class: "muted" }, part.characterText(c)));
  const rules = (piece.special_rules || []).map(ruleText);
  const node = el("li", { class: "muster-item import-piece", "data-piece": index },
    el("p", { class: "muster-name" }, piece.name, state),
    el("p", { class: "muted" }, part.found(piece.values)),
    wounds,
    rules.length ? el("p", { class: "muted", "data-rules": "" }, words("import-special-rules", { rules: rules.join(", ") })) : "",
    ...chars,
    ...notes.map((n) => el("p", { class: "muted import-note" }, n)));
  // ``pending``: what this piece still lacks now (the engine's list, less what is typed in).
  const status = (pending) => {
    const shown = pending.filter((m) => !m.startsWith("characters[")).map(labelOf);
    const text = pending.length ? (shown.length ? words("import-to-fill", { fields: shown.join(", ") }) : words("import-to-fill-character"))
      : piece.missing.length ? words("import-filled") : words("import-found");
    setText(state, ` · ${text}`);
    node.dataset.status = pending.length ? "missing" : piece.missing.length ? "filled" : "found";
  };
  return { node, status };
}

// A Character, its numbers and rules, and the Regiment it joins: as the file says, or
// any other of the list (the engine checks the choice).
function characterLine(force, c, host, ci, joins) {
  const v = c.values;
  const bits = [v.wounds != null ? words("import-character-wounds", { wounds: v.wounds }) : "",
    v.resolve != null ? words("import-character-resolve", { resolve: v.resolve }) : "",
    ...(c.special_rules || []).map(ruleText)].filter(Boolean);
  const line = el("p", { class: "muted", "data-character": c.name },
    bits.length ? words("import-character-with", { name: c.name, numbers: bits.join(", ") }) : words("import-character", { name: c.name }));
  if (force.pieces.length < 2) return line;
  const names = force.pieces.map((p) => p.name.trim().toLowerCase());
  const select = el("select", { name: "joins", "data-joins": `${host}.${ci}` }, ...force.pieces.map((p, j) => el("option",
    { value: String(j), selected: j === host },
    names.filter((n) => n === names[j]).length > 1 ? words("import-joins-stands", { name: p.name, stands: p.values.stands }) : p.name)));
  select.addEventListener("change", () => {
    if (Number(select.value) === host) delete joins[`${host}.${ci}`];
    else joins[`${host}.${ci}`] = Number(select.value);
  });
  return el("div", { class: "stack" }, line, field(words("import-joins", { name: c.name }), select));
}

// The first-edition W-per-model reading, and the other one tap away.
function woundsToggle(piece, index, toggles) {
  const w = piece.wounds;
  const line = el("p", { class: "wounds-reason" });
  const button = el("button", { type: "button", "data-action": "wounds-per", "aria-pressed": "false" });
  const draw = () => {
    const per = toggles[index] || w.per;
    setText(line, words("import-wounds-reading", { wounds: per === "model" ? w.per_model : w.per_stand, reason: w.reasons[per] }));
    const other = per === "model" ? "stand" : "model";
    setText(button, other === "stand" ? words("import-w-per-stand") : words("import-w-per-model", { wounds: w.per_model }));
    button.setAttribute("aria-pressed", String(Boolean(toggles[index])));
  };
  button.addEventListener("click", () => {
    const per = toggles[index] || w.per;
    const next = per === "model" ? "stand" : "model";
    if (next === w.per) delete toggles[index];
    else toggles[index] = next;
    draw();
  });
  draw();
  return el("div", { class: "row" }, line, button);
}
