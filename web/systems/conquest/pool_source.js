// Where a Wound Pool comes from, as the player says it: the Enemy Regiment that
// caused it, the kind of harm and the arc. What the pool names is the battle's: the
// default source (the one Enemy Regiment in contact, ``regiment.pool_source`` in the
// engine's view) and the arc a battlefield gives it, with the player's choices over
// them. The kinds of harm' titles and whether each causes Morale Tests
// (conquest.special_rules) only label the choices: until they are in, the choice of
// harm waits, says so, and the pool still names its source, harm and arc. The common
// case needs no tap: one summary line.
import { el, userText } from "../../views/dom.js";
import { said, words } from "../../i18n/words.js";
import { withNodes } from "../../views/with_nodes.js";

// The arcs a pool may come from, said when read.
const ARC_WORDS = {
  get front() { return words("battle-pool-arc-front"); },
  get flank() { return words("battle-pool-arc-flank"); },
  get rear() { return words("battle-pool-arc-rear"); },
};

// A fresh choice for the next pool: the engine's default source, Clash, the front, and
// Morale Tests as the harm says; its line closed unless several enemies are in contact.
export function freshSource(source = undefined) {
  return { source, harm: "clash", arc: "front", morale: null, open: false };
}

function enemies(view, regiment) {
  return view.regiments.filter((r) => r.player !== regiment.player && r.status !== "destroyed" && r.status !== "shattered");
}

// The source the pool names now: the player's pick, else the engine's default.
function sourceOf(regiment, chosen) {
  if (chosen.source !== undefined) return chosen.source;
  return (regiment.pool_source && regiment.pool_source.default) || null;
}

// The arc the battlefield gives that source, when it does (then it is not asked).
function tableArc(regiment, source) {
  const c = source && regiment.pool_source ? regiment.pool_source.choices.find((x) => x.regiment === source) : null;
  return c ? c.arc : null;
}

function harmInfo(info, harm) {
  return info ? info.harms.find((h) => h.harm === harm) : null;
}

// Whether the pool causes Morale Tests: the player's word, else the harm's; null while
// the harm's is not known here (the engine decides it from the harm the pool names).
export function causesMorale(chosen, info) {
  if (chosen.morale !== null) return chosen.morale;
  const h = harmInfo(info, chosen.harm);
  return h ? h.morale : null;
}

// The Wound Pool event's source fields (and the odds request's: the same keys), from
// the battle's view and the player's choices only: never from a reply that may not
// have come (a pool sent without them lost Terrifying, Phalanx and the rear re-roll).
// ``morale`` only when the player said it: otherwise the harm decides, in the engine.
export function sourceFields(regiment, chosen) {
  const out = {};
  if (chosen.morale !== null) out.morale = chosen.morale;
  const source = sourceOf(regiment, chosen);
  if (source) out.source = source;
  out.harm = chosen.harm;
  if (!tableArc(regiment, source)) out.arc = chosen.arc;
  return out;
}

// One line: "From Knights · Clash · flank (from the battlefield)", the name isolated
// from the app's words after it.
function summaryText(view, regiment, chosen, info) {
  const source = sourceOf(regiment, chosen);
  const name = source ? (view.regiments.find((r) => r.id === source) || {}).name || source : "";
  const h = harmInfo(info, chosen.harm);
  const arc = tableArc(regiment, source);
  const harm = h ? said(h.title_msg, h.title) : info ? chosen.harm : words("battle-pool-harm-waiting");
  const where = arc ? words("battle-pool-arc-battlefield", { arc: ARC_WORDS[arc] }) : ARC_WORDS[chosen.arc];
  if (!source) return [words("battle-pool-source-unnamed", { harm, arc: where })];
  return withNodes(([mark]) => words("battle-pool-source", { name: mark, harm, arc: where }), [userText(name)]);
}

// ``onChange`` redraws what depends on it (the preview, the no-Morale box). Without
// ``info`` yet, the harm's choice is off and says why; the rest is the battle's.
export function poolSourceControl({ view, regiment, chosen, info, disabled, onChange }) {
  const offered = (regiment.pool_source && regiment.pool_source.choices) || [];
  const several = offered.length > 1 && chosen.source === undefined;
  const source = sourceOf(regiment, chosen);
  const foes = enemies(view, regiment);
  const pick = el("select", { id: "pool-source", disabled, onchange: () => { chosen.source = pick.value || null; chosen.open = true; onChange(); } },
    el("option", { value: "", selected: !source }, several ? words("battle-pool-choose-enemy") : words("battle-pool-not-named")),
    ...foes.map((r) => el("option", { value: r.id, selected: r.id === source }, r.name)));
  const harms = info ? info.harms.map((h) => el("option", { value: h.harm, selected: h.harm === chosen.harm }, h.morale ? said(h.title_msg, h.title) : words("battle-pool-harm-no-morale", { harm: said(h.title_msg, h.title) })))
    : [el("option", { value: chosen.harm, selected: true }, words("battle-pool-waiting"))];
  const harm = el("select", { id: "pool-harm", disabled: disabled || !info, "data-waiting": info ? null : "true",
    onchange: () => { chosen.harm = harm.value; chosen.morale = null; chosen.open = true; onChange(); } }, ...harms);
  const fixedArc = tableArc(regiment, source);
  const arc = el("select", { id: "pool-arc", disabled: disabled || !!fixedArc, onchange: () => { chosen.arc = arc.value; chosen.open = true; onChange(); } },
    ...Object.keys(ARC_WORDS).map((a) => el("option", { value: a, selected: a === (fixedArc || chosen.arc) }, ARC_WORDS[a])));
  const fields = el("div", { class: "row" },
    el("div", { class: "field" }, el("label", { for: pick.id }, words("battle-pool-wounds-from")), pick),
    el("div", { class: "field" }, el("label", { for: harm.id }, words("battle-pool-harm")), harm),
    el("div", { class: "field" }, el("label", { for: arc.id }, fixedArc ? words("battle-pool-arc-fixed") : words("battle-pool-arc")), arc));
  // Several Enemy Regiments in contact: the player is asked, so it is open; once opened
  // it stays so until the pool is applied, what was picked in view.
  const box = el("details", { class: "pool-source", open: several || !!chosen.open, "data-source": source || "" },
    el("summary", { "data-action": "pool-source" }, ...summaryText(view, regiment, chosen, info)), fields);
  box.addEventListener("toggle", () => { chosen.open = box.open; });
  return box;
}
