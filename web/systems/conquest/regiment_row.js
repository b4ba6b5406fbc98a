// What a Regiment's row in the overview says, formatted from the engine's view: its
// name, Stands left of those it started with (the engine's count, Characters included,
// and its note saying so), status, whom it fights and what it owes.
// No DOM here: the words alone, so they are tested without a page.
import { counted } from "../../views/counted.js";

export const STATUS_TEXT = { steady: "Steady", broken: "Broken", shattered: "Shattered", destroyed: "Destroyed" };

export const fighting = (r) => !!r.engaged;
export const gone = (r) => r.status === "destroyed" || r.status === "shattered";

// "5/7 Stands": the one count the row, the card and Go to show.
export const strengthText = (r) => `${r.stands_left}/${counted(r.stands_start, "Stand")}`;

export function regimentRow(r) {
  return {
    name: r.name,
    strength: strengthText(r),
    characters: r.stands_note || "",
    status: STATUS_TEXT[r.status] || r.status,
    fight: r.engaged ? `Engaged with ${r.engaged.with.join(", ")}`
      : r.engagement === "stranded" ? "Stranded" : "",
    due: r.due || "",
  };
}
