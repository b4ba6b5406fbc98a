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

const WHAT = "This link is a hand-over from the other phone: the new actions of a battle two phones play by QR code, with no network.";

export async function offerHandover(fragment) {
  let read;
  try {
    read = await readAll(`#${fragment}`);
  } catch (err) {
    const why = err instanceof HandoverError ? err.message : `${err.message || err}`;
    showError(`This hand-over link could not be read: ${why}. Nothing was changed.`);
    return;
  }
  if (read.kind !== "actions") {
    showError(`This link is the other phone's Wi-Fi ${read.kind}, not a hand-over: open the battle, then Play on two phones (under More), and paste it there. Nothing was changed.`, "info");
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
  const home = el("button", { type: "button", "data-action": "handover-link-no", onclick: () => router.home() }, linked.length ? "Not now" : "Back to battles");
  show("link", () => root().replaceChildren(el("section", { class: "panel", "aria-label": "A hand-over from the other phone", "data-handover-link": "" },
    el("h2", {}, "A hand-over from the other phone"),
    el("p", {}, WHAT),
    ...(linked.length ? [
      el("p", {}, "Read it into the battle this phone plays with the other: it names the battle it is of, and a hand-over of another battle (or naming none) is refused whole and changes nothing."),
      ...linked.map((b) => el("button", { type: "button", class: "primary", "data-action": "handover-into", "data-battle-id": b.id,
        onclick: () => readInto(b.id, read.texts).catch((err) => showError(err.message)) }, `Read it into “${b.name}”`)),
    ] : [
      el("p", { "data-handover-none": "" }, "No battle on this device is played on two phones, so there is nothing to read it into here. Open this link on the phone that plays that battle with the other one, or scan the other phone's codes there: the battle's More, then Play on two phones, then Scan the hand-over. Nothing was changed."),
    ]),
    el("div", { class: "row" }, home))));
}

// Every part of the link, read and checked as scanned parts are: { kind, texts }.
async function readAll(text) {
  const parts = partsIn(text);
  if (!parts.length) throw new HandoverError("it holds no part of a hand-over");
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
  if (!entry) throw new Error("This battle is no longer played on two phones: the hand-over was not read. Nothing was changed.");
  // The battle's own way to its sheet (so its screens know the link), now it is linked.
  if (screen.onLink) await screen.onLink();
  const words = await hand.takeHandover(entry, texts);
  if (entry.handoverSaid && document.querySelector("[data-two-phones] [data-handover]")) entry.handoverSaid(words);
  else showError(words, "info");
}
