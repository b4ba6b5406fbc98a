// The campaign report's own part: each side's Casualty Fates and the captives taken,
// in the engine's words (its empty lines with their rules too).
import { el } from "../../views/dom.js";
import { wordsOf } from "../../system_words.js";
import { said, words } from "../../i18n/words.js";

const rules = wordsOf("campaign");

export function fatesPanel(report) {
  const c = report.campaign;
  if (!c) return "";
  return el("section", { class: "panel report-campaign", "aria-label": words("campaign-page-fates") },
    el("h3", {}, words("campaign-page-fates")),
    ...report.players.map((p, i) => {
      // Each Casualty Fate by the engine's name of it, with how many models had it.
      const told = (c.fate_msgs || [])[i] || [];
      const fates = Object.entries(c.fates[i]).map(([fate, count], n) => said(told[n], words("campaign-page-fate-count", { fate, count })));
      return el("p", { "data-side": i }, words("campaign-page-side-fates", {
        player: p, fates: fates.length ? fates.join(", ") : words("campaign-page-no-fates", { rule: rules.rule("no_fates") }) }));
    }),
    c.captives.length
      ? el("ul", {}, ...c.captives.map((x) => el("li", { "data-captive": x.model, "data-how": x.how }, said(x.msg, x.text))))
      : el("p", { class: "muted" }, words("campaign-page-no-captives", { rule: rules.rule("no_captives") })));
}
