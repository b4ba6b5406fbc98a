// When the same Wi-Fi or hotspot could not link the two phones (the carrier's checks
// failed, or timed out): why that happens, how a player can check it, and the next ways
// (over the internet, then QR codes with no network at all).
import { el } from "./dom.js";
import { words } from "../i18n/words.js";

// The panel's first line, in the player's language.
export const wifiFailed = () => words("phones-wifi-failed");

// ``ways``: { internet (holder only: make an invite over the internet), byHand }.
export function wifiFailedSection({ writer, internet, byHand }) {
  return el("section", { class: "message error", role: "alert", "aria-label": words("phones-wifi-failed-label"), "data-link-wifi-failed": "" },
    el("p", {}, wifiFailed()),
    el("p", {}, words("phones-wifi-isolation")),
    el("p", {}, words("phones-wifi-hotspot")),
    el("p", {}, words("phones-wifi-next", { writer: writer ? "yes" : "no" })),
    el("div", { class: "row" },
      writer ? el("button", { type: "button", class: "primary", "data-action": "link-wifi-net", onclick: internet }, words("phones-wifi-net-instead")) : "",
      el("button", { type: "button", "data-action": "link-wifi-qr", onclick: byHand }, words("phones-by-qr"))));
}

// ``entry`` (two_phones.js's) says when its Wi-Fi link could not be made: in its
// reports, in ``entry.wifiFailed`` (the sheet opened again shows why), and to ``then``.
export function watchFailure(entry, then) {
  entry.wifiFailed = false;
  entry.carrier.onFailed = () => {
    entry.wifiFailed = true;
    entry.reports.push(words("phones-wifi-failed-report"));
    then();
  };
}
