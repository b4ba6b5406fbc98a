// Conquest in Muster: the Regiment profile form, a profile's summary line, and what a
// list import's preview found of a Regiment and its Characters (each joins a Regiment).
import { el } from "../../views/dom.js";
import { words } from "../../i18n/words.js";
import { field, numberInput as num } from "../../views/form.js";
import { input, ownRules } from "../../views/muster_forms.js";
import { specialRulesPicker, withRules } from "../../views/special_rules.js";
import { auxiliariesEdit, footprintFields, kindSelect, readAuxiliaries, readFootprint } from "./stand_fields.js";

function conquestFields(p, pipeline) {
  const chars = el("div", { class: "characters-edit" });
  const addChar = (c = { name: words("muster-character"), wounds: 3, resolve: 3 }) => {
    const row = el("fieldset", { class: "character-row" }, el("legend", {}, words("muster-character")),
      field(words("muster-character-name"), el("input", { type: "text", name: "cname", value: c.name, maxlength: 60 })),
      el("div", { class: "row" },
        field(words("muster-character-wounds"), num("cwounds", c.wounds, 1)),
        field(words("muster-character-resolve"), num("cresolve", c.resolve))),
      specialRulesPicker(c.special_rules, { pipeline, label: words("muster-character-rules") }),
      el("button", { type: "button", class: "danger", onclick: () => row.remove() }, words("muster-character-remove")));
    chars.append(row);
  };
  p.characters.forEach(addChar);
  const kind = kindSelect("kind", p.kind);
  const aux = auxiliariesEdit(p.auxiliaries || [], "data");
  const node = el("div", { class: "stack" },
    field(words("muster-name"), input("data.name", el("input", { type: "text", name: "name", value: p.name, maxlength: 60 }))),
    field(words("import-field", { key: "kind" }), input("data.kind", kind)),
    el("div", { class: "row" },
      field(words("import-field", { key: "stands" }), input("data.stands", num("stands", p.stands, 1, 60))),
      field(words("import-field", { key: "files" }), input("data.files", num("files", p.files, 1, 20))),
      field(words("import-field", { key: "wounds" }), input("data.wounds", num("wounds", p.wounds, 1))),
      field(words("import-field", { key: "resolve" }), input("data.resolve", num("resolve", p.resolve)))),
    footprintFields(p.footprint, "data"),
    field(words("muster-command-stand-front"), input("data.command", el("input", { type: "checkbox", name: "command", checked: p.command }))),
    specialRulesPicker(p.special_rules, { pipeline }),
    aux.rows,
    aux.add,
    chars,
    el("button", { type: "button", onclick: () => addChar() }, words("muster-character-add")));
  const read = (form) => {
    const value = (n) => form.querySelector(`[name=${n}]`);
    return withRules({
      name: value("name").value.trim(), kind: value("kind").value, stands: Number(value("stands").value),
      files: Number(value("files").value), wounds: Number(value("wounds").value), resolve: Number(value("resolve").value),
      command: value("command").checked,
      ...readFootprint(node),
      ...readAuxiliaries(aux.rows),
      characters: [...chars.querySelectorAll(".character-row")].map((c, i) => withRules({
        id: `c${i + 1}`, name: c.querySelector("[name=cname]").value.trim() || words("muster-character"),
        wounds: Number(c.querySelector("[name=cwounds]").value), resolve: Number(c.querySelector("[name=cresolve]").value),
      }, ownRules(c))),
    }, ownRules(node));
  };
  return { node, read, chars };
}

export const conquestMuster = {
  fields: conquestFields,
  summary(p) {
    let line = words("muster-conquest-summary", { kind: words("import-kind", { kind: p.kind }), stands: p.stands, files: p.files,
      wounds: p.wounds, resolve: p.resolve, command: p.command ? "yes" : "no" });
    if (p.footprint) line = words("muster-conquest-footprint", { summary: line, width: p.footprint.width, depth: p.footprint.depth });
    for (const a of p.auxiliaries || []) {
      line = words("muster-conquest-auxiliary", { summary: line, count: a.count, name: a.name, kind: words("import-kind", { kind: a.kind }),
        wounds: a.wounds, resolve: a.resolve });
    }
    return line;
  },
  found(v) {
    const bits = [];
    if (v.kind) bits.push(words("import-kind", { kind: v.kind }));
    if (v.stands != null) {
      bits.push(v.files != null ? words("muster-conquest-stands-files", { stands: v.stands, files: v.files }) : words("muster-conquest-stands", { stands: v.stands }));
    }
    if (v.wounds != null) bits.push(words("import-character-wounds", { wounds: v.wounds }));
    if (v.resolve != null) bits.push(words("import-character-resolve", { resolve: v.resolve }));
    if (v.command) bits.push(words("import-command-stand"));
    return bits.join(", ");
  },
  // A preview's Characters, each with its own numbers and the Regiment it joins.
  characters: (piece) => piece.characters,
  joins: true,
  // A list import asks each new Regiment's own special rules (the special rules picker).
  askRules: true,
};
