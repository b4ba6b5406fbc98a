// The Ninth Age in Muster: the Unit profile form, a profile's summary line, and what a
// list import's preview found of a Unit and its Characters and Champions.
import { el } from "../../views/dom.js";
import { words } from "../../i18n/words.js";
import { field, numberInput as num } from "../../views/form.js";
import { input, ownRules } from "../../views/muster_forms.js";
import { specialRulesPicker, withRules } from "../../views/special_rules.js";

function ninthAgeFields(p) {
  const chars = el("div", { class: "characters-edit" });
  const addChar = (c = { name: words("muster-champion"), kind: "champion", hp: 3 }) => {
    const kind = el("select", { name: "ckind" },
      el("option", { value: "character", selected: c.kind === "character" }, words("muster-character")),
      el("option", { value: "champion", selected: c.kind === "champion" }, words("muster-champion")));
    const row = el("fieldset", { class: "character-row" }, el("legend", {}, words("muster-character-or-champion")),
      field(words("muster-character-name"), el("input", { type: "text", name: "cname", value: c.name, maxlength: 60 })),
      field(words("muster-character-kind"), kind),
      field(words("muster-character-hp"), num("chp", c.hp, 1)),
      el("button", { type: "button", class: "danger", onclick: () => row.remove() }, words("muster-character-remove")));
    chars.append(row);
  };
  p.characters.forEach(addChar);
  const node = el("div", { class: "stack" },
    field(words("muster-name"), input("data.name", el("input", { type: "text", name: "name", value: p.name, maxlength: 60 }))),
    el("div", { class: "row" },
      field(words("import-field", { key: "models" }), input("data.models", num("models", p.models, 1, 200))),
      field(words("import-field", { key: "files" }), input("data.files", num("files", p.files, 1, 40))),
      field(words("import-field", { key: "hp" }), input("data.hp", num("hp", p.hp, 1)))),
    specialRulesPicker(p.special_rules, { system: "ninth_age" }),
    chars,
    el("button", { type: "button", onclick: () => addChar() }, words("muster-character-or-champion-add")));
  const read = (form) => {
    const value = (n) => form.querySelector(`[name=${n}]`);
    return withRules({
      name: value("name").value.trim(), models: Number(value("models").value), files: Number(value("files").value),
      hp: Number(value("hp").value),
      characters: [...chars.querySelectorAll(".character-row")].map((c, i) => ({
        id: `c${i + 1}`, name: c.querySelector("[name=cname]").value.trim() || words("muster-character"),
        kind: c.querySelector("[name=ckind]").value, hp: Number(c.querySelector("[name=chp]").value),
      })),
    }, ownRules(node));
  };
  return { node, read, chars };
}

export const ninthAgeMuster = {
  fields: ninthAgeFields,
  summary: (p) => words("muster-ninth-age-summary", { models: p.models, files: p.files, hp: p.hp }),
  found(v) {
    const bits = [];
    if (v.models != null) {
      bits.push(v.files != null ? words("muster-ninth-age-models-files", { models: v.models, files: v.files }) : words("muster-ninth-age-models", { models: v.models }));
    }
    if (v.hp != null) bits.push(words("muster-ninth-age-hp", { hp: v.hp }));
    return bits.join(", ");
  },
  // A preview's Characters and Champions, inside the Unit's own numbers.
  characters: (piece) => piece.values.characters || [],
  characterText: (c) => (c.hp != null ? words("muster-ninth-age-character-hp", { name: c.name, kind: c.kind, hp: c.hp })
    : words("muster-ninth-age-character", { name: c.name, kind: c.kind })),
  joins: false,
};
