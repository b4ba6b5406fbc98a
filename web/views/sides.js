// The two sides' names as the screens show them: a name the players gave as written,
// the app's own name for a side they did not name ("Player 1": the engine's
// ``players_msg``) in the player's language. A view without it shows its names.
import { said } from "../i18n/words.js";

export const sideNames = (view) => view.players.map((name, i) => said(view.players_msg ? view.players_msg[i] : null, name));

// A side's name goes into the engine's sentences as an argument, as written ("Player
// 1"): each default one is swapped for its name in the player's language, in every
// message of ``view`` (a report: its summary lines, luck and loss lines, nested parts
// too), and ``players`` become the names shown. Only a message's arguments change; the
// English texts stay the engine's fallback.
export function withSideNames(view) {
  if (!view || !Array.isArray(view.players_msg)) return view;
  const names = sideNames(view);
  const swap = new Map();
  view.players.forEach((name, i) => { if (view.players_msg[i] && names[i] !== name) swap.set(name, names[i]); });
  if (!swap.size) return view;
  const arg = (v) => (typeof v === "string" && swap.has(v) ? swap.get(v) : Array.isArray(v) ? v.map(arg) : v);
  const walk = (x) => {
    if (Array.isArray(x)) return x.map(walk);
    if (!x || typeof x !== "object") return x;
    const out = {};
    for (const [key, value] of Object.entries(x)) out[key] = walk(value);
    if (typeof x.id === "string" && x.args && typeof x.args === "object" && !Array.isArray(x.args)) {
      out.args = Object.fromEntries(Object.entries(x.args).map(([k, v]) => [k, arg(v)]));
    }
    return out;
  };
  return { ...walk(view), players: names };
}
