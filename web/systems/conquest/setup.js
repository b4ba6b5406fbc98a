// The new-battle form: two players and their Regiments. It only gathers numbers; the
// engine validates the setup and names any bad field. A new Regiment starts from the
// engine's defaults (the ones Muster's profiles start from); distances are in the
// device's one distance setting (views/distance.js) and sent in mm.
import { el } from "../../views/dom.js";
import { errorOf, words } from "../../i18n/words.js";
import { field, lastRowsPlayer, numberInput as num, playerFields } from "../../views/form.js";
import { facingField } from "./place_form.js";
import { distanceUnits, readDistance, setDistanceUnits, shownDistance, unitLabel } from "../../views/distance.js";
import { specialRulesPicker, withRules } from "../../views/special_rules.js";
import { auxiliariesEdit, footprintFields, kindSelect, readAuxiliaries, readFootprint } from "./stand_fields.js";

// The engine the pickers ask for the known special rules (set by setupView).
let rulesEngine = null;

function characterRow(data = {}) {
  const row = el("fieldset", { class: "character-row" }, el("legend", {}, words("battle-character")),
    field(words("battle-form-name"), el("input", { type: "text", name: "cname", value: data.name || words("battle-character"), maxlength: 60 })),
    field(words("battle-form-wounds"), num("cwounds", data.wounds ?? 3, 1)),
    field(words("battle-form-resolve"), num("cresolve", data.resolve ?? 3)),
    specialRulesPicker(data.special_rules, { pipeline: rulesEngine, label: words("battle-form-character-rules") }),
    el("button", { type: "button", class: "danger", onclick: () => row.remove() }, words("battle-form-remove-character")));
  return row;
}

function regimentRow(data, players, defaults, units) {
  const chars = el("div", { class: "characters-edit" }, ...(data.characters || []).map(characterRow));
  const player = el("select", { name: "player" }, ...players.map((p, i) => el("option", { value: i, selected: (data.player ?? 0) === i }, p)));
  const kind = kindSelect("kind", data.kind || defaults.kind);
  const aux = auxiliariesEdit(data.auxiliaries || []);
  const row = el("fieldset", { class: "regiment-row panel" }, el("legend", {}, words("battle-form-regiment")),
    field(words("battle-form-name"), el("input", { type: "text", name: "name", value: data.name || "", maxlength: 60, required: true })),
    field(words("battle-form-player"), player),
    field(words("battle-form-type"), kind),
    el("div", { class: "row" },
      field(words("battle-form-stands"), num("stands", data.stands ?? defaults.stands, 1, 60)),
      field(words("battle-form-files"), num("files", data.files ?? defaults.files, 1, 20)),
      field(words("battle-form-wounds"), num("wounds", data.wounds ?? defaults.wounds, 1)),
      field(words("battle-form-resolve"), num("resolve", data.resolve ?? defaults.resolve))),
    footprintFields(data.footprint),
    field(words("battle-form-command"), el("input", { type: "checkbox", name: "command", checked: data.command ?? defaults.command })),
    specialRulesPicker(data.special_rules, { pipeline: rulesEngine }),
    aux.rows,
    aux.add,
    el("div", { class: "table-only stack" },
      el("div", { class: "row" },
        distanceField("x", data.position?.x, units),
        distanceField("y", data.position?.y, units)),
      facingField(`facing-${++rows}`, data.position?.facing ?? 0, { name: "facing" })),
    chars,
    el("div", { class: "row" },
      el("button", { type: "button", onclick: () => chars.append(characterRow()) }, words("battle-form-add-character")),
      el("button", { type: "button", class: "danger", onclick: () => row.remove() }, words("battle-form-remove-regiment"))));
  return row;
}

let rows = 0;

// A distance field in the device's unit; its mm value (as shown at first) rides along,
// so a field left as it was sends exactly the position it came with.
function distanceField(name, mm, units) {
  const input = el("input", { type: "number", name, value: shownDistance(mm, units), step: "any", inputmode: "decimal" });
  if (mm != null) input.dataset.mm = String(mm);
  input.dataset.label = name;
  return field(words("battle-table-field", { label: name, units: unitLabel(units) }), input);
}

function mmOf(input, units) {
  const original = input.dataset.mm === undefined ? null : Number(input.dataset.mm);
  return readDistance(input.value, original, units);
}

function read(form, units) {
  const players = [...form.querySelectorAll("input[name=pname]")].map((i) => i.value.trim() || i.placeholder);
  const ownRules = (row) => [...row.children].find((c) => c.classList.contains("special-rules"));
  const regiments = [...form.querySelectorAll(".regiment-row")].map((row, i) => {
    const value = (n) => row.querySelector(`[name=${n}]`);
    const onTable = form.querySelector("[name=on-table]").checked && value("x").value !== "" && value("y").value !== "";
    return withRules({
      ...(onTable ? { position: { x: mmOf(value("x"), units), y: mmOf(value("y"), units), facing: Number(value("facing").value) || 0 } } : {}),
      id: `r${i + 1}`,
      name: value("name").value.trim() || words("battle-form-default-regiment", { n: i + 1 }),
      player: Number(value("player").value),
      kind: value("kind").value,
      stands: Number(value("stands").value),
      files: Number(value("files").value),
      wounds: Number(value("wounds").value),
      resolve: Number(value("resolve").value),
      command: value("command").checked,
      ...readFootprint(row),
      ...readAuxiliaries(row),
      characters: [...row.querySelectorAll(".character-row")].map((c, j) => withRules({
        id: `r${i + 1}c${j + 1}`,
        name: c.querySelector("[name=cname]").value.trim() || words("battle-character"),
        wounds: Number(c.querySelector("[name=cwounds]").value),
        resolve: Number(c.querySelector("[name=cresolve]").value),
      }, ownRules(c))),
    }, ownRules(row));
  });
  const table = form.querySelector("[name=on-table]").checked
    ? { battlefield: { width: mmOf(form.querySelector("[name=table-width]"), units), depth: mmOf(form.querySelector("[name=table-depth]"), units) } }
    : {};
  return { players, regiments, ...table };
}

