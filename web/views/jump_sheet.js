// "Go to" in the top bar (table flow 10): every piece of the battle by name, in the
// overview's order and grouped by player, so any one's losses are two taps from
// anywhere on the screen without scrolling to it. The screen says what a name opens.
import { $, el, userText } from "./dom.js";
import { words } from "../i18n/words.js";

// The bar's button; ``open``: the sheet is shown under the bar.
export function goToButton(open, onToggle) {
  return el("button", { type: "button", class: "bar-button", "data-offline": "", "data-action": "go-to",
    "aria-expanded": open ? "true" : "false", onclick: () => onToggle(!open) },
  el("span", { class: "bar-icon", "aria-hidden": "true" }, "☰"), words("screen-go-to"));
}

// ``order``: [[player 0's pieces], [player 1's]] as the overview draws them;
// ``status(piece)``: its status (and strength, as its row says it) in words;
// ``note``: what those words count, said once under the names; ``onGo(id)``: a name tapped.
export function jumpSheet({ label, order, players, status, state, note = "", onGo }) {
  return el("nav", { class: "jump-sheet", "aria-label": label },
    ...order.map((side, player) => el("div", { class: "jump-column" },
      userText(players[player], { class: `jump-player player-${player}`, "aria-hidden": "true" }),
      el("ul", { class: `jump-side player-${player}`, "aria-label": players[player] },
        ...side.map((piece) => el("li", {}, el("button", {
          type: "button", "data-go-to": piece.id, "data-status": state(piece), onclick: () => onGo(piece.id),
        }, userText(piece.name, { class: "jump-name" }), el("span", { class: "jump-status" }, ` ${status(piece)}`))))))),
    note ? el("p", { class: "jump-note muted" }, note) : "");
}

// The sheet opened or closed: only the bar is drawn again, the focus on its first name
// (open) or back on Go to (closed), never scrolling the page.
export function toggleJump(screen, open) {
  screen.jumping = open;
  if (open) screen.moreOpen = false;
  const bar = $(".battle-bar", screen.root);
  if (!bar) return screen.draw();
  bar.replaceWith(screen.bar());
  $(open ? ".jump-sheet button" : ".battle-bar [data-action=go-to]", screen.root)?.focus({ preventScroll: true });
  screen.gate();
}
