// One row of a battle's overview: a button naming the piece, its strength, status and
// the facts its system says (what it owes first), which opens its actions in place;
// and a second button showing its card (the formation drawn) under the row.
import { el, userText } from "./dom.js";
import { withAbbr } from "./abbr.js";
import { words } from "../i18n/words.js";

// ``row``: { name, strength, facts: [text], due }, the system's words from the view;
// ``status``: its status badge (text, not colour alone); ``abbr``: the system's
// abbreviations ({ HP: "Health Points" }), marked in the facts.
export function overviewRowHead({ id, row, status, selected, shown, onSelect, onShow, abbr = {} }) {
  return el("div", { class: "row-head" },
    el("button", {
      type: "button", class: "regiment-row formation-button", "aria-expanded": selected ? "true" : "false",
      "data-due": row.due ? "true" : null, onclick: () => onSelect(id),
    },
    el("span", { class: "row-line" },
      userText(row.name, { class: "regiment-name" }),
      el("span", { class: "row-strength" }, row.strength)),
    el("span", { class: "row-line row-facts" }, status,
      ...row.facts.map((text) => el("span", { class: `row-fact${text === row.due ? " row-due" : ""}` }, ...withAbbr(` · ${text}`, abbr))))),
    el("button", {
      type: "button", class: "card-button", "data-offline": "", "aria-expanded": shown ? "true" : "false",
      "data-action": "show-card", onclick: () => onShow(id),
    }, words("screen-card"), el("span", { class: "visually-hidden" }, words("screen-card-of", { name: row.name }))));
}

// A piece's card shown or hidden under its row (``screen.shownCards``): only that
// piece is drawn again, and it is what stays where it was on the screen (its row was
// just tapped), not the piece whose actions are open: that one, below it, kept in place,
// would push the drawing up under the top bar.
export function toggleCard(screen, id) {
  if (screen.shownCards.has(id)) screen.shownCards.delete(id);
  else screen.shownCards.add(id);
  const name = screen.constructor.card;
  const cardOf = () => screen.root.querySelector(`article[${name}="${CSS.escape(id)}"]`);
  const node = cardOf();
  const item = screen.item(id);
  if (!node || !item) return screen.draw();
  screen.keepingPlace(() => node.replaceWith(screen.card(item)), cardOf);
}
