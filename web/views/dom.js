// Tiny DOM helpers. Text always goes in as text: user data never becomes HTML.

export const $ = (selector, root = document) => root.querySelector(selector);
export const $$ = (selector, root = document) => [...root.querySelectorAll(selector)];

// Explicit bidirectional embeddings, overrides and isolates (U+202A-U+202E,
// U+2066-U+2069) in a name run past its end and reverse the app's own words beside it
// ("‮Knights · Clash" drew the app's text backwards). Text shown on the page leaves
// them out; right-to-left letters themselves are kept, and names are isolated where
// they sit beside the app's text (``userText``).
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function shownText(text) {
  return String(text).replace(BIDI_CONTROLS, "");
}

export function setText(node, text) {
  node.textContent = text == null ? "" : shownText(text);
}

// A player's text (a name) beside the app's own: isolated, its direction its own.
export function userText(text, props = {}) {
  return el("bdi", props, text == null ? "" : text);
}

// el("button", { class: "x", dataset: { id: 1 }, onclick: fn }, "text", childNode)
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  applyProps(node, props);
  append(node, children);
  return node;
}

const SVG_NS = "http://www.w3.org/2000/svg";

export function svg(tag, props = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  applyProps(node, props);
  append(node, children);
  return node;
}

function applyProps(node, props) {
  for (const [key, value] of Object.entries(props)) {
    if (value == null || value === false) continue;
    if (key === "dataset") {
      for (const [k, v] of Object.entries(value)) node.dataset[k] = String(v);
    } else if (key.startsWith("on") && typeof value === "function") {
      node.addEventListener(key.slice(2), value);
    } else if (key === "class") {
      node.setAttribute("class", value);
    } else if (value === true) {
      node.setAttribute(key, "");
    } else {
      node.setAttribute(key, String(value));
    }
  }
}

function append(node, children) {
  for (const child of children.flat()) {
    if (child == null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(shownText(child)));
  }
}

export function clear(node) {
  node.replaceChildren();
}

// Something the player's own tap just opened (an action panel, the dice counts, a
// keypad) is brought above the sticky bottom bar, the page moving just enough, never so
// far that the thing's own top leaves the screen (table flow 1: the next thing to tap is
// on the screen; without it the thumb's half of the screen opened under the bar).
// ``keep``: another node whose top must not leave the screen either (a verdict).
export function revealAboveBar(node, keep = null) {
  if (!node || !node.isConnected) return;
  const box = node.getBoundingClientRect();
  const bar = document.querySelector(".bottom-bar");
  const bottom = bar ? bar.getBoundingClientRect().top : window.innerHeight;
  const over = box.bottom - bottom + 8;
  const top = keep && keep.isConnected ? Math.min(box.top, keep.getBoundingClientRect().top) : box.top;
  if (over > 0) window.scrollBy(0, Math.max(0, Math.min(over, top - underTopBar() - 8)));
}

// ``change`` made to ``node`` when an engine's answer arrives, after the screen was
// drawn (a Charge's edges, a preview). When the player is looking below the node (its
// bottom above the middle of the screen: the battlefield under an open panel), what
// they look at stays where it was. Browsers keep it by scroll anchoring, where they
// have it; Safari has none, and the page jumped by the change in height (a drag, or
// the side the battlefield is seen from, re-asks the Charge's edges above it).
export function keepingBelow(node, change) {
  const before = node && node.isConnected ? node.getBoundingClientRect().bottom : null;
  const out = change();
  if (before != null && before < window.innerHeight / 2 && node.isConnected) {
    const shift = node.getBoundingClientRect().bottom - before;
    if (Math.abs(shift) > 0.5) window.scrollBy(0, shift);
  }
  return out;
}

// Where the screen starts below a game screen's top bar, which stays on screen.
export function underTopBar() {
  const bar = document.querySelector(".battle-bar");
  return bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
}

// Keeping the focus across a redraw (the controls are new nodes): where it was, as the
// control's own marks inside the card, panel or bar it belongs to, and then the same
// control, or the first button there if it is now off (Apply, right after its tap; Undo
// with nothing left to undo). Otherwise a keyboard or screen reader user would be sent
// back to the top of the page after every action. A text field is only ever given back
// its own focus: on a phone, focusing one opens the keyboard.
const SCOPE_MARKS = ["data-actions-for", "data-regiment", "data-unit"];
const SCOPES = [...SCOPE_MARKS.map((m) => `[${m}]`), ".bottom-bar", ".battle-bar"].join(", ");
const MARKS = ["data-action", "data-tab", "data-key", "data-regiment", "data-unit", "name"];
const ENABLED = ":not([disabled])";
const FOCUSABLE = `button${ENABLED}, input${ENABLED}, select${ENABLED}, textarea${ENABLED}, summary, [tabindex='0']`;
const BUTTONS = `button${ENABLED}, select${ENABLED}, summary`;

const marked = (node, marks) => marks.filter((m) => node.hasAttribute(m))
  .map((m) => `[${m}="${CSS.escape(node.getAttribute(m))}"]`).join("");

function scopeOf(scope) {
  const mark = SCOPE_MARKS.find((m) => scope.hasAttribute(m));
  if (mark) return `[${mark}="${CSS.escape(scope.getAttribute(mark))}"]`;
  return scope.classList.contains("bottom-bar") ? ".bottom-bar" : ".battle-bar";
}

export function focusPlace(root) {
  const node = document.activeElement;
  if (!node || node === document.body || !root.contains(node)) return null;
  if (node.id) return { scope: null, control: `#${CSS.escape(node.id)}` };
  const scope = node.parentElement && node.parentElement.closest(SCOPES);
  return {
    scope: scope && root.contains(scope) ? scopeOf(scope) : null,
    control: node.localName + marked(node, MARKS),
  };
}

export function restoreFocus(place, root) {
  if (!place) return;
  const now = document.activeElement;
  if (now && now !== document.body && root.contains(now)) return; // kept, or moved on purpose
  const scope = place.scope ? root.querySelector(place.scope) : root;
  if (!scope) return;
  const same = scope.querySelector(place.control);
  const target = same && same.matches(FOCUSABLE) ? same : place.scope ? scope.querySelector(BUTTONS) : null;
  if (target) target.focus({ preventScroll: true });
}

// An engine text with its "->" kept on one line with the words either side: the arrow
// in a no-wrap span, the spaces around it no-break (a phone wrapped "-" from ">").
export function arrowed(text) {
  const parts = String(text == null ? "" : text).split(/ ?-> ?/);
  return parts.flatMap((part, i) => (i ? [el("span", { class: "arrow" }, "\u00a0->\u00a0"), part] : [part]));
}
