// When the same Wi-Fi or hotspot could not link the two phones (the carrier's checks
// failed, or timed out): why that happens, how a player can check it, and the next ways
// (over the internet, then QR codes with no network at all).
import { el } from "./dom.js";

export const WIFI_FAILED = "No direct link could be made between the phones on this Wi-Fi.";

// ``ways``: { internet (holder only: make an invite over the internet), byHand }.
export function wifiFailedSection({ writer, internet, byHand }) {
  return el("section", { class: "message error", role: "alert", "aria-label": "The Wi-Fi link could not be made", "data-link-wifi-failed": "" },
    el("p", {}, WIFI_FAILED),
    el("p", {}, "Guest networks, and some routers (a setting called “client isolation” or “AP isolation”), block phones on one Wi-Fi from reaching each other. To check: both phones must show the same network name; a guest network, a café's or a hotel's usually isolates its phones; on your own router, look for “client isolation” in its settings."),
    el("p", {}, "Easiest: turn on one phone's hotspot (no internet needed) and join it with the other phone, then connect again."),
    el("p", {}, writer ? "Or play over the internet (each phone on its own mobile data), or, with no network at all, by QR codes."
      : "Or ask the other phone for an invite over the internet and open it, or, with no network at all, play by QR codes."),
    el("div", { class: "row" },
      writer ? el("button", { type: "button", class: "primary", "data-action": "link-wifi-net", onclick: internet }, "Over the internet instead") : "",
      el("button", { type: "button", "data-action": "link-wifi-qr", onclick: byHand }, "No network: QR codes")));
}

// ``entry`` (two_phones.js's) says when its Wi-Fi link could not be made: in its
// reports, in ``entry.wifiFailed`` (the sheet opened again shows why), and to ``then``.
export function watchFailure(entry, then) {
  entry.wifiFailed = false;
  entry.carrier.onFailed = () => {
    entry.wifiFailed = true;
    entry.reports.push(`${WIFI_FAILED} Play on two phones says why, and the next ways.`);
    then();
  };
}
