// The new-battle form: two players and their Regiments. It only gathers numbers; the
// engine validates the setup and names any bad field.
import { el } from "./dom.js";
import { field, numberInput as num, playerFields } from "./form.js";
import { specialRulesPicker, withRules } from "./special_rules.js";

// The engine the pickers ask for the known special rules (set by setupView).
let rulesEngine = null;

function characterRow(data = {}) {
  const row = el("fieldset", { class: "character-row" }, el("legend", {}, "Character"),
    field("Name", el("input", { type: "text", name: "cname", value: data.name || "Character", maxlength: 60 })),
    field("Wounds", num("cwounds", data.wounds ?? 3, 1)),
    field("Resolve", num("cresolve", data.resolve ?? 3)),
    specialRulesPicker(data.special_rules, { engine: rulesEngine, label: "Character's special rules" }),
    el("button", { type: "button", class: "danger", onclick: () => row.remove() }, "Remove Character"));
  return row;
}

function regimentRow(data = {}, players) {
  const chars = el("div", { class: "characters-edit" }, ...(data.characters || []).map(characterRow));
  const player = el("select", { name: "player" }, ...players.map((p, i) => el("option", { value: i, selected: (data.player ?? 0) === i }, p)));
  const kind = el("select", { name: "kind" }, ...["infantry", "cavalry", "brute"].map((k) => el("option", { value: k, selected: (data.kind || "infantry") === k }, k)));
  const row = el("fieldset", { class: "regiment-row panel" }, el("legend", {}, "Regiment"),
    field("Name", el("input", { type: "text", name: "name", value: data.name || "", maxlength: 60, required: true })),
    field("Player", player),
    field("Type", kind),
    el("div", { class: "row" },
      field("Stands", num("stands", data.stands ?? 6, 1, 60)),
      field("Files per rank", num("files", data.files ?? 3, 1, 20)),
      field("Wounds", num("wounds", data.wounds ?? 4, 1)),
      field("Resolve", num("resolve", data.resolve ?? 2))),
    field("Command Stand (front centre)", el("input", { type: "checkbox", name: "command", checked: data.command !== false })),
    specialRulesPicker(data.special_rules, { engine: rulesEngine }),
    el("div", { class: "row table-only" },
      field("x (mm)", el("input", { type: "number", name: "x", value: data.position?.x ?? "", step: "any" })),
      field("y (mm)", el("input", { type: "number", name: "y", value: data.position?.y ?? "", step: "any" })),
      field("Facing (°)", el("input", { type: "number", name: "facing", value: data.position?.facing ?? 0, step: "any" }))),
    chars,
    el("div", { class: "row" },
      el("button", { type: "button", onclick: () => chars.append(characterRow()) }, "Add Character"),
      el("button", { type: "button", class: "danger", onclick: () => row.remove() }, "Remove Regiment")));
  return row;
}

function read(form) {
  const players = [...form.querySelectorAll("input[name=pname]")].map((i) => i.value.trim() || i.placeholder);
  const ownRules = (row) => [...row.children].find((c) => c.classList.contains("special-rules"));
  const regiments = [...form.querySelectorAll(".regiment-row")].map((row, i) => {
    const value = (n) => row.querySelector(`[name=${n}]`);
    const onTable = form.querySelector("[name=on-table]").checked && value("x").value !== "" && value("y").value !== "";
    return withRules({
      ...(onTable ? { position: { x: Number(value("x").value), y: Number(value("y").value), facing: Number(value("facing").value) || 0 } } : {}),
      id: `r${i + 1}`,
      name: value("name").value.trim() || `Regiment ${i + 1}`,
      player: Number(value("player").value),
      kind: value("kind").value,
      stands: Number(value("stands").value),
      files: Number(value("files").value),
      wounds: Number(value("wounds").value),
      resolve: Number(value("resolve").value),
      command: value("command").checked,
      characters: [...row.querySelectorAll(".character-row")].map((c, j) => withRules({
        id: `r${i + 1}c${j + 1}`,
        name: c.querySelector("[name=cname]").value.trim() || "Character",
        wounds: Number(c.querySelector("[name=cwounds]").value),
        resolve: Number(c.querySelector("[name=cresolve]").value),
      }, ownRules(c))),
    }, ownRules(row));
  });
  const table = form.querySelector("[name=on-table]").checked
    ? { battlefield: { width: Number(form.querySelector("[name=table-width]").value), depth: Number(form.querySelector("[name=table-depth]").value) } }
    : {};
  return { players, regiments, ...table };
}

export function setupView({ name = "", setup, onCreate, onCancel, engine = null }) {
  rulesEngine = engine;
  const players = [...(setup ? setup.players : ["Player 1", "Player 2"])];
  const regiments = el("div", { class: "regiments-edit" });
  const message = el("p", { class: "message error", role: "alert", hidden: true });
  const battleName = el("input", { type: "text", name: "battle", value: name, maxlength: 60, placeholder: "Battle" });
  const onTable = el("input", { type: "checkbox", name: "on-table", checked: Boolean(setup && setup.battlefield) });
  const tableBox = el("fieldset", { class: "panel" }, el("legend", {}, "Battlefield (optional)"),
    field("Play on a battlefield: contacts, Stranded and Press the Attack from positions", onTable),
    el("div", { class: "row" },
      field("Table width (mm)", el("input", { type: "number", name: "table-width", value: setup?.battlefield?.width ?? 1200, min: 100 })),
      field("Table depth (mm)", el("input", { type: "number", name: "table-depth", value: setup?.battlefield?.depth ?? 1200, min: 100 }))));
  const syncTable = () => form.classList.toggle("no-table", !onTable.checked);
  onTable.addEventListener("change", syncTable);
  const form = el("form", { class: "setup stack", "aria-label": "New battle", novalidate: true },
    el("h2", {}, "New Conquest battle"),
    field("Battle name", battleName),
    playerFields(players),
    tableBox,
    regiments,
    el("button", { type: "button", onclick: () => regiments.append(regimentRow({}, players)) }, "Add Regiment"),
    message,
    el("div", { class: "row" },
      el("button", { type: "submit", class: "primary", "data-action": "create-battle" }, "Start battle"),
      el("button", { type: "button", onclick: onCancel }, "Cancel")));
  for (const r of setup ? setup.regiments : [{ name: "", player: 0 }, { name: "", player: 1 }]) regiments.append(regimentRow(r, players));
  syncTable();
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    message.hidden = true;
    try {
      await onCreate(battleName.value.trim() || "Battle", read(form));
    } catch (err) {
      message.hidden = false;
      message.textContent = err.message;
    }
  });
  return form;
}
