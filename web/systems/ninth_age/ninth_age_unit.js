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
import { language, said, words } from "../../i18n/words.js";

// What the Unit's texts abbreviate ("HP": "Health Points"), in the player's language: the
// key as the messages write it (the pseudo-locale's brackets taken off, as it is said
// inside other messages).
export function abbr() {
  const short = words("ninth-page-hp-abbr");
  return { [language() === "pseudo" ? short.slice(1, -1) : short]: words("ninth-page-hp-full") };
}

export const RANK_AND_FILE = "rank_and_file";
const KIND_MARK = { character: "★", champion: "⚑" };

// A Character's or Champion's name with its kind ("Character Ana").
const kindName = (kind, name) => words("ninth-page-kind-name", { kind, name });

export function poolName(unit, poolId) {
  const pool = unit.pools.find((p) => p.id === poolId);
  if (!pool) return poolId;
  return pool.id === RANK_AND_FILE ? words("ninth-page-rank-and-file") : kindName(pool.kind, pool.name);
}

// "1 lost HP carried" / "no lost HP carried": the carried-over losses of one pool.
export function carriedText(lost) {
  return words("ninth-page-carried", { lost });
}

// Two letters for a model's cell, from the words of its name: "Sir Bors" SB, "Trolls
// (Ben)" TB (a side's name in brackets is a word, not "T(").
function initials(name) {
  const parts = String(name).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (parts.length > 1) return (parts[0][0] + parts[1][0]).toUpperCase();
  return (parts[0] || String(name).trim()).slice(0, 2).toUpperCase();
}

export function modelCells(unit) {
  const characters = Object.fromEntries(unit.characters.map((c) => [c.id, c]));
  return unit.models.map((m) => {
    const c = characters[m.pool];
    const kind = c ? c.kind : RANK_AND_FILE;
    const who = c ? kindName(kind, c.name) : words("ninth-page-model");
    const hp = c ? words("ninth-page-model-hp-of", { left: c.hp - c.lost_hp, hp: c.hp }) : words("ninth-page-model-hp", { hp: unit.hp });
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
      sub: m.removed ? words("ninth-page-model-lost") : c ? `${c.hp - c.lost_hp}/${c.hp}` : "",
      // The place in the engine's words, counted from 1 like the picker and the log.
      title: m.removed ? words("ninth-page-model-removed", { who }) : words("ninth-page-model-title", { who, place: said(m.place_msg, m.place), hp }),
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
    title: label || words("ninth-page-formation", { name: unit.name, ranks: unit.ranks, width: unit.width }),
  });
}

export function unitStatus(unit) {
  const row = unitRow(unit);
  if (unit.destroyed) return el("span", { class: "status status-destroyed", "data-status-text": "destroyed" }, row.status);
  const lost = unit.models_left < unit.models.length;
  return el("span", { class: `status ${lost ? "status-losses" : "status-steady"}`, "data-status-text": lost ? "losses" : "full" }, row.status);
}

export function poolList(unit) {
  const table = abbr();
  return el("ul", { class: "pools", "aria-label": words("ninth-page-pools-label", { name: unit.name }) }, ...unit.pools.map((p) =>
    el("li", {
      class: `pool${p.wiped_out ? " wiped-out" : ""}`, "data-health-pool": p.id, "data-lost-hp": p.lost_hp,
      "data-health-points": p.health_points,
    },
    el("span", { class: "pool-name" }, p.id === RANK_AND_FILE ? words("ninth-page-rank-and-file") : `${KIND_MARK[p.kind] || ""} ${kindName(p.kind, p.name)}`),
    ": ",
    ...(p.wiped_out
      ? [words("ninth-page-wiped-out")]
      : withAbbr(poolText(p), table)))));
}

// "3 models of 2 HP, 5 HP left, 1 lost HP carried": a Health Pool's standing.
export function poolText(p) {
  return words("ninth-page-pool", { models: p.models, hp: p.hp, left: p.health_points, carried: carriedText(p.lost_hp) });
}

// A Unit in the overview: its row, the verdict of the last action on it, and its card
// (the models drawn, its Health Pools and notes), drawn but hidden until asked for.
export function unitCard(unit, { selected, shown = false, onSelect, onShow, verdict = "" }) {
  const row = unitRow(unit);
  const table = abbr();
  const head = overviewRowHead({ id: unit.id, row: { ...row, facts: [row.characters, words("ninth-page-hp-per-model", { hp: unit.hp })].filter(Boolean) },
    status: unitStatus(unit), selected, shown, onSelect, onShow, abbr: table });
  // With Characters or Champions the pool list says the rank and file's carried HP
  // (said once: the card would otherwise read "no lost HP carried" twice).
  const carried = unit.characters.length ? "" : el("p", { class: `note carried${unit.lost_hp ? " has-carried" : ""}`, "data-carried": unit.lost_hp },
    ...withAbbr(words("ninth-page-rank-and-file-carried", { carried: carriedText(unit.lost_hp) }), table));
  return el("article", {
    class: `regiment unit player-${unit.player}${selected ? " selected" : ""}`,
    "data-unit": unit.id, "data-lost-hp": unit.lost_hp, "data-destroyed": String(unit.destroyed),
    "aria-label": unit.destroyed ? words("ninth-page-card-destroyed", { name: unit.name }) : words("ninth-page-card-label", { name: unit.name, carried: carriedText(unit.lost_hp) }),
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
