// A Ninth Age Unit as the player sees it: its models in ranks and files (the shared
// formation drawing), Characters and Champions marked, every Health Pool's standing and
// the lost Health Points carried over, in text as well as colour. Draws only: every
// number here comes from the engine's view.
import { el } from "../../views/dom.js";
import { rulesNote } from "../../views/special_rules.js";
import { formationSvg } from "../../views/formation.js";
import { overviewRowHead } from "../../views/overview_row.js";
import { unitRow } from "./unit_row.js";
import { withAbbr } from "../../views/abbr.js";
import { abbreviations } from "../../system_words.js";

// The engine's full words of what the Unit's texts abbreviate ("HP").
export const ABBR = abbreviations("ninth_age");

export const RANK_AND_FILE = "rank_and_file";
const KIND_MARK = { character: "★", champion: "⚑" };
const KIND_NAME = { character: "Character", champion: "Champion" };

function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export function poolName(unit, poolId) {
  const pool = unit.pools.find((p) => p.id === poolId);
  if (!pool) return poolId;
  return pool.id === RANK_AND_FILE ? "Rank and file" : `${KIND_NAME[pool.kind] || pool.kind} ${pool.name}`;
}

// "1 lost HP carried" / "no lost HP carried": the carried-over losses of one pool.
export function carriedText(lost) {
  return lost ? `${lost} lost HP carried` : "no lost HP carried";
}

// Two letters for a model's cell, from the words of its name: "Sir Bors" SB, "Trolls
// (Ben)" TB (a side's name in brackets is a word, not "T(").
function initials(name) {
  const words = String(name).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length > 1) return (words[0][0] + words[1][0]).toUpperCase();
  return (words[0] || String(name).trim()).slice(0, 2).toUpperCase();
}

export function modelCells(unit) {
  const characters = Object.fromEntries(unit.characters.map((c) => [c.id, c]));
  return unit.models.map((m) => {
    const c = characters[m.pool];
    const kind = c ? c.kind : RANK_AND_FILE;
    const who = c ? `${KIND_NAME[kind]} ${c.name}` : "Model";
    const hp = c ? `${c.hp - c.lost_hp}/${c.hp} HP` : `${unit.hp} HP`;
    return {
      rank: m.rank,
      file: m.file,
      lost: m.removed,
      className: `model ${kind}${m.removed ? " removed" : ""}`,
      dataset: {
        model: m.id, rank: m.rank, file: m.file, pool: m.pool, kind, removed: m.removed,
      },
      mark: c ? KIND_MARK[kind] : "",
      label: m.removed ? "✕" : c ? initials(c.name) : "",
      sub: m.removed ? "lost" : c ? `${c.hp - c.lost_hp}/${c.hp}` : "",
      // The place in the engine's words, counted from 1 like the picker and the log.
      title: `${who}: ${m.removed ? "removed" : `${m.place}, ${hp}`}`,
    };
  });
}

export function unitFormation(unit, label) {
  return formationSvg({
    files: Math.max(unit.files, 1),
    cells: modelCells(unit),
    width: 25, depth: 25,
    // Models are tapped to pick them: each is a 44 px target.
    minCell: 44,
    key: `ninth_age:${unit.id}:${unit.name}:${label || "card"}`,
    title: label || `${unit.name}: ${unit.ranks} rank${unit.ranks === 1 ? "" : "s"} of up to ${unit.width} files`,
  });
}

export function unitStatus(unit) {
  const row = unitRow(unit);
  if (unit.destroyed) return el("span", { class: "status status-destroyed", "data-status-text": "destroyed" }, row.status);
  const lost = unit.models_left < unit.models.length;
  return el("span", { class: `status ${lost ? "status-losses" : "status-steady"}`, "data-status-text": lost ? "losses" : "full" }, row.status);
}

export function poolList(unit) {
  return el("ul", { class: "pools", "aria-label": `Health Pools of ${unit.name}` }, ...unit.pools.map((p) =>
    el("li", {
      class: `pool${p.wiped_out ? " wiped-out" : ""}`, "data-health-pool": p.id, "data-lost-hp": p.lost_hp,
      "data-health-points": p.health_points,
    },
    el("span", { class: "pool-name" }, p.id === RANK_AND_FILE ? "Rank and file" : `${KIND_MARK[p.kind] || ""} ${KIND_NAME[p.kind] || p.kind} ${p.name}`),
    ": ",
    ...(p.wiped_out
      ? ["wiped out"]
      : withAbbr(`${plural(p.models, "model")} of ${p.hp} HP, ${p.health_points} HP left, ${carriedText(p.lost_hp)}`, ABBR)))));
}

// A Unit in the overview: its row, the verdict of the last action on it, and its card
// (the models drawn, its Health Pools and notes), drawn but hidden until asked for.
export function unitCard(unit, { selected, shown = false, onSelect, onShow, verdict = "" }) {
  const row = unitRow(unit);
  const head = overviewRowHead({ id: unit.id, row: { ...row, facts: [row.characters, `${unit.hp} HP per model`].filter(Boolean) },
    status: unitStatus(unit), selected, shown, onSelect, onShow, abbr: ABBR });
  // With Characters or Champions the pool list says the rank and file's carried HP
  // (said once: the card would otherwise read "no lost HP carried" twice).
  const carried = unit.characters.length ? "" : el("p", { class: `note carried${unit.lost_hp ? " has-carried" : ""}`, "data-carried": unit.lost_hp },
    ...withAbbr(`Rank and file: ${carriedText(unit.lost_hp)}`, ABBR));
  return el("article", {
    class: `regiment unit player-${unit.player}${selected ? " selected" : ""}`,
    "data-unit": unit.id, "data-lost-hp": unit.lost_hp, "data-destroyed": String(unit.destroyed),
    "aria-label": `${unit.name}, ${unit.destroyed ? "destroyed" : carriedText(unit.lost_hp)}`,
  },
  head,
  verdict,
  el("div", { class: "card-body", hidden: !shown },
    el("div", { class: "formation-tap", onclick: () => onSelect(unit.id) }, unitFormation(unit)),
    carried,
    rulesNote(unit.special_rules) || "",
    // With Characters or Champions the Unit has several Health Pools: each one's standing.
    unit.characters.length ? poolList(unit) : ""));
}
