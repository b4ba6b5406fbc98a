// Form helpers shared by the new-battle forms and the roster editor: every control gets
// an id and a label tied to it (screen readers, 44 px tap area on the label too).
import { el, setText } from "./dom.js";
import { words } from "../i18n/words.js";

let counter = 0;

export function field(label, input, { hint = null, path = null } = {}) {
  if (!input.id) input.id = `f${++counter}`;
  if (path) input.dataset.field = path; // the engine's field name, for its errors
  return el("div", { class: "field" }, el("label", { for: input.id }, label), input,
    hint ? el("span", { class: "muted" }, hint) : "");
}

export function numberInput(name, value, min = 0, max = 99) {
  return el("input", { type: "number", name, value: value ?? "", min, max, inputmode: "numeric" });
}

// The two players' names; a rename shows up at once in every "Player" choice of the
// form (selects named "player" whose option values are 0 and 1).
export function playerFields(players) {
  const row = el("div", { class: "row" });
  players.forEach((name, i) => {
    const input = el("input", { type: "text", name: "pname", value: name, placeholder: words("muster-player-n", { player: i + 1 }), maxlength: 40 });
    input.addEventListener("input", () => {
      players[i] = input.value.trim() || input.placeholder;
      const form = input.closest("form");
      if (!form) return;
      form.querySelectorAll(`select[name=player] option[value="${i}"]`).forEach((o) => setText(o, players[i]));
    });
    row.append(field(words("muster-player-n", { player: i + 1 }), input));
  });
  return row;
}

// A row added to a battle's list is for the player of the row above it (the list is
// filled one army after another), or the first player in an empty list.
export function lastRowsPlayer(rows) {
  const select = [...rows.querySelectorAll("select[name=player]")].pop();
  return select ? Number(select.value) : 0;
}
