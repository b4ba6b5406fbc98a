// What a Regiment's row in the overview says, formatted from the engine's view: its
// name, Stands left of those it started with, status, whom it fights and what it owes.
// No DOM here: the words alone, so they are tested without a page.
import { counted } from "../../views/counted.js";

export const STATUS_TEXT = { steady: "Steady", broken: "Broken", shattered: "Shattered", destroyed: "Destroyed" };

export const fighting = (r) => !!r.engaged;
export const gone = (r) => r.status === "destroyed" || r.status === "shattered";

export function regimentRow(r) {
  const characters = r.characters.filter((c) => !c.destroyed).length;
  return {
    name: r.name,
    strength: `${r.stands_left}/${counted(r.starting_stands, "Stand")}`,
    characters: characters ? `★ ${counted(characters, "Character")}` : "",
    status: STATUS_TEXT[r.status] || r.status,
    fight: r.engaged ? `Engaged with ${r.engaged.with.join(", ")}`
      : r.engagement === "stranded" ? "Stranded" : "",
    due: r.due || "",
  };
}
