// Abbreviations a screen shows where room is short ("3 HP", "2 W left"), each marked
// <abbr title="Health Points"> and explained once in words by a visible legend, which
// a screen reader reads as it reads any text. The full words are the engine's
// (system_words.js ``abbreviations``): the page never names a rule's quantity itself.
import { el } from "./dom.js";

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// ``text`` cut into plain parts and abbreviations ({ short, full }), each abbreviation
// a whole word of ``table``'s ({ HP: "Health Points" }): "3 HP" has one, "HPX" none.
export function abbrParts(text, table) {
  const keys = Object.keys(table);
  const value = String(text);
  if (!keys.length) return [value];
  // One alternation, never nested: linear in the text's length.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${keys.map(escape).join("|")})(?![\\p{L}\\p{N}])`, "gu");
  const parts = [];
  let at = 0;
  for (const m of value.matchAll(pattern)) {
    if (m.index > at) parts.push(value.slice(at, m.index));
    parts.push({ short: m[1], full: table[m[1]] });
    at = m.index + m[1].length;
  }
  if (at < value.length) parts.push(value.slice(at));
  return parts;
}

// The text as nodes, each abbreviation an <abbr> with its full word as its title.
export function withAbbr(text, table) {
  return abbrParts(text, table).map((p) => (typeof p === "string" ? p : el("abbr", { title: p.full }, p.short)));
}

// "HP: Health Points" for each abbreviation of ``table`` the screen uses.
export function legendText(table, used = Object.keys(table)) {
  return used.filter((k) => k in table).map((k) => `${k}: ${table[k]}`).join(" · ");
}

export function abbrLegend(table, used) {
  const text = legendText(table, used);
  return text ? el("p", { class: "abbr-legend muted" }, text) : "";
}
