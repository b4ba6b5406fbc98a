// The step log: every event, as the engine sums it up, and every step with the rule id
// that decided it. For people only: no screen reads facts out of it.
import { arrowed, el } from "./dom.js";
import { said, words } from "../i18n/words.js";

// In the player's language from the step's message when the page has it (its English
// ``text`` otherwise): a saved log is said in the language of the day it is read.
export function stepItem(step) {
  return el("li", { class: "step", "data-rule": step.rule },
    el("span", { class: "rule" }, step.rule), " ", el("span", { class: "step-text" }, ...arrowed(said(step.msg, step.text))));
}

export function stepList(steps, label = words("log-steps")) {
  return el("ol", { class: "steps", "aria-label": label }, ...steps.map(stepItem));
}

// What an action is called (a log entry, Undo's and Redo's, a preview's; from a reply,
// an entry or a view: ``key`` "summary", "undo_summary", "redo_summary") and what it
// did (an outcome's verdict), from their messages in the player's language when the
// page has them, the engine's English otherwise (an entry saved before they were sent).
export const summaryOf = (x, key = "summary") => said(x[`${key}_msg`], x[key]);
export const verdictOf = (out) => said(out.verdict_msg, out.verdict);

// One action of the log; `i` is its place in the whole log (0 first).
export function logEntry(entry, i) {
  return el("li", { class: "log-entry", "data-index": i },
    el("p", { class: "log-event" }, ...arrowed(summaryOf(entry))),
    stepList(entry.steps));
}

// Newest first: a new action is drawn by prepending its entry (screen.js updateLog).
export function logView(entries) {
  if (!entries.length) return el("p", { class: "muted" }, words("log-no-actions"));
  return el("ol", { class: "log", reversed: true }, ...entries.map(logEntry).reverse());
}
