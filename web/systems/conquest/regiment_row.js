// What a Regiment's row in the overview says, formatted from the engine's view: its
// name, Stands left of those it started with (the engine's count, Characters included,
// and its note saying so), status, whom it fights and what it owes.
// No DOM here: the words alone, so they are tested without a page.
import { said, words } from "../../i18n/words.js";

// A status in words, said when read (the language may change while the page is open).
export const STATUS_TEXT = {
  get steady() { return words("battle-status-steady"); },
  get broken() { return words("battle-status-broken"); },
  get shattered() { return words("battle-status-shattered"); },
  get destroyed() { return words("battle-status-destroyed"); },
};

export const fighting = (r) => !!r.engaged;
export const gone = (r) => r.status === "destroyed" || r.status === "shattered";

// "5/7 Stands": the one count the row, the card and Go to show.
export const strengthText = (r) => words("battle-strength", { left: r.stands_left, start: r.stands_start });

// What the Stand count holds beyond the Regiment's own Stands (the engine says when:
// ``stands_note``): its Characters, which the rules count as Stands.
export const charactersNote = (r) => (r.stands_note ? words("battle-characters-counted", { n: r.characters.length }) : "");

export function regimentRow(r) {
  return {
    name: r.name,
    strength: strengthText(r),
    characters: charactersNote(r),
    status: STATUS_TEXT[r.status] || r.status,
    fight: r.engaged ? words("battle-engaged-with", { foes: r.engaged.with.join(", ") })
      : r.engagement === "stranded" ? words("battle-stranded") : "",
    due: r.due ? said(r.due_msg, r.due) : "",
  };
}
