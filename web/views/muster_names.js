// Names a player can tell apart: two profiles, or two lines of a list, with one name (a
// Regiment removed and added again, a profile duplicated) are numbered wherever they
// are listed, as buttons and in previews. And Muster's other words: the systems' names,
// a profile's and a list's summary line (their pieces' nouns are the catalogue's).
import { rulesText } from "./special_rules.js";
import { musterSystems } from "../system_words.js";
import { words } from "../i18n/words.js";

// ``names`` in order, each told apart: "Bound Clones", "Bound Clones (2)", ...
export function numbered(names) {
  const seen = new Map();
  const totals = new Map();
  for (const n of names) totals.set(n, (totals.get(n) || 0) + 1);
  return names.map((n) => {
    const k = (seen.get(n) || 0) + 1;
    seen.set(n, k);
    return totals.get(n) > 1 && k > 1 ? `${n} (${k})` : n;
  });
}

export const SYSTEM_NAMES = Object.fromEntries(musterSystems());

// ``part``: the system's own Muster part (its plug-in's), which words the numbers.
export function profileSummary(part, p) {
  let summary = part.summary(p);
  // A Ninth Age Champion is no Character: counted apart.
  const champions = p.characters.filter((c) => c.kind === "champion").length;
  const characters = p.characters.length - champions;
  if (characters) summary = words("muster-summary-characters", { summary, characters });
  if (champions) summary = words("muster-summary-champions", { summary, champions });
  if (p.special_rules && p.special_rules.length) summary = words("muster-summary-rules", { summary, rules: rulesText(p.special_rules, part.ruleMsgs ? part.ruleMsgs(p.special_rules) : null) });
  return summary;
}

export function listSummary(system, list) {
  const total = list.entries.reduce((n, e) => n + e.count, 0);
  const lines = numbered(list.entries.map((e) => e.profile.name))
    .map((name, i) => (list.entries[i].count > 1 ? words("muster-list-line", { count: list.entries[i].count, name }) : name)).join(", ");
  const summary = words("muster-list-summary", { system, total, lines });
  return list.player ? words("muster-list-summary-player", { player: list.player, summary }) : summary;
}

