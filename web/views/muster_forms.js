// Muster's profile forms, Conquest's Regiment and the Ninth Age's Unit: each input
// carries the engine's field name, and the engine's error on a field is drawn under it.
import { $, el, setText } from "./dom.js";
import { field, numberInput as num } from "./form.js";
import { specialRulesPicker, withRules } from "./special_rules.js";

// Every input carries the engine's field name (data.wounds, data.entries[0].count), so
// an error is drawn next to the field it names.
export function input(path, node) {
  node.dataset.field = path;
  return node;
}

// The picker directly inside a fieldset or form part (a Character's own, not its Regiment's).
const ownRules = (node) => [...node.children].find((c) => c.classList.contains("special-rules"));

export function conquestFields(p, pipeline) {
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
  const kind = el("select", { name: "kind" }, ...["infantry", "cavalry", "brute"].map((k) => el("option", { value: k, selected: p.kind === k }, k)));
  const node = el("div", { class: "stack" },
    field("Name", input("data.name", el("input", { type: "text", name: "name", value: p.name, maxlength: 60 }))),
    field("Type", input("data.kind", kind)),
    el("div", { class: "row" },
      field("Stands", input("data.stands", num("stands", p.stands, 1, 60))),
      field("Files per rank", input("data.files", num("files", p.files, 1, 20))),
      field("Wounds", input("data.wounds", num("wounds", p.wounds, 1))),
      field("Resolve", input("data.resolve", num("resolve", p.resolve)))),
    field("Command Stand (front centre)", input("data.command", el("input", { type: "checkbox", name: "command", checked: p.command }))),
    specialRulesPicker(p.special_rules, { pipeline }),
    chars,
    el("button", { type: "button", onclick: () => addChar() }, "Add Character"));
  const read = (form) => {
    const value = (n) => form.querySelector(`[name=${n}]`);
    return withRules({
      name: value("name").value.trim(), kind: value("kind").value, stands: Number(value("stands").value),
      files: Number(value("files").value), wounds: Number(value("wounds").value), resolve: Number(value("resolve").value),
      command: value("command").checked,
      characters: [...chars.querySelectorAll(".character-row")].map((c, i) => withRules({
        id: `c${i + 1}`, name: c.querySelector("[name=cname]").value.trim() || "Character",
        wounds: Number(c.querySelector("[name=cwounds]").value), resolve: Number(c.querySelector("[name=cresolve]").value),
      }, ownRules(c))),
    }, ownRules(node));
  };
  return { node, read, chars };
}

export function ninthAgeFields(p) {
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

export function clearFieldErrors(form) {
  form.querySelectorAll(".field-error").forEach((n) => n.remove());
  form.querySelectorAll("[aria-invalid]").forEach((n) => { n.removeAttribute("aria-invalid"); n.removeAttribute("aria-describedby"); });
  const message = $("#muster-message", form);
  if (message) message.hidden = true;
}

// The engine's error under the field it names (the nearest one that is on the form:
// data.characters[0].wounds falls back to the character's own inputs by position),
// and in the message box when no field matches.
export function showFieldError(form, err) {
  const bad = err.field && (form.querySelector(`[data-field="${CSS.escape(err.field)}"]`) || characterInput(form, err.field));
  if (bad) {
    const note = el("p", { class: "field-error", id: `${bad.id}-error`, role: "alert" }, err.message);
    bad.setAttribute("aria-invalid", "true");
    bad.setAttribute("aria-describedby", note.id);
    (bad.closest(".field") || bad).after(note);
    bad.focus();
    return;
  }
  const message = $("#muster-message", form);
  message.hidden = false;
  setText(message, err.message);
}

const CHARACTER_INPUTS = { name: "cname", wounds: "cwounds", resolve: "cresolve", hp: "chp", kind: "ckind" };

function characterInput(form, path) {
  const match = /^data\.characters\[(\d+)\]\.(\w+)$/.exec(path);
  if (!match) return null;
  const row = form.querySelectorAll(".character-row")[Number(match[1])];
  return row ? row.querySelector(`[name=${CHARACTER_INPUTS[match[2]] || "cname"}]`) : null;
}
