// Conquest in Muster: the Regiment profile form, a profile's summary line, and what a
// list import's preview found of a Regiment and its Characters (each joins a Regiment).
import { el } from "../../views/dom.js";
import { words } from "../../i18n/words.js";
import { field, numberInput as num } from "../../views/form.js";
import { input, ownRules } from "../../views/muster_forms.js";
import { knownMsgs, rulesKnown, specialRulesPicker, withRules } from "../../views/special_rules.js";
import { auxiliariesEdit, footprintFields, kindSelect, readAuxiliaries, readFootprint } from "./stand_fields.js";

function conquestFields(p, pipeline) {
  const chars = el("div", { class: "characters-edit" });
  const addChar = (c = { name: words("battle-character"), wounds: 3, resolve: 3 }) => {
    const row = el("fieldset", { class: "character-row" }, el("legend", {}, words("battle-character")),
      field(words("battle-form-character-name"), el("input", { type: "text", name: "cname", value: c.name, maxlength: 60 })),
      el("div", { class: "row" },
        field(words("battle-form-character-wounds"), num("cwounds", c.wounds, 1)),
        field(words("battle-form-character-resolve"), num("cresolve", c.resolve))),
      specialRulesPicker(c.special_rules, { pipeline, label: words("battle-form-character-rules") }),
      el("button", { type: "button", class: "danger", onclick: () => row.remove() }, words("battle-form-remove-character")));
    chars.append(row);
  };
  p.characters.forEach(addChar);
  const kind = kindSelect("kind", p.kind);
  const aux = auxiliariesEdit(p.auxiliaries || [], "data");
  const node = el("div", { class: "stack" },
    field(words("battle-form-name"), input("data.name", el("input", { type: "text", name: "name", value: p.name, maxlength: 60 }))),
    field(words("battle-form-type"), input("data.kind", kind)),
    el("div", { class: "row" },
      field(words("battle-form-stands"), input("data.stands", num("stands", p.stands, 1, 60))),
      field(words("battle-form-files"), input("data.files", num("files", p.files, 1, 20))),
      field(words("battle-form-wounds"), input("data.wounds", num("wounds", p.wounds, 1))),
      field(words("battle-form-resolve"), input("data.resolve", num("resolve", p.resolve)))),
    footprintFields(p.footprint, "data"),
    field(words("battle-form-command"), input("data.command", el("input", { type: "checkbox", name: "command", checked: p.command }))),
    specialRulesPicker(p.special_rules, { pipeline }),
    aux.rows,
    aux.add,
    chars,
    el("button", { type: "button", onclick: () => addChar() }, words("battle-form-add-character")));
  const read = (form) => {
    const value = (n) => form.querySelector(`[name=${n}]`);
    return withRules({
      name: value("name").value.trim(), kind: value("kind").value, stands: Number(value("stands").value),
      files: Number(value("files").value), wounds: Number(value("wounds").value), resolve: Number(value("resolve").value),
      command: value("command").checked,
      ...readFootprint(node),
      ...readAuxiliaries(aux.rows),
      characters: [...chars.querySelectorAll(".character-row")].map((c, i) => withRules({
        id: `c${i + 1}`, name: c.querySelector("[name=cname]").value.trim() || words("battle-character"),
        wounds: Number(c.querySelector("[name=cwounds]").value), resolve: Number(c.querySelector("[name=cresolve]").value),
      }, ownRules(c))),
    }, ownRules(node));
  };
  return { node, read, chars };
}

export const conquestMuster = {
  fields: conquestFields,
  summary: (p) => words("battle-profile-summary", {
    kind: words("battle-form-kind", { kind: p.kind }), stands: p.stands, files: p.files, wounds: p.wounds, resolve: p.resolve, command: p.command ? "yes" : "no",
    base: p.footprint ? words("battle-profile-base", { width: String(p.footprint.width), depth: String(p.footprint.depth) }) : "",
  }) + (p.auxiliaries || []).map((a) => words("battle-profile-auxiliary", { count: a.count, name: a.name, kind: words("battle-form-kind", { kind: a.kind }), wounds: a.wounds, resolve: a.resolve })).join(""),
  found(v) {
    const bits = [];
    if (v.kind) bits.push(words("battle-form-kind", { kind: v.kind }));
    if (v.stands != null && v.files != null) bits.push(words("battle-found-stands-files", { stands: v.stands, files: v.files }));
    else if (v.stands != null) bits.push(words("battle-found-stands", { stands: v.stands }));
    if (v.wounds != null) bits.push(words("battle-found-wounds", { wounds: v.wounds }));
    if (v.resolve != null) bits.push(words("battle-found-resolve", { resolve: v.resolve }));
    if (v.command) bits.push(words("battle-found-command"));
    return bits.join(", ");
  },
  // A preview's Characters, each with its own numbers and the Regiment it joins.
  characters: (piece) => piece.characters,
  joins: true,
  // A list import asks each new Regiment's own special rules (the special rules picker).
  askRules: true,
  // A profile's rules the engine knows, in the player's words once its list is in.
  ruleMsgs: knownMsgs,
  rulesKnown,
};
