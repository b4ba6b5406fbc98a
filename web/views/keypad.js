// One numeric keypad for every count (Wound Pool, Heal, Health Point losses, Character
// Wounds, split attacks, excess losses, odds inputs): the number shown large, -/+ to
// correct, digits to type it in, one thumb. It only collects a whole number; what it
// means is the engine's answer. What the keys do is keypad_logic.js.
import { el, revealAboveBar, setText } from "./dom.js";
import { keysFor, press, problem, start, typed, usable } from "./keypad_logic.js";
import { words } from "../i18n/words.js";

// Why a number cannot be used yet, in the player's language.
const SAY = {
  empty: () => words("keypad-enter-a-number"),
  under: (min) => words("keypad-at-least", { min }),
  over: (max) => words("keypad-at-most", { max }),
};

// One field's entry: its state, its input and the line saying why its number cannot be
// used yet. ``onChange(n, byKeys)`` gets the number to act on, or null (empty, or out of
// [min, max]: the action it feeds stays off, the line says why). ``limits`` is the
// field's own: a die's faces set later (``setFaces``) change what it takes.
function entry({ id, min, max, value, action, disabled, onChange, faces }) {
  const limits = { min, max, faces };
  let state = start(value);
  const input = el("input", {
    type: "number", id, min, max, inputmode: "numeric", value: state.text, disabled,
    "data-action": action ? `${action}-input` : null, "aria-describedby": `${id}-problem`,
    oninput: (e) => { state = typed(e.target.value); shown(false); },
  });
  const why = el("p", { id: `${id}-problem`, class: "pad-problem", role: "status" });
  const shown = (byKeys) => {
    const reason = problem(state, limits, SAY);
    setText(why, reason);
    why.hidden = !reason;
    if (byKeys) input.value = state.text;
    onChange(usable(state, limits), byKeys);
  };
  setText(why, problem(state, limits, SAY));
  why.hidden = !problem(state, limits, SAY);
  const key = (k) => { state = press(state, k, limits); shown(true); };
  const setFaces = (next) => {
    Object.assign(limits, { faces: next, min: next[0], max: next[next.length - 1] });
    input.min = limits.min;
    input.max = limits.max;
    shown(false);
  };
  return { input, why, key, limits, setFaces };
}

// The digit keys, C (empty the field) and ⌫ (delete the last digit); for a die, only
// its faces (keypad_logic keysFor).
function digitKeys({ key, label = words("keypad-label"), disabled = false, faces = null }) {
  const button = (k) => {
    if (k === "clear") return el("button", { type: "button", "aria-label": words("keypad-clear"), "data-key": "clear", disabled, onclick: () => key("clear") }, "C");
    if (k === "back") return el("button", { type: "button", "aria-label": words("keypad-back"), "data-key": "back", disabled, onclick: () => key("back") }, "⌫");
    return el("button", { type: "button", "data-key": k, disabled, onclick: () => key(k) }, String(k));
  };
  return el("div", { class: `keypad${faces ? " die-keys" : ""}`, role: "group", "aria-label": label },
    ...keysFor(faces).map(button));
}

// The big pad: display, stepper and keys side by side, for the count an action is about.
// ``disabled``: the action is refused now (the panel says why): the pad takes nothing,
// rather than a number that could not be applied. ``faces``: a die's result is entered
// (the engine's faces); ``pad.setFaces(faces)`` sets them once the engine says them.
export function numberPad({ id, label, value = 0, min = 0, max = 999, onChange, action = null, extra = [], disabled = false, faces = null }) {
  const field = entry({ id, min, max, value, action, disabled, onChange, faces });
  const { input, why, key } = field;
  const keys = digitKeys({ key, disabled, faces });
  const pad = el("div", { class: "number-pad", "data-pad": id, "data-keypad": id },
    el("div", { class: "pad-display" },
      el("label", { for: id }, label),
      el("div", { class: "row stepper" },
        el("button", { type: "button", "aria-label": words("keypad-minus"), "data-action": action ? `${action}-minus` : null, disabled, onclick: () => key("minus") }, "−"),
        input,
        el("button", { type: "button", "aria-label": words("keypad-plus"), "data-action": action ? `${action}-plus` : null, disabled, onclick: () => key("plus") }, "+")),
      why,
      ...extra),
    keys);
  pad.setFaces = (next) => {
    field.setFaces(next);
    pad.lastChild.replaceWith(digitKeys({ key, disabled, faces: next }));
  };
  return pad;
}

// A count among several (attacks, excess shares, odds inputs): a compact − n + row whose
// "123" button opens the same digit keys under it, so a form of five counts still fits
// a phone screen.
// ``open``: the keys show from the start (a value still to be entered, e.g. a die's);
// the field's ``showKeys(bool)`` opens or closes them later.
export function countField({ id, label, value = 0, min = 0, max = 999, onChange = () => {}, action = null, faces = null, open = false }) {
  const { input, why, key } = entry({ id, min, max, value, action, disabled: false, onChange, faces });
  // The keys are made when first opened: a closed pad adds nothing to the page.
  const keys = el("div", { id: `${id}-keys`, class: "count-keys", hidden: !open },
    open ? digitKeys({ key, label: words("keypad-for", { label }), faces }) : "");
  const showKeys = (opening) => {
    keys.replaceChildren(opening ? digitKeys({ key, label: words("keypad-for", { label }), faces }) : "");
    keys.hidden = !opening;
    toggle.setAttribute("aria-expanded", opening ? "true" : "false");
    if (opening) revealAboveBar(keys);
  };
  const toggle = el("button", {
    type: "button", class: "pad-toggle", "aria-expanded": open ? "true" : "false", "aria-controls": keys.id,
    "aria-label": words("keypad-toggle", { label }), "data-action": action ? `${action}-keys` : null,
    onclick: () => showKeys(keys.hidden),
  }, "123");
  const field = el("div", { class: "field count-field", "data-count": id, "data-keypad": id },
    el("label", { for: id }, label),
    el("div", { class: "row stepper" },
      el("button", { type: "button", "aria-label": words("keypad-minus-of", { label }), "data-action": action ? `${action}-minus` : null, onclick: () => key("minus") }, "−"),
      input,
      el("button", { type: "button", "aria-label": words("keypad-plus-of", { label }), "data-action": action ? `${action}-plus` : null, onclick: () => key("plus") }, "+"),
      toggle),
    why,
    keys);
  field.showKeys = showKeys;
  return field;
}
