// The new-battle form for The Ninth Age: two players and their Units, each with its
// Characters and Champions. It only gathers numbers; the engine builds each Unit's
// formation (ninth_age.unit_preview, drawn as it is filled in) and names any bad field.
import { el, setText } from "../../views/dom.js";
import { field, lastRowsPlayer, numberInput as num, playerFields } from "../../views/form.js";
import { unitFormation } from "./ninth_age_unit.js";
import { specialRulesPicker, withRules } from "../../views/special_rules.js";
import { errorOf, words } from "../../i18n/words.js";


function characterRow(data, onChange) {
  const kind = el("select", { name: "ckind" },
    el("option", { value: "character", selected: (data.kind || "character") === "character" }, words("ninth-page-kind", { kind: "character" })),
    el("option", { value: "champion", selected: data.kind === "champion" }, words("ninth-page-kind", { kind: "champion" })));
  const row = el("fieldset", { class: "character-row" }, el("legend", {}, words("ninth-page-character-or-champion")),
    field(words("ninth-page-name"), el("input", { type: "text", name: "cname", value: data.name || words("ninth-page-kind", { kind: "character" }), maxlength: 60 })),
    field(words("ninth-page-kind-label"), kind),
    field(words("ninth-page-hp-full"), num("chp", data.hp ?? 3, 1)),
    // Counted from 1 for people (the front rank, the left file); the engine's data from 0.
    field(words("ninth-page-rank-optional"), num("crank", data.rank == null ? undefined : data.rank + 1, 1, 201), { hint: words("ninth-page-rank-hint") }),
    field(words("ninth-page-file-optional"), num("cfile", data.file == null ? undefined : data.file + 1, 1, 40), { hint: words("ninth-page-file-hint") }),
    el("button", { type: "button", class: "danger", onclick: () => { row.remove(); onChange(); } }, words("ninth-page-remove-character")));
  return row;
}

function readUnit(row, i) {
  const value = (n) => row.querySelector(`[name=${n}]`).value;
  const id = `u${i + 1}`;
  const rules = [...row.children].find((c) => c.classList.contains("special-rules"));
  return withRules({
    id,
    name: value("name").trim() || words("ninth-page-unit-name", { n: i + 1 }),
    player: Number(value("player")),
    models: Number(value("models")),
    files: Number(value("files")),
    hp: Number(value("hp")),
    characters: [...row.querySelectorAll(".character-row")].map((c, j) => {
      const get = (n) => c.querySelector(`[name=${n}]`).value.trim();
      const character = {
        id: `${id}c${j + 1}`, name: get("cname") || words("ninth-page-kind", { kind: "character" }), kind: get("ckind"), hp: Number(get("chp")),
      };
      if (get("crank") !== "" || get("cfile") !== "") {
        character.rank = Number(get("crank") || 1) - 1;
        character.file = Number(get("cfile") || 1) - 1;
      }
      return character;
    }),
  }, rules);
}

function unitRow(data, players, pipeline) {
  const preview = el("div", { class: "unit-preview", "aria-live": "polite" });
  let timer = null;
  const row = el("fieldset", { class: "unit-row panel" });
  const refresh = () => {
    clearTimeout(timer);
    timer = setTimeout(() => showPreview(), 200);
  };
  const showPreview = async () => {
    if (!pipeline || !pipeline.ready || !row.isConnected) return;
    const index = [...row.parentNode.children].indexOf(row);
    try {
      const reply = await pipeline.ask("ninth_age.unit_preview", { unit: readUnit(row, index) });
      preview.replaceChildren(el("div", { class: `unit player-${reply.unit.player}` }, unitFormation(reply.unit, words("ninth-page-formation-of", { name: reply.unit.name }))));
    } catch (err) {
      preview.replaceChildren(el("p", { class: "message error" }, errorOf(err)));
    }
  };
  const chars = el("div", { class: "characters-edit" }, ...(data.characters || []).map((c) => characterRow(c, refresh)));
  const player = el("select", { name: "player" }, ...players.map((p, i) => el("option", { value: i, selected: (data.player ?? 0) === i }, p)));
  row.append(el("legend", {}, words("ninth-page-unit")),
    field(words("ninth-page-name"), el("input", { type: "text", name: "name", value: data.name || "", maxlength: 60, required: true })),
    field(words("ninth-page-player"), player),
    el("div", { class: "row" },
      field(words("ninth-page-rank-and-file-models"), num("models", data.models ?? 10, 1, 200)),
      field(words("ninth-page-files"), num("files", data.files ?? 5, 1, 40)),
      field(words("ninth-page-hp-per-model-label"), num("hp", data.hp ?? 3, 1))),
    specialRulesPicker(data.special_rules, { system: "ninth_age" }),
    chars,
    preview,
    el("div", { class: "row" },
      el("button", { type: "button", onclick: () => { chars.append(characterRow({}, refresh)); refresh(); } }, words("ninth-page-add-character")),
      el("button", { type: "button", class: "danger", onclick: () => row.remove() }, words("ninth-page-remove-unit"))));
  row.addEventListener("input", refresh);
  row.addEventListener("change", refresh);
  row.refresh = refresh;
  return row;
}

export function ninthAgeSetupView({ pipeline, onCreate, onCancel }) {
  const players = [words("ninth-page-player-name", { n: 1 }), words("ninth-page-player-name", { n: 2 })];
  const units = el("div", { class: "regiments-edit" });
  const message = el("p", { class: "message error", role: "alert", hidden: true });
  const battleName = el("input", { type: "text", name: "battle", value: "", maxlength: 60, placeholder: words("ninth-page-battle") });
  const addUnit = (data) => {
    const row = unitRow(data, players, pipeline);
    units.append(row);
    row.refresh();
  };
  const form = el("form", { class: "setup ninth-age-setup stack", "aria-label": words("ninth-age-new-battle"), novalidate: true },
    el("h2", {}, words("ninth-age-new-battle")),
    field(words("ninth-page-battle-name"), battleName),
    playerFields(players),
    units,
    el("button", { type: "button", "data-action": "add-unit", onclick: () => addUnit({ player: lastRowsPlayer(units) }) }, words("ninth-page-add-unit")),
    message,
    // Start stays on the screen however long the form, as the other forms' do.
    el("div", { class: "row setup-go" },
      el("button", { type: "submit", class: "primary", "data-action": "create-battle" }, words("ninth-page-start-battle")),
      el("button", { type: "button", onclick: onCancel }, words("ninth-page-cancel"))));
  addUnit({ name: "", player: 0 });
  addUnit({ name: "", player: 1 });
  // What a battle started from army lists above this form takes from it: its name.
  form.battleOptions = () => ({ name: battleName.value.trim(), setup: {} });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    message.hidden = true;
    const names = [...form.querySelectorAll("input[name=pname]")].map((i) => i.value.trim() || i.placeholder);
    const setup = { players: names, units: [...units.querySelectorAll(".unit-row")].map(readUnit) };
    try {
      await onCreate(battleName.value.trim() || words("ninth-page-battle"), setup);
    } catch (err) {
      message.hidden = false;
      setText(message, errorOf(err));
    }
  });
  return form;
}
