// What the engine says about its rule systems (engine.systems): its copy kept with the
// page, for the first screen before Python is up, then the engine's own reply. The
// plug-ins take every rule id and rule sentence they show from here.
// Each word, title and link title comes with its message (``msg``, ``title_msg``): said
// in the player's language, its English the engine's text beside it.
import { ENGINE_SYSTEMS } from "./engine_systems.js";
import { language, said, words } from "./i18n/words.js";

let reply = ENGINE_SYSTEMS;

export function useEngineSystems(answer) {
  reply = answer;
}

export function systemInfo(name) {
  return reply.systems.find((s) => s.name === name) || null;
}

export function linkOpens(kind) {
  return reply.links[kind] || null;
}

// The system whose link kind this is, or null.
export function systemOfLink(kind) {
  const info = reply.systems.find((s) => s.links.some((l) => l.kind === kind));
  return info ? info.name : null;
}

// One system's sentences by key ("natural_rolls"): ``said`` is the sentence with its
// rule as the page shows it, ``rule`` the rule id alone.
export function wordsOf(name) {
  const find = (key) => {
    const info = systemInfo(name);
    const all = info ? [...info.words, ...info.statuses, ...info.report_words] : [];
    const word = all.find((w) => w.key === key);
    if (!word) throw new Error(`The engine has no words “${key}” for ${name}.`);
    return word;
  };
  return { said: (key) => wordSaid(find(key)), rule: (key) => find(key).rule, text: (key) => wordText(find(key)) };
}

// A word of the engine's (``{ key, text, rule, said, msg? }``) in the player's language;
// with its rule as a rule's reason is cited ("text (rule)"), unless the engine words the
// two together its own way (then its English).
export const wordText = (word) => said(word.msg, word.text);
const wordSaid = (word) => (word.msg && word.said === `${word.text} (${word.rule})`
  ? words("rule-cited", { reason: wordText(word), rule: word.rule }) : word.said);

// The abbreviations a system's screens use, with their full words: { HP: "Health
// Points" }, from the engine's words keyed "abbr_HP"; each short as the language writes
// it (system-word-abbreviation; the pseudo-locale's brackets taken off, as it is said
// inside other messages).
export function abbreviations(name) {
  const info = systemInfo(name);
  const found = info ? info.words.filter((w) => w.key.startsWith("abbr_")) : [];
  const short = (key) => {
    const text = words("system-word-abbreviation", { key });
    return language() === "pseudo" ? text.slice(1, -1) : text;
  };
  return Object.fromEntries(found.map((w) => [short(w.key.slice(5)), wordText(w)]));
}

// A system's name in the players' words ("The Ninth Age"): the engine's title.
export function systemTitle(name) {
  const info = systemInfo(name);
  return info ? said(info.title_msg, info.title) : name;
}

// A link kind's title ("Conquest army list") in the player's language; ``title``, the
// engine's English for it, when the page knows no such kind.
export function linkTitle(kind, title) {
  const link = reply.systems.flatMap((s) => s.links).find((l) => l.kind === kind);
  return link ? said(link.title_msg, link.title) : title;
}

// The systems that keep profiles and lists in Muster: [name, title] each.
export function musterSystems() {
  return reply.systems.filter((s) => s.muster).map((s) => [s.name, systemTitle(s.name)]);
}
