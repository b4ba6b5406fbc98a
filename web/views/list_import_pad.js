// One keypad for every number a list import asks, kept under the thumb: it types into
// the number being entered and, once that number is whole, moves straight on to the
// next one still empty, so a row of Wounds and Resolve is two key presses and no tap
// to reach a field. A field is picked by tapping it too, and takes typing as ever.
// "Next" goes to the next empty number in the order shown, then back to the first one
// left empty (keypad_logic nextEmpty); every number is entered once none is empty.
import { el, setText } from "./dom.js";
import { nextEmpty } from "./keypad_logic.js";
import { words } from "../i18n/words.js";

// A number is whole once another digit would pass the field's ``data-most`` (a Wounds
// of 1 may be the start of 12; a Resolve never has two digits). "Next" ends it early.
const whole = (input) => input.value === "0" || Number(`${input.value}0`) > Number(input.dataset.most || 9);

export function entryPad(root) {
  let active = null;
  // The number the pad has just moved on from by itself (it was whole): a Next tapped
  // then ends that number, as a player who ends each number with Next means, rather
  // than passing over the one the pad moved to.
  let ended = null;
  const label = el("p", { class: "pad-target", "aria-live": "polite" });
  const shown = (input) => input.isConnected && !input.disabled && !input.closest("[hidden]");
  const fields = () => [...root.querySelectorAll("input[data-pad]")].filter(shown);
  const activate = (input) => {
    if (active) active.classList.remove("pad-active");
    active = input;
    ended = null;
    // With every number in, the keys fold away so the rest of the form (the upgrade
    // answers) is not under them; tapping a number brings them back.
    keys.hidden = !input;
    if (!input) {
      setText(label, words("import-pad-done"));
      return;
    }
    input.classList.add("pad-active");
    const named = input.labels && input.labels[0] ? input.labels[0].textContent : input.name;
    setText(label, words("import-pad-entering", { name: named }));
    keepAbove(input, node.parentElement || node);
  };
  // The number after ``from`` still empty, in the order shown (null: none is).
  const after = (from) => {
    const all = fields();
    const i = nextEmpty(all.map((f) => f.value), all.indexOf(from));
    return i < 0 ? null : all[i];
  };
  const press = (key) => {
    if (key === "next") { activate(after(ended || active)); return; }
    if (!active || !shown(active)) activate(after(null));
    if (!active) return;
    if (key === "back") active.value = active.value.slice(0, -1);
    else active.value = `${active.value}${key}`.replace(/^0+(?=\d)/, "");
    active.dispatchEvent(new Event("input", { bubbles: true }));
    if (key !== "back" && whole(active)) {
      const done = active;
      activate(after(done));
      ended = done;
    }
  };
  const key = (k, text = String(k), name = null) => el("button", {
    type: "button", "data-pad-key": String(k), ...(name ? { "aria-label": name } : {}), onclick: () => press(k),
  }, text);
  // Two rows, the right-hand column the erase and Next keys: that column is as wide as
  // the language's word for Next needs (styles.css), the digits share the rest.
  const keys = el("div", { class: "entry-keys" },
    ...[1, 2, 3, 4, 5].map((k) => key(k)), key("back", "⌫", words("import-pad-back")),
    ...[6, 7, 8, 9, 0].map((k) => key(k)), key("next", words("import-pad-next"), words("import-pad-next-label")));
  const node = el("div", { class: "entry-pad", role: "group", "aria-label": words("import-pad") },
    label, keys);
  root.addEventListener("focusin", (event) => {
    if (event.target.matches && event.target.matches("input[data-pad]")) activate(event.target);
  });
  root.addEventListener("click", (event) => {
    if (event.target.matches && event.target.matches("input[data-pad]")) activate(event.target);
  });
  // "Every number is entered" stays true only while it is: a number emptied by typing
  // (with every number in, the pad is folded) brings the pad back to it.
  root.addEventListener("input", () => { if (!active) node.start(); });
  // The first empty number, once the form is drawn.
  node.start = () => activate(after(null));
  node.refresh = () => { if (!active || !shown(active)) node.start(); };
  return node;
}

// A field kept in view above the sticky ``bar`` at the screen's foot (the keypad and
// the Import button): scrolled up just enough when the bar would hide it, or down when
// it is above the screen; never scrolled when it is in view already.
export function keepAbove(field, bar) {
  const box = field.getBoundingClientRect();
  const barTop = bar.isConnected ? bar.getBoundingClientRect().top : window.innerHeight;
  const room = Math.min(barTop, window.innerHeight) - 8;
  if (box.bottom > room) window.scrollBy(0, box.bottom - room);
  else if (box.top < 0) field.scrollIntoView({ block: "center" });
}

// Every field of ``form`` focused (a number, the faction, the player's name) stays above
// ``bar``: the browser's own scroll to a focused field knows nothing of a sticky bar.
// The bar's height also pads the page's scrolling (styles.css --import-bar).
export function keptAboveBar(form, bar) {
  form.addEventListener("focusin", (event) => {
    if (event.target.matches && event.target.matches("input, select, textarea") && !bar.contains(event.target)) {
      requestAnimationFrame(() => keepAbove(event.target, bar));
    }
  });
  if (typeof ResizeObserver === "function") {
    new ResizeObserver(() => document.documentElement.style.setProperty("--import-bar", `${Math.ceil(bar.offsetHeight)}px`)).observe(bar);
  }
  return bar;
}

// A number the pad fills: no phone keyboard over the pad, typing still taken.
export function padInput(name, { min = 0, max = 99, most = 9 } = {}) {
  return el("input", { type: "text", name, inputmode: "none", autocomplete: "off", pattern: "[0-9]*",
    "data-pad": "", "data-most": most, "data-min": min, maxlength: String(max).length });
}