// ``defaults``: the engine's profile for a new Regiment (muster.defaults), or null while
// the engine starts: the Regiments are drawn once it is known (``later`` settles then).
// ``table``: the engine's default battlefield (conquest.default_table), the size a first
// Charge deploys on too; null while the engine starts.
export function setupView({ name = "", setup, defaults = null, table = null, later = null, onCreate, onCancel, pipeline = null }) {
  rulesEngine = pipeline;
  const players = [...(setup ? setup.players : [words("battle-form-default-player", { n: 1 }), words("battle-form-default-player", { n: 2 })])];
  let units = distanceUnits();
  const regiments = el("div", { class: "regiments-edit" });
  const message = el("p", { class: "message error", role: "alert", hidden: true });
  const battleName = el("input", { type: "text", name: "battle", value: name, maxlength: 60, placeholder: words("screen-battle") });
  const onTable = el("input", { type: "checkbox", name: "on-table", checked: Boolean(setup && setup.battlefield) });
  const size = (key, label) => {
    const mm = setup?.battlefield?.[key] ?? table?.[key] ?? null;
    const input = el("input", { type: "number", name: `table-${key}`, value: shownDistance(mm, units), step: "any", inputmode: "decimal", "data-mm": mm, "data-label": label });
    return field(words("battle-table-field", { label, units: unitLabel(units) }), input);
  };
  // The one distance setting, here too: changing it shows every distance of the form
  // in the other unit, the same lengths.
  const unitChoice = el("select", { name: "distance-units", "data-action": "setup-distance-units" },
    el("option", { value: "in", selected: units === "in" }, words("battle-form-inches")),
    el("option", { value: "mm", selected: units === "mm" }, "mm"));
  unitChoice.addEventListener("change", () => {
    const next = unitChoice.value;
    for (const input of form.querySelectorAll("input[name=x], input[name=y], input[name^=table-]")) {
      // Said again whole: a language writes the unit its own way. An empty field too (the
      // engine's table size not in yet): its unit is the one its number will be read in.
      const label = form.querySelector(`label[for="${input.id}"]`);
      if (label && input.dataset.label) label.textContent = words("battle-table-field", { label: input.dataset.label, units: unitLabel(next) });
      const mm = mmOf(input, units);
      if (mm === null || typeof mm !== "number") continue;
      input.dataset.mm = String(mm);
      input.value = shownDistance(mm, next);
    }
    units = next;
    setDistanceUnits(next);
  });
  const tableBox = el("fieldset", { class: "panel" }, el("legend", {}, words("battle-form-battlefield")),
    field(words("battle-form-on-table"), onTable),
    field(words("battle-form-distances-in"), unitChoice, { hint: words("battle-form-distances-hint") }),
    el("div", { class: "row" }, size("width", words("battle-table-width")), size("depth", words("battle-table-depth"))));
  const syncTable = () => form.classList.toggle("no-table", !onTable.checked);
  onTable.addEventListener("change", syncTable);
  const addRegiment = el("button", { type: "button", disabled: !defaults, onclick: () => regiments.append(regimentRow({ player: lastRowsPlayer(regiments) }, players, defaults, units)) }, words("battle-form-add-regiment"));
  const form = el("form", { class: "setup stack", "aria-label": words("battle-form-new-battle"), novalidate: true },
    el("h2", {}, words("conquest-new-battle")),
    field(words("battle-form-battle-name"), battleName),
    playerFields(players),
    tableBox,
    regiments,
    addRegiment,
    message,
    // Start stays on the screen however long the form (it was three screens down).
    el("div", { class: "row setup-go" },
      el("button", { type: "submit", class: "primary", "data-action": "create-battle" }, words("battle-form-start")),
      el("button", { type: "button", onclick: onCancel }, words("battle-cancel"))));
  const startRegiments = () => {
    for (const r of setup ? setup.regiments : [{ name: "", player: 0 }, { name: "", player: 1 }]) regiments.append(regimentRow(r, players, defaults, units));
  };
  if (defaults) {
    startRegiments();
  } else {
    const waiting = el("p", { class: "muted", role: "status" }, words("battle-form-waiting"));
    regiments.append(waiting);
    // Filled in where the player left it: what was typed meanwhile stays.
    if (later) later.then((known) => {
      defaults = known.regiment;
      waiting.remove();
      startRegiments();
      addRegiment.disabled = false;
      for (const key of ["width", "depth"]) {
        const input = form.querySelector(`[name=table-${key}]`);
        if (input.value !== "" || known.table?.[key] == null) continue;
        input.dataset.mm = String(known.table[key]);
        input.value = shownDistance(known.table[key], units);
      }
    }).catch((err) => { waiting.textContent = errorOf(err); });
  }
  syncTable();
  // What a battle started from army lists above this form takes from it: the name and
  // the battlefield the player set here (a blank name leaves the lists' own).
  form.battleOptions = () => ({
    name: battleName.value.trim(),
    setup: onTable.checked ? { battlefield: { width: mmOf(form.querySelector("[name=table-width]"), units), depth: mmOf(form.querySelector("[name=table-depth]"), units) } } : {},
  });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    message.hidden = true;
    try {
      await onCreate(battleName.value.trim() || words("screen-battle"), read(form, units));
    } catch (err) {
      message.hidden = false;
      message.textContent = errorOf(err);
    }
  });
  return form;
}
