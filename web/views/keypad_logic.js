// What a keypad field holds as keys are tapped, with no page around it (node --test
// checks it alone). The field keeps the text entered, so it can be empty, and says why
// its number cannot be used yet; what the number means is the engine's answer.
//
// ``fresh``: the value shown was not typed on the keys (the field as opened, or a −/+
// step): the first digit replaces it, the next ones go on its end. Appending to a value
// the player did not type turned a "2" into 12.

// A field showing ``value`` (a whole number, or null for empty), not yet typed on.
export function start(value) {
  return { text: Number.isInteger(value) ? String(value) : "", fresh: true };
}

// The number held, or null while it is empty (or only a sign).
export function valueOf(state) {
  return /^-?\d+$/.test(state.text) ? Number(state.text) + 0 : null; // + 0: "-0" is 0
}

// Why the number cannot be used as it is, in the player's words, or "".
// ``say``: the reasons in words (the page passes its catalogue's: keypad.js); these
// English ones are for the logic's tests.
const ENGLISH = { empty: () => "Enter a number", under: (min) => `At least ${min}`, over: (max) => `At most ${max}` };

export function problem(state, { min = 0, max = 999 } = {}, say = ENGLISH) {
  const n = valueOf(state);
  if (n === null) return say.empty();
  if (n < min) return say.under(min);
  if (n > max) return say.over(max);
  return "";
}

// The number to act on: held and within [min, max], else null.
export function usable(state, limits) {
  return problem(state, limits) ? null : valueOf(state);
}

const clamp = (n, min, max) => Math.max(min, Math.min(max, n));

// The keys a pad shows: a die's faces only (``faces``, the engine's list: a D3 has no
// 0 and no 4-9 to tap), else the digits with C and ⌫ in a phone's order.
export function keysFor(faces = null) {
  return faces ? [...faces] : [1, 2, 3, 4, 5, 6, 7, 8, 9, "clear", 0, "back"];
}

// One key: a digit 0-9, "clear", "back" (delete the last digit), "minus" or "plus".
// A digit keeps the sign shown: a negative modifier is entered as − then its digits.
// With ``faces`` (a die's), a face key is the whole value: one tap, never appended.
export function press(state, key, { min = 0, max = 999, faces = null } = {}) {
  if (faces && faces.includes(key)) return { text: String(key), fresh: true };
  if (Number.isInteger(key) && key >= 0 && key <= 9) {
    const negative = state.text.startsWith("-");
    const digits = state.fresh ? "" : state.text.replace(/^-/, "");
    const next = digits === "0" ? String(key) : digits + key;
    return { text: `${negative ? "-" : ""}${next}`, fresh: false };
  }
  if (key === "clear") return { text: "", fresh: false };
  if (key === "back") {
    const text = state.text.slice(0, -1);
    return { text: text === "-" ? "" : text, fresh: false };
  }
  if (key === "minus" || key === "plus") {
    // From empty the step starts at 0: + gives 1 (or the least allowed), − gives −1.
    const n = valueOf(state) ?? 0;
    return { text: String(clamp(n + (key === "plus" ? 1 : -1), min, max)), fresh: true };
  }
  throw new Error(`keypad: no key ${JSON.stringify(key)}`);
}

// What the field's own input holds after typing in it with a keyboard: taken as typed
// (the browser gives "" for anything that is not a number).
export function typed(text) {
  return { text: String(text).trim(), fresh: false };
}

// Where a form's one keypad goes from the number at ``from`` (an index into ``texts``,
// the form's numbers in the order shown, or -1 for none): the next empty one after it,
// else back to the first empty one, ``from`` itself last; -1 once none is empty (every
// number entered).
export function nextEmpty(texts, from) {
  const n = texts.length;
  for (let step = 1; step <= n; step += 1) {
    const i = (from + step) % n;
    if (texts[i] === "") return i;
  }
  return -1;
}
