// One Regiment or Unit of a list being imported, as the engine's preview gives it: what
// the file said, what came from Muster, its Characters and the Regiment each joins, and
// the Wounds reading with the other one tap away.
import { el, setText } from "./dom.js";
import { counted } from "./counted.js";
import { field } from "./form.js";
import { LABELS } from "./list_import_asks.js";

const ruleText = (r) => (r.x ? `${r.name} (${r.x})` : r.name);

// ``part``: the system's own Muster part, which words what the file gave.
export function pieceView(part, force, piece, index, toggles, joins) {
  const notes = [...piece.notes];
  const filled = Object.entries(piece.filled || {}).filter(([, from]) => from !== "entered");
  if (filled.length) notes.unshift(`${filled.map(([k]) => LABELS[k] || k).join(", ")} from ${filled[0][1]}`);
  const state = el("span", { class: "muted" });
  const wounds = piece.wounds ? woundsToggle(piece, index, toggles) : "";
  const chars = part.joins ? part.characters(piece).map((c, ci) => characterLine(force, c, index, ci, joins))
    : part.characters(piece).map((c) => el("p", { class: "muted" }, part.characterText(c)));
  const rules = (piece.special_rules || []).map(ruleText);
  const node = el("li", { class: "muster-item import-piece", "data-piece": index },
    el("p", { class: "muster-name" }, piece.name, state),
    el("p", { class: "muted" }, part.found(piece.values)),
    wounds,
    rules.length ? el("p", { class: "muted", "data-rules": "" }, `Special rules: ${rules.join(", ")}`) : "",
    ...chars,
    ...notes.map((n) => el("p", { class: "muted" }, n)));
  // ``pending``: what this piece still lacks now (the engine's list, less what is typed in).
  const status = (pending) => {
    const shown = pending.filter((m) => !m.startsWith("characters[")).map((m) => LABELS[m] || m);
    const text = pending.length ? `to fill in: ${shown.join(", ") || "a Character's numbers"}`
      : piece.missing.length ? "filled in" : "found";
    setText(state, ` · ${text}`);
    node.dataset.status = pending.length ? "missing" : piece.missing.length ? "filled" : "found";
  };
  return { node, status };
}

// A Character, its numbers and rules, and the Regiment it joins: as the file says, or
// any other of the list (the engine checks the choice).
function characterLine(force, c, host, ci, joins) {
  const v = c.values;
  const bits = [v.wounds != null ? `Wounds ${v.wounds}` : "", v.resolve != null ? `Resolve ${v.resolve}` : "",
    ...(c.special_rules || []).map(ruleText)].filter(Boolean);
  const line = el("p", { class: "muted", "data-character": c.name }, `Character: ${c.name}${bits.length ? ` (${bits.join(", ")})` : ""}`);
  if (force.pieces.length < 2) return line;
  const names = force.pieces.map((p) => p.name.trim().toLowerCase());
  const select = el("select", { name: "joins", "data-joins": `${host}.${ci}` }, ...force.pieces.map((p, j) => el("option",
    { value: String(j), selected: j === host },
    names.filter((n) => n === names[j]).length > 1 ? `${p.name} (${counted(p.values.stands, "Stand")})` : p.name)));
  select.addEventListener("change", () => {
    if (Number(select.value) === host) delete joins[`${host}.${ci}`];
    else joins[`${host}.${ci}`] = Number(select.value);
  });
  return el("div", { class: "stack" }, line, field(`${c.name} joins`, select));
}

// The first-edition W-per-model reading, and the other one tap away.
function woundsToggle(piece, index, toggles) {
  const w = piece.wounds;
  const line = el("p", { class: "wounds-reason" });
  const button = el("button", { type: "button", "data-action": "wounds-per", "aria-pressed": "false" });
  const draw = () => {
    const per = toggles[index] || w.per;
    setText(line, `Wounds ${per === "model" ? w.per_model : w.per_stand}: ${w.reasons[per]}`);
    const other = per === "model" ? "stand" : "model";
    setText(button, other === "stand" ? "W is per Stand" : `W is per model (${w.per_model})`);
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
