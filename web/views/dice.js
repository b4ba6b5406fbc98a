// Dice entry: tap the faces rolled (or type them), see the count, or let the app roll.
// It only collects values; the engine judges them and refuses impossible ones.
import { el, setText } from "./dom.js";

export function diceEntry({ count, sides = 6, label, onSubmit, onRoll }) {
  const entered = [];
  const counter = el("p", { class: "dice-count", role: "status", "aria-live": "polite" });
  const chips = el("ol", { class: "dice-chips", "aria-label": "Dice entered" });
  const typed = el("input", {
    type: "text", id: `dice-typed-${sides}`, inputmode: "numeric", autocomplete: "off",
    placeholder: sides === 6 ? "e.g. 1 2 3 3 6" : "e.g. 14",
  });
  const submit = el("button", { type: "button", class: "primary", "data-action": "submit-dice" }, "Apply these dice");
  const faces = el("div", { class: "dice-faces", role: "group", "aria-label": `Tap each D${sides} face rolled` });
  for (let face = 1; face <= sides; face++) {
    faces.append(el("button", {
      type: "button", class: "die-face", "data-face": face, "aria-label": `Rolled a ${face}`,
      onclick: () => {
        if (entered.length >= count) {
          refresh(`All ${count} ${count === 1 ? "die is" : "dice are"} in: remove one to change it.`);
          return;
        }
        entered.push(face);
        refresh();
      },
    }, String(face)));
  }
  const undoDie = el("button", { type: "button", onclick: () => { entered.pop(); refresh(); } }, "Remove last");
  const clearDice = el("button", { type: "button", onclick: () => { entered.length = 0; refresh(); } }, "Clear");

  function refresh(note) {
    setText(counter, note || `${entered.length} of ${count} ${count === 1 ? "die" : "dice"} entered`);
    chips.replaceChildren(...entered.map((v) => el("li", { class: "die-chip" }, String(v))));
    faces.querySelectorAll("button").forEach((b) => { b.disabled = entered.length >= count; });
  }

  function values() {
    const text = typed.value.trim();
    if (!text) return [...entered];
    // Numbers stay numbers; anything else goes to the engine as typed, which names it.
    return text.split(/[\s,]+/).filter(Boolean).map((t) => (/^-?\d+$/.test(t) ? Number(t) : t));
  }

  submit.addEventListener("click", () => onSubmit(values()));
  refresh();
  const children = [
    el("p", { class: "dice-label" }, label),
    onRoll ? el("button", { type: "button", class: "primary", "data-action": "roll-dice", onclick: onRoll }, "Roll for me") : null,
    el("p", { class: "muted" }, "or enter the dice you rolled:"),
    faces,
    counter,
    chips,
    el("div", { class: "row" }, undoDie, clearDice),
    el("label", { for: typed.id }, `or type them (D${sides} results, spaces between)`),
    typed,
    submit,
  ];
  return el("div", { class: "dice-entry" }, ...children);
}

// How a judged die is shown: value, pass or fail in words, and why.
export function dieResult({ die, passed, text }) {
  return el("li", { class: `die-result ${passed ? "pass" : "fail"}`, "data-die": die, "data-passed": String(passed) },
    el("span", { class: "die-chip" }, String(die)),
    el("span", { class: "verdict" }, passed ? "pass" : "fail"),
    el("span", { class: "why" }, text));
}
