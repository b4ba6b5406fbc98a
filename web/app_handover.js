// A hand-over's link (#handover=…: the other phone's new actions of a battle the two
// phones play by QR code) opened in the browser rather than pasted into the scanner. Its
// parts are read and checked as the scanner reads them; if this device plays a battle on
// two phones, the player is offered to read it into that battle, where the link's own
// checks (the engine's, as for any message) apply or refuse each action; otherwise the
// page says plainly what the link is and where to open it. Nothing changes unasked.
import { Collector, HandoverError, partsIn } from "./link/handover.js";
import { store } from "./store/index.js";
import { el } from "./views/dom.js";
import { app, root, router, show, showError } from "./app_state.js";
import { loadTwoPhones, openGame } from "./app_battle.js";
import { said, words } from "./i18n/words.js";
import * as message from "./link/message.js";

export async function offerHandover(fragment) {
  let read;
  try {
    read = await readAll(`#${fragment}`);
  } catch (err) {
    const why = err instanceof HandoverError ? said(err.msg, err.message) : `${err.message || err}`;
    showError(words("phones-link-unread", { reason: why }));
    return;
  }
  if (read.kind !== "actions") {
    showError(words("phones-link-wifi", { kind: read.kind }), "info");
    return;
  }
  const linked = [];
  for (const battle of store.battles.list()) {
    const kept = await store.links.load(battle.id);
    if (kept && (kept.role === "writer" || kept.role === "follower")) linked.push({ ...battle, byHand: kept.byHand === true });
  }
  linked.sort((a, b) => Number(b.byHand) - Number(a.byHand));
  // A battle's two-phone sheet left open (the link opened in the same tab) is not this.
  document.querySelector("[data-two-phones] .dialog-head button")?.click();
  const home = el("button", { type: "button", "data-action": "handover-link-no", onclick: () => router.home() }, linked.length ? words("phones-not-now") : words("phones-back-to-battles"));
  show("link", () => root().replaceChildren(el("section", { class: "panel", "aria-label": words("phones-link-title"), "data-handover-link": "" },
    el("h2", {}, words("phones-link-title")),
    el("p", {}, words("phones-link-what")),
    ...(linked.length ? [
      el("p", {}, words("phones-link-into-how")),
      ...linked.map((b) => el("button", { type: "button", class: "primary", "data-action": "handover-into", "data-battle-id": b.id,
        onclick: () => readInto(b.id, read.texts).catch((err) => showError(said(err.msg, err.message))) }, words("phones-link-into", { name: b.name }))),
    ] : [
      el("p", { "data-handover-none": "" }, words("phones-link-none")),
    ]),
    el("div", { class: "row" }, home))));
}

// Every part of the link, read and checked as scanned parts are: { kind, texts }.
async function readAll(text) {
  const parts = partsIn(text);
  if (!parts.length) throw new HandoverError("it holds no part of a hand-over", message.words("phones-link-no-part"));
  const collector = new Collector();
  for (const part of parts) await collector.add(part);
  return collector.texts();
}

// The battle opened, its link taken up, its sheet shown, and the hand-over read there.
async function readInto(id, texts) {
  await openGame(id);
  const { session, screen } = app.current || {};
  if (!session || session.id !== id) return;
  const [phones, hand] = await Promise.all([loadTwoPhones(), import("./views/scan_handover.js")]);
  await phones.resume(session, screen);
  const entry = phones.linkOf(id);
  if (!entry) throw message.withMsg(new Error("This battle is no longer played on two phones: the hand-over was not read. Nothing was changed."), message.words("phones-link-unlinked"));
  // The battle's own way to its sheet (so its screens know the link), now it is linked.
  if (screen.onLink) await screen.onLink();
  const took = await hand.takeHandover(entry, texts);
  if (entry.handoverSaid && document.querySelector("[data-two-phones] [data-handover]")) entry.handoverSaid(took);
  else showError(took, "info");
}
