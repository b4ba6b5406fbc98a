// What the engine says about its rule systems (engine.systems): its copy kept with the
// page, for the first screen before Python is up, then the engine's own reply. The
// plug-ins take every rule id and rule sentence they show from here.
import { ENGINE_SYSTEMS } from "./engine_systems.js";

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
  return { said: (key) => find(key).said, rule: (key) => find(key).rule, text: (key) => find(key).text };
}

// The abbreviations a system's screens use, with their full words: { HP: "Health
// Points" }, from the engine's words keyed "abbr_HP".
export function abbreviations(name) {
  const info = systemInfo(name);
  const words = info ? info.words.filter((w) => w.key.startsWith("abbr_")) : [];
  return Object.fromEntries(words.map((w) => [w.key.slice(5), w.text]));
}

// A system's name in the players' words ("The Ninth Age"): the engine's title.
export function systemTitle(name) {
  const info = systemInfo(name);
  return info ? info.title : name;
}

// The systems that keep profiles and lists in Muster: [name, title] each, and their
// pieces' nouns ({ noun: "Regiment", plural: "Regiments" }).
export function musterSystems() {
  return reply.systems.filter((s) => s.muster).map((s) => [s.name, s.title]);
}

export function musterNouns(name) {
  const info = systemInfo(name);
  return info && info.muster;
}
