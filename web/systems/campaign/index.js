// The campaign aftermath on the page: its own home panel (with the warband rosters on
// this device), its report part and its roster links; its screen, setup and rosters
// screen are loaded on first use (screens.js).
import { fatesPanel } from "./report_part.js";
import { el } from "../../views/dom.js";
import { words } from "../../i18n/words.js";

const NAME = "campaign";
const ROSTER_LINK = "campaign.roster";

export default {
  name: NAME,
  card: null, // none: a reload reopens it at its top
  load: () => import("./screens.js"), // its screen, setup and rosters screen
  keepsPieces: false,
  shareable: false, // rosters are shared one by one
  // Its own panel on the home screen, below Muster.
  homePanel({ onNew, onRosters }) {
    return el("section", { class: "panel", "aria-label": words("campaign-title") },
      el("h2", {}, words("campaign-title")),
      el("div", { class: "row" },
        el("button", { type: "button", class: "primary", "data-action": "new-campaign", "data-offline": "", onclick: () => onNew(NAME) }, words("campaign-new")),
        onRosters ? el("button", { type: "button", "data-action": "rosters", "data-offline": "", onclick: onRosters }, words("campaign-rosters")) : ""));
  },
  // The warband rosters kept on this device, each shared as a link of its own (their
  // screen is the loaded part's ``RosterScreen``).
  rosters: {
    share: (entry) => ({ kind: ROSTER_LINK, name: entry.roster.name, data: entry.roster }),
  },
  reportPart: fatesPanel,
  preview(kind, d) {
    if (kind === ROSTER_LINK) return [words("campaign-page-roster-preview", { name: d.name, models: d.models.length, vp: d.vp })];
    return [];
  },
};
