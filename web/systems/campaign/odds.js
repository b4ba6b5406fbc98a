// The campaign's odds panel, above the Recovery rolls.
import { el } from "../../views/dom.js";
import { barChart, exactToggle } from "../../views/odds.js";
import { errorOf, words } from "../../i18n/words.js";
import { outcomeName } from "./campaign_words.js";

// The campaign: each lost model's chance to survive its Recovery roll, before rolling.
export function campaignOddsPanel(session, view) {
  const result = el("div", { class: "odds-result", "aria-live": "polite" });
  const run = async () => {
    try {
      const odds = await session.ask("odds.campaign");
      result.replaceChildren(...odds.sides.map((side, i) => el("div", { class: "odds-side", "data-odds-side": i },
        el("h3", {}, side.outcome ? words("campaign-page-odds-side", { force: side.force, outcome: outcomeName(side.outcome) }) : side.force),
        el("div", { class: "odds-chances" }, ...side.models.map((m) =>
          exactToggle(survives(modelName(view, i, m.model), m), m, `survive-${i}-${m.model}`))),
        side.lost ? barChart(side.survivors, { title: words("campaign-page-survivors"), unit: (count) => words("campaign-page-survive-unit", { count }), key: `survivors-${i}` }) : "")));
    } catch (err) {
      result.replaceChildren(el("p", { class: "message error" }, errorOf(err)));
    }
  };
  const panel = el("details", { class: "panel odds-panel", open: true },
    el("summary", {}, words("campaign-page-survival-chances")), result);
  run();
  return panel;
}

// "Ana survives", with the engine's note on her chance (its words) or "settled".
function survives(name, m) {
  if (m.note) return words("campaign-page-survives-note", { name, note: m.note });
  return words("campaign-page-survives", { name, settled: m.settled ? "yes" : "no" });
}

function modelName(view, side, id) {
  const casualty = (view.sides[side].casualties || []).find((c) => c.model === id);
  return casualty ? casualty.name : id;
}
