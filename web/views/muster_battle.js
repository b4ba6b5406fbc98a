// A new battle from army lists: one tap picks Player 1's list, one Player 2's, one
// starts it. The engine expands the lists into a battle setup (muster.to_setup: counts,
// numbering, unique ids, the battle's own checks); the page never counts Regiments.
import { musterStore } from "../storage.js";
import { el } from "./dom.js";
import { listSummary } from "./muster.js";

export function listPicker({ system, engine, onCreate, onMuster }) {
  const lists = musterStore.list(system, "list");
  const section = el("section", { class: "panel from-lists", "aria-label": "From army lists" }, el("h2", {}, "From army lists"));
  if (!lists.length) {
    section.append(el("p", { class: "muted" }, "No army lists on this device yet: make them in Muster, then a battle is three taps."),
      el("button", { type: "button", "data-offline": "", "data-action": "open-muster", onclick: onMuster }, "Open Muster"));
    return section;
  }
  const chosen = [null, null];
  const message = el("p", { class: "message error", role: "alert", hidden: true });
  const start = el("button", { type: "button", class: "primary", "data-action": "start-from-lists", disabled: true }, "Start battle from lists");
  const side = (n) => el("fieldset", { class: "stack", "data-side": n },
    el("legend", {}, `Player ${n + 1}'s army list`),
    ...lists.map((record) => {
      const button = el("button", {
        type: "button", class: "pick-list", "aria-pressed": "false", "data-list": record.data.name,
        onclick: () => {
          chosen[n] = record;
          button.closest("fieldset").querySelectorAll(".pick-list").forEach((b) => b.setAttribute("aria-pressed", String(b === button)));
          start.disabled = !(chosen[0] && chosen[1]);
        },
      }, el("span", { class: "list-name" }, record.data.name), el("span", { class: "muted" }, ` ${listSummary(system, record.data)}`));
      return button;
    }));
  start.addEventListener("click", async () => {
    message.hidden = true;
    start.disabled = true;
    try {
      const made = await engine.request("muster.to_setup", { lists: chosen.map((r) => r.data) });
      await onCreate(`${chosen[0].data.name} v ${chosen[1].data.name}`, made.setup);
    } catch (err) {
      message.hidden = false;
      message.textContent = err.message;
    }
    start.disabled = !(chosen[0] && chosen[1]);
  });
  section.append(side(0), side(1), message, start,
    el("p", { class: "muted" }, "Or set up each one below, for one-off Regiments and Units."));
  return section;
}
