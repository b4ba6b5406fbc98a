// The Ninth Age's odds panel, under a Unit's losses.
import { el } from "../../views/dom.js";
import { countField } from "../../views/keypad.js";
import { barChart, exactToggle, oddsCounts } from "../../views/odds.js";
import { errorOf, words } from "../../i18n/words.js";

// The Ninth Age odds for one Health Pool of a Unit: attacks with their D6 targets.
export function ninthAgeOddsPanel(session, unit, pool) {
  const result = el("div", { class: "odds-result", "aria-live": "polite" });
  const ids = ["na-odds-count", "na-odds-hit", "na-odds-wound", "na-odds-armour", "na-odds-special"];
  // Odds shown stay only for what they were asked with: a change clears them, and a
  // reply for counts since changed is not drawn.
  let asked = 0;
  const stale = () => { asked += 1; result.replaceChildren(); };
  const counts = oddsCounts(() => ids, stale);
  const num = (id, value, label, max = 7) => countField({ id, label, value, min: 0, max, onChange: counts.track(id, value) });
  const fields = el("div", { class: "row" },
    num("na-odds-count", 10, words("ninth-page-odds-attacks"), 200),
    num("na-odds-hit", 4, words("ninth-page-odds-hit")), num("na-odds-wound", 4, words("ninth-page-odds-wound")),
    num("na-odds-armour", 7, words("ninth-page-odds-armour")), num("na-odds-special", 7, words("ninth-page-odds-special")),
    // Multiple Wounds: what each unsaved wound costs, capped by the engine.
    el("div", { class: "field" }, el("label", { for: "na-odds-mw" }, words("ninth-page-mw-x", { attack: 0 })),
      el("select", { id: "na-odds-mw", onchange: stale }, ...["", "2", "3", "D3", "D6", "D3+1"].map((x) =>
        el("option", { value: x }, x || words("ninth-page-odds-mw-none"))))));
  const value = counts.value;
  const run = async () => {
    const mine = ++asked;
    const attacks = { count: value("na-odds-count"), hit: value("na-odds-hit"), wound: value("na-odds-wound"),
      armour: value("na-odds-armour"), special: value("na-odds-special") };
    const multiple = fields.querySelector("#na-odds-mw").value;
    if (multiple) attacks.multiple_wounds = multiple;
    result.replaceChildren(el("p", { class: "muted" }, words("ninth-page-odds-working")));
    try {
      const odds = await session.ask("odds.ninth_age", { unit: unit.id, pool, attacks });
      if (mine !== asked) return;
      result.replaceChildren(
        el("div", { class: "odds-chances" }, exactToggle(words("ninth-page-odds-wiped-out"), odds.wiped_out, "wiped-out")),
        multiple ? barChart(odds.losses, { title: words("ninth-page-odds-hp-lost", { mw: multiple }), unit: words("ninth-page-hp-abbr"), key: "hp-lost" }) : "",
        barChart(odds.models_removed, { title: words("ninth-page-odds-removed"), unit: (count) => words("ninth-page-odds-removed-unit", { count }), key: "models-removed" }),
        barChart(odds.carried, { title: words("ninth-page-odds-carried"), unit: words("ninth-page-hp-abbr"), key: "carried" }));
    } catch (err) {
      if (mine === asked) result.replaceChildren(el("p", { class: "message error" }, errorOf(err)));
    }
  };
  return el("details", { class: "odds-panel" },
    el("summary", {}, words("ninth-page-odds-title")),
    el("p", { class: "muted" }, words("ninth-page-odds-about", { name: unit.name })),
    fields,
    counts.button(el("button", { type: "button", class: "primary", "data-action": "run-na-odds", onclick: run }, words("ninth-page-odds-show"))),
    result);
}
