// The step log: every event, as the engine sums it up, and every step with the rule id
// that decided it. For people only: no screen reads facts out of it.
import { arrowed, el } from "./dom.js";

export function stepItem(step) {
  return el("li", { class: "step", "data-rule": step.rule },
    el("span", { class: "rule" }, step.rule), " ", el("span", { class: "step-text" }, ...arrowed(step.text)));
}

export function stepList(steps, label = "Steps") {
  return el("ol", { class: "steps", "aria-label": label }, ...steps.map(stepItem));
}

// One action of the log; `i` is its place in the whole log (0 first).
export function logEntry(entry, i) {
  return el("li", { class: "log-entry", "data-index": i },
    el("p", { class: "log-event" }, ...arrowed(entry.summary)),
    stepList(entry.steps));
}

// Newest first: a new action is drawn by prepending its entry (screen.js updateLog).
export function logView(entries) {
  if (!entries.length) return el("p", { class: "muted" }, "No actions yet.");
  return el("ol", { class: "log", reversed: true }, ...entries.map(logEntry).reverse());
}
