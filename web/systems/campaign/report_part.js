// The campaign report's own part: each side's Casualty Fates and the captives taken,
// in the engine's words (its empty lines with their rules too).
import { el } from "../../views/dom.js";
import { wordsOf } from "../../system_words.js";

const words = wordsOf("campaign");

export function fatesPanel(report) {
  const c = report.campaign;
  if (!c) return "";
  return el("section", { class: "panel report-campaign", "aria-label": "Fates and captives" },
    el("h3", {}, "Fates and captives"),
    ...report.players.map((p, i) => el("p", { "data-side": i },
      `${p}: `, Object.entries(c.fates[i]).map(([name, n]) => `${n} ${name}`).join(", ") || words.said("no_fates"))),
    c.captives.length
      ? el("ul", {}, ...c.captives.map((x) => el("li", { "data-captive": x.model, "data-how": x.how }, x.text)))
      : el("p", { class: "muted" }, `${words.said("no_captives")}.`));
}
