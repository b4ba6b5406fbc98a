// What Muster's profile forms share (each system's own form is in its plug-in): each
// input carries the engine's field name, and the engine's error on a field is drawn
// under it.
import { $, el, setText } from "./dom.js";
import { errorOf } from "../i18n/words.js";

// Every input carries the engine's field name (data.wounds, data.entries[0].count), so
// an error is drawn next to the field it names.
export function input(path, node) {
  node.dataset.field = path;
  return node;
}

// The picker directly inside a fieldset or form part (a Character's own, not its Regiment's).
export const ownRules = (node) => [...node.children].find((c) => c.classList.contains("special-rules"));

export function clearFieldErrors(form) {
  form.querySelectorAll(".field-error").forEach((n) => n.remove());
  form.querySelectorAll("[aria-invalid]").forEach((n) => { n.removeAttribute("aria-invalid"); n.removeAttribute("aria-describedby"); });
  const message = $("#muster-message", form);
  if (message) message.hidden = true;
}

// The engine's error under the field it names (the nearest one that is on the form:
// data.characters[0].wounds falls back to the character's own inputs by position),
// and in the message box when no field matches.
export function showFieldError(form, err) {
  const bad = err.field && (form.querySelector(`[data-field="${CSS.escape(err.field)}"]`) || characterInput(form, err.field));
  if (bad) {
    const note = el("p", { class: "field-error", id: `${bad.id}-error`, role: "alert" }, errorOf(err));
    bad.setAttribute("aria-invalid", "true");
    bad.setAttribute("aria-describedby", note.id);
    (bad.closest(".field") || bad).after(note);
    bad.focus();
    return;
  }
  const message = $("#muster-message", form);
  message.hidden = false;
  setText(message, errorOf(err));
}

const CHARACTER_INPUTS = { name: "cname", wounds: "cwounds", resolve: "cresolve", hp: "chp", kind: "ckind" };

function characterInput(form, path) {
  const match = /^data\.characters\[(\d+)\]\.(\w+)$/.exec(path);
  if (!match) return null;
  const row = form.querySelectorAll(".character-row")[Number(match[1])];
  return row ? row.querySelector(`[name=${CHARACTER_INPUTS[match[2]] || "cname"}]`) : null;
}
