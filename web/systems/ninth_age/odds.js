// The Ninth Age's odds panel, under a Unit's losses.
import { el } from "../../views/dom.js";
import { countField } from "../../views/keypad.js";
import { barChart, exactToggle, oddsCounts } from "../../views/odds.js";

// The Ninth Age odds for one Health Pool of a Unit: attacks with their D6 targets.
export function ninthAgeOddsPanel(session, unit, pool) {
  const result = el("div", { class: "odds-result", "aria-live": "polite" });
  const ids = ["na-odds-count", "na-odds-hit", "na-odds-wound", "na-odds-armour", "na-odds-special"];
  const counts = oddsCounts(() => ids);
  const num = (id, value, label, max = 7) => countField({ id, label, value, min: 0, max, onChange: counts.track(id, value) });
  const fields = el("div", { class: "row" },
    num("na-odds-count", 10, "Attacks", 200),
    num("na-odds-hit", 4, "To hit (X+)"), num("na-odds-wound", 4, "To wound (X+)"),
    num("na-odds-armour", 7, "Armour save (X+, 7 = none)"), num("na-odds-special", 7, "Special save (X+, 7 = none)"),
    // Multiple Wounds: what each unsaved wound costs, capped by the engine.
    el("div", { class: "field" }, el("label", { for: "na-odds-mw" }, "Multiple Wounds (X)"),
      el("select", { id: "na-odds-mw" }, ...["", "2", "3", "D3", "D6", "D3+1"].map((x) =>
        el("option", { value: x }, x || "None")))));
  const value = counts.value;
  const run = async () => {
    const attacks = { count: value("na-odds-count"), hit: value("na-odds-hit"), wound: value("na-odds-wound"),
      armour: value("na-odds-armour"), special: value("na-odds-special") };
    const multiple = fields.querySelector("#na-odds-mw").value;
    if (multiple) attacks.multiple_wounds = multiple;
    result.replaceChildren(el("p", { class: "muted" }, "Working out the exact odds…"));
    try {
      const odds = await session.ask("odds.ninth_age", { unit: unit.id, pool, attacks });
      result.replaceChildren(
        el("div", { class: "odds-chances" }, exactToggle("Wiped out", odds.wiped_out, "wiped-out")),
        multiple ? barChart(odds.losses, { title: `Health Points lost (Multiple Wounds ${multiple})`, unit: "HP", key: "hp-lost" }) : "",
        barChart(odds.models_removed, { title: "Models removed", unit: "removed", key: "models-removed" }),
        barChart(odds.carried, { title: "Lost Health Points carried over", unit: "HP", key: "carried" }));
    } catch (err) {
      result.replaceChildren(el("p", { class: "message error" }, err.message));
    }
  };
  return el("details", { class: "odds-panel" },
    el("summary", {}, "Odds before rolling"),
    el("p", { class: "muted" }, `Exact odds for ${unit.name}, starting from its carried-over Health Points.`),
    fields,
    counts.button(el("button", { type: "button", class: "primary", "data-action": "run-na-odds", onclick: run }, "Show the odds")),
    result);
}
