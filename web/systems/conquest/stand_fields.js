// The parts of a Regiment's form that describe its Stands, shared by the new-battle form
// and Muster's profile form: the Stand type, the Stand's base (blank: the type's own,
// which the engine knows) and the auxiliary Stands of other profiles that join it.
// They only gather what was typed; the engine checks it and names any bad field.
import { el } from "../../views/dom.js";
import { field, numberInput as num } from "../../views/form.js";
import { words } from "../../i18n/words.js";

export const KINDS = ["infantry", "cavalry", "brute", "monster"];

export function kindSelect(name, selected) {
  return el("select", { name }, ...KINDS.map((k) => el("option", { value: k, selected: selected === k }, words("battle-form-kind", { kind: k }))));
}

// ``path``: where the engine's errors name these fields ("data" in Muster), or null.
export function footprintFields(footprint, path = null) {
  const box = (key, label) => {
    const input = num(`f${key}`, footprint?.[key], 10, 300);
    input.placeholder = words("battle-form-types-own");
    return field(label, input, { path: path && `${path}.footprint.${key}` });
  };
  return el("div", { class: "row footprint-edit" },
    box("width", words("battle-form-stand-width")), box("depth", words("battle-form-stand-depth")));
}

// The footprint typed, or nothing when both boxes are blank (the type's own base). One
// box alone is sent as it is, so the engine says which one is missing.
export function readFootprint(node) {
  const box = (key) => node.querySelector(`.footprint-edit [name=f${key}]`).value.trim();
  const width = box("width");
  const depth = box("depth");
  if (width === "" && depth === "") return {};
  const footprint = {};
  if (width !== "") footprint.width = Number(width);
  if (depth !== "") footprint.depth = Number(depth);
  return { footprint };
}

export function auxiliaryRow(a = {}, path = null, index = 0) {
  const at = (key) => path && `${path}.auxiliaries[${index}].${key}`;
  const row = el("fieldset", { class: "auxiliary-row" }, el("legend", {}, words("battle-auxiliary-stands")),
    field(words("battle-form-aux-name"), el("input", { type: "text", name: "aname", value: a.name || "", maxlength: 60, required: true }), { path: at("name") }),
    field(words("battle-form-aux-type"), kindSelect("akind", a.kind || "brute"), { path: at("kind") }),
    el("div", { class: "row" },
      field(words("battle-form-aux-wounds"), num("awounds", a.wounds ?? 3, 1), { path: at("wounds") }),
      field(words("battle-form-aux-resolve"), num("aresolve", a.resolve ?? 3), { path: at("resolve") }),
      field(words("battle-form-how-many"), num("acount", a.count ?? 1, 1, 60), { path: at("count") })),
    el("button", { type: "button", class: "danger", onclick: () => row.remove() }, words("battle-form-remove-aux")));
  // An auxiliary's own base rides along unchanged: the form does not edit it.
  if (a.footprint) row.dataset.footprint = JSON.stringify(a.footprint);
  return row;
}

// The auxiliaries block: its rows and the button that adds one.
export function auxiliariesEdit(list = [], path = null) {
  const rows = el("div", { class: "auxiliaries-edit" }, ...list.map((a, i) => auxiliaryRow(a, path, i)));
  const add = el("button", { type: "button", "data-action": "add-auxiliary",
    onclick: () => rows.append(auxiliaryRow({}, path, rows.children.length)) }, words("battle-form-add-aux"));
  return { rows, add };
}

// The auxiliaries typed, or nothing when there are none (a Regiment as before).
export function readAuxiliaries(rows) {
  const list = [...rows.querySelectorAll(".auxiliary-row")].map((r) => {
    const value = (n) => r.querySelector(`[name=${n}]`).value;
    return {
      name: value("aname").trim(), kind: value("akind"), wounds: Number(value("awounds")),
      resolve: Number(value("aresolve")), count: Number(value("acount")),
      ...(r.dataset.footprint ? { footprint: JSON.parse(r.dataset.footprint) } : {}),
    };
  });
  return list.length ? { auxiliaries: list } : {};
}
