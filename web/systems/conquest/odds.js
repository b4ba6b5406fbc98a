// Conquest's odds panel, on a Regiment's Odds tab.
import { el } from "../../views/dom.js";
import { countField } from "../../views/keypad.js";
import { barChart, exactToggle, oddsCounts } from "../../views/odds.js";
import { STATUS_TEXT } from "./regiment_row.js";
import { errorOf, words } from "../../i18n/words.js";

// The Conquest odds for one Regiment: a fixed pool or attacks, then the chart.
// ``source()``: where the pool comes from, as the Wound Pool action would name it (its
// source, harm, arc and Morale Tests); ``control``: the line that sets it.
export function conquestOddsPanel(session, regiment, { source = () => ({}), control = "" } = {}) {
  const result = el("div", { class: "odds-result", "aria-live": "polite" });
  const mode = el("select", { id: "odds-mode" },
    el("option", { value: "pool" }, words("battle-odds-pool-of")),
    el("option", { value: "attacks" }, words("battle-odds-attacks-option")));
  // Odds shown stay only for what they were asked with: a change clears them, and a
  // reply for counts since changed is not drawn.
  let asked = 0;
  const stale = () => { asked += 1; result.replaceChildren(); };
  const counts = oddsCounts(() => mode.value === "pool" ? ["odds-pool", "odds-modifier"]
    : ["odds-count", "odds-hit", "odds-save", "odds-modifier"], stale);
  const num = (id, value, label, min = 0) => countField({ id, label, value, min, max: 200, onChange: counts.track(id, value) });
  const poolRow = el("div", { class: "row odds-pool" }, num("odds-pool", 2, words("battle-odds-wounds")));
  const attackRow = el("div", { class: "row odds-attacks", hidden: true },
    num("odds-count", 10, words("battle-odds-attacks")), num("odds-hit", 3, words("battle-odds-hit")), num("odds-save", 2, words("battle-odds-save")));
  const modifier = num("odds-modifier", 0, words("battle-resolve-modifier"), -12);
  mode.addEventListener("change", () => {
    poolRow.hidden = mode.value !== "pool";
    attackRow.hidden = mode.value !== "attacks";
    counts.check();
    stale();
  });
  const value = counts.value;
  const run = async () => {
    const mine = ++asked;
    const payload = { regiment: regiment.id, ...source() };
    if (mode.value === "pool") payload.pool = value("odds-pool");
    else payload.attacks = { count: value("odds-count"), hit: value("odds-hit"), save: value("odds-save") };
    const m = value("odds-modifier");
    if (m) payload.modifiers = [m];
    result.replaceChildren(el("p", { class: "muted" }, words("battle-odds-working")));
    try {
      const odds = await session.ask("odds.conquest", payload);
      if (mine !== asked) return; // asked again, or the counts changed meanwhile
      result.replaceChildren(
        el("div", { class: "odds-chances" },
          exactToggle(STATUS_TEXT.broken, odds.status.broken, "broken"),
          exactToggle(STATUS_TEXT.shattered, odds.status.shattered, "shattered"),
          exactToggle(STATUS_TEXT.destroyed, odds.status.destroyed, "destroyed"),
          exactToggle(STATUS_TEXT.steady, odds.status.steady, "steady")),
        barChart(odds.stands_lost, { title: words("battle-odds-stands-lost"), unit: (count) => words("battle-odds-lost", { count }), key: "stands-lost" }),
        barChart(odds.wounds, { title: words("battle-odds-wounds-from-pool"), unit: (count) => words("battle-odds-wound-count", { count }), key: "wounds" }),
        barChart(odds.morale_failures, { title: words("battle-odds-morale-failed"), unit: (count) => words("battle-odds-dice", { count }), key: "morale-failed" }));
    } catch (err) {
      if (mine === asked) result.replaceChildren(el("p", { class: "message error" }, errorOf(err)));
    }
  };
  return el("div", { class: "stack odds-panel" },
    el("p", { class: "muted" }, words("battle-odds-about", { name: regiment.name })),
    el("div", { class: "row" }, el("label", { for: "odds-mode" }, words("battle-odds-if-it-takes")), mode),
    control, poolRow, attackRow, el("div", { class: "row" }, modifier),
    counts.button(el("button", { type: "button", class: "primary", "data-action": "run-odds", onclick: run }, words("battle-odds-show"))),
    result);
}
