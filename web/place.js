// Where the player was on a battle's screen, kept for this tab only (sessionStorage)
// when the page is hidden or left, so that a reload, or the phone discarding the tab
// at the table, reopens the battle there and not at the top of its list (table flow 2).
// A convenience, never a record: one that cannot be kept or read is said in the
// console and the battle opens at the top, as it always did.
import { CARD_ATTRIBUTES } from "./systems/index.js";

const KEY = "aftermath.place";
const MAX_CHARS = 1000;

export function keepPlace(battle, place) {
  try {
    let text = JSON.stringify({ battle, ...place });
    // Where the player was matters more than what they had typed there.
    if (text.length > MAX_CHARS) text = JSON.stringify({ battle, ...place, entry: null });
    sessionStorage.setItem(KEY, text);
  } catch (err) {
    console.warn(`Where the player was is not kept for a reload: ${err.message}`);
  }
}

// Nothing is kept: the tab is on another screen (a place kept on a battle before the
// player went back to the list must not come back on a later reload).
export function forgetPlace() {
  try {
    sessionStorage.removeItem(KEY);
  } catch (err) {
    console.warn(`Where the player was could not be forgotten: ${err.message}`);
  }
}

// The place this tab kept, with its battle (once: it is forgotten as it is read), or null.
export function takePlace() {
  let text = null;
  try {
    text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch (err) {
    console.warn(`Where the player was could not be read: ${err.message}`);
    return null;
  }
  if (text === null) return null;
  const why = problem(text);
  if (why) {
    console.warn(`Where the player was is not used: ${why}`);
    return null;
  }
  const place = JSON.parse(text);
  return { battle: place.battle, card: place.card, top: place.top, y: place.y, open: place.open ?? null, tab: place.tab ?? null, entry: place.entry ?? null };
}

// What is wrong with a kept place (it comes from storage: checked like any other), or "".
function problem(text) {
  if (text.length > MAX_CHARS) return `it is ${text.length} characters, over ${MAX_CHARS}`;
  let place;
  try {
    place = JSON.parse(text);
  } catch (err) {
    return `it is not JSON (${err.message})`;
  }
  const said = (v) => JSON.stringify(v);
  if (place === null || typeof place !== "object" || Array.isArray(place)) return `${said(place)} is not an object`;
  if (typeof place.battle !== "string") return `battle ${said(place.battle)} is not an id`;
  const card = place.card;
  if (card !== null && !(Array.isArray(card) && card.length === 2 && CARD_ATTRIBUTES.includes(card[0]) &&
    typeof card[1] === "string" && card[1].length <= 200)) return `card ${said(card)} is not a card of a battle`;
  // Whose actions were open and on which tab (absent from a place kept by an older page).
  for (const [name, most] of [["open", 200], ["tab", 20]]) {
    const v = place[name];
    if (v !== undefined && v !== null && !(typeof v === "string" && v.length <= most)) return `${name} ${said(v)} is not an id`;
  }
  // What the open panel held (the screen puts back only what its panel can have).
  const entry = place.entry;
  if (entry !== undefined && entry !== null && (typeof entry !== "object" || Array.isArray(entry) ||
    !Number.isInteger(entry.rev))) return `entry ${said(entry)} is not what a panel held`;
  for (const name of ["top", "y"]) {
    const v = place[name];
    if (!Number.isFinite(v) || Math.abs(v) > 1e7) return `${name} ${said(v)} is not a place on the page`;
  }
  return "";
}
