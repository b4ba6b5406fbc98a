// The Ninth Age in Muster: the Unit profile form, a profile's summary line, and what a
// list import's preview found of a Unit and its Characters and Champions.
import { el } from "../../views/dom.js";
import { field, numberInput as num } from "../../views/form.js";
import { input, ownRules } from "../../views/muster_forms.js";
import { specialRulesPicker, withRules } from "../../views/special_rules.js";
import { words } from "../../i18n/words.js";

function ninthAgeFields(p) {
  const chars = el("div", { class: "characters-edit" });
  const addChar = (c = { name: words("ninth-page-kind", { kind: "champion" }), kind: "champion", hp: 3 }) => {
    const kind = el("select", { name: "ckind" },
      el("option", { value: "character", selected: c.kind === "character" }, words("ninth-page-kind", { kind: "character" })),
      el("option", { value: "champion", selected: c.kind === "champion" }, words("ninth-page-kind", { kind: "champion" })));
    const row = el("fieldset", { class: "character-row" }, el("legend", {}, words("ninth-page-character-or-champion")),
      field(words("ninth-page-character-name"), el("input", { type: "text", name: "cname", value: c.name, maxlength: 60 })),
      field(words("ninth-page-kind-label"), kind),
      field(words("ninth-page-character-hp"), num("chp", c.hp, 1)),
      el("button", { type: "button", class: "danger", onclick: () => row.remove() }, words("ninth-page-remove-character")));
    chars.append(row);
  };
  p.characters.forEach(addChar);
  const node = el("div", { class: "stack" },
    field(words("ninth-page-name"), input("data.name", el("input", { type: "text", name: "name", value: p.name, maxlength: 60 }))),
    el("div", { class: "row" },
      field(words("ninth-page-models"), input("data.models", num("models", p.models, 1, 200))),
      field(words("ninth-page-files-per-rank"), input("data.files", num("files", p.files, 1, 40))),
      field(words("ninth-page-hp-full"), input("data.hp", num("hp", p.hp, 1)))),
    specialRulesPicker(p.special_rules, { system: "ninth_age" }),
    chars,
    el("button", { type: "button", onclick: () => addChar() }, words("ninth-page-add-character")));
  const read = (form) => {
    const value = (n) => form.querySelector(`[name=${n}]`);
    return withRules({
      name: value("name").value.trim(), models: Number(value("models").value), files: Number(value("files").value),
      hp: Number(value("hp").value),
      characters: [...chars.querySelectorAll(".character-row")].map((c, i) => ({
        id: `c${i + 1}`, name: c.querySelector("[name=cname]").value.trim() || words("ninth-page-kind", { kind: "character" }),
        kind: c.querySelector("[name=ckind]").value, hp: Number(c.querySelector("[name=chp]").value),
      })),
    }, ownRules(node));
  };
  return { node, read, chars };
}

export const ninthAgeMuster = {
  fields: ninthAgeFields,
  summary: (p) => words("ninth-page-profile-summary", { models: p.models, files: p.files, hp: p.hp }),
  // What an imported list gave of a Unit's numbers: only those it gave.
  found(v) {
    const bits = [];
    if (v.models != null) bits.push(v.files != null ? words("ninth-page-found-models-files", { models: v.models, files: v.files }) : words("ninth-page-found-models", { models: v.models }));
    if (v.hp != null) bits.push(words("ninth-page-found-hp", { hp: v.hp }));
    return bits.length === 2 ? words("ninth-page-found-both", { first: bits[0], second: bits[1] }) : bits.join("");
  },
  // A preview's Characters and Champions, inside the Unit's own numbers.
  characters: (piece) => piece.values.characters || [],
  // A list may leave a Character's kind out: said as nothing, never as a missing word.
  characterText: (c) => {
    const named = { name: String(c.name ?? ""), kind: String(c.kind ?? "") };
    return c.hp != null ? words("ninth-page-found-character-hp", { ...named, hp: c.hp }) : words("ninth-page-found-character", named);
  },
  joins: false,
};
