// The numbers a list file does not say, asked once per name in one compact form: each
// ask's inputs, how its answers are read into the engine's lists.build shape, and where
// the engine's refusal of one is said.
import { el, setText } from "./dom.js";
import { field, numberInput as num } from "./form.js";

export const LABELS = { kind: "Type", stands: "Stands", files: "Files per rank", wounds: "Wounds", resolve: "Resolve",
  models: "Models", hp: "Health Points" };

let asked = 0; // ids for the asks' error lines

// The ask that takes a piece's number (``char``: a Character's index in it, or null).
export function askFor(asks, piece, char) {
  return asks.find((a) => a.pieces.includes(piece) && a.char === char) || null;
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

// One row per name (two Hoplites are asked once), one per Character.
export function questions(part, force) {
  const out = [];
  const seen = new Set();
  force.pieces.forEach((piece, i) => {
    const own = piece.missing.filter((m) => !m.startsWith("characters["));
    const key = piece.name.trim().toLowerCase();
    if (own.length && !seen.has(key)) {
      seen.add(key);
      const same = force.pieces.map((p, j) => (p.name.trim().toLowerCase() === key ? j : -1)).filter((j) => j >= 0);
      out.push(askRow(piece.name, piece.name, own, (values) => ({ [piece.name]: values }), { pieces: same, char: null }));
    }
    const chars = part.characters(piece);
    chars.forEach((c, ci) => {
      const name = c.name || c.values?.name;
      const needs = piece.missing.filter((m) => m.startsWith(`characters[${ci}].`)).map((m) => m.split(".")[1]);
      if (needs.length) {
        out.push(askRow(`${name} (Character)`, name, needs, (values) => ({ [String(i)]: { characters: { [ci]: values } } }),
          { pieces: [i], char: ci }));
      }
    });
  });
  return out;
}

function askRow(title, who, needs, shape, place) {
  const inputs = needs.map((key) => {
    const input = key === "kind"
      ? el("select", { name: key }, ...["infantry", "cavalry", "brute"].map((k) => el("option", { value: k }, k)))
      : num(key, "", key === "resolve" ? 0 : 1, key === "models" ? 200 : 99);
    return { key, input };
  });
  const said = el("p", { class: "message error", role: "alert", hidden: true });
  said.id = `ask-error-${++asked}`;
  const node = el("div", { class: "import-ask", "data-ask": title },
    el("p", { class: "muster-name" }, title),
    el("div", { class: "row" }, ...inputs.map(({ key, input }) => field(`${LABELS[key] || key} of ${title}`, input))),
    said);
  // A number left empty is not sent: the engine then says what is still missing.
  const read = (answers) => {
    const values = {};
    for (const { key, input } of inputs) {
      if (key === "kind") values[key] = input.value;
      else if (input.value !== "") values[key] = Number(input.value);
    }
    const [k, v] = Object.entries(shape(values))[0];
    const prior = answers[k] || {};
    const characters = { ...(prior.characters || {}), ...(v.characters || {}) };
    answers[k] = { ...prior, ...v, characters };
    if (!Object.keys(characters).length) delete answers[k].characters;
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
