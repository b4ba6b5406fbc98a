// The numbers a list file does not say, asked once per name in one compact form: each
// ask's inputs, how its answers are read into the engine's lists.build shape, and where
// the engine's refusal of one is said.
import { el, setText } from "./dom.js";
import { field, numberInput as num } from "./form.js";
import { padInput } from "./list_import_pad.js";
import { specialRulesPicker } from "./special_rules.js";
import { words } from "../i18n/words.js";

// A number's name by the engine's key (wounds, resolve ...); a key the page does not
// know is said as the engine wrote it.
export const labelOf = (key) => words("import-field", { key });

let asked = 0; // ids for the asks' error lines

// The ask that takes a piece's number (``char``: a Character's index in it, or null).
export function askFor(asks, piece, char) {
  return asks.find((a) => (a.places ? a.places.some(([p, c]) => p === piece && c === char)
    : a.pieces.includes(piece) && a.char === char)) || null;
}

// What a piece still lacks now: the engine's list, less the numbers typed in.
export function pendingOf(piece, index, asks) {
  return piece.missing.filter((m) => {
    const c = /^characters\[(\d+)\]\.(\w+)$/.exec(m);
    const ask = askFor(asks, index, c ? Number(c[1]) : null);
    const input = ask && ask.inputs.find((i) => i.key === (c ? c[2] : m));
    return !input || input.input.value === "";
  });
}

// The numbers the keypad fills, and how many digits each may take before the pad moves
// on (a Wounds of 1 may start 12; a Resolve has one digit).
const PADDED = { wounds: { min: 1, max: 99, most: 19 }, resolve: { min: 0, max: 20, most: 9 } };

// One row per name (two Hoplites are asked once), one per Character. ``kinds``: the
// types the engine offers, the first the default; ``pipeline``: for the special rules
// picker's list of known rules.
export function questions(part, force, { kinds = [], pipeline = null } = {}) {
  const out = [];
  const seen = new Set();
  const seenChars = new Set();
  force.pieces.forEach((piece, i) => {
    // A warband's Characters first, as the file lists them; each name once, its numbers
    // given to every Character of that name.
    part.characters(piece).forEach((c, ci) => {
      const name = c.name || c.values?.name;
      const needs = piece.missing.filter((m) => m.startsWith(`characters[${ci}].`)).map((m) => m.split(".")[1]);
      const key = name.trim().toLowerCase();
      if (!needs.length || seenChars.has(key)) return;
      seenChars.add(key);
      const places = force.pieces.flatMap((p, j) => part.characters(p).map((o, oi) => ({ j, oi, o })))
        .filter(({ j, oi, o }) => (o.name || o.values?.name).trim().toLowerCase() === key
          && force.pieces[j].missing.some((m) => m.startsWith(`characters[${oi}].`)))
        .map(({ j, oi }) => [j, oi]);
      out.push(askRow(words("import-character-title", { name }), name, needs,
        (values) => Object.fromEntries(places.map(([j, oi]) => [String(j), { characters: { [oi]: values } }])),
        { pieces: [i], char: ci, places }));
    });
    const own = piece.missing.filter((m) => !m.startsWith("characters["));
    const key = piece.name.trim().toLowerCase();
    if (own.length && !seen.has(key)) {
      seen.add(key);
      const same = force.pieces.map((p, j) => (p.name.trim().toLowerCase() === key ? j : -1)).filter((j) => j >= 0);
      out.push(askRow(piece.name, piece.name, own, (values) => ({ [piece.name]: values }), { pieces: same, char: null },
        { piece, kinds, pipeline }));
    }
  });
  return out;
}

// The Type as one tap among the engine's types (the first chosen): a radio group of
// buttons, its ``value`` the type chosen.
function typeChoice(title, kinds) {
  let value = kinds[0];
  const group = el("div", { class: "type-choice", role: "radiogroup", "aria-label": words("import-field-of", { label: labelOf("kind"), title }) });
  const draw = () => group.querySelectorAll("button").forEach((b) => b.setAttribute("aria-checked", String(b.value === value)));
  group.append(...kinds.map((k) => el("button", { type: "button", role: "radio", value: k, "data-kind": k,
    onclick: () => { value = k; draw(); group.dispatchEvent(new Event("change", { bubbles: true })); } }, words("import-kind", { kind: k }))));
  Object.defineProperty(group, "value", { get: () => value });
  draw();
  return group;
}

function askRow(title, who, needs, shape, place, { piece = null, kinds = [], pipeline = null } = {}) {
  const inputs = needs.map((key) => {
    let input;
    if (key === "kind") input = kinds.length ? typeChoice(title, kinds)
      : el("select", { name: key }, ...["infantry", "cavalry", "brute"].map((k) => el("option", { value: k }, words("import-kind", { kind: k }))));
    else if (PADDED[key]) input = padInput(key, PADDED[key]);
    else input = num(key, "", key === "resolve" ? 0 : 1, key === "models" ? 200 : 99);
    return { key, input };
  });
  // A Regiment's Command Stand (as the file's Leader or Standard Bearer says) and its
  // own special rules, which no export gives: asked on its row, once for the name.
  const command = piece && "command" in piece.values ? el("button", { type: "button", class: "command-toggle",
    "aria-pressed": String(Boolean(piece.values.command)), "data-action": "command-stand",
    onclick: () => { command.setAttribute("aria-pressed", String(command.getAttribute("aria-pressed") !== "true")); } },
  words("import-command-stand")) : null;
  const rules = piece && pipeline ? specialRulesPicker([], { pipeline, label: words("import-rules-of", { title }) }) : null;
  const said = el("p", { class: "message error", role: "alert", hidden: true });
  said.id = `ask-error-${++asked}`;
  const stands = piece && piece.values.stands != null ? words("import-ask-stands", { stands: piece.values.stands }) : "";
  const labelled = ({ key, input }) => (input.getAttribute("role") === "radiogroup" ? input
    : field(words("import-field-of", { label: labelOf(key), title }), input));
  const node = el("div", { class: "import-ask", "data-ask": title },
    el("p", { class: "muster-name" }, title, stands ? " " : "", el("span", { class: "muted" }, stands)),
    ...inputs.filter(({ key }) => key === "kind").map(labelled),
    el("div", { class: "row" }, ...inputs.filter(({ key }) => key !== "kind").map(labelled), command || ""),
    rules || "",
    said);
  // A number left empty is not sent: the engine then says what is still missing.
  const read = (answers) => {
    const values = {};
    for (const { key, input } of inputs) {
      if (key === "kind") values[key] = input.value;
      else if (input.value !== "") values[key] = Number(input.value);
    }
    // Sent only when changed: each Regiment of the name keeps its own file's Leader.
    const pressed = command && command.getAttribute("aria-pressed") === "true";
    if (command && pressed !== Boolean(piece.values.command)) values.command = pressed;
    const own = rules ? rules.specialRules() : [];
    if (own.length) values.special_rules = own;
    for (const [k, v] of Object.entries(shape(values))) {
      const prior = answers[k] || {};
      const characters = { ...(prior.characters || {}), ...(v.characters || {}) };
      answers[k] = { ...prior, ...v, characters };
      if (!Object.keys(characters).length) delete answers[k].characters;
    }
  };
  const say = (text, input) => {
    setText(said, text);
    said.hidden = false;
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", said.id);
    input.focus();
  };
  const clear = () => {
    said.hidden = true;
    for (const { input } of inputs) { input.removeAttribute("aria-invalid"); input.removeAttribute("aria-describedby"); }
  };
  return { node, read, inputs, who, say, clear, ...place };
}
