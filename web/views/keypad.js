// One numeric keypad for every count (Wound Pool, Heal, Health Point losses, Character
// Wounds, split attacks, excess losses, odds inputs): the number shown large, -/+ to
// correct, digits to type it in, one thumb. It only collects a whole number; what it
// means is the engine's answer. What the keys do is keypad_logic.js.
import { el, revealAboveBar, setText } from "./dom.js";
import { press, problem, start, typed, usable } from "./keypad_logic.js";

// One field's entry: its state, its input and the line saying why its number cannot be
// used yet. ``onChange(n, byKeys)`` gets the number to act on, or null (empty, or out of
// [min, max]: the action it feeds stays off, the line says why).
function entry({ id, min, max, value, action, disabled, onChange }) {
  const limits = { min, max };
  let state = start(value);
  const input = el("input", {
    type: "number", id, min, max, inputmode: "numeric", value: state.text, disabled,
    "data-action": action ? `${action}-input` : null, "aria-describedby": `${id}-problem`,
    oninput: (e) => { state = typed(e.target.value); shown(false); },
  });
  const why = el("p", { id: `${id}-problem`, class: "pad-problem", role: "status" });
  const shown = (byKeys) => {
    const reason = problem(state, limits);
    setText(why, reason);
    why.hidden = !reason;
    if (byKeys) input.value = state.text;
    onChange(usable(state, limits), byKeys);
  };
  setText(why, problem(state, limits));
  why.hidden = !problem(state, limits);
  const key = (k) => { state = press(state, k, limits); shown(true); };
  return { input, why, key };
}

// The digit keys, C (empty the field) and ⌫ (delete the last digit).
function digitKeys({ key, label = "Keypad", disabled = false }) {
  const digit = (d) => el("button", { type: "button", "data-key": d, disabled, onclick: () => key(d) }, String(d));
  return el("div", { class: "keypad", role: "group", "aria-label": label },
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map(digit),
    el("button", { type: "button", "aria-label": "C: clear", "data-key": "clear", disabled, onclick: () => key("clear") }, "C"),
    digit(0),
    el("button", { type: "button", "aria-label": "⌫ delete last digit", "data-key": "back", disabled, onclick: () => key("back") }, "⌫"));
}

// The big pad: display, stepper and keys side by side, for the count an action is about.
// ``disabled``: the action is refused now (the panel says why): the pad takes nothing,
// rather than a number that could not be applied.
export function numberPad({ id, label, value = 0, min = 0, max = 999, onChange, action = null, extra = [], disabled = false }) {
  const { input, why, key } = entry({ id, min, max, value, action, disabled, onChange });
  return el("div", { class: "number-pad", "data-pad": id, "data-keypad": id },
    el("div", { class: "pad-display" },
      el("label", { for: id }, label),
      el("div", { class: "row stepper" },
        el("button", { type: "button", "aria-label": "− one fewer", "data-action": action ? `${action}-minus` : null, disabled, onclick: () => key("minus") }, "−"),
        input,
        el("button", { type: "button", "aria-label": "+ one more", "data-action": action ? `${action}-plus` : null, disabled, onclick: () => key("plus") }, "+")),
      why,
      ...extra),
    digitKeys({ key, disabled }));
}

// A count among several (attacks, excess shares, odds inputs): a compact − n + row whose
// "123" button opens the same digit keys under it, so a form of five counts still fits
// a phone screen.
export function countField({ id, label, value = 0, min = 0, max = 999, onChange = () => {}, action = null }) {
  const { input, why, key } = entry({ id, min, max, value, action, disabled: false, onChange });
  // The keys are made when first opened: a closed pad adds nothing to the page.
  const keys = el("div", { id: `${id}-keys`, class: "count-keys", hidden: true });
  const toggle = el("button", {
    type: "button", class: "pad-toggle", "aria-expanded": "false", "aria-controls": keys.id,
    "aria-label": `123 keypad for ${label}`, "data-action": action ? `${action}-keys` : null,
    onclick: () => {
      const open = keys.hidden;
      keys.replaceChildren(open ? digitKeys({ key, label: `Keypad for ${label}` }) : "");
      keys.hidden = !open;
      toggle.setAttribute("aria-expanded", open ? "true" : "false");
      if (open) revealAboveBar(keys);
    },
  }, "123");
  return el("div", { class: "field count-field", "data-count": id, "data-keypad": id },
    el("label", { for: id }, label),
    el("div", { class: "row stepper" },
      el("button", { type: "button", "aria-label": `− one fewer: ${label}`, "data-action": action ? `${action}-minus` : null, onclick: () => key("minus") }, "−"),
      input,
      el("button", { type: "button", "aria-label": `+ one more: ${label}`, "data-action": action ? `${action}-plus` : null, onclick: () => key("plus") }, "+"),
      toggle),
    why,
    keys);
}
