// A text field's longest length said in words once it is reached: the browser stops a
// field at its maxlength without a sound, so a name typed past it, or pasted or dropped
// longer, is never cut without the player being told how much was not kept.
import { $, el, setText } from "./dom.js";
import { words } from "../i18n/words.js";

// Text going into a field as the field keeps it: a one-line field turns each line break
// (CRLF as one) into a space, a text area keeps one character per break.
export function asKept(text, multiline) {
  return text.replace(/\r\n|[\r\n]/g, multiline ? "\n" : " ");
}

// Characters as a player counts them (an emoji is one), not as maxlength counts them.
const characters = (text) => [...text].length;

// How many characters of `text` did not go in, where the field's value went from
// `before` to `after`, the text going in at `at` over `replaced` characters.
export function notKept(text, before, after, at, replaced) {
  const inserted = after.length - (before.length - replaced);
  if (inserted < 0) return 0; // not the edit that was announced: nothing said
  return Math.max(0, characters(text) - characters(after.slice(at, at + inserted)));
}

// The note under a field of `length` characters at most `most` long, `cut` characters
// not kept; null while there is room and nothing was cut.
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

const pending = new WeakMap(); // a field -> the edit going in: { event, text, before, at, replaced }
const notes = new Map(); // a field -> { note, value } of the note shown under it
let made = 0;

function described(field, id, on) {
  const ids = (field.getAttribute("aria-describedby") || "").split(" ").filter((x) => x && x !== id);
  if (on) ids.push(id);
  if (ids.length) field.setAttribute("aria-describedby", ids.join(" "));
  else field.removeAttribute("aria-describedby");
}

function hide(field) {
  const shown = notes.get(field);
  if (!shown) return;
  notes.delete(field);
  shown.note.remove();
  described(field, shown.note.id, false);
}

function show(field, cut) {
  const said = lengthNote(field.value.length, field.maxLength, cut);
  if (!said) return hide(field);
  let shown = notes.get(field);
  if (!shown || !shown.note.isConnected || shown.note.previousElementSibling !== field) {
    hide(field);
    shown = { note: el("span", { class: "muted length-note", id: `length-note-${++made}` }) };
    notes.set(field, shown);
    field.after(shown.note);
  }
  shown.value = field.value;
  described(field, shown.note.id, true); // again: a form's error may have set its own
  if (shown.note.textContent !== said) setText(shown.note, said);
  // Said aloud once, through the page's one live region (a region filled as it is made
  // is not read out).
  if (cut > 0) setText($("#announce"), said);
}

// A note whose field was emptied or filled by the page itself, or taken away.
function checkNotes() {
  for (const [field, shown] of [...notes]) {
    if (!field.isConnected) notes.delete(field);
    else if (field.value !== shown.value) show(field, 0);
  }
}

function settle(field) {
  const edit = pending.get(field);
  if (!edit) return;
  pending.delete(field);
  if (edit.event.defaultPrevented) return; // the page took the edit over
  show(field, notKept(edit.text, edit.before, field.value, edit.at, edit.replaced));
}

// Listens on `root` (the document) for every limited field, now and later drawn.
export function noteLengths(root = document) {
  root.addEventListener("beforeinput", (event) => {
    const field = event.target;
    if (!limited(field) || event.isComposing || !event.inputType.startsWith("insert")) return;
    const raw = event.data ?? (event.dataTransfer ? event.dataTransfer.getData("text/plain") : null);
    if (raw == null) return;
    const at = field.selectionStart ?? field.value.length;
    pending.set(field, {
      event, text: asKept(raw, field instanceof HTMLTextAreaElement), before: field.value,
      at, replaced: (field.selectionEnd ?? at) - at,
    });
    // Nothing went in (the field was full): no input event comes.
    setTimeout(() => settle(field), 0);
  }, true);
  root.addEventListener("input", (event) => {
    const field = event.target;
    if (!limited(field)) return;
    if (pending.has(field)) settle(field);
    else show(field, 0);
  }, true);
  // Before and after the page's own handlers: a tap that empties a field (Add) is seen.
  for (const type of ["focusin", "click"]) {
    root.addEventListener(type, (event) => {
      checkNotes();
      setTimeout(checkNotes, 0);
      if (type === "focusin" && limited(event.target) && !notes.has(event.target)) show(event.target, 0);
    }, true);
  }
}
