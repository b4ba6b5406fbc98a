// One numeric keypad for every count (Wound Pool, Heal, Health Point losses, Character
// Wounds): the number shown large, -/+ to correct, digits to type it in, one thumb.
// It only collects a whole number; what it means is the engine's answer.
import { el } from "./dom.js";

export function numberPad({ id, label, value = 0, min = 0, max = 999, onChange, action = null, extra = [] }) {
  let current = value;
  const input = el("input", {
    type: "number", id, min, max, inputmode: "numeric", value: current,
    "data-action": action ? `${action}-input` : null,
    oninput: (e) => { current = clamp(Number(e.target.value)); onChange(current, false); },
  });
  function clamp(n) {
    return Math.max(min, Math.min(max, Number.isFinite(n) ? Math.trunc(n) : min));
  }
  const set = (n) => {
    current = clamp(n);
    input.value = current;
    onChange(current, true);
  };
  const key = (d) => el("button", { type: "button", "data-key": d, onclick: () => set(current * 10 + d) }, String(d));
  return el("div", { class: "number-pad", "data-pad": id },
    el("div", { class: "pad-display" },
      el("label", { for: id }, label),
      el("div", { class: "row stepper" },
        el("button", { type: "button", "aria-label": "− one fewer", "data-action": action ? `${action}-minus` : null, onclick: () => set(current - 1) }, "−"),
        input,
        el("button", { type: "button", "aria-label": "+ one more", "data-action": action ? `${action}-plus` : null, onclick: () => set(current + 1) }, "+")),
      ...extra),
    el("div", { class: "keypad", role: "group", "aria-label": "Keypad" },
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map(key),
      el("button", { type: "button", "aria-label": "C: clear", "data-key": "clear", onclick: () => set(min) }, "C"),
      key(0),
      el("button", { type: "button", "aria-label": "⌫ delete last digit", "data-key": "back", onclick: () => set(Math.floor(current / 10)) }, "⌫")));
}
