// What a Unit's row in the overview says, formatted from the engine's view: its name,
// models in play of those it started with, and whether it has losses or none left.
// No DOM here: the words alone, so they are tested without a page.
import { words } from "../../i18n/words.js";

// No engagements are kept in a Ninth Age battle: only those with none left go last.
export const fighting = () => false;
export const gone = (u) => u.destroyed;

export function unitRow(u) {
  const total = u.models.length;
  // Those still in play, as the Unit's card lists them (a wiped-out Health Pool is gone);
  // a Champion is one of the Unit's models, no Character: each counted under its own mark.
  const wipedOut = new Set(u.pools.filter((p) => p.wiped_out).map((p) => p.id));
  const living = u.characters.filter((c) => !wipedOut.has(c.id));
  const champions = living.filter((c) => c.kind === "champion").length;
  const characters = living.length - champions;
  return {
    name: u.name,
    strength: words("ninth-page-strength", { left: u.models_left, total }),
    status: u.destroyed ? words("ninth-page-destroyed") : u.models_left < total ? words("ninth-page-losses") : words("ninth-page-full-strength"),
    characters: [characters ? words("ninth-page-characters", { count: characters }) : "",
      champions ? words("ninth-page-champions", { count: champions }) : ""].filter(Boolean).join(" "),
    due: "",
  };
}
