// One numeric keypad for every count (Wound Pool, Heal, Health Point losses, Character
// Wounds, split attacks, excess losses, odds inputs): the number shown large, -/+ to
// correct, digits to type it in, one thumb. It only collects a whole number; what it
// means is the engine's answer.
import { el, revealAboveBar } from "./dom.js";

// The value a count input holds, kept whole and within [min, max].
function clamper(min, max) {
  return (n) => Math.max(min, Math.min(max, Number.isFinite(n) ? Math.trunc(n) : min));
}

// The input under the keys: a number field, so a keyboard or assistive tech can type it.
function countInput({ id, min, max, value, action, onTyped, disabled = false }) {
  return el("input", {
    type: "number", id, min, max, inputmode: "numeric", value, disabled,
    "data-action": action ? `${action}-input` : null,
    oninput: (e) => onTyped(Number(e.target.value)),
  });
}

// The digit keys; a digit goes on the end of the number, keeping its sign (a Resolve
// modifier can be negative).
function digitKeys({ get, set, min, label = "Keypad", disabled = false }) {
  const key = (d) => el("button", {
    type: "button", "data-key": d, disabled,
    onclick: () => { const n = get(); set(Math.sign(n || 1) * (Math.abs(n) * 10 + d)); },
  }, String(d));
  return el("div", { class: "keypad", role: "group", "aria-label": label },
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map(key),
    el("button", { type: "button", "aria-label": "C: clear", "data-key": "clear", disabled, onclick: () => set(Math.max(min, 0)) }, "C"),
    key(0),
    el("button", { type: "button", "aria-label": "⌫ delete last digit", "data-key": "back", disabled,
      onclick: () => { const n = get(); set(Math.sign(n) * Math.floor(Math.abs(n) / 10)); } }, "⌫"));
}

// The big pad: display, stepper and keys side by side, for the count an action is about.
// ``disabled``: the action is refused now (the panel says why): the pad takes nothing,
// rather than a number that could not be applied (play-test).
export function numberPad({ id, label, value = 0, min = 0, max = 999, onChange, action = null, extra = [], disabled = false }) {
  const clamp = clamper(min, max);
  let current = value;
  const input = countInput({ id, min, max, value, action, disabled, onTyped: (n) => { current = clamp(n); onChange(current, false); } });
  const set = (n) => {
    current = clamp(n);
    input.value = current;
    onChange(current, true);
  };
  return el("div", { class: "number-pad", "data-pad": id },
    el("div", { class: "pad-display" },
      el("label", { for: id }, label),
      el("div", { class: "row stepper" },
        el("button", { type: "button", "aria-label": "− one fewer", "data-action": action ? `${action}-minus` : null, disabled, onclick: () => set(current - 1) }, "−"),
        input,
        el("button", { type: "button", "aria-label": "+ one more", "data-action": action ? `${action}-plus` : null, disabled, onclick: () => set(current + 1) }, "+")),
      ...extra),
    digitKeys({ get: () => current, set, min, disabled }));
}

// A count among several (attacks, excess shares, odds inputs): a compact − n + row whose
// "123" button opens the same digit keys under it, so a form of five counts still fits
// a phone screen.
export function countField({ id, label, value = 0, min = 0, max = 999, onChange = () => {}, action = null }) {
  const clamp = clamper(min, max);
  let current = clamp(value);
  const input = countInput({ id, min, max, value: current, action, onTyped: (n) => { current = clamp(n); onChange(current, false); } });
  const set = (n) => {
    current = clamp(n);
    input.value = current;
    onChange(current, true);
  };
  // The keys are made when first opened: a closed pad adds nothing to the page.
  const keys = el("div", { id: `${id}-keys`, class: "count-keys", hidden: true });
  const toggle = el("button", {
    type: "button", class: "pad-toggle", "aria-expanded": "false", "aria-controls": keys.id,
    "aria-label": `123 keypad for ${label}`, "data-action": action ? `${action}-keys` : null,
    onclick: () => {
      const open = keys.hidden;
      keys.replaceChildren(open ? digitKeys({ get: () => current, set, min, label: `Keypad for ${label}` }) : "");
      keys.hidden = !open;
      toggle.setAttribute("aria-expanded", open ? "true" : "false");
      if (open) revealAboveBar(keys);
    },
  }, "123");
  return el("div", { class: "field count-field", "data-count": id },
    el("label", { for: id }, label),
    el("div", { class: "row stepper" },
      el("button", { type: "button", "aria-label": `− one fewer: ${label}`, "data-action": action ? `${action}-minus` : null, onclick: () => set(current - 1) }, "−"),
      input,
      el("button", { type: "button", "aria-label": `+ one more: ${label}`, "data-action": action ? `${action}-plus` : null, onclick: () => set(current + 1) }, "+"),
      toggle),
    keys);
}
