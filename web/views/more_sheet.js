// The top bar's More: Share, Report and Play on two phones, what a game needs less often
// than its Round, players and Go to, one tap further, and the language picker (as on the
// home screen). It opens under the bar as Go to's sheet does, and closes before what it
// opens.
import { $, el } from "./dom.js";
import { languagePicker } from "./language_picker.js";
import { choose, words } from "../i18n/words.js";

// The screen's tools in More: [action, icon, words, handler], those the screen has.
function moreTools(screen) {
  return [
    ["share", "⤴", words("screen-share"), screen.onShare],
    ["report", "▤", words("screen-report"), screen.onReport],
    ["two-phones", "⇄", words("screen-two-phones"), screen.onLink],
  ].filter(([, , , handler]) => handler);
}

export function moreButton(screen) {
  const open = Boolean(screen.moreOpen);
  return el("button", { type: "button", class: "bar-button", "data-offline": "", "data-action": "more",
    "aria-expanded": open ? "true" : "false", onclick: () => toggleMore(screen, !open) },
  el("span", { class: "bar-icon", "aria-hidden": "true" }, "⋯"), words("screen-more"));
}

export function moreSheet(screen) {
  return el("nav", { class: "more-sheet", "aria-label": words("screen-more") },
    ...moreTools(screen).map(([action, icon, said, handler]) => el("button", {
      type: "button", "data-action": action,
      onclick: (event) => { toggleMore(screen, false, { focus: false }); handler(event); },
    }, el("span", { class: "bar-icon", "aria-hidden": "true" }, icon), ` ${said}`)),
    languagePicker({ onPick: (code) => pickLanguage(screen, code) }));
}

// Another language picked in a battle: the whole screen said again in it (More stays
// open on the picker). A catalogue that cannot be fetched leaves the screen as it was,
// and says why where the screen's errors show.
async function pickLanguage(screen, code) {
  try {
    // Overtaken by a later pick: that one draws.
    if (!(await choose(code))) return;
  } catch (err) {
    screen.message(words("language-pick-failed", { code, reason: err.message }));
    return;
  }
  screen.draw();
  $("#language-picker", screen.root)?.focus({ preventScroll: true });
}

// More opened or closed: only the bar is drawn again (Go to's sheet closed), the focus
// on its first choice (open) or back on More (closed), never scrolling the page.
export function toggleMore(screen, open, { focus = true } = {}) {
  screen.moreOpen = open;
  if (open) screen.jumping = false;
  const bar = $(".battle-bar", screen.root);
  if (!bar) return screen.draw();
  bar.replaceWith(screen.bar());
  if (focus) $(open ? ".more-sheet button" : ".battle-bar [data-action=more]", screen.root)?.focus({ preventScroll: true });
  screen.gate();
}
