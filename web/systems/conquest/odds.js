// Conquest's odds panel, on a Regiment's Odds tab.
import { el } from "../../views/dom.js";
import { countField } from "../../views/keypad.js";
import { barChart, exactToggle, oddsCounts } from "../../views/odds.js";

// The Conquest odds for one Regiment: a fixed pool or attacks, then the chart.
// ``source()``: where the pool comes from, as the Wound Pool action would name it (its
// source, harm, arc and Morale Tests); ``control``: the line that sets it.
export function conquestOddsPanel(session, regiment, { source = () => ({}), control = "" } = {}) {
  const result = el("div", { class: "odds-result", "aria-live": "polite" });
  const mode = el("select", { id: "odds-mode" },
    el("option", { value: "pool" }, "a Wound Pool of"),
    el("option", { value: "attacks" }, "attacks"));
  const counts = oddsCounts(() => mode.value === "pool" ? ["odds-pool", "odds-modifier"]
    : ["odds-count", "odds-hit", "odds-save", "odds-modifier"]);
  const num = (id, value, label, min = 0) => countField({ id, label, value, min, max: 200, onChange: counts.track(id, value) });
  const poolRow = el("div", { class: "row odds-pool" }, num("odds-pool", 2, "Wounds"));
  const attackRow = el("div", { class: "row odds-attacks", hidden: true },
    num("odds-count", 10, "Attacks"), num("odds-hit", 3, "Hit on (Clash/Volley)"), num("odds-save", 2, "Defense/Evasion"));
  const modifier = num("odds-modifier", 0, "Resolve modifier", -12);
  mode.addEventListener("change", () => {
    poolRow.hidden = mode.value !== "pool";
    attackRow.hidden = mode.value !== "attacks";
    counts.check();
  });
  const value = counts.value;
  const run = async () => {
    const payload = { regiment: regiment.id, ...source() };
    if (mode.value === "pool") payload.pool = value("odds-pool");
    else payload.attacks = { count: value("odds-count"), hit: value("odds-hit"), save: value("odds-save") };
    const m = value("odds-modifier");
    if (m) payload.modifiers = [m];
    result.replaceChildren(el("p", { class: "muted" }, "Working out the exact odds…"));
    try {
      const odds = await session.ask("odds.conquest", payload);
      result.replaceChildren(
        el("div", { class: "odds-chances" },
          exactToggle("Broken", odds.status.broken, "broken"),
          exactToggle("Shattered", odds.status.shattered, "shattered"),
          exactToggle("Destroyed", odds.status.destroyed, "destroyed"),
          exactToggle("Steady", odds.status.steady, "steady")),
        barChart(odds.stands_lost, { title: "Stands lost", unit: "lost", key: "stands-lost" }),
        barChart(odds.wounds, { title: "Wounds suffered", unit: "Wounds", key: "wounds" }));
    } catch (err) {
      result.replaceChildren(el("p", { class: "message error" }, err.message));
    }
  };
  return el("div", { class: "stack odds-panel" },
    el("p", { class: "muted" }, `Exact odds for ${regiment.name} as it stands now, Morale Test included.`),
    el("div", { class: "row" }, el("label", { for: "odds-mode" }, "If it takes"), mode),
    control, poolRow, attackRow, el("div", { class: "row" }, modifier),
    counts.button(el("button", { type: "button", class: "primary", "data-action": "run-odds", onclick: run }, "Show the odds")),
    result);
}
