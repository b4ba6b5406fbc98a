// The Ninth Age in Muster: the Unit profile form, a profile's summary line, and what a
// list import's preview found of a Unit and its Characters and Champions.
import { el } from "../../views/dom.js";
import { field, numberInput as num } from "../../views/form.js";
import { input, ownRules } from "../../views/muster_forms.js";
import { specialRulesPicker, withRules } from "../../views/special_rules.js";

function ninthAgeFields(p) {
  const chars = el("div", { class: "characters-edit" });
  const addChar = (c = { name: "Champion", kind: "champion", hp: 3 }) => {
    const kind = el("select", { name: "ckind" },
      el("option", { value: "character", selected: c.kind === "character" }, "Character"),
      el("option", { value: "champion", selected: c.kind === "champion" }, "Champion"));
    const row = el("fieldset", { class: "character-row" }, el("legend", {}, "Character or Champion"),
      field("Character name", el("input", { type: "text", name: "cname", value: c.name, maxlength: 60 })),
      field("Kind", kind),
      field("Character Health Points", num("chp", c.hp, 1)),
      el("button", { type: "button", class: "danger", onclick: () => row.remove() }, "Remove Character"));
    chars.append(row);
  };
  p.characters.forEach(addChar);
  const node = el("div", { class: "stack" },
    field("Name", input("data.name", el("input", { type: "text", name: "name", value: p.name, maxlength: 60 }))),
    el("div", { class: "row" },
      field("Models", input("data.models", num("models", p.models, 1, 200))),
      field("Files per rank", input("data.files", num("files", p.files, 1, 40))),
      field("Health Points", input("data.hp", num("hp", p.hp, 1)))),
    specialRulesPicker(p.special_rules, { system: "ninth_age" }),
    chars,
    el("button", { type: "button", onclick: () => addChar() }, "Add Character or Champion"));
  const read = (form) => {
    const value = (n) => form.querySelector(`[name=${n}]`);
    return withRules({
      name: value("name").value.trim(), models: Number(value("models").value), files: Number(value("files").value),
      hp: Number(value("hp").value),
      characters: [...chars.querySelectorAll(".character-row")].map((c, i) => ({
        id: `c${i + 1}`, name: c.querySelector("[name=cname]").value.trim() || "Character",
        kind: c.querySelector("[name=ckind]").value, hp: Number(c.querySelector("[name=chp]").value),
      })),
    }, ownRules(node));
  };
  return { node, read, chars };
}

export const ninthAgeMuster = {
  fields: ninthAgeFields,
  summary: (p) => `${p.models} models in ${p.files} files, ${p.hp} Health Point${p.hp === 1 ? "" : "s"} each`,
  found(v) {
    const bits = [];
    if (v.models != null) bits.push(`${v.models} models${v.files != null ? ` in ${v.files} files` : ""}`);
    if (v.hp != null) bits.push(`${v.hp} Health Point${v.hp === 1 ? "" : "s"} each`);
    return bits.join(", ");
  },
  // A preview's Characters and Champions, inside the Unit's own numbers.
  characters: (piece) => piece.values.characters || [],
  characterText: (c) => `${c.name} (${c.kind}${c.hp != null ? `, ${c.hp} HP` : ""})`,
  joins: false,
};
