// The upgrade names of a list the faction library has not answered yet, asked once:
// each a special rule (the engine's name for it, a known rule's where it is one), an auxiliary
// Stand of another of the list's Regiments, a Character (with its Wounds and Resolve,
// on the keypad) or nothing. Left as it is, an upgrade is kept as its special rule, as
// the file gave it. The answers go to lists.build, which keeps them in the library.
import { el } from "./dom.js";
import { field } from "./form.js";
import { padInput } from "./list_import_pad.js";
import { rulesText } from "./special_rules.js";
import { words } from "../i18n/words.js";

const AS = ["rule", "auxiliary", "character", "nothing"];

function upgradeRow(upgrade, regiments) {
  const kept = upgrade.rules.length ? words("import-upgrade-kept", { rules: rulesText(upgrade.rules) }) : words("import-upgrade-as", { as: "rule" });
  const choice = el("select", { name: "upgrade-as", "data-upgrade": upgrade.name },
    ...AS.map((value) => el("option", { value }, value === "rule" ? kept : words("import-upgrade-as", { as: value }))));
  const profile = el("select", { name: "upgrade-profile" }, ...regiments.map((n) => el("option", { value: n }, n)));
  const wounds = padInput("wounds", { min: 1, max: 99, most: 19 });
  const resolve = padInput("resolve", { min: 0, max: 20, most: 9 });
  const auxiliary = el("div", { class: "row", hidden: true }, field(words("import-upgrade-auxiliary", { name: upgrade.name }), profile));
  const character = el("div", { class: "row", hidden: true },
    field(words("import-field-of", { label: words("import-field", { key: "wounds" }), title: upgrade.name }), wounds),
    field(words("import-field-of", { label: words("import-field", { key: "resolve" }), title: upgrade.name }), resolve));
  const sync = () => {
    auxiliary.hidden = choice.value !== "auxiliary";
    character.hidden = choice.value !== "character";
  };
  choice.addEventListener("change", sync);
  const node = el("div", { class: "import-upgrade stack", "data-upgrade-row": upgrade.name },
    field(words("import-upgrade-what", { name: upgrade.name }), choice), auxiliary, character);
  // Only what differs from the file's reading is sent: the engine keeps the rest as it read it.
  const read = (answers) => {
    if (choice.value === "rule") return;
    const answer = { as: choice.value };
    if (choice.value === "auxiliary") answer.profile = profile.value;
    if (choice.value === "character") {
      if (wounds.value !== "") answer.wounds = Number(wounds.value);
      if (resolve.value !== "") answer.resolve = Number(resolve.value);
    }
    answers[upgrade.name] = answer;
  };
  return { node, read };
}

// ``force.upgrades``: the names the library lacks, with the special rule each is kept as.
export function upgradeAsks(force) {
  const regiments = [...new Set(force.pieces.map((p) => p.name))];
  const rows = (force.upgrades || []).map((u) => upgradeRow(u, regiments));
  const node = rows.length ? el("fieldset", { class: "stack import-upgrades" },
    el("legend", {}, words("import-upgrades", { count: rows.length })), ...rows.map((r) => r.node)) : "";
  return { node, read: () => { const out = {}; rows.forEach((r) => r.read(out)); return out; } };
}
