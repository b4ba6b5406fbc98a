// The campaign's odds panel, above the Recovery rolls.
import { el } from "../../views/dom.js";
import { barChart, exactToggle } from "../../views/odds.js";

// The campaign: each lost model's chance to survive its Recovery roll, before rolling.
export function campaignOddsPanel(session, view) {
  const result = el("div", { class: "odds-result", "aria-live": "polite" });
  const run = async () => {
    try {
      const odds = await session.ask("odds.campaign");
      result.replaceChildren(...odds.sides.map((side, i) => el("div", { class: "odds-side", "data-odds-side": i },
        el("h3", {}, `${side.force}${side.outcome ? ` (${side.outcome})` : ""}`),
        el("div", { class: "odds-chances" }, ...side.models.map((m) =>
          exactToggle(`${modelName(view, i, m.model)} survives${m.note ? ` (${m.note})` : m.settled ? " (settled)" : ""}`, m, `survive-${i}-${m.model}`))),
        side.lost ? barChart(side.survivors, { title: "Survivors", unit: "survive", key: `survivors-${i}` }) : "")));
    } catch (err) {
      result.replaceChildren(el("p", { class: "message error" }, err.message));
    }
  };
  const panel = el("details", { class: "panel odds-panel", open: true },
    el("summary", {}, "Survival chances"), result);
  run();
  return panel;
}

function modelName(view, side, id) {
  const casualty = (view.sides[side].casualties || []).find((c) => c.model === id);
  return casualty ? casualty.name : id;
}
