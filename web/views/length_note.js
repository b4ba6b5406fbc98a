// A text field's longest length said in words once it is reached: the browser stops a
// field at its maxlength without a sound, so a name typed past it, or pasted longer, is
// never cut without the player being told how much was not kept.
import { el, setText } from "./dom.js";
import { words } from "../i18n/words.js";

// What a paste into a field holding `before` characters (the selection it replaces
// left out) would add: the browser drops a text field's line breaks and keeps a text
// area's as one character each, as its maxlength counts them.
export function pastedLength(text, multiline) {
  const kept = multiline ? text.replace(/\r\n?/g, "\n") : text.replace(/[\r\n]/g, "");
  return kept.length;
}

// The note under a field of `length` characters at most `most` long, `cut` characters of
// a paste not kept; null while there is room.
export function lengthNote(length, most, cut = 0) {
  if (cut > 0) return words("field-length-cut", { cut, most });
  if (length >= most) return words("field-length-most", { most });
  return null;
}

// A number's field (its maxlength a count of digits, a pad or keyboard filling it) is
// left out: its own checks say what is wrong with the number.
const limited = (node) =>
  (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) && node.maxLength > 0
  && !("pad" in node.dataset) && !["none", "numeric", "decimal"].includes(node.inputMode);
const pastes = new WeakMap(); // a field -> { before, length } of the paste going in
let notes = 0;

function show(field, cut) {
  const said = lengthNote(field.value.length, field.maxLength, cut);
  let note = field.nextElementSibling && field.nextElementSibling.matches(".length-note")
    ? field.nextElementSibling : null;
  if (!said) {
    if (note) note.remove();
    return;
  }
  if (!note) {
    note = el("span", { class: "muted length-note", id: `length-note-${++notes}`, "aria-live": "polite" });
    field.after(note);
    const described = (field.getAttribute("aria-describedby") || "").split(" ").filter(Boolean);
    field.setAttribute("aria-describedby", [...described, note.id].join(" "));
  }
  setText(note, said);
}

// Listens on `root` (the document) for every limited field, now and later drawn.
export function noteLengths(root = document) {
  root.addEventListener("paste", (event) => {
    const field = event.target;
    if (!limited(field) || !event.clipboardData) return;
    const text = event.clipboardData.getData("text/plain");
    const replaced = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
    pastes.set(field, { before: field.value.length - replaced, length: pastedLength(text, field instanceof HTMLTextAreaElement) });
    // A paste another handler stopped brings no input: it must not count for a later one.
    setTimeout(() => pastes.delete(field), 0);
  }, true);
  root.addEventListener("input", (event) => {
    const field = event.target;
    if (!limited(field)) return;
    const paste = pastes.get(field);
    pastes.delete(field);
    const cut = paste ? Math.max(0, paste.length - (field.value.length - paste.before)) : 0;
    show(field, cut);
  }, true);
  root.addEventListener("focusin", (event) => {
    if (limited(event.target)) show(event.target, 0);
  }, true);
}
