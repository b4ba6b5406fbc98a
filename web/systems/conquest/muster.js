// Conquest in Muster: the Regiment profile form, a profile's summary line, and what a
// list import's preview found of a Regiment and its Characters (each joins a Regiment).
import { el } from "../../views/dom.js";
import { counted } from "../../views/counted.js";
import { field, numberInput as num } from "../../views/form.js";
import { input, ownRules } from "../../views/muster_forms.js";
import { specialRulesPicker, withRules } from "../../views/special_rules.js";
import { auxiliariesEdit, footprintFields, kindSelect, readAuxiliaries, readFootprint } from "./stand_fields.js";

function conquestFields(p, pipeline) {
  const chars = el("div", { class: "characters-edit" });
  const addChar = (c = { name: "Character", wounds: 3, resolve: 3 }) => {
    const row = el("fieldset", { class: "character-row" }, el("legend", {}, "Character"),
      field("Character name", el("input", { type: "text", name: "cname", value: c.name, maxlength: 60 })),
      el("div", { class: "row" },
        field("Character Wounds", num("cwounds", c.wounds, 1)),
        field("Character Resolve", num("cresolve", c.resolve))),
      specialRulesPicker(c.special_rules, { pipeline, label: "Character's special rules" }),
      el("button", { type: "button", class: "danger", onclick: () => row.remove() }, "Remove Character"));
    chars.append(row);
  };
  p.characters.forEach(addChar);
  const kind = kindSelect("kind", p.kind);
  const aux = auxiliariesEdit(p.auxiliaries || [], "data");
  const node = el("div", { class: "stack" },
    field("Name", input("data.name", el("input", { type: "text", name: "name", value: p.name, maxlength: 60 }))),
    field("Type", input("data.kind", kind)),
    el("div", { class: "row" },
      field("Stands", input("data.stands", num("stands", p.stands, 1, 60))),
      field("Files per rank", input("data.files", num("files", p.files, 1, 20))),
      field("Wounds", input("data.wounds", num("wounds", p.wounds, 1))),
      field("Resolve", input("data.resolve", num("resolve", p.resolve)))),
    footprintFields(p.footprint, "data"),
    field("Command Stand (front centre)", input("data.command", el("input", { type: "checkbox", name: "command", checked: p.command }))),
    specialRulesPicker(p.special_rules, { pipeline }),
    aux.rows,
    aux.add,
    chars,
    el("button", { type: "button", onclick: () => addChar() }, "Add Character"));
  const read = (form) => {
    const value = (n) => form.querySelector(`[name=${n}]`);
    return withRules({
      name: value("name").value.trim(), kind: value("kind").value, stands: Number(value("stands").value),
      files: Number(value("files").value), wounds: Number(value("wounds").value), resolve: Number(value("resolve").value),
      command: value("command").checked,
      ...readFootprint(node),
      ...readAuxiliaries(aux.rows),
      characters: [...chars.querySelectorAll(".character-row")].map((c, i) => withRules({
        id: `c${i + 1}`, name: c.querySelector("[name=cname]").value.trim() || "Character",
        wounds: Number(c.querySelector("[name=cwounds]").value), resolve: Number(c.querySelector("[name=cresolve]").value),
      }, ownRules(c))),
    }, ownRules(node));
  };
  return { node, read, chars };
}

export const conquestMuster = {
  fields: conquestFields,
  summary: (p) => `${p.kind}, ${counted(p.stands, "Stand")} in ${counted(p.files, "file")}, Wounds ${p.wounds}, Resolve ${p.resolve}${p.command ? ", Command Stand" : ""}` +
    (p.footprint ? `, ${p.footprint.width} x ${p.footprint.depth} mm` : "") +
    (p.auxiliaries || []).map((a) => `; + ${a.count} ${a.name} (${a.kind}, Wounds ${a.wounds}, Resolve ${a.resolve})`).join(""),
  found(v) {
    const bits = [];
    if (v.kind) bits.push(v.kind);
    if (v.stands != null) bits.push(`${counted(v.stands, "Stand")}${v.files != null ? ` in ${counted(v.files, "file")}` : ""}`);
    if (v.wounds != null) bits.push(`Wounds ${v.wounds}`);
    if (v.resolve != null) bits.push(`Resolve ${v.resolve}`);
    if (v.command) bits.push("Command Stand");
    return bits.join(", ");
  },
  // A preview's Characters, each with its own numbers and the Regiment it joins.
  characters: (piece) => piece.characters,
  joins: true,
  // A list import asks each new Regiment's own special rules (the special rules picker).
  askRules: true,
};
